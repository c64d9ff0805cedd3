"""The pit boss's, the pit view's and the trainee's screens say a failure in their language,
never as the English of ``str(err)``: a date that is none, a report or an export that cannot
be written, a log that cannot be checked, a round that is not in the log, a floor out of
reach, a drill the game does not have. Each failure is the real one (real files, a closed
port); the English stays in ``str(err)`` for the logs."""

from __future__ import annotations

import pathlib
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog

from dealer_assist.log import RoundLog
from tests.gui_helpers import tap
from ui.i18n import set_language
from ui.pitboss.detail import RoundDetail
from ui.pitboss.integrity import IntegrityStatus
from ui.pitboss.report import ShiftReportView
from ui.pitboss.rounds import RoundsStack
from ui.pitview.screen import PitView
from ui.training.window import TrainingWindow


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.fixture
def empty_log(tmp_path: pathlib.Path) -> Iterator[RoundLog]:
    log = RoundLog.open(tmp_path / "rounds.db")
    yield log
    log.close()


def _report(qtbot: Any, log: RoundLog) -> ShiftReportView:
    view = ShiftReportView(log)
    qtbot.addWidget(view)
    view.show()
    return view


def test_a_report_date_that_is_none_is_said_in_spanish(
    qtbot: Any, empty_log: RoundLog, english_after: None
) -> None:
    set_language("es")
    view = _report(qtbot, empty_log)
    view.date_from.setText("ayer")
    assert view.make() is None
    assert view.message.text() == "'ayer' no es una fecha (2025-03-01) ni una fecha con hora"


def test_a_report_that_cannot_be_written_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, empty_log: RoundLog, english_after: None, monkeypatch: Any
) -> None:
    set_language("ru")
    view = _report(qtbot, empty_log)
    view.date_from.setText("2025-03-01")
    view.date_to.setText("2025-03-01")
    assert view.make() is not None
    (tmp_path / "plain").write_text("a file, not a folder\n")
    target = tmp_path / "plain" / "shift-report.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(target), ""))
    tap(view.csv_button)
    assert view.message.text() == f"не удаётся записать {target}: Это не каталог"
    tap(view.pdf_button)
    assert view.message.text() == f"не удаётся записать {target}: Это не каталог"


def test_a_log_that_cannot_be_checked_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    set_language("es")
    path = tmp_path / "rounds.db"
    path.write_text("these are not rounds\n")
    status = IntegrityStatus(path)
    qtbot.addWidget(status)
    status.check()
    qtbot.waitUntil(lambda: status.failed, timeout=10_000)
    assert status.text.text() == (
        f"⚠ NO SE PUEDE COMPROBAR EL REGISTRO: registro de rondas {path}: no es un registro de rondas "
        "(no es una base de datos SQLite)"
    )
    status.shutdown()


def test_a_round_not_in_the_log_is_said_in_russian(
    qtbot: Any, empty_log: RoundLog, english_after: None
) -> None:
    set_language("ru")
    stack = RoundsStack(empty_log, lambda round_id: RoundDetail(empty_log, round_id, ask_pin=None))
    qtbot.addWidget(stack)
    assert stack.open_round("R-0404") is None
    assert stack.browser.error.text() == "в журнале нет раунда R-0404"
    stack.browser.counter.stop()


def test_a_floor_out_of_reach_is_said_in_russian_on_the_pit_view(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    set_language("ru")
    RoundLog.open(tmp_path / "mirror.db").close()
    view = PitView("postgresql://pit@127.0.0.1:1/floor", tmp_path / "mirror.db")  # nothing listens on port 1
    qtbot.addWidget(view)
    view.start()
    try:
        qtbot.waitUntil(lambda: view.status.text().startswith("нет связи с залом ("), timeout=15_000)
        assert "unreachable" not in view.status.text()
    finally:
        view.shutdown()


def _training(qtbot: Any, tmp_path: pathlib.Path, **kwargs: Any) -> TrainingWindow:
    window = TrainingWindow(log_path=tmp_path / "training.db", trainee="Ana", **kwargs)
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_training_export_that_cannot_be_written_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    set_language("es")
    window = _training(qtbot, tmp_path)
    (tmp_path / "training-exports").write_text("a file where the folder should be\n")
    window.show_stats()
    assert window.export() == []
    assert window.exported.text().startswith(f"no se puede escribir {tmp_path / 'training-exports'}")
    assert window.exported.text().endswith(": El archivo ya existe")  # a file where its folder goes


def test_a_drill_the_game_does_not_have_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    set_language("ru")
    window = _training(qtbot, tmp_path, game="uth")
    assert not window.start("insurance")
    assert window.home is not None
    assert window.home.error.text() == "в игре Ultimate Texas Hold'em нет задания на страховку"

