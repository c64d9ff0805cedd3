"""A pit boss's act on the screens is checked against the staff file at the moment it is written
(docs/authority.md). Two real connections to one real staff file: the screen's, and Luis's
terminal in the pit office, where Marta is removed, moved back to the tables or locked out.

- A screen opened with Marta's PIN (the pit boss's screen over the table, the `dealer-assist
  pitboss` window) no longer lets her change the staff: the act is refused, nothing written,
  one line in the screen's language, and the screen asks for a pit boss PIN again.
- The table set-up she opened with her PIN records nothing in her name at START."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QWidget

from dealer_assist.log import RoundLog
from dealer_assist.messages import msg
from dealer_assist.staff import MAX_FAILURES, LockedOut, PinRefused, StaffStore, staff_path
from tests.gui_helpers import find_button, table, tap
from tests.test_approval_gui import BOSS_PIN
from ui.i18n import render, set_language
from ui.pitboss.entry import PitBossOffice
from ui.pitboss.pin import PinOverlay
from ui.pitboss.screen import PitBossScreen

MARTA, LUIS = BOSS_PIN, "730519"


def make_staff(path: Path) -> None:
    """Marta and Luis, pit bosses; Ana, a croupier."""
    with StaffStore.open(path) as store:
        if not store.has_pit_boss():
            store.add_first_pit_boss("Marta", MARTA)
        boss = store.check_pin("pit_boss", "Marta", MARTA)
        store.add_member(boss, "pit_boss", "Luis", LUIS, "second pit boss")
        store.add_member(boss, "croupier", "Ana", "1357", "new croupier")


class Office:
    """Luis's terminal in the pit office: a connection of its own to the staff file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.store = StaffStore.open(path)

    def _luis(self) -> Any:
        return self.store.check_pin("pit_boss", "Luis", LUIS)

    def remove_marta(self) -> None:
        self.store.remove_member(self._luis(), "pit_boss", "Marta", "left the casino")

    def demote_marta(self) -> None:
        self.store.change_role(self._luis(), "pit_boss", "Marta", "croupier", "2468", "back to the tables")

    def lock_out_marta(self) -> None:
        for _ in range(MAX_FAILURES):  # someone tries Marta's PIN here
            with contextlib.suppress(PinRefused, LockedOut):
                self.store.check_pin("pit_boss", "Marta", "111122")

    def entries(self) -> list[tuple[str, str, str]]:
        conn = sqlite3.connect(self.path)
        try:
            return [(w, a, s) for w, a, s in conn.execute("SELECT who, action, subject FROM audit ORDER BY seq")]
        finally:
            conn.close()


@pytest.fixture
def office(tmp_path: Path) -> Iterator[Office]:
    """The staff file beside ``tmp_path / rounds.db``, and Luis's terminal on it."""
    make_staff(staff_path(tmp_path / "rounds.db"))
    o = Office(staff_path(tmp_path / "rounds.db"))
    yield o
    o.store.close()
    set_language("en")


REVOKED = {"removed": Office.remove_marta, "demoted": Office.demote_marta, "locked out": Office.lock_out_marta}


def line(revoked: str, name: str = "Marta") -> str:
    """What the screen says, in its language."""
    return render(msg("staff.locked_now" if revoked == "locked out" else "staff.no_longer_pit_boss", name=name))


def shown_pad(root: QWidget) -> PinOverlay:
    QTest.qWait(30)
    pads = [p for p in root.findChildren(PinOverlay) if p.isVisible()]
    assert pads, "no PIN pad shown"
    return pads[-1]


def pin_as(pad: PinOverlay, name: str, pin: str) -> None:
    if name in pad.name_buttons:  # several people of the role: the pad asks who first
        tap(pad.name_buttons[name])
    assert pad.name == name
    for d in pin:
        tap(find_button(pad, f"pin_{d}"))
    tap(find_button(pad, "ok"))


def fill_person(root: QWidget, *, pin: str, why: str, name: str | None = None) -> None:
    for field, text in (("person_name", name), ("person_pin", pin), ("person_pin_again", pin), ("person_why", why)):
        if text is not None:
            edit = root.findChild(QLineEdit, field)
            assert edit is not None
            edit.setText(text)
    overlay = root.findChild(QLineEdit, "person_pin").parent()  # type: ignore[union-attr]
    tap(find_button(overlay, "ok"))  # type: ignore[arg-type]


def select(screen: PitBossScreen, role: str, name: str) -> None:
    screen.staff.refresh()
    screen.staff.people.selectRow(screen.staff.rows.index((role, name)))


# -- screens opened with Marta's PIN ------------------------------------------------------------------


@pytest.mark.parametrize(("revoked", "language"), [("removed", "ru"), ("demoted", "es"), ("locked out", "en")])
def test_a_pit_boss_removed_demoted_or_locked_out_elsewhere_adds_nobody_from_her_screen_over_the_table(
    qtbot: Any, tmp_path: Path, office: Office, revoked: str, language: str
) -> None:
    with table(qtbot, tmp_path, "novo", boxes=3, language=language) as t:
        t.tap("bar_settings")
        t.tap("staff_pit_boss")
        pin_as(shown_pad(t.window), "Marta", MARTA)
        screen = t.window.pit_boss  # type: ignore[attr-defined]
        assert isinstance(screen, PitBossScreen)
        screen.tabs.setCurrentWidget(screen.staff)
        REVOKED[revoked](office)  # ... at Luis's terminal, while her screen is open
        before = office.entries()
        tap(find_button(screen, "staff_add"))
        tap(find_button(t.window, "role_pit_boss"))
        fill_person(t.window, name="Eve", pin="975312", why="a friend")
        assert office.entries() == before  # nothing written: no Eve
        assert "Eve" not in office.store.members("pit_boss")
        # Her screen is gone; the PIN pad asks for a pit boss again, saying why in one line.
        assert t.window.pit_boss is None  # type: ignore[attr-defined]
        assert not [w for w in t.window.findChildren(PitBossScreen) if w.isVisible()]
        pad = shown_pad(t.window)
        assert pad.role == "pit_boss" and pad.error.isVisible()
        assert pad.error.text() == line(revoked)
        # Luis, still a pit boss, opens the screen with his PIN.
        pin_as(pad, "Luis", LUIS)
        assert t.window.pit_boss is not None and t.window.pit_boss.grant.name == "Luis"  # type: ignore[attr-defined]
        tap(find_button(t.window, "pitboss_close"))


def _add(screen: PitBossScreen) -> None:
    tap(find_button(screen, "staff_add"))
    tap(find_button(screen, "role_pit_boss"))
    fill_person(screen, name="Eve", pin="975312", why="a friend")


def _pin(screen: PitBossScreen) -> None:
    select(screen, "pit_boss", "Luis")
    tap(find_button(screen, "staff_pin"))
    fill_person(screen, pin="864202", why="forgotten")


def _role(screen: PitBossScreen) -> None:
    select(screen, "croupier", "Ana")
    tap(find_button(screen, "staff_role"))
    tap(find_button(screen, "role_pit_boss"))
    fill_person(screen, pin="135792", why="promoted")


def _unlock(screen: PitBossScreen) -> None:
    select(screen, "croupier", "Ana")
    tap(find_button(screen, "staff_unlock"))


def _remove(screen: PitBossScreen) -> None:
    select(screen, "pit_boss", "Luis")
    tap(find_button(screen, "staff_remove"))


STAFF_ACTS: dict[str, Callable[[PitBossScreen], None]] = {
    "add": _add, "change a PIN": _pin, "change a role": _role, "unlock": _unlock, "remove": _remove
}


@pytest.mark.parametrize(
    ("act", "revoked"),
    [("add", "demoted"), ("change a PIN", "removed"), ("change a role", "locked out"), ("unlock", "demoted"),
     ("remove", "locked out")],
)
def test_the_pit_office_window_changes_no_staff_for_a_pit_boss_gone_since_her_pin_and_asks_again(
    qtbot: Any, tmp_path: Path, office: Office, act: str, revoked: str
) -> None:
    set_language("es")
    with contextlib.suppress(PinRefused):
        office.store.check_pin("croupier", "Ana", "9999")  # a wrong PIN of Ana's: there is something to unlock
    with RoundLog.open(tmp_path / "rounds.db") as log, StaffStore.open(office.path) as store:
        window = PitBossOffice(log, store, check_now=False)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        QTest.qWaitForWindowExposed(window)
        pin_as(window.ask(), "Marta", MARTA)
        screen = window.pit_boss
        assert screen is not None
        screen.tabs.setCurrentWidget(screen.staff)
        REVOKED[revoked](office)
        before = office.entries()
        STAFF_ACTS[act](screen)
        assert office.entries() == before  # nothing written
        assert window.pit_boss is None and window.placeholder.isVisible()  # locked again ...
        pad = shown_pad(window)  # ... and asking for a pit boss's PIN, saying why
        assert pad.error.text() == line(revoked)
        pin_as(pad, "Luis", LUIS)
        assert window.pit_boss is not None and window.pit_boss.grant.name == "Luis"
        window.pit_boss.shutdown()


def test_a_table_set_up_opened_with_her_pin_records_nothing_in_her_name_once_she_is_removed(
    qtbot: Any, tmp_path: Path, office: Office
) -> None:
    with table(qtbot, tmp_path, "novo", boxes=3, language="ru") as t:
        t.tap("bar_settings")
        t.tap("setup")
        pin_as(shown_pad(t.window), "Marta", MARTA)
        startup = t.window.startup
        assert startup is not None and startup.isVisible()
        office.remove_marta()
        before = office.entries()
        tap(find_button(t.window, "boxes_plus"))  # the croupier's own choice: free
        tap(find_button(t.window, "start"))
        pin_as(shown_pad(t.window), "Ana", "1357")  # who deals
        assert t.window.session is not None and t.window.session.config.boxes == 4  # type: ignore[attr-defined]
        assert [e for e in office.entries() if e[1] == "table_setup"] == []
        assert [e for e in office.entries()[len(before):] if "Marta" in e[0]] == []
        assert t.window.table is not None and t.window.table.message_text == line("removed")
