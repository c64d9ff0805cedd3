"""Round files at every decision of every shipped game, dealt at random: what the
``advise`` benchmark and its tests time (each one a new deal: nothing cached per round)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from dealer_assist.cards import DECK


def _codes(cards: list[int]) -> list[str]:
    return [DECK[c].code for c in cards]


def _stud(game: str, cards: list[int], up: int, actions: list[dict[str, Any]]) -> dict[str, Any]:
    wagers: dict[str, Any] = {"ante": 10}
    if game == "novo":
        wagers["express_bonus"] = 10
    return {
        "game": game,
        "dealer": {"cards": _codes([up])},
        "boxes": [{"box": 1, "wagers": wagers, "cards": _codes(cards), "actions": actions}],
    }


def decision_cases(seed: int) -> Iterator[tuple[str, dict[str, Any]]]:
    """(what is decided, round file) for one deal of each game at each of its decisions."""
    rng = random.Random(seed)
    for game in ("novo", "russian", "caribbean"):
        deck = rng.sample(range(52), 12)
        box, up, more = deck[:5], deck[5], deck[6:]
        yield f"{game}: first decision", _stud(game, box, up, [])
        if game != "caribbean":
            drawn = [{"do": "exchange", "discard": _codes(box[:1]), "draw": _codes(more[:1])}]
            yield f"{game}: after an exchange", _stud(game, box, up, drawn)
        # Trips or better: the played box may insure (Novo, Russian) or buy a card (Caribbean).
        trips = [c for c in range(52) if c // 4 == box[0] // 4][:3]
        rest = [c for c in range(52) if c // 4 not in (box[0] // 4,) and c not in trips]
        strong = trips + rng.sample(rest, 2)
        free = [c for c in range(52) if c not in strong]
        yield f"{game}: after playing", _stud(game, strong, rng.choice(free), [{"do": "play"}])
    deck = rng.sample(range(52), 7)
    hole, board = deck[:2], deck[2:]
    base: dict[str, Any] = {"game": "uth", "dealer": {"cards": []}}
    seat: dict[str, Any] = {"box": 1, "wagers": {"ante": 10, "blind": 10}, "cards": _codes(hole)}
    yield "uth: pre-flop", {**base, "board": [], "boxes": [{**seat, "actions": []}]}
    check = [{"do": "check"}]
    yield "uth: flop", {**base, "board": _codes(board[:3]), "boxes": [{**seat, "actions": check}]}
    yield "uth: river", {**base, "board": _codes(board), "boxes": [{**seat, "actions": check * 2}]}
