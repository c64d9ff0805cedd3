"""Work off the GUI thread on a connection of its own (a SQLite connection belongs to the
thread that opened it): counting rounds, checking the hash chain. Results come back to the
GUI thread by a queued signal; a newer request makes an older answer stale."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from dealer_assist.errors import DealerAssistError
from dealer_assist.messages import Message, msg


class LogWorker(QObject):
    """Runs ``job(log)`` in a thread with the log at ``path`` opened read-only there.

    ``done(ticket, result)`` or ``failed(ticket, message)`` arrive in the GUI thread; the
    ticket is the one :meth:`start` returned, so a caller keeps only the newest answer. The
    failure is a :class:`~dealer_assist.messages.Message`, rendered in the GUI thread (a
    translation belongs to the screen, not to the worker).
    """

    done = Signal(int, object)
    failed = Signal(int, object)
    progress = Signal(int, int, int)

    def __init__(self, path: str | Path | Callable[[], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        # A file (opened read-only per job), or what opens the store a job reads (the pit
        # view's counts on the floor: a connection of their own).
        self.opener: Callable[[], Any] | None = path if callable(path) else None
        self.path = Path("-") if callable(path) else Path(path)
        self._ticket = 0
        self._threads: list[threading.Thread] = []
        self._logs: dict[int, Any] = {}
        self._lock = threading.Lock()
        self._relay = _Relay()
        self._relay.done.connect(self.done, Qt.ConnectionType.QueuedConnection)
        self._relay.failed.connect(self.failed, Qt.ConnectionType.QueuedConnection)
        self._relay.progress.connect(self.progress, Qt.ConnectionType.QueuedConnection)

    def start(self, job: Callable[..., Any], *, with_progress: bool = False) -> int:
        """Run ``job(log)`` (``job(log, progress)`` with ``with_progress``); its ticket."""
        self._ticket += 1
        ticket = self._ticket
        thread = threading.Thread(target=self._run, args=(ticket, job, with_progress), daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()]
        self._threads.append(thread)
        thread.start()
        return ticket

    def _run(self, ticket: int, job: Callable[..., Any], with_progress: bool) -> None:
        from dealer_assist.log import RoundLog

        try:
            log = self.opener() if self.opener is not None else RoundLog.open(self.path, readonly=True)
        except DealerAssistError as err:
            self._relay.failed.emit(ticket, err.message)
            return
        with self._lock:
            self._logs[ticket] = log
        try:
            if with_progress:
                result = job(log, lambda done, total: self._relay.progress.emit(ticket, done, total))
            else:
                result = job(log)
        except DealerAssistError as err:
            self._relay.failed.emit(ticket, err.message)
        except Exception as err:  # an interrupted query (stop) or a damaged file
            why = Message.text(f"{type(err).__name__}: {err}")
            self._relay.failed.emit(ticket, msg("log.cannot_read", path=self.path, why=why))
        else:
            self._relay.done.emit(ticket, result)
        finally:
            with self._lock:
                self._logs.pop(ticket, None)
            log.close()

    @property
    def latest(self) -> int:
        return self._ticket

    def busy(self) -> bool:
        return any(t.is_alive() for t in self._threads)

    def cancel(self) -> None:
        """Interrupt the queries running now (their answers would be stale)."""
        with self._lock:
            for log in self._logs.values():
                with contextlib.suppress(Exception):  # already closed: nothing to interrupt
                    interrupt = getattr(log, "interrupt", None)  # the floor's: cancels on the server
                    if interrupt is None:
                        interrupt = log.db.conn.interrupt
                    interrupt()

    def stop(self, timeout: float = 5.0) -> None:
        """Interrupt running queries and wait for the threads (closing a screen)."""
        self.cancel()
        for t in self._threads:
            t.join(timeout)
        self._threads = [t for t in self._threads if t.is_alive()]


class _Relay(QObject):
    done = Signal(int, object)
    failed = Signal(int, object)
    progress = Signal(int, int, int)
