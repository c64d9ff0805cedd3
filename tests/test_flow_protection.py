"""Game protection in the round flow: which cards lie face up (the only ones the screen may
show), and what happens when a card entered by hand is one the table holds face down."""

from __future__ import annotations

import pytest

from dealer_assist.cards import DECK, Card, parse_card
from dealer_assist.errors import RuleError
from dealer_assist.events import CardEvent
from dealer_assist.flow import Phase, Round, Slot
from dealer_assist.rules.model import Action
from tests.flow_helpers import feed_all


def dealt(game: str, boxes: int = 2, *, ante: int = 10) -> tuple[Round, list[Card]]:
    """A round of ``game`` just after the deal, cards in deck order; the rest of the deck."""
    rnd = Round(game)
    for box in range(1, boxes + 1):
        # The wagers the game requires (hold'em: Ante and Blind; Novo: and its Express Bonus).
        wagers = {f.name: ante for f in rnd.wager_fields() if f.required}
        if game == "novo":
            wagers["express_bonus"] = ante
        rnd.place_wagers(box, wagers)
    rnd.start_deal()
    deck = list(DECK)
    feed_all(rnd, deck, Phase.DEALING)
    return rnd, deck


def where_words(rnd: Round, card: Card) -> list[str]:
    """Every way a message could say where ``card`` lies (its slot, its owner's name)."""
    slot = rnd.slot_of(card)
    assert slot is not None
    words = [str(slot), slot.kind]
    if slot.kind == "burn":
        words.append("burn")
    return words


@pytest.mark.parametrize("game", ["novo", "russian", "caribbean"])
def test_stud_dealer_shows_only_the_up_card_until_the_dealer_opens(game: str) -> None:
    rnd, _deck = dealt(game)
    up = rnd.profile.dealing.dealer_up_card
    dealer = rnd.dealer_cards()
    hole = {c for i, c in enumerate(dealer, start=1) if i != up}
    burn = rnd.cards[Slot("burn", 0, 1)]
    visible = rnd.visible_cards()
    assert dealer[up - 1] in visible
    assert not hole & visible, "the dealer's face-down cards must not count as visible"
    assert burn not in visible, "a burn lies face down"
    for n in rnd.boxes:  # the boxes' hands are on the croupier's screen
        assert set(rnd.box_cards(n)) <= visible
    assert [rnd.face_up(Slot("dealer", 0, i)) for i in range(1, 6)] == [i == up for i in range(1, 6)]
    for n in sorted(rnd.boxes):
        rnd.act(n, Action("play"))
    while rnd.phase is not Phase.OPEN_DEALER:
        rnd.close_insurance() if rnd.phase is Phase.INSURANCE else rnd.close_buy_cards()
    assert not hole & rnd.visible_cards()
    rnd.open_dealer()
    assert set(dealer) <= rnd.visible_cards()
    assert burn not in rnd.visible_cards()  # burns are never opened


def test_hold_em_dealer_cards_stay_face_down_until_the_settlement() -> None:
    rnd, deck = dealt("uth", boxes=1)
    dealer = set(rnd.dealer_cards())
    for phase in (Phase.PREFLOP, Phase.FLOP, Phase.RIVER):
        assert rnd.phase is phase
        assert not dealer & rnd.visible_cards()
        rnd.act(1, Action("check", street=phase.value) if phase is not Phase.RIVER else Action("play", multiple=1))
        if rnd.phase in (Phase.FLOP_DEAL, Phase.RIVER_DEAL):
            feed_all(rnd, deck, rnd.phase)
            assert set(rnd.board()) <= rnd.visible_cards()
    assert rnd.phase is Phase.SETTLEMENT
    assert dealer <= rnd.visible_cards()


def test_the_rules_never_see_the_dealer_s_cards_before_the_dealer_opens() -> None:
    rnd, _deck = dealt("novo")
    assert rnd._dealer_view().cards == ()


@pytest.mark.parametrize("game", ["novo", "caribbean", "uth"])
def test_a_correction_onto_a_face_down_card_is_refused_without_saying_where_and_calls_a_pit_boss(game: str) -> None:
    rnd, _deck = dealt(game)
    hole = rnd.dealer_cards()[0]
    assert hole is not None and not rnd.face_up(Slot("dealer", 0, 1))
    target = Slot("box", 1, 1)
    before = dict(rnd.cards)
    with pytest.raises(RuleError) as refused:
        rnd.correct(target, hole, "misread", who="ana")
    message = str(refused.value)
    assert "face down" in message and "pit boss" in message
    for word in (*where_words(rnd, hole), "dealer", hole.code, str(hole)):
        assert word not in message, f"the refusal says {word!r}: {message}"
    assert rnd.cards == before  # nothing changed on the table
    (alert_record,) = [r for r in rnd.records if r.kind == "alert"]
    assert alert_record.data["kind"] == "pit_boss" and alert_record.data["card"] == hole.code
    assert alert_record.who == "ana"
    (alert,) = rnd.open_alerts()
    assert alert.kind == "pit_boss" and "pit boss" in alert.message
    for word in ("dealer", hole.code, str(hole)):
        assert word not in alert.message
    # The croupier cannot wave it away: seen, it stays open and blocks the confirmation.
    rnd.acknowledge(alert.id, who="ana")
    assert rnd.open_alerts()
    with pytest.raises(RuleError, match="pit boss"):
        rnd.resolve_alert(alert.id, "checked")
    rnd.resolve_alert(alert.id, "checked the cards", who="Marta")
    assert not rnd.open_alerts()
    assert [r.kind for r in Round.replay(game, rnd.records).records] == [r.kind for r in rnd.records]


def test_entering_an_unreadable_card_that_lies_face_down_is_refused_and_calls_a_pit_boss() -> None:
    rnd = Round("novo")
    rnd.place_wagers(1, {"ante": 10, "express_bonus": 10})
    rnd.start_deal()
    deck = list(DECK)
    for _ in range(3):  # burn, box 1 card 1, dealer card 1 (face down)
        rnd.feed(CardEvent(deck.pop(0), "test"))
    hole = rnd.cards[Slot("dealer", 0, 1)]
    rnd.feed(CardEvent(None, "test"))  # box 1 card 2: unreadable
    slot = Slot("box", 1, 2)
    assert rnd.unreadable_slots() == [slot]
    with pytest.raises(RuleError) as refused:
        rnd.enter_card(slot, hole, who="ana")
    assert "dealer" not in str(refused.value) and hole.code not in str(refused.value)
    assert rnd.unreadable_slots() == [slot]
    assert any(a.kind == "pit_boss" for a in rnd.open_alerts())
    # The same entry of a card lying face up is an ordinary duplicate, named where it lies.
    box_card = rnd.cards[Slot("box", 1, 1)]
    with pytest.raises(RuleError, match="box 1 card 1"):
        rnd.enter_card(slot, box_card)
    rnd.enter_card(slot, deck.pop(0))
    assert rnd.unreadable_slots() == []


def test_a_duplicate_read_of_a_face_down_card_names_neither_the_card_nor_its_place() -> None:
    rnd, _deck = dealt("novo")
    hole = rnd.dealer_cards()[1]
    assert hole is not None
    record = rnd.feed(CardEvent(hole, "test"))
    assert record.kind == "duplicate" and record.data["owner"] == "dealer card 2"  # kept for the log
    message = rnd.open_alerts()[-1].message
    assert "dealer" not in message and hole.code not in message and "face down" in message
    box_card = rnd.box_cards(2)[0]
    assert box_card is not None
    rnd.feed(CardEvent(box_card, "test"))
    assert "box 2 card 1" in rnd.open_alerts()[-1].message and box_card.code in rnd.open_alerts()[-1].message


def test_a_card_lying_face_up_is_named_where_it_lies_when_entered_twice() -> None:
    rnd, _deck = dealt("caribbean")
    up = rnd.dealer_up_card()
    assert up is not None
    with pytest.raises(RuleError, match=r"already on the table \(box 1 card 1\)"):
        rnd.correct(Slot("box", 1, 1), up, "misread")
    assert not rnd.open_alerts()  # a visible card is an ordinary mistake, no pit boss
    assert parse_card(up.code) in rnd.visible_cards()
