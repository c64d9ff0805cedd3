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

from dealer_assist.errors import DealerAssistError

ZERO = Decimal(0)


class MoneyError(DealerAssistError, ValueError):
    """An amount or ratio that is not money."""


def to_money(value: object, what: str = "amount") -> Decimal:
    """An exact Decimal from an int, a Decimal or a decimal string; floats are refused
    unless they are whole or come from JSON parsed with ``parse_float=Decimal``."""
    if isinstance(value, bool):
        raise MoneyError(f"{what} must be a number, not {value!r}")
    if isinstance(value, Decimal):
        result = value
    elif isinstance(value, int):
        result = Decimal(value)
    elif isinstance(value, float):
        if not value.is_integer():
            raise MoneyError(f"{what} {value!r} is a binary float; give it as a string")
        result = Decimal(int(value))
    elif isinstance(value, str):
        try:
            result = Decimal(value.strip())
        except InvalidOperation as err:
            raise MoneyError(f"{what} {value!r} is not a number") from err
    else:
        raise MoneyError(f"{what} must be a number, not {type(value).__name__}")
    if not result.is_finite():
        raise MoneyError(f"{what} {value!r} is not a finite number")
    return result


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


def off_unit(amount: Decimal, unit: Decimal) -> bool:
    """``amount`` is not a whole number of chip units: a stake like that is refused, never
    settled (RULES.md §7: Ante 12 on a 5-unit table, 10.5 on a 1-unit table)."""
    return unit > 0 and amount % unit != 0


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
