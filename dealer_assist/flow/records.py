"""The records a round is made of: one frozen class per step, with its values typed (cards as
:class:`~dealer_assist.cards.Card`, money as ``Decimal``, boxes as ``int``). The round replays
from them (:mod:`dealer_assist.flow.state` dispatches on the class), so a search for a class
finds every place that makes that step and the one place that applies it.

On disk (the log, the crash journal) a record is the JSON object of docs/records.md:
``seq``, ``time``, ``kind``, ``who``, ``why`` and the step's ``data``. :meth:`Record.to_json`
writes exactly what the untyped records wrote, and :meth:`Record.from_json` reads every record
they wrote; a record it cannot read (an unknown kind, a missing or wrong value) is one
:class:`RecordError` line.

>>> from dealer_assist.cards import parse_card
>>> r = Record.from_json({"seq": 3, "time": "2025-12-01T14:40:00.250Z", "kind": "held", "who": None,
...                       "why": None, "data": {"source": "shoe", "card": "As"}})
>>> type(r).__name__, r.card == parse_card("As"), r.data
('CardHeld', True, {'source': 'shoe', 'card': 'As'})
>>> Record.from_json({"seq": 4, "kind": "shuffle", "data": {}})
Traceback (most recent call last):
...
dealer_assist.flow.records.UnknownRecordKind: record 4: unknown record kind 'shuffle'
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any, ClassVar, Self, TypeAlias

from dealer_assist import messages
from dealer_assist.cards import Card, parse_card
from dealer_assist.errors import DealerAssistError
from dealer_assist.flow.dealing import Slot
from dealer_assist.messages import Message
from dealer_assist.roundfile import action_to_json, parse_action, parse_wagers, wagers_to_json
from dealer_assist.rules.model import Action, Wagers


def iso_time(seconds: float) -> str:
    """ISO 8601 UTC with milliseconds."""
    stamp = dt.datetime.fromtimestamp(seconds, tz=dt.UTC)
    return stamp.isoformat(timespec="milliseconds").replace("+00:00", "Z")


class RecordError(DealerAssistError):
    """A record that cannot be read: written by hand, damaged, or by a later version. One
    line naming the record (its ``seq``) and what is wrong with it."""


class UnknownRecordKind(RecordError):
    """A record whose ``kind`` is none of the round's steps."""

    def __init__(self, seq: object, kind: object) -> None:
        self.seq = seq
        self.kind = kind
        super().__init__(f"record {seq}: {messages.msg('refusal.unknown_record', kind=str(kind))}")


@dataclass(frozen=True, kw_only=True)
class Record:
    """One accepted step of a round (or one refused event worth keeping, e.g. a duplicate).

    Each step is a subclass; ``kind`` names it on disk. ``seq`` and ``time`` are given when
    the round accepts the step (:meth:`RoundState._commit`); ``who`` and ``why`` name the
    person and the reason for corrections and overrides."""

    kind: ClassVar[str]
    seq: int = 0
    time: float = 0.0
    who: str | None = None
    why: str | None = None

    @property
    def data(self) -> dict[str, Any]:
        """The step's values as plain JSON (the record's ``data`` on disk)."""
        raise NotImplementedError(type(self).__name__)

    def to_json(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "time": iso_time(self.time),
            "kind": self.kind,
            "who": self.who,
            "why": self.why,
            "data": self.data,
        }

    def stamped(self, seq: int, time: float) -> Self:
        """This step as the round keeps it: numbered and timed."""
        return replace(self, seq=seq, time=time)

    @staticmethod
    def from_json(value: Any) -> AnyRecord:
        """The record a JSON object holds; :class:`RecordError` when it holds none."""
        if not isinstance(value, Mapping):
            raise RecordError(f"a record must be a JSON object, not {type(value).__name__}")
        seq = value.get("seq")
        if not isinstance(seq, int) or isinstance(seq, bool):
            raise RecordError(f"record {seq!r}: seq must be a whole number")
        kind = value.get("kind")
        cls = BY_KIND.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise UnknownRecordKind(seq, kind)
        where = f"record {seq} ({kind})"
        data = value.get("data", {})
        if not isinstance(data, Mapping):
            raise RecordError(f"{where}: data must be a JSON object")
        step = cls.read(_Fields(data, where))
        return replace(
            step,
            seq=seq,
            time=_seconds(value.get("time", 0.0), where),
            who=_optional_text(value.get("who"), f"{where}: who"),
            why=_optional_text(value.get("why"), f"{where}: why"),
        )

    @classmethod
    def read(cls, f: _Fields) -> Self:
        """The step from its ``data`` (the record's head is set by :meth:`from_json`)."""
        raise NotImplementedError(cls.__name__)


def _seconds(stamp: object, where: str) -> float:
    if isinstance(stamp, str):
        try:
            return dt.datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()
        except ValueError as err:
            raise RecordError(f"{where}: time {stamp!r} is not an ISO 8601 time") from err
    if isinstance(stamp, (int, float)) and not isinstance(stamp, bool):
        return float(stamp)
    raise RecordError(f"{where}: time {stamp!r} is not a time")


def _optional_text(value: object, where: str) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise RecordError(f"{where} must be text, not {value!r}")


class _Fields:
    """A record's ``data``, read value by value; each wrong value is one RecordError line."""

    def __init__(self, data: Mapping[str, Any], where: str) -> None:
        self.data = data
        self.where = where

    def _get(self, key: str) -> Any:
        if key not in self.data:
            raise RecordError(f"{self.where}: missing {key!r}")
        return self.data[key]

    def _wrong(self, key: str, what: str) -> RecordError:
        return RecordError(f"{self.where}: {key} {self.data.get(key)!r} is not {what}")

    def has(self, key: str) -> bool:
        return key in self.data

    def number(self, key: str) -> int:
        value = self._get(key)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self._wrong(key, "a whole number")
        return value

    def optional_number(self, key: str) -> int | None:
        return self.number(key) if self.data.get(key) is not None else None

    def text(self, key: str) -> str:
        value = self._get(key)
        if not isinstance(value, str):
            raise self._wrong(key, "text")
        return value

    def optional_text(self, key: str) -> str | None:
        return self.text(key) if self.data.get(key) is not None else None

    def flag(self, key: str) -> bool:
        value = self._get(key)
        if not isinstance(value, bool):
            raise self._wrong(key, "true or false")
        return value

    def card(self, key: str) -> Card:
        value = self._get(key)
        try:
            return parse_card(value)
        except DealerAssistError as err:
            raise RecordError(f"{self.where}: {key}: {err}") from err

    def optional_card(self, key: str) -> Card | None:
        return self.card(key) if self.data.get(key) is not None else None

    def slot(self, key: str) -> Slot:
        value = self._get(key)
        if not isinstance(value, Mapping) or not isinstance(value.get("kind"), str):
            raise self._wrong(key, "a place on the table")
        try:
            return Slot.from_json(dict(value))
        except (TypeError, ValueError) as err:
            raise self._wrong(key, "a place on the table") from err

    def optional_slot(self, key: str) -> Slot | None:
        return self.slot(key) if self.data.get(key) is not None else None

    def amount(self, key: str) -> Decimal:
        value = self._get(key)
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise self._wrong(key, "an amount")
        try:
            return Decimal(str(value))
        except ArithmeticError as err:
            raise self._wrong(key, "an amount") from err

    def optional_amount(self, key: str) -> Decimal | None:
        return self.amount(key) if self.data.get(key) is not None else None

    def wagers(self, key: str) -> Wagers:
        try:
            return parse_wagers(self._get(key), key)
        except DealerAssistError as err:
            raise RecordError(f"{self.where}: {err}") from err

    def action(self, key: str) -> Action:
        try:
            return parse_action(self._get(key), key)
        except DealerAssistError as err:
            raise RecordError(f"{self.where}: {err}") from err

    def message(self, key: str) -> Message | None:
        value = self.data.get(key)
        if value is None:
            return None
        if not isinstance(value, Mapping):
            raise self._wrong(key, "a message")
        try:
            return messages.from_json(value)
        except (DealerAssistError, TypeError, ValueError, AttributeError) as err:
            raise self._wrong(key, "a message") from err


def _card_source(source: str, sequence: int | None) -> dict[str, Any]:
    """Where a card came from, as card records keep it: the source, and the reader's
    sequence number when it sent one."""
    out: dict[str, Any] = {"source": source}
    if sequence is not None:
        out["sequence"] = sequence
    return out


# -- betting ---------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class WagersPlaced(Record):
    """A box's wagers before the deal (placing again replaces them). A blind box decided its
    Bet (stud) or Play before the deal; in hold'em ``blind_play`` is that Play's multiple."""

    kind: ClassVar[str] = "wagers"
    box: int
    wagers: Wagers
    blind_box: bool = False
    player: str | None = None
    blind_play: int | None = None

    @property
    def data(self) -> dict[str, Any]:
        out: dict[str, Any] = {"box": self.box, "wagers": wagers_to_json(self.wagers), "blind_box": self.blind_box}
        if self.player is not None:
            out["player"] = self.player
        if self.blind_play is not None:
            out["blind_play"] = self.blind_play
        return out

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(
            box=f.number("box"),
            wagers=f.wagers("wagers"),
            blind_box=f.flag("blind_box"),
            player=f.optional_text("player"),
            blind_play=f.optional_number("blind_play"),
        )


@dataclass(frozen=True, kw_only=True)
class BoxRemoved(Record):
    """A box's wagers taken back before the deal."""

    kind: ClassVar[str] = "remove_box"
    box: int

    @property
    def data(self) -> dict[str, Any]:
        return {"box": self.box}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(box=f.number("box"))


@dataclass(frozen=True, kw_only=True)
class DealStarted(Record):
    """No more bets. The table's approval threshold, when it has one, is kept here so that a
    replayed round asks for the same approvals."""

    kind: ClassVar[str] = "deal"
    approval_threshold: Decimal | None = None

    @property
    def data(self) -> dict[str, Any]:
        return {} if self.approval_threshold is None else {"approval_threshold": str(self.approval_threshold)}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(approval_threshold=f.optional_amount("approval_threshold"))


# -- cards -----------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class CardDealt(Record):
    """A card placed in the slot the dealing procedure expected (``card`` None: it could not
    be read, and the croupier enters it)."""

    kind: ClassVar[str] = "card"
    source: str
    sequence: int | None = None
    card: Card | None
    slot: Slot

    @property
    def data(self) -> dict[str, Any]:
        return {
            **_card_source(self.source, self.sequence),
            "card": self.card.code if self.card else None,
            "slot": self.slot.to_json(),
        }

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(
            source=f.text("source"),
            sequence=f.optional_number("sequence"),
            card=f.optional_card("card"),
            slot=f.slot("slot"),
        )


@dataclass(frozen=True, kw_only=True)
class DuplicateRead(Record):
    """A card read that is already on the table: refused with an alert, kept for the log
    with where the card lies (``owner``, as the round named that place)."""

    kind: ClassVar[str] = "duplicate"
    source: str
    sequence: int | None = None
    card: Card
    owner: str

    @property
    def data(self) -> dict[str, Any]:
        return {**_card_source(self.source, self.sequence), "card": self.card.code, "owner": self.owner}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(
            source=f.text("source"),
            sequence=f.optional_number("sequence"),
            card=f.card("card"),
            owner=f.text("owner"),
        )


@dataclass(frozen=True, kw_only=True)
class CardHeld(Record):
    """A card read when none was expected: held, with an alert, until placed or set aside."""

    kind: ClassVar[str] = "held"
    source: str
    sequence: int | None = None
    card: Card

    @property
    def data(self) -> dict[str, Any]:
        return {**_card_source(self.source, self.sequence), "card": self.card.code}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(source=f.text("source"), sequence=f.optional_number("sequence"), card=f.card("card"))


@dataclass(frozen=True, kw_only=True)
class HeldCardPlaced(Record):
    """Held card number ``held`` put into the slot expected now."""

    kind: ClassVar[str] = "place_held"
    held: int

    @property
    def data(self) -> dict[str, Any]:
        return {"held": self.held}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(held=f.number("held"))


@dataclass(frozen=True, kw_only=True)
class HeldCardSetAside(Record):
    """Held card number ``held`` taken out of the round (``why`` says why)."""

    kind: ClassVar[str] = "set_aside"
    held: int

    @property
    def data(self) -> dict[str, Any]:
        return {"held": self.held}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(held=f.number("held"))


@dataclass(frozen=True, kw_only=True)
class CardEntered(Record):
    """The croupier entered (or confirmed) the unreadable card in ``slot``."""

    kind: ClassVar[str] = "resolve"
    slot: Slot
    card: Card

    @property
    def data(self) -> dict[str, Any]:
        return {"slot": self.slot.to_json(), "card": self.card.code}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(slot=f.slot("slot"), card=f.card("card"))


@dataclass(frozen=True, kw_only=True)
class CardCorrected(Record):
    """A misread card replaced by hand (``why`` required): the round replays with ``new`` in
    ``slot``, and ``old`` wherever a decision named it."""

    kind: ClassVar[str] = "correction"
    slot: Slot
    old: Card | None
    new: Card

    @property
    def data(self) -> dict[str, Any]:
        return {"slot": self.slot.to_json(), "old": self.old.code if self.old else None, "new": self.new.code}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(slot=f.slot("slot"), old=f.optional_card("old"), new=f.card("new"))


# -- decisions and phases --------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class DecisionTaken(Record):
    """A decision on a box (the round file's action)."""

    kind: ClassVar[str] = "decision"
    box: int
    action: Action

    @property
    def data(self) -> dict[str, Any]:
        return {"box": self.box, "action": action_to_json(self.action)}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(box=f.number("box"), action=f.action("action"))


@dataclass(frozen=True, kw_only=True)
class DecisionUndone(Record):
    """The decision recorded as ``target`` (its seq) undone; the round replays without it."""

    kind: ClassVar[str] = "undo"
    target: int

    @property
    def data(self) -> dict[str, Any]:
        return {"target": self.target}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(target=f.number("target"))


@dataclass(frozen=True, kw_only=True)
class OfferClosed(Record):
    """The croupier closed an offer for every box: ``insurance``, ``buy_cards`` or
    ``dealer_game``."""

    kind: ClassVar[str] = "close"
    what: str

    @property
    def data(self) -> dict[str, Any]:
        return {"what": self.what}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(what=f.text("what"))


@dataclass(frozen=True, kw_only=True)
class DealerOpened(Record):
    """The dealer's cards turned face up (stud games)."""

    kind: ClassVar[str] = "open_dealer"

    @property
    def data(self) -> dict[str, Any]:
        return {}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls()


# -- alerts ----------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class AlertRaised(Record):
    """An alert the croupier must see: ``alert`` is its kind (``reader_lost``,
    ``camera_mismatch``, ``pit_boss`` ...), ``message`` its English (the log's), ``text`` the
    same as a message key for the screen's language. A pit boss alert for a card entered onto
    a face-down one also keeps the ``step``, the ``card`` and the ``slot``, for the log."""

    kind: ClassVar[str] = "alert"
    alert: str
    message: str
    blocking: bool = False
    text: Message | None = None
    step: str | None = None
    card: Card | None = None
    slot: Slot | None = None

    @property
    def data(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.alert, "message": self.message, "blocking": self.blocking}
        if self.text is not None:
            out["text"] = messages.to_json(self.text)
        if self.step is not None:
            out["step"] = self.step
        if self.card is not None:
            out["card"] = self.card.code
        if self.slot is not None:
            out["slot"] = self.slot.to_json()
        return out

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(
            alert=f.text("kind"),
            message=f.text("message"),
            blocking=f.flag("blocking"),
            text=f.message("text"),
            step=f.optional_text("step"),
            card=f.optional_card("card"),
            slot=f.optional_slot("slot"),
        )


@dataclass(frozen=True, kw_only=True)
class AlertAcknowledged(Record):
    """The croupier saw alert number ``alert``."""

    kind: ClassVar[str] = "acknowledge"
    alert: int

    @property
    def data(self) -> dict[str, Any]:
        return {"alert": self.alert}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(alert=f.number("alert"))


@dataclass(frozen=True, kw_only=True)
class AlertResolved(Record):
    """Alert number ``alert`` resolved by checking the layout (or, a pit boss alert, by the
    pit boss named in ``who``)."""

    kind: ClassVar[str] = "resolve_alert"
    alert: int

    @property
    def data(self) -> dict[str, Any]:
        return {"alert": self.alert}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(alert=f.number("alert"))


# -- settlement ------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class PayoutApproved(Record):
    """A pit boss (``who``) approved box ``box``'s payout of ``amount`` (``how``: ``pin`` at
    the table, ``floor`` from the pit view; ``approved_at``: when, as the floor said)."""

    kind: ClassVar[str] = "approval"
    box: int
    amount: Decimal
    how: str
    approved_at: str | None = None

    @property
    def data(self) -> dict[str, Any]:
        out: dict[str, Any] = {"box": self.box, "amount": str(self.amount), "how": self.how}
        if self.approved_at is not None:
            out["approved_at"] = self.approved_at
        return out

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls(
            box=f.number("box"),
            amount=f.amount("amount"),
            how=f.text("how"),
            approved_at=f.optional_text("approved_at"),
        )


@dataclass(frozen=True, kw_only=True)
class RoundConfirmed(Record):
    """The croupier confirmed the settlement: the round is final."""

    kind: ClassVar[str] = "confirm"

    @property
    def data(self) -> dict[str, Any]:
        return {}

    @classmethod
    def read(cls, f: _Fields) -> Self:
        return cls()


AnyRecord: TypeAlias = (
    WagersPlaced
    | BoxRemoved
    | DealStarted
    | CardDealt
    | DuplicateRead
    | CardHeld
    | HeldCardPlaced
    | HeldCardSetAside
    | CardEntered
    | CardCorrected
    | DecisionTaken
    | DecisionUndone
    | OfferClosed
    | DealerOpened
    | AlertRaised
    | AlertAcknowledged
    | AlertResolved
    | PayoutApproved
    | RoundConfirmed
)
"""Every step a round is made of (``match`` on it and mypy checks that each is handled)."""

RECORD_TYPES: tuple[type[AnyRecord], ...] = (
    WagersPlaced,
    BoxRemoved,
    DealStarted,
    CardDealt,
    DuplicateRead,
    CardHeld,
    HeldCardPlaced,
    HeldCardSetAside,
    CardEntered,
    CardCorrected,
    DecisionTaken,
    DecisionUndone,
    OfferClosed,
    DealerOpened,
    AlertRaised,
    AlertAcknowledged,
    AlertResolved,
    PayoutApproved,
    RoundConfirmed,
)
BY_KIND: dict[str, type[AnyRecord]] = {cls.kind: cls for cls in RECORD_TYPES}
"""The record class of each ``kind`` on disk."""
