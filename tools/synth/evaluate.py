"""Score what the recogniser reports against the truth of a generated scene."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from drivers.card_detect import Detection
from tools.synth.camera import TruthCard

MATCH_PX = 20.0  # a report within this of a card's centre is a report of that card


@dataclass
class Score:
    """Counts over one or more scenes."""

    cards: int = 0  # face-up cards on the table
    right: int = 0  # read, and read as what they are
    misread: int = 0  # read as another card
    missed: int = 0  # not reported at all
    false: int = 0  # reported where no face-up card lies
    wrong_zone: int = 0  # read right but put in another zone
    notes: list[str] = field(default_factory=list)

    @property
    def accuracy(self) -> float:
        return self.right / self.cards if self.cards else 1.0

    def add(self, other: Score) -> None:
        self.cards += other.cards
        self.right += other.right
        self.misread += other.misread
        self.missed += other.missed
        self.false += other.false
        self.wrong_zone += other.wrong_zone
        self.notes.extend(other.notes)

    def __str__(self) -> str:
        return (f"{self.right}/{self.cards} right ({100 * self.accuracy:.2f}%), "
                f"{self.misread} misread, {self.missed} missed, {self.false} false")


def score(truth: Sequence[TruthCard], detections: Iterable[Detection], label: str = "") -> Score:
    """Match reports to cards (each card to the nearest report within MATCH_PX)."""
    s = Score(cards=len(truth))
    free = list(range(len(truth)))
    for det in sorted(detections, key=lambda d: -d.confidence):
        best = min(free, key=lambda i: math.dist(truth[i].center_px, det.center), default=None)
        if best is None or math.dist(truth[best].center_px, det.center) > MATCH_PX:
            s.false += 1
            s.notes.append(f"{label} false {det.card} at {det.center[0]:.0f},{det.center[1]:.0f}")
            continue
        free.remove(best)
        t = truth[best]
        if det.card.code == t.code:
            s.right += 1
            if det.zone != t.zone:
                s.wrong_zone += 1
        else:
            s.misread += 1
            s.notes.append(f"{label} {t.code} read as {det.card} ({t.zone})")
    for i in free:
        s.missed += 1
        s.notes.append(f"{label} {truth[i].code} missed ({truth[i].zone})")
    return s
