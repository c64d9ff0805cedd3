"""Every rule in one place (issue #20, docs/style.md): the game families are told apart only in
``dealer_assist/rules/``, behind the :class:`~dealer_assist.rules.game.GameRules` protocol,
and the rules the issue found in two places (the wagers a game offers, side-bet settlement,
insurance limits, the phase sets, the phase-to-street map) are asked of one place."""

from __future__ import annotations

import ast
from decimal import Decimal
from pathlib import Path

import pytest

from dealer_assist.cards import parse_cards
from dealer_assist.errors import RuleError
from dealer_assist.flow import Phase, Round
from dealer_assist.flow import state as flow_state
from dealer_assist.profile import FAMILIES as PROFILE_FAMILIES
from dealer_assist.profile import SHIPPED, load_profile
from dealer_assist.rules.engine import FAMILIES, rules_for
from dealer_assist.rules.game import GameRules
from dealer_assist.rules.model import PLAY, Action, BoxState, Wagers
from dealer_assist.training.worked import insurance_work
from tests.family_branches import branches_in, family_branches, product_files
from tests.rules_support import profile_variant

ROOT = Path(__file__).resolve().parent.parent

ALLOWED: dict[str, int] = {}
"""The family branches that stay outside ``dealer_assist/rules/``: file -> how many. None:
the camera's calibration names the board's zone as such (whether the cloth has one), and
the scene generator asks a game's rules how many cards each zone gets."""


def test_no_code_outside_the_rules_tells_the_game_families_apart() -> None:
    found = family_branches(ROOT)
    counts: dict[str, int] = {}
    for b in found:
        counts[b.path] = counts.get(b.path, 0) + 1
    unexpected = [str(b) for b in found if b.path not in ALLOWED]
    assert unexpected == [], "ask the rules (dealer_assist/rules/game.py) instead:\n" + "\n".join(unexpected)
    # The list of exceptions is exact: one that went away is taken off it.
    assert counts == ALLOWED


def test_the_count_finds_every_kind_of_family_branch() -> None:
    source = """
from dealer_assist.analysis import holdem
from dealer_assist.rules.stud import StudRules

def f(rnd, profile, scene, holdem_flag):
    n = 2 if rnd.holdem else 5
    holdem.BlindTable.of(profile)
    if isinstance(rnd.rules, StudRules):
        pass
    wanted = rnd.rules.cards_wanted() if hasattr(rnd.rules, "cards_wanted") else 0
    if profile.family == "holdem":
        pass
    if profile.family in ("stud", "holdem"):
        pass
    show(scene, holdem=True)
    # holdem in a comment, and "holdem" in a string, count for nothing
"""
    found = branches_in(source, "example.py")
    assert sorted((b.line, b.kind) for b in found) == [
        (6, "holdem"),  # 2 if rnd.holdem else 5: one place
        (8, "isinstance"),
        (10, "hasattr"),
        (11, "family"),
        (15, "holdem"),  # the flag passed on
    ]


def test_the_count_searches_the_product_and_not_the_rules() -> None:
    files = {p.relative_to(ROOT).as_posix() for p in product_files(ROOT)}
    assert "dealer_assist/flow/round.py" in files and "ui/table_screen.py" in files and "main.py" in files
    # the camera's calibration and the tools (the scene generator deals by a game's rules)
    assert "calibration/table.py" in files and "tools/synth/camera.py" in files
    assert not any(f.startswith("dealer_assist/rules/") for f in files)
    assert not any(f.startswith("tests/") for f in files)


def test_no_code_outside_the_rules_calls_a_private_member_of_the_rules() -> None:
    """``flow/round.py`` called ``StudRules._bonus_line``: a rule used from outside is public
    and in the protocol."""
    private = []
    for path in product_files(ROOT):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and isinstance(node.value, (ast.Name, ast.Attribute))
                and (node.value.id if isinstance(node.value, ast.Name) else node.value.attr) == "rules"
            ):
                private.append(f"{path.relative_to(ROOT)}:{node.lineno}: rules.{node.attr}")
    assert private == []


@pytest.mark.parametrize("game", SHIPPED)
def test_each_game_implements_the_protocol(game: str) -> None:
    rules = rules_for(load_profile(game))
    assert isinstance(rules, GameRules)
    assert rules.family == load_profile(game).family
    assert len(rules.decision_phases) > 0 and Phase(rules.decision_phases[0])
    assert set(rules.streets) <= set(rules.decision_phases)


def test_the_families_the_rules_know_are_the_families_a_profile_may_name() -> None:
    assert tuple(FAMILIES) == PROFILE_FAMILIES


# -- the rules the issue found in two places ------------------------------------------------


def test_a_wager_the_game_does_not_offer_is_refused_even_if_an_option_names_it(tmp_path: Path) -> None:
    """Which wagers a game offers lives in the rules' ``wager_fields`` only. Before, the
    round's screen list and the engine's check were two lists: a hold'em profile with
    ``bonus = true`` took a Bonus wager the screen did not offer and no settlement paid."""
    game = profile_variant(tmp_path, "uth", options={"bonus": True, "seguro": True})
    rnd = Round(game)
    assert "bonus" not in {f.name for f in rnd.wager_fields()}
    for wager in ("bonus", "seguro"):
        with pytest.raises(RuleError) as refused:
            rnd.place_wagers(1, {"ante": 10, "blind": 10, wager: 10})
        assert refused.value.rule == "wagers"  # the game has no such wager
    rnd.place_wagers(1, {"ante": 10, "blind": 10})  # what it offers is taken


def test_the_trainees_insurance_working_is_the_engines(tmp_path: Path) -> None:
    """Insurance limits live in the rules; the trainee's worked answer is their working.
    Before, training recomputed them and left the minimum off whole chips (7.5 where the
    engine, and the table, take 10)."""
    game = profile_variant(
        tmp_path, "novo", options={"insurance_min_ante": "1.5"}, table={"chip_unit": 5, "min_bet": 5}
    )
    rules = rules_for(load_profile(game))
    state = rules.dealt(BoxState(1, Wagers(ante=Decimal(5), express_bonus=Decimal(5))), parse_cards("7h 7d 7c Kd 2s"))
    state = rules.apply(state, Action(PLAY))
    limits = rules.insurance_range(state)
    work = insurance_work(rules, state)
    assert limits is not None and work is not None
    assert (work.low, work.high) == limits
    assert work.low == Decimal(10)
    assert work.steps()[0] == "minimum: 1.5 x Ante 5 = 7.5, up to the chip (5) = 10"


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "= 7.5, up to the chip (5) = 10"), ("es", "redondeado al alza"), ("ru", "округлённое вверх")],
)
def test_the_trainees_screen_shows_the_minimum_going_up_to_the_chip(
    qapp: object, tmp_path: Path, language: str, words: str
) -> None:
    from ui.i18n import set_language
    from ui.training.drill_screen import insurance_steps

    game = profile_variant(
        tmp_path, "novo", options={"insurance_min_ante": "1.5"}, table={"chip_unit": 5, "min_bet": 5}
    )
    rules = rules_for(load_profile(game))
    state = rules.dealt(BoxState(1, Wagers(ante=Decimal(5), express_bonus=Decimal(5))), parse_cards("7h 7d 7c Kd 2s"))
    work = rules.insurance_limits(rules.apply(state, Action(PLAY)))
    assert work is not None
    set_language(language)
    try:
        first = insurance_steps(work)[0]
    finally:
        set_language("en")
    assert words in first and first.endswith("10")


def test_the_screens_phase_sets_are_the_round_flows() -> None:
    from ui import table_screen, viewmodel

    assert viewmodel.CARD_PHASES is flow_state.CARD_PHASES
    assert viewmodel.DECISION_PHASES is flow_state.DECISION_PHASES
    assert table_screen.DECISION_PHASES is flow_state.DECISION_PHASES


def test_the_street_of_a_phase_is_asked_of_the_round() -> None:
    """The phase -> street map lived in the table screen and the demo tables; the round
    answers it from its rules."""
    uth, novo = Round("uth"), Round("novo")
    for phase, street in ((Phase.PREFLOP, "preflop"), (Phase.FLOP, "flop"), (Phase.RIVER, "river")):
        uth.phase = phase
        assert uth.street() == street
    for phase in (Phase.BETTING, Phase.FLOP_DEAL, Phase.SETTLEMENT):
        uth.phase = phase
        assert uth.street() is None
    for phase in (Phase.DECISIONS, Phase.INSURANCE, Phase.BUY_CARDS):
        novo.phase = phase
        assert novo.street() is None
