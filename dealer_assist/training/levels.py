"""Difficulty levels and the simulated players that deal the trainee's drills.

A level sets the table (how many boxes, whether the table maximum is low enough to cap a
payout) and what the simulated players may do (exchanges and sixth cards, insurance,
buying the dealer a game, blind boxes). The players are the :class:`BasicStrategy` of
:mod:`dealer_assist.simulation`, held back to what the level allows.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from dealer_assist.errors import ConfigError
from dealer_assist.evaluator import HandCategory, evaluate
from dealer_assist.flow import Phase, Round
from dealer_assist.rules.model import BUY, FOLD, PLAY, Action, Status
from dealer_assist.simulation import BasicStrategy


@dataclass(frozen=True)
class Level:
    """What a difficulty level deals."""

    number: int
    name: str
    boxes: tuple[int, int]
    """Fewest and most boxes at the table (drills about several boxes)."""
    draws: bool
    """Exchanges, sixth cards and bought cards (six-card boxes: second hands)."""
    sixth_card_rate: float
    """How often a box that may buy a sixth card does (more six-card hands)."""
    insurance: bool
    dealer_game: bool
    """Boxes may buy the dealer a game (where the game allows it)."""
    blind_rate: float
    tight_table: bool
    """A low table maximum: payouts are capped."""


LEVELS: dict[int, Level] = {
    1: Level(1, "five cards, one box at a time", (2, 3), False, 0.0, False, False, 0.0, False),
    2: Level(2, "exchanges, six cards and second hands, insurance", (3, 5), True, 0.35, True, False, 0.1, False),
    3: Level(3, "table maximum, bought dealer games, every box", (5, 7), True, 0.35, True, True, 0.15, True),
}

# Table limits the drills are dealt at. Wide: no payout reaches the maximum. Tight: the
# strategy's Antes (10 to 100) often win more than the maximum.
WIDE_TABLE = {"min_bet": "10", "max_bet": "100"}
TIGHT_MAX_PAYOUTS = ("100", "150", "200", "250", "300", "400")
TIGHT_SIDE_MAX_PAYOUTS = ("100", "200", "300", "500")


def level(number: int) -> Level:
    """The level by number (1, 2 or 3)."""
    try:
        return LEVELS[number]
    except KeyError as err:
        raise ConfigError(f"level {number}: choose 1, 2 or 3") from err


def table_for(lvl: Level, rng: random.Random, *, tight: bool | None = None) -> dict[str, Any]:
    """The table overrides a drill is dealt at."""
    table: dict[str, Any] = dict(WIDE_TABLE)
    if lvl.tight_table if tight is None else tight:
        table["max_payout"] = rng.choice(TIGHT_MAX_PAYOUTS)
        table["side_bet_max_payout"] = rng.choice(TIGHT_SIDE_MAX_PAYOUTS)
    return table


class TrainingStrategy(BasicStrategy):
    """:class:`BasicStrategy`, held back to what the level deals.

    Level 1 boxes only play or fold (five cards each, no insurance); higher levels buy a
    sixth card more often than a real player would, so that second hands come up."""

    name = "training"

    def __init__(self, lvl: Level, seed: int | None = None) -> None:
        super().__init__(seed)
        self.level = lvl

    def decide(self, rnd: Round, box: int, cards_left: int) -> Action | None:
        allowed = rnd.allowed(box)
        if not allowed or rnd.street() is not None:
            return super().decide(rnd, box, cards_left)
        lvl, phase = self.level, rnd.phase
        if phase is Phase.INSURANCE and not lvl.insurance:
            return None
        if phase is Phase.DEALER_GAME_OFFER and not lvl.dealer_game:
            return None
        if phase is Phase.BUY_CARDS and not lvl.draws:
            return None
        if phase is Phase.DECISIONS:
            state = rnd.boxes[box]
            if not lvl.draws and state.status is Status.DEALT:
                category = evaluate(state.cards).category
                good = category >= HandCategory.ACE_KING or self.rng.random() < self.wander
                return Action(PLAY if good else FOLD)
            if (
                BUY in allowed
                and state.status is Status.DEALT
                and cards_left >= 1
                and evaluate(state.cards).category < HandCategory.STRAIGHT
                and self.rng.random() < lvl.sixth_card_rate
            ):
                return Action(BUY)
        return super().decide(rnd, box, cards_left)
