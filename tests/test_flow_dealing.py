"""Round flow, dealing procedures (the novo-poker-b sheet, docs/rule-sheets.md): every card to the right place."""

from __future__ import annotations

import pathlib
import random

import pytest

from dealer_assist.cards import DECK, Card
from dealer_assist.events import CardEvent
from dealer_assist.flow import Phase, Round, Slot
from dealer_assist.rules.model import Action
from tests.flow_helpers import profile_variant

WAGERS = {
    "novo": {"ante": 10, "express_bonus": 10},
    "russian": {"ante": 10},
    "caribbean": {"ante": 10},
    "uth": {"ante": 10, "blind": 10},
}


def shuffled(seed: int = 7) -> list[Card]:
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    return deck


def _deal(game: str, boxes: list[int], deck: list[Card]) -> Round:
    rnd = Round(game)
    for b in boxes:
        rnd.place_wagers(b, WAGERS[pathlib.Path(game).stem.split("-")[0]])
    rnd.start_deal()
    while rnd.phase is Phase.DEALING:
        rnd.feed(CardEvent(deck.pop(0), "test"))
    return rnd


@pytest.mark.parametrize("game", ["novo", "russian", "caribbean"])
@pytest.mark.parametrize("n_boxes", range(1, 8))
def test_shoe_deals_one_card_at_a_time_round_the_boxes_then_the_dealer_after_a_burn(game: str, n_boxes: int) -> None:
    # novo-poker-b: "the dealer deals cards in turn to all the boxes with an Ante wager and to
    # their own box until each playing box has five cards"; burn "before dealing".
    boxes = list(range(1, n_boxes + 1))
    deck = shuffled()
    rnd = _deal(game, boxes, list(deck))
    assert rnd.cards[Slot("burn", 0, 1)] == deck[0]
    i = 1
    for k in range(1, 6):
        for b in boxes:
            assert rnd.box_cards(b)[k - 1] == deck[i], f"box {b} card {k}"
            i += 1
        assert rnd.dealer_cards()[k - 1] == deck[i], f"dealer card {k}"
        i += 1
    assert rnd.phase is Phase.DECISIONS
    assert rnd.dealer_up_card() == rnd.dealer_cards()[4]  # the dealer's top card is turned


@pytest.mark.parametrize("n_boxes", range(1, 8))
def test_shuffler_deals_five_card_sets_per_box_in_order_dealer_last(tmp_path: pathlib.Path, n_boxes: int) -> None:
    # novo-poker-b: "The dealer takes five-card sets from the shuffler, spreads and deals to each
    # playing box in turn ... takes the final set of five cards, flips their bottom card".
    game = profile_variant(tmp_path, "novo", method="shuffler", burn_before_deal=False)
    boxes = [b for b in (1, 3, 4, 6, 7, 2, 5)][:n_boxes]
    deck = shuffled()
    rnd = _deal(game, boxes, list(deck))
    i = 0
    for b in sorted(boxes):
        assert list(rnd.box_cards(b)) == deck[i : i + 5]
        i += 5
    assert list(rnd.dealer_cards()) == deck[i : i + 5]
    assert not any(s.kind == "burn" for s in rnd.cards)


@pytest.mark.parametrize("n_boxes", range(1, 8))
def test_holdem_two_cards_each_then_the_flop_then_turn_and_river_with_burns(n_boxes: int) -> None:
    boxes = list(range(1, n_boxes + 1))
    deck = shuffled()
    rnd = _deal("uth", boxes, list(deck))
    i = 1  # burn first
    for k in range(2):
        for b in boxes:
            assert rnd.box_cards(b)[k] == deck[i]
            i += 1
        assert rnd.dealer_cards()[k] == deck[i]
        i += 1
    assert rnd.phase is Phase.PREFLOP
    for b in boxes:
        rnd.act(b, Action("check"))
    assert rnd.phase is Phase.FLOP_DEAL
    rest = deck[i:]
    while rnd.phase is Phase.FLOP_DEAL:
        rnd.feed(CardEvent(rest.pop(0), "test"))
    assert list(rnd.board()) == deck[i + 1 : i + 4]  # a burn, then three
    for b in boxes:
        rnd.act(b, Action("check"))
    while rnd.phase is Phase.RIVER_DEAL:
        rnd.feed(CardEvent(rest.pop(0), "test"))
    assert list(rnd.board()) == deck[i + 1 : i + 4] + deck[i + 5 : i + 7]
    assert rnd.phase is Phase.RIVER


def test_boxes_that_played_preflop_still_see_the_whole_board_dealt() -> None:
    deck = shuffled()
    rnd = _deal("uth", [1, 2], list(deck))
    rnd.act(1, Action("play", multiple=4))
    rnd.act(2, Action("play", multiple=3))
    assert rnd.phase is Phase.FLOP_DEAL  # no decisions left, but the board is still dealt
    rest = deck[7:]
    while rnd.phase in (Phase.FLOP_DEAL, Phase.RIVER_DEAL, Phase.FLOP, Phase.RIVER):
        rnd.feed(CardEvent(rest.pop(0), "test"))
    assert rnd.phase is Phase.SETTLEMENT and len(rnd.board()) == 5


def test_exchanges_and_sixth_cards_are_drawn_in_box_order_after_one_burn() -> None:
    # novo-poker-b: "The dealer starts exchanging cards only when the players have made their
    # decisions on all boxes"; one burn "before exchanges begin".
    deck = shuffled()
    rnd = _deal("novo", [1, 2, 3], deck)
    three = rnd.box_cards(3)
    one = rnd.box_cards(1)
    rnd.act(1, Action("buy"))
    rnd.act(2, Action("play"))
    rnd.act(3, Action("exchange", discard=three[:2]))
    assert rnd.phase is Phase.DRAWS
    assert rnd.expected == [Slot("burn", 0, 2), Slot("draw", 1, 1), Slot("draw", 3, 1), Slot("draw", 3, 2)]
    burn, six, x1, x2 = deck[:4]
    for c in (burn, six, x1, x2):
        rnd.feed(CardEvent(c, "test"))
    assert rnd.box_cards(1) == (*one, six)
    assert rnd.box_cards(3) == (*three[2:], x1, x2)
    assert rnd.phase is Phase.DECISIONS and rnd.boxes_to_decide() == [1, 3]


def test_buying_the_dealer_a_game_burns_one_and_replaces_the_dealers_highest_card() -> None:
    # Arrange a dealer with no game: feed a prepared order.
    dealer = [Card.parse(c) for c in ("Qs", "Jd", "7c", "5h", "2s")]
    box = [Card.parse(c) for c in ("9h", "9d", "4c", "3s", "2d")]
    burn1, burn2, new = (Card.parse(c) for c in ("Th", "Tc", "Ah"))
    order = [burn1] + [x for pair in zip(box, dealer, strict=True) for x in pair] + [burn2, new]
    rnd = Round("novo")
    rnd.place_wagers(1, {"ante": 10, "express_bonus": 10})
    rnd.start_deal()
    while rnd.phase is Phase.DEALING:
        rnd.feed(CardEvent(order.pop(0), "test"))
    rnd.act(1, Action("play"))
    rnd.open_dealer()
    assert rnd.phase is Phase.DEALER_GAME_OFFER
    rnd.act(1, Action("buy_dealer_game"))
    rnd.close_dealer_game()
    assert rnd.expected == [Slot("burn", 0, 2), Slot("dealer_game", 0, 1)]
    rnd.feed(CardEvent(order.pop(0), "test"))
    rnd.feed(CardEvent(order.pop(0), "test"))
    s = rnd.settlement()
    # New dealer hand Ah Jd 7c 5h 2s: no game still (no K) -> Ante and Bet push; fee -10,
    # Express Bonus on 9 9 4 3 2 loses -10 => -20.
    assert s.dealer.bought_game is not None and s.dealer.bought_game.hand == "HIGH_CARD"
    assert str(s.box(1).net) == "-20"
    assert rnd.round_file()["dealer"]["bought_game"] == {"draw": "Ah"}


def test_blind_boxes_take_no_decisions() -> None:
    rnd = Round("novo")
    rnd.place_wagers(1, {"ante": 10, "express_bonus": 10})
    rnd.place_wagers(2, {"ante": 20, "express_bonus": 20}, blind_box=True)
    rnd.start_deal()
    deck = shuffled()
    while rnd.phase is Phase.DEALING:
        rnd.feed(CardEvent(deck.pop(0), "test"))
    assert rnd.allowed(2) == []
    assert rnd.boxes[2].bet == 40  # Ante and Bet were fixed before the deal
    assert rnd.boxes_to_decide() == [1]


def test_holdem_blind_box_plays_its_fixed_multiple_before_the_deal() -> None:
    rnd = Round("uth")
    rnd.place_wagers(1, {"ante": 10, "blind": 10})
    rnd.place_wagers(2, {"ante": 10, "blind": 10}, blind_box=True, blind_play=3)
    rnd.start_deal()
    deck = shuffled()
    while rnd.phase is Phase.DEALING:
        rnd.feed(CardEvent(deck.pop(0), "test"))
    assert rnd.boxes[2].bet == 30 and rnd.allowed(2) == []
    assert rnd.boxes_to_decide() == [1]
