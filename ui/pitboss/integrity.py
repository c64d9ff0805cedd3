"""The log's integrity, always in view: verified (the hash chain) and when, being checked,
or — loudly — altered.

The check (:meth:`RoundLog.verify`) runs in a thread with its own connection (the log's
connection belongs to the thread that opened it); a large log is checked by the log's own
worker processes, one by default so the table's screen keeps a processor.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QWidget

from dealer_assist.clock import to_local
from dealer_assist.log import VerifyReport
from dealer_assist.messages import Message
from ui.i18n import clock, render, translate, zone
from ui.pitboss.worker import LogWorker
from ui.widgets import button, label


def _local(stamp: str) -> str:
    """A log time (UTC) as the table's clock shows it."""
    return clock(to_local(stamp, zone()))


def _why(report: VerifyReport) -> str:
    """Why the check failed, in the screen's language (a report of an older caller: its English)."""
    return render(report.why) if report.why is not None else report.reason or ""


class IntegrityStatus(QFrame):
    """Green: verified, with the time of the check; blue: checking; red: ALTERED."""

    checked = Signal(object)  # the VerifyReport

    def __init__(self, path: str | Path, *, workers: int = 1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("IntegrityBusy")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.path = Path(path)
        self.workers = workers
        self.report: VerifyReport | None = None
        self.error: str | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 4, 6, 4)
        self.text = label("", "Title", wrap=True)
        self.text.setObjectName("integrity_text")
        row.addWidget(self.text, 1)
        self.again = button(translate("PitBoss", "Check now"), self.check, name="integrity_check")
        self.again.setMinimumWidth(150)
        row.addWidget(self.again)
        self.worker = LogWorker(self.path, self)
        self.worker.done.connect(self._done)
        self.worker.failed.connect(self._failed)
        self.worker.progress.connect(self._progress)
        self._flash = QTimer(self)
        self._flash.setInterval(600)
        self._flash.timeout.connect(self._blink)
        self._lit = True

    @property
    def failed(self) -> bool:
        return self.error is not None or (self.report is not None and not self.report.ok)

    def check(self) -> None:
        """Verify the whole log again (in the background)."""
        self._set("IntegrityBusy", translate("PitBoss", "Checking the log's hash chain…"))
        self.again.setEnabled(False)
        workers = self.workers

        def job(log: Any, progress: Any) -> VerifyReport:
            report: VerifyReport = log.verify(progress=progress, workers=workers)
            return report

        self.worker.start(job, with_progress=True)

    def _progress(self, ticket: int, done: int, total: int) -> None:
        if ticket == self.worker.latest and total:
            self.text.setText(
                translate("PitBoss", "Checking the log's hash chain… {p}%").format(p=min(100, done * 100 // total))
            )

    def _done(self, ticket: int, report: object) -> None:
        if ticket != self.worker.latest:
            return
        assert isinstance(report, VerifyReport)
        self.report, self.error = report, None
        self.again.setEnabled(True)
        if report.ok:
            self._flash.stop()
            text = translate(
                "PitBoss", "✔ Log verified: %Ln rounds intact (hash chain), checked at {time}", None,
                report.rounds_checked,
            ).format(time=_local(report.checked_at))
            if report.clock_alerts:  # the chain is intact, but round times around a step mislead
                text += "\n" + translate(
                    "PitBoss",
                    "⚠ %n clock alert(s): the computer's clock jumped while rounds were logged "
                    "(dealer-assist verify lists them); round times around them may mislead",
                    None,
                    report.clock_alerts,
                )
            self._set("IntegrityOk", text)
        else:
            where = ""
            if report.failed_position is not None:
                where = translate("PitBoss", " at entry {n}").format(n=report.failed_position)
                if report.failed_round_id:
                    where += translate("PitBoss", " (round {id})").format(id=report.failed_round_id)
            self._alarm(
                translate(
                    "PitBoss", "⚠ LOG ALTERED{where}: {why} — checked at {time}. Do not trust it; call the technician."
                ).format(where=where, why=_why(report), time=_local(report.checked_at))
            )
        self.checked.emit(report)

    def _failed(self, ticket: int, message: Message) -> None:
        if ticket != self.worker.latest:
            return
        self.report, self.error = None, str(message)
        self.again.setEnabled(True)
        self._alarm(translate("PitBoss", "⚠ THE LOG CANNOT BE CHECKED: {why}").format(why=render(message)))

    def _alarm(self, text: str) -> None:
        self._set("IntegrityFailed", text)
        self._flash.start()

    def _blink(self) -> None:
        # A failed check must be seen from across the pit: the banner flashes.
        self._lit = not self._lit
        self.setStyleSheet("" if self._lit else "QFrame#IntegrityFailed { background: #7a1010; }")

    def _set(self, name: str, text: str) -> None:
        self.setObjectName(name)
        self.setStyleSheet("")
        self.style().unpolish(self)
        self.style().polish(self)
        self.text.setText(text)

    def shutdown(self) -> None:
        self._flash.stop()
        self.worker.stop()
