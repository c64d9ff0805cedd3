"""Round flow, out-of-place events (issue 4): the round survives, the message is clear,
nothing recorded is lost."""

from __future__ import annotations

import random

import pytest

from dealer_assist.cards import DECK, Card
from dealer_assist.errors import RuleError
from dealer_assist.events import CardEvent
from dealer_assist.flow import Phase, Record, Round, Slot
from dealer_assist.rules.model import Action


def deck(seed: int = 11) -> list[Card]:
    cards = list(DECK)
    random.Random(seed).shuffle(cards)
    return cards


def dealt_round(boxes: int = 2, seed: int = 11) -> tuple[Round, list[Card]]:
    rnd = Round("novo")
    for b in range(1, boxes + 1):
        rnd.place_wagers(b, {"ante": 10, "express_bonus": 10})
    rnd.start_deal()
    cards = deck(seed)
    while rnd.phase is Phase.DEALING:
        rnd.feed(CardEvent(cards.pop(0), "test"))
    return rnd, cards


def test_duplicate_card_is_refused_with_an_alert_and_the_slot_still_waits() -> None:
    rnd = Round("novo")
    rnd.place_wagers(1, {"ante": 10, "express_bonus": 10})
    rnd.start_deal()
    cards = deck()
    rnd.feed(CardEvent(cards[0], "test"))  # burn
    rnd.feed(CardEvent(cards[1], "test"))  # box 1 card 1
    waiting = rnd.expected_slot()
    record = rnd.feed(CardEvent(cards[1], "test"))
    assert record.kind == "duplicate"
    assert rnd.expected_slot() == waiting
    (alert,) = rnd.open_alerts()
    assert alert.kind == "duplicate" and cards[1].code in alert.message and "box 1 card 1" in alert.message
    assert rnd.cards[Slot("box", 1, 1)] == cards[1]
    rnd.feed(CardEvent(cards[2], "test"))
    assert rnd.cards[Slot("dealer", 0, 1)] == cards[2]


def test_card_when_none_is_expected_is_held_and_reported_then_placed() -> None:
    rnd, cards = dealt_round()
    stray = cards.pop(0)
    record = rnd.feed(CardEvent(stray, "test"))
    assert record.kind == "held" and rnd.held[0].card == stray
    assert any(a.kind == "held" and stray.code in a.message for a in rnd.open_alerts())
    rnd.act(1, Action("buy"))
    rnd.act(2, Action("play"))
    assert rnd.phase is Phase.DRAWS  # a burn, then box 1's sixth card
    rnd.place_held(rnd.held[0].id)  # the stray card was the burn, drawn early
    assert rnd.cards[Slot("burn", 0, 2)] == stray
    rnd.feed(CardEvent(cards.pop(0), "test"))
    assert len(rnd.box_cards(1)) == 6


def test_held_card_blocks_settlement_until_set_aside() -> None:
    rnd, cards = dealt_round(1)
    rnd.feed(CardEvent(cards.pop(0), "test"))
    rnd.act(1, Action("play"))
    rnd.open_dealer() if rnd.phase is Phase.OPEN_DEALER else None
    while rnd.phase is Phase.INSURANCE:
        rnd.close_insurance()
    if rnd.phase is Phase.OPEN_DEALER:
        rnd.open_dealer()
    if rnd.phase is Phase.DEALER_GAME_OFFER:
        rnd.close_dealer_game()
    with pytest.raises(RuleError, match="alert"):
        rnd.confirm()
    held = rnd.held[0]
    rnd.set_aside(held.id, why="dropped on the floor")
    for a in rnd.open_alerts():
        rnd.acknowledge(a.id)
    rnd.confirm()
    assert rnd.phase is Phase.CONFIRMED


def test_unreadable_card_is_entered_by_the_croupier_and_blocks_decisions_until_then() -> None:
    rnd = Round("novo")
    rnd.place_wagers(1, {"ante": 10, "express_bonus": 10})
    rnd.start_deal()
    cards = deck()
    rnd.feed(CardEvent(cards.pop(0), "test"))  # burn
    missing = cards.pop(0)
    rnd.feed(CardEvent(None, "test"))  # box 1 card 1: '??'
    (alert,) = rnd.open_alerts()
    assert alert.kind == "unreadable" and "box 1 card 1" in alert.message
    while rnd.expected:
        rnd.feed(CardEvent(cards.pop(0), "test"))
    assert rnd.phase is Phase.DEALING  # all slots filled, one unknown: no decisions yet
    with pytest.raises(RuleError, match="unreadable"):
        rnd.act(1, Action("play"))
    with pytest.raises(RuleError, match="already on the table"):
        rnd.enter_card(Slot("box", 1, 1), rnd.cards[Slot("dealer", 0, 1)])  # type: ignore[arg-type]
    rnd.enter_card(Slot("box", 1, 1), missing, who="croupier 7")
    assert rnd.phase is Phase.DECISIONS and rnd.box_cards(1)[0] == missing
    assert rnd.records[-1].kind == "resolve" and rnd.records[-1].who == "croupier 7"


def test_correction_replaces_a_card_with_a_reason_and_the_settlement_follows() -> None:
    rnd, cards = dealt_round(1)
    rnd.act(1, Action("play"))
    while rnd.phase is not Phase.OPEN_DEALER:
        rnd.close_insurance()
    rnd.open_dealer()
    if rnd.phase is Phase.DEALER_GAME_OFFER:
        rnd.close_dealer_game()
    before = rnd.settlement().box(1)
    slot = Slot("box", 1, 1)
    old = rnd.cards[slot]
    with pytest.raises(RuleError, match="reason"):
        rnd.correct(slot, cards[0], why=" ")
    with pytest.raises(RuleError, match="already on the table"):
        rnd.correct(slot, rnd.cards[Slot("dealer", 0, 2)], why="misread")  # type: ignore[arg-type]
    n = len(rnd.records)
    rnd.correct(slot, cards[0], why="reader misread the 6 as a 9", who="croupier 7")
    assert len(rnd.records) == n + 1
    rec = rnd.records[-1]
    assert (rec.kind, rec.who, rec.why) == ("correction", "croupier 7", "reader misread the 6 as a 9")
    assert rec.data["old"] == old.code and rec.data["new"] == cards[0].code  # type: ignore[union-attr]
    assert rnd.box_cards(1)[0] == cards[0]
    after = rnd.settlement().box(1)
    assert after.cards[0] == cards[0] and (after.cards != before.cards)


def test_correcting_a_discarded_card_keeps_the_exchange_consistent() -> None:
    rnd, cards = dealt_round(1)
    hand = rnd.box_cards(1)
    rnd.act(1, Action("exchange", discard=hand[:2]))
    while rnd.phase is Phase.DRAWS:
        rnd.feed(CardEvent(cards.pop(0), "test"))
    rnd.correct(Slot("box", 1, 1), cards[0], why="misread")
    exchange = rnd.boxes[1].actions[0]
    assert exchange.discard[0] == cards[0]
    assert rnd.round_file()["boxes"][0]["actions"][0]["discard"][0] == cards[0].code


def test_undo_of_the_last_decision_before_the_dealer_opens() -> None:
    rnd, _ = dealt_round(2)
    rnd.act(1, Action("fold"))  # mis-tap
    rnd.undo(who="croupier 7")
    assert rnd.records[-1].kind == "undo" and rnd.records[-2].kind == "decision"  # both kept
    assert rnd.allowed(1) == ["fold", "play", "exchange", "buy"]
    rnd.act(1, Action("play"))
    rnd.act(2, Action("play"))
    while rnd.phase is Phase.INSURANCE:
        rnd.close_insurance()
    rnd.open_dealer()
    with pytest.raises(RuleError, match="correction"):
        rnd.undo()


def test_undo_is_refused_once_a_card_followed_the_decision() -> None:
    rnd, cards = dealt_round(1)
    rnd.act(1, Action("buy"))
    rnd.feed(CardEvent(cards.pop(0), "test"))  # the burn
    assert not rnd.can_undo()
    with pytest.raises(RuleError, match="nothing to undo"):
        rnd.undo()


def test_refused_steps_change_nothing() -> None:
    rnd, _ = dealt_round(2)
    snapshot = (rnd.phase, dict(rnd.boxes), list(rnd.records), list(rnd.alerts))
    for bad in (
        lambda: rnd.act(1, Action("insure", amount=None)),
        lambda: rnd.act(1, Action("exchange", discard=())),
        lambda: rnd.act(9, Action("play")),
        lambda: rnd.open_dealer(),
        lambda: rnd.place_wagers(3, {"ante": 10, "express_bonus": 10}),
        lambda: rnd.confirm(),
    ):
        with pytest.raises(RuleError):
            bad()
        assert (rnd.phase, dict(rnd.boxes), list(rnd.records), list(rnd.alerts)) == snapshot


def test_reader_alerts_must_be_acknowledged_before_the_round_settles() -> None:
    rnd, _ = dealt_round(1)
    rnd.report("reader_lost", "card reader lost: no message for 3 s")
    rnd.report("missed", "2 messages from the reader were missed: a card may be missing", blocking=False)
    rnd.act(1, Action("fold"))
    if rnd.phase is Phase.OPEN_DEALER:
        rnd.open_dealer()
    assert rnd.phase is Phase.SETTLEMENT
    with pytest.raises(RuleError, match="2 alert"):
        rnd.confirm()
    for a in rnd.open_alerts():
        rnd.acknowledge(a.id, who="croupier 7")
    rnd.confirm()


def test_camera_disagreement_blocks_until_resolved_with_a_reason() -> None:
    rnd, _ = dealt_round(1)
    rnd.report("camera_mismatch", "box 1: reader 7h, camera 7d", blocking=True)
    (alert,) = rnd.open_alerts()
    rnd.acknowledge(alert.id)
    assert rnd.open_alerts() == [rnd.alerts[0]]  # acknowledged but not resolved
    rnd.resolve_alert(alert.id, why="checked: the reader was right")
    assert rnd.open_alerts() == []


def test_replay_from_records_rebuilds_the_same_round_after_faults() -> None:
    rnd, cards = dealt_round(3, seed=5)
    rnd.feed(CardEvent(cards.pop(0), "test"))  # held
    rnd.act(1, Action("fold"))
    rnd.undo()
    rnd.act(1, Action("play"))
    rnd.act(2, Action("exchange", discard=rnd.box_cards(2)[:3]))
    rnd.act(3, Action("play"))
    rnd.place_held(rnd.held[0].id)
    while rnd.phase is Phase.DRAWS:
        rnd.feed(CardEvent(cards.pop(0), "test"))
    rnd.act(2, Action("play"))
    while rnd.phase is Phase.INSURANCE:
        rnd.close_insurance()
    rnd.open_dealer()
    if rnd.phase is Phase.DEALER_GAME_OFFER:
        rnd.close_dealer_game()
    rnd.correct(Slot("box", 3, 2), cards.pop(0), why="misread")
    for a in rnd.open_alerts():
        rnd.acknowledge(a.id)
    rnd.confirm("croupier")
    # Through JSON, as the log and the crash journal keep them.
    records = [Record.from_json(r) for r in rnd.records_json()]
    again = Round.replay("novo", records)
    assert again.phase is Phase.CONFIRMED
    assert again.settlement().to_json() == rnd.settlement().to_json()
    assert again.round_file() == rnd.round_file()
    assert [r.kind for r in again.records] == [r.kind for r in rnd.records]


def test_a_confirmed_round_cannot_change() -> None:
    rnd, _ = dealt_round(1)
    rnd.act(1, Action("fold"))
    if rnd.phase is Phase.OPEN_DEALER:
        rnd.open_dealer()
    rnd.confirm()
    with pytest.raises(RuleError, match="confirmed"):
        rnd.correct(Slot("box", 1, 1), "As", why="late")
