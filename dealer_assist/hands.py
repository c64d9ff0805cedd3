"""The principal hand and the second hand of a Novo / Russian Poker box (docs/rules.md §3).

A box holds at most two hands: its principal hand (the best five-card hand) and a second
*combination* that holds at least one card that is not a combination card of the
principal. Of all such pairs the box is paid for the one that pays it the most.

>>> from dealer_assist.money import Ratio
>>> table = {c: Ratio(1) for c in HandCategory if c >= HandCategory.ACE_KING}
>>> two = best_two_hands("Jh Js 3d Ac Kh", table)
>>> two.principal.category.name, two.second.category.name
('PAIR', 'ACE_KING')
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from dealer_assist.cards import Card, CardLike, Rank, parse_cards
from dealer_assist.errors import CardError
from dealer_assist.evaluator import (
    CODES,
    HandCategory,
    HandValue,
    _pack,
    category_of,
    evaluate,
    rank5,
)
from dealer_assist.money import Ratio

PayTable = Mapping[HandCategory, Ratio]

_FIVE_CARD_COMBINATIONS = frozenset(
    {
        HandCategory.STRAIGHT,
        HandCategory.FLUSH,
        HandCategory.FULL_HOUSE,
        HandCategory.STRAIGHT_FLUSH,
        HandCategory.ROYAL_FLUSH,
    }
)


@dataclass(frozen=True)
class Combination:
    """A paying combination made by some of a box's cards (2 to 5 of them)."""

    category: HandCategory
    cards: tuple[Card, ...]
    strength: int

    @property
    def name(self) -> str:
        return self.category.label

    def describe(self) -> str:
        return f"{self.category.label} ({' '.join(c.code for c in self.cards)})"


@dataclass(frozen=True)
class TwoHands:
    """The principal hand and the second hand (None when the box has none)."""

    principal: HandValue
    second: Combination | None


def combinations_in(
    cards: Sequence[Card], scored: Sequence[tuple[int, Sequence[Card]]] | None = None
) -> list[Combination]:
    """Every combination the cards make, as sets of combination cards (docs/rules.md §1).

    ``scored`` may give the five-card subsets with their strengths, already computed."""
    found: list[Combination] = []
    by_rank: dict[Rank, list[Card]] = {}
    for c in cards:
        by_rank.setdefault(c.rank, []).append(c)
    pairs: list[tuple[Card, ...]] = []
    for rank, group in by_rank.items():
        for pair in itertools.combinations(group, 2):
            pairs.append(pair)
            found.append(Combination(HandCategory.PAIR, pair, _pack(HandCategory.PAIR, [rank])))
        for trips in itertools.combinations(group, 3):
            found.append(Combination(HandCategory.TRIPS, trips, _pack(HandCategory.TRIPS, [rank])))
        if len(group) == 4:
            found.append(Combination(HandCategory.QUADS, tuple(group), _pack(HandCategory.QUADS, [rank])))
    for p1, p2 in itertools.combinations(pairs, 2):
        if p1[0].rank != p2[0].rank:
            hi, lo = (p1, p2) if p1[0].rank > p2[0].rank else (p2, p1)
            strength = _pack(HandCategory.TWO_PAIR, [hi[0].rank, lo[0].rank])
            found.append(Combination(HandCategory.TWO_PAIR, (*hi, *lo), strength))
    for ace in by_rank.get(Rank.ACE, ()):
        for king in by_rank.get(Rank.KING, ()):
            strength = _pack(HandCategory.ACE_KING, [Rank.ACE, Rank.KING])
            found.append(Combination(HandCategory.ACE_KING, (ace, king), strength))
    if scored is None:
        scored = [(rank5([CODES[c.index] for c in five]), five) for five in itertools.combinations(cards, 5)]
    for strength, five in scored:
        category = category_of(strength)
        if category in _FIVE_CARD_COMBINATIONS:
            found.append(Combination(category, tuple(five), strength))
    return found


def best_two_hands(cards: str | Iterable[CardLike], pay_table: PayTable) -> TwoHands:
    """The principal hand of 5 or 6 cards and the best-paying second hand by ``pay_table``.

    Among principal hands of equal value (the same ranks from different cards) the one
    that leaves the best second hand is chosen: the box is paid the most it can be.
    """
    parsed = parse_cards(cards)
    if len(parsed) not in (5, 6):
        raise CardError(f"a box holds 5 or 6 cards, not {len(parsed)}")
    if len({c.index for c in parsed}) != len(parsed):
        raise CardError("a box cannot hold the same card twice")
    scored = [(rank5([CODES[c.index] for c in five]), five) for five in itertools.combinations(parsed, 5)]
    best = max(s for s, _ in scored)
    candidates = [
        (c, pay_table[c.category])
        for c in combinations_in(parsed, scored)
        if c.category in pay_table and pay_table[c.category].num > 0
    ]
    candidates.sort(key=lambda cr: (cr[1], cr[0].strength), reverse=True)
    chosen: TwoHands | None = None
    chosen_key: tuple[Ratio, int] | None = None
    for strength, five in scored:
        if strength != best:
            continue
        principal = evaluate(five)
        used = {c.index for c in principal.combination}
        second = next(
            ((c, r) for c, r in candidates if any(x.index not in used for x in c.cards)),
            None,
        )
        key = (second[1], second[0].strength) if second else (Ratio(0), -1)
        if chosen_key is None or chosen_key[0] < key[0] or (not key[0] < chosen_key[0] and key[1] > chosen_key[1]):
            chosen = TwoHands(principal, second[0] if second else None)
            chosen_key = key
    assert chosen is not None
    return chosen
