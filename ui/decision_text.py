"""What a box's decisions were worth, in the reader's language: the pit boss's round
detail and the trainee's feedback ("Play was worth +0.42 Ante more than Fold")."""

from __future__ import annotations

from typing import Any

from dealer_assist.analysis.review import DecisionReview, review_box
from dealer_assist.errors import DealerAssistError
from ui.i18n import QT_TRANSLATE_NOOP, action_name, translate

_STAGES = {
    "decision": QT_TRANSLATE_NOOP("Review", "First decision"),
    "after the draw": QT_TRANSLATE_NOOP("Review", "After the draw"),
    "after playing": QT_TRANSLATE_NOOP("Review", "After playing"),
    "pre-flop": QT_TRANSLATE_NOOP("Review", "Pre-flop"),
    "flop": QT_TRANSLATE_NOOP("Review", "Flop"),
    "river": QT_TRANSLATE_NOOP("Review", "River"),
}


def option_name(action: dict[str, Any]) -> str:
    """An option of ``advise`` as the screens name actions (cards by their codes)."""
    do = str(action.get("do", ""))
    if do == "none":
        return translate("Review", "Keep")
    name = action_name(f"play:{action['multiple']}" if do == "play" and "multiple" in action else do)
    extra = action.get("discard") or ([action["amount"]] if "amount" in action else [])
    return " ".join([name, *map(str, extra)])


def review_sentence(r: DecisionReview) -> str:
    stage = translate("Review", str(_STAGES.get(r.stage, r.stage)))
    best = option_name(r.best_action or {})
    if r.chosen_action is None or r.margin is None:
        text = translate("Review", "Best: {best} ({ev} Ante)").format(best=best, ev=f"{r.best_ev:+.2f}")
    elif r.margin <= 1e-9:
        text = translate("Review", "{chosen}: the best decision ({ev} Ante)").format(
            chosen=option_name(r.chosen_action), ev=f"{r.best_ev:+.2f}"
        )
    else:
        text = translate("Review", "{best} was worth {margin} Ante more than {chosen}").format(
            best=best, margin=f"{r.margin:+.2f}", chosen=option_name(r.chosen_action)
        )
    return f"{stage}: {text}"


def review_lines(round_file: dict[str, Any], box: int) -> list[str]:
    """One translated line per decision of ``box``; none when the round cannot be valued."""
    try:
        return [review_sentence(r) for r in review_box(round_file, box)]
    except DealerAssistError:
        return []
