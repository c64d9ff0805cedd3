"""Whole rounds on the croupier's screen, by finger taps, with cards from the simulated shoe:
the settlement shown is the settlement of the round file, and Confirm puts it in the log."""

from __future__ import annotations

import pathlib
from typing import Any

import pytest

from dealer_assist.flow import Phase
from dealer_assist.log import RoundLog
from dealer_assist.roundfile import parse_round
from dealer_assist.rules.engine import settle
from tests.gui_helpers import table
from ui.settlement_view import verdict

# The wagers each game's boxes place through the keypad (digits tapped), and a blind box.
WAGERS: dict[str, list[dict[str, str]]] = {
    "novo": [{"ante": "10"}, {"ante": "25", "express_bonus_dealer": "10"}, {"ante": "10"}],
    "russian": [{"ante": "10", "bonus": "10"}, {"ante": "20"}, {"ante": "10"}],
    "caribbean": [{"ante": "10", "seguro": "10"}, {"ante": "50"}, {"ante": "10"}],
    "uth": [{"ante": "10", "trips": "10"}, {"ante": "20"}, {"ante": "10"}],
}
BLIND = {"novo": "blind", "russian": "blind", "caribbean": "blind", "uth": "blind_4"}


def shown_totals(screen: Any) -> dict[int, str]:
    return {n: card.total.text() for n, card in screen.settlement.cards.items()}


@pytest.mark.parametrize("game", ["novo", "russian", "caribbean", "uth"])
@pytest.mark.parametrize("seed", [3, 11])
def test_a_whole_round_by_touch_shows_the_round_file_settlement_and_logs_it(
    qtbot: Any, tmp_path: pathlib.Path, game: str, seed: int
) -> None:
    with table(qtbot, tmp_path, game, seed=seed) as t:
        for box, amounts in enumerate(WAGERS[game], start=1):
            t.place_wagers(box, amounts)
        t.place_wagers(4, {"ante": "10"}, blind=BLIND[game])
        assert t.round.boxes[4].blind_box
        t.tap("bar_deal_start")
        t.play_decisions()
        assert t.round.phase is Phase.SETTLEMENT
        assert t.screen.pages.currentIndex() == 1  # the settlement replaced the boxes

        # What the screen shows is what the round file settles to (an independent replay).
        expected = settle(parse_round(t.round.round_file()))
        assert shown_totals(t.screen) == {b.box: verdict(b.net)[0] for b in expected.boxes}
        assert set(t.screen.settlement.cards) == {1, 2, 3, 4}

        t.tap("bar_confirm")
        qtbot.waitUntil(lambda: t.session.rounds_confirmed == 1, timeout=2000)
        assert t.round.phase is Phase.BETTING  # the next round begins
        assert t.screen.pages.currentIndex() == 0

    with RoundLog.open(t.log_path, readonly=True) as log:
        (row,) = log.query()
        logged = log.get_round(row.round_id)
        assert logged.settlement["boxes"] == expected.to_json()["boxes"]
        assert logged.game == game
        assert log.verify().ok


def test_same_wagers_again_places_last_round_s_wagers(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "caribbean", seed=5) as t:
        t.place_wagers(1, {"ante": "20", "seguro": "10"})
        t.place_wagers(3, {"ante": "10"})
        t.tap("bar_deal_start")
        t.play_decisions()
        t.tap("bar_confirm")
        qtbot.waitUntil(lambda: t.round.phase is Phase.BETTING, timeout=2000)
        t.tap("bar_repeat")
        assert {n: b.wagers.placed() for n, b in t.round.boxes.items()} == {
            1: {"ante": 20, "seguro": 10},
            3: {"ante": 10},
        }
