"""docs/rules.md §1 (cards and hand ranking, at the table) and §7 (limits that hold in every
game): the table maximum and the side-bet maximum, bet limits, exact money and the chip
unit. Every expected payout is worked by hand in a comment.

(Insurance limits and buying the dealer a game are in test_rules_novo.py; the 6- and
7-card "best five" bullets are also exercised by the Novo second-hand examples and the
Hold'em tests.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dealer_assist.errors import RoundFileError, RuleError
from dealer_assist.roundfile import load_round
from dealer_assist.rules.engine import settle as engine_settle
from dealer_assist.settle import settle_json
from tests.rules_support import (
    FOLD,
    PLAY,
    box,
    box_of,
    buy,
    cli_settle,
    expect_line,
    expect_net,
    line,
    lines_of,
    money,
    profile_variant,
    round_doc,
    run_settle,
    settle,
    uth_play,
)

ANTE = {"ante": 10}
PRE4 = uth_play(4, "preflop")


def refused(doc: dict[str, object], *words: str, box: int | None = 1) -> RuleError:
    with pytest.raises(RuleError) as info:
        settle_json(doc)
    assert info.value.box == box, str(info.value)
    for w in words:
        assert w.lower() in str(info.value).lower(), f"{w!r} not in {info.value}"
    return info.value


# -- §1 Cards and hand ranking, settled at the table ---------------------------------------

LADDER = [
    # (lower hand, higher hand, higher category, Bet 20 x its ratio), Poker sin descarte.
    ("Ad Kc 7h 5s 2c", "3d 3h 6c 8s 9d", "PAIR", 20),
    ("Kd Kc 7h 5s 2c", "3d 3h 4c 4s 9d", "TWO_PAIR", 40),
    ("Kd Kc Qh Qs 2c", "3d 3h 3c 4s 9d", "TRIPS", 60),
    ("Ad Ac As Ks 2c", "3d 4h 5c 6s 7d", "STRAIGHT", 80),
    ("9d Th Jc Qs Kd", "2h 4h 6h 8h 9h", "FLUSH", 100),
    ("Ad Kd 9d 6d 2d", "3c 3h 3s 4c 4h", "FULL_HOUSE", 140),
    ("Ac Ad As Kc Kd", "2c 2d 2h 2s 3c", "QUADS", 400),
    ("Ac Ad As Ah Kd", "2c 3c 4c 5c 6c", "STRAIGHT_FLUSH", 1000),
    ("9d Td Jd Qd Kd", "Ts Js Qs Ks As", "ROYAL_FLUSH", 2000),
]


@pytest.mark.parametrize(("lower", "higher", "category", "won"), LADDER, ids=[f"{x[2]}" for x in LADDER])
def test_section1_categories_rank_low_to_high(lower: str, higher: str, category: str, won: int) -> None:
    # Player higher: Ante 10 x 1:1 = 10 + Bet 20 x ratio.
    up = box_of(settle(round_doc("caribbean", lower, [box(1, higher, ANTE, PLAY)])), 1)
    assert up["hand"] == category
    expect_net(up, 10 + won)
    # The same hands the other way round: the player is lower: Ante -10; Bet -20 => -30.
    down = box_of(settle(round_doc("caribbean", higher, [box(1, lower, ANTE, PLAY)])), 1)
    expect_net(down, -30)


def test_section1_card_codes_ten_as_10_or_t_and_any_case() -> None:
    # "10h" and "th" are the same card; lower case is accepted (docs/round-file.md).
    bx = box_of(settle(round_doc("caribbean", "ad kc 4h 3s 2c", [box(1, "10h TD 9c 9s 6D", ANTE, PLAY)])), 1)
    assert sorted(bx["cards"]) == sorted(["Th", "Td", "9c", "9s", "6d"])
    # Two pairs beat Ace-King: Ante 10 + Bet 20 x 2 = 40 => 50
    expect_net(bx, 50)
    with pytest.raises(RuleError, match="already on the table"):
        settle_json(round_doc("caribbean", "Ad Kc 4h 3s 2c", [box(1, "10h Th 9c 9s 6d", ANTE, PLAY)]))


def test_section1_ace_king_is_the_least_qualifying_dealer_hand() -> None:
    r = settle(round_doc("caribbean", "Ad Kc 4h 3s 2c", [box(1, "Qd Jh 9c 8s 6d", ANTE, PLAY)]))
    assert r["dealer"] == {"hand": "ACE_KING", "qualifies": True, "cards": ["Ad", "Kc", "4h", "3s", "2c"]}
    # Queen high below Ace-King: -10 -20 => -30
    expect_net(box_of(r, 1), -30)
    r = settle(round_doc("caribbean", "Ad Qc 4h 3s 2c", [box(1, "Kd Jh 9c 8s 6d", ANTE, PLAY)]))
    assert r["dealer"]["hand"] == "HIGH_CARD" and r["dealer"]["qualifies"] is False
    expect_net(box_of(r, 1), 10)  # no game: Ante +10, Bet push


def test_section1_the_wheel_is_the_lowest_straight() -> None:
    r = settle(round_doc("caribbean", "2d 3h 4c 5s 6d", [box(1, "Ac 2h 3d 4s 5c", ANTE, PLAY)]))
    # 6-high straight beats the wheel: -30
    assert box_of(r, 1)["hand"] == "STRAIGHT"
    expect_net(box_of(r, 1), -30)
    r = settle(round_doc("caribbean", "Kd Kh Ks 8s 6d", [box(1, "Ac 2h 3d 4s 5c", ANTE, PLAY)]))
    # ... but it is a straight: it beats three kings: Ante 10 + Bet 20 x 4 = 80 => 90
    expect_net(box_of(r, 1), 90)


def test_section1_the_ace_plays_low_only_in_the_wheel() -> None:
    # Q K A 2 3 is no straight: an Ace-King hand, which the dealer's pair beats.
    bx = box_of(settle(round_doc("caribbean", "4d 4h 9c 8s 6d", [box(1, "Qc Kh Ad 2s 3c", ANTE, PLAY)])), 1)
    assert bx["hand"] == "ACE_KING"
    expect_net(bx, -30)


def test_section1_kickers_decide_and_equal_hands_tie() -> None:
    # Two pairs K K 7 7 with a 9 against K K 7 7 with an 8.
    win = box_of(settle(round_doc("caribbean", "Kh Ks 7c 7h 8d", [box(1, "Kc Kd 7s 7d 9c", ANTE, PLAY)])), 1)
    expect_net(win, 10 + 40)  # Ante 10 + Bet 20 x 2:1
    tie = box_of(settle(round_doc("caribbean", "Kh Ks 7c 7h 9d", [box(1, "Kc Kd 7s 7d 9c", ANTE, PLAY)])), 1)
    expect_net(tie, 0)  # card for card by rank: push


def test_section1_suits_never_rank() -> None:
    # Two spade flushes and a heart flush of the same ranks: a tie whatever the suits.
    bx = box_of(settle(round_doc("caribbean", "2h 5h 8h Th Qh", [box(1, "2s 5s 8s Ts Qs", ANTE, PLAY)])), 1)
    expect_net(bx, 0)


def test_section1_six_cards_play_the_best_five() -> None:
    bx = box_of(settle(round_doc("russian", "Ad Ks 7c 5h 2s", [box(1, "9c 9d 6h 4s 3c", ANTE, buy("9h"), PLAY)])), 1)
    # 9 9 9 6 4 (3 dropped): trips 20 x 3 = 60; fee -10 => 50
    assert bx["hand"] == "TRIPS"
    expect_net(bx, 50)


# -- §7 Table maximum -------------------------------------------------------------------------


def test_section7_main_game_capped_at_the_table_maximum() -> None:
    doc = round_doc(
        "russian",
        "Qc Qd 9h 6h 4s",  # pair of queens: qualifies
        [box(1, "Kc Kd Kh Ks Ah", {"ante": 100}, PLAY)],
        table={"max_payout": 3000},
    )
    bx = box_of(settle(doc), 1)
    # Quads: Bet 200 x 20:1 = 4000; second hand Ace-King 200 x 1:1 = 200; Ante push:
    # won 4200, capped at 3000: a table_max line of 3000 - 4200 = -1200 => 3000
    expect_line(bx, "bet", "win", 4000)
    expect_line(bx, "second_hand", "win", 200)
    cap = line(bx, "table_max")
    assert cap["outcome"] == "capped" and money(cap["net"]) == -1200
    assert bx["capped"] is True
    assert money(bx["uncapped_net"]) == 4200
    expect_net(bx, 3000)


def test_section7_side_bets_capped_separately() -> None:
    doc = round_doc(
        "novo",
        "As Kd 7c 5h 2s",  # Ace-King
        [box(1, "9c 9d 9h 9s 3d", {"ante": 100, "express_bonus": 100}, PLAY)],
        table={"side_bet_max_payout": 10000},
    )
    bx = box_of(settle(doc), 1)
    # EB quads 100 x 250 = 25000, capped at 10000: side_bet_max line -15000;
    # main: Bet 200 x 20 = 4000 (under 50000, not capped); Ante push => 14000 (uncapped 29000)
    expect_line(bx, "express_bonus", "win", 25000)
    assert money(line(bx, "side_bet_max")["net"]) == -15000
    assert not lines_of(bx, "table_max")
    assert bx["capped"] is True and money(bx["uncapped_net"]) == 29000
    expect_net(bx, 14000)


def test_section7_both_maxima_on_an_instant_royal_flush(tmp_path: Path) -> None:
    doc = round_doc("novo", "Ad Kd 7c 5h 2c", [box(1, "Ts Js Qs Ks As", {"ante": 1000, "express_bonus": 1000})])
    r = cli_settle(doc, tmp_path)
    bx = box_of(r, 1)
    # Instant payout 1000 x 1000 = 1000000 -> capped at 50000 (table_max -950000);
    # EB Flush row 1000 x 60 = 60000 -> capped at 50000 (side_bet_max -10000) => 100000
    expect_line(bx, "instant_payout", "win", 1000000)
    assert money(line(bx, "table_max")["net"]) == -950000
    assert money(line(bx, "side_bet_max")["net"]) == -10000
    assert bx["capped"] is True and money(bx["uncapped_net"]) == 1060000
    expect_net(bx, 100000)


def test_section7_a_capped_box_keeps_its_losing_lines_and_fees() -> None:
    doc = round_doc(
        "novo",
        "Qc Qd 9h 6h 4s",
        [box(1, "Kc Kd Kh 8c 3d", {"ante": 100, "express_bonus": 100}, buy("Ks"), PLAY)],
        table={"max_payout": 1000},
    )
    bx = box_of(settle(doc), 1)
    # K K K K 8 3: Bet 200 x 20 = 4000, capped at 1000 (table_max -3000); sixth card fee -100;
    # EB on the dealt trips 100 x 8 = 800 (side, not capped); Ante push => 1000 - 100 + 800 = 1700
    expect_line(bx, "sixth_card", "fee", -100)
    expect_line(bx, "express_bonus", "win", 800)
    assert money(line(bx, "table_max")["net"]) == -3000
    expect_net(bx, 1700)


def test_section7_a_capped_payout_is_shown_in_the_explain_table(tmp_path: Path) -> None:
    doc = round_doc(
        "russian", "Qc Qd 9h 6h 4s", [box(1, "Kc Kd Kh Ks Ah", {"ante": 100}, PLAY)], table={"max_payout": 3000}
    )
    p = run_settle(doc, tmp_path, explain=True)
    assert p.returncode == 0, p.stderr
    assert "uncapped 4200" in p.stdout and "capped at 3000" in p.stdout
    assert "PAY 3000" in p.stdout


def test_section7_uncapped_boxes_say_so() -> None:
    bx = box_of(settle(round_doc("russian", "Ad Ks 7c 5h 2s", [box(1, "9c 9d 6h 4s 3c", ANTE, PLAY)])), 1)
    assert bx["capped"] is False and "uncapped_net" not in bx
    assert not lines_of(bx, "table_max") and not lines_of(bx, "side_bet_max")


# -- §7 Bet limits ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "wagers", "words"),
    [
        ("russian", {"ante": 5}, ("Ante 5", "10 to 1000")),
        ("russian", {"ante": 1001}, ("Ante 1001", "10 to 1000")),
        ("russian", {"ante": 10, "bonus": 5}, ("Bonus 5",)),
        ("russian", {"ante": 10, "bonus": 1500}, ("Bonus 1500",)),
        ("novo", {"ante": 10, "express_bonus": 1001}, ("Express Bonus 1001",)),
        ("novo", {"ante": 10, "express_bonus": 10, "express_bonus_dealer": 5}, ("dealer 5",)),
        ("caribbean", {"ante": 10, "seguro": 2000}, ("Seguro 2000",)),
    ],
)
def test_section7_each_wager_within_the_table_limits(game: str, wagers: dict[str, int], words: tuple[str, ...]) -> None:
    refused(round_doc(game, "Ad Ks 7c 5h 2s", [box(1, "9c 9d 6h 4s 3c", wagers, PLAY)]), *words, "limits")


def test_section7_trips_within_the_table_limits() -> None:
    doc = round_doc(
        "uth", "4s 4h", [box(1, "Ah Kd", {"ante": 10, "blind": 10, "trips": 5}, PRE4)], board="Qc Js Th 4d 2c"
    )
    refused(doc, "Trips 5", "limits")


def test_section7_a_round_may_override_the_table_limits() -> None:
    doc = round_doc("russian", "Ad Ks 7c 5h 2s", [box(1, "9c 9d 6h 4s 3c", {"ante": 5}, PLAY)], table={"min_bet": 5})
    # Ante 5 now legal: Bet 10 x 1 = 10 => 10
    expect_net(box_of(settle(doc), 1), 10)


# -- §7 Money: exact ratios, chip unit rounding shown [option chip_unit] ----------------------------

FLUSH_ROUND = ("Kc Ks", "2h 7h Jh 4c 9s", "Ah 3h")  # the player's heart flush beats the dealer's kings


def _flush(game: str, stake: str, table: dict[str, object] | None = None) -> dict[str, object]:
    dealer, board, hand = FLUSH_ROUND
    wagers = {"ante": stake, "blind": stake, "trips": stake}
    return round_doc(game, dealer, [box(1, hand, wagers, PRE4)], board=board, table=table)


def test_section7_three_to_two_pays_exactly_when_it_can() -> None:
    bx = box_of(settle(_flush("uth", "10")), 1)
    # Blind 10 x 3:2 = 15 exactly; Trips 10 x 7:2 = 35 exactly: no rounding shown
    assert "exact" not in expect_line(bx, "blind", "win", 15, ratio="3:2")
    assert "exact" not in expect_line(bx, "trips", "win", 35, ratio="7:2")
    # Ante 10 + Play 40 + Blind 15 + Trips 35 => 100
    expect_net(bx, 100)


def test_section7_odd_results_round_down_to_the_chip_unit_and_show_it(tmp_path: Path) -> None:
    doc = _flush("uth", "15")
    bx = box_of(cli_settle(doc, tmp_path), 1)
    # Blind 15 x 3:2 = 22.5 -> 22 (chip unit 1); Trips 15 x 7:2 = 52.5 -> 52
    assert expect_line(bx, "blind", "win", 22, ratio="3:2")["exact"] == "22.5"
    assert expect_line(bx, "trips", "win", 52, ratio="7:2")["exact"] == "52.5"
    # Ante 15 + Play 60 + Blind 22 + Trips 52 => 149
    expect_net(bx, 149)
    p = run_settle(doc, tmp_path, explain=True)
    assert "exact 22.5, rounded down to the chip unit" in p.stdout
    assert "exact 52.5, rounded down to the chip unit" in p.stdout


def test_section7_option_chip_unit_half_pays_the_half_exactly(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "uth", table={"chip_unit": "0.5"})
    bx = box_of(settle(_flush(game, "15")), 1)
    # chip unit 0.5: Blind 22.5 and Trips 52.5 are whole chips: 15 + 60 + 22.5 + 52.5 => 150
    assert "exact" not in expect_line(bx, "blind", "win", "22.5")
    assert "exact" not in expect_line(bx, "trips", "win", "52.5")
    expect_net(bx, 150)


def test_section7_chip_unit_from_the_round_file_and_cents() -> None:
    bx = box_of(settle(_flush("uth", "12.5", table={"chip_unit": "0.5"})), 1)
    # Blind 12.5 x 3:2 = 18.75 -> 18.5 (chip 0.5); Trips 12.5 x 7:2 = 43.75 -> 43.5;
    # Ante 12.5 + Play 50 => 12.5 + 50 + 18.5 + 43.5 = 124.5
    assert expect_line(bx, "blind", "win", "18.5")["exact"] == "18.75"
    assert expect_line(bx, "trips", "win", "43.5")["exact"] == "43.75"
    expect_net(bx, "124.5")


def test_section7_chip_unit_five_rounds_down_to_whole_chips(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "uth", table={"chip_unit": 5})
    bx = box_of(settle(_flush(game, "15")), 1)
    # Blind 22.5 -> 20; Trips 52.5 -> 50: 15 + 60 + 20 + 50 => 145
    assert expect_line(bx, "blind", "win", 20)["exact"] == "22.5"
    assert expect_line(bx, "trips", "win", 50)["exact"] == "52.5"
    expect_net(bx, 145)


def test_section7_money_in_a_round_file_is_decimal_never_float() -> None:
    dealer, board, hand = FLUSH_ROUND
    text = json.dumps(
        {
            "game": "uth",
            "table": {"chip_unit": "0.01"},
            "dealer": {"cards": dealer.split()},
            "board": board.split(),
            "boxes": [{"box": 1, "wagers": {"ante": 10, "blind": 10}, "cards": hand.split(), "actions": [PRE4]}],
        }
    ).replace('"ante": 10, "blind": 10', '"ante": 10.10, "blind": 10.10')
    bx = engine_settle(load_round(text)).box(1)
    # JSON 10.10 read as Decimal: Blind 10.10 x 3:2 = 15.15 exactly; Ante 10.10; Play 40.40 => 65.65
    assert bx.net == money("65.65")
    # A binary float handed in-process is refused rather than guessed.
    with pytest.raises(RoundFileError, match="float"):
        settle_json(_flush("uth", 10.1))  # type: ignore[arg-type]


def test_section7_fold_and_chip_unit_do_not_touch_losses() -> None:
    doc = round_doc("novo", "Ad Kd 7c 5h 2c", [box(1, "9c 9d 6h 4s 3c", {"ante": 15, "express_bonus": 15}, FOLD)])
    # Losses are whole stakes: Ante -15; EB -15 => -30
    expect_net(box_of(settle(doc), 1), -30)


@pytest.mark.parametrize(
    ("game", "wagers", "table", "words"),
    [
        ("russian", {"ante": 12}, {"chip_unit": 5}, ("Ante 12", "chip unit 5")),
        ("russian", {"ante": "10.5"}, None, ("Ante 10.5", "chip unit 1")),
        ("russian", {"ante": 10, "bonus": 12}, {"chip_unit": 5}, ("Bonus 12", "chip unit 5")),
        ("novo", {"ante": 10, "express_bonus": "10.5"}, None, ("Express Bonus 10.5",)),
    ],
)
def test_section7_a_stake_off_the_chip_unit_is_refused_never_settled(
    game: str, wagers: dict[str, object], table: dict[str, object] | None, words: tuple[str, ...]
) -> None:
    doc = round_doc(game, "Ad Ks 7c 5h 2s", [box(1, "9c 9d 6h 4s 3c", wagers, PLAY)], table=table)
    refused(doc, *words, "chip unit")
