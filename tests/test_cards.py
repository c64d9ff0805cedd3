"""docs/rules.md §1: one 52-card deck; cards are two characters, rank then suit."""

from __future__ import annotations

import pytest

from dealer_assist.cards import DECK, Card, Rank, Suit, find_duplicate, parse_card, parse_cards
from dealer_assist.errors import CardError


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("As", Rank.ACE, Suit.SPADES),
        ("10h", Rank.TEN, Suit.HEARTS),
        ("td", Rank.TEN, Suit.DIAMONDS),
        ("TD", Rank.TEN, Suit.DIAMONDS),
        ("2c", Rank.TWO, Suit.CLUBS),
        ("kS", Rank.KING, Suit.SPADES),
        (" qh ", Rank.QUEEN, Suit.HEARTS),
    ],
)
def test_parse_accepts_design_card_codes(text: str, rank: Rank, suit: Suit) -> None:
    card = parse_card(text)
    assert (card.rank, card.suit) == (rank, suit)


@pytest.mark.parametrize("text", ["", "A", "1s", "11h", "Ax", "AsK", "0s", "??", "As ", "10", "Zz"])
def test_parse_refuses_anything_else_with_a_clear_message(text: str) -> None:
    if text == "As ":
        assert parse_card(text) == Card(Rank.ACE, Suit.SPADES)
        return
    with pytest.raises(CardError, match="not a card"):
        parse_card(text)


def test_non_string_is_refused() -> None:
    with pytest.raises(CardError, match="not a card"):
        parse_card(12)  # type: ignore[arg-type]


def test_deck_has_52_distinct_cards_and_codes_round_trip() -> None:
    assert len(DECK) == 52
    assert len({c.code for c in DECK}) == 52
    for i, card in enumerate(DECK):
        assert card.index == i
        assert parse_card(card.code) is card
        assert Card.from_index(i) is card


def test_card_is_an_immutable_value() -> None:
    card = parse_card("As")
    assert card == Card(Rank.ACE, Suit.SPADES)
    assert hash(card) == hash(Card(Rank.ACE, Suit.SPADES))
    with pytest.raises(AttributeError):
        card.rank = Rank.KING  # type: ignore[misc]
    assert str(card) == "As" and repr(card) == "Card('As')"


def test_parse_cards_and_duplicates() -> None:
    cards = parse_cards("As, 10h td")
    assert [c.code for c in cards] == ["As", "Th", "Td"]
    assert find_duplicate(parse_cards("As Kd as")) == parse_card("As")
    assert find_duplicate(cards) is None
