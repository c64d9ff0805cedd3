"""Round log (issue 5): one transaction per confirmed round, append-only, journal, reads."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from decimal import Decimal
from pathlib import Path

import pytest

from dealer_assist.errors import LogError
from dealer_assist.log import LoggedRound, RoundLog, RoundNotFoundError
from dealer_assist.log.schema import CHAINED_TABLES, DECLARED_COLUMNS, MUTABLE_TABLES
from tests.log_helpers import behind_the_log, make_log, rounds
from tools.synth.rounds import synthetic_round


def test_default_log_is_rounds_db_in_dealer_assist_home(tmp_path: Path) -> None:
    import os

    with RoundLog.open() as log:
        assert log.path == Path(os.environ["DEALER_ASSIST_HOME"]) / "rounds.db"
        assert log.path.exists()


def test_default_log_without_home_is_in_the_user_data_folder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import platformdirs

    monkeypatch.delenv("DEALER_ASSIST_HOME")
    with RoundLog.open() as log:
        assert log.path == Path(platformdirs.user_data_dir("dealer-assist")) / "rounds.db"


def test_wal_and_durable_commits(tmp_path: Path) -> None:
    with RoundLog.open(tmp_path / "r.db") as log:
        assert log.db.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert log.db.conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_a_round_reads_back_exactly_as_handed_over(tmp_path: Path) -> None:
    entries = rounds(5)
    with RoundLog.open(tmp_path / "r.db") as log:
        stored = [log.append_round(e) for e in entries]
        assert [s.position for s in stored] == [1, 2, 3, 4, 5]
        assert stored[1].prev_hash == stored[0].hash
        for entry in entries:
            assert log.get_round(entry.round_id) == entry
    with RoundLog.open(tmp_path / "r.db", readonly=True) as log:
        assert log.get_round(entries[3].round_id).to_json() == entries[3].to_json()


def test_logged_round_is_json_able() -> None:
    entry = synthetic_round(seed=5)
    assert LoggedRound.from_json(json.dumps(entry.to_dict())) == entry


def test_a_round_is_wholly_there_or_not_at_all(tmp_path: Path) -> None:
    entries = rounds(2)
    broken = dataclasses.replace(entries[1], records=[*entries[1].records[:-1],
                                 {**entries[1].records[-1], "data": {"bad": Decimal("1")}}])
    with RoundLog.open(tmp_path / "r.db") as log:
        log.append_round(entries[0])
        with pytest.raises(LogError, match="Decimal"):
            log.append_round(broken)
        for table in (*log.layout.content_tables[:-1], "records", "chain"):  # records: schema 2's view
            positions = {r[0] for r in log.db.conn.execute(f"SELECT position FROM {table}")}
            assert positions == {1}, table
        assert log.verify().ok


def test_the_same_round_cannot_be_logged_twice(tmp_path: Path) -> None:
    entry = rounds(1)[0]
    with RoundLog.open(tmp_path / "r.db") as log:
        log.append_round(entry)
        with pytest.raises(LogError, match="already in the log"):
            log.append_round(entry)
        assert log.count() == 1


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"round_id": ""}, "round_id must be non-empty"),
        ({"profile_sha256": "abc"}, "64 lowercase hex"),
        ({"confirmed_at": "2025-01-01 12:00:00"}, "UTC time like"),
        ({"started_at": "2025-02-30T10:00:00.000Z"}, "not a real date"),
        ({"started_at": "2099-01-01T00:00:00.000Z"}, "before started_at"),
        ({"croupier": ""}, "croupier must be non-empty"),
        ({"records": [{"seq": 1}]}, "exactly the keys"),
        ({"round_file": []}, "round_file must be a JSON object"),
        ({"settlement": {"boxes": [{"box": 1, "lines": [], "net": 1.5}]}}, "binary float"),
        ({"round_file": {"x": float("nan")}}, "cannot be written as JSON"),
    ],
)
def test_a_round_the_log_cannot_store_is_refused_with_a_clear_message(
    tmp_path: Path, change: dict[str, object], message: str
) -> None:
    bad = dataclasses.replace(rounds(1)[0], **change)  # type: ignore[arg-type]
    with RoundLog.open(tmp_path / "r.db") as log:
        with pytest.raises(LogError, match=message):
            log.append_round(bad)
        assert log.count() == 0


def test_records_must_be_in_order(tmp_path: Path) -> None:
    entry = rounds(1)[0]
    swapped = [entry.records[1], entry.records[0], *entry.records[2:]]
    with RoundLog.open(tmp_path / "r.db") as log, pytest.raises(LogError, match="does not follow"):
        log.append_round(dataclasses.replace(entry, records=swapped))


@pytest.mark.parametrize("table", CHAINED_TABLES)
def test_append_only_triggers_refuse_update_and_delete(tmp_path: Path, table: str) -> None:
    make_log(tmp_path / "r.db", n=3)
    conn = sqlite3.connect(tmp_path / "r.db")
    column = DECLARED_COLUMNS[table][-1]
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute(f"UPDATE {table} SET {column} = {column}")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute(f"DELETE FROM {table}")
    conn.close()


def test_every_table_but_the_journal_is_append_only() -> None:
    assert set(DECLARED_COLUMNS) == set(CHAINED_TABLES) | set(MUTABLE_TABLES)
    assert MUTABLE_TABLES == ("journal",)


def test_a_void_is_a_new_chained_record_naming_the_round_who_and_why(tmp_path: Path) -> None:
    entries = make_log(tmp_path / "r.db", n=3)
    with RoundLog.open(tmp_path / "r.db") as log:
        (void,) = log.adjustments(entries[1].round_id)
        assert (void.kind, void.who, void.why, void.data) == (
            "void", "pit boss Marta", "dealt from a foul deck", {"ticket": 17})
        assert void.position == 4
        assert log.get_round(entries[1].round_id) == entries[1]  # the round is unchanged
        with pytest.raises(LogError, match="already void"):
            log.append_adjustment(entries[1].round_id, "void", "pit boss", "again")
        with pytest.raises(RoundNotFoundError, match="no round nope"):
            log.append_adjustment("nope", "void", "pit boss", "typo")
        with pytest.raises(LogError, match="needs why"):
            log.append_adjustment(entries[0].round_id, "adjustment", "pit boss", " ")
        with pytest.raises(LogError, match="one of"):
            log.append_adjustment(entries[0].round_id, "delete", "pit boss", "x")
        assert log.verify().ok


def _chain_rows(path: Path) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT * FROM chain ORDER BY position").fetchall()
    finally:
        conn.close()


@pytest.mark.parametrize("layout", [1, 2])
@pytest.mark.parametrize("kind", ["void", "adjustment"])
def test_a_round_altered_behind_the_log_is_neither_voided_nor_adjusted(
    tmp_path: Path, layout: int, kind: str
) -> None:
    """Its settlement (what the Adjust dialog reads as the current net) changed behind the
    log: the void or adjustment is refused, nothing is written, the check still names the
    same entry, and a round left alone in the same log is voided as before."""
    path = tmp_path / "r.db"
    entries = make_log(path, n=8, schema_version=layout)
    behind_the_log(path, ("UPDATE boxes SET net_cents = net_cents + 10000 WHERE position = 4", ()))
    with RoundLog.open(path, readonly=True) as log:
        before = log.verify()
    assert (before.ok, before.failed_position) == (False, 4)
    chain_before = _chain_rows(path)
    rid = entries[3].round_id
    with RoundLog.open(path) as log:
        with pytest.raises(LogError) as refused:
            log.append_adjustment(rid, kind, "pit boss Marta", "paid short", {"box": 1, "old_net": "5"})
        assert str(refused.value) == (
            f"round {rid} was altered after it was written (entry 4): it cannot be voided or adjusted; "
            "the log's check names it: call the technician"
        )
        assert log.adjustments(rid) == []
    assert _chain_rows(path) == chain_before
    with RoundLog.open(path, readonly=True) as log:
        after = log.verify()
    assert (after.ok, after.failed_position, after.failed_round_id, after.reason) == (
        False, 4, before.failed_round_id, before.reason)
    with RoundLog.open(path) as log:
        void = log.append_adjustment(entries[5].round_id, "void", "pit boss Marta", "misdeal")
        assert void.position == len(chain_before) + 1
        assert [a.kind for a in log.adjustments(entries[5].round_id)] == ["void"]


def test_a_round_whose_earlier_adjustment_was_altered_is_not_voided(tmp_path: Path) -> None:
    path = tmp_path / "r.db"
    entries = make_log(path, n=8)
    rid = entries[2].round_id  # adjusted at entry 10
    behind_the_log(path, ("UPDATE adjustments SET why = 'paid 100 short' WHERE position = 10", ()))
    chain_before = _chain_rows(path)
    altered = rf"round {rid} was altered after it was written \(entry 10\)"
    with RoundLog.open(path) as log, pytest.raises(LogError, match=altered):
        log.append_adjustment(rid, "void", "pit boss Marta", "misdeal")
    assert _chain_rows(path) == chain_before


def test_journal_keeps_the_round_in_progress_per_table(tmp_path: Path) -> None:
    with RoundLog.open(tmp_path / "r.db") as log:
        assert log.journal_load("T1") is None
        log.journal_save("T1", {"step": 1, "records": [{"card": "As"}]})
        log.journal_save("T1", {"step": 2, "records": [{"card": "As"}, {"card": "Kd"}]})
        log.journal_save("T2", {"step": 1})
    with RoundLog.open(tmp_path / "r.db") as log:  # as after a restart
        assert log.journal_tables() == ["T1", "T2"]
        assert log.journal_load("T1") == {"step": 2, "records": [{"card": "As"}, {"card": "Kd"}]}
        log.journal_clear("T2")
        assert log.journal_load("T2") is None


def test_confirming_a_round_clears_its_tables_journal_in_the_same_transaction(
    tmp_path: Path,
) -> None:
    entry = rounds(1)[0]
    with RoundLog.open(tmp_path / "r.db") as log:
        log.journal_save(entry.table_id, {"round_id": entry.round_id})
        log.journal_save("other", {"round_id": "x"})
        log.append_round(entry)
        assert log.journal_load(entry.table_id) is None
        assert log.journal_load("other") == {"round_id": "x"}


def test_journal_refuses_what_json_cannot_hold(tmp_path: Path) -> None:
    with RoundLog.open(tmp_path / "r.db") as log, pytest.raises(LogError, match="Decimal"):
        log.journal_save("T1", {"stake": Decimal("10")})


def test_readonly_log_refuses_writes(tmp_path: Path) -> None:
    entries = make_log(tmp_path / "r.db", n=3)
    with RoundLog.open(tmp_path / "r.db", readonly=True) as log:
        assert log.count() == 3
        with pytest.raises(LogError, match="read-only"):
            log.append_round(dataclasses.replace(entries[0], round_id="new"))


def test_close_is_idempotent_and_a_closed_log_says_so(tmp_path: Path) -> None:
    log = RoundLog.open(tmp_path / "r.db")
    log.close()
    log.close()
    with pytest.raises(LogError, match="already closed"):
        log.count()


def test_append_rounds_in_batches_chains_like_one_by_one(tmp_path: Path) -> None:
    entries = rounds(7)
    with RoundLog.open(tmp_path / "a.db") as one, RoundLog.open(tmp_path / "b.db") as batch:
        singles = [one.append_round(e) for e in entries]
        assert batch.append_rounds(entries, batch=3) == 7
        assert batch.head()[0] == 7 and batch.verify().ok
        # Same content, same positions: only the recording times (hashed too) differ.
        assert [r.round_id for r in batch.query(limit=10)] == [
            r.round_id for r in one.query(limit=10)]
        assert singles[-1].position == batch.head()[0]
