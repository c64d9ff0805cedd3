"""Simulated players and whole simulated rounds, through the real round flow.

The simulated shoe deals; a :class:`BasicStrategy` player places wagers and takes the
decisions a sensible player would (with a little randomness, so every path of the rules is
exercised); the round is driven through :class:`~dealer_assist.flow.Round` exactly as the
croupier's screen drives it. Used by ``dealer-assist simulate``, the trainee's drills and
the tests.

>>> from dealer_assist.shoe import Shoe
>>> rnd = simulate_round("novo", 3, Shoe(seed=1), BasicStrategy(seed=1))
>>> rnd.phase.value
'confirmed'
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

from dealer_assist.cards import Card, Rank
from dealer_assist.errors import DeviceError
from dealer_assist.evaluator import HandCategory, evaluate
from dealer_assist.events import CardEvent
from dealer_assist.flow import Phase, Round
from dealer_assist.flow.state import CARD_PHASES
from dealer_assist.money import round_down
from dealer_assist.profile import Profile, load_profile
from dealer_assist.rules.engine import rules_for
from dealer_assist.rules.model import (
    BUY,
    BUY_CARD,
    BUY_DEALER_GAME,
    CHECK,
    EXCHANGE,
    FOLD,
    INSURE,
    PLAY,
    Action,
    BoxState,
    Status,
)
from dealer_assist.shoe import Shoe

H = HandCategory

class BasicStrategy:
    """A simple, sensible player. Not optimal: see ``dealer-assist analyze`` for that."""

    name = "basic"

    def __init__(self, seed: int | None = None, *, wander: float = 0.1) -> None:
        self.rng = random.Random(seed)
        self.wander = wander  # how often a legal but unusual action is taken

    # -- before the deal ------------------------------------------------------------------

    def wagers(self, profile: Profile, box: int) -> dict[str, Any]:
        t = profile.table
        rng = self.rng
        ante = min(t.min_bet * rng.choice((1, 1, 1, 2, 2, 5, 10)), t.max_bet)
        w: dict[str, Any] = {"ante": ante}
        # The wagers the game offers, in the rules' order; how often a player places each
        # side bet, and how much, is this strategy's own choice.
        for f in rules_for(profile).wager_fields()[1:]:
            if f.equals is not None:
                w[f.name] = w[f.equals]
            elif f.name == "express_bonus_dealer":
                if rng.random() < 0.1:
                    w[f.name] = f.low
            elif f.name == "seguro":
                if rng.random() < 0.5:
                    w[f.name] = f.low
            elif f.required or rng.random() < 0.5:
                w[f.name] = min(max(ante, f.low), f.high)
        return w

    def blind(self, profile: Profile) -> bool:
        """Whether this box is played blind (Ante and Bet/Play fixed before the deal)."""
        return bool(rules_for(profile).blind_play_multiples()) or profile.options.exchange or profile.options.insurance

    # -- decisions ----------------------------------------------------------------------------

    def decide(self, rnd: Round, box: int, cards_left: int) -> Action | None:
        """The action for ``box`` now, or None to take none (decline insurance, a bought card,
        the dealer's game)."""
        allowed = rnd.allowed(box)
        if not allowed:
            return None
        state = rnd.boxes[box]
        if rnd.street() is not None:
            return self._holdem(rnd, state, allowed)
        if rnd.phase is Phase.INSURANCE:
            return self._insure(rnd, box)
        if rnd.phase is Phase.BUY_CARDS:
            return self._buy_card(state, cards_left)
        if rnd.phase is Phase.DEALER_GAME_OFFER:
            if BUY_DEALER_GAME in allowed and evaluate(state.cards).category >= H.PAIR and self.rng.random() < 0.6:
                return Action(BUY_DEALER_GAME)
            return None
        return self._stud(rnd, state, allowed, cards_left)

    def _stud(self, rnd: Round, s: BoxState, allowed: Sequence[str], cards_left: int) -> Action:
        value = evaluate(s.cards)
        cat = value.category
        rng = self.rng
        if s.status is Status.DRAWN:
            return Action(PLAY if cat >= H.ACE_KING or rng.random() < self.wander else FOLD)
        if cat >= H.TWO_PAIR or (cat >= H.ACE_KING and (EXCHANGE not in allowed or rng.random() < 0.7)):
            return Action(PLAY)
        if BUY in allowed and cards_left >= 1 and (_four_to_flush(s.cards) or rng.random() < self.wander):
            return Action(BUY)
        if EXCHANGE in allowed:
            keep = set(value.combination) if cat >= H.PAIR else {c for c in s.cards if c.rank >= Rank.JACK}
            discard = tuple(c for c in s.cards if c not in keep)
            low = rnd.profile.options.exchange_min_cards
            if len(discard) < low:
                discard = tuple(sorted(s.cards, key=lambda c: c.rank))[:low]
            if low <= len(discard) <= cards_left:
                return Action(EXCHANGE, discard=discard)
        if cat >= H.PAIR or rng.random() < self.wander:
            return Action(PLAY)
        return Action(FOLD)

    def _insure(self, rnd: Round, box: int) -> Action | None:
        limits = rnd.insurance_range(box)
        if limits is None or self.rng.random() < 0.4:
            return None
        low, high = limits
        unit = rnd.profile.table.chip_unit
        amount = round_down(low + (high - low) * Decimal(self.rng.randint(0, 4)) / 4, unit)
        return Action(INSURE, amount=max(low, amount))

    def _buy_card(self, s: BoxState, cards_left: int) -> Action | None:
        if cards_left < 1 or evaluate(s.cards).category >= H.PAIR or self.rng.random() < 0.6:
            return None
        return Action(BUY_CARD, discard=(min(s.cards, key=lambda c: c.rank),))

    def _holdem(self, rnd: Round, s: BoxState, allowed: Sequence[str]) -> Action:
        hole = s.cards
        board = rnd.board()
        a, b = sorted(hole, key=lambda c: c.rank, reverse=True)
        if "play:4" in allowed:
            strong = (a.rank == b.rank and a.rank >= Rank.THREE) or a.rank == Rank.ACE
            strong = strong or (a.rank == Rank.KING and (b.rank >= Rank.FIVE or a.suit == b.suit))
            return Action(PLAY, multiple=4, street="preflop") if strong else Action(CHECK, street="preflop")
        value = evaluate((*hole, *board)) if len(board) >= 3 else None
        uses_hole = value is not None and any(c in value.combination for c in hole)
        if "play:2" in allowed:
            assert value is not None
            good = value.category >= H.PAIR and uses_hole
            return Action(PLAY, multiple=2, street="flop") if good else Action(CHECK, street="flop")
        assert value is not None
        good = (value.category >= H.PAIR and uses_hole) or a.rank >= Rank.QUEEN or self.rng.random() < self.wander
        return Action(PLAY, multiple=1, street="river") if good else Action(FOLD, street="river")


def _four_to_flush(cards: Sequence[Card]) -> bool:
    return max(Counter(c.suit for c in cards).values()) >= 4


def _reserve(rnd: Round) -> int:
    """Cards the round may still need besides the draws now being decided."""
    return 2 + (1 if rnd.profile.options.dealer_game_buy else 0)


def simulate_round(
    game: str | Profile,
    boxes: int | Sequence[int],
    shoe: Shoe,
    strategy: BasicStrategy,
    *,
    table: dict[str, Any] | None = None,
    blind_rate: float = 0.1,
    on_round: Callable[[Round], None] | None = None,
    source: str = "simulated",
    clock: Callable[[], float] | None = None,
) -> Round:
    """Play one whole round with the simulated shoe and players, confirm it, return it.

    ``on_round`` is called with the new round before anything is recorded (a journal hooks
    in there). The shoe is shuffled afresh before the round (one deck per round)."""
    profile = load_profile(game) if isinstance(game, str) else game
    base = game if isinstance(game, str) else profile
    rnd = Round(base, table, clock=clock) if clock else Round(base, table)
    if on_round is not None:
        on_round(rnd)
    numbers = list(range(1, boxes + 1)) if isinstance(boxes, int) else list(boxes)
    rng = strategy.rng
    shoe.shuffle()
    for n in numbers:
        blind = strategy.blind(rnd.profile) and rng.random() < blind_rate
        rnd.place_wagers(
            n,
            strategy.wagers(rnd.profile, n),
            blind_box=blind,
            blind_play=rng.choice(sorted(multiples)) if blind and (multiples := rnd.blind_play_multiples()) else None,
        )
    rnd.start_deal()
    for _ in range(10_000):  # a round takes far fewer steps; this only bounds a bug
        phase = rnd.phase
        if phase is Phase.CONFIRMED:
            return rnd
        if phase in CARD_PHASES:
            if shoe.remaining == 0:
                raise DeviceError("the simulated shoe ran out of cards mid-round")
            # A card is read at the round's own time (a simulated shift's clock, when given).
            card = shoe.draw()
            rnd.feed(CardEvent(card, source, time=clock()) if clock else CardEvent(card, source))
        elif phase is Phase.OPEN_DEALER:
            rnd.open_dealer()
        elif phase is Phase.SETTLEMENT:
            rnd.confirm("simulator")
        else:
            budget = shoe.remaining - _reserve(rnd)
            acted = False
            for n in rnd.boxes_to_decide():
                action = strategy.decide(rnd, n, budget)
                if action is None:
                    continue
                if action.do in (EXCHANGE, BUY, BUY_CARD):
                    budget -= len(action.discard) or 1
                rnd.act(n, action)
                acted = True
                if rnd.phase is not phase:
                    break
            if not acted and rnd.phase is phase:
                if phase is Phase.INSURANCE:
                    rnd.close_insurance()
                elif phase is Phase.BUY_CARDS:
                    rnd.close_buy_cards()
                elif phase is Phase.DEALER_GAME_OFFER:
                    rnd.close_dealer_game()
                else:  # pragma: no cover - every box with a decision gets an action above
                    raise AssertionError(f"stuck in {phase}")
    raise AssertionError("the simulated round did not finish")  # pragma: no cover
