"""Store-and-forward: the table's chained entries copied to the floor, in order, in
batches, one transaction per batch, exactly once.

The floor's head (its last entry for this table) is the only bookmark: after any failure
(server down, network gone, shipper killed, table restarted) the shipper asks the floor
where it stands and goes on from there. An entry sent twice (its acknowledgement lost) is
a no-op on the floor; an entry that differs from the one the floor holds is a fork, refused
and flagged by the floor itself. The shipper never writes the table's log.
"""

from __future__ import annotations

import json
import logging
import socket
import threading
import time
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_assist.floor import approvals
from dealer_assist.floor.connect import CONNECT_OPTIONS, describe, resolve, unreachable
from dealer_assist.floor.errors import FloorError, FloorRefused, FloorUnreachable
from dealer_assist.floor.local import LocalLog, entry_json
from dealer_assist.log.schema import CONTENT_TABLES, GENESIS_HASH
from dealer_assist.messages import msg

if TYPE_CHECKING:
    import psycopg
    from psycopg_pool import ConnectionPool

# The pool's worker threads say so when they stop late; a table's screen and the ship
# command's one line should not carry that.
logging.getLogger("psycopg.pool").addHandler(logging.NullHandler())
logging.getLogger("psycopg.pool").propagate = False

DEFAULT_BATCH = 500
GUI_BATCH = 100
AUDIT_BATCH = 500
_ARRAY_TYPES = ("bigint", "text", "text", "text", "text", "text", "text", *("text" for _ in CONTENT_TABLES))
# Binary parameters: the server parses a text array of JSON (quotes, backslashes) some
# twenty times slower than the same array in binary.
_RECEIVE = "SELECT status, head, detail FROM floor.receive(" + ", ".join(f"%b::{t}[]" for t in _ARRAY_TYPES) + ")"


def default_machine_id() -> str:
    """This computer's id: systemd's machine id, else the host name."""
    for candidate in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
        try:
            found = Path(candidate).read_text(encoding="ascii").strip()
        except OSError:
            continue
        if found:
            return found
    return socket.gethostname()


@dataclass(frozen=True)
class ShipReport:
    table_id: str
    shipped_entries: int
    floor_head: int
    local_head: int
    waiting_rounds: int


class Shipper:
    """Ships one table's log to the floor. Not thread-safe: one thread ships."""

    def __init__(
        self,
        log_path: str | Path,
        floor: str,
        *,
        machine_id: str | None = None,
        batch: int = DEFAULT_BATCH,
        staff: Path | None = None,
        timeout: float = 5.0,
    ) -> None:
        self.conninfo = resolve(floor)
        self.local = LocalLog(log_path, staff)
        self.machine_id = machine_id or default_machine_id()
        self.batch = batch
        self.timeout = timeout
        self.table_id: str | None = None
        self.floor_head = 0  # last position the floor acknowledged (kept while disconnected)
        self.last_error: str | None = None
        self.refused: str | None = None
        self._synced = False
        self._audit_head: int | None = None
        self._pool: ConnectionPool[Any] | None = None

    # -- connections --------------------------------------------------------------------

    def _get_pool(self) -> ConnectionPool[Any]:
        if self._pool is None:
            import psycopg
            from psycopg_pool import ConnectionPool

            # One direct try first: a pool waits out its timeout and then says only that it
            # got no connection; this says why (refused, password, certificate...) at once.
            psycopg.connect(self.conninfo, **CONNECT_OPTIONS).close()
            self._pool = ConnectionPool(
                self.conninfo,
                min_size=1,
                max_size=1,
                kwargs=dict(CONNECT_OPTIONS),
                open=False,
                check=ConnectionPool.check_connection,
                num_workers=1,
                timeout=self.timeout,
                name="dealer-assist-floor",
            )
            self._pool.open(wait=False)
        return self._pool

    def _drop_pool(self) -> None:
        # A fresh pool tries at once; a pool that lost its server backs off for long.
        pool, self._pool = self._pool, None
        self._synced = False
        self._audit_head = None
        if pool is not None:
            pool.close(timeout=0.5)

    def close(self) -> None:
        self._drop_pool()
        self.local.close()

    # -- shipping -----------------------------------------------------------------------

    def ship_pending(self) -> ShipReport:
        """Ship every entry the floor does not hold yet; returns when it holds them all."""
        import psycopg
        from psycopg_pool import PoolTimeout

        shipped = 0
        try:
            with self._get_pool().connection(timeout=self.timeout) as conn:
                if not self._synced:
                    self._sync(conn)
                while True:
                    local_head = self.local.head()
                    if self.floor_head >= local_head:
                        break
                    last = min(local_head, self.floor_head + self.batch)
                    shipped += self._send(conn, self.floor_head + 1, last)
                self._ship_audit(conn)
        except (PoolTimeout, psycopg.OperationalError) as err:
            self._drop_pool()
            reason = unreachable(err, self.conninfo)
            self.last_error = str(reason)
            raise FloorUnreachable(reason) from err
        except psycopg.Error as err:
            self._drop_pool()
            self.last_error = f"floor: {describe(err)}"
            raise FloorError(self.last_error) from err
        except FloorRefused as err:
            self.refused = self.last_error = str(err)
            self._synced = False
            raise
        self.last_error = None
        local_head = self.local.head()
        return ShipReport(
            self.table_id or "?", shipped, self.floor_head, local_head, self.local.rounds_after(self.floor_head)
        )

    def waiting_rounds(self) -> int:
        """Rounds of the log the floor has not acknowledged yet (as last known)."""
        return self.local.rounds_after(self.floor_head)

    def _sync(self, conn: psycopg.Connection[Any]) -> None:
        """Claim the table for this machine and log, and learn where the floor stands."""
        first = self.local.hash_at(1)
        row = conn.execute(
            "SELECT table_id, status, detail FROM floor.claim(%s, %s)", (self.machine_id, first)
        ).fetchone()
        conn.commit()
        assert row is not None
        self.table_id, state, detail = row
        if state != "ok":
            raise FloorRefused(detail)
        held = conn.execute(
            "SELECT position, hash FROM floor.entries WHERE table_id = %s ORDER BY position DESC LIMIT 1",
            (self.table_id,),
        ).fetchone()
        conn.commit()
        position, digest = held if held else (0, GENESIS_HASH)
        if position:
            mine = self.local.hash_at(position)
            if mine != digest:
                local_head = self.local.head()
                why = (
                    f"this log ends at entry {local_head} but the floor holds entries up to {position}: "
                    "the log was restored from an old backup, cut short or replaced"
                    if mine is None
                    else f"entry {position} of this log differs from the one the floor holds: "
                    "the log was rewritten or replaced"
                )
                conn.execute("SELECT floor.report('fork', %s, %s)", (position, why))
                conn.commit()
                raise FloorRefused(f"table {self.table_id}: {why}")
        self.floor_head = int(position)
        self._synced = True

    def _send(self, conn: psycopg.Connection[Any], first: int, last: int) -> int:
        batch = self.local.batch(first, last)
        row = conn.execute(_RECEIVE, batch.arrays()).fetchone()
        conn.commit()  # also when refused: the floor's flag and incident are kept
        assert row is not None
        state, head, detail = row
        if state != "ok":
            raise FloorRefused(f"table {self.table_id}: the floor refused the log: {detail}")
        if head < last:
            raise FloorError(
                f"table {self.table_id}: the floor holds up to entry {head} after receiving {first}-{last}"
            )
        self.floor_head = int(head)
        return len(batch.positions)

    def _ship_audit(self, conn: psycopg.Connection[Any]) -> None:
        if self.local.audit_head() == 0:
            return
        if self._audit_head is None:
            held = conn.execute(
                "SELECT seq, hash FROM floor.audit_entries WHERE table_id = %s ORDER BY seq DESC LIMIT 1",
                (self.table_id,),
            ).fetchone()
            conn.commit()
            seq, digest = held if held else (0, GENESIS_HASH)
            if seq and self.local.audit_hash_at(seq) != digest:
                why = f"audit entry {seq} of the staff file differs from the one the floor holds (or is gone)"
                conn.execute("SELECT floor.report('audit fork', NULL, %s)", (why,))
                conn.commit()
                raise FloorRefused(f"table {self.table_id}: {why}")
            self._audit_head = int(seq)
        while True:
            entries = self.local.audit_after(self._audit_head, AUDIT_BATCH)
            if not entries:
                return
            row = conn.execute(
                "SELECT status, detail FROM floor.receive_audit(%b::bigint[], %b::text[], %b::text[], %s::jsonb[])",
                (
                    [e["seq"] for e in entries],
                    [e["prev_hash"] for e in entries],
                    [e["hash"] for e in entries],
                    [entry_json(e) for e in entries],
                ),
            ).fetchone()
            conn.commit()
            assert row is not None
            if row[0] != "ok":
                raise FloorRefused(f"table {self.table_id}: the floor refused the audit trail: {row[1]}")
            self._audit_head = int(entries[-1]["seq"])

    # -- the status row -----------------------------------------------------------------

    def beat(self) -> None:
        """Refresh this table's status row (heartbeat; the pit is notified of changes)."""
        import psycopg
        from psycopg_pool import PoolTimeout

        now = self.local.now()
        alerts = {"last_round_alerts": now.last_round_alerts}
        try:
            with self._get_pool().connection(timeout=self.timeout) as conn:
                conn.execute(
                    "SELECT floor.beat(%s, %s, %s, %s, %s, %s::jsonb, %s, %s)",
                    (
                        self.machine_id,
                        now.croupier,
                        now.game,
                        now.round_in_progress,
                        now.round_saved_at,
                        json.dumps(alerts),
                        self.waiting_rounds(),
                        self.local.head(),
                    ),
                )
        except (PoolTimeout, psycopg.OperationalError) as err:
            self._drop_pool()
            raise FloorUnreachable(unreachable(err, self.conninfo)) from err
        except psycopg.Error as err:
            raise FloorError(msg("floor.failed", why=describe(err))) from err

    # -- payouts waiting for the pit (issue #18) ---------------------------------------------

    def exchange_approvals(
        self, wanted: tuple[approvals.ApprovalRequest, ...], croupier: str | None = None
    ) -> list[approvals.FloorAnswer]:
        """Ask the floor to approve ``wanted`` (again: a no-op) and return the pit's answers
        to them. Raises :class:`FloorUnreachable` / :class:`FloorError` like shipping."""
        import psycopg
        from psycopg_pool import PoolTimeout

        if not wanted:
            return []
        try:
            with self._get_pool().connection(timeout=self.timeout) as conn:
                if not self._synced:
                    self._sync(conn)
                approvals.request(conn, wanted, croupier)
                found = approvals.answers(conn, sorted({w.round_id for w in wanted}))
        except (PoolTimeout, psycopg.OperationalError) as err:
            self._drop_pool()
            raise FloorUnreachable(unreachable(err, self.conninfo)) from err
        except psycopg.Error as err:
            raise FloorError(msg("floor.failed", why=describe(err))) from err
        asked = {(w.round_id, w.box, w.amount) for w in wanted}
        return [a for a in found if (a.round_id, a.box, a.amount) in asked]

    def follow(
        self,
        stop: threading.Event,
        *,
        interval: float = 0.5,
        beat_every: float = 3.0,
        max_backoff: float = 5.0,
        on_pass: Callable[[Shipper], None] | None = None,
    ) -> None:
        """Ship until ``stop`` is set: new entries within ``interval`` seconds, the status
        row every ``beat_every`` seconds; a floor out of reach is tried again with a
        growing pause (up to ``max_backoff``). Returns on ``stop``; raises
        :class:`FloorRefused` when the floor refuses the log for good. ``on_pass`` is
        called after every pass (in this thread)."""
        backoff = 0.2
        next_beat = 0.0
        while not stop.is_set():
            pause = interval
            try:
                self.ship_pending()
                if time.monotonic() >= next_beat:
                    self.beat()
                    next_beat = time.monotonic() + beat_every
                backoff = 0.2
            except FloorRefused:
                raise
            except FloorError as err:  # out of reach, or a passing server error: later
                self.last_error = str(err)
                pause, backoff = backoff, min(backoff * 2, max_backoff)
            if on_pass is not None:
                on_pass(self)
            stop.wait(pause)


class BackgroundShipper(threading.Thread):
    """Ships a table's log from a thread of its own (``gui --floor``): the croupier's screen
    never waits for the floor. The log is opened in this thread (SQLite connections stay in
    the thread that made them); the screen reads :meth:`lagging`, nothing else."""

    def __init__(
        self,
        log_path: str | Path,
        floor: str,
        *,
        machine_id: str | None = None,
        interval: float = 0.5,
        lag_seconds: float = 10.0,
    ) -> None:
        super().__init__(name="dealer-assist-floor", daemon=True)
        self._args = (log_path, floor, machine_id)
        self.interval = interval
        self.lag_seconds = lag_seconds
        self._stop_event = threading.Event()
        self.waiting = 0
        self.floor_head = 0
        self.last_error: str | None = None
        self.refused: str | None = None
        self._waiting_since: float | None = None
        self.wanted: tuple[approvals.ApprovalRequest, ...] = ()
        """Payouts the table waits on (set by the screen; one assignment, read by the thread)."""
        self.croupier: str | None = None
        self.answers: tuple[approvals.FloorAnswer, ...] = ()
        """The pit's answers to :attr:`wanted` (set by the thread, read by the screen)."""

    def run(self) -> None:
        log_path, floor, machine_id = self._args
        try:
            # Small batches: the thread holds the interpreter only briefly while it reads and
            # packs one, so the screen stays smooth while a long outage is caught up.
            shipper = Shipper(log_path, floor, machine_id=machine_id, batch=GUI_BATCH)
        except FloorError as err:  # bad credentials file, unreadable log: the badge says so
            self.last_error = str(err)
            with suppress(FloorError):
                local = LocalLog(log_path)
                try:
                    self.waiting = local.rounds_after(0)
                finally:
                    local.close()
            return
        try:
            shipper.follow(self._stop_event, interval=self.interval, on_pass=self._note)
        except FloorRefused as err:
            self.refused = self.last_error = str(err)
        finally:
            self._note(shipper)
            shipper.close()

    def _note(self, shipper: Shipper) -> None:
        wanted = self.wanted
        if wanted and shipper.last_error is None and shipper.refused is None:
            # A floor out of reach was just found so by the pass: no second wait for it.
            with suppress(FloorError):
                self.answers = tuple(shipper.exchange_approvals(wanted, self.croupier))
        with suppress(FloorError):
            self.waiting = shipper.waiting_rounds()
        self.floor_head = shipper.floor_head
        self.last_error = shipper.last_error
        if self.waiting == 0:
            self._waiting_since = None
        elif self._waiting_since is None:
            self._waiting_since = time.monotonic()

    def lagging(self) -> int:
        """Rounds waiting for the floor when it lags (out of reach, refusing, or rounds
        older than ``lag_seconds`` still unsent), else 0: a round just confirmed is not lag."""
        if self.waiting == 0:
            return 0
        if self.refused or self.last_error or not self.is_alive():
            return self.waiting
        since = self._waiting_since
        return self.waiting if since is not None and time.monotonic() - since >= self.lag_seconds else 0

    def stop(self, timeout: float = 1.0) -> None:
        """Ask the thread to end and wait at most ``timeout`` s (it is a daemon: a thread
        still waiting for a dead server never holds up the screen or the exit)."""
        self._stop_event.set()
        self.join(timeout)
