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
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np
import numpy.typing as npt

from dealer_assist.cards import Card, parse_card
from dealer_assist.errors import CardError
from drivers.camera_calibration import (
    DEFAULT_CARD_SIZE_MM,
    DEFAULT_PX_PER_MM,
    CalibrationError,
    CardTemplates,
)
from drivers.card_vision import Image, cut_patches, index_frames, ink_map, redness

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp")
BLURS = (0.0, 0.7, 1.2)  # learn each index sharp and as a soft camera would see it
OVERSAMPLE = 4


def read_image(path: str | Path) -> Image:
    """A colour image from disk, or one clear :class:`CalibrationError`."""
    p = Path(path)
    if not p.is_file():
        raise CalibrationError(f"image {p} does not exist")
    data = np.fromfile(str(p), dtype=np.uint8)
    img = cv2.imdecode(data, cv2.IMREAD_COLOR) if data.size else None
    if img is None:
        raise CalibrationError(f"{p} is not an image OpenCV can read")
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
        raise CalibrationError("no card found (nothing white enough in the frame)")
    card = max(contours, key=cv2.contourArea)
    area = cv2.contourArea(card)
    if area < 0.002 * img.shape[0] * img.shape[1] or area < 1500:
        raise CalibrationError("no card found (the largest white shape is too small)")
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
        raise CalibrationError("no card found (the white shape is not a card's rectangle)")
    quad = _refine(_order_quad(quad), card.reshape(-1, 2).astype(np.float32))
    h, w = img.shape[:2]
    if quad.min() < 1 or (quad[:, 0] > w - 2).any() or (quad[:, 1] > h - 2).any():
        raise CalibrationError("the card is cut by the edge of the image (show all of it)")
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


def _index_of(face: Image, code: str, ppm: float) -> _Sample:
    """The top-left index of a straightened face: the lowest blob is the suit, blobs
    above it are the rank's parts."""
    h, w = face.shape[:2]
    ink = ink_map(face, 0, card_mask=_inner_mask(w, h, ppm))
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

    return _Sample(
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
        raise CalibrationError(
            f"{path.name}: the file name must be a card code such as AS.png or TD.png") from err


def learn_cards(
    directory: str | Path,
    *,
    ppm: float = DEFAULT_PX_PER_MM,
    card_size_mm: tuple[float, float] = DEFAULT_CARD_SIZE_MM,
    require_full_deck: bool = True,
    progress: Callable[[str], None] | None = None,
) -> CardTemplates:
    """Learn the deck from ``directory`` (one image per card, named by its code)."""
    folder = Path(directory)
    if not folder.is_dir():
        raise CalibrationError(f"card folder {folder} does not exist")
    files = sorted(p for p in folder.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
    if not files:
        raise CalibrationError(f"{folder} holds no card images (AS.png, TD.png ...)")
    seen: dict[str, Path] = {}
    samples: list[_Sample] = []
    for path in files:
        card = card_from_filename(path)
        if card.code in seen:
            raise CalibrationError(f"{path.name} and {seen[card.code].name} are the same card")
        seen[card.code] = path
        if progress:
            progress(card.code)
        img = read_image(path)
        try:
            quad = find_card(img)
        except CalibrationError as err:
            raise CalibrationError(f"{path.name}: {err}") from err
        face = straighten(img, quad, ppm, card_size_mm)
        for turned in (face, face[::-1, ::-1].copy()):
            try:
                samples.append(_index_of(turned, card.code, ppm))
            except CalibrationError as err:
                raise CalibrationError(f"{path.name}: {err}") from err
    missing = sorted({c.code for c in _deck()} - set(seen))
    if require_full_deck and missing:
        raise CalibrationError(
            f"{folder} lacks {len(missing)} card(s): {' '.join(missing[:13])}"
            f"{' ...' if len(missing) > 13 else ''}")
    return _build(samples, ppm, card_size_mm)


def _deck() -> tuple[Card, ...]:
    from dealer_assist.cards import DECK

    return DECK


def _views(samples: list[_Sample], ppm: float) -> list[_Sample]:
    """Each sample as found at each learning blur (too soft to find: left out)."""
    views = []
    for s in samples:
        for sigma in BLURS:
            if sigma == 0:
                views.append(s)
                continue
            with contextlib.suppress(CalibrationError):  # too soft to find: the rest stand
                views.append(_index_of(cv2.GaussianBlur(s.face, (0, 0), sigma), s.code, ppm))
    return views


def _build(samples: list[_Sample], ppm: float, card_mm: tuple[float, float]) -> CardTemplates:
    views = _views(samples, ppm)
    # the patch: every index's ink in its own index frame, and a margin; the rank's rows
    # end halfway between the rank's lowest ink and the suit's highest
    ext = np.zeros(4)  # left, top, right, bottom (mm from the suit centroid)
    gaps = []
    for s in views:
        for rk in s.ranks:
            right, down = index_frames(s.suit[None], rk[None])
            rel_s = s.suit_px - s.suit
            rel_r = s.rank_px - s.suit
            u = np.concatenate([rel_s, rel_r]) @ right[0] / ppm
            v = np.concatenate([rel_s, rel_r]) @ down[0] / ppm
            ext = np.maximum(ext, [-u.min(), -v.min(), u.max(), v.max()])
            gaps.append(((rel_r @ down[0]).max() + (rel_s @ down[0]).min()) / 2 / ppm)
    margin = 1.5
    left, top, rgt, bottom = (ext + margin) * ppm
    patch_size = (math.ceil(left + rgt) + 1, math.ceil(top + bottom) + 1)
    anchor = (float(left), float(top))
    rank_rows = round(top + float(np.median(gaps)) * ppm)

    reds = [s.red for s in samples if Card.parse(s.code).suit.is_red]
    blacks = [s.red for s in samples if not Card.parse(s.code).suit.is_red]
    if reds and blacks:
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
    for s in views:
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
            geometry.append((float(rel @ right[0]) / ppm, float(rel @ down[0]) / ppm, dist,
                             r_area / ppm**2, s.suit_area / ppm**2))
    red = np.array([Card.parse(c).suit.is_red for c in codes], np.bool_)
    weights, bias = _suit_discriminant(samples, ppm, patch_size, anchor, rank_rows)
    return CardTemplates(
        suit_weights=weights, suit_bias=bias,
        px_per_mm=ppm, card_size_mm=card_mm, patch_size=patch_size, suit_anchor=anchor,
        codes=tuple(codes), patches=np.array(rows, np.float32), red=red,
        geometry=np.array(geometry, np.float32), rank_rows=rank_rows,
        suit_size_mm=(min(v.suit_size for v in views), max(v.suit_size for v in views)),
        rank_size_mm=(min(min(v.rank_sizes) for v in views),
                      max(max(v.rank_sizes) for v in views)),
        pair_distance_mm=(min(dists), max(dists)),
        redness_threshold=float(threshold),
    )


AUGMENT_VIEWS = 24  # camera-like renderings of each learned index
AUGMENT_JITTERS = 4  # small turns, scalings and shifts of each
SHRINKAGE = 0.2  # towards a round covariance: the pixels outnumber the samples


def _as_camera_sees(face: Image, rng: np.random.Generator) -> Image:
    """The face shrunk to what a camera resolves (0.7 to 1.1 px/mm from the templates'
    1.25), softened, noised and JPEG-compressed, then brought back to size; its green
    channel."""
    h, w = face.shape[:2]
    f = rng.uniform(0.55, 0.9)
    small = cv2.resize(face, (max(8, round(w * f)), max(8, round(h * f))),
                       interpolation=cv2.INTER_AREA).astype(np.float32)
    small = cv2.GaussianBlur(small, (0, 0), rng.uniform(0.3, 1.2))
    small += rng.uniform(2, 7) * rng.standard_normal(small.shape, dtype=np.float32)
    small8 = np.clip(small, 0, 255).astype(np.uint8)
    ok, buf = cv2.imencode(".jpg", small8, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(65, 96))])
    if ok:
        small8 = cv2.imdecode(buf, cv2.IMREAD_COLOR)
    return np.ascontiguousarray(cv2.resize(small8, (w, h), interpolation=cv2.INTER_LINEAR)[:, :, 1])


def _suit_discriminant(
    samples: list[_Sample], ppm: float, patch_size: tuple[int, int],
    anchor: tuple[float, float], rank_rows: int,
) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]:
    """Fisher's linear discriminant over the four suits, trained on each learned index
    as a camera might see it (:func:`_as_camera_sees`), a little turned, scaled, shifted.

    Small suit glyphs correlate almost as well with each other (a soft spade is a soft
    club) as with themselves; the discriminant weighs the few pixels where they differ.
    A fixed seed keeps learning reproducible.
    """
    rng = np.random.default_rng(20240607)
    pw, _ = patch_size
    feats: list[npt.NDArray[np.float32]] = []
    labels: list[int] = []
    for s in samples:
        suit = int(Card.parse(s.code).suit)
        for _ in range(AUGMENT_VIEWS):
            grey = _as_camera_sees(s.face, rng)
            for rk in s.ranks:
                right, down = index_frames(s.suit[None], rk[None])
                turn = np.radians(rng.uniform(-4, 4, AUGMENT_JITTERS))
                scale = rng.uniform(0.95, 1.05, AUGMENT_JITTERS)
                cos, sin = np.cos(turn) * scale, np.sin(turn) * scale
                r = np.stack([cos * right[0, 0] - sin * right[0, 1],
                              sin * right[0, 0] + cos * right[0, 1]], axis=1)
                d = np.stack([cos * down[0, 0] - sin * down[0, 1],
                              sin * down[0, 0] + cos * down[0, 1]], axis=1)
                centres = s.suit[None] + rng.uniform(-0.6, 0.6, (AUGMENT_JITTERS, 2))
                rows = cut_patches(grey, centres.astype(np.float32), r.astype(np.float32),
                                   d.astype(np.float32), patch_size, anchor, rank_rows)
                feats.append(rows[:, rank_rows * pw:])
                labels.extend([suit] * AUGMENT_JITTERS)
    x = np.concatenate(feats).astype(np.float64)
    y = np.array(labels)
    dim = x.shape[1]
    means = np.zeros((4, dim))
    scatter = np.zeros((dim, dim))
    present = []
    for k in range(4):
        xk = x[y == k]
        if len(xk) == 0:
            continue
        present.append(k)
        means[k] = xk.mean(axis=0)
        centred = xk - means[k]
        scatter += centred.T @ centred
    cov = scatter / max(1, len(x) - len(present))
    cov += SHRINKAGE * np.trace(cov) / dim * np.eye(dim)  # few samples, many pixels
    inv_means = np.linalg.solve(cov, means.T)  # (dim, 4)
    bias = -0.5 * np.einsum("kd,dk->k", means, inv_means)
    for k in range(4):
        if k not in present:
            inv_means[:, k] = 0.0
            bias[k] = -1e9  # a suit never learned is never read
    return inv_means.astype(np.float32), bias.astype(np.float32)
