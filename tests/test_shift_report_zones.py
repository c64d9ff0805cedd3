"""The shift report and the export in the table's time zone (issue 17): rounds logged (in UTC,
as always) over midnight and over the nights the clocks change in Madrid and Moscow, and the
report's totals and hours checked against figures worked out by hand below.

Every round is a copy of one round, re-timed: each adds the same wagered / paid / house
figures, so a total is (rounds counted by hand) x (one round's figures).

Madrid, last Sunday of October 2025 (26 Oct): at 01:00 UTC the clocks go from 03:00 CEST
(+02:00) back to 02:00 CET (+01:00); the local day 26 Oct runs from 25 Oct 22:00 UTC to
26 Oct 23:00 UTC: 25 hours. Rounds (UTC -> Madrid):

    a  25 Oct 21:30Z  23:30 +02  (Saturday)
    b  25 Oct 22:15Z  00:15 +02  (Sunday, after midnight)
    c  26 Oct 00:10Z  02:10 +02  (the first 02:10)
    d  26 Oct 00:50Z  02:50 +02
    e  26 Oct 01:10Z  02:10 +01  (the second 02:10)
    f  26 Oct 02:20Z  03:20 +01
    g  26 Oct 22:30Z  23:30 +01  (Sunday, last hour of the 25)
    h  26 Oct 23:05Z  00:05 +01  (Monday)

- day 26 Oct: b c d e f g = 6 rounds;
- shift 25 Oct 20:00 -> 26 Oct 04:00 (20:00 +02 = 18:00Z, 04:00 +01 = 03:00Z, 9 real
  hours): a b c d e f = 6 rounds; its hours 23:00+02 (a), 00:00+02 (b), 01:00+02 (none),
  02:00+02 (c d), 02:00+01 (e), 03:00+01 (f);
- 02:00 -> 02:59 that night (both happen twice: from the first 02:00 to the second 02:59,
  00:00Z -> 01:59Z): c d e = 3 rounds.

Madrid, last Sunday of March 2025 (30 Mar): at 01:00 UTC the clocks go from 02:00 CET to
03:00 CEST; the day runs from 29 Mar 23:00Z to 30 Mar 22:00Z: 23 hours.

    i  29 Mar 22:45Z  23:45 +01  (Saturday)
    j  29 Mar 23:20Z  00:20 +01
    k  30 Mar 00:40Z  01:40 +01
    l  30 Mar 01:05Z  03:05 +02

- day 30 Mar: j k l = 3; shift 29 Mar 22:00 -> 30 Mar 04:00: i j k l, hours 23:00+01,
  00:00+01, 01:00+01, 03:00+02 (no 02:00: it did not happen); 30 Mar 02:30 is refused.

Moscow, 26 Oct 2014 (its last change: at 22:00 UTC on the 25th the clocks went from 02:00
MSK +04:00 back to 01:00 +03:00; no change since). The day 26 Oct 2014 runs from
25 Oct 20:00Z to 26 Oct 21:00Z, 25 hours:

    m  25 Oct 19:30Z  23:30 +04  (Saturday)
    n  25 Oct 21:30Z  01:30 +04  (the first 01:30)
    o  25 Oct 22:30Z  01:30 +03  (the second 01:30)
    p  26 Oct 20:30Z  23:30 +03
    q  26 Oct 21:10Z  00:10 +03  (Monday)

- day 26 Oct 2014: n o p = 3. And today's Moscow (+03:00 all year), over midnight:
  r 1 Mar 2025 20:30Z = 23:30, s 1 Mar 2025 21:30Z = 00:30 on 2 Mar: day 2 Mar = s only.
"""

from __future__ import annotations

import dataclasses
import io
from datetime import datetime, timedelta
from decimal import Decimal
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from dealer_assist.clock import log_stamp, parse_stamp
from dealer_assist.errors import LogError
from dealer_assist.log import LoggedRound, RoundLog
from dealer_assist.log.export import export_log
from dealer_assist.shift_report import shift_report, write_csv
from tools.synth.rounds import synthetic_round

MADRID = ZoneInfo("Europe/Madrid")
MOSCOW = ZoneInfo("Europe/Moscow")

ROUNDS = [  # (name, table, confirmed UTC) in the order they were confirmed
    ("m", "MOW", "2014-10-25T19:30:00Z"),
    ("n", "MOW", "2014-10-25T21:30:00Z"),
    ("o", "MOW", "2014-10-25T22:30:00Z"),
    ("p", "MOW", "2014-10-26T20:30:00Z"),
    ("q", "MOW", "2014-10-26T21:10:00Z"),
    ("r", "MOW", "2025-03-01T20:30:00Z"),
    ("s", "MOW", "2025-03-01T21:30:00Z"),
    ("i", "MAD", "2025-03-29T22:45:00Z"),
    ("j", "MAD", "2025-03-29T23:20:00Z"),
    ("k", "MAD", "2025-03-30T00:40:00Z"),
    ("l", "MAD", "2025-03-30T01:05:00Z"),
    ("a", "MAD", "2025-10-25T21:30:00Z"),
    ("b", "MAD", "2025-10-25T22:15:00Z"),
    ("c", "MAD", "2025-10-26T00:10:00Z"),
    ("d", "MAD", "2025-10-26T00:50:00Z"),
    ("e", "MAD", "2025-10-26T01:10:00Z"),
    ("f", "MAD", "2025-10-26T02:20:00Z"),
    ("g", "MAD", "2025-10-26T22:30:00Z"),
    ("h", "MAD", "2025-10-26T23:05:00Z"),
]


def _retimed(template: LoggedRound, name: str, table: str, confirmed: str) -> LoggedRound:
    shift = parse_stamp(confirmed) - parse_stamp(template.confirmed_at)

    def moved(stamp: str) -> str:
        return log_stamp(parse_stamp(stamp) + shift)

    return dataclasses.replace(
        template,
        round_id=f"{table}-{name}",
        table_id=table,
        started_at=moved(template.started_at),
        confirmed_at=moved(template.confirmed_at),
        records=[{**r, "time": moved(r["time"])} for r in template.records],
    )


def make_log(path: Path) -> tuple[Decimal, Decimal, Decimal]:
    """Log the rounds above in ``path``; one round's (wagered, paid, house result)."""
    template = synthetic_round(seed=11, game="novo", started=datetime(2014, 1, 1, tzinfo=MOSCOW))
    with RoundLog.open(path) as log:
        for name, table, at in ROUNDS:
            log.append_round(_retimed(template, name, table, at))
        one = log.query(limit=1)[0]
    assert one.total_wagered > 0
    return one.total_wagered, one.total_paid, one.house_result


@pytest.fixture(scope="module")
def logged(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, tuple[Decimal, Decimal, Decimal]]:
    path = tmp_path_factory.mktemp("zones") / "rounds.db"
    return path, make_log(path)


def _names(report_rounds: list[str]) -> str:
    return "".join(sorted(r.split("-")[1] for r in report_rounds))


def _ids(path: Path, low: str, high: str, table: str) -> str:
    with RoundLog.open(path, readonly=True) as log:
        rows = [r.round_id for r in log.query(limit=100) if r.table_id == table and low <= r.confirmed_at <= high]
    return _names(rows)


def test_madrid_day_the_clocks_go_back_has_25_hours_and_six_rounds(logged: tuple[Path, tuple[Decimal, ...]]) -> None:
    path, (wagered, paid, house) = logged
    with RoundLog.open(path, readonly=True) as log:
        report = shift_report(log, "2025-10-26", "2025-10-26", table_id="MAD", zone=MADRID)
    assert (report.date_from, report.date_to) == ("2025-10-25T22:00:00.000Z", "2025-10-26T22:59:59.999Z")
    assert _ids(path, report.date_from, report.date_to, "MAD") == "bcdefg"
    assert report.total.rounds == 6
    assert (report.total.wagered, report.total.paid, report.total.house) == (6 * wagered, 6 * paid, 6 * house)
    assert report.zone == "Europe/Madrid"
    # The report's times read back in Madrid: the day starts at midnight and ends at 23:59:59.
    assert report.local(report.date_from).isoformat() == "2025-10-26T00:00:00+02:00"
    assert report.local(report.date_to).isoformat(timespec="seconds") == "2025-10-26T23:59:59+01:00"


def test_madrid_night_shift_over_midnight_and_the_clock_change(logged: tuple[Path, tuple[Decimal, ...]]) -> None:
    path, (wagered, _paid, house) = logged
    with RoundLog.open(path, readonly=True) as log:
        report = shift_report(log, "2025-10-25 20:00", "2025-10-26 04:00", table_id="MAD", zone=MADRID)
    assert (report.date_from, report.date_to) == ("2025-10-25T18:00:00.000Z", "2025-10-26T03:00:00.000Z")
    assert report.total.rounds == 6 and report.total.wagered == 6 * wagered and report.total.house == 6 * house
    hours = [(h, f.rounds) for h, f in report.per_hour]
    assert hours == [
        ("2025-10-25T23:00+02:00", 1),
        ("2025-10-26T00:00+02:00", 1),
        ("2025-10-26T01:00+02:00", 0),
        ("2025-10-26T02:00+02:00", 2),
        ("2025-10-26T02:00+01:00", 1),
        ("2025-10-26T03:00+01:00", 1),
    ]
    assert sum(f.wagered for _, f in report.per_hour) == report.total.wagered


def test_an_hour_that_happens_twice_is_taken_whole(logged: tuple[Path, tuple[Decimal, ...]]) -> None:
    path, _ = logged
    with RoundLog.open(path, readonly=True) as log:
        report = shift_report(log, "2025-10-26 02:00", "2025-10-26 02:59", table_id="MAD", zone=MADRID)
    assert (report.date_from, report.date_to) == ("2025-10-26T00:00:00.000Z", "2025-10-26T01:59:00.000Z")
    assert report.total.rounds == 3  # c, d (first time round) and e (second)


def test_madrid_day_the_clocks_go_forward_has_23_hours(logged: tuple[Path, tuple[Decimal, ...]]) -> None:
    path, (wagered, _paid, _house) = logged
    with RoundLog.open(path, readonly=True) as log:
        day = shift_report(log, "2025-03-30", "2025-03-30", table_id="MAD", zone=MADRID)
        night = shift_report(log, "2025-03-29 22:00", "2025-03-30 04:00", table_id="MAD", zone=MADRID)
        with pytest.raises(LogError, match="does not exist in Europe/Madrid"):
            shift_report(log, "2025-03-30 02:30", "2025-03-30 04:00", table_id="MAD", zone=MADRID)
    assert (day.date_from, day.date_to) == ("2025-03-29T23:00:00.000Z", "2025-03-30T21:59:59.999Z")
    assert day.total.rounds == 3 and day.total.wagered == 3 * wagered
    assert [(h, f.rounds) for h, f in night.per_hour] == [
        ("2025-03-29T23:00+01:00", 1),
        ("2025-03-30T00:00+01:00", 1),
        ("2025-03-30T01:00+01:00", 1),
        ("2025-03-30T03:00+02:00", 1),
    ]


def test_moscow_2014_clock_change_and_midnight_today(logged: tuple[Path, tuple[Decimal, ...]]) -> None:
    path, (wagered, paid, house) = logged
    with RoundLog.open(path, readonly=True) as log:
        old = shift_report(log, "2014-10-26", "2014-10-26", table_id="MOW", zone=MOSCOW)
        today = shift_report(log, "2025-03-02", "2025-03-02", table_id="MOW", zone=MOSCOW)
        night = shift_report(log, "2025-03-01 22:00", "2025-03-02 02:00", table_id="MOW", zone=MOSCOW)
    assert (old.date_from, old.date_to) == ("2014-10-25T20:00:00.000Z", "2014-10-26T20:59:59.999Z")
    assert (old.total.rounds, old.total.paid, old.total.house) == (3, 3 * paid, 3 * house)  # n o p
    assert [(h, f.rounds) for h, f in old.per_hour][:3] == [
        ("2014-10-26T01:00+04:00", 1),  # n, the first 01:30
        ("2014-10-26T01:00+03:00", 1),  # o, the second
        ("2014-10-26T02:00+03:00", 0),
    ]
    assert today.total.rounds == 1 and today.total.wagered == wagered  # s only; r was the day before
    assert [(h, f.rounds) for h, f in night.per_hour] == [("2025-03-01T23:00+03:00", 1), ("2025-03-02T00:00+03:00", 1)]


def test_the_same_rounds_read_in_utc_fall_on_other_days(logged: tuple[Path, tuple[Decimal, ...]]) -> None:
    """The zone decides which rounds a day holds: in UTC the 26th holds c d e f g h."""
    path, _ = logged
    with RoundLog.open(path, readonly=True) as log:
        report = shift_report(log, "2025-10-26", "2025-10-26", table_id="MAD", zone=ZoneInfo("UTC"))
    assert report.total.rounds == 6 and _ids(path, report.date_from, report.date_to, "MAD") == "cdefgh"


def test_csv_names_the_zone_and_writes_local_times(logged: tuple[Path, tuple[Decimal, ...]]) -> None:
    path, _ = logged
    with RoundLog.open(path, readonly=True) as log:
        report = shift_report(log, "2025-10-26", "2025-10-26", table_id="MAD", zone=MADRID)
    out = io.StringIO()
    write_csv(report, out)
    text = out.getvalue()
    assert text.splitlines()[0] == (
        "shift report,2025-10-26T00:00:00+02:00,2025-10-26T23:59:59+01:00,MAD,all games,time zone Europe/Madrid"
    )
    assert "per hour (Europe/Madrid)" in text
    assert "2025-10-26T02:00+02:00,2," in text and "2025-10-26T02:00+01:00,1," in text


def test_export_takes_local_days(logged: tuple[Path, tuple[Decimal, ...]]) -> None:
    path, _ = logged
    with RoundLog.open(path, readonly=True) as log:
        out = io.StringIO()
        n = export_log(log, out, "csv", "2025-10-26", "2025-10-26", zone=MADRID)
        moscow = export_log(log, io.StringIO(), "csv", "2014-10-26", "2014-10-26", zone=MOSCOW)
    rows = out.getvalue().splitlines()[1:]
    assert n == 6 and sorted(r.split(",")[1] for r in rows) == [f"MAD-{x}" for x in "bcdefg"]
    assert moscow == 3


def test_hours_of_a_zone_half_an_hour_off_utc() -> None:
    """Local hours start on the local full hour in India (+05:30): rounds at 18:40Z and
    19:10Z are 00:10 and 00:40 on the next day, the same local hour."""
    from dealer_assist.shift_report import _local_hours

    kolkata = ZoneInfo("Asia/Kolkata")
    quarters = [("2025-03-01T18:2", 1, 100, 0, 100), ("2025-03-01T19:0", 1, 200, 50, 150)]
    assert [(h, f.rounds) for h, f in _local_hours(quarters, kolkata)] == [("2025-03-02T00:00+05:30", 2)]
    assert timedelta(hours=5, minutes=30) == datetime(2025, 3, 2, tzinfo=kolkata).utcoffset()


def test_export_command_reads_from_and_to_in_the_zone_given(
    logged: tuple[Path, tuple[Decimal, ...]], capsys: pytest.CaptureFixture[str]
) -> None:
    from dealer_assist.log import cli as log_cli

    path, _ = logged
    args = ["export", str(path), "--from", "2025-10-26", "--to", "2025-10-26"]
    assert log_cli.main([*args, "--zone", "Europe/Madrid"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1 + 6  # header, b c d e f g
    assert log_cli.main([*args, "--zone", "UTC"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1 + 6  # header, c d e f g h
    assert log_cli.main([*args, "--zone", "Mars/Olympus"]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Mars/Olympus" in err[0] and "Traceback" not in err[0]
