"""Find and read every card in one camera frame: :func:`detect`.

A shrunken copy of the frame shows where white card lies (felt is saturated however it
is lit); each such region is warped to the table plane at the templates' scale, which
straightens it (every card the same size, only its place and turn vary), and its corner
indices are read there (:mod:`drivers.card_read`). Centres go back to camera pixels
through the calibration's homography, and each card gets the zone its centre lies in.
The cards of a frame come from one deck: a suit an index alone cannot settle (a soft
spade or club) is settled by the rest of the table, or the card is not reported
(:func:`one_deck`).

:func:`detect` is a pure function of a frame and a calibration; the camera source, the
``camera read`` command and the round flow all call it.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, replace

import cv2
import numpy as np
import numpy.typing as npt

from dealer_assist.cards import Card, parse_card
from drivers.camera_calibration import (
    Calibration,
    CalibrationError,
    TableCalibration,
    apply_homography,
)
from drivers.card_ink import PAPER_MIN
from drivers.card_read import read_indices
from drivers.card_vision import Image, IndexRead

SHRINK = 4  # the search for white card runs on a frame this many times smaller
MARGIN_MM = 10.0  # around each white region, so a card's edges are in its window

Placed = tuple[IndexRead, float, float]  # a read and its centre in table millimetres


@dataclass(frozen=True, slots=True)
class Detection:
    """One card seen: where (camera pixels and table millimetres), which zone, how sure."""

    card: Card
    center: tuple[float, float]
    confidence: float
    zone: str | None
    center_mm: tuple[float, float] = (math.nan, math.nan)

    def to_json(self) -> dict[str, object]:
        """``{"card": "AS", "center": [x, y], "confidence": 0.97, "zone": "box3"}``."""
        return {
            "card": self.card.code.upper(),
            "center": [round(self.center[0], 1), round(self.center[1], 1)],
            "confidence": round(self.confidence, 3),
            "zone": self.zone,
        }


def check_frame(frame: object, table: TableCalibration) -> Image:
    """The frame, if it is an 8-bit colour image of the calibrated size."""
    if not isinstance(frame, np.ndarray) or frame.dtype != np.uint8 or frame.ndim != 3 or (
        frame.shape[2] != 3
    ):
        raise CalibrationError("a frame must be a colour image (height x width x 3, 8-bit)")
    fh, fw = frame.shape[:2]
    if (fw, fh) != tuple(table.frame_size):
        raise CalibrationError(
            f"the frame is {fw}x{fh} but the table was calibrated on {table.frame_size[0]}x"
            f"{table.frame_size[1]} frames (calibrate this camera again)")
    return frame


def white_regions(frame: Image, table: TableCalibration, ppm: float, min_area_mm2: float,
                  overhang_mm: float = 0.0) -> list[tuple[int, int, int, int]]:
    """Windows (x0, y0, x1, y1) of the table-plane image at ``ppm`` that hold white card,
    up to ``overhang_mm`` beyond the layout's edges (a card at an outer place may lie
    partly beyond them: its corners must be in the window for it to be read)."""
    fh, fw = frame.shape[:2]
    small = cv2.resize(frame, (fw // SHRINK, fh // SHRINK), interpolation=cv2.INTER_AREA)
    b, g, r = cv2.split(small)
    hi = cv2.max(cv2.max(b, g), r)
    lo = cv2.min(cv2.min(b, g), r)
    white = cv2.compare(cv2.subtract(hi, lo), cv2.convertScaleAbs(hi, alpha=0.3), cv2.CMP_LT)
    white = cv2.bitwise_and(white, cv2.threshold(lo, PAPER_MIN, 255, cv2.THRESH_BINARY)[1])
    contours, _ = cv2.findContours(white, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    to_table = table.camera_to_table
    tw, th = table.table_size_mm
    boxes: list[list[float]] = []
    for contour in contours:
        pts = contour.reshape(-1, 2).astype(np.float64) * SHRINK + (SHRINK - 1) / 2
        mm = apply_homography(to_table, pts)
        x0, y0 = mm.min(axis=0) - MARGIN_MM
        x1, y1 = mm.max(axis=0) + MARGIN_MM
        x0, y0 = max(x0, -overhang_mm), max(y0, -overhang_mm)
        x1, y1 = min(x1, tw + overhang_mm), min(y1, th + overhang_mm)
        if x1 <= x0 or y1 <= y0:
            continue
        area = cv2.contourArea(mm.astype(np.float32))
        if area >= min_area_mm2:
            boxes.append([x0, y0, x1, y1])
    merged = _merge(boxes)
    return [(int(x0 * ppm), int(y0 * ppm), math.ceil(x1 * ppm), math.ceil(y1 * ppm))
            for x0, y0, x1, y1 in merged]


def _merge(boxes: list[list[float]]) -> list[list[float]]:
    """Overlapping windows become one, so no card is cut in two."""
    changed = True
    while changed:
        changed = False
        out: list[list[float]] = []
        for b in boxes:
            for o in out:
                if b[0] < o[2] and o[0] < b[2] and b[1] < o[3] and o[1] < b[3]:
                    o[:] = [min(o[0], b[0]), min(o[1], b[1]), max(o[2], b[2]), max(o[3], b[3])]
                    changed = True
                    break
            else:
                out.append(list(b))
        boxes = out
    return boxes


def camera_px_per_mm(table: TableCalibration, points_mm: npt.ArrayLike) -> npt.NDArray[np.float64]:
    """How many camera pixels a millimetre of table spans at each point (the far side of
    the table is seen smaller)."""
    h = table.table_to_camera
    p = np.asarray(points_mm, np.float64).reshape(-1, 2)
    base = apply_homography(h, p)
    dx = apply_homography(h, p + (1.0, 0.0)) - base
    dy = apply_homography(h, p + (0.0, 1.0)) - base
    out: npt.NDArray[np.float64] = np.sqrt(np.abs(dx[:, 0] * dy[:, 1] - dx[:, 1] * dy[:, 0]))
    return out


def frame_softness(reads: list[Placed], table: TableCalibration,
                   ppm: float) -> float:
    """How soft the camera's picture is: the median softness of the cards read, in
    camera pixels (0.0 when nothing was read). Far cards are softer on the table than
    near ones for the same lens; in camera pixels they are alike, so the median tells
    an out-of-focus camera from a table whose far side is soft."""
    if not reads:
        return 0.0
    soft = np.array([r.softness for r, _, _ in reads]) / ppm
    scale = camera_px_per_mm(table, [(x, y) for _, x, y in reads])
    return float(np.median(soft * scale))


def read_frame(frame: Image, calibration: Calibration) -> list[Placed]:
    """Every card read in a frame, with its centre in table millimetres; none if the
    frame is softer than anything learned (:func:`frame_softness`). A suit the index
    alone does not settle is settled by the rest of the table (:func:`one_deck`)."""
    table, cards = calibration.complete()
    check_frame(frame, table)
    ppm = cards.px_per_mm
    cw, ch = cards.card_size_mm
    scale = np.diag([ppm, ppm, 1.0]) @ table.camera_to_table
    out: list[Placed] = []
    windows = white_regions(frame, table, ppm, 0.25 * cw * ch, overhang_mm=max(cw, ch))
    if not windows:
        return out
    bgra = cv2.cvtColor(frame, cv2.COLOR_BGR2BGRA)  # four channels warp twice as fast
    green = np.ascontiguousarray(frame[:, :, 1])  # indices are cut from the frame itself
    for x0, y0, x1, y1 in windows:
        m = np.array([[1, 0, -x0], [0, 1, -y0], [0, 0, 1]]) @ scale
        window = cv2.warpPerspective(bgra, m, (x1 - x0, y1 - y0), flags=cv2.INTER_LINEAR)
        to_frame = np.asarray(np.linalg.inv(m), np.float64)
        for read in read_indices(window, cards, unsure=True, source=(green, to_frame)):
            out.append((read, (read.center[0] + x0) / ppm, (read.center[1] + y0) / ppm))
    if frame_softness([r for r in out if r[0].sure and not r[0].by_pips], table,
                      ppm) > cards.max_softness:
        return []  # out of focus: a soft club reads as a spade with confidence
    return one_deck(out)


CLEAR_WIN = 2.0  # of two sure reads of one card, one stands if its suit won by this many times more


def one_deck(reads: list[Placed]) -> list[Placed]:
    """The reads of one frame, knowing that its cards come from one deck (docs/rules.md: every
    game is dealt from one 52-card deck), so no card lies on the table twice.

    A spade and a club (or a heart and a diamond) on a soft far-side index can be too
    alike to tell; :func:`~drivers.card_read.read_indices` then marks the read unsure
    with both codes. If one of the two is read for sure elsewhere on the table, the
    card is the other. Two sure reads of one code cannot both be right: the one whose
    suit won by CLEAR_WIN times more stands and the other is unsure; if neither won that
    clearly (a soft far-side club can win as a spade by more than a near spade does),
    neither stands. An unsure read that the table does not settle is not reported, nor
    are two unsure reads settled to the same card.
    """
    first: dict[str, Placed] = {}
    unsure: list[Placed] = []
    contested: set[str] = set()
    for p in sorted((p for p in reads if p[0].sure), key=lambda p: -p[0].suit_margin):
        code = p[0].code
        if code in first:
            unsure.append(p)
            if first[code][0].suit_margin < CLEAR_WIN * p[0].suit_margin:
                contested.add(code)
        else:
            first[code] = p
    unsure += [first.pop(code) for code in contested]
    unsure += [p for p in reads if not p[0].sure]
    settled: list[Placed] = []
    for read, x, y in unsure:
        if read.code in first and read.other not in first:
            settled.append((replace(read, code=read.other, other=read.code, sure=True), x, y))
        elif read.other in first and read.code not in first:
            settled.append((replace(read, sure=True), x, y))
    twice = Counter(p[0].code for p in settled)
    return [p for p in reads if p[0].sure and first.get(p[0].code) is p] + [
        p for p in settled if twice[p[0].code] == 1]


def detect(frame: Image, calibration: Calibration) -> list[Detection]:
    """Every card face visible in ``frame``: one :class:`Detection` per card, surest first.

    ``frame`` is a BGR image the size the table was calibrated on. Cards lying face down,
    chips and the printed layout are not cards and are not reported. Raises
    :class:`~drivers.camera_calibration.CalibrationError` if the calibration is not
    complete or the frame does not fit it.
    """
    reads = read_frame(frame, calibration)
    if not reads:
        return []
    table = calibration.table
    assert table is not None  # read_frame checked it
    mm = np.array([(x, y) for _, x, y in reads])
    cam = apply_homography(table.table_to_camera, mm)
    out = [
        Detection(
            card=parse_card(read.code), center=(float(xc), float(yc)),
            confidence=max(0.0, min(1.0, read.score)), zone=table.zone_at(float(xm), float(ym)),
            center_mm=(float(xm), float(ym)),
        )
        for (read, xm, ym), (xc, yc) in zip(reads, cam, strict=True)
    ]
    out.sort(key=lambda d: -d.confidence)
    return out
