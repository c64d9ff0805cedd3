"""``dealer-assist floor demo``: a floor to try without a server.

A throwaway PostgreSQL cluster in a temporary folder (:mod:`dealer_assist.floor.localpg`),
four tables each with its own round log and role, two hours of simulated rounds already
dealt (``dealer-assist simulate``), then, in background threads, each table dealing a round
every few seconds (through the real round flow, journaled while in progress) and shipping
it (the table's own :class:`~dealer_assist.floor.shipper.BackgroundShipper`). The pit view
then reads the floor as it would a real one. :meth:`DemoFloor.close` stops everything and
removes the folder.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import shutil
import sys
import tempfile
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TextIO

from dealer_assist.floor import admin
from dealer_assist.floor.errors import FloorError
from dealer_assist.floor.localpg import LocalCluster
from dealer_assist.floor.shipper import BackgroundShipper, Shipper

TABLES = (("T1", "novo"), ("T2", "uth"), ("T3", "caribbean"), ("T4", "russian"))
HISTORY_ROUNDS = 60
HISTORY_PACE = 110.0  # seconds between the history's rounds: about two hours
_QUIET = threading.local()


class _Quiet(io.TextIOBase):
    """stdout/stderr that drop what a simulating thread writes and pass the rest on
    (``contextlib.redirect_stdout`` is process-wide: it would swallow the other threads')."""

    def __init__(self, real: TextIO) -> None:
        self.real = real

    def write(self, text: str) -> int:
        if getattr(_QUIET, "on", False):
            return len(text)
        return self.real.write(text)

    def flush(self) -> None:
        self.real.flush()


def _simulate(log: Path, table: str, game: str, rounds: int, seed: int, start: str | None = None) -> None:
    """Rounds dealt by ``dealer-assist simulate`` itself (its own checks, its own flow)."""
    from dealer_assist.commands.simulate import register

    parser = argparse.ArgumentParser(prog="dealer-assist")
    register(parser.add_subparsers())
    args = [
        "simulate", "--game", game, "--rounds", str(rounds), "--boxes", "5", "--seed", str(seed),
        "--log", str(log), "--table-id", table, "--quiet",
    ]  # fmt: skip
    if start is not None:
        args += ["--start", start, "--pace", str(HISTORY_PACE), "--no-journal"]
    _QUIET.on = True  # simulate prints a line a call: not in this thread (see _Quiet)
    try:
        parsed = parser.parse_args(args)
        code = parsed.func(parsed)
    finally:
        _QUIET.on = False
    if code:
        raise FloorError(f"the demo could not simulate table {table} (simulate exit {code})")


class DemoFloor:
    """The running demo: its cluster, tables, logs and threads."""

    def __init__(self, *, live: bool = True, pace: tuple[float, float] = (4.0, 9.0)) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="dealer-assist-floor-demo-"))
        self.cluster: LocalCluster | None = None
        self.pace = pace
        self.live = live
        self._stop = threading.Event()
        self._threads: list[threading.Thread] = []
        self.shippers: list[BackgroundShipper] = []
        self.logs: dict[str, Path] = {}
        self.pit_credentials = self.folder / "pit.floor"
        self._streams = (sys.stdout, sys.stderr)
        sys.stdout, sys.stderr = _Quiet(sys.stdout), _Quiet(sys.stderr)
        try:
            self._start()
        except BaseException:
            self.close()
            raise

    def _start(self) -> None:
        self.cluster = LocalCluster.create(durable=False)  # a demo: nothing to keep
        self.cluster.start()
        url = self.cluster.create_database("floor_demo")
        admin.init(url)
        base = f"host=127.0.0.1 port={self.cluster.port} dbname=floor_demo sslmode=disable"
        admin.add_login(url, self.pit_credentials, table_id=None, pit_name="demo", base=base)
        self.admin_url = url
        start = (datetime.now(UTC) - timedelta(seconds=HISTORY_ROUNDS * HISTORY_PACE + 120)).strftime(
            "%Y-%m-%dT%H:%M:%SZ"
        )
        for n, (table, game) in enumerate(TABLES):
            log = self.folder / f"{table}.db"
            cred = self.folder / f"{table}.floor"
            admin.add_login(url, cred, table_id=table, pit_name=None, base=base)
            _simulate(log, table, game, HISTORY_ROUNDS, seed=100 + n, start=start)
            self.logs[table] = log
            first = Shipper(log, str(cred), machine_id=f"demo-{table}")
            try:
                first.ship_pending()
                first.beat()
            finally:
                first.close()
            if self.live:
                shipper = BackgroundShipper(log, str(cred), machine_id=f"demo-{table}")
                shipper.start()
                self.shippers.append(shipper)
                dealer = threading.Thread(
                    target=self._deal, args=(log, table, game, 1000 + n), name=f"demo-{table}", daemon=True
                )
                dealer.start()
                self._threads.append(dealer)

    def _deal(self, log: Path, table: str, game: str, seed: int) -> None:
        rng = random.Random(seed)
        while not self._stop.wait(rng.uniform(*self.pace)):
            with contextlib.suppress(Exception):  # a demo table deals on; the next round tries again
                _simulate(log, table, game, 1, seed=rng.randrange(1 << 30))

    def fork(self, table: str) -> str:
        """The demo's broken table: its log replaced by another file and shipped again;
        the floor refuses it and flags the table (what a restored backup would do)."""
        from dealer_assist.floor.errors import FloorRefused

        other = self.folder / f"{table}-other.db"
        _simulate(other, table, dict(TABLES)[table], 3, seed=7)
        shipper = Shipper(other, str(self.folder / f"{table}.floor"), machine_id=f"demo-{table}")
        try:
            shipper.ship_pending()
        except FloorRefused as err:
            return str(err)
        finally:
            shipper.close()
        raise FloorError(f"the demo's fork of table {table} was not refused")

    def close(self) -> None:
        self._stop.set()
        for shipper in self.shippers:
            shipper.stop()
        for thread in self._threads:
            thread.join(5)
        if self.cluster is not None:
            self.cluster.remove()
        shutil.rmtree(self.folder, ignore_errors=True)
        sys.stdout, sys.stderr = self._streams
