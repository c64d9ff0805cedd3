"""Crash-safety harness: kill a program that writes the log, many times, then check it.

:func:`crash_test` runs ``command`` (a program that appends rounds to ``log_path`` through
:class:`~dealer_assist.log.store.RoundLog`: ``dealer-assist simulate ... --log FILE``, or
``python -m tools.synth.rounds --log FILE``), kills it with SIGKILL after each delay
in turn, and after every kill checks that:

- the file opens and ``verify`` passes;
- the rounds now in the log are those before, followed by a prefix of the rounds the
  program began to append, including every round whose append returned (confirmed);
- each table's journal holds the last saved in-progress round (or, if a save was under
  way when the kill came, the one being saved).

It learns what the program began and finished from the trace every ``RoundLog`` writes
when ``DEALER_ASSIST_LOG_TRACE`` names a file (one JSON object a line, written before a
write transaction starts and after it commits).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dealer_assist.errors import DealerAssistError
from dealer_assist.log.store import TRACE_VARIABLE, RoundLog


@dataclass
class CrashReport:
    trials: int = 0
    killed_mid_write: int = 0
    rounds: int = 0
    confirmed: int = 0
    journaled: int = 0  # kills after which a round in progress was found journaled
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def _events(trace: Path) -> list[dict[str, Any]]:
    if not trace.exists():
        return []
    events = []
    for line in trace.read_text(encoding="utf-8").splitlines():
        try:
            events.append(json.loads(line))
        except json.JSONDecodeError:
            continue  # only the very last line can be cut short by the kill
    return events


def _snapshot(log_path: Path) -> tuple[list[str], dict[str, str]]:
    if not log_path.exists():
        return [], {}
    with RoundLog.open(log_path, readonly=True) as log:
        ids = [r[0] for r in log.db.conn.execute("SELECT round_id FROM rounds ORDER BY position")]
        journal = dict(log.db.conn.execute("SELECT table_id, state FROM journal"))
    return ids, journal


def _journal_effect(event: dict[str, Any]) -> tuple[str, str | None] | None:
    if event["op"] == "journal_save":
        return event["table_id"], event["state"]
    if event["op"] in ("journal_clear", "append"):
        return event["table_id"], None
    return None


def check_after_kill(
    log_path: Path,
    before: list[str],
    journal_before: dict[str, str],
    events: list[dict[str, Any]],
) -> tuple[list[str], dict[str, str], list[str], bool]:
    """The checks after one kill: (round ids now, journal now, problems, killed mid-write)."""
    problems: list[str] = []
    try:
        with RoundLog.open(log_path) as log:
            report = log.verify()
            if not report.ok:
                problems.append(f"verify failed: {report.describe()}")
    except DealerAssistError as err:
        return before, journal_before, [f"the log does not open: {err}"], False
    after, journal = _snapshot(log_path)
    pending = bool(events) and events[-1]["phase"] == "start"
    started = [e["round_id"] for e in events if e["op"] == "append" and e["phase"] == "start"]
    confirmed = [e["round_id"] for e in events if e["op"] == "append" and e["phase"] == "done"]
    if after[: len(before)] != before:
        problems.append("rounds that were in the log before the run are gone or moved")
    new = after[len(before) :]
    if new != started[: len(new)]:
        problems.append(f"the new rounds {new[:3]}... are not a prefix of those started")
    missing = [rid for rid in confirmed if rid not in set(new)]
    if missing:
        problems.append(f"confirmed rounds missing after the kill: {missing[:5]}")
    if len(new) > len(confirmed) + (1 if pending and events[-1]["op"] == "append" else 0):
        problems.append(f"{len(new)} rounds present but only {len(confirmed)} confirmed")
    # The journal: every completed write applied, the one cut short applied or not.
    expected = dict(journal_before)
    for event in events:
        effect = _journal_effect(event)
        if effect and event["phase"] == "done":
            table, state = effect
            if state is None:
                expected.pop(table, None)
            else:
                expected[table] = state
    alternative = dict(expected)
    if pending and (effect := _journal_effect(events[-1])):
        table, state = effect
        if state is None:
            alternative.pop(table, None)
        else:
            alternative[table] = state
    if journal not in (expected, alternative):
        problems.append("the journal is not the last in-progress round saved")
    return after, journal, problems, pending


START_TIMEOUT = 60.0  # seconds a program may take to start and open the log


def _wait_for(trace: Path, process: subprocess.Popen[bytes], timeout: float) -> bool:
    """Wait until ``trace`` exists (the program opened the log); False when the program
    ended first or ``timeout`` seconds passed."""
    deadline = time.monotonic() + timeout
    while not trace.exists():
        if process.poll() is not None or time.monotonic() > deadline:
            return False
        time.sleep(0.005)
    return True


def crash_test(
    command: Sequence[str],
    log_path: str | Path,
    delays: Iterable[float],
    *,
    env: dict[str, str] | None = None,
    trace_path: str | Path | None = None,
) -> CrashReport:
    """Run ``command`` once per delay, SIGKILL it that many seconds after it opened the log
    (the trace file appears), check the log.

    ``log_path`` is the file the command writes (named in ``command`` by the caller).
    """
    log_path = Path(log_path)
    trace = Path(trace_path) if trace_path else log_path.with_name(log_path.name + ".trace")
    report = CrashReport()
    before, journal_before = _snapshot(log_path)
    for n, delay in enumerate(delays, start=1):
        trace.unlink(missing_ok=True)
        run_env = {**os.environ, **(env or {}), TRACE_VARIABLE: str(trace)}
        process = subprocess.Popen(list(command), env=run_env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        # The delay counts from the moment the program opened the log (it creates the trace
        # file then), not from its launch: starting Python takes 0.3 s on an idle machine and
        # several seconds on a loaded one, and a kill before the log is open tests nothing.
        if not _wait_for(trace, process, START_TIMEOUT):
            process.kill()
            _, stderr = process.communicate()
            report.problems.append(
                f"trial {n}: the program did not open the log within {START_TIMEOUT:.0f} s "
                f"({process.returncode}): {stderr.decode(errors='replace')[-500:]}"
            )
            report.trials += 1
            continue
        time.sleep(delay)
        process.send_signal(signal.SIGKILL)
        _, stderr = process.communicate()
        if process.returncode != -signal.SIGKILL:
            report.problems.append(
                f"trial {n}: the program ended by itself ({process.returncode}) before the "
                f"kill: {stderr.decode(errors='replace')[-500:]}"
            )
        events = _events(trace)
        after, journal, problems, mid_write = check_after_kill(log_path, before, journal_before, events)
        report.problems.extend(f"trial {n} (killed after {delay:.3f} s): {p}" for p in problems)
        report.trials += 1
        report.killed_mid_write += mid_write
        report.confirmed += sum(1 for e in events if e["op"] == "append" and e["phase"] == "done")
        report.journaled += bool(journal)
        before, journal_before = after, journal
    report.rounds = len(before)
    trace.unlink(missing_ok=True)
    return report
