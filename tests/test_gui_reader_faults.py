"""A serial reader's faults at the table (issue #21 item 7), through a real pseudo-terminal:
a message repeating a sequence number with a different card, and a reader whose events
overflowed while the screen was busy, both stop the round for the croupier."""

from __future__ import annotations

import os
import pathlib
import time
import tty
from collections.abc import Iterator
from typing import Any

import pytest

from dealer_assist.cards import parse_card
from dealer_assist.events import EventsDropped
from dealer_assist.flow import Phase
from dealer_assist.log import RoundLog
from drivers.protocols import encode_framed, wire_code
from drivers.serial_source import SerialSource
from tests.gui_helpers import TIMEOUT_MS, find_button, tap
from ui.app import MainWindow
from ui.session import TableConfig, TableSession
from ui.settings import Remembered


@pytest.fixture
def pty_port() -> Iterator[tuple[int, str]]:
    master, slave = os.openpty()
    tty.setraw(slave)
    yield master, os.ttyname(slave)
    for fd in (master, slave):
        os.close(fd)


class Bench:
    def __init__(self, qtbot: Any, tmp_path: pathlib.Path, path: str, **options: Any) -> None:
        self.reader = SerialSource(path, protocol="framed", heartbeat_timeout=None, **options)
        self.reader.start()
        self.log = RoundLog.open(tmp_path / "rounds.db")
        self.session = TableSession(TableConfig("caribbean", 3), log=self.log, source=self.reader)
        self.window = MainWindow(Remembered(boxes=3, log=str(tmp_path / "rounds.db")))
        qtbot.addWidget(self.window)
        self.window.resize(1280, 800)
        self.window.show()
        self.screen = self.window.attach(self.session)

    def close(self) -> None:
        self.window.close()
        self.reader.stop()
        self.log.close()


@pytest.fixture
def bench(qtbot: Any, tmp_path: pathlib.Path, pty_port: tuple[int, str]) -> Iterator[tuple[Bench, int]]:
    master, path = pty_port
    b = Bench(qtbot, tmp_path, path, queue_limit=6)
    try:
        yield b, master
    finally:
        b.close()


def card_frame(seq: int, code: str) -> bytes:
    return encode_framed("CARD", seq, wire_code(parse_card(code)))


def test_a_sequence_conflict_stops_the_round_and_takes_neither_card_silently(
    qtbot: Any, bench: tuple[Bench, int]
) -> None:
    b, master = bench
    session, screen = b.session, b.screen
    assert session.place_wagers(1, {"ante": 10}) and session.start_deal()
    os.write(master, card_frame(1, "Ah"))
    qtbot.waitUntil(lambda: len(session.round.cards) == 1, timeout=TIMEOUT_MS)
    os.write(master, card_frame(1, "Kd"))  # the same number, another card
    qtbot.waitUntil(
        lambda: any(a.kind == "sequence_conflict" for a in session.round.open_alerts()), timeout=TIMEOUT_MS
    )
    assert [c.code for c in session.round.cards.values()] == ["Ah"]  # Kd was not taken
    assert screen.alerts.title.text().startswith("⚠ Card reader sent two different cards")
    assert "Kd" not in screen.alerts.message.text() and "Ah" not in screen.alerts.message.text()
    tap(find_button(b.window, "alert_ack"))
    conflict = next(a for a in session.round.alerts if a.kind == "sequence_conflict")
    assert conflict in session.round.open_alerts()  # seen is not enough: the cards must be checked
    tap(find_button(b.window, "alert_resolve"))
    assert not session.round.open_alerts()


def test_cards_overflowing_a_busy_screen_make_a_blocking_alert_and_an_untrusted_reader(
    qtbot: Any, bench: tuple[Bench, int]
) -> None:
    b, master = bench
    session, screen = b.session, b.screen
    assert session.place_wagers(1, {"ante": 10}) and session.start_deal()
    codes = ["Ah", "Kd", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c"]
    # The GUI thread is busy (no events processed) while ten cards arrive: six fit the queue.
    os.write(master, b"".join(card_frame(i + 1, c) for i, c in enumerate(codes)))
    deadline = time.monotonic() + 5
    while b.reader.trusted and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not b.reader.trusted and b.reader.queued == 6
    qtbot.waitUntil(
        lambda: any(a.kind == "reader_overflow" for a in session.round.open_alerts()), timeout=TIMEOUT_MS
    )
    assert session.reader_state == "untrusted"
    assert "NOT TRUSTED" in screen.reader.text()
    assert screen.alerts.title.text().startswith("⚠ Card reader overflowed")
    assert "4 card message(s)" in screen.alerts.message.text()
    qtbot.waitUntil(lambda: len(session.round.cards) == 6, timeout=TIMEOUT_MS)
    tap(find_button(b.window, "alert_ack"))
    assert any(a.kind == "reader_overflow" for a in session.round.open_alerts())
    assert session.round.phase is not Phase.CONFIRMED
    tap(find_button(b.window, "alert_resolve"))
    assert b.reader.trusted and session.reader_state == "ok"
    assert not any(a.kind == "reader_overflow" for a in session.round.open_alerts())


def test_overflow_reports_do_not_pile_up_alerts_while_one_is_open(
    qtbot: Any, bench: tuple[Bench, int]
) -> None:
    b, _master = bench
    session = b.session
    for _ in range(3):  # a flood the screen keeps falling behind: a report after each batch
        session.handle_event(EventsDropped(500))
        session.handle_event(EventsDropped(0, 2))
    kinds = [a.kind for a in session.round.open_alerts()]
    assert kinds.count("reader_noise_dropped") == 1 and kinds.count("reader_overflow") == 1
    noise = next(a for a in session.round.open_alerts() if a.kind == "reader_noise_dropped")
    assert session.acknowledge(noise.id)
    session.handle_event(EventsDropped(20))  # seen and closed: a new flood is told again
    assert [a.kind for a in session.round.open_alerts()].count("reader_noise_dropped") == 1
