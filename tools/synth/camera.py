"""Realistic test images for the camera recogniser, rendered from scratch.

Card faces (jumbo corner indices top-left and bottom-right, pips, framed court cards;
suits are drawn shapes, never font glyphs) are laid in spreads on a green felt layout seen
in perspective, then lit unevenly, given glare, blurred, noised and JPEG-compressed.
Everything is a function of a seed, so the sets the tests learn from and read are fixed:

- :func:`write_learning_set`: one image per card, named by code (``AS.png``), the card
  anywhere in the frame at any rotation;
- :func:`render_scene`: a table with dealt boxes, the truth (code, centre, zone) alongside;
  how many cards the boxes, the dealer and the board get, and which of the dealer's cards
  lies face up, are asked of the game's rules (a named game, or one drawn by the seed);
- :func:`write_video`: frames of a round being dealt, for the camera source.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

import cv2
import numpy as np
import numpy.typing as npt

from calibration.table import standard_zones
from dealer_assist.cards import DECK, RANK_CHARS, Card, Suit
from dealer_assist.profile import load_profile
from dealer_assist.rules.engine import rules_for
from dealer_assist.rules.game import GameRules
from drivers.camera_calibration import TableCalibration, Zone, apply_homography

Image = npt.NDArray[np.uint8]
GAME = "novo"
"""The game dealt when none is named: a stud game, five cards a hand, no board."""
DRAWN_GAMES = ((0.3, "uth"), (1.0, GAME))
"""The game a scene draws when none is named: Ultimate Texas Hold'em three times in ten."""
FLOP = 3
"""A board on the table shows the flop at least (up to the game's whole board)."""
FACE_PPM = 4.0  # faces are drawn at 4 pixels per millimetre
CARD_MM = (63.0, 88.0)
TABLE_MM = (1250.0, 650.0)
FRAME = (1280, 720)
# where a camera above the dealer sees the layout's corners (far side smaller)
CAMERA_CORNERS = ((150.0, 40.0), (1130.0, 40.0), (1265.0, 705.0), (15.0, 705.0))
INK = {False: (30, 28, 28), True: (38, 30, 196)}  # BGR, keyed by "is red"
PAPER = (240, 243, 244)

# Suits in unit coordinates (about [-0.5, 0.5] square, y down): circles and polygons.
_SHAPES: dict[Suit, list[tuple[str, object]]] = {
    Suit.DIAMONDS: [("poly", [(0, -0.5), (0.37, 0), (0, 0.5), (-0.37, 0)])],
    Suit.HEARTS: [
        ("circle", ((-0.235, -0.2), 0.265)),
        ("circle", ((0.235, -0.2), 0.265)),
        ("poly", [(-0.49, -0.1), (0.49, -0.1), (0, 0.5)]),
    ],
    Suit.SPADES: [
        ("circle", ((-0.225, 0.08), 0.245)),
        ("circle", ((0.225, 0.08), 0.245)),
        ("poly", [(-0.465, 0.02), (0.465, 0.02), (0, -0.5)]),
        ("poly", [(0, 0.05), (-0.19, 0.5), (0.19, 0.5)]),
    ],
    Suit.CLUBS: [
        ("circle", ((0, -0.28), 0.21)),
        ("circle", ((-0.28, 0.07), 0.21)),
        ("circle", ((0.28, 0.07), 0.21)),
        ("circle", ((0, -0.02), 0.1)),
        ("poly", [(0, -0.05), (-0.17, 0.5), (0.17, 0.5)]),
    ],
}


def draw_suit(img: Image, suit: Suit, center: tuple[float, float], size: float,
              color: tuple[int, int, int], flip: bool = False) -> None:
    """Draw a suit ``size`` pixels tall, centred; ``flip`` turns it 180 degrees."""
    sign = -1.0 if flip else 1.0
    cx, cy = center

    def to_px(x: float, y: float) -> tuple[int, int]:
        return (round((cx + sign * x * size) * 16), round((cy + sign * y * size) * 16))

    for kind, data in _SHAPES[suit]:
        if kind == "circle":
            (x, y), r = cast(tuple[tuple[float, float], float], data)  # _SHAPES: ((x, y), radius)
            cv2.circle(img, to_px(x, y), round(r * size * 16), color, -1, cv2.LINE_AA, 4)
        else:
            pts = np.array([to_px(x, y) for x, y in data], dtype=np.int32)  # type: ignore[attr-defined]
            cv2.fillPoly(img, [pts], color, cv2.LINE_AA, 4)


@functools.lru_cache(maxsize=32)
def _rank_mask(label: str, height: int, max_width: int) -> Image:
    """The rank as a grey-level mask ``height`` pixels tall (bold Hershey strokes)."""
    canvas = np.zeros((160, 320), np.uint8)
    cv2.putText(canvas, label, (10, 130), cv2.FONT_HERSHEY_DUPLEX, 4.0, 255, 14, cv2.LINE_AA)
    ys, xs = np.nonzero(canvas > 40)
    crop = canvas[ys.min(): ys.max() + 1, xs.min(): xs.max() + 1]
    scale = height / crop.shape[0]
    width = min(max_width, round(crop.shape[1] * scale))
    return np.asarray(cv2.resize(crop, (width, height), interpolation=cv2.INTER_AREA), np.uint8)


def _blend(img: Image, mask: Image, x0: int, y0: int, color: tuple[int, int, int]) -> None:
    h, w = mask.shape
    roi = img[y0: y0 + h, x0: x0 + w].astype(np.float32)
    a = (mask.astype(np.float32) / 255.0)[..., None]
    img[y0: y0 + h, x0: x0 + w] = (roi * (1 - a) + np.array(color, np.float32) * a).astype(np.uint8)


def _mm(v: float) -> float:
    return v * FACE_PPM


def _pips(rank: int) -> list[tuple[float, float]]:
    """Pip centres (mm) of a number card: the standard arrangements."""
    left, mid, right = 22.0, 31.5, 41.0
    top, bottom, centre = 16.0, 72.0, 44.0
    third, two_thirds = 34.7, 53.3
    col = {
        2: [(mid, top), (mid, bottom)],
        3: [(mid, top), (mid, centre), (mid, bottom)],
        4: [(left, top), (right, top), (left, bottom), (right, bottom)],
    }
    if rank in col:
        return col[rank]
    four = col[4]
    extra = {
        5: [(mid, centre)],
        6: [(left, centre), (right, centre)],
        7: [(left, centre), (right, centre), (mid, 30.0)],
        8: [(left, centre), (right, centre), (mid, 30.0), (mid, 58.0)],
        9: [(left, third), (right, third), (left, two_thirds), (right, two_thirds), (mid, centre)],
        10: [(left, third), (right, third), (left, two_thirds), (right, two_thirds),
             (mid, 25.0), (mid, 63.0)],
    }
    return four + extra[rank]


def _index(img: Image, card: Card, flip: bool) -> None:
    color = INK[card.suit.is_red]
    label = card.rank.label
    mask = _rank_mask(label, round(_mm(12.0)), round(_mm(10.6)))
    if flip:
        mask = mask[::-1, ::-1]
    h, w = mask.shape
    cx, top = 7.5, 3.5
    x0, y0 = round(_mm(cx) - w / 2), round(_mm(top))
    suit_c = (_mm(cx), _mm(22.5))
    if flip:
        x0 = img.shape[1] - x0 - w
        y0 = img.shape[0] - y0 - h
        suit_c = (img.shape[1] - suit_c[0], img.shape[0] - suit_c[1])
    _blend(img, mask, x0, y0, color)
    draw_suit(img, card.suit, suit_c, _mm(8.5), color, flip)


def _court(img: Image, card: Card) -> None:
    """A framed picture: enough small shapes to tempt a careless recogniser."""
    color = INK[card.suit.is_red]
    x0, y0, x1, y1 = (round(_mm(v)) for v in (16, 12, 47, 76))
    cv2.rectangle(img, (x0, y0), (x1, y1), (205, 232, 246), -1)
    cv2.rectangle(img, (x0, y0), (x1, y1), color, round(_mm(0.6)))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    for k, band in enumerate(((160, 80, 30), (40, 190, 230), (40, 40, 180))):
        off = _mm(8 + 7 * k)
        for sgn in (-1, 1):
            yy = round(cy + sgn * off)
            cv2.line(img, (x0 + 8, yy), (x1 - 8, yy - sgn * 10), band, round(_mm(1.4)), cv2.LINE_AA)
    letter = _rank_mask(card.rank.char, round(_mm(16)), round(_mm(14)))
    _blend(img, letter, round(cx - letter.shape[1] / 2), round(cy - letter.shape[0] / 2), color)
    draw_suit(img, card.suit, (_mm(21.0), _mm(17.5)), _mm(7.0), color)
    draw_suit(img, card.suit, (_mm(42.0), _mm(70.5)), _mm(7.0), color, True)


@functools.lru_cache(maxsize=64)
def card_face(code: str | None) -> tuple[Image, Image]:
    """The face of card ``code`` (or the back, for None) and its alpha mask, at FACE_PPM."""
    w, h = round(_mm(CARD_MM[0])), round(_mm(CARD_MM[1]))
    img = np.full((h, w, 3), PAPER, np.uint8)
    if code is None:
        inner = (round(_mm(3.5)), round(_mm(3.5)), w - round(_mm(3.5)), h - round(_mm(3.5)))
        cv2.rectangle(img, inner[:2], inner[2:], (150, 62, 24), -1)
        for k in range(-h, w + h, round(_mm(4))):
            cv2.line(img, (k, 0), (k + h, h), (215, 190, 170), 2, cv2.LINE_AA)
            cv2.line(img, (k, h), (k + h, 0), (215, 190, 170), 2, cv2.LINE_AA)
        img[: inner[1]] = PAPER
        img[inner[3]:] = PAPER
        img[:, : inner[0]] = PAPER
        img[:, inner[2]:] = PAPER
    else:
        card = Card.parse(code)
        color = INK[card.suit.is_red]
        _index(img, card, False)
        _index(img, card, True)
        value = int(card.rank) + 2
        if value <= 10:
            for x, y in _pips(value):
                draw_suit(img, card.suit, (_mm(x), _mm(y)), _mm(9.5), color, y > 44.5)
        elif value == 14:
            draw_suit(img, card.suit, (_mm(31.5), _mm(44.0)), _mm(24.0), color)
        else:
            _court(img, card)
    cv2.rectangle(img, (0, 0), (w - 1, h - 1), (200, 203, 205), 1)
    alpha = np.zeros((h, w), np.uint8)
    r = round(_mm(3.0))
    cv2.rectangle(alpha, (r, 0), (w - 1 - r, h - 1), 255, -1)
    cv2.rectangle(alpha, (0, r), (w - 1, h - 1 - r), 255, -1)
    for cx, cy in ((r, r), (w - 1 - r, r), (r, h - 1 - r), (w - 1 - r, h - 1 - r)):
        cv2.circle(alpha, (cx, cy), r, 255, -1, cv2.LINE_AA)
    # pre-blur: the faces are shrunk about four times on their way to the camera
    return (np.asarray(cv2.GaussianBlur(img, (0, 0), 1.5), np.uint8),
            np.asarray(cv2.GaussianBlur(alpha, (0, 0), 1.0), np.uint8))


@dataclass(frozen=True)
class Conditions:
    """How the camera sees the scene."""

    blur: float = 0.6  # Gaussian sigma, pixels
    noise: float = 3.0  # sensor noise sigma, grey levels
    light: float = 1.0  # overall gain
    light_min: float = 0.75  # the darkest corner of the uneven light, relative
    glare: float = 0.0  # peak brightness added by each glare spot
    glare_spots: int = 0
    jpeg_quality: int = 90
    color_cast: float = 0.03

    @staticmethod
    def random(rng: np.random.Generator) -> Conditions:
        """Ordinary casino conditions: some blur, some noise, uneven light, often glare."""
        spots = int(rng.integers(1, 3)) if rng.random() < 0.5 else 0
        return Conditions(
            blur=float(rng.uniform(0.4, 1.1)), noise=float(rng.uniform(2.0, 6.0)),
            light=float(rng.uniform(0.7, 1.1)), light_min=float(rng.uniform(0.55, 0.9)),
            glare=float(rng.uniform(30, 110)), glare_spots=spots,
            jpeg_quality=int(rng.integers(70, 93)), color_cast=float(rng.uniform(0, 0.06)),
        )


@dataclass(frozen=True)
class Placed:
    """A card on the table: ``code`` None is a card lying face down."""

    code: str | None
    center_mm: tuple[float, float]
    angle_deg: float
    zone: str | None = None


@dataclass(frozen=True)
class TruthCard:
    code: str
    center_px: tuple[float, float]
    zone: str | None


@dataclass(frozen=True)
class Scene:
    image: Image
    truth: tuple[TruthCard, ...]
    placed: tuple[Placed, ...] = field(default=(), repr=False)


def default_table(n_boxes: int = 7, board: bool = False,
                  corners: Sequence[tuple[float, float]] = CAMERA_CORNERS) -> TableCalibration:
    """The layout the synthetic camera sees, with its standard zones (and the board's
    zone with ``board``)."""
    return TableCalibration(FRAME, tuple(corners), TABLE_MM,  # type: ignore[arg-type]
                            standard_zones(n_boxes, TABLE_MM, board=board))


def _zone_frame(zone: Zone) -> tuple[np.ndarray, float]:
    pts = np.array(zone.polygon, np.float64)
    t = pts[1] - pts[0]
    return pts.mean(axis=0), math.degrees(math.atan2(t[1], t[0]))


def spread(rng: np.random.Generator, zone: Zone, codes: Sequence[str | None]) -> list[Placed]:
    """Cards dealt into a zone as a dealer does: overlapping, each index left showing."""
    center, base = _zone_frame(zone)
    gap = float(rng.uniform(20.0, 24.0))
    tilt = base + float(rng.uniform(-6, 6)) + (180.0 if rng.random() < 0.35 else 0.0)
    along = math.radians(base + float(rng.uniform(-4, 4)))
    t = np.array([math.cos(along), math.sin(along)])
    n = np.array([-t[1], t[0]])
    out = []
    order = list(range(len(codes)))
    for k in order:
        pos = center + ((k - (len(codes) - 1) / 2) * gap) * t + float(rng.uniform(-2.5, 2.5)) * n
        out.append(Placed(codes[k], (float(pos[0]), float(pos[1])),
                          tilt + float(rng.uniform(-3.5, 3.5)), zone.name))
    if rng.random() < 0.25:
        out.reverse()  # dealt right to left: the other index shows
    return out


@functools.cache
def game_rules(game: str) -> GameRules:
    """The rules of a shipped game (or a profile's path), read once."""
    return rules_for(load_profile(game))


def deal(rng: np.random.Generator, table: TableCalibration, game: str = GAME) -> list[Placed]:
    """A random round of ``game`` on ``table``: boxes mostly occupied, the dealer's cards
    sometimes still face down (all but the game's up card), all from one deck. The game's
    rules say how many cards each zone gets; a board zone stays empty in a game without a
    board."""
    rules = game_rules(game)
    deck = [c.code for c in DECK]
    rng.shuffle(deck)
    placed: list[Placed] = []
    for zone in table.zones:
        if zone.name == "dealer":
            n = rules.dealer_size
            codes: list[str | None] = [deck.pop() for _ in range(n)]
            if rng.random() < 0.3:
                # The dealer lays their cards from their left (the table's largest x) to
                # their right, and a spread runs the other way (x growing): card j of n
                # lies at place n - j.
                up = rules.dealer_up_card
                codes = [c if up is not None and k == n - up else None for k, c in enumerate(codes)]
        elif zone.name == "board":
            if not rules.board_size:
                continue
            codes = [deck.pop() for _ in range(int(rng.integers(FLOP, rules.board_size + 1)))]
        else:
            if rng.random() < 0.15:
                continue
            codes = [deck.pop() for _ in range(rules.hand_size)]
        placed.extend(spread(rng, zone, codes))
    return placed


def _felt(rng: np.random.Generator, size: tuple[int, int]) -> npt.NDArray[np.float32]:
    w, h = size
    base = np.array([38, 112, 32], np.float32) * float(rng.uniform(0.85, 1.15))
    low = cv2.resize(rng.normal(0, 1, (6, 10)).astype(np.float32), (w, h),
                     interpolation=cv2.INTER_CUBIC)
    fine = rng.standard_normal((h, w), dtype=np.float32)
    tex = 1 + 0.06 * low + 0.05 * cv2.GaussianBlur(fine, (0, 0), 0.8)
    return base[None, None, :] * tex[..., None]


def _draw_layout(img: npt.NDArray[np.float32], table: TableCalibration,
                 rng: np.random.Generator) -> None:
    """Printed lines, betting circles and chips, in perspective."""
    h_tc = table.table_to_camera
    gold = (60, 190, 215)

    def poly(points_mm: npt.ArrayLike, closed: bool = True, color: tuple[int, ...] = gold,
             thick: int = 2) -> None:
        pts = apply_homography(h_tc, points_mm)
        cv2.polylines(img, [np.round(pts * 16).astype(np.int32)], closed, color, thick,
                      cv2.LINE_AA, 4)

    w, h = table.table_size_mm
    poly([(0, 0), (w, 0), (w, h), (0, h)], thick=3)
    for zone in table.zones:
        poly(zone.polygon)
        if zone.name.startswith("box"):
            c, ang = _zone_frame(zone)
            a = math.radians(ang)
            ring_c = c + 95 * np.array([-math.sin(a), math.cos(a)])
            circle = [(ring_c[0] + 32 * math.cos(u), ring_c[1] + 32 * math.sin(u))
                      for u in np.linspace(0, 2 * math.pi, 40, endpoint=False)]
            poly(circle)
            if rng.random() < 0.7:  # a chip in the circle: coloured, white edge marks
                chip = np.array(circle) * 0.6 + ring_c * 0.4
                colour = [(30, 30, 170), (150, 60, 20), (30, 30, 30), (40, 130, 40)][
                    int(rng.integers(0, 4))]
                pts = apply_homography(h_tc, chip)
                cv2.fillPoly(img, [np.round(pts).astype(np.int32)], colour, cv2.LINE_AA)
                for k in range(0, 40, 5):
                    p = apply_homography(h_tc, [chip[k], chip[(k + 1) % 40]])
                    cv2.line(img, tuple(np.round(p[0]).astype(int)),
                             tuple(np.round(p[1]).astype(int)), (235, 235, 235), 3)


Faces = Callable[[str | None], tuple[Image, Image]]  # a card's face and alpha at FACE_PPM


def _paste(img: npt.NDArray[np.float32], placed: Placed, h_tc: npt.NDArray[np.float64],
           faces: Faces | None = None) -> None:
    face, alpha = (faces or card_face)(placed.code)
    a = math.radians(placed.angle_deg)
    s = 1 / FACE_PPM
    card_w, card_h = face.shape[1] / FACE_PPM, face.shape[0] / FACE_PPM
    local = np.array([[s, 0, -card_w / 2], [0, s, -card_h / 2], [0, 0, 1]])
    rot = np.array([[math.cos(a), -math.sin(a), placed.center_mm[0]],
                    [math.sin(a), math.cos(a), placed.center_mm[1]], [0, 0, 1]])
    m = h_tc @ rot @ local
    fh, fw = alpha.shape
    corners = apply_homography(m, [(0, 0), (fw, 0), (fw, fh), (0, fh)])
    x0, y0 = np.floor(corners.min(axis=0)).astype(int) - 6
    x1, y1 = np.ceil(corners.max(axis=0)).astype(int) + 6
    x0, y0 = max(x0, 0), max(y0, 0)
    x1, y1 = min(x1, img.shape[1]), min(y1, img.shape[0])
    if x1 <= x0 or y1 <= y0:
        return
    m_roi = np.array([[1, 0, -x0], [0, 1, -y0], [0, 0, 1]]) @ m
    size = (x1 - x0, y1 - y0)
    warped = cv2.warpPerspective(face, m_roi, size, flags=cv2.INTER_LINEAR).astype(np.float32)
    wa = cv2.warpPerspective(alpha, m_roi, size, flags=cv2.INTER_LINEAR).astype(np.float32) / 255
    shadow = np.zeros_like(wa)  # a card is thin: a soft, narrow shadow, light from the top left
    shadow[1:, 1:] = cv2.GaussianBlur(wa, (0, 0), 1.5)[:-1, :-1]
    roi = img[y0:y1, x0:x1]
    roi *= (1 - 0.3 * shadow)[..., None]
    roi[:] = roi * (1 - wa[..., None]) + warped * wa[..., None]


def _optics(img: npt.NDArray[np.float32], cond: Conditions,
            rng: np.random.Generator, noise_rng: np.random.Generator | None = None) -> Image:
    h, w = img.shape[:2]
    # the light varies slowly: work it out on a coarse grid and enlarge it
    gh, gw = h // 8, w // 8
    yy, xx = np.mgrid[0:gh, 0:gw].astype(np.float32) * 8
    ang = float(rng.uniform(0, 2 * math.pi))
    ramp = (xx - w / 2) * math.cos(ang) + (yy - h / 2) * math.sin(ang)
    ramp = (ramp - ramp.min()) / (ramp.max() - ramp.min())
    vignette = 1 - 0.18 * (((xx - w / 2) / w) ** 2 + ((yy - h / 2) / h) ** 2) * 4
    gain = cond.light * (cond.light_min + (1 - cond.light_min) * ramp) * vignette
    glare = np.zeros_like(gain)
    for _ in range(cond.glare_spots):
        cx, cy = rng.uniform(0, w), rng.uniform(0, h)
        rx, ry = rng.uniform(40, 130, 2)
        glare += cond.glare * np.exp(-(((xx - cx) / rx) ** 2 + ((yy - cy) / ry) ** 2))
    gain = cv2.resize(gain, (w, h), interpolation=cv2.INTER_CUBIC)
    glare = cv2.resize(glare, (w, h), interpolation=cv2.INTER_CUBIC)
    cast = 1 + rng.uniform(-cond.color_cast, cond.color_cast, 3).astype(np.float32)
    out = img * gain[..., None] * cast[None, None, :] + glare[..., None]
    if cond.blur > 0:
        out = cv2.GaussianBlur(out, (0, 0), cond.blur)
    noise = (noise_rng or rng).standard_normal(out.shape, dtype=np.float32)
    out += cond.noise * noise
    img8 = np.clip(out, 0, 255).astype(np.uint8)
    ok, buf = cv2.imencode(".jpg", img8, [cv2.IMWRITE_JPEG_QUALITY, cond.jpeg_quality])
    return np.asarray(cv2.imdecode(buf, cv2.IMREAD_COLOR), np.uint8) if ok else img8


def render(table: TableCalibration, placed: Sequence[Placed], cond: Conditions,
           rng: np.random.Generator, noise_rng: np.random.Generator | None = None,
           faces: Faces | None = None) -> Scene:
    """Render ``placed`` cards on ``table`` as its camera sees them, with the truth.

    ``rng`` draws the felt, chips and light; ``noise_rng`` (if given) only the sensor
    noise, so frames of one video share a table and a lamp. ``faces`` draws the cards
    (default: this module's deck, :func:`card_face`)."""
    w, h = table.frame_size
    img = _felt(rng, (w, h))
    _draw_layout(img, table, rng)
    h_tc = table.table_to_camera
    for p in placed:
        _paste(img, p, h_tc, faces)
    truth = []
    for p in placed:
        if p.code is not None:
            (x, y), = apply_homography(h_tc, [p.center_mm])
            truth.append(TruthCard(p.code, (float(x), float(y)), p.zone))
    return Scene(_optics(img, cond, rng, noise_rng), tuple(truth), tuple(placed))


def render_scene(seed: int, table: TableCalibration | None = None,
                 cond: Conditions | None = None, game: str | None = None) -> Scene:
    """One random dealt table of ``game`` (None: one of :data:`DRAWN_GAMES`, drawn by the
    seed); the same seed gives the same image. A game with a board gets the board's zone."""
    rng = np.random.default_rng(seed)
    if game is None:
        drawn = rng.random()
        game = next(name for share, name in DRAWN_GAMES if drawn < share)
    board = game_rules(game).board_size > 0
    table = table or default_table(board=board)
    if board and not any(z.name == "board" for z in table.zones):
        table = table.with_zones(standard_zones(7, table.table_size_mm, board=True))
    cond = cond or Conditions.random(rng)
    return render(table, deal(rng, table, game), cond, rng)


def learning_image(code: str, seed: int, size: tuple[int, int] = (640, 480),
                   faces: Faces | None = None) -> Image:
    """One card anywhere in the frame, at any rotation, slightly in perspective."""
    rng = np.random.default_rng(seed)
    w, h = size
    ppm = float(rng.uniform(1.5, 2.4))  # the card is 132 to 211 pixels tall
    tilt = rng.uniform(-0.08, 0.08, 4) * [w, h, w, h]
    corners = ((0 + tilt[0], 0), (w, 0 + tilt[1]), (w - tilt[2], h), (0, h - tilt[3]))
    table = TableCalibration((w, h), corners, (w / ppm, h / ppm))
    half = 0.5 * math.hypot(*CARD_MM) + 6
    while True:  # anywhere, as long as the whole card is in the frame
        cx, cy = rng.uniform(half, w / ppm - half), rng.uniform(half, h / ppm - half)
        around = [(cx + half * math.cos(a), cy + half * math.sin(a)) for a in range(0, 7)]
        pts = apply_homography(table.table_to_camera, around)
        if pts.min() > 2 and (pts[:, 0] < w - 2).all() and (pts[:, 1] < h - 2).all():
            break
    p = Placed(code, (cx, cy), float(rng.uniform(0, 360)))
    cond = Conditions(blur=float(rng.uniform(0.3, 0.8)), noise=float(rng.uniform(1.5, 4)),
                      light=float(rng.uniform(0.85, 1.05)), light_min=0.85, jpeg_quality=92)
    img = _felt(rng, (w, h))
    _paste(img, p, table.table_to_camera, faces)
    return _optics(img, cond, rng)


def write_learning_set(directory: str | Path, seed: int = 7,
                       faces: Faces | None = None) -> list[Path]:
    """One image per card, named ``AS.png``, ``TD.png`` ..., into ``directory``."""
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for i, card in enumerate(DECK):
        path = out / f"{RANK_CHARS[card.rank]}{card.code[1].upper()}.png"
        cv2.imwrite(str(path), learning_image(card.code, seed * 1000 + i, faces=faces),
                    [cv2.IMWRITE_PNG_COMPRESSION, 1])
        paths.append(path)
    return paths


def test_scenes(seed: int, count: int, table: TableCalibration | None = None,
                cond: Conditions | None = None) -> Iterator[Scene]:
    """``count`` scenes from seeds the learning set never uses."""
    for k in range(count):
        yield render_scene(seed * 10_000 + k, table, cond)


def deal_frames(table: TableCalibration, seed: int, hold: int = 6,
                cond: Conditions | None = None, game: str = GAME) -> tuple[list[Image], list[Placed]]:
    """A round of ``game`` being dealt box by box, each state held for ``hold`` frames, with
    fresh noise every frame; returns the frames and the cards that end up on the table."""
    rng = np.random.default_rng(seed)
    placed = deal(rng, table, game)
    cond = cond or Conditions(blur=0.7, noise=4.0, glare=60, glare_spots=1)
    frames = []
    zones = list(dict.fromkeys(p.zone for p in placed))
    for k in range(len(zones) + 1):
        shown = [p for p in placed if p.zone in zones[:k]]
        for f in range(hold):
            scene = render(table, shown, cond, np.random.default_rng(seed),
                           np.random.default_rng(seed + 97 * k + f + 1))
            frames.append(scene.image)
    return frames, placed


def write_video(path: str | Path, frames: Sequence[Image], fps: float = 10.0,
                fourcc: str = "MJPG") -> Path:
    """Write frames as a video file (``MJPG`` in .avi, or ``mp4v`` in .mp4)."""
    h, w = frames[0].shape[:2]
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter.fourcc(*fourcc), fps, (w, h))
    if not writer.isOpened():
        raise OSError(f"OpenCV cannot write {fourcc} video to {path}")
    for f in frames:
        writer.write(f)
    writer.release()
    return Path(path)
