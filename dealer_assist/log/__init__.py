"""The round log: every confirmed round kept, durable, tamper-evident, auditable.

One SQLite file (WAL, ``synchronous=FULL``), one transaction per round, append-only by
trigger, every entry hash-chained to the previous one; new logs keep each round compactly
(docs/compact-log.md). See docs/round-log.md.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# Names are imported on first use (PEP 562): the log pulls in sqlite-utils, which the
# commands that never touch the log (``settle``) should not pay for at start-up.
_HOMES = {
    "RoundLog": "store",
    "default_path": "store",
    "RoundSummary": "summary",
    "summarize_settlement": "summary",
}
_MODEL = (
    "Adjustment",
    "AuditFinding",
    "AuditReport",
    "CorruptJournalError",
    "LoggedRound",
    "PageKey",
    "RoundFilter",
    "RoundNotFoundError",
    "RoundRow",
    "StoredRound",
    "VerifyReport",
    "iso_utc",
    "utc_now",
)


def __getattr__(name: str) -> Any:
    module = _HOMES.get(name, "model" if name in _MODEL else None)
    if module is None:
        raise AttributeError(f"module 'dealer_assist.log' has no attribute {name!r}")
    return getattr(importlib.import_module(f"dealer_assist.log.{module}"), name)


if TYPE_CHECKING:
    from dealer_assist.log.model import (
        Adjustment,
        AuditFinding,
        AuditReport,
        CorruptJournalError,
        LoggedRound,
        PageKey,
        RoundFilter,
        RoundNotFoundError,
        RoundRow,
        StoredRound,
        VerifyReport,
        iso_utc,
        utc_now,
    )
    from dealer_assist.log.store import RoundLog, default_path
    from dealer_assist.log.summary import RoundSummary, summarize_settlement

__all__ = [
    "Adjustment",
    "AuditFinding",
    "AuditReport",
    "CorruptJournalError",
    "LoggedRound",
    "PageKey",
    "RoundFilter",
    "RoundLog",
    "RoundNotFoundError",
    "RoundRow",
    "RoundSummary",
    "StoredRound",
    "VerifyReport",
    "default_path",
    "iso_utc",
    "summarize_settlement",
    "utc_now",
]
