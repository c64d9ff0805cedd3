"""Shared helpers for the round-log tests: small logs of synthetic rounds."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from dealer_assist.log import LoggedRound, RoundLog
from dealer_assist.log.schema import Layout, layout_of
from tools.synth.rounds import generate


def rounds(n: int, seed: int = 7) -> list[LoggedRound]:
    return list(generate(n, seed=seed, tables=3))


def make_log(path: Path, n: int = 8, seed: int = 7, schema_version: int | None = None) -> list[LoggedRound]:
    """A closed log at ``path`` with ``n`` rounds, a void and an adjustment (in the layout
    of ``schema_version``: a new log's unless said)."""
    entries = rounds(n, seed)
    with RoundLog.open(path, **({} if schema_version is None else {"schema_version": schema_version})) as log:
        for entry in entries:
            log.append_round(entry)
        log.append_adjustment(entries[1].round_id, "void", "pit boss Marta", "dealt from a "
                              "foul deck", {"ticket": 17})
        log.append_adjustment(entries[2].round_id, "adjustment", "pit boss Marta",
                              "paid 10 short", {"box": 1, "amount": "10"})
    return entries


def copy_log(source: Path, target: Path) -> Path:
    shutil.copyfile(source, target)
    return target


def layout_at(path: Path) -> Layout:
    """The layout of the log file at ``path`` (:func:`~dealer_assist.log.schema.layout_of`)."""
    conn = sqlite3.connect(path)
    try:
        return layout_of(conn)
    finally:
        conn.close()


def behind_the_log(path: Path, *statements: tuple[str, tuple[object, ...]]) -> None:
    """Change the file as its owner (or an attacker) could, with no app code: the layout's
    append-only triggers dropped, the statements run (autocommit), the triggers put back."""
    triggers = layout_at(path).triggers_ddl
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        for name in triggers:
            conn.execute(f"DROP TRIGGER {name}")
        for sql, params in statements:
            conn.execute(sql, params)
        for ddl in triggers.values():
            conn.execute(ddl)
    finally:
        conn.close()
