"""The round file (docs/round-file.md): one JSON document that describes a round completely.

:func:`parse_round` turns the JSON into a :class:`RoundSpec` (structure and card codes
checked, every error naming where it is); :func:`round_to_json` writes one back. The rules
(limits, order of play, duplicates) are checked when the round is settled.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from dealer_assist.cards import Card, parse_card
from dealer_assist.errors import CardError, ConfigError, RoundFileError
from dealer_assist.money import MAX_WHOLE_DIGITS, MoneyError, fmt, to_amount, to_money
from dealer_assist.profile import Profile, load_profile
from dealer_assist.rules.model import ACTIONS, STREETS, Action, BoxSpec, DealerSpec, SideBetOnBox, Wagers

_TOP = {"game", "table", "dealer", "board", "boxes", "burns", "meta"}
_BOX = {"box", "wagers", "cards", "actions", "blind_box", "player"}
_WAGERS = {"ante", "blind", "trips", "express_bonus", "express_bonus_dealer", "express_bonus_box", "bonus", "seguro"}
_ACTION_KEYS = {"do", "discard", "draw", "amount", "multiple", "street"}


@dataclass(frozen=True)
class RoundSpec:
    """A parsed round file."""

    game: str
    profile: Profile
    dealer: DealerSpec
    boxes: tuple[BoxSpec, ...]
    board: tuple[Card, ...] = ()
    burns: tuple[Card, ...] = ()
    table_overrides: Mapping[str, Any] = field(default_factory=dict)
    meta: Mapping[str, Any] = field(default_factory=dict)


def load_round(text: str | bytes) -> RoundSpec:
    """Parse a round file's text."""
    return parse_round(read_json(text))


# The deepest a round file goes: round > boxes > box > wagers > express_bonus_box > bet (6);
# two levels of room for ``meta``. Deeper is not a round (and 1,000 levels would exhaust
# Python's recursion before json could say so).
MAX_DEPTH = 8
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


def _check_depth(text: str) -> None:
    depth = 0
    for m in _BRACKETS.finditer(_STRINGS.sub("", text)):
        if m.group() in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise RoundFileError(f"nested deeper than a round file needs (at most {MAX_DEPTH} levels)")
        else:
            depth -= 1


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:  # json would keep the last one silently: {"ante": 10, "ante": 1000}
            raise RoundFileError(f"duplicate key {key!r} in one JSON object")
        out[key] = value
    return out


def _plain_number(text: str) -> Decimal:
    if "e" in text or "E" in text:
        raise RoundFileError(f"the number {text} has an exponent; write amounts in plain digits")
    return Decimal(text)


def _whole_number(text: str) -> int:
    # Ahead of int(): past 4300 digits Python refuses with a ValueError of its own.
    if len(text.lstrip("-")) > 3 * MAX_WHOLE_DIGITS:
        raise RoundFileError(f"a number of {len(text)} digits: more digits than the engine keeps")
    return int(text)


def _no_constant(text: str) -> Any:
    raise RoundFileError(f"{text} is not an amount a table can hold")


def read_json(text: str | bytes) -> Any:
    """A round file's JSON, refusing what json would accept but no round holds (docs/rules.md §7):
    duplicate keys, exponents, NaN and infinity, integers too long to be money, and nesting
    deeper than a round file needs. Decimals stay exact (never binary floats).

    >>> read_json('{"ante": 10.10}')
    {'ante': Decimal('10.10')}
    >>> read_json('{"ante": 10, "ante": 1000}')
    Traceback (most recent call last):
    ...
    dealer_assist.errors.RoundFileError: duplicate key 'ante' in one JSON object
    """
    if isinstance(text, bytes):
        try:
            text = text.decode(json.detect_encoding(text))
        except UnicodeDecodeError as err:
            raise RoundFileError(f"not valid JSON: {err}") from err
    _check_depth(text)
    try:
        return json.loads(
            text,
            object_pairs_hook=_unique_keys,
            parse_float=_plain_number,
            parse_int=_whole_number,
            parse_constant=_no_constant,
        )
    except json.JSONDecodeError as err:
        raise RoundFileError(f"not valid JSON: {err}") from err


def _obj(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise RoundFileError(f"{where}: must be an object, not {type(value).__name__}")
    return value


def _keys(obj: Mapping[str, Any], allowed: set[str], where: str) -> None:
    for key in obj:
        if key not in allowed:
            raise RoundFileError(f"{where}: unknown key {key!r}")


def _card(value: Any, where: str) -> Card:
    try:
        return parse_card(value)
    except CardError as err:
        raise RoundFileError(f"{where}: {err}") from err


def _cards(value: Any, where: str) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise RoundFileError(f"{where}: must be a list of cards")
    return tuple(_card(v, f"{where}[{i}]") for i, v in enumerate(value))


def _amount(value: Any, where: str) -> Decimal:
    try:
        amount = to_amount(value, where)
    except MoneyError as err:
        raise RoundFileError(str(err)) from err
    if amount < 0:
        raise RoundFileError(f"{where}: must not be negative, not {fmt(amount)}")
    return amount


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RoundFileError(f"{where}: must be a whole number, not {value!r}")
    return value


def parse_wagers(value: Any, where: str = "wagers") -> Wagers:
    """Wagers from their round-file JSON."""
    obj = _obj(value, where)
    _keys(obj, _WAGERS, where)
    simple = {k: _amount(v, f"{where}.{k}") for k, v in obj.items() if k != "express_bonus_box"}
    on_boxes: list[SideBetOnBox] = []
    raw = obj.get("express_bonus_box")
    if raw is not None:
        items = raw if isinstance(raw, list) else [raw]
        for i, item in enumerate(items):
            here = f"{where}.express_bonus_box" + (f"[{i}]" if isinstance(raw, list) else "")
            bet = _obj(item, here)
            _keys(bet, {"box", "amount"}, here)
            if "box" not in bet or "amount" not in bet:
                raise RoundFileError(f'{here}: needs "box" and "amount"')
            on_boxes.append(SideBetOnBox(_int(bet["box"], f"{here}.box"), _amount(bet["amount"], f"{here}.amount")))
    return Wagers(**simple, express_bonus_box=tuple(on_boxes))


def parse_action(value: Any, where: str = "action") -> Action:
    """An action from its round-file JSON."""
    obj = _obj(value, where)
    _keys(obj, _ACTION_KEYS, where)
    do = obj.get("do")
    if do not in ACTIONS:
        raise RoundFileError(f"{where}.do: {do!r} is not an action ({', '.join(ACTIONS)})")
    street = obj.get("street")
    if street is not None and street not in STREETS:
        raise RoundFileError(f"{where}.street: {street!r} is not one of {', '.join(STREETS)}")
    draw_raw = obj.get("draw", [])
    if isinstance(draw_raw, str):  # "draw": "Kh" for a single card
        draw_raw = [draw_raw]
    return Action(
        do=do,
        discard=_cards(obj.get("discard", []), f"{where}.discard"),
        draw=_cards(draw_raw, f"{where}.draw"),
        amount=_amount(obj["amount"], f"{where}.amount") if "amount" in obj else None,
        multiple=_int(obj["multiple"], f"{where}.multiple") if "multiple" in obj else None,
        street=street,
    )


def parse_round(data: Any) -> RoundSpec:
    """A :class:`RoundSpec` from the round file's parsed JSON."""
    top = _obj(data, "round")
    _keys(top, _TOP, "round")
    for key in ("game", "dealer", "boxes"):
        if key not in top:
            raise RoundFileError(f"round: missing key {key!r}")
    game = top["game"]
    if not isinstance(game, str):
        raise RoundFileError("game: must be a profile name or a path")
    table = _obj(top.get("table", {}), "table")
    try:
        profile = load_profile(game)
        if table:
            profile = profile.with_table(table)
    except ConfigError as err:
        raise RoundFileError(str(err)) from err
    dealer_obj = _obj(top["dealer"], "dealer")
    _keys(dealer_obj, {"cards", "bought_game"}, "dealer")
    if "cards" not in dealer_obj:
        raise RoundFileError("dealer: missing key 'cards'")
    bought: Card | None = None
    if "bought_game" in dealer_obj:
        bg = _obj(dealer_obj["bought_game"], "dealer.bought_game")
        _keys(bg, {"draw"}, "dealer.bought_game")
        draw = bg.get("draw")
        if isinstance(draw, list):
            if len(draw) != 1:
                raise RoundFileError("dealer.bought_game.draw: the dealer's bought game is one card")
            draw = draw[0]
        bought = _card(draw, "dealer.bought_game.draw")
    dealer = DealerSpec(_cards(dealer_obj["cards"], "dealer.cards"), bought)
    boxes_raw = top["boxes"]
    if not isinstance(boxes_raw, list) or not boxes_raw:
        raise RoundFileError("boxes: must be a non-empty list")
    boxes = []
    for i, raw in enumerate(boxes_raw):
        where = f"boxes[{i}]"
        obj = _obj(raw, where)
        _keys(obj, _BOX, where)
        for key in ("box", "wagers", "cards"):
            if key not in obj:
                raise RoundFileError(f"{where}: missing key {key!r}")
        number = _int(obj["box"], f"{where}.box")
        where = f"box {number}"
        actions = obj.get("actions", [])
        if not isinstance(actions, list):
            raise RoundFileError(f"{where}: actions must be a list")
        blind = obj.get("blind_box", False)
        if not isinstance(blind, bool):
            raise RoundFileError(f"{where}: blind_box must be true or false")
        player = obj.get("player")
        if player is not None and not isinstance(player, str):
            raise RoundFileError(f"{where}: player must be text")
        boxes.append(
            BoxSpec(
                box=number,
                wagers=parse_wagers(obj["wagers"], f"{where}: wagers"),
                cards=_cards(obj["cards"], f"{where}: cards"),
                actions=tuple(parse_action(a, f"{where}: actions[{j}]") for j, a in enumerate(actions)),
                blind_box=blind,
                player=player,
            )
        )
    meta = _obj(top.get("meta", {}), "meta")
    return RoundSpec(
        game=game,
        profile=profile,
        dealer=dealer,
        boxes=tuple(boxes),
        board=_cards(top.get("board", []), "board"),
        burns=_cards(top.get("burns", []), "burns"),
        table_overrides=dict(table),
        meta=dict(meta),
    )


def _money_json(value: Decimal) -> int | str:
    return int(value) if value == value.to_integral_value() else fmt(value)


def action_to_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"do": action.do}
    if action.multiple is not None:
        out["multiple"] = action.multiple
    if action.street is not None:
        out["street"] = action.street
    if action.discard:
        out["discard"] = [c.code for c in action.discard]
    if action.draw:
        out["draw"] = [c.code for c in action.draw]
    if action.amount is not None:
        out["amount"] = _money_json(action.amount)
    return out


def wagers_to_json(w: Wagers) -> dict[str, Any]:
    out: dict[str, Any] = {k: _money_json(v) for k, v in w.placed().items()}
    if w.express_bonus_box:
        items = [{"box": b.box, "amount": _money_json(b.amount)} for b in w.express_bonus_box]
        out["express_bonus_box"] = items[0] if len(items) == 1 else items
    return out


def round_to_json(spec: RoundSpec) -> dict[str, Any]:
    """The round file of ``spec`` (what the log exports and ``settle`` reads)."""
    return build_round_json(spec.game, spec.table_overrides, spec.dealer, spec.boxes, spec.board, spec.burns, spec.meta)


def build_round_json(
    game: str,
    table: Mapping[str, Any],
    dealer: DealerSpec,
    boxes: Sequence[BoxSpec],
    board: Sequence[Card] = (),
    burns: Sequence[Card] = (),
    meta: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    out: dict[str, Any] = {"game": game}
    if table:
        out["table"] = {k: (_money_json(to_money(v)) if not isinstance(v, (int, str)) else v) for k, v in table.items()}
    dealer_json: dict[str, Any] = {"cards": [c.code for c in dealer.cards]}
    if dealer.bought_draw is not None:
        dealer_json["bought_game"] = {"draw": dealer.bought_draw.code}
    out["dealer"] = dealer_json
    if board:
        out["board"] = [c.code for c in board]
    if burns:
        out["burns"] = [c.code for c in burns]
    out["boxes"] = []
    for b in boxes:
        box: dict[str, Any] = {"box": b.box, "wagers": wagers_to_json(b.wagers), "cards": [c.code for c in b.cards]}
        if b.blind_box:
            box["blind_box"] = True
        if b.player is not None:
            box["player"] = b.player
        box["actions"] = [action_to_json(a) for a in b.actions]
        out["boxes"].append(box)
    if meta:
        out["meta"] = dict(meta)
    return out
