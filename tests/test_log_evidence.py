"""Round log as evidence (issue 21, item 6): a copy on a read-only mount or in a read-only
folder is verified, audited and exported with nothing written; a refused file is never
touched; the exit codes are docs/round-log.md's (0 well, 1 the check failed, 2 cannot be read).

The read-only folder is real: the commands run as an unprivileged user (``nobody``) when
the tests run as root, for whom no folder is read-only.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from dealer_assist.errors import LogError
from dealer_assist.log import RoundLog
from dealer_assist.log.cli import main as log_cli
from dealer_assist.log.schema import SCHEMA_VERSION
from tests.log_helpers import make_log

ROOT = Path(__file__).resolve().parents[1]
NOBODY = 65534

RUN_CLI = textwrap.dedent(
    """
    import sys
    from dealer_assist.log import cli
    # Synthetic rounds are settled by their own settler (the rules engine in the app).
    cli.SETTLE_MODULE, cli.SETTLE_FUNCTION = "tools.synth.rounds", "settle_synthetic"
    sys.exit(cli.main(sys.argv[1:]))
    """
)


def _snapshot(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


@pytest.fixture
def evidence() -> Iterator[Path]:
    """A log of 12 rounds in a folder nobody but its owner may write."""
    folder = Path(tempfile.mkdtemp(prefix="evidence-", dir="/tmp"))
    try:
        make_log(folder / "rounds.db", n=12)
        os.chmod(folder / "rounds.db", 0o444)
        os.chmod(folder, 0o555)
        yield folder / "rounds.db"
    finally:
        os.chmod(folder, 0o755)
        shutil.rmtree(folder)


def _as_reader(*argv: str) -> subprocess.CompletedProcess[str]:
    """Run the log commands as a user who cannot write the evidence folder."""
    drop = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"] if os.geteuid() == 0 else []
    return subprocess.run(
        [*drop, sys.executable, "-c", RUN_CLI, *argv],
        cwd="/tmp",
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_log_in_a_read_only_folder_is_verified_audited_and_exported_with_nothing_written(
    evidence: Path,
) -> None:
    before = _snapshot(evidence.parent)
    assert _snapshot(evidence.parent).keys() == {"rounds.db"}  # checkpointed: no WAL left
    verified = _as_reader("verify", str(evidence))
    assert verified.returncode == 0, verified.stderr
    assert "intact: 12 rounds" in verified.stdout
    audited = _as_reader("audit", str(evidence))
    assert audited.returncode == 0, audited.stderr
    assert "12 rounds settled again, 0 differ" in audited.stdout
    exported = _as_reader("export", str(evidence), "--format", "csv")
    assert exported.returncode == 0, exported.stderr
    assert len(exported.stdout.splitlines()) == 13
    assert _snapshot(evidence.parent) == before


def test_a_read_only_log_whose_last_rounds_are_only_in_its_wal_is_refused_clearly(tmp_path: Path) -> None:
    folder = Path(tempfile.mkdtemp(prefix="evidence-", dir="/tmp"))
    try:
        path = folder / "rounds.db"
        make_log(path, n=3)
        # A copy taken while the table was running: the -wal, without its -shm.
        writer = sqlite3.connect(path)
        writer.execute("PRAGMA wal_autocheckpoint = 0")
        with RoundLog.open(path) as log:
            log.journal_save("T1", {"step": 1})
            shutil.copyfile(f"{path}-wal", tmp_path / "wal")
        writer.close()
        shutil.copyfile(tmp_path / "wal", f"{path}-wal")
        Path(f"{path}-shm").unlink(missing_ok=True)
        if Path(f"{path}-wal").stat().st_size == 0:
            pytest.skip("SQLite checkpointed the WAL away on closing")
        os.chmod(folder, 0o555)
        done = _as_reader("verify", str(path))
        assert done.returncode == 2
        assert "copy the folder to a writable place" in done.stderr
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    finally:
        os.chmod(folder, 0o755)
        shutil.rmtree(folder)


def test_a_newer_log_kept_with_a_rollback_journal_is_refused_before_anything_changes(tmp_path: Path) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=3)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode = DELETE").fetchone()[0] == "delete"
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    assert path.read_bytes()[18:20] == b"\x01\x01"  # header: rollback journal
    for readonly in (False, True):
        with pytest.raises(LogError, match="newer dealer-assist"):
            RoundLog.open(path, readonly=readonly)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rounds.db"]


def test_damage_found_while_reading_exits_2_as_documented(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=30)
    conn = sqlite3.connect(path)
    page = conn.execute("PRAGMA page_size").fetchone()[0]
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'rounds'").fetchone()[0]
    conn.close()
    with open(path, "r+b") as handle:  # scribble over the rounds table's first page
        handle.seek((root - 1) * page + 8)
        handle.write(b"\xff" * 64)
    assert log_cli(["verify", str(path)]) == 2
    out = capsys.readouterr()
    assert "damaged" in out.out + out.err


def test_an_altered_log_exits_1_and_an_intact_one_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=4)
    assert log_cli(["verify", str(path)]) == 0
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER rounds_no_update")
    conn.execute("UPDATE rounds SET croupier = 'x' WHERE position = 2")
    conn.commit()
    conn.close()
    assert log_cli(["verify", str(path)]) == 1
    capsys.readouterr()


def test_a_live_log_in_a_read_only_folder_is_read_with_its_latest_rounds() -> None:
    """The table's program has the log open (its -wal and -shm beside it); a reader who may
    not write the folder still sees the rounds not yet copied into the main file."""
    import dataclasses

    from tests.log_helpers import rounds

    folder = Path(tempfile.mkdtemp(prefix="evidence-", dir="/tmp"))
    try:
        path = folder / "rounds.db"
        make_log(path, n=3)
        with RoundLog.open(path) as writer:
            writer.db.conn.execute("PRAGMA wal_autocheckpoint = 0")
            writer.append_round(dataclasses.replace(rounds(5)[4], round_id="IN-WAL"))
            assert Path(f"{path}-wal").stat().st_size > 0
            os.chmod(folder, 0o555)
            before = _snapshot(folder)
            done = _as_reader("verify", str(path))
            assert done.returncode == 0, done.stderr
            assert "intact: 4 rounds" in done.stdout
            exported = _as_reader("export", str(path), "--format", "csv")
            assert "IN-WAL" in exported.stdout
            assert _snapshot(folder) == before
    finally:
        os.chmod(folder, 0o755)
        shutil.rmtree(folder)
