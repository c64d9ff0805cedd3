"""Large payouts wait for a pit boss at the table (issue #18), on the croupier's real screen:
Confirm refused with one line, "Pit boss: approve" opens the PIN pad, the approval goes into
the logged round with who and how; from the floor (a real PostgreSQL), the pit's approval
brings the waiting table to Confirm; with the floor out of reach the PIN still works."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtTest import QTest

from dealer_assist.floor import approvals
from dealer_assist.flow import Phase
from dealer_assist.log import RoundFilter, RoundLog
from dealer_assist.settle import settle_json
from dealer_assist.simulation import BasicStrategy
from dealer_assist.staff import StaffStore, staff_path
from drivers.simulated import SimulatedSource
from tests.floor_support import Floor, TcpProxy, floor_fixture, pg_fixture  # noqa: F401
from tests.gui_helpers import Table, find_button, tap
from ui.app import MainWindow
from ui.i18n import money, set_language, translate
from ui.pitboss.detail import describe_record
from ui.session import TableConfig, TableSession
from ui.settings import Remembered

BOSS_PIN = "482106"
THRESHOLD = Decimal("10")  # the minimum bet: any winning box waits


def enter_pin(root: Any, digits: str) -> None:
    for d in digits:
        tap(find_button(root, f"pin_{d}"))
    tap(find_button(root, "ok"))


def waiting_table(qtbot: Any, tmp_path: Path, *, floor_url: str | None = None) -> Table:
    """A table (threshold 10, a pit boss Marta) whose settlement shows a payout waiting."""
    with StaffStore.open(staff_path(tmp_path / "rounds.db")) as store:
        store.add_first_pit_boss("Marta", BOSS_PIN)
    t = Table.__new__(Table)
    if floor_url is None:
        Table.__init__(t, qtbot, tmp_path, "novo", boxes=5, seed=4)
    else:
        _with_floor(t, qtbot, tmp_path, floor_url)
    t.session.config.approval_threshold = THRESHOLD
    t.session.round.approval_threshold = THRESHOLD
    for _ in range(12):
        for box in (1, 2, 3, 4, 5):
            t.place_wagers(box, {"ante": "100"})
        t.tap("bar_deal_start")
        t.play_decisions()
        assert t.round.phase is Phase.SETTLEMENT
        if t.round.approvals_needed():
            return t
        t.tap("bar_confirm")
        qtbot.waitUntil(lambda: t.round.phase is Phase.BETTING, timeout=5000)
    raise AssertionError("no round with a winning box")


def _with_floor(t: Table, qtbot: Any, tmp_path: Path, floor_url: str) -> None:
    """Table.__init__, with ``gui --floor`` set on the window before the table is shown."""
    t.qtbot = qtbot
    t.log_path = tmp_path / "rounds.db"
    t.log = RoundLog.open(t.log_path)
    t.source = SimulatedSource(seed=4)
    t.source.start()
    t.session = TableSession(TableConfig("novo", 5, {}), log=t.log, source=t.source)
    t.window = MainWindow(Remembered(boxes=5, log=str(t.log_path)))
    t.window.floor_url = floor_url
    qtbot.addWidget(t.window)
    t.window.resize(1280, 800)
    t.window.show()
    t.screen = t.window.attach(t.session)
    QTest.qWaitForWindowExposed(t.window)
    t.player = BasicStrategy(4)


def test_a_waiting_payout_refuses_confirm_and_the_pit_boss_pin_approves_it(qtbot: Any, tmp_path: Path) -> None:
    t = waiting_table(qtbot, tmp_path)
    try:
        waiting = t.round.approvals_needed()
        first = waiting[0]
        line = f"Box {first.box} pays {first.amount:,}: a pit boss approves it"
        assert line in t.screen.prompt.text()
        tap(t.button("bar_confirm"))
        assert t.round.phase is Phase.SETTLEMENT
        assert t.screen.message_text == line
        t.window.grab().save("/tmp/approval-waiting-1280x800.png")
        tap(t.button("bar_approve"))
        overlay = t.screen.overlay
        assert overlay is not None
        t.window.grab().save("/tmp/approval-pin-1280x800.png")
        enter_pin(overlay, BOSS_PIN)
        qtbot.waitUntil(lambda: not t.round.approvals_needed(), timeout=5000)
        round_id = t.session.round_id
        tap(t.button("bar_confirm"))
        qtbot.waitUntil(lambda: t.round.phase is Phase.BETTING, timeout=5000)
        logged = t.log.get_round(round_id)
        records = [r for r in logged.records if r["kind"] == "approval"]
        assert [(r["data"]["box"], Decimal(r["data"]["amount"])) for r in records] == [
            (w.box, w.amount) for w in waiting
        ]
        assert all(r["who"] == "Marta (pit boss)" and r["data"]["how"] == "pin" for r in records)
        # The pit boss's round view says who approved what, and how.
        box, text = describe_record(records[0])
        assert (box, text) == (
            str(waiting[0].box),
            f"Payout {waiting[0].amount:,} approved by Marta (pit boss) (PIN at the table)",
        )
        assert t.log.verify().ok
        assert t.log.audit(settle_json).ok  # the engine replays the round, approvals included
        assert t.log.count(RoundFilter(table_id="T1")) >= 1
    finally:
        t.close()


def test_a_wrong_pin_approves_nothing(qtbot: Any, tmp_path: Path) -> None:
    t = waiting_table(qtbot, tmp_path)
    try:
        before = len(t.round.records)
        tap(t.button("bar_approve"))
        overlay = t.screen.overlay
        assert overlay is not None
        enter_pin(overlay, "111111")
        assert t.round.approvals_needed() and len(t.round.records) == before
    finally:
        t.close()


@pytest.mark.usefixtures("pg")
def test_the_pit_approves_from_the_floor_and_the_waiting_table_confirms(
    qtbot: Any, tmp_path: Path, floor: Floor
) -> None:
    cred = floor.add_table("T1")
    pit = str(floor.add_pit())
    t = waiting_table(qtbot, tmp_path, floor_url=str(cred))
    try:
        waiting = t.round.approvals_needed()
        asked: list[approvals.PendingApproval] = []
        qtbot.waitUntil(lambda: bool(asked.extend(approvals.pending(pit)) or asked), timeout=15_000)
        assert {(p.table_id, p.round_id, p.box, p.amount) for p in asked} == {
            ("T1", t.session.round_id, w.box, w.amount) for w in waiting
        }
        assert asked[0].croupier == "croupier"
        for item in asked:
            approvals.answer(pit, item, "Marta")
        qtbot.waitUntil(lambda: not t.round.approvals_needed(), timeout=15_000)
        round_id = t.session.round_id
        tap(t.button("bar_confirm"))
        qtbot.waitUntil(lambda: t.round.phase is Phase.BETTING, timeout=5000)
        records = [r for r in t.log.get_round(round_id).records if r["kind"] == "approval"]
        assert len(records) == len(waiting)
        assert all(r["who"] == "Marta" and r["data"]["how"] == "floor" and r["data"]["approved_at"] for r in records)
        # Once the round is on the floor it no longer waits at the pit.
        qtbot.waitUntil(lambda: not approvals.pending(pit), timeout=15_000)
    finally:
        t.close()


@pytest.mark.usefixtures("pg")
def test_with_the_floor_out_of_reach_the_pin_at_the_table_approves(qtbot: Any, tmp_path: Path, floor: Floor) -> None:
    proxy = TcpProxy(floor.port)
    proxy.held = True
    cred = floor.add_table("T1", port=proxy.port)
    t = waiting_table(qtbot, tmp_path, floor_url=str(cred))
    try:
        tap(t.button("bar_approve"))
        overlay = t.screen.overlay
        assert overlay is not None
        enter_pin(overlay, BOSS_PIN)
        qtbot.waitUntil(lambda: not t.round.approvals_needed(), timeout=5000)
        tap(t.button("bar_confirm"))
        qtbot.waitUntil(lambda: t.round.phase is Phase.BETTING, timeout=5000)
    finally:
        t.close()
        proxy.close()


@pytest.mark.parametrize(("language", "size"), [("es", (1280, 800)), ("ru", (1280, 800))])
def test_the_waiting_settlement_reads_in_spanish_and_russian(
    qtbot: Any, tmp_path: Path, language: str, size: tuple[int, int]
) -> None:
    try:
        t = waiting_table(qtbot, tmp_path)
        try:
            set_language(language)  # after the window took the remembered one (English)
            t.screen._bar_key = None
            t.screen.refresh()
            t.window.resize(*size)
            first = t.round.approvals_needed()[0]
            approve = t.button("bar_approve")
            assert approve.text() == translate("Approval", "Pit boss: approve") != "Pit boss: approve"
            for b in t.screen.bar_buttons.values():  # the bar's every text shows whole
                assert b.width() >= b.sizeHint().width(), (b.text(), b.width(), b.sizeHint().width())
            tap(t.button("bar_confirm"))
            expected = translate("Approval", "Box {n} pays {amount}: a pit boss approves it")
            assert t.screen.message_text == expected.format(n=first.box, amount=money(first.amount))
            t.window.grab().save(f"/tmp/approval-waiting-{language}-{size[0]}x{size[1]}.png")
        finally:
            t.close()
    finally:
        set_language("en")
