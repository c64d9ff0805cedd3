"""The PIN pad: who (a name of the role), then the PIN on large keys, shown as dots.

A wrong PIN is refused with the tries left; after too many the person is locked out and the
pad says until when (the count is kept in the staff file's chain: closing the pad or the
application does not reset it). With no pit boss yet, the pad sets up the first one. A staff
file altered behind the application's back lets nobody in, and the pad says so in one line.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from functools import partial

from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLineEdit, QPushButton, QWidget

from dealer_assist.staff import ROLE_NAMES, ROLES, Grant, LockedOut, PinRefused, StaffError, StaffStore, pin_digits
from ui.i18n import clock, refusal_text, translate
from ui.widgets import Overlay, button, label


def role_name(role: str) -> str:
    names = {
        "croupier": translate("PitBoss", "Croupier"),
        "pit_boss": translate("PitBoss", "Pit boss"),
        "technician": translate("PitBoss", "Technician"),
    }
    return names.get(role, role)


def who_text(who: str) -> str:
    """``Marta (pit boss)`` as the staff chain and the logs keep it (English, and it must stay
    so: it is hashed into the chain), with the role in the screen's language."""
    for role, english in ROLE_NAMES.items():
        suffix = f" ({english})"
        if who.endswith(suffix):
            return f"{who[: -len(suffix)]} ({role_name(role).lower()})"
    return who


def local_time(epoch: float) -> str:
    return clock(datetime.fromtimestamp(epoch))


class PinPad(QWidget):
    """Digits, delete, the PIN shown as dots."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.digits = ""
        grid = QGridLayout(self)
        grid.setSpacing(8)
        grid.setContentsMargins(0, 0, 0, 0)
        self.shown = label("", "Title")
        grid.addWidget(self.shown, 0, 0, 1, 3)
        self.keys: dict[str, QPushButton] = {}
        for i, key in enumerate(["1", "2", "3", "4", "5", "6", "7", "8", "9", "C", "0", "⌫"]):
            b = button(key, partial(self.press, key), role="key", name=f"pin_{key}")
            grid.addWidget(b, 1 + i // 3, i % 3)
            self.keys[key] = b
        self._show()

    def press(self, key: str) -> None:
        if key == "⌫":
            self.digits = self.digits[:-1]
        elif key == "C":
            self.digits = ""
        elif len(self.digits) < 8:
            self.digits += key
        self._show()

    def clear(self) -> None:
        self.digits = ""
        self._show()

    def _show(self) -> None:
        self.shown.setText("● " * len(self.digits) if self.digits else translate("PitBoss", "Enter the PIN"))


class PinOverlay(Overlay):
    """Ask a person of ``role`` for their PIN; ``on_grant(grant)`` when it is right.
    ``said``: a line shown from the start (why the PIN is asked again)."""

    def __init__(
        self,
        host: QWidget,
        store: StaffStore,
        role: str,
        on_grant: Callable[[Grant], object],
        *,
        purpose: str = "",
        said: str = "",
    ) -> None:
        title = translate("PitBoss", "{role} PIN").format(role=role_name(role))
        if purpose:
            title = f"{title}: {purpose}"
        super().__init__(host, title, width=0.62, height=0.92)
        self.setObjectName("Overlay")
        self.store, self.role, self.on_grant = store, role, on_grant
        assert role in ROLES
        broken = ""
        try:
            self.names = store.members(role)
        except StaffError as err:  # an altered staff file: nobody is let in, and the pad says why
            self.names, broken = [], refusal_text(err)
        self.name = self.names[0] if len(self.names) == 1 else ""
        self.first_boss = role == "pit_boss" and not self.names and not broken
        self.name_buttons: dict[str, QPushButton] = {}
        self.confirming: str | None = None
        if broken:
            self.body.addWidget(label(broken, "Message", wrap=True))
        elif self.first_boss:
            low, high = pin_digits("pit_boss")
            self.body.addWidget(
                label(
                    translate(
                        "PitBoss", "No pit boss yet: set up the first one (name and a PIN of {low} to {high} digits)."
                    ).format(low=low, high=high),
                    "Muted",
                    wrap=True,
                )
            )
            self.name_edit = QLineEdit()
            self.name_edit.setObjectName("first_name")
            self.name_edit.setPlaceholderText(translate("PitBoss", "Name"))
            self.body.addWidget(self.name_edit)
        elif not self.names:
            self.body.addWidget(
                label(
                    translate("PitBoss", "No {role} has a PIN yet: a pit boss adds one under Staff.").format(
                        role=role_name(role).lower()
                    ),
                    "Message",
                    wrap=True,
                )
            )
        elif len(self.names) > 1:
            # Everyone of the role, a row of up to five at a time: a pit with many croupiers
            # (the seventh used to have no button, and could not sign in).
            names = QGridLayout()
            names.setSpacing(6)
            for i, n in enumerate(self.names):
                b = button(n, partial(self.choose, n), name=f"who_{n}")
                b.setCheckable(True)
                names.addWidget(b, i // 5, i % 5)
                self.name_buttons[n] = b
            self.body.addLayout(names)
        else:
            self.body.addWidget(label(self.name, "Prompt"))
        self.pad = PinPad()
        self.body.addWidget(self.pad, 1)
        self.error = label("", "Message", wrap=True)
        self.error.setObjectName("Message")
        self.error.hide()
        self.body.addWidget(self.error)
        bottom = QHBoxLayout()
        bottom.addWidget(button(translate("PitBoss", "Cancel"), self.close_overlay, name="cancel"))
        self.ok = button(translate("PitBoss", "OK"), self.submit, role="confirm", name="ok")
        self.ok.setEnabled((bool(self.names) or self.first_boss) and not broken)
        bottom.addWidget(self.ok)
        self.body.addLayout(bottom)
        if said and not broken:
            self._error(said)
        self._show_lock()

    def choose(self, name: str) -> None:
        self.name = name
        for n, b in self.name_buttons.items():
            b.setChecked(n == name)
        self.pad.clear()
        self.error.hide()
        self._show_lock()

    def _show_lock(self) -> None:
        if not self.name:
            return
        try:
            until = self.store.locked_until(self.role, self.name)
        except StaffError as err:
            self._error(refusal_text(err))
            return
        if until is not None:
            self._error(
                translate("PitBoss", "{name} is locked out until {time}").format(name=self.name, time=local_time(until))
            )

    def _error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def submit(self) -> None:
        pin = self.pad.digits
        if self.first_boss:
            self._first_boss(pin)
            return
        if not self.name:
            self._error(translate("PitBoss", "Tap your name first"))
            return
        try:
            grant = self.store.check_pin(self.role, self.name, pin)
        except LockedOut as err:
            self.pad.clear()
            self._error(
                translate("PitBoss", "{name} is locked out until {time}").format(
                    name=self.name, time=local_time(err.until)
                )
            )
            return
        except PinRefused as err:
            self.pad.clear()
            self._error(translate("PitBoss", "Wrong PIN: {left} tries left before a lock-out").format(left=err.left))
            return
        except StaffError as err:
            self._error(refusal_text(err))
            return
        self.close_overlay()
        self.on_grant(grant)

    def _first_boss(self, pin: str) -> None:
        if self.confirming is None:
            self.confirming = pin
            self.pad.clear()
            self._error(translate("PitBoss", "Enter the same PIN again"))
            return
        if pin != self.confirming:
            self.confirming = None
            self.pad.clear()
            self._error(translate("PitBoss", "The two PINs differ: start again"))
            return
        try:
            grant = self.store.add_first_pit_boss(self.name_edit.text(), pin)
        except StaffError as err:
            self.confirming = None
            self.pad.clear()
            self._error(refusal_text(err))
            return
        self.close_overlay()
        self.on_grant(grant)


def ask_pin(
    host: QWidget,
    store: StaffStore,
    role: str,
    on_grant: Callable[[Grant], object],
    *,
    purpose: str = "",
    said: str = "",
) -> PinOverlay:
    """Open the PIN pad over ``host``; ``on_grant`` runs once the right PIN is entered."""
    overlay = PinOverlay(host, store, role, on_grant, purpose=purpose, said=said)
    overlay.open()
    return overlay
