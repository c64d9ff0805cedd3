"""The table session: one table's rounds, its card source and its log, for the screen.

A :class:`TableSession` owns the live :class:`~dealer_assist.flow.Round`, turns every
source event into a round step (cards are fed, reader problems become alerts), journals the
round after every record, and on Confirm appends the round to the log and starts the next.
Every croupier intent goes through :meth:`TableSession.attempt`: a refused step changes
nothing and its reason is shown (``refused``), never raised into Qt.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from dealer_assist.cards import Card
from dealer_assist.croupiers import RotationRefused, check_rotation
from dealer_assist.errors import DealerAssistError, LogError
from dealer_assist.events import (
    CardEvent,
    DeviceHello,
    EventsDropped,
    Heartbeat,
    NewShuffle,
    ProtocolError,
    ReaderBack,
    ReaderLost,
    SequenceConflict,
    SourceEvent,
)
from dealer_assist.flow import Phase, Record, Round, Slot
from dealer_assist.flow.journal import (
    JournaledRound,
    JournalUnreadable,
    RoundPending,
    journal_state,
    logged_round,
    read_journal,
)
from dealer_assist.flow.records import DealerOpened
from dealer_assist.flow.round import OutOfTurn
from dealer_assist.flow.state import ApprovalNeeded, RoundState
from dealer_assist.messages import msg
from dealer_assist.rules.model import Action
from dealer_assist.staff import Grant, StaffStore
from ui.i18n import game_name, money, translate
from ui.i18n import refusal_text as rule_refusal_text
from ui.joins import CardFeed, TableLog

if TYPE_CHECKING:
    from dealer_assist.log import LoggedRound
    from drivers.base import DealingShoe

T = TypeVar("T")
# The journal is written this long after a record, once for a burst (after the screen has
# been painted): a crash loses at most the records of the last few tens of milliseconds.
JOURNAL_DELAY_MS = 25


@dataclass
class TableConfig:
    """The table as it is dealt: game and limits from the protected table settings
    (:mod:`dealer_assist.table_settings`), boxes and croupier from the start-up screen."""

    game: str = "novo"
    boxes: int = 7
    limits: dict[str, Decimal] = field(default_factory=dict)
    """Table overrides: ``min_bet``, ``max_bet``, ``max_payout``, ``side_bet_max_payout``,
    ``chip_unit`` (absent: the profile's)."""
    table_id: str = "T1"
    croupier: str = "croupier"
    approval_threshold: Decimal | None = None
    """A payout at or above this waits for a pit boss's approval before Confirm (None: never)."""

    def overrides(self) -> dict[str, Any]:
        return {k: str(v) for k, v in self.limits.items() if v is not None}


def refusal_text(err: DealerAssistError) -> str:
    """The one line a refusal shows. A decision out of box order says whose turn it is, in
    the screen's language; other refusals show the engine's own line."""
    if isinstance(err, RoundPending):
        p = err.pending
        game = game_name(p.round.profile.name, p.round.profile.title)
        if p.number is None:  # journaled by `simulate`, or by a version that did not keep it
            text = translate(
                "Resume",
                "A round of {game} is in progress at table {table}: resume it, or have a pit boss void it, first",
            )
            return text.format(game=game, table=p.table_id)
        text = translate(
            "Resume",
            "Round {n} of {game} is in progress at table {table}: resume it, or have a pit boss void it, first",
        )
        return text.format(n=p.number, game=game, table=p.table_id)
    if isinstance(err, JournalUnreadable):
        return translate(
            "Resume", "The round in progress at table {table} cannot be read: a pit boss can void it."
        ).format(table=err.table_id)
    if isinstance(err, RotationRefused):
        if err.reason == "mid_round":
            return translate("Rotation", "A round is in progress: the croupier changes between rounds")
        if err.reason == "unlogged":
            return translate("Rotation", "The last round is not in the log yet: tap Retry first")
        return translate("Rotation", "{name} is already dealing").format(name=err.name)
    if isinstance(err, ApprovalNeeded):
        return translate("Approval", "Box {n} pays {amount}: a pit boss approves it").format(
            n=err.box, amount=money(err.amount)
        )
    if isinstance(err, OutOfTurn):
        if err.turn is not None:
            return translate("Table", "Box {n} decides first").format(n=err.turn)
        return translate("Table", "Box {n} was passed: box {m} has already decided (box order)").format(
            n=err.box, m=err.passed_by
        )
    return rule_refusal_text(err)


class TableSession(QObject):
    """One table: the live round, its source and its log."""

    changed = Signal(object)
    """A record was accepted (the record), or a new round began (None)."""
    refused = Signal(str)
    """A croupier input or a card was refused: the reason, to show."""
    reader = Signal(str)
    """The card source's state changed: ``ok``, ``lost``, or a short text."""
    logged = Signal(object)
    """The confirmed round is in the log (the log's receipt)."""

    def __init__(
        self,
        config: TableConfig,
        *,
        log: TableLog | None = None,
        source: CardFeed | None = None,
        checker: CardFeed | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        super().__init__()
        self.config = config
        self.log = log
        self.source = source
        self.checker = checker
        """A camera over the layout that checks the reader (its ``layout_view()`` sees the
        cards), or None."""
        self._clock = clock
        self.reader_state = "ok" if source is not None else "none"
        self.reader_detail = ""
        self.protocol_errors = 0
        self.rounds_confirmed = 0
        self.rounds_by_croupier = 0
        """Rounds confirmed since the croupier dealing took the table over."""
        self.last_wagers: dict[int, tuple[dict[str, Any], bool, int | None]] = {}
        self.unlogged: LoggedRound | None = None
        """A confirmed round the log could not take yet (kept, retried)."""
        self.round_id = ""
        self.round_number = 1
        """The round's number at its table: the table's rounds in the log (and rounds in
        progress voided) before it, plus one; a resumed round keeps its own."""
        self._journal_due = False
        self._rounds_before = self._count_rounds_before()
        self.round = self._begin(resume_journal=True)

    # -- rounds ---------------------------------------------------------------------------------

    def _count_rounds_before(self) -> int:
        if self.log is None:
            return 0
        from dealer_assist.log import RoundFilter

        table = self.config.table_id
        try:
            return int(self.log.count(RoundFilter(table_id=table))) + int(self.log.voided_in_progress(table))
        except DealerAssistError:
            return 0  # the number is only shown; the log's own trouble shows when it is written

    def _begin(self, *, resume_journal: bool = False) -> Round:
        """The next round, or (at start) the round in progress the journal holds.

        The journal is never dropped: a round in progress saved for another game or other
        limits raises :class:`RoundPending`, one that cannot be read raises
        :class:`~dealer_assist.flow.journal.JournalUnreadable` (the start-up screen offers
        to resume it or to void it with a pit boss PIN, see ui/resume.py)."""
        overrides = self.config.overrides()
        pending: JournaledRound | None = None
        if resume_journal and self.log is not None:
            pending = read_journal(self.log, self.config.table_id)
            if pending is not None and not pending.matches(self.config.game, overrides):
                raise RoundPending(pending)
        self.round_number = self._rounds_before + self.rounds_confirmed + 1
        if pending is not None:
            rnd, round_id = pending.round, pending.round_id
            if pending.number is not None:
                self.round_number = pending.number
                self._rounds_before = pending.number - 1
        else:
            rnd, round_id = Round(self.config.game, overrides, clock=self._clock), ""
        # A round resumed before its deal takes today's threshold; once dealt, its own (the
        # deal record keeps it).
        rnd.approval_threshold = self.config.approval_threshold
        rnd.subscribe(self._on_record)
        self.round_id = round_id or str(uuid.uuid4())
        self.round = rnd
        return rnd

    def new_round(self) -> None:
        """Start the next round (after Confirm); the shoe of a simulated source is renewed."""
        shoe = self.shoe
        if shoe is not None:
            shoe.new_shoe()
        self._begin()
        self.changed.emit(None)

    def _on_record(self, rnd: RoundState, record: Record) -> None:
        if rnd is not self.round:
            return
        self.changed.emit(record)
        if self.checker is not None and isinstance(record, DealerOpened):
            QTimer.singleShot(0, self.check_camera)  # the hands are open on the layout now
        # The journal (one fsync) is written right after the screen has been updated, once
        # for a burst of records: the card shows at once, and a crash loses at most the
        # records of the last few milliseconds (the reader's own log still has them).
        if not self._journal_due:
            self._journal_due = True
            QTimer.singleShot(JOURNAL_DELAY_MS, self._journal)

    def flush_journal(self) -> None:
        """Write the journal now if a write is due (before closing, in tests)."""
        if self._journal_due:
            self._journal()

    def _journal(self) -> None:
        due, self._journal_due = self._journal_due, False
        if not due or self.log is None or self.round.phase is Phase.CONFIRMED:
            return
        state = journal_state(
            self.round,
            self.round_id,
            self.config.game,
            self.config.overrides(),
            boxes=self.config.boxes,
            number=self.round_number,
        )
        try:
            self.log.journal_save(self.config.table_id, state)
        except DealerAssistError as err:  # the log says what it was saving, and why not
            self.refused.emit(refusal_text(err))

    # -- doing things -------------------------------------------------------------------------

    def attempt(self, step: Callable[[], T]) -> T | None:
        """Run one croupier step; a refusal (any DealerAssistError) is shown, not raised."""
        try:
            result = step()
        except DealerAssistError as err:
            self.refused.emit(refusal_text(err))
            return None
        return result

    @property
    def who(self) -> str:
        """The croupier dealing: every record a croupier makes, and the round, carry it."""
        return self.config.croupier

    def rotation_refused(self, new: str | None = None) -> str:
        """Why a croupier may not take the table over now (one line), or ``""``."""
        try:
            self._check_rotation(new)
        except RotationRefused as err:
            return refusal_text(err)
        return ""

    def _check_rotation(self, new: str | None) -> None:
        check_rotation(
            (r.kind for r in self.round.records),
            unlogged=self.unlogged is not None,
            current=self.config.croupier,
            new=new,
        )

    def rotate(self, grant: Grant, store: StaffStore) -> bool:
        """Dealer rotation: the croupier of ``grant`` (their PIN was checked) takes the table
        over between rounds; one chained entry in the staff store (old -> new croupier), and
        the next round, its records and its log row carry the new name. Refused (one line,
        nothing changed) mid-round."""
        try:
            self._check_rotation(grant.name)
            store.record_rotation(grant, f"table {self.config.table_id}", self.config.croupier)
        except DealerAssistError as err:
            self.refused.emit(refusal_text(err))
            return False
        self.config.croupier = grant.name
        self.rounds_by_croupier = 0
        self.changed.emit(None)  # the header names the new croupier
        return True

    def place_wagers(
        self, box: int, wagers: Mapping[str, Any], blind_box: bool = False, blind_play: int | None = None
    ) -> bool:
        ok = self.attempt(lambda: self.round.place_wagers(box, wagers, blind_box=blind_box, blind_play=blind_play))
        if ok is not None:
            self.last_wagers[box] = (dict(wagers), blind_box, blind_play)
        return ok is not None

    def remove_box(self, box: int) -> bool:
        self.last_wagers.pop(box, None)
        return self.attempt(lambda: self.round.remove_box(box)) is not None

    def repeat_wagers(self) -> bool:
        """Place every box's wagers of the last round again (boxes still empty only)."""
        ok = True
        for box, (wagers, blind, play) in sorted(self.last_wagers.items()):
            if box not in self.round.boxes:
                ok = self.place_wagers(box, wagers, blind, play) and ok
        return ok

    def start_deal(self) -> bool:
        return self.attempt(self.round.start_deal) is not None

    def act(self, box: int, action: Action) -> bool:
        return self.attempt(lambda: self.round.act(box, action)) is not None

    def close_step(self) -> bool:
        """The round-level button of the phase: close insurance / bought cards / the
        dealer's game, or open the dealer."""
        rnd = self.round
        steps = {
            Phase.INSURANCE: rnd.close_insurance,
            Phase.BUY_CARDS: rnd.close_buy_cards,
            Phase.OPEN_DEALER: rnd.open_dealer,
            Phase.DEALER_GAME_OFFER: rnd.close_dealer_game,
        }
        step = steps.get(rnd.phase)
        if step is None:
            self.refused.emit(f"nothing to close now ({rnd.phase.value})")
            return False
        return self.attempt(step) is not None

    def undo(self) -> bool:
        return self.attempt(lambda: self.round.undo(self.who)) is not None

    def correct(self, slot: Slot, card: Card, why: str) -> bool:
        return self.attempt(lambda: self.round.correct(slot, card, why, self.who)) is not None

    def enter_card(self, slot: Slot, card: Card) -> bool:
        return self.attempt(lambda: self.round.enter_card(slot, card, self.who)) is not None

    def place_held(self, held_id: int) -> bool:
        return self.attempt(lambda: self.round.place_held(held_id, self.who)) is not None

    def set_aside(self, held_id: int, why: str) -> bool:
        return self.attempt(lambda: self.round.set_aside(held_id, why, self.who)) is not None

    def acknowledge(self, alert_id: int) -> bool:
        return self.attempt(lambda: self.round.acknowledge(alert_id, self.who)) is not None

    def resolve_alert(self, alert_id: int, why: str, who: str | None = None) -> bool:
        """``who``: a pit boss who entered the PIN (a pit boss alert), else the croupier."""
        done = self.attempt(lambda: self.round.resolve_alert(alert_id, why, who or self.who)) is not None
        kinds = {a.kind for a in self.round.alerts if a.id == alert_id}
        if done and "reader_overflow" in kinds and self.source is not None:
            self.source.trust()  # the croupier checked the cards: the reader is trusted again
            self.reader_state = "ok" if not self.source.lost else "lost"
            self.reader.emit(self.reader_state)
        return done

    def check_camera(self, seen: list[tuple[str | None, Card, float]] | None = None) -> bool:
        """Cross-check the camera over the layout against the reader (issue 7): each
        disagreement becomes a blocking alert until the croupier checks the card (and
        corrects it, or resolves the alert). ``seen``: the camera's stable cards as
        (zone, card, confidence); by default the checking camera's own."""
        if seen is None:
            view = self.checker.layout_view() if self.checker is not None else None
            if view is None:
                return False
            seen = [(d.zone, d.card, d.confidence) for d in view.stable_detections()]
        return bool(self.attempt(lambda: self.round.check_camera(seen)))

    def camera_event(self, event: SourceEvent) -> None:
        """An event of the checking camera (GUI thread): a new stable card means the layout
        changed, so compare again; a camera lost or back is shown as an alert."""
        if isinstance(event, CardEvent):
            self.check_camera()
        elif isinstance(event, (ReaderLost, ReaderBack)):
            kind = "camera_lost" if isinstance(event, ReaderLost) else "camera_back"
            if isinstance(event, ReaderLost):
                text = msg("alert.camera_lost", reason=event.reason)
            else:
                text = msg("alert.camera_back")
            self.attempt(lambda: self.round.report(kind, text, at=event.time))

    def approve(self, box: int, amount: Decimal, who: str, how: str, at: str | None = None) -> bool:
        """A pit boss approves a large payout: ``how`` is ``pin`` (the PIN at the table; ``who``
        is the pit boss the PIN named) or ``floor`` (from the pit view, ``at`` the floor's time)."""
        return self.attempt(lambda: self.round.approve(box, amount, who, how, at=at)) is not None

    def confirm(self) -> bool:
        """Confirm the settlement: the round goes to the log, the next round begins."""
        rnd = self.round
        if self.attempt(lambda: rnd.confirm(self.who)) is None:
            return False
        self.unlogged = logged_round(rnd, self.round_id, self.config.table_id, self.who)
        self.rounds_confirmed += 1
        self.rounds_by_croupier += 1
        return self.write_log()

    def write_log(self) -> bool:
        """Append the confirmed round to the log (again, after a failure); then the next round."""
        if self.unlogged is None:
            return True
        if self.log is not None:
            try:
                receipt = self.log.append_round(self.unlogged)
            except LogError:
                self.refused.emit(translate("Prompt", "The round is confirmed but not in the log yet: tap Retry"))
                self.changed.emit(None)
                return False
            self.logged.emit(receipt)
        for box, b in self.round.boxes.items():
            from dealer_assist.roundfile import wagers_to_json

            self.last_wagers[box] = (wagers_to_json(b.wagers), b.blind_box, self.round.blind_plays.get(box))
        self.unlogged = None
        self.new_round()
        return True

    # -- the card source ------------------------------------------------------------------------

    @property
    def shoe(self) -> DealingShoe | None:
        """The source as a shoe that deals when told to (the simulator), or None (a reader
        or camera only reports what the croupier deals): the source's class answers."""
        return self.source.dealing_shoe() if self.source is not None else None

    @property
    def simulated(self) -> bool:
        return self.shoe is not None

    def deal(self, count: int = 1) -> None:
        """Simulated shoe: deal ``count`` cards (they arrive through the source as events)."""
        shoe = self.shoe
        if shoe is not None:
            shoe.deal(count)

    def deal_step(self) -> int:
        """Simulated shoe: deal every card the round expects now; how many."""
        n = len(self.round.expected)
        if n:
            self.deal(n)
        return n

    def handle_event(self, event: SourceEvent) -> None:
        """One event from the card source (in the GUI thread)."""
        rnd = self.round
        if self.unlogged is not None or rnd.phase is Phase.CONFIRMED:
            self.new_round() if self.unlogged is None else None
            rnd = self.round
        self.attempt(lambda: rnd.handle(event))
        if isinstance(event, ReaderLost):
            self.reader_state, self.reader_detail = "lost", event.reason
            self.reader.emit("lost")
        elif isinstance(event, ReaderBack):
            self.reader_state = "ok" if self.source is None or self.source.trusted else "untrusted"
            self.reader_detail = ""
            self.reader.emit("ok")
        elif isinstance(event, ProtocolError):
            self.protocol_errors += 1
            self.reader.emit(self.reader_state)
        elif isinstance(event, DeviceHello):
            self.reader_detail = f"{event.device_id} {event.firmware}"
            self.reader.emit(self.reader_state)
        elif isinstance(event, (NewShuffle, Heartbeat)):
            pass
        elif isinstance(event, (SequenceConflict, EventsDropped)):
            self._reader_fault(event)

    def _reader_fault(self, event: SequenceConflict | EventsDropped) -> None:
        """A conflict or a card overflow stops the round (a blocking alert, which names no
        card) until the croupier has checked the cards; dropped noise is only told."""
        if not isinstance(event, SequenceConflict):
            # One overflow alert at a time: a flood the screen keeps falling behind would
            # otherwise add one after every batch. The counts are in the reader's status.
            kind = "reader_overflow" if event.cards else "reader_noise_dropped"
            if any(a.kind == kind for a in self.round.open_alerts()):
                if event.cards:
                    self.reader_state = "untrusted"
                    self.reader.emit(self.reader_state)
                return
        if isinstance(event, SequenceConflict):
            kind = "sequence_conflict"
            text = msg("alert.sequence_conflict", sequence=event.sequence)
        elif event.cards:
            kind = "reader_overflow"
            text = msg("alert.overflow", n=event.cards)
            self.reader_state = "untrusted"
            self.reader.emit(self.reader_state)
        else:
            self.attempt(lambda: self.round.report(
                "reader_noise_dropped",
                msg("alert.noise_dropped", n=event.noise),
                at=event.time))
            return
        self.attempt(lambda: self.round.report(kind, text, blocking=True, at=event.time))
