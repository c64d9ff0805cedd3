"""Who may do what: croupiers, pit bosses and technicians, their PINs, lock-outs, and the
audit trail of what a pit boss changed.

Everything lives in one small SQLite file, ``staff.db``, in the round log's folder (see
:func:`staff_path`), as **one chain of entries**: every person added or removed, every PIN
set, every wrong PIN, lock-out, end of a lock-out and unlock, every change a pit boss made.
Who has a PIN, their PIN hash and their wrong-PIN count are worked out from that chain and
nowhere else, so there is no table of people for ``sqlite3`` to edit (see docs/trust.md).

Each entry carries an HMAC-SHA256 of itself and of the entry before it, keyed with the
installation's secret key (:func:`key_path`: a file readable only by the application's
user, kept in the user's configuration folder, never beside ``staff.db``). Without the key
nobody can add, change or remove an entry unnoticed, nor rehash the chain. The entry count
and the newest entry's MAC are kept twice, both signed: in the staff file (so removing the
newest entries is noticed) and beside the key (so a staff file rolled back to an older
copy, replaced or deleted is noticed).

A PIN is never stored: only HMAC(key, scrypt(PIN, 16 random bytes of salt)) with the scrypt
parameters fixed by this code (n=2**14, r=8, p=1); an entry with other parameters is
refused. A copied staff file without the key gives nothing to search PINs against.

Five wrong PINs in a row lock the person out for :data:`LOCK_SECONDS` on the **monotonic**
clock: moving the wall clock does not end a lock-out. A lock-out found in the chain when a
store is opened (the application restarted) lasts its full :data:`LOCK_SECONDS` from that
moment: a restart never shortens a lock-out (it may lengthen it).

Pit boss PINs are 6 to 8 digits; croupier and technician PINs 4 to 8.

>>> import tempfile, pathlib
>>> home = pathlib.Path(tempfile.mkdtemp())
>>> store = StaffStore.open(home / "log" / "staff.db", key_file=home / "secret" / "staff.key")
>>> boss = store.add_first_pit_boss("Marta", "482193")
>>> store.check_pin("pit_boss", "Marta", "482193").who
'Marta (pit boss)'
>>> store.verify_audit() is None
True
>>> store.close()
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

import platformdirs

from dealer_assist.errors import DealerAssistError, os_reason, sqlite_reason
from dealer_assist.messages import Message, msg

ROLES = ("croupier", "pit_boss", "technician")
ROLE_NAMES = {"croupier": "croupier", "pit_boss": "pit boss", "technician": "technician"}
MAX_FAILURES = 5
LOCK_SECONDS = 300
PIN_DIGITS = (4, 8)
"""Croupier and technician PINs."""
PIT_BOSS_PIN_DIGITS = (6, 8)
"""A pit boss PIN changes what is paid: two more digits, a hundred times the guesses."""
SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_LEN = 2**14, 8, 1, 32
FILE_NAME = "staff.db"
KEY_NAME = "staff.key"
ANCHORS_NAME = "staff-anchors.json"
SCHEMA_VERSION = "2"
GENESIS = "0" * 64
_DOMAIN = b"dealer-assist staff chain v2\n"

STATE_ACTIONS = frozenset(
    {
        "staff_added",
        "staff_removed",
        "role_changed",
        "pin_changed",
        "pin_refused",
        "pin_accepted",
        "locked_out",
        "lock_ended",
        "unlocked",
        "staff_migrated",
        "format_migrated",
    }
)
"""Entries that change who may do what; only the store itself writes them."""

_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT""",
    """CREATE TABLE IF NOT EXISTS audit (
    seq INTEGER PRIMARY KEY,
    time TEXT NOT NULL, who TEXT NOT NULL, action TEXT NOT NULL, subject TEXT NOT NULL,
    old TEXT, new TEXT, why TEXT NOT NULL, secret TEXT,
    prev_hash TEXT NOT NULL, hash TEXT NOT NULL) STRICT""",
    """CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit BEGIN
    SELECT RAISE(ABORT, 'the audit trail is append-only'); END""",
    """CREATE TRIGGER IF NOT EXISTS audit_no_delete BEFORE DELETE ON audit BEGIN
    SELECT RAISE(ABORT, 'the audit trail is append-only'); END""",
)


class StaffError(DealerAssistError):
    """A staff or PIN operation was refused; the message says why."""


class StaffTampered(StaffError):
    """The staff file (or its anchor) was changed behind the application's back: no PIN is
    checked until it is restored. ``why``: what was found, a message the screens say in their
    language; ``problem``: its English (the command line's)."""

    def __init__(self, path: Path, problem: Message) -> None:
        super().__init__(msg("staff.tampered", path=path, problem=problem))
        self.why = problem
        self.problem = str(problem)


class PinRefused(StaffError):
    """A wrong PIN. ``left``: tries before the lock-out."""

    def __init__(self, message: Message, left: int) -> None:
        super().__init__(message)
        self.left = left


class LockedOut(StaffError):
    """Too many wrong PINs: refused until ``until`` (seconds since the epoch, for showing;
    the lock itself runs on the monotonic clock)."""

    def __init__(self, message: Message, until: float) -> None:
        super().__init__(message)
        self.until = until


class NotAllowed(StaffError):
    """The person's role may not do this."""


class NoLongerAllowed(NotAllowed):
    """The person of a grant was removed, moved to another role, given a new PIN by someone
    else or locked out since their PIN was entered (on another screen or terminal), or the name
    and role are someone else's now: what they do now is refused, nothing of it written, and a
    screen asks for a PIN again."""


@dataclass(frozen=True)
class Grant:
    """Proof that ``name`` entered the right PIN for ``role`` at ``at`` (from
    :meth:`StaffStore.check_pin`; a screen keeps it only while it is open). Proof of the
    past only: every act is checked against the staff file again as it is written
    (:meth:`StaffStore.acting`).

    ``entry``: the seq of the staff file's entry that gave the person this role and this PIN
    (their adding, a role change, a PIN set by someone else). The chain never numbers two
    entries alike, so it names the person, not the name: once that person is removed (whoever
    is added under the name later), moved, or given a new PIN by another pit boss, the staff
    file's person has another entry and the grant is refused. A PIN the person changes
    themselves keeps it (they changed it with this grant)."""

    role: str
    name: str
    at: float
    entry: int

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


@dataclass
class _Person:
    salt: bytes
    digest: bytes
    entry: int
    """The seq of the entry their grants rest on (:attr:`Grant.entry`)."""
    failures: int = 0
    locked_at: int = 0
    """The seq of the lock-out entry while locked out, else 0."""


@dataclass
class _State:
    people: dict[tuple[str, str], _Person] = field(default_factory=dict)
    count: int = 0
    head: str = GENESIS


def staff_path(log_path: str | Path) -> Path:
    """Where the staff file of the round log at ``log_path`` is kept: beside it."""
    return Path(log_path).parent / FILE_NAME


def podium_staff_path() -> Path:
    """The pit podium's own staff file (the pit view's Approvals): ``pit/staff.db`` in
    ``$DEALER_ASSIST_HOME`` when that is set, else in the user's data folder. A folder of its
    own, so a podium that also runs a table keeps the two sets of PINs apart; its key is the
    installation's (:func:`key_path`), as for every staff file."""
    home = os.environ.get("DEALER_ASSIST_HOME")
    folder = Path(home) if home else Path(platformdirs.user_data_dir("dealer-assist"))
    return folder / "pit" / FILE_NAME


def key_path() -> Path:
    """The installation's secret key: ``secret/staff.key`` in ``$DEALER_ASSIST_HOME`` when
    that is set (tests), else in the user's configuration folder. Not the data folder, where
    the round log and ``staff.db`` live and which is what gets copied and backed up with the
    log: a copy of the staff file must not carry its key."""
    home = os.environ.get("DEALER_ASSIST_HOME")
    folder = Path(home) if home else Path(platformdirs.user_config_dir("dealer-assist"))
    return folder / "secret" / KEY_NAME


def scrypt_hash(pin: str, salt: bytes) -> bytes:
    """The scrypt hash of ``pin`` with ``salt``, with the parameters this code fixes."""
    return hashlib.scrypt(
        pin.encode(), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=SCRYPT_LEN, maxmem=64 * 1024 * 1024
    )


def hash_pin(pin: str, salt: bytes, key: bytes) -> bytes:
    """The only form a PIN is kept in: HMAC-SHA256(key, scrypt(pin, salt))."""
    return _keyed(key, scrypt_hash(pin, salt))


def _keyed(key: bytes, scrypted: bytes) -> bytes:
    return hmac.new(key, b"pin\n" + scrypted, hashlib.sha256).digest()


def pin_digits(role: str | None = None) -> tuple[int, int]:
    """The shortest and longest PIN of ``role``."""
    return PIT_BOSS_PIN_DIGITS if role == "pit_boss" else PIN_DIGITS


def check_pin_format(pin: str, role: str | None = None) -> str:
    """``pin`` if it is a PIN for ``role`` (pit boss: 6 to 8 digits, others 4 to 8), else a
    clear StaffError.

    >>> check_pin_format("12a4")
    Traceback (most recent call last):
    ...
    dealer_assist.staff.StaffError: a PIN is 4 to 8 digits
    >>> check_pin_format("4821", "pit_boss")
    Traceback (most recent call last):
    ...
    dealer_assist.staff.StaffError: a pit boss PIN is 6 to 8 digits
    """
    low, high = pin_digits(role)
    if not isinstance(pin, str) or not pin.isascii() or not pin.isdigit() or not low <= len(pin) <= high:
        key = "staff.pit_boss_pin_digits" if role == "pit_boss" else "staff.pin_digits"
        raise StaffError(msg(key, low=low, high=high))
    if len(set(pin)) == 1:
        raise StaffError(msg("staff.pin_repeated"))
    return pin


def _role(role: str) -> str:
    if role not in ROLES:
        raise StaffError(msg("staff.not_a_role", roles=", ".join(ROLES), role=repr(role)))
    return role


_NO_SUCH = {"croupier": "staff.no_croupier", "pit_boss": "staff.no_pit_boss", "technician": "staff.no_technician"}
_NO_LONGER = {
    "croupier": "staff.no_longer_croupier",
    "pit_boss": "staff.no_longer_pit_boss",
    "technician": "staff.no_longer_technician",
}
_ALREADY = {
    "croupier": "staff.have_croupier",
    "pit_boss": "staff.have_pit_boss",
    "technician": "staff.have_technician",
}


def _no_such(role: str, name: str) -> StaffError:
    """``no croupier called Ana``: one template a role (a language declines the role's word)."""
    return StaffError(msg(_NO_SUCH[role], name=name))


def _already(role: str, name: str) -> StaffError:
    return StaffError(msg(_ALREADY[role], name=name))


def _role_word(role: str) -> Message:
    """A role as a sentence names it (``pit boss``); a role this code does not know, as written."""
    return msg(f"staff.role.{role}") if role in ROLES else Message.text(role)


def _who_message(grant: Grant) -> Message:
    """``Marta (pit boss)``, the role in the screen's words."""
    return msg("staff.who", name=grant.name, role=_role_word(grant.role))


def _name(name: str) -> str:
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > 40:
        raise StaffError(msg("staff.name_length"))
    return name.strip()


def _iso(seconds: float) -> str:
    moment = datetime.fromtimestamp(seconds, UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def _json(value: Any) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _mac(key: bytes, what: str, payload: Any) -> str:
    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    return hmac.new(key, _DOMAIN + what.encode() + b"\n" + text.encode(), hashlib.sha256).hexdigest()


def _who(role: str, name: str) -> str:
    return f"{name} ({ROLE_NAMES[role]})"


# -- the key ---------------------------------------------------------------------------------


def _read_key(path: Path) -> bytes | None:
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return None
    except OSError as err:
        raise StaffError(msg("staff.key_unreadable", path=path, why=os_reason(err))) from err
    if os.name == "posix" and mode & 0o077:
        raise StaffError(msg("staff.key_readable", path=path, mode=f"{mode & 0o777:o}"))
    try:
        key = bytes.fromhex(path.read_text(encoding="ascii").strip())
    except (OSError, ValueError) as err:
        raise StaffError(msg("staff.key_invalid", path=path, why=_reason(err))) from err
    if len(key) != 32:
        raise StaffError(msg("staff.not_a_key", path=path))
    return key


def _new_key(path: Path) -> bytes:
    key = secrets.token_bytes(32)
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, key.hex().encode() + b"\n")
            os.fsync(fd)
        finally:
            os.close(fd)
    except FileExistsError:
        raise
    except OSError as err:
        raise StaffError(msg("staff.key_not_created", path=path, why=os_reason(err))) from err
    return key


class _Anchors:
    """Beside the key: for each staff file (by its full path) the entry count and newest MAC,
    signed with the key. A staff file behind its anchor was rolled back, replaced or deleted.
    Written after each commit; an anchor behind the file (a crash, two processes) is only
    moved forward, never taken for tampering."""

    def __init__(self, path: Path, key: bytes) -> None:
        self.path, self.key = path, key

    def _all(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as err:
            raise StaffError(msg("staff.anchors_unreadable", path=self.path, why=_reason(err))) from err
        return data if isinstance(data, dict) else {}

    def get(self, staff: Path) -> tuple[int, str] | None:
        entry = self._all().get(str(staff.resolve()))
        if entry is None:
            return None
        count, head = int(entry.get("count", 0)), str(entry.get("hash", ""))
        if entry.get("mac") != _mac(self.key, "anchor", [str(staff.resolve()), count, head]):
            raise StaffTampered(staff, msg("staff.outside_anchor_altered", anchors=self.path))
        return count, head

    def record(self, staff: Path, count: int, head: str) -> None:
        name = str(staff.resolve())
        data = self._all()
        if int(data.get(name, {}).get("count", 0)) >= count:
            return
        data[name] = {"count": count, "hash": head, "mac": _mac(self.key, "anchor", [name, count, head])}
        part = self.path.with_name(self.path.name + ".part")
        try:
            fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            try:
                os.write(fd, json.dumps(data, indent=1, sort_keys=True).encode())
                os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(part, self.path)
        except OSError as err:
            raise StaffError(msg("staff.anchors_unwritable", path=self.path, why=os_reason(err))) from err


# -- the store -------------------------------------------------------------------------------


class StaffStore:
    """The staff file: one chain of entries from which people, PIN hashes, wrong-PIN counts
    and lock-outs are worked out, and the audit trail of what pit bosses changed."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        path: Path,
        clock: Callable[[], float],
        monotonic: Callable[[], float],
        key: bytes,
        key_file: Path,
    ) -> None:
        self._conn: sqlite3.Connection | None = conn
        self.path = path
        self.clock = clock
        self.monotonic = monotonic
        self.key_file = key_file
        self._key = key
        self._key_id = _mac(key, "key id", [])[:32]
        self._anchors = _Anchors(key_file.parent / ANCHORS_NAME, key)
        self._cache: tuple[tuple[int, int], _State] | None = None
        self._generation = 0
        self._lock_start: dict[tuple[str, str, int], float] = {}
        self._pending: tuple[int, str] | None = None
        self._migrating = False
        self.migrated: str | None = None
        """One line when :meth:`open` brought an older staff file to this format."""

    @classmethod
    def open(
        cls,
        path: str | Path,
        *,
        clock: Callable[[], float] = time.time,
        monotonic: Callable[[], float] = time.monotonic,
        key_file: str | Path | None = None,
    ) -> StaffStore:
        """Open (creating when absent) the staff file at ``path``, with the installation's
        key (:func:`key_path`, created on first use). A staff file that has entries but no
        key is refused: a new key would silently lock everyone out."""
        target = Path(path)
        keys = Path(key_file) if key_file is not None else key_path()
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            if keys.parent.resolve() == target.parent.resolve():
                raise StaffError(msg("staff.key_beside", key_file=keys))
            conn = sqlite3.connect(target, isolation_level=None, timeout=5.0)
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA secure_delete = ON")  # what is removed (an old PIN hash table) is overwritten
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            entries = conn.execute("SELECT count(*) FROM audit").fetchone()[0] if "audit" in tables else 0
        except (OSError, sqlite3.Error) as err:
            raise StaffError(msg("staff.cannot_open", path=target, why=os_reason(err))) from err
        old_format = "staff" in tables and "meta" not in tables
        try:
            key = _read_key(keys)
        except StaffError:
            conn.close()
            raise
        if key is None:
            if entries and not old_format:
                conn.close()
                raise StaffError(msg("staff.key_missing", path=target, key_file=keys))
            try:
                key = _new_key(keys)
            except FileExistsError:  # another window made it a moment ago: use theirs
                key = _read_key(keys)
                if key is None:
                    conn.close()
                    raise StaffError(msg("staff.key_not_made", path=keys)) from None
            except StaffError:
                conn.close()
                raise
        store = cls(conn, target, clock, monotonic, key, keys)
        try:
            if old_format:
                store.migrated = store._migrate()
            else:
                with _transaction(conn, target):
                    for sql in _SCHEMA:
                        conn.execute(sql)
                    conn.execute("INSERT OR IGNORE INTO meta VALUES ('schema', ?)", (SCHEMA_VERSION,))
                    conn.execute("INSERT OR IGNORE INTO meta VALUES ('key_id', ?)", (store._key_id,))
        except BaseException:
            conn.close()
            raise
        # Lock-outs in the chain start their time now (the application restarted); a file
        # altered behind our back is named by verify_audit and check_pin, not here.
        with suppress(StaffTampered):
            store._state()
        return store

    def another(self) -> StaffStore:
        """A connection of its own to this staff file, for work on another thread (an SQLite
        connection belongs to the thread that opened it): the same key and clocks, and the
        lock-outs timed as this store times them (one lock-out, one end)."""
        try:
            conn = sqlite3.connect(self.path, isolation_level=None, timeout=5.0)
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA secure_delete = ON")
        except sqlite3.Error as err:
            raise StaffError(msg("staff.cannot_open", path=self.path, why=sqlite_reason(err))) from err
        twin = StaffStore(conn, self.path, self.clock, self.monotonic, self._key, self.key_file)
        twin._lock_start = self._lock_start
        return twin

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
            raise StaffError(msg("staff.closed", path=self.path))
        return self._conn

    def _read(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        try:
            return self.conn.execute(sql, params).fetchall()
        except sqlite3.Error as err:
            raise StaffError(msg("staff.cannot_read", path=self.path, why=sqlite_reason(err))) from err

    # -- the chain --------------------------------------------------------------------------

    def _replay(self) -> _State:
        """Every entry checked (order, MAC, anchors, that it follows from those before) and
        the state they give; :class:`StaffTampered` at the first that does not hold."""
        meta = dict(self._read("SELECT name, value FROM meta"))
        rows = self._read(
            "SELECT seq, time, who, action, subject, old, new, why, secret, prev_hash, hash FROM audit ORDER BY seq"
        )

        def tampered(problem: Message) -> StaffTampered:
            return StaffTampered(self.path, problem)

        if meta.get("key_id") != self._key_id:
            if "key_id" not in meta:
                raise tampered(msg("staff.key_check_missing"))
            raise tampered(msg("staff.other_key", key_file=self.key_file))
        start = max((i for i, r in enumerate(rows) if r[3] == "format_migrated"), default=0)
        state = _State()
        hashes: list[str] = []
        for i, (seq, at, who, action, subject, old, new, why, secret, prev, digest) in enumerate(rows):
            if seq != i + 1:
                raise tampered(msg("staff.entry_missing", seq=i + 1))
            if prev != state.head:
                raise tampered(msg("staff.entry_unlinked", seq=seq))
            if _mac(self._key, "entry", [seq, at, who, action, subject, old, new, why, secret, prev]) != digest:
                raise tampered(msg("staff.entry_changed", seq=seq))
            if i >= start:
                problem = _apply(state, seq, who, action, subject, new, secret)
                if problem:
                    raise tampered(msg("staff.entry_problem", seq=seq, problem=problem))
            state.count, state.head = seq, digest
            hashes.append(digest)
        head = meta.get("head")
        if head is None:
            if state.count:
                raise tampered(msg("staff.anchor_missing"))
        else:
            try:
                anchor = json.loads(head)
                count, last = int(anchor["count"]), str(anchor["hash"])
            except (ValueError, KeyError, TypeError):
                raise tampered(msg("staff.anchor_unreadable")) from None
            if anchor.get("mac") != _mac(self._key, "head", [count, last]):
                raise tampered(msg("staff.anchor_altered"))
            if count > state.count:
                raise tampered(msg("staff.newest_removed", n=count - state.count, kept=state.count, written=count))
            if count < state.count or last != state.head:
                raise tampered(msg("staff.added_after_anchor"))
        outside = self._anchors.get(self.path)
        if outside is not None:
            count, last = outside
            if count > state.count:
                raise tampered(msg("staff.rolled_back", count=state.count, wrote=count, anchors=self._anchors.path))
            if count and hashes[count - 1] != last:
                raise tampered(msg("staff.replaced", anchors=self._anchors.path))
        return state

    def _state(self) -> _State:
        """The state worked out from the chain, replayed again whenever the file changed."""
        version = int(self._read("PRAGMA data_version")[0][0])
        stamp = (version, self._generation)
        if self._cache is not None and self._cache[0] == stamp:
            return self._cache[1]
        state = self._replay()
        self._cache = (stamp, state)
        for (role, name), person in state.people.items():
            if person.locked_at:
                self._lock_start.setdefault((role, name, person.locked_at), self.monotonic())
        return state

    def _append(
        self,
        who: str,
        action: str,
        subject: str,
        old: Any,
        new: Any,
        why: str,
        *,
        secret: Any = None,
        at: str | None = None,
    ) -> AuditEntry:
        """One entry at the end of the chain (inside a :meth:`_writing` block)."""
        if self._migrating:  # the old history goes in before the entry that makes it history
            last = self.conn.execute("SELECT seq, hash FROM audit ORDER BY seq DESC LIMIT 1").fetchone()
            seq, prev = (last[0] + 1, last[1]) if last else (1, GENESIS)
        else:
            state = self._state()
            seq, prev = state.count + 1, state.head
        at = at or _iso(self.clock())
        values = [seq, at, who, action, subject, _json(old), _json(new), why, _json(secret), prev]
        digest = _mac(self._key, "entry", values)
        self.conn.execute(
            "INSERT INTO audit (seq, time, who, action, subject, old, new, why, secret, prev_hash, hash) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (*values, digest),
        )
        head = {"count": seq, "hash": digest, "mac": _mac(self._key, "head", [seq, digest])}
        self.conn.execute("INSERT OR REPLACE INTO meta VALUES ('head', ?)", (json.dumps(head),))
        self._generation += 1
        self._pending = (seq, digest)
        if not self._migrating and self._cache is not None:
            # The state replayed above, moved on by this one entry (not the whole chain
            # replayed again: that grows with the file). A rollback bumps the generation.
            (version, _), state = self._cache
            problem = _apply(state, seq, who, action, subject, _json(new), _json(secret))
            if problem:
                raise StaffError(msg("staff.problem", path=self.path, problem=problem))
            state.count, state.head = seq, digest
            self._cache = ((version, self._generation), state)
        return AuditEntry(seq, at, who, action, subject, old, new, why, digest)

    @contextmanager
    def _writing(self) -> Iterator[None]:
        """A write transaction; the outside anchor follows once it is committed."""
        try:
            with _transaction(self.conn, self.path):
                yield
        except BaseException:
            self._generation += 1  # what was appended was rolled back
            self._pending = None
            raise
        if self._pending is not None:
            pending, self._pending = self._pending, None
            self._anchors.record(self.path, *pending)

    def _secret(self, pin: str) -> dict[str, Any]:
        salt = secrets.token_bytes(16)
        digest = hash_pin(pin, salt, self._key)
        return {"salt": salt.hex(), "n": SCRYPT_N, "r": SCRYPT_R, "p": SCRYPT_P, "hash": digest.hex()}

    # -- people ---------------------------------------------------------------------------

    def members(self, role: str) -> list[str]:
        """Names of the people with ``role``, sorted (:class:`StaffTampered` when the file
        was altered)."""
        role = _role(role)
        return sorted(n for r, n in self._state().people if r == role)

    def has_pit_boss(self) -> bool:
        return bool(self.members("pit_boss"))

    def add_first_pit_boss(self, name: str, pin: str) -> Grant:
        """The installation's first pit boss (allowed only while there is none); they then
        add everyone else. Recorded in the chain."""
        name = _name(name)
        check_pin_format(pin, "pit_boss")
        with self._writing():
            if any(r == "pit_boss" for r, _ in self._state().people):
                raise NotAllowed(msg("staff.first_pit_boss_taken"))
            added = self._append(
                _who("pit_boss", name),
                "staff_added",
                f"pit_boss:{name}",
                None,
                None,
                "first pit boss of the installation",
                secret=self._secret(pin),
            )
        return Grant("pit_boss", name, self.clock(), added.seq)

    def add_member(self, grant: Grant, role: str, name: str, pin: str, why: str) -> None:
        """A pit boss adds a croupier, technician or pit boss with their first PIN."""
        self._need_pit_boss(grant)
        role, name = _role(role), _name(name)
        check_pin_format(pin, role)
        with self._writing():
            self._still(grant)
            if (role, name) in self._state().people:
                raise _already(role, name)
            self._append(grant.who, "staff_added", f"{role}:{name}", None, None, _why(why), secret=self._secret(pin))

    def remove_member(self, grant: Grant, role: str, name: str, why: str) -> None:
        self._need_pit_boss(grant)
        role, name = _role(role), _name(name)
        if role == "pit_boss" and name == grant.name:
            raise NotAllowed(msg("staff.remove_self"))
        with self._writing():
            self._still(grant)
            if (role, name) not in self._state().people:
                raise _no_such(role, name)
            self._append(grant.who, "staff_removed", f"{role}:{name}", None, None, _why(why))

    def set_pin(self, grant: Grant, role: str, name: str, new_pin: str, why: str) -> None:
        """Change a PIN: anyone their own, a pit boss anyone's. The PIN itself is never in
        the audit trail, only its keyed hash, who changed it and why. Clears a lock-out."""
        role, name = _role(role), _name(name)
        if not (grant.role == "pit_boss" or (grant.role == role and grant.name == name)):
            raise NotAllowed(msg("staff.others_pin", who=_who_message(grant)))
        check_pin_format(new_pin, role)
        with self._writing():
            self._still(grant)
            if (role, name) not in self._state().people:
                raise _no_such(role, name)
            self._append(
                grant.who, "pin_changed", f"{role}:{name}", None, None, _why(why), secret=self._secret(new_pin)
            )

    def change_role(self, grant: Grant, role: str, name: str, new_role: str, new_pin: str, why: str) -> None:
        """A pit boss moves someone to another role, with a PIN for it (a croupier's four
        digits are not enough for a pit boss). One entry: the old role goes, the new comes."""
        self._need_pit_boss(grant)
        role, name, new_role = _role(role), _name(name), _role(new_role)
        if role == "pit_boss" and name == grant.name:
            raise NotAllowed(msg("staff.own_role"))
        check_pin_format(new_pin, new_role)
        with self._writing():
            self._still(grant)
            people = self._state().people
            if (role, name) not in people:
                raise _no_such(role, name)
            if (new_role, name) in people:
                raise _already(new_role, name)
            self._append(
                grant.who,
                "role_changed",
                f"{role}:{name}",
                {"role": role},
                {"role": new_role},
                _why(why),
                secret=self._secret(new_pin),
            )

    def unlock(self, grant: Grant, role: str, name: str, why: str) -> None:
        """A pit boss ends someone's lock-out (and their wrong-PIN count) before its time."""
        self._need_pit_boss(grant)
        role, name = _role(role), _name(name)
        with self._writing():
            self._still(grant)
            person = self._state().people.get((role, name))
            if person is None:
                raise _no_such(role, name)
            if not person.locked_at and not person.failures:
                raise StaffError(msg("staff.not_locked_out", name=name))
            self._append(grant.who, "unlocked", f"{role}:{name}", None, None, _why(why))

    # -- checking a PIN ---------------------------------------------------------------------

    def _lock_left(self, role: str, name: str, person: _Person) -> float:
        started = self._lock_start.setdefault((role, name, person.locked_at), self.monotonic())
        return started + LOCK_SECONDS - self.monotonic()

    def locked_until(self, role: str, name: str) -> float | None:
        """When the person's lock-out ends (epoch seconds, for showing), or None."""
        person = self._state().people.get((role, name))
        if person is None or not person.locked_at:
            return None
        left = self._lock_left(role, name, person)
        return self.clock() + left if left > 0 else None

    def failures(self, role: str, name: str) -> int:
        person = self._state().people.get((role, name))
        return person.failures if person else 0

    def check_pin(self, role: str, name: str, pin: str) -> Grant:
        """A :class:`Grant` when ``pin`` is ``name``'s PIN for ``role``. A wrong PIN raises
        :class:`PinRefused` and is an entry of the chain; the :data:`MAX_FAILURES`-th in a
        row locks the person out for :data:`LOCK_SECONDS` (:class:`LockedOut`). A staff file
        altered behind the application's back accepts nobody (:class:`StaffTampered`)."""
        role, name = _role(role), _name(name)
        who, subject = _who(role, name), f"{role}:{name}"
        refusal: StaffError | None = None
        with self._writing():
            person = self._state().people.get((role, name))
            if person is None:
                raise _no_such(role, name)
            if person.locked_at:
                left = self._lock_left(role, name, person)
                if left > 0:
                    raise LockedOut(msg("staff.locked_out", name=name, n=MAX_FAILURES), self.clock() + left)
                self._append(who, "lock_ended", subject, None, None, f"{LOCK_SECONDS // 60} minutes passed")
                person = self._state().people[(role, name)]
            given = _keyed(self._key, scrypt_hash(pin, person.salt)) if isinstance(pin, str) else b""
            if hmac.compare_digest(given, person.digest):
                if person.failures:
                    self._append(who, "pin_accepted", subject, None, None, "the right PIN after wrong ones")
                grant = Grant(role, name, self.clock(), person.entry)
            else:
                failures = person.failures + 1
                if failures >= MAX_FAILURES:
                    entry = self._append(
                        who,
                        "locked_out",
                        subject,
                        None,
                        {"failures": failures, "seconds": LOCK_SECONDS},
                        f"{MAX_FAILURES} wrong PINs in a row",
                    )
                    self._lock_start[(role, name, entry.seq)] = self.monotonic()
                    refusal = LockedOut(
                        msg("staff.now_locked_out", name=name, n=LOCK_SECONDS // 60), self.clock() + LOCK_SECONDS
                    )
                else:
                    self._append(who, "pin_refused", subject, None, {"failures": failures}, "wrong PIN")
                    left = MAX_FAILURES - failures
                    refusal = PinRefused(msg("staff.pin_refused", n=left), left)
        # Outside the transaction: the count above must be committed, not rolled back.
        if refusal is not None:
            raise refusal
        return grant

    # -- what a pit boss changed ------------------------------------------------------------

    def _need_pit_boss(self, grant: Grant) -> None:
        if grant.role != "pit_boss":
            raise NotAllowed(msg("staff.needs_pit_boss", who=_who_message(grant)))

    def _still(self, grant: Grant) -> None:
        """Inside a write transaction: ``grant``'s person is in the staff file now, with the
        grant's role, the same person (:attr:`Grant.entry`: not someone added under the name
        since, nor given a new PIN by someone else), and not locked out. A PIN entered earlier
        is not enough: another screen or terminal may have removed, moved, replaced or locked
        them out since. The file is read as it is (replayed when another connection changed
        it) and held until the act is committed, so the check and the act cannot be told
        apart by anyone else."""
        role = _role(grant.role)
        person = self._state().people.get((role, grant.name))
        if person is None:
            raise NoLongerAllowed(msg(_NO_LONGER[role], name=grant.name))
        if person.entry != grant.entry:
            raise NoLongerAllowed(msg("staff.grant_outdated", name=grant.name))
        if person.locked_at and self._lock_left(role, grant.name, person) > 0:
            raise NoLongerAllowed(msg("staff.locked_now", name=grant.name))

    @contextmanager
    def acting(self, grant: Grant) -> Iterator[Grant]:
        """A pit boss's act written somewhere else (a void in the round log, an approval on
        the floor), inside the block: the staff file is held (a write transaction) from the
        check that ``grant``'s pit boss still is one, and is not locked out, to the end of the
        block, so nobody removes, moves or locks them out in between. :class:`NotAllowed`
        (:class:`NoLongerAllowed`) and the block does not run. Nothing of this store may be
        written inside (it is in a transaction already)."""
        self._need_pit_boss(grant)
        with self._writing():
            self._still(grant)
            yield grant

    def record_change(self, grant: Grant, action: str, subject: str, old: Any, new: Any, why: str) -> AuditEntry:
        """Record a change a pit boss made (``limits``, ``profile`` ...): who, when, old ->
        new and why. Only a pit boss's grant may record one."""
        self._need_pit_boss(grant)
        if not isinstance(action, str) or not action.strip():
            raise StaffError(msg("staff.change_unnamed"))
        if action in STATE_ACTIONS:
            raise StaffError(msg("staff.store_writes", action=repr(action)))
        with self._writing():
            self._still(grant)
            return self._append(grant.who, action, subject, old, new, _why(why))

    def record_sign_in(self, grant: Grant, where: str) -> AuditEntry:
        """A croupier (or anyone) signed in at ``where`` with their PIN."""
        with self._writing():
            return self._append(grant.who, "sign_in", where, None, None, "PIN entered")

    def record_rotation(self, grant: Grant, where: str, previous: str) -> AuditEntry:
        """A croupier took the table at ``where`` over from ``previous`` (a dealer rotation),
        with their PIN: one chained entry, old -> new croupier."""
        if grant.role != "croupier":
            raise NotAllowed(msg("staff.rotation_needs_croupier", who=_who_message(grant)))
        with self._writing():
            return self._append(grant.who, "rotation", where, previous, grant.name, "PIN entered")

    def audit_trail(self, limit: int = 200) -> list[AuditEntry]:
        """The latest entries of the audit trail, newest first (as stored: see
        :meth:`verify_audit` for whether they can be trusted)."""
        rows = self._read(
            "SELECT seq, time, who, action, subject, old, new, why, hash FROM audit ORDER BY seq DESC LIMIT ?",
            (limit,),
        )
        return [
            AuditEntry(s, t, w, a, sub, json.loads(o) if o else None, json.loads(n) if n else None, y, h)
            for s, t, w, a, sub, o, n, y, h in rows
        ]

    def latest_change(self, action: str, subject: str | None = None) -> AuditEntry | None:
        """The newest entry of ``action`` (and ``subject``), however many entries came after
        it (wrong PINs and sign-ins are entries too: a setting read back must not depend on
        :meth:`audit_trail`'s limit). As stored: :meth:`verify_audit` says whether to trust it."""
        rows = self._read(
            "SELECT seq, time, who, action, subject, old, new, why, hash FROM audit "
            "WHERE action = ? AND (? IS NULL OR subject = ?) ORDER BY seq DESC LIMIT 1",
            (action, subject, subject),
        )
        if not rows:
            return None
        s, t, w, a, sub, o, n, y, h = rows[0]
        return AuditEntry(s, t, w, a, sub, json.loads(o) if o else None, json.loads(n) if n else None, y, h)

    def verify_audit(self) -> str | None:
        """None when every entry is intact, chained, signed with the key and agrees with
        both anchors; else what is wrong (English: the command line's)."""
        problem = self.audit_problem()
        return None if problem is None else str(problem)

    def audit_problem(self) -> Message | None:
        """:meth:`verify_audit`'s finding as a message, for a screen to say in its language."""
        try:
            self._replay()
        except StaffTampered as err:
            return err.why
        return None

    # -- an older staff file ----------------------------------------------------------------

    def _migrate(self) -> str:
        """Bring a staff file of the first format (a table of people beside a SHA-256 audit
        chain) to this one: its old chain must verify, every person in it must have been
        added in that chain, with the scrypt parameters this code uses. The old entries are
        kept (re-signed with the key), then one entry names the migration and one per person
        carries their PIN hash, keyed. The old tables are dropped (and overwritten)."""
        conn = self.conn
        old = conn.execute(
            "SELECT seq, time, who, action, subject, old, new, why, prev_hash, hash FROM audit ORDER BY seq"
        ).fetchall()
        prev = GENESIS
        for seq, *values, stored_prev, digest in old:
            if stored_prev != prev or _v1_hash((*values, prev)) != digest:
                raise StaffError(msg("staff.old_entry_fails", path=self.path, seq=seq))
            prev = digest
        added: set[str] = set()
        for _seq, _at, _who, action, subject, *_ in old:
            if action == "staff_added":
                added.add(subject)
            elif action == "staff_removed":
                added.discard(subject)
        people = conn.execute("SELECT role, name, salt, n, r, p, hash FROM staff ORDER BY role, name").fetchall()
        for role, name, _salt, n, r, p, _digest in people:
            if f"{role}:{name}" not in added or (n, r, p) != (SCRYPT_N, SCRYPT_R, SCRYPT_P) or role not in ROLES:
                raise StaffError(msg("staff.old_person_unchained", path=self.path, role=_role_word(role), name=name))
        attempts = {
            (r, n): (f, u) for r, n, f, u in conn.execute("SELECT role, name, failures, locked_until FROM attempts")
        }
        self._migrating = True
        with self._writing():
            for name in ("audit_no_update", "audit_no_delete"):
                conn.execute(f"DROP TRIGGER IF EXISTS {name}")
            conn.execute("DROP TABLE audit")
            conn.execute("DROP TABLE staff")
            conn.execute("DROP TABLE IF EXISTS attempts")
            for sql in _SCHEMA:
                conn.execute(sql)
            conn.execute("INSERT INTO meta VALUES ('schema', ?)", (SCHEMA_VERSION,))
            conn.execute("INSERT INTO meta VALUES ('key_id', ?)", (self._key_id,))
            for _seq, at, who, action, subject, o, n, why, _prev, _digest in old:
                self._append(
                    who, action, subject, json.loads(o) if o else None, json.loads(n) if n else None, why, at=at
                )
            what = f"{len(old)} entries kept, {len(people)} people"
            self._append(
                "dealer-assist",
                "format_migrated",
                "staff file",
                {"format": 1, "entries": len(old), "head": prev},
                {"format": int(SCHEMA_VERSION)},
                f"staff file brought to the chained, keyed format ({what})",
            )
            self._migrating = False
            for role, name, salt, _n, _r, _p, digest in people:
                secret = {
                    "salt": bytes(salt).hex(),
                    "n": SCRYPT_N,
                    "r": SCRYPT_R,
                    "p": SCRYPT_P,
                    "hash": _keyed(self._key, bytes(digest)).hex(),
                }
                self._append("dealer-assist", "staff_migrated", f"{role}:{name}", None, None, "PIN kept", secret=secret)
                failures, until = attempts.get((role, name), (0, 0.0))
                subject = f"{role}:{name}"
                if until and until > self.clock():
                    for k in range(1, MAX_FAILURES):
                        self._append(_who(role, name), "pin_refused", subject, None, {"failures": k}, "wrong PIN")
                    self._append(
                        _who(role, name),
                        "locked_out",
                        subject,
                        None,
                        {"failures": MAX_FAILURES, "seconds": LOCK_SECONDS},
                        "locked out when the staff file was migrated",
                    )
                elif not until:
                    for k in range(1, min(int(failures), MAX_FAILURES - 1) + 1):
                        self._append(_who(role, name), "pin_refused", subject, None, {"failures": k}, "wrong PIN")
        conn.execute("VACUUM")  # the old unkeyed PIN hashes leave the file
        return f"staff file {self.path}: brought to the chained, keyed format ({what})"


def _apply(
    state: _State, seq: int, who: str, action: str, subject: str, new: str | None, secret: str | None
) -> Message | None:
    """What the entry does to ``state``; a problem when it cannot follow from it."""
    if action not in STATE_ACTIONS or action == "format_migrated":
        return None
    role, _, name = subject.partition(":")
    key = (role, name)
    person = state.people.get(key)
    if role not in ROLES or not name:
        return msg("staff.not_a_person", action=action, subject=repr(subject))
    if action in ("staff_added", "staff_migrated", "pin_changed"):
        if (person is None) != (action != "pin_changed"):
            return msg("staff.already_there" if person else "staff.not_there", action=action, subject=subject)
        try:
            data = json.loads(secret or "")
            params = (data["n"], data["r"], data["p"])
            salt, digest = bytes.fromhex(data["salt"]), bytes.fromhex(data["hash"])
        except (ValueError, KeyError, TypeError):
            return msg("staff.hash_unreadable", subject=subject)
        if params != (SCRYPT_N, SCRYPT_R, SCRYPT_P) or len(salt) != 16 or len(digest) != 32:
            return msg(
                "staff.scrypt_params",
                subject=subject,
                scrypt_n=params[0],
                scrypt_r=params[1],
                scrypt_p=params[2],
                our_n=SCRYPT_N,
                our_r=SCRYPT_R,
                our_p=SCRYPT_P,
            )
        # The person's grants rest on this entry, unless it is a PIN they changed themselves
        # (with a grant of theirs: only they are called so in that role now).
        own = person is not None and action == "pin_changed" and who == _who(role, name)
        state.people[key] = _Person(salt, digest, person.entry if own and person else seq)
        return None
    if person is None:
        return msg("staff.not_there", action=action, subject=subject)
    if action == "role_changed":
        try:
            moved = (str(json.loads(new or "")["role"]), name)
            data = json.loads(secret or "")
            params = (data["n"], data["r"], data["p"])
            salt, digest = bytes.fromhex(data["salt"]), bytes.fromhex(data["hash"])
        except (ValueError, KeyError, TypeError):
            return msg("staff.role_unreadable", subject=subject)
        if moved[0] not in ROLES or moved in state.people:
            return msg("staff.role_not_free", subject=subject)
        if params != (SCRYPT_N, SCRYPT_R, SCRYPT_P) or len(salt) != 16 or len(digest) != 32:
            return msg("staff.scrypt_other", subject=subject)
        del state.people[key]
        state.people[moved] = _Person(salt, digest, seq)
    elif action == "staff_removed":
        del state.people[key]
    elif action in ("pin_refused", "locked_out"):
        try:
            failures = int(json.loads(new or "")["failures"])
        except (ValueError, KeyError, TypeError):
            return msg("staff.count_unreadable")
        locks = failures >= MAX_FAILURES
        if person.locked_at or failures != person.failures + 1 or (action == "locked_out") != locks:
            return msg("staff.count_not_following", subject=subject)
        person.failures = failures
        if action == "locked_out":
            person.locked_at = seq
    elif action in ("pin_accepted", "lock_ended", "unlocked"):
        person.failures, person.locked_at = 0, 0
    return None


def _why(why: str) -> str:
    if not isinstance(why, str) or not why.strip():
        raise StaffError(msg("staff.say_why"))
    return why.strip()


def _reason(err: OSError | ValueError) -> Message:
    """Why a file could not be read: the system's usual reasons translated; a parser's (not
    hex, not JSON) in its own words, as it said them."""
    return os_reason(err) if isinstance(err, OSError) else Message.text(str(err))


def _v1_hash(values: tuple[Any, ...]) -> str:
    """An audit entry's hash in the first staff file format (SHA-256, no key)."""
    return hashlib.sha256(json.dumps(list(values), ensure_ascii=False).encode()).hexdigest()


class _transaction:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on an error; a failure of SQLite is a
    :class:`StaffError` naming the file and why, in words the screens translate."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self.conn = conn
        self.path = path

    def _failed(self, err: sqlite3.Error) -> StaffError:
        return StaffError(msg("staff.cannot_write", path=self.path, why=sqlite_reason(err)))

    def __enter__(self) -> sqlite3.Connection:
        try:
            self.conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as err:
            raise self._failed(err) from err
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
            raise self._failed(err) from err
        if isinstance(exc, sqlite3.Error):
            raise self._failed(exc) from exc
