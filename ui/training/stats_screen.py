"""A trainee's statistics (per drill, per day) and a session's summary."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QHeaderView, QTableView, QVBoxLayout, QWidget

from dealer_assist.training.drills import parse_answer
from dealer_assist.training.stats import DayStats, KindStats, SessionSummary
from dealer_assist.training.store import AnswerRow
from dealer_assist.training.worked import RULES
from ui.i18n import QT_TRANSLATE_NOOP, count, day, decimal, percent, translate
from ui.training.answers import answer_words
from ui.training.drill_screen import kind_short
from ui.widgets import label

Index = QModelIndex | QPersistentModelIndex


# The rules' names (dealer_assist.training.worked.RULES without the docs/rules.md clause), for
# the translators.
_RULE_NAMES = {
    "table_max": QT_TRANSLATE_NOOP("Training", "table maximum"),
    "side_bet_max": QT_TRANSLATE_NOOP("Training", "side bet maximum"),
    "second_hand": QT_TRANSLATE_NOOP("Training", "second hand"),
    "six_cards": QT_TRANSLATE_NOOP("Training", "six-card box"),
    "insurance": QT_TRANSLATE_NOOP("Training", "insurance"),
    "insurance_limit_table": QT_TRANSLATE_NOOP("Training", "insurance limited by the table maximum"),
    "dealer_no_game": QT_TRANSLATE_NOOP("Training", "dealer without a game"),
    "dealer_game": QT_TRANSLATE_NOOP("Training", "bought dealer game"),
    "fees": QT_TRANSLATE_NOOP("Training", "exchange, sixth card and bought card fees"),
    "side_bets": QT_TRANSLATE_NOOP("Training", "Express Bonus, BONUS, Seguro, Trips"),
    "instant_payout": QT_TRANSLATE_NOOP("Training", "instant payout"),
    "blind_table": QT_TRANSLATE_NOOP("Training", "Blind pay table"),
    "blind_box": QT_TRANSLATE_NOOP("Training", "blind box"),
    "fold": QT_TRANSLATE_NOOP("Training", "folded box"),
    "tie": QT_TRANSLATE_NOOP("Training", "tie with the dealer"),
    "rounding": QT_TRANSLATE_NOOP("Training", "rounding down to the chip unit"),
}


def rule_name(rule: str) -> str:
    english = RULES.get(rule, rule).split(" (")[0]
    return translate("Training", _RULE_NAMES[rule]) if _RULE_NAMES.get(rule) == english else english


def seconds(x: float) -> str:
    return translate("Training", "{s} s").format(s=decimal(x))


class RowsModel(QAbstractTableModel):
    """Rows of text for a table view (statistics are read-only)."""

    def __init__(self, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
        super().__init__()
        self.headers = list(headers)
        self.rows = [list(r) for r in rows]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and index.isValid():
            return self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None


def table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> QTableView:
    view = QTableView()
    view.setModel(RowsModel(headers, rows))
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setWordWrap(True)
    view.verticalHeader().setDefaultSectionSize(44)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return view


def kind_rows(stats: Sequence[KindStats]) -> list[list[str]]:
    return [
        [kind_short(s.kind), count(s.answered), count(s.correct), percent(s.accuracy), seconds(s.median_seconds)]
        for s in stats
    ]


def _kind_headers() -> list[str]:
    return [
        translate("Training", "Drill"),
        translate("Training", "Answers"),
        translate("Training", "Right"),
        "%",
        translate("Training", "Time"),
    ]


class StatsView(QWidget):
    """Per drill and per day, for one trainee."""

    def __init__(self, trainee: str, stats: Sequence[KindStats], days: Sequence[DayStats]) -> None:
        super().__init__()
        v = QVBoxLayout(self)
        v.setContentsMargins(0, 0, 0, 0)
        answered = sum(s.answered for s in stats)
        right = sum(s.correct for s in stats)
        head = translate("Training", "{name}: {n} answers, {pct} right (times are medians)").format(
            name=trainee, n=count(answered), pct=percent(right / answered if answered else 0.0)
        )
        v.addWidget(label(head, "Title"))
        row = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(label(translate("Training", "By drill"), "Question"))
        self.by_kind = table(_kind_headers(), kind_rows(stats))
        left.addWidget(self.by_kind, 1)
        row.addLayout(left, 3)
        right_col = QVBoxLayout()
        right_col.addWidget(label(translate("Training", "Over time"), "Question"))
        self.by_day = table(
            [
                translate("Training", "Day"),
                translate("Training", "Answers"),
                "%",
                translate("Training", "Time"),
            ],
            [[day(d.day), count(d.answered), percent(d.accuracy), seconds(d.median_seconds)] for d in days],
        )
        right_col.addWidget(self.by_day, 1)
        row.addLayout(right_col, 2)
        v.addLayout(row, 1)


class SummaryView(QWidget):
    """A session's summary: totals, per drill, the rules most often wrong, the mistakes."""

    def __init__(self, summary: SessionSummary) -> None:
        super().__init__()
        v = QVBoxLayout(self)
        v.setContentsMargins(0, 0, 0, 0)
        s = summary
        head = translate("Training", "{right} of {n} right ({pct}) · median {median} s · {total} s in all").format(
            right=s.correct,
            n=s.answered,
            pct=percent(s.accuracy),
            median=decimal(s.median_seconds),
            total=count(round(s.total_seconds)),
        )
        self.head = label(head, "Big", wrap=True)
        v.addWidget(self.head)
        row = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(label(translate("Training", "By drill"), "Question"))
        left.addWidget(table(_kind_headers(), kind_rows(s.by_kind)), 1)
        weak = ", ".join(f"{rule_name(r)} ({n})" for r, n in s.weakest_rules[:4])
        left.addWidget(
            label(
                translate("Training", "Rules to practise: {rules}").format(rules=weak)
                if weak
                else translate("Training", "No mistakes: well done."),
                "Hand",
                wrap=True,
            )
        )
        row.addLayout(left, 1)
        right = QVBoxLayout()
        right.addWidget(label(translate("Training", "Mistakes"), "Question"))
        self.mistakes = table(
            [
                translate("Training", "Drill"),
                translate("Training", "Your answer"),
                translate("Training", "Right answer"),
            ],
            [mistake_row(m) for m in s.mistakes],
        )
        right.addWidget(self.mistakes, 1)
        row.addLayout(right, 1)
        v.addLayout(row, 1)


def mistake_row(m: AnswerRow) -> list[str]:
    where = " · " + translate("Training", "box {n}").format(n=m.box) if m.box is not None else ""
    return [
        kind_short(m.kind) + where,
        answer_words(m.kind, parse_answer(m.kind, m.given)),
        answer_words(m.kind, parse_answer(m.kind, m.expected)),
    ]
