"""Counting tools for exact analysis: every k-card hand as NumPy rows, the combinatorial
number system (a hand's index among all hands), hand ordinals, and suit isomorphism.

>>> int(comb_index(np.array([[0, 1, 2, 3, 4]]))[0]), int(comb_index(np.array([[47, 48, 49, 50, 51]]))[0])
(0, 2598959)
>>> all_hands(52, 5).shape
(2598960, 5)
"""

from __future__ import annotations

import functools
import itertools
from math import comb
from typing import Any

import numpy as np
import numpy.typing as npt

from dealer_assist.batch import rank_batch

IntArray = npt.NDArray[np.int64]

# BINOM[n, k] = C(n, k) for n <= 52, k <= 7 (0 when k > n): the combinatorial number system.
BINOM = np.array([[comb(n, k) for k in range(8)] for n in range(53)], dtype=np.int64)
SUIT_PERMUTATIONS = tuple(itertools.permutations(range(4)))


def all_hands(n: int, k: int) -> npt.NDArray[np.int8]:
    """Every k-subset of range(n), rows sorted ascending, in combinatorial-index order."""
    if k == 0:
        return np.zeros((1, 0), dtype=np.int8)
    # Build column by column: the rows whose last element is m are the (k-1)-subsets of range(m).
    prev = all_hands(n, k - 1)
    blocks = []
    for m in range(k - 1, n):
        count = comb(m, k - 1)
        block = np.empty((count, k), dtype=np.int8)
        block[:, : k - 1] = prev[:count]
        block[:, k - 1] = m
        blocks.append(block)
    return np.concatenate(blocks) if blocks else np.zeros((0, k), dtype=np.int8)


def comb_index(rows: npt.ArrayLike) -> IntArray:
    """Index of each sorted row (a k-subset) in :func:`all_hands` order."""
    a = np.asarray(rows, dtype=np.int64)
    out = np.zeros(a.shape[0], dtype=np.int64)
    for j in range(a.shape[1]):
        out += BINOM[a[:, j], j + 1]
    return out


@functools.cache
def five_card_ordinals() -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int32]]:
    """(ordinal of every 5-card hand by combinatorial index, the strength of each ordinal).

    Ordinals number the 7,462 distinct hand values 0 (worst) to 7,461 (best): equal
    ordinals tie card for card."""
    from dealer_assist import evaluator as ev

    strengths = rank_batch(all_hands(52, 5))
    # The distinct values straight from the evaluator's five-card tables (rank multisets and
    # five-rank flushes), then one look-up per hand: no sort of the 2,598,960 strengths.
    flushes = [v for m, v in enumerate(ev._FLUSH_BY_MASK) if m.bit_count() == 5]
    values = np.unique(np.array([*ev._PLAIN5.values(), *flushes], dtype=np.int32))
    assert len(values) == 7462
    table = np.zeros(int(values.max()) + 1, dtype=np.int32)
    table[values] = np.arange(len(values), dtype=np.int32)
    return table[strengths], values


def ordinal_of_strength(strength: int | npt.ArrayLike) -> IntArray:
    """The ordinal of strengths (as from :func:`dealer_assist.evaluator.rank5`)."""
    values = five_card_ordinals()[1]
    return np.searchsorted(values, np.asarray(strength)).astype(np.int64)


def canonical_under(rows: npt.NDArray[np.int8], perms: list[tuple[int, ...]]) -> IntArray:
    """The smallest combinatorial index of each hand over suit permutations ``perms``:
    hands with the same result are the same hand up to those suit relabellings."""
    a = rows.astype(np.int64)
    ranks, suits = a // 4, a % 4
    best: IntArray | None = None
    for perm in perms:
        p = np.array(perm, dtype=np.int64)
        moved = np.sort(ranks * 4 + p[suits], axis=1)
        idx = comb_index(moved)
        best = idx if best is None else np.minimum(best, idx)
    assert best is not None
    return best


def classes(rows: npt.NDArray[np.int8], perms: list[tuple[int, ...]]) -> tuple[npt.NDArray[np.int8], IntArray]:
    """Representatives of the suit-isomorphism classes among ``rows`` and each class's size."""
    canon = canonical_under(rows, perms)
    _, first, counts = np.unique(canon, return_index=True, return_counts=True)
    return rows[first], counts.astype(np.int64)


# -- suit classes from rank masks ---------------------------------------------------------------

_BIT_OF_CARD = np.left_shift(np.int64(1), (np.arange(52) % 4) * 13 + np.arange(52) // 4)


def suit_masks(cards: npt.ArrayLike) -> IntArray:
    """(n, 4): the rank bit mask (13 bits) of each suit in each row of card indices.

    >>> suit_masks(np.array([[0, 4, 1]])).tolist()  # 2s 3s 2h (card = rank * 4 + suit)
    [[3, 1, 0, 0]]
    """
    columns = suit_mask_columns(cards)
    masks = np.empty((len(columns[0]), 4), dtype=np.int64)
    for s, column in enumerate(columns):
        masks[:, s] = column
    return masks


def suit_mask_columns(cards: npt.ArrayLike) -> tuple[IntArray, IntArray, IntArray, IntArray]:
    """:func:`suit_masks` as four separate columns (no (n, 4) array built)."""
    # Whole columns at a time: a reduction along rows of five is much slower.
    shift = _BIT_OF_CARD[np.ascontiguousarray(np.asarray(cards).T)]
    bits = shift[0].copy()
    for col in shift[1:]:
        bits |= col
    m0, m1, m2 = bits & 0x1FFF, (bits >> 13) & 0x1FFF, (bits >> 26) & 0x1FFF
    return m0, m1, m2, bits >> 39


def _sort_pair(a: IntArray, b: IntArray) -> tuple[IntArray, IntArray]:
    return np.maximum(a, b), np.minimum(a, b)


def suit_class_key(masks: IntArray, *, fixed_first: bool = False) -> IntArray:
    """A key equal for two hands exactly when a relabelling of suits takes one to the
    other: the suits' rank masks sorted, largest first (a sorting network over whole
    columns). ``fixed_first``: suit 0 is not relabelled (it stays first in the key)."""
    a, b, c, d = (masks[:, s] for s in range(4))
    if not fixed_first:
        a, b = _sort_pair(a, b)
        c, d = _sort_pair(c, d)
        a, c = _sort_pair(a, c)
        b, d = _sort_pair(b, d)
        b, c = _sort_pair(b, c)
    else:
        b, c = _sort_pair(b, c)
        c, d = _sort_pair(c, d)
        b, c = _sort_pair(b, c)
    out: IntArray = (a << 39) | (b << 26) | (c << 13) | d
    return out


def showdown_counts(
    lt: npt.NDArray[Any], le: npt.NDArray[Any], nq: npt.NDArray[Any], high: npt.NDArray[np.bool_], dealers: int
) -> tuple[npt.NDArray[Any], ...]:
    """Ultimate Texas Hold'em's showdown, counted over the dealer holdings left (``dealers``
    of them) for each holding: from the dealers it beats (``lt``), beats or ties (``le``)
    and the dealers without a pair (``nq``), the dealers it beats that qualify / do not,
    ties, and loses to that qualify / do not (``wq, wn, tie, lq, ln``). A player with a
    pair or better (``high``) beats every dealer without one; a player without loses to
    every dealer with one."""
    wn = np.where(high, nq, lt)
    lose = dealers - le
    lq = np.where(high, lose, dealers - nq)
    return lt - wn, wn, le - lt, lq, lose - lq
