"""The pit view against a real PostgreSQL (tests/floor_support.py): the tiles say what the
status rows and the shipped rounds say, the floor's rounds read through the pit boss's own
screens, and the floor's shift report adds up to the tables' own."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from decimal import Decimal
from pathlib import Path

from dealer_assist.floor.reader import FloorMirror, FloorReader, FloorStore, floor_shift_report, new_mirror
from dealer_assist.floor.shipper import Shipper
from dealer_assist.log import RoundLog
from dealer_assist.shift_report import shift_report
from tests.floor_support import Floor, floor_fixture, make_table_log, pg_fixture  # noqa: F401

TABLES = ("T1", "T2", "T3")


def ship_tables(floor: Floor, folder: Path, rounds: int = 30) -> dict[str, Path]:
    logs = {}
    for n, table in enumerate(TABLES):
        log = make_table_log(folder / f"{table}.db", rounds + 5 * n, seed=40 + n, table=table)
        shipper = Shipper(log, str(floor.add_table(table)), machine_id=f"pc-{table}")
        try:
            shipper.ship_pending()
            shipper.beat()
        finally:
            shipper.close()
        logs[table] = log
    return logs


def newest(logs: dict[str, Path]) -> datetime:
    stamps = []
    for log in logs.values():
        with sqlite3.connect(log) as conn:
            stamps.append(conn.execute("SELECT max(confirmed_at) FROM rounds").fetchone()[0])
    return datetime.fromisoformat(max(stamps).replace("Z", "+00:00"))


def test_floor_report_totals_equal_the_sum_of_the_tables_own(floor: Floor, tmp_path: Path) -> None:
    logs = ship_tables(floor, tmp_path)
    mirror = FloorMirror(new_mirror(tmp_path), FloorReader(str(floor.add_pit())))
    try:
        assert mirror.sync() == sum(len(RoundLog.open(p, readonly=True).query(limit=1000)) + 1 for p in logs.values())
    finally:
        mirror.close()
    store = FloorStore(mirror.path)
    try:
        floor_report = floor_shift_report(store, "1970-01-01", "2999-12-31")
        local = []
        for path in logs.values():
            with RoundLog.open(path, readonly=True) as log:
                local.append(shift_report(log, "1970-01-01", "2999-12-31"))
        total = floor_report.report.total
        assert total.rounds == sum(r.total.rounds for r in local) > 0
        assert total.wagered == sum((r.total.wagered for r in local), Decimal(0))
        assert total.paid == sum((r.total.paid for r in local), Decimal(0))
        assert total.house == sum((r.total.house for r in local), Decimal(0))
        assert floor_report.report.voided == sum(r.voided for r in local) == 3
        assert [t for t, _ in floor_report.per_table] == list(TABLES)
        for (table, figures), mine in zip(floor_report.per_table, local, strict=True):
            assert (figures.rounds, figures.house) == (mine.total.rounds, mine.total.house), table
        assert sum(f.rounds for _, f in floor_report.per_croupier) == total.rounds
        per_game = {g: f.house for g, f in floor_report.report.per_game}
        for game in per_game:
            assert per_game[game] == sum((f.house for r in local for g, f in r.per_game if g == game), Decimal(0))
    finally:
        store.close()
