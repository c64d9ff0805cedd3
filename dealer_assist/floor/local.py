"""The table's side: what the shipper reads from its own round log and staff file.

Read-only connections of their own (WAL: a reader never blocks the croupier's writes). The
entries are read exactly as the chain hashes them (:mod:`dealer_assist.log.chain`), so the
floor can recompute every hash from what it receives.
"""

from __future__ import annotations

import json
import sqlite3
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dealer_assist.errors import os_reason
from dealer_assist.floor.errors import FloorError
from dealer_assist.log import chain
from dealer_assist.log.schema import CONTENT_TABLES
from dealer_assist.log.store import RoundLog
from dealer_assist.messages import msg
from dealer_assist.staff import staff_path

_CHAIN_ROWS = (
    "SELECT position, kind, round_id, recorded_at, prev_hash, hash, "
    f"CAST({chain.row_expression('chain')} AS BLOB) FROM chain WHERE position BETWEEN ? AND ? ORDER BY position"
)


@dataclass(frozen=True)
class Batch:
    """Entries ``first..last`` of a log, column by column (one array per column)."""

    positions: list[int]
    kinds: list[str]
    round_ids: list[str]
    recorded: list[str]
    prevs: list[str]
    hashes: list[str]
    chain_rows: list[str]
    contents: dict[str, list[str | None]]

    def arrays(self) -> tuple[list[Any], ...]:
        return (
            self.positions,
            self.kinds,
            self.round_ids,
            self.recorded,
            self.prevs,
            self.hashes,
            self.chain_rows,
            *(self.contents[t] for t in CONTENT_TABLES),
        )

    @property
    def rounds(self) -> int:
        return sum(k == "round" for k in self.kinds)


@dataclass(frozen=True)
class TableNow:
    """What the status row tells the pit (never a card: no journal content is read)."""

    croupier: str | None
    game: str | None
    last_round_alerts: int
    round_in_progress: bool
    round_saved_at: str | None


class LocalLog:
    """The table's round log (and the staff file beside it), opened read-only."""

    def __init__(self, path: str | Path, staff: Path | None = None) -> None:
        self.path = Path(path)
        self._log = RoundLog.open(self.path, readonly=True)
        self._conn = self._log.db.conn
        staff_file = staff if staff is not None else staff_path(self.path)
        self._staff: sqlite3.Connection | None = None
        if staff_file.exists():
            try:
                self._staff = sqlite3.connect(staff_file.resolve().as_uri() + "?mode=ro", uri=True, timeout=5)
                self._staff.row_factory = sqlite3.Row
            except sqlite3.Error as err:
                raise FloorError(f"staff file {staff_file}: cannot be read: {err}") from err

    def close(self) -> None:
        self._log.close()
        if self._staff is not None:
            self._staff.close()
            self._staff = None

    def _one(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        try:
            return self._conn.execute(sql, params).fetchone()
        except sqlite3.Error as err:
            raise FloorError(msg("log.cannot_read", path=self.path, why=os_reason(err))) from err

    def head(self) -> int:
        return int(self._one("SELECT ifnull(max(position), 0) FROM chain")[0])

    def hash_at(self, position: int) -> str | None:
        row = self._one("SELECT hash FROM chain WHERE position = ?", (position,))
        return None if row is None else str(row[0])

    def rounds_after(self, position: int) -> int:
        return int(self._one("SELECT count(*) FROM chain WHERE position > ? AND kind = 'round'", (position,))[0])

    def batch(self, first: int, last: int) -> Batch:
        """Entries ``first..last`` in one read transaction (a consistent view)."""
        conn = self._conn
        try:
            conn.execute("BEGIN")
            try:
                rows = conn.execute(_CHAIN_ROWS, (first, last)).fetchall()
                texts = chain.content_texts(conn, first, last)
            finally:
                with suppress(sqlite3.Error):
                    conn.execute("COMMIT")
        except sqlite3.Error as err:
            raise FloorError(msg("log.cannot_read", path=self.path, why=os_reason(err))) from err
        positions = [int(r[0]) for r in rows]
        if positions != list(range(first, first + len(positions))):
            raise FloorError(f"round log {self.path}: entries {first} to {last} are not continuous (damaged log)")
        contents: dict[str, list[str | None]] = {t: [] for t in CONTENT_TABLES}
        for position in positions:
            parts = texts.get(position, {})
            for table in CONTENT_TABLES:
                part = parts.get(table)
                contents[table].append(None if part is None else bytes(part).decode("utf-8"))
        return Batch(
            positions=positions,
            kinds=[r[1] for r in rows],
            round_ids=[r[2] for r in rows],
            recorded=[r[3] for r in rows],
            prevs=[r[4] for r in rows],
            hashes=[r[5] for r in rows],
            chain_rows=[bytes(r[6]).decode("utf-8") for r in rows],
            contents=contents,
        )

    def now(self) -> TableNow:
        last = self._one("SELECT croupier, game, alerts FROM rounds ORDER BY position DESC LIMIT 1")
        journal = self._one("SELECT max(saved_at), count(*) FROM journal")
        return TableNow(
            croupier=None if last is None else last[0],
            game=None if last is None else last[1],
            last_round_alerts=0 if last is None else int(last[2]),
            round_in_progress=bool(journal and journal[1]),
            round_saved_at=journal[0] if journal else None,
        )

    # -- the staff file's audit trail -------------------------------------------------------

    def audit_head(self) -> int:
        if self._staff is None:
            return 0
        try:
            row = self._staff.execute("SELECT ifnull(max(seq), 0) FROM audit").fetchone()
        except sqlite3.Error:
            return 0  # no audit table yet: nothing to ship
        return int(row[0])

    def audit_hash_at(self, seq: int) -> str | None:
        if self._staff is None:
            return None
        row = self._staff.execute("SELECT hash FROM audit WHERE seq = ?", (seq,)).fetchone()
        return None if row is None else str(row["hash"])

    def audit_after(self, seq: int, limit: int) -> list[dict[str, Any]]:
        """Audit entries after ``seq``, every column as stored (the staff file's own
        columns, whatever its version adds)."""
        if self._staff is None:
            return []
        rows = self._staff.execute("SELECT * FROM audit WHERE seq > ? ORDER BY seq LIMIT ?", (seq, limit)).fetchall()
        return [{k: (r[k].hex() if isinstance(r[k], bytes) else r[k]) for k in r.keys()} for r in rows]  # noqa: SIM118


def entry_json(entry: dict[str, Any]) -> str:
    return json.dumps(entry, sort_keys=True, ensure_ascii=False)
