"""A trainee's session of drills: deal the next drill, time the answer, mark it against the
engine, keep it in the training log.

>>> import tempfile, pathlib
>>> from dealer_assist.training.store import TrainingLog
>>> with tempfile.TemporaryDirectory() as d, TrainingLog.open(pathlib.Path(d) / "t.db") as log:
...     s = DrillSession(log, "Ana", "novo", level=1, kind="pay", seed=5)
...     drill = s.next_drill()
...     s.answer(drill.expected).correct, s.summary().answered
(True, 1)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from dealer_assist.errors import DealerAssistError
from dealer_assist.training.drills import Answer, Drill, DrillFactory, Graded, grade
from dealer_assist.training.stats import SessionSummary, focus_plan
from dealer_assist.training.store import TrainingLog


class DrillSession:
    """One sitting of one trainee: drills of one game and level, of one kind or mixed, or
    in focus mode drawn from the trainee's own past mistakes."""

    def __init__(
        self,
        log: TrainingLog,
        trainee: str,
        game: str = "novo",
        level: int = 1,
        *,
        kind: str | None = None,
        focus: bool = False,
        seed: int | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.log = log
        self.trainee = trainee.strip()
        self.factory = DrillFactory(game, level, seed)
        if kind is not None and kind not in self.factory.kinds:
            self.factory.make(kind)  # raises the DrillError that names the problem
        self.kind = kind
        self.focus = focus
        self._rng = random.Random(None if seed is None else seed + 1)
        self._clock = clock
        mode = "focus" if focus else (kind or "mixed")
        self.session_id = log.start_session(self.trainee, game, level, mode)
        self.drill: Drill | None = None
        self.focus_rule: str | None = None
        self._shown_at = 0.0
        self.graded: list[Graded] = []

    @property
    def game(self) -> str:
        return self.factory.game

    @property
    def level(self) -> int:
        return self.factory.level.number

    def next_drill(self) -> Drill:
        """Deal the next drill; its clock starts now."""
        kind, rule = self.kind, None
        if self.focus:
            plan = focus_plan(self.log.recent(self.trainee))
            picked, rule = plan.pick(self._rng, [self.kind] if self.kind else self.factory.kinds)
            kind = picked or kind
        self.focus_rule = rule
        self.drill = self.factory.next(kind, want_rule=rule)
        self._shown_at = self._clock()
        return self.drill

    def answer(self, given: Answer | None) -> Graded:
        """Mark the answer to the current drill and keep it in the training log."""
        if self.drill is None:
            raise DealerAssistError("no drill to answer: deal one first")
        graded = grade(self.drill, given, self._clock() - self._shown_at)
        self.log.record(self.session_id, graded)
        self.graded.append(graded)
        self.drill = None
        return graded

    def summary(self) -> SessionSummary:
        return self.log.session_summary(self.session_id)

    def end(self) -> SessionSummary:
        self.log.end_session(self.session_id)
        return self.summary()
