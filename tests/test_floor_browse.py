"""The pit's rounds browser answered by PostgreSQL (schema 3, ``floor.browse``), against the
real cluster of tests/floor_support.py: the same filter finds the same rounds on the floor as
in the tables' own logs, page after page; schema 2 migrates with what it held; only the pit
reads it; the pit view lists rounds older than its mirror and opens them; the bench's
code path runs (small)."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import psycopg
import pytest

from dealer_assist.floor import admin, schema
from dealer_assist.floor.browse import FloorBrowser
from dealer_assist.floor.errors import FloorError
from dealer_assist.floor.reader import new_mirror
from dealer_assist.floor.shipper import Shipper
from dealer_assist.log import RoundFilter, RoundLog, RoundRow
from tests.floor_support import Floor, add_rounds, floor_fixture, make_table_log, pg_fixture  # noqa: F401
from tests.gui_helpers import tap
from tools.bench.floor_browse import Sample, browser_filters, run_browse

TABLES = ("T1", "T2", "T3")


def ship(floor: Floor, log: Path, table: str) -> None:
    shipper = Shipper(log, str(floor.add_table(table)), machine_id=f"pc-{table}")
    try:
        shipper.ship_pending()
    finally:
        shipper.close()


def ship_tables(floor: Floor, folder: Path, rounds: int = 60) -> dict[str, Path]:
    logs = {}
    for n, table in enumerate(TABLES):
        logs[table] = make_table_log(folder / f"{table}.db", rounds + 7 * n, seed=70 + n, table=table)
        ship(floor, logs[table], table)
    with RoundLog.open(logs["T2"]) as log:  # an adjustment too (voids: make_table_log)
        round_id = log.query(RoundFilter(), limit=5)[3].round_id
        log.append_adjustment(round_id, "adjustment", "pit boss Marta", "paid short", {"amount": "10"})
    ship(floor, logs["T2"], "T2")
    return logs


def facts(row: RoundRow) -> tuple[Any, ...]:
    """What a row says, but its position (the floor's seq, a table's own position)."""
    return (
        row.confirmed_at,
        row.table_id,
        row.round_id,
        row.game,
        row.croupier,
        row.started_at,
        row.boxes,
        row.total_wagered,
        row.total_paid,
        row.house_result,
        row.largest_payout,
        row.capped,
        row.corrected,
        row.alerts,
        row.adjustments,
        row.voided,
    )


def local_rows(logs: dict[str, Path], where: RoundFilter) -> list[tuple[Any, ...]]:
    rows = []
    for path in logs.values():
        with RoundLog.open(path, readonly=True) as log:
            rows += [facts(r) for r in log.query(where, limit=10_000)]
    return sorted(rows, key=lambda r: (r[0], r[1], r[2]), reverse=True)


def sample_of(logs: dict[str, Path]) -> Sample:
    with sqlite3.connect(logs["T2"]) as conn:
        oldest, newest = conn.execute("SELECT min(confirmed_at), max(confirmed_at) FROM rounds").fetchone()
        game, croupier, round_id = conn.execute(
            "SELECT game, croupier, round_id FROM rounds WHERE croupier IS NOT NULL ORDER BY position DESC LIMIT 1"
        ).fetchone()
    return Sample(oldest, newest, "T2", game, croupier, round_id[:6])


def filters_of(logs: dict[str, Path]) -> list[tuple[str, RoundFilter]]:
    """The bench's filters on these logs' values, and each flag both ways, a box with and
    without a payout, the payouts the synthetic rounds make."""
    extra = [
        ("box 2", RoundFilter(box=2)),
        ("box 2 payout >= 50", RoundFilter(box=2, min_payout=50)),
        ("payout >= 150", RoundFilter(min_payout=150)),
        ("payout >= 0.01", RoundFilter(min_payout="0.01")),
    ]
    for flag in ("capped", "corrected", "voided", "adjusted", "has_alerts"):
        extra += [(f"{flag}", RoundFilter(**{flag: True})), (f"not {flag}", RoundFilter(**{flag: False}))]
    return browser_filters(sample_of(logs)) + extra


def test_the_floor_answers_every_filter_as_the_tables_own_logs(floor: Floor, tmp_path: Path) -> None:
    logs = ship_tables(floor, tmp_path)
    browser = FloorBrowser(str(floor.add_pit()))
    try:
        assert len(browser.query(RoundFilter(), limit=10_000)) == sum(
            len(local_rows({t: p}, RoundFilter())) for t, p in logs.items()
        )
        nonempty = 0
        for name, where in filters_of(logs):
            expected = local_rows(logs, where)
            found = browser.query(where, limit=10_000)
            assert sorted((facts(r) for r in found), key=lambda r: (r[0], r[1], r[2]), reverse=True) == expected, name
            assert [r.confirmed_at for r in found] == sorted((r.confirmed_at for r in found), reverse=True), name
            assert browser.count(where) == len(expected), name
            # Page after page (the page key), the same rounds in the same order.
            paged: list[RoundRow] = []
            while True:
                page = browser.query(where, limit=7, after=paged[-1].key if paged else None)
                paged += page
                if len(page) < 7:
                    break
            assert paged == found, name
            nonempty += bool(expected)
        assert nonempty >= 20  # the filters found rounds, not only nothing alike
        # A round of the list opens from its entry: the table's own round, its voids.
        with RoundLog.open(logs["T1"], readonly=True) as log:
            voided = log.query(RoundFilter(voided=True), limit=1)[0].round_id
            assert browser.get_round(voided) == log.get_round(voided)
            assert [(a.kind, a.who, a.why, a.data) for a in browser.adjustments(voided)] == [
                (a.kind, a.who, a.why, a.data) for a in log.adjustments(voided)
            ]
    finally:
        browser.close()


def test_schema_2_migrates_to_3_with_the_rounds_it_held(pg: Any, tmp_path: Path) -> None:
    url = pg.cluster.create_database("floor_browse_migration")
    assert admin.init(url, target=2) == (0, 2)
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT to_regclass('floor.browse')").fetchone() == (None,)
    folder = tmp_path / "f"
    folder.mkdir()
    floor = Floor(pg, "floor_browse_migration", url, folder)
    log = make_table_log(tmp_path / "T1.db", 40, seed=5, table="T1")
    ship(floor, log, "T1")  # shipped under schema 2
    assert admin.init(url) == (2, schema.SCHEMA_VERSION) == (2, 3)
    assert admin.init(url) == (3, 3)  # again: nothing to do
    browser = FloorBrowser(str(floor.add_pit()))
    try:
        assert [facts(r) for r in browser.query(RoundFilter(), limit=1000)] == local_rows({"T1": log}, RoundFilter())
        assert len(browser.query(RoundFilter(voided=True))) == 1
        add_rounds(log, 10, seed=6)  # shipped under schema 3: the trigger adds them
        with RoundLog.open(log) as rl:
            last = rl.query(RoundFilter(), limit=1)[0].round_id
            rl.append_adjustment(last, "void", "pit boss Marta", "misdeal", {})
        ship(floor, log, "T1")
        for where in (RoundFilter(), RoundFilter(voided=True), RoundFilter(adjusted=True)):
            assert [facts(r) for r in browser.query(where, limit=1000)] == local_rows({"T1": log}, where)
        assert len(browser.query(RoundFilter(voided=True))) == 2
    finally:
        browser.close()


def test_only_the_pit_reads_the_browse_rows_and_nobody_writes_them(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "T1.db", 10, seed=8, table="T1")
    table = floor.add_table("T1")
    ship(floor, log, "T1")
    from dealer_assist.floor.connect import resolve

    with (
        psycopg.connect(resolve(str(table)), autocommit=True) as conn,
        pytest.raises(psycopg.errors.InsufficientPrivilege),
    ):
        conn.execute("SELECT count(*) FROM floor.browse")
    with psycopg.connect(resolve(str(floor.add_pit())), autocommit=True) as conn:
        assert conn.execute("SELECT count(*) FROM floor.browse").fetchone() == (10,)
        for statement in (
            "UPDATE floor.browse SET voided = true",
            "DELETE FROM floor.browse",
            "INSERT INTO floor.browse (table_id, position, round_id, game, started_at, confirmed_at, boxes, "
            "total_wagered_cents, total_paid_cents, house_result_cents, largest_payout_cents, capped, corrected, "
            "alerts, box_payouts) VALUES ('T1', 99, 'x', 'novo', '', '', 0, 0, 0, 0, 0, 0, 0, 0, '{}')",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(statement.encode())


def test_a_round_two_tables_logged_under_one_id_is_not_guessed(floor: Floor, tmp_path: Path) -> None:
    a = make_table_log(tmp_path / "a.db", 5, seed=9, table="T1")
    b = make_table_log(tmp_path / "b.db", 5, seed=9, table="T1")  # the same ids, shipped as T2
    ship(floor, a, "T1")
    ship(floor, b, "T2")
    with sqlite3.connect(a) as conn:
        (round_id,) = conn.execute("SELECT round_id FROM rounds LIMIT 1").fetchone()
    browser = FloorBrowser(str(floor.add_pit()))
    try:
        with pytest.raises(FloorError, match="logged by tables T1, T2"):
            browser.get_round(round_id)
        (row,) = browser.query(RoundFilter(table_id="T2", round_id=round_id))
        assert browser.get_round(round_id).table_id == "T2"  # the table of the row listed
        assert row.table_id == "T2"
    finally:
        browser.close()


def test_the_pit_view_lists_and_opens_rounds_older_than_its_mirror(qtbot: Any, floor: Floor, tmp_path: Path) -> None:
    from ui.pitview.screen import PitView

    logs = ship_tables(floor, tmp_path, rounds=30)
    # The mirror copies what is recorded from then on (to the second): every entry is older.
    now = datetime.now(UTC) + timedelta(seconds=2)
    view = PitView(str(floor.add_pit()), new_mirror(tmp_path), poll=30, now=lambda: now, since=now)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    view.start()
    try:
        qtbot.waitUntil(lambda: len(view.tiles) == 3 and view.complete_updates > 0, timeout=10_000)
        with sqlite3.connect(view.store.path) as conn:
            assert conn.execute("SELECT count(*) FROM rounds").fetchone() == (0,)
        view.open_table("T1")
        browser = view.page.browser
        with RoundLog.open(logs["T1"], readonly=True) as log:
            expected = [r.round_id for r in log.query(RoundFilter(), limit=1000)]
            voided = log.query(RoundFilter(voided=True), limit=1)[0].round_id
        assert [r.round_id for r in browser.model.rows] == expected
        qtbot.waitUntil(lambda: browser.matching == len(expected), timeout=10_000)
        browser.filters.round_id.setText(voided)
        tap(browser.filters.search)
        assert [r.round_id for r in browser.model.rows] == [voided]
        browser.open_row(0)
        detail = view.page.detail
        assert detail is not None and detail.round.round_id == voided
        assert detail.void_badge.isVisibleTo(detail) and not detail.void_button.isEnabled()
    finally:
        view.shutdown()


def test_the_bench_measures_every_filter_of_a_small_floor(capsys: Any) -> None:
    timings = run_browse(3000, say=print)
    out = capsys.readouterr().out
    any_sample = Sample("2026-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z", "T1", "novo", "ana", "a")
    assert [t.name for t in timings] == [name for name, _ in browser_filters(any_sample)]
    assert timings[0].rows_first == 200 and all(t.slowest_ms >= t.median_ms > 0 for t in timings)
    assert "3,000 rounds across 50 tables" in out and "slowest filter:" in out
