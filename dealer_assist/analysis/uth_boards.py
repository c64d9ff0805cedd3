"""Exact Ultimate Texas Hold'em by board classes: each river ranked once per class of
five-card boards, then summed up to the turn and the flop.

The per-flop path (:func:`holdem.flop_values`) ranks the 1,081 holdings of each of the
1,176 turn-river boards of each of the 1,755 flop classes: 2.4 x 10^9 rankings, most of
them of boards that are the same board up to a relabelling of suits. Here:

* **River (R).** For each of the 134,459 classes of five-card boards (suit isomorphism),
  the 1,081 holdings are ranked once; each holding's result of playing is ``A + m * Bm``
  (as in :mod:`holdem`), kept in a table shared by the worker processes.
* **Turn (T).** For each of the 16,432 classes of four-card boards and each of its 1,128
  holdings, the sums of A, Bm and the best river decision over the 46 river cards are
  gathered from the river table (each river board mapped to its class, each holding
  through the same suit relabelling).
* **Flop (F).** For each of the 1,755 flop classes and each of its 1,176 holdings, the
  sums over the 1,176 turn-river pairs are half the sums of the turn table over the 49
  turn cards (each pair is reached from both of its cards). They give the flop decision
  and the pre-flop values, the very integers :func:`holdem.flop_values` gives.
* **Distribution (D).** The outcome counts of a path depend on the flop decision, so the
  river classes are ranked a second time: each (board, holding) counts once for each of
  the ten flops inside the board, on the street that flop's decision sends it to.

Suit classes are found from the four suits' rank masks: sorting them (largest first)
gives a key that equal boards share, and the order of the sort is the relabelling that
takes a board to its class's representative.

Everything is exact integer arithmetic; :func:`compute_totals` returns the same
:class:`holdem.Totals` as the per-flop path (a test compares them on a subset of flops).
"""

from __future__ import annotations

import functools
import mmap
import multiprocessing
import os
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from dealer_assist import evaluator as ev
from dealer_assist.analysis.combinatorics import (
    all_hands,
    comb_index,
    ordinal_of_strength,
    showdown_counts,
    suit_class_key,
    suit_masks,
)
from dealer_assist.batch import _flush_array, _plain_array

I64 = npt.NDArray[np.int64]
I32 = npt.NDArray[np.int32]

DEALERS = 990
NCAT = len(ev.HandCategory)
_WQ, _WN, _T, _LQ, _LN = 0, NCAT, 2 * NCAT, 2 * NCAT + 1, 2 * NCAT + 2
NTYPES = 2 * NCAT + 3
QUALIFY = int(ev.HandCategory.PAIR) << ev.CATEGORY_SHIFT
NORD = 7462  # ordinals of the five-card hand values; NORD marks "no holding"

# Work of each stage per unit, in the units the progress bar counts (measured ratios):
# a river class, a turn class, a flop class, a river class again for the distribution.
_COST = {"R": 1.0, "T": 5.0, "F": 11.0, "D": 0.9}


# -- suit classes --------------------------------------------------------------------------------


def canonical(cards: npt.NDArray[Any]) -> tuple[I64, I64]:
    """Each row's class key and the relabelling ``perm[row, suit] -> suit`` that takes the
    row to its class's representative (suits ordered by their rank mask, largest first)."""
    masks = suit_masks(cards)
    order = np.argsort(-masks, axis=1, kind="stable")  # order[i]: the suit that becomes suit i
    ranked = np.take_along_axis(masks, order, axis=1)
    key = (ranked[:, 0] << 39) | (ranked[:, 1] << 26) | (ranked[:, 2] << 13) | ranked[:, 3]
    perm = np.empty_like(order)
    np.put_along_axis(perm, order, np.broadcast_to(np.arange(4, dtype=np.int64), order.shape), axis=1)
    return key, perm


def cards_of_keys(keys: I64, k: int) -> I64:
    """The representatives' cards (rows of k sorted card indices) of class keys."""
    masks = np.stack([(keys >> (39 - 13 * s)) & 0x1FFF for s in range(4)], axis=1)
    deck = np.arange(52)
    has = (masks[:, deck % 4] >> (deck // 4)) & 1
    return np.nonzero(has)[1].reshape(len(keys), k).astype(np.int64)


@dataclass(frozen=True)
class ClassTable:
    """The suit classes of k-card boards: keys (sorted), sizes, representatives, and per
    representative the local number (0..) of each card not on it (-1 on it)."""

    keys: I64
    weights: I64
    cards: I64
    local: npt.NDArray[np.int8]

    def find(self, key: I64) -> I64:
        idx = np.searchsorted(self.keys, key)
        assert np.array_equal(self.keys[np.minimum(idx, len(self.keys) - 1)], key)
        return idx.astype(np.int64)


def _rest(cards: I64, left: int) -> I64:
    """The cards not on each row (rows of ``left`` card indices, in order)."""
    n = len(cards)
    on = np.zeros((n, 52), dtype=bool)
    on[np.arange(n)[:, None], cards] = True
    return np.nonzero(~on)[1].reshape(n, left)


def _one_card_more(reps: I64, rest: I64, longer: ClassTable) -> tuple[I64, npt.NDArray[np.int8]]:
    """Each representative with each of its cards left added: the class of that longer
    board (in ``longer``, flat: rep by rep, card by card), and each card left numbered
    locally there under the longer board's relabelling (-1: the added card itself)."""
    n, left = rest.shape
    key, perm = canonical(np.concatenate([np.repeat(reps, left, axis=0), rest.reshape(-1, 1)], axis=1))
    found = longer.find(key)
    moved = (rest // 4)[:, None, :] * 4 + np.take_along_axis(
        perm.reshape(n, left, 4), np.broadcast_to((rest % 4)[:, None, :], (n, left, left)), axis=2
    )
    return found, longer.local[found.reshape(n, left)[:, :, None], moved]


@functools.cache
def class_table(k: int) -> ClassTable:
    keys, weights = np.unique(suit_class_key(suit_masks(all_hands(52, k))), return_counts=True)
    cards = cards_of_keys(keys, k)
    on = np.zeros((len(keys), 52), dtype=bool)
    on[np.arange(len(keys))[:, None], cards] = True
    local = (np.cumsum(~on, axis=1) - 1).astype(np.int8)
    local[on] = -1
    return ClassTable(keys, weights.astype(np.int64), cards, local)


@functools.cache
def _pair_index(n: int) -> tuple[I64, I64, I64]:
    """Pairs of n local cards (i < j) and an (n+1, n+1) table back to the pair's number;
    row and column n (a card not there) and the diagonal give n*(n-1)/2 (no pair)."""
    i, j = np.triu_indices(n, 1)
    table = np.full((n + 1, n + 1), len(i), dtype=np.int64)
    table[i, j] = np.arange(len(i))
    table[j, i] = np.arange(len(i))
    return i.astype(np.int64), j.astype(np.int64), table


def start_classes(a: I64, b: I64) -> I64:
    """:func:`holdem.start_class` over arrays of card indices."""
    ra, rb = a // 4, b // 4
    hi, lo = np.maximum(ra, rb), np.minimum(ra, rb)
    return np.where(a % 4 == b % 4, hi * 13 + lo, lo * 13 + hi)


# -- the river -----------------------------------------------------------------------------------


@functools.cache
def _ordinal_table() -> npt.NDArray[np.int16]:
    from dealer_assist.analysis.combinatorics import five_card_ordinals

    values = five_card_ordinals()[1]
    table = np.full(int(values.max()) + 1, NORD, dtype=np.int16)
    table[values] = np.arange(len(values), dtype=np.int16)
    return table


def _ranks(ordinals: I32, bits: int) -> tuple[I32, I32]:
    """Per entry: how many entries of its row are smaller, and smaller or equal."""
    from dealer_assist.analysis.holdem import _ranks as ranks

    return ranks(ordinals, bits)


@dataclass(frozen=True)
class River:
    """For a batch of boards and every holding of each (b, 1081): the dealer holdings the
    player beats with a qualifying / non-qualifying dealer, ties, loses to (qualifying /
    not), and the player's category."""

    wq: I32
    wn: I32
    tie: I32
    lq: I32
    ln: I32
    cat: I32


@functools.cache
def _rank_tables() -> tuple[I64, I64, npt.NDArray[np.int16], I32]:
    """The evaluator's rank keys, the key of each pair of ranks (13 x 13, flat), each
    flush mask's ordinal (8,192), each ordinal's category."""
    keys = np.array(ev._RANK_KEYS, dtype=np.int64)
    pair = (keys[:, None] + keys[None, :]).ravel()
    flush = _ordinal_table()[_flush_array()]
    flush[_flush_array() == 0] = NORD
    from dealer_assist.analysis.combinatorics import five_card_ordinals

    cats = (five_card_ordinals()[1] >> ev.CATEGORY_SHIFT).astype(np.int32)
    return keys, pair, flush, np.append(cats, 0).astype(np.int32)


def _category_of_ordinal() -> I32:
    return _rank_tables()[3]


def _holding_ordinals(boards: I64, rest: I64) -> I32:
    """The ordinal of the best five of each board with each holding of its 47 cards left.

    Without a flush a hand's value depends only on its ranks: each board's 91 + 13 rank
    pairs are looked up in the evaluator's seven-card table (a few hundred scattered reads
    of a 31 MB table per board instead of 1,081), then each holding reads its rank pair's
    entry. Only one suit can hold three cards of a five-card board: where the holding
    completes five of it, the flush (or straight flush) is the hand."""
    nb = boards.shape[0]
    keys, pair, flush_ord, _ = _rank_tables()
    plain = _plain_array(7)
    board_key = keys[boards // 4].sum(axis=1)
    # Rank pairs no holding can have (a fifth ace) may fall past the table: clipped, never read.
    by_pair = _ordinal_table()[plain[np.minimum(board_key[:, None] + pair[None, :], len(plain) - 1)]]  # (nb, 169)
    pi, pj, _ = _pair_index(47)
    rank = rest // 4
    o = np.take_along_axis(by_pair, rank[:, pi] * 13 + rank[:, pj], axis=1).astype(np.int32)
    suit_count = np.stack([(boards % 4 == x).sum(axis=1) for x in range(4)], axis=1)
    top = suit_count.argmax(axis=1)
    flushing = np.flatnonzero(suit_count[np.arange(nb), top] >= 3)
    if flushing.size:
        fb, fs = boards[flushing], top[flushing][:, None]
        board_mask = np.where(fb % 4 == fs, np.int64(1) << (fb // 4), 0).sum(axis=1)
        fr = rest[flushing]
        bits = np.where(fr % 4 == fs, np.int64(1) << (fr // 4), 0)  # (nf, 47)
        mask = board_mask[:, None] | bits[:, pi] | bits[:, pj]
        value = flush_ord[mask]
        o[flushing] = np.where(value < NORD, value, o[flushing])
    return o


def river(boards: I64) -> tuple[River, I64]:
    """Every holding of each five-card board (rows of card indices), exactly counted
    against the 990 dealer holdings left; also the boards' remaining 47 cards."""
    nb = boards.shape[0]
    rest = _rest(boards, 47)
    pi, pj, _ = _pair_index(47)
    o = _holding_ordinals(boards, rest)  # (nb, 1081)
    qo = int(ordinal_of_strength(QUALIFY))
    # Among all 1,081 holdings, and among the 46 holding each card (inclusion-exclusion).
    lt_all, le_all = _ranks(o, 11)
    full = np.full((nb, 47, 47), NORD, dtype=np.int32)
    full[:, pi, pj] = o
    full[:, pj, pi] = o
    ltc, lec = _ranks(full, 6)
    low = o < qo
    nq_all = low.sum(axis=1, dtype=np.int32)[:, None]
    nqc = (full < qo).sum(axis=2, dtype=np.int32)
    lt = lt_all - ltc[:, pi, pj] - ltc[:, pj, pi]
    le = le_all - lec[:, pi, pj] - lec[:, pj, pi] + 1
    nq = nq_all - nqc[:, pi] - nqc[:, pj] + low
    high = ~low
    wq, wn, tie, lq, ln = showdown_counts(lt, le, nq, high, DEALERS)
    cat = _category_of_ordinal()[o]
    return River(wq, wn, tie, lq, ln, cat), rest


def river_values(r: River, den: int, pay: Sequence[int]) -> tuple[I64, I64]:
    """A and Bm of each entry (times den): the result of playing m x is A + m * Bm."""
    bl = np.array(pay, dtype=np.int64)[r.cat]
    a = r.wq * (den + bl) + r.wn * bl - r.lq * (2 * den) - r.ln * den
    bm = (r.wq + r.wn - r.lq - r.ln).astype(np.int64) * den
    return a, bm


# -- the shared state of a run -------------------------------------------------------------------


def _shared(shape: tuple[int, ...], dtype: type) -> npt.NDArray[Any]:
    """A zeroed array in anonymous shared memory: the forked workers write into it."""
    size = int(np.prod(shape)) * np.dtype(dtype).itemsize
    buf = mmap.mmap(-1, max(size, 1))
    return np.frombuffer(buf, dtype=dtype, count=int(np.prod(shape))).reshape(shape)


@dataclass
class _Run:
    den: int
    pay: tuple[int, ...]
    low_cut: int
    boards: ClassTable
    turns: ClassTable
    flops: ClassTable
    board_row: I64  # board class -> row of the river tables (-1: not needed)
    # (rows + 1, 1082): per holding Bm * 2^32 + (A + offset), one 64-bit word: one gather
    # reads both, and a sum over up to 48 words is the two sums (A + offset >= 0 and its
    # sum stays below 2^32, so nothing carries into Bm). Column 1081: "no holding" (A = Bm = 0).
    river_ab: npt.NDArray[np.int64]
    offset: int
    river_tie: npt.NDArray[np.int16]  # (rows + 1, 1081)
    river_nq: npt.NDArray[np.int16]
    river_cat: npt.NDArray[np.int8]
    turn_row: I64
    turn_sums: npt.NDArray[Any]  # (3, turn rows + 1, 1129): sums of A, Bm, river over the river cards
    flop_set: npt.NDArray[np.bool_]  # flop classes counted
    bet: npt.NDArray[np.int8]  # (22,100 flops, 1,327): 1 where the flop decision (for that holding) is 2x
    flop_class: I64  # each of the 22,100 flops' class
    flop_perm: I64  # and the relabelling that takes it to the class's representative


_RUN: _Run | None = None
# The last run's wall and CPU seconds per stage (CPU summed over the processes), for the bench.
LAST_TIMES: dict[str, tuple[float, float]] = {}


def _run() -> _Run:
    assert _RUN is not None
    return _RUN


def _fold(den: int) -> int:
    return -2 * DEALERS * den


# -- stage R: the river tables -------------------------------------------------------------------


def _stage_river(ids: I64) -> int:
    run = _run()
    r, _ = river(run.boards.cards[ids])
    a, bm = river_values(r, run.den, run.pay)
    rows = run.board_row[ids]
    run.river_ab[rows, :1081] = _pack(a, bm, run.offset)
    # What stage D needs beside A and Bm to give back every count (see _stored_river).
    run.river_tie[rows] = r.tie
    run.river_nq[rows] = np.where(r.cat >= _PAIR, r.wn, DEALERS - r.lq)
    run.river_cat[rows] = r.cat
    return len(ids)


_PAIR = int(ev.HandCategory.PAIR)


def _pack(a: I64, bm: I64, offset: int) -> I64:
    return (bm << 32) + (a + offset)


def _unpack(word: I64, offset: int) -> tuple[I64, I64]:
    """(A, Bm) back from :func:`_pack`'s word (or the sums over n words and n * offset)."""
    return (word & 0xFFFFFFFF) - offset, word >> 32


def _stored_river(rows: I64, den: int) -> tuple[River, I64, I64]:
    """The river counts of stage R back from its tables (A, Bm, ties, the dealer holdings
    without a pair, the category): W - L = Bm / den and W + L = 990 - ties give the wins
    and losses; a player with a pair or better beats every dealer without one, a player
    without loses to every dealer with one."""
    a, bm = _unpack(_run().river_ab[rows, :1081], _run().offset)
    tie = _run().river_tie[rows].astype(np.int32)
    nq = _run().river_nq[rows].astype(np.int32)
    cat = _run().river_cat[rows].astype(np.int32)
    diff = (bm // den).astype(np.int32)
    wins = (DEALERS - tie + diff) >> 1
    losses = wins - diff
    high = cat >= _PAIR
    wn = np.where(high, nq, wins)
    lq = np.where(high, losses, DEALERS - nq)
    return River(wins - wn, wn, tie, lq, losses - lq, cat), a, bm


# -- stage T: sums over the river card -----------------------------------------------------------


def _stage_turn(ids: I64) -> int:
    run = _run()
    reps = run.turns.cards[ids]  # (nt, 4)
    nt = len(ids)
    b, local = _one_card_more(reps, _rest(reps, 48), run.boards)
    rows = run.board_row[b]
    loc = local.astype(np.intp)
    loc[loc < 0] = 47
    pi, pj, _ = _pair_index(48)
    # np.take over flat indices: fancy indexing with several index arrays is much slower.
    square = np.take(loc * 48, pi, axis=2)
    square += np.take(loc, pj, axis=2)
    flat = np.take(_pair_table47(), square)
    flat += (rows * 1082).astype(np.int32).reshape(nt, 48, 1)
    word = np.take(run.river_ab.ravel(), flat)  # (nt, 48 river cards, 1128 holdings)
    a, bm = _unpack(word, run.offset)
    best = np.maximum(a + bm, _fold(run.den))  # "no holding" entries: max(0, fold) = 0
    sum_a, sum_bm = _unpack(word.sum(axis=1), 48 * run.offset)
    out = run.turn_row[ids]
    run.turn_sums[0, out, :1128] = sum_a
    run.turn_sums[1, out, :1128] = sum_bm
    run.turn_sums[2, out, :1128] = best.sum(axis=1)
    return nt


@functools.cache
def _pair_table47() -> I32:
    return _pair_index(47)[2].astype(np.int32).ravel()


# -- stage F: sums over the turn card, the flop decision, the pre-flop values --------------------


def _stage_flop(ids: I64) -> tuple[I64, npt.NDArray[np.int8], I64]:
    """(3, 169) pre-flop sums (4x, 3x, check) and each flop class's flop decisions."""
    run = _run()
    reps = run.flops.cards[ids]
    nf = len(ids)
    rest = _rest(reps, 49)
    t, local = _one_card_more(reps, rest, run.turns)
    rows = run.turn_row[t]
    loc = local.astype(np.int64)
    loc[loc < 0] = 48
    pi, pj, _ = _pair_index(49)
    _, _, table48 = _pair_index(48)
    flat = table48[loc[:, :, pi], loc[:, :, pj]] + (rows.reshape(nf, 49, 1) * 1129)
    sums = []
    for part in range(3):
        total = run.turn_sums[part].ravel()[flat].sum(axis=1, dtype=np.int64)  # (nf, 1176)
        assert not (total & 1).any()  # each turn-river pair reached from both cards
        sums.append(total >> 1)
    sum_a, sum_bm, sum_river = sums
    ev2 = sum_a + 2 * sum_bm
    bet = (ev2 > sum_river).astype(np.int8)
    k = start_classes(rest[:, pi], rest[:, pj])
    w = run.flops.weights[ids][:, None]
    out = np.zeros((3, 169), dtype=np.int64)
    for row, value in enumerate((sum_a + 4 * sum_bm, sum_a + 3 * sum_bm, np.maximum(ev2, sum_river))):
        exact = np.zeros(169, dtype=np.int64)
        np.add.at(exact, k.ravel(), (w * value).ravel())
        out[row] = exact
    return ids, bet, out


# -- stage D: the outcome counts, each path on its street ----------------------------------------


@functools.cache
def _deck_pairs() -> tuple[I64, I64]:
    """For two cards c1 < c2 (at c1 * 52 + c2): their index among the deck's 1,326 pairs,
    and their starting-hand class times NTYPES (a column block of the counts)."""
    c1, c2 = np.divmod(np.arange(52 * 52), 52)
    return c1 + c2 * (c2 - 1) // 2, start_classes(c1, c2) * NTYPES


@functools.cache
def _flop_subsets() -> tuple[I64, I64]:
    """The ten (flop, turn-river) splits of five board cards, as column indices."""
    import itertools

    f = [list(c) for c in itertools.combinations(range(5), 3)]
    return np.array(f, dtype=np.int64), np.array([[x for x in range(5) if x not in c] for c in f], dtype=np.int64)


def _stage_counts(ids: I64) -> npt.NDArray[np.int64]:
    """(4, 169, NTYPES): the outcome counts if the Play is made pre-flop, on the flop, at
    the river, and (first NCAT columns) the folds at the river by category."""
    run = _run()
    boards = run.boards.cards[ids]
    nb = len(ids)
    rest = _rest(boards, 47)
    r, a, bm = _stored_river(run.board_row[ids], run.den)
    play = a + bm > _fold(run.den)
    pi, pj, _ = _pair_index(47)
    two = rest[:, pi] * 52 + rest[:, pj]
    pair_of, class_of = _deck_pairs()
    pair = np.take(pair_of, two)  # the holding's index among the 1,326 pairs of the deck
    fcols, _ = _flop_subsets()
    flop = comb_index(boards[:, fcols].reshape(-1, 3)).reshape(nb, 10)
    # The ten flops' rows (1,327 bytes each, copied whole) added first, then one read per
    # holding: contiguous 8-bit adds instead of ten scattered reads per holding.
    by_pair = run.bet[flop].sum(axis=1, dtype=np.int8)  # (nb, 1327)
    n_bet = np.take_along_axis(by_pair, pair, axis=1).astype(np.int32)
    n_all = run.flop_set[flop].sum(axis=1)[:, None].astype(np.int32)
    w = run.boards.weights[ids][:, None]
    k = np.take(class_of, two)
    col = np.where(r.cat >= run.low_cut, r.cat, 0)
    # Float64 sums are exact here (every partial sum stays far below 2^53, checked below):
    # np.bincount's weighted sums are the fast way to add per key.
    keys = (k + (_WQ + col), k + (_WN + col), k + _T, k + _LQ, k + _LN)
    parts = [x.astype(np.float64) for x in (r.wq, r.wn, r.tie, r.lq, r.ln)]
    rest_w = n_all - n_bet
    out = np.zeros((4, 169 * NTYPES), dtype=np.float64)
    for street, weight in enumerate((n_all, n_bet, rest_w * play)):
        ww = (w * weight).astype(np.float64)
        for key, part in zip(keys, parts, strict=True):
            out[street] += np.bincount(key.ravel(), weights=(ww * part).ravel(), minlength=169 * NTYPES)
    folds = (w * DEALERS * (rest_w * ~play)).astype(np.float64)
    out[3] += np.bincount((k + r.cat).ravel(), weights=folds.ravel(), minlength=169 * NTYPES)
    assert out.max(initial=0) < 2**53
    return out.astype(np.int64).reshape(4, 169, NTYPES)


# -- the whole run -------------------------------------------------------------------------------


def _chunks(ids: I64, size: int) -> Iterator[I64]:
    for i in range(0, len(ids), size):
        yield ids[i : i + size]


def _call(job: tuple[str, I64]) -> tuple[Any, float]:
    """One job's result and the CPU time it took in its process."""
    stage, ids = job
    start = time.process_time()
    result = {"R": _stage_river, "T": _stage_turn, "F": _stage_flop, "D": _stage_counts}[stage](ids)
    return result, time.process_time() - start


def _needed(flop_ids: I64, flops: ClassTable, turns: ClassTable, boards: ClassTable) -> tuple[I64, I64, I64]:
    """The turn classes the flops reach, the board classes those turns reach (stage T),
    and the board classes holding a flop of the set (stage D)."""
    reps = flops.cards[flop_ids]
    rest = np.array([[c for c in range(52) if c not in f] for f in reps.tolist()], dtype=np.int64)
    tkeys, _ = canonical(np.concatenate([np.repeat(reps, 49, axis=0), rest.reshape(-1, 1)], axis=1))
    t_ids = np.unique(turns.find(tkeys))
    treps = turns.cards[t_ids]
    trest = np.array([[c for c in range(52) if c not in t] for t in treps.tolist()], dtype=np.int64)
    bkeys, _ = canonical(np.concatenate([np.repeat(treps, 48, axis=0), trest.reshape(-1, 1)], axis=1))
    b_ids = np.unique(boards.find(bkeys))
    pi, pj, _ = _pair_index(49)
    dboards = np.concatenate(
        [np.repeat(reps, len(pi), axis=0), rest[:, pi].reshape(-1, 1), rest[:, pj].reshape(-1, 1)], axis=1
    )
    d_ids = np.unique(boards.find(canonical(dboards)[0]))
    return t_ids, b_ids, d_ids


def fits(den: int, pay: Sequence[int]) -> bool:
    """Whether a Blind table's river values fit the packed river table: A + offset summed
    over 48 river cards below 2^32, i.e. 3 x den + the largest pay (times den) below about
    90,000 (a royal flush at 500:1 with ratios over any denominator up to 179)."""
    return (DEALERS * (den + max(pay)) + 2 * DEALERS * den) * 48 < 2**32


def prepare(den: int, pay: Sequence[int], flop_ids: I64 | None = None) -> tuple[_Run, I64, I64, I64, I64]:
    """A run's shared state, and the flop, turn, river-table and distribution classes it
    works through (all of them, or those the flop classes ``flop_ids`` reach)."""
    boards, turns, flops = class_table(5), class_table(4), class_table(3)
    if flop_ids is None:
        f_ids = np.arange(len(flops.keys))
        t_ids = np.arange(len(turns.keys))
        b_ids = d_ids = np.arange(len(boards.keys))
    else:
        f_ids = np.asarray(flop_ids, dtype=np.int64)
        t_ids, b_ids, d_ids = _needed(f_ids, flops, turns, boards)
        b_ids = np.union1d(b_ids, d_ids)  # stage D reads the river tables too
    paying = [c for c in range(NCAT) if pay[c] > 0]
    offset = 2 * DEALERS * den  # A >= -2 * 990 * den
    bound = DEALERS * (den + max(pay)) * 48
    assert fits(den, pay)
    dtype = np.int32 if bound < 2**31 else np.int64
    board_row = np.full(len(boards.keys), len(b_ids), dtype=np.int64)
    board_row[b_ids] = np.arange(len(b_ids))
    turn_row = np.full(len(turns.keys), len(t_ids), dtype=np.int64)
    turn_row[t_ids] = np.arange(len(t_ids))
    flop_set = np.zeros(22100, dtype=bool)
    all_flops = all_hands(52, 3)
    fkey, fperm = canonical(all_flops)
    fclass = flops.find(fkey)
    chosen = np.zeros(len(flops.keys), dtype=bool)
    chosen[f_ids] = True
    flop_set[:] = chosen[fclass]
    run = _Run(
        den=den,
        pay=tuple(pay),
        low_cut=min(paying) if paying else NCAT,
        boards=boards,
        turns=turns,
        flops=flops,
        board_row=board_row,
        river_ab=_shared((len(b_ids) + 1, 1082), np.int64),
        offset=offset,
        river_tie=_shared((len(b_ids) + 1, 1081), np.int16),
        river_nq=_shared((len(b_ids) + 1, 1081), np.int16),
        river_cat=_shared((len(b_ids) + 1, 1081), np.int8),
        turn_row=turn_row,
        turn_sums=_shared((3, len(t_ids) + 1, 1129), dtype),
        flop_set=flop_set,
        bet=_shared((22100, 1327), np.int8),
        flop_class=fclass,
        flop_perm=fperm,
    )
    return run, f_ids, t_ids, b_ids, d_ids


def compute_totals(
    den: int,
    pay: Sequence[int],
    *,
    workers: int | None = None,
    flop_ids: I64 | None = None,
    progress: Callable[[float], None] | None = None,
) -> dict[str, I64]:
    """The per-starting-class totals of :class:`holdem.Totals` (field name -> array), over
    every flop or the flop classes ``flop_ids`` (of :func:`class_table` (3)), exactly."""
    global _RUN
    start, cpu_start = time.perf_counter(), time.process_time()
    run, f_ids, t_ids, b_ids, d_ids = prepare(den, pay, flop_ids)
    run.river_ab[:, 1081] = run.offset  # "no holding": A = Bm = 0
    _RUN = run
    flops = run.flops
    fclass, fperm, flop_set = run.flop_class, run.flop_perm, run.flop_set
    workers = workers or min(2, os.cpu_count() or 1)
    if "fork" not in multiprocessing.get_all_start_methods():
        workers = 1
    totals = {
        "ev4": np.zeros(169, dtype=np.int64),
        "ev3": np.zeros(169, dtype=np.int64),
        "check": np.zeros(169, dtype=np.int64),
        "counts_bet": np.zeros((169, NTYPES), dtype=np.int64),
        "counts_flop": np.zeros((169, NTYPES), dtype=np.int64),
        "counts_river": np.zeros((169, NTYPES), dtype=np.int64),
        "folds": np.zeros((169, NCAT), dtype=np.int64),
    }
    bet_flop = np.zeros((len(flops.keys), 1177), dtype=np.int8)

    def stage_jobs(stage: str, ids: I64, size: int) -> list[tuple[str, I64]]:
        return [(stage, chunk) for chunk in _chunks(ids, size)]

    def finish_flops(results: Any) -> None:
        for ids, bet, out in results:
            bet_flop[ids, :1176] = bet
            totals["ev4"] += out[0]
            totals["ev3"] += out[1]
            totals["check"] += out[2]

    def fill_bet() -> None:
        # Each of the 22,100 flops: its class's decisions, through its relabelling, by deck pair.
        pair_i, pair_j = np.triu_indices(52, 1)  # (i < j) in the deck's comb order by j then i
        order = np.argsort(pair_i + pair_j * (pair_j - 1) // 2)
        pair_i, pair_j = pair_i[order], pair_j[order]
        _, _, table49 = _pair_index(49)
        for chunk in _chunks(np.arange(22100), 2000):
            fc = fclass[chunk]
            p = fperm[chunk]
            local = []
            for card in (pair_i, pair_j):
                suits = np.broadcast_to(card % 4, (len(chunk), 1326))
                moved = (card // 4)[None, :] * 4 + np.take_along_axis(p, suits, 1)
                loc = flops.local[fc[:, None], moved].astype(np.int64)
                loc[loc < 0] = 49
                local.append(loc)
            idx = table49[local[0], local[1]]
            run.bet[chunk, :1326] = np.where(flop_set[chunk][:, None], bet_flop[fc[:, None], idx], 0)

    def gather_counts(results: Any) -> None:
        for out in results:
            totals["counts_bet"] += out[0]
            totals["counts_flop"] += out[1]
            totals["counts_river"] += out[2]
            totals["folds"] += out[3][:, :NCAT]

    plan = [
        # Batches small enough for the arrays of a job to stay in the processor's caches.
        ("R", b_ids, 64, None),
        ("T", t_ids, 8, None),
        ("F", f_ids, 16, finish_flops),
        ("D", d_ids, 64, gather_counts),
    ]

    def advance(stage: str, ids: I64) -> None:
        if progress is not None:
            progress(_COST[stage] * len(ids))

    LAST_TIMES.clear()
    LAST_TIMES["tables"] = (time.perf_counter() - start, time.process_time() - cpu_start)
    pool = None
    if workers > 1:
        from dealer_assist.analysis.holdem import _roomy_malloc

        context = multiprocessing.get_context("fork")
        pool = ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_roomy_malloc)
    try:
        for stage, ids, size, done in plan:
            wall, cpu = time.perf_counter(), time.process_time()
            if stage == "D":
                fill_bet()
            results = []
            jobs = stage_jobs(stage, ids, size)
            spent = 0.0
            for job, (res, used) in zip(jobs, pool.map(_call, jobs) if pool else map(_call, jobs), strict=True):
                results.append(res)
                spent += used
                advance(stage, job[1])
            if done is not None:
                done(results)
            own = time.process_time() - cpu
            LAST_TIMES[stage] = (time.perf_counter() - wall, spent + own if pool else own)
    finally:
        if pool is not None:
            pool.shutdown()
        _RUN = None
    return totals


def work_units(flop_ids: I64 | None = None) -> float:
    """The progress bar's total for a run (the stages' costs in the same units)."""
    boards, turns, flops = class_table(5), class_table(4), class_table(3)
    if flop_ids is None:
        nb, nt, nf, nd = len(boards.keys), len(turns.keys), len(flops.keys), len(boards.keys)
    else:
        t_ids, b_ids, d_ids = _needed(np.asarray(flop_ids, dtype=np.int64), flops, turns, boards)
        nb, nt, nf, nd = len(b_ids), len(t_ids), len(flop_ids), len(d_ids)
    return _COST["R"] * nb + _COST["T"] * nt + _COST["F"] * nf + _COST["D"] * nd
