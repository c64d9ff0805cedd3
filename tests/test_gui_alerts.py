"""Alerts the croupier must acknowledge, Undo and corrections, on the screen, by touch."""

from __future__ import annotations

import os
import pathlib
import tty
from collections.abc import Iterator
from typing import Any

import pytest

from dealer_assist.cards import parse_card
from dealer_assist.flow import Phase, Slot
from dealer_assist.log import RoundLog
from drivers.protocols import encode_framed, wire_code
from drivers.serial_source import SerialSource
from tests.gui_helpers import TIMEOUT_MS, find_button, table, tap
from ui.app import MainWindow
from ui.session import TableConfig, TableSession
from ui.settings import Remembered


def _bet_and_deal(t: Any, boxes: int = 2) -> None:
    for box in range(1, boxes + 1):
        t.place_wagers(box, {"ante": "10"})
    t.tap("bar_deal_start")


def test_duplicate_card_raises_an_alert_that_stays_until_acknowledged(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "caribbean", seed=2) as t:
        _bet_and_deal(t)
        t.tap("bar_deal1")
        qtbot.waitUntil(lambda: len(t.round.cards) == 1, timeout=TIMEOUT_MS)
        t.source.deal_duplicate()
        qtbot.waitUntil(lambda: bool(t.round.open_alerts()), timeout=TIMEOUT_MS)
        assert t.screen.alerts.isVisible()
        assert t.screen.alerts.title.text().startswith("⚠ Duplicate card")
        assert len(t.round.cards) == 1  # the duplicate was not placed
        t.tap("alert_ack")
        assert not t.round.open_alerts()
        assert not t.screen.alerts.isVisible()


def test_unreadable_card_is_entered_with_the_52_card_picker(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "novo", seed=4) as t:
        _bet_and_deal(t)
        t.tap("bar_deal1")  # the burn
        qtbot.waitUntil(lambda: len(t.round.cards) == 1, timeout=TIMEOUT_MS)
        real = t.source.deal_unreadable()
        assert real is not None
        qtbot.waitUntil(lambda: bool(t.round.unreadable_slots()), timeout=TIMEOUT_MS)
        assert t.screen.panels[1].cards.codes()[0] == "??"
        assert t.round.allowed(1) == []  # nothing goes on before the card is entered
        t.tap("alert_enter")
        picker = t.screen.overlay.picker  # type: ignore[union-attr]
        burned = t.round.cards[Slot("burn", 0, 1)]
        # The burn lies face down: the picker must not show which card it is (game protection).
        assert picker.cards[burned.code].tappable
        tap(picker.cards[real.code])
        tap(find_button(t.screen.overlay, "ok"))
        assert t.round.cards[Slot("box", 1, 1)] == real
        assert t.screen.panels[1].cards.codes()[0] == real.code
        t.tap("alert_ack")
        assert not t.round.open_alerts()
        t.deal_all()
        assert t.round.phase is Phase.DECISIONS


def test_card_out_of_turn_is_held_then_set_aside(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "caribbean", seed=6) as t:
        t.place_wagers(1, {"ante": "10"})
        t.source.deal(1)  # before the deal starts: no card is expected
        qtbot.waitUntil(lambda: bool(t.round.held), timeout=TIMEOUT_MS)
        assert t.screen.alerts.title.text().startswith("⚠ Card out of turn")
        t.tap("alert_aside")
        t.tap("alert_ack")
        assert not t.round.held and not t.round.open_alerts()
        set_aside = [r for r in t.round.records if r.kind == "set_aside"]
        assert set_aside and set_aside[0].why


def test_device_fault_is_shown_until_acknowledged(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "uth", seed=6) as t:
        t.source.fault("JAM")
        qtbot.waitUntil(lambda: bool(t.round.open_alerts()), timeout=TIMEOUT_MS)
        assert "JAM" in t.screen.alerts.message.text()
        t.tap("alert_ack")
        assert not t.round.open_alerts()


@pytest.fixture
def pty_port() -> Iterator[tuple[int, str]]:
    master, slave = os.openpty()
    tty.setraw(slave)
    yield master, os.ttyname(slave)
    for fd in (master, slave):
        os.close(fd)


def test_reader_lost_back_and_missed_messages_from_a_serial_reader(
    qtbot: Any, tmp_path: pathlib.Path, pty_port: tuple[int, str]
) -> None:
    master, path = pty_port
    reader = SerialSource(path, protocol="framed", heartbeat_timeout=0.3)
    reader.start()
    log = RoundLog.open(tmp_path / "rounds.db")
    session = TableSession(TableConfig("caribbean", 3), log=log, source=reader)
    window = MainWindow(Remembered(boxes=3, log=str(tmp_path / "rounds.db")))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    screen = window.attach(session)
    try:
        qtbot.waitUntil(lambda: session.reader_state == "lost", timeout=TIMEOUT_MS)  # silent for 0.3 s
        assert "LOST" in screen.reader.text()
        assert screen.alerts.title.text().startswith("⚠ Card reader lost")
        tap(find_button(window, "alert_ack"))
        os.write(master, encode_framed("HB", 1))
        qtbot.waitUntil(lambda: session.reader_state == "ok", timeout=TIMEOUT_MS)
        assert screen.alerts.title.text().startswith("⚠ Card reader back")
        tap(find_button(window, "alert_ack"))
        assert session.place_wagers(1, {"ante": 10}) and session.start_deal()
        os.write(master, encode_framed("CARD", 2, wire_code(parse_card("Ah"))))
        os.write(master, encode_framed("CARD", 6, wire_code(parse_card("Kd"))))  # 3 messages never came
        qtbot.waitUntil(
            lambda: any(a.kind == "missed_messages" for a in session.round.open_alerts()), timeout=TIMEOUT_MS
        )
        assert screen.alerts.title.text().startswith("⚠ Messages from the reader missed")
        assert "3 message(s)" in screen.alerts.message.text()
        tap(find_button(window, "alert_ack"))
        assert not screen.alerts.isVisible()
        assert [c.code for c in session.round.cards.values()] == ["Ah", "Kd"]  # burn, box 1 card 1
    finally:
        window.close()
        reader.stop()
        log.close()


def test_camera_disagreement_blocks_confirm_until_checked(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "caribbean", seed=8) as t:
        _bet_and_deal(t, boxes=1)
        t.deal_all()
        up = t.round.dealer_up_card()
        assert up is not None
        other = parse_card("2c" if up.code != "2c" else "3c")
        # The camera over the layout reads the dealer's up card as another card.
        assert t.session.check_camera([("dealer", other, 0.97)])
        assert t.screen.alerts.title.text().startswith("⚠ Camera disagrees")
        t.play_decisions()
        t.tap("bar_confirm")  # refused: the disagreement is open
        assert t.round.phase is Phase.SETTLEMENT
        assert "alert" in t.screen.message_text
        t.tap("alert_resolve")
        assert not t.round.open_alerts()
        t.tap("bar_confirm")
        assert t.session.rounds_confirmed == 1


def test_undo_takes_back_the_last_decision_until_a_card_follows(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "novo", seed=9) as t:
        _bet_and_deal(t)
        t.deal_all()
        tap(t.box_button(1, "play"))
        assert t.round.boxes[1].played
        assert t.button("bar_undo").text() == "Undo box 1: Play"
        t.tap("bar_undo")
        assert not t.round.boxes[1].played
        assert "play" in t.screen.panels[1].action_buttons  # its buttons are back
        assert not t.button("bar_undo").isEnabled()
        tap(t.box_button(1, "buy"))
        tap(t.box_button(2, "play"))
        t.deal_all()  # the sixth card follows: the buy can no longer be undone
        assert not t.button("bar_undo").isEnabled()


def test_correcting_a_card_needs_a_reason_and_is_recorded(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "uth", seed=10) as t:
        _bet_and_deal(t, boxes=1)
        t.deal_all()
        old = t.round.box_cards(1)[0]
        new = next(c for c in t.source.shoe.peek(40) if c not in t.round.known_cards())
        t.tap("bar_correct")
        widget = t.screen.panels[1].cards.widgets[0]
        tap(widget)
        overlay = t.screen.overlay
        assert overlay is not None
        tap(overlay.picker.cards[new.code])  # type: ignore[attr-defined]
        assert not find_button(overlay, "ok").isEnabled()  # no reason yet
        tap(find_button(overlay, "reason_misread"))
        tap(find_button(overlay, "ok"))
        assert t.round.box_cards(1)[0] == new
        (record,) = [r for r in t.round.records if r.kind == "correction"]
        assert record.data["old"] == old.code and record.why
        assert not t.screen.correcting


def test_a_refused_wager_says_why_and_records_nothing(qtbot: Any, tmp_path: pathlib.Path) -> None:
    with table(qtbot, tmp_path, "novo", seed=1) as t:
        tap(t.box_button(1, "wagers"))
        overlay = t.screen.overlay
        assert overlay is not None
        for key in "5":
            tap(find_button(overlay, f"key_{key}"))
        tap(find_button(overlay, "ok"))
        assert t.screen.overlay is overlay  # still open
        assert "outside the table limits" in overlay.error.text()  # type: ignore[attr-defined]
        assert t.round.records == []
