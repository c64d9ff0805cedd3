"""One error tree for the whole product.

Every failure the application reports to a person is a :class:`DealerAssistError`; foreign
errors are wrapped with ``raise ... from err`` at the edge where they happen.
"""

from __future__ import annotations


class DealerAssistError(Exception):
    """Root of every error dealer-assist raises on purpose."""


class CardError(DealerAssistError, ValueError):
    """A card code that is not a card, or a card that cannot be where it is."""


class RuleError(DealerAssistError):
    """A wager, decision or card the game's rules refuse. The round is unchanged."""

    def __init__(self, message: str, *, box: int | None = None, rule: str | None = None) -> None:
        self.box = box
        self.rule = rule
        self.reason = message
        """The refusal alone, without the box and the rule's tag (the croupier's screen
        says the box in its own words and never shows the tag; logs keep ``str(err)``)."""
        prefix = f"box {box}: " if box is not None else ""
        suffix = f" [{rule}]" if rule else ""
        super().__init__(f"{prefix}{message}{suffix}")


class ConfigError(DealerAssistError):
    """A game profile or setting that cannot be used; names the file and the key."""


class RoundFileError(DealerAssistError):
    """A round file that is not a valid round (see docs/round-file.md)."""


class DeviceError(DealerAssistError):
    """A card reader or camera that failed."""


class LogError(DealerAssistError):
    """The round log cannot be opened, written or trusted."""
