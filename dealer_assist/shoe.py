"""The simulated shoe: the only place in the engine that owns a random generator.

>>> shoe = Shoe(seed=7)
>>> len({shoe.draw() for _ in range(52)})
52
"""

from __future__ import annotations

import random

from dealer_assist.cards import DECK, Card
from dealer_assist.errors import DeviceError


class Shoe:
    """One shuffled 52-card deck at a time, reproducible from ``seed``."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._cards: list[Card] = []
        self.shuffles = 0
        self.shuffle()

    def shuffle(self) -> None:
        """Start a new deck: all 52 cards, freshly shuffled."""
        self._cards = list(DECK)
        self._rng.shuffle(self._cards)
        self.shuffles += 1

    @property
    def remaining(self) -> int:
        return len(self._cards)

    def draw(self) -> Card:
        if not self._cards:
            raise DeviceError("the shoe is empty: shuffle a new deck")
        return self._cards.pop()

    def peek(self, n: int = 1) -> list[Card]:
        """The next ``n`` cards without drawing them (for tests and training)."""
        return list(reversed(self._cards[-n:])) if n else []

    @property
    def rng(self) -> random.Random:
        """The shoe's generator, for simulated players' decisions."""
        return self._rng
