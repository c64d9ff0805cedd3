"""A pit boss's act is checked against the staff file at the moment it is written
(docs/authority.md): a grant proves only that a PIN was right when it was entered. A pit boss
removed, moved to another role or locked out since (by another pit boss, on another screen or
terminal sharing the staff file) can no longer act on it; the act is refused and nothing of
it is written. Two real connections to one real staff file, as two terminals in the pit.

A grant belongs to the person who typed the PIN, not to a name and a role: once that person's
entry is gone (removed, then someone added again under the name; moved to the tables and back)
or another pit boss has given them a new PIN, the grant is dead."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable, Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from dealer_assist import table_settings as ts
from dealer_assist.staff import (
    LOCK_SECONDS,
    MAX_FAILURES,
    Grant,
    LockedOut,
    NoLongerAllowed,
    NotAllowed,
    PinRefused,
    StaffError,
    StaffStore,
)
from tests.test_staff import Clock, open_store

MARTA, LUIS = "482193", "730519"
NEW_MARTA = "913572"


class Pit:
    """Marta's terminal and Luis's, each with its own connection to the one staff file."""

    def __init__(self, path: Path) -> None:
        self.clock = Clock()
        self.marta_side = open_store(path, self.clock)
        boss = self.marta_side.add_first_pit_boss("Marta", MARTA)
        self.marta_side.add_member(boss, "pit_boss", "Luis", LUIS, "second pit boss")
        self.marta_side.add_member(boss, "croupier", "Ana", "1357", "new croupier")
        self.luis_side = open_store(path, self.clock)
        self.path = path

    def entries(self) -> int:
        conn = sqlite3.connect(self.path)
        try:
            return int(conn.execute("SELECT count(*) FROM audit").fetchone()[0])
        finally:
            conn.close()

    def close(self) -> None:
        self.marta_side.close()
        self.luis_side.close()


@pytest.fixture
def pit(tmp_path: Path) -> Iterator[Pit]:
    p = Pit(tmp_path / "log" / "staff.db")
    yield p
    p.close()


def _removed(pit: Pit) -> None:
    luis = pit.luis_side.check_pin("pit_boss", "Luis", LUIS)
    pit.luis_side.remove_member(luis, "pit_boss", "Marta", "left the casino")


def _demoted(pit: Pit) -> None:
    luis = pit.luis_side.check_pin("pit_boss", "Luis", LUIS)
    pit.luis_side.change_role(luis, "pit_boss", "Marta", "croupier", "2468", "back to the tables")


def _locked_out(pit: Pit) -> None:
    for _ in range(MAX_FAILURES):  # someone tries Marta's PIN at Luis's terminal
        with pytest.raises((PinRefused, LockedOut)):
            pit.luis_side.check_pin("pit_boss", "Marta", "111122")


REVOKED: dict[str, Callable[[Pit], None]] = {"removed": _removed, "demoted": _demoted, "locked out": _locked_out}


def _settings_change(store: StaffStore, grant: Grant) -> None:
    old = ts.current(store, "T1")
    ts.apply(store, grant, old, ts.propose(old, limits={"max_payout": Decimal(20000)}), "high rollers")


def _elsewhere(store: StaffStore, grant: Grant) -> None:
    with store.acting(grant):
        pytest.fail("the act ran for a grant the staff file no longer honours")


ACTS: dict[str, Callable[[StaffStore, Grant], object]] = {
    "add a person": lambda s, g: s.add_member(g, "pit_boss", "Eve", "975312", "a friend"),
    "remove a person": lambda s, g: s.remove_member(g, "pit_boss", "Luis", "in the way"),
    "change a PIN": lambda s, g: s.set_pin(g, "pit_boss", "Luis", "864202", "locked him out"),
    "change a role": lambda s, g: s.change_role(g, "croupier", "Ana", "pit_boss", "135792", "promoted"),
    "unlock": lambda s, g: s.unlock(g, "croupier", "Ana", "forgot"),
    "record a change": lambda s, g: s.record_change(g, "limits", "table T1", None, {"max_payout": "9"}, "x"),
    "change the table settings": _settings_change,
    "act elsewhere (a void, an approval)": _elsewhere,
}


@pytest.mark.parametrize("revoked", REVOKED)
@pytest.mark.parametrize("act", ACTS)
def test_a_pit_boss_removed_demoted_or_locked_out_elsewhere_cannot_act_on_an_earlier_pin(
    pit: Pit, act: str, revoked: str
) -> None:
    marta = pit.marta_side.check_pin("pit_boss", "Marta", MARTA)  # her screen opened with her PIN
    with pytest.raises(PinRefused):
        pit.marta_side.check_pin("croupier", "Ana", "9999")  # a wrong PIN: there is something to unlock
    REVOKED[revoked](pit)  # ... then, on Luis's terminal
    before = pit.entries()
    with pytest.raises((NotAllowed, ts.SettingsError)) as refused:  # (the table settings say it as theirs)
        ACTS[act](pit.marta_side, marta)
    assert pit.entries() == before  # nothing of it written
    expected = "Marta is locked out" if revoked == "locked out" else "Marta is no longer a pit boss"
    assert str(refused.value).startswith(expected)
    assert pit.marta_side.verify_audit() is None


def test_a_pit_boss_still_in_the_staff_file_acts_as_before_and_the_chain_names_them(pit: Pit) -> None:
    marta = pit.marta_side.check_pin("pit_boss", "Marta", MARTA)
    luis = pit.luis_side.check_pin("pit_boss", "Luis", LUIS)
    pit.luis_side.add_member(luis, "croupier", "Rosa", "2468", "new croupier")  # the file moved on meanwhile
    pit.marta_side.add_member(marta, "technician", "Ivo", "8642", "table technician")
    assert pit.luis_side.audit_trail(1)[0].who == "Marta (pit boss)"


def test_a_lock_out_whose_time_has_passed_no_longer_refuses_the_pit_boss(pit: Pit) -> None:
    marta = pit.marta_side.check_pin("pit_boss", "Marta", MARTA)
    _locked_out(pit)
    with pytest.raises(NotAllowed, match="locked out"):
        pit.marta_side.add_member(marta, "croupier", "Rosa", "2468", "new croupier")
    pit.clock.mono += LOCK_SECONDS + 1
    pit.marta_side.add_member(marta, "croupier", "Rosa", "2468", "new croupier")
    assert "Rosa" in pit.luis_side.members("croupier")


def test_while_a_pit_boss_acts_the_staff_file_is_held_and_checked(pit: Pit) -> None:
    """A void or an approval is written elsewhere (the round log, the floor): the staff file is
    held from the check to the end of that write, so the pit boss cannot be removed in between."""
    marta = pit.marta_side.check_pin("pit_boss", "Marta", MARTA)
    luis = pit.luis_side.check_pin("pit_boss", "Luis", LUIS)
    pit.luis_side.conn.execute("PRAGMA busy_timeout = 200")  # not the 5 s a screen waits
    with pit.marta_side.acting(marta) as acting:
        assert acting is marta
        with pytest.raises(StaffError, match="cannot be written now"):
            pit.luis_side.remove_member(luis, "pit_boss", "Marta", "left the casino")
    assert "Marta" in pit.luis_side.members("pit_boss")
    pit.luis_side.remove_member(luis, "pit_boss", "Marta", "left the casino")
    with pytest.raises(NotAllowed, match="no longer a pit boss"), pit.marta_side.acting(marta):
        pytest.fail("the act ran for a pit boss no longer in the staff file")
    croupier = pit.marta_side.check_pin("croupier", "Ana", "1357")
    with pytest.raises(NotAllowed, match="needs a pit boss"), pit.marta_side.acting(croupier):
        pytest.fail("the act ran for a croupier")


# -- a grant is the person's, not the name's ---------------------------------------------------------


def _added_again(pit: Pit) -> None:
    """Marta removed, and another Marta (another PIN) made a pit boss."""
    luis = pit.luis_side.check_pin("pit_boss", "Luis", LUIS)
    pit.luis_side.remove_member(luis, "pit_boss", "Marta", "left the casino")
    pit.luis_side.add_member(luis, "pit_boss", "Marta", NEW_MARTA, "new pit boss, same name")


def _new_pin(pit: Pit) -> None:
    """Luis gives Marta a new PIN (hers was seen at the table)."""
    luis = pit.luis_side.check_pin("pit_boss", "Luis", LUIS)
    pit.luis_side.set_pin(luis, "pit_boss", "Marta", NEW_MARTA, "her PIN was seen")


def _moved_back(pit: Pit) -> None:
    """Marta moved to the tables, then made a pit boss again with a new PIN."""
    luis = pit.luis_side.check_pin("pit_boss", "Luis", LUIS)
    pit.luis_side.change_role(luis, "pit_boss", "Marta", "croupier", "2468", "back to the tables")
    pit.luis_side.change_role(luis, "croupier", "Marta", "pit_boss", NEW_MARTA, "back to the pit")


REPLACED: dict[str, Callable[[Pit], None]] = {
    "removed and added again": _added_again,
    "given a new PIN by another pit boss": _new_pin,
    "moved and moved back": _moved_back,
}


@pytest.mark.parametrize("replaced", REPLACED)
@pytest.mark.parametrize("act", ACTS)
def test_a_grant_dies_with_its_persons_entry_whoever_has_the_name_and_role_now(
    pit: Pit, act: str, replaced: str
) -> None:
    marta = pit.marta_side.check_pin("pit_boss", "Marta", MARTA)  # her screen opened with her PIN
    with pytest.raises(PinRefused):
        pit.marta_side.check_pin("croupier", "Ana", "9999")  # a wrong PIN: there is something to unlock
    REPLACED[replaced](pit)  # ... then, on Luis's terminal: a pit boss called Marta again, not by that PIN
    assert "Marta" in pit.luis_side.members("pit_boss")
    before = pit.entries()
    with pytest.raises((NotAllowed, ts.SettingsError)) as refused:
        ACTS[act](pit.marta_side, marta)
    assert pit.entries() == before  # nothing of it written
    assert str(refused.value).startswith("Marta was added again, moved or given a new PIN after this PIN was entered")
    if not isinstance(refused.value, ts.SettingsError):  # (the table settings say it as theirs)
        assert isinstance(refused.value, NoLongerAllowed)  # the screen locks and asks for a PIN again
    # The PIN the staff file holds now, entered again on the same terminal, does the same act.
    with pytest.raises(PinRefused):
        pit.marta_side.check_pin("pit_boss", "Marta", MARTA)
    again = pit.marta_side.check_pin("pit_boss", "Marta", NEW_MARTA)
    if act == "act elsewhere (a void, an approval)":
        with pit.marta_side.acting(again):
            pass
    else:
        ACTS[act](pit.marta_side, again)
        assert pit.entries() > before
    assert pit.luis_side.audit_trail(1)[0].who == "Marta (pit boss)"  # logs name people as before
    assert pit.marta_side.verify_audit() is None


def test_a_grant_of_someone_still_there_acts_whatever_happens_to_others_and_after_her_own_pin_change(
    pit: Pit,
) -> None:
    marta = pit.marta_side.check_pin("pit_boss", "Marta", MARTA)
    luis = pit.luis_side.check_pin("pit_boss", "Luis", LUIS)
    # Around her, on Luis's terminal: Ana removed and another Ana added, his own PIN changed,
    # Rosa added and moved to the pit; Marta locked out and unlocked by Luis.
    pit.luis_side.remove_member(luis, "croupier", "Ana", "left")
    pit.luis_side.add_member(luis, "croupier", "Ana", "8642", "another Ana")
    pit.luis_side.set_pin(luis, "pit_boss", "Luis", "864202", "changed it myself")
    pit.luis_side.add_member(luis, "croupier", "Rosa", "2468", "new croupier")  # his grant still acts
    pit.luis_side.change_role(luis, "croupier", "Rosa", "pit_boss", "246813", "promoted")
    _locked_out(pit)
    pit.luis_side.unlock(luis, "pit_boss", "Marta", "it was not her")
    # Her own PIN, changed on her own screen with her grant: that screen keeps working.
    pit.marta_side.set_pin(marta, "pit_boss", "Marta", NEW_MARTA, "changed it myself")
    with pytest.raises(PinRefused):
        pit.marta_side.check_pin("croupier", "Ana", "9999")
    for act in ("add a person", "change a PIN", "unlock", "record a change", "change the table settings"):
        ACTS[act](pit.marta_side, marta)
    ran = False
    with pit.marta_side.acting(marta):
        ran = True
    assert ran
    # Marta set Luis's PIN ("change a PIN" above): his grant from before it is refused.
    with pytest.raises(NoLongerAllowed, match="Luis was added again, moved or given a new PIN"):
        pit.luis_side.add_member(luis, "croupier", "Ivo", "1593", "new croupier")
    ACTS["remove a person"](pit.marta_side, marta)
    assert pit.luis_side.verify_audit() is None


OLD_BUILD = Path(__file__).resolve().parent / "data" / "staff-v2"


def test_a_staff_file_written_before_grants_named_the_person_opens_and_its_people_act(tmp_path: Path) -> None:
    """tests/data/staff-v2 was written by the build whose grants held a name and a role only
    (its make.py): Ana given a new PIN, Rosa removed and added again, a wrong PIN, a change."""
    shutil.copytree(OLD_BUILD / "log", tmp_path / "log")
    (tmp_path / "secret").mkdir(mode=0o700)
    key = tmp_path / "secret" / "staff.key"
    shutil.copyfile(OLD_BUILD / "secret" / "staff.key", key)
    key.chmod(0o600)
    path, clock = tmp_path / "log" / "staff.db", Clock()
    with StaffStore.open(path, key_file=key, clock=clock, monotonic=clock.monotonic) as table, StaffStore.open(
        path, key_file=key, clock=clock, monotonic=clock.monotonic
    ) as office:
        assert table.migrated is None and table.verify_audit() is None
        assert table.members("pit_boss") == ["Luis", "Marta"] and table.members("croupier") == ["Ana", "Rosa"]
        assert table.failures("croupier", "Rosa") == 1
        with pytest.raises(PinRefused):
            table.check_pin("croupier", "Ana", "1357")  # the PIN Luis replaced
        assert table.check_pin("croupier", "Ana", "2468").who == "Ana (croupier)"
        with pytest.raises(PinRefused):
            table.check_pin("croupier", "Rosa", "8642")  # the first Rosa's
        rosa = table.check_pin("croupier", "Rosa", "9753")
        table.record_sign_in(rosa, "table T1")
        marta = table.check_pin("pit_boss", "Marta", MARTA)
        table.add_member(marta, "technician", "Ivo", "8642", "table technician")
        with table.acting(marta):
            pass
        latest = table.latest_change("limits", "table T1")
        assert latest is not None and latest.new == {"max_payout": "20000"}
        # The rule holds on it: Luis gives Marta a new PIN; her open grant is dead.
        office.set_pin(office.check_pin("pit_boss", "Luis", LUIS), "pit_boss", "Marta", NEW_MARTA, "seen")
        with pytest.raises(NoLongerAllowed, match="given a new PIN after this PIN was entered"):
            table.add_member(marta, "croupier", "Eve", "7531", "new croupier")
        table.check_pin("pit_boss", "Marta", NEW_MARTA)
        assert office.verify_audit() is None and table.verify_audit() is None
