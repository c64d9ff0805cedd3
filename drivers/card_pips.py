"""A number card's pips as evidence of its suit.

At 12 pixels an index's suit glyph is eight pixels across, and under 1.5 pixels of blur
a spade and a club (a heart and a diamond) are nearly one blob: the index alone is often
not sure of the suit. The pips in the card's body are the same suit drawn two or three
times larger. Learning (:func:`calibration.pips.learn_pips`) records, for each number
card of the deck, where each pip lies in the frame of its top-left index's card and what
it looks like; the reader, once a card's rank and colour are sure and only its suit is
not, looks at those places in its card and compares what it finds there with the two
suits' pips (:func:`pip_suit`).

Only places that no other card found in the frame covers are looked at (the card above
may show its own pips there), only whole blobs of the size printed there count, and the
pips must agree: every one seen favours the same suit, and together by a learned margin.
Otherwise nothing is decided and the card is left to the rest of the table, as before.
Where its pips lie also checks a number card's rank (:mod:`drivers.card_pip_layout`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

from drivers.camera_calibration import COURT_RANKS, Pips, worked_out
from drivers.card_templates import SUIT_CHARS

Image = npt.NDArray[Any]
FloatArray = npt.NDArray[np.float32]

NUMBER_RANKS = "A23456789T"  # cards whose body is pips (court cards show a picture)
PIP_NEAR_MM = 2.5  # a blob this near a learned pip's place is taken for that pip
MIN_PIPS = 2  # a suit is settled by pips only when at least this many are seen
PIP_PATCH_MM = 1.5  # a pip's patch spans this many times its learned size
MIN_PIP_NCC = 0.75  # a blob unlike both suits' pips by this much is not a pip
# a pip that says the rank read is wrong must look much like one: whole (its size within
# this share of the size printed there) and correlating by this much
WHOLE_PIP = 0.2
CONTRADICT_NCC = 0.85
BODY_SHOWN = 0.8  # of a card's pip places that must be in view for its pips to gainsay it
# The card's frame its index gives is off by a little far from the index (a degree or two
# of turn is a millimetre or more at the far pips): a rank's pips are looked for again
# with the frame fitted to the pip-sized blobs nearest its places (within ALIGN_NEAR_MM),
# when that fit moves it by no more than these. An index alone turns its card by up to
# 5.6 degrees at 12 px (1.0 at the median; 2,564 indices of 120 tuning tables): 3.9 mm
# at a pip 40 mm away (3 mm and 5 degrees before, set at 14 px, left a jumbo 10's far pips
# unfound)
ALIGN_NEAR_MM = 4.0
ALIGN_SHIFT_MM = 4.0
ALIGN_TURN = np.radians(6.0)


@dataclass(frozen=True)
class PipScene:
    """An image's blobs of a pip's size, found once for every card in it."""

    grey: Image  # green channel
    centroids: npt.NDArray[Any]  # (n, 2) of the pip-sized blobs
    longer: npt.NDArray[Any]  # (n,) their longer bounding-box side, mm
    ppm: float


def pip_scene(pips: Pips, grey: Image, stats: npt.NDArray[Any], centroids: npt.NDArray[Any],
              ppm: float) -> PipScene:
    """The blobs of ``stats`` and ``centroids`` (:func:`drivers.card_ink.ink_map` of
    ``grey`` at ``ppm`` pixels per millimetre) that may be pips of this deck."""
    longer = np.maximum(stats[:, cv2.CC_STAT_WIDTH], stats[:, cv2.CC_STAT_HEIGHT]) / ppm
    sized = (longer >= 0.6 * pips.size_mm[0]) & (longer <= 1.5 * pips.size_mm[1] + 1.0)
    sized[0] = False
    return PipScene(grey, centroids[sized], longer[sized], ppm)


UPRIGHT_BELOW_MM = 2.0  # a pip this far below the card's centre is printed upside down


def upright(patch: FloatArray, v_mm: float, side: int) -> FloatArray:
    """A pip's patch turned upright: pips below the card's middle are printed upside
    down, so those are turned half round (every pip then points one way, and one linear
    discriminant tells the suits apart)."""
    if v_mm <= UPRIGHT_BELOW_MM:
        return patch
    out: FloatArray = np.ascontiguousarray(patch.reshape(side, side)[::-1, ::-1]).ravel()
    return out


def cut_pips(grey: Image, centres: npt.NDArray[Any], right: npt.NDArray[Any],
             down: npt.NDArray[Any], side: int, scale: npt.NDArray[Any] | None = None,
             ) -> FloatArray:
    """A ``side`` x ``side`` patch of ``grey`` round each of ``centres`` (n, 2), along the
    card's axes (unit vectors, pixels), normalised, in one remap: (n, side * side);
    ``scale`` (n,): each patch spans that many times ``side`` pixels (:func:`pip_scale`)."""
    n = len(centres)
    if n == 0:
        return np.zeros((0, side * side), np.float32)
    u = np.arange(side, dtype=np.float64) - (side - 1) / 2
    k = np.ones(n) if scale is None else np.asarray(scale, np.float64)
    mx = centres[:, 0, None, None] + k[:, None, None] * (
        right[0] * u[None, None, :] + down[0] * u[None, :, None])
    my = centres[:, 1, None, None] + k[:, None, None] * (
        right[1] * u[None, None, :] + down[1] * u[None, :, None])
    patch = cv2.remap(grey, mx.reshape(n * side, side).astype(np.float32),
                      my.reshape(n * side, side).astype(np.float32), cv2.INTER_LINEAR,
                      borderMode=cv2.BORDER_REPLICATE).astype(np.float32)
    x = patch.reshape(n, side * side)
    x -= x.mean(axis=1, keepdims=True)
    out: FloatArray = x / np.maximum(np.linalg.norm(x, axis=1, keepdims=True), 1e-6)
    return out


def pip_scale(pips: Pips, sizes: npt.NDArray[Any]) -> npt.NDArray[np.float64]:
    """How many times ``pips.side`` pixels the patch of a pip printed ``sizes`` (mm) large
    spans: a pip is cut at its own size, so an ace's one large pip looks like the suit's
    other pips (the discriminant is learned on them all). 1 where the size is unknown,
    and for decks learned before patches were scaled (``scale_mm`` 0)."""
    sizes = np.asarray(sizes, np.float64)
    if pips.scale_mm <= 0:
        return np.ones(len(sizes))
    out: npt.NDArray[np.float64] = np.where(np.isfinite(sizes) & (sizes > 0),
                                            sizes / pips.scale_mm, 1.0)
    return out


def pip_rows(pips: Pips, code: str) -> npt.NDArray[np.intp]:
    """The rows of ``code``'s pips."""
    memo = worked_out(pips)
    if "rows" not in memo:
        index: dict[str, list[int]] = {}
        for i, c in enumerate(pips.codes):
            index.setdefault(c, []).append(i)
        memo["rows"] = {c: np.array(v, np.intp) for c, v in index.items()}
    out: npt.NDArray[np.intp] = memo["rows"].get(code, np.zeros(0, np.intp))
    return out


def pip_places(pips: Pips, rows: npt.NDArray[Any], key: str,
            ) -> tuple[npt.NDArray[Any], npt.NDArray[Any]]:
    """The distinct places (to a millimetre) of the pips in ``rows``, and the size
    printed at each, made once per deck and ``key``. A card's two learned views give
    each place twice, a hair apart."""
    memo = worked_out(pips)
    hit: tuple[npt.NDArray[Any], npt.NDArray[Any]] | None = memo.get(("places", key))
    if hit is not None:
        return hit
    idx = np.flatnonzero(rows) if rows.dtype == np.bool_ else rows
    _, first = np.unique(np.round(pips.places[idx]), axis=0, return_index=True)
    keep = idx[np.sort(first)]
    sizes = pips.sizes[keep] if pips.sizes.size else np.full(len(keep), np.nan)
    out = (pips.places[keep].astype(np.float64), sizes.astype(np.float64))
    memo[("places", key)] = out
    return out


def in_view(places: npt.NDArray[Any], centre: npt.NDArray[Any], right: npt.NDArray[Any],
             down: npt.NDArray[Any], scene: PipScene, covered: Image | None,
             ) -> tuple[npt.NDArray[Any], npt.NDArray[np.bool_]]:
    """Where ``places`` (mm from the card's centre along its axes) lie in the image, and
    which of them are in it and not under another card found (``covered``)."""
    h, w = scene.grey.shape[:2]
    at = centre + (places[:, :1] * right + places[:, 1:] * down) * scene.ppm
    ok: npt.NDArray[np.bool_] = (at[:, 0] >= 0) & (at[:, 0] < w) & (at[:, 1] >= 0) & (
        at[:, 1] < h)
    if covered is not None:
        xy = np.rint(at).astype(np.intp).clip(0, [w - 1, h - 1])
        ok &= covered[xy[:, 1], xy[:, 0]] == 0
    return at, ok


def nearest_pips(at: npt.NDArray[Any], sizes: npt.NDArray[Any] | None, scene: PipScene,
             ) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.bool_]]:
    """For each point of ``at``, the nearest pip-sized blob of ``scene`` (whole: of the
    size printed there, ``sizes``, within WHOLE_PIP, where that size is known; any size
    if ``sizes`` is None) and whether it lies within PIP_NEAR_MM."""
    dist = np.linalg.norm(at[:, None, :] - scene.centroids[None, :, :], axis=2)
    if sizes is not None:
        size = sizes[:, None]
        dist[~((np.abs(scene.longer[None, :] - size) <= WHOLE_PIP * size)
               | ~np.isfinite(size))] = np.inf
    best: npt.NDArray[np.intp] = np.argmin(dist, axis=1)
    near: npt.NDArray[np.bool_] = dist[np.arange(len(dist)), best] <= PIP_NEAR_MM * scene.ppm
    return best, near


def nearest_fitted(at: npt.NDArray[Any], view: npt.NDArray[np.bool_],
                   sizes: npt.NDArray[Any] | None, scene: PipScene,
                   ) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.bool_]]:
    """:func:`nearest_pips` for the places ``at`` in ``view``; if not all are found, again
    with the frame fitted to the blobs nearest them (:func:`_fitted`): every place must
    then show a blob as near as before."""
    best, found = nearest_pips(at[view], sizes, scene)
    if not found.all():
        best, found = nearest_pips(_fitted(at, view, scene)[view], sizes, scene)
    return best, found


def pip_votes(pips: Pips, scene: PipScene, rank: str, suits: tuple[str, str], centre: tuple[float, float],
              down: tuple[float, float], covered: Image | None) -> list[float]:
    """By how much each pip seen of a ``rank`` card looks more like the first of
    ``suits`` (two suit letters) than like the second: one vote per pip seen at a
    learned place (:func:`seen_pips`), by the learned discriminant (within-class
    deviations), or by correlation with the two suits' pips there if none was learned."""
    seen = seen_pips(pips, scene, rank, suits, centre, down, covered)
    if not pips.weights.size:
        return [sa - sb for _, sa, sb in seen]
    a, b = (SUIT_CHARS.index(x) for x in suits)  # (Suit order: the discriminant's columns)
    w, c = pips.weights[:, a] - pips.weights[:, b], pips.bias[a] - pips.bias[b]
    return [float(up @ w + c) for up, _, _ in seen]


def seen_pips(pips: Pips, scene: PipScene, rank: str, suits: tuple[str, str], centre: tuple[float, float],
              down: tuple[float, float], covered: Image | None,
              ) -> list[tuple[FloatArray, float, float]]:
    """The pips seen of a ``rank`` card: a pip-sized blob at a place where ``rank``
    cards of ``suits`` (two suit letters) have one, that correlates with their pips
    there by MIN_PIP_NCC; each blob once. For each, its patch turned upright
    (:func:`upright`) and its best correlation with each suit's pips there.

    ``scene``: the image's pip-sized blobs (:func:`pip_scene`); ``centre`` and ``down``:
    the card's centre and down axis there, as its index gives them; ``covered``: 255 where
    another card found in the image lies (its pips are not this card's)."""
    if rank not in NUMBER_RANKS + COURT_RANKS or not len(pips.codes):
        return []
    a_idx, b_idx = pip_rows(pips, rank + suits[0]), pip_rows(pips, rank + suits[1])
    if not len(a_idx) or not len(b_idx):
        return []
    r, d = card_axes(down)
    places, sizes = pip_places(pips, a_idx, rank + suits[0])
    at, ok = in_view(places, np.array(centre, np.float64), r, d, scene, covered)
    if not ok.any() or not len(scene.longer):
        return []
    # whole: a pip clipped by the card above is another shape (a heart cut by an edge is
    # a diamond's point)
    best, found = nearest_fitted(at, ok, sizes[ok], scene)
    near_a, near_b = _near(pips, rank + suits[0], rank + suits[1])
    keep: list[int] = []
    blobs: set[int] = set()
    for i in np.flatnonzero(found):
        k = int(best[i])
        if k in blobs:
            continue  # each blob once (a place is learned about twice, a hair apart)
        blobs.add(k)
        if covered is None or not covered[int(scene.centroids[k][1]),
                                          int(scene.centroids[k][0])]:  # else another card's
            keep.append(int(i))
    which = np.flatnonzero(ok)[keep]  # rows of ``places`` seen
    patches = cut_pips(scene.grey, scene.centroids[best[keep]], r, d, pips.side,
                       pip_scale(pips, sizes[which]))
    out: list[tuple[FloatArray, float, float]] = []
    for place_row, patch in zip(which, patches, strict=True):
        rows_a, rows_b = near_a[place_row], near_b[place_row]
        if not len(rows_a) or not len(rows_b):
            continue
        sa = float((pips.patches[rows_a] @ patch).max())
        sb = float((pips.patches[rows_b] @ patch).max())
        if max(sa, sb) < MIN_PIP_NCC:
            continue  # not a pip (a glyph of something else, or a pip cut by an edge)
        out.append((upright(patch, float(places[place_row][1]), pips.side), sa, sb))
    return out


def _near(pips: Pips, a: str, b: str) -> tuple[list[npt.NDArray[np.intp]],
                                               list[npt.NDArray[np.intp]]]:
    """For each distinct place of ``a``'s pips (:func:`pip_places`), the rows of ``a``'s and
    of ``b``'s pips learned there, made once per deck."""
    memo = worked_out(pips)
    hit: tuple[list[npt.NDArray[np.intp]], list[npt.NDArray[np.intp]]] | None = memo.get(
        ("near", a, b))
    if hit is not None:
        return hit
    places, _ = pip_places(pips, pip_rows(pips, a), a)
    out: tuple[list[npt.NDArray[np.intp]], list[npt.NDArray[np.intp]]] = ([], [])
    for place in places:
        for code, rows in ((a, out[0]), (b, out[1])):
            idx = pip_rows(pips, code)
            rows.append(idx[np.linalg.norm(pips.places[idx] - place, axis=1) <= PIP_NEAR_MM])
    memo[("near", a, b)] = out
    return out


def pip_suit(pips: Pips, votes: list[float], suits: tuple[str, str], rank: str) -> str | None:
    """The suit the pips' ``votes`` (:func:`pip_votes`) of a ``rank`` card settle, if they
    do: at least MIN_PIPS pips seen (one, if the card has but one: an ace), every one
    favouring the same suit and their votes summed by the learned margin
    (:attr:`Pips.margin`; :attr:`Pips.margin_one` for one pip)."""
    if not votes or len(votes) < pips_needed(pips, rank + suits[0]):
        return None
    total = sum(votes)
    bar = pips.margin_one if len(votes) == 1 else pips.margin
    if total >= bar and min(votes) > 0:
        return suits[0]
    if total <= -bar and max(votes) < 0:
        return suits[1]
    return None


def pips_needed(pips: Pips, code: str) -> int:
    """How many of a ``code`` card's pips must be seen to say its suit: MIN_PIPS, or its
    one (an ace)."""
    return min(MIN_PIPS, _place_count(pips, code))


def _place_count(pips: Pips, code: str) -> int:
    """How many places a ``code`` card has pips at, made once per deck: the most in one
    of its faces' layouts (:func:`pip_layouts`; the two faces of an ace of spades put its
    one pip, whose middle is not its centroid's, 2.5 mm apart). Within a layout, places
    within PIP_NEAR_MM are one (a deck learned before faces were kept has both faces'
    places in its one layout, a hair apart)."""
    memo = worked_out(pips)
    if ("count", code) not in memo:
        memo[("count", code)] = max(
            sum(not any(np.linalg.norm(p - q) <= PIP_NEAR_MM for q in places[:k])
                for k, p in enumerate(places))
            for places, _ in pip_layouts(pips, code))
    count: int = memo[("count", code)]
    return count


def body_shown(pips: Pips, scene: PipScene, centre: tuple[float, float],
               down: tuple[float, float], covered: Image | None) -> bool:
    """Whether a card's body is in view (a card under others in a spread shows a sliver,
    whose clipped glyphs can sit anywhere): most of the places of every number card's
    learned pips (BODY_SHOWN), none under another card found. Arguments as
    :func:`pip_votes`."""
    memo = worked_out(pips)
    if "every" not in memo:
        memo["every"] = pip_places(pips, np.array([c[0] in NUMBER_RANKS for c in pips.codes],
                                               np.bool_), "")[0]
    every = memo["every"]
    r, d = card_axes(down)
    return bool(in_view(every, np.array(centre, np.float64), r, d, scene, covered)[1].sum()
                >= BODY_SHOWN * len(every))


def card_axes(down: tuple[float, float]) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """A card's right and down axes (unit vectors, pixels) from its index's down."""
    d = np.array(down, np.float64)
    return np.array([d[1], -d[0]]), d


def pip_layouts(pips: Pips, code: str) -> list[tuple[npt.NDArray[Any], npt.NDArray[Any]]]:
    """The places (and sizes) of ``code``'s pips, one layout per learned face of the card
    (:attr:`Pips.faces`): a 7's middle pip is above the centre seen from one index and
    below it from the other, never both. Decks learned before faces were kept: one
    layout, every place of both faces."""
    rows = pip_rows(pips, code)
    if not len(pips.faces):
        return [pip_places(pips, rows, code)]
    return [pip_places(pips, rows[pips.faces[rows] == face], f"{code} face {face}")
            for face in np.unique(pips.faces[rows])]


def _fitted(at: npt.NDArray[Any], view: npt.NDArray[np.bool_], scene: PipScene,
            ) -> npt.NDArray[Any]:
    """Places ``at`` (image points; those in ``view`` count) moved by the turn and shift
    that best lay them on the pip-sized blobs nearest them, within ALIGN_NEAR_MM (least
    squares, two blobs or more); unmoved if that moves them more than ALIGN_SHIFT_MM or
    turns them more than ALIGN_TURN."""
    if not len(scene.centroids):
        return at
    dist = np.linalg.norm(at[:, None, :] - scene.centroids[None, :, :], axis=2)
    best = np.argmin(dist, axis=1)
    use = view & (dist[np.arange(len(at)), best] <= ALIGN_NEAR_MM * scene.ppm)
    if len(np.unique(best[use])) < 2:
        return at
    src, dst = at[use], scene.centroids[best[use]].astype(np.float64)
    ms, md = src.mean(axis=0), dst.mean(axis=0)
    u, _, vt = np.linalg.svd((src - ms).T @ (dst - md))
    turn = vt.T @ np.diag([1.0, float(np.sign(np.linalg.det(vt.T @ u.T)))]) @ u.T
    moved: npt.NDArray[Any] = (at - ms) @ turn.T + md
    if (abs(np.arctan2(turn[1, 0], turn[0, 0])) > ALIGN_TURN
            or np.linalg.norm(moved[view] - at[view], axis=1).max() > ALIGN_SHIFT_MM * scene.ppm):
        return at
    return moved
