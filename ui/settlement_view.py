"""The settlement: per box its cards and one row per line (wager, stake x ratio, amount in
one right-aligned column), the table maximum a line of its own so that the amounts add up
to the total, and the amount to PAY or COLLECT in a colour and size that cannot be misread.
Confirm sends the round to the log."""

from __future__ import annotations

import math
from decimal import Decimal
from html import escape
from typing import Any, NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.cards import Card
from dealer_assist.rules.settlement import BoxSettlement, Line, Settlement, shown_hand
from ui import theme
from ui.i18n import hand_name, money, outcome_name, render, translate, wager_name
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


def line_row(line: Line, cards: tuple[Card, ...] = (), board: tuple[Card, ...] = ()) -> str:
    """One line as an HTML table row: wager, stake, hand and ratio, amount. ``cards`` and
    ``board``: the box's hand and the board it was played with (the hand is named as the
    settlement names it, :func:`~dealer_assist.rules.settlement.shown_hand`)."""
    stake = money(line.stake) if line.stake is not None else ""
    what = []
    if line.hand:
        what.append(hand_name(shown_hand(line.hand, cards, board) if cards else line.hand))
    if line.ratio is not None:
        what.append(str(line.ratio))
    if line.outcome not in ("win",):
        what.append(outcome_name(line.outcome))
    if line.target:
        what.append(f"({escape(line.target)})")
    colour = theme.WIN_TEXT if line.net > 0 else theme.LOSE_TEXT if line.net < 0 else theme.MUTED
    name = wager_name(line.wager)
    if line.outcome == "capped":
        what = [escape(render(line.note))] if line.note is not None else []
        colour = "#ffa94d"
    if line.exact is not None:
        what.append(translate("Settlement", "(exact {v}, rounded down)").format(v=money(line.exact)))
    return (
        f"<tr><td style='padding-right:10px'>{escape(name)}</td>"
        f"<td align='right' style='padding-right:10px'>{stake}</td>"
        f"<td style='padding-right:10px'>{' '.join(what)}</td>"
        f"<td align='right' style='color:{colour}; font-weight:bold'>{money(line.net, signed=True)}</td></tr>"
    )


class Row(NamedTuple):
    """One line of a box's settlement on the screen: what, stake x ratio, amount."""

    name: QLabel
    detail: QLabel
    amount: QLabel


def line_name(line: Line) -> str:
    """A line's name as the settlement shows it: Express Bonus on another hand says whose."""
    if line.wager == "express_bonus_dealer":
        return translate("Settlement", "Express: dealer")
    if line.wager == "express_bonus_box" and line.target:
        number = line.target.removeprefix("box ").strip()
        return translate("Settlement", "Express: box {n}").format(n=number)
    return wager_name(line.wager)


def line_detail(line: Line, limits: Any) -> str:
    """What the amount comes from, short enough for a box's column: ``20 × 3:2`` (and the
    exact figure when the payout was rounded down), the stake, the limit of a maximum."""
    if line.wager in ("table_max", "side_bet_max"):
        limit = limits.max_payout if line.wager == "table_max" else limits.side_bet_max_payout
        return translate("Settlement", "max {limit}").format(limit=money(limit))
    stake = money(line.stake) if line.stake is not None else ""
    if line.outcome == "win" and line.ratio is not None:
        text = f"{stake} × {line.ratio}"
        if line.exact is not None:
            text += " " + translate("Settlement", "(exact {v})").format(v=money(line.exact))
        return text
    return stake  # lost, pushed, a fee: the amount (0 for a push) says which


LINE_PX = (22, 26)
"""The largest text of the lines (normal, large screen); smaller only when a box is narrow."""
SMALLEST_PX = 14
CARD_PX = (84, 120)
"""The tallest card of a box (normal, large screen)."""
SMALLEST_CARD = 48


class BoxSettlementCard(QFrame):
    """One box: its cards, one row per line (the table maximum a line of its own, so the
    amounts add up to the total), and the amount to PAY or COLLECT."""

    def __init__(
        self, b: BoxSettlement, limits: Any, *, large: bool = False, with_cards: bool = True, room_for: int = 5,
        board: tuple[Card, ...] = (),
    ) -> None:
        super().__init__()
        self.setObjectName("Panel")
        self.box = b.box
        self.box_settlement = b
        self._large = large
        v = QVBoxLayout(self)
        v.setContentsMargins(8, 6, 8, 8)
        v.setSpacing(4)
        head = QHBoxLayout()
        self.title = label(translate("Box", "BOX {n}").format(n=b.box), "BoxTitle")
        self.title.setStyleSheet("font-size: 24px;")
        head.addWidget(self.title)
        self.blind: QLabel | None = None
        if b.blind_box:
            self.blind = label(translate("Box", "BLIND"), "Blind")
            head.addWidget(self.blind)
        status = {"folded": translate("Box", "Folded"), "instant": translate("Box", "Paid instantly")}.get(b.status, "")
        named = shown_hand(b.hand, b.cards, board) if b.hand and b.cards else b.hand
        hand = hand_text(named, b.second_hand) if b.status != "folded" else ""
        self.hand = label(hand or status, "Hand")
        self.hand.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.hand.setMinimumWidth(10)
        head.addWidget(self.hand, 1)
        v.addLayout(head)
        # The box's cards, so the croupier checks the hand the payout is for at a glance. A
        # folded box's cards were never turned up on the table: their backs are shown.
        self.hand_cards: CardRow | None = None
        if with_cards:
            height = CARD_PX[large]
            self.hand_cards = CardRow(self, max_height=height, min_height=SMALLEST_CARD)
            folded = b.status == "folded"
            views = tuple(CardView(None if folded else c, face_down=folded) for c in b.cards)
            self.hand_cards.show_cards(views, room_for=max(room_for, len(b.cards)))
            self.hand_cards.setFixedHeight(height)
            v.addWidget(self.hand_cards)
        grid = QGridLayout()
        grid.setHorizontalSpacing(ROW_GAP)
        grid.setVerticalSpacing(2)
        grid.setColumnStretch(0, 1)
        self.rows: list[Row] = []
        self.cap: QLabel | None = None
        for i, ln in enumerate(b.lines):
            capped = ln.outcome == "capped"
            colour = theme.WIN_TEXT if ln.net > 0 else theme.LOSE_TEXT if ln.net < 0 else theme.MUTED
            name = QLabel(line_name(ln))
            detail = QLabel(line_detail(ln, limits))
            amount = QLabel(money(ln.net, signed=True))
            detail.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            amount.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            name.setProperty("role", "cap" if capped else "")
            name.setProperty("colour", theme.WARN_BG if capped else theme.TEXT)
            detail.setProperty("colour", theme.WARN_BG if capped else theme.MUTED)
            amount.setProperty("colour", theme.WARN_BG if capped else colour)
            if capped and self.cap is None:
                self.cap = name  # the table maximum, a line of its own
            grid.addWidget(name, i, 0)
            grid.addWidget(detail, i, 1)
            grid.addWidget(amount, i, 2)
            self.rows.append(Row(name, detail, amount))
        v.addLayout(grid)
        v.addStretch(1)
        text, colour = verdict(b.net)
        self.total = QLabel(text)
        self.total.setObjectName("Total")
        self.total.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._colour = colour
        self._largest = 44 if large else 36
        v.addWidget(self.total)
        self.set_sizes(LINE_PX[large], CARD_PX[large], TOTAL_PX[large])

    # -- sizes ---------------------------------------------------------------------------------

    def set_sizes(self, line_px: int, card_px: int, total_px: int) -> None:
        """The text of the lines, the height of the cards and of the total (the settlement
        gives every box the same, so the boxes read alike)."""
        self._line_px = line_px
        for row in self.rows:
            for lab, weight in ((row.name, 400), (row.detail, 400), (row.amount, 700)):
                lab.setStyleSheet(f"font-size: {line_px}px; font-weight: {weight}; color: {lab.property('colour')};")
        self.title.setStyleSheet(f"font-size: {min(32, line_px + 8)}px;")
        self.hand.setStyleSheet(f"font-size: {min(28, line_px + 4)}px;")
        if self.hand_cards is not None:
            self.hand_cards.max_height = card_px
            self.hand_cards.setFixedHeight(card_px)
        self.total.setFixedHeight(total_px)
        self._largest = max(20, total_px - 26)
        self._fit_total()
        # The hand's name again: the style above reset its size, and the view sets the sizes
        # after the box got its width (a screen only resized gives the box no resize event
        # after this, and "Three of a kind + Ace-King" stayed at the large size, cut).
        self._fit_hand()

    def needed_width(self, line_px: int) -> int:
        """The width the lines need at ``line_px`` (the widest name, detail and amount)."""
        font = QFont(self.font())
        widths = [0, 0, 0]
        for weight, col in ((QFont.Weight.Normal, 0), (QFont.Weight.Normal, 1), (QFont.Weight.Bold, 2)):
            font.setPixelSize(line_px)
            font.setWeight(weight)
            fm = QFontMetrics(font)
            for row in self.rows:
                widths[col] = max(widths[col], fm.horizontalAdvance(row[col].text()) + 2)
        return sum(widths) + 2 * ROW_GAP + 2 * CARD_MARGIN

    def lines_height(self, line_px: int) -> int:
        font = QFont(self.font())
        font.setPixelSize(line_px)
        return len(self.rows) * (QFontMetrics(font).height() + 2)

    def _fit_hand(self) -> None:
        """The hand's name as large as the room beside BOX n allows, never cut."""
        room = self.width() - 2 * CARD_MARGIN - self.title.sizeHint().width() - 12
        if self.blind is not None:
            room -= self.blind.sizeHint().width() + 6
        size = min(28, self._line_px + 4)
        font = QFont(self.hand.font())
        font.setBold(True)
        while size > 12:
            font.setPixelSize(size)
            if QFontMetrics(font).horizontalAdvance(self.hand.text()) + 4 <= room:
                break
            size -= 1
        self.hand.setStyleSheet(f"font-size: {size}px;")

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
            " border-radius: 10px; padding: 2px;"
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_total()
        self._fit_hand()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        _painted(self)


ROW_GAP = 8
CARD_MARGIN = 10
"""A box's margin and border, each side."""
TOTAL_PX = (64, 84)


class SettlementView(QWidget):
    """Every box's settlement, in table order, and the dealer's hand. The boxes stand in one
    row (up to four) or two; all of them get one size of text and of cards, the largest
    with which every line of every box fits on one row."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Settlement")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        # The dealer: a row above the boxes, or the free place of the boxes' grid (seven
        # boxes in two rows of four), which leaves the boxes the whole height.
        self.head = QWidget()
        head = QHBoxLayout(self.head)
        head.setContentsMargins(0, 0, 0, 0)
        self.dealer = label("", "Title", wrap=True)
        head.addWidget(self.dealer, 1)
        self.dealer_cards = CardRow(self, max_height=70, min_height=44)
        self.dealer_cards.setFixedWidth(6 * 56)
        head.addWidget(self.dealer_cards)
        outer.addWidget(self.head)
        self.dealer_panel = QFrame()
        self.dealer_panel.setObjectName("Panel")
        QVBoxLayout(self.dealer_panel).setContentsMargins(10, 6, 10, 8)
        self.dealer_in_grid = False
        self.grid = QGridLayout()
        self.grid.setSpacing(GRID_GAP)
        outer.addLayout(self.grid, 1)
        self.cards: dict[int, BoxSettlementCard] = {}
        self.columns = 1
        self.settlement: Settlement | None = None
        self._shown: tuple[object, ...] | None = None
        self._large = False

    def show_settlement(self, s: Settlement, columns: int = 0, *, large: bool = False) -> None:
        """``columns`` is not used any more: the view arranges its boxes itself (one row up
        to four boxes, else two rows), so every box has room for its cards."""
        if (s, large) == self._shown:
            return
        self._shown = (s, large)
        self._large = large
        self.settlement = s
        d = s.dealer
        named = shown_hand(d.hand, d.cards, d.board)
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
        self._take_dealer_out()
        clear_layout(self.grid)
        self.cards = {}
        n = len(s.boxes)
        self.columns = max(1, n if n <= 4 else math.ceil(n / 2))
        rows = math.ceil(n / self.columns)
        self.dealer_in_grid = rows * self.columns > n
        room_for = max([5, *(len(b.cards) for b in s.boxes)])
        for c in range(8):
            self.grid.setColumnStretch(c, 1 if c < self.columns else 0)
        for i, b in enumerate(s.boxes):
            card = BoxSettlementCard(b, s.table, large=large, room_for=room_for, board=d.board)
            self.grid.addWidget(card, i // self.columns, i % self.columns)
            self.cards[b.box] = card
        if self.dealer_in_grid:
            v = self.dealer_panel.layout()
            self.dealer.setObjectName("Hand")
            self.dealer_cards.setMaximumWidth(16777215)  # no fixed width in a box's place
            self.dealer_cards.setMinimumWidth(40)
            v.addWidget(self.dealer)  # type: ignore[union-attr]
            v.addWidget(self.dealer_cards)  # type: ignore[union-attr]
            v.addStretch(1)  # type: ignore[union-attr]
            self.grid.addWidget(self.dealer_panel, rows - 1, self.columns - 1)
            self.dealer_panel.show()
            self.head.hide()
        self.dealer.style().unpolish(self.dealer)
        self.dealer.style().polish(self.dealer)
        self._fit()

    def _take_dealer_out(self) -> None:
        """The dealer back in the row above the boxes (the grid is about to be rebuilt)."""
        self.grid.removeWidget(self.dealer_panel)
        self.dealer_panel.hide()
        self.dealer_panel.setParent(self)
        inner = self.dealer_panel.layout()
        while inner.count():  # type: ignore[union-attr]
            inner.takeAt(0)  # type: ignore[union-attr]
        head = self.head.layout()
        self.dealer.setObjectName("Title")
        head.addWidget(self.dealer)  # type: ignore[union-attr]
        head.addWidget(self.dealer_cards)  # type: ignore[union-attr]
        self.head.show()
        self.dealer_in_grid = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """One text size and one card height for every box: the largest text with which the
        widest box's lines fit its column, then the tallest cards the height leaves."""
        if not self.cards:
            return
        rows = math.ceil(len(self.cards) / self.columns)
        outer = self.layout()
        assert outer is not None  # the view's own, made with it
        margins = outer.contentsMargins()
        # The dealer's row lower on a short screen: the boxes' lines need the height.
        if self.dealer_in_grid:
            head = 0
        else:
            self.dealer_cards.setFixedHeight(70 if self.height() > 760 else 54)
            head = max(self.dealer_cards.height(), self.dealer.sizeHint().height()) + 8
        width = (self.width() - margins.left() - margins.right() - GRID_GAP * (self.columns - 1)) // self.columns
        height = (self.height() - margins.top() - margins.bottom() - head - GRID_GAP * (rows - 1)) // rows
        total_px = TOTAL_PX[self._large] if height > 360 else 48
        title = max(card.title.sizeHint().height() for card in self.cards.values())
        fixed = title + total_px + 14 + 3 * 4 + 4  # box title, total, margins, spacing, border

        line_px = SMALLEST_PX
        for px in range(LINE_PX[self._large], SMALLEST_PX, -1):
            fits = all(card.needed_width(px) <= width for card in self.cards.values())
            room = height - fixed - max(card.lines_height(px) for card in self.cards.values())
            if fits and room >= SMALLEST_CARD:
                line_px = px
                break
        card_px = height - fixed - max(card.lines_height(line_px) for card in self.cards.values())
        # The cards no taller than the width of the box allows (a row of cards, 0.7 wide).
        slots = max(5, *(card.hand_cards.slots_per_row for card in self.cards.values() if card.hand_cards))
        by_width = int((width - 2 * CARD_MARGIN - 6 * (slots - 1)) / slots / 0.7)
        card_px = max(SMALLEST_CARD, min(card_px, CARD_PX[self._large], by_width))
        for card in self.cards.values():
            card.set_sizes(line_px, card_px, total_px)
        if self.dealer_in_grid:
            self.dealer_cards.max_height = CARD_PX[self._large]
            self.dealer_cards.setFixedHeight(max(card_px, min(CARD_PX[self._large], height // 2)))

    def clear(self) -> None:
        self.settlement = None
        self._shown = None
        self._take_dealer_out()
        clear_layout(self.grid)
        self.cards = {}


GRID_GAP = 8


__all__ = ["SettlementView", "button", "verdict"]
