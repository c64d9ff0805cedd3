"""``gui --floor URL``: the table's log ships to the floor from a thread of its own, and a
small badge on the table screen says "floor: N rounds waiting" when the floor lags.

The badge floats over the table screen's top-right corner (a child widget, outside its
layouts, so the screen's layout is untouched); it is shown only while rounds wait for the
floor longer than a moment, or the floor is out of reach or refuses the log. Reading the
shipper's counters never waits: the croupier's screen does not slow down.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QLabel, QWidget

from dealer_assist.floor.shipper import BackgroundShipper
from ui.i18n import translate

REFRESH_MS = 1000
STYLE = (
    "QLabel#FloorBadge { background: #ffd43b; color: black; font-size: 18px; font-weight: bold; "
    "border-radius: 6px; padding: 4px 10px; }"
)


class FloorBadge(QLabel):
    """The badge over ``screen`` reading ``shipper`` once a second."""

    def __init__(self, screen: QWidget, shipper: BackgroundShipper) -> None:
        super().__init__(screen)
        self.setObjectName("FloorBadge")
        self.setStyleSheet(STYLE)
        self.shipper = shipper
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.refresh)
        self.timer.start(REFRESH_MS)
        screen.installEventFilter(self)
        self.hide()
        self.refresh()

    def refresh(self) -> None:
        waiting = self.shipper.lagging()
        if waiting <= 0:
            self.hide()
            return
        self.setText(translate("Floor", "floor: %n rounds waiting", None, waiting))
        self.adjustSize()
        self._place()
        self.show()
        alerts = getattr(self.parentWidget(), "alerts", None)
        if isinstance(alerts, QWidget) and alerts.isVisible():
            self.stackUnder(alerts)  # an alert on the table matters more than the floor
        else:
            self.raise_()

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.move(parent.width() - self.width() - 12, 8)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False


def attach(screen: QWidget, log_path: str | Path, floor: str, running: BackgroundShipper | None) -> BackgroundShipper:
    """Start shipping ``log_path`` to ``floor`` (or keep ``running``) and put the badge on
    ``screen``. Returns the shipper; stop it when the table stops."""
    shipper = running
    if shipper is None:
        shipper = BackgroundShipper(log_path, floor)
        shipper.start()
    FloorBadge(screen, shipper)
    return shipper
