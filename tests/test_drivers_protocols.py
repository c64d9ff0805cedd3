"""docs/serial.md, row by row: the framed and line parsers on byte strings."""

from __future__ import annotations

import dataclasses

import pytest

from dealer_assist.cards import DECK, Card
from dealer_assist.errors import ConfigError
from dealer_assist.events import (
    CardEvent,
    DeviceFault,
    DeviceHello,
    Heartbeat,
    MissedMessages,
    NewShuffle,
    ProtocolError,
    SequenceConflict,
    SourceEvent,
)
from drivers.protocols import (
    MAX_LINE,
    FramedParser,
    LineParser,
    crc16,
    encode_framed,
    encode_line,
    make_parser,
    wire_code,
)

# The framed protocol's examples (docs/serial.md), verbatim.
SPEC_EXAMPLES = b"""\
$HELLO,0,ACME-SHOE,1.4.2*E380\r
$CARD,17,AS*8CA2\r
$CARD,18,TD*C61C\r
$CARD,19,??*A884\r
$HB,20*27BE\r
$SHUF,21*6DCB\r
$ERR,22,JAM*0A69\r
"""


def plain(events: list[SourceEvent]) -> list[SourceEvent]:
    """Events without their time stamps, so they compare by content."""
    return [dataclasses.replace(e, time=0.0) for e in events]


def card(code: str, seq: int | None = None, source: str = "serial") -> CardEvent:
    return CardEvent(Card.parse(code), source=source, sequence=seq, time=0.0)


def unreadable(seq: int | None = None) -> CardEvent:
    return CardEvent(None, source="serial", sequence=seq, time=0.0)


def error_details(events: list[SourceEvent]) -> list[str]:
    return [e.detail for e in events if isinstance(e, ProtocolError)]


def framed_after(seq: int) -> FramedParser:
    """A parser that has just accepted message ``seq``."""
    parser = FramedParser()
    assert plain(parser.feed(encode_framed("HB", seq))) == [Heartbeat(source="serial", time=0.0)]
    return parser


# -- framed: the examples -------------------------------------------------------------------

EXPECTED_EXAMPLE_EVENTS = [
    DeviceHello("ACME-SHOE", "1.4.2", source="serial", time=0.0),
    card("AS", 17),
    card("TD", 18),
    unreadable(19),
    Heartbeat(source="serial", time=0.0),
    NewShuffle(source="serial", time=0.0),
    DeviceFault("JAM", source="serial", time=0.0),
]


def test_spec_examples_have_the_crc_the_spec_states() -> None:
    for line in SPEC_EXAMPLES.splitlines():
        body, _, crc = line[1:].partition(b"*")
        assert f"{crc16(body):04X}".encode() == crc


def test_encoder_reproduces_every_spec_example_byte_for_byte() -> None:
    encoded = (
        encode_framed("HELLO", 0, "ACME-SHOE", "1.4.2")
        + encode_framed("CARD", 17, "AS")
        + encode_framed("CARD", 18, "TD")
        + encode_framed("CARD", 19, "??")
        + encode_framed("HB", 20)
        + encode_framed("SHUF", 21)
        + encode_framed("ERR", 22, "JAM")
    )
    assert encoded == SPEC_EXAMPLES


def test_every_message_type_of_the_spec_is_understood() -> None:
    parser = FramedParser()
    events = parser.feed(SPEC_EXAMPLES)
    # HELLO,0 then CARD,17: the jump is reported (16 messages missed) before the card.
    assert plain(events) == [
        EXPECTED_EXAMPLE_EVENTS[0],
        MissedMessages(16, after_sequence=0, source="serial", time=0.0),
        *EXPECTED_EXAMPLE_EVENTS[1:],
    ]


def test_question_marks_card_is_an_unreadable_card_event() -> None:
    (event,) = framed_after(18).feed(b"$CARD,19,??*A884\r\n")
    assert isinstance(event, CardEvent) and event.unreadable and event.sequence == 19


# -- framed: split reads, several frames, line endings -------------------------------------


def test_a_frame_arriving_one_byte_at_a_time_is_delivered_once_complete() -> None:
    parser = framed_after(16)
    frame = b"$CARD,17,AS*8CA2\r\n"
    for byte in frame[:-1]:
        assert parser.feed(bytes([byte])) == []
    assert plain(parser.feed(frame[-1:])) == [card("AS", 17)]


def test_the_whole_spec_example_fed_byte_by_byte_gives_the_same_events() -> None:
    whole = plain(FramedParser().feed(SPEC_EXAMPLES))
    parser = FramedParser()
    split: list[SourceEvent] = []
    for i in range(len(SPEC_EXAMPLES)):
        split += parser.feed(SPEC_EXAMPLES[i : i + 1])
    assert plain(split) == whole


def test_two_frames_in_one_read_give_two_events_in_order() -> None:
    parser = framed_after(16)
    assert plain(parser.feed(b"$CARD,17,AS*8CA2\r\n$CARD,18,TD*C61C\r\n")) == [
        card("AS", 17), card("TD", 18)]


def test_a_read_ending_mid_frame_keeps_the_rest_for_the_next_read() -> None:
    parser = framed_after(16)
    assert plain(parser.feed(b"$CARD,17,AS*8CA2\r\n$CARD,18,T")) == [card("AS", 17)]
    assert parser.pending == b"$CARD,18,T"
    assert plain(parser.feed(b"D*C61C\r\n")) == [card("TD", 18)]


def test_a_bare_lf_also_ends_a_frame() -> None:
    parser = framed_after(16)
    assert plain(parser.feed(b"$CARD,17,AS*8CA2\n$CARD,18,TD*C61C\r\n")) == [
        card("AS", 17), card("TD", 18)]


# -- framed: what the host does on faults ---------------------------------------------------


def test_bad_crc_drops_the_message_reports_it_and_reading_goes_on() -> None:
    parser = framed_after(16)
    events = parser.feed(b"$CARD,17,AS*8CA3\r\n$CARD,18,TD*C61C\r\n")
    assert error_details(events) == ["bad CRC: message says 8CA3, body gives 8CA2"]
    assert isinstance(events[0], ProtocolError) and events[0].raw == b"$CARD,17,AS*8CA3"
    # The dropped CARD 17 is then also a missed message.
    assert plain(events[1:]) == [MissedMessages(1, after_sequence=16, source="serial", time=0.0),
                                 card("TD", 18)]


def test_a_corrupted_body_byte_fails_the_crc() -> None:
    events = framed_after(16).feed(b"$CARD,17,AH*8CA2\r\n")
    assert error_details(events) == ["bad CRC: message says 8CA2, body gives " +
                                     f"{crc16(b'CARD,17,AH'):04X}"]
    assert not any(isinstance(e, CardEvent) for e in events)


@pytest.mark.parametrize(("line", "detail"), [
    (b"CARD,17,AS*8CA2", "bad framing: message does not start with '$'"),
    (b"$CARD,17,AS8CA2", "bad framing: no '*' before the checksum"),
    (b"$CARD,17,AS*8CA", "bad framing: the checksum is not four hex digits"),
    (b"$CARD,17,AS*8CA2X", "bad framing: the checksum is not four hex digits"),
    (b"$CARD,17,AS*8CAG", "bad framing: the checksum is not four hex digits"),
])
def test_bad_framing_is_dropped_and_reported(line: bytes, detail: str) -> None:
    parser = framed_after(16)
    events = parser.feed(line + b"\r\n" + b"$CARD,17,AS*8CA2\r\n")
    assert error_details(events) == [detail]
    assert plain(events[1:]) == [card("AS", 17)]


def test_a_sequence_number_that_is_not_0_to_65535_is_bad_framing() -> None:
    for body in (b"CARD,x,AS", b"CARD,65536,AS", b"CARD,-1,AS", b"CARD"):
        frame = b"$" + body + f"*{crc16(body):04X}\r\n".encode()
        assert error_details(FramedParser().feed(frame)) == [
            "bad framing: no sequence number 0..65535"]


def test_unknown_type_is_dropped_and_reported_but_counts_in_the_sequence() -> None:
    parser = framed_after(16)
    events = parser.feed(encode_framed("BEEP", 17, "x") + encode_framed("CARD", 18, "TD"))
    assert error_details(events) == ["unknown message type 'BEEP'"]
    assert plain(events[1:]) == [card("TD", 18)]  # no spurious "missed"


def test_a_message_with_the_wrong_number_of_fields_is_reported() -> None:
    events = framed_after(16).feed(encode_framed("CARD", 17) + encode_framed("HB", 18, "x"))
    assert error_details(events) == ["CARD message with 0 field(s), expected 1",
                                     "HB message with 1 field(s), expected 0"]


def test_a_crc_valid_card_that_is_no_card_is_reported_and_counts_as_unreadable() -> None:
    events = framed_after(16).feed(encode_framed("CARD", 17, "ZZ"))
    assert error_details(events) == ["CARD 17 carries 'ZZ', which is not a card; "
                                     "it counts as unreadable"]
    assert plain(events[1:]) == [unreadable(17)]


def test_card_codes_are_case_insensitive_and_accept_10() -> None:
    events = framed_after(16).feed(encode_framed("CARD", 17, "as")
                                   + encode_framed("CARD", 18, "10H"))
    assert plain(events) == [card("As", 17), card("Th", 18)]


def test_overlong_line_is_dropped_reported_and_reading_goes_on() -> None:
    parser = framed_after(16)
    events = parser.feed(b"$" + b"A" * 300 + b"\r\n" + b"$CARD,17,AS*8CA2\r\n")
    assert error_details(events) == [
        f"overlong message (over {MAX_LINE} bytes without a line break)"]
    assert len(events[0].raw) <= MAX_LINE + 2  # type: ignore[union-attr]
    assert plain(events[1:]) == [card("AS", 17)]


def test_an_overlong_line_fed_in_pieces_is_reported_once_and_memory_stays_bounded() -> None:
    parser = framed_after(16)
    events: list[SourceEvent] = []
    for _ in range(1000):
        events += parser.feed(b"x" * 97)
        assert len(parser.pending) <= MAX_LINE + 1
    events += parser.feed(b"\r\n$CARD,17,AS*8CA2\r\n")
    assert len(error_details(events)) == 1
    assert plain(events[1:]) == [card("AS", 17)]


def test_a_message_of_exactly_128_bytes_is_not_overlong() -> None:
    device_id = "D" * (MAX_LINE - len("$HELLO,17,,1*XXXX"))
    frame = encode_framed("HELLO", 17, device_id, "1")
    assert len(frame) == MAX_LINE + 2
    assert plain(framed_after(16).feed(frame)) == [
        DeviceHello(device_id, "1", source="serial", time=0.0)]
    assert error_details(framed_after(16).feed(frame[:-2] + b"Z\r\n"))[0].startswith("overlong")


def test_binary_garbage_is_reported_and_the_next_frame_still_found() -> None:
    parser = framed_after(16)
    garbage = bytes(range(256))  # includes '\n', '$', '*', NUL and high bytes
    events = parser.feed(garbage + b"$CARD,17,AS*8CA2\r\n")
    assert error_details(events)  # reported, not raised
    assert plain([e for e in events if isinstance(e, CardEvent)]) == [card("AS", 17)]


def test_noise_without_a_line_break_before_a_frame_does_not_hide_it() -> None:
    parser = framed_after(16)
    events = parser.feed(b"\x00\xff#noise$CA$CARD,17,AS*8CA2\r\n")
    assert error_details(events) == ["bad framing: message cut short by a new '$'"] * 2
    assert plain(events[2:]) == [card("AS", 17)]


def test_blank_lines_and_line_noise_whitespace_are_ignored_silently() -> None:
    assert framed_after(16).feed(b"\r\n\n  \r\n") == []


# -- framed: sequence numbers --------------------------------------------------------------


def test_seq_jumping_forward_reports_how_many_messages_were_missed() -> None:
    events = framed_after(16).feed(encode_framed("CARD", 20, "AS"))
    assert plain(events) == [MissedMessages(3, after_sequence=16, source="serial", time=0.0),
                             card("AS", 20)]


def test_seq_repeating_the_last_one_is_a_retransmission_and_ignored() -> None:
    parser = framed_after(16)
    frame = encode_framed("CARD", 17, "AS")
    assert plain(parser.feed(frame)) == [card("AS", 17)]
    assert parser.feed(frame) == []
    assert parser.feed(frame + frame) == []
    assert plain(parser.feed(encode_framed("CARD", 18, "TD"))) == [card("TD", 18)]


def test_seq_wraps_from_65535_to_0_without_a_gap() -> None:
    parser = framed_after(65534)
    events = parser.feed(encode_framed("CARD", 65535, "AS") + encode_framed("CARD", 0, "TD")
                         + encode_framed("CARD", 2, "2C"))
    assert plain(events) == [card("AS", 65535), card("TD", 0),
                             MissedMessages(1, after_sequence=0, source="serial", time=0.0),
                             card("2C", 2)]


def test_a_gap_across_the_wrap_is_counted_modulo_65536() -> None:
    events = framed_after(65530).feed(encode_framed("HB", 3))
    assert isinstance(events[0], MissedMessages) and events[0].count == 8


def test_hello_with_seq_0_is_a_power_up_and_restarts_counting() -> None:
    events = framed_after(500).feed(encode_framed("HELLO", 0, "ACME", "2") +
                                    encode_framed("CARD", 1, "AS"))
    assert plain(events) == [DeviceHello("ACME", "2", source="serial", time=0.0),
                             card("AS", 1)]


def test_hello_on_reconnect_keeps_counting_so_messages_lost_meanwhile_are_reported() -> None:
    events = framed_after(500).feed(encode_framed("HELLO", 510, "ACME", "2"))
    assert plain(events) == [MissedMessages(9, after_sequence=500, source="serial", time=0.0),
                             DeviceHello("ACME", "2", source="serial", time=0.0)]


def test_seq_going_back_is_reported_and_counting_restarts_there() -> None:
    parser = framed_after(500)
    events = parser.feed(encode_framed("CARD", 20, "AS") + encode_framed("CARD", 21, "TD"))
    assert error_details(events) == ["sequence went back from 500 to 20; counting restarts"]
    assert plain(events[1:]) == [card("AS", 20), card("TD", 21)]


def framed_through(first: int, last: int) -> FramedParser:
    """A parser that has accepted the cards ``first`` .. ``last`` in order (DECK order)."""
    parser = framed_after(first - 1)
    stream = b"".join(encode_framed("CARD", s % 65536, wire_code(DECK[s % 52]))
                      for s in range(first, last + 1))
    assert all(isinstance(e, CardEvent) for e in parser.feed(stream))
    return parser


def test_an_old_pair_of_frames_replayed_later_is_rejected_and_reported() -> None:
    # The gaming lab's finding: frames 309 and 314, replayed byte for byte after 500.
    parser = framed_through(300, 500)
    replayed = (encode_framed("CARD", 309, wire_code(DECK[309 % 52]))
                + encode_framed("CARD", 314, wire_code(DECK[314 % 52])))
    events = parser.feed(replayed)
    assert not any(isinstance(e, CardEvent) for e in events)
    assert error_details(events) == [
        "replayed message 309 dropped: it was received already (the last is 500)",
        "replayed message 314 dropped: it was received already (the last is 500)"]
    assert parser.last_sequence == 500
    # The reader's own next message follows on without a gap.
    assert plain(parser.feed(encode_framed("CARD", 501, "AS"))) == [card("AS", 501)]


def test_a_replay_across_the_wrap_is_rejected_too() -> None:
    parser = framed_through(65500, 65536 + 20)  # ... 65535, 0, ... 20
    events = parser.feed(encode_framed("CARD", 65530, wire_code(DECK[65530 % 52]))
                         + encode_framed("CARD", 3, wire_code(DECK[65539 % 52])))
    assert not any(isinstance(e, CardEvent) for e in events)
    assert len(error_details(events)) == 2 and parser.last_sequence == 20


def test_the_same_sequence_with_a_different_card_is_a_conflict_never_a_card() -> None:
    parser = framed_after(16)
    assert plain(parser.feed(encode_framed("CARD", 17, "AS"))) == [card("AS", 17)]
    events = parser.feed(encode_framed("CARD", 17, "KD"))
    assert plain(events) == [SequenceConflict(
        17, "CARD 17 came again with a different card", source="serial", time=0.0)]
    # An older one too, within the window of recent sequence numbers.
    parser = framed_through(10, 40)
    events = parser.feed(encode_framed("CARD", 15, wire_code(DECK[16])))
    assert [type(e) for e in events] == [SequenceConflict]
    assert events[0].detail == "CARD 15 came again with a different card"  # type: ignore[union-attr]
    events = parser.feed(encode_framed("HB", 20))
    assert [e.detail for e in events] == ["HB 20 came again with different content"]  # type: ignore[union-attr]
    assert parser.last_sequence == 40


def test_a_conflict_names_no_card() -> None:
    parser = framed_after(16)
    parser.feed(encode_framed("CARD", 17, "AS"))
    (conflict,) = parser.feed(encode_framed("CARD", 17, "KD"))
    assert not any(code in repr(conflict) for code in ("As", "AS", "Kd", "KD"))


def test_the_same_message_again_later_in_lower_case_is_still_a_replay() -> None:
    parser = framed_through(1, 30)
    events = parser.feed(encode_framed("CARD", 5, wire_code(DECK[5]).lower()))
    assert [type(e) for e in events] == [ProtocolError]


def test_a_new_shuffle_that_restarts_the_count_is_accepted_every_shoe() -> None:
    # A reader that counts from 0 at every shuffle: each SHUF,0 is a new shoe, not a replay.
    parser = FramedParser()
    for shoe in range(3):
        stream = encode_framed("SHUF", 0) + b"".join(
            encode_framed("CARD", s, wire_code(DECK[(s + shoe) % 52])) for s in range(1, 40))
        events = parser.feed(stream)
        cards = [e for e in events if isinstance(e, CardEvent)]
        assert isinstance(events[-len(cards) - 1], NewShuffle) and len(cards) == 39
        assert not any(isinstance(e, SequenceConflict) for e in events)
        if shoe:
            assert error_details(events) == ["sequence went back from 39 to 0; counting restarts"]


def test_a_replayed_shuffle_message_is_a_replay_not_a_restart() -> None:
    parser = framed_through(1, 20)
    parser.feed(encode_framed("SHUF", 21) + encode_framed("CARD", 22, "AS"))
    events = parser.feed(encode_framed("SHUF", 21) + encode_framed("CARD", 19, wire_code(DECK[19])))
    assert [type(e) for e in events] == [ProtocolError, ProtocolError]
    assert parser.last_sequence == 22


def test_a_reader_powering_up_again_restarts_the_count_and_forgets_the_old_window() -> None:
    parser = framed_through(1, 60)
    events = parser.feed(encode_framed("HELLO", 0, "ACME", "2")
                         + b"".join(encode_framed("CARD", s, "AS") for s in range(1, 4)))
    assert [type(e) for e in events] == [DeviceHello, CardEvent, CardEvent, CardEvent]
    assert not error_details(events)


def test_the_first_message_heard_sets_the_count_without_a_gap() -> None:
    assert plain(FramedParser().feed(encode_framed("CARD", 4711, "AS"))) == [card("AS", 4711)]


def test_port_closing_mid_message_reports_the_partial_message() -> None:
    parser = framed_after(16)
    assert parser.feed(b"$CARD,17,A") == []
    assert error_details(parser.discard_partial()) == [
        "incomplete message lost when the port closed"]
    assert parser.pending == b""
    assert parser.discard_partial() == []
    assert parser.last_sequence == 16


def test_events_carry_the_source_name_given_to_the_parser() -> None:
    (event,) = FramedParser(source="table-3").feed(encode_framed("CARD", 1, "AS"))
    assert event.source == "table-3"


# -- line protocol --------------------------------------------------------------------------


def test_line_protocol_one_card_per_line_case_insensitive_with_10() -> None:
    events = LineParser().feed(b"AS\r\nTD\r\n10H\r\n7c\r\nqh\r\n")
    assert plain(events) == [card("AS"), card("TD"), card("Th"), card("7c"), card("Qh")]


def test_line_protocol_crlf_and_lf_both_end_a_line() -> None:
    assert plain(LineParser().feed(b"AS\nTD\r\n7c\n")) == [card("AS"), card("TD"), card("7c")]


def test_line_protocol_blank_lines_are_ignored() -> None:
    assert plain(LineParser().feed(b"\r\n\n   \r\nAS\r\n\r\n")) == [card("AS")]


def test_line_protocol_anything_else_is_an_unreadable_line_and_skipped() -> None:
    events = LineParser().feed(b"AS\r\nhello\r\n1S\r\n\xff\xfe\r\nTD\r\n")
    assert error_details(events) == ["unreadable line 'hello'", "unreadable line '1S'",
                                     "unreadable line '\ufffd\ufffd'"]
    assert plain([e for e in events if isinstance(e, CardEvent)]) == [card("AS"), card("TD")]


def test_line_protocol_question_marks_are_an_unreadable_card() -> None:
    assert plain(LineParser().feed(b"??\r\n")) == [unreadable()]


def test_line_protocol_split_reads_one_byte_at_a_time() -> None:
    parser = LineParser()
    events: list[SourceEvent] = []
    for byte in b"10H\r\nAS\n":
        events += parser.feed(bytes([byte]))
    assert plain(events) == [card("Th"), card("AS")]


def test_line_protocol_overlong_line_is_reported_once() -> None:
    events = LineParser().feed(b"A" * 1000 + b"\r\nAS\r\n")
    assert len(error_details(events)) == 1 and error_details(events)[0].startswith("overlong")
    assert plain(events[1:]) == [card("AS")]


def test_line_protocol_has_no_sequence_and_dollar_is_just_text() -> None:
    events = LineParser().feed(b"$CARD,17,AS*8CA2\r\n")
    assert error_details(events) == ["unreadable line '$CARD,17,AS*8CA2'"]


def test_encode_line_writes_what_a_simple_reader_sends() -> None:
    assert encode_line(Card.parse("As")) == b"AS\r\n"
    assert encode_line(Card.parse("10d")) == b"TD\r\n"
    assert encode_line(None) == b"??\r\n"


def test_encode_framed_refuses_what_could_not_be_framed() -> None:
    for bad in ("A,S", "A*S", "A$", "A\r\n", "é"):
        with pytest.raises(ValueError):
            encode_framed("CARD", 1, bad)
    with pytest.raises(ValueError):
        encode_framed("HB", 65536)


def test_make_parser_names_the_protocols() -> None:
    assert isinstance(make_parser("framed"), FramedParser)
    assert isinstance(make_parser("line"), LineParser)
    with pytest.raises(ConfigError, match="choose framed or line"):
        make_parser("nmea")
