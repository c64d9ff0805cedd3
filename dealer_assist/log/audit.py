"""Audit: settle every logged round again with the engine and compare the payouts.

The engine is passed in as ``settle(round_file) -> settlement`` (the rules engine's
``dealer_assist.settle.settle_json``), so an audit can also compare two engine versions.
Money is compared as Decimal (``"30"`` equals ``"30.00"``); every other value as is.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal, InvalidOperation
from typing import TYPE_CHECKING, Any

from dealer_assist.log.chain import PROGRESS_EVERY, Progress
from dealer_assist.log.model import AuditFinding, AuditReport

if TYPE_CHECKING:
    from dealer_assist.log.store import RoundLog

MONEY_KEYS = frozenset(
    {"stake", "net", "uncapped_net", "exact", "amount", "payout", "max_payout", "side_bet_max_payout", "chip_unit"}
)
Settle = Callable[[dict[str, Any]], dict[str, Any]]


def _same_money(a: object, b: object) -> bool:
    try:
        return Decimal(str(a)) == Decimal(str(b))
    except InvalidOperation:
        return a == b


def differences(stored: object, engine: object, path: str = "settlement") -> list[str]:
    """Where two settlements differ, one line per difference, in reading order.

    >>> differences({"boxes": [{"box": 1, "net": "30"}]}, {"boxes": [{"box": 1, "net": "40"}]})
    ['settlement.boxes[box 1].net: stored 30, engine 40']
    >>> differences({"net": "30"}, {"net": "30.00"})
    []
    """
    if isinstance(stored, dict) and isinstance(engine, dict):
        found: list[str] = []
        for key in sorted(set(stored) | set(engine), key=str):
            where = f"{path}.{key}"
            if key not in engine:
                found.append(f"{where}: stored {stored[key]}, engine has none")
            elif key not in stored:
                found.append(f"{where}: stored none, engine {engine[key]}")
            elif key in MONEY_KEYS and not isinstance(stored[key], dict | list):
                if not _same_money(stored[key], engine[key]):
                    found.append(f"{where}: stored {stored[key]}, engine {engine[key]}")
            else:
                found.extend(differences(stored[key], engine[key], where))
        return found
    if isinstance(stored, list) and isinstance(engine, list):
        if len(stored) != len(engine):
            return [f"{path}: stored {len(stored)} items, engine {len(engine)}"]
        found = []
        for i, (a, b) in enumerate(zip(stored, engine, strict=True)):
            label = f"box {a['box']}" if isinstance(a, dict) and "box" in a else str(i)
            found.extend(differences(a, b, f"{path}[{label}]"))
        return found
    return [] if stored == engine else [f"{path}: stored {stored}, engine {engine}"]


def audit_log(log: RoundLog, settle: Settle, *, progress: Progress | None = None) -> AuditReport:
    """Every round whose stored settlement differs from ``settle(round_file)``."""
    findings: list[AuditFinding] = []
    checked = 0
    total = log.count() if progress is not None else 0
    for position, entry in log.iter_rounds():
        checked += 1
        try:
            engine = settle(entry.round_file)
        except Exception as err:  # an audit reports every round, whatever one of them does
            findings.append(
                AuditFinding(
                    position,
                    entry.round_id,
                    f"the engine cannot settle its round file: {type(err).__name__}: {err}",
                    entry.settlement,
                    None,
                )
            )
        else:
            found = differences(entry.settlement, engine)
            if found:
                more = f" (and {len(found) - 3} more)" if len(found) > 3 else ""
                findings.append(
                    AuditFinding(
                        position,
                        entry.round_id,
                        "; ".join(found[:3]) + more,
                        entry.settlement,
                        engine,
                    )
                )
        if progress is not None and checked % PROGRESS_EVERY == 0:
            progress(checked, total)
    if progress is not None:
        progress(checked, checked)
    return AuditReport(checked, findings)
