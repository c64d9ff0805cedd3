"""The round log: every confirmed round kept, durable, tamper-evident, auditable.

One SQLite file (WAL, ``synchronous=FULL``), one transaction per round, append-only by
trigger, every entry hash-chained to the previous one. See README.md, "Round log".
"""

from __future__ import annotations

from dealer_assist.log.model import (
    Adjustment,
    AuditFinding,
    AuditReport,
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
