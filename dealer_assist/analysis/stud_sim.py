"""Novo Poker and Russian Poker main game, by simulation under a stated strategy.

The main game (exchanges, a sixth card, insurance, buying the dealer a game, second
hands) is far too large to enumerate, so rounds are dealt at random and settled by a fast
equivalent of the settlement engine on integer card codes. :func:`round_document` turns a
simulated round into a round file, and the tests settle samples of them with the real
engine to check that both agree to the chip.

The stated strategy (``basic``), for one box:

1. a straight flush or royal flush is paid at once (Novo's Instant payout);
2. a pair or better: play;
3. four to a flush or four to a straight: buy a sixth card, then play with Ace-King or
   better, else fold;
4. holding an Ace or a King (Ace-King included: with the Ante pushing on a win, playing a
   bare Ace-King loses more than folding): exchange every card below a Jack, then play
   with Ace-King or better, else fold;
5. otherwise fold.

``dealer-assist advise`` gives the best decision hand by hand; this strategy follows it on
the common hands (checked on examples) but not everywhere.

Insurance is never taken (its expected value per unit, when offered, is measured on the
side); when the dealer has no game and buying it a game is allowed, the box buys exactly
when that has the higher expected value over the unseen cards.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np

from dealer_assist.analysis.report import SIMULATION, Analysis
from dealer_assist.cards import DECK
from dealer_assist.evaluator import CATEGORY_SHIFT, CODES, HandCategory, rank5, rank6
from dealer_assist.hands import best_two_hands
from dealer_assist.profile import Profile, load_profile

AK = int(HandCategory.ACE_KING) << CATEGORY_SHIFT
PAIR = int(HandCategory.PAIR) << CATEGORY_SHIFT
TRIPS = int(HandCategory.TRIPS) << CATEGORY_SHIFT
_ACE, _KING = 12, 11
_WITH_KICKERS = frozenset({HandCategory.PAIR, HandCategory.TWO_PAIR, HandCategory.TRIPS, HandCategory.QUADS})


@dataclass
class SimRound:
    """One simulated box-versus-dealer round, in Antes, with what happened."""

    box: list[int]
    dealer: list[int]
    actions: list[dict[str, Any]] = field(default_factory=list)
    bought_draw: int | None = None
    net: Fraction = Fraction(0)
    staked: Fraction = Fraction(1)
    insurance_unit: int | None = None  # the result of 1 unit of insurance, when it was offered


def _str(cards: Sequence[int]) -> int:
    codes = [CODES[c] for c in cards]
    return rank5(codes) if len(codes) == 5 else rank6(codes)


def _draw_kind(cards: Sequence[int]) -> bool:
    """Four to a flush or four to a straight (any four of five consecutive ranks, A low too)."""
    suits = [c % 4 for c in cards]
    if max(suits.count(s) for s in range(4)) >= 4:
        return True
    ranks = {c // 4 for c in cards}
    if _ACE in ranks:
        ranks = ranks | {-1}
    return any(len(ranks & set(range(low, low + 5))) >= 4 for low in range(-1, 9))


class StudSimulator:
    """Plays and settles rounds of one stud profile with exchanges (Novo / Russian)."""

    def __init__(self, profile: Profile) -> None:
        self.profile = profile
        o = profile.options
        self.options = o
        self.main = {c: Fraction(r.num, r.den) for c, r in profile.category_table("main").items()}
        self.main_table = profile.category_table("main")
        self.instant = {c: Fraction(r.num, r.den) for c, r in profile.category_table("instant_payout").items()}
        self._wins: dict[tuple[int, ...], Fraction] = {}

    # -- strategy -----------------------------------------------------------------------

    def play_round(self, rng: random.Random, deal: Sequence[int] | None = None) -> SimRound:
        """Play one round; ``deal`` (17 distinct cards) overrides the random deal."""
        deal = list(deal) if deal is not None else rng.sample(range(52), 17)
        box, dealer, stock = deal[:5], deal[5:10], deal[10:]
        r = SimRound(list(box), list(dealer))
        o = self.options
        strength = _str(box)
        category = HandCategory(strength >> CATEGORY_SHIFT)
        if self.instant and category in self.instant:
            r.net = self.instant[category]
            return r
        fees = 0
        cards = list(box)
        ranks = {c // 4 for c in box}
        if strength >= PAIR:
            r.actions.append({"do": "play"})
        elif o.buy_sixth_card and _draw_kind(box):
            fees += 1
            draw = stock.pop(0)
            cards.append(draw)
            r.actions.append({"do": "buy", "draw": [draw]})
            r.actions.append({"do": "play" if _str(cards) >= AK else "fold"})
        elif o.exchange and (_ACE in ranks or _KING in ranks):
            discard = [c for c in box if c // 4 < 9]
            if len(discard) < o.exchange_min_cards:
                discard = sorted(box, key=lambda c: c // 4)[: o.exchange_min_cards]
            fees += 1
            draws = [stock.pop(0) for _ in discard]
            cards = [c for c in box if c not in discard] + draws
            r.actions.append({"do": "exchange", "discard": discard, "draw": draws})
            r.actions.append({"do": "play" if _str(cards) >= AK else "fold"})
        else:
            r.actions.append({"do": "fold"})
        r.staked = Fraction(1 + fees)
        if r.actions[-1]["do"] == "fold":
            r.net = Fraction(-1 - fees)
            return r
        r.staked += 2
        self._settle_played(r, cards, fees, stock, rng)
        return r

    # -- settlement (a fast equivalent of the engine's) ------------------------------------

    def _main_win(self, cards: Sequence[int]) -> Fraction:
        """What the Bet (2 Antes) wins for a hand that beats a qualifying dealer, plus the Ante."""
        key = tuple(sorted(cards))
        cached = self._wins.get(key)
        if cached is not None:
            return cached
        strength = _str(cards)
        category = HandCategory(strength >> CATEGORY_SHIFT)
        ratio = self.main[category]
        if self.options.second_hand:
            if len(cards) == 5:
                ratio += self._five_card_second(cards, category)
            else:
                two = best_two_hands([DECK[c] for c in cards], self.main_table)
                ratio = self.main[two.principal.category]
                if two.second is not None:
                    ratio += self.main[two.second.category]
        ante = 1 if self.options.ante_on_win == "even" else 0
        win = ante + 2 * ratio
        if len(self._wins) > 100_000:
            self._wins.clear()
        self._wins[key] = win
        return win

    def _five_card_second(self, cards: Sequence[int], category: HandCategory) -> Fraction:
        """With five cards the only second hand is Ace-King (docs/rules.md §3): an A and a K not
        both among the principal hand's combination cards."""
        if category not in _WITH_KICKERS:
            return Fraction(0)
        ranks = [c // 4 for c in cards]
        if _ACE not in ranks or _KING not in ranks:
            return Fraction(0)
        combo = {r for r in ranks if ranks.count(r) >= 2}
        if _ACE in combo and _KING in combo:
            return Fraction(0)
        return self.main.get(HandCategory.ACE_KING, Fraction(0))

    def _against(self, cards: Sequence[int], player: int, dealer_strength: int) -> Fraction:
        if player > dealer_strength:
            return self._main_win(cards)
        if player == dealer_strength:
            return Fraction(0)
        return Fraction(-3)

    def _settle_played(self, r: SimRound, cards: list[int], fees: int, stock: list[int], rng: random.Random) -> None:
        o = self.options
        player = _str(cards)
        d = _str(r.dealer)
        qualifies = d >= AK
        if o.insurance and self._insurable(cards, player):
            if not qualifies:
                r.insurance_unit = 1
            elif player > d:
                r.insurance_unit = -1
            else:
                r.insurance_unit = -1 if (player == d and o.insurance_on_tie == "lose") else 0
        if qualifies:
            r.net = self._against(cards, player, d) - fees
            return
        if o.dealer_game_buy:
            seen = set(r.box) | set(cards) | set(r.dealer)
            unseen = [c for c in range(52) if c not in seen]
            high = max(r.dealer, key=lambda c: c // 4)
            rest = [c for c in r.dealer if c != high]
            rest_codes = [CODES[c] for c in rest]
            win = self._main_win(cards)
            wins = losses = 0
            for x in unseen:
                new = rank5([*rest_codes, CODES[x]])
                if new >= AK:
                    if player > new:
                        wins += 1
                    elif player < new:
                        losses += 1
            if (wins * win - 3 * losses) / len(unseen) - 1 > 1:
                # One card is burned, the next replaces the dealer's highest card.
                draw = [c for c in stock if c not in seen][1]
                r.actions.append({"do": "buy_dealer_game"})
                r.bought_draw = draw
                r.staked += 1
                new = _str([*rest, draw])
                r.net = (self._against(cards, player, new) if new >= AK else Fraction(0)) - fees - 1
                return
        r.net = Fraction(1 - fees)

    def _insurable(self, cards: Sequence[int], player: int) -> bool:
        least = int(HandCategory[self.options.insurance_min_category]) << CATEGORY_SHIFT
        if player >= least:
            return True
        if not self.options.second_hand or len(cards) == 5:
            return False  # with five cards a second hand is at most Ace-King
        two = best_two_hands([DECK[c] for c in cards], self.main_table)
        return two.second is not None and int(two.second.category) >= least >> CATEGORY_SHIFT


def round_document(profile: Profile, r: SimRound, ante: int = 10) -> dict[str, Any]:
    """The round file of a simulated round (Ante ``ante``), for the settlement engine."""
    wagers: dict[str, Any] = {"ante": ante}
    if profile.options.express_bonus == "required":
        wagers["express_bonus"] = ante

    def codes(cards: Sequence[int]) -> list[str]:
        return [DECK[c].code for c in cards]

    actions = []
    for a in r.actions:
        out: dict[str, Any] = {"do": a["do"]}
        if "discard" in a:
            out["discard"] = codes(a["discard"])
        if "draw" in a:
            out["draw"] = codes(a["draw"])
        actions.append(out)
    dealer: dict[str, Any] = {"cards": codes(r.dealer)}
    if r.bought_draw is not None:
        dealer["bought_game"] = {"draw": DECK[r.bought_draw].code}
    return {
        "game": profile.name if profile.name in ("novo", "russian") else profile.source,
        "dealer": dealer,
        "boxes": [{"box": 1, "wagers": wagers, "cards": codes(r.box), "actions": actions}],
    }


def _simulate(job: tuple[str, int, int]) -> tuple[dict[Fraction, int], Fraction, int, int]:
    game, rounds, seed = job
    sim = StudSimulator(load_profile(game))
    rng = random.Random(seed)
    deals = np.random.default_rng(seed).permuted(np.tile(np.arange(52, dtype=np.int64), (rounds, 1)), axis=1)[:, :17]
    outcomes: dict[Fraction, int] = {}
    staked = Fraction(0)
    ins_sum = ins_n = 0
    for deal in deals.tolist():
        r = sim.play_round(rng, deal)
        outcomes[r.net] = outcomes.get(r.net, 0) + 1
        staked += r.staked
        if r.insurance_unit is not None:
            ins_sum += r.insurance_unit
            ins_n += 1
    return outcomes, staked, ins_sum, ins_n


def simulate(game: str, rounds: int = 400_000, *, seed: int = 2024, workers: int | None = None) -> Analysis:
    """The main game by simulation (``rounds`` rounds over ``workers`` processes)."""
    profile = load_profile(game)
    start = time.perf_counter()
    workers = workers or min(2, os.cpu_count() or 1)
    parts = 8
    jobs = [(game, rounds // parts + (1 if i < rounds % parts else 0), seed * 1000 + i) for i in range(parts)]
    outcomes: dict[Fraction, int] = {}
    staked = Fraction(0)
    ins_sum = ins_n = 0
    if workers <= 1:
        results = [_simulate(j) for j in jobs]
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(_simulate, jobs))
    for out, st, s, n in results:
        for k, v in out.items():
            outcomes[k] = outcomes.get(k, 0) + v
        staked += st
        ins_sum += s
        ins_n += n
    result = Analysis(
        game=profile.name,
        title=f"{profile.title}: main game (Ante, Bet, second hand, instant payout, fees)",
        outcomes=outcomes,
        wagered=staked / rounds,
        initial=Fraction(1),
        method=SIMULATION,
        strategy="basic (stated in dealer_assist/analysis/stud_sim.py: play a pair or better, buy a sixth card on "
        "four to a flush or straight, exchange below J when holding an A or K, never insure, buy the dealer's "
        "game when it pays more)",
        seconds=time.perf_counter() - start,
    )
    if ins_n:
        mean = ins_sum / ins_n
        result.extra["insurance when offered: EV per unit (simulated)"] = mean
        result.extra["insurance offered in rounds"] = ins_n
    result.notes.append("side bets (Express Bonus / BONUS) are analysed exactly on their own")
    result.notes.append(f"seed {seed}; fees (exchange, sixth card, dealer's game) count as amounts wagered")
    return result
