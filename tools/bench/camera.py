"""``dealer-assist bench`` sections for the camera: accuracy and speed.

- ``camera-accuracy``: learn the generated deck, read a held-out set of generated tables
  (seven boxes, ordinary casino conditions drawn at random), and print the cards read
  right, missed (left unreported: the recogniser was not sure), wrong (reported as
  another card) and phantom (reported where no face-up card lies); then the same as the
  picture gets softer, darker and glarier, where it should fall silent, not misread.

Seeds: the deck is learned from seed 7; the bench reads seed 5 (sweeps: seed 6), the tests
seed 3. Neither is learned from, and neither was used to choose any threshold: those
were tuned on validation seeds 11 and 13-19 (ordinary tables) and 12 (the sweeps); the
margins a soft black suit needs were also set on the wrong reads seen on seeds 27, 29, 33
and 46 (and the chance pairing fixed on 37). Seeds 54-61 were read only once, with the
code as it stands, for the figures in docs/performance.md.
- ``camera-seeds`` (only when named: ``--only camera-seeds``): the same reading of 200
  tables from each of twelve seeds never learned from (3, 5, 11, 13-21), one process per
  core: how much the figures vary from one set of tables to another.
- ``camera-1080p`` (only when named): 100 tables of each of seeds 26-29 as a 1920x1080
  camera in the same place would see them, read with the same learned deck.
- ``camera-speed``: frames per second of :func:`drivers.card_detect.detect` on 1280x720
  frames of seven dealt boxes, OpenCV on one thread and the process pinned to one core.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from tools.bench import camera_designs as design_bench
from tools.bench import least_disturbed, share

if TYPE_CHECKING:
    from drivers.camera_calibration import TableCalibration

TARGET_ACCURACY = 0.995
TARGET_FPS = 30.0
LEARN_SEED = 7
BENCH_SEED = 5  # the tests read seed 3; neither is learned from nor tuned on

_calibration: object = None


def _cal() -> object:
    """Learn the generated deck once per process."""
    global _calibration
    if _calibration is None:
        from calibration.learn import learn_cards
        from drivers.camera_calibration import Calibration
        from tools.synth import camera as synth

        with tempfile.TemporaryDirectory() as tmp:
            synth.write_learning_set(tmp, seed=LEARN_SEED)
            cards = learn_cards(tmp)
        _calibration = Calibration(synth.default_table(), cards)
    return _calibration


@contextmanager
def one_core() -> Iterator[str]:
    """OpenCV on one thread and the process on one CPU, for the duration."""
    import cv2

    threads = cv2.getNumThreads()
    cv2.setNumThreads(1)
    affinity = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
    pinned = "OpenCV on 1 thread"
    if affinity:
        os.sched_setaffinity(0, {min(affinity)})
        pinned += f", pinned to CPU {min(affinity)}"
    try:
        yield pinned
    finally:
        cv2.setNumThreads(threads)
        if affinity:
            os.sched_setaffinity(0, affinity)


def _hd_table(board: bool) -> TableCalibration:
    """The generated layout seen by a 1920x1080 camera from the same place."""
    from calibration.table import standard_zones
    from drivers.camera_calibration import TableCalibration
    from tools.synth import camera as synth

    corners = tuple((1.5 * x, 1.5 * y) for x, y in synth.CAMERA_CORNERS)
    return TableCalibration((1920, 1080), corners, synth.TABLE_MM,  # type: ignore[arg-type]
                            standard_zones(7, synth.TABLE_MM, board=board))


def _read(scenes: int, seed: int, make_cond: Callable[[object], object] | None = None,
          hd: bool = False) -> object:
    import numpy as np

    from drivers.camera_calibration import Calibration
    from drivers.card_detect import detect
    from tools.synth import camera as synth
    from tools.synth.evaluate import Score, score

    base = _cal()
    assert isinstance(base, Calibration) and base.cards is not None
    total = Score()
    for k in range(scenes):
        s = seed * 10_000 + k
        rng = np.random.default_rng(s + 1)
        cond = make_cond(rng) if make_cond else None
        # hd: the same tables, dealt and lit alike, seen by a 1080p camera
        scene = synth.render_scene(s, table=_hd_table(False) if hd else None,
                                   cond=cond)  # type: ignore[arg-type]
        board = any(p.zone == "board" for p in scene.placed)
        table = _hd_table(board) if hd else synth.default_table(board=board)
        cal = Calibration(table, base.cards)
        total.add(score(scene.truth, detect(scene.image, cal), f"scene {s}:"))
    return total


def accuracy(args: argparse.Namespace) -> None:
    from tools.synth.camera import Conditions

    quick = bool(getattr(args, "quick", False))
    scenes = 25 if quick else 200
    t0 = time.perf_counter()
    total = _read(scenes, BENCH_SEED)
    print(f"held-out tables: {scenes} (seven boxes, random blur/noise/light/glare; "
          f"learned from one image per card)")
    n = total.cards  # type: ignore[attr-defined]
    print(f"  cards on the tables: {n}")
    print(f"  right   : {total.right:5d} = {share(total.right, n):>7}"  # type: ignore[attr-defined]
          f"   (target >= {100 * TARGET_ACCURACY:.1f}%)")
    print(f"  missed  : {total.missed:5d} = {100 * total.missed / n:6.2f}%"  # type: ignore[attr-defined]
          f"   (left unreported: not sure)")
    print(f"  wrong   : {total.misread:5d}"  # type: ignore[attr-defined]
          f"            (reported as another card; target 0)")
    print(f"  phantom : {total.false:5d}"  # type: ignore[attr-defined]
          f"            (reported where no face-up card lies; target 0)")
    for note in total.notes[:12]:  # type: ignore[attr-defined]
        print(f"    {note}")
    per = 3 if quick else 12

    def sweep(title: str, values: list[float],
              make: Callable[[float], Callable[[object], object]]) -> None:
        print(f"  {title}")
        print("              right  missed  wrong  phantom")
        for v in values:
            s = _read(per, BENCH_SEED + 1, make(v))
            print(f"    {v:6.2f}: {100 * s.accuracy:6.2f}%  "  # type: ignore[attr-defined]
                  f"{s.missed:5d}  {s.misread:5d}  {s.false:5d}   of {s.cards}")  # type: ignore[attr-defined]

    def ordinary(**kw: float) -> Callable[[object], object]:
        return lambda rng: Conditions(**{"blur": 0.7, "noise": 4.0, "light": 0.9,  # type: ignore[arg-type]
                                         "light_min": 0.75, **kw})

    sweep("blur (Gaussian sigma, camera pixels; ordinary is 0.4-1.1):",
          [0.5, 1.0, 1.25, 1.5, 2.0, 2.5], lambda v: ordinary(blur=v))
    sweep("light (overall gain; ordinary is 0.7-1.1, noise unchanged):",
          [1.0, 0.5, 0.3, 0.2, 0.12], lambda v: ordinary(light=v))
    sweep("glare (peak added grey levels, two spots; ordinary is up to 110):",
          [0, 80, 140, 200], lambda v: ordinary(glare=v, glare_spots=2))
    print(f"  ({time.perf_counter() - t0:.0f} s)")


SPREAD_SEEDS = (3, 5, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21)


def _read_seed(job: tuple[int, int, bool]) -> tuple[int, int, int, int, int, int, list[str]]:
    seed, scenes, hd = job
    s = _read(scenes, seed, hd=hd)
    wrong = [n for n in s.notes if " read as " in n]  # type: ignore[attr-defined]
    return (seed, s.cards, s.right, s.missed, s.misread, s.false, wrong)  # type: ignore[attr-defined]


def spread(args: argparse.Namespace, seeds: tuple[int, ...] = SPREAD_SEEDS, scenes: int = 200,
           hd: bool = False) -> None:
    """Accuracy on ``scenes`` tables of each of ``seeds``, in parallel."""
    from concurrent.futures import ProcessPoolExecutor

    scenes = 25 if getattr(args, "quick", False) else scenes
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        rows = list(pool.map(_read_seed, [(seed, scenes, hd) for seed in seeds]))
    camera = "a 1920x1080 camera" if hd else "the 1280x720 camera"
    print(f"{scenes} held-out tables from each of {len(rows)} seeds (none learned from), "
          f"{camera}:")
    print("    seed   cards   right     missed  wrong  phantom")
    for seed, cards, right, missed, wrong, false, _ in rows:
        print(f"    {seed:4d}  {cards:6d}  {share(right, cards):>7}  {missed:5d}  {wrong:5d}"
              f"  {false:5d}")
    n = sum(r[1] for r in rows)
    right = sum(r[2] for r in rows)
    print(f"    all   {n:6d}  {share(right, n):>7}  {sum(r[3] for r in rows):5d}  "
          f"{sum(r[4] for r in rows):5d}  {sum(r[5] for r in rows):5d}")
    at_target = sum(1 for r in rows if r[2] / r[1] >= TARGET_ACCURACY)
    print(f"  seeds at the {100 * TARGET_ACCURACY:.1f}% target: {at_target} of {len(rows)}")
    for r in rows:
        for note in r[6]:
            print(f"    {note}")
    print(f"  ({time.perf_counter() - t0:.0f} s)")


spread.opt_in = True  # type: ignore[attr-defined]


def spread_hd(args: argparse.Namespace) -> None:
    """The tables of seeds 26-29 as a 1920x1080 camera in the same place sees them."""
    spread(args, seeds=(26, 27, 28, 29), scenes=100, hd=True)


spread_hd.opt_in = True  # type: ignore[attr-defined]


BLAS_ONE_THREAD = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


def speed(args: argparse.Namespace) -> None:
    """Measured in a fresh process: NumPy's BLAS must be told to use one thread before it
    loads, or its idle threads spin on the one core and the figure means nothing."""
    if all(os.environ.get(k) == v for k, v in BLAS_ONE_THREAD.items()):
        _speed(bool(args.quick))
        return
    env = {**os.environ, **BLAS_ONE_THREAD}
    cmd = [sys.executable, "-m", "tools.bench.camera", "speed"] + (["--quick"] if args.quick else [])
    subprocess.run(cmd, env=env, check=True)


def _speed(quick: bool) -> None:
    from drivers.card_detect import detect
    from tools.synth import camera as synth

    cal = _cal()
    frames = [synth.render_scene(BENCH_SEED * 10_000 + 500 + k, game=synth.GAME).image
              for k in range(4 if quick else 10)]
    rounds = 3 if quick else 10
    with one_core() as how:
        for f in frames:
            detect(f, cal)  # type: ignore[arg-type]
        wall: list[float] = []
        by_round: list[list[float]] = []  # each round's CPU time of each frame
        for _ in range(rounds):
            by_round.append([])
            for f in frames:
                t, c = time.perf_counter(), time.process_time()
                detect(f, cal)  # type: ignore[arg-type]
                wall.append(time.perf_counter() - t)
                by_round[-1].append(time.process_time() - c)
    med_cpu = statistics.median(c for times in by_round for c in times)
    med_wall = statistics.median(wall)
    med_best = least_disturbed(by_round)
    print(f"detect() on 1280x720, seven boxes of five and the dealer's five ({how}):")
    print(f"  CPU time  median {1000 * med_cpu:.1f} ms per frame = {1 / med_cpu:.0f} frames/s"
          f"   (target >= {TARGET_FPS:.0f})")
    print(f"  wall time median {1000 * med_wall:.1f} ms per frame = {1 / med_wall:.0f} frames/s"
          f" (load average {os.getloadavg()[0]:.1f}: other processes share the core)")
    print(f"  over {len(wall)} frames; wall fastest {1000 * min(wall):.1f} ms, "
          f"slowest {1000 * max(wall):.1f} ms")
    print(f"  least disturbed: median over the {len(frames)} frames of each one's fastest of "
          f"{rounds} rounds, {1000 * med_best:.1f} ms CPU = {1 / med_best:.0f} frames/s "
          f"(the shared machine's other load only ever adds time)")


SECTIONS: dict[str, Callable[[argparse.Namespace], None]] = {
    "camera-accuracy": accuracy,
    "camera-seeds": spread,
    "camera-1080p": spread_hd,
    "camera-speed": speed,
    "camera-designs": design_bench.held_out,
    "camera-designs-tuning": design_bench.tuning,
}


if __name__ == "__main__":
    _speed("--quick" in sys.argv)
