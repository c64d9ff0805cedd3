"""Novo Poker: the numbered rules of the novo-poker-a sheet (docs/rule-sheets.md), its unnumbered insurance and
dealer-game paragraphs, the fuller procedure of the novo-poker-b sheet (docs/rule-sheets.md), as docs/rules.md §2-3
reads them. Every expected payout is worked by hand in a comment.

Shipped Novo table: min 10, max 1000, table maximum 50000, side-bet maximum 50000, chip
unit 1. Express Bonus (EB) is mandatory and at least the Ante, so most boxes carry one.
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
    line,
    lines_of,
    profile_variant,
    round_doc,
    settle,
    wagers_of,
)

A10 = {"ante": 10, "express_bonus": 10}
DEALER_AK = "As Kd 7c 5h 2s"  # Ace-King: the dealer's least qualifying hand
DEALER_NO_GAME = "Qs Jd 7c 5h 2s"  # no Ace-King, no pair


def refused(doc: dict[str, object], *words: str, box: int | None = 1) -> RuleError:
    with pytest.raises(RuleError) as info:
        settle_json(doc)
    err = info.value
    assert err.box == box, str(err)
    for w in words:
        assert w.lower() in str(err).lower(), f"{w!r} not in {err}"
    return err


# -- novo-poker-a rule 1: one deck, standard ranking --------------------------------------------


def test_rule_a1_standard_ranking_higher_pair_beats_the_dealers_pair() -> None:
    doc = round_doc(
        "novo",
        "Qs Qh 8c 6d 3h",  # pair of queens: qualifies
        [
            box(1, "Kc Kd 9s 4h 2c", A10, PLAY),  # pair of kings
            box(2, "Jc Jd 9h 5c 2d", A10, PLAY),  # pair of jacks
        ],
    )
    r = settle(doc)
    assert r["dealer"]["hand"] == "PAIR" and r["dealer"]["qualifies"] is True
    b1, b2 = box_of(r, 1), box_of(r, 2)
    # Box 1: kings beat queens. Ante pushes 0; Bet 20 x 1:1 = 20; EB (no row) -10 => 10
    expect_line(b1, "ante", "push", 0, stake=10)
    expect_line(b1, "bet", "win", 20, stake=20, ratio="1:1")
    expect_line(b1, "express_bonus", "lose", -10, stake=10)
    expect_net(b1, 10)
    # Box 2: jacks lose to queens. Ante -10; Bet -20; EB -10 => -40
    expect_line(b2, "ante", "lose", -10)
    expect_line(b2, "bet", "lose", -20)
    expect_net(b2, -40)


# -- rule 2: Ante and Express Bonus mandatory, EB >= Ante --------------------------------------


def test_rule_a2_express_bonus_is_mandatory() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Jh Js 3d Ac Kh", {"ante": 10}, PLAY)])
    refused(doc, "express bonus", "mandatory")


def test_rule_a2_express_bonus_below_the_ante_is_refused() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Jh Js 3d Ac Kh", {"ante": 20, "express_bonus": 10}, PLAY)])
    refused(doc, "express bonus", "at least the ante")


def test_rule_a2_ante_is_mandatory() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Jh Js 3d Ac Kh", {"express_bonus": 10}, PLAY)])
    refused(doc, "ante", "mandatory")


def test_rule_a2_express_bonus_equal_to_or_above_the_ante_is_accepted() -> None:
    doc = round_doc(
        "novo",
        DEALER_AK,
        [
            box(1, "Jh Js 3d Ac Kh", {"ante": 10, "express_bonus": 10}, PLAY),
            box(2, "9c 9d 4h 3c 2d", {"ante": 10, "express_bonus": 25}, FOLD),
        ],
    )
    r = settle(doc)
    # Box 1 (the docs/round-file.md example): JJ beats AK. Bet 20 x 1:1 = 20; second hand AK 20 x 1:1 = 20;
    # Ante push; EB (no row) -10 => 30
    expect_net(box_of(r, 1), 30)
    # Box 2 folds: Ante -10; EB 25 (pair, mixed colours: no row) -25 => -35
    expect_line(box_of(r, 2), "express_bonus", "lose", -25, stake=25)
    expect_net(box_of(r, 2), -35)


# -- rule 3: Express Bonus on the dealer's hand and on another box ------------------------------


def test_rule_a3_express_bonus_on_the_dealers_hand_and_on_another_box() -> None:
    doc = round_doc(
        "novo",
        "As Ks Qd 7c 3h",  # Ace-King-Queen: EB row 5:1; qualifies with Ace-King
        [
            box(
                1,
                "9c 9d 5h 4s 2c",
                {
                    "ante": 10,
                    "express_bonus": 10,
                    "express_bonus_dealer": 10,
                    "express_bonus_box": {"box": 2, "amount": 10},
                },
                PLAY,
            ),
            box(2, "8h 8s 8d Jc 6h", A10, PLAY),  # three eights
        ],
    )
    r = settle(doc)
    b1, b2 = box_of(r, 1), box_of(r, 2)
    # Box 1: own EB (pair of nines, mixed colours) -10; EB on dealer AKQ 10 x 5:1 = 50;
    # EB on box 2 (trips) 10 x 8:1 = 80; pair of nines beats Ace-King: Bet 20 x 1:1 = 20,
    # Ante push => -10 + 50 + 80 + 20 = 140
    expect_line(b1, "express_bonus", "lose", -10)
    expect_line(b1, "express_bonus_dealer", "win", 50, stake=10, ratio="5:1")
    expect_line(b1, "express_bonus_box", "win", 80, stake=10, ratio="8:1")
    expect_line(b1, "bet", "win", 20)
    expect_net(b1, 140)
    # Box 2: own EB trips 10 x 8:1 = 80; Bet 20 x 3:1 = 60; Ante push => 140
    expect_line(b2, "express_bonus", "win", 80, ratio="8:1")
    expect_line(b2, "bet", "win", 60, ratio="3:1")
    expect_net(b2, 140)


def test_rule_a3_express_bonus_on_a_box_not_in_play_is_refused() -> None:
    doc = round_doc(
        "novo",
        DEALER_AK,
        [
            box(
                1,
                "Jh Js 3d Ac Kh",
                {"ante": 10, "express_bonus": 10, "express_bonus_box": {"box": 5, "amount": 10}},
                PLAY,
            )
        ],
    )
    refused(doc, "box 5")


# -- rule 4: five cards each ---------------------------------------------------------------


def test_rule_a4_five_cards_to_each_box_and_to_the_dealer() -> None:
    four = round_doc("novo", DEALER_AK, [box(1, "Jh Js 3d Ac", A10, PLAY)])
    refused(four, "4 cards", "5")
    six_dealer = round_doc("novo", DEALER_AK + " 9d", [box(1, "Jh Js 3d Ac Kh", A10, PLAY)])
    refused(six_dealer, "dealer", "6 cards", box=None)


# -- rule 5: the Express Bonus pay table (settled on the first five; a fold does not undo it) ----

EXPRESS_BONUS_ROWS = [
    # (dealt, row, ratio, EB win): every box folds, so its net is EB win - Ante 10.
    ("9c 9d 9h 9s 2d", "QUADS", "250:1", 2500),  # 10 x 250 = 2500
    ("Jc Qd Kh Js Qh", "FIVE_PICTURES", "120:1", 1200),  # two pairs of pictures: 10 x 120 = 1200
    ("Jc Jd Js Qh Qs", "FIVE_PICTURES", "120:1", 1200),  # full house AND five pictures: highest row 120
    ("5c 5d 5h 2s 2d", "FULL_HOUSE", "100:1", 1000),  # 10 x 100 = 1000
    ("2h 6h 9h Jh Kh", "FLUSH", "60:1", 600),  # flush (also same colour 2:1): 10 x 60 = 600
    ("5c 6d 7h 8s 9d", "STRAIGHT", "30:1", 300),  # 10 x 30 = 300
    ("Tc Jd Qh Ks Ad", "STRAIGHT", "30:1", 300),  # straight beats its own Ace-King-Queen: 300
    ("Ac 2d 3h 4s 5d", "STRAIGHT", "30:1", 300),  # the wheel is a straight: 300
    ("7c 7d 7h Ks 2d", "TRIPS", "8:1", 80),  # 10 x 8 = 80
    ("Ac Kd Qh 5s 2d", "ACE_KING_QUEEN", "5:1", 50),  # 10 x 5 = 50
    ("Ac Kc Qs 5s 2c", "ACE_KING_QUEEN", "5:1", 50),  # all black too, but AKQ is the higher row: 50
    ("2h 5d 9h Jd Kd", "SAME_COLOUR", "2:1", 20),  # all red, no flush: 10 x 2 = 20
]


@pytest.mark.parametrize(("dealt", "row", "ratio", "won"), EXPRESS_BONUS_ROWS)
def test_rule_a5_express_bonus_pays_the_single_highest_row_and_a_fold_does_not_undo_it(
    dealt: str, row: str, ratio: str, won: int
) -> None:
    doc = round_doc("novo", "Th 8d 6c 4h 3s", [box(1, dealt, A10, FOLD)])
    bx = box_of(settle(doc), 1)
    ln = expect_line(bx, "express_bonus", "win", won, stake=10, ratio=ratio)
    assert ln["hand"] == row
    expect_line(bx, "ante", "lose", -10)  # the fold loses the Ante only
    expect_net(bx, won - 10)


def test_rule_a5_express_bonus_without_a_row_loses() -> None:
    doc = round_doc("novo", "Th 8d 6c 4h 3s", [box(1, "2c 5d 9h Js Kd", A10, FOLD)])
    bx = box_of(settle(doc), 1)
    # EB -10; Ante (fold) -10 => -20
    expect_line(bx, "express_bonus", "lose", -10)
    expect_net(bx, -20)


# -- rule 6: Instant payout ----------------------------------------------------------------------


def test_rule_a6_straight_flush_pays_the_ante_500_to_1_at_once() -> None:
    doc = round_doc("novo", "As Kd 7c 4d 2s", [box(1, "5h 6h 7h 8h 9h", A10)])
    bx = box_of(settle(doc), 1)
    # Ante 10 x 500:1 = 5000; EB: a straight flush makes the Flush row 10 x 60 = 600 => 5600
    expect_line(bx, "instant_payout", "win", 5000, stake=10, ratio="500:1")
    expect_line(bx, "express_bonus", "win", 600, ratio="60:1")
    assert not lines_of(bx, "bet"), "the main game ends with the instant payout"
    expect_net(bx, 5600)


def test_rule_a6_royal_flush_pays_the_ante_1000_to_1_at_once() -> None:
    doc = round_doc("novo", "Ad Kd 7c 5h 2c", [box(1, "Ts Js Qs Ks As", A10)])
    bx = box_of(settle(doc), 1)
    # Ante 10 x 1000:1 = 10000; EB Flush row 10 x 60 = 600 => 10600
    expect_line(bx, "instant_payout", "win", 10000, ratio="1000:1")
    expect_line(bx, "express_bonus", "win", 600)
    expect_net(bx, 10600)


def test_rule_a6_steel_wheel_is_a_straight_flush_paid_instantly() -> None:
    doc = round_doc("novo", "Ad Kd 7c 6h 2c", [box(1, "As 2s 3s 4s 5s", A10)])
    bx = box_of(settle(doc), 1)
    # A-2-3-4-5 suited: Ante 10 x 500 = 5000; EB Flush 600 => 5600
    expect_line(bx, "instant_payout", "win", 5000, ratio="500:1")
    expect_net(bx, 5600)


def test_rule_a6_an_instantly_paid_box_takes_no_decisions() -> None:
    doc = round_doc("novo", "As Kd 7c 4d 2s", [box(1, "5h 6h 7h 8h 9h", A10, PLAY)])
    refused(doc, "instant")


# -- rule 7: Fold, Play, Buy, Exchange ------------------------------------------------------------


def test_rule_a7_fold_loses_the_ante() -> None:
    doc = round_doc("novo", DEALER_NO_GAME, [box(1, "2c 5d 9h Js Kd", A10, FOLD)])
    bx = box_of(settle(doc), 1)
    # Even against a dealer without a game: Ante -10; EB -10 => -20
    expect_line(bx, "ante", "lose", -10, stake=10)
    assert not lines_of(bx, "bet")
    expect_net(bx, -20)


def test_rule_a7_play_places_a_bet_of_twice_the_ante() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", {"ante": 25, "express_bonus": 25}, PLAY)])
    bx = box_of(settle(doc), 1)
    # Bet = 2 x 25 = 50; QQ beats AK: 50 x 1:1 = 50; Ante push; EB -25 => 25
    expect_line(bx, "bet", "win", 50, stake=50, ratio="1:1")
    expect_net(bx, 25)


def test_rule_a7_buy_a_sixth_card_costs_one_ante() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, buy("9d"), PLAY)])
    bx = box_of(settle(doc), 1)
    # Six cards Q Q 9 9 4 3: two pairs beat AK: Bet 20 x 2:1 = 40; sixth card fee -10;
    # Ante push; EB (dealt pair of queens, no row) -10 => 20
    expect_line(bx, "sixth_card", "fee", -10, stake=10)
    expect_line(bx, "bet", "win", 40, ratio="2:1")
    assert bx["hand"] == "TWO_PAIR"
    expect_net(bx, 20)


def test_rule_a7_exchange_costs_one_ante() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, exchange("9h 4s 3c", "Qh 8d 2c"), PLAY)])
    bx = box_of(settle(doc), 1)
    # New hand Q Q Q 8 2: trips beat AK: Bet 20 x 3:1 = 60; exchange fee -10; EB on the
    # dealt cards (pair) -10 => 40
    expect_line(bx, "exchange", "fee", -10, stake=10)
    expect_line(bx, "bet", "win", 60, ratio="3:1")
    expect_net(bx, 40)


# -- rule 8: after a buy or an exchange, fold or play ---------------------------------------------


def test_rule_a8_exchange_then_fold_keeps_the_fee() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, exchange("Qc Qd", "2d 7h"), FOLD)])
    bx = box_of(settle(doc), 1)
    # Fee -10; Ante -10; EB -10 => -30
    expect_line(bx, "exchange", "fee", -10)
    expect_line(bx, "ante", "lose", -10)
    expect_net(bx, -30)


def test_rule_a8_buy_then_fold_keeps_the_fee() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, buy("2d"), FOLD)])
    # Fee -10; Ante -10; EB -10 => -30
    expect_net(box_of(settle(doc), 1), -30)


def test_rule_a8_an_exchange_without_a_final_decision_is_refused() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, exchange("3c", "2d"))])
    refused(doc, "decision")


# -- rules 9-11: the dealer opens; qualifies with Ace-King; win / tie / lose ----------------------


def test_rule_a11_dealer_qualifies_with_ace_king_player_wins_ante_pushes_bet_paid() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "9c 9d 6h 4s 2c", A10, PLAY)])
    r = settle(doc)
    assert r["dealer"] == {"hand": "ACE_KING", "qualifies": True, "cards": ["As", "Kd", "7c", "5h", "2s"]}
    bx = box_of(r, 1)
    # 99 beats AK: Ante push 0; Bet 20 x 1:1 = 20; EB -10 => 10
    expect_line(bx, "ante", "push", 0)
    expect_line(bx, "bet", "win", 20)
    expect_net(bx, 10)


def test_rule_a11_tie_ante_and_bet_push() -> None:
    doc = round_doc("novo", "Kc Kd 9h 4s 2c", [box(1, "Kh Ks 9c 4d 2d", A10, PLAY)])
    bx = box_of(settle(doc), 1)
    # K K 9 4 2 against K K 9 4 2: Ante 0; Bet 0; EB -10 => -10
    expect_line(bx, "ante", "push", 0)
    expect_line(bx, "bet", "push", 0)
    expect_net(bx, -10)


def test_rule_a11_dealer_wins_ante_and_bet_lose() -> None:
    doc = round_doc("novo", "Kc Kd 9h 4s 2c", [box(1, "Kh Ks 8c 4d 2d", A10, PLAY)])
    bx = box_of(settle(doc), 1)
    # K K 8 loses to K K 9 on the kicker: Ante -10; Bet -20; EB -10 => -40
    expect_line(bx, "ante", "lose", -10)
    expect_line(bx, "bet", "lose", -20)
    expect_net(bx, -40)


def test_rule_a10_express_bonus_on_the_dealer_is_paid_even_without_a_game() -> None:
    doc = round_doc(
        "novo",
        "Qh Jd 7h 5d 2h",  # all red, no Ace-King: no game
        [box(1, "9c 9s 4c 3s 2c", {"ante": 10, "express_bonus": 10, "express_bonus_dealer": 10}, PLAY)],
    )
    r = settle(doc)
    assert r["dealer"]["qualifies"] is False
    bx = box_of(r, 1)
    # EB on the dealer: five red cards 10 x 2:1 = 20; own EB: all black! (9c 9s 4c 3s 2c) 10 x 2 = 20;
    # dealer no game: Ante 10 x 1:1 = 10, Bet push => 50
    expect_line(bx, "express_bonus_dealer", "win", 20, ratio="2:1")
    expect_line(bx, "express_bonus", "win", 20, ratio="2:1")
    expect_line(bx, "ante", "win", 10, ratio="1:1")
    expect_line(bx, "bet", "push", 0)
    expect_net(bx, 50)


def test_rule_a10_express_bonus_on_the_dealer_uses_the_hand_as_first_opened() -> None:
    doc = round_doc(
        "novo",
        "Qh Jd 7h 5d 2h",  # five red cards: Same colour 2:1; no game
        [
            box(
                1,
                "9c 9s 4c 3s 2c",
                {"ante": 10, "express_bonus": 10, "express_bonus_dealer": 10},
                PLAY,
                BUY_DEALER_GAME,
            )
        ],
        bought="7c",  # the queen goes: 7c J 7 5 2 = pair of sevens, no longer all red
    )
    r = settle(doc)
    assert r["dealer"]["bought_game"]["hand"] == "PAIR"
    bx = box_of(r, 1)
    # EB on the dealer, first five cards: 10 x 2 = 20; own EB all black 10 x 2 = 20; fee -10;
    # nines beat sevens: Bet 20, Ante push => 50
    expect_line(bx, "express_bonus_dealer", "win", 20, ratio="2:1")
    expect_net(bx, 50)


def test_rule_a3_express_bonus_on_another_box_uses_its_first_five_cards() -> None:
    doc = round_doc(
        "novo",
        DEALER_AK,
        [
            box(
                1,
                "9c 9d 6h 4s 2c",
                {"ante": 10, "express_bonus": 10, "express_bonus_box": {"box": 2, "amount": 10}},
                FOLD,
            ),
            box(2, "8h 8s 8d Jc 6d", A10, exchange("8h 8s 8d", "Qc Qd 3h"), FOLD),
        ],
    )
    r = settle(doc)
    # Box 1: EB on box 2's dealt three eights 10 x 8 = 80 (box 2 later exchanged them away and
    # folded); own EB -10; fold -10 => 60
    expect_line(box_of(r, 1), "express_bonus_box", "win", 80)
    expect_net(box_of(r, 1), 60)
    # Box 2: own EB on its dealt trips 80; fee -10; fold -10 => 60
    expect_net(box_of(r, 2), 60)


# -- rule 12: dealer without Ace-King: Ante 1:1, Bet pushes, whatever the player holds --------


def test_rule_a12_dealer_no_game_pays_the_ante_even_and_pushes_the_bet() -> None:
    doc = round_doc(
        "novo",
        DEALER_NO_GAME,
        [
            box(1, "2c 6c 9c Jc Kc", A10, PLAY),  # a flush
            box(2, "3d 4d 8h 9s Th", A10, PLAY),  # nothing at all
        ],
    )
    r = settle(doc)
    assert r["dealer"]["qualifies"] is False
    # Box 1: Ante 10 x 1:1 = 10; Bet push; EB flush 10 x 60 = 600 => 610
    b1 = box_of(r, 1)
    expect_line(b1, "ante", "win", 10)
    expect_line(b1, "bet", "push", 0, stake=20)
    expect_net(b1, 610)
    # Box 2: Ante +10; Bet push; EB -10 => 0
    expect_net(box_of(r, 2), 0)


# -- rule 13 / docs/rules.md §3: the second combination -----------------------------------------------


def test_rule_a13_second_hand_paid_even_when_it_does_not_beat_the_dealer() -> None:
    doc = round_doc("novo", "Tc Td 8h 6s 2c", [box(1, "Jh Js 3d Ac Kh", A10, PLAY)])
    bx = box_of(settle(doc), 1)
    # JJ beats TT: Bet 20 x 1:1 = 20; second hand Ace-King (which does not beat TT) 20 x 1:1 = 20;
    # Ante push; EB -10 => 30
    expect_line(bx, "second_hand", "win", 20, ratio="1:1")
    assert bx["second_hand"] == "ACE_KING"
    expect_net(bx, 30)


def test_rule_a13_no_second_hand_when_the_principal_loses() -> None:
    doc = round_doc("novo", "Qc Qd 8h 6s 2c", [box(1, "Jh Js 3d Ac Kh", A10, PLAY)])
    bx = box_of(settle(doc), 1)
    # JJ loses to QQ: Ante -10; Bet -20; no second hand; EB -10 => -40
    assert not lines_of(bx, "second_hand")
    expect_net(bx, -40)


def test_rule_a13_no_second_hand_on_a_tie() -> None:
    doc = round_doc("novo", "Jc Jd Ah Ks 3c", [box(1, "Jh Js 3d Ac Kh", A10, PLAY)])
    bx = box_of(settle(doc), 1)
    # J J A K 3 against J J A K 3: push, push; EB -10 => -10
    assert not lines_of(bx, "second_hand")
    expect_net(bx, -10)


def test_rule_a13_no_second_hand_when_the_dealer_has_no_game() -> None:
    doc = round_doc("novo", DEALER_NO_GAME, [box(1, "Jh Js 3d Ac Kh", A10, PLAY)])
    bx = box_of(settle(doc), 1)
    # Ante 10 x 1:1 = 10; Bet push; no second hand; EB -10 => 0
    assert not lines_of(bx, "second_hand")
    expect_net(bx, 0)


def test_rule_a13_second_hand_needs_a_card_outside_the_principal_combination() -> None:
    # A K Q J T of mixed suits: the straight uses all five cards; Ace-King uses none other.
    doc = round_doc("novo", "As Kd 7c 5h 2s", [box(1, "Ac Kh Qd Js Td", A10, PLAY)])
    bx = box_of(settle(doc), 1)
    # Straight beats AK: Bet 20 x 4:1 = 80; no second hand; EB straight 10 x 30 = 300 => 380
    assert bx["second_hand"] is None and not lines_of(bx, "second_hand")
    expect_net(bx, 380)


# The Novo sheet's "Additional combinations", each settled end to end: the box plays and
# beats a qualifying dealer, so it is paid Bet x principal ratio + Bet x second-hand ratio.
FIVE_CARD_EXAMPLES = [
    # (sheet, dealt, dealer, principal, second, expected net, arithmetic)
    ("JJ3AK", "Jh Js 3d Ac Kh", "As Kd 7c 5h 2s", "PAIR", "ACE_KING", 30),
    # Bet 20 x 1:1 = 20; AK 20 x 1:1 = 20; Ante push; EB (no row) -10 => 30
    ("22AAK", "2c 2d Ah As Kd", "Ac Kc 9d 6h 4s", "TWO_PAIR", "ACE_KING", 50),
    # Two pairs 20 x 2:1 = 40; AK 20; EB -10 => 50
    ("101010AK", "Tc Td Th Ad Ks", "Ac Kc 9d 6h 4s", "TRIPS", "ACE_KING", 160),
    # Trips 20 x 3:1 = 60; AK 20; EB trips 10 x 8:1 = 80 => 160
    ("KKKKA", "Kc Kd Kh Ks Ah", "Qc Qd 9h 6h 4s", "QUADS", "ACE_KING", 2920),
    # Quads 20 x 20:1 = 400; AK 20; EB quads 10 x 250:1 = 2500 => 2920
]


@pytest.mark.parametrize(
    ("sheet", "dealt", "dealer", "principal", "second", "net"),
    FIVE_CARD_EXAMPLES,
    ids=[e[0] for e in FIVE_CARD_EXAMPLES],
)
def test_section3_five_card_second_hand_examples_settled_end_to_end(
    sheet: str, dealt: str, dealer: str, principal: str, second: str, net: int
) -> None:
    r = settle(round_doc("novo", dealer, [box(1, dealt, A10, PLAY)]))
    assert r["dealer"]["qualifies"] is True
    bx = box_of(r, 1)
    assert (bx["hand"], bx["second_hand"]) == (principal, second)
    expect_line(bx, "ante", "push", 0)
    assert line(bx, "bet")["outcome"] == "win"
    assert line(bx, "second_hand")["outcome"] == "win"
    expect_net(bx, net)


SIX_CARD_EXAMPLES = [
    # (sheet, dealt five, bought sixth, dealer, principal, second, expected net)
    # Every box: sixth-card fee -10, Ante pushes, Bet 20.
    ("2234AK", "2c 2d 3h 4s Ac", "Kd", "Ah Kh 9c 7d 5s", "PAIR", "ACE_KING", 20),
    # pair 20 x 1 = 20; AK 20; EB (pair) -10; fee -10 => 20
    ("234AAK", "2c 3d 4h Ac Ad", "Ks", "Ah Kh 9c 7d 5s", "PAIR", "ACE_KING", 20),
    # pair of aces 20; AK 20; EB -10; fee -10 => 20
    ("2233AK", "2c 2d 3h 3s Ac", "Kd", "Ah Kh 9c 7d 5s", "TWO_PAIR", "ACE_KING", 40),
    # two pairs 40; AK 20; EB -10; fee -10 => 40
    ("2266QQ", "2c 2d 6h 6s Qc", "Qd", "Ah Kh 9c 7d 5s", "TWO_PAIR", "TWO_PAIR", 60),
    # QQ66 40; QQ22 40; EB -10; fee -10 => 60
    ("4448AK", "4c 4d 4h 8s Ac", "Kd", "Ah Kh 9c 7d 5s", "TRIPS", "ACE_KING", 150),
    # trips 60; AK 20; EB trips 80; fee -10 => 150
    ("567895", "5c 5d 6h 7s 8c", "9d", "Ah Kh 9c 7d 2s", "STRAIGHT", "STRAIGHT", 140),
    # straight 80; straight with the other 5 80; EB (pair) -10; fee -10 => 140
    ("KA2345", "Kc Ad 2h 3s 4c", "5d", "Ah Kh 9c 7d 6s", "STRAIGHT", "ACE_KING", 80),
    # wheel 80; AK (the K is not in the wheel) 20; EB -10; fee -10 => 80
    ("8910JQ7", "7c 8d 9h Ts Qc", "Jd", "Ah Kh 9c 6d 2s", "STRAIGHT", "STRAIGHT", 140),
    # 8-Q straight 80; 7-J straight 80; EB (no row) -10; fee -10 => 140
    ("9JQKA+10", "9h Jh Qh Ah Tc", "Kh", "As Ks 8d 6c 2d", "FLUSH", "STRAIGHT", 160),
    # heart flush 20 x 5 = 100; T-A straight with the Tc 80; EB (no row) -10; fee -10 => 160
    ("35689+3", "3s 5s 6s 8s 3h", "9s", "Ah Kh 9c 7d 2d", "FLUSH", "PAIR", 100),
    # spade flush 100; pair of threes (3h is outside the flush) 20; EB -10; fee -10 => 100
    ("5689JK", "5d 6d 8d 9d Jd", "Kd", "As Ks 8c 6c 2h", "FLUSH", "FLUSH", 790),
    # K J 9 8 6 flush 100; a second flush with the 5 100; EB dealt flush 10 x 60 = 600; fee -10 => 790
    ("555AAK", "5c 5d Ac Ad Kh", "5h", "As Ks 8d 6c 2d", "FULL_HOUSE", "ACE_KING", 140),
    # full house 20 x 7 = 140; AK 20; EB (two pairs) -10; fee -10 => 140
    ("444QQQ", "4c 4d 4h Qh Qs", "Qc", "As Ks 8d 6c 2d", "FULL_HOUSE", "FULL_HOUSE", 1270),
    # QQQ44 140; 444QQ 140; EB full house 10 x 100 = 1000; fee -10 => 1270
    ("7777JJ", "7c 7d 7h Jc Jd", "7s", "As Ks 8d 6c 2d", "QUADS", "FULL_HOUSE", 1530),
    # quads 20 x 20 = 400; full house 777JJ 140; EB full house 1000; fee -10 => 1530
    ("A2345s+K", "As 2s 3s 4s Kd", "5s", "Ah Kh 8d 6c 2d", "STRAIGHT_FLUSH", "ACE_KING", 1000),
    # straight flush 20 x 50 = 1000; AK 20; EB (mixed colours) -10; fee -10 => 1000
    ("A2345s+Ks", "As 2s 3s 4s Ks", "5s", "Ah Kh 8d 6c 2d", "STRAIGHT_FLUSH", "FLUSH", 1690),
    # straight flush 1000; flush with the Ks 100; EB dealt flush 600; fee -10 => 1690
    ("910JQKs+A", "9h Th Jh Qh Ac", "Kh", "As Ks 8d 6c 2d", "STRAIGHT_FLUSH", "STRAIGHT", 1060),
    # 9-K straight flush 1000; T-A straight with the Ac 80; EB (no row) -10; fee -10 => 1060
    ("5678910s", "5c 6c 7c 8c Tc", "9c", "As Ks 8d 6d 2d", "STRAIGHT_FLUSH", "STRAIGHT_FLUSH", 2590),
    # 6-T straight flush 1000; 5-9 straight flush 1000; EB dealt flush 600; fee -10 => 2590
    ("9+10JQKAs", "9d Tc Jc Qc Ac", "Kc", "As Ks 8d 6d 2d", "ROYAL_FLUSH", "STRAIGHT", 2060),
    # royal flush 20 x 100 = 2000; 9-K straight with the 9d 80; EB (no row) -10; fee -10 => 2060
    ("910JQKAs", "9c Tc Jc Qc Ac", "Kc", "As Ks 8d 6d 2d", "ROYAL_FLUSH", "STRAIGHT_FLUSH", 3590),
    # royal flush 2000; 9-K straight flush 1000; EB dealt flush 600; fee -10 => 3590
]


@pytest.mark.parametrize(
    ("sheet", "dealt", "sixth", "dealer", "principal", "second", "net"),
    SIX_CARD_EXAMPLES,
    ids=[e[0] for e in SIX_CARD_EXAMPLES],
)
def test_section3_six_card_second_hand_examples_settled_end_to_end(
    sheet: str, dealt: str, sixth: str, dealer: str, principal: str, second: str, net: int
) -> None:
    r = settle(round_doc("novo", dealer, [box(1, dealt, A10, buy(sixth), PLAY)]))
    assert r["dealer"]["qualifies"] is True
    bx = box_of(r, 1)
    assert (bx["hand"], bx["second_hand"]) == (principal, second)
    expect_line(bx, "sixth_card", "fee", -10)
    expect_line(bx, "ante", "push", 0)
    assert line(bx, "bet")["outcome"] == "win"
    assert line(bx, "second_hand")["outcome"] == "win"
    assert len(lines_of(bx, "second_hand")) == 1  # never more than two hands on a box
    expect_net(bx, net)


def test_section3_second_hand_examples_through_the_real_command(tmp_path: Path) -> None:
    doc = round_doc(
        "novo",
        "As Ks 8d 6c 2d",
        [
            box(1, "7c 7d 7h Jc Jd", A10, buy("7s"), PLAY),
            box(2, "9h Th Jh Qh Ac", A10, buy("Kh"), PLAY),
        ],
    )
    r = cli_settle(doc, tmp_path)
    assert [(b["box"], b["net"]) for b in r["boxes"]] == [(1, "1530"), (2, "1060")]
    b1 = box_of(r, 1)
    assert expect_line(b1, "second_hand", "win", 140, ratio="7:1")["hand"] == "FULL_HOUSE"


# -- the insurance paragraph (novo-poker-a) and docs/rules.md §2 "Insurance" -------------------------


def test_insurance_is_offered_to_a_played_box_with_three_of_a_kind() -> None:
    doc = round_doc("novo", DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(10))])
    bx = box_of(settle(doc), 1)
    # Dealer no game: insurance 10 x 1:1 = 10; Ante 10 x 1:1 = 10; Bet push; EB trips 80 => 100
    expect_line(bx, "insurance", "win", 10, stake=10, ratio="1:1")
    expect_net(bx, 100)


def test_insurance_loses_when_the_dealer_qualifies_and_the_box_beats_it() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(30))])
    bx = box_of(settle(doc), 1)
    # Trips beat AK: Bet 20 x 3 = 60; insurance -30; Ante push; EB 80 => 110
    expect_line(bx, "insurance", "lose", -30)
    expect_net(bx, 110)


def test_insurance_pushes_when_the_dealer_beats_the_box() -> None:
    doc = round_doc("novo", "Qc Qd Qs 9c 4s", [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(30))])
    bx = box_of(settle(doc), 1)
    # Dealer's queens beat the eights: Ante -10; Bet -20; insurance push 0; EB 80 => 50
    expect_line(bx, "insurance", "push", 0, stake=30)
    expect_net(bx, 50)


def test_insurance_below_three_of_a_kind_is_refused() -> None:
    doc = round_doc("novo", DEALER_NO_GAME, [box(1, "8h 8s 6d 6c Ah", A10, PLAY, insure(10))])
    refused(doc, "insurance", "three of a kind")


def test_insurance_before_playing_or_after_folding_is_refused() -> None:
    before = round_doc("novo", DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", A10, insure(10), PLAY)])
    refused(before, "played")
    folded = round_doc("novo", DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", A10, FOLD, insure(10))])
    refused(folded, "folded")


def test_insurance_stake_is_at_least_one_ante() -> None:
    doc = round_doc(
        "novo", DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", {"ante": 20, "express_bonus": 20}, PLAY, insure(19))]
    )
    refused(doc, "insurance 19", "20")


def test_insurance_stake_is_at_most_the_possible_win_in_novo() -> None:
    # Trips: possible win Bet 20 x 3:1 = 60; Novo insures up to 100% of it.
    ok = round_doc("novo", DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(60))])
    # insurance 60 x 1:1 = 60; Ante 10; EB 80 => 150
    expect_net(box_of(settle(ok), 1), 150)
    over = round_doc("novo", DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(61))])
    refused(over, "61", "60")


def test_insurance_maximum_counts_the_second_hand() -> None:
    # 8 8 8 A K: trips 20 x 3 = 60 plus second hand Ace-King 20 x 1 = 20: possible win 80.
    ok = round_doc("novo", DEALER_NO_GAME, [box(1, "8h 8s 8d Ac Kh", A10, PLAY, insure(80))])
    # insurance 80; Ante 10; EB trips 80 => 170
    expect_net(box_of(settle(ok), 1), 170)
    refused(round_doc("novo", DEALER_NO_GAME, [box(1, "8h 8s 8d Ac Kh", A10, PLAY, insure(81))]), "81", "80")


def test_insurance_never_so_much_that_the_box_could_pass_the_table_maximum() -> None:
    # Quads with Ante 100: possible win Bet 200 x 20 = 4000, but the table maximum is 1000:
    # with a dealer's "no game" the box wins Ante 100 + insurance, so insurance <= 900.
    table = {"max_payout": 1000}
    hand, wagers = "9c 9d 9h 9s 2d", {"ante": 100, "express_bonus": 100}
    ok = round_doc("novo", DEALER_NO_GAME, [box(1, hand, wagers, PLAY, insure(900))], table=table)
    bx = box_of(settle(ok), 1)
    # insurance 900 + Ante 100 = 1000 (main, not capped); EB quads 100 x 250 = 25000 (side) => 26000
    expect_line(bx, "insurance", "win", 900)
    assert bx["capped"] is False
    expect_net(bx, 26000)
    over = round_doc("novo", DEALER_NO_GAME, [box(1, hand, wagers, PLAY, insure(901))], table=table)
    refused(over, "901", "900")


def test_insurance_is_settled_against_the_dealers_first_hand_when_a_game_is_bought() -> None:
    doc = round_doc(
        "novo",
        DEALER_NO_GAME,  # Q J 7 5 2: no game
        [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(20), BUY_DEALER_GAME)],
        bought="7d",  # the queen goes: 7d J 7 5 2 = pair of sevens, qualifies
    )
    r = settle(doc)
    assert r["dealer"]["bought_game"]["hand"] == "PAIR" and r["dealer"]["bought_game"]["qualifies"] is True
    bx = box_of(r, 1)
    # Insurance against the first (no-game) hand: 20 x 1:1 = 20; dealer-game fee -10;
    # trips beat the bought pair: Bet 20 x 3 = 60, Ante push; EB 80 => 150
    expect_line(bx, "insurance", "win", 20)
    expect_line(bx, "dealer_game", "fee", -10)
    expect_line(bx, "bet", "win", 60)
    expect_net(bx, 150)


def test_a_blind_box_may_not_be_insured() -> None:
    doc = round_doc("novo", DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(10), blind_box=True)])
    refused(doc, "blind")


def test_a_blind_box_has_its_bet_placed_before_the_deal() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "8h 8s 4d Jc 6h", A10, blind_box=True)])
    bx = box_of(settle(doc), 1)
    # Bet 2 x 10 = 20 placed blind; 88 beats AK: 20 x 1:1 = 20; Ante push; EB -10 => 10
    expect_line(bx, "bet", "win", 20, stake=20)
    expect_net(bx, 10)


# -- buying the dealer a game (novo-poker-a, novo-poker-b; docs/rules.md §2) --------------------------


def test_buy_dealer_game_that_now_qualifies_settles_as_usual() -> None:
    doc = round_doc(
        "novo",
        DEALER_NO_GAME,
        [
            box(1, "9c 9d 4h 3c 2d", A10, PLAY, BUY_DEALER_GAME),
            box(2, "Tc Td 4d 3d 6c", A10, PLAY, BUY_DEALER_GAME),
            box(3, "Kc 8d 6s 4s 3h", A10, PLAY),
        ],
        bought="7d",  # Q replaced: 7d J 7 5 2 = pair of sevens
    )
    r = settle(doc)
    # Box 1: fee -10; nines beat sevens: Bet 20, Ante push; EB -10 => 0
    b1 = box_of(r, 1)
    expect_line(b1, "dealer_game", "fee", -10, stake=10)
    expect_line(b1, "bet", "win", 20)
    expect_net(b1, 0)
    # Box 2: the same new dealer hand: tens beat sevens => 0
    expect_net(box_of(r, 2), 0)
    # Box 3 did not buy: dealer no game for it: Ante 10 x 1:1 = 10; Bet push; EB -10 => 0
    b3 = box_of(r, 3)
    expect_line(b3, "ante", "win", 10)
    expect_line(b3, "bet", "push", 0)
    assert not lines_of(b3, "dealer_game")


def test_buy_dealer_game_that_beats_the_box_loses_ante_and_bet() -> None:
    doc = round_doc("novo", DEALER_NO_GAME, [box(1, "4c 4d 9h 3c 2d", A10, PLAY, BUY_DEALER_GAME)], bought="7d")
    # Sevens beat fours: fee -10; Ante -10; Bet -20; EB -10 => -50
    expect_net(box_of(settle(doc), 1), -50)


def test_buy_dealer_game_still_no_game_ante_and_bet_push() -> None:
    doc = round_doc("novo", DEALER_NO_GAME, [box(1, "9c 9d 4h 3c 2d", A10, PLAY, BUY_DEALER_GAME)], bought="Ah")
    r = settle(doc)
    assert r["dealer"]["bought_game"]["qualifies"] is False  # A J 7 5 2: still no game
    bx = box_of(r, 1)
    # Fee -10; Ante push (no Ante is paid); Bet push; EB -10 => -20
    expect_line(bx, "ante", "push", 0)
    expect_line(bx, "bet", "push", 0)
    expect_net(bx, -20)


def test_buy_dealer_game_replaces_the_dealers_highest_card() -> None:
    # Dealer K Q 9 5 2 (no game; highest the king). A bought ace would be A Q 9 5 2, no game;
    # if the 2 were replaced instead it would be A K Q 9 5 = Ace-King.
    doc = round_doc("novo", "Kc Qh 9d 5s 2c", [box(1, "8c 8d 4h 3c 2d", A10, PLAY, BUY_DEALER_GAME)], bought="Ah")
    r = settle(doc)
    assert sorted(r["dealer"]["bought_game"]["cards"]) == sorted(["Ah", "Qh", "9d", "5s", "2c"])
    assert r["dealer"]["bought_game"]["qualifies"] is False
    expect_net(box_of(r, 1), -20)  # fee -10; pushes; EB -10


def test_buy_dealer_game_when_the_dealer_qualifies_is_refused() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "9c 9d 4h 3c 2d", A10, PLAY, BUY_DEALER_GAME)], bought="7d")
    refused(doc, "dealer has a game")


def test_buy_dealer_game_after_folding_is_refused() -> None:
    doc = round_doc("novo", DEALER_NO_GAME, [box(1, "9c 9d 4h 3c 2d", A10, FOLD, BUY_DEALER_GAME)], bought="7d")
    refused(doc, "folded")


# -- exchange and sixth card (novo-poker-b; docs/rules.md §2 "Decisions") ------------------------------


@pytest.mark.parametrize("count", [1, 5])
def test_exchange_one_to_five_cards_by_default(count: int) -> None:
    dealt = ["Qc", "Qd", "9h", "4s", "3c"]
    new = ["Ah", "Kh", "2d", "7h", "8s"]
    discard, draw = " ".join(dealt[5 - count :]), " ".join(new[:count])
    doc = round_doc("novo", "As Kd 7c 5h 2s", [box(1, " ".join(dealt), A10, exchange(discard, draw), FOLD)])
    # Fee -10; fold Ante -10; EB -10 => -30
    expect_net(box_of(settle(doc), 1), -30)


def test_exchange_of_no_card_is_refused() -> None:
    doc = round_doc(
        "novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, {"do": "exchange", "discard": [], "draw": []}, PLAY)]
    )
    refused(doc, "exchange")


def test_one_exchange_or_one_buy_not_both_and_only_once() -> None:
    twice = round_doc(
        "novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, exchange("3c", "2d"), exchange("4s", "2h"), PLAY)]
    )
    refused(twice, "exchanged")
    then_buy = round_doc("novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, exchange("3c", "2d"), buy("2h"), PLAY)])
    refused(then_buy, "exchanged")
    buy_then_exchange = round_doc(
        "novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, buy("2d"), exchange("3c", "2h"), PLAY)]
    )
    refused(buy_then_exchange, "sixth card")
    two_buys = round_doc("novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, buy("2d"), buy("2h"), PLAY)])
    refused(two_buys, "sixth card")


def test_exchange_or_buy_after_playing_is_refused() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, PLAY, exchange("3c", "2d"))])
    refused(doc, "exchange")


def test_exchange_fee_is_kept_when_the_dealer_has_no_game() -> None:
    doc = round_doc("novo", DEALER_NO_GAME, [box(1, "Qc Qd 9h 4s 3c", A10, exchange("9h 4s 3c", "Qh 8d 2c"), PLAY)])
    bx = box_of(settle(doc), 1)
    # Fee -10; Ante 10 x 1:1 = 10; Bet push; EB -10 => -10
    expect_line(bx, "exchange", "fee", -10)
    expect_net(bx, -10)
    assert wagers_of(bx).count("exchange") == 1


def test_novo_b_the_ante_is_never_paid_when_the_box_beats_a_qualifying_dealer() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Qc Qd Qh 4s 3c", A10, PLAY)])
    bx = box_of(settle(doc), 1)
    # Ante push 0 (ante_on_win = push); Bet 20 x 3 = 60; EB trips 80 => 140
    expect_line(bx, "ante", "push", 0)
    expect_net(bx, 140)


# -- the options of docs/rules.md §2, each in both settings -------------------------------------------


def test_option_express_bonus_optional(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "novo", options={"express_bonus": "optional"})
    doc = round_doc(game, DEALER_AK, [box(1, "9c 9d 4h 3c 2d", {"ante": 10}, PLAY)])
    bx = box_of(settle(doc), 1)
    # No EB: Bet 20 x 1 = 20; Ante push => 20
    assert not lines_of(bx, "express_bonus")
    expect_net(bx, 20)
    # When placed it must still be at least the Ante.
    low = round_doc(game, DEALER_AK, [box(1, "9c 9d 4h 3c 2d", {"ante": 20, "express_bonus": 10}, PLAY)])
    refused(low, "at least the ante")


def test_option_express_bonus_off(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "novo", options={"express_bonus": "off"}, pay_tables={"express_bonus": None})
    ok = round_doc(game, DEALER_AK, [box(1, "9c 9d 4h 3c 2d", {"ante": 10}, PLAY)])
    expect_net(box_of(settle(ok), 1), 20)  # Bet 20 x 1:1; Ante push
    placed = round_doc(game, DEALER_AK, [box(1, "9c 9d 4h 3c 2d", A10, PLAY)])
    refused(placed, "express_bonus")
    on_dealer = round_doc(game, DEALER_AK, [box(1, "9c 9d 4h 3c 2d", {"ante": 10, "express_bonus_dealer": 10}, PLAY)])
    refused(on_dealer, "express_bonus")


def test_option_express_bonus_required_is_the_default() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "9c 9d 4h 3c 2d", {"ante": 10}, PLAY)])
    refused(doc, "mandatory")


def test_option_exchange_min_cards_two(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "novo", options={"exchange_min_cards": 2})
    one = round_doc(game, DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, exchange("3c", "Qh"), PLAY)])
    refused(one, "2 to 5")
    two = round_doc(game, DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, exchange("4s 3c", "Qh 8d"), PLAY)])
    # Q Q Q 9 8: Bet 20 x 3 = 60; fee -10; EB -10 => 40
    expect_net(box_of(settle(two), 1), 40)


def test_option_exchange_min_cards_one_is_the_default() -> None:
    doc = round_doc("novo", DEALER_AK, [box(1, "Qc Qd 9h 4s 3c", A10, exchange("3c", "Qh"), PLAY)])
    # Q Q Q 9 4: Bet 60; fee -10; EB -10 => 40
    expect_net(box_of(settle(doc), 1), 40)


def test_option_insurance_min_category_two_pairs(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "novo", options={"insurance_min_category": "TWO_PAIR"})
    doc = round_doc(game, DEALER_NO_GAME, [box(1, "8h 8s 6d 6c Ah", A10, PLAY, insure(40))])
    bx = box_of(settle(doc), 1)
    # Two pairs: possible win 20 x 2 = 40; insurance 40 x 1:1 = 40; Ante 10; Bet push; EB -10 => 40
    expect_line(bx, "insurance", "win", 40)
    expect_net(bx, 40)
    pair = round_doc(game, DEALER_NO_GAME, [box(1, "8h 8s 6d 4c Ah", A10, PLAY, insure(10))])
    refused(pair, "two pairs")


def test_option_insurance_min_ante_two(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "novo", options={"insurance_min_ante": 2})
    low = round_doc(game, DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(19))])
    refused(low, "19", "20")
    ok = round_doc(game, DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(20))])
    # insurance 20; Ante 10; EB 80 => 110
    expect_net(box_of(settle(ok), 1), 110)
    # The default (1 x Ante) accepts 10.
    default = round_doc("novo", DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(10))])
    expect_net(box_of(settle(default), 1), 100)


def test_option_insurance_max_fraction_half(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "novo", options={"insurance_max_fraction": "0.5"})
    # Trips: possible win 60; half is 30.
    refused(round_doc(game, DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(31))]), "31", "30")
    ok = round_doc(game, DEALER_NO_GAME, [box(1, "8h 8s 8d Jc 6h", A10, PLAY, insure(30))])
    expect_net(box_of(settle(ok), 1), 120)  # insurance 30 + Ante 10 + EB 80


@pytest.mark.parametrize(
    ("on_tie", "outcome", "insurance_net", "net"), [("push", "push", 0, 300), ("lose", "lose", -20, 280)]
)
def test_option_insurance_on_tie(tmp_path: Path, on_tie: str, outcome: str, insurance_net: int, net: int) -> None:
    game = profile_variant(tmp_path, "novo", options={"insurance_on_tie": on_tie})
    # Box and dealer both hold a 5-to-9 straight: a tie against a qualifying dealer.
    doc = round_doc(game, "5d 6h 7s 8c 9d", [box(1, "5c 6d 7h 8s 9c", A10, PLAY, insure(20))])
    bx = box_of(settle(doc), 1)
    # Tie: Ante 0; Bet 0; EB straight 10 x 30 = 300; insurance push 0 => 300, or lose -20 => 280
    expect_line(bx, "ante", "push", 0)
    expect_line(bx, "bet", "push", 0)
    expect_line(bx, "insurance", outcome, insurance_net, stake=20)
    expect_net(bx, net)
    # Whatever the option, a dealer who beats the box pushes the insurance.
    beaten = round_doc(game, "6h 7s 8c 9d Td", [box(1, "5c 6d 7h 8s 9c", A10, PLAY, insure(20))])
    bx = box_of(settle(beaten), 1)
    # Ante -10; Bet -20; insurance push; EB 300 => 270
    expect_line(bx, "insurance", "push", 0)
    expect_net(bx, 270)


@pytest.mark.parametrize(("ante_on_win", "ante_net", "net"), [("push", 0, 10), ("even", 10, 20)])
def test_option_ante_on_win(tmp_path: Path, ante_on_win: str, ante_net: int, net: int) -> None:
    game = profile_variant(tmp_path, "novo", options={"ante_on_win": ante_on_win})
    doc = round_doc(game, DEALER_AK, [box(1, "9c 9d 4h 3c 2d", A10, PLAY)])
    bx = box_of(settle(doc), 1)
    # 99 beats AK: Bet 20 x 1 = 20; EB -10; Ante 0 (push) => 10, or 10 x 1:1 = 10 (even) => 20
    expect_line(bx, "ante", "push" if ante_on_win == "push" else "win", ante_net)
    expect_net(bx, net)


def test_option_dealer_game_buy_off_in_a_novo_variant(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "novo", options={"dealer_game_buy": False})
    doc = round_doc(game, DEALER_NO_GAME, [box(1, "9c 9d 4h 3c 2d", A10, PLAY, BUY_DEALER_GAME)], bought="7d")
    refused(doc, "off")


def test_novo_b_four_open_boxes_plus_blind_boxes_per_player() -> None:
    # novo-poker-b: "between one and four open boxes" and "any number of boxes blind (up to
    # four)": four open plus one blind is legal; a fifth open box is not.
    from dealer_assist.errors import RuleError
    from dealer_assist.profile import load_profile
    from dealer_assist.rules.engine import check_boxes
    from dealer_assist.rules.model import BoxSpec, Wagers

    profile = load_profile("novo")
    w = Wagers()
    legal = [BoxSpec(b, w, (), (), b == 5, "P") for b in range(1, 6)]
    check_boxes(profile, legal)
    five_open = [BoxSpec(b, w, (), (), False, "P") for b in range(1, 6)]
    with pytest.raises(RuleError, match="5 open boxes, at most 4"):
        check_boxes(profile, five_open)
    five_blind = [BoxSpec(b, w, (), (), b > 1, "P") for b in range(1, 7)]
    with pytest.raises(RuleError, match="5 blind boxes, at most 4"):
        check_boxes(profile, five_blind)
