"""Round log and the clock (issue 21, items 5 and 8): backdated rounds refused, clock steps
chained as alerts the pit boss sees, ``simulate`` kept out of a live log and away from bad
``--start`` / ``--pace`` values.

The computer's clock is the thing that steps here, so the tests step a clock of their own:
``store.wall_clock`` (what every time written comes from) and ``store.elapsed_clock`` (time
that really passed) are replaced by one whose wall reading can be set back or forward.
"""

from __future__ import annotations

import dataclasses
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dealer_assist.errors import LogError
from dealer_assist.log import RoundFilter, RoundLog, iso_utc, store
from dealer_assist.log.cli import main as log_cli
from main import main
from tools.synth.rounds import synthetic_round

ROOT = Path(__file__).resolve().parents[1]


class SteppingClock:
    """A wall clock that runs with elapsed time and can be stepped."""

    def __init__(self, start: datetime) -> None:
        self.wall = start
        self.elapsed = 1000.0

    def tick(self, seconds: float) -> None:
        self.wall += timedelta(seconds=seconds)
        self.elapsed += seconds

    def step(self, span: timedelta) -> None:  # the clock is set; no time passes
        self.wall += span


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Iterator[SteppingClock]:
    stepping = SteppingClock(datetime.now(UTC).replace(microsecond=0) - timedelta(days=3))
    monkeypatch.setattr(store, "wall_clock", lambda: stepping.wall)
    monkeypatch.setattr(store, "elapsed_clock", lambda: stepping.elapsed)
    yield stepping


def _play(log: RoundLog, clock: SteppingClock, n: int) -> None:
    """One round played now on the stepping clock: a minute of play, then confirmed."""
    clock.tick(30)
    entry = synthetic_round(seed=n, round_id=f"R{n}", started=clock.wall)
    clock.tick((datetime.fromisoformat(entry.confirmed_at[:-1] + "+00:00") - clock.wall).total_seconds() + 1)
    log.append_round(entry)


def test_a_round_dated_before_the_last_logged_round_is_refused(tmp_path: Path, clock: SteppingClock) -> None:
    with RoundLog.open(tmp_path / "rounds.db") as log:
        for n in range(3):
            _play(log, clock, n)
        last = log.query(limit=1)[0].confirmed_at
        backdated = synthetic_round(seed=9, round_id="B", started=clock.wall - timedelta(hours=2))
        with pytest.raises(LogError, match=r"round B is dated .*, \d h \d+ min before the last round of table T1"):
            log.append_round(backdated)
        assert log.count() == 3 and log.query(limit=1)[0].confirmed_at == last
        late = synthetic_round(seed=9, round_id="L", started=clock.wall - timedelta(seconds=75))
        log.append_round(late)  # within the tolerance: another table's round, written a bit later
        ahead = synthetic_round(seed=8, round_id="F", started=clock.wall + timedelta(hours=1))
        with pytest.raises(LogError, match=r"round F is dated .* ahead of this computer's clock"):
            log.append_round(ahead)
        assert log.verify().ok


def test_clock_steps_are_chained_as_alerts_and_shown_by_verify(
    tmp_path: Path, clock: SteppingClock, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "rounds.db"
    with RoundLog.open(path) as log:
        _play(log, clock, 1)
        clock.step(timedelta(days=1))  # 1 day forward between rounds
        _play(log, clock, 2)
        # 1 h back inside a round: seen at the next journal save of the round in progress
        clock.tick(20)
        log.journal_save("T1", {"round_id": "R3", "step": 1})
        clock.step(-timedelta(hours=1))
        clock.tick(20)
        log.journal_save("T1", {"round_id": "R3", "step": 2})
        alerts = log.clock_alerts()
    assert [a.data["kind"] for a in alerts] == ["step", "step"]
    assert alerts[0].data["step_ms"] == 86_400_000 and "jumped forward by 1 day 0 h" in alerts[0].why
    assert alerts[1].data["step_ms"] == -3_600_000 and "jumped back by 1 h 0 min" in alerts[1].why
    with RoundLog.open(path, readonly=True) as log:
        report = log.verify()
        assert log.count() == 2  # an alert is no round: no search or count shows it as one
        assert log.count(RoundFilter(adjusted=True)) == 0
    assert report.ok and report.clock_alerts == 2
    assert "2 clock alert(s)" in report.describe()
    assert log_cli(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.count("clock alert, entry") == 2 and "jumped back by 1 h" in out


def test_a_clock_set_back_before_the_log_is_seen_at_opening_and_its_rounds_refused(
    tmp_path: Path, clock: SteppingClock
) -> None:
    path = tmp_path / "rounds.db"
    with RoundLog.open(path) as log:
        for n in range(2):
            _play(log, clock, n)
    clock.step(-timedelta(hours=2))  # set back while the program was closed
    with RoundLog.open(path) as log:
        alerts = log.clock_alerts()
        assert len(alerts) == 1 and alerts[0].data["kind"] == "behind_log"
        assert "before the log's last entry" in alerts[0].why
        clock.tick(30)
        with pytest.raises(LogError, match="before the last round of table T1"):
            _play(log, clock, 5)
        assert log.count() == 2 and log.verify().ok


def test_a_backdated_round_chained_with_the_apps_own_code_is_caught_by_verify(
    tmp_path: Path, clock: SteppingClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "rounds.db"
    with RoundLog.open(path) as log:
        for n in range(3):
            _play(log, clock, n)
        monkeypatch.setattr(RoundLog, "_check_round_times", lambda *_: None)  # the attacker's copy
        log.append_round(synthetic_round(seed=7, round_id="B", started=clock.wall - timedelta(days=1)))
        report = log.verify()
    assert not report.ok and report.failed_round_id == "B" and "backdated" in (report.reason or "")


def test_a_round_id_of_the_logs_own_entries_is_refused(tmp_path: Path) -> None:
    with RoundLog.open(tmp_path / "rounds.db") as log, pytest.raises(LogError, match="ids starting with @"):
        log.append_round(dataclasses.replace(synthetic_round(seed=1), round_id="@clock"))


# -- simulate -----------------------------------------------------------------------------

SIM = ["simulate", "--game", "novo", "--rounds", "2", "--boxes", "2", "--seed", "3", "--quiet"]


def _simulate(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", *SIM, *argv], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--start", "garbage"], "--start 'garbage' is not a date and time"),
        (["--start", "2025-02-14T18:00"], "has no time zone"),
        (["--start", "2999-01-01T00:00:00Z"], "is in the future"),
        (["--start", "2025-02-14T18:00:00Z", "--pace", "nan"], "--pace must be a number of seconds"),
        (["--start", "2025-02-14T18:00:00Z", "--pace", "-5"], "--pace must be"),
        (["--pace", "inf"], "--pace must be"),
    ],
)
def test_simulate_refuses_bad_start_and_pace_in_one_line(tmp_path: Path, argv: list[str], said: str) -> None:
    done = _simulate("--log", str(tmp_path / "sim.db"), *argv)
    assert done.returncode == 2
    assert said in done.stderr and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert not (tmp_path / "sim.db").exists()


def test_simulate_refuses_a_log_with_real_rounds_and_backdating(tmp_path: Path) -> None:
    live = tmp_path / "live.db"
    now = datetime.now(UTC) - timedelta(minutes=10)
    with RoundLog.open(live) as log:  # a table's real log: rounds of croupier ana, today
        log.append_round(dataclasses.replace(synthetic_round(seed=1, round_id="REAL", started=now), croupier="ana"))
    before = live.read_bytes()
    done = _simulate("--log", str(live), "--table-id", "T1", "--start", "2025-02-14T18:00:00Z")
    assert done.returncode == 2
    assert "holds real rounds (round REAL" in done.stderr and done.stderr.count("\n") == 1
    with RoundLog.open(live, readonly=True) as log:
        assert log.count() == 1 and log.verify().ok
    conn = sqlite3.connect(live)
    assert conn.execute("SELECT count(*) FROM rounds").fetchone()[0] == 1
    conn.close()
    assert len(before) > 0
    # A log of simulated rounds takes more, but not backdated before them.
    sim = tmp_path / "sim.db"
    assert main([*SIM, "--log", str(sim), "--start", iso_utc(now)]) == 0
    assert main([*SIM, "--log", str(sim), "--start", "2025-02-14T18:00:00Z"]) == 1
    with RoundLog.open(sim, readonly=True) as log:
        assert log.count() == 2 and log.verify().ok


def test_the_pit_boss_banner_shows_the_clock_alerts(qtbot: object, tmp_path: Path, clock: SteppingClock) -> None:
    from ui.i18n import set_language
    from ui.pitboss.integrity import IntegrityStatus

    path = tmp_path / "rounds.db"
    with RoundLog.open(path) as log:
        _play(log, clock, 1)
        clock.step(-timedelta(hours=2))
        log.journal_save("T1", {"round_id": "R2"})
    for language, said in (("en", "1 clock alert(s)"), ("es", "1 alerta de reloj"), ("ru", "1 предупреждение о часах")):
        set_language(language)
        status = IntegrityStatus(path)
        qtbot.addWidget(status)  # type: ignore[attr-defined]
        status.check()
        qtbot.waitUntil(lambda s=status: s.report is not None, timeout=20000)  # type: ignore[attr-defined]
        assert status.objectName() == "IntegrityOk"
        assert said in status.text.text() and "dealer-assist verify" in status.text.text()
        status.shutdown()
    set_language("en")


def test_tables_sharing_a_log_are_each_kept_in_time_order(tmp_path: Path) -> None:
    """Two simulated tables over one evening, written one table after the other (the pit
    boss's demo): each table's rounds follow one another; a table's round dated before its
    own last round is still refused."""
    sim = tmp_path / "sim.db"
    for table in ("T1", "T2"):
        assert main([*SIM, "--log", str(sim), "--table-id", table, "--start", "2025-03-01T18:00:00Z"]) == 0
    assert main([*SIM, "--log", str(sim), "--table-id", "T1", "--start", "2025-03-01T17:00:00Z"]) == 1
    with RoundLog.open(sim, readonly=True) as log:
        assert log.count() == 4 and log.verify().ok
