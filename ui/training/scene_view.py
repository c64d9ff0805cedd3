"""The table of a drill, drawn as the croupier sees it: the dealer (only the up card until
the dealer opens), the board, and the boxes asked about with their wagers and decisions."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QVBoxLayout, QWidget

from dealer_assist.cards import Card
from dealer_assist.rules.model import Action
from dealer_assist.training.scene import BoxScene, Scene
from ui.i18n import action_name, money, translate, wager_name
from ui.panels import CardRow
from ui.viewmodel import CardView
from ui.widgets import clear_layout, label


def cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(f"{c.rank.label if c.rank.char == 'T' else c.rank.char}{c.suit.symbol}" for c in cards)


def action_text(a: Action) -> str:
    """A decision in the table's words: "Exchange 7♣ 4♠ 2♥", "Insure 40", "Play 4×"."""
    name = action_name(f"{a.do}:{a.multiple}" if a.multiple else a.do)
    if a.do == "buy" and not a.discard:
        name = translate("Training", "Sixth card")
    if a.discard:
        name += " " + cards_text(a.discard)
    if a.draw:
        name += " → " + cards_text(a.draw)
    if a.amount is not None:
        name += " " + money(a.amount)
    return name


def status_text(b: BoxScene) -> str:
    parts = []
    if b.status == "folded":
        parts.append(translate("Box", "Folded"))
    elif b.status == "instant":
        parts.append(translate("Box", "Paid instantly"))
    if b.bet:
        parts.append(f"{wager_name('bet')} {money(b.bet)}")
    if b.insurance:
        parts.append(f"{wager_name('insurance')} {money(b.insurance)}")
    return "  ·  ".join(parts)


class BoxSceneView(QFrame):
    """One box: wagers, cards (and the cards first dealt, when they changed), decisions."""

    def __init__(self, b: BoxScene, *, hand_size: int, highlight: bool = False, compact: bool = False) -> None:
        super().__init__()
        self.setObjectName("BoxPanel")
        self.setProperty("active", "true" if highlight else "false")
        self.box = b.box
        v = QVBoxLayout(self)
        v.setContentsMargins(10, 6, 10, 6)
        v.setSpacing(4)
        head = QHBoxLayout()
        head.addWidget(label(translate("Box", "BOX {n}").format(n=b.box), "BoxTitle"))
        if b.blind:
            head.addWidget(label(translate("Box", "BLIND"), "Blind"))
        head.addStretch(1)
        v.addLayout(head)
        wagers = label("  ·  ".join(f"{wager_name(n)} {money(v)}" for n, v in b.wagers), wrap=True)
        wagers.setStyleSheet(f"font-size: {16 if compact else 19}px; font-weight: bold;")
        v.addWidget(wagers)
        self.cards = CardRow(self, max_height=150, min_height=44 if compact else 70)
        self.cards.show_cards(tuple(CardView(c) for c in b.cards), room_for=max(hand_size, len(b.cards)))
        v.addWidget(self.cards, 1)
        if b.dealt and set(b.dealt) != set(b.cards) and not compact:
            v.addWidget(label(translate("Training", "Dealt: {cards}").format(cards=cards_text(b.dealt)), "Muted"))
        decided = "  ·  ".join(action_text(a) for a in b.actions)
        if decided:
            v.addWidget(label(translate("Training", "Decisions: {what}").format(what=decided), wrap=True))
        status = status_text(b)
        if status:
            v.addWidget(label(status, "Hand", wrap=True))


class SceneView(QWidget):
    """The dealer, the board and the boxes of a drill's scene."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(6)
        dealer = QFrame()
        dealer.setObjectName("Panel")
        d = QHBoxLayout(dealer)
        d.setContentsMargins(10, 6, 10, 6)
        left = QVBoxLayout()
        self.dealer_title = label("", "BoxTitle")
        left.addWidget(self.dealer_title)
        d.addLayout(left, 2)
        self.dealer_cards = CardRow(dealer, max_height=120, min_height=60)
        d.addWidget(self.dealer_cards, 5)
        outer.addWidget(dealer, 2)
        self.limits = label("", "Muted")
        outer.addWidget(self.limits)
        self.grid = QGridLayout()
        self.grid.setSpacing(6)
        outer.addLayout(self.grid, 5)
        self.boxes: dict[int, BoxSceneView] = {}

    def show_scene(self, scene: Scene, *, asked: int | None = None) -> None:
        hand_size = scene.hand_size
        shown: list[CardView] = []
        for i, c in enumerate(scene.dealer, start=1):
            # No up card (hold'em): the scene shows the dealer's cards with the board.
            up = not scene.up_card or scene.dealer_open or i == scene.up_card
            shown.append(CardView(c if up else None, face_down=not up))
        if scene.bought is not None:
            shown.append(CardView(scene.bought))
        shown += [CardView(c) for c in scene.board]
        self.dealer_cards.show_cards(tuple(shown), room_for=len(shown))
        title = translate("Training", "Dealer")
        if scene.bought is not None:
            title += " · " + translate("Training", "bought game: {card}").format(card=cards_text((scene.bought,)))
        if scene.board:
            title += " · " + translate("Training", "board")
        self.dealer_title.setText(title)
        self.limits.setText(
            translate("Training", "Table maximum {max} · side bets {side} · chip {unit}").format(
                max=money(scene.max_payout), side=money(scene.side_bet_max_payout), unit=money(scene.chip_unit)
            )
        )
        clear_layout(self.grid)
        self.boxes = {}
        n = len(scene.boxes)
        columns = n if n <= 3 else (n + 1) // 2
        for i, b in enumerate(scene.boxes):
            view = BoxSceneView(b, hand_size=hand_size, highlight=b.box == asked, compact=n > 1)
            self.grid.addWidget(view, i // columns, i % columns)
            self.boxes[b.box] = view
