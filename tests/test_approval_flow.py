"""Large payouts wait for a pit boss (issue #18), in the round flow: a box paying at or above
the table's approval threshold makes Confirm refuse until an ``approval`` record (who, how,
amount) is in the round; the record replays and is chained with the round."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from decimal import Decimal

import pytest

from dealer_assist.errors import RuleError
from dealer_assist.flow import Phase, Round
from dealer_assist.flow.records import DealStarted
from dealer_assist.flow.state import ApprovalNeeded
from dealer_assist.shoe import Shoe
from dealer_assist.simulation import BasicStrategy, simulate_round


def waiting_round(game: str = "novo", threshold: str = "1") -> Round:
    """A round settled with at least one box winning, under ``threshold``, not confirmed."""
    return next(waiting_rounds(game, threshold))


def waiting_rounds(game: str = "novo", threshold: str = "1") -> Iterator[Round]:
    """Such rounds, one per seed that gives one."""
    for seed in range(1, 60):
        held: list[Round] = []

        def hook(rnd: Round, held: list[Round] = held) -> None:
            rnd.approval_threshold = Decimal(threshold)
            held.append(rnd)

        try:
            simulate_round(game, 5, Shoe(seed=seed), BasicStrategy(seed=seed), on_round=hook)
        except ApprovalNeeded:
            yield held[0]


def test_a_payout_at_the_threshold_waits_for_a_pit_boss_and_confirm_says_which_box() -> None:
    rnd = waiting_round()
    assert rnd.phase is Phase.SETTLEMENT
    waiting = rnd.approvals_needed()
    assert waiting, "the winning box waits"
    first = waiting[0]
    assert first.amount == rnd.settlement().box(first.box).net > 0
    with pytest.raises(ApprovalNeeded) as refused:
        rnd.confirm("ana")
    assert refused.value.box == first.box
    assert str(first.amount) in str(refused.value) and "pit boss approves it" in str(refused.value)
    assert rnd.phase is Phase.SETTLEMENT  # nothing changed


def test_approved_boxes_confirm_and_the_approval_is_a_record_with_who_how_and_amount() -> None:
    rnd = waiting_round()
    for w in rnd.approvals_needed():
        rnd.approve(w.box, w.amount, "Marta (pit boss)", "pin")
    rnd.confirm("ana")
    assert rnd.phase is Phase.CONFIRMED
    approvals = [r for r in rnd.records_json() if r["kind"] == "approval"]
    assert approvals and all(a["who"] == "Marta (pit boss)" and a["data"]["how"] == "pin" for a in approvals)
    assert rnd.records_json()[-1]["kind"] == "confirm"
    # The threshold is in the deal record: the replayed round asks for (and has) the same.
    deal = next(r for r in rnd.records if r.kind == "deal")
    assert deal.data == {"approval_threshold": "1"}
    again = Round.replay("novo", rnd.records)
    assert again.phase is Phase.CONFIRMED
    unapproved = Round.replay("novo", [r for r in rnd.records if r.kind not in ("approval", "confirm")])
    assert [w.box for w in unapproved.approvals_needed()] == [r.data["box"] for r in rnd.approvals()]


def test_a_payout_below_the_threshold_confirms_without_approval() -> None:
    rnd = waiting_round()
    top = max(b.net for b in rnd.settlement().boxes)
    low = Round.replay(
        "novo",
        [r if not isinstance(r, DealStarted) else replace(r, approval_threshold=top + 1) for r in rnd.records],
    )
    assert low.approvals_needed() == []
    low.confirm("ana")
    assert low.phase is Phase.CONFIRMED


def test_an_approval_for_another_amount_or_box_or_without_a_name_is_refused() -> None:
    rnd = waiting_round()
    w = rnd.approvals_needed()[0]
    count = len(rnd.records)
    with pytest.raises(RuleError, match="not 1"):
        rnd.approve(w.box, Decimal(1), "Marta (pit boss)", "pin")
    losing = [b.box for b in rnd.settlement().boxes if b.net <= 0]
    if losing:
        with pytest.raises(RuleError, match="no payout of this box waits"):
            rnd.approve(losing[0], Decimal(0), "Marta (pit boss)", "pin")
    with pytest.raises(RuleError, match="names the pit boss"):
        rnd.approve(w.box, w.amount, " ", "pin")
    with pytest.raises(RuleError, match="from the floor or by PIN"):
        rnd.approve(w.box, w.amount, "Marta", "phone")
    assert len(rnd.records) == count


def test_no_threshold_no_wait() -> None:
    rnd = simulate_round("novo", 5, Shoe(seed=3), BasicStrategy(seed=3))
    assert rnd.phase is Phase.CONFIRMED
    assert next(r for r in rnd.records if r.kind == "deal").data == {}


def test_a_correction_that_changes_an_approved_payout_needs_a_new_approval() -> None:
    from dealer_assist.cards import DECK
    from dealer_assist.flow.dealing import BOX, Slot

    for base in waiting_rounds():
        w = base.approvals_needed()[0]
        base.approve(w.box, w.amount, "Marta (pit boss)", "pin")
        assert all(x.box != w.box for x in base.approvals_needed())
        seen = {c.index for c in base.known_cards()}
        for slot_index in range(1, 6):
            for card in (c for c in DECK if c.index not in seen):
                rnd = Round.replay("novo", base.records)  # each try on the round as it stood
                try:
                    rnd.correct(Slot(BOX, w.box, slot_index), card, "misread", "ana")
                except RuleError:
                    continue
                net = rnd.settlement().box(w.box).net
                if net == w.amount or net <= 0:
                    continue
                # The approval stays in the round (it replayed), but covers the old amount only.
                assert [r.data["amount"] for r in rnd.approvals()] == [str(w.amount)]
                assert any(x.box == w.box and x.amount == net for x in rnd.approvals_needed())
                with pytest.raises(ApprovalNeeded):
                    rnd.confirm("ana")
                rnd.approve(w.box, net, "Marta (pit boss)", "pin")
                rnd.confirm("ana")
                assert rnd.phase is Phase.CONFIRMED
                return
    raise AssertionError("no single-card correction changed a payout to another win")
