"""The pit's side of large payouts (issue #18): the payouts tables wait on, each with Approve
and Refuse, for the pit boss at the podium.

:class:`PitApprovals` is a panel for the pit view (``dealer-assist pit --floor URL``): it logs
in with the pit's credentials (a pit role: row-level security lets only the pit's roles
answer), lists what waits (:func:`dealer_assist.floor.approvals.pending`) and records the
answer in the pit boss's name (:func:`~dealer_assist.floor.approvals.answer`). The floor is
read and written from a thread of its own, so the podium's screen never waits on the network;
a failure is said in one line and the list stays as it was. :func:`open_pit_approvals` shows
the panel over any screen (an overlay); the pit view can also place the panel itself.

Opened with a pit boss's PIN (``grant``, of the podium's staff file ``staff``), each answer is
checked against that staff file as it is written (docs/authority.md): the file is held from
the check that the pit boss still is one there (not removed, moved or locked out since the
PIN) to the floor's answer. A pit boss who no longer is: nothing is answered, and
``revoked(line)`` (the pit view asks for a PIN again).
"""

from __future__ import annotations

import datetime as dt
import queue
import threading
from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QScrollArea, QVBoxLayout, QWidget

from dealer_assist.errors import DealerAssistError
from dealer_assist.floor.approvals import PendingApproval, answer, pending
from dealer_assist.staff import Grant, NoLongerAllowed, StaffStore
from ui.i18n import money, refusal_text, translate
from ui.widgets import Overlay, button, clear_layout, label

REFRESH_MS = 2000
DRAIN_MS = 100


def _since(requested_at: str) -> str:
    """How long the table has waited, in minutes (the podium reads it at a glance)."""
    try:
        then = dt.datetime.fromisoformat(requested_at)
    except ValueError:
        return ""
    minutes = max(0, int((dt.datetime.now(dt.UTC) - then).total_seconds() // 60))
    return translate("PitApprovals", "waiting %n min", None, minutes)


class PitApprovals(QFrame):
    """Payouts waiting for a pit boss, from the floor, with Approve / Refuse on each."""

    revoked = Signal(str)

    def __init__(
        self,
        floor: str,
        pit_boss: str,
        parent: QWidget | None = None,
        *,
        refresh_ms: int = REFRESH_MS,
        staff: StaffStore | None = None,
        grant: Grant | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PitApprovals")
        self.floor = floor
        self.pit_boss = grant.who if grant is not None else pit_boss
        self.staff, self.grant = staff, grant
        self.items: list[PendingApproval] = []
        self.buttons: dict[tuple[str, str, int, str], QWidget] = {}
        self._busy = False
        self._error: DealerAssistError | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(10)
        self.status = label("", "Muted", wrap=True)
        outer.addWidget(self.status)
        holder = QWidget()
        self.grid = QGridLayout(holder)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(12)
        self.grid.setVerticalSpacing(10)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(holder)
        holder.setObjectName("PitApprovalsList")
        scroll.setStyleSheet("QScrollArea, QWidget#PitApprovalsList { background: transparent; }")
        scroll.viewport().setAutoFillBackground(False)
        outer.addWidget(scroll, 1)
        # The worker threads touch no Qt object: they leave their result here and the screen's
        # own timer takes it (a panel closed meanwhile is simply never told).
        self._results: queue.SimpleQueue[tuple[str, Any]] = queue.SimpleQueue()
        self.drain = QTimer(self)
        self.drain.timeout.connect(self._drain)
        self.drain.start(DRAIN_MS)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.refresh)
        self.timer.start(refresh_ms)
        self._say(translate("PitApprovals", "Reading the floor…"))
        self.refresh()

    # -- the floor, off the screen's thread -------------------------------------------------------

    def _run(self, work: Callable[[], tuple[str, Any]]) -> None:
        self._busy = True
        results = self._results

        def run() -> None:
            results.put(work())

        threading.Thread(target=run, name="dealer-assist-pit-approvals", daemon=True).start()

    def _drain(self) -> None:
        while True:
            try:
                kind, value = self._results.get_nowait()
            except queue.Empty:
                return
            if kind == "fetched":
                self._show(value)
            else:
                self._after_answer(value)

    def refresh(self) -> None:
        if self._busy:
            return
        floor = self.floor

        def work() -> tuple[str, Any]:
            try:
                return "fetched", (pending(floor), None)
            except DealerAssistError as err:
                return "fetched", (None, err)

        self._run(work)

    def decide(self, item: PendingApproval, *, refuse: bool) -> None:
        """Record the pit boss's answer to ``item`` (from a thread); the list is read again."""
        for b in self.buttons.values():
            b.setEnabled(False)

        floor, who, staff, grant = self.floor, self.pit_boss, self.staff, self.grant

        def work() -> tuple[str, Any]:
            try:
                if staff is None or grant is None:
                    answer(floor, item, who, refuse=refuse)
                else:  # this thread's own connection to the staff file, held to the answer
                    with staff.another() as own, own.acting(grant):
                        answer(floor, item, grant.who, refuse=refuse)
            except DealerAssistError as err:
                return "answered", err
            return "answered", None

        self._run(work)

    # -- the screen -------------------------------------------------------------------------------

    def _after_answer(self, error: DealerAssistError | None) -> None:
        self._busy = False
        if isinstance(error, NoLongerAllowed):
            self.timer.stop()
            self.revoked.emit(refusal_text(error))
            return
        self.items = []  # the list is built again as the floor has it (its buttons enabled)
        self._error = error  # said once the list is read again
        self.refresh()

    def _say(self, text: str, *, problem: bool = False) -> None:
        self.status.setText(text)
        self.status.setObjectName("Message" if problem else "Muted")
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)

    def _show(self, result: tuple[list[PendingApproval] | None, DealerAssistError | None]) -> None:
        self._busy = False
        found, error = result
        if found is None:
            assert error is not None
            self._say(refusal_text(error), problem=True)  # the list stays as it was: the floor may be back soon
            return
        error, self._error = self._error, None
        if error is not None:
            self._say(refusal_text(error), problem=True)
        else:
            self._say(
                translate("PitApprovals", "Nothing waits for a pit boss")
                if not found
                else translate("PitApprovals", "%n payout(s) wait for a pit boss", None, len(found))
            )
        if found == self.items:
            return
        self.items = found
        clear_layout(self.grid)
        self.buttons = {}
        for row, item in enumerate(found):
            text = translate("PitApprovals", "Table {table} · box {box} pays {amount}").format(
                table=item.table_id, box=item.box, amount=money(item.amount)
            )
            detail = [_since(item.requested_at)]
            if item.croupier:
                detail.insert(0, translate("PitApprovals", "croupier {name}").format(name=item.croupier))
            cell = QVBoxLayout()
            cell.setSpacing(2)
            cell.addWidget(label(text, "BoxTitle", wrap=True))
            cell.addWidget(label(" · ".join(d for d in detail if d), "Muted", wrap=True))
            self.grid.addLayout(cell, row, 0)
            key = (item.table_id, item.round_id, item.box, str(item.amount))
            actions = QHBoxLayout()
            ok = button(
                translate("PitApprovals", "Approve"),
                partial(self.decide, item, refuse=False),
                role="confirm",
                name=f"approve_{item.table_id}_{item.box}",
            )
            no = button(
                translate("PitApprovals", "Refuse"),
                partial(self.decide, item, refuse=True),
                role="danger",
                name=f"refuse_{item.table_id}_{item.box}",
            )
            for b in (ok, no):
                b.setMinimumWidth(160)
                actions.addWidget(b)
            self.grid.addLayout(actions, row, 1)
            self.buttons[key] = ok
            self.buttons[(*key[:3], key[3] + ":refuse")] = no
        self.grid.setColumnStretch(0, 1)
        self.grid.setRowStretch(len(found), 1)


def open_pit_approvals(
    host: QWidget,
    floor: str,
    pit_boss: str,
    *,
    name: str | None = None,
    staff: StaffStore | None = None,
    grant: Grant | None = None,
) -> Overlay:
    """The panel over ``host`` (the pit view), with a Close button. ``pit_boss`` is how the
    answers name who gave them (``Marta (pit boss)``); ``name``, when given, is the title's;
    ``staff`` and ``grant``: each answer checked against the staff file (the overlay closes
    when the pit boss no longer is one there)."""
    title = translate("PitApprovals", "Payouts waiting for a pit boss ({name})").format(name=name or pit_boss)
    overlay = Overlay(host, title)
    panel = PitApprovals(floor, pit_boss, overlay.panel, staff=staff, grant=grant)
    panel.revoked.connect(lambda _line: overlay.close_overlay())
    overlay.body.addWidget(panel, 1)
    overlay.body.addWidget(button(translate("PitApprovals", "Close"), overlay.close_overlay, name="close"))
    overlay.pit_approvals = panel  # type: ignore[attr-defined]
    overlay.open()
    return overlay


__all__ = ["PitApprovals", "open_pit_approvals"]
