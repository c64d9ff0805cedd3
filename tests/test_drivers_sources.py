"""The CardSource interface, the simulated shoe, replays, and the registry of sources."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import logging
import pathlib
import threading
import time

import pytest

from dealer_assist.cards import Card
from dealer_assist.errors import ConfigError, DeviceError
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
from dealer_assist.shoe import Shoe
from drivers.base import CardSource
from drivers.jsonevents import event_from_json, event_to_json
from drivers.protocols import encode_framed
from drivers.registry import available_sources, open_source, register_source, source_class
from drivers.replay import ReplaySource
from drivers.serial_source import SerialSource
from drivers.simulated import SimulatedSource


def take(source: CardSource, n: int, timeout: float = 5.0) -> list[SourceEvent]:
    events = []
    for _ in range(n):
        event = source.get(timeout=timeout)
        assert event is not None, f"only {len(events)} of {n} events: {events}"
        events.append(event)
    return events


def cards_of(events: list[SourceEvent]) -> list[Card | None]:
    return [e.card for e in events if isinstance(e, CardEvent)]


# -- the simulated shoe ---------------------------------------------------------------------


def test_simulated_shoe_announces_itself_then_deals_only_when_asked() -> None:
    with SimulatedSource(seed=3) as shoe:
        hello, shuffle = take(shoe, 2)
        assert isinstance(hello, DeviceHello) and isinstance(shuffle, NewShuffle)
        assert shoe.get(timeout=0.1) is None  # nothing dealt, nothing delivered
        dealt = shoe.deal(5)
        events = take(shoe, 5)
    assert cards_of(events) == dealt
    assert [e.sequence for e in events] == [2, 3, 4, 5, 6]  # type: ignore[union-attr]
    assert all(e.source == "simulated" for e in events)


def test_simulated_shoe_is_reproducible_from_its_seed() -> None:
    expected = Shoe(seed=42).peek(10)
    with SimulatedSource(seed=42) as shoe:
        assert shoe.deal(10) == expected
    with SimulatedSource(seed=43) as other:
        assert other.deal(10) != expected


def test_a_new_shoe_is_announced_and_holds_a_full_deck_again() -> None:
    with SimulatedSource(seed=1) as shoe:
        take(shoe, 2)
        first = shoe.deal(30)
        shoe.new_shoe()
        second = shoe.deal(52)
        events = take(shoe, 83)
    assert isinstance(events[30], NewShuffle)
    assert len(set(second)) == 52
    assert cards_of(events) == first + second


def test_dealing_from_an_empty_shoe_reports_the_device_fault_empty() -> None:
    with SimulatedSource(seed=1) as shoe:
        take(shoe, 2)
        dealt = shoe.deal(60)
        events = take(shoe, 53)
    assert len(dealt) == 52
    assert isinstance(events[-1], DeviceFault) and events[-1].code == "EMPTY"


def test_fault_injection_unreadable_and_duplicate_cards() -> None:
    with SimulatedSource(seed=4) as shoe:
        take(shoe, 2)
        real = shoe.deal_unreadable()
        again = shoe.deal_duplicate()
        events = take(shoe, 2)
    assert real is not None and again == real
    assert cards_of(events) == [None, real]  # duplicates are for the round flow to catch
    assert [e.sequence for e in events] == [2, 3]  # type: ignore[union-attr]


def test_fault_rates_change_what_is_reported_not_the_cards_dealt() -> None:
    with SimulatedSource(seed=8) as clean:
        clean_cards = clean.deal(52)
    with SimulatedSource(seed=8, unreadable_rate=0.3, duplicate_rate=0.2) as faulty:
        take(faulty, 2)
        faulty_cards = faulty.deal(52)
        time.sleep(0.1)
        events = faulty.poll()
    assert faulty_cards == clean_cards
    reported = cards_of(events)
    assert None in reported and len(reported) > 52
    assert len([c for c in reported if c is not None]) > len(set(reported) - {None})


def test_simulated_fault_codes_reach_the_consumer() -> None:
    with SimulatedSource(seed=1) as shoe:
        take(shoe, 2)
        shoe.fault("JAM")
        (event,) = take(shoe, 1)
    assert isinstance(event, DeviceFault) and event.code == "JAM"


# -- the interface: queue, listeners, lifecycle ---------------------------------------------


def test_poll_never_blocks_and_get_times_out_with_none() -> None:
    with SimulatedSource(seed=1) as shoe:
        take(shoe, 2)
        start = time.monotonic()
        assert shoe.poll() == []
        assert time.monotonic() - start < 0.05
        assert shoe.get(timeout=0.05) is None


def test_listeners_hear_every_event_from_the_reader_thread() -> None:
    heard: list[tuple[SourceEvent, str]] = []
    shoe = SimulatedSource(seed=2)
    shoe.add_listener(lambda e: heard.append((e, threading.current_thread().name)))
    with shoe:
        shoe.deal(3)
        queued = take(shoe, 5)
    assert [e for e, _ in heard] == queued
    assert {name for _, name in heard} == {"card-source-simulated"}


def test_a_failing_listener_is_logged_and_delivery_goes_on(
        caplog: pytest.LogCaptureFixture) -> None:
    def broken(event: SourceEvent) -> None:
        raise RuntimeError("listener bug")

    later: list[SourceEvent] = []
    shoe = SimulatedSource(seed=2)
    shoe.add_listener(broken)
    shoe.add_listener(later.append)
    with caplog.at_level(logging.ERROR, logger="drivers.base"), shoe:
        dealt = shoe.deal(2)
        events = take(shoe, 4)
        shoe.remove_listener(broken)
        shoe.deal(1)
        take(shoe, 1)
    assert cards_of(events) == dealt and len(later) == 5
    assert sum("listener" in r.getMessage() for r in caplog.records) == 4


def test_a_listener_may_stop_its_source_without_deadlock() -> None:
    shoe = SimulatedSource(seed=2)
    shoe.add_listener(lambda e: shoe.stop() if isinstance(e, CardEvent) else None)
    with shoe:
        shoe.deal(3)
        assert shoe._thread is not None
        shoe._thread.join(timeout=5)
        assert not shoe._thread.is_alive() and not shoe.running
    assert len(cards_of(shoe.poll())) >= 1  # what was already parsed is still delivered


class FlakyLink(CardSource):
    """A minimal backend whose transport fails in the ways real ones do."""

    def __init__(self, script: list[bytes | Exception]) -> None:
        super().__init__("flaky", reconnect_initial=0.01, reconnect_max=0.02)
        self.script = script
        self.opened = 0
        from drivers.protocols import FramedParser

        self.parser = FramedParser(source="flaky")

    def _open(self) -> None:
        self.opened += 1

    def _read(self, timeout: float) -> list[SourceEvent]:
        if not self.script:
            time.sleep(timeout)
            return []
        item = self.script.pop(0)
        if isinstance(item, Exception):
            raise item
        return self.parser.feed(item)

    def _close(self) -> list[SourceEvent]:
        return self.parser.discard_partial()


def test_an_unexpected_read_failure_is_a_lost_reader_that_is_reopened_not_a_dead_thread(
        caplog: pytest.LogCaptureFixture) -> None:
    source = FlakyLink([encode_framed("CARD", 1, "AS"), RuntimeError("driver bug"),
                        encode_framed("CARD", 2, "KD")])
    with caplog.at_level(logging.ERROR, logger="drivers.base"), source:
        events = take(source, 4)
    assert [type(e) for e in events] == [CardEvent, ReaderLost, ReaderBack, CardEvent]
    assert events[1].reason == "connection lost: driver bug"  # type: ignore[union-attr]
    assert source.opened == 2
    assert any("unexpected read failure" in r.getMessage() for r in caplog.records)
    assert source.stats.cards == 2 and source.stats.lost == 1


# -- replay ---------------------------------------------------------------------------------


def test_event_json_round_trips_for_every_event_type() -> None:
    events: list[SourceEvent] = [
        CardEvent(Card.parse("As"), source="s", sequence=17, time=1.0),
        CardEvent(None, source="s", sequence=None, time=2.0),
        ProtocolError("bad CRC", raw=b"$\x00\xff", source="s", time=3.0),
        MissedMessages(3, after_sequence=9, source="s", time=4.0),
        ReaderLost("gone", source="s", time=5.0),
        ReaderBack(source="s", time=6.0),
        DeviceFault("JAM", source="s", time=7.0),
        NewShuffle(source="s", time=8.0),
        DeviceHello("ACME", "1.4.2", source="s", time=9.0),
        Heartbeat(source="s", time=10.0),
        SequenceConflict(17, "CARD 17 came again with a different card", source="s", time=11.0),
        EventsDropped(1200, 3, source="s", time=12.0),
    ]
    for event in events:
        text = json.dumps(event_to_json(event))
        assert event_from_json(json.loads(text)) == event


def test_a_bad_event_is_a_config_error_naming_what_is_wrong() -> None:
    with pytest.raises(ConfigError, match="unknown event type 'cardd'"):
        event_from_json({"type": "cardd"})
    with pytest.raises(ConfigError, match="card event without 'card'"):
        event_from_json({"type": "card"})
    with pytest.raises(ConfigError, match="bad card event"):
        event_from_json({"type": "card", "card": "ZZ"})


def write_events(path: pathlib.Path, events: list[SourceEvent]) -> None:
    path.write_text("".join(json.dumps(event_to_json(e)) + "\n" for e in events))


def test_replay_of_an_event_file_delivers_the_same_events_spaced_as_recorded(
        tmp_path: pathlib.Path) -> None:
    recorded: list[SourceEvent] = [
        NewShuffle(source="table", time=100.0),
        CardEvent(Card.parse("As"), source="table", sequence=1, time=100.2),
        CardEvent(None, source="table", sequence=2, time=100.4),
    ]
    path = tmp_path / "session.jsonl"
    write_events(path, recorded)
    start = time.monotonic()
    with ReplaySource(path, speed=2.0) as replay:  # 0.4 s of recording in 0.2 s
        events = take(replay, 3)
        elapsed = time.monotonic() - start
        assert replay.finished.wait(2)
    assert elapsed >= 0.19
    assert events == [dataclasses.replace(e, source="replay") for e in recorded]


def test_replay_of_a_byte_capture_goes_through_the_parser(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "capture.bin"
    path.write_bytes(encode_framed("CARD", 5, "AS") + encode_framed("CARD", 7, "TD")
                     + b"garbage\r\n" + b"$CARD,8,2")
    with ReplaySource(path, speed=0) as replay:
        assert replay.finished.wait(5)
        events = replay.poll()
    assert [type(e) for e in events] == [CardEvent, MissedMessages, CardEvent, ProtocolError,
                                         ProtocolError]
    assert events[-1].detail == "incomplete message lost when the recording ended"  # type: ignore[union-attr]


def test_replay_of_a_line_capture(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "capture.txt"
    path.write_bytes(b"AS\r\n10h\n")
    with ReplaySource(path, protocol="line", interval=0.01) as replay:
        assert cards_of(take(replay, 2)) == [Card.parse("As"), Card.parse("Th")]


def test_replay_problems_are_reported_with_the_file_and_line(tmp_path: pathlib.Path) -> None:
    missing = ReplaySource(tmp_path / "nope.jsonl")
    with pytest.raises(DeviceError, match=r"cannot read replay file .*nope\.jsonl"):
        missing.start()
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"type": "new_shuffle", "time": 1}\n{"type": "card", "card": "1X"}\n')
    with pytest.raises(ConfigError, match=r"bad.jsonl, line 2: bad card event"):
        ReplaySource(bad).start()


# -- the registry ---------------------------------------------------------------------------


def test_the_registry_names_the_shipped_sources() -> None:
    names = available_sources()
    assert {"serial", "simulated", "replay"} <= set(names)
    has_camera = importlib.util.find_spec("drivers.camera_source") is not None
    assert ("camera" in names) == has_camera


def test_open_source_builds_an_unstarted_source_of_the_named_kind() -> None:
    shoe = open_source("simulated", seed=5)
    assert isinstance(shoe, SimulatedSource) and not shoe.running
    reader = open_source("serial", port="loop://", protocol="line")
    assert isinstance(reader, SerialSource) and reader.protocol == "line"
    with reader:
        assert reader.connected
    assert source_class("replay") is ReplaySource


def test_open_source_refuses_unknown_names_and_options_clearly() -> None:
    with pytest.raises(ConfigError, match=r"unknown card source 'usb'.*serial, simulated, replay"):
        open_source("usb")
    with pytest.raises(ConfigError, match=r"card source 'simulated'.*colour"):
        open_source("simulated", colour="red")
    if importlib.util.find_spec("drivers.camera_source") is None:
        with pytest.raises(ConfigError, match="'camera' is not available"):
            open_source("camera")


def test_a_source_can_be_registered_by_class() -> None:
    register_source("practice", SimulatedSource)
    try:
        assert "practice" in available_sources()
        assert isinstance(open_source("practice", seed=1), SimulatedSource)
    finally:
        from drivers import registry

        registry._SOURCES.pop("practice")
