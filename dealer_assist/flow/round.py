"""The round state machine: betting → deal → decisions → draws → insurance → dealer opens →
buying the dealer a game → settlement → confirmed (hold'em: pre-flop, flop, river).

Every accepted step is a frozen record (:mod:`dealer_assist.flow.records`, a class per
step); the round is its list of records and
:meth:`Round.replay` rebuilds it from them. Each public step either succeeds and appends
one record, or raises a :class:`~dealer_assist.errors.DealerAssistError` and changes nothing.
Cards arrive as :class:`~dealer_assist.events.CardEvent` values from any source and are
placed by the dealing procedure; out-of-place cards raise alerts instead of crashing.
"""

from __future__ import annotations

import time as _time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

from dealer_assist import messages
from dealer_assist.cards import DECK, Card, parse_card
from dealer_assist.crosscheck import cross_check
from dealer_assist.errors import RuleError
from dealer_assist.evaluator import evaluate
from dealer_assist.events import CardEvent, DeviceFault, MissedMessages, ReaderBack, ReaderLost, SourceEvent
from dealer_assist.flow import dealing as dl
from dealer_assist.flow.dealing import Slot
from dealer_assist.flow.records import (
    AlertAcknowledged,
    AlertRaised,
    AlertResolved,
    AnyRecord,
    BoxRemoved,
    CardCorrected,
    CardDealt,
    CardEntered,
    CardHeld,
    DealerOpened,
    DealStarted,
    DecisionTaken,
    DecisionUndone,
    DuplicateRead,
    HeldCardPlaced,
    HeldCardSetAside,
    OfferClosed,
    PayoutApproved,
    RoundConfirmed,
    WagersPlaced,
)
from dealer_assist.flow.state import (
    _CARD_PHASES,
    _RULE_PHASE,
    PIT_BOSS,
    Alert,
    ApprovalNeeded,
    Listener,
    PayoutApproval,
    Phase,
    RoundState,
)
from dealer_assist.hands import shown_hand
from dealer_assist.messages import Message, msg
from dealer_assist.profile import PROFILE_DIR, Profile, load_profile
from dealer_assist.roundfile import build_round_json, parse_wagers
from dealer_assist.rules.engine import rules_for
from dealer_assist.rules.holdem import PLAY_MULTIPLES, HoldemRules
from dealer_assist.rules.model import BUY_CARD, BUY_DEALER_GAME, INSURE, Action, BoxSpec, BoxState, Status, Wagers
from dealer_assist.rules.settlement import BoxSettlement, Line, Settlement
from dealer_assist.rules.stud import StudRules

__all__ = ["Alert", "ApprovalNeeded", "BoxHand", "OutOfTurn", "PayoutApproval", "Phase", "Round", "WagerField"]

APPROVAL_WAYS = ("floor", "pin")
"""How a pit boss approved a large payout: from the pit view over the floor, or with the
PIN at the table (when the floor cannot be reached)."""

# Phases where a box may take an offer or let it pass (the croupier closes the offer for
# all): the one decision each offers. In every other decision phase each box must decide.
_OFFERS = {Phase.BUY_CARDS: BUY_CARD, Phase.INSURANCE: INSURE, Phase.DEALER_GAME_OFFER: BUY_DEALER_GAME}


class OutOfTurn(RuleError):
    """A decision taken out of box order (profile option ``decision_order = "strict"``).

    ``turn``: the box that decides first (phases where every box decides); ``passed_by``:
    in an offer phase, the higher box that has already taken the offer, so this box was
    passed."""

    def __init__(self, box: int, *, turn: int | None = None, passed_by: int | None = None) -> None:
        self.turn = turn
        self.passed_by = passed_by
        super().__init__(
            msg("refusal.turn_first", turn=turn) if turn is not None else msg("refusal.passed", passed=passed_by),
            box=box,
            rule="decision order",
        )


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


class Round(RoundState):
    """One round at one table. Create it, then feed it wagers, cards and decisions."""

    def __init__(
        self,
        profile: Profile | str,
        table: Mapping[str, Any] | None = None,
        *,
        clock: Callable[[], float] = _time.time,
        approval_threshold: Decimal | None = None,
    ) -> None:
        base = load_profile(profile) if isinstance(profile, str) else profile
        # The round file names a shipped profile by name, a casino's own by its path.
        shipped = Path(base.source).parent == PROFILE_DIR if base.source else True
        self.game = profile if isinstance(profile, str) else (base.name if shipped else base.source)
        self.table_overrides: dict[str, Any] = dict(table or {})
        self.profile = base.with_table(self.table_overrides) if self.table_overrides else base
        self.rules = rules_for(self.profile)
        self.holdem = isinstance(self.rules, HoldemRules)
        self._clock = clock
        self.records: list[AnyRecord] = []
        self._listeners: list[Listener] = []
        self.approval_threshold = approval_threshold
        """The table's approval threshold when the round is dealt (the ``deal`` record keeps
        it, so a replayed round asks for the same approvals)."""
        self._reset_state()

    @classmethod
    def replay(
        cls, profile: Profile | str, records: Iterable[AnyRecord], table: Mapping[str, Any] | None = None
    ) -> Round:
        """Rebuild a round from its records (a log, a crash journal, or after a correction)."""
        rnd = cls(profile, table)
        rnd._rebuild(list(records))
        return rnd

    # -- queries for the screen ------------------------------------------------------------------

    def dealer_cards(self) -> tuple[Card | None, ...]:
        n = 2 if self.holdem else 5
        return tuple(self.cards.get(Slot(dl.DEALER, 0, i)) for i in range(1, n + 1))

    def dealer_up_card(self) -> Card | None:
        """The dealer's face-up card (stud games), once dealt."""
        if self.holdem:
            return None
        return self.cards.get(Slot(dl.DEALER, 0, self.profile.dealing.dealer_up_card))

    def board(self) -> tuple[Card, ...]:
        return tuple(c for i in range(1, 6) if (c := self.cards.get(Slot(dl.BOARD, 0, i))) is not None)

    def box_cards(self, box: int) -> tuple[Card | None, ...]:
        """The box's cards now: as dealt until its decisions change them."""
        state = self.boxes[box]
        if state.cards:
            return state.cards
        n = self.rules.hand_size
        return tuple(self.cards.get(Slot(dl.BOX, box, i)) for i in range(1, n + 1))

    def expected_slot(self) -> Slot | None:
        return self.expected[0] if self.expected else None

    def allowed(self, box: int) -> list[str]:
        """The decisions the engine allows this box now (the GUI shows only these)."""
        rule_phase = _RULE_PHASE.get(self.phase)
        state = self.boxes.get(box)
        if rule_phase is None or state is None or self._unresolved_cards():
            return []
        return self.rules.allowed(state, rule_phase, self._dealer_view())

    def insurance_range(self, box: int) -> tuple[Decimal, Decimal] | None:
        if not isinstance(self.rules, StudRules) or self.phase is not Phase.INSURANCE:
            return None
        return self.rules.insurance_range(self._box(box))

    def boxes_to_decide(self) -> list[int]:
        """Boxes that may still decide now, in box order (the first is the one whose turn it
        is). In an offer phase with strict order, boxes passed by a higher box's taking the
        offer are left out."""
        boxes = [n for n in sorted(self.boxes) if self.allowed(n)]
        passed = self._offer_passed()
        return [n for n in boxes if passed is None or n > passed]

    def decision_turn(self) -> int | None:
        """The box whose decision the table waits for, when the order is strict and every
        box decides in this phase (not an offer); else None."""
        if self.profile.options.decision_order != "strict" or self.phase in _OFFERS:
            return None
        boxes = self.boxes_to_decide()
        return boxes[0] if boxes else None

    def _offer_passed(self) -> int | None:
        """In an offer phase with strict order: the highest box that has taken the offer
        (every lower box was passed), or None."""
        offer = _OFFERS.get(self.phase)
        if offer is None or self.profile.options.decision_order != "strict":
            return None
        undone = {r.target for r in self.records if isinstance(r, DecisionUndone)}
        taken = [
            r.box for r in self.records if isinstance(r, DecisionTaken) and r.seq not in undone and r.action.do == offer
        ]
        return max(taken) if taken else None

    def _check_order(self, box: int) -> None:
        """Decisions go once per box, in box order (docs/rules.md §2), unless the profile says
        ``decision_order = "any"``. Checked when a decision is taken, not on replay: a round
        recorded under another setting still replays."""
        if self.profile.options.decision_order != "strict" or box not in self.boxes:
            return
        if _RULE_PHASE.get(self.phase) is None or self._unresolved_cards():
            return  # refused for another reason, said by the rules
        if self.phase in _OFFERS:
            passed = self._offer_passed()
            if passed is not None and box < passed:
                raise OutOfTurn(box, passed_by=passed)
            return
        turn = self.decision_turn()
        if turn is not None and turn < box:
            raise OutOfTurn(box, turn=turn)

    def open_alerts(self) -> list[Alert]:
        return [a for a in self.alerts if a.open]

    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def _undo_target(self) -> DecisionTaken | None:
        if self.dealer_opened or self.phase in (Phase.SETTLEMENT, Phase.CONFIRMED):
            return None
        undone = {r.target for r in self.records if isinstance(r, DecisionUndone)}
        for r in reversed(self.records):
            if isinstance(r, (CardDealt, CardEntered, HeldCardPlaced, DealerOpened, OfferClosed, CardCorrected)):
                return None  # a card or a phase followed the decision: it stands
            if isinstance(r, DecisionTaken) and r.seq not in undone:
                return r
        return None

    # -- more queries for the screen (what to show; every rule stays here) ------------------------

    def wager_fields(self) -> tuple[WagerField, ...]:
        """The wagers a box may place in this game, with their limits, in the order the
        screen shows them (what :meth:`place_wagers` accepts; docs/rules.md §2, §4-7)."""
        t, o = self.profile.table, self.profile.options
        out = [WagerField("ante", True, t.min_bet, t.max_bet)]
        if self.holdem:
            out.append(WagerField("blind", True, t.min_bet, t.max_bet, equals="ante"))
            if o.trips:
                out.append(WagerField("trips", False, t.side_min, t.side_max))
            return tuple(out)
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
        """Hold'em: the Play multiples a blind box chooses from before the deal. Stud games:
        empty (a blind box's Bet is fixed at 2 x Ante)."""
        return PLAY_MULTIPLES["preflop"] if self.holdem else ()

    def hand(self, box: int) -> BoxHand | None:
        """The box's hand now, by category name (and its second hand), once it can be named:
        stud boxes once their cards are all in, hold'em boxes from the flop (a hold'em hand
        with no pair by its high card, :func:`~dealer_assist.hands.shown_hand`)."""
        state = self.boxes.get(box)
        if state is None or not state.cards or state.pending is not None:
            return None
        if isinstance(self.rules, StudRules):
            two = self.rules.two_hands(state.cards)
            second = two.second.category.name if two.second is not None else None
            return BoxHand(two.principal.category.name, second)
        board = self.board()
        if len(board) < 3:
            return None
        cards = (*state.cards, *board)
        return BoxHand(shown_hand(evaluate(cards).category.name, cards, holdem=True))

    def dealer_hand(self) -> str | None:
        """The dealer's hand (category name) once it is shown: when the dealer opens (stud),
        at settlement (hold'em). After a bought game, the new hand."""
        if self.holdem:
            if self.phase not in (Phase.SETTLEMENT, Phase.CONFIRMED):
                return None
            seen = (*self.dealer_cards(), *self.board())
            return shown_hand(evaluate(seen).category.name, seen, holdem=True)  # type: ignore[arg-type]
        if not self.dealer_opened or None in self.dealer_cards():
            return None
        cards = tuple(c for c in self.dealer_cards() if c is not None)
        bought = self.cards.get(Slot(dl.DEALER_GAME, 0, 1))
        if bought is not None and isinstance(self.rules, StudRules):
            cards = self.rules.dealer_bought_hand(cards, bought)
        return evaluate(cards).category.name

    def side_bets(self, box: int) -> list[Line]:
        """The box's side bets whose result is already declared: Express Bonus, BONUS and
        Seguro on the first five cards right after the deal (on the dealer's hand when the
        dealer opens), Trips once the river is out. The same lines the settlement shows."""
        state = self.boxes.get(box)
        if state is None or not state.dealt:
            return []
        w = state.wagers
        if isinstance(self.rules, HoldemRules):
            if not w.trips or len(self.board()) < 5:
                return []
            return [ln for ln in self._settle_partial(state).lines if ln.wager == "trips"]
        rules = self.rules
        lines: list[Line] = []
        if w.express_bonus:
            lines.append(rules._bonus_line("express_bonus", w.express_bonus, state.dealt, "express_bonus"))
        dealer = tuple(c for c in self.dealer_cards() if c is not None)
        if w.express_bonus_dealer and self.dealer_opened and len(dealer) == 5:
            lines.append(
                rules._bonus_line("express_bonus_dealer", w.express_bonus_dealer, dealer, "express_bonus", "dealer")
            )
        for bet in w.express_bonus_box:
            target = self.boxes.get(bet.box)
            if target is not None and target.dealt:
                lines.append(
                    rules._bonus_line("express_bonus_box", bet.amount, target.dealt, "express_bonus", f"box {bet.box}")
                )
        if w.bonus or w.seguro:
            lines.extend(ln for ln in self._settle_partial(state).lines if ln.wager in ("bonus", "seguro"))
        return lines

    def _settle_partial(self, state: BoxState) -> BoxSettlement:
        """Settle a box as if it stood now, for its side bets only (they do not depend on the
        dealer): an undecided box is settled as played, against a stand-in dealer."""
        if state.status not in (Status.PLAYED, Status.FOLDED, Status.INSTANT):
            state = state.with_(status=Status.PLAYED, pending=None)
        known = {c.index for c in self.cards.values() if c is not None} | {c.index for c in state.cards}
        stand_in = tuple(c for c in DECK if c.index not in known)
        if len(stand_in) < 5:
            # Seven boxes and their exchanges can leave fewer than five cards unseen: the
            # stand-in dealer (whose result is not used) then takes cards of other hands.
            own = {c.index for c in state.cards}
            stand_in = tuple(c for c in DECK if c.index not in own)
        if isinstance(self.rules, HoldemRules):
            return self.rules.settle_box(state, stand_in[:2], self.board())
        return self.rules.settle_box(state, stand_in[:5], None, dict(self.boxes))

    def unreadable_slots(self) -> list[Slot]:
        """Slots holding a card the reader could not read (the croupier enters each)."""
        return [s for s, c in sorted(self.cards.items()) if c is None]

    def slot_of(self, card: Card | str) -> Slot | None:
        """Where a card on the table lies (to correct it), or None."""
        c = parse_card(card) if isinstance(card, str) else card
        for slot, placed in self.cards.items():
            if placed is not None and placed.index == c.index:
                return slot
        return None

    def known_cards(self) -> frozenset[Card]:
        """Every card seen this round: on the table, burned, held or set aside."""
        return frozenset(DECK[i] for i in self._seen)

    def face_up(self, slot: Slot) -> bool:
        """Whether the card in ``slot`` lies face up now, so the screen may show it: the
        dealer's cards other than the stud up card stay face down until the dealer opens
        (hold'em: until the settlement), burns always (see ``RoundState._face_up``)."""
        return self._face_up(slot)

    def visible_cards(self) -> frozenset[Card]:
        """The cards seen this round that the screen may show as taken (the 52-card picker
        dims these): face up on the table, or held / set aside. Never a face-down card, never
        an undealt one."""
        return frozenset(DECK[i] for i, owner in self._seen.items() if self._face_up(owner))

    def _refuse_face_down(self, card: Card, slot: Slot, step: str, who: str | None) -> None:
        """Game protection: a card entered by hand that the table already holds face down
        elsewhere. Refused without saying where it lies; a pit boss alert is recorded (it goes
        to the log with the round, and the round cannot be confirmed until a pit boss clears
        it), since entering hidden cards one by one would find out where they lie."""
        owner = self._seen.get(card.index)
        if owner is None or owner == slot or self._face_up(owner):
            return
        alert = msg("alert.face_down_entry", slot=messages.place(slot))
        self._commit(
            AlertRaised(
                alert=PIT_BOSS, message=str(alert), text=alert, blocking=True, step=step, card=card, slot=slot, who=who
            )
        )
        raise RuleError(
            msg("refusal.face_down_collision", step=msg(f"step.{step.replace(' ', '_')}")),
            rule="game protection",
        )

    def undo_preview(self) -> DecisionTaken | None:
        """The decision :meth:`undo` would undo now, or None."""
        return self._undo_target()

    # -- the public steps -------------------------------------------------------------------------

    def place_wagers(
        self,
        box: int,
        wagers: Wagers | Mapping[str, Any],
        *,
        blind_box: bool = False,
        player: str | None = None,
        blind_play: int | None = None,
    ) -> AnyRecord:
        """Wagers for a box, before the deal (placing again replaces them)."""
        w = wagers if isinstance(wagers, Wagers) else parse_wagers(wagers)
        return self._commit(WagersPlaced(box=box, wagers=w, blind_box=blind_box, player=player, blind_play=blind_play))

    def remove_box(self, box: int) -> AnyRecord:
        return self._commit(BoxRemoved(box=box))

    def start_deal(self) -> AnyRecord:
        """No more bets: the dealing procedure starts expecting cards. The table's approval
        threshold, when it has one, goes into the record (the round is settled under it)."""
        return self._commit(DealStarted(approval_threshold=self.approval_threshold))

    def feed(self, event: CardEvent) -> AnyRecord:
        """A card from any source. Returns the record: :class:`CardDealt` (placed),
        :class:`DuplicateRead` (refused with an alert), :class:`CardHeld` (none expected: held
        with an alert)."""
        source, sequence, card = event.source, event.sequence, event.card
        expected = self.expected[0] if self.expected and self.phase in _CARD_PHASES else None
        if card is not None:
            owner = self._seen.get(card.index)
            if owner is not None:
                step: AnyRecord = DuplicateRead(source=source, sequence=sequence, card=card, owner=str(owner))
            elif expected is None:
                step = CardHeld(source=source, sequence=sequence, card=card)
            else:
                step = CardDealt(source=source, sequence=sequence, card=card, slot=expected)
        elif expected is None:
            alert = msg("alert.unreadable_unexpected")
            step = AlertRaised(alert="unreadable", message=str(alert), text=alert, blocking=False)
        else:
            step = CardDealt(source=source, sequence=sequence, card=None, slot=expected)
        return self._commit(step, at=event.time)

    def handle(self, event: SourceEvent) -> AnyRecord | None:
        """One event from any card source: a card is fed (:meth:`feed`); a reader that is
        lost or back, missed messages and device faults become alerts the croupier must
        acknowledge (docs/serial.md, "What the host does with faults"). Protocol errors, heartbeats,
        greetings and new shuffles change nothing in the round (None)."""
        if isinstance(event, CardEvent):
            return self.feed(event)
        if isinstance(event, MissedMessages):
            return self.report("missed_messages", msg("alert.missed", n=event.count), at=event.time)
        if isinstance(event, ReaderLost):
            return self.report("reader_lost", msg("alert.reader_lost", reason=event.reason), at=event.time)
        if isinstance(event, ReaderBack):
            return self.report("reader_back", msg("alert.reader_back"), at=event.time)
        if isinstance(event, DeviceFault):
            return self.report("device_fault", msg("alert.device_fault", code=event.code), at=event.time)
        return None

    def zone_cards(self) -> dict[str, list[Card]]:
        """The cards the reader placed, by camera zone (``dealer``, ``board``, ``box1`` ...).

        Only cards lying face up on the layout are listed: a box's cards once the dealer has
        opened (or in hold'em at settlement), the dealer's up card before that, the board."""
        zones: dict[str, list[Card]] = {}
        opened = self.dealer_opened or self.phase in (Phase.SETTLEMENT, Phase.CONFIRMED)
        dealer = [c for c in self.dealer_cards() if c is not None]
        up = self.dealer_up_card()
        zones["dealer"] = dealer if opened else ([up] if up is not None else [])
        if self.holdem:
            zones["board"] = list(self.board())
        if opened:
            for n, b in self.boxes.items():
                if not b.folded:
                    zones[f"box{n}"] = [c for c in self.box_cards(n) if c is not None]
        return zones

    def check_camera(
        self, seen: Iterable[tuple[str | None, Card, float]], *, min_confidence: float = 0.0
    ) -> list[AnyRecord]:
        """Cross-check the camera's stable cards against the cards read (issue 7): every
        disagreement not reported yet becomes a blocking alert, and the round cannot settle
        until the croupier resolves it (correcting the card, or confirming the reader).
        Zones the camera sees no card in are not compared (face down, hands in the way)."""
        seen = [(z, c, conf) for z, c, conf in seen if z is not None]
        looked = {z for z, _, _ in seen}
        reader = {z: cards for z, cards in self.zone_cards().items() if z in looked}
        found = cross_check(reader, seen, zones=reader.keys(), min_confidence=min_confidence)
        reported = {a.message for a in self.alerts if a.kind == "camera_mismatch"}
        out = []
        for d in found:
            message = f"camera check {d}: look at the cards on the layout"
            if message not in reported:
                out.append(self.report("camera_mismatch", message, blocking=True))
        return out

    def enter_card(self, slot: Slot, card: Card | str, who: str | None = None) -> AnyRecord:
        """The croupier enters (or confirms) an unreadable card."""
        c = parse_card(card) if isinstance(card, str) else card
        if slot in self.cards and self.cards[slot] is None:
            self._refuse_face_down(c, slot, "card entry", who)
        return self._commit(CardEntered(slot=slot, card=c, who=who))

    def place_held(self, held_id: int, who: str | None = None) -> AnyRecord:
        """Put a held card into the slot now expected."""
        return self._commit(HeldCardPlaced(held=held_id, who=who))

    def set_aside(self, held_id: int, why: str, who: str | None = None) -> AnyRecord:
        return self._commit(HeldCardSetAside(held=held_id, who=who, why=why))

    def correct(self, slot: Slot, card: Card | str, why: str, who: str | None = None) -> AnyRecord:
        """Replace a card by hand (a misread), with the reason; recorded, never silent."""
        if not why or not why.strip():
            raise RuleError(msg("refusal.correction_reason"), rule="corrections")
        c = parse_card(card) if isinstance(card, str) else card
        old = self.cards.get(slot)
        if slot not in self.cards:
            raise RuleError(msg("refusal.nothing_to_correct", slot=messages.place(slot)), rule="corrections")
        if self.phase is not Phase.CONFIRMED:
            self._refuse_face_down(c, slot, "correction", who)
        return self._commit(CardCorrected(slot=slot, old=old, new=c, who=who, why=why))

    def act(self, box: int, action: Action) -> AnyRecord:
        """A decision on a box (fold, play, exchange, buy, buy_card, insure, buy_dealer_game,
        check). Refused with a RuleError naming the box and the rule when not allowed, and
        with :class:`OutOfTurn` when a lower box decides first."""
        self._check_order(box)
        return self._commit(DecisionTaken(box=box, action=action))

    def verify(self, box: int, action: Action) -> None:
        """Raise the RuleError :meth:`act` would raise, without acting."""
        rule_phase = _RULE_PHASE.get(self.phase)
        if rule_phase is None:
            raise RuleError(
                msg("refusal.no_decisions_now", phase=messages.phase(self.phase.value)), box=box, rule="order of play"
            )
        self.rules.verify(self._box(box), action, rule_phase, self._dealer_view())
        self._check_order(box)

    def can(self, box: int, action: Action) -> bool:
        try:
            self.verify(box, action)
        except RuleError:
            return False
        return True

    def undo(self, who: str | None = None) -> AnyRecord:
        """Undo the last decision, before the dealer opens and before any card followed it."""
        target = self._undo_target()
        if target is None:
            raise RuleError(
                msg("refusal.nothing_to_undo"),
                rule="undo",
            )
        return self._commit(DecisionUndone(target=target.seq, who=who))

    def close_insurance(self) -> AnyRecord:
        return self._commit(OfferClosed(what="insurance"))

    def close_buy_cards(self) -> AnyRecord:
        return self._commit(OfferClosed(what="buy_cards"))

    def open_dealer(self) -> AnyRecord:
        return self._commit(DealerOpened())

    def close_dealer_game(self) -> AnyRecord:
        return self._commit(OfferClosed(what="dealer_game"))

    def report(
        self, kind: str, message: str | Message, *, blocking: bool = False, at: float | None = None
    ) -> AnyRecord:
        """An alert from outside the round: reader lost/back, missed messages, camera mismatch.
        The record keeps the English ``message`` (the log's) and, for a key, its ``text``."""
        text = message if isinstance(message, Message) else None
        return self._commit(AlertRaised(alert=kind, message=str(message), blocking=blocking, text=text), at=at)

    def acknowledge(self, alert_id: int, who: str | None = None) -> AnyRecord:
        return self._commit(AlertAcknowledged(alert=alert_id, who=who))

    def resolve_alert(self, alert_id: int, why: str, who: str | None = None) -> AnyRecord:
        """Resolve a camera disagreement (after checking the card on the layout), or, by a
        pit boss (``who``: the pit boss whose PIN the screen checked), a pit boss alert."""
        return self._commit(AlertResolved(alert=alert_id, who=who, why=why))

    def approvals_needed(self) -> list[PayoutApproval]:
        """At settlement: the boxes whose payout (net win, after the caps) is at or above the
        table's approval threshold and that no pit boss has approved for that amount yet, in
        box order. Confirm is refused until this is empty."""
        if self.phase is not Phase.SETTLEMENT or self.threshold is None:
            return []  # no settlement computed for nothing: the screen asks on every refresh
        return self._unapproved(self._settle())

    def approvals(self) -> list[PayoutApproved]:
        """The approval records of this round (who approved which payout, how, when)."""
        return [r for r in self.records if isinstance(r, PayoutApproved)]

    def approve(self, box: int, amount: Decimal, who: str, how: str, *, at: str | None = None) -> AnyRecord:
        """A pit boss approves box ``box``'s payout of ``amount`` (``how``: ``pin`` at the
        table, ``floor`` from the pit view; ``at``: when the pit approved it, as the floor
        says). Refused unless that payout waits for approval now."""
        waiting = self.approvals_needed()
        if not any(w.box == box and w.amount == amount for w in waiting):
            owed = [w.amount for w in waiting if w.box == box]
            if owed:
                raise RuleError(
                    msg("approval.other_payout", owed=owed[0], amount=amount), box=box, rule="payout approval"
                )
            raise RuleError(msg("approval.nothing_waits"), box=box, rule="payout approval")
        return self._commit(PayoutApproved(box=box, amount=amount, how=how, approved_at=at, who=who))

    def confirm(self, who: str | None = None) -> AnyRecord:
        """The croupier confirms the settlement: the round is final and goes to the log."""
        return self._commit(RoundConfirmed(who=who))

    # -- results ----------------------------------------------------------------------------------

    def settlement(self) -> Settlement:
        """The settlement shown before the chips move (and logged on confirmation)."""
        return self._settle()

    def round_file(self, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The round file of docs/round-file.md (``dealer-assist settle`` gives the same settlement)."""
        from dealer_assist.rules.model import DealerSpec

        dealer = tuple(c for c in self.dealer_cards() if c is not None)
        boxes = []
        for n in sorted(self.boxes):
            b = self.boxes[n]
            dealt = b.dealt or tuple(c for c in self.box_cards(n) if c is not None)
            boxes.append(BoxSpec(n, b.wagers, dealt, b.actions, b.blind_box, b.player))
        burns = tuple(c for s, c in sorted(self.cards.items()) if s.kind == dl.BURN and c is not None)
        bought = self.cards.get(Slot(dl.DEALER_GAME, 0, 1))
        return build_round_json(
            self.game, self.table_overrides, DealerSpec(dealer, bought), boxes, self.board(), burns, meta
        )

    def records_json(self) -> list[dict[str, Any]]:
        return [r.to_json() for r in self.records]

    def describe_expected(self) -> str:
        slot = self.expected_slot()
        return f"waiting for {slot}" if slot else ""

    def __repr__(self) -> str:
        return f"Round({self.game}, {self.phase.value}, {len(self.records)} records)"
