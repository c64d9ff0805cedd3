"""Game profiles (docs/design.md "Game profiles"; docs/rules.md: pay tables are data, options are
settings): loading validates everything and fails with the file, the key and the reason;
an odd but legal table loads with a warning."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dealer_assist.errors import ConfigError
from dealer_assist.profile import SHIPPED, load_profile
from tests.rules_support import dump_toml, shipped

Mutation = Callable[[dict[str, Any]], None]


def write(tmp_path: Path, base: str, mutate: Mutation, name: str = "casino.toml") -> Path:
    data = shipped(base)
    mutate(data)
    path = tmp_path / name
    path.write_text(dump_toml(data), encoding="utf-8")
    return path


def _set(section: str, key: str, value: Any) -> Mutation:
    def mutate(d: dict[str, Any]) -> None:
        target = d
        for part in section.split(".") if section else []:
            target = target.setdefault(part, {})
        target[key] = value

    return mutate


def _delete(section: str, key: str) -> Mutation:
    def mutate(d: dict[str, Any]) -> None:
        target = d
        for part in section.split(".") if section else []:
            target = target[part]
        del target[key]

    return mutate


INVALID: dict[str, tuple[str, Mutation, tuple[str, ...]]] = {
    # case: (base profile, change, words the message must hold besides the file name)
    "unknown top-level key": ("novo", _set("", "colour", "green"), ("unknown key", "colour")),
    "unknown option": (
        "novo",
        _set("options", "insurance_maximum", 2),
        ("options", "unknown key", "insurance_maximum"),
    ),
    "unknown table key": ("russian", _set("table", "maximum", 10), ("table", "unknown key", "maximum")),
    "unknown dealing key": ("uth", _set("dealing", "burn_twice", True), ("dealing", "unknown key", "burn_twice")),
    "missing table row": ("novo", _delete("pay_tables.main", "FLUSH"), ("pay_tables.main", "missing row", "FLUSH")),
    "missing Express Bonus row": (
        "novo",
        _delete("pay_tables.express_bonus", "SAME_COLOUR"),
        ("express_bonus", "missing row", "SAME_COLOUR"),
    ),
    "missing Blind row": ("uth", _delete("pay_tables.blind", "ROYAL_FLUSH"), ("blind", "ROYAL_FLUSH")),
    "missing pay table": ("caribbean", _delete("pay_tables", "seguro"), ("missing pay table", "seguro")),
    "unknown row": (
        "russian",
        _set("pay_tables.main", "FIVE_ACES", "9:1"),
        ("pay_tables.main.FIVE_ACES", "unknown row"),
    ),
    "negative ratio": ("novo", _set("pay_tables.main", "PAIR", "-1:1"), ("pay_tables.main.PAIR", "negative")),
    "negative whole ratio": ("uth", _set("pay_tables.trips", "TRIPS", -3), ("pay_tables.trips.TRIPS", "negative")),
    "ratio dividing by zero": ("uth", _set("pay_tables.blind", "FLUSH", "3:0"), ("pay_tables.blind.FLUSH", "zero")),
    "ratio that is no ratio": (
        "novo",
        _set("pay_tables.main", "FLUSH", "five"),
        ("pay_tables.main.FLUSH", "not a ratio"),
    ),
    "max below min": ("novo", _set("table", "max_bet", 5), ("max_bet 5", "below min_bet 10")),
    "max payout below max bet": ("novo", _set("table", "max_payout", 500), ("max_payout 500", "below max_bet 1000")),
    "negative limit": ("russian", _set("table", "min_bet", -10), ("min_bet", "negative")),
    "zero chip unit": ("uth", _set("table", "chip_unit", 0), ("chip_unit", "positive")),
    "missing table limit": ("novo", _delete("table", "max_payout"), ("table", "missing key", "max_payout")),
    "bad option value": (
        "novo",
        _set("options", "express_bonus", "sometimes"),
        ("options.express_bonus", "'sometimes'", "required"),
    ),
    "bad insurance_on_tie": ("novo", _set("options", "insurance_on_tie", "refund"), ("insurance_on_tie", "'refund'")),
    "bad ante_on_win": ("caribbean", _set("options", "ante_on_win", "double"), ("ante_on_win", "'double'")),
    "bad insurance category": (
        "novo",
        _set("options", "insurance_min_category", "THREES"),
        ("insurance_min_category",),
    ),
    "option of the wrong type": (
        "novo",
        _set("options", "dealer_game_buy", "yes"),
        ("options.dealer_game_buy", "true or false"),
    ),
    "whole number option as text": (
        "novo",
        _set("options", "exchange_min_cards", "two"),
        ("exchange_min_cards", "whole number"),
    ),
    "exchange_min_cards out of range": (
        "novo",
        _set("options", "exchange_min_cards", 6),
        ("exchange_min_cards", "1..5"),
    ),
    "insurance fraction above 1": (
        "russian",
        _set("options", "insurance_max_fraction", "1.5"),
        ("insurance_max_fraction", "at most 1"),
    ),
    "insurance_min_ante not money": (
        "novo",
        _set("options", "insurance_min_ante", "two"),
        ("insurance_min_ante", "not a number"),
    ),
    "unknown family": ("novo", _set("", "family", "draw"), ("family", "'draw'")),
    "bad dealing method": ("novo", _set("dealing", "method", "hand"), ("dealing.method", "'hand'")),
    "unused pay table": ("russian", _set("pay_tables.express_bonus", "QUADS", "250:1"), ("express_bonus", "unused")),
}


@pytest.mark.parametrize("case", list(INVALID), ids=list(INVALID))
def test_invalid_profile_fails_naming_file_key_and_reason(case: str, tmp_path: Path) -> None:
    base, mutate, words = INVALID[case]
    path = write(tmp_path, base, mutate)
    with pytest.raises(ConfigError) as info:
        load_profile(str(path))
    message = str(info.value)
    assert str(path) in message, f"the file is not named: {message}"
    for w in words:
        assert w.lower() in message.lower(), f"{w!r} not in {message!r}"
    assert "\n" not in message


def test_invalid_toml_fails_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "broken.toml"
    path.write_text('name = "novo"\n[table\nmin_bet = 10\n', encoding="utf-8")
    with pytest.raises(ConfigError, match="not valid TOML") as info:
        load_profile(str(path))
    assert str(path) in str(info.value)


def test_profile_that_is_not_utf8_fails_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes('title = "P\xf3ker"\n'.encode("latin-1"))
    with pytest.raises(ConfigError, match="not valid TOML") as info:
        load_profile(str(path))
    assert str(path) in str(info.value)


def test_unreadable_profile_fails_naming_the_file(tmp_path: Path) -> None:
    missing = tmp_path / "missing.toml"
    with pytest.raises(ConfigError, match="cannot read") as info:
        load_profile(str(missing))
    assert str(missing) in str(info.value)
    folder = tmp_path / "folder.toml"
    folder.mkdir()
    with pytest.raises(ConfigError, match="cannot read"):
        load_profile(str(folder))


def test_unknown_game_name_lists_the_shipped_games() -> None:
    with pytest.raises(ConfigError, match="unknown game 'texas'") as info:
        load_profile("texas")
    for name in SHIPPED:
        assert name in str(info.value)


def test_uth_trips_flush_seven_to_two_loads_with_a_warning() -> None:
    profile = load_profile("uth")
    assert str(profile.pay_tables["trips"]["FLUSH"]) == "7:2"
    assert len(profile.warnings) == 1
    (warning,) = profile.warnings
    assert "pay_tables.trips" in warning and "FLUSH" in warning and "STRAIGHT" in warning


def test_a_trips_flush_above_the_straight_has_no_warning(tmp_path: Path) -> None:
    path = write(tmp_path, "uth", _set("pay_tables.trips", "FLUSH", "9:2"))
    profile = load_profile(str(path))
    assert profile.warnings == ()
    assert str(profile.pay_tables["trips"]["FLUSH"]) == "9:2"


def test_the_warning_reaches_the_settlement(tmp_path: Path) -> None:
    from tests.rules_support import box, round_doc, run_settle, uth_play

    doc = round_doc(
        "uth", "4s 4h", [box(1, "Ah Kd", {"ante": 10, "blind": 10}, uth_play(4, "preflop"))], board="Qc Js Th 4d 2c"
    )
    p = run_settle(doc, tmp_path, explain=True)
    assert p.returncode == 0
    assert "Profile warning: pay_tables.trips: FLUSH pays 7:2, less than STRAIGHT at 4:1" in p.stdout


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_profiles_load_and_only_uth_warns(name: str) -> None:
    profile = load_profile(name)
    assert profile.name == name
    assert bool(profile.warnings) == (name == "uth")


def test_a_valid_casino_profile_loads_from_its_path(tmp_path: Path) -> None:
    path = write(tmp_path, "novo", _set("options", "express_bonus", "optional"), name="my-casino.toml")
    profile = load_profile(str(path))
    assert profile.options.express_bonus == "optional"
    assert profile.source == str(path) and len(profile.sha256) == 64
