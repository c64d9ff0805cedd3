"""Card calibration: learn this deck's corner indices from one image per card.

Each image (named by the card's code, ``AS.png``, ``TD.jpg``, ``10h.png`` ...) shows one card
face up anywhere in the frame, at any turn. The card is found as the largest white
quadrilateral, straightened to its real size at the templates' scale, and its two corner
indices (top-left, and bottom-right upside down) are cut out with the very function the
recogniser uses on a table, at a few blurs, so that what is learned is what will be seen.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import cv2
import numpy as np
import numpy.typing as npt

from dealer_assist.cards import Card, Suit, parse_card
from dealer_assist.errors import CardError
from dealer_assist.messages import msg
from drivers.camera_calibration import (
    BLUR_STEPS,
    DEFAULT_CARD_SIZE_MM,
    DEFAULT_PX_PER_MM,
    CalibrationError,
    CardTemplates,
    Pips,
)
from drivers.card_ink import InkMap, ink_chroma, ink_hue, ink_map, redness, suit_chroma
from drivers.card_pips import (
    NUMBER_RANKS,
    PIP_PATCH_MM,
    cut_pips,
    pip_scene,
    seen_pips,
)
from drivers.card_vision import (
    RANK_ORDER,
    Image,
    Source,
    cut_patches,
    index_frames,
    make_blur_bank,
    rank_best_template,
    softness,
    split_sizes,
    turned_frame,
)

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp")
BLURS = (0.0, 0.7, 1.2)  # learn each index sharp and as a soft camera would see it
OVERSAMPLE = 4


def read_image(path: str | Path) -> Image:
    """A colour image from disk, or one clear :class:`CalibrationError`."""
    p = Path(path)
    if not p.is_file():
        raise CalibrationError(msg("calibration.no_image", path=p))
    data = np.fromfile(str(p), dtype=np.uint8)
    img = cv2.imdecode(data, cv2.IMREAD_COLOR) if data.size else None
    if img is None:
        raise CalibrationError(msg("calibration.not_an_image", path=p))
    return img


def _order_quad(quad: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    """Corners clockwise on screen, starting so the first edge is a short side."""
    c = quad.mean(axis=0)
    ang = np.arctan2(quad[:, 1] - c[1], quad[:, 0] - c[0])
    q = quad[np.argsort(ang)]
    if np.linalg.norm(q[1] - q[0]) > np.linalg.norm(q[2] - q[1]):
        q = np.roll(q, -1, axis=0)
    return q


def find_card(img: Image) -> npt.NDArray[np.float32]:
    """The four corners of the largest white card in the image."""
    b, g, r = cv2.split(img)
    hi = cv2.max(cv2.max(b, g), r)
    lo = cv2.min(cv2.min(b, g), r)
    white = cv2.compare(cv2.subtract(hi, lo), cv2.convertScaleAbs(hi, alpha=0.3), cv2.CMP_LT)
    white = cv2.bitwise_and(white, cv2.threshold(lo, 60, 255, cv2.THRESH_BINARY)[1])
    white = cv2.morphologyEx(white, cv2.MORPH_CLOSE, np.ones((5, 5), np.uint8))
    contours, _ = cv2.findContours(white, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if not contours:
        raise CalibrationError(msg("calibration.no_white"))
    card = max(contours, key=cv2.contourArea)
    area = cv2.contourArea(card)
    if area < 0.002 * img.shape[0] * img.shape[1] or area < 1500:
        raise CalibrationError(msg("calibration.too_small"))
    hull = cv2.convexHull(card)
    quad = None
    peri = cv2.arcLength(hull, True)
    for eps in (0.02, 0.03, 0.045, 0.06):
        approx = cv2.approxPolyDP(hull, eps * peri, True)
        if len(approx) == 4:
            quad = approx.reshape(4, 2).astype(np.float32)
            break
    if quad is None:
        quad = cv2.boxPoints(cv2.minAreaRect(hull)).astype(np.float32)
    if cv2.contourArea(quad) < 0.8 * area:
        raise CalibrationError(msg("calibration.not_rectangle"))
    quad = _refine(_order_quad(quad), card.reshape(-1, 2).astype(np.float32))
    h, w = img.shape[:2]
    if quad.min() < 1 or (quad[:, 0] > w - 2).any() or (quad[:, 1] > h - 2).any():
        raise CalibrationError(msg("calibration.cut"))
    return quad


def _refine(
    quad: npt.NDArray[np.float32], outline: npt.NDArray[np.float32]
) -> npt.NDArray[np.float32]:
    """Fit each side to the outline's points along its middle (the rounded corners are left
    out) and intersect neighbouring sides: corners to a fraction of a pixel."""
    lines = []
    for i in range(4):
        a, b = quad[i], quad[(i + 1) % 4]
        d = b - a
        length = float(np.linalg.norm(d))
        t = ((outline - a) @ d) / (length * length)
        n = np.array([-d[1], d[0]]) / length
        near = (t > 0.15) & (t < 0.85) & (np.abs((outline - a) @ n) < max(3.0, 0.04 * length))
        if near.sum() < 5:
            return quad
        vx, vy, x0, y0 = cv2.fitLine(outline[near], cv2.DIST_HUBER, 0, 0.01, 0.01).ravel()
        lines.append((np.array([x0, y0]), np.array([vx, vy])))
    out = []
    for i in range(4):
        (p, u), (q, v) = lines[i - 1], lines[i]
        m = np.array([u, -v]).T
        if abs(np.linalg.det(m)) < 1e-6:
            return quad
        s, _ = np.linalg.solve(m, q - p)
        out.append(p + s * u)
    return np.array(out, np.float32)


def straighten(img: Image, quad: npt.NDArray[np.float32], ppm: float,
               card_mm: tuple[float, float]) -> Image:
    """The card face upright (or upside down) at ``ppm`` pixels per millimetre."""
    w, h = card_mm
    big = OVERSAMPLE * ppm
    dst = np.array([(0, 0), (w * big, 0), (w * big, h * big), (0, h * big)], np.float32)
    m = cv2.getPerspectiveTransform(quad, dst)
    face = cv2.warpPerspective(img, m, (round(w * big), round(h * big)), flags=cv2.INTER_LINEAR)
    return cv2.resize(face, (round(w * ppm), round(h * ppm)), interpolation=cv2.INTER_AREA)


@dataclass
class _Sample:
    """One corner index of a straightened face (pixels of that face)."""

    code: str
    red: float
    suit: npt.NDArray[np.float32]  # centroid
    ranks: list[npt.NDArray[np.float32]]  # centroid of each part of the rank
    suit_px: npt.NDArray[np.float32]  # coordinates of the suit's ink
    rank_px: npt.NDArray[np.float32]  # coordinates of the rank's ink
    suit_area: int
    rank_areas: list[int]
    suit_size: float  # mm, longer bounding-box side
    rank_sizes: list[float]
    face: Image
    chroma: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)  # suit's, rank's ink


def _inner_mask(w: int, h: int, ppm: float) -> Image:
    """The face less a millimetre's band along its edge and round its corners, where the
    felt and the card's own edge show."""
    mask = np.zeros((h, w), np.uint8)
    inset, radius = round(1.0 * ppm), round(3.5 * ppm)
    a, b = inset + radius, (w - 1 - inset - radius, h - 1 - inset - radius)
    cv2.rectangle(mask, (a, inset), (b[0], h - 1 - inset), 255, -1)
    cv2.rectangle(mask, (inset, a), (w - 1 - inset, b[1]), 255, -1)
    for cx, cy in ((a, a), (b[0], a), (a, b[1]), b):
        cv2.circle(mask, (cx, cy), radius, 255, -1)
    return mask


def _face_ink(face: Image, ppm: float, split: tuple[float, float] | None = None) -> InkMap:
    """The ink map of a straightened face (or a camera-like view of one), inside its
    :func:`_inner_mask`; ``split``: a long blob's glyphs parted as the reader parts them
    (:func:`~drivers.card_ink.ink_map`'s ``split_over_px`` and ``thin_area_px``)."""
    h, w = face.shape[:2]
    return ink_map(face, 0, card_mask=_inner_mask(w, h, ppm),
                   split_over_px=split[0] if split else None,
                   thin_area_px=split[1] if split else 0.0)


def _index_of(face: Image, code: str, ppm: float) -> _Sample:
    """The top-left index of a straightened face: the lowest blob is the suit, blobs
    above it are the rank's parts. A jumbo index's rank can sit so close above its suit
    that the two run together at the ink threshold: then the blobs are found again at a
    darker one (the glyphs' cores), and measured as usual."""
    try:
        return _index_at(face, code, ppm, False)
    except CalibrationError:
        return _index_at(face, code, ppm, True)


DEEP_GAMMA = 0.5  # ink at 0.66 of the paper's level after this gamma: 0.44 before


def _index_at(face: Image, code: str, ppm: float, deep: bool) -> _Sample:
    h, w = face.shape[:2]
    ink = _face_ink(face, ppm)
    if deep:
        lut = np.clip(255.0 * (np.arange(256) / 255.0) ** DEEP_GAMMA, 0, 255).astype(np.uint8)
        cores = _face_ink(cv2.LUT(face, lut), ppm)
        # the blobs of the cores, the colours and levels of the face itself
        ink = replace(cores, grey=ink.grey, red=ink.red, blue=ink.blue, paper=ink.paper)
    blobs = []
    for lab in range(1, len(ink.stats)):
        x, y, bw, bh, area = ink.stats[lab]
        inside = x + bw < 0.34 * w and y + bh < 0.42 * h
        # glyphs, not specks: at least 3 mm long and 4 mm2 of ink
        if inside and max(bw, bh) >= 3 * ppm and area >= 4 * ppm * ppm:
            blobs.append(lab)
    if len(blobs) < 2:
        raise CalibrationError(f"{code}: no corner index found (rank above suit at a corner)")
    # the rank is the top line of the index (one blob, or two for 10) ...
    st = ink.stats
    top = min(blobs, key=lambda lab: st[lab][1])
    line_bottom = st[top][1] + st[top][3]
    ranks = [lab for lab in blobs
             if st[lab][1] < line_bottom - 0.5 * st[top][3]
             and st[lab][1] + st[lab][3] > st[top][1] + 0.5 * st[top][3]]
    x0 = min(st[lab][0] for lab in ranks)
    x1 = max(st[lab][0] + st[lab][2] for lab in ranks)
    # ... and the suit is the first blob below it, under it
    below = [lab for lab in blobs if lab not in ranks and st[lab][1] >= line_bottom - 2
             and x0 - 2 <= ink.centroids[lab][0] <= x1 + 2]
    if not below:
        raise CalibrationError(f"{code}: no suit found under the rank in the corner index")
    suit = min(below, key=lambda lab: st[lab][1])
    def pixels(labs: list[int]) -> npt.NDArray[np.float32]:
        ys, xs = np.nonzero(np.isin(ink.labels, labs))
        return np.stack([xs, ys], axis=1).astype(np.float32)

    def size(lab: int) -> float:
        return float(max(st[lab][2], st[lab][3])) / ppm

    suit_colour = suit_chroma(ink, np.array([suit]))[0]
    rank_colour = np.mean([ink_chroma(ink, lab) for lab in ranks], axis=0)
    return _Sample(
        chroma=(float(suit_colour[0]), float(suit_colour[1]), float(rank_colour[0]),
                float(rank_colour[1])),
        code=code, red=float(redness(ink, np.array([suit]))[0]),
        suit=ink.centroids[suit].astype(np.float32),
        ranks=[ink.centroids[lab].astype(np.float32) for lab in ranks],
        suit_px=pixels([suit]), rank_px=pixels(ranks),
        suit_area=int(st[suit][4]), rank_areas=[int(st[lab][4]) for lab in ranks],
        suit_size=size(suit), rank_sizes=[size(lab) for lab in ranks], face=face,
    )


def card_from_filename(path: Path) -> Card:
    try:
        return parse_card(path.stem)
    except CardError as err:
        raise CalibrationError(msg("calibration.file_name", image=path.name)) from err


def learn_cards(
    directory: str | Path,
    *,
    ppm: float = DEFAULT_PX_PER_MM,
    card_size_mm: tuple[float, float] | None = None,
    require_full_deck: bool = True,
    progress: Callable[[str], None] | None = None,
) -> CardTemplates:
    """Learn the deck from ``directory`` (one image per card, named by its code).
    ``card_size_mm`` None: poker (63x88) or bridge size (57x89), whichever the cards'
    shape in the images is nearer (a card straightened to the wrong shape puts its centre
    and corners where they are not, and no card of it is read)."""
    folder = Path(directory)
    if not folder.is_dir():
        raise CalibrationError(msg("calibration.no_folder", folder=folder))
    files = sorted(p for p in folder.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
    if not files:
        raise CalibrationError(msg("calibration.no_images", folder=folder))
    seen: dict[str, Path] = {}
    samples: list[_Sample] = []
    fine_faces: list[Image] = []  # each sample's face at FINE_PPM, for camera-like views
    found: list[tuple[Path, Card, Image, npt.NDArray[np.float32]]] = []
    for path in files:
        card = card_from_filename(path)
        if card.code in seen:
            raise CalibrationError(msg("calibration.same_card", image=path.name, other=seen[card.code].name))
        seen[card.code] = path
        if progress:
            progress(card.code)
        img = read_image(path)
        try:
            found.append((path, card, img, find_card(img)))
        except CalibrationError as err:
            raise CalibrationError(msg("calibration.in_image", image=path.name, why=err.message)) from err
    if card_size_mm is None:
        card_size_mm = card_size_of([q for _, _, _, q in found])
    for path, card, img, quad in found:
        face = straighten(img, quad, ppm, card_size_mm)
        fine = straighten(img, quad, FINE_PPM, card_size_mm)
        for turned, fine_turned in ((face, fine), (face[::-1, ::-1].copy(), fine[::-1, ::-1])):
            try:
                samples.append(_index_of(turned, card.code, ppm))
            except CalibrationError as err:
                raise CalibrationError(msg("calibration.in_image", image=path.name, why=err.message)) from err
            fine_faces.append(np.ascontiguousarray(fine_turned))
    missing = sorted({c.code for c in _deck()} - set(seen))
    if require_full_deck and missing:
        raise CalibrationError(
            f"{folder} lacks {len(missing)} card(s): {' '.join(missing[:13])}"
            f"{' ...' if len(missing) > 13 else ''}")
    return _build(samples, fine_faces, ppm, card_size_mm)


BRIDGE_SIZE_MM = (57.0, 89.0)


def card_size_of(quads: list[npt.NDArray[np.float32]]) -> tuple[float, float]:
    """Poker or bridge size, whichever the median shape (short side over long side) of
    the cards found is nearer (0.716 and 0.640; a little perspective moves one image's
    shape by a few hundredths, not the median's)."""
    shapes = []
    for q in quads:
        sides = [float(np.linalg.norm(q[(i + 1) % 4] - q[i])) for i in range(4)]
        shapes.append((sides[0] + sides[2]) / max(sides[1] + sides[3], 1e-6))
    shape = float(np.median(shapes)) if shapes else 1.0
    poker = DEFAULT_CARD_SIZE_MM[0] / DEFAULT_CARD_SIZE_MM[1]
    bridge = BRIDGE_SIZE_MM[0] / BRIDGE_SIZE_MM[1]
    return BRIDGE_SIZE_MM if abs(shape - bridge) < abs(shape - poker) else DEFAULT_CARD_SIZE_MM


def _deck() -> tuple[Card, ...]:
    from dealer_assist.cards import DECK

    return DECK


def _views(samples: list[_Sample], ppm: float) -> list[tuple[_Sample, _Sample]]:
    """Each sample as found at each learning blur (too soft to find: left out), and the
    sample it is a view of."""
    views = []
    for s in samples:
        for sigma in BLURS:
            if sigma == 0:
                views.append((s, s))
                continue
            with contextlib.suppress(CalibrationError):  # too soft to find: the rest stand
                view = _index_of(cv2.GaussianBlur(s.face, (0, 0), sigma), s.code, ppm)
                if _same_index(view, s, ppm):
                    views.append((view, s))
    return views


SAME_PLACE_MM = 1.5  # a soft view's glyph this near the sharp one's is that glyph


def _same_index(view: _Sample, sharp: _Sample, ppm: float) -> bool:
    """Whether a soft view found the sharp index's glyphs: its suit where the suit is,
    each rank part where a part is or where the parts run together (a 10's "1" and "0"
    as one blob). A soft view can take a fragment of the rank for the rank and the rest
    for the suit; learned, that made templates of glyphs no card shows (a heart's 10
    "found" 5 mm from its suit, turned 50 degrees)."""
    near = SAME_PLACE_MM * ppm
    places = list(sharp.ranks) + [np.mean(sharp.ranks, axis=0)]
    return bool(np.linalg.norm(view.suit - sharp.suit) <= near) and all(
        min(float(np.linalg.norm(rk - p)) for p in places) <= near for rk in view.ranks)


def _build(samples: list[_Sample], fine_faces: list[Image], ppm: float,
           card_mm: tuple[float, float]) -> CardTemplates:
    viewed = _views(samples, ppm)
    views = [v for v, _ in viewed]
    # the patch: every index's ink in its own index frame, and a margin; the rank's rows
    # end halfway between the rank's lowest ink and the suit's highest
    ext = np.zeros(4)  # left, top, right, bottom (mm from the suit centroid)
    inside = []  # the card's left and top edges, mm from the suit centroid
    gaps = []
    for s in views:
        h, w = s.face.shape[:2]
        for rk in s.ranks:
            right, down = index_frames(s.suit[None], rk[None])
            rel_s = s.suit_px - s.suit
            rel_r = s.rank_px - s.suit
            u = np.concatenate([rel_s, rel_r]) @ right[0] / ppm
            v = np.concatenate([rel_s, rel_r]) @ down[0] / ppm
            ext = np.maximum(ext, [-u.min(), -v.min(), u.max(), v.max()])
            # and in the card's own frame (a 10's index frame is turned from it)
            both = np.concatenate([rel_s, rel_r]) / ppm
            ext = np.maximum(ext, [-both[:, 0].min(), -both[:, 1].min(), both[:, 0].max(),
                                   both[:, 1].max()])
            gaps.append(((rel_r @ down[0]).max() + (rel_s @ down[0]).min()) / 2 / ppm)
            rel_c = np.array([w / 2, h / 2]) - s.suit
            inside.append([card_mm[0] / 2 - rel_c @ right[0] / ppm,
                           card_mm[1] / 2 - rel_c @ down[0] / ppm])
    margin = 1.5
    # the patch ends EDGE_INSET inside the card's edges: beyond them lies felt or another
    # card, which says nothing about this index and would sway the suit's decision (the
    # two parts of a 10 turn the frame a little: the edges of most indices count)
    ext_mm = ext + margin
    ext_mm[:2] = np.minimum(ext_mm[:2], np.median(inside, axis=0) - EDGE_INSET)
    left, top, rgt, bottom = ext_mm * ppm
    patch_size = (math.ceil(left + rgt) + 1, math.ceil(top + bottom) + 1)
    anchor = (float(left), float(top))
    rank_rows = round(top + float(np.median(gaps)) * ppm)

    groups, group_chroma = _colour_groups(samples)
    reds = [s.red for s in samples if Card.parse(s.code).suit.is_red]
    blacks = [s.red for s in samples if not Card.parse(s.code).suit.is_red]
    if group_chroma.size:
        threshold = 0.25  # not used: the colour groups decide
    elif reds and blacks:
        if min(reds) <= max(blacks):
            raise CalibrationError("red and black suits cannot be told apart in these images")
        # black stays near 0 however it is seen; red fades towards it when soft
        threshold = max(blacks) + 0.35 * (min(reds) - max(blacks))
    else:
        threshold = 0.25

    codes: list[str] = []
    rows: list[npt.NDArray[np.float32]] = []
    geometry: list[tuple[float, ...]] = []
    dists: list[float] = []
    made_from: list[tuple[_Sample, _Sample, npt.NDArray[np.float32]]] = []
    for s, sharp in viewed:
        h, w = s.face.shape[:2]
        centre = np.array([w / 2, h / 2], np.float32)
        grey = np.ascontiguousarray(s.face[:, :, 1])
        for rk, r_area in zip(s.ranks, s.rank_areas, strict=True):
            right, down = index_frames(s.suit[None], rk[None])
            patch = cut_patches(grey, s.suit[None], right, down, patch_size, anchor,
                                rank_rows)[0]
            dist = float(np.linalg.norm(s.suit - rk)) / ppm
            dists.append(dist)
            if any(c == s.code and float(p @ patch) > 0.985
                   for c, p in zip(codes, rows, strict=True)):
                continue  # the same view again
            rel = centre - s.suit
            codes.append(s.code)
            rows.append(patch)
            made_from.append((s, sharp, rk))
            geometry.append((float(rel @ right[0]) / ppm, float(rel @ down[0]) / ppm, dist,
                             r_area / ppm**2, s.suit_area / ppm**2))
    red = np.array([Card.parse(c).suit.is_red for c in codes], np.bool_)
    templates = np.array(rows, np.float32)
    geo = np.array(geometry, np.float32)
    facing = float(np.median(np.arctan2(geo[:, 1], geo[:, 0])))  # see index_tilts

    def tilt(s: _Sample, rk: npt.NDArray[np.float32], parts: int) -> float:
        """How far the index frame of ``s`` paired with rank part ``rk`` is turned from
        the card's (as :func:`~drivers.card_vision.index_tilts` has it), if its rank is
        printed in ``parts`` glyphs (a 10's "1" and "0"); else 0: the rank above its suit
        gives the card's axes as well as they can be known (turning each card's index by
        its own measured tilt, a degree or four of centroid noise, blurred the suits)."""
        if parts < 2:
            return 0.0
        right, down = index_frames(s.suit[None], rk[None])
        h, w = s.face.shape[:2]
        rel = np.array([w / 2, h / 2], np.float32) - s.suit
        return math.atan2(float(rel @ down[0]), float(rel @ right[0])) - facing

    card_rows, turns = [], []
    for s, sharp, rk in made_from:
        turns.append(tilt(s, rk, len(sharp.ranks)))
        right, down = turned_frame(*index_frames(s.suit[None], rk[None]), turns[-1])
        card_rows.append(cut_patches(np.ascontiguousarray(s.face[:, :, 1]), s.suit[None],
                                     right, down, patch_size, anchor, rank_rows)[0])
    card_templates = np.array(card_rows, np.float32)
    rank_mm = (min(min(v.rank_sizes) for v in views), max(max(v.rank_sizes) for v in views))
    # the views are found as the reader finds indices: a rank run into its suit parted
    sure = _learn_sureness(samples, fine_faces, ppm, patch_size, anchor, rank_rows,
                           card_templates, codes, groups, tilt,
                           split_sizes(rank_mm[1], geo, ppm))
    pips = learn_pips(samples, fine_faces, ppm, groups)
    return CardTemplates(
        suit_weights=sure.weights, suit_bias=sure.bias, min_suit_margin=sure.suit_margin,
        min_rank_margin=sure.rank_margin, max_softness=sure.softness,
        rank_pair_weights=sure.pair_weights, rank_pair_bias=sure.pair_bias,
        min_rank_pair_margin=sure.pair_margin, rank_hue_threshold=sure.hue_threshold,
        suit_margin_by_step=sure.suit_margin_by_step,
        px_per_mm=ppm, card_size_mm=card_mm, patch_size=patch_size, suit_anchor=anchor,
        codes=tuple(codes), patches=templates, red=red, card_patches=card_templates,
        card_turns=np.array(turns, np.float32), pips=pips,
        geometry=geo, rank_rows=rank_rows,
        suit_size_mm=(min(v.suit_size for v in views), max(v.suit_size for v in views)),
        rank_size_mm=rank_mm,
        pair_distance_mm=(min(dists), max(dists)),
        redness_threshold=float(threshold),
        colour_groups=groups, group_chroma=group_chroma,
    )


SAME_COLOUR = 0.15  # two suits whose inks differ by less than this are of one colour


def _colour_groups(samples: list[_Sample],
                   ) -> tuple[tuple[int, int, int, int], npt.NDArray[np.float32]]:
    """Which suits share an ink: red and black (spades with clubs, hearts with diamonds:
    the ordinary deck, no group colours), or more colours (a four-colour deck: clubs
    green, diamonds blue), each group with its learned ink colour (suit and rank)."""
    by_suit: dict[int, list[tuple[float, float, float, float]]] = {}
    for s in samples:
        by_suit.setdefault(int(Card.parse(s.code).suit), []).append(s.chroma)
    if len(by_suit) < 4:
        return (0, 1, 1, 0), np.zeros((0, 4), np.float32)
    mean = {k: np.median(np.array(v), axis=0) for k, v in by_suit.items()}
    split_black = float(np.linalg.norm(mean[Suit.SPADES][:2] - mean[Suit.CLUBS][:2])) > SAME_COLOUR
    split_red = float(np.linalg.norm(mean[Suit.HEARTS][:2] - mean[Suit.DIAMONDS][:2])) > (
        SAME_COLOUR)
    if not (split_black or split_red):
        return (0, 1, 1, 0), np.zeros((0, 4), np.float32)
    groups = [0, 1, 1, 0]
    if split_black:
        groups[Suit.CLUBS] = 2
    if split_red:
        groups[Suit.DIAMONDS] = 3 if split_black else 2
    n = max(groups) + 1
    chroma = np.zeros((n, 4), np.float32)
    for g in range(n):
        chroma[g] = np.mean([mean[k] for k in range(4) if groups[k] == g], axis=0)
    g4 = (groups[0], groups[1], groups[2], groups[3])
    return g4, chroma


CAMERA_VIEWS = 60  # camera-like views of each learned index, to learn the suits from
CHECK_VIEWS = 30  # more views, drawn afresh, to set how sure a read must be
FINE_PPM = 3.0  # the faces are straightened this finely too, to make those views from
EDGE_INSET = 1.5  # mm: the patch keeps this far inside the card's edges
SHRINKAGE = 1e-3  # towards a round covariance, only to keep the solve well posed
MARGIN_FLOOR = 0.8  # a suit read is never trusted on less (within-class deviations)
RANK_MARGIN_FLOOR = 0.005  # nor a rank read on less (correlation)
PAIR_MARGIN_FLOOR = 1.0  # nor a rank's pairwise discriminant on less (deviations)
LEARN_BLUR = (0.2, 1.6)  # camera pixels: how soft the views learned from are
SCALE = (0.8, 2.0)  # camera pixels per millimetre the views are seen at
FOCUS_SHARE = 0.05  # a frame softer than all but this share of those views is not read
STEP_SLACK = 2  # a measured softness may be this many BLUR_STEPS sharper than the truth
MIN_SCORE = 0.9  # as CardTemplates.min_score: a view unlike every template is not read


def camera_view(fine: Image, rng: np.random.Generator, ppm: float,
                card_mm: tuple[float, float],
                blur: tuple[float, float] = LEARN_BLUR) -> tuple[Image, float, Source]:
    """A straightened face (at FINE_PPM) as a camera above the table might see it, brought
    back to the table plane at ``ppm`` as the recogniser sees it; the camera's pixels per
    millimetre; and the camera image's green channel with the homography from the face to
    it, to cut indices from as the recogniser does (:func:`~drivers.card_vision.cut_patches`).

    The camera resolves 0.8 to 1.25 pixels per millimetre (a little more one way than the
    other), at any turn; its lens softens (Gaussian ``blur`` sigma, camera pixels), its
    sensor adds noise and the video is JPEG-compressed; the light is 0.5 to 1.1 times that
    of the learning image. Only the index's neighbourhood matters, so the whole card is
    drawn on plain felt.
    """
    turn = rng.uniform(0, 2 * math.pi)
    scale = rng.uniform(*SCALE) * rng.uniform(0.92, 1.08, 2)
    rot = np.array([[math.cos(turn), -math.sin(turn)], [math.sin(turn), math.cos(turn)]])
    a = rot @ np.diag(scale) / FINE_PPM  # fine face pixels -> camera pixels
    h, w = fine.shape[:2]
    corners = np.array([[0, 0], [w, 0], [w, h], [0, h]], np.float64) @ a.T
    shift = -corners.min(axis=0) + 3 + rng.uniform(0, 1, 2)
    size = np.ceil(corners.max(axis=0) + shift + 3).astype(int)
    to_camera = np.hstack([a, shift[:, None]])
    warped = cv2.warpAffine(fine, to_camera, (int(size[0]), int(size[1])), flags=cv2.INTER_LINEAR,
                            borderMode=cv2.BORDER_CONSTANT, borderValue=(40, 110, 35))
    cam: npt.NDArray[np.float32] = warped.astype(np.float32) * np.float32(rng.uniform(0.5, 1.1))
    cam = np.asarray(cv2.GaussianBlur(cam, (0, 0), rng.uniform(*blur)), np.float32)
    cam += rng.uniform(2, 7) * rng.standard_normal(cam.shape, dtype=np.float32)
    cam8 = np.clip(cam, 0, 255).astype(np.uint8)
    ok, buf = cv2.imencode(".jpg", cam8, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(65, 96))])
    if ok:
        cam8 = np.asarray(cv2.imdecode(buf, cv2.IMREAD_COLOR), np.uint8)
    back = np.vstack([to_camera, [0, 0, 1]]) @ np.diag([FINE_PPM / ppm, FINE_PPM / ppm, 1])
    out_size = (round(card_mm[0] * ppm), round(card_mm[1] * ppm))
    face = cv2.warpAffine(cam8, back[:2], out_size, flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP)
    return face, float(math.sqrt(scale[0] * scale[1])), (np.ascontiguousarray(cam8[:, :, 1]),
                                                         back)


def _view_rows(s: _Sample, face: Image, ppm: float, patch_size: tuple[int, int],
               anchor: tuple[float, float], rank_rows: int, source: Source | None = None,
               tilt: Callable[[_Sample, npt.NDArray[np.float32], int], float] | None = None,
               split: tuple[float, float] | None = None,
               ) -> tuple[npt.NDArray[np.float32], list[float]]:
    """The patches of a sample's index in one view of its face, found as the recogniser
    finds them (ink blobs, their centroids; ``split``: as :func:`_face_ink`'s), and the
    colour of each one's rank part
    (:func:`~drivers.card_ink.ink_hue`); none if the view lost the index."""
    ink = _face_ink(face, ppm, split)
    pw, ph = patch_size
    if len(ink.stats) <= 1:
        return np.zeros((0, pw * ph), np.float32), []
    centroids = ink.centroids[1:]

    def blob_at(p: npt.NDArray[np.float32]) -> int | None:
        d = np.linalg.norm(centroids - p, axis=1)
        i = int(np.argmin(d))
        return i + 1 if d[i] < 2.0 * ppm else None

    suit = blob_at(s.suit)
    grey, to_source = source if source is not None else (ink.grey, None)
    rows, hues = [], []
    merged = _merged_rank(s, ink)
    # a rank whose parts ran together is found as that one blob, whose centroid may lie
    # near one part's: it is the whole rank, in its own frame, not that part
    found = [(blob_at(rk), rk) for rk in s.ranks] if merged is None else [
        (merged, np.mean(s.ranks, axis=0))]
    for rank, part in found:
        if suit is None or rank is None or rank == suit:
            continue
        cs = ink.centroids[suit][None].astype(np.float32)
        cr = ink.centroids[rank][None].astype(np.float32)
        right, down = index_frames(cs, cr)
        if tilt is not None:  # the card's frame, the found index's turned by its form's
            right, down = turned_frame(right, down, tilt(s, part.astype(np.float32), len(s.ranks)))
        rows.append(cut_patches(grey, cs, right, down, patch_size, anchor, rank_rows,
                                to_source)[0])
        hues.append(ink_hue(ink, rank))
    return np.array(rows, np.float32).reshape(-1, pw * ph), hues


def _merged_rank(s: _Sample, ink: InkMap) -> int | None:
    """The one blob a rank of several parts (a 10's "1" and "0") runs into in a soft view,
    if it does: most of each part's ink lies in that blob. The recogniser finds such an
    index as one rank blob above its suit, so it is learned so too (without it, a jumbo
    10 whose parts ran together was judged by discriminants that never saw one, and went
    unread)."""
    if len(s.ranks) < 2:
        return None
    h, w = ink.labels.shape
    px = np.rint(s.rank_px).astype(np.intp)
    labs = ink.labels[px[:, 1].clip(0, h - 1), px[:, 0].clip(0, w - 1)]
    part = np.argmin(np.linalg.norm(s.rank_px[:, None, :] - np.array(s.ranks)[None], axis=2),
                     axis=1)
    owners = set()
    for k in range(len(s.ranks)):
        mine = labs[(part == k) & (labs > 0)]
        if len(mine) < 0.5 * int((part == k).sum()):
            return None  # this part is mostly lost: not one blob of the whole rank
        owners.add(int(np.bincount(mine).argmax()))
    return owners.pop() if len(owners) == 1 else None


@dataclass
class _Sureness:
    weights: npt.NDArray[np.float32]
    bias: npt.NDArray[np.float32]
    suit_margin: float
    rank_margin: float
    softness: float
    pair_weights: npt.NDArray[np.float32]
    pair_bias: npt.NDArray[np.float32]
    pair_margin: float
    hue_threshold: float
    suit_margin_by_step: npt.NDArray[np.float32]


def _learn_sureness(
    samples: list[_Sample], fine_faces: list[Image], ppm: float,
    patch_size: tuple[int, int], anchor: tuple[float, float], rank_rows: int,
    templates: npt.NDArray[np.float32], codes: list[str],
    groups: tuple[int, int, int, int] = (0, 1, 1, 0),
    tilt: Callable[[_Sample, npt.NDArray[np.float32], int], float] | None = None,
    parting: tuple[float, float] | None = None,
) -> _Sureness:
    """How to tell the suits apart, and when a read is sure enough to report.

    Small suit glyphs correlate almost as well with each other (a soft spade is a soft
    club) as with themselves. For each colour, Fisher's discriminant of its two suits is
    learned from camera-like views of every learned index (:func:`camera_view`), scaled
    so that one unit is one within-class standard deviation, and returned as weights whose
    difference within a colour is that discriminant.

    The views also set, on the learning side, when a read is sure enough to report:

    - margins: as many views again, drawn afresh, are read as the recogniser reads (like
      some template, else not read); a read must beat the next suit (rank) by more than
      any of them that was read wrong did (at least MARGIN_FLOOR, RANK_MARGIN_FLOOR);
    - focus: how soft an index looks, in camera pixels, over the views learned from
      (the lens softening them by up to LEARN_BLUR); a frame whose cards look softer
      than all but FOCUS_SHARE of them is softer than anything learned, and is not read
      (a soft club reads as a spade with confidence).

    The views are found as the reader finds indices (``parting``: :func:`_view_rows`'
    ``split``): a rank run into its suit is parted from it, and a suit so parted, which
    loses its lobes at the neck, is learned and checked as it will be read. A fixed seed
    keeps learning reproducible.
    """
    rng = np.random.default_rng(20240607)
    card_mm = (samples[0].face.shape[1] / ppm, samples[0].face.shape[0] / ppm)
    pw = patch_size[0]
    split = rank_rows * pw
    rank_of = np.array([RANK_ORDER.index(c[0]) for c in codes])
    # in the card's frame every form of a rank is one picture (see CardTemplates.card_patches)
    bank = make_blur_bank(templates, codes, rank_rows, pw, np.zeros(len(codes)))
    rank_parts = templates[:, :split].T.astype(np.float64)

    def soft_steps(x: npt.NDArray[np.float64], rank: npt.NDArray[np.intp]) -> npt.NDArray[np.intp]:
        """Each view's softness, as the reader measures it (against its rank's best
        template's form)."""
        best = rank_best_template(x[:, :split] @ rank_parts, rank, rank_of)
        return softness(x[:, :split].astype(np.float32), best, bank)

    def views(count: int) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.intp],
                                   npt.NDArray[np.intp], npt.NDArray[np.float64],
                                   npt.NDArray[np.float64]]:
        """Rows, suits, ranks, softness in camera pixels and rank colour, of ``count``
        views each."""
        feats, suits, ranks, scales, hues = [], [], [], [], []
        for s, fine in zip(samples, fine_faces, strict=True):
            card = Card.parse(s.code)
            for _ in range(count):
                face, scale, source = camera_view(fine, rng, ppm, card_mm, LEARN_BLUR)
                rows, hue = _view_rows(s, face, ppm, patch_size, anchor, rank_rows, source,
                                       tilt, parting)
                feats.append(rows)
                hues.extend(hue)
                suits.extend([int(card.suit)] * len(rows))
                ranks.extend([RANK_ORDER.index(card.code[0])] * len(rows))
                scales.extend([scale] * len(rows))
        x = np.concatenate(feats).astype(np.float64)
        rank = np.array(ranks)
        soft = BLUR_STEPS[soft_steps(x, rank)]
        return x, np.array(suits), rank, soft / ppm * np.array(scales), np.array(hues)

    x, y, ry, soft, hue = views(CAMERA_VIEWS)
    is_red = np.isin(y, [Suit.HEARTS, Suit.DIAMONDS])
    hue_threshold = _split(hue[~is_red], hue[is_red])
    pair_w, pair_b = _rank_pairs(x[:, :split], ry)
    focus = float(np.quantile(soft, 1 - FOCUS_SHARE))
    x = x[:, split:]
    # each pair of suits in one ink (none in a four-colour deck: the colour tells them apart)
    weights, bias, unlearned = _suit_pairs(x, y, _one_colour_pairs(groups))
    for suit in unlearned:
        bias[suit] = -1e9  # a suit never learned is never read
    pairs = [p for p in _one_colour_pairs(groups) if not set(p) & unlearned]

    # how far wrong reads reach, on views not learned from
    xc, yc, rc, _, _ = views(CHECK_VIEWS)
    read = (xc @ templates.T.astype(np.float64)).max(axis=1) >= MIN_SCORE
    xc, yc, rc = xc[read], yc[read], rc[read]
    # A rank is read only if it beats every other rank pairwise by pair_margin
    # (drivers.card_read._sure_rank, both ways): a wrong rank is read only if its
    # worst pairwise vote reaches that. Not just its vote against the truth: one odd view
    # of an 8 that a 10's discriminant takes for a 10 (but the 5's does not) would set
    # the bar so high that most cards of some decks went unread.
    beats = np.einsum("abd,nd->nab", pair_w, xc[:, :split]) + pair_b[None]
    beats[:, np.arange(13), np.arange(13)] = np.inf
    worst = beats.min(axis=2)  # (n, 13): by how much each rank beats all the others
    wrong_worst = worst.copy()
    wrong_worst[np.arange(len(xc)), rc] = -np.inf
    pair_margin = max(PAIR_MARGIN_FLOOR, float(wrong_worst.max(initial=0.0)))
    votes = xc[:, split:] @ weights + bias
    suit_margin = MARGIN_FLOOR
    # how soft each check view's index looks (the reader measures its indices alike): a
    # sharp index need not beat the margin that the softest views' wrong reads reached
    steps = soft_steps(xc, rc)
    by_step = np.full(len(BLUR_STEPS), MARGIN_FLOOR)
    for mine, wrong in _wrong_way(votes, yc, pairs):
        suit_margin = max(suit_margin, float(wrong.max(initial=0.0)))
        for n in range(len(BLUR_STEPS)):
            near = steps[mine] <= n + STEP_SLACK  # views as soft, or a little softer
            by_step[n] = max(by_step[n], float(wrong[near].max(initial=0.0)))
    rank_ncc = 2 * xc[:, :split] @ templates[:, :split].T.astype(np.float64)
    per_rank = np.full((len(xc), 13), -np.inf)
    for r in range(13):
        if (rank_of == r).any():
            per_rank[:, r] = rank_ncc[:, rank_of == r].max(axis=1)
    truth = per_rank[np.arange(len(xc)), rc]
    per_rank[np.arange(len(xc)), rc] = -np.inf
    beaten = per_rank.max(axis=1) - truth  # > 0: read as another rank, by this much
    # the templates' margin counts where the discriminants would take the same wrong rank
    # too (it beats every other rank pairwise, by however little)
    pick = np.argmax(per_rank, axis=1)
    both = worst[np.arange(len(xc)), pick] >= 0.0
    rank_margin = max(RANK_MARGIN_FLOOR, float(beaten[both].max(initial=0.0)))
    return _Sureness(weights.astype(np.float32), bias.astype(np.float32), suit_margin,
                     rank_margin, focus, pair_w.astype(np.float32), pair_b.astype(np.float32),
                     pair_margin, hue_threshold, by_step.astype(np.float32))


def _wrong_way(votes: npt.NDArray[np.float64], y: npt.NDArray[np.intp],
               pairs: list[tuple[Suit, Suit]],
               ) -> list[tuple[npt.NDArray[np.bool_], npt.NDArray[np.float64]]]:
    """For each pair of suits of one colour: which rows (of suits ``y``, voted ``votes``)
    are of its suits, and by how much each voted the other suit's way (> 0: wrong)."""
    out = []
    for a, b in pairs:
        mine = (y == a) | (y == b)
        diff = votes[mine, a] - votes[mine, b]
        out.append((mine, np.where(y[mine] == a, -diff, diff)))
    return out


def _one_colour_pairs(groups: tuple[int, int, int, int]) -> list[tuple[Suit, Suit]]:
    """The pairs of suits printed in one ink (spades and clubs, hearts and diamonds, in
    a two-colour deck): what only their shapes tell apart."""
    return [(a, b) for a, b in ((Suit.SPADES, Suit.CLUBS), (Suit.HEARTS, Suit.DIAMONDS))
            if groups[a] == groups[b]]


def _suit_pairs(x: npt.NDArray[np.float64], y: npt.NDArray[np.intp],
                pairs: list[tuple[Suit, Suit]],
                ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64], set[int]]:
    """Fisher's discriminant (:func:`_fisher`) of each pair of suits, on rows ``x`` of
    suits ``y``, as weights (dim, 4) and biases (4,) whose difference within a pair is
    that discriminant; and the suits with fewer than two rows (their pair is left out)."""
    weights = np.zeros((x.shape[1], 4))
    bias = np.zeros(4)
    unlearned: set[int] = set()
    for first, second in pairs:
        a, b = x[y == first], x[y == second]
        if len(a) < 2 or len(b) < 2:
            unlearned |= {int(s) for s, rows in ((first, a), (second, b)) if len(rows) < 2}
            continue
        w, c = _fisher(a, b)
        weights[:, first], weights[:, second] = w / 2, -w / 2
        bias[first], bias[second] = c / 2, -c / 2
    return weights, bias, unlearned


def _fisher(a: npt.NDArray[np.float64], b: npt.NDArray[np.float64],
            ) -> tuple[npt.NDArray[np.float64], float]:
    """Fisher's discriminant of two sets of rows: weights and bias such that ``x @ w + c``
    is > 0 for the first set's side, in within-class standard deviations."""
    dim = a.shape[1]
    ma, mb = a.mean(axis=0), b.mean(axis=0)
    cov = ((a - ma).T @ (a - ma) + (b - mb).T @ (b - mb)) / (len(a) + len(b) - 2)
    cov += SHRINKAGE * np.trace(cov) / dim * np.eye(dim)
    w = np.linalg.solve(cov, ma - mb)
    w /= math.sqrt(float(w @ cov @ w))  # one within-class deviation along w
    return w, -float((ma + mb) @ w) / 2


def _rank_pairs(x: npt.NDArray[np.float64], ranks: npt.NDArray[np.intp],
                ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Fisher's discriminant of the rank parts of every pair of ranks: (13, 13, dim)
    weights and (13, 13) biases, antisymmetric. A rank with too few views gets votes of
    -inf against it (it is never read)."""
    dim = x.shape[1]
    w = np.zeros((13, 13, dim))
    c = np.zeros((13, 13))
    for a in range(13):
        for b in range(a + 1, 13):
            xa, xb = x[ranks == a], x[ranks == b]
            if len(xa) < 2 or len(xb) < 2:
                c[a, b] = -1e9 if len(xa) < 2 else 1e9
                c[b, a] = -c[a, b]
                continue
            w[a, b], c[a, b] = _fisher(xa, xb)
            w[b, a], c[b, a] = -w[a, b], -c[a, b]
    return w, c


def _split(low: npt.NDArray[np.float64], high: npt.NDArray[np.float64]) -> float:
    """A threshold between two sets of values, halfway between their nearest members (if
    they overlap, halfway between their medians: the check then decides little)."""
    if len(low) == 0 or len(high) == 0:
        return 0.3
    lo, hi = float(low.max()), float(high.min())
    if lo >= hi:
        return float(np.median(low) + np.median(high)) / 2
    return (lo + hi) / 2


PIP_VIEWS = 6  # camera-like views of each number card, to learn its pips' suits from
PIP_CHECK_VIEWS = 4  # more, drawn afresh, to set by how much a suit must win by its pips
PIP_MARGIN_FLOOR = 3.0  # nor is a suit ever settled by pips on less (deviations, summed)
ACE_VIEWS = 30  # camera-like views of each ace, to set by how much its one pip must win by


def _pips_of(s: _Sample, ppm: float) -> list[tuple[npt.NDArray[np.float64], float]]:
    """The pips of a straightened face: blobs outside both corner indices, no smaller
    than most of the index's suit, not long and thin (a printed frame line), in mm from
    the card's centre, and each one's size (mm)."""
    h, w = s.face.shape[:2]
    ink = _face_ink(s.face, ppm)
    glyphs = np.concatenate([s.suit_px, s.rank_px])
    x1, y1 = glyphs.max(axis=0) + ppm  # the top-left index, a millimetre round
    out = []
    for lab in range(1, len(ink.stats)):
        bw, bh = ink.stats[lab][2:4]
        cx, cy = ink.centroids[lab]
        if (cx <= x1 and cy <= y1) or (cx >= w - 1 - x1 and cy >= h - 1 - y1):
            continue
        longer, shorter = max(bw, bh) / ppm, min(bw, bh) / ppm
        if longer < 0.8 * s.suit_size or longer > 2.5 * shorter + 1.0:
            continue
        out.append((np.array([cx - w / 2, cy - h / 2]) / ppm, float(longer)))
    return out


def learn_pips(samples: list[_Sample], fine_faces: list[Image], ppm: float,
               groups: tuple[int, int, int, int]) -> Pips | None:
    """Where each number card's pips lie and what they look like (drivers.card_pips),
    each cut at its own size, and by how much a suit must win by them: the largest margin
    by which camera-like views of the learning images (:func:`camera_view`) favoured the
    wrong suit of their colour (an ace's one pip: a margin of its own). A deck with no
    two suits of one colour (each suit its own ink) has its pips' places and looks
    learned alone: they check a number card's rank, and its colour names its suit. None
    if no pips were found."""
    pairs = _one_colour_pairs(groups)
    number = [(s, f) for s, f in zip(samples, fine_faces, strict=True)
              if s.code[0] in NUMBER_RANKS]
    found = [(s, f, _pips_of(s, ppm)) for s, f in number]
    sizes = [size for _, _, pips in found for _, size in pips]
    if not sizes:
        return None
    scale = float(np.median(sizes))
    side = math.ceil(PIP_PATCH_MM * scale * ppm) | 1
    codes, places, patches, each = [], [], [], []
    for s, _, pips in found:
        h, w = s.face.shape[:2]
        grey = np.ascontiguousarray(s.face[:, :, 1])
        for place, size in pips:
            codes.append(s.code)
            places.append(place)
            each.append(size)
            k = size / scale
            patches.append(cut_pips(grey, (place * ppm + (w / 2, h / 2))[None],
                                    np.array([k, 0.0]), np.array([0.0, k]), side)[0])
    learned = Pips(tuple(codes), np.array(places, np.float32), np.array(patches, np.float32),
                   side, (float(min(sizes)), float(max(sizes))), 0.0,
                   sizes=np.array(each, np.float32), scale_mm=scale)
    if not pairs:
        return learned
    other = {int(a): int(b) for a, b in pairs} | {int(b): int(a) for a, b in pairs}
    rng = np.random.default_rng(20241201)
    card_mm = (samples[0].face.shape[1] / ppm, samples[0].face.shape[0] / ppm)

    def views(count: int, one: bool | None = None,
              ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.intp], npt.NDArray[np.intp]]:
        """Upright pips seen in ``count`` camera-like views of each number card (``one``:
        of those with one pip, the aces; or of the others), their suits, and the view
        each was seen in."""
        rows, suits, seen_in = [], [], []
        n_views = 0
        for s, fine, shows in found:
            card = Card.parse(s.code)
            if int(card.suit) not in other or (one is not None and one != (len(shows) == 1)):
                continue
            pair = (s.code[1], Card(card.rank, Suit(other[int(card.suit)])).code[1])
            for _ in range(count):
                face, _, _ = camera_view(fine, rng, ppm, card_mm, LEARN_BLUR)
                h, w = face.shape[:2]
                ink = _face_ink(face, ppm)
                scene = pip_scene(learned, np.ascontiguousarray(face[:, :, 1]), ink.stats,
                                  ink.centroids, ppm)
                for up, _, _ in seen_pips(learned, scene, s.code[0], pair, (w / 2, h / 2),
                                          (0.0, 1.0), None):
                    rows.append(up)
                    suits.append(int(card.suit))
                    seen_in.append(n_views)
                n_views += 1
        return (np.array(rows, np.float64).reshape(-1, side * side), np.array(suits),
                np.array(seen_in, np.intp))

    x, y, _ = views(PIP_VIEWS)
    weights, bias, unlearned = _suit_pairs(x, y, pairs)
    if unlearned:
        return None  # too few pips seen to learn from
    learned = replace(learned, weights=weights.astype(np.float32), bias=bias.astype(np.float32))

    # how far wrong suits reach, on views not learned from, of the cards with more pips
    xc, yc, view = views(PIP_CHECK_VIEWS, one=False)
    wrong = [PIP_MARGIN_FLOOR]
    for mine, off in _wrong_way(xc @ weights + bias, yc, pairs):
        # a card's pips vote together: what the other suit reached, summed over a view's
        # pips (and over any two of them: a card half covered shows only some)
        sums = np.bincount(view[mine], weights=off)
        wrong.extend(sums[np.unique(view[mine])].tolist())
        wrong.append(2 * float(off.max(initial=0.0)))
    # an ace shows one pip, large: twice the most the aces' pips voted wrong in views of
    # their own
    xa, ya, _ = views(ACE_VIEWS, one=True)
    one = [PIP_MARGIN_FLOOR] + [2 * float(off.max(initial=0.0))
                                for _, off in _wrong_way(xa @ weights + bias, ya, pairs)]
    return replace(learned, margin=float(max(wrong)), margin_one=float(max(one)))
