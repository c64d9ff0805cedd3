"""Issue 7, cross-check: when the camera and the reader disagree on a zone's cards, each
disagreement is named (zone, the cards in dispute, missing / extra / mismatch)."""

from __future__ import annotations

import doctest

import dealer_assist.crosscheck
from dealer_assist.cards import parse_card, parse_cards
from dealer_assist.crosscheck import Disagreement, cross_check


def seen(*items: tuple[str | None, str, float]) -> list[tuple[str | None, object, float]]:
    return [(zone, parse_card(code), conf) for zone, code, conf in items]


def test_reader_and_camera_agreeing_leave_nothing_to_resolve() -> None:
    reader = {"dealer": list(parse_cards("As Kd 7c")), "box1": list(parse_cards("2h 3h"))}
    camera = seen(("box1", "3h", 0.99), ("dealer", "7c", 0.9), ("dealer", "As", 0.97),
                  ("box1", "2h", 0.98), ("dealer", "Kd", 0.95))
    assert cross_check(reader, camera) == []


def test_a_card_the_camera_does_not_see_is_missing() -> None:
    out = cross_check({"box2": list(parse_cards("9s 9d"))}, seen(("box2", "9s", 0.99)))
    assert out == [Disagreement("box2", (parse_card("9d"),), (), "missing")]


def test_a_card_the_reader_did_not_deal_there_is_extra() -> None:
    out = cross_check({"box2": [parse_card("9s")]},
                      seen(("box2", "9s", 0.99), ("box2", "Qh", 0.93)))
    assert out == [Disagreement("box2", (), (parse_card("Qh"),), "extra")]


def test_a_different_card_is_a_mismatch_naming_both() -> None:
    out = cross_check({"box3": list(parse_cards("7h 7c"))},
                      seen(("box3", "7h", 0.99), ("box3", "7s", 0.95)))
    assert out == [Disagreement("box3", (parse_card("7c"),), (parse_card("7s"),), "mismatch")]
    assert str(out[0]) == "box3: reader 7c, camera 7s (mismatch)"


def test_a_card_in_the_wrong_zone_shows_in_both_zones() -> None:
    reader = {"box1": [parse_card("Ah")], "box2": [parse_card("Kh")]}
    out = cross_check(reader, seen(("box1", "Kh", 0.99), ("box2", "Ah", 0.99)))
    assert [(d.zone, d.kind) for d in out] == [("box1", "mismatch"), ("box2", "mismatch")]


def test_disagreements_come_in_table_order() -> None:
    reader = {"box10": [parse_card("2c")], "box2": [parse_card("3c")],
              "dealer": [parse_card("4c")], "board": [parse_card("5c")]}
    out = cross_check(reader, [])
    assert [d.zone for d in out] == ["dealer", "board", "box2", "box10"]
    assert all(d.kind == "missing" for d in out)


def test_zones_limit_the_check_to_the_face_up_cards() -> None:
    reader = {"dealer": list(parse_cards("As Kd")), "box1": [parse_card("2h")]}
    out = cross_check(reader, seen(("box1", "2h", 0.99)), zones=["box1"])
    assert out == []


def test_unsure_camera_reads_count_as_not_seen() -> None:
    out = cross_check({"box1": [parse_card("2h")]}, seen(("box1", "2h", 0.6)),
                      min_confidence=0.8)
    assert [d.kind for d in out] == ["missing"]


def test_cards_outside_every_zone_are_ignored() -> None:
    assert cross_check({}, seen((None, "2h", 0.99))) == []


def test_two_equal_cards_from_a_multi_deck_shoe_are_two_cards() -> None:
    reader = {"box1": list(parse_cards("8d 8d"))}
    out = cross_check(reader, seen(("box1", "8d", 0.99)))
    assert out == [Disagreement("box1", (parse_card("8d"),), (), "missing")]
    assert cross_check(reader, seen(("box1", "8d", 0.99), ("box1", "8d", 0.98))) == []


def test_the_module_example_holds() -> None:
    assert doctest.testmod(dealer_assist.crosscheck).failed == 0
