"""A failure is said on the screen in the screen's language, never as the English of
``str(err)``: a round log that is not one, an unknown reader protocol, a staff file whose key
is gone, a table limit the profile refuses, a PIN too short, the camera calibration's
corners and card images, a floor out of reach. Each failure is the real one (real files, a
real staff store, a closed port); the English stays in ``str(err)`` for the logs."""

from __future__ import annotations

import pathlib
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from PySide6.QtTest import QTest

from dealer_assist.staff import StaffStore, key_path
from tests.gui_helpers import find_button, table, tap
from ui.app import MainWindow
from ui.calibration_wizard import CalibrationWizard
from ui.i18n import money, set_language
from ui.pit_approvals import PitApprovals
from ui.pitboss.pin import PinOverlay
from ui.settings import Remembered


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def _window(qtbot: Any, remembered: Remembered) -> MainWindow:
    window = MainWindow(remembered)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    QTest.qWaitForWindowExposed(window)
    return window


def _staff_without_key(folder: pathlib.Path) -> None:
    """A staff file with a pit boss in it whose installation key is gone: no PIN can be checked."""
    with StaffStore.open(folder / "staff.db") as store:
        store.add_first_pit_boss("Marta", "482106")
    key_path().unlink()


def test_a_round_log_that_is_not_one_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    log = tmp_path / "rounds.db"
    log.write_text("these are not rounds\n")
    window = _window(qtbot, Remembered(log=str(log), language="es", source="simulated"))
    assert not window.start_table(window.remembered)
    assert window.startup is not None and window.log is None
    assert window.startup.error.text() == (
        f"registro de rondas {log}: no es un registro de rondas (no es una base de datos SQLite)"
    )


def test_an_unknown_reader_protocol_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    choice = Remembered(
        log=str(tmp_path / "rounds.db"), language="ru", source="serial", port=str(tmp_path / "no-such-port")
    )
    window = _window(qtbot, choice)
    choice.protocol = "nonsense"
    assert not window.start_table(choice)
    assert window.startup is not None and window.source is None
    assert window.startup.error.text() == "неизвестный протокол считывателя карт 'nonsense': выберите framed или line"


def test_a_staff_file_without_its_key_is_said_on_the_start_up_screen_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    _staff_without_key(tmp_path)
    window = _window(qtbot, Remembered(log=str(tmp_path / "rounds.db"), language="es", source="simulated"))
    said = (
        f"archivo de personal {tmp_path / 'staff.db'}: falta su clave {key_path()}, así que no se puede "
        "comprobar ningún PIN: reponga el archivo de la clave desde la copia de seguridad de la instalación"
    )
    assert window.startup is not None and window.startup.error.text() == said
    assert not window.start_table(window.remembered)  # START says it again, and nothing opens
    assert window.startup.error.text() == said and window.log is None


def test_changing_croupier_with_the_staff_key_gone_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    _staff_without_key(tmp_path)
    with table(qtbot, tmp_path, "novo", boxes=1, language="ru") as t:
        t.tap("bar_rotate")
        assert t.screen.message_text == (
            f"файл персонала {tmp_path / 'staff.db'}: нет его ключа {key_path()}, поэтому ни один PIN "
            "не проверить: верните файл ключа из резервной копии установки"
        )


def test_a_limit_the_profile_refuses_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    window = _window(qtbot, Remembered(log=str(tmp_path / "rounds.db"), language="es", source="simulated"))
    startup = window.startup
    assert startup is not None and startup.profile is not None
    max_bet = startup.profile.table.max_bet
    tap(find_button(window, "limit_max_payout"))
    assert startup.overlay is not None
    tap(find_button(startup.overlay, "key_clear"))
    for key in "100":
        tap(find_button(startup.overlay, f"key_{key}"))
    tap(find_button(startup.overlay, "ok"))
    assert startup.error.text() == (
        f"mesa {window.remembered.table_id}: el pago máximo 100 es inferior a la apuesta máxima {money(max_bet)}"
    )


def test_a_first_pit_boss_pin_too_short_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    set_language("ru")
    window = _window(qtbot, Remembered(log=str(tmp_path / "rounds.db"), language="ru"))
    with StaffStore.open(tmp_path / "pit" / "staff.db") as store:
        pad = PinOverlay(window, store, "pit_boss", lambda _grant: None)
        pad.open()
        pad.name_edit.setText("Marta")
        for _ in range(2):  # the PIN, then the same again
            for key in "1234":
                tap(find_button(pad, f"pin_{key}"))
            tap(find_button(pad, "ok"))
        assert pad.error.text() == "PIN пит-босса состоит из 6–8 цифр"


def test_calibration_corners_out_of_order_are_refused_in_spanish(qtbot: Any, english_after: None) -> None:
    set_language("es")
    wizard = CalibrationWizard()
    qtbot.addWidget(wizard)
    wizard.set_frame(np.zeros((720, 1280, 3), np.uint8))
    for x, y in [(150, 40), (1265, 705), (1130, 40), (15, 705)]:  # they cross
        wizard.add_point(x, y)
    assert len(wizard.state.corners) == 3
    assert wizard.status.text() == "las cuatro esquinas deben marcarse en orden alrededor del tapete"


def test_a_card_image_that_is_not_an_image_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    set_language("ru")
    (tmp_path / "AS.png").write_bytes(b"not a picture")
    wizard = CalibrationWizard()
    qtbot.addWidget(wizard)
    with qtbot.waitSignal(wizard.cards_learned, timeout=10_000):
        wizard.learn_from(tmp_path)
    assert wizard.status.text() == f"{tmp_path / 'AS.png'} — не изображение, которое может прочитать OpenCV"
    assert wizard.state.cards is None and wizard.learn_button.isEnabled()


def test_a_floor_out_of_reach_is_said_in_spanish_on_the_pit_approvals(qtbot: Any, english_after: None) -> None:
    set_language("es")
    panel = PitApprovals("postgresql://pit@127.0.0.1:1/floor", "Marta")  # nothing listens on port 1
    qtbot.addWidget(panel)
    qtbot.waitUntil(lambda: panel.status.text().startswith("no se puede conectar con la sala ("), timeout=15_000)
    assert "unreachable" not in panel.status.text()


def test_a_round_in_progress_the_log_refuses_is_said_in_spanish(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    """The round in progress is saved as the croupier plays; when the round log refuses
    the write (here another program holds it locked) the table says so in its language:
    it said "journal: round log ...: saving the round in progress at table ... failed:
    ...", in English."""
    import sqlite3

    with table(qtbot, tmp_path, "novo", boxes=1, language="es") as t:
        t.log.db.conn.execute("PRAGMA busy_timeout = 50")  # (it waits seconds at a table)
        other = sqlite3.connect(t.log_path, isolation_level=None)
        try:
            other.execute("BEGIN EXCLUSIVE")  # another program writing
            t.place_wagers(1, {"ante": "10"})
            t.session.flush_journal()
        finally:
            other.close()
        assert t.screen.message_text == (
            f"registro de rondas {t.log_path}: ha fallado el guardado de la ronda en curso de la "
            f"mesa {t.session.config.table_id}: otro programa lo tiene bloqueado (sigue bloqueado "
            "tras esperar). No se ha escrito nada de ello; todo lo registrado antes se conserva"
        )


def test_a_checking_camera_without_calibration_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    log = str(tmp_path / "rounds.db")
    choice = Remembered(source="serial", port="loop://", protocol="line", log=log, language="ru", camera_check=1)
    window = _window(qtbot, choice)
    assert not window.start_table(choice)
    assert window.startup is not None and window.source is None and window.checker is None
    assert window.startup.error.text() == (
        "контрольная камера: у камеры нет файла калибровки: сначала откалибруйте её "
        "(Настройки → Калибровка камеры)"
    )
