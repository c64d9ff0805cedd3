"""Money and pay ratios, exact: :class:`~decimal.Decimal` amounts, integer ratios.

>>> Ratio.parse("3:2").pay(Decimal("5"))
Decimal('7.5')
>>> round_down(Decimal("7.5"), Decimal("1"))
Decimal('7')
>>> str(Ratio.parse("7:2"))
'7:2'
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal, InvalidOperation
from typing import Any

from dealer_assist.errors import DealerAssistError, RuleError
from dealer_assist.messages import Message, msg

ZERO = Decimal(0)


class MoneyError(DealerAssistError, ValueError):
    """An amount or ratio that is not money."""


def to_money(value: object, what: str | Message = "amount") -> Decimal:
    """An exact Decimal from an int, a Decimal or a decimal string; floats are refused
    unless they are whole or come from JSON parsed with ``parse_float=Decimal``."""
    if isinstance(value, bool):
        raise MoneyError(msg("money.not_a_number_kind", what=what, value=repr(value)))
    if isinstance(value, Decimal):
        result = value
    elif isinstance(value, int):
        result = Decimal(value)
    elif isinstance(value, float):
        if not value.is_integer():
            raise MoneyError(msg("money.binary_float", what=what, value=repr(value)))
        result = Decimal(int(value))
    elif isinstance(value, str):
        try:
            result = Decimal(value.strip())
        except InvalidOperation as err:
            raise MoneyError(msg("money.not_a_number", what=what, value=repr(value))) from err
    else:
        raise MoneyError(msg("money.not_a_number_kind", what=what, value=type(value).__name__))
    if not result.is_finite():
        raise MoneyError(msg("money.not_finite", what=what, value=repr(value)))
    return result


# What the engine keeps of an amount given to it (docs/rules.md §7): up to 12 whole digits and 4
# decimal places. A payout is at most a stake times 2000 (the Seguro's royal flush), plus
# the other lines of the box: well inside the 28 digits Decimal works to, so every sum and
# product stays exact. Anything longer is no table's money, and is refused.
MAX_WHOLE_DIGITS = 12
MAX_PLACES = 4


def to_amount(value: object, what: str | Message = "amount") -> Decimal:
    """An amount given to the engine from outside (round file, profile, table override,
    keypad): :func:`to_money`, and refused unless a table can hold it: plain digits (no
    exponent), finite, at most 12 whole digits and 4 decimal places.

    >>> to_amount("12.50")
    Decimal('12.50')
    >>> to_amount("1e28", "max_payout")
    Traceback (most recent call last):
    ...
    dealer_assist.money.MoneyError: max_payout '1e28' has an exponent; write the amount in plain digits
    >>> to_amount(10**13, "Ante")
    Traceback (most recent call last):
    ...
    dealer_assist.money.MoneyError: Ante 10000000000000 has more digits than the engine keeps (at most 12 whole digits)
    """
    amount = to_money(value, what)
    if isinstance(value, str) and any(c in value for c in "eE"):  # a number, so an exponent
        raise MoneyError(msg("money.exponent", what=what, value=repr(value)))
    check_digits(amount, what)
    return amount


def check_digits(amount: Decimal, what: str | Message = "amount") -> None:
    """Refuse a finite amount with more whole digits or decimal places than the engine keeps."""
    _sign, digits, exponent = amount.as_tuple()
    assert isinstance(exponent, int)  # finite: to_money refused NaN and infinity
    if not any(digits):
        return  # zero, however it is written
    count = len(digits)
    while count > 1 and exponent < 0 and digits[count - 1] == 0:  # 10.1000 has 1 decimal place
        count -= 1
        exponent += 1
    whole = count + exponent
    shown = fmt_plain(amount)
    if whole > MAX_WHOLE_DIGITS:
        raise MoneyError(msg("money.whole_digits", what=what, amount=shown, digits=MAX_WHOLE_DIGITS))
    if -exponent > MAX_PLACES:
        raise MoneyError(msg("money.places", what=what, amount=shown, places=MAX_PLACES))


def fmt_plain(amount: Decimal) -> str:
    """An amount in plain digits however large, shortened in the middle past 40 characters
    (an error line must stay one readable line)."""
    text = format(amount, "f")
    return text if len(text) <= 40 else f"{text[:18]}...{text[-18:]} ({len(text)} characters)"


def whole_units(amount: Decimal, unit: Decimal) -> bool:
    """Whether ``amount`` is a whole number of chip units (docs/rules.md §7).

    >>> whole_units(Decimal(15), Decimal(5)), whole_units(Decimal(12), Decimal(5))
    (True, False)
    >>> whole_units(Decimal("12.5"), Decimal("0.5"))
    True
    """
    try:
        return unit > 0 and amount % unit == 0
    except InvalidOperation:  # a quotient past Decimal's 28 digits: no whole number of chips
        return False


def require_whole_units(name: Any, amount: Decimal, unit: Decimal, box: int | None = None) -> None:
    """Refuse a stake (wager, insurance, fee) that is not whole chip units (docs/rules.md §7): off
    the unit it would be settled on chips the table does not have. The one place the rule
    lives; the round file, the round flow and the croupier's keypads all come through here.
    ``name``: the stake's name, a message argument (a wager's term, or plain text).

    >>> require_whole_units("Ante", Decimal(12), Decimal(5), box=1)
    Traceback (most recent call last):
    ...
    dealer_assist.errors.RuleError: box 1: Ante 12 is not a whole number of chip units (chip unit 5) [chip_unit]
    """
    if amount and not whole_units(amount, unit):
        raise RuleError(msg("refusal.off_chip_unit", wager=name, amount=amount, unit=unit), box=box, rule="chip_unit")


def fmt(amount: Decimal) -> str:
    """A decimal string without exponent or trailing zeros: ``20``, ``7.5``, ``-10``."""
    if amount == amount.to_integral_value():
        return str(amount.quantize(Decimal(1)))
    text = format(amount.normalize(), "f")
    return text


def round_down(amount: Decimal, unit: Decimal) -> Decimal:
    """Round a payout down to a whole number of chip units."""
    if unit <= 0:
        return amount
    return (amount / unit).to_integral_value(rounding=ROUND_FLOOR) * unit


@dataclass(frozen=True, slots=True, order=False)
class Ratio:
    """A pay ratio ``num:den`` ("pays 3 to 2"). Always exact."""

    num: int
    den: int = 1

    def __post_init__(self) -> None:
        if self.den <= 0 or self.num < 0:
            raise MoneyError(f"ratio {self.num}:{self.den} must be non-negative with a positive divisor")

    @staticmethod
    def parse(value: object) -> Ratio:
        """Parse ``"3:2"``, ``"100:1"``, ``"3 to 2"`` or a whole number ``8`` (8:1)."""
        if isinstance(value, Ratio):
            return value
        if isinstance(value, bool):
            raise MoneyError(f"not a ratio: {value!r}")
        if isinstance(value, int):
            return Ratio(value, 1)
        if isinstance(value, str):
            text = value.replace(" to ", ":").replace(" ", "")
            parts = text.split(":")
            if len(parts) == 2 and all(p.isdigit() for p in parts):
                num, den = int(parts[0]), int(parts[1])
                if den == 0:
                    raise MoneyError(f"ratio {value!r} divides by zero")
                return Ratio(num, den)
        raise MoneyError(f'not a ratio: {value!r} (write it as "3:2")')

    def pay(self, stake: Decimal) -> Decimal:
        """The winnings on ``stake`` at this ratio (stake not included), exact."""
        return stake * self.num / self.den

    def __float__(self) -> float:
        return self.num / self.den

    def __lt__(self, other: Ratio) -> bool:
        return self.num * other.den < other.num * self.den

    def __le__(self, other: Ratio) -> bool:
        return self.num * other.den <= other.num * self.den

    def __str__(self) -> str:
        return f"{self.num}:{self.den}"


EVEN = Ratio(1, 1)
