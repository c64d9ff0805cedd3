"""The result of an analysis: the distribution of a round's net outcome and the figures
derived from it (house edge, element of risk, standard deviation), exact or simulated.

Amounts are in units of the Ante. Exact results keep every count as a Python integer
and every ratio as a :class:`~fractions.Fraction`; nothing is rounded until printed.

>>> from fractions import Fraction as F
>>> r = Analysis("demo", "coin", {F(1): 1, F(-1): 1}, wagered=F(1), initial=F(1))
>>> r.ev, r.house_edge, r.sd
(Fraction(0, 1), Fraction(0, 1), 1.0)
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

EXACT, SIMULATION = "exact", "simulation"


@dataclass
class Analysis:
    """One bet (or one game under one strategy) analysed."""

    game: str
    title: str
    outcomes: Mapping[Fraction, int]
    """Net result of a round in Antes -> its weight (a count of equally likely deals)."""
    wagered: Fraction
    """Expected total amount put at risk per round (Ante, Blind, raises, fees), in Antes."""
    initial: Fraction
    """The wagers placed before the deal, in Antes (Ante; Ante + Blind in Hold'em)."""
    method: str = EXACT
    strategy: str = ""
    seconds: float = 0.0
    published: Fraction | None = None
    """A published house edge per Ante to compare with, when there is one."""
    notes: list[str] = field(default_factory=list)
    labels: dict[Fraction, str] = field(default_factory=dict)
    """What each outcome is (e.g. "raise, win with a flush"), for the printed distribution."""
    extra: dict[str, Any] = field(default_factory=dict)
    unit: str = "Ante"
    key: str = ""
    """A short name for files: the strategy or the side bet."""
    """What the figures are per: the Ante, or (side bets) the unit staked."""

    @property
    def total(self) -> int:
        return sum(self.outcomes.values())

    @property
    def ev(self) -> Fraction:
        """The player's expected net result per round, in Antes."""
        return Fraction(sum(o * w for o, w in self.outcomes.items())) / self.total

    @property
    def house_edge(self) -> Fraction:
        """Expected loss per Ante."""
        return -self.ev

    @property
    def edge_per_initial(self) -> Fraction:
        """Expected loss per unit of the wagers placed before the deal."""
        return -self.ev / self.initial

    @property
    def element_of_risk(self) -> Fraction:
        """Expected loss per unit of everything wagered (Ante, Blind, raises, fees)."""
        return -self.ev / self.wagered

    @property
    def variance(self) -> Fraction:
        mean = self.ev
        second = Fraction(sum(o * o * w for o, w in self.outcomes.items())) / self.total
        return second - mean * mean

    @property
    def sd(self) -> float:
        """Standard deviation of a round's net result, in Antes."""
        return math.sqrt(self.variance)

    @property
    def half_width(self) -> float:
        """Half the 95% confidence interval of the house edge (simulations only)."""
        if self.method == EXACT:
            return 0.0
        return 1.96 * self.sd / math.sqrt(self.total)

    def probability(self, outcome: Fraction) -> Fraction:
        return Fraction(self.outcomes.get(outcome, 0), self.total)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game,
            "title": self.title,
            "method": self.method,
            "strategy": self.strategy,
            "house_edge_per_ante": float(self.house_edge),
            "house_edge_per_initial_bet": float(self.edge_per_initial),
            "element_of_risk": float(self.element_of_risk),
            "sd": self.sd,
            "average_total_bet": float(self.wagered),
            "initial_bet": str(self.initial),
            "seconds": round(self.seconds, 2),
            "outcomes": {str(o): w for o, w in sorted(self.outcomes.items())},
            "notes": list(self.notes),
        }
        if self.method == EXACT:
            out["house_edge_per_ante_exact"] = str(self.house_edge)
        else:
            out["rounds"] = self.total
            out["ci95"] = self.half_width
        if self.published is not None:
            out["published_house_edge_per_ante"] = float(self.published)
        out.update({k: v for k, v in self.extra.items() if isinstance(v, (int, float, str, bool)) and k[0] != "_"})
        return out


def _pct(x: float, digits: int = 4) -> str:
    return f"{100 * x:.{digits}f}%"


def _published_digits(published: Fraction) -> int:
    """How many decimals (in percent) the published figure gives: 5.224% -> 3."""
    text = f"{float(published) * 100:.6f}".rstrip("0")
    return len(text.split(".")[1]) if "." in text else 0


def format_analysis(r: Analysis, *, distribution: bool = True) -> str:
    """The printed report of one analysis."""
    lines = [f"{r.title} — {r.strategy}" if r.strategy else r.title]
    if r.method == EXACT:
        lines.append(f"  method: exact enumeration of {r.total:,} equally likely cases ({r.seconds:,.1f} s)")
    else:
        lines.append(f"  method: SIMULATION of {r.total:,} rounds ({r.seconds:,.1f} s); 95% confidence intervals")
    ci = f" ± {_pct(r.half_width, 3)}" if r.method != EXACT else ""
    label = f"house edge per {r.unit}:"
    lines.append(f"  {label:<28}{_pct(float(r.house_edge))}{ci}")
    if r.published is not None:
        d = _published_digits(r.published)
        ours = f"{100 * float(r.house_edge):.{d}f}%"
        theirs = f"{100 * float(r.published):.{d}f}%"
        verdict = "matches" if ours == theirs else "DIFFERS FROM"
        lines.append(f"    to the published digits:  {ours} {verdict} the published {theirs}")
    if r.initial != 1:
        lines.append(f"  house edge per initial bet: {_pct(float(r.edge_per_initial))} (initial bet {r.initial} Antes)")
    if r.wagered != r.initial:
        lines.append(
            f"  element of risk:            {_pct(float(r.element_of_risk))} "
            f"(per amount wagered; average total bet {float(r.wagered):.4f} Antes)"
        )
    per = "Antes" if r.unit == "Ante" else "units"
    lines.append(f"  standard deviation:         {r.sd:.4f} {per} per round")
    if r.method == EXACT:
        lines.append(f"  exact house edge:           {r.house_edge.numerator}/{r.house_edge.denominator}")
    for key, value in r.extra.items():
        if key.startswith("_"):
            continue  # kept for other analyses, not printed
        if isinstance(value, float):
            lines.append(f"  {key}: {value:.6f}")
        elif isinstance(value, (int, str)):
            lines.append(f"  {key}: {value}")
    for note in r.notes:
        lines.append(f"  note: {note}")
    if distribution:
        lines.append(f"  distribution of the net result ({per}):")
        for outcome in sorted(r.outcomes, reverse=True):
            p = float(r.probability(outcome))
            label = r.labels.get(outcome, "")
            lines.append(f"    {_fmt_outcome(outcome):>8}  {p:12.8f}  {label}")
    return "\n".join(lines)


def _fmt_outcome(o: Fraction) -> str:
    if o.denominator == 1:
        return f"{o.numerator:+d}"
    return f"{float(o):+.2f}"
