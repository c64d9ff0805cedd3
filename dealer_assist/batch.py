"""Vectorised hand evaluation over NumPy arrays, for simulation and analysis.

Same strengths as :mod:`dealer_assist.evaluator`, many hands at a time: each row of an
integer array of card indices (0..51) is one hand of 5, 6 or 7 cards.

>>> import numpy as np
>>> from dealer_assist.cards import parse_cards
>>> hand = [c.index for c in parse_cards("As Ks Qs Js Ts 2d 3c")]
>>> int(rank_batch(np.array([hand]))[0]) == evaluate("As Ks Qs Js Ts").strength
True
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from dealer_assist import evaluator as ev
from dealer_assist.evaluator import evaluate  # noqa: F401  (doctest)

_CODES = np.array(ev.CODES, dtype=np.int64)
_FLUSH_SUIT = np.array(ev._FLUSH_SUIT, dtype=np.int8)
_SUIT_BIT = np.array([1 << (ev._SUIT_BITS * s) for s in range(4)], dtype=np.int64)
_tables: dict[int, npt.NDArray[np.int32]] = {}


def _plain_array(size: int) -> npt.NDArray[np.int32]:
    """Direct-address table: rank key sum -> strength (about 31 MB for seven cards)."""
    table = _tables.get(size)
    if table is None:
        plain = ev._PLAIN5 if size == 5 else ev._plain(size)
        keys = np.fromiter(plain.keys(), dtype=np.int64, count=len(plain))
        values = np.fromiter(plain.values(), dtype=np.int32, count=len(plain))
        table = np.zeros(int(keys.max()) + 1, dtype=np.int32)
        table[keys] = values
        _tables[size] = table
    return table


def _flush_array() -> npt.NDArray[np.int32]:
    table = _tables.get(0)
    if table is None:
        table = _tables[0] = np.array(
            [ev._FLUSH_BY_MASK[m] or (ev._flush_strength(m) if m.bit_count() >= 5 else 0) for m in range(1 << 13)],
            dtype=np.int32,
        )
    return table


def rank_batch(cards: npt.ArrayLike) -> npt.NDArray[np.int32]:
    """Strength of each row of card indices (shape ``(n, k)``, k = 5, 6 or 7)."""
    idx = np.asarray(cards)
    if idx.ndim != 2 or idx.shape[1] not in (5, 6, 7):
        raise ValueError(f"expected shape (n, 5|6|7), got {idx.shape}")
    k = idx.shape[1]
    columns = _CODES[idx.T]  # (k, n): adding whole columns is faster than a row sum
    total = columns[0].copy()
    for j in range(1, k):
        total += columns[j]
    strength: npt.NDArray[np.int32] = _plain_array(k)[total >> ev._RANK_SHIFT]
    suit = _FLUSH_SUIT[total & 0xFFF]
    rows = np.nonzero(suit >= 0)[0]
    if rows.size:
        bit = _SUIT_BIT[suit[rows]]
        sub = columns[:, rows]
        mask = np.zeros(rows.size, dtype=np.int64)
        for j in range(k):
            mask |= np.where(sub[j] & bit, sub[j], 0)
        strength[rows] = _flush_array()[(mask >> ev._BIT_SHIFT) & 0x1FFF]
    return strength


def categories(strengths: npt.NDArray[np.int32]) -> npt.NDArray[np.int32]:
    """The :class:`~dealer_assist.evaluator.HandCategory` value of each strength."""
    result: npt.NDArray[np.int32] = np.right_shift(strengths, ev.CATEGORY_SHIFT)
    return result
