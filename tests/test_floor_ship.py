"""The floor against a real PostgreSQL: shipping exactly once, the anchor (forks, backups,
a second machine), least privilege, TLS, and the commands' exit codes."""

from __future__ import annotations

import json
import shutil
import sqlite3
from datetime import datetime
from pathlib import Path

import psycopg
import pytest

from dealer_assist.floor import admin, schema
from dealer_assist.floor.errors import FloorError, FloorRefused
from dealer_assist.floor.shipper import Shipper
from dealer_assist.staff import ANCHORS_NAME, StaffStore, key_path, staff_path
from tests.floor_support import Floor, add_rounds, cli, floor_fixture, make_table_log, pg_fixture  # noqa: F401


def local_chain(log: Path) -> list[tuple[int, str]]:
    with sqlite3.connect(log) as conn:
        return [(int(p), str(h)) for p, h in conn.execute("SELECT position, hash FROM chain ORDER BY position")]


def floor_chain(fl: Floor, table: str) -> list[tuple[int, str]]:
    with psycopg.connect(fl.admin_url) as conn:
        rows = conn.execute(
            "SELECT position, hash FROM floor.entries WHERE table_id = %s ORDER BY position", (table,)
        ).fetchall()
    return [(int(p), str(h)) for p, h in rows]


def test_ship_copies_every_entry_once_and_a_second_ship_is_a_no_op(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 40)
    with StaffStore.open(staff_path(log)) as staff:
        boss = staff.add_first_pit_boss("Marta", "482193")
        staff.record_change(boss, "limits_changed", "table", {"max": 100}, {"max": 200}, "new limits")
    cred = floor.add_table("T1")

    first = cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1")
    assert first.returncode == 0, first.stderr
    assert "floor holds 41 of 41 entries (41 shipped now)" in first.stdout
    assert floor_chain(floor, "T1") == local_chain(log)

    again = cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1")
    assert again.returncode == 0, again.stderr
    assert "(0 shipped now)" in again.stdout
    with psycopg.connect(floor.admin_url) as conn:
        assert conn.execute("SELECT count(*) FROM floor.rounds WHERE table_id = 'T1'").fetchone() == (40,)
        assert conn.execute("SELECT count(*) FROM floor.audit_entries WHERE table_id = 'T1'").fetchone() == (2,)
        game = conn.execute("SELECT game FROM floor.rounds WHERE position = 1").fetchone()
        assert game is not None and game[0] in ("novo", "caribbean", "uth")
        status = conn.execute("SELECT machine_id, waiting_rounds FROM floor.table_status").fetchone()
        assert status == ("pc-1", 0)

    shown = cli("floor", "status", floor.admin_url)
    assert shown.returncode == 0, shown.stderr
    (line,) = shown.stdout.splitlines()
    state = json.loads(line)
    assert (state["table_id"], state["rounds"], state["head_position"], state["forked"]) == ("T1", 40, 41, False)
    assert state["head_hash"] == local_chain(log)[-1][1]
    assert state["last_shipped_at"]
    checked = cli("floor", "verify", floor.admin_url)
    assert checked.returncode == 0, checked.stderr
    assert "T1: intact, 41 entries" in checked.stdout


def test_new_rounds_ship_from_where_the_floor_stands(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 10)
    shipper = Shipper(log, str(floor.add_table("T1")), machine_id="pc-1", batch=3)
    try:
        assert shipper.ship_pending().floor_head == 11
        add_rounds(log, 7, seed=2)
        assert shipper.waiting_rounds() == 7
        report = shipper.ship_pending()
        assert (report.shipped_entries, report.floor_head, report.waiting_rounds) == (7, 18, 0)
    finally:
        shipper.close()
    assert floor_chain(floor, "T1") == local_chain(log)


def test_a_rewritten_log_is_refused_and_flagged(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 12)
    cred = floor.add_table("T1")
    assert cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1").returncode == 0
    # Another file under the same name: same table, a different history (rehashed or replaced).
    log.unlink()
    make_table_log(log, 15, seed=99)
    refused = cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1")
    assert refused.returncode == 1
    assert len(refused.stderr.strip().splitlines()) == 1
    assert "not the one the floor holds" in refused.stderr
    (state,) = admin.status(floor.admin_url)
    assert state.forked and state.head_position == 13
    checked = cli("floor", "verify", floor.admin_url)
    assert checked.returncode == 1
    assert "T1: FAILED at position 1: flagged" in checked.stderr


def test_a_log_rehashed_after_an_edit_is_a_fork_at_the_first_changed_entry(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 12)
    cred = floor.add_table("T1")
    assert cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1").returncode == 0
    # Rebuild the same first 5 rounds, then a different 6th onward: what an edit and a
    # careful rehash of the whole chain leaves (entries 1-5 identical, 6+ different).
    original = local_chain(log)
    from dealer_assist.log import RoundLog
    from tests.floor_support import table_rounds

    with RoundLog.open(log) as source:
        kept = [r for _, r in source.iter_rounds()][:5]
    log.unlink()
    for suffix in ("-wal", "-shm"):
        Path(str(log) + suffix).unlink(missing_ok=True)
    with RoundLog.open(log) as rebuilt:
        for entry in kept:
            rebuilt.append_round(entry)
        after = datetime.fromisoformat(kept[-1].confirmed_at.replace("Z", "+00:00"))
        rebuilt.append_rounds(table_rounds(10, seed=5, after=after), batch=100)
    assert local_chain(log)[:5] != original[:5]  # recorded_at differs: the chain is another
    shipper = Shipper(log, str(cred), machine_id="pc-1")
    try:
        with pytest.raises(FloorRefused, match=r"not the one the floor holds|differs"):
            shipper.ship_pending()
    finally:
        shipper.close()
    assert floor_chain(floor, "T1") == original


def test_a_log_restored_from_an_old_backup_is_refused(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 10)
    backup = tmp_path / "backup.db"
    with sqlite3.connect(log) as source, sqlite3.connect(backup) as target:
        source.backup(target)
    add_rounds(log, 5, seed=3)
    cred = floor.add_table("T1")
    assert cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1").returncode == 0
    shipped = floor_chain(floor, "T1")

    log.unlink()
    for suffix in ("-wal", "-shm"):
        Path(str(log) + suffix).unlink(missing_ok=True)
    shutil.copyfile(backup, log)
    behind = cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1")
    assert behind.returncode == 1
    assert "ends at entry 11 but the floor holds entries up to 16" in behind.stderr
    add_rounds(log, 8, seed=4)  # the restored table deals on: a second history from entry 12
    again = cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1")
    assert again.returncode == 1
    assert "flagged" in again.stderr
    assert floor_chain(floor, "T1") == shipped
    assert cli("floor", "verify", floor.admin_url).returncode == 1


def test_a_second_machine_claiming_the_table_is_refused(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 5)
    copy = tmp_path / "copy.db"
    shutil.copyfile(log, copy)
    cred = floor.add_table("T1")
    assert cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1").returncode == 0
    other = cli("ship", str(copy), "--floor", str(cred), "--machine-id", "pc-2")
    assert other.returncode == 1
    assert "registered to machine pc-1; this machine (pc-2) may not ship as it" in other.stderr
    # The first machine is not harmed: it ships on.
    add_rounds(log, 3, seed=8)
    assert cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1").returncode == 0
    assert floor_chain(floor, "T1") == local_chain(log)
    with psycopg.connect(floor.admin_url) as conn:
        assert conn.execute("SELECT kind FROM floor.incidents").fetchall() == [("second machine",)]


def _login(cred: Path) -> psycopg.Connection[tuple[object, ...]]:
    line = next(ln for ln in cred.read_text().splitlines() if not ln.startswith("#"))
    return psycopg.connect(line, autocommit=True)


def test_a_table_role_may_only_insert_its_own_rows(floor: Floor, tmp_path: Path) -> None:
    one, two = make_table_log(tmp_path / "one.db", 4), make_table_log(tmp_path / "two.db", 4, seed=3, table="T2")
    cred_one, cred_two = floor.add_table("T1"), floor.add_table("T2")
    for log, cred in ((one, cred_one), (two, cred_two)):
        assert cli("ship", str(log), "--floor", str(cred), "--machine-id", f"pc-{log.stem}").returncode == 0
    with _login(cred_one) as conn:
        # It sees only its own rows.
        assert conn.execute("SELECT DISTINCT table_id FROM floor.entries").fetchall() == [("T1",)]
        # It may not write the other table's rows.
        refused = "may only insert the rows of table T1, not of table T2"
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match=refused):
            conn.execute(
                "INSERT INTO floor.entries (table_id, position, kind, round_id, recorded_at, prev_hash, hash, "
                "chain_row) VALUES ('T2', 6, 'round', 'x', 'x', 'x', 'x', '[]')"
            )
        # Nor change or remove a round, its own included.
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("UPDATE floor.entries SET round_id = 'changed' WHERE position = 1")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("DELETE FROM floor.entries WHERE position = 5")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("UPDATE floor.tables SET flagged_at = NULL")
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(
                "INSERT INTO floor.approvals (table_id, position, approved_by, why) VALUES ('T1', 1, 'x', 'y')"
            )
    # Not even the owner may change what was received.
    owner = psycopg.connect(floor.admin_url)
    with owner as conn, pytest.raises(psycopg.errors.InsufficientPrivilege, match="append-only"):
        conn.execute("UPDATE floor.entries SET round_id = 'changed' WHERE position = 1")
    # The pit reads every table and records approvals, and writes nothing else.
    with _login(floor.add_pit()) as conn:
        assert conn.execute("SELECT count(DISTINCT table_id) FROM floor.rounds").fetchone() == (2,)
        conn.execute(
            "INSERT INTO floor.approvals (table_id, position, approved_by, why) VALUES ('T2', 1, 'Marta', 'ok')"
        )
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("DELETE FROM floor.entries")
    assert floor_chain(floor, "T1") == local_chain(one)
    assert cli("floor", "verify", floor.admin_url).returncode == 0
    # The pit's own credentials are enough to watch and check the floor.
    pit = floor.folder / "pit-podium.floor"
    shown = cli("floor", "status", str(pit))
    assert shown.returncode == 0 and len(shown.stdout.splitlines()) == 2
    assert cli("floor", "verify", str(pit)).returncode == 0
    # A table's are not: it cannot read the registry of tables.
    assert cli("floor", "status", str(cred_one)).returncode == 1


def test_credentials_readable_by_others_are_refused(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 3)
    cred = floor.add_table("T1")
    assert cred.stat().st_mode & 0o777 == 0o600
    cred.chmod(0o644)
    refused = cli("ship", str(log), "--floor", str(cred))
    assert refused.returncode == 1
    expected = f"dealer-assist ship: credentials file {cred} may be read by others (mode 0644): chmod 600 {cred}"
    assert refused.stderr.strip() == expected


def test_ship_over_tls_verifies_the_server(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 6)
    cred = floor.add_table("T1", tls=True)
    assert "sslmode=verify-full" in cred.read_text()
    shipper = Shipper(log, str(cred), machine_id="pc-1")
    try:
        assert shipper.ship_pending().floor_head == 7
        with shipper._get_pool().connection() as conn:
            row = conn.execute("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()").fetchone()
            assert row == (True,)
    finally:
        shipper.close()
    wrong = cred.read_text().replace(str(floor.pg.ca), str(floor.pg.other_ca))
    cred.write_text(wrong)
    failed = cli("ship", str(log), "--floor", str(cred))
    assert failed.returncode == 1
    assert "floor unreachable" in failed.stderr and "certificate verify failed" in failed.stderr
    assert len(failed.stderr.strip().splitlines()) == 1


def test_floor_init_refuses_a_newer_schema(floor: Floor) -> None:
    again = cli("floor", "init", floor.admin_url)
    version = schema.SCHEMA_VERSION
    assert again.returncode == 0 and f"floor schema {version} ready (was {version})" in again.stdout
    # An administrator (a member of da_floor_admin, no superuser) migrates and adds tables.
    ops = f"ops_{floor.database}"
    with psycopg.connect(floor.admin_url, autocommit=True) as conn:
        conn.execute(f"CREATE ROLE {ops} LOGIN")
        conn.execute(f"GRANT da_floor_admin TO {ops}")
    as_ops = floor.admin_url.replace("postgresql://postgres@", f"postgresql://{ops}@")
    assert cli("floor", "init", as_ops).returncode == 0
    added = cli("floor", "add-table", as_ops, "T9", "--out", str(floor.folder / "t9.floor"))
    assert added.returncode == 0, added.stderr
    assert (floor.folder / "t9.floor").stat().st_mode & 0o777 == 0o600
    with psycopg.connect(floor.admin_url) as conn:
        conn.execute("SET ROLE da_floor_admin")
        conn.execute("UPDATE floor.meta SET value = '7' WHERE key = 'schema_version'")
    newer = cli("floor", "init", floor.admin_url)
    assert newer.returncode == 1
    assert f"has schema 7; this dealer-assist knows up to {version}" in newer.stderr
    with pytest.raises(FloorError, match=f"knows up to {version}"):
        admin.status(floor.admin_url)


def test_the_status_row_notifies_the_pit_of_a_change(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 3)
    shipper = Shipper(log, str(floor.add_table("T1")), machine_id="pc-1")
    try:
        shipper.ship_pending()
        with _login(floor.add_pit()) as pit:
            pit.execute("LISTEN floor_status")
            shipper.beat()
            heard = [n.payload for n in pit.notifies(timeout=5, stop_after=1)]
            assert heard == ["T1"]
            shipper.beat()  # nothing changed but the heartbeat: no notification
            assert [n.payload for n in pit.notifies(timeout=0.5)] == []
            row = pit.execute("SELECT croupier, game, round_in_progress FROM floor.table_status").fetchone()
            assert row is not None and row[1] in ("novo", "caribbean", "uth") and row[2] is False
    finally:
        shipper.close()


def test_a_resent_entry_is_a_no_op_and_a_different_one_a_fork(floor: Floor, tmp_path: Path) -> None:
    from dataclasses import replace

    from dealer_assist.floor.local import LocalLog
    from dealer_assist.floor.shipper import _RECEIVE

    log = make_table_log(tmp_path / "rounds.db", 6)
    cred = floor.add_table("T1")
    shipper = Shipper(log, str(cred), machine_id="pc-1")
    try:
        shipper.ship_pending()
        shipper.floor_head = 2  # as if the acknowledgements of 3 to 7 had been lost
        report = shipper.ship_pending()
        assert (report.shipped_entries, report.floor_head) == (5, 7)
    finally:
        shipper.close()
    assert floor_chain(floor, "T1") == local_chain(log)  # nothing twice

    local = LocalLog(log)
    try:
        batch = local.batch(4, 5)
    finally:
        local.close()
    with _login(cred) as conn:
        state, head, _ = conn.execute(_RECEIVE, batch.arrays()).fetchone() or (None, None, None)
        assert (state, head) == ("ok", 7)
        other_hash = replace(batch, hashes=[batch.hashes[0], "f" * 64])
        state, _, detail = conn.execute(_RECEIVE, other_hash.arrays()).fetchone() or (None, None, None)
        assert state == "fork" and detail.startswith("fork at entry 5: it differs from the entry the floor holds")
    (status,) = admin.status(floor.admin_url)
    assert status.forked and status.flag_reason is not None and "entry 5" in status.flag_reason

    # The same hash with other content (a forged resend) is refused too, not taken as a no-op.
    copy = tmp_path / "copy.db"
    shutil.copyfile(log, copy)
    cred_two = floor.add_table("T2")
    assert cli("ship", str(copy), "--floor", str(cred_two), "--machine-id", "pc-2").returncode == 0
    forged = replace(batch, round_ids=[batch.round_ids[0], "T1-forged"])
    with _login(cred_two) as conn:
        state, _, detail = conn.execute(_RECEIVE, forged.arrays()).fetchone() or (None, None, None)
        assert (state, detail) == ("fork", "entry 5: sent again with the hash the floor holds but other content")
    assert floor_chain(floor, "T1") == local_chain(log) == floor_chain(floor, "T2")


def test_a_replaced_staff_audit_trail_is_refused(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "rounds.db", 3)
    with StaffStore.open(staff_path(log)) as staff:
        boss = staff.add_first_pit_boss("Marta", "482193")
        staff.record_sign_in(boss, "table")
    cred = floor.add_table("T1")
    assert cli("ship", str(log), "--floor", str(cred), "--machine-id", "pc-1").returncode == 0
    with _login(cred) as conn:
        # A link that does not continue the trail the floor holds: refused by the floor.
        row = conn.execute(
            "SELECT status, detail FROM floor.receive_audit(%s::bigint[], %s::text[], %s::text[], %s::jsonb[])",
            ([3], ["0" * 64], ["a" * 64], ['{"seq": 3}']),
        ).fetchone()
        assert row == ("fork", "fork at audit entry 3: it does not continue the audit trail the floor holds")
    (state,) = admin.status(floor.admin_url)
    assert state.forked
    with psycopg.connect(floor.admin_url) as conn:
        assert conn.execute("SELECT count(*) FROM floor.audit_entries").fetchone() == (2,)

    # A staff file replaced on the table (its trail rewritten) is refused by the shipper's check.
    cred_two = floor.add_table("T2")
    other = make_table_log(tmp_path / "two" / "rounds.db", 3, seed=5, table="T2")
    with StaffStore.open(staff_path(other)) as staff:
        staff.add_first_pit_boss("Olga", "739184")
    assert cli("ship", str(other), "--floor", str(cred_two), "--machine-id", "pc-2").returncode == 0
    # Whoever holds the installation's key folder can replace the file and its anchor too:
    # nothing at the table tells, only the floor does.
    staff_path(other).unlink()
    (key_path().parent / ANCHORS_NAME).unlink()
    with StaffStore.open(staff_path(other)) as staff:
        staff.add_first_pit_boss("Someone", "551937")
    refused = cli("ship", str(other), "--floor", str(cred_two), "--machine-id", "pc-2")
    assert refused.returncode == 1
    assert "audit entry 1 of the staff file differs from the one the floor holds" in refused.stderr
