"""Caribbean Stud (the classic game: no Seguro, no bought card), exact.

Every player hand P is weighed against every dealer up card U and every four hidden
dealer cards: 2,598,960 x 47 x 163,185 equally likely deals. Counted, not dealt:

* by symmetry the up card is one of the 13 spades, and player hands that differ only by a
  relabelling of hearts, diamonds and clubs are one class (about 400,000 per up card);
* for one (P, U) the dealer hands that lose to P, tie it, or do not qualify are counted
  by inclusion-exclusion over the cards of P: the number of dealer hands holding U, none
  of P's cards, and a value below x is
  ``sum over S subset of P of (-1)^|S| * #(hands holding U and S with value below x)``,
  and those counts come from cumulative tables of all 249,900 hands holding U.

One pass gives, for each (P, U), the expected value of raising; the optimal strategy
raises when that beats folding (-1 Ante), and the simple strategies are read off the
same counts.
"""

from __future__ import annotations

import functools
import itertools
import multiprocessing
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, fields
from fractions import Fraction
from math import comb, lcm
from typing import Any

import numpy as np
import numpy.typing as npt

from dealer_assist.analysis.combinatorics import (
    BINOM,
    SUIT_PERMUTATIONS,
    all_hands,
    canonical_under,
    classes,
    comb_index,
    five_card_ordinals,
    ordinal_of_strength,
    suit_class_key,
    suit_mask_columns,
    suit_masks,
)
from dealer_assist.analysis.progress import Progress
from dealer_assist.analysis.report import Analysis
from dealer_assist.evaluator import CODES, HandCategory, category_of, rank5
from dealer_assist.money import Ratio
from dealer_assist.profile import Profile

NORD = 7462  # distinct five-card hand values
HIDDEN = comb(46, 4)  # the dealer's four hidden cards, given P and U
PUBLISHED_OPTIMAL = Fraction(5224, 100000)  # of the Ante (Wizard of Odds, Caribbean Stud)
AKJ83 = "As Kd Jh 8c 3s"


@dataclass(frozen=True)
class Counts:
    """For each class of (player hand, up card): dealer hands by outcome if the player raises."""

    ordinal: npt.NDArray[np.int64]  # the player's hand value
    weight: npt.NDArray[np.int64]  # how many (P, U) deals the class stands for
    no_game: npt.NDArray[np.int64]  # dealer does not qualify
    win: npt.NDArray[np.int64]  # dealer qualifies, player higher
    tie: npt.NDArray[np.int64]
    lose: npt.NDArray[np.int64]


def _group_tables(u: int, with_keys: bool = True) -> tuple[list[npt.NDArray[np.int32]], npt.NDArray[np.int64]]:
    """Cumulative counts of hands holding card ``u`` by the other cards they hold.

    tables[j][g, x]: hands holding u and the j-subset g (of the 51 other cards, relabelled
    0..50) with ordinal below x, j = 0, 1, 2. For j = 3 (48 hands per group) a sorted key
    array ``g * 8192 + ordinal`` is returned instead (a dense table would take 600 MB)."""
    ordinals = five_card_ordinals()[0]
    # The hands holding u: u and each four of the other 51 cards (relabelled 0..50, so
    # card c + (c >= u)); the sorted hand's index worked out with u slotted in place.
    others = _all_fours().astype(np.int64)
    cards = others + (others >= u)
    above = cards > u
    index = BINOM[u, 1 + (~above).sum(axis=1)].astype(np.int64)
    for m in range(4):
        index += BINOM[cards[:, m], m + 1 + above[:, m]]
    ords = ordinals[index].astype(np.int64)
    tables = []
    for j in range(3):
        groups = comb(51, j)
        # One bincount over every j-subset at once (one table-sized array, not one per subset).
        subsets = [comb_index(others[:, cols]) for cols in itertools.combinations(range(4), j)] if j else []
        g = np.concatenate(subsets) if j else np.zeros(len(others), dtype=np.int64)
        counts = np.bincount(g * NORD + np.tile(ords, max(1, len(subsets))), minlength=groups * NORD)
        cum = np.zeros((groups, NORD + 1), dtype=np.int32)
        cum[:, 1:] = counts.reshape(groups, NORD)
        np.cumsum(cum, axis=1, out=cum)  # in place, 32-bit: a third of the time of a cast into a slice
        tables.append(cum)
    if not with_keys:  # the fast count reads the three-card groups from _three_card_groups
        return tables, np.zeros(0, dtype=np.int64)
    keys = np.concatenate([comb_index(others[:, cols]) * 8192 + ords for cols in itertools.combinations(range(4), 3)])
    keys.sort()
    return tables, keys


def _below(
    u: int,
    labels: npt.NDArray[np.int64],
    cards: npt.NDArray[np.int64],
    x: npt.NDArray[np.int64],
    tables: Sequence[npt.NDArray[np.int32]],
    keys: npt.NDArray[np.int64],
) -> npt.NDArray[np.int64]:
    """Dealer hands holding u and none of each row's five cards, with ordinal below x."""
    return _below_each(u, labels, cards, [x], tables, keys)[0]


def _below_each(
    u: int,
    labels: npt.NDArray[np.int64],
    cards: npt.NDArray[np.int64],
    xs: Sequence[npt.NDArray[np.int64]],
    tables: Sequence[npt.NDArray[np.int32]],
    keys: npt.NDArray[np.int64],
) -> list[npt.NDArray[np.int64]]:
    """:func:`_below` for several thresholds at once: each subset's group index (and the
    five-card hands of the last term) worked out once, looked up for every threshold."""
    ordinals = five_card_ordinals()[0]
    totals = [np.zeros(len(labels), dtype=np.int64) for _ in xs]
    for j in range(5):
        sign = -1 if j % 2 else 1
        for cols in itertools.combinations(range(5), j):
            if j <= 2:
                g = comb_index(labels[:, cols]) if j else np.zeros(len(labels), dtype=np.int64)
                flat = tables[j].ravel()
                base = g * (NORD + 1)
                for total, x in zip(totals, xs, strict=True):
                    total += sign * flat[base + x]
            elif j == 3:
                g = comb_index(labels[:, cols])
                for total, x in zip(totals, xs, strict=True):
                    total += sign * (np.searchsorted(keys, g * 8192 + x) - g * 48)
            else:
                hand = np.sort(np.concatenate([cards[:, cols], np.full((len(cards), 1), u)], axis=1), axis=1)
                own = ordinals[comb_index(hand)]
                for total, x in zip(totals, xs, strict=True):
                    total += sign * (own < x)
    return totals


@functools.cache
def _spade_classes() -> npt.NDArray[np.int64]:
    """Every five-card hand's class under the relabellings of hearts, diamonds and clubs,
    worked out once for all 13 up cards (a hand holds the spade up card exactly when its
    images do): the spades' rank mask, then the other three suits' masks sorted. One pass
    over whole columns, where trying the six relabellings took a sort per relabelling."""
    return suit_class_key(suit_masks(all_hands(52, 5)), fixed_first=True)


@functools.cache
def _spade_classes_by_image() -> npt.NDArray[np.int64]:
    """The previous class labels: the smallest index among a hand's six images (the same
    partition as :func:`_spade_classes`; kept for the test that says so)."""
    return canonical_under(all_hands(52, 5), [p for p in SUIT_PERMUTATIONS if p[0] == 0])


@dataclass(frozen=True)
class _Extras:
    """What the fast count needs beside the group tables, per up card: each group's count
    below the qualifying hand (j = 1, 2 from the tables, j = 3 counted), and each
    three-card group's 48 hands' values sorted."""

    below_qualify: tuple[npt.NDArray[np.int64], ...]
    by_group: npt.NDArray[np.int16]  # (20,825 x 64) flat: each group's 48 ordinals sorted, then 32,767


def _extras(tables: Sequence[npt.NDArray[np.int32]], u: int, qualify: int) -> _Extras:
    below = [np.ascontiguousarray(t[:, qualify]).astype(np.int64) for t in tables]
    by_group = _three_card_groups(u)
    below.append((by_group[:, :48] < qualify).sum(axis=1).astype(np.int64))
    # Equal values in a group differ only in the fourth card's suit: never five in a row.
    assert not (by_group[:, 4:48] == by_group[:, :44]).any()
    return _Extras(tuple(below), by_group.ravel())


def _three_card_groups(u: int) -> npt.NDArray[np.int16]:
    """For each three of the 51 other cards (comb order of their labels), the values of the
    48 hands holding u, them and a fourth card, sorted, in a row of 64 (32,767 after).

    Built straight from the groups (every fourth label tried, the three already there
    dropped): the same rows the sorted key array of :func:`_group_tables` gives, without
    sorting its million keys."""
    ordinals = five_card_ordinals()[0]
    binom = BINOM.astype(np.int64)
    three = _all_threes().astype(np.int64)  # (20,825, 3) labels, sorted
    x = np.arange(51, dtype=np.int64)[None, :]  # the fourth card's label
    labels = [three[:, :1], three[:, 1:2], three[:, 2:3], x]
    cards = [lab + (lab >= u) for lab in labels]
    # Each card's place among the five (u included) is how many of the others are smaller.
    index = np.zeros((len(three), 51), dtype=np.int64)
    for i, card in enumerate(cards):
        place = sum((other < card).astype(np.int64) for k, other in enumerate(cards) if k != i) + (card > u)
        index += binom.ravel()[card * binom.shape[1] + place + 1]
    u_place = sum((card < u).astype(np.int64) for card in cards)
    index += binom[u, 1:][u_place]
    values = ordinals[np.minimum(index, len(ordinals) - 1)].astype(np.int16)  # a repeated card: dropped below
    values[(x == three[:, :1]) | (x == three[:, 1:2]) | (x == three[:, 2:3])] = 32767
    values.sort(axis=1)
    out = np.full((len(three), 64), 32767, dtype=np.int16)
    out[:, :48] = values[:, :48]
    return out


@functools.cache
def _all_threes() -> npt.NDArray[np.int8]:
    return all_hands(51, 3)


def _count_in_groups(by_group: npt.NDArray[np.int16], base: npt.NDArray[np.int64], x: npt.NDArray[np.int64]) -> Any:
    """How many of each group's 48 sorted ordinals (rows of 64 from ``base``) are below x:
    a binary search of six fixed steps over whole arrays, in a 2.7 MB table the caches
    hold, where np.searchsorted walked 20 steps through the 8 MB key array."""
    pos = np.zeros(len(base), dtype=np.int64)
    for step in (32, 16, 8, 4, 2, 1):
        cand = pos + step
        pos = np.where(by_group[base + cand - 1] < x, cand, pos)
    return pos


def _count_below(
    u: int,
    labels: npt.NDArray[np.int64],
    cards: npt.NDArray[np.int64],
    s: npt.NDArray[np.int64],
    qualify: int,
    tables: Sequence[npt.NDArray[np.int32]],
    extras: _Extras,
    start: int = 0,
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Dealer hands holding u and none of each row's five (sorted) cards with ordinal
    below s, at most s (rows from ``start`` on, 0 before), and below the qualifying hand:
    :func:`_below_each` for those three thresholds, with the subsets' group indices summed
    from per-column terms, the qualifying counts read per group, and the last term's hands
    indexed without a sort. A hand below the qualifier neither wins nor ties, so the first
    two counts are only needed from the first qualifying row (rows sorted by value)."""
    ordinals = five_card_ordinals()[0]
    n = len(labels)
    lt = np.zeros(n - start, dtype=np.int64)
    le = np.zeros(n - start, dtype=np.int64)
    nq = np.zeros(n, dtype=np.int64)
    binom = BINOM.astype(np.int64)
    # Column c of a sorted row sits at place m <= c of a subset holding it, and m <= 2 in
    # the subsets of up to three cards looked up here: 12 terms, not 20.
    terms = {(c, m): binom[labels[:, c], m + 1] for c in range(5) for m in range(min(c, 2) + 1)}
    above = cards > u
    # For the four-card subsets: each column's term at each place it can take, once.
    flat_binom = binom.ravel()
    four_terms = {
        (c, m): np.take(flat_binom, cards[:, c] * binom.shape[1] + m + 1 + above[:, c])
        for c in range(5)
        for m in (c - 1, c)
        if 0 <= m <= 3
    }
    below_u = (~above).sum(axis=1)  # cards of the row below u
    u_terms = binom[u, 1:].copy()  # u at place p (p cards below it): C(u, p + 1)
    s = s[start:]
    s1 = s + 1
    for j in range(5):
        sign = -1 if j % 2 else 1
        for cols in itertools.combinations(range(5), j):
            if j == 0:
                row = tables[0][0].astype(np.int64)
                lt += row[s]
                le += row[s1]
                nq += extras.below_qualify[0][0]
                continue
            if j <= 3:
                g = terms[cols[0], 0].copy()
                for m, c in enumerate(cols[1:], start=1):
                    g += terms[c, m]
                nq += sign * extras.below_qualify[j][g]
                g = g[start:]
            if j <= 2:
                flat = tables[j].ravel()
                base = g * (NORD + 1)
                lt += sign * flat[base + s]
                le += sign * flat[base + s1]
            elif j == 3:
                base = g * 64
                below = _count_in_groups(extras.by_group, base, s)
                # Equal values in a group differ only in the fourth card's suit: at most 4,
                # right after those below (checked in _extras).
                at = base + below
                equal = (extras.by_group[at] == s).astype(np.int64)
                for t in range(1, 4):
                    equal += extras.by_group[at + t] == s
                lt += sign * below
                le += sign * (below + equal)
            else:
                # The sorted hand of these four cards and u: a card above u moves up one place;
                # u sits after the cards below it. Column c is at place c or c - 1 of the four.
                skipped = next(c for c in range(5) if c not in cols)
                index = np.take(u_terms, below_u - (~above[:, skipped]))
                for m, c in enumerate(cols):
                    index += four_terms[c, m]
                own = ordinals[index]
                nq += sign * (own < qualify)
                own = own[start:]
                lt += sign * (own < s)
                le += sign * (own <= s)
    pad = np.zeros(start, dtype=np.int64)
    return np.concatenate([pad, lt]), np.concatenate([pad, le]), nq


@functools.cache
def _all_fours() -> npt.NDArray[np.int8]:
    return all_hands(51, 4)


@functools.cache
def _all_fives() -> npt.NDArray[np.int8]:
    return all_hands(52, 5)


@functools.cache
def _spade_class_table() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Every class of :func:`_spade_classes` once: its spades' rank mask, one hand of it
    (index into all_hands(52, 5)) and its size. A class holds the spade of rank r exactly
    when bit r of the mask is set, so each up card's player classes are a filter of these.

    No sort: the hand whose hearts', diamonds' and clubs' masks come in falling order
    stands for its class (each class has exactly one such hand), and the class has 6, 3 or
    1 hands as those three masks are all different, two equal, or all equal."""
    m0, m1, m2, m3 = suit_mask_columns(_all_fives())  # (the workers share this table too)
    first = np.flatnonzero((m1 >= m2) & (m2 >= m3))
    m1, m2, m3 = m1[first], m2[first], m3[first]
    weight = np.where((m1 == m2) & (m2 == m3), 1, np.where((m1 == m2) | (m2 == m3), 3, 6)).astype(np.int64)
    return m0[first], first.astype(np.int64), weight


def _count_up_card(rank: int, previous: bool = False) -> tuple[npt.NDArray[np.int64], ...]:
    """The counts of every player-hand class against the spade of ``rank`` as up card.

    ``previous``: as the code before issue 22's second step counted them (the classes of
    each up card found anew, three thresholds in one inclusion-exclusion pass), for the
    bench to time beside the present way."""
    ordinals = five_card_ordinals()[0]
    qualify = int(ordinal_of_strength(rank5([CODES[c.index] for c in _parse("As Kd 4h 3c 2s")])))  # type: ignore[attr-defined]
    u = rank * 4  # a spade: the other suits give the same counts by symmetry
    tables, keys = _group_tables(u, with_keys=previous)
    hands = _all_fives()
    if previous:
        without = ~(hands == u).any(axis=1)  # the player's hands, in the order of all_hands(51, 5)
        _, first, weight = np.unique(_spade_classes_by_image()[without], return_index=True, return_counts=True)
        cards = hands[without][first].astype(np.int64)
        weight = weight.astype(np.int64)
        labels = cards - (cards > u)
        s = ordinals[comb_index(cards)].astype(np.int64)
        lt, le, nq = _below_each(u, labels, cards, [s, s + 1, np.full(len(s), qualify)], tables, keys)
    else:
        spades, class_first, class_weight = _spade_class_table()
        keep = ((spades >> rank) & 1) == 0
        first, weight = class_first[keep], class_weight[keep]
        s = ordinals[first].astype(np.int64)
        # In the order of the player's hand value: the group tables are then read a few
        # columns at a time (cache-friendly) instead of all over their 38 MB.
        order = np.argsort(s, kind="stable")
        first, weight, s = first[order], weight[order], s[order]
        cards = hands[first].astype(np.int64)
        labels = cards - (cards > u)
        start = int(np.searchsorted(s, qualify))  # the first row that qualifies
        extras = _extras(tables, u, qualify)
        lt, le, nq = _count_below(u, labels, cards, s, qualify, tables, extras, start)
    high = s >= qualify
    win = np.where(high, lt - nq, 0)
    tie = np.where(high, le - lt, 0)
    lose = HIDDEN - nq - win - tie
    return s, weight, nq, win, tie, lose


def _merge_rows(part: tuple[npt.NDArray[np.int64], ...]) -> tuple[npt.NDArray[np.int64], ...]:
    """One row per distinct (value, no game, win, tie, lose), the classes' weights added:
    every figure is a weighted sum over rows, and about one row in ten is distinct, so the
    analysis of each strategy and the cache on disk are ten times smaller."""
    s, weight, nq, win, tie, lose = part
    # Two packed keys (every count is below 2^18 = 262,144 > 163,185, a value below 2^13).
    high = (s << 36) | (nq << 18) | win
    low = (tie << 18) | lose
    order = np.lexsort((low, high))
    high, low = high[order], low[order]
    change = np.ones(len(s), dtype=bool)
    change[1:] = (high[1:] != high[:-1]) | (low[1:] != low[:-1])
    starts = np.flatnonzero(change)
    cols = [c[order] for c in (s, nq, win, tie, lose)]
    merged = np.add.reduceat(weight[order], starts)
    return cols[0][starts], merged, cols[1][starts], cols[2][starts], cols[3][starts], cols[4][starts]


def _count_up_card_merged(rank: int) -> tuple[npt.NDArray[np.int64], ...]:
    return _merge_rows(_count_up_card(rank))


def reference_count_up_card(rank: int) -> tuple[npt.NDArray[np.int64], ...]:
    """The previous :func:`_count_up_card` (classes worked out per up card, three passes of
    inclusion-exclusion), kept as the reference the bench compares with."""
    ordinals = five_card_ordinals()[0]
    qualify = int(ordinal_of_strength(rank5([CODES[c.index] for c in _parse("As Kd 4h 3c 2s")])))  # type: ignore[attr-defined]
    fixing_spades = [p for p in SUIT_PERMUTATIONS if p[0] == 0]
    u = rank * 4  # a spade: the other suits give the same counts by symmetry
    tables, keys = _group_tables(u)
    cards_all = all_hands(51, 5).astype(np.int64)
    cards_all += cards_all >= u
    reps, weight = classes(cards_all.astype(np.int8), fixing_spades)
    cards = reps.astype(np.int64)
    labels = cards - (cards > u)
    s = ordinals[comb_index(cards)].astype(np.int64)
    lt = _below(u, labels, cards, s, tables, keys)
    le = _below(u, labels, cards, s + 1, tables, keys)
    nq = _below(u, labels, cards, np.full(len(s), qualify), tables, keys)
    high = s >= qualify
    win = np.where(high, lt - nq, 0)
    tie = np.where(high, le - lt, 0)
    lose = HIDDEN - nq - win - tie
    return s, weight, nq, win, tie, lose


def count_caribbean(progress: Callable[[], None] | None = None, workers: int | None = None) -> Counts:
    """The exact counts for every class of (player hand, up card), over ``workers`` processes."""
    workers = workers or min(2, os.cpu_count() or 1)
    if "fork" not in multiprocessing.get_all_start_methods():
        workers = 1
    parts: list[tuple[npt.NDArray[np.int64], ...]] = []
    # Built once here: forked workers share them instead of each building its own.
    five_card_ordinals()
    _spade_class_table()
    if progress is not None:  # as long as about two up cards on one process: two steps
        progress()
        progress()
    if workers <= 1:
        for rank in range(13):
            parts.append(_count_up_card_merged(rank))
            if progress is not None:
                progress()
    else:
        from dealer_assist.analysis.holdem import _roomy_malloc

        # Workers keep freed memory: each up card's 38 MB and 76 MB tables reuse the last
        # one's pages instead of faulting in fresh zeroed ones.
        context = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_roomy_malloc) as pool:
            for part in pool.map(_count_up_card_merged, range(13)):
                parts.append(part)
                if progress is not None:
                    progress()
    cols = [np.concatenate([p[i] for p in parts]) for i in range(6)]
    return Counts(*cols)


def cached_counts(
    progress: Callable[[], None] | None = None, workers: int | None = None, use_cache: bool = True
) -> tuple[Counts, float, bool]:
    """The counts (they do not depend on the pay table), from the disk cache when there."""
    from dealer_assist.analysis.holdem import cache_dir

    path = cache_dir() / "caribbean-counts-v1.npz"
    if use_cache and path.exists():
        with np.load(path) as data:
            return Counts(*(data[f.name].astype(np.int64) for f in fields(Counts))), float(data["seconds"]), True
    start = time.perf_counter()
    counts = count_caribbean(progress, workers)
    seconds = time.perf_counter() - start
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp.npz")
    # Rows merged and 32-bit columns (every count is below 2^31): about 13 MB written as it
    # is, where compressing 64-bit columns took seconds of a run meant to take five.
    arrays: dict[str, Any] = {
        "seconds": np.array(seconds),
        **{f.name: getattr(counts, f.name).astype(np.int32) for f in fields(Counts)},
    }
    np.savez(tmp, **arrays)
    tmp.replace(path)
    return counts, seconds, False


def _parse(text: str) -> list[object]:
    from dealer_assist.cards import parse_cards

    return list(parse_cards(text))


def _pay_fractions(table: dict[HandCategory, Ratio]) -> dict[HandCategory, Fraction]:
    return {c: Fraction(r.num, r.den) for c, r in table.items()}


def raise_values(counts: Counts, pay: dict[HandCategory, Fraction]) -> tuple[npt.NDArray[np.int64], int]:
    """Each class's expected result of raising, times ``HIDDEN * den`` (exact integers)."""
    den = lcm(*(f.denominator for f in pay.values()))
    categories = _categories()
    pay_by_cat = np.zeros(len(HandCategory), dtype=np.int64)
    for c, f in pay.items():
        pay_by_cat[int(c)] = f.numerator * (den // f.denominator)
    win_value = den + 2 * pay_by_cat[categories[counts.ordinal]]  # Ante 1:1 + Bet (2 Antes) at its ratio
    value = counts.no_game * den + counts.win * win_value - counts.lose * 3 * den
    return value, den


@functools.cache
def _categories() -> npt.NDArray[np.int64]:
    """Each ordinal's hand category."""
    return np.array([int(category_of(int(v))) for v in five_card_ordinals()[1]], dtype=np.int64)


STRATEGIES = ("optimal", "akj83", "pair")
SETUP_STEPS = 2  # the progress bar's steps for the shared tables, before the 13 up cards
STRATEGY_TITLES = {
    "optimal": "optimal strategy (raise when raising beats folding, given the up card)",
    "akj83": "raise with A-K-J-8-3 or better, else fold",
    "pair": "raise with a pair or better, else fold",
}


def analyse(profile: Profile, counts: Counts, strategy: str, seconds: float = 0.0) -> Analysis:
    """The classic game's figures for one strategy, from the counts."""
    pay = _pay_fractions(profile.category_table("main"))
    if strategy == "optimal":
        value, den = raise_values(counts, pay)
        raises = value > -HIDDEN * den
    elif strategy == "akj83":
        raises = counts.ordinal >= int(ordinal_of_strength(rank5([CODES[c.index] for c in _parse(AKJ83)])))  # type: ignore[attr-defined]
    elif strategy == "pair":
        pair = int(ordinal_of_strength(rank5([CODES[c.index] for c in _parse("2s 2d 3c 4h 5s")])))  # type: ignore[attr-defined]
        raises = counts.ordinal >= pair
    else:
        raise ValueError(strategy)
    w = counts.weight
    outcomes: dict[Fraction, int] = {}
    labels: dict[Fraction, str] = {}

    def add(outcome: Fraction, weight: int, label: str) -> None:
        if weight:
            outcomes[outcome] = outcomes.get(outcome, 0) + weight
            if label not in labels.get(outcome, ""):
                labels[outcome] = f"{labels[outcome]} or {label}" if outcome in labels else label

    folded = int((w[~raises]).sum()) * HIDDEN
    add(Fraction(-1), folded, "fold")
    raised_w = np.where(raises, w, 0)
    add(Fraction(1), int((raised_w * counts.no_game).sum()), "raise; dealer does not qualify")
    add(Fraction(0), int((raised_w * counts.tie).sum()), "raise; tie")
    add(Fraction(-3), int((raised_w * counts.lose).sum()), "raise; dealer wins")
    # Wins by the player's category in one pass (float64 sums are exact below 2^53).
    wins = np.bincount(_categories()[counts.ordinal], weights=raised_w * counts.win, minlength=len(HandCategory))
    assert wins.sum() < 2**53
    for c in HandCategory:
        if c in pay:
            add(1 + 2 * pay[c], int(wins[int(c)]), f"raise; win with {c.label}")
    total = sum(outcomes.values())
    raised = total - folded
    wagered = 1 + Fraction(2 * raised, total)
    result = Analysis(
        game=profile.name,
        title="Caribbean Stud (classic: no Seguro, no bought card)",
        outcomes=outcomes,
        wagered=wagered,
        initial=Fraction(1),
        strategy=STRATEGY_TITLES[strategy],
        seconds=seconds,
        published=PUBLISHED_OPTIMAL if strategy == "optimal" and _classic_table(pay) else None,
        labels=labels,
        key=f"main-{strategy}",
    )
    result.extra["probability of raising"] = raised / total
    return result


def _classic_table(pay: dict[HandCategory, Fraction]) -> bool:
    classic = {
        "ACE_KING": 1,
        "PAIR": 1,
        "TWO_PAIR": 2,
        "TRIPS": 3,
        "STRAIGHT": 4,
        "FLUSH": 5,
        "FULL_HOUSE": 7,
        "QUADS": 20,
        "STRAIGHT_FLUSH": 50,
        "ROYAL_FLUSH": 100,
    }
    return {c.name: f for c, f in pay.items()} == {k: Fraction(v) for k, v in classic.items()}


def analyse_all(
    profile: Profile, strategies: Sequence[str] = STRATEGIES, *, workers: int | None = None, use_cache: bool = True
) -> list[Analysis]:
    with Progress("Caribbean Stud, exact", total=SETUP_STEPS + 13) as bar:
        counts, seconds, cached = cached_counts(bar.advance, workers, use_cache)
    out = [analyse(profile, counts, s, seconds) for s in strategies]
    if cached:
        for r in out:
            r.notes.append(f"counts read from the cache; computed in {seconds:,.0f} s")
    return out
