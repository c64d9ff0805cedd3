"""Game profiles: pay tables, options, dealing procedure and table limits, as TOML data.

The four shipped profiles (``novo``, ``russian``, ``caribbean``, ``uth``) live in
``dealer_assist/profiles``; a casino's own profile is a TOML file passed by path. Loading
validates every key and fails with the file, the key and the reason.

>>> p = load_profile("novo")
>>> p.family, str(p.pay_tables["main"]["FLUSH"]), p.options.express_bonus
('stud', '5:1', 'required')
"""

from __future__ import annotations

import hashlib
import itertools
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from decimal import Decimal
from pathlib import Path
from typing import Any

from dealer_assist.errors import ConfigError, os_reason
from dealer_assist.evaluator import HandCategory
from dealer_assist.messages import Message, msg
from dealer_assist.money import MoneyError, Ratio, fmt, fmt_plain, to_amount, whole_units

PROFILE_DIR = Path(__file__).resolve().parent / "profiles"
SHIPPED = ("novo", "russian", "caribbean", "uth")
FAMILIES = ("stud", "holdem")

# Rows of the Express Bonus / BONUS tables (docs/rules.md §2), highest first as on the sheet.
BONUS_ROWS = (
    "QUADS",
    "FIVE_PICTURES",
    "FULL_HOUSE",
    "FLUSH",
    "STRAIGHT",
    "TRIPS",
    "ACE_KING_QUEEN",
    "SAME_COLOUR",
)
MAIN_ROWS = tuple(c.name for c in HandCategory if c >= HandCategory.ACE_KING)
_ALL_CATEGORIES = tuple(c.name for c in HandCategory if c > HandCategory.HIGH_CARD)


@dataclass(frozen=True)
class TableLimits:
    """Money limits of the table (docs/rules.md §7). Amounts are Decimal."""

    min_bet: Decimal
    max_bet: Decimal
    max_payout: Decimal
    side_bet_max_payout: Decimal
    chip_unit: Decimal = Decimal(1)
    side_bet_min: Decimal | None = None
    side_bet_max: Decimal | None = None
    boxes: int = 7
    boxes_per_player: int | None = None
    open_boxes_per_player: int | None = None
    blind_boxes_per_player: int | None = None

    @property
    def side_min(self) -> Decimal:
        return self.min_bet if self.side_bet_min is None else self.side_bet_min

    @property
    def side_max(self) -> Decimal:
        return self.max_bet if self.side_bet_max is None else self.side_bet_max


@dataclass(frozen=True)
class Options:
    """The [option]s of docs/rules.md, with its defaults for the five-card stud games."""

    express_bonus: str = "off"
    instant_payout: bool = False
    bonus: bool = False
    exchange: bool = False
    exchange_min_cards: int = 1
    buy_sixth_card: bool = False
    buy_card: bool = False
    second_hand: bool = False
    insurance: bool = False
    insurance_min_category: str = "TRIPS"
    insurance_min_ante: Decimal = Decimal(1)
    insurance_max_fraction: Decimal = Decimal(1)
    insurance_on_tie: str = "push"
    ante_on_win: str = "push"
    dealer_game_buy: bool = False
    seguro: bool = False
    trips: bool = False
    trips_lost_on_fold: bool = True
    decision_order: str = "strict"
    """``strict``: boxes decide in box order (docs/rules.md §2; see docs/decision-order.md);
    ``any``: the croupier may take the boxes' decisions in any order."""


@dataclass(frozen=True)
class Dealing:
    """The dealing procedure (the novo-poker-b sheet, docs/rule-sheets.md), which the round flow follows."""

    method: str = "shoe"
    burn_before_deal: bool = True
    burn_before_exchanges: bool = True
    burn_before_dealer_game: bool = True
    dealer_up_card: int = 5
    burn_before_flop: bool = True
    burn_before_turn_river: bool = True


@dataclass(frozen=True)
class Profile:
    """One game profile, validated."""

    name: str
    title: str
    family: str
    table: TableLimits
    options: Options
    dealing: Dealing
    pay_tables: Mapping[str, Mapping[str, Ratio]]
    source: str = ""
    sha256: str = ""
    warnings: tuple[str, ...] = field(default=())

    def ratio(self, table: str, row: str) -> Ratio | None:
        return self.pay_tables.get(table, {}).get(row)

    def category_table(self, table: str) -> dict[HandCategory, Ratio]:
        """A pay table keyed by hand category (main, blind, trips, seguro, instant payout)."""
        return {HandCategory[k]: v for k, v in self.pay_tables.get(table, {}).items()}

    def with_table(self, overrides: Mapping[str, Any], where: str | Message = "table") -> Profile:
        """This profile with some table limits replaced (a round file's ``table``)."""
        allowed = {"min_bet", "max_bet", "max_payout", "side_bet_max_payout", "chip_unit"}
        for key in overrides:
            if key not in allowed:
                raise ConfigError(f"{where}: unknown key {key!r} (may override {', '.join(sorted(allowed))})")
        values: dict[str, Any] = {k: _money(v, f"{where}.{k}") for k, v in overrides.items()}
        table = replace(self.table, **values)
        _check_table(table, where)
        return replace(self, table=table)


def _money(value: object, where: str) -> Decimal:
    try:
        return to_amount(value, where)
    except MoneyError as err:
        raise ConfigError(f"{where}: {err}") from err


def _check_table(t: TableLimits, where: str | Message) -> None:
    for name in ("min_bet", "max_bet", "max_payout", "side_bet_max_payout", "chip_unit"):
        if getattr(t, name) <= 0:
            raise ConfigError(msg("limit.not_positive", where=where, name=name, value=getattr(t, name)))
    if t.max_bet < t.min_bet:
        raise ConfigError(msg("limit.max_bet_below", where=where, high=t.max_bet, low=t.min_bet))
    if t.side_max < t.side_min:
        raise ConfigError(msg("limit.side_below", where=where, high=t.side_max, low=t.side_min))
    if t.max_payout < t.max_bet:
        raise ConfigError(msg("limit.payout_below", where=where, high=t.max_payout, low=t.max_bet))
    # docs/rules.md §7: limits are whole chip units, so a capped payout is a whole number of chips.
    for name in ("min_bet", "max_bet", "max_payout", "side_bet_max_payout", "side_bet_min", "side_bet_max"):
        value = getattr(t, name)
        if value is not None and not whole_units(value, t.chip_unit):
            raise ConfigError(
                f"{where}: {name} {fmt_plain(value)} is not a whole number of chip units (chip unit {fmt(t.chip_unit)})"
            )
    if not 1 <= t.boxes <= 12:
        raise ConfigError(f"{where}: boxes must be 1..12, not {t.boxes}")


_TABLE_KEYS = {f.name for f in fields(TableLimits)}
_OPTION_CHOICES = {
    "express_bonus": ("required", "optional", "off"),
    "insurance_on_tie": ("push", "lose"),
    "ante_on_win": ("push", "even"),
    "insurance_min_category": MAIN_ROWS,
    "decision_order": ("strict", "any"),
}
_DEALING_CHOICES = {"method": ("shoe", "shuffler")}
_TOP_KEYS = {"name", "title", "family", "source", "table", "options", "dealing", "pay_tables"}


def _section(data: Mapping[str, Any], cls: type, where: str, choices: Mapping[str, tuple[str, ...]]) -> dict[str, Any]:
    kinds = {f.name: str(f.type).split(" | ")[0] for f in fields(cls)}
    out: dict[str, Any] = {}
    for key, value in data.items():
        if key not in kinds:
            raise ConfigError(f"{where}: unknown key {key!r}")
        kind = kinds[key]
        here = f"{where}.{key}"
        if kind == "bool":
            if not isinstance(value, bool):
                raise ConfigError(f"{here}: must be true or false, not {value!r}")
        elif kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ConfigError(f"{here}: must be a whole number, not {value!r}")
        elif kind == "Decimal":
            value = _money(value, here)
            if value < 0:
                raise ConfigError(f"{here}: must not be negative, not {value}")
        else:
            if not isinstance(value, str):
                raise ConfigError(f"{here}: must be text, not {value!r}")
            allowed = choices.get(key)
            if allowed and value not in allowed:
                raise ConfigError(f"{here}: {value!r} is not one of {', '.join(allowed)}")
        out[key] = value
    return out


def _required_tables(family: str, options: Options) -> dict[str, tuple[str, ...]]:
    """The pay tables the family's rules need with these options (the rules say which)."""
    # Imported here: the rules are built from a loaded profile, so they import this module.
    from dealer_assist.rules.engine import FAMILIES

    return FAMILIES[family].pay_tables_needed(options)


def _pay_tables(data: Mapping[str, Any], family: str, options: Options, where: str) -> dict[str, dict[str, Ratio]]:
    need = _required_tables(family, options)
    tables: dict[str, dict[str, Ratio]] = {}
    for name, rows in data.items():
        if name not in need:
            raise ConfigError(f"{where}.{name}: unknown or unused pay table (this profile uses {', '.join(need)})")
        if not isinstance(rows, Mapping):
            raise ConfigError(f"{where}.{name}: must be a table of rows")
        allowed = BONUS_ROWS if name in ("express_bonus", "bonus") else _ALL_CATEGORIES
        table: dict[str, Ratio] = {}
        for row, value in rows.items():
            here = f"{where}.{name}.{row}"
            if row not in allowed:
                raise ConfigError(f"{here}: unknown row (rows: {', '.join(allowed)})")
            if isinstance(value, (int, str)) and not isinstance(value, bool) and str(value).lstrip().startswith("-"):
                raise ConfigError(f"{here}: negative ratio {value!r}")
            try:
                table[row] = Ratio.parse(value)
            except MoneyError as err:
                raise ConfigError(f"{here}: {err}") from err
        missing = [r for r in need[name] if r not in table]
        if missing:
            raise ConfigError(f"{where}.{name}: missing row(s) {', '.join(missing)}")
        if not table:
            raise ConfigError(f"{where}.{name}: the table has no rows")
        tables[name] = table
    absent = [n for n in need if n not in tables]
    if absent:
        raise ConfigError(f"{where}: missing pay table(s) {', '.join(absent)}")
    return tables


def _warnings(tables: Mapping[str, Mapping[str, Ratio]]) -> tuple[str, ...]:
    """Legal but odd tables: a stronger hand that pays less than a weaker one."""
    found = []
    for name, table in tables.items():
        if name in ("express_bonus", "bonus"):
            continue
        ordered = [(HandCategory[row], ratio) for row, ratio in table.items()]
        ordered.sort(key=lambda cr: cr[0])
        for (low, low_ratio), (high, high_ratio) in itertools.pairwise(ordered):
            if high_ratio < low_ratio:
                found.append(
                    f"pay_tables.{name}: {high.name} pays {high_ratio}, less than "
                    f"{low.name} at {low_ratio} (kept: the casino decides)"
                )
    return tuple(found)


def parse_profile(data: Mapping[str, Any], where: str, sha256: str = "") -> Profile:
    """Validate a profile's parsed TOML. ``where`` names the file in every error."""
    for key in data:
        if key not in _TOP_KEYS:
            raise ConfigError(f"{where}: unknown key {key!r}")
    for key in ("name", "family", "table", "pay_tables"):
        if key not in data:
            raise ConfigError(f"{where}: missing key {key!r}")
    family = data["family"]
    if family not in FAMILIES:
        raise ConfigError(f"{where}: family: {family!r} is not one of {', '.join(FAMILIES)}")
    for key in ("table", "options", "dealing", "pay_tables"):
        if key in data and not isinstance(data[key], Mapping):
            raise ConfigError(f"{where}: {key} must be a table")
    table_values = _section(data["table"], TableLimits, f"{where}: table", {})
    for key in ("min_bet", "max_bet", "max_payout", "side_bet_max_payout"):
        if key not in table_values:
            raise ConfigError(f"{where}: table: missing key {key!r}")
    table = TableLimits(**table_values)
    _check_table(table, f"{where}: table")
    options = Options(**_section(data.get("options", {}), Options, f"{where}: options", _OPTION_CHOICES))
    if options.exchange_min_cards not in range(1, 6):
        raise ConfigError(f"{where}: options.exchange_min_cards must be 1..5")
    if options.insurance_max_fraction > 1:
        raise ConfigError(f"{where}: options.insurance_max_fraction must be at most 1")
    dealing = Dealing(**_section(data.get("dealing", {}), Dealing, f"{where}: dealing", _DEALING_CHOICES))
    if dealing.dealer_up_card not in range(1, 6):
        raise ConfigError(f"{where}: dealing.dealer_up_card must be 1..5")
    tables = _pay_tables(data["pay_tables"], family, options, f"{where}: pay_tables")
    return Profile(
        name=str(data["name"]),
        title=str(data.get("title", data["name"])),
        family=family,
        table=table,
        options=options,
        dealing=dealing,
        pay_tables=tables,
        source=where,
        sha256=sha256,
        warnings=_warnings(tables),
    )


_cache: dict[str, Profile] = {}


def load_profile(name_or_path: str | Path, *, fresh: bool = False) -> Profile:
    """A shipped profile by name (``novo``) or a casino's TOML file by path. ``fresh``: read
    the file again (a casino's file may have been edited since it was first read)."""
    key = str(name_or_path)
    cached = _cache.get(key)
    if cached is not None and not fresh:
        return cached
    path = PROFILE_DIR / f"{key}.toml" if key in SHIPPED else Path(key)
    if key not in SHIPPED and not path.suffix:
        raise ConfigError(msg("profile.unknown_game", game=repr(key), shipped=", ".join(SHIPPED)))
    try:
        raw = path.read_bytes()
    except OSError as err:
        raise ConfigError(msg("settings.profile_unreadable", path=path, why=os_reason(err))) from err
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as err:
        raise ConfigError(msg("profile.not_toml", path=path, why=str(err))) from err
    except RecursionError as err:
        raise ConfigError(msg("profile.too_deep", path=path)) from err
    except ValueError as err:  # an integer past Python's 4300-digit conversion limit
        raise ConfigError(msg("profile.digits", path=path)) from err
    profile = parse_profile(data, str(path), hashlib.sha256(raw).hexdigest())
    _cache[key] = profile
    return profile
