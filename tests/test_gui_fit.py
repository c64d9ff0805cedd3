"""The croupier's screens after every branch was merged: the header names who deals in a
place of its own, the reader's news never reaches a screen that was replaced, the settings
panel lays its buttons out without overlap, the settlement of seven boxes keeps every line.
(The geometry of every screen is tests/test_gui_geometry.py; these pin the cases it found.)"""

from __future__ import annotations

import pathlib
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from dealer_assist.events import ReaderBack, ReaderLost
from tests.gui_helpers import table
from ui.i18n import set_language


def _flush_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def test_the_reader_reaches_only_the_screen_on_show(qtbot: Any, tmp_path: pathlib.Path) -> None:
    """A language change builds a new table screen and deletes the old one; the reader lost
    and back afterwards updates the new screen and nothing calls the deleted one (it raised
    "Internal C++ object already deleted" from the old screen's refresh)."""
    with table(qtbot, tmp_path, "novo", boxes=7) as t:
        old = t.window.table
        t.window.change_language("es")
        _flush_deletes()
        new = t.window.table
        assert new is not None and new is not old
        t.session.handle_event(ReaderLost("no message for 5 s", "sim"))
        QApplication.processEvents()
        assert "PERDIDO" in new.reader.text().upper() or "LOST" in new.reader.text().upper(), new.reader.text()
        t.session.handle_event(ReaderBack("sim"))
        QApplication.processEvents()
        assert "LOST" not in new.reader.text().upper()
    set_language("en")
