"""A confirmed round as the rows it is stored as, and the statements that insert them.

>>> from tools.synth.rounds import synthetic_round
>>> rows = prepare(synthetic_round(seed=2, round_id="R-7", table_id="T3"))
>>> rows.round_row[:2], len(rows.records) > 10
(('R-7', 'T3'), True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealer_assist.log.model import LoggedRound, canonical_json
from dealer_assist.log.summary import RoundSummary, cents, summarize_settlement


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


def placeholders(n: int) -> str:
    return ", ".join("?" * n)


INSERT_ROUND = f"INSERT INTO rounds VALUES ({placeholders(20)})"
INSERT_RECORD = f"INSERT INTO records VALUES ({placeholders(7)})"
INSERT_BOX = f"INSERT INTO boxes VALUES ({placeholders(8)})"
INSERT_LINE = f"INSERT INTO lines VALUES ({placeholders(8)})"
INSERT_CHAIN = f"INSERT INTO chain VALUES ({placeholders(6)})"
INSERT_ADJUSTMENT = f"INSERT INTO adjustments VALUES ({placeholders(6)})"
