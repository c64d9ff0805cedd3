"""Panels that open over the table: wagers, an amount (insurance), a card (unreadable card,
correction), settings. Each calls the session and stays open with the reason if the round
refuses."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QWidget

from dealer_assist.cards import Card
from dealer_assist.errors import DealerAssistError
from dealer_assist.flow.round import WagerField
from ui.i18n import LANGUAGES, money, translate, wager_name
from ui.panels import card_text, slot_label
from ui.session import TableSession
from ui.widgets import CardPicker, Keypad, Overlay, button, chip_values, label


class WagerOverlay(Overlay):
    """A box's wagers before the deal: one button per wager the game takes, a large keypad
    and chip buttons for the one being entered, the blind-box choice."""

    def __init__(self, host: QWidget, session: TableSession, box: int) -> None:
        super().__init__(host, translate("Wagers", "Box {n}: wagers").format(n=box), width=0.86, height=0.96)
        self.session = session
        self.box = box
        rnd = session.round
        self.fields: list[WagerField] = list(rnd.wager_fields())
        placed = rnd.boxes.get(box)
        last = session.last_wagers.get(box)
        self.values: dict[str, Decimal | None] = {f.name: None for f in self.fields}
        self.blind = False
        self.blind_play: int | None = None
        if placed is not None:
            for name, value in placed.wagers.placed().items():
                self.values[name] = value
            self.blind = placed.blind_box
            self.blind_play = rnd.blind_plays.get(box)
        elif last is not None:
            for name, value in last[0].items():
                if name in self.values:
                    self.values[name] = Decimal(str(value))
        self.current = self.fields[0].name
        t = rnd.profile.table

        row = QHBoxLayout()
        self.field_buttons: dict[str, QPushButton] = {}
        for f in self.fields:
            if f.equals:
                continue
            b = button("", lambda n=f.name: self.select(n), name=f"field_{f.name}")
            b.setCheckable(True)
            row.addWidget(b)
            self.field_buttons[f.name] = b
        self.body.addLayout(row)
        line = QHBoxLayout()
        self.display = label("", "Title")
        self.range = label("", "Muted")
        line.addWidget(self.display, 1)
        line.addWidget(self.range)
        self.body.addLayout(line)
        self.keypad = Keypad(chip_values(t.chip_unit, t.min_bet, t.max_bet), decimals=t.chip_unit < 1)
        self.keypad.changed.connect(self._typed)
        self.body.addWidget(self.keypad, 1)

        options = QHBoxLayout()  # the blind-box choice shares the bottom row with Cancel / OK
        self.blind_buttons: dict[str, QPushButton] = {}
        multiples = rnd.blind_play_multiples()
        if multiples:
            for m in multiples:
                b = button(
                    translate("Wagers", "Blind box, Play {m}×").format(m=m),
                    lambda m=m: self._blind(m),
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

    def select(self, name: str) -> None:
        self.current = name
        self.keypad.blockSignals(True)
        self.keypad.set_value(self.values[name])
        self.keypad.blockSignals(False)
        self._refresh()

    def _typed(self, value: Decimal | None) -> None:
        self.values[self.current] = value
        # A wager that must be at least another follows it up (Novo: Express Bonus >= Ante).
        for f in self.fields:
            if f.at_least == self.current and f.required and value is not None:
                other = self.values[f.name]
                if other is None or other < value:
                    self.values[f.name] = value
        self._refresh()

    def _blind(self, multiple: int) -> None:
        key = str(multiple)
        turning_on = not (self.blind and (self.blind_play or 0) == multiple)
        self.blind = turning_on
        self.blind_play = multiple if turning_on and multiple else None
        for k, b in self.blind_buttons.items():
            b.setChecked(turning_on and k == key)
        self._refresh()

    def wagers(self) -> dict[str, Decimal]:
        out: dict[str, Decimal] = {}
        for f in self.fields:
            value = self.values[f.equals] if f.equals else self.values[f.name]
            if value:
                out[f.name] = value
        return out

    def _refresh(self) -> None:
        for f in self.fields:
            b = self.field_buttons.get(f.name)
            if b is None:
                continue
            value = self.values[f.name]
            shown = money(value) if value else "—"
            star = " *" if f.required else ""
            b.setText(f"{wager_name(f.name)}{star}\n{shown}")
            b.setMinimumHeight(84)
            b.setChecked(f.name == self.current)
        f = next(x for x in self.fields if x.name == self.current)
        self.range.setText(translate("Wagers", "limits {low} to {high}").format(low=money(f.low), high=money(f.high)))
        value = self.values[self.current]
        self.display.setText(f"{wager_name(self.current)}: {money(value) if value else '—'}")
        for k, b in self.blind_buttons.items():
            b.setChecked(self.blind and (k == str(self.blind_play or 0)))

    def _ok(self) -> None:
        messages: list[str] = []
        conn = self.session.refused.connect(messages.append)
        try:
            ok = self.session.place_wagers(self.box, self.wagers(), self.blind, self.blind_play)
        finally:
            self.session.refused.disconnect(conn)
        if ok:
            self.close_overlay()
        else:
            self.error.setText(messages[-1] if messages else "")
            self.error.show()

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
        self.keypad = Keypad(chip_values(unit, low, high), decimals=unit < 1)
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
                b = button(reason_text(key), lambda k=key: self._reason(k), name=f"reason_{key}")
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
    ) -> None:
        super().__init__(host, translate("Settings", "Settings"), width=0.6, height=0.6)
        self.body.addWidget(label(translate("Settings", "Language"), "Title"))
        row = QHBoxLayout()
        for code, name in LANGUAGES.items():
            b = button(name, lambda c=code: self._language(on_language, c), name=f"lang_{code}")
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
        self.body.addLayout(grid)
        self.body.addStretch(1)
        self.body.addWidget(button(translate("Settings", "Close"), self.close_overlay, role="main", name="close"))

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
    return str(err)


__all__ = ["AmountOverlay", "CardOverlay", "SettingsOverlay", "WagerOverlay", "card_text", "slot_label"]
