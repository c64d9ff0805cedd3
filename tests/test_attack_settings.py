"""Attacks on what is paid (issue 16 item 3, issue 21 item 1), on the real window: payout
settings typed into gui.ini are ignored and said so; the start-up screen changes the game
and the limits only with a pit boss's PIN and a reason, recorded with who and why; an entry
of the protected settings edited in the staff file is caught by ``verify`` and refused by
the table; rounds are dealt with the protected settings and attributed to the croupier who
entered their PIN at START."""

from __future__ import annotations

import sqlite3
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLineEdit, QWidget

from dealer_assist import table_settings as ts
from dealer_assist.log import RoundLog
from dealer_assist.simulation import BasicStrategy
from dealer_assist.staff import StaffStore
from main import main
from tests.gui_helpers import Table, find_button, tap
from ui.app import MainWindow
from ui.pitboss.pin import PinOverlay
from ui.settings import Remembered, settings_path

BOSS_PIN = "482106"
ANA_PIN = "135792"


def enter_pin(root: QWidget, digits: str) -> None:
    for d in digits:
        tap(find_button(root, f"pin_{d}"))
    tap(find_button(root, "ok"))


def staff(folder: Path, *, croupier: bool = True) -> None:
    with StaffStore.open(folder / "staff.db") as store:
        boss = store.add_first_pit_boss("Marta", BOSS_PIN)
        if croupier:
            store.add_member(boss, "croupier", "Ana", ANA_PIN, "new croupier")


def window_on(qtbot: Any, remembered: Remembered, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    window = MainWindow(remembered)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    return window


def pin_pad(window: MainWindow) -> PinOverlay | None:
    QTest.qWait(30)
    pads = [p for p in window.findChildren(PinOverlay) if p.isVisible()]
    return pads[-1] if pads else None


def play_one_round(qtbot: Any, window: MainWindow) -> str:
    """Deal and confirm one round by taps on the running table; its round id."""
    t = Table.__new__(Table)
    assert window.session is not None and window.table is not None
    t.qtbot, t.window, t.session, t.screen = qtbot, window, window.session, window.table
    t.source, t.player = window.session.source, BasicStrategy(1)
    t.session.place_wagers(1, {"ante": 10, "express_bonus": 10})
    t.tap("bar_deal_start")
    t.play_decisions()
    round_id = t.session.round_id
    t.tap("bar_confirm")
    qtbot.waitUntil(lambda: t.session.rounds_confirmed == 1, timeout=5000)
    return round_id


def test_payout_settings_typed_into_gui_ini_are_ignored_and_said_so(qtbot: Any, tmp_path: Path) -> None:
    staff(tmp_path)
    qs = QSettings(str(settings_path()), QSettings.Format.IniFormat)
    for key, value in (("game", "uth"), ("max_bet", "50"), ("max_payout", "100"), ("log", str(tmp_path / "r.db"))):
        qs.setValue(f"table/{key}", value)
    qs.sync()
    window = window_on(qtbot, Remembered.load())
    try:
        startup = window.startup
        assert startup is not None and startup.ignored_note.isVisible() and startup.notice.isVisible()
        text = startup.ignored_note.text()
        assert "gui.ini" in text and "max_payout" in text and "game" in text
        assert "protected table settings" in startup.notice.text()
        tap(find_button(window, "start"))
        pad = pin_pad(window)
        assert pad is not None and pad.role == "croupier"  # who deals
        enter_pin(pad, ANA_PIN)
        session = window.session
        assert session is not None
        assert (session.config.game, session.config.limits) == ("novo", {})
        assert session.round.profile.table.max_payout == Decimal(50000)
        assert session.config.croupier == "Ana"
        round_id = play_one_round(qtbot, window)
        with RoundLog.open(tmp_path / "r.db", readonly=True) as log:
            logged = log.get_round(round_id)
        assert logged.croupier == "Ana" and logged.game == "novo"
        assert logged.round_file.get("table", {}) == {}  # the profile's limits: nothing from gui.ini
        with StaffStore.open(tmp_path / "staff.db") as store:
            assert store.audit_trail(1)[0].action == "sign_in"
    finally:
        window.close()


def test_start_without_a_pin_changes_neither_the_game_nor_the_limits(qtbot: Any, tmp_path: Path) -> None:
    window = window_on(qtbot, Remembered(log=str(tmp_path / "rounds.db")))
    try:
        tap(find_button(window, "game_uth"))
        asked = window.startup.overlay  # type: ignore[union-attr]
        assert asked is not None and asked.isVisible()  # why, then the pit boss's PIN
        tap(find_button(asked, "cancel"))
        assert find_button(window, "game_novo").isChecked() and not find_button(window, "game_uth").isChecked()
        tap(find_button(window, "limit_max_payout"))
        overlay = window.startup.overlay  # type: ignore[union-attr]
        assert overlay is not None
        tap(find_button(overlay, "key_clear"))
        for key in "100":
            tap(find_button(overlay, f"key_{key}"))
        tap(find_button(overlay, "ok"))
        if window.startup.error.isVisible():  # type: ignore[union-attr]
            assert "max_payout 100 is below max_bet" in window.startup.error.text()  # type: ignore[union-attr]
        tap(find_button(window, "limit_max_bet"))
        overlay = window.startup.overlay  # type: ignore[union-attr]
        assert overlay is not None
        tap(find_button(overlay, "key_clear"))
        for key in "50":
            tap(find_button(overlay, f"key_{key}"))
        tap(find_button(overlay, "ok"))
        tap(find_button(window, "reason_0"))
        tap(find_button(window, "ok"))
        pad = pin_pad(window)
        assert pad is not None and pad.role == "pit_boss"
        tap(find_button(pad, "cancel"))  # no PIN
        assert "1,000" in find_button(window, "limit_max_bet").text()
        tap(find_button(window, "start"))
        session = window.session
        assert session is not None, window.startup.error.text() if window.startup else ""
        assert (session.config.game, session.config.limits) == ("novo", {})
        assert session.round.profile.table.max_payout == Decimal(50000)
        assert session.config.croupier == "croupier"  # nobody has a croupier PIN yet
        with StaffStore.open(tmp_path / "staff.db") as store:
            assert not [e for e in store.audit_trail() if e.action == ts.ACTION]
    finally:
        window.close()


def test_a_game_change_at_start_up_needs_the_pin_and_records_who_and_why(qtbot: Any, tmp_path: Path) -> None:
    staff(tmp_path, croupier=False)
    window = window_on(qtbot, Remembered(log=str(tmp_path / "rounds.db")))
    try:
        tap(find_button(window, "game_uth"))
        assert not find_button(window, "game_uth").isChecked()  # not before the PIN
        tap(find_button(window, "reason_1"))
        tap(find_button(window, "ok"))
        pad = pin_pad(window)
        assert pad is not None and pad.role == "pit_boss"
        enter_pin(pad, "999999")
        assert "Wrong PIN" in pad.error.text()
        assert ts.current(window.startup.store, "T1").game == "novo"  # type: ignore[union-attr,arg-type]
        enter_pin(pad, BOSS_PIN)
        assert find_button(window, "game_uth").isChecked()
        approved = window.findChild(QWidget, "approved").text()  # type: ignore[union-attr]
        assert "Marta (pit boss)" in approved and "Requested by the casino manager" in approved
        with StaffStore.open(tmp_path / "staff.db") as store:
            entry = store.audit_trail(1)[0]
        assert (entry.who, entry.action, entry.subject) == ("Marta (pit boss)", ts.ACTION, "table T1")
        assert (entry.old["game"], entry.new["game"], entry.why) == ("novo", "uth", "Requested by the casino manager")
        tap(find_button(window, "start"))
        assert window.session is not None and window.session.round.profile.name == "uth"
    finally:
        window.close()


def test_the_first_pit_boss_is_set_up_before_a_limit_changes(qtbot: Any, tmp_path: Path) -> None:
    window = window_on(qtbot, Remembered(log=str(tmp_path / "rounds.db")))
    try:
        tap(find_button(window, "limit_max_payout"))
        overlay = window.startup.overlay  # type: ignore[union-attr]
        assert overlay is not None
        tap(find_button(overlay, "key_clear"))
        for key in "20000":
            tap(find_button(overlay, f"key_{key}"))
        tap(find_button(overlay, "ok"))
        why = [w for w in window.findChildren(QLineEdit, "why") if w.isVisible()][-1]
        why.setText("opening night")
        tap(find_button(window, "ok"))
        pad = pin_pad(window)
        assert pad is not None and pad.first_boss
        pad.name_edit.setText("Marta")
        enter_pin(pad, BOSS_PIN)
        enter_pin(pad, BOSS_PIN)
        assert "20,000" in find_button(window, "limit_max_payout").text()
        tap(find_button(window, "start"))
        assert window.session is not None
        assert window.session.round.profile.table.max_payout == Decimal(20000)
        assert window.session.config.limits == {"max_payout": Decimal(20000)}
        with StaffStore.open(tmp_path / "staff.db") as store:
            entry = store.audit_trail(1)[0]
        assert (entry.who, entry.why) == ("Marta (pit boss)", "opening night")
        assert entry.new["limits"] == {"max_payout": "20000"}
        round_id = play_one_round(qtbot, window)
        with RoundLog.open(tmp_path / "rounds.db", readonly=True) as log:
            logged = log.get_round(round_id)
        assert logged.round_file["table"] == {"max_payout": "20000"}  # the log says what was paid by
        assert logged.profile_sha256 == entry.new["profile_sha256"]
    finally:
        window.close()


def test_a_casino_profile_asked_for_and_then_edited_needs_the_pit_boss_each_time(
    qtbot: Any, tmp_path: Path
) -> None:
    from dealer_assist.profile import PROFILE_DIR

    staff(tmp_path, croupier=False)
    mine = tmp_path / "casino.toml"
    mine.write_bytes((PROFILE_DIR / "caribbean.toml").read_bytes())
    window = MainWindow(Remembered(log=str(tmp_path / "rounds.db")), requested_game=str(mine))  # gui --game
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    try:
        assert "command line" in window.startup.notice.text()  # type: ignore[union-attr]
        tap(find_button(window, "game_file"))
        tap(find_button(window, "reason_1"))
        tap(find_button(window, "ok"))
        enter_pin(pin_pad(window), BOSS_PIN)  # type: ignore[arg-type]
        assert find_button(window, "game_file").isChecked()
        mine.write_text(mine.read_text().replace("max_payout = ", "max_payout = 9"))  # edited afterwards
        window.show_startup()
        startup = window.startup
        assert startup is not None and "changed after the pit boss approved it" in startup.error.text()
        assert not startup.start_button.isEnabled()
        assert not window.start_table(window.remembered)
        tap(find_button(window, "approve_profile"))
        tap(find_button(window, "reason_1"))
        tap(find_button(window, "ok"))
        enter_pin(pin_pad(window), BOSS_PIN)  # type: ignore[arg-type]
        assert window.startup is not None and window.startup.start_button.isEnabled()
        tap(find_button(window, "start"))
        assert window.session is not None and window.session.config.game == str(mine)
        assert window.session.round.profile.sha256 == ts.profile_digest(str(mine))
        with StaffStore.open(tmp_path / "staff.db") as store:
            kinds = [ts.changed_keys(old, new) for old, new in ts.changes(store, "T1")]
        assert kinds[0] == ["profile"] and kinds[1][0] == "game"
    finally:
        window.close()


def test_a_settings_entry_edited_in_the_staff_file_is_caught(
    qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    staff(tmp_path, croupier=False)
    log_path = tmp_path / "rounds.db"
    assert main(["simulate", "--game", "novo", "--rounds", "2", "--boxes", "2", "--seed", "3", "--log",
                 str(log_path), "--quiet"]) == 0
    with StaffStore.open(tmp_path / "staff.db") as store:
        now = ts.current(store, "T1")
        boss = store.check_pin("pit_boss", "Marta", BOSS_PIN)
        ts.apply(store, boss, now, ts.propose(now, limits={"max_payout": "5000"}), "evening")
    assert main(["verify", str(log_path)]) == 0
    conn = sqlite3.connect(tmp_path / "staff.db")
    conn.execute("DROP TRIGGER audit_no_update")
    conn.execute("UPDATE audit SET new = replace(new, '\"5000\"', '\"100000\"') WHERE action = 'table_settings'")
    conn.commit()
    conn.close()
    capsys.readouterr()
    assert main(["verify", str(log_path)]) == 1
    out = capsys.readouterr()
    assert "staff.db" in out.out + out.err and "changed after it was written" in out.out + out.err
    window = window_on(qtbot, Remembered(log=str(log_path)))
    try:
        assert "audit trail was altered" in window.startup.error.text()  # type: ignore[union-attr]
        assert not window.startup.start_button.isEnabled()  # type: ignore[union-attr]
        assert not window.start_table(window.remembered)
        assert window.session is None
    finally:
        window.close()
