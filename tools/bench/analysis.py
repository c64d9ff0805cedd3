"""Benchmarks of the analysis, printed by ``dealer-assist bench --only analysis``: the time
of each exact analysis (``--quick``: the fast ones, and the heavy ones timed on a part and
extrapolated, so labelled)."""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from collections.abc import Callable
from fractions import Fraction
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
        caribbean._spade_class_table()  # shared by the 13 up cards: built before the timing
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
        f"  UTH exact, the previous per-flop path: one flop class (1,176 boards x 1,081 holdings) median {per:.3f} s "
        f"-> {len(reps):,} classes about {len(reps) * per / workers / 60:.1f} min on {workers} cores (EXTRAPOLATED; "
        "the present board-class run: section uth-exact)"
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


def _cold_cli(profile_name: str) -> tuple[float, float, list[dict[str, Any]], str]:
    """``analyze`` of a copy of a shipped profile as a user's own profile file, in a new
    process with an empty cache: (wall s, CPU s of it and its workers, the JSON results,
    the machine load before -> after)."""
    import resource
    import subprocess
    import sys
    import tempfile
    from pathlib import Path

    from dealer_assist.profile import PROFILE_DIR

    with tempfile.TemporaryDirectory() as home:
        path = Path(home) / f"my-{profile_name}.toml"
        path.write_text((PROFILE_DIR / f"{profile_name}.toml").read_text())
        env = {**os.environ, "DEALER_ASSIST_HOME": home}
        cmd = [sys.executable, "-m", "dealer_assist.analysis", "analyze", "--game", str(path), "--no-cache", "--json"]
        before = _load()
        used = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - used.ru_utime) + (after.ru_stime - used.ru_stime)
    return wall, cpu, json.loads(out), f"{before} -> {_load().split(' ')[2]}"


def _equal_to_committed(doc: dict[str, Any], name: str) -> bool:
    want = _committed(name)
    same_edge = doc["house_edge_per_ante_exact"] == want["house_edge_per_ante_exact"]
    return bool(same_edge and doc["outcomes"] == want["outcomes"])


def bench_uth_exact(args: argparse.Namespace) -> None:
    """Issue 22 row 1: the exact house edge of a custom UTH table (a profile file), nothing
    cached: ``analyze`` in a new process, as a user runs it."""
    import numpy as np

    from dealer_assist.analysis import holdem
    from dealer_assist.profile import load_profile

    quick = bool(getattr(args, "quick", False))
    blind = holdem.BlindTable.of(load_profile("uth"))
    reps, _ = holdem.flop_classes()
    # The previous code (per flop class, every board ranked anew): too long to run whole
    # beside the new one, so a sample of flop classes, extrapolated (and labelled so).
    sample = random.Random(7).sample(range(len(reps)), 2 if quick else 6)
    holdem.flop_values([int(c) for c in reps[sample[0]]], blind)  # tables built outside the timing
    cpu = []
    for i in sample:
        start = time.process_time()
        holdem.flop_values([int(c) for c in reps[i]], blind)
        cpu.append(time.process_time() - start)
    old_cpu = len(reps) * statistics.median(cpu)
    print(
        f"  previous code (per flop class): {statistics.median(cpu):.3f} s of CPU per class, so about "
        f"{old_cpu:.0f} s of CPU for all {len(reps):,} (EXTRAPOLATED from {len(sample)} classes; "
        f"{old_cpu / 2:.0f} s on 2 idle cores); {_load()}"
    )
    start, used = time.perf_counter(), time.process_time()
    fast = holdem.compute_totals(blind, limit=2, workers=1)
    took, took_cpu = time.perf_counter() - start, time.process_time() - used
    old = holdem.reference_compute_totals(blind, limit=2, workers=1)
    same = all(np.array_equal(getattr(fast, n), getattr(old, n)) for n in holdem.Totals.__dataclass_fields__)
    print(
        f"  reduced problem (two flop classes): board classes {took:.1f} s ({took_cpu:.1f} s CPU); "
        f"totals equal to the per-flop path's, integer for integer: {same}"
    )
    if quick:
        return
    wall, cpu_s, docs, load = _cold_cli("uth")
    main = next(d for d in docs if "Trips" not in d["title"])
    print(
        f"  exact UTH of a profile file, cold (new process, empty cache; with the Trips): {wall:.1f} s wall, "
        f"{cpu_s:.1f} s CPU over its processes   [target < 60 s]; house edge "
        f"{100 * float(Fraction(main['house_edge_per_ante_exact'])):.4f}% of the Ante; every figure equal to the "
        f"committed result: {_equal_to_committed(main, 'uth-main-optimal.json')}; {load}"
    )


def bench_caribbean_exact(args: argparse.Namespace) -> None:
    """Issue 22 row 2: the exact house edge of a custom Caribbean table (classic
    strategies), nothing cached: ``analyze`` in a new process, as a user runs it."""
    from dealer_assist.analysis import caribbean
    from dealer_assist.analysis.combinatorics import five_card_ordinals

    quick = bool(getattr(args, "quick", False))
    five_card_ordinals()
    caribbean._spade_class_table()
    caribbean._spade_classes_by_image()
    times: dict[bool, list[float]] = {False: [], True: []}
    for rank in (11, 4):  # interleaved: both see the same load
        for previous in (True, False):
            start = time.process_time()
            caribbean._count_up_card(rank, previous=previous)
            times[previous].append(time.process_time() - start)
    print(
        f"  one up card: previous counting {statistics.median(times[True]):.2f} s of CPU, now "
        f"{statistics.median(times[False]):.2f} s (same process, interleaved); {_load()}"
    )
    if quick:
        return
    wall, cpu_s, docs, load = _cold_cli("caribbean")
    by_key = {d["strategy"]: d for d in docs}
    same = all(
        _equal_to_committed(by_key[caribbean.STRATEGY_TITLES[s]], f"caribbean-main-{s}.json")
        for s in caribbean.STRATEGIES
    )
    optimal = by_key[caribbean.STRATEGY_TITLES["optimal"]]
    print(
        f"  exact Caribbean Stud of a profile file, cold (new process, empty cache; 3 strategies and the Seguro): "
        f"{wall:.1f} s wall, {cpu_s:.1f} s CPU over its processes   [target < 5 s]; house edge "
        f"{100 * float(Fraction(optimal['house_edge_per_ante_exact'])):.4f}% of the Ante; all three strategies "
        f"equal to the committed results: {same}; {load}"
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
