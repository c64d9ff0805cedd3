"""Worked answers: the rules a settled box involves, and the insurance limits worked out
step by step from the profile (the figures the engine's :meth:`insurance_range` gives)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from dealer_assist.evaluator import HandCategory
from dealer_assist.money import Ratio, fmt, round_down
from dealer_assist.rules.model import BoxState
from dealer_assist.rules.settlement import CAPPED, FEE_WAGERS, SIDE_WAGERS, WIN, BoxSettlement, DealerResult
from dealer_assist.rules.stud import StudRules

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


@dataclass(frozen=True)
class InsuranceWork:
    """How a box's insurance limits are worked out (docs/rules.md §2, insurance).

    minimum = ``min_ante`` x Ante; maximum = the smaller of ``fraction`` x the possible win
    (Bet x the principal hand's ratio, plus Bet x the second hand's ratio) and the table
    maximum less the Ante (the Ante is paid 1:1 when the dealer has no game), rounded down
    to the chip unit."""

    ante: Decimal
    min_ante: Decimal
    bet: Decimal
    principal: str
    principal_ratio: Ratio
    principal_win: Decimal
    second: str | None
    second_ratio: Ratio | None
    second_win: Decimal
    fraction: Decimal
    by_fraction: Decimal
    table_max: Decimal
    room: Decimal
    chip_unit: Decimal
    low: Decimal
    high: Decimal

    @property
    def possible(self) -> Decimal:
        return self.principal_win + self.second_win

    @property
    def table_limits(self) -> bool:
        """The table maximum, not the possible win, sets the maximum."""
        return self.room < self.by_fraction

    def steps(self) -> list[str]:
        """The working, in English (the screen shows its own translated copy)."""
        out = [f"minimum: {fmt(self.min_ante)} x Ante {fmt(self.ante)} = {fmt(self.low)}"]
        possible = f"Bet {fmt(self.bet)} x {self.principal_ratio} ({self.principal}) = {fmt(self.principal_win)}"
        if self.second is not None:
            possible += f" + Bet {fmt(self.bet)} x {self.second_ratio} (second hand {self.second})"
            possible += f" = {fmt(self.principal_win)} + {fmt(self.second_win)} = {fmt(self.possible)}"
        out.append("possible win: " + possible)
        out.append(f"{fmt(self.fraction * 100)}% of {fmt(self.possible)} = {fmt(self.by_fraction)}")
        out.append(f"table maximum {fmt(self.table_max)} - Ante {fmt(self.ante)} = {fmt(self.room)}")
        out.append(f"maximum: the smaller, rounded down to the chip unit {fmt(self.chip_unit)} = {fmt(self.high)}")
        return out


def insurance_work(rules: StudRules, state: BoxState) -> InsuranceWork | None:
    """The working of a box's insurance limits from the profile, or None when the box may
    not insure (then :meth:`StudRules.insurance_range` is None too)."""
    limits = rules.insurance_range(state)
    if limits is None:
        return None
    o, t = rules.options, rules.profile.table
    two = rules.two_hands(state.cards)
    principal_ratio = rules.main[two.principal.category]
    principal_win = principal_ratio.pay(state.bet)
    second = two.second
    second_ratio = rules.main[second.category] if second is not None else None
    second_win = second_ratio.pay(state.bet) if second_ratio is not None else Decimal(0)
    by_fraction = o.insurance_max_fraction * (principal_win + second_win)
    room = t.max_payout - state.wagers.ante
    low = o.insurance_min_ante * state.wagers.ante
    high = round_down(min(by_fraction, room), t.chip_unit)
    return InsuranceWork(
        ante=state.wagers.ante,
        min_ante=o.insurance_min_ante,
        bet=state.bet,
        principal=two.principal.category.name,
        principal_ratio=principal_ratio,
        principal_win=principal_win,
        second=second.category.name if second is not None else None,
        second_ratio=second_ratio,
        second_win=second_win,
        fraction=o.insurance_max_fraction,
        by_fraction=by_fraction,
        table_max=t.max_payout,
        room=room,
        chip_unit=t.chip_unit,
        low=low,
        high=high,
    )


SECOND_HAND_CHOICES = ("NONE",) + tuple(
    c.name for c in HandCategory if HandCategory.ACE_KING <= c < HandCategory.ROYAL_FLUSH
)
"""The answers a "which second hand?" drill offers (``NONE``: the box has no second hand;
a royal flush is never a second hand: it would need a second royal in six cards)."""
