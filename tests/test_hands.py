"""docs/rules.md §3 and the novo-poker-a sheet (docs/rule-sheets.md), "Additional combinations": the principal hand
and the second hand of a box, one named test per example of the sheet."""

from __future__ import annotations

import pytest

from dealer_assist.cards import parse_cards
from dealer_assist.errors import CardError
from dealer_assist.evaluator import HandCategory
from dealer_assist.hands import best_two_hands, combinations_in
from dealer_assist.profile import load_profile

H = HandCategory
MAIN = load_profile("novo").category_table("main")


def two(cards: str) -> tuple[HandCategory, HandCategory | None, str, str]:
    t = best_two_hands(cards, MAIN)
    second = t.second
    return (
        t.principal.category,
        second.category if second else None,
        " ".join(c.code for c in t.principal.combination),
        " ".join(sorted(c.code for c in second.cards)) if second else "",
    )


# With 5 cards -------------------------------------------------------------------------------


def test_5_cards_JJ3AK_pair_plus_ace_king() -> None:
    assert two("Jh Js 3d Ac Kh")[:2] == (H.PAIR, H.ACE_KING)


def test_5_cards_22AAK_two_pairs_plus_ace_king() -> None:
    assert two("2h 2s Ad Ac Kh")[:2] == (H.TWO_PAIR, H.ACE_KING)


def test_5_cards_101010AK_three_of_a_kind_plus_ace_king() -> None:
    assert two("Th Ts Td Ac Kh")[:2] == (H.TRIPS, H.ACE_KING)


def test_5_cards_KKKKA_four_of_a_kind_plus_ace_king_using_a_king_of_the_four() -> None:
    principal, second, _, second_cards = two("Kh Ks Kd Kc Ah")
    assert (principal, second) == (H.QUADS, H.ACE_KING)
    assert "Ah" in second_cards  # the card outside the principal combination


# With 6 cards -------------------------------------------------------------------------------


def test_6_cards_2234AK_pair_plus_ace_king() -> None:
    assert two("2h 2s 3d 4c Ah Kd")[:2] == (H.PAIR, H.ACE_KING)


def test_6_cards_234AAK_pair_of_aces_plus_ace_king() -> None:
    assert two("2h 3s 4d Ac Ah Kd")[:2] == (H.PAIR, H.ACE_KING)


def test_6_cards_2233AK_two_pairs_plus_ace_king() -> None:
    assert two("2h 2s 3d 3c Ah Kd")[:2] == (H.TWO_PAIR, H.ACE_KING)


def test_6_cards_2266QQ_two_pairs_QQ66_plus_two_pairs_QQ22() -> None:
    principal, second, principal_cards, second_cards = two("2h 2s 6d 6c Qh Qs")
    assert (principal, second) == (H.TWO_PAIR, H.TWO_PAIR)
    assert sorted(principal_cards.split()) == ["6c", "6d", "Qh", "Qs"]
    assert second_cards.split() == ["2h", "2s", "Qh", "Qs"]


def test_6_cards_4448AK_three_of_a_kind_plus_ace_king() -> None:
    assert two("4h 4s 4d 8c Ah Kd")[:2] == (H.TRIPS, H.ACE_KING)


def test_6_cards_567895_different_suits_straight_plus_straight() -> None:
    assert two("5h 6s 7d 8c 9h 5d")[:2] == (H.STRAIGHT, H.STRAIGHT)


def test_6_cards_KA2345_different_suits_straight_plus_ace_king() -> None:
    assert two("Kh As 2d 3c 4h 5d")[:2] == (H.STRAIGHT, H.ACE_KING)


def test_6_cards_8910JQ7_different_suits_straight_plus_straight() -> None:
    principal, second, principal_cards, second_cards = two("8h 9s Td Jc Qh 7d")
    assert (principal, second) == (H.STRAIGHT, H.STRAIGHT)
    assert "Qh" in principal_cards and "7d" in second_cards


def test_6_cards_9JQKA_suited_10_other_suit_flush_plus_straight() -> None:
    assert two("9s Js Qs Ks As Th")[:2] == (H.FLUSH, H.STRAIGHT)


def test_6_cards_35689_suited_3_other_suit_flush_plus_pair() -> None:
    assert two("3s 5s 6s 8s 9s 3h")[:2] == (H.FLUSH, H.PAIR)


def test_6_cards_5689JK_suited_flush_plus_flush() -> None:
    principal, second, principal_cards, second_cards = two("5s 6s 8s 9s Js Ks")
    assert (principal, second) == (H.FLUSH, H.FLUSH)
    assert "5s" not in principal_cards and "5s" in second_cards


def test_6_cards_555AAK_full_house_plus_ace_king() -> None:
    assert two("5h 5s 5d Ac Ah Kd")[:2] == (H.FULL_HOUSE, H.ACE_KING)


def test_6_cards_444QQQ_full_house_plus_full_house() -> None:
    principal, second, principal_cards, _ = two("4h 4s 4d Qc Qh Qs")
    assert (principal, second) == (H.FULL_HOUSE, H.FULL_HOUSE)
    assert principal_cards.count("Q") == 3  # queens full is the principal


def test_6_cards_7777JJ_four_of_a_kind_plus_full_house() -> None:
    assert two("7h 7s 7d 7c Jh Js")[:2] == (H.QUADS, H.FULL_HOUSE)


def test_6_cards_A2345_suited_K_other_suit_straight_flush_plus_ace_king() -> None:
    assert two("As 2s 3s 4s 5s Kh")[:2] == (H.STRAIGHT_FLUSH, H.ACE_KING)


def test_6_cards_A2345_suited_K_same_suit_straight_flush_plus_flush() -> None:
    assert two("As 2s 3s 4s 5s Ks")[:2] == (H.STRAIGHT_FLUSH, H.FLUSH)


def test_6_cards_910JQK_suited_A_other_suit_straight_flush_plus_straight() -> None:
    assert two("9s Ts Js Qs Ks Ah")[:2] == (H.STRAIGHT_FLUSH, H.STRAIGHT)


def test_6_cards_5678910_suited_straight_flush_plus_straight_flush() -> None:
    assert two("5s 6s 7s 8s 9s Ts")[:2] == (H.STRAIGHT_FLUSH, H.STRAIGHT_FLUSH)


def test_6_cards_9_other_suit_10JQKA_suited_royal_flush_plus_straight() -> None:
    # The sheet writes it "straight + royal-flush": the royal is the principal (the best hand).
    assert two("9h Ts Js Qs Ks As")[:2] == (H.ROYAL_FLUSH, H.STRAIGHT)


def test_6_cards_910JQKA_suited_royal_flush_plus_straight_flush() -> None:
    assert two("9s Ts Js Qs Ks As")[:2] == (H.ROYAL_FLUSH, H.STRAIGHT_FLUSH)


# The rule itself --------------------------------------------------------------------------------


def test_second_hand_needs_a_card_outside_the_principal_combination_kickers_do_not_count() -> None:
    # 5 5 9 9 K: two pairs; a pair 55 or 99 alone uses only principal combination cards.
    assert two("5h 5s 9d 9c Kh")[1] is None
    # K kicker of the principal is free: with an ace it makes the second hand.
    assert two("5h 5s 9d Ac Kh")[1] is H.ACE_KING


def test_five_cards_can_only_have_ace_king_as_second_hand() -> None:
    import itertools

    from dealer_assist.cards import DECK

    seen = set()
    for five in itertools.islice(itertools.combinations(DECK, 5), 0, 400_000, 37):
        t = best_two_hands(five, MAIN)
        if t.second is not None:
            seen.add(t.second.category)
    assert seen == {H.ACE_KING}


def test_no_second_hand_without_a_paying_combination() -> None:
    assert two("2h 7s 9d Jc Qh")[1] is None
    assert two("Ah Kh Qh Jh 9s")[:2] == (H.ACE_KING, None)


def test_pay_table_decides_which_second_hand_pays_most() -> None:
    # 2266QQ: QQ22 and 6622 both pay two pairs; with a table that pays nothing for two pairs,
    # only a pair (22 with a card outside QQ66) is left.
    table = dict(MAIN)
    table[H.TWO_PAIR] = type(MAIN[H.PAIR])(0)
    t = best_two_hands("2h 2s 6d 6c Qh Qs", table)
    assert t.second is not None and t.second.category is H.PAIR


def test_combinations_are_made_of_combination_cards_only() -> None:
    found = {(c.category, len(c.cards)) for c in combinations_in(parse_cards("7h 7s 7d 7c Jh Js"))}
    assert (H.QUADS, 4) in found and (H.FULL_HOUSE, 5) in found and (H.PAIR, 2) in found
    assert (H.TWO_PAIR, 4) in found and (H.TRIPS, 3) in found


@pytest.mark.parametrize("cards", ["Ah Kh Qh Jh", "Ah Kh Qh Jh 9s 8s 7s", "Ah Ah Qh Jh 9s"])
def test_box_hands_are_five_or_six_distinct_cards(cards: str) -> None:
    with pytest.raises(CardError):
        best_two_hands(cards, MAIN)
