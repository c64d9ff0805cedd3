"""The hash chain: what each entry's SHA-256 covers, and the check of the whole file.

An entry's canonical content is built by SQLite itself from the stored rows: for each
chained table, the entry's rows in primary-key order, each row the ``json_array()`` of
every column the schema declares for the file's layout (so types count: ``5`` is not
``"5"``; control characters are escaped, so the row separator cannot be forged; a BLOB,
the compact body of schema 2, as its hexadecimal digits, so every stored byte is hashed).
The same SQL serves writing and checking, so what is hashed is exactly what is stored. The
hash of entry *n* covers its chain row (position, kind, round id, time and the hash of
entry *n-1*) and all its content rows.

Checking a large file is split into position ranges checked by several processes at
once (threads would contend for SQLite's memory allocator).
"""

from __future__ import annotations

import hashlib
import multiprocessing
import os
import re
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_EXCEPTION, ProcessPoolExecutor, wait
from contextlib import suppress
from dataclasses import dataclass, replace
from pathlib import Path

from dealer_assist.log.model import VerifyReport, utc_now
from dealer_assist.log.schema import (
    CONTENT_TABLES,
    CURRENT,
    GENESIS_HASH,
    LAYOUTS,
    Layout,
    layout_of,
    schema_problems,
)
from dealer_assist.messages import Message, msg

HASH_PREFIX = b"dealer-assist round log 1\n"
CLOCK_ALERT_ID = "@clock"  # the round id of the log's clock alerts (see store.py)
PROGRESS_EVERY = 10_000
PARALLEL_FROM = 50_000  # entries; below this one process is quicker than several
DEFAULT_WORKERS = min(os.cpu_count() or 1, 4)
# "spawn": a fresh interpreter, safe whatever threads (a GUI's) the caller runs.
START_METHOD = "spawn"
Progress = Callable[[int, int], None]

# Tables with at most one row per chain entry need no grouping.
_SINGLE_ROW = frozenset({"rounds", "adjustments"})


def row_expression(table: str, layout: Layout = CURRENT) -> str:
    """SQL for one row of ``table`` as canonical text."""
    return layout.row_expression(table)


def content_sql(table: str, layout: Layout = CURRENT) -> str:
    """Per chain position in a range, the canonical text of ``table``'s rows there (as
    bytes: it only goes on to be hashed)."""
    expr = row_expression(table, layout)
    where = " WHERE position BETWEEN ? AND ?"
    if table in _SINGLE_ROW:
        return f"SELECT position, CAST({expr} AS BLOB) FROM {table}{where} ORDER BY position"
    # The primary key starts with position, so rows come in key order within a group.
    return (
        f"SELECT position, CAST(group_concat({expr}, char(30)) AS BLOB) FROM {table}{where} "
        "GROUP BY position ORDER BY position"
    )


# Per layout, the SQL of each table holding entries' content (a layout 2 log has no
# records or lines tables: those parts of its entries' hashes are empty).
_CONTENT_SQL = {v: {t: content_sql(t, layout) for t in layout.content_tables} for v, layout in LAYOUTS.items()}
CHAIN_SQL = (
    f"SELECT position, kind, round_id, prev_hash, hash, CAST({row_expression('chain')} AS BLOB) "
    "FROM chain WHERE position BETWEEN ? AND ? ORDER BY position"
)
CHAIN_ROW_SQL = f"SELECT CAST(json_array({', '.join('?' * len(CURRENT.chained_columns['chain']))}) AS BLOB)"
_TABLE_MARKS = {table: b"\x1d" + table.encode() + b"\x1e" for table in CONTENT_TABLES}


def entry_hash(chain_text: bytes, parts: dict[str, bytes]) -> str:
    """SHA-256 of one entry's canonical content (hex)."""
    digest = hashlib.sha256(HASH_PREFIX)
    digest.update(chain_text)
    for table in CONTENT_TABLES:
        digest.update(_TABLE_MARKS[table])
        text = parts.get(table)
        if text is not None:
            digest.update(text)
    return digest.hexdigest()


def content_texts(
    conn: sqlite3.Connection, first: int, last: int, layout: Layout | None = None
) -> dict[int, dict[str, bytes]]:
    """Canonical content of entries ``first..last``, as stored (used when writing, and
    what the floor is sent); ``layout``: the file's, read from it when not given."""
    layout = layout or layout_of(conn)
    sql = _CONTENT_SQL[layout.version]
    found: dict[int, dict[str, bytes]] = {}
    for table in layout.content_tables:
        for position, text in conn.execute(sql[table], (first, last)):
            found.setdefault(position, {})[table] = text
    return found


def chain_text(conn: sqlite3.Connection, values: Sequence[object]) -> bytes:
    """Canonical text of a chain row not yet written (same SQL as when stored)."""
    text: bytes = conn.execute(CHAIN_ROW_SQL, tuple(values)).fetchone()[0]
    return text


@dataclass(frozen=True)
class _Found:
    """What is wrong, and where."""

    position: int | None
    round_id: str | None
    reason: Message  # the pit boss's screen says it in its language; logs keep its English
    damaged: bool = False  # the file cannot be read as a database, not merely altered


class _Failure(Exception):
    def __init__(self, position: int | None, round_id: str | None, reason: Message) -> None:
        super().__init__(str(reason))
        self.found = _Found(position, round_id, reason)


@dataclass
class _Range:
    """The outcome of checking chain positions ``first..last`` (sent between processes)."""

    first: int
    last: int
    entries: int = 0
    rounds: int = 0
    first_seen: int | None = None  # the first position present, and its link
    first_prev_hash: str | None = None
    last_seen: int | None = None
    last_hash: str | None = None
    failure: _Found | None = None


_BROKEN_LINK = msg("chain.broken_link")


def _gap(before: int, position: int, round_id: str | None) -> _Found | None:
    """Entries missing between positions ``before`` and ``position``, reported at the
    entry after the gap."""
    if position == before + 1:
        return None
    missing = (
        msg("chain.entry_missing", n=before + 1)
        if position == before + 2
        else msg("chain.entries_missing", first=before + 1, last=position - 1)
    )
    return _Found(position, round_id, missing)


def _check_range(conn: sqlite3.Connection, first: int, last: int, layout: Layout | None = None) -> _Range:
    result = _Range(first, last)
    layout = layout or layout_of(conn)
    streams: list[tuple[str, Iterator[tuple[int, bytes]]]] = [
        (t, conn.execute(_CONTENT_SQL[layout.version][t], (first, last))) for t in layout.content_tables
    ]
    heads: list[tuple[int, bytes] | None] = [next(rows, None) for _, rows in streams]
    prev: str | None = None
    try:
        for position, kind, round_id, prev_hash, stored, text in conn.execute(CHAIN_SQL, (first, last)):
            # Gaps and links across ranges are checked by the caller (_first_failure).
            if result.last_seen is None:
                result.first_seen, result.first_prev_hash = position, prev_hash
            else:
                gap = _gap(result.last_seen, position, round_id)
                if gap is not None:
                    raise _Failure(gap.position, gap.round_id, gap.reason)
                if prev_hash != prev:
                    raise _Failure(position, round_id, _BROKEN_LINK)
            parts: dict[str, bytes] = {}
            for i, (table, rows) in enumerate(streams):
                head = heads[i]
                if head is not None and head[0] < position:
                    raise _Failure(head[0], None, msg("chain.rows_outside", table=table, position=head[0]))
                if head is not None and head[0] == position:
                    parts[table] = head[1]
                    heads[i] = next(rows, None)
            own = "rounds" if kind == "round" else "adjustments"
            if own not in parts:
                raise _Failure(position, round_id, msg("chain.row_missing", table=own))
            if entry_hash(text, parts) != stored:
                raise _Failure(position, round_id, msg("chain.hash_differs"))
            prev = stored
            result.last_seen = position
            result.entries += 1
            result.rounds += kind == "round"
        for (table, _), head in zip(streams, heads, strict=True):
            if head is not None:
                raise _Failure(head[0], None, msg("chain.rows_outside", table=table, position=head[0]))
    except _Failure as failure:
        result.failure = failure.found
    result.last_hash = prev
    return result


# A round's own entry and the voids and adjustments chained to it (both by index).
_ROUND_POSITIONS_SQL = (
    "SELECT position FROM rounds WHERE round_id = ? UNION SELECT position FROM adjustments WHERE round_id = ?"
)


def round_altered(conn: sqlite3.Connection, round_id: str, layout: Layout | None = None) -> int | None:
    """The first of ``round_id``'s entries (the round's own, then its voids and adjustments)
    whose stored content no longer matches its hash, or ``None``: the check ``verify`` makes
    of each entry, on this round's entries only (links to the entries around them are left
    to ``verify``). Run inside the caller's transaction, before anything is chained onto it."""
    layout = layout or layout_of(conn)
    for (position,) in conn.execute(_ROUND_POSITIONS_SQL, (round_id, round_id)).fetchall():
        found = _check_range(conn, position, position, layout)
        if found.failure is not None or found.entries != 1:
            return int(position)
    return None


def _check_range_in_process(uri: str, first: int, last: int) -> _Range:
    conn = sqlite3.connect(uri, uri=True, timeout=30)
    try:
        return _check_range(conn, first, last)
    finally:
        conn.close()


def _ranges(last: int, parts: int) -> list[tuple[int, int]]:
    size = -(-last // parts)
    return [(start, min(start + size - 1, last)) for start in range(1, last + 1, size)]


def verify_chain(
    conn: sqlite3.Connection,
    path: Path | None = None,
    *,
    anchor: tuple[int, str] | None = None,
    progress: Progress | None = None,
    workers: int | None = None,
    deep: bool = False,
    uri: str | None = None,
) -> VerifyReport:
    """Check every entry of the file against its hash and its link to the previous one.

    The overall checks run inside one read transaction on ``conn``; with ``path`` and a
    large log, position ranges are checked by ``workers`` processes at once. ``anchor`` is
    a (position, hash) pair noted elsewhere (a shift report): it must still be in the
    chain, which catches entries removed from the end. SQLite's own ``integrity_check``
    always follows (every index against its table, in order; column types): the pit
    boss's searches, counts and date-bounded exports read the indexes, not the chain, so
    an index that lies would hide a round from them while the chain is intact. It costs
    about a third of the chain check (docs/trust-log.md); ``deep`` is kept for old callers.
    """
    checked_at = utc_now()
    conn.execute("BEGIN")
    try:
        try:
            last, found = _overall_checks(conn)
        except _Failure as broken:
            return _report(checked_at, [], broken.found)
        workers = workers or DEFAULT_WORKERS
        if path is None or last < PARALLEL_FROM or workers < 2:
            results = [_check_range(conn, 1, last)] if last else []
            if progress is not None:
                progress(results[0].entries if results else 0, last)
        else:
            # The workers open the file the way ``conn`` did (read-only, immutable evidence).
            ro_uri = uri if uri and "mode=ro" in uri else path.resolve().as_uri() + "?mode=ro"
            results = _check_in_parallel(ro_uri, last, workers, progress)
        failure = _first_failure(results, found)
        if failure is None and anchor is not None:
            failure = _check_anchor(conn, anchor)
        if failure is None:
            failure = _time_order(conn)
        if failure is None:
            failure = _integrity(conn)
        if failure is not None:
            return _report(checked_at, results, failure)
        alerts = conn.execute("SELECT count(*) FROM adjustments WHERE round_id = ?", (CLOCK_ALERT_ID,)).fetchone()[0]
        return replace(_report(checked_at, results, None), clock_alerts=int(alerts))
    finally:
        if conn.in_transaction:
            with suppress(sqlite3.Error):  # a read transaction: nothing to lose
                conn.execute("COMMIT")


def _overall_checks(conn: sqlite3.Connection) -> tuple[int, list[_Found]]:
    """Schema and triggers (raises), then rows outside the chain and entries removed from
    the end; returns the last position and what was found."""
    problems = schema_problems(conn)
    if problems:
        raise _Failure(None, None, _all(problems))
    layout = layout_of(conn)
    extra = [
        name
        for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        if name not in layout.triggers_ddl
    ]
    if extra:
        raise _Failure(None, None, msg("chain.extra_triggers", names=", ".join(extra)))
    found: list[_Found] = []
    last = conn.execute("SELECT ifnull(max(position), 0) FROM chain").fetchone()[0]
    for table in layout.content_tables:
        low, high = conn.execute(f"SELECT min(position), max(position) FROM {table}").fetchone()
        for outside in (low, high):
            if outside is not None and not 1 <= outside <= last:
                found.append(_Found(outside, None, msg("chain.rows_outside", table=table, position=outside)))
    row = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'chain'").fetchone()
    issued = row[0] if row else 0
    if issued < last:
        found.append(_Found(issued + 1, None, msg("chain.put_in", issued=issued, last=last)))
    elif issued > last:
        found.append(_Found(min(issued, last) + 1, None, msg("chain.removed_from_end", issued=issued, last=last)))
    return int(last), found


def _check_in_parallel(uri: str, last: int, workers: int, progress: Progress | None) -> list[_Range]:
    context = multiprocessing.get_context(START_METHOD)
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        futures = [pool.submit(_check_range_in_process, uri, a, b) for a, b in _ranges(last, workers * 8)]
        pending = set(futures)
        while pending:
            _, pending = wait(pending, timeout=0.25, return_when=FIRST_EXCEPTION)
            if progress is not None:
                done = sum(f.result().last - f.result().first + 1 for f in futures if f.done())
                progress(done, last)
        return [f.result() for f in futures]


def _first_failure(results: list[_Range], found: list[_Found]) -> _Found | None:
    """The first thing wrong, in the order one pass from the start would meet them: at one
    position, a gap before it, then its link, then its own content."""
    ranked: list[tuple[int, int, _Found]] = [(f.position or 0, 2, f) for f in found]
    last_seen, previous = 0, GENESIS_HASH
    for r in results:
        if r.failure is not None:
            ranked.append((r.failure.position or 0, 1, r.failure))
        if r.first_seen is None:
            continue  # nothing present in this range; the next one shows the gap
        gap = _gap(last_seen, r.first_seen, None)
        if gap is not None:
            ranked.append((r.first_seen, 0, gap))
        elif r.first_prev_hash != previous:
            ranked.append((r.first_seen, 0, _Found(r.first_seen, None, _BROKEN_LINK)))
        # After a failure inside the range the rest matters no more: its failure comes first.
        last_seen, previous = r.last_seen or r.first_seen, r.last_hash or ""
    if not ranked:
        return None
    return min(ranked, key=lambda item: item[:2])[2]


# How far a round may be dated before one of its table logged ahead of it, or after the
# moment it was written (store.TIME_TOLERANCE, which refuses such rounds when written).
TIME_TOLERANCE_S = 60
_TIME_ORDER_SQL = f"""
SELECT r.position, r.round_id, r.confirmed_at, r.before, c.recorded_at FROM (
    SELECT position, round_id, confirmed_at,
           max(confirmed_at) OVER (
               PARTITION BY table_id ORDER BY position ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
           ) AS before
    FROM rounds) r JOIN chain c USING (position)
WHERE (julianday(r.before) - julianday(r.confirmed_at)) * 86400 > {TIME_TOLERANCE_S}
   OR (julianday(r.confirmed_at) - julianday(c.recorded_at)) * 86400 > {TIME_TOLERANCE_S}
ORDER BY r.position LIMIT 1
"""


def _time_order(conn: sqlite3.Connection) -> _Found | None:
    """A round dated before a round of its table logged ahead of it, or after it was written: the log
    refuses both when writing, so either was put in by other means (a backdated round
    chained by hand), or written by a version that did not check."""
    row = conn.execute(_TIME_ORDER_SQL).fetchone()
    if row is None:
        return None
    position, round_id, confirmed, before, recorded = row
    if before is not None and before > confirmed:
        return _Found(position, round_id, msg("chain.backdated", confirmed=confirmed, before=before))
    return _Found(position, round_id, msg("chain.dated_ahead", confirmed=confirmed, recorded=recorded))


def _check_anchor(conn: sqlite3.Connection, anchor: tuple[int, str]) -> _Found | None:
    at, anchor_hash = anchor
    found = conn.execute("SELECT hash FROM chain WHERE position = ?", (at,)).fetchone()
    if found is None or found[0] != anchor_hash:
        return _Found(at, None, msg("chain.anchor_missing", hash=anchor_hash, position=at))
    return None


# What integrity_check says when an index's entries are not its table's rows (an edit of
# the index, or of the schema table, not damage to the file's pages).
_INDEX_MISMATCH = re.compile(
    r"^(row \d+ missing from index \S+|wrong # of entries in index \S+|non-unique entry in index \S+)$"
)


def _integrity(conn: sqlite3.Connection) -> _Found | None:
    try:
        problems = [row[0] for row in conn.execute("PRAGMA integrity_check(20)")]
    except sqlite3.DatabaseError as err:  # damage bad enough to stop the check itself
        problems = [str(err)]
    if problems == ["ok"]:
        return None
    if all(_INDEX_MISMATCH.match(p) for p in problems):
        indexes = sorted({p.rsplit(" ", 1)[1] for p in problems})
        # SQLite's own words for what it found stay as they are (no screen translates them).
        return _Found(
            None, None, msg("chain.index_differs", indexes=", ".join(indexes), sqlite="; ".join(problems[:3]))
        )
    return _Found(None, None, msg("chain.damaged", sqlite="; ".join(problems[:3])), damaged=True)


def _all(problems: Sequence[Message]) -> Message:
    """Several problems as one message, apart by semicolons."""
    said = problems[0]
    for more in problems[1:]:
        said = msg("chain.and", first=said, more=more)
    return said


def _report(checked_at: str, results: list[_Range], failure: _Found | None) -> VerifyReport:
    entries = sum(r.entries for r in results)
    rounds = sum(r.rounds for r in results)
    head_position = results[-1].last if results and failure is None else 0
    head_hash = results[-1].last_hash if results and failure is None else None
    if failure is None:
        return VerifyReport(
            ok=True,
            rounds_checked=rounds,
            entries_checked=entries,
            head_position=head_position,
            head_hash=head_hash or GENESIS_HASH,
            checked_at=checked_at,
        )
    return VerifyReport(
        ok=False,
        rounds_checked=rounds,
        entries_checked=entries,
        head_position=0,
        head_hash=GENESIS_HASH,
        checked_at=checked_at,
        failed_position=failure.position,
        failed_round_id=failure.round_id,
        reason=str(failure.reason),
        why=failure.reason,
        damaged=failure.damaged,
    )
