"""Ink on white card: one pass over a table-plane image finds the paper's level, the ink
blobs on card and their colour (:func:`ink_map`), parts a glyph run into its neighbour
(:func:`_split_blob`), and measures how red or which colour group a blob's ink is. The
index finder (:mod:`drivers.card_vision`) and learning (``calibration.learn``) both see
ink through these functions, so what is learned is what is seen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

# OpenCV hands back arrays typed loosely; images are 8-bit, labels 16- or 32-bit, in practice
Image = npt.NDArray[Any]

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
# A long blob (glyphs run together) is parted by its pixels darker than this share of the
# paper's level; in the light look (LIGHT_INK_LEVEL), where a thin red stroke under blur
# never gets that dark, by those darker than INK_LEVEL when these do not part it
DEEP_LEVEL = 0.45


@dataclass(frozen=True)
class InkMap:
    """What one pass over an image finds: grey level, ink blobs and where card is."""

    grey: Image  # green channel: black and red ink are both dark in it
    red: Image  # red channel, to tell red ink from black
    paper: Image  # the local level of white card in the green channel
    labels: npt.NDArray[Any]  # blob number of each pixel (uint16, or int32: see _components)
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
    # the rows of ``stats`` from ``labelled`` on (split off a longer blob): the share of the
    # paper's level the pixels each was parted by are darker than (see _blobs)
    split_levels: npt.NDArray[np.float32] | None = None


def ink_map(img: Image, min_card_px: float, card_mask: Image | None = None,
            split_over_px: float | None = None, level: float = INK_LEVEL,
            like: InkMap | None = None, thin_area_px: float = 0.0,
            read: Image | None = None) -> InkMap:
    """Segment white card and the ink on it.

    White is bright and unsaturated (felt is saturated however it is lit; glare adds
    white light, so the felt stays saturated under it); where a glyph blurred into the
    felt dents the cards' outline, the dent is card too (:func:`_fill_dents`, with
    ``split_over_px``). Ink is darker than the local
    paper, measured on a shrunken copy so uneven light and glare cancel, and not felt;
    darker in the green channel (black and red ink are dark in it) or, where the red
    channel is far darker than the green (RED_LIFT), in that: a four-colour deck's green
    ink is light in the green channel. Along a card's edge, where the felt's own colour
    is blurred in, in the green channel alone.

    In a spread, a covered card's pip can show right beside the next card's index, and a
    soft camera merges them. Blobs longer than ``split_over_px`` are thresholded again
    darker (DEEP_LEVEL; at a ``level`` lighter than INK_LEVEL, then at INK_LEVEL if that
    does not part them: a thin stroke's glyph runs into its suit at the light level, and
    its pieces at INK_LEVEL are what is left of it); each part found is grown back over
    the blob (see :func:`_split_blob`) and added as a blob of its own (not in ``labels``).

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
                      thin_area_px, read, like.seg, level)
    b, g, r = cv2.split(img)[:3]
    hi = cv2.max(cv2.max(b, g), r)
    lo = cv2.min(cv2.min(b, g), r)
    # green felt: G well above both R and B
    greenish = cv2.compare(g, cv2.convertScaleAbs(cv2.max(r, b), alpha=1.25, beta=6),
                           cv2.CMP_GT)
    if card_mask is None:
        white = cv2.compare(cv2.subtract(hi, lo), cv2.convertScaleAbs(hi, alpha=0.3), cv2.CMP_LT)
        white = cv2.bitwise_and(white, cv2.threshold(lo, PAPER_MIN, 255, cv2.THRESH_BINARY)[1])
        contours, _ = cv2.findContours(white, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
        keep = [c for c in contours if cv2.contourArea(c) >= min_card_px]
        card_fill = np.zeros_like(g)
        cv2.drawContours(card_fill, keep, -1, 255, -1)
        if split_over_px is not None:
            card_fill = _fill_dents(card_fill, greenish, split_over_px)
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
    # felt shows only along the cards' edges (the grown band); inside a card, green is
    # ink (a four-colour deck's clubs)
    felt = cv2.bitwise_and(greenish, cv2.bitwise_not(card_fill)) if card_mask is None else (
        cv2.bitwise_and(greenish, cv2.bitwise_not(cv2.erode(card_fill, np.ones((5, 5), np.uint8)))))
    where = cv2.bitwise_and(grown, cv2.bitwise_not(felt))
    return _blobs(cv2.bitwise_and(dark, where), g, r, paper, grown, card_fill, b, where,
                  split_over_px, thin_area_px, read, seg)


def _fill_dents(card_fill: Image, greenish: Image, side_px: float) -> Image:
    """The cards' outline with its dents filled. A coloured glyph printed near a card's
    edge (a small index close to its corner), blurred into the felt, is neither white nor
    felt: the white card's outline goes round it, and its index lay off the card, where no
    ink is looked for (a red K, its strokes thin, most often). What closing the outline by
    a square ``side_px`` wide (a little more than a rank glyph is tall) adds, where it is not
    felt-coloured, is card: the dent, not the felt between two cards."""
    side = int(side_px) | 1
    closed = cv2.morphologyEx(card_fill, cv2.MORPH_CLOSE,
                              cv2.getStructuringElement(cv2.MORPH_RECT, (side, side)))
    out: Image = cv2.bitwise_or(card_fill, cv2.bitwise_and(closed, cv2.bitwise_not(greenish)))
    return out


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
           seg: Image | None = None, level: float = INK_LEVEL) -> InkMap:
    """The :class:`InkMap` of an ink mask (see :func:`ink_map`)."""
    labelled, labels, stats, centroids = _components(ink)
    split_levels = None
    if split_over_px is not None:
        # (three times that is a picture's frame or a line of the layout, not glyphs)
        longer = np.maximum(stats[1:, 2], stats[1:, 3])
        big = np.flatnonzero((longer > split_over_px) & (longer <= 3 * split_over_px)) + 1
        if read is not None and len(big):
            h, w = read.shape[:2]
            at = np.rint(centroids[big]).astype(np.intp)
            big = big[read[np.clip(at[:, 1], 0, h - 1), np.clip(at[:, 0], 0, w - 1)] == 0]
        if len(big):
            more_stats, more_centroids, more_levels = [stats], [centroids], []
            dark = g if seg is None else seg
            deeper = [DEEP_LEVEL] + ([INK_LEVEL] if level > INK_LEVEL else [])
            masks = [cv2.compare(dark, cv2.convertScaleAbs(paper, alpha=a), cv2.CMP_LT)
                     for a in deeper]
            for lab in big:
                # thinned only if as small as a rank run into its suit
                thin = bool(max(stats[lab][2], stats[lab][3]) <= 1.6 * split_over_px
                            and stats[lab][4] <= thin_area_px)
                # (by INK_LEVEL only a blob as small as a rank run into its suit: a thin
                # rank's; a picture's frame or band is no index)
                for a, deep in zip(deeper if thin else deeper[:1], masks, strict=False):
                    parts = _split_blob(deep, dark, paper, labels, stats[lab], int(lab), thin)
                    if parts is not None:
                        more_stats.append(parts[0])
                        more_centroids.append(parts[1])
                        more_levels.append(np.full(len(parts[0]), a, np.float32))
                        break
            stats = np.concatenate(more_stats)
            centroids = np.concatenate(more_centroids)
            split_levels = np.concatenate(more_levels) if more_levels else None
    return InkMap(g, r, paper, labels, stats, centroids, grown, card_fill, labelled, b, where,
                  seg, split_levels)


def _components(mask: Image) -> tuple[int, npt.NDArray[Any], npt.NDArray[Any], npt.NDArray[Any]]:
    """``cv2.connectedComponentsWithStats`` (8-connected) of a mask, labelled in 16 bits
    whenever fewer than 65,535 pixels are set (so fewer blobs than that): three times as
    fast as 32-bit labels on a table's window with OpenCV 5.0, the same blobs."""
    ltype = cv2.CV_16U if cv2.countNonZero(mask) < np.iinfo(np.uint16).max else cv2.CV_32S
    n, labels, stats, centroids = cv2.connectedComponentsWithStats(mask, connectivity=8,
                                                                   ltype=ltype)
    return int(n), labels, stats, centroids


SPLIT_SEED_PX = 4  # a darker part smaller than this is a speck, not a glyph of its own
SPLIT_ERODE = 2  # times the darker parts of a long blob are thinned to find where it parts
SPLIT_JOIN_MAX = 4  # a blob parted in up to this many: its touching parts are also joined
GROW_STEPS = 8  # levels of darkness a blob's parts are grown back through, darkest first
_CROSS = cv2.getStructuringElement(cv2.MORPH_CROSS, (3, 3))


def _split_blob(deep: Image, dark: Image, paper: Image, labels: npt.NDArray[Any],
                stat: npt.NDArray[Any], lab: int, thin: bool = True,
                ) -> tuple[npt.NDArray[Any], npt.NDArray[Any]] | None:
    """The glyphs a long blob is made of: its darker parts (``deep``), each grown back
    over the blob (:func:`_grow_back`), so each has the size and centroid it would have
    had on its own; stats and centroids as connectedComponentsWithStats gives them, in
    image coordinates. A blob parted in three or more (up to SPLIT_JOIN_MAX) also gives
    each two touching parts joined: one glyph's thin stroke may have parted too. None if
    the blob does not come apart. ``dark`` and ``paper``: what ink is found in, and the
    paper's level."""
    x, y, bw, bh, _ = stat
    mine = (labels[y: y + bh, x: x + bw] == lab).view(np.uint8) * 255
    part = cv2.bitwise_and(deep[y: y + bh, x: x + bw], mine)
    if cv2.countNonZero(part) < 2 * SPLIT_SEED_PX:
        return None  # too few darker pixels for two parts (over half the blobs looked at)
    for _ in range(SPLIT_ERODE + 1 if thin else 1):
        n, plab, pst, _ = _components(part)
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
    shade = (dark[y: y + bh, x: x + bw].astype(np.float32) / np.maximum(
        paper[y: y + bh, x: x + bw].astype(np.float32), 1.0)).astype(np.float32)
    grown = _grow_back(seed_no[plab], mine > 0, shade)
    yy, xx = np.nonzero(mine)
    owner = grown[yy, xx]
    groups: list[npt.NDArray[np.bool_]] = [owner == k for k in range(len(seeds))]
    if 3 <= len(seeds) <= SPLIT_JOIN_MAX:
        # three parts or more: a thin stroke of one glyph may have parted it too (a jumbo
        # 2's neck under blur), so two touching parts are also tried as one glyph
        pairs: set[tuple[int, int]] = set()
        for a, b in ((grown[:, :-1], grown[:, 1:]), (grown[:-1, :], grown[1:, :])):
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


_SQUARE = np.ones((3, 3), np.uint8)
_NONE = np.iinfo(np.uint16).max


def _grow_back(seed: npt.NDArray[np.intp], mine: npt.NDArray[np.bool_],
               shade: npt.NDArray[np.float32]) -> npt.NDArray[np.intp]:
    """Each pixel of a blob (``mine``) given to one of its parts (``seed``: the part's
    number on its seed pixels, -1 elsewhere), as ink floods from the seeds: through the
    darkest pixels first (``shade``, the pixel's level over the paper's), in GROW_STEPS
    levels up to the blob's lightest, a pixel going to the part it joins first; where two
    reach it at once, to the one whose seed is nearer. So a thin stroke goes with the
    glyph it is drawn from, not with a bolder glyph beside it whose core is nearer (the
    grey neck between two glyphs run together is crossed last). -1 off the blob."""
    # (parts numbered from 1 in 16 bits, 0 where none yet: dilated, the highest part next
    # to each pixel; ``low``, NONE where none yet, eroded: the lowest)
    num = np.where(mine, seed + 1, 0).astype(np.uint16)
    low = np.where(num > 0, num, _NONE).astype(np.uint16)
    _, near = cv2.distanceTransformWithLabels(
        np.where(seed >= 0, 0, 255).astype(np.uint8), cv2.DIST_L2, 3,
        labelType=cv2.DIST_LABEL_PIXEL)
    of_zero = np.zeros(int(near.max()) + 1, np.uint16)  # a seed pixel's label -> its part + 1
    of_zero[near[seed >= 0]] = seed[seed >= 0] + 1
    nearest = of_zero[near]
    top = float(shade[mine].max())
    for level in np.linspace(float(shade[seed >= 0].max()), top, GROW_STEPS + 1)[1:]:
        open_ = mine & (num == 0) & (shade <= level)
        while open_.any():
            hi = cv2.dilate(num, _SQUARE)
            reached = open_ & (hi > 0)
            if not reached.any():
                break
            lo = cv2.erode(low, _SQUARE)
            take = np.where(reached & (lo != hi) & (nearest == lo), nearest, hi)
            np.copyto(num, take, where=reached)
            np.copyto(low, take, where=reached)
            open_ &= ~reached
    return num.astype(np.intp) - 1


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
    larger one (not in ``ink.labels``), the darkest pixels there (those it was parted by:
    ``ink.split_levels``)."""
    x, y, bw, bh, _ = ink.stats[blob]
    if blob < ink.labelled:
        mine: npt.NDArray[np.bool_] = ink.labels[y: y + bh, x: x + bw] == blob
        return mine
    seg = ink.seg if ink.seg is not None else ink.grey
    level = float(ink.split_levels[blob - ink.labelled]) if ink.split_levels is not None else (
        DEEP_LEVEL)
    out: npt.NDArray[np.bool_] = (seg[y: y + bh, x: x + bw].astype(np.float32)
                                  < level * ink.paper[y: y + bh, x: x + bw].astype(np.float32))
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
