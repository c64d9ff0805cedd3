"""The log browser: filters, the rounds newest first (a page at a time), how many match.

Counting a million rounds can take a second, so the count runs in a thread of its own
with its own connection and arrives when ready; the first rows never wait for it.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from functools import partial
from typing import Any

from PySide6.QtCore import QModelIndex, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.errors import DealerAssistError
from dealer_assist.log import RoundFilter
from dealer_assist.log.protocol import RoundStore
from dealer_assist.profile import SHIPPED
from ui.i18n import game_name, parse_money, refusal_text, translate
from ui.pitboss.model import COLUMNS, RoundTableModel, column_title, log_time, shown_minute
from ui.pitboss.worker import LogWorker
from ui.widgets import button, label, whole

WIDTHS = {
    "time": 190,
    "table": 70,
    "game": 200,
    "round": 120,
    "boxes": 70,
    "wagered": 100,
    "paid": 100,
    "house": 130,
    "largest": 110,
    "flags": 160,
}
FLAGS = ("capped", "corrected", "voided", "adjusted", "has_alerts")


def flag_title(key: str) -> str:
    titles = {
        "capped": translate("PitBoss", "Capped"),
        "corrected": translate("PitBoss", "Corrected"),
        "voided": translate("PitBoss", "Voided"),
        "adjusted": translate("PitBoss", "Adjusted"),
        "has_alerts": translate("PitBoss", "Alerts"),
    }
    return titles[key]


class FilterBar(QWidget):
    """The pit boss's search: time range, table, game, box, minimum payout, flags, round id."""

    apply = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(6)

        def field(name: str, placeholder: str, width: int = 0) -> QLineEdit:
            edit = QLineEdit()
            edit.setObjectName(name)
            edit.setPlaceholderText(placeholder)
            edit.returnPressed.connect(self.apply)
            if width:
                # At least the placeholder, whole (desde 01/03/2025 21:00), in the fields' 18 px.
                font = QFont(edit.font())
                font.setPixelSize(18)
                edit.setMinimumWidth(max(width, QFontMetrics(font).horizontalAdvance(placeholder) + 26))
            return edit

        self.date_from = field("filter_from", translate("PitBoss", "from (2025-03-01 21:00)"), 230)
        self.date_to = field("filter_to", translate("PitBoss", "to"), 210)
        self.table = field("filter_table", translate("PitBoss", "table"))
        self.game = QComboBox()
        self.game.setObjectName("filter_game")
        self.game.addItem(translate("PitBoss", "any game"), None)
        for g in SHIPPED:
            self.game.addItem(game_name(g), g)
        self.box = QComboBox()
        self.box.setObjectName("filter_box")
        self.box.addItem(translate("PitBoss", "any box"), None)
        for n in range(1, 13):
            self.box.addItem(translate("PitBoss", "box {n}").format(n=n), n)
        self.min_payout = field("filter_min_payout", translate("PitBoss", "payout at least"))
        self.round_id = field("filter_round", translate("PitBoss", "round id"), 160)
        self.croupier = field("filter_croupier", translate("Rotation", "croupier"), 140)
        self.flags: dict[str, QCheckBox] = {}
        row1 = QHBoxLayout()
        for w in (self.date_from, self.date_to, self.table, self.game, self.box, self.min_payout):
            row1.addWidget(w, 1)
        grid.addLayout(row1, 0, 0)
        row2 = QHBoxLayout()
        for key in FLAGS:
            box = QCheckBox(flag_title(key))
            box.setObjectName(f"filter_{key}")
            self.flags[key] = box
            row2.addWidget(box)
        row2.addWidget(self.croupier, 1)
        row2.addWidget(self.round_id, 1)
        grid.addLayout(row2, 1, 0)
        # The time presets and Search sit on the line of the count (LogBrowser adds them
        # there): beside the flags they were squeezed out of sight in Spanish and Russian.
        self.presets: dict[str, Any] = {}
        for key, text in (
            ("hour", translate("PitBoss", "Last hour")),
            ("shift", translate("PitBoss", "Last 8 h")),
            ("all", translate("PitBoss", "All")),
        ):
            self.presets[key] = whole(button(text, partial(self.preset, key), name=f"preset_{key}"))
        self.search = whole(button(translate("PitBoss", "Search"), self.apply.emit, role="main", name="filter_apply"))
        self.newest: str | None = None

    def preset(self, key: str) -> None:
        """A time range ending at the newest round (a live table: now)."""
        self.date_to.clear()
        self.date_from.clear()
        if key != "all" and self.newest:
            end = datetime.fromisoformat(self.newest.replace("Z", "+00:00"))
            start = end - (timedelta(hours=1) if key == "hour" else timedelta(hours=8))
            self.date_from.setText(shown_minute(start))
        self.apply.emit()

    def current(self) -> RoundFilter:
        """The filter as entered; a LogError (from the log's own checks) when a field is
        not understood."""

        def text(edit: QLineEdit) -> str | None:
            value = edit.text().strip()
            return value or None

        flags = {key: (True if box.isChecked() else None) for key, box in self.flags.items()}
        where = RoundFilter(
            date_from=log_time(self.date_from.text()),
            date_to=log_time(self.date_to.text(), end=True),
            table_id=text(self.table),
            game=self.game.currentData(),
            box=self.box.currentData(),
            min_payout=self._amount(self.min_payout),
            round_id=text(self.round_id),
            croupier=text(self.croupier),
            **flags,
        )
        from dealer_assist.log.queries import where_sql

        where_sql(where)  # the log's own checks: a clear message for a bad date or amount
        return where

    @staticmethod
    def _amount(edit: QLineEdit) -> str | None:
        """The amount as the language writes it (``1.000`` in Spanish is a thousand); the text
        as typed when it is not one, for the log's own message."""
        value = edit.text().strip()
        amount = parse_money(value) if value else None
        return str(amount) if amount is not None else (value or None)

    def clear(self) -> None:
        for edit in (self.date_from, self.date_to, self.table, self.min_payout, self.round_id, self.croupier):
            edit.clear()
        self.game.setCurrentIndex(0)
        self.box.setCurrentIndex(0)
        for box in self.flags.values():
            box.setChecked(False)


class LogBrowser(QWidget):
    """Filters above, rounds below; a tap on a round opens it (``round_opened``)."""

    round_opened = Signal(str)

    def __init__(self, log: RoundStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log = log
        self.filters = FilterBar()
        self.filters.apply.connect(self.apply_filter)
        self.model = RoundTableModel(log, self)
        self.view = QTableView()
        self.view.setObjectName("rounds")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.setWordWrap(False)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.verticalHeader().hide()
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.view.verticalHeader().setDefaultSectionSize(44)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        bold = QFont(header.font())
        bold.setBold(True)
        bold.setPixelSize(16)  # the header's style (ui/pitboss/style.py)
        metrics = QFontMetrics(bold)
        for i, key in enumerate(COLUMNS):
            # Wide enough for the title in any language (Результат казино, Resultado de la casa).
            self.view.setColumnWidth(i, max(WIDTHS[key], metrics.horizontalAdvance(column_title(key)) + 24))
        self.view.clicked.connect(self._open)
        # A time in the hour that happens twice carries its zone (02:10:00 CEST): the column
        # widens for the rows that need it, so no time is cut.
        self.time_width = self.view.columnWidth(0)
        self.model.modelReset.connect(self._fit_time)
        self.model.rowsInserted.connect(self._fit_time)
        self.status = label("", "Muted")
        self.status.setObjectName("browser_status")
        self.error = label("", "Message", wrap=True)
        self.error.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.filters)
        top = QHBoxLayout()
        top.addWidget(self.status, 1)
        for b in self.filters.presets.values():
            top.addWidget(b)
        top.addWidget(whole(button(translate("PitBoss", "Clear filters"), self.clear_filters, name="filter_clear")))
        top.addWidget(self.filters.search)
        layout.addLayout(top)
        layout.addWidget(self.error)
        layout.addWidget(self.view, 1)
        self.counter = LogWorker(getattr(log, "open_worker", None) or log.path, self)
        self.counter.done.connect(self._counted)
        self.counter.failed.connect(lambda _t, _m: None)  # the count is a courtesy; rows are what matter
        self.matching: int | None = None
        self.apply_filter()

    def apply_filter(self) -> bool:
        """Show the rounds matching the filter bar; False (and the reason shown) when a
        field is not understood."""
        try:
            where = self.filters.current()
            self.model.set_filter(where)
        except DealerAssistError as err:
            self.error.setText(refusal_text(err))
            self.error.show()
            return False
        self.error.hide()
        if self.model.rows and where == RoundFilter():
            self.filters.newest = self.model.rows[0].confirmed_at
        self.view.scrollToTop()
        self.matching = None
        self.status.setText(translate("PitBoss", "Counting the matching rounds…"))
        self.counter.cancel()  # an older search's count is no longer wanted
        self.counter.start(lambda log, w=where: log.count(w))
        return True

    def clear_filters(self) -> None:
        self.filters.clear()
        self.apply_filter()

    def _counted(self, ticket: int, found: object) -> None:
        if ticket != self.counter.latest:
            return  # an older search's count
        self.matching = int(found)  # type: ignore[call-overload]
        self.status.setText(translate("PitBoss", "%Ln rounds match, newest first", None, self.matching))

    def _fit_time(self) -> None:
        font = QFont(self.view.font())
        font.setPixelSize(17)  # the table's style (ui/pitboss/style.py); set before it is polished
        metrics = QFontMetrics(font)
        texts = (self.model.data(self.model.index(r, 0)) for r in range(self.model.rowCount()))
        needed = max((metrics.horizontalAdvance(str(t)) + 24 for t in texts), default=0)
        self.view.setColumnWidth(0, max(self.time_width, needed, self.view.columnWidth(0)))

    def _open(self, index: QModelIndex) -> None:
        if index.isValid():
            self.round_opened.emit(self.model.row_at(index.row()).round_id)

    def open_row(self, row: int) -> None:
        self._open(self.model.index(row, 0))

    def shutdown(self) -> None:
        self.counter.stop()
