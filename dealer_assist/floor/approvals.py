"""Large payouts approved from the podium (issue #18), over the floor.

A table whose settlement waits for a pit boss asks the floor (``floor.request_approval``:
round, box, amount; its own rows only). The pit lists what waits (:func:`pending`) and
answers as the pit role (:func:`answer`: an approval or a refusal, with the pit boss's
name; row-level security lets only the pit's roles write ``floor.approvals``, and each
request is answered once). The table reads the answers to its own requests
(:func:`answers`) and puts an approval into the round as its ``approval`` record (how:
``floor``). The round never waits on the network: without the floor, the pit boss's PIN at
the table is the way.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from dealer_assist.floor.connect import connect, describe, resolve, unreachable
from dealer_assist.floor.errors import FloorError, FloorUnreachable
from dealer_assist.messages import msg

if TYPE_CHECKING:
    import psycopg


@dataclass(frozen=True)
class ApprovalRequest:
    """What a table waits on: ``box`` of round ``round_id`` pays ``amount``."""

    round_id: str
    box: int
    amount: Decimal


@dataclass(frozen=True)
class PendingApproval:
    """A request the pit has not answered yet, as the pit view lists it."""

    table_id: str
    round_id: str
    box: int
    amount: Decimal
    croupier: str | None
    requested_at: str


@dataclass(frozen=True)
class FloorAnswer:
    """The pit's answer to a request: approved (or refused) by ``approved_by`` at ``approved_at``."""

    round_id: str
    box: int
    amount: Decimal
    approved_by: str
    approved_at: str
    refused: bool


def _iso(value: Any) -> str:
    return str(value.isoformat()) if hasattr(value, "isoformat") else str(value)


# -- the table's side (its own role) -----------------------------------------------------------


def request(conn: psycopg.Connection[Any], wanted: Iterable[ApprovalRequest], croupier: str | None = None) -> None:
    """Ask the floor to approve each payout (again: a no-op). Commits."""
    for w in wanted:
        conn.execute("SELECT floor.request_approval(%s, %s, %s, %s)", (w.round_id, w.box, w.amount, croupier))
    conn.commit()


def answers(conn: psycopg.Connection[Any], round_ids: Sequence[str]) -> list[FloorAnswer]:
    """The pit's answers to this table's requests of ``round_ids`` (row-level security shows
    a table only its own)."""
    if not round_ids:
        return []
    rows = conn.execute(
        "SELECT round_id, box, amount, approved_by, approved_at, refused FROM floor.approvals "
        "WHERE round_id = ANY(%s) ORDER BY id",
        (list(round_ids),),
    ).fetchall()
    conn.commit()
    return [FloorAnswer(r[0], int(r[1]), Decimal(r[2]), r[3], _iso(r[4]), bool(r[5])) for r in rows]


# -- the pit's side (a pit role) ---------------------------------------------------------------

# The latest request of each box of a round (a correction that changed the payout asks
# again with the new amount: the old one no longer stands), unanswered, of a round not yet
# on the floor, from the last half day.
_PENDING = """
SELECT q.table_id, q.round_id, q.box, q.amount, q.croupier, q.requested_at
  FROM (SELECT DISTINCT ON (table_id, round_id, box) *
          FROM floor.approval_requests
         WHERE requested_at > now() - interval '12 hours'
         ORDER BY table_id, round_id, box, requested_at DESC) q
 WHERE NOT EXISTS (SELECT 1 FROM floor.approvals a
                    WHERE a.table_id = q.table_id AND a.round_id = q.round_id AND a.box = q.box
                      AND a.amount = q.amount)
   AND NOT EXISTS (SELECT 1 FROM floor.entries e WHERE e.table_id = q.table_id AND e.round_id = q.round_id)
 ORDER BY q.requested_at, q.table_id, q.box"""


def pending(url: str) -> list[PendingApproval]:
    """Requests no pit boss has answered, of rounds not yet logged (a round confirmed with
    the PIN at the table, or abandoned for half a day, no longer waits)."""
    import psycopg

    with connect(resolve(url)) as conn:
        try:
            rows = conn.execute(_PENDING).fetchall()
        except psycopg.Error as err:
            raise FloorError(msg("floor.failed", why=describe(err))) from err
    return [PendingApproval(r[0], r[1], int(r[2]), Decimal(r[3]), r[4], _iso(r[5])) for r in rows]


def answer(url: str, item: PendingApproval, pit_boss: str, *, refuse: bool = False, why: str = "") -> None:
    """Record the pit's answer as the pit role: an approval (or a refusal) by ``pit_boss``.
    One clear line when the floor refuses it (a table's role, a request answered already)."""
    import psycopg

    if not pit_boss.strip():
        raise FloorError("an approval names the pit boss who gives it")
    reason = why.strip() or ("payout refused" if refuse else "payout approved")
    conninfo = resolve(url)
    with connect(conninfo) as conn:
        try:
            conn.execute(
                "INSERT INTO floor.approvals (table_id, round_id, box, amount, approved_by, why, refused) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s)",
                (item.table_id, item.round_id, item.box, item.amount, pit_boss.strip(), reason, refuse),
            )
            conn.commit()
        except psycopg.errors.UniqueViolation as err:
            raise FloorError(msg("floor.already_answered", table=item.table_id, box=item.box)) from err
        except psycopg.errors.InsufficientPrivilege as err:
            # The server's own words stay as it said them, after a lead the screen translates.
            raise FloorError(msg("floor.not_a_pit_login", why=describe(err))) from err
        except psycopg.OperationalError as err:
            raise FloorUnreachable(unreachable(err, conninfo)) from err
        except psycopg.Error as err:
            raise FloorError(msg("floor.failed", why=describe(err))) from err
