"""Ultimate Texas Hold'em (docs/rules.md §6)."""

from __future__ import annotations

from collections.abc import Sequence

from dealer_assist import messages
from dealer_assist.cards import Card
from dealer_assist.errors import RuleError
from dealer_assist.evaluator import HandCategory, HandValue, evaluate
from dealer_assist.messages import msg
from dealer_assist.money import EVEN
from dealer_assist.profile import Profile
from dealer_assist.rules import settlement as st
from dealer_assist.rules.model import CHECK, FOLD, PLAY, STREETS, Action, BoxState, Status

# The Play wager each street allows, in multiples of the Ante (the sheet).
PLAY_MULTIPLES = {"preflop": (4, 3), "flop": (2,), "river": (1,)}
_STATUS_STREET = {Status.DEALT: "preflop", Status.FLOP: "flop", Status.RIVER: "river"}
_NEXT = {"preflop": Status.FLOP, "flop": Status.RIVER}


class HoldemRules:
    """Verify / can / apply for Ultimate Texas Hold'em boxes, and settlement."""

    family = "holdem"
    hand_size = 2

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        self.options = profile.options
        self.blind_table = profile.category_table("blind")
        self.trips_table = profile.category_table("trips") if self.options.trips else {}

    def dealt(self, state: BoxState, cards: Sequence[Card]) -> BoxState:
        cards = tuple(cards)
        if len(cards) != 2:
            raise RuleError(msg("refusal.deal_count", n=len(cards), want=2), box=state.box, rule="deal")
        return state.with_(dealt=cards, cards=cards, status=Status.DEALT)

    def street_of(self, s: BoxState) -> str | None:
        """The street on which this box has a decision due, or None."""
        return _STATUS_STREET.get(s.status)

    def allowed(self, s: BoxState, phase: str | None = None, dealer: object = None) -> list[str]:
        out = []
        for do in (CHECK, FOLD):
            if self.can(s, Action(do, street=phase), phase):
                out.append(do)
        street = phase or self.street_of(s)
        for m in PLAY_MULTIPLES.get(street or "", ()):
            if self.can(s, Action(PLAY, multiple=m, street=street), phase):
                out.append(f"{PLAY}:{m}")
        return out

    def can(self, s: BoxState, action: Action, phase: str | None = None, dealer: object = None) -> bool:
        try:
            self.verify(s, action, phase)
        except RuleError:
            return False
        return True

    def verify(self, s: BoxState, action: Action, phase: str | None = None, dealer: object = None) -> None:
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

    def apply(self, s: BoxState, action: Action, phase: str | None = None, dealer: object = None) -> BoxState:
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

    def settle_box(self, s: BoxState, dealer: Sequence[Card], board: Sequence[Card]) -> st.BoxSettlement:
        table = self.profile.table
        unit = table.chip_unit
        w = s.wagers
        player = evaluate((*s.cards, *board))
        dealer_hand = evaluate((*dealer, *board))
        lines: list[st.Line] = []
        shown: dict[str, object] = {
            "hand": player.category.name,
            "cards": player.cards,
            "blind_box": s.blind_box,
            "status": s.status.value,
        }
        if w.trips:
            ratio = self.trips_table.get(player.category)
            if s.folded and self.options.trips_lost_on_fold:
                lines.append(st.lose("trips", w.trips, note=msg("note.trips_lost_on_fold")))
            elif ratio is None:
                lines.append(st.lose("trips", w.trips, hand=player.category.name))
            else:
                lines.append(st.win("trips", w.trips, ratio, unit, hand=player.category.name))
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
