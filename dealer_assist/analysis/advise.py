"""The best decision for a box now, with the expected value of every open decision.

``advise(round_doc, box)`` reads a round file as it stands mid-round (the box's cards
and actions so far, the dealer's up card, the board, any other box's cards) and returns
an :class:`Advice`: one :class:`Option` per decision open to the box with its expected
value in Antes (and in money at the box's Ante), and the best one. Cards the box cannot
see (the dealer's hidden cards, cards still in the shoe) are averaged over; every card in
the file other than the dealer's hidden ones is treated as seen, hence dead.

Exact (complete enumeration) unless an option says "simulated":

* stud games: fold, play, a sixth card, every one-card exchange, a bought card, insurance,
  buying the dealer a game - each against all C(n, 4) hidden dealer hands (about
  150,000), every draw enumerated, the later decisions (fold or play after the draw, buying
  the dealer a game) taken optimally; exchanges of two or more cards draw a stated sample;
* Ultimate Texas Hold'em: river and flop decisions exactly (every turn, river and dealer
  holding); pre-flop from the exact analysis's per-hand table (the committed result for
  the shipped Blind table, else the cache of ``dealer-assist analyze --game ...``).
"""

from __future__ import annotations

import functools
import itertools
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from math import comb
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from dealer_assist.analysis.combinatorics import all_hands, comb_index
from dealer_assist.batch import rank_batch
from dealer_assist.cards import DECK, Card
from dealer_assist.errors import CardError, RoundFileError, RuleError
from dealer_assist.evaluator import CATEGORY_SHIFT, HandCategory, evaluate
from dealer_assist.hands import best_two_hands
from dealer_assist.money import fmt
from dealer_assist.profile import Profile
from dealer_assist.roundfile import parse_round
from dealer_assist.rules.engine import check_stakes, rules_for
from dealer_assist.rules.game import GameRules
from dealer_assist.rules.model import BoxSpec, BoxState, Status

AK = int(HandCategory.ACE_KING) << CATEGORY_SHIFT
PAIR = int(HandCategory.PAIR) << CATEGORY_SHIFT
EXACT, SIMULATED = "exact", "simulated"
EXCHANGE_SAMPLE = 40  # draws sampled per exchange of two or more cards


@dataclass(frozen=True)
class Option:
    """One decision and its expected value for the box (net, in Antes)."""

    action: dict[str, Any]
    """The action as the round file writes it (``{"do": "exchange", "discard": [...]}``)."""
    label: str
    ev: float
    method: str = EXACT
    detail: str = ""

    def to_json(self, ante: Decimal) -> dict[str, Any]:
        out = {"action": self.action, "label": self.label, "ev_antes": round(self.ev, 5)}
        out["ev_amount"] = fmt((ante * Decimal(repr(self.ev))).quantize(Decimal("0.01")))
        out["method"] = self.method
        if self.detail:
            out["detail"] = self.detail
        return out


@dataclass
class Advice:
    box: int
    stage: str
    options: list[Option]
    ante: Decimal
    notes: list[str] = field(default_factory=list)

    @property
    def best(self) -> Option:
        return max(self.options, key=lambda o: o.ev)

    def to_json(self) -> dict[str, Any]:
        return {
            "box": self.box,
            "stage": self.stage,
            "best": self.best.label,
            "options": [o.to_json(self.ante) for o in sorted(self.options, key=lambda o: -o.ev)],
            "notes": self.notes,
        }

    def format(self) -> str:
        lines = [f"Box {self.box} ({self.stage}): best is {self.best.label}"]
        for o in sorted(self.options, key=lambda o: -o.ev):
            money = fmt((self.ante * Decimal(repr(o.ev))).quantize(Decimal("0.01")))
            mark = "*" if o is self.best else " "
            lines.append(
                f" {mark} {o.label:<48} {o.ev:+9.4f} Antes  ({money})  {o.method}{'; ' + o.detail if o.detail else ''}"
            )
        lines += [f"   note: {n}" for n in self.notes]
        return "\n".join(lines)


# -- reading the round ------------------------------------------------------------------------


def _box_state(rules: GameRules, spec: BoxSpec) -> BoxState:
    state = rules.dealt(BoxState(spec.box, spec.wagers, spec.blind_box, spec.player), spec.cards)
    for a in spec.actions:
        state = rules.apply(state, a)
    return state


def _seen_cards(spec_cards: Sequence[Card]) -> set[int]:
    return {c.index for c in spec_cards}


def advise(round_doc: dict[str, Any], box: int, *, seed: int = 1) -> Advice:
    """The expected value of each decision open to ``box`` now, and the best one."""
    spec = parse_round(round_doc)
    profile = spec.profile
    rules = rules_for(profile)
    for each in spec.boxes:
        check_stakes(profile, each)  # docs/rules.md §7: no advice on chips the table does not have
    boxes = {b.box: b for b in spec.boxes}
    if box not in boxes:
        raise RoundFileError(f"box {box} is not in the round (boxes: {', '.join(map(str, sorted(boxes)))})")
    b = boxes[box]
    try:
        state = _box_state(rules, b)
    except RuleError as err:
        raise RoundFileError(f"box {box}: cannot replay its actions: {err}") from err
    seen: list[Card] = list(spec.board) + list(spec.burns)
    for other in spec.boxes:
        seen += list(other.cards)
        for a in other.actions:
            seen += list(a.draw)
    up_position = rules.dealer_up_card
    if up_position is None:  # valued street by street, the dealer's cards unseen
        seen += list(spec.dealer.cards) if len(spec.dealer.cards) != 2 else []
        _check_unique(seen)
        return _advise_holdem(profile, rules, state, spec.board, {c.index for c in seen}, b)
    dealer = list(spec.dealer.cards)
    if len(dealer) == 5:
        up = dealer[up_position - 1]
    elif len(dealer) == 1:
        up = dealer[0]
    else:
        raise RoundFileError(f"dealer: give the 5 dealt cards or only the up card, not {len(dealer)}")
    seen.append(up)
    _check_unique(seen)
    return _advise_stud(profile, rules, state, up.index, {c.index for c in seen}, b, random.Random(seed), seed)


def _check_unique(cards: Sequence[Card]) -> None:
    found: set[int] = set()
    for c in cards:
        if c.index in found:
            raise CardError(f"{c} appears twice in the round")
        found.add(c.index)


# -- stud ------------------------------------------------------------------------------------


BUY_SAMPLE = 1_500  # dealer hands without a game whose bought games are enumerated (all, when fewer)
_KEY = 25  # strengths fit in 25 bits: level keys are (card-subset index << 25) | strength


@functools.cache
def _local_hands(n: int) -> npt.NDArray[np.int64]:
    return all_hands(n, 4).astype(np.int64)


@functools.cache
def _subset_keys(n: int, t: int) -> npt.NDArray[np.int64]:
    """For every t-subset of every 4-card hand of n cards (hands in all_hands order, one
    block per choice of t of the 4 columns): the subset's index, shifted above _KEY."""
    local = _local_hands(n)
    return np.concatenate([comb_index(local[:, cols]) << _KEY for cols in itertools.combinations(range(4), t)])


@functools.cache
def _members(n: int, t: int) -> npt.NDArray[np.int64]:
    """Row s: the 4-card hands of n cards (all_hands order) holding the t-subset s."""
    index = np.concatenate([comb_index(_local_hands(n)[:, cols]) for cols in itertools.combinations(range(4), t)])
    hands = np.tile(np.arange(comb(n, 4), dtype=np.int64), comb(4, t))
    return hands[np.argsort(index, kind="stable")].reshape(comb(n, t), comb(n - t, 4 - t))


class _DealerHands:
    """Every hidden four cards of the dealer among the unseen cards, with its strength,
    counted rather than walked: "how many hands without the player's drawn cards are
    below x" is inclusion-exclusion over the drawn cards, each term a binary search (all
    strengths sorted; per card, sorted keys), a count over the few hands holding two or
    three given cards (a cached index), or one hand's own strength (four cards)."""

    def __init__(self, unseen: Sequence[int], up: int, buy: bool, seed: int = 1) -> None:
        self.unseen = np.array(sorted(unseen), dtype=np.int64)
        self.up = up
        n = self.n = len(self.unseen)
        local = _local_hands(n)
        hidden = self.unseen[local]
        self.strength = rank_batch(np.concatenate([hidden, np.full((len(hidden), 1), up)], axis=1)).astype(np.int64)
        self.sorted = np.sort(self.strength)
        self.local = local  # each hand's four unseen cards (local numbers), in all_hands order
        self._levels: dict[int, npt.NDArray[np.int64]] = {}
        self.buy = buy
        no_game = np.flatnonzero(self.strength < AK)
        self.nq = len(no_game)
        self.buy_rows: npt.NDArray[np.int64] | None = None
        self.buy_exact = True
        if buy and self.nq:
            rng = np.random.default_rng(seed)
            rows = no_game
            if self.nq > BUY_SAMPLE:
                rows = np.sort(rng.choice(no_game, BUY_SAMPLE, replace=False))
                self.buy_exact = False
            self._bought(rows)

    def _bought(self, rows: npt.NDArray[np.int64]) -> None:
        """The dealer's game after a buy, for hands ``rows`` (all_hands order) and
        every unseen card as the new one: its highest card is replaced."""
        cards = self.unseen[self.local[rows]]
        five = np.concatenate([cards, np.full((len(rows), 1), self.up)], axis=1)
        highest = np.argmax(five // 4, axis=1)  # no pair in a hand without a game: one highest card
        keep = np.ones(five.shape, dtype=bool)
        keep[np.arange(len(rows)), highest] = False
        kept = five[keep].reshape(-1, 4)
        n = self.n
        new = np.concatenate([np.repeat(kept, n, axis=0), np.tile(self.unseen, len(rows))[:, None]], axis=1)
        holds = np.zeros((len(rows), n), dtype=bool)
        np.put_along_axis(holds, self.local[rows], True, axis=1)
        strengths = np.full(len(new), -1, dtype=np.int64)
        ok = ~holds.ravel()
        strengths[ok] = rank_batch(new[ok])
        self.buy_rows = rows
        self.bought = strengths.reshape(len(rows), n)  # -1: that card is in the dealer's hand
        self.bought_holds = self.local[rows]
        self.usable = (self.bought >= 0).sum(axis=1)
        qualifying = self.bought >= AK
        self._best_qualify = [
            float((qualifying.sum(axis=1) / np.maximum(1, self.usable - d)).max()) if len(rows) else 0.0
            for d in range(6)
        ]
        # Every qualifying bought game as (row << _KEY | strength), sorted: "how many of row r's
        # qualifying bought games are below x" is one binary search, for all rows at once.
        r, j = np.nonzero(qualifying)
        self.qualifying_keys = np.sort((r.astype(np.int64) << _KEY) | self.bought[r, j])
        self.qualifying = qualifying.sum(axis=1)

    def _level(self, t: int) -> npt.NDArray[np.int64]:
        """Sorted keys (index of a t-subset of a hand's cards << _KEY | strength)."""
        keys = self._levels.get(t)
        if keys is None:
            keys = self._levels[t] = np.sort(_subset_keys(self.n, t) | np.tile(self.strength, comb(4, t)))
        return keys

    def below(self, dead: Sequence[Sequence[int]], x: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
        """For each query q: hands holding none of the local cards ``dead[q]`` with
        strength below ``x[q, k]`` (every column k of ``x``)."""
        out = np.searchsorted(self.sorted, x).astype(np.int64)
        by_level: dict[int, tuple[list[int], list[int], list[int]]] = {}
        for q, cards in enumerate(dead):
            for t in range(1, min(4, len(cards)) + 1):
                rows, subsets, signs = by_level.setdefault(t, ([], [], []))
                for sub in itertools.combinations(sorted(cards), t):
                    rows.append(q)
                    subsets.append(sum(comb(c, i + 1) for i, c in enumerate(sub)))
                    signs.append(-1 if t % 2 else 1)
        four = by_level.pop(4, None)
        if four is not None:  # a hand holding four given cards is that hand: its own strength decides
            rows, subsets, signs = four
            own = self.strength[subsets][:, None] < x[rows]
            np.add.at(out, np.array(rows), np.array(signs)[:, None] * own)
        for t in (2, 3):
            group = by_level.pop(t, None)
            if group is not None:  # few hands hold two or three given cards: count them directly
                rows, subsets, signs = group
                held = np.sort(self.strength[_members(self.n, t)[subsets]], axis=1)  # (subsets, hands holding each)
                width = held.shape[1]
                band = np.arange(len(subsets), dtype=np.int64)[:, None] << _KEY  # rows kept apart in one sorted array
                within = np.searchsorted((band | held).ravel(), band | x[rows]) - (band >> _KEY) * width
                np.add.at(out, np.array(rows), np.array(signs)[:, None] * within)
        for t, (rows, subsets, signs) in by_level.items():
            keys = self._level(t)
            base = np.array(subsets, dtype=np.int64)[:, None] << _KEY
            found = np.searchsorted(keys, base + x[rows]) - np.searchsorted(keys, base)
            np.add.at(out, np.array(rows), np.array(signs)[:, None] * found)
        return out

    def play_values(
        self, player: npt.NDArray[np.int64], win: npt.NDArray[np.float64], dead: Sequence[Sequence[int]]
    ) -> npt.NDArray[np.float64]:
        """Expected net of playing (Ante 1, Bet 2) for each query: strength ``player[q]``
        winning ``win[q]`` Antes against a qualifying dealer it beats, the unseen cards
        ``dead[q]`` (actual cards) being the player's; buying the dealer a game when it pays."""
        local = [[self.index(c) for c in d] for d in dead]
        x = np.stack([np.full(len(player), AK, dtype=np.int64), player, player + 1], axis=1)
        counts = self.below(local, x)
        nq, lt, le = counts[:, 0], counts[:, 1], counts[:, 2]
        total = np.array([comb(self.n - len(d), 4) for d in local], dtype=np.int64)
        has_game = player >= AK
        beaten = np.where(has_game, lt - nq, 0)
        tied = np.where(has_game, le - lt, 0)
        lost = total - nq - beaten - tied
        value = nq + beaten * win - 3.0 * lost + self._buy_gain(player, win, local, nq)
        out: npt.NDArray[np.float64] = value / total
        return out

    def _buy_gain(
        self,
        player: npt.NDArray[np.int64],
        win: npt.NDArray[np.float64],
        local: list[list[int]],
        nq: npt.NDArray[np.int64],
    ) -> npt.NDArray[np.float64]:
        """Sum over the dealer hands without a game (holding no dead card) of what buying
        them a game adds over taking the Ante's +1: max(0, buy - 1). Exact over every such
        hand when there are at most BUY_SAMPLE of them, else their mean over the sampled
        ones times their number (the standard error is in :attr:`buy_error`)."""
        gain = np.zeros(len(player))
        self.buy_error = 0.0
        if self.buy_rows is None:
            return gain
        wanted = [q for q, cards in enumerate(local) if win[q] * self._best_qualify[min(5, len(cards))] > 2]
        if not wanted:  # buying costs 1 and gives up the Ante's +1: never better unless win x P(qualify) > 2
            return gain
        rows_of = np.arange(len(self.bought), dtype=np.int64)
        thresholds = np.unique(np.concatenate([player[wanted], player[wanted] + 1]))
        at = np.searchsorted(self.qualifying_keys, (rows_of[:, None] << _KEY) | thresholds[None, :])
        below = at - np.searchsorted(self.qualifying_keys, rows_of << _KEY)[:, None]  # [row, threshold]
        for q in wanted:
            cards = local[q]
            p = int(player[q])
            k_lt, k_le = np.searchsorted(thresholds, [p, p + 1])
            lt = below[:, k_lt].copy()
            le = below[:, k_le].copy()
            qual = self.qualifying.copy()
            usable = self.usable.copy()
            rows_ok = np.ones(len(rows_of), dtype=bool)
            for j in cards:  # the player's drawn cards are not in the shoe for the dealer either
                rows_ok &= ~(self.bought_holds == j).any(axis=1)
                bj = self.bought[:, j]
                usable -= bj >= 0
                dead_q = bj >= AK
                qual -= dead_q
                lt -= dead_q & (bj < p)
                le -= dead_q & (bj <= p)
            total = win[q] * lt - 3.0 * (qual - le)
            buy = -1 + total / np.maximum(1, usable)
            each = np.maximum(0.0, buy - 1.0)[rows_ok]
            if self.buy_exact:
                gain[q] = each.sum()
            elif len(each):
                gain[q] = each.mean() * nq[q]
                if len(each) > 1:
                    self.buy_error = max(self.buy_error, float(each.std(ddof=1) / np.sqrt(len(each)) * nq[q]))
        return gain

    def index(self, card: int) -> int:
        return int(np.searchsorted(self.unseen, card))

    def play_value(self, player: int, win: float, dead: Sequence[int] = ()) -> float:
        return float(self.play_values(np.array([player], dtype=np.int64), np.array([win]), [list(dead)])[0])

    def insurance_value(self, player: int, dead: Sequence[int], lose_on_tie: bool) -> float:
        local = [[self.index(c) for c in dead]]
        x = np.array([[AK, player, player + 1]], dtype=np.int64)
        nq, lt, le = (int(v) for v in self.below(local, x)[0])
        total = comb(self.n - len(dead), 4)
        # Qualifying dealers the player beats lose the insurance; ties as the profile says.
        beaten = max(0, lt - nq)
        tied = max(0, le - max(lt, nq))
        return (nq - beaten - (tied if lose_on_tie else 0)) / total


class _StudHand:
    """A box's hand's strength and what it wins when it beats a qualifying dealer."""

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        self.main = profile.category_table("main")
        self.second = profile.options.second_hand
        self.ante_even = profile.options.ante_on_win == "even"
        self._cache: dict[tuple[int, ...], tuple[int, float]] = {}

    def value(self, cards: Sequence[int]) -> tuple[int, float]:
        key = tuple(sorted(cards))
        if key not in self._cache:
            parsed = [DECK[c] for c in key]
            if self.second:
                two = best_two_hands(parsed, self.main)
                strength = two.principal.strength
                ratio = float(self.main.get(two.principal.category, 0))
                if two.second is not None:
                    ratio += float(self.main[two.second.category])
            else:
                v = evaluate(parsed)
                strength = v.strength
                ratio = float(self.main.get(v.category, 0))
            self._cache[key] = (strength, (1.0 if self.ante_even else 0.0) + 2 * ratio)
        return self._cache[key]


def _names(cards: Sequence[int]) -> list[str]:
    return [DECK[c].code for c in cards]


def _advise_stud(
    profile: Profile,
    rules: GameRules,
    s: BoxState,
    up: int,
    seen: set[int],
    spec: BoxSpec,
    rng: random.Random,
    seed: int = 1,
) -> Advice:
    o = profile.options
    cards = [c.index for c in s.cards]
    unseen = [c for c in range(52) if c not in seen and c not in cards]
    ante = spec.wagers.ante
    hand = _StudHand(profile)
    notes = [f"{len(unseen)} unseen cards; the dealer's up card is {DECK[up].code}"]
    if s.status is Status.INSTANT:
        return Advice(
            spec.box, "instant payout", [Option({"do": "none"}, "nothing to decide: paid at once", 0.0)], ante, notes
        )
    if len(unseen) < 4:
        raise RoundFileError(f"only {len(unseen)} unseen cards: the dealer's four hidden cards cannot be among them")
    dealer = _DealerHands(unseen, up, o.dealer_game_buy, seed)

    def plays(hands: Sequence[tuple[Sequence[int], Sequence[int]]]) -> npt.NDArray[np.float64]:
        """The value of playing each (cards held, drawn cards) in one batch of counts."""
        values = [hand.value(now) for now, _ in hands]
        player = np.array([v[0] for v in values], dtype=np.int64)
        win = np.array([v[1] for v in values])
        return dealer.play_values(player, win, [dead for _, dead in hands])

    def play(now: Sequence[int], dead: Sequence[int] = ()) -> float:
        return float(plays([(now, dead)])[0])

    def after_draw(kept: Sequence[int], draws: Sequence[Sequence[int]]) -> float:
        return float(np.maximum(-1.0, plays([([*kept, *d], d) for d in draws])).mean())

    options: list[Option] = []
    if s.status in (Status.DEALT, Status.DRAWN):
        stage = "decision" if s.status is Status.DEALT else "after the draw"
        options.append(Option({"do": "fold"}, "fold", -1.0 - _fees(s)))
        options.append(Option({"do": "play"}, "play (Bet 2 x Ante)", play(cards) - _fees(s)))
        if s.status is Status.DEALT and o.buy_sixth_card and len(unseen) >= 5:
            ev = -1 + after_draw(cards, [[x] for x in unseen])
            options.append(Option({"do": "buy"}, "buy a sixth card", ev, detail=f"{len(unseen)} sixth cards"))
        if s.status is Status.DEALT and o.exchange:
            options += _exchange_options(cards, unseen, o.exchange_min_cards, after_draw, rng)
        if s.status is Status.DEALT and o.buy_card:
            notes.append("a card may be bought after calling: ask again once the box has played")
    elif s.status is Status.PLAYED:
        stage = "after playing"
        base = play(cards)
        if o.buy_card and not s.bought_card:
            options.append(Option({"do": "none"}, "keep the hand", base))
            for d in cards:
                kept = [c for c in cards if c != d]
                ev = -1 + float(plays([([*kept, x], [x]) for x in unseen]).mean())
                options.append(Option({"do": "buy_card", "discard": _names([d])}, f"buy a card for {DECK[d].code}", ev))
        limits = rules.insurance_range(s)
        if limits is not None:
            strength, _ = hand.value(cards)
            unit = dealer.insurance_value(strength, (), o.insurance_on_tie == "lose")
            low, high = limits
            options.append(Option({"do": "none"}, "no insurance", base))
            best_amount = high if unit > 0 else low
            ev = base + unit * float(best_amount / ante)
            options.append(
                Option(
                    {"do": "insure", "amount": fmt(best_amount)},
                    f"insure {fmt(best_amount)}",
                    ev,
                    detail=f"insurance returns {unit:+.4f} per unit staked",
                )
            )
        if not options:
            options.append(Option({"do": "none"}, "nothing to decide before the dealer opens", base))
    else:
        raise RoundFileError(f"box {spec.box}: nothing to decide ({s.status.value})")
    if not dealer.buy_exact:
        notes.append(
            f"buying the dealer a game: valued over {BUY_SAMPLE:,} of the {dealer.nq:,} dealer hands without a game "
            "(sampled, every new card enumerated); the rest is exact"
        )
    notes.append("expected values are of the main game (Ante, Bet, second hand, fees); side bets are settled apart")
    return Advice(spec.box, stage, options, ante, notes)


def _fees(s: BoxState) -> int:
    return int(s.exchanged) + int(s.bought_sixth)


def _exchange_options(
    cards: list[int], unseen: list[int], least: int, after_draw: Any, rng: random.Random
) -> list[Option]:
    """Every one-card exchange exactly; the exchanges worth considering of more cards by sample."""
    out = []
    if least <= 1 and len(unseen) >= 5:
        for d in cards:
            kept = [c for c in cards if c != d]
            ev = -1 + after_draw(kept, [[x] for x in unseen])
            out.append(Option({"do": "exchange", "discard": _names([d])}, f"exchange {DECK[d].code}", ev))
    value = evaluate([DECK[c] for c in cards])
    combo = {c.index for c in value.combination} if value.category >= HandCategory.PAIR else set()
    candidates: list[list[int]] = []
    if combo:
        candidates.append([c for c in cards if c not in combo])
    candidates.append([c for c in cards if c // 4 < 9])  # keep J, Q, K, A
    candidates.append([c for c in cards if c // 4 < 12])  # keep aces
    candidates.append(list(cards))
    by_suit = max(range(4), key=lambda su: sum(1 for c in cards if c % 4 == su))
    candidates.append([c for c in cards if c % 4 != by_suit])
    done: set[tuple[int, ...]] = set()
    for discard in candidates:
        key = tuple(sorted(discard))
        if len(discard) < max(2, least) or key in done or len(unseen) - len(discard) < 4:
            continue
        done.add(key)
        kept = [c for c in cards if c not in discard]
        draws = [rng.sample(unseen, len(discard)) for _ in range(EXCHANGE_SAMPLE)]
        ev = -1 + after_draw(kept, draws)
        out.append(
            Option(
                {"do": "exchange", "discard": _names(discard)},
                f"exchange {' '.join(_names(discard))}",
                ev,
                method=SIMULATED,
                detail=f"{EXCHANGE_SAMPLE} sampled draws, each against every dealer hand",
            )
        )
    return out


# -- Ultimate Texas Hold'em ---------------------------------------------------------------------


def _holdem_outcomes(
    profile: Profile, player: npt.NDArray[np.int64], dealer: npt.NDArray[np.int64]
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """(A, Bm) per comparison: playing m x returns A + m * Bm Antes (Ante and Blind 1 each)."""
    blind = profile.category_table("blind")
    pay = np.zeros(len(HandCategory))
    for c, r in blind.items():
        pay[int(c)] = float(r)
    bl = pay[player >> CATEGORY_SHIFT]
    q = dealer >= PAIR
    win = player > dealer
    lose = player < dealer
    a = np.where(win, np.where(q, 1.0, 0.0) + bl, 0.0) - np.where(lose, np.where(q, 2.0, 1.0), 0.0)
    bm = win.astype(float) - lose.astype(float)
    return a, bm


@functools.cache
def _pair_layout(m: int) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.bool_]]:
    """The pairs of m cards (local numbers) and which pairs of pairs share no card."""
    pi, pj = (a.astype(np.int64) for a in np.triu_indices(m, 1))
    disjoint = (
        (pi[:, None] != pi[None, :])
        & (pi[:, None] != pj[None, :])
        & (pj[:, None] != pi[None, :])
        & (pj[:, None] != pj[None, :])
    )
    return pi, pj, disjoint


def _board_pair_strengths(fixed: Sequence[int], cards: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """S[q, d]: the best five of ``fixed`` + pair q + pair d of ``cards`` (pairs of pairs
    that share a card hold a meaningless value: mask them with the layout's ``disjoint``)."""
    from dealer_assist import evaluator as ev
    from dealer_assist.batch import _flush_array, _plain_array

    pi, pj, _ = _pair_layout(len(cards))
    codes = np.array(ev.CODES, dtype=np.int64)
    c = codes[cards]
    pair_sum = c[pi] + c[pj]
    total = (int(codes[list(fixed)].sum()) + pair_sum)[:, None] + pair_sum[None, :]
    plain = _plain_array(len(fixed) + 4)
    s = plain[np.minimum(total >> ev._RANK_SHIFT, len(plain) - 1)].astype(np.int64)
    suit = np.array(ev._FLUSH_SUIT, dtype=np.int8)[total & 0xFFF]
    q, d = np.nonzero(suit >= 0)
    if q.size:
        rank_bits = (c >> ev._BIT_SHIFT) & 0x1FFF
        suit_of = cards % 4
        fsuit = suit[q, d].astype(np.int64)
        mask = np.zeros(q.size, dtype=np.int64)
        for f in fixed:
            mask |= np.where(f % 4 == fsuit, 1 << (f // 4), 0)
        for idx in (pi[q], pj[q], pi[d], pj[d]):
            mask |= np.where(suit_of[idx] == fsuit, rank_bits[idx], 0)
        s[q, d] = _flush_array()[mask]
    out: npt.NDArray[np.int64] = s
    return out


def _flop_streets(
    profile: Profile, hole: Sequence[int], flop: Sequence[int], unseen: npt.NDArray[np.int64]
) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Per turn-river pair of the unseen cards: the mean result of playing 2x now, and of
    checking then taking the better of playing 1x and folding at the river (exact: every
    dealer holding of the cards left, all boards at once)."""
    pi, pj, disjoint = _pair_layout(len(unseen))
    dealer = _board_pair_strengths(flop, unseen)  # [board pair, dealer pair]
    boards = np.stack([unseen[pi], unseen[pj]], axis=1)
    fixed = np.tile(np.array([*hole, *flop], dtype=np.int64), (len(boards), 1))
    player = rank_batch(np.concatenate([fixed, boards], axis=1)).astype(np.int64)[:, None]
    pay = np.zeros(len(HandCategory))
    for cat, r in profile.category_table("blind").items():
        pay[int(cat)] = float(r)
    bl = pay[player[:, 0] >> CATEGORY_SHIFT]
    qualifies = dealer >= PAIR
    win = disjoint & (player > dealer)
    lose = disjoint & (player < dealer)
    n = disjoint.sum(axis=1)
    wins = win.sum(axis=1)
    losses = lose.sum(axis=1)
    win_q = (win & qualifies).sum(axis=1)
    lose_q = (lose & qualifies).sum(axis=1)
    a = (win_q + wins * bl - 2.0 * lose_q - (losses - lose_q)) / n
    bm = (wins - losses) / n
    return a + 2 * bm, np.maximum(-2.0, a + bm)


def _advise_holdem(
    profile: Profile, rules: GameRules, s: BoxState, board: Sequence[Card], seen: set[int], spec: BoxSpec
) -> Advice:
    hole = [c.index for c in s.cards]
    shown = [c.index for c in board]
    ante = spec.wagers.ante
    street = rules.street_of(s)
    if street is None:
        raise RoundFileError(f"box {spec.box}: nothing to decide ({s.status.value})")
    unseen = np.array([c for c in range(52) if c not in seen and c not in hole], dtype=np.int64)
    notes: list[str] = []
    trips = float(spec.wagers.trips / ante) if spec.wagers.trips else 0.0
    if street == "river":
        if len(shown) != 5:
            raise RoundFileError(f"the river decision needs the 5 board cards, the file has {len(shown)}")
        pairs = unseen[all_hands(len(unseen), 2).astype(np.int64)]
        dealer = rank_batch(np.concatenate([pairs, np.tile(shown, (len(pairs), 1))], axis=1)).astype(np.int64)
        player = int(rank_batch(np.array([hole + shown]))[0])
        a, bm = _holdem_outcomes(profile, np.full(len(dealer), player), dealer)
        play = float((a + bm).mean())
        fold = -2.0
        if trips:
            ratio = profile.category_table("trips").get(HandCategory(player >> CATEGORY_SHIFT))
            won = float(ratio) if ratio else -1.0
            play += trips * won
            fold += trips * (-1.0 if profile.options.trips_lost_on_fold else won)
            notes.append("Trips included: it is settled on the hand the box holds now")
        options = [
            Option(
                {"do": "play", "multiple": 1, "street": "river"}, "play 1x", play, detail=f"{len(dealer)} dealer hands"
            ),
            Option({"do": "fold", "street": "river"}, "fold", fold),
        ]
        return Advice(spec.box, "river", options, ante, notes)
    if street == "flop":
        if len(shown) < 3:
            raise RoundFileError(f"the flop decision needs the 3 flop cards, the file has {len(shown)}")
        flop = shown[:3]
        ev2_each, check_each = _flop_streets(profile, hole, flop, unseen)
        nb = len(ev2_each)
        ev2 = float(ev2_each.sum())
        check = float(check_each.sum())
        boards = range(nb)
        nb = len(boards)
        options = [
            Option(
                {"do": "play", "multiple": 2, "street": "flop"},
                "play 2x",
                ev2 / nb,
                detail=f"{nb} turn-river pairs x every dealer hand",
            ),
            Option({"do": "check", "street": "flop"}, "check (then the best river decision)", check / nb),
        ]
        notes.append("Trips not included before the river")
        return Advice(spec.box, "flop", options, ante, notes)
    table = preflop_table(profile)
    from dealer_assist.analysis.holdem import start_class

    k = start_class(hole[0], hole[1])
    if table is None:
        raise RoundFileError(
            "the pre-flop advice needs the exact Ultimate Texas Hold'em table: run "
            f"`dealer-assist analyze --game {profile.name}` once (it is cached)"
        )
    ev4, ev3, check = table[k]
    options = [
        Option({"do": "play", "multiple": 4, "street": "preflop"}, "play 4x", ev4),
        Option({"do": "play", "multiple": 3, "street": "preflop"}, "play 3x", ev3),
        Option({"do": "check", "street": "preflop"}, "check (then the best flop and river decisions)", check),
    ]
    if seen - set(hole):
        notes.append("pre-flop values are for a full deck (other boxes' cards are not taken out)")
    return Advice(spec.box, "pre-flop", options, ante, notes)


RESULTS_DIR = Path(__file__).resolve().parent / "results"


def preflop_table(profile: Profile) -> dict[int, tuple[float, float, float]] | None:
    """Per starting-hand class: (EV of 4x, 3x, check) in Antes, from the exact analysis."""
    from dealer_assist.analysis import holdem

    blind = holdem.BlindTable.of(profile)
    key = holdem.table_key(blind)
    committed = RESULTS_DIR / f"uth-preflop-{key}.json"
    if committed.exists():
        return _committed_preflop(committed)
    cached = holdem.cached_totals(blind)
    if cached is None:
        return None
    values = holdem.preflop_values(blind, cached[0])
    return {k: (float(a), float(b), float(c)) for k, (a, b, c) in values.items()}


@functools.cache
def _committed_preflop(path: Path) -> dict[int, tuple[float, float, float]]:
    """A committed result file, read once per process (it never changes while running)."""
    data = json.loads(path.read_text())
    return {
        int(k): (float(Fraction(v[0])), float(Fraction(v[1])), float(Fraction(v[2])))
        for k, v in data["classes"].items()
    }
