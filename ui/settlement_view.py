"""The settlement: per box its lines (wager, hand, ratio, amount), the second hand, the
insurance, a table-maximum cap with the uncapped figure, and the amount to PAY or COLLECT
in a colour and size that cannot be misread. Confirm sends the round to the log."""

from __future__ import annotations

from decimal import Decimal
from html import escape
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.cards import Card
from dealer_assist.hands import shown_hand
from dealer_assist.rules.settlement import BoxSettlement, Line, Settlement
from ui import theme
from ui.i18n import hand_name, money, outcome_name, translate, wager_name
from ui.panels import CardRow, hand_text
from ui.viewmodel import CardView
from ui.widgets import _painted, button, clear_layout, label


def verdict(net: Decimal) -> tuple[str, str]:
    """(the word and amount, the background colour) for a box's total."""
    if net > 0:
        return translate("Settlement", "PAY {amount}").format(amount=money(net)), theme.PAY_BG
    if net < 0:
        return translate("Settlement", "COLLECT {amount}").format(amount=money(-net)), theme.COLLECT_BG
    return translate("Settlement", "PUSH: nothing to pay"), theme.PUSH_BG


def line_row(line: Line, cards: tuple[Card, ...] | None = None) -> str:
    """One line as an HTML table row: wager, stake, hand and ratio, amount. ``cards``: the
    box's hold'em hand (a hand with no pair is named by its high card)."""
    stake = money(line.stake) if line.stake is not None else ""
    what = []
    if line.hand:
        what.append(hand_name(shown_hand(line.hand, cards, holdem=True) if cards else line.hand))
    if line.ratio is not None:
        what.append(str(line.ratio))
    if line.outcome not in ("win",):
        what.append(outcome_name(line.outcome))
    if line.target:
        what.append(f"({escape(line.target)})")
    colour = theme.WIN_TEXT if line.net > 0 else theme.LOSE_TEXT if line.net < 0 else theme.MUTED
    name = wager_name(line.wager)
    if line.outcome == "capped":
        what = [escape(line.note)]
        colour = "#ffa94d"
    if line.exact is not None:
        what.append(translate("Settlement", "(exact {v}, rounded down)").format(v=money(line.exact)))
    return (
        f"<tr><td style='padding-right:10px'>{escape(name)}</td>"
        f"<td align='right' style='padding-right:10px'>{stake}</td>"
        f"<td style='padding-right:10px'>{' '.join(what)}</td>"
        f"<td align='right' style='color:{colour}; font-weight:bold'>{money(line.net, signed=True)}</td></tr>"
    )


def cap_text(b: BoxSettlement, limits: Any) -> str:
    """The cap(s) of a box in words: which maximum, what was won, what is paid, and the
    box's uncapped figure (RULES.md §7)."""
    parts = []
    for ln in b.lines:
        if ln.wager in ("table_max", "side_bet_max"):
            limit = limits.max_payout if ln.wager == "table_max" else limits.side_bet_max_payout
            won = limit - ln.net  # the cap line takes off what was won above the limit
            text = (
                translate("Settlement", "TABLE MAXIMUM {limit}: won {won}, pays {limit}")
                if ln.wager == "table_max"
                else translate("Settlement", "SIDE BET MAXIMUM {limit}: won {won}, pays {limit}")
            )
            parts.append(text.format(limit=money(limit), won=money(won)))
    uncapped = b.uncapped_net if b.uncapped_net is not None else b.net
    parts.append(
        translate("Settlement", "uncapped {uncapped}, pays {paid}").format(uncapped=money(uncapped), paid=money(b.net))
    )
    return "\n".join(parts)


class BoxSettlementCard(QFrame):
    """One box: its lines, any cap, and the amount to PAY or COLLECT."""

    def __init__(
        self, b: BoxSettlement, limits: Any, *, large: bool = False, with_cards: bool = True, holdem: bool = False
    ) -> None:
        super().__init__()
        self.setObjectName("Panel")
        self.box = b.box
        v = QVBoxLayout(self)
        v.setContentsMargins(10, 6, 10, 8)
        v.setSpacing(4)
        head = QHBoxLayout()
        head.addWidget(label(translate("Box", "BOX {n}").format(n=b.box), "BoxTitle"))
        if b.blind_box:
            head.addWidget(label(translate("Box", "BLIND"), "Blind"))
        status = {"folded": translate("Box", "Folded"), "instant": translate("Box", "Paid instantly")}.get(b.status, "")
        named = shown_hand(b.hand, b.cards, holdem=True) if holdem and b.hand and b.cards else b.hand
        hand = hand_text(named, b.second_hand) if b.status != "folded" else ""
        self.hand = label(hand or status, "Hand", wrap=True)
        self.hand.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        head.addWidget(self.hand, 1)
        v.addLayout(head)
        # The box's cards, so the croupier checks the hand the payout is for at a glance
        # (when the boxes stand in one row; with two rows the lines need all the room).
        self.hand_cards: CardRow | None = None
        if with_cards:
            self.hand_cards = CardRow(self, max_height=120 if large else 84, min_height=48)
            self.hand_cards.show_cards(tuple(CardView(c) for c in b.cards), room_for=max(5, len(b.cards)))
            v.addWidget(self.hand_cards, 1)
        else:
            v.addStretch(1)
        shown = [ln for ln in b.lines if ln.outcome != "capped"]  # a cap is the banner below
        best = b.cards if holdem else None
        self.lines = QLabel(
            "<table width='100%' cellspacing='0' cellpadding='1'>"
            + "".join(line_row(ln, best) for ln in shown)
            + "</table>"
        )
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.lines.setWordWrap(True)
        self.lines.setStyleSheet(f"font-size: {21 if large else 17}px;")
        v.addWidget(self.lines)
        v.addStretch(0)
        self.cap: QLabel | None = None
        if b.capped:
            cap = label(cap_text(b, limits), wrap=True)
            cap.setObjectName("Cap")
            cap.setStyleSheet(
                f"background: {theme.WARN_BG}; color: black; font-size: {21 if large else 18}px; font-weight: bold;"
                " border-radius: 6px; padding: 4px 8px;"
            )
            v.addWidget(cap)
            self.cap = cap
        text, colour = verdict(b.net)
        self.total = QLabel(text)
        self.total.setObjectName("Total")
        self.total.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.total.setMinimumHeight(84 if large else 70)
        self._colour = colour
        self._largest = 44 if large else 36
        self._fit_total()
        v.addWidget(self.total)

    def _fit_total(self) -> None:
        """The total as large as the column allows (PAY / ВЫПЛАТИТЬ 13 500 never cut off)."""
        size = self._largest
        room = max(60, self.width() - 40)
        font = QFont(self.total.font())
        font.setBold(True)
        while size > 20:
            font.setPixelSize(size)
            if QFontMetrics(font).horizontalAdvance(self.total.text()) <= room:
                break
            size -= 2
        self.total.setStyleSheet(
            f"background: {self._colour}; color: white; font-size: {size}px; font-weight: 900;"
            " border-radius: 10px; padding: 4px;"
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_total()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        _painted(self)


class SettlementView(QWidget):
    """Every box's settlement, in table order, and the dealer's hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Settlement")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        head = QHBoxLayout()
        self.dealer = label("", "Title", wrap=True)
        head.addWidget(self.dealer, 1)
        self.dealer_cards = CardRow(self, max_height=70, min_height=44)
        self.dealer_cards.setFixedWidth(6 * 56)
        head.addWidget(self.dealer_cards)
        outer.addLayout(head)
        self.grid = QGridLayout()
        self.grid.setSpacing(8)
        outer.addLayout(self.grid, 1)
        self.cards: dict[int, BoxSettlementCard] = {}
        self.settlement: Settlement | None = None
        self._shown: tuple[object, ...] | None = None

    def show_settlement(self, s: Settlement, columns: int, *, large: bool = False) -> None:
        if (s, columns, large) == self._shown:
            return
        self._shown = (s, columns, large)
        self.settlement = s
        d = s.dealer
        holdem = bool(d.board)  # only hold'em has a board
        named = shown_hand(d.hand, (*d.cards, *d.board), holdem=True) if holdem else d.hand
        text = translate("Settlement", "Dealer: {hand}").format(hand=hand_name(named))
        if d.qualifies:
            text += "  —  " + translate("Settlement", "qualifies")
        else:
            text += "  —  " + translate("Settlement", "does not qualify")
        cards = d.bought_game.cards if d.bought_game is not None else d.cards
        self.dealer_cards.show_cards(tuple(CardView(c) for c in (*cards, *d.board)), room_for=len(cards) + len(d.board))
        self.dealer_cards.setFixedWidth(max(5, len(cards) + len(d.board)) * 56)
        if d.bought_game is not None:
            text += "  ·  " + translate("Settlement", "bought game: {hand}").format(hand=hand_name(d.bought_game.hand))
        self.dealer.setText(text)
        clear_layout(self.grid)
        self.cards = {}
        one_row = len(s.boxes) <= columns
        for i, b in enumerate(s.boxes):
            card = BoxSettlementCard(b, s.table, large=large, with_cards=one_row, holdem=holdem)
            self.grid.addWidget(card, i // columns, i % columns)
            self.cards[b.box] = card

    def clear(self) -> None:
        self.settlement = None
        self._shown = None
        clear_layout(self.grid)
        self.cards = {}


__all__ = ["SettlementView", "button", "verdict"]
