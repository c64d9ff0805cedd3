"""How sure a read must be, learned from camera-like views of the learning images.

Each learned index is rendered again as a camera would see it (:func:`camera_view`: scale,
turn, blur, noise, light) and read as the recogniser reads; the suits' discriminants are
learned on those views, and the margins a read must win by are the most that views drawn
afresh reached the wrong way (:func:`learn_sureness`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import cv2
import numpy as np
import numpy.typing as npt

from calibration.faces import Sample, face_ink
from dealer_assist.cards import Card, Suit
from drivers.camera_calibration import BLUR_STEPS
from drivers.card_ink import InkMap, ink_hue
from drivers.card_templates import RANK_ORDER, make_blur_bank, rank_best_template, softness
from drivers.card_vision import (
    Image,
    Source,
    cut_patches,
    index_frames,
    turned_frame,
)

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
# a measured softness may be this many BLUR_STEPS sharper than the truth. Two steps asked
# the original deck's far-side black suits at step 6 (read 0.96 at most the wrong way by
# views that soft or one step softer) for what views two steps softer reached (3.99): its
# twelve seeds were read 99.24% right; with one, 99.69%, the same 1 wrong (docs/camera.md)
STEP_SLACK = 1
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


def _view_rows(s: Sample, face: Image, ppm: float, patch_size: tuple[int, int],
               anchor: tuple[float, float], rank_rows: int, source: Source | None = None,
               tilt: Callable[[Sample, npt.NDArray[np.float32], int], float] | None = None,
               split: tuple[float, float] | None = None,
               ) -> tuple[npt.NDArray[np.float32], list[float]]:
    """The patches of a sample's index in one view of its face, found as the recogniser
    finds them (ink blobs, their centroids; ``split``: as :func:`face_ink`'s), and the
    colour of each one's rank part
    (:func:`~drivers.card_ink.ink_hue`); none if the view lost the index."""
    ink = face_ink(face, ppm, split)
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


def _merged_rank(s: Sample, ink: InkMap) -> int | None:
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


def learn_sureness(
    samples: list[Sample], fine_faces: list[Image], ppm: float,
    patch_size: tuple[int, int], anchor: tuple[float, float], rank_rows: int,
    templates: npt.NDArray[np.float32], codes: list[str],
    groups: tuple[int, int, int, int] = (0, 1, 1, 0),
    tilt: Callable[[Sample, npt.NDArray[np.float32], int], float] | None = None,
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
    weights, bias, unlearned = suit_pairs(x, y, one_colour_pairs(groups))
    for suit in unlearned:
        bias[suit] = -1e9  # a suit never learned is never read
    pairs = [p for p in one_colour_pairs(groups) if not set(p) & unlearned]

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
    for mine, wrong in wrong_way(votes, yc, pairs):
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


def wrong_way(votes: npt.NDArray[np.float64], y: npt.NDArray[np.intp],
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


def one_colour_pairs(groups: tuple[int, int, int, int]) -> list[tuple[Suit, Suit]]:
    """The pairs of suits printed in one ink (spades and clubs, hearts and diamonds, in
    a two-colour deck): what only their shapes tell apart."""
    return [(a, b) for a, b in ((Suit.SPADES, Suit.CLUBS), (Suit.HEARTS, Suit.DIAMONDS))
            if groups[a] == groups[b]]


def suit_pairs(x: npt.NDArray[np.float64], y: npt.NDArray[np.intp],
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
