"""``dealer-assist pit --floor URL`` and ``dealer-assist floor demo``: the pit view in a
window of its own; ``--demo-screens DIR`` renders its screens offscreen and exits."""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtWidgets import QApplication, QHBoxLayout, QWidget

from dealer_assist.floor.reader import new_mirror
from ui import theme
from ui.i18n import set_language, translate
from ui.pitview.screen import PitView

SIZES = ((1280, 800), (1920, 1080))
LANGUAGES = ("en", "es", "ru")
WINDOW_HOURS = 24.0  # the rounds the pit view copies: those recorded in the last day


def host_for(view: PitView) -> QWidget:
    """The window: the croupier's theme under the pit boss's style."""
    host = QWidget()
    host.setObjectName("Screen")
    host.setStyleSheet(theme.STYLE)
    host.setWindowTitle(translate("PitView", "dealer-assist: pit view"))
    layout = QHBoxLayout(host)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(view)
    return host


def wait_for(condition: object, timeout: float = 20.0) -> bool:
    """Let Qt run until ``condition()`` holds (or ``timeout`` seconds)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        QApplication.processEvents()
        if condition():  # type: ignore[operator]
            return True
        time.sleep(0.02)
    return False


def render_screens(floor: str, folder: Path, language: str, size: tuple[int, int], tables: int) -> list[Path]:
    """The pit view's screens at ``size`` in ``language`` as PNGs: the tiles, a table's
    rounds, a round, the floor shift report."""
    set_language(language)
    since = datetime.now(UTC) - timedelta(hours=WINDOW_HOURS)
    scratch = Path(tempfile.mkdtemp(prefix="dealer-assist-pit-"))
    view = PitView(floor, new_mirror(scratch), pit="demo", since=since)
    host = host_for(view)
    host.resize(*size)
    host.show()
    view.start()
    written: list[Path] = []
    tag = f"{size[0]}x{size[1]}-{language}"

    def shot(name: str) -> None:
        settle = time.monotonic() + 0.3  # deferred layouts and deletions
        while time.monotonic() < settle:
            QApplication.processEvents()
            time.sleep(0.01)
        path = folder / f"pit-{name}-{tag}.png"
        host.grab().save(str(path))
        written.append(path)

    try:
        if not wait_for(lambda: len(view.tiles) >= tables and view.complete_updates > 0):
            raise SystemExit(f"the pit view showed {len(view.tiles)} of {tables} tables")
        shot("tiles")
        view.open_table(sorted(view.tiles)[0])
        wait_for(lambda: view.page.browser.matching is not None, 5)
        shot("table")
        view.page.browser.open_row(0)
        shot("round")
        view.open_report()
        shot("report")
    finally:
        view.shutdown()
        host.close()
        host.deleteLater()
        shutil.rmtree(scratch, ignore_errors=True)
    return written


def _window(floor: str, pit: str | None, language: str | None, fullscreen: bool, hours: float) -> int:
    from ui.app import application

    app = application()
    set_language(language or "en")
    scratch = Path(tempfile.mkdtemp(prefix="dealer-assist-pit-"))  # the mirror: removed on exit
    view = PitView(floor, new_mirror(scratch), pit=pit, since=datetime.now(UTC) - timedelta(hours=hours))
    host = host_for(view)
    host.resize(1440, 900)
    if fullscreen:
        host.showFullScreen()
    else:
        host.show()
    view.start()
    try:
        return int(app.exec())
    finally:
        view.shutdown()
        shutil.rmtree(scratch, ignore_errors=True)


def run(args: argparse.Namespace) -> int:
    """``dealer-assist pit --floor URL``."""
    from dealer_assist.floor.connect import resolve

    resolve(args.floor)  # a bad URL or a credentials file others may read: one line, before any window
    use_zone(args)
    if args.demo_screens:
        from ui.app import application

        application()
        folder = Path(args.demo_screens)
        folder.mkdir(parents=True, exist_ok=True)
        for language in (args.language,) if args.language else LANGUAGES:
            for size in SIZES:
                for path in render_screens(args.floor, folder, language, size, 1):
                    print(path)
        return 0
    return _window(args.floor, args.pit, args.language, args.fullscreen, args.hours)


def use_zone(args: argparse.Namespace) -> str:
    """The pit's time zone, as the table takes it: ``--zone``, else gui.ini's ``table/zone``,
    else the machine's (an unknown name falls back to the machine's, which the screens name)."""
    from ui.i18n import set_table_zone
    from ui.settings import Remembered

    return set_table_zone(getattr(args, "zone", None) or Remembered.load().zone)


def run_demo(args: argparse.Namespace) -> int:
    """``dealer-assist floor demo``: a throwaway floor with four simulated tables."""
    use_zone(args)
    from tools.demo.floor import TABLES, DemoFloor

    print("starting a throwaway PostgreSQL and four simulated tables…", file=sys.stderr)
    demo = DemoFloor()
    try:
        floor = str(demo.pit_credentials)
        print(f"floor ready in {demo.folder} (removed on exit)", file=sys.stderr)
        if args.demo_screens:
            from ui.app import application

            application()
            print(demo.fork("T4"), file=sys.stderr)  # a red tile: the floor refused a replaced log
            folder = Path(args.demo_screens)
            folder.mkdir(parents=True, exist_ok=True)
            for language in (args.language,) if args.language else LANGUAGES:
                for size in SIZES:
                    for path in render_screens(floor, folder, language, size, len(TABLES)):
                        print(path)
            return 0
        return _window(floor, "demo", args.language, args.fullscreen, WINDOW_HOURS)
    finally:
        demo.close()
