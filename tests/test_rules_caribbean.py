"""Poker sin descarte (Caribbean Stud with a bought card): the poker-sin-descarte sheet (docs/rule-sheets.md) as
docs/rules.md §5 reads it. Every expected payout is worked by hand in a comment.

Shipped table: min 10, max 1000, table maximum 50000, side-bet maximum 50000, chip unit 1.
The Ante pays 1:1 when the player beats a qualifying dealer (``ante_on_win = "even"``).
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
    buy_card,
    cli_settle,
    exchange,
    expect_line,
    expect_net,
    insure,
    lines_of,
    round_doc,
    settle,
)

DEALER_AK = "As Kd 8c 5d 3s"  # Ace-King: qualifies
DEALER_NO_GAME = "Qs Jd 7c 4h 2s"  # queen high: no game
ANTE = {"ante": 10}


def refused(doc: dict[str, object], *words: str, box: int | None = 1) -> RuleError:
    with pytest.raises(RuleError) as info:
        settle_json(doc)
    assert info.value.box == box, str(info.value)
    for w in words:
        assert w.lower() in str(info.value).lower(), f"{w!r} not in {info.value}"
    return info.value


# -- wagers: Apuesta Inicial and the optional Seguro -------------------------------------------


def test_caribbean_ante_alone_or_with_seguro() -> None:
    doc = round_doc(
        "caribbean",
        DEALER_AK,
        [box(1, "9c 9d 6h 4s 2c", ANTE, PLAY), box(2, "Tc Td 6d 4c 2d", {"ante": 10, "seguro": 10}, PLAY)],
    )
    r = settle(doc)
    # Box 1: 99 beats AK: Ante 10 x 1:1 = 10; Bet 20 x 1:1 = 20 => 30
    expect_net(box_of(r, 1), 30)
    assert not lines_of(box_of(r, 1), "seguro")
    # Box 2: TT beats AK: 30; Seguro (a pair is not in its table) -10 => 20
    expect_line(box_of(r, 2), "seguro", "lose", -10, stake=10)
    expect_net(box_of(r, 2), 20)


def test_caribbean_has_no_express_bonus_and_no_bonus() -> None:
    refused(
        round_doc("caribbean", DEALER_AK, [box(1, "9c 9d 6h 4s 2c", {"ante": 10, "express_bonus": 10}, PLAY)]),
        "express_bonus",
    )
    refused(round_doc("caribbean", DEALER_AK, [box(1, "9c 9d 6h 4s 2c", {"ante": 10, "bonus": 10}, PLAY)]), "bonus")


# -- fold or call ----------------------------------------------------------------------------


def test_caribbean_fold_loses_the_ante() -> None:
    bx = box_of(settle(round_doc("caribbean", DEALER_NO_GAME, [box(1, "9c 9d 6h 4s 3c", ANTE, FOLD)])), 1)
    # Ante -10, even though the dealer has no game => -10
    expect_line(bx, "ante", "lose", -10)
    expect_net(bx, -10)


def test_caribbean_call_is_a_second_bet_of_twice_the_ante() -> None:
    bx = box_of(settle(round_doc("caribbean", DEALER_AK, [box(1, "9c 9d 6h 4s 2c", {"ante": 35}, PLAY)])), 1)
    # Bet 2 x 35 = 70; 99 beats AK: Ante 35 x 1:1 = 35; Bet 70 x 1:1 = 70 => 105
    expect_line(bx, "bet", "win", 70, stake=70, ratio="1:1")
    expect_line(bx, "ante", "win", 35, ratio="1:1")
    expect_net(bx, 105)


# -- the dealer: without Ace-King, Ante 1:1 and the second bet pushes -------------------------


def test_caribbean_dealer_without_ace_king_pays_the_ante_and_pushes_the_bet() -> None:
    doc = round_doc("caribbean", DEALER_NO_GAME, [box(1, "2c 5d 8h 9s 3c", ANTE, PLAY)])  # nine high
    r = settle(doc)
    assert r["dealer"]["qualifies"] is False
    bx = box_of(r, 1)
    # The players' cards are not opened: Ante 10 x 1:1 = 10; Bet push => 10
    expect_line(bx, "ante", "win", 10)
    expect_line(bx, "bet", "push", 0, stake=20)
    expect_net(bx, 10)


# -- the dealer qualifies: higher / lower / kickers / identical ---------------------------------

MAIN_TABLE = [
    # (hand, category, ratio, Bet 20 x ratio); the net is Ante 10 + Bet win.
    ("Ac Kh Qd 9s 4c", "ACE_KING", "1:1", 20),  # A K Q beats the dealer's A K 8
    ("9c 9d 6h 4s 2c", "PAIR", "1:1", 20),
    ("9c 9d 6h 6s 2c", "TWO_PAIR", "2:1", 40),
    ("9c 9d 9h 6s 2c", "TRIPS", "3:1", 60),
    ("8h 9d Th Js Qc", "STRAIGHT", "4:1", 80),
    ("2h 7h 9h Jh Kh", "FLUSH", "5:1", 100),
    ("9c 9d 9h 6s 6c", "FULL_HOUSE", "7:1", 140),
    ("9c 9d 9h 9s 2c", "QUADS", "20:1", 400),
    ("6h 7h 8h 9h Th", "STRAIGHT_FLUSH", "50:1", 1000),
    ("Tc Jc Qc Kc Ac", "ROYAL_FLUSH", "100:1", 2000),
]


@pytest.mark.parametrize(("hand", "category", "ratio", "won"), MAIN_TABLE, ids=[m[1] for m in MAIN_TABLE])
def test_caribbean_player_higher_ante_even_and_bet_by_the_main_table(
    hand: str, category: str, ratio: str, won: int
) -> None:
    bx = box_of(settle(round_doc("caribbean", DEALER_AK, [box(1, hand, ANTE, PLAY)])), 1)
    assert bx["hand"] == category
    expect_line(bx, "ante", "win", 10, ratio="1:1")
    expect_line(bx, "bet", "win", won, ratio=ratio)
    expect_net(bx, 10 + won)


def test_caribbean_player_lower_loses_both() -> None:
    bx = box_of(settle(round_doc("caribbean", "9h 9s Kc 7d 2s", [box(1, "8c 8d 6h 4s 3c", ANTE, PLAY)])), 1)
    # 88 below 99: Ante -10; Bet -20 => -30
    expect_net(bx, -30)


@pytest.mark.parametrize(
    ("player", "dealer", "net"),
    [
        ("9c 9d Ah 6s 3c", "9h 9s Kc 7d 2s", 30),  # nines, ace kicker beats king kicker: +10 +20
        ("9c 9d Qh 6s 3c", "9h 9s Kc 7d 2s", -30),  # nines, queen kicker below king: -10 -20
        ("9c 9d Kh 7s 3c", "9h 9s Kc 7d 2s", 30),  # K 7 3 against K 7 2: the last kicker decides
    ],
)
def test_caribbean_equal_category_kickers_decide(player: str, dealer: str, net: int) -> None:
    expect_net(box_of(settle(round_doc("caribbean", dealer, [box(1, player, ANTE, PLAY)])), 1), net)


def test_caribbean_identical_hands_push() -> None:
    bx = box_of(settle(round_doc("caribbean", "9h 9s Ad 6d 3h", [box(1, "9c 9d Ah 6s 3c", ANTE, PLAY)])), 1)
    # 9 9 A 6 3 both: Ante 0; Bet 0 => 0
    expect_line(bx, "ante", "push", 0)
    expect_line(bx, "bet", "push", 0)
    expect_net(bx, 0)


def test_caribbean_no_second_hands() -> None:
    bx = box_of(settle(round_doc("caribbean", "Ad Ks 8c 5d 3s", [box(1, "Jh Js 3d Ac Kh", ANTE, PLAY)])), 1)
    # JJ beats AK: Ante 10 + Bet 20 = 30, and no Ace-King second hand (Novo would add 20)
    assert not lines_of(bx, "second_hand") and bx["second_hand"] is None
    expect_net(bx, 30)


def test_caribbean_no_insurance_no_exchange_no_sixth_card_no_dealer_game() -> None:
    hand = "9c 9d 9h 6s 2c"
    refused(round_doc("caribbean", DEALER_NO_GAME, [box(1, hand, ANTE, PLAY, insure(10))]), "insurance")
    refused(round_doc("caribbean", DEALER_AK, [box(1, hand, ANTE, exchange("2c", "3d"), PLAY)]), "exchange")
    refused(round_doc("caribbean", DEALER_AK, [box(1, hand, ANTE, buy("3d"), PLAY)]), "sixth card")
    refused(round_doc("caribbean", DEALER_NO_GAME, [box(1, hand, ANTE, PLAY, BUY_DEALER_GAME)], bought="3d"), "off")


# -- Comprar carta ---------------------------------------------------------------------------


def test_caribbean_buy_card_after_calling_costs_one_ante_and_completes_the_hand() -> None:
    doc = round_doc("caribbean", DEALER_AK, [box(1, "9c 9d 6h 4s 2c", ANTE, PLAY, buy_card("2c", "9h"))])
    bx = box_of(settle(doc), 1)
    # 9 9 9 6 4: Ante 10; Bet 20 x 3 = 60; bought-card fee -10 => 60
    expect_line(bx, "buy_card", "fee", -10, stake=10)
    expect_line(bx, "bet", "win", 60, ratio="3:1")
    assert bx["hand"] == "TRIPS"
    expect_net(bx, 60)


def test_caribbean_buy_card_fee_kept_when_the_dealer_has_no_game() -> None:
    doc = round_doc("caribbean", DEALER_NO_GAME, [box(1, "9c 9d 6h 5s 3c", ANTE, PLAY, buy_card("3c", "9h"))])
    # Fee -10; Ante +10; Bet push => 0
    expect_net(box_of(settle(doc), 1), 0)


def test_caribbean_buy_card_only_for_a_box_that_has_called() -> None:
    refused(round_doc("caribbean", DEALER_AK, [box(1, "9c 9d 6h 4s 2c", ANTE, buy_card("2c", "9h"), PLAY)]), "called")
    refused(round_doc("caribbean", DEALER_AK, [box(1, "9c 9d 6h 4s 2c", ANTE, FOLD, buy_card("2c", "9h"))]), "folded")


def test_caribbean_buy_card_gives_up_exactly_one_card_once() -> None:
    two = round_doc("caribbean", DEALER_AK, [box(1, "9c 9d 6h 4s 2c", ANTE, PLAY, buy_card("4s 2c", "9h 6c"))])
    refused(two, "exactly one")
    twice = round_doc(
        "caribbean", DEALER_AK, [box(1, "9c 9d 6h 4s 2c", ANTE, PLAY, buy_card("2c", "9h"), buy_card("4s", "6c"))]
    )
    refused(twice, "already bought")


# -- El seguro ------------------------------------------------------------------------------

SEGURO_ROWS = [
    # (dealt, row, ratio, Seguro 10 x ratio). Dealer without a game: Ante +10, Bet push,
    # so the net is Seguro win + 10.
    ("9c 9d 9h 5s 5c", "FULL_HOUSE", "100:1", 1000),
    ("9c 9d 9h 9s 5c", "QUADS", "300:1", 3000),
    ("6d 7d 8d 9d Td", "STRAIGHT_FLUSH", "1000:1", 10000),
    ("Tc Jc Qc Kc Ac", "ROYAL_FLUSH", "2000:1", 20000),
]


@pytest.mark.parametrize(("dealt", "row", "ratio", "won"), SEGURO_ROWS, ids=[s[1] for s in SEGURO_ROWS])
def test_caribbean_seguro_pays_whether_or_not_the_dealer_qualifies(dealt: str, row: str, ratio: str, won: int) -> None:
    bx = box_of(settle(round_doc("caribbean", DEALER_NO_GAME, [box(1, dealt, {"ante": 10, "seguro": 10}, PLAY)])), 1)
    expect_line(bx, "seguro", "win", won, stake=10, ratio=ratio)
    expect_net(bx, won + 10)


def test_caribbean_seguro_anything_else_loses() -> None:
    bx = box_of(
        settle(round_doc("caribbean", DEALER_NO_GAME, [box(1, "2h 6h 9h Jh Kh", {"ante": 10, "seguro": 10}, PLAY)])), 1
    )
    # A flush is not in the Seguro table: Seguro -10; Ante +10 => 0
    expect_line(bx, "seguro", "lose", -10)
    expect_net(bx, 0)


def test_caribbean_seguro_with_a_qualifying_dealer() -> None:
    bx = box_of(
        settle(round_doc("caribbean", DEALER_AK, [box(1, "9c 9d 9h 6s 6c", {"ante": 10, "seguro": 10}, PLAY)])), 1
    )
    # Full house beats AK: Ante 10; Bet 20 x 7 = 140; Seguro 10 x 100 = 1000 => 1150
    expect_net(bx, 1150)


def test_caribbean_seguro_pays_even_when_the_dealer_beats_the_box() -> None:
    doc = round_doc("caribbean", "Qc Qd Qh Qs 2d", [box(1, "5c 5d 5h 9s 9c", {"ante": 10, "seguro": 10}, PLAY)])
    bx = box_of(settle(doc), 1)
    # Dealer's quads beat the full house: Ante -10; Bet -20; Seguro 10 x 100 = 1000 => 970
    expect_net(bx, 970)


def test_caribbean_seguro_is_lost_when_the_box_folds() -> None:
    bx = box_of(
        settle(round_doc("caribbean", DEALER_AK, [box(1, "9c 9d 9h 5s 5c", {"ante": 10, "seguro": 10}, FOLD)])), 1
    )
    # A folded full house: Seguro -10; Ante -10 => -20
    expect_line(bx, "seguro", "lose", -10)
    expect_net(bx, -20)


def test_caribbean_seguro_is_settled_on_the_first_five_cards_not_the_bought_card(tmp_path: Path) -> None:
    doc = round_doc(
        "caribbean", DEALER_AK, [box(1, "9c 9d 5s 5c 3h", {"ante": 10, "seguro": 10}, PLAY, buy_card("3h", "9h"))]
    )
    r = cli_settle(doc, tmp_path)
    bx = box_of(r, 1)
    # Dealt two pairs: Seguro -10; the bought 9h makes a full house: Ante 10; Bet 140; fee -10 => 130
    expect_line(bx, "seguro", "lose", -10)
    expect_line(bx, "bet", "win", 140, ratio="7:1")
    expect_net(bx, 130)
