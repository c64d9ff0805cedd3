"""Express Bonus / BONUS rows (docs/rules.md §2): which rows a five-card hand makes.

>>> from dealer_assist.cards import parse_cards
>>> sorted(rows_made(parse_cards("Jh Qh Kh Jd Qd")))
['FIVE_PICTURES', 'SAME_COLOUR']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from dealer_assist.cards import Card, Rank
from dealer_assist.evaluator import HandCategory, category_of_cards
from dealer_assist.money import Ratio

_PICTURES = frozenset({Rank.JACK, Rank.QUEEN, Rank.KING})


def rows_made(five: Sequence[Card]) -> set[str]:
    """Every Express Bonus row the five cards make (a hand may make several)."""
    category = category_of_cards(five)
    counts = Counter(c.rank for c in five)
    ranks = set(counts)
    made: set[str] = set()
    if category is HandCategory.QUADS:
        made.add("QUADS")
    if all(c.rank in _PICTURES for c in five):
        made.add("FIVE_PICTURES")
    if category is HandCategory.FULL_HOUSE:
        made.add("FULL_HOUSE")
    if len({c.suit for c in five}) == 1:
        made.add("FLUSH")  # a straight or royal flush makes the Flush row
    if category in (HandCategory.STRAIGHT, HandCategory.STRAIGHT_FLUSH, HandCategory.ROYAL_FLUSH):
        made.add("STRAIGHT")
    if max(counts.values()) >= 3:
        made.add("TRIPS")
    if {Rank.ACE, Rank.KING, Rank.QUEEN} <= ranks:
        made.add("ACE_KING_QUEEN")
    if len({c.suit.is_red for c in five}) == 1:
        made.add("SAME_COLOUR")
    return made


def best_row(five: Sequence[Card], table: Mapping[str, Ratio]) -> tuple[str, Ratio] | None:
    """The single highest-paying row of ``table`` the hand makes, or None (the wager loses).

    With the sheet's table "highest row" and "highest-paying row" are the same; with a
    casino's own table the player is paid the best row the hand makes."""
    made = rows_made(five)
    best: tuple[str, Ratio] | None = None
    for row, ratio in table.items():  # table order: the sheet's, highest row first
        if row in made and (best is None or best[1] < ratio):
            best = (row, ratio)
    return best
