"""Staff and PINs (pit boss only): who has a PIN, who is locked out; add a person, change a
PIN, unlock someone, remove someone; and the audit trail of what pit bosses changed (and of
every wrong PIN and lock-out), with whether its chain holds."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from decimal import Decimal, InvalidOperation
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.staff import (
    LOCK_SECONDS,
    MAX_FAILURES,
    ROLES,
    Grant,
    NoLongerAllowed,
    StaffError,
    StaffStore,
    pin_digits,
)
from ui.i18n import clock, game_name, money, refusal_text, render, translate, zone, zone_name
from ui.pitboss.model import short_time
from ui.pitboss.pin import role_name, who_text
from ui.pitboss.table_view import LIMITS, entry_text, limit_title
from ui.widgets import Overlay, button, label


def action_text(action: str) -> str:
    texts = {
        "staff_added": translate("PitBoss", "person added"),
        "staff_removed": translate("PitBoss", "person removed"),
        "role_changed": translate("PitBoss", "role changed"),
        "pin_changed": translate("PitBoss", "PIN changed"),
        "locked_out": translate("PitBoss", "locked out"),
        "limits": translate("PitBoss", "table limits"),
        "profile": translate("PitBoss", "game profile"),
        "table_setup": translate("PitBoss", "table set-up"),
        "table_settings": translate("PitBoss", "table settings"),
        "sign_in": translate("PitBoss", "signed in"),
        "rotation": translate("Rotation", "croupier rotation"),
        "pin_refused": translate("PitBoss", "wrong PIN"),
        "pin_accepted": translate("PitBoss", "right PIN after wrong ones"),
        "lock_ended": translate("PitBoss", "lock-out ended"),
        "unlocked": translate("PitBoss", "unlocked"),
        "staff_migrated": translate("PitBoss", "person carried over"),
        "format_migrated": translate("PitBoss", "staff file migrated"),
    }
    return texts.get(action, action)


def reason_text(action: str, why: str) -> str:
    """A reason the staff store wrote itself (it keeps them in English in its chain) in the
    screen's language; a reason a person typed, as typed. Keyed by the entry's action so that
    only the store's own entries are read as its fixed words."""
    fixed = {
        ("pin_refused", "wrong PIN"): translate("PitBoss", "wrong PIN"),
        ("pin_accepted", "the right PIN after wrong ones"): translate("PitBoss", "right PIN after wrong ones"),
        ("locked_out", f"{MAX_FAILURES} wrong PINs in a row"): translate("PitBoss", "{n} wrong PINs in a row").format(
            n=MAX_FAILURES
        ),
        ("locked_out", "locked out when the staff file was migrated"): translate(
            "PitBoss", "locked out when the staff file was migrated"
        ),
        ("lock_ended", f"{LOCK_SECONDS // 60} minutes passed"): translate("PitBoss", "{n} minutes passed").format(
            n=LOCK_SECONDS // 60
        ),
        ("staff_added", "first pit boss of the installation"): translate(
            "PitBoss", "first pit boss of the installation"
        ),
        ("sign_in", "PIN entered"): translate("PitBoss", "PIN entered"),
        ("rotation", "PIN entered"): translate("PitBoss", "PIN entered"),
        ("staff_migrated", "PIN kept"): translate("PitBoss", "PIN kept"),
    }
    return fixed.get((action, why), why)


def subject_text(subject: str) -> str:
    """``croupier:Ana`` (a person, as the chain names them) as ``Croupier Ana``, ``table T1``
    and the staff file in the screen's words; any other subject as recorded."""
    role, sep, name = subject.partition(":")
    if sep and role in ROLES:
        return f"{role_name(role)} {name}"
    if subject.startswith("table "):  # ``table T1``: the table settings, a sign-in, a rotation
        return translate("PitBoss", "table {t}").format(t=subject.removeprefix("table "))
    if subject == "staff file":
        return translate("PitBoss", "staff file")
    return subject


def change_text(value: object) -> str:
    """An old or new value of the audit trail as the screen's language writes it: a table's
    game and limits (``{"game": "novo", "max_payout": "2000"}``) as ``Game Novo Poker,
    Table maximum payout 2,000``."""
    if value is None:
        return ""
    settings = entry_text(value)  # the protected table settings
    if settings is not None:
        return settings
    if isinstance(value, dict):
        return ", ".join(_setting(k, v) for k, v in sorted(value.items())) or "—"
    return json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value


def _setting(key: str, value: object) -> str:
    if key == "failures":  # a wrong PIN or a lock-out in the chain
        return translate("PitBoss", "{n} of {most} wrong PINs").format(n=value, most=MAX_FAILURES)
    if key == "role":
        return role_name(str(value))
    if key == "seconds":
        return translate("PitBoss", "locked for {minutes} min").format(minutes=int(str(value)) // 60)
    if key == "game":
        return f"{translate('PitBoss', 'Game')} {game_name(str(value))}"
    if key in LIMITS:
        try:
            shown = money(Decimal(str(value)))
        except InvalidOperation:
            shown = str(value)
        return f"{limit_title(key)} {shown}"
    return f"{key} {value}"


class PersonOverlay(Overlay):
    """Add a person (role, name, PIN twice) or set someone's new PIN (PIN twice)."""

    def __init__(
        self,
        host: QWidget,
        title: str,
        on_ok: Callable[[str, str, str, str], str | None],
        *,
        role: str | None = None,
        name: str | None = None,
        start_role: str | None = None,
    ) -> None:
        super().__init__(host, title, width=0.6, height=0.75)
        self.on_ok = on_ok
        self.role = role or start_role or "croupier"
        self.role_buttons: dict[str, QPushButton] = {}
        if role is None:
            row = QHBoxLayout()
            for r in ROLES:
                b = button(role_name(r), partial(self._role, r), name=f"role_{r}")
                b.setCheckable(True)
                row.addWidget(b)
                self.role_buttons[r] = b
            self.body.addLayout(row)
            self._role(self.role)
        self.name = QLineEdit(name or "")
        self.name.setObjectName("person_name")
        self.name.setPlaceholderText(translate("PitBoss", "Name"))
        self.name.setReadOnly(name is not None)
        self.pin = QLineEdit()
        self.pin.setObjectName("person_pin")
        self.again = QLineEdit()
        self.again.setObjectName("person_pin_again")
        for edit in (self.pin, self.again):
            edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.again.setPlaceholderText(translate("PitBoss", "the same PIN again"))
        self._pin_hint()
        self.why = QLineEdit()
        self.why.setObjectName("person_why")
        self.why.setPlaceholderText(translate("PitBoss", "why (kept in the audit trail)"))
        for w in (self.name, self.pin, self.again, self.why):
            self.body.addWidget(w)
        self.error = label("", "Message", wrap=True)
        self.error.hide()
        self.body.addWidget(self.error)
        self.body.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(button(translate("PitBoss", "Cancel"), self.close_overlay, name="cancel"))
        bottom.addWidget(button(translate("PitBoss", "OK"), self._ok, role="confirm", name="ok"))
        self.body.addLayout(bottom)

    def _role(self, role: str) -> None:
        self.role = role
        for r, b in self.role_buttons.items():
            b.setChecked(r == role)
        if hasattr(self, "pin"):
            self._pin_hint()

    def _pin_hint(self) -> None:
        low, high = pin_digits(self.role)
        self.pin.setPlaceholderText(translate("PitBoss", "PIN ({low} to {high} digits)").format(low=low, high=high))

    def _ok(self) -> None:
        if self.pin.text() != self.again.text():
            self.error.setText(translate("PitBoss", "The two PINs differ"))
            self.error.show()
            return
        problem = self.on_ok(self.role, self.name.text(), self.pin.text(), self.why.text())
        if problem:
            self.error.setText(problem)
            self.error.show()
        else:
            self.close_overlay()


class StaffView(QWidget):
    """The Staff and PINs tab, acting in ``grant``'s name. ``revoked(line)`` when the staff file
    refuses an act because that pit boss was removed, moved or locked out since their PIN (on
    another screen or terminal): the screen holding the view locks and asks for a PIN again."""

    revoked = Signal(str)

    def __init__(self, store: StaffStore, grant: Grant, host: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store, self.grant, self.host = store, grant, host
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The title above the buttons: beside them, six buttons did not fit at 1280 px in Russian.
        layout.addWidget(label(translate("PitBoss", "People with a PIN"), "Section"))
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(button(translate("PitBoss", "Add a person"), self.add_person, role="main", name="staff_add"))
        self.change_button = button(translate("PitBoss", "Change PIN"), self.change_pin, name="staff_pin")
        self.remove_button = button(translate("PitBoss", "Remove"), self.remove, role="danger", name="staff_remove")
        self.unlock_button = button(translate("PitBoss", "Unlock"), self.unlock, name="staff_unlock")
        self.role_button = button(translate("PitBoss", "Change role"), self.change_role, name="staff_role")
        top.addWidget(self.change_button)
        top.addWidget(self.role_button)
        top.addWidget(self.unlock_button)
        top.addWidget(self.remove_button)
        layout.addLayout(top)
        self.people = QTableWidget(0, 3)
        self.people.setObjectName("people")
        self.people.setHorizontalHeaderLabels(
            [translate("PitBoss", "Role"), translate("PitBoss", "Name"), translate("PitBoss", "State")]
        )
        self.people.verticalHeader().hide()
        self.people.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.people.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.people.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.people.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.people.verticalHeader().setDefaultSectionSize(40)
        layout.addWidget(self.people, 2)
        self.message = label("", "Message", wrap=True)
        self.message.hide()
        layout.addWidget(self.message)
        layout.addWidget(label(translate("PitBoss", "Audit trail: what was changed, by whom, when and why"), "Section"))
        self.audit_state = label("", "Muted", wrap=True)  # a long reason must not widen the screen
        layout.addWidget(self.audit_state)
        self.audit = QTableWidget(0, 6)
        self.audit.setObjectName("audit")
        self.audit.setHorizontalHeaderLabels(
            [
                translate("PitBoss", "Time ({zone})").format(zone=zone_name(short=True)),
                translate("PitBoss", "Who"),
                translate("PitBoss", "What"),
                translate("PitBoss", "Old"),
                translate("PitBoss", "New"),
                translate("PitBoss", "Why"),
            ]
        )
        self.audit.verticalHeader().hide()
        self.audit.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.audit.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for column in (0, 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.audit.verticalHeader().setDefaultSectionSize(36)
        self.audit.verticalHeader().setMinimumSectionSize(36)
        # Each entry is read whole (a table's old and new limits run to three lines in
        # Russian): its cells wrap, and its row grows to them, again when a column widens.
        self.audit.setWordWrap(True)
        self.audit.setTextElideMode(Qt.TextElideMode.ElideNone)
        header.sectionResized.connect(lambda *_: self.audit.resizeRowsToContents())
        layout.addWidget(self.audit, 3)
        self.refresh()

    def refresh(self) -> None:
        self.message.hide()
        try:
            people = [(r, n) for r in ROLES for n in self.store.members(r)]
            states = [(self.store.locked_until(r, n), self.store.failures(r, n)) for r, n in people]
        except StaffError as err:  # an altered staff file, or one another program holds: no list to trust
            people, states = [], []
            self._say(refusal_text(err))
        self.rows = people
        self.people.setRowCount(len(people))
        for i, ((role, name), (until, fails)) in enumerate(zip(people, states, strict=True)):
            if until is not None:
                state = translate("PitBoss", "LOCKED OUT until {t}").format(
                    t=clock(datetime.fromtimestamp(until, zone()), seconds=False)
                )
            elif fails:
                state = translate("PitBoss", "{n} wrong PINs").format(n=fails)
            else:
                state = "✔"
            for c, text in enumerate((role_name(role), name, state)):
                self.people.setItem(i, c, QTableWidgetItem(text))
        try:
            entries = self.store.audit_trail(200)
            problem = self.store.audit_problem()  # what is wrong, in the screen's language
        except StaffError as err:  # the file cannot be read now (locked by another program)
            self.audit.setRowCount(0)
            self._trail(refusal_text(err), problem=True)
            return
        self.audit.setRowCount(len(entries))
        for i, e in enumerate(entries):
            cells = (
                short_time(e.time),
                who_text(e.who),
                f"{action_text(e.action)}: {subject_text(e.subject)}",
                change_text(e.old),
                change_text(e.new),
                reason_text(e.action, e.why),
            )
            for c, text in enumerate(cells):
                self.audit.setItem(i, c, QTableWidgetItem(text))
        self.audit.resizeRowsToContents()
        if problem:
            self._trail(render(problem), problem=True)
        else:
            self._trail(translate("PitBoss", "The audit trail is intact (hash chain checked)."))

    def selected(self) -> tuple[str, str] | None:
        rows = self.people.selectionModel().selectedRows()
        return self.rows[rows[0].row()] if rows else None

    def _trail(self, text: str, *, problem: bool = False) -> None:
        """The line under the audit trail's title: muted while the chain holds, said as the
        screens say a problem (``Message``) when it cannot be trusted or read."""
        self.audit_state.setText(text)
        name = "Message" if problem else "Muted"
        if self.audit_state.objectName() != name:
            self.audit_state.setObjectName(name)
            self.audit_state.setStyleSheet("")  # the style of the new name, its padding and font too

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()

    def _act(self, act: Callable[[], object]) -> str | None:
        """One of the pit boss's acts on the staff file: None when it was done (the list read
        again), else the refusal's line. A pit boss the staff file no longer holds as one is
        not told here: ``revoked`` takes the line (the screen locks) and None comes back, so
        that an open form closes too."""
        try:
            act()
        except NoLongerAllowed as err:
            self.revoked.emit(refusal_text(err))
            return None
        except StaffError as err:
            return refusal_text(err)
        self.refresh()
        return None

    def add_person(self) -> None:
        def ok(role: str, name: str, pin: str, why: str) -> str | None:
            why = why or translate("PitBoss", "added by the pit boss")
            return self._act(lambda: self.store.add_member(self.grant, role, name, pin, why))

        PersonOverlay(self.host, translate("PitBoss", "Add a person"), ok).open()

    def change_pin(self) -> None:
        chosen = self.selected()
        if chosen is None:
            self._say(translate("PitBoss", "Tap a person in the list first"))
            return
        role, name = chosen

        def ok(_role: str, _name: str, pin: str, why: str) -> str | None:
            why = why or translate("PitBoss", "new PIN set by the pit boss")
            return self._act(lambda: self.store.set_pin(self.grant, role, name, pin, why))

        PersonOverlay(
            self.host, translate("PitBoss", "New PIN for {name}").format(name=name), ok, role=role, name=name
        ).open()

    def change_role(self) -> None:
        """Move the person tapped to another role, with a PIN for it (a croupier's four digits
        are not enough for a pit boss): one entry of the chain, with who and why."""
        chosen = self.selected()
        if chosen is None:
            self._say(translate("PitBoss", "Tap a person in the list first"))
            return
        role, name = chosen

        def ok(new_role: str, _name: str, pin: str, why: str) -> str | None:
            why = why or translate("PitBoss", "role changed by the pit boss")
            return self._act(lambda: self.store.change_role(self.grant, role, name, new_role, pin, why))

        other = next(r for r in ROLES if r != role)  # offered first: another role than the one held
        title = translate("PitBoss", "New role for {name}").format(name=name)
        PersonOverlay(self.host, title, ok, name=name, start_role=other).open()

    def unlock(self) -> None:
        chosen = self.selected()
        if chosen is None:
            self._say(translate("PitBoss", "Tap a person in the list first"))
            return
        why = translate("PitBoss", "unlocked by the pit boss")
        problem = self._act(lambda: self.store.unlock(self.grant, chosen[0], chosen[1], why))
        if problem:
            self._say(problem)

    def remove(self) -> None:
        chosen = self.selected()
        if chosen is None:
            self._say(translate("PitBoss", "Tap a person in the list first"))
            return
        why = translate("PitBoss", "removed by the pit boss")
        problem = self._act(lambda: self.store.remove_member(self.grant, chosen[0], chosen[1], why))
        if problem:
            self._say(problem)
