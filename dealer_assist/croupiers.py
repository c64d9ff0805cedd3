"""Who deals: the rule for a dealer rotation, and the per-croupier figures of a shift.

A croupier takes over a table (a *rotation*) only between rounds: a round is dealt, and
logged, under one croupier's name (:func:`check_rotation`). A round has begun once anything
but a reader alert and its acknowledgement is recorded in it (a wager, a card, a box
removed): an alert that arrives while the table is empty must not keep the next croupier
from signing in.

:func:`croupier_report` reads the round log's indexed columns, per croupier: rounds, hands
dealt (boxes played), time dealing, hands per hour, corrections per 100 rounds and payouts
capped. The time dealing is made of *stints*: the rounds one croupier dealt in a row at one
table, from the first round's start to the last round's confirmation, so the moments
between two rounds of a stint count and the time another croupier dealt does not.

>>> check_rotation(["alert", "acknowledge"], unlogged=False, current="Ana", new="Boris")
>>> check_rotation(["wagers"], unlogged=False, current="Ana", new="Boris")
Traceback (most recent call last):
...
dealer_assist.croupiers.RotationRefused: a round is in progress: the croupier changes between rounds
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from dealer_assist.errors import DealerAssistError, LogError
from dealer_assist.log.model import time_bound
from dealer_assist.log.protocol import RoundStore
from dealer_assist.log.summary import CORRECTION_KINDS

NOT_A_START = frozenset({"alert", "acknowledge", "resolve_alert"})
"""Record kinds a round may hold before it has begun: the reader's alerts, seen to."""
NOBODY = "croupier"
"""The name rounds are logged under when no croupier signed in (no croupier has a PIN)."""


class RotationRefused(DealerAssistError):
    """A croupier may not take over the table now. ``reason``: ``mid_round``,
    ``unlogged`` (the confirmed round is not in the log yet) or ``same`` (already dealing)."""

    def __init__(self, message: str, reason: str, name: str = "") -> None:
        super().__init__(message)
        self.reason = reason
        self.name = name


def round_begun(kinds: Iterable[str]) -> bool:
    """True once the round's records (their kinds) hold a wager, a card or any other step."""
    return any(kind not in NOT_A_START for kind in kinds)


def check_rotation(kinds: Iterable[str], *, unlogged: bool, current: str, new: str | None) -> None:
    """Nothing when ``new`` may take the table over from ``current`` now (``new`` None:
    whoever it will be); else :class:`RotationRefused` in one line."""
    if unlogged:
        raise RotationRefused("the last round is not in the log yet: retry writing it first", "unlogged")
    if round_begun(kinds):
        raise RotationRefused("a round is in progress: the croupier changes between rounds", "mid_round")
    if new == current:
        raise RotationRefused(f"{new} is already dealing", "same", new)


@dataclass(frozen=True)
class CroupierFigures:
    """One croupier's rounds in a report's range (voided rounds are counted apart and left
    out of every other figure, as in the shift report)."""

    croupier: str
    """As the log names them; ``""`` for rounds logged without a croupier."""
    rounds: int
    hands: int
    """Boxes played in those rounds."""
    seconds: float
    """Time dealing: the croupier's stints, first round's start to last round's confirmation."""
    corrections: int
    """Corrections, undos and overrides recorded in those rounds."""
    capped: int
    """Box payouts cut to the table maximum in those rounds."""
    voided: int
    tables: tuple[str, ...]

    @property
    def hands_per_hour(self) -> Decimal | None:
        """Hands dealt per hour of dealing, to one decimal; None when no time was measured."""
        if self.seconds <= 0:
            return None
        return (Decimal(self.hands) * 3600 / Decimal(str(self.seconds))).quantize(Decimal("0.1"), ROUND_HALF_UP)

    @property
    def corrections_per_100(self) -> Decimal | None:
        """Corrections per 100 rounds, to one decimal; None without rounds."""
        if not self.rounds:
            return None
        return (Decimal(self.corrections) * 100 / self.rounds).quantize(Decimal("0.1"), ROUND_HALF_UP)


def _moment(stamp: str) -> datetime:
    return datetime.fromisoformat(stamp.replace("Z", "+00:00"))


def croupier_report(
    log: RoundStore,
    date_from: date | datetime | str,
    date_to: date | datetime | str,
    *,
    table_id: str | None = None,
    game: str | None = None,
    croupier: str | None = None,
) -> list[CroupierFigures]:
    """Per croupier (sorted by name), the rounds confirmed from ``date_from`` to ``date_to``
    (inclusive; as the shift report bounds them: pass its ``date_from``/``date_to``)."""
    low, high = time_bound(date_from, end=False), time_bound(date_to, end=True)
    where = ["r.confirmed_at BETWEEN ? AND ?"]
    params: list[Any] = [low, high]
    # Every croupier's rounds are read, also when one is asked for: their stints end where
    # another croupier's rounds begin.
    for column, value in (("r.table_id", table_id), ("r.game", game)):
        if value is not None:
            where.append(f"{column} = ?")
            params.append(value)
    kinds = ", ".join(f"'{k}'" for k in sorted(CORRECTION_KINDS))
    sql = (
        "SELECT r.table_id, coalesce(r.croupier, ''), r.started_at, r.confirmed_at, r.boxes, "
        "CASE WHEN r.corrected THEN (SELECT count(*) FROM records c WHERE c.position = r.position "
        f"AND c.kind IN ({kinds})) ELSE 0 END, "
        "CASE WHEN r.capped THEN (SELECT count(*) FROM boxes b WHERE b.position = r.position AND b.capped = 1) "
        "ELSE 0 END, "
        "r.round_id IN (SELECT round_id FROM adjustments WHERE kind = 'void') "
        f"FROM rounds r WHERE {' AND '.join(where)} ORDER BY r.table_id, r.confirmed_at, r.position"
    )
    try:
        rows = log.db.conn.execute(sql, params).fetchall()
    except Exception as err:  # sqlite3.Error, reported as the log reports it
        raise LogError(f"round log {log.path}: making the per-croupier report failed: {err}") from err
    sums: dict[str, list[Any]] = {}
    stint: tuple[str, str, datetime, datetime] | None = None  # table, croupier, start, end

    def close_stint() -> None:
        if stint is not None:
            sums[stint[1]][3] += max(0.0, (stint[3] - stint[2]).total_seconds())

    for table, name, started, confirmed, boxes, corrections, capped, voided in rows:
        s = sums.setdefault(name, [0, 0, 0, 0.0, 0, 0, 0, set()])
        s[7].add(table)
        start, end = _moment(started), _moment(confirmed)
        if stint is not None and stint[0] == table and stint[1] == name:
            stint = (table, name, stint[2], max(stint[3], end))
        else:
            close_stint()
            stint = (table, name, start, end)
        if voided:
            s[6] += 1
            continue
        s[0] += 1
        s[1] += int(boxes)
        s[4] += int(corrections)
        s[5] += int(capped)
    close_stint()
    return [
        CroupierFigures(name, s[0], s[1], s[3], s[4], s[5], s[6], tuple(sorted(s[7])))
        for name, s in sorted(sums.items())
        if croupier is None or name == croupier
    ]


def csv_rows(figures: list[CroupierFigures]) -> list[list[str]]:
    """The per-croupier section of the shift report's CSV (a title, a header, a row each)."""
    rows = [
        ["per croupier"],
        [
            "croupier",
            "rounds",
            "hands dealt",
            "hours dealing",
            "hands per hour",
            "corrections",
            "corrections per 100 rounds",
            "payouts capped",
            "voided rounds",
            "tables",
        ],
    ]
    for f in figures:
        rows.append(
            [
                f.croupier or "(none)",
                str(f.rounds),
                str(f.hands),
                str((Decimal(str(f.seconds)) / 3600).quantize(Decimal("0.01"), ROUND_HALF_UP)),
                str(f.hands_per_hour if f.hands_per_hour is not None else ""),
                str(f.corrections),
                str(f.corrections_per_100 if f.corrections_per_100 is not None else ""),
                str(f.capped),
                str(f.voided),
                " ".join(f.tables),
            ]
        )
    return rows
