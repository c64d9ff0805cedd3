"""The pit boss reads the audit trail whole: who changed what, from what to what and why,
each cell wrapped onto as many lines as it needs at 1280 x 800 in Russian, none cut short
with "…" (a table-settings change, its old and new limits and a typed reason, did not fit
a cell's one line)."""

from __future__ import annotations

import pathlib
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QWidget

from dealer_assist import table_settings as ts
from dealer_assist.staff import StaffStore
from ui.i18n import set_language
from ui.pitboss.staff_view import StaffView


def test_every_cell_of_the_audit_trail_is_shown_whole_in_russian(qtbot: Any, tmp_path: pathlib.Path) -> None:
    set_language("ru")
    store = StaffStore.open(tmp_path / "staff.db")
    try:
        boss = store.add_first_pit_boss("Marta", "246813")
        store.add_member(boss, "croupier", "Ana", "1357", "new croupier for the evening shift")
        old = ts.defaults("T1")
        new = ts.propose(old, limits={"max_bet": "1000", "max_payout": "20000"}, approval_threshold="5000")
        ts.apply(store, boss, old, new, "evening limits agreed with the casino manager")
        host = QWidget()
        qtbot.addWidget(host)
        view = StaffView(store, boss, host)
        qtbot.addWidget(view)
        view.resize(1250, 620)
        view.show()
        view.refresh()
        qtbot.wait(50)
        table = view.audit
        assert table.rowCount() >= 3
        cut = []
        for row in range(table.rowCount()):
            for column in range(table.columnCount()):
                item = table.item(row, column)
                if item is None or not item.text():
                    continue
                rect = table.visualRect(table.model().index(row, column))
                room = QRect(0, 0, rect.width() - 8, 100_000)  # (the cell's own margins)
                need = table.fontMetrics().boundingRect(room, int(Qt.TextFlag.TextWordWrap), item.text())
                if need.height() > rect.height() or need.width() > room.width():
                    cut.append((row, column, item.text(), rect.size().toTuple()))
        assert not cut, cut
    finally:
        store.close()
        set_language("en")
