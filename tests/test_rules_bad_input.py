"""Bad input is refused with one clear message and changes nothing (docs/rules.md §7, docs/round-file.md
docs/style.md "verify, can, do").

Each bad round is checked twice: in-process (the right error type, naming the box and the
problem, and no settlement produced) and through the real ``dealer-assist settle`` (exit
non-zero, nothing on stdout, exactly one line on stderr naming the box and the problem).
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

import main
from dealer_assist.cards import parse_card, parse_cards
from dealer_assist.errors import CardError, ConfigError, DealerAssistError, RoundFileError, RuleError
from dealer_assist.profile import load_profile
from dealer_assist.roundfile import load_round, parse_round
from dealer_assist.rules.engine import rules_for
from dealer_assist.rules.engine import settle as engine_settle
from dealer_assist.rules.model import Action, BoxState, Wagers
from dealer_assist.rules.stud import DealerView
from dealer_assist.settle import settle_json
from tests.rules_support import (
    BUY_DEALER_GAME,
    FOLD,
    PLAY,
    box,
    buy,
    buy_card,
    check,
    exchange,
    insure,
    round_doc,
    run_settle,
    uth_play,
)

A10 = {"ante": 10, "express_bonus": 10}
DEALER_AK = "As Kd 7c 5h 2s"
DEALER_NO_GAME = "Qs Jd 7c 5h 2s"


def novo(*boxes: dict[str, Any], dealer: str = DEALER_AK, **kw: Any) -> dict[str, Any]:
    return round_doc("novo", dealer, list(boxes), **kw)


def uth(*boxes: dict[str, Any], board: str = "Qc Js Th 4d 2c", **kw: Any) -> dict[str, Any]:
    return round_doc("uth", "4s 4h", list(boxes), board=board, **kw)


@dataclass(frozen=True)
class Bad:
    doc: dict[str, Any] | str
    error: type[DealerAssistError]
    words: tuple[str, ...]
    cause: type[Exception] | None = None


JJAK = "Jh Js 3d Ac Kh"

BAD: dict[str, Bad] = {
    # -- the file itself
    "malformed JSON": Bad('{"game": "novo", "dealer": ', RoundFileError, ("not valid JSON",)),
    "not an object": Bad("[1, 2, 3]", RoundFileError, ("round", "object")),
    "unknown key": Bad({**novo(box(1, JJAK, A10, PLAY)), "tabel": {}}, RoundFileError, ("unknown key", "tabel")),
    "missing boxes": Bad({"game": "novo", "dealer": {"cards": DEALER_AK.split()}}, RoundFileError, ("boxes",)),
    "negative wager": Bad(novo(box(2, JJAK, {"ante": -10}, PLAY)), RoundFileError, ("box 2", "negative")),
    "unknown action": Bad(novo(box(3, JJAK, A10, {"do": "double"})), RoundFileError, ("box 3", "double")),
    # -- cards
    "unknown card in a box": Bad(
        novo(box(2, "Jh Js 3d Ac Xx", A10, PLAY)), RoundFileError, ("box 2", "Xx"), cause=CardError
    ),
    "unknown card for the dealer": Bad(
        round_doc("novo", "As Kd 7c 1h 2s", [box(1, JJAK, A10, PLAY)]), RoundFileError, ("dealer", "1h"), CardError
    ),
    "unknown card drawn": Bad(
        novo(box(4, JJAK, A10, exchange("3d", "Zz"), PLAY)), RoundFileError, ("box 4", "Zz"), CardError
    ),
    "duplicate card box and dealer": Bad(
        novo(box(1, "As Js 3d Ac Kh", A10, PLAY)), RuleError, ("box 1", "As", "already on the table")
    ),
    "duplicate card across boxes": Bad(
        novo(box(1, JJAK, A10, PLAY), box(2, "9c 9d 4h 3c Jh", A10, PLAY)),
        RuleError,
        ("box 2", "Jh", "already on the table"),
    ),
    "duplicate card in one box": Bad(novo(box(1, "Jh Jh 3d Ac Kh", A10, PLAY)), RuleError, ("box 1", "Jh")),
    "duplicate exchange draw": Bad(
        novo(box(1, JJAK, A10, PLAY), box(2, "9c 9d 4h 3c 6d", A10, exchange("3c", "Js"), PLAY)),
        RuleError,
        ("box 2", "Js", "already on the table"),
    ),
    "duplicate sixth card": Bad(
        novo(box(5, JJAK, A10, buy("Kd"), PLAY)), RuleError, ("box 5", "Kd", "already on the table")
    ),
    "duplicate bought card (Comprar carta)": Bad(
        round_doc("caribbean", DEALER_AK, [box(1, "9c 9d 6h 4s 3c", {"ante": 10}, PLAY, buy_card("3c", "7c"))]),
        RuleError,
        ("box 1", "7c", "already on the table"),
    ),
    "duplicate dealer's bought game": Bad(
        novo(box(1, "9c 9d 4h 3c 2d", A10, PLAY, BUY_DEALER_GAME), dealer=DEALER_NO_GAME, bought="9d"),
        RuleError,
        ("9d", "already on the table"),
    ),
    "duplicate board card": Bad(
        uth(box(2, "Qc Kd", {"ante": 10, "blind": 10}, uth_play(4, "preflop"))), RuleError, ("box 2", "Qc")
    ),
    "duplicate burn": Bad(novo(box(1, JJAK, A10, PLAY), burns="Js"), RuleError, ("box 1", "Js", "already")),
    # -- the game
    "unknown game": Bad(
        round_doc("texas", DEALER_AK, [box(1, JJAK, A10, PLAY)]), RoundFileError, ("texas",), ConfigError
    ),
    "unreadable profile path": Bad(
        round_doc("/nonexistent/casino.toml", DEALER_AK, [box(1, JJAK, A10, PLAY)]),
        RoundFileError,
        ("casino.toml", "cannot read"),
        ConfigError,
    ),
    # -- number of cards
    "four cards to a box": Bad(novo(box(3, "Jh Js 3d Ac", A10, PLAY)), RuleError, ("box 3", "4 cards")),
    "six cards dealt to a box": Bad(novo(box(3, JJAK + " 9c", A10, PLAY)), RuleError, ("box 3", "6 cards")),
    "four cards to the dealer": Bad(
        round_doc("novo", "As Kd 7c 5h", [box(1, JJAK, A10, PLAY)]), RuleError, ("dealer", "4 cards")
    ),
    "three hold'em cards": Bad(
        uth(box(2, "Ah Kd 9c", {"ante": 10, "blind": 10}, uth_play(4, "preflop"))), RuleError, ("box 2", "3 cards")
    ),
    "four-card board": Bad(
        uth(box(1, "Ah Kd", {"ante": 10, "blind": 10}, uth_play(4, "preflop")), board="Qc Js Th 4d"),
        RuleError,
        ("board", "4 cards"),
    ),
    "exchange draws the wrong count": Bad(
        novo(box(2, JJAK, A10, exchange("3d Ac", "9c"), PLAY)), RuleError, ("box 2", "2 cards discarded but 1 drawn")
    ),
    "exchange without its cards": Bad(
        novo(box(2, JJAK, A10, {"do": "exchange", "discard": ["3d"]}, PLAY)), RuleError, ("box 2", "without the cards")
    ),
    "discarding a card not held": Bad(
        novo(box(2, JJAK, A10, exchange("9c", "9d"), PLAY)), RuleError, ("box 2", "9c", "not one of the box's cards")
    ),
    # -- actions out of order
    "play after fold": Bad(novo(box(2, JJAK, A10, FOLD, PLAY)), RuleError, ("box 2", "folded")),
    "exchange after buy": Bad(
        novo(box(3, JJAK, A10, buy("9c"), exchange("3d", "9d"), PLAY)), RuleError, ("box 3", "sixth card")
    ),
    "insure without playing": Bad(
        novo(box(4, "8h 8s 8d Jc 6h", A10, insure(10), PLAY), dealer=DEALER_NO_GAME), RuleError, ("box 4", "played")
    ),
    "buy the dealer a game when the dealer qualifies": Bad(
        novo(box(5, "9c 9d 4h 3c 2d", A10, PLAY, BUY_DEALER_GAME), bought="6d"),
        RuleError,
        ("box 5", "the dealer has a game"),
    ),
    "dealer's bought card without a buyer": Bad(
        novo(box(1, JJAK, A10, PLAY), dealer=DEALER_NO_GAME, bought="6d"), RuleError, ("no box bought",)
    ),
    "buyer without the dealer's bought card": Bad(
        novo(box(6, "9c 9d 4h 3c 2d", A10, PLAY, BUY_DEALER_GAME), dealer=DEALER_NO_GAME),
        RuleError,
        ("box 6", "missing"),
    ),
    "no final decision": Bad(novo(box(2, JJAK, A10)), RuleError, ("box 2", "no final decision")),
    "hold'em check after the river": Bad(
        uth(box(2, "Ah Kd", {"ante": 10, "blind": 10}, check("preflop"), check("flop"), check("river"))),
        RuleError,
        ("box 2", "fold"),
    ),
    "stud action in hold'em": Bad(
        uth(box(2, "Ah Kd", {"ante": 10, "blind": 10}, buy("9c"))), RuleError, ("box 2", "'buy'", "not an action")
    ),
    # -- money
    "insurance over the limit": Bad(
        novo(box(3, "8h 8s 8d Jc 6h", A10, PLAY, insure(61)), dealer=DEALER_NO_GAME),
        RuleError,
        ("box 3", "insurance 61", "10 to 60"),
    ),
    "insurance under the minimum": Bad(
        novo(box(3, "8h 8s 8d Jc 6h", A10, PLAY, insure(5)), dealer=DEALER_NO_GAME), RuleError, ("box 3", "insurance 5")
    ),
    "ante below the table minimum": Bad(
        novo(box(4, JJAK, {"ante": 5, "express_bonus": 10}, PLAY)), RuleError, ("box 4", "Ante 5", "limits")
    ),
    "ante above the table maximum": Bad(
        novo(box(4, JJAK, {"ante": 2000, "express_bonus": 2000}, PLAY)), RuleError, ("box 4", "Ante 2000")
    ),
    "missing mandatory Express Bonus": Bad(
        novo(box(5, JJAK, {"ante": 10}, PLAY)), RuleError, ("box 5", "Express Bonus", "mandatory")
    ),
    "wager of another game": Bad(
        novo(box(5, JJAK, {"ante": 10, "express_bonus": 10, "seguro": 10}, PLAY)), RuleError, ("box 5", "seguro")
    ),
    "box number off the table": Bad(novo(box(9, JJAK, A10, PLAY)), RuleError, ("box 9", "no such box")),
    "box twice": Bad(novo(box(1, JJAK, A10, PLAY), box(1, "9c 9d 4h 3c 6d", A10, PLAY)), RuleError, ("box 1", "twice")),
}


@pytest.mark.parametrize("case", list(BAD), ids=list(BAD))
def test_bad_round_is_refused_in_process_with_the_right_error(case: str) -> None:
    bad = BAD[case]
    before = copy.deepcopy(bad.doc)
    result: dict[str, Any] | None = None
    with pytest.raises(DealerAssistError) as info:
        result = engine_settle(load_round(bad.doc)).to_json() if isinstance(bad.doc, str) else settle_json(bad.doc)
    assert result is None  # nothing partially produced
    assert bad.doc == before  # the round file is not touched
    err = info.value
    assert type(err) is bad.error, f"{type(err).__name__}: {err}"
    if bad.cause is not None:
        assert isinstance(err.__cause__, bad.cause), f"cause {type(err.__cause__).__name__}"
    message = str(err)
    assert "\n" not in message
    for w in bad.words:
        assert w.lower() in message.lower(), f"{w!r} not in {message!r}"


def _load_text(doc: dict[str, Any] | str) -> str:
    return doc if isinstance(doc, str) else json.dumps(doc)


def test_malformed_json_is_a_round_file_error_in_process() -> None:
    with pytest.raises(RoundFileError, match="not valid JSON"):
        load_round('{"game": "novo", "dealer": ')
    with pytest.raises(RoundFileError, match="not valid JSON"):
        load_round(b"\xff\xfe not utf-8")


def _one_line(err: str, words: tuple[str, ...]) -> None:
    assert err.endswith("\n") and err.count("\n") == 1, f"not one line: {err!r}"
    assert "Traceback" not in err
    for w in words:
        assert w.lower() in err.lower(), f"{w!r} not in {err!r}"


@pytest.mark.parametrize("case", list(BAD), ids=list(BAD))
def test_bad_round_through_the_command_line_exits_non_zero_with_one_line(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The command's own code (argument parsing, error reporting) run in this process; the
    # next test runs a few of the same cases as a separate process.
    bad = BAD[case]
    path = tmp_path / "round.json"
    path.write_text(_load_text(bad.doc), encoding="utf-8")
    code = main.main(["settle", str(path)])
    out, err = capsys.readouterr()
    assert code != 0
    assert out == "", "nothing is printed for a refused round"
    _one_line(err, bad.words)


REAL_PROCESS = [
    "malformed JSON",
    "unknown card in a box",
    "duplicate card across boxes",
    "unknown game",
    "six cards dealt to a box",
    "play after fold",
    "insurance over the limit",
    "missing mandatory Express Bonus",
]


@pytest.mark.parametrize("case", REAL_PROCESS)
def test_bad_round_through_the_real_command_exits_non_zero_with_one_line(case: str, tmp_path: Path) -> None:
    bad = BAD[case]
    p = run_settle(_load_text(bad.doc), tmp_path)
    assert p.returncode != 0
    assert p.stdout == "", "nothing is printed for a refused round"
    _one_line(p.stderr, bad.words)


def test_bad_round_from_stdin_exits_non_zero_with_one_line(tmp_path: Path) -> None:
    p = run_settle(novo(box(2, JJAK, A10, FOLD, PLAY)), tmp_path, stdin=True)
    assert p.returncode != 0 and p.stdout == ""
    assert p.stderr.count("\n") == 1 and "box 2" in p.stderr and "folded" in p.stderr


def test_missing_round_file_is_one_line(tmp_path: Path) -> None:
    import subprocess

    from tests.rules_support import ROOT, settle_command

    p = subprocess.run(
        [*settle_command(), str(tmp_path / "nope.json")], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert p.returncode != 0 and p.stdout == ""
    assert p.stderr.count("\n") == 1 and "nope.json" in p.stderr


def test_good_round_from_stdin_settles(tmp_path: Path) -> None:
    p = run_settle(novo(box(1, JJAK, A10, PLAY)), tmp_path, stdin=True)
    assert p.returncode == 0, p.stderr
    # The docs/round-file.md example: 20 + 20 - 10 = 30
    assert json.loads(p.stdout)["boxes"][0]["net"] == "30"


def test_a_binary_float_amount_in_process_is_refused() -> None:
    with pytest.raises(RoundFileError, match="float"):
        parse_round(novo(box(1, JJAK, {"ante": 10.5, "express_bonus": 10}, PLAY)))


# -- verify / can / do: a refused action changes nothing ------------------------------------------


def _dealt(game: str, hand: str, ante: int = 10, express_bonus: int = 0) -> tuple[Any, BoxState]:
    from decimal import Decimal

    rules = rules_for(load_profile(game))
    w = Wagers(ante=Decimal(ante), express_bonus=Decimal(express_bonus))
    return rules, rules.dealt(BoxState(1, w), parse_cards(hand))


def test_refused_action_leaves_the_box_unchanged_and_the_next_legal_action_works() -> None:
    rules, s = _dealt("novo", "Qc Qd 9h 4s 3c", express_bonus=10)
    bought = rules.apply(s, Action("buy", draw=(parse_card("2d"),)))
    snapshot = copy.deepcopy(bought)
    exch = Action("exchange", discard=(parse_card("3c"),), draw=(parse_card("2h"),))
    assert rules.can(bought, exch) is False
    with pytest.raises(RuleError, match="one exchange or one buy"):
        rules.apply(bought, exch)
    assert bought == snapshot
    played = rules.apply(bought, Action("play"))
    assert played.bet == 20 and played.cards[-1] == parse_card("2d")


def test_can_matches_verify_for_the_stud_decisions() -> None:
    rules, s = _dealt("novo", "8h 8s 8d Jc 6h", express_bonus=10)
    assert rules.can(s, Action("play")) and rules.can(s, Action("fold"))
    assert not rules.can(s, Action("insure", amount=None), probe=True)  # not played yet
    played = rules.apply(s, Action("play"))
    assert not rules.can(played, Action("play"))
    assert rules.can(played, Action("insure"), probe=True)
    from decimal import Decimal

    assert rules.insurance_range(played) == (Decimal(10), Decimal(60))  # 1 x Ante .. Bet 20 x 3:1
    assert not rules.can(played, Action("insure", amount=Decimal(61)))
    no_game = DealerView(opened=True, cards=tuple(parse_cards(DEALER_NO_GAME)))
    has_game = DealerView(opened=True, cards=tuple(parse_cards(DEALER_AK)))
    assert rules.can(played, Action("buy_dealer_game"), None, no_game)
    assert not rules.can(played, Action("buy_dealer_game"), None, has_game)


def test_settling_does_not_change_the_parsed_round() -> None:
    spec = parse_round(novo(box(1, JJAK, A10, PLAY), box(2, "9c 9d 4h 3c 6d", A10, FOLD)))
    before = copy.deepcopy(spec)
    first = engine_settle(spec).to_json()
    assert spec == before
    assert engine_settle(spec).to_json() == first
