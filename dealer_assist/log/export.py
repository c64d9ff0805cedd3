"""Export rounds for people and other programs.

- ``csv``: one row per round, the figures the pit boss searches by (money as decimal
  strings), its adjustments and its chain hash.
- ``json`` to a file or stream: JSON Lines, one round per line, in chain order: every
  field of the :class:`~dealer_assist.log.model.LoggedRound` (``round_file`` is the round
  file of docs/round-file.md, exactly as ``dealer-assist settle`` reads it; ``settlement``,
  ``records``), plus ``position``, ``hash`` and ``adjustments``. ``jq -c .round_file``
  turns it into round files.
- ``json`` to an existing folder: one file per round, ``<round_id>.json``, holding exactly
  its round file.

``date_from``/``date_to`` bound the confirmation time, both inclusive, in the table's
time zone (``zone``, the machine's by default): a date is the whole local day, a time
without an offset is local (:func:`dealer_assist.clock.local_bound`). The rounds' own
times stay as the log keeps them, UTC.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any
from zoneinfo import ZoneInfo

from dealer_assist.clock import local_bound, table_zone
from dealer_assist.errors import LogError, os_reason
from dealer_assist.log.summary import from_cents
from dealer_assist.messages import msg
from dealer_assist.money import fmt

if TYPE_CHECKING:
    from dealer_assist.log.store import RoundLog

FORMATS = ("csv", "json")
CSV_COLUMNS = (
    "position",
    "round_id",
    "table_id",
    "game",
    "croupier",
    "started_at",
    "confirmed_at",
    "boxes",
    "total_wagered",
    "total_paid",
    "house_result",
    "largest_payout",
    "capped",
    "corrected",
    "alerts",
    "voided",
    "adjustments",
    "hash",
)


@contextmanager
def text_out(destination: str | Path | IO[str]) -> Iterator[IO[str]]:
    """A file opened to write an export (a stream is used as it is); a LogError that says
    why when it cannot be written (the screens say it in their language)."""
    if isinstance(destination, str | Path):
        try:
            with open(destination, "w", encoding="utf-8", newline="") as handle:
                yield handle
        except OSError as err:
            raise LogError(msg("export.cannot_write", path=destination, why=os_reason(err))) from err
    else:
        yield destination


def export_log(
    log: RoundLog,
    destination: str | Path | IO[str],
    format: str = "csv",
    date_from: object = None,
    date_to: object = None,
    zone: ZoneInfo | None = None,
) -> int:
    """Write the rounds to ``destination``; returns how many."""
    if format not in FORMATS:
        raise LogError(f"export format is one of {FORMATS}, not {format!r}")
    zone = zone or table_zone()
    low = local_bound(date_from, zone, end=False) if date_from is not None else None  # type: ignore[arg-type]
    high = local_bound(date_to, zone, end=True) if date_to is not None else None  # type: ignore[arg-type]
    if format == "csv":
        return _csv(log, destination, low, high)
    if isinstance(destination, str | Path) and Path(destination).is_dir():
        return _folder(log, Path(destination), low, high)
    return _json_lines(log, destination, low, high)


def _csv(log: RoundLog, destination: str | Path | IO[str], low: str | None, high: str | None) -> int:
    conn = log.db.conn
    written = 0
    with text_out(destination) as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(CSV_COLUMNS)
        for position, entry in log.iter_rounds(low, high):
            row = conn.execute(
                "SELECT r.boxes, r.total_wagered_cents, r.total_paid_cents, "
                "r.house_result_cents, r.largest_payout_cents, r.capped, r.corrected, r.alerts, "
                "EXISTS (SELECT 1 FROM adjustments a WHERE a.round_id = r.round_id "
                "AND a.kind = 'void'), "
                "(SELECT count(*) FROM adjustments a WHERE a.round_id = r.round_id), c.hash "
                "FROM rounds r JOIN chain c USING (position) WHERE r.position = ?",
                (position,),
            ).fetchone()
            money = [fmt(from_cents(v)) for v in row[1:5]]
            writer.writerow(
                [
                    position,
                    entry.round_id,
                    entry.table_id,
                    entry.game,
                    entry.croupier or "",
                    entry.started_at,
                    entry.confirmed_at,
                    row[0],
                    *money,
                    _yes(row[5]),
                    _yes(row[6]),
                    row[7],
                    _yes(row[8]),
                    row[9],
                    row[10],
                ]
            )
            written += 1
    return written


def _yes(flag: int) -> str:
    return "yes" if flag else "no"


def _json_lines(log: RoundLog, destination: str | Path | IO[str], low: str | None, high: str | None) -> int:
    written = 0
    with text_out(destination) as out:
        for position, entry in log.iter_rounds(low, high):
            item: dict[str, Any] = {"position": position, **entry.to_dict()}
            item["hash"] = log.db.conn.execute("SELECT hash FROM chain WHERE position = ?", (position,)).fetchone()[0]
            item["adjustments"] = [
                {
                    "position": a.position,
                    "kind": a.kind,
                    "who": a.who,
                    "why": a.why,
                    "data": a.data,
                    "recorded_at": a.recorded_at,
                }
                for a in log.adjustments(entry.round_id)
            ]
            out.write(json.dumps(item, ensure_ascii=False, sort_keys=True) + "\n")
            written += 1
    return written


def _folder(log: RoundLog, folder: Path, low: str | None, high: str | None) -> int:
    written = 0
    for _, entry in log.iter_rounds(low, high):
        name = "".join(c if c.isalnum() or c in "-_." else "_" for c in entry.round_id)
        target = folder / f"{name}.json"
        try:
            target.write_text(json.dumps(entry.round_file, indent=2) + "\n", encoding="utf-8")
        except OSError as err:
            raise LogError(msg("export.cannot_write", path=target, why=os_reason(err))) from err
        written += 1
    return written
