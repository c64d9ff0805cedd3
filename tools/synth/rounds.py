"""Synthetic rounds with the shape and size of real ones, for tests and benchmarks.

Cards come from the simulated shoe and hands are named by the evaluator, so records,
round files and settlements look like the real thing (every card as read, decisions, the
odd correction, override and alert; a settlement line per wager, a table maximum now and
then). The payouts follow a simple Caribbean-style table, not a game profile: these rounds
exercise the log, never the rules engine.

``python -m tools.synth.rounds --log FILE`` appends such rounds in a loop, saving
the in-progress round to the journal after every step as the round flow does (the crash
tests kill it at random moments).

>>> r = synthetic_round(seed=3, round_id="R-1")
>>> r.round_id, r.records[0]["kind"], sorted(r.settlement)
('R-1', 'card', ['boxes', 'dealer'])
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import sys
import uuid
from collections.abc import Iterator, Sequence
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from itertools import combinations
from typing import Any

from dealer_assist import __version__
from dealer_assist.cards import Card
from dealer_assist.evaluator import CODES, HandCategory, category_of, rank5
from dealer_assist.log.model import LoggedRound, iso_utc
from dealer_assist.money import fmt
from dealer_assist.profile import load_profile
from dealer_assist.rules.engine import rules_for
from dealer_assist.rules.game import GameRules
from dealer_assist.shoe import Shoe

GAMES = ("novo", "caribbean", "uth")
PAYS = {  # bet pays, by the player's hand (a simple table, for realistic figures only)
    HandCategory.HIGH_CARD: 1,
    HandCategory.ACE_KING: 1,
    HandCategory.PAIR: 1,
    HandCategory.TWO_PAIR: 2,
    HandCategory.TRIPS: 3,
    HandCategory.STRAIGHT: 4,
    HandCategory.FLUSH: 5,
    HandCategory.FULL_HOUSE: 7,
    HandCategory.QUADS: 20,
    HandCategory.STRAIGHT_FLUSH: 50,
    HandCategory.ROYAL_FLUSH: 100,
}
BONUS_PAYS = {
    HandCategory.FLUSH: 50,
    HandCategory.FULL_HOUSE: 100,
    HandCategory.QUADS: 500,
    HandCategory.STRAIGHT_FLUSH: 1000,
    HandCategory.ROYAL_FLUSH: 5000,
}
ANTES = (5, 10, 10, 25, 25, 50, 100)
MAX_PAYOUT = Decimal(5000)
ZERO = Decimal(0)
EPOCH = datetime(2025, 1, 1, 12, 0, tzinfo=UTC)
PROFILE_SHA = {g: hashlib.sha256(f"profile {g}".encode()).hexdigest() for g in GAMES}


@functools.cache
def _rules(game: str) -> GameRules:
    """The shipped game's rules: its hand, dealer and board sizes, its wagers and streets."""
    return rules_for(load_profile(game))


def _strength(cards: Sequence[Card]) -> int:
    # Best five by brute force: the evaluator's 7-card table takes a second to build,
    # too long for the short-lived programs the crash tests start and kill.
    codes = [CODES[c.index] for c in cards]
    return max(rank5(five) for five in combinations(codes, 5))


class _Recorder:
    def __init__(self, start: datetime) -> None:
        self.records: list[dict[str, Any]] = []
        self.clock = start

    def add(
        self, kind: str, data: dict[str, Any], *, who: str | None = None, why: str | None = None, step_ms: int = 700
    ) -> None:
        self.clock += timedelta(milliseconds=step_ms)
        self.records.append(
            {
                "seq": len(self.records) + 1,
                "time": iso_utc(self.clock),
                "kind": kind,
                "who": who,
                "why": why,
                "data": data,
            }
        )


def synthetic_round(
    seed: int | None = None,
    *,
    round_id: str | None = None,
    table_id: str = "T1",
    started: datetime = EPOCH,
    shoe: Shoe | None = None,
    game: str | None = None,
) -> LoggedRound:
    """One realistic-looking confirmed round (deterministic for a given seed or shoe)."""
    shoe = shoe or Shoe(seed)
    shoe.shuffle()
    rng = shoe.rng
    game = game or rng.choice(GAMES)
    rules = _rules(game)
    offered = {f.name for f in rules.wager_fields()}
    boxes_n = rng.choice((1, 2, 2, 3, 3, 3, 4, 4, 5, 6))
    box_numbers = sorted(rng.sample(range(1, 8), boxes_n))
    croupier = rng.choice(("ana", "ben", "carla", "dmitri", None))
    rec = _Recorder(started)
    sequence = rng.randrange(1, 10**6)

    def deal(to: str, n: int) -> list[Card]:
        nonlocal sequence
        cards = [shoe.draw() for _ in range(n)]
        for card in cards:
            sequence += 1
            rec.add(
                "card",
                {"card": card.code, "to": to, "source": "simulated", "sequence": sequence},
                step_ms=rng.randrange(300, 1500),
            )
        return cards

    wagers = {b: {"ante": rng.choice(ANTES)} for b in box_numbers}
    for b in box_numbers:
        if "blind" in offered:
            wagers[b]["blind"] = wagers[b]["ante"]
        elif rng.random() < 0.4:
            wagers[b]["express_bonus"] = rng.choice((1, 5, 10))
    hands = {b: deal(f"box {b}", rules.hand_size) for b in box_numbers}
    dealer = deal("dealer", rules.dealer_size)
    board = deal("board", rules.board_size)
    if rng.random() < 0.03:  # a misread card, corrected by the croupier
        bad = rec.records[rng.randrange(len(rec.records))]
        rec.add(
            "correction",
            {"seq": bad["seq"], "old": "2c", "new": bad["data"]["card"]},
            who=croupier or "croupier",
            why="reader misread the card",
        )
    if rng.random() < 0.02:
        rec.add("alert", {"what": "card reader heartbeat lost", "seconds": rng.randrange(2, 9)})
    actions: dict[int, list[dict[str, Any]]] = {}
    for b in box_numbers:
        category = category_of(_strength(hands[b] + board))
        plays = category >= HandCategory.PAIR or rng.random() < 0.5
        action: dict[str, Any] = {"do": "play" if plays else "fold"}
        if rules.streets and plays:
            action.update(multiple=rng.choice((4, 3, 2, 1)), street=rules.streets[0])
        actions[b] = [action]
        rec.add("decision", {"box": b, **action}, who=croupier)
    if rng.random() < 0.01:
        rec.add(
            "override",
            {"box": box_numbers[0], "field": "net", "old": "0", "new": "0"},
            who="pit boss",
            why="checked by hand after a dispute",
        )
    rec.add("settled", {"boxes": len(box_numbers)}, who=croupier)
    round_file: dict[str, Any] = {
        "game": game,
        "table": {"max_payout": int(MAX_PAYOUT)},
        "dealer": {"cards": [c.code for c in dealer]},
        "boxes": [
            {"box": b, "wagers": wagers[b], "cards": [c.code for c in hands[b]], "actions": actions[b]}
            for b in box_numbers
        ],
    }
    if board:
        round_file["board"] = [c.code for c in board]
    return LoggedRound(
        round_id=round_id or str(uuid.UUID(int=rng.getrandbits(128), version=4)),
        table_id=table_id,
        game=game,
        profile_name=f"{game} (house)",
        profile_sha256=PROFILE_SHA[game],
        app_version=__version__,
        started_at=iso_utc(started),
        confirmed_at=rec.records[-1]["time"],
        croupier=croupier,
        round_file=round_file,
        records=rec.records,
        settlement=settle_synthetic(round_file),
    )


def _line(wager: str, stake: Decimal, outcome: str, net: Decimal, ratio: int | None = None) -> dict[str, Any]:
    line: dict[str, Any] = {"wager": wager, "stake": fmt(stake), "outcome": outcome}
    if ratio is not None:
        line["ratio"] = f"{ratio}:1"
    line["net"] = fmt(net)
    return line


def settle_synthetic(round_file: dict[str, Any]) -> dict[str, Any]:
    """The settlement of a synthetic round, from its round file alone (the simple table
    of this module, not a game profile): what audits of synthetic logs compare against."""
    board = [Card.parse(c) for c in round_file.get("board", [])]
    dealer = [Card.parse(c) for c in round_file["dealer"]["cards"]]
    dealer_strength = _strength(dealer + board)
    qualifies = category_of(dealer_strength) >= HandCategory.ACE_KING
    max_payout = Decimal(round_file["table"]["max_payout"])
    settled: list[dict[str, Any]] = []
    for box in round_file["boxes"]:
        cards = [Card.parse(c) for c in box["cards"]] + board
        strength = _strength(cards)
        category = category_of(strength)
        wagers = box["wagers"]
        action = box["actions"][0]
        ante = Decimal(wagers["ante"])
        lines: list[dict[str, Any]] = []
        if action["do"] == "fold":
            lines.append(_line("ante", ante, "lose", -ante))
        else:
            bet = ante * action.get("multiple", 2)
            if not qualifies:
                lines += [_line("ante", ante, "win", ante, 1), _line("bet", bet, "push", ZERO)]
            elif strength > dealer_strength:
                pays = PAYS[category]
                lines += [_line("ante", ante, "win", ante, 1), _line("bet", bet, "win", bet * pays, pays)]
            else:
                lines += [_line("ante", ante, "lose", -ante), _line("bet", bet, "lose", -bet)]
        for side in ("blind", "express_bonus"):
            if side in wagers:
                stake = Decimal(wagers[side])
                pays = BONUS_PAYS.get(category, 0) if side == "express_bonus" else 0
                lines.append(
                    _line(side, stake, "win", stake * pays, pays) if pays else _line(side, stake, "lose", -stake)
                )
        uncapped = sum((Decimal(line["net"]) for line in lines), ZERO)
        capped = uncapped > max_payout
        result: dict[str, Any] = {
            "box": box["box"],
            "hand": category.name,
            "second_hand": None,
            "lines": lines,
            "net": fmt(min(uncapped, max_payout)),
            "capped": capped,
        }
        if capped:
            result["uncapped_net"] = fmt(uncapped)
        settled.append(result)
    return {"dealer": {"hand": category_of(dealer_strength).name, "qualifies": qualifies}, "boxes": settled}


def generate(
    count: int, *, seed: int = 0, start: datetime = EPOCH, tables: int = 8, gap_seconds: float = 11.0
) -> Iterator[LoggedRound]:
    """``count`` rounds from ``tables`` tables, one every ``gap_seconds`` on average."""
    shoe = Shoe(seed)
    moment = start
    for n in range(count):
        moment += timedelta(seconds=shoe.rng.uniform(0.2, 2 * gap_seconds))
        yield synthetic_round(
            round_id=f"T{n % tables + 1}-{n + 1:08d}", table_id=f"T{n % tables + 1}", started=moment, shoe=shoe
        )


def _append_forever(path: str, rounds: int | None, seed: int | None) -> int:
    from dealer_assist.log.store import RoundLog

    shoe = Shoe(seed)
    with RoundLog.open(path) as log:
        done = 0
        while rounds is None or done < rounds:
            entry = synthetic_round(shoe=shoe, table_id="T1", started=datetime.now(UTC))
            # The round flow journals the records on screen after every step.
            for upto in range(1, len(entry.records) + 1, 6):
                log.journal_save(entry.table_id, {"round_id": entry.round_id, "records": entry.records[:upto]})
            log.append_round(entry)
            done += 1
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--log", required=True, help="round log file to append to")
    parser.add_argument("--rounds", type=int, default=None, help="stop after N (default: never)")
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(argv)
    return _append_forever(args.log, args.rounds, args.seed)


if __name__ == "__main__":
    sys.exit(main())
