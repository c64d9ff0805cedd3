"""Administering the floor: create or migrate it, add tables and pit roles, report each
table's state, verify every chain the floor holds."""

from __future__ import annotations

import hashlib
import re
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_assist.floor import schema
from dealer_assist.floor.connect import connect, describe, write_credentials
from dealer_assist.floor.errors import FloorError
from dealer_assist.log.schema import CONTENT_TABLES, GENESIS_HASH
from dealer_assist.messages import msg

if TYPE_CHECKING:
    import psycopg

_LOCK = 0x44414647  # "DAFG": one init at a time


def _version(conn: psycopg.Connection[Any]) -> int:
    found = conn.execute("SELECT to_regclass('floor.meta') IS NOT NULL").fetchone()
    if not found or not found[0]:
        return 0
    row = conn.execute("SELECT value FROM floor.meta WHERE key = 'schema_version'").fetchone()
    return int(row[0]) if row else 0


def init(url: str, *, target: int | None = None) -> tuple[int, int]:
    """Create or migrate the floor schema and roles; returns (version before, after).
    ``target``: stop at this version (a staged upgrade; default: the newest).

    Runs as a role that may create roles (a superuser at set-up). Refuses a floor whose
    schema is newer than this code, and a database not in UTF-8 (the chain's text)."""
    import psycopg
    from psycopg import sql

    with connect(url) as conn:
        try:
            encoding = conn.execute("SHOW server_encoding").fetchone()
            if not encoding or encoding[0] != "UTF8":
                raise FloorError(f"the floor database must be UTF8, not {encoding[0] if encoding else '?'}")
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK,))
            before = _version(conn)
            if before > schema.SCHEMA_VERSION:
                raise FloorError(
                    f"the floor database has schema {before}; this dealer-assist knows up to "
                    f"{schema.SCHEMA_VERSION}: update it before touching the floor"
                )
            for role in schema.GROUP_ROLES:
                exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
                if not exists:
                    extra = " CREATEROLE" if role == schema.ADMIN_ROLE else ""
                    conn.execute(sql.SQL("CREATE ROLE {} NOLOGIN" + extra).format(sql.Identifier(role)))
            me = conn.execute(
                "SELECT current_user, pg_has_role(current_user, %s, 'MEMBER')", (schema.ADMIN_ROLE,)
            ).fetchone()
            if me is not None and not me[1]:  # an administrator migrating later is a member already
                conn.execute(sql.SQL("GRANT {} TO {}").format(sql.Identifier(schema.ADMIN_ROLE), sql.Identifier(me[0])))
            if before == 0:
                conn.execute(
                    sql.SQL("CREATE SCHEMA IF NOT EXISTS floor AUTHORIZATION {}").format(
                        sql.Identifier(schema.ADMIN_ROLE)
                    )
                )
            conn.execute(sql.SQL("SET LOCAL ROLE {}").format(sql.Identifier(schema.ADMIN_ROLE)))
            after = max(before, schema.SCHEMA_VERSION if target is None else min(target, schema.SCHEMA_VERSION))
            for version in range(before + 1, after + 1):
                for statement in schema.MIGRATIONS[version]:
                    conn.execute(statement.encode())
            conn.execute(
                "INSERT INTO floor.meta VALUES ('schema_version', %s) ON CONFLICT (key) DO UPDATE SET value = "
                "excluded.value",
                (str(after),),
            )
            conn.commit()
        except psycopg.Error as err:
            raise FloorError(f"floor init: {describe(err)}") from err
    return before, after


def role_name(database: str, table_id: str) -> str:
    """The login role of ``table_id`` (roles are per cluster: the database name is part of it)."""
    slug = re.sub(r"[^a-z0-9]+", "_", table_id.lower()).strip("_")[:30] or "table"
    tag = hashlib.sha256(f"{database}\x00{table_id}".encode()).hexdigest()[:8]
    return f"da_t_{slug}_{tag}"


def _with_credentials(url: str, base: str | None, user: str, password: str) -> str:
    from psycopg.conninfo import conninfo_to_dict, make_conninfo

    params = conninfo_to_dict(base or url)
    if base is None:
        params.pop("user", None)
        params.pop("password", None)
    params.update(user=user, password=password)
    return make_conninfo("", **{k: v for k, v in params.items() if v is not None})


def _need_floor(conn: psycopg.Connection[Any]) -> None:
    version = _version(conn)
    if version == 0:
        raise FloorError("this database is not a floor yet: run dealer-assist floor init URL first")
    if version > schema.SCHEMA_VERSION:
        raise FloorError(
            f"the floor database has schema {version}; this dealer-assist knows up to {schema.SCHEMA_VERSION}"
        )


@contextmanager
def _on_floor(url: str) -> Iterator[psycopg.Connection[Any]]:
    """A connection to the floor at ``url``, refused when the database is no floor (or a
    newer one); a database error while it is used is one FloorError line."""
    import psycopg

    with connect(url) as conn:
        try:
            _need_floor(conn)
            yield conn
        except psycopg.Error as err:
            raise FloorError(msg("floor.failed", why=describe(err))) from err


def add_login(url: str, out: Path, *, table_id: str | None, pit_name: str | None, base: str | None) -> str:
    """Create (or give a new password to) the login role of a table or of a pit podium and
    write its credentials to ``out`` (mode 0600). Returns the role's name."""
    from psycopg import sql

    if table_id is not None and not table_id.strip():
        raise FloorError("a table id cannot be empty")
    password = secrets.token_urlsafe(24)
    with _on_floor(url) as conn:
        # An administrator is a member of da_floor_admin: role attributes such as
        # CREATEROLE are not inherited, so act as that role.
        rights = conn.execute("SELECT rolsuper OR rolcreaterole FROM pg_roles WHERE rolname = current_user").fetchone()
        if not (rights and rights[0]):
            conn.execute(sql.SQL("SET ROLE {}").format(sql.Identifier(schema.ADMIN_ROLE)))
        database = conn.info.dbname
        if table_id is not None:
            name = role_name(database, table_id)
            group = schema.TABLE_GROUP
        else:
            slug = re.sub(r"[^a-z0-9]+", "_", (pit_name or "pit").lower()).strip("_")[:30]
            name = f"da_pit_{slug}_{hashlib.sha256(database.encode()).hexdigest()[:8]}"
            group = schema.PIT_GROUP
        exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (name,)).fetchone()
        verb = "ALTER ROLE {} LOGIN PASSWORD {}" if exists else "CREATE ROLE {} LOGIN PASSWORD {}"
        conn.execute(sql.SQL(verb).format(sql.Identifier(name), sql.Literal(password)))
        conn.execute(sql.SQL("GRANT {} TO {}").format(sql.Identifier(group), sql.Identifier(name)))
        if table_id is not None:
            conn.execute(
                "INSERT INTO floor.tables (table_id, role_name) VALUES (%s, %s) ON CONFLICT (table_id) DO NOTHING",
                (table_id, name),
            )
        conn.commit()
    what = f"table {table_id}" if table_id is not None else f"pit podium {pit_name}"
    write_credentials(out, _with_credentials(url, base, name, password), f"dealer-assist floor credentials of {what}")
    return name


@dataclass(frozen=True)
class TableState:
    """One table as the floor sees it (one JSON object of ``floor status``)."""

    table_id: str
    rounds: int
    entries: int
    head_position: int
    head_hash: str
    last_shipped_at: str | None
    forked: bool
    flag_reason: str | None
    machine_id: str | None
    heartbeat_at: str | None
    waiting_rounds: int | None

    def as_json(self) -> dict[str, object]:
        return {
            "table_id": self.table_id,
            "rounds": self.rounds,
            "entries": self.entries,
            "head_position": self.head_position,
            "head_hash": self.head_hash,
            "last_shipped_at": self.last_shipped_at,
            "forked": self.forked,
            "flag_reason": self.flag_reason,
            "machine_id": self.machine_id,
            "heartbeat_at": self.heartbeat_at,
            "waiting_rounds": self.waiting_rounds,
        }


def _iso(value: Any) -> str | None:
    return None if value is None else str(value.isoformat())


def status(url: str) -> list[TableState]:
    with _on_floor(url) as conn:
        rows = conn.execute(
            """SELECT t.table_id,
                      (SELECT count(*) FROM floor.entries e WHERE e.table_id = t.table_id AND e.kind = 'round'),
                      h.position, h.hash, h.received_at, t.flagged_at IS NOT NULL, t.flag_reason, t.machine_id,
                      s.heartbeat_at, s.waiting_rounds
                 FROM floor.tables t
                 LEFT JOIN LATERAL (SELECT position, hash, received_at FROM floor.entries e
                                     WHERE e.table_id = t.table_id ORDER BY position DESC LIMIT 1) h ON true
                 LEFT JOIN floor.table_status s ON s.table_id = t.table_id
                ORDER BY t.table_id"""
        ).fetchall()
    return [
        TableState(
            table_id=r[0],
            rounds=int(r[1]),
            entries=int(r[2] or 0),
            head_position=int(r[2] or 0),
            head_hash=r[3] or GENESIS_HASH,
            last_shipped_at=_iso(r[4]),
            forked=bool(r[5]),
            flag_reason=r[6],
            machine_id=r[7],
            heartbeat_at=_iso(r[8]),
            waiting_rounds=None if r[9] is None else int(r[9]),
        )
        for r in rows
    ]


@dataclass(frozen=True)
class TableCheck:
    table_id: str
    ok: bool
    entries: int
    position: int | None = None
    reason: str | None = None

    def describe(self) -> str:
        if self.ok:
            return f"{self.table_id}: intact, {self.entries} entries"
        where = f" at position {self.position}" if self.position is not None else ""
        return f"{self.table_id}: FAILED{where}: {self.reason}"


_DIGEST_ARGS = ", ".join(["chain_row", *(f"{t}_rows" for t in CONTENT_TABLES)])
_FIRST_BAD_ENTRY = f"""
SELECT position, reason FROM (
  SELECT position,
         CASE
           WHEN position = coalesce(lag(position) OVER w, 0) + 2 THEN
             format('entry %%s is missing', position - 1)
           WHEN position <> coalesce(lag(position) OVER w, 0) + 1 THEN
             format('entries %%s to %%s are missing', coalesce(lag(position) OVER w, 0) + 1, position - 1)
           WHEN prev_hash <> coalesce(lag(hash) OVER w, '{GENESIS_HASH}') THEN
             'its link to the previous entry is broken (entries removed, reordered or changed)'
           WHEN chain_row::jsonb <> jsonb_build_array(position, kind, round_id, recorded_at, prev_hash) THEN
             'its chain row does not match its fields (changed on the floor)'
           WHEN floor.entry_digest({_DIGEST_ARGS}) <> hash THEN
             'its content does not match its hash (changed on the floor)'
         END AS reason
    FROM floor.entries WHERE table_id = %s
  WINDOW w AS (ORDER BY position)) checked
 WHERE reason IS NOT NULL ORDER BY position LIMIT 1"""
_FIRST_BAD_AUDIT = f"""
SELECT seq FROM (
  SELECT seq, prev_hash <> coalesce(lag(hash) OVER (ORDER BY seq), '{GENESIS_HASH}') AS broken
    FROM floor.audit_entries WHERE table_id = %s) checked
 WHERE broken ORDER BY seq LIMIT 1"""


def verify(url: str) -> list[TableCheck]:
    """Every table's chain: continuous from entry 1, each link and each hash right, the
    audit trail linked, the table not flagged."""
    checks: list[TableCheck] = []
    with _on_floor(url) as conn:
        tables = conn.execute(
            "SELECT table_id, flagged_position, flag_reason FROM floor.tables ORDER BY table_id"
        ).fetchall()
        for table_id, flagged_at, flag in tables:
            count_row = conn.execute("SELECT count(*) FROM floor.entries WHERE table_id = %s", (table_id,)).fetchone()
            count = int(count_row[0]) if count_row else 0
            bad = conn.execute(_FIRST_BAD_ENTRY, (table_id,)).fetchone()
            if bad is not None:
                checks.append(TableCheck(table_id, False, count, int(bad[0]), str(bad[1])))
                continue
            audit = conn.execute(_FIRST_BAD_AUDIT, (table_id,)).fetchone()
            if audit is not None:
                checks.append(TableCheck(table_id, False, count, None, f"audit entry {audit[0]}: broken link"))
                continue
            if flag is not None:
                checks.append(TableCheck(table_id, False, count, flagged_at, f"flagged: {flag}"))
                continue
            checks.append(TableCheck(table_id, True, count))
    return checks
