"""The hash chain: what each entry's SHA-256 covers, and the check of the whole file.

An entry's canonical content is built by SQLite itself from the stored rows: for each
chained table, the entry's rows in primary-key order, each row the ``quote()`` of every
column the schema declares (so types count: ``5`` is not ``'5'``), joined with fixed
separators. The same SQL serves writing and checking, so what is hashed is exactly what
is stored. The hash of entry *n* covers its chain row (position, kind, round id, time and
the hash of entry *n-1*) and all its content rows.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from dealer_assist.log.model import VerifyReport, utc_now
from dealer_assist.log.schema import (
    CHAINED_COLUMNS,
    CONTENT_TABLES,
    GENESIS_HASH,
    TRIGGERS_DDL,
    schema_problems,
)

HASH_PREFIX = b"dealer-assist round log 1\n"
ROW_SEPARATOR = "char(30)"
PROGRESS_EVERY = 10_000
Progress = Callable[[int, int], None]

# Tables with at most one row per chain entry need no grouping.
_SINGLE_ROW = frozenset({"rounds", "adjustments"})


def row_expression(table: str) -> str:
    """SQL for one row of ``table`` as canonical text."""
    return "||','||".join(f"quote({column})" for column in CHAINED_COLUMNS[table])


def content_sql(table: str, ranged: bool) -> str:
    """Per chain position, the canonical text of ``table``'s rows at that position."""
    where = " WHERE position BETWEEN ? AND ?" if ranged else ""
    expr = row_expression(table)
    if table in _SINGLE_ROW:
        return f"SELECT position, {expr} FROM {table}{where} ORDER BY position"
    # The primary key starts with position, so rows come in key order within a group.
    return (
        f"SELECT position, group_concat({expr}, {ROW_SEPARATOR}) FROM {table}{where} "
        "GROUP BY position ORDER BY position"
    )


CHAIN_SQL = (
    f"SELECT position, kind, round_id, prev_hash, hash, {row_expression('chain')} "
    "FROM chain{where} ORDER BY position"
)
CHAIN_ROW_SQL = "SELECT " + "||','||".join("quote(?)" for _ in CHAINED_COLUMNS["chain"])


def entry_hash(chain_text: str, parts: dict[str, str]) -> str:
    """SHA-256 of one entry's canonical content (hex)."""
    digest = hashlib.sha256(HASH_PREFIX)
    digest.update(chain_text.encode())
    for table in CONTENT_TABLES:
        digest.update(b"\x1d" + table.encode() + b"\x1e")
        text = parts.get(table)
        if text is not None:
            digest.update(text.encode())
    return digest.hexdigest()


def content_texts(conn: sqlite3.Connection, first: int, last: int) -> dict[int, dict[str, str]]:
    """Canonical content of entries ``first..last``, as stored (used when writing)."""
    found: dict[int, dict[str, str]] = {}
    for table in CONTENT_TABLES:
        for position, text in conn.execute(content_sql(table, ranged=True), (first, last)):
            found.setdefault(position, {})[table] = text
    return found


def chain_text(conn: sqlite3.Connection, values: Sequence[object]) -> str:
    """Canonical text of a chain row not yet written (same ``quote()`` as when stored)."""
    text: str = conn.execute(CHAIN_ROW_SQL, tuple(values)).fetchone()[0]
    return text


@dataclass
class _Stream:
    """One content table's rows, by position, read alongside the chain."""

    table: str
    rows: Iterator[tuple[int, str]]
    position: int | None = None
    text: str | None = None

    def advance(self) -> None:
        row = next(self.rows, None)
        self.position, self.text = (row[0], row[1]) if row else (None, None)


class _Failure(Exception):
    def __init__(self, position: int | None, round_id: str | None, reason: str) -> None:
        super().__init__(reason)
        self.position = position
        self.round_id = round_id
        self.reason = reason


def verify_chain(
    conn: sqlite3.Connection,
    *,
    anchor: tuple[int, str] | None = None,
    progress: Progress | None = None,
) -> VerifyReport:
    """Check every entry of the file against its hash and its link to the previous one.

    Runs inside one read transaction, so a writer appending meanwhile is not seen half.
    ``anchor`` is a (position, hash) pair noted elsewhere (a shift report): it must still
    be in the chain, which catches rounds removed from the end.
    """
    checked_at = utc_now()
    rounds = entries = 0
    last_position, last_hash = 0, GENESIS_HASH
    conn.execute("BEGIN")
    try:
        problems = schema_problems(conn)
        if problems:
            raise _Failure(None, None, "; ".join(problems))
        extra = [
            name
            for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")
            if name not in TRIGGERS_DDL
        ]
        if extra:
            raise _Failure(None, None, f"unexpected trigger(s) {', '.join(extra)}")
        total = conn.execute("SELECT count(*) FROM chain").fetchone()[0]
        streams = [
            _Stream(t, iter(conn.execute(content_sql(t, ranged=False)))) for t in CONTENT_TABLES
        ]
        for stream in streams:
            stream.advance()
        for position, kind, round_id, prev_hash, stored, text in conn.execute(
            CHAIN_SQL.format(where="")
        ):
            if position != last_position + 1:
                missing = (
                    f"entry {last_position + 1} is missing"
                    if position == last_position + 2
                    else f"entries {last_position + 1} to {position - 1} are missing"
                )
                raise _Failure(position, round_id, f"{missing}: removed from the log")
            if prev_hash != last_hash:
                raise _Failure(
                    position, round_id, "its link to the previous entry is broken "
                    "(entries removed, reordered or changed)"
                )
            parts: dict[str, str] = {}
            for stream in streams:
                if stream.position is not None and stream.position < position:
                    raise _Failure(
                        stream.position, None,
                        f"{stream.table} rows at position {stream.position} belong to no "
                        "chain entry",
                    )
                if stream.position == position and stream.text is not None:
                    parts[stream.table] = stream.text
                    stream.advance()
            expected = ("rounds",) if kind == "round" else ("adjustments",)
            if not all(t in parts for t in expected):
                raise _Failure(position, round_id, f"its {expected[0]} row is missing")
            if entry_hash(text, parts) != stored:
                raise _Failure(
                    position, round_id,
                    "its stored content does not match its hash "
                    "(a value was changed after it was recorded)",
                )
            last_position, last_hash = position, stored
            entries += 1
            rounds += kind == "round"
            if progress is not None and entries % PROGRESS_EVERY == 0:
                progress(entries, total)
        for stream in streams:
            if stream.position is not None:
                raise _Failure(
                    stream.position, None,
                    f"{stream.table} rows at position {stream.position} belong to no chain entry",
                )
        row = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'chain'").fetchone()
        issued = row[0] if row else 0
        if issued != last_position:
            raise _Failure(
                last_position + 1, None,
                f"the log once held {issued} entries and now ends at {last_position}: "
                "entries were removed from the end",
            )
        if anchor is not None:
            at, anchor_hash = anchor
            found = conn.execute("SELECT hash FROM chain WHERE position = ?", (at,)).fetchone()
            if found is None or found[0] != anchor_hash:
                raise _Failure(
                    at, None, f"the anchor {anchor_hash} noted at position {at} is not in the log"
                )
    except _Failure as failure:
        return VerifyReport(
            ok=False, rounds_checked=rounds, entries_checked=entries,
            head_position=last_position, head_hash=last_hash, checked_at=checked_at,
            failed_position=failure.position, failed_round_id=failure.round_id,
            reason=failure.reason,
        )
    finally:
        conn.execute("COMMIT")
    if progress is not None:
        progress(entries, entries)
    return VerifyReport(
        ok=True, rounds_checked=rounds, entries_checked=entries,
        head_position=last_position, head_hash=last_hash, checked_at=checked_at,
    )
