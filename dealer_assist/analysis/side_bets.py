"""Side bets, exact for any pay table: Express Bonus / BONUS (Novo, Russian Poker) on the
first five cards, and Trips (Ultimate Texas Hold'em) on the player's best of seven.

Both are counted over rank multisets rather than dealt: a hand's rows depend on its
ranks, and on its suits only through "all one suit" and "all one colour", whose counts
are binomial products. 6,175 five-card and 49,205 seven-card multisets stand for all
2,598,960 and 133,784,560 hands.

>>> from dealer_assist.profile import load_profile
>>> r = express_bonus(load_profile("novo"))
>>> r.total
2598960
"""

from __future__ import annotations

import functools
import itertools
import time
from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import comb, prod

from dealer_assist import evaluator as ev
from dealer_assist.analysis.report import Analysis
from dealer_assist.evaluator import HandCategory
from dealer_assist.money import Ratio
from dealer_assist.profile import Profile

_PICTURES = {9, 10, 11}  # J, Q, K
_ACE, _KING, _QUEEN = 12, 11, 10


def _is_straight(ranks: Sequence[int]) -> bool:
    r = sorted(set(ranks))
    if len(r) != 5:
        return False
    return r[4] - r[0] == 4 or r == [0, 1, 2, 3, 12]


@functools.cache
def bonus_row_classes() -> tuple[tuple[frozenset[str], int], ...]:
    """Every set of Express Bonus rows a five-card hand can make, with how many hands make it."""
    found: dict[frozenset[str], int] = {}
    for ranks in itertools.combinations_with_replacement(range(13), 5):
        counts = [ranks.count(r) for r in set(ranks)]
        if max(counts) > 4:
            continue
        total = prod(comb(4, c) for c in counts)
        distinct = max(counts) == 1
        flush = 4 if distinct else 0
        colour = 2 * prod(comb(2, c) for c in counts)  # all red or all black, flushes included
        base: set[str] = set()
        top = max(counts)
        if top == 4:
            base.add("QUADS")
        if sorted(counts) == [2, 3]:
            base.add("FULL_HOUSE")
        if top >= 3:
            base.add("TRIPS")
        if set(ranks) <= _PICTURES:
            base.add("FIVE_PICTURES")
        if _is_straight(ranks):
            base.add("STRAIGHT")
        if {_ACE, _KING, _QUEEN} <= set(ranks):
            base.add("ACE_KING_QUEEN")
        for rows, n in (
            (base | {"FLUSH", "SAME_COLOUR"}, flush),
            (base | {"SAME_COLOUR"}, colour - flush),
            (base, total - colour),
        ):
            if n:
                key = frozenset(rows)
                found[key] = found.get(key, 0) + n
    return tuple(sorted(found.items(), key=lambda kv: sorted(kv[0])))


def best_ratio(rows: frozenset[str], table: Mapping[str, Ratio]) -> tuple[str, Fraction] | None:
    """The best-paying row of ``table`` among ``rows`` (as the engine's ``best_row``)."""
    best: tuple[str, Fraction] | None = None
    for row, ratio in table.items():
        f = Fraction(ratio.num, ratio.den)
        if row in rows and (best is None or best[1] < f):
            best = (row, f)
    return best


def bonus_analysis(profile: Profile, table_name: str, title: str) -> Analysis:
    """An Express Bonus-style wager on five cards, for the profile's ``table_name`` table."""
    start = time.perf_counter()
    table = profile.pay_tables[table_name]
    outcomes: dict[Fraction, int] = {}
    labels: dict[Fraction, str] = {}
    by_row: dict[str, int] = {}
    for rows, n in bonus_row_classes():
        best = best_ratio(rows, table)
        outcome = best[1] if best else Fraction(-1)
        name = best[0] if best else "no row: the wager loses"
        outcomes[outcome] = outcomes.get(outcome, 0) + n
        by_row[name] = by_row.get(name, 0) + n
        if name not in labels.get(outcome, ""):
            labels[outcome] = f"{labels[outcome]}, {name}" if outcome in labels else name
    result = Analysis(
        game=profile.name,
        title=title,
        outcomes=outcomes,
        wagered=Fraction(1),
        initial=Fraction(1),
        strategy=f"pay table {table_name}: " + ", ".join(f"{r} {v}" for r, v in table.items()),
        seconds=time.perf_counter() - start,
        labels=labels,
        unit="unit staked",
        key=table_name.replace("_", "-"),
    )
    result.notes.append("per unit staked; the stake's own table maximum (side_bet_max_payout) is not reached")
    return result


def express_bonus(profile: Profile) -> Analysis:
    return bonus_analysis(profile, "express_bonus", f"{profile.title}: Express Bonus (box, dealer or another box)")


def russian_bonus(profile: Profile) -> Analysis:
    r = bonus_analysis(profile, "bonus", f"{profile.title}: BONUS")
    r.notes.append("as paid when declared; a box that folds without exchanging or buying loses it with the Ante")
    return r


@functools.cache
def seven_card_categories() -> dict[HandCategory, int]:
    """How many of the 133,784,560 seven-card hands make each category (best five of seven)."""
    out = dict.fromkeys(HandCategory, 0)
    for counts in ev._multisets(7):
        total = prod(comb(4, c) for c in counts)
        support = [r for r in range(13) if counts[r]]
        flushes = 0
        if len(support) >= 5:
            for k in range(5, len(support) + 1):
                for subset in itertools.combinations(support, k):
                    inside = set(subset)
                    ways = 1
                    for r in support:
                        c = counts[r]
                        ways *= comb(3, c - 1) if r in inside else comb(3, c)
                    if ways:
                        ways *= 4  # the flush suit
                        mask = sum(1 << r for r in subset)
                        out[ev.category_of(ev._flush_strength(mask))] += ways
                        flushes += ways
        out[ev.category_of(ev._plain_strength(counts))] += total - flushes
    return out


def trips(profile: Profile) -> Analysis:
    """The Trips wager: pays on the player's best five of seven whatever the dealer has."""
    start = time.perf_counter()
    table = profile.category_table("trips")
    outcomes: dict[Fraction, int] = {}
    labels: dict[Fraction, str] = {}
    for category, n in seven_card_categories().items():
        ratio = table.get(category)
        outcome = Fraction(ratio.num, ratio.den) if ratio else Fraction(-1)
        outcomes[outcome] = outcomes.get(outcome, 0) + n
        name = category.label if ratio else "below the table: loses"
        if name not in labels.get(outcome, ""):
            labels[outcome] = f"{labels[outcome]}, {name}" if outcome in labels else name
    result = Analysis(
        game=profile.name,
        title=f"{profile.title}: Trips",
        outcomes=outcomes,
        wagered=Fraction(1),
        initial=Fraction(1),
        strategy="pay table trips: " + ", ".join(f"{c.name} {r}" for c, r in table.items()),
        seconds=time.perf_counter() - start,
        labels=labels,
        unit="unit staked",
        key="trips",
    )
    if profile.options.trips_lost_on_fold:
        result.notes.append(
            "counted as if the box never folds a paying hand; with trips_lost_on_fold a river fold "
            "also loses Trips (see the UTH analysis for how often the optimal player folds one)"
        )
    return result
