"""`dealer-assist train` whose training log cannot be opened: a trainee who starts simulation
mode from a desktop icon sees a window that says, in the screen's language, which file and
why (one line), what to do, and a Close button; the command ends with a non-zero code once
it is closed. Each file is a real bad one: garbage bytes, a log another program holds locked,
a folder nobody may write (``chattr +i``, root too), a log of a newer version."""

from __future__ import annotations

import argparse
import contextlib
import os
import pathlib
import sqlite3
import subprocess
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from dealer_assist.training.drills import PAY, DrillFactory, grade
from dealer_assist.training.store import TrainingLog
from tests.gui_helpers import find_button, tap
from tests.test_gui_error_language_log import _damage
from tests.test_training_gui import give, play_table_round
from tools.demo.training import answer_taps
from ui.cli import register_train
from ui.i18n import set_language
from ui.training.app import run
from ui.training.window import TrainingWindow


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def _args(*argv: str) -> argparse.Namespace:
    """The command line as ``dealer-assist train`` reads it."""
    parser = argparse.ArgumentParser()
    register_train(parser.add_subparsers())
    return parser.parse_args(["train", *argv])


def _shown_problem(args: argparse.Namespace) -> tuple[int, list[str], str]:
    """Run ``dealer-assist train`` as the desktop icon does; once its window is up, read the
    lines it shows and tap Close. The exit code, the lines, the window's title."""
    seen: dict[str, Any] = {"lines": [], "title": ""}

    def look_and_close() -> None:
        pages = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.objectName() == "TrainingLogProblem"]
        if not pages:  # (the code before this change never showed a window)
            return
        page = pages[0]
        try:
            seen["lines"] = [lab.text() for lab in page.findChildren(QLabel) if lab.isVisible()]
            seen["title"] = page.windowTitle()
            tap(find_button(page, "close"))
        finally:
            for p in pages:
                p.close()  # never left open to hang the test
            _quit_if_others_linger()

    QTimer.singleShot(0, look_and_close)
    code = run(args)
    _no_quit_left()
    return code, seen["lines"], seen["title"]


def _quit_if_others_linger() -> None:
    """Closing the last window ends ``app.exec()``; a window another test left shown would
    keep it running, so it is ended here then."""
    app = QApplication.instance()
    if app is not None and any(w.isVisible() for w in QApplication.topLevelWidgets()):
        app.exit(0)


def _no_quit_left() -> None:
    """No quit request left queued to end the next test's event loop."""
    app = QApplication.instance()
    if app is not None:
        QCoreApplication.removePostedEvents(app, QEvent.Type.Quit)


@contextlib.contextmanager
def _immutable(folder: pathlib.Path) -> Iterator[None]:
    """A folder nobody may write: its mode as a user, ``chattr +i`` as root (whom modes do not stop)."""
    if os.geteuid() != 0:
        folder.chmod(0o555)
        try:
            yield
        finally:
            folder.chmod(0o755)
        return
    done = subprocess.run(["chattr", "+i", str(folder)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot make a folder immutable here: {done.stderr.decode().strip()}")
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", str(folder)], check=True)


WHAT_TO_DO = {
    "en": "Nothing was recorded and the live table is not affected. Close this window and ask the "
    "technician to repair the file or its folder, or to start the training with another file "
    "(dealer-assist train --log FILE).",
    "es": "No se ha registrado nada y la mesa en vivo no se ve afectada. Cierre esta ventana y pida "
    "al técnico que repare el archivo o su carpeta, o que inicie la formación con otro archivo "
    "(dealer-assist train --log ARCHIVO).",
    "ru": "Ничего не записано, живой стол это не затрагивает. Закройте это окно и попросите "
    "техника исправить файл или его папку или запустить обучение с другим файлом "
    "(dealer-assist train --log ФАЙЛ).",
}


@pytest.mark.parametrize(
    ("language", "title", "line"),
    [
        ("en", "The training log cannot be opened", "training log {path}: not a training log (not an SQLite database)"),
        (
            "es",
            "No se puede abrir el registro de formación",
            "registro de formación {path}: no es un registro de formación (no es una base de datos SQLite)",
        ),
        (
            "ru",
            "Не удаётся открыть журнал обучения",
            "журнал обучения {path}: это не журнал обучения (не база данных SQLite)",
        ),
    ],
    ids=["en", "es", "ru"],
)
def test_a_file_of_garbage_is_said_in_the_screens_language_and_the_window_closes(
    qtbot: Any, tmp_path: pathlib.Path, capfd: Any, english_after: None, language: str, title: str, line: str
) -> None:
    path = tmp_path / "training.db"
    garbage = b"\x00\x13\x37 not a database, a disk that wrote garbage \xff\xfe" * 40
    path.write_bytes(garbage)
    code, lines, window_title = _shown_problem(_args("--log", str(path), "--language", language, "--trainee", "Ana"))
    assert code != 0
    assert title in lines
    assert line.format(path=path) in lines
    assert WHAT_TO_DO[language] in lines
    assert window_title  # the task bar names it
    assert path.read_bytes() == garbage  # the file refused is left as it was
    assert "Traceback" not in capfd.readouterr().err


def test_a_log_locked_by_another_program_says_locked_not_not_a_log(
    qtbot: Any, tmp_path: pathlib.Path, capfd: Any
) -> None:
    path = tmp_path / "training.db"
    TrainingLog.open(path).close()
    other = sqlite3.connect(path, isolation_level=None)  # a backup tool, a second copy of the app
    try:
        other.execute("PRAGMA journal_mode = DELETE")
        other.execute("BEGIN EXCLUSIVE")  # writing, readers shut out
        code, lines, _ = _shown_problem(_args("--log", str(path)))
    finally:
        other.close()
    assert code != 0
    assert f"training log {path}: opening failed: it is locked by another program (still locked after waiting)" in lines
    assert WHAT_TO_DO["en"] in lines
    assert "Traceback" not in capfd.readouterr().err


@pytest.mark.parametrize("existing", [False, True], ids=["new log", "existing log"])
def test_a_folder_nobody_may_write_is_said(qtbot: Any, tmp_path: pathlib.Path, capfd: Any, existing: bool) -> None:
    folder = tmp_path / "training"
    folder.mkdir()
    path = folder / "training.db"
    if existing:
        TrainingLog.open(path).close()
        for extra in folder.glob("training.db-*"):
            extra.unlink()
    with _immutable(folder):
        code, lines, _ = _shown_problem(_args("--log", str(path)))
    assert code != 0
    assert (
        f"training log {path}: opening failed: the file cannot be opened (check the folder exists and may be written)"
        in lines
    )
    assert "Traceback" not in capfd.readouterr().err


def test_a_log_of_a_newer_version_is_said_with_what_to_do(qtbot: Any, tmp_path: pathlib.Path, capfd: Any) -> None:
    path = tmp_path / "training.db"
    TrainingLog.open(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 7")
    conn.commit()
    conn.close()
    code, lines, _ = _shown_problem(_args("--log", str(path)))
    assert code != 0
    assert (
        f"training log {path}: written by a newer dealer-assist (schema 7; this version knows up to 1); "
        "update the application to read it" in lines
    )
    assert "Traceback" not in capfd.readouterr().err


def test_a_folder_that_cannot_be_made_is_said(qtbot: Any, tmp_path: pathlib.Path, capfd: Any) -> None:
    (tmp_path / "usb").write_text("a file where the folder should be\n")
    path = tmp_path / "usb" / "training" / "training.db"
    code, lines, _ = _shown_problem(_args("--log", str(path)))
    assert code != 0
    assert f"training log {path}: cannot create its folder: Not a directory" in lines
    assert "Traceback" not in capfd.readouterr().err


def test_a_log_that_opens_shows_the_training_home_not_the_problem(qtbot: Any, tmp_path: pathlib.Path) -> None:
    """The same run on a good log: the trainee's home screen; closed, exit code 0."""
    closed: list[str] = []

    def close_home() -> None:
        for w in QApplication.topLevelWidgets():
            if w.isVisible() and w.objectName() in ("Training", "TrainingLogProblem"):
                closed.append(w.objectName())
                w.close()
        _quit_if_others_linger()

    QTimer.singleShot(0, close_home)
    assert run(_args("--log", str(tmp_path / "training.db"), "--trainee", "Ana")) == 0
    _no_quit_left()
    assert closed == ["Training"]


# -- a training log that refuses a write once the window is up -----------------------------------


@contextlib.contextmanager
def _held_by_another_program(window: TrainingWindow) -> Iterator[None]:
    """Another program writing the training log: the window's writes wait 50 ms (seconds at a
    training desk) and are refused."""
    window.log.conn.execute("PRAGMA busy_timeout = 50")
    other = sqlite3.connect(window.log.path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        yield
    finally:
        other.close()


def _shown(qtbot: Any, path: pathlib.Path, seed: int | None = 3) -> TrainingWindow:
    """Ana's training window on the log at ``path``, shown at 1280x800."""
    window = TrainingWindow(log_path=path, trainee="Ana", seed=seed)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def _drilling(qtbot: Any, path: pathlib.Path) -> TrainingWindow:
    window = _shown(qtbot, path)
    assert window.start("pay")
    return window


def test_an_answer_the_log_refuses_is_said_on_the_drill_and_kept_once_it_may_be_written(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    set_language("ru")
    path = tmp_path / "training.db"
    window = _drilling(qtbot, path)
    view = window.drill_view
    assert view is not None
    with _held_by_another_program(window):
        give(window, view.drill.expected)
        assert view.error is not None and view.error.isVisible()
        assert view.error.text() == (
            f"журнал обучения {path}: не удалось записать ответ: "
            "он заблокирован другой программой (блокировка не снята после ожидания)"
        )
        tap(find_button(window, "error_ok"))
    assert view.error_overlay is None and view.verdict is None  # not marked: the answer stays to check again
    tap(view.check)
    assert view.verdict is not None and view.error_overlay is None
    assert len(window.log.answers("Ana")) == 1
    window.close()


def test_a_session_end_the_log_refuses_is_said_and_made_once_it_may_be_written(
    qtbot: Any, tmp_path: pathlib.Path
) -> None:
    path = tmp_path / "training.db"
    window = _drilling(qtbot, path)
    view = window.drill_view
    assert view is not None
    give(window, view.drill.expected)
    with _held_by_another_program(window):
        tap(find_button(window, "end"))
    assert window.drill_view is view and view.error is not None and view.error.isVisible()
    assert view.error.text() == (
        f"training log {path}: ending a session failed: it is locked by another program (still locked after waiting)"
    )
    tap(find_button(window, "error_ok"))
    tap(find_button(window, "end"))  # once it may be written
    assert window.summary is not None
    window.close()


def test_a_simulated_table_the_log_refuses_is_said_on_the_home_screen(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    set_language("es")
    path = tmp_path / "training.db"
    window = _shown(qtbot, path)
    with _held_by_another_program(window):
        tap(find_button(window, "table"))
    assert window.table is None and window.home is not None and window.home.error.isVisible()
    assert window.home.error.text() == (
        f"registro de formación {path}: ha fallado el inicio de una sesión: "
        "otro programa lo tiene bloqueado (sigue bloqueado tras esperar)"
    )
    window.close()


def test_a_window_closed_while_the_log_refuses_closes_and_says_why_on_stderr(
    qtbot: Any, tmp_path: pathlib.Path, capfd: Any
) -> None:
    path = tmp_path / "training.db"
    window = _drilling(qtbot, path)
    view = window.drill_view
    assert view is not None
    give(window, view.drill.expected)
    with _held_by_another_program(window):
        window.close()
    assert not window.isVisible()
    err = capfd.readouterr().err
    assert f"dealer-assist train: training log {path}: ending a session failed" in err and "Traceback" not in err
    with TrainingLog.open(path) as log:
        assert len(log.answers("Ana")) == 1  # the answer was kept before


def test_leaving_a_simulated_table_the_log_refuses_to_end_is_said_on_the_home_screen(
    qtbot: Any, tmp_path: pathlib.Path
) -> None:
    path = tmp_path / "training.db"
    window = _shown(qtbot, path)
    tap(find_button(window, "table"))
    assert play_table_round(qtbot, window) > 0  # payouts answered: the session has an end to mark
    with _held_by_another_program(window):
        tap(find_button(window, "bar_leave"))
    assert window.table is None and window.home is not None and window.home.error.isVisible()
    assert window.home.error.text() == (
        f"training log {path}: ending a session failed: it is locked by another program (still locked after waiting)"
    )
    window.close()


def test_a_payout_the_log_refuses_at_the_simulated_table_is_said_on_the_quiz_and_kept_later(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    """The simulated table's pay quiz writes each box's answer as it is checked; a log that
    refuses it is said over the quiz in the screen's language, the answer stays to check
    again, and once the log may be written it is kept and the quiz goes on."""
    set_language("ru")
    path = tmp_path / "training.db"
    window = _shown(qtbot, path)
    tap(find_button(window, "table"))
    play_table_round(qtbot, window, until_quiz=True)
    quiz: Any = window.table.quiz  # type: ignore[union-attr]
    view = quiz.view
    with _held_by_another_program(window):
        for b in answer_taps(view, view.drill.expected):
            tap(b)
        tap(view.check)
        assert view.error is not None and view.error.isVisible()
        assert view.error.text() == (
            f"журнал обучения {path}: не удалось записать ответ: "
            "он заблокирован другой программой (блокировка не снята после ожидания)"
        )
        tap(find_button(window, "error_ok"))
    assert view.error_overlay is None and view.verdict is None and quiz.graded == []
    tap(view.check)  # once it may be written
    assert view.verdict is not None and view.graded.correct and len(quiz.graded) == 1
    assert len(window.log.answers("Ana")) == 1
    window.close()


def test_a_damaged_log_is_said_on_the_home_screen_not_raised(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    """A log whose answers a disk overwrote opens (its first page is whole) but cannot be read:
    the home screen says so, and My statistics too, in the screen's language."""
    path = tmp_path / "training.db"
    with TrainingLog.open(path) as log:
        session = log.start_session("Ana", "novo", 1)
        drill = DrillFactory("novo", 1, seed=1).make(PAY)
        log.record(session, grade(drill, drill.expected, 2.0))
    _damage(path, "answers")
    set_language("es")
    window = _shown(qtbot, path, seed=None)
    said = f"registro de formación {path}: ha fallado la lectura: el archivo está dañado (truncado o sobrescrito)"
    assert window.home is not None and window.home.error.isVisible() and window.home.error.text() == said
    window.home.error.hide()
    tap(find_button(window, "stats"))
    assert window.home.error.isVisible() and window.home.error.text() == said
    window.close()
