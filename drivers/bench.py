"""Card-reader benchmarks for ``dealer-assist bench``.

``serial-latency``: from the last byte of a CARD frame written to a pseudo-terminal to the
event in the consumer's hands (``get()``), and to a listener (the GUI's path), one frame at
a time through the real serial source. ``framed-parser``: the pure parser's throughput.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
import tty
from collections.abc import Callable

from dealer_assist.cards import DECK
from dealer_assist.events import CardEvent, SourceEvent
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


SECTIONS: dict[str, Callable[[argparse.Namespace], None]] = {
    "serial-latency": serial_latency,
    "framed-parser": framed_parser,
}
