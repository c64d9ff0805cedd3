"""Dealing procedures (the novo-poker-b sheet, docs/rule-sheets.md): which card goes where, in what order.

A *slot* is one card's place in the round: a burn, a box's n-th card, the dealer's n-th
card, a board card, a drawn card. The round flow fills slots in order as cards arrive.

>>> from dealer_assist.profile import load_profile
>>> [str(s) for s in deal_slots(load_profile("novo").dealing, [1, 2], "stud")][:5]
['burn 1', 'box 1 card 1', 'box 2 card 1', 'dealer card 1', 'box 1 card 2']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from dealer_assist.profile import Dealing
from dealer_assist.rules.engine import FAMILIES

BURN, BOX, DEALER, BOARD, DRAW, DEALER_GAME = "burn", "box", "dealer", "board", "draw", "dealer_game"


@dataclass(frozen=True, order=True)
class Slot:
    """Where one card goes. ``index`` counts from 1 within its kind (and box)."""

    kind: str
    box: int = 0
    index: int = 1

    def __str__(self) -> str:
        if self.kind == BOX:
            return f"box {self.box} card {self.index}"
        if self.kind == DRAW:
            return f"box {self.box} draw {self.index}"
        if self.kind == BURN:
            return f"burn {self.index}"
        if self.kind == DEALER_GAME:
            return "dealer's bought card"
        return f"{self.kind} card {self.index}"

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind, "box": self.box, "index": self.index}

    @staticmethod
    def from_json(data: dict[str, object]) -> Slot:
        return Slot(str(data["kind"]), int(data.get("box", 0)), int(data.get("index", 1)))  # type: ignore[call-overload]


class BurnCounter:
    """Numbers the burns of a round in order."""

    def __init__(self) -> None:
        self.count = 0

    def next(self) -> Slot:
        self.count += 1
        return Slot(BURN, 0, self.count)


def deal_slots(dealing: Dealing, boxes: Sequence[int], family: str, burns: BurnCounter | None = None) -> list[Slot]:
    """The first deal: five cards each (two in hold'em) to the boxes and the dealer.

    Shoe: one card at a time round the active boxes in box order, then the dealer, until
    each has its cards; a burn first when the profile says so. Shuffler: five-card sets to
    each box in turn, the dealer's set last."""
    burns = burns or BurnCounter()
    n = FAMILIES[family].hand_size
    order = sorted(boxes)
    slots: list[Slot] = []
    if dealing.method == "shoe":
        if dealing.burn_before_deal:
            slots.append(burns.next())
        for i in range(1, n + 1):
            slots.extend(Slot(BOX, b, i) for b in order)
            slots.append(Slot(DEALER, 0, i))
    else:
        for b in order:
            slots.extend(Slot(BOX, b, i) for i in range(1, n + 1))
        slots.extend(Slot(DEALER, 0, i) for i in range(1, n + 1))
    return slots


def draw_slots(dealing: Dealing, wanted: Sequence[tuple[int, int]], burns: BurnCounter) -> list[Slot]:
    """Exchanges and sixth (or bought) cards, in box order, after one burn."""
    slots: list[Slot] = []
    if wanted and dealing.burn_before_exchanges:
        slots.append(burns.next())
    for box, count in sorted(wanted):
        slots.extend(Slot(DRAW, box, i) for i in range(1, count + 1))
    return slots


def dealer_game_slots(dealing: Dealing, burns: BurnCounter) -> list[Slot]:
    """Buying the dealer a game: a burn, then the dealer's new card."""
    slots = [burns.next()] if dealing.burn_before_dealer_game else []
    return [*slots, Slot(DEALER_GAME, 0, 1)]


def board_slots(dealing: Dealing, street: str, burns: BurnCounter) -> list[Slot]:
    """Hold'em: the flop (three cards) or the turn and river together (two)."""
    if street == "flop":
        first = [burns.next()] if dealing.burn_before_flop else []
        return first + [Slot(BOARD, 0, i) for i in (1, 2, 3)]
    first = [burns.next()] if dealing.burn_before_turn_river else []
    return first + [Slot(BOARD, 0, i) for i in (4, 5)]
