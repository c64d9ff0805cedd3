"""Round log (issue 5, Evidence): every change to the file is caught by ``verify``.

The attacker has the file: they drop the append-only triggers, change one value, and put
the triggers back so that nothing looks amiss. The list of tables and columns comes from
the file's own schema, so a column added later is covered by these tests automatically.
Every test runs on a log of each layout: schema 1 (logs written before issue 22, still
read and written as they are) and the compact schema 2 (docs/compact-log.md).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from dealer_assist.errors import LogError
from dealer_assist.log import RoundLog
from dealer_assist.log.cli import main as log_cli
from dealer_assist.log.schema import LAYOUTS
from tests.log_helpers import behind_the_log, copy_log, layout_at, make_log

TAMPERED_ROUND = 4  # a round in the middle of the chain
ADJUSTMENT = 9  # the void (make_log: 8 rounds, then a void and an adjustment)


@pytest.fixture(scope="module", params=sorted(LAYOUTS), ids=[f"schema{v}" for v in sorted(LAYOUTS)])
def pristine(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest) -> Path:
    path = tmp_path_factory.mktemp("pristine") / "rounds.db"
    make_log(path, n=8, schema_version=request.param)
    return path


@pytest.fixture
def log_file(pristine: Path, tmp_path: Path) -> Path:
    return copy_log(pristine, tmp_path / "rounds.db")


def _columns_in_file(path: Path) -> dict[str, list[str]]:
    conn = sqlite3.connect(path)
    try:
        tables = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        return {t: [r[1] for r in conn.execute(f"PRAGMA table_info({t})")] for t in tables}
    finally:
        conn.close()


def _attack(path: Path, sql: str, params: tuple[object, ...] = ()) -> None:
    """Change the file as an attacker could: triggers dropped, change made, triggers back."""
    behind_the_log(path, (sql, params))


def _changed(value: object, declared: str) -> object:
    if value is None:
        return 1 if declared == "INTEGER" else "x"
    if isinstance(value, int):
        return value + 1
    if isinstance(value, bytes):  # schema 2's deflated body: one byte differs
        return value[:-1] + bytes([value[-1] ^ 1])
    assert isinstance(value, str)
    kinds = ["round", "void", "adjustment"]
    if value in kinds:  # keep CHECK constraints happy: another kind that looks right
        return kinds[(kinds.index(value) + 1) % 3]
    return value[:-1] + ("Z" if value[-1] != "Z" else "Y")  # same length, one character differs


def test_tamper_tests_cover_every_table_and_column_of_the_file(pristine: Path) -> None:
    in_file = _columns_in_file(pristine)
    layout = layout_at(pristine)
    assert {t: list(c) for t, c in layout.declared_columns.items()} == in_file
    assert set(layout.chained_tables) == set(in_file) - {"journal"}


CASES = [(v, t, c) for v, layout in LAYOUTS.items() for t in layout.chained_tables for c in layout.declared_columns[t]]


@pytest.mark.parametrize(
    ("pristine", "table", "column"), CASES, ids=[f"schema{v}-{t}.{c}" for v, t, c in CASES], indirect=["pristine"]
)
def test_changing_any_stored_value_is_caught(log_file: Path, table: str, column: str) -> None:
    position = ADJUSTMENT if table == "adjustments" else TAMPERED_ROUND
    conn = sqlite3.connect(log_file)
    info = {r[1]: (r[2], r[5]) for r in conn.execute(f"PRAGMA table_info({table})")}
    keys = [c for c, (_, pk) in sorted(info.items(), key=lambda kv: kv[1][1]) if pk]
    row = conn.execute(
        f"SELECT {', '.join(keys)}, {column} FROM {table} WHERE position = ? "
        f"ORDER BY {', '.join(keys)} DESC LIMIT 1", (position,)).fetchone()
    conn.close()
    assert row is not None
    *key_values, value = row
    new = _changed(value, info[column][0])
    if column == "position":
        new = 1_000_000  # a free position: moving the rows to another place
    where = " AND ".join(f"{k} = ?" for k in keys)
    _attack(log_file, f"UPDATE {table} SET {column} = ? WHERE {where}", (new, *key_values))

    with RoundLog.open(log_file, readonly=True) as log:
        report = log.verify()
    assert not report.ok
    if (table, column) == ("chain", "position"):
        assert report.failed_position == position + 1  # the gap shows after the entry
        assert f"entry {position} is missing" in (report.reason or "")
    else:
        assert report.failed_position == position
    assert report.reason


def test_an_untouched_log_verifies(log_file: Path) -> None:
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.verify()
    assert report.ok, report.describe()
    assert (report.rounds_checked, report.entries_checked, report.head_position) == (8, 10, 10)


def _delete_entry(path: Path, position: int) -> None:
    _attack(path, "DELETE FROM chain WHERE position = ?", (position,))
    for table in layout_at(path).content_tables:
        _attack(path, f"DELETE FROM {table} WHERE position = ?", (position,))


def test_deleting_a_round_is_caught(log_file: Path) -> None:
    _delete_entry(log_file, TAMPERED_ROUND)
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.verify()
    assert not report.ok
    assert report.failed_position == TAMPERED_ROUND + 1
    assert "removed" in (report.reason or "")


def test_deleting_a_round_and_renumbering_the_rest_is_caught(log_file: Path) -> None:
    _delete_entry(log_file, TAMPERED_ROUND)
    for table in layout_at(log_file).chained_tables:
        _attack(log_file, f"UPDATE {table} SET position = position - 1 WHERE position > ?",
                (TAMPERED_ROUND,))
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.verify()
    assert not report.ok and report.failed_position == TAMPERED_ROUND


def test_reordering_rounds_is_caught(log_file: Path) -> None:
    a, b = TAMPERED_ROUND, TAMPERED_ROUND + 1
    for table in layout_at(log_file).chained_tables[:-1]:  # not adjustments
        _attack(log_file, f"UPDATE {table} SET position = -1 WHERE position = ?", (a,))
        _attack(log_file, f"UPDATE {table} SET position = ? WHERE position = ?", (a, b))
        _attack(log_file, f"UPDATE {table} SET position = ? WHERE position = -1", (b,))
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.verify()
    assert not report.ok and report.failed_position == a


def test_removing_the_last_entries_is_caught(log_file: Path) -> None:
    _delete_entry(log_file, 10)
    _delete_entry(log_file, 9)
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.verify()
    assert not report.ok
    assert "removed from the end" in (report.reason or "")


def test_removing_the_last_entries_and_their_traces_is_caught_by_an_anchor(
    log_file: Path,
) -> None:
    with RoundLog.open(log_file, readonly=True) as log:
        anchor = log.head()  # noted on the shift report
    _delete_entry(log_file, 10)
    _attack(log_file, "UPDATE sqlite_sequence SET seq = 9 WHERE name = 'chain'")
    with RoundLog.open(log_file, readonly=True) as log:
        assert log.verify().ok  # without the anchor, the shorter log is self-consistent
        report = log.verify(anchor=anchor)
    assert not report.ok and "anchor" in (report.reason or "")


def test_inserting_a_row_into_a_confirmed_round_is_caught(log_file: Path) -> None:
    if "records" in layout_at(log_file).content_tables:
        _attack(log_file, "INSERT INTO records VALUES (?, 999, '2025-01-01T00:00:00.000Z', "
                "'card', NULL, NULL, '{}')", (TAMPERED_ROUND,))
    else:  # schema 2: the records are in the body; a box is a row of its own
        _attack(log_file, "INSERT INTO boxes VALUES (?, 99, NULL, NULL, 0, 0, 0, 0)", (TAMPERED_ROUND,))
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.verify()
    assert not report.ok and report.failed_position == TAMPERED_ROUND


def test_rows_outside_the_chain_are_caught(log_file: Path) -> None:
    _attack(log_file, "INSERT INTO boxes VALUES (500, 1, NULL, NULL, 10, 10, 20, 0)")
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.verify()
    assert not report.ok and "belong to no chain entry" in (report.reason or "")


def test_dropped_append_only_triggers_are_reported(log_file: Path) -> None:
    conn = sqlite3.connect(log_file)
    conn.execute("DROP TRIGGER rounds_no_update")
    conn.close()
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.verify()
    assert not report.ok and "rounds_no_update is missing" in (report.reason or "")


def test_an_added_column_is_reported(log_file: Path) -> None:
    conn = sqlite3.connect(log_file)
    conn.execute("ALTER TABLE rounds ADD COLUMN note TEXT")
    conn.close()
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.verify()
    assert not report.ok and "note" in (report.reason or "")


@pytest.mark.parametrize("keep", [0.05, 0.5, 0.9, -4096])
def test_a_truncated_file_is_caught(
    log_file: Path, capsys: pytest.CaptureFixture[str], keep: float
) -> None:
    size = log_file.stat().st_size
    with open(log_file, "r+b") as handle:
        handle.truncate(int(size * keep) if keep > 0 else size + int(keep))
    try:
        with RoundLog.open(log_file, readonly=True) as log:
            report = log.verify()
        assert not report.ok and "damaged" in (report.reason or "")
    except LogError as err:
        assert "damaged" in str(err)
    capsys.readouterr()
    assert log_cli(["verify", str(log_file)]) != 0
    printed = capsys.readouterr()
    assert "damaged" in printed.out + printed.err


def test_verify_command_exits_zero_when_intact_and_names_the_first_bad_round(
    log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert log_cli(["verify", str(log_file)]) == 0
    assert "intact: 8 rounds" in capsys.readouterr().out
    _attack(log_file, "UPDATE boxes SET payout_cents = 500000 WHERE position = ? AND box = "
            "(SELECT min(box) FROM boxes WHERE position = ?)",
            (TAMPERED_ROUND, TAMPERED_ROUND))
    assert log_cli(["verify", str(log_file)]) == 1
    out = capsys.readouterr().out
    assert f"FAILED at position {TAMPERED_ROUND} (round T1-00000004)" in out
    assert "changed after it was recorded" in out


def _swap_rounds(path: Path) -> None:
    a, b = TAMPERED_ROUND, TAMPERED_ROUND + 1
    for table in layout_at(path).chained_tables[:-1]:  # not adjustments
        _attack(path, f"UPDATE {table} SET position = -1 WHERE position = ?", (a,))
        _attack(path, f"UPDATE {table} SET position = ? WHERE position = ?", (a, b))
        _attack(path, f"UPDATE {table} SET position = ? WHERE position = -1", (b,))


def _change_a_record(path: Path) -> None:
    if "records" in layout_at(path).content_tables:
        _attack(path, "UPDATE records SET data = '{}' WHERE position = ? AND seq = 2", (TAMPERED_ROUND,))
    else:  # schema 2: the records are deflated in the round's body; one byte of it differs
        conn = sqlite3.connect(path)
        body = conn.execute("SELECT body FROM rounds WHERE position = ?", (TAMPERED_ROUND,)).fetchone()[0]
        conn.close()
        _attack(path, "UPDATE rounds SET body = ? WHERE position = ?",
                (body[:40] + bytes([body[40] ^ 0x10]) + body[41:], TAMPERED_ROUND))


ATTACKS = {
    "none": lambda path: None,
    "changed record": _change_a_record,
    "deleted round": lambda path: _delete_entry(path, TAMPERED_ROUND),
    "deleted first round": lambda path: _delete_entry(path, 1),
    "reordered rounds": _swap_rounds,
    "rows outside the chain": lambda path: _attack(
        path, "INSERT INTO boxes VALUES (7, 9, NULL, NULL, 10, 10, 20, 0)"),
    "changed adjustment": lambda path: _attack(
        path, "UPDATE adjustments SET why = 'x' WHERE position = ?", (ADJUSTMENT,)),
}


@pytest.mark.parametrize("attack", ATTACKS)
def test_checking_in_several_processes_finds_what_one_finds(
    log_file: Path, attack: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_assist.log import chain

    ATTACKS[attack](log_file)
    with RoundLog.open(log_file, readonly=True) as log:
        serial = log.verify(workers=1)
        monkeypatch.setattr(chain, "PARALLEL_FROM", 0)  # split even this small log
        monkeypatch.setattr(chain, "START_METHOD", "fork")  # quicker to start in tests
        parallel = log.verify(workers=2)
    assert serial.ok == (attack == "none")
    fields = ("ok", "rounds_checked", "failed_position", "failed_round_id", "reason",
              "head_position", "head_hash")
    if serial.ok:
        assert [getattr(parallel, f) for f in fields] == [getattr(serial, f) for f in fields]
    else:
        assert (parallel.ok, parallel.failed_position, parallel.reason) == (
            serial.ok, serial.failed_position, serial.reason)


def test_checking_in_fresh_processes_works_too(
    log_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_assist.log import chain

    ATTACKS["changed record"](log_file)
    monkeypatch.setattr(chain, "PARALLEL_FROM", 0)
    assert chain.START_METHOD == "spawn"  # what the application uses
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.verify(workers=2)
    assert (report.ok, report.failed_position) == (False, TAMPERED_ROUND)


def test_damage_to_an_index_is_caught_by_plain_verify(log_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    conn = sqlite3.connect(log_file)
    page_size = conn.execute("PRAGMA page_size").fetchone()[0]
    root = conn.execute(
        "SELECT rootpage FROM sqlite_master WHERE name = 'rounds_by_time'").fetchone()[0]
    conn.close()
    with open(log_file, "r+b") as handle:  # scribble over the index's cells (page end)
        handle.seek(root * page_size - 200)
        handle.write(b"\xff" * 120)
    with RoundLog.open(log_file, readonly=True) as log:
        # The rounds themselves are intact, but the pit boss's searches would mislead: the
        # banner's plain verify checks the indexes too (issue 21).
        report = log.verify()
    assert not report.ok and "structure is damaged" in (report.reason or "") and report.damaged
    assert log_cli(["verify", str(log_file)]) == 2  # docs/round-log.md: damaged -> 2
    assert "damaged" in capsys.readouterr().out


def test_verify_command_checks_an_anchor_noted_from_its_own_output(
    log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert log_cli(["verify", str(log_file)]) == 0
    anchor = capsys.readouterr().out.split("head ")[1].split()[0]  # "10:<hash>"
    assert log_cli(["verify", str(log_file), "--anchor", anchor]) == 0
    _delete_entry(log_file, 10)
    _attack(log_file, "UPDATE sqlite_sequence SET seq = 9 WHERE name = 'chain'")
    assert log_cli(["verify", str(log_file), "--anchor", anchor]) == 1
    assert "is not in the log" in capsys.readouterr().out
    assert log_cli(["verify", str(log_file), "--anchor", "ten:abc"]) == 2
