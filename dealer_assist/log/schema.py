"""The round log's tables, indexes and append-only triggers, and their version.

The DDL below is the single source of truth: the hash chain covers, for every chained
table, every column the DDL declares (:data:`CHAINED_COLUMNS` is read from it), and
``verify`` checks the file's tables still have exactly these columns.

Layout. ``chain`` lists every entry (a round, a void or an adjustment) in order, with the
hash of the previous entry and its own. A round's content is its ``rounds`` row (with the
derived, indexed figures of :mod:`dealer_assist.log.summary`), its ``records`` rows (cards
as read, decisions, corrections, overrides), its ``boxes`` rows and its settlement
``lines`` rows, all keyed by the chain position. ``adjustments`` hold voids and adjustments.
Only ``journal`` (the in-progress round of each table) may be changed or deleted.
"""

from __future__ import annotations

import sqlite3

SCHEMA_VERSION = 1
APPLICATION_ID = 0x44414C47  # "DALG": marks the file as a dealer-assist round log
GENESIS_HASH = "0" * 64

TABLES_DDL: dict[str, str] = {
    "chain": """CREATE TABLE chain (
    position INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL CHECK (kind IN ('round', 'void', 'adjustment')),
    round_id TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
) STRICT""",
    "rounds": """CREATE TABLE rounds (
    position INTEGER PRIMARY KEY,
    round_id TEXT NOT NULL UNIQUE,
    table_id TEXT NOT NULL,
    game TEXT NOT NULL,
    profile_name TEXT NOT NULL,
    profile_sha256 TEXT NOT NULL,
    app_version TEXT NOT NULL,
    croupier TEXT,
    started_at TEXT NOT NULL,
    confirmed_at TEXT NOT NULL,
    round_file TEXT NOT NULL,
    settlement TEXT NOT NULL,
    boxes INTEGER NOT NULL,
    total_wagered_cents INTEGER NOT NULL,
    total_paid_cents INTEGER NOT NULL,
    house_result_cents INTEGER NOT NULL,
    largest_payout_cents INTEGER NOT NULL,
    capped INTEGER NOT NULL,
    corrected INTEGER NOT NULL,
    alerts INTEGER NOT NULL
) STRICT""",
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

# Content tables whose rows belong to one chain entry (by position), in hashing order.
CONTENT_TABLES = ("rounds", "records", "boxes", "lines", "adjustments")
CHAINED_TABLES = ("chain", *CONTENT_TABLES)
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


TRIGGERS_DDL: dict[str, str] = {}
for _table in CHAINED_TABLES:
    for _sql in trigger_ddl(_table):
        TRIGGERS_DDL[_sql.split()[2]] = _sql


def create_statements() -> list[str]:
    """Every statement that creates an empty log (run in one transaction)."""
    return [
        *TABLES_DDL.values(),
        *INDEXES_DDL,
        *TRIGGERS_DDL.values(),
        f"PRAGMA application_id = {APPLICATION_ID}",
        f"PRAGMA user_version = {SCHEMA_VERSION}",
    ]


def _declared_columns() -> dict[str, tuple[str, ...]]:
    conn = sqlite3.connect(":memory:")
    try:
        for sql in TABLES_DDL.values():
            conn.execute(sql)
        return {table: tuple(row[1] for row in conn.execute(f"PRAGMA table_info({table})")) for table in TABLES_DDL}
    finally:
        conn.close()


DECLARED_COLUMNS = _declared_columns()
# What the hash of a chain entry covers: every column of every chained table, except the
# entry's own hash.
CHAINED_COLUMNS: dict[str, tuple[str, ...]] = {
    table: tuple(c for c in DECLARED_COLUMNS[table] if not (table == "chain" and c == "hash"))
    for table in CHAINED_TABLES
}


def schema_problems(conn: sqlite3.Connection) -> list[str]:
    """What differs between the file's tables and triggers and the ones this code makes."""
    problems: list[str] = []
    for table in TABLES_DDL:
        found = [(r[1], r[2], r[3], r[5]) for r in conn.execute(f"PRAGMA table_info({table})")]
        if not found:
            problems.append(f"table {table} is missing")
            continue
        expected_names = DECLARED_COLUMNS[table]
        names = tuple(c[0] for c in found)
        if names != expected_names:
            problems.append(f"table {table} has columns {list(names)}, expected {list(expected_names)}")
    triggers = dict(conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"))
    for name, sql in TRIGGERS_DDL.items():
        if triggers.get(name) != sql:
            state = "missing" if name not in triggers else "altered"
            problems.append(f"append-only trigger {name} is {state}")
    if not problems:
        problems.extend(object_problems(conn))
    return problems


# Objects SQLite itself adds: the AUTOINCREMENT counter (checked by verify against the
# chain) and the planner's statistics (ANALYZE, PRAGMA optimize), which change no result.
_SQLITE_OWN = frozenset({"sqlite_sequence", "sqlite_stat1", "sqlite_stat2", "sqlite_stat3", "sqlite_stat4"})


def _expected_objects() -> dict[str, tuple[str, str, str | None]]:
    """Every object of a new log in SQLite's schema table: name -> (type, table, sql)."""
    conn = sqlite3.connect(":memory:")
    try:
        for statement in create_statements():
            conn.execute(statement)
        rows = conn.execute("SELECT name, type, tbl_name, sql FROM sqlite_master").fetchall()
        return {name: (kind, table, sql) for name, kind, table, sql in rows if name not in _SQLITE_OWN}
    finally:
        conn.close()


EXPECTED_OBJECTS = _expected_objects()


def object_problems(conn: sqlite3.Connection) -> list[str]:
    """Every table, index, trigger and view of the file must be exactly one this code
    makes, with exactly its definition: an index redefined (a partial condition, another
    collation), added or removed changes what the pit boss's searches return."""
    problems: list[str] = []
    found = {
        name: (kind, table, sql)
        for name, kind, table, sql in conn.execute("SELECT name, type, tbl_name, sql FROM sqlite_master")
        if name not in _SQLITE_OWN
    }
    for name, expected in EXPECTED_OBJECTS.items():
        if name not in found:
            problems.append(f"{expected[0]} {name} is missing")
        elif found[name] != expected:
            problems.append(f"{expected[0]} {name} is not defined as this version defines it")
    extra = sorted(f"{found[name][0]} {name}" for name in found if name not in EXPECTED_OBJECTS)
    if extra:
        problems.append(f"unexpected {', '.join(extra)} in the file")
    return problems
