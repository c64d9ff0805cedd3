"""Beyond one floor (issue #18): two properties' floors gathered into a group database by
PostgreSQL logical replication, on two real local clusters: the property cluster (wal_level =
logical) holds two property floors, each with its publication; the group database (in the
session's cluster) is a floor with one subscription per property. Rounds shipped to the
properties reach the group, before and after it subscribed, and ``floor verify`` run on the
group recomputes every chain there (and finds an entry changed at the group)."""

from __future__ import annotations

import itertools
import os
import time
from pathlib import Path

import psycopg
import pytest

from dealer_assist.floor import admin, group
from dealer_assist.floor.errors import FloorError
from dealer_assist.floor.localpg import LocalCluster
from dealer_assist.floor.shipper import Shipper
from dealer_assist.log import RoundLog
from tests.floor_support import Pg, cli, pg_fixture, table_rounds  # noqa: F401

_names = itertools.count(1)


def _wait(what: str, check: object, timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    while not check():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise AssertionError(f"the group did not receive {what} in {timeout} s")
        time.sleep(0.2)


def _property(cluster: LocalCluster, name: str, table: str, tmp_path: Path) -> tuple[str, Path, Path, list]:
    """A property's floor with one table, its log of 12 rounds (8 written now), its reader."""
    url = cluster.create_database(name)
    admin.init(url)
    tcp = f"host=127.0.0.1 port={cluster.port} dbname={name} sslmode=disable"
    cred = tmp_path / f"{table}.floor"
    admin.add_login(url, cred, table_id=table, pit_name=None, base=tcp)
    entries = table_rounds(12, seed=7, table=table)
    log = tmp_path / f"{table}.db"
    with RoundLog.open(log) as opened:
        opened.append_rounds(entries[:8], batch=500)
    reader = tmp_path / f"{name}-reader.floor"
    assert group.publish(url, reader, base=tcp) == group.PUBLICATION
    return url, cred, log, entries


def _ship(log: Path, cred: Path) -> int:
    shipper = Shipper(log, str(cred), machine_id=f"pc-{log.stem}")
    try:
        return shipper.ship_pending().floor_head
    finally:
        shipper.close()


def test_a_group_gathers_two_properties_and_verifies_their_chains(pg: Pg, tmp_path: Path) -> None:
    started = time.monotonic()
    site = LocalCluster.create(durable=False, logical=True)
    site.start()
    group_url = pg.cluster.create_database(f"group_{os.getpid()}_{next(_names)}")
    subscribed: list[str] = []
    try:
        admin.init(group_url)
        _, lis_cred, lis_log, lis_rounds = _property(site, "floor_lis", "LIS-T1", tmp_path)
        _, mad_cred, mad_log, _ = _property(site, "floor_mad", "MAD-T1", tmp_path)
        assert _ship(lis_log, lis_cred) == 8 and _ship(mad_log, mad_cred) == 8
        group.subscribe(group_url, "lis", str(tmp_path / "floor_lis-reader.floor"))
        subscribed.append("lis")
        # The command does the same.
        done = cli("floor", "subscribe", group_url, "mad", "--property", str(tmp_path / "floor_mad-reader.floor"))
        assert done.returncode == 0 and done.stdout.strip() == "subscription mad: created", done.stderr
        subscribed.append("mad")
        _wait("both properties' entries", lambda: group.received(group_url) == {"LIS-T1": 8, "MAD-T1": 8})
        # A round shipped to the property after the group subscribed follows.
        with RoundLog.open(lis_log) as opened:
            opened.append_rounds(lis_rounds[8:], batch=500)
        assert _ship(lis_log, lis_cred) == 12
        _wait("the new rounds", lambda: group.received(group_url)["LIS-T1"] == 12)
        verified = cli("floor", "verify", group_url)
        assert verified.returncode == 0, verified.stderr
        assert verified.stdout.splitlines() == ["LIS-T1: intact, 12 entries", "MAD-T1: intact, 8 entries"]
        # The group checks what it holds itself: an entry changed there is found.
        with psycopg.connect(group_url, autocommit=True) as conn:
            conn.execute("SET session_replication_role = replica")  # past the append-only trigger
            conn.execute(
                "UPDATE floor.entries SET rounds_rows = replace(rounds_rows, 'LIS-T1', 'LIS-T9') "
                "WHERE table_id = 'LIS-T1' AND position = 5"
            )
        failed = cli("floor", "verify", group_url)
        assert failed.returncode == 1
        assert "LIS-T1: FAILED at position 5: its content does not match its hash" in failed.stderr
    finally:
        for name in subscribed:
            group.unsubscribe(group_url, name)
        site.remove()
    assert time.monotonic() - started < 40


def test_publishing_needs_logical_decoding_and_names_are_checked(pg: Pg, tmp_path: Path) -> None:
    url = pg.cluster.create_database(f"plain_{os.getpid()}_{next(_names)}")
    admin.init(url)
    with pytest.raises(FloorError, match="set wal_level = logical"):
        group.publish(url, tmp_path / "reader.floor")
    with pytest.raises(FloorError, match="lower-case letters"):
        group.subscribe(url, "Lisboa; DROP", "host=x")
