"""What each decision a box made was worth, after the round: the trainee's feedback and
the pit boss's round detail ("Play was worth +0.42 Ante more than Fold").

Every decision is valued by :func:`~dealer_assist.analysis.advise.advise` on the round
as it stood when the box decided: the box's earlier actions only, the dealer's up card
only (stud) or the board of that street (Hold'em), the other boxes' dealt cards as seen.
Nothing the box could not see then goes in, so a review shows nothing a face-down card
would have told.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from dealer_assist.analysis.advise import Advice, Option, advise
from dealer_assist.errors import DealerAssistError
from dealer_assist.roundfile import parse_round
from dealer_assist.rules.engine import rules_for

_STREET_BOARD = {0: 0, 1: 3, 2: 5}  # Hold'em: cards of the board seen at the n-th decision


@dataclass(frozen=True)
class DecisionReview:
    """One decision of a box: what it did, the best option then, and their values."""

    box: int
    stage: str
    chosen: str
    """The label of the option the box took ("" when the analysis does not value it)."""
    chosen_ev: float | None
    best: str
    best_ev: float
    method: str
    chosen_action: dict[str, Any] | None = None
    """The chosen option's action as :class:`~dealer_assist.analysis.advise.Option` writes it."""
    best_action: dict[str, Any] | None = None

    @property
    def margin(self) -> float | None:
        """How much more the best option was worth than the one taken, in Antes."""
        return None if self.chosen_ev is None else self.best_ev - self.chosen_ev

    @property
    def sentence(self) -> str:
        """One line in English (the screens translate the same parts themselves)."""
        if self.chosen_ev is None:
            return f"{self.stage}: best was {self.best} ({self.best_ev:+.2f} Ante)"
        if self.margin is not None and self.margin <= 1e-9:
            return f"{self.stage}: {self.chosen} was the best decision ({self.chosen_ev:+.2f} Ante)"
        return f"{self.stage}: {self.best} was worth {self.margin:+.2f} Ante more than {self.chosen}"


def _same_action(option: Option, action: dict[str, Any]) -> bool:
    want = option.action
    if want.get("do") != action.get("do"):
        return False
    if "multiple" in want and want["multiple"] != action.get("multiple"):
        return False
    if "discard" in want:
        given = action.get("discard") or []
        return sorted(want["discard"]) == sorted([given] if isinstance(given, str) else given)
    return True


def _before(doc: dict[str, Any], box: int, k: int, up_position: int | None) -> dict[str, Any]:
    """The round file as box ``box`` saw it before its ``k``-th action."""
    boxes = []
    for b in doc.get("boxes") or []:
        if b.get("box") == box:
            boxes.append({**b, "actions": list(b.get("actions") or [])[:k]})
        else:
            boxes.append({key: v for key, v in b.items() if key != "actions"} | {"actions": []})
    out: dict[str, Any] = {key: v for key, v in doc.items() if key not in ("boxes", "burns", "dealer", "board")}
    out["boxes"] = boxes
    dealer = list((doc.get("dealer") or {}).get("cards") or [])
    if up_position is None:  # the dealer's cards are hidden until the showdown: the board is what was seen
        out["dealer"] = {"cards": []}
        board = list(doc.get("board") or [])
        out["board"] = board[: _STREET_BOARD.get(k, 5)]
    else:
        up = dealer[up_position - 1] if len(dealer) == 5 else dealer[:1]
        out["dealer"] = {"cards": [up] if isinstance(up, str) else list(up)}
    return out


def review_box(doc: dict[str, Any], box: int) -> list[DecisionReview]:
    """Every decision of ``box`` in a settled (or played) round file, in order. A decision
    the analysis cannot value (a file it refuses) is left out, never guessed."""
    found = [b for b in doc.get("boxes") or [] if b.get("box") == box]
    if not found:
        return []
    try:
        profile = parse_round(doc).profile
    except DealerAssistError:
        return []
    up_position = rules_for(profile).dealer_up_card
    actions: Sequence[dict[str, Any]] = found[0].get("actions") or []
    out = []
    for k, action in enumerate(actions):
        try:
            advice: Advice = advise(_before(doc, box, k, up_position), box)
        except DealerAssistError:
            continue
        if len(advice.options) < 2:
            continue
        best = advice.best
        chosen = next((o for o in advice.options if _same_action(o, action)), None)
        out.append(
            DecisionReview(
                box=box,
                stage=advice.stage,
                chosen=chosen.label if chosen else "",
                chosen_ev=chosen.ev if chosen else None,
                best=best.label,
                best_ev=best.ev,
                method=chosen.method if chosen else best.method,
                chosen_action=chosen.action if chosen else None,
                best_action=best.action,
            )
        )
    return out
