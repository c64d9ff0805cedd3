"""Simulation mode on the screen (issue 10): drills answered by touching the keypad, the
feedback, statistics kept across restarts, and the simulated table never touching the
live round log."""

from __future__ import annotations

import pathlib
from decimal import Decimal
from typing import Any

from PySide6.QtWidgets import QPushButton

from dealer_assist.flow import Phase
from dealer_assist.log import default_path
from dealer_assist.training.drills import CAP, INSURANCE, NO_GAME, PAY, SECOND_HAND
from dealer_assist.training.store import TrainingLog
from tests.gui_helpers import TIMEOUT_MS, find_button, tap
from tools.demo.training import answer_taps
from ui.training.look import TRAINING_BG
from ui.training.window import TrainingWindow
from ui.viewmodel import CARD_PHASES


def open_window(qtbot: Any, path: pathlib.Path, **kwargs: Any) -> TrainingWindow:
    window = TrainingWindow(log_path=path, **kwargs)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def give(window: TrainingWindow, answer: Any) -> None:
    view = window.drill_view
    assert view is not None
    for b in answer_taps(view, answer):
        tap(b)  # type: ignore[arg-type]
    tap(view.check)


def test_a_right_answer_typed_on_the_keypad_scores(qtbot: Any, tmp_path: pathlib.Path) -> None:
    window = open_window(qtbot, tmp_path / "t.db", trainee="Ana", level=2, seed=3)
    assert window.start(PAY)
    view = window.drill_view
    assert view is not None and not view.check.isEnabled()  # nothing typed yet
    drill = view.drill
    give(window, drill.expected)
    assert view.verdict is not None and "RIGHT" in view.verdict.word.text()
    assert window.session is not None and [g.correct for g in window.session.graded] == [True]
    assert "1/1 right" in window.banner.text()
    # The worked answer is the engine's settlement of the box.
    assert view.worked is not None and drill.box in view.worked.cards
    window.close()


def test_a_wrong_answer_shows_the_right_one_and_the_worked_settlement(qtbot: Any, tmp_path: pathlib.Path) -> None:
    window = open_window(qtbot, tmp_path / "t.db", trainee="Ana", level=3, seed=5)
    assert window.start(CAP)
    view = window.drill_view
    assert view is not None
    drill = view.drill
    assert isinstance(drill.expected, Decimal)
    give(window, drill.expected + 5)
    verdict = view.verdict
    assert verdict is not None and "WRONG" in verdict.word.text()
    assert "Right answer" in verdict.details.text()
    assert view.worked is not None and drill.settlement is not None and drill.box is not None
    card = view.worked.cards[drill.box]
    capped = drill.settlement.box(drill.box)
    assert card.cap is not None and capped.capped  # the table-maximum line of the engine, shown
    row = window.log.answers("Ana")[-1]
    assert (row.correct, row.expected) == (False, str(capped.net))
    tap(find_button(window, "next"))
    assert window.drill_view is not view and window.drill_view is not None
    window.close()


def test_every_drill_kind_can_be_answered_by_touch(qtbot: Any, tmp_path: pathlib.Path) -> None:
    window = open_window(qtbot, tmp_path / "t.db", trainee="Ana", level=2, seed=8)
    for kind in (SECOND_HAND, INSURANCE, NO_GAME):
        assert window.start(kind)
        assert window.drill_view is not None
        give(window, window.drill_view.drill.expected)
        assert window.drill_view.graded is not None and window.drill_view.graded.correct, kind
        tap(find_button(window, "end"))
        assert window.summary.head.text().startswith("1 of 1 right")
        tap(find_button(window, "home"))
    window.close()


def test_statistics_persist_across_restarts(qtbot: Any, tmp_path: pathlib.Path) -> None:
    path = tmp_path / "training.db"
    window = open_window(qtbot, path, trainee="Ana", level=1, seed=2)
    assert window.start(PAY)
    for right in (True, False, True):
        assert window.drill_view is not None
        expected = window.drill_view.drill.expected
        give(window, expected if right else expected + 1)  # type: ignore[operator]
        tap(find_button(window, "next"))
    window.close()  # ends the session, closes the log

    again = open_window(qtbot, path, trainee="Ana")
    tap(find_button(again, "stats"))
    model = again.stats.by_kind.model()
    assert [model.data(model.index(0, c)) for c in range(4)] == ["Pay", "3", "2", "67%"]
    assert again.log.sessions("Ana")[0]["ended_at"] is not None
    paths = again.export()
    assert [p.suffix for p in paths] == [".csv", ".json"] and all(p.exists() for p in paths)
    again.close()


def test_simulation_mode_is_marked_and_never_looks_like_the_live_table(qtbot: Any, tmp_path: pathlib.Path) -> None:
    from ui import theme

    window = open_window(qtbot, tmp_path / "t.db", trainee="Ana")
    assert window.banner.isVisible() and "SIMULATION" in window.banner.text()
    assert TRAINING_BG != theme.TABLE_BG
    image = window.grab().toImage()
    table_colour = image.pixelColor(640, 600).name()
    assert table_colour == TRAINING_BG  # the purple training table, not the live green
    window.close()


def test_the_name_is_asked_for_before_anything_is_kept(qtbot: Any, tmp_path: pathlib.Path) -> None:
    window = open_window(qtbot, tmp_path / "t.db")
    tap(find_button(window, "drill_pay"))
    assert window.session is None and window.home is not None
    assert "Type your name first" in window.home.error.text()
    assert window.log.answers() == []
    window.close()


def play_table_round(qtbot: Any, window: TrainingWindow, *, deal: bool = True,
                     until_quiz: bool = False) -> int:
    """Play a round at the simulated table by touch (from DEAL, or from where it stands):
    the players' calls tapped in, the pay quiz answered right, the settlement confirmed.
    The answers the quiz kept (``until_quiz``: stop when the pay quiz opens, 0)."""
    table: Any = window.table
    session, screen = table.session, table.screen
    if deal:
        tap(find_button(window, "bar_deal_start"))
    for _ in range(300):
        rnd = session.round
        if table.quiz is not None:
            break
        if rnd.phase in CARD_PHASES:
            tap(find_button(window, "bar_deal"))
            qtbot.waitUntil(lambda: not session.round.expected or session.round.phase not in CARD_PHASES)
            continue
        call = session.next_call()
        if call is None:
            tap(find_button(window, "bar_close"))
            continue
        box, action = call
        qtbot.wait(40)
        buttons = screen.panels[box].action_buttons
        if action.do in ("exchange", "buy_card"):
            tap(buttons[action.do])
            for card in action.discard:
                tap(next(w for w in screen.panels[box].cards.widgets if w.card == card and w.isVisible()))
            tap(screen.panels[box].action_buttons["confirm_selection"])
        elif action.do == "insure":
            tap(buttons["insure"])
            screen.overlay.keypad.set_value(action.amount)
            tap(find_button(screen.overlay, "ok"))
        else:
            tap(buttons[f"{action.do}:{action.multiple}" if action.multiple else action.do])
    quiz = table.quiz
    assert quiz is not None and session.round.phase is Phase.SETTLEMENT
    assert screen.pages.currentIndex() == 0  # the settlement stays hidden until every box is paid
    if until_quiz:
        return 0
    answered = 0
    while table.quiz is not None:
        view = quiz.view
        for b in answer_taps(view, view.drill.expected):
            tap(b)  # type: ignore[arg-type]
        tap(view.check)
        assert view.graded.correct
        answered += 1
        tap(next(b for b in view.findChildren(QPushButton, "next") if b.isVisible()))
    assert screen.pages.currentIndex() == 1
    tap(find_button(window, "bar_confirm"))
    qtbot.waitUntil(lambda: session.round.phase is Phase.BETTING, timeout=TIMEOUT_MS)
    return answered


def test_simulated_table_grades_every_payout_and_nothing_reaches_the_live_log(
    qtbot: Any, tmp_path: pathlib.Path
) -> None:
    live = default_path()  # DEALER_ASSIST_HOME is this test's own folder
    window = open_window(qtbot, tmp_path / "t.db", trainee="Ana", level=2, seed=4)
    tap(find_button(window, "table"))
    table: Any = window.table
    session = table.session
    assert session.log is None and len(session.round.boxes) >= 3  # players seated, wagers placed
    # A tap that is not what the player asked for is refused and counted.
    tap(find_button(window, "bar_deal_start"))
    while session.round.phase in CARD_PHASES:
        tap(find_button(window, "bar_deal"))
        qtbot.waitUntil(lambda: not session.round.expected or session.round.phase not in CARD_PHASES)
    box, wanted = session.next_call()
    other = "fold" if wanted.do != "fold" else "play"
    qtbot.wait(40)
    before = len(session.round.records)
    tap(table.screen.panels[box].action_buttons[other])
    assert len(session.round.records) == before and session.wrong_taps == 1
    assert f"Box {box} asked for" in table.screen.message_text
    # Finish that round and play one more, by touch.
    answered = 0
    answered += play_table_round(qtbot, window, deal=False)
    answered += play_table_round(qtbot, window)
    tap(find_button(window, "bar_leave"))
    window.close()
    with TrainingLog.open(tmp_path / "t.db") as log:
        rows = log.answers("Ana")
        assert len(rows) == answered and all(r.correct and r.kind == PAY for r in rows)
        assert log.sessions("Ana")[0]["mode"] == "table"
    assert not live.exists() and not list(live.parent.glob("rounds.db*"))
