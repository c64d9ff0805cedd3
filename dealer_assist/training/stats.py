"""Accuracy and speed from a trainee's answers: per drill kind, per day, per session; and
focus mode's plan, drawn from the trainee's own mistakes (by drill kind and by rule)."""

from __future__ import annotations

import random
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dealer_assist.training.store import AnswerRow


@dataclass(frozen=True)
class KindStats:
    """One drill kind (or a day, or a session): how many, how many right, how fast."""

    kind: str
    answered: int
    correct: int
    median_seconds: float

    @property
    def accuracy(self) -> float:
        """Right answers per answer, 0..1 (0 when none)."""
        return self.correct / self.answered if self.answered else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "drill": self.kind,
            "answered": self.answered,
            "correct": self.correct,
            "accuracy": round(self.accuracy, 4),
            "median_seconds": round(self.median_seconds, 2),
        }


@dataclass(frozen=True)
class DayStats:
    day: str
    answered: int
    correct: int
    median_seconds: float

    @property
    def accuracy(self) -> float:
        return self.correct / self.answered if self.answered else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "day": self.day,
            "answered": self.answered,
            "correct": self.correct,
            "accuracy": round(self.accuracy, 4),
            "median_seconds": round(self.median_seconds, 2),
        }


@dataclass(frozen=True)
class SessionSummary:
    """What a session came to: totals, per drill kind, and the mistakes to look at again."""

    answered: int
    correct: int
    median_seconds: float
    total_seconds: float
    by_kind: tuple[KindStats, ...]
    mistakes: tuple[AnswerRow, ...] = field(default=())
    weakest_rules: tuple[tuple[str, int], ...] = ()
    """Rules of the wrong answers, most often wrong first: (rule, times wrong)."""

    @property
    def accuracy(self) -> float:
        return self.correct / self.answered if self.answered else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "answered": self.answered,
            "correct": self.correct,
            "accuracy": round(self.accuracy, 4),
            "median_seconds": round(self.median_seconds, 2),
            "total_seconds": round(self.total_seconds, 1),
            "by_drill": [k.to_json() for k in self.by_kind],
            "weakest_rules": [{"rule": r, "wrong": n} for r, n in self.weakest_rules],
            "mistakes": [m.to_json(with_round=False) for m in self.mistakes],
        }


def _median(values: Sequence[float]) -> float:
    return float(statistics.median(values)) if values else 0.0


def kind_stats(rows: Sequence[AnswerRow]) -> list[KindStats]:
    kinds: dict[str, list[AnswerRow]] = {}
    for r in rows:
        kinds.setdefault(r.kind, []).append(r)
    return [
        KindStats(k, len(rs), sum(r.correct for r in rs), _median([r.seconds for r in rs]))
        for k, rs in sorted(kinds.items())
    ]


def daily(rows: Sequence[AnswerRow]) -> list[DayStats]:
    days: dict[str, list[AnswerRow]] = {}
    for r in rows:
        days.setdefault(r.day, []).append(r)
    return [
        DayStats(d, len(rs), sum(r.correct for r in rs), _median([r.seconds for r in rs]))
        for d, rs in sorted(days.items())
    ]


def weakest_rules(rows: Sequence[AnswerRow]) -> list[tuple[str, int]]:
    wrong = Counter(rule for r in rows if not r.correct for rule in r.rules)
    return sorted(wrong.items(), key=lambda kv: (-kv[1], kv[0]))


def summarize(rows: Sequence[AnswerRow]) -> SessionSummary:
    return SessionSummary(
        answered=len(rows),
        correct=sum(r.correct for r in rows),
        median_seconds=_median([r.seconds for r in rows]),
        total_seconds=sum(r.seconds for r in rows),
        by_kind=tuple(kind_stats(rows)),
        mistakes=tuple(r for r in rows if not r.correct),
        weakest_rules=tuple(weakest_rules(rows)),
    )


# -- focus mode ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FocusPlan:
    """Which drills to deal more of: weights by drill kind, and per kind by rule, from the
    trainee's recent mistakes. A mistake later answered right on the same kind and rule
    counts less; an empty plan means no mistakes to work on."""

    kinds: dict[str, float]
    rules: dict[str, dict[str, float]]

    @property
    def empty(self) -> bool:
        return not self.kinds

    def pick(self, rng: random.Random, available: Sequence[str]) -> tuple[str | None, str | None]:
        """(drill kind, rule wanted) drawn by weight; (None, None) when there is nothing to
        focus on among ``available`` kinds."""
        kinds = {k: w for k, w in self.kinds.items() if k in available and w > 0}
        if not kinds:
            return None, None
        kind = rng.choices(list(kinds), list(kinds.values()))[0]
        rules = self.rules.get(kind, {})
        if not rules:
            return kind, None
        rule = rng.choices(list(rules), list(rules.values()))[0]
        return kind, rule


def focus_plan(rows: Sequence[AnswerRow]) -> FocusPlan:
    """The plan from a trainee's answers, oldest first (:meth:`TrainingLog.recent`).

    Each wrong answer adds 1 to its kind and to each of its rules; each right answer since
    takes off 0.5 (never below zero), so what the trainee has since mastered fades out."""
    kinds: dict[str, float] = {}
    rules: dict[str, dict[str, float]] = {}
    for r in rows:
        step = 1.0 if not r.correct else -0.5
        kinds[r.kind] = max(0.0, kinds.get(r.kind, 0.0) + step)
        per = rules.setdefault(r.kind, {})
        for rule in r.rules:
            if not r.correct or rule in per:
                per[rule] = max(0.0, per.get(rule, 0.0) + step)
    return FocusPlan(
        {k: w for k, w in kinds.items() if w > 0},
        {k: {rule: w for rule, w in per.items() if w > 0} for k, per in rules.items() if kinds.get(k, 0) > 0},
    )
