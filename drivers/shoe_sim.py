"""The card-reader simulator behind ``dealer-assist shoe-sim``: a shoe on a serial line.

It deals shuffled decks from :class:`dealer_assist.shoe.Shoe` as a real reader would:
``HELLO`` on power-up and on reconnect, ``SHUF`` for every new deck, a ``CARD`` every
``interval`` seconds, ``HB`` once a ``heartbeat`` while idle; or, for ``line``, just the
card codes. Faults on demand, drawn per message from a generator seeded apart from the
shoe's: dropped messages, corrupted ones (one body byte changed, so the CRC fails), cards
sent as ``??``, retransmissions, and an unplug (``unplug_after`` seconds in, for
``unplug_for`` seconds, during which the device goes on dealing into the void).

``HELLO`` is always sent intact. Every message produced is recorded with its fate in
:attr:`ShoeSimulator.messages`, so a test can say exactly which cards a reader should have
delivered and what it should have reported missing. Use it in-process (``start``/``stop``,
or as a context manager) or from the command line.
"""

from __future__ import annotations

import contextlib
import random
import shutil
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from types import TracebackType

from dealer_assist.cards import Card
from dealer_assist.errors import ConfigError
from dealer_assist.shoe import Shoe
from drivers.protocols import PROTOCOLS, SEQ_MODULUS, encode_framed, encode_line, wire_code
from drivers.sim_links import Link, LinkDown, PortLink, PtyLink, wait_until

DEVICE_ID = "SIM-SHOE"
FIRMWARE = "1.0.0"
_CORRUPT_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"

FLIP_DELAY = 0.05  # seconds

SENT, DROPPED, CORRUPTED, UNPLUGGED = "sent", "dropped", "corrupted", "unplugged"


@dataclass(frozen=True, slots=True)
class SimMessage:
    """One message the device produced, and what became of it."""

    kind: str  # HELLO, CARD, HB, SHUF, ERR
    seq: int | None  # None for the line protocol
    card: Card | None  # the card that left the shoe (CARD only)
    unreadable: bool  # sent as ``??``
    fate: str  # sent, dropped, corrupted, unplugged
    repeated: bool = False  # written twice (a retransmission)

    @property
    def intact(self) -> bool:
        return self.fate == SENT

    @property
    def card_as_sent(self) -> Card | None:
        return None if self.unreadable else self.card


class ShoeSimulator:
    """A simulated card reader writing ``protocol`` to a pseudo-terminal it creates
    (``port=None``; readers open :attr:`path`, a stable symlink) or to ``port``.

    ``rounds`` decks of ``cards`` cards each (``rounds=0``: deal for ever). When they are
    dealt, :attr:`done` is set and the device idles, sending heartbeats, until stopped.
    Faults start after the power-up ``HELLO``, and stop once the rounds are dealt.
    """

    def __init__(
        self,
        *,
        protocol: str = "framed",
        port: str | None = None,
        link: str | None = None,
        baudrate: int = 9600,
        rounds: int = 1,
        cards: int = 52,
        interval: float = 0.5,
        heartbeat: float = 1.0,
        drop_rate: float = 0.0,
        corrupt_rate: float = 0.0,
        unreadable_rate: float = 0.0,
        retransmit_rate: float = 0.0,
        unplug_after: float | None = None,
        unplug_for: float = 2.0,
        seed: int | None = None,
        settle: float = 0.1,
        on_status: Callable[[str], None] | None = None,
    ) -> None:
        if protocol not in PROTOCOLS:
            raise ConfigError(f"unknown card-reader protocol {protocol!r}: choose framed or line")
        if not 1 <= cards <= 52:
            raise ConfigError(f"cards per round must be 1..52, not {cards}")
        for label, rate in (("drop", drop_rate), ("corrupt", corrupt_rate),
                            ("unreadable", unreadable_rate), ("retransmit", retransmit_rate)):
            if not 0.0 <= rate <= 1.0:
                raise ConfigError(f"{label} rate must be between 0 and 1, not {rate}")
        if drop_rate + corrupt_rate > 1.0:
            raise ConfigError("drop rate plus corrupt rate cannot exceed 1")
        if rounds < 0 or interval < 0 or heartbeat <= 0 or unplug_for < 0:
            raise ConfigError("rounds, interval and unplug time cannot be negative; "
                              "heartbeat must be positive")
        self.protocol = protocol
        self.rounds = rounds
        self.cards = cards
        self.interval = interval
        self.heartbeat = heartbeat
        self.drop_rate = drop_rate
        self.corrupt_rate = corrupt_rate
        self.unreadable_rate = unreadable_rate
        self.retransmit_rate = retransmit_rate
        self.unplug_after = unplug_after
        self.unplug_for = unplug_for
        self.settle = settle
        self._on_status = on_status
        self.shoe = Shoe(seed)
        self._faults = random.Random(f"shoe-sim-faults-{seed}")
        self._tmpdir: str | None = None
        self._link: Link
        if port is not None:
            self._link = PortLink(port, baudrate)
        else:
            if link is None:
                self._tmpdir = tempfile.mkdtemp(prefix="dealer-assist-shoe-")
                link = f"{self._tmpdir}/shoe"
            self._link = PtyLink(link)
        self.done = threading.Event()
        self.replugged = threading.Event()
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._messages: list[SimMessage] = []
        self._seq = 0
        self._faulty = False
        self._started_at: float | None = None
        self._unplugged_until: float | None = None
        self._unplug_done = False
        self._reader_ready = False
        self._last_tx = 0.0
        self._last_write = 0.0
        self.error: BaseException | None = None

    # -- what tests and the CLI see -------------------------------------------------------

    @property
    def path(self) -> str:
        """What a reader opens: the pseudo-terminal's stable link, or the given port."""
        return self._link.path

    @property
    def tty_name(self) -> str | None:
        """The current ``/dev/pts/N`` behind :attr:`path` (pseudo-terminal mode)."""
        return self._link.tty_name

    @property
    def messages(self) -> list[SimMessage]:
        with self._lock:
            return list(self._messages)

    def summary(self) -> dict[str, int]:
        """How many messages met each fate, and how many cards were dealt."""
        messages = self.messages
        counts = Counter(m.fate for m in messages)
        return {
            "messages": len(messages),
            "cards": sum(m.kind == "CARD" for m in messages),
            **{fate: counts.get(fate, 0) for fate in (SENT, DROPPED, CORRUPTED, UNPLUGGED)},
            "unreadable": sum(m.unreadable for m in messages),
            "retransmitted": sum(m.repeated for m in messages),
        }

    def start(self) -> str:
        """Plug in and start dealing in a thread; returns :attr:`path`."""
        if self._thread is None:
            self._link.plug()
            self._thread = threading.Thread(target=self._run, name="shoe-sim", daemon=True)
            self._thread.start()
        return self.path

    def wait_drained(self, timeout: float = 10.0) -> bool:
        """Wait until every round is dealt and the reader has read every byte written by
        then (heartbeats that follow need not wait)."""
        deadline = time.monotonic() + timeout
        if not self.done.wait(timeout):
            return False
        return self._drain(max(0.0, deadline - time.monotonic()), self._stopping)

    def stop(self, drain: float = 1.0) -> None:
        """Stop dealing, give the reader up to ``drain`` seconds to read what was written,
        unplug and clean up. Idempotent."""
        if self._thread is not None and not self._stopping.is_set():
            self._drain(drain, threading.Event())
        self._stopping.set()
        if self._thread is not None:
            self._thread.join(timeout=5.0)
        self._link.close()
        if self._tmpdir is not None:
            shutil.rmtree(self._tmpdir, ignore_errors=True)
            self._tmpdir = None

    close = stop

    def _drain(self, timeout: float, stopping: threading.Event) -> bool:
        """Wait up to ``timeout`` until the reader has read what was written so far
        (not what is written meanwhile: a heartbeat as frequent as FLIP_DELAY would never
        let it). True if it has, or no one is reading."""
        since = self._last_write

        def drained() -> bool:
            # A pty moves written bytes to the reader's side a moment later (the kernel's
            # flip buffer), so "nothing waiting" only counts once that write has had time
            # to land.
            if not self._link.reader_present():
                return True  # no one is reading: nothing to wait for
            return time.monotonic() - since >= FLIP_DELAY and self._link.pending() == 0

        return wait_until(drained, timeout, stopping)

    def __enter__(self) -> ShoeSimulator:
        self.start()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()

    # -- the device -----------------------------------------------------------------------

    def _status(self, text: str) -> None:
        if self._on_status is not None:
            self._on_status(text)

    def _run(self) -> None:
        try:
            self._deal()
        except BaseException as err:  # kept for the caller; the thread must not vanish silently
            if not self._stopping.is_set():
                self.error = err
                self.done.set()
                raise

    def _deal(self) -> None:
        if not self._wait_for_reader():
            return
        self._started_at = time.monotonic()
        framed = self.protocol == "framed"
        if framed:
            self._emit("HELLO", DEVICE_ID, FIRMWARE)
        self._faulty = True
        round_no = 0
        while (self.rounds == 0 or round_no < self.rounds) and not self._stopping.is_set():
            if round_no > 0:
                self.shoe.shuffle()
            if framed:
                self._emit("SHUF")
            for _ in range(self.cards):
                if not self._pause(self.interval):
                    return
                card = self.shoe.draw()
                self._emit("CARD", card=card)
            round_no += 1
        self._faulty = False
        while self._unplugged_until is not None and self._pause(0.01):
            pass  # finish with the cable back in, so the last messages can arrive
        if framed:
            self._emit("HB")
        self.done.set()
        self._status(f"dealt {self.rounds} round(s); idle")
        while self._pause(self.heartbeat):
            pass

    def _wait_for_reader(self) -> bool:
        """Like a device waiting for DTR: write nothing until a reader has the port open,
        then let it settle (pyserial flushes the input as it opens a port)."""
        if not self._link.reader_present():
            self._status(f"waiting for a reader to open {self.path}")
        if not wait_until(self._link.reader_present, float("inf"), self._stopping, 0.01):
            return False
        self._status("reader connected")
        self._stopping.wait(self.settle)
        self._reader_ready = True
        return not self._stopping.is_set()

    def _pause(self, seconds: float) -> bool:
        """Idle for ``seconds``: heartbeats when due, unplug and replug on time. False once
        stopped."""
        end = time.monotonic() + seconds
        while not self._stopping.is_set():
            now = time.monotonic()
            self._check_unplug(now)
            if self.protocol == "framed" and now - self._last_tx >= self.heartbeat:
                self._emit("HB")
                continue
            if now >= end:
                return True
            wake = min(end, self._last_tx + self.heartbeat)
            if self._unplugged_until is not None:
                wake = min(wake, self._unplugged_until)
            self._stopping.wait(max(0.0, min(wake - now, 0.05)))
        return False

    def _check_unplug(self, now: float) -> None:
        if (self.unplug_after is not None and not self._unplug_done
                and self._unplugged_until is None and self._started_at is not None
                and now - self._started_at >= self.unplug_after):
            # A real cable pull loses bytes in flight; waiting for the reader to drain
            # first keeps the test exact: only messages made while unplugged are lost.
            self._drain(2.0, self._stopping)
            self._link.unplug()
            self._unplugged_until = now + self.unplug_for
            self._status(f"unplugged for {self.unplug_for:g} s (still dealing)")
            self._reader_ready = False
        elif self._unplugged_until is not None and now >= self._unplugged_until:
            self._unplugged_until = None
            self._unplug_done = True
            self._link.plug()
            self.replugged.set()
            self._status(f"plugged in again ({self.tty_name or self.path})")
            if self.protocol == "framed":
                self._emit("HELLO", DEVICE_ID, FIRMWARE)

    def _emit(self, kind: str, *fields: str, card: Card | None = None) -> None:
        """Produce one message: draw its faults, encode it, send it, record its fate."""
        fault = self._faults.random()
        unreadable = kind == "CARD" and self._faults.random() < self.unreadable_rate
        repeat = self._faults.random() < self.retransmit_rate
        if not self._faulty or kind == "HELLO":
            # The HELLO that announces the device (power-up, reconnect) always gets
            # through, so a test can tell the reconnect from the gap it leaves.
            fault, unreadable, repeat = 1.0, False, False
        seq: int | None = None
        if self.protocol == "framed":
            seq = self._seq
            self._seq = (self._seq + 1) % SEQ_MODULUS
            if kind == "CARD":
                fields = (wire_code(None if unreadable else card),)
            wire = encode_framed(kind, seq, *fields)
        else:
            wire = encode_line(None if unreadable else card)
            repeat = False  # without SEQ a repeat would be a second card
        if fault < self.drop_rate:
            fate = DROPPED
        elif fault < self.drop_rate + self.corrupt_rate:
            fate = CORRUPTED
            wire = self._corrupt(wire)
        else:
            fate = SENT
        self._last_tx = time.monotonic()
        if self._unplugged_until is not None:
            fate, repeat = UNPLUGGED, False
        elif fate != DROPPED:
            try:
                if not (self._reader_ready and self._link.reader_present()):
                    self._wait_for_reader()  # the device holds its messages meanwhile
                self._link.write(wire + wire if repeat and fate == SENT else wire,
                                 self._stopping)
                self._last_write = time.monotonic()
            except LinkDown:
                fate, repeat = UNPLUGGED, False
        with self._lock:
            self._messages.append(SimMessage(kind, seq, card, unreadable, fate,
                                             repeat and fate == SENT))

    def _corrupt(self, wire: bytes) -> bytes:
        """Change one byte of the message body (framed: between ``$`` and ``*``; line: the
        rank), so the CRC fails or the code is no card, and the message stays one line."""
        if self.protocol == "line":
            return b"#" + wire[1:]
        end = wire.rindex(b"*")
        at = self._faults.randrange(1, end)
        old = chr(wire[at])
        new = self._faults.choice([c for c in _CORRUPT_CHARS if c != old])
        return wire[:at] + new.encode("ascii") + wire[at + 1 :]


def run_until_done(sim: ShoeSimulator, linger: float) -> None:
    """Deal every round, idle ``linger`` seconds, stop (the CLI's life cycle)."""
    sim.start()
    try:
        while not sim.done.wait(0.2):
            pass
        if sim.error is None:
            with contextlib.suppress(KeyboardInterrupt):
                time.sleep(linger)
    finally:
        sim.stop()
