"""The card source's event queue is bounded: a consumer that stops taking events cannot make
the host grow without limit. Noise (protocol errors, heartbeats) is dropped oldest first and
reported; card events are never dropped silently: when they would overflow, the overflow is
reported and the reader is no longer trusted until the croupier has checked."""

from __future__ import annotations

import contextlib
import os
import threading
import time
import tty
from collections.abc import Iterator

import pytest

from dealer_assist.cards import DECK
from dealer_assist.events import (
    CardEvent,
    EventsDropped,
    Heartbeat,
    NewShuffle,
    ProtocolError,
    SourceEvent,
)
from drivers.base import EventQueue
from drivers.protocols import encode_framed, wire_code
from drivers.serial_source import SerialSource


def noise(i: int) -> ProtocolError:
    return ProtocolError(f"noise {i}")


def card(i: int) -> CardEvent:
    return CardEvent(DECK[i % 52], sequence=i)


def take_all(q: EventQueue) -> list[SourceEvent]:
    return q.poll()


def test_noise_beyond_the_limit_drops_the_oldest_noise_and_says_how_much() -> None:
    q = EventQueue(limit=5)
    for i in range(5):
        assert q.put(noise(i))
    q.put(noise(5))
    q.put(noise(6))
    assert len(q) == 5
    events = take_all(q)
    assert isinstance(events[0], EventsDropped)
    assert (events[0].noise, events[0].cards) == (2, 0)
    assert [e.detail for e in events[1:]] == [f"noise {i}" for i in range(2, 7)]  # type: ignore[union-attr]
    assert q.trusted
    assert take_all(q) == []  # reported once


def test_a_card_pushes_out_the_oldest_noise_never_another_card() -> None:
    q = EventQueue(limit=4)
    q.put(card(1))
    q.put(noise(1))
    q.put(Heartbeat())
    q.put(card(2))
    q.put(card(3))  # full: the oldest noise (the protocol error) goes
    q.put(card(4))  # full: the heartbeat goes
    events = take_all(q)
    assert isinstance(events[0], EventsDropped) and events[0].noise == 2 and events[0].cards == 0
    assert [e.sequence for e in events[1:]] == [1, 2, 3, 4]  # type: ignore[union-attr]


def test_cards_overflowing_are_reported_and_the_reader_is_not_trusted_until_checked() -> None:
    q = EventQueue(limit=3)
    for i in range(3):
        q.put(card(i))
    assert not q.put(card(3))
    assert not q.put(NewShuffle())
    assert not q.trusted
    events = take_all(q)
    assert isinstance(events[0], EventsDropped) and events[0].cards == 2
    assert [getattr(e, "sequence", None) for e in events[1:]] == [0, 1, 2]
    # Still untrusted: what comes now is delivered, but the reader stays suspect.
    assert q.put(card(9)) and not q.trusted
    q.trust()
    assert q.trusted
    assert [type(e) for e in take_all(q)] == [CardEvent]


def test_get_waits_for_an_event_and_hands_the_overflow_report_first() -> None:
    q = EventQueue(limit=1)
    assert q.get(timeout=0.05) is None
    threading.Timer(0.05, lambda: q.put(card(1))).start()
    got = q.get(timeout=2)
    assert isinstance(got, CardEvent)
    q.put(noise(1))
    q.put(noise(2))
    assert isinstance(q.get(timeout=0), EventsDropped)
    assert isinstance(q.get(timeout=0), ProtocolError)


def test_a_queue_limit_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        EventQueue(limit=0)


@pytest.fixture
def pty_pair() -> Iterator[tuple[int, str]]:
    master, slave = os.openpty()
    tty.setraw(slave)
    yield master, os.ttyname(slave)
    for fd in (master, slave):
        with contextlib.suppress(OSError):
            os.close(fd)


def test_a_blocked_consumer_under_a_noise_flood_keeps_the_queue_bounded_and_every_card(
        pty_pair: tuple[int, str]) -> None:
    master, path = pty_pair
    garbage = bytes(range(256)).replace(b"$", b"").replace(b"\n", b"") * 8
    cards_sent = []
    with SerialSource(path, heartbeat_timeout=None, queue_limit=200) as source:
        deadline = time.monotonic() + 1.5
        seq = 0
        while time.monotonic() < deadline:
            chunk = garbage + b"\n"
            if seq < 150 and seq % 3 == 0:
                chunk += encode_framed("CARD", seq, wire_code(DECK[seq % 52]))
                cards_sent.append(seq)
            else:
                chunk += encode_framed("HB", seq)
            seq += 1
            os.write(master, chunk)  # the reader thread keeps reading; only get() is idle
            assert source.queued <= 200
        time.sleep(0.2)
        assert source.queued <= 200
        events = source.poll()
    dropped = [e for e in events if isinstance(e, EventsDropped)]
    assert dropped and sum(e.noise for e in dropped) > 0
    assert sum(e.cards for e in dropped) == 0 and source.trusted
    delivered = [e.sequence for e in events if isinstance(e, CardEvent)]
    assert delivered == cards_sent[: len(delivered)] and len(delivered) == len(cards_sent)


def test_the_bench_flood_at_the_labs_rate_stays_bounded_and_keeps_every_card() -> None:
    from tools.bench.drivers import FLOOD_GROWTH_LIMIT_MB, measure_serial_flood

    r = measure_serial_flood(1.5)
    assert r.bytes_written > 0.8 * 900_000 * 1.5  # the flood really ran at the lab's rate
    assert r.most_queued <= r.queue_limit and r.noise_dropped > 0
    assert r.growth_mb < FLOOD_GROWTH_LIMIT_MB
    assert r.cards_delivered == r.cards_sent >= 10 and r.cards_in_order and r.trusted
