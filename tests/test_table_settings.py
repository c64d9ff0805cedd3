"""The table's payout settings (issue 16 item 3, issue 21 item 1): kept in the staff store's
chained audit trail, changed only with a pit boss's grant and a reason, validated by the
profile loader, a casino's profile pinned by its SHA-256."""

from __future__ import annotations

import doctest
import shutil
from decimal import Decimal
from pathlib import Path

import pytest

import dealer_assist.table_settings as ts
from dealer_assist.profile import PROFILE_DIR
from dealer_assist.staff import Grant, StaffError, StaffStore

BOSS_PIN = "482106"


@pytest.fixture
def store(tmp_path: Path) -> StaffStore:
    s = StaffStore.open(tmp_path / "staff.db")
    boss = s.add_first_pit_boss("Marta", BOSS_PIN)
    s.add_member(boss, "croupier", "Ana", "135792", "new croupier")
    return s


def boss(store: StaffStore) -> Grant:
    return store.check_pin("pit_boss", "Marta", BOSS_PIN)


def test_the_module_examples_hold() -> None:
    assert doctest.testmod(ts).failed == 0


def test_a_table_nobody_set_runs_the_shipped_novo_profile(store: StaffStore) -> None:
    now = ts.current(store, "T1")
    assert (now.game, now.limits, now.approved_by, now.seq) == ("novo", {}, "", 0)
    assert now.profile_sha256 == ts.profile_digest("novo")
    assert ts.validate(now).table.max_payout == Decimal(50000)


def test_a_change_is_the_newest_entry_with_who_why_old_and_new(store: StaffStore) -> None:
    first = ts.current(store, "T1")
    wanted = ts.propose(first, game="uth", limits={"max_payout": "20000"}, approval_threshold="5000")
    ts.apply(store, boss(store), first, wanted, "UTH tonight")
    ts.apply(store, boss(store), ts.current(store, "T2"), ts.propose(ts.current(store, "T2"), game="russian"), "T2")
    now = ts.current(store, "T1")
    assert (now.game, dict(now.limits), now.approval_threshold) == ("uth", {"max_payout": Decimal(20000)}, 5000)
    assert (now.approved_by, now.why) == ("Marta (pit boss)", "UTH tonight")
    assert ts.current(store, "T2").game == "russian"  # each table its own
    entry = next(e for e in store.audit_trail(5) if e.subject == "table T1")
    assert (entry.action, entry.old["game"], entry.new["game"]) == ("table_settings", "novo", "uth")
    assert entry.new["limits"] == {"max_payout": "20000"} and entry.new["approval_threshold"] == "5000"
    assert [h.game for h in ts.history(store, "T1")] == ["uth"]
    assert ts.changed_keys(first, now) == ["game", "max_payout", "approval_threshold"]


def test_only_a_pit_boss_with_a_reason_changes_the_settings(store: StaffStore) -> None:
    now = ts.current(store, "T1")
    wanted = ts.propose(now, limits={"max_payout": "2000"})
    croupier = store.check_pin("croupier", "Ana", "135792")
    with pytest.raises(ts.SettingsError, match="pit boss"):
        ts.apply(store, croupier, now, wanted, "a croupier tries")
    with pytest.raises(ts.SettingsError, match="why"):
        ts.apply(store, boss(store), now, wanted, "  ")
    with pytest.raises(ts.SettingsError, match="nothing changed"):
        ts.apply(store, boss(store), now, now, "same again")
    assert ts.current(store, "T1").limits == {}


@pytest.mark.parametrize(
    ("limits", "threshold", "reason"),
    [
        ({"max_bet": "2000", "max_payout": "1500"}, None, "max_payout 1500 is below max_bet 2000"),
        ({"min_bet": "0"}, None, "min_bet must be positive"),
        ({"chip_unit": "5", "min_bet": "12"}, None, "min_bet 12 is not a whole number of chip units"),
        ({"max_payout": "2500.50"}, None, "max_payout 2500.50 is not a whole number of chip units"),
        ({}, "-5", "approval_threshold must be positive"),
        ({"chip_unit": "5"}, "1012", "approval_threshold 1012 is not a whole number"),
        ({"ante": "5"}, None, "'ante' is not a table limit"),
        ({"max_payout": "lots"}, None, "max_payout"),
    ],
)
def test_limits_the_profile_loader_refuses_are_refused(
    store: StaffStore, limits: dict[str, str], threshold: str | None, reason: str
) -> None:
    with pytest.raises(ts.SettingsError, match=reason):
        ts.propose(ts.current(store, "T1"), limits=limits, approval_threshold=threshold)


def test_a_casino_profile_changed_after_approval_needs_approval_again(store: StaffStore, tmp_path: Path) -> None:
    mine = tmp_path / "casino.toml"
    shutil.copyfile(PROFILE_DIR / "caribbean.toml", mine)
    now = ts.current(store, "T1")
    ts.apply(store, boss(store), now, ts.propose(now, game=str(mine)), "the casino's own pay table")
    approved = ts.current(store, "T1")
    assert ts.validate(approved).sha256 == approved.profile_sha256
    mine.write_text(mine.read_text().replace("max_payout = ", "max_payout = 9"))
    with pytest.raises(ts.SettingsError, match="changed after the pit boss approved it"):
        ts.validate(ts.current(store, "T1"))
    again = ts.propose(approved)  # the same game, its file as it is now
    assert ts.changed_keys(approved, again) == ["profile"]
    ts.apply(store, boss(store), approved, again, "new pay table from head office")
    assert ts.validate(ts.current(store, "T1")).sha256 == again.profile_sha256


def test_an_altered_trail_is_not_trusted_for_settings(store: StaffStore, tmp_path: Path) -> None:
    import sqlite3

    now = ts.current(store, "T1")
    ts.apply(store, boss(store), now, ts.propose(now, limits={"max_payout": "5000"}), "evening")
    store.close()
    conn = sqlite3.connect(tmp_path / "staff.db")
    conn.execute("DROP TRIGGER audit_no_update")
    conn.execute("UPDATE audit SET new = replace(new, '5000', '100') WHERE action = 'table_settings'")
    conn.commit()
    conn.close()
    with StaffStore.open(tmp_path / "staff.db") as again, pytest.raises(ts.SettingsError, match="trail was altered"):
        ts.current(again, "T1")


def test_a_malformed_entry_is_named(store: StaffStore) -> None:
    store.record_change(boss(store), "table_settings", "table T9", None, {"game": 5}, "by hand")
    with pytest.raises(ts.SettingsError, match="audit entry"):
        ts.current(store, "T9")
    with pytest.raises(StaffError):
        store.record_change(store.check_pin("croupier", "Ana", "135792"), "table_settings", "table T9", None, {}, "x")
