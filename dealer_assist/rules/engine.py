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
from dealer_assist.evaluator import HandCategory, evaluate
from dealer_assist.messages import msg
from dealer_assist.money import require_whole_units
from dealer_assist.profile import Profile
from dealer_assist.rules import settlement as st
from dealer_assist.rules.holdem import HoldemRules
from dealer_assist.rules.model import BUY_DEALER_GAME, PLAY, BoxSpec, BoxState, Status
from dealer_assist.rules.stud import DealerView, StudRules

if TYPE_CHECKING:
    from dealer_assist.roundfile import RoundSpec

Rules = StudRules | HoldemRules


def rules_for(profile: Profile) -> Rules:
    """The rules object of a profile's game family."""
    return HoldemRules(profile) if profile.family == "holdem" else StudRules(profile)


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
    t, o, w, n = profile.table, profile.options, box.wagers, box.box
    holdem = profile.family == "holdem"

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
    if w.blind and not holdem:
        not_here.append(messages.wager("blind", "blind"))
    if w.trips and not (holdem and o.trips):
        not_here.append(messages.wager("trips", "trips"))
    express = w.express_bonus or w.express_bonus_dealer or w.express_bonus_box
    if express and (holdem or o.express_bonus == "off"):
        not_here.append(messages.wager("express_bonus", "express_bonus"))
    if w.bonus and not o.bonus:
        not_here.append(messages.wager("bonus", "bonus"))
    if w.seguro and not o.seguro:
        not_here.append(messages.wager("seguro", "seguro"))
    if not_here:
        raise RuleError(
            msg("refusal.no_such_wager", wagers=tuple(not_here), game=messages.game(profile.name, profile.title)),
            box=n,
            rule="wagers",
        )
    if holdem and w.blind != w.ante:
        raise RuleError(msg("refusal.ante_blind_equal", ante=w.ante, blind=w.blind), box=n, rule="blind")
    for name, amount in (
        (messages.wager("trips", "Trips"), w.trips),
        (messages.wager("bonus", "Bonus"), w.bonus),
        (messages.wager("seguro", "Seguro"), w.seguro),
        (msg("stake.express_bonus_dealer"), w.express_bonus_dealer),
    ):
        if amount:
            limit(name, amount, t.side_min, t.side_max)
    if not holdem and o.express_bonus == "required" and not w.express_bonus:
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
    holdem = p.family == "holdem"
    want_dealer = 2 if holdem else 5
    if len(spec.dealer.cards) != want_dealer:
        raise RuleError(msg("refusal.dealer_card_count", count=len(spec.dealer.cards), want=want_dealer), rule="deal")
    if holdem and len(spec.board) != 5:
        raise RuleError(msg("refusal.board_card_count", count=len(spec.board)), rule="deal")
    if not holdem and spec.board:
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
        want = 2 if holdem else 5
        if len(b.cards) != want:
            raise RuleError(msg("refusal.deal_count", n=len(b.cards), want=want), box=b.box, rule="deal")
        put(b.cards, msg("where.box", box=b.box), b.box)
    for b in spec.boxes:
        for a in b.actions:
            put(a.draw, msg("where.drawn_by", box=b.box), b.box)
    if spec.dealer.bought_draw is not None:
        put([spec.dealer.bought_draw], msg("slot.dealer_game"))


# -- replay and settle ----------------------------------------------------------------------


def replay_box(rules: Rules, b: BoxSpec, dealer: Sequence[Card]) -> BoxState:
    """A box's state after its dealt cards and every action of the round file."""
    state = rules.dealt(BoxState(b.box, b.wagers, b.blind_box, b.player), b.cards)
    actions = list(b.actions)
    if isinstance(rules, StudRules):
        if b.blind_box and actions and actions[0].do == PLAY:
            actions = actions[1:]  # the blind box's Bet was placed before the deal
        for a in actions:
            view = DealerView(opened=a.do == BUY_DEALER_GAME, cards=tuple(dealer))
            state = rules.apply(state, a, None, view)
            if state.pending is not None:
                raise RuleError(msg("refusal.drawn_missing", action=messages.action(a.do)), box=b.box, rule=a.do)
    else:
        for a in actions:
            state = rules.apply(state, a)
    if state.status not in (Status.PLAYED, Status.FOLDED, Status.INSTANT):
        raise RuleError(
            msg("refusal.no_final_decision", status=messages.status(state.status.value)), box=b.box, rule="decisions"
        )
    return state


def dealer_result(
    rules: Rules, dealer: Sequence[Card], bought: Sequence[Card] | None, board: Sequence[Card]
) -> st.DealerResult:
    if isinstance(rules, HoldemRules):
        value = evaluate((*dealer, *board))
        return st.DealerResult(
            tuple(dealer), value.category.name, value.category >= HandCategory.PAIR, board=tuple(board)
        )
    value = evaluate(dealer)
    result = st.DealerResult(tuple(dealer), value.category.name, value.category >= HandCategory.ACE_KING)
    if bought is not None:
        again = evaluate(bought)
        result = st.DealerResult(
            result.cards,
            result.hand,
            result.qualifies,
            st.DealerResult(tuple(bought), again.category.name, again.category >= HandCategory.ACE_KING),
        )
    return result


def settle_states(
    rules: Rules,
    states: Sequence[BoxState],
    dealer: Sequence[Card],
    board: Sequence[Card] = (),
    bought_draw: Card | None = None,
) -> st.Settlement:
    """Settle boxes whose every decision is taken, against the dealer's cards."""
    profile = rules.profile
    by_number = {s.box: s for s in states}
    ordered = sorted(states, key=lambda s: s.box)
    bought_hand: tuple[Card, ...] | None = None
    if isinstance(rules, StudRules):
        buyers = [s.box for s in states if s.bought_dealer_game]
        if buyers and bought_draw is None:
            raise RuleError(
                msg("refusal.buyers_missing_card"),
                box=buyers[0],
                rule="dealer_game_buy",
            )
        if bought_draw is not None and not buyers:
            raise RuleError(msg("refusal.bought_card_no_buyer"), rule="dealer_game_buy")
        if bought_draw is not None:
            bought_hand = rules.dealer_bought_hand(dealer, bought_draw)
        boxes = tuple(rules.settle_box(s, dealer, bought_hand, by_number) for s in ordered)
    else:
        boxes = tuple(rules.settle_box(s, dealer, board) for s in ordered)
    return st.Settlement(
        profile.name, dealer_result(rules, dealer, bought_hand, board), boxes, profile.table, profile.warnings
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
