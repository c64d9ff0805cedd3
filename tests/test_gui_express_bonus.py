"""An Express Bonus on the dealer's hand and on another box's hand, placed by touch in the
wagers keypad (the box chosen with its own buttons), shown on the box, settled by the engine
and shown in the settlement line for line."""

from __future__ import annotations

import pathlib
from decimal import Decimal
from typing import Any

from PySide6.QtGui import QTextDocument

from dealer_assist.roundfile import parse_round
from dealer_assist.rules.engine import settle
from dealer_assist.rules.model import SideBetOnBox
from tests.gui_helpers import find_button, table, tap
from tests.test_gui_keypads import keys, open_wagers
from tests.test_gui_settlement import play_to_settlement, shown_lines


def test_express_bonus_on_the_dealer_and_on_another_box_by_touch(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "novo", seed=2) as t:
        t.place_wagers(3, {"ante": "10"})
        overlay = open_wagers(t, 1)
        keys(overlay, "10")
        tap(find_button(overlay, "field_express_bonus_dealer"))
        keys(overlay, "10")
        tap(find_button(overlay, "field_express_bonus_box"))
        assert find_button(overlay, "target_3").isVisible()
        assert not [b for b in overlay.target_buttons if b == 1]  # not on its own hand
        tap(find_button(overlay, "target_3"))
        keys(overlay, "25")
        assert overlay.display.text().endswith("25")
        tap(find_button(overlay, "ok"))
        assert t.screen.overlay is None, overlay.error.text()
        w = t.round.boxes[1].wagers
        assert (w.ante, w.express_bonus, w.express_bonus_dealer) == (10, 10, 10)
        assert w.express_bonus_box == (SideBetOnBox(3, Decimal(25)),)

        # On the box, before the deal.
        shown = shown_text(t.screen.panels[1].wagers.text())
        assert "Express Bonus (box 3) 25" in shown and "Express Bonus (dealer) 10" in shown, shown

        # Opened again: the bet on box 3 is there, and can be changed.
        overlay = open_wagers(t, 1)
        tap(find_button(overlay, "field_express_bonus_box"))
        assert find_button(overlay, "target_3").text() == "3: 25"
        keys(overlay, "30")
        tap(find_button(overlay, "ok"))
        assert t.round.boxes[1].wagers.express_bonus_box == (SideBetOnBox(3, Decimal(30)),)

        tap(t.button("bar_deal_start"))
        t.deal_all()
        # Its result on the box as soon as box 3's cards are in, named in the screen's words.
        side = shown_text(t.screen.panels[1].hand.text())  # the side bets follow the hand
        assert "Express Bonus (box 3):" in side and "(box 3) (box 3)" not in side, side
        play_to_settlement(qtbot, t)
        expected = settle(parse_round(t.round.round_file())).box(1)
        lines = dict(shown_lines(t.window.table.settlement.cards[1]))  # type: ignore[union-attr]
        nets = {ln.wager: ln.net for ln in expected.lines}
        assert lines["Express: box 3"] == nets["express_bonus_box"]
        assert lines["Express: dealer"] == nets["express_bonus_dealer"]


def test_the_express_bonus_on_a_box_needs_the_box_chosen_first(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "novo") as t:
        overlay = open_wagers(t, 1)
        keys(overlay, "10")
        tap(find_button(overlay, "field_express_bonus_box"))
        keys(overlay, "5")
        assert overlay.error.isVisible() and "Choose the box" in overlay.error.text()
        assert overlay.on_boxes == {}


def test_an_express_bonus_on_a_box_not_in_play_is_refused_at_the_deal(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "novo") as t:
        overlay = open_wagers(t, 1)
        keys(overlay, "10")
        tap(find_button(overlay, "field_express_bonus_box"))
        tap(find_button(overlay, "target_4"))
        keys(overlay, "10")
        tap(find_button(overlay, "ok"))
        tap(t.button("bar_deal_start"))
        assert t.round.boxes and t.round.phase.value == "betting"
        message = t.screen.message_text
        assert "box 4" in message and "[" not in message, message


def shown_text(html: str) -> str:
    """What a rich-text label reads (the stakes and the hand line are HTML)."""
    doc = QTextDocument()
    doc.setHtml(html)
    return " ".join(doc.toPlainText().replace("\u00a0", " ").split())
