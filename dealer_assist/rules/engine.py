"""Settle a round: validate the round against its profile, replay each box's actions
through the game's rules, and produce the :class:`Settlement`.

>>> from dealer_assist.roundfile import parse_round
>>> spec = parse_round({"game": "novo", "dealer": {"cards": ["As", "Kd", "7c", "5h", "2s"]},
...     "boxes": [{"box": 1, "wagers": {"ante": 10, "express_bonus": 10},
...                "cards": ["Jh", "Js", "3d", "Ac", "Kh"], "actions": [{"do": "play"}]}]})
>>> str(settle(spec).box(1).net)
'30'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING

from dealer_assist import messages
from dealer_assist.cards import Card
from dealer_assist.errors import RuleError
from dealer_assist.messages import msg
from dealer_assist.money import require_whole_units
from dealer_assist.profile import Profile
from dealer_assist.rules import settlement as st
from dealer_assist.rules.game import GameRules, TableCards
from dealer_assist.rules.holdem import HoldemRules
from dealer_assist.rules.model import BoxSpec, BoxState, Status
from dealer_assist.rules.stud import StudRules

if TYPE_CHECKING:
    from dealer_assist.roundfile import RoundSpec

Rules = GameRules
"""What the rest of the program asks of a game's rules (:class:`~dealer_assist.rules.game.GameRules`)."""

FAMILIES: dict[str, type[StudRules] | type[HoldemRules]] = {
    StudRules.family: StudRules,
    HoldemRules.family: HoldemRules,
}
"""The rules class of each game family a profile names (the only table from family to rules)."""


def rules_for(profile: Profile) -> GameRules:
    """The rules object of a profile's game family."""
    return FAMILIES[profile.family](profile)


# -- wagers -------------------------------------------------------------------------------


_WAGER_NAMES = {
    "ante": "Ante",
    "blind": "Blind",
    "trips": "Trips",
    "express_bonus": "Express Bonus",
    "express_bonus_dealer": "Express Bonus on the dealer",
    "bonus": "Bonus",
    "seguro": "Seguro",
}


def check_stakes(profile: Profile, box: BoxSpec) -> None:
    """Every stake a box's round file holds is whole chip units: its wagers and its
    insurance (fees are whole multiples of the Ante, so they follow)."""
    unit = profile.table.chip_unit
    for name, amount in box.wagers.placed().items():
        require_whole_units(messages.wager(name, _WAGER_NAMES[name]), amount, unit, box.box)
    for bet in box.wagers.express_bonus_box:
        require_whole_units(msg("stake.express_bonus_box"), bet.amount, unit, box.box)
    for action in box.actions:
        if action.amount is not None:
            require_whole_units(messages.wager("insurance", "insurance"), action.amount, unit, box.box)


def check_wagers(profile: Profile, box: BoxSpec, box_numbers: Iterable[int]) -> None:
    """Wagers placed before the deal: the right kinds for the game, within the limits."""
    t, w, n = profile.table, box.wagers, box.box
    fields = {f.name: f for f in rules_for(profile).wager_fields()}

    def limit(name: messages.Arg, amount: Decimal, low: Decimal, high: Decimal) -> None:
        if not low <= amount <= high:
            raise RuleError(
                msg("refusal.outside_limits", wager=name, amount=amount, low=low, high=high),
                box=n,
                rule="bet limits",
            )

    if not w.ante:
        raise RuleError(msg("refusal.ante_mandatory"), box=n, rule="ante")
    check_stakes(profile, BoxSpec(n, w, ()))
    limit(messages.wager("ante", "Ante"), w.ante, t.min_bet, t.max_bet)
    not_here = []
    express = w.express_bonus or w.express_bonus_dealer or w.express_bonus_box
    for wager, placed in (
        ("blind", w.blind),
        ("trips", w.trips),
        ("express_bonus", express),
        ("bonus", w.bonus),
        ("seguro", w.seguro),
    ):
        if placed and wager not in fields:
            not_here.append(messages.wager(wager, wager))
    if not_here:
        raise RuleError(
            msg("refusal.no_such_wager", wagers=tuple(not_here), game=messages.game(profile.name, profile.title)),
            box=n,
            rule="wagers",
        )
    if "blind" in fields and w.blind != w.ante:
        raise RuleError(msg("refusal.ante_blind_equal", ante=w.ante, blind=w.blind), box=n, rule="blind")
    for name, amount in (
        (messages.wager("trips", "Trips"), w.trips),
        (messages.wager("bonus", "Bonus"), w.bonus),
        (messages.wager("seguro", "Seguro"), w.seguro),
        (msg("stake.express_bonus_dealer"), w.express_bonus_dealer),
    ):
        if amount:
            limit(name, amount, t.side_min, t.side_max)
    if "express_bonus" in fields and fields["express_bonus"].required and not w.express_bonus:
        raise RuleError(msg("refusal.express_mandatory"), box=n, rule="express_bonus = required")
    if w.express_bonus:
        if w.express_bonus < w.ante:
            raise RuleError(
                msg("refusal.express_below_ante", amount=w.express_bonus, ante=w.ante),
                box=n,
                rule="express_bonus",
            )
        limit(messages.wager("express_bonus", "Express Bonus"), w.express_bonus, t.side_min, t.side_max)
    numbers = set(box_numbers)
    for bet in w.express_bonus_box:
        if bet.box == n or bet.box not in numbers:
            raise RuleError(msg("refusal.express_other_box", target=bet.box), box=n, rule="express_bonus")
        limit(msg("stake.express_bonus_box"), bet.amount, t.side_min, t.side_max)


def check_boxes(profile: Profile, boxes: Sequence[BoxSpec]) -> None:
    """Box numbers, players' box counts, blind boxes (docs/rules.md §2, §4, §6)."""
    t = profile.table
    seen: set[int] = set()
    for b in boxes:
        if not 1 <= b.box <= t.boxes:
            raise RuleError(msg("refusal.no_such_box", boxes=t.boxes), box=b.box, rule="boxes")
        if b.box in seen:
            raise RuleError(msg("refusal.box_twice"), box=b.box, rule="boxes")
        seen.add(b.box)
    # A player's boxes: in all, open, blind (seeds: Russian "maximum 4 boxes"; Novo "between
    # one and four open boxes" plus "up to four" blind; Hold'em "one open, the others blind").
    for limit, chosen, what in (
        (t.boxes_per_player, lambda b: True, "boxes"),
        (t.open_boxes_per_player, lambda b: not b.blind_box, "open_boxes"),
        (t.blind_boxes_per_player, lambda b: b.blind_box, "blind_boxes"),
    ):
        if not limit:
            continue
        counts = Counter(b.player for b in boxes if b.player and chosen(b))
        for player, count in counts.items():
            if count > limit:
                raise RuleError(
                    msg(f"refusal.player_{what}", player=player, n=count, limit=limit),
                    rule=f"{what.replace('_', ' ')} per player",
                )


def check_cards(spec: RoundSpec) -> None:
    """Card counts, and no card twice anywhere in the round (docs/rules.md §7)."""
    p = spec.profile
    rules = rules_for(p)
    want_dealer = rules.dealer_size
    if len(spec.dealer.cards) != want_dealer:
        raise RuleError(msg("refusal.dealer_card_count", count=len(spec.dealer.cards), want=want_dealer), rule="deal")
    if rules.board_size and len(spec.board) != rules.board_size:
        raise RuleError(msg("refusal.board_card_count", count=len(spec.board)), rule="deal")
    if not rules.board_size and spec.board:
        raise RuleError(msg("refusal.no_board", game=messages.game(p.name, p.title)), rule="deal")
    where: dict[int, messages.Message] = {}

    def put(cards: Iterable[Card], place: messages.Message, box: int | None = None) -> None:
        for c in cards:
            if c.index in where:
                raise RuleError(
                    msg("refusal.already_on_table", card=c, where=where[c.index]), box=box, rule="duplicate card"
                )
            where[c.index] = place

    put(spec.dealer.cards, msg("where.dealer_hand"))
    put(spec.board, msg("where.board"))
    put(spec.burns, msg("where.burned"))
    for b in spec.boxes:
        want = rules.hand_size
        if len(b.cards) != want:
            raise RuleError(msg("refusal.deal_count", n=len(b.cards), want=want), box=b.box, rule="deal")
        put(b.cards, msg("where.box", box=b.box), b.box)
    for b in spec.boxes:
        for a in b.actions:
            put(a.draw, msg("where.drawn_by", box=b.box), b.box)
    if spec.dealer.bought_draw is not None:
        put([spec.dealer.bought_draw], msg("slot.dealer_game"))


# -- replay and settle ----------------------------------------------------------------------


def replay_box(rules: GameRules, b: BoxSpec, dealer: Sequence[Card]) -> BoxState:
    """A box's state after its dealt cards and every action of the round file."""
    state = rules.dealt(BoxState(b.box, b.wagers, b.blind_box, b.player), b.cards)
    state = rules.replay(state, b.actions, dealer)
    if state.status not in (Status.PLAYED, Status.FOLDED, Status.INSTANT):
        raise RuleError(
            msg("refusal.no_final_decision", status=messages.status(state.status.value)), box=b.box, rule="decisions"
        )
    return state


def settle_states(
    rules: GameRules,
    states: Sequence[BoxState],
    dealer: Sequence[Card],
    board: Sequence[Card] = (),
    bought_draw: Card | None = None,
) -> st.Settlement:
    """Settle boxes whose every decision is taken, against the dealer's cards."""
    profile = rules.profile
    by_number = {s.box: s for s in states}
    ordered = sorted(states, key=lambda s: s.box)
    bought_hand = rules.bought_dealer_hand(states, dealer, bought_draw)
    table = TableCards(tuple(dealer), tuple(board), bought_hand, by_number)
    boxes = tuple(rules.settle_box(s, table) for s in ordered)
    return st.Settlement(
        profile.name, rules.dealer_result(dealer, bought_hand, board), boxes, profile.table, profile.warnings
    )


def settle(spec: RoundSpec) -> st.Settlement:
    """Settle a parsed round file, or raise a :class:`RuleError` naming the box and rule."""
    profile = spec.profile
    rules = rules_for(profile)
    check_boxes(profile, spec.boxes)
    numbers = [b.box for b in spec.boxes]
    for b in spec.boxes:
        check_wagers(profile, b, numbers)
    check_cards(spec)
    states = [replay_box(rules, b, spec.dealer.cards) for b in spec.boxes]
    return settle_states(rules, states, spec.dealer.cards, spec.board, spec.dealer.bought_draw)
