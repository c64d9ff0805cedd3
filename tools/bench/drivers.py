"""Card-reader benchmarks for ``dealer-assist bench``.

``serial-latency``: from the last byte of a CARD frame written to a pseudo-terminal to the
event in the consumer's hands (``get()``), and to a listener (the GUI's path), one frame at
a time through the real serial source. ``framed-parser``: the pure parser's throughput.
``serial-flood``: the host's memory with its consumer blocked while a pseudo-terminal
floods it with noise (900 KB/s, as the gaming lab measured) and a card now and then.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import threading
import time
import tty
from collections.abc import Callable
from dataclasses import dataclass

from dealer_assist.cards import DECK
from dealer_assist.events import CardEvent, EventsDropped, SourceEvent
from drivers.protocols import FramedParser, encode_framed, wire_code

LATENCY_TARGET_P99_MS = 20.0


def _ms(seconds: list[float]) -> tuple[float, float, float]:
    ordered = sorted(seconds)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return statistics.median(ordered) * 1e3, p99 * 1e3, ordered[-1] * 1e3


def measure_serial_latency(frames: int) -> dict[str, tuple[float, float, float]]:
    """Median, p99 and max latency (ms) over ``frames`` CARD frames, to ``get()`` and to
    a listener."""
    from drivers.serial_source import SerialSource

    master, slave = os.openpty()
    tty.setraw(slave)
    heard: dict[int, float] = {}

    def listener(event: SourceEvent) -> None:
        if isinstance(event, CardEvent) and event.sequence is not None:
            heard[event.sequence] = time.perf_counter()

    to_get: list[float] = []
    to_listener: list[float] = []
    source = SerialSource(os.ttyname(slave), heartbeat_timeout=None)
    source.add_listener(listener)
    try:
        with source:
            time.sleep(0.05)
            warmup = 50
            for i in range(frames + warmup):
                seq = i % 65536
                frame = encode_framed("CARD", seq, wire_code(DECK[i % 52]))
                # Timed from just before the write: the reader may wake while the write
                # call is still returning, so this bounds the latency from above.
                written = time.perf_counter()
                os.write(master, frame)
                event = source.get(timeout=2.0)
                got = time.perf_counter()
                if not (isinstance(event, CardEvent) and event.sequence == seq):
                    raise RuntimeError(f"frame {seq}: expected its card, got {event!r}")
                if i >= warmup:
                    to_get.append(got - written)
                    to_listener.append(heard[seq] - written)
    finally:
        os.close(master)
        os.close(slave)
    return {"get()": _ms(to_get), "listener": _ms(to_listener)}


def serial_latency(args: argparse.Namespace) -> None:
    frames = 300 if getattr(args, "quick", False) else 3000
    results = measure_serial_latency(frames)
    print(f"CARD frame written to a pty -> event in the consumer, {frames} frames one at a time")
    for where, (median, p99, worst) in results.items():
        verdict = "ok" if p99 < LATENCY_TARGET_P99_MS else "OVER TARGET"
        print(f"  to {where:<9} median {median:6.3f} ms   p99 {p99:6.3f} ms   max {worst:6.3f} ms"
              f"   (target p99 < {LATENCY_TARGET_P99_MS:g} ms: {verdict})")


def framed_parser(args: argparse.Namespace) -> None:
    frames = 20_000 if getattr(args, "quick", False) else 200_000
    stream = b"".join(encode_framed("CARD", i % 65536, wire_code(DECK[i % 52]))
                      for i in range(frames))
    for label, chunk in (("whole stream", len(stream)), ("64-byte reads", 64)):
        parser = FramedParser()
        start = time.perf_counter()
        delivered = 0
        for at in range(0, len(stream), chunk):
            delivered += len(parser.feed(stream[at : at + chunk]))
        elapsed = time.perf_counter() - start
        print(f"  framed parser, {label:<13} {delivered / elapsed:12,.0f} frames/s "
              f"({delivered} frames)")


FLOOD_RATE = 900_000  # bytes/s: the gaming lab's noise
FLOOD_GROWTH_LIMIT_MB = 8.0


def rss_mb() -> float:
    """This process's resident memory now, in MB (Linux /proc)."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6


@dataclass(frozen=True)
class FloodResult:
    seconds: float
    bytes_written: int
    rss_before_mb: float
    rss_peak_mb: float
    most_queued: int
    queue_limit: int
    noise_dropped: int
    cards_sent: int
    cards_delivered: int
    cards_in_order: bool
    trusted: bool

    @property
    def growth_mb(self) -> float:
        return self.rss_peak_mb - self.rss_before_mb


def measure_serial_flood(seconds: float, rate: int = FLOOD_RATE, card_every: float = 0.1,
                         seed: int = 21) -> FloodResult:
    """Flood a real serial source through a pseudo-terminal for ``seconds`` with random noise
    at ``rate`` bytes/s plus one CARD frame every ``card_every`` s, while nothing takes its
    events; sample the resident memory; then take everything and check the cards."""
    from drivers.serial_source import SerialSource

    master, slave = os.openpty()
    tty.setraw(slave)
    noise = random.Random(seed).randbytes(1 << 16)
    cards_sent: list[int] = []
    written = 0
    stop = threading.Event()

    def flood() -> None:
        nonlocal written
        start = time.monotonic()
        seq, next_card, at = 0, 0.0, 0
        while not stop.is_set():
            now = time.monotonic() - start
            if now >= seconds:
                return
            due = int(now * rate) - written
            if due > 0:
                chunk = noise[at : at + min(due, 16384)]
                at = (at + len(chunk)) % (len(noise) - 16384)
                written += os.write(master, chunk)
            if now >= next_card:
                next_card += card_every
                frame = b"\r\n" + encode_framed("CARD", seq, wire_code(DECK[seq % 52]))
                written += os.write(master, frame)
                cards_sent.append(seq)
                seq += 1
            time.sleep(0.002)

    before = rss_mb()
    peak, most = before, 0
    source = SerialSource(os.ttyname(slave), heartbeat_timeout=None)
    try:
        with source:
            writer = threading.Thread(target=flood, daemon=True)
            writer.start()
            while writer.is_alive():  # the consumer is blocked: nothing takes the events
                peak = max(peak, rss_mb())
                most = max(most, source.queued)
                writer.join(0.05)
            time.sleep(0.3)  # the reader catches up with what the pty still holds
            peak = max(peak, rss_mb())
            most = max(most, source.queued)
            events = source.poll()
            trusted = source.trusted
    finally:
        stop.set()
        os.close(master)
        os.close(slave)
    delivered = [e.sequence for e in events if isinstance(e, CardEvent) and e.sequence is not None]
    dropped = sum(e.noise for e in events if isinstance(e, EventsDropped))
    return FloodResult(seconds, written, before, peak, most, source.queue_limit, dropped,
                       len(cards_sent), len(delivered), delivered == cards_sent[: len(delivered)],
                       trusted)


def serial_flood(args: argparse.Namespace) -> None:
    seconds = 3.0 if getattr(args, "quick", False) else 15.0
    r = measure_serial_flood(seconds)
    verdict = "ok" if r.growth_mb < FLOOD_GROWTH_LIMIT_MB and r.most_queued <= r.queue_limit else "OVER"
    print(f"noise flood into a pty, consumer blocked, {r.seconds:g} s, "
          f"{r.bytes_written / r.seconds / 1e3:,.0f} KB/s ({r.bytes_written / 1e6:.1f} MB)")
    print(f"  memory: {r.rss_before_mb:.1f} MB before, peak {r.rss_peak_mb:.1f} MB "
          f"(+{r.growth_mb:.1f} MB; limit +{FLOOD_GROWTH_LIMIT_MB:g} MB: {verdict})")
    print(f"  queue: at most {r.most_queued} of {r.queue_limit} events; "
          f"{r.noise_dropped:,} noise events dropped and reported")
    print(f"  cards: {r.cards_delivered} of {r.cards_sent} delivered, "
          f"{'in order' if r.cards_in_order else 'OUT OF ORDER'}; "
          f"reader {'trusted' if r.trusted else 'NOT TRUSTED (cards overflowed)'}")


SECTIONS: dict[str, Callable[[argparse.Namespace], None]] = {
    "serial-latency": serial_latency,
    "framed-parser": framed_parser,
    "serial-flood": serial_flood,
}
