"""``gui --floor``: the table ships in the background and the screen shows "floor: N rounds
waiting" only while the floor lags."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import psycopg
from PySide6.QtTest import QTest

from dealer_assist.log import RoundLog
from drivers.simulated import SimulatedSource
from tests.floor_support import Floor, TcpProxy, floor_fixture, make_table_log, pg_fixture  # noqa: F401
from ui.app import MainWindow
from ui.floor_badge import FloorBadge
from ui.i18n import set_language, translate
from ui.session import TableConfig, TableSession
from ui.settings import Remembered


def test_the_badge_shows_rounds_waiting_while_the_floor_is_out_of_reach(
    qtbot: Any, floor: Floor, tmp_path: Path
) -> None:
    path = make_table_log(tmp_path / "rounds.db", 12)
    proxy = TcpProxy(floor.port)
    proxy.held = True
    cred = floor.add_table("T1", port=proxy.port)
    log = RoundLog.open(path)
    source = SimulatedSource(seed=1)
    source.start()
    window = MainWindow(Remembered(boxes=5, log=str(tmp_path / "rounds.db")))
    window.floor_url = str(cred)
    try:
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        session = TableSession(TableConfig("novo", 5, {}), log=log, source=source)
        screen = window.attach(session)
        QTest.qWaitForWindowExposed(window)
        badge = screen.findChild(FloorBadge)
        assert badge is not None
        qtbot.waitUntil(lambda: badge.isVisible(), timeout=15_000)
        assert badge.text() == "floor: 12 rounds waiting"
        assert badge.geometry().right() <= screen.width() and badge.geometry().top() >= 0
        window.grab().save(str(Path("/tmp") / "floor-badge-1280x800.png"))

        proxy.held = False  # the network is back: the badge goes once the floor holds all
        qtbot.waitUntil(lambda: not badge.isVisible(), timeout=30_000)
        shipper = window.floor
        assert shipper is not None and shipper.floor_head == 13
    finally:
        window.close()
        source.stop()
        log.close()
        proxy.close()
    assert window.floor is None and not shipper.is_alive()  # stopped with the table
    with sqlite3.connect(path) as conn:
        mine = conn.execute("SELECT position, hash FROM chain ORDER BY position").fetchall()
    with psycopg.connect(floor.admin_url) as conn:
        held = conn.execute("SELECT position, hash FROM floor.entries ORDER BY position").fetchall()
    assert held == mine


def test_the_badge_is_translated(qtbot: Any) -> None:
    try:
        set_language("es")
        assert translate("Floor", "floor: %n rounds waiting", None, 3) == "sala: 3 rondas en espera"
        set_language("ru")
        assert translate("Floor", "floor: %n rounds waiting", None, 5) == "зал: 5 раундов ждут отправки"
        assert translate("Floor", "floor: %n rounds waiting", None, 2) == "зал: 2 раунда ждут отправки"
    finally:
        set_language("en")
