"""The staff file's refusals are catalogue messages (docs/messages.md): a screen says each in
its language, ``str(err)`` keeps the English the command line and the logs read."""

from __future__ import annotations

import ast
import pathlib

import pytest

from dealer_assist import staff
from dealer_assist.messages import CATALOGUE
from dealer_assist.staff import LockedOut, NotAllowed, PinRefused, StaffError, StaffStore

ROOT = pathlib.Path(__file__).resolve().parents[1]
REFUSALS = {"StaffError", "NotAllowed", "PinRefused", "LockedOut"}


def _name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def _is_message(node: ast.expr) -> bool:
    if isinstance(node, ast.IfExp):
        return _is_message(node.body) and _is_message(node.orelse)
    return isinstance(node, ast.Call) and _name(node.func) in ("msg", "Message")


def test_every_refusal_of_the_staff_file_is_a_catalogue_message() -> None:
    """No StaffError (nor NotAllowed, PinRefused, LockedOut) in dealer_assist/staff.py is
    raised with composed English: each carries ``msg(key, ...)``."""
    path = ROOT / "dealer_assist" / "staff.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    composed = [
        f"staff.py:{node.lineno}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and _name(node.func) in REFUSALS and not (node.args and _is_message(node.args[0]))
    ]
    assert composed == [], "give these a key in dealer_assist/messages.py (docs/messages.md)"


PIN = "482193"


@pytest.fixture
def store(tmp_path: pathlib.Path) -> StaffStore:
    s = StaffStore.open(tmp_path / "staff" / "staff.db")
    s.add_first_pit_boss("Marta", PIN)
    return s


def _refused(call: object, kind: type[StaffError] = StaffError) -> StaffError:
    with pytest.raises(kind) as info:
        call()  # type: ignore[operator]
    return info.value


def test_the_staff_files_refusals_keep_their_english_and_carry_their_key(store: StaffStore) -> None:
    boss = store.check_pin("pit_boss", "Marta", PIN)
    store.add_member(boss, "croupier", "Ana", "1357", "new")
    ana = store.check_pin("croupier", "Ana", "1357")
    cases = [
        (lambda: store.remove_member(boss, "croupier", "Boris", "why"), "no croupier called Boris"),
        (lambda: store.set_pin(boss, "technician", "Boris", "2468", "why"), "no technician called Boris"),
        (lambda: store.check_pin("pit_boss", "Boris", PIN), "no pit boss called Boris"),
        (lambda: store.add_member(boss, "croupier", "Ana", "2468", "why"), "there is already a croupier called Ana"),
        (lambda: store.unlock(boss, "croupier", "Ana", "why"), "Ana is not locked out"),
        (lambda: store.add_first_pit_boss("Luis", "730519"), "there is already a pit boss: ask them to add you"),
        (lambda: store.remove_member(boss, "pit_boss", "Marta", "why"), "a pit boss cannot remove themselves"),
        (
            lambda: store.change_role(boss, "pit_boss", "Marta", "croupier", "2468", "why"),
            "a pit boss cannot change their own role",
        ),
        (
            lambda: store.add_member(ana, "croupier", "Luis", "2468", "why"),
            "this needs a pit boss's PIN (Ana (croupier) is not a pit boss)",
        ),
        (
            lambda: store.set_pin(ana, "pit_boss", "Marta", "246813", "why"),
            "only a pit boss may change another person's PIN (Ana (croupier) may not)",
        ),
        (
            lambda: store.record_rotation(boss, "table T1", "Ana"),
            "a rotation needs a croupier's PIN (Marta (pit boss) is not a croupier)",
        ),
        (lambda: store.members("dealer"), "a role is one of croupier, pit_boss, technician, not 'dealer'"),
        (
            lambda: store.record_change(boss, "limits", "table T1", 1, 2, "  "),
            "say why (the audit trail keeps the reason)",
        ),
        (lambda: store.record_change(boss, " ", "table T1", 1, 2, "why"), "a change needs a name for what was changed"),
        (
            lambda: store.record_change(boss, "unlocked", "table T1", 1, 2, "why"),
            "'unlocked' entries are written by the staff store itself",
        ),
    ]
    for call, english in cases:
        err = _refused(call)
        assert str(err) == english
        assert err.message.key in CATALOGUE, english
    for n in range(1, staff.MAX_FAILURES):
        err = _refused(lambda: store.check_pin("croupier", "Ana", "9999"), PinRefused)
        assert str(err) == f"wrong PIN ({staff.MAX_FAILURES - n} tries left before a lock-out)"
        assert err.message.key in CATALOGUE
    err = _refused(lambda: store.check_pin("croupier", "Ana", "9999"), LockedOut)
    assert str(err) == "wrong PIN: Ana is now locked out for 5 minutes" and err.message.key in CATALOGUE
    err = _refused(lambda: store.check_pin("croupier", "Ana", "1357"), LockedOut)
    assert str(err) == "Ana is locked out after 5 wrong PINs; try again later" and err.message.key in CATALOGUE
    assert isinstance(_refused(lambda: store.remove_member(ana, "croupier", "Ana", "why"), NotAllowed), NotAllowed)
    store.close()
    err = _refused(lambda: store.members("croupier"))
    assert str(err) == f"staff file {store.path}: already closed" and err.message.key in CATALOGUE


def test_a_key_kept_beside_the_staff_file_is_refused_with_a_key(tmp_path: pathlib.Path) -> None:
    folder = tmp_path / "data"
    err = _refused(lambda: StaffStore.open(folder / "staff.db", key_file=folder / "staff.key"))
    assert str(err) == (
        f"staff key {folder / 'staff.key'} is in the staff file's own folder: keep it apart "
        "(a copy of that folder must not carry the key)"
    )
    assert err.message.key in CATALOGUE
