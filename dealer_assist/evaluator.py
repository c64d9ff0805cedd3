"""Hand evaluation: table-driven, exact, and fast enough for exhaustive analysis.

Every 5-card hand value is one integer, its *strength*: the category in bits 20..23 and up
to five tie-break ranks in 4-bit nibbles below it, so comparing strengths compares hands
(docs/rules.md §1). The fast entry points :func:`rank5`, :func:`rank6`, :func:`rank7` take
*hand codes* (see :func:`card_code`) and do one table look-up after summing per-card keys:

* a per-rank key chosen so that the sum of up to seven keys identifies the rank multiset
  (the keys of SKPokerEval), looked up in a table built once from the rules;
* a 3-bit suit counter per suit in the low bits, so one look-up says whether (and in which
  suit) five cards share a suit; a flush is then a look-up by the suit's rank bit mask.

:func:`evaluate` is the rich, slower API the rules engine uses: a :class:`HandValue` with
the category, tie-break ranks, the best five cards and the combination cards.

>>> evaluate("Jh Js 3d Ac Kh").category.name
'PAIR'
>>> evaluate("As Kd 7c 5h 2s").category.name
'ACE_KING'
>>> evaluate("5s 4d 3s 2s As") < evaluate("6h 5s 4s 3s 2s")  # the wheel: the lowest straight
True
>>> evaluate("5s 4s 3s 2s As") > evaluate("6h 5s 4s 3s 2s")  # a steel wheel is a straight flush
True
"""

from __future__ import annotations

import enum
import functools
import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import total_ordering

from dealer_assist.cards import DECK, Card, CardLike, Rank, parse_cards
from dealer_assist.errors import CardError


class HandCategory(enum.IntEnum):
    """Hand categories, low to high (docs/rules.md §1)."""

    HIGH_CARD = 0
    ACE_KING = 1
    PAIR = 2
    TWO_PAIR = 3
    TRIPS = 4
    STRAIGHT = 5
    FLUSH = 6
    FULL_HOUSE = 7
    QUADS = 8
    STRAIGHT_FLUSH = 9
    ROYAL_FLUSH = 10

    @property
    def label(self) -> str:
        return CATEGORY_LABELS[self]


CATEGORY_LABELS = {
    HandCategory.HIGH_CARD: "No game",
    HandCategory.ACE_KING: "Ace-King",
    HandCategory.PAIR: "Pair",
    HandCategory.TWO_PAIR: "Two pairs",
    HandCategory.TRIPS: "Three of a kind",
    HandCategory.STRAIGHT: "Straight",
    HandCategory.FLUSH: "Flush",
    HandCategory.FULL_HOUSE: "Full house",
    HandCategory.QUADS: "Four of a kind",
    HandCategory.STRAIGHT_FLUSH: "Straight flush",
    HandCategory.ROYAL_FLUSH: "Royal flush",
}

CATEGORY_SHIFT = 20

# Per-rank keys whose sums over any multiset of at most seven cards (at most four of a
# rank) are distinct: the keys published with SKPokerEval (Kevin Suffecool's successor).
_RANK_KEYS = (0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181)
_RANK_SHIFT = 27  # rank key sum lives above this bit
_BIT_SHIFT = 12  # one-hot rank bit (13 bits, 15 reserved so seven never carry)
_SUIT_BITS = 3  # a 3-bit counter per suit in bits 0..11
_ACE, _KING = 12, 11
_WHEEL = 0b1000000001111  # A 5 4 3 2


def card_code(card: Card) -> int:
    """The integer the fast evaluators take for ``card``."""
    return CODES[card.index]


def _code(index: int) -> int:
    rank, suit = divmod(index, 4)
    return (_RANK_KEYS[rank] << _RANK_SHIFT) | (1 << (rank + _BIT_SHIFT)) | (1 << (_SUIT_BITS * suit))


CODES: tuple[int, ...] = tuple(_code(i) for i in range(52))
"""Hand code of each card, by card index."""


def _pack(category: HandCategory, ranks: Sequence[int]) -> int:
    value = int(category)
    for i in range(5):
        value = (value << 4) | (ranks[i] if i < len(ranks) else 0)
    return value


def _straight_high(mask: int) -> int:
    """Rank of the highest straight's top card in a rank bit mask, or -1."""
    for high in range(12, 3, -1):
        run = 0b11111 << (high - 4)
        if mask & run == run:
            return high
    if mask & _WHEEL == _WHEEL:
        return 3
    return -1


def _flush_strength(mask: int) -> int:
    high = _straight_high(mask)
    if high == 12:
        return _pack(HandCategory.ROYAL_FLUSH, [12])
    if high >= 0:
        return _pack(HandCategory.STRAIGHT_FLUSH, [high])
    ranks = [r for r in range(12, -1, -1) if mask >> r & 1][:5]
    return _pack(HandCategory.FLUSH, ranks)


def _plain_strength(counts: Sequence[int]) -> int:
    """Best hand of a rank multiset (counts per rank), ignoring flushes."""
    present = [r for r in range(12, -1, -1) if counts[r]]
    quads = [r for r in present if counts[r] >= 4]
    trips = [r for r in present if counts[r] == 3]
    pairs = [r for r in present if counts[r] == 2]
    if quads:
        q = quads[0]
        return _pack(HandCategory.QUADS, [q, next(r for r in present if r != q)])
    if trips and (len(trips) > 1 or pairs):
        t = trips[0]
        p = max([r for r in trips[1:]] + pairs)
        return _pack(HandCategory.FULL_HOUSE, [t, p])
    mask = sum(1 << r for r in present)
    high = _straight_high(mask)
    if high >= 0:
        return _pack(HandCategory.STRAIGHT, [high])
    if trips:
        t = trips[0]
        return _pack(HandCategory.TRIPS, [t] + [r for r in present if r != t][:2])
    if len(pairs) >= 2:
        p1, p2 = pairs[0], pairs[1]
        return _pack(HandCategory.TWO_PAIR, [p1, p2] + [r for r in present if r not in (p1, p2)][:1])
    if pairs:
        p = pairs[0]
        return _pack(HandCategory.PAIR, [p] + [r for r in present if r != p][:3])
    top = present[:5]
    category = HandCategory.ACE_KING if top[:2] == [_ACE, _KING] else HandCategory.HIGH_CARD
    return _pack(category, top)


def _multisets(size: int) -> Iterable[tuple[int, ...]]:
    """Every rank multiset of ``size`` cards as a 13-tuple of counts (each at most 4)."""

    def rec(rank: int, left: int) -> Iterable[tuple[int, ...]]:
        if rank == 0:
            if left <= 4:
                yield (left,)
            return
        for c in range(min(4, left), -1, -1):
            for rest in rec(rank - 1, left - c):
                yield (*rest, c)

    yield from rec(12, size)


def _plain_table(size: int) -> dict[int, int]:
    table: dict[int, int] = {}
    for counts in _multisets(size):
        key = sum(k * c for k, c in zip(_RANK_KEYS, counts, strict=True))
        if key in table:  # pragma: no cover - guarded by the choice of keys
            raise AssertionError(f"rank keys collide for {size} cards")
        table[key] = _plain_strength(counts)
    return table


def _five_card_tables() -> tuple[dict[int, int], list[int]]:
    """Strength of every 5-card rank multiset, and of every 5-rank flush, built directly."""
    keys = _RANK_KEYS
    plain: dict[int, int] = {}
    flush = [0] * (1 << 13)
    for ranks in itertools.combinations(range(12, -1, -1), 5):
        mask = sum(1 << r for r in ranks)
        plain[sum(keys[r] for r in ranks)] = _plain_strength_distinct(ranks, mask)
        flush[mask] = _flush_strength(mask)
    for p in range(13):
        others = [r for r in range(12, -1, -1) if r != p]
        for kick in itertools.combinations(others, 3):
            plain[2 * keys[p] + sum(keys[r] for r in kick)] = _pack(HandCategory.PAIR, [p, *kick])
        for t_kick in itertools.combinations(others, 2):
            key = 3 * keys[p] + keys[t_kick[0]] + keys[t_kick[1]]
            plain[key] = _pack(HandCategory.TRIPS, [p, *t_kick])
        for o in others:
            plain[4 * keys[p] + keys[o]] = _pack(HandCategory.QUADS, [p, o])
            plain[3 * keys[p] + 2 * keys[o]] = _pack(HandCategory.FULL_HOUSE, [p, o])
    for p1, p2 in itertools.combinations(range(12, -1, -1), 2):
        for k in range(12, -1, -1):
            if k not in (p1, p2):
                plain[2 * keys[p1] + 2 * keys[p2] + keys[k]] = _pack(HandCategory.TWO_PAIR, [p1, p2, k])
    return plain, flush


def _plain_strength_distinct(ranks: Sequence[int], mask: int) -> int:
    high = _straight_high(mask)
    if high >= 0:
        return _pack(HandCategory.STRAIGHT, [high])
    category = HandCategory.ACE_KING if ranks[0] == _ACE and ranks[1] == _KING else HandCategory.HIGH_CARD
    return _pack(category, ranks)


_PLAIN5, _FLUSH_BY_MASK = _five_card_tables()
_FLUSH_SUIT: list[int] = []
for _v in range(1 << 12):
    _suit = -1
    for _s in range(4):
        if (_v >> (_SUIT_BITS * _s)) & 7 >= 5:
            _suit = _s
    _FLUSH_SUIT.append(_suit)
del _v, _suit, _s
_SUIT_FIELD = tuple(7 << (_SUIT_BITS * s) for s in range(4))
# The 6- and 7-card tables are filled on first use (about 0.2 s and 0.5 s): start-up of the
# commands that never need them (settle) stays fast. The hot paths index them directly.
_PLAIN6: dict[int, int] = {}
_PLAIN7: dict[int, int] = {}
_PLAIN67 = {6: _PLAIN6, 7: _PLAIN7}


def _plain(size: int) -> dict[int, int]:
    table = _PLAIN67[size]
    if not table:
        table.update(_plain_table(size))
    return table


def rank5(codes: Sequence[int]) -> int:
    """Strength of five hand codes."""
    a, b, c, d, e = codes
    s = a + b + c + d + e
    if _FLUSH_SUIT[s & 0xFFF] >= 0:
        return _FLUSH_BY_MASK[((a | b | c | d | e) >> _BIT_SHIFT) & 0x1FFF]
    return _PLAIN5[s >> _RANK_SHIFT]


def _flush_of(codes: Sequence[int], suit: int) -> int:
    bit = 1 << (_SUIT_BITS * suit)
    mask = 0
    for c in codes:
        if c & bit:
            mask |= c
    # With six or seven cards a flush leaves too few other cards for quads or a full house.
    ranks = (mask >> _BIT_SHIFT) & 0x1FFF
    value = _FLUSH_BY_MASK[ranks]
    if not value:  # six or seven of a suit: worked out on first sight
        value = _FLUSH_BY_MASK[ranks] = _flush_strength(ranks)
    return value


def rank6(codes: Sequence[int]) -> int:
    """Strength of the best five of six hand codes."""
    a, b, c, d, e, f = codes
    s = a + b + c + d + e + f
    suit = _FLUSH_SUIT[s & 0xFFF]
    if suit >= 0:
        return _flush_of(codes, suit)
    try:
        return _PLAIN6[s >> _RANK_SHIFT]
    except KeyError:
        return _plain(6)[s >> _RANK_SHIFT]


def rank7(codes: Sequence[int]) -> int:
    """Strength of the best five of seven hand codes."""
    a, b, c, d, e, f, g = codes
    s = a + b + c + d + e + f + g
    suit = _FLUSH_SUIT[s & 0xFFF]
    if suit >= 0:
        return _flush_of(codes, suit)
    try:
        return _PLAIN7[s >> _RANK_SHIFT]
    except KeyError:
        return _plain(7)[s >> _RANK_SHIFT]


def rank_codes(codes: Sequence[int]) -> int:
    """Strength of 5, 6 or 7 hand codes."""
    n = len(codes)
    if n == 5:
        return rank5(codes)
    if n == 6:
        return rank6(codes)
    if n == 7:
        return rank7(codes)
    raise CardError(f"a hand has 5, 6 or 7 cards, not {n}")


_CATEGORIES = tuple(HandCategory)


def category_of(strength: int) -> HandCategory:
    return _CATEGORIES[strength >> CATEGORY_SHIFT]


def tiebreak_of(strength: int) -> tuple[Rank, ...]:
    """The tie-break ranks a strength carries, most significant first."""
    category = category_of(strength)
    n = _TIEBREAK_LENGTH[category]
    return tuple(Rank((strength >> (4 * (4 - i))) & 0xF) for i in range(n))


_TIEBREAK_LENGTH = {
    HandCategory.HIGH_CARD: 5,
    HandCategory.ACE_KING: 5,
    HandCategory.PAIR: 4,
    HandCategory.TWO_PAIR: 3,
    HandCategory.TRIPS: 3,
    HandCategory.STRAIGHT: 1,
    HandCategory.FLUSH: 5,
    HandCategory.FULL_HOUSE: 2,
    HandCategory.QUADS: 2,
    HandCategory.STRAIGHT_FLUSH: 1,
    HandCategory.ROYAL_FLUSH: 1,
}


def combination_cards(five: Sequence[Card], category: HandCategory) -> tuple[Card, ...]:
    """The cards of ``five`` that make ``category`` (docs/rules.md §1); kickers excluded."""
    if category in _ALL_FIVE:
        return tuple(five)
    if category is HandCategory.HIGH_CARD:
        return ()
    if category is HandCategory.ACE_KING:
        ace = next(c for c in five if c.rank == Rank.ACE)
        king = next(c for c in five if c.rank == Rank.KING)
        return (ace, king)
    counts: dict[Rank, int] = {}
    for c in five:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    return tuple(c for c in five if counts[c.rank] >= 2)


_ALL_FIVE = frozenset(
    {
        HandCategory.STRAIGHT,
        HandCategory.FLUSH,
        HandCategory.FULL_HOUSE,
        HandCategory.STRAIGHT_FLUSH,
        HandCategory.ROYAL_FLUSH,
    }
)


@total_ordering
@dataclass(frozen=True, eq=False)
class HandValue:
    """The value of a hand: compare with ``<`` and ``==`` (equal rank-for-rank ties)."""

    strength: int
    cards: tuple[Card, ...]
    """The five cards that make the hand, combination cards first."""
    combination: tuple[Card, ...] = field(default=())
    """The cards that make the category (pair: 2, two pair: 4, ... ace-king: A and K)."""

    @property
    def category(self) -> HandCategory:
        return category_of(self.strength)

    @property
    def tiebreak(self) -> tuple[Rank, ...]:
        """Every rank that decides a tie, most significant first."""
        return tiebreak_of(self.strength)

    @property
    def kickers(self) -> tuple[Rank, ...]:
        """Ranks of the best five that are not combination cards, high to low."""
        used = {c.index for c in self.combination}
        return tuple(sorted((c.rank for c in self.cards if c.index not in used), reverse=True))

    @property
    def name(self) -> str:
        return self.category.label

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.strength == other.strength

    def __lt__(self, other: HandValue) -> bool:
        return self.strength < other.strength

    def __hash__(self) -> int:
        return hash(self.strength)

    def __repr__(self) -> str:
        cards = " ".join(c.code for c in self.cards)
        return f"HandValue({self.category.name}, {cards})"


def _order_five(five: Sequence[Card], combination: Sequence[Card]) -> tuple[Card, ...]:
    used = {c.index for c in combination}
    rest = sorted((c for c in five if c.index not in used), key=lambda c: -c.rank)
    return (*combination, *rest)


def evaluate(cards: str | Iterable[CardLike]) -> HandValue:
    """Value of the best five-card hand among 5, 6 or 7 cards."""
    parsed = parse_cards(cards)
    if len(parsed) not in (5, 6, 7):
        raise CardError(f"a hand has 5, 6 or 7 cards, not {len(parsed)}")
    key = tuple(c.index for c in parsed)
    if len(set(key)) != len(key):
        raise CardError("a hand cannot hold the same card twice")
    return _evaluate_indices(key)


@functools.lru_cache(maxsize=8192)
def _evaluate_indices(key: tuple[int, ...]) -> HandValue:
    # Settlement asks for the same hands several times (the dealer's against every box).
    parsed = [DECK[i] for i in key]
    if len(parsed) == 5:
        five: Sequence[Card] = parsed
        strength = rank5([CODES[i] for i in key])
    else:
        # The rich API needs the best five cards themselves, so it searches the subsets;
        # rank6/rank7 are the fast paths when only the strength matters.
        strength, five = max(
            ((rank5([CODES[c.index] for c in combo]), combo) for combo in itertools.combinations(parsed, 5)),
            key=lambda sc: sc[0],
        )
    category = category_of(strength)
    combo_cards = combination_cards(five, category)
    if category in (HandCategory.STRAIGHT, HandCategory.STRAIGHT_FLUSH):
        combo_cards = _straight_order(five, strength)
    else:
        combo_cards = tuple(sorted(combo_cards, key=lambda c: (-_count(five, c), -c.rank)))
    return HandValue(strength, _order_five(five, combo_cards), combo_cards)


def _count(five: Sequence[Card], card: Card) -> int:
    return sum(1 for c in five if c.rank == card.rank)


def _straight_order(five: Sequence[Card], strength: int) -> tuple[Card, ...]:
    # The wheel reads 5-4-3-2-A: the ace plays low.
    high = (strength >> 16) & 0xF
    order = {Rank(12 if r < 0 else r): i for i, r in enumerate(range(high, high - 5, -1))}
    return tuple(sorted(five, key=lambda c: order[c.rank]))


def category_of_cards(cards: Sequence[Card]) -> HandCategory:
    """Only the category of 5, 6 or 7 parsed cards (no best-five search): the fast path."""
    return category_of(rank_codes([CODES[c.index] for c in cards]))


def hand_value_of_five(five: Sequence[Card]) -> HandValue:
    """:func:`evaluate` for exactly five parsed cards (used on hot paths)."""
    strength = rank5([CODES[c.index] for c in five])
    category = category_of(strength)
    combo = combination_cards(five, category)
    return HandValue(strength, tuple(five), combo)


ALL_CARDS = DECK
