"""The pit boss's and the trainee's screens say what went wrong with a log in their language,
the whole line: what the log was doing when it failed (searching it, reading a round), why a
check found it altered, where a replay disagrees, why a round file or a compact round cannot
be read, a training log that refuses an answer. Each failure is the real one: a real SQLite
log damaged, altered or locked by another program; the English stays in ``str(err)``."""

from __future__ import annotations

import dataclasses
import pathlib
import sqlite3
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest

from dealer_assist.log import LoggedRound, RoundLog
from main import main
from tests.gui_helpers import find_button, tap
from tests.log_helpers import behind_the_log, layout_at, make_log
from tests.test_gui_nothing_lost import _journaled, _pin
from ui.app import MainWindow
from ui.i18n import set_language, set_zone
from ui.pitboss.detail import RoundDetail
from ui.pitboss.integrity import IntegrityStatus
from ui.pitboss.report import ShiftReportView
from ui.pitboss.rounds import RoundsStack
from ui.settings import Remembered
from ui.training.window import TrainingWindow


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def _damage(path: pathlib.Path, name: str) -> None:
    """Overwrite the first page of the table or index ``name`` (a disk that wrote garbage
    there): the file still opens, but whatever reads through that page fails."""
    conn = sqlite3.connect(path)
    try:
        page_size = conn.execute("PRAGMA page_size").fetchone()[0]
        (root,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (name,)).fetchone()
    finally:
        conn.close()
    with path.open("r+b") as handle:
        handle.seek((root - 1) * page_size)
        handle.write(b"\xff" * page_size)


def _stack(qtbot: Any, log: RoundLog) -> RoundsStack:
    stack = RoundsStack(log, lambda round_id: RoundDetail(log, round_id, ask_pin=None))
    qtbot.addWidget(stack)
    return stack


# -- 1. what the log was doing ------------------------------------------------------------------


def test_a_search_of_a_damaged_log_is_said_in_russian(qtbot: Any, tmp_path: pathlib.Path, english_after: None) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=60)
    _damage(path, "rounds_by_time")  # the index the newest-first list reads
    set_language("ru")
    with RoundLog.open(path, readonly=True) as log:
        stack = _stack(qtbot, log)
        assert stack.browser.error.text() == (
            f"журнал раундов {path}: не удалось выполнить поиск в журнале: файл повреждён (обрезан или перезаписан)"
        )
        stack.browser.counter.stop()


def test_a_round_that_cannot_be_read_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    entries = make_log(path, n=60)
    _damage(path, "sqlite_autoindex_rounds_1")  # the index a round is found by its id
    set_language("es")
    with RoundLog.open(path, readonly=True) as log:
        stack = _stack(qtbot, log)
        assert stack.open_round(entries[5].round_id) is None
        assert stack.browser.error.text() == (
            f"registro de rondas {path}: ha fallado la lectura de la ronda {entries[5].round_id}: "
            "el archivo está dañado (truncado o sobrescrito)"
        )
        stack.browser.counter.stop()


def _report(qtbot: Any, log: RoundLog, start: str, end: str) -> str:
    view = ShiftReportView(log)
    qtbot.addWidget(view)
    view.date_from.setText(start)
    view.date_to.setText(end)
    assert view.make() is None
    return view.message.text()


def test_a_shift_report_of_a_damaged_log_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=60)
    _damage(path, "rounds_by_time")  # the index a report's range is read by
    set_language("ru")
    with RoundLog.open(path, readonly=True) as log:
        said = _report(qtbot, log, "01.01.2020", "31.12.2030")
    assert said == (
        f"журнал раундов {path}: не удалось составить отчёт за смену: файл повреждён (обрезан или перезаписан)"
    )


def test_a_report_that_ends_before_it_starts_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=3)
    set_language("es")
    with RoundLog.open(path, readonly=True) as log:
        said = _report(qtbot, log, "02/03/2025", "01/03/2025")
    assert said.startswith("el periodo del informe termina ("), said
    assert ") antes de empezar (" in said, said


@pytest.fixture
def madrid() -> Iterator[None]:
    set_zone("Europe/Madrid")
    yield
    set_zone(None)


def test_a_time_the_clocks_skipped_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, madrid: None, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=3)
    set_language("ru")
    with RoundLog.open(path, readonly=True) as log:
        said = _report(qtbot, log, "30.03.2025 02:30", "30.03.2025 05:00")  # the night Madrid goes to summer time
    assert said == (
        "времени 2025-03-30 02:30 в зоне Europe/Madrid не было: часы тогда перевели вперёд "
        "(введите время после перевода)"
    )


# -- 3. why the log is altered --------------------------------------------------------------------


def _checked(qtbot: Any, path: pathlib.Path) -> str:
    status = IntegrityStatus(path)
    qtbot.addWidget(status)
    status.check()
    qtbot.waitUntil(lambda: status.failed, timeout=20_000)
    status.shutdown()
    return status.text.text()


def test_a_value_changed_behind_the_log_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    entries = make_log(path, n=8)
    behind_the_log(path, ("UPDATE boxes SET payout_cents = 500000 WHERE position = 4", ()))
    set_language("es")
    said = _checked(qtbot, path)
    assert said.startswith(
        f"⚠ REGISTRO ALTERADO en la entrada 4 (ronda {entries[3].round_id}): su contenido guardado no coincide "
        "con su hash (se cambió un valor después de registrarlo) — comprobado a las "
    ), said


def test_an_append_only_trigger_dropped_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=8)
    dropped = sorted(layout_at(path).triggers_ddl)[0]
    conn = sqlite3.connect(path)
    conn.execute(f"DROP TRIGGER {dropped}")
    conn.commit()
    conn.close()
    set_language("ru")
    said = _checked(qtbot, path)
    assert said.startswith(f"⚠ ЖУРНАЛ ИЗМЕНЁН: триггер защиты от изменений {dropped} отсутствует — проверка в "), said


# -- 2. where a replay disagrees, why a round file cannot be replayed ----------------------------


@pytest.fixture(scope="module")
def dealt(tmp_path_factory: pytest.TempPathFactory) -> LoggedRound:
    """A round dealt through the real round flow (``dealer-assist simulate``), its round file
    the engine's own: replayed, it settles as it was paid."""
    path = tmp_path_factory.mktemp("dealt") / "rounds.db"
    assert (
        main(
            [
                "simulate",
                "--game",
                "novo",
                "--rounds",
                "1",
                "--boxes",
                "2",
                "--seed",
                "3",
                "--log",
                str(path),
                "--table-id",
                "T1",
                "--start",
                "2025-03-01T18:00:00Z",
                "--quiet",
            ]
        )
        == 0
    )
    with RoundLog.open(path, readonly=True) as log:
        return log.get_round(log.query(limit=1)[0].round_id)


def _replayed(qtbot: Any, folder: pathlib.Path, entry: LoggedRound) -> str:
    """``entry`` logged as it is given (a round a newer version wrote, or a settlement an
    older engine paid), opened on the pit boss's round detail and replayed."""
    with RoundLog.open(folder / "rounds.db") as log:
        log.append_round(entry)
        detail = RoundDetail(log, entry.round_id, ask_pin=None)
        qtbot.addWidget(detail)
        assert not detail.replay()
        return detail.replay_result.text()


def test_a_payout_the_engine_settles_otherwise_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, dealt: LoggedRound, english_after: None
) -> None:
    boxes = [dict(b) for b in dealt.settlement["boxes"]]
    engine_net = boxes[0]["net"]
    boxes[0]["net"] = str(Decimal(str(engine_net)) + 10)  # an older engine paid 10 more
    paid = dataclasses.replace(dealt, settlement={**dealt.settlement, "boxes": boxes})
    set_language("ru")
    box = boxes[0]["box"]
    assert _replayed(qtbot, tmp_path, paid) == (
        f"✘ Пересчёт НЕ СОВПАДАЕТ: settlement.boxes[бокс {box}].net: в журнале {boxes[0]['net']}, "
        f"при пересчёте {engine_net}"
    )


def test_a_round_file_with_a_key_this_version_does_not_know_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, dealt: LoggedRound, english_after: None
) -> None:
    newer = dataclasses.replace(dealt, round_file={**dealt.round_file, "side_bets": []})  # a newer version's
    set_language("es")
    assert _replayed(qtbot, tmp_path, newer) == "✘ El recálculo NO COINCIDE: ronda: clave desconocida 'side_bets'"


def test_an_action_this_version_does_not_know_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, dealt: LoggedRound, english_after: None
) -> None:
    boxes = [dict(b) for b in dealt.round_file["boxes"]]
    boxes[0]["actions"] = [{"do": "surrender"}]  # a newer version's
    newer = dataclasses.replace(dealt, round_file={**dealt.round_file, "boxes": boxes})
    set_language("ru")
    assert _replayed(qtbot, tmp_path, newer) == (
        f"✘ Пересчёт НЕ СОВПАДАЕТ: бокс {boxes[0]['box']}: actions[0].do: 'surrender' не является действием "
        "(fold, play, check, exchange, buy, buy_card, insure, buy_dealer_game)"
    )


def test_a_round_of_a_game_this_version_does_not_know_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, dealt: LoggedRound, english_after: None
) -> None:
    newer = dataclasses.replace(dealt, round_file={**dealt.round_file, "game": "pai_gow"})
    set_language("es")
    said = _replayed(qtbot, tmp_path, newer)
    assert said.startswith("✘ El recálculo NO COINCIDE: juego desconocido 'pai_gow' (incluidos: novo, "), said
    assert said.endswith("; o la ruta de un archivo .toml)"), said


# -- 4. a log that cannot be read: a compact round, a file gone; a training log that refuses ------


def test_a_compact_round_that_cannot_be_read_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    entries = make_log(path, n=8)
    assert "body" in layout_at(path).declared_columns["rounds"]  # a compact log (schema 2)
    behind_the_log(path, ("UPDATE rounds SET body_size = body_size + 1 WHERE position = 4", ()))
    set_language("ru")
    with RoundLog.open(path, readonly=True) as log:
        stack = _stack(qtbot, log)
        assert stack.open_round(entries[3].round_id) is None
        assert stack.browser.error.text() == (
            f"журнал раундов {path}: раунд {entries[3].round_id}: сжатые данные раунда повреждены "
            "(их текст не того размера, который указан)"
        )
        stack.browser.counter.stop()


def test_a_log_gone_before_its_check_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=3)
    status = IntegrityStatus(path)
    qtbot.addWidget(status)
    path.unlink()  # moved away, or its disk unmounted
    set_language("es")
    status.check()
    qtbot.waitUntil(lambda: status.failed, timeout=10_000)
    status.shutdown()
    assert status.text.text() == f"⚠ NO SE PUEDE COMPROBAR EL REGISTRO: registro de rondas {path}: el archivo no existe"


def test_a_training_log_that_refuses_a_session_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    set_language("es")
    window = TrainingWindow(log_path=tmp_path / "training.db", trainee="Ana")
    qtbot.addWidget(window)
    window.log.conn.execute("PRAGMA busy_timeout = 50")  # (it waits seconds at a training desk)
    other = sqlite3.connect(tmp_path / "training.db", isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")  # another program writing
        assert not window.start("pay")
    finally:
        other.close()
    assert window.home is not None
    assert window.home.error.text() == (
        f"registro de formación {tmp_path / 'training.db'}: ha fallado el inicio de una sesión: "
        "otro programa lo tiene bloqueado (sigue bloqueado tras esperar)"
    )


def test_a_round_in_progress_gone_before_its_void_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    """The pit boss voids a round left in progress; before the PIN is in, the other screen of
    the table resumed it and finished it: nothing is voided, and the start-up screen says why."""
    path, _records = _journaled(qtbot, tmp_path)
    window = MainWindow(Remembered(boxes=5, source="simulated", log=str(path), language="ru"))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    tap(find_button(window, "void_round"))
    tap(find_button(window, "reason_1"))
    tap(find_button(window, "ok"))
    with RoundLog.open(path) as log:
        log.journal_clear("T1")  # the other screen's round went on and was confirmed
    _pin(window)
    assert window.startup is not None
    assert window.startup.error.text() == "у стола T1 нет текущего раунда, который можно аннулировать"
