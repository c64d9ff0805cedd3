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
from dealer_assist.messages import Message, msg
from dealer_assist.money import MAX_WHOLE_DIGITS, MoneyError, fmt, to_amount, to_money
from dealer_assist.profile import Profile, load_profile
from dealer_assist.rules.model import ACTIONS, STREETS, Action, BoxSpec, DealerSpec, SideBetOnBox, Wagers

_TOP = {"game", "table", "dealer", "board", "boxes", "burns", "meta"}
_BOX = {"box", "wagers", "cards", "actions", "blind_box", "player"}
_WAGERS = {"ante", "blind", "trips", "express_bonus", "express_bonus_dealer", "express_bonus_box", "bonus", "seguro"}
_ACTION_KEYS = {"do", "discard", "draw", "amount", "multiple", "street"}

Where = str | Message
"""Where in the round file an error is: a path of keys as the file writes them
(``dealer.cards[1]``), or a place a screen says in its own words (the round, a box)."""
_ROUND = msg("roundfile.round")


def _at(where: Where, suffix: str) -> Where:
    """The place ``suffix`` (``.ante``, ``[0]``, ``: wagers``) inside ``where``."""
    if isinstance(where, Message) and where.key == "where.box":
        return msg("roundfile.in_box", box=where.kwargs["box"], path=suffix.removeprefix(": "))
    if isinstance(where, Message) and where.key == "roundfile.in_box":
        return msg("roundfile.in_box", box=where.kwargs["box"], path=f"{where.kwargs['path']}{suffix}")
    return f"{where}{suffix}"


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
                raise RoundFileError(msg("roundfile.too_deep", depth=MAX_DEPTH))
        else:
            depth -= 1


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:  # json would keep the last one silently: {"ante": 10, "ante": 1000}
            raise RoundFileError(msg("roundfile.duplicate_key", name=repr(key)))
        out[key] = value
    return out


def _plain_number(text: str) -> Decimal:
    if "e" in text or "E" in text:
        raise RoundFileError(msg("roundfile.exponent", number=text))
    return Decimal(text)


def _whole_number(text: str) -> int:
    # Ahead of int(): past 4300 digits Python refuses with a ValueError of its own.
    if len(text.lstrip("-")) > 3 * MAX_WHOLE_DIGITS:
        raise RoundFileError(msg("roundfile.digits", digits=len(text)))
    return int(text)


def _no_constant(text: str) -> Any:
    raise RoundFileError(msg("roundfile.not_an_amount", text=text))


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
            raise RoundFileError(msg("roundfile.not_json", why=str(err))) from err
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
        raise RoundFileError(msg("roundfile.not_json", why=str(err))) from err


def _obj(value: Any, where: Where) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise RoundFileError(msg("roundfile.not_object", where=where, kind=type(value).__name__))
    return value


def _keys(obj: Mapping[str, Any], allowed: set[str], where: Where) -> None:
    for key in obj:
        if key not in allowed:
            raise RoundFileError(msg("roundfile.unknown_key", where=where, name=repr(key)))


def _card(value: Any, where: Where) -> Card:
    try:
        return parse_card(value)
    except CardError as err:
        raise RoundFileError(msg("roundfile.at", where=where, why=err.message)) from err


def _cards(value: Any, where: Where) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise RoundFileError(msg("roundfile.not_cards", where=where))
    return tuple(_card(v, _at(where, f"[{i}]")) for i, v in enumerate(value))


def _amount(value: Any, where: Where) -> Decimal:
    try:
        amount = to_amount(value, where)
    except MoneyError as err:
        raise RoundFileError(err.message) from err
    if amount < 0:
        raise RoundFileError(msg("roundfile.negative", where=where, amount=amount))
    return amount


def _int(value: Any, where: Where) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise RoundFileError(msg("roundfile.not_whole", where=where, value=repr(value)))
    return value


def parse_wagers(value: Any, where: Where = "wagers") -> Wagers:
    """Wagers from their round-file JSON."""
    obj = _obj(value, where)
    _keys(obj, _WAGERS, where)
    simple = {k: _amount(v, _at(where, f".{k}")) for k, v in obj.items() if k != "express_bonus_box"}
    on_boxes: list[SideBetOnBox] = []
    raw = obj.get("express_bonus_box")
    if raw is not None:
        items = raw if isinstance(raw, list) else [raw]
        for i, item in enumerate(items):
            here = _at(where, ".express_bonus_box" + (f"[{i}]" if isinstance(raw, list) else ""))
            bet = _obj(item, here)
            _keys(bet, {"box", "amount"}, here)
            if "box" not in bet or "amount" not in bet:
                raise RoundFileError(msg("roundfile.box_and_amount", where=here))
            on_boxes.append(
                SideBetOnBox(_int(bet["box"], _at(here, ".box")), _amount(bet["amount"], _at(here, ".amount")))
            )
    return Wagers(**simple, express_bonus_box=tuple(on_boxes))


def parse_action(value: Any, where: Where = "action") -> Action:
    """An action from its round-file JSON."""
    obj = _obj(value, where)
    _keys(obj, _ACTION_KEYS, where)
    do = obj.get("do")
    if do not in ACTIONS:
        raise RoundFileError(
            msg("roundfile.not_an_action", where=_at(where, ".do"), do=repr(do), actions=", ".join(ACTIONS))
        )
    street = obj.get("street")
    if street is not None and street not in STREETS:
        raise RoundFileError(
            msg("roundfile.not_a_street", where=_at(where, ".street"), street=repr(street), streets=", ".join(STREETS))
        )
    draw_raw = obj.get("draw", [])
    if isinstance(draw_raw, str):  # "draw": "Kh" for a single card
        draw_raw = [draw_raw]
    return Action(
        do=do,
        discard=_cards(obj.get("discard", []), _at(where, ".discard")),
        draw=_cards(draw_raw, _at(where, ".draw")),
        amount=_amount(obj["amount"], _at(where, ".amount")) if "amount" in obj else None,
        multiple=_int(obj["multiple"], _at(where, ".multiple")) if "multiple" in obj else None,
        street=street,
    )


def parse_round(data: Any) -> RoundSpec:
    """A :class:`RoundSpec` from the round file's parsed JSON."""
    top = _obj(data, _ROUND)
    _keys(top, _TOP, _ROUND)
    for key in ("game", "dealer", "boxes"):
        if key not in top:
            raise RoundFileError(msg("roundfile.missing_key", where=_ROUND, name=repr(key)))
    game = top["game"]
    if not isinstance(game, str):
        raise RoundFileError(msg("roundfile.game_name"))
    table = _obj(top.get("table", {}), "table")
    try:
        profile = load_profile(game)
        if table:
            profile = profile.with_table(table)
    except ConfigError as err:
        raise RoundFileError(err.message) from err
    dealer_obj = _obj(top["dealer"], "dealer")
    _keys(dealer_obj, {"cards", "bought_game"}, "dealer")
    if "cards" not in dealer_obj:
        raise RoundFileError(msg("roundfile.missing_key", where="dealer", name=repr("cards")))
    bought: Card | None = None
    if "bought_game" in dealer_obj:
        bg = _obj(dealer_obj["bought_game"], "dealer.bought_game")
        _keys(bg, {"draw"}, "dealer.bought_game")
        draw = bg.get("draw")
        if isinstance(draw, list):
            if len(draw) != 1:
                raise RoundFileError(msg("roundfile.bought_game_one"))
            draw = draw[0]
        bought = _card(draw, "dealer.bought_game.draw")
    dealer = DealerSpec(_cards(dealer_obj["cards"], "dealer.cards"), bought)
    boxes_raw = top["boxes"]
    if not isinstance(boxes_raw, list) or not boxes_raw:
        raise RoundFileError(msg("roundfile.no_boxes"))
    boxes = []
    for i, raw in enumerate(boxes_raw):
        where: Where = f"boxes[{i}]"
        obj = _obj(raw, where)
        _keys(obj, _BOX, where)
        for key in ("box", "wagers", "cards"):
            if key not in obj:
                raise RoundFileError(msg("roundfile.missing_key", where=where, name=repr(key)))
        number = _int(obj["box"], f"{where}.box")
        where = msg("where.box", box=number)
        actions = obj.get("actions", [])
        if not isinstance(actions, list):
            raise RoundFileError(msg("roundfile.actions_list", where=where))
        blind = obj.get("blind_box", False)
        if not isinstance(blind, bool):
            raise RoundFileError(msg("roundfile.blind_box", where=where))
        player = obj.get("player")
        if player is not None and not isinstance(player, str):
            raise RoundFileError(msg("roundfile.player", where=where))
        boxes.append(
            BoxSpec(
                box=number,
                wagers=parse_wagers(obj["wagers"], _at(where, ": wagers")),
                cards=_cards(obj["cards"], _at(where, ": cards")),
                actions=tuple(parse_action(a, _at(where, f": actions[{j}]")) for j, a in enumerate(actions)),
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
