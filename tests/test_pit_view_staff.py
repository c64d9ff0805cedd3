"""The podium's staff screen at the pit view (issue #18): a pit boss's PIN of the podium's own
staff file opens the table's Staff and PINs screen over that file; the pit boss adds a
second pit boss, changes a PIN and a role, unlocks a locked-out person; every change is in
the file's chained audit trail, which verifies; the new pit boss's PIN then opens it too."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLineEdit, QWidget

from dealer_assist.floor.reader import new_mirror
from dealer_assist.staff import MAX_FAILURES, StaffError, StaffStore, podium_staff_path
from tests.floor_support import Floor, floor_fixture, pg_fixture  # noqa: F401
from tests.gui_helpers import find_button, tap
from tests.test_approval_gui import BOSS_PIN, enter_pin
from ui.i18n import set_language
from ui.pitview.app import host_for
from ui.pitview.screen import PitView
from ui.pitview.staff import PodiumStaffPage


def fill_person(root: QWidget, *, name: str | None, pin: str, why: str) -> None:
    if name is not None:
        root.findChild(QLineEdit, "person_name").setText(name)  # type: ignore[union-attr]
    root.findChild(QLineEdit, "person_pin").setText(pin)  # type: ignore[union-attr]
    root.findChild(QLineEdit, "person_pin_again").setText(pin)  # type: ignore[union-attr]
    root.findChild(QLineEdit, "person_why").setText(why)  # type: ignore[union-attr]
    overlay = root.findChild(QLineEdit, "person_pin").parent()  # type: ignore[union-attr]
    tap(find_button(overlay, "ok"))


def open_staff(view: PitView, pin: str, who: str | None = None) -> PodiumStaffPage | None:
    tap(find_button(view, "pit_staff"))
    pad = view.pin_overlay
    assert pad is not None and pad.isVisible()
    if who is not None:  # several pit bosses: the pad asks who first
        tap(find_button(pad, f"who_{who}"))
    enter_pin(pad, pin)
    if view.staff_page is None:
        tap(find_button(pad, "cancel"))
    return view.staff_page


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_pit_boss_manages_the_podium_staff_from_the_pit_view(
    qtbot: Any, tmp_path: Path, floor: Floor, language: str
) -> None:
    with StaffStore.open(podium_staff_path()) as staff:
        staff.add_first_pit_boss("Marta", BOSS_PIN)
    set_language(language)
    view = PitView(str(floor.add_pit()), new_mirror(tmp_path), pit="A", since=datetime.now(UTC))
    host = host_for(view)
    qtbot.addWidget(host)
    host.resize(1280, 800)
    host.show()
    try:
        assert open_staff(view, "111111") is None  # a wrong PIN opens nothing
        page = open_staff(view, BOSS_PIN)
        assert page is not None and view.stack.currentWidget() is page
        staff = page.view
        assert staff.rows == [("pit_boss", "Marta")]
        host.grab().save(f"/tmp/pit-staff-{language}-1280x800.png")

        # A second pit boss (a pit boss's PIN is 6 to 8 digits) and a croupier.
        tap(find_button(page, "staff_add"))
        tap(find_button(view, "role_pit_boss"))
        fill_person(view, name="Eve", pin="593017", why="night shift")
        tap(find_button(page, "staff_add"))
        tap(find_button(view, "role_croupier"))
        fill_person(view, name="Ana", pin="1357", why="new croupier")
        assert ("pit_boss", "Eve") in staff.rows and ("croupier", "Ana") in staff.rows

        # Eve's PIN changed.
        staff.people.selectRow(staff.rows.index(("pit_boss", "Eve")))
        tap(find_button(page, "staff_pin"))
        fill_person(view, name=None, pin="604128", why="forgotten")
        # Ana becomes a pit boss, with a pit boss's PIN.
        staff.people.selectRow(staff.rows.index(("croupier", "Ana")))
        tap(find_button(page, "staff_role"))
        fill_person(view, name=None, pin="715239", why="promoted")
        assert ("pit_boss", "Ana") in staff.rows and ("croupier", "Ana") not in staff.rows
        host.grab().save(f"/tmp/pit-staff-changed-{language}-1280x800.png")

        # Eve locks herself out; Marta unlocks her.
        podium = view.staff
        assert podium is not None
        for _ in range(MAX_FAILURES):
            with pytest.raises(StaffError):
                podium.check_pin("pit_boss", "Eve", "000000")
        staff.refresh()
        row = staff.rows.index(("pit_boss", "Eve"))
        assert staff.people.item(row, 2).text() != "✔"
        staff.people.selectRow(row)
        tap(find_button(page, "staff_unlock"))
        assert podium.locked_until("pit_boss", "Eve") is None
        assert staff.people.item(staff.rows.index(("pit_boss", "Eve")), 2).text() == "✔"

        # Every change chained, with who and why; the trail verifies.
        assert podium.verify_audit() is None and staff.audit_state.text() == staff.audit_state.text().strip()
        trail = [(e.action, e.subject, e.who, e.why) for e in podium.audit_trail(50)]
        for action, subject, why in (
            ("staff_added", "pit_boss:Eve", "night shift"),
            ("staff_added", "croupier:Ana", "new croupier"),
            ("pin_changed", "pit_boss:Eve", "forgotten"),
            ("role_changed", "croupier:Ana", "promoted"),
            ("unlocked", "pit_boss:Eve", None),
        ):
            assert any(
                a == action and s == subject and "Marta" in w and (why is None or y == why) for a, s, w, y in trail
            ), (action, subject, trail)

        # Back to the tiles; the grant goes with the page: Eve's new PIN opens it again.
        tap(find_button(page, "staff_back"))
        assert view.staff_page is None and view.stack.currentWidget() is view.scroll
        assert open_staff(view, "593017", "Eve") is None  # her old PIN
        again = open_staff(view, "604128", "Eve")
        assert again is not None and again.view.grant.name == "Eve"
    finally:
        view.shutdown()
        set_language("en")
