"""A progress bar on a terminal (and silence elsewhere: logs and tests stay clean)."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    """``with Progress("Caribbean Stud", total=13) as bar: bar.advance()``.

    Draws on ``stream`` only when it is a terminal (or ``force``); always measures time."""

    def __init__(self, label: str, total: float, stream: TextIO | None = None, *, force: bool = False) -> None:
        self.label = label
        self.total = max(1.0, float(total))
        self.done = 0.0
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = force or (hasattr(self.stream, "isatty") and self.stream.isatty())
        self.start = time.perf_counter()
        self._last = 0.0

    def __enter__(self) -> Progress:
        self._draw(force=True)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.enabled:
            self._draw(force=True)
            self.stream.write("\n")
            self.stream.flush()

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def advance(self, steps: float = 1) -> None:
        self.done = min(self.total, self.done + steps)
        self._draw()

    def _draw(self, force: bool = False) -> None:
        if not self.enabled:
            return
        now = time.perf_counter()
        if not force and now - self._last < 0.2 and self.done < self.total:
            return
        self._last = now
        frac = self.done / self.total
        width = 30
        filled = int(frac * width)
        eta = ""
        if 0 < self.done < self.total:
            eta = f" ~{self.elapsed * (1 - frac) / frac:,.0f} s left"
        bar = "#" * filled + "-" * (width - filled)
        self.stream.write(f"\r{self.label}: [{bar}] {frac:6.1%} {self.elapsed:,.0f} s{eta}   ")
        self.stream.flush()
