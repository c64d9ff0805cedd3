"""The staff screens lock when the pit boss walks away (issue 17): after the idle time without
a touch, or on leaving the screen, the pit boss's screen closes and only the PIN opens it
again; a touch inside it starts the idle time again; the croupier's table never locks.
Real widgets and real timers, with an idle time of a fraction of a second."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtTest import QTest

from dealer_assist.log import RoundLog
from dealer_assist.staff import StaffStore
from tests.gui_helpers import find_button, table, tap
from ui.pitboss.entry import open_technician
from ui.pitboss.pin import PinOverlay
from ui.pitboss.screen import PitBossScreen
from ui.settings import Remembered, settings_path

PIN = "482106"
IDLE = 1.0  # seconds


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StaffStore]:
    s = StaffStore.open(tmp_path / "staff.db")
    s.add_first_pit_boss("Marta", PIN)
    yield s
    s.close()


@pytest.fixture
def screen(qtbot: Any, store: StaffStore, tmp_path: Path) -> Iterator[PitBossScreen]:
    log = RoundLog.open(tmp_path / "rounds.db")
    grant = store.check_pin("pit_boss", "Marta", PIN)
    shown = PitBossScreen(log, store, grant, check_now=False, idle_seconds=IDLE)
    qtbot.addWidget(shown)
    shown.resize(1280, 800)
    shown.show()
    QTest.qWaitForWindowExposed(shown)
    yield shown
    shown.shutdown()
    log.close()


def test_the_pit_boss_screen_locks_after_the_idle_time(qtbot: Any, store: StaffStore, tmp_path: Path) -> None:
    closed: list[str] = []
    with RoundLog.open(tmp_path / "rounds.db") as log:
        started = time.monotonic()
        shown = PitBossScreen(log, store, store.check_pin("pit_boss", "Marta", PIN), check_now=False,
                              idle_seconds=IDLE)
        qtbot.addWidget(shown)
        shown.closed.connect(lambda: closed.append(shown.lock_reason))
        shown.show()  # and nobody touches it
        qtbot.waitUntil(lambda: closed == ["idle"], timeout=5000)
        assert time.monotonic() - started >= IDLE * 0.9  # not before the idle time
        assert not shown.idle.timer.isActive()  # once: the lock is done


def test_a_touch_inside_starts_the_idle_time_again(qtbot: Any, screen: PitBossScreen) -> None:
    closed: list[str] = []
    screen.closed.connect(lambda: closed.append(screen.lock_reason))
    tab_bar = screen.tabs.tabBar()
    end = time.monotonic() + 3 * IDLE
    while time.monotonic() < end:  # the pit boss keeps working: three idle times and more
        tap(tab_bar)
        qtbot.wait(int(IDLE * 1000 / 4))
    assert closed == []
    qtbot.waitUntil(lambda: closed == ["idle"], timeout=5000)  # then walks away


def test_leaving_the_screen_locks_it_at_once(qtbot: Any, screen: PitBossScreen) -> None:
    closed: list[str] = []
    screen.closed.connect(lambda: closed.append(screen.lock_reason))
    screen.idle.timer.setInterval(60_000)  # not the idle time: the leaving
    screen.hide()
    assert closed == ["left"]


def test_lock_and_close_by_hand_closes_once(qtbot: Any, screen: PitBossScreen) -> None:
    closed: list[str] = []
    screen.closed.connect(lambda: closed.append(screen.lock_reason))
    tap(find_button(screen, "pitboss_close"))
    screen.hide()  # the screen going away afterwards is not a second lock
    qtbot.wait(int(IDLE * 2000))
    assert closed == [""]


def test_over_the_table_the_pit_boss_screen_locks_and_the_table_stays(qtbot: Any, tmp_path: Path) -> None:
    with table(qtbot, tmp_path, "novo", boxes=3) as t:
        with StaffStore.open(tmp_path / "staff.db") as s:
            s.add_first_pit_boss("Marta", PIN)
        t.window.remembered.idle_lock = IDLE  # type: ignore[assignment]
        t.tap("bar_settings")
        t.tap("staff_pit_boss")
        for d in PIN:
            tap(find_button(t.window, f"pin_{d}"))
        tap(find_button(t.window, "ok"))
        screen = t.window.pit_boss  # type: ignore[attr-defined]
        assert isinstance(screen, PitBossScreen) and screen.isVisible()
        qtbot.waitUntil(lambda: t.window.pit_boss is None, timeout=5000)  # type: ignore[attr-defined]
        assert screen.lock_reason == "idle"
        assert not [w for w in t.window.findChildren(PitBossScreen) if w.isVisible()]
        # The croupier's table never locks: long after, it is on screen and deals.
        qtbot.wait(int(IDLE * 3000))
        assert t.screen.isVisible() and t.window.pit_boss is None  # type: ignore[attr-defined]
        t.place_wagers(1, {"ante": "10"})
        # Opening the pit boss's screen again asks for the PIN again.
        t.tap("bar_settings")
        t.tap("staff_pit_boss")
        assert [p for p in t.window.findChildren(PinOverlay) if p.isVisible()]
        assert t.window.pit_boss is None  # type: ignore[attr-defined]


def test_the_technician_screen_locks_too(qtbot: Any, tmp_path: Path) -> None:
    with table(qtbot, tmp_path, "novo", boxes=3) as t:
        with StaffStore.open(tmp_path / "staff.db") as s:
            s.add_first_pit_boss("Marta", PIN)
            grant = s.check_pin("pit_boss", "Marta", PIN)
        t.window.remembered.idle_lock = IDLE  # type: ignore[assignment]
        tech = open_technician(t.window, grant)
        assert tech.isVisible()
        qtbot.waitUntil(lambda: not tech.integrity.worker.busy(), timeout=10000)
        reasons: list[str] = []
        tech.idle.expired.connect(reasons.append)
        qtbot.waitUntil(lambda: reasons == ["idle"], timeout=5000)
        assert not [w for w in t.window.findChildren(type(tech)) if w.isVisible()] and t.screen.isVisible()
        # Let the closed overlay be deleted before the window closes (Qt crashes deleting a
        # child whose window's backing store is already gone).
        qtbot.wait(100)


def test_the_idle_time_is_a_setting_two_minutes_by_default_never_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DEALER_ASSIST_HOME", str(tmp_path))
    assert Remembered.load().idle_lock == 120
    for written, kept in (("45", 45), ("0", 30), ("86400", 900)):
        settings_path().write_text(f"[table]\nidle_lock={written}\n", encoding="utf-8")
        assert Remembered.load().idle_lock == kept
