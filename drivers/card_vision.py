"""Find card indices in an image of the table plane.

Cards are found by their corner index, not by their outline, because in a spread only the
edge of each covered card shows: ink blobs on white card (:mod:`drivers.card_ink`) are
paired (a rank part above a suit at the learned distance), each pair fixes the index's
turn, the index is cut out upright and correlated with this deck's learned indices. The
learned offset from the index to the card's centre gives one position per card, so the
two indices of an uncovered card agree and are merged by :mod:`drivers.card_read`, which
decides which cards are sure. Learning (``calibration.learn``) cuts its templates with
these same functions, so what is learned is what is seen.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

from drivers.camera_calibration import CardTemplates
from drivers.card_ink import (
    LIGHT_INK_LEVEL,
    InkMap,
    colour_group,
    ink_chroma,
    ink_hue,
    ink_map,
    redness,
    suit_chroma,
)
from drivers.card_templates import (
    RED_SUITS,
    FloatArray,
    blur_bank,
    index_tilts,
    rank_best_template,
    rank_votes,
    ranks_of,
    softness,
    template_suits,
)

# OpenCV hands back arrays typed loosely; images are 8-bit, labels 16- or 32-bit, in practice
Image = npt.NDArray[Any]

MERGE_MM = 9.0  # two reads of one card put its centre this close (drivers.card_read)


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
    center: tuple[float, float]  # the card's centre (drivers.card_read.card_frame)
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
    # where its suit glyph's centre lies (the point ``center`` is measured from)
    suit_at: tuple[float, float] = (0.0, 0.0)


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
    read = cards_of([(f.center, f.down) for f in found], cards, (h, w)) if found else None
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
    # a pair must measure like some template (and, below, look like it): its glyphs'
    # distance and areas, and its suit's colour; a pairing that fits none (a third of them
    # on a jumbo deck's tables) is not cut out nor correlated
    geo = cards.geometry
    area = stats[:, cv2.CC_STAT_AREA].astype(np.float32) / (ppm * ppm)
    d_obs = dist[si, ri][:, None]
    fits = np.abs(d_obs - geo[None, :, 2]) <= 0.12 * geo[None, :, 2] + 1.0
    rank_area, suit_area = area[rank_ids[ri]], area[suit_ids[si]]
    for obs, col in ((rank_area, 3), (suit_area, 4)):
        ratio = obs[:, None] / geo[None, :, col]
        fits &= (ratio > 0.5) & (ratio < 2.0)
    # colour: a red suit glyph can only be a heart or a diamond
    # (with a deck of more colours than red and black: the colour group, see
    # CardTemplates.colour_groups)
    cand_red: npt.NDArray[Any] = redness(ink, suit_ids[si]) > cards.redness_threshold
    groups = cards.group_chroma.size > 0
    suit_group = np.asarray(cards.colour_groups)
    if groups:
        cand_red = colour_group(suit_chroma(ink, suit_ids[si]), cards.group_chroma[:, :2])
    template_group = suit_group[template_suits(cards)] if groups else cards.red
    # the rank: the best-matching rank part among every suit's templates whose measure it
    # fits (the glyph is the same in all four suits, and one poor learning image is
    # outvoted); the whole index: the best template that it fits, of its colour
    rank_fits = fits
    fits = rank_fits & (cand_red[:, None] == template_group[None, :])
    kept = fits.any(axis=1)
    if not kept.any():
        return []
    si, ri, cand_red, rank_area, suit_area = (
        si[kept], ri[kept], cand_red[kept], rank_area[kept], suit_area[kept])
    fits, rank_fits = fits[kept], rank_fits[kept]
    right, down = index_frames(cs[si], cr[ri])
    patches = cut_patches(ink.grey, cs[si], right, down, cards.patch_size, cards.suit_anchor,
                          cards.rank_rows)
    split = cards.rank_rows * cards.patch_size[0]
    rank_ncc = 2 * patches[:, :split] @ cards.patches[:, :split].T
    scores = (rank_ncc + 2 * patches[:, split:] @ cards.patches[:, split:].T) / 2
    # the rank outweighs the suit about as much as in some template of its rank (blur and
    # light change both alike); two pips one above the other weigh the same: no index
    ratio = (rank_area / suit_area)[:, None] / (geo[None, :, 3] / geo[None, :, 4])
    weighs_like = (ratio > 1 / 1.55) & (ratio < 1.55)
    rank_ncc[~rank_fits] = -1.0
    rank_pick = rank_ncc.argmax(axis=1)
    template_ranks = ranks_of(cards)
    bank = blur_bank(cards)
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
            np.where((suit_group if groups else RED_SUITS) == cand_red[k], votes,
                     -np.inf).astype(np.float32),
            (float(c[0]), float(c[1])), s_lab, r_lab, patch[split:], patch[:split], hue,
            rank_votes(cards, int(rank), patch[:split]), full,
            (float(card_down[0]), float(card_down[1])), decided,
            (float(cs[si[k]][0]), float(cs[si[k]][1]))))
    return found


def turned_frame(right: FloatArray, down: FloatArray, t: float,
                 ) -> tuple[FloatArray, FloatArray]:
    """A frame's axes turned by ``t`` (radians, from ``right`` towards ``down``): an
    index frame turned by its template's tilt or turn is its card's frame."""
    c, s = math.cos(t), math.sin(t)
    return ((c * right + s * down).astype(np.float32),
            (-s * right + c * down).astype(np.float32))


FOUND_INSET_MM = 2.0  # a found card's glyphs are those this far inside its edges


CardPlace = tuple[tuple[float, float], tuple[float, float]]  # a card's centre, its down axis


def cards_of(places: list[CardPlace], cards: CardTemplates, shape: tuple[int, ...],
              inset: float = FOUND_INSET_MM) -> Image:
    """255 over the cards at these places (centre and down axis, as indices imply them),
    ``inset`` mm inside their edges: their pips are what most chance pairings are made of,
    and they are read already."""
    ppm = cards.px_per_mm
    hw = (cards.card_size_mm[0] / 2 - inset) * ppm
    hh = (cards.card_size_mm[1] / 2 - inset) * ppm
    mask = np.zeros(shape, np.uint8)
    for centre, axis in places:
        c, down = np.array(centre), np.array(axis)
        right = np.array([down[1], -down[0]])
        quad = [c + a * hw * right + b * hh * down for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
        cv2.fillConvexPoly(mask, np.rint(np.array(quad)).astype(np.int32), 255)
    return mask


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
