"""The application window: start-up screen, then the table; the card source (the driver
registry opens the one chosen) bridged into the GUI thread (ui/qt.py); the round log opened
for the session."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QPushButton, QStackedWidget, QVBoxLayout, QWidget

from dealer_assist.errors import DealerAssistError
from dealer_assist.flow.journal import JournaledRound
from ui import theme
from ui.i18n import set_language, set_table_zone, translate
from ui.joins import CardFeed, TableLog
from ui.overlays import SettingsOverlay
from ui.qt import SourceBridge, application
from ui.resume import ask_before_closing, offer, resumed_config
from ui.session import TableConfig, TableSession, refusal_text
from ui.settings import Remembered, settings_path
from ui.startup import StartupScreen
from ui.table_screen import TableScreen

if TYPE_CHECKING:
    from dealer_assist.floor.shipper import BackgroundShipper
    from dealer_assist.staff import StaffStore
    from drivers.base import SourceSettings

__all__ = ["MainWindow", "SourceBridge", "application", "open_camera", "open_log", "open_source", "run"]


def source_settings(choice: Remembered, seed: int | None = None) -> SourceSettings:
    """What the technician set for the card source, for the source class to take from."""
    from drivers.base import SourceSettings

    return SourceSettings(
        port=choice.port, protocol=choice.protocol, camera=choice.camera, calibration=choice.calibration, seed=seed
    )


def open_source(choice: Remembered, seed: int | None = None) -> CardFeed:
    """The card source the start-up screen chose, started: the driver registry opens it, and
    its class takes from the settings what concerns it (a port, a camera, a seed)."""
    from drivers.registry import open_configured

    source = open_configured(choice.source, source_settings(choice, seed))
    source.start()
    return source


def open_camera(choice: Remembered) -> CardFeed:
    """The camera that checks the card reader from above the layout (the technician's camera
    and its calibration file), not yet started."""
    from drivers.registry import open_checker

    return open_checker(source_settings(choice))


def open_log(path: str) -> TableLog:
    from dealer_assist.log import RoundLog

    return RoundLog.open(path or None)


class MainWindow(QWidget):
    """Start-up, then the table. Owns the source and the log while a table runs."""

    def __init__(self, remembered: Remembered, *, seed: int | None = None, requested_game: str = "") -> None:
        super().__init__()
        self.requested_game = requested_game
        """A game asked for on the command line (``gui --game``): offered, a pit boss approves it."""
        self.setObjectName("Screen")
        self.setWindowTitle("dealer-assist")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.remembered = remembered
        self.seed = seed
        self.language = set_language(remembered.language)
        self.zone = set_table_zone(remembered.zone)
        self.setStyleSheet(theme.STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The window takes the screen's size (1280x800 up to 1920x1080); word-wrapped labels
        # must not make Qt widen it to fit their preferred heights.
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetNoConstraint)
        self.stack = QStackedWidget()
        layout.addWidget(self.stack)
        self.session: TableSession | None = None
        self.source: CardFeed | None = None
        self.log: TableLog | None = None
        self.bridge: SourceBridge | None = None
        self.checker: CardFeed | None = None
        self.checker_bridge: SourceBridge | None = None
        self.table: TableScreen | None = None
        self.startup: StartupScreen | None = None
        self.close_confirmed = False
        self.close_question: QWidget | None = None
        self.floor_url: str | None = None  # gui --floor: the log ships to the floor meanwhile
        self.floor: BackgroundShipper | None = None
        self.show_startup()

    # -- screens ---------------------------------------------------------------------------------

    def show_startup(self) -> None:
        self.stop_table()
        store, problem = self.staff_store()
        self.startup = StartupScreen(
            self.remembered, store=store, store_error=problem, requested_game=self.requested_game
        )
        startup = self.startup
        self.startup.start.connect(lambda choice: self.start_table(choice, croupier=startup.croupier))
        self.startup.language.connect(self.change_language)
        self._replace(self.startup)
        offer(self)  # a round left in progress: Resume / Void (ui/resume.py)

    def _replace(self, widget: QWidget) -> None:
        while self.stack.count():
            old = self.stack.widget(0)
            if old is None:  # not while count() says there is one
                break
            self.stack.removeWidget(old)
            old.deleteLater()
        self.stack.addWidget(widget)
        self.stack.setCurrentWidget(widget)

    def staff_store(self) -> tuple[StaffStore | None, DealerAssistError | None]:
        """The staff store beside the round log (people, PINs, the table settings), or why not."""
        from ui.pitboss.entry import store_of

        try:
            return store_of(self), None
        except DealerAssistError as err:
            return None, err

    def table_config(self, choice: Remembered, croupier: str = "croupier") -> TableConfig:
        """The table as the pit boss set it up (the protected table settings), with the
        croupier's boxes (at most the profile's)."""
        from dealer_assist import table_settings
        from ui.pitboss.entry import store_of

        settings = table_settings.current(store_of(self), choice.table_id)
        profile = table_settings.validate(settings)
        boxes = max(1, min(choice.boxes, profile.table.boxes))
        return TableConfig(
            settings.game, boxes, dict(settings.limits), choice.table_id, croupier, settings.approval_threshold
        )

    def start_table(
        self, choice: Remembered, croupier: str = "croupier", resume: JournaledRound | None = None
    ) -> bool:
        """Open the log and the source chosen, and show the table. On failure the start-up
        screen says why and nothing is left open. ``resume``: the round in progress to go on
        with (the table as it was played, see ui/resume.py)."""
        self.remembered = choice
        choice.save()
        try:
            config = self.table_config(choice, croupier)
        except DealerAssistError as err:
            if self.startup is not None:
                self.startup.show_error(refusal_text(err))
            return False
        try:
            self.log = open_log(choice.log)
            self.source = open_source(choice, self.seed)
        except DealerAssistError as err:
            self.stop_table()
            if self.startup is not None:
                self.startup.show_error(refusal_text(err))
            return False
        if resume is not None:
            config = resumed_config(resume, config)
        try:
            self.session = TableSession(config, log=self.log, source=self.source)
        except DealerAssistError as err:
            self.stop_table()
            if self.startup is not None:
                self.startup.show_error(refusal_text(err))  # a round in progress: ui/resume.py
            return False
        self.bridge = SourceBridge(self.source, self.session.handle_event, self)
        if choice.camera_check and self.source.layout_view() is None:  # a camera checks itself
            try:
                checker = self.checker = open_camera(choice)
                checker.start()
            except DealerAssistError as err:
                self.stop_table()
                if self.startup is not None:
                    self.startup.show_error(
                        translate("Startup", "checking camera: {why}").format(why=refusal_text(err)))
                return False
            self.session.checker = checker
            self.checker_bridge = SourceBridge(checker, self.session.camera_event, self)
        self.show_table()
        return True

    def attach(self, session: TableSession) -> TableScreen:
        """Show the table of an existing session (demo, tests, benchmark)."""
        self.session = session
        self.source = session.source
        self.log = session.log
        if session.source is not None:
            self.bridge = SourceBridge(session.source, session.handle_event, self)
        return self.show_table()

    def show_table(self) -> TableScreen:
        assert self.session is not None
        self.startup = None
        self.table = TableScreen(self.session)
        self.table.settings_tapped.connect(self.open_settings)
        if self.floor_url and self.log is not None:
            from ui.floor_badge import attach

            self.floor = attach(self.table, self.log.path, self.floor_url, self.floor)
            from ui.approvals import link_floor  # large payouts approved from the pit (issue #18)

            link_floor(self.table, self.session, self.floor)
        self._replace(self.table)
        return self.table

    def open_settings(self) -> None:
        session = self.session
        setup_allowed = session is not None and not session.round.records and session.unlogged is None
        overlay = SettingsOverlay(
            self,
            self.language,
            self.change_language,
            self.show_startup if setup_allowed else None,
            self._calibration(),
            fullscreen=self.isFullScreen(),
            on_fullscreen=self.set_fullscreen,
        )
        from ui.pitboss.entry import add_staff_buttons  # pit boss, technician, croupier PINs

        add_staff_buttons(overlay, self)
        overlay.open()

    def _calibration(self) -> Callable[[], None] | None:
        from dealer_assist.extras import installed

        if not installed("camera"):
            return None  # installed without [camera] (no OpenCV): no camera to calibrate here
        try:
            from ui.calibration_wizard import open_wizard
        except ImportError:  # a table without the camera's libraries (OpenCV, NumPy)
            return None
        return lambda: open_wizard(self)

    def set_fullscreen(self, on: bool) -> None:
        """Full screen (or the screen's available area) now, and at every start from now on."""
        qs = QSettings(str(settings_path()), QSettings.Format.IniFormat)
        qs.setValue("screen/fullscreen", 1 if on else 0)
        qs.sync()
        if on:
            self.showFullScreen()
        else:
            self.showNormal()
            show_on_screen(self, fullscreen=False)

    def change_language(self, code: str) -> None:
        self.language = set_language(code)
        self.remembered.language = self.language
        self.remembered.save()
        if self.table is not None and self.session is not None:
            self.show_table()
        else:
            self.show_startup()

    # -- shutting down ---------------------------------------------------------------------------

    def stop_table(self) -> None:
        if self.session is not None:
            self.session.flush_journal()
        if self.bridge is not None:
            self.bridge.stop()
            self.bridge = None
        if self.source is not None:
            self.source.stop()
            self.source = None
        if self.checker_bridge is not None:
            self.checker_bridge.stop()
            self.checker_bridge = None
        if self.checker is not None:
            self.checker.stop()
            self.checker = None
        if self.floor is not None:
            self.floor.stop()
            self.floor = None
        if self.log is not None:
            self.log.close()
            self.log = None
        self.session = None
        self.table = None

    def closeEvent(self, event: QCloseEvent) -> None:
        if ask_before_closing(self):  # mid-round: "Keep the round for later / Cancel"
            event.ignore()
            return
        self.stop_table()
        super().closeEvent(event)


def run(args: argparse.Namespace) -> int:
    """``dealer-assist gui`` (``--demo-screens``: tools/demo/screens.py's ``run``, see ui/cli.py)."""
    app = application()
    remembered = Remembered.load()
    if args.boxes:
        remembered.boxes = args.boxes
    if args.source:
        remembered.source = args.source
    if args.port:
        remembered.port = args.port
        remembered.source = args.source or "serial"
    if args.log:
        remembered.log = args.log
    for name in ("camera", "calibration"):
        if getattr(args, name, None):
            setattr(remembered, name, getattr(args, name))
    if getattr(args, "camera_check", False):
        remembered.camera_check = 1
    if args.language:
        remembered.language = args.language
    # --game is a request: the start-up screen offers it, a pit boss approves it (PIN, reason).
    window = MainWindow(remembered, seed=args.seed, requested_game=args.game or "")
    if args.start and args.game:
        note = translate("Startup", "a pit boss approves a game")
        print(f"dealer-assist gui: --game {args.game}: {note}", file=sys.stderr)
    window.floor_url = getattr(args, "floor", None)
    if args.start and not window.start_table(remembered):
        print(f"dealer-assist gui: {translate('Startup', 'could not start')}", file=sys.stderr)
    show_on_screen(window, fullscreen=args.fullscreen or fullscreen_setting())
    report = os.environ.get("DEALER_ASSIST_REPORT_GEOMETRY")
    if report:
        QTimer.singleShot(REPORT_AFTER_MS, lambda: report_geometry(window, Path(report)))
    return int(app.exec())


REPORT_AFTER_MS = 1500
"""Time for the window manager (if any) to place the window before it is measured."""


def fullscreen_setting() -> bool:
    """``[screen] fullscreen=1`` in gui.ini: the table's touchscreen runs full screen without
    ``--fullscreen`` on its command line (set once by the technician)."""
    value = QSettings(str(settings_path()), QSettings.Format.IniFormat).value("screen/fullscreen", 0)
    return str(value).strip().lower() in ("1", "true", "yes")


def show_on_screen(window: QWidget, *, fullscreen: bool) -> None:
    """Show ``window`` filling the screen it opens on: full screen, or the screen's available
    area (without the task bar), whatever its size from 1280x768 up. A window manager's
    frame is handled by maximising; without a window manager the size set is the size."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if fullscreen:
        window.setGeometry(screen.geometry())
        window.showFullScreen()
        return
    area = screen.availableGeometry()
    window.move(area.topLeft())
    window.resize(area.size())
    window.showMaximized()


def report_geometry(window: QWidget, path: Path) -> None:
    """Write where the window and its visible buttons are on the screen, then quit (the
    test that starts the real GUI on an X display reads it)."""
    screen = window.screen()

    def rect(r: QRect) -> list[int]:
        return [r.x(), r.y(), r.width(), r.height()]

    buttons = {}
    for b in window.findChildren(QPushButton):
        if b.isVisible() and b.objectName():
            buttons[b.objectName()] = rect(QRect(b.mapToGlobal(QPoint(0, 0)), b.size()))
    shown = {
        "platform": QGuiApplication.platformName(),
        "screen": rect(screen.geometry()),
        "available": rect(screen.availableGeometry()),
        "frame": rect(window.frameGeometry()),
        "window": rect(window.geometry()),
        "fullscreen": window.isFullScreen(),
        "buttons": buttons,
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(shown, indent=1))
    finally:
        QApplication.quit()
