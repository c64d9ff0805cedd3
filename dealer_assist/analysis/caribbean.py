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


def _group_tables(u: int) -> tuple[list[npt.NDArray[np.int32]], npt.NDArray[np.int64]]:
    """Cumulative counts of hands holding card ``u`` by the other cards they hold.

    tables[j][g, x]: hands holding u and the j-subset g (of the 51 other cards, relabelled
    0..50) with ordinal below x, j = 0, 1, 2. For j = 3 (48 hands per group) a sorted key
    array ``g * 8192 + ordinal`` is returned instead (a dense table would take 600 MB)."""
    ordinals = five_card_ordinals()[0]
    hands = all_hands(52, 5)
    holding = hands[(hands == u).any(axis=1)]
    ords = ordinals[comb_index(holding)].astype(np.int64)
    others = np.sort(np.where(holding == u, 99, holding), axis=1)[:, :4].astype(np.int64)
    others -= others > u  # relabel: skip u
    tables = []
    for j in range(3):
        groups = comb(51, j)
        counts = np.zeros(groups * NORD, dtype=np.int64)
        for cols in itertools.combinations(range(4), j):
            g = comb_index(others[:, cols]) if j else np.zeros(len(others), dtype=np.int64)
            counts += np.bincount(g * NORD + ords, minlength=groups * NORD)
        cum = np.zeros((groups, NORD + 1), dtype=np.int32)
        cum[:, 1:] = np.cumsum(counts.reshape(groups, NORD), axis=1)
        tables.append(cum)
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


def _spade_classes_by_image() -> npt.NDArray[np.int64]:
    """The previous class labels: the smallest index among a hand's six images (the same
    partition as :func:`_spade_classes`; kept for the test that says so)."""
    return canonical_under(all_hands(52, 5), [p for p in SUIT_PERMUTATIONS if p[0] == 0])


@dataclass(frozen=True)
class _Extras:
    """What the fast count needs beside the group tables, per up card: each group's count
    below the qualifying hand (j = 1, 2 from the tables, j = 3 counted), and where each
    run of equal keys ends (so "at most equal" needs no second binary search)."""

    below_qualify: tuple[npt.NDArray[np.int64], ...]
    run_end: npt.NDArray[np.int64]


def _extras(tables: Sequence[npt.NDArray[np.int32]], keys: npt.NDArray[np.int64], qualify: int) -> _Extras:
    below = [np.ascontiguousarray(t[:, qualify]).astype(np.int64) for t in tables]
    qualifying = keys[(keys & 8191) < qualify] >> 13
    below.append(np.bincount(qualifying, minlength=comb(51, 3)).astype(np.int64))
    last = np.ones(len(keys), dtype=bool)
    last[:-1] = keys[1:] != keys[:-1]
    ends = np.flatnonzero(last) + 1  # one past each run's last key
    run_end = np.repeat(ends, np.diff(ends, prepend=0))
    return _Extras(tuple(below), np.append(run_end, len(keys)))


def _count_below(
    u: int,
    labels: npt.NDArray[np.int64],
    cards: npt.NDArray[np.int64],
    s: npt.NDArray[np.int64],
    qualify: int,
    tables: Sequence[npt.NDArray[np.int32]],
    keys: npt.NDArray[np.int64],
    extras: _Extras,
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Dealer hands holding u and none of each row's five (sorted) cards with ordinal
    below s, at most s, and below the qualifying hand: :func:`_below_each` for those three
    thresholds, with the subsets' group indices summed from per-column terms, the
    qualifying counts read per group, and the last term's hands indexed without a sort."""
    ordinals = five_card_ordinals()[0]
    n = len(labels)
    lt = np.zeros(n, dtype=np.int64)
    le = np.zeros(n, dtype=np.int64)
    nq = np.zeros(n, dtype=np.int64)
    binom = BINOM.astype(np.int64)
    terms = [[binom[labels[:, c], m + 1] for m in range(4)] for c in range(5)]
    above = cards > u
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
                g = terms[cols[0]][0].copy()
                for m, c in enumerate(cols[1:], start=1):
                    g += terms[c][m]
            if j <= 2:
                flat = tables[j].ravel()
                base = g * (NORD + 1)
                lt += sign * flat[base + s]
                le += sign * flat[base + s1]
                nq += sign * extras.below_qualify[j][g]
            elif j == 3:
                target = g * 8192 + s
                pos = np.searchsorted(keys, target)
                hit = keys[np.minimum(pos, len(keys) - 1)] == target
                lt += sign * (pos - g * 48)
                le += sign * (np.where(hit, extras.run_end[pos], pos) - g * 48)
                nq += sign * extras.below_qualify[3][g]
            else:
                # The sorted hand of these four cards and u: a card above u moves up one place.
                index = binom[u, 1 + sum((~above[:, c]).astype(np.int64) for c in cols)]
                for m, c in enumerate(cols):
                    index = index + binom[cards[:, c], m + 1 + above[:, c]]
                own = ordinals[index]
                lt += sign * (own < s)
                le += sign * (own <= s)
                nq += sign * (own < qualify)
    return lt, le, nq


@functools.cache
def _spade_class_table() -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Every class of :func:`_spade_classes` once: its key, its first hand (index into
    all_hands(52, 5)) and its size. A class holds the spade of rank r exactly when bit r of
    its key's spade mask is set, so each up card's player classes are a filter of these."""
    keys, first, weight = np.unique(_spade_classes(), return_index=True, return_counts=True)
    return keys, first.astype(np.int64), weight.astype(np.int64)


def _count_up_card(rank: int, previous: bool = False) -> tuple[npt.NDArray[np.int64], ...]:
    """The counts of every player-hand class against the spade of ``rank`` as up card.

    ``previous``: as the code before issue 22's second step counted them (the classes of
    each up card found anew, three thresholds in one inclusion-exclusion pass), for the
    bench to time beside the present way."""
    ordinals = five_card_ordinals()[0]
    qualify = int(ordinal_of_strength(rank5([CODES[c.index] for c in _parse("As Kd 4h 3c 2s")])))  # type: ignore[attr-defined]
    u = rank * 4  # a spade: the other suits give the same counts by symmetry
    tables, keys = _group_tables(u)
    hands = all_hands(52, 5)
    if previous:
        without = ~(hands == u).any(axis=1)  # the player's hands, in the order of all_hands(51, 5)
        _, first, weight = np.unique(_spade_classes_by_image()[without], return_index=True, return_counts=True)
        cards = hands[without][first].astype(np.int64)
        weight = weight.astype(np.int64)
        labels = cards - (cards > u)
        s = ordinals[comb_index(cards)].astype(np.int64)
        lt, le, nq = _below_each(u, labels, cards, [s, s + 1, np.full(len(s), qualify)], tables, keys)
    else:
        class_keys, class_first, class_weight = _spade_class_table()
        keep = ((class_keys >> (39 + rank)) & 1) == 0
        first, weight = class_first[keep], class_weight[keep]
        s = ordinals[first].astype(np.int64)
        # In the order of the player's hand value: the group tables are then read a few
        # columns at a time (cache-friendly) instead of all over their 38 MB.
        order = np.argsort(s, kind="stable")
        first, weight, s = first[order], weight[order], s[order]
        cards = hands[first].astype(np.int64)
        labels = cards - (cards > u)
        lt, le, nq = _count_below(u, labels, cards, s, qualify, tables, keys, _extras(tables, keys, qualify))
    high = s >= qualify
    win = np.where(high, lt - nq, 0)
    tie = np.where(high, le - lt, 0)
    lose = HIDDEN - nq - win - tie
    return s, weight, nq, win, tie, lose


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
    if workers <= 1:
        for rank in range(13):
            parts.append(_count_up_card(rank))
            if progress is not None:
                progress()
    else:
        with ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("fork")) as pool:
            for part in pool.map(_count_up_card, range(13)):
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
            return Counts(*(data[f.name] for f in fields(Counts))), float(data["seconds"]), True
    start = time.perf_counter()
    counts = count_caribbean(progress, workers)
    seconds = time.perf_counter() - start
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp.npz")
    arrays: dict[str, Any] = {"seconds": np.array(seconds), **{f.name: getattr(counts, f.name) for f in fields(Counts)}}
    np.savez_compressed(tmp, **arrays)
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
    categories = np.array([int(category_of(int(v))) for v in five_card_ordinals()[1]], dtype=np.int64)
    pay_by_cat = np.zeros(len(HandCategory), dtype=np.int64)
    for c, f in pay.items():
        pay_by_cat[int(c)] = f.numerator * (den // f.denominator)
    win_value = den + 2 * pay_by_cat[categories[counts.ordinal]]  # Ante 1:1 + Bet (2 Antes) at its ratio
    value = counts.no_game * den + counts.win * win_value - counts.lose * 3 * den
    return value, den


STRATEGIES = ("optimal", "akj83", "pair")
STRATEGY_TITLES = {
    "optimal": "optimal strategy (raise when raising beats folding, given the up card)",
    "akj83": "raise with A-K-J-8-3 or better, else fold",
    "pair": "raise with a pair or better, else fold",
}


def analyse(profile: Profile, counts: Counts, strategy: str, seconds: float = 0.0) -> Analysis:
    """The classic game's figures for one strategy, from the counts."""
    pay = _pay_fractions(profile.category_table("main"))
    value, den = raise_values(counts, pay)
    fold_value = -HIDDEN * den
    if strategy == "optimal":
        raises = value > fold_value
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
    r = raises
    add(Fraction(1), int((w[r] * counts.no_game[r]).sum()), "raise; dealer does not qualify")
    add(Fraction(0), int((w[r] * counts.tie[r]).sum()), "raise; tie")
    add(Fraction(-3), int((w[r] * counts.lose[r]).sum()), "raise; dealer wins")
    categories = np.array([int(category_of(int(v))) for v in five_card_ordinals()[1]], dtype=np.int64)
    cat = categories[counts.ordinal]
    for c in HandCategory:
        if c not in pay:
            continue
        m = r & (cat == int(c))
        outcome = 1 + 2 * pay[c]
        add(outcome, int((w[m] * counts.win[m]).sum()), f"raise; win with {c.label}")
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
    with Progress("Caribbean Stud, exact", total=13) as bar:
        counts, seconds, cached = cached_counts(bar.advance, workers, use_cache)
    out = [analyse(profile, counts, s, seconds) for s in strategies]
    if cached:
        for r in out:
            r.notes.append(f"counts read from the cache; computed in {seconds:,.0f} s")
    return out
