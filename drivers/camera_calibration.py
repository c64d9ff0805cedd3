"""The camera calibration: where the table is, where each zone lies, and this deck's glyphs.

One file holds both parts (a NumPy ``.npz`` archive: a versioned JSON header plus the
template arrays). ``calibration/`` writes it; :mod:`drivers.camera_source` reads it. Table
coordinates are millimetres on the layout, origin at the first clicked corner, x along the
first edge, y towards the last corner.

>>> zone = Zone("box1", ((0.0, 0.0), (100.0, 0.0), (100.0, 50.0), (0.0, 50.0)))
>>> zone.contains(50.0, 25.0), zone.contains(150.0, 25.0)
(True, False)
"""

from __future__ import annotations

import io
import json
import math
import os
import re
import zipfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from dealer_assist.errors import ConfigError, os_reason
from dealer_assist.messages import msg

FORMAT = "dealer-assist-camera-calibration"
VERSION = 4  # 4: discriminants learned from indices cut straight from the camera image
DEFAULT_CARD_SIZE_MM = (63.0, 88.0)  # a poker-size card
DEFAULT_PX_PER_MM = 1.25  # scale of the rectified table image and of the templates

Point = tuple[float, float]
FloatArray = npt.NDArray[np.float32]
BoolArray = npt.NDArray[np.bool_]

# per template: suit centroid to card centre (x, y), rank-part centroid to suit centroid
# (mm), and the ink area of the rank part and of the suit (mm2)
GEOMETRY_COLUMNS = ("center_dx", "center_dy", "pair_distance", "rank_area", "suit_area")
BLUR_STEPS = np.arange(0.0, 4.01, 0.25, dtype=np.float32)  # softness of an index, patch px
_ZONE_NAME = re.compile(r"^(dealer|board|box[1-9][0-9]*)$")


class CalibrationError(ConfigError):
    """A calibration file, or a calibration step's input, that cannot be used."""


def check_zone_name(name: str) -> str:
    """Zones are ``dealer``, ``board`` (Hold'em) and ``box1`` .. ``boxN``."""
    if not _ZONE_NAME.match(name):
        raise CalibrationError(f"zone name {name!r} is not dealer, board or box1..boxN")
    return name


def zone_sort_key(name: str) -> tuple[int, int]:
    """dealer, board, then the boxes in number order."""
    if name == "dealer":
        return (0, 0)
    if name == "board":
        return (1, 0)
    digits = name[3:] if name.startswith("box") else ""
    return (2, int(digits)) if digits.isdigit() else (3, 0)


@dataclass(frozen=True, slots=True)
class Zone:
    """A named polygon on the table plane (millimetres)."""

    name: str
    polygon: tuple[Point, ...]

    def contains(self, x: float, y: float) -> bool:
        """Even-odd rule; a point on an edge may fall either way."""
        inside = False
        pts = self.polygon
        j = len(pts) - 1
        for i in range(len(pts)):
            xi, yi = pts[i]
            xj, yj = pts[j]
            if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                inside = not inside
            j = i
        return inside


def homography(src: npt.ArrayLike, dst: npt.ArrayLike) -> npt.NDArray[np.float64]:
    """The 3x3 projective map taking four ``src`` points onto four ``dst`` points."""
    s = np.asarray(src, dtype=np.float64).reshape(4, 2)
    d = np.asarray(dst, dtype=np.float64).reshape(4, 2)
    rows = []
    rhs = []
    for (x, y), (u, v) in zip(s, d, strict=True):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs.extend([u, v])
    try:
        h = np.linalg.solve(np.array(rows), np.array(rhs))
    except np.linalg.LinAlgError as err:
        raise CalibrationError(msg("calibration.corners_degenerate")) from err
    return np.append(h, 1.0).reshape(3, 3)


def apply_homography(h: npt.NDArray[np.float64], points: npt.ArrayLike) -> npt.NDArray[np.float64]:
    """Map an (n, 2) array of points through ``h``."""
    p = np.asarray(points, dtype=np.float64).reshape(-1, 2)
    q = np.hstack([p, np.ones((len(p), 1))]) @ h.T
    return q[:, :2] / q[:, 2:3]


@dataclass(frozen=True)
class TableCalibration:
    """The layout as the camera sees it: four corners and the zones."""

    frame_size: tuple[int, int]  # width, height of the camera's frames
    corners_px: tuple[Point, Point, Point, Point]  # layout corners, in order round the layout
    table_size_mm: tuple[float, float]  # length of the first edge, then of the second
    zones: tuple[Zone, ...] = ()

    def __post_init__(self) -> None:
        w, h = self.table_size_mm
        if not (w > 0 and h > 0):
            raise CalibrationError(f"table size {w} x {h} mm must be positive")
        names = [z.name for z in self.zones]
        for name in names:
            check_zone_name(name)
        if len(set(names)) != len(names):
            raise CalibrationError(f"zone names repeat: {sorted(names)}")
        quad = np.asarray(self.corners_px, dtype=np.float64)
        # the corners must go round a convex quadrilateral, not cross over
        cross = []
        for i in range(4):
            (ax, ay), (bx, by) = quad[(i + 1) % 4] - quad[i], quad[(i + 2) % 4] - quad[(i + 1) % 4]
            cross.append(ax * by - ay * bx)
        if not (all(c > 0 for c in cross) or all(c < 0 for c in cross)):
            raise CalibrationError(msg("calibration.corners_order"))

    @property
    def table_corners_mm(self) -> tuple[Point, Point, Point, Point]:
        w, h = self.table_size_mm
        return ((0.0, 0.0), (w, 0.0), (w, h), (0.0, h))

    @property
    def camera_to_table(self) -> npt.NDArray[np.float64]:
        return homography(self.corners_px, self.table_corners_mm)

    @property
    def table_to_camera(self) -> npt.NDArray[np.float64]:
        return homography(self.table_corners_mm, self.corners_px)

    def zone_at(self, x_mm: float, y_mm: float) -> str | None:
        for zone in self.zones:
            if zone.contains(x_mm, y_mm):
                return zone.name
        return None

    def with_zones(self, zones: tuple[Zone, ...]) -> TableCalibration:
        return replace(self, zones=zones)


_WORKED_OUT: dict[int, tuple[object, dict[Any, Any]]] = {}


def worked_out(learned: object) -> dict[Any, Any]:
    """A place to keep what the reader works out from learned templates or pips once
    (blurred banks, tilts, pip places), for as long as they are in use. The object itself
    is checked, not only its id: an id may be reused once the object is gone."""
    hit = _WORKED_OUT.get(id(learned))
    if hit is None or hit[0] is not learned:
        if len(_WORKED_OUT) > 16:
            _WORKED_OUT.clear()
        hit = (learned, {})
        _WORKED_OUT[id(learned)] = hit
    return hit[1]


COURT_RANKS = "JQK"  # whose picture shows its suit glyph (calibration.pips.COURT_GLYPH)


@dataclass(frozen=True)
class Pips:
    """The learned pips of a deck: one row per pip of each number card learned (see
    drivers.card_pips)."""

    codes: tuple[str, ...]  # the card of each row
    places: FloatArray  # (n, 2) mm from the card's centre along its index's card frame
    patches: FloatArray  # (n, side * side) normalised (zero mean, unit norm)
    side: int  # patch side, pixels at the templates' px_per_mm
    size_mm: tuple[float, float]  # smallest and largest pip (longer bounding-box side)
    # by how much the right suit's pips must beat the other's, summed over a card's pips
    # seen: the most a wrong suit reached on the learning views, summed over a view's
    # pips or twice its largest on one pip (within-class deviations of the discriminant
    # below; correlation if there is none)
    margin: float = 0.05
    # a linear discriminant of the suits on upright pips (drivers.card_pips.upright),
    # learned as the index's is: (side * side, 4) and (4,); empty: by correlation
    weights: FloatArray = field(default_factory=lambda: np.zeros((0, 4), np.float32))
    bias: FloatArray = field(default_factory=lambda: np.zeros(4, np.float32))
    sizes: FloatArray = field(default_factory=lambda: np.zeros(0, np.float32))  # mm, per row
    # the pip size ``side`` is made for: each row's patch spans its own size's share of
    # it (drivers.card_pips.pip_scale); 0, as in files written before: all one scale
    scale_mm: float = 0.0
    # by how much a card with one pip (an ace) must win by it: twice the most the aces'
    # pips voted the wrong way on views of their own; inf, as in files written before:
    # never by one pip
    margin_one: float = math.inf
    # which of the card's two learned faces each row comes from (0: as printed, read by
    # its top-left index; 1: turned half round, read by the other): a layout that is not
    # the same turned half round (a 7's middle pip) lies one way or the other, never
    # both; empty, as in files written before: the rows of a card are one layout
    faces: npt.NDArray[np.int8] = field(default_factory=lambda: np.zeros(0, np.int8))
    # by how much a court card's suit glyphs (rows of J, Q and K: its picture's) count
    # towards its suit: twice the most one voted the wrong way on views of their own;
    # inf, as in files written before and for decks whose courts show none: not at all
    margin_court: float = math.inf
    # the same for each court rank's glyphs alone (COURT_RANKS' order; inf: that rank's
    # showed no two suits of a colour); empty, as in files written before: margin_court
    court_margins: tuple[float, ...] = ()

    def court_margin(self, rank: str) -> float:
        """By how much a court card of ``rank`` (one of COURT_RANKS) must win by its
        suit glyphs."""
        return (self.court_margins[COURT_RANKS.index(rank)] if self.court_margins
                else self.margin_court)


@dataclass(frozen=True, eq=False)
class CardTemplates:
    """This deck's corner indices, learned from one image per card.

    Each row is one view of a card's index (rank above suit), cut out in the *index
    frame*: rotated so the rank's centroid lies straight above the suit's, scaled to
    ``px_per_mm``, zero-mean and unit-norm so a dot product is a normalised correlation.
    """

    px_per_mm: float
    card_size_mm: tuple[float, float]
    patch_size: tuple[int, int]  # width, height in pixels
    suit_anchor: Point  # where the suit's centroid sits in the patch, pixels
    codes: tuple[str, ...]  # the card of each row
    patches: FloatArray  # (n, height * width)
    red: BoolArray  # (n,)
    geometry: FloatArray  # (n, 5) mm, index frame: see GEOMETRY_COLUMNS
    rank_rows: int  # the patch's first rows show the rank, the rest the suit
    suit_size_mm: Point  # smallest and largest suit glyph (longer bounding-box side)
    rank_size_mm: Point  # smallest and largest rank glyph part
    pair_distance_mm: Point  # rank-part centroid to suit centroid, smallest and largest
    redness_threshold: float  # (R - G) / (R + G) of a suit glyph above which it is red
    # the suit is decided by a linear discriminant learned on camera-like views of the
    # suit rows (small suits look alike to plain correlation): score of suit s (Suit
    # value) is suit_part @ suit_weights[:, s] + suit_bias[s]; within a colour, the
    # difference of the two suits' scores is in within-class standard deviations
    suit_weights: FloatArray = field(default_factory=lambda: np.zeros((0, 4), np.float32))
    suit_bias: FloatArray = field(default_factory=lambda: np.zeros(4, np.float32))
    min_score: float = 0.9  # a correlation below this is not a card
    # a card is read only when sure: its suit beats the other suit of its colour by
    # min_suit_margin (summed over the card's indices seen) and its rank part correlates
    # better with its rank than with any other by min_rank_margin. A card not sure is
    # left unreported (missed), never guessed: a wrong card stops the table.
    min_suit_margin: float = 0.0
    min_rank_margin: float = 0.0
    # a frame whose indices are softer than this (median, camera pixels: see
    # drivers.card_detect.frame_softness) is out of focus, softer than anything learned:
    # nothing in it is read
    max_softness: float = math.inf
    # a second opinion on the rank: for each pair of ranks (a, b) a linear discriminant
    # of the rank part, learned on camera-like views, in within-class standard deviations
    # (> 0: a). A read of rank a must beat every other rank by min_rank_pair_margin
    # (summed over the card's indices seen): a template's near miss is not enough.
    # Shape (13, 13, rank_rows * width) and (13, 13), antisymmetric; empty: no check.
    rank_pair_weights: FloatArray = field(default_factory=lambda: np.zeros((0, 0, 0), np.float32))
    rank_pair_bias: FloatArray = field(default_factory=lambda: np.zeros((0, 0), np.float32))
    min_rank_pair_margin: float = 0.0
    # the rank part is printed in the suit's ink: its colour (drivers.card_ink.ink_hue)
    # is above this for red and below for black, and must agree with the suit's
    rank_hue_threshold: float = 0.3
    # a deck of more colours than red and black (a four-colour deck): the colour group
    # of each suit (Suit order) and each group's learned ink colour, (R - G, B - G) of
    # the suit glyph (drivers.card_ink.suit_chroma) and of the rank
    # (drivers.card_ink.ink_chroma): (groups, 4). Empty: red and black, told apart
    # by redness_threshold and rank_hue_threshold.
    colour_groups: tuple[int, int, int, int] = (0, 1, 1, 0)
    # min_suit_margin for a card whose softest index seen is at each step of BLUR_STEPS
    # (wrong reads of soft views reach further than those of sharp ones); empty: the
    # one min_suit_margin for all
    suit_margin_by_step: FloatArray = field(default_factory=lambda: np.zeros(0, np.float32))
    group_chroma: FloatArray = field(default_factory=lambda: np.zeros((0, 4), np.float32))
    # each template cut again in its card's frame (the index frame turned by the
    # template's tilt, drivers.card_templates.index_tilts), as the reader cuts an index it
    # found before it decides what it reads: a 10 found by its "1", by its "0" or by the
    # two run together is then one picture, and what decides (these, the suit and rank
    # discriminants, the margins) was learned so. Empty: decided in the index frame.
    card_patches: FloatArray = field(default_factory=lambda: np.zeros((0, 0), np.float32))
    # how far each template's index frame is turned to its card's (radians, as
    # drivers.card_templates.index_tilts): a rank printed in two glyphs (a 10) only; 0 else
    card_turns: FloatArray = field(default_factory=lambda: np.zeros(0, np.float32))
    # the pips of the number cards, to settle a suit the index leaves unsure
    # (drivers.card_pips); None: not learned
    pips: Pips | None = None

    def __post_init__(self) -> None:
        n = len(self.codes)
        pw, ph = self.patch_size
        if self.patches.shape != (n, pw * ph) or self.red.shape != (n,) or (
            self.geometry.shape != (n, len(GEOMETRY_COLUMNS)) or not 0 < self.rank_rows < ph
        ) or self.suit_weights.shape != ((ph - self.rank_rows) * pw, 4) or (
            self.suit_bias.shape != (4,)
        ) or (self.rank_pair_weights.size and (
            self.rank_pair_weights.shape != (13, 13, self.rank_rows * pw)
            or self.rank_pair_bias.shape != (13, 13))) or (self.group_chroma.size and (
                self.group_chroma.shape != (max(self.colour_groups) + 1, 4))):
            raise CalibrationError("card templates are inconsistent (array shapes differ)")
        if self.card_patches.size and (self.card_patches.shape != self.patches.shape
                                       or self.card_turns.shape != (n,)):
            raise CalibrationError("card templates are inconsistent (array shapes differ)")

    @property
    def deciding(self) -> FloatArray:
        """The templates an index found is decided by: :attr:`card_patches` if learned."""
        return self.card_patches if self.card_patches.size else self.patches

    @property
    def learned_cards(self) -> tuple[str, ...]:
        return tuple(sorted(set(self.codes)))


@dataclass(frozen=True)
class Calibration:
    """Both parts; either may be missing while the technician is part-way through."""

    table: TableCalibration | None = None
    cards: CardTemplates | None = None

    def complete(self) -> tuple[TableCalibration, CardTemplates]:
        """Both parts, or a :class:`CalibrationError` naming the missing step."""
        if self.table is None:
            raise CalibrationError(
                "the calibration has no table corners yet (run `dealer-assist camera zones`)")
        if self.cards is None:
            raise CalibrationError(
                "the calibration has no card templates yet (run `dealer-assist camera learn`)")
        return self.table, self.cards


def _table_to_json(t: TableCalibration) -> dict[str, Any]:
    return {
        "frame_size": list(t.frame_size),
        "corners_px": [list(p) for p in t.corners_px],
        "table_size_mm": list(t.table_size_mm),
        "zones": [{"name": z.name, "polygon": [list(p) for p in z.polygon]} for z in t.zones],
    }


def _cards_meta(c: CardTemplates) -> dict[str, Any]:
    return {
        "px_per_mm": c.px_per_mm,
        "card_size_mm": list(c.card_size_mm),
        "patch_size": list(c.patch_size),
        "suit_anchor": list(c.suit_anchor),
        "codes": list(c.codes),
        "rank_rows": c.rank_rows,
        "suit_size_mm": list(c.suit_size_mm),
        "rank_size_mm": list(c.rank_size_mm),
        "pair_distance_mm": list(c.pair_distance_mm),
        "redness_threshold": c.redness_threshold,
        "min_score": c.min_score,
        "min_suit_margin": c.min_suit_margin,
        "min_rank_margin": c.min_rank_margin,
        "max_softness": c.max_softness,
        "min_rank_pair_margin": c.min_rank_pair_margin,
        "rank_hue_threshold": c.rank_hue_threshold,
        "colour_groups": list(c.colour_groups),
        **({} if c.pips is None else {"pips": {
            "codes": list(c.pips.codes), "side": c.pips.side,
            "size_mm": list(c.pips.size_mm), "margin": c.pips.margin,
            "scale_mm": c.pips.scale_mm,
            **({} if math.isinf(c.pips.margin_one) else {"margin_one": c.pips.margin_one}),
            **({} if math.isinf(c.pips.margin_court) else {
                "margin_court": c.pips.margin_court}),
            # (JSON has no infinity: null)
            **({} if not c.pips.court_margins else {"court_margins": [
                None if math.isinf(m) else m for m in c.pips.court_margins]})}}),
    }


def save_calibration(path: str | os.PathLike[str], calibration: Calibration) -> None:
    """Write the calibration atomically (a crash leaves the old file in place)."""
    target = Path(path)
    header: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    arrays: dict[str, npt.NDArray[Any]] = {}
    if calibration.table is not None:
        header["table"] = _table_to_json(calibration.table)
    if calibration.cards is not None:
        header["cards"] = _cards_meta(calibration.cards)
        arrays["patches"] = calibration.cards.patches.astype(np.float32)
        arrays["red"] = calibration.cards.red.astype(np.bool_)
        arrays["geometry"] = calibration.cards.geometry.astype(np.float32)
        arrays["suit_weights"] = calibration.cards.suit_weights.astype(np.float32)
        arrays["suit_bias"] = calibration.cards.suit_bias.astype(np.float32)
        arrays["rank_pair_weights"] = calibration.cards.rank_pair_weights.astype(np.float32)
        arrays["rank_pair_bias"] = calibration.cards.rank_pair_bias.astype(np.float32)
        arrays["group_chroma"] = calibration.cards.group_chroma.astype(np.float32)
        arrays["suit_margin_by_step"] = calibration.cards.suit_margin_by_step.astype(np.float32)
        arrays["card_patches"] = calibration.cards.card_patches.astype(np.float32)
        arrays["card_turns"] = calibration.cards.card_turns.astype(np.float32)
        if calibration.cards.pips is not None:
            arrays["pip_places"] = calibration.cards.pips.places.astype(np.float32)
            arrays["pip_patches"] = calibration.cards.pips.patches.astype(np.float32)
            arrays["pip_weights"] = calibration.cards.pips.weights.astype(np.float32)
            arrays["pip_bias"] = calibration.cards.pips.bias.astype(np.float32)
            arrays["pip_sizes"] = calibration.cards.pips.sizes.astype(np.float32)
            arrays["pip_faces"] = calibration.cards.pips.faces.astype(np.int8)
    arrays["header"] = np.array(json.dumps(header))
    tmp = target.with_name(target.name + ".tmp")
    try:
        with open(tmp, "wb") as f:
            np.savez_compressed(f, **arrays)  # type: ignore[arg-type]
        os.replace(tmp, target)
    except OSError as err:
        raise CalibrationError(msg("calibration.cannot_write", path=target, why=os_reason(err))) from err


def _pair(value: Any, what: str) -> tuple[float, float]:
    a, b = value
    return (float(a), float(b))


def _court_margins(value: Any) -> tuple[float, ...]:
    """A file's court margins: none, or one per court rank (null: infinite)."""
    if len(value) not in (0, len(COURT_RANKS)):
        raise ValueError(f"court_margins: {len(value)} values, not {len(COURT_RANKS)}")
    return tuple(math.inf if m is None else float(m) for m in value)


def load_calibration(path: str | os.PathLike[str]) -> Calibration:
    """Read a calibration file, or raise :class:`CalibrationError` saying what is wrong."""
    source = Path(path)
    try:
        raw = source.read_bytes()
    except FileNotFoundError as err:
        raise CalibrationError(f"calibration file {source} does not exist") from err
    except OSError as err:
        raise CalibrationError(f"cannot read calibration {source}: {err.strerror}") from err
    try:
        with np.load(io.BytesIO(raw), allow_pickle=False) as data:
            header = json.loads(str(data["header"]))
            arrays = {k: data[k] for k in data.files if k != "header"}
    except (ValueError, KeyError, OSError, EOFError, zipfile.BadZipFile,
            json.JSONDecodeError) as err:
        raise CalibrationError(f"{source} is not a camera calibration file") from err
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise CalibrationError(f"{source} is not a camera calibration file")
    if header.get("version") != VERSION:
        raise CalibrationError(
            f"{source} is calibration format version {header.get('version')}; "
            f"this program reads version {VERSION} (calibrate again)")
    try:
        table = None
        if "table" in header:
            t = header["table"]
            table = TableCalibration(
                frame_size=(int(t["frame_size"][0]), int(t["frame_size"][1])),
                corners_px=tuple(_pair(p, "corner") for p in t["corners_px"]),  # type: ignore[arg-type]
                table_size_mm=_pair(t["table_size_mm"], "table size"),
                zones=tuple(
                    Zone(str(z["name"]), tuple(_pair(p, "zone point") for p in z["polygon"]))
                    for z in t["zones"]
                ),
            )
        cards = None
        if "cards" in header:
            c = header["cards"]
            cards = CardTemplates(
                px_per_mm=float(c["px_per_mm"]),
                card_size_mm=_pair(c["card_size_mm"], "card size"),
                patch_size=(int(c["patch_size"][0]), int(c["patch_size"][1])),
                suit_anchor=_pair(c["suit_anchor"], "suit anchor"),
                codes=tuple(str(x) for x in c["codes"]),
                patches=np.asarray(arrays["patches"], dtype=np.float32),
                red=np.asarray(arrays["red"], dtype=np.bool_),
                geometry=np.asarray(arrays["geometry"], dtype=np.float32),
                rank_rows=int(c["rank_rows"]),
                suit_weights=np.asarray(arrays["suit_weights"], dtype=np.float32),
                suit_bias=np.asarray(arrays["suit_bias"], dtype=np.float32),
                suit_size_mm=_pair(c["suit_size_mm"], "suit size"),
                rank_size_mm=_pair(c["rank_size_mm"], "rank size"),
                pair_distance_mm=_pair(c["pair_distance_mm"], "pair distance"),
                redness_threshold=float(c["redness_threshold"]),
                min_score=float(c["min_score"]),
                min_suit_margin=float(c["min_suit_margin"]),
                min_rank_margin=float(c["min_rank_margin"]),
                max_softness=float(c["max_softness"]),
                rank_pair_weights=np.asarray(arrays["rank_pair_weights"], dtype=np.float32),
                rank_pair_bias=np.asarray(arrays["rank_pair_bias"], dtype=np.float32),
                min_rank_pair_margin=float(c["min_rank_pair_margin"]),
                rank_hue_threshold=float(c["rank_hue_threshold"]),
                colour_groups=tuple(int(g) for g in c.get("colour_groups", (0, 1, 1, 0))),  # type: ignore[arg-type]
                group_chroma=np.asarray(arrays.get("group_chroma", np.zeros((0, 4))),
                                        dtype=np.float32),
                suit_margin_by_step=np.asarray(arrays.get("suit_margin_by_step", np.zeros(0)),
                                               dtype=np.float32),
                card_patches=np.asarray(arrays.get("card_patches", np.zeros((0, 0))),
                                        dtype=np.float32),
                card_turns=np.asarray(arrays.get("card_turns", np.zeros(0)), dtype=np.float32),
                pips=None if "pips" not in c else Pips(
                    codes=tuple(str(x) for x in c["pips"]["codes"]),
                    places=np.asarray(arrays["pip_places"], dtype=np.float32),
                    patches=np.asarray(arrays["pip_patches"], dtype=np.float32),
                    side=int(c["pips"]["side"]),
                    size_mm=_pair(c["pips"]["size_mm"], "pip size"),
                    margin=float(c["pips"]["margin"]),
                    weights=np.asarray(arrays.get("pip_weights", np.zeros((0, 4))),
                                       dtype=np.float32),
                    bias=np.asarray(arrays.get("pip_bias", np.zeros(4)), dtype=np.float32),
                    sizes=np.asarray(arrays.get("pip_sizes", np.zeros(0)), dtype=np.float32),
                    scale_mm=float(c["pips"].get("scale_mm", 0.0)),
                    margin_one=float(c["pips"].get("margin_one", math.inf)),
                    margin_court=float(c["pips"].get("margin_court", math.inf)),
                    court_margins=_court_margins(c["pips"].get("court_margins", [])),
                    faces=np.asarray(arrays.get("pip_faces", np.zeros(0)), dtype=np.int8)),
            )
    except CalibrationError as err:
        raise CalibrationError(f"{source}: {err}") from err
    except (KeyError, TypeError, ValueError, IndexError) as err:
        raise CalibrationError(f"{source} is a damaged calibration file ({err!r})") from err
    return Calibration(table=table, cards=cards)
