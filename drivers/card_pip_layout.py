"""Where a number card's pips lie, as evidence of its rank.

Ace to ten, each number rank lays its pips out its own way. When a card's index gives its
rank, but not surely enough, the layout of the pips in its body may bear it out: a pip of
its suit at every place of that rank's in view, none where another rank has one
(:func:`pip_layout`); a whole pip where the rank read has none says the read is wrong
(:func:`pip_contradicts`: a soft 6 can read as an ace or a 4 by its index, its side pips
say otherwise). The pips are found as for their suit (:mod:`drivers.card_pips`).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from drivers.camera_calibration import Pips, worked_out
from drivers.card_pips import (
    BODY_SHOWN,
    CONTRADICT_NCC,
    MIN_PIP_NCC,
    NUMBER_RANKS,
    PIP_NEAR_MM,
    Image,
    PipScene,
    body_shown,
    card_axes,
    cut_pips,
    in_view,
    nearest_fitted,
    nearest_pips,
    pip_layouts,
    pip_places,
    pip_rows,
    pip_scale,
)
from drivers.card_templates import SUIT_CHARS


def pip_contradicts(pips: Pips, scene: PipScene, code: str,
                    centre: tuple[float, float], down: tuple[float, float],
                    covered: Image | None) -> bool:
    """Whether the card's body shows a pip where a ``code`` card has none but a card of
    another number rank has one: then the rank read is not what the card is (a soft 6
    can read as an ace or a 4 by its index; its side pips say otherwise).

    A pip there is a whole blob of the size printed there that looks much like one of
    this suit's pips (CONTRADICT_NCC), at a place no other card found covers
    (``covered``), on a card whose body is in view (BODY_SHOWN). Arguments as
    :func:`~drivers.card_pips.pip_votes`."""
    return pip_layout(pips, scene, code, centre, down, covered, bear_out=False) == "gainsays"


def pip_layout(pips: Pips, scene: PipScene, code: str, centre: tuple[float, float],
               down: tuple[float, float], covered: Image | None, bear_out: bool = True,
               ) -> str:
    """What a card's pips say of ``code``: "gainsays" (:func:`pip_contradicts`);
    "bears out" when its body is in view, a pip of its suit lies at every place in view
    (most of them) where a ``code`` card has one and none where another number rank has
    a whole one (the index gave the rank but not surely enough; the layout of ace to ten
    is each rank's own);
    else "" (not in view, or not all seen; or ``bear_out`` is False: not looked at)."""
    rank = code[0]
    if rank not in NUMBER_RANKS or not len(pips.codes):
        return ""
    memo = worked_out(pips)
    if ("rivals", code) not in memo:
        suit_rows = np.concatenate([pip_rows(pips, x + code[1]) for x in NUMBER_RANKS])
        own, _ = pip_places(pips, np.concatenate([pip_rows(pips, rank + x) for x in SUIT_CHARS]), rank)
        # every other number rank's places in this suit, away from this rank's own
        rivals, rival_size = pip_places(pips, np.concatenate(
            [pip_rows(pips, x + code[1]) for x in NUMBER_RANKS if x != rank]), "not " + code)
        far = (np.linalg.norm(rivals[:, None, :] - own[None, :, :], axis=2).min(axis=1)
               > 2 * PIP_NEAR_MM) if len(own) and len(rivals) else np.zeros(len(rivals), bool)
        memo[("rivals", code)] = (suit_rows, len(own) > 0, rivals[far], rival_size[far])
    suit_rows, learned, rivals, rival_size = memo[("rivals", code)]
    if not learned or not len(suit_rows):
        return ""  # this rank's pips were not learned: nothing to compare with
    r, d = card_axes(down)
    c = np.array(centre, np.float64)
    if not len(scene.longer) or not body_shown(pips, scene, centre, down, covered):
        return ""

    def like_pips(blobs: npt.NDArray[np.intp], sizes: npt.NDArray[Any],
                  ncc: float) -> npt.NDArray[np.bool_]:
        """Which of these blobs, where pips ``sizes`` large are printed, look like a pip
        of this suit by ``ncc``."""
        patches = cut_pips(scene.grey, scene.centroids[blobs], r, d, pips.side,
                           pip_scale(pips, sizes))
        out: npt.NDArray[np.bool_] = (patches @ pips.patches[suit_rows].T).max(
            axis=1) >= ncc
        return out

    # a whole pip, uncovered, where another number rank has one and this one none
    at, ok = in_view(rivals, c, r, d, scene, covered)
    if ok.any():
        best, found = nearest_pips(at[ok], rival_size[ok], scene)
        blobs, sizes = best[found], rival_size[ok][found]
        if covered is not None:
            xy = scene.centroids[blobs].astype(np.intp)
            open_ = covered[xy[:, 1], xy[:, 0]] == 0
            blobs, sizes = blobs[open_], sizes[open_]
        if len(blobs) and like_pips(blobs, sizes, CONTRADICT_NCC).any():
            return "gainsays"
    if not bear_out:
        return ""
    # every place of this rank's that is in view and uncovered (most of them) shows a
    # pip of its suit: of a pip's size, like one (MIN_PIP_NCC); whole or not, for a soft
    # pip runs into the next one or into the card's edge. The card lies one way up or
    # the other (either index may be the one read): the places of either learned face
    for own, own_size in pip_layouts(pips, code):
        at, view = in_view(own, c, r, d, scene, covered)
        if not len(own) or view.sum() < BODY_SHOWN * len(own):
            continue
        best, found = nearest_fitted(at, view, None, scene)
        if found.all() and like_pips(best, own_size[view], MIN_PIP_NCC).all():
            return "bears out"
    return ""
