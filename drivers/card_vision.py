"""Read card indices in an image of the table plane.

Cards are found by their corner index, not by their outline, because in a spread only the
edge of each covered card shows: ink blobs on white card are paired (a rank part above a
suit at the learned distance), each pair fixes the index's turn, the index is cut out
upright and correlated with this deck's learned indices. The learned offset from the
index to the card's centre gives one position per card, so the two indices of an
uncovered card agree and are merged. Learning (``calibration.learn``) cuts its templates
with these same functions, so what is learned is what is seen.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import cv2
import numpy as np
import numpy.typing as npt

from drivers.camera_calibration import BLUR_STEPS, CardTemplates, Pips, worked_out
from drivers.card_pips import (
    NUMBER_RANKS,
    PipScene,
    pip_contradicts,
    pip_layout,
    pip_scene,
    pip_suit,
    pip_votes,
)

# OpenCV hands back arrays typed loosely; images are 8-bit, labels 32-bit, in practice
Image = npt.NDArray[Any]
FloatArray = npt.NDArray[np.float32]
T = TypeVar("T")

MERGE_MM = 9.0  # two reads of one card put its centre this close
# and they are its two corner indices, turned half round from each other: the cosine of
# the angle between their rank-to-suit directions is below this (within about 25 degrees)
OPPOSITE_COS = -0.9
# A spade and a club differ only in outline. A black suit is not sure when less than this
# share of its glyph's learned area is left at the ink threshold (soft and dim: the far
# side of a soft frame): a confident-looking read may be the other suit.
MIN_BLACK_FULLNESS = 0.7
# Nor is it sure from a soft index unless its suit wins by more than min_suit_margin: from
# each (step of BLUR_STEPS, margin) here on, by that margin per index seen (from 1.0 pixel
# of the table image, 1.2; from 1.5 pixels, 1.5). Per index, not summed as other evidence
# is: a card's two indices are equally soft, and a soft club looks like a spade in both
# (an uncovered Ac on the far side won by 1.08 and 1.44 and was read As). A suit that is
# not sure is left to the rest of the table (drivers.card_detect.one_deck). Tuned on
# validation seeds 11 and 13-19 (with one_deck they cost 0.14% of cards there and leave
# no wrong read) and on the wrong reads of seeds 27, 29, 33 and 46: clubs read as spades
# by 0.89-1.44 per index, at 1.25-1.75 pixels.
SOFT_BLACK_MARGINS = ((4, 1.2), (6, 1.5))
PAPER_MIN = 40  # grey level below which nothing counts as white card
INK_LEVEL = 0.66  # a pixel is ink when darker than this share of the paper's level
# A thin stroke under blur never gets that dark: its glyph breaks or vanishes at
# INK_LEVEL. Off the cards the first look found, the reader looks again with ink up to
# this share of the paper's level (see find_indices); what it accepts is unchanged.
LIGHT_INK_LEVEL = 0.8
# Ink is looked for in the red channel lifted by this share of the paper's level, where
# that is darker than the green: black, red, paper and glare are about as bright in red
# as in green or brighter (noise of either channel never reaches it), a four-colour
# deck's green ink is 0.56 of the paper in green and 0.12 in red
RED_LIFT = 0.2
# A number card's suit read by less than this many times the margin it needs is checked
# against its pips (drivers.card_pips); one read surer is not (the time it takes).
PIP_CHECK_BELOW = 3.0
PIPS_OVERRULE = 2.0  # pips summed this many times their margin overrule such a suit


@dataclass(frozen=True)
class InkMap:
    """What one pass over an image finds: grey level, ink blobs and where card is."""

    grey: Image  # green channel: black and red ink are both dark in it
    red: Image  # red channel, to tell red ink from black
    paper: Image  # the local level of white card in the green channel
    labels: npt.NDArray[Any]  # int32 blob number of each pixel
    stats: npt.NDArray[Any]  # int32 connectedComponentsWithStats rows
    centroids: npt.NDArray[Any]  # float64
    card_mask: Image  # 255 where white card (filled, glyphs included), grown 2 pixels
    card_fill: Image  # the same, not grown: its edges are the cards' edges
    labelled: int = 0  # the first this many rows of stats are blobs in labels (the rest split)
    blue: Image | None = None  # blue channel, to tell a four-colour deck's inks apart
    where: Image | None = None  # 255 where ink may be: on card (grown), not felt
    # what ink is found in, against ``paper``: the green channel, or the red lifted by
    # RED_LIFT where that is darker (see ink_map)
    seg: Image | None = None


def ink_map(img: Image, min_card_px: float, card_mask: Image | None = None,
            split_over_px: float | None = None, level: float = INK_LEVEL,
            like: InkMap | None = None, thin_area_px: float = 0.0,
            read: Image | None = None) -> InkMap:
    """Segment white card and the ink on it.

    White is bright and unsaturated (felt is saturated however it is lit; glare adds
    white light, so the felt stays saturated under it). Ink is darker than the local
    paper, measured on a shrunken copy so uneven light and glare cancel, and not felt;
    darker in the green channel (black and red ink are dark in it) or, where the red
    channel is far darker than the green (RED_LIFT), in that: a four-colour deck's green
    ink is light in the green channel. Along a card's edge, where the felt's own colour
    is blurred in, in the green channel alone.

    In a spread, a covered card's pip can show right beside the next card's index, and a
    soft camera merges them. Blobs longer than ``split_over_px`` are thresholded again
    darker; each part found is grown back over the blob (see :func:`_split_blob`) and
    added as a blob of its own (not in ``labels``).

    Ink is what is darker than ``level`` times the paper's level. ``like``: this image's
    map at another level, whose card, paper and felt are taken as they are.
    ``thin_area_px``: a long blob no larger than this whose darker parts do not come
    apart is thinned to find where it parts (see :func:`_split_blob`). ``read``: 255
    over cards read already; a blob centred there is not split (it is not looked at).
    """
    if like is not None and like.where is not None and like.seg is not None:
        dark = cv2.compare(like.seg, cv2.convertScaleAbs(like.paper, alpha=level), cv2.CMP_LT)
        return _blobs(cv2.bitwise_and(dark, like.where), like.grey, like.red, like.paper,
                      like.card_mask, like.card_fill, like.blue, like.where, split_over_px,
                      thin_area_px, read, like.seg)
    b, g, r = cv2.split(img)[:3]
    hi = cv2.max(cv2.max(b, g), r)
    lo = cv2.min(cv2.min(b, g), r)
    if card_mask is None:
        white = cv2.compare(cv2.subtract(hi, lo), cv2.convertScaleAbs(hi, alpha=0.3), cv2.CMP_LT)
        white = cv2.bitwise_and(white, cv2.threshold(lo, PAPER_MIN, 255, cv2.THRESH_BINARY)[1])
        contours, _ = cv2.findContours(white, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        keep = [c for c in contours if cv2.contourArea(c) >= min_card_px]
        card_fill = np.zeros_like(g)
        cv2.drawContours(card_fill, keep, -1, 255, -1)
        grown = cv2.dilate(card_fill, np.ones((5, 5), np.uint8))
    else:
        card_fill = grown = card_mask
    paper = _paper_level(g)
    seg = cv2.min(g, cv2.add(r, cv2.convertScaleAbs(paper, alpha=RED_LIFT)))
    if card_mask is None:
        # along a card's edge the felt, blurred in, darkens the red channel far more
        # than the green (which its green light keeps bright)
        cv2.copyTo(g, cv2.bitwise_not(cv2.erode(card_fill, np.ones((5, 5), np.uint8))), seg)
    # (the paper's level is the green's: paper is as bright in the lifted red or more)
    dark = cv2.compare(seg, cv2.convertScaleAbs(paper, alpha=level), cv2.CMP_LT)
    # green felt: G well above both R and B
    greenish = cv2.compare(g, cv2.convertScaleAbs(cv2.max(r, b), alpha=1.25, beta=6),
                           cv2.CMP_GT)
    # felt shows only along the cards' edges (the grown band); inside a card, green is
    # ink (a four-colour deck's clubs)
    felt = cv2.bitwise_and(greenish, cv2.bitwise_not(card_fill)) if card_mask is None else (
        cv2.bitwise_and(greenish, cv2.bitwise_not(cv2.erode(card_fill, np.ones((5, 5), np.uint8)))))
    where = cv2.bitwise_and(grown, cv2.bitwise_not(felt))
    return _blobs(cv2.bitwise_and(dark, where), g, r, paper, grown, card_fill, b, where,
                  split_over_px, thin_area_px, read, seg)


def _paper_level(channel: Image) -> Image:
    """The local level of white card in one channel: the brightest nearby, on a copy
    shrunk four times (glyphs vanish in it; uneven light and glare do not)."""
    h, w = channel.shape
    small = cv2.resize(channel, (max(1, w // 4), max(1, h // 4)), interpolation=cv2.INTER_AREA)
    out: Image = cv2.resize(cv2.dilate(small, np.ones((5, 5), np.uint8)), (w, h),
                            interpolation=cv2.INTER_LINEAR)
    return out


def _blobs(ink: Image, g: Image, r: Image, paper: Image, grown: Image, card_fill: Image,
           b: Image | None, where: Image, split_over_px: float | None,
           thin_area_px: float = 0.0, read: Image | None = None,
           seg: Image | None = None) -> InkMap:
    """The :class:`InkMap` of an ink mask (see :func:`ink_map`)."""
    labelled, labels, stats, centroids = cv2.connectedComponentsWithStats(ink, connectivity=8)
    if split_over_px is not None:
        # (three times that is a picture's frame or a line of the layout, not glyphs)
        longer = np.maximum(stats[1:, 2], stats[1:, 3])
        big = np.flatnonzero((longer > split_over_px) & (longer <= 3 * split_over_px)) + 1
        if read is not None and len(big):
            h, w = read.shape[:2]
            at = np.rint(centroids[big]).astype(np.intp)
            big = big[read[np.clip(at[:, 1], 0, h - 1), np.clip(at[:, 0], 0, w - 1)] == 0]
        if len(big):
            more_stats, more_centroids = [stats], [centroids]
            deep = cv2.compare(g if seg is None else seg,
                               cv2.convertScaleAbs(paper, alpha=0.45), cv2.CMP_LT)
            for lab in big:
                # thinned only if as small as a rank run into its suit
                parts = _split_blob(deep, labels, stats[lab], int(lab), bool(
                    max(stats[lab][2], stats[lab][3]) <= 1.6 * split_over_px
                    and stats[lab][4] <= thin_area_px))
                if parts is not None:
                    more_stats.append(parts[0])
                    more_centroids.append(parts[1])
            stats = np.concatenate(more_stats)
            centroids = np.concatenate(more_centroids)
    return InkMap(g, r, paper, labels, stats, centroids, grown, card_fill, labelled, b, where,
                  seg)


SPLIT_SEED_PX = 4  # a darker part smaller than this is a speck, not a glyph of its own
SPLIT_ERODE = 2  # times the darker parts of a long blob are thinned to find where it parts
SPLIT_JOIN_MAX = 4  # a blob parted in up to this many: its touching parts are also joined
_CROSS = cv2.getStructuringElement(cv2.MORPH_CROSS, (3, 3))


def _split_blob(deep: Image, labels: npt.NDArray[Any], stat: npt.NDArray[Any], lab: int,
                thin: bool = True) -> tuple[npt.NDArray[Any], npt.NDArray[Any]] | None:
    """The glyphs a long blob is made of: its darker parts, each grown back over the blob
    (every pixel of the blob goes to the nearest part), so each has the size and centroid
    it would have had on its own; stats and centroids as connectedComponentsWithStats
    gives them, in image coordinates. A blob parted in three or more (up to
    SPLIT_JOIN_MAX) also gives each two touching parts joined: one glyph's thin stroke
    may have parted too. None if the blob does not come apart."""
    x, y, bw, bh, _ = stat
    mine = (labels[y: y + bh, x: x + bw] == lab).view(np.uint8) * 255
    part = cv2.bitwise_and(deep[y: y + bh, x: x + bw], mine)
    for _ in range(SPLIT_ERODE + 1 if thin else 1):
        n, plab, pst, _ = cv2.connectedComponentsWithStats(part, connectivity=8)
        seeds = np.flatnonzero(pst[1:, cv2.CC_STAT_AREA] >= SPLIT_SEED_PX) + 1
        if len(seeds) >= 2:
            break
        # a jumbo index's rank and suit, 1 mm apart, can run together even in their
        # darker cores under blur: thinner cores may part where the neck is
        part = cv2.erode(part, _CROSS)
    if len(seeds) < 2:
        return None
    seed_no = np.full(n, -1, np.intp)
    seed_no[seeds] = np.arange(len(seeds))
    of_seed = seed_no[plab]
    keep = of_seed >= 0
    # nearest part of every pixel: the label of the nearest zero of the inverted seeds
    _, near = cv2.distanceTransformWithLabels(
        np.where(keep, 0, 255).astype(np.uint8), cv2.DIST_L2, 3,
        labelType=cv2.DIST_LABEL_CCOMP)
    part_of = np.full(int(near.max()) + 1, -1, np.intp)  # a zero component -> its part
    part_of[near[keep]] = of_seed[keep]
    yy, xx = np.nonzero(mine)
    owner = part_of[near[yy, xx]]
    groups: list[npt.NDArray[np.bool_]] = [owner == k for k in range(len(seeds))]
    if 3 <= len(seeds) <= SPLIT_JOIN_MAX:
        # three parts or more: a thin stroke of one glyph may have parted it too (a jumbo
        # 2's neck under blur), so two touching parts are also tried as one glyph
        where = np.full((bh, bw), -1, np.intp)
        where[yy, xx] = owner
        pairs: set[tuple[int, int]] = set()
        for a, b in ((where[:, :-1], where[:, 1:]), (where[:-1, :], where[1:, :])):
            meet = (a >= 0) & (b >= 0) & (a != b)
            pairs.update(zip(np.minimum(a, b)[meet].tolist(), np.maximum(a, b)[meet].tolist(), strict=True))
        groups += [groups[a] | groups[b] for a, b in sorted(pairs)]
    out_stats, out_centroids = [], []
    for sel in groups:
        px, py = xx[sel], yy[sel]
        out_stats.append([x + px.min(), y + py.min(), px.max() - px.min() + 1,
                          py.max() - py.min() + 1, len(px)])
        out_centroids.append([x + px.mean(), y + py.mean()])
    return (np.array(out_stats, dtype=stat.dtype).reshape(-1, 5),
            np.array(out_centroids, np.float64).reshape(-1, 2))


def redness(ink: InkMap, labels: npt.NDArray[np.intp]) -> npt.NDArray[np.float32]:
    """(R - G) at each blob's centroid (3x3 mean), over the paper's level there: near 0
    for black ink however soft or lit, well above for red (less when soft, as the paper
    shows through). A suit glyph is solid, so its centroid is on ink."""
    h, w = ink.grey.shape
    c = np.rint(ink.centroids[labels]).astype(np.intp)
    xs = np.clip(c[:, 0, None] + np.array([-1, 0, 1]), 0, w - 1)
    ys = np.clip(c[:, 1, None] + np.array([-1, 0, 1]), 0, h - 1)
    r = ink.red[ys[:, :, None], xs[:, None, :]].reshape(len(c), 9).mean(axis=1)
    g = ink.grey[ys[:, :, None], xs[:, None, :]].reshape(len(c), 9).mean(axis=1)
    paper = ink.paper[c[:, 1].clip(0, h - 1), c[:, 0].clip(0, w - 1)].astype(np.float32)
    out: npt.NDArray[np.float32] = ((r - g) / (paper + 1.0)).astype(np.float32)
    return out


def suit_chroma(ink: InkMap, labels: npt.NDArray[np.intp]) -> npt.NDArray[np.float32]:
    """(R - G, B - G) at each blob's centroid (3x3 mean) over the paper's level there, as
    :func:`redness`: (n, 2). Black ink is near (0, 0); each colour of a four-colour deck
    points its own way, fading towards 0 when soft."""
    h, w = ink.grey.shape
    c = np.rint(ink.centroids[labels]).astype(np.intp)
    xs = np.clip(c[:, 0, None] + np.array([-1, 0, 1]), 0, w - 1)
    ys = np.clip(c[:, 1, None] + np.array([-1, 0, 1]), 0, h - 1)
    blue = ink.blue if ink.blue is not None else ink.grey

    def mean(ch: Image) -> npt.NDArray[np.float32]:
        out: npt.NDArray[np.float32] = ch[ys[:, :, None], xs[:, None, :]].reshape(
            len(c), 9).mean(axis=1).astype(np.float32)
        return out

    g = mean(ink.grey)
    paper = ink.paper[c[:, 1].clip(0, h - 1), c[:, 0].clip(0, w - 1)].astype(np.float32) + 1
    return np.stack([(mean(ink.red) - g) / paper, (mean(blue) - g) / paper], axis=1)


def ink_chroma(ink: InkMap, blob: int) -> tuple[float, float]:
    """:func:`ink_hue` for both (R - G) and (B - G): the ink's own colour, however thin
    or soft its strokes."""
    x, y, bw, bh, _ = ink.stats[blob]
    g = ink.grey[y: y + bh, x: x + bw].astype(np.float32)
    paper = ink.paper[y: y + bh, x: x + bw].astype(np.float32)
    mine = _pixels_of(ink, blob)
    dark = max(float(np.maximum(paper - g, 0.0)[mine].sum()), 1.0)
    blue = ink.blue if ink.blue is not None else ink.grey
    red = ink.red[y: y + bh, x: x + bw].astype(np.float32)[mine] - g[mine]
    bl = blue[y: y + bh, x: x + bw].astype(np.float32)[mine] - g[mine]
    return float(red.sum() / dark), float(bl.sum() / dark)


def _pixels_of(ink: InkMap, blob: int) -> npt.NDArray[np.bool_]:
    """A blob's pixels within its bounding box: its label's; for a blob split off a
    larger one (not in ``ink.labels``), the darkest pixels there (those it was split by)."""
    x, y, bw, bh, _ = ink.stats[blob]
    if blob < ink.labelled:
        mine: npt.NDArray[np.bool_] = ink.labels[y: y + bh, x: x + bw] == blob
        return mine
    seg = ink.seg if ink.seg is not None else ink.grey
    out: npt.NDArray[np.bool_] = (seg[y: y + bh, x: x + bw].astype(np.float32)
                                  < 0.45 * ink.paper[y: y + bh, x: x + bw].astype(np.float32))
    return out


COLOUR_SHARE = 0.35  # of its learned colour a glyph must show to be of that colour


def colour_group(chroma: npt.NDArray[np.float32], centres: npt.NDArray[np.float32],
                 ) -> npt.NDArray[np.intp]:
    """The colour group of each glyph's chroma (n, 2), given each group's learned chroma
    (g, 2): the coloured group it shows COLOUR_SHARE or more of (the most), else the group
    nearest black. Soft ink fades towards the paper, so towards black: a glyph is only
    called coloured on clear evidence."""
    norm2 = np.maximum((centres ** 2).sum(axis=1), 1e-6)
    blackest = int(np.argmin(norm2))
    share = (chroma @ centres.T) / norm2[None, :]
    share[:, blackest] = -np.inf
    best = np.argmax(share, axis=1)
    out: npt.NDArray[np.intp] = np.where(
        share[np.arange(len(chroma)), best] > COLOUR_SHARE, best, blackest)
    return out


def ink_hue(ink: InkMap, blob: int) -> float:
    """The colour of a blob's ink, however thin or soft its strokes: (R - G) over how
    much darker than the paper it is, summed over the blob's pixels. Ink covering a pixel
    by a share ``a`` darkens its green by ``a`` times the paper's less the ink's, and
    raises R - G by ``a`` times the ink's own R - G: the ratio is the ink's, near 0 for
    black, about 0.75 for red, whatever the share. Blobs split off a larger one (not in
    ``ink.labels``) are measured on their darkest pixels."""
    x, y, bw, bh, _ = ink.stats[blob]
    g = ink.grey[y: y + bh, x: x + bw].astype(np.float32)
    paper = ink.paper[y: y + bh, x: x + bw].astype(np.float32)
    mine = _pixels_of(ink, blob)
    dark = np.maximum(paper - g, 0.0)[mine]
    red = ink.red[y: y + bh, x: x + bw].astype(np.float32)[mine] - g[mine]
    return float(red.sum() / max(float(dark.sum()), 1.0))


def index_frames(suits: FloatArray, ranks: FloatArray) -> tuple[FloatArray, FloatArray]:
    """For each (rank centroid, suit centroid) pair, the index frame's unit axes: ``down``
    points from rank to suit, ``right`` is down turned a quarter to the left."""
    d = suits - ranks
    down = d / np.maximum(np.linalg.norm(d, axis=1, keepdims=True), 1e-6)
    right = np.stack([down[:, 1], -down[:, 0]], axis=1)
    return right.astype(np.float32), down.astype(np.float32)


def cut_patches(grey: Image, suits: FloatArray, right: FloatArray, down: FloatArray,
                patch_size: tuple[int, int], anchor: tuple[float, float],
                rank_rows: int, to_source: npt.NDArray[np.float64] | None = None) -> FloatArray:
    """Cut every index out upright (suit centroid at ``anchor``) in one remap; see
    :func:`normalise` for what the rows hold.

    ``suits``, ``right`` and ``down`` are in the table-plane image. With ``to_source``, the
    homography from there to ``grey``'s pixels, the patches are cut straight from
    ``grey``, the camera frame, bicubically: the index is interpolated once, not once into
    the table plane and again into the patch. Each bilinear interpolation softens a glyph
    a little, and on the far side of a soft frame a spade and a club differ by little
    more than that."""
    pw, ph = patch_size
    ax, ay = anchor
    k = len(suits)
    if k == 0:
        return np.zeros((0, pw * ph), np.float32)
    u = (np.arange(pw, dtype=np.float32) - ax)[None, None, :]
    v = (np.arange(ph, dtype=np.float32) - ay)[None, :, None]
    mx = suits[:, 0, None, None] + right[:, 0, None, None] * u + down[:, 0, None, None] * v
    my = suits[:, 1, None, None] + right[:, 1, None, None] * u + down[:, 1, None, None] * v
    if to_source is not None:
        pts = np.asarray(cv2.perspectiveTransform(
            np.stack([mx, my], axis=-1).reshape(-1, 1, 2).astype(np.float32), to_source),
            np.float32)
        mx, my = pts[:, 0, 0], pts[:, 0, 1]
    mx = np.ascontiguousarray(mx).reshape(k * ph, pw)
    my = np.ascontiguousarray(my).reshape(k * ph, pw)
    step = 30000 // ph * ph  # remap's maps are at most 32767 rows
    out = np.concatenate([
        cv2.remap(grey, mx[i: i + step], my[i: i + step],
                  cv2.INTER_LINEAR if to_source is None else cv2.INTER_CUBIC,
                  borderMode=cv2.BORDER_REPLICATE)
        for i in range(0, k * ph, step)
    ])
    return normalise(out.reshape(k, ph * pw).astype(np.float32), rank_rows * pw)


def normalise(rows: FloatArray, split: int) -> FloatArray:
    """Make the rank part (the first ``split`` values) and the suit part of each row each
    zero-mean with norm 1/sqrt(2): a row's dot product with a template is then the mean of
    the two parts' correlations, so the small suit counts as much as the rank."""
    out = np.empty_like(rows, dtype=np.float32)
    for part in (slice(0, split), slice(split, rows.shape[1])):
        x = rows[:, part] - rows[:, part].mean(axis=1, keepdims=True)
        norm = np.linalg.norm(x, axis=1, keepdims=True) * math.sqrt(2.0)
        out[:, part] = x / np.maximum(norm, 1e-6)
    return out


def _glyph_sized(stats: npt.NDArray[Any], cards: CardTemplates,
                 ) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
    """Which blobs may be a suit and which a rank, by their size: :func:`_size_ok`, and
    more than half the area of some learned glyph (less fits no template: see
    find_indices' ``fits``; said here, the specks are not paired at all)."""
    ppm = cards.px_per_mm
    area = stats[:, cv2.CC_STAT_AREA] / (ppm * ppm)
    geo = cards.geometry
    ok_suit = _size_ok(stats, *cards.suit_size_mm, ppm) & (area > 0.5 * geo[:, 4].min())
    ok_rank = _size_ok(stats, *cards.rank_size_mm, ppm) & (area > 0.5 * geo[:, 3].min())
    ok_suit[0] = ok_rank[0] = False  # label 0 is the background
    return ok_suit, ok_rank


def _size_ok(stats: npt.NDArray[Any], lo_mm: float, hi_mm: float,
             ppm: float) -> npt.NDArray[np.bool_]:
    longer = np.maximum(stats[:, cv2.CC_STAT_WIDTH], stats[:, cv2.CC_STAT_HEIGHT]) / ppm
    area = stats[:, cv2.CC_STAT_AREA] / (ppm * ppm)
    ok: npt.NDArray[np.bool_] = (longer >= 0.7 * lo_mm) & (longer <= 1.45 * hi_mm + 2.5) & (
        area >= 0.12 * lo_mm * lo_mm)
    return ok


@dataclass(frozen=True, slots=True)
class IndexRead:
    """One card read in a table-plane image (pixels of that image)."""

    code: str
    score: float
    center: tuple[float, float]
    suit_label: int
    rank_label: int
    softness: float  # of the card's sharpest index seen, pixels of the image (see softness)
    suit_margin: float = math.inf  # by how much its suit beat the other of its colour
    # False: the rank and the colour are sure but the suit is not; ``code`` is the likelier
    # of the colour's two suits and ``other`` the other (see drivers.card_detect.one_deck)
    sure: bool = True
    other: str = ""
    # the card's pips, not its index alone, made it sure (its rank or its suit): such
    # cards are the softest read, and do not count towards the frame's focus
    by_pips: bool = False


@dataclass(frozen=True, slots=True)
class IndexSeen:
    """One corner index found in a table-plane image, before it is decided what it reads."""

    pair: int  # row of the (rank, suit) pair
    template: int  # the best-matching rank part's template
    score: float  # rank and suit correlation with the best template
    rank_margin: float  # best rank part's correlation less the best other rank's
    softness: int  # how soft the rank part is: the step of BLUR_STEPS that fits it best
    votes: FloatArray  # suit discriminant per suit (Suit order); -inf for the other colour
    center: tuple[float, float]
    suit_label: int
    rank_label: int
    suit_patch: FloatArray
    rank_patch: FloatArray
    rank_hue: float = 0.0  # :func:`ink_hue` of the rank part: near 0 black, well above red
    # the rank's pairwise discriminant against each rank (RANK_ORDER; +inf against its
    # own): see CardTemplates.rank_pair_weights; empty if the templates have none
    rank_votes: FloatArray = field(default_factory=lambda: np.zeros(0, np.float32))
    # the suit glyph's area at the ink threshold over that of this rank's learned glyphs of
    # its colour: well below 1, little of a soft or dim glyph is left to tell its shape by
    suit_fullness: float = 1.0
    # unit direction down the card (from the rank to the suit, turned by index_tilts)
    down: tuple[float, float] = (0.0, 1.0)
    # ``score`` again, of the cut the index is decided by (its card's frame, from the
    # camera frame) against the templates cut so, of its colour
    decided_score: float = 0.0


Source = tuple[Image, npt.NDArray[np.float64]]  # a camera frame's green, table plane -> it


def find_indices(img: Image, cards: CardTemplates, source: Source | None = None,
                 inks: list[InkMap] | None = None) -> list[IndexSeen]:
    """Every corner index in a table-plane image at ``cards.px_per_mm``, surest first.
    With ``source`` (the green channel of the frame ``img`` was warped from, and the
    homography from ``img`` to it), indices are cut from the frame (:func:`cut_patches`).

    Two looks: ink at INK_LEVEL, then at LIGHT_INK_LEVEL (a thin stroke under blur
    breaks or vanishes at INK_LEVEL) off the cards the first found; an index found only
    by the second is added where the first found none. Both decide what they accept
    alike (the same templates, correlations and margins). ``inks``: the first look's
    :class:`InkMap` is appended to it."""
    ppm = cards.px_per_mm
    cw, chh = cards.card_size_mm
    min_card = 0.3 * cw * chh * ppm * ppm
    split_over, thin_area = split_sizes(cards.rank_size_mm[1], cards.geometry, ppm)
    ink = ink_map(img, min_card, split_over_px=split_over, thin_area_px=thin_area)
    if inks is not None:
        inks.append(ink)  # the caller looks at the cards' pips in it
    if len(ink.stats) <= 1:
        return []
    ok_suit, ok_rank = _glyph_sized(ink.stats, cards)
    found = _find(ink, cards, source, ok_suit.copy(), ok_rank.copy())
    h, w = img.shape[:2]
    read = _cards_of(found, cards, (h, w)) if found else None
    light = ink_map(img, min_card, split_over_px=split_over, level=LIGHT_INK_LEVEL, like=ink,
                    thin_area_px=thin_area, read=read)
    l_suit, l_rank = _glyph_sized(light.stats, cards)
    cx = np.clip(np.rint(light.centroids[:, 0]).astype(np.intp), 0, w - 1)
    cy = np.clip(np.rint(light.centroids[:, 1]).astype(np.intp), 0, h - 1)
    if read is not None:
        done = read[cy, cx] != 0
        l_suit &= ~done
        l_rank &= ~done
    more = _find(light, cards, source, l_suit, l_rank) if l_rank.any() else []
    return found + [m for m in more
                    if all(math.dist(m.center, f.center) >= MERGE_MM * ppm for f in found)]


def split_sizes(rank_mm: float, geometry: FloatArray, ppm: float) -> tuple[float, float]:
    """The ``split_over_px`` and ``thin_area_px`` of :func:`ink_map` for a deck whose
    tallest rank glyph is ``rank_mm`` and whose templates measure ``geometry``
    (GEOMETRY_COLUMNS), at ``ppm``: a blob longer than 1.15 of that rank is looked at for
    glyphs run together; one no larger than the largest rank and suit learned, with some
    to spare, is thinned to find where they part."""
    return (1.15 * rank_mm * ppm,
            1.3 * float(geometry[:, 3].max() + geometry[:, 4].max()) * ppm * ppm)


def _find(ink: InkMap, cards: CardTemplates, source: Source | None,
          ok_suit: npt.NDArray[np.bool_], ok_rank: npt.NDArray[np.bool_]) -> list[IndexSeen]:
    """:func:`find_indices` in one ink map, pairing the blobs ``ok_suit`` and ``ok_rank``
    allow as suit and rank."""
    ppm = cards.px_per_mm
    stats = ink.stats
    suit_ids = np.flatnonzero(ok_suit)
    rank_ids = np.flatnonzero(ok_rank)
    if len(suit_ids) == 0 or len(rank_ids) == 0:
        return []
    cs = ink.centroids[suit_ids].astype(np.float32)
    cr = ink.centroids[rank_ids].astype(np.float32)
    dist = np.linalg.norm(cs[:, None, :] - cr[None, :, :], axis=2) / ppm
    lo, hi = cards.pair_distance_mm
    si, ri = np.nonzero((dist >= 0.85 * lo - 1.0) & (dist <= 1.15 * hi + 1.0))
    keep = suit_ids[si] != rank_ids[ri]
    si, ri = si[keep], ri[keep]
    if len(si) == 0:
        return []
    right, down = index_frames(cs[si], cr[ri])
    patches = cut_patches(ink.grey, cs[si], right, down, cards.patch_size, cards.suit_anchor,
                          cards.rank_rows)
    split = cards.rank_rows * cards.patch_size[0]
    rank_ncc = 2 * patches[:, :split] @ cards.patches[:, :split].T
    scores = (rank_ncc + 2 * patches[:, split:] @ cards.patches[:, split:].T) / 2
    # a pair must look like the template and also measure like it
    geo = cards.geometry
    area = stats[:, cv2.CC_STAT_AREA].astype(np.float32) / (ppm * ppm)
    d_obs = dist[si, ri][:, None]
    fits = np.abs(d_obs - geo[None, :, 2]) <= 0.12 * geo[None, :, 2] + 1.0
    rank_area, suit_area = area[rank_ids[ri]], area[suit_ids[si]]
    for obs, col in ((rank_area, 3), (suit_area, 4)):
        ratio = obs[:, None] / geo[None, :, col]
        fits &= (ratio > 0.5) & (ratio < 2.0)
    # the rank outweighs the suit about as much as in some template of its rank (blur and
    # light change both alike); two pips one above the other weigh the same: no index
    ratio = (rank_area / suit_area)[:, None] / (geo[None, :, 3] / geo[None, :, 4])
    weighs_like = (ratio > 1 / 1.55) & (ratio < 1.55)
    # colour: a red suit glyph can only be a heart or a diamond
    # (with a deck of more colours than red and black: the colour group, see
    # CardTemplates.colour_groups)
    cand_red: npt.NDArray[Any] = redness(ink, suit_ids[si]) > cards.redness_threshold
    groups = cards.group_chroma.size > 0
    suit_group = np.asarray(cards.colour_groups)
    if groups:
        cand_red = colour_group(suit_chroma(ink, suit_ids[si]), cards.group_chroma[:, :2])
    template_group = suit_group[_template_suits(cards)] if groups else cards.red
    # the rank: the best-matching rank part among every suit's templates (the glyph is
    # the same in all four suits, and one poor learning image is outvoted)
    rank_ncc[~fits] = -1.0
    rank_fits = fits.copy()
    rank_pick = rank_ncc.argmax(axis=1)
    template_ranks = _template_ranks(cards)
    bank = blur_bank(cards)
    fits &= cand_red[:, None] == template_group[None, :]
    scores[~fits] = -1.0
    best = scores.argmax(axis=1)
    best_score = scores[np.arange(len(best)), best]
    order = np.argsort(-best_score)
    picked: list[tuple[int, int, float, FloatArray, int, int, float, float, FloatArray,
                       tuple[FloatArray, FloatArray]]] = []
    tilt = index_tilts(cards)
    used: set[int] = set()
    # the median suit area of each rank's learned glyphs of a colour: (rank, colour) ->
    suit_areas: dict[tuple[int, int], float] = {}
    for k in order:
        score = float(best_score[k])
        if score < cards.min_score:
            break
        s_lab, r_lab = int(suit_ids[si[k]]), int(rank_ids[ri[k]])
        if s_lab in used or r_lab in used:
            continue
        j = int(rank_pick[k])
        same = template_ranks == template_ranks[j]
        if not weighs_like[k, same].any():
            continue
        off = geo[j, :2] * ppm
        c = cs[si[k]] + right[k] * off[0] + down[k] * off[1]
        # the card's own axes: a 10's rank part ("1" or "0") is off to one side of
        # its suit, so the rank-to-suit direction is turned from the card's
        card_right, card_down = turned_frame(right[k], down[k], float(tilt[j]))
        if not _card_lies_there(ink.card_fill, c, card_right, card_down, cards):
            continue
        # rank and suit are printed in one ink: a red rank over a black suit is two cards
        if groups:
            hue = ink_chroma(ink, r_lab)[0]
            rank_colour = colour_group(np.array([ink_chroma(ink, r_lab)], np.float32),
                                       cards.group_chroma[:, 2:])[0]
            if rank_colour != cand_red[k]:
                continue
        else:
            hue = ink_hue(ink, r_lab)
            if (hue > cards.rank_hue_threshold) != bool(cand_red[k]):
                continue
        used.update((s_lab, r_lab))
        key = (int(template_ranks[j]), int(cand_red[k]))
        if key not in suit_areas:
            kin = same & (template_group == cand_red[k])
            suit_areas[key] = float(np.median(geo[kin, 4])) if kin.any() else 0.0
        full = float(area[s_lab] / suit_areas[key]) if suit_areas[key] else 1.0
        # the frame the index is decided in (see CardTemplates.card_patches)
        picked.append((int(k), j, score, c, s_lab, r_lab, hue, full, card_down, turned_frame(
            right[k], down[k], float(cards.card_turns[j]) if cards.card_turns.size else 0.0)))
    if not picked:
        return []
    # every pairing was cut from the table-plane image (fast) to find the indices; the few
    # found are weighed from a cut straight from the camera frame, when there is one, in
    # the card's frame when the templates to decide by were learned so
    rows = [p[0] for p in picked]
    in_card = cards.card_patches.size > 0
    if source is None and not in_card:
        cut, ncc = patches[rows], rank_ncc[rows]
    else:
        axes = ((np.array([p[9][0] for p in picked], np.float32),
                 np.array([p[9][1] for p in picked], np.float32)) if in_card
                else (right[rows], down[rows]))
        grey, to_source = source if source is not None else (ink.grey, None)
        cut = cut_patches(grey, cs[si[rows]], axes[0], axes[1], cards.patch_size,
                          cards.suit_anchor, cards.rank_rows, to_source)
        ncc = 2 * cut[:, :split] @ cards.deciding[:, :split].T
        ncc[~rank_fits[rows]] = -1.0
    suit_votes = cut[:, split:] @ cards.suit_weights + cards.suit_bias
    ranks = template_ranks[[p[1] for p in picked]]
    # how soft each index is, all at once: against the best template of its rank
    soft = softness(cut[:, :split], rank_best_template(ncc, ranks, template_ranks), bank)
    found: list[IndexSeen] = []
    for (k, j, score, c, s_lab, r_lab, hue, full, card_down, _), row, votes, patch, rank, n in zip(
            picked, ncc, suit_votes, cut, ranks, soft, strict=True):
        same = template_ranks == rank
        others = row[~same]
        margin = float(row[same].max() - (others.max() if len(others) else -1.0))
        kin = template_group == cand_red[k]
        decided = float(((row[kin] + 2 * patch[split:] @ cards.deciding[kin, split:].T) / 2).max(
            initial=-1.0))
        found.append(IndexSeen(
            k, j, score, margin, int(n),
            np.where((suit_group if groups else _RED_SUITS) == cand_red[k], votes,
                     -np.inf).astype(np.float32),
            (float(c[0]), float(c[1])), s_lab, r_lab, patch[split:], patch[:split], hue,
            rank_votes(cards, int(rank), patch[:split]), full,
            (float(card_down[0]), float(card_down[1])), decided))
    return found


def rank_best_template(ncc: npt.NDArray[Any], ranks: npt.NDArray[np.intp],
                       template_ranks: npt.NDArray[np.intp]) -> npt.NDArray[np.intp]:
    """For each row of rank-part correlations with the templates (n, templates), the
    template of the row's rank it correlates with best."""
    mine = np.where(template_ranks[None, :] == np.asarray(ranks)[:, None], ncc, -np.inf)
    out: npt.NDArray[np.intp] = np.argmax(mine, axis=1)
    return out


def _once(what: str, cards: CardTemplates, make: Callable[[], T]) -> T:
    """``make()``, worked out once per set of templates (see :func:`worked_out`)."""
    memo = worked_out(cards)
    if what not in memo:
        memo[what] = make()
    out: T = memo[what]
    return out


def turned_frame(right: FloatArray, down: FloatArray, t: float,
                 ) -> tuple[FloatArray, FloatArray]:
    """A frame's axes turned by ``t`` (radians, from ``right`` towards ``down``): an
    index frame turned by its template's tilt or turn is its card's frame."""
    c, s = math.cos(t), math.sin(t)
    return ((c * right + s * down).astype(np.float32),
            (-s * right + c * down).astype(np.float32))


def index_tilts(cards: CardTemplates) -> npt.NDArray[np.float64]:
    """How far each template's index frame is turned from its card's axes (radians,
    the turn from the index frame's ``right`` towards its ``down``): the direction from
    the card's centre in the index frame against that of most templates. Every index of a
    deck sits at the same place on its card, and for one rank part above its suit the
    frame is the card's; a 10's "1" or "0" is off to one side of its suit, so its frame
    is turned (12-18 degrees in a narrow font)."""
    return _once("tilts", cards, lambda: tilts_of(cards.geometry))


def tilts_of(geometry: FloatArray) -> npt.NDArray[np.float64]:
    """:func:`index_tilts` of templates' geometry rows (GEOMETRY_COLUMNS)."""
    if len(geometry) == 0:
        return np.zeros(0)
    angle = np.arctan2(geometry[:, 1], geometry[:, 0]).astype(np.float64)
    out: npt.NDArray[np.float64] = angle - float(np.median(angle))
    return out


FOUND_INSET_MM = 2.0  # a found card's glyphs are those this far inside its edges


def _cards_of(found: list[IndexSeen], cards: CardTemplates, shape: tuple[int, ...],
              inset: float = FOUND_INSET_MM) -> Image:
    """255 over the cards these indices imply, ``inset`` mm inside their edges: their
    pips are what most chance pairings are made of, and they are read already."""
    ppm = cards.px_per_mm
    hw = (cards.card_size_mm[0] / 2 - inset) * ppm
    hh = (cards.card_size_mm[1] / 2 - inset) * ppm
    mask = np.zeros(shape, np.uint8)
    for f in found:
        c, down = np.array(f.center), np.array(f.down)
        right = np.array([down[1], -down[0]])
        quad = [c + a * hw * right + b * hh * down for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
        cv2.fillConvexPoly(mask, np.rint(np.array(quad)).astype(np.int32), 255)
    return mask


RANK_ORDER = "23456789TJQKA"


def rank_votes(cards: CardTemplates, rank: int, rank_part: FloatArray) -> FloatArray:
    """By how much ``rank`` beats each rank on a rank part, by the pairwise discriminants
    (:attr:`CardTemplates.rank_pair_weights`; +inf against itself); empty if the
    templates have none."""
    if cards.rank_pair_weights.size == 0:
        return np.zeros(0, np.float32)
    out: FloatArray = (cards.rank_pair_weights[rank] @ rank_part
                       + cards.rank_pair_bias[rank]).astype(np.float32)
    out[rank] = np.inf
    return out


def _template_ranks(cards: CardTemplates) -> npt.NDArray[np.intp]:
    return _once("ranks", cards, lambda: np.array([RANK_ORDER.index(c[0]) for c in cards.codes]))


def _template_suits(cards: CardTemplates) -> npt.NDArray[np.intp]:
    return _once("suits", cards, lambda: np.array(
        [_SUIT_CHARS.index(c[1].lower()) for c in cards.codes]))


def detail_of(rank_rows: FloatArray, width: int) -> FloatArray:
    """How much fine detail normalised rank parts hold: their summed squared difference
    between neighbouring pixels."""
    p = rank_rows.reshape(-1, rank_rows.shape[-1] // width, width)
    out: FloatArray = ((np.diff(p, axis=2) ** 2).sum(axis=(1, 2))
                       + (np.diff(p, axis=1) ** 2).sum(axis=(1, 2))).astype(np.float32)
    return out


FORM_TURN = math.radians(4.0)  # two templates of a rank turned more apart are other forms


def make_blur_bank(templates: FloatArray, codes: tuple[str, ...] | list[str], rank_rows: int,
                   width: int, tilts: npt.NDArray[np.float64]) -> FloatArray:
    """For each template, the rank part of the sharpest learned view of its form blurred
    by each of BLUR_STEPS, normalised: (templates, steps, rank_rows * width).

    A rank has one form per way its index is found: most ranks one, a 10 three (its "1"
    above the suit, its "0" there, or the two run together in a soft view), told apart
    by how their frames are turned (``tilts``, :func:`index_tilts`). Measured against
    another form's sharp view, every 10 looked as soft as the softest step."""
    split = rank_rows * width
    detail = detail_of(templates[:, :split], width)
    ranks = np.array([RANK_ORDER.index(c[0]) for c in codes])
    blurred: dict[int, FloatArray] = {}
    bank = np.zeros((len(codes), len(BLUR_STEPS), split), np.float32)
    for t in range(len(codes)):
        form = np.flatnonzero((ranks == ranks[t]) & (np.abs(tilts - tilts[t]) <= FORM_TURN))
        sharpest = int(form[np.argmax(detail[form])])
        if sharpest not in blurred:
            sharp = templates[sharpest, :split].reshape(rank_rows, width)
            steps = np.zeros((len(BLUR_STEPS), split), np.float32)
            for n, sigma in enumerate(BLUR_STEPS):
                b = cv2.GaussianBlur(sharp, (0, 0), float(sigma),
                                     borderType=cv2.BORDER_REPLICATE) if sigma > 0 else sharp
                b = b.ravel() - b.mean()
                steps[n] = b / max(float(np.linalg.norm(b)), 1e-6)
            blurred[sharpest] = steps
        bank[t] = blurred[sharpest]
    return bank


def softness(rank_parts: FloatArray, templates: npt.NDArray[np.intp],
             bank: FloatArray) -> npt.NDArray[np.intp]:
    """How soft each rank part is: the blur of the sharpest learned view of its
    template's form (``templates``: the template each part matched) that it correlates
    with best (its step in BLUR_STEPS). Noise lowers every correlation alike, so unlike a
    measure of fine detail it does not pass a noisy soft index as a sharp one; light does
    not change it (the parts are normalised)."""
    parts = np.atleast_2d(rank_parts)
    cor = np.einsum("nsd,nd->ns", bank[templates], parts)
    out: npt.NDArray[np.intp] = np.argmax(cor, axis=1)
    return out


def blur_bank(cards: CardTemplates) -> FloatArray:
    """:func:`make_blur_bank` of these templates, made once."""
    return _once("bank", cards, lambda: make_blur_bank(
        cards.deciding, cards.codes, cards.rank_rows, cards.patch_size[0],
        index_tilts(cards) if not cards.card_patches.size else np.zeros(len(cards.codes))))


def read_indices(img: Image, cards: CardTemplates, unsure: bool = False,
                 source: Source | None = None) -> list[IndexRead]:
    """Every card read in a table-plane image at ``cards.px_per_mm``, one read per card.

    A card whose two indices both show is read from both: their rank and suit evidence
    adds up (:func:`_sure_rank`). A card is reported only if it is sure of both
    (``CardTemplates.min_suit_margin``, ``min_rank_margin``, ``min_rank_pair_margin``;
    black suits more, see MIN_BLACK_FULLNESS): a card left unreported is missed, which the
    croupier sees, while a card read wrong would stop the table. With ``unsure``, a card
    whose rank and colour are sure but whose suit is not is reported too, marked
    ``sure=False`` with both suits of its colour, for the rest of the table to decide
    (:func:`drivers.card_detect.one_deck`). ``source``: see :func:`find_indices`.
    """
    ppm = cards.px_per_mm
    groups: list[list[IndexSeen]] = []  # a card's index and, if it shows, its other one
    strays: list[list[IndexSeen]] = []  # other pairings that put a centre on the card
    inks: list[InkMap] = []
    for seen in find_indices(img, cards, source, inks):
        for group, stray in zip(groups, strays, strict=True):
            if math.dist(group[0].center, seen.center) < MERGE_MM * ppm:
                # the card's other index is turned half round; anything else is a chance
                # pairing of other glyphs (say, pips of the card under it): its suit must
                # not outvote the card's own index
                if len(group) == 1 and float(np.dot(group[0].down, seen.down)) < OPPOSITE_COS:
                    group.append(seen)
                else:
                    stray.append(seen)
                break
        else:
            groups.append([seen])
            strays.append([])
    out = []
    pip_view: PipScene | None = None  # the pip-sized blobs, found if a card's pips are looked at

    def pips_at(pips: Pips, group: list[IndexSeen]) -> tuple[PipScene, Image | None]:
        """The image's pip-sized blobs, and where the cards other than ``group``'s lie
        (their pips are not this card's)."""
        nonlocal pip_view
        if pip_view is None:  # find_indices gave the first look's ink map
            pip_view = pip_scene(pips, inks[0].grey, inks[0].stats, inks[0].centroids, ppm)
        others = [g[0] for g in groups if g is not group]
        return pip_view, _cards_of(others, cards, img.shape[:2], inset=-1.0) if others else None

    for group, stray in zip(groups, strays, strict=True):
        first = group[0]
        if any((np.isfinite(g.votes) != np.isfinite(first.votes)).any() for g in group + stray):
            continue  # the indices disagree on the colour
        if any(cards.codes[g.template][0] != cards.codes[first.template][0] for g in stray):
            continue  # or something else here reads as another rank: not sure what is
        # an index less like this deck's than SURE_SCORE is not read by itself; a
        # number card's may be, if its pips bear out both its rank and its suit
        looks = max(max(g.score, g.decided_score) for g in group)
        low = looks < SURE_SCORE
        if low and (cards.pips is None or looks < PIPS_SCORE):
            continue  # nothing here looks much like this deck's indices: not sure of it
        votes = np.sum([g.votes for g in group], axis=0)
        order = np.argsort(-np.where(np.isfinite(votes), votes, -1e9))
        looked: tuple[PipScene, Image | None] | None = None  # pips_at(group), once
        rank = _sure_rank(group, cards)
        by_pips = False
        if rank is None and cards.pips is not None:
            # the index is not sure of the rank: a number card's whole layout of pips,
            # in view, may bear out the rank its templates liked best
            best = {cards.codes[g.template][0] for g in group}
            if len(best) == 1 and (guess := best.pop()) in NUMBER_RANKS:
                looked = pips_at(cards.pips, group)
                if pip_layout(cards.pips, looked[0], guess + _SUIT_CHARS[int(order[0])],
                              first.center, first.down, looked[1]) == "bears out":
                    rank, by_pips = guess, True
        if rank is None:
            continue
        margin = suit_margin(votes)
        need = cards.min_suit_margin if not cards.suit_margin_by_step.size else float(
            cards.suit_margin_by_step[max(g.softness for g in group)])
        sure = margin >= need and not (
            math.isfinite(margin) and not np.isfinite(votes[_RED_SUITS]).any() and (
                max(g.suit_fullness for g in group) < MIN_BLACK_FULLNESS
                or margin < len(group) * _black_margin(min(g.softness for g in group))))
        # (a faint or soft black suit: its outline, spade or club, may be lost)
        if len({int(np.argmax(np.where(np.isfinite(g.votes), g.votes, -1e9)))
                for g in group}) > 1:
            # the card's two indices name different suits: one of them is not what it
            # seems (the next card's edge clips a club's leaf and leaves a spade's point)
            sure = False
        settled: str | None = None  # the suit the pips settle, if looked at
        if cards.pips is not None and rank in NUMBER_RANKS:
            # a number card's pips: where they lie must fit its rank, and what they look
            # like may settle a suit its index leaves unsure, or gainsay a sure one
            view, covered = looked or pips_at(cards.pips, group)
            if pip_contradicts(cards.pips, view, rank + _SUIT_CHARS[int(order[0])],
                               first.center, first.down, covered):
                # a pip where this rank has none: the rank read is not the card's. It may be
                # one the index nearly liked as well whose whole layout the pips bear out
                rank = next((r for r in _ranks_near_best(group, cards)
                             if r != rank and r in NUMBER_RANKS and pip_layout(
                                 cards.pips, view, r + _SUIT_CHARS[int(order[0])],
                                 first.center, first.down, covered) == "bears out"), None)
                if rank is None:
                    continue
                by_pips = True
            # two suits of this colour, and the index not far surer than it must be (the
            # wrong suits the pips caught won by 1.3-1.5 times the bar)
            if math.isfinite(margin) and (not sure or low or margin < PIP_CHECK_BELOW * need):
                suits = (_SUIT_CHARS[int(order[0])], _SUIT_CHARS[int(order[1])])
                pips_say = pip_votes(cards.pips, view, rank, suits, first.center,
                                     first.down, covered)
                settled = pip_suit(cards.pips, pips_say, suits, rank)
                if sure and settled is not None and settled != suits[0]:
                    # the pips say the other suit. They decide if they are far surer of it
                    # than they need be (twice), else neither does: the rest of the table
                    # may (the index's suit glyph is a third the size of a pip)
                    sure = abs(sum(pips_say)) >= PIPS_OVERRULE * cards.pips.margin
                    if sure:
                        order, by_pips = order[[1, 0, 2, 3]], True
                elif not sure and settled is not None:
                    sure = by_pips = True
                    if settled != suits[0]:
                        order = order[[1, 0, 2, 3]]
        if low:
            # the pips must bear out the whole card: the layout of its rank, and its suit
            # unless its colour alone names it (a four-colour deck's)
            code = rank + _SUIT_CHARS[int(order[0])]
            if not sure or cards.pips is None or rank not in NUMBER_RANKS or (
                    math.isfinite(margin) and settled != code[1]) or pip_layout(
                    cards.pips, view, code, first.center, first.down, covered) != "bears out":
                continue
            by_pips = True
        if not sure and not unsure:
            continue
        out.append(IndexRead(rank + _SUIT_CHARS[int(order[0])],
                             first.score, first.center, first.suit_label, first.rank_label,
                             float(BLUR_STEPS[min(g.softness for g in group)]), margin, sure,
                             rank + _SUIT_CHARS[int(order[1])], by_pips))
    return out


def _black_margin(step: int) -> float:
    """The margin a black suit must win by on an index this soft (SOFT_BLACK_MARGINS)."""
    return max([m for at, m in SOFT_BLACK_MARGINS if step >= at], default=0.0)


# A card is read only if one of its indices correlates with this deck's templates by this
# much, on the cut it was found by or the one it is decided by (an index is found from
# min_score): the two wrong reads seen on the tuning designs
# at 12 pixels under 1.5 px of blur (a thin-stroke 6 read as an ace, a 5 of clubs as a
# spade) each came from a lone index at 0.91, an atypical glyph (its suit larger than
# learned: run into something); indices read right scored 0.97 and more there.
SURE_SCORE = 0.93
# A number card's index that falls short of SURE_SCORE but not of this is read when its
# pips bear out its rank's layout and its suit (a soft 10 of a four-colour deck, its two
# glyphs cramped, scored 0.90-0.91 on the tuning designs; its colour named its suit)
PIPS_SCORE = 0.88
TOURNAMENT_NCC_GAP = 0.05  # the discriminants' rank must look nearly as like its templates


def _sure_rank(group: list[IndexSeen], cards: CardTemplates) -> str | None:
    """The rank of a card's indices, if sure; else None.

    Sure by the templates: the indices name the same best rank, it beats every other
    rank's templates (``min_rank_margin``) and wins its pairwise discriminants
    (``min_rank_pair_margin``). When the templates are not sure (a soft 5 of hearts
    correlates almost as well with the 8 of hearts, whose heart puts its rank in the same
    place), the pairwise discriminants decide alone: the rank that beats every other by
    ``min_rank_pair_margin``, summed over the indices, if its templates correlate within
    TOURNAMENT_NCC_GAP (per index) of the best, and at least as well as the rank part of
    any index :func:`find_indices` reports (``min_score`` is the mean of rank and suit).
    """
    first = group[0]
    pick = cards.codes[first.template][0]
    agree = all(cards.codes[g.template][0] == pick for g in group)
    if not first.rank_votes.size:  # templates without discriminants: the templates alone
        ok = agree and sum(g.rank_margin for g in group) >= cards.min_rank_margin
        return pick if ok else None
    if agree and sum(g.rank_margin for g in group) >= cards.min_rank_margin and float(
            np.sum([g.rank_votes for g in group], axis=0).min()) >= cards.min_rank_pair_margin:
        return pick
    parts = np.array([g.rank_patch for g in group])
    beats = (np.einsum("abd,nd->ab", cards.rank_pair_weights, parts)
             + len(group) * cards.rank_pair_bias)  # a beats b by this, summed
    np.fill_diagonal(beats, np.inf)
    worst = beats.min(axis=1)
    winner = int(np.argmax(worst))
    if worst[winner] < cards.min_rank_pair_margin:
        return None
    best = _rank_correlations(group, cards)
    if best.max() - best[winner] > TOURNAMENT_NCC_GAP * len(group) or (
            best[winner] < (2 * cards.min_score - 1) * len(group)):
        return None  # nor may it look less like its templates than any index found does
    return RANK_ORDER[winner]


def _rank_correlations(group: list[IndexSeen], cards: CardTemplates,
                       ) -> npt.NDArray[np.float64]:
    """For each rank (RANK_ORDER), how well a card's indices' rank parts correlate with
    its best template, summed over the indices (-inf for a rank without templates)."""
    split = cards.rank_rows * cards.patch_size[0]
    parts = np.array([g.rank_patch for g in group])
    ncc = (2 * parts @ cards.deciding[:, :split].T).sum(axis=0)
    best: npt.NDArray[np.float64] = np.full(13, -np.inf)
    np.maximum.at(best, _template_ranks(cards), ncc)
    return best


def _ranks_near_best(group: list[IndexSeen], cards: CardTemplates) -> list[str]:
    """The ranks whose templates a card's indices correlate with nearly as well as with
    the best rank's (TOURNAMENT_NCC_GAP per index), best first."""
    best = _rank_correlations(group, cards)
    near = np.flatnonzero(best >= best.max() - TOURNAMENT_NCC_GAP * len(group))
    return [RANK_ORDER[r] for r in near[np.argsort(-best[near])]]


def suit_margin(votes: FloatArray) -> float:
    """By how much the best suit beats the next (infinite if only one is possible)."""
    finite = np.sort(votes[np.isfinite(votes)])
    return float(finite[-1] - finite[-2]) if len(finite) >= 2 else math.inf


_SUIT_CHARS = "shdc"
_RED_SUITS = np.array([False, True, True, False])


def _card_lies_there(mask: Image, c: FloatArray, right: FloatArray, down: FloatArray,
                     cards: CardTemplates) -> bool:
    """The card an index implies must lie on white card: its centre and its corners (a
    little inside) do whether it is covered or not; many a chance pairing of blobs does
    not. The index's own corner, and the opposite one where the card's other index is
    printed, are looked at beside their indices (30 mm along the edge): 5 mm in from a
    corner is the rank glyph itself, and a soft coloured glyph there can dent the card's
    outline (a small red index 4 mm from the corner did: the card went unread)."""
    ppm = cards.px_per_mm
    hw = (cards.card_size_mm[0] / 2 - 5) * ppm
    hh = (cards.card_size_mm[1] / 2 - 5) * ppm
    below_index = (30 - cards.card_size_mm[1] / 2) * ppm / hh  # 30 mm down that edge
    h, w = mask.shape
    for a, b in ((0, 0), (-1, below_index), (1, -1), (1, -below_index), (-1, 1)):
        x, y = c + a * hw * right + b * hh * down
        if not (0 <= x < w and 0 <= y < h) or mask[int(y), int(x)] == 0:
            return False
    return True
