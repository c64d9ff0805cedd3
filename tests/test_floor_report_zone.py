"""The floor shift report in the pit's time zone, as the table's report: a day typed is the
pit's local day, and the hours are its local hours, east of UTC (Moscow, +03:00) and west
(New York, -05:00 in March) around midnight; the pit view's report takes the zone the
screens use (``pit --zone`` or gui.ini's)."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from dealer_assist.floor.reader import FloorStore, floor_shift_report
from dealer_assist.log import RoundLog
from tools.synth.rounds import synthetic_round
from ui.i18n import set_zone, zone
from ui.pitview.app import use_zone
from ui.pitview.report import FloorReportView

# Confirmed a few seconds after these (UTC): 20:50 and 21:10 on 1 March are 23:50 and 00:10
# in Moscow; 04:50 and 05:10 on 2 March are 23:50 and 00:10 in New York.
MOMENTS = (
    ("T1", datetime(2025, 3, 1, 20, 50, tzinfo=UTC)),
    ("T2", datetime(2025, 3, 1, 21, 10, tzinfo=UTC)),
    ("T1", datetime(2025, 3, 2, 4, 50, tzinfo=UTC)),
    ("T2", datetime(2025, 3, 2, 5, 10, tzinfo=UTC)),
)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[FloorStore]:
    path = tmp_path / "mirror.db"
    with RoundLog.open(path) as log:  # the pit's mirror: a round log of every table
        for n, (table, moment) in enumerate(MOMENTS):
            log.append_round(synthetic_round(seed=n, round_id=f"R{n}", table_id=table, started=moment))
    floor_store = FloorStore(path)
    yield floor_store
    floor_store.close()
    set_zone(None)


def rounds_per_table(report: Any) -> dict[str, int]:
    return {t: f.rounds for t, f in report.per_table}


@pytest.mark.parametrize(
    ("name", "start", "per_table", "first_hour"),
    [
        ("Europe/Moscow", "2025-03-01T21:00:00.000Z", {"T1": 1, "T2": 2}, "2025-03-02T00:00+03:00"),
        ("America/New_York", "2025-03-02T05:00:00.000Z", {"T2": 1}, "2025-03-02T00:00-05:00"),
        ("UTC", "2025-03-02T00:00:00.000Z", {"T1": 1, "T2": 1}, "2025-03-02T04:00+00:00"),
    ],
)
def test_a_day_of_the_floor_report_is_the_pits_local_day(
    store: FloorStore, name: str, start: str, per_table: dict[str, int], first_hour: str
) -> None:
    report = floor_shift_report(store, "2025-03-02", "2025-03-02", zone=ZoneInfo(name))
    assert (report.report.zone, report.report.date_from) == (name, start)
    assert rounds_per_table(report) == per_table
    assert report.report.total.rounds == sum(per_table.values())
    # Hour by hour in local hours: the first is the one after midnight (or 04:00 in UTC).
    assert report.report.per_hour[0][0] == first_hour, report.report.per_hour
    assert sum(f.rounds for _, f in report.report.per_hour) == sum(per_table.values())
    assert sum(f.rounds for _, f in report.per_croupier) == sum(per_table.values())


def test_the_night_shift_across_midnight_in_moscow(store: FloorStore) -> None:
    moscow = ZoneInfo("Europe/Moscow")
    report = floor_shift_report(store, "2025-03-01 22:00", "2025-03-02 02:00", zone=moscow)
    assert rounds_per_table(report) == {"T1": 1, "T2": 1}  # 23:50 and 00:10, not 07:50 or 08:10
    hours = [h for h, _ in report.report.per_hour]
    assert hours[:2] == ["2025-03-01T23:00+03:00", "2025-03-02T00:00+03:00"], hours


def test_the_pit_views_report_takes_the_pits_zone(qtbot: Any, store: FloorStore) -> None:
    assert use_zone(argparse.Namespace(zone="America/New_York")) == "America/New_York" == zone().key
    view = FloorReportView(store)
    qtbot.addWidget(view)
    view.date_from.setText("2025-03-01 23:00")
    view.date_to.setText("2025-03-02 01:00")
    report = view.make()
    assert report is not None and not view.message.isVisible(), view.message.text()
    assert report.zone == "America/New_York" and report.total.rounds == 2  # 23:50 and 00:10 in New York
    assert (report.date_from, report.date_to) == ("2025-03-02T04:00:00.000Z", "2025-03-02T06:00:00.000Z")
    assert view.floor is not None and rounds_per_table(view.floor) == {"T1": 1, "T2": 1}
    assert report.per_hour[0][0] == "2025-03-01T23:00-05:00"
    use_zone(argparse.Namespace(zone="Europe/Moscow"))
    report = view.make()
    assert report is not None and report.zone == "Europe/Moscow"  # the same hours typed: Moscow's midnight
    assert (report.date_from, report.date_to) == ("2025-03-01T20:00:00.000Z", "2025-03-01T22:00:00.000Z")
    assert report.per_hour[0][0] == "2025-03-01T23:00+03:00" and report.total.rounds == 2
