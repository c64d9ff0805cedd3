"""At the pit view, a pit boss's act is checked against the podium's staff file at the moment it
is written (docs/authority.md): Marta opens the podium's staff screen or the payouts waiting
with her PIN; meanwhile, at another terminal on the same staff file, Luis removes her. Her
next act there is refused, nothing of it written (in the staff file, on the floor), one line
in the screen's language, and the pit view asks for a pit boss PIN again. Real PostgreSQL
floor, real staff file, two connections to it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QPushButton, QWidget

from dealer_assist.floor.approvals import pending
from dealer_assist.floor.reader import new_mirror
from dealer_assist.flow import Phase
from dealer_assist.staff import StaffStore, podium_staff_path
from tests.floor_support import Floor, floor_fixture, pg_fixture  # noqa: F401
from tests.gui_helpers import find_button, tap
from tests.test_approval_gui import waiting_table
from tests.test_gui_staff_authority import LUIS, MARTA, Office, fill_person, line, pin_as
from ui.i18n import set_language
from ui.pit_approvals import PitApprovals
from ui.pitview.app import host_for
from ui.pitview.screen import PitView


def _podium_staff() -> Office:
    with StaffStore.open(podium_staff_path()) as staff:
        boss = staff.add_first_pit_boss("Marta", MARTA)
        staff.add_member(boss, "pit_boss", "Luis", LUIS, "second pit boss")
    return Office(podium_staff_path())


def _shown(root: Any, name: str) -> QPushButton | None:
    found = [b for b in root.findChildren(QPushButton, name) if b.isVisible() and b.isEnabled()]
    return found[-1] if found else None


def _view(qtbot: Any, pit: str, mirror: Path, **kwargs: Any) -> tuple[PitView, QWidget]:
    """The pit view in its window (the window kept by the caller: Qt deletes what nothing holds)."""
    view = PitView(pit, new_mirror(mirror), pit="A", **kwargs)
    host = host_for(view)
    qtbot.addWidget(host)
    host.resize(1280, 800)
    host.show()
    return view, host


def test_the_podium_staff_screen_changes_nothing_for_a_pit_boss_removed_since_her_pin(
    qtbot: Any, tmp_path: Path, floor: Floor
) -> None:
    office = _podium_staff()
    set_language("ru")
    view, _host = _view(qtbot, str(floor.add_pit()), tmp_path, since=datetime.now(UTC))
    try:
        tap(find_button(view, "pit_staff"))
        assert view.pin_overlay is not None
        pin_as(view.pin_overlay, "Marta", MARTA)
        page = view.staff_page
        assert page is not None
        office.remove_marta()  # at Luis's terminal, while her page is open
        before = office.entries()
        tap(find_button(page, "staff_add"))
        tap(find_button(view, "role_pit_boss"))
        fill_person(view, name="Eve", pin="975312", why="a friend")
        assert office.entries() == before  # no Eve
        assert view.staff_page is None and view.stack.currentWidget() is view.scroll  # back to the tiles ...
        pad = view.pin_overlay  # ... and a pit boss's PIN asked again, saying why
        assert pad is not None and pad.isVisible() and pad.error.text() == line("removed")
        pin_as(pad, "Luis", LUIS)
        assert view.staff_page is not None and ("pit_boss", "Marta") not in view.staff_page.view.rows
    finally:
        view.shutdown()
        office.store.close()
        set_language("en")


@pytest.mark.usefixtures("pg")
def test_a_payout_is_not_approved_from_the_pit_view_by_a_pit_boss_removed_since_her_pin(
    qtbot: Any, tmp_path: Path, floor: Floor
) -> None:
    office = _podium_staff()
    pit = str(floor.add_pit())
    t = waiting_table(qtbot, tmp_path, floor_url=str(floor.add_table("T1")))
    set_language("es")
    view, _host = _view(qtbot, pit, tmp_path / "pit", poll=1.0, since=datetime.now(UTC) - timedelta(hours=1))
    view.start()
    try:
        waiting = t.round.approvals_needed()
        box = waiting[0].box
        qtbot.waitUntil(lambda: "T1" in view.tiles and len(view.waiting) == len(waiting), timeout=15_000)
        tap(view.approvals_button)
        assert view.pin_overlay is not None
        pin_as(view.pin_overlay, "Marta", MARTA)
        overlay = view.approvals_overlay
        assert overlay is not None
        panel: PitApprovals = overlay.pit_approvals  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: _shown(panel, f"approve_T1_{box}") is not None, timeout=10_000)
        office.remove_marta()  # at Luis's terminal, while her panel is open
        tap(_shown(panel, f"approve_T1_{box}"))  # type: ignore[arg-type]
        # Refused: the panel goes, the PIN pad asks for a pit boss again, saying why.
        qtbot.waitUntil(lambda: view.pin_overlay is not None and view.pin_overlay.isVisible(), timeout=10_000)
        pad = view.pin_overlay
        assert pad is not None and pad.error.text() == line("removed")
        assert not [p for p in view.findChildren(PitApprovals) if p.isVisible()]  # the panel closed
        # Nothing on the floor: the payout still waits there, and at the table.
        assert any(p.table_id == "T1" and p.box == box for p in pending(pit))
        assert t.round.approvals_needed() == waiting
        # Luis, still a pit boss, approves it in his name.
        pin_as(pad, "Luis", LUIS)
        again = view.approvals_overlay
        assert again is not None and again.pit_approvals.pit_boss == "Luis (pit boss)"  # type: ignore[attr-defined]
        panel = again.pit_approvals  # type: ignore[attr-defined]
        for w in waiting:
            qtbot.waitUntil(lambda b=w.box: _shown(panel, f"approve_T1_{b}") is not None, timeout=10_000)
            tap(_shown(panel, f"approve_T1_{w.box}"))  # type: ignore[arg-type]
            qtbot.waitUntil(lambda b=w.box: not panel._busy and b not in [i.box for i in panel.items], timeout=10_000)
        qtbot.waitUntil(lambda: not t.round.approvals_needed(), timeout=15_000)
        round_id = t.session.round_id
        tap(t.button("bar_confirm"))
        qtbot.waitUntil(lambda: t.round.phase is Phase.BETTING, timeout=5000)
        records = [r for r in t.log.get_round(round_id).records if r["kind"] == "approval"]
        assert {r["who"] for r in records} == {"Luis (pit boss)"}
        tap(find_button(again, "close"))
    finally:
        view.shutdown()
        t.close()
        office.store.close()
        set_language("en")
