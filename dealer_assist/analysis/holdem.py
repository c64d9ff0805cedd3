"""Ultimate Texas Hold'em, exact for the optimal strategy.

The optimal player decides pre-flop (play 4x / 3x or check), on the flop (play 2x or
check) and at the river (play 1x or fold), each time maximising the expected result
given the cards seen. Everything is counted exactly:

* **River.** For a board B the 1,081 two-card holdings left are both the player's and the
  dealer's possible hands, so all are evaluated once; sorting them per board (and per card)
  gives, for every player holding h, the dealer holdings disjoint from h that it beats,
  ties or loses to, and which of them qualify, by inclusion-exclusion
  (all - those holding h's first card - those holding its second + h itself).
  With those counts the result of playing m x is ``A + m * Bm`` (exact integers).
* **Flop.** Per flop class (1,755 classes of the 22,100 flops under suit relabelling), the
  1,176 turn-and-river pairs are walked and each holding's sums kept: the flop decision
  compares playing 2x with checking and deciding at the river.
* **Pre-flop.** The 169 starting-hand classes collect every flop's values (weighted by the
  flop class's size); 4x, 3x and checking are compared at the end.

Along the way the outcome counts of each path are kept, so the distribution of results
(and the standard deviation) under the optimal strategy is exact too. Roughly 4.6 x 10^12
deals are covered. The same sums are now reached by board classes (:mod:`uth_boards`: each
river ranked once per class of five-card boards), under a minute on two cores (figures in
docs/exact-analysis.md), and cached on disk; the per-flop path here stays as the reference
the tests compare with.
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import json
import os
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from fractions import Fraction
from math import lcm
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from dealer_assist import evaluator as ev
from dealer_assist.analysis.combinatorics import (
    SUIT_PERMUTATIONS,
    all_hands,
    classes,
    five_card_ordinals,
    ordinal_of_strength,
    showdown_counts,
)
from dealer_assist.analysis.progress import Progress
from dealer_assist.analysis.report import Analysis
from dealer_assist.batch import _flush_array, _plain_array
from dealer_assist.cards import RANK_CHARS
from dealer_assist.evaluator import HandCategory
from dealer_assist.profile import Profile

PUBLISHED_OPTIMAL = Fraction(2185, 100000)  # of the Ante (Wizard of Odds, Ultimate Texas Hold'em)
DEALERS = 990  # dealer holdings once the player's two cards and the board are known
BOARDS = 1081  # turn-and-river pairs once the player's cards and the flop are known
FLOPS = 19600  # flops once the player's cards are known
NCAT = len(HandCategory)
QUALIFY = int(HandCategory.PAIR) << ev.CATEGORY_SHIFT  # the dealer opens with a pair
_BIG = np.int32(2**31 - 1)
# Outcome counts kept per path: wins against a qualifying dealer by the player's category,
# wins against a dealer without a pair by category, ties, losses (qualifying / not).
_WQ, _WN, _T, _LQ, _LN = 0, NCAT, 2 * NCAT, 2 * NCAT + 1, 2 * NCAT + 2
NTYPES = 2 * NCAT + 3


def _pairs(n: int) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    i, j = np.triu_indices(n, 1)
    return i.astype(np.int64), j.astype(np.int64)


@functools.cache
def _layout() -> tuple[npt.NDArray[np.int64], ...]:
    """Index arrays over the 49 cards left after a flop (local numbering 0..48)."""
    pi, pj = _pairs(49)  # the 1,176 pairs: turn-river pairs and holdings alike
    npairs = len(pi)
    pidx = np.full((49, 49), -1, dtype=np.int64)
    pidx[pi, pj] = np.arange(npairs)
    pidx[pj, pi] = np.arange(npairs)
    per_card = np.array([[pidx[c, o] for o in range(49) if o != c] for c in range(49)], dtype=np.int64)
    disjoint = (
        (pi[:, None] != pi[None, :])
        & (pi[:, None] != pj[None, :])
        & (pj[:, None] != pi[None, :])
        & (pj[:, None] != pj[None, :])
    )
    return pi, pj, per_card, disjoint


@dataclass(frozen=True)
class BlindTable:
    """The Blind's pay ratios as integers over a common denominator."""

    den: int
    pay: tuple[int, ...]  # per category, times den (0: the Blind pushes on a win)

    @staticmethod
    def of(profile: Profile) -> BlindTable:
        table = profile.category_table("blind")
        den = lcm(*(r.den for r in table.values())) if table else 1
        pay = [0] * NCAT
        for c, r in table.items():
            pay[int(c)] = r.num * (den // r.den)
        return BlindTable(den, tuple(pay))


@dataclass
class FlopResult:
    """What one flop contributes, per holding of the 1,176 (local pair index)."""

    sum_a: npt.NDArray[np.int64]  # sum over boards of A (x den): the result of playing is A + m * Bm
    sum_bm: npt.NDArray[np.int64]
    sum_river: npt.NDArray[np.int64]  # sum over boards of the best river decision
    counts_bet: npt.NDArray[np.int64]  # (1176, NTYPES) outcome counts when the Play is made before the river
    counts_river: npt.NDArray[np.int64]  # the same, for boards where the river decision is to play
    folds: npt.NDArray[np.int64]  # (1176, NCAT) dealer holdings faced when folding at the river, by category


def board_strengths(flop: Iterable[int]) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int64]]:
    """Seven-card strengths S[q, p] of holding p on the board flop + turn-river pair q
    (both indexing the 1,176 pairs of the 49 cards left), _BIG where p and q overlap."""
    flop = list(flop)
    rest = np.array([c for c in range(52) if c not in flop], dtype=np.int64)
    pi, pj, _, disjoint = _layout()
    codes = np.array(ev.CODES, dtype=np.int64)
    c = codes[rest]
    flop_sum = int(codes[flop].sum())
    pair_sum = c[pi] + c[pj]
    total = (flop_sum + pair_sum)[:, None] + pair_sum[None, :]
    plain = _plain_array(7)
    s = plain[np.minimum(total >> ev._RANK_SHIFT, len(plain) - 1)]
    suit = np.array(ev._FLUSH_SUIT, dtype=np.int8)[total & 0xFFF]
    q, p = np.nonzero(suit >= 0)
    if q.size:
        rank_bits = (c >> ev._BIT_SHIFT) & 0x1FFF
        suit_of = rest % 4
        fsuit = suit[q, p].astype(np.int64)
        mask = np.zeros(q.size, dtype=np.int64)
        for f in flop:
            mask |= np.where(f % 4 == fsuit, 1 << (f // 4), 0)
        for idx in (pi[q], pj[q], pi[p], pj[p]):
            mask |= np.where(suit_of[idx] == fsuit, rank_bits[idx], 0)
        s[q, p] = _flush_array()[mask]
    s[~disjoint] = _BIG
    return s, rest


def _reference_ranks(values: npt.NDArray[np.int32], bits: int) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int32]]:
    """For each entry, how many entries of its row (last axis) are smaller, and how many
    are smaller or equal. One sort of (value, column) keys; ties found on the sorted row."""
    n = values.shape[-1]
    col = np.arange(n, dtype=np.int64)
    keys = np.sort((values.astype(np.int64) << bits) | col, axis=-1)
    v = keys >> bits
    order = keys & ((1 << bits) - 1)
    pos = np.broadcast_to(col, v.shape)
    change = np.ones(v.shape, dtype=bool)
    change[..., 1:] = v[..., 1:] != v[..., :-1]
    first = np.maximum.accumulate(np.where(change, pos, 0), axis=-1)
    end = np.ones(v.shape, dtype=bool)
    end[..., :-1] = change[..., 1:]
    last = np.flip(np.minimum.accumulate(np.flip(np.where(end, pos, n), axis=-1), axis=-1), axis=-1)
    # Back to the original column order: flat positions row * n + column.
    flat = (order + np.arange(v.size // n, dtype=np.int64).reshape(v.shape[:-1] + (1,)) * n).ravel()
    lt = np.empty(v.size, dtype=np.int32)
    le = np.empty(v.size, dtype=np.int32)
    lt[flat] = first.ravel()
    le[flat] = last.ravel() + 1
    return lt.reshape(v.shape), le.reshape(v.shape)


@functools.cache
def _card_slots() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Where pair p sits in the per-card rows of its first and of its second card."""
    pi, pj, per_card, _ = _layout()
    slot = np.zeros((49, 1176), dtype=np.int64)
    for c in range(49):
        slot[c, per_card[c]] = np.arange(per_card.shape[1])
    return slot[pi, np.arange(1176)], slot[pj, np.arange(1176)]


@functools.cache
def _ordinal_table() -> npt.NDArray[np.int16]:
    """Strength -> its ordinal among the 7,462 hand values; _BIG (an overlap) -> 7,462."""
    values = five_card_ordinals()[1]
    table = np.full(int(values.max()) + 2, len(values), dtype=np.int16)
    table[values] = np.arange(len(values), dtype=np.int16)
    return table


@functools.cache
def _column_tile(rows: int, width: int) -> npt.NDArray[np.int32]:
    return np.tile(np.arange(width, dtype=np.int32), (rows, 1))


def _roomy_malloc() -> None:
    """Let the C allocator keep freed memory: the tens of 5-11 MB arrays each flop makes
    are then reused, not mapped afresh (and zeroed page by page) every time (-20% time)."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(-3, 1 << 30)  # M_MMAP_THRESHOLD: big arrays from the heap
        libc.mallopt(-1, 1 << 31)  # M_TRIM_THRESHOLD: and kept there when freed
    except (OSError, AttributeError):  # another C library: the defaults, only slower
        pass


@functools.cache
def _row_starts(rows: int, width: int) -> npt.NDArray[np.int32]:
    return np.repeat(np.arange(0, rows * width, width, dtype=np.int32), width)


def _ranks(ordinals: npt.NDArray[np.int32], bits: int) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int32]]:
    """For each entry, how many entries of its row (last axis) are smaller, and how many
    are smaller or equal. 32-bit keys (ordinal, column) sorted once per row; the runs of
    equal ordinals are found on the flattened rows in one pass (no per-row accumulate)."""
    width = ordinals.shape[-1]
    # The column goes in with one flat pass over a cached tile: broadcasting a short row
    # (48 wide) costs a loop call per row. Sorted as a 2-D array: NumPy's vectorised sort
    # runs per row there, and the same sort over a 3-D array's last axis is ten times slower.
    unsorted = np.left_shift(ordinals, bits).reshape(-1, width)
    unsorted |= _column_tile(unsorted.shape[0], width)
    keys = np.sort(unsorted, axis=-1).ravel()
    n = keys.size
    v = keys >> bits
    change = np.empty(n, dtype=bool)
    change[0] = True
    np.not_equal(v[1:], v[:-1], out=change[1:])
    change[::width] = True  # every row starts a run of its own
    starts = np.flatnonzero(change).astype(np.int32)
    lengths = np.diff(starts, append=np.int32(n))
    row = _row_starts(n // width, width)
    lt = np.empty(n, dtype=np.int32)
    le = np.empty(n, dtype=np.int32)
    back = row + (keys & ((1 << bits) - 1))  # each sorted entry's place in the original rows
    lt[back] = np.repeat(starts, lengths) - row
    le[back] = np.repeat(starts + lengths, lengths) - row
    return lt.reshape(ordinals.shape), le.reshape(ordinals.shape)


def flop_values(flop: Iterable[int], blind: BlindTable) -> FlopResult:
    """Every holding's sums over the 1,176 turn-river pairs of one flop (exact)."""
    s, _rest = board_strengths(flop)
    table = _ordinal_table()
    o = table[np.minimum(s, len(table) - 1)].astype(np.int32)
    pi, pj, per_card, valid = _layout()
    slot_a, slot_b = _flat_slots()
    npairs = s.shape[0]
    # Among all holdings of the board (overlapping ones are _BIG and rank last).
    lt_all, le_all = _ranks(o, 11)
    nq_all = (s < QUALIFY).sum(axis=1, dtype=np.int32)[:, None]
    # Among the 48 holdings that contain a given card.
    by_card = o[:, per_card]  # (q, card, 48)
    lt_card, le_card = (r.reshape(npairs, -1) for r in _ranks(by_card, 6))
    nq_card = (by_card < int(ordinal_of_strength(QUALIFY))).sum(axis=2, dtype=np.int32)  # (q, 49)
    lt = lt_all - np.take(lt_card, slot_a, axis=1) - np.take(lt_card, slot_b, axis=1)
    le = le_all - np.take(le_card, slot_a, axis=1) - np.take(le_card, slot_b, axis=1) + 1
    high = s >= QUALIFY
    nq = nq_all - np.take(nq_card, pi, axis=1) - np.take(nq_card, pj, axis=1) + (~high)
    wq, wn, tie, lq, ln = showdown_counts(lt, le, nq, high, DEALERS)
    for part in (wq, wn, tie, lq, ln):  # a dealer holding that shares a card is no deal: nothing counts
        part *= valid
    cat = np.where(valid, s >> ev.CATEGORY_SHIFT, 0).astype(np.int32)
    den = blind.den
    bl = np.array(blind.pay, dtype=np.int32)[cat]
    a = wq * (den + bl) + wn * bl - lq * (2 * den) - ln * den
    bm = (wq + wn - lq - ln) * den
    fold = -2 * DEALERS * den
    river_play = a + bm
    play_river = (river_play > fold) & valid
    folded = valid & ~play_river
    sum_a = a.sum(axis=0, dtype=np.int64)
    sum_bm = bm.sum(axis=0, dtype=np.int64)
    sum_river = (river_play * play_river).sum(axis=0, dtype=np.int64) + fold * folded.sum(axis=0, dtype=np.int64)
    paying = np.nonzero(np.array(blind.pay) > 0)[0]
    low_cut = int(paying.min()) if paying.size else NCAT
    paid = cat >= low_cut

    def outcome_counts(mask: npt.NDArray[np.bool_] | None) -> npt.NDArray[np.int64]:
        """Outcome counts per holding over the boards in ``mask`` (None: every valid one)."""
        parts = [wq, wn, tie, lq, ln] if mask is None else [x * mask for x in (wq, wn, tie, lq, ln)]
        mwq, mwn, mtie, mlq, mln = (x.sum(axis=0, dtype=np.int64) for x in parts)
        out = np.zeros((npairs, NTYPES), dtype=np.int64)
        # Categories below the Blind's table all pay the same: one column; the rest by category.
        hq, hh = np.nonzero(paid if mask is None else paid & mask)
        if hq.size:
            key = hh * NCAT + cat[hq, hh]
            by_wq = np.bincount(key, weights=parts[0][hq, hh], minlength=npairs * NCAT).reshape(npairs, NCAT)
            by_wn = np.bincount(key, weights=parts[1][hq, hh], minlength=npairs * NCAT).reshape(npairs, NCAT)
            out[:, _WQ : _WQ + NCAT] = by_wq.astype(np.int64)
            out[:, _WN : _WN + NCAT] = by_wn.astype(np.int64)
        out[:, _WQ] += mwq - out[:, _WQ : _WQ + NCAT].sum(axis=1)  # the low column: all the rest
        out[:, _WN] += mwn - out[:, _WN : _WN + NCAT].sum(axis=1)
        out[:, _T] = mtie
        out[:, _LQ] = mlq
        out[:, _LN] = mln
        return out

    counts_bet = outcome_counts(None)
    counts_river = outcome_counts(play_river)
    fq, fh = np.nonzero(folded)
    folds = np.bincount(fh * NCAT + cat[fq, fh], minlength=npairs * NCAT).reshape(npairs, NCAT) * DEALERS
    return FlopResult(sum_a, sum_bm, sum_river, counts_bet, counts_river, folds.astype(np.int64))


@functools.cache
def _flat_slots() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Where pair p sits in the flattened (card, 48) per-card rows of its two cards."""
    pi, pj, _, _ = _layout()
    ka, kb = _card_slots()
    return pi * 48 + ka, pj * 48 + kb


def reference_flop_values(flop: Iterable[int], blind: BlindTable) -> FlopResult:
    """The previous implementation of :func:`flop_values` (64-bit sorts and per-row scans),
    kept as the reference the tests and the bench compare the fast one with."""
    s, _rest = board_strengths(flop)
    pi, pj, per_card, valid = _layout()
    ka, kb = _card_slots()
    npairs = s.shape[0]
    # Among all holdings of the board (overlapping ones are _BIG and rank last).
    lt_all, le_all = _reference_ranks(s, 11)
    nq_all = (s < QUALIFY).sum(axis=1, dtype=np.int32)[:, None]
    # Among the 48 holdings that contain a given card.
    by_card = s[:, per_card]  # (q, card, 48)
    lt_card, le_card = _reference_ranks(by_card, 6)
    nq_card = (by_card < QUALIFY).sum(axis=2, dtype=np.int32)  # (q, 49)
    lt = lt_all - lt_card[:, pi, ka] - lt_card[:, pj, kb]
    le = le_all - le_card[:, pi, ka] - le_card[:, pj, kb] + 1
    high = s >= QUALIFY
    nq = nq_all - nq_card[:, pi] - nq_card[:, pj] + (~high)
    wn = np.where(high, nq, lt)
    wq = lt - wn
    tie = le - lt
    lose = DEALERS - le
    lq = np.where(high, lose, DEALERS - nq)
    ln = lose - lq
    cat = np.where(valid, s >> ev.CATEGORY_SHIFT, 0).astype(np.int32)
    den = blind.den
    bl = np.array(blind.pay, dtype=np.int32)[cat]
    a = wq * (den + bl) + wn * bl - lq * (2 * den) - ln * den
    bm = (wq + wn - lose) * den
    fold = -2 * DEALERS * den
    river_play = a + bm
    play_river = (river_play > fold) & valid
    river = np.where(play_river, river_play, fold)
    sum_a = np.where(valid, a, 0).sum(axis=0, dtype=np.int64)
    sum_bm = np.where(valid, bm, 0).sum(axis=0, dtype=np.int64)
    sum_river = np.where(valid, river, 0).sum(axis=0, dtype=np.int64)
    paying = np.nonzero(np.array(blind.pay) > 0)[0]
    low_cut = int(paying.min()) if paying.size else NCAT

    def outcome_counts(mask: npt.NDArray[np.bool_]) -> npt.NDArray[np.int64]:
        out = np.zeros((npairs, NTYPES), dtype=np.int64)
        # Categories below the Blind's table all pay the same: one column; the rest by category.
        low = mask & (cat < low_cut)
        out[:, _WQ] = np.where(low, wq, 0).sum(axis=0)
        out[:, _WN] = np.where(low, wn, 0).sum(axis=0)
        hq, hh = np.nonzero(mask & (cat >= low_cut))
        if hq.size:
            key = hh * NCAT + cat[hq, hh]
            out[:, _WQ : _WQ + NCAT] += (
                np.bincount(key, weights=wq[hq, hh], minlength=npairs * NCAT).reshape(npairs, NCAT).astype(np.int64)
            )
            out[:, _WN : _WN + NCAT] += (
                np.bincount(key, weights=wn[hq, hh], minlength=npairs * NCAT).reshape(npairs, NCAT).astype(np.int64)
            )
        out[:, _T] = np.where(mask, tie, 0).sum(axis=0)
        out[:, _LQ] = np.where(mask, lq, 0).sum(axis=0)
        out[:, _LN] = np.where(mask, ln, 0).sum(axis=0)
        return out

    counts_bet = outcome_counts(valid.astype(bool))
    counts_river = outcome_counts(play_river)
    fq, fh = np.nonzero(valid & ~play_river)
    folds = np.bincount(fh * NCAT + cat[fq, fh], minlength=npairs * NCAT).reshape(npairs, NCAT) * DEALERS
    return FlopResult(sum_a, sum_bm, sum_river, counts_bet, counts_river, folds.astype(np.int64))


# -- the 169 starting-hand classes ------------------------------------------------------------


def start_class(a: int, b: int) -> int:
    """0..168: pairs and offsuit hands at lo*13+hi, suited hands at hi*13+lo (hi > lo)."""
    ra, rb = a // 4, b // 4
    hi, lo = max(ra, rb), min(ra, rb)
    return hi * 13 + lo if a % 4 == b % 4 else lo * 13 + hi


def class_name(k: int) -> str:
    x, y = divmod(k, 13)
    if x > y:
        return f"{RANK_CHARS[x]}{RANK_CHARS[y]}s"
    if x == y:
        return RANK_CHARS[x] * 2
    return f"{RANK_CHARS[y]}{RANK_CHARS[x]}o"


def class_combos(k: int) -> int:
    x, y = divmod(k, 13)
    return 4 if x > y else 6 if x == y else 12


@dataclass
class Totals:
    """Per starting-hand class, everything summed over every flop (weighted)."""

    ev4: npt.NDArray[np.int64]  # sum of A + 4 Bm
    ev3: npt.NDArray[np.int64]
    check: npt.NDArray[np.int64]  # sum over flops of max(play 2x, check then best river)
    counts_bet: npt.NDArray[np.int64]  # (169, NTYPES): outcomes if the Play is made pre-flop
    counts_flop: npt.NDArray[np.int64]  # outcomes of flop Plays (after a pre-flop check)
    counts_river: npt.NDArray[np.int64]  # outcomes of river Plays (after checking twice)
    folds: npt.NDArray[np.int64]  # (169, NCAT)

    @staticmethod
    def zero() -> Totals:
        def z(shape: int | tuple[int, int]) -> npt.NDArray[np.int64]:
            return np.zeros(shape, dtype=np.int64)

        return Totals(z(169), z(169), z(169), z((169, NTYPES)), z((169, NTYPES)), z((169, NTYPES)), z((169, NCAT)))

    def add(self, other: Totals) -> None:
        for name in self.__dataclass_fields__:
            getattr(self, name).__iadd__(getattr(other, name))

    def to_npz(self) -> dict[str, npt.NDArray[np.int64]]:
        return {name: getattr(self, name) for name in self.__dataclass_fields__}


def flop_classes() -> tuple[npt.NDArray[np.int8], npt.NDArray[np.int64]]:
    return classes(all_hands(52, 3), list(SUIT_PERMUTATIONS))


def _work(job: tuple[list[list[int]], list[int], BlindTable]) -> Totals:
    flops, weights, blind = job
    out = Totals.zero()
    pi, pj, _, _ = _layout()
    for flop, w in zip(flops, weights, strict=True):
        rest = np.array([c for c in range(52) if c not in flop], dtype=np.int64)
        hole_class = np.array([start_class(int(rest[i]), int(rest[j])) for i, j in zip(pi, pj, strict=True)])
        r = flop_values(flop, blind)
        ev2 = r.sum_a + 2 * r.sum_bm
        bet_flop = ev2 > r.sum_river
        add = functools.partial(np.add.at)
        add(out.ev4, hole_class, w * (r.sum_a + 4 * r.sum_bm))
        add(out.ev3, hole_class, w * (r.sum_a + 3 * r.sum_bm))
        add(out.check, hole_class, w * np.maximum(ev2, r.sum_river))
        add(out.counts_bet, hole_class, w * r.counts_bet)
        add(out.counts_flop, hole_class, w * np.where(bet_flop[:, None], r.counts_bet, 0))
        add(out.counts_river, hole_class, w * np.where(bet_flop[:, None], 0, r.counts_river))
        add(out.folds, hole_class, w * np.where(bet_flop[:, None], 0, r.folds))
    return out


def cache_dir() -> Path:
    home = os.environ.get("DEALER_ASSIST_HOME")
    if home:
        return Path(home) / "cache" / "analysis"
    import platformdirs

    return Path(platformdirs.user_cache_dir("dealer-assist")) / "analysis"


def compute_totals(
    blind: BlindTable,
    *,
    workers: int | None = None,
    limit: int | None = None,
    progress: Callable[[float], None] | None = None,
) -> Totals:
    """Sum every flop class (or the first ``limit`` of :func:`flop_classes`, for a partial
    check), by board classes (:mod:`uth_boards`): each river ranked once per class of
    five-card boards. ``progress`` is told the work done, in :func:`work_units`."""
    from dealer_assist.analysis import uth_boards

    if not uth_boards.fits(blind.den, blind.pay):  # pays beyond any casino's: the per-flop path
        return reference_compute_totals(blind, workers=workers, limit=limit, progress=progress)
    flop_ids = None if limit is None else _board_flop_ids(limit)
    totals = uth_boards.compute_totals(blind.den, blind.pay, workers=workers, flop_ids=flop_ids, progress=progress)
    return Totals(**totals)


def _board_flop_ids(limit: int) -> npt.NDArray[np.int64]:
    """The first ``limit`` classes of :func:`flop_classes` as :mod:`uth_boards` numbers them."""
    from dealer_assist.analysis import uth_boards

    reps = flop_classes()[0][:limit].astype(np.int64)
    return uth_boards.class_table(3).find(uth_boards.canonical(reps)[0])


def work_units(blind: BlindTable, limit: int | None = None) -> float:
    """The progress bar's total for :func:`compute_totals`."""
    from dealer_assist.analysis import uth_boards

    if not uth_boards.fits(blind.den, blind.pay):
        return float(len(flop_classes()[0][:limit]))
    return uth_boards.work_units(None if limit is None else _board_flop_ids(limit))


def reference_compute_totals(
    blind: BlindTable,
    *,
    workers: int | None = None,
    limit: int | None = None,
    progress: Callable[[float], None] | None = None,
) -> Totals:
    """The previous :func:`compute_totals`: :func:`flop_values` on every flop class (or the
    first ``limit`` of them), kept as the reference the tests and the bench compare with."""
    reps, weights = flop_classes()
    jobs_flops = [list(map(int, f)) for f in reps[:limit]]
    jobs_w = [int(w) for w in weights[:limit]]
    chunk = 15
    jobs = [(jobs_flops[i : i + chunk], jobs_w[i : i + chunk], blind) for i in range(0, len(jobs_flops), chunk)]
    total = Totals.zero()
    workers = workers or min(2, os.cpu_count() or 1)
    if workers <= 1:
        for job in jobs:
            total.add(_work(job))
            if progress:
                progress(len(job[0]))
        return total
    with ProcessPoolExecutor(max_workers=workers, initializer=_roomy_malloc) as pool:
        for job, part in zip(jobs, pool.map(_work, jobs), strict=True):
            total.add(part)
            if progress:
                progress(len(job[0]))
    return total


def table_key(blind: BlindTable) -> str:
    """Names the cache and result files of one Blind table."""
    return hashlib.sha256(json.dumps([1, blind.den, list(blind.pay)]).encode()).hexdigest()[:16]


def cached_totals(blind: BlindTable) -> tuple[Totals, float] | None:
    path = cache_dir() / f"uth-{table_key(blind)}.npz"
    if not path.exists():
        return None
    with np.load(path) as data:
        return Totals(**{k: data[k] for k in Totals.__dataclass_fields__}), float(data["seconds"])


def preflop_values(blind: BlindTable, totals: Totals) -> dict[int, tuple[Fraction, Fraction, Fraction]]:
    """Per starting-hand class, one hand's exact EV (Antes) of playing 4x, 3x, and checking."""
    out = {}
    for k in range(169):
        per = class_combos(k) * FLOPS * BOARDS * DEALERS * blind.den
        out[k] = (
            Fraction(int(totals.ev4[k]), per),
            Fraction(int(totals.ev3[k]), per),
            Fraction(int(totals.check[k]), per),
        )
    return out


def load_or_compute(
    blind: BlindTable, *, workers: int | None = None, use_cache: bool = True
) -> tuple[Totals, float, bool]:
    """The totals for this Blind table, from the disk cache when there (seconds, cached?)."""
    path = cache_dir() / f"uth-{table_key(blind)}.npz"
    if use_cache:
        found = cached_totals(blind)
        if found is not None:
            return found[0], found[1], True
    start = time.perf_counter()
    with Progress("Ultimate Texas Hold'em, exact", total=work_units(blind)) as bar:
        totals = compute_totals(blind, workers=workers, progress=bar.advance)
    seconds = time.perf_counter() - start
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp.npz")
    arrays: dict[str, Any] = {"seconds": np.array(seconds), **totals.to_npz()}
    np.savez_compressed(tmp, **arrays)
    tmp.replace(path)
    return totals, seconds, False


def analyse_totals(profile: Profile, blind: BlindTable, totals: Totals, seconds: float, cached: bool) -> Analysis:
    """The optimal strategy's figures from the per-class totals."""
    den = blind.den
    per_hand = FLOPS * BOARDS * DEALERS * den  # one holding's sums are over this many (x den)
    outcomes: dict[Fraction, int] = {}
    labels: dict[Fraction, str] = {}

    def add(outcome: Fraction, weight: int, label: str) -> None:
        if weight:
            outcomes[outcome] = outcomes.get(outcome, 0) + int(weight)
            if label not in labels.get(outcome, ""):
                labels[outcome] = f"{labels[outcome]}; {label}" if outcome in labels else label

    def add_counts(counts: npt.NDArray[np.int64], m: int, street: str) -> None:
        for c in range(NCAT):
            bl = Fraction(blind.pay[c], den)
            cat = HandCategory(c).label if bl else "below a straight"
            add(1 + m + bl, counts[_WQ + c], f"{street} {m}x, win ({cat})")
            add(m + bl, counts[_WN + c], f"{street} {m}x, win, dealer without a pair ({cat})")
        add(Fraction(0), counts[_T], "tie")
        add(Fraction(-(2 + m)), counts[_LQ], f"{street} {m}x, lose")
        add(Fraction(-(1 + m)), counts[_LN], f"{street} {m}x, lose to a dealer without a pair")

    decisions: dict[str, list[str]] = {"4x": [], "3x": [], "check": []}
    total_best = 0
    staked = Fraction(0)
    n_total = 0
    plays = {"preflop": 0, "flop": 0, "river": 0, "fold": 0}
    fold_paying = 0
    trips_table = profile.category_table("trips") if profile.options.trips else {}
    trips_loss = Fraction(0)
    for k in range(169):
        e4, e3, ec = int(totals.ev4[k]), int(totals.ev3[k]), int(totals.check[k])
        weight = int(totals.counts_bet[k].sum())
        n_total += weight
        if e4 >= e3 and e4 > ec:
            decisions["4x"].append(class_name(k))
            total_best += e4
            add_counts(totals.counts_bet[k], 4, "pre-flop")
            staked += 4 * weight
            plays["preflop"] += weight
        elif e3 > ec:
            decisions["3x"].append(class_name(k))
            total_best += e3
            add_counts(totals.counts_bet[k], 3, "pre-flop")
            staked += 3 * weight
            plays["preflop"] += weight
        else:
            decisions["check"].append(class_name(k))
            total_best += ec
            add_counts(totals.counts_flop[k], 2, "flop")
            add_counts(totals.counts_river[k], 1, "river")
            fold_weight = int(totals.folds[k].sum())
            add(Fraction(-2), fold_weight, "fold at the river")
            flop_w = int(totals.counts_flop[k].sum())
            river_w = int(totals.counts_river[k].sum())
            staked += 2 * flop_w + river_w
            plays["flop"] += flop_w
            plays["river"] += river_w
            plays["fold"] += fold_weight
            for c in range(int(HandCategory.TRIPS), NCAT):
                f = int(totals.folds[k][c])
                fold_paying += f
                ratio = trips_table.get(HandCategory(c))
                if ratio is not None:
                    trips_loss += Fraction(f) * (1 + Fraction(ratio.num, ratio.den))
    assert sum(outcomes.values()) == n_total
    ev_check = Fraction(total_best, 1326 * per_hand)
    result = Analysis(
        game=profile.name,
        title=profile.title,
        outcomes=outcomes,
        wagered=2 + staked / n_total,
        initial=Fraction(2),
        strategy="optimal strategy (pre-flop, flop and river decisions that maximise the expected result)",
        seconds=seconds,
        published=PUBLISHED_OPTIMAL if _standard_blind(blind) else None,
        labels=labels,
        key="main-optimal",
    )
    assert result.ev == ev_check, (result.ev, ev_check)
    result.extra["play 4x pre-flop"] = plays["preflop"] / n_total
    result.extra["play 2x on the flop"] = plays["flop"] / n_total
    result.extra["play 1x at the river"] = plays["river"] / n_total
    result.extra["fold at the river"] = plays["fold"] / n_total
    result.extra["fold holding three of a kind or better"] = fold_paying / n_total
    result.extra["raise 4x pre-flop with"] = " ".join(decisions["4x"])
    if decisions["3x"]:
        result.extra["raise 3x pre-flop with"] = " ".join(decisions["3x"])
    result.extra["_trips_fold_loss"] = str(trips_loss / n_total)  # per unit of Trips, for the Trips note
    if cached:
        result.notes.append(f"read from the cache ({cache_dir()}); computed in {seconds:,.0f} s")
    result.notes.append("Trips not placed; Ante and Blind of 1 unit each; no table maximum reached")
    return result


def _standard_blind(blind: BlindTable) -> bool:
    want = {
        HandCategory.STRAIGHT: Fraction(1),
        HandCategory.FLUSH: Fraction(3, 2),
        HandCategory.FULL_HOUSE: Fraction(3),
        HandCategory.QUADS: Fraction(10),
        HandCategory.STRAIGHT_FLUSH: Fraction(50),
        HandCategory.ROYAL_FLUSH: Fraction(500),
    }
    have = {HandCategory(c): Fraction(p, blind.den) for c, p in enumerate(blind.pay) if p}
    return have == want


def analyse(profile: Profile, *, workers: int | None = None, use_cache: bool = True) -> Analysis:
    blind = BlindTable.of(profile)
    totals, seconds, cached = load_or_compute(blind, workers=workers, use_cache=use_cache)
    return analyse_totals(profile, blind, totals, seconds, cached)
