"""What ``dealer-assist monitor``, ``shoe-sim`` and ``ports`` do (see :mod:`drivers.cli`)."""

from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from typing import IO, BinaryIO

from dealer_assist.events import (
    CardEvent,
    DeviceFault,
    DeviceHello,
    EventsDropped,
    MissedMessages,
    NewShuffle,
    ProtocolError,
    ReaderBack,
    ReaderLost,
    SequenceConflict,
    SourceEvent,
)
from drivers.base import CardSource
from drivers.jsonevents import event_to_json
from drivers.protocols import UNREADABLE


class MonitorView:
    """The state ``monitor --table`` shows, fed event by event; :meth:`render` is text."""

    def __init__(self, port: str, protocol: str, history: int = 12) -> None:
        self.port = port
        self.protocol = protocol
        self.device = "-"
        self.status = "open"
        self.cards: collections.deque[str] = collections.deque(maxlen=history)
        self.problems: collections.deque[str] = collections.deque(maxlen=5)
        self.counts: collections.Counter[str] = collections.Counter()
        self.deck = 0
        self.last_message: float | None = None

    def add(self, event: SourceEvent) -> None:
        stamp = time.strftime("%H:%M:%S", time.localtime(event.time))
        if not isinstance(event, (ReaderLost, ReaderBack)):
            self.last_message = time.monotonic()
        if isinstance(event, CardEvent):
            self.counts["cards"] += 1
            self.deck += 1
            code = UNREADABLE if event.card is None else event.card.code
            seq = "" if event.sequence is None else f"#{event.sequence}"
            self.cards.appendleft(f"{stamp}  {code:>3}  {seq}")
            if event.card is None:
                self.counts["unreadable"] += 1
                self.problems.appendleft(f"{stamp}  unreadable card {seq}: enter it by hand")
        elif isinstance(event, NewShuffle):
            self.deck = 0
            self.counts["shuffles"] += 1
        elif isinstance(event, DeviceHello):
            self.device = f"{event.device_id} {event.firmware}"
        elif isinstance(event, MissedMessages):
            self.counts["missed"] += event.count
            self.problems.appendleft(f"{stamp}  {event.count} message(s) missed "
                                     f"after #{event.after_sequence}")
        elif isinstance(event, ProtocolError):
            self.counts["errors"] += 1
            self.problems.appendleft(f"{stamp}  {event.detail}")
        elif isinstance(event, DeviceFault):
            self.problems.appendleft(f"{stamp}  device fault {event.code}")
        elif isinstance(event, ReaderLost):
            self.status = f"LOST ({event.reason})"
            self.problems.appendleft(f"{stamp}  reader lost: {event.reason}")
        elif isinstance(event, ReaderBack):
            self.status = "open"
        elif isinstance(event, SequenceConflict):
            self.counts["conflicts"] += 1
            self.problems.appendleft(f"{stamp}  CONFLICT {event.detail}: check the cards")
        elif isinstance(event, EventsDropped):
            self.counts["dropped"] += event.noise + event.cards
            what = f"{event.noise} noise"
            if event.cards:
                what += f" and {event.cards} CARD event(s): reader not trusted"
                self.status = "NOT TRUSTED (events lost)"
            self.problems.appendleft(f"{stamp}  queue overflowed, dropped {what}")

    def render(self) -> str:
        age = ("-" if self.last_message is None
               else f"{time.monotonic() - self.last_message:.1f} s ago")
        c = self.counts
        lines = [
            f"card reader  {self.port}  ({self.protocol})",
            f"status       {self.status}",
            f"device       {self.device}",
            f"last message {age}",
            f"cards {c['cards']}  this deck {self.deck}  unreadable {c['unreadable']}  "
            f"missed {c['missed']}  errors {c['errors']}  shuffles {c['shuffles']}  "
            f"conflicts {c['conflicts']}  dropped {c['dropped']}",
            "",
            "last cards:",
            *(f"  {line}" for line in self.cards),
            "",
            "problems:",
            *(f"  {line}" for line in self.problems),
        ]
        return "\n".join(lines) + "\n"


def _watch(source: CardSource, args: argparse.Namespace, out: IO[str]) -> int:
    view = MonitorView(args.port, args.protocol) if args.table else None
    clear = "\x1b[H\x1b[2J" if out.isatty() else ""
    deadline = None if args.duration is None else time.monotonic() + args.duration
    seen = 0
    while args.count is None or seen < args.count:
        wait = 0.5
        if deadline is not None:
            wait = deadline - time.monotonic()
            if wait <= 0:
                break
        event = source.get(timeout=min(wait, 0.5))
        if event is not None:
            seen += 1
            if view is None:
                out.write(json.dumps(event_to_json(event)) + "\n")
            else:
                view.add(event)
        if view is not None and (event is not None or clear):
            out.write(clear + view.render())
        out.flush()
    return 0


def run(args: argparse.Namespace) -> int:
    """``dealer-assist monitor PORT``."""
    from drivers.serial_source import SerialSource

    capture: BinaryIO | None = open(args.record, "ab") if args.record else None  # noqa: SIM115
    try:
        source = SerialSource(
            args.port, protocol=args.protocol, baudrate=args.baud, wait=args.wait,
            heartbeat_timeout="auto" if args.heartbeat_timeout is None else args.heartbeat_timeout,
            capture=capture, name="monitor")
        with source:
            try:
                return _watch(source, args, sys.stdout)
            except KeyboardInterrupt:
                return 0
    finally:
        if capture is not None:
            capture.close()


def run_shoe_sim(args: argparse.Namespace) -> int:
    """``dealer-assist shoe-sim``."""
    from drivers.shoe_sim import ShoeSimulator, run_until_done

    def status(text: str) -> None:
        print(f"shoe-sim: {text}", file=sys.stderr, flush=True)

    sim = ShoeSimulator(
        protocol=args.protocol, port=args.port, link=args.link, baudrate=args.baud,
        rounds=args.rounds, cards=args.cards, interval=args.interval, heartbeat=args.heartbeat,
        drop_rate=args.drop_rate, corrupt_rate=args.corrupt_rate,
        unreadable_rate=args.unreadable_rate, retransmit_rate=args.retransmit_rate,
        unplug_after=args.unplug_after, unplug_for=args.unplug_for, seed=args.seed,
        on_status=status)
    sim.start()
    print(sim.path, flush=True)
    if sim.tty_name:
        status(f"{args.protocol} protocol on {sim.path} -> {sim.tty_name}")
    try:
        run_until_done(sim, args.linger)
    except KeyboardInterrupt:
        sim.stop()
    status("summary " + json.dumps(sim.summary()))
    if sim.error is not None:
        status(f"stopped by an error: {sim.error}")
        return 1
    return 0


def run_ports(args: argparse.Namespace) -> int:
    """``dealer-assist ports``: device, description and hardware id, one port a line."""
    from serial.tools import list_ports

    found = sorted(list_ports.comports(), key=lambda p: p.device)
    for port in found:
        print(f"{port.device}\t{port.description}\t{port.hwid}")
    if not found:
        print("no serial ports found", file=sys.stderr)
    return 0
