"""The casino's clock: the log keeps UTC, people read the table's local time.

Every time the log writes is UTC (``2025-10-26T01:30:00.000Z``): it never jumps, so the
order of rounds and the chain stay right through a clock change. What a pit boss reads
and types (the screens, the shift report, ``export --from/--to``) is the table's local
time in its time zone (an IANA name, ``Europe/Madrid``; the machine's zone by default).
The zone changes no payout; it only says how a UTC moment is written for people.

Local time is not a straight line: on the last Sunday of October Madrid's clocks go from
03:00 back to 02:00, so 02:30 happens twice and the day has 25 hours; on the last Sunday
of March they go from 02:00 to 03:00, so 02:30 never happens and the day has 23 hours.
The rules, kept here and nowhere else:

- a local **day** runs from its first local moment to the next day's (23, 24 or 25 hours);
- a local **time that happens twice**, as a range's start, means its first occurrence, as
  its end its second, so the range holds both;
- a local **time that never happens** is refused with one line (no silent guess);
- the **hours** of a report are real hours (one hour of UTC each), named by their local
  start and the zone's offset, so 02:00 +02:00 and 02:00 +01:00 are two hours.
"""

from __future__ import annotations

import os
from contextlib import suppress
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from dealer_assist.errors import ConfigError, LogError
from dealer_assist.messages import msg

MS = timedelta(milliseconds=1)


def machine_zone_name() -> str:
    """The machine's time zone as an IANA name: ``$TZ``, else where ``/etc/localtime``
    points, else ``/etc/timezone``; ``UTC`` when none says."""
    candidates = [os.environ.get("TZ", "").lstrip(":")]
    try:
        target = os.path.realpath("/etc/localtime")
        if "zoneinfo/" in target:
            candidates.append(target.split("zoneinfo/", 1)[1])
    except OSError:
        pass
    with suppress(OSError):
        candidates.append(Path("/etc/timezone").read_text(encoding="utf-8").strip())
    for name in candidates:
        if name and _valid(name):
            return name
    return "UTC"


def _valid(name: str) -> bool:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


def table_zone(name: str | None = None) -> ZoneInfo:
    """The zone called ``name`` (the machine's when empty); ConfigError when the zone
    database does not know it."""
    chosen = (name or "").strip() or machine_zone_name()
    try:
        return ZoneInfo(chosen)
    except (ZoneInfoNotFoundError, ValueError) as err:
        raise ConfigError(
            f"time zone {chosen!r} is unknown (a name like Europe/Madrid; is the tzdata package installed?)"
        ) from err


def log_stamp(moment: datetime) -> str:
    """A moment as the log writes it: ``2025-10-26T01:30:00.000Z``."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


def parse_stamp(stamp: str) -> datetime:
    """A log time (UTC, ``...Z``) as an aware datetime."""
    return datetime.fromisoformat(stamp.strip().replace("Z", "+00:00"))


def to_local(stamp: str, zone: ZoneInfo) -> datetime:
    """A log time as the table's local time (aware, with the offset in force then).

    >>> to_local("2025-10-26T00:30:00.000Z", ZoneInfo("Europe/Madrid")).isoformat()
    '2025-10-26T02:30:00+02:00'
    >>> to_local("2025-10-26T01:30:00.000Z", ZoneInfo("Europe/Madrid")).isoformat()
    '2025-10-26T02:30:00+01:00'
    """
    return parse_stamp(stamp).astimezone(zone)


def _exists(wall: datetime, zone: ZoneInfo) -> bool:
    """Whether a local wall time happens at all (not in the hour skipped in spring)."""
    aware = wall.replace(tzinfo=zone)
    back = aware.astimezone(UTC).astimezone(zone).replace(tzinfo=None)
    return back == wall.replace(tzinfo=None)


def day_start(day: date, zone: ZoneInfo) -> datetime:
    """The first moment (UTC) of a local day: its midnight, or, where a clock change
    skips midnight, the first local moment of that day."""
    wall = datetime.combine(day, time(0))
    aware = wall.replace(tzinfo=zone, fold=0)
    return aware.astimezone(UTC)  # fold=0 in a gap: the moment the clocks jump, on that day


def local_moment(wall: datetime, zone: ZoneInfo, *, end: bool) -> datetime:
    """A local wall time (naive) as a UTC moment: a time that happens twice is its first
    occurrence as a start, its second as an end; a time that never happens is refused."""
    if not _exists(wall, zone):
        raise LogError(msg("clock.skipped", wall=f"{wall:%Y-%m-%d %H:%M}", zone=zone.key))
    return wall.replace(tzinfo=zone, fold=1 if end else 0).astimezone(UTC)


FIRST_STAMP = "0001-01-01T00:00:00.000Z"
LAST_STAMP = "9999-12-31T23:59:59.999Z"
"""The first and last log times: a range bound beyond the calendar is read as one of them."""


def local_bound(value: date | datetime | str, zone: ZoneInfo, *, end: bool) -> str:
    """A range bound typed in local time, as a log time (UTC), both ends inclusive.

    A day (``2025-10-26``) means the whole local day; a time without an offset
    (``2025-10-26 02:30``) is local; a time with one (``...Z``, ``+02:00``) is taken as it
    says.

    >>> madrid = ZoneInfo("Europe/Madrid")
    >>> local_bound("2025-10-26", madrid, end=False), local_bound("2025-10-26", madrid, end=True)
    ('2025-10-25T22:00:00.000Z', '2025-10-26T22:59:59.999Z')
    >>> local_bound("2025-10-26 02:30", madrid, end=False), local_bound("2025-10-26 02:30", madrid, end=True)
    ('2025-10-26T00:30:00.000Z', '2025-10-26T01:30:00.000Z')
    """
    if isinstance(value, str):
        text = value.strip().replace(" ", "T")
        try:
            day = len(text) == 10
            value = date.fromisoformat(text) if day else datetime.fromisoformat(text.replace("Z", "+00:00"))
        except ValueError as err:
            raise LogError(msg("log.not_a_date", value=repr(value))) from err
    try:
        if isinstance(value, datetime):
            if value.tzinfo is not None:
                return log_stamp(value)
            return log_stamp(local_moment(value, zone, end=end))
        if end:
            return log_stamp(day_start(value + timedelta(days=1), zone) - MS)
        return log_stamp(day_start(value, zone))
    except OverflowError:
        # A bound past either end of the calendar (9999-12-31 typed as "no end"): the end or
        # the start of time, as the log writes times.
        return LAST_STAMP if value.year > 1 else FIRST_STAMP


def hour_start(stamp: str, zone: ZoneInfo) -> datetime:
    """The start (UTC) of the local hour a log time falls in (a real hour: in a zone whose
    offset is not whole hours, it starts at the local full hour all the same)."""
    local = to_local(stamp, zone)
    return local.replace(minute=0, second=0, microsecond=0).astimezone(UTC)


def hour_name(start: datetime, zone: ZoneInfo) -> str:
    """A report hour's key: its local start with the offset, ``2025-10-26T02:00+01:00``
    (sorted the way they come; the offset tells the two 02:00 of October apart)."""
    return start.astimezone(zone).isoformat(timespec="minutes")


def zone_label(zone: ZoneInfo, moment: datetime | None = None) -> str:
    """The zone as the screens name it: ``Europe/Madrid``, with the abbreviation in force at
    ``moment`` when there is one (``Europe/Madrid, CET``)."""
    if moment is None:
        return zone.key
    abbreviation = moment.astimezone(zone).tzname() or ""
    if not abbreviation or abbreviation.lstrip("+-").isdigit() or abbreviation == zone.key:
        return zone.key
    return f"{zone.key}, {abbreviation}"
