"""The floor takes logs of both layouts (issue 22; docs/compact-log.md, "The floor"): a
table with a schema 1 log and a table with a compact schema 2 log of the same rounds ship
to a real PostgreSQL, which re-hashes every entry from the texts shipped; its rounds view
reads the same searched columns from both; the pit's mirror holds the same rows of both."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import psycopg

from dealer_assist.floor.reader import FloorMirror, FloorReader, new_mirror
from dealer_assist.log import RoundLog
from tests.floor_support import Floor, cli, floor_fixture, pg_fixture, table_rounds  # noqa: F401


def _log(path: Path, table: str, schema_version: int) -> Path:
    entries = table_rounds(30, seed=5, table=table)
    with RoundLog.open(path, schema_version=schema_version) as log:
        log.append_rounds(entries[:20])
        log.append_adjustment(entries[3].round_id, "void", "pit boss Marta", "foul deck", {"ticket": 1})
        log.append_rounds(entries[20:])
    return path


def _chain(path: Path) -> list[tuple[int, str]]:
    with sqlite3.connect(path) as conn:
        return [(int(p), str(h)) for p, h in conn.execute("SELECT position, hash FROM chain ORDER BY position")]


def test_both_layouts_ship_verify_and_read_alike(floor: Floor, tmp_path: Path) -> None:
    logs = {"T1": _log(tmp_path / "old.db", "T1", 1), "T2": _log(tmp_path / "new.db", "T2", 2)}
    for table, path in logs.items():
        shipped = cli("ship", str(path), "--floor", str(floor.add_table(table)), "--machine-id", f"pc-{table}")
        assert shipped.returncode == 0, shipped.stderr
        assert "floor holds 31 of 31 entries" in shipped.stdout
    checked = cli("floor", "verify", floor.admin_url)
    assert checked.returncode == 0, checked.stderr
    assert "T1: intact, 31 entries" in checked.stdout and "T2: intact, 31 entries" in checked.stdout

    with psycopg.connect(floor.admin_url) as conn:
        for table, path in logs.items():
            held = conn.execute(
                "SELECT position, hash FROM floor.entries WHERE table_id = %s ORDER BY position", (table,)
            ).fetchall()
            assert [(int(p), str(h)) for p, h in held] == _chain(path)
        # The view reads every searched column at its place in both layouts.
        columns = ("game, profile_name, profile_sha256, app_version, croupier, started_at, confirmed_at, boxes, "
                   "total_wagered_cents, total_paid_cents, house_result_cents, largest_payout_cents, capped, "
                   "corrected, alerts, logged_table_id")
        views = {
            table: conn.execute(f"SELECT {columns} FROM floor.rounds WHERE table_id = %s ORDER BY position",
                                (table,)).fetchall()
            for table in logs
        }
    assert len(views["T1"]) == 30
    assert [r[:-1] for r in views["T1"]] == [r[:-1] for r in views["T2"]]
    assert {r[-1] for r in views["T1"]} == {"T1"} and {r[-1] for r in views["T2"]} == {"T2"}

    mirror = FloorMirror(new_mirror(tmp_path / "mirror"), FloorReader(str(floor.add_pit())))
    try:
        assert mirror.sync() == 62
    finally:
        mirror.close()
    with RoundLog.open(mirror.path, readonly=True) as log:
        assert log.layout.version == 1
        conn = log.db.conn
        per_table = {}
        for table in logs:
            rounds = conn.execute(
                "SELECT game, round_file, settlement, boxes, total_paid_cents, alerts FROM rounds "
                "WHERE table_id = ? ORDER BY position", (table,)).fetchall()
            records = conn.execute(
                "SELECT c.seq, c.time, c.kind, c.who, c.why, c.data FROM records c JOIN rounds r USING (position) "
                "WHERE r.table_id = ? ORDER BY c.position, c.seq", (table,)).fetchall()
            lines = conn.execute(
                "SELECT l.box, l.line, l.wager, l.stake, l.outcome, l.ratio, l.net FROM lines l "
                "JOIN rounds r USING (position) WHERE r.table_id = ? ORDER BY l.position, l.box, l.line",
                (table,)).fetchall()
            per_table[table] = (rounds, records, lines)
    assert per_table["T1"] == per_table["T2"]  # a compact entry opened into the rows schema 1 keeps
    assert all(len(part) > 30 for part in per_table["T1"][1:])
    with RoundLog.open(logs["T2"], readonly=True) as log:  # and they are the round as logged
        entry = log.get_round(table_rounds(30, seed=5, table="T2")[7].round_id)
    assert any(entry.round_file == json.loads(r[1]) for r in per_table["T2"][0])
