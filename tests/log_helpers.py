"""Shared helpers for the round-log tests: small logs of synthetic rounds."""

from __future__ import annotations

import shutil
from pathlib import Path

from dealer_assist.log import LoggedRound, RoundLog
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
