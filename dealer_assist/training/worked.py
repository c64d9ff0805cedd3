"""Worked answers: the rules a settled box involves, and the insurance limits worked out
step by step from the profile (the figures the engine's :meth:`insurance_range` gives)."""

from __future__ import annotations

from dealer_assist.evaluator import HandCategory
from dealer_assist.rules.game import GameRules, InsuranceLimits
from dealer_assist.rules.model import BoxState
from dealer_assist.rules.settlement import CAPPED, FEE_WAGERS, SIDE_WAGERS, WIN, BoxSettlement, DealerResult

# The rules a drill can be about, in the words docs/rules.md uses. Focus mode draws drills on
# the rules a trainee got wrong.
RULES = {
    "table_max": "table maximum (docs/rules.md §7)",
    "side_bet_max": "side bet maximum (docs/rules.md §7)",
    "second_hand": "second hand (docs/rules.md §3)",
    "six_cards": "six-card box (docs/rules.md §3)",
    "insurance": "insurance (docs/rules.md §2)",
    "insurance_limit_table": "insurance limited by the table maximum (docs/rules.md §2)",
    "dealer_no_game": "dealer without a game (docs/rules.md §2, §5, §6)",
    "dealer_game": "bought dealer game (docs/rules.md §2)",
    "fees": "exchange, sixth card and bought card fees (docs/rules.md §2, §5)",
    "side_bets": "Express Bonus, BONUS, Seguro, Trips (docs/rules.md §2, §4-6)",
    "instant_payout": "instant payout (docs/rules.md §2)",
    "blind_table": "Blind pay table (docs/rules.md §6)",
    "blind_box": "blind box",
    "fold": "folded box",
    "tie": "tie with the dealer",
    "rounding": "rounding down to the chip unit (docs/rules.md §7)",
}


def rules_of_box(b: BoxSettlement, dealer: DealerResult) -> set[str]:
    """The rules the settlement of one box involves (names of :data:`RULES`)."""
    tags: set[str] = set()
    for ln in b.lines:
        if ln.outcome == CAPPED:
            tags.add(ln.wager)  # table_max / side_bet_max
        elif ln.wager in FEE_WAGERS:
            tags.add("fees")
        elif ln.wager in SIDE_WAGERS:
            tags.add("side_bets")
        elif ln.wager in ("second_hand", "insurance", "instant_payout"):
            tags.add(ln.wager)
        elif ln.wager == "blind" and ln.outcome == WIN:
            tags.add("blind_table")
        if ln.exact is not None:
            tags.add("rounding")
        if ln.note is not None and ln.note.key.startswith("note.tie"):
            tags.add("tie")
    if b.status == "folded":
        tags.add("fold")
    if b.blind_box:
        tags.add("blind_box")
    if len(b.cards) == 6:
        tags.add("six_cards")
    if b.second_hand:
        tags.add("second_hand")
    if not dealer.qualifies:
        tags.add("dealer_no_game")
    if dealer.bought_game is not None:
        tags.add("dealer_game")
    return tags


InsuranceWork = InsuranceLimits
"""How a box's insurance limits are worked out: the rules' own working
(:meth:`~dealer_assist.rules.game.GameRules.insurance_limits`), so the trainee's answer is
the engine's."""


def insurance_work(rules: GameRules, state: BoxState) -> InsuranceWork | None:
    """The working of a box's insurance limits from the profile, or None when the box may
    not insure (then the rules' ``insurance_range`` is None too)."""
    return rules.insurance_limits(state)


SECOND_HAND_CHOICES = ("NONE",) + tuple(
    c.name for c in HandCategory if HandCategory.ACE_KING <= c < HandCategory.ROYAL_FLUSH
)
"""The answers a "which second hand?" drill offers (``NONE``: the box has no second hand;
a royal flush is never a second hand: it would need a second royal in six cards)."""
