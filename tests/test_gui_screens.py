"""The start-up screen, settings and languages, touch-target sizes, crash recovery."""

from __future__ import annotations

import pathlib
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from dealer_assist.events import CardEvent
from dealer_assist.flow import Phase
from dealer_assist.log import RoundLog
from dealer_assist.shoe import Shoe
from tests.gui_helpers import find_button, table, tap
from ui import theme
from ui.app import MainWindow
from ui.i18n import money, set_language
from ui.session import TableConfig, TableSession
from ui.settings import Remembered


def test_start_up_choices_start_the_table_and_are_remembered_for_next_time(
    qtbot: Any, tmp_path: pathlib.Path
) -> None:
    """Boxes and card source are remembered in gui.ini; the game and the limits are the
    protected table settings, changed with the pit boss's PIN and a reason."""
    from dealer_assist.staff import StaffStore
    from ui.pitboss.pin import PinOverlay

    with StaffStore.open(tmp_path / "staff.db") as store:
        store.add_first_pit_boss("Marta", "482106")
    window = MainWindow(Remembered(log=str(tmp_path / "rounds.db")))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    QTest.qWaitForWindowExposed(window)

    def pit_boss_approves() -> None:
        tap(find_button(window, "reason_0"))
        tap(find_button(window, "ok"))
        pad = [p for p in window.findChildren(PinOverlay) if p.isVisible()][-1]
        for key in "482106":
            tap(find_button(pad, f"pin_{key}"))
        tap(find_button(pad, "ok"))

    tap(find_button(window, "game_uth"))
    pit_boss_approves()
    tap(find_button(window, "boxes_minus"))
    tap(find_button(window, "boxes_minus"))
    tap(find_button(window, "limit_max_payout"))
    overlay = window.startup.overlay  # type: ignore[union-attr]
    tap(find_button(overlay, "key_clear"))
    for key in "20000":
        tap(find_button(overlay, f"key_{key}"))
    tap(find_button(overlay, "ok"))
    pit_boss_approves()
    tap(find_button(window, "source_simulated"))
    tap(find_button(window, "start"))
    try:
        assert window.table is not None and window.session is not None
        assert window.session.round.profile.name == "uth"
        assert window.session.round.profile.table.max_payout == Decimal(20000)
        assert len(window.table.panels) == 5
        again = Remembered.load()
        assert (again.boxes, again.source, again.ignored) == (5, "simulated", ())
    finally:
        window.close()


def test_start_up_says_why_a_serial_reader_cannot_start(qtbot: Any, tmp_path: pathlib.Path) -> None:
    window = MainWindow(Remembered(source="serial", port=str(tmp_path / "no-such-port")))
    qtbot.addWidget(window)
    window.show()
    ok = window.start_table(Remembered(source="serial", port=str(tmp_path / "no-such-port"), protocol="nonsense"))
    assert not ok and window.startup is not None
    assert "protocol" in window.startup.error.text()
    assert window.source is None and window.log is None


def visible_buttons(root: QWidget) -> list[QPushButton]:
    QApplication.processEvents()
    return [b for b in root.findChildren(QPushButton) if b.isVisible()]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_every_button_is_a_12_mm_touch_target(qtbot: Any, tmp_path: pathlib.Path, size: tuple[int, int]) -> None:
    """12 mm is about 67 px on a 15.6-inch 1080p panel: there every button is at least 72 px.
    A 1280x800 panel has at most 4.7 px per mm: the boxes' and the bar's buttons are 56 px
    there (so seven boxes keep room for their cards), every other button 72 px."""
    short = size[1] < theme.TALL_SCREEN
    limit = theme.DECISION_TOUCH if short else theme.TOUCH
    with table(qtbot, tmp_path, "novo", boxes=7, size=size) as t:
        for box in range(1, 8):
            t.session.place_wagers(box, {"ante": 10, "express_bonus": 10})

        def too_small() -> list[tuple[str, int, int]]:
            buttons = visible_buttons(t.window)
            assert buttons
            return [(b.objectName(), b.width(), b.height()) for b in buttons if min(b.width(), b.height()) < limit]

        tap(t.box_button(1, "wagers"))
        assert too_small() == []  # the wagers keypad
        tap(find_button(t.screen.overlay, "cancel"))  # type: ignore[arg-type]
        t.tap("bar_deal_start")
        t.deal_all()
        assert len(t.screen.panels[7].action_buttons) == 4
        assert too_small() == []  # seven boxes deciding: 28 action buttons
        t.play_decisions()
        assert too_small() == []  # the settlement
        assert (t.window.width(), t.window.height()) == size


def test_language_switch_translates_the_screen_and_formats_money(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "novo", seed=3) as t:
        t.session.place_wagers(1, {"ante": 10, "express_bonus": 10})
        t.tap("bar_deal_start")
        t.deal_all()
        tap(t.button("bar_settings"))
        tap(t.button("lang_es"))
        screen = t.window.table
        assert screen is not None and screen is not t.screen
        assert screen.panels[1].action_buttons["fold"].text() == "Retirarse"
        assert money(Decimal("12500")) == "12.500"
        tap(find_button(t.window, "bar_settings"))
        tap(find_button(t.window, "lang_ru"))
        assert t.window.table.panels[1].action_buttons["play"].text() == "Играть"  # type: ignore[union-attr]
        assert money(Decimal("12500.5")) == "12\u00a0500,5"
        assert Remembered.load().language == "ru"
    set_language("en")


def test_a_round_in_progress_is_resumed_from_the_journal_after_a_restart(qtbot: Any, tmp_path: pathlib.Path) -> None:
    shoe = Shoe(21)
    with RoundLog.open(tmp_path / "rounds.db") as log:
        first = TableSession(TableConfig("novo", 3), log=log)
        first.place_wagers(1, {"ante": 10, "express_bonus": 10})
        first.start_deal()
        for _ in range(5):
            first.handle_event(CardEvent(shoe.draw(), "test"))
        qtbot.waitUntil(lambda: not first._journal_due, timeout=1000)  # the event loop writes it
        records = first.round.records_json()
        # The program dies here; a new one opens the same log.
        second = TableSession(TableConfig("novo", 3), log=log)
        assert second.round.records_json() == records
        assert second.round.phase is Phase.DEALING
        assert second.round_id == first.round_id
