"""A deliberately plain poker evaluator, written from the rules, to check the fast one."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence

from dealer_assist.cards import Card

# (category, tie-break ranks): compares the way docs/rules.md §1 says hands compare.
Ref = tuple[int, tuple[int, ...]]


def ref5(cards: Sequence[Card]) -> Ref:
    ranks = sorted((int(c.rank) for c in cards), reverse=True)
    counts = Counter(ranks)
    flush = len({c.suit for c in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_high = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_high = distinct[0]
        elif distinct == [12, 3, 2, 1, 0]:
            straight_high = 3
    by_count = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [c for _, c in by_count]
    order = tuple(r for r, _ in by_count)
    if straight_high is not None and flush:
        return (10 if straight_high == 12 else 9, (straight_high,))
    if shape == [4, 1]:
        return (8, order)
    if shape == [3, 2]:
        return (7, order)
    if flush:
        return (6, tuple(ranks))
    if straight_high is not None:
        return (5, (straight_high,))
    if shape == [3, 1, 1]:
        return (4, order)
    if shape == [2, 2, 1]:
        return (3, order)
    if shape == [2, 1, 1, 1]:
        return (2, order)
    if ranks[0] == 12 and ranks[1] == 11:
        return (1, tuple(ranks))
    return (0, tuple(ranks))


def ref_best(cards: Sequence[Card]) -> Ref:
    return max(ref5(five) for five in itertools.combinations(cards, 5))
