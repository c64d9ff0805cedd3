"""What every game's rules answer: the one protocol the round flow, training, the screens
and analysis ask, so that no code outside ``dealer_assist/rules/`` tells the game families
apart (docs/rules-protocol.md).

:class:`~dealer_assist.rules.stud.StudRules` (Novo, Russian, Caribbean / sin descarte) and
:class:`~dealer_assist.rules.holdem.HoldemRules` (Ultimate Texas Hold'em) implement it; a
rule that differs between the families is a member here, answered once in each class.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Protocol, runtime_checkable

from dealer_assist.cards import Card
from dealer_assist.errors import RuleError
from dealer_assist.money import Ratio, fmt
from dealer_assist.profile import Options, Profile
from dealer_assist.rules import settlement as st
from dealer_assist.rules.model import Action, BoxState, DealerView


@dataclass(frozen=True)
class WagerField:
    """One wager a box may place before the deal, as the screen offers it."""

    name: str
    """Round-file name: ``ante``, ``blind``, ``trips``, ``express_bonus`` ..."""
    required: bool
    low: Decimal
    high: Decimal
    equals: str | None = None
    """Must equal this other wager (hold'em: the Blind equals the Ante)."""
    at_least: str | None = None
    """Must be at least this other wager (Novo: the Express Bonus is at least the Ante)."""


@dataclass(frozen=True)
class BoxHand:
    """A box's hand by category name (``PAIR``), and its second hand if it has one."""

    principal: str
    second: str | None = None


@dataclass(frozen=True)
class TableCards:
    """What lies on the table around one box when its side bets are declared or the box is
    settled: the dealer's cards (empty until they may be seen), the board, the dealer's hand
    after a bought game, and every box (an Express Bonus may be placed on another box)."""

    dealer: tuple[Card, ...] = ()
    board: tuple[Card, ...] = ()
    bought_dealer: tuple[Card, ...] | None = None
    boxes: Mapping[int, BoxState] = field(default_factory=dict)


@dataclass(frozen=True)
class InsuranceLimits:
    """How a box's insurance limits are worked out (docs/rules.md §2, insurance): the
    figures the rules compute the limits from, kept so a trainee sees the same working.

    minimum = ``min_ante`` x Ante, up to whole chips; maximum = the smaller of ``fraction``
    x the possible win (Bet x the principal hand's ratio, plus Bet x the second hand's
    ratio) and the table maximum less the Ante (the Ante is paid 1:1 when the dealer has no
    game), rounded down to the chip unit."""

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
        least = self.min_ante * self.ante
        minimum = f"minimum: {fmt(self.min_ante)} x Ante {fmt(self.ante)} = {fmt(least)}"
        if least != self.low:
            minimum += f", up to the chip ({fmt(self.chip_unit)}) = {fmt(self.low)}"
        out = [minimum]
        possible = f"Bet {fmt(self.bet)} x {self.principal_ratio} ({self.principal}) = {fmt(self.principal_win)}"
        if self.second is not None:
            possible += f" + Bet {fmt(self.bet)} x {self.second_ratio} (second hand {self.second})"
            possible += f" = {fmt(self.principal_win)} + {fmt(self.second_win)} = {fmt(self.possible)}"
        out.append("possible win: " + possible)
        out.append(f"{fmt(self.fraction * 100)}% of {fmt(self.possible)} = {fmt(self.by_fraction)}")
        out.append(f"table maximum {fmt(self.table_max)} - Ante {fmt(self.ante)} = {fmt(self.room)}")
        out.append(f"maximum: the smaller, rounded down to the chip unit {fmt(self.chip_unit)} = {fmt(self.high)}")
        return out


@runtime_checkable
class GameRules(Protocol):
    """The rules of one game, as everything outside ``rules/`` asks them."""

    family: str
    """``stud`` or ``holdem``: the profile's family, for the round file and the log only;
    nothing outside ``rules/`` branches on it."""
    hand_size: int
    """Cards a box is dealt."""
    dealer_size: int
    """Cards the dealer is dealt."""
    board_size: int
    """Community cards on the board (0: the game has no board)."""
    streets: tuple[str, ...]
    """The betting streets, in order (``preflop``, ``flop``, ``river``); empty in games
    whose decisions are not taken street by street."""
    decision_phases: tuple[str, ...]
    """The rules' phases in which boxes decide, in the order a round reaches them; the
    first is the one right after the deal."""
    profile: Profile
    options: Options

    @property
    def dealer_up_card(self) -> int | None:
        """Which dealer card (1-based) lies face up from the deal, or None (all face down
        until the showdown)."""
        ...

    # -- before the deal ---------------------------------------------------------------------

    def wager_fields(self) -> tuple[WagerField, ...]:
        """The wagers a box may place in this game, with their limits, in the order the
        screen shows them: the only list of the wagers a game offers."""
        ...

    def blind_play_multiples(self) -> tuple[int, ...]:
        """The Play multiples a blind box chooses from before the deal (empty: a blind
        box's Bet is fixed by the rules)."""
        ...

    # -- the deal and the decisions ----------------------------------------------------------

    def dealt(self, state: BoxState, cards: Sequence[Card], blind_play: int | None = None) -> BoxState:
        """The box has its cards (``blind_play``: the blind box's Play chosen before the deal)."""
        ...

    def allowed(self, s: BoxState, phase: str | None = None, dealer: DealerView | None = None) -> list[str]: ...

    def can(
        self,
        s: BoxState,
        action: Action,
        phase: str | None = None,
        dealer: DealerView | None = None,
        *,
        probe: bool = False,
    ) -> bool:
        """Whether :meth:`verify` lets ``action`` through (a button's state): one answer for
        every game, so each class that implements the protocol inherits it."""
        try:
            self.verify(s, action, phase, dealer, probe=probe)
        except RuleError:
            return False
        return True

    def verify(
        self,
        s: BoxState,
        action: Action,
        phase: str | None = None,
        dealer: DealerView | None = None,
        *,
        probe: bool = False,
    ) -> None: ...

    def apply(
        self, s: BoxState, action: Action, phase: str | None = None, dealer: DealerView | None = None
    ) -> BoxState: ...

    def street_of(self, s: BoxState) -> str | None:
        """The street on which this box has a decision due, or None (also in games not
        played street by street)."""
        ...

    def replay(self, state: BoxState, actions: Sequence[Action], dealer: Sequence[Card]) -> BoxState:
        """A dealt box after the actions a round file gives it, in order."""
        ...

    def cards_wanted(self, s: BoxState) -> int:
        """Cards the box's pending exchange, sixth card or bought card still needs."""
        ...

    def receive(self, s: BoxState, draw: Sequence[Card]) -> BoxState:
        """The drawn cards of the pending exchange / sixth card / bought card arrive."""
        ...

    def insurance_limits(self, s: BoxState) -> InsuranceLimits | None:
        """The insurance limits of this box now and how they are worked out, or None if the
        box may not insure."""
        ...

    def insurance_range(self, s: BoxState) -> tuple[Decimal, Decimal] | None:
        """(minimum, maximum) insurance stake for this box now, or None if not offered."""
        ...

    # -- what the screens name ---------------------------------------------------------------

    def box_hand(self, s: BoxState, board: Sequence[Card]) -> BoxHand | None:
        """The box's hand now, by category name, once it can be named (None before)."""
        ...

    def dealer_hand(self, dealer: Sequence[Card], board: Sequence[Card], bought: Card | None) -> str:
        """The dealer's hand as shown once it is open (after a bought game, the new hand)."""
        ...

    def side_bets(self, s: BoxState, table: TableCards) -> list[st.Line]:
        """The box's side bets whose result is declared already (the same lines the
        settlement shows): what the game settles before the showdown."""
        ...

    # -- settlement --------------------------------------------------------------------------

    def bought_dealer_hand(
        self, states: Sequence[BoxState], dealer: Sequence[Card], bought_draw: Card | None
    ) -> tuple[Card, ...] | None:
        """The dealer's hand after a bought game, or None; refused when the buyers and the
        bought card do not match."""
        ...

    def settle_box(self, s: BoxState, table: TableCards) -> st.BoxSettlement:
        """The lines of one box whose every decision is taken, after the table maximum."""
        ...

    def dealer_result(
        self, dealer: Sequence[Card], bought: Sequence[Card] | None, board: Sequence[Card]
    ) -> st.DealerResult: ...
