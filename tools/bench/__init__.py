"""Benchmarks printed by `dealer-assist bench`, one module per part of the product."""

import statistics
from collections.abc import Sequence


def share(part: int, whole: int) -> str:
    """``part`` of ``whole`` as a percentage to two places, rounded down: a row printed
    "99.50%" has met a 99.5% target (396 of 398, 99.497%, prints 99.49%, not 99.50%)."""
    hundredths = 10_000 * part // max(whole, 1)
    return f"{hundredths // 100}.{hundredths % 100:02d}%"


def least_disturbed(rounds: Sequence[Sequence[float]]) -> float:
    """The median over items of each item's fastest time, ``rounds`` of them timed in
    each round (``rounds[r][i]``): on a shared machine another tenant's load only ever
    adds time, so an item's fastest round is its least disturbed."""
    return float(statistics.median(min(times) for times in zip(*rounds, strict=True)))
