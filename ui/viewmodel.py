"""What each part of the table view shows, computed from the round (plain values, no Qt).

Every value here comes from a :class:`~dealer_assist.flow.Round` query: the allowed actions,
the hands, the declared side bets. Nothing is decided here; this module only picks what to
show and in which order, so the widgets stay dumb and the tests can check the values.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from dealer_assist.cards import Card
from dealer_assist.flow import Phase, Round, Slot
from dealer_assist.flow.dealing import BOARD, BOX, DEALER, DEALER_GAME, DRAW
from dealer_assist.flow.state import CARD_PHASES as CARD_PHASES  # the round flow's phase sets, as screens use them
from dealer_assist.flow.state import DECISION_PHASES as DECISION_PHASES
from dealer_assist.rules.model import Status


@dataclass(frozen=True)
class CardView:
    card: Card | None
    slot: Slot | None = None
    face_down: bool = False
    unreadable: bool = False

    @property
    def empty(self) -> bool:
        return self.card is None and not self.face_down and not self.unreadable


@dataclass(frozen=True)
class SideBetView:
    wager: str
    outcome: str
    hand: str | None
    ratio: str | None
    net: Decimal
    target: str | None = None


@dataclass(frozen=True)
class BoxView:
    box: int
    placed: bool
    wagers: tuple[tuple[str, Decimal], ...] = ()
    blind: bool = False
    blind_play: int | None = None
    cards: tuple[CardView, ...] = ()
    hand: str | None = None
    second: str | None = None
    status: str = ""
    bet: Decimal = Decimal(0)
    insurance: Decimal = Decimal(0)
    side_bets: tuple[SideBetView, ...] = ()
    actions: tuple[str, ...] = ()
    active: bool = False
    waiting_for: bool = False
    """The next card expected goes to this box."""


def box_view(rnd: Round, box: int, to_decide: list[int] | None = None) -> BoxView:
    """``to_decide``: ``rnd.boxes_to_decide()``, when the caller has it already."""
    state = rnd.boxes.get(box)
    if state is None:
        return BoxView(box, False)
    expected = rnd.expected_slot()
    hand = rnd.hand(box)
    blind_play = rnd.blind_plays.get(box)
    to_decide = rnd.boxes_to_decide() if to_decide is None else to_decide
    return BoxView(
        box=box,
        placed=True,
        wagers=tuple(state.wagers.placed().items())
        + tuple((f"express_bonus_box:{bet.box}", bet.amount) for bet in state.wagers.express_bonus_box),
        blind=state.blind_box,
        blind_play=blind_play,
        cards=box_cards(rnd, box),
        hand=hand.principal if hand else None,
        second=hand.second if hand else None,
        status=state.status.value,
        bet=state.bet,
        insurance=state.insurance,
        side_bets=tuple(
            SideBetView(ln.wager, ln.outcome, ln.hand, str(ln.ratio) if ln.ratio else None, ln.net, ln.target)
            for ln in rnd.side_bets(box)
        ),
        actions=tuple(rnd.allowed(box)),
        active=bool(to_decide) and to_decide[0] == box and rnd.phase in DECISION_PHASES,
        waiting_for=expected is not None and expected.box == box and expected.kind in (BOX, DRAW),
    )


def box_cards(rnd: Round, box: int) -> tuple[CardView, ...]:
    """A box's cards as they lie now: dealt so far (and unreadable ones), or after an
    exchange / bought card, the kept cards and the places of the cards still to come."""
    state = rnd.boxes[box]
    cards = rnd.cards
    if not state.cards:  # still being dealt: one place per card of the deal
        n = rnd.rules.hand_size
        out = []
        for i in range(1, n + 1):
            slot = Slot(BOX, box, i)
            out.append(CardView(cards.get(slot), slot, unreadable=slot in cards and cards[slot] is None))
        return tuple(out)
    if state.pending is not None:  # an exchange or a bought card waits for its cards
        gone = {c.index for c in state.pending.discard}
        kept = [CardView(c, rnd.slot_of(c)) for c in state.cards if c.index not in gone]
        wanted = rnd.rules.cards_wanted(state)
        draws = []
        for i in range(1, wanted + 1):
            slot = Slot(DRAW, box, i)
            draws.append(CardView(cards.get(slot), slot, unreadable=slot in cards and cards[slot] is None))
        return tuple(kept + draws)
    return tuple(CardView(c, rnd.slot_of(c)) for c in state.cards)


@dataclass(frozen=True)
class DealerView:
    cards: tuple[CardView, ...]
    hand: str | None
    bought: CardView | None = None
    board: tuple[CardView, ...] = ()
    waiting_for: bool = False


def dealer_view(rnd: Round) -> DealerView:
    cards = rnd.cards
    shown_all = rnd.dealer_hand() is not None or rnd.phase in (Phase.SETTLEMENT, Phase.CONFIRMED)
    out = []
    for i in range(1, rnd.rules.dealer_size + 1):
        slot = Slot(DEALER, 0, i)
        card = cards.get(slot)
        dealt = slot in cards
        hidden = dealt and card is not None and not shown_all and not rnd.face_up(slot)
        out.append(CardView(None if hidden else card, slot, face_down=hidden, unreadable=dealt and card is None))
    board: list[CardView] = []
    for i in range(1, rnd.rules.board_size + 1):
        slot = Slot(BOARD, 0, i)
        board.append(CardView(cards.get(slot), slot, unreadable=slot in cards and cards[slot] is None))
    bought_slot = Slot(DEALER_GAME, 0, 1)
    bought = CardView(cards.get(bought_slot), bought_slot) if bought_slot in cards else None
    expected = rnd.expected_slot()
    return DealerView(
        tuple(out),
        rnd.dealer_hand(),
        bought,
        tuple(board),
        waiting_for=expected is not None and expected.kind in (DEALER, BOARD, DEALER_GAME),
    )


def played_or_folded(rnd: Round, box: int) -> bool:
    state = rnd.boxes.get(box)
    return state is not None and state.status in (Status.PLAYED, Status.FOLDED, Status.INSTANT)
