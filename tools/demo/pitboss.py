"""The pit boss's screens for ``dealer-assist gui --demo-screens DIR``: a log made by
``dealer-assist simulate`` (two tables, two games, a shift of rounds), opened from the
croupier's window by tapping Settings -> Pit boss and entering the PIN, then every screen
of the pit boss: the rounds, a filter, a round's detail and replay, a void, an adjustment,
the shift report, the table's limits, staff and PINs, and the alert an altered log raises.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from dealer_assist.staff import FILE_NAME as STAFF_FILE
from tools.demo import folder as demo_folder
from ui.settings import Remembered

DEMO_PIN = "246813"
"""The demo's pit boss PIN, published in its screens: it opens only the throwaway staff
file the demo makes in its own folder, under a key of its own (``demo-home``)."""
SIZES = ((1920, 1080), (1280, 800))


class NotRemembered(Remembered):
    """The demo's settings: used by its window, never saved (the user's ``gui.ini`` is not
    the demo's to change, whatever the demo taps)."""

    def save(self) -> None:
        return None


def demo_files(language: str = "en") -> list[str]:
    """The files the pit boss demo writes (besides its PNGs) in its folder."""
    tag = "" if language == "en" else f"-{language}"
    return [f"pitboss-rounds{tag}.db", STAFF_FILE, f"pitboss-shift-report{tag}.csv", f"pitboss-shift-report{tag}.pdf"]


def make_demo_log(path: Path) -> None:
    """Two tables over one evening, through ``dealer-assist simulate``, in a folder the demo
    has claimed (a stale demo log is replaced; anything else is refused)."""
    from main import main

    demo_folder.claim(path.parent, [path.name])
    demo_folder.remove(path.parent, path.name)
    for table, game, seed, pace in (("T1", "novo", 11, 80), ("T2", "uth", 12, 95)):
        code = main(
            [
                "simulate",
                "--game",
                game,
                "--rounds",
                "300",
                "--boxes",
                "5",
                "--seed",
                str(seed),
                "--log",
                str(path),
                "--table-id",
                table,
                "--start",
                "2025-03-01T18:00:00Z",
                "--pace",
                str(pace),
                "--quiet",
            ]
        )
        if code != 0:
            raise RuntimeError(f"demo: dealer-assist simulate failed for {table}")


def write_pit_boss_screens(
    folder: Path, *, sizes: tuple[tuple[int, int], ...] = SIZES, first: int = 1, language: str = "en"
) -> list[Path]:
    """Write the PNGs into ``folder`` (numbered from ``first``); the paths written. In another
    ``language`` (``es``, ``ru``) the names end in ``-es`` / ``-ru`` and the log is its own.
    A folder holding a live log or staff file is refused (:mod:`tools.demo.folder`);
    the demo's staff file and key are its own, and the user's settings are never read or
    written."""
    demo_folder.claim(folder, demo_files(language))
    with demo_folder.isolated(folder):
        return _write_pit_boss_screens(folder, sizes=sizes, first=first, language=language)


def _write_pit_boss_screens(
    folder: Path, *, sizes: tuple[tuple[int, int], ...], first: int, language: str
) -> list[Path]:
    import contextlib
    import io

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QPushButton, QWidget

    from dealer_assist.log import RoundFilter, RoundLog
    from dealer_assist.log.schema import TRIGGERS_DDL
    from dealer_assist.staff import StaffStore, staff_path
    from drivers.simulated import SimulatedSource
    from ui.app import MainWindow
    from ui.i18n import set_language
    from ui.qt import application, settle
    from ui.session import TableConfig, TableSession

    application()
    tag = "" if language == "en" else f"-{language}"
    log_path = folder / f"pitboss-rounds{tag}.db"
    with contextlib.redirect_stdout(io.StringIO()):
        make_demo_log(log_path)
    store_file = staff_path(log_path)
    # A new staff file each run, and a new key and anchors for it (the old ones would say
    # that the new file replaced the old: they are right, and it is the demo's to do).
    demo_folder.remove(folder, store_file.name)
    demo_folder.remove(folder, demo_folder.HOME)
    with StaffStore.open(store_file) as store:
        boss = store.add_first_pit_boss("Marta", DEMO_PIN)
        store.add_member(boss, "croupier", "Ana", "1357", "new croupier")
        store.add_member(boss, "technician", "Luis", "8642", "table technician")
    written: list[Path] = []
    set_language(language)
    window = MainWindow(NotRemembered(boxes=5, source="simulated", log=str(log_path), language=language))
    window.show()

    def shot(name: str) -> None:
        for w, h in sizes:
            window.resize(w, h)
            settle(seconds=0.15)
            path = folder / f"{first + len(written) // len(sizes):02d}-pitboss-{name}{tag}-{w}x{h}.png"
            window.grab().save(str(path))
            written.append(path)

    def press(name: str, root: QWidget | None = None) -> None:
        settle()
        found = [b for b in (root or window).findChildren(QPushButton, name) if b.isVisible() and b.isEnabled()]
        if not found:
            raise RuntimeError(f"demo: no button {name!r} on the screen")
        QTest.mouseClick(found[-1], Qt.MouseButton.LeftButton)
        settle()

    def pin(digits: str) -> None:
        for d in digits:
            press(f"pin_{d}")
        press("ok")

    log = RoundLog.open(log_path)
    source = SimulatedSource(seed=3)
    source.start()
    session = TableSession(TableConfig("novo", 5, {}, "T1"), log=log, source=source)
    window.attach(session)
    try:
        press("bar_settings")
        shot("settings-staff-buttons")
        press("staff_pit_boss")
        press("pin_1")
        press("pin_2")
        press("pin_3")
        press("pin_4")
        press("ok")  # a wrong PIN: refused and counted
        for d in DEMO_PIN[:2]:
            press(f"pin_{d}")
        shot("pin-wrong-then-typing")
        for d in DEMO_PIN[2:]:
            press(f"pin_{d}")
        press("ok")
        screen: Any = window.pit_boss  # type: ignore[attr-defined]
        settle(lambda: not screen.integrity.worker.busy(), 20)
        settle(lambda: screen.browser.matching is not None, 5)
        shot("rounds")
        screen.browser.filters.min_payout.setText("150")
        screen.browser.filters.game.setCurrentIndex(screen.browser.filters.game.findData("uth"))
        press("filter_apply")
        settle(lambda: screen.browser.matching is not None, 5)
        shot("rounds-filtered")
        target = log.query(RoundFilter(game="uth", min_payout=150), limit=1)[0].round_id
        detail = screen.open_round(target)
        press("replay")
        shot("round-detail-replay")
        press("adjust")
        press("adjust_box_2")
        window.findChild(QWidget, "adjust_amount").setText("35")  # type: ignore[union-attr]
        press("reason_0")
        shot("adjust-payout")
        press("ok")
        pin(DEMO_PIN)
        detail.back.emit()
        novo = log.query(RoundFilter(game="novo"), limit=40)[-1].round_id
        detail = screen.open_round(novo)
        press("void")
        press("reason_0")
        press("ok")
        pin(DEMO_PIN)
        shot("round-voided")
        screen.show_list()
        screen.browser.clear_filters()
        screen.browser.filters.flags["adjusted"].setChecked(True)
        press("filter_apply")
        shot("rounds-adjusted-or-voided")
        screen.tabs.setCurrentWidget(screen.report)
        settle()
        shot("shift-report")
        screen.report.scroll.verticalScrollBar().setValue(screen.report.scroll.verticalScrollBar().maximum())
        shot("shift-report-corrections")
        screen.report.export_csv(folder / f"pitboss-shift-report{tag}.csv")
        screen.report.export_pdf(folder / f"pitboss-shift-report{tag}.pdf")
        screen.tabs.setCurrentWidget(screen.table)
        screen.table.fields["max_payout"].setText("2000")
        screen.table.fields["min_bet"].setText("10")
        press("table_apply")
        press("reason_0")
        shot("table-limits-reason")
        press("ok")
        pin(DEMO_PIN)
        shot("table-limits-changed")
        screen.tabs.setCurrentWidget(screen.staff)
        shot("staff-and-audit")
        # Someone edits the file behind the application's back: the check must shout.
        raw = sqlite3.connect(log_path)
        raw.execute("DROP TRIGGER rounds_no_update")
        raw.execute("UPDATE rounds SET total_paid_cents = total_paid_cents + 50000 WHERE position = 17")
        raw.execute(TRIGGERS_DDL["rounds_no_update"])  # and the trigger put back as it was
        raw.commit()
        raw.close()
        screen.tabs.setCurrentWidget(screen.rounds)
        press("integrity_check")
        settle(lambda: screen.integrity.failed, 20)
        shot("integrity-alert")
        screen.close_screen()
    finally:
        window.stop_table()
        window.close()
        set_language("en")
    return written
