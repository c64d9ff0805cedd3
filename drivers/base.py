"""The one interface every card source has.

A :class:`CardSource` runs one reader thread that owns the transport. The thread delivers
:data:`dealer_assist.events.SourceEvent` values to a thread-safe queue (``get`` / ``poll``)
and to listeners, so the round flow and the GUI are never blocked by a reader. The common
work is done here once: the reader-lost time-out, reopening a vanished transport with
back-off, and reporting lost / back. A backend implements only ``_open``, ``_read`` and
``_close`` (and ``_interrupt`` when its read can block).

Sequence checks (missed messages, dropped retransmissions) belong to the wire protocol
and are done by the parsers of :mod:`drivers.protocols`, which every byte-speaking backend
(serial, simulated, replay of a capture) goes through. Duplicate cards within a deck are
for the round flow to catch, not the source.
"""

from __future__ import annotations

import collections
import logging
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import Any, ClassVar, Protocol

from dealer_assist.cards import Card
from dealer_assist.errors import DeviceError
from dealer_assist.events import (
    CardEvent,
    EventsDropped,
    Heartbeat,
    MissedMessages,
    ProtocolError,
    ReaderBack,
    ReaderLost,
    SourceEvent,
)

log = logging.getLogger(__name__)

Listener = Callable[[SourceEvent], None]


class TransportLost(DeviceError):
    """The backend's transport vanished (port unplugged, socket closed): reopen it."""


@dataclass
class SourceStats:
    """Running counts, for monitors and status bars (written by the reader thread only)."""

    events: int = 0
    cards: int = 0
    unreadable: int = 0
    missed: int = 0
    protocol_errors: int = 0
    lost: int = 0


DEFAULT_QUEUE_LIMIT = 2048
"""Events a source keeps for a consumer that is not taking them (a few seconds of a flood;
a whole shoe of cards many times over)."""

NOISE = (ProtocolError, Heartbeat)
"""Events that may be dropped, oldest first, when the queue is full (and the drop reported)."""


class EventQueue:
    """The bounded queue between a reader thread and its consumer.

    At most ``limit`` events wait. When it is full, the oldest noise (:data:`NOISE`) makes
    room; an event that finds no noise to push out is dropped, and if it is not noise itself
    (a card, above all) the reader is no longer :attr:`trusted` until :meth:`trust` (the
    croupier has checked the cards). Every drop is reported: the next :meth:`get` or
    :meth:`poll` hands out an :class:`EventsDropped` first.
    """

    def __init__(self, limit: int = DEFAULT_QUEUE_LIMIT, source: str = "") -> None:
        if limit < 1:
            raise ValueError(f"an event queue must hold at least 1 event, not {limit}")
        self.limit = limit
        self.source = source
        # Two FIFOs, noise and the rest, so the oldest noise goes in O(1); each event keeps
        # its arrival number so that they come out in arrival order.
        self._noise: collections.deque[tuple[int, SourceEvent]] = collections.deque()
        self._rest: collections.deque[tuple[int, SourceEvent]] = collections.deque()
        self._count = 0
        self._ready = threading.Condition()
        self._dropped_noise = 0  # not reported yet
        self._dropped_cards = 0
        self._trusted = True
        self.total_noise_dropped = 0
        """Noise events dropped since the queue was made (reported or not)."""
        self.total_cards_dropped = 0
        """Other events (cards above all) dropped since the queue was made."""

    def __len__(self) -> int:
        return len(self._noise) + len(self._rest)

    @property
    def trusted(self) -> bool:
        """False once an event other than noise was dropped, until :meth:`trust`."""
        return self._trusted

    def trust(self) -> None:
        """The croupier has checked the cards: the reader is trusted again."""
        with self._ready:
            self._trusted = True

    def put(self, event: SourceEvent) -> bool:
        """Queue ``event``; False when it was dropped (and will be reported)."""
        noise = isinstance(event, NOISE)
        with self._ready:
            if len(self) >= self.limit:
                if self._noise:
                    self._noise.popleft()
                    self._dropped_noise += 1
                    self.total_noise_dropped += 1
                elif noise:
                    self._dropped_noise += 1
                    self.total_noise_dropped += 1
                    self._ready.notify()
                    return False
                else:
                    self._dropped_cards += 1
                    self.total_cards_dropped += 1
                    self._trusted = False
                    self._ready.notify()
                    return False
            self._count += 1
            (self._noise if noise else self._rest).append((self._count, event))
            self._ready.notify()
            return True

    def _take(self) -> SourceEvent | None:
        if self._dropped_noise or self._dropped_cards:
            report = EventsDropped(self._dropped_noise, self._dropped_cards, source=self.source)
            self._dropped_noise = self._dropped_cards = 0
            return report
        noise, rest = self._noise, self._rest
        if noise and (not rest or noise[0][0] < rest[0][0]):
            return noise.popleft()[1]
        if rest:
            return rest.popleft()[1]
        return None

    def get(self, timeout: float | None = None) -> SourceEvent | None:
        """The next event (an overflow report first), waiting up to ``timeout`` seconds
        (None: until one comes); None when none came in time."""
        with self._ready:
            event = self._take()
            if event is None and timeout != 0:
                self._ready.wait_for(lambda: len(self) > 0 or self._dropped_noise > 0
                                     or self._dropped_cards > 0, timeout)
                event = self._take()
            return event

    def poll(self, most: int | None = None) -> list[SourceEvent]:
        """The events waiting now (at most ``most``), oldest first. Never blocks."""
        out: list[SourceEvent] = []
        with self._ready:
            while most is None or len(out) < most:
                event = self._take()
                if event is None:
                    break
                out.append(event)
        return out


@dataclass(frozen=True)
class SourceSettings:
    """What a table's technician set for its card source (the start-up screen, gui.ini),
    whichever source is chosen: each source class takes what concerns it
    (:meth:`CardSource.options_from`)."""

    port: str = ""
    """The card reader's serial port."""
    protocol: str = "framed"
    """The card reader's protocol (drivers/protocols.py)."""
    camera: str = ""
    """A camera index (``0``), a video file or a folder of images."""
    calibration: str = ""
    """The camera's calibration file."""
    seed: int | None = None
    """The simulated shoe's shuffle seed (None: a fresh one)."""


class DealingShoe(Protocol):
    """A source that deals when told to (the simulated shoe): the screen offers Deal."""

    @property
    def remaining(self) -> int: ...

    def deal(self, count: int = 1) -> list[Card]: ...

    def new_shoe(self) -> None: ...


class LocatedCard(Protocol):
    """A card seen on the layout, and where."""

    @property
    def card(self) -> Card: ...

    @property
    def zone(self) -> str | None: ...

    @property
    def confidence(self) -> float: ...


class LayoutView(Protocol):
    """A source that sees where each card lies on the layout (a camera): it can check what
    another reader reported."""

    def stable_detections(self) -> Sequence[LocatedCard]: ...


class CardSource(ABC):
    """A card reader, camera, simulator or replay, as the rest of the product sees it.

    ``start()`` opens the transport (raising :class:`DeviceError` with a clear message when
    it cannot, unless ``wait=True``, which keeps retrying in the background as if the
    device had been unplugged) and starts the reader thread. ``stop()`` (also ``close()``)
    is idempotent. As a context manager the source is started and stopped.

    ``heartbeat_timeout``: seconds without any message after which :class:`ReaderLost` is
    reported (None: never, for devices that are silent when idle). A vanished transport
    is reopened after ``reconnect_initial`` seconds, doubling up to ``reconnect_max``.

    Events are queued until taken with :meth:`get` or :meth:`poll`, at most
    ``queue_limit`` of them (an :class:`EventQueue`: a consumer that stops taking them loses
    the oldest noise first, never a card silently, and every drop is reported). Listeners
    are called for every event, in the reader thread, whether the queue had room or not.
    """

    name: str
    reads_port: ClassVar[bool] = False
    """The source reads a serial port the technician chooses (the start-up screen asks which)."""

    def __init__(
        self,
        name: str,
        *,
        heartbeat_timeout: float | None = None,
        reconnect_initial: float = 0.25,
        reconnect_max: float = 5.0,
        wait: bool = False,
        poll_interval: float = 0.05,
        queue_limit: int = DEFAULT_QUEUE_LIMIT,
    ) -> None:
        self.name = name
        self.heartbeat_timeout = heartbeat_timeout
        self.reconnect_initial = reconnect_initial
        self.reconnect_max = max(reconnect_max, reconnect_initial)
        self.wait = wait
        self.poll_interval = poll_interval
        self.stats = SourceStats()
        self._queue = EventQueue(queue_limit, source=name)
        self._listeners: list[Listener] = []
        self._listeners_lock = threading.Lock()
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None
        self._lifecycle = threading.Lock()
        self._started = False
        self._stopped = False
        self._connected = False
        self._lost = False
        self._last_rx = time.monotonic()

    # -- what the source can do besides reporting cards ---------------------------------

    @classmethod
    def options_from(cls, settings: SourceSettings) -> dict[str, Any]:
        """This source's keyword arguments for a table's screen, from the technician's
        settings (a source that takes none: none). A device not there yet at start is
        waited for, as a table keeps running while a reader is plugged in again."""
        return {}

    def dealing_shoe(self) -> DealingShoe | None:
        """This source as a shoe that deals when told to, or None: a reader or a camera only
        reports what the croupier deals."""
        return None

    def layout_view(self) -> LayoutView | None:
        """This source as a view of where cards lie on the layout (a camera), or None."""
        return None

    # -- what a backend implements -------------------------------------------------------

    @abstractmethod
    def _open(self) -> None:
        """Open the transport; raise :class:`DeviceError` when it cannot be opened now."""

    @abstractmethod
    def _read(self, timeout: float) -> list[SourceEvent]:
        """Wait up to ``timeout`` seconds; return the events that arrived (maybe none).
        Raise :class:`TransportLost` (or any :class:`DeviceError`) when the transport is
        gone."""

    @abstractmethod
    def _close(self) -> list[SourceEvent]:
        """Close the transport (idempotent); return what closing loses (a partial message)."""

    def _interrupt(self) -> None:  # noqa: B027 - optional hook, most reads time out soon
        """Wake a ``_read`` blocked in another thread (called by ``stop``)."""

    # -- lifecycle ------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._started and not self._stopped

    @property
    def connected(self) -> bool:
        """The transport is open (the device may still be silent)."""
        return self._connected

    @property
    def lost(self) -> bool:
        """:class:`ReaderLost` was reported and the reader has not come back yet."""
        return self._lost

    def start(self) -> None:
        """Open the transport and start the reader thread (a second call does nothing)."""
        with self._lifecycle:
            if self._stopped:
                raise DeviceError(f"card source {self.name!r} was stopped; open a new one")
            if self._started:
                return
            if not self.wait:
                self._open()  # a DeviceError here reaches the caller
                self._connected = True
            self._last_rx = time.monotonic()
            self._thread = threading.Thread(target=self._run, name=f"card-source-{self.name}",
                                            daemon=True)
            self._started = True
            self._thread.start()

    def stop(self) -> None:
        """Stop the reader thread and close the transport. Idempotent. Events already
        delivered stay in the queue."""
        with self._lifecycle:
            if self._stopped:
                return
            self._stopped = True
            self._stopping.set()
            self._interrupt()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=5.0)
            if thread.is_alive():
                log.warning("card source %s: reader thread did not stop in time", self.name)
        if thread is None or not thread.is_alive():
            self._emit_all(self._close())
            self._connected = False

    close = stop

    def __enter__(self) -> CardSource:
        self.start()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()

    # -- delivery -------------------------------------------------------------------------

    def get(self, timeout: float | None = None) -> SourceEvent | None:
        """The next event, waiting up to ``timeout`` seconds (None: until one comes);
        None when none came in time. After an overflow, its :class:`EventsDropped` first."""
        return self._queue.get(timeout=timeout)

    def poll(self, most: int | None = None) -> list[SourceEvent]:
        """The events waiting now (at most ``most``), oldest first. Never blocks."""
        return self._queue.poll(most)

    @property
    def queue_limit(self) -> int:
        """The most events the queue keeps for a consumer that is not taking them."""
        return self._queue.limit

    @property
    def queued(self) -> int:
        """Events waiting in the queue now (never more than its limit)."""
        return len(self._queue)

    @property
    def trusted(self) -> bool:
        """False once the queue had to drop a card (or any event that is not noise), until
        :meth:`trust` is called after the croupier has checked the cards."""
        return self._queue.trusted

    def trust(self) -> None:
        """The croupier has checked the cards after an overflow: trust the reader again."""
        self._queue.trust()

    def add_listener(self, callback: Listener) -> None:
        """Call ``callback(event)`` for every event, from the reader thread, after it is
        queued. A callback must be quick; one that raises is logged and ignored."""
        with self._listeners_lock:
            self._listeners.append(callback)

    def remove_listener(self, callback: Listener) -> None:
        with self._listeners_lock:
            if callback in self._listeners:
                self._listeners.remove(callback)

    def _emit(self, event: SourceEvent) -> None:
        stats = self.stats
        stats.events += 1
        if isinstance(event, CardEvent):
            stats.cards += 1
            stats.unreadable += event.card is None
        elif isinstance(event, MissedMessages):
            stats.missed += event.count
        elif isinstance(event, ProtocolError):
            stats.protocol_errors += 1
        elif isinstance(event, ReaderLost):
            stats.lost += 1
        was_trusted = self._queue.trusted
        if not self._queue.put(event) and was_trusted and not self._queue.trusted:
            log.warning("card source %s: queue full, a %s was dropped; the reader is not "
                        "trusted until the cards are checked", self.name, type(event).__name__)
        with self._listeners_lock:
            listeners = list(self._listeners)
        for callback in listeners:
            try:
                callback(event)
            except Exception:
                log.exception("card source %s: listener %r failed", self.name, callback)

    def _emit_all(self, events: list[SourceEvent]) -> None:
        for event in events:
            self._emit(event)

    # -- the reader thread ----------------------------------------------------------------

    def _set_lost(self, reason: str) -> None:
        if not self._lost:
            self._lost = True
            self._emit(ReaderLost(reason, source=self.name))

    def _set_back(self) -> None:
        if self._lost:
            self._lost = False
            self._emit(ReaderBack(source=self.name))

    def _run(self) -> None:
        try:
            self._loop()
        finally:
            if self._stopping.is_set():  # also when stop() was called from a listener
                self._connected = False
                self._emit_all(self._close())

    def _loop(self) -> None:
        delay = self.reconnect_initial
        while not self._stopping.is_set():
            if not self._connected:
                try:
                    self._open()
                except Exception as err:  # not there (yet): keep trying, never die
                    if not isinstance(err, DeviceError):
                        log.exception("card source %s: unexpected open failure", self.name)
                    self._set_lost(str(err))
                    self._stopping.wait(delay)
                    delay = min(delay * 2, self.reconnect_max)
                    continue
                self._connected = True
                delay = self.reconnect_initial
                self._last_rx = time.monotonic()
                self._set_back()
            try:
                events = self._read(self.poll_interval)
            except Exception as err:  # the transport failed: reopen it, never die
                if not isinstance(err, DeviceError):
                    log.exception("card source %s: unexpected read failure", self.name)
                self._connected = False
                try:
                    self._emit_all(self._close())
                except Exception:
                    log.exception("card source %s: closing failed", self.name)
                self._set_lost(f"connection lost: {err}")
                continue
            now = time.monotonic()
            if events:
                self._last_rx = now
                self._set_back()
                self._emit_all(events)
            elif (self.heartbeat_timeout is not None and not self._lost
                  and now - self._last_rx > self.heartbeat_timeout):
                self._set_lost(f"no message for {self.heartbeat_timeout:g} s")
