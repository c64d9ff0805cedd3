"""Benchmarks of the engine, printed by ``dealer-assist bench`` (speed targets live here,
not in timed tests: these machines are shared and noisy; medians and ratios are measured
in the same run)."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import itertools
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType
from typing import Any

from dealer_assist import evaluator as ev
from dealer_assist.cards import DECK

Section = Callable[[argparse.Namespace], None]


def _cache_dir() -> Path:
    home = os.environ.get("DEALER_ASSIST_HOME")
    if home:
        return Path(home) / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir("dealer-assist"))


def _treys() -> ModuleType | None:
    """treys, the pure-Python evaluator most projects use, for comparison only: installed
    into the benchmark's own folder (never a dependency of the product)."""
    try:
        return importlib.import_module("treys")
    except ImportError:
        pass
    target = _cache_dir() / "bench-env"
    if not (target / "treys").exists():
        print(f"  installing treys into {target} (benchmark only) ...", flush=True)
        done = subprocess.run(
            [sys.executable, "-m", "pip", "install", "-q", "--target", str(target), "treys"],
            capture_output=True,
            text=True,
        )
        if done.returncode != 0:
            print(f"  treys could not be installed: {done.stderr.strip().splitlines()[-1:]}")
            return None
    sys.path.insert(0, str(target))
    return importlib.import_module("treys")


def _rate(fn: Callable[[Any], object], items: Sequence[Any], repeats: int = 5) -> float:
    """Median items per second over ``repeats`` passes."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        for item in items:
            fn(item)
        rates.append(len(items) / (time.perf_counter() - start))
    return statistics.median(rates)


def bench_evaluator(args: argparse.Namespace) -> None:
    n = 20_000 if args.quick else 100_000
    rng = random.Random(2024)
    hands5 = [rng.sample(range(52), 5) for _ in range(n)]
    hands7 = [rng.sample(range(52), 7) for _ in range(n // 4)]
    ours5 = [[ev.CODES[i] for i in h] for h in hands5]
    ours7 = [[ev.CODES[i] for i in h] for h in hands7]
    ev.rank7(ours7[0])  # builds the 7-card table outside the timing
    r5, r7 = _rate(ev.rank5, ours5), _rate(ev.rank7, ours7)
    # The rich API caches repeated hands; time the work itself on hands it has not seen.
    rich = _rate(ev._evaluate_indices.__wrapped__, [tuple(h) for h in hands5[: n // 10]])
    print(
        f"  ours   5-card rank5:   {r5 / 1e6:6.2f} M hands/s   (evaluate() with combination cards: "
        f"{rich / 1e3:.0f} k/s)"
    )
    print(f"  ours   7-card rank7:   {r7 / 1e6:6.2f} M hands/s")
    treys = _treys()
    if treys is not None:
        tev = treys.Evaluator()
        tc = [treys.Card.new(c.code) for c in DECK]
        t5 = [[tc[i] for i in h] for h in hands5]
        t7 = [[tc[i] for i in h] for h in hands7]
        tr5 = _rate(lambda h: tev.evaluate(h[:2], h[2:]), t5)
        tr7 = _rate(lambda h: tev.evaluate(h[:2], h[2:]), t7[: n // 20])
        print(f"  treys  5-card:         {tr5 / 1e6:6.2f} M hands/s")
        print(f"  treys  7-card:         {tr7 / 1e6:6.2f} M hands/s")
        print(f"  ratio  5-card ours/treys {r5 / tr5:5.1f}x  (target >= 1.2x)")
        print(f"  ratio  7-card ours/treys {r7 / tr7:5.1f}x  (target >= 10x)")
    import numpy as np

    from dealer_assist import batch

    size = 1_000_000 if args.quick else 4_000_000
    gen = np.random.default_rng(7)
    idx = gen.random((size, 52), dtype=np.float32).argpartition(7, axis=1)[:, :7].astype(np.int8)
    batch.rank_batch(idx[:10])
    times = []
    for _ in range(5):
        start = time.perf_counter()
        batch.rank_batch(idx)
        times.append(time.perf_counter() - start)
    print(f"  batch  7-card (NumPy): {size / statistics.median(times) / 1e6:6.2f} M hands/s  (target >= 8 M/s)")


def _six_card_novo_round(rng: random.Random, boxes: int = 7) -> dict[str, Any]:
    cards = [c.code for c in DECK]
    rng.shuffle(cards)
    dealer, cards = cards[:5], cards[5:]
    out = []
    for b in range(1, boxes + 1):
        hand, cards = cards[:5], cards[5:]
        sixth, cards = cards[0], cards[1:]
        out.append(
            {
                "box": b,
                "wagers": {"ante": 10, "express_bonus": 10},
                "cards": hand,
                "actions": [{"do": "buy", "draw": [sixth]}, {"do": "play"}],
            }
        )
    return {"game": "novo", "dealer": {"cards": dealer}, "boxes": out}


def bench_settle(args: argparse.Namespace) -> None:
    from dealer_assist.roundfile import parse_round
    from dealer_assist.rules.engine import settle

    rng = random.Random(11)
    docs = [_six_card_novo_round(rng) for _ in range(50 if args.quick else 300)]
    specs = [parse_round(d) for d in docs]
    for s in specs[:5]:
        settle(s)
    times = []
    for s in specs:
        start = time.perf_counter()
        settle(s)
        times.append(time.perf_counter() - start)
    times.sort()
    print(
        f"  settle, 7-box Novo round, every box bought a sixth card: median {statistics.median(times) * 1e3:.3f} ms, "
        f"p99 {times[int(len(times) * 0.99) - 1] * 1e3:.3f} ms  (target median < 1 ms)"
    )
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(docs[0], f)
        path = f.name
    exe = Path(sys.executable).with_name("dealer-assist")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "dealer_assist"]
    walls = []
    for _ in range(5 if args.quick else 15):
        start = time.perf_counter()
        subprocess.run([*cmd, "settle", path], check=True, capture_output=True)
        walls.append(time.perf_counter() - start)
    os.unlink(path)
    print(
        f"  `dealer-assist settle ROUND.json` wall time, start-up included: median "
        f"{statistics.median(walls) * 1e3:.0f} ms, best {min(walls) * 1e3:.0f} ms  (target < 300 ms)"
    )


def bench_flow(args: argparse.Namespace) -> None:
    from dealer_assist.shoe import Shoe
    from dealer_assist.simulation import BasicStrategy, simulate_round

    for game in ("novo", "russian", "caribbean", "uth"):
        shoe, strategy = Shoe(1), BasicStrategy(1)
        n = 50 if args.quick else 300
        start = time.perf_counter()
        rounds = [simulate_round(game, 7, shoe, strategy) for _ in range(n)]
        elapsed = time.perf_counter() - start
        records = sum(len(r.records) for r in rounds)
        print(
            f"  {game:<10} 7 boxes through the round flow: {n / elapsed:6.0f} rounds/s "
            f"({elapsed / records * 1e6:.0f} us per record)"
        )


def _all_five(_: argparse.Namespace) -> None:
    start = time.perf_counter()
    count = sum(1 for five in itertools.combinations(ev.CODES, 5) if ev.rank5(five))
    print(f"  all {count:,} five-card hands through rank5: {time.perf_counter() - start:.2f} s")


def bench_staff_pin(args: argparse.Namespace) -> None:
    """One PIN check (the chain replayed, scrypt, the keyed HMAC), and what an offline search
    of a PIN would cost with the key in hand (without it there is nothing to test a guess
    against): every PIN of the length, one core. Writes only in a temporary folder."""
    from dealer_assist.staff import SCRYPT_N, SCRYPT_P, SCRYPT_R, StaffStore, scrypt_hash

    runs = 5 if args.quick else 15
    checks = []
    with tempfile.TemporaryDirectory() as folder:
        store = StaffStore.open(Path(folder) / "log" / "staff.db", key_file=Path(folder) / "secret" / "key")
        with store:
            store.add_first_pit_boss("Marta", "482193")
            for _ in range(runs):
                start = time.perf_counter()
                store.check_pin("pit_boss", "Marta", "482193")
                checks.append(time.perf_counter() - start)
    hashes = []
    for _ in range(runs):
        start = time.perf_counter()
        scrypt_hash("482193", bytes(16))
        hashes.append(time.perf_counter() - start)
    fastest = min(hashes)
    print(f"  one PIN check: median {statistics.median(checks) * 1000:.1f} ms, fastest {min(checks) * 1000:.1f} ms")
    print(f"  scrypt n={SCRYPT_N} r={SCRYPT_R} p={SCRYPT_P}: fastest {fastest * 1000:.1f} ms a guess")
    for digits in (4, 6, 8):
        hours = 10**digits * fastest / 3600
        print(f"  every {digits}-digit PIN, key in hand, one core: {hours:,.1f} h ({hours * 60:,.0f} min)")


SECTIONS: dict[str, Section] = {
    "evaluator": bench_evaluator,
    "exhaustive": _all_five,
    "settle": bench_settle,
    "flow": bench_flow,
    "staff-pin": bench_staff_pin,
}
for _name in ("tools.bench.log", "tools.bench.analysis", "tools.bench.floor"):
    with contextlib.suppress(ModuleNotFoundError):  # the log's and the analysis's sections
        SECTIONS.update(importlib.import_module(_name).SECTIONS)
