"""Helpers for the rules tests: round files built as dicts, settled in-process or through
the real ``dealer-assist settle`` command, and profile variants written as TOML files.

The expected payouts live in the tests, worked by hand from the rule sheets; nothing here
computes a payout.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

from dealer_assist.settle import settle_json

ROOT = Path(__file__).resolve().parents[1]
PROFILE_DIR = ROOT / "dealer_assist" / "profiles"

# Which table maximum a line counts against (docs/rules.md §7), written out here on purpose
# rather than imported from the engine.
MAIN_WAGERS = {"ante", "bet", "play", "blind", "second_hand", "insurance", "instant_payout"}
SIDE_WAGERS = {"express_bonus", "express_bonus_dealer", "express_bonus_box", "bonus", "seguro", "trips"}
FEE_WAGERS = {"exchange", "sixth_card", "buy_card", "dealer_game"}
CAP_LINES = {"table_max": "main", "side_bet_max": "side"}


# -- round files ---------------------------------------------------------------------------


def cards(text: str) -> list[str]:
    return text.split()


def box(number: int, hand: str, wagers: Mapping[str, Any], *actions: Mapping[str, Any], **extra: Any) -> dict[str, Any]:
    """One box of a round file: its number, its five (or two) cards as dealt, its wagers
    and its actions in order."""
    out: dict[str, Any] = {"box": number, "wagers": dict(wagers), "cards": cards(hand), "actions": list(actions)}
    out.update(extra)
    return out


def round_doc(
    game: str,
    dealer: str,
    boxes: Sequence[Mapping[str, Any]],
    *,
    table: Mapping[str, Any] | None = None,
    board: str | None = None,
    bought: str | None = None,
    burns: str | None = None,
) -> dict[str, Any]:
    doc: dict[str, Any] = {"game": game}
    if table:
        doc["table"] = dict(table)
    doc["dealer"] = {"cards": cards(dealer)}
    if bought is not None:
        doc["dealer"]["bought_game"] = {"draw": bought}
    if board is not None:
        doc["board"] = cards(board)
    if burns is not None:
        doc["burns"] = cards(burns)
    doc["boxes"] = [dict(b) for b in boxes]
    return doc


PLAY = {"do": "play"}
FOLD = {"do": "fold"}
BUY_DEALER_GAME = {"do": "buy_dealer_game"}


def exchange(discard: str, draw: str) -> dict[str, Any]:
    return {"do": "exchange", "discard": cards(discard), "draw": cards(draw)}


def buy(draw: str) -> dict[str, Any]:
    return {"do": "buy", "draw": cards(draw)}


def buy_card(discard: str, draw: str) -> dict[str, Any]:
    return {"do": "buy_card", "discard": cards(discard), "draw": cards(draw)}


def insure(amount: int | str) -> dict[str, Any]:
    return {"do": "insure", "amount": amount}


def uth_play(multiple: int, street: str) -> dict[str, Any]:
    return {"do": "play", "multiple": multiple, "street": street}


def check(street: str) -> dict[str, Any]:
    return {"do": "check", "street": street}


def uth_fold() -> dict[str, Any]:
    return {"do": "fold", "street": "river"}


# -- reading a settlement --------------------------------------------------------------------


def settle(doc: Mapping[str, Any]) -> dict[str, Any]:
    """Settle in-process and check the one invariant every settlement must keep."""
    result = settle_json(doc)
    for b in result["boxes"]:
        assert_net_is_sum_of_lines(b)
    return result


def box_of(result: Mapping[str, Any], number: int) -> dict[str, Any]:
    found: list[dict[str, Any]] = [b for b in result["boxes"] if b["box"] == number]
    assert len(found) == 1, f"box {number} appears {len(found)} times"
    return found[0]


def lines_of(bx: Mapping[str, Any], wager: str) -> list[dict[str, Any]]:
    return [ln for ln in bx["lines"] if ln["wager"] == wager]


def line(bx: Mapping[str, Any], wager: str) -> dict[str, Any]:
    found = lines_of(bx, wager)
    assert len(found) == 1, f"box {bx['box']}: {len(found)} {wager} lines in {bx['lines']}"
    return found[0]


def money(value: Any) -> Decimal:
    return Decimal(str(value))


def expect_line(
    bx: Mapping[str, Any],
    wager: str,
    outcome: str,
    net: int | str,
    *,
    stake: int | str | None = None,
    ratio: str | None = None,
) -> dict[str, Any]:
    """The box has exactly one ``wager`` line, with this outcome and net (and stake/ratio)."""
    ln = line(bx, wager)
    assert ln["outcome"] == outcome, f"{wager}: outcome {ln['outcome']}, expected {outcome} ({ln})"
    assert money(ln["net"]) == money(net), f"{wager}: net {ln['net']}, expected {net} ({ln})"
    if stake is not None:
        assert money(ln["stake"]) == money(stake), f"{wager}: stake {ln.get('stake')}, expected {stake}"
    if ratio is not None:
        assert ln.get("ratio") == ratio, f"{wager}: ratio {ln.get('ratio')}, expected {ratio}"
    return ln


def expect_net(bx: Mapping[str, Any], net: int | str) -> None:
    assert money(bx["net"]) == money(net), f"box {bx['box']}: net {bx['net']}, expected {net}: {bx['lines']}"


def wagers_of(bx: Mapping[str, Any]) -> list[str]:
    return [ln["wager"] for ln in bx["lines"]]


def assert_net_is_sum_of_lines(bx: Mapping[str, Any]) -> None:
    total = sum((money(ln["net"]) for ln in bx["lines"]), Decimal(0))
    assert money(bx["net"]) == total, f"box {bx['box']}: net {bx['net']} but its lines add up to {total}"


# -- the real command --------------------------------------------------------------------------


def settle_command() -> list[str]:
    exe = Path(sys.executable).with_name("dealer-assist")
    if exe.exists():
        return [str(exe), "settle"]
    return [sys.executable, "-c", "import sys, main; sys.exit(main.main())", "settle"]


def run_settle(
    doc: Mapping[str, Any] | str, tmp_path: Path, *, explain: bool = False, stdin: bool = False
) -> subprocess.CompletedProcess[str]:
    """``dealer-assist settle`` on a round file (a dict, or raw text for malformed input)."""
    text = doc if isinstance(doc, str) else json.dumps(doc)
    args = settle_command() + (["--explain"] if explain else [])
    if stdin:
        return subprocess.run(
            [*args, "-"], input=text, capture_output=True, text=True, timeout=60, cwd=ROOT, check=False
        )
    path = tmp_path / "round.json"
    path.write_text(text, encoding="utf-8")
    return subprocess.run([*args, str(path)], capture_output=True, text=True, timeout=60, cwd=ROOT, check=False)


def cli_settle(doc: Mapping[str, Any], tmp_path: Path) -> dict[str, Any]:
    p = run_settle(doc, tmp_path)
    assert p.returncode == 0, p.stderr
    assert p.stderr == ""
    result: dict[str, Any] = json.loads(p.stdout)
    return result


# -- profile variants ----------------------------------------------------------------------------


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    return json.dumps(str(value))


def dump_toml(data: Mapping[str, Any]) -> str:
    """A small TOML writer for profile-shaped data (scalars and nested tables)."""
    out: list[str] = []

    def section(prefix: str, table: Mapping[str, Any]) -> None:
        scalars = [(k, v) for k, v in table.items() if not isinstance(v, Mapping)]
        if prefix and (scalars or not table):
            out.append(f"\n[{prefix}]")
        for k, v in scalars:
            out.append(f"{k} = {_toml_value(v)}")
        for k, v in table.items():
            if isinstance(v, Mapping):
                section(f"{prefix}.{k}" if prefix else k, v)

    section("", data)
    return "\n".join(out) + "\n"


def shipped(name: str) -> dict[str, Any]:
    data: dict[str, Any] = tomllib.loads((PROFILE_DIR / f"{name}.toml").read_text(encoding="utf-8"))
    return data


def profile_variant(
    tmp_path: Path,
    base: str,
    *,
    options: Mapping[str, Any] | None = None,
    table: Mapping[str, Any] | None = None,
    pay_tables: Mapping[str, Mapping[str, Any] | None] | None = None,
    file_name: str | None = None,
) -> str:
    """A casino's own profile: a shipped one with some options / limits / rows changed,
    written as a TOML file; returns its path (what a round file's ``game`` names)."""
    data = shipped(base)
    data["name"] = f"{base}-variant"
    data.setdefault("options", {}).update(options or {})
    data["table"].update(table or {})
    for name, rows in (pay_tables or {}).items():
        if rows is None:
            del data["pay_tables"][name]  # a table the variant no longer uses
        else:
            data["pay_tables"].setdefault(name, {}).update(rows)
    path = tmp_path / (file_name or f"{base}-variant.toml")
    path.write_text(dump_toml(data), encoding="utf-8")
    return str(path)


def all_lines(result: Mapping[str, Any]) -> Iterable[tuple[int, dict[str, Any]]]:
    for b in result["boxes"]:
        for ln in b["lines"]:
            yield b["box"], ln
