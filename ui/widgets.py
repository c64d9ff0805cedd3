"""Building blocks of the croupier's screen: big buttons, cards drawn as cards, in-window
overlays (never modal event loops: the screen keeps taking cards while a panel is open),
the on-screen keypad and the 52-card picker."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal, InvalidOperation
from functools import partial

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.cards import DECK, Card, Rank, Suit
from dealer_assist.money import whole_units
from ui import theme
from ui.i18n import money, translate

PAINTED: list[Callable[[QWidget], None]] = []
"""Called with a card (or a settlement) widget each time it has painted: the benchmark
measures from a card event to the box showing it with this."""


def _painted(widget: QWidget) -> None:
    for hook in PAINTED:
        hook(widget)


def button(text: str, on_tap: Callable[[], object] | None = None, *, role: str = "", name: str = "") -> QPushButton:
    """A touch button: at least :data:`theme.TOUCH` px each way, acts on release (a tap),
    never on double-tap or long-press."""
    b = QPushButton(text)
    b.setAutoRepeat(False)
    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    b.setMinimumHeight(theme.TOUCH)
    if role:
        b.setProperty("role", role)
    if name:
        b.setObjectName(name)
    if on_tap is not None:
        b.clicked.connect(lambda _checked=False: on_tap())
    return b


def whole(b: QPushButton) -> QPushButton:
    """``b`` never narrower than its text (a row too tight squeezes its neighbours instead)."""
    b.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
    return b


def label(text: str = "", name: str = "", *, wrap: bool = False) -> QLabel:
    lab = QLabel(text)
    if name:
        lab.setObjectName(name)
    lab.setWordWrap(wrap)
    return lab


def clear_layout(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item is None:  # not while count() says there is one
            break
        w = item.widget()
        inner = item.layout()
        if w is not None:
            w.hide()
            w.setParent(None)
            w.deleteLater()
        elif inner is not None:
            clear_layout(inner)


# -- cards ------------------------------------------------------------------------------------


class CardWidget(QWidget):
    """One card, drawn large: rank above suit symbol, red or black; or its back (a hidden
    dealer card), an empty place (not dealt yet), or ``??`` (the reader could not read it).
    Tappable when the screen asks for a card (exchange, correction)."""

    tapped = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: Card | None = None
        self.face_down = False
        self.unreadable = False
        self.selected = False
        self.tappable = False
        self.marked = False
        self._pressed = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(64, 90)

    def show_card(
        self,
        card: Card | None,
        *,
        face_down: bool = False,
        unreadable: bool = False,
        selected: bool = False,
        tappable: bool = False,
        marked: bool = False,
    ) -> None:
        view = (card, face_down, unreadable, selected, tappable, marked)
        if view == (self.card, self.face_down, self.unreadable, self.selected, self.tappable, self.marked):
            return
        self.card, self.face_down, self.unreadable, self.selected, self.tappable, self.marked = view
        self.setCursor(Qt.CursorShape.PointingHandCursor if tappable else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_height(self, height: int) -> None:
        height = max(48, height)
        self.setFixedSize(round(height * 0.7), height)

    def describe(self) -> str:
        if self.unreadable:
            return "??"
        if self.face_down:
            return "back"
        return self.card.code if self.card is not None else ""

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        lift = round(h * 0.06) if self.selected else 0
        rect = QRectF(2, 2, w - 4, h - 4 - lift if self.selected else h - 4)
        radius = w * 0.1
        if self.card is None and not self.face_down and not self.unreadable:
            if self.marked:  # the next card dealt goes here
                p.setPen(QPen(QColor(theme.ACTIVE_BORDER), 4, Qt.PenStyle.DashLine))
                p.setBrush(QColor(255, 212, 59, 60))
            else:
                p.setPen(QPen(QColor(theme.PANEL_BORDER), 2, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, radius, radius)
            p.end()
            _painted(self)
            return
        if self.face_down:
            p.setPen(QPen(QColor("#dee2e6"), 2))
            p.setBrush(QColor("#1c4e80"))
            p.drawRoundedRect(rect, radius, radius)
            inner = rect.adjusted(w * 0.12, w * 0.12, -w * 0.12, -w * 0.12)
            p.setPen(QPen(QColor("#74c0fc"), 2))
            p.setBrush(QColor("#245d96"))
            p.drawRoundedRect(inner, radius / 2, radius / 2)
            p.end()
            _painted(self)
            return
        border = QColor(theme.ACTIVE_BORDER) if self.selected else QColor("#adb5bd")
        p.setPen(QPen(border, 5 if self.selected else 2))
        p.setBrush(QColor("#fff9db") if self.unreadable else QColor("#ffffff"))
        p.drawRoundedRect(rect, radius, radius)
        if self.unreadable or self.card is None:
            p.setPen(QColor("#e67700"))
            p.setFont(_font(h * 0.34))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, "??")
        else:
            colour = QColor(theme.SUIT_RED if self.card.suit.is_red else theme.SUIT_BLACK)
            p.setPen(colour)
            top = QRectF(rect.left(), rect.top() + h * 0.04, rect.width(), rect.height() * 0.48)
            bottom = QRectF(rect.left(), rect.top() + rect.height() * 0.46, rect.width(), rect.height() * 0.5)
            rank = self.card.rank.label if self.card.rank is Rank.TEN else self.card.rank.char
            p.setFont(_font(h * (0.34 if len(rank) == 1 else 0.3)))
            p.drawText(top, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, rank)
            p.setFont(_font(h * 0.38, bold=False))
            p.drawText(bottom, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, self.card.suit.symbol)
        if self.selected:
            p.setPen(QPen(QColor(theme.COLLECT_BG), 4))
            p.drawLine(rect.topLeft() + _pt(6, 6), rect.bottomRight() - _pt(6, 6))
            p.drawLine(rect.topRight() + _pt(-6, 6), rect.bottomLeft() + _pt(6, -6))
        if self.marked:
            p.setPen(QPen(QColor("#1c7ed6"), 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(3, 3, -3, -3), radius, radius)
        p.end()
        _painted(self)

    def mousePressEvent(self, event: object) -> None:
        self._pressed = self.tappable

    def mouseReleaseEvent(self, event: object) -> None:
        if self._pressed and self.tappable:
            self.tapped.emit(self.card)
        self._pressed = False


def _font(pixels: float, *, bold: bool = True) -> QFont:
    f = QFont()
    f.setPixelSize(max(8, round(pixels)))
    f.setBold(bold)
    return f


def _pt(x: float, y: float) -> QPointF:
    return QPointF(x, y)


# -- overlays -----------------------------------------------------------------------------------


class Overlay(QFrame):
    """A panel over the whole window with the screen dimmed behind it. Not modal in the Qt
    sense: cards keep arriving and alerts keep showing while it is open."""

    closed = Signal()

    def __init__(self, host: QWidget, title: str, *, width: float = 0.8, height: float = 0.85) -> None:
        super().__init__(host)
        self.setObjectName("Overlay")
        self._host = host
        self._fraction = (width, height)
        self.panel = QFrame(self)
        self.panel.setObjectName("OverlayPanel")
        self.body = QVBoxLayout(self.panel)
        self.body.setContentsMargins(20, 16, 20, 16)
        self.body.setSpacing(12)
        self.title = label(title, "Title", wrap=True)
        self.body.addWidget(self.title)
        host.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._host and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        r = self._host.rect()
        self.setGeometry(r)
        fw, fh = self._fraction
        w, h = round(r.width() * fw), round(r.height() * fh)
        self.panel.setGeometry((r.width() - w) // 2, (r.height() - h) // 2, w, h)

    def open(self) -> None:
        self._place()
        self.raise_()
        self.show()

    def close_overlay(self) -> None:
        self._host.removeEventFilter(self)
        self.hide()
        self.closed.emit()
        self.deleteLater()


# -- keypad -------------------------------------------------------------------------------------


class Keypad(QWidget):
    """A large numeric keypad with chip-value buttons that add to the amount.

    As on a calculator, the first key replaces the amount shown (a wager being changed, a
    pre-filled limit, the sum the chip buttons made): typing 25 over 10 gives 25, never
    1,025. Backspace edits the amount shown. The limits the keypad enforces are written on
    it; :meth:`refusal` says why an amount cannot be taken (off the chip unit, outside the
    limits)."""

    changed = Signal(object)

    def __init__(
        self,
        chips: Sequence[Decimal] = (),
        *,
        decimals: bool = False,
        low: Decimal | None = None,
        high: Decimal | None = None,
        unit: Decimal | None = None,
        limits_row: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        """``limits_row``: the limits written above the keys; False when the host places
        :attr:`limits` itself (a panel short of height)."""
        super().__init__(parent)
        self._text = ""
        self.fresh = True
        """The next key starts a new amount (the one shown was set, not typed)."""
        grid = QGridLayout(self)
        grid.setSpacing(8)
        grid.setContentsMargins(0, 0, 0, 0)
        self.limits = label("", "KeypadLimits")
        self.limits.setStyleSheet("font-size: 22px; font-weight: bold; color: #ffe066;")
        if limits_row:
            grid.addWidget(self.limits, 0, 0, 1, 3 + max(1, (len(chips) + 4) // 5))
        keys = ["7", "8", "9", "4", "5", "6", "1", "2", "3", "." if decimals else "00", "0", "⌫"]
        self.keys: dict[str, QPushButton] = {}
        for i, key in enumerate(keys):
            b = button(key, partial(self.press, key), role="key", name=f"key_{key}")
            grid.addWidget(b, 1 + i // 3, i % 3)
            self.keys[key] = b
        clear = button(translate("Keypad", "Clear"), lambda: self.set_value(None), role="danger", name="key_clear")
        grid.addWidget(clear, 5, 0, 1, 3)
        self.keys["C"] = clear
        self.chip_buttons: list[QPushButton] = []
        for j, chip in enumerate(chips):
            b = button("+" + money(chip), partial(self.add, chip), role="chip", name=f"chip_{chip}")
            b.setMinimumSize(theme.TOUCH + 30, theme.TOUCH)
            grid.addWidget(b, 1 + j % 5, 3 + j // 5)
            self.chip_buttons.append(b)
        self.low: Decimal | None = None
        self.high: Decimal | None = None
        self.unit: Decimal | None = None
        self.set_limits(low, high, unit)

    def set_limits(self, low: Decimal | None, high: Decimal | None, unit: Decimal | None) -> None:
        """The range and the chip unit the amount must keep to, written on the keypad."""
        self.low, self.high, self.unit = low, high, unit
        parts = []
        if low is not None and high is not None:
            parts.append(translate("Keypad", "{low} to {high}").format(low=money(low), high=money(high)))
        if unit is not None:
            parts.append(translate("Keypad", "in chips of {unit}").format(unit=money(unit)))
        self.limits.setText(",  ".join(parts))
        self.limits.setVisible(bool(parts))

    def press(self, key: str) -> None:
        if key == "⌫":
            self._text = self._text[:-1]
            self.fresh = False
            self.changed.emit(self.value())
            return
        if self.fresh:
            self._text = ""
            self.fresh = False
        if key == "." and "." in self._text:
            return
        if len(self._text) < 9:
            self._text = (self._text + key).lstrip("0") if key != "." else (self._text or "0") + "."
        self.changed.emit(self.value())

    def add(self, amount: Decimal) -> None:
        self.set_value((self.value() or Decimal(0)) + amount)

    def value(self) -> Decimal | None:
        if not self._text:
            return None
        try:
            return Decimal(self._text)
        except InvalidOperation:
            return None

    def set_value(self, amount: Decimal | None) -> None:
        self._text = "" if amount is None else format(amount.normalize(), "f")
        if self._text == "0":
            self._text = ""
        self.fresh = True
        self.changed.emit(self.value())

    def refusal(self, amount: Decimal | None = None) -> str:
        """Why ``amount`` (the amount shown by default) cannot be taken, or ""."""
        value = self.value() if amount is None else amount
        return amount_refusal(value, self.low, self.high, self.unit) if value is not None else ""


def amount_refusal(
    amount: Decimal, low: Decimal | None, high: Decimal | None, unit: Decimal | None, what: str = ""
) -> str:
    """One line saying why ``amount`` is refused (``what``: the wager's name), or ""."""
    shown = f"{what} {money(amount)}".strip()
    if unit is not None and not whole_units(amount, unit):
        return translate("Keypad", "{amount}: not a whole number of chips of {unit}").format(
            amount=shown, unit=money(unit)
        )
    if low is not None and high is not None and not low <= amount <= high:
        return translate("Keypad", "{amount} is outside the table limits {low} to {high}").format(
            amount=shown, low=money(low), high=money(high)
        )
    return ""


def chip_values(unit: Decimal, low: Decimal, high: Decimal) -> list[Decimal]:
    """Chip buttons for a table: the usual denominations from the chip unit up to the limit."""
    values = [Decimal(v) for v in ("1", "5", "10", "25", "100", "500", "1000", "5000")]
    out = [v for v in values if v >= unit and v <= high and v % unit == 0]
    if low not in out and low <= high:
        out = sorted({low, *out})
    return out[-5:]


# -- the 52-card picker ---------------------------------------------------------------------------

SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


class CardPicker(QWidget):
    """All 52 cards, four rows of thirteen, each a tap target; the ``unavailable`` cards are
    shown dimmed and cannot be chosen. Callers pass only cards lying face up
    (``Round.visible_cards``): dimming a face-down card would show where it is."""

    picked = Signal(object)

    def __init__(self, unavailable: Iterable[Card] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choice: Card | None = None
        gone = {c.index for c in unavailable}
        grid = QGridLayout(self)
        grid.setSpacing(6)
        grid.setContentsMargins(0, 0, 0, 0)
        self.cards: dict[str, CardWidget] = {}
        ranks = sorted(Rank, reverse=True)
        for row, suit in enumerate(SUIT_ORDER):
            for col, rank in enumerate(ranks):
                card = next(c for c in DECK if c.rank is rank and c.suit is suit)
                w = CardWidget()
                w.setObjectName(f"pick_{card.code}")
                w.set_height(theme.TOUCH + 16)
                usable = card.index not in gone
                w.show_card(card, tappable=usable)
                w.setEnabled(usable)
                if not usable:
                    # Qt takes None (no effect); PySide6's stub does not say so.
                    w.setGraphicsEffect(None)  # type: ignore[arg-type]
                    w.setWindowOpacity(0.3)
                w.tapped.connect(self._tap)
                grid.addWidget(w, row, col)
                self.cards[card.code] = w
        self._dim(gone)

    def _dim(self, gone: set[int]) -> None:
        from PySide6.QtWidgets import QGraphicsOpacityEffect

        for w in self.cards.values():
            if w.card is not None and w.card.index in gone:
                effect = QGraphicsOpacityEffect(w)
                effect.setOpacity(0.25)
                w.setGraphicsEffect(effect)

    def _tap(self, card: Card) -> None:
        self.choice = card
        self._mark(card)
        self.picked.emit(card)

    def clear_choice(self) -> None:
        """No card chosen (after a refusal: the refused card is not left marked on the screen)."""
        self.choice = None
        self._mark(None)

    def _mark(self, card: Card | None) -> None:
        for w in self.cards.values():
            w.show_card(w.card, tappable=w.tappable, marked=card is not None and w.card == card)

    def sizeHint(self) -> QSize:
        return QSize(13 * 80, 4 * 96)
