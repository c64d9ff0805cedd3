"""Round log under attack (issue 21, items 3 and 5): what an owner of the file can do with
``sqlite3`` and the project's own chain code, and which check catches it.

Every edit that changes what a search, a count, an export or a report shows is caught by
plain ``verify`` (the pit boss's integrity banner), except a full rewrite of the chain after
the edit: that one is named here as caught by ``audit`` (figures or payouts that no longer
follow from the round), by an anchor (``verify --anchor``), or only by the floor's own
records. docs/trust-log.md lists the same, case by case. Every attack is made on a log of
each layout (schema 1, and the compact schema 2 of docs/compact-log.md).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from dealer_assist.log import RoundFilter, RoundLog
from dealer_assist.log import chain as chain_code
from dealer_assist.log.cli import main as log_cli
from dealer_assist.log.schema import INDEXES_DDL, LAYOUTS
from tests.log_helpers import behind_the_log, copy_log, layout_at, make_log
from tools.synth.rounds import settle_synthetic

VICTIM = 12  # the round the attacker wants gone from the pit boss's searches
ROUNDS = 20


@pytest.fixture(scope="module", params=sorted(LAYOUTS), ids=[f"schema{v}" for v in sorted(LAYOUTS)])
def pristine(tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest) -> Path:
    path = tmp_path_factory.mktemp("pristine") / "rounds.db"
    make_log(path, n=ROUNDS, schema_version=request.param)
    return path


def _round_tables(path: Path) -> tuple[str, ...]:
    """The tables holding a round's rows, its chain entry's included."""
    return tuple(t for t in layout_at(path).chained_tables if t != "adjustments")


@pytest.fixture
def log_file(pristine: Path, tmp_path: Path) -> Path:
    return copy_log(pristine, tmp_path / "rounds.db")


def _sql(path: Path, *statements: str, params: tuple[object, ...] = ()) -> None:
    """Run statements as the file's owner could (autocommit, no app code)."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        for statement in statements:
            conn.execute(statement, params if "?" in statement else ())
    finally:
        conn.close()


def _without_triggers(path: Path, *statements: str, params: tuple[object, ...] = ()) -> None:
    behind_the_log(path, *((statement, params if "?" in statement else ()) for statement in statements))


def _rehash_from(path: Path, first: int) -> None:
    """Recompute every hash from ``first`` to the end with the project's own chain code,
    so that the chain is self-consistent again after an edit."""
    triggers = layout_at(path).triggers_ddl
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        for name in triggers:
            conn.execute(f"DROP TRIGGER {name}")
        last = conn.execute("SELECT max(position) FROM chain").fetchone()[0]
        prev = conn.execute("SELECT hash FROM chain WHERE position = ?", (first - 1,)).fetchone()
        prev_hash = prev[0] if prev else "0" * 64
        texts = chain_code.content_texts(conn, first, last)
        for position, kind, round_id, recorded_at in conn.execute(
            "SELECT position, kind, round_id, recorded_at FROM chain WHERE position >= ? ORDER BY position",
            (first,),
        ).fetchall():
            values = (position, kind, round_id, recorded_at, prev_hash)
            digest = chain_code.entry_hash(chain_code.chain_text(conn, values), texts[position])
            conn.execute("UPDATE chain SET prev_hash = ?, hash = ? WHERE position = ?", (prev_hash, digest, position))
            prev_hash = digest
        for ddl in triggers.values():
            conn.execute(ddl)
    finally:
        conn.close()


def _verify(path: Path, **kwargs: object) -> tuple[bool, str]:
    with RoundLog.open(path, readonly=True) as log:
        report = log.verify(**kwargs)  # type: ignore[arg-type]
    return report.ok, report.describe()


def _big_payout_ids(path: Path) -> set[str]:
    with RoundLog.open(path, readonly=True) as log:
        return {r.round_id for r in log.query(RoundFilter(min_payout=1), limit=1000)}


def _victim_id(path: Path) -> str:
    conn = sqlite3.connect(path)
    try:
        rid: str = conn.execute("SELECT round_id FROM rounds WHERE position = ?", (VICTIM,)).fetchone()[0]
        return rid
    finally:
        conn.close()


def _paying_position(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        found: int = conn.execute(
            "SELECT min(position) FROM rounds WHERE largest_payout_cents > 0 AND position > 3"
        ).fetchone()[0]
        return found
    finally:
        conn.close()


# -- 3 (a): figures rewritten, chain rehashed with the app's own code --------------------


def test_a_rewritten_figure_is_caught_by_verify(log_file: Path) -> None:
    position = _paying_position(log_file)
    _without_triggers(log_file, "UPDATE rounds SET largest_payout_cents = 0 WHERE position = ?", params=(position,))
    ok, said = _verify(log_file)
    assert not ok and f"position {position}" in said


def test_rewritten_figures_after_a_rehash_are_caught_by_audit_and_the_anchor(
    log_file: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_assist.log import cli

    with RoundLog.open(log_file, readonly=True) as log:
        anchor = log.head()
    position = _paying_position(log_file)
    conn = sqlite3.connect(log_file)
    rid = conn.execute("SELECT round_id FROM rounds WHERE position = ?", (position,)).fetchone()[0]
    conn.close()
    assert rid in _big_payout_ids(log_file)
    # The pit boss's "payout >= X" search must no longer find it: every searchable figure hidden.
    _without_triggers(
        log_file,
        "UPDATE rounds SET largest_payout_cents = 0, total_paid_cents = 0, capped = 0 WHERE position = ?",
        "UPDATE boxes SET payout_cents = 0 WHERE position = ?",
        params=(position,),
    )
    _rehash_from(log_file, position)
    assert rid not in _big_payout_ids(log_file)  # the attack works on the searches...
    assert _verify(log_file)[0]  # ...and the chain alone cannot see it (no secret)
    ok, said = _verify(log_file, anchor=anchor)
    assert not ok and "anchor" in said
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.audit(settle_synthetic)
    assert [f.round_id for f in report.findings] == [rid]
    assert "largest_payout" in report.findings[0].reason and "settlement says" in report.findings[0].reason
    monkeypatch.setattr(cli, "SETTLE_MODULE", "tools.synth.rounds")
    monkeypatch.setattr(cli, "SETTLE_FUNCTION", "settle_synthetic")
    capsys.readouterr()
    assert log_cli(["audit", str(log_file)]) == 1
    assert f"round {rid}: stored figures" in capsys.readouterr().out


def test_rewritten_box_rows_are_named_alike_by_the_audit_and_its_reference(log_file: Path) -> None:
    """Both audits (the paged one and the reference kept for the bench) say which stored
    boxes rows no longer follow from the settlement, in the same words."""
    from dealer_assist.log.audit import reference_audit_log

    position = _paying_position(log_file)
    conn = sqlite3.connect(log_file)
    box = conn.execute("SELECT min(box) FROM boxes WHERE position = ?", (position,)).fetchone()[0]
    conn.close()
    _without_triggers(log_file, "UPDATE boxes SET wagered_cents = wagered_cents + 100 WHERE position = ? AND box = ?",
                      params=(position, box))
    _rehash_from(log_file, position)
    with RoundLog.open(log_file, readonly=True) as log:
        paged, reference = log.audit(settle_synthetic), reference_audit_log(log, settle_synthetic)
    assert [f.reason for f in paged.findings] == [f.reason for f in reference.findings]
    assert len(paged.findings) == 1
    assert f"boxes rows differ from the settlement (box {box})" in paged.findings[0].reason


def test_a_rewritten_settlement_after_a_rehash_is_caught_by_audit(log_file: Path) -> None:
    position = _paying_position(log_file)
    conn = sqlite3.connect(log_file)
    rid = conn.execute("SELECT round_id FROM rounds WHERE position = ?", (position,)).fetchone()[0]
    conn.close()
    with RoundLog.open(log_file, readonly=True) as log:
        settlement = json.loads(json.dumps(log.get_round(rid).settlement))
    for box in settlement["boxes"]:  # every box lost: figures, boxes and lines made to agree
        for line in box["lines"]:
            line["net"] = "-" + line["stake"] if line["stake"] != "0" else "0"
        box["net"] = str(-sum(int(x["stake"]) for x in box["lines"]))
    from dealer_assist.log.rows import prepare

    with RoundLog.open(log_file, readonly=True) as log:
        entry = log.get_round(rid)
    import dataclasses

    rows = prepare(dataclasses.replace(entry, settlement=settlement))
    layout = layout_at(log_file)
    _without_triggers(
        log_file,
        *(f"DELETE FROM {t} WHERE position = ?" for t in ("boxes", "lines", "rounds") if t in layout.content_tables),
        params=(position,),
    )
    conn = sqlite3.connect(log_file, isolation_level=None)
    for name in layout.triggers_ddl:
        conn.execute(f"DROP TRIGGER {name}")
    if "lines" in layout.content_tables:
        conn.execute(f"INSERT INTO rounds VALUES ({', '.join('?' * 20)})", (position, *rows.round_row))
        conn.executemany(f"INSERT INTO lines VALUES ({', '.join('?' * 8)})", [(position, *ln) for ln in rows.lines])
    else:  # schema 2: the settlement is in the body, deflated again with the app's own code
        from dealer_assist.log.rows import compact_round_row

        conn.execute(f"INSERT INTO rounds VALUES ({', '.join('?' * 20)})", (position, *compact_round_row(rows)))
    conn.executemany(f"INSERT INTO boxes VALUES ({', '.join('?' * 8)})", [(position, *b) for b in rows.boxes])
    for ddl in layout.triggers_ddl.values():
        conn.execute(ddl)
    conn.close()
    _rehash_from(log_file, position)
    assert _verify(log_file)[0]  # self-consistent again: only the engine can tell
    with RoundLog.open(log_file, readonly=True) as log:
        report = log.audit(settle_synthetic)
    assert [f.round_id for f in report.findings] == [rid]
    assert "settlement.boxes" in report.findings[0].reason


# -- 3 (b): index-only edits ------------------------------------------------------------


def _index_without_victim(path: Path, index_sql: str) -> None:
    """Rebuild an index leaving the victim out, then write its original definition back
    into SQLite's schema table: the index lies, its definition looks untouched."""
    name = index_sql.split()[2]
    partial = f"{index_sql} {'AND' if ' WHERE ' in index_sql else 'WHERE'} position <> {VICTIM}"
    _sql(path, f"DROP INDEX {name}", partial)
    _sql(
        path,
        "PRAGMA writable_schema = ON",
        f"UPDATE sqlite_master SET sql = '{index_sql.replace(chr(39), chr(39) * 2)}' WHERE name = '{name}'",
        "PRAGMA writable_schema = OFF",
    )


def test_an_index_only_edit_hiding_a_round_is_caught_by_plain_verify(
    log_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    victim = _victim_id(log_file)
    with RoundLog.open(log_file, readonly=True) as log:
        day = log.get_round(victim).confirmed_at[:10]
    for ddl in INDEXES_DDL:
        if ddl.split()[4] == "rounds":
            _index_without_victim(log_file, ddl)
    with RoundLog.open(log_file, readonly=True) as log:  # the attack works...
        assert victim not in {r.round_id for r in log.query(RoundFilter(date_from=day, date_to=day), limit=1000)}
        assert log.count(RoundFilter(date_from=day, date_to=day)) < ROUNDS
    ok, said = _verify(log_file)  # ...and the banner's check sees it
    assert not ok and "index" in said, said
    assert log_cli(["verify", str(log_file)]) == 1
    assert "index" in capsys.readouterr().out


def test_two_indexes_swapped_in_the_schema_table_are_caught(log_file: Path) -> None:
    conn = sqlite3.connect(log_file)
    roots = dict(conn.execute(
        "SELECT name, rootpage FROM sqlite_master WHERE name IN ('rounds_by_game', 'rounds_by_table')"))
    conn.close()
    _sql(
        log_file,
        "PRAGMA writable_schema = ON",
        f"UPDATE sqlite_master SET rootpage = {roots['rounds_by_table']} WHERE name = 'rounds_by_game'",
        f"UPDATE sqlite_master SET rootpage = {roots['rounds_by_game']} WHERE name = 'rounds_by_table'",
        "PRAGMA writable_schema = OFF",
    )
    with RoundLog.open(log_file, readonly=True) as log:  # a search by game now reads tables
        assert log.count(RoundFilter(game="novo")) != sum(1 for r in log.query(limit=100) if r.game == "novo")
    ok, said = _verify(log_file)
    assert not ok and "index" in said, said


def test_an_index_redefined_to_leave_a_round_out_is_caught(log_file: Path) -> None:
    ddl = next(d for d in INDEXES_DDL if d.startswith("CREATE INDEX rounds_by_payout"))
    _sql(log_file, "DROP INDEX rounds_by_payout", f"{ddl} WHERE position <> {VICTIM}")
    ok, said = _verify(log_file)
    assert not ok and "rounds_by_payout" in said, said


def test_an_index_with_another_collation_is_caught(log_file: Path) -> None:
    _sql(
        log_file,
        "DROP INDEX rounds_by_table",
        "CREATE INDEX rounds_by_table ON rounds (table_id COLLATE NOCASE, confirmed_at)",
    )
    ok, said = _verify(log_file)
    assert not ok and "rounds_by_table" in said, said


def test_an_added_index_or_view_is_reported(log_file: Path) -> None:
    _sql(log_file, "CREATE VIEW big AS SELECT * FROM rounds WHERE largest_payout_cents > 0")
    ok, said = _verify(log_file)
    assert not ok and "big" in said, said


def test_reindex_after_the_attack_makes_it_visible_in_the_searches_again(log_file: Path) -> None:
    """What the pit boss should do once verify names an index: REINDEX on a copy."""
    for ddl in INDEXES_DDL:
        if ddl.split()[4] == "rounds":
            _index_without_victim(log_file, ddl)
    _sql(log_file, "REINDEX")
    assert _verify(log_file)[0]
    with RoundLog.open(log_file, readonly=True) as log:
        assert log.count() == ROUNDS and _victim_id(log_file) in {r.round_id for r in log.query(limit=100)}


# -- rounds deleted, reordered, inserted ------------------------------------------------


def _delete(path: Path, position: int) -> None:
    _without_triggers(
        path,
        *(f"DELETE FROM {t} WHERE position = ?" for t in _round_tables(path)),
        params=(position,),
    )


def test_a_deleted_round_is_caught_by_verify(log_file: Path) -> None:
    _delete(log_file, VICTIM)
    ok, said = _verify(log_file)
    assert not ok and f"entry {VICTIM} is missing" in said


def test_a_deleted_round_with_the_rest_renumbered_and_rehashed_is_caught_only_by_the_anchor(log_file: Path) -> None:
    with RoundLog.open(log_file, readonly=True) as log:
        anchor = log.head()
    _delete(log_file, VICTIM)
    tables = layout_at(log_file).chained_tables
    _without_triggers(log_file, *(f"UPDATE {t} SET position = position - 1 WHERE position > {VICTIM}" for t in tables))
    _sql(log_file, "UPDATE sqlite_sequence SET seq = seq - 1 WHERE name = 'chain'")
    _rehash_from(log_file, VICTIM)
    assert _verify(log_file)[0]
    ok, said = _verify(log_file, anchor=anchor)
    assert not ok and "anchor" in said


def test_a_reordered_chain_is_caught_by_verify(log_file: Path) -> None:
    a, b = VICTIM, VICTIM + 1
    for table in _round_tables(log_file):
        _without_triggers(
            log_file,
            f"UPDATE {table} SET position = -1 WHERE position = {a}",
            f"UPDATE {table} SET position = {a} WHERE position = {b}",
            f"UPDATE {table} SET position = {b} WHERE position = -1",
        )
    ok, said = _verify(log_file)
    assert not ok and f"position {a}" in said


def _insert_round(path: Path, position: int, entry: object) -> None:
    from dealer_assist.log.rows import (
        INSERT_BOX,
        INSERT_LINE,
        INSERT_RECORD,
        INSERT_ROUND,
        compact_round_row,
        prepare,
    )

    rows = prepare(entry)  # type: ignore[arg-type]
    separate = "records" in layout_at(path).content_tables
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        if separate:
            conn.execute(INSERT_ROUND, (position, *rows.round_row))
            conn.executemany(INSERT_RECORD, [(position, *r) for r in rows.records])
            conn.executemany(INSERT_LINE, [(position, *ln) for ln in rows.lines])
        else:
            conn.execute(INSERT_ROUND, (position, *compact_round_row(rows)))
        conn.executemany(INSERT_BOX, [(position, *b) for b in rows.boxes])
        conn.execute(
            "INSERT INTO chain VALUES (?, 'round', ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), '', '')",
            (position, rows.round_row[0]),
        )
    finally:
        conn.close()


def test_a_backdated_round_chained_at_the_end_with_the_apps_code_is_caught_by_verify(log_file: Path) -> None:
    from tools.synth.rounds import EPOCH, synthetic_round

    conn = sqlite3.connect(log_file)
    last = conn.execute("SELECT max(position) FROM chain").fetchone()[0]
    conn.close()
    forged = synthetic_round(seed=99, round_id="BACKDATED", started=EPOCH)  # the first morning
    _insert_round(log_file, last + 1, forged)
    _rehash_from(log_file, last + 1)
    ok, said = _verify(log_file)
    assert not ok and "BACKDATED" in said and "backdated" in said


def test_a_round_inserted_in_time_order_and_rehashed_is_caught_only_by_the_anchor(log_file: Path) -> None:
    """A round made up and slipped between two real ones, its time between theirs, the
    chain rebuilt after it: the file alone cannot tell (no secret). The anchor noted on
    the shift report can; so can the floor's own count of rounds played."""
    import dataclasses

    from tools.synth.rounds import synthetic_round

    with RoundLog.open(log_file, readonly=True) as log:
        anchor = log.head()
        rows = log.query(limit=100)
    at = sorted(rows, key=lambda r: r.position)[VICTIM - 1]
    forged = dataclasses.replace(
        synthetic_round(seed=98, round_id="FORGED"), started_at=at.started_at, confirmed_at=at.confirmed_at
    )
    forged = dataclasses.replace(forged, records=[{**r, "time": at.started_at} for r in forged.records])
    tables = layout_at(log_file).chained_tables
    _without_triggers(
        log_file,
        *(f"UPDATE {t} SET position = position + 1000000 WHERE position > {VICTIM}" for t in tables),
        *(f"UPDATE {t} SET position = position - 999999 WHERE position > 1000000" for t in tables),
    )
    _insert_round(log_file, VICTIM + 1, forged)
    _sql(log_file, "UPDATE sqlite_sequence SET seq = seq + 1 WHERE name = 'chain'")
    _rehash_from(log_file, VICTIM + 1)
    with RoundLog.open(log_file, readonly=True) as log:
        assert log.verify().ok and log.audit(settle_synthetic).ok
        assert not log.verify(anchor=anchor).ok
