"""Qt's side of the screens, below all of them: the one QApplication, the bridge that brings
a card source's events into the GUI thread, and waiting for the screen to catch up.

Every window (the croupier's, the pit boss's, the trainee's, the pit view) and every demo
imports these from here, never from another window's module, so the screens' modules
import one another in one direction only (tests/test_ui_import_cycles.py).
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QWidget

from dealer_assist.events import SourceEvent
from ui.joins import EventFeed


def application() -> QApplication:
    """The process's QApplication, made on first use."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    return app


class SourceBridge(QObject):
    """Delivers a card source's events to the session in the GUI thread.

    The source's bounded queue is the only queue (drivers/base.py EventQueue): the reader
    thread only wakes the GUI thread (one wake-up pending at most), which then takes the
    waiting events from the source, a batch at a time. A busy screen therefore never makes
    Qt's own event queue grow; the source drops noise and reports any overflow."""

    wake = Signal()
    BATCH = 200  # events per turn of the GUI loop: the screen stays responsive in a burst

    def __init__(
        self, source: EventFeed, deliver: Callable[[SourceEvent], None], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.source = source
        self.deliver = deliver
        self._pending = threading.Event()
        self._stopped = False
        self.wake.connect(self._drain, Qt.ConnectionType.QueuedConnection)
        source.add_listener(self._from_reader)

    def _from_reader(self, event: object) -> None:
        if not self._pending.is_set():
            self._pending.set()
            self.wake.emit()

    def _drain(self) -> None:
        self._pending.clear()
        if self._stopped:
            return
        events = self.source.poll(self.BATCH)
        for event in events:
            self.deliver(event)
        if len(events) == self.BATCH:
            self._from_reader(None)  # more are waiting: another turn

    def stop(self) -> None:
        self._stopped = True
        self.source.remove_listener(self._from_reader)


def settle(until: Callable[[], bool] = lambda: True, seconds: float = 5.0) -> None:
    """Let Qt handle events until ``until()`` holds or ``seconds`` have passed (the demo
    scripts wait for the screen to catch up this way)."""
    end = time.monotonic() + seconds
    while True:
        QCoreApplication.processEvents()
        if until() or time.monotonic() > end:
            break
        time.sleep(0.005)
    QCoreApplication.processEvents()


def dispose(window: QWidget) -> None:
    """Delete a closed window and everything it scheduled for deletion now, so a window
    opened later in the same process never receives events for half-deleted widgets
    (that crashed the process)."""
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
