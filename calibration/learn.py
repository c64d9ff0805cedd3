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
from pathlib import Path

import cv2
import numpy as np
import numpy.typing as npt

from calibration.faces import Sample, card_size_of, find_card, index_of, read_image, straighten
from calibration.pips import learn_pips
from calibration.sureness import EDGE_INSET, FINE_PPM, learn_sureness
from dealer_assist.cards import Card, Suit, parse_card
from dealer_assist.errors import CardError
from dealer_assist.messages import msg
from drivers.camera_calibration import (
    DEFAULT_PX_PER_MM,
    CalibrationError,
    CardTemplates,
)
from drivers.card_vision import (
    Image,
    cut_patches,
    index_frames,
    split_sizes,
    turned_frame,
)

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp")
BLURS = (0.0, 0.7, 1.2)  # learn each index sharp and as a soft camera would see it


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
    samples: list[Sample] = []
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
                samples.append(index_of(turned, card.code, ppm))
            except CalibrationError as err:
                raise CalibrationError(msg("calibration.in_image", image=path.name, why=err.message)) from err
            fine_faces.append(np.ascontiguousarray(fine_turned))
    missing = sorted({c.code for c in _deck()} - set(seen))
    if require_full_deck and missing:
        raise CalibrationError(
            f"{folder} lacks {len(missing)} card(s): {' '.join(missing[:13])}"
            f"{' ...' if len(missing) > 13 else ''}")
    return _build(samples, fine_faces, ppm, card_size_mm)


def _deck() -> tuple[Card, ...]:
    from dealer_assist.cards import DECK

    return DECK


def _views(samples: list[Sample], ppm: float) -> list[tuple[Sample, Sample]]:
    """Each sample as found at each learning blur (too soft to find: left out), and the
    sample it is a view of."""
    views = []
    for s in samples:
        for sigma in BLURS:
            if sigma == 0:
                views.append((s, s))
                continue
            with contextlib.suppress(CalibrationError):  # too soft to find: the rest stand
                view = index_of(cv2.GaussianBlur(s.face, (0, 0), sigma), s.code, ppm)
                if _same_index(view, s, ppm):
                    views.append((view, s))
    return views


SAME_PLACE_MM = 1.5  # a soft view's glyph this near the sharp one's is that glyph


def _same_index(view: Sample, sharp: Sample, ppm: float) -> bool:
    """Whether a soft view found the sharp index's glyphs: its suit where the suit is,
    each rank part where a part is or where the parts run together (a 10's "1" and "0"
    as one blob). A soft view can take a fragment of the rank for the rank and the rest
    for the suit; learned, that made templates of glyphs no card shows (a heart's 10
    "found" 5 mm from its suit, turned 50 degrees)."""
    near = SAME_PLACE_MM * ppm
    places = list(sharp.ranks) + [np.mean(sharp.ranks, axis=0)]
    return bool(np.linalg.norm(view.suit - sharp.suit) <= near) and all(
        min(float(np.linalg.norm(rk - p)) for p in places) <= near for rk in view.ranks)


def _build(samples: list[Sample], fine_faces: list[Image], ppm: float,
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
    made_from: list[tuple[Sample, Sample, npt.NDArray[np.float32]]] = []
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

    def tilt(s: Sample, rk: npt.NDArray[np.float32], parts: int) -> float:
        """How far the index frame of ``s`` paired with rank part ``rk`` is turned from
        the card's (as :func:`~drivers.card_templates.index_tilts` has it), if its rank is
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
    sure = learn_sureness(samples, fine_faces, ppm, patch_size, anchor, rank_rows,
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


def _colour_groups(samples: list[Sample],
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
