"""The start-up screen: the table (game, boxes, limits) and the card source, remembered for
next time."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from dealer_assist.errors import DealerAssistError
from dealer_assist.profile import SHIPPED, load_profile
from ui.i18n import LANGUAGES, game_name, money, translate
from ui.settings import Remembered
from ui.widgets import Keypad, Overlay, button, chip_values, clear_layout, label

SOURCES = ("simulated", "serial", "camera")


def list_ports() -> list[tuple[str, str]]:
    """(device, description) of this machine's serial ports (``dealer-assist ports``)."""
    try:
        from serial.tools import list_ports as lp
    except ImportError:  # pragma: no cover - pyserial is a dependency
        return []
    return [(p.device, p.description or "") for p in sorted(lp.comports(), key=lambda p: p.device)]


def available_sources() -> list[str]:
    try:
        from drivers.registry import available_sources as avail
    except ImportError:  # pragma: no cover - the drivers package ships with the app
        return ["simulated"]
    return avail()


class LimitOverlay(Overlay):
    def __init__(self, host: QWidget, title: str, value: Decimal, on_ok: Callable[[Decimal | None], None]) -> None:
        super().__init__(host, title, width=0.5, height=0.8)
        self.display = label(money(value), "Title")
        self.body.addWidget(self.display)
        self.keypad = Keypad(chip_values(Decimal(1), Decimal(1), Decimal(100000)))
        self.keypad.set_value(value)
        self.keypad.changed.connect(lambda v: self.display.setText(money(v) if v else "—"))
        self.body.addWidget(self.keypad, 1)
        row = QHBoxLayout()
        row.addWidget(button(translate("Startup", "Profile's value"), lambda: self._done(on_ok, None), name="default"))
        row.addWidget(button(translate("Startup", "Cancel"), self.close_overlay, name="cancel"))
        row.addWidget(
            button(
                translate("Startup", "OK"), lambda: self._done(on_ok, self.keypad.value()), role="confirm", name="ok"
            )
        )
        self.body.addLayout(row)

    def _done(self, on_ok: Callable[[Decimal | None], None], value: Decimal | None) -> None:
        self.close_overlay()
        on_ok(value)


class StartupScreen(QWidget):
    """Choose the table and the card source, then Start."""

    start = Signal(object)
    """The :class:`Remembered` choices, when the croupier taps Start."""
    language = Signal(str)

    def __init__(self, remembered: Remembered, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Startup")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.choice = remembered
        self.ports = list_ports()
        self.sources = available_sources()
        self.buttons: dict[str, QPushButton] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 24, 40, 24)
        outer.setSpacing(14)
        outer.addWidget(label(translate("Startup", "Table set-up"), "Title"))
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(14)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self.error = label("", "Message", wrap=True)
        self.error.hide()
        outer.addWidget(self.error)
        self.start_button = button(translate("Startup", "START"), self._start, role="confirm", name="start")
        self.start_button.setMinimumHeight(96)
        outer.addWidget(self.start_button)
        self.overlay: Overlay | None = None
        self.build()

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def build(self) -> None:
        clear_layout(self.grid)
        self.buttons = {}
        c = self.choice
        row = 0

        def heading(text: str) -> None:
            self.grid.addWidget(label(text, "Title"), row, 0, Qt.AlignmentFlag.AlignTop)

        def choices(
            options: list[tuple[str, str]], current: str, on: Callable[[str], None], prefix: str
        ) -> QHBoxLayout:
            line = QHBoxLayout()
            for key, text in options:
                b = button(text, lambda k=key: on(k), name=f"{prefix}_{key}")
                b.setCheckable(True)
                b.setChecked(key == current)
                line.addWidget(b)
                self.buttons[f"{prefix}_{key}"] = b
            return line

        heading(translate("Startup", "Game"))
        self.grid.addLayout(choices([(g, game_name(g)) for g in SHIPPED], c.game, self._game, "game"), row, 1)
        row += 1
        heading(translate("Startup", "Boxes"))
        line = QHBoxLayout()
        minus = button("−", lambda: self._boxes(-1), name="boxes_minus")
        plus = button("+", lambda: self._boxes(+1), name="boxes_plus")
        self.boxes_label = label(str(c.boxes), "Title")
        self.boxes_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.boxes_label.setMinimumWidth(80)
        for w in (minus, self.boxes_label, plus):
            line.addWidget(w)
        line.addStretch(3)
        self.buttons.update(boxes_minus=minus, boxes_plus=plus)
        self.grid.addLayout(line, row, 1)
        row += 1
        heading(translate("Startup", "Limits"))
        line = QHBoxLayout()
        profile = self._profile()
        limits = c.limits()
        for name, text in (
            ("min_bet", translate("Startup", "Minimum bet")),
            ("max_bet", translate("Startup", "Maximum bet")),
            ("max_payout", translate("Startup", "Table maximum payout")),
        ):
            value = limits.get(name, getattr(profile.table, name) if profile else Decimal(0))
            mark = "" if name in limits else " " + translate("Startup", "(profile)")
            b = button(
                f"{text}\n{money(value)}{mark}",
                lambda n=name, t=text, v=value: self._limit(n, t, v),
                name=f"limit_{name}",
            )
            b.setMinimumHeight(90)
            line.addWidget(b)
            self.buttons[f"limit_{name}"] = b
        self.grid.addLayout(line, row, 1)
        row += 1
        heading(translate("Startup", "Cards from"))
        names = {
            "simulated": translate("Startup", "Simulated shoe"),
            "serial": translate("Startup", "Serial card reader"),
            "camera": translate("Startup", "Camera"),
        }
        line = choices([(s, names[s]) for s in SOURCES], c.source, self._source, "source")
        for s in SOURCES:
            self.buttons[f"source_{s}"].setEnabled(s in self.sources)
        self.grid.addLayout(line, row, 1)
        row += 1
        if c.source == "serial":
            heading(translate("Startup", "Port"))
            ports = [(d, f"{d}\n{desc}") for d, desc in self.ports]
            if c.port and c.port not in {d for d, _ in self.ports}:
                ports.append((c.port, c.port))
            line = choices(ports, c.port, self._port, "port")
            refresh = button(translate("Startup", "Refresh"), self._refresh_ports, name="ports_refresh")
            line.addWidget(refresh)
            if not ports:
                line.insertWidget(0, label(translate("Startup", "No serial port found"), "Muted"))
            self.grid.addLayout(line, row, 1)
            row += 1
        heading(translate("Startup", "Language"))
        self.grid.addLayout(choices(list(LANGUAGES.items()), c.language, self.language.emit, "lang"), row, 1)
        self.grid.setColumnStretch(1, 1)

    def _profile(self) -> object | None:
        try:
            return load_profile(self.choice.game)
        except DealerAssistError:
            return None

    def _game(self, game: str) -> None:
        self.choice.game = game
        self.choice.min_bet = self.choice.max_bet = self.choice.max_payout = ""
        self.build()

    def _boxes(self, step: int) -> None:
        profile = self._profile()
        most = getattr(getattr(profile, "table", None), "boxes", 7)
        self.choice.boxes = max(1, min(most, self.choice.boxes + step))
        self.boxes_label.setText(str(self.choice.boxes))

    def _limit(self, name: str, title: str, value: Decimal) -> None:
        def done(v: Decimal | None) -> None:
            setattr(self.choice, name, "" if v is None else str(v))
            self.build()

        self.overlay = LimitOverlay(self.window(), title, value, done)
        self.overlay.open()

    def _source(self, source: str) -> None:
        self.choice.source = source
        if source == "serial" and not self.choice.port and self.ports:
            self.choice.port = self.ports[0][0]
        self.build()

    def _port(self, port: str) -> None:
        self.choice.port = port
        self.build()

    def _refresh_ports(self) -> None:
        self.ports = list_ports()
        self.build()

    def _start(self) -> None:
        if self.choice.source == "serial" and not self.choice.port:
            self.show_error(translate("Startup", "Choose the serial port of the card reader"))
            return
        self.error.hide()
        self.start.emit(self.choice)
