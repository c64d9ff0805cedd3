"""The pit's panel of large payouts (issue #18), on a real PostgreSQL floor: it lists what
the tables wait on, Approve records the pit boss's answer as the pit role and the table reads
it; a floor out of reach is said in one line; the panel reads in EN, ES and RU."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QPushButton, QWidget

from dealer_assist.floor.approvals import ApprovalRequest
from dealer_assist.floor.shipper import Shipper
from tests.floor_support import Floor, TcpProxy, floor_fixture, make_table_log, pg_fixture  # noqa: F401
from tests.gui_helpers import tap
from ui import theme
from ui.i18n import set_language
from ui.pit_approvals import PitApprovals, open_pit_approvals


def _host(qtbot: Any, size: tuple[int, int] = (1280, 800)) -> QWidget:
    host = QWidget()
    host.setObjectName("Table")
    host.setStyleSheet(theme.STYLE)
    qtbot.addWidget(host)
    host.resize(*size)
    host.show()
    return host


def _shown(panel: PitApprovals, name: str) -> QPushButton | None:
    found = [b for b in panel.findChildren(QPushButton, name) if b.isVisible()]
    return found[0] if found else None


def test_the_pit_approves_a_waiting_payout_from_its_panel(qtbot: Any, floor: Floor, tmp_path: Path) -> None:
    shipper = Shipper(make_table_log(tmp_path / "one.db", 3), str(floor.add_table("T1")), machine_id="pc-1")
    pit = str(floor.add_pit())
    wanted = (ApprovalRequest("round-a", 3, Decimal("12500")), ApprovalRequest("round-a", 6, Decimal("20000")))
    try:
        shipper.exchange_approvals(wanted, "Ana")
        hosts = []  # kept until the end: a screen goes with its widgets when the test does
        for language, size in (("es", (1366, 768)), ("ru", (1920, 1080)), ("en", (1280, 800))):
            set_language(language)
            host = _host(qtbot, size)
            hosts.append(host)
            overlay = open_pit_approvals(host, pit, "Marta")
            panel: PitApprovals = overlay.pit_approvals  # type: ignore[attr-defined]
            qtbot.waitUntil(lambda p=panel: _shown(p, "approve_T1_6") is not None, timeout=10_000)
            host.grab().save(f"/tmp/pit-approvals-{language}-{size[0]}x{size[1]}.png")
            if language != "en":
                panel.timer.stop()  # only the last panel answers
        assert panel.status.text() == "2 payout(s) wait for a pit boss"
        ok = _shown(panel, "approve_T1_3")
        assert ok is not None and ok.height() >= theme.TOUCH
        tap(ok)
        qtbot.waitUntil(lambda: [i.box for i in panel.items] == [6], timeout=10_000)
        qtbot.waitUntil(lambda: _shown(panel, "refuse_T1_6") is not None, timeout=10_000)
        assert _shown(panel, "approve_T1_3") is None
        got = shipper.exchange_approvals(wanted)
        assert [(a.box, a.approved_by, a.refused) for a in got] == [(3, "Marta", False)]
        no = _shown(panel, "refuse_T1_6")
        assert no is not None
        tap(no)
        qtbot.waitUntil(lambda: panel.status.text() == "Nothing waits for a pit boss", timeout=10_000)
        assert [(a.box, a.refused) for a in shipper.exchange_approvals(wanted)] == [(3, False), (6, True)]
    finally:
        set_language("en")
        shipper.close()


@pytest.mark.usefixtures("pg")
def test_a_floor_out_of_reach_is_one_line_on_the_panel(qtbot: Any, floor: Floor) -> None:
    proxy = TcpProxy(floor.port)
    proxy.held = True
    try:
        pit = floor.folder / "pit.floor"
        real = floor.add_pit()
        pit.write_text(real.read_text().replace(f"port={floor.port}", f"port={proxy.port}"))
        pit.chmod(0o600)
        host = _host(qtbot)
        panel = PitApprovals(str(pit), "Marta", host)
        qtbot.waitUntil(lambda: "floor unreachable" in panel.status.text(), timeout=15_000)
        assert "\n" not in panel.status.text() and panel.items == []
    finally:
        proxy.close()
