"""What no table can hold is refused, never settled (docs/rules.md §7, last clauses).

Every stake is a whole number of chip units; the table's limits are whole chip units and
``max_payout`` is not below ``max_bet``; an amount has no exponent, no NaN or infinity and
no more digits than the engine keeps; a JSON object has each key once; a round file is
nested no deeper than a round needs. Each bad input is refused in-process with a
:class:`DealerAssistError` and through the real commands (``settle``, ``advise``,
``profile check``) with exit status 1, nothing on stdout and one line on stderr.
"""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

import main
from dealer_assist.cards import parse_cards
from dealer_assist.errors import ConfigError, DealerAssistError, RoundFileError, RuleError
from dealer_assist.flow import Round
from dealer_assist.money import MoneyError, to_amount
from dealer_assist.profile import load_profile
from dealer_assist.roundfile import load_round
from dealer_assist.rules.engine import rules_for
from dealer_assist.rules.model import Action, BoxState, Wagers
from dealer_assist.settle import settle_json
from tests.rules_support import (
    PLAY,
    ROOT,
    box,
    insure,
    profile_variant,
    round_doc,
    run_settle,
    shipped,
    uth_play,
)

JJAK = "Jh Js 3d Ac Kh"
DEALER_AK = "As Kd 7c 5h 2s"
DEALER_NO_GAME = "Qs Jd 7c 5h 2s"
TRIPS_HAND = "8h 8s 8d Jc 6h"
UNIT5 = {"chip_unit": 5}


def novo(wagers: dict[str, Any], *actions: dict[str, Any], table: dict[str, Any] | None = None, **kw: Any) -> str:
    return json.dumps(round_doc("novo", kw.pop("dealer", DEALER_AK), [box(1, JJAK, wagers, *actions)], table=table))


def novo_text(ante: str, *, table: str = "") -> str:
    """A Novo round file written by hand, so that a number can be spelt as JSON allows."""
    extra = f'"table": {table}, ' if table else ""
    return (
        f'{{"game": "novo", {extra}"dealer": {{"cards": ["As", "Kd", "7c", "5h", "2s"]}}, '
        f'"boxes": [{{"box": 1, "wagers": {{"ante": {ante}, "express_bonus": 10}}, '
        f'"cards": ["Jh", "Js", "3d", "Ac", "Kh"], "actions": [{{"do": "play"}}]}}]}}'
    )


def nested(levels: int) -> str:
    return '{"game": "novo", "meta": {"x": ' + "[" * levels + "]" * levels + "}}"


# Each case: the round file's text and words the one line must hold.
BAD_ROUNDS: dict[str, tuple[str, tuple[str, ...]]] = {
    # -- stakes off the chip unit (chip unit 5, Ante 12: paid 30 for 36 at risk before)
    "ante off the chip unit": (
        novo({"ante": 12, "express_bonus": 15}, PLAY, table=UNIT5),
        ("box 1", "Ante 12", "chip unit 5"),
    ),
    "ante in tenths on a whole-chip table": (
        novo({"ante": "10.5", "express_bonus": 15}, PLAY),
        ("box 1", "Ante 10.5", "chip unit 1"),
    ),
    "express bonus off the chip unit": (
        novo({"ante": 10, "express_bonus": 12}, PLAY, table=UNIT5),
        ("box 1", "Express Bonus 12", "chip unit 5"),
    ),
    "express bonus on the dealer off the chip unit": (
        novo({"ante": 10, "express_bonus": 10, "express_bonus_dealer": 11}, PLAY, table=UNIT5),
        ("box 1", "11", "chip unit 5"),
    ),
    "insurance off the chip unit": (
        json.dumps(
            round_doc("novo", DEALER_NO_GAME, [box(1, TRIPS_HAND, {"ante": 10, "express_bonus": 10}, PLAY, insure(12))],
                      table=UNIT5)
        ),
        ("box 1", "insurance 12", "chip unit 5"),
    ),
    "trips off the chip unit": (
        json.dumps(
            round_doc("uth", "4s 4h", [box(1, "Ah Kd", {"ante": 10, "blind": 10, "trips": 12}, uth_play(4, "preflop"))],
                      board="Qc Js Th 4d 2c", table=UNIT5)
        ),
        ("box 1", "Trips 12", "chip unit 5"),
    ),
    # -- limits off the chip unit, or a maximum payout below the maximum bet
    "max_payout off the chip unit": (
        novo({"ante": 10, "express_bonus": 10}, PLAY, table={"chip_unit": 5, "max_payout": 1003}),
        ("max_payout 1003", "chip unit 5"),
    ),
    "min_bet off the chip unit": (
        novo({"ante": 10, "express_bonus": 10}, PLAY, table={"chip_unit": 5, "min_bet": 7}),
        ("min_bet 7", "chip unit 5"),
    ),
    "side_bet_max_payout off the chip unit": (
        novo({"ante": 10, "express_bonus": 10}, PLAY, table={"chip_unit": "0.5", "side_bet_max_payout": "100.25"}),
        ("side_bet_max_payout 100.25", "chip unit 0.5"),
    ),
    "max_payout below max_bet": (
        novo({"ante": 10, "express_bonus": 10}, PLAY, table={"max_payout": 500}),
        ("max_payout 500", "below max_bet 1000"),
    ),
    # -- duplicate keys: {"ante": 10, "ante": 1000} settled 1000 silently
    "duplicate wager key": (
        novo_text('10, "ante": 1000'),
        ("duplicate key", "ante"),
    ),
    "duplicate top-level key": (
        '{"game": "novo", "game": "uth", "dealer": {"cards": []}, "boxes": []}',
        ("duplicate key", "game"),
    ),
    # -- nesting
    "1,000 levels of nesting": (nested(1000), ("nest",)),
    "100,000 levels of nesting": (nested(100_000), ("nest",)),
    "20 levels of nesting in meta": (nested(20), ("nest",)),
    # -- amounts no table can hold
    "Ante 1e400": (novo_text("1e400"), ("1e400", "exponent")),
    "Ante 1E2": (novo_text("1E2"), ("1E2", "exponent")),
    "Ante 10**29": (novo_text(str(10**29)), (str(10**29), "digits")),
    "Ante of 5,000 digits": (novo_text("9" * 5000), ("digits",)),
    "Ante in millionths": (novo_text('"10.000001"'), ("10.000001", "decimal places")),
    "max_payout as the text 1e28": (novo_text("10", table='{"max_payout": "1e28"}'), ("max_payout", "1e28")),
    "Ante NaN": (novo_text("NaN"), ("NaN",)),
    "Ante Infinity": (novo_text("Infinity"), ("Infinity",)),
    "Ante -Infinity": (novo_text("-Infinity"), ("Infinity",)),
    "Ante as the text NaN": (novo_text('"NaN"'), ("NaN",)),
}


def _one_line(err: str, words: tuple[str, ...]) -> None:
    assert err.endswith("\n") and err.count("\n") == 1, f"not one line: {err[:500]!r}"
    assert "Traceback" not in err
    for w in words:
        assert w.lower() in err.lower(), f"{w!r} not in {err[:500]!r}"


@pytest.mark.parametrize("case", list(BAD_ROUNDS))
def test_section7_what_no_table_holds_is_refused_in_process(case: str) -> None:
    text, words = BAD_ROUNDS[case]
    with pytest.raises(DealerAssistError) as info:
        _settle_text(text)
    message = str(info.value)
    assert "\n" not in message
    for w in words:
        assert w.lower() in message.lower(), f"{w!r} not in {message[:300]!r}"


def _settle_text(text: str) -> None:
    from dealer_assist.rules.engine import settle

    settle(load_round(text))


@pytest.mark.parametrize("case", list(BAD_ROUNDS))
def test_section7_what_no_table_holds_settle_exits_with_one_line(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text, words = BAD_ROUNDS[case]
    path = tmp_path / "round.json"
    path.write_text(text, encoding="utf-8")
    code = main.main(["settle", str(path)])
    out, err = capsys.readouterr()
    assert code == 1
    assert out == "", "nothing is printed for a refused round"
    _one_line(err, words)


REAL_PROCESS = ["ante off the chip unit", "duplicate wager key", "1,000 levels of nesting", "Ante 1e400"]


@pytest.mark.parametrize("case", REAL_PROCESS)
def test_section7_what_no_table_holds_real_settle_process(case: str, tmp_path: Path) -> None:
    text, words = BAD_ROUNDS[case]
    p = run_settle(text, tmp_path)
    assert p.returncode == 1 and p.stdout == ""
    _one_line(p.stderr, words)


ADVISE_CASES = [
    "ante off the chip unit",
    "duplicate wager key",
    "1,000 levels of nesting",
    "Ante 1e400",
    "Ante 10**29",
    "max_payout as the text 1e28",
    "max_payout off the chip unit",
    "Ante NaN",
]


@pytest.mark.parametrize("case", ADVISE_CASES)
def test_section7_what_no_table_holds_advise_exits_with_one_line(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text, words = BAD_ROUNDS[case]
    doc = text.replace(', "actions": [{"do": "play"}]', ', "actions": []')
    path = tmp_path / "round.json"
    path.write_text(doc, encoding="utf-8")
    code = main.main(["advise", str(path), "--box", "1"])
    out, err = capsys.readouterr()
    assert code == 1
    assert out == ""
    _one_line(err, words)


def test_section7_the_reported_underpayment_is_refused_not_paid() -> None:
    # Chip unit 5, Ante 12, Express Bonus 15: the engine paid the winning box 30 for 36 at risk.
    doc = round_doc("novo", DEALER_AK, [box(1, JJAK, {"ante": 12, "express_bonus": 15}, PLAY)], table=UNIT5)
    with pytest.raises(RuleError, match="chip unit 5"):
        settle_json(doc)
    # On the chip unit it settles as before: Ante 10 push, Bet 20 x 1:1, second hand 20, EB -15.
    doc["boxes"][0]["wagers"] = {"ante": 10, "express_bonus": 15}
    assert settle_json(doc)["boxes"][0]["net"] == "25"


# -- the engine API the croupier's keypads and the round flow call --------------------------------


def test_section7_the_round_flow_refuses_a_wager_off_the_chip_unit() -> None:
    rnd = Round("novo", UNIT5)
    with pytest.raises(RuleError, match="chip unit 5"):
        rnd.place_wagers(1, {"ante": 12, "express_bonus": 15})
    assert rnd.records == []  # nothing recorded
    rnd.place_wagers(1, {"ante": 10, "express_bonus": 15})
    assert len(rnd.records) == 1


def test_section7_insurance_off_the_chip_unit_is_refused_by_verify_and_can() -> None:
    profile = load_profile("novo").with_table(UNIT5)
    rules = rules_for(profile)
    dealt = rules.dealt(BoxState(1, Wagers(ante=Decimal(10), express_bonus=Decimal(10))), parse_cards(TRIPS_HAND))
    played = rules.apply(dealt, Action("play"))
    low, high = rules.insurance_range(played) or (None, None)
    assert (low, high) == (Decimal(10), Decimal(60))
    off = Action("insure", amount=Decimal(12))
    assert rules.can(played, off) is False
    with pytest.raises(RuleError, match="insurance 12 is not a whole number of chip units"):
        rules.apply(played, off)
    assert rules.apply(played, Action("insure", amount=Decimal(15))).insurance == Decimal(15)


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("1e28", ("exponent",)),
        (Decimal("1E+28"), ("digits",)),
        (10**29, ("digits",)),
        ("10.00001", ("decimal places",)),
        (Decimal("NaN"), ("NaN",)),
        ("Infinity", ("Infinity",)),
        (float("inf"), ("inf",)),
    ],
)
def test_section7_to_amount_refuses_what_no_table_holds(value: object, words: tuple[str, ...]) -> None:
    with pytest.raises(MoneyError) as info:
        to_amount(value, "Ante")
    for w in words:
        assert w.lower() in str(info.value).lower()


@pytest.mark.parametrize("value", [10, "12.5", Decimal("0.01"), "999999999999", Decimal("10.1000"), 1e3])
def test_section7_to_amount_keeps_what_a_table_holds(value: object) -> None:
    assert to_amount(value) == Decimal(str(value if not isinstance(value, float) else int(value)))


def test_section7_table_overrides_are_refused_when_loaded() -> None:
    novo_profile = load_profile("novo")
    with pytest.raises(ConfigError, match="max_payout 1003 is not a whole number of chip units"):
        novo_profile.with_table({"chip_unit": 5, "max_payout": 1003})
    with pytest.raises(ConfigError, match="max_bet 1003"):
        novo_profile.with_table({"chip_unit": 5, "max_bet": 1003})
    with pytest.raises(ConfigError, match="exponent"):
        novo_profile.with_table({"max_payout": "1e28"})
    assert novo_profile.with_table({"chip_unit": 5, "max_payout": 1005}).table.max_payout == Decimal(1005)


# -- profiles --------------------------------------------------------------------------------------


def _profile(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "casino.toml"
    path.write_text(text, encoding="utf-8")
    return path


def _novo_toml(**table: str) -> str:
    text = (ROOT / "dealer_assist" / "profiles" / "novo.toml").read_text(encoding="utf-8")
    for key, value in table.items():
        lines = text.splitlines()
        for i, ln in enumerate(lines):
            if ln.split("=")[0].strip() == key and i < 40:
                lines[i] = f"{key} = {value}"
                break
        else:
            lines.insert(lines.index("[table]") + 1, f"{key} = {value}")
        text = "\n".join(lines) + "\n"
    return text


BAD_PROFILES: dict[str, tuple[dict[str, str], tuple[str, ...]]] = {
    "max_payout off the chip unit": ({"chip_unit": "5", "max_payout": "50003"}, ("max_payout 50003", "chip unit 5")),
    "min_bet off the chip unit": ({"chip_unit": "5", "min_bet": "12"}, ("min_bet 12", "chip unit 5")),
    "max_bet off the chip unit": ({"chip_unit": '"0.5"', "max_bet": '"999.75"'}, ("max_bet 999.75", "chip unit 0.5")),
    "side_bet_max_payout off the chip unit": (
        {"chip_unit": "10", "side_bet_max_payout": "50005"},
        ("side_bet_max_payout 50005", "chip unit 10"),
    ),
    "max_payout as the text 1e28": ({"max_payout": '"1e28"'}, ("max_payout", "exponent")),
    "max_payout as the float 1e28": ({"max_payout": "1e28"}, ("max_payout", "digits")),
    "max_payout of 30 digits": ({"max_payout": str(10**29)}, ("max_payout", "digits")),
    "max_payout of 5,000 digits": ({"max_payout": "9" * 5000}, ("digits",)),
    "max_payout nan": ({"max_payout": "nan"}, ("max_payout", "nan")),
    "max_payout inf": ({"max_payout": "inf"}, ("max_payout", "inf")),
    "nesting 2,000 deep": ({"nested": "[" * 2000 + "]" * 2000}, ("nest",)),
}


@pytest.mark.parametrize("case", list(BAD_PROFILES))
def test_section7_a_profile_no_table_holds_is_refused_when_loaded(case: str, tmp_path: Path) -> None:
    table, words = BAD_PROFILES[case]
    path = _profile(tmp_path, _novo_toml(**table))
    with pytest.raises(ConfigError) as info:
        load_profile(path, fresh=True)
    message = str(info.value)
    assert "\n" not in message and str(path) in message
    for w in words:
        assert w.lower() in message.lower(), f"{w!r} not in {message[:300]!r}"


@pytest.mark.parametrize("case", list(BAD_PROFILES))
def test_section7_profile_check_exits_with_one_line(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table, words = BAD_PROFILES[case]
    path = _profile(tmp_path, _novo_toml(**table))
    code = main.main(["profile", "check", str(path)])
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    _one_line(err, words)


def test_section7_a_profile_on_its_chip_unit_loads(tmp_path: Path) -> None:
    path = profile_variant(tmp_path, "novo", table={"chip_unit": 5, "max_payout": 50005, "min_bet": 15})
    t = load_profile(path, fresh=True).table
    assert (t.chip_unit, t.max_payout, t.min_bet) == (5, 50005, 15)


def test_section7_the_shipped_profiles_are_whole_chip_units() -> None:
    for name in ("novo", "russian", "caribbean", "uth"):
        t = shipped(name)["table"]
        for key in ("min_bet", "max_bet", "max_payout", "side_bet_max_payout"):
            assert Decimal(str(t[key])) % Decimal(str(t["chip_unit"])) == 0


def test_section7_a_refused_profile_through_the_real_command(tmp_path: Path) -> None:
    path = _profile(tmp_path, _novo_toml(chip_unit="5", max_payout="50003"))
    p = subprocess.run(
        [sys.executable, "-c", "import sys, main; sys.exit(main.main())", "profile", "check", str(path)],
        capture_output=True, text=True, cwd=ROOT, timeout=60, check=False,
    )
    assert p.returncode == 1 and p.stdout == ""
    _one_line(p.stderr, ("max_payout 50003", "chip unit 5"))


def test_section7_a_good_round_still_settles_after_the_checks(tmp_path: Path) -> None:
    # The docs/round-file.md example, spelt with a decimal point: 20 + 20 - 10 = 30
    p = run_settle(novo_text("10.00"), tmp_path)
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["boxes"][0]["net"] == "30"
    assert isinstance(load_round(novo_text("10")), object)
    with pytest.raises(RoundFileError):
        load_round(novo_text("1e1"))


# -- the table's protected settings (the pit boss's limits keypad) ---------------------------------


@pytest.mark.parametrize(
    ("limits", "threshold", "words"),
    [
        ({"max_payout": "1e28"}, None, ("max_payout", "exponent")),
        ({"max_payout": str(10**29)}, None, ("max_payout", "digits")),
        ({"chip_unit": "5", "max_payout": "20003"}, None, ("max_payout 20003", "chip unit")),
        ({}, "1e6", ("approval_threshold", "exponent")),
        ({}, "NaN", ("approval_threshold", "NaN")),
    ],
)
def test_section7_table_settings_refuse_what_no_table_holds(
    tmp_path: Path, limits: dict[str, str], threshold: str | None, words: tuple[str, ...]
) -> None:
    import dealer_assist.table_settings as ts
    from dealer_assist.staff import StaffStore

    store = StaffStore.open(tmp_path / "staff.db")
    store.add_first_pit_boss("Marta", "482106")
    with pytest.raises(ts.SettingsError) as info:
        ts.propose(ts.current(store, "T1"), limits=limits, approval_threshold=threshold)
    for w in words:
        assert w.lower() in str(info.value).lower(), str(info.value)


def test_section7_text_that_is_no_number_is_not_called_an_exponent() -> None:
    with pytest.raises(MoneyError, match="not a number"):
        to_amount("twelve", "Ante")
    assert to_amount("0.000000") == 0
