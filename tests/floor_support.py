"""A real PostgreSQL for the floor tests: one cluster per test session (initdb + pg_ctl in a
temporary folder, Unix socket there, TCP with TLS on a random port, as the ``postgres``
user when root), a fresh floor database per test, and a TCP proxy the tests can cut."""

from __future__ import annotations

import contextlib
import itertools
import os
import select
import socket
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

import pytest

from dealer_assist.floor import admin
from dealer_assist.floor.localpg import LocalCluster
from dealer_assist.log import LoggedRound, RoundLog
from tools.synth.rounds import generate

ROOT = Path(__file__).resolve().parents[1]
_names = itertools.count(1)


def make_certs(folder: Path) -> tuple[Path, Path, Path]:
    """A CA, and a server certificate it signs for localhost and 127.0.0.1 (openssl)."""
    ca_key, ca_crt = folder / "ca.key", folder / "ca.crt"
    key, csr, crt = folder / "server.key", folder / "server.csr", folder / "server.crt"
    ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]

    def run(*args: str) -> None:
        subprocess.run(["openssl", *args], check=True, capture_output=True)

    run(
        "req",
        "-x509",
        *ec,
        "-keyout",
        str(ca_key),
        "-out",
        str(ca_crt),
        "-days",
        "2",
        "-subj",
        "/CN=dealer-assist test CA",
        "-addext",
        "basicConstraints=critical,CA:TRUE",
        "-addext",
        "keyUsage=critical,keyCertSign,cRLSign",
    )
    run("req", *ec, "-keyout", str(key), "-out", str(csr), "-subj", "/CN=localhost")
    ext = folder / "san.ext"
    ext.write_text("subjectAltName=DNS:localhost,IP:127.0.0.1\n")
    run(
        "x509",
        "-req",
        "-in",
        str(csr),
        "-CA",
        str(ca_crt),
        "-CAkey",
        str(ca_key),
        "-CAcreateserial",
        "-out",
        str(crt),
        "-days",
        "2",
        "-extfile",
        str(ext),
    )
    return ca_crt, crt, key


@dataclass
class Pg:
    cluster: LocalCluster
    ca: Path
    other_ca: Path  # a CA that signed nothing the server shows


@pytest.fixture(scope="session", name="pg")
def pg_fixture(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Pg]:
    certs = tmp_path_factory.mktemp("certs")
    ca, crt, key = make_certs(certs)
    other = tmp_path_factory.mktemp("other-ca")
    other_ca, _, _ = make_certs(other)
    cluster = LocalCluster.create(durable=False, ssl=(crt, key))
    cluster.start()
    try:
        yield Pg(cluster, ca, other_ca)
    finally:
        cluster.remove()


@dataclass
class Floor:
    pg: Pg
    database: str
    admin_url: str
    folder: Path

    @property
    def port(self) -> int:
        return self.pg.cluster.port

    def table_url(self, port: int | None = None, *, tls: bool = False) -> str:
        if tls:
            return (
                f"host=localhost port={port or self.port} dbname={self.database} sslmode=verify-full "
                f"sslrootcert={self.pg.ca}"
            )
        return f"host=127.0.0.1 port={port or self.port} dbname={self.database} sslmode=disable"

    def add_table(self, table_id: str, *, port: int | None = None, tls: bool = False) -> Path:
        out = self.folder / f"{table_id}.floor"
        admin.add_login(self.admin_url, out, table_id=table_id, pit_name=None, base=self.table_url(port, tls=tls))
        return out

    def add_pit(self, name: str = "podium") -> Path:
        out = self.folder / f"pit-{name}.floor"
        admin.add_login(self.admin_url, out, table_id=None, pit_name=name, base=self.table_url())
        return out

    def restart(self) -> None:
        self.pg.cluster.stop("immediate")
        self.pg.cluster.start()


@pytest.fixture(name="floor")
def floor_fixture(pg: Pg, tmp_path: Path) -> Floor:
    name = f"floor_{os.getpid()}_{next(_names)}"
    url = pg.cluster.create_database(name)
    admin.init(url)
    folder = tmp_path / "floor"
    folder.mkdir()
    return Floor(pg, name, url, folder)


def table_rounds(rounds: int, *, seed: int, table: str = "T1", after: datetime | None = None) -> list[LoggedRound]:
    """``rounds`` synthetic rounds of ``table``, with ids unique to the seed; dated after
    ``after`` when given (a log refuses a round dated before its table's last one)."""
    start = {} if after is None else {"start": after}
    return [
        replace(e, table_id=table, round_id=f"{table}-s{seed}-{n:06d}")
        for n, e in enumerate(generate(rounds, seed=seed, tables=1, **start))
    ]


def make_table_log(path: Path, rounds: int, *, seed: int = 11, table: str = "T1") -> Path:
    """A round log of ``rounds`` synthetic rounds and a void."""
    entries = table_rounds(rounds, seed=seed, table=table)
    with RoundLog.open(path) as log:
        log.append_rounds(entries, batch=500)
        if rounds > 2:
            log.append_adjustment(entries[1].round_id, "void", "pit boss Marta", "foul deck", {"ticket": 1})
    return path


TABLES = ("T1", "T2", "T3")


def ship_tables(floor: Floor, folder: Path, rounds: int = 30, *, more: int = 5, seed: int = 40) -> dict[str, Path]:
    """A round log for each of TABLES (``rounds``, then ``more`` rounds more for each next
    table), shipped to ``floor`` with a heartbeat: the logs by table."""
    from dealer_assist.floor.shipper import Shipper

    logs = {}
    for n, table in enumerate(TABLES):
        log = make_table_log(folder / f"{table}.db", rounds + more * n, seed=seed + n, table=table)
        shipper = Shipper(log, str(floor.add_table(table)), machine_id=f"pc-{table}")
        try:
            shipper.ship_pending()
            shipper.beat()
        finally:
            shipper.close()
        logs[table] = log
    return logs


def add_rounds(path: Path, rounds: int, *, seed: int, table: str = "T1") -> None:
    """``rounds`` more rounds of ``table``, dated after the log's last round of it."""
    with sqlite3.connect(path) as conn:
        last = conn.execute("SELECT max(confirmed_at) FROM rounds WHERE table_id = ?", (table,)).fetchone()[0]
    after = datetime.fromisoformat(last.replace("Z", "+00:00")) if last else None
    with RoundLog.open(path) as log:
        log.append_rounds(table_rounds(rounds, seed=seed, table=table, after=after), batch=500)


def cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``dealer-assist ARGS`` in a fresh interpreter, from this worktree."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True, timeout=timeout, env=env
    )


def cli_popen(*args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


class TcpProxy:
    """127.0.0.1:port → target: the network between a table and the floor. :meth:`cut`
    drops every open connection at once (as a switch or cable would)."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self._server = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._server.getsockname()[1]
        self._lock = threading.Lock()
        self._open: list[socket.socket] = []
        self.connections = 0
        self.held = False
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    def _accept(self) -> None:
        while not self._stopped.is_set():
            ready, _, _ = select.select([self._server], [], [], 0.1)
            if not ready:
                continue
            try:
                client, _ = self._server.accept()
                if self.held:  # the floor out of reach: the connection dies at once
                    client.close()
                    continue
                upstream = socket.create_connection(("127.0.0.1", self.target_port))
            except OSError:
                continue
            with self._lock:
                self._open += [client, upstream]
                self.connections += 1
            threading.Thread(target=self._pump, args=(client, upstream), daemon=True).start()

    def _pump(self, a: socket.socket, b: socket.socket) -> None:
        peers = {a: b, b: a}
        try:
            while not self._stopped.is_set():
                ready, _, _ = select.select([a, b], [], [], 0.1)
                for s in ready:
                    data = s.recv(65536)
                    if not data:
                        return
                    peers[s].sendall(data)
        except (OSError, ValueError):
            return
        finally:
            for s in (a, b):
                with contextlib.suppress(OSError):
                    s.close()

    def cut(self) -> int:
        """Drop every open connection (RST); returns how many were cut."""
        with self._lock:
            victims, self._open = self._open, []
        for s in victims:
            try:
                s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
                s.shutdown(socket.SHUT_RDWR)
                s.close()
            except OSError:
                pass
        return len(victims) // 2

    def close(self) -> None:
        self._stopped.set()
        self.cut()
        self._server.close()
        self._thread.join(2)
