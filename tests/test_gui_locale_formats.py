"""Money, counts, percentages and dates on the pit boss's and the trainee's screens are
written as the screen's language writes them (ui/i18n), and amounts typed in that language
are read back exactly."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

import pytest

from ui.i18n import (
    count,
    date_time,
    day,
    decimal,
    money,
    parse_money,
    percent,
    set_language,
    set_zone,
    typed_date_time,
)
from ui.pitboss.model import log_time


@pytest.fixture
def language(qapp: object, request: pytest.FixtureRequest) -> Iterator[str]:
    code = set_language(request.param)
    set_zone("UTC")
    yield code
    set_language("en")
    set_zone(None)


# Spanish leaves four-digit numbers ungrouped (1250) and groups from five digits on (12.345).
# Dates: one unambiguous form a language (never 3/1/2025: issue 17). Times in the table's
# zone, UTC here (the fixture sets it).
WRITTEN = {
    "en": ("12,345", "1,250.5", "67%", "3.5", "2025-03-01", "2025-03-01 21:04:05"),
    "es": ("12.345", "1250,5", "67\u00a0%", "3,5", "01/03/2025", "01/03/2025 21:04:05"),
    "ru": ("12\u00a0345", "1\u00a0250,5", "67\u00a0%", "3,5", "01.03.2025", "01.03.2025 21:04:05"),
}


@pytest.mark.parametrize("language", list(WRITTEN), indirect=True)
def test_numbers_and_dates_are_written_as_the_language_writes_them(language: str) -> None:
    shown = (
        count(12345),
        money(Decimal("1250.50")),
        percent(2 / 3),
        decimal(3.5),
        day("2025-03-01"),
        date_time("2025-03-01T21:04:05.123Z"),
    )
    assert shown == WRITTEN[language]


@pytest.mark.parametrize("language", ["en", "es", "ru"], indirect=True)
def test_an_amount_shown_on_the_screen_is_read_back_exactly(language: str) -> None:
    for amount in (Decimal("1000"), Decimal("1250.5"), Decimal("-10"), Decimal("12345678.25"), Decimal("0.5")):
        assert parse_money(money(amount)) == amount
    assert parse_money("12.5") == Decimal("12.5")  # a plain decimal point is never a thousands separator
    assert parse_money("-10") == Decimal("-10")
    for bad in ("", "abc", "1..2", "NaN", "Infinity"):
        assert parse_money(bad) is None


@pytest.mark.parametrize(
    ("language", "typed"), [("es", "1.000"), ("ru", "1 000"), ("en", "1,000")], indirect=["language"]
)
def test_a_thousand_typed_with_the_languages_grouping_is_a_thousand(language: str, typed: str) -> None:
    assert parse_money(typed) == Decimal(1000)


@pytest.mark.parametrize("language", ["en", "es", "ru"], indirect=True)
def test_the_pit_boss_may_type_a_date_as_the_screen_shows_it_or_as_iso(language: str) -> None:
    shown = day("2025-03-01")
    assert typed_date_time(f"{shown} 21:00") == "2025-03-01 21:00"
    assert log_time(f"{shown} 21:00") == "2025-03-01T21:00:00.000Z"
    assert log_time("2025-03-01 21:00") == "2025-03-01T21:00:00.000Z"
    assert log_time("2025-03-01") == "2025-03-01T00:00:00.000Z"
    assert log_time("2025-03-01", end=True) == "2025-03-01T23:59:59.999Z"
