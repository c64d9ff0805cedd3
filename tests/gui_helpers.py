"""Driving the croupier's screen in tests: touch taps on the real widgets, a table with the
simulated shoe and a real round log, and a player who picks which button to tap."""

from __future__ import annotations

import pathlib
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPointingDevice
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton, QWidget

from dealer_assist.flow import Phase
from dealer_assist.log import RoundLog
from dealer_assist.rules.model import Action
from dealer_assist.simulation import BasicStrategy
from drivers.simulated import SimulatedSource
from ui.app import MainWindow
from ui.pitboss.screen import PitBossScreen
from ui.session import TableConfig, TableSession
from ui.settings import Remembered
from ui.table_screen import AFTER_PAINT_MS, TableScreen
from ui.viewmodel import CARD_PHASES

_DEVICE: list[QPointingDevice] = []
TIMEOUT_MS = 5000


def touchscreen() -> QPointingDevice:
    """One registered touchscreen device for the whole test session."""
    if not _DEVICE:
        _DEVICE.append(QTest.createTouchDevice(QPointingDevice.DeviceType.TouchScreen))
    return _DEVICE[0]


def tap(widget: QWidget) -> None:
    """A finger tap on the middle of ``widget``: touch press and release on its window (Qt
    turns an unhandled touch into the mouse press and release a button reacts to)."""
    assert widget.isVisible(), f"{widget.objectName() or widget} is not shown"
    assert widget.isEnabled(), f"{widget.objectName() or widget} is disabled"
    window = widget.window()
    pos: QPoint = widget.mapTo(window, widget.rect().center())
    QTest.touchEvent(window, touchscreen()).press(0, pos, window).commit()
    QTest.touchEvent(window, touchscreen()).release(0, pos, window).commit()


def _settle() -> None:
    """Let the screen catch up: a card is painted at once, the rest of the screen (hands,
    buttons of a new phase) a few tens of milliseconds later, and widgets added to a shown
    layout appear on the next turn of the event loop."""
    QTest.qWait(AFTER_PAINT_MS + 15)


def find_button(root: QWidget, name: str) -> QPushButton:
    """The shown button ``name`` under ``root``, waiting up to TIMEOUT_MS for it: on a loaded
    machine (CI, tests in parallel) a new phase's buttons can take longer than the usual
    settle time to appear, and a fixed wait then fails a test that is right."""
    _settle()
    found: list[QPushButton] = []

    def shown() -> bool:
        found[:] = [b for b in root.findChildren(QPushButton, name) if b.isVisible()]
        return bool(found)

    deadline = time.monotonic() + TIMEOUT_MS / 1000
    while not shown() and time.monotonic() < deadline:
        QTest.qWait(20)
    assert found, f"no button {name!r} shown"
    return found[-1]


class Table:
    """A running table: window, session, simulated shoe, log."""

    def __init__(
        self,
        qtbot: Any,
        tmp_path: pathlib.Path,
        game: str,
        *,
        boxes: int = 5,
        seed: int = 1,
        size: tuple[int, int] = (1280, 800),
        limits: dict[str, Any] | None = None,
        language: str = "en",
    ) -> None:
        self.qtbot = qtbot
        self.log_path = tmp_path / "rounds.db"
        self.log = RoundLog.open(self.log_path)
        self.source = SimulatedSource(seed=seed)
        self.source.start()
        self.session = TableSession(TableConfig(game, boxes, dict(limits or {})), log=self.log, source=self.source)
        self.window = MainWindow(Remembered(boxes=boxes, log=str(self.log_path), language=language))
        qtbot.addWidget(self.window)
        self.window.resize(*size)
        self.window.show()
        self.screen: TableScreen = self.window.attach(self.session)
        QTest.qWaitForWindowExposed(self.window)
        self.player = BasicStrategy(seed)

    @property
    def round(self) -> Any:
        return self.session.round

    def close(self) -> None:
        # Past the "keep the round for later?" question (its own tests: test_gui_nothing_lost).
        self.window.close_confirmed = True
        self.window.close()
        self.source.stop()
        self.log.close()

    def button(self, name: str) -> QPushButton:
        return find_button(self.window, name)

    def tap(self, name: str) -> None:
        tap(self.button(name))

    def box_button(self, box: int, name: str) -> QPushButton:
        _settle()
        b = self.screen.panels[box].action_buttons.get(name)
        assert b is not None and b.isVisible(), (
            f"box {box} shows no {name!r} button: {self.screen.panels[box].action_buttons}"
        )
        return b

    def wait_phase_not(self, phase: Phase) -> None:
        self.qtbot.waitUntil(lambda: self.round.phase is not phase, timeout=TIMEOUT_MS)

    # -- the round, by taps ------------------------------------------------------------------------

    def place_wagers(self, box: int, amounts: dict[str, str], *, blind: str | None = None) -> None:
        tap(self.box_button(box, "wagers"))
        overlay = self.screen.overlay
        assert overlay is not None
        for field, digits in amounts.items():
            tap(find_button(overlay, f"field_{field}"))
            tap(find_button(overlay, "key_clear"))
            for d in digits:
                tap(find_button(overlay, f"key_{d}"))
        if blind is not None:
            tap(find_button(overlay, blind))
        tap(find_button(overlay, "ok"))
        assert self.screen.overlay is None, overlay.error.text() if hasattr(overlay, "error") else ""

    def deal_all(self) -> None:
        """Tap "Deal N cards" until the round stops waiting for cards."""
        while self.round.phase in CARD_PHASES:
            phase, expected = self.round.phase, len(self.round.expected)
            self.tap("bar_deal")
            self.qtbot.waitUntil(
                lambda p=phase, n=expected: self.round.phase is not p or len(self.round.expected) < n,
                timeout=TIMEOUT_MS,
            )
            self.qtbot.waitUntil(
                lambda: not self.round.expected or self.round.phase not in CARD_PHASES, timeout=TIMEOUT_MS
            )
        _settle()

    def decide(self, box: int, action: Action) -> None:
        """Tap the buttons that take ``action`` on ``box``."""
        do = action.do
        if do in ("exchange", "buy_card"):
            tap(self.box_button(box, do))
            panel = self.screen.panels[box]
            for card in action.discard:
                widget = next(w for w in panel.cards.widgets if w.card == card and w.isVisible())
                tap(widget)
            tap(self.box_button(box, "confirm_selection"))
            return
        if do == "insure":
            tap(self.box_button(box, "insure"))
            overlay = self.screen.overlay
            assert overlay is not None
            tap(find_button(overlay, "min"))
            tap(find_button(overlay, "ok"))
            return
        name = f"{do}:{action.multiple}" if action.multiple else do
        tap(self.box_button(box, name))

    def play_decisions(self) -> None:
        """Every decision the simulated players take, by tapping; phases closed by the bar."""
        for _ in range(200):
            rnd = self.round
            phase = rnd.phase
            if phase in CARD_PHASES:
                self.deal_all()
                continue
            if phase in (Phase.SETTLEMENT, Phase.CONFIRMED):
                _settle()
                return
            if phase is Phase.OPEN_DEALER:
                self.tap("bar_close")
                continue
            acted = False
            pending = sum(rnd.rules.cards_wanted(b) for b in rnd.boxes.values() if b.pending is not None)
            budget = self.source.remaining - 3 - pending  # never ask the shoe for more than it holds
            for box in rnd.boxes_to_decide():
                action = self.player.decide(rnd, box, budget)
                if action is None:
                    continue
                before = len(rnd.records)
                self.decide(box, action)
                assert len(self.round.records) > before, self.screen.message_text
                acted = True
                break
            if not acted:
                self.tap("bar_close")
        raise AssertionError("the round did not reach settlement")


@contextmanager
def table(qtbot: Any, tmp_path: pathlib.Path, game: str, **kwargs: Any) -> Iterator[Table]:
    t = Table(qtbot, tmp_path, game, **kwargs)
    try:
        yield t
    finally:
        t.close()


@contextmanager
def pit_boss_screens(qtbot: Any, store: Any, pin: str) -> Iterator[Any]:
    """A maker of the pit boss Marta's screens (``make(path, **kwargs)``: on the round log
    at ``path``, her PIN checked in ``store``, at 1280 x 800, shown); each is shut down and
    its log closed at the end."""
    opened: list[tuple[PitBossScreen, RoundLog]] = []

    def make(path: pathlib.Path, **kwargs: Any) -> PitBossScreen:
        log = RoundLog.open(path)
        grant = store.check_pin("pit_boss", "Marta", pin)
        screen = PitBossScreen(log, store, grant, check_now=False, **kwargs)
        qtbot.addWidget(screen)
        screen.resize(1280, 800)
        screen.show()
        QTest.qWaitForWindowExposed(screen)
        opened.append((screen, log))
        return screen

    try:
        yield make
    finally:
        for screen, log in opened:
            screen.shutdown()
            log.close()
