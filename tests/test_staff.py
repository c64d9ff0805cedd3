"""Who may do what (issue 9): PINs kept only as salted scrypt hashes, wrong PINs counted in
the file and locked out, changes recorded with who, when, old -> new and why."""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
import time
from pathlib import Path

import pytest

from dealer_assist.staff import (
    LOCK_SECONDS,
    MAX_FAILURES,
    LockedOut,
    NotAllowed,
    PinRefused,
    StaffError,
    StaffStore,
    hash_pin,
    key_path,
    scrypt_hash,
    staff_path,
)

BOSS_PIN = "482193"


class Clock:
    """The wall clock (``now``, called) and a monotonic clock (``mono``), moved by hand."""

    def __init__(self) -> None:
        self.now = 1_740_000_000.0
        self.mono = 1000.0

    def __call__(self) -> float:
        return self.now

    def monotonic(self) -> float:
        return self.mono


def open_store(path: Path, clock: Clock) -> StaffStore:
    return StaffStore.open(path, clock=clock, monotonic=clock.monotonic)


@pytest.fixture
def store(tmp_path: Path) -> StaffStore:
    s = open_store(tmp_path / "staff.db", Clock())
    boss = s.add_first_pit_boss("Marta", BOSS_PIN)
    s.add_member(boss, "croupier", "Ana", "1357", "new croupier")
    s.add_member(boss, "technician", "Luis", BOSS_PIN, "same PIN as Marta, on purpose")
    return s


def test_the_staff_file_lives_beside_the_round_log(tmp_path: Path) -> None:
    assert staff_path(tmp_path / "logs" / "rounds.db") == tmp_path / "logs" / "staff.db"


def _outside_hex(raw: bytes) -> bytes:
    """The file's bytes less its runs of 32 hex digits or more (salts, hashes, the
    chain's digests): a random digest holds a given four digits in about one file of a
    hundred and fifty, which is not a PIN stored in the clear."""
    return re.sub(rb"[0-9a-f]{32,}", b"", raw)


def test_a_pin_inside_a_digest_is_not_a_pin_in_the_clear() -> None:
    # a digest of a staff file written here (1 file in 150 held Ana's PIN in one; a CI
    # run failed on such a file)
    digest = b"a4ac8125e0e7461d018c4c51357a61dbb258ae1ae9b784c0729c184a22e4a00"
    assert b"1357" in digest and b"1357" not in _outside_hex(b"\x00" + digest + b"\x01")
    assert b"1357" in _outside_hex(b"\x00" + digest + b"\x011357\x02")


def test_pins_are_stored_only_as_keyed_salted_scrypt_hashes(store: StaffStore, tmp_path: Path) -> None:
    store.close()
    raw = _outside_hex((tmp_path / "staff.db").read_bytes())
    for pin in (b"482193", b"1357"):
        assert pin not in raw
    conn = sqlite3.connect(tmp_path / "staff.db")
    rows = {subject: json.loads(secret) for subject, secret in
            conn.execute("SELECT subject, secret FROM audit WHERE action = 'staff_added'")}
    conn.close()
    marta, luis = rows["pit_boss:Marta"], rows["technician:Luis"]
    assert len(bytes.fromhex(marta["salt"])) == 16 and marta["salt"] != luis["salt"]  # one salt per PIN
    assert marta["hash"] != luis["hash"]  # the same PIN, salted differently
    assert (marta["n"], marta["r"], marta["p"]) == (2**14, 8, 1)
    key = bytes.fromhex(key_path().read_text())
    salt = bytes.fromhex(marta["salt"])
    assert hash_pin(BOSS_PIN, salt, key).hex() == marta["hash"]
    assert scrypt_hash(BOSS_PIN, salt).hex() != marta["hash"]  # without the key, no match to search for


def test_the_key_is_kept_apart_readable_only_by_its_user(store: StaffStore, tmp_path: Path) -> None:
    key = key_path()
    assert key.parent != (tmp_path / "staff.db").parent
    assert key.stat().st_mode & 0o777 == 0o600


def test_a_missing_key_with_a_staff_file_is_one_clear_line_not_a_new_key(store: StaffStore, tmp_path: Path) -> None:
    store.close()
    key_path().unlink()
    with pytest.raises(StaffError, match=r"key .* is missing, so no PIN can be checked"):
        StaffStore.open(tmp_path / "staff.db")
    assert not key_path().exists()  # no silent new key that would lock everyone out


def test_a_key_beside_the_staff_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StaffError, match="own folder"):
        StaffStore.open(tmp_path / "staff.db", key_file=tmp_path / "staff.key")


def test_a_key_others_can_read_is_refused(store: StaffStore, tmp_path: Path) -> None:
    store.close()
    key_path().chmod(0o644)
    with pytest.raises(StaffError, match="chmod 600"):
        StaffStore.open(tmp_path / "staff.db")


def test_the_right_pin_grants_and_names_the_person(store: StaffStore) -> None:
    grant = store.check_pin("croupier", "Ana", "1357")
    assert (grant.role, grant.name, grant.who) == ("croupier", "Ana", "Ana (croupier)")


def test_a_wrong_pin_is_refused_and_counted(store: StaffStore) -> None:
    with pytest.raises(PinRefused) as refused:
        store.check_pin("pit_boss", "Marta", "0000")
    assert refused.value.left == MAX_FAILURES - 1
    assert store.failures("pit_boss", "Marta") == 1
    store.check_pin("pit_boss", "Marta", BOSS_PIN)
    assert store.failures("pit_boss", "Marta") == 0  # a right PIN starts the count again


def test_repeated_wrong_pins_lock_out_even_the_right_pin_until_the_timeout(store: StaffStore) -> None:
    clock = store.clock
    assert isinstance(clock, Clock)
    for _ in range(MAX_FAILURES - 1):
        with pytest.raises(PinRefused):
            store.check_pin("pit_boss", "Marta", "111122")
    with pytest.raises(LockedOut) as locked:
        store.check_pin("pit_boss", "Marta", "111122")
    assert locked.value.until == clock.now + LOCK_SECONDS
    with pytest.raises(LockedOut):
        store.check_pin("pit_boss", "Marta", BOSS_PIN)
    assert store.check_pin("technician", "Luis", BOSS_PIN)  # only that person is locked
    clock.mono += LOCK_SECONDS + 1
    assert store.check_pin("pit_boss", "Marta", BOSS_PIN).name == "Marta"
    actions = [e.action for e in store.audit_trail() if e.subject == "pit_boss:Marta"]
    assert actions[:3] == ["lock_ended", "locked_out", "pin_refused"]  # every step is in the chain
    assert store.verify_audit() is None


def test_moving_the_wall_clock_does_not_end_a_lock_out(store: StaffStore) -> None:
    clock = store.clock
    assert isinstance(clock, Clock)
    for _ in range(MAX_FAILURES):
        with pytest.raises((PinRefused, LockedOut)):
            store.check_pin("pit_boss", "Marta", "111122")
    clock.now += LOCK_SECONDS + 1  # someone sets the clock forward
    with pytest.raises(LockedOut):
        store.check_pin("pit_boss", "Marta", BOSS_PIN)
    clock.mono += LOCK_SECONDS - 10  # time really passing, not yet enough
    with pytest.raises(LockedOut):
        store.check_pin("pit_boss", "Marta", BOSS_PIN)
    clock.mono += 11
    assert store.check_pin("pit_boss", "Marta", BOSS_PIN)


def test_a_lock_out_survives_a_restart_and_lasts_its_full_time_after_it(tmp_path: Path) -> None:
    clock = Clock()
    with open_store(tmp_path / "staff.db", clock) as s:
        s.add_first_pit_boss("Marta", BOSS_PIN)
        for _ in range(MAX_FAILURES - 1):
            with pytest.raises(PinRefused):
                s.check_pin("pit_boss", "Marta", "111122")
        with pytest.raises(LockedOut):
            s.check_pin("pit_boss", "Marta", "111122")
    clock.now += LOCK_SECONDS + 1  # the wall clock moved while the application was closed
    clock.mono = 5.0  # a reboot: the monotonic clock starts again
    with open_store(tmp_path / "staff.db", clock) as s, pytest.raises(LockedOut):  # restarted
        s.check_pin("pit_boss", "Marta", BOSS_PIN)
    with open_store(tmp_path / "staff.db", clock) as s:
        clock.mono += LOCK_SECONDS - 1
        with pytest.raises(LockedOut):
            s.check_pin("pit_boss", "Marta", BOSS_PIN)
        clock.mono += 2
        assert s.check_pin("pit_boss", "Marta", BOSS_PIN)


def test_a_pit_boss_unlocks_someone_and_it_is_in_the_chain(store: StaffStore) -> None:
    for _ in range(MAX_FAILURES):
        with pytest.raises((PinRefused, LockedOut)):
            store.check_pin("croupier", "Ana", "2468")
    boss = store.check_pin("pit_boss", "Marta", BOSS_PIN)
    store.unlock(boss, "croupier", "Ana", "forgot, checked her badge")
    assert store.locked_until("croupier", "Ana") is None and store.failures("croupier", "Ana") == 0
    assert store.check_pin("croupier", "Ana", "1357")
    assert store.audit_trail(1)[0].action == "unlocked"
    assert store.verify_audit() is None


def test_pit_boss_pins_are_six_digits_or_more(store: StaffStore) -> None:
    boss = store.check_pin("pit_boss", "Marta", BOSS_PIN)
    with pytest.raises(StaffError, match="pit boss PIN is 6 to 8 digits"):
        store.add_member(boss, "pit_boss", "Eve", "4821", "second pit boss")
    with pytest.raises(StaffError, match="pit boss PIN is 6 to 8 digits"):
        store.set_pin(boss, "pit_boss", "Marta", "97531", "shorter")
    store.add_member(boss, "croupier", "Bo", "9753", "croupiers keep 4 digits")
    with StaffStore.open(store.path.parent / "other" / "staff.db") as fresh, pytest.raises(StaffError, match="6 to 8"):
        fresh.add_first_pit_boss("Eve", "4821")


def test_the_cost_of_one_pin_check_is_measured(store: StaffStore) -> None:
    started = time.perf_counter()
    for _ in range(3):
        store.check_pin("croupier", "Ana", "1357")
    each = (time.perf_counter() - started) / 3
    print(f"one PIN check: {each * 1000:.1f} ms (scrypt n=2**14, r=8, p=1, then HMAC with the key)")
    assert each > 0.005  # scrypt's cost is really paid: a search cannot go faster than this per guess


def test_only_a_pit_boss_records_changes_and_manages_pins(store: StaffStore) -> None:
    croupier = store.check_pin("croupier", "Ana", "1357")
    with pytest.raises(NotAllowed):
        store.record_change(croupier, "limits", "table T1", {"max_payout": "1000"}, {"max_payout": "5000"}, "x")
    with pytest.raises(NotAllowed):
        store.set_pin(croupier, "technician", "Luis", "2468", "x")
    store.set_pin(croupier, "croupier", "Ana", "2468", "my own PIN")  # one's own: allowed
    assert store.check_pin("croupier", "Ana", "2468")
    with pytest.raises(NotAllowed):
        store.add_first_pit_boss("Eve", "975312")  # there is a pit boss already


def test_a_change_is_recorded_with_who_when_old_new_and_why(store: StaffStore) -> None:
    boss = store.check_pin("pit_boss", "Marta", BOSS_PIN)
    entry = store.record_change(boss, "limits", "table T1", {"max_payout": "1000"}, {"max_payout": "5000"},
                                "evening session")
    newest = store.audit_trail(1)[0]
    assert newest == entry
    assert (newest.who, newest.action, newest.subject) == ("Marta (pit boss)", "limits", "table T1")
    assert (newest.old, newest.new, newest.why) == ({"max_payout": "1000"}, {"max_payout": "5000"}, "evening session")
    assert newest.time.startswith("2025-02-19T")  # the store's clock, UTC
    with pytest.raises(StaffError, match="why"):
        store.record_change(boss, "limits", "table T1", None, None, "  ")


def test_an_edited_audit_trail_is_noticed(store: StaffStore, tmp_path: Path) -> None:
    assert store.verify_audit() is None
    store.close()
    conn = sqlite3.connect(tmp_path / "staff.db")
    conn.execute("DROP TRIGGER audit_no_update")
    conn.execute("UPDATE audit SET why = 'nothing to see' WHERE seq = 2")
    conn.commit()
    conn.close()
    with StaffStore.open(tmp_path / "staff.db") as again:
        problem = again.verify_audit()
    assert problem is not None and "entry 2" in problem


def test_the_audit_trail_refuses_updates_and_deletes(store: StaffStore) -> None:
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        store.conn.execute("DELETE FROM audit")


@pytest.mark.parametrize("pin", ["123", "123456789", "12a4", "", "１２３４", "7777"])
def test_a_pin_that_is_not_4_to_8_varied_digits_is_refused_clearly(store: StaffStore, pin: str) -> None:
    boss = store.check_pin("pit_boss", "Marta", BOSS_PIN)
    with pytest.raises(StaffError, match="PIN"):
        store.add_member(boss, "croupier", "Bo", pin, "new")
    assert "Bo" not in store.members("croupier")


def test_unknown_people_and_roles_are_named_in_the_refusal(store: StaffStore) -> None:
    with pytest.raises(StaffError, match="no croupier called Zed"):
        store.check_pin("croupier", "Zed", "1357")
    with pytest.raises(StaffError, match="role"):
        store.check_pin("dealer", "Ana", "1357")


# -- a staff file of the first format ------------------------------------------------------------

V1_SCHEMA = (
    "CREATE TABLE staff (role TEXT NOT NULL, name TEXT NOT NULL, salt BLOB NOT NULL, n INTEGER NOT NULL, "
    "r INTEGER NOT NULL, p INTEGER NOT NULL, hash BLOB NOT NULL, changed_at TEXT NOT NULL, "
    "PRIMARY KEY (role, name)) STRICT",
    "CREATE TABLE attempts (role TEXT NOT NULL, name TEXT NOT NULL, failures INTEGER NOT NULL, "
    "locked_until REAL NOT NULL, PRIMARY KEY (role, name)) STRICT",
    "CREATE TABLE audit (seq INTEGER PRIMARY KEY AUTOINCREMENT, time TEXT NOT NULL, who TEXT NOT NULL, "
    "action TEXT NOT NULL, subject TEXT NOT NULL, old TEXT, new TEXT, why TEXT NOT NULL, "
    "prev_hash TEXT NOT NULL, hash TEXT NOT NULL) STRICT",
    "CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit BEGIN "
    "SELECT RAISE(ABORT, 'the audit trail is append-only'); END",
)


def make_v1(path: Path, people: list[tuple[str, str, str]], entries: list[tuple[str, str, str, str]]) -> bytes:
    """A staff file as the first format wrote it (unkeyed scrypt rows, SHA-256 chain);
    the digest of the first person's PIN."""
    conn = sqlite3.connect(path)
    for sql in V1_SCHEMA:
        conn.execute(sql)
    first = b""
    for role, name, pin in people:
        salt = bytes(range(16))
        digest = scrypt_hash(pin, salt)
        first = first or digest
        conn.execute("INSERT INTO staff VALUES (?, ?, ?, 16384, 8, 1, ?, '2025-01-01')", (role, name, salt, digest))
    prev = "0" * 64
    for who, action, subject, why in entries:
        values = ["2025-01-01T10:00:00.000Z", who, action, subject, None, None, why, prev]
        digest_hex = hashlib.sha256(json.dumps(values, ensure_ascii=False).encode()).hexdigest()
        conn.execute(
            "INSERT INTO audit (time, who, action, subject, old, new, why, prev_hash, hash) VALUES (?,?,?,?,?,?,?,?,?)",
            (*values, digest_hex),
        )
        prev = digest_hex
    conn.commit()
    conn.close()
    return first


V1_ENTRIES = [
    ("Marta (pit boss)", "staff_added", "pit_boss:Marta", "first pit boss of the installation"),
    ("Marta (pit boss)", "staff_added", "croupier:Ana", "new croupier"),
    ("Marta (pit boss)", "limits", "table T1", "evening session"),
]


def test_a_staff_file_of_the_first_format_is_migrated_with_its_history(tmp_path: Path) -> None:
    path = tmp_path / "staff.db"
    old_digest = make_v1(path, [("pit_boss", "Marta", "4821"), ("croupier", "Ana", "1357")], V1_ENTRIES)
    with StaffStore.open(path) as store:
        assert store.migrated is not None and "3 entries kept, 2 people" in store.migrated
        assert store.verify_audit() is None
        assert store.members("pit_boss") == ["Marta"] and store.members("croupier") == ["Ana"]
        # PINs set under the old rule keep working until changed (the hash cannot tell its length)
        assert store.check_pin("pit_boss", "Marta", "4821").who == "Marta (pit boss)"
        assert store.check_pin("croupier", "Ana", "1357")
        trail = [e.action for e in reversed(store.audit_trail())]
        assert trail[:4] == ["staff_added", "staff_added", "limits", "format_migrated"]
    assert old_digest not in path.read_bytes()  # the unkeyed hash left the file


def test_a_first_format_file_with_a_person_added_outside_its_trail_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "staff.db"
    make_v1(path, [("pit_boss", "Marta", "4821"), ("pit_boss", "Eve", "1111")], V1_ENTRIES)
    with pytest.raises(StaffError, match="Eve was not added through its audit trail"):
        StaffStore.open(path)


def test_a_first_format_file_whose_chain_fails_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "staff.db"
    make_v1(path, [("pit_boss", "Marta", "4821")], V1_ENTRIES)
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER audit_no_update")
    conn.execute("UPDATE audit SET why = 'nothing' WHERE seq = 3")
    conn.commit()
    conn.close()
    with pytest.raises(StaffError, match="entry 3 fails its check: not migrated"):
        StaffStore.open(path)


def test_two_windows_on_one_staff_file_see_each_others_entries(tmp_path: Path) -> None:
    """The croupier's window and the pit's office open the same file: a lock-out or a new
    person written by one is seen at the other's next check (each replays a changed file)."""
    clock = Clock()
    table, office = open_store(tmp_path / "staff.db", clock), open_store(tmp_path / "staff.db", clock)
    boss = table.add_first_pit_boss("Marta", BOSS_PIN)
    assert office.members("pit_boss") == ["Marta"]
    table.add_member(boss, "croupier", "Ana", "1357", "new croupier")
    assert office.check_pin("croupier", "Ana", "1357")
    for _ in range(MAX_FAILURES):
        with pytest.raises((PinRefused, LockedOut)):
            table.check_pin("pit_boss", "Marta", "111122")
    with pytest.raises(LockedOut):
        office.check_pin("pit_boss", "Marta", BOSS_PIN)
    # (Marta's earlier grant no longer adds anyone while she is locked out: test_staff_authority.py.)
    assert table.verify_audit() is None and office.verify_audit() is None
    table.close()
    office.close()


def test_the_latest_change_is_found_however_many_entries_follow_it(store: StaffStore) -> None:
    boss = store.check_pin("pit_boss", "Marta", BOSS_PIN)
    store.record_change(boss, "limits", "table T1", None, {"max_payout": "2000"}, "evening")
    ana = store.check_pin("croupier", "Ana", "1357")
    for _ in range(201):  # a busy week of sign-ins after it
        store.record_sign_in(ana, "table T1")
    assert all(e.action == "sign_in" for e in store.audit_trail())
    latest = store.latest_change("limits", "table T1")
    assert latest is not None and latest.new == {"max_payout": "2000"}
    assert store.latest_change("limits", "table T2") is None


def test_a_role_change_is_one_entry_with_a_pin_long_enough_for_the_new_role(store: StaffStore) -> None:
    boss = store.check_pin("pit_boss", "Marta", BOSS_PIN)
    with pytest.raises(StaffError, match="pit boss PIN is 6 to 8 digits"):
        store.change_role(boss, "croupier", "Ana", "pit_boss", "1357", "promoted")
    store.change_role(boss, "croupier", "Ana", "pit_boss", "135792", "promoted")
    assert store.members("croupier") == [] and store.members("pit_boss") == ["Ana", "Marta"]
    assert store.check_pin("pit_boss", "Ana", "135792")
    newest = store.audit_trail(1)[0]
    assert (newest.action, newest.subject, newest.old, newest.new) == (
        "role_changed", "croupier:Ana", {"role": "croupier"}, {"role": "pit_boss"})
    assert store.verify_audit() is None
    reopened = StaffStore.open(store.path)  # the state worked out again from the chain
    assert reopened.members("pit_boss") == ["Ana", "Marta"]
    reopened.close()
