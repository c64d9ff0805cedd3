"""The pit boss's screens read the table's clock (issue 17): the browser, a round's detail and
the shift report show local times in the table's zone and name it, take dates typed in local
time, count in the language's plural forms (1 раунд, 3 раунда, 5 раундов) and write dates
one unambiguous way a language. The rounds are those of tests/test_shift_report_zones.py
(Madrid's night of 26 Oct 2025, when 02:10 happens twice)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from dealer_assist.log import RoundLog
from tests.gui_helpers import find_button, tap
from tests.test_shift_report_zones import make_log
from tools.synth.rounds import synthetic_round
from ui.i18n import set_language, set_zone, translate
from ui.pitboss.browser import LogBrowser
from ui.pitboss.detail import RoundDetail
from ui.pitboss.integrity import IntegrityStatus
from ui.pitboss.report import ShiftReportView


@pytest.fixture
def madrid(qapp: object, request: pytest.FixtureRequest) -> Iterator[str]:
    code = set_language(getattr(request, "param", "en"))
    set_zone("Europe/Madrid")
    yield code
    set_language("en")
    set_zone(None)


@pytest.fixture(scope="module")
def log_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("clock") / "rounds.db"
    make_log(path)
    return path


@pytest.fixture
def log(log_path: Path) -> Iterator[RoundLog]:
    with RoundLog.open(log_path, readonly=True) as opened:
        yield opened


@pytest.mark.parametrize(
    ("madrid", "n", "text"),
    [
        ("ru", 1, "Журнал цел: 1 раунд "),
        ("ru", 3, "Журнал цел: 3 раунда "),
        ("ru", 5, "Журнал цел: 5 раундов "),
        ("ru", 21, "Журнал цел: 21 раунд "),
        ("ru", 12345, "Журнал цел: 12\u00a0345 раундов "),
        ("es", 1, "verificado: 1 ronda intacta"),
        ("es", 2, "verificado: 2 rondas intactas"),
        ("en", 1, "Log verified: 1 round intact"),
        ("en", 1234, "Log verified: 1,234 rounds intact"),
    ],
    indirect=["madrid"],
)
def test_counts_take_the_language_s_plural_form(madrid: str, n: int, text: str) -> None:
    shown = translate("PitBoss", "✔ Log verified: %Ln rounds intact (hash chain), checked at {time}", None, n)
    assert text in shown


@pytest.mark.parametrize("madrid", ["ru"], indirect=True)
def test_the_integrity_line_of_a_one_round_log_says_1_round(madrid: str, qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "one.db"
    with RoundLog.open(path) as one:
        one.append_round(synthetic_round(seed=2))
    status = IntegrityStatus(path)
    qtbot.addWidget(status)
    status.check()
    qtbot.waitUntil(lambda: status.report is not None, timeout=10000)
    assert "1 раунд " in status.text.text() and "раундов" not in status.text.text()
    status.shutdown()


@pytest.mark.parametrize(
    ("madrid", "first", "second", "header", "day"),
    [
        ("en", "2025-10-26 02:10:00 CEST", "2025-10-26 02:10:00 CET", "Confirmed (Madrid)", "2025-10-26"),
        ("es", "26/10/2025 02:10:00 CEST", "26/10/2025 02:10:00 CET", "Confirmada (Madrid)", "26/10/2025"),
        ("ru", "26.10.2025 02:10:00 CEST", "26.10.2025 02:10:00 CET", "Подтверждён (Madrid)", "26.10.2025"),
    ],
    indirect=["madrid"],
)
def test_the_browser_shows_madrid_time_and_takes_a_madrid_day(
    madrid: str, qtbot: Any, log: RoundLog, first: str, second: str, header: str, day: str
) -> None:
    browser = LogBrowser(log)
    qtbot.addWidget(browser)
    browser.resize(1280, 700)
    browser.show()
    model = browser.model
    shown = {r.round_id: model.data(model.index(i, 0)) for i, r in enumerate(model.rows)}
    assert shown["MAD-c"] == first and shown["MAD-e"] == second  # 00:10Z and 01:10Z
    assert shown["MAD-g"] == f"{day} 23:30:00"  # 22:30Z, an hour that happens once: no zone
    assert model.headerData(0, Qt.Orientation.Horizontal) == header
    assert browser.view.columnWidth(0) >= browser.view.sizeHintForColumn(0) + 16  # "… 02:10:00 CEST" whole
    browser.filters.date_from.setText(day)
    browser.filters.date_to.setText(day)
    browser.filters.table.setText("MAD")
    tap(find_button(browser, "filter_apply"))
    assert sorted(r.round_id for r in model.rows) == [f"MAD-{x}" for x in "bcdefg"]  # the 25-hour day
    qtbot.waitUntil(lambda: browser.matching == 6, timeout=5000)
    browser.shutdown()


@pytest.mark.parametrize("madrid", ["en", "ru"], indirect=True)
def test_a_time_the_clocks_skipped_is_named_not_guessed(madrid: str, qtbot: Any, log: RoundLog) -> None:
    browser = LogBrowser(log)
    qtbot.addWidget(browser)
    browser.filters.date_from.setText("2025-03-30 02:30")
    assert not browser.apply_filter()
    said = {"en": "does not exist in Europe/Madrid", "ru": "в зоне Europe/Madrid не было"}[madrid]
    assert "2025-03-30 02:30" in browser.error.text() and said in browser.error.text()
    browser.shutdown()


@pytest.mark.parametrize("madrid", ["en", "es", "ru"], indirect=True)
def test_the_report_is_asked_for_and_read_in_madrid_time(madrid: str, qtbot: Any, log: RoundLog) -> None:
    view = ShiftReportView(log)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    QTest.qWaitForWindowExposed(view)
    written = {"en": ("2025-10-25 20:00", "2025-10-26 04:00"), "es": ("25/10/2025 20:00", "26/10/2025 04:00"),
               "ru": ("25.10.2025 20:00", "26.10.2025 04:00")}[madrid]
    view.date_from.setText(written[0])
    view.date_to.setText(written[1])
    view.table.setText("MAD")
    tap(find_button(view, "report_make"))
    report = view.report
    assert report is not None and report.zone == "Europe/Madrid"
    assert (report.date_from, report.date_to) == ("2025-10-25T18:00:00.000Z", "2025-10-26T03:00:00.000Z")
    assert report.total.rounds == 6  # a b c d e f, worked out in tests/test_shift_report_zones.py
    heading = view.content.findChildren(QLabel)[0].text()
    assert f"{written[0]}:00" in heading and "Europe/Madrid" in heading
    assert [h for h, _ in view.chart.hours][3:5] == ["2025-10-26T02:00+02:00", "2025-10-26T02:00+01:00"]
    times = [view.tables["largest"].item(r, 0).text() for r in range(view.tables["largest"].rowCount())]
    assert times and all(t.startswith(written[0][:5]) or t.startswith(written[1][:5]) or "2025-10-2" in t
                         for t in times)


@pytest.mark.parametrize("madrid", ["ru"], indirect=True)
def test_a_round_s_detail_names_the_zone_and_steps_in_local_time(madrid: str, qtbot: Any, log: RoundLog) -> None:
    detail = RoundDetail(log, "MAD-e", ask_pin=None, host=None)
    qtbot.addWidget(detail)
    facts = [w.text() for w in detail.findChildren(QLabel) if "Europe/Madrid" in w.text()]
    assert facts and "26.10.2025 02:10:00 CET" in facts[0]
    steps = detail.timeline_rows()
    last = detail.round.records[-1]["time"]  # UTC; Madrid is an hour on (CET) that night after 01:00Z
    assert steps[-1][0] == f"{(int(last[11:13]) + 1) % 24:02d}{last[13:19]}"
    assert detail.timeline.horizontalHeaderItem(0).text() == "Время (Madrid)"
