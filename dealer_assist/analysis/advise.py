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

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from dealer_assist.analysis.combinatorics import all_hands
from dealer_assist.batch import rank_batch
from dealer_assist.cards import DECK, Card
from dealer_assist.errors import CardError, RoundFileError, RuleError
from dealer_assist.evaluator import CATEGORY_SHIFT, HandCategory, evaluate
from dealer_assist.hands import best_two_hands
from dealer_assist.money import fmt
from dealer_assist.profile import Profile
from dealer_assist.roundfile import parse_round
from dealer_assist.rules.engine import check_stakes, rules_for
from dealer_assist.rules.holdem import HoldemRules
from dealer_assist.rules.model import BoxSpec, BoxState, Status
from dealer_assist.rules.stud import StudRules

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


def _box_state(rules: StudRules | HoldemRules, spec: BoxSpec) -> BoxState:
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
    if isinstance(rules, HoldemRules):
        seen += list(spec.dealer.cards) if len(spec.dealer.cards) != 2 else []
        _check_unique(seen)
        return _advise_holdem(profile, rules, state, spec.board, {c.index for c in seen}, b)
    dealer = list(spec.dealer.cards)
    if len(dealer) == 5:
        up = dealer[profile.dealing.dealer_up_card - 1]
    elif len(dealer) == 1:
        up = dealer[0]
    else:
        raise RoundFileError(f"dealer: give the 5 dealt cards or only the up card, not {len(dealer)}")
    seen.append(up)
    _check_unique(seen)
    return _advise_stud(profile, rules, state, up.index, {c.index for c in seen}, b, random.Random(seed))


def _check_unique(cards: Sequence[Card]) -> None:
    found: set[int] = set()
    for c in cards:
        if c.index in found:
            raise CardError(f"{c} appears twice in the round")
        found.add(c.index)


# -- stud ------------------------------------------------------------------------------------


class _DealerHands:
    """Every hidden four cards of the dealer among the unseen cards, with its strength, and
    (when the dealer's game may be bought) the strength after each possible bought card."""

    def __init__(self, unseen: Sequence[int], up: int, buy: bool) -> None:
        self.unseen = np.array(sorted(unseen), dtype=np.int64)
        n = len(self.unseen)
        local = all_hands(n, 4).astype(np.int64)
        hidden = self.unseen[local]
        five = np.concatenate([hidden, np.full((len(hidden), 1), up)], axis=1)
        self.strength = rank_batch(five).astype(np.int64)
        self.holds = np.zeros((len(local), n), dtype=bool)  # holds[row, j]: hand holds unseen[j]
        np.put_along_axis(self.holds, local, True, axis=1)
        self.qualifies = self.strength >= AK
        self.buy = buy
        if buy:
            rows = np.nonzero(~self.qualifies)[0]
            self.nq_rows = rows
            ranks = five[rows] // 4
            highest = np.argmax(ranks, axis=1)  # a hand without a game has no pair: one highest card
            keep = np.ones((len(rows), 5), dtype=bool)
            keep[np.arange(len(rows)), highest] = False
            kept = five[rows][keep].reshape(-1, 4)
            rep = np.repeat(kept, n, axis=0)
            new = np.concatenate([rep, np.tile(self.unseen, len(rows))[:, None]], axis=1)
            ok = ~self.holds[rows].ravel()
            strengths = np.full(len(new), -1, dtype=np.int64)
            if ok.any():
                strengths[ok] = rank_batch(new[ok])
            self.bought = strengths.reshape(len(rows), n)  # -1: that card is in the dealer's hand
            usable = self.bought >= 0
            # The best chance any hand has that its bought game qualifies: a bound that lets
            # play_value skip the purchase for hands that could never gain by it.
            self.best_qualify = (
                float(((self.bought >= AK).sum(axis=1) / np.maximum(1, usable.sum(axis=1) - 1)).max())
                if len(rows)
                else 0.0
            )

    def index(self, card: int) -> int:
        return int(np.searchsorted(self.unseen, card))

    def play_value(self, player: int, win: float, dead: Sequence[int] = ()) -> float:
        """Expected net of playing (Ante 1, Bet 2) with strength ``player`` winning ``win``
        Antes against a qualifying dealer it beats; ``dead`` unseen cards are the player's."""
        ok = np.ones(len(self.strength), dtype=bool)
        cols = [self.index(c) for c in dead]
        for j in cols:
            ok &= ~self.holds[:, j]
        s = self.strength
        value = np.where(s < player, win, np.where(s == player, 0.0, -3.0))
        value = np.where(self.qualifies, value, 1.0)
        # Buying costs 1 and gives up the Ante's +1: never better unless win x P(qualify) > 2.
        if self.buy and len(self.nq_rows) and win * self.best_qualify > 2:
            b = self.bought
            usable = b >= 0
            for j in cols:
                usable[:, j] = False
            out = np.where(b >= AK, np.where(b < player, win, np.where(b == player, 0.0, -3.0)), 0.0)
            buy = -1 + (np.where(usable, out, 0.0).sum(axis=1) / usable.sum(axis=1))
            value[self.nq_rows] = np.maximum(1.0, buy)
        return float(value[ok].mean())

    def insurance_value(self, player: int, dead: Sequence[int], lose_on_tie: bool) -> float:
        ok = np.ones(len(self.strength), dtype=bool)
        for c in dead:
            ok &= ~self.holds[:, self.index(c)]
        s = self.strength[ok]
        q = self.qualifies[ok]
        tie = -1.0 if lose_on_tie else 0.0
        v = np.where(~q, 1.0, np.where(player > s, -1.0, np.where(player == s, tie, 0.0)))
        return float(v.mean())


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
    profile: Profile, rules: StudRules, s: BoxState, up: int, seen: set[int], spec: BoxSpec, rng: random.Random
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
    dealer = _DealerHands(unseen, up, o.dealer_game_buy)

    def play(now: Sequence[int], dead: Sequence[int] = ()) -> float:
        strength, win = hand.value(now)
        return dealer.play_value(strength, win, dead)

    def after_draw(kept: Sequence[int], draws: Sequence[Sequence[int]]) -> float:
        return float(np.mean([max(-1.0, play([*kept, *d], d)) for d in draws]))

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
                ev = -1 + float(np.mean([play([*kept, x], [x]) for x in unseen]))
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


def _advise_holdem(
    profile: Profile, rules: HoldemRules, s: BoxState, board: Sequence[Card], seen: set[int], spec: BoxSpec
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
            ratio = rules.trips_table.get(HandCategory(player >> CATEGORY_SHIFT))
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
        n = len(unseen)
        boards = all_hands(n, 2).astype(np.int64)
        ev2 = 0.0
        check = 0.0
        local_pairs = all_hands(n, 2).astype(np.int64)
        for t, r in boards:
            keep = (
                (local_pairs[:, 0] != t)
                & (local_pairs[:, 1] != t)
                & (local_pairs[:, 0] != r)
                & (local_pairs[:, 1] != r)
            )
            d = unseen[local_pairs[keep]]
            brd = [*flop, int(unseen[t]), int(unseen[r])]
            dealer = rank_batch(np.concatenate([d, np.tile(brd, (len(d), 1))], axis=1)).astype(np.int64)
            player = int(rank_batch(np.array([hole + brd]))[0])
            a, bm = _holdem_outcomes(profile, np.full(len(dealer), player), dealer)
            ev2 += float((a + 2 * bm).mean())
            check += max(-2.0, float((a + bm).mean()))
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
        data = json.loads(committed.read_text())
        return {
            int(k): (float(Fraction(v[0])), float(Fraction(v[1])), float(Fraction(v[2])))
            for k, v in data["classes"].items()
        }
    cached = holdem.cached_totals(blind)
    if cached is None:
        return None
    values = holdem.preflop_values(blind, cached[0])
    return {k: (float(a), float(b), float(c)) for k, (a, b, c) in values.items()}
