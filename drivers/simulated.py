"""The simulated shoe as a card source, for the GUI's simulation mode and for tests.

It deals from :class:`dealer_assist.shoe.Shoe` (seeded, so a session can be replayed) only
when asked, and speaks the framed protocol to itself: every card is encoded as a CARD
message and goes through the same parser, sequence checks and reader thread as a serial
reader's bytes. On start it announces itself (HELLO) and the deck it holds (SHUF).

>>> with SimulatedSource(seed=7) as shoe:
...     dealt = shoe.deal(2)
...     events = [shoe.get(timeout=2) for _ in range(4)]
>>> [type(e).__name__ for e in events]
['DeviceHello', 'NewShuffle', 'CardEvent', 'CardEvent']
>>> [e.card for e in events[2:]] == dealt
True
"""

from __future__ import annotations

import queue
import random
import threading
from typing import Any

from dealer_assist.cards import Card
from dealer_assist.events import SourceEvent
from dealer_assist.shoe import Shoe
from drivers.base import CardSource, DealingShoe, SourceSettings
from drivers.protocols import SEQ_MODULUS, FramedParser, encode_framed, wire_code

DEVICE_ID = "SIM-SHOE"
FIRMWARE = "dealer-assist"


class SimulatedSource(CardSource):
    """A shoe that deals when told to.

    Faults for tests, each drawn per card from a generator seeded apart from the shoe's
    (the cards dealt are the same with or without faults): ``unreadable_rate`` sends a
    card as ``??``; ``duplicate_rate`` sends the card just dealt a second time (a misread
    the round flow must catch). :meth:`deal_unreadable` and :meth:`deal_duplicate` do the
    same on demand.
    """

    def __init__(
        self,
        seed: int | None = None,
        *,
        name: str = "simulated",
        unreadable_rate: float = 0.0,
        duplicate_rate: float = 0.0,
        fault_seed: int | None = None,
    ) -> None:
        super().__init__(name, heartbeat_timeout=None)
        self.shoe = Shoe(seed)
        self.unreadable_rate = unreadable_rate
        self.duplicate_rate = duplicate_rate
        self._faults = random.Random(f"faults-{seed if fault_seed is None else fault_seed}")
        self._parser = FramedParser(source=name)
        self._wire: queue.SimpleQueue[bytes] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._seq = 0
        self._last_card: Card | None = None
        self._send("HELLO", DEVICE_ID, FIRMWARE)
        self._send("SHUF")

    def _send(self, type_: str, *fields: str) -> None:
        with self._lock:
            frame = encode_framed(type_, self._seq, *fields)
            self._seq = (self._seq + 1) % SEQ_MODULUS
            self._wire.put(frame)

    @classmethod
    def options_from(cls, settings: SourceSettings) -> dict[str, Any]:
        return {"seed": settings.seed}

    def dealing_shoe(self) -> DealingShoe:
        return self

    # -- what a dealer does ---------------------------------------------------------------

    @property
    def remaining(self) -> int:
        return self.shoe.remaining

    def deal(self, count: int = 1) -> list[Card]:
        """Deal ``count`` cards; returns the cards that really left the shoe. An empty
        shoe reports the device fault ``EMPTY`` and deals no more."""
        dealt: list[Card] = []
        for _ in range(count):
            if self.shoe.remaining == 0:
                self._send("ERR", "EMPTY")
                break
            card = self.shoe.draw()
            dealt.append(card)
            unreadable = self._faults.random() < self.unreadable_rate
            self._send("CARD", wire_code(None if unreadable else card))
            self._last_card = card
            if self._faults.random() < self.duplicate_rate:
                self._send("CARD", wire_code(card))
        return dealt

    def deal_unreadable(self) -> Card | None:
        """Deal one card the reader cannot read (sent as ``??``); returns the real card."""
        if self.shoe.remaining == 0:
            self._send("ERR", "EMPTY")
            return None
        card = self.shoe.draw()
        self._send("CARD", wire_code(None))
        self._last_card = card
        return card

    def deal_duplicate(self) -> Card | None:
        """Report the last card dealt once more, as a faulty reader would."""
        if self._last_card is not None:
            self._send("CARD", wire_code(self._last_card))
        return self._last_card

    def new_shoe(self) -> None:
        """Shuffle a full new deck and announce it (SHUF)."""
        self.shoe.shuffle()
        self._last_card = None
        self._send("SHUF")

    def fault(self, code: str) -> None:
        """Report a device fault (``JAM``, ``DOOR`` ...)."""
        self._send("ERR", code)

    # -- the backend ----------------------------------------------------------------------

    def _open(self) -> None:
        pass

    def _read(self, timeout: float) -> list[SourceEvent]:
        try:
            data = self._wire.get(timeout=timeout)
        except queue.Empty:
            return []
        while True:
            try:
                data += self._wire.get_nowait()
            except queue.Empty:
                return self._parser.feed(data)

    def _interrupt(self) -> None:
        self._wire.put(b"")

    def _close(self) -> list[SourceEvent]:
        return []
