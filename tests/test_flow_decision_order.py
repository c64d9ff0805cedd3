"""Decisions in box order (docs/rules.md §2: "once per box, in box order"), profile option
``decision_order``: ``strict`` (default) refuses a decision taken before a lower box's,
``any`` takes them in any order. Offers (buy a card, insurance, the dealer's game) go round
the table once: a box passed by a higher box's taking the offer cannot take it afterwards."""

from __future__ import annotations

import pathlib
import random

import pytest

from dealer_assist.cards import DECK, Card
from dealer_assist.errors import ConfigError
from dealer_assist.events import CardEvent
from dealer_assist.flow import Phase, Round
from dealer_assist.flow.round import OutOfTurn
from dealer_assist.profile import load_profile
from dealer_assist.rules.model import Action
from tests.flow_helpers import profile_variant


def _dealt(game: str, boxes: list[int], seed: int = 7, **wagers: object) -> Round:
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    rnd = Round(game)
    for b in boxes:
        rnd.place_wagers(b, wagers or {"ante": 10})
    rnd.start_deal()
    while rnd.phase is Phase.DEALING:
        rnd.feed(CardEvent(deck.pop(0), "test"))
    rnd._test_rest = deck  # type: ignore[attr-defined]
    return rnd


def test_a_decision_before_a_lower_boxs_is_refused_saying_whose_turn_it_is() -> None:
    rnd = _dealt("russian", [1, 2, 3])
    assert rnd.decision_turn() == 1
    before = rnd.records_json()
    with pytest.raises(OutOfTurn) as refused:
        rnd.act(3, Action("play"))
    assert refused.value.turn == 1 and "box 1 decides first" in str(refused.value)
    assert rnd.records_json() == before and not rnd.can(3, Action("play"))
    rnd.act(1, Action("play"))
    assert rnd.decision_turn() == 2
    with pytest.raises(OutOfTurn, match="box 2 decides first"):
        rnd.act(3, Action("fold"))
    rnd.act(2, Action("fold"))
    rnd.act(3, Action("play"))
    assert rnd.phase is not Phase.DECISIONS


def test_decision_order_any_takes_them_in_any_order(tmp_path: pathlib.Path) -> None:
    game = profile_variant(tmp_path, "russian", decision_order="any")
    rnd = _dealt(game, [1, 2, 3])
    rnd.act(3, Action("play"))
    rnd.act(1, Action("fold"))
    assert [r.data["box"] for r in rnd.records if r.kind == "decision"] == [3, 1]
    # The round recorded in any order still replays under the strict default (a logged
    # round from another table or an older version is never refused on reading).
    again = Round.replay("russian", rnd.records)
    assert again.records_json() == rnd.records_json()


def test_decision_order_is_a_checked_profile_option(tmp_path: pathlib.Path) -> None:
    assert load_profile("novo").options.decision_order == "strict"
    with pytest.raises(ConfigError, match=r"decision_order.*strict, any"):
        load_profile(profile_variant(tmp_path, "novo", decision_order="sometimes"))


def test_an_exchanging_box_lets_the_next_box_decide_and_decides_again_in_order_after_the_draw() -> None:
    rnd = _dealt("novo", [1, 2], ante=10, express_bonus=10)
    rnd.act(1, Action("exchange", discard=rnd.box_cards(1)[:1]))
    assert rnd.decision_turn() == 2  # box 1 waits for its card
    rnd.act(2, Action("exchange", discard=rnd.box_cards(2)[:2]))
    rest: list[Card] = rnd._test_rest  # type: ignore[attr-defined]
    while rnd.phase is Phase.DRAWS:
        rnd.feed(CardEvent(rest.pop(0), "test"))
    assert rnd.phase is Phase.DECISIONS and rnd.decision_turn() == 1
    with pytest.raises(OutOfTurn):
        rnd.act(2, Action("play"))


def test_hold_em_blind_boxes_decided_before_the_deal_are_not_waited_for() -> None:
    deck = list(DECK)
    random.Random(3).shuffle(deck)
    rnd = Round("uth")
    rnd.place_wagers(1, {"ante": 10, "blind": 10}, blind_box=True, blind_play=4)
    rnd.place_wagers(2, {"ante": 10, "blind": 10})
    rnd.place_wagers(3, {"ante": 10, "blind": 10})
    rnd.start_deal()
    while rnd.phase is Phase.DEALING:
        rnd.feed(CardEvent(deck.pop(0), "test"))
    assert rnd.phase is Phase.PREFLOP and rnd.decision_turn() == 2
    with pytest.raises(OutOfTurn, match="box 2 decides first"):
        rnd.act(3, Action("check", street="preflop"))
    rnd.act(2, Action("check", street="preflop"))
    rnd.act(3, Action("check", street="preflop"))


def test_an_offer_goes_round_once_a_passed_box_cannot_take_it_afterwards() -> None:
    # Caribbean (docs/rules.md §5): boxes that called may buy a card; the croupier closes the offer.
    rnd = _dealt("caribbean", [1, 2, 3], seed=11)
    for b in (1, 2, 3):
        rnd.act(b, Action("play"))
    assert rnd.phase is Phase.BUY_CARDS
    assert rnd.decision_turn() is None  # no box must act: each may take the offer or not
    rnd.act(2, Action("buy_card", discard=rnd.box_cards(2)[:1]))
    assert rnd.boxes_to_decide() == [3]
    with pytest.raises(OutOfTurn) as refused:
        rnd.act(1, Action("buy_card", discard=rnd.box_cards(1)[:1]))
    assert refused.value.passed_by == 2
    rnd.act(3, Action("buy_card", discard=rnd.box_cards(3)[:1]))
