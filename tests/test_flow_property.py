"""Round flow, property (issue 4): a random legal round driven through the state machine,
exported, and re-settled from the file gives the identical settlement; replaying its
records rebuilds the identical round."""

from __future__ import annotations

import json
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.flow import Phase, Record, Round
from dealer_assist.settle import settle_json
from dealer_assist.shoe import Shoe
from dealer_assist.simulation import BasicStrategy, simulate_round

GAMES = ("novo", "russian", "caribbean", "uth")


@settings(max_examples=150, deadline=None)
@given(
    game=st.sampled_from(GAMES),
    boxes=st.integers(1, 7),
    seed=st.integers(0, 2**32 - 1),
    wander=st.sampled_from((0.0, 0.1, 0.5)),
)
def test_exported_round_resettles_identically_and_replays(game: str, boxes: int, seed: int, wander: float) -> None:
    rnd = simulate_round(game, boxes, Shoe(seed), BasicStrategy(seed, wander=wander), blind_rate=0.2)
    assert rnd.phase is Phase.CONFIRMED
    shown = rnd.settlement().to_json()
    exported = json.loads(json.dumps(rnd.round_file()))  # through text, as a file would be
    assert settle_json(exported) == shown
    again = Round.replay(game, [Record.from_json(r) for r in json.loads(json.dumps(rnd.records_json()))])
    assert again.phase is Phase.CONFIRMED
    assert again.settlement().to_json() == shown


def test_export_settled_by_the_command_line_matches_the_screen(tmp_path) -> None:  # type: ignore[no-untyped-def]
    rounds = [simulate_round(g, 5, Shoe(40 + i), BasicStrategy(i)) for i, g in enumerate(GAMES)]
    for i, rnd in enumerate(rounds):
        path = tmp_path / f"round{i}.json"
        path.write_text(json.dumps(rnd.round_file()))
        out = subprocess.run(
            [sys.executable, "-m", "dealer_assist", "settle", str(path)], capture_output=True, text=True, check=True
        )
        assert json.loads(out.stdout) == rnd.settlement().to_json()


def test_every_game_reaches_every_phase_it_has_over_many_simulated_rounds() -> None:
    seen: dict[str, set[str]] = {g: set() for g in GAMES}
    kinds: dict[str, set[str]] = {g: set() for g in GAMES}
    for g in GAMES:
        shoe, strategy = Shoe(3), BasicStrategy(4, wander=0.2)
        for i in range(120):
            rnd = simulate_round(g, 1 + i % 7, shoe, strategy, blind_rate=0.2)
            again = Round(g)
            for r in rnd.records:  # replay step by step, noting each phase passed through
                again._commit(r, at=r.time)
                seen[g].add(again.phase.value)
            for r in rnd.records:
                if r.kind == "decision":
                    kinds[g].add(r.data["action"]["do"])
    assert {
        "dealing",
        "decisions",
        "draws",
        "insurance",
        "open_dealer",
        "dealer_game_offer",
        "dealer_game_draw",
        "settlement",
        "confirmed",
    } <= seen["novo"]
    assert {"fold", "play", "exchange", "buy", "insure", "buy_dealer_game"} <= kinds["novo"]
    assert {"fold", "play", "exchange", "buy", "insure"} <= kinds["russian"]
    assert "buy_dealer_game" not in kinds["russian"]  # off by default (docs/rules.md §4)
    assert {"buy_cards", "draws"} <= seen["caribbean"] and {"fold", "play", "buy_card"} <= kinds["caribbean"]
    assert {"preflop", "flop_deal", "flop", "river_deal", "river"} <= seen["uth"]
    assert {"check", "play", "fold"} <= kinds["uth"]
