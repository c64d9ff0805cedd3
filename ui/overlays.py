"""Panels that open over the table: wagers, an amount (insurance), a card (unreadable card,
correction), settings. Each calls the session and stays open with the reason if the round
refuses."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal
from functools import partial
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QWidget

from dealer_assist.cards import Card
from dealer_assist.errors import DealerAssistError
from dealer_assist.flow.round import WagerField
from ui.i18n import LANGUAGES, money, refusal_text, translate, wager_name
from ui.panels import card_text, slot_label
from ui.session import TableSession
from ui.widgets import CardPicker, Keypad, Overlay, amount_refusal, button, chip_values, label

EB_BOX = "express_bonus_box"
"""The field of an Express Bonus on another box's hand (one amount per box chosen)."""


class WagerOverlay(Overlay):
    """A box's wagers before the deal: one button per wager the game takes, a large keypad
    and chip buttons for the one being entered, the blind-box choice. Where the game takes
    an Express Bonus, one on the dealer's hand and one on another box's hand too (the box
    is chosen with its own buttons)."""

    def __init__(self, host: QWidget, session: TableSession, box: int) -> None:
        super().__init__(host, translate("Wagers", "Box {n}: wagers").format(n=box), width=0.86, height=0.96)
        self.session = session
        self.box = box
        rnd = session.round
        self.fields: list[WagerField] = list(rnd.wager_fields())
        t = rnd.profile.table
        self.unit = t.chip_unit
        # An Express Bonus on another box's hand: where the game takes one on the dealer's.
        self.eb_box: WagerField | None = None
        dealer_eb = next((f for f in self.fields if f.name == "express_bonus_dealer"), None)
        if dealer_eb is not None:
            self.eb_box = WagerField(EB_BOX, False, dealer_eb.low, dealer_eb.high)
            self.fields.append(self.eb_box)
        placed = rnd.boxes.get(box)
        last = session.last_wagers.get(box)
        self.values: dict[str, Decimal | None] = {f.name: None for f in self.fields}
        self.on_boxes: dict[int, Decimal] = {}
        """Express Bonus on other boxes' hands: box -> amount."""
        self.target: int | None = None
        self.blind = False
        self.blind_play: int | None = None
        if placed is not None:
            for name, value in placed.wagers.placed().items():
                self.values[name] = value
            self.on_boxes = {bet.box: bet.amount for bet in placed.wagers.express_bonus_box}
            self.blind = placed.blind_box
            self.blind_play = rnd.blind_plays.get(box)
        elif last is not None:
            for name, value in last[0].items():
                if name == EB_BOX:
                    items = value if isinstance(value, list) else [value]
                    self.on_boxes = {int(i["box"]): Decimal(str(i["amount"])) for i in items}
                elif name in self.values:
                    self.values[name] = Decimal(str(value))
        # A wager that must be at least another (Novo: Express Bonus >= Ante) follows it, up
        # and down, while it is equal to it (or not yet set and required).
        self.following: dict[str, bool] = {}
        self.current = self.fields[0].name

        row = QHBoxLayout()
        self.field_buttons: dict[str, QPushButton] = {}
        for f in self.fields:
            if f.equals:
                continue
            b = button("", partial(self.select, f.name), name=f"field_{f.name}")
            b.setCheckable(True)
            row.addWidget(b)
            self.field_buttons[f.name] = b
        self.body.addLayout(row)
        # The box an Express Bonus on another hand is on (shown while that wager is chosen).
        self.targets = QWidget()
        targets = QHBoxLayout(self.targets)
        targets.setContentsMargins(0, 0, 0, 0)
        self.target_buttons: dict[int, QPushButton] = {}
        if self.eb_box is not None:
            targets.addWidget(label(translate("Wagers", "On the hand of box:"), "Muted"))
            targets.addSpacing(6)
            for n in range(1, t.boxes + 1):
                if n == box:
                    continue
                b = button(str(n), partial(self.choose_target, n), name=f"target_{n}")
                b.setCheckable(True)
                targets.addWidget(b)
                self.target_buttons[n] = b
        self.targets.hide()
        self.display = label("", "Title")
        line = QHBoxLayout()  # the amount being entered, and the boxes for a bet on another hand
        line.addWidget(self.display, 1)
        line.addWidget(self.targets)
        self.body.addLayout(line)
        self.keypad = Keypad(chip_values(t.chip_unit, t.min_bet, t.max_bet), decimals=t.chip_unit < 1, limits_row=False)
        # The limits beside the title: the panel has no height to spare at 1366x768.
        self.body.removeWidget(self.title)
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.keypad.limits)
        self.body.insertLayout(0, top)
        self.body.setSpacing(8)
        self.keypad.changed.connect(self._typed)
        self.body.addWidget(self.keypad, 1)

        options = QHBoxLayout()  # the blind-box choice shares the bottom row with Cancel / OK
        self.blind_buttons: dict[str, QPushButton] = {}
        multiples = rnd.blind_play_multiples()
        if multiples:
            for m in multiples:
                b = button(
                    translate("Wagers", "Blind box, Play {m}×").format(m=m),
                    partial(self._blind, m),
                    name=f"blind_{m}",
                )
                b.setCheckable(True)
                options.addWidget(b)
                self.blind_buttons[str(m)] = b
        else:
            b = button(translate("Wagers", "Blind box"), lambda: self._blind(0), name="blind")
            b.setCheckable(True)
            options.addWidget(b)
            self.blind_buttons["0"] = b
        self.error = label("", "Message", wrap=True)
        self.error.hide()
        self.body.addWidget(self.error)
        bottom = options
        if placed is not None:
            bottom.addWidget(button(translate("Wagers", "Remove box"), self._remove, role="danger", name="remove"))
        bottom.addWidget(button(translate("Wagers", "Cancel"), self.close_overlay, name="cancel"))
        bottom.addWidget(button(translate("Wagers", "OK"), self._ok, role="confirm", name="ok"))
        self.body.addLayout(bottom)
        self._refresh()
        self.select(self.current)

    def _field(self, name: str) -> WagerField:
        return next(f for f in self.fields if f.name == name)

    def select(self, name: str) -> None:
        self.current = name
        # Whoever follows this wager does so if it is equal to it now (or not set, required).
        for f in self.fields:
            if f.at_least == name:
                mine, theirs = self.values[f.name], self.values[name]
                self.following[f.name] = (mine is not None and mine == theirs) or (mine is None and f.required)
        if name == EB_BOX:
            self.targets.show()
            if self.target is None and self.on_boxes:
                self.target = min(self.on_boxes)
        else:
            self.targets.hide()
        f = self._field(name)
        self.keypad.set_limits(f.low, f.high, self.unit)
        self.keypad.blockSignals(True)
        self.keypad.set_value(self._value(name))
        self.keypad.blockSignals(False)
        self._refresh()

    def choose_target(self, n: int) -> None:
        self.target = n
        self.select(EB_BOX)

    def _value(self, name: str) -> Decimal | None:
        if name == EB_BOX:
            return self.on_boxes.get(self.target) if self.target is not None else None
        return self.values[name]

    def _typed(self, value: Decimal | None) -> None:
        self.error.hide()
        if self.current == EB_BOX:
            if self.target is None:
                self._refused(translate("Wagers", "Choose the box whose hand the Express Bonus is on"))
                self.keypad.blockSignals(True)
                self.keypad.set_value(None)
                self.keypad.blockSignals(False)
                return
            if value:
                self.on_boxes[self.target] = value
            else:
                self.on_boxes.pop(self.target, None)
            self._refresh()
            return
        self.values[self.current] = value
        for f in self.fields:
            if f.at_least != self.current or value is None:
                continue
            other = self.values[f.name]
            if self.following.get(f.name) or (other is not None and other < value):
                self.values[f.name] = value
                self.following[f.name] = True
        mine = self._field(self.current)
        if mine.at_least is not None:  # typed on its own: it follows only while equal
            self.following[mine.name] = value is not None and value == self.values[mine.at_least]
        self._refresh()

    def _blind(self, multiple: int) -> None:
        key = str(multiple)
        turning_on = not (self.blind and (self.blind_play or 0) == multiple)
        self.blind = turning_on
        self.blind_play = multiple if turning_on and multiple else None
        for k, b in self.blind_buttons.items():
            b.setChecked(turning_on and k == key)
        self._refresh()

    def wagers(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in self.fields:
            if f.name == EB_BOX:
                continue
            value = self.values[f.equals] if f.equals else self.values[f.name]
            if value:
                out[f.name] = value
        if self.on_boxes:
            out[EB_BOX] = [{"box": n, "amount": a} for n, a in sorted(self.on_boxes.items())]
        return out

    def _refresh(self) -> None:
        for f in self.fields:
            b = self.field_buttons.get(f.name)
            if b is None:
                continue
            if f.name == EB_BOX:
                shown = "  ".join(f"{n}: {money(a)}" for n, a in sorted(self.on_boxes.items())) or "—"
            else:
                value = self.values[f.name]
                shown = money(value) if value else "—"
            star = " *" if f.required else ""
            b.setText(f"{wager_name(f.name)}{star}\n{shown}")
            b.setMinimumHeight(76)
            b.setChecked(f.name == self.current)
        value = self._value(self.current)
        name = self.current if self.current != EB_BOX or self.target is None else f"{EB_BOX}:{self.target}"
        self.display.setText(f"{wager_name(name)}: {money(value) if value else '—'}")
        for n, b in self.target_buttons.items():
            b.setChecked(n == self.target)
            b.setText(f"{n}: {money(self.on_boxes[n])}" if n in self.on_boxes else str(n))
        for k, b in self.blind_buttons.items():
            b.setChecked(self.blind and (k == str(self.blind_play or 0)))

    def refusal(self) -> str:
        """Why these wagers cannot be placed, in one translated line, or "" (the round
        checks again; these are the refusals the keypad can see)."""
        for f in self.fields:
            if f.equals:
                continue
            amounts = (
                [(f"{EB_BOX}:{n}", a) for n, a in sorted(self.on_boxes.items())]
                if f.name == EB_BOX
                else [(f.name, self.values[f.name])]
            )
            for name, value in amounts:
                if not value:
                    if f.required:
                        return translate("Wagers", "{wager}: required at this table").format(wager=wager_name(name))
                    continue
                why = amount_refusal(value, f.low, f.high, self.unit, wager_name(name))
                if why:
                    return why
                least = self.values[f.at_least] if f.at_least else None
                if f.at_least and least and value < least:
                    return translate("Wagers", "{wager} {amount} must be at least the {other} {least}").format(
                        wager=wager_name(name), amount=money(value), other=wager_name(f.at_least), least=money(least)
                    )
        return ""

    def _refused(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()
        self.keypad.fresh = True  # the next key starts the amount again

    def _ok(self) -> None:
        why = self.refusal()
        if why:
            self._refused(why)
            return
        messages: list[str] = []
        conn = self.session.refused.connect(messages.append)
        try:
            ok = self.session.place_wagers(self.box, self.wagers(), self.blind, self.blind_play)
        finally:
            self.session.refused.disconnect(conn)
        if ok:
            self.close_overlay()
        else:
            self._refused(messages[-1] if messages else "")

    def _remove(self) -> None:
        if self.session.remove_box(self.box):
            self.close_overlay()


class AmountOverlay(Overlay):
    """An amount within the range the round gives (insurance)."""

    def __init__(
        self,
        host: QWidget,
        title: str,
        low: Decimal,
        high: Decimal,
        unit: Decimal,
        on_ok: Callable[[Decimal], bool],
        messages: Callable[[], str],
    ) -> None:
        # Tall and compact: the keypad's five rows (Clear and the largest chip included) fit a
        # 1280x800 or 1366x768 screen; Minimum / Maximum share the bottom row with Cancel / OK.
        super().__init__(host, title, width=0.64, height=0.96)
        self.low, self.high, self._on_ok, self._messages = low, high, on_ok, messages
        self.range = label(
            translate("Amount", "Allowed: {low} to {high}").format(low=money(low), high=money(high)), "Title"
        )
        self.display = label("—", "Title")
        self.display.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        line = QHBoxLayout()
        line.addWidget(self.range, 1)
        line.addWidget(self.display)
        self.body.addLayout(line)
        quick = QHBoxLayout()
        quick.addWidget(
            button(
                translate("Amount", "Minimum {v}").format(v=money(low)), lambda: self.keypad.set_value(low), name="min"
            )
        )
        quick.addWidget(
            button(
                translate("Amount", "Maximum {v}").format(v=money(high)),
                lambda: self.keypad.set_value(high),
                name="max",
            )
        )
        self.keypad = Keypad(chip_values(unit, low, high), decimals=unit < 1, unit=unit)
        self.keypad.changed.connect(lambda v: self.display.setText(money(v) if v is not None else "—"))
        self.body.addWidget(self.keypad, 1)
        self.error = label("", "Message", wrap=True)
        self.error.hide()
        self.body.addWidget(self.error)
        bottom = quick
        bottom.addWidget(button(translate("Amount", "Cancel"), self.close_overlay, name="cancel"))
        bottom.addWidget(button(translate("Amount", "OK"), self._ok, role="confirm", name="ok"))
        self.body.addLayout(bottom)

    def _ok(self) -> None:
        value = self.keypad.value()
        if value is None:
            self.error.setText(translate("Amount", "Enter an amount"))
            self.error.show()
            return
        why = amount_refusal(value, self.low, self.high, self.keypad.unit)
        if why:
            self.error.setText(why)
            self.error.show()
            self.keypad.fresh = True
            return
        if self._on_ok(value):
            self.close_overlay()
        else:
            self.error.setText(self._messages())
            self.error.show()


REASONS = (
    ("misread", "The reader misread the card"),
    ("wrong_place", "The card went to another place"),
    ("checked", "Checked on the table"),
)


def reason_text(key: str) -> str:
    texts = {
        "misread": translate("Correct", "The reader misread the card"),
        "wrong_place": translate("Correct", "The card went to another place"),
        "checked": translate("Correct", "Checked on the table"),
    }
    return texts[key]


class CardOverlay(Overlay):
    """Enter a card with the 52-card picker: an unreadable card, or a correction (then a
    reason must be chosen too)."""

    def __init__(
        self,
        host: QWidget,
        title: str,
        unavailable: Sequence[Card],
        on_ok: Callable[[Card, str], bool],
        messages: Callable[[], str],
        *,
        reasons: bool = False,
    ) -> None:
        super().__init__(host, title, width=0.94, height=0.92)
        self._on_ok, self._messages = on_ok, messages
        self.picker = CardPicker(unavailable)
        self.picker.picked.connect(lambda _c: self._update())
        self.body.addWidget(self.picker, 1)
        self.reason = ""
        self.reason_buttons: dict[str, QPushButton] = {}
        if reasons:
            row = QHBoxLayout()
            row.addWidget(label(translate("Correct", "Why?"), "Title"))
            for key, _text in REASONS:
                b = button(reason_text(key), partial(self._reason, key), name=f"reason_{key}")
                b.setCheckable(True)
                row.addWidget(b)
                self.reason_buttons[key] = b
            self.body.addLayout(row)
        self.error = label("", "Message", wrap=True)
        self.error.hide()
        self.body.addWidget(self.error)
        bottom = QHBoxLayout()
        bottom.addWidget(button(translate("Correct", "Cancel"), self.close_overlay, name="cancel"))
        self.ok = button(translate("Correct", "OK"), self._ok, role="confirm", name="ok")
        bottom.addWidget(self.ok)
        self.body.addLayout(bottom)
        self._needs_reason = reasons
        self._update()

    def _reason(self, key: str) -> None:
        self.reason = key
        for k, b in self.reason_buttons.items():
            b.setChecked(k == key)
        self._update()

    def _update(self) -> None:
        choice = self.picker.choice
        ready = choice is not None and (self.reason or not self._needs_reason)
        self.ok.setEnabled(bool(ready))
        self.ok.setText(
            translate("Correct", "OK: {card}").format(card=card_text(choice)) if choice else translate("Correct", "OK")
        )

    def _ok(self) -> None:
        if self.picker.choice is None:
            return
        why = reason_text(self.reason) if self.reason else ""
        if self._on_ok(self.picker.choice, why):
            self.close_overlay()
        else:
            # The refused card is not left marked: a card refused because it lies face down
            # must not stay on the screen for all to see.
            self.picker.clear_choice()
            self._update()
            self.error.setText(self._messages())
            self.error.show()


class SettingsOverlay(Overlay):
    """Language, table set-up, technician screens."""

    def __init__(
        self,
        host: QWidget,
        language: str,
        on_language: Callable[[str], None],
        on_setup: Callable[[], None] | None,
        on_calibrate: Callable[[], None] | None,
        *,
        fullscreen: bool = False,
        on_fullscreen: Callable[[bool], None] | None = None,
    ) -> None:
        super().__init__(host, translate("Settings", "Settings"), width=0.6, height=0.6)
        self.body.addWidget(label(translate("Settings", "Language"), "Title"))
        row = QHBoxLayout()
        for code, name in LANGUAGES.items():
            b = button(name, partial(self._language, on_language, code), name=f"lang_{code}")
            b.setCheckable(True)
            b.setChecked(code == language)
            row.addWidget(b)
        self.body.addLayout(row)
        grid = QGridLayout()
        setup = button(translate("Settings", "Table set-up"), lambda: self._then(on_setup), name="setup")
        setup.setEnabled(on_setup is not None)
        grid.addWidget(setup, 0, 0)
        calibrate = button(
            translate("Settings", "Camera calibration"), lambda: self._then(on_calibrate), name="calibrate"
        )
        calibrate.setEnabled(on_calibrate is not None)
        grid.addWidget(calibrate, 0, 1)
        if on_fullscreen is not None:  # the table's touchscreen: full screen from now on
            full = button(translate("Settings", "Full screen"), name="fullscreen")
            full.setCheckable(True)
            full.setChecked(fullscreen)
            full.clicked.connect(lambda on: on_fullscreen(bool(on)))
            grid.addWidget(full, 1, 0, 1, 2)
        self.body.addLayout(grid)
        self.body.addStretch(1)
        self.body.addWidget(button(translate("Settings", "Close"), self.close_overlay, role="main", name="close"))

    def _place(self) -> None:
        """As tall as its rows need (the staff's buttons are added after it is built), at
        least the usual 60 %, never taller than the window: rows squeezed under their
        height lay the full-screen toggle over its neighbours."""
        super()._place()
        r, p = self.rect(), self.panel.geometry()
        need = self.body.totalMinimumSize().height()
        h = min(max(p.height(), need), r.height() - 16)
        if h != p.height():
            self.panel.setGeometry(p.x(), (r.height() - h) // 2, p.width(), h)

    def _language(self, on_language: Callable[[str], None], code: str) -> None:
        self.close_overlay()
        on_language(code)

    def _then(self, action: Callable[[], None] | None) -> None:
        self.close_overlay()
        if action is not None:
            action()


def last_message(session: TableSession) -> Callable[[], str]:
    """A getter for the last refusal the session reported (for overlays' error lines)."""
    box: dict[str, Any] = {"text": ""}

    def remember(text: str) -> None:
        box["text"] = text

    session.refused.connect(remember)
    return lambda: str(box["text"])


def describe_error(err: DealerAssistError) -> str:
    return refusal_text(err)


__all__ = ["AmountOverlay", "CardOverlay", "SettingsOverlay", "WagerOverlay", "card_text", "slot_label"]
