"""The table's payout settings: game, profile, limits, chip unit and the approval threshold.

Whatever changes what is paid lives here and nowhere else: not in the window's ``gui.ini``
(anyone can edit that file), but in the chained audit trail of the staff store
(:mod:`dealer_assist.staff`). The table's settings are the newest ``table_settings`` entry
whose subject is ``table <id>``; a change is a new entry, written only with a pit boss's
:class:`~dealer_assist.staff.Grant` and a reason, so the trail says who changed what, when,
from what to what and why, and :meth:`StaffStore.verify_audit` notices an edited entry.

A casino's own profile is a TOML file; its SHA-256 is kept with the settings, so a file
changed after the pit boss approved it is refused until a pit boss approves it again.
With no entry yet the table runs the shipped Novo Poker profile with its own limits.

>>> import tempfile, pathlib
>>> from dealer_assist.staff import StaffStore
>>> store = StaffStore.open(pathlib.Path(tempfile.mkdtemp()) / "staff.db")
>>> boss = store.add_first_pit_boss("Marta", "482106")
>>> now = current(store, "T1")
>>> now.game, now.approved_by
('novo', '')
>>> wanted = propose(now, limits={"max_payout": "2500"})
>>> done = apply(store, boss, now, wanted, "high rollers tonight")
>>> current(store, "T1").limits["max_payout"], current(store, "T1").approved_by
(Decimal('2500'), 'Marta (pit boss)')
>>> store.close()
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from pathlib import Path
from typing import Any

from dealer_assist.errors import ConfigError, os_reason
from dealer_assist.messages import Message, msg
from dealer_assist.money import MoneyError, to_amount, whole_units
from dealer_assist.profile import PROFILE_DIR, SHIPPED, Profile, load_profile
from dealer_assist.staff import Grant, StaffError, StaffStore

ACTION = "table_settings"
LIMIT_KEYS = ("min_bet", "max_bet", "max_payout", "side_bet_max_payout", "chip_unit")
"""The profile's table limits a pit boss may set for one table (absent: the profile's)."""
DEFAULT_GAME = "novo"
# The newest entry is searched among this many (the trail of one installation is small:
# a few entries a shift).
SEARCH_DEPTH = 1_000_000


class SettingsError(ConfigError):
    """The table's settings cannot be used or changed; the message says why."""


class ProfileChanged(SettingsError):
    """The profile file is not the one the pit boss approved (its SHA-256 differs)."""


@dataclass(frozen=True)
class TableSettings:
    """One table's payout settings as the pit boss approved them."""

    table_id: str
    game: str = DEFAULT_GAME
    """A shipped game (``novo``) or a casino's profile file (a ``.toml`` path)."""
    profile_sha256: str = ""
    """SHA-256 of the profile file's bytes when it was approved."""
    limits: Mapping[str, Decimal] = field(default_factory=dict)
    """Overrides of the profile's table limits (:data:`LIMIT_KEYS`)."""
    approval_threshold: Decimal | None = None
    """A payout at or above this needs a pit boss's approval (None: not set)."""
    approved_by: str = ""
    """Who recorded these settings (``Marta (pit boss)``); empty for the defaults."""
    approved_at: str = ""
    why: str = ""
    seq: int = 0
    """The audit entry holding them (0: the defaults, no entry yet)."""

    @property
    def subject(self) -> str:
        return subject(self.table_id)

    def overrides(self) -> dict[str, str]:
        """The table overrides as a round file's ``table`` holds them."""
        return {k: str(v) for k, v in sorted(self.limits.items())}

    def to_json(self) -> dict[str, Any]:
        """What the audit entry keeps (old and new)."""
        return {
            "game": self.game,
            "profile_sha256": self.profile_sha256,
            "limits": self.overrides(),
            "approval_threshold": None if self.approval_threshold is None else str(self.approval_threshold),
        }

    def same_as(self, other: TableSettings) -> bool:
        return self.to_json() == other.to_json()


def subject(table_id: str) -> str:
    return f"table {table_id}"


def profile_file(game: str) -> Path:
    return PROFILE_DIR / f"{game}.toml" if game in SHIPPED else Path(game)


def profile_digest(game: str) -> str:
    """SHA-256 of the profile file as it is now."""
    path = profile_file(game)
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError as err:
        raise SettingsError(msg("settings.profile_unreadable", path=path, why=os_reason(err))) from err


def defaults(table_id: str) -> TableSettings:
    """The settings of a table no pit boss has set yet: the shipped Novo Poker profile."""
    return TableSettings(table_id, DEFAULT_GAME, profile_digest(DEFAULT_GAME))


def _amount(value: object, where: str) -> Decimal:
    try:
        return to_amount(value, where)
    except MoneyError as err:
        raise SettingsError(f"{where}: {err}") from err


def from_entry(
    table_id: str, data: object, *, who: str = "", at: str = "", why: str = "", seq: int = 0
) -> TableSettings:
    """Settings from an audit entry's ``new`` value; a clear error when it is not one."""
    where = f"table {table_id} settings (audit entry {seq})"
    if not isinstance(data, Mapping):
        raise SettingsError(f"{where}: not a settings record")
    game, digest, limits, threshold = (data.get(k) for k in ("game", "profile_sha256", "limits", "approval_threshold"))
    if not isinstance(game, str) or not game or not isinstance(digest, str) or not isinstance(limits, Mapping):
        raise SettingsError(f"{where}: game, profile_sha256 and limits are required")
    unknown = sorted(set(limits) - set(LIMIT_KEYS))
    if unknown:
        raise SettingsError(f"{where}: unknown limit {unknown[0]!r}")
    return TableSettings(
        table_id,
        game,
        digest,
        {k: _amount(v, f"{where}: {k}") for k, v in limits.items()},
        None if threshold is None else _amount(threshold, f"{where}: approval_threshold"),
        who,
        at,
        why,
        seq,
    )


def trail_problem(store: StaffStore) -> Message | None:
    """What is wrong with the staff store's audit trail, or None when it is intact."""
    return store.audit_problem()


def current(store: StaffStore, table_id: str) -> TableSettings:
    """The table's settings: the newest ``table_settings`` entry for it, or the defaults.

    Refused when the audit trail does not verify: an edited trail cannot say what to pay."""
    problem = trail_problem(store)
    if problem:
        raise SettingsError(msg("staff.trail_altered", problem=problem))
    # The newest entry however many wrong PINs and sign-ins came after it.
    entry = store.latest_change(ACTION, subject(table_id))
    if entry is None:
        return defaults(table_id)
    return from_entry(table_id, entry.new, who=entry.who, at=entry.time, why=entry.why, seq=entry.seq)


def history(store: StaffStore, table_id: str, limit: int = 50) -> list[TableSettings]:
    """The table's settings as they were changed, newest first (the defaults not included)."""
    wanted = subject(table_id)
    out: list[TableSettings] = []
    for entry in store.audit_trail(SEARCH_DEPTH):
        if entry.action == ACTION and entry.subject == wanted:
            try:
                out.append(from_entry(table_id, entry.new, who=entry.who, at=entry.time, why=entry.why, seq=entry.seq))
            except SettingsError:
                continue  # shown by verify; the history lists what it can read
            if len(out) >= limit:
                break
    return out


def changes(
    store: StaffStore, table_id: str | None = None, limit: int = 50
) -> list[tuple[TableSettings, TableSettings]]:
    """(old, new) of each recorded change, newest first: of one table, or of every table
    (``table_id`` None). Entries that cannot be read are left out (``verify`` names them)."""
    out: list[tuple[TableSettings, TableSettings]] = []
    for entry in store.audit_trail(SEARCH_DEPTH):
        if entry.action != ACTION or not entry.subject.startswith("table "):
            continue
        tid = entry.subject.removeprefix("table ")
        if table_id is not None and tid != table_id:
            continue
        try:
            new = from_entry(tid, entry.new, who=entry.who, at=entry.time, why=entry.why, seq=entry.seq)
            old = from_entry(tid, entry.old) if entry.old is not None else defaults(tid)
        except SettingsError:
            continue
        out.append((old, new))
        if len(out) >= limit:
            break
    return out


def validate(settings: TableSettings) -> Profile:
    """The profile the table pays by, with the table's limits: the profile loaded afresh
    and checked by the profile loader (positive limits, max_payout at least max_bet ...),
    every amount a whole number of chip units, the file unchanged since it was approved."""
    digest = profile_digest(settings.game)
    if settings.profile_sha256 and digest != settings.profile_sha256:
        raise ProfileChanged(
            msg("settings.profile_changed", game=settings.game, now=digest[:12], approved=settings.profile_sha256[:12])
        )
    base = load_profile(settings.game, fresh=True)
    if base.sha256 != digest:
        raise SettingsError(msg("settings.read_again", game=settings.game))
    try:
        where = msg("where.table", table=settings.table_id)
        profile = base.with_table(settings.overrides(), where) if settings.limits else base
    except ConfigError as err:
        raise SettingsError(err.message) from err
    # The limits are whole chip units: the profile loader saw to that (docs/rules.md §7).
    t, threshold = profile.table, settings.approval_threshold
    if threshold is not None:
        if threshold <= 0:
            raise SettingsError(msg("settings.threshold_positive", table=settings.table_id))
        if not whole_units(threshold, t.chip_unit):
            raise SettingsError(
                msg("settings.threshold_units", table=settings.table_id, amount=threshold, unit=t.chip_unit)
            )
    return profile


def propose(
    now: TableSettings,
    *,
    game: str | None = None,
    limits: Mapping[str, object] | None = None,
    approval_threshold: object = ...,
) -> TableSettings:
    """The settings ``now`` with some changed, validated (not yet recorded).

    ``limits`` replaces the named limits (an empty value: back to the profile's); a new
    game starts from its profile's own limits unless ``limits`` says otherwise. The
    profile's SHA-256 is taken afresh, so proposing the same game approves its file as it
    is now."""
    new_game = now.game if game is None else game
    if not new_game:
        raise SettingsError("choose a game")
    merged: dict[str, Decimal] = {} if new_game != now.game else dict(now.limits)
    for key, value in (limits or {}).items():
        if key not in LIMIT_KEYS:
            raise SettingsError(f"{key!r} is not a table limit (limits: {', '.join(LIMIT_KEYS)})")
        if value is None or value == "":
            merged.pop(key, None)
        else:
            merged[key] = _amount(value, key)
    threshold = now.approval_threshold
    if approval_threshold is not ...:
        threshold = None if approval_threshold in (None, "") else _amount(approval_threshold, "approval_threshold")
    wanted = replace(
        now,
        game=new_game,
        profile_sha256=profile_digest(new_game),
        limits=merged,
        approval_threshold=threshold,
        approved_by="",
        approved_at="",
        why="",
        seq=0,
    )
    validate(wanted)
    return wanted


def apply(store: StaffStore, grant: Grant, old: TableSettings, new: TableSettings, why: str) -> TableSettings:
    """Record ``new`` as the table's settings: only with a pit boss's grant and a reason;
    the entry keeps the old and new settings. Returns the settings as now recorded."""
    validate(new)
    if new.same_as(old):
        raise SettingsError("nothing changed")
    try:
        entry = store.record_change(grant, ACTION, new.subject, old.to_json(), new.to_json(), why)
    except StaffError as err:
        raise SettingsError(err.message) from err
    return replace(new, approved_by=entry.who, approved_at=entry.time, why=entry.why, seq=entry.seq)


def changed_keys(old: TableSettings, new: TableSettings) -> list[str]:
    """Which settings differ (``game``, ``profile``, each limit, ``approval_threshold``)."""
    out = []
    if old.game != new.game:
        out.append("game")
    elif old.profile_sha256 != new.profile_sha256:
        out.append("profile")
    for key in LIMIT_KEYS:
        if old.limits.get(key) != new.limits.get(key):
            out.append(key)
    if old.approval_threshold != new.approval_threshold:
        out.append("approval_threshold")
    return out
