"""Export of the training log for the instructor: CSV (one answer a row) or JSON (per
trainee: accuracy and speed per drill and per day, the sessions and every answer)."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any, TextIO

from dealer_assist.errors import LogError, os_reason
from dealer_assist.messages import msg
from dealer_assist.training.stats import weakest_rules
from dealer_assist.training.store import TrainingLog

CSV_COLUMNS = (
    "id",
    "session",
    "trainee",
    "answered_at",
    "drill",
    "game",
    "level",
    "rules",
    "box",
    "question",
    "expected",
    "given",
    "correct",
    "seconds",
    "seed",
)


def write_csv(log: TrainingLog, out: TextIO, trainee: str | None = None) -> int:
    """Every answer (of one trainee, or all) as a CSV row; how many rows."""
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    rows = log.answers(trainee)
    for r in rows:
        writer.writerow(
            [
                r.id,
                r.session_id,
                r.trainee,
                r.answered_at,
                r.kind,
                r.game,
                r.level,
                " ".join(r.rules),
                "" if r.box is None else r.box,
                r.question,
                r.expected,
                r.given,
                "yes" if r.correct else "no",
                f"{r.seconds:.2f}",
                r.seed,
            ]
        )
    return len(rows)


def report(log: TrainingLog, trainee: str | None = None) -> dict[str, Any]:
    """Per trainee: totals, per drill and per day, weakest rules, sessions and answers (with
    each drill's round file, so the instructor can settle it again)."""
    names = [trainee] if trainee else log.trainees()
    out: dict[str, Any] = {"trainees": []}
    for name in names:
        rows = log.answers(name)
        out["trainees"].append(
            {
                "trainee": name,
                "answered": len(rows),
                "correct": sum(r.correct for r in rows),
                "by_drill": [k.to_json() for k in log.stats(name)],
                "by_day": [d.to_json() for d in log.progress(name)],
                "weakest_rules": [{"rule": r, "wrong": n} for r, n in weakest_rules(rows)],
                "sessions": log.sessions(name),
                "answers": [r.to_json() for r in rows],
            }
        )
    return out


def export(log: TrainingLog, path: Path, trainee: str | None = None, fmt: str | None = None) -> int:
    """Write ``path`` as CSV or JSON (by ``fmt``, else by the file's suffix); answers written."""
    kind = fmt or ("csv" if path.suffix.lower() == ".csv" else "json")
    if kind not in ("csv", "json"):
        raise LogError(f"export {path}: choose csv or json, not {kind!r}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8", newline="") as f:
            if kind == "csv":
                return write_csv(log, f, trainee)
            data = report(log, trainee)
            json.dump(data, f, indent=2, ensure_ascii=False)
            f.write("\n")
            return sum(t["answered"] for t in data["trainees"])
    except OSError as err:
        raise LogError(msg("export.cannot_write", path=path, why=os_reason(err))) from err
