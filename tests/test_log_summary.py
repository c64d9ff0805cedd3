"""Round log: the derived, indexed figures (summary.py), computed once from the settlement."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealer_assist.errors import LogError
from dealer_assist.log.summary import cents, from_cents, summarize_settlement


def box(number: int, net: str, *lines: tuple[str, str | None, str, str], capped: bool = False,
        **extra: object) -> dict[str, object]:
    return {
        "box": number, "hand": "PAIR", "second_hand": None,
        "lines": [{"wager": w, **({"stake": s} if s is not None else {}), "outcome": o, "net": n}
                  for w, s, o, n in lines],
        "net": net, "capped": capped, **extra,
    }


SETTLEMENT = {
    "dealer": {"hand": "ACE_KING", "qualifies": True},
    "boxes": [
        box(1, "30", ("ante", "10", "push", "0"), ("bet", "20", "win", "20"),
            ("second_hand", None, "win", "20"), ("express_bonus", "10", "lose", "-10")),
        box(2, "-15", ("ante", "5", "lose", "-5"), ("bet", "10", "lose", "-10")),
        box(4, "5000", ("ante", "100", "win", "100"), ("bet", "200", "win", "20000"),
            capped=True, uncapped_net="20100"),
    ],
}


def test_design_md_example_box_figures() -> None:
    s = summarize_settlement(SETTLEMENT, [])
    first = s.boxes[0]
    assert (first.box, first.wagered, first.net, first.payout) == (1, 40, 30, 30)
    assert [ln.wager for ln in s.lines[:4]] == ["ante", "bet", "second_hand", "express_bonus"]
    assert s.lines[2].stake is None


def test_total_wagered_is_the_sum_of_line_stakes() -> None:
    assert summarize_settlement(SETTLEMENT, []).total_wagered == Decimal(40 + 15 + 300)


def test_total_paid_counts_only_boxes_the_house_pays() -> None:
    assert summarize_settlement(SETTLEMENT, []).total_paid == Decimal(5030)


def test_house_result_is_minus_the_players_net() -> None:
    assert summarize_settlement(SETTLEMENT, []).house_result == Decimal(-(30 - 15 + 5000))


def test_largest_payout_is_after_the_table_maximum() -> None:
    s = summarize_settlement(SETTLEMENT, [])
    assert s.largest_payout == Decimal(5000)
    assert s.capped


def test_a_round_everyone_loses_pays_nothing() -> None:
    lost = {"boxes": [box(1, "-10", ("ante", "10", "lose", "-10"))]}
    s = summarize_settlement(lost, [])
    assert (s.total_paid, s.largest_payout, s.house_result, s.capped) == (0, 0, 10, False)


def record(kind: str) -> dict[str, object]:
    return {"seq": 1, "time": "2025-01-01T00:00:00.000Z", "kind": kind, "who": None,
            "why": None, "data": {}}


def test_corrections_and_overrides_mark_the_round_corrected() -> None:
    assert not summarize_settlement(SETTLEMENT, [record("card"), record("decision")]).corrected
    assert summarize_settlement(SETTLEMENT, [record("correction")]).corrected
    assert summarize_settlement(SETTLEMENT, [record("override")]).corrected


def test_alerts_are_counted() -> None:
    assert summarize_settlement(SETTLEMENT, [record("alert"), record("card"),
                                             record("alert")]).alerts == 2


def test_money_is_exact_decimal_never_float() -> None:
    odd = {"boxes": [box(1, "7.5", ("ante", "5", "win", "7.5"))]}
    s = summarize_settlement(odd, [])
    assert s.total_paid == Decimal("7.5") and isinstance(s.total_paid, Decimal)
    assert cents(s.total_paid, "x") == 750 and from_cents(750) == Decimal("7.5")


@pytest.mark.parametrize(
    ("settlement", "message"),
    [
        ({}, "no list of boxes"),
        ({"boxes": [{"lines": []}]}, "no box number"),
        ({"boxes": [box(1, "0"), box(1, "0")]}, "box 1 twice"),
        ({"boxes": [box(1, "lots")]}, "not a number"),
        ({"boxes": [box(1, "0.001")]}, "finer than a cent"),
        ({"boxes": [box(1, "0", ("ante", "10", "win", None))]}, "no net"),  # type: ignore[arg-type]
        ({"boxes": [box(1, 2.5)]}, "binary float"),  # type: ignore[arg-type]
    ],
)
def test_a_settlement_the_log_cannot_store_is_refused_clearly(
    settlement: dict[str, object], message: str
) -> None:
    with pytest.raises(LogError, match=message):
        summarize_settlement(settlement, [])
