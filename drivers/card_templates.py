"""What the reader works out once from a deck's learned templates, and the orders it
names ranks and suits by: each template's rank and suit, how each template's index frame
is turned from its card's (:func:`index_tilts`), how soft a rank part is against the
sharpest learned view of its form blurred step by step (:func:`softness`,
:func:`blur_bank`), and by how much a rank part beats each rank by the pairwise
discriminants (:func:`rank_votes`). The index finder (:mod:`drivers.card_vision`), the
reader (:mod:`drivers.card_read`) and learning (``calibration.sureness``) share them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, TypeVar

import cv2
import numpy as np
import numpy.typing as npt

from drivers.camera_calibration import BLUR_STEPS, CardTemplates, worked_out

FloatArray = npt.NDArray[np.float32]
T = TypeVar("T")

RANK_ORDER = "23456789TJQKA"
SUIT_CHARS = "shdc"
RED_SUITS = np.array([False, True, True, False])


def _once(what: str, cards: CardTemplates, make: Callable[[], T]) -> T:
    """``make()``, worked out once per set of templates (see :func:`worked_out`)."""
    memo = worked_out(cards)
    if what not in memo:
        memo[what] = make()
    out: T = memo[what]
    return out


def ranks_of(cards: CardTemplates) -> npt.NDArray[np.intp]:
    """Each template's rank (its place in RANK_ORDER)."""
    return _once("ranks", cards, lambda: np.array([RANK_ORDER.index(c[0]) for c in cards.codes]))


def template_suits(cards: CardTemplates) -> npt.NDArray[np.intp]:
    """Each template's suit (its place in SUIT_CHARS)."""
    return _once("suits", cards, lambda: np.array(
        [SUIT_CHARS.index(c[1].lower()) for c in cards.codes]))


def rank_votes(cards: CardTemplates, rank: int, rank_part: FloatArray) -> FloatArray:
    """By how much ``rank`` beats each rank on a rank part, by the pairwise discriminants
    (:attr:`CardTemplates.rank_pair_weights`; +inf against itself); empty if the
    templates have none."""
    if cards.rank_pair_weights.size == 0:
        return np.zeros(0, np.float32)
    out: FloatArray = (cards.rank_pair_weights[rank] @ rank_part
                       + cards.rank_pair_bias[rank]).astype(np.float32)
    out[rank] = np.inf
    return out


def index_tilts(cards: CardTemplates) -> npt.NDArray[np.float64]:
    """How far each template's index frame is turned from its card's axes (radians,
    the turn from the index frame's ``right`` towards its ``down``): the direction from
    the card's centre in the index frame against that of most templates. Every index of a
    deck sits at the same place on its card, and for one rank part above its suit the
    frame is the card's; a 10's "1" or "0" is off to one side of its suit, so its frame
    is turned (12-18 degrees in a narrow font)."""
    return _once("tilts", cards, lambda: tilts_of(cards.geometry))


def tilts_of(geometry: FloatArray) -> npt.NDArray[np.float64]:
    """:func:`index_tilts` of templates' geometry rows (GEOMETRY_COLUMNS)."""
    if len(geometry) == 0:
        return np.zeros(0)
    angle = np.arctan2(geometry[:, 1], geometry[:, 0]).astype(np.float64)
    out: npt.NDArray[np.float64] = angle - float(np.median(angle))
    return out


def rank_best_template(ncc: npt.NDArray[Any], ranks: npt.NDArray[np.intp],
                       template_ranks: npt.NDArray[np.intp]) -> npt.NDArray[np.intp]:
    """For each row of rank-part correlations with the templates (n, templates), the
    template of the row's rank it correlates with best."""
    mine = np.where(template_ranks[None, :] == np.asarray(ranks)[:, None], ncc, -np.inf)
    out: npt.NDArray[np.intp] = np.argmax(mine, axis=1)
    return out


def detail_of(rank_rows: FloatArray, width: int) -> FloatArray:
    """How much fine detail normalised rank parts hold: their summed squared difference
    between neighbouring pixels."""
    p = rank_rows.reshape(-1, rank_rows.shape[-1] // width, width)
    out: FloatArray = ((np.diff(p, axis=2) ** 2).sum(axis=(1, 2))
                       + (np.diff(p, axis=1) ** 2).sum(axis=(1, 2))).astype(np.float32)
    return out


FORM_TURN = math.radians(4.0)  # two templates of a rank turned more apart are other forms


def make_blur_bank(templates: FloatArray, codes: tuple[str, ...] | list[str], rank_rows: int,
                   width: int, tilts: npt.NDArray[np.float64]) -> FloatArray:
    """For each template, the rank part of the sharpest learned view of its form blurred
    by each of BLUR_STEPS, normalised: (templates, steps, rank_rows * width).

    A rank has one form per way its index is found: most ranks one, a 10 three (its "1"
    above the suit, its "0" there, or the two run together in a soft view), told apart
    by how their frames are turned (``tilts``, :func:`index_tilts`). Measured against
    another form's sharp view, every 10 looked as soft as the softest step."""
    split = rank_rows * width
    detail = detail_of(templates[:, :split], width)
    ranks = np.array([RANK_ORDER.index(c[0]) for c in codes])
    blurred: dict[int, FloatArray] = {}
    bank = np.zeros((len(codes), len(BLUR_STEPS), split), np.float32)
    for t in range(len(codes)):
        form = np.flatnonzero((ranks == ranks[t]) & (np.abs(tilts - tilts[t]) <= FORM_TURN))
        sharpest = int(form[np.argmax(detail[form])])
        if sharpest not in blurred:
            sharp = templates[sharpest, :split].reshape(rank_rows, width)
            steps = np.zeros((len(BLUR_STEPS), split), np.float32)
            for n, sigma in enumerate(BLUR_STEPS):
                b = cv2.GaussianBlur(sharp, (0, 0), float(sigma),
                                     borderType=cv2.BORDER_REPLICATE) if sigma > 0 else sharp
                b = b.ravel() - b.mean()
                steps[n] = b / max(float(np.linalg.norm(b)), 1e-6)
            blurred[sharpest] = steps
        bank[t] = blurred[sharpest]
    return bank


def softness(rank_parts: FloatArray, templates: npt.NDArray[np.intp],
             bank: FloatArray) -> npt.NDArray[np.intp]:
    """How soft each rank part is: the blur of the sharpest learned view of its
    template's form (``templates``: the template each part matched) that it correlates
    with best (its step in BLUR_STEPS). Noise lowers every correlation alike, so unlike a
    measure of fine detail it does not pass a noisy soft index as a sharp one; light does
    not change it (the parts are normalised)."""
    parts = np.atleast_2d(rank_parts)
    cor = np.einsum("nsd,nd->ns", bank[templates], parts)
    out: npt.NDArray[np.intp] = np.argmax(cor, axis=1)
    return out


def blur_bank(cards: CardTemplates) -> FloatArray:
    """:func:`make_blur_bank` of these templates, made once."""
    return _once("bank", cards, lambda: make_blur_bank(
        cards.deciding, cards.codes, cards.rank_rows, cards.patch_size[0],
        index_tilts(cards) if not cards.card_patches.size else np.zeros(len(cards.codes))))
