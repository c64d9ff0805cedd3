"""Which cards an image of the table plane shows, and which of them are sure enough to
report (:func:`read_indices`).

:mod:`drivers.card_vision` finds every index it can in the image and how much it looks
like each of this deck's; here a card's indices (its two corners, when both show) are
grouped and place the card (:func:`card_frame`), and the card is reported only when its
rank and its suit are sure: by the learned margins, by the black suits' stricter margins,
and, for a number card, by what its pips (:mod:`drivers.card_pips`) say; a suit the index
is not sure of, by the index and the card's body together (a number card's pips, a court
card's suit glyphs). A card left unreported is missed, which the croupier sees; a card
read wrong would stop the table, so every doubt here leaves the card unread.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from drivers.camera_calibration import BLUR_STEPS, COURT_RANKS, CardTemplates, Pips
from drivers.card_ink import InkMap
from drivers.card_pip_layout import pip_contradicts, pip_layout
from drivers.card_pips import (
    NUMBER_RANKS,
    PipScene,
    body_shown,
    pip_scene,
    pip_suit,
    pip_votes,
)
from drivers.card_templates import RANK_ORDER, RED_SUITS, SUIT_CHARS, FloatArray, ranks_of
from drivers.card_vision import (
    MERGE_MM,
    CardPlace,
    Image,
    IndexRead,
    IndexSeen,
    Source,
    cards_of,
    find_indices,
)

# Two reads within MERGE_MM of one card are its two corner indices when they are turned
# half round from each other: the cosine of the angle between their rank-to-suit
# directions is below this (within about 25 degrees)
OPPOSITE_COS = -0.9
# A spade and a club differ only in outline. A black suit is not sure when less than this
# share of its glyph's learned area is left at the ink threshold (soft and dim: the far
# side of a soft frame): a confident-looking read may be the other suit.
MIN_BLACK_FULLNESS = 0.7
# Nor is it sure from a soft index unless its suit wins by more than min_suit_margin: from
# each (step of BLUR_STEPS, margin) here on, by that margin from one index (from 1.0 pixel
# of the table image, 1.2; from 1.5 pixels, 1.5), and by more from two
# (BLACK_INDEX_CORRELATION): a card's two indices are equally soft, and a soft club looks
# like a spade in both (in the first rounds an uncovered Ac on the far side won by 1.08
# and 1.44 and was read As). A suit that is not sure is left to the rest of the table
# (drivers.card_detect.one_deck). Tuned on validation seeds 11 and 13-19 (with one_deck
# they cost 0.14% of cards there and leave no wrong read) and on the wrong reads of seeds
# 27, 29, 33 and 46: clubs read as spades by 0.89-1.44 per index, at 1.25-1.75 pixels.
# Still needed for one index: without them 24 seeds of 200 tables (137,732 cards) gave 3
# wrong, each from one index, by 1.00-1.21 (docs/camera.md, seventh session).
SOFT_BLACK_MARGINS = ((4, 1.2), (6, 1.5))
# A card's two indices are equally soft, but each has its own sensor noise, the larger
# part of a soft index's suit vote's spread (one soft J of clubs, 30 draws of the noise:
# 0.96 deviations): their votes correlate by 0.23-0.47 over a table's black cards, so the
# sum of two spreads sqrt(2 (1 + correlation)) times one's, not twice. Two indices must
# together win by sqrt(2 (1 + this)) times a soft black suit's margin (docs/camera.md).
BLACK_INDEX_CORRELATION = 0.5
# A number card's suit read by less than this many times the margin it needs is checked
# against its pips (drivers.card_pips); one read surer is not (the time it takes).
PIP_CHECK_BELOW = 3.0
PIPS_OVERRULE = 2.0  # pips summed this many times their margin overrule such a suit
# A suit that neither a card's indices nor its body (a number card's pips, a court card's
# picture's suit glyphs) is sure of alone is sure when both favour it, every glyph of
# the body among them, by shares of what each must win by alone (the index its margin,
# the body its learned one) summing to this: as two independent measures, each against
# the bar it must clear alone, are combined (Stouffer's sum of z-scores over the square
# root of their count), sqrt(2)
TOGETHER = math.sqrt(2)


def read_indices(img: Image, cards: CardTemplates, unsure: bool = False,
                 source: Source | None = None) -> list[IndexRead]:
    """Every card read in a table-plane image at ``cards.px_per_mm``, one read per card.

    A card whose two indices both show is read from both: their rank and suit evidence
    adds up (:func:`_sure_rank`). A card is reported only if it is sure of both
    (``CardTemplates.min_suit_margin``, ``min_rank_margin``, ``min_rank_pair_margin``;
    black suits more, see MIN_BLACK_FULLNESS): a card left unreported is missed, which the
    croupier sees, while a card read wrong would stop the table. With ``unsure``, a card
    whose rank and colour are sure but whose suit is not is reported too, marked
    ``sure=False`` with both suits of its colour, for the rest of the table to decide
    (:func:`drivers.card_detect.one_deck`). ``source``: see :func:`find_indices`.
    """
    ppm = cards.px_per_mm
    groups: list[list[IndexSeen]] = []  # a card's index and, if it shows, its other one
    strays: list[list[IndexSeen]] = []  # other pairings that put a centre on the card
    inks: list[InkMap] = []
    for seen in find_indices(img, cards, source, inks):
        for group, stray in zip(groups, strays, strict=True):
            if math.dist(group[0].center, seen.center) < MERGE_MM * ppm:
                # the card's other index is turned half round; anything else is a chance
                # pairing of other glyphs (say, pips of the card under it): its suit must
                # not outvote the card's own index
                if len(group) == 1 and float(np.dot(group[0].down, seen.down)) < OPPOSITE_COS:
                    group.append(seen)
                else:
                    stray.append(seen)
                break
        else:
            groups.append([seen])
            strays.append([])
    out = []
    pip_view: PipScene | None = None  # the pip-sized blobs, found if a card's pips are looked at

    def pips_at(pips: Pips, group: list[IndexSeen]) -> tuple[PipScene, Image | None]:
        """The image's pip-sized blobs, and where the cards other than ``group``'s lie
        (their pips are not this card's)."""
        nonlocal pip_view
        if pip_view is None:  # find_indices gave the first look's ink map
            pip_view = pip_scene(pips, inks[0].grey, inks[0].stats, inks[0].centroids, ppm)
        others = [f for g, f in zip(groups, frames, strict=True) if g is not group]
        return pip_view, cards_of(others, cards, img.shape[:2], inset=-1.0) if others else None

    frames = [card_frame(group) for group in groups]  # where each card lies, turned how
    for group, stray, (centre, down) in zip(groups, strays, frames, strict=True):
        first = group[0]
        if any((np.isfinite(g.votes) != np.isfinite(first.votes)).any() for g in group + stray):
            continue  # the indices disagree on the colour
        if any(cards.codes[g.template][0] != cards.codes[first.template][0] for g in stray):
            continue  # or something else here reads as another rank: not sure what is
        # an index less like this deck's than SURE_SCORE is not read by itself; a
        # number card's may be, if its pips bear out both its rank and its suit
        looks = max(max(g.score, g.decided_score) for g in group)
        low = looks < SURE_SCORE
        if low and (cards.pips is None or looks < PIPS_SCORE):
            continue  # nothing here looks much like this deck's indices: not sure of it
        votes = np.sum([g.votes for g in group], axis=0)
        order = np.argsort(-np.where(np.isfinite(votes), votes, -1e9))
        looked: tuple[PipScene, Image | None] | None = None  # pips_at(group), once
        rank = _sure_rank(group, cards)
        by_pips = False
        if rank is None and cards.pips is not None:
            # the index is not sure of the rank: a number card's whole layout of pips,
            # in view, may bear out the rank its templates liked best
            best = {cards.codes[g.template][0] for g in group}
            if len(best) == 1 and (guess := best.pop()) in NUMBER_RANKS:
                looked = pips_at(cards.pips, group)
                if pip_layout(cards.pips, looked[0], guess + SUIT_CHARS[int(order[0])],
                              centre, down, looked[1]) == "bears out":
                    rank, by_pips = guess, True
        if rank is None:
            continue
        margin = suit_margin(votes)
        need = cards.min_suit_margin if not cards.suit_margin_by_step.size else float(
            cards.suit_margin_by_step[max(g.softness for g in group)])
        black = not np.isfinite(votes[RED_SUITS]).any()
        # what a soft black suit must win by, from these indices
        black_bar = _indices_weigh(len(group)) * _black_margin(min(g.softness for g in group))
        sure = margin >= need and not (
            math.isfinite(margin) and black and (
                max(g.suit_fullness for g in group) < MIN_BLACK_FULLNESS
                or margin < black_bar))
        # (a faint or soft black suit: its outline, spade or club, may be lost)
        if len({int(np.argmax(np.where(np.isfinite(g.votes), g.votes, -1e9)))
                for g in group}) > 1:
            # the card's two indices name different suits: one of them is not what it
            # seems (the next card's edge clips a club's leaf and leaves a spade's point)
            sure = False
        settled: str | None = None  # the suit the pips settle, if looked at
        pips_say: list[float] = []  # and each pip's vote for the index's suit
        if cards.pips is not None and rank in NUMBER_RANKS:
            # a number card's pips: where they lie must fit its rank, and what they look
            # like may settle a suit its index leaves unsure, or gainsay a sure one
            view, covered = looked or pips_at(cards.pips, group)
            if pip_contradicts(cards.pips, view, rank + SUIT_CHARS[int(order[0])],
                               centre, down, covered):
                # a pip where this rank has none: the rank read is not the card's. It may be
                # one the index nearly liked as well whose whole layout the pips bear out
                rank = next((r for r in _ranks_near_best(group, cards)
                             if r != rank and r in NUMBER_RANKS and pip_layout(
                                 cards.pips, view, r + SUIT_CHARS[int(order[0])],
                                 centre, down, covered) == "bears out"), None)
                if rank is None:
                    continue
                by_pips = True
            # two suits of this colour, and the index not far surer than it must be (the
            # wrong suits the pips caught won by 1.3-1.5 times the bar)
            if math.isfinite(margin) and (not sure or low or margin < PIP_CHECK_BELOW * need):
                suits = (SUIT_CHARS[int(order[0])], SUIT_CHARS[int(order[1])])
                pips_say = pip_votes(cards.pips, view, rank, suits, centre, down, covered)
                settled = pip_suit(cards.pips, pips_say, suits, rank)
                if settled is not None and pip_layout(
                        cards.pips, view, rank + settled, centre, down, covered) != "bears out":
                    # pips seen at some of the places may be another card's: one lying
                    # over this card's body that was not read itself (so not known to
                    # cover it). Only a body that shows its rank's whole layout is this
                    # card's own, and only its pips have a say in its suit
                    settled = None
                if sure and settled is not None and settled != suits[0]:
                    # the pips say the other suit. They decide if they are far surer of it
                    # than they need be (twice), else neither does: the rest of the table
                    # may (the index's suit glyph is a third the size of a pip)
                    sure = abs(sum(pips_say)) >= PIPS_OVERRULE * cards.pips.margin
                    if sure:
                        order, by_pips = order[[1, 0, 2, 3]], True
                elif not sure and settled is not None:
                    sure = by_pips = True
                    if settled != suits[0]:
                        order = order[[1, 0, 2, 3]]
        if (not sure and not low and cards.pips is not None and math.isfinite(margin)
                and rank in NUMBER_RANKS + COURT_RANKS
                and max(g.suit_fullness for g in group) >= MIN_BLACK_FULLNESS):
            # neither the index nor the body is sure alone: together they may be
            suits = (SUIT_CHARS[int(order[0])], SUIT_CHARS[int(order[1])])
            view, covered = looked or pips_at(cards.pips, group)
            if rank in NUMBER_RANKS:
                # (each at a place of its rank; none gainsays it, above). A card with more
                # than one pip, only one of them in view, is weighed too: that pip against
                # the bar its pips must clear together
                body, bar = pips_say, (cards.pips.margin_one if rank == "A"
                                       else cards.pips.margin)
            else:
                body, bar = [], cards.pips.court_margin(rank)
                if body_shown(cards.pips, view, centre, down, covered):
                    body = pip_votes(cards.pips, view, rank, suits, centre, down, covered)
            index_bar = max(need, black_bar) if black else need
            # (a body whose bar is infinite, court glyphs no view learned a bar for, has no
            # say: its votes must not outvote two indices that name different suits)
            if body and 0 < bar < math.inf and min(body) > 0 and (
                    margin / index_bar + sum(body) / bar >= TOGETHER):
                sure = by_pips = True
        if low:
            # the pips must bear out the whole card: the layout of its rank, and its suit
            # unless its colour alone names it (a four-colour deck's)
            code = rank + SUIT_CHARS[int(order[0])]
            if not sure or cards.pips is None or rank not in NUMBER_RANKS or (
                    math.isfinite(margin) and settled != code[1]) or pip_layout(
                    cards.pips, view, code, centre, down, covered) != "bears out":
                continue
            by_pips = True
        if not sure and not unsure:
            continue
        out.append(IndexRead(rank + SUIT_CHARS[int(order[0])],
                             first.score, centre, first.suit_label, first.rank_label,
                             float(BLUR_STEPS[min(g.softness for g in group)]), margin, sure,
                             rank + SUIT_CHARS[int(order[1])], by_pips))
    return out


def _indices_weigh(n: int) -> float:
    """How many times one index's margin ``n`` indices of one card must win by together:
    the spread of their summed votes over one's, their correlation
    BLACK_INDEX_CORRELATION."""
    return math.sqrt(n * (1 + (n - 1) * BLACK_INDEX_CORRELATION))


def _black_margin(step: int) -> float:
    """The margin a black suit must win by on an index this soft (SOFT_BLACK_MARGINS)."""
    return max([m for at, m in SOFT_BLACK_MARGINS if step >= at], default=0.0)


# A card is read only if one of its indices correlates with this deck's templates by this
# much, on the cut it was found by or the one it is decided by (an index is found from
# min_score): the two wrong reads seen on the tuning designs
# at 12 pixels under 1.5 px of blur (a thin-stroke 6 read as an ace, a 5 of clubs as a
# spade) each came from a lone index at 0.91, an atypical glyph (its suit larger than
# learned: run into something); indices read right scored 0.97 and more there.
SURE_SCORE = 0.93
# A number card's index that falls short of SURE_SCORE but not of this is read when its
# pips bear out its rank's layout and its suit (a soft 10 of a four-colour deck, its two
# glyphs cramped, scored 0.90-0.91 on the tuning designs; its colour named its suit)
PIPS_SCORE = 0.88
TOURNAMENT_NCC_GAP = 0.05  # the discriminants' rank must look nearly as like its templates


def card_frame(group: list[IndexSeen]) -> CardPlace:
    """Where a card lies (its centre) and its down axis, in its first index's sense.

    One index gives them from its rank and suit, glyphs a few pixels apart: a slip of
    half a pixel in a soft glyph's centre turns the card by degrees (at 12 px, by 1 degree
    at the median, up to 6), and puts its far pips millimetres from where they are
    looked for. A card's two indices lie at opposite corners: its turn is the one that
    lays the line between their suit glyphs where they are printed (a card's diagonal
    long), and its centre where both then put it."""
    first = group[0]
    if len(group) < 2:
        return first.center, first.down
    at, printed = [], []  # each suit glyph in the image; where it is printed on the card
    for g in group:
        down = np.array(g.down, np.float64)
        right = np.array([down[1], -down[0]])
        to_centre = np.array(g.center) - np.array(g.suit_at)
        half_round = 1.0 if float(np.dot(g.down, first.down)) > 0 else -1.0
        printed.append(-half_round * np.array([to_centre @ right, to_centre @ down]))
        at.append(np.array(g.suit_at, np.float64))
    seen, drawn = at[1] - at[0], printed[1] - printed[0]
    t = math.atan2(seen[1], seen[0]) - math.atan2(drawn[1], drawn[0])
    right = np.array([math.cos(t), math.sin(t)])
    down = np.array([-math.sin(t), math.cos(t)])
    middle = (printed[0] + printed[1]) / 2
    centre = (at[0] + at[1]) / 2 - middle[0] * right - middle[1] * down
    return (float(centre[0]), float(centre[1])), (float(down[0]), float(down[1]))


def _sure_rank(group: list[IndexSeen], cards: CardTemplates) -> str | None:
    """The rank of a card's indices, if sure; else None.

    Sure by the templates: the indices name the same best rank, it beats every other
    rank's templates (``min_rank_margin``) and wins its pairwise discriminants
    (``min_rank_pair_margin``). When the templates are not sure (a soft 5 of hearts
    correlates almost as well with the 8 of hearts, whose heart puts its rank in the same
    place), the pairwise discriminants decide alone: the rank that beats every other by
    ``min_rank_pair_margin``, summed over the indices, if its templates correlate within
    TOURNAMENT_NCC_GAP (per index) of the best, and at least as well as the rank part of
    any index :func:`find_indices` reports (``min_score`` is the mean of rank and suit).
    """
    first = group[0]
    pick = cards.codes[first.template][0]
    agree = all(cards.codes[g.template][0] == pick for g in group)
    if not first.rank_votes.size:  # templates without discriminants: the templates alone
        ok = agree and sum(g.rank_margin for g in group) >= cards.min_rank_margin
        return pick if ok else None
    if agree and sum(g.rank_margin for g in group) >= cards.min_rank_margin and float(
            np.sum([g.rank_votes for g in group], axis=0).min()) >= cards.min_rank_pair_margin:
        return pick
    parts = np.array([g.rank_patch for g in group])
    beats = (np.einsum("abd,nd->ab", cards.rank_pair_weights, parts)
             + len(group) * cards.rank_pair_bias)  # a beats b by this, summed
    np.fill_diagonal(beats, np.inf)
    worst = beats.min(axis=1)
    winner = int(np.argmax(worst))
    if worst[winner] < cards.min_rank_pair_margin:
        return None
    best = _rank_correlations(group, cards)
    if best.max() - best[winner] > TOURNAMENT_NCC_GAP * len(group) or (
            best[winner] < (2 * cards.min_score - 1) * len(group)):
        return None  # nor may it look less like its templates than any index found does
    return RANK_ORDER[winner]


def _rank_correlations(group: list[IndexSeen], cards: CardTemplates,
                       ) -> npt.NDArray[np.float64]:
    """For each rank (RANK_ORDER), how well a card's indices' rank parts correlate with
    its best template, summed over the indices (-inf for a rank without templates)."""
    split = cards.rank_rows * cards.patch_size[0]
    parts = np.array([g.rank_patch for g in group])
    ncc = (2 * parts @ cards.deciding[:, :split].T).sum(axis=0)
    best: npt.NDArray[np.float64] = np.full(13, -np.inf)
    np.maximum.at(best, ranks_of(cards), ncc)
    return best


def _ranks_near_best(group: list[IndexSeen], cards: CardTemplates) -> list[str]:
    """The ranks whose templates a card's indices correlate with nearly as well as with
    the best rank's (TOURNAMENT_NCC_GAP per index), best first."""
    best = _rank_correlations(group, cards)
    near = np.flatnonzero(best >= best.max() - TOURNAMENT_NCC_GAP * len(group))
    return [RANK_ORDER[r] for r in near[np.argsort(-best[near])]]


def suit_margin(votes: FloatArray) -> float:
    """By how much the best suit beats the next (infinite if only one is possible)."""
    finite = np.sort(votes[np.isfinite(votes)])
    return float(finite[-1] - finite[-2]) if len(finite) >= 2 else math.inf
