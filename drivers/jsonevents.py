"""Source events as JSON objects: what ``dealer-assist monitor`` prints, what ``replay`` reads.

>>> from dealer_assist.cards import Card
>>> event_to_json(CardEvent(Card.parse("As"), source="serial", sequence=17, time=1.5))
{'type': 'card', 'card': 'As', 'seq': 17, 'source': 'serial', 'time': 1.5}
>>> event_from_json({"type": "card", "card": "??", "seq": 3, "time": 2.0}).unreadable
True
"""

from __future__ import annotations

import time
from typing import Any

from dealer_assist.cards import parse_card
from dealer_assist.errors import CardError, ConfigError
from dealer_assist.events import (
    CardEvent,
    DeviceFault,
    DeviceHello,
    EventsDropped,
    Heartbeat,
    MissedMessages,
    NewShuffle,
    ProtocolError,
    ReaderBack,
    ReaderLost,
    SequenceConflict,
    SourceEvent,
)
from drivers.protocols import UNREADABLE

TYPE_NAMES: dict[type, str] = {
    CardEvent: "card",
    ProtocolError: "protocol_error",
    MissedMessages: "missed",
    ReaderLost: "reader_lost",
    ReaderBack: "reader_back",
    DeviceFault: "device_fault",
    NewShuffle: "new_shuffle",
    DeviceHello: "hello",
    Heartbeat: "heartbeat",
    SequenceConflict: "sequence_conflict",
    EventsDropped: "events_dropped",
}


def event_to_json(event: SourceEvent) -> dict[str, Any]:
    """One event as a JSON-ready dict: ``type`` first, then its fields, ``source``, ``time``."""
    out: dict[str, Any] = {"type": TYPE_NAMES[type(event)]}
    if isinstance(event, CardEvent):
        out["card"] = UNREADABLE if event.card is None else event.card.code
        out["seq"] = event.sequence
    elif isinstance(event, ProtocolError):
        out["detail"] = event.detail
        out["raw"] = event.raw.decode("latin-1")
    elif isinstance(event, MissedMessages):
        out["count"] = event.count
        out["after_seq"] = event.after_sequence
    elif isinstance(event, ReaderLost):
        out["reason"] = event.reason
    elif isinstance(event, DeviceFault):
        out["code"] = event.code
    elif isinstance(event, DeviceHello):
        out["device_id"] = event.device_id
        out["firmware"] = event.firmware
    elif isinstance(event, SequenceConflict):
        out["seq"] = event.sequence
        out["detail"] = event.detail
    elif isinstance(event, EventsDropped):
        out["noise"] = event.noise
        out["cards"] = event.cards
    out["source"] = event.source
    out["time"] = event.time
    return out


def event_from_json(obj: Any, *, source: str | None = None) -> SourceEvent:
    """The event a dict from :func:`event_to_json` describes; ``source`` overrides its
    source. Raises :class:`ConfigError` naming what is wrong."""
    if not isinstance(obj, dict):
        raise ConfigError(f"an event must be a JSON object, not {type(obj).__name__}")
    kind = obj.get("type")
    src = str(source if source is not None else obj.get("source", ""))
    stamp = obj.get("time")
    if stamp is None:
        stamp = time.time()
    try:
        at = float(stamp)
        if kind == "card":
            code = str(obj["card"])
            card = None if code == UNREADABLE else parse_card(code)
            seq = obj.get("seq")
            return CardEvent(card, source=src, sequence=None if seq is None else int(seq), time=at)
        if kind == "protocol_error":
            return ProtocolError(str(obj["detail"]), raw=str(obj.get("raw", "")).encode("latin-1"),
                                 source=src, time=at)
        if kind == "missed":
            after = obj.get("after_seq")
            return MissedMessages(int(obj["count"]), None if after is None else int(after),
                                  source=src, time=at)
        if kind == "reader_lost":
            return ReaderLost(str(obj["reason"]), source=src, time=at)
        if kind == "reader_back":
            return ReaderBack(source=src, time=at)
        if kind == "device_fault":
            return DeviceFault(str(obj["code"]), source=src, time=at)
        if kind == "new_shuffle":
            return NewShuffle(source=src, time=at)
        if kind == "hello":
            return DeviceHello(str(obj["device_id"]), str(obj["firmware"]), source=src, time=at)
        if kind == "heartbeat":
            return Heartbeat(source=src, time=at)
        if kind == "sequence_conflict":
            return SequenceConflict(int(obj["seq"]), str(obj["detail"]), source=src, time=at)
        if kind == "events_dropped":
            return EventsDropped(int(obj["noise"]), int(obj.get("cards", 0)), source=src, time=at)
    except KeyError as err:
        raise ConfigError(f"{kind} event without {err.args[0]!r}") from err
    except (CardError, TypeError, ValueError, UnicodeEncodeError) as err:
        raise ConfigError(f"bad {kind} event: {err}") from err
    raise ConfigError(f"unknown event type {kind!r}; expected one of "
                      f"{', '.join(TYPE_NAMES.values())}")
