"""Which analyses a profile gets, and the committed result files.

* Hold'em (UTH): the optimal strategy, exact (cached on disk), and the Trips wager, exact.
* Stud with exchanges or a sixth card (Novo, Russian): the Express Bonus / BONUS, exact,
  and the main game by simulation under the stated strategy.
* Stud without them (Poker sin descarte / Caribbean Stud): the classic game, exact, for
  the optimal and the simple strategies, and the Seguro, exact.
"""

from __future__ import annotations

import json
import time
from fractions import Fraction
from pathlib import Path

import numpy as np

from dealer_assist.analysis import caribbean, holdem, side_bets, stud_sim
from dealer_assist.analysis.combinatorics import five_card_ordinals
from dealer_assist.analysis.report import Analysis
from dealer_assist.errors import ConfigError
from dealer_assist.evaluator import HandCategory, category_of
from dealer_assist.profile import SHIPPED, Profile
from dealer_assist.rules.engine import rules_for

RESULTS_DIR = Path(__file__).resolve().parent / "results"


def analyses_for(
    profile: Profile,
    strategy: str | None = None,
    *,
    rounds: int = 200_000,
    workers: int | None = None,
    use_cache: bool = True,
) -> list[Analysis]:
    o = profile.options
    if rules_for(profile).streets:  # played street by street (Hold'em): the exact street analysis
        _want(strategy, ("optimal",))
        out = [holdem.analyse(profile, workers=workers, use_cache=use_cache)]
        if o.trips:
            trips = side_bets.trips(profile)
            loss = Fraction(str(out[0].extra.get("_trips_fold_loss", "0")))
            if o.trips_lost_on_fold and loss:
                trips.extra["house edge per Trips unit if river folds stay as without Trips (an upper bound)"] = float(
                    trips.house_edge + loss
                )
            out.append(trips)
        return out
    if o.exchange or o.buy_sixth_card:
        _want(strategy, ("basic",))
        out = []
        if o.express_bonus != "off":
            out.append(side_bets.express_bonus(profile))
        if o.bonus:
            out.append(side_bets.russian_bonus(profile))
        game = profile.name if profile.name in SHIPPED else profile.source
        out.append(stud_sim.simulate(game, rounds, workers=workers))
        return out
    chosen = _want(strategy, caribbean.STRATEGIES)
    out = caribbean.analyse_all(profile, chosen, workers=workers, use_cache=use_cache)
    notes = []
    if o.seguro:
        notes.append("the Seguro is analysed on its own below")
    if o.buy_card:
        notes.append("Comprar carta (the bought card) is not part of the classic game; `advise` values it per hand")
    for r in out:
        r.notes += notes
    if o.seguro:
        out.append(seguro(profile))
    return out


def _want(strategy: str | None, known: tuple[str, ...]) -> tuple[str, ...]:
    if strategy is None:
        return known
    if strategy not in known:
        raise ConfigError(f"unknown strategy {strategy!r} for this game (choose from {', '.join(known)})")
    return (strategy,)


def seguro(profile: Profile) -> Analysis:
    """The Seguro side bet, on the first five cards: exact over all 2,598,960 hands."""
    start = time.perf_counter()
    ordinals, values = five_card_ordinals()
    per_value = np.bincount(ordinals, minlength=len(values))
    table = profile.category_table("seguro")
    outcomes: dict[Fraction, int] = {}
    labels: dict[Fraction, str] = {}
    by_category: dict[HandCategory, int] = {}
    for v, n in zip(values.tolist(), per_value.tolist(), strict=True):
        c = category_of(v)
        by_category[c] = by_category.get(c, 0) + n
    for c, n in by_category.items():
        ratio = table.get(c)
        outcome = Fraction(ratio.num, ratio.den) if ratio else Fraction(-1)
        outcomes[outcome] = outcomes.get(outcome, 0) + n
        label = c.label if ratio else "no paying hand: loses"
        if label not in labels.get(outcome, ""):
            labels[outcome] = f"{labels[outcome]}, {label}" if outcome in labels else label
    r = Analysis(
        game=profile.name,
        title=f"{profile.title}: Seguro",
        outcomes=outcomes,
        wagered=Fraction(1),
        initial=Fraction(1),
        strategy="pay table seguro: " + ", ".join(f"{c.name} {x}" for c, x in table.items()),
        seconds=time.perf_counter() - start,
        labels=labels,
        unit="unit staked",
        key="seguro",
    )
    r.notes.append(
        "a box with a paying Seguro hand always calls under every strategy here, so folding never forfeits it"
    )
    return r


def write_results(profile: Profile, results: list[Analysis]) -> list[Path]:
    """The committed result files: exact figures the tests compare with published ones."""
    if profile.name not in SHIPPED or not profile.source.startswith(str(Path(__file__).resolve().parents[1])):
        raise ConfigError("result files are written for the shipped profiles only")
    RESULTS_DIR.mkdir(exist_ok=True)
    written = []
    for r in results:
        if r.method != "exact":
            continue
        name = f"{profile.name}-{_slug(r)}.json"
        path = RESULTS_DIR / name
        path.write_text(json.dumps(r.to_json(), indent=1) + "\n")
        written.append(path)
    if rules_for(profile).streets:
        blind = holdem.BlindTable.of(profile)
        found = holdem.cached_totals(blind)
        if found is not None:
            values = holdem.preflop_values(blind, found[0])
            path = RESULTS_DIR / f"uth-preflop-{holdem.table_key(blind)}.json"
            doc = {
                "blind_table": {c.name: str(x) for c, x in profile.category_table("blind").items()},
                "classes": {str(k): [str(a), str(b), str(c)] for k, (a, b, c) in values.items()},
                "names": {str(k): holdem.class_name(k) for k in range(169)},
            }
            path.write_text(json.dumps(doc, indent=0) + "\n")
            written.append(path)
    return written


def _slug(r: Analysis) -> str:
    return r.key or "".join(ch if ch.isalnum() else "-" for ch in r.title.lower()).strip("-")
