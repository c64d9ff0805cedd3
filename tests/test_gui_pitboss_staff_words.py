"""The staff file's refusals on the pit boss's Staff tab and PIN pad, in the pit boss's
language: two pit bosses acting on two screens at once (each its own connection to the one
real staff file), a name typed that is already there, a pit boss acting on themselves; and
the audit trail's line said as a problem when the trail was altered."""

from __future__ import annotations

import pathlib
import sqlite3
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QWidget

from dealer_assist.log import RoundLog
from dealer_assist.staff import MAX_FAILURES, StaffError, StaffStore
from tests.gui_helpers import find_button, tap
from tests.log_helpers import make_log
from ui import theme
from ui.i18n import set_language
from ui.pitboss.pin import PinOverlay
from ui.pitboss.screen import PitBossScreen
from ui.pitboss.staff_view import PersonOverlay, StaffView
from ui.pitboss.style import STYLE as PITBOSS_STYLE

PIN = "482193"
LUIS_PIN = "730519"


@pytest.fixture
def staff_path(tmp_path: pathlib.Path) -> pathlib.Path:
    path = tmp_path / "staff" / "staff.db"
    with StaffStore.open(path) as first:
        first.add_first_pit_boss("Marta", PIN)
    return path


@pytest.fixture
def screens(qtbot: Any, tmp_path: pathlib.Path, staff_path: pathlib.Path) -> Iterator[Any]:
    """A pit boss's screen at 1280 x 800, each with its own connection to the staff file (two
    screens in the pit), in a language; the English back afterwards."""
    log_path = tmp_path / "rounds.db"
    rounds = make_log(log_path, n=6)
    opened: list[tuple[PitBossScreen, RoundLog, StaffStore, QWidget]] = []

    def make(language: str, who: str = "Marta", pin: str = PIN) -> PitBossScreen:
        set_language(language)
        store = StaffStore.open(staff_path)
        log = RoundLog.open(log_path)
        screen = PitBossScreen(log, store, store.check_pin("pit_boss", who, pin), check_now=False)
        host = QWidget()  # as `dealer-assist pitboss` hosts it: the croupier's theme, then the pit boss's
        host.setObjectName("Screen")
        host.setStyleSheet(theme.STYLE + PITBOSS_STYLE)
        QHBoxLayout(host).addWidget(screen)
        host.layout().setContentsMargins(0, 0, 0, 0)
        qtbot.addWidget(host)
        host.resize(1280, 800)
        host.show()
        QTest.qWaitForWindowExposed(host)
        screen.tabs.setCurrentWidget(screen.staff)
        screen.round_ids = [r.round_id for r in rounds]  # type: ignore[attr-defined]
        opened.append((screen, log, store, host))
        return screen

    yield make
    for screen, log, store, _host in opened:
        screen.shutdown()
        log.close()
        store.close()
    set_language("en")


def _select(view: StaffView, role: str, name: str) -> None:
    view.people.selectRow(view.rows.index((role, name)))


def _person(screen: PitBossScreen) -> PersonOverlay:
    overlay = screen.findChild(PersonOverlay)
    assert overlay is not None and overlay.isVisible()
    return overlay


def _fill(overlay: PersonOverlay, **texts: str) -> None:
    for name, text in texts.items():
        edit = overlay.findChild(QLineEdit, name)
        assert edit is not None
        edit.setText(text)


def _entries(path: pathlib.Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT count(*) FROM audit").fetchone()[0])
    finally:
        conn.close()


def _refusal(call: Any) -> StaffError:
    with pytest.raises(StaffError) as info:
        call()
    return info.value


# -- 1. two pit bosses on two screens at once -------------------------------------------------------


def test_a_croupier_removed_on_one_screen_then_edited_on_the_other_is_refused_in_russian(
    screens: Any, staff_path: pathlib.Path
) -> None:
    first = screens("ru")
    first.store.add_member(first.grant, "croupier", "Ана", "1357", "new at the table")
    second = screens("ru")
    assert ("croupier", "Ана") in second.staff.rows
    first.staff.refresh()
    _select(first.staff, "croupier", "Ана")
    tap(find_button(first, "staff_remove"))
    assert ("croupier", "Ана") not in first.staff.rows
    written = _entries(staff_path)

    said = "нет крупье по имени Ана"
    view = second.staff  # its list still shows Ана: nothing told it
    for action in ("staff_unlock", "staff_remove"):
        _select(view, "croupier", "Ана")
        tap(find_button(second, action))
        assert view.message.isVisible() and view.message.text() == said
    _select(view, "croupier", "Ана")
    tap(find_button(second, "staff_pin"))
    overlay = _person(second)
    _fill(overlay, person_pin="2468", person_pin_again="2468")
    tap(find_button(overlay, "ok"))
    assert overlay.error.isVisible() and overlay.error.text() == said
    tap(find_button(overlay, "cancel"))
    _select(view, "croupier", "Ана")
    tap(find_button(second, "staff_role"))
    overlay = _person(second)
    tap(find_button(overlay, "role_technician"))
    _fill(overlay, person_pin="2468", person_pin_again="2468")
    tap(find_button(overlay, "ok"))
    assert overlay.error.text() == said
    assert _entries(staff_path) == written  # nothing written
    err = _refusal(lambda: second.store.set_pin(second.grant, "croupier", "Ана", "2468", "why"))
    assert str(err) == "no croupier called Ана"  # the log's and the command line's English


def test_a_name_added_on_two_screens_at_once_is_refused_in_spanish_on_the_second(
    screens: Any, staff_path: pathlib.Path
) -> None:
    first, second = screens("es"), screens("es")
    tap(find_button(second, "staff_add"))  # the second pit boss starts typing ...
    late = _person(second)
    tap(find_button(late, "role_croupier"))
    _fill(late, person_name="Luis", person_pin="1357", person_pin_again="1357")
    tap(find_button(first, "staff_add"))  # ... the first adds him meanwhile
    _fill(_person(first), person_name="Luis", person_pin="2468", person_pin_again="2468")
    tap(find_button(_person(first), "role_croupier"))
    tap(find_button(_person(first), "ok"))
    assert ("croupier", "Luis") in first.staff.rows
    written = _entries(staff_path)
    tap(find_button(late, "ok"))
    assert late.error.isVisible() and late.error.text() == "ya hay un crupier llamado Luis"
    assert _entries(staff_path) == written
    err = _refusal(lambda: second.store.add_member(second.grant, "croupier", "Luis", "1357", "why"))
    assert str(err) == "there is already a croupier called Luis"

    # A croupier moved to a role in which someone of the same name was added meanwhile.
    second.staff.refresh()
    _select(second.staff, "croupier", "Luis")
    tap(find_button(second, "staff_role"))
    moving = _person(second)
    tap(find_button(moving, "role_technician"))
    _fill(moving, person_pin="8642", person_pin_again="8642")
    first.store.add_member(first.grant, "technician", "Luis", "9753", "a technician too")
    tap(find_button(moving, "ok"))
    assert moving.error.text() == "ya hay un técnico llamado Luis"


def test_a_lock_out_ended_on_one_screen_is_not_ended_again_on_the_other_in_russian(
    screens: Any, staff_path: pathlib.Path
) -> None:
    first = screens("ru")
    first.store.add_member(first.grant, "croupier", "Ана", "1357", "new at the table")
    for _ in range(MAX_FAILURES):
        _refusal(lambda: first.store.check_pin("croupier", "Ана", "9999"))
    second = screens("ru")
    first.staff.refresh()
    for screen in (first, second):
        _select(screen.staff, "croupier", "Ана")
        tap(find_button(screen, "staff_unlock"))
    assert not first.staff.message.isVisible()
    assert second.staff.message.text() == "Ана: блокировки нет"
    _select(second.staff, "pit_boss", "Marta")
    tap(find_button(second, "staff_unlock"))  # never locked out
    assert second.staff.message.text() == "Marta: блокировки нет"
    err = _refusal(lambda: second.store.unlock(second.grant, "croupier", "Ана", "why"))
    assert str(err) == "Ана is not locked out"


def test_a_pit_boss_removing_or_moving_themselves_is_refused_in_spanish(screens: Any) -> None:
    screen = screens("es")
    view = screen.staff
    _select(view, "pit_boss", "Marta")
    tap(find_button(screen, "staff_remove"))
    assert view.message.text() == "un jefe de mesa no puede eliminarse a sí mismo"
    _select(view, "pit_boss", "Marta")
    tap(find_button(screen, "staff_role"))
    overlay = _person(screen)
    _fill(overlay, person_pin="2468", person_pin_again="2468")
    tap(find_button(overlay, "ok"))
    assert overlay.error.text() == "un jefe de mesa no puede cambiar su propio rol"
    assert view.rows == [("pit_boss", "Marta")]


# -- 2. the PIN pad ---------------------------------------------------------------------------------


def test_a_pit_boss_removed_on_another_screen_while_the_pin_pad_is_open_is_refused_in_russian(
    screens: Any, staff_path: pathlib.Path
) -> None:
    first = screens("ru")
    first.store.add_member(first.grant, "pit_boss", "Луис", LUIS_PIN, "second shift")
    second = screens("ru")
    second.tabs.setCurrentWidget(second.rounds)
    detail = second.open_round(second.round_ids[2])
    assert detail is not None
    before = second.log.adjustments(detail.round_id)
    tap(find_button(second, "void"))
    tap(find_button(second, "reason_0"))
    tap(find_button(second, "ok"))
    pad = second.findChild(PinOverlay)
    assert pad is not None and pad.isVisible() and pad.names == ["Marta", "Луис"]
    first.staff.refresh()
    _select(first.staff, "pit_boss", "Луис")
    tap(find_button(first, "staff_remove"))  # meanwhile, on the other screen
    tap(find_button(pad, "who_Луис"))
    for digit in LUIS_PIN:
        tap(find_button(pad, f"pin_{digit}"))
    tap(find_button(pad, "ok"))
    assert pad.error.isVisible() and pad.error.text() == "нет питбосса по имени Луис"
    assert second.log.adjustments(detail.round_id) == before  # no void without a PIN checked


def test_the_first_pit_boss_set_up_on_two_pads_at_once_is_refused_in_spanish_on_the_second(
    qtbot: Any, tmp_path: pathlib.Path
) -> None:
    set_language("es")
    path = tmp_path / "staff" / "staff.db"
    hosts, stores, pads = [], [], []
    granted: list[Any] = []
    try:
        for _ in range(2):  # two windows, each its own connection to the new staff file
            host = QWidget()
            qtbot.addWidget(host)
            host.resize(1280, 800)
            host.show()
            store = StaffStore.open(path)
            pad = PinOverlay(host, store, "pit_boss", granted.append)
            pad.open()
            assert pad.first_boss
            hosts.append(host)
            stores.append(store)
            pads.append(pad)
        for pad, name, pin in ((pads[0], "Marta", PIN), (pads[1], "Luis", LUIS_PIN)):
            pad.name_edit.setText(name)
            for _ in range(2):
                for digit in pin:
                    tap(find_button(pad, f"pin_{digit}"))
                tap(find_button(pad, "ok"))
        assert [g.who for g in granted] == ["Marta (pit boss)"]
        assert pads[1].error.text() == "ya hay un jefe de mesa: pídale que le añada"
        assert stores[1].members("pit_boss") == ["Marta"]
    finally:
        for store in stores:
            store.close()
        set_language("en")


# -- 3. the audit trail's line --------------------------------------------------------------------


def _background(widget: QLabel) -> QColor:
    image = widget.grab().toImage()
    return image.pixelColor(4, image.height() // 2)


def _edit_trail(path: pathlib.Path, statement: str) -> None:
    """What the owner of the staff file can do with sqlite3: the triggers dropped, then the edit."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("DROP TRIGGER IF EXISTS audit_no_update")
        conn.execute(statement)
        conn.commit()
    finally:
        conn.close()


def test_the_audit_trail_line_looks_like_a_problem_when_the_trail_was_altered_and_muted_again_when_not(
    screens: Any, staff_path: pathlib.Path
) -> None:
    screen = screens("ru")
    line = screen.staff.audit_state
    assert line.objectName() == "Muted"
    assert _background(line) != QColor(theme.WARN_BG)
    _edit_trail(staff_path, "UPDATE audit SET why = 'by the book' WHERE seq = 1")
    screen.staff.refresh()
    assert line.text() == "запись 1 журнала аудита изменена после записи или записана без ключа"
    assert line.objectName() == screen.staff.message.objectName() == "Message"
    assert _background(line) == QColor(theme.WARN_BG)  # the other problem lines' look
    _edit_trail(staff_path, "UPDATE audit SET why = 'first pit boss of the installation' WHERE seq = 1")
    screen.staff.refresh()
    assert line.text() == "Журнал аудита не изменён (хеш-цепочка проверена)."
    assert line.objectName() == "Muted"
    assert _background(line) != QColor(theme.WARN_BG)
