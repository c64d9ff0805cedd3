"""Simulation mode's engine (issue 10): drills are dealt by the simulated shoe and answered
by the rules engine; the training log keeps accuracy and speed, apart from the live log."""

from __future__ import annotations

import csv
import io
import json
import pathlib
import random
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest

from dealer_assist.errors import ConfigError, LogError
from dealer_assist.hands import best_two_hands
from dealer_assist.log import RoundLog
from dealer_assist.roundfile import parse_round
from dealer_assist.rules.engine import rules_for
from dealer_assist.rules.model import BoxState
from dealer_assist.rules.stud import StudRules
from dealer_assist.settle import settle_document
from dealer_assist.training.drills import (
    CAP,
    INSURANCE,
    NO_GAME,
    PAY,
    SECOND_HAND,
    Answer,
    Drill,
    DrillError,
    DrillFactory,
    answer_text,
    grade,
    kinds_for,
    paid_on_main_game,
)
from dealer_assist.training.export import export, write_csv
from dealer_assist.training.session import DrillSession
from dealer_assist.training.stats import focus_plan
from dealer_assist.training.store import TrainingLog

GAMES = ("novo", "russian", "caribbean", "uth")


def engine_answer(drill: Drill) -> Answer:
    """The answer worked out again from the drill's round file alone, by the engine's own
    entry points (``dealer-assist settle`` and the rules' insurance limits)."""
    if drill.kind == INSURANCE:
        spec = parse_round(drill.round_file)
        rules = rules_for(spec.profile)
        assert isinstance(rules, StudRules)
        box = next(b for b in spec.boxes if b.box == drill.box)
        state = rules.dealt(BoxState(box.box, box.wagers, box.blind_box), box.cards)
        for action in box.actions:
            state = rules.apply(state, action)
        limits = rules.insurance_range(state)
        assert limits is not None
        return limits
    settled = settle_document(drill.round_file)
    if drill.kind == NO_GAME:
        assert not settled.dealer.qualifies
        return frozenset(b.box for b in settled.boxes if paid_on_main_game(b))
    assert drill.box is not None
    b = settled.box(drill.box)
    if drill.kind == SECOND_HAND:
        return b.second_hand or "NONE"
    return b.net


def wrong_answer(drill: Drill) -> Answer:
    e = drill.expected
    if isinstance(e, Decimal):
        return e + drill.scene.chip_unit
    if isinstance(e, tuple):
        return (e[0], e[1] + 1)
    if isinstance(e, frozenset):
        return e ^ {1}
    return "PAIR" if e != "PAIR" else "NONE"


@pytest.mark.parametrize("game", GAMES)
def test_every_answer_marked_right_is_the_engines_settlement_across_random_seeds(game: str) -> None:
    seeds = random.Random(f"seeds-{game}")
    checked = 0
    for lvl in (1, 2, 3):
        factory = DrillFactory(game, lvl)
        for kind in factory.kinds:
            for _ in range(5):
                drill = factory.make(kind, seeds.randrange(2**31))
                assert grade(drill, engine_answer(drill), 3.0).correct, (game, lvl, kind, drill.seed)
                assert not grade(drill, wrong_answer(drill), 3.0).correct
                assert not grade(drill, None, 3.0).correct
                checked += 1
    assert checked >= 3 * 3 * 5


def test_second_hand_drills_agree_with_best_two_hands_and_level_two_deals_six_cards() -> None:
    factory = DrillFactory("novo", 2, seed=11)
    found = set()
    for seed in range(12):
        drill = factory.make(SECOND_HAND, seed)
        box = drill.scene.boxes[0]
        assert len(box.cards) == 6
        two = best_two_hands(box.cards, rules_for(factory.profile).main)  # type: ignore[union-attr]
        assert drill.expected == (two.second.category.name if two.second else "NONE")
        found.add(drill.expected)
    assert "NONE" in found and len(found) >= 3  # Ace-King and richer second hands too


def test_insurance_worked_answer_gives_the_engines_limits() -> None:
    for lvl in (1, 2, 3):
        factory = DrillFactory("novo", lvl, seed=lvl)
        for seed in range(6):
            drill = factory.make(INSURANCE, seed)
            work = drill.insurance
            assert work is not None and (work.low, work.high) == drill.expected
            assert not drill.scene.dealer_open  # only the up card is shown at insurance
    tight = [DrillFactory("novo", 3).make(INSURANCE, s) for s in range(6)]
    assert any("insurance_limit_table" in d.rules for d in tight)


def test_level_one_pay_drills_are_five_cards_below_the_table_maximum() -> None:
    factory = DrillFactory("novo", 1, seed=4)
    for seed in range(15):
        drill = factory.make(PAY, seed)
        assert len(drill.scene.boxes[0].cards) == 5
        assert "table_max" not in drill.rules and "six_cards" not in drill.rules


def test_cap_drills_are_capped_boxes_and_level_one_caps_only_the_main_game() -> None:
    for lvl in (1, 3):
        factory = DrillFactory("russian", lvl, seed=2)
        for seed in range(6):
            drill = factory.make(CAP, seed)
            assert drill.settlement is not None and drill.box is not None
            b = drill.settlement.box(drill.box)
            assert b.capped and b.uncapped_net is not None and b.uncapped_net > b.net
            if lvl == 1:
                assert "side_bet_max" not in drill.rules


def test_a_drill_is_dealt_again_from_its_seed() -> None:
    a = DrillFactory("novo", 2).make(PAY, 1234)
    b = DrillFactory("novo", 2).make(PAY, 1234)
    assert a.round_file == b.round_file and a.expected == b.expected and a.box == b.box


def test_drills_a_game_does_not_have_are_refused_with_a_clear_message() -> None:
    assert kinds_for("caribbean") == (PAY, CAP, NO_GAME)
    with pytest.raises(DrillError, match="Poker sin descarte has no second hand drill"):
        DrillFactory("caribbean").make(SECOND_HAND)
    with pytest.raises(DrillError, match="unknown drill 'payout'"):
        DrillFactory("novo").make("payout")
    with pytest.raises(ConfigError, match="level 4: choose 1, 2 or 3"):
        DrillFactory("novo", 4)


def test_answers_are_written_for_the_log() -> None:
    assert answer_text(Decimal("-30")) == "-30"
    assert answer_text((Decimal(10), Decimal("80.5"))) == "10..80.5"
    assert answer_text(frozenset({3, 1})) == "1,3" and answer_text(frozenset()) == "none"
    assert answer_text(None) == ""


# -- the training log -----------------------------------------------------------------------------


def answer_some(log: TrainingLog, trainee: str, kind: str, right: int, wrong: int, seed: int = 1) -> int:
    session = DrillSession(log, trainee, "novo", 2, kind=kind, seed=seed)
    for i in range(right + wrong):
        drill = session.next_drill()
        session.answer(drill.expected if i < right else wrong_answer(drill))
    session.end()
    return session.session_id


def test_statistics_persist_across_closing_and_reopening_the_training_log(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "training.db"
    with TrainingLog.open(path) as log:
        answer_some(log, "Ana", PAY, right=3, wrong=1)
        answer_some(log, "Ana", CAP, right=1, wrong=1)
        before = log.stats("Ana")
    with TrainingLog.open(path) as log:
        after = log.stats("Ana")
        assert after == before
        assert [(s.kind, s.answered, s.correct) for s in after] == [(CAP, 2, 1), (PAY, 4, 3)]
        assert log.trainees() == ["Ana"]


def test_accuracy_and_speed_over_time_per_trainee_and_per_drill(tmp_path: pathlib.Path) -> None:
    now = [datetime(2025, 3, 1, 10, tzinfo=UTC)]
    ticks = iter(float(t) for t in range(0, 10_000, 5))  # every answer takes 5 s

    with TrainingLog.open(tmp_path / "t.db", clock=lambda: now[0]) as log:
        s1 = DrillSession(log, "Ana", "novo", 1, kind=PAY, seed=1, clock=lambda: next(ticks))
        for i in range(4):
            d = s1.next_drill()
            s1.answer(d.expected if i % 2 else wrong_answer(d))
        now[0] += timedelta(days=1)
        for _ in range(3):
            d = s1.next_drill()
            s1.answer(d.expected)
        days = log.progress("Ana")
        assert [(d.day, d.answered, d.correct) for d in days] == [("2025-03-01", 4, 2), ("2025-03-02", 3, 3)]
        assert days[0].accuracy == 0.5 and days[1].accuracy == 1.0
        assert days[0].median_seconds == 5.0
        assert log.progress("Bob") == []
        summary = s1.end()
        assert (summary.answered, summary.correct, summary.total_seconds) == (7, 5, 35.0)
        assert len(summary.mistakes) == 2 and all(not m.correct for m in summary.mistakes)


def test_focus_mode_deals_the_drills_and_rules_the_trainee_got_wrong(tmp_path: pathlib.Path) -> None:
    with TrainingLog.open(tmp_path / "t.db") as log:
        answer_some(log, "Ana", PAY, right=4, wrong=0)
        answer_some(log, "Ana", CAP, right=0, wrong=3)
        plan = focus_plan(log.recent("Ana"))
        assert set(plan.kinds) == {CAP} and "table_max" in plan.rules[CAP]
        focus = DrillSession(log, "Ana", "novo", 2, focus=True, seed=9)
        kinds = [focus.next_drill().kind for _ in range(6)]
        assert kinds == [CAP] * 6
        # Once mastered, the mistakes fade out: right answers on the same drills.
        answer_some(log, "Ana", CAP, right=6, wrong=0, seed=3)
        assert focus_plan(log.recent("Ana")).empty
        # A trainee without mistakes gets the usual mix.
        fresh = DrillSession(log, "Bob", "novo", 2, focus=True, seed=9)
        assert len({fresh.next_drill().kind for _ in range(12)}) >= 3


def test_session_summary_names_the_weakest_rules(tmp_path: pathlib.Path) -> None:
    with TrainingLog.open(tmp_path / "t.db") as log:
        session = answer_some(log, "Ana", CAP, right=1, wrong=2)
        summary = log.session_summary(session)
        assert len(summary.mistakes) == 2
        assert all({"table_max", "side_bet_max"} & set(m.rules) for m in summary.mistakes)
        wrong = dict(summary.weakest_rules)
        assert wrong.get("table_max", 0) + wrong.get("side_bet_max", 0) >= 2
        assert summary.weakest_rules[0][1] == 2
        assert summary.to_json()["by_drill"][0] == {
            "drill": CAP,
            "answered": 3,
            "correct": 1,
            "accuracy": 0.3333,
            "median_seconds": round(summary.by_kind[0].median_seconds, 2),
        }


def test_export_for_the_instructor_csv_and_json(tmp_path: pathlib.Path) -> None:
    with TrainingLog.open(tmp_path / "t.db") as log:
        answer_some(log, "Ana", PAY, right=2, wrong=1)
        answer_some(log, "Bob", SECOND_HAND, right=1, wrong=0)
        out = io.StringIO()
        assert write_csv(log, out, "Ana") == 3
        rows = list(csv.DictReader(io.StringIO(out.getvalue())))
        assert [r["correct"] for r in rows] == ["yes", "yes", "no"] and {r["drill"] for r in rows} == {PAY}
        assert export(log, tmp_path / "all.json") == 4
        data = json.loads((tmp_path / "all.json").read_text())
        assert [t["trainee"] for t in data["trainees"]] == ["Ana", "Bob"]
        ana = data["trainees"][0]
        assert ana["by_drill"][0]["accuracy"] == 0.6667
        # Every exported drill can be settled again from its round file.
        for a in ana["answers"]:
            box = settle_document(a["round"]).box(a["box"])
            assert (str(box.net) == a["expected"]) == a["correct"] or a["given"] != a["expected"]
        assert export(log, tmp_path / "ana.csv", "Ana") == 3
        with pytest.raises(LogError, match="choose csv or json"):
            export(log, tmp_path / "x.txt", fmt="xml")


def test_training_log_and_live_round_log_refuse_each_other(tmp_path: pathlib.Path) -> None:
    live = tmp_path / "rounds.db"
    RoundLog.open(live).close()
    with pytest.raises(LogError, match="not a dealer-assist training log"):
        TrainingLog.open(live)
    training = tmp_path / "training.db"
    TrainingLog.open(training).close()
    with pytest.raises(LogError, match="not a dealer-assist round log"):
        RoundLog.open(training)


def test_bad_training_log_input_is_refused_with_one_clear_message(tmp_path: pathlib.Path) -> None:
    with pytest.raises(LogError, match="is a folder"):
        TrainingLog.open(tmp_path)
    (tmp_path / "junk.db").write_bytes(b"this is not sqlite at all, just some text" * 10)
    with pytest.raises(LogError, match="not a training log"):
        TrainingLog.open(tmp_path / "junk.db")
    with TrainingLog.open(tmp_path / "t.db") as log:
        with pytest.raises(LogError, match="needs the trainee's name"):
            log.start_session("  ", "novo", 1)
        with pytest.raises(LogError, match="no session 99"):
            log.record(99, grade(DrillFactory("novo").make(PAY), Decimal(0), 1.0))
        assert log.answers() == []
