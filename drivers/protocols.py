"""The two card-reader protocols of docs/serial.md: pure parsers and encoders, no I/O.

A parser is fed whatever bytes the transport produced (a frame one byte at a time, two
frames at once, noise) and returns the events they complete. It holds only the partial
line and, for ``framed``, the sequence state: the last number and what came with the recent
ones (to tell a retransmission from a replay or a conflict).

>>> parser = FramedParser(source="shoe")
>>> [type(e).__name__ for e in parser.feed(b"$CARD,17,AS*8CA2\\r\\n$CARD,1")]
['CardEvent']
>>> parser.feed(b"8,TD*C61C\\r\\n")[0].card
Card('Td')
>>> encode_framed("CARD", 19, "??")
b'$CARD,19,??*A884\\r\\n'
"""

from __future__ import annotations

import binascii
from collections import OrderedDict
from typing import Literal

from dealer_assist.cards import Card, parse_card
from dealer_assist.errors import CardError, ConfigError
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
from dealer_assist.messages import msg

Protocol = Literal["framed", "line"]
PROTOCOLS: tuple[Protocol, ...] = ("framed", "line")

MAX_LINE = 128
"""A message longer than this many bytes without ``\\r\\n`` is overlong (dropped)."""
SEQ_MODULUS = 65536
UNREADABLE = "??"

# Message type -> number of fields after TYPE,SEQ.
FIELD_COUNTS = {"HELLO": 2, "CARD": 1, "HB": 0, "SHUF": 0, "ERR": 1}
_FORBIDDEN_IN_FIELDS = frozenset(",$*\r\n")


def crc16(body: bytes) -> int:
    """CRC-16/CCITT-FALSE of ``body``, as the framed protocol checks it.

    >>> f"{crc16(b'CARD,17,AS'):04X}"
    '8CA2'
    """
    return binascii.crc_hqx(body, 0xFFFF)


def wire_code(card: Card | None) -> str:
    """The card as a reader sends it: upper-case rank and suit (``AS``, ``TD``), or ``??``."""
    return UNREADABLE if card is None else card.code.upper()


def encode_framed(type_: str, seq: int, *fields: str) -> bytes:
    """One framed message: ``$TYPE,SEQ[,FIELDS]*CRC\\r\\n``.

    >>> encode_framed("HELLO", 0, "ACME-SHOE", "1.4.2")
    b'$HELLO,0,ACME-SHOE,1.4.2*E380\\r\\n'
    """
    if not 0 <= seq < SEQ_MODULUS:
        raise ValueError(f"sequence number {seq} is not 0..65535")
    for item in (type_, *fields):
        if not item.isascii() or _FORBIDDEN_IN_FIELDS & set(item):
            raise ValueError(f"field {item!r} must be ASCII without , $ * or line breaks")
    body = ",".join((type_, str(seq), *fields)).encode("ascii")
    return b"$" + body + f"*{crc16(body):04X}\r\n".encode("ascii")


def encode_line(card: Card | None) -> bytes:
    """One ``line``-protocol message: the card code, or ``??`` when it could not be read.

    >>> encode_line(Card.parse("10h"))
    b'TH\\r\\n'
    """
    return (wire_code(card) + "\r\n").encode("ascii")


class _LineBuffer:
    """Splits a byte stream into lines, bounded to ``max_line`` bytes.

    With ``frame_start`` (``$`` for ``framed``) that byte also starts a new message, so a
    frame that follows noise without a line break is still found.
    """

    def __init__(self, source: str, max_line: int, frame_start: bytes | None) -> None:
        self.source = source
        self.max_line = max_line
        self._start = frame_start
        self._buf = bytearray()
        self._discarding = False  # inside an overlong line: skip to its end

    @property
    def pending(self) -> bytes:
        """Bytes of an incomplete message, not yet terminated."""
        return bytes(self._buf)

    def feed(self, data: bytes) -> list[SourceEvent]:
        """Parse ``data`` and return the events of every message it completes. Never raises
        on any input: what cannot be understood is returned as a :class:`ProtocolError`."""
        out: list[SourceEvent] = []
        i, n = 0, len(data)
        while i < n:
            j = data.find(b"\n", i)
            if self._start is not None:
                k = data.find(self._start, i, j if j >= 0 else n)
                if k >= 0:
                    self._append(data[i:k], out)
                    self._begin_frame(out)
                    i = k + 1
                    continue
            if j < 0:
                self._append(data[i:], out)
                break
            self._append(data[i:j], out)
            self._end_line(out)
            i = j + 1
        return out

    def discard_partial(self, reason: str = "the port closed") -> list[SourceEvent]:
        """Forget an incomplete message (the port closed mid-message); report it if it
        held anything."""
        out: list[SourceEvent] = []
        if self._buf.strip():
            out.append(self._error(f"incomplete message lost when {reason}", self._buf))
        self._buf.clear()
        self._discarding = False
        return out

    def _append(self, chunk: bytes, out: list[SourceEvent]) -> None:
        if self._discarding or not chunk:
            return
        self._buf += chunk
        # One byte of slack for the '\r' of a message of exactly max_line bytes.
        if len(self._buf) > self.max_line + 1:
            out.append(self._error(f"overlong message (over {self.max_line} bytes without "
                                   "a line break)", self._buf))
            self._buf.clear()
            self._discarding = True

    def _begin_frame(self, out: list[SourceEvent]) -> None:
        if self._discarding:
            self._discarding = False
        elif self._buf.strip():
            out.append(self._error("bad framing: message cut short by a new '$'", self._buf))
        self._buf[:] = self._start or b""

    def _end_line(self, out: list[SourceEvent]) -> None:
        line = bytes(self._buf)
        self._buf.clear()
        if self._discarding:
            self._discarding = False
            return
        if line.endswith(b"\r"):
            line = line[:-1]
        if len(line) > self.max_line:
            out.append(self._error(f"overlong message (over {self.max_line} bytes)", line))
        elif line.strip():
            self._message(line, out)

    def _message(self, line: bytes, out: list[SourceEvent]) -> None:
        raise NotImplementedError

    def _error(self, detail: str, raw: bytes | bytearray) -> ProtocolError:
        return ProtocolError(detail, raw=bytes(raw[: self.max_line + 2]), source=self.source)


class LineParser(_LineBuffer):
    """The ``line`` protocol: one card code per line (``AS``, ``10H``, ``7c``); ``??`` is a
    card the reader could not read. Blank lines are ignored; anything else is reported
    as an unreadable line. There are no sequence numbers.

    >>> [str(e.card) for e in LineParser().feed(b"AS\\n10h\\r\\n\\n")]
    ['As', 'Th']
    """

    def __init__(self, source: str = "serial", max_line: int = MAX_LINE) -> None:
        super().__init__(source, max_line, frame_start=None)

    def _message(self, line: bytes, out: list[SourceEvent]) -> None:
        text = line.decode("ascii", errors="replace").strip()
        if text == UNREADABLE:
            out.append(CardEvent(None, source=self.source))
            return
        try:
            card = parse_card(text)
        except CardError:
            out.append(self._error(f"unreadable line {text!r}", line))
            return
        out.append(CardEvent(card, source=self.source))


REPLAY_WINDOW = 4096
"""How many sequence numbers back (from the last accepted) the host remembers what it got."""

# Messages with which a reader may legitimately start counting again (power-up, new shoe).
_RESTARTS = frozenset({"HELLO", "SHUF"})


class SequenceTracker:
    """The framed protocol's SEQ rules (docs/serial.md, "Sequence numbers").

    Forward jumps are reported as missed messages; a repeat of the last message is a
    retransmission and is dropped. The host remembers what it accepted for the last
    :data:`REPLAY_WINDOW` sequence numbers: an old message coming again is a replay and is
    dropped (reported); a sequence number coming again with *different* content is a
    :class:`SequenceConflict`, delivered instead of the message, never silently resolved.
    ``HELLO`` with SEQ 0 (power-up) restarts counting and forgets the window; so does a
    ``HELLO`` or ``SHUF`` that goes back (a reader counting from 0 at each shoe), unless it
    is a replay of one remembered. Any other message going back to a number not remembered
    also restarts counting, and is reported.
    """

    def __init__(self, window: int = REPLAY_WINDOW) -> None:
        if not 1 <= window < SEQ_MODULUS // 2:
            raise ValueError(f"the replay window must be 1..{SEQ_MODULUS // 2 - 1}")
        self.window = window
        self.last: int | None = None
        self._last_content: str | None = None
        # SEQ -> what came with it, oldest first, all within `window` of `last`.
        self._recent: OrderedDict[int, str] = OrderedDict()

    def check(self, seq: int, content: str, *, source: str) -> tuple[bool, list[SourceEvent]]:
        """Whether the message (``content``: its type and fields, normalised) is new and to
        be delivered, and what to report first."""
        type_ = content.split(",", 1)[0]
        last = self.last
        if last is None or (type_ == "HELLO" and seq == 0):
            self._restart(seq, content)
            return True, []
        gap = (seq - last) % SEQ_MODULUS
        if gap == 0:
            if content == self._last_content:
                return False, []  # a retransmission (SERIAL_PROTOCOL: ignored)
            return False, [self._conflict(seq, content, self._last_content, source)]
        if gap < SEQ_MODULUS // 2:
            self._accept(seq, content)
            return True, ([] if gap == 1 else
                          [MissedMessages(gap - 1, after_sequence=last, source=source)])
        seen = self._recent.get(seq)
        if seen == content:
            return False, [ProtocolError(f"replayed message {seq} dropped: it was received "
                                         f"already (the last is {last})", source=source)]
        if seen is not None and type_ not in _RESTARTS:
            return False, [self._conflict(seq, content, seen, source)]
        self._restart(seq, content)
        return True, [ProtocolError(f"sequence went back from {last} to {seq}; counting restarts",
                                    source=source)]

    def _conflict(self, seq: int, content: str, before: str | None,
                  source: str) -> SequenceConflict:
        type_ = content.split(",", 1)[0]
        same_kind = before is not None and before.split(",", 1)[0] == type_ == "CARD"
        what = "a different card" if same_kind else "different content"
        return SequenceConflict(seq, f"{type_} {seq} came again with {what}", source=source)

    def _restart(self, seq: int, content: str) -> None:
        self._recent.clear()
        self.last, self._last_content = seq, content
        if content.split(",", 1)[0] not in _RESTARTS:
            self._recent[seq] = content
        # A message that restarts the count is not remembered: the next shoe of a reader
        # that counts from 0 at each shuffle begins with the very same message.

    def _accept(self, seq: int, content: str) -> None:
        self.last, self._last_content = seq, content
        recent = self._recent
        recent[seq] = content
        recent.move_to_end(seq)
        while recent:
            oldest = next(iter(recent))
            if (seq - oldest) % SEQ_MODULUS < self.window:
                break
            recent.popitem(last=False)


class FramedParser(_LineBuffer):
    """The ``framed`` reference protocol: ``$TYPE,SEQ[,FIELDS]*CRC\\r\\n``.

    Bad CRC, bad framing, an unknown TYPE or an overlong line drop the message and report a
    :class:`ProtocolError`; reading goes on. A bare ``\\n`` also ends a message (the CRC
    still guards its content). A CRC-valid ``CARD`` whose code is not a card is reported
    and then delivered as an unreadable card, since a card did leave the shoe.

    >>> p = FramedParser()
    >>> [type(e).__name__ for e in p.feed(b"$HB,20*27BE\\r\\n$HB,20*27BE\\r\\n$SHUF,22*5DA8\\r\\n")]
    ['Heartbeat', 'MissedMessages', 'NewShuffle']
    """

    def __init__(self, source: str = "serial", max_line: int = MAX_LINE) -> None:
        super().__init__(source, max_line, frame_start=b"$")
        self.sequence = SequenceTracker()

    @property
    def last_sequence(self) -> int | None:
        return self.sequence.last

    def _message(self, line: bytes, out: list[SourceEvent]) -> None:
        if not line.startswith(b"$"):
            out.append(self._error("bad framing: message does not start with '$'", line))
            return
        star = line.rfind(b"*")
        if star < 0:
            out.append(self._error("bad framing: no '*' before the checksum", line))
            return
        crc_text = line[star + 1 :]
        if len(crc_text) != 4 or not all(c in b"0123456789ABCDEFabcdef" for c in crc_text):
            out.append(self._error("bad framing: the checksum is not four hex digits", line))
            return
        body = line[1:star]
        expected = crc16(body)
        if int(crc_text, 16) != expected:
            out.append(self._error(f"bad CRC: message says {crc_text.decode()}, "
                                   f"body gives {expected:04X}", line))
            return
        if not body.isascii():
            out.append(self._error("bad framing: the body is not ASCII", line))
            return
        parts = body.decode("ascii").split(",")
        if len(parts) < 2 or not parts[1].isdigit() or int(parts[1]) >= SEQ_MODULUS:
            out.append(self._error("bad framing: no sequence number 0..65535", line))
            return
        type_, seq, fields = parts[0], int(parts[1]), parts[2:]
        content = ",".join([type_, *(f.strip().upper() for f in fields)])
        new, notes = self.sequence.check(seq, content, source=self.source)
        out.extend(notes)
        if not new:
            return  # a retransmission, a replay or a conflict (reported in the notes)
        expected_fields = FIELD_COUNTS.get(type_)
        if expected_fields is None:
            out.append(self._error(f"unknown message type {type_!r}", line))
        elif len(fields) != expected_fields:
            out.append(self._error(f"{type_} message with {len(fields)} field(s), "
                                   f"expected {expected_fields}", line))
        else:
            out.append(self._event(type_, seq, fields, line, out))

    def _event(self, type_: str, seq: int, fields: list[str], line: bytes,
               out: list[SourceEvent]) -> SourceEvent:
        src = self.source
        if type_ == "CARD":
            code = fields[0].strip()
            card: Card | None = None
            if code != UNREADABLE:
                try:
                    card = parse_card(code)
                except CardError:
                    out.append(self._error(f"CARD {seq} carries {code!r}, which is not a card; "
                                           "it counts as unreadable", line))
            return CardEvent(card, source=src, sequence=seq)
        if type_ == "HELLO":
            return DeviceHello(fields[0], fields[1], source=src)
        if type_ == "ERR":
            return DeviceFault(fields[0], source=src)
        if type_ == "SHUF":
            return NewShuffle(source=src)
        return Heartbeat(source=src)


Parser = LineParser | FramedParser


def make_parser(protocol: str, source: str = "serial", max_line: int = MAX_LINE) -> Parser:
    """The parser for ``protocol`` (``framed`` or ``line``)."""
    if protocol == "framed":
        return FramedParser(source, max_line)
    if protocol == "line":
        return LineParser(source, max_line)
    raise ConfigError(msg("config.unknown_protocol", protocol=protocol))
