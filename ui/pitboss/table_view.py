"""The running table's game profile and limits, changed by a pit boss: PIN, reason, and an
entry in the audit trail with the old and new values. The change takes effect with the next
round (never in the middle of one)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Protocol

from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLineEdit, QVBoxLayout, QWidget

from dealer_assist.profile import SHIPPED
from ui.i18n import game_name, money, parse_money, translate
from ui.widgets import button, label

LIMITS = ("min_bet", "max_bet", "max_payout")


def limit_title(key: str) -> str:
    titles = {
        "min_bet": translate("PitBoss", "Minimum bet"),
        "max_bet": translate("PitBoss", "Maximum bet"),
        "max_payout": translate("PitBoss", "Table maximum payout"),
    }
    return titles[key]


@dataclass(frozen=True)
class TableState:
    """What the table runs: its game profile and limits (the profile's when absent)."""

    table_id: str
    game: str
    limits: dict[str, Decimal]

    def as_json(self) -> dict[str, Any]:
        return {"game": self.game, **{k: str(v) for k, v in sorted(self.limits.items())}}


class TableControl(Protocol):
    """What the croupier's window lets the pit boss screen do to the running table."""

    def table_state(self) -> TableState | None: ...

    def change_table(self, game: str, limits: dict[str, Decimal]) -> str | None:
        """Apply from the next round; a reason when it cannot be applied now."""
        ...


class TableView(QWidget):
    """Game and limits of the table; Apply asks the pit boss PIN and a reason."""

    def __init__(
        self,
        control: TableControl | None,
        confirm: Callable[[TableState, TableState, Callable[[str], None]], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.control = control
        self.confirm = confirm
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.state = control.table_state() if control is not None else None
        if self.state is None:
            layout.addWidget(
                label(
                    translate(
                        "PitBoss", "No table is running on this screen: limits are changed at the table's own screen."
                    ),
                    "Muted",
                    wrap=True,
                )
            )
            layout.addStretch(1)
            return
        layout.addWidget(
            label(
                translate("PitBoss", "Table {t}: game and limits (from the next round)").format(t=self.state.table_id),
                "Section",
            )
        )
        form = QFormLayout()
        form.setVerticalSpacing(10)
        self.game = QComboBox()
        self.game.setObjectName("table_game")
        for g in SHIPPED:
            self.game.addItem(game_name(g), g)
        if self.game.findData(self.state.game) < 0:
            self.game.addItem(self.state.game, self.state.game)
        self.game.setCurrentIndex(self.game.findData(self.state.game))
        form.addRow(translate("PitBoss", "Game"), self.game)
        self.fields: dict[str, QLineEdit] = {}
        for key in LIMITS:
            edit = QLineEdit(money(self.state.limits[key]) if key in self.state.limits else "")
            edit.setObjectName(f"table_{key}")
            edit.setPlaceholderText(translate("PitBoss", "the profile's"))
            form.addRow(limit_title(key), edit)
            self.fields[key] = edit
        layout.addLayout(form)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(
            button(translate("PitBoss", "Apply (pit boss PIN)"), self.apply, role="confirm", name="table_apply")
        )
        layout.addLayout(row)
        self.message = label("", "Message", wrap=True)
        self.message.hide()
        layout.addWidget(self.message)
        layout.addStretch(1)

    def wanted(self) -> TableState | str:
        assert self.state is not None
        limits: dict[str, Decimal] = {}
        for key, edit in self.fields.items():
            text = edit.text().strip()
            if not text:
                continue
            value = parse_money(text)  # as shown: 1,000 / 1.000 / 1 000
            if value is None:
                return translate("PitBoss", "{what} must be an amount").format(what=limit_title(key))
            if value <= 0:
                return translate("PitBoss", "{what} must be more than 0").format(what=limit_title(key))
            limits[key] = value
        if "min_bet" in limits and "max_bet" in limits and limits["min_bet"] > limits["max_bet"]:
            return translate("PitBoss", "The minimum bet is above the maximum bet")
        return TableState(self.state.table_id, str(self.game.currentData()), limits)

    def apply(self) -> None:
        assert self.state is not None
        wanted = self.wanted()
        if isinstance(wanted, str):
            self._say(wanted)
            return
        if wanted == self.state:
            self._say(translate("PitBoss", "Nothing changed"))
            return
        self.confirm(self.state, wanted, self._done)

    def _done(self, problem: str) -> None:
        if problem:
            self._say(problem)
            return
        assert self.control is not None
        self.state = self.control.table_state()
        self._say(translate("PitBoss", "Changed: the table uses the new settings from the next round."), ok=True)

    def _say(self, text: str, *, ok: bool = False) -> None:
        self.message.setObjectName("Agree" if ok else "Message")
        self.message.setStyleSheet("")  # re-read the style of the new name
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.message.setText(text)
        self.message.show()
