"""The values a round is made of: wagers, actions, boxes, and each box's state.

All frozen: an accepted action returns a new :class:`BoxState`, so a round is its list of
records and replays from them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, fields
from decimal import Decimal

from dealer_assist.cards import Card
from dealer_assist.evaluator import HandCategory, HandValue, evaluate
from dealer_assist.money import ZERO

# Action names, exactly as in the round file (docs/round-file.md).
FOLD = "fold"
PLAY = "play"
CHECK = "check"
EXCHANGE = "exchange"
BUY = "buy"
BUY_CARD = "buy_card"
INSURE = "insure"
BUY_DEALER_GAME = "buy_dealer_game"
ACTIONS = (FOLD, PLAY, CHECK, EXCHANGE, BUY, BUY_CARD, INSURE, BUY_DEALER_GAME)

STREETS = ("preflop", "flop", "river")


@dataclass(frozen=True)
class SideBetOnBox:
    """An Express Bonus placed on another box's hand."""

    box: int
    amount: Decimal


@dataclass(frozen=True)
class Wagers:
    """What a box staked before the deal. Zero means not placed."""

    ante: Decimal = ZERO
    blind: Decimal = ZERO
    trips: Decimal = ZERO
    express_bonus: Decimal = ZERO
    express_bonus_dealer: Decimal = ZERO
    express_bonus_box: tuple[SideBetOnBox, ...] = ()
    bonus: Decimal = ZERO
    seguro: Decimal = ZERO

    def placed(self) -> dict[str, Decimal]:
        """The simple wagers that were placed, by round-file name."""
        out = {}
        for name in ("ante", "blind", "trips", "express_bonus", "express_bonus_dealer", "bonus", "seguro"):
            value: Decimal = getattr(self, name)
            if value:
                out[name] = value
        return out


@dataclass(frozen=True)
class Action:
    """One decision on a box, as the round file writes it."""

    do: str
    discard: tuple[Card, ...] = ()
    draw: tuple[Card, ...] = ()
    amount: Decimal | None = None
    multiple: int | None = None
    street: str | None = None

    def describe(self) -> str:
        parts = [self.do]
        if self.multiple is not None:
            parts.append(f"{self.multiple}x")
        if self.street:
            parts.append(f"({self.street})")
        if self.discard:
            parts.append("discard " + " ".join(c.code for c in self.discard))
        if self.draw:
            parts.append("draw " + " ".join(c.code for c in self.draw))
        if self.amount is not None:
            parts.append(str(self.amount))
        return " ".join(parts)


class Status(enum.Enum):
    """Where a box stands in the round."""

    WAITING = "waiting"  # wagers placed, cards not all dealt
    DEALT = "dealt"  # first decision due (stud) / pre-flop (hold'em)
    DRAW_PENDING = "draw_pending"  # exchange or sixth card chosen, cards not yet drawn
    DRAWN = "drawn"  # new cards in hand, fold or play due
    FLOP = "flop"  # hold'em: checked pre-flop
    RIVER = "river"  # hold'em: checked on the flop
    PLAYED = "played"
    FOLDED = "folded"
    INSTANT = "instant"  # Novo: straight or royal flush paid at once, main game over


@dataclass(frozen=True)
class BoxState:
    """One box during a round. Replaced, never mutated."""

    box: int
    wagers: Wagers
    blind_box: bool = False
    player: str | None = None
    dealt: tuple[Card, ...] = ()
    """The box's cards as first dealt (Express Bonus, BONUS and Seguro are settled on these)."""
    cards: tuple[Card, ...] = ()
    """The box's cards now (after any exchange, sixth card or bought card)."""
    status: Status = Status.WAITING
    pending: Action | None = None
    """An exchange / sixth card / bought card chosen and waiting for its cards."""
    exchanged: bool = False
    bought_sixth: bool = False
    bought_card: bool = False
    bet: Decimal = ZERO
    """The Bet (stud) or Play (hold'em) wager, zero until placed."""
    play_multiple: int | None = None
    play_street: str | None = None
    insurance: Decimal = ZERO
    bought_dealer_game: bool = False
    actions: tuple[Action, ...] = field(default=())

    def with_(self, **changes: object) -> BoxState:
        """A copy with some fields changed (cheaper than dataclasses.replace: this runs
        several times per box per round)."""
        unknown = changes.keys() - _BOX_FIELDS
        if unknown:
            raise TypeError(f"BoxState has no field(s) {', '.join(sorted(unknown))}")
        new = object.__new__(BoxState)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new

    @property
    def folded(self) -> bool:
        return self.status is Status.FOLDED

    @property
    def played(self) -> bool:
        return self.status is Status.PLAYED


_BOX_FIELDS = frozenset(f.name for f in fields(BoxState))


@dataclass(frozen=True)
class BoxSpec:
    """A box as a round file gives it: wagers, first cards, actions in order."""

    box: int
    wagers: Wagers
    cards: tuple[Card, ...]
    actions: tuple[Action, ...] = ()
    blind_box: bool = False
    player: str | None = None


@dataclass(frozen=True)
class DealerSpec:
    cards: tuple[Card, ...]
    bought_draw: Card | None = None


@dataclass(frozen=True)
class DealerView:
    """What the box's decisions may depend on: the dealer's hand once opened."""

    opened: bool = False
    cards: tuple[Card, ...] = ()

    @property
    def value(self) -> HandValue:
        return evaluate(self.cards)

    @property
    def qualifies(self) -> bool:
        return self.value.category >= HandCategory.ACE_KING
