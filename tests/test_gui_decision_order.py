"""The croupier's screen refuses a decision out of box order with one line saying whose
turn it is (the rule is the engine's; the screen only shows the refusal)."""

from __future__ import annotations

import pathlib
from typing import Any

from tests.gui_helpers import table, tap
from ui.i18n import set_language


def test_play_on_box_3_while_box_1_decides_is_refused_and_nothing_is_recorded(
    qtbot: Any, tmp_path: pathlib.Path
) -> None:
    with table(qtbot, tmp_path, "russian", boxes=3) as t:
        for box in (1, 2, 3):
            t.place_wagers(box, {"ante": "10"})
        t.tap("bar_deal_start")
        t.deal_all()
        assert "Box 1 decides" in t.screen.prompt.text()
        before = len(t.round.records)
        tap(t.box_button(3, "play"))
        assert len(t.round.records) == before
        assert t.screen.message_text == "Box 1 decides first"
        assert t.screen.message.isVisible()
        tap(t.box_button(1, "play"))
        assert len(t.round.records) == before + 1


def test_the_refusal_is_in_the_screens_language(qtbot: Any, tmp_path: pathlib.Path) -> None:
    try:
        with table(qtbot, tmp_path, "russian", boxes=2) as t:
            for box in (1, 2):
                t.place_wagers(box, {"ante": "10"})
            t.tap("bar_deal_start")
            t.deal_all()
            set_language("es")  # the refusal is worded when it happens
            tap(t.box_button(2, "fold"))
            assert t.screen.message_text == "Decide primero el box 1"
    finally:
        set_language("en")
