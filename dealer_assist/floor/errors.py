"""The floor's errors: one clear line each, under :class:`DealerAssistError`."""

from __future__ import annotations

from dealer_assist.errors import DealerAssistError


class FloorError(DealerAssistError):
    """The floor database cannot be used as asked; the message says why."""


class FloorUnreachable(FloorError):
    """The floor server or the network is down (passing: shipping resumes later)."""


class FloorRefused(FloorError):
    """The floor refused this table's entries for good: a fork, another machine or log
    claiming the table, or a table already flagged. Shipping stops until someone looks."""
