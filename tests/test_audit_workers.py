"""``audit`` on all cores (issue 22): a log with a discrepancy of every kind planted audits to
the same findings, in the same order, on one worker and on several; a page that cannot be
read, or a worker process that dies, is one clear line, never a traceback."""

from __future__ import annotations

import dataclasses
import json
import os
import sqlite3
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from dealer_assist.errors import LogError
from dealer_assist.log import LoggedRound, RoundLog
from dealer_assist.log.audit import audit_log, reference_audit_log
from dealer_assist.log.cli import main as log_cli
from tests.log_helpers import behind_the_log, rounds
from tools.synth.rounds import settle_synthetic

N = 40
DYING_MAX_PAYOUT = 4321  # the round file a worker dies on (see _settle_or_die)


def _settle_or_die(round_file: dict[str, Any]) -> dict[str, Any]:
    """The synthetic settlement, except that the process ends at once on one marked round
    (what an out-of-memory kill or a crash in a native library does to a worker)."""
    if round_file["table"]["max_payout"] == DYING_MAX_PAYOUT:
        os._exit(9)
    return settle_synthetic(round_file)


def _misstated(entry: LoggedRound) -> LoggedRound:
    boxes = [dict(b) for b in entry.settlement["boxes"]]
    boxes[0]["net"] = str(Decimal(boxes[0]["net"]) + 10)
    return dataclasses.replace(entry, settlement={**entry.settlement, "boxes": boxes})


def _column(path: Path, sql: str, params: tuple[object, ...]) -> Any:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(sql, params).fetchone()[0]
    finally:
        conn.close()


def _found(report: Any) -> list[tuple[Any, ...]]:
    return [(f.position, f.round_id, f.reason, f.stored, f.recomputed) for f in report.findings]


def _log(tmp_path: Path, misstated: tuple[int, ...] = (), schema_version: int = 1) -> Path:
    """A log of N rounds. Layout 1 by default: the faults below are planted with SQL in its
    separate columns and tables (a layout 2 body is checked by verify byte for byte)."""
    entries = [_misstated(e) if i + 1 in misstated else e for i, e in enumerate(rounds(N, seed=11))]
    path = tmp_path / "rounds.db"
    with RoundLog.open(path, schema_version=schema_version) as log:
        log.append_rounds(entries)
    return path


def test_a_compact_log_audits_alike_on_one_worker_and_on_all_cores(tmp_path: Path) -> None:
    path = _log(tmp_path, misstated=(4, 27), schema_version=2)
    with RoundLog.open(path, readonly=True) as log:
        reference = reference_audit_log(log, settle_synthetic)
        one = audit_log(log, settle_synthetic, workers=1, page=5)
        several = audit_log(log, settle_synthetic, workers=2, page=3)
    assert [f[0] for f in _found(one)] == [4, 27]
    assert _found(one) == _found(several) == _found(reference)


def test_every_kind_of_discrepancy_audits_alike_on_one_worker_and_on_all_cores(tmp_path: Path) -> None:
    path = _log(tmp_path, misstated=(3, 31))  # positions = round order: nothing else written
    # Money written another way ("149" as "149.00") is the same money: no finding.
    same_money = _column(path, "SELECT settlement FROM rounds WHERE position = 6", ())
    first_net = json.loads(same_money)["boxes"][0]["net"]
    behind_the_log(
        path,
        (
            "UPDATE rounds SET settlement = replace(settlement, ?, ?) WHERE position = 6",
            ('"lines":', f'"net_note":"{first_net}.00","lines":'),
        ),
    )
    behind_the_log(
        path,
        ("UPDATE rounds SET alerts = alerts + 1 WHERE position = 9", ()),  # a searchable figure
        ("UPDATE boxes SET wagered_cents = wagered_cents + 100 WHERE position = 14", ()),  # a boxes row
        ("DELETE FROM lines WHERE position = 17 AND line = 1", ()),  # lines rows gone
        # The engine refuses the round file (a card that is no card).
        (
            'UPDATE rounds SET round_file = replace(round_file, \'"dealer":{"cards":["\', '
            '\'"dealer":{"cards":["Z\') WHERE position = 22',
            (),
        ),
        ("UPDATE rounds SET largest_payout_cents = largest_payout_cents + 1 WHERE position = 31", ()),  # and misstated
    )
    with RoundLog.open(path, readonly=True) as log:
        reference = reference_audit_log(log, settle_synthetic)
        one = audit_log(log, settle_synthetic, workers=1, page=5)
        several = audit_log(log, settle_synthetic, workers=2, page=3)
    assert [f[0] for f in _found(one)] == [3, 6, 9, 14, 17, 22, 31]
    assert _found(one) == _found(several) == _found(reference)
    reasons = {f.position: f.reason for f in one.findings}
    assert "settlement.boxes[box" in reasons[3] and ".net: stored" in reasons[3]
    assert reasons[6].startswith("settlement.boxes[box") and "net_note: stored" in reasons[6]
    assert reasons[9].startswith("stored figures differ from its settlement: alerts: stored")
    assert "boxes rows differ from the settlement" in reasons[14]
    assert "lines rows differ from the settlement" in reasons[17]
    assert reasons[22].startswith("the engine cannot settle its round file: CardError")
    assert reasons[31].startswith("stored figures differ") and "; and settlement.boxes" in reasons[31]

    # Stored JSON that is not JSON (the reference audit stops there; this one reports it).
    behind_the_log(
        path,
        ("UPDATE rounds SET settlement = substr(settlement, 2) WHERE position = 25", ()),
        ("UPDATE rounds SET round_file = round_file || ',' WHERE position = 27", ()),
    )
    with RoundLog.open(path, readonly=True) as log:
        one = audit_log(log, settle_synthetic, workers=1, page=7)
        several = audit_log(log, settle_synthetic, workers=2, page=2)
    assert _found(one) == _found(several)
    assert [f[0] for f in _found(one)] == [3, 6, 9, 14, 17, 22, 25, 27, 31]
    reasons = {f.position: f.reason for f in one.findings}
    assert reasons[25].startswith("its stored JSON cannot be read: ")
    assert reasons[27].startswith("its stored JSON cannot be read: Extra data")
    assert all(f.recomputed is None for f in one.findings if f.position in (25, 27))


def test_the_money_written_as_the_engine_writes_it_otherwise_is_no_finding(tmp_path: Path) -> None:
    """A stored "149.00" where the engine says "149" is the same payout (compared as money),
    though the stored text is no longer the one the engine's settlement encodes to."""
    path = _log(tmp_path)
    text = _column(path, "SELECT settlement FROM rounds WHERE position = 4", ())
    settlement = json.loads(text)
    net = settlement["boxes"][0]["net"]
    settlement["boxes"][0]["net"] = f"{net}.00"
    behind_the_log(path, ("UPDATE rounds SET settlement = ? WHERE position = 4", (json.dumps(settlement),)))
    with RoundLog.open(path, readonly=True) as log:
        one = audit_log(log, settle_synthetic, workers=1, page=5)
        several = audit_log(log, settle_synthetic, workers=2, page=5)
    assert one.findings == several.findings == []
    assert one.rounds_checked == several.rounds_checked == N


def _damage_lines(path: Path) -> None:
    """Overwrite the first page of the ``lines`` table (what a disk error does): the rounds
    are still listed, their settlement rows can no longer be read."""
    conn = sqlite3.connect(path)
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'lines'").fetchone()[0]
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    with path.open("r+b") as handle:
        handle.seek((root - 1) * size)
        handle.write(b"\xa5" * size)


def test_a_page_that_cannot_be_read_is_one_line_on_any_number_of_workers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _log(tmp_path)
    _damage_lines(path)
    said = []
    for workers, page in ((1, 5), (2, 5)):
        with RoundLog.open(path, readonly=True) as log, pytest.raises(LogError) as caught:
            audit_log(log, settle_synthetic, workers=workers, page=page)
        said.append(str(caught.value))
    assert said[0] == said[1]
    assert "\n" not in said[0]
    assert said[0].startswith(f"round log {path}: auditing rounds at positions 1-5 failed: ")
    assert "damaged" in said[0]
    from dealer_assist.log import cli

    monkeypatch.setattr(cli, "SETTLE_MODULE", "tools.synth.rounds")
    monkeypatch.setattr(cli, "SETTLE_FUNCTION", "settle_synthetic")
    capsys.readouterr()
    assert log_cli(["audit", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"dealer-assist audit: {said[0]}\n".replace("positions 1-5", f"positions 1-{N}")  # one page here


def test_a_worker_process_that_dies_is_one_line(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    path = _log(tmp_path)
    behind_the_log(
        path,
        (
            "UPDATE rounds SET round_file = replace(round_file, '\"max_payout\":', ?) WHERE position = 13",
            (f'"max_payout":{DYING_MAX_PAYOUT},"was":',),
        ),
    )
    with RoundLog.open(path, readonly=True) as log, pytest.raises(LogError) as caught:
        audit_log(log, _settle_or_die, workers=2, page=4)
    said = str(caught.value)
    assert "\n" not in said
    # Which of the pages in flight the dead worker held is not known: from the first unfinished on.
    assert said.startswith(f"round log {path}: auditing rounds at positions ")
    assert said.endswith(f"-{N} failed: a worker process ended abruptly (killed, or out of memory?)")
    assert "Traceback" not in capfd.readouterr().err


_SLOW_AUDIT = '''
import faulthandler
import os
import signal
import sys

import dealer_assist.log.audit as audit
import dealer_assist.log.cli as log_cli
from main import main

# the real command, on pages of 4 rounds over two workers whatever the machine, each round
# settled slowly (the module is found again by the spawned workers through PYTHONPATH)
if __name__ == "__main__":  # (a spawned worker runs this file too)
    faulthandler.register(signal.SIGUSR1, all_threads=True)  # where it hangs, if it does
    # Ctrl-C live, as a terminal starts the command: a process that ignores SIGINT passes
    # that on to its children, and Python then leaves it ignored. A suite started in the
    # background from a script does (the shell ignores SIGINT for its background jobs):
    # the audit went on 30 s after Ctrl-C, its main thread never interrupted.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    audit.PARALLEL_FROM = 1
    audit.audit_log.__kwdefaults__["page"] = 4
    os.cpu_count = lambda: 2
    log_cli.SETTLE_MODULE, log_cli.SETTLE_FUNCTION = "slow_settle", "settle"
    sys.exit(main(["audit", sys.argv[1]]))
'''

_SLOW_SETTLE = '''
import os, time
from pathlib import Path

from tools.synth.rounds import settle_synthetic


def settle(round_file):
    Path(os.environ["AUDIT_STARTED"], str(os.getpid())).touch()  # a worker is at work
    time.sleep(2.0)
    return settle_synthetic(round_file)
'''


def test_ctrl_c_stops_the_audit_and_its_workers_at_once(tmp_path: Path) -> None:
    """docs/audit.md: Ctrl-C (SIGINT to the terminal's whole process group) stops the
    workers at once: exit 130, nothing on stderr, no process left behind."""
    import signal
    import subprocess
    import sys
    import time

    path = _log(tmp_path)  # 40 rounds: ten pages of four, 8 s a page
    (tmp_path / "slow_audit.py").write_text(_SLOW_AUDIT)
    (tmp_path / "slow_settle.py").write_text(_SLOW_SETTLE)
    started = tmp_path / "started"
    started.mkdir()
    repo = Path(__file__).resolve().parent.parent
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), str(repo)]),
           "AUDIT_STARTED": str(started)}
    with subprocess.Popen([sys.executable, str(tmp_path / "slow_audit.py"), str(path)],
                          cwd=repo, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          start_new_session=True, text=True) as proc:
        try:
            deadline = time.monotonic() + 60
            while len(list(started.iterdir())) < 2 and proc.poll() is None:
                assert time.monotonic() < deadline, "the two workers never started"
                time.sleep(0.05)
            assert proc.poll() is None, proc.communicate()
            workers = [int(p.name) for p in started.iterdir()]
            assert proc.pid not in workers  # the pages are settled in other processes
            os.killpg(proc.pid, signal.SIGINT)
            stopped = time.monotonic()
            try:
                out, err = proc.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                status = Path(f"/proc/{proc.pid}/status").read_text()
                os.kill(proc.pid, signal.SIGUSR1)  # its threads' stacks, to say where it hangs
                time.sleep(1)
                os.killpg(proc.pid, signal.SIGKILL)
                out, err = proc.communicate()
                pytest.fail(f"still running 30 s after Ctrl-C:\n{status}\n{err}")
            assert time.monotonic() - stopped < 5, "not at once: the pages in flight were waited for"
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
    assert proc.returncode == 130, (out, err)
    assert err == "", err
    # nothing of the session is left, once the system has reaped the terminated workers
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.killpg(proc.pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        left = subprocess.run(["ps", "-o", "pid,stat,args", "-g", str(proc.pid)],
                              capture_output=True, text=True, check=False).stdout
        pytest.fail(f"processes left behind:\n{left}")
