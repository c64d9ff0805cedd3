"""The staff file against whoever can edit it (issue #21, item 4): every change an owner of
``staff.db`` can make with ``sqlite3`` — triggers dropped, tables edited, the chain rehashed
with the project's own code and a key of their own — is caught by ``verify_audit`` and refused
at ``check_pin``. What the key's holder can do is the limit docs/trust.md names."""

from __future__ import annotations

import hashlib
import json
import secrets
import shutil
import sqlite3
from pathlib import Path

import pytest

from dealer_assist import staff as staff_module
from dealer_assist.staff import (
    MAX_FAILURES,
    LockedOut,
    PinRefused,
    StaffStore,
    StaffTampered,
    key_path,
)

BOSS_PIN = "482193"


@pytest.fixture
def staff(tmp_path: Path) -> Path:
    """A staff file with a pit boss, a croupier and a change on record; closed."""
    path = tmp_path / "log" / "staff.db"
    with StaffStore.open(path) as store:
        boss = store.add_first_pit_boss("Marta", BOSS_PIN)
        store.add_member(boss, "croupier", "Ana", "1357", "new croupier")
        store.record_change(boss, "limits", "table T1", {"max_payout": "1000"}, {"max_payout": "2000"}, "evening")
        assert store.verify_audit() is None
    return path


def edit(path: Path, *sql: str, params: tuple[object, ...] = ()) -> None:
    """What the owner of the file does: the triggers dropped, then the edit."""
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER IF EXISTS audit_no_update")
    conn.execute("DROP TRIGGER IF EXISTS audit_no_delete")
    for statement in sql:
        conn.execute(statement, params if "?" in statement else ())
    conn.commit()
    conn.close()


def caught(path: Path, *words: str) -> str:
    """The problem verify_audit names; and no PIN is accepted, not even the right one."""
    with StaffStore.open(path) as store:
        problem = store.verify_audit()
        assert problem is not None
        for word in words:
            assert word in problem
        with pytest.raises(StaffTampered):
            store.check_pin("pit_boss", "Marta", BOSS_PIN)
    return problem


def forged_secret(pin: str, n: int = 2**14) -> str:
    """A PIN hash the attacker can make: scrypt without the key (they do not have it)."""
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(pin.encode(), salt=salt, n=n, r=8, p=1, dklen=32)
    return json.dumps({"salt": salt.hex(), "n": n, "r": 8, "p": 1, "hash": digest.hex()})


def test_a_pit_boss_inserted_with_sqlite3_is_caught_and_not_accepted(staff: Path) -> None:
    conn = sqlite3.connect(staff)
    (head,) = conn.execute("SELECT hash FROM audit ORDER BY seq DESC LIMIT 1").fetchone()
    conn.close()
    edit(
        staff,
        "INSERT INTO audit (seq, time, who, action, subject, old, new, why, secret, prev_hash, hash) "
        "VALUES (4, '2026-01-01T00:00:00.000Z', 'Marta (pit boss)', 'staff_added', 'pit_boss:Eve', NULL, NULL, "
        "'new', ?, ?, ?)",
        params=(forged_secret("111222"), head, hashlib.sha256(b"anything").hexdigest()),
    )
    caught(staff, "entry 4")
    with StaffStore.open(staff) as store, pytest.raises(StaffTampered):
        store.check_pin("pit_boss", "Eve", "111222")


def test_a_people_table_of_the_old_kind_is_not_read_at_all(staff: Path) -> None:
    edit(
        staff,
        "CREATE TABLE staff (role TEXT, name TEXT, salt BLOB, n INTEGER, r INTEGER, p INTEGER, hash BLOB, "
        "changed_at TEXT)",
        "INSERT INTO staff VALUES ('pit_boss', 'Eve', x'00', 2, 1, 1, x'00', '2026')",
    )
    with StaffStore.open(staff) as store:
        assert store.members("pit_boss") == ["Marta"]
        with pytest.raises(Exception, match="no pit boss called Eve"):
            store.check_pin("pit_boss", "Eve", "111222")


def test_weakened_scrypt_parameters_are_caught(staff: Path) -> None:
    edit(staff, "UPDATE audit SET secret = ? WHERE subject = 'pit_boss:Marta'", params=(forged_secret(BOSS_PIN, n=2),))
    caught(staff, "entry 1")


def test_weakened_scrypt_parameters_are_refused_even_when_signed_with_the_key(staff: Path) -> None:
    """The parameters are fixed by the code: an entry carrying others is refused though its
    MAC and the file's anchor are right (made here with the installation's key, as its holder
    could; the store itself refuses to write such an entry at all)."""
    key = bytes.fromhex(key_path().read_text())
    conn = sqlite3.connect(staff)
    seq, prev = conn.execute("SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1").fetchone()
    values = [
        seq + 1,
        "2026-01-01T00:00:00.000Z",
        "Marta (pit boss)",
        "pin_changed",
        "croupier:Ana",
        None,
        None,
        "x",
        forged_secret("2468", n=2),
        prev,
    ]
    digest = staff_module._mac(key, "entry", values)
    conn.execute("INSERT INTO audit VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", (*values, digest))
    head = {"count": seq + 1, "hash": digest, "mac": staff_module._mac(key, "head", [seq + 1, digest])}
    conn.execute("UPDATE meta SET value = ? WHERE name = 'head'", (json.dumps(head),))
    conn.commit()
    conn.close()
    caught(staff, "n=2", "this code uses only n=16384")


def test_deleting_the_wrong_pin_entries_does_not_lift_a_lock_out(staff: Path) -> None:
    with StaffStore.open(staff) as store:
        for _ in range(MAX_FAILURES):
            with pytest.raises((PinRefused, LockedOut)):
                store.check_pin("pit_boss", "Marta", "000111")
    edit(staff, "DELETE FROM audit WHERE action IN ('pin_refused', 'locked_out')")
    caught(staff, "removed")


def test_deleting_the_last_audit_entry_is_caught(staff: Path) -> None:
    edit(staff, "DELETE FROM audit WHERE seq = (SELECT max(seq) FROM audit)")
    caught(staff, "newest 1 audit entries were removed")


def test_deleting_the_last_entry_and_the_files_anchor_is_caught(staff: Path) -> None:
    edit(staff, "DELETE FROM audit WHERE seq = (SELECT max(seq) FROM audit)", "DELETE FROM meta WHERE name = 'head'")
    caught(staff, "anchor")


def test_rolling_back_the_chain_and_its_anchor_together_is_caught_by_the_anchor_beside_the_key(
    staff: Path, tmp_path: Path
) -> None:
    """An old copy of the whole file (before a lock-out, before someone was removed) agrees
    with itself: the anchor beside the key says how far the chain had come."""
    backup = tmp_path / "yesterday.db"
    shutil.copy(staff, backup)
    with StaffStore.open(staff) as store:
        boss = store.check_pin("pit_boss", "Marta", BOSS_PIN)
        store.remove_member(boss, "croupier", "Ana", "left the casino")
    shutil.copy(backup, staff)
    problem = caught(staff, "rolled back")
    assert "holds 3 audit entries where this installation wrote 4" in problem


def test_a_deleted_staff_file_does_not_open_the_door_to_a_new_first_pit_boss(staff: Path) -> None:
    staff.unlink()
    with StaffStore.open(staff) as store:
        assert store.verify_audit() is not None
        with pytest.raises(StaffTampered):
            store.add_first_pit_boss("Eve", "111222")


def test_altering_the_last_entry_is_caught(staff: Path) -> None:
    edit(staff, 'UPDATE audit SET new = \'{"max_payout":"9000"}\' WHERE seq = 3')
    caught(staff, "entry 3 was changed")


def test_altering_a_pin_hash_is_caught(staff: Path) -> None:
    conn = sqlite3.connect(staff)
    (secret,) = conn.execute("SELECT secret FROM audit WHERE subject = 'pit_boss:Marta'").fetchone()
    conn.close()
    data = json.loads(secret)
    data["hash"] = hashlib.sha256(b"my own").hexdigest()
    edit(staff, "UPDATE audit SET secret = ? WHERE subject = 'pit_boss:Marta'", params=(json.dumps(data),))
    caught(staff, "entry 1")


def test_a_chain_rehashed_with_the_projects_code_but_without_the_key_is_caught(staff: Path, tmp_path: Path) -> None:
    """The attacker writes a whole staff file with dealer-assist itself, under a key of their
    own, and puts it in place; then also copies the real file's key check into it."""
    forged = tmp_path / "attacker" / "staff.db"
    with StaffStore.open(forged, key_file=tmp_path / "attacker-secret" / "staff.key") as theirs:
        eve = theirs.add_first_pit_boss("Eve", "111222")
        theirs.add_member(eve, "pit_boss", "Marta", BOSS_PIN, "keep her so nobody notices")
    shutil.copy(forged, staff)
    caught(staff, "not written with this installation's key")
    conn = sqlite3.connect(tmp_path / "log" / "staff.db")
    with StaffStore.open(tmp_path / "elsewhere" / "staff.db") as other:
        real_id = other._key_id  # the installation's key check
    conn.execute("UPDATE meta SET value = ? WHERE name = 'key_id'", (real_id,))
    conn.commit()
    conn.close()
    caught(staff, "entry 1 was changed after it was written, or written without the key")


def test_a_copied_staff_file_gives_nothing_to_search_pins_against(staff: Path) -> None:
    """Without the key, the stored hash matches no PIN, not even the right one."""
    conn = sqlite3.connect(staff)
    (secret,) = conn.execute("SELECT secret FROM audit WHERE subject = 'pit_boss:Marta'").fetchone()
    conn.close()
    data = json.loads(secret)
    salt = bytes.fromhex(data["salt"])
    unkeyed = hashlib.scrypt(BOSS_PIN.encode(), salt=salt, n=data["n"], r=data["r"], p=data["p"], dklen=32)
    assert unkeyed.hex() != data["hash"]
    assert key_path().read_text().strip().encode() not in staff.read_bytes()


def test_the_limit_a_rehash_with_the_key_passes_verify(staff: Path) -> None:
    """Whoever holds the key (it is readable by the application's user) can append entries
    the chain cannot tell from real ones and move both anchors: only a record kept elsewhere
    (the floor's database, a printed anchor) catches that. docs/trust.md, "Limits"."""
    with StaffStore.open(staff) as store:
        with store._writing():
            store._append(
                "Marta (pit boss)", "staff_added", "pit_boss:Eve", None, None, "new", secret=store._secret("111222")
            )
        assert store.verify_audit() is None
        assert store.check_pin("pit_boss", "Eve", "111222").name == "Eve"


def test_the_store_never_writes_the_entries_that_change_who_may_do_what_for_a_caller(staff: Path) -> None:
    with StaffStore.open(staff) as store:
        boss = store.check_pin("pit_boss", "Marta", BOSS_PIN)
        with pytest.raises(Exception, match="written by the staff store itself"):
            store.record_change(boss, "staff_added", "pit_boss:Eve", None, None, "sneaky")
