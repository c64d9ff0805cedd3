"""The round's queries for the croupier's screen: the screen shows what these say, so they
must agree with what the round accepts and with the settlement it produces."""

from __future__ import annotations

from decimal import Decimal

import pytest

from dealer_assist.cards import parse_cards
from dealer_assist.errors import RuleError
from dealer_assist.events import CardEvent
from dealer_assist.flow import Phase, Round, Slot
from dealer_assist.profile import SHIPPED
from dealer_assist.rules.model import Action
from dealer_assist.rules.settlement import SIDE_WAGERS
from dealer_assist.shoe import Shoe
from dealer_assist.simulation import BasicStrategy, simulate_round
from tests.flow_helpers import deck_in_order, feed_all

ALL_WAGERS = ("ante", "blind", "trips", "express_bonus", "express_bonus_dealer", "bonus", "seguro")


def lowest_wagers(rnd: Round) -> dict[str, Decimal]:
    out: dict[str, Decimal] = {}
    for f in rnd.wager_fields():
        value = f.low
        if f.equals:
            value = out[f.equals]
        if f.at_least:
            value = max(value, out[f.at_least])
        out[f.name] = value
    return out


@pytest.mark.parametrize("game", SHIPPED)
def test_wager_fields_are_exactly_the_wagers_the_round_accepts(game: str) -> None:
    rnd = Round(game)
    fields = {f.name: f for f in rnd.wager_fields()}
    rnd.place_wagers(1, lowest_wagers(rnd))  # every field at its lowest: accepted
    for f in fields.values():
        if f.required:
            without = {k: v for k, v in lowest_wagers(rnd).items() if k != f.name}
            with pytest.raises(RuleError):
                rnd.place_wagers(2, without)
        else:
            rnd.place_wagers(2, {k: v for k, v in lowest_wagers(rnd).items() if k != f.name})
        too_high = {**lowest_wagers(rnd), f.name: f.high + 1}
        if f.name == "ante" and "blind" in fields:
            too_high["blind"] = f.high + 1
        with pytest.raises(RuleError):
            rnd.place_wagers(3, too_high)
    for name in set(ALL_WAGERS) - set(fields):
        with pytest.raises(RuleError):
            rnd.place_wagers(4, {**lowest_wagers(rnd), name: fields["ante"].low})


def test_blind_box_play_multiples_hold_em_only() -> None:
    assert Round("uth").blind_play_multiples() == (4, 3)
    assert Round("novo").blind_play_multiples() == ()


@pytest.mark.parametrize("game", SHIPPED)
@pytest.mark.parametrize("seed", range(12))
def test_side_bets_declared_during_the_round_are_the_settlement_s_lines(game: str, seed: int) -> None:
    rnd = simulate_round(game, 5, Shoe(seed), BasicStrategy(seed))
    settlement = rnd.settlement()
    for box in rnd.boxes:
        settled = [ln for ln in settlement.box(box).lines if ln.wager in SIDE_WAGERS]
        assert rnd.side_bets(box) == settled


def _novo_round(cards: str, boxes: int = 1) -> Round:
    rnd = Round("novo")
    for b in range(1, boxes + 1):
        rnd.place_wagers(b, {"ante": 10, "express_bonus": 10})
    rnd.start_deal()
    for c in parse_cards(cards):
        rnd.feed(CardEvent(c, "test"))
    return rnd


# Burn, then box 1 / dealer alternately: box 1 gets Qh Qs 3d Ac Kh, the dealer 2c 5d 7h 9s Jc.
ONE_BOX = "8d Qh 2c Qs 5d 3d 7h Ac 9s Kh Jc"


def test_express_bonus_is_declared_right_after_the_deal_before_any_decision() -> None:
    rnd = _novo_round(ONE_BOX)
    assert rnd.phase is Phase.DECISIONS
    (line,) = rnd.side_bets(1)
    assert (line.wager, line.outcome, line.hand) == ("express_bonus", "win", "ACE_KING_QUEEN")


def test_hand_names_the_principal_and_the_second_hand() -> None:
    rnd = _novo_round(ONE_BOX)
    hand = rnd.hand(1)
    assert hand is not None and (hand.principal, hand.second) == ("PAIR", "ACE_KING")


def test_dealer_hand_is_hidden_until_the_dealer_opens() -> None:
    rnd = _novo_round(ONE_BOX)
    assert rnd.dealer_hand() is None
    rnd.act(1, Action("play"))
    rnd.open_dealer()
    assert rnd.dealer_hand() == "HIGH_CARD"


def test_unreadable_slots_slot_of_and_known_cards() -> None:
    rnd = Round("novo")
    rnd.place_wagers(1, {"ante": 10, "express_bonus": 10})
    rnd.start_deal()
    rnd.feed(CardEvent(parse_cards("8d")[0], "test"))
    rnd.feed(CardEvent(None, "test"))
    assert rnd.unreadable_slots() == [Slot("box", 1, 1)]
    assert rnd.slot_of("8d") == Slot("burn", 0, 1)
    assert rnd.slot_of("Ah") is None
    assert {c.code for c in rnd.known_cards()} == {"8d"}
    rnd.enter_card(Slot("box", 1, 1), "Jh")
    assert rnd.unreadable_slots() == []
    assert rnd.slot_of("Jh") == Slot("box", 1, 1)


def test_undo_preview_names_the_decision_undo_would_undo() -> None:
    rnd = _novo_round("8d Jh 2c Jc Js 5d 3d 3h 7h Ac 4s 9s Kh 5c Qc 6h", boxes=2)
    assert rnd.undo_preview() is None
    rnd.act(1, Action("play"))
    target = rnd.undo_preview()
    assert target is not None and target.data["box"] == 1
    rnd.undo()
    assert rnd.undo_preview() is None


def test_side_bets_shown_when_the_exchanges_leave_fewer_than_five_cards_unseen() -> None:
    """Seven Russian Poker boxes all exchanging five cards use the whole deck: the early look
    at the Bonus (settled against a stand-in dealer) must still answer, not raise."""
    rnd = Round("russian")
    for b in range(1, 8):
        rnd.place_wagers(b, {"ante": 10, "bonus": 10})
    rnd.start_deal()
    cards = deck_in_order()
    feed_all(rnd, cards, Phase.DEALING)
    for b in range(1, 8):
        rnd.act(b, Action("exchange", discard=tuple(rnd.boxes[b].cards)))
        while rnd.expected and cards and rnd.phase is not Phase.DECISIONS:
            rnd.feed(CardEvent(cards.pop(0), "test"))
    assert len(cards) < 5
    for b in range(1, 8):
        assert [ln.wager for ln in rnd.side_bets(b)] == ["bonus"]
