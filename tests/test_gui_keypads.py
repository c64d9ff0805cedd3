"""Keypads that invite no mistakes: the first key replaces the value shown (as a calculator
does) while chip buttons add to it; the limits the keypad enforces are on it; a wager that
must be at least another follows it down as well as up; a stake off the chip unit is refused
on the keypad; a refusal is one clean translated line, never an internal tag."""

from __future__ import annotations

import pathlib
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtTest import QTest

from tests.gui_helpers import Table, find_button, table, tap
from ui.app import MainWindow
from ui.i18n import set_language
from ui.overlays import WagerOverlay
from ui.settings import Remembered


def open_wagers(t: Table, box: int) -> WagerOverlay:
    tap(t.box_button(box, "wagers"))
    overlay = t.screen.overlay
    assert isinstance(overlay, WagerOverlay)
    return overlay


def keys(overlay: Any, digits: str) -> None:
    for d in digits:
        tap(find_button(overlay, f"key_{d}"))


def test_change_wagers_replaces_the_old_amount_on_the_first_key(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "caribbean") as t:
        t.place_wagers(1, {"ante": "10"})
        overlay = open_wagers(t, 1)
        keys(overlay, "25")  # no Clear first: the 10 shown is replaced, not appended to
        assert overlay.values["ante"] == Decimal(25)
        tap(find_button(overlay, "ok"))
        assert t.round.boxes[1].wagers.ante == Decimal(25)


def test_chip_buttons_add_to_the_amount_shown(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "caribbean") as t:
        t.place_wagers(1, {"ante": "10"})
        overlay = open_wagers(t, 1)
        tap(find_button(overlay, "chip_25"))
        tap(find_button(overlay, "chip_25"))
        assert overlay.values["ante"] == Decimal(60)
        keys(overlay, "5")  # a key after the chips: a new amount, as a calculator after a sum
        assert overlay.values["ante"] == Decimal(5)
        keys(overlay, "0")
        assert overlay.values["ante"] == Decimal(50)


def test_the_keypad_shows_the_limits_it_enforces(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "caribbean", limits={"chip_unit": "5"}) as t:
        overlay = open_wagers(t, 1)
        shown = overlay.keypad.limits.text()
        assert overlay.keypad.limits.isVisible()
        assert "10" in shown and "1,000" in shown and "5" in shown, shown


def test_a_stake_off_the_chip_unit_is_refused_on_the_keypad(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "caribbean", limits={"chip_unit": "5"}) as t:
        overlay = open_wagers(t, 1)
        keys(overlay, "12")
        tap(find_button(overlay, "ok"))
        assert t.screen.overlay is overlay  # still open, nothing placed
        assert t.round.records == []
        assert "12" in overlay.error.text() and "5" in overlay.error.text(), overlay.error.text()
        assert "[" not in overlay.error.text()
        keys(overlay, "5")  # after a refusal the next key starts a new amount
        assert overlay.values["ante"] == Decimal(5)


def test_express_bonus_follows_the_ante_down_as_well_as_up(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "novo") as t:
        overlay = open_wagers(t, 1)
        keys(overlay, "500")
        assert overlay.values["express_bonus"] == Decimal(500)  # follows up
        tap(find_button(overlay, "field_ante"))
        keys(overlay, "20")  # the Ante corrected
        assert overlay.values["express_bonus"] == Decimal(20)  # ... and down
        tap(find_button(overlay, "ok"))
        assert t.round.boxes[1].wagers.placed() == {"ante": 20, "express_bonus": 20}


def test_an_express_bonus_set_on_its_own_stays_when_the_ante_goes_down(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "novo") as t:
        overlay = open_wagers(t, 1)
        keys(overlay, "20")
        tap(find_button(overlay, "field_express_bonus"))
        keys(overlay, "100")
        tap(find_button(overlay, "field_ante"))
        keys(overlay, "10")
        assert overlay.values["express_bonus"] == Decimal(100)  # not following: kept
        keys(overlay, "0")  # Ante 100: equal
        tap(find_button(overlay, "field_ante"))
        keys(overlay, "200")  # above the Express Bonus: it is pushed up, and follows from now on
        assert overlay.values["express_bonus"] == Decimal(200)
        tap(find_button(overlay, "field_ante"))
        keys(overlay, "50")
        assert overlay.values["express_bonus"] == Decimal(50)


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_a_refused_wager_says_why_in_one_clean_translated_line(
    qtbot: Any, tmp_path: pathlib.Path, language: str
) -> None:
    try:
        with table(qtbot, tmp_path, "novo") as t:
            t.window.change_language(language)
            t.screen = t.window.table  # type: ignore[assignment]
            overlay = open_wagers(t, 1)
            keys(overlay, "5")
            tap(find_button(overlay, "ok"))
            text = overlay.error.text()
            assert overlay.error.isVisible() and text
            assert "[" not in text and "bet limits" not in text, text
            if language != "en":
                assert "outside the table limits" not in text, text
            assert t.round.records == []
            # A refusal the engine makes (not one the keypad can see): no tag either.
            tap(find_button(overlay, "cancel"))
            t.session.place_wagers(1, {"ante": 10, "express_bonus": 5})
            QTest.qWait(50)
            message = t.screen.message_text
            assert message and "[" not in message, message
    finally:
        set_language("en")


def test_the_start_up_keypad_replaces_the_pre_filled_limit(qtbot: Any) -> None:
    window = MainWindow(Remembered.load())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    QTest.qWaitForWindowExposed(window)
    tap(find_button(window, "limit_max_payout"))
    overlay = window.startup.overlay  # type: ignore[union-attr]
    keys(overlay, "9999")  # no Clear: the 50,000 shown is replaced
    assert overlay.keypad.value() == Decimal(9999)  # type: ignore[union-attr]
    window.close()
