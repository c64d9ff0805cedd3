"""Events that card sources (serial readers, camera, simulator, manual entry) deliver.

Sources live in ``drivers/``; they only turn bytes or frames into these values. The round
flow and the GUI consume them. Every event is a small frozen value with the ``source``
that produced it and the wall-clock ``time`` it was produced (seconds since the epoch).
"""

from __future__ import annotations

import time as _time
from dataclasses import dataclass, field

from dealer_assist.cards import Card


def _now() -> float:
    return _time.time()


@dataclass(frozen=True, slots=True)
class CardEvent:
    """A card left the shoe (or was seen). ``card`` is None when it could not be read
    (``??``): the croupier must enter or confirm it."""

    card: Card | None
    source: str = "manual"
    sequence: int | None = None
    time: float = field(default_factory=_now)

    @property
    def unreadable(self) -> bool:
        return self.card is None


@dataclass(frozen=True, slots=True)
class ProtocolError:
    """A message that was dropped: bad checksum, bad framing, unknown type, overlong."""

    detail: str
    raw: bytes = b""
    source: str = ""
    time: float = field(default_factory=_now)


@dataclass(frozen=True, slots=True)
class MissedMessages:
    """The sequence number jumped: ``count`` messages never arrived (a card may be missing)."""

    count: int
    after_sequence: int | None = None
    source: str = ""
    time: float = field(default_factory=_now)


@dataclass(frozen=True, slots=True)
class ReaderLost:
    """No message for too long, or the port vanished."""

    reason: str
    source: str = ""
    time: float = field(default_factory=_now)


@dataclass(frozen=True, slots=True)
class ReaderBack:
    """The reader speaks again after :class:`ReaderLost`."""

    source: str = ""
    time: float = field(default_factory=_now)


@dataclass(frozen=True, slots=True)
class DeviceFault:
    """The device reported a fault (``JAM``, ``EMPTY``, ``DOOR`` ...)."""

    code: str
    source: str = ""
    time: float = field(default_factory=_now)


@dataclass(frozen=True, slots=True)
class NewShuffle:
    """A new shuffle or new shoe begins: card duplicates are counted from here."""

    source: str = ""
    time: float = field(default_factory=_now)


@dataclass(frozen=True, slots=True)
class DeviceHello:
    """The device announced itself (power-up or reconnect)."""

    device_id: str
    firmware: str
    source: str = ""
    time: float = field(default_factory=_now)


@dataclass(frozen=True, slots=True)
class Heartbeat:
    """The device is idle and alive."""

    source: str = ""
    time: float = field(default_factory=_now)


@dataclass(frozen=True, slots=True)
class SequenceConflict:
    """A message came with a sequence number the reader had already used for a different
    message (another card, say). Neither is trusted: the croupier must check the cards.
    Carries no card, so that the alert can never reveal one."""

    sequence: int
    detail: str
    source: str = ""
    time: float = field(default_factory=_now)


@dataclass(frozen=True, slots=True)
class EventsDropped:
    """The source's queue overflowed because its consumer fell behind. ``noise``: protocol
    errors and heartbeats dropped (oldest first); ``cards``: other events (cards above all)
    that found no room, after which the reader is not trusted until the croupier has
    checked the cards."""

    noise: int
    cards: int = 0
    source: str = ""
    time: float = field(default_factory=_now)


SourceEvent = (
    CardEvent
    | ProtocolError
    | MissedMessages
    | ReaderLost
    | ReaderBack
    | DeviceFault
    | NewShuffle
    | DeviceHello
    | Heartbeat
    | SequenceConflict
    | EventsDropped
)
"""Everything a card source can deliver."""
