"""The camera's generated scenes deal what a game's rules say (issue #20): how many cards a
box, the dealer and the board get, and which of the dealer's cards lies face up, are asked
of the game's rules (``GameRules``), so the generator tells no game family apart."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from dealer_assist.profile import SHIPPED
from tests.rules_support import dump_toml, shipped
from tools.synth import camera as synth

DEALS = 120


def dealt(game: str, board_zone: bool = True) -> list[dict[str, list[str | None]]]:
    """Many random deals of ``game`` on a cloth with (or without) a board zone: each zone's
    cards in their places along the spread (the table's x growing), face down as None."""
    table = synth.default_table(board=board_zone)
    out = []
    for seed in range(DEALS):
        zones: dict[str, list[synth.Placed]] = {}
        for p in synth.deal(np.random.default_rng(seed), table, game):
            zones.setdefault(p.zone or "", []).append(p)
        out.append({z: [p.code for p in sorted(ps, key=lambda p: p.center_mm[0])] for z, ps in zones.items()})
    return out


@pytest.mark.parametrize("game", SHIPPED)
def test_each_zone_gets_the_cards_the_games_rules_deal(game: str) -> None:
    rules = synth.game_rules(game)
    boards: Counter[int] = Counter()
    face_down = 0
    for deal in dealt(game):
        codes = [c for cards in deal.values() for c in cards if c is not None]
        assert len(codes) == len(set(codes))  # one deck
        boxes = {z: cards for z, cards in deal.items() if z.startswith("box")}
        assert boxes and all(len(cards) == rules.hand_size and None not in cards for cards in boxes.values())
        dealer = deal["dealer"]
        assert len(dealer) == rules.dealer_size
        if None in dealer:
            face_down += 1
            # the dealer's cards dealt from their left (the table's largest x): card j of n
            # lies at place n - j; only the rules' up card shows
            up = rules.dealer_up_card
            shown = [k for k, c in enumerate(dealer) if c is not None]
            assert shown == ([] if up is None else [rules.dealer_size - up])
        boards[len(deal.get("board", []))] += 1
    assert 0 < face_down < DEALS
    if rules.board_size:
        assert set(boards) == set(range(synth.FLOP, rules.board_size + 1))  # flop, turn, river
    else:
        assert set(boards) == {0}  # a board zone on the cloth stays empty


def test_the_dealers_up_card_is_the_profiles(tmp_path: Path) -> None:
    """A casino whose dealer turns up the first card, not the fifth."""
    data = shipped("novo")
    data["dealing"]["dealer_up_card"] = 1
    game = tmp_path / "first-up.toml"
    game.write_text(dump_toml(data), encoding="utf-8")
    assert synth.game_rules(str(game)).dealer_up_card == 1
    down = [d["dealer"] for d in dealt(str(game)) if None in d["dealer"]]
    assert down and all([k for k, c in enumerate(cards) if c is not None] == [4] for cards in down)
    # the shipped Novo turns up the fifth, which lies at the other end
    down = [d["dealer"] for d in dealt("novo") if None in d["dealer"]]
    assert down and all([k for k, c in enumerate(cards) if c is not None] == [0] for cards in down)


def test_a_scene_of_a_game_with_a_board_gets_the_boards_zone() -> None:
    """The default cloth has no board zone; a scene of a game with a board adds it."""
    assert not any(z.name == "board" for z in synth.default_table().zones)
    for game, hand, board in (("uth", 2, True), ("novo", 5, False)):
        scene = synth.render_scene(31_000, game=game)
        assert any(t.zone == "board" for t in scene.truth) == board
        boxes = Counter(p.zone for p in scene.placed if p.zone and p.zone.startswith("box"))
        assert boxes and set(boxes.values()) == {hand}
