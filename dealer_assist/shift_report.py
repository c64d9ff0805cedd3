"""The pit boss's shift report: the figures of every round confirmed in a time range.

Rounds, total wagered (fees included), total paid (box payouts), house result; the largest
payouts, capped payouts, corrections made during rounds and voids or adjustments recorded
after them; the same figures per box, per game and hour by hour. Voided rounds are counted
apart and left out of the money figures. Adjustments (``{"box", "old_net", "new_net"}``,
as the pit boss's screen records them) are listed, and their effect on the house result
is shown beside the result as settled.

The log keeps UTC; the report is asked for and read in the table's local time
(:mod:`dealer_assist.clock`): a day is the local day (23 or 25 hours on the nights the
clocks change), the hours are real hours named by their local start and offset, and the
report names its zone. See docs/time.md.

Read straight from the log's indexed columns (figures derived when each round was
written, see :mod:`dealer_assist.log.summary`); a shift of a busy table is a few thousand
rounds, read in milliseconds.
"""

from __future__ import annotations

import csv
import json
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal, InvalidOperation
from typing import IO, Any
from zoneinfo import ZoneInfo

from dealer_assist.clock import hour_name, local_bound, table_zone, to_local
from dealer_assist.errors import LogError, sqlite_reason
from dealer_assist.log.protocol import RoundStore
from dealer_assist.log.summary import CORRECTION_KINDS, from_cents
from dealer_assist.messages import Message, msg

_VOID = "r.round_id IN (SELECT round_id FROM adjustments WHERE kind = 'void')"


@dataclass(frozen=True)
class Figures:
    rounds: int = 0
    wagered: Decimal = Decimal(0)
    paid: Decimal = Decimal(0)
    house: Decimal = Decimal(0)


@dataclass(frozen=True)
class Payout:
    round_id: str
    confirmed_at: str
    table_id: str
    game: str
    box: int
    amount: Decimal
    capped: bool


@dataclass(frozen=True)
class Correction:
    """A correction, undo or override made during a round, or a void or adjustment
    recorded after it."""

    round_id: str
    time: str
    kind: str
    who: str
    why: str
    detail: dict[str, Any]


@dataclass(frozen=True)
class ShiftReport:
    date_from: str
    date_to: str
    table_id: str | None
    game: str | None
    total: Figures
    voided: int
    adjustments_net: Decimal
    """What adjustments added to the players' nets (the house result goes down by it)."""
    largest: list[Payout]
    capped: list[Payout]
    corrections: list[Correction]
    per_box: list[tuple[int, Figures]]
    per_game: list[tuple[str, Figures]]
    per_hour: list[tuple[str, Figures]]
    """Every real hour from the first round's to the last's, empty ones included, named by
    its local start and offset (``2025-10-26T02:00+02:00``, then ``2025-10-26T02:00+01:00``
    on the night the clocks go back)."""
    head: tuple[int, str] = (0, "")
    made_at: str = field(default="")
    zone: str = "UTC"
    """The time zone the report was asked for and is read in (``Europe/Madrid``)."""

    def local(self, stamp: str) -> datetime:
        """A log time of the report (UTC) in the report's zone."""
        return to_local(stamp, ZoneInfo(self.zone))

    @property
    def house_after_adjustments(self) -> Decimal:
        return self.total.house - self.adjustments_net


def _figures(row: tuple[Any, ...]) -> Figures:
    count, wagered, paid, house = row
    return Figures(int(count or 0), from_cents(wagered or 0), from_cents(paid or 0), from_cents(house or 0))


def hours_between(start: datetime, end: datetime) -> list[datetime]:
    """Every real hour from ``start`` to ``end`` (both hour starts, UTC), one apart.

    >>> start = datetime(2025, 3, 1, 22, tzinfo=UTC)
    >>> [h.strftime("%H") for h in hours_between(start, start + timedelta(hours=2))]
    ['22', '23', '00']
    """
    out: list[datetime] = []
    while start <= end and len(out) < 24 * 62:
        out.append(start)
        start += timedelta(hours=1)
    return out


def _local_hours(quarters: list[tuple[Any, ...]], zone: ZoneInfo) -> list[tuple[str, Figures]]:
    """Sum the figures of UTC quarter hours into the local hours they fall in (every zone's
    offset is a whole number of quarter hours, so a quarter never straddles two)."""
    sums: dict[datetime, list[int]] = {}
    for quarter, count, wagered, paid, house in quarters:
        local = to_local(f"{quarter[:14]}{int(quarter[14:]) * 15:02d}:00Z", zone)
        start = local.replace(minute=0, second=0, microsecond=0).astimezone(UTC)
        bucket = sums.setdefault(start, [0, 0, 0, 0])
        for i, v in enumerate((count, wagered, paid, house)):
            bucket[i] += int(v or 0)
    if not sums:
        return []
    return [
        (hour_name(h, zone), _figures(tuple(sums.get(h, (0, 0, 0, 0)))))
        for h in hours_between(min(sums), max(sums))
    ]


def shift_report(
    log: RoundStore,
    date_from: date | datetime | str,
    date_to: date | datetime | str,
    *,
    table_id: str | None = None,
    game: str | None = None,
    top: int = 10,
    zone: ZoneInfo | None = None,
) -> ShiftReport:
    """The report of rounds confirmed from ``date_from`` to ``date_to`` (inclusive; a date
    means the whole local day, a time without an offset is local), of one table or game
    when given. ``zone``: the table's time zone (the machine's when None)."""
    zone = zone or table_zone()
    low, high = local_bound(date_from, zone, end=False), local_bound(date_to, zone, end=True)
    if low > high:
        raise LogError(msg("report.range_reversed", high=high, low=low))
    where = ["r.confirmed_at BETWEEN ? AND ?"]
    params: list[Any] = [low, high]
    if table_id:
        where.append("r.table_id = ?")
        params.append(table_id)
    if game:
        where.append("r.game = ?")
        params.append(game)
    base = " AND ".join(where)
    kept = f"{base} AND NOT ({_VOID})"
    conn = log.db.conn

    def read(sql: str, extra: tuple[Any, ...] = ()) -> list[Any]:
        try:
            return list(conn.execute(sql, (*params, *extra)).fetchall())
        except Exception as err:  # sqlite3.Error, reported as the log reports it
            why = sqlite_reason(err) if isinstance(err, sqlite3.Error) else Message.text(str(err))
            raise LogError(msg("log.failed", path=log.path, doing=msg("log.doing.shift_report"), why=why)) from err

    money = "count(*), sum(r.total_wagered_cents), sum(r.total_paid_cents), sum(r.house_result_cents)"
    total = _figures(read(f"SELECT {money} FROM rounds r WHERE {kept}")[0])
    voided = int(read(f"SELECT count(*) FROM rounds r WHERE {base} AND {_VOID}")[0][0])
    per_game = [
        (g, _figures(rest))
        for g, *rest in read(f"SELECT r.game, {money} FROM rounds r WHERE {kept} GROUP BY r.game ORDER BY r.game")
    ]
    # Hour by hour in local time from the first round's hour to the last's, quiet hours
    # shown as empty: SQL sums UTC quarter hours, the local hours are made of those.
    quarter = "substr(r.confirmed_at, 1, 14) || (CAST(substr(r.confirmed_at, 15, 2) AS INTEGER) / 15)"
    per_hour = _local_hours(
        read(
            f"SELECT {quarter}, count(*), sum(r.total_wagered_cents), sum(r.total_paid_cents), "
            f"sum(r.house_result_cents) FROM rounds r WHERE {kept} GROUP BY 1"
        ),
        zone,
    )
    per_box = [
        (box, _figures(rest))
        for box, *rest in read(
            "SELECT b.box, count(*), sum(b.wagered_cents), sum(b.payout_cents), -sum(b.net_cents) "
            f"FROM rounds r JOIN boxes b ON b.position = r.position WHERE {kept} GROUP BY b.box ORDER BY b.box"
        )
    ]
    payout_sql = (
        "SELECT r.round_id, r.confirmed_at, r.table_id, r.game, b.box, b.payout_cents, b.capped "
        f"FROM rounds r JOIN boxes b ON b.position = r.position WHERE {kept}"
    )
    largest = [
        _payout(row)
        for row in read(
            f"{payout_sql} AND b.payout_cents > 0 ORDER BY b.payout_cents DESC, r.confirmed_at DESC LIMIT ?", (top,)
        )
    ]
    capped = [_payout(row) for row in read(f"{payout_sql} AND b.capped = 1 ORDER BY r.confirmed_at")]
    kinds = ", ".join(f"'{k}'" for k in sorted(CORRECTION_KINDS))
    corrections = [
        Correction(rid, t, kind, who or "", why or "", json.loads(data))
        for rid, t, kind, who, why, data in read(
            "SELECT r.round_id, c.time, c.kind, c.who, c.why, c.data FROM rounds r "
            f"JOIN records c ON c.position = r.position WHERE {base} AND r.corrected = 1 AND c.kind IN ({kinds}) "
            "ORDER BY c.time, r.position, c.seq"
        )
    ]
    adjustments = [
        Correction(rid, t, kind, who, why, json.loads(data))
        for rid, t, kind, who, why, data in read(
            "SELECT a.round_id, c.recorded_at, a.kind, a.who, a.why, a.data FROM rounds r "
            "JOIN adjustments a ON a.round_id = r.round_id JOIN chain c ON c.position = a.position "
            f"WHERE {base} ORDER BY a.position"
        )
    ]
    voided_ids = {a.round_id for a in adjustments if a.kind == "void"}
    net = sum(
        (adjustment_delta(a.detail) for a in adjustments if a.kind == "adjustment" and a.round_id not in voided_ids),
        Decimal(0),
    )
    return ShiftReport(
        date_from=low,
        date_to=high,
        table_id=table_id,
        game=game,
        total=total,
        voided=voided,
        adjustments_net=net,
        largest=largest,
        capped=capped,
        corrections=sorted(corrections + adjustments, key=lambda c: c.time),
        per_box=per_box,
        per_game=per_game,
        per_hour=per_hour,
        head=log.head(),
        made_at=datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        zone=zone.key,
    )


def _payout(row: tuple[Any, ...]) -> Payout:
    rid, at, table, game, box, cents, capped = row
    return Payout(rid, at, table, game, int(box), from_cents(cents), bool(capped))


def adjustment_delta(data: dict[str, Any]) -> Decimal:
    """What an adjustment changed a box's net by (``new_net - old_net``); 0 when it does
    not say (an adjustment may be a note only).

    >>> adjustment_delta({"box": 2, "old_net": "100", "new_net": "120"})
    Decimal('20')
    """
    try:
        return Decimal(str(data["new_net"])) - Decimal(str(data["old_net"]))
    except (KeyError, InvalidOperation, TypeError):
        return Decimal(0)


def _rows(report: ShiftReport) -> Iterator[list[str]]:
    """The report as CSV rows: one section after another, each with its own header. Times
    in the report's zone with their offset (``2025-10-26T02:30:00+01:00``: local, and still
    one moment only on the night 02:30 happens twice)."""
    t = report.total

    def at(stamp: str) -> str:
        return report.local(stamp).isoformat(timespec="seconds")

    yield [
        "shift report",
        at(report.date_from),
        at(report.date_to),
        report.table_id or "all tables",
        report.game or "all games",
        f"time zone {report.zone}",
    ]
    yield ["log head (anchor)", f"{report.head[0]}:{report.head[1]}"]
    yield []
    yield [
        "rounds",
        "total wagered",
        "total paid",
        "house result",
        "voided rounds",
        "adjustments to players",
        "house result after adjustments",
    ]
    yield [
        str(t.rounds),
        str(t.wagered),
        str(t.paid),
        str(t.house),
        str(report.voided),
        str(report.adjustments_net),
        str(report.house_after_adjustments),
    ]
    for title, key, items in (
        ("per game", "game", report.per_game),
        ("per box", "box", report.per_box),
        (f"per hour ({report.zone})", "hour", report.per_hour),
    ):
        yield []
        yield [title]
        yield [key, "rounds", "wagered", "paid", "house result"]
        for name, f in items:
            yield [str(name), str(f.rounds), str(f.wagered), str(f.paid), str(f.house)]
    for title, payouts in (("largest payouts", report.largest), ("capped payouts", report.capped)):
        yield []
        yield [title]
        yield ["round", "confirmed at", "table", "game", "box", "payout", "capped"]
        for p in payouts:
            yield [
                p.round_id,
                at(p.confirmed_at),
                p.table_id,
                p.game,
                str(p.box),
                str(p.amount),
                "yes" if p.capped else "no",
            ]
    yield []
    yield ["corrections, voids and adjustments"]
    yield ["round", "time", "kind", "who", "why", "detail"]
    for c in report.corrections:
        yield [c.round_id, at(c.time), c.kind, c.who, c.why, json.dumps(c.detail, sort_keys=True)]


def write_csv(report: ShiftReport, stream: IO[str]) -> None:
    """Write the report as CSV (sections one after another, each with its header row)."""
    writer = csv.writer(stream, lineterminator="\n")
    for row in _rows(report):
        writer.writerow(row)
