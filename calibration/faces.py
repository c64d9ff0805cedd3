"""A card's image for learning: the card found in it, straightened to its real size, and
its top-left corner index measured (rank parts above the suit), as
:mod:`calibration.learn` learns them."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import cv2
import numpy as np
import numpy.typing as npt

from dealer_assist.messages import msg
from drivers.camera_calibration import (
    DEFAULT_CARD_SIZE_MM,
    CalibrationError,
)
from drivers.card_ink import InkMap, ink_chroma, ink_map, redness, suit_chroma
from drivers.card_vision import Image

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
class Sample:
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


def face_ink(face: Image, ppm: float, split: tuple[float, float] | None = None) -> InkMap:
    """The ink map of a straightened face (or a camera-like view of one), inside its
    :func:`_inner_mask`; ``split``: a long blob's glyphs parted as the reader parts them
    (:func:`~drivers.card_ink.ink_map`'s ``split_over_px`` and ``thin_area_px``)."""
    h, w = face.shape[:2]
    return ink_map(face, 0, card_mask=_inner_mask(w, h, ppm),
                   split_over_px=split[0] if split else None,
                   thin_area_px=split[1] if split else 0.0)


def index_of(face: Image, code: str, ppm: float) -> Sample:
    """The top-left index of a straightened face: the lowest blob is the suit, blobs
    above it are the rank's parts. A jumbo index's rank can sit so close above its suit
    that the two run together at the ink threshold: then the blobs are found again at a
    darker one (the glyphs' cores), and measured as usual."""
    try:
        return _index_at(face, code, ppm, False)
    except CalibrationError:
        return _index_at(face, code, ppm, True)


DEEP_GAMMA = 0.5  # ink at 0.66 of the paper's level after this gamma: 0.44 before


def _index_at(face: Image, code: str, ppm: float, deep: bool) -> Sample:
    h, w = face.shape[:2]
    ink = face_ink(face, ppm)
    if deep:
        lut = np.clip(255.0 * (np.arange(256) / 255.0) ** DEEP_GAMMA, 0, 255).astype(np.uint8)
        cores = face_ink(cv2.LUT(face, lut), ppm)
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
    return Sample(
        chroma=(float(suit_colour[0]), float(suit_colour[1]), float(rank_colour[0]),
                float(rank_colour[1])),
        code=code, red=float(redness(ink, np.array([suit]))[0]),
        suit=ink.centroids[suit].astype(np.float32),
        ranks=[ink.centroids[lab].astype(np.float32) for lab in ranks],
        suit_px=pixels([suit]), rank_px=pixels(ranks),
        suit_area=int(st[suit][4]), rank_areas=[int(st[lab][4]) for lab in ranks],
        suit_size=size(suit), rank_sizes=[size(lab) for lab in ranks], face=face,
    )


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
