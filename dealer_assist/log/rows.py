"""A confirmed round as the rows it is stored as, and the statements that insert them.

>>> from tools.synth.rounds import synthetic_round
>>> rows = prepare(synthetic_round(seed=2, round_id="R-7", table_id="T3"))
>>> rows.round_row[:2], len(rows.records) > 10
(('R-7', 'T3'), True)
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dealer_assist.errors import LogError
from dealer_assist.log import compact
from dealer_assist.log.model import LoggedRound, canonical_json
from dealer_assist.log.schema import layout_of
from dealer_assist.log.summary import ALERT_KIND, CORRECTION_KINDS, RoundSummary, cents, summarize_settlement
from dealer_assist.messages import msg

_COUNTED_KINDS = tuple(sorted(CORRECTION_KINDS | {ALERT_KIND}))
"""The record kinds a round's figures count (an audit page reads only these)."""


@dataclass(frozen=True)
class Prepared:
    """A round turned into the rows it is stored as (the position is added on writing).
    ``round_row`` starts with the round id and the table id."""

    round_row: tuple[object, ...]
    records: Sequence[tuple[object, ...]]
    boxes: Sequence[tuple[object, ...]]
    lines: Sequence[tuple[object, ...]]


def prepare(entry: LoggedRound) -> Prepared:
    """Check ``entry`` and compute its rows (position filled in when written)."""
    entry.check_structure()  # JSON content is checked as it is written below
    summary = summarize_settlement(entry.settlement, entry.records)
    rid = entry.round_id
    figures, boxes, lines = searchable_rows(summary)
    round_row = (
        rid,
        entry.table_id,
        entry.game,
        entry.profile_name,
        entry.profile_sha256,
        entry.app_version,
        entry.croupier,
        entry.started_at,
        entry.confirmed_at,
        canonical_json(entry.round_file, "round_file"),
        canonical_json(entry.settlement, "settlement"),
        *figures,
    )
    records = [
        (r["seq"], r["time"], r["kind"], r["who"], r["why"], canonical_json(r["data"], f"record {r['seq']} data"))
        for r in entry.records
    ]
    return Prepared(round_row, records, boxes, lines)


def searchable_rows(
    summary: RoundSummary,
) -> tuple[tuple[object, ...], list[tuple[object, ...]], list[tuple[object, ...]]]:
    """The figures the searches read: the round row's last eight columns, and its
    ``boxes`` and ``lines`` rows (what ``audit`` recomputes from the settlement)."""
    figures = (
        len(summary.boxes),
        cents(summary.total_wagered, "total wagered"),
        cents(summary.total_paid, "total paid"),
        cents(summary.house_result, "house result"),
        cents(summary.largest_payout, "largest payout"),
        int(summary.capped),
        int(summary.corrected),
        summary.alerts,
    )
    boxes: list[tuple[object, ...]] = [
        (
            b.box,
            b.hand,
            b.second_hand,
            cents(b.wagered, "wagered"),
            cents(b.net, "net"),
            cents(b.payout, "payout"),
            int(b.capped),
        )
        for b in summary.boxes
    ]
    lines: list[tuple[object, ...]] = [
        (ln.box, ln.line, ln.wager, ln.stake, ln.outcome, ln.ratio, ln.net) for ln in summary.lines
    ]
    return figures, boxes, lines


def compact_round_row(p: Prepared) -> tuple[object, ...]:
    """The round row of layout 2 (without its position): layout 1's, with the round file
    and the settlement given way to the deflated body (they and the records) and its
    length; ``p.records`` and ``p.lines`` are not stored apart."""
    body, size = compact.encode(str(p.round_row[9]), str(p.round_row[10]), p.records)
    return (*p.round_row[:9], body, size, *p.round_row[11:])


_FIGURE_COLUMNS = (
    "boxes, total_wagered_cents, total_paid_cents, house_result_cents, largest_payout_cents, capped, corrected, alerts"
)
BOX_COLUMNS = ("box", "hand", "second_hand", "wagered_cents", "net_cents", "payout_cents", "capped")
LINE_COLUMNS = ("box", "line", "wager", "stake", "outcome", "ratio", "net")


@dataclass(frozen=True)
class Page:
    """What an audit reads of the rounds at positions ``first..last``, in either layout:
    each round as (position, round id, round file text, settlement text, *its eight
    figures); its records' kinds; its ``boxes`` rows; its ``lines`` rows (None in layout
    2, which keeps the lines only in the settlement)."""

    rounds: list[tuple[Any, ...]]
    kinds: dict[int, list[str]]
    boxes: dict[int, list[tuple[Any, ...]]]
    lines: dict[int, list[tuple[Any, ...]]] | None


def _by_position(rows: list[tuple[Any, ...]]) -> dict[int, list[tuple[Any, ...]]]:
    out: dict[int, list[tuple[Any, ...]]] = {}
    for row in rows:
        out.setdefault(row[0], []).append(tuple(row[1:]))
    return out


def read_page(conn: sqlite3.Connection, first: int, last: int) -> Page:
    """The rounds at chain positions ``first..last`` as an audit reads them (a few
    queries for the page; a layout 2 body is inflated, and of its records only the kinds
    are parsed)."""
    where = "WHERE position BETWEEN ? AND ? ORDER BY position"
    boxes = _by_position(
        conn.execute(f"SELECT position, {', '.join(BOX_COLUMNS)} FROM boxes {where}, box", (first, last)).fetchall()
    )
    if "records" in layout_of(conn).content_tables:
        rounds = conn.execute(
            f"SELECT position, round_id, round_file, settlement, {_FIGURE_COLUMNS} FROM rounds {where}", (first, last)
        ).fetchall()
        # Only the kinds the figures count (summary: corrected, alerts); the ~20 other records
        # a round holds (cards, decisions) stay in the file rather than read and dropped.
        kinds: dict[int, list[str]] = {}
        for position, kind in conn.execute(
            f"SELECT position, kind FROM records WHERE position BETWEEN ? AND ? "
            f"AND kind IN ({placeholders(len(_COUNTED_KINDS))}) ORDER BY position, seq",
            (first, last, *_COUNTED_KINDS),
        ):
            kinds.setdefault(position, []).append(kind)
        lines = _by_position(
            conn.execute(
                f"SELECT position, {', '.join(LINE_COLUMNS)} FROM lines {where}, box, line", (first, last)
            ).fetchall()
        )
        return Page(rounds, kinds, boxes, lines)
    rounds, kinds = [], {}
    for position, round_id, body, size, *figures in conn.execute(
        f"SELECT position, round_id, body, body_size, {_FIGURE_COLUMNS} FROM rounds {where}", (first, last)
    ):
        try:
            texts = compact.decode_texts(body, size)
            kinds[position] = compact.record_kinds(texts)
        except (LogError, ValueError) as err:
            # An audit reports every round, whatever one of them holds: as JSON that cannot be read.
            texts = [f"(damaged body: {err})"] * 2
        rounds.append((position, round_id, texts[0], texts[1], *figures))
    return Page(rounds, kinds, boxes, None)


def stores_lines(conn: sqlite3.Connection) -> bool:
    """Whether the log keeps ``lines`` rows apart from the settlement (layout 1)."""
    return "lines" in layout_of(conn).content_tables


def as_layout_1(texts: Sequence[str | None]) -> list[str | None]:
    """One shipped entry's five canonical texts (rounds, records, boxes, lines,
    adjustments rows, as :func:`dealer_assist.log.chain.content_texts` gives them) in
    layout 1: a layout 2 round's body opened into the round file, the settlement, the
    records rows and the lines rows (summed up again from the settlement, as when the
    round was written). What the floor's mirror, which keeps layout 1, stores."""
    rounds_text = texts[0]
    cols = json.loads(rounds_text) if rounds_text is not None else None
    if not isinstance(cols, list) or len(cols) != 20 or isinstance(cols[11], str):
        return list(texts)  # layout 1 already (or not a round)
    position = cols[0]
    try:
        lines_of_body = compact.decode_texts(bytes.fromhex(cols[10]), cols[11])
    except ValueError as err:
        raise LogError(msg("compact.unreadable", why=str(err))) from err
    records = compact.records_rows(lines_of_body)
    settlement = json.loads(lines_of_body[1])
    kinds = [{"kind": r[2]} for r in records]
    _, _, line_rows = searchable_rows(summarize_settlement(settlement, kinds))

    def joined(rows: Sequence[Sequence[object]]) -> str | None:
        return "\x1e".join(json.dumps([position, *r], ensure_ascii=False) for r in rows) if rows else None

    round_row = [*cols[:10], lines_of_body[0], lines_of_body[1], *cols[12:]]
    return [json.dumps(round_row, ensure_ascii=False), joined(records), texts[2], joined(line_rows), texts[4]]


def placeholders(n: int) -> str:
    return ", ".join("?" * n)


INSERT_ROUND = f"INSERT INTO rounds VALUES ({placeholders(20)})"
INSERT_RECORD = f"INSERT INTO records VALUES ({placeholders(7)})"
INSERT_BOX = f"INSERT INTO boxes VALUES ({placeholders(8)})"
INSERT_LINE = f"INSERT INTO lines VALUES ({placeholders(8)})"
INSERT_CHAIN = f"INSERT INTO chain VALUES ({placeholders(6)})"
INSERT_ADJUSTMENT = f"INSERT INTO adjustments VALUES ({placeholders(6)})"
