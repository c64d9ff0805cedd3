"""A number card's pips, learned from its image: where each lies and what it looks like,
and by how much a suit must win by them (:func:`learn_pips`; the reader's side is
:mod:`drivers.card_pips`)."""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import numpy.typing as npt

from calibration.faces import Sample, face_ink
from calibration.sureness import LEARN_BLUR, camera_view, one_colour_pairs, suit_pairs, wrong_way
from dealer_assist.cards import Card, Suit
from drivers.camera_calibration import COURT_RANKS, Pips
from drivers.card_pips import (
    NUMBER_RANKS,
    PIP_PATCH_MM,
    cut_pips,
    pip_scene,
    seen_pips,
)
from drivers.card_vision import Image

PIP_VIEWS = 6  # camera-like views of each number card, to learn its pips' suits from
PIP_CHECK_VIEWS = 4  # more, drawn afresh, to set by how much a suit must win by its pips
PIP_MARGIN_FLOOR = 3.0  # nor is a suit ever settled by pips on less (deviations, summed)
ACE_VIEWS = 30  # camera-like views of each ace, to set by how much its one pip must win by
# A court card's picture shows its suit too (beside the figure's head, and again turned
# half round): glyphs of its picture no larger than this many times its index's suit
# glyph, and no smaller than most of it, are learned as its pips are
COURT_GLYPH = 1.6
COURT_VIEWS = 10  # camera-like views of each court card, to set what its glyphs weigh


def _pips_of(s: Sample, ppm: float) -> list[tuple[npt.NDArray[np.float64], float]]:
    """The pips of a straightened face: blobs outside both corner indices, no smaller
    than most of the index's suit, not long and thin (a printed frame line), in mm from
    the card's centre, and each one's size (mm). A court card's: those of its picture
    no larger than COURT_GLYPH times its index's suit."""
    h, w = s.face.shape[:2]
    ink = face_ink(s.face, ppm)
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
        if s.code[0] in COURT_RANKS and longer > COURT_GLYPH * s.suit_size:
            continue  # the figure, its frame, a letter: not a suit glyph
        out.append((np.array([cx - w / 2, cy - h / 2]) / ppm, float(longer)))
    return out


def learn_pips(samples: list[Sample], fine_faces: list[Image], ppm: float,
               groups: tuple[int, int, int, int]) -> Pips | None:
    """Where each number card's pips lie and what they look like (drivers.card_pips),
    each cut at its own size, and by how much a suit must win by them: the largest margin
    by which camera-like views of the learning images (:func:`camera_view`) favoured the
    wrong suit of their colour (an ace's one pip: a margin of its own). A deck with no
    two suits of one colour (each suit its own ink) has its pips' places and looks
    learned alone: they check a number card's rank, and its colour names its suit. None
    if no pips were found."""
    pairs = one_colour_pairs(groups)
    number = [(s, f) for s, f in zip(samples, fine_faces, strict=True)
              if s.code[0] in NUMBER_RANKS]
    found = [(s, f, _pips_of(s, ppm)) for s, f in number]
    sizes = [size for _, _, pips in found for _, size in pips]
    if not sizes:
        return None
    scale = float(np.median(sizes))
    side = math.ceil(PIP_PATCH_MM * scale * ppm) | 1
    # a court card's suit glyphs are rows like a number card's pips, after them; they
    # weigh by a margin of their own (margin_court)
    courts = [(s, f, _pips_of(s, ppm)) for s, f in zip(samples, fine_faces, strict=True)
              if s.code[0] in COURT_RANKS]
    codes, places, patches, each, faces = [], [], [], [], []
    seen: dict[str, int] = {}
    for s, _, pips in found + courts:
        h, w = s.face.shape[:2]
        grey = np.ascontiguousarray(s.face[:, :, 1])
        # a card's faces come as printed, then turned half round (learn_cards)
        face = seen[s.code] = seen.get(s.code, -1) + 1
        for place, size in pips:
            faces.append(face)
            codes.append(s.code)
            places.append(place)
            each.append(size)
            k = size / scale
            patches.append(cut_pips(grey, (place * ppm + (w / 2, h / 2))[None],
                                    np.array([k, 0.0]), np.array([0.0, k]), side)[0])
    learned = Pips(tuple(codes), np.array(places, np.float32), np.array(patches, np.float32),
                   side, (float(min(sizes)), float(max(sizes))), 0.0,
                   sizes=np.array(each, np.float32), scale_mm=scale,
                   faces=np.array(faces, np.int8))
    if not pairs:
        return learned
    other = {int(a): int(b) for a, b in pairs} | {int(b): int(a) for a, b in pairs}
    rng = np.random.default_rng(20241201)
    card_mm = (samples[0].face.shape[1] / ppm, samples[0].face.shape[0] / ppm)

    def views(count: int, one: bool | None = None, cards: list[
              tuple[Sample, Image, list[tuple[npt.NDArray[np.float64], float]]]] | None = None,
              ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.intp], npt.NDArray[np.intp],
                         npt.NDArray[np.str_]]:
        """Upright pips seen in ``count`` camera-like views of each number card (``one``:
        of those with one pip, the aces; or of the others; ``cards``: of these instead),
        their suits, the view each was seen in and its card's rank."""
        rows, suits, seen_in, ranks = [], [], [], []
        n_views = 0
        for s, fine, shows in found if cards is None else cards:
            card = Card.parse(s.code)
            if int(card.suit) not in other or (one is not None and one != (len(shows) == 1)):
                continue
            pair = (s.code[1], Card(card.rank, Suit(other[int(card.suit)])).code[1])
            for _ in range(count):
                face, _, _ = camera_view(fine, rng, ppm, card_mm, LEARN_BLUR)
                h, w = face.shape[:2]
                ink = face_ink(face, ppm)
                scene = pip_scene(learned, np.ascontiguousarray(face[:, :, 1]), ink.stats,
                                  ink.centroids, ppm)
                for up, _, _ in seen_pips(learned, scene, s.code[0], pair, (w / 2, h / 2),
                                          (0.0, 1.0), None):
                    rows.append(up)
                    suits.append(int(card.suit))
                    seen_in.append(n_views)
                    ranks.append(s.code[0])
                n_views += 1
        return (np.array(rows, np.float64).reshape(-1, side * side), np.array(suits),
                np.array(seen_in, np.intp), np.array(ranks, np.str_))

    x, y, _, _ = views(PIP_VIEWS)
    weights, bias, unlearned = suit_pairs(x, y, pairs)
    if unlearned:
        return None  # too few pips seen to learn from
    learned = replace(learned, weights=weights.astype(np.float32), bias=bias.astype(np.float32))

    # how far wrong suits reach, on views not learned from, of the cards with more pips
    xc, yc, view, _ = views(PIP_CHECK_VIEWS, one=False)
    wrong = [PIP_MARGIN_FLOOR]
    for mine, off in wrong_way(xc @ weights + bias, yc, pairs):
        # a card's pips vote together: what the other suit reached, summed over a view's
        # pips (and over any two of them: a card half covered shows only some)
        sums = np.bincount(view[mine], weights=off)
        wrong.extend(sums[np.unique(view[mine])].tolist())
        wrong.append(2 * float(off.max(initial=0.0)))
    # an ace shows one pip, large: twice the most the aces' pips voted wrong in views of
    # their own
    xa, ya, _, _ = views(ACE_VIEWS, one=True)
    one = [PIP_MARGIN_FLOOR] + [2 * float(off.max(initial=0.0))
                                for _, off in wrong_way(xa @ weights + bias, ya, pairs)]
    # a court card's suit glyphs, by the pips' discriminant, in views of their own (drawn
    # last, so the number cards' pips learn as they did before courts were): twice the
    # most one of them voted the wrong way, for the deck and for each court rank (one
    # rank's glyphs may run into its picture and vote the other suit's way by far more:
    # a classic K of spades' by up to 18, its J's and Q's by 8 at most)
    xq, yq, _, rq = views(COURT_VIEWS, cards=courts)
    votes = xq @ weights + bias
    court = _court_margin(votes, yq, pairs)
    by_rank = tuple(_court_margin(votes[rq == r], yq[rq == r], pairs) for r in COURT_RANKS)
    return replace(learned, margin=float(max(wrong)), margin_one=float(max(one)),
                   margin_court=court, court_margins=by_rank)


def _court_margin(votes: npt.NDArray[np.float64], suits: npt.NDArray[np.intp],
                  pairs: list[tuple[Suit, Suit]]) -> float:
    """Twice the most a court glyph (voted ``votes``, of suits ``suits``) voted the
    other suit of its pair's way, over the pairs whose two suits were both seen (at least
    PIP_MARGIN_FLOOR); infinite if none was: such glyphs weigh nothing."""
    seen_both = [(a, b) for a, b in pairs if (suits == a).any() and (suits == b).any()]
    if not seen_both:
        return math.inf
    return max([PIP_MARGIN_FLOOR] + [2 * float(off.max(initial=0.0))
                                     for _, off in wrong_way(votes, suits, seen_both)])
