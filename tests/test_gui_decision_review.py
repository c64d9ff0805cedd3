"""The pit boss's round detail says what each box's decisions were worth (issue 22):
valued on what the box saw when it decided, one line per decision, in the reader's language."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from dealer_assist.analysis.review import review_box
from dealer_assist.log import RoundLog
from main import main
from tests.gui_helpers import find_button, tap  # noqa: F401  (the helpers set up the offscreen app)
from ui.decision_text import review_lines
from ui.pitboss.detail import RoundDetail


def _sim_log(path: Path, game: str) -> Path:
    assert (
        main(
            [
                "simulate",
                "--game",
                game,
                "--rounds",
                "3",
                "--boxes",
                "3",
                "--seed",
                "2",
                "--log",
                str(path),
                "--table-id",
                "T1",
                "--start",
                "2025-03-01T18:00:00Z",
                "--pace",
                "60",
                "--quiet",
            ]
        )
        == 0
    )
    return path


def test_round_detail_shows_each_decision_and_what_it_was_worth(qtbot: Any, tmp_path: Path) -> None:
    for game in ("uth", "novo"):
        path = _sim_log(tmp_path / f"{game}.db", game)
        with RoundLog.open(path, readonly=True) as log:
            rid = next(e.round_id for _, e in log.iter_rounds())
            detail = RoundDetail(log, rid)
            qtbot.addWidget(detail)
            for size in ((1280, 800), (1366, 768), (1920, 1080)):
                detail.resize(*size)
                detail.show()
                QTest.qWaitForWindowExposed(detail)
                if os.environ.get("DEALER_ASSIST_SHOTS"):
                    detail.grab().save(f"{os.environ['DEALER_ASSIST_SHOTS']}/review-{game}-{size[0]}.png")
            r = detail.round
            shown = 0
            for box in r.round_file["boxes"]:
                n = box["box"]
                decisions = review_box(r.round_file, n)
                worth = detail.box_views[n].findChild(QLabel, f"review_{n}")
                if not decisions:
                    assert worth is None
                    continue
                shown += 1
                assert worth is not None and worth.text().split("\n") == review_lines(r.round_file, n)
                assert len(worth.text().split("\n")) == len(decisions)
                assert "Ante" in worth.text()
            assert shown, game


def test_training_feedback_says_what_the_box_decisions_were_worth(qtbot: Any, tmp_path: Path) -> None:
    from dealer_assist.training.drills import PAY
    from tests.test_training_gui import give, open_window

    window = open_window(qtbot, tmp_path / "t.db", trainee="Ana", level=2, seed=3)
    found = False
    for _ in range(6):  # pay drills until one whose box made a decision (a blind box makes none)
        assert window.start(PAY)
        view = window.drill_view
        assert view is not None
        drill = view.drill
        give(window, drill.expected)
        want = review_lines(drill.round_file, drill.box)
        if want:
            assert view.decisions is not None and view.decisions.text().split("\n") == want
            if os.environ.get("DEALER_ASSIST_SHOTS"):
                window.grab().save(f"{os.environ['DEALER_ASSIST_SHOTS']}/review-training.png")
            found = True
            break
        assert view.decisions is None
    assert found
    window.close()
