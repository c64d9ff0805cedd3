"""Settlement: the lines a box is paid or collected, the table maximum, the JSON and the
pit boss's table (docs/round-file.md; docs/rules.md §7)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any

from dealer_assist.cards import Card, CardLike, parse_cards
from dealer_assist.evaluator import HandCategory
from dealer_assist.messages import Message, msg
from dealer_assist.money import ZERO, Ratio, fmt, round_down
from dealer_assist.profile import TableLimits

WIN, LOSE, PUSH, FEE, CAPPED = "win", "lose", "push", "fee", "capped"

# Which table maximum a wager counts against (docs/rules.md §7).
MAIN_WAGERS = frozenset({"ante", "bet", "play", "blind", "second_hand", "insurance", "instant_payout"})
SIDE_WAGERS = frozenset({"express_bonus", "express_bonus_dealer", "express_bonus_box", "bonus", "seguro", "trips"})
FEE_WAGERS = frozenset({"exchange", "sixth_card", "buy_card", "dealer_game"})

WAGER_LABELS = {
    "ante": "Ante",
    "bet": "Bet",
    "play": "Play",
    "blind": "Blind",
    "second_hand": "Second hand",
    "insurance": "Insurance",
    "instant_payout": "Instant payout",
    "express_bonus": "Express Bonus",
    "express_bonus_dealer": "Express Bonus (dealer)",
    "express_bonus_box": "Express Bonus (box)",
    "bonus": "Bonus",
    "seguro": "Seguro",
    "trips": "Trips",
    "exchange": "Exchange fee",
    "sixth_card": "Sixth card fee",
    "buy_card": "Bought card fee",
    "dealer_game": "Dealer game fee",
    "table_max": "Table maximum",
    "side_bet_max": "Side bet maximum",
}


NO_PAIR = frozenset({HandCategory.HIGH_CARD.name, HandCategory.ACE_KING.name})


def shown_hand(category: str, cards: str | Iterable[CardLike], board: str | Iterable[CardLike] = ()) -> str:
    """The name a screen gives a hand: its category name, except that a hand played with a
    board (Hold'em: ``board`` the community cards) with no pair is named by its high card
    (``HIGH_CARD:A``, "Ace high"). "Ace-King" is a qualifying term of the stud games (the
    dealer qualifies with it, docs/rules.md §1); a hold'em player calls the same five cards
    "Ace high", and the stud games (no board) keep their name.

    >>> shown_hand("ACE_KING", "As Kd", "7c 5h 2s 3c 9d")
    'HIGH_CARD:A'
    >>> shown_hand("HIGH_CARD", "Qs Jd", "7c 5h 2s")
    'HIGH_CARD:Q'
    >>> shown_hand("ACE_KING", "As Kd 7c 5h 2s")
    'ACE_KING'
    """
    shared = parse_cards(board)
    if not shared or category not in NO_PAIR:
        return category
    ranks = [c.rank for c in (*parse_cards(cards), *shared)]
    return f"{HandCategory.HIGH_CARD.name}:{max(ranks).char}"


@dataclass(frozen=True)
class Line:
    """One wager's result. ``net`` is what the player's bankroll changes by."""

    wager: str
    outcome: str
    net: Decimal
    stake: Decimal | None = None
    ratio: Ratio | None = None
    hand: str | None = None
    exact: Decimal | None = None
    """The exact payout before rounding down to the chip unit, when rounding changed it."""
    target: str | None = None
    note: Message | None = None
    """Why the line is what it is ("dealer has no game"), a key the screens render in their
    language; the round file keeps its English."""

    @property
    def label(self) -> str:
        return WAGER_LABELS.get(self.wager, self.wager)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"wager": self.wager}
        if self.stake is not None:
            out["stake"] = fmt(self.stake)
        out["outcome"] = self.outcome
        if self.ratio is not None:
            out["ratio"] = str(self.ratio)
        out["net"] = fmt(self.net)
        if self.hand:
            out["hand"] = self.hand
        if self.target:
            out["target"] = self.target
        if self.exact is not None:
            out["exact"] = fmt(self.exact)
        if self.note is not None:
            out["note"] = str(self.note)
        return out


def win(wager: str, stake: Decimal, ratio: Ratio, chip_unit: Decimal, **extra: Any) -> Line:
    """A winning line, the payout rounded down to the chip unit (and the rounding kept)."""
    exact = ratio.pay(stake)
    paid = round_down(exact, chip_unit)
    return Line(wager, WIN, paid, stake, ratio, exact=exact if paid != exact else None, **extra)


def lose(wager: str, stake: Decimal, **extra: Any) -> Line:
    return Line(wager, LOSE, -stake, stake, **extra)


def push(wager: str, stake: Decimal, **extra: Any) -> Line:
    return Line(wager, PUSH, ZERO, stake, **extra)


def fee(wager: str, stake: Decimal, **extra: Any) -> Line:
    return Line(wager, FEE, -stake, stake, **extra)


@dataclass(frozen=True)
class HandResult:
    """A hand as the settlement shows it."""

    category: str
    cards: tuple[Card, ...]
    label: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"hand": self.category, "cards": [c.code for c in self.cards]}


@dataclass(frozen=True)
class BoxSettlement:
    box: int
    lines: tuple[Line, ...]
    net: Decimal
    capped: bool = False
    uncapped_net: Decimal | None = None
    hand: str | None = None
    cards: tuple[Card, ...] = ()
    second_hand: str | None = None
    second_hand_cards: tuple[Card, ...] = ()
    status: str = ""
    blind_box: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"box": self.box, "hand": self.hand}
        if self.cards:
            out["cards"] = [c.code for c in self.cards]
        out["second_hand"] = self.second_hand
        if self.second_hand_cards:
            out["second_hand_cards"] = [c.code for c in self.second_hand_cards]
        if self.status:
            out["status"] = self.status
        if self.blind_box:
            out["blind_box"] = True
        out["lines"] = [line.to_json() for line in self.lines]
        out["net"] = fmt(self.net)
        out["capped"] = self.capped
        if self.capped and self.uncapped_net is not None:
            out["uncapped_net"] = fmt(self.uncapped_net)
        return out


@dataclass(frozen=True)
class DealerResult:
    cards: tuple[Card, ...]
    hand: str
    qualifies: bool
    bought_game: DealerResult | None = None
    board: tuple[Card, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"hand": self.hand, "qualifies": self.qualifies}
        out["cards"] = [c.code for c in self.cards]
        if self.board:
            out["board"] = [c.code for c in self.board]
        if self.bought_game is not None:
            out["bought_game"] = self.bought_game.to_json()
        return out


@dataclass(frozen=True)
class Settlement:
    game: str
    dealer: DealerResult
    boxes: tuple[BoxSettlement, ...]
    table: TableLimits
    warnings: tuple[str, ...] = field(default=())

    def box(self, number: int) -> BoxSettlement:
        return next(b for b in self.boxes if b.box == number)

    @property
    def total_net(self) -> Decimal:
        """What the players win in all (negative: the house wins)."""
        return sum((b.net for b in self.boxes), ZERO)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "dealer": self.dealer.to_json(),
            "boxes": [b.to_json() for b in self.boxes],
            "table": {
                "max_payout": fmt(self.table.max_payout),
                "side_bet_max_payout": fmt(self.table.side_bet_max_payout),
                "chip_unit": fmt(self.table.chip_unit),
            },
        }


def apply_caps(lines: Sequence[Line], table: TableLimits) -> tuple[tuple[Line, ...], bool]:
    """Add the table-maximum lines a box needs (docs/rules.md §7): the main game's winnings
    plus insurance are capped at ``max_payout``; side-bet winnings at
    ``side_bet_max_payout``. A cap shows as its own line, so the box's net is always the
    sum of its lines, and the uncapped figure stays visible."""
    out = list(lines)
    capped = False
    for wagers, limit, name in (
        (MAIN_WAGERS, table.max_payout, "table_max"),
        (SIDE_WAGERS, table.side_bet_max_payout, "side_bet_max"),
    ):
        won = sum((x.net for x in lines if x.wager in wagers and x.net > 0), ZERO)
        if won > limit:
            capped = True
            out.append(Line(name, CAPPED, limit - won, note=msg("note.capped", won=won, limit=limit)))
    return tuple(out), capped


def finish_box(box: int, lines: Iterable[Line], table: TableLimits, **shown: Any) -> BoxSettlement:
    raw = tuple(lines)
    final, capped = apply_caps(raw, table)
    uncapped = sum((x.net for x in raw), ZERO)
    net = sum((x.net for x in final), ZERO)
    return BoxSettlement(box, final, net, capped, uncapped if capped else None, **shown)


def with_lines(box: BoxSettlement, lines: Iterable[Line]) -> BoxSettlement:
    return replace(box, lines=tuple(lines))
