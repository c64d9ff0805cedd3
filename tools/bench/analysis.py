"""Benchmarks of the analysis, printed by ``dealer-assist bench --only analysis``: the time
of each exact analysis (``--quick``: the fast ones, and the heavy ones timed on a part and
extrapolated, so labelled)."""

from __future__ import annotations

import argparse
import functools
import json
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


def _load() -> str:
    return f"machine load {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"


def _committed(name: str) -> dict[str, Any]:
    from dealer_assist.analysis.run import RESULTS_DIR

    data: dict[str, Any] = json.loads((RESULTS_DIR / name).read_text())
    return data


def _same_as_committed(result: Any, name: str) -> bool:
    """Every exact figure of ``result`` equal to the committed file's (to the last digit)."""
    want = _committed(name)
    outcomes = {str(k): v for k, v in result.outcomes.items()}
    return bool(str(result.house_edge) == want["house_edge_per_ante_exact"] and outcomes == want["outcomes"])


def bench_uth_exact(args: argparse.Namespace) -> None:
    """Issue 22 row 1: the exact house edge of a custom UTH table, nothing cached."""
    from dealer_assist.analysis import holdem
    from dealer_assist.analysis.progress import Progress
    from dealer_assist.profile import load_profile

    quick = bool(getattr(args, "quick", False))
    profile = load_profile("uth")
    blind = holdem.BlindTable.of(profile)
    reps, _ = holdem.flop_classes()
    sample = random.Random(7).sample(range(len(reps)), 3 if quick else 9)
    holdem.flop_values([int(c) for c in reps[sample[0]]], blind)  # tables built outside the timing
    old, new = [], []
    for i in sample:  # interleaved: both see the same load
        flop = [int(c) for c in reps[i]]
        new.append(_timed(functools.partial(holdem.flop_values, flop, blind), 1))
        old.append(_timed(functools.partial(holdem.reference_flop_values, flop, blind), 1))
    per_old, per_new = statistics.median(old), statistics.median(new)
    print(
        f"  one flop class: previous code median {per_old:.3f} s, now {per_new:.3f} s "
        f"({per_old / per_new:.1f}x) over {len(sample)} classes; {_load()}"
    )
    if quick:
        print(f"  full run EXTRAPOLATED: about {len(reps) * per_new / 2:.0f} s on 2 cores   [target < 60 s]")
        return
    start = time.perf_counter()
    with Progress("Ultimate Texas Hold'em, exact (cold)", total=len(reps)) as bar:
        totals = holdem.compute_totals(blind, progress=bar.advance)
    took = time.perf_counter() - start
    result = holdem.analyse_totals(profile, blind, totals, took, False)
    print(
        f"  exact UTH, cold, all {len(reps):,} flop classes on 2 processes: {took:.1f} s "
        f"(previous code about {len(reps) * per_old / 2:.0f} s by the per-class ratio)   [target < 60 s]; "
        f"house edge {100 * float(result.house_edge):.4f}% of the Ante; every figure equal to the committed "
        f"result: {_same_as_committed(result, 'uth-main-optimal.json')}; {_load()}"
    )


def bench_caribbean_exact(args: argparse.Namespace) -> None:
    """Issue 22 row 2: the exact house edge of a custom Caribbean table, nothing cached."""
    from dealer_assist.analysis import caribbean
    from dealer_assist.analysis.combinatorics import five_card_ordinals
    from dealer_assist.profile import load_profile

    quick = bool(getattr(args, "quick", False))
    five_card_ordinals()
    start = time.perf_counter()
    caribbean.reference_count_up_card(11)
    old = time.perf_counter() - start
    caribbean._spade_classes.cache_clear()
    start = time.perf_counter()
    caribbean._count_up_card(11)
    first = time.perf_counter() - start
    start = time.perf_counter()
    caribbean._count_up_card(10)
    later = time.perf_counter() - start
    print(
        f"  one up card: previous code {old:.1f} s; now {first:.1f} s (the first, with the suit classes of "
        f"all hands) and {later:.1f} s (each further one); {_load()}"
    )
    if quick:
        return
    start = time.perf_counter()
    counts = caribbean.count_caribbean()
    took = time.perf_counter() - start
    profile = load_profile("caribbean")
    same = all(
        _same_as_committed(caribbean.analyse(profile, counts, s), f"caribbean-main-{s}.json")
        for s in caribbean.STRATEGIES
    )
    result = caribbean.analyse(profile, counts, "optimal")
    print(
        f"  exact Caribbean Stud, cold, 13 up cards on 2 processes: {took:.1f} s (previous code about "
        f"{13 * old / 2:.0f} s)   [target < 5 s]; house edge {100 * float(result.house_edge):.4f}% of the Ante; "
        f"all three strategies equal to the committed results: {same}; {_load()}"
    )


ADVISE_TARGET_MS = 100.0


def bench_advise(args: argparse.Namespace) -> None:
    """Issue 22 row 3: ``advise`` at every decision of every game, in process, each on a new
    deal (nothing cached for the round); process-wide tables built first."""
    from dealer_assist.analysis.advise import advise
    from dealer_assist.analysis.advise_cases import decision_cases

    deals = 4 if getattr(args, "quick", False) else 12
    for _, doc in decision_cases(999):
        advise(doc, 1)  # the evaluator's tables and the committed pre-flop table, once per process
    times: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    methods: dict[str, set[str]] = {}
    for seed in range(deals):
        for what, doc in decision_cases(seed):
            start, used = time.perf_counter(), time.process_time()
            advice = advise(doc, 1)
            times.setdefault(what, []).append(1000 * (time.perf_counter() - start))
            cpu.setdefault(what, []).append(1000 * (time.process_time() - used))
            methods.setdefault(what, set()).update(o.method for o in advice.options)
            if any("sampled" in n for n in advice.notes):
                methods[what].add("dealer-game buy sampled")
    for what, ms in times.items():
        print(
            f"  advise, {what:<26} median {statistics.median(ms):6.1f} ms, max {max(ms):6.1f} ms "
            f"(CPU median {statistics.median(cpu[what]):5.1f} ms) over {len(ms)} deals"
            f"   [target < {ADVISE_TARGET_MS:.0f} ms]  ({', '.join(sorted(methods[what]))})"
        )
    print(f"  {_load()}")


SECTIONS: dict[str, Section] = {
    "analysis": bench_analysis,
    "uth-exact": bench_uth_exact,
    "caribbean-exact": bench_caribbean_exact,
    "advise": bench_advise,
}
