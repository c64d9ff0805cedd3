"""``dealer-assist bench --only camera-designs``: decks the recogniser was never tuned on.

For each held-out design (:data:`tools.synth.designs.HELD_OUT`): draw its 52 learning
images, learn them as ``camera learn`` does, deal tables of that design only
(:func:`tools.synth.designs.design_scene`: eight places, touching and overlapping
cards turned up to 30 degrees, the index 14 pixels tall on the far side, blur 0.5-1.4,
noise 3-8, uneven light, a glare spot), read them and count the cards right, missed,
wrong and phantom; and the frames per second of reading on one core (its first TIMED
tables read TIMED_ROUNDS times over once every row is learned, one row at a time: nothing
else of the bench runs beside it; the median CPU time of a read, and the least disturbed,
the median of each table's fastest read). Then the same for the smallest held-out
design seen with 12-pixel indices under 1.5 pixels of blur.

``camera-designs-tuning`` (only when named) does the same for the designs the
recogniser's choices were made on (:data:`tools.synth.designs.TUNING`).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import TYPE_CHECKING, NamedTuple

from tools.bench import least_disturbed, share

if TYPE_CHECKING:
    from drivers.camera_calibration import CardTemplates, TableCalibration
    from tools.synth.camera import Scene

SCENE_SEED = 7_000_000  # tables of the bench; the tests read from 8_000_000


TIMED = 20  # tables per row read again, alone, for the frames per second
TIMED_ROUNDS = 3  # times each of them is read


class Row(NamedTuple):
    """One row of the bench: a design seen one way, its counts, and the deck learned."""

    name: str
    set_name: str
    cards: int
    right: int
    missed: int
    wrong: int
    phantom: int
    learn_s: float
    deck: CardTemplates | None  # None: the design could not be learned
    notes: list[str]


def _table(name: str, set_name: str, k: int) -> tuple[int, Scene, TableCalibration]:
    """The ``k``-th table of a row: its seed, its scene and the table it is seen on."""
    from tools.synth import designs

    seed = SCENE_SEED + 1000 * list(designs.DESIGNS).index(name) + k
    which = designs.SMALL if set_name == "small" else designs.ORDINARY
    return (seed, *designs.design_scene(designs.DESIGNS[name], seed, which))


def _one(job: tuple[str, str, int]) -> Row:
    """Learn ``design`` and read ``scenes`` of its tables; the counts, learning seconds
    and the deck learned (for :func:`_timed`)."""
    import cv2

    from calibration.learn import learn_cards
    from drivers.camera_calibration import Calibration, CalibrationError
    from drivers.card_detect import detect
    from tools.synth import designs
    from tools.synth.evaluate import Score, score

    cv2.setNumThreads(1)
    name, set_name, scenes = job
    with tempfile.TemporaryDirectory() as tmp:
        designs.write_learning_set(designs.DESIGNS[name], tmp)
        t0 = time.perf_counter()
        try:
            cards = learn_cards(tmp)
        except CalibrationError as err:  # a design that cannot be learned is a result too
            return Row(name, set_name, 0, 0, 0, 0, 0, 0.0, None, [f"cannot learn: {err}"])
    learn_s = time.perf_counter() - t0
    total = Score()
    for k in range(scenes):
        seed, scene, table = _table(name, set_name, k)
        found = detect(scene.image, Calibration(table, cards))
        total.add(score(scene.truth, found, f"{name} table {seed}:"))
    return Row(name, set_name, total.cards, total.right, total.missed, total.misread,
               total.false, learn_s, cards, [n for n in total.notes if "missed" not in n])


def _timed(name: str, set_name: str, cards: CardTemplates, scenes: int,
           ) -> tuple[float, float]:
    """The CPU seconds of reading one of the first ``scenes`` tables of a row, each read
    TIMED_ROUNDS times, in this process with nothing else of the bench running (on this
    two-core machine a second row learning beside the reading slowed it by about an
    eighth, which is not what one core reads at): the median of all reads, and the least
    disturbed (:func:`~tools.bench.least_disturbed`: the median of each table's fastest)."""
    import cv2

    from drivers.camera_calibration import Calibration
    from drivers.card_detect import detect

    cv2.setNumThreads(1)
    tables = []
    for k in range(scenes):
        _, scene, table = _table(name, set_name, k)
        tables.append((scene.image, Calibration(table, cards)))
    rounds: list[list[float]] = []
    for _ in range(TIMED_ROUNDS):
        rounds.append([])
        for image, cal in tables:
            c0 = time.process_time()
            detect(image, cal)
            rounds[-1].append(time.process_time() - c0)
    return statistics.median(t for times in rounds for t in times), least_disturbed(rounds)


def _report(names: tuple[str, ...], args: argparse.Namespace, small: str | None) -> None:
    from concurrent.futures import ProcessPoolExecutor

    from tools.synth import designs

    scenes = 6 if getattr(args, "quick", False) else 40
    jobs = [(n, "ordinary", scenes) for n in names] + ([(small, "small", scenes)] if small else [])
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=min(2, os.cpu_count() or 1)) as pool:
        rows = list(pool.map(_one, jobs))
    # frames per second: read again once every row is learned, one row at a time
    timed = min(scenes, TIMED)
    cpus = [_timed(row.name, row.set_name, row.deck, timed)
            if row.deck is not None else (0.0, 0.0) for row in rows]
    print(f"learned from 52 generated images per design; {scenes} tables of 1280x720 read per "
          f"row (eight places, 1-3 cards each, turned up to 30 degrees, touching or "
          f"overlapping; light 0.75-1.05 across the frame, a glare spot, noise 3-8)")
    print("  design                     set        cards   right    missed  wrong  phantom"
          "  learn  frames/s (1 core): median, least disturbed")
    for (name, set_name, cards, right, missed, wrong, false, learn_s, _, _), (cpu, best) in zip(
            rows, cpus, strict=True):
        label = ("14 px, blur 0.5-1.4" if set_name == "ordinary" else "12 px, blur 1.5")
        print(f"  {name:<26} {label:<19} {cards:4d}  {share(right, cards):>7}  "
              f"{missed:5d}  {wrong:5d}  {false:5d}  {learn_s:4.0f} s  "
              f"{1 / cpu if cpu else 0.0:5.0f}  {1 / best if best else 0.0:5.0f}")
    for row in rows:
        for note in row.notes[:10]:
            print(f"    {note}")
    print(f"  (frames/s: the first {timed} tables of a row read {TIMED_ROUNDS} times over, alone: "
          f"the median of every read, and of each table's fastest read; another tenant of a "
          f"shared machine only ever adds time)")
    print(f"  targets: >= 99.5% right on every design, 0 wrong, 0 phantom, >= 30 frames/s; "
          f"({time.perf_counter() - t0:.0f} s; designs: {', '.join(designs.HELD_OUT)} held "
          f"out, {', '.join(designs.TUNING)} tuned on)")


BLAS_ONE_THREAD = {"OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


def _fresh(which: str, args: argparse.Namespace) -> bool:
    """Run in a fresh process whose BLAS was told to use one thread before it loaded
    (else its idle threads spin and count as the reader's CPU time); True if done so."""
    if all(os.environ.get(k) == v for k, v in BLAS_ONE_THREAD.items()):
        return False
    cmd = [sys.executable, "-m", "tools.bench.camera_designs", which]
    subprocess.run(cmd + (["--quick"] if getattr(args, "quick", False) else []),
                   env={**os.environ, **BLAS_ONE_THREAD}, check=True)
    return True


def held_out(args: argparse.Namespace) -> None:
    from tools.synth import designs

    if not _fresh("held-out", args):
        _report(designs.HELD_OUT, args, small="small-serif")


held_out.opt_in = True  # type: ignore[attr-defined]


def tuning(args: argparse.Namespace) -> None:
    from tools.synth import designs

    if not _fresh("tuning", args):
        _report(designs.TUNING, args, small="simplex-thin")


tuning.opt_in = True  # type: ignore[attr-defined]


if __name__ == "__main__":
    _args = argparse.Namespace(quick="--quick" in sys.argv)
    (tuning if "tuning" in sys.argv else held_out)(_args)
