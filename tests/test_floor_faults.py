"""Faults between a table and the floor: the server stopped mid-batch, the shipper killed at
random moments, the network cut by a proxy, the floor's own rows edited. After each, the
floor holds every entry of the log exactly once and ``floor verify`` says so (or names the
edit)."""

from __future__ import annotations

import random
import signal
import sqlite3
import time
from pathlib import Path

import psycopg

from dealer_assist.floor.localpg import free_port
from dealer_assist.floor.shipper import BackgroundShipper
from tests.floor_support import (  # noqa: F401
    Floor,
    TcpProxy,
    add_rounds,
    cli,
    cli_popen,
    floor_fixture,
    make_table_log,
    pg_fixture,
)


def local_chain(log: Path) -> list[tuple[int, str]]:
    with sqlite3.connect(log) as conn:
        return [(int(p), str(h)) for p, h in conn.execute("SELECT position, hash FROM chain ORDER BY position")]


def floor_chain(fl: Floor, table: str = "T1") -> list[tuple[int, str]]:
    with psycopg.connect(fl.admin_url) as conn:
        rows = conn.execute(
            "SELECT position, hash FROM floor.entries WHERE table_id = %s ORDER BY position", (table,)
        ).fetchall()
    return [(int(p), str(h)) for p, h in rows]


def floor_head(fl: Floor) -> int:
    try:
        with psycopg.connect(fl.admin_url, connect_timeout=2) as conn:
            row = conn.execute("SELECT coalesce(max(position), 0) FROM floor.entries").fetchone()
            return int(row[0]) if row else 0
    except psycopg.OperationalError:
        return -1


def wait_for(condition: object, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():  # type: ignore[operator]
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def test_server_stopped_mid_batch_then_restarted(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 1500)
    total = len(local_chain(log))
    shipper = BackgroundShipper(log, str(floor.add_table("T1")), machine_id="pc-1", interval=0.05)
    shipper.start()
    try:
        wait_for(lambda: floor_head(floor) > 0, 30, "the first batch")
        assert floor_head(floor) < total  # still shipping: the stop lands in the middle
        floor.pg.cluster.stop("immediate")  # no goodbye: transactions in flight are lost
        wait_for(lambda: shipper.last_error is not None, 15, "the shipper to notice")
        assert shipper.lagging() > 0
        floor.pg.cluster.start()
        wait_for(lambda: shipper.floor_head == total, 60, "the floor to hold everything")
    finally:
        shipper.stop()
    assert shipper.last_error is None and shipper.lagging() == 0
    assert floor_chain(floor) == local_chain(log)
    assert cli("floor", "verify", floor.admin_url).returncode == 0


def test_shipper_killed_at_random_moments_twenty_times(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 30)
    cred = floor.add_table("T1")
    rng = random.Random(18)
    heads: list[int] = []
    behind = 0
    for kill in range(20):
        add_rounds(log, 80, seed=100 + kill)
        before = floor_head(floor)
        child = cli_popen(
            "ship",
            str(log),
            "--floor",
            str(cred),
            "--follow",
            "--batch",
            "2",
            "--interval",
            "0.02",
            "--machine-id",
            "pc-1",
        )
        # A random moment once it ships (80 rounds in batches of 2: about 40 transactions),
        # however long a loaded machine takes to start it.
        wait_for(lambda before=before: floor_head(floor) > before, 30, "the shipper to start shipping")
        time.sleep(rng.uniform(0.0, 0.3))
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=10)
        heads.append(floor_head(floor))
        behind += heads[-1] < len(local_chain(log))  # killed before it had shipped everything
    print("floor heads after each kill:", heads, "killed while behind:", behind)
    assert heads == sorted(heads) and heads[-1] > 31  # never lost, and it got on between kills
    assert behind >= 3
    final = cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1")
    assert final.returncode == 0, final.stderr
    assert floor_chain(floor) == local_chain(log)
    checked = cli("floor", "verify", floor.admin_url)
    assert checked.returncode == 0, checked.stderr


def test_connection_cut_by_the_network_many_times(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 600)
    proxy = TcpProxy(floor.port)
    shipper = BackgroundShipper(log, str(floor.add_table("T1", port=proxy.port)), machine_id="pc-1", interval=0.05)
    shipper.start()
    try:
        cuts = 0
        for n in range(6):
            wait_for(lambda n=n: proxy.connections > n, 20, "a connection through the proxy")
            time.sleep(0.15)
            cuts += proxy.cut()
            add_rounds(log, 20, seed=200 + n)
        total = len(local_chain(log))
        wait_for(lambda: shipper.floor_head == total, 60, "the floor to hold everything")
    finally:
        shipper.stop()
        proxy.close()
    assert cuts >= 6 and proxy.connections >= 7
    assert floor_chain(floor) == local_chain(log)
    assert cli("floor", "verify", floor.admin_url).returncode == 0


def test_ship_says_in_one_line_when_the_floor_is_out_of_reach(tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 3)
    url = f"host=127.0.0.1 port={free_port()} dbname=floor user=t password=x sslmode=disable connect_timeout=2"
    done = cli("ship", str(log), "--floor", url)
    assert done.returncode == 1
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith("dealer-assist ship: floor unreachable") and "password=" not in line


def test_verify_names_an_entry_edited_or_removed_on_the_floor(floor: Floor, tmp_path: Path) -> None:
    one = make_table_log(tmp_path / "one.db", 8)
    two = make_table_log(tmp_path / "two.db", 8, seed=4, table="T2")
    for log, table in ((one, "T1"), (two, "T2")):
        assert cli("ship", str(log), "--floor", str(floor.add_table(table)), "--machine-id", table).returncode == 0
    with psycopg.connect(floor.admin_url) as conn:
        # A superuser can switch the floor's triggers off: verify still catches the edit.
        conn.execute("SET session_replication_role = replica")
        conn.execute(
            "UPDATE floor.entries SET rounds_rows = replace(rounds_rows, 'novo', 'uth') "
            "WHERE table_id = 'T1' AND position = 3 AND rounds_rows LIKE '%novo%'"
        )
        conn.execute(
            "UPDATE floor.entries SET rounds_rows = replace(rounds_rows, 'caribbean', 'uth') "
            "WHERE table_id = 'T1' AND position = 3 AND rounds_rows LIKE '%caribbean%'"
        )
        conn.execute(
            "UPDATE floor.entries SET rounds_rows = replace(rounds_rows, '\"uth\"', '\"novo\"') "
            "WHERE table_id = 'T1' AND position = 3 AND rounds_rows NOT LIKE '%novo%'"
        )
        conn.execute("DELETE FROM floor.entries WHERE table_id = 'T2' AND position = 5")
    checked = cli("floor", "verify", floor.admin_url)
    assert checked.returncode == 1
    assert checked.stderr.splitlines() == [
        "T1: FAILED at position 3: its content does not match its hash (changed on the floor)",
        "T2: FAILED at position 6: entry 5 is missing",
    ]


def test_ship_says_in_one_line_when_the_floor_refuses_the_login(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 3)
    cred = floor.add_table("T1")
    text = cred.read_text()
    cred.write_text(text.replace("password=", "password=wrong"))
    done = cli("ship", str(log), "--floor", str(cred))
    assert done.returncode == 1
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith("dealer-assist ship: the floor refused the login")
    assert "password authentication failed" in line and "wrong" not in line
