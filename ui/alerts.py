"""The alert bar: the oldest open alert of the round, in red across the table, until the
croupier acknowledges it (and fixes its card where the alert needs that)."""

from __future__ import annotations

import re

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from dealer_assist.cards import parse_card
from dealer_assist.flow import Alert, Round
from dealer_assist.flow.state import CHECKED_ALERTS
from ui.i18n import render, translate
from ui.panels import card_text, slot_label
from ui.widgets import button, clear_layout, label

# A card as the reader codes it ("8h", "Ts") inside an alert's text.
_CARD_CODE = re.compile(r"(?<![A-Za-z0-9])([2-9TJQKA])([shdc])(?![A-Za-z0-9])")


def readable_cards(text: str) -> str:
    """``text`` with every card code written as the croupier reads a card: 8♥, 10♠."""
    return _CARD_CODE.sub(lambda m: card_text(parse_card(m.group(0))), text)


def alert_title(kind: str) -> str:
    titles = {
        "duplicate": translate("Alerts", "Duplicate card"),
        "unreadable": translate("Alerts", "Unreadable card"),
        "held": translate("Alerts", "Card out of turn"),
        "reader_lost": translate("Alerts", "Card reader lost"),
        "reader_back": translate("Alerts", "Card reader back"),
        "missed_messages": translate("Alerts", "Messages from the reader missed"),
        "camera_mismatch": translate("Alerts", "Camera disagrees with the reader"),
        "device_fault": translate("Alerts", "Card reader fault"),
        "sequence_conflict": translate("Alerts", "Card reader sent two different cards as one"),
        "reader_overflow": translate("Alerts", "Card reader overflowed: cards lost"),
        "reader_noise_dropped": translate("Alerts", "Card reader: messages dropped"),
        "pit_boss": translate("Alerts", "Pit boss needed"),
    }
    return titles.get(kind, kind.replace("_", " ").capitalize())


class AlertBar(QFrame):
    """Shows one open alert with the buttons that deal with it."""

    enter_card = Signal(object)
    """The croupier will enter the unreadable card of this slot."""
    correct = Signal()
    """The croupier will correct a card (camera disagreement)."""
    acknowledge = Signal(int)
    resolve = Signal(int)
    place_held = Signal(int)
    set_aside = Signal(int)
    pit_boss = Signal(int)
    """A pit boss clears this alert with the PIN (the croupier cannot)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AlertBar")
        outer = QHBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 8)
        text = QVBoxLayout()
        self.title = label("", "Title", wrap=True)
        self.message = label("", wrap=True)
        text.addWidget(self.title)
        text.addWidget(self.message)
        outer.addLayout(text, 1)
        self.row = QHBoxLayout()
        outer.addLayout(self.row)
        self.alert: Alert | None = None
        self.buttons: dict[str, QPushButton] = {}
        self._shown: tuple[object, ...] | None = None
        self.hide()

    def show_round(self, rnd: Round) -> None:
        # Alerts not yet seen come first; one seen but still waiting for its card stays after them.
        open_alerts = sorted(rnd.open_alerts(), key=lambda a: (a.acknowledged, a.id))
        unreadable = rnd.unreadable_slots()
        key = (tuple(open_alerts), tuple(unreadable), tuple(h.id for h in rnd.held), rnd.expected_slot())
        if key == self._shown:
            return
        self._shown = key
        if not open_alerts:
            self.alert = None
            self.hide()
            return
        a = open_alerts[0]
        self.alert = a
        count = (
            f"  ({translate('Alerts', '{i} of {n}').format(i=1, n=len(open_alerts))})" if len(open_alerts) > 1 else ""
        )
        self.title.setText("⚠ " + alert_title(a.kind) + count)
        self.message.setText(render(a.text) if a.text is not None else readable_cards(a.message))
        clear_layout(self.row)
        self.buttons = {}

        def add(name: str, text: str, slot: object, role: str = "") -> None:
            b = button(text, slot, role=role, name=f"alert_{name}")  # type: ignore[arg-type]
            b.setMinimumWidth(160)
            self.row.addWidget(b)
            self.buttons[name] = b

        if a.kind == "unreadable" and not a.resolved and unreadable:
            slot = unreadable[0]
            add(
                "enter",
                translate("Alerts", "Enter {slot}").format(slot=slot_label(slot)),
                lambda: self.enter_card.emit(slot),
                "main",
            )
        if a.kind == "held" and not a.resolved and rnd.held:
            held = rnd.held[0]
            expected = rnd.expected_slot()
            if expected is not None:
                add(
                    "place",
                    translate("Alerts", "Use {card} as {slot}").format(
                        card=card_text(held.card), slot=slot_label(expected)
                    ),
                    lambda: self.place_held.emit(held.id),
                    "main",
                )
            add(
                "aside",
                translate("Alerts", "Set {card} aside").format(card=card_text(held.card)),
                lambda: self.set_aside.emit(held.id),
            )
        if a.kind in CHECKED_ALERTS and not a.resolved:
            add("correct", translate("Alerts", "Correct a card"), self.correct.emit, "main")
            add("resolve", translate("Alerts", "Checked: the reader is right"), lambda: self.resolve.emit(a.id))
        if a.kind == "pit_boss" and not a.resolved:
            add("pit_boss", translate("Alerts", "Pit boss: PIN"), lambda: self.pit_boss.emit(a.id), "main")
        if not a.acknowledged:
            add("ack", translate("Alerts", "OK, seen"), lambda: self.acknowledge.emit(a.id), "confirm")
        self.show()
