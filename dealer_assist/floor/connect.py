"""Reaching the floor: a URL or a credentials file, psycopg imported lazily, one clear line
for every failure.

``--floor`` takes a libpq URL or conninfo string (``postgresql://...``, ``host=... user=...``)
or the path of a credentials file written by ``floor add-table``: one conninfo line with the
table role's password, readable only by the application's user (mode 0600; a file others may
read is refused). TLS is libpq's: ``sslmode=verify-full sslrootcert=CA.crt`` in the URL.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_assist import extras
from dealer_assist.errors import os_reason
from dealer_assist.floor.errors import FloorError, FloorUnreachable
from dealer_assist.messages import Message, msg

if TYPE_CHECKING:
    import psycopg

# Give up on a dead peer in seconds, not the kernel's minutes: a table never waits long.
CONNECT_OPTIONS: dict[str, Any] = {
    "connect_timeout": 5,
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 2,
    "keepalives_count": 3,
    "tcp_user_timeout": 10_000,
    "application_name": "dealer-assist",
}


def _looks_like_conninfo(spec: str) -> bool:
    return spec.startswith(("postgresql://", "postgres://")) or "=" in spec.split("/")[0]


def resolve(spec: str) -> str:
    """The conninfo named by ``spec``: itself, or the line of a private credentials file."""
    if not extras.installed("floor"):  # every way to the floor starts here: one line, not a traceback
        raise FloorError(str(extras.ExtraNotInstalled("floor")))
    if _looks_like_conninfo(spec):
        return spec
    path = Path(spec)
    try:
        info = path.stat()
    except OSError as err:
        raise FloorError(msg("floor.not_a_floor", spec=repr(spec), why=os_reason(err))) from err
    if info.st_mode & (stat.S_IRWXG | stat.S_IRWXO):
        raise FloorError(msg("floor.credentials_readable", path=path, mode=f"{stat.S_IMODE(info.st_mode):04o}"))
    try:
        lines = [ln.strip() for ln in path.read_text(encoding="utf-8").splitlines()]
    except (OSError, UnicodeDecodeError) as err:  # a folder, a file this user may not read, not text
        why = os_reason(err) if isinstance(err, OSError) else Message.text(str(err))
        raise FloorError(msg("floor.credentials_unreadable", path=path, why=why)) from err
    found = [ln for ln in lines if ln and not ln.startswith("#")]
    if len(found) != 1 or not _looks_like_conninfo(found[0]):
        raise FloorError(msg("floor.credentials_lines", path=path))
    return found[0]


def write_credentials(path: Path, conninfo: str, comment: str) -> None:
    """Write a credentials file readable only by this user (0600, also when it existed)."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        os.fchmod(fd, 0o600)
        os.write(fd, f"# {comment}\n{conninfo}\n".encode())
    finally:
        os.close(fd)


def describe(err: Exception) -> str:
    """The first line of a psycopg error (the server's message, without the context)."""
    text = str(err).strip().splitlines()
    return text[0] if text else type(err).__name__


def unreachable(err: Exception, conninfo: str) -> Message:
    """One line for a connection that failed: out of reach, or the login refused (a wrong
    password or role is not a passing failure, and should not read like one)."""
    text = describe(err)
    if "authentication failed" in text or "no pg_hba.conf entry" in text:
        return msg("floor.login_refused", url=safe_url(conninfo), why=text)
    return msg("floor.unreachable", url=safe_url(conninfo), why=text)


def connect(conninfo: str, **extra: Any) -> psycopg.Connection[Any]:
    """A connection to the floor (not autocommit), or :class:`FloorUnreachable`."""
    import psycopg

    try:
        return psycopg.connect(conninfo, **{**CONNECT_OPTIONS, **extra})
    except psycopg.OperationalError as err:
        raise FloorUnreachable(unreachable(err, conninfo)) from err
    except psycopg.Error as err:
        raise FloorError(msg("floor.failed", why=describe(err))) from err


class FloorConnection:
    """A reading connection to the floor of its own, opened when first needed and again
    after it was lost (autocommit: each query sees what the floor holds now); every failure
    is one FloorError line (:class:`FloorUnreachable` when the floor cannot be reached)."""

    def __init__(self, floor: str, **options: Any) -> None:
        self.conninfo = resolve(floor)
        self._options = options
        self._conn: psycopg.Connection[Any] | None = None

    def _connection(self) -> psycopg.Connection[Any]:
        if self._conn is None or self._conn.closed:
            self._conn = connect(self.conninfo, autocommit=True, **self._options)
        return self._conn

    def _read(self, sql: str, params: Any = None) -> list[tuple[Any, ...]]:
        import psycopg

        try:
            # Bytes: psycopg's types take a query built from parts only as bytes (or sql.SQL).
            return self._connection().execute(sql.encode(), params).fetchall()
        except psycopg.OperationalError as err:
            self.close()
            raise FloorUnreachable(unreachable(err, self.conninfo)) from err
        except psycopg.Error as err:
            raise FloorError(msg("floor.failed", why=describe(err))) from err

    def close(self) -> None:
        if self._conn is not None:
            conn, self._conn = self._conn, None
            conn.close()


def safe_url(conninfo: str) -> str:
    """``conninfo`` without its password (for messages and reports)."""
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    try:
        params = conninfo_to_dict(conninfo)
    except Exception:  # a malformed string: say nothing of it
        return "(unreadable conninfo)"
    params.pop("password", None)
    return make_conninfo("", **{k: v for k, v in params.items() if v is not None})
