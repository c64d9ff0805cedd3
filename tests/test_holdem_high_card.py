"""Hold'em names a hand with no pair by its high card ("Ace high"), on the croupier's table,
the settlement and the pit boss's round detail, in English, Spanish and Russian; the stud
games keep "Ace-King", their qualifying term (issue 17)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QWidget

from dealer_assist.evaluator import evaluate
from dealer_assist.flow import Round
from dealer_assist.log import RoundLog
from dealer_assist.shoe import Shoe
from dealer_assist.simulation import BasicStrategy, simulate_round
from main import main
from ui.i18n import hand_name, set_language
from ui.pitboss.detail import RoundDetail
from ui.settlement_view import SettlementView

NO_PAIR = ("HIGH_CARD", "ACE_KING")
NAMES = {
    "en": ("Ace high", "King high", "Ace-King"),
    "es": ("Carta alta: As", "Carta alta: Rey", "As-Rey"),
    "ru": ("Старшая карта туз", "Старшая карта король", "Туз-король"),
}


@pytest.fixture
def language(qapp: object, request: pytest.FixtureRequest) -> Iterator[str]:
    code = set_language(request.param)
    yield code
    set_language("en")


def _rounds(game: str) -> Iterator[Round]:
    for seed in range(300):
        yield simulate_round(game, 5, Shoe(seed), BasicStrategy(seed))


def _holdem_ace_king() -> tuple[Round, int]:
    """A hold'em round where a box's best hand is what the stud games call Ace-King."""
    for rnd in _rounds("uth"):
        for box in rnd.boxes:
            cards = (*rnd.boxes[box].cards, *rnd.board())
            if evaluate(cards).category.name == "ACE_KING":
                return rnd, box
    raise AssertionError("no hold'em round with an ace-king high hand in 300 seeds")


def test_the_round_names_a_holdem_hand_with_no_pair_by_its_high_card() -> None:
    rnd, box = _holdem_ace_king()
    hand = rnd.hand(box)
    assert hand is not None and hand.principal == "HIGH_CARD:A"
    for other in _rounds("uth"):
        seen = (*other.dealer_cards(), *other.board())
        if other.dealer_hand() is not None and evaluate(seen).category.name in NO_PAIR:  # type: ignore[arg-type]
            high = max(c.rank for c in (*other.dealer_cards(), *other.board()) if c is not None)
            assert other.dealer_hand() == f"HIGH_CARD:{high.char}"
            break
    else:
        raise AssertionError("no hold'em dealer without a pair in 300 seeds")


def test_stud_games_keep_ace_king() -> None:
    for rnd in _rounds("novo"):
        named = [rnd.hand(b) for b in rnd.boxes]
        if any(h is not None and h.principal == "ACE_KING" for h in named):
            return
    raise AssertionError("no Novo Poker box named Ace-King in 300 seeds")


@pytest.mark.parametrize("language", list(NAMES), indirect=True)
def test_high_card_names_in_each_language(language: str) -> None:
    assert (hand_name("HIGH_CARD:A"), hand_name("HIGH_CARD:K"), hand_name("ACE_KING")) == NAMES[language]


def _texts(widget: QWidget) -> str:
    return "\n".join(w.text() for w in widget.findChildren(QLabel))


@pytest.mark.parametrize("language", list(NAMES), indirect=True)
def test_the_settlement_says_ace_high_not_ace_king(qtbot: Any, language: str) -> None:
    rnd, box = _holdem_ace_king()
    view = SettlementView()
    qtbot.addWidget(view)
    view.show_settlement(rnd.settlement(), 5)
    card = view.cards[box]
    shown = _texts(card)
    ace_high, _king_high, ace_king = NAMES[language]
    assert ace_high in card.hand.text()
    assert ace_king not in shown


def test_the_pit_boss_detail_names_holdem_high_cards(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "rounds.db"
    assert main(["simulate", "--game", "uth", "--rounds", "40", "--boxes", "5", "--seed", "6", "--log", str(path),
                 "--start", "2025-03-01T18:00:00Z", "--pace", "60", "--quiet"]) == 0
    with RoundLog.open(path, readonly=True) as log:
        for row in log.query(limit=100):
            settled = log.get_round(row.round_id).settlement
            boxes = [b for b in settled["boxes"] if b["hand"] in NO_PAIR and b.get("status") != "folded"]
            if boxes:
                break
        else:
            raise AssertionError("no hold'em box without a pair in 40 rounds")
        host = QWidget()
        qtbot.addWidget(host)
        detail = RoundDetail(log, row.round_id, ask_pin=lambda *_: None, host=host)
        qtbot.addWidget(detail)
        box = boxes[0]
        high = max("23456789TJQKA".index(c[0]) for c in box["cards"])
        word = ("Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace")[high - 4]
        shown = _texts(detail.box_views[box["box"]])
        assert f"{word} high" in shown
        assert "Ace-King" not in shown and "No game" not in shown
