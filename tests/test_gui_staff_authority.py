"""A pit boss's act on the screens is checked against the staff file at the moment it is written
(docs/authority.md). Two real connections to one real staff file: the screen's, and Luis's
terminal in the pit office, where Marta is removed, moved back to the tables or locked out.

- A screen opened with Marta's PIN (the pit boss's screen over the table, the `dealer-assist
  pitboss` window) no longer lets her change the staff: the act is refused, nothing written,
  one line in the screen's language, and the screen asks for a pit boss PIN again.
- The table set-up she opened with her PIN records nothing in her name at START.
- An act that asks for the PIN itself (a void, an adjustment, a table change on the Table tab or
  the start-up screen, a round in progress voided, a large payout approved, a pit boss alert
  cleared) is refused when Marta is removed between the check of her PIN and the write: the pad's
  closing, between the two, is where Luis's removal lands.
- A screen opened with Marta's PIN refuses once she is removed and another Marta added, though
  the staff file has a pit boss of that name again: a grant is the person's, not the name's."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QWidget

from dealer_assist import table_settings as ts
from dealer_assist.log import RoundLog
from dealer_assist.messages import msg
from dealer_assist.staff import MAX_FAILURES, LockedOut, PinRefused, StaffStore, staff_path
from tests.gui_helpers import find_button, table, tap
from tests.log_helpers import make_log
from tests.test_approval_gui import BOSS_PIN, waiting_table
from tests.test_gui_protection import demo_script, scripted
from ui.app import MainWindow
from ui.i18n import render, set_language
from ui.pitboss.entry import PitBossOffice
from ui.pitboss.pin import PinOverlay
from ui.pitboss.screen import PitBossScreen
from ui.settings import Remembered

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

    def add_marta_again(self, pin: str) -> None:
        """Marta removed, and another pit boss called Marta added with ``pin``."""
        self.remove_marta()
        self.store.add_member(self._luis(), "pit_boss", "Marta", pin, "new pit boss, same name")

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


def _staff_tab_as_marta(qtbot: Any, log: RoundLog, store: StaffStore) -> tuple[PitBossOffice, Any]:
    """The pit office window at 1280x800, opened with Marta's PIN, on its Staff tab."""
    window = PitBossOffice(log, store, check_now=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    QTest.qWaitForWindowExposed(window)
    pin_as(window.ask(), "Marta", MARTA)
    screen = window.pit_boss
    assert screen is not None
    screen.tabs.setCurrentWidget(screen.staff)
    return window, screen


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
        window, screen = _staff_tab_as_marta(qtbot, log, store)
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


def test_a_screen_opened_with_the_pin_of_a_pit_boss_removed_refuses_once_another_is_added_under_her_name(
    qtbot: Any, tmp_path: Path, office: Office
) -> None:
    set_language("ru")
    with RoundLog.open(tmp_path / "rounds.db") as log, StaffStore.open(office.path) as store:
        window, screen = _staff_tab_as_marta(qtbot, log, store)
        office.add_marta_again("913572")  # at Luis's terminal: a pit boss called Marta again, not her
        before = office.entries()
        _add(screen)
        assert office.entries() == before  # nothing written: no Eve
        assert window.pit_boss is None and window.placeholder.isVisible()  # locked again ...
        pad = shown_pad(window)  # ... and asking for a pit boss's PIN, saying why in Russian
        assert pad.error.text() == render(msg("staff.grant_outdated", name="Marta"))
        assert pad.error.text() != str(msg("staff.grant_outdated", name="Marta"))
        pin_as(pad, "Marta", "913572")  # the new Marta, with her own PIN, acts
        screen = window.pit_boss
        assert screen is not None
        screen.tabs.setCurrentWidget(screen.staff)
        _add(screen)
        assert "Eve" in office.store.members("pit_boss")
        screen.shutdown()


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


# -- an act that asks for the PIN itself: removed between the PIN's check and the write -------------------


def _between(pad: PinOverlay, office: Office) -> None:
    """Luis removes Marta once her PIN is checked, before the act is written (the pad closes in between)."""
    pad.closed.connect(office.remove_marta)


@pytest.mark.parametrize("kind", ["void", "adjustment"])
def test_a_void_or_adjustment_is_not_written_for_a_pit_boss_removed_after_her_pin_was_checked(
    qtbot: Any, tmp_path: Path, office: Office, kind: str
) -> None:
    set_language("ru")
    entries = make_log(tmp_path / "rounds.db", n=6)
    rid = entries[4].round_id
    with RoundLog.open(tmp_path / "rounds.db") as log, StaffStore.open(office.path) as store:
        screen = PitBossScreen(log, store, store.check_pin("pit_boss", "Luis", LUIS), check_now=False)
        qtbot.addWidget(screen)
        screen.resize(1280, 800)
        screen.show()
        detail = screen.open_round(rid)
        assert detail is not None
        if kind == "void":
            tap(find_button(screen, "void"))
            tap(find_button(screen, "reason_0"))
        else:
            box = detail.round.settlement["boxes"][0]["box"]
            tap(find_button(screen, "adjust"))
            tap(find_button(screen, f"adjust_box_{box}"))
            screen.findChild(QLineEdit, "adjust_amount").setText("25")  # type: ignore[union-attr]
            tap(find_button(screen, "reason_0"))
        tap(find_button(screen, "ok"))
        pad = shown_pad(screen)
        _between(pad, office)
        pin_as(pad, "Marta", MARTA)
        assert log.adjustments(rid) == []  # nothing written
        assert detail.message.isVisible() and detail.message.text() == line("removed")
        assert log.verify().ok
        screen.shutdown()


def test_a_table_change_on_the_table_tab_is_not_made_for_a_pit_boss_removed_after_her_pin_was_checked(
    qtbot: Any, tmp_path: Path, office: Office
) -> None:
    with table(qtbot, tmp_path, "novo", boxes=3, language="es") as t:
        t.tap("bar_settings")
        t.tap("staff_pit_boss")
        pin_as(shown_pad(t.window), "Luis", LUIS)
        screen = t.window.pit_boss  # type: ignore[attr-defined]
        screen.tabs.setCurrentWidget(screen.table)
        screen.table.fields["max_payout"].setText("2500")
        tap(find_button(t.window, "table_apply"))
        screen.findChild(QWidget, "why").setText("high rollers tonight")
        tap(find_button(t.window, "ok"))
        pad = shown_pad(t.window)
        _between(pad, office)
        pin_as(pad, "Marta", MARTA)
        assert t.session.config.limits == {}  # the table as it was (the profile's own limits)
        assert [e for e in office.entries() if e[1] == ts.ACTION] == []
        assert screen.table.message.text() == line("removed")
        tap(find_button(t.window, "pitboss_close"))


def test_a_change_on_the_start_up_screen_is_not_recorded_for_a_pit_boss_removed_after_her_pin_was_checked(
    qtbot: Any, tmp_path: Path, office: Office
) -> None:
    window = MainWindow(Remembered(log=str(tmp_path / "rounds.db"), language="ru"))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    try:
        tap(find_button(window, "game_uth"))
        tap(find_button(window, "reason_1"))
        tap(find_button(window, "ok"))
        pad = shown_pad(window)
        _between(pad, office)
        pin_as(pad, "Marta", MARTA)
        assert ts.current(office.store, "T1").game == "novo"
        assert [e for e in office.entries() if e[1] == ts.ACTION] == []
        assert window.startup is not None and window.startup.error.text() == line("removed")
    finally:
        window.close()


def test_a_round_in_progress_is_not_voided_for_a_pit_boss_removed_after_her_pin_was_checked(
    qtbot: Any, tmp_path: Path
) -> None:
    from tests.test_gui_nothing_lost import _journaled, _window

    path, _records = _journaled(qtbot, tmp_path)  # (Marta, the first pit boss, set up there)
    make_staff(staff_path(path))
    office = Office(staff_path(path))
    set_language("es")
    window = _window(qtbot, path, "novo")
    try:
        tap(find_button(window, "void_round"))
        tap(find_button(window, "reason_1"))
        tap(find_button(window, "ok"))
        pad = shown_pad(window)
        _between(pad, office)
        pin_as(pad, "Marta", MARTA)
        with RoundLog.open(path, readonly=True) as log:
            assert log.journal_load("T1") is not None  # the round in progress is kept
            assert log.verify().ok
        assert window.startup is not None and window.startup.error.text() == line("removed")
    finally:
        window.close_confirmed = True
        window.close()
        office.store.close()
        set_language("en")


def test_a_large_payout_is_not_approved_for_a_pit_boss_removed_after_her_pin_was_checked(
    qtbot: Any, tmp_path: Path
) -> None:
    t = waiting_table(qtbot, tmp_path)
    try:
        make_staff(staff_path(t.log_path))
        office = Office(staff_path(t.log_path))
        waiting = t.round.approvals_needed()
        records = len(t.round.records)
        tap(t.button("bar_approve"))
        pad = shown_pad(t.window)
        _between(pad, office)
        pin_as(pad, "Marta", MARTA)
        assert t.round.approvals_needed() == waiting and len(t.round.records) == records
        assert t.screen.message_text == line("removed")
        office.store.close()
    finally:
        t.close()


def test_a_pit_boss_alert_is_not_cleared_for_a_pit_boss_removed_after_her_pin_was_checked(
    qtbot: Any, tmp_path: Path, office: Office
) -> None:
    with table(qtbot, tmp_path, "novo", boxes=5) as t:
        scripted(t, demo_script())
        for box in range(1, 6):
            t.place_wagers(box, {"ante": "10"})
        t.tap("bar_deal_start")
        t.deal_all()
        t.tap("bar_correct")
        tap(t.screen.panels[1].cards.widgets[0])
        overlay = t.screen.overlay
        assert overlay is not None
        tap(overlay.picker.cards["Qs"])  # type: ignore[attr-defined]  # the dealer's face-down card
        tap(find_button(overlay, "reason_misread"))
        tap(find_button(overlay, "ok"))
        tap(find_button(overlay, "cancel"))
        t.tap("bar_correct")
        assert [a for a in t.round.open_alerts() if a.kind == "pit_boss"]
        t.tap("alert_pit_boss")
        pad = shown_pad(t.window)
        _between(pad, office)
        pin_as(pad, "Marta", MARTA)
        assert [a for a in t.round.open_alerts() if a.kind == "pit_boss"]  # still open
        assert not [r for r in t.round.records if r.kind == "resolve_alert"]
        assert t.screen.message_text == line("removed")
