"""Cards as small immutable values.

>>> Card.parse("As")
Card('As')
>>> Card.parse("10h") == Card.parse("TH")
True
>>> [str(c) for c in parse_cards("Td 2c")]
['Td', '2c']
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass, field

from dealer_assist.errors import CardError
from dealer_assist.messages import msg


class Rank(enum.IntEnum):
    """Card ranks, valued 0 (deuce) to 12 (ace) so they index tables directly."""

    TWO = 0
    THREE = 1
    FOUR = 2
    FIVE = 3
    SIX = 4
    SEVEN = 5
    EIGHT = 6
    NINE = 7
    TEN = 8
    JACK = 9
    QUEEN = 10
    KING = 11
    ACE = 12

    @property
    def char(self) -> str:
        return RANK_CHARS[self]

    @property
    def label(self) -> str:
        """The rank as players say it: 2..10, J, Q, K, A."""
        return "10" if self is Rank.TEN else RANK_CHARS[self]


class Suit(enum.IntEnum):
    """Suits never rank; the value is only an index."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def char(self) -> str:
        return SUIT_CHARS[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "shdc"


@dataclass(frozen=True, slots=True)
class Card:
    """One card of the 52-card deck. ``index`` is ``rank * 4 + suit`` (0..51)."""

    rank: Rank
    suit: Suit
    index: int = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "index", int(self.rank) * 4 + int(self.suit))

    @staticmethod
    def parse(text: str) -> Card:
        """Parse ``As``, ``10h``, ``td`` (rank then suit, case-insensitive)."""
        return parse_card(text)

    @staticmethod
    def from_index(index: int) -> Card:
        if not 0 <= index < 52:
            raise CardError(f"card index {index} is not 0..51")
        return DECK[index]

    @property
    def code(self) -> str:
        """Two characters, upper-case rank and lower-case suit: ``As``, ``Td``."""
        return RANK_CHARS[self.rank] + SUIT_CHARS[self.suit]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"


DECK: tuple[Card, ...] = tuple(Card(Rank(i // 4), Suit(i % 4)) for i in range(52))
"""The 52 cards in index order; :func:`parse_card` returns these very objects."""

_BY_CODE: dict[str, Card] = {}
for _c in DECK:
    for _r in {RANK_CHARS[_c.rank], _c.rank.label}:
        for _s in (SUIT_CHARS[_c.suit], SUIT_CHARS[_c.suit].upper()):
            for _rr in {_r, _r.lower()}:
                _BY_CODE[_rr + _s] = _c
del _c, _r, _s, _rr

CardLike = Card | str


def parse_card(text: str) -> Card:
    """Parse one card code, or raise :class:`CardError` naming what is wrong."""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise CardError(msg("card.not_a_code", text=repr(text)))
    card = _BY_CODE.get(text.strip())
    if card is None:
        raise CardError(msg("card.bad_code", text=repr(text)))
    return card


def parse_cards(cards: str | Iterable[CardLike]) -> tuple[Card, ...]:
    """Parse a space- or comma-separated string, or an iterable of codes and cards."""
    if isinstance(cards, tuple) and all(type(c) is Card for c in cards):
        return cards  # already parsed: the common case on hot paths
    items: Iterable[CardLike] = cards.replace(",", " ").split() if isinstance(cards, str) else cards
    return tuple(parse_card(c) if not isinstance(c, Card) else c for c in items)


def find_duplicate(cards: Iterable[Card]) -> Card | None:
    """The first card that appears twice, or None."""
    seen: set[int] = set()
    for c in cards:
        if c.index in seen:
            return c
        seen.add(c.index)
    return None


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(c.code for c in cards)
