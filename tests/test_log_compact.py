"""The compact log (issue 22, row 5; docs/compact-log.md).

- A log written by the code of schema 1 (tests/data/log-schema1, made by commit 978b361
  with its ``make.py``) opens, verifies, audits and exports exactly as it did then, is
  never rewritten, and stays schema 1 when more is written to it.
- A new log (schema 2) of the same rounds exports the same round files byte for byte and
  the same CSV and JSON lines but for the chain's own hashes and the times the voids and
  adjustments were written.
- Every stored byte of the compact form is covered by the chain: any one changed is
  caught by ``verify``.
- A 7-box Novo round takes at most 4 KB.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import io
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from dealer_assist.errors import LogError
from dealer_assist.log import LoggedRound, RoundLog, compact
from dealer_assist.log.rows import as_layout_1, prepare
from dealer_assist.log.schema import LAYOUTS, SCHEMA_VERSION
from tools.bench.log import SIZE_TARGET, bytes_per_round, novo_rounds
from tools.synth.rounds import settle_synthetic, synthetic_round

FIXTURE = Path(__file__).parent / "data" / "log-schema1"
EXPECTED = json.loads((FIXTURE / "expected.json").read_text())


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _exports(log: RoundLog, folder: Path) -> dict[str, bytes]:
    """What ``export`` gives, as the fixture's make.py wrote it down."""
    folder.mkdir()
    log.export(folder / "export.csv", "csv")
    log.export(folder / "export.jsonl", "json")
    (folder / "rounds").mkdir()
    log.export(folder / "rounds", "json")
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def old_log(tmp_path: Path) -> Path:
    path = tmp_path / "old" / "rounds.db"
    path.parent.mkdir()
    shutil.copyfile(FIXTURE / "rounds.db", path)
    return path


def test_the_fixture_was_written_by_schema_1() -> None:
    conn = sqlite3.connect(f"{(FIXTURE / 'rounds.db').as_uri()}?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1 < SCHEMA_VERSION
        assert conn.execute("SELECT count(*) FROM records").fetchone()[0] > 400  # rows of their own
    finally:
        conn.close()


def test_a_schema_1_log_opens_verifies_audits_and_exports_as_it_always_did(old_log: Path, tmp_path: Path) -> None:
    before = _sha(old_log.read_bytes())
    with RoundLog.open(old_log, readonly=True) as log:
        assert log.layout.version == 1
        report = log.verify()
        assert report.ok, report.describe()
        assert [report.head_position, report.head_hash] == EXPECTED["verify"]["head"]
        audit = log.audit(settle_synthetic)
        assert (audit.rounds_checked, audit.findings) == (24, [])
        got = {name: _sha(data) for name, data in _exports(log, tmp_path / "out").items()}
    assert got == EXPECTED["exports"]  # every export, byte for byte
    assert _sha(old_log.read_bytes()) == before  # never rewritten


def test_a_schema_1_log_stays_schema_1_when_written_to(old_log: Path) -> None:
    entry = synthetic_round(seed=5, round_id="LATER", table_id="T9")
    with RoundLog.open(old_log) as log:
        assert log.layout.version == 1
        stored = log.append_round(entry)
        log.append_adjustment("LATER", "void", "Marta", "misdeal")
        assert log.verify().ok
        assert log.get_round("LATER") == entry
    conn = sqlite3.connect(old_log)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
        seqs = conn.execute("SELECT count(*) FROM records WHERE position = ?", (stored.position,)).fetchone()[0]
        assert seqs == len(entry.records)
        assert conn.execute("SELECT count(*) FROM lines WHERE position = ?", (stored.position,)).fetchone()[0] > 0
    finally:
        conn.close()


def _copy_rounds(source: Path, target: Path, schema_version: int) -> None:
    """The rounds, voids and adjustments of ``source`` written again, in the same order,
    to a new log of ``schema_version``."""
    with RoundLog.open(source, readonly=True) as old:
        rounds = {entry.round_id: entry for _, entry in old.iter_rounds()}
        adjustments = {a.position: a for rid in rounds for a in old.adjustments(rid)}
        order = old.db.conn.execute("SELECT position, round_id FROM chain ORDER BY position").fetchall()
    with RoundLog.open(target, schema_version=schema_version) as new:
        for position, round_id in order:
            if position in adjustments:
                a = adjustments[position]
                new.append_adjustment(a.round_id, a.kind, a.who, a.why, a.data)
            else:
                new.append_round(rounds[round_id])


def _without_chain_hashes(name: str, data: bytes) -> object:
    """An export with what must differ left out: the chain's hashes (another layout hashes
    other rows) and when each void or adjustment was written."""
    text = data.decode("utf-8")
    if name.endswith(".csv"):
        return [row[:-1] for row in csv.reader(io.StringIO(text))]
    if name.endswith(".jsonl"):
        items = [json.loads(line) for line in text.splitlines()]
        for item in items:
            item.pop("hash")
            for adjustment in item["adjustments"]:
                adjustment.pop("recorded_at")
        return items
    return text


def test_a_new_log_is_compact_and_exports_what_the_old_one_exported(old_log: Path, tmp_path: Path) -> None:
    new_path = tmp_path / "new.db"
    _copy_rounds(old_log, new_path, SCHEMA_VERSION)
    with RoundLog.open(old_log, readonly=True) as old, RoundLog.open(new_path, readonly=True) as new:
        assert new.layout.version == 2
        order = "SELECT position, kind, round_id FROM chain ORDER BY position"
        assert new.db.conn.execute(order).fetchall() == old.db.conn.execute(order).fetchall()
        assert new.verify().ok and new.audit(settle_synthetic).ok
        old_out, new_out = _exports(old, tmp_path / "old-out"), _exports(new, tmp_path / "new-out")
        # The records SQL reads (schema 2: a view over the bodies) are the rows schema 1 kept.
        sql = "SELECT position, seq, time, kind, who, why, data FROM records ORDER BY position, seq"
        assert new.db.conn.execute(sql).fetchall() == old.db.conn.execute(sql).fetchall()
    assert set(new_out) == set(old_out) and len(new_out) == 26
    for name in old_out:
        if name.startswith("rounds/"):
            assert new_out[name] == old_out[name], name  # the round files, byte for byte
            assert _sha(new_out[name]) == EXPECTED["exports"][name]
        else:
            assert _without_chain_hashes(name, new_out[name]) == _without_chain_hashes(name, old_out[name])
    conn = sqlite3.connect(new_path)
    try:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"records", "lines"}.isdisjoint(tables) and "body" in {
            r[1] for r in conn.execute("PRAGMA table_info(rounds)")}
    finally:
        conn.close()


@pytest.fixture(scope="module")
def compact_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("compact") / "rounds.db"
    entries = novo_rounds(3)
    with RoundLog.open(path) as log:
        log.append_rounds(entries)
        log.append_adjustment(entries[0].round_id, "void", "Marta", "misdeal")
    return path


def _stored_bytes(path: Path, position: int) -> list[tuple[str, str, int]]:
    """Every place of a round's compact form: (table, column, byte) for each byte of its
    body and of every other stored value of its rounds row."""
    conn = sqlite3.connect(path)
    try:
        row = conn.execute("SELECT * FROM rounds WHERE position = ?", (position,)).fetchone()
        names = [d[1] for d in conn.execute("PRAGMA table_info(rounds)")]
    finally:
        conn.close()
    places = []
    for name, value in zip(names, row, strict=True):
        size = len(value) if isinstance(value, bytes | str) else 1
        places.extend(("rounds", name, i) for i in range(size))
    return places


def _flip(conn: sqlite3.Connection, position: int, column: str, index: int) -> object:
    """Change one stored byte (a body's byte, a text's character, a number) the way an owner
    of the file could: triggers dropped, the value written back changed, triggers put back.
    Returns the value as it was, to put back with :func:`_put`."""
    value = conn.execute(f"SELECT {column} FROM rounds WHERE position = ?", (position,)).fetchone()[0]
    if isinstance(value, bytes):
        new: object = value[:index] + bytes([value[index] ^ 0x01]) + value[index + 1 :]
    elif isinstance(value, str):
        new = value[:index] + ("X" if value[index] != "X" else "Y") + value[index + 1 :]
    else:
        new = value + 1
    _put(conn, position, column, new)
    return value


def _put(conn: sqlite3.Connection, position: int, column: str, value: object) -> None:
    triggers = LAYOUTS[2].triggers_ddl
    conn.execute("BEGIN")
    for name in triggers:
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute(f"UPDATE rounds SET {column} = ? WHERE position = ?", (value, position))
    for ddl in triggers.values():
        conn.execute(ddl)
    conn.execute("COMMIT")


def test_every_byte_of_the_compact_form_is_covered_by_the_chain(compact_log: Path, tmp_path: Path) -> None:
    work = tmp_path / "rounds.db"
    shutil.copyfile(compact_log, work)
    places = _stored_bytes(work, 2)
    assert len([p for p in places if p[1] == "body"]) > 300
    conn = sqlite3.connect(work, isolation_level=None)
    try:
        with RoundLog.open(work, readonly=True) as log:
            assert log.verify().ok
            for _, column, index in places:
                if column == "position":
                    continue  # moving a row: test_log_tamper
                was = _flip(conn, 2, column, index)
                report = log.verify()
                assert not report.ok and report.failed_position == 2, (column, index)
                _put(conn, 2, column, was)
            assert log.verify().ok  # every change undone: the test changed only what it says
    finally:
        conn.close()


def test_a_damaged_body_is_one_clear_line_when_read(compact_log: Path, tmp_path: Path) -> None:
    work = tmp_path / "rounds.db"
    shutil.copyfile(compact_log, work)
    conn = sqlite3.connect(work, isolation_level=None)
    _flip(conn, 2, "body", 5)
    conn.close()
    with RoundLog.open(work, readonly=True) as log:
        round_id = log.db.conn.execute("SELECT round_id FROM rounds WHERE position = 2").fetchone()[0]
        with pytest.raises(LogError, match=f"round {round_id}: a round's compact body"):
            log.get_round(round_id)


def test_the_body_gives_back_every_value_as_given(tmp_path: Path) -> None:
    """Times off the log's own format, gaps in seq, text in any script: all as given."""
    entry = synthetic_round(seed=8, round_id="R-ODD")
    records = [dict(r) for r in entry.records]
    records[0]["time"] = "2024-12-31T23:59:59.999Z"  # before the round began: a negative step
    records[1]["seq"] = 5
    for i, r in enumerate(records[2:], start=6):
        r["seq"] = i
    records[3]["why"] = "карта перевёрнута \u2028 «ñ»\n\"quoted\""
    records[4]["data"] = {"x": 1.5, "big": 10**20, "nested": {"b": [True, None], "a": "\t"}}
    odd = LoggedRound(**{**entry.to_dict(), "records": records, "croupier": "Мария"})
    with RoundLog.open(tmp_path / "r.db") as log:
        log.append_round(odd)
        assert log.get_round("R-ODD") == odd
        assert log.verify().ok
    rows = prepare(odd)
    # The body alone keeps any text as a time (the log refuses such times before: belt and braces).
    odd_times = [(1, "2025-02-29T12:00:00.000Z", "a", None, None, "{}"), (2, "later", "b", None, None, "{}"),
                 (3, "0999-01-01T00:00:00.000Z", "c", None, None, "{}"), *rows.records]
    for records_given in (rows.records, odd_times):
        body, size = compact.encode(str(rows.round_row[9]), str(rows.round_row[10]), records_given)
        assert compact.records_rows(compact.decode_texts(body, size)) == [tuple(r) for r in records_given]


def test_the_floor_mirror_gets_layout_1_rows_from_a_compact_entry(compact_log: Path) -> None:
    """What the floor's mirror stores of a shipped schema 2 entry is what a schema 1 log
    holds of the same round (the mirror keeps layout 1)."""
    from dealer_assist.log import chain

    with RoundLog.open(compact_log, readonly=True) as log:
        entry = log.get_round(log.db.conn.execute("SELECT round_id FROM rounds WHERE position = 2").fetchone()[0])
        shipped = chain.content_texts(log.db.conn, 2, 2)[2]
    texts = as_layout_1([None if shipped.get(t) is None else shipped[t].decode() for t in
                         ("rounds", "records", "boxes", "lines", "adjustments")])
    rows = prepare(entry)
    cols = json.loads(texts[0] or "")
    assert cols[1:] == list(rows.round_row)
    assert [json.loads(r)[1:] for r in (texts[1] or "").split("\x1e")] == [list(r) for r in rows.records]
    assert [json.loads(r)[1:] for r in (texts[3] or "").split("\x1e")] == [list(r) for r in rows.lines]


def test_a_7_box_novo_round_takes_at_most_4_kb() -> None:
    entries = novo_rounds(40)
    assert all(len(e.round_file["boxes"]) == 7 for e in entries)
    old, new = bytes_per_round(entries, 1), bytes_per_round(entries, 2)
    assert new <= SIZE_TARGET < old
    assert old / new > 4


def test_the_bench_prints_the_size_beside_its_target(monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    import main
    from tools.bench import log as bench

    assert main.bench_sections()["log-size"] is bench.bench_size
    monkeypatch.setattr(bench, "novo_rounds", lambda count: novo_rounds(10))
    bench.bench_size(argparse.Namespace(quick=True))
    line = capsys.readouterr().out
    assert "schema 1" in line and "schema 2" in line and "[target <= 4 KB]" in line
