"""How the trainee answers, with the large keypad or big buttons: an amount to pay or
collect, an insurance range, a second hand, the boxes that are paid."""

from __future__ import annotations

from decimal import Decimal
from functools import partial

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from dealer_assist.training.drills import Answer
from dealer_assist.training.worked import SECOND_HAND_CHOICES
from ui.i18n import hand_name, money, translate
from ui.widgets import Keypad, button, chip_values, label


def choice_name(choice: str) -> str:
    return translate("Training", "No second hand") if choice == "NONE" else hand_name(choice)


def answer_words(kind: str, value: Answer | None) -> str:
    """An answer as the screen says it: "PAY 140", "COLLECT 30", "10 to 80", "Ace-King",
    "boxes 1, 3"."""
    if value is None:
        return translate("Training", "no answer")
    if isinstance(value, Decimal):
        if value > 0:
            return translate("Settlement", "PAY {amount}").format(amount=money(value))
        if value < 0:
            return translate("Settlement", "COLLECT {amount}").format(amount=money(-value))
        return translate("Training", "PUSH (0)")
    if isinstance(value, tuple):
        return translate("Training", "{low} to {high}").format(low=money(value[0]), high=money(value[1]))
    if isinstance(value, frozenset):
        if not value:
            return translate("Training", "no box")
        return translate("Training", "boxes {list}").format(list=", ".join(str(n) for n in sorted(value)))
    return choice_name(value)


class AnswerInput(QWidget):
    """Base: ``changed`` when the answer changes; :meth:`value` is None until complete."""

    changed = Signal()

    def value(self) -> Answer | None:  # pragma: no cover - every subclass answers
        raise NotImplementedError


class AmountInput(AnswerInput):
    """PAY / COLLECT / PUSH and the amount on the keypad (the box's net, signed)."""

    def __init__(self, chip_unit: Decimal, high: Decimal) -> None:
        super().__init__()
        v = QVBoxLayout(self)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(8)
        row = QHBoxLayout()
        self.sides: dict[str, QPushButton] = {}
        for side, text in (
            ("pay", translate("Training", "PAY")),
            ("collect", translate("Training", "COLLECT")),
            ("push", translate("Training", "PUSH (0)")),
        ):
            b = button(text, partial(self.set_side, side), role=side, name=f"side_{side}")
            b.setCheckable(True)
            row.addWidget(b)
            self.sides[side] = b
        v.addLayout(row)
        self.display = label("—", "Answer")
        v.addWidget(self.display)
        self.keypad = Keypad(chip_values(chip_unit, chip_unit, high), decimals=chip_unit < 1)
        self.keypad.changed.connect(self._typed)
        v.addWidget(self.keypad, 1)
        self.side = "pay"
        self.set_side("pay")

    def set_side(self, side: str) -> None:
        self.side = side
        for s, b in self.sides.items():
            b.setChecked(s == side)
        if side == "push":
            self.keypad.blockSignals(True)
            self.keypad.set_value(None)
            self.keypad.blockSignals(False)
        self._show()

    def _typed(self, _value: object) -> None:
        if self.side == "push" and self.keypad.value() is not None:
            self.side = "pay"
            for s, b in self.sides.items():
                b.setChecked(s == "pay")
        self._show()

    def value(self) -> Answer | None:
        if self.side == "push":
            return Decimal(0)
        amount = self.keypad.value()
        if amount is None:
            return None
        return amount if self.side == "pay" else -amount

    def _show(self) -> None:
        self.display.setText(answer_words("pay", self.value()) if self.value() is not None else "—")
        self.changed.emit()


class RangeInput(AnswerInput):
    """Minimum and maximum: tap a field, type it on the keypad."""

    def __init__(self, chip_unit: Decimal, high: Decimal) -> None:
        super().__init__()
        v = QVBoxLayout(self)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(8)
        row = QHBoxLayout()
        self.fields: dict[str, QPushButton] = {}
        self.values: dict[str, Decimal | None] = {"low": None, "high": None}
        for name, text in (("low", translate("Training", "Minimum")), ("high", translate("Training", "Maximum"))):
            b = button(text, partial(self.select, name), name=f"field_{name}")
            b.setCheckable(True)
            b.setMinimumHeight(96)
            row.addWidget(b)
            self.fields[name] = b
        v.addLayout(row)
        self.keypad = Keypad(chip_values(chip_unit, chip_unit, high), decimals=chip_unit < 1)
        self.keypad.changed.connect(self._typed)
        v.addWidget(self.keypad, 1)
        self.current = "low"
        self.select("low")

    def select(self, name: str) -> None:
        self.current = name
        self.keypad.blockSignals(True)
        self.keypad.set_value(self.values[name])
        self.keypad.blockSignals(False)
        self._show()

    def _typed(self, value: Decimal | None) -> None:
        self.values[self.current] = value
        self._show()

    def value(self) -> Answer | None:
        low, high = self.values["low"], self.values["high"]
        return None if low is None or high is None else (low, high)

    def _show(self) -> None:
        for name, b in self.fields.items():
            shown = money(self.values[name]) if self.values[name] is not None else "—"  # type: ignore[arg-type]
            title = translate("Training", "Minimum") if name == "low" else translate("Training", "Maximum")
            b.setText(f"{title}\n{shown}")
            b.setChecked(name == self.current)
        self.changed.emit()


class ChoiceInput(AnswerInput):
    """One big button per second hand (and "No second hand")."""

    def __init__(self) -> None:
        super().__init__()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(8)
        self.buttons: dict[str, QPushButton] = {}
        for i, choice in enumerate(SECOND_HAND_CHOICES):
            b = button(choice_name(choice), partial(self.choose, choice), name=f"choice_{choice}")
            b.setCheckable(True)
            b.setMinimumHeight(84)
            grid.addWidget(b, i // 2, i % 2)
            self.buttons[choice] = b
        self.chosen: str | None = None

    def choose(self, choice: str) -> None:
        self.chosen = choice
        for c, b in self.buttons.items():
            b.setChecked(c == choice)
        self.changed.emit()

    def value(self) -> Answer | None:
        return self.chosen


class BoxesInput(AnswerInput):
    """Tap every box that is paid (none tapped: no box is paid)."""

    def __init__(self, boxes: list[int]) -> None:
        super().__init__()
        v = QVBoxLayout(self)
        v.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        grid.setSpacing(8)
        self.buttons: dict[int, QPushButton] = {}
        for i, n in enumerate(boxes):
            b = button(translate("Box", "BOX {n}").format(n=n), partial(self.toggle, n), name=f"box_{n}")
            b.setCheckable(True)
            grid.addWidget(b, i, 0)
            self.buttons[n] = b
        v.addLayout(grid)
        v.addWidget(label(translate("Training", "Tap every box that is paid; none tapped: no box is paid."), wrap=True))
        v.addStretch(1)
        self.chosen: set[int] = set()

    def toggle(self, n: int) -> None:
        self.chosen ^= {n}
        self.buttons[n].setChecked(n in self.chosen)
        self.changed.emit()

    def value(self) -> Answer | None:
        return frozenset(self.chosen)
