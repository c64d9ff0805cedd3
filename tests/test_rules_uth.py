"""Ultimate Texas Hold'em: the ultimate-texas-holdem sheet (docs/rule-sheets.md) as docs/rules.md §6 reads it. Every
expected payout is worked by hand in a comment.

Shipped table: min 10, max 1000, table maximum 50000, side-bet maximum 50000, chip unit 1;
up to 5 boxes per player, one open. Ante = Blind = 10 unless said otherwise.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_assist.errors import RuleError
from dealer_assist.profile import load_profile
from dealer_assist.settle import settle_json
from tests.rules_support import (
    box,
    box_of,
    check,
    cli_settle,
    expect_line,
    expect_net,
    lines_of,
    profile_variant,
    round_doc,
    settle,
    uth_fold,
    uth_play,
)

AB = {"ante": 10, "blind": 10}
ABT = {"ante": 10, "blind": 10, "trips": 10}
PRE4 = uth_play(4, "preflop")

# The shared example: dealer 4 4 with the board's 4 = three fours (opens); A K + Q J T = straight.
STRAIGHT_ROUND = ("4s 4h", "Qc Js Th 4d 2c", "Ah Kd")


def uth(dealer: str, board: str, boxes: list[dict[str, object]], **kw: object) -> dict[str, object]:
    return round_doc("uth", dealer, boxes, board=board, **kw)  # type: ignore[arg-type]


def refused(doc: dict[str, object], *words: str, box: int | None = 1) -> RuleError:
    with pytest.raises(RuleError) as info:
        settle_json(doc)
    assert info.value.box == box, str(info.value)
    for w in words:
        assert w.lower() in str(info.value).lower(), f"{w!r} not in {info.value}"
    return info.value


# -- wagers: Ante and Blind equal and mandatory; Trips optional ----------------------------------


def test_uth_ante_and_blind_must_be_equal() -> None:
    dealer, board, hand = STRAIGHT_ROUND
    refused(uth(dealer, board, [box(1, hand, {"ante": 10, "blind": 20}, PRE4)]), "equal")
    refused(uth(dealer, board, [box(1, hand, {"ante": 10}, PRE4)]), "equal")
    refused(uth(dealer, board, [box(1, hand, {"blind": 10}, PRE4)]), "ante")


def test_uth_trips_is_optional() -> None:
    dealer, board, hand = STRAIGHT_ROUND
    r = settle(uth(dealer, board, [box(1, hand, AB, PRE4)]))
    assert not lines_of(box_of(r, 1), "trips")
    # Shared example: Ante 10 x 1 = 10; Play 40 x 1 = 40; Blind straight 10 x 1:1 = 10 => 60
    expect_net(box_of(r, 1), 60)


# -- the decisions: 3x/4x pre-flop, 2x on the flop, 1x or fold after the river -------------------


@pytest.mark.parametrize(
    ("actions", "play", "net"),
    [
        ([uth_play(4, "preflop")], 40, 60),  # Ante 10 + Play 40 + Blind 10
        ([uth_play(3, "preflop")], 30, 50),  # Ante 10 + Play 30 + Blind 10
        ([check("preflop"), uth_play(2, "flop")], 20, 40),  # Ante 10 + Play 20 + Blind 10
        ([check("preflop"), check("flop"), uth_play(1, "river")], 10, 30),  # 10 + 10 + 10
    ],
    ids=["4x-preflop", "3x-preflop", "2x-flop", "1x-river"],
)
def test_uth_play_sizes_by_street(actions: list[dict[str, object]], play: int, net: int) -> None:
    dealer, board, hand = STRAIGHT_ROUND
    bx = box_of(settle(uth(dealer, board, [box(1, hand, AB, *actions)])), 1)
    expect_line(bx, "play", "win", play, stake=play, ratio="1:1")
    expect_line(bx, "ante", "win", 10)
    expect_line(bx, "blind", "win", 10, ratio="1:1")
    expect_net(bx, net)


@pytest.mark.parametrize(
    ("actions", "words"),
    [
        ([uth_play(2, "preflop")], ("preflop", "4x or 3x")),
        ([check("preflop"), uth_play(3, "flop")], ("flop", "2x")),
        ([check("preflop"), check("flop"), uth_play(2, "river")], ("river", "1x")),
        ([check("preflop"), check("flop"), check("river")], ("river", "play 1x or fold")),
        ([{"do": "fold", "street": "preflop"}], ("no fold",)),
        ([check("preflop"), {"do": "fold", "street": "flop"}], ("no fold",)),
        ([uth_play(4, "preflop"), uth_play(2, "flop")], ("no more decisions",)),
        ([check("preflop"), check("preflop")], ("order of play",)),
        ([check("preflop")], ("no final decision",)),
    ],
    ids=[
        "2x-preflop",
        "3x-flop",
        "2x-river",
        "check-river",
        "fold-preflop",
        "fold-flop",
        "two-plays",
        "two-checks",
        "no-decision",
    ],
)
def test_uth_decisions_the_street_does_not_allow_are_refused(
    actions: list[dict[str, object]], words: tuple[str, ...]
) -> None:
    dealer, board, hand = STRAIGHT_ROUND
    refused(uth(dealer, board, [box(1, hand, AB, *actions)]), *words)


# -- a fold loses Ante, Blind, Play and Trips [option trips_lost_on_fold] ------------------------


def test_uth_fold_loses_ante_blind_and_trips() -> None:
    # The player holds trips (9 9 9 on this board) but folds after the river.
    doc = uth("Kc Ks", "9c 9d 5h 2s Jc", [box(1, "9h As", ABT, check("preflop"), check("flop"), uth_fold())])
    bx = box_of(settle(doc), 1)
    # Ante -10; Blind -10; Trips -10 (trips_lost_on_fold = true) => -30
    expect_line(bx, "ante", "lose", -10)
    expect_line(bx, "blind", "lose", -10)
    expect_line(bx, "trips", "lose", -10)
    assert not lines_of(bx, "play")
    expect_net(bx, -30)


def test_uth_option_trips_not_lost_on_fold(tmp_path: Path) -> None:
    game = profile_variant(tmp_path, "uth", options={"trips_lost_on_fold": False})
    doc = round_doc(
        game, "Kc Ks", [box(1, "9h As", ABT, check("preflop"), check("flop"), uth_fold())], board="9c 9d 5h 2s Jc"
    )
    bx = box_of(settle(doc), 1)
    # Ante -10; Blind -10; Trips on three nines 10 x 3:1 = 30 => 10
    expect_line(bx, "trips", "win", 30, ratio="3:1")
    expect_net(bx, 10)


# -- the comparison: dealer without a pair ---------------------------------------------------

NO_PAIR_DEALER, NO_PAIR_BOARD = "3c 7d", "Kh 9s 5d 2h Jc"  # dealer K J 9 7 5: no pair


@pytest.mark.parametrize(
    ("hand", "lines", "net"),
    [
        # A K Q J 9 beats K J 9 7 5: Ante push; Play 40 x 1:1 = 40; Blind below a straight pushes => 40
        ("Ah Qd", {"ante": ("push", 0), "play": ("win", 40), "blind": ("push", 0)}, 40),
        # 9 T J Q K straight: Ante push; Play 40; Blind straight 10 x 1:1 = 10 => 50
        ("Qd Td", {"ante": ("push", 0), "play": ("win", 40), "blind": ("win", 10)}, 50),
        # K J 9 6 5 below K J 9 7 5: Ante push; Play -40; Blind -10 => -50
        ("6s 4c", {"ante": ("push", 0), "play": ("lose", -40), "blind": ("lose", -10)}, -50),
        # 7 3 in hand: best five K J 9 7 5 = the dealer's: all push => 0
        ("7h 3s", {"ante": ("push", 0), "play": ("push", 0), "blind": ("push", 0)}, 0),
    ],
    ids=["player-higher", "player-straight", "player-lower", "equal"],
)
def test_uth_dealer_without_a_pair_ante_pushes_play_and_blind_by_comparison(
    hand: str, lines: dict[str, tuple[str, int]], net: int
) -> None:
    r = settle(uth(NO_PAIR_DEALER, NO_PAIR_BOARD, [box(1, hand, AB, PRE4)]))
    assert r["dealer"]["qualifies"] is False
    bx = box_of(r, 1)
    for wager, (outcome, amount) in lines.items():
        expect_line(bx, wager, outcome, amount)
    expect_net(bx, net)


# -- the comparison: dealer with a pair or better; the Blind table ------------------------------

BLIND_TABLE = [
    # (dealer, board, hand, category, Blind outcome, Blind net); the box plays 4x and wins:
    # Ante 10 + Play 40 + Blind.
    ("4s 4h", "Qc Js Th 4d 2c", "Ah Kd", "STRAIGHT", "win", 10),  # 10 x 1:1
    ("Kc Ks", "2h 7h Jh 4c 9s", "Ah 3h", "FLUSH", "win", 15),  # 10 x 3:2 = 15
    ("Kc Ks", "9c 9d 5h 2s Jc", "9h 5d", "FULL_HOUSE", "win", 30),  # 10 x 3:1
    ("Kc Ks", "9c 9d 5h 2s Jc", "9h 9s", "QUADS", "win", 100),  # 10 x 10:1
    ("Kc Ks", "5h 6h 7h 2s Jc", "8h 9h", "STRAIGHT_FLUSH", "win", 500),  # 10 x 50:1
    ("Kc Ks", "Th Jh Qh 2s 5c", "Kh Ah", "ROYAL_FLUSH", "win", 5000),  # 10 x 500:1
    ("Kc Ks", "9c 9d 5h 2s Jc", "9h As", "TRIPS", "push", 0),  # a win below a straight: Blind pushes
]


@pytest.mark.parametrize(
    ("dealer", "board", "hand", "category", "outcome", "blind"), BLIND_TABLE, ids=[b[3] for b in BLIND_TABLE]
)
def test_uth_dealer_opens_player_higher_ante_play_even_blind_by_the_blind_table(
    dealer: str, board: str, hand: str, category: str, outcome: str, blind: int
) -> None:
    r = settle(uth(dealer, board, [box(1, hand, AB, PRE4)]))
    assert r["dealer"]["qualifies"] is True
    bx = box_of(r, 1)
    assert bx["hand"] == category
    expect_line(bx, "ante", "win", 10, ratio="1:1")
    expect_line(bx, "play", "win", 40, ratio="1:1")
    expect_line(bx, "blind", outcome, blind)
    expect_net(bx, 10 + 40 + blind)


def test_uth_dealer_opens_player_lower_loses_ante_play_and_blind() -> None:
    bx = box_of(settle(uth("Kc Ks", "9c 9d 5h 2s Jc", [box(1, "Ah 3d", AB, PRE4)])), 1)
    # Pair of nines below kings and nines: Ante -10; Play -40; Blind -10 => -60
    expect_line(bx, "ante", "lose", -10)
    expect_line(bx, "play", "lose", -40)
    expect_line(bx, "blind", "lose", -10)
    expect_net(bx, -60)


def test_uth_dealer_opens_equal_hands_all_push() -> None:
    # The board plays for both: A A K K Q.
    r = settle(uth("2s 3s", "Ac Ad Kc Kd Qh", [box(1, "4h 5h", AB, PRE4)]))
    assert r["dealer"]["qualifies"] is True
    bx = box_of(r, 1)
    for wager in ("ante", "play", "blind"):
        expect_line(bx, wager, "push", 0)
    expect_net(bx, 0)


def test_uth_best_five_of_seven_for_player_and_dealer() -> None:
    # Dealer 8 8 with the board's 8 = three eights; the player's 5 6 with 7 8 9 = straight.
    bx = box_of(settle(uth("8c 8s", "7h 8d 9s Kc 2d", [box(1, "5c 6h", AB, PRE4)])), 1)
    assert bx["hand"] == "STRAIGHT"
    # Straight beats trips: Ante 10; Play 40; Blind 10 => 60
    expect_net(bx, 60)


# -- Trips ---------------------------------------------------------------------------------

TRIPS_TABLE = [
    # (dealer, board, hand, category, ratio, Trips 10 x ratio, the main game's net)
    ("Kc Ks", "9c 9d 5h 2s Jc", "9h As", "TRIPS", "3:1", 30, 50),  # main: 10 + 40 + Blind push
    ("4s 4h", "Qc Js Th 4d 2c", "Ah Kd", "STRAIGHT", "4:1", 40, 60),  # main: 10 + 40 + 10
    ("Kc Ks", "2h 7h Jh 4c 9s", "Ah 3h", "FLUSH", "7:2", 35, 65),  # 10 x 7:2 = 35; main 10 + 40 + 15
    ("Kc Ks", "9c 9d 5h 2s Jc", "9h 5d", "FULL_HOUSE", "8:1", 80, 80),  # main 10 + 40 + 30
    ("Kc Ks", "9c 9d 5h 2s Jc", "9h 9s", "QUADS", "30:1", 300, 150),  # main 10 + 40 + 100
    ("Kc Ks", "5h 6h 7h 2s Jc", "8h 9h", "STRAIGHT_FLUSH", "40:1", 400, 550),  # main 10 + 40 + 500
    ("Kc Ks", "Th Jh Qh 2s 5c", "Kh Ah", "ROYAL_FLUSH", "50:1", 500, 5050),  # main 10 + 40 + 5000
]


@pytest.mark.parametrize(
    ("dealer", "board", "hand", "category", "ratio", "trips", "main"), TRIPS_TABLE, ids=[t[3] for t in TRIPS_TABLE]
)
def test_uth_trips_pays_by_the_trips_table(
    dealer: str, board: str, hand: str, category: str, ratio: str, trips: int, main: int
) -> None:
    bx = box_of(settle(uth(dealer, board, [box(1, hand, ABT, PRE4)])), 1)
    expect_line(bx, "trips", "win", trips, stake=10, ratio=ratio)
    expect_net(bx, main + trips)


def test_uth_trips_below_three_of_a_kind_loses() -> None:
    bx = box_of(settle(uth("Kc Ks", "9c 9d 5h 2s Jc", [box(1, "Ah 3d", ABT, PRE4)])), 1)
    # Pair of nines: Trips -10; main -60 (loses to kings and nines) => -70
    expect_line(bx, "trips", "lose", -10)
    expect_net(bx, -70)


def test_uth_trips_pays_whatever_the_dealer_has() -> None:
    # Dealer 5 5 with the board: full house fives over nines beats the player's three nines.
    bx = box_of(settle(uth("5c 5s", "9c 9d 5h 2s Jc", [box(1, "9h 3d", ABT, PRE4)])), 1)
    # Ante -10; Play -40; Blind -10; Trips three nines 10 x 3 = 30 => -30
    expect_line(bx, "trips", "win", 30)
    expect_net(bx, -30)


def test_uth_trips_flush_7_to_2_loads_with_a_warning() -> None:
    profile = load_profile("uth")
    assert str(profile.pay_tables["trips"]["FLUSH"]) == "7:2"
    assert any("FLUSH" in w and "STRAIGHT" in w for w in profile.warnings), profile.warnings


# -- boxes: up to 5 per player, one open, the others blind --------------------------------------

HANDS = ["Ah Kd", "9h 8h", "7c 7d", "6s 5s", "3h 3d", "Tc Td"]


def _boxes(count: int, blind_from: int) -> list[dict[str, object]]:
    out = []
    for i in range(count):
        blind = i >= blind_from
        out.append(box(i + 1, HANDS[i], AB, PRE4, player="ben", blind_box=blind))
    return out


def test_uth_one_open_box_and_four_blind_boxes(tmp_path: Path) -> None:
    r = cli_settle(uth("4s 4h", "Qc Js Th 4d 2c", _boxes(5, blind_from=1)), tmp_path)
    # Dealer three fours (opens). Box 1 A K straight: 10 + 40 + 10 = 60. Box 2 9h 8h: 8-Q straight
    # = 60. Box 3 7 7: two pairs? 7 7 + Q J T 4 2: pair of sevens < trips: -10 -40 -10 = -60.
    # Box 4 6 5: queen high: -60. Box 5 3 3: pair of threes: -60.
    assert [b["net"] for b in r["boxes"]] == ["60", "60", "-60", "-60", "-60"]
    assert [b.get("blind_box", False) for b in r["boxes"]] == [False, True, True, True, True]


def test_uth_two_open_boxes_for_one_player_are_refused() -> None:
    refused(uth("4s 4h", "Qc Js Th 4d 2c", _boxes(3, blind_from=2)), "open boxes", box=None)


def test_uth_six_boxes_for_one_player_are_refused() -> None:
    refused(uth("4s 4h", "Qc Js Th 4d 2c", _boxes(6, blind_from=1)), "6 boxes", "at most 5", box=None)


def test_uth_a_blind_box_plays_before_the_deal_and_takes_no_other_decision() -> None:
    doc = uth("4s 4h", "Qc Js Th 4d 2c", [box(1, "Ah Kd", AB, check("preflop"), uth_play(2, "flop"), blind_box=True)])
    refused(doc, "blind")
