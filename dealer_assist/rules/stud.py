"""Five-card stud games: Novo Poker, Russian Poker, Poker sin descarte (docs/rules.md §2-5).

One family, told apart by the profile's options (exchange, sixth card, bought card, second
hand, insurance, Express Bonus, BONUS, Seguro, instant payout, buying the dealer a game).
Each action has ``verify`` (raises a :class:`RuleError` naming the box and the rule),
``can`` (a bool for the GUI) and ``apply`` (returns the new frozen :class:`BoxState`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal

from dealer_assist import messages
from dealer_assist.cards import Card, find_duplicate
from dealer_assist.errors import RuleError
from dealer_assist.evaluator import HandCategory, HandValue, category_of_cards, evaluate
from dealer_assist.hands import Combination, TwoHands, best_two_hands
from dealer_assist.messages import msg
from dealer_assist.money import EVEN, require_whole_units, round_down
from dealer_assist.profile import BONUS_ROWS, MAIN_ROWS, Options, Profile
from dealer_assist.rules import settlement as st
from dealer_assist.rules.bonus import best_row
from dealer_assist.rules.game import BoxHand, GameRules, InsuranceLimits, TableCards, WagerField
from dealer_assist.rules.model import (
    BUY,
    BUY_CARD,
    BUY_DEALER_GAME,
    EXCHANGE,
    FOLD,
    INSURE,
    PLAY,
    Action,
    BoxState,
    DealerView,
    Status,
)

# Phases of a live round in which each action may be taken (None: replaying a round file,
# where the order of each box's actions is checked instead).
DECISIONS, DRAWS, BUY_CARDS, INSURANCE, DEALER = "decisions", "draws", "buy_cards", "insurance", "dealer"
_ACTION_PHASES = {
    FOLD: (DECISIONS,),
    PLAY: (DECISIONS,),
    EXCHANGE: (DECISIONS,),
    BUY: (DECISIONS,),
    BUY_CARD: (BUY_CARDS,),
    INSURE: (INSURANCE,),
    BUY_DEALER_GAME: (DEALER,),
}


class StudRules(GameRules):
    """The rules of one five-card stud profile."""

    family = "stud"
    hand_size = 5
    dealer_size = 5
    board_size = 0
    streets: tuple[str, ...] = ()
    decision_phases: tuple[str, ...] = (DECISIONS, BUY_CARDS, INSURANCE, DEALER)

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        self.options = profile.options
        self.main = profile.category_table("main")
        self.instant = profile.category_table("instant_payout") if self.options.instant_payout else {}
        self.seguro = profile.category_table("seguro") if self.options.seguro else {}

    @staticmethod
    def pay_tables_needed(options: Options) -> dict[str, tuple[str, ...]]:
        """The pay tables a stud profile with these options gives, and the rows each must
        have (docs/rules.md §2-5)."""
        need: dict[str, tuple[str, ...]] = {"main": MAIN_ROWS}
        if options.express_bonus != "off":
            need["express_bonus"] = BONUS_ROWS
        if options.bonus:
            need["bonus"] = BONUS_ROWS
        if options.instant_payout:
            need["instant_payout"] = ("STRAIGHT_FLUSH", "ROYAL_FLUSH")
        if options.seguro:
            need["seguro"] = ()  # any categories the casino pays; at least one row
        return need

    @property
    def dealer_up_card(self) -> int:
        """The dealer's face-up card, from the profile's dealing."""
        return self.profile.dealing.dealer_up_card

    # -- before the deal ------------------------------------------------------------------

    def wager_fields(self) -> tuple[WagerField, ...]:
        """Ante; Express Bonus (at least the Ante) and on the dealer; BONUS; Seguro, as the
        profile offers them (docs/rules.md §2, §4, §5)."""
        t, o = self.profile.table, self.options
        out = [WagerField("ante", True, t.min_bet, t.max_bet)]
        if o.express_bonus != "off":
            required = o.express_bonus == "required"
            out.append(WagerField("express_bonus", required, t.side_min, t.side_max, at_least="ante"))
            out.append(WagerField("express_bonus_dealer", False, t.side_min, t.side_max))
        if o.bonus:
            out.append(WagerField("bonus", False, t.side_min, t.side_max))
        if o.seguro:
            out.append(WagerField("seguro", False, t.side_min, t.side_max))
        return tuple(out)

    def blind_play_multiples(self) -> tuple[int, ...]:
        """None: a blind box's Bet is fixed at 2 x Ante."""
        return ()

    # -- the deal ---------------------------------------------------------------------

    def dealt(self, state: BoxState, cards: Sequence[Card], blind_play: int | None = None) -> BoxState:
        """The box has its five cards: decisions are due, or the instant payout ends it."""
        cards = tuple(cards)
        if len(cards) != self.hand_size:
            raise RuleError(msg("refusal.deal_count", n=len(cards), want=self.hand_size), box=state.box, rule="deal")
        status = Status.DEALT
        if self.instant and category_of_cards(cards) in self.instant:
            status = Status.INSTANT
        new = state.with_(dealt=cards, cards=cards, status=status)
        if state.blind_box and status is Status.DEALT:
            # A blind box's Ante and Bet were fixed before the deal: it takes no decisions.
            new = new.with_(status=Status.PLAYED, bet=2 * state.wagers.ante)
        return new

    # -- allowed actions ----------------------------------------------------------------

    def street_of(self, s: BoxState) -> str | None:
        """The stud games are not played street by street."""
        return None

    def allowed(self, s: BoxState, phase: str | None = None, dealer: DealerView | None = None) -> list[str]:
        """The actions this box may take now, for the GUI's buttons."""
        names = [FOLD, PLAY, EXCHANGE, BUY, BUY_CARD, INSURE, BUY_DEALER_GAME]
        return [n for n in names if self.can(s, Action(n), phase, dealer, probe=True)]

    def verify(
        self,
        s: BoxState,
        action: Action,
        phase: str | None = None,
        dealer: DealerView | None = None,
        *,
        probe: bool = False,
    ) -> None:
        """Raise :class:`RuleError` unless ``action`` is allowed on this box now.

        ``probe`` checks only whether the kind of action is open (for buttons), not the
        cards or the amount that go with it."""
        box, do = s.box, action.do
        if do not in _ACTION_PHASES:
            raise RuleError(
                msg("refusal.not_an_action", action=do, game=messages.game(self.profile.name, self.profile.title)),
                box=box,
                rule="actions",
            )
        if phase is not None and phase not in _ACTION_PHASES[do]:
            raise RuleError(
                msg("refusal.not_now", action=messages.action(do), phase=messages.phase(phase)),
                box=box,
                rule="order of play",
            )
        if s.pending is not None:
            raise RuleError(
                msg("refusal.waiting_for_draw", action=messages.action(s.pending.do)), box=box, rule="order of play"
            )
        if s.status is Status.WAITING:
            raise RuleError(msg("refusal.no_cards_yet"), box=box, rule="order of play")
        if s.status is Status.INSTANT:
            raise RuleError(
                msg("refusal.paid_instantly", hand=messages.hand(evaluate(s.dealt).category.name)),
                box=box,
                rule="instant payout",
            )
        if s.status is Status.FOLDED:
            raise RuleError(msg("refusal.folded"), box=box, rule="decisions are final")
        if s.blind_box:
            raise RuleError(msg("refusal.blind_no_decisions"), box=box, rule="blind boxes")
        getattr(self, f"_verify_{do}")(s, action, dealer, probe)

    def _first_decision(self, s: BoxState, what: str, english: str = "") -> None:
        if s.status is not Status.DEALT:
            already = (
                msg("done.exchanged")
                if s.exchanged
                else msg("done.bought_sixth")
                if s.bought_sixth
                else messages.status(s.status.value)
            )
            raise RuleError(
                msg("refusal.already_decided", action=messages.action(what, english), done=already),
                box=s.box,
                rule="one exchange or one buy",
            )

    def _verify_fold(self, s: BoxState, a: Action, d: DealerView | None, probe: bool) -> None:
        if s.status not in (Status.DEALT, Status.DRAWN):
            raise RuleError(
                msg("refusal.cannot_fold", status=messages.status(s.status.value)),
                box=s.box,
                rule="decisions are final",
            )

    _verify_play = _verify_fold

    def _verify_exchange(self, s: BoxState, a: Action, d: DealerView | None, probe: bool) -> None:
        if not self.options.exchange:
            raise RuleError(msg("refusal.no_exchange"), box=s.box, rule="exchange")
        self._first_decision(s, EXCHANGE)
        if probe:
            return
        low = self.options.exchange_min_cards
        if not low <= len(a.discard) <= 5:
            raise RuleError(
                msg("refusal.exchange_count", low=low, count=len(a.discard)),
                box=s.box,
                rule="exchange_min_cards",
            )
        self._check_discard(s, a.discard)
        if a.draw and len(a.draw) != len(a.discard):
            raise RuleError(
                msg("refusal.discard_draw_count", n=len(a.discard), drawn=len(a.draw)), box=s.box, rule="exchange"
            )

    def _verify_buy(self, s: BoxState, a: Action, d: DealerView | None, probe: bool) -> None:
        if not self.options.buy_sixth_card:
            raise RuleError(msg("refusal.no_sixth_card"), box=s.box, rule="buy a sixth card")
        self._first_decision(s, BUY, "buy a sixth card")
        if not probe and len(a.draw) > 1:
            raise RuleError(msg("refusal.sixth_card_one", count=len(a.draw)), box=s.box, rule="buy a sixth card")

    def _verify_buy_card(self, s: BoxState, a: Action, d: DealerView | None, probe: bool) -> None:
        if not self.options.buy_card:
            raise RuleError(msg("refusal.no_bought_card"), box=s.box, rule="comprar carta")
        if s.status is not Status.PLAYED:
            raise RuleError(msg("refusal.buy_card_called"), box=s.box, rule="comprar carta")
        if s.bought_card:
            raise RuleError(msg("refusal.already_bought_card"), box=s.box, rule="comprar carta")
        if d is not None and d.opened:
            raise RuleError(msg("refusal.dealer_opened"), box=s.box, rule="comprar carta")
        if probe:
            return
        if len(a.discard) != 1:
            raise RuleError(msg("refusal.give_up_one", count=len(a.discard)), box=s.box, rule="comprar carta")
        self._check_discard(s, a.discard)
        if len(a.draw) > 1:
            raise RuleError(msg("refusal.bought_card_one"), box=s.box, rule="comprar carta")

    def _check_discard(self, s: BoxState, discard: Sequence[Card]) -> None:
        dup = find_duplicate(discard)
        if dup is not None:
            raise RuleError(msg("refusal.discarded_twice", card=dup), box=s.box, rule="exchange")
        held = {c.index for c in s.cards}
        for c in discard:
            if c.index not in held:
                raise RuleError(msg("refusal.not_the_box_card", card=c), box=s.box, rule="exchange")

    def insurance_range(self, s: BoxState) -> tuple[Decimal, Decimal] | None:
        """(minimum, maximum) insurance stake for this box now, or None if not offered
        (worked out in :meth:`insurance_limits`)."""
        limits = self.insurance_limits(s)
        return None if limits is None else (limits.low, limits.high)

    def insurance_limits(self, s: BoxState) -> InsuranceLimits | None:
        """The insurance limits of this box now, and their working; None if not offered.

        Minimum: ``insurance_min_ante`` x Ante. Maximum: ``insurance_max_fraction`` x the
        possible win (Bet x principal ratio + Bet x second-hand ratio), and never so much
        that the box's payout with a dealer's "no game" (Ante 1:1 plus insurance) could pass
        the table maximum."""
        o = self.options
        if not o.insurance or s.status is not Status.PLAYED or s.blind_box or s.insurance:
            return None
        two = self.two_hands(s.cards)
        least = HandCategory[o.insurance_min_category]
        categories = [two.principal.category] + ([two.second.category] if two.second else [])
        if max(categories) < least:
            return None
        principal_ratio = self.main[two.principal.category]
        principal_win = principal_ratio.pay(s.bet)
        second = two.second
        second_ratio = self.main[second.category] if second is not None else None
        second_win = second_ratio.pay(s.bet) if second_ratio is not None else Decimal(0)
        table = self.profile.table
        unit = table.chip_unit
        by_fraction = o.insurance_max_fraction * (principal_win + second_win)
        room = table.max_payout - s.wagers.ante
        high = round_down(min(by_fraction, room), unit)
        # Up to whole chips (docs/rules.md §7): with insurance_min_ante 1.5 the least stake is a chip above.
        low = -round_down(-o.insurance_min_ante * s.wagers.ante, unit)
        if high < low:
            return None
        return InsuranceLimits(
            ante=s.wagers.ante,
            min_ante=o.insurance_min_ante,
            bet=s.bet,
            principal=two.principal.category.name,
            principal_ratio=principal_ratio,
            principal_win=principal_win,
            second=second.category.name if second is not None else None,
            second_ratio=second_ratio,
            second_win=second_win,
            fraction=o.insurance_max_fraction,
            by_fraction=by_fraction,
            table_max=table.max_payout,
            room=room,
            chip_unit=unit,
            low=low,
            high=high,
        )

    def _verify_insure(self, s: BoxState, a: Action, d: DealerView | None, probe: bool) -> None:
        o = self.options
        if not o.insurance:
            raise RuleError(msg("refusal.no_insurance"), box=s.box, rule="insurance")
        if s.status is not Status.PLAYED:
            raise RuleError(msg("refusal.insure_played"), box=s.box, rule="insurance")
        if s.insurance:
            raise RuleError(msg("refusal.already_insured"), box=s.box, rule="insurance")
        if s.bought_dealer_game or (d is not None and d.opened):
            raise RuleError(msg("refusal.insurance_closed"), box=s.box, rule="insurance")
        limits = self.insurance_range(s)
        if limits is None:
            raise RuleError(
                msg("refusal.insurance_needs", hand=messages.hand(o.insurance_min_category)),
                box=s.box,
                rule="insurance_min_category",
            )
        if probe:
            return
        low, high = limits
        if a.amount is not None:
            require_whole_units(messages.wager("insurance", "insurance"), a.amount, self.profile.table.chip_unit, s.box)
        if a.amount is None or not low <= a.amount <= high:
            shown = msg("amount.none") if a.amount is None else a.amount
            raise RuleError(
                msg("refusal.insurance_outside", amount=shown, low=low, high=high),
                box=s.box,
                rule="insurance limits",
            )

    def _verify_buy_dealer_game(self, s: BoxState, a: Action, d: DealerView | None, probe: bool) -> None:
        if not self.options.dealer_game_buy:
            raise RuleError(msg("refusal.dealer_game_off"), box=s.box, rule="dealer_game_buy")
        if s.status is not Status.PLAYED:
            raise RuleError(msg("refusal.dealer_game_played"), box=s.box, rule="dealer_game_buy")
        if s.bought_dealer_game:
            raise RuleError(msg("refusal.dealer_game_twice"), box=s.box, rule="dealer_game_buy")
        if d is None or not d.opened:
            raise RuleError(msg("refusal.dealer_not_opened"), box=s.box, rule="dealer_game_buy")
        if d.qualifies:
            raise RuleError(
                msg("refusal.dealer_has_game", hand=messages.hand(d.value.category.name)),
                box=s.box,
                rule="dealer_game_buy",
            )

    # -- applying actions ---------------------------------------------------------------

    def apply(
        self, s: BoxState, action: Action, phase: str | None = None, dealer: DealerView | None = None
    ) -> BoxState:
        """Verify and perform ``action``; the new state. Nothing changes on a RuleError."""
        self.verify(s, action, phase, dealer)
        s = s.with_(actions=(*s.actions, action))
        do = action.do
        ante = s.wagers.ante
        if do == FOLD:
            return s.with_(status=Status.FOLDED)
        if do == PLAY:
            return s.with_(status=Status.PLAYED, bet=2 * ante)
        if do == EXCHANGE:
            s = s.with_(exchanged=True, status=Status.DRAW_PENDING, pending=action)
            return self.receive(s, action.draw) if action.draw else s
        if do == BUY:
            s = s.with_(bought_sixth=True, status=Status.DRAW_PENDING, pending=action)
            return self.receive(s, action.draw) if action.draw else s
        if do == BUY_CARD:
            s = s.with_(bought_card=True, pending=action)
            return self.receive(s, action.draw) if action.draw else s
        if do == INSURE:
            assert action.amount is not None
            return s.with_(insurance=action.amount)
        if do == BUY_DEALER_GAME:
            return s.with_(bought_dealer_game=True)
        raise AssertionError(do)  # pragma: no cover - verify() refused it

    def replay(self, state: BoxState, actions: Sequence[Action], dealer: Sequence[Card]) -> BoxState:
        """A dealt box after a round file's actions: each sees the dealer's hand only when
        it buys the dealer a game, and each exchange or bought card comes with its cards."""
        todo = list(actions)
        if state.blind_box and todo and todo[0].do == PLAY:
            todo = todo[1:]  # the blind box's Bet was placed before the deal
        for a in todo:
            view = DealerView(opened=a.do == BUY_DEALER_GAME, cards=tuple(dealer))
            state = self.apply(state, a, None, view)
            if state.pending is not None:
                raise RuleError(msg("refusal.drawn_missing", action=messages.action(a.do)), box=state.box, rule=a.do)
        return state

    def cards_wanted(self, s: BoxState) -> int:
        """How many cards the box's pending exchange, sixth card or bought card needs."""
        if s.pending is None:
            return 0
        return 1 if s.pending.do in (BUY, BUY_CARD) else len(s.pending.discard)

    def receive(self, s: BoxState, draw: Sequence[Card]) -> BoxState:
        """The drawn cards of the pending exchange / sixth card / bought card arrive."""
        pending = s.pending
        if pending is None:
            raise RuleError(msg("refusal.nothing_waiting"), box=s.box, rule="order of play")
        want = self.cards_wanted(s)
        if len(draw) != want:
            raise RuleError(msg("refusal.cards_wanted", n=want, given=len(draw)), box=s.box, rule=pending.do)
        gone = {c.index for c in pending.discard}
        cards = tuple(c for c in s.cards if c.index not in gone) + tuple(draw)
        completed = Action(pending.do, pending.discard, tuple(draw), pending.amount)
        actions = s.actions[:-1] + (completed,) if s.actions and s.actions[-1] is pending else s.actions
        status = Status.PLAYED if pending.do == BUY_CARD else Status.DRAWN
        return s.with_(cards=cards, pending=None, status=status, actions=actions)

    # -- hands ---------------------------------------------------------------------------

    def two_hands(self, cards: Sequence[Card]) -> TwoHands:
        if self.options.second_hand:
            return best_two_hands(cards, self.main)
        return TwoHands(evaluate(cards), None)

    def dealer_bought_hand(self, dealer: Sequence[Card], draw: Card) -> tuple[Card, ...]:
        """The dealer's hand after a bought game: the highest card replaced by ``draw``."""
        highest = max(dealer, key=lambda c: c.rank)
        return tuple(draw if c is highest else c for c in dealer)

    def box_hand(self, s: BoxState, board: Sequence[Card]) -> BoxHand | None:
        """The principal hand (and second hand) once the box's cards are all in."""
        if not s.cards or s.pending is not None:
            return None
        two = self.two_hands(s.cards)
        second = two.second.category.name if two.second is not None else None
        return BoxHand(two.principal.category.name, second)

    def dealer_hand(self, dealer: Sequence[Card], board: Sequence[Card], bought: Card | None) -> str:
        """The dealer's hand as opened, or after a bought game the new hand."""
        cards = tuple(dealer) if bought is None else self.dealer_bought_hand(dealer, bought)
        return evaluate(cards).category.name

    def side_bets(self, s: BoxState, table: TableCards) -> list[st.Line]:
        """Express Bonus, BONUS and Seguro: declared on the first five cards right after the
        deal; the Express Bonus on the dealer once the dealer's five cards are open."""
        if not s.dealt:
            return []
        return self._express_lines(s, table.dealer, table.boxes) + self._first_five_lines(s)

    def _express_lines(self, s: BoxState, dealer: Sequence[Card], boxes: Mapping[int, BoxState]) -> list[st.Line]:
        w = s.wagers
        lines: list[st.Line] = []
        if w.express_bonus:
            lines.append(self._bonus_line("express_bonus", w.express_bonus, s.dealt, "express_bonus"))
        if w.express_bonus_dealer and len(dealer) == 5:
            lines.append(
                self._bonus_line(
                    "express_bonus_dealer", w.express_bonus_dealer, dealer, "express_bonus", target="dealer"
                )
            )
        for bet in w.express_bonus_box:
            target = boxes.get(bet.box)
            if target is not None and target.dealt:
                lines.append(
                    self._bonus_line(
                        "express_bonus_box", bet.amount, target.dealt, "express_bonus", target=f"box {bet.box}"
                    )
                )
        return lines

    def _first_five_lines(self, s: BoxState) -> list[st.Line]:
        """BONUS and Seguro, on the box's first five cards (lost on a fold as the sheets say)."""
        w = s.wagers
        lines: list[st.Line] = []
        if w.bonus:
            if s.folded and not (s.exchanged or s.bought_sixth):
                lines.append(st.lose("bonus", w.bonus, note=msg("note.bonus_lost_on_fold")))
            else:
                lines.append(self._bonus_line("bonus", w.bonus, s.dealt, "bonus"))
        if w.seguro:
            if s.folded:
                lines.append(st.lose("seguro", w.seguro, note=msg("word.folded")))
            else:
                category = evaluate(s.dealt).category
                ratio = self.seguro.get(category)
                if ratio is None:
                    lines.append(st.lose("seguro", w.seguro, hand=category.name))
                else:
                    lines.append(st.win("seguro", w.seguro, ratio, self.profile.table.chip_unit, hand=category.name))
        return lines

    def bought_dealer_hand(
        self, states: Sequence[BoxState], dealer: Sequence[Card], bought_draw: Card | None
    ) -> tuple[Card, ...] | None:
        """The dealer's new hand when a box bought the dealer a game; the bought card and the
        buyers must go together (docs/rules.md §2)."""
        buyers = [s.box for s in states if s.bought_dealer_game]
        if buyers and bought_draw is None:
            raise RuleError(msg("refusal.buyers_missing_card"), box=buyers[0], rule="dealer_game_buy")
        if bought_draw is not None and not buyers:
            raise RuleError(msg("refusal.bought_card_no_buyer"), rule="dealer_game_buy")
        return None if bought_draw is None else self.dealer_bought_hand(dealer, bought_draw)

    def dealer_result(
        self, dealer: Sequence[Card], bought: Sequence[Card] | None, board: Sequence[Card]
    ) -> st.DealerResult:
        value = evaluate(dealer)
        result = st.DealerResult(tuple(dealer), value.category.name, value.category >= HandCategory.ACE_KING)
        if bought is not None:
            again = evaluate(bought)
            result = st.DealerResult(
                result.cards,
                result.hand,
                result.qualifies,
                st.DealerResult(tuple(bought), again.category.name, again.category >= HandCategory.ACE_KING),
            )
        return result

    # -- settlement ------------------------------------------------------------------------

    def settle_box(self, s: BoxState, table_cards: TableCards) -> st.BoxSettlement:
        """The lines of one box, after the table maximum."""
        dealer, bought_dealer = table_cards.dealer, table_cards.bought_dealer
        table = self.profile.table
        unit = table.chip_unit
        ante = s.wagers.ante
        shown: dict[str, object] = {"cards": s.cards, "blind_box": s.blind_box, "status": s.status.value}

        # Side bets, settled on first five cards (docs/rules.md §2, §4, §5).
        lines = self._express_lines(s, dealer, table_cards.boxes) + self._first_five_lines(s)

        # Fees, kept by the house whatever happens.
        if s.exchanged:
            lines.append(st.fee("exchange", ante))
        if s.bought_sixth:
            lines.append(st.fee("sixth_card", ante))
        if s.bought_card:
            lines.append(st.fee("buy_card", ante))
        if s.bought_dealer_game:
            lines.append(st.fee("dealer_game", ante))

        if s.status is Status.INSTANT:
            category = evaluate(s.dealt).category
            lines.append(st.win("instant_payout", ante, self.instant[category], unit, hand=category.name))
            shown.update(hand=category.name, cards=s.dealt)
            return st.finish_box(s.box, lines, table, **shown)
        if s.status is Status.FOLDED:
            lines.append(st.lose("ante", ante, note=msg("word.folded")))
            return st.finish_box(s.box, lines, table, **shown)
        if s.status is not Status.PLAYED:
            raise RuleError(
                msg("refusal.not_settled_box", status=messages.status(s.status.value)), box=s.box, rule="settlement"
            )

        two = self.two_hands(s.cards)
        principal = two.principal
        shown.update(hand=principal.category.name)
        if two.second is not None:
            shown.update(second_hand=two.second.category.name, second_hand_cards=two.second.cards)
        first = evaluate(dealer)
        dealer_qualifies = first.category >= HandCategory.ACE_KING

        if s.insurance:
            lines.append(self._insurance_line(s.insurance, principal, first, dealer_qualifies))

        against = first
        if not dealer_qualifies and s.bought_dealer_game:
            if bought_dealer is None:
                raise RuleError(msg("refusal.bought_card_missing"), box=s.box, rule="dealer_game_buy")
            against = evaluate(bought_dealer)
            if against.category < HandCategory.ACE_KING:
                lines.append(st.push("ante", ante, note=msg("note.bought_game_no_game")))
                lines.append(st.push("bet", s.bet, hand=principal.category.name))
                return st.finish_box(s.box, lines, table, **shown)
        elif not dealer_qualifies:
            lines.append(st.win("ante", ante, EVEN, unit, note=msg("note.dealer_no_game")))
            lines.append(st.push("bet", s.bet, hand=principal.category.name))
            return st.finish_box(s.box, lines, table, **shown)

        if principal > against:
            if self.options.ante_on_win == "even":
                lines.append(st.win("ante", ante, EVEN, unit))
            else:
                lines.append(st.push("ante", ante))
            lines.append(st.win("bet", s.bet, self.main[principal.category], unit, hand=principal.category.name))
            if two.second is not None:
                lines.append(self._second_line(s.bet, two.second, unit))
        elif principal == against:
            lines.append(st.push("ante", ante, note=msg("note.tie")))
            lines.append(st.push("bet", s.bet, hand=principal.category.name, note=msg("note.tie")))
        else:
            lines.append(st.lose("ante", ante))
            lines.append(st.lose("bet", s.bet, hand=principal.category.name))
        return st.finish_box(s.box, lines, table, **shown)

    def _second_line(self, bet: Decimal, second: Combination, unit: Decimal) -> st.Line:
        ratio = self.main[second.category]
        line = st.win("second_hand", bet, ratio, unit, hand=second.category.name)
        # The second hand is paid on the Bet; it has no stake of its own (docs/round-file.md).
        return st.Line(
            line.wager,
            line.outcome,
            line.net,
            None,
            line.ratio,
            line.hand,
            line.exact,
            note=msg("note.cards", cards=tuple(second.cards)),
        )

    def _insurance_line(self, stake: Decimal, principal: HandValue, dealer: HandValue, qualifies: bool) -> st.Line:
        """Settled against the dealer's hand as first opened (docs/rules.md §2)."""
        unit = self.profile.table.chip_unit
        if not qualifies:
            return st.win("insurance", stake, EVEN, unit, note=msg("note.dealer_no_game"))
        if principal > dealer:
            return st.lose("insurance", stake, note=msg("note.insurance_lost"))
        if principal == dealer and self.options.insurance_on_tie == "lose":
            return st.lose("insurance", stake, note=msg("note.tie_insurance_lost"))
        return st.push("insurance", stake, note=msg("note.insurance_push"))

    def _bonus_line(
        self, wager: str, stake: Decimal, five: Sequence[Card], table: str, target: str | None = None
    ) -> st.Line:
        found = best_row(five, self.profile.pay_tables[table])
        if found is None:
            return st.lose(wager, stake, target=target)
        row, ratio = found
        return st.win(wager, stake, ratio, self.profile.table.chip_unit, hand=row, target=target)


def qualifies(cards: Sequence[Card]) -> bool:
    """The stud dealer qualifies with Ace-King or better."""
    return evaluate(cards).category >= HandCategory.ACE_KING
