"""The pit boss's screen: the log's integrity always on top; tabs for the rounds (list and
detail), the shift report, the table's game and limits, and staff and PINs.

Opened only with a pit boss PIN (:func:`ui.pitboss.entry.open_pit_boss`), and closed
again after ``idle_seconds`` without a touch or when the pit boss leaves it
(:mod:`ui.pitboss.idle`): the PIN opens it again. Voids,
adjustments and limit or profile changes ask for a pit boss PIN again at the moment they
are made, and are recorded with who, when, old -> new and why. Every act is checked against
the staff file as it is written (docs/authority.md): when the pit boss who opened the screen
is no longer one there, the Staff tab's act is refused and the screen closes ("revoked"),
its host asking for a PIN again with the line in ``refusal``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QTabWidget, QVBoxLayout, QWidget

from dealer_assist import table_settings as ts
from dealer_assist.errors import DealerAssistError
from dealer_assist.staff import Grant, StaffStore
from ui.i18n import refusal_text, translate
from ui.pitboss.detail import ReasonOverlay, RoundDetail
from ui.pitboss.idle import DEFAULT_SECONDS, IdleLock
from ui.pitboss.integrity import IntegrityStatus
from ui.pitboss.pin import ask_pin
from ui.pitboss.report import ShiftReportView
from ui.pitboss.rounds import RoundsStack
from ui.pitboss.staff_view import StaffView
from ui.pitboss.style import STYLE
from ui.pitboss.table_view import TableControl, TableView
from ui.widgets import button, label


class PitBossScreen(QWidget):
    """Everything the pit boss reviews and changes. ``closed`` when locked again."""

    closed = Signal()

    def __init__(
        self,
        log: Any,
        store: StaffStore,
        grant: Grant,
        *,
        control: TableControl | None = None,
        verify_workers: int = 1,
        check_now: bool = True,
        idle_seconds: float = DEFAULT_SECONDS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PitBoss")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.log, self.store, self.grant = log, store, grant
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(8)
        top = QHBoxLayout()
        top.addWidget(label(translate("PitBoss", "Pit boss: {who}").format(who=grant.name), "Title"))
        self.integrity = IntegrityStatus(log.path, workers=verify_workers)
        top.addWidget(self.integrity, 1)
        top.addWidget(
            button(translate("PitBoss", "Lock and close"), self.close_screen, role="danger", name="pitboss_close")
        )
        outer.addLayout(top)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("pitboss_tabs")
        self.rounds = RoundsStack(log, self._round_detail)
        self.browser = self.rounds.browser
        self.tabs.addTab(self.rounds, translate("PitBoss", "Rounds"))
        self.report = ShiftReportView(log)
        self.tabs.addTab(self.report, translate("PitBoss", "Shift report"))
        self.control = control
        self.table = TableView(control, store, self.confirm_table_change)
        self.tabs.addTab(self.table, translate("PitBoss", "Table"))
        self.staff = StaffView(store, grant, self)
        self.staff.revoked.connect(self._revoked)
        self.tabs.addTab(self.staff, translate("PitBoss", "Staff and PINs"))
        self.tabs.currentChanged.connect(self._tab)
        outer.addWidget(self.tabs, 1)
        if check_now:
            self.integrity.check()
        self.lock_reason = ""
        """Why the screen closed by itself: "idle", "left" or "revoked" ("" when the pit boss
        closed it)."""
        self.refusal = ""
        """When "revoked": the line that says why, for the PIN pad that asks again."""
        self.idle = IdleLock(self, idle_seconds)
        self.idle.expired.connect(self._locked)

    def _locked(self, reason: str) -> None:
        self.lock_reason = reason
        self.close_screen()

    def _revoked(self, line: str) -> None:
        self.refusal = line
        self._locked("revoked")

    def _tab(self, index: int) -> None:
        if self.tabs.widget(index) is self.report and self.report.report is None:
            self.report.last_shift()
        if self.tabs.widget(index) is self.staff:
            self.staff.refresh()

    # -- rounds -------------------------------------------------------------------------------

    @property
    def detail(self) -> RoundDetail | None:
        return self.rounds.detail

    def open_round(self, round_id: str) -> RoundDetail | None:
        return self.rounds.open_round(round_id)

    def _round_detail(self, round_id: str) -> RoundDetail:
        # The pit boss may void or adjust here (with a PIN); the list shows it at once.
        detail = RoundDetail(self.log, round_id, ask_pin=self.ask_pit_boss, staff=self.store, host=self)
        detail.changed.connect(lambda _rid: self.browser.model.refresh())
        return detail

    def show_list(self) -> None:
        self.rounds.show_list()

    def ask_pit_boss(self, purpose: str, on_grant: Callable[[Grant], None]) -> None:
        texts = {
            "void": translate("PitBoss", "void the round"),
            "adjustment": translate("PitBoss", "adjust a payout"),
            "table": translate("PitBoss", "change the table"),
        }
        ask_pin(self, self.store, "pit_boss", on_grant, purpose=texts.get(purpose, purpose))

    # -- the table's game and limits ------------------------------------------------------------

    def confirm_table_change(
        self, old: ts.TableSettings, new: ts.TableSettings, done: Callable[[str], None]
    ) -> None:
        reasons = [
            translate("PitBoss", "Limits for the evening session"),
            translate("PitBoss", "Requested by the casino manager"),
            translate("PitBoss", "Game changed for the table"),
        ]

        def with_pin(why: str, _data: dict[str, Any]) -> str | None:
            self.ask_pit_boss("table", lambda grant: self._change_table(grant, old, new, why, done))
            return None

        ReasonOverlay(self, translate("PitBoss", "Change table {t}").format(t=old.table_id), reasons, with_pin).open()

    def _change_table(
        self, grant: Grant, old: ts.TableSettings, new: ts.TableSettings, why: str, done: Callable[[str], None]
    ) -> None:
        """The running table takes the new settings from its next round, and the change is
        recorded in the protected table settings; if it cannot be recorded, the table goes
        back to the old settings (nothing is paid by settings the trail does not hold)."""
        assert self.control is not None
        problem = self.control.change_table(new.game, dict(new.limits))
        if problem:
            done(problem)
            return
        try:
            ts.apply(self.store, grant, old, new, why)
        except DealerAssistError as err:
            self.control.change_table(old.game, dict(old.limits))
            done(refusal_text(err))
            return
        done("")
        self.staff.refresh()

    # -- closing ---------------------------------------------------------------------------------

    def close_screen(self) -> None:
        self.shutdown()
        self.closed.emit()

    def shutdown(self) -> None:
        """Stop background work (counts, the integrity check) before the screen goes."""
        self.idle.stop()
        self.browser.shutdown()
        self.integrity.shutdown()
