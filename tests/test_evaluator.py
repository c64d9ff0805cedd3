"""docs/rules.md §1: hand categories, ordering, kickers and combination cards."""

from __future__ import annotations

import itertools
from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist import batch
from dealer_assist.cards import DECK, parse_cards
from dealer_assist.errors import CardError
from dealer_assist.evaluator import (
    CODES,
    HandCategory,
    category_of,
    evaluate,
    rank5,
    rank6,
    rank7,
    rank_codes,
)
from tests.reference_poker import ref5, ref_best

H = HandCategory


def test_category_names_are_exactly_those_of_rules_section_1() -> None:
    assert [c.name for c in HandCategory] == [
        "HIGH_CARD",
        "ACE_KING",
        "PAIR",
        "TWO_PAIR",
        "TRIPS",
        "STRAIGHT",
        "FLUSH",
        "FULL_HOUSE",
        "QUADS",
        "STRAIGHT_FLUSH",
        "ROYAL_FLUSH",
    ]


@pytest.mark.slow
def test_all_2598960_five_card_hands_give_the_textbook_counts() -> None:
    counts: Counter[int] = Counter()
    for five in itertools.combinations(CODES, 5):
        counts[rank5(five) >> 20] += 1
    assert counts[H.ROYAL_FLUSH] == 4
    assert counts[H.STRAIGHT_FLUSH] == 36
    assert counts[H.QUADS] == 624
    assert counts[H.FULL_HOUSE] == 3744
    assert counts[H.FLUSH] == 5108
    assert counts[H.STRAIGHT] == 10200
    assert counts[H.TRIPS] == 54912
    assert counts[H.TWO_PAIR] == 123552
    assert counts[H.PAIR] == 1098240
    # The rest: no pair, no straight, no flush, split by whether it holds an Ace and a King.
    # Ace-King: choose 3 more ranks from the 11 others without making A-K-Q-J-T, any
    # suits but not all one suit: (C(11,3) - 1) * (4^5 - 4).
    assert counts[H.ACE_KING] == (165 - 1) * (1024 - 4)
    assert counts[H.HIGH_CARD] + counts[H.ACE_KING] == 1302540
    assert sum(counts.values()) == 2598960


@pytest.mark.slow
def test_batch_evaluator_agrees_with_rank5_on_every_five_card_hand() -> None:
    hands = np.array(list(itertools.combinations(range(52), 5)), dtype=np.int8)
    fast = batch.rank_batch(hands)
    sample = hands[::97]
    assert [int(x) for x in fast[::97]] == [rank5([CODES[i] for i in h]) for h in sample]
    assert np.bincount(batch.categories(fast), minlength=11).tolist()[2:] == [
        1098240,
        123552,
        54912,
        10200,
        5108,
        3744,
        624,
        36,
        4,
    ]


hands5 = st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True)
hands567 = st.integers(5, 7).flatmap(lambda n: st.lists(st.sampled_from(DECK), min_size=n, max_size=n, unique=True))


@settings(max_examples=3000, deadline=None)
@given(hands567)
def test_evaluate_matches_the_reference_evaluator(cards: list) -> None:  # type: ignore[type-arg]
    value = evaluate(cards)
    category, tiebreak = ref_best(cards)
    assert value.category == category
    assert tuple(int(r) for r in value.tiebreak) == tiebreak
    assert rank_codes([CODES[c.index] for c in cards]) == value.strength


@settings(max_examples=3000, deadline=None)
@given(hands567, hands567)
def test_ordering_agrees_with_the_reference_evaluator(a: list, b: list) -> None:  # type: ignore[type-arg]
    ours = (evaluate(a) > evaluate(b)) - (evaluate(a) < evaluate(b))
    ref = (ref_best(a) > ref_best(b)) - (ref_best(a) < ref_best(b))
    assert ours == ref
    assert (evaluate(a) == evaluate(b)) == (ref_best(a) == ref_best(b))


def test_batch_agrees_on_random_six_and_seven_card_hands() -> None:
    rng = np.random.default_rng(5)
    for k, fast in ((6, rank6), (7, rank7)):
        idx = rng.random((5000, 52)).argpartition(k, axis=1)[:, :k]
        got = batch.rank_batch(idx)
        assert [int(x) for x in got] == [fast([CODES[i] for i in row]) for row in idx]


@pytest.mark.parametrize(
    ("cards", "category", "combination"),
    [
        ("Jh Js 3d Ac Kh", H.PAIR, "Jh Js"),
        ("As Kd 7c 5h 2s", H.ACE_KING, "As Kd"),
        ("Qs Jd 7c 5h 2s", H.HIGH_CARD, ""),
        ("2h 2s Ad Ac Kh", H.TWO_PAIR, "Ad Ac 2h 2s"),
        ("Th Ts Td Ac Kh", H.TRIPS, "Th Ts Td"),
        ("Kh Ks Kd Kc Ah", H.QUADS, "Kh Ks Kd Kc"),
        ("5h 5s 5d Ac Ah", H.FULL_HOUSE, "5h 5s 5d Ac Ah"),
        ("As 2d 3c 4h 5s", H.STRAIGHT, "5s 4h 3c 2d As"),
        ("2h 7h 9h Jh Kh", H.FLUSH, "Kh Jh 9h 7h 2h"),
        ("9s Ts Js Qs Ks", H.STRAIGHT_FLUSH, "Ks Qs Js Ts 9s"),
        ("Ts Js Qs Ks As", H.ROYAL_FLUSH, "As Ks Qs Js Ts"),
    ],
)
def test_combination_cards_rules_section_1(cards: str, category: HandCategory, combination: str) -> None:
    value = evaluate(cards)
    assert value.category == category
    assert [c.code for c in value.combination] == combination.split()


def test_kickers_are_the_non_combination_ranks_high_to_low() -> None:
    value = evaluate("Jh Js 3d Ac Kh")
    assert [r.label for r in value.kickers] == ["A", "K", "3"]
    assert [r.label for r in value.tiebreak] == ["J", "A", "K", "3"]


def test_wheel_is_the_lowest_straight_and_ace_plays_low_only_there() -> None:
    wheel = evaluate("As 2d 3c 4h 5s")
    six_high = evaluate("2d 3c 4h 5s 6h")
    assert wheel.category == H.STRAIGHT and wheel < six_high
    assert evaluate("Qs Kd As 2c 3h").category == H.ACE_KING  # no wrap-around straight
    assert evaluate("As 2s 3s 4s 5s") < evaluate("2h 3h 4h 5h 6h")


def test_equal_ranks_tie_and_kickers_decide() -> None:
    assert evaluate("Ah Kh 9c 7d 2s") == evaluate("Ad Ks 9h 7c 2c")
    assert evaluate("Jh Js Ac 9d 2s") > evaluate("Jc Jd Ks Qd Ts")
    assert evaluate("Qh Qs 6d 6c 9d") > evaluate("Qc Qd 6h 6s 8d")


def test_ace_king_beats_any_other_no_game_hand() -> None:
    assert evaluate("Ah Kd 4c 3d 2s") > evaluate("Ah Qd Jc 9d 8s")
    assert category_of(evaluate("Ah Kd 4c 3d 2s").strength) == H.ACE_KING


def test_best_five_of_seven() -> None:
    value = evaluate("2h 2s 6d 6c Qh Qs 9d")
    assert value.category == H.TWO_PAIR
    assert [c.code for c in value.cards] == ["Qh", "Qs", "6d", "6c", "9d"]


@pytest.mark.parametrize("cards", ["As Kd 7c 5h", "As Kd 7c 5h 2s 3s 4s 6s", "As As Kd 7c 5h"])
def test_wrong_hand_sizes_and_duplicates_are_refused(cards: str) -> None:
    with pytest.raises(CardError):
        evaluate(cards)


def test_reference_evaluator_itself_on_known_hands() -> None:
    assert ref5(parse_cards("Ts Js Qs Ks As"))[0] == 10
    assert ref5(parse_cards("As 2d 3c 4h 5s")) == (5, (3,))
