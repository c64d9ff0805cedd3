"""The pit's rounds browser answered by the floor itself: any time range, every table.

The pit boss's filters (:class:`~dealer_assist.log.model.RoundFilter`: time range, table,
game, croupier, box, payout, flags, round id) become one query over ``floor.browse``
(schema 3: one narrow, typed row per shipped round, filled by the floor as entries arrive),
newest first, a page at a time with a keyset :class:`~dealer_assist.log.model.PageKey`
``(confirmed_at, seq)``: each page is the start of one index range, so the thousandth page
costs what the first does. ``seq`` is the floor's one order across tables (entry positions
are per table); it is the rows' ``position`` here, as a position is in a table's log.

The conditions are the table's log's own (:mod:`dealer_assist.log.queries`), written for
PostgreSQL: the same filter finds the same rounds in a table's log and on the floor
(``tests/test_floor_browse.py``). A round opened from the list is read from its entry
(``floor.entries``), with its voids and adjustments: the detail and the replay need no copy.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from dealer_assist.errors import LogError
from dealer_assist.floor.connect import FloorConnection
from dealer_assist.floor.errors import FloorError
from dealer_assist.log.model import (
    Adjustment,
    LoggedRound,
    PageKey,
    RoundFilter,
    RoundNotFoundError,
    RoundRow,
    stored_object,
)
from dealer_assist.log.queries import MAX_PAGE, filter_where, row_from_sql
from dealer_assist.log.rows import as_layout_1
from dealer_assist.log.schema import CHAINED_COLUMNS, CONTENT_TABLES
from dealer_assist.messages import Message, msg

if TYPE_CHECKING:
    pass

_COLUMNS = (
    "r.seq, r.round_id, r.table_id, r.game, r.croupier, r.started_at, r.confirmed_at, r.boxes, "
    "r.total_wagered_cents, r.total_paid_cents, r.house_result_cents, r.largest_payout_cents, "
    "r.capped, r.corrected, r.alerts, r.adjustments, r.voided"
)


def _box(number: int, minimum: int | None) -> tuple[str, list[Any]]:
    if minimum is None:
        return f"r.box_payouts[{number}] IS NOT NULL", []
    # A box's payout is at most the round's largest: the payout index narrows the rounds
    # when few pay that much.
    return f"r.box_payouts[{number}] >= %s AND r.largest_payout_cents >= %s", [minimum, minimum]


def browse_where(f: RoundFilter) -> tuple[str, list[Any]]:
    """The WHERE clause (possibly empty) and its parameters for ``f`` on ``floor.browse r``
    (the log's own conditions, :func:`~dealer_assist.log.queries.filter_where`); a bad date
    or amount is the log's own LogError."""
    return filter_where(f, mark="%s", box=_box, voided="r.voided", adjusted="r.adjustments > 0")


def browse_page_sql(
    f: RoundFilter, *, limit: int, offset: int = 0, after: PageKey | None = None
) -> tuple[str, list[Any]]:
    """One page of the rounds matching ``f``, newest first (confirmed_at, then seq)."""
    if not 0 < limit <= MAX_PAGE:
        raise FloorError(f"a page holds 1 to {MAX_PAGE} rounds, not {limit}")
    if offset < 0:
        raise FloorError(f"offset must not be negative, not {offset}")
    where, params = browse_where(f)
    if after is not None:
        keyset = "(r.confirmed_at, r.seq) < (%s, %s)"
        where = f"{where} AND {keyset}" if where else f" WHERE {keyset}"
        params.extend((after.confirmed_at, after.position))
    sql = f"SELECT {_COLUMNS} FROM floor.browse r{where} ORDER BY r.confirmed_at DESC, r.seq DESC LIMIT %s OFFSET %s"
    return sql, [*params, limit, offset]


def browse_count_sql(f: RoundFilter) -> tuple[str, list[Any]]:
    where, params = browse_where(f)
    return f"SELECT count(*) FROM floor.browse r{where}", params


_REC = {c: i for i, c in enumerate(CHAINED_COLUMNS["records"])}
_ADJ = {c: i for i, c in enumerate(CHAINED_COLUMNS["adjustments"])}


def entry_rows(name: str, text: str | None) -> list[list[Any]]:
    """An entry's canonical rows of the content table ``name`` (JSON arrays joined by
    U+001E), each with that table's columns; a :class:`LogError` saying what the floor holds
    instead (changed on the floor past its append-only triggers, or damaged), never a bare
    parser error."""
    if not text:
        return []
    width = len(CHAINED_COLUMNS[name])
    rows = []
    for part in text.split("\x1e"):
        try:
            row = json.loads(part)
        except (ValueError, RecursionError) as err:
            raise LogError(msg("log.stored_not_json", why=str(err))) from err
        if not isinstance(row, list) or len(row) != width:
            raise LogError(msg("floor.stored_not_rows"))
        rows.append(row)
    return rows


def unreadable(table_id: str, position: int, round_id: str, why: Message) -> FloorError:
    """The one line for an entry the floor holds that cannot be read (named as the floor's
    check, ``dealer-assist floor verify``, names it)."""
    return FloorError(msg("floor.entry_unreadable", table=table_id, position=position, round_id=round_id, why=why))


# What a stored entry that is not what the table shipped raises on its way to a round: the
# checks' own LogError, or a value of another type or shape met further in.
_NOT_AS_SHIPPED = (LogError, ValueError, TypeError, KeyError, IndexError, AttributeError)


@contextmanager
def _as_shipped(table_id: str, position: int, round_id: str) -> Iterator[None]:
    """Any of _NOT_AS_SHIPPED raised inside becomes the :func:`unreadable` line naming the
    entry (a LogError's own message as the why)."""
    try:
        yield
    except _NOT_AS_SHIPPED as err:
        why = err.message if isinstance(err, LogError) else msg("floor.stored_not_rows")
        raise unreadable(table_id, position, round_id, why) from err


def entry_texts(table_id: str, position: int, round_id: str, texts: list[str | None]) -> list[str | None]:
    """One shipped entry's five canonical texts (:data:`CONTENT_TABLES` order) in layout 1
    (:func:`~dealer_assist.log.rows.as_layout_1`), each as stored checked to be rows of its
    table (what a compact body opens into is made here, in shape): a :func:`unreadable`
    FloorError naming the entry when one is not."""
    with _as_shipped(table_id, position, round_id):
        for name, text in zip(CONTENT_TABLES, texts, strict=True):
            entry_rows(name, text)
        return as_layout_1(texts)


def round_from_entry(
    table_id: str, position: int, round_id: str, rounds_rows: str | None, records_rows: str | None
) -> LoggedRound:
    """The round as its table handed it over, from its shipped entry (``position`` of
    ``table_id`` on the floor); ``table_id`` is the table the floor holds it under (as the
    pit's lists show it). A compact (layout 2) entry is opened into layout 1 first: its round
    file, settlement and records are in its body. An entry that is not what a table ships
    (changed on the floor) is one line naming it (:func:`unreadable`)."""
    shipped = [rounds_rows, records_rows, None, None, None]
    rounds_rows, records_rows, *_ = entry_texts(table_id, position, round_id, shipped)
    with _as_shipped(table_id, position, round_id):
        (r,) = entry_rows("rounds", rounds_rows)
        records = sorted(entry_rows("records", records_rows), key=lambda x: int(x[_REC["seq"]]))
        return LoggedRound.from_rows(
            dict(zip(CHAINED_COLUMNS["rounds"], r, strict=True)),
            ([x[_REC[c]] for c in ("seq", "time", "kind", "who", "why", "data")] for x in records),
            table_id=table_id,
        )


class FloorBrowser(FloorConnection):
    """The browser's queries on the floor, on a connection of its own (a pit login reads
    ``floor.browse`` and ``floor.entries``; it writes nothing here). One per thread: the
    screens' own, and one per count a worker runs."""

    def __init__(self, floor: str) -> None:
        # Never prepared: each search is planned with its own values, so a payout of at
        # least 4,000 finds the partial index of the rounds paying 1,000 or more.
        super().__init__(floor, prepare_threshold=None)
        # Which table each round id listed belongs to: ids are unique per table only.
        self._tables: dict[str, str | None] = {}

    def interrupt(self) -> None:
        """Cancel the query running now (a newer search made its answer stale)."""
        conn = self._conn
        if conn is not None and not conn.closed:
            conn.cancel()

    def query(
        self, where: RoundFilter | None = None, *, limit: int = 100, offset: int = 0, after: PageKey | None = None
    ) -> list[RoundRow]:
        sql, params = browse_page_sql(where or RoundFilter(), limit=limit, offset=offset, after=after)
        rows = [row_from_sql(r) for r in self._read(sql, params)]
        if len(self._tables) > 100_000:  # a long scroll: the rows shown now are what is opened
            self._tables.clear()
        for row in rows:
            known = self._tables.setdefault(row.round_id, row.table_id)
            if known != row.table_id:
                self._tables[row.round_id] = None  # two tables used this id: ask which
        return rows

    def count(self, where: RoundFilter | None = None) -> int:
        sql, params = browse_count_sql(where or RoundFilter())
        return int(self._read(sql, params)[0][0])

    def _table_of(self, round_id: str) -> str:
        table = self._tables.get(round_id)
        if table is not None:
            return table
        found = [
            str(t)
            for (t,) in self._read(
                "SELECT table_id FROM floor.entries WHERE round_id = %s AND kind = 'round' ORDER BY table_id",
                (round_id,),
            )
        ]
        if not found:
            raise RoundNotFoundError(msg("floor.no_round", round_id=round_id))
        if len(found) > 1:
            raise FloorError(msg("floor.round_ambiguous", round_id=round_id, tables=", ".join(found)))
        return found[0]

    def get_round(self, round_id: str) -> LoggedRound:
        table = self._table_of(round_id)
        rows = self._read(
            "SELECT position, rounds_rows, records_rows FROM floor.entries WHERE round_id = %s AND table_id = %s "
            "AND kind = 'round'",
            (round_id, table),
        )
        if not rows:
            raise RoundNotFoundError(msg("floor.no_table_round", round_id=round_id, table=table))
        position, rounds_rows, records_rows = rows[0]
        return round_from_entry(table, int(position), round_id, rounds_rows, records_rows)

    def adjustments(self, round_id: str) -> list[Adjustment]:
        table = self._table_of(round_id)
        out = []
        for position, recorded_at, digest, text in self._read(
            "SELECT position, recorded_at, hash, adjustments_rows FROM floor.entries "
            "WHERE round_id = %s AND table_id = %s AND kind <> 'round' ORDER BY position",
            (round_id, table),
        ):
            try:
                found = [(a, stored_object(a[_ADJ["data"]])) for a in entry_rows("adjustments", text)]
            except LogError as err:  # changed on the floor: one line naming the entry
                raise unreadable(table, int(position), round_id, err.message) from err
            for a, data in found:
                out.append(
                    Adjustment(
                        int(position),
                        a[_ADJ["round_id"]],
                        a[_ADJ["kind"]],
                        a[_ADJ["who"]],
                        a[_ADJ["why"]],
                        data,
                        recorded_at,
                        digest,
                    )
                )
        return out
