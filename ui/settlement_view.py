"""The settlement: per box its lines (wager, hand, ratio, amount), the second hand, the
insurance, a table-maximum cap with the uncapped figure, and the amount to PAY or COLLECT
in a colour and size that cannot be misread. Confirm sends the round to the log."""

from __future__ import annotations

from decimal import Decimal
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dealer_assist.rules.settlement import BoxSettlement, Line, Settlement
from ui import theme
from ui.i18n import hand_name, money, outcome_name, translate, wager_name
from ui.panels import hand_text
from ui.widgets import button, clear_layout, label


def verdict(net: Decimal) -> tuple[str, str]:
    """(the word and amount, the background colour) for a box's total."""
    if net > 0:
        return translate("Settlement", "PAY {amount}").format(amount=money(net)), theme.PAY_BG
    if net < 0:
        return translate("Settlement", "COLLECT {amount}").format(amount=money(-net)), theme.COLLECT_BG
    return translate("Settlement", "PUSH: nothing to pay"), theme.PUSH_BG


def line_row(line: Line) -> str:
    """One line as an HTML table row: wager, stake, hand and ratio, amount."""
    stake = money(line.stake) if line.stake is not None else ""
    what = []
    if line.hand:
        what.append(hand_name(line.hand))
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


class BoxSettlementCard(QFrame):
    def __init__(self, b: BoxSettlement, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Panel")
        self.box = b.box
        v = QVBoxLayout(self)
        v.setContentsMargins(10, 8, 10, 10)
        v.setSpacing(6)
        head = QHBoxLayout()
        head.addWidget(label(translate("Box", "BOX {n}").format(n=b.box), "BoxTitle"))
        if b.blind_box:
            head.addWidget(label(translate("Box", "BLIND"), "Blind"))
        head.addStretch(1)
        v.addLayout(head)
        status = {"folded": translate("Box", "Folded"), "instant": translate("Box", "Paid instantly")}.get(b.status, "")
        hand = hand_text(b.hand, b.second_hand) if b.status != "folded" else ""
        v.addWidget(label(hand or status, "Hand", wrap=True))
        self.lines = QLabel(
            "<table width='100%' cellspacing='0' cellpadding='2'>"
            + "".join(line_row(ln) for ln in b.lines)
            + "</table>"
        )
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.lines.setWordWrap(True)
        self.lines.setStyleSheet("font-size: 17px;")
        v.addWidget(self.lines, 1)
        if b.capped and b.uncapped_net is not None:
            cap = label(
                translate("Settlement", "CAPPED AT TABLE MAXIMUM\nuncapped {uncapped}, pays {paid}").format(
                    uncapped=money(b.uncapped_net), paid=money(b.net)
                ),
                wrap=True,
            )
            cap.setObjectName("Cap")
            cap.setStyleSheet(
                f"background: {theme.WARN_BG}; color: black; font-size: 19px; font-weight: bold; "
                "border-radius: 6px; padding: 4px 8px;"
            )
            v.addWidget(cap)
        text, colour = verdict(b.net)
        self.total = QLabel(text)
        self.total.setObjectName("Total")
        self.total.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.total.setMinimumHeight(84)
        self.total.setStyleSheet(
            f"background: {colour}; color: white; font-size: 38px; font-weight: 900; border-radius: 10px; padding: 6px;"
        )
        v.addWidget(self.total)


class SettlementView(QWidget):
    """Every box's settlement, in table order, and the dealer's hand."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Settlement")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 4, 8, 4)
        self.dealer = label("", "Title", wrap=True)
        outer.addWidget(self.dealer)
        self.grid = QGridLayout()
        self.grid.setSpacing(8)
        outer.addLayout(self.grid, 1)
        self.cards: dict[int, BoxSettlementCard] = {}
        self.settlement: Settlement | None = None

    def show_settlement(self, s: Settlement, columns: int) -> None:
        if s == self.settlement:
            return
        self.settlement = s
        d = s.dealer
        text = translate("Settlement", "Dealer: {hand}").format(hand=hand_name(d.hand))
        if not d.qualifies:
            text += "  —  " + translate("Settlement", "does not qualify")
        if d.bought_game is not None:
            text += "  ·  " + translate("Settlement", "bought game: {hand}").format(hand=hand_name(d.bought_game.hand))
        self.dealer.setText(text)
        clear_layout(self.grid)
        self.cards = {}
        for i, b in enumerate(s.boxes):
            card = BoxSettlementCard(b)
            self.grid.addWidget(card, i // columns, i % columns)
            self.cards[b.box] = card

    def clear(self) -> None:
        self.settlement = None
        clear_layout(self.grid)
        self.cards = {}


__all__ = ["SettlementView", "button", "verdict"]
