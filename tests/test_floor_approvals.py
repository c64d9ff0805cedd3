"""Large payouts approved from the podium, on a real PostgreSQL floor (issue #18): a table
asks for its own rows only, the pit answers as the pit role (once per request), a table role
cannot write an approval, each table reads only its own answers, and schema 1 migrates."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import psycopg
import pytest

from dealer_assist.floor import admin, approvals, schema
from dealer_assist.floor.approvals import ApprovalRequest
from dealer_assist.floor.errors import FloorError
from dealer_assist.floor.shipper import Shipper
from tests.floor_support import Floor, floor_fixture, make_table_log, pg_fixture  # noqa: F401


def _login(cred: Path) -> psycopg.Connection[tuple[object, ...]]:
    line = next(ln for ln in cred.read_text().splitlines() if not ln.startswith("#"))
    return psycopg.connect(line, autocommit=True)


def test_a_request_answered_by_the_pit_reaches_its_table_only(floor: Floor, tmp_path: Path) -> None:
    one, two = make_table_log(tmp_path / "one.db", 3), make_table_log(tmp_path / "two.db", 3, seed=3, table="T2")
    cred_one, cred_two = floor.add_table("T1"), floor.add_table("T2")
    pit = str(floor.add_pit())
    s1, s2 = Shipper(one, str(cred_one), machine_id="pc-1"), Shipper(two, str(cred_two), machine_id="pc-2")
    try:
        big = ApprovalRequest("round-a", 3, Decimal("12500"))
        assert s1.exchange_approvals((big,), "Ana") == []
        assert s1.exchange_approvals((big,), "Ana") == []  # asked again: one request
        s2.exchange_approvals((ApprovalRequest("round-b", 1, Decimal("9000")),), "Olga")
        waiting = approvals.pending(pit)
        assert [(p.table_id, p.round_id, p.box, p.amount, p.croupier) for p in waiting] == [
            ("T1", "round-a", 3, Decimal("12500"), "Ana"),
            ("T2", "round-b", 1, Decimal("9000"), "Olga"),
        ]
        approvals.answer(pit, waiting[0], "Marta")
        with pytest.raises(FloorError, match="box 3: already answered"):
            approvals.answer(pit, waiting[0], "Marta")
        approvals.answer(pit, waiting[1], "Marta", refuse=True, why="check the cards")
        (got,) = s1.exchange_approvals((big,))
        assert (got.round_id, got.box, got.amount, got.approved_by, got.refused) == (
            "round-a",
            3,
            Decimal("12500"),
            "Marta",
            False,
        )
        assert got.approved_at
        # T2 sees its own answer (a refusal), never T1's.
        (other,) = s2.exchange_approvals((ApprovalRequest("round-b", 1, Decimal("9000")),))
        assert other.refused
        with _login(cred_two) as conn:
            assert conn.execute("SELECT DISTINCT table_id FROM floor.approvals").fetchall() == [("T2",)]
            assert conn.execute("SELECT DISTINCT table_id FROM floor.approval_requests").fetchall() == [("T2",)]
        assert approvals.pending(pit) == []
        # A correction changed a payout: the table asks again, and only the new amount waits.
        s1.exchange_approvals((ApprovalRequest("round-c", 2, Decimal("5000")),))
        s1.exchange_approvals((ApprovalRequest("round-c", 2, Decimal("6000")),))
        assert [(p.round_id, p.box, p.amount) for p in approvals.pending(pit)] == [("round-c", 2, Decimal("6000"))]
    finally:
        s1.close()
        s2.close()


def test_a_table_role_cannot_approve_and_the_pit_only_answers_a_request(floor: Floor, tmp_path: Path) -> None:
    cred = floor.add_table("T1")
    pit = floor.add_pit()
    shipper = Shipper(make_table_log(tmp_path / "one.db", 3), str(cred), machine_id="pc-1")
    try:
        shipper.exchange_approvals((ApprovalRequest("round-a", 2, Decimal("5000")),))
    finally:
        shipper.close()
    with _login(cred) as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(
                "INSERT INTO floor.approvals (table_id, round_id, box, amount, approved_by, why) "
                "VALUES ('T1', 'round-a', 2, 5000, 'croupier', 'mine')"
            )
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(
                "INSERT INTO floor.approval_requests (table_id, round_id, box, amount) VALUES ('T1', 'x', 1, 1)"
            )
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("DELETE FROM floor.approval_requests")
    with psycopg.connect(floor.admin_url) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege, match="append"):
        conn.execute("DELETE FROM floor.approval_requests")
    # The pit's answer must answer a request the table made (same round, box and amount).
    item = approvals.PendingApproval("T1", "round-a", 2, Decimal("50000"), None, "")
    with pytest.raises(FloorError, match="approvals_answer_a_request"):
        approvals.answer(str(pit), item, "Marta")
    with pytest.raises(FloorError, match="names the pit boss"):
        approvals.answer(str(pit), item, " ")
    # A table's credentials cannot answer through the pit's function either.
    with pytest.raises(FloorError, match="only a pit role may"):
        approvals.answer(str(cred), approvals.pending(str(pit))[0], "Marta")
    # Answers are append-only, for the pit too.
    approvals.answer(str(pit), approvals.pending(str(pit))[0], "Marta")
    with _login(pit) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute("UPDATE floor.approvals SET approved_by = 'someone else'")


def test_a_floor_of_schema_1_migrates_to_approval_requests(pg: object, floor: Floor) -> None:
    url = floor.pg.cluster.create_database(f"{floor.database}_old")
    assert admin.init(url, target=1) == (0, 1)
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT to_regclass('floor.approval_requests')").fetchone() == (None,)
    assert admin.init(url) == (1, schema.SCHEMA_VERSION)
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT to_regclass('floor.approval_requests')").fetchone() == ("floor.approval_requests",)
        row = conn.execute("SELECT value FROM floor.meta WHERE key = 'schema_version'").fetchone()
        assert row == (str(schema.SCHEMA_VERSION),)
