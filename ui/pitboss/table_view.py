"""The table's settings as the pit boss sees and changes them: game, profile (and its
SHA-256), limits, chip unit and the approval threshold, from the protected table settings
(:mod:`dealer_assist.table_settings`), with the history of every change (who, when, what,
why). A change needs the pit boss's PIN and a reason and takes effect with the next round
(never in the middle of one)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Protocol

from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_assist import table_settings as ts
from dealer_assist.errors import DealerAssistError
from dealer_assist.profile import SHIPPED
from dealer_assist.staff import StaffStore
from ui.i18n import game_name, money, parse_money, refusal_text, translate, zone_name
from ui.pitboss.pin import who_text
from ui.widgets import button, label

LIMITS = ("min_bet", "max_bet", "max_payout")
SETTINGS = (*ts.LIMIT_KEYS, "approval_threshold")


def limit_title(key: str) -> str:
    titles = {
        "min_bet": translate("PitBoss", "Minimum bet"),
        "max_bet": translate("PitBoss", "Maximum bet"),
        "max_payout": translate("PitBoss", "Table maximum payout"),
        "side_bet_max_payout": translate("PitBoss", "Side-bet maximum payout"),
        "chip_unit": translate("PitBoss", "Chip unit"),
        "approval_threshold": translate("PitBoss", "Pit boss approval from"),
        "game": translate("PitBoss", "Game"),
        "profile": translate("PitBoss", "Profile file"),
    }
    return titles.get(key, key)


def settings_text(settings: ts.TableSettings, keys: list[str] | None = None) -> str:
    """Table settings as the screen's language writes them (only ``keys`` when given)."""
    parts = []
    for key in keys if keys is not None else ["game", *settings.limits, "approval_threshold"]:
        if key == "game":
            parts.append(f"{limit_title('game')} {game_name(settings.game)}")
        elif key == "profile":
            parts.append(f"{limit_title('profile')} SHA-256 {settings.profile_sha256[:12]}…")
        elif key == "approval_threshold":
            if settings.approval_threshold is not None or keys is not None:
                value = settings.approval_threshold
                shown = money(value) if value is not None else translate("PitBoss", "not set")
                parts.append(f"{limit_title(key)} {shown}")
        else:
            value = settings.limits.get(key)
            shown = money(value) if value is not None else translate("PitBoss", "the profile's")
            parts.append(f"{limit_title(key)} {shown}")
    return ", ".join(parts) or "—"


def entry_text(value: object) -> str | None:
    """An audit entry's old or new table settings as text, or None when it is not one."""
    if not isinstance(value, dict) or "limits" not in value or "game" not in value:
        return None
    try:
        return settings_text(ts.from_entry("", value))
    except DealerAssistError:
        return None


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
    """The table's settings and their history; Apply asks for a reason and the PIN."""

    def __init__(
        self,
        control: TableControl | None,
        store: StaffStore,
        confirm: Callable[[ts.TableSettings, ts.TableSettings, Callable[[str], None]], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.control, self.store, self.confirm = control, store, confirm
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        running = control.table_state() if control is not None else None
        self.table_id = running.table_id if running is not None else None
        self.settings: ts.TableSettings | None = None
        self.fields: dict[str, QLineEdit] = {}
        self.message = label("", "Message", wrap=True)
        self.message.hide()
        if self.table_id is None:
            layout.addWidget(
                label(
                    translate(
                        "PitBoss", "No table is running on this screen: limits are changed at the table's own screen."
                    ),
                    "Muted",
                    wrap=True,
                )
            )
        else:
            self._form(layout)
        layout.addWidget(self.message)
        layout.addWidget(label(translate("PitBoss", "Changes to the table settings"), "Section"))
        self.history = QTableWidget(0, 5)
        self.history.setObjectName("settings_history")
        self.history.setHorizontalHeaderLabels(
            [
                translate("PitBoss", "Time ({zone})").format(zone=zone_name(short=True)),
                translate("PitBoss", "Table"),
                translate("PitBoss", "Who"),
                translate("PitBoss", "What changed"),
                translate("PitBoss", "Why"),
            ]
        )
        self.history.verticalHeader().hide()
        self.history.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.history.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for column in (0, 1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.history.verticalHeader().setDefaultSectionSize(36)
        layout.addWidget(self.history, 1)
        self.refresh()

    def _form(self, layout: QVBoxLayout) -> None:
        layout.addWidget(
            label(
                translate("PitBoss", "Table {t}: game and limits (from the next round)").format(t=self.table_id),
                "Section",
            )
        )
        top = QHBoxLayout()
        self.approved = label("", "Muted", wrap=True)
        self.approved.setObjectName("settings_approved")
        top.addWidget(self.approved, 1)
        top.addWidget(
            button(translate("PitBoss", "Apply (pit boss PIN)"), self.apply, role="confirm", name="table_apply")
        )
        layout.addLayout(top)
        # Two settings a row: the history below keeps room for several changes at 1280x800.
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)
        self.game = QComboBox()
        self.game.setObjectName("table_game")
        for g in SHIPPED:
            self.game.addItem(game_name(g), g)
        self.sha = label("", "Muted")
        cells: list[tuple[str, QWidget]] = [("game", self.game), ("profile", self.sha)]
        for key in SETTINGS:
            edit = QLineEdit()
            edit.setObjectName(f"table_{key}")
            self.fields[key] = edit
            cells.append((key, edit))
        for i, (key, widget) in enumerate(cells):
            grid.addWidget(label(limit_title(key)), i // 2, 2 * (i % 2))
            grid.addWidget(widget, i // 2, 2 * (i % 2) + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        layout.addLayout(grid)

    def refresh(self) -> None:
        """The settings as recorded now, and their history."""
        if self.table_id is not None:
            try:
                self.settings = ts.current(self.store, self.table_id)
            except DealerAssistError as err:
                self.settings = None
                self._say(refusal_text(err))
            self._show_settings()
        try:
            rows = ts.changes(self.store, self.table_id, 100)
        except DealerAssistError as err:
            rows = []
            self._say(refusal_text(err))
        from ui.pitboss.model import short_time

        self.history.setRowCount(len(rows))
        for i, (old, new) in enumerate(rows):
            cells = (
                short_time(new.approved_at),
                new.table_id,
                who_text(new.approved_by),
                settings_text(new, ts.changed_keys(old, new)),
                new.why,
            )
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)  # a long change is cut in the cell
                self.history.setItem(i, c, item)

    def _show_settings(self) -> None:
        s = self.settings
        for edit in self.fields.values():
            edit.setEnabled(s is not None)
        if s is None:
            return
        if self.game.findData(s.game) < 0:
            self.game.addItem(s.game, s.game)
        self.game.setCurrentIndex(self.game.findData(s.game))
        self.sha.setText(s.profile_sha256[:16] + "…")
        try:
            table = ts.validate(s).table
        except DealerAssistError:
            table = None
        for key, edit in self.fields.items():
            value = s.approval_threshold if key == "approval_threshold" else s.limits.get(key)
            edit.setText(money(value) if value is not None else "")
            if key == "approval_threshold":
                edit.setPlaceholderText(translate("PitBoss", "not set"))
            elif table is not None:
                edit.setPlaceholderText(
                    translate("PitBoss", "the profile's: {v}").format(v=money(getattr(table, key)))
                )
        if s.approved_by:
            from ui.pitboss.model import short_time

            self.approved.setText(
                translate("PitBoss", "Set by {who}, {time}: {why}").format(
                    who=who_text(s.approved_by), time=short_time(s.approved_at), why=s.why
                )
            )
        else:
            self.approved.setText(translate("PitBoss", "Not set by a pit boss yet: the shipped profile's values"))

    def wanted(self) -> ts.TableSettings | str:
        assert self.settings is not None
        values: dict[str, Decimal | None] = {}
        for key, edit in self.fields.items():
            text = edit.text().strip()
            if not text:
                values[key] = None
                continue
            value = parse_money(text)  # as shown: 1,000 / 1.000 / 1 000
            if value is None:
                return translate("PitBoss", "{what} must be an amount").format(what=limit_title(key))
            if value <= 0:
                return translate("PitBoss", "{what} must be more than 0").format(what=limit_title(key))
            values[key] = value
        threshold = values.pop("approval_threshold")
        game = str(self.game.currentData())
        try:
            if game != self.settings.game:
                limits = {k: v for k, v in values.items() if v is not None}
                return ts.propose(self.settings, game=game, limits=limits, approval_threshold=threshold)
            return ts.propose(self.settings, limits=dict(values), approval_threshold=threshold)
        except DealerAssistError as err:
            return refusal_text(err)

    def apply(self) -> None:
        if self.settings is None:
            return
        wanted = self.wanted()
        if isinstance(wanted, str):
            self._say(wanted)
            return
        if wanted.same_as(self.settings):
            self._say(translate("PitBoss", "Nothing changed"))
            return
        self.confirm(self.settings, wanted, self._done)

    def _done(self, problem: str) -> None:
        if problem:
            self._say(problem)
            return
        self.refresh()
        self._say(translate("PitBoss", "Changed: the table uses the new settings from the next round."), ok=True)

    def _say(self, text: str, *, ok: bool = False) -> None:
        self.message.setObjectName("Agree" if ok else "Message")
        self.message.setStyleSheet("")  # re-read the style of the new name
        self.message.style().unpolish(self.message)
        self.message.style().polish(self.message)
        self.message.setText(text)
        self.message.show()
