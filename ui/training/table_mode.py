"""The simulated table: the croupier's own table screen, dealt by the simulated shoe, with
simulated players (:class:`TrainingStrategy`, a sensible strategy) at every box.

The players place their wagers and call their decisions; the trainee deals, taps each
call in (a tap that is not what the player asked for is refused and counted), closes the
insurance and opens the dealer as at a live table. When the round is settled the trainee
first works out every box's payout with the keypad — each one graded against the
engine's settlement and kept in the training log — and only then sees the settlement.
No round log is opened: nothing of the simulated table reaches the live log."""

from __future__ import annotations

import random
import time

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

from dealer_assist.flow import Phase
from dealer_assist.profile import load_profile
from dealer_assist.rules.model import Action
from dealer_assist.training.drills import Answer, Graded, grade, pay_drill
from dealer_assist.training.levels import TrainingStrategy, level, table_for
from dealer_assist.training.store import TrainingLog
from ui.i18n import translate
from ui.joins import CardFeed
from ui.session import TableConfig, TableSession
from ui.table_screen import TableScreen
from ui.training.drill_screen import DrillView
from ui.training.scene_view import action_text
from ui.viewmodel import DECISION_PHASES
from ui.widgets import Overlay, button

OPTIONAL_PHASES = frozenset({Phase.INSURANCE, Phase.BUY_CARDS, Phase.DEALER_GAME_OFFER})


def same_action(a: Action, b: Action) -> bool:
    return (
        a.do == b.do
        and {c.index for c in a.discard} == {c.index for c in b.discard}
        and (a.multiple or 0) == (b.multiple or 0)
        and (a.amount is None or b.amount is None or a.amount == b.amount)
    )


class PlayerTableSession(TableSession):
    """A table session whose boxes are played by simulated players. Never has a log."""

    def __init__(self, config: TableConfig, source: CardFeed, strategy: TrainingStrategy) -> None:
        super().__init__(config, log=None, source=source)
        self.strategy = strategy
        self._calls: dict[tuple[int, int], Action | None] = {}
        self.wrong_taps = 0
        self.seat_players()

    def seat_players(self) -> None:
        """Every player places a wager on their box."""
        rnd = self.round
        for n in range(1, self.config.boxes + 1):
            if n not in rnd.boxes:
                self.place_wagers(n, self.strategy.wagers(rnd.profile, n))

    def new_round(self) -> None:
        self._calls.clear()
        super().new_round()
        self.seat_players()

    def call(self, box: int) -> Action | None:
        """What the player at ``box`` asks for now (None: nothing, or declines)."""
        rnd = self.round
        key = (len(rnd.records), box)
        if key not in self._calls:
            pending = sum(rnd.rules.cards_wanted(b) for b in rnd.boxes.values() if b.pending is not None)
            shoe = self.shoe
            budget = shoe.remaining - 3 - pending if shoe is not None else 0
            self._calls[key] = self.strategy.decide(rnd, box, budget) if box in rnd.boxes_to_decide() else None
        return self._calls[key]

    def next_call(self) -> tuple[int, Action] | None:
        """The first box (in table order) with a call now, and its call."""
        rnd = self.round
        if rnd.phase not in DECISION_PHASES and rnd.phase not in OPTIONAL_PHASES:
            return None
        for n in rnd.boxes_to_decide():
            wanted = self.call(n)
            if wanted is not None:
                return n, wanted
        return None

    def act(self, box: int, action: Action) -> bool:
        wanted = self.call(box)
        if wanted is None or not same_action(wanted, action):
            self.wrong_taps += 1
            asked = action_text(wanted) if wanted is not None else translate("Training", "nothing")
            self.refused.emit(
                translate("Training", "Box {n} asked for {asked}, not {tapped}").format(
                    n=box, asked=asked, tapped=action_text(action)
                )
            )
            return False
        if wanted.amount is not None and action.amount is None:
            action = wanted
        return super().act(box, action)

    def close_step(self) -> bool:
        waiting = self.next_call()
        if self.round.phase in OPTIONAL_PHASES and waiting is not None:
            self.wrong_taps += 1
            n, wanted = waiting
            self.refused.emit(
                translate("Training", "Box {n} still asks for {asked}").format(n=n, asked=action_text(wanted))
            )
            return False
        return super().close_step()


class PayQuiz(Overlay):
    """Before the settlement is shown: every box's payout, one at a time, graded."""

    def __init__(self, host: QWidget, table: SimulatedTable) -> None:
        super().__init__(host, "", width=0.99, height=0.99)
        self.title.hide()
        self.table = table
        rnd = table.session.round
        self.round = rnd
        self.boxes = sorted(rnd.boxes)
        self.index = 0
        self.graded: list[Graded] = []
        self.view: DrillView | None = None
        self._show()

    def _show(self) -> None:
        if self.view is not None:
            self.body.removeWidget(self.view)
            self.view.deleteLater()
        box = self.boxes[self.index]
        drill = pay_drill(self.round, box, level=self.table.level)
        last = self.index == len(self.boxes) - 1
        started = time.monotonic()

        def grader(given: Answer | None) -> Graded:
            graded = grade(drill, given, time.monotonic() - started)
            self.table.log.record(self.table.session_id, graded)
            self.graded.append(graded)
            return graded

        header = translate("Training", "box {i} of {n}").format(i=self.index + 1, n=len(self.boxes))
        next_text = translate("Training", "Show the settlement") if last else translate("Training", "Next box")
        self.view = DrillView(drill, grader, header=header, next_text=next_text)
        self.view.finished.connect(self._next)
        self.body.addWidget(self.view, 1)

    def _next(self) -> None:
        self.index += 1
        if self.index < len(self.boxes):
            self._show()
            return
        self.close_overlay()
        self.table.quiz_finished(self.graded)


class TrainingTableScreen(TableScreen):
    """The croupier's table screen; the settlement waits until the trainee has paid every box,
    and the prompt says what the next player asks for."""

    def __init__(self, session: PlayerTableSession, table: SimulatedTable) -> None:
        self.table = table
        self.quizzed: object | None = None
        super().__init__(session)

    def refresh(self) -> None:
        session = self.session
        assert isinstance(session, PlayerTableSession)
        rnd = session.round
        quiz_due = rnd.phase is Phase.SETTLEMENT and self.quizzed is not rnd
        if quiz_due:
            self._page_phase = Phase.SETTLEMENT  # keep the settlement hidden for now
        super().refresh()
        if quiz_due:
            self.prompt.setText(translate("Training", "Work out every box's payout before the settlement is shown"))
            shown = self.bar_buttons.get("settlement")
            if shown is not None:
                shown.hide()
            self.table.start_quiz()
            return
        if rnd.phase is Phase.BETTING:
            self.prompt.setText(translate("Training", "The players have placed their wagers: tap DEAL"))
        wanted = session.next_call()
        if wanted is not None:
            n, action = wanted
            self.prompt.setText(translate("Training", "Box {n} asks: {what}").format(n=n, what=action_text(action)))

    def _bar(self) -> None:
        before = self.bar_buttons
        super()._bar()
        if self.bar_buttons is before:
            return  # not rebuilt
        # The table's own bar: Leave instead of the settings (no start-up screen here).
        # Nor a dealer rotation: the trainee deals the whole session.
        for name in ("settings", "rotate"):
            extra = self.bar_buttons.pop(name, None)
            if extra is not None:
                extra.hide()
        leave = button(translate("Training", "Leave the table"), self.table.leave.emit, name="bar_leave")
        leave.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.bar.addWidget(leave)
        self.bar_buttons["leave"] = leave

    def quiz_done(self) -> None:
        self.quizzed = self.session.round
        self.show_page(1)


class SimulatedTable(QWidget):
    """The simulated table with its players, shoe and quiz (inside the training window)."""

    leave = Signal()
    # The table's screen; it hides QWidget.screen() (the display), which no code asks of it.
    screen: TrainingTableScreen  # type: ignore[assignment]

    def __init__(self, window: QWidget, log: TrainingLog, trainee: str, game: str, lvl: int, seed: int | None) -> None:
        super().__init__()
        from drivers.simulated import SimulatedSource
        from ui.qt import SourceBridge

        self.log = log
        self.level = lvl
        rng = random.Random(seed)
        profile = load_profile(game)
        config = TableConfig(game, min(profile.table.boxes, level(lvl).boxes[1]), dict(table_for(level(lvl), rng)))
        config.croupier = trainee  # the header's "Dealing:" names the trainee
        self.session_id = log.start_session(trainee, game, lvl, "table")
        self.source = SimulatedSource(seed=rng.getrandbits(32))
        self.source.start()
        self.session = PlayerTableSession(config, self.source, TrainingStrategy(level(lvl), rng.getrandbits(32)))
        self.bridge = SourceBridge(self.source, self.session.handle_event, self)
        v = QVBoxLayout(self)
        v.setContentsMargins(0, 0, 0, 0)
        self.screen = TrainingTableScreen(self.session, self)
        v.addWidget(self.screen)
        self.quiz: PayQuiz | None = None
        self.graded: list[Graded] = []

    def start_quiz(self) -> None:
        if self.quiz is None:
            self.quiz = PayQuiz(self, self)
            self.quiz.open()

    def quiz_finished(self, graded: list[Graded]) -> None:
        self.graded += graded
        self.quiz = None
        self.screen.quiz_done()

    def stop(self) -> None:
        self.bridge.stop()
        self.source.stop()
        if self.graded:
            self.log.end_session(self.session_id)
