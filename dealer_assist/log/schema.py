"""The round log's tables, indexes and append-only triggers, and their versions.

The DDL below is the single source of truth: the hash chain covers, for every chained
table, every column the DDL declares (:attr:`Layout.chained_columns` is read from it), and
``verify`` checks the file's tables still have exactly these columns. A file says its
version in ``PRAGMA user_version``; a log is never converted: each keeps the layout it was
created with, and new logs get :data:`SCHEMA_VERSION`.

Layout 1. ``chain`` lists every entry (a round, a void or an adjustment) in order, with the
hash of the previous entry and its own. A round's content is its ``rounds`` row (with the
derived, indexed figures of :mod:`dealer_assist.log.summary`), its ``records`` rows (cards
as read, decisions, corrections, overrides), its ``boxes`` rows and its settlement
``lines`` rows, all keyed by the chain position. ``adjustments`` hold voids and adjustments.
Only ``journal`` (the in-progress round of each table) may be changed or deleted.

Layout 2 (compact, docs/compact-log.md). The same ``chain``, ``boxes``, ``adjustments`` and
``journal``; the ``rounds`` row keeps every searched column at the same place but holds the
round file, the settlement and the records as one deflated ``body``
(:mod:`dealer_assist.log.compact`) instead of two JSON texts, 70-odd ``records`` rows and
the ``lines`` rows that repeated the settlement. ``records`` is a view reading the bodies
(through the SQL function ``round_records`` a :class:`~dealer_assist.log.store.RoundLog`
connection has), so reports that read records in SQL read them as before.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

from dealer_assist.messages import Message, msg

SCHEMA_VERSION = 2  # what a new log gets
APPLICATION_ID = 0x44414C47  # "DALG": marks the file as a dealer-assist round log
GENESIS_HASH = "0" * 64

# The rounds row of both layouts: who, where and when, then what the round holds (the two
# columns a layout stores it in), then the derived, indexed figures. Each column keeps its
# place in both layouts, so the floor reads either row by layout 1's places.
_ROUNDS_WHO_WHEN = (
    "position INTEGER PRIMARY KEY",
    "round_id TEXT NOT NULL UNIQUE",
    "table_id TEXT NOT NULL",
    "game TEXT NOT NULL",
    "profile_name TEXT NOT NULL",
    "profile_sha256 TEXT NOT NULL",
    "app_version TEXT NOT NULL",
    "croupier TEXT",
    "started_at TEXT NOT NULL",
    "confirmed_at TEXT NOT NULL",
)
_ROUNDS_FIGURES = (
    "boxes INTEGER NOT NULL",
    "total_wagered_cents INTEGER NOT NULL",
    "total_paid_cents INTEGER NOT NULL",
    "house_result_cents INTEGER NOT NULL",
    "largest_payout_cents INTEGER NOT NULL",
    "capped INTEGER NOT NULL",
    "corrected INTEGER NOT NULL",
    "alerts INTEGER NOT NULL",
)


def _rounds_ddl(*content: str) -> str:
    """The rounds table with ``content`` (two column definitions) where the round is kept.
    The text is what SQLite keeps in ``sqlite_master`` and ``verify`` compares, so its
    layout (four spaces, one column a line) is part of the schema."""
    columns = ",\n    ".join((*_ROUNDS_WHO_WHEN, *content, *_ROUNDS_FIGURES))
    return f"CREATE TABLE rounds (\n    {columns}\n) STRICT"


TABLES_DDL_1: dict[str, str] = {
    "chain": """CREATE TABLE chain (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('round', 'void', 'adjustment')),
    round_id TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
) STRICT""",
    "rounds": _rounds_ddl("round_file TEXT NOT NULL", "settlement TEXT NOT NULL"),
    "records": """CREATE TABLE records (
    position INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    time TEXT NOT NULL,
    kind TEXT NOT NULL,
    who TEXT,
    why TEXT,
    data TEXT NOT NULL,
    PRIMARY KEY (position, seq)
) STRICT, WITHOUT ROWID""",
    "boxes": """CREATE TABLE boxes (
    position INTEGER NOT NULL,
    box INTEGER NOT NULL,
    hand TEXT,
    second_hand TEXT,
    wagered_cents INTEGER NOT NULL,
    net_cents INTEGER NOT NULL,
    payout_cents INTEGER NOT NULL,
    capped INTEGER NOT NULL,
    PRIMARY KEY (position, box)
) STRICT, WITHOUT ROWID""",
    "lines": """CREATE TABLE lines (
    position INTEGER NOT NULL,
    box INTEGER NOT NULL,
    line INTEGER NOT NULL,
    wager TEXT NOT NULL,
    stake TEXT,
    outcome TEXT NOT NULL,
    ratio TEXT,
    net TEXT NOT NULL,
    PRIMARY KEY (position, box, line)
) STRICT, WITHOUT ROWID""",
    "adjustments": """CREATE TABLE adjustments (
    position INTEGER PRIMARY KEY,
    round_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('void', 'adjustment')),
    who TEXT NOT NULL,
    why TEXT NOT NULL,
    data TEXT NOT NULL
) STRICT""",
    "journal": """CREATE TABLE journal (
    table_id TEXT PRIMARY KEY,
    saved_at TEXT NOT NULL,
    state TEXT NOT NULL
) STRICT""",
}

# Layout 2: the rounds row keeps every column of layout 1 at its place, but the round file
# and the settlement give way to the deflated body (round file, settlement and records) and
# the length of its text; there are no records or lines tables.
TABLES_DDL_2: dict[str, str] = {
    "chain": TABLES_DDL_1["chain"],
    "rounds": _rounds_ddl("body BLOB NOT NULL", "body_size INTEGER NOT NULL"),
    "boxes": TABLES_DDL_1["boxes"],
    "adjustments": TABLES_DDL_1["adjustments"],
    "journal": TABLES_DDL_1["journal"],
}

# The records of a layout 2 log, read from the rounds' bodies, for SQL that reads records
# (reports of corrections and alerts); one body is inflated per round the query reaches.
VIEWS_DDL_2: tuple[str, ...] = (
    """CREATE VIEW records (position, seq, time, kind, who, why, data) AS
SELECT r.position, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5
FROM rounds r, json_each(round_records(r.body, r.body_size)) j""",
)

# The parts of every entry's hash, in order, in both layouts: a layout 2 entry has no
# records or lines rows, so those parts are empty. The floor receives and re-hashes an
# entry as these five texts (dealer_assist.floor), whichever layout it comes from.
CONTENT_TABLES = ("rounds", "records", "boxes", "lines", "adjustments")
MUTABLE_TABLES = ("journal",)

INDEXES_DDL: tuple[str, ...] = (
    # The pit boss's default view: a time range, newest first, often with a minimum payout.
    "CREATE INDEX rounds_by_time ON rounds (confirmed_at, largest_payout_cents)",
    "CREATE INDEX rounds_by_payout ON rounds (largest_payout_cents, confirmed_at)",
    "CREATE INDEX rounds_by_table ON rounds (table_id, confirmed_at)",
    "CREATE INDEX rounds_by_game ON rounds (game, confirmed_at)",
    # Rare flags: partial indexes stay small and make "only capped rounds" instant.
    "CREATE INDEX rounds_capped ON rounds (confirmed_at) WHERE capped = 1",
    "CREATE INDEX rounds_corrected ON rounds (confirmed_at) WHERE corrected = 1",
    "CREATE INDEX rounds_with_alerts ON rounds (confirmed_at) WHERE alerts > 0",
    "CREATE INDEX boxes_by_box ON boxes (box, payout_cents)",
    "CREATE INDEX adjustments_by_round ON adjustments (round_id, kind)",
)


def trigger_ddl(table: str) -> tuple[str, str]:
    """The two triggers that make ``table`` append-only."""
    return (
        f"CREATE TRIGGER {table}_no_update BEFORE UPDATE ON {table} BEGIN "
        f"SELECT RAISE(ABORT, 'the round log is append-only: {table} rows cannot be changed'); "
        "END",
        f"CREATE TRIGGER {table}_no_delete BEFORE DELETE ON {table} BEGIN "
        f"SELECT RAISE(ABORT, 'the round log is append-only: {table} rows cannot be deleted'); "
        "END",
    )


# Objects SQLite itself adds: the AUTOINCREMENT counter (checked by verify against the
# chain) and the planner's statistics (ANALYZE, PRAGMA optimize), which change no result.
_SQLITE_OWN = frozenset({"sqlite_sequence", "sqlite_stat1", "sqlite_stat2", "sqlite_stat3", "sqlite_stat4"})


@dataclass(frozen=True)
class Layout:
    """One version of the log's tables: what a file of that version holds and what its
    chain covers."""

    version: int
    tables_ddl: dict[str, str]
    views_ddl: tuple[str, ...] = ()
    indexes_ddl: tuple[str, ...] = INDEXES_DDL
    # Derived from the DDL (below).
    content_tables: tuple[str, ...] = field(init=False)
    chained_tables: tuple[str, ...] = field(init=False)
    triggers_ddl: dict[str, str] = field(init=False)
    declared_columns: dict[str, tuple[str, ...]] = field(init=False)
    chained_columns: dict[str, tuple[str, ...]] = field(init=False)
    blob_columns: frozenset[tuple[str, str]] = field(init=False)
    expected_objects: dict[str, tuple[str, str, str | None]] = field(init=False)

    def __post_init__(self) -> None:
        content = tuple(t for t in CONTENT_TABLES if t in self.tables_ddl)
        chained = ("chain", *content)
        triggers: dict[str, str] = {}
        for table in chained:
            for sql in trigger_ddl(table):
                triggers[sql.split()[2]] = sql
        conn = sqlite3.connect(":memory:")
        try:
            for sql in self.tables_ddl.values():
                conn.execute(sql)
            info = {t: conn.execute(f"PRAGMA table_info({t})").fetchall() for t in self.tables_ddl}
        finally:
            conn.close()
        declared = {t: tuple(row[1] for row in rows) for t, rows in info.items()}
        set_ = object.__setattr__  # frozen: the derived fields are set once, here
        set_(self, "content_tables", content)
        set_(self, "chained_tables", chained)
        set_(self, "triggers_ddl", triggers)
        set_(self, "declared_columns", declared)
        # What the hash of a chain entry covers: every column of every chained table,
        # except the entry's own hash.
        set_(
            self,
            "chained_columns",
            {t: tuple(c for c in declared[t] if not (t == "chain" and c == "hash")) for t in chained},
        )
        set_(self, "blob_columns", frozenset((t, r[1]) for t, rows in info.items() for r in rows if r[2] == "BLOB"))
        set_(self, "expected_objects", self._objects())

    def create_statements(self) -> list[str]:
        """Every statement that creates an empty log of this layout (one transaction)."""
        return [
            *self.tables_ddl.values(),
            *self.views_ddl,
            *self.indexes_ddl,
            *self.triggers_ddl.values(),
            f"PRAGMA application_id = {APPLICATION_ID}",
            f"PRAGMA user_version = {self.version}",
        ]

    def row_expression(self, table: str) -> str:
        """SQL for one row of ``table`` as canonical text: a JSON array of its chained
        columns (a BLOB as its hexadecimal digits: JSON holds no bytes)."""
        columns = (f"hex({c})" if (table, c) in self.blob_columns else c for c in self.chained_columns[table])
        return f"json_array({', '.join(columns)})"

    def _objects(self) -> dict[str, tuple[str, str, str | None]]:
        """Every object of a new log in SQLite's schema table: name -> (type, table, sql)."""
        conn = sqlite3.connect(":memory:")
        try:
            for statement in self.create_statements():
                conn.execute(statement)
            rows = conn.execute("SELECT name, type, tbl_name, sql FROM sqlite_master").fetchall()
            return {name: (kind, table, sql) for name, kind, table, sql in rows if name not in _SQLITE_OWN}
        finally:
            conn.close()


LAYOUTS: dict[int, Layout] = {1: Layout(1, TABLES_DDL_1), 2: Layout(2, TABLES_DDL_2, VIEWS_DDL_2)}
CURRENT = LAYOUTS[SCHEMA_VERSION]


def layout_of(conn: sqlite3.Connection) -> Layout:
    """The layout of the open log (by its ``user_version``); a LogError for another."""
    from dealer_assist.errors import LogError

    version = conn.execute("PRAGMA user_version").fetchone()[0]
    found = LAYOUTS.get(version)
    if found is None:
        raise LogError(f"unknown log schema {version}")
    return found


# The current layout's, by their old names (what a new log holds).
TABLES_DDL = CURRENT.tables_ddl
CHAINED_TABLES = CURRENT.chained_tables
TRIGGERS_DDL = CURRENT.triggers_ddl
DECLARED_COLUMNS = CURRENT.declared_columns
EXPECTED_OBJECTS = CURRENT.expected_objects
# Layout 1's columns, as the floor uses them: its mirror of the tables' logs keeps layout
# 1, and its view of the rounds reads each shipped rounds row by these places (a layout 2
# row keeps every searched column at its place; body and body_size stand where the round
# file and the settlement stood).
CHAINED_COLUMNS = LAYOUTS[1].chained_columns


def create_statements(version: int = SCHEMA_VERSION) -> list[str]:
    """Every statement that creates an empty log (run in one transaction)."""
    return LAYOUTS[version].create_statements()


def schema_problems(conn: sqlite3.Connection, layout: Layout | None = None) -> list[Message]:
    """What differs between the file's tables and triggers and the ones this code makes
    for the file's version (messages: the pit boss's screen says them)."""
    if layout is None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version not in LAYOUTS:
            return [msg("schema.unknown", version=version)]
        layout = LAYOUTS[version]
    problems: list[Message] = []
    for table in layout.tables_ddl:
        found = [(r[1], r[2], r[3], r[5]) for r in conn.execute(f"PRAGMA table_info({table})")]
        if not found:
            problems.append(msg("schema.table_missing", table=table))
            continue
        expected_names = layout.declared_columns[table]
        names = tuple(c[0] for c in found)
        if names != expected_names:
            problems.append(
                msg("schema.columns", table=table, names=str(list(names)), expected=str(list(expected_names)))
            )
    triggers = dict(conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"))
    for name, sql in layout.triggers_ddl.items():
        if triggers.get(name) != sql:
            state = "missing" if name not in triggers else "altered"
            problems.append(msg(f"schema.trigger_{state}", name=name))
    if not problems:
        problems.extend(object_problems(conn, layout))
    return problems


def object_problems(conn: sqlite3.Connection, layout: Layout | None = None) -> list[Message]:
    """Every table, index, trigger and view of the file must be exactly one this code
    makes, with exactly its definition: an index redefined (a partial condition, another
    collation), added or removed changes what the pit boss's searches return."""
    expected_objects = (layout or layout_of(conn)).expected_objects
    problems: list[Message] = []
    found = {
        name: (kind, table, sql)
        for name, kind, table, sql in conn.execute("SELECT name, type, tbl_name, sql FROM sqlite_master")
        if name not in _SQLITE_OWN
    }
    for name, expected in expected_objects.items():
        if name not in found:
            problems.append(msg("schema.object_missing", object=_object(expected[0], name)))
        elif found[name] != expected:
            problems.append(msg("schema.object_differs", object=_object(expected[0], name)))
    extra = sorted((found[name][0], name) for name in found if name not in expected_objects)
    if extra:
        problems.append(msg("schema.unexpected", objects=tuple(_object(kind, name) for kind, name in extra)))
    return problems


def _object(kind: str, name: str) -> Message:
    """``index rounds_by_time``: the kind in the screen's words, the name as the file has it."""
    return msg("schema.object", kind=msg(f"schema.kind.{kind}"), name=name)
