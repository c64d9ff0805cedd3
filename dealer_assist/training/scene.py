"""What a drill shows the trainee: the table at the moment of the question, taken from a
:class:`~dealer_assist.flow.Round` (plain values; the screen draws them)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from dealer_assist.cards import Card
from dealer_assist.flow import Round, Slot
from dealer_assist.flow.dealing import DEALER_GAME
from dealer_assist.money import fmt
from dealer_assist.rules.model import Action


@dataclass(frozen=True)
class BoxScene:
    """One box as the trainee sees it."""

    box: int
    cards: tuple[Card, ...]
    """The box's cards now (after any exchange or bought card)."""
    dealt: tuple[Card, ...]
    """The cards as first dealt (side bets are settled on these)."""
    wagers: tuple[tuple[str, Decimal], ...]
    actions: tuple[Action, ...]
    status: str
    bet: Decimal
    """The Bet (stud) or Play (hold'em) placed, zero if none."""
    insurance: Decimal
    blind: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "box": self.box,
            "cards": [c.code for c in self.cards],
            "dealt": [c.code for c in self.dealt],
            "wagers": {k: fmt(v) for k, v in self.wagers},
            "actions": [a.describe() for a in self.actions],
            "status": self.status,
            "bet": fmt(self.bet),
            "insurance": fmt(self.insurance),
            "blind": self.blind,
        }


@dataclass(frozen=True)
class Scene:
    """The table at the moment of the question."""

    game: str
    """Profile name (``novo``)."""
    title: str
    dealer: tuple[Card, ...]
    dealer_open: bool
    """All the dealer's cards are shown (else only the face-up one)."""
    up_card: int
    """Which dealer card (1-5) lies face up from the deal; 0 when none does (hold'em)."""
    bought: Card | None
    """The card the dealer received when a box bought the dealer a game."""
    board: tuple[Card, ...]
    boxes: tuple[BoxScene, ...]
    max_payout: Decimal
    side_bet_max_payout: Decimal
    chip_unit: Decimal
    hand_size: int = 5
    """Cards a box is dealt in this game (the room each box's cards take on the screen)."""

    def box(self, number: int) -> BoxScene:
        return next(b for b in self.boxes if b.box == number)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "dealer": [c.code for c in self.dealer],
            "dealer_open": self.dealer_open,
            "bought": self.bought.code if self.bought else None,
            "board": [c.code for c in self.board],
            "boxes": [b.to_json() for b in self.boxes],
            "max_payout": fmt(self.max_payout),
            "side_bet_max_payout": fmt(self.side_bet_max_payout),
            "chip_unit": fmt(self.chip_unit),
        }


def scene_of(rnd: Round, boxes: list[int] | None = None, *, dealer_open: bool = True) -> Scene:
    """The scene of ``rnd`` now, with the given boxes (all by default)."""
    numbers = sorted(rnd.boxes) if boxes is None else boxes
    shown = []
    for n in numbers:
        s = rnd.boxes[n]
        shown.append(
            BoxScene(
                box=n,
                cards=s.cards or tuple(c for c in rnd.box_cards(n) if c is not None),
                dealt=s.dealt,
                wagers=tuple(s.wagers.placed().items()),
                actions=s.actions,
                status=s.status.value,
                bet=s.bet,
                insurance=s.insurance,
                blind=s.blind_box,
            )
        )
    t = rnd.profile.table
    bought = rnd.cards.get(Slot(DEALER_GAME, 0, 1))
    return Scene(
        game=rnd.profile.name,
        title=rnd.profile.title,
        dealer=tuple(c for c in rnd.dealer_cards() if c is not None),
        dealer_open=dealer_open,
        up_card=rnd.rules.dealer_up_card or 0,
        bought=bought,
        board=rnd.board(),
        boxes=tuple(shown),
        max_payout=t.max_payout,
        side_bet_max_payout=t.side_bet_max_payout,
        chip_unit=t.chip_unit,
        hand_size=rnd.rules.hand_size,
    )
