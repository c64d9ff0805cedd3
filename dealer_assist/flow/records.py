"""The records a round is made of: one frozen class per step, with its values typed (cards as
:class:`~dealer_assist.cards.Card`, money as ``Decimal``, boxes as ``int``). The round replays
from them (:mod:`dealer_assist.flow.state` dispatches on the class), so a search for a class
finds every place that makes that step and the one place that applies it.

On disk (the log, the crash journal) a record is the JSON object of docs/records.md:
``seq``, ``time``, ``kind``, ``who``, ``why`` and the step's ``data``. :meth:`Record.to_json`
writes exactly what the untyped records wrote, and :meth:`Record.from_json` reads every record
they wrote; a record it cannot read (an unknown kind, a missing or wrong value) is one
:class:`RecordError` line. A step declares only its fields: their types choose how each is
read and written (one codec a type, :data:`_CODECS`), so no step repeats the JSON.

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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from decimal import Decimal
from typing import Any, ClassVar, Generic, Self, TypeAlias, TypeVar, get_args, get_type_hints

from dealer_assist import messages
from dealer_assist.cards import Card, parse_card
from dealer_assist.errors import DealerAssistError
from dealer_assist.flow.dealing import Slot
from dealer_assist.messages import Message
from dealer_assist.roundfile import action_to_json, parse_action, parse_wagers, wagers_to_json
from dealer_assist.rules.model import Action, Wagers

T = TypeVar("T")


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
        """The step's values as plain JSON (the record's ``data`` on disk), written by the
        codec of each field's type (:func:`_layout`)."""
        out: dict[str, Any] = {}
        for f in _layout(type(self)):
            value = getattr(self, f.name)
            if value is None and f.omitted_when_none:
                continue
            out[f.key] = None if value is None else f.codec.write(value)
        return out

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
    def read(cls, data: _Fields) -> Self:
        """The step from its ``data`` (the record's head is set by :meth:`from_json`)."""
        return cls(**{f.name: f.read(data) for f in _layout(cls)})


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

    def number(self, key: str) -> int:
        value = self._get(key)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self._wrong(key, "a whole number")
        return value

    def text(self, key: str) -> str:
        value = self._get(key)
        if not isinstance(value, str):
            raise self._wrong(key, "text")
        return value

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

    def slot(self, key: str) -> Slot:
        value = self._get(key)
        if not isinstance(value, Mapping) or not isinstance(value.get("kind"), str):
            raise self._wrong(key, "a place on the table")
        try:
            return Slot.from_json(dict(value))
        except (TypeError, ValueError) as err:
            raise self._wrong(key, "a place on the table") from err

    def amount(self, key: str) -> Decimal:
        value = self._get(key)
        if isinstance(value, bool) or not isinstance(value, (int, str)):
            raise self._wrong(key, "an amount")
        try:
            return Decimal(str(value))
        except ArithmeticError as err:
            raise self._wrong(key, "an amount") from err

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

    def message(self, key: str) -> Message:
        value = self._get(key)
        if not isinstance(value, Mapping):
            raise self._wrong(key, "a message")
        try:
            return messages.from_json(value)
        except (DealerAssistError, TypeError, ValueError, AttributeError) as err:
            raise self._wrong(key, "a message") from err


@dataclass(frozen=True)
class _Codec(Generic[T]):
    """How values of one type stand in a record's ``data``: read (one RecordError line when
    wrong) and written."""

    read: Callable[[_Fields, str], T]
    write: Callable[[T], Any]


def _same(value: T) -> T:
    return value


_CODECS: dict[object, _Codec[Any]] = {
    int: _Codec(_Fields.number, _same),
    str: _Codec(_Fields.text, _same),
    bool: _Codec(_Fields.flag, _same),
    Decimal: _Codec(_Fields.amount, str),
    Card: _Codec(_Fields.card, lambda card: card.code),
    Slot: _Codec(_Fields.slot, Slot.to_json),
    Wagers: _Codec(_Fields.wagers, wagers_to_json),
    Action: _Codec(_Fields.action, action_to_json),
    Message: _Codec(_Fields.message, messages.to_json),
}
"""The codec of each type a step's field may have."""


@dataclass(frozen=True)
class _Field:
    """One field of a step as its ``data`` holds it: under ``key`` (the field's name unless
    its metadata names another), read and written by its type's codec. An optional field
    (``X | None``) reads as None when absent or null; with a default of None it is left out
    of ``data`` when None, without one it is written as null."""

    name: str
    key: str
    codec: _Codec[Any]
    optional: bool
    omitted_when_none: bool

    def read(self, data: _Fields) -> Any:
        if self.optional and data.data.get(self.key) is None:
            return None
        return self.codec.read(data, self.key)


def _layout(cls: type[Record]) -> tuple[_Field, ...]:
    """The fields of a step (its own, not the record's head), in the order ``data`` writes
    them (worked out when the module is imported, :data:`_LAYOUTS`)."""
    return _LAYOUTS[cls]


def _fields_of(cls: type[Record]) -> tuple[_Field, ...]:
    hints = get_type_hints(cls)
    head = {f.name for f in fields(Record)}
    out = []
    for f in fields(cls):
        if f.name in head:
            continue
        kinds = get_args(hints[f.name]) or (hints[f.name],)
        (kind,) = [k for k in kinds if k is not type(None)]
        out.append(
            _Field(
                name=f.name,
                key=f.metadata.get("key", f.name),
                codec=_CODECS[kind],
                optional=type(None) in kinds,
                omitted_when_none=f.default is None,
            )
        )
    return tuple(out)


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


@dataclass(frozen=True, kw_only=True)
class BoxRemoved(Record):
    """A box's wagers taken back before the deal."""

    kind: ClassVar[str] = "remove_box"
    box: int


@dataclass(frozen=True, kw_only=True)
class DealStarted(Record):
    """No more bets. The table's approval threshold, when it has one, is kept here so that a
    replayed round asks for the same approvals."""

    kind: ClassVar[str] = "deal"
    approval_threshold: Decimal | None = None


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


@dataclass(frozen=True, kw_only=True)
class DuplicateRead(Record):
    """A card read that is already on the table: refused with an alert, kept for the log
    with where the card lies (``owner``, as the round named that place)."""

    kind: ClassVar[str] = "duplicate"
    source: str
    sequence: int | None = None
    card: Card
    owner: str


@dataclass(frozen=True, kw_only=True)
class CardHeld(Record):
    """A card read when none was expected: held, with an alert, until placed or set aside."""

    kind: ClassVar[str] = "held"
    source: str
    sequence: int | None = None
    card: Card


@dataclass(frozen=True, kw_only=True)
class HeldCardPlaced(Record):
    """Held card number ``held`` put into the slot expected now."""

    kind: ClassVar[str] = "place_held"
    held: int


@dataclass(frozen=True, kw_only=True)
class HeldCardSetAside(Record):
    """Held card number ``held`` taken out of the round (``why`` says why)."""

    kind: ClassVar[str] = "set_aside"
    held: int


@dataclass(frozen=True, kw_only=True)
class CardEntered(Record):
    """The croupier entered (or confirmed) the unreadable card in ``slot``."""

    kind: ClassVar[str] = "resolve"
    slot: Slot
    card: Card


@dataclass(frozen=True, kw_only=True)
class CardCorrected(Record):
    """A misread card replaced by hand (``why`` required): the round replays with ``new`` in
    ``slot``, and ``old`` wherever a decision named it."""

    kind: ClassVar[str] = "correction"
    slot: Slot
    old: Card | None
    new: Card


# -- decisions and phases --------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class DecisionTaken(Record):
    """A decision on a box (the round file's action)."""

    kind: ClassVar[str] = "decision"
    box: int
    action: Action


@dataclass(frozen=True, kw_only=True)
class DecisionUndone(Record):
    """The decision recorded as ``target`` (its seq) undone; the round replays without it."""

    kind: ClassVar[str] = "undo"
    target: int


@dataclass(frozen=True, kw_only=True)
class OfferClosed(Record):
    """The croupier closed an offer for every box: ``insurance``, ``buy_cards`` or
    ``dealer_game``."""

    kind: ClassVar[str] = "close"
    what: str


@dataclass(frozen=True, kw_only=True)
class DealerOpened(Record):
    """The dealer's cards turned face up (stud games)."""

    kind: ClassVar[str] = "open_dealer"


# -- alerts ----------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class AlertRaised(Record):
    """An alert the croupier must see: ``alert`` is its kind (``reader_lost``,
    ``camera_mismatch``, ``pit_boss`` ...), ``message`` its English (the log's), ``text`` the
    same as a message key for the screen's language. A pit boss alert for a card entered onto
    a face-down one also keeps the ``step``, the ``card`` and the ``slot``, for the log."""

    kind: ClassVar[str] = "alert"
    alert: str = field(metadata={"key": "kind"})
    message: str
    blocking: bool = False
    text: Message | None = None
    step: str | None = None
    card: Card | None = None
    slot: Slot | None = None


@dataclass(frozen=True, kw_only=True)
class AlertAcknowledged(Record):
    """The croupier saw alert number ``alert``."""

    kind: ClassVar[str] = "acknowledge"
    alert: int


@dataclass(frozen=True, kw_only=True)
class AlertResolved(Record):
    """Alert number ``alert`` resolved by checking the layout (or, a pit boss alert, by the
    pit boss named in ``who``)."""

    kind: ClassVar[str] = "resolve_alert"
    alert: int


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


@dataclass(frozen=True, kw_only=True)
class RoundConfirmed(Record):
    """The croupier confirmed the settlement: the round is final."""

    kind: ClassVar[str] = "confirm"


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

_LAYOUTS: dict[type[Record], tuple[_Field, ...]] = {cls: _fields_of(cls) for cls in RECORD_TYPES}
"""Each step's fields, worked out once: a field of a type without a codec fails here, at
import, not when a round first writes that step."""
