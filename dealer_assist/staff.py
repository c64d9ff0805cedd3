"""Who may do what: croupiers, pit bosses and technicians, their PINs, lock-outs, and the
audit trail of what a pit boss changed.

Everything lives in one small SQLite file, ``staff.db``, in the round log's folder (see
:func:`staff_path`). A PIN is never stored: only a salted scrypt hash (``hashlib.scrypt``,
16 random bytes of salt per PIN, n=2**14, r=8, p=1), compared in constant time. Wrong PINs
are counted per person in the file, so a restart does not reset them: after
:data:`MAX_FAILURES` in a row the person is locked out for :data:`LOCK_SECONDS` (even the
right PIN is refused meanwhile). The audit trail is append-only (triggers) and each entry
carries the SHA-256 of the one before, so :meth:`StaffStore.verify_audit` notices an edit.

>>> import tempfile, pathlib
>>> store = StaffStore.open(pathlib.Path(tempfile.mkdtemp()) / "staff.db")
>>> boss = store.add_first_pit_boss("Marta", "4821")
>>> store.check_pin("pit_boss", "Marta", "4821").who
'Marta (pit boss)'
>>> store.close()
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from dealer_assist.errors import DealerAssistError

ROLES = ("croupier", "pit_boss", "technician")
ROLE_NAMES = {"croupier": "croupier", "pit_boss": "pit boss", "technician": "technician"}
MAX_FAILURES = 5
LOCK_SECONDS = 300
PIN_DIGITS = (4, 8)
SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_LEN = 2**14, 8, 1, 32
FILE_NAME = "staff.db"
GENESIS = "0" * 64

_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS staff (
    role TEXT NOT NULL, name TEXT NOT NULL,
    salt BLOB NOT NULL, n INTEGER NOT NULL, r INTEGER NOT NULL, p INTEGER NOT NULL, hash BLOB NOT NULL,
    changed_at TEXT NOT NULL,
    PRIMARY KEY (role, name)) STRICT""",
    """CREATE TABLE IF NOT EXISTS attempts (
    role TEXT NOT NULL, name TEXT NOT NULL,
    failures INTEGER NOT NULL, locked_until REAL NOT NULL,
    PRIMARY KEY (role, name)) STRICT""",
    """CREATE TABLE IF NOT EXISTS audit (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    time TEXT NOT NULL, who TEXT NOT NULL, action TEXT NOT NULL, subject TEXT NOT NULL,
    old TEXT, new TEXT, why TEXT NOT NULL,
    prev_hash TEXT NOT NULL, hash TEXT NOT NULL) STRICT""",
    """CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit BEGIN
    SELECT RAISE(ABORT, 'the audit trail is append-only'); END""",
    """CREATE TRIGGER IF NOT EXISTS audit_no_delete BEFORE DELETE ON audit BEGIN
    SELECT RAISE(ABORT, 'the audit trail is append-only'); END""",
)


class StaffError(DealerAssistError):
    """A staff or PIN operation was refused; the message says why."""


class PinRefused(StaffError):
    """A wrong PIN. ``left``: tries before the lock-out."""

    def __init__(self, message: str, left: int) -> None:
        super().__init__(message)
        self.left = left


class LockedOut(StaffError):
    """Too many wrong PINs: refused until ``until`` (seconds since the epoch)."""

    def __init__(self, message: str, until: float) -> None:
        super().__init__(message)
        self.until = until


class NotAllowed(StaffError):
    """The person's role may not do this."""


@dataclass(frozen=True)
class Grant:
    """Proof that ``name`` entered the right PIN for ``role`` at ``at`` (from
    :meth:`StaffStore.check_pin`; a screen keeps it only while it is open)."""

    role: str
    name: str
    at: float

    @property
    def who(self) -> str:
        """How logs name the person: ``Marta (pit boss)``."""
        return f"{self.name} ({ROLE_NAMES[self.role]})"


@dataclass(frozen=True)
class AuditEntry:
    seq: int
    time: str
    who: str
    action: str
    subject: str
    old: Any
    new: Any
    why: str
    hash: str


def staff_path(log_path: str | Path) -> Path:
    """Where the staff file of the round log at ``log_path`` is kept: beside it."""
    return Path(log_path).parent / FILE_NAME


def hash_pin(pin: str, salt: bytes) -> bytes:
    """The scrypt hash of ``pin`` with ``salt`` (the only form a PIN is stored in)."""
    return hashlib.scrypt(
        pin.encode(), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=SCRYPT_LEN, maxmem=64 * 1024 * 1024
    )


def check_pin_format(pin: str) -> str:
    """``pin`` if it is 4 to 8 digits, else a clear StaffError.

    >>> check_pin_format("12a4")
    Traceback (most recent call last):
    ...
    dealer_assist.staff.StaffError: a PIN is 4 to 8 digits
    """
    low, high = PIN_DIGITS
    if not isinstance(pin, str) or not pin.isascii() or not pin.isdigit() or not low <= len(pin) <= high:
        raise StaffError(f"a PIN is {low} to {high} digits")
    if len(set(pin)) == 1:
        raise StaffError("a PIN of one digit repeated is too easy to guess")
    return pin


def _role(role: str) -> str:
    if role not in ROLES:
        raise StaffError(f"a role is one of {', '.join(ROLES)}, not {role!r}")
    return role


def _name(name: str) -> str:
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > 40:
        raise StaffError("a name is 1 to 40 characters")
    return name.strip()


def _iso(seconds: float) -> str:
    moment = datetime.fromtimestamp(seconds, UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def _json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class StaffStore:
    """The staff file: people, PIN hashes, wrong-PIN counts, the audit trail."""

    def __init__(self, conn: sqlite3.Connection, path: Path, clock: Callable[[], float]) -> None:
        self._conn: sqlite3.Connection | None = conn
        self.path = path
        self.clock = clock

    @classmethod
    def open(cls, path: str | Path, *, clock: Callable[[], float] = time.time) -> StaffStore:
        """Open (creating when absent) the staff file at ``path``."""
        target = Path(path)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(target, isolation_level=None, timeout=5.0)
            conn.execute("PRAGMA synchronous = FULL")
            with _transaction(conn):
                for sql in _SCHEMA:
                    conn.execute(sql)
        except (OSError, sqlite3.Error) as err:
            raise StaffError(f"staff file {target}: cannot be opened: {err}") from err
        return cls(conn, target, clock)

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> StaffStore:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    @property
    def conn(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StaffError(f"staff file {self.path}: already closed")
        return self._conn

    def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        try:
            return self.conn.execute(sql, params).fetchall()
        except sqlite3.Error as err:
            raise StaffError(f"staff file {self.path}: reading failed: {err}") from err

    # -- people ---------------------------------------------------------------------------

    def members(self, role: str) -> list[str]:
        """Names of the people with ``role``, sorted."""
        return [r[0] for r in self._read("SELECT name FROM staff WHERE role = ? ORDER BY name", (_role(role),))]

    def has_pit_boss(self) -> bool:
        return bool(self.members("pit_boss"))

    def add_first_pit_boss(self, name: str, pin: str) -> Grant:
        """The installation's first pit boss (allowed only while there is none); they then
        add everyone else. Recorded in the audit trail."""
        name = _name(name)
        check_pin_format(pin)
        with _transaction(self.conn):
            if self.conn.execute("SELECT 1 FROM staff WHERE role = 'pit_boss'").fetchone():
                raise NotAllowed("there is already a pit boss: ask them to add you")
            self._store_pin("pit_boss", name, pin)
            grant = Grant("pit_boss", name, self.clock())
            self._audit(grant.who, "staff_added", f"pit_boss:{name}", None, None, "first pit boss of the installation")
        return grant

    def add_member(self, grant: Grant, role: str, name: str, pin: str, why: str) -> None:
        """A pit boss adds a croupier, technician or pit boss with their first PIN."""
        self._need_pit_boss(grant)
        role, name = _role(role), _name(name)
        check_pin_format(pin)
        with _transaction(self.conn):
            if self.conn.execute("SELECT 1 FROM staff WHERE role = ? AND name = ?", (role, name)).fetchone():
                raise StaffError(f"there is already a {ROLE_NAMES[role]} called {name}")
            self._store_pin(role, name, pin)
            self._audit(grant.who, "staff_added", f"{role}:{name}", None, None, _why(why))

    def remove_member(self, grant: Grant, role: str, name: str, why: str) -> None:
        self._need_pit_boss(grant)
        role, name = _role(role), _name(name)
        with _transaction(self.conn):
            if role == "pit_boss" and name == grant.name:
                raise NotAllowed("a pit boss cannot remove themselves")
            gone = self.conn.execute("DELETE FROM staff WHERE role = ? AND name = ?", (role, name)).rowcount
            if not gone:
                raise StaffError(f"no {ROLE_NAMES[role]} called {name}")
            self.conn.execute("DELETE FROM attempts WHERE role = ? AND name = ?", (role, name))
            self._audit(grant.who, "staff_removed", f"{role}:{name}", None, None, _why(why))

    def set_pin(self, grant: Grant, role: str, name: str, new_pin: str, why: str) -> None:
        """Change a PIN: anyone their own, a pit boss anyone's. The PIN itself is never in
        the audit trail, only that it changed, who changed it and why. Clears a lock-out."""
        role, name = _role(role), _name(name)
        if not (grant.role == "pit_boss" or (grant.role == role and grant.name == name)):
            raise NotAllowed(f"only a pit boss may change another person's PIN ({grant.who} may not)")
        check_pin_format(new_pin)
        with _transaction(self.conn):
            if not self.conn.execute("SELECT 1 FROM staff WHERE role = ? AND name = ?", (role, name)).fetchone():
                raise StaffError(f"no {ROLE_NAMES[role]} called {name}")
            self._store_pin(role, name, new_pin)
            self.conn.execute("DELETE FROM attempts WHERE role = ? AND name = ?", (role, name))
            self._audit(grant.who, "pin_changed", f"{role}:{name}", None, None, _why(why))

    def _store_pin(self, role: str, name: str, pin: str) -> None:
        salt = secrets.token_bytes(16)
        self.conn.execute(
            "INSERT INTO staff VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (role, name) DO UPDATE SET "
            "salt = excluded.salt, n = excluded.n, r = excluded.r, p = excluded.p, hash = excluded.hash, "
            "changed_at = excluded.changed_at",
            (role, name, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P, hash_pin(pin, salt), _iso(self.clock())),
        )

    # -- checking a PIN ---------------------------------------------------------------------

    def locked_until(self, role: str, name: str) -> float | None:
        """When the person's lock-out ends (epoch seconds), or None when not locked."""
        rows = self._read("SELECT locked_until FROM attempts WHERE role = ? AND name = ?", (role, name))
        if rows and rows[0][0] > self.clock():
            return float(rows[0][0])
        return None

    def failures(self, role: str, name: str) -> int:
        rows = self._read("SELECT failures FROM attempts WHERE role = ? AND name = ?", (role, name))
        return int(rows[0][0]) if rows else 0

    def check_pin(self, role: str, name: str, pin: str) -> Grant:
        """A :class:`Grant` when ``pin`` is ``name``'s PIN for ``role``. A wrong PIN raises
        :class:`PinRefused` and is counted (in the file); the :data:`MAX_FAILURES`-th in a
        row locks the person out for :data:`LOCK_SECONDS` (:class:`LockedOut`)."""
        role, name = _role(role), _name(name)
        now = self.clock()
        with _transaction(self.conn):
            row = self.conn.execute(
                "SELECT salt, n, r, p, hash FROM staff WHERE role = ? AND name = ?", (role, name)
            ).fetchone()
            if row is None:
                raise StaffError(f"no {ROLE_NAMES[role]} called {name}")
            attempt = self.conn.execute(
                "SELECT failures, locked_until FROM attempts WHERE role = ? AND name = ?", (role, name)
            ).fetchone()
            failures, locked = (attempt[0], attempt[1]) if attempt else (0, 0.0)
            if locked > now:
                raise LockedOut(f"{name} is locked out after {MAX_FAILURES} wrong PINs; try again later", locked)
            salt, n, r, p, stored = row
            given = hashlib.scrypt(pin.encode(), salt=salt, n=n, r=r, p=p, dklen=len(stored), maxmem=64 * 1024 * 1024)
            if hmac.compare_digest(given, stored):
                self.conn.execute("DELETE FROM attempts WHERE role = ? AND name = ?", (role, name))
                return Grant(role, name, now)
            failures = 0 if locked else failures  # a lock-out that ran out starts a new count
            failures += 1
            until = now + LOCK_SECONDS if failures >= MAX_FAILURES else 0.0
            self.conn.execute(
                "INSERT INTO attempts VALUES (?, ?, ?, ?) ON CONFLICT (role, name) DO UPDATE SET "
                "failures = excluded.failures, locked_until = excluded.locked_until",
                (role, name, failures, until),
            )
            if until:
                self._audit(
                    f"{name} ({ROLE_NAMES[role]})",
                    "locked_out",
                    f"{role}:{name}",
                    None,
                    None,
                    f"{MAX_FAILURES} wrong PINs in a row",
                )
        # Outside the transaction: the count above must be committed, not rolled back.
        if until:
            raise LockedOut(f"wrong PIN: {name} is now locked out for {LOCK_SECONDS // 60} minutes", until)
        raise PinRefused(f"wrong PIN ({MAX_FAILURES - failures} tries left before a lock-out)", MAX_FAILURES - failures)

    # -- what a pit boss changed ------------------------------------------------------------

    def _need_pit_boss(self, grant: Grant) -> None:
        if grant.role != "pit_boss":
            raise NotAllowed(f"this needs a pit boss's PIN ({grant.who} is not a pit boss)")

    def record_change(self, grant: Grant, action: str, subject: str, old: Any, new: Any, why: str) -> AuditEntry:
        """Record a change a pit boss made (``limits``, ``profile`` ...): who, when, old ->
        new and why. Only a pit boss's grant may record one."""
        self._need_pit_boss(grant)
        if not isinstance(action, str) or not action.strip():
            raise StaffError("a change needs a name for what was changed")
        with _transaction(self.conn):
            return self._audit(grant.who, action, subject, old, new, _why(why))

    def record_sign_in(self, grant: Grant, where: str) -> AuditEntry:
        """A croupier (or anyone) signed in at ``where`` with their PIN."""
        with _transaction(self.conn):
            return self._audit(grant.who, "sign_in", where, None, None, "PIN entered")

    def _audit(self, who: str, action: str, subject: str, old: Any, new: Any, why: str) -> AuditEntry:
        last = self.conn.execute("SELECT hash FROM audit ORDER BY seq DESC LIMIT 1").fetchone()
        prev = last[0] if last else GENESIS
        at = _iso(self.clock())
        values = (at, who, action, subject, _json(old), _json(new), why, prev)
        digest = _entry_hash(values)
        cur = self.conn.execute(
            "INSERT INTO audit (time, who, action, subject, old, new, why, prev_hash, hash) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (*values, digest),
        )
        return AuditEntry(int(cur.lastrowid or 0), at, who, action, subject, old, new, why, digest)

    def audit_trail(self, limit: int = 200) -> list[AuditEntry]:
        """The latest entries of the audit trail, newest first."""
        rows = self._read(
            "SELECT seq, time, who, action, subject, old, new, why, hash FROM audit ORDER BY seq DESC LIMIT ?",
            (limit,),
        )
        return [
            AuditEntry(s, t, w, a, sub, json.loads(o) if o else None, json.loads(n) if n else None, y, h)
            for s, t, w, a, sub, o, n, y, h in rows
        ]

    def verify_audit(self) -> str | None:
        """None when every audit entry is intact and chained; else what is wrong."""
        prev = GENESIS
        for seq, *values, stored_prev, digest in self._read(
            "SELECT seq, time, who, action, subject, old, new, why, prev_hash, hash FROM audit ORDER BY seq"
        ):
            if stored_prev != prev:
                return f"audit entry {seq} does not follow the entry before it (one was removed or inserted)"
            if _entry_hash((*values, prev)) != digest:
                return f"audit entry {seq} was changed after it was written"
            prev = digest
        return None


def _why(why: str) -> str:
    if not isinstance(why, str) or not why.strip():
        raise StaffError("say why (the audit trail keeps the reason)")
    return why.strip()


def _entry_hash(values: tuple[Any, ...]) -> str:
    return hashlib.sha256(json.dumps(list(values), ensure_ascii=False).encode()).hexdigest()


class _transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on an error."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> sqlite3.Connection:
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as err:
            raise StaffError(f"the staff file cannot be written now: {err}") from err
        return self.conn

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        try:
            if exc_type is None:
                self.conn.execute("COMMIT")
                return
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
        except sqlite3.Error as err:
            raise StaffError(f"the staff file cannot be written now: {err}") from err
        if isinstance(exc, sqlite3.Error):
            raise StaffError(f"the staff file cannot be written now: {exc}") from exc
