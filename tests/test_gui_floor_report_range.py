"""The floor's shift report view reads its range as the pit boss's does: a day typed as the
end is the whole of that day (it was its first moment, so a report of one day was empty), an
end left empty is open, and both left empty mean the newest round's day in the table's zone."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from dealer_assist.floor.reader import FloorStore
from dealer_assist.log import RoundLog
from dealer_assist.shift_report import shift_report
from tools.synth.rounds import generate
from ui.i18n import set_zone
from ui.pitview.report import FloorReportView

START = datetime(2025, 3, 1, 21, 30, tzinfo=UTC)  # 22:30 in Madrid: 2 March begins 1.5 h later


@pytest.fixture
def view(qtbot: Any, tmp_path: Path) -> Iterator[FloorReportView]:
    path = tmp_path / "mirror.db"
    with RoundLog.open(path) as log:  # the floor's mirror is a round log of every table
        log.append_rounds(list(generate(60, seed=3, tables=2, start=START, gap_seconds=240)), batch=100)
    set_zone("Europe/Madrid")
    store = FloorStore(path)
    report_view = FloorReportView(store)
    qtbot.addWidget(report_view)
    yield report_view
    store.close()
    set_zone(None)


def _madrid_day(view: FloorReportView, day: str) -> int:
    from zoneinfo import ZoneInfo

    zone = ZoneInfo("Europe/Madrid")
    low = datetime.fromisoformat(day).replace(tzinfo=zone)
    stamp = lambda m: m.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.") + "000Z"  # noqa: E731
    return shift_report(view.log.log, stamp(low), stamp(low + timedelta(days=1))).total.rounds


def test_a_day_typed_as_both_ends_is_that_whole_day(view: FloorReportView) -> None:
    view.date_from.setText("2025-03-01")
    view.date_to.setText("2025-03-01")
    report = view.make()
    assert not view.message.isVisible(), view.message.text()
    assert report is not None and report.total.rounds == _madrid_day(view, "2025-03-01") > 0


def test_an_empty_end_is_open_and_both_empty_mean_the_newest_rounds_local_day(view: FloorReportView) -> None:
    view.date_from.setText("2025-03-01")
    report = view.make()
    assert report is not None and report.total.rounds == 60
    view.date_from.clear()
    report = view.make()
    # The newest round is on 2 March in Madrid (and in UTC): that local day, all of it.
    assert report is not None and report.total.rounds == _madrid_day(view, "2025-03-02") > 0
