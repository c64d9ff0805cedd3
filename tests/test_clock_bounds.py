"""Range bounds at the ends of the calendar (docs/time.md): a pit boss may type a far date as
"no end"; it is read as the end of time, never a traceback."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from dealer_assist.clock import local_bound
from dealer_assist.log.model import time_bound

LAST = "9999-12-31T23:59:59.999Z"
FIRST = "0001-01-01T00:00:00.000Z"


@pytest.mark.parametrize("zone", ["UTC", "Europe/Madrid", "Europe/Moscow", "America/New_York", "Asia/Tokyo"])
def test_the_last_day_of_the_calendar_is_the_end_of_time(zone: str) -> None:
    z = ZoneInfo(zone)
    assert local_bound("9999-12-31", z, end=True) == LAST
    assert local_bound("9999-12-31", z, end=False) <= LAST
    assert local_bound("9999-12-31 23:59", z, end=True) <= LAST


@pytest.mark.parametrize("zone", ["UTC", "Asia/Tokyo", "America/New_York"])
def test_the_first_day_of_the_calendar_is_the_start_of_time(zone: str) -> None:
    assert local_bound("0001-01-01", ZoneInfo(zone), end=False) >= FIRST


def test_a_browser_filter_to_the_last_day_reads_as_no_end() -> None:
    assert time_bound("9999-12-31", end=True) == LAST
