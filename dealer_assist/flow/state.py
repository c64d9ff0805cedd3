"""How a round's records change its state: the only place the state changes.

:class:`RoundState` applies one record at a time (:meth:`RoundState._apply` matches on its
class: one handler per step of :mod:`dealer_assist.flow.records`), rebuilds from a list of
records (replay, corrections, undo) and moves the phase on when one is complete.
:class:`~dealer_assist.flow.steps.RoundSteps` adds the public steps that make the records,
:class:`~dealer_assist.flow.round.Round` the queries and the results.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any, assert_never

from dealer_assist import messages
from dealer_assist.cards import Card
from dealer_assist.errors import RuleError
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
    Record,
    RoundConfirmed,
    WagersPlaced,
)
from dealer_assist.messages import Message, msg
from dealer_assist.profile import Profile
from dealer_assist.rules import stud
from dealer_assist.rules.engine import check_boxes, check_wagers, settle_states
from dealer_assist.rules.game import GameRules
from dealer_assist.rules.model import BUY_CARD, Action, BoxSpec, BoxState, DealerView, Status
from dealer_assist.rules.settlement import Settlement


class Phase(enum.StrEnum):
    BETTING = "betting"
    DEALING = "dealing"
    DECISIONS = "decisions"
    DRAWS = "draws"
    BUY_CARDS = "buy_cards"
    INSURANCE = "insurance"
    OPEN_DEALER = "open_dealer"
    DEALER_GAME_OFFER = "dealer_game_offer"
    DEALER_GAME_DRAW = "dealer_game_draw"
    PREFLOP = "preflop"
    FLOP_DEAL = "flop_deal"
    FLOP = "flop"
    RIVER_DEAL = "river_deal"
    RIVER = "river"
    SETTLEMENT = "settlement"
    CONFIRMED = "confirmed"


# Which rules phase a round phase lets boxes act in.
_RULE_PHASE = {
    Phase.DECISIONS: stud.DECISIONS,
    Phase.BUY_CARDS: stud.BUY_CARDS,
    Phase.INSURANCE: stud.INSURANCE,
    Phase.DEALER_GAME_OFFER: stud.DEALER,
    Phase.PREFLOP: "preflop",
    Phase.FLOP: "flop",
    Phase.RIVER: "river",
}
PIT_BOSS = "pit_boss"
"""The kind of alert only a pit boss clears (a card entered that the table holds face down)."""
CARD_PHASES = frozenset({Phase.DEALING, Phase.DRAWS, Phase.DEALER_GAME_DRAW, Phase.FLOP_DEAL, Phase.RIVER_DEAL})
"""Phases in which the croupier deals cards (the reader or the simulated shoe delivers them)."""
DECISION_PHASES = frozenset({Phase.DECISIONS, Phase.PREFLOP, Phase.FLOP, Phase.RIVER})
"""Phases in which every box in play decides (the other decision phases are offers a box may let pass)."""
_STREET_STEPS = frozenset({Phase.PREFLOP, Phase.FLOP_DEAL, Phase.FLOP, Phase.RIVER_DEAL, Phase.RIVER})
"""The phases of a game played street by street, after the deal."""


CHECKED_ALERTS = frozenset({"camera_mismatch", "sequence_conflict", "reader_overflow"})
"""Blocking alerts the croupier resolves by checking the cards on the layout (not by a card)."""


@dataclass(frozen=True)
class Alert:
    """Something the croupier must see and acknowledge."""

    id: int
    kind: str
    message: str
    time: float
    acknowledged: bool = False
    resolved: bool = True
    text: Message | None = None
    """The message as a key, for the screen to say in its language (``message`` is its English)."""

    @property
    def open(self) -> bool:
        return not self.acknowledged or not self.resolved


class ApprovalNeeded(RuleError):
    """Confirm refused: a box pays at or above the table's approval threshold and no pit
    boss has approved that payout yet (issue #18)."""

    def __init__(self, box: int, amount: Decimal) -> None:
        self.amount = amount
        super().__init__(msg("approval.needed", amount=amount), box=box, rule="payout approval")


@dataclass(frozen=True)
class PayoutApproval:
    """A payout the table waits on: ``box`` pays ``amount`` (its net win, after the caps)."""

    box: int
    amount: Decimal


@dataclass(frozen=True)
class HeldCard:
    id: int
    card: Card
    source: str


Listener = Callable[["RoundState", Record], None]


class RoundState:
    """The state of one round, derived from its records."""

    profile: Profile
    rules: GameRules
    records: list[AnyRecord]
    _clock: Callable[[], float]
    _listeners: list[Listener]

    # -- state ---------------------------------------------------------------------------

    def _reset_state(self) -> None:
        self.phase = Phase.BETTING
        self.boxes: dict[int, BoxState] = {}
        self.blind_plays: dict[int, int] = {}
        self.cards: dict[Slot, Card | None] = {}
        self.expected: list[Slot] = []
        self.burns = dl.BurnCounter()
        self.held: list[HeldCard] = []
        self.alerts: list[Alert] = []
        self.dealer_opened = False
        self._buy_cards_done = False
        self._insurance_done = False
        self._seen: dict[int, Slot | str] = {}
        self._alert_keys: dict[str, int] = {}
        self._held_count = 0
        self._corrected: dict[Slot, Card] = {}
        self._swaps: dict[int, Card] = {}
        self.threshold: Decimal | None = None

    _STATE = (
        "records",
        "_alert_keys",
        "_held_count",
        "phase",
        "boxes",
        "blind_plays",
        "cards",
        "expected",
        "burns",
        "held",
        "alerts",
        "dealer_opened",
        "_buy_cards_done",
        "_insurance_done",
        "_seen",
        "threshold",
    )

    def _save(self) -> dict[str, Any]:
        saved = {}
        for name in self._STATE:
            value = getattr(self, name)
            if isinstance(value, (dict, list)):
                value = value.copy()
            elif isinstance(value, dl.BurnCounter):
                copy = dl.BurnCounter()
                copy.count = value.count
                value = copy
            saved[name] = value
        return saved

    def _restore(self, saved: Mapping[str, Any]) -> None:
        for name, value in saved.items():
            setattr(self, name, value)

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener(round, record)`` after every accepted record."""
        self._listeners.append(listener)

    # -- recording ---------------------------------------------------------------------------

    def _commit(self, step: AnyRecord, *, at: float | None = None) -> AnyRecord:
        """Apply ``step`` and keep it, numbered and timed (now, or ``at``); or raise and
        change nothing."""
        if self.phase is Phase.CONFIRMED:
            raise RuleError(msg("refusal.confirmed"), rule="confirmed")
        record = step.stamped(len(self.records) + 1, self._clock() if at is None else at)
        saved = self._save()
        try:
            self._apply(record)
        except BaseException:
            self._restore(saved)
            raise
        self.records.append(record)
        for listener in list(self._listeners):
            listener(self, record)
        return record

    def _rebuild(self, records: list[AnyRecord]) -> None:
        """Replay ``records`` from scratch, with corrections and undos applied."""
        undone = {r.target for r in records if isinstance(r, DecisionUndone)}
        corrected: dict[Slot, Card] = {}
        swaps: dict[int, Card] = {}
        for r in records:
            if isinstance(r, CardCorrected):
                corrected[r.slot] = r.new
                if r.old:
                    swaps[r.old.index] = r.new
        self._reset_state()
        self._corrected = corrected
        self._swaps = swaps
        self.records = []
        for r in records:
            if r.seq in undone or isinstance(r, (DecisionUndone, CardCorrected)):
                if isinstance(r, CardCorrected):
                    self._check_correction_not_duplicate(r)
                self.records.append(r)
                continue
            self._apply(r)
            self.records.append(r)
        self._corrected = {}
        self._swaps = {}
        self._advance()

    def _swap(self, card: Card) -> Card:
        return self._swaps.get(card.index, card)

    def _check_correction_not_duplicate(self, r: CardCorrected) -> None:
        owner = self._seen.get(r.new.index)
        if owner is not None and owner != r.slot:
            raise RuleError(
                msg("refusal.already_on_table", card=r.new, where=self._where(owner)), rule="duplicate card"
            )

    # -- applying records (the only place state changes) -----------------------------------

    def _apply(self, r: AnyRecord) -> None:
        match r:
            case WagersPlaced():
                self._on_wagers(r)
                return  # betting stays open until the deal
            case BoxRemoved():
                self._on_remove_box(r)
                return
            case DealStarted():
                self._on_deal(r)
            case CardDealt():
                self._on_card(r)
            case DuplicateRead():
                self._on_duplicate(r)
            case CardHeld():
                self._on_held(r)
            case HeldCardPlaced():
                self._on_place_held(r)
            case HeldCardSetAside():
                self._on_set_aside(r)
            case CardEntered():
                self._on_resolve(r)
            case CardCorrected():
                self._on_correction(r)
            case DecisionTaken():
                self._on_decision(r)
            case DecisionUndone():
                self._on_undo(r)
            case OfferClosed():
                self._on_close(r)
            case DealerOpened():
                self._on_open_dealer(r)
            case AlertRaised():
                self._on_alert(r)
            case AlertAcknowledged():
                self._on_acknowledge(r)
            case AlertResolved():
                self._on_resolve_alert(r)
            case PayoutApproved():
                self._on_approval(r)
            case RoundConfirmed():
                self._on_confirm(r)
            case _:
                assert_never(r)
        self._advance()

    def _on_wagers(self, r: WagersPlaced) -> None:
        self._need(Phase.BETTING, msg("why.wagers_before_deal"))
        box = r.box
        wagers = r.wagers
        blind = r.blind_box
        spec = BoxSpec(box, wagers, (), (), blind, r.player)
        check_boxes(self.profile, [spec])
        check_wagers(self.profile, spec, range(1, self.profile.table.boxes + 1))
        if blind and self.rules.blind_play_multiples():
            multiple = r.blind_play
            if multiple not in self.rules.blind_play_multiples():
                raise RuleError(msg("refusal.blind_play_before_deal"), box=box, rule="blind boxes")
            self.blind_plays[box] = int(multiple)
        self.boxes[box] = BoxState(box, wagers, blind, r.player)

    def _on_remove_box(self, r: BoxRemoved) -> None:
        self._need(Phase.BETTING, msg("why.remove_before_deal"))
        box = r.box
        if box not in self.boxes:
            raise RuleError(msg("refusal.box_no_wagers"), box=box, rule="betting")
        del self.boxes[box]
        self.blind_plays.pop(box, None)

    def _on_deal(self, r: DealStarted) -> None:
        self._need(Phase.BETTING, msg("why.deal_started"))
        if not self.boxes:
            raise RuleError(msg("refusal.nothing_to_deal"), rule="betting")
        specs = [BoxSpec(b.box, b.wagers, (), (), b.blind_box, b.player) for b in self.boxes.values()]
        check_boxes(self.profile, specs)
        for s in specs:
            check_wagers(self.profile, s, self.boxes)
        self.expected = dl.deal_slots(self.profile.dealing, list(self.boxes), self.rules.family, self.burns)
        self.threshold = r.approval_threshold
        self.phase = Phase.DEALING

    def _on_card(self, r: CardDealt) -> None:
        if not self.expected:
            raise RuleError(msg("refusal.no_card_expected"), rule="dealing")
        slot = self.expected[0]
        if r.card is None:
            self._place(slot, None)
            self._alert(
                "unreadable",
                msg("alert.unreadable", slot=messages.place(slot)),
                r.time,
                resolved=False,
                key=str(slot),
            )
            return
        self._place(slot, r.card)

    def _place(self, slot: Slot, card: Card | None) -> None:
        if card is not None:
            card = self._corrected.get(slot, card)
            owner = self._seen.get(card.index)
            if owner is not None:
                raise RuleError(
                    msg("refusal.already_on_table", card=card, where=self._where(owner)), rule="duplicate card"
                )
            self._seen[card.index] = slot
        self.cards[slot] = card
        self.expected.pop(0)

    def _on_duplicate(self, r: DuplicateRead) -> None:
        # The record keeps the card and where it lies (for the log); the alert on the screen
        # names them only when the card there is face up (game protection).
        owner = self._seen.get(r.card.index)
        if owner is not None and self._face_up(owner):
            message = msg("alert.read_again", card=r.card, where=self._where(owner))
        else:  # naming the card would tell which card lies face down
            message = msg("alert.read_again_face_down")
        self._alert("duplicate", message, r.time)

    def _on_held(self, r: CardHeld) -> None:
        card = r.card
        owner = self._seen.get(card.index)
        if owner is not None:
            raise RuleError(msg("refusal.already_on_table", card=card, where=self._where(owner)), rule="duplicate card")
        self._seen[card.index] = "held"
        self._held_count += 1
        held_id = self._held_count
        self.held.append(HeldCard(held_id, card, r.source))
        self._alert(
            "held",
            msg("alert.held", card=card),
            r.time,
            resolved=False,
            key=f"held {held_id}",
        )

    def _on_place_held(self, r: HeldCardPlaced) -> None:
        held = self._find_held(r.held)
        if not self.expected:
            raise RuleError(msg("refusal.no_card_expected"), rule="dealing")
        del self._seen[held.card.index]
        self.held.remove(held)
        self._place(self.expected[0], held.card)
        self._resolve_alert(f"held {held.id}")

    def _on_set_aside(self, r: HeldCardSetAside) -> None:
        held = self._find_held(r.held)
        self.held.remove(held)
        self._seen[held.card.index] = "set aside"
        self._resolve_alert(f"held {held.id}")

    def _find_held(self, held_id: int) -> HeldCard:
        for h in self.held:
            if h.id == held_id:
                return h
        raise RuleError(msg("refusal.no_held_card", id=held_id), rule="held cards")

    def _on_resolve(self, r: CardEntered) -> None:
        slot = r.slot
        if slot not in self.cards or self.cards[slot] is not None:
            raise RuleError(msg("refusal.not_unreadable", slot=messages.place(slot)), rule="unreadable card")
        card = self._corrected.get(slot, r.card)
        owner = self._seen.get(card.index)
        if owner is not None:
            raise RuleError(msg("refusal.already_on_table", card=card, where=self._where(owner)), rule="duplicate card")
        self._seen[card.index] = slot
        self.cards[slot] = card
        self._resolve_alert(str(slot))

    def _on_correction(self, r: CardCorrected) -> None:
        try:
            self._rebuild([*self.records, r])
        except RuleError as err:
            raise RuleError(
                msg(
                    "refusal.correction_breaks",
                    card=r.new,
                    slot=messages.place(r.slot),
                    why=err.message,
                ),
                rule="corrections",
            ) from err
        # _rebuild appends r itself; _commit appends it again, so drop it here.
        self.records.pop()

    def _on_undo(self, r: DecisionUndone) -> None:
        self._rebuild([*self.records, r])
        self.records.pop()

    def _on_decision(self, r: DecisionTaken) -> None:
        box = r.box
        state = self._box(box)
        action = r.action
        if self._swaps:
            action = replace(action, discard=tuple(self._swap(c) for c in action.discard))
        if self._unresolved_cards():
            raise RuleError(msg("refusal.unreadable_first"), box=box, rule="unreadable card")
        rule_phase = _RULE_PHASE.get(self.phase)
        if rule_phase is None:
            raise RuleError(
                msg("refusal.no_decisions_now", phase=messages.phase(self.phase.value)), box=box, rule="order of play"
            )
        self.boxes[box] = self.rules.apply(state, action, rule_phase, self._dealer_view())

    def _on_alert(self, r: AlertRaised) -> None:
        self._alert(r.alert, r.text or r.message, r.time, resolved=not r.blocking)

    def _on_acknowledge(self, r: AlertAcknowledged) -> None:
        alert_id = r.alert
        for i, a in enumerate(self.alerts):
            if a.id == alert_id:
                self.alerts[i] = replace(a, acknowledged=True)
                return
        raise RuleError(msg("refusal.no_alert", id=alert_id), rule="alerts")

    def _on_resolve_alert(self, r: AlertResolved) -> None:
        alert_id = r.alert
        for i, a in enumerate(self.alerts):
            if a.id == alert_id:
                if a.kind == PIT_BOSS and not r.who:
                    raise RuleError(msg("refusal.pit_boss_clears"), rule="alerts")
                if a.kind not in CHECKED_ALERTS and a.kind != PIT_BOSS:
                    raise RuleError(msg("refusal.alert_by_card", kind=a.kind), rule="alerts")
                self.alerts[i] = replace(a, resolved=True, acknowledged=True)
                return
        raise RuleError(msg("refusal.no_alert", id=alert_id), rule="alerts")

    def _on_close(self, r: OfferClosed) -> None:
        what = r.what
        if self._corrected and what in ("insurance", "buy_cards") and self.phase.value != what:
            return  # replaying after a correction: that offer no longer arises; it stays closed
        if what == "insurance":
            self._need(Phase.INSURANCE, msg("why.insurance_not_open"))
            self._insurance_done = True
        elif what == "buy_cards":
            self._need(Phase.BUY_CARDS, msg("why.buy_cards_not_offered"))
            self._buy_cards_done = True
            self._start_draws()
        elif what == "dealer_game":
            self._need(Phase.DEALER_GAME_OFFER, msg("why.dealer_game_not_offered"))
            if any(b.bought_dealer_game for b in self.boxes.values()):
                self.expected = dl.dealer_game_slots(self.profile.dealing, self.burns)
                self.phase = Phase.DEALER_GAME_DRAW
            else:
                self.phase = Phase.SETTLEMENT
        else:
            raise RuleError(msg("refusal.cannot_close", what=what), rule="phases")

    def _on_open_dealer(self, r: DealerOpened) -> None:
        if self._corrected and self.phase in (Phase.INSURANCE, Phase.BUY_CARDS):
            # Replaying after a correction that made an offer possible: it closed when the
            # dealer opened, as it did at the table.
            self._insurance_done = self._buy_cards_done = True
            self.phase = Phase.OPEN_DEALER
        self._need(Phase.OPEN_DEALER, msg("why.dealer_opens_after"))
        self.dealer_opened = True
        view = self._dealer_view()
        buyers = [b for b in self.boxes.values() if self.rules.can(b, Action("buy_dealer_game"), stud.DEALER, view)]
        self.phase = Phase.DEALER_GAME_OFFER if buyers else Phase.SETTLEMENT

    def _on_approval(self, r: PayoutApproved) -> None:
        self._need(Phase.SETTLEMENT, msg("why.approval_at_settlement"))
        box = r.box
        if not r.amount.is_finite():
            raise RuleError(msg("approval.bad_amount", amount=repr(str(r.amount))), box=box)
        if not r.who or not str(r.who).strip():
            raise RuleError(msg("approval.who"), box=box, rule="payout approval")
        if r.how not in ("floor", "pin"):
            raise RuleError(msg("approval.how", how=repr(r.how)), box=box, rule="payout approval")
        if self.threshold is None:
            raise RuleError(msg("approval.no_threshold"), box=box, rule="payout approval")
        if box not in self.boxes:
            raise RuleError(msg("refusal.box_not_in_play"), box=box, rule="payout approval")
        # The amount is not checked against the settlement here: a correction replays the
        # round, and an approval of the payout as it stood then must still replay (it simply
        # no longer covers the new payout). Round.approve checks it when it is given.

    def _on_confirm(self, r: RoundConfirmed) -> None:
        self._need(Phase.SETTLEMENT, msg("why.not_settled"))
        open_alerts = [a for a in self.alerts if a.open]
        if open_alerts:
            raise RuleError(
                msg("refusal.alerts_open", n=len(open_alerts), first=open_alerts[0].text or open_alerts[0].message),
                rule="alerts",
            )
        waiting = self._unapproved(self._settle())
        if waiting:
            raise ApprovalNeeded(waiting[0].box, waiting[0].amount)
        self.phase = Phase.CONFIRMED

    def _unapproved(self, settlement: Settlement) -> list[PayoutApproval]:
        """The payouts at or above the threshold no approval record covers (the approval is
        for the amount: a correction that changes the payout needs a new approval)."""
        if self.threshold is None:
            return []
        approved = {(a.box, a.amount) for a in self.records if isinstance(a, PayoutApproved)}
        return [
            PayoutApproval(b.box, b.net)
            for b in settlement.boxes
            if b.net > 0 and b.net >= self.threshold and (b.box, b.net) not in approved
        ]

    # -- phase progression ---------------------------------------------------------------------

    def _advance(self) -> None:
        """Move on when the current phase is complete (derived: replay gives the same)."""
        while True:
            nxt = self._next_phase()
            if nxt is None or nxt is self.phase:
                return
            self.phase = nxt

    def _next_phase(self) -> Phase | None:
        p = self.phase
        if p in CARD_PHASES and (self.expected or self._unresolved_cards()):
            return None
        if p is Phase.DEALING:
            self._after_deal()
            return Phase(self.rules.decision_phases[0])
        if p in _STREET_STEPS:
            return self._next_street(p)
        return self._next_stud(p)

    def _after_deal(self) -> None:
        rules = self.rules
        for n, state in list(self.boxes.items()):
            cards = [self._slot_card(Slot(dl.BOX, n, i)) for i in range(1, rules.hand_size + 1)]
            self.boxes[n] = rules.dealt(state, cards, self.blind_plays.get(n))

    def _next_street(self, p: Phase) -> Phase | None:
        waiting = {Phase.PREFLOP: Status.DEALT, Phase.FLOP: Status.FLOP, Phase.RIVER: Status.RIVER}
        if p in waiting:
            if any(b.status is waiting[p] for b in self.boxes.values()):
                return None
            if p is Phase.RIVER:
                return Phase.SETTLEMENT
            self.expected = dl.board_slots(
                self.profile.dealing, "flop" if p is Phase.PREFLOP else "turn_river", self.burns
            )
            return Phase.FLOP_DEAL if p is Phase.PREFLOP else Phase.RIVER_DEAL
        if p is Phase.FLOP_DEAL:
            return Phase.FLOP
        if p is Phase.RIVER_DEAL:
            return Phase.RIVER
        return None

    def _next_stud(self, p: Phase) -> Phase | None:
        rules = self.rules
        if p is Phase.DECISIONS:
            if any(b.status in (Status.DEALT, Status.DRAWN) for b in self.boxes.values()):
                return None
            if any(b.pending is not None for b in self.boxes.values()):
                self._start_draws()
                return Phase.DRAWS
            return self._after_decisions()
        if p is Phase.DRAWS:
            for n, b in list(self.boxes.items()):
                if b.pending is not None:
                    want = rules.cards_wanted(b)
                    cards = [self._slot_card(Slot(dl.DRAW, n, i)) for i in range(1, want + 1)]
                    self.boxes[n] = rules.receive(b, cards)
            # Exchanged and six-card boxes now fold or play; bought cards complete a called hand.
            if any(b.status is Status.DRAWN for b in self.boxes.values()):
                return Phase.DECISIONS
            return self._after_decisions()
        if p is Phase.BUY_CARDS:
            return self._after_decisions() if self._buy_cards_done else None
        if p is Phase.INSURANCE:
            return Phase.OPEN_DEALER if self._insurance_done else None
        if p is Phase.DEALER_GAME_DRAW:
            return Phase.SETTLEMENT
        return None

    def _after_decisions(self) -> Phase:
        rules = self.rules
        played = [b for b in self.boxes.values() if b.status is Status.PLAYED]
        if (
            rules.options.buy_card
            and not self._buy_cards_done
            and any(rules.can(b, Action(BUY_CARD), stud.BUY_CARDS, self._dealer_view(), probe=True) for b in played)
        ):
            return Phase.BUY_CARDS
        if (
            rules.options.insurance
            and not self._insurance_done
            and any(rules.insurance_range(b) is not None for b in played)
        ):
            return Phase.INSURANCE
        return Phase.OPEN_DEALER

    def _start_draws(self) -> None:
        wanted = [(n, self.rules.cards_wanted(b)) for n, b in self.boxes.items() if b.pending is not None]
        self.expected = dl.draw_slots(self.profile.dealing, wanted, self.burns)
        if wanted:
            self.phase = Phase.DRAWS

    def _settle(self) -> Settlement:
        if self.phase not in (Phase.SETTLEMENT, Phase.CONFIRMED):
            raise RuleError(
                msg("refusal.not_ready_to_settle", phase=messages.phase(self.phase.value)), rule="settlement"
            )
        dealer = [self._slot_card(Slot(dl.DEALER, 0, i)) for i in range(1, self.rules.dealer_size + 1)]
        bought = self.cards.get(Slot(dl.DEALER_GAME, 0, 1))
        board = tuple(c for i in range(1, 6) if (c := self.cards.get(Slot(dl.BOARD, 0, i))) is not None)
        return settle_states(self.rules, list(self.boxes.values()), dealer, board, bought)

    # -- helpers ---------------------------------------------------------------------------------

    def _need(self, phase: Phase, why: Message) -> None:
        if self.phase is not phase:
            raise RuleError(
                msg("refusal.wrong_phase", why=why, phase=messages.phase(self.phase.value)), rule="order of play"
            )

    def _box(self, box: int) -> BoxState:
        state = self.boxes.get(box)
        if state is None:
            raise RuleError(msg("refusal.box_not_in_play"), box=box, rule="boxes")
        return state

    def _slot_card(self, slot: Slot) -> Card:
        card = self.cards.get(slot)
        if card is None:
            raise RuleError(msg("refusal.no_card_yet", slot=messages.place(slot)), rule="dealing")
        return card

    def _unresolved_cards(self) -> bool:
        return any(c is None for c in self.cards.values())

    def _alert(
        self, kind: str, message: str | Message, at: float, *, resolved: bool = True, key: str | None = None
    ) -> None:
        text = message if isinstance(message, Message) else None
        self.alerts.append(Alert(len(self.alerts) + 1, kind, str(message), at, False, resolved, text))
        if key is not None:
            self._alert_keys[key] = len(self.alerts)

    def _resolve_alert(self, key: str) -> None:
        alert_id = self._alert_keys.get(key)
        if alert_id is None:
            return
        i = alert_id - 1
        self.alerts[i] = replace(self.alerts[i], resolved=True)

    def _dealer_view(self) -> DealerView:
        n = self.rules.dealer_size
        cards = tuple(c for i in range(1, n + 1) if (c := self.cards.get(Slot(dl.DEALER, 0, i))) is not None)
        # The boxes' decisions never see the dealer's cards before the dealer opens.
        return DealerView(self.dealer_opened, cards if len(cards) == n and self.dealer_opened else ())

    # -- game protection: which cards lie face up ------------------------------------------------

    def _face_up(self, slot: Slot | str) -> bool:
        """Whether the card in ``slot`` lies face up now, so the screen may show it (docs/rules.md,
        profiles' ``[dealing]``). Face up: each box's cards (the croupier's screen shows the
        hands it pays), bought and exchanged cards, the board, the dealer's bought card, a
        card held out of turn or set aside (its alert showed it), the stud dealer's up card.
        Face down: the dealer's other cards until the dealer opens (hold'em: until the
        settlement), and every burn (never opened)."""
        if isinstance(slot, str):
            return True
        if slot.kind in (dl.BOX, dl.DRAW, dl.BOARD, dl.DEALER_GAME):
            return True
        if slot.kind == dl.DEALER:
            if self.dealer_opened or self.phase in (Phase.SETTLEMENT, Phase.CONFIRMED):
                return True
            return slot.index == self.rules.dealer_up_card
        return False

    def _where(self, owner: Slot | str) -> Message:
        """Where a card already on the table lies, as a message may say it: the place of a
        face-down card is never named."""
        if not self._face_up(owner):
            return msg("where.face_down")
        return messages.place(owner) if isinstance(owner, Slot) else msg(f"where.{owner.replace(' ', '_')}")
