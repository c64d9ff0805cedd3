"""Beyond one floor: a group of casinos gathers its properties' floors into one group
database with PostgreSQL logical replication (see docs/floor.md, "Beyond one floor").

Each property's floor publishes the tables the chain lives in (:data:`PUBLISHED`, one
publication per property); the group database is a floor of its own (``floor init``) and
holds one subscription per property. Rows arrive as the property holds them; the group's
``floor verify`` recomputes every table's chain from entry 1, so the group checks what it
received without trusting the property's checks or the network. Table ids must be unique in
the group (prefix them with the property: ``LIS-T1``), since every property's rows meet in the
same tables.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from pathlib import Path

from dealer_assist.floor.admin import _need_floor, _with_credentials
from dealer_assist.floor.connect import connect, describe, resolve, write_credentials
from dealer_assist.floor.errors import FloorError
from dealer_assist.messages import msg

PUBLISHED = ("floor.tables", "floor.entries", "floor.audit_entries", "floor.table_status")
"""What a property publishes: the registry, the chained entries, the staff audit trails, the
status rows. Not ``incidents`` nor ``approvals``: their ids are each property's own serials
and would collide in the group (what they say of a round is in its records, chained)."""
PUBLICATION = "da_floor_property"


def reader_role(database: str) -> str:
    """The group's login on the property floor ``database`` (roles are per cluster, and a
    cluster may hold several properties' floors: the database is part of the name)."""
    slug = re.sub(r"[^a-z0-9]+", "_", database.lower()).strip("_")[:30] or "floor"
    return f"da_group_{slug}_{hashlib.sha256(database.encode()).hexdigest()[:8]}"

_NAME = re.compile(r"^[a-z][a-z0-9_]{0,62}$")


def _name(kind: str, value: str) -> str:
    if not _NAME.match(value):
        raise FloorError(f"{kind} {value!r}: lower-case letters, digits and _ only, starting with a letter")
    return value


def publish(url: str, out: Path, *, base: str | None = None, publication: str = PUBLICATION) -> str:
    """On a property's floor (as its superuser): the publication of :data:`PUBLISHED` and the
    login the group's subscription uses (REPLICATION, BYPASSRLS to read every table's rows,
    SELECT on what is published), its credentials written to ``out`` (0600). Returns the
    publication's name. Needs ``wal_level = logical`` on the property's server."""
    import psycopg
    from psycopg import sql

    publication = _name("publication", publication)
    password = secrets.token_urlsafe(24)
    with connect(resolve(url), autocommit=True) as conn:
        try:
            _need_floor(conn)
            level = conn.execute("SHOW wal_level").fetchone()
            if not level or level[0] != "logical":
                raise FloorError(
                    f"wal_level is {level[0] if level else '?'} on this server: set wal_level = logical "
                    "(postgresql.conf) and restart it before publishing"
                )
            reader = reader_role(conn.info.dbname)
            exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (reader,)).fetchone()
            verb = (
                "ALTER ROLE {} LOGIN REPLICATION BYPASSRLS PASSWORD {}"
                if exists
                else ("CREATE ROLE {} LOGIN REPLICATION BYPASSRLS PASSWORD {}")
            )
            conn.execute(sql.SQL(verb).format(sql.Identifier(reader), sql.Literal(password)))
            conn.execute(sql.SQL("GRANT USAGE ON SCHEMA floor TO {}").format(sql.Identifier(reader)))
            conn.execute(
                sql.SQL("GRANT SELECT ON {} TO {}").format(
                    sql.SQL(", ").join(sql.SQL(t) for t in PUBLISHED), sql.Identifier(reader)
                )
            )
            have = conn.execute("SELECT 1 FROM pg_publication WHERE pubname = %s", (publication,)).fetchone()
            if not have:
                conn.execute(
                    sql.SQL("CREATE PUBLICATION {} FOR TABLE {}").format(
                        sql.Identifier(publication), sql.SQL(", ").join(sql.SQL(t) for t in PUBLISHED)
                    )
                )
        except psycopg.Error as err:
            raise FloorError(f"floor publish: {describe(err)}") from err
        database = conn.info.dbname
    conninfo = _with_credentials(resolve(url), base, reader, password)
    write_credentials(out, conninfo, f"dealer-assist group reader of the floor {database}")
    return publication


def subscribe(group_url: str, name: str, property_conninfo: str, *, publication: str = PUBLICATION) -> None:
    """On the group database (a floor: ``floor init``; as its superuser): the subscription
    ``name`` (one per property) to the property's publication; the property's rows are
    copied first, then follow as they arrive."""
    import psycopg
    from psycopg import sql

    name, publication = _name("subscription", name), _name("publication", publication)
    with connect(resolve(group_url), autocommit=True) as conn:
        try:
            _need_floor(conn)
            conn.execute(
                sql.SQL("CREATE SUBSCRIPTION {} CONNECTION {} PUBLICATION {}").format(
                    sql.Identifier(name), sql.Literal(resolve(property_conninfo)), sql.Identifier(publication)
                )
            )
        except psycopg.Error as err:
            raise FloorError(f"floor subscribe: {describe(err)}") from err


def unsubscribe(group_url: str, name: str) -> None:
    """Drop the subscription ``name`` (and its slot on the property, when it can be reached;
    a property gone for good leaves its slot to its own administrator). The rows received
    stay."""
    import psycopg
    from psycopg import sql

    name = _name("subscription", name)
    ident = sql.Identifier(name)
    with connect(resolve(group_url), autocommit=True) as conn:
        try:
            conn.execute(sql.SQL("DROP SUBSCRIPTION IF EXISTS {}").format(ident))
        except psycopg.OperationalError:
            conn.execute(sql.SQL("ALTER SUBSCRIPTION {} DISABLE").format(ident))
            conn.execute(sql.SQL("ALTER SUBSCRIPTION {} SET (slot_name = NONE)").format(ident))
            conn.execute(sql.SQL("DROP SUBSCRIPTION {}").format(ident))
        except psycopg.Error as err:
            raise FloorError(f"floor unsubscribe: {describe(err)}") from err


def received(group_url: str) -> dict[str, int]:
    """Entries the group holds per table (to see a property catching up)."""
    import psycopg

    with connect(resolve(group_url)) as conn:
        try:
            rows = conn.execute("SELECT table_id, count(*) FROM floor.entries GROUP BY table_id").fetchall()
        except psycopg.Error as err:
            raise FloorError(msg("floor.failed", why=describe(err))) from err
    return {str(r[0]): int(r[1]) for r in rows}
