"""The pit's side of the floor: one tile's worth of facts per table, and every table's
confirmed rounds as a :class:`~dealer_assist.log.protocol.RoundStore`.

What the pit reads is what the tables shipped: confirmed rounds (with their records,
boxes, lines, voids and adjustments) and each table's status row. A round in progress is
only a flag and the time its journal was saved; no card of it ever reaches the floor.

The rounds are copied, as shipped, into a private SQLite file in the round log's own
layout (the **mirror**, one per pit view, rebuilt at each start): the pit boss's browser,
detail, audit and shift report then run unchanged over every table's rounds. Each entry
gets a position of its own in the mirror (positions are per table on the floor), and a
round's ``table_id`` is the table the floor registered it under (the one that shipped it).
"""

from __future__ import annotations

import json
import sqlite3
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

from dealer_assist.errors import DealerAssistError, LogError
from dealer_assist.floor.browse import FloorBrowser, entry_texts
from dealer_assist.floor.connect import FloorConnection
from dealer_assist.floor.errors import FloorError
from dealer_assist.log.model import Adjustment, LoggedRound, PageKey, RoundFilter, RoundRow, stored_object
from dealer_assist.log.schema import CHAINED_COLUMNS, CONTENT_TABLES
from dealer_assist.log.store import RoundLog
from dealer_assist.log.summary import from_cents
from dealer_assist.messages import Message
from dealer_assist.shift_report import Figures, ShiftReport, shift_report

if TYPE_CHECKING:
    pass

OFFLINE_AFTER = 15.0  # seconds without a heartbeat (the shipper beats every 3 s)
SHIFT_HOURS = 8
SYNC_PAGE = 200  # entries a table per fetch (all tables at once: a few MB)

# Alert kinds a tile names (from the alert records of the shift's confirmed rounds).
ALERT_KINDS = ("reader", "duplicate", "integrity", "capped")


def _utc(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.000Z")


@dataclass(frozen=True)
class TileState:
    """What one tile shows. ``offline``: no heartbeat for :data:`OFFLINE_AFTER` seconds (or
    never); ``forked``: the floor refused the table's log (flagged)."""

    table_id: str
    game: str | None
    profile: str | None
    limits: tuple[Decimal, Decimal] | None
    """Minimum and maximum bet of the last round (its profile, with the table's overrides)."""
    croupier: str | None
    round_in_progress: bool
    round_number: int
    """Rounds of the shift, the one in progress included."""
    rounds_this_hour: int
    house_this_shift: Decimal
    alerts: dict[str, int]
    waiting_rounds: int
    heartbeat_age: float | None
    forked: bool
    flag_reason: str | None
    unreadable: tuple[Message, ...] = ()
    """Why each of the table's entries on the floor that the mirror could not read was left
    out (changed on the floor, :func:`~dealer_assist.floor.browse.unreadable`): one line each."""

    @property
    def offline(self) -> bool:
        return self.heartbeat_age is None or self.heartbeat_age > OFFLINE_AFTER

    @property
    def red(self) -> bool:
        return self.offline or self.forked


_STATUS_SQL = """
SELECT t.table_id, t.flagged_at IS NOT NULL, t.flag_reason, s.croupier, s.game, coalesce(s.round_in_progress, false),
       coalesce(s.waiting_rounds, 0), extract(epoch FROM (now() - s.heartbeat_at)),
       (SELECT count(*) FROM floor.incidents i WHERE i.table_id = t.table_id AND i.at >= %s)
  FROM floor.tables t LEFT JOIN floor.table_status s USING (table_id)
 ORDER BY t.table_id
"""
_VOIDED = "round_id IN (SELECT round_id FROM adjustments WHERE kind = 'void')"


def alert_kind(data: dict[str, Any]) -> str | None:
    """Which of :data:`ALERT_KINDS` an alert record is (None: another kind). Reads only the
    alert's kind and message (never a card)."""
    text = " ".join(str(data.get(k) or "") for k in ("kind", "what", "message")).lower()
    if "reader" in text or "heartbeat" in text or "serial" in text:
        return "reader"
    if "duplicate" in text or "already" in text:
        return "duplicate"
    if "integrity" in text or "clock" in text:
        return "integrity"
    return None


def _alerts(records: list[str], capped: int, incidents: int) -> dict[str, int]:
    """Alerts of the shift by kind; ``incidents`` (the floor's, and entries it holds that
    cannot be read) count as integrity alerts."""
    found = dict.fromkeys(ALERT_KINDS, 0)
    for data in records:
        try:
            kind = alert_kind(stored_object(data))
        except LogError:  # an alert record changed on the floor: an integrity alert itself
            kind = "integrity"
        if kind is not None:
            found[kind] += 1
    found["capped"] = capped
    found["integrity"] += incidents
    return {k: v for k, v in found.items() if v}


def _limits(game: str, settlement: str) -> tuple[Decimal, Decimal] | None:
    """The bets a round was played under: its game's profile with the table's overrides (as
    the round recorded them); None for a profile this computer does not have."""
    from dealer_assist.profile import load_profile

    try:
        profile = load_profile(game).with_table(json.loads(settlement).get("table") or {})
    except (DealerAssistError, ValueError, AttributeError):
        return None
    return profile.table.min_bet, profile.table.max_bet


class FloorReader(FloorConnection):
    """A pit's connection to the floor (a ``da_floor_pit`` login or an administrator)."""

    def status(self, since: datetime) -> list[tuple[Any, ...]]:
        """Per table: id, forked, flag reason, croupier, game, round in progress, rounds
        waiting, seconds since its heartbeat (None: never), incidents since ``since``."""
        return self._read(_STATUS_SQL, (since,))

    def tables(self) -> list[str]:
        return [str(r[0]) for r in self._read("SELECT table_id FROM floor.tables ORDER BY table_id")]

    def first_since(self, table: str, since: str) -> int:
        """The position before ``table``'s first entry recorded at or after ``since`` (its
        head when there is none)."""
        row = self._read(
            "SELECT coalesce(min(position) FILTER (WHERE recorded_at >= %s), max(position) + 1, 1) - 1 "
            "FROM floor.entries WHERE table_id = %s",
            (since, table),
        )
        return int(row[0][0])

    def entries_after(self, heads: dict[str, int], limit: int = SYNC_PAGE) -> list[tuple[Any, ...]]:
        """Entries after ``heads[table]`` for each table of ``heads``, at most ``limit`` a
        table, in table and position order (an index range of each table: however long the
        floor's history, a look for nothing new costs next to nothing)."""
        names = ", ".join(f"e.{t}_rows" for t in CONTENT_TABLES)
        return self._read(
            "SELECT e.table_id, e.position, e.kind, e.round_id, e.recorded_at, e.prev_hash, e.hash, "
            f"{names} FROM unnest(%s::text[], %s::bigint[]) AS k(t, h) CROSS JOIN LATERAL "
            "(SELECT * FROM floor.entries x WHERE x.table_id = k.t AND x.position > k.h "
            "ORDER BY x.position LIMIT %s) e ORDER BY e.table_id, e.position",
            (list(heads), list(heads.values()), limit),
        )


_INSERT = {t: f"INSERT INTO {t} VALUES ({', '.join('?' for _ in CHAINED_COLUMNS[t])})" for t in CONTENT_TABLES}
_TABLE_COLUMN = CHAINED_COLUMNS["rounds"].index("table_id")
_ROUND_ID = CHAINED_COLUMNS["rounds"].index("round_id")
_GAME, _PROFILE, _CROUPIER, _SETTLEMENT = (
    CHAINED_COLUMNS["rounds"].index(c) for c in ("game", "profile_name", "croupier", "settlement")
)


def _copy_sql(table: str) -> str:
    """Insert every row of one entry's canonical text (a JSON array of rows) at position ?1."""
    columns = CHAINED_COLUMNS[table]
    values = ["?1"] + [
        "?3" if (table, c) == ("adjustments", "round_id") else f"j.value ->> {i}" for i, c in enumerate(columns) if i
    ]
    return f"INSERT INTO {table} SELECT {', '.join(values)} FROM json_each(?2) j"


_COPY = {t: _copy_sql(t) for t in CONTENT_TABLES[1:]}


def new_mirror(folder: Path | None = None) -> Path:
    """A fresh, empty mirror file (a round log's layout) in ``folder`` or a temporary one."""
    where = folder or Path(tempfile.mkdtemp(prefix="dealer-assist-pit-"))
    path = where / "floor-mirror.db"
    RoundLog.open(path, schema_version=1).close()  # layout 1: what _copy writes
    return path


class FloorMirror:
    """The writing side of the mirror: copies what the floor received, and reads the
    tiles' figures. Used by one thread (the pit view's floor thread), which opens it."""

    def __init__(self, path: Path, reader: FloorReader, *, since: datetime | None = None) -> None:
        self.path = path
        self.reader = reader
        self.since = None if since is None else _utc(since)
        self.log = RoundLog.open(path)
        self.heads: dict[str, int] = {}
        self.renamed: dict[tuple[str, str], str] = {}
        # Each table's last round as copied: (game, profile, croupier, settlement).
        self.last: dict[str, tuple[str, str, str | None, str]] = {}
        # Per table, why each entry the floor holds that could not be read was left out.
        self.unreadable: dict[str, dict[int, Message]] = {}

    def close(self) -> None:
        self.log.close()
        self.reader.close()

    def sync(self, progress: Callable[[int], None] | None = None) -> int:
        """Copy the entries the floor received since the last sync; how many. ``progress``
        hears the count after each page (a first copy of a busy day takes a while)."""
        for table in self.reader.tables():
            if table not in self.heads:  # a table seen for the first time: from the window's start
                self.heads[table] = self.reader.first_since(table, self.since) if self.since else 0
        copied = 0
        while True:
            rows = self.reader.entries_after(self.heads)
            if rows:
                self._copy(rows)
                copied += len(rows)
                if progress is not None:
                    progress(copied)
            per_table: dict[str, int] = {}
            for row in rows:
                per_table[row[0]] = per_table.get(row[0], 0) + 1
            if not rows or max(per_table.values()) < SYNC_PAGE:
                return copied

    def _copy(self, rows: list[tuple[Any, ...]]) -> None:
        conn = self.log.db.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            (mine,) = conn.execute("SELECT ifnull(max(position), 0) FROM chain").fetchone()
            heads = {}
            for table, position, kind, round_id, recorded_at, prev_hash, digest, *contents in rows:
                heads[table] = int(position)
                try:
                    rounds_text, *others = entry_texts(table, int(position), round_id, contents)  # in layout 1
                except FloorError as err:
                    # Changed on the floor (the floor's check names it too): left out of the
                    # mirror and said, and the copy goes on; one entry never stops the pit.
                    self.unreadable.setdefault(table, {})[int(position)] = err.message
                    continue
                mine += 1
                if (table, round_id) in self.renamed:
                    round_id = self.renamed[table, round_id]
                if rounds_text is not None:
                    cols = json.loads(rounds_text)
                    cols[0] = mine  # positions are per table on the floor, one sequence here
                    cols[_TABLE_COLUMN] = table
                    round_id = self._unique(conn, table, cols)
                    self.last[table] = (cols[_GAME], cols[_PROFILE], cols[_CROUPIER], cols[_SETTLEMENT])
                for name, text in zip(CONTENT_TABLES[1:], others, strict=True):
                    if text is None:
                        continue
                    # SQLite reads the shipped rows itself (json_each): far quicker than in Python.
                    # An adjustment's round is the entry's (renamed like it when it had to be).
                    rows_json = "[" + text.replace("\x1e", ",") + "]"
                    conn.execute(
                        _COPY[name], (mine, rows_json, round_id) if name == "adjustments" else (mine, rows_json)
                    )
                chain_row = (mine, kind, round_id, recorded_at, prev_hash, digest)
                conn.execute("INSERT INTO chain VALUES (?, ?, ?, ?, ?, ?)", chain_row)
            conn.execute("COMMIT")
            self.heads.update(heads)  # only once the copy is kept
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def _unique(self, conn: Any, table: str, cols: list[Any]) -> str:
        """Insert a rounds row; a round id another table already used (the floor keeps each
        table's ids apart, the mirror holds them together) becomes ``TABLE/id`` here."""
        original = str(cols[_ROUND_ID])
        try:
            conn.execute(_INSERT["rounds"], cols)
        except sqlite3.IntegrityError:
            cols[_ROUND_ID] = f"{table}/{original}"
            self.renamed[table, original] = cols[_ROUND_ID]
            conn.execute(_INSERT["rounds"], cols)
        return str(cols[_ROUND_ID])

    def tiles(self, now: datetime | None = None) -> list[TileState]:
        """Every table's tile: its status row (the floor) and its figures (the mirror).
        "This hour" and "this shift" end at ``now`` (default: the clock) and reach back one
        and :data:`SHIFT_HOURS` hours."""
        moment = now or datetime.now(UTC)
        end, hour = _utc(moment).replace(".000Z", ".999Z"), _utc(moment - timedelta(hours=1))
        shift = _utc(moment - timedelta(hours=SHIFT_HOURS))
        conn = self.log.db.conn
        figures = {
            t: (int(n), int(h or 0), int(m or 0), int(c or 0))
            for t, n, h, m, c in conn.execute(
                "SELECT table_id, count(*), sum(confirmed_at >= ?), sum(CASE WHEN " + _VOIDED + " THEN 0 "
                "ELSE house_result_cents END), sum(capped > 0) FROM rounds "
                "WHERE confirmed_at BETWEEN ? AND ? GROUP BY table_id",
                (hour, shift, end),
            )
        }
        alerts: dict[str, list[str]] = {}
        for t, data in conn.execute(
            "SELECT r.table_id, c.data FROM rounds r JOIN records c ON c.position = r.position "
            "WHERE r.alerts > 0 AND c.kind = 'alert' AND r.confirmed_at BETWEEN ? AND ?",
            (shift, end),
        ):
            alerts.setdefault(t, []).append(data)
        out = []
        for table, forked, reason, croupier, game, busy, waiting, age, incidents in self.reader.status(
            moment - timedelta(hours=SHIFT_HOURS)
        ):
            last = self.last.get(table)
            last_game, profile, last_croupier = last[:3] if last else (None, None, None)
            rounds, this_hour, house, capped = figures.get(table, (0, 0, 0, 0))
            out.append(
                TileState(
                    table_id=table,
                    game=game or last_game,
                    profile=profile,
                    limits=_limits(last[0], last[3]) if last else None,
                    croupier=croupier or last_croupier,
                    round_in_progress=bool(busy),
                    round_number=rounds + 1 if busy else rounds,
                    rounds_this_hour=this_hour,
                    house_this_shift=from_cents(house),
                    alerts=_alerts(alerts.get(table, []), capped, int(incidents) + len(self.unreadable.get(table, {}))),
                    waiting_rounds=int(waiting),
                    heartbeat_age=None if age is None else float(age),
                    forked=bool(forked),
                    flag_reason=reason,
                    unreadable=tuple(self.unreadable.get(table, {}).values()),
                )
            )
        return out


class FloorStore:
    """Every table's confirmed rounds for the screens (the GUI thread). A
    :class:`~dealer_assist.log.protocol.RoundStore`.

    With ``floor`` (the pit's credentials), the browser's pages, counts and the rounds it
    opens are the floor's own answers (:class:`~dealer_assist.floor.browse.FloorBrowser`:
    any time range, every table); without it, and for the shift report and the head, the
    mirror, opened read-only, through the round log's own code."""

    def __init__(self, path: Path, floor: str | None = None) -> None:
        self.path = path
        self.log = RoundLog.open(path, readonly=True)
        self.floor = floor
        self.browser: FloorBrowser | None = None if floor is None else FloorBrowser(floor)

    @property
    def db(self) -> Any:
        return self.log.db

    def close(self) -> None:
        self.log.close()
        if self.browser is not None:
            self.browser.close()

    def open_worker(self) -> Any:
        """What a worker thread counts on: a browser of its own on the floor (its own
        connection), else the mirror read-only."""
        if self.floor is not None:
            return FloorBrowser(self.floor)
        return RoundLog.open(self.path, readonly=True)

    def query(
        self, where: RoundFilter | None = None, *, limit: int = 100, offset: int = 0, after: PageKey | None = None
    ) -> list[RoundRow]:
        if self.browser is not None:
            return self.browser.query(where, limit=limit, offset=offset, after=after)
        return self.log.query(where, limit=limit, offset=offset, after=after)

    def count(self, where: RoundFilter | None = None) -> int:
        if self.browser is not None:
            return self.browser.count(where)
        return self.log.count(where)

    def get_round(self, round_id: str) -> LoggedRound:
        if self.browser is not None:
            return self.browser.get_round(round_id)
        return self.log.get_round(round_id)

    def adjustments(self, round_id: str) -> list[Adjustment]:
        if self.browser is not None:
            return self.browser.adjustments(round_id)
        return self.log.adjustments(round_id)

    def head(self) -> tuple[int, str]:
        return self.log.head()


@dataclass(frozen=True)
class FloorShiftReport:
    """The shift report over every table (or one), with the figures per table and per
    croupier beside the usual per game, per box and per hour."""

    report: ShiftReport
    per_table: list[tuple[str, Figures]]
    per_croupier: list[tuple[str, Figures]]


def floor_shift_report(
    store: FloorStore,
    date_from: str,
    date_to: str,
    *,
    table_id: str | None = None,
    game: str | None = None,
    zone: ZoneInfo | None = None,
) -> FloorShiftReport:
    """:func:`~dealer_assist.shift_report.shift_report` over the floor's rounds, plus per
    table and per croupier (voided rounds left out of the money, as there). ``zone``: the
    pit's time zone (the machine's when None), as the table's report takes it: dates and
    times without an offset are read in it, and the hours are its local hours."""
    report = shift_report(store.log, date_from, date_to, table_id=table_id, game=game, zone=zone)
    where = ["confirmed_at BETWEEN ? AND ?", "round_id NOT IN (SELECT round_id FROM adjustments WHERE kind = 'void')"]
    params: list[Any] = [report.date_from, report.date_to]
    if table_id:
        where.append("table_id = ?")
        params.append(table_id)
    if game:
        where.append("game = ?")
        params.append(game)
    money = "count(*), sum(total_wagered_cents), sum(total_paid_cents), sum(house_result_cents)"
    conn = store.log.db.conn

    def grouped(column: str) -> list[tuple[str, Figures]]:
        rows = conn.execute(
            f"SELECT ifnull({column}, ''), {money} FROM rounds WHERE {' AND '.join(where)} GROUP BY 1 ORDER BY 1",
            params,
        ).fetchall()
        return [
            (str(k), Figures(int(n), from_cents(w or 0), from_cents(p or 0), from_cents(h or 0)))
            for k, n, w, p, h in rows
        ]

    return FloorShiftReport(report, grouped("table_id"), grouped("croupier"))


def write_floor_csv(floor: FloorShiftReport, stream: Any) -> None:
    """The floor report as CSV: the shift report's sections, then per table and per croupier."""
    import csv

    from dealer_assist.shift_report import write_csv

    write_csv(floor.report, stream)
    writer = csv.writer(stream, lineterminator="\n")
    for title, key, items in (
        ("per table", "table", floor.per_table),
        ("per croupier", "croupier", floor.per_croupier),
    ):
        writer.writerow([])
        writer.writerow([title])
        writer.writerow([key, "rounds", "wagered", "paid", "house result"])
        for name, f in items:
            writer.writerow([name, str(f.rounds), str(f.wagered), str(f.paid), str(f.house)])


if TYPE_CHECKING:  # mypy checks both stores keep the protocol the pit boss's screens read through
    from dealer_assist.log.protocol import RoundStore

    def _stores(floor: FloorStore, table: RoundLog) -> list[RoundStore]:
        return [floor, table]
