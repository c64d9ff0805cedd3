"""Fuzzing the parsers: arbitrary bytes never raise, and every valid frame hidden in noise is
delivered exactly once (SERIAL_PROTOCOL.md: "the message is dropped ... reading goes on")."""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_assist.cards import DECK
from dealer_assist.events import (
    CardEvent,
    DeviceFault,
    DeviceHello,
    Heartbeat,
    MissedMessages,
    NewShuffle,
    ProtocolError,
    SourceEvent,
)
from drivers.protocols import MAX_LINE, FramedParser, LineParser, encode_framed, wire_code

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def feed_in_chunks(parser: FramedParser | LineParser, data: bytes,
                   cuts: list[int]) -> list[SourceEvent]:
    events: list[SourceEvent] = []
    start = 0
    for cut in [*sorted({c % (len(data) + 1) for c in cuts}), len(data)]:
        events += parser.feed(data[start:cut])
        assert len(parser.pending) <= MAX_LINE + 1
        start = cut
    return events


@FUZZ
@given(data=st.binary(max_size=2000), cuts=st.lists(st.integers(0, 2000), max_size=40))
def test_arbitrary_bytes_never_raise_out_of_the_framed_parser(data: bytes, cuts: list[int]) -> None:
    events = feed_in_chunks(FramedParser(), data, cuts)
    assert all(isinstance(e, (ProtocolError, CardEvent, MissedMessages, DeviceHello, Heartbeat,
                              NewShuffle, DeviceFault)) for e in events)


@FUZZ
@given(data=st.binary(max_size=2000), cuts=st.lists(st.integers(0, 2000), max_size=40))
def test_arbitrary_bytes_never_raise_out_of_the_line_parser(data: bytes, cuts: list[int]) -> None:
    events = feed_in_chunks(LineParser(), data, cuts)
    assert all(isinstance(e, (ProtocolError, CardEvent)) for e in events)


# A message: (TYPE, fields, the event it must become).
_codes = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._", min_size=1, max_size=12)
messages = st.one_of(
    st.sampled_from([*DECK, None]).map(
        lambda c: ("CARD", (wire_code(c),), CardEvent(c, source="serial"))),
    st.just(("HB", (), Heartbeat(source="serial"))),
    st.just(("SHUF", (), NewShuffle(source="serial"))),
    _codes.map(lambda code: ("ERR", (code,), DeviceFault(code, source="serial"))),
    st.tuples(_codes, _codes).map(
        lambda f: ("HELLO", f, DeviceHello(f[0], f[1], source="serial"))),
)


def comparable(event: SourceEvent) -> SourceEvent:
    return dataclasses.replace(event, time=0.0)


@FUZZ
@given(
    first_seq=st.integers(0, 65535),
    items=st.lists(st.tuples(messages, st.binary(max_size=300)), min_size=1, max_size=12),
    cuts=st.lists(st.integers(0, 5000), max_size=30),
    lf_only=st.booleans(),
)
def test_every_valid_frame_embedded_in_noise_is_delivered_exactly_once(
    first_seq: int,
    items: list[tuple[tuple[str, tuple[str, ...], SourceEvent], bytes]],
    cuts: list[int],
    lf_only: bool,
) -> None:
    stream = b""
    expected: list[SourceEvent] = []
    for i, ((kind, fields, event), noise) in enumerate(items):
        seq = (first_seq + i) % 65536
        frame = encode_framed(kind, seq, *fields)
        if lf_only:
            frame = frame[:-2] + b"\n"
        stream += noise + frame
        if isinstance(event, CardEvent):
            event = dataclasses.replace(event, sequence=seq)
        expected.append(comparable(event))
    events = feed_in_chunks(FramedParser(), stream, cuts)
    delivered = [comparable(e) for e in events if not isinstance(e, ProtocolError)]
    # Consecutive SEQs: nothing missed; noise alone never passes the CRC.
    assert delivered == expected
