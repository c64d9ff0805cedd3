"""Where the pit boss, technician and croupier PINs meet the croupier's window.

:func:`add_staff_buttons` puts "Croupier sign-in", "Pit boss" and "Technician" into the
settings panel, and makes "Table set-up" (which changes the game and limits) need a pit
boss PIN, with the changes recorded. :func:`open_pit_boss` shows the pit boss's screen over
the table (the table keeps taking cards underneath). :func:`run` is ``dealer-assist
pitboss``: the same screens in a window of their own, for the pit's office.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from dealer_assist.errors import DealerAssistError
from dealer_assist.staff import Grant, StaffStore, staff_path
from ui.i18n import refusal_text, translate
from ui.pitboss.idle import DEFAULT_SECONDS, IdleLock
from ui.pitboss.integrity import IntegrityStatus
from ui.pitboss.pin import PinOverlay, ask_pin
from ui.pitboss.screen import PitBossScreen
from ui.pitboss.style import STYLE
from ui.pitboss.table_view import TableState
from ui.widgets import Overlay, button, label


def log_path_of(window: Any) -> Path:
    from dealer_assist.log import default_path

    if getattr(window, "log", None) is not None:
        return Path(window.log.path)
    chosen = getattr(getattr(window, "remembered", None), "log", "")
    return Path(chosen) if chosen else default_path()


def store_of(window: Any) -> StaffStore:
    """The staff file beside the window's round log (opened once, kept on the window)."""
    path = staff_path(log_path_of(window))
    store: StaffStore | None = getattr(window, "_staff_store", None)
    if store is None or store.path != path:
        store = StaffStore.open(path)
        if store.migrated:
            print(store.migrated, file=sys.stderr)
        window._staff_store = store
    return store


class WindowTable:
    """The running table of the croupier's window, as the pit boss screen changes it."""

    def __init__(self, window: Any) -> None:
        self.window = window

    def table_state(self) -> TableState | None:
        session = self.window.session
        if session is None:
            return None
        c = session.config
        return TableState(c.table_id, c.game, {k: Decimal(v) for k, v in c.limits.items() if v is not None})

    def change_table(self, game: str, limits: dict[str, Decimal]) -> str | None:
        session = self.window.session
        if session is None:
            return translate("PitBoss", "No table is running")
        if session.round.records or session.unlogged is not None:
            return translate("PitBoss", "A round is in progress: change the table between rounds")
        old = (session.config.game, dict(session.config.limits))
        session.config.game, session.config.limits = game, dict(limits)
        try:
            session.new_round()
        except DealerAssistError as err:
            session.config.game, session.config.limits = old
            session.new_round()
            return refusal_text(err)
        self.window.show_table()
        return None


class ScreenOverlay(Overlay):
    """A screen over the whole window (the table keeps running underneath)."""

    # The screen shown; it hides QWidget.screen() (the display), which no code asks of an overlay.
    screen: QWidget  # type: ignore[assignment]

    def __init__(self, host: QWidget, screen: QWidget) -> None:
        super().__init__(host, "", width=1.0, height=1.0)
        self.title.hide()
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.addWidget(screen, 1)
        self.screen = screen


def idle_of(window: Any) -> float:
    """The staff screens' idle lock (gui.ini's ``idle_lock``, 2 minutes by default)."""
    return float(getattr(getattr(window, "remembered", None), "idle_lock", DEFAULT_SECONDS))


def _review() -> str:
    """The PIN pad's purpose when the pit boss's screen is asked for."""
    return translate("PitBoss", "review")


def open_pit_boss(window: Any, grant: Grant, *, check_now: bool = True) -> PitBossScreen:
    """The pit boss's screen over ``window``, for the pit boss of ``grant``."""
    from dealer_assist.log import RoundLog

    own_log = None
    log = window.log
    if log is None:
        log = own_log = RoundLog.open(log_path_of(window))
    screen = PitBossScreen(
        log, store_of(window), grant, control=WindowTable(window), check_now=check_now, idle_seconds=idle_of(window)
    )
    overlay = ScreenOverlay(window, screen)

    def closed() -> None:
        window.pit_boss = None
        overlay.close_overlay()
        if own_log is not None:
            own_log.close()
        if screen.lock_reason == "revoked":  # no longer a pit boss in the staff file: a PIN again
            ask_pin(window, screen.store, "pit_boss", lambda g: open_pit_boss(window, g), purpose=_review(),
                    said=screen.refusal)

    screen.closed.connect(closed)
    overlay.open()
    window.pit_boss = screen
    return screen


class TechnicianScreen(QWidget):
    """The technician's page: the card reader's state, the log's integrity, set-up tools."""

    def __init__(self, window: Any, grant: Grant, on_close: Any) -> None:
        super().__init__()
        self.setObjectName("PitBoss")
        self.setStyleSheet(STYLE)
        from PySide6.QtWidgets import QVBoxLayout

        v = QVBoxLayout(self)
        v.addWidget(label(translate("PitBoss", "Technician: {who}").format(who=grant.name), "Title"))
        session = window.session
        if session is not None:
            state = translate("PitBoss", "Card reader: {state} {detail} · protocol errors: {n}").format(
                state=session.reader_state, detail=session.reader_detail, n=session.protocol_errors
            )
        else:
            state = translate("PitBoss", "No table is running")
        v.addWidget(label(state, "Prompt", wrap=True))
        v.addWidget(
            label(translate("PitBoss", "Round log: {path}").format(path=str(log_path_of(window))), "Muted", wrap=True)
        )
        self.integrity = IntegrityStatus(log_path_of(window))
        v.addWidget(self.integrity)
        row = QHBoxLayout()
        calibrate = window._calibration() if hasattr(window, "_calibration") else None
        b = button(
            translate("Settings", "Camera calibration"),
            lambda: (on_close(), calibrate()) if calibrate else None,
            name="tech_calibrate",
        )
        b.setEnabled(calibrate is not None)
        row.addWidget(b)
        v.addLayout(row)
        v.addStretch(1)
        v.addWidget(button(translate("PitBoss", "Lock and close"), on_close, role="main", name="tech_close"))
        if log_path_of(window).exists():
            self.integrity.check()
        self.idle = IdleLock(self, idle_of(window))  # idle or left: closed, the PIN opens it again
        self.idle.expired.connect(lambda _reason: on_close())


def open_technician(window: Any, grant: Grant) -> TechnicianScreen:
    overlay: ScreenOverlay

    def close() -> None:
        screen.idle.stop()
        screen.integrity.shutdown()
        overlay.close_overlay()

    screen = TechnicianScreen(window, grant, close)
    overlay = ScreenOverlay(window, screen)
    overlay.open()
    return screen


def add_staff_buttons(overlay: Any, window: Any) -> None:
    """Croupier sign-in, pit boss and technician buttons in the settings panel; "Table
    set-up" asks for a pit boss PIN (it changes the game and the limits)."""
    try:
        store = store_of(window)
    except DealerAssistError as err:
        overlay.body.insertWidget(overlay.body.count() - 1, label(refusal_text(err), "Message", wrap=True))
        return
    row = QHBoxLayout()

    def then(role: str, purpose: str, action: Any) -> None:
        overlay.close_overlay()
        ask_pin(window, store, role, action, purpose=purpose)

    def sign_in(grant: Grant) -> None:
        if window.session is not None:  # a dealer rotation: between rounds only, chained
            window.session.rotate(grant, store)

    def croupier() -> None:
        refused = window.session.rotation_refused() if window.session is not None else ""
        if refused:  # mid-round: one line, no PIN asked
            overlay.close_overlay()
            window.session.refused.emit(refused)
            return
        then("croupier", translate("PitBoss", "sign in"), sign_in)

    row.addWidget(button(translate("PitBoss", "Croupier sign-in"), croupier, name="staff_croupier"))
    row.addWidget(
        button(
            translate("PitBoss", "Pit boss"),
            lambda: then("pit_boss", _review(), lambda g: open_pit_boss(window, g)),
            name="staff_pit_boss",
        )
    )
    row.addWidget(
        button(
            translate("PitBoss", "Technician"),
            lambda: then("technician", translate("PitBoss", "set-up"), lambda g: open_technician(window, g)),
            name="staff_technician",
        )
    )
    overlay.body.insertLayout(overlay.body.count() - 2, row)
    setup = next((b for b in overlay.findChildren(QPushButton, "setup")), None)
    if setup is not None and setup.isEnabled():
        setup.clicked.disconnect()
        setup.clicked.connect(
            lambda _c=False: then(
                "pit_boss", translate("PitBoss", "table set-up"), lambda g: guarded_setup(window, store, g)
            )
        )


def _setup_values(remembered: Any) -> dict[str, Any]:
    values = dataclasses.asdict(remembered)
    return {k: values.get(k) for k in ("game", "boxes", "min_bet", "max_bet", "max_payout", "source", "table_id")}


def guarded_setup(window: Any, store: StaffStore, grant: Grant) -> None:
    """The start-up screen, opened by a pit boss; what it changes is recorded on start."""
    before = _setup_values(window.remembered)
    window.show_startup()

    def started(choice: Any) -> None:
        after = _setup_values(choice)
        if after != before:
            changed_old = {k: v for k, v in before.items() if after[k] != v}
            changed_new = {k: v for k, v in after.items() if before[k] != v}
            try:
                store.record_change(
                    grant,
                    "table_setup",
                    f"table {choice.table_id}",
                    changed_old,
                    changed_new,
                    translate("PitBoss", "table set-up"),
                )
            except DealerAssistError as err:
                # Not recorded in the name of a pit boss the staff file no longer holds (or
                # a file that cannot be written): said on the table. What the set-up changed
                # is the croupier's own (boxes, source); what is paid needs its own PIN.
                if window.table is not None:
                    window.table.show_message(refusal_text(err))

    if window.startup is not None:
        window.startup.start.connect(started)


class PitBossOffice(QWidget):
    """``dealer-assist pitboss``: the pit boss's screens in a window of their own, for the
    pit's office. Locked (one button asking for a pit boss PIN) until a PIN opens the screen;
    idle or left, locked again, and any pit boss's PIN opens a fresh screen; "Lock and close"
    closes the window."""

    def __init__(
        self, log: Any, store: StaffStore, *, idle_seconds: float = DEFAULT_SECONDS, check_now: bool = True
    ) -> None:
        super().__init__()
        from ui import theme

        self.log, self.store, self.idle_seconds, self.check_now = log, store, idle_seconds, check_now
        self.pit_boss: PitBossScreen | None = None
        self.setObjectName("Screen")
        self.setStyleSheet(theme.STYLE + STYLE)
        self.setWindowTitle(translate("PitBoss", "dealer-assist: pit boss"))
        self.resize(1440, 900)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.placeholder = button(
            translate("PitBoss", "Locked: tap to enter a pit boss PIN"), self.ask, role="main", name="unlock"
        )
        self.row.addWidget(self.placeholder)

    def ask(self) -> PinOverlay:
        return ask_pin(self, self.store, "pit_boss", self.unlocked)

    def unlocked(self, grant: Grant) -> None:
        screen = PitBossScreen(
            self.log, self.store, grant, verify_workers=2, check_now=self.check_now, idle_seconds=self.idle_seconds
        )
        self.placeholder.hide()
        self.row.addWidget(screen)
        self.pit_boss = screen
        screen.closed.connect(lambda: self._closed(screen))

    def _closed(self, screen: PitBossScreen) -> None:
        if not screen.lock_reason:
            self.close()  # "Lock and close"
            return
        # Idle, or left: locked again; the PIN (any pit boss's) opens a fresh screen.
        self.row.removeWidget(screen)
        screen.deleteLater()
        self.pit_boss = None
        self.placeholder.show()
        if screen.lock_reason == "revoked":  # no longer a pit boss in the staff file: the PIN asked again
            ask_pin(self, self.store, "pit_boss", self.unlocked, said=screen.refusal)


def run(args: argparse.Namespace) -> int:
    """``dealer-assist pitboss``: the pit boss's screens on a log, in their own window."""
    from ui.i18n import set_language, set_table_zone
    from ui.qt import application
    from ui.settings import Remembered

    app = application()
    set_language(args.language or "en")
    remembered = Remembered.load()
    set_table_zone(getattr(args, "zone", "") or remembered.zone)
    from dealer_assist.log import RoundLog, default_path

    path = Path(args.log) if args.log else default_path()
    log = RoundLog.open(path)
    store = StaffStore.open(staff_path(path))
    if store.migrated:
        print(store.migrated, file=sys.stderr)
    host = PitBossOffice(log, store, idle_seconds=remembered.idle_lock)
    host.show()
    host.ask()
    try:
        return int(app.exec())
    finally:
        log.close()
        store.close()
