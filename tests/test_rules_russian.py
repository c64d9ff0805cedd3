"""Russian Poker: the russian-poker sheet (docs/rule-sheets.md) as docs/rules.md §4 reads it ("as Novo Poker, except").
Every expected payout is worked by hand in a comment.

Shipped Russian table: min 10, max 1000, table maximum 50000, side-bet maximum 50000, chip
unit 1; at most 4 boxes per player. No Express Bonus: most boxes carry only an Ante.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_assist.errors import RuleError
from dealer_assist.settle import settle_json
from tests.rules_support import (
    BUY_DEALER_GAME,
    FOLD,
    PLAY,
    box,
    box_of,
    buy,
    cli_settle,
    exchange,
    expect_line,
    expect_net,
    insure,
    lines_of,
    profile_variant,
    round_doc,
    settle,
)

DEALER_AK = "Ad Ks 7c 5h 2s"  # Ace-King: qualifies
DEALER_NO_GAME = "Th 8d 6c 4h 3s"  # ten high: no game


def refused(doc: dict[str, object], *words: str, box: int | None = 1) -> RuleError:
    with pytest.raises(RuleError) as info:
        settle_json(doc)
    assert info.value.box == box, str(info.value)
    for w in words:
        assert w.lower() in str(info.value).lower(), f"{w!r} not in {info.value}"
    return info.value


# -- "As Novo Poker, except: no Express Bonus and no Instant payout" ----------------------------


def test_russian_has_no_express_bonus() -> None:
    doc = round_doc("russian", DEALER_AK, [box(1, "9c 9d 6h 4s 3c", {"ante": 10, "express_bonus": 10}, PLAY)])
    refused(doc, "express_bonus")


def test_russian_has_no_instant_payout_a_straight_flush_plays_its_bet() -> None:
    doc = round_doc("russian", DEALER_AK, [box(1, "6d 7d 8d 9d Td", {"ante": 10}, PLAY)])
    bx = box_of(settle(doc), 1)
    # No instant payout: the box plays. Bet 20 x 50:1 = 1000; Ante push => 1000
    assert not lines_of(bx, "instant_payout")
    expect_line(bx, "bet", "win", 1000, ratio="50:1")
    expect_net(bx, 1000)


# -- the main pay table (the sheet's "Payouts") ------------------------------------------------

MAIN_TABLE = [
    # (hand, category, ratio, Bet 20 x ratio); Ante pushes, so the net is the Bet's win.
    ("Ac Kh Qd 9s 4c", "ACE_KING", "1:1", 20),  # A K Q beats the dealer's A K 7
    ("9c 9d 6h 4s 3c", "PAIR", "1:1", 20),
    ("9c 9d 6h 6s 3c", "TWO_PAIR", "2:1", 40),
    ("9c 9d 9h 6s 3c", "TRIPS", "3:1", 60),
    ("8c 9d Th Js Qc", "STRAIGHT", "4:1", 80),
    ("2h 6h 9h Jh Qh", "FLUSH", "5:1", 100),
    ("9c 9d 9h 6s 6c", "FULL_HOUSE", "7:1", 140),
    ("9c 9d 9h 9s 3c", "QUADS", "20:1", 400),
    ("6d 7d 8d 9d Td", "STRAIGHT_FLUSH", "50:1", 1000),
    ("Tc Jc Qc Kc Ac", "ROYAL_FLUSH", "100:1", 2000),
]


@pytest.mark.parametrize(("hand", "category", "ratio", "won"), MAIN_TABLE, ids=[m[1] for m in MAIN_TABLE])
def test_russian_main_pay_table_pays_the_bet(hand: str, category: str, ratio: str, won: int) -> None:
    bx = box_of(settle(round_doc("russian", DEALER_AK, [box(1, hand, {"ante": 10}, PLAY)])), 1)
    assert bx["hand"] == category
    expect_line(bx, "ante", "push", 0)
    expect_line(bx, "bet", "win", won, stake=20, ratio=ratio)
    expect_net(bx, won)


def test_russian_player_lower_than_the_dealer_loses_ante_and_bet() -> None:
    doc = round_doc("russian", "9h 9s 7c 5h 2s", [box(1, "8c 8d 6h 4s 3c", {"ante": 10}, PLAY)])
    # 88 loses to 99: Ante -10; Bet -20 => -30
    expect_net(box_of(settle(doc), 1), -30)


def test_russian_second_hand_as_in_novo() -> None:
    doc = round_doc("russian", "Ah Kd 7c 5h 2s", [box(1, "Jh Js 3d Ac Kh", {"ante": 10}, PLAY)])
    bx = box_of(settle(doc), 1)
    # JJ beats AK: Bet 20 x 1 = 20; second hand AK 20 x 1 = 20 => 40
    expect_line(bx, "second_hand", "win", 20)
    expect_net(bx, 40)


def test_russian_change_or_buy_cost_one_ante() -> None:
    doc = round_doc(
        "russian",
        DEALER_AK,
        [
            box(1, "9c 9d 6h 4s 3c", {"ante": 10}, exchange("6h 4s 3c", "9h Jd 2c"), PLAY),
            box(2, "Qc Qd 8h 4c 3d", {"ante": 10}, buy("Qh"), PLAY),
        ],
    )
    r = settle(doc)
    # Box 1: 9 9 9 J 2: fee -10; Bet 20 x 3 = 60 => 50
    expect_line(box_of(r, 1), "exchange", "fee", -10)
    expect_net(box_of(r, 1), 50)
    # Box 2: Q Q Q 8 4 3: fee -10; Bet 60 => 50
    expect_line(box_of(r, 2), "sixth_card", "fee", -10)
    expect_net(box_of(r, 2), 50)


# -- BONUS --------------------------------------------------------------------------------------

BONUS_ROWS = [
    # (dealt, row, ratio, BONUS 10 x ratio). The dealer has no game, every box plays:
    # Ante 10 x 1:1 = 10, Bet pushes, so the net is BONUS win + 10.
    ("9c 9d 9h 9s 2d", "QUADS", "250:1", 2500),
    ("Jc Qd Kh Js Qh", "FIVE_PICTURES", "120:1", 1200),
    ("5c 5d 5h 2s 2d", "FULL_HOUSE", "100:1", 1000),
    ("2h 6h 9h Jh Kh", "FLUSH", "60:1", 600),
    ("5c 6d 7h 8s 9d", "STRAIGHT", "30:1", 300),
    ("7c 7d 7h Ks 2d", "TRIPS", "8:1", 80),
    ("Ac Kd Qh 5s 2d", "ACE_KING_QUEEN", "5:1", 50),
    ("2h 5d 9h Jd Kd", "SAME_COLOUR", "2:1", 20),
]


@pytest.mark.parametrize(("dealt", "row", "ratio", "won"), BONUS_ROWS, ids=[b[1] for b in BONUS_ROWS])
def test_russian_bonus_pays_on_the_first_five_cards_by_the_bonus_table(
    dealt: str, row: str, ratio: str, won: int
) -> None:
    bx = box_of(settle(round_doc("russian", DEALER_NO_GAME, [box(1, dealt, {"ante": 10, "bonus": 10}, PLAY)])), 1)
    ln = expect_line(bx, "bonus", "win", won, stake=10, ratio=ratio)
    assert ln["hand"] == row
    expect_net(bx, won + 10)


def test_russian_bonus_without_a_row_loses() -> None:
    doc = round_doc("russian", DEALER_NO_GAME, [box(1, "2c 5d 9h Js Kd", {"ante": 10, "bonus": 10}, PLAY)])
    bx = box_of(settle(doc), 1)
    # BONUS -10; Ante +10; Bet push => 0
    expect_line(bx, "bonus", "lose", -10)
    expect_net(bx, 0)


def test_russian_bonus_is_optional() -> None:
    bx = box_of(settle(round_doc("russian", DEALER_NO_GAME, [box(1, "7c 7d 7h Ks 2d", {"ante": 10}, PLAY)])), 1)
    assert not lines_of(bx, "bonus")
    expect_net(bx, 10)  # Ante 10 x 1:1; Bet push


def test_russian_bonus_declared_before_an_exchange_is_paid_on_the_first_five() -> None:
    doc = round_doc(
        "russian",
        "Ad Kh 9c 5s 3h",
        [box(1, "7c 7d 7h Ks 2d", {"ante": 10, "bonus": 10}, exchange("7c 7d", "Ac Kd"), PLAY)],
    )
    bx = box_of(settle(doc), 1)
    # BONUS on the dealt trips 10 x 8:1 = 80 (the exchange broke them); new hand K K A 7 2 beats
    # A K 9: Bet 20 x 1 = 20 (second hand A K: the Ac and the K not in the pair... see below);
    # fee -10; Ante push.
    expect_line(bx, "bonus", "win", 80, ratio="8:1")
    expect_line(bx, "exchange", "fee", -10)
    expect_line(bx, "bet", "win", 20)
    # Pair of kings uses Ks Kd; Ace-King needs an ace and a king with one card outside the
    # pair: Ac + Ks (Ac is not a combination card of the pair): 20 x 1 = 20.
    expect_line(bx, "second_hand", "win", 20)
    expect_net(bx, 80 - 10 + 20 + 20)


def test_russian_a_player_who_folds_loses_the_bonus_with_the_ante() -> None:
    doc = round_doc("russian", DEALER_AK, [box(1, "7s 7d 7h Qc 3d", {"ante": 10, "bonus": 10}, FOLD)])
    bx = box_of(settle(doc), 1)
    # Trips would pay the BONUS, but the box folds: BONUS -10; Ante -10 => -20
    expect_line(bx, "bonus", "lose", -10)
    expect_line(bx, "ante", "lose", -10)
    expect_net(bx, -20)


def test_russian_bonus_paid_at_the_exchange_stays_paid_after_a_fold() -> None:
    # Reading of docs/rules.md §4: "it is paid then" (before the exchange) - a later fold cannot
    # take back a bonus already paid; "a player who folds loses the BONUS" is the player
    # who folds at the first decision.
    doc = round_doc(
        "russian", DEALER_AK, [box(1, "7s 7d 7h Qc 3d", {"ante": 10, "bonus": 10}, exchange("Qc 3d", "4c 8d"), FOLD)]
    )
    bx = box_of(settle(doc), 1)
    # BONUS trips 80; fee -10; Ante -10 => 60
    expect_line(bx, "bonus", "win", 80)
    expect_net(bx, 60)


# -- buying the dealer a game: off by default [option dealer_game_buy] ---------------------------


def test_russian_dealer_game_buy_is_off_by_default() -> None:
    doc = round_doc(
        "russian", DEALER_NO_GAME, [box(1, "9c 9d 6h 4s 2c", {"ante": 10}, PLAY, BUY_DEALER_GAME)], bought="6d"
    )
    refused(doc, "off")


def test_russian_dealer_game_buy_on(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "russian", options={"dealer_game_buy": True})
    doc = round_doc(game, DEALER_NO_GAME, [box(1, "9c 9d 7h 4s 2c", {"ante": 10}, PLAY, BUY_DEALER_GAME)], bought="6d")
    r = settle(doc)
    # T replaced by 6d: 6d 8 6 4 3 = pair of sixes; nines win: fee -10; Bet 20; Ante push => 10
    assert r["dealer"]["bought_game"]["hand"] == "PAIR"
    expect_net(box_of(r, 1), 10)


# -- insurance: Three of a Kind or better; 1 x Ante to half the possible payout ------------------


def test_russian_insurance_up_to_half_the_possible_payout() -> None:
    # Trips: possible payout Bet 20 x 3 = 60; half = 30.
    ok = round_doc("russian", DEALER_NO_GAME, [box(1, "9c 9d 9h 5s 2c", {"ante": 10}, PLAY, insure(30))])
    bx = box_of(settle(ok), 1)
    # No game: insurance 30 x 1:1 = 30; Ante 10; Bet push => 40
    expect_line(bx, "insurance", "win", 30, ratio="1:1")
    expect_net(bx, 40)
    over = round_doc("russian", DEALER_NO_GAME, [box(1, "9c 9d 9h 5s 2c", {"ante": 10}, PLAY, insure(31))])
    refused(over, "31", "30")


def test_russian_insurance_at_least_one_ante() -> None:
    low = round_doc("russian", DEALER_NO_GAME, [box(1, "9c 9d 9h 5s 2c", {"ante": 10}, PLAY, insure(9))])
    refused(low, "9", "10")


def test_russian_insurance_needs_three_of_a_kind() -> None:
    doc = round_doc("russian", DEALER_NO_GAME, [box(1, "9c 9d 5h 5s 2c", {"ante": 10}, PLAY, insure(10))])
    refused(doc, "three of a kind")


def test_russian_both_combinations_insured_when_one_is_three_of_a_kind() -> None:
    # 9 9 9 A K: trips 60 + Ace-King 20 = 80 possible; half = 40.
    doc = round_doc("russian", "Th 8d 6c 4h 3s", [box(1, "9c 9d 9h Ac Kd", {"ante": 10}, PLAY, insure(40))])
    bx = box_of(settle(doc), 1)
    # insurance 40; Ante 10 => 50
    expect_net(bx, 50)
    refused(
        round_doc("russian", "Th 8d 6c 4h 3s", [box(1, "9c 9d 9h Ac Kd", {"ante": 10}, PLAY, insure(41))]), "41", "40"
    )


def test_russian_insurance_max_fraction_one_in_a_variant(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "russian", options={"insurance_max_fraction": "1"})
    doc = round_doc(game, DEALER_NO_GAME, [box(1, "9c 9d 9h 5s 2c", {"ante": 10}, PLAY, insure(60))])
    expect_net(box_of(settle(doc), 1), 70)  # insurance 60 + Ante 10


def test_russian_insurance_returned_when_the_dealer_has_the_higher_combination() -> None:
    doc = round_doc("russian", "Qh Qs Qd 5h 2s", [box(1, "9c 9d 9h 6s 3c", {"ante": 10}, PLAY, insure(20))])
    bx = box_of(settle(doc), 1)
    # Queens beat nines: Ante -10; Bet -20; insurance returned 0 => -30
    expect_line(bx, "insurance", "push", 0)
    expect_net(bx, -30)


def test_russian_insurance_lost_when_the_dealer_has_a_smaller_game() -> None:
    doc = round_doc("russian", DEALER_AK, [box(1, "9c 9d 9h 6s 3c", {"ante": 10}, PLAY, insure(20))])
    bx = box_of(settle(doc), 1)
    # Trips beat AK: Bet 60; insurance -20; Ante push => 40
    expect_line(bx, "insurance", "lose", -20)
    expect_net(bx, 40)


# -- "There is maximum 4 boxes" per player ---------------------------------------------------


def _boxes(count: int) -> list[dict[str, object]]:
    hands = ["9c 9d 6h 4s 3c", "Tc Td 6d 4c 3d", "Jc Jd 7h 4d 3h", "Qc Qd 7d 8s 2c", "Kc Kd 8h 9s 2d"]
    return [box(i + 1, hands[i], {"ante": 10}, PLAY, player="anna") for i in range(count)]


def test_russian_up_to_four_boxes_per_player(tmp_path: Path) -> None:
    r = cli_settle(round_doc("russian", "Ad Ks 7c 5h 2s", _boxes(4)), tmp_path)
    # Every pair beats A K: Bet 20 each => 20 per box
    assert [b["net"] for b in r["boxes"]] == ["20", "20", "20", "20"]
    refused(round_doc("russian", "Ad Ks 7c 5h 2s", _boxes(5)), "5 boxes", "at most 4", box=None)
