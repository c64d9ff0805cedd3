"""The settlement as the croupier checks it at a glance: one row per line, the amounts in
one right-aligned column adding up to the PAY / COLLECT figure (the table maximum is a line
of its own), nothing wrapped or cut at 1280x800 with seven boxes in any language, and every
box's cards shown, all at one height."""

from __future__ import annotations

import pathlib
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from dealer_assist.flow import Phase
from dealer_assist.roundfile import parse_round
from dealer_assist.rules.engine import settle
from tests.gui_helpers import Table, table
from ui.i18n import parse_money, set_language
from ui.settlement_view import BoxSettlementCard, SettlementView, verdict
from ui.viewmodel import CARD_PHASES

GAMES = ("novo", "russian", "caribbean", "uth")
# Every winning main game goes over a table maximum of 20 (Ante 20 and its Bet or Play).
CAPPED = {"max_bet": "20", "max_payout": "20", "side_bet_max_payout": "20"}
SIDE = {
    "novo": {"express_bonus": 20},
    "russian": {"bonus": 10},
    "caribbean": {"seguro": 10},
    "uth": {"blind": 20, "trips": 10},
}


def settled_table(qtbot: Any, t: Table, game: str, boxes: int = 7) -> None:
    """Every box with its side bets (Novo: Express Bonus on the dealer and on another box
    too), dealt by touch and decided by the simulated players, to the settlement."""
    for box in range(1, boxes + 1):
        wagers: dict[str, Any] = {"ante": 20, **SIDE[game]}
        if game == "novo" and box == 2:
            wagers["express_bonus_dealer"] = 10
        if game == "novo" and box == 3:
            wagers["express_bonus_box"] = {"box": 5, "amount": 10}
        assert t.session.place_wagers(box, wagers), t.screen.message_text
    t.tap("bar_deal_start")
    play_to_settlement(qtbot, t)


def play_to_settlement(qtbot: Any, t: Table) -> None:
    """Deal by touch; the simulated players' decisions through the session (the box panels'
    buttons are not under test here)."""
    for _ in range(200):
        rnd = t.round
        if rnd.phase in CARD_PHASES:
            t.deal_all()
            continue
        if rnd.phase is Phase.SETTLEMENT:
            break
        pending = sum(rnd.rules.cards_wanted(b) for b in rnd.boxes.values() if b.pending is not None)
        budget = t.source.remaining - 3 - pending
        for box in rnd.boxes_to_decide():
            action = t.player.decide(rnd, box, budget)
            if action is not None:
                assert t.session.act(box, action), t.screen.message_text
                break
        else:
            assert t.session.close_step(), t.screen.message_text
    qtbot.wait(60)
    assert t.round.phase is Phase.SETTLEMENT


def view_of(t: Table) -> SettlementView:
    screen = t.window.table
    assert screen is not None
    return screen.settlement


def shown_lines(card: BoxSettlementCard) -> list[tuple[str, Decimal]]:
    """The lines the box shows: (name, amount read back from the screen)."""
    out = []
    for row in card.rows:
        amount = parse_money(row.amount.text())
        assert amount is not None, row.amount.text()
        out.append((row.name.text(), amount))
    return out


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("capped", [False, True])
def test_the_lines_shown_add_up_to_the_pay_or_collect_shown(
    qtbot: Any, tmp_path: pathlib.Path, game: str, capped: bool
) -> None:
    # Seven boxes: Russian Poker's exchanges then leave fewer than five cards unseen, and the
    # screen's early look at the Bonus (Round.side_bets, against a stand-in dealer) must cope.
    with table(qtbot, tmp_path, game, boxes=7, seed=4, limits=CAPPED if capped else None) as t:
        settled_table(qtbot, t, game)
        expected = settle(parse_round(t.round.round_file()))
        view = view_of(t)
        assert set(view.cards) == {b.box for b in expected.boxes}
        for b in expected.boxes:
            card = view.cards[b.box]
            lines = shown_lines(card)
            total = sum((amount for _, amount in lines), Decimal(0))
            # What the croupier adds up is what the screen says to pay or collect ...
            assert card.total.text() == verdict(total)[0], (b.box, lines, card.total.text())
            # ... and what the engine settles, line for line, the table maximum included.
            assert [amount for _, amount in lines] == [ln.net for ln in b.lines]
            assert total == b.net
            if b.capped:
                assert any(name == "Table maximum" for name, _ in lines) or any(
                    name == "Side bet maximum" for name, _ in lines
                ), lines
        if capped:
            assert any(b.capped for b in expected.boxes)  # the test saw a table maximum


def cut_labels(view: SettlementView) -> list[str]:
    """Labels on the settlement whose text wraps or does not fit their width."""
    bad = []
    for card in view.cards.values():
        for lab in card.findChildren(QLabel):
            if not lab.isVisible() or not lab.text() or lab is card.total:
                continue
            needed = lab.fontMetrics().horizontalAdvance(lab.text())
            if lab.wordWrap() or needed > lab.contentsRect().width():
                bad.append(f"box {card.box}: {lab.text()!r} needs {needed}, has {lab.contentsRect().width()}")
            if lab.mapTo(card, lab.rect().bottomRight()).x() > card.width():
                bad.append(f"box {card.box}: {lab.text()!r} outside its box")
    return bad


@pytest.mark.parametrize("language", ["en", "es", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1920, 1080)])
def test_no_line_wraps_or_is_cut_and_every_box_shows_its_cards(
    qtbot: Any, tmp_path: pathlib.Path, language: str, size: tuple[int, int]
) -> None:
    try:
        with table(qtbot, tmp_path, "novo", boxes=7, seed=4, size=size, limits=CAPPED) as t:
            settled_table(qtbot, t, "novo")
            if language != "en":
                t.window.change_language(language)
            qtbot.wait(100)
            view = view_of(t)
            assert view.isVisible() and len(view.cards) == 7
            assert any(card.box_settlement.capped for card in view.cards.values())
            assert cut_labels(view) == []
            heights = set()
            for card in view.cards.values():
                assert card.hand_cards is not None and card.hand_cards.isVisible(), card.box
                shown = [w for w in card.hand_cards.widgets if w.isVisible()]
                assert len(shown) >= 5, card.box
                for w in shown:
                    assert w.visibleRegion().boundingRect().size() == w.size(), (card.box, w.describe())
                    heights.add(w.height())
            assert len(heights) == 1, heights  # one card row height for every box
            assert heights.pop() >= 48
            # The total of every box is inside the screen, whole.
            for card in view.cards.values():
                assert card.total.visibleRegion().boundingRect().size() == card.total.size(), card.box
    finally:
        set_language("en")
