"""Generated images the camera tests share: learned once per test session.

The learning set (one image per card, seed 7) is what the recogniser learns from; the
tables the tests read come from other seeds, so no test reads what was learned.
"""

from __future__ import annotations

import atexit
import functools
import json
import shutil
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import cv2
import numpy as np

from calibration.learn import learn_cards
from drivers.camera_calibration import Calibration, CardTemplates, TableCalibration
from tools.synth import camera as synth
from tools.synth.evaluate import Score

if TYPE_CHECKING:
    from tools.synth import designs as designs_t

LEARN_SEED = 7
TEST_SEED = 3  # the bench reads seed 5


@functools.lru_cache(maxsize=1)
def learning_dir() -> Path:
    path = Path(tempfile.mkdtemp(prefix="dealer-assist-cards-"))
    atexit.register(shutil.rmtree, path, True)
    synth.write_learning_set(path, seed=LEARN_SEED)
    return path


@functools.lru_cache(maxsize=1)
def learned_cards() -> CardTemplates:
    return learn_cards(learning_dir())


def calibration(table: TableCalibration | None = None, board: bool = False) -> Calibration:
    return Calibration(table or synth.default_table(board=board), learned_cards())


@functools.lru_cache(maxsize=8)
def design_deck(name: str) -> CardTemplates:
    """A deck design of :mod:`tools.synth.designs` learned from its 52 images, once per
    test process (a worker may run the tests of several designs' groups, interleaved in
    the order they were collected: with room for two, some designs were learned twice)."""
    from tools.synth import designs

    with tempfile.TemporaryDirectory() as tmp:
        designs.write_learning_set(designs.DESIGNS[name], tmp)
        return learn_cards(tmp)


def read_design_table(name: str, seed: int, small: bool = False) -> Score:
    """One table of a design as ``dealer-assist bench --only camera-designs`` deals it
    (``small``: 12-pixel indices under 1.5 px of blur), read and scored."""
    from drivers.card_detect import detect
    from tools.synth import designs
    from tools.synth.evaluate import score

    scene, table = designs.design_scene(designs.DESIGNS[name], seed,
                                        designs.SMALL if small else designs.ORDINARY)
    return score(scene.truth, detect(scene.image, Calibration(table, design_deck(name))))


def read_whole(name: str, seed: int, small: bool = False) -> None:
    """One table of a design (:func:`read_design_table`) read whole: every card right,
    none wrong, none reported where no card lies."""
    s = read_design_table(name, seed, small)
    assert s.misread == 0 and s.false == 0, s.notes
    assert s.right == s.cards, s.notes


def learn_some(design: designs_t.Design, codes: Sequence[str], seed: int) -> CardTemplates:
    """Part of a design's deck learned from one generated image per card (``seed`` +
    the card's position), as ``camera learn`` learns a whole one."""
    from tools.synth import designs

    with tempfile.TemporaryDirectory() as tmp:
        faces = designs.faces(design)
        for i, code in enumerate(codes):
            cv2.imwrite(str(Path(tmp) / f"{code}.png"),
                        synth.learning_image(code, seed + i, faces=faces))
        return learn_cards(tmp, require_full_deck=False)


def read_dealt(design: designs_t.Design, cards: CardTemplates, codes: Sequence[str],
               seed: int, scenes: designs_t.SceneSet,
               conditions: Callable[[np.random.Generator], synth.Conditions]) -> Score:
    """``codes`` dealt one to a place of a design's table (each turned up to 25 degrees
    more), seen under ``conditions`` (drawn from the table's random numbers), read and
    scored."""
    from drivers.card_detect import detect
    from tools.synth import designs
    from tools.synth.evaluate import score

    rng = np.random.default_rng(seed)
    table, places = designs.design_table(design, scenes, rng)
    placed = [synth.Placed(code[0] + code[1].lower(), center, turn + float(rng.uniform(-25, 25)),
                           table.zones[k].name)
              for k, (code, (center, turn)) in enumerate(zip(codes, places, strict=True))]
    scene = synth.render(table, placed, conditions(rng), rng, faces=designs.faces(design))
    return score(scene.truth, detect(scene.image, Calibration(table, cards)))


def written_before(save: Path, pips_keys: Sequence[str], arrays: Sequence[str] = ()) -> Path:
    """The calibration file ``save`` as a version that knew none of ``pips_keys`` (of the
    header's pips) nor ``arrays`` would have written it: ``older.cal`` beside it."""
    with np.load(save) as f:
        kept = {k: f[k] for k in f.files if k not in arrays}
    header = json.loads(str(kept["header"]))
    for key in pips_keys:
        del header["cards"]["pips"][key]
    kept["header"] = np.array(json.dumps(header))
    older = save.parent / "older.cal"
    with open(older, "wb") as out:
        np.savez_compressed(out, **kept)
    return older
