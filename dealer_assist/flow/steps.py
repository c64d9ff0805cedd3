"""The steps a round takes: each public step makes one record (:mod:`dealer_assist.flow.records`)
and hands it to :meth:`RoundState._commit`, which applies it or raises and changes nothing.

Every place a record is made is here: the betting, the cards from any source, the croupier's
entries and corrections, the boxes' decisions (in box order when the profile says so), the
offers closed, the alerts and the pit boss's approvals. :class:`~dealer_assist.flow.round.Round`
adds the queries the screen asks and the results.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from dealer_assist import messages
from dealer_assist.cards import Card, parse_card
from dealer_assist.errors import RuleError
from dealer_assist.events import CardEvent, DeviceFault, MissedMessages, ReaderBack, ReaderLost, SourceEvent
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
from dealer_assist.flow.state import _RULE_PHASE, CARD_PHASES, PIT_BOSS, PayoutApproval, Phase, RoundState
from dealer_assist.messages import Message, msg
from dealer_assist.roundfile import parse_wagers
from dealer_assist.rules.model import BUY_CARD, BUY_DEALER_GAME, INSURE, Action, Wagers

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


class RoundSteps(RoundState):
    """The public steps of a round, each making one record."""

    approval_threshold: Decimal | None
    """The table's approval threshold when the round is dealt (the ``deal`` record keeps it)."""

    # -- which box decides now (docs/decision-order.md) -----------------------------------------------

    def allowed(self, box: int) -> list[str]:
        """The decisions the engine allows this box now (the GUI shows only these)."""
        rule_phase = _RULE_PHASE.get(self.phase)
        state = self.boxes.get(box)
        if rule_phase is None or state is None or self._unresolved_cards():
            return []
        return self.rules.allowed(state, rule_phase, self._dealer_view())

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

    # -- betting and cards ----------------------------------------------------------------------------

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
        expected = self.expected[0] if self.expected and self.phase in CARD_PHASES else None
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

    # -- decisions ------------------------------------------------------------------------------------

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

    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def undo_preview(self) -> DecisionTaken | None:
        """The decision :meth:`undo` would undo now, or None."""
        return self._undo_target()

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

    # -- offers, the dealer, alerts -------------------------------------------------------------------

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

    # -- settlement -----------------------------------------------------------------------------------

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
