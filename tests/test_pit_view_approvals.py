"""Large payouts approved from the pit view (issue #18), on a real PostgreSQL floor: a table's
payout waits, the pit view counts it on its Approvals button and marks the table's tile; a
wrong PIN of the podium's own staff file opens nothing, the right one opens the panel in that
pit boss's name; Approve brings the waiting table to Confirm and the logged round names the
pit boss, approved from the floor."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QPushButton

from dealer_assist.floor.reader import new_mirror
from dealer_assist.flow import Phase
from dealer_assist.staff import StaffStore, podium_staff_path
from tests.floor_support import Floor, floor_fixture, pg_fixture  # noqa: F401
from tests.gui_helpers import find_button, tap
from tests.test_approval_gui import BOSS_PIN, enter_pin, waiting_table
from ui import theme
from ui.i18n import money, set_language, translate
from ui.pit_approvals import PitApprovals
from ui.pitview.app import host_for
from ui.pitview.screen import PitView


def _shown(root: Any, name: str) -> QPushButton | None:
    found = [b for b in root.findChildren(QPushButton, name) if b.isVisible() and b.isEnabled()]
    return found[-1] if found else None


@pytest.mark.usefixtures("pg")
@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_pit_boss_approves_a_waiting_payout_from_the_pit_view(
    qtbot: Any, tmp_path: Path, floor: Floor, language: str
) -> None:
    with StaffStore.open(podium_staff_path()) as staff:  # the podium's own staff file
        staff.add_first_pit_boss("Marta", BOSS_PIN)
    assert podium_staff_path().parent != (tmp_path / "rounds.db").parent
    pit = str(floor.add_pit())
    t = waiting_table(qtbot, tmp_path, floor_url=str(floor.add_table("T1")))
    set_language(language)  # after the table's window took the remembered one (English)
    view = PitView(pit, new_mirror(tmp_path / "pit"), poll=1.0, pit="A", since=datetime.now(UTC) - timedelta(hours=1))
    host = host_for(view)
    qtbot.addWidget(host)
    host.resize(1280, 800)
    host.show()
    view.start()
    try:
        waiting = t.round.approvals_needed()
        round_id = t.session.round_id
        # The pit view counts what waits and marks the table's tile.
        qtbot.waitUntil(lambda: "T1" in view.tiles and len(view.waiting) == len(waiting), timeout=15_000)
        assert view.badge.isVisible() and view.badge.text() == str(len(waiting))
        tile = view.tiles["T1"]
        assert tile.property("waiting") == "true" and tile.lines["approval"].isVisible()
        expected = (
            translate("PitView", "Payout {amount} waits for approval").format(amount=money(waiting[0].amount))
            if len(waiting) == 1
            else translate("PitView", "%n payouts wait for approval", None, len(waiting))
        )
        assert tile.lines["approval"].toolTip() == expected
        button = view.approvals_button
        assert button.height() >= theme.TOUCH - 12 and button.isVisible()
        for size in ((1920, 1080), (1280, 800)):  # looked at by eye (kept out of git)
            host.resize(*size)
            qtbot.wait(50)
            host.grab().save(f"/tmp/pitapprove-tiles-{language}-{size[0]}x{size[1]}.png")
            assert view.approvals_button.rect().contains(view.badge.geometry())

        # A wrong PIN opens nothing.
        tap(button)
        pad = view.pin_overlay
        assert pad is not None and pad.isVisible()
        enter_pin(pad, "111111")
        assert pad.isVisible() and pad.error.isVisible() and view.approvals_overlay is None
        host.grab().save(f"/tmp/pitapprove-pin-{language}-1280x800.png")
        assert not view.findChildren(PitApprovals)
        tap(find_button(pad, "cancel"))

        # The right PIN opens the panel in Marta's name.
        tap(button)
        pad = view.pin_overlay
        assert pad is not None
        enter_pin(pad, BOSS_PIN)
        overlay = view.approvals_overlay
        assert overlay is not None and overlay.isVisible()
        panel: PitApprovals = overlay.pit_approvals  # type: ignore[attr-defined]
        assert panel.pit_boss == "Marta (pit boss)"
        box = waiting[0].box
        qtbot.waitUntil(lambda: _shown(panel, f"approve_T1_{box}") is not None, timeout=10_000)
        for size in ((1920, 1080), (1280, 800)):
            host.resize(*size)
            qtbot.wait(50)
            host.grab().save(f"/tmp/pitapprove-panel-{language}-{size[0]}x{size[1]}.png")
        for w in waiting:
            qtbot.waitUntil(lambda b=w.box: _shown(panel, f"approve_T1_{b}") is not None, timeout=10_000)
            tap(_shown(panel, f"approve_T1_{w.box}"))
            qtbot.waitUntil(lambda b=w.box: not panel._busy and b not in [i.box for i in panel.items], timeout=10_000)

        # The waiting table takes the pit's answer and confirms; the round names the pit boss.
        qtbot.waitUntil(lambda: not t.round.approvals_needed(), timeout=15_000)
        tap(t.button("bar_confirm"))
        qtbot.waitUntil(lambda: t.round.phase is Phase.BETTING, timeout=5000)
        records = [r for r in t.log.get_round(round_id).records if r["kind"] == "approval"]
        assert [(r["data"]["box"], r["who"], r["data"]["how"]) for r in records] == [
            (w.box, "Marta (pit boss)", "floor") for w in waiting
        ]
        tap(find_button(overlay, "close"))
        qtbot.waitUntil(lambda: not view.waiting and not view.badge.isVisible(), timeout=15_000)
        assert tile.property("waiting") == "false" and not tile.lines["approval"].isVisible()
    finally:
        view.shutdown()
        t.close()
        set_language("en")


def test_the_approvals_strings_read_in_spanish_and_russian() -> None:
    try:
        for language in ("es", "ru"):
            set_language(language)
            assert translate("PitView", "Approvals") != "Approvals"
            assert "12" in translate("PitView", "Payout {amount} waits for approval").format(amount="12")
            many = translate("PitView", "%n payouts wait for approval", None, 5)
            assert "5" in many and "payouts" not in many
        set_language("ru")
        # Russian plural forms: 1, 2-4, 5+ differ.
        forms = {translate("PitView", "%n payouts wait for approval", None, n).replace(str(n), "") for n in (1, 3, 5)}
        assert len(forms) == 3
    finally:
        set_language("en")
