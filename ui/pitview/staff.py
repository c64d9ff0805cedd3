"""The podium's staff screen: the pit bosses (and anyone else) who may give a PIN at the pit
view, in the podium's own staff file (``pit/staff.db``, ``podium_staff_path()``). It is the
table's Staff and PINs screen (:class:`~ui.pitboss.staff_view.StaffView`) over that file:
add a person, change a PIN or a role, unlock, remove, every change chained with who and why
in the file's audit trail, which the screen checks as it shows it. A pit boss's PIN opens it;
it closes by itself after the pit boss's screens' idle time."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from dealer_assist.staff import Grant, StaffStore
from ui.i18n import translate
from ui.pitboss.idle import IdleLock
from ui.pitboss.staff_view import StaffView
from ui.widgets import button, label, whole


class PodiumStaffPage(QWidget):
    """The podium's staff file in ``grant``'s name; ``back`` when the pit boss leaves it
    (or it locked itself after being left alone)."""

    back = Signal()

    def __init__(self, store: StaffStore, grant: Grant, host: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PodiumStaff")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(8)
        head = QHBoxLayout()
        head.addWidget(whole(button(translate("PitView", "◀ Tables"), self.back.emit, name="staff_back")))
        head.addWidget(label(translate("PitView", "Podium staff · pit boss {who}").format(who=grant.name), "Title"), 1)
        outer.addLayout(head)
        self.view = StaffView(store, grant, host)
        outer.addWidget(self.view, 1)
        self.idle = IdleLock(self)
        self.idle.expired.connect(lambda _reason: self.back.emit())
