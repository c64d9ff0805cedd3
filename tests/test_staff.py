"""Who may do what (issue 9): PINs kept only as salted scrypt hashes, wrong PINs counted in
the file and locked out, changes recorded with who, when, old -> new and why."""

from __future__ import annotations

import sqlite3
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
    staff_path,
)


class Clock:
    def __init__(self) -> None:
        self.now = 1_740_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def store(tmp_path: Path) -> StaffStore:
    s = StaffStore.open(tmp_path / "staff.db", clock=Clock())
    boss = s.add_first_pit_boss("Marta", "4821")
    s.add_member(boss, "croupier", "Ana", "1357", "new croupier")
    s.add_member(boss, "technician", "Luis", "4821", "same PIN as Marta, on purpose")
    return s


def test_the_staff_file_lives_beside_the_round_log(tmp_path: Path) -> None:
    assert staff_path(tmp_path / "logs" / "rounds.db") == tmp_path / "logs" / "staff.db"


def test_pins_are_stored_only_as_salted_scrypt_hashes(store: StaffStore, tmp_path: Path) -> None:
    store.close()
    raw = (tmp_path / "staff.db").read_bytes()
    for pin in (b"4821", b"1357"):
        assert pin not in raw
    conn = sqlite3.connect(tmp_path / "staff.db")
    rows = {name: (salt, n, r, p, digest) for name, salt, n, r, p, digest in
            conn.execute("SELECT name, salt, n, r, p, hash FROM staff")}
    conn.close()
    salt_m, n, r, p, hash_m = rows["Marta"]
    salt_l, *_, hash_l = rows["Luis"]
    assert len(salt_m) == 16 and salt_m != salt_l  # one salt per PIN
    assert hash_m != hash_l  # the same PIN, salted differently
    assert (n, r, p) == (2**14, 8, 1)
    assert hash_pin("4821", salt_m) == hash_m


def test_the_right_pin_grants_and_names_the_person(store: StaffStore) -> None:
    grant = store.check_pin("croupier", "Ana", "1357")
    assert (grant.role, grant.name, grant.who) == ("croupier", "Ana", "Ana (croupier)")


def test_a_wrong_pin_is_refused_and_counted(store: StaffStore) -> None:
    with pytest.raises(PinRefused) as refused:
        store.check_pin("pit_boss", "Marta", "0000")
    assert refused.value.left == MAX_FAILURES - 1
    assert store.failures("pit_boss", "Marta") == 1
    store.check_pin("pit_boss", "Marta", "4821")
    assert store.failures("pit_boss", "Marta") == 0  # a right PIN starts the count again


def test_repeated_wrong_pins_lock_out_even_the_right_pin_until_the_timeout(store: StaffStore) -> None:
    clock = store.clock
    assert isinstance(clock, Clock)
    for _ in range(MAX_FAILURES - 1):
        with pytest.raises(PinRefused):
            store.check_pin("pit_boss", "Marta", "1111")
    with pytest.raises(LockedOut) as locked:
        store.check_pin("pit_boss", "Marta", "1111")
    assert locked.value.until == clock.now + LOCK_SECONDS
    with pytest.raises(LockedOut):
        store.check_pin("pit_boss", "Marta", "4821")
    assert store.check_pin("technician", "Luis", "4821")  # only that person is locked
    clock.now += LOCK_SECONDS + 1
    assert store.check_pin("pit_boss", "Marta", "4821").name == "Marta"
    trail = store.audit_trail()
    assert any(e.action == "locked_out" and e.subject == "pit_boss:Marta" for e in trail)


def test_a_lock_out_survives_a_restart(tmp_path: Path) -> None:
    clock = Clock()
    with StaffStore.open(tmp_path / "staff.db", clock=clock) as s:
        s.add_first_pit_boss("Marta", "4821")
        for _ in range(MAX_FAILURES - 1):
            with pytest.raises(PinRefused):
                s.check_pin("pit_boss", "Marta", "1111")
    with StaffStore.open(tmp_path / "staff.db", clock=clock) as s, pytest.raises(LockedOut):  # restarted
        s.check_pin("pit_boss", "Marta", "1111")
    with StaffStore.open(tmp_path / "staff.db", clock=clock) as s, pytest.raises(LockedOut):
        s.check_pin("pit_boss", "Marta", "4821")


def test_only_a_pit_boss_records_changes_and_manages_pins(store: StaffStore) -> None:
    croupier = store.check_pin("croupier", "Ana", "1357")
    with pytest.raises(NotAllowed):
        store.record_change(croupier, "limits", "table T1", {"max_payout": "1000"}, {"max_payout": "5000"}, "x")
    with pytest.raises(NotAllowed):
        store.set_pin(croupier, "technician", "Luis", "2468", "x")
    store.set_pin(croupier, "croupier", "Ana", "2468", "my own PIN")  # one's own: allowed
    assert store.check_pin("croupier", "Ana", "2468")
    with pytest.raises(NotAllowed):
        store.add_first_pit_boss("Eve", "9753")  # there is a pit boss already


def test_a_change_is_recorded_with_who_when_old_new_and_why(store: StaffStore) -> None:
    boss = store.check_pin("pit_boss", "Marta", "4821")
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
    boss = store.check_pin("pit_boss", "Marta", "4821")
    with pytest.raises(StaffError, match="PIN"):
        store.add_member(boss, "croupier", "Bo", pin, "new")
    assert "Bo" not in store.members("croupier")


def test_unknown_people_and_roles_are_named_in_the_refusal(store: StaffStore) -> None:
    with pytest.raises(StaffError, match="no croupier called Zed"):
        store.check_pin("croupier", "Zed", "1357")
    with pytest.raises(StaffError, match="role"):
        store.check_pin("dealer", "Ana", "1357")
