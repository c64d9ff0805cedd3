"""Round log (issue 5, Evidence: bad input): one clear message, nothing recorded lost."""

from __future__ import annotations

import dataclasses
import hashlib
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from dealer_assist.errors import LogError
from dealer_assist.log import RoundLog
from dealer_assist.log.schema import SCHEMA_VERSION
from tests.log_helpers import make_log, rounds

ROOT = Path(__file__).resolve().parents[1]


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_file_that_is_not_sqlite_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_text("shift notes: table 3 short 20\n" * 50)
    before = _digest(path)
    with pytest.raises(LogError, match="not a round log \\(not an SQLite database\\)"):
        RoundLog.open(path)
    assert _digest(path) == before


def test_an_sqlite_file_of_another_program_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE customers (name TEXT)")
    conn.commit()
    conn.close()
    before = _digest(path)
    with pytest.raises(LogError, match="not a dealer-assist round log"):
        RoundLog.open(path)
    assert _digest(path) == before
    assert not (tmp_path / "other.db-wal").exists()


def test_a_log_from_a_newer_version_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=3)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = _digest(path)
    with pytest.raises(LogError, match=f"newer dealer-assist \\(log schema {SCHEMA_VERSION + 1}"):
        RoundLog.open(path)
    with pytest.raises(LogError, match="newer"):
        RoundLog.open(path, readonly=True)
    assert _digest(path) == before


def test_an_empty_file_becomes_a_new_log(tmp_path: Path) -> None:
    path = tmp_path / "rounds.db"
    path.touch()  # e.g. created, then the program was killed before its first commit
    with RoundLog.open(path) as log:
        assert log.count() == 0 and log.verify().ok


def test_opening_a_missing_log_read_only_says_so(tmp_path: Path) -> None:
    with pytest.raises(LogError, match="no such file"):
        RoundLog.open(tmp_path / "absent.db", readonly=True)
    assert not (tmp_path / "absent.db").exists()


def test_a_folder_is_not_a_log(tmp_path: Path) -> None:
    with pytest.raises(LogError, match="is a folder"):
        RoundLog.open(tmp_path)


def test_a_locked_log_is_reported_after_the_busy_timeout_and_nothing_is_lost(
    tmp_path: Path,
) -> None:
    path = tmp_path / "rounds.db"
    entries = make_log(path, n=3)
    extra = dataclasses.replace(rounds(4)[3], round_id="late")
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
    try:
        with RoundLog.open(path, timeout=0.2) as log:
            with pytest.raises(LogError, match="locked by another program") as caught:
                log.append_round(extra)
            assert "Nothing of it was written" in str(caught.value)
            assert log.count() == 3  # reading still works under WAL
            other.execute("ROLLBACK")
            log.append_round(extra)  # and once the lock is gone, the round goes in
            assert log.query(limit=1)[0].round_id == "late"
            assert log.get_round(entries[0].round_id) == entries[0]
            assert log.verify().ok
    finally:
        other.close()


def test_a_log_held_exclusively_by_another_program_is_reported_on_opening(
    tmp_path: Path,
) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=3)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(LogError, match="locked by another program"):
            RoundLog.open(path, timeout=0.2)
    finally:
        other.close()
    with RoundLog.open(path) as log:
        assert log.count() == 3 and log.verify().ok


def test_a_full_disk_refuses_the_round_clearly_and_keeps_every_confirmed_round(
    tmp_path: Path,
) -> None:
    path = tmp_path / "rounds.db"
    entries = rounds(60)
    with RoundLog.open(path) as log:
        for entry in entries[:5]:
            log.append_round(entry)
        pages = log.db.conn.execute("PRAGMA page_count").fetchone()[0]
        log.db.conn.execute(f"PRAGMA max_page_count = {pages + 3}")  # the disk fills up
        confirmed = 5
        with pytest.raises(LogError, match="the disk is full") as caught:
            for entry in entries[5:]:
                log.append_round(entry)
                confirmed += 1
        assert "Nothing of it was written; everything recorded before is kept" in str(caught.value)
        assert log.count() == confirmed
        assert log.verify().ok
        failed = entries[confirmed]
        with pytest.raises(LogError, match="the disk is full"):
            log.journal_save("T1", {"records": ["x" * 20_000]})
        log.db.conn.execute("PRAGMA max_page_count = 1073741823")  # space freed
        log.append_round(failed)
    with RoundLog.open(path) as log:
        assert log.count() == confirmed + 1 and log.verify().ok
        for entry in entries[: confirmed + 1]:
            assert log.get_round(entry.round_id) == entry


FILE_SIZE_LIMIT_SCRIPT = textwrap.dedent(
    """
    import dataclasses, resource, signal, sys
    from dealer_assist.errors import LogError
    from dealer_assist.log import RoundLog
    from tools.synth.rounds import generate

    path, limit = sys.argv[1], int(sys.argv[2])
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a failed write, not a dead process
    log = RoundLog.open(path)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    confirmed = 0
    try:
        for entry in generate(10_000, seed=11):
            log.append_round(dataclasses.replace(entry, round_id=f"L{confirmed}"))
            confirmed += 1
    except LogError as err:
        print(confirmed)
        print(err)
    """
)


def test_a_file_size_limit_refuses_the_round_clearly_and_keeps_every_confirmed_round(
    tmp_path: Path,
) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=3)
    done = subprocess.run(
        [sys.executable, "-c", FILE_SIZE_LIMIT_SCRIPT, str(path), str(256 * 1024)],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=True,
    )
    confirmed_text, message = done.stdout.splitlines()[:2]
    confirmed = int(confirmed_text)
    assert confirmed > 0
    assert "recording round" in message and "the disk refused a read or write" in message
    with RoundLog.open(path) as log:
        assert log.count() == 3 + confirmed
        assert log.get_round(f"L{confirmed - 1}").round_id == f"L{confirmed - 1}"
        assert log.verify().ok
