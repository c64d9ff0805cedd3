"""Rounds that hold every kind of record, built through the round's public steps only, so the
same code gives the same records before and after a change to how records are kept.

``python -m tests.record_scenarios FILE`` writes the rounds' records as JSON: the file in
``tests/data/records/before-typed.tsv`` was written so by the code as it stood before the
records were typed (commit 978b361), and ``test_flow_records`` checks that today's code
writes the same JSON, byte for byte, and reads it back to the same records."""

from __future__ import annotations

import contextlib
import json
import random
import sys
from collections.abc import Callable, Iterator
from decimal import Decimal

from dealer_assist.cards import DECK, Card
from dealer_assist.errors import RuleError
from dealer_assist.events import CardEvent, MissedMessages, ReaderBack, ReaderLost
from dealer_assist.flow import Phase, Round, Slot
from dealer_assist.rules.model import Action
from dealer_assist.shoe import Shoe
from dealer_assist.simulation import BasicStrategy, simulate_round

GAMES = ("novo", "russian", "caribbean", "uth")
START = 1_764_600_000.0


def clock() -> Callable[[], float]:
    """A clock a quarter second on per record (whole milliseconds, as the records keep time)."""
    ticks = iter(range(10**9))
    return lambda: START + next(ticks) * 0.25


def simulated() -> Iterator[tuple[str, Round]]:
    """Whole rounds of every game from the simulator: blind boxes, wandering players, one to
    seven boxes, a table with its own limits."""
    for game in GAMES:
        for seed in range(4):
            table = {"max_payout": 2000} if seed == 3 else None
            rnd = simulate_round(
                game,
                1 + 2 * seed,
                Shoe(seed),
                BasicStrategy(seed, wander=0.3),
                table=table,
                blind_rate=0.4,
                clock=clock(),
            )
            yield f"{game}-sim-{seed}", rnd


def _deck(seed: int) -> list[Card]:
    cards = list(DECK)
    random.Random(seed).shuffle(cards)
    return cards


def _finish(rnd: Round, cards: list[Card]) -> None:
    """Play the round out: boxes play (hold'em: check, then play on the river), offers close."""
    for _ in range(200):
        if rnd.phase in (Phase.DEALING, Phase.DRAWS, Phase.FLOP_DEAL, Phase.RIVER_DEAL, Phase.DEALER_GAME_DRAW):
            rnd.feed(CardEvent(cards.pop(0), "shoe", None, rnd._clock()))
        elif rnd.phase is Phase.INSURANCE:
            rnd.close_insurance()
        elif rnd.phase is Phase.BUY_CARDS:
            rnd.close_buy_cards()
        elif rnd.phase is Phase.OPEN_DEALER:
            rnd.open_dealer()
        elif rnd.phase is Phase.DEALER_GAME_OFFER:
            rnd.close_dealer_game()
        elif rnd.phase is Phase.SETTLEMENT:
            for w in rnd.approvals_needed():
                rnd.approve(w.box, w.amount, "Marta (pit boss)", "floor", at="2025-12-01T16:00:05.250Z")
            rnd.confirm("ana")
            return
        else:
            box = rnd.boxes_to_decide()[0]
            allowed = rnd.allowed(box)
            if "check" in allowed:
                rnd.act(box, Action("check", street=rnd.phase.value))
            elif rnd.phase is Phase.RIVER:
                rnd.act(box, Action("play", multiple=1, street="river"))
            else:
                rnd.act(box, Action("play"))
    raise AssertionError("the round did not finish")


def faults_novo() -> Round:
    """A Novo round with every fault and correction the table meets: a box removed, wagers on
    another box's hand, a duplicate, a card held and placed, one held and set aside, an
    unreadable card entered, a correction, a decision undone, reader alerts seen to, a card
    entered onto a face-down one (a pit boss alert), a large payout approved."""
    rnd = Round("novo", clock=clock(), approval_threshold=Decimal("20"))
    cards = _deck(7)
    stray = cards.pop()
    aside = cards.pop()
    rnd.place_wagers(1, {"ante": 10, "express_bonus": 10}, player="Iván")
    on_box_1 = {"box": 1, "amount": 10}
    rnd.place_wagers(2, {"ante": 20, "express_bonus": 20, "express_bonus_dealer": 10, "express_bonus_box": on_box_1})
    rnd.place_wagers(3, {"ante": 10, "express_bonus": 10})
    rnd.place_wagers(4, {"ante": 10, "express_bonus": 10}, blind_box=True)
    rnd.remove_box(3)
    rnd.feed(CardEvent(stray, "shoe", 1, rnd._clock()))  # no card expected yet: held
    rnd.set_aside(rnd.held[0].id, "dropped before the deal", who="ana")
    rnd.handle(ReaderLost("no message for 3 s", time=rnd._clock()))
    rnd.handle(ReaderBack(time=rnd._clock()))
    rnd.start_deal()
    rnd.feed(CardEvent(cards.pop(0), "shoe", 2, rnd._clock()))  # burn
    first = cards.pop(0)
    rnd.feed(CardEvent(first, "shoe", 3, rnd._clock()))  # box 1 card 1
    rnd.feed(CardEvent(first, "shoe", 4, rnd._clock()))  # read twice: a duplicate
    rnd.feed(CardEvent(None, "shoe", 5, rnd._clock()))  # box 2 card 1: unreadable
    rnd.enter_card(Slot("box", 2, 1), cards.pop(0), who="ana")
    hole = cards.pop(0)
    rnd.feed(CardEvent(hole, "shoe", 6, rnd._clock()))  # box 4 card 1
    rnd.feed(CardEvent(cards.pop(0), "shoe", 7, rnd._clock()))  # dealer card 1 (face down)
    dealer_hole = rnd.cards[Slot("dealer", 0, 1)]
    while rnd.phase is Phase.DEALING:
        rnd.feed(CardEvent(cards.pop(0), "shoe", None, rnd._clock()))
    with contextlib.suppress(RuleError):  # refused: the card lies face down; a pit boss alert is recorded
        rnd.correct(Slot("box", 1, 2), dealer_hole, "misread", who="ana")  # type: ignore[arg-type]
    pit = next(a for a in rnd.open_alerts() if a.kind == "pit_boss")
    rnd.acknowledge(pit.id, who="ana")
    rnd.resolve_alert(pit.id, "checked the cards", who="Marta (pit boss)")
    rnd.correct(Slot("box", 1, 2), cards.pop(0), "the reader misread it", who="ana")
    rnd.report("camera_mismatch", "camera check box2: look at the cards on the layout", blocking=True)
    mismatch = next(a for a in rnd.open_alerts() if a.kind == "camera_mismatch")
    rnd.resolve_alert(mismatch.id, "checked the layout", who="ana")
    rnd.handle(MissedMessages(2, time=rnd._clock()))
    for a in rnd.open_alerts():
        if a.resolved:
            rnd.acknowledge(a.id, who="ana")
    rnd.feed(CardEvent(None, "shoe", 40, rnd._clock()))  # unreadable, none expected: an alert
    for a in rnd.open_alerts():
        rnd.acknowledge(a.id)
    box = rnd.boxes_to_decide()[0]
    rnd.act(box, Action("play"))
    rnd.undo(who="ana")
    rnd.feed(CardEvent(aside, "shoe", 41, rnd._clock()))  # none expected: held, placed later
    for n in rnd.boxes_to_decide():
        allowed = rnd.allowed(n)
        rnd.act(n, Action("exchange", discard=rnd.box_cards(n)[:1]) if "exchange" in allowed else Action("play"))  # type: ignore[arg-type]
    if rnd.phase is Phase.DRAWS:
        rnd.place_held(rnd.held[0].id, who="ana")
    else:
        rnd.set_aside(rnd.held[0].id, "not needed", who="ana")
    for a in rnd.open_alerts():
        rnd.acknowledge(a.id)
    _finish(rnd, cards)
    return rnd


def offers_novo() -> Round:
    """Novo with the offers taken: a sixth card bought, insurance, the dealer's game bought."""
    for seed in range(400):
        rnd = Round("novo", clock=clock())
        cards = _deck(seed)
        for b in (1, 2, 3):
            rnd.place_wagers(b, {"ante": 10, "express_bonus": 10})
        rnd.start_deal()
        while rnd.phase is Phase.DEALING:
            rnd.feed(CardEvent(cards.pop(0), "shoe", None, rnd._clock()))
        taken: set[str] = set()
        try:
            for _ in range(100):
                if rnd.phase is Phase.CONFIRMED:
                    break
                if rnd.phase in (Phase.DRAWS, Phase.DEALER_GAME_DRAW):
                    rnd.feed(CardEvent(cards.pop(0), "shoe", None, rnd._clock()))
                elif rnd.phase is Phase.INSURANCE:
                    for n in rnd.boxes_to_decide():
                        low, _high = rnd.insurance_range(n) or (None, None)
                        if low is not None and "insure" in rnd.allowed(n):
                            rnd.act(n, Action("insure", amount=low))
                            taken.add("insure")
                            break
                    else:
                        rnd.close_insurance()
                elif rnd.phase is Phase.OPEN_DEALER:
                    rnd.open_dealer()
                elif rnd.phase is Phase.DEALER_GAME_OFFER:
                    n = rnd.boxes_to_decide()[0] if rnd.boxes_to_decide() else None
                    if n is not None and "buy_dealer_game" in rnd.allowed(n):
                        rnd.act(n, Action("buy_dealer_game"))
                        taken.add("buy_dealer_game")
                    rnd.close_dealer_game()
                elif rnd.phase is Phase.SETTLEMENT:
                    rnd.confirm()
                else:
                    n = rnd.boxes_to_decide()[0]
                    allowed = rnd.allowed(n)
                    if "buy" in allowed and "buy" not in taken:
                        rnd.act(n, Action("buy"))
                        taken.add("buy")
                    else:
                        rnd.act(n, Action("play") if "play" in allowed else Action(allowed[0]))
        except (RuleError, IndexError):
            continue
        if rnd.phase is Phase.CONFIRMED and taken == {"buy", "insure", "buy_dealer_game"}:
            return rnd
    raise AssertionError("no seed gave a round with every offer taken")


def caribbean_buy_card() -> Round:
    """Poker sin descarte with a card bought (its offer then closed)."""
    for seed in range(400):
        rnd = Round("caribbean", clock=clock())
        cards = _deck(seed)
        rnd.place_wagers(1, {"ante": 10})
        rnd.place_wagers(2, {"ante": 10})
        rnd.start_deal()
        while rnd.phase is Phase.DEALING:
            rnd.feed(CardEvent(cards.pop(0), "shoe", None, rnd._clock()))
        for n in rnd.boxes_to_decide():
            rnd.act(n, Action("play"))
        if rnd.phase is not Phase.BUY_CARDS:
            continue
        n = rnd.boxes_to_decide()[0]
        rnd.act(n, Action("buy_card", discard=rnd.box_cards(n)[:1]))  # type: ignore[arg-type]
        rnd.close_buy_cards()
        _finish(rnd, cards)
        return rnd
    raise AssertionError("no seed offered a card to buy")


def uth_blind_and_trips() -> Round:
    """Ultimate Texas Hold'em: a blind box that played 4x before the deal, Trips."""
    rnd = Round("uth", clock=clock(), approval_threshold=Decimal("1"))
    rnd.place_wagers(1, {"ante": 10, "blind": 10, "trips": 10}, player="Olga")
    rnd.place_wagers(2, {"ante": 10, "blind": 10}, blind_box=True, blind_play=4)
    rnd.start_deal()
    _finish(rnd, _deck(3))
    return rnd


def handmade() -> Iterator[tuple[str, Round]]:
    yield "novo-faults", faults_novo()
    yield "novo-offers", offers_novo()
    yield "caribbean-buy-card", caribbean_buy_card()
    yield "uth-blind-trips", uth_blind_and_trips()


def every_round() -> Iterator[tuple[str, Round]]:
    yield from simulated()
    yield from handmade()


def write(path: str) -> None:
    """The rounds as the fixture keeps them: a line per round, ``name``, its game, its table
    overrides and its records, tab-separated, as Python's ``json.dumps`` writes them by
    default (the keys in the order the round wrote them)."""
    with open(path, "w", encoding="utf-8") as out:
        for name, rnd in every_round():
            out.write(f"{name}\t{rnd.game}\t{json.dumps(rnd.table_overrides)}\t{json.dumps(rnd.records_json())}\n")


if __name__ == "__main__":
    write(sys.argv[1])
