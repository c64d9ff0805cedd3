"""The rounds of the log as a Qt table model: newest first, fetched a page at a time.

Qt asks :meth:`RoundTableModel.canFetchMore` / :meth:`fetchMore` when the view scrolls near
the end of what is loaded; each page is one keyset query of the log (``after`` the last row
shown), a few milliseconds however deep into a million rounds it is. Nothing is counted or
read up front but the first page.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from dealer_assist.clock import local_bound
from dealer_assist.log import RoundFilter, RoundRow
from dealer_assist.log.protocol import RoundStore
from ui import theme
from ui.i18n import date_time, day, game_name, money, translate, typed_date_time, zone, zone_name

PAGE = 200
Index = QModelIndex | QPersistentModelIndex

COLUMNS = ("time", "table", "game", "round", "boxes", "wagered", "paid", "house", "largest", "flags")


def column_title(key: str) -> str:
    titles = {
        "time": translate("PitBoss", "Confirmed ({zone})").format(zone=zone_name(short=True)),
        "table": translate("PitBoss", "Table"),
        "game": translate("PitBoss", "Game"),
        "round": translate("PitBoss", "Round"),
        "boxes": translate("PitBoss", "Boxes"),
        "wagered": translate("PitBoss", "Wagered"),
        "paid": translate("PitBoss", "Paid"),
        "house": translate("PitBoss", "House result"),
        "largest": translate("PitBoss", "Top payout"),
        "flags": translate("PitBoss", "Flags"),
    }
    return titles[key]


def flags_text(row: RoundRow) -> str:
    out = []
    if row.voided:
        out.append(translate("PitBoss", "VOID"))
    elif row.adjustments:
        out.append(translate("PitBoss", "adjusted"))
    if row.capped:
        out.append(translate("PitBoss", "capped"))
    if row.corrected:
        out.append(translate("PitBoss", "corrected"))
    if row.alerts:
        out.append(
            translate("PitBoss", "%n alerts", None, row.alerts) if row.alerts > 1 else translate("PitBoss", "alert")
        )
    return ", ".join(out)


# A report range left open at one end runs from OPEN_START or up to OPEN_END. The end is far
# off yet a day and more short of the year 9999, so that every zone can show it: 9999-12-31
# 23:59:59 UTC is already the year 10000 east of UTC (Madrid, Moscow), where it overflowed.
OPEN_START = "1970-01-01T00:00:00.000Z"
OPEN_END = "2999-12-31T23:59:59.999Z"


def log_time(text: str, *, end: bool = False) -> str | None:
    """A time typed by the pit boss in the table's local time (``2025-03-01``,
    ``2025-03-01 21:00``, ``... 21:04:05.5``, or the date as the screen writes it:
    ``01.03.2025 21:00``) as the log's filters take it: a UTC log time. A day is the whole
    local day (its first moment, or with ``end`` its last); a time that happens twice is
    its first occurrence, or with ``end`` its second (:func:`dealer_assist.clock.local_bound`).
    None when empty; a LogError when it is not a time, or one the clocks skipped."""
    value = typed_date_time(text)
    if not value:
        return None
    return local_bound(value, zone(), end=end)


def shown_minute(moment: datetime) -> str:
    """A moment as the pit boss would type it, in the table's zone and the screen's
    language (``01.03.2025 21:00``); :func:`log_time` reads it back."""
    local = moment.astimezone(zone())
    return f"{day(local.date().isoformat())} {local:%H:%M}"


def short_time(stamp: str) -> str:
    """``2025-03-01T21:04:05.123Z`` (UTC) as the table's clock shows it, in the screen's
    language: ``2025-03-01 22:04:05``, ``01/03/2025 22:04:05``, ``01.03.2025 22:04:05`` in
    Madrid."""
    return date_time(stamp)


class RoundTableModel(QAbstractTableModel):
    """Rows of ``log.query(filter)``, newest first, a page at a time."""

    def __init__(self, log: RoundStore, parent: Any = None) -> None:
        super().__init__(parent)
        self.log = log
        self.where = RoundFilter()
        self.rows: list[RoundRow] = []
        self.exhausted = True
        self.pages_fetched = 0

    # -- what is shown ----------------------------------------------------------------------

    def set_filter(self, where: RoundFilter) -> None:
        """Show the rounds matching ``where`` from the newest (the first page is read now)."""
        first = self.log.query(where, limit=PAGE)
        self.beginResetModel()
        self.where = where
        self.rows = first
        self.exhausted = len(first) < PAGE
        self.pages_fetched = 1
        self.endResetModel()

    def refresh(self) -> None:
        self.set_filter(self.where)

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008 - Qt's signature
        return not parent.isValid() and not self.exhausted

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or self.exhausted or not self.rows:
            return
        page = self.log.query(self.where, limit=PAGE, after=self.rows[-1].key)
        self.exhausted = len(page) < PAGE
        if page:
            self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(page) - 1)
            self.rows.extend(page)
            self.endInsertRows()
            self.pages_fetched += 1

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return column_title(COLUMNS[section])
        return None

    def row_at(self, index: int) -> RoundRow:
        return self.rows[index]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        row = self.rows[index.row()]
        key = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, key)
        if role == Qt.ItemDataRole.TextAlignmentRole and key in ("boxes", "wagered", "paid", "house", "largest"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole:
            if row.voided:
                return QBrush(QColor("#8c968f"))
            if key == "house":
                return QBrush(QColor(theme.WIN_TEXT if row.house_result >= 0 else theme.LOSE_TEXT))
            if key == "flags" and (row.alerts or row.capped):
                return QBrush(QColor("#ffa94d"))
        if role == Qt.ItemDataRole.FontRole and row.voided:
            font = QFont()
            font.setStrikeOut(key not in ("flags",))
            return font
        if role == Qt.ItemDataRole.ToolTipRole and key == "round":
            return row.round_id
        return None

    @staticmethod
    def _text(row: RoundRow, key: str) -> str:
        if key == "time":
            return short_time(row.confirmed_at)
        if key == "table":
            return row.table_id
        if key == "game":
            return game_name(row.game)
        if key == "round":
            return row.round_id if len(row.round_id) <= 14 else row.round_id[:8] + "…"
        if key == "boxes":
            return str(row.boxes)
        if key == "wagered":
            return money(row.total_wagered)
        if key == "paid":
            return money(row.total_paid)
        if key == "house":
            return money(row.house_result, signed=True)
        if key == "largest":
            return money(row.largest_payout) if row.largest_payout else ""
        return flags_text(row)
