"""``dealer-assist bench --only floor``: many tables shipping at once into one PostgreSQL.

A throwaway cluster (durable settings: fsync on) is started in a temporary folder; N tables
are registered, each with its own role; each ships the same log of M realistic rounds (one
file, read by every shipper: the floor keeps each table's chain apart) from a thread of its
own, batches of 500 entries. Printed: rounds per second into the floor (target at least
5,000/s), then the time ``floor verify`` takes to recheck every chain.
"""

from __future__ import annotations

import argparse
import tempfile
import threading
import time
from pathlib import Path

from dealer_assist.floor import admin
from dealer_assist.floor.errors import FloorError
from dealer_assist.floor.localpg import LocalCluster
from dealer_assist.floor.shipper import Shipper

TARGET = 5000.0  # rounds/s
PIT_TARGET_MS = 200.0
FULL = (50, 2000)
QUICK = (4, 200)
BROWSE_FULL, BROWSE_QUICK = 10_000_000, 100_000  # rounds the pit's browser searches


def _log(folder: Path, rounds: int) -> Path:
    from dealer_assist.log.store import RoundLog
    from tools.bench.log import realistic_rounds

    path = folder / "table.db"
    with RoundLog.open(path) as log:
        log.db.conn.execute("PRAGMA synchronous = OFF")  # a benchmark fixture
        log.append_prepared(realistic_rounds(rounds), batch=5000)
    return path


def run(args: argparse.Namespace) -> None:
    tables, rounds = QUICK if args.quick else FULL
    try:
        cluster = LocalCluster.create(durable=True)
    except FloorError as err:
        print(f"  skipped: {err}")
        return
    try:
        cluster.start()
        url = cluster.create_database("bench")
        admin.init(url)
        with tempfile.TemporaryDirectory(prefix="dealer-assist-floor-bench-") as tmp:
            folder = Path(tmp)
            began = time.perf_counter()
            log = _log(folder, rounds)
            print(f"  log of {rounds:,} rounds built in {time.perf_counter() - began:.1f} s")
            base = f"host=127.0.0.1 port={cluster.port} dbname=bench sslmode=disable"
            creds = []
            for n in range(tables):
                out = folder / f"T{n + 1}.floor"
                admin.add_login(url, out, table_id=f"T{n + 1}", pit_name=None, base=base)
                creds.append(out)
            errors: list[str] = []

            def ship(n: int) -> None:
                try:
                    shipper = Shipper(log, str(creds[n]), machine_id=f"bench-{n + 1}", batch=500, timeout=60)
                    try:
                        shipper.ship_pending()
                    finally:
                        shipper.close()
                except FloorError as err:
                    errors.append(str(err))

            threads = [threading.Thread(target=ship, args=(n,)) for n in range(tables)]
            began = time.perf_counter()
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            elapsed = time.perf_counter() - began
            if errors:
                print(f"  FAILED: {errors[0]}")
                return
            total = tables * rounds
            rate = total / elapsed
            verdict = "ok" if rate >= TARGET else "BELOW TARGET"
            print(
                f"  {tables} tables x {rounds:,} rounds shipped concurrently: {total:,} rounds in {elapsed:.1f} s "
                f"= {rate:,.0f} rounds/s (target >= {TARGET:,.0f}/s: {verdict})"
            )
            began = time.perf_counter()
            checks = admin.verify(url)
            bad = [c for c in checks if not c.ok]
            print(
                f"  floor verify of {len(checks)} tables: {time.perf_counter() - began:.1f} s, "
                f"{'all intact' if not bad else bad[0].describe()}"
            )
            pit = folder / "pit.floor"
            admin.add_login(url, pit, table_id=None, pit_name="bench", base=base)
            _pit_view(str(pit), folder, tables)
    finally:
        cluster.remove()
    browse(args)


def browse(args: argparse.Namespace) -> None:
    """The cross-table browser's filters on a floor of ``--floor-rounds`` rounds."""
    from tools.bench.floor_browse import run_browse

    rounds = getattr(args, "floor_rounds", None) or (BROWSE_QUICK if args.quick else BROWSE_FULL)
    run_browse(rounds)


def _pit_view(pit: str, folder: Path, tables: int) -> None:
    """The pit view: its first copy of the floor's rounds, then a refresh of every tile
    (the floor's status rows and the mirror's figures, then the tiles shown)."""
    import importlib
    import statistics

    from dealer_assist.floor.reader import FloorMirror, FloorReader, new_mirror

    path = new_mirror(folder)
    mirror = FloorMirror(path, FloorReader(pit))
    try:
        began = time.perf_counter()
        copied = mirror.sync()
        print(f"  pit view, first copy of the floor: {copied:,} entries in {time.perf_counter() - began:.1f} s")
        reads = []
        for _ in range(10):
            began = time.perf_counter()
            mirror.sync()
            states = mirror.tiles()
            reads.append(time.perf_counter() - began)
    finally:
        mirror.close()
    read_ms = statistics.median(reads) * 1000
    try:  # the tiles on screen need Qt: the engine only names the module
        shown = importlib.import_module("tools.bench.pitview")
    except ImportError as err:
        print(f"  pit view refresh of {tables} tables: floor read {read_ms:.0f} ms (tiles not shown: {err})")
        return
    show_ms = shown.median_ms(shown.show_times(pit, path, states))
    total = read_ms + show_ms
    verdict = "ok" if total < PIT_TARGET_MS else "ABOVE TARGET"
    print(
        f"  pit view refresh of {tables} tables: {total:.0f} ms (floor read {read_ms:.0f} ms + tiles shown "
        f"{show_ms:.0f} ms; target < {PIT_TARGET_MS:.0f} ms: {verdict})"
    )


run.opt_in = True  # type: ignore[attr-defined]  # needs PostgreSQL; run with --only floor
browse.opt_in = True  # type: ignore[attr-defined]  # the browser's part alone: --only floor-browse
SECTIONS = {"floor": run, "floor-browse": browse}
