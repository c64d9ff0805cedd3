"""What the round log stores and hands back: frozen, JSON-able values.

A :class:`LoggedRound` is what the round flow hands over when the croupier confirms a
round; :class:`StoredRound` is the receipt; :class:`RoundRow` is one line of the pit boss's
list; :class:`RoundFilter` says which rows.

Times are ISO 8601 in UTC with milliseconds, always written the same way (so they sort as
text): ``2025-03-01T21:04:05.123Z``.

>>> iso_utc(datetime(2025, 3, 1, 21, 4, 5, 123456, tzinfo=UTC))
'2025-03-01T21:04:05.123Z'
>>> check_time("2025-03-01T21:04:05.123Z", "confirmed_at")
'2025-03-01T21:04:05.123Z'
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields
from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

from dealer_assist.clock import local_bound
from dealer_assist.errors import LogError
from dealer_assist.messages import Message, msg

TIME_PATTERN = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\Z")
SHA256_PATTERN = re.compile(r"[0-9a-f]{64}\Z")
RECORD_KEYS = ("seq", "time", "kind", "who", "why", "data")
ADJUSTMENT_KINDS = ("void", "adjustment")


class RoundNotFoundError(LogError, KeyError):
    """No round with that id in the log."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class CorruptJournalError(LogError):
    """The saved in-progress round of a table cannot be read back (its row in the log's
    journal is not the JSON object the log wrote): the round on screen then is not known."""


def iso_utc(moment: datetime) -> str:
    """``moment`` as the log writes times: UTC, milliseconds, a ``Z``."""
    if moment.tzinfo is None:
        raise LogError(f"time {moment.isoformat()} has no time zone; give it in UTC")
    moment = moment.astimezone(UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def utc_now() -> str:
    """The present moment as the log writes times."""
    return iso_utc(datetime.now(UTC))


def check_time(value: object, what: str) -> str:
    """``value`` if it is a time written as the log writes times, else a clear LogError."""
    if not isinstance(value, str) or not TIME_PATTERN.match(value):
        raise LogError(f"{what} must be a UTC time like 2025-03-01T21:04:05.123Z, not {value!r}")
    try:
        datetime.fromisoformat(value[:-1])
    except ValueError as err:
        raise LogError(f"{what} {value!r} is not a real date and time") from err
    return value


_UTC_ZONE = ZoneInfo("UTC")


def time_bound(value: date | datetime | str, *, end: bool) -> str:
    """A filter bound as a log time. A whole day (``date`` or ``"2025-03-01"``) means its
    first millisecond as a start and its last as an end; both bounds are inclusive.

    >>> time_bound("2025-03-01", end=True)
    '2025-03-01T23:59:59.999Z'
    >>> time_bound("2025-03-01T10:00:00+01:00", end=False)
    '2025-03-01T09:00:00.000Z'
    >>> time_bound("2025-03-01 10:00", end=True)  # no offset: UTC
    '2025-03-01T10:00:00.000Z'
    """
    # The same reading as the local bounds the screens and exports take, in UTC: a naive
    # time is UTC here, and UTC has no clock changes to refuse or tell apart.
    return local_bound(value, _UTC_ZONE, end=end)


def canonical_json(value: object, what: str) -> str:
    """The one way the log writes JSON: sorted keys, no spaces, plain JSON types only.

    >>> canonical_json({"b": [1, "x"], "a": None}, "data")
    '{"a":null,"b":[1,"x"]}'
    >>> canonical_json({"stake": Decimal("10")}, "data")
    Traceback (most recent call last):
    ...
    dealer_assist.errors.LogError: data holds a Decimal (10); the log keeps plain JSON ...
    """
    try:
        return _ENCODER.encode(value)
    except _NotJson as err:
        raise LogError(
            f"{what} holds a {type(err.value).__name__} ({err.value}); the log keeps plain "
            "JSON (money as decimal strings)"
        ) from None
    except (TypeError, ValueError) as err:
        raise LogError(f"{what} cannot be written as JSON: {err}") from err


class _NotJson(Exception):
    def __init__(self, value: object) -> None:
        self.value = value


def _not_json(value: object) -> object:
    raise _NotJson(value)


_ENCODER = json.JSONEncoder(
    sort_keys=True,
    separators=(",", ":"),
    ensure_ascii=False,
    allow_nan=False,
    default=_not_json,
)


def stored_object(text: Any) -> dict[str, Any]:
    """A JSON object as a log stored it (a round file, a settlement, a record's or an
    adjustment's data); a :class:`LogError` saying so when it is not one any more (changed
    behind the log: the chain's check finds it too), never a bare parser error."""
    try:
        value = json.loads(text)
    except (ValueError, TypeError, RecursionError) as err:
        raise LogError(msg("log.stored_not_json", why=str(err))) from err
    if not isinstance(value, dict):
        raise LogError(msg("log.stored_not_object"))
    return value


def _text(value: object, what: str, *, optional: bool = False) -> str | None:
    if value is None and optional:
        return None
    if not isinstance(value, str) or not value.strip():
        raise LogError(f"{what} must be non-empty text, not {value!r}")
    if "\x00" in value:
        raise LogError(f"{what} holds a NUL character")
    return value


@dataclass(frozen=True)
class LoggedRound:
    """A confirmed round, as the round flow hands it to :meth:`RoundLog.append_round`.

    ``round_file`` is the round file of docs/round-file.md, exactly as ``dealer-assist settle``
    reads it; ``settlement`` is the settlement JSON (money as decimal strings); ``records``
    is every record of the round in order, each ``{"seq", "time", "kind", "who", "why",
    "data"}``.
    """

    round_id: str
    table_id: str
    game: str
    profile_name: str
    profile_sha256: str
    app_version: str
    started_at: str
    confirmed_at: str
    croupier: str | None
    round_file: dict[str, Any]
    records: list[dict[str, Any]]
    settlement: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_json(self) -> str:
        return canonical_json(self.to_dict(), "round")

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LoggedRound:
        names = [f.name for f in fields(cls)]
        missing = [n for n in names if n not in data]
        extra = sorted(set(data) - set(names))
        if missing or extra:
            raise LogError(f"a logged round needs exactly {names}; missing {missing}, extra {extra}")
        return cls(**{n: data[n] for n in names})

    @classmethod
    def from_rows(
        cls, rounds_row: Mapping[str, Any], records_rows: Iterable[Sequence[Any]], *, table_id: str | None = None
    ) -> LoggedRound:
        """The round from the rows a log keeps it in (a table's log's or, shipped, the
        floor's): ``rounds_row`` by column name as layout 1 has them (the round file and the
        settlement as JSON text), ``records_rows`` as ``(seq, time, kind, who, why, data)``
        in order; ``table_id``, when given, instead of the row's. A JSON text that is not the
        object the log wrote (changed behind its back) is a :class:`LogError`."""
        r = rounds_row
        as_stored = ("round_id", "game", "profile_name", "profile_sha256", "app_version", "started_at", "confirmed_at")
        return cls(
            **{name: r[name] for name in as_stored},
            table_id=r["table_id"] if table_id is None else table_id,
            croupier=r["croupier"],
            round_file=stored_object(r["round_file"]),
            records=[
                {"seq": s, "time": t, "kind": k, "who": w, "why": y, "data": stored_object(d)}
                for s, t, k, w, y, d in records_rows
            ],
            settlement=stored_object(r["settlement"]),
        )

    @classmethod
    def from_json(cls, text: str) -> LoggedRound:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise LogError(f"not a logged round: {err}") from err
        if not isinstance(data, dict):
            raise LogError("not a logged round: expected a JSON object")
        return cls.from_dict(data)

    def check_structure(self) -> None:
        """Raise a LogError naming the first field of the wrong shape (JSON content is
        checked when it is written, see :meth:`validate`)."""
        for name in ("round_id", "table_id", "game", "profile_name", "app_version"):
            _text(getattr(self, name), name)
        if self.round_id.startswith("@"):
            raise LogError(f"round id {self.round_id!r}: ids starting with @ are the log's own (clock alerts)")
        _text(self.croupier, "croupier", optional=True)
        if not isinstance(self.profile_sha256, str) or not SHA256_PATTERN.match(self.profile_sha256):
            raise LogError(f"profile_sha256 must be 64 lowercase hex digits, not {self.profile_sha256!r}")
        check_time(self.started_at, "started_at")
        check_time(self.confirmed_at, "confirmed_at")
        if self.started_at > self.confirmed_at:
            raise LogError(
                f"round {self.round_id}: confirmed_at {self.confirmed_at} is before started_at {self.started_at}"
            )
        if not isinstance(self.round_file, dict):
            raise LogError(f"round {self.round_id}: round_file must be a JSON object")
        if not isinstance(self.settlement, dict):
            raise LogError(f"round {self.round_id}: settlement must be a JSON object")
        if not isinstance(self.records, list):
            raise LogError(f"round {self.round_id}: records must be a list")
        last_seq: int | None = None
        for i, record in enumerate(self.records):
            what = f"round {self.round_id}: record {i}"
            if not isinstance(record, dict) or sorted(record) != sorted(RECORD_KEYS):
                keys = sorted(record) if isinstance(record, dict) else type(record).__name__
                raise LogError(f"{what} must have exactly the keys {list(RECORD_KEYS)}, not {keys}")
            seq = record["seq"]
            if not isinstance(seq, int) or isinstance(seq, bool):
                raise LogError(f"{what}: seq must be an integer, not {seq!r}")
            if last_seq is not None and seq <= last_seq:
                raise LogError(f"{what}: seq {seq} does not follow {last_seq} (records in order)")
            last_seq = seq
            check_time(record["time"], f"{what} time")
            _text(record["kind"], f"{what} kind")
            _text(record["who"], f"{what} who", optional=True)
            _text(record["why"], f"{what} why", optional=True)
            if not isinstance(record["data"], dict):
                raise LogError(f"{what}: data must be a JSON object")

    def validate(self) -> None:
        """Raise a LogError naming the first field that the log cannot store as given."""
        self.check_structure()
        canonical_json(self.round_file, "round_file")
        canonical_json(self.settlement, "settlement")
        for i, record in enumerate(self.records):
            canonical_json(record["data"], f"round {self.round_id}: record {i} data")


@dataclass(frozen=True)
class StoredRound:
    """The receipt for a round written to the log: where it sits in the hash chain."""

    position: int
    round_id: str
    hash: str
    prev_hash: str


@dataclass(frozen=True)
class Adjustment:
    """A void or an adjustment recorded after a round was confirmed (never an edit)."""

    position: int
    round_id: str
    kind: str
    who: str
    why: str
    data: dict[str, Any]
    recorded_at: str
    hash: str


@dataclass(frozen=True, order=True)
class PageKey:
    """Where a page of :meth:`RoundLog.query` ended, for the next page (keyset paging)."""

    confirmed_at: str
    position: int


@dataclass(frozen=True)
class RoundRow:
    """One round in the pit boss's list: the indexed figures, not the whole round."""

    position: int
    round_id: str
    table_id: str
    game: str
    croupier: str | None
    started_at: str
    confirmed_at: str
    boxes: int
    total_wagered: Decimal
    total_paid: Decimal
    house_result: Decimal
    largest_payout: Decimal
    capped: bool
    corrected: bool
    alerts: int
    adjustments: int
    voided: bool

    @property
    def key(self) -> PageKey:
        return PageKey(self.confirmed_at, self.position)


@dataclass(frozen=True)
class RoundFilter:
    """Which rounds a pit-boss query returns; ``None`` means "any".

    ``date_from``/``date_to`` bound ``confirmed_at``, both inclusive (a whole day when
    given as a date). ``min_payout`` is the largest payout to one box in the round (to box
    ``box`` when that is given). ``corrected``: corrections or overrides were recorded
    during the round; ``voided``: a void was recorded after it; ``adjusted``: any void or
    adjustment. ``round_id`` matches ids starting with it. ``croupier``: the rounds logged
    under that croupier's name (exactly).
    """

    date_from: date | datetime | str | None = None
    date_to: date | datetime | str | None = None
    table_id: str | None = None
    game: str | None = None
    box: int | None = None
    min_payout: Decimal | int | str | None = None
    capped: bool | None = None
    corrected: bool | None = None
    voided: bool | None = None
    adjusted: bool | None = None
    has_alerts: bool | None = None
    round_id: str | None = None
    croupier: str | None = None


@dataclass(frozen=True)
class VerifyReport:
    """The outcome of :meth:`RoundLog.verify`. When not ``ok``, the first failure."""

    ok: bool
    rounds_checked: int
    entries_checked: int
    head_position: int
    head_hash: str
    checked_at: str
    failed_position: int | None = None
    failed_round_id: str | None = None
    reason: str | None = None  # English (the command line, logs)
    damaged: bool = False  # the file could not be read through (exit 2), not merely altered
    clock_alerts: int = 0  # clock steps the log chained (the round times around them mislead)
    why: Message | None = None  # the reason as a message: the pit boss's screen says it in its language

    def describe(self) -> str:
        if self.ok:
            alerts = ""
            if self.clock_alerts:
                alerts = f"; {self.clock_alerts} clock alert(s): the computer's clock jumped while the log was written"
            return (
                f"intact: {self.rounds_checked} rounds, {self.entries_checked} chain entries, "
                f"head {self.head_position}:{self.head_hash} (note it; verify --anchor checks it){alerts}"
            )
        where = ""
        if self.failed_position is not None:
            where = f" at position {self.failed_position}"
            if self.failed_round_id:
                where += f" (round {self.failed_round_id})"
        return f"FAILED{where}: {self.reason}"


@dataclass(frozen=True)
class AuditFinding:
    """A round whose stored settlement is not what the engine says now."""

    position: int
    round_id: str
    reason: str
    stored: dict[str, Any] | None = None
    recomputed: dict[str, Any] | None = None


@dataclass(frozen=True)
class AuditReport:
    rounds_checked: int
    findings: list[AuditFinding] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.findings
