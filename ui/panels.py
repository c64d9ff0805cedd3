"""The dealer's panel and one panel per box: cards as they arrive, hand names, declared side
bets and the actions the engine allows now, as big buttons."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from html import escape

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QTextDocument, QTextOption
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpacerItem,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.cards import Card
from dealer_assist.flow import Slot
from ui import theme
from ui.i18n import action_name, hand_name, money, outcome_name, translate, wager_name
from ui.viewmodel import BoxView, CardView, DealerView
from ui.widgets import CardWidget, button, clear_layout, label


def _bold(px: int) -> QFont:
    f = QFont()
    f.setPixelSize(px)
    f.setBold(True)
    return f


# The box buttons' fonts as the style sheet sets them (to know how many fit a row).
_BUTTON_FONT = _bold(20)
_MAIN_FONT = _bold(24)
# A button's text needs its padding, border and some air besides its own width.
_BUTTON_PAD = 28
_SHORT_PAD = 20

# Buttons get a role (colour) by action; the text says what they do.
_ROLES = {"fold": "fold", "play": "play", "check": "", "insure": "main"}


def hand_text(principal: str | None, second: str | None) -> str:
    if not principal:
        return ""
    if second:
        return translate("Box", "{hand} + {second}").format(hand=hand_name(principal), second=hand_name(second))
    return hand_name(principal)


def wagers_text(wagers: tuple[tuple[str, object], ...]) -> str:
    return "  ·  ".join(f"{wager_name(n)} {money(v)}" for n, v in wagers)  # type: ignore[arg-type]


def stakes_html(wagers: tuple[tuple[str, object], ...]) -> str:
    """The stakes as a box shows them: each amount large and bold, its wager's name smaller
    beside it (the figure is what the croupier reads; the name is known by its shape)."""
    parts = []
    for n, v in wagers:
        # A long name may wrap between its words; its last word stays with the amount.
        parts.append(
            f"<span style='font-size:{theme.STAKE_PX - 4}px; font-weight:normal; color:{theme.MUTED}'>"
            f"{_breakable(wager_name(n))}</span>&nbsp;{_whole(money(v))}"  # type: ignore[arg-type]
        )
    # One stake a line: wrapped in one flow, a name broke at a line's end ("Ante 1000
    # Express" / "Bonus 1000 Express" / "Bonus (crupier) 1000") and read as another stake.
    return "<br>".join(parts)


class CardRow(QWidget):
    """A row of cards, centred, sized to the room the row has (never forcing the window
    wider: the cards are placed by hand, not by a layout)."""

    card_tapped = Signal(object, object)  # (Slot | None, Card | None)

    def __init__(self, parent: QWidget | None = None, *, max_height: int = 150, min_height: int = 56) -> None:
        super().__init__(parent)
        self.max_height = max_height
        self.min_height = min_height
        self.widgets: list[CardWidget] = []
        self.views: tuple[CardView, ...] = ()
        self.slots_per_row = 5
        self.allow_two_rows = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(min_height)

    def sizeHint(self) -> QSize:
        return QSize(round(self.max_height * 0.75 * self.slots_per_row), self.max_height)

    def minimumSizeHint(self) -> QSize:
        return QSize(40, self.min_height)

    def show_cards(
        self,
        views: tuple[CardView, ...],
        *,
        tappable: Callable[[CardView], bool] = lambda v: False,
        selected: frozenset[int] = frozenset(),
        room_for: int = 5,
        next_slot: object = None,
    ) -> None:
        self.views = views
        self.slots_per_row = max(room_for, len(views))
        while len(self.widgets) < len(views):
            w = CardWidget(self)
            w.tapped.connect(lambda _card, w=w: self._tap(w))
            self.widgets.append(w)
        for i, w in enumerate(self.widgets):
            if i >= len(views):
                w.hide()
                continue
            v = views[i]
            w.show_card(
                v.card,
                face_down=v.face_down,
                unreadable=v.unreadable,
                selected=v.card is not None and v.card.index in selected,
                tappable=tappable(v),
                marked=next_slot is not None and v.slot == next_slot,
            )
            w.show()
        self._place()

    def _tap(self, w: CardWidget) -> None:
        i = self.widgets.index(w)
        if i < len(self.views):
            v = self.views[i]
            self.card_tapped.emit(v.slot, v.card)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        """One row of cards, or two when the room is tall and narrow and two rows give
        larger cards (legible from a metre away)."""
        n = max(1, self.slots_per_row)
        gap = 6
        best = (0, 1)
        for rows in (1, 2) if self.allow_two_rows and n > 2 else (1,):
            per_row = math.ceil(n / rows)
            by_width = (self.width() - gap * (per_row - 1)) / per_row / 0.7
            by_height = (self.height() - gap * (rows - 1)) / rows
            height = round(min(self.max_height, by_width, by_height))
            if height > best[0] + 8:
                best = (height, rows)
        height, rows = max(24, best[0]), best[1]
        width = round(height * 0.7)
        shown = list(self.widgets[: len(self.views)])
        per_row = math.ceil(len(shown) / rows) if shown else 1
        top = max(0, (self.height() - rows * height - gap * (rows - 1)) // 2)
        for r in range(rows):
            line = shown[r * per_row : (r + 1) * per_row]
            total = len(line) * width + gap * max(0, len(line) - 1)
            x = max(0, (self.width() - total) // 2)
            for w in line:
                if w.width() != width or w.height() != height:
                    w.setFixedSize(width, height)
                if w.x() != x or w.y() != top + r * (height + gap):
                    w.move(x, top + r * (height + gap))
                x += width + gap

    def codes(self) -> list[str]:
        return [w.describe() for w in self.widgets[: len(self.views)]]


class BoxPanel(QFrame):
    """One box: wagers, cards, hand, results, and its allowed actions."""

    action = Signal(int, str)
    """(box, action name) tapped."""
    wagers_tapped = Signal(int)
    card_tapped = Signal(int, object, object)
    """(box, slot, card) tapped while the screen asks for a card."""
    selection_done = Signal(int, bool)
    """(box, confirmed) of an exchange / bought-card selection."""

    def __init__(self, box: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = box
        self.setObjectName("BoxPanel")
        self.view: BoxView | None = None
        self._shown: tuple[object, ...] | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 4, 10, 4)
        outer.setSpacing(3)
        head = QHBoxLayout()
        self.title = label(translate("Box", "BOX {n}").format(n=box), "BoxTitle")
        self.blind = label(translate("Box", "BLIND"), "Blind")
        # The stakes are what the croupier checks before paying: large, bold, white.
        self.wagers = label("", "Stakes", wrap=True)
        self.wagers.setTextFormat(Qt.TextFormat.RichText)
        self.wagers.setMinimumWidth(10)
        self.wagers.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.title.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        head.addWidget(self.title, 0, Qt.AlignmentFlag.AlignTop)
        head.addWidget(self.blind)
        head.addWidget(self.wagers, 1)
        outer.addLayout(head)
        # The stakes stand beside the title when they fit on one line there, else on a row
        # of their own (never three lines squeezed beside the title).
        self.head = head
        self.stakes_row = QHBoxLayout()
        outer.addLayout(self.stakes_row)
        self._stakes_beside = True
        # The layout shrinks the cards before it would squeeze a button: arrange() aims at
        # CARD_MIN, CARD_FLOOR is what a panel never goes under.
        self.cards = CardRow(self, max_height=170, min_height=theme.CARD_FLOOR)
        self.cards.allow_two_rows = True
        outer.addWidget(self.cards, 3)
        self.hand = QLabel()
        self.hand.setObjectName("Hand")
        self.hand.setTextFormat(Qt.TextFormat.RichText)
        self.hand.setWordWrap(True)
        self.status = self.hand  # one line: the hand, then where the box stands
        self.side = QLabel()
        self.side.setWordWrap(True)
        self.side.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.hand)
        outer.addWidget(self.side)
        self.buttons_box = QWidget()
        self.buttons = QGridLayout(self.buttons_box)
        self.buttons.setContentsMargins(0, 0, 0, 0)
        self.buttons.setSpacing(6)
        # Without cards (before the deal) the free height goes here: text on top, buttons at
        # the bottom, as after the deal.
        self._filler = QSpacerItem(0, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        outer.addItem(self._filler)
        outer.addWidget(self.buttons_box)
        self.cards.card_tapped.connect(lambda slot, card: self.card_tapped.emit(self.box, slot, card))
        self.action_buttons: dict[str, QPushButton] = {}
        self._items: list[QPushButton] = []
        self._per_row = 0
        self.touch = theme.TOUCH
        """Height of the decision buttons (the table screen sets it by the window's height)."""
        self._overheads: dict[tuple[int, int, int], int] = {}
        self._button_h = theme.TOUCH  # the buttons' height now (the touch height, or a little less)
        self._version = 0  # counts what the panel has shown (the overheads measured go with it)
        self._chunks: tuple[str, str, int] = ("", "", 0)
        self._hand_chunks: tuple[str, str, int] = ("", "", 0)

    def set_touch(self, px: int) -> None:
        if px != self.touch:
            self.touch = px
            self._button_h = px
            for b in self._items:
                self._size_button(b)
            self._per_row = 0
            self._grid_buttons()

    def _size_button(self, b: QPushButton) -> None:
        size_button(b, self._button_h)

    def _fit_height(self) -> None:
        """Decision buttons a little lower (down to DECISION_FLOOR) when the panel is shorter
        than its title, stakes, hand, smallest cards and buttons need: never overlapping."""
        height = self.touch
        if self._items and self.height() > 0:
            rows = math.ceil(len(self._items) / max(1, self._per_row or 1))
            # (8 px to spare: word-wrapped labels may take a little more than measured)
            cards = theme.CARD_FLOOR if self.cards.isVisibleTo(self) else 0
            short_by = self.overhead(self.width()) + cards + 8 - self.height()
            if short_by > 0:
                height = max(theme.DECISION_FLOOR, self.touch - math.ceil(short_by / rows))
        if height != self._button_h:
            self._button_h = height
            for b in self._items:
                size_button(b, height)
            self._relayout()

    def overhead(self, width: int) -> int:
        """Height the panel needs besides its cards when it is ``width`` px wide (for
        :func:`ui.box_layout.arrange`); remembered until the panel shows something else."""
        key = (width, self._version, self.touch)
        cached = self._overheads.get(key)
        if cached is None:
            if len(self._overheads) > 200:
                self._overheads.clear()
            cached = self._overheads[key] = self._measure(width)
        return cached

    def _measure(self, width: int) -> int:
        lay = self.layout()
        assert lay is not None
        m = lay.contentsMargins()
        inner = max(100, width - m.left() - m.right() - 2 * self.frameWidth())
        if (self.wagers.text() and inner < self._chunk) or (not self.hand.isHidden() and inner < self._hand_chunk):
            return 10_000  # a stake or a side bet's figure would be cut: never this narrow
        shown = [w for w in (self.hand, self.side) if not w.isHidden()]
        title, beside = self._head(inner)
        need = m.top() + m.bottom() + 4 + self.title.sizeHint().height()
        if self.wagers.text():
            if beside:
                room = self._beside(inner, title)
                need = max(need, m.top() + m.bottom() + 4 + self.wagers.heightForWidth(max(40, room)))
            else:
                need += lay.spacing() + self.wagers.heightForWidth(inner)
        for w in shown:
            need += lay.spacing() + w.heightForWidth(inner)
        if self._items:
            rows = math.ceil(len(self._items) / self._fit(inner))
            need += lay.spacing() + rows * self.touch + (rows - 1) * self.buttons.spacing()
        return need + lay.spacing()

    @property
    def _chunk(self) -> int:
        """The widest wager name and amount of the stakes shown (in the font the label has
        now: measured again once the style sheet has given it its size)."""
        text, font = self.wagers.text(), self.wagers.font().key()
        if (text, font) != self._chunks[:2]:
            self._chunks = (text, font, _narrowest(self.wagers))
        return self._chunks[2]

    @property
    def _hand_chunk(self) -> int:
        text, font = self.hand.text(), self.hand.font().key()
        if (text, font) != self._hand_chunks[:2]:
            self._hand_chunks = (text, font, _narrowest(self.hand))
        return self._hand_chunks[2]

    def _beside(self, inner: int, title: str) -> int:
        """Room for the stakes beside a title reading ``title``."""
        room = inner - self.title.fontMetrics().horizontalAdvance(title) - 12
        if not self.blind.isHidden():
            room -= self.blind.sizeHint().width() + 6
        return room

    def _head(self, inner: int) -> tuple[str, bool]:
        """(title, stakes beside it): "BOX 3" with the stakes on one line when that fits,
        else the number alone with the stakes in at most two lines beside it, else the
        stakes on a row of their own."""
        long_title = translate("Box", "BOX {n}").format(n=self.box)
        if not self.wagers.text():
            return long_title, True
        line = self.wagers.fontMetrics().lineSpacing()
        chunk = self._chunk  # a wager's name and amount never break apart
        room = self._beside(inner, long_title)
        if room >= chunk and self.wagers.heightForWidth(room) <= line * 1.5:
            return long_title, True
        short = str(self.box)
        room = self._beside(inner, short)
        title = self.title.sizeHint().height()
        beside = max(title, self.wagers.heightForWidth(max(40, room))) if room >= chunk else 10**6
        below = title + 4 + self.wagers.heightForWidth(inner)
        return short, beside <= below

    def _fits_beside(self, inner: int) -> bool:
        return self._head(inner)[1]

    def _place_stakes(self) -> None:
        lay = self.layout()
        assert lay is not None
        m = lay.contentsMargins()
        title, beside = self._head(self.width() - m.left() - m.right() - 2 * self.frameWidth())
        if title != self.title.text():
            self.title.setText(title)
        if beside == self._stakes_beside:
            return
        self._stakes_beside = beside
        if beside:
            self.stakes_row.removeWidget(self.wagers)
            self.head.addWidget(self.wagers, 1)
            self.wagers.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        else:
            self.head.removeWidget(self.wagers)
            self.stakes_row.addWidget(self.wagers, 1)
            self.wagers.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self._relayout()

    def _button_need(self) -> int:
        # The style's padding and border (smaller on short buttons) and a little air.
        pad = _SHORT_PAD if self.touch < theme.TOUCH else _BUTTON_PAD
        return max(_text_width(b) for b in self._items) + pad

    def _fit(self, room: int) -> int:
        return max(1, min(len(self._items), (room + 6) // (self._button_need() + 6)))

    def buttons_width(self) -> int:
        """The narrowest the panel may be: its widest decision button with its whole text."""
        if not self._items:
            return 0
        return self._button_need() + 24

    def show_view(
        self,
        view: BoxView,
        *,
        betting: bool,
        hand_size: int,
        selecting: str | None = None,
        selected: frozenset[int] = frozenset(),
        selection_ok: bool = False,
        correcting: bool = False,
        columns: int = 4,
        next_slot: object = None,
    ) -> None:
        key = (view, betting, selecting, selected, selection_ok, correcting, columns, next_slot)
        if key == self._shown:
            return
        self._shown = key
        self._version += 1
        self.view = view
        look = ("true" if not view.placed else "false", "true" if (view.active or selecting) else "false")
        if look != (self.property("empty"), self.property("active")):
            # Re-polishing restyles the whole panel: only when its look really changes.
            self.setProperty("empty", look[0])
            self.setProperty("active", look[1])
            self.style().unpolish(self)
            self.style().polish(self)
        self.blind.setVisible(view.blind)
        if view.blind and view.blind_play:
            self.blind.setText(translate("Box", "BLIND {m}×").format(m=view.blind_play))
        # A side bet already settled shows its result after the hand instead of its stake.
        settled = {s.wager for s in view.side_bets}
        shown = tuple(w for w in view.wagers if w[0] not in settled) if view.placed else ()
        self.wagers.setText(stakes_html(shown))
        self._place_stakes()
        self.cards.setVisible(view.placed and not betting)
        fill = QSizePolicy.Policy.Fixed if self.cards.isVisibleTo(self) else QSizePolicy.Policy.Expanding
        if self._filler.sizePolicy().verticalPolicy() != fill:
            self._filler.changeSize(0, 0, QSizePolicy.Policy.Minimum, fill)
            self._filler.invalidate()
        if view.placed and not betting:

            def can_tap(v: CardView) -> bool:
                if selecting:
                    return v.card is not None
                return correcting and (v.card is not None or v.unreadable)

            self.cards.show_cards(
                view.cards, tappable=can_tap, selected=selected, room_for=hand_size, next_slot=next_slot
            )
        hand = escape(hand_text(view.hand, view.second))
        status = escape(self._status_text(view))
        if hand and status:
            hand += f" <span style='color:{theme.TEXT}; font-size:{theme.STAKE_PX}px'>·  {status}</span>"
        elif status:
            hand = f"<span style='color:{theme.TEXT}; font-size:{theme.STAKE_PX}px'>{status}</span>"
        # The side bets follow the hand on the same line when there is room (the label wraps
        # where there is not): a line saved is a larger card.
        hand = "&nbsp;&nbsp; ".join(x for x in (hand, self._side_text(view)) if x)
        self.hand.setText(hand)
        self.hand.setVisible(bool(hand))
        self.side.hide()
        self._buttons(view, betting, selecting, selected, selection_ok, columns)

    def _status_text(self, v: BoxView) -> str:
        if not v.placed:
            return translate("Box", "No wagers")
        parts = []
        status = {
            "played": translate("Box", "Played"),
            "folded": translate("Box", "Folded"),
            "instant": translate("Box", "Paid instantly"),
            "draw_pending": translate("Box", "Waiting for cards"),
            "drawn": translate("Box", "New cards: fold or play"),
        }.get(v.status, "")
        if status:
            parts.append(status)
        if v.bet:
            parts.append(f"{wager_name('bet')} {money(v.bet)}")
        if v.insurance:
            parts.append(f"{wager_name('insurance')} {money(v.insurance)}")
        return "  ·  ".join(p.replace(" ", "\u00a0") for p in parts)  # "Bet 20" stays on one line

    def _side_text(self, v: BoxView) -> str:
        rows = []
        for s in v.side_bets:
            colour = theme.WIN_TEXT if s.net > 0 else theme.LOSE_TEXT if s.net < 0 else theme.MUTED
            # The box's own hand is on the line already: only another hand is named again.
            what = hand_name(s.hand) if s.hand and s.hand != v.hand else "" if s.hand else outcome_name(s.outcome)
            if s.net < 0 and not s.hand:
                what = ""  # "−10" says it lost
            ratio = f" {s.ratio}" if s.ratio else ""
            # An Express Bonus on another box's hand: its name says whose (translated).
            on = s.target.removeprefix("box ") if s.wager == "express_bonus_box" and s.target else ""
            name = wager_name(f"{s.wager}:{on}") if on else wager_name(s.wager) + _target_text(s.target)
            figures = "&nbsp;".join(_whole(x) for x in (ratio.strip(), money(s.net, signed=True)) if x)
            rows.append(
                f"<span style='color:{colour}; font-weight:bold; font-size:{theme.STAKE_PX}px'>"
                # The figures stay whole on a line; the name may wrap before its last word.
                f"{_breakable(name)}: "
                f"{' '.join(x for x in (_breakable(what), figures) if x)}</span>"
            )
        return "&nbsp;&nbsp; ".join(rows)

    def _buttons(
        self, v: BoxView, betting: bool, selecting: str | None, selected: frozenset[int], ok: bool, columns: int
    ) -> None:
        clear_layout(self.buttons)
        self._per_row = 0
        self.action_buttons = {}
        items: list[QPushButton] = []
        if betting:
            text = translate("Box", "Change wagers") if v.placed else translate("Box", "Place wagers")
            b = button(
                text, lambda: self.wagers_tapped.emit(self.box), role="main" if not v.placed else "", name="wagers"
            )
            items.append(b)
            self.action_buttons["wagers"] = b
        elif selecting:
            n = len(selected)
            cancel = button(
                translate("Box", "Cancel"), lambda: self.selection_done.emit(self.box, False), name="cancel"
            )
            if selecting == "exchange":
                text = translate("Box", "Exchange {n}").format(n=n)
            else:
                text = translate("Box", "Give up this card") if n == 1 else translate("Box", "Tap the card to give up")
            go = button(text, lambda: self.selection_done.emit(self.box, True), role="main", name="confirm_selection")
            go.setEnabled(ok)
            items += [cancel, go]
            self.action_buttons.update(cancel=cancel, confirm_selection=go)
        else:
            for a in v.actions:
                b = button(
                    action_name(a),
                    partial(self.action.emit, self.box, a),
                    role=_ROLES.get(a.split(":")[0], ""),
                    name=f"act_{a}",
                )
                items.append(b)
                self.action_buttons[a] = b
        self._button_h = self.touch
        for b in items:
            # The panel decides how many fit a row; a button never forces the window wider.
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            self._size_button(b)
        self._items = items
        self._grid_buttons()
        self._fit_height()
        self.buttons_box.setVisible(bool(items))

    def _grid_buttons(self) -> None:
        """As many buttons a row as fit with their whole text (never clipped)."""
        items = self._items
        if not items:
            return
        lay = self.layout()
        assert lay is not None
        m = lay.contentsMargins()
        fit = self._fit(max(100, self.width() - m.left() - m.right() - 2 * self.frameWidth()))
        per_row = math.ceil(len(items) / math.ceil(len(items) / fit))  # balanced rows: 2+2, not 3+1
        if per_row == self._per_row and all(self.buttons.indexOf(b) >= 0 for b in items):
            return
        self._per_row = per_row
        for b in items:
            self.buttons.removeWidget(b)
        for i, b in enumerate(items):
            self.buttons.addWidget(b, i // per_row, i % per_row)
        self._relayout()

    def _relayout(self) -> None:
        """Lay the panel out again now: a resize that changed the button rows or moved the
        stakes must not leave the old rows' height in place until the next event."""
        self.buttons.activate()
        lay = self.layout()
        if lay is not None:
            lay.invalidate()
            lay.activate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_stakes()
        self._grid_buttons()
        self._fit_height()


def size_button(b: QPushButton, height: int) -> None:
    """``b`` exactly ``height`` px tall: under TOUCH through the style sheet's rule for that
    height (the style sheet's min-height wins over setMinimumHeight)."""
    rule = f"h{height}" if height < theme.TOUCH else ""
    if (b.property("touch") or "") != rule:
        b.setProperty("touch", rule)
        b.style().unpolish(b)
        b.style().polish(b)
    b.setFixedHeight(height)


def _target_text(target: str | None) -> str:
    """Whose hand a side bet is on, when its name does not say it already: " (BOX 3)"."""
    if not target or target == "dealer":  # "Express Bonus (dealer)" says it
        return ""
    kind, _, n = target.partition(" ")
    if kind == "box" and n.isdigit():
        return " (" + translate("Box", "BOX {n}").format(n=n) + ")"
    return f" ({target})"


def _breakable(text: str) -> str:
    """``text`` (HTML-escaped) that may wrap between its words but never before its last."""
    *first, last = text.split(" ")
    return "".join(f"{_whole(w)} " for w in first) + _whole(last)


def _whole(text: str) -> str:
    """``text`` (HTML-escaped) that never breaks across lines (nor at a hyphen)."""
    return escape(text).replace(" ", "&nbsp;").replace("-", "\u2011")


def _narrowest(lab: QLabel) -> int:
    """The narrowest a rich-text label can wrap to (its widest unbreakable piece)."""
    if not lab.text():
        return 0
    doc = QTextDocument()
    doc.setDefaultFont(lab.font())
    doc.setDocumentMargin(0)
    option = doc.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # as a QLabel: never inside a word
    doc.setDefaultTextOption(option)
    doc.setHtml(lab.text())
    doc.setTextWidth(1)
    return math.ceil(doc.idealWidth())


def _text_width(b: QPushButton) -> int:
    font = _MAIN_FONT if b.property("role") in ("main", "confirm") else _BUTTON_FONT
    return QFontMetrics(font).horizontalAdvance(b.text())


class DealerPanel(QFrame):
    """The dealer's cards (hidden until the dealer opens, but the up card), in hold'em the
    board, and what to do next. A strip across the top of the table, or (on a short screen
    with a free place in the box grid) a compact panel in that place."""

    card_tapped = Signal(object, object)

    def __init__(self, board_size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Panel")
        self.board_size = board_size
        """Cards on the game's board (0: no board; the rules' ``board_size``)."""
        self.outer = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self.outer.setContentsMargins(12, 6, 12, 6)
        self.outer.setSpacing(10)
        self.title = label(translate("Dealer", "DEALER"), "BoxTitle")
        self.hand = label("", "Hand", wrap=True)
        side = QVBoxLayout()
        side.setSpacing(2)
        side.addWidget(self.title)
        side.addWidget(self.hand)
        side.addStretch(1)
        self.outer.addLayout(side, 1)
        self.cards = CardRow(self, max_height=120, min_height=48)
        self.cards.card_tapped.connect(self.card_tapped)
        self.bought_label = label(translate("Dealer", "bought game"), "Muted")
        self.bought = CardRow(self, max_height=120, min_height=48)
        self.bought.card_tapped.connect(self.card_tapped)
        self.board_label = label(translate("Dealer", "BOARD"), "BoxTitle")
        self.board = CardRow(self, max_height=120, min_height=48)
        self.board.card_tapped.connect(self.card_tapped)
        self.outer.addWidget(self.cards, 3)
        self.outer.addWidget(self.bought_label)
        self.outer.addWidget(self.bought, 1)
        self.outer.addWidget(self.board_label)
        self.outer.addWidget(self.board, 5)
        self.board_label.setVisible(board_size > 0)
        self.board.setVisible(board_size > 0)
        self.info = QVBoxLayout()
        self.info.setSpacing(2)
        self.heading = label("", "Muted", wrap=True)
        # Who deals: a line of its own, in the table's text colour (the heading is muted).
        self.dealing = label("", "Dealing", wrap=True)
        self.reader = label("", "Muted", wrap=True)
        self.prompt = label("", "Prompt", wrap=True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.info.addWidget(self.heading)
        self.info.addWidget(self.dealing)
        self.info.addWidget(self.reader)
        self.info.addWidget(self.prompt, 1)
        self.outer.addLayout(self.info, 3)
        self._shown: tuple[object, ...] | None = None
        self.compact = False

    def set_compact(self, compact: bool) -> None:
        """Stack everything in a column (a place in the box grid) or lay it out in a row."""
        self.compact = compact
        self.outer.setDirection(QBoxLayout.Direction.TopToBottom if compact else QBoxLayout.Direction.LeftToRight)
        # Stacked in a box's place the height is short: less between the rows (the line
        # naming who deals needs it).
        self.outer.setSpacing(4 if compact else 10)
        for row in (self.cards, self.bought, self.board):
            row.max_height = 90 if compact else 120
        # In a box's place the prompt has a box's width: a little smaller, so a long prompt
        # (Russian) keeps its whole text; the heading and reader line stay muted and small.
        self.prompt.setStyleSheet("font-size: 22px;" if compact else "")
        for lab in (self.heading, self.reader):
            lab.setStyleSheet("font-size: 16px;" if compact else "")
        self.dealing.setStyleSheet("font-size: 17px;" if compact else "")

    def show_view(self, view: DealerView, *, correcting: bool = False, next_slot: object = None) -> None:
        key = (view, correcting, next_slot)
        if key == self._shown:
            return
        self._shown = key

        def can_tap(v: CardView) -> bool:
            return correcting and (v.card is not None or v.unreadable)

        self.cards.show_cards(view.cards, tappable=can_tap, room_for=len(view.cards), next_slot=next_slot)
        self.hand.setText(hand_name(view.hand) if view.hand else "")
        self.hand.setVisible(bool(view.hand))
        has_bought = view.bought is not None
        self.bought_label.setVisible(has_bought)
        self.bought.setVisible(has_bought)
        if view.bought is not None:
            self.bought.show_cards((view.bought,), tappable=can_tap, room_for=1)
        if self.board_size:
            self.board.show_cards(view.board, tappable=can_tap, room_for=self.board_size, next_slot=next_slot)


def slot_label(slot: Slot | None) -> str:
    """A slot as the croupier reads it: "box 3 card 2", "dealer card 1", "burn"."""
    if slot is None:
        return ""
    if slot.kind == "box":
        return translate("Slots", "box {box} card {i}").format(box=slot.box, i=slot.index)
    if slot.kind == "draw":
        return translate("Slots", "box {box} new card {i}").format(box=slot.box, i=slot.index)
    if slot.kind == "dealer":
        return translate("Slots", "dealer card {i}").format(i=slot.index)
    if slot.kind == "board":
        return translate("Slots", "board card {i}").format(i=slot.index)
    if slot.kind == "burn":
        return translate("Slots", "burn card")
    if slot.kind == "dealer_game":
        return translate("Slots", "dealer's bought card")
    return str(slot)


def card_text(card: Card | None) -> str:
    if card is None:
        return "??"
    rank = card.rank.label
    return f"{rank}{card.suit.symbol}"
