"""The pit view's share of ``bench --only floor``: showing a refresh of every tile."""

from __future__ import annotations

import dataclasses
import os
import statistics
import time
from pathlib import Path
from typing import Any


def show_times(floor: str, mirror: Path, states: list[Any], repeats: int = 10) -> list[float]:
    """Seconds to show ``states`` on a pit view at 1920x1080 (every tile changed each time:
    the worst refresh), painted; one figure per repeat."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from ui.pitview.app import host_for
    from ui.pitview.screen import PitView

    app = QApplication.instance() or QApplication([])
    view = PitView(floor, mirror)
    host = host_for(view)
    host.resize(1920, 1080)
    host.show()
    view.show_tiles(states)
    app.processEvents()
    times = []
    try:
        for n in range(repeats):
            changed = [dataclasses.replace(s, rounds_this_hour=s.rounds_this_hour + n + 1) for s in states]
            began = time.perf_counter()
            view.show_tiles(changed)
            host.repaint()
            app.processEvents()
            times.append(time.perf_counter() - began)
    finally:
        view.shutdown()
        host.close()
    return times


def median_ms(times: list[float]) -> float:
    return statistics.median(times) * 1000
