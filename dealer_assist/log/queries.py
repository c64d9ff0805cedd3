"""The pit boss's searches as SQL: filters, newest-first order, offset or keyset pages.

>>> sql, params = count_sql(RoundFilter(game="novo", capped=True))
>>> params
['novo']
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import ROUND_CEILING
from typing import Any

from dealer_assist.errors import LogError
from dealer_assist.log.model import PageKey, RoundFilter, RoundRow, time_bound
from dealer_assist.log.summary import from_cents
from dealer_assist.money import MoneyError, to_money

MAX_PAGE = 10_000

_COLUMNS = (
    "r.position, r.round_id, r.table_id, r.game, r.croupier, r.started_at, r.confirmed_at, "
    "r.boxes, r.total_wagered_cents, r.total_paid_cents, r.house_result_cents, "
    "r.largest_payout_cents, r.capped, r.corrected, r.alerts, "
    "(SELECT count(*) FROM adjustments a WHERE a.round_id = r.round_id), "
    "EXISTS (SELECT 1 FROM adjustments a WHERE a.round_id = r.round_id AND a.kind = 'void')"
)
# Voids and adjustments are few: their round ids are read first and the rounds found by id
# (a per-round EXISTS walked the whole log when none matched: a second at 1,000,000 rounds).
_VOIDED = "r.round_id IN (SELECT round_id FROM adjustments WHERE kind = 'void')"
_ADJUSTED = "r.round_id IN (SELECT round_id FROM adjustments)"


def _flag(clauses: list[str], value: bool | None, condition: str) -> None:
    # Written exactly as the partial indexes' predicates, so the planner matches them.
    if value is True:
        clauses.append(condition)
    elif value is False:
        clauses.append(f"NOT ({condition})")


def minimum_cents(f: RoundFilter) -> int | None:
    """``f``'s minimum payout in cents (None: no minimum); a bad amount is a LogError."""
    if f.min_payout is None:
        return None
    try:
        amount = to_money(f.min_payout, "minimum payout")
    except MoneyError as err:
        raise LogError(str(err)) from err
    # A minimum finer than a cent is rounded up: payouts are whole cents.
    return int((amount * 100).to_integral_value(rounding=ROUND_CEILING))


BoxCondition = Callable[[int, int | None], tuple[str, list[Any]]]
"""The condition (and its parameters) for rounds with box ``box`` paying at least the
minimum in cents (None: no minimum): where each store keeps a box's payout."""


def filter_where(f: RoundFilter, *, mark: str, box: BoxCondition, voided: str, adjusted: str) -> tuple[str, list[Any]]:
    """The WHERE clause (possibly empty) and its parameters for filter ``f`` on rounds
    ``r``, in one store's words: ``mark`` its parameter placeholder, ``box`` its condition
    for a box's payout, ``voided`` and ``adjusted`` its conditions for those flags. The
    rest is the same on a table's log and on the floor, so the same filter finds the same
    rounds in both."""
    clauses: list[str] = []
    params: list[Any] = []
    if f.date_from is not None:
        clauses.append(f"r.confirmed_at >= {mark}")
        params.append(time_bound(f.date_from, end=False))
    if f.date_to is not None:
        clauses.append(f"r.confirmed_at <= {mark}")
        params.append(time_bound(f.date_to, end=True))
    for column in ("table_id", "game", "croupier"):
        value = getattr(f, column)
        if value is not None:
            clauses.append(f"r.{column} = {mark}")
            params.append(value)
    minimum = minimum_cents(f)
    if f.box is not None:
        condition, more = box(int(f.box), minimum)
        clauses.append(condition)
        params.extend(more)
    elif minimum is not None:
        clauses.append(f"r.largest_payout_cents >= {mark}")
        params.append(minimum)
    _flag(clauses, f.capped, "r.capped = 1")
    _flag(clauses, f.corrected, "r.corrected = 1")
    _flag(clauses, f.has_alerts, "r.alerts > 0")
    _flag(clauses, f.voided, voided)
    _flag(clauses, f.adjusted, adjusted)
    if f.round_id:
        # A prefix as a range, so the unique index on round_id serves it.
        clauses.append(f"r.round_id >= {mark} AND r.round_id < {mark}")
        params.extend((f.round_id, f.round_id + "\U0010ffff"))
    return (" WHERE " + " AND ".join(clauses)) if clauses else "", params


def where_sql(f: RoundFilter, *, rare_box: bool = True) -> tuple[str, list[Any]]:
    """The WHERE clause (possibly empty) and its parameters for filter ``f`` on a table's
    log.

    ``rare_box``: few boxes match ``f.box`` (and its minimum payout), so their rounds are
    listed from the box index first; otherwise each round walked newest first is checked
    (listing half a million boxes first took seconds)."""

    def box(number: int, minimum: int | None) -> tuple[str, list[Any]]:
        boxes = "box = ?" if minimum is None else "box = ? AND payout_cents >= ?"
        params: list[Any] = [number] if minimum is None else [number, minimum]
        if rare_box:
            return f"r.position IN (SELECT position FROM boxes WHERE {boxes})", params
        return f"EXISTS (SELECT 1 FROM boxes b WHERE b.position = r.position AND b.{boxes})", params

    return filter_where(f, mark="?", box=box, voided=_VOIDED, adjusted=_ADJUSTED)


RARE = 2000  # matching rounds below which a payout search reads the payout index first


def rare_payout_probe(f: RoundFilter) -> tuple[str, list[Any]] | None:
    """SQL counting, up to :data:`RARE`, the rounds of the whole log with ``f``'s minimum
    payout: when so few exist, reading them by payout and sorting them is quicker than
    walking the time index for them. At most RARE index entries are read. None when ``f``
    has no such filter."""
    minimum = minimum_cents(f)
    if minimum is None or f.box is not None:
        return None
    return (
        "SELECT count(*) FROM (SELECT 1 FROM rounds INDEXED BY rounds_by_payout "
        f"WHERE largest_payout_cents >= ? LIMIT {RARE})",
        [minimum],
    )


def rare_box_probe(f: RoundFilter) -> tuple[str, list[Any]] | None:
    """SQL counting, up to :data:`RARE`, the boxes matching ``f.box`` (and its minimum
    payout) in the whole log; None when ``f`` names no box."""
    if f.box is None:
        return None
    minimum = minimum_cents(f)
    payout = "" if minimum is None else " AND payout_cents >= ?"
    params: list[Any] = [f.box] if minimum is None else [f.box, minimum]
    return (
        f"SELECT count(*) FROM (SELECT 1 FROM boxes INDEXED BY boxes_by_box WHERE box = ?{payout} LIMIT {RARE})",
        params,
    )


def page_sql(
    f: RoundFilter,
    *,
    limit: int,
    offset: int = 0,
    after: PageKey | None = None,
    by_payout: bool = False,
    rare_box: bool = True,
) -> tuple[str, list[Any]]:
    """One page of matching rounds, newest first (``by_payout``: found through the payout
    index, for rare large payouts)."""
    if not 0 < limit <= MAX_PAGE:
        raise LogError(f"a page holds 1 to {MAX_PAGE} rounds, not {limit}")
    if offset < 0:
        raise LogError(f"offset must not be negative, not {offset}")
    where, params = where_sql(f, rare_box=rare_box)
    if after is not None:
        keyset = "r.confirmed_at <= ? AND (r.confirmed_at < ? OR r.position < ?)"
        where = f"{where} AND {keyset}" if where else f" WHERE {keyset}"
        params.extend((after.confirmed_at, after.confirmed_at, after.position))
    index = " INDEXED BY rounds_by_payout" if by_payout else ""
    sql = (
        f"SELECT {_COLUMNS} FROM rounds r{index}{where} ORDER BY r.confirmed_at DESC, r.position DESC LIMIT ? OFFSET ?"
    )
    return sql, [*params, limit, offset]


def count_sql(f: RoundFilter, *, rare_box: bool = True) -> tuple[str, list[Any]]:
    where, params = where_sql(f, rare_box=rare_box)
    return f"SELECT count(*) FROM rounds r{where}", params


def row_from_sql(row: tuple[Any, ...]) -> RoundRow:
    """A listed round from its row as the page queries select it (a table's log's or the
    floor's: the same seventeen values in the same order)."""
    return RoundRow(
        position=int(row[0]),
        round_id=row[1],
        table_id=row[2],
        game=row[3],
        croupier=row[4],
        started_at=row[5],
        confirmed_at=row[6],
        boxes=int(row[7]),
        total_wagered=from_cents(int(row[8])),
        total_paid=from_cents(int(row[9])),
        house_result=from_cents(int(row[10])),
        largest_payout=from_cents(int(row[11])),
        capped=bool(row[12]),
        corrected=bool(row[13]),
        alerts=int(row[14]),
        adjustments=int(row[15]),
        voided=bool(row[16]),
    )
