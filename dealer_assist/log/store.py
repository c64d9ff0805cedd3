"""The round log: one SQLite file, append-only, hash-chained, durable.

>>> import tempfile, pathlib
>>> from tools.synth.rounds import synthetic_round
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> with RoundLog.open(folder / "rounds.db") as log:
...     stored = log.append_round(synthetic_round(seed=1, round_id="R1"))
...     (stored.position, log.get_round("R1").round_id, log.verify().ok)
(1, 'R1', True)
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import TracebackType
from typing import IO, Any
from zoneinfo import ZoneInfo

import platformdirs
import sqlite_utils

from dealer_assist.errors import LogError, os_reason, sqlite_reason
from dealer_assist.log import chain, compact, schema
from dealer_assist.log.model import (
    ADJUSTMENT_KINDS,
    Adjustment,
    AuditReport,
    CorruptJournalError,
    LoggedRound,
    PageKey,
    RoundFilter,
    RoundNotFoundError,
    RoundRow,
    StoredRound,
    VerifyReport,
    canonical_json,
    iso_utc,
    stored_object,
    utc_now,
)
from dealer_assist.log.queries import (
    RARE,
    count_sql,
    page_sql,
    rare_box_probe,
    rare_payout_probe,
    row_from_sql,
)
from dealer_assist.log.rows import (
    INSERT_ADJUSTMENT,
    INSERT_BOX,
    INSERT_CHAIN,
    INSERT_LINE,
    INSERT_RECORD,
    INSERT_ROUND,
    Prepared,
    compact_round_row,
    placeholders,
    prepare,
)
from dealer_assist.messages import Message, msg

# How far a round's time may fall behind the last logged round's, or ahead of the
# writer's clock. Honest rounds come close to that: tables sharing one log confirm rounds
# independently and wait up to the busy timeout (5 s) for the lock, their computers'
# clocks agree within a second or so under NTP, and a round started early at one table
# may be confirmed after a short one started later at another (the synthetic logs of the
# tests and benchmarks, 3-8 tables, reach 30 s). A minute covers all of that; a clock
# set back or a backdated round moves by hours or days, and a minute moves the pit boss's
# hour-by-hour report by at most a minute.
TIME_TOLERANCE = timedelta(seconds=chain.TIME_TOLERANCE_S)
# A step of the wall clock against the elapsed-time clock larger than this is an alert.
# NTP slews a drifting clock by at most 0.5 ms a second (43 s a day), so only a step of
# the clock (set by hand, a bad time server, a dead clock battery) goes past a minute.
CLOCK_STEP = timedelta(seconds=60)
CLOCK_ALERT_ID = chain.CLOCK_ALERT_ID  # the round id of clock alerts: entries about the log itself
CLOCK_ALERT_WHO = "dealer-assist"


def wall_clock() -> datetime:
    """The computer's clock (what every time the log writes comes from)."""
    return datetime.now(UTC)


def elapsed_clock() -> float:
    """Seconds elapsed, never set back or forward: ``CLOCK_BOOTTIME`` on Linux (it keeps
    counting through a suspend, which would otherwise look like a forward step)."""
    boottime = getattr(time, "CLOCK_BOOTTIME", None)
    return time.clock_gettime(boottime) if boottime is not None else time.monotonic()


HOME_VARIABLE = "DEALER_ASSIST_HOME"
TRACE_VARIABLE = "DEALER_ASSIST_LOG_TRACE"
FILE_NAME = "rounds.db"
SQLITE_HEADER = b"SQLite format 3\x00"
DEFAULT_TIMEOUT = 5.0


def _parse(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00"))


def _ms(span: timedelta) -> int:
    return round(span / timedelta(milliseconds=1))


def _span(span: timedelta) -> str:
    """A time span as people say it: ``2 h 5 min``, ``1 day 0 h``, ``45 s``."""
    seconds = int(abs(span).total_seconds())
    days, rest = divmod(seconds, 86_400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    if days:
        return f"{days} day{'s' if days > 1 else ''} {hours} h"
    if hours:
        return f"{hours} h {minutes} min"
    return f"{minutes} min {secs} s" if minutes else f"{secs} s"


def default_path() -> Path:
    """``$DEALER_ASSIST_HOME/rounds.db``, else ``rounds.db`` in the user's data folder."""
    home = os.environ.get(HOME_VARIABLE)
    folder = Path(home) if home else Path(platformdirs.user_data_dir("dealer-assist"))
    return folder / FILE_NAME


_ASK = {"who": "who made it", "why": "why"}


def _explain(err: sqlite3.Error, path: Path, doing: str | Message, *, writing: bool = False) -> LogError:
    """One clear sentence for a failure of SQLite, naming the file and what was going on
    (``doing``: a message where a croupier may read it, in the screen's language). A write
    the disk refused to a log nobody may write now (made immutable, its file system
    remounted read-only after it was opened) is said to be read-only, not a disk failure."""
    why = sqlite_reason(err)
    if writing and why.key == "log.why.io" and not _may_write_now(path):
        why = msg("log.why.read_only")
    return LogError(msg("log.failed", path=path, doing=doing, why=why))


def _writable(path: Path) -> bool:
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def _may_write_now(path: Path) -> bool:
    """Whether the log and its write-ahead file (where a write goes first) may be written."""
    wal = Path(f"{path}-wal")
    return os.access(path, os.W_OK) and (not wal.exists() or os.access(wal, os.W_OK))


def _read_only_query(path: Path) -> str:
    """How to open ``path`` for reading without writing anything.

    ``mode=ro`` while the file and its folder may be written (another program may be
    writing the log: SQLite's shared memory keeps the reads consistent). Evidence on a
    read-only mount or folder: SQLite cannot make the WAL's shared-memory file there, so
    the file is opened ``immutable`` (nothing is written, no lock is taken), which is
    right only when no write-ahead file holds rounds not yet in the main file."""
    if _writable(path):
        return "?mode=ro"
    wal = Path(f"{path}-wal")
    if wal.exists() and Path(f"{path}-shm").exists():
        return "?mode=ro"  # a writer may have it open: SQLite reads through the -shm it keeps
    if wal.exists() and wal.stat().st_size > 0:
        raise LogError(msg("log.wal_without_shm", path=path, wal=wal.name))
    return "?mode=ro&immutable=1"


# What get_round and iter_rounds select of a round, in order; the last two are read from
# where the file's layout keeps the round's documents (:attr:`RoundLog._documents`).
_ROUND_COLUMNS = (
    "position",
    "round_id",
    "table_id",
    "game",
    "profile_name",
    "profile_sha256",
    "app_version",
    "started_at",
    "confirmed_at",
    "croupier",
    "round_file",
    "settlement",
)


class RoundLog:
    """The round log of one installation. Open with :meth:`open`; a context manager."""

    def __init__(self, db: sqlite_utils.Database, path: Path, readonly: bool) -> None:
        self._db: sqlite_utils.Database | None = db
        self.path = path
        self.readonly = readonly
        self.layout = schema.CURRENT  # the file's own, once opened (_prepare_file)
        self.uri = path.resolve().as_uri() + ("?mode=ro" if readonly else "")
        # The wall clock against the elapsed-time clock, from opening: a step between
        # two writes is chained as a clock alert.
        self._clock_base = (wall_clock(), elapsed_clock())
        trace = os.environ.get(TRACE_VARIABLE)
        self._trace_fd = os.open(trace, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644) if trace else None

    # -- opening and closing ------------------------------------------------------------

    @classmethod
    def open(
        cls,
        path: str | Path | None = None,
        *,
        readonly: bool = False,
        timeout: float = DEFAULT_TIMEOUT,
        schema_version: int = schema.SCHEMA_VERSION,
    ) -> RoundLog:
        """Open (creating when absent and not ``readonly``) the round log at ``path``.

        WAL journal, ``synchronous=FULL`` (a confirmed round survives a power cut), and a
        busy timeout of ``timeout`` seconds before a lock held by another program is
        reported. Raises :class:`LogError` for a file that is not a round log, a log
        written by a newer version, a locked file. A log is read and written in the layout
        it was created with (never converted); ``schema_version`` is the layout of a log
        created here (the current one unless said: the floor's mirror keeps layout 1).
        """
        if schema_version not in schema.LAYOUTS:
            raise LogError(f"round log: no log schema {schema_version} (this version makes {list(schema.LAYOUTS)})")
        target = Path(path) if path is not None else default_path()
        if target.exists():
            if target.is_dir():
                raise LogError(msg("log.is_folder", path=target))
            with target.open("rb") as handle:
                head = handle.read(len(SQLITE_HEADER))
            if head and head != SQLITE_HEADER:  # empty is fine: a log not yet written
                raise LogError(msg("log.not_a_log", path=target))
        elif readonly:
            raise LogError(msg("log.no_such_file", path=target))
        else:
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
            except OSError as err:
                raise LogError(msg("log.no_folder", path=target, why=os_reason(err))) from err
        uri = target.resolve().as_uri() + (_read_only_query(target) if readonly else "?mode=rwc")
        try:
            conn = sqlite3.connect(uri, uri=True, timeout=timeout, isolation_level=None)
        except sqlite3.Error as err:
            raise _explain(err, target, msg("log.doing.opening")) from err
        log = cls(sqlite_utils.Database(conn), target, readonly)
        log.uri = uri
        log.layout = schema.LAYOUTS[schema_version]
        # Layout 2's records view inflates the bodies through this function.
        conn.create_function("round_records", 2, compact.records_json, deterministic=True)
        try:
            log._prepare_file()
            if not readonly:
                log._check_clock_at_opening()
        except BaseException:
            log.close()
            raise
        return log

    def _prepare_file(self) -> None:
        conn = self._conn
        try:
            # Look before touching: a file of another program is left exactly as it was.
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            objects = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        except sqlite3.Error as err:
            raise _explain(err, self.path, msg("log.doing.opening")) from err
        fresh = app_id == 0 and version == 0 and objects == 0
        if fresh and self.readonly:
            raise LogError(msg("log.empty", path=self.path))
        # Every refusal comes before the first change (the WAL switch rewrites the header
        # of a log kept with a rollback journal): a refused file is never touched.
        if not fresh:
            if app_id != schema.APPLICATION_ID:
                raise LogError(msg("log.other_database", path=self.path))
            if version > schema.SCHEMA_VERSION:
                raise LogError(msg("log.newer", path=self.path, version=version, known=schema.SCHEMA_VERSION))
            if version not in schema.LAYOUTS:
                raise LogError(msg("log.unknown_schema", path=self.path, version=version))
            self.layout = schema.LAYOUTS[version]
        try:
            if not self.readonly:
                mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
                if mode != "wal":
                    raise LogError(msg("log.no_wal", path=self.path, mode=mode))
                conn.execute("PRAGMA synchronous = FULL")
        except sqlite3.Error as err:
            raise _explain(err, self.path, msg("log.doing.opening")) from err
        if fresh:
            self._create()

    def _create(self) -> None:
        with self._write(msg("log.doing.creating")):
            # Another process may have created it between our look and our lock.
            if self._conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0:
                for statement in self.layout.create_statements():
                    self._conn.execute(statement)
            else:
                self.layout = schema.layout_of(self._conn)

    def close(self) -> None:
        """Close the file. Calling it again does nothing."""
        if self._db is not None:
            db, self._db = self._db, None
            try:
                if not self.readonly:
                    db.conn.execute("PRAGMA optimize")
            except sqlite3.Error:
                pass  # only a planner hint; never a reason to fail closing
            db.close()
        if self._trace_fd is not None:
            os.close(self._trace_fd)
            self._trace_fd = None

    def __enter__(self) -> RoundLog:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @property
    def db(self) -> sqlite_utils.Database:
        """The sqlite-utils database (for reads; writes go through this class)."""
        if self._db is None:
            raise LogError(f"round log {self.path}: already closed")
        return self._db

    @property
    def _conn(self) -> sqlite3.Connection:
        return self.db.conn

    @contextmanager
    def _write(self, doing: Message, *, check_clock: bool = True) -> Iterator[sqlite3.Connection]:
        """One write transaction: all of it is committed, or none of it. A step of the
        clock since the last write is chained first, as an alert of its own."""
        if self.readonly:
            raise LogError(msg("log.refused_read_only", path=self.path, doing=doing))
        if check_clock:
            self._check_clock_step()
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as err:
            raise self._write_failed(err, doing) from err
        try:
            yield conn
            conn.execute("COMMIT")
        except BaseException as err:
            if conn.in_transaction:
                with suppress(sqlite3.Error):  # the failure may have rolled it back already
                    conn.execute("ROLLBACK")
            if isinstance(err, sqlite3.Error):
                raise self._write_failed(err, doing) from err
            raise

    def _write_failed(self, err: sqlite3.Error, doing: Message) -> LogError:
        failed = _explain(err, self.path, doing, writing=True)
        return LogError(msg("log.failed_kept", failed=failed.message))

    def _trace(self, **event: object) -> None:
        # Crash tests read this to learn which writes began and which returned.
        if self._trace_fd is not None:
            os.write(self._trace_fd, (json.dumps(event) + "\n").encode())

    # -- the clock ----------------------------------------------------------------------

    def _now(self) -> str:
        return iso_utc(wall_clock())

    def _last_times(self, conn: sqlite3.Connection) -> tuple[str | None, str | None]:
        """The latest round time and the last entry's write time in the log."""
        confirmed = conn.execute("SELECT max(confirmed_at) FROM rounds").fetchone()[0]
        recorded = conn.execute("SELECT recorded_at FROM chain ORDER BY position DESC LIMIT 1").fetchone()
        return confirmed, (recorded[0] if recorded else None)

    def _check_clock_at_opening(self) -> None:
        """A clock behind the log's last entry was set back since (or is wrong): chained as
        an alert, and the rounds it would date are refused by :meth:`append_round`."""
        confirmed, recorded = self._read_last_times()
        latest = max((t for t in (confirmed, recorded) if t), default=None)
        now = wall_clock()
        if latest is not None and now < _parse(latest) - TIME_TOLERANCE:
            behind = _parse(latest) - now
            self._record_clock_alert(
                f"at opening the computer's clock reads {iso_utc(now)}, {_span(behind)} before the "
                f"log's last entry ({latest}): it was set back, or is wrong",
                {"kind": "behind_log", "clock": iso_utc(now), "log_last": latest, "step_ms": -_ms(behind)},
            )

    def _read_last_times(self) -> tuple[str | None, str | None]:
        try:
            return self._last_times(self._conn)
        except sqlite3.Error as err:
            raise _explain(err, self.path, msg("log.doing.read_last_entry")) from err

    def _check_clock_step(self) -> None:
        """Compare how far the wall clock moved since the last look with the time that
        really elapsed; a difference past :data:`CLOCK_STEP` is chained as an alert."""
        wall0, elapsed0 = self._clock_base
        wall, elapsed = wall_clock(), elapsed_clock()
        step = (wall - wall0) - timedelta(seconds=elapsed - elapsed0)
        self._clock_base = (wall, elapsed)
        if abs(step) > CLOCK_STEP:
            way = "forward" if step > timedelta(0) else "back"
            self._record_clock_alert(
                f"the computer's clock jumped {way} by {_span(abs(step))} (now {iso_utc(wall)}); "
                "round times around it do not show when they were played",
                {"kind": "step", "clock": iso_utc(wall), "step_ms": _ms(step)},
            )

    def _record_clock_alert(self, why: str, data: dict[str, Any]) -> None:
        data_text = canonical_json(data, "clock alert")
        with self._write(msg("log.doing.record_clock_alert"), check_clock=False) as conn:
            self._chain_adjustment(conn, CLOCK_ALERT_ID, "adjustment", CLOCK_ALERT_WHO, why, data_text)

    def clock_alerts(self) -> list[Adjustment]:
        """Every clock step the log recorded, oldest first (see :data:`CLOCK_STEP`)."""
        return self.adjustments(CLOCK_ALERT_ID)

    def _check_round_times(self, conn: sqlite3.Connection, chunk: list[Prepared]) -> None:
        """Refuse a round dated before its table's last logged round, or ahead of the
        clock, beyond :data:`TIME_TOLERANCE`: the log files rounds by their time, and a
        backdated round would be filed (and found) under a time when it was not played.

        By table: one table's rounds follow one another, while tables sharing a log (or
        the simulated tables of a demo evening) each run on their own."""
        latest: dict[str, str | None] = {}
        now = wall_clock()
        for p in chunk:
            rid, table, when = p.round_row[0], str(p.round_row[1]), str(p.round_row[8])
            if table not in latest:
                latest[table] = conn.execute(
                    "SELECT max(confirmed_at) FROM rounds WHERE table_id = ?", (table,)
                ).fetchone()[0]
            last = latest[table]
            moment = _parse(when)
            if last is not None and moment < _parse(last) - TIME_TOLERANCE:
                raise LogError(
                    f"round {rid} is dated {when}, {_span(_parse(last) - moment)} before the last round "
                    f"of table {table} in the log ({last}): a backdated round, or the computer's clock "
                    "was set back; set the clock right (the round stays saved as the round in progress)"
                )
            if moment > now + TIME_TOLERANCE:
                raise LogError(
                    f"round {rid} is dated {when}, {_span(moment - now)} ahead of this computer's clock "
                    f"({iso_utc(now)}): set the clock right (the round stays saved as the round in progress)"
                )
            latest[table] = max(last or when, when)

    # -- writing ------------------------------------------------------------------------

    def append_round(self, entry: LoggedRound) -> StoredRound:
        """Write a confirmed round in one transaction, chained to the previous entry.

        The in-progress journal of the round's table is cleared in the same transaction.
        On any failure (disk full, locked) nothing of the round is written, nothing
        written before is touched, and a :class:`LogError` says why.
        """
        prepared = prepare(entry)
        self._trace(op="append", phase="start", round_id=entry.round_id, table_id=entry.table_id)
        with self._write(msg("log.doing.record_round", round_id=entry.round_id)) as conn:
            stored = self._append_prepared(conn, [prepared])[0]
        self._trace(
            op="append", phase="done", round_id=entry.round_id, table_id=entry.table_id, position=stored.position
        )
        return stored

    def append_rounds(self, entries: Iterable[LoggedRound], *, batch: int = 2000) -> int:
        """Write many rounds, ``batch`` per transaction (imports, generated test logs)."""
        return self.append_prepared((prepare(e) for e in entries), batch=batch)

    def append_prepared(self, rounds: Iterable[Prepared], *, batch: int = 2000) -> int:
        """:meth:`append_rounds` for rounds already turned into rows by :func:`prepare`."""
        written = 0
        chunk: list[Prepared] = []
        for prepared in rounds:
            chunk.append(prepared)
            if len(chunk) >= batch:
                with self._write(msg("log.doing.record_rounds")) as conn:
                    written += len(self._append_prepared(conn, chunk))
                chunk = []
        if chunk:
            with self._write(msg("log.doing.record_rounds")) as conn:
                written += len(self._append_prepared(conn, chunk))
        return written

    def _next_position(self, conn: sqlite3.Connection) -> tuple[int, str]:
        row = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'chain'").fetchone()
        last = conn.execute("SELECT hash FROM chain ORDER BY position DESC LIMIT 1").fetchone()
        return (row[0] if row else 0) + 1, (last[0] if last else schema.GENESIS_HASH)

    def _append_prepared(self, conn: sqlite3.Connection, chunk: list[Prepared]) -> list[StoredRound]:
        ids = [p.round_row[0] for p in chunk]
        if len(set(ids)) != len(ids):
            raise LogError("the same round id appears twice in one batch")
        for start in range(0, len(ids), 500):
            some = ids[start : start + 500]
            marks = placeholders(len(some))
            found = conn.execute(f"SELECT round_id, position FROM rounds WHERE round_id IN ({marks})", some).fetchone()
            if found:
                raise LogError(f"round {found[0]} is already in the log (position {found[1]})")
        self._check_round_times(conn, chunk)
        first, prev_hash = self._next_position(conn)
        recorded_at = self._now()
        separate = "records" in self.layout.content_tables  # layout 1: records and lines rows
        for offset, p in enumerate(chunk):
            pos = first + offset
            if separate:
                conn.execute(INSERT_ROUND, (pos, *p.round_row))
                conn.executemany(INSERT_RECORD, [(pos, *r) for r in p.records])
                conn.executemany(INSERT_LINE, [(pos, *ln) for ln in p.lines])
            else:
                conn.execute(INSERT_ROUND, (pos, *compact_round_row(p)))
            conn.executemany(INSERT_BOX, [(pos, *b) for b in p.boxes])
        texts = chain.content_texts(conn, first, first + len(chunk) - 1, self.layout)
        stored: list[StoredRound] = []
        for offset, p in enumerate(chunk):
            pos = first + offset
            values = (pos, "round", p.round_row[0], recorded_at, prev_hash)
            digest = chain.entry_hash(chain.chain_text(conn, values), texts[pos])
            conn.execute(INSERT_CHAIN, (*values, digest))
            stored.append(StoredRound(pos, str(p.round_row[0]), digest, prev_hash))
            prev_hash = digest
        conn.executemany("DELETE FROM journal WHERE table_id = ?", [(p.round_row[1],) for p in chunk])
        return stored

    def append_adjustment(
        self, round_id: str, kind: str, who: str, why: str, data: dict[str, Any] | None = None
    ) -> Adjustment:
        """Record a void or an adjustment of a confirmed round: a new chained entry naming
        the round, who and why. The round itself is never changed."""
        if kind not in ADJUSTMENT_KINDS:
            raise LogError(f"an adjustment is one of {ADJUSTMENT_KINDS}, not {kind!r}")
        for name, value in (("who", who), ("why", why)):
            if not isinstance(value, str) or not value.strip():
                raise LogError(f"a {kind} needs {name}: say {_ASK[name]}")
        data = {} if data is None else data
        if not isinstance(data, dict):
            raise LogError(f"{kind} data must be a JSON object")
        data_text = canonical_json(data, f"{kind} data")
        with self._write(msg(f"log.doing.record_{kind}", round_id=round_id)) as conn:
            known = conn.execute("SELECT 1 FROM rounds WHERE round_id = ?", (round_id,))
            if known.fetchone() is None:
                raise RoundNotFoundError(msg("log.no_round", round_id=round_id))
            if (
                kind == "void"
                and conn.execute(
                    "SELECT 1 FROM adjustments WHERE round_id = ? AND kind = 'void'", (round_id,)
                ).fetchone()
            ):
                raise LogError(msg("log.already_void", round_id=round_id))
            # Nothing is chained onto a round changed behind the log: the chain would record
            # an altered round (or an altered amount, read as the current net) as the truth.
            altered = chain.round_altered(conn, round_id, self.layout)
            if altered is not None:
                raise LogError(msg("log.round_altered", round_id=round_id, position=altered))
            pos, recorded_at, digest = self._chain_adjustment(conn, round_id, kind, who, why, data_text)
        return Adjustment(pos, round_id, kind, who, why, json.loads(data_text), recorded_at, digest)

    def _chain_adjustment(
        self, conn: sqlite3.Connection, round_id: str, kind: str, who: str, why: str, data_text: str
    ) -> tuple[int, str, str]:
        pos, prev_hash = self._next_position(conn)
        recorded_at = self._now()
        conn.execute(INSERT_ADJUSTMENT, (pos, round_id, kind, who, why, data_text))
        texts = chain.content_texts(conn, pos, pos, self.layout)
        values = (pos, kind, round_id, recorded_at, prev_hash)
        digest = chain.entry_hash(chain.chain_text(conn, values), texts[pos])
        conn.execute(INSERT_CHAIN, (*values, digest))
        return pos, recorded_at, digest

    # -- the in-progress round ----------------------------------------------------------

    def journal_save(self, table_id: str, state: dict[str, Any]) -> None:
        """Keep the in-progress round of ``table_id`` (replaces the previous save)."""
        if not isinstance(state, dict):
            raise LogError("a journal state must be a JSON object")
        text = canonical_json(state, f"journal of table {table_id}")
        self._trace(op="journal_save", phase="start", table_id=table_id, state=text)
        with self._write(msg("log.doing.save_progress", table=table_id)) as conn:
            conn.execute(
                "INSERT INTO journal VALUES (?, ?, ?) ON CONFLICT (table_id) DO UPDATE "
                "SET saved_at = excluded.saved_at, state = excluded.state",
                (table_id, utc_now(), text),
            )
        self._trace(op="journal_save", phase="done", table_id=table_id, state=text)

    def journal_load(self, table_id: str) -> dict[str, Any] | None:
        """The in-progress round saved for ``table_id``, or None.

        Raises :class:`CorruptJournalError` (a :class:`LogError`) when the saved row is not
        the JSON object :meth:`journal_save` wrote (the journal is the one table that may
        be changed, so nothing else guards it); the row is left as it is, for the pit boss."""
        row = self._read(
            "SELECT state, saved_at FROM journal WHERE table_id = ?", (table_id,), msg("log.doing.read_journal")
        )
        if not row:
            return None
        text, saved_at = row[0]
        problem = None
        try:
            state = json.loads(text) if isinstance(text, str) else None
        except (json.JSONDecodeError, RecursionError) as err:
            problem = msg("log.journal_not_json", why=str(err))
        else:
            if not isinstance(state, dict):
                problem = msg("log.journal_not_a_round", kind=type(state).__name__)
        if problem is not None:
            raise CorruptJournalError(
                msg("log.journal_unreadable", path=self.path, table=table_id, saved_at=saved_at, problem=problem)
            )
        return state

    def journal_tables(self) -> list[str]:
        """Tables with a round in progress (to offer resuming after a restart)."""
        rows = self._read("SELECT table_id FROM journal ORDER BY table_id", (), msg("log.doing.read_journal"))
        return [r[0] for r in rows]

    def void_journal(self, table_id: str, who: str, why: str, data: dict[str, Any] | None = None) -> Adjustment:
        """Void the round in progress of ``table_id`` (never confirmed, so not in the log):
        a chained ``void`` entry naming its round id, who and why, whose data keeps the
        journal row exactly as it was saved (``journal``: its text, records so far, even
        when it cannot be read; ``saved_at``; ``table_id``; ``in_progress``: true) plus
        ``data``; the journal row is removed in the same transaction. A row that cannot be
        read is named ``journal-<table>-<saved_at>``. See docs/nothing-lost.md."""
        for name, value in (("who", who), ("why", why)):
            if not isinstance(value, str) or not value.strip():
                raise LogError(f"a void needs {name}: say {_ASK[name]}")
        with self._write(msg("log.doing.void_progress", table=table_id)) as conn:
            row = conn.execute("SELECT saved_at, state FROM journal WHERE table_id = ?", (table_id,)).fetchone()
            if row is None:
                raise LogError(msg("log.nothing_to_void", table=table_id))
            saved_at, text = str(row[0]), str(row[1])
            try:
                state = json.loads(text)
            except ValueError:
                state = None
            round_id = state.get("round_id") if isinstance(state, dict) else None
            if not isinstance(round_id, str) or not round_id.strip():
                round_id = f"journal-{table_id}-{saved_at}"
            content = {**(data or {}), "in_progress": True, "table_id": table_id, "saved_at": saved_at, "journal": text}
            data_text = canonical_json(content, "void data")
            pos, prev_hash = self._next_position(conn)
            recorded_at = utc_now()
            conn.execute(INSERT_ADJUSTMENT, (pos, round_id, "void", who, why, data_text))
            texts = chain.content_texts(conn, pos, pos, self.layout)
            values = (pos, "void", round_id, recorded_at, prev_hash)
            digest = chain.entry_hash(chain.chain_text(conn, values), texts[pos])
            conn.execute(INSERT_CHAIN, (*values, digest))
            conn.execute("DELETE FROM journal WHERE table_id = ?", (table_id,))
        return Adjustment(pos, round_id, "void", who, why, json.loads(data_text), recorded_at, digest)

    def voided_in_progress(self, table_id: str) -> int:
        """How many rounds in progress at ``table_id`` were voided (:meth:`void_journal`):
        they never reached the log, but they had a round number."""
        rows = self._read(
            "SELECT count(*) FROM adjustments WHERE kind = 'void' AND json_extract(data, '$.in_progress') = 1 "
            "AND json_extract(data, '$.table_id') = ?",
            (table_id,),
            msg("log.doing.count_voided"),
        )
        return int(rows[0][0])

    def journal_clear(self, table_id: str) -> None:
        """Forget the in-progress round of ``table_id`` (abandoned)."""
        self._trace(op="journal_clear", phase="start", table_id=table_id)
        with self._write(msg("log.doing.clear_journal", table=table_id)) as conn:
            conn.execute("DELETE FROM journal WHERE table_id = ?", (table_id,))
        self._trace(op="journal_clear", phase="done", table_id=table_id)

    # -- reading ------------------------------------------------------------------------

    def _read(self, sql: str, params: tuple[object, ...] | list[object], doing: Message) -> list[Any]:
        try:
            return self._conn.execute(sql, params).fetchall()
        except sqlite3.Error as err:
            raise _explain(err, self.path, doing) from err

    @property
    def _documents(self) -> str:
        """The columns holding a round's round file, settlement (and records), by layout."""
        return "round_file, settlement" if "records" in self.layout.content_tables else "body, body_size"

    @property
    def _select_rounds(self) -> str:
        """What :meth:`_round_from_row` reads of each round (:data:`_ROUND_COLUMNS`)."""
        return f"SELECT {', '.join(_ROUND_COLUMNS[:-2])}, {self._documents} FROM rounds"

    def get_round(self, round_id: str) -> LoggedRound:
        """The round as it was handed over (settlement, round file and records)."""
        rows = self._read(
            f"{self._select_rounds} WHERE round_id = ?",
            (round_id,),
            msg("log.doing.read_round", round_id=round_id),
        )
        if not rows:
            raise RoundNotFoundError(msg("log.no_round", round_id=round_id))
        return self._round_from_row(rows[0])

    def _round_from_row(self, row: tuple[Any, ...]) -> LoggedRound:
        separate = "records" in self.layout.content_tables  # layout 1: a records table
        records: list[Any] = []
        if separate:
            records = self._read(
                "SELECT seq, time, kind, who, why, data FROM records WHERE position = ? ORDER BY seq",
                (row[0],),
                msg("log.doing.read_records", round_id=row[1]),
            )
        try:
            if not separate:
                texts = compact.decode_texts(row[10], row[11])
                records = compact.records_rows(texts)
                row = (*row[:10], texts[0], texts[1])
            # A round file, settlement or record data changed behind the log into something
            # that is not the JSON object the log wrote: one line, never a parser's traceback.
            return LoggedRound.from_rows(dict(zip(_ROUND_COLUMNS, row, strict=True)), records)
        except LogError as err:
            raise LogError(msg("log.round_unreadable", path=self.path, round_id=row[1], why=err.message)) from err

    def iter_rounds(
        self, date_from: str | None = None, date_to: str | None = None
    ) -> Iterator[tuple[int, LoggedRound]]:
        """Every round in chain order (optionally confirmed within the bounds, log times,
        inclusive), with its position. Reads in pages, holding no statement open between."""
        clauses, params = ["position > ?"], []
        if date_from is not None:
            clauses.append("confirmed_at >= ?")
            params.append(date_from)
        if date_to is not None:
            clauses.append("confirmed_at <= ?")
            params.append(date_to)
        sql = f"{self._select_rounds} WHERE {' AND '.join(clauses)} ORDER BY position LIMIT 500"
        last = 0
        while True:
            page = self._read(sql, [last, *params], msg("log.doing.read_rounds"))
            if not page:
                return
            for row in page:
                yield row[0], self._round_from_row(row)
            last = page[-1][0]

    def adjustments(self, round_id: str) -> list[Adjustment]:
        """Voids and adjustments recorded for ``round_id``, oldest first."""
        rows = self._read(
            "SELECT a.position, a.round_id, a.kind, a.who, a.why, a.data, c.recorded_at, c.hash "
            "FROM adjustments a JOIN chain c USING (position) WHERE a.round_id = ? "
            "ORDER BY a.position",
            (round_id,),
            msg("log.doing.read_adjustments", round_id=round_id),
        )
        found = []
        for p, r, k, w, y, d, t, h in rows:
            try:
                data = stored_object(d)
            except LogError as err:  # altered behind the log
                raise LogError(
                    msg("log.adjustment_unreadable", path=self.path, position=p, round_id=r, why=err.message)
                ) from err
            found.append(Adjustment(p, r, k, w, y, data, t, h))
        return found

    def query(
        self,
        where: RoundFilter | None = None,
        *,
        limit: int = 100,
        offset: int = 0,
        after: PageKey | None = None,
    ) -> list[RoundRow]:
        """Rounds matching ``where``, newest first (by confirmed_at, then position).

        Page with ``offset`` or, better for deep pages, ``after=rows[-1].key``.
        """
        where = where or RoundFilter()
        probe = rare_payout_probe(where)
        rare = probe is not None and self._read(*probe, msg("log.doing.search"))[0][0] < RARE
        rare_box = self._rare_box(where)
        sql, params = page_sql(where, limit=limit, offset=offset, after=after, by_payout=rare, rare_box=rare_box)
        return [row_from_sql(r) for r in self._read(sql, params, msg("log.doing.search"))]

    def _rare_box(self, where: RoundFilter) -> bool:
        probe = rare_box_probe(where)
        return probe is None or self._read(*probe, msg("log.doing.search"))[0][0] < RARE

    def count(self, where: RoundFilter | None = None) -> int:
        """How many rounds match ``where``."""
        sql, params = count_sql(where or RoundFilter())
        return int(self._read(sql, params, msg("log.doing.count"))[0][0])

    def head(self) -> tuple[int, str]:
        """Position and hash of the last chain entry (note it to anchor a later verify)."""
        rows = self._read(
            "SELECT position, hash FROM chain ORDER BY position DESC LIMIT 1",
            (),
            msg("log.doing.read_head"),
        )
        return (rows[0][0], rows[0][1]) if rows else (0, schema.GENESIS_HASH)

    def round_altered(self, round_id: str) -> int | None:
        """The first of ``round_id``'s entries (its own, then its voids and adjustments) whose
        stored content no longer matches its hash, or ``None``: what :meth:`append_adjustment`
        refuses a void or an adjustment for, asked before anything is typed (the round
        detail disables Void and Adjust). The write checks again in its own transaction."""
        try:
            return chain.round_altered(self._conn, round_id, self.layout)
        except sqlite3.Error as err:
            raise _explain(err, self.path, msg("log.doing.read_round", round_id=round_id)) from err

    # -- checking -----------------------------------------------------------------------

    def verify(
        self,
        *,
        anchor: tuple[int, str] | None = None,
        progress: chain.Progress | None = None,
        workers: int | None = None,
        deep: bool = False,
    ) -> VerifyReport:
        """Check the whole file: every value of every entry against the hash chain, no
        entry removed or reordered, append-only triggers in place. Never raises for a
        damaged file: the report says what is wrong (``damaged`` when the file could not
        be read through). A large log is checked on ``workers`` processes at once (default:
        one per processor, at most 4). SQLite's integrity check of every index against its
        table always follows the chain; ``deep`` is accepted for old callers."""
        try:
            return chain.verify_chain(
                self._conn,
                self.path,
                uri=self.uri,
                anchor=anchor,
                progress=progress,
                workers=workers,
                deep=deep,
            )
        except sqlite3.Error as err:
            if self._conn.in_transaction:
                with suppress(sqlite3.Error):
                    self._conn.execute("ROLLBACK")
            failure = _explain(err, self.path, msg("log.doing.read"))
            return VerifyReport(
                ok=False,
                rounds_checked=0,
                entries_checked=0,
                head_position=0,
                head_hash=schema.GENESIS_HASH,
                checked_at=utc_now(),
                reason=str(failure),
                why=failure.message,
                damaged=True,
            )

    def audit(
        self,
        settle: Callable[[dict[str, Any]], dict[str, Any]],
        *,
        progress: chain.Progress | None = None,
    ) -> AuditReport:
        """Re-settle every round's round file with ``settle`` and list each round whose
        stored settlement differs (see :mod:`dealer_assist.log.audit`)."""
        from dealer_assist.log.audit import audit_log

        return audit_log(self, settle, progress=progress)

    def export(
        self,
        destination: str | Path | IO[str],
        format: str = "csv",
        date_from: object = None,
        date_to: object = None,
        zone: ZoneInfo | None = None,
    ) -> int:
        """Write rounds to a file or text stream (see :mod:`dealer_assist.log.export`)."""
        from dealer_assist.log.export import export_log

        return export_log(self, destination, format, date_from, date_to, zone=zone)
