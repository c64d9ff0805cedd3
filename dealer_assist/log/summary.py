"""The figures the pit boss searches by, derived from a round's settlement and records.

They are computed here, once, when the round is written, and stored in indexed columns
beside the round (money as whole cents, exact). Definitions:

- a box's *wagered* is the sum of its lines' stakes (fees included); its *net* is the settlement's box net
  (after the table maximum); its *payout* is its net when positive, else 0;
- *total paid* is the sum of box payouts; *house result* is minus the sum of box nets (what
  the house won); *largest payout* is the largest box payout;
- *capped*: a box's payout was cut by a table maximum;
- *corrected*: the round's records hold a correction or an override (:data:`CORRECTION_KINDS`);
- *alerts*: the number of records of kind ``alert``.

>>> s = summarize_settlement({"boxes": [
...     {"box": 1, "lines": [{"wager": "ante", "stake": "10", "outcome": "win", "net": "10"},
...                          {"wager": "bet", "stake": "20", "outcome": "win", "net": "20"}],
...      "net": "30", "capped": False},
...     {"box": 2, "lines": [{"wager": "ante", "stake": "5", "outcome": "lose", "net": "-5"}],
...      "net": "-5", "capped": False}]}, [])
>>> s.total_wagered, s.total_paid, s.house_result, s.largest_payout
(Decimal('35'), Decimal('30'), Decimal('-25'), Decimal('30'))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from dealer_assist.errors import LogError
from dealer_assist.money import MoneyError, to_money

CORRECTION_KINDS = frozenset({"correction", "undo", "override"})
ALERT_KIND = "alert"


@dataclass(frozen=True)
class LineRow:
    box: int
    line: int
    wager: str
    stake: str | None
    outcome: str
    ratio: str | None
    net: str


@dataclass(frozen=True)
class BoxSummary:
    box: int
    hand: str | None
    second_hand: str | None
    wagered: Decimal
    net: Decimal
    payout: Decimal
    capped: bool


@dataclass(frozen=True)
class RoundSummary:
    boxes: tuple[BoxSummary, ...]
    lines: tuple[LineRow, ...]
    total_wagered: Decimal
    total_paid: Decimal
    house_result: Decimal
    largest_payout: Decimal
    capped: bool
    corrected: bool
    alerts: int


def cents(amount: Decimal, what: str) -> int:
    """``amount`` in whole cents; amounts finer than a cent are refused.

    >>> cents(Decimal("7.5"), "net")
    750
    """
    scaled = amount * 100
    if scaled % 1:
        raise LogError(f"{what} {amount} is finer than a cent; the log keeps whole cents")
    return int(scaled)


def from_cents(value: int) -> Decimal:
    """Stored cents back to money: ``from_cents(750) == Decimal("7.5")``."""
    return Decimal(value) / 100


def _money(value: object, what: str) -> Decimal:
    try:
        amount = to_money(value, what)
    except MoneyError as err:
        raise LogError(str(err)) from err
    cents(amount, what)
    return amount


def _optional_text(value: object, what: str) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise LogError(f"{what} must be text or absent, not {value!r}")


def _money_text(value: object, what: str) -> tuple[str | None, Decimal]:
    """A line's money as stored in its row (the settlement's decimal string), and its
    amount (0 when absent)."""
    if value is None:
        return None, Decimal(0)
    amount = _money(value, what)
    return (value if isinstance(value, str) else str(value)), amount


def summarize_settlement(settlement: dict[str, Any], records: Sequence[dict[str, Any]]) -> RoundSummary:
    """The derived figures of one round (see the module's docstring)."""
    raw_boxes = settlement.get("boxes")
    if not isinstance(raw_boxes, list):
        raise LogError("settlement has no list of boxes")
    boxes: list[BoxSummary] = []
    lines: list[LineRow] = []
    seen: set[int] = set()
    for i, raw in enumerate(raw_boxes):
        if not isinstance(raw, dict) or not isinstance(raw.get("box"), int):
            raise LogError(f"settlement box {i} has no box number")
        number = raw["box"]
        if number in seen:
            raise LogError(f"settlement lists box {number} twice")
        seen.add(number)
        what = f"settlement box {number}"
        raw_lines = raw.get("lines")
        if not isinstance(raw_lines, list):
            raise LogError(f"{what} has no list of lines")
        wagered = Decimal(0)
        for n, line in enumerate(raw_lines, start=1):
            lw = f"{what} line {n}"
            if not isinstance(line, dict):
                raise LogError(f"{lw} is not an object")
            wager = line.get("wager")
            outcome = line.get("outcome")
            if not isinstance(wager, str) or not isinstance(outcome, str):
                raise LogError(f"{lw} needs a wager and an outcome")
            stake, staked = _money_text(line.get("stake"), f"{lw} stake")
            net, _ = _money_text(line.get("net"), f"{lw} net")
            if net is None:
                raise LogError(f"{lw} has no net")
            wagered += staked
            ratio = _optional_text(line.get("ratio"), f"{lw} ratio")
            lines.append(LineRow(number, n, wager, stake, outcome, ratio, net))
        net_amount = _money(raw.get("net"), f"{what} net")
        capped = raw.get("capped", False)
        if not isinstance(capped, bool):
            raise LogError(f"{what} capped must be true or false")
        boxes.append(
            BoxSummary(
                box=number,
                hand=_optional_text(raw.get("hand"), f"{what} hand"),
                second_hand=_optional_text(raw.get("second_hand"), f"{what} second_hand"),
                wagered=wagered,
                net=net_amount,
                payout=max(net_amount, Decimal(0)),
                capped=capped,
            )
        )
    kinds = [r.get("kind") for r in records]
    return RoundSummary(
        boxes=tuple(boxes),
        lines=tuple(lines),
        total_wagered=sum((b.wagered for b in boxes), Decimal(0)),
        total_paid=sum((b.payout for b in boxes), Decimal(0)),
        house_result=-sum((b.net for b in boxes), Decimal(0)),
        largest_payout=max((b.payout for b in boxes), default=Decimal(0)),
        capped=any(b.capped for b in boxes),
        corrected=any(k in CORRECTION_KINDS for k in kinds),
        alerts=sum(1 for k in kinds if k == ALERT_KIND),
    )
