"""Ultimate Texas Hold'em (docs/rules.md §6)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from dealer_assist import messages
from dealer_assist.cards import Card
from dealer_assist.errors import RuleError
from dealer_assist.evaluator import HandCategory, HandValue, evaluate
from dealer_assist.messages import msg
from dealer_assist.money import EVEN
from dealer_assist.profile import Options, Profile
from dealer_assist.rules import settlement as st
from dealer_assist.rules.game import BoxHand, GameRules, InsuranceLimits, TableCards, WagerField
from dealer_assist.rules.model import CHECK, FOLD, PLAY, STREETS, Action, BoxState, DealerView, Status

# The Play wager each street allows, in multiples of the Ante (the sheet).
PLAY_MULTIPLES = {"preflop": (4, 3), "flop": (2,), "river": (1,)}
_STATUS_STREET = {Status.DEALT: "preflop", Status.FLOP: "flop", Status.RIVER: "river"}
_NEXT = {"preflop": Status.FLOP, "flop": Status.RIVER}


class HoldemRules(GameRules):
    """Verify / can / apply for Ultimate Texas Hold'em boxes, and settlement."""

    family = "holdem"
    hand_size = 2
    dealer_size = 2
    board_size = 5
    streets: tuple[str, ...] = STREETS
    decision_phases: tuple[str, ...] = STREETS
    dealer_up_card = None
    """The dealer's two cards lie face down until the showdown."""

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        self.options = profile.options
        self.blind_table = profile.category_table("blind")
        self.trips_table = profile.category_table("trips") if self.options.trips else {}

    @staticmethod
    def pay_tables_needed(options: Options) -> dict[str, tuple[str, ...]]:
        """The Blind pay table, and Trips when offered, with the rows each must have (docs/rules.md §6)."""
        need: dict[str, tuple[str, ...]] = {
            "blind": ("STRAIGHT", "FLUSH", "FULL_HOUSE", "QUADS", "STRAIGHT_FLUSH", "ROYAL_FLUSH")
        }
        if options.trips:
            need["trips"] = ("TRIPS", *need["blind"])
        return need

    # -- before the deal ------------------------------------------------------------------

    def wager_fields(self) -> tuple[WagerField, ...]:
        """Ante and Blind (equal), and Trips when the profile offers it (docs/rules.md §6)."""
        t = self.profile.table
        out = [
            WagerField("ante", True, t.min_bet, t.max_bet),
            WagerField("blind", True, t.min_bet, t.max_bet, equals="ante"),
        ]
        if self.options.trips:
            out.append(WagerField("trips", False, t.side_min, t.side_max))
        return tuple(out)

    def blind_play_multiples(self) -> tuple[int, ...]:
        """A blind box chooses its pre-flop Play before the deal."""
        return PLAY_MULTIPLES["preflop"]

    # -- the deal and the decisions --------------------------------------------------------------

    def dealt(self, state: BoxState, cards: Sequence[Card], blind_play: int | None = None) -> BoxState:
        cards = tuple(cards)
        if len(cards) != self.hand_size:
            raise RuleError(msg("refusal.deal_count", n=len(cards), want=self.hand_size), box=state.box, rule="deal")
        state = state.with_(dealt=cards, cards=cards, status=Status.DEALT)
        if blind_play is not None:
            state = self.apply(state, Action(PLAY, multiple=blind_play, street="preflop"))
        return state

    def replay(self, state: BoxState, actions: Sequence[Action], dealer: Sequence[Card]) -> BoxState:
        for a in actions:
            state = self.apply(state, a)
        return state

    def cards_wanted(self, s: BoxState) -> int:
        """Hold'em boxes draw no cards."""
        return 0

    def receive(self, s: BoxState, draw: Sequence[Card]) -> BoxState:
        raise RuleError(msg("refusal.nothing_waiting"), box=s.box, rule="order of play")

    def insurance_limits(self, s: BoxState) -> InsuranceLimits | None:
        """Hold'em has no insurance."""
        return None

    def insurance_range(self, s: BoxState) -> tuple[Decimal, Decimal] | None:
        return None

    def street_of(self, s: BoxState) -> str | None:
        """The street on which this box has a decision due, or None."""
        return _STATUS_STREET.get(s.status)

    def allowed(self, s: BoxState, phase: str | None = None, dealer: DealerView | None = None) -> list[str]:
        out = []
        for do in (CHECK, FOLD):
            if self.can(s, Action(do, street=phase), phase):
                out.append(do)
        street = phase or self.street_of(s)
        for m in PLAY_MULTIPLES.get(street or "", ()):
            if self.can(s, Action(PLAY, multiple=m, street=street), phase):
                out.append(f"{PLAY}:{m}")
        return out

    def verify(
        self,
        s: BoxState,
        action: Action,
        phase: str | None = None,
        dealer: DealerView | None = None,
        *,
        probe: bool = False,
    ) -> None:
        box, do = s.box, action.do
        if do not in (CHECK, FOLD, PLAY):
            raise RuleError(
                msg("refusal.not_an_action", action=do, game=messages.game(self.profile.name, self.profile.title)),
                box=box,
                rule="actions",
            )
        street = self.street_of(s)
        if s.status is Status.WAITING:
            raise RuleError(msg("refusal.no_cards_yet"), box=box, rule="order of play")
        if street is None:
            raise RuleError(
                msg("refusal.no_more_decisions", status=messages.status(s.status.value)), box=box, rule="one Play wager"
            )
        if phase is not None and phase != street:
            raise RuleError(
                msg("refusal.other_street", street=messages.phase(street), phase=messages.phase(phase)),
                box=box,
                rule="order of play",
            )
        if action.street is not None and action.street != street:
            if action.street not in STREETS:
                raise RuleError(msg("refusal.unknown_street", street=action.street), box=box, rule="actions")
            raise RuleError(
                msg(
                    "refusal.wrong_street",
                    action=messages.action(do),
                    given=messages.phase(action.street),
                    street=messages.phase(street),
                ),
                box=box,
                rule="order of play",
            )
        if s.blind_box and not (do == PLAY and street == "preflop"):
            raise RuleError(msg("refusal.blind_plays_before"), box=box, rule="blind boxes")
        if do == CHECK and street == "river":
            raise RuleError(msg("refusal.river_play_or_fold"), box=box, rule="river")
        if do == FOLD and street != "river":
            raise RuleError(msg("refusal.no_fold_on", street=messages.phase(street)), box=box, rule="check")
        if do == PLAY:
            allowed = PLAY_MULTIPLES[street]
            if action.multiple not in allowed:
                multiples = [msg("multiple", n=m) for m in allowed]
                shown = multiples[0] if len(multiples) == 1 else msg("or", a=multiples[0], b=multiples[1])
                raise RuleError(
                    msg("refusal.play_multiple", street=messages.phase(street), allowed=shown, given=action.multiple),
                    box=box,
                    rule="play",
                )

    def apply(
        self, s: BoxState, action: Action, phase: str | None = None, dealer: DealerView | None = None
    ) -> BoxState:
        self.verify(s, action, phase)
        street = self.street_of(s)
        assert street is not None
        recorded = Action(action.do, multiple=action.multiple, street=street)
        s = s.with_(actions=(*s.actions, recorded))
        if action.do == PLAY:
            assert action.multiple is not None
            return s.with_(
                status=Status.PLAYED,
                bet=action.multiple * s.wagers.ante,
                play_multiple=action.multiple,
                play_street=street,
            )
        if action.do == FOLD:
            return s.with_(status=Status.FOLDED)
        return s.with_(status=_NEXT[street])

    # -- what the screens name ---------------------------------------------------------------

    def box_hand(self, s: BoxState, board: Sequence[Card]) -> BoxHand | None:
        """From the flop: the best five of the box's two cards and the board, a hand with no
        pair named by its high card (:func:`~dealer_assist.hands.shown_hand`)."""
        if not s.cards or s.pending is not None or len(board) < 3:
            return None
        return BoxHand(st.shown_hand(evaluate((*s.cards, *board)).category.name, s.cards, board))

    def dealer_hand(self, dealer: Sequence[Card], board: Sequence[Card], bought: Card | None) -> str:
        return st.shown_hand(evaluate((*dealer, *board)).category.name, dealer, board)

    def side_bets(self, s: BoxState, table: TableCards) -> list[st.Line]:
        """Trips, declared once the river is out."""
        if not s.dealt or not s.wagers.trips or len(table.board) < 5:
            return []
        return self._trips_lines(s, evaluate((*s.cards, *table.board)))

    def _trips_lines(self, s: BoxState, player: HandValue) -> list[st.Line]:
        trips = s.wagers.trips
        if not trips:
            return []
        ratio = self.trips_table.get(player.category)
        if s.folded and self.options.trips_lost_on_fold:
            return [st.lose("trips", trips, note=msg("note.trips_lost_on_fold"))]
        if ratio is None:
            return [st.lose("trips", trips, hand=player.category.name)]
        return [st.win("trips", trips, ratio, self.profile.table.chip_unit, hand=player.category.name)]

    # -- settlement ------------------------------------------------------------------------

    def bought_dealer_hand(
        self, states: Sequence[BoxState], dealer: Sequence[Card], bought_draw: Card | None
    ) -> tuple[Card, ...] | None:
        """Hold'em has no bought dealer game."""
        return None

    def dealer_result(
        self, dealer: Sequence[Card], bought: Sequence[Card] | None, board: Sequence[Card]
    ) -> st.DealerResult:
        value = evaluate((*dealer, *board))
        return st.DealerResult(
            tuple(dealer), value.category.name, value.category >= HandCategory.PAIR, board=tuple(board)
        )

    def settle_box(self, s: BoxState, table_cards: TableCards) -> st.BoxSettlement:
        dealer, board = table_cards.dealer, table_cards.board
        table = self.profile.table
        w = s.wagers
        player = evaluate((*s.cards, *board))
        dealer_hand = evaluate((*dealer, *board))
        shown: dict[str, object] = {
            "hand": player.category.name,
            "cards": player.cards,
            "blind_box": s.blind_box,
            "status": s.status.value,
        }
        lines = self._trips_lines(s, player)
        if s.folded:
            lines.append(st.lose("ante", w.ante, note=msg("word.folded")))
            lines.append(st.lose("blind", w.blind, note=msg("word.folded")))
            return st.finish_box(s.box, lines, table, **shown)
        if s.status is not Status.PLAYED:
            raise RuleError(
                msg("refusal.not_settled_box", status=messages.status(s.status.value)), box=s.box, rule="settlement"
            )
        lines.extend(self._main_lines(s, player, dealer_hand))
        return st.finish_box(s.box, lines, table, **shown)

    def _main_lines(self, s: BoxState, player: HandValue, dealer: HandValue) -> list[st.Line]:
        unit = self.profile.table.chip_unit
        w = s.wagers
        dealer_opens = dealer.category >= HandCategory.PAIR
        name = player.category.name
        if player > dealer:
            ante = (
                st.win("ante", w.ante, EVEN, unit)
                if dealer_opens
                else st.push("ante", w.ante, note=msg("note.dealer_no_pair"))
            )
            ratio = self.blind_table.get(player.category)
            blind = (
                st.win("blind", w.blind, ratio, unit, hand=name)
                if ratio
                else st.push("blind", w.blind, hand=name, note=msg("note.blind_below_straight"))
            )
            return [ante, st.win("play", s.bet, EVEN, unit, hand=name), blind]
        if player == dealer:
            return [
                st.push("ante", w.ante, note=msg("note.tie")),
                st.push("play", s.bet, note=msg("note.tie")),
                st.push("blind", w.blind, note=msg("note.tie")),
            ]
        ante = st.lose("ante", w.ante) if dealer_opens else st.push("ante", w.ante, note=msg("note.dealer_no_pair"))
        return [ante, st.lose("play", s.bet, hand=name), st.lose("blind", w.blind, hand=name)]
