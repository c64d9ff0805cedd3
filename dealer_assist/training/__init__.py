"""Simulation mode for trainees: drills dealt by the simulated shoe and answered by the rules
engine, grading, and a training log of its own (never the live round log)."""

from __future__ import annotations

from dealer_assist.training.drills import KINDS, Drill, DrillError, DrillFactory, Graded, grade, kinds_for, pay_drill
from dealer_assist.training.levels import LEVELS, Level, TrainingStrategy
from dealer_assist.training.session import DrillSession
from dealer_assist.training.store import TrainingLog

__all__ = [
    "KINDS",
    "LEVELS",
    "Drill",
    "DrillError",
    "DrillFactory",
    "DrillSession",
    "Graded",
    "Level",
    "TrainingLog",
    "TrainingStrategy",
    "grade",
    "kinds_for",
    "pay_drill",
]
