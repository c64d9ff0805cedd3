"""The trainee's window: the SIMULATION banner over every screen; home (name, game, level,
which drills), the drills one after another, the session summary, the statistics, and the
simulated table. Everything is kept in the training log; the live round log is never
opened here."""

from __future__ import annotations

import datetime as _dt
import sys
import textwrap
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLineEdit, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from dealer_assist.errors import DealerAssistError
from dealer_assist.profile import SHIPPED
from dealer_assist.training.drills import KINDS, Answer, Graded, kinds_for
from dealer_assist.training.export import export
from dealer_assist.training.levels import LEVELS
from dealer_assist.training.session import DrillSession
from dealer_assist.training.store import TrainingLog
from ui.i18n import QT_TRANSLATE_NOOP, game_name, percent, refusal_text, translate
from ui.training.drill_screen import DrillView, kind_title
from ui.training.look import STYLE, SimulationBanner
from ui.training.stats_screen import StatsView, SummaryView
from ui.widgets import button, clear_layout, label

if TYPE_CHECKING:  # loaded when the table is opened (it brings the table's screen)
    from ui.training.table_mode import SimulatedTable

# The levels' names (dealer_assist.training.levels), for the translators.
_LEVEL_NAMES = {
    1: QT_TRANSLATE_NOOP("Training", "five cards, one box at a time"),
    2: QT_TRANSLATE_NOOP("Training", "exchanges, six cards and second hands, insurance"),
    3: QT_TRANSLATE_NOOP("Training", "table maximum, bought dealer games, every box"),
}


def level_name(n: int, name: str) -> str:
    """A level's name in the screen's language (the engine's own words when not listed)."""
    return translate("Training", _LEVEL_NAMES[n]) if _LEVEL_NAMES.get(n) == name else name


def wrapped(text: str, width: int) -> str:
    """Text broken into lines for a big button (Qt buttons do not wrap)."""
    return textwrap.fill(text, width)


GAMES = tuple(g for g in ("novo", "russian", "caribbean", "uth") if g in SHIPPED)


class HomeScreen(QWidget):
    """Who is training, on which game and level, and what to practise."""

    def __init__(self, window: TrainingWindow) -> None:
        super().__init__()
        self.setObjectName("TrainingHome")
        self.w = window
        v = QVBoxLayout(self)
        v.setContentsMargins(24, 12, 24, 12)
        v.setSpacing(10)
        row = QHBoxLayout()
        row.addWidget(label(translate("Training", "Trainee"), "Title"))
        self.name = QLineEdit(window.trainee)
        self.name.setObjectName("trainee")
        self.name.setPlaceholderText(translate("Training", "your name"))
        self.name.setMinimumHeight(64)
        self.name.textChanged.connect(self._name)
        row.addWidget(self.name, 1)
        v.addLayout(row)
        self.games = self._choices(
            v, translate("Training", "Game"), [(g, game_name(g)) for g in GAMES], window.game, self._game, "game"
        )
        self.levels = self._choices(
            v,
            translate("Training", "Level"),
            [(str(n), f"{n}\n{wrapped(level_name(n, lv.name), 28)}") for n, lv in LEVELS.items()],
            str(window.level),
            self._level,
            "level",
        )
        # The style sheet's min-height wins over setMinimumHeight: three lines need more.
        for b in self.levels.values():
            b.setStyleSheet("font-size: 18px; min-height: 96px;")
        for b in self.games.values():
            b.setStyleSheet("font-size: 18px;")
        v.addWidget(label(translate("Training", "Practise"), "Title"))
        self.drills = QVBoxLayout()
        v.addLayout(self.drills)
        v.addStretch(1)
        self.error = label("", "Message", wrap=True)
        self.error.hide()
        v.addWidget(self.error)
        bottom = QHBoxLayout()
        bottom.addWidget(button(translate("Training", "Deal at the simulated table"), window.open_table, name="table"))
        bottom.addWidget(button(translate("Training", "My statistics"), window.show_stats, name="stats"))
        v.addLayout(bottom)
        self._drill_buttons()

    def _choices(
        self,
        v: QVBoxLayout,
        title: str,
        items: list[tuple[str, str]],
        current: str,
        on: Callable[[str], None],
        name: str,
    ) -> dict[str, QPushButton]:
        row = QGridLayout()
        row.setSpacing(8)
        head = label(title, "Title")
        head.setMinimumWidth(140)
        row.addWidget(head, 0, 0)
        buttons: dict[str, QPushButton] = {}
        for i, (key, text) in enumerate(items, start=1):
            b = button(text, partial(on, key), name=f"{name}_{key}")
            b.setCheckable(True)
            b.setChecked(key == current)
            row.addWidget(b, 0, i)
            row.setColumnStretch(i, 1)
            buttons[key] = b
        v.addLayout(row)
        return buttons

    def _name(self, text: str) -> None:
        self.w.trainee = text.strip()
        self.error.hide()
        self._drill_buttons()

    def _game(self, game: str) -> None:
        self.w.game = game
        for k, b in self.games.items():
            b.setChecked(k == game)
        self._drill_buttons()

    def _level(self, key: str) -> None:
        self.w.level = int(key)
        for k, b in self.levels.items():
            b.setChecked(k == key)

    def _drill_buttons(self) -> None:
        clear_layout(self.drills)
        kinds = kinds_for(self.w.game)
        # Each drill's button says how the trainee has done on it so far.
        try:
            done = {s.kind: s for s in self.w.log.stats(self.w.trainee)} if self.w.trainee else {}
        except DealerAssistError as err:  # a log SQLite cannot read (damaged ...): said, buttons bare
            self.show_error(refusal_text(err))
            done = {}
        grid = QGridLayout()
        grid.setSpacing(8)
        shown = [k for k in KINDS if k in kinds]
        for i, kind in enumerate(shown):
            text = wrapped(kind_title(kind), 18)
            s = done.get(kind)
            text += "\n" + (
                translate("Training", "{pct} right of {n}").format(pct=percent(s.accuracy), n=s.answered)
                if s
                else translate("Training", "not tried yet")
            )
            b = button(text, partial(self.w.start, kind), name=f"drill_{kind}")
            b.setStyleSheet("font-size: 18px; min-height: 124px;")
            grid.addWidget(b, 0, i)
            grid.setColumnStretch(i, 1)
        self.drills.addLayout(grid)
        row = QHBoxLayout()
        row.addWidget(
            button(translate("Training", "All drills, mixed"), lambda: self.w.start(None), role="main", name="mixed")
        )
        row.addWidget(
            button(
                translate("Training", "Focus on my mistakes"),
                lambda: self.w.start(None, focus=True),
                role="main",
                name="focus",
            )
        )
        self.drills.addLayout(row)

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()


class TrainingWindow(QWidget):
    """Simulation mode. Owns the training log (opened by the caller or here)."""

    def __init__(
        self,
        log: TrainingLog | None = None,
        *,
        trainee: str = "",
        game: str = "novo",
        level: int = 1,
        seed: int | None = None,
        log_path: str | Path | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("Training")
        self.setWindowTitle(translate("Training", "dealer-assist — SIMULATION (training)"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.log = log if log is not None else TrainingLog.open(log_path)
        self._own_log = log is None
        self.trainee, self.game, self.level, self.seed = trainee, game, level, seed
        self.session: DrillSession | None = None
        self.drill_view: DrillView | None = None
        self.table: SimulatedTable | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        # As the table's window: the screen's size decides, never the widgets' preferred sizes.
        outer.setSizeConstraint(QVBoxLayout.SizeConstraint.SetNoConstraint)
        self.banner = SimulationBanner()
        outer.addWidget(self.banner)
        self.stack = QStackedWidget()
        outer.addWidget(self.stack, 1)
        self.bar = QHBoxLayout()
        self.bar.setContentsMargins(8, 4, 8, 6)
        outer.addLayout(self.bar)
        self.home: HomeScreen | None = None
        try:
            self.show_home()  # reads the trainee's statistics from the log
        except BaseException:
            if self._own_log:  # the caller shows why (ui/training/app.py); the file is let go
                self.log.close()
            raise

    # -- screens ------------------------------------------------------------------------------

    def _replace(self, widget: QWidget, buttons: list[QPushButton]) -> None:
        while self.stack.count():
            old = self.stack.widget(0)
            if old is None:  # not while count() says there is one
                break
            self.stack.removeWidget(old)
            old.deleteLater()
        self.stack.addWidget(widget)
        self.stack.setCurrentWidget(widget)
        clear_layout(self.bar)
        for b in buttons:
            self.bar.addWidget(b)
        self._banner()

    def _banner(self) -> None:
        parts = [
            p
            for p in (self.trainee, game_name(self.game), translate("Training", "level {n}").format(n=self.level))
            if p
        ]
        if self.session is not None and self.session.graded:
            right = sum(g.correct for g in self.session.graded)
            parts.append(translate("Training", "{right}/{n} right").format(right=right, n=len(self.session.graded)))
        self.banner.set_detail("  ·  ".join(parts))

    def show_home(self) -> None:
        problem = self._stop_table()
        self.session = None
        self.drill_view = None
        self.home = HomeScreen(self)
        self._replace(self.home, [])
        if problem is not None:
            self.home.show_error(refusal_text(problem))

    def start(self, kind: str | None, *, focus: bool = False) -> bool:
        """A new session of drills (one kind, mixed, or focus mode)."""
        if not self.trainee:
            if self.home is not None:
                self.home.show_error(translate("Training", "Type your name first: your answers are kept under it."))
            return False
        try:
            self.session = DrillSession(
                self.log, self.trainee, self.game, self.level, kind=kind, focus=focus, seed=self.seed
            )
        except DealerAssistError as err:
            if self.home is not None:
                self.home.show_error(refusal_text(err))
            return False
        self.next_drill()
        return True

    def next_drill(self) -> None:
        s = self.session
        assert s is not None
        drill = s.next_drill()
        header = translate("Training", "level {n}").format(n=s.level)
        if s.focus:
            header = translate("Training", "focus on your mistakes") + " · " + header
        end = button(translate("Training", "End session"), self.end_session, role="danger", name="end")
        self.drill_view = DrillView(drill, self._grade, header=header, corner=end)
        self.drill_view.finished.connect(self.next_drill)
        self._replace(self.drill_view, [])

    def _grade(self, given: Answer | None) -> Graded:
        assert self.session is not None
        graded = self.session.answer(given)
        self._banner()
        return graded

    def end_session(self) -> None:
        s = self.session
        if s is None:
            self.show_home()
            return
        try:
            summary = s.end()
        except DealerAssistError as err:  # the session stays: End again once it may be written
            if self.drill_view is not None:
                self.drill_view.show_error(refusal_text(err))
            return
        view = QWidget()
        view.setObjectName("TrainingStats")
        v = QVBoxLayout(view)
        v.setContentsMargins(16, 8, 16, 8)
        v.addWidget(label(translate("Training", "Session summary"), "Title"))
        self.summary = SummaryView(summary)
        v.addWidget(self.summary, 1)
        kind, focus = s.kind, s.focus
        self._replace(
            view,
            [
                button(translate("Training", "Home"), self.show_home, name="home"),
                button(translate("Training", "My statistics"), self.show_stats, name="stats"),
                button(
                    translate("Training", "Again"), lambda: self.start(kind, focus=focus), role="main", name="again"
                ),
            ],
        )
        self.session = None

    def show_stats(self) -> None:
        if not self.trainee:
            if self.home is not None:
                self.home.show_error(translate("Training", "Type your name first: your answers are kept under it."))
            return
        try:
            stats, progress = self.log.stats(self.trainee), self.log.progress(self.trainee)
        except DealerAssistError as err:
            if self.home is not None:
                self.home.show_error(refusal_text(err))
            return
        view = QWidget()
        view.setObjectName("TrainingStats")
        v = QVBoxLayout(view)
        v.setContentsMargins(16, 8, 16, 8)
        self.stats = StatsView(self.trainee, stats, progress)
        v.addWidget(self.stats, 1)
        self.exported = label("", "Muted", wrap=True)
        v.addWidget(self.exported)
        self._replace(
            view,
            [
                button(translate("Training", "Home"), self.show_home, name="home"),
                button(translate("Training", "Export for the instructor"), self.export, role="main", name="export"),
            ],
        )

    def export(self) -> list[Path]:
        """CSV and JSON of this trainee's answers, in ``training-exports`` beside the log."""
        folder = self.log.path.parent / "training-exports"
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        safe = "".join(c if c.isalnum() or c in "-_" else "_" for c in self.trainee) or "trainee"
        paths = [folder / f"{safe}-{stamp}.csv", folder / f"{safe}-{stamp}.json"]
        try:
            for p in paths:
                export(self.log, p, self.trainee)
        except DealerAssistError as err:
            self.exported.setText(refusal_text(err))
            return []
        self.exported.setText(translate("Training", "Written: {paths}").format(paths="   ".join(str(p) for p in paths)))
        return paths

    # -- the simulated table -----------------------------------------------------------------------

    def open_table(self) -> None:
        if not self.trainee:
            if self.home is not None:
                self.home.show_error(translate("Training", "Type your name first: your answers are kept under it."))
            return
        from ui.training.table_mode import SimulatedTable

        self.session = None
        try:
            table = SimulatedTable(self, self.log, self.trainee, self.game, self.level, self.seed)
        except DealerAssistError as err:  # the training log refused the session: nothing started
            if self.home is not None:
                self.home.show_error(refusal_text(err))
            return
        table.leave.connect(self.show_home)
        self.table = table
        self._replace(table, [])
        self.banner.set_detail(self.banner.detail + "  ·  " + translate("Training", "simulated table"))

    def _stop_table(self) -> DealerAssistError | None:
        """Leave the simulated table; why the training log refused to mark its session ended,
        if it did (its answers are kept already)."""
        table, self.table = self.table, None
        if table is None:
            return None
        try:
            table.stop()
        except DealerAssistError as err:
            return err
        return None

    def closeEvent(self, event: QCloseEvent) -> None:
        problems = [self._stop_table()]
        if self.session is not None and self.session.graded:
            try:
                self.session.end()
            except DealerAssistError as err:  # closing goes on: the answers are kept already
                problems.append(err)
        for problem in problems:
            if problem is not None:
                print(f"dealer-assist train: {problem}", file=sys.stderr)
        if self._own_log:
            self.log.close()
        super().closeEvent(event)
