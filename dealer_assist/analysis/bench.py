"""Benchmarks of the analysis, printed by ``dealer-assist bench --only analysis``: the time
of each exact analysis (``--quick``: the fast ones, and the heavy ones timed on a part and
extrapolated, so labelled)."""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

Section = Callable[[argparse.Namespace], None]


def _timed(fn: Callable[[], Any], repeats: int = 3) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_analysis(args: argparse.Namespace) -> None:
    from dealer_assist.analysis import caribbean, holdem, run, side_bets, stud_sim
    from dealer_assist.analysis.advise import advise
    from dealer_assist.analysis.combinatorics import five_card_ordinals
    from dealer_assist.cards import DECK
    from dealer_assist.profile import load_profile

    quick = bool(getattr(args, "quick", False))
    five_card_ordinals()  # the 2,598,960-hand table, built once (timed below)
    five_card_ordinals.cache_clear()
    t = _timed(five_card_ordinals, 1)
    print(f"  all 2,598,960 five-card hands ranked (shared table):   {t:8.2f} s")

    def bonus() -> None:
        side_bets.bonus_row_classes.cache_clear()
        side_bets.express_bonus(load_profile("novo"))

    print(f"  Express Bonus, exact (6,175 rank multisets):            {_timed(bonus):8.3f} s (median of 3)")

    def trips() -> None:
        side_bets.seven_card_categories.cache_clear()
        side_bets.trips(load_profile("uth"))

    print(f"  Trips, exact (133,784,560 seven-card hands by class):   {_timed(trips, 1):8.2f} s")
    print(f"  Seguro, exact:{'':42}{_timed(lambda: run.seguro(load_profile('caribbean'))):8.3f} s")

    if quick:
        start = time.perf_counter()
        caribbean._count_up_card(11)
        one = time.perf_counter() - start
        print(
            f"  Caribbean Stud, exact: one up card of 13 took {one:.1f} s -> about {13 * one / 2:.0f} s on 2 cores "
            "(EXTRAPOLATED; run without --quick for the full run)"
        )
    else:
        start = time.perf_counter()
        caribbean.count_caribbean()
        print(
            f"  Caribbean Stud, exact (optimal + 2 simple strategies): {time.perf_counter() - start:8.1f} s (2 procs)"
        )

    blind = holdem.BlindTable.of(load_profile("uth"))
    reps, _ = holdem.flop_classes()
    rng = random.Random(7)
    sample = rng.sample(range(len(reps)), 4 if quick else 16)
    holdem.flop_values([int(c) for c in reps[sample[0]]], blind)  # tables built outside the timing
    times = []
    for i in sample:
        start = time.perf_counter()
        holdem.flop_values([int(c) for c in reps[i]], blind)
        times.append(time.perf_counter() - start)
    per = statistics.median(times)
    workers = min(2, os.cpu_count() or 1)
    print(
        f"  UTH exact: one flop class (1,176 boards x 1,081 holdings) median {per:.3f} s -> "
        f"{len(reps):,} classes about {len(reps) * per / workers / 60:.1f} min on {workers} cores (EXTRAPOLATED)"
    )
    found = holdem.cached_totals(blind)
    if found is not None:
        print(f"  UTH exact: the last full run (cached) took {found[1]:,.0f} s")

    rounds = 4_000 if quick else 20_000
    start = time.perf_counter()
    stud_sim._simulate(("novo", rounds, 1))
    t = time.perf_counter() - start
    print(f"  Novo main game simulation: {rounds / t:,.0f} rounds/s on one core")

    box = [48, 44, 21, 17, 2]
    doc = {
        "game": "novo",
        "dealer": {"cards": ["9d"]},
        "boxes": [
            {"box": 1, "wagers": {"ante": 10, "express_bonus": 10}, "cards": [DECK[c].code for c in box], "actions": []}
        ],
    }
    print(f"  advise, Novo decision (play, sixth card, exchanges): {_timed(lambda: advise(doc, 1), 1):8.1f} s")
    doc = {
        "game": "uth",
        "dealer": {"cards": []},
        "board": ["2c", "7d", "9h"],
        "boxes": [{"box": 1, "wagers": {"ante": 10, "blind": 10}, "cards": ["Jh", "Th"], "actions": [{"do": "check"}]}],
    }
    print(f"  advise, UTH flop decision (exact):                      {_timed(lambda: advise(doc, 1), 1):8.1f} s")


SECTIONS: dict[str, Section] = {"analysis": bench_analysis}
