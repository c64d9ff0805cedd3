"""A pit boss's act is checked against the staff file at the moment it is written
(docs/authority.md): a grant proves only that a PIN was right when it was entered. A pit boss
removed, moved to another role or locked out since (by another pit boss, on another screen or
terminal sharing the staff file) can no longer act on it; the act is refused and nothing of
it is written. Two real connections to one real staff file, as two terminals in the pit."""

from __future__ import annotations

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
    NotAllowed,
    PinRefused,
    StaffError,
    StaffStore,
)
from tests.test_staff import Clock, open_store

MARTA, LUIS = "482193", "730519"


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


ACTS: dict[str, Callable[[StaffStore, Grant], object]] = {
    "add a person": lambda s, g: s.add_member(g, "pit_boss", "Eve", "975312", "a friend"),
    "remove a person": lambda s, g: s.remove_member(g, "pit_boss", "Luis", "in the way"),
    "change a PIN": lambda s, g: s.set_pin(g, "pit_boss", "Luis", "864202", "locked him out"),
    "change a role": lambda s, g: s.change_role(g, "croupier", "Ana", "pit_boss", "135792", "promoted"),
    "unlock": lambda s, g: s.unlock(g, "croupier", "Ana", "forgot"),
    "record a change": lambda s, g: s.record_change(g, "limits", "table T1", None, {"max_payout": "9"}, "x"),
    "change the table settings": _settings_change,
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
