"""The idle lock of the staff screens (pit boss, staff and PINs, technician).

A pit boss who walks away must not leave the log, the voids and the PINs open to whoever
passes: after ``seconds`` without a touch, click or key inside the screen, or as soon as the
screen is left (hidden, or the application loses the focus to another program), the lock
fires once; the screen then closes, and only the PIN opens it again. The croupier's table
has no such lock: a table in play must stay on screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

DEFAULT_SECONDS = 120.0

# What counts as someone at the screen: presses, keys, touches and the wheel (a mouse
# resting over the screen, or moving past it, does not).
_ACTIVITY = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.KeyPress,
        QEvent.Type.TouchBegin,
        QEvent.Type.TouchUpdate,
        QEvent.Type.Wheel,
    }
)


class IdleLock(QObject):
    """Watches ``screen``; ``expired`` ("idle" or "left") fires once, then the lock stops."""

    expired = Signal(str)

    def __init__(self, screen: QWidget, seconds: float = DEFAULT_SECONDS) -> None:
        super().__init__(screen)
        self.screen = screen
        self.seconds = seconds
        self.fired = ""
        self.stopped = False
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(max(1, int(seconds * 1000)))
        self.timer.timeout.connect(self._idle)
        app = QApplication.instance()
        if app is not None:
            # Input anywhere, and the application's state (an ApplicationStateChange event to
            # the application: no signal connection to outlive this object).
            app.installEventFilter(self)
        screen.installEventFilter(self)
        self.timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.stopped:
            return False
        kind = event.type()
        if kind in _ACTIVITY and isinstance(watched, QWidget) and self._inside(watched):
            self.timer.start()  # someone is there: the idle time starts again
        elif kind == QEvent.Type.ApplicationStateChange:
            if QGuiApplication.applicationState() != Qt.ApplicationState.ApplicationActive:
                self._fire("left")  # another program took the focus
        elif watched is self.screen and kind == QEvent.Type.Hide:
            self._fire("left")
        return False

    def _idle(self) -> None:
        self._fire("idle")

    def _inside(self, widget: QWidget) -> bool:
        return widget is self.screen or self.screen.isAncestorOf(widget)

    def _fire(self, reason: str) -> None:
        if self.fired or self.stopped:
            return
        self.fired = reason
        self.stop()
        self.expired.emit(reason)

    def stop(self) -> None:
        """Stop watching (the screen is closing)."""
        self.stopped = True
        self.timer.stop()
        self.screen.removeEventFilter(self)
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
