"""Replay a recorded session as a card source.

Two kinds of recording:

* an event file, JSON lines as ``dealer-assist monitor`` prints them (``.jsonl``, or any
  file whose first non-blank byte is ``{``): each event is delivered again, spaced as
  the recorded ``time`` stamps were (divided by ``speed``; ``speed=0`` for no waits),
  with its recorded time;
* a byte capture (``dealer-assist monitor --record FILE``): the raw bytes go through the
  protocol parser again, one line every ``interval`` seconds.

The replay is read whole when the source opens; :attr:`finished` is set once everything
has been delivered, after which the source stays open and silent.
"""

from __future__ import annotations

import json
import pathlib
import threading
import time

from dealer_assist.errors import ConfigError, DeviceError
from dealer_assist.events import SourceEvent
from drivers.base import CardSource
from drivers.jsonevents import event_from_json
from drivers.protocols import PROTOCOLS, Parser, make_parser


class ReplaySource(CardSource):
    """A recorded event file or byte capture, delivered again with its timing."""

    def __init__(
        self,
        path: str | pathlib.Path,
        *,
        protocol: str = "framed",
        speed: float = 1.0,
        interval: float = 0.0,
        name: str = "replay",
    ) -> None:
        if protocol not in PROTOCOLS:
            raise ConfigError(f"unknown card-reader protocol {protocol!r}: choose framed or line")
        if speed < 0 or interval < 0:
            raise ConfigError("replay speed and interval cannot be negative")
        super().__init__(name, heartbeat_timeout=None)
        self.path = pathlib.Path(path)
        self.protocol = protocol
        self.speed = speed
        self.interval = interval
        self.finished = threading.Event()
        self._parser: Parser = make_parser(protocol, source=name)
        # (offset in seconds from the start, what to deliver)
        self._script: list[tuple[float, bytes | SourceEvent]] = []
        self._next = 0
        self._t0 = 0.0

    def _load(self) -> list[tuple[float, bytes | SourceEvent]]:
        try:
            data = self.path.read_bytes()
        except OSError as err:
            raise DeviceError(f"cannot read replay file {self.path}: {err}") from err
        if self.path.suffix in (".jsonl", ".ndjson") or data.lstrip()[:1] == b"{":
            return self._load_events(data)
        lines = data.splitlines(keepends=True)
        return [(i * self.interval, line) for i, line in enumerate(lines)]

    def _load_events(self, data: bytes) -> list[tuple[float, bytes | SourceEvent]]:
        script: list[tuple[float, bytes | SourceEvent]] = []
        first: float | None = None
        for number, line in enumerate(data.decode("utf-8", errors="replace").splitlines(), 1):
            if not line.strip():
                continue
            try:
                event = event_from_json(json.loads(line), source=self.name)
            except (json.JSONDecodeError, ConfigError) as err:
                raise ConfigError(f"{self.path}, line {number}: {err}") from err
            first = event.time if first is None else first
            offset = 0.0 if self.speed == 0 else max(0.0, (event.time - first) / self.speed)
            script.append((offset, event))
        return script

    def _open(self) -> None:
        if not self._script and not self.finished.is_set():
            self._script = self._load()
            self._t0 = time.monotonic()
            if not self._script:
                self.finished.set()

    def _read(self, timeout: float) -> list[SourceEvent]:
        if self._next >= len(self._script):
            # Set only now, after the reader thread delivered the last batch.
            self.finished.set()
            self._stopping.wait(timeout)
            return []
        due = self._t0 + self._script[self._next][0]
        wait = due - time.monotonic()
        if wait > 0:
            self._stopping.wait(min(wait, timeout))
            if time.monotonic() < due:
                return []
        out: list[SourceEvent] = []
        now = time.monotonic()
        while self._next < len(self._script) and self._t0 + self._script[self._next][0] <= now:
            item = self._script[self._next][1]
            self._next += 1
            out.extend(self._parser.feed(item) if isinstance(item, bytes) else [item])
        if self._next >= len(self._script):
            out.extend(self._parser.discard_partial("the recording ended"))
        return out

    def _close(self) -> list[SourceEvent]:
        return []
