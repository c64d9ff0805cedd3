"""Benchmarks printed by `dealer-assist bench`, one module per part of the product."""


def share(part: int, whole: int) -> str:
    """``part`` of ``whole`` as a percentage to two places, rounded down: a row printed
    "99.50%" has met a 99.5% target (396 of 398, 99.497%, prints 99.49%, not 99.50%)."""
    hundredths = 10_000 * part // max(whole, 1)
    return f"{hundredths // 100}.{hundredths % 100:02d}%"
