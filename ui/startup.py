"""The start-up screen: the table as a pit boss set it up (game, limits, chip unit, from the
protected table settings), the boxes, the card source and the language.

What is paid changes only with a pit boss's PIN and a reason: tapping the game or a limit
opens the value, then the reason, then the PIN pad (the first pit boss is set up there when
there is none), and the change is recorded in the staff store's chained audit trail
(:mod:`dealer_assist.table_settings`). The boxes, the card source, the port and the
language are the croupier's (``gui.ini``): the number of boxes open changes how many hands
are dealt, never what one of them is paid, and the profile bounds it. START asks which
croupier deals (their PIN) when the staff store has croupiers.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from dealer_assist import table_settings as ts
from dealer_assist.errors import DealerAssistError
from dealer_assist.profile import SHIPPED, Profile, load_profile
from dealer_assist.staff import Grant, StaffStore
from ui.i18n import LANGUAGES, game_name, money, refusal_text, translate
from ui.settings import Remembered
from ui.widgets import Keypad, Overlay, button, chip_values, clear_layout, label

SOURCES = ("simulated", "serial", "camera")


def reads_port(source: str) -> bool:
    """The source reads a serial port: the screen asks which (the source's class says so)."""
    try:
        from drivers.registry import reads_port as registry_reads_port
    except ImportError:  # pragma: no cover - the drivers package ships with the app
        return False
    return registry_reads_port(source)


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


def setting_title(key: str) -> str:
    """The name of a payout setting on the screens."""
    titles = {
        "game": translate("Startup", "Game"),
        "profile": translate("Startup", "Profile file"),
        "min_bet": translate("Startup", "Minimum bet"),
        "max_bet": translate("Startup", "Maximum bet"),
        "max_payout": translate("Startup", "Table maximum payout"),
        "side_bet_max_payout": translate("Startup", "Side-bet maximum payout"),
        "chip_unit": translate("Startup", "Chip unit"),
        "approval_threshold": translate("Startup", "Pit boss approval from"),
    }
    return titles.get(key, key)


def game_title(game: str) -> str:
    """A shipped game's name, or a casino profile's title and file name."""
    if game in SHIPPED:
        return game_name(game)
    try:
        title = load_profile(game).title
    except DealerAssistError:
        title = ""
    name = Path(game).name
    return f"{title} ({name})" if title else name


def change_reasons() -> list[str]:
    return [
        translate("PitBoss", "Limits for the evening session"),
        translate("PitBoss", "Requested by the casino manager"),
        translate("PitBoss", "Game changed for the table"),
        translate("Startup", "New table set-up"),
    ]


class StartupScreen(QWidget):
    """The table as configured, the card source; Start."""

    start = Signal(object)
    """The :class:`Remembered` choices, when the croupier taps Start (and signed in)."""
    language = Signal(str)

    def __init__(
        self,
        remembered: Remembered,
        parent: QWidget | None = None,
        *,
        store: StaffStore | None = None,
        store_error: DealerAssistError | None = None,
        requested_game: str = "",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("Startup")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.choice = remembered
        self.store = store
        self.store_error = store_error
        self.requested_game = requested_game
        self.croupier = "croupier"
        """Who deals: the croupier who entered their PIN at START ("croupier" when none)."""
        self.settings: ts.TableSettings | None = None
        self.profile: Profile | None = None
        self.problem = ""
        self.ports = list_ports()
        self.sources = available_sources()
        self.buttons: dict[str, QPushButton] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 18, 40, 18)
        outer.setSpacing(10)
        top = QHBoxLayout()
        top.addWidget(label(translate("Startup", "Table set-up"), "Title"))
        self.approved = label("", "Muted", wrap=True)
        self.approved.setObjectName("approved")
        top.addWidget(self.approved, 1)
        outer.addLayout(top)
        self.notice = label("", "Muted", wrap=True)
        self.notice.setObjectName("settings_notice")
        outer.addWidget(self.notice)
        self.ignored_note = label("", "Message", wrap=True)  # gui.ini edited: said loudly
        self.ignored_note.hide()
        outer.addWidget(self.ignored_note)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(10)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self.error = label("", "Message", wrap=True)
        self.error.hide()
        outer.addWidget(self.error)
        self.start_button = button(translate("Startup", "START"), self._start, role="confirm", name="start")
        self.start_button.setMinimumHeight(84)
        outer.addWidget(self.start_button)
        self.overlay: Overlay | None = None
        self.reload()

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    # -- the protected settings -----------------------------------------------------------------

    def reload(self) -> None:
        """Read the table's settings from the staff store again, and show them."""
        self.settings, self.profile, self.problem, self.profile_changed = None, None, "", False
        if self.store is None:
            self.problem = (
                refusal_text(self.store_error)
                if self.store_error is not None
                else translate("Startup", "The staff file cannot be opened")
            )
        else:
            try:
                self.settings = ts.current(self.store, self.choice.table_id)
                self.profile = ts.validate(self.settings)
            except ts.ProfileChanged as err:
                self.problem, self.profile_changed = refusal_text(err), True
            except DealerAssistError as err:
                self.problem = refusal_text(err)
        self.build()

    def _notice_text(self) -> str:
        lines = [
            translate(
                "Startup",
                "Game, limits and chip unit come from the protected table settings: "
                "only a pit boss changes them (PIN and reason, recorded).",
            )
        ]
        if self.requested_game and self.settings is not None and self.requested_game != self.settings.game:
            lines.append(
                translate("Startup", "Asked for {game} on the command line: a pit boss approves it below.").format(
                    game=game_title(self.requested_game)
                )
            )
        if self.store is not None:
            try:
                croupiers = self.store.members("croupier")
            except DealerAssistError:
                croupiers = []
            if not croupiers:
                lines.append(
                    translate(
                        "Startup",
                        "No croupier has a PIN yet: rounds are logged as \u201ccroupier\u201d "
                        "(a pit boss adds croupiers under Staff).",
                    )
                )
        return "\n".join(lines)

    def _approved_text(self) -> str:
        s = self.settings
        if s is None:
            return ""
        if not s.approved_by:
            return translate("Startup", "Table {t}: not set by a pit boss yet (the shipped profile's values)").format(
                t=s.table_id
            )
        from ui.pitboss.model import short_time

        return translate("Startup", "Table {t}: set by {who}, {time}: {why}").format(
            t=s.table_id, who=s.approved_by, time=short_time(s.approved_at), why=s.why
        )

    def build(self) -> None:
        clear_layout(self.grid)
        self.buttons = {}
        c = self.choice
        self.approved.setText(self._approved_text())
        self.notice.setText(self._notice_text())
        if self.choice.ignored:
            self.ignored_note.setText(
                translate("Startup", "Ignored in gui.ini (not a place for payout settings): {keys}").format(
                    keys=", ".join(self.choice.ignored)
                )
            )
            self.ignored_note.show()
        row = 0

        def heading(text: str) -> None:
            self.grid.addWidget(label(text, "Title"), row, 0, Qt.AlignmentFlag.AlignTop)

        def choices(
            options: list[tuple[str, str]], current: str, on: Callable[[str], None], prefix: str
        ) -> QHBoxLayout:
            line = QHBoxLayout()
            for key, text in options:
                b = button(text, partial(on, key), name=f"{prefix}_{key}")
                b.setCheckable(True)
                b.setChecked(key == current)
                line.addWidget(b)
                self.buttons[f"{prefix}_{key}"] = b
            return line

        settings = self.settings
        heading(translate("Startup", "Game"))
        games = [(g, game_name(g)) for g in SHIPPED]
        current_game = settings.game if settings is not None else ""
        for extra in (current_game, self.requested_game):
            if extra and extra not in SHIPPED and extra not in {g for g, _ in games}:
                games.append((extra, game_title(extra)))
        line = QHBoxLayout()
        for key, text in games:
            b = button(text, partial(self._game, key), name=f"game_{key}" if key in SHIPPED else "game_file")
            b.setCheckable(True)
            b.setChecked(key == current_game)
            b.setEnabled(settings is not None)
            line.addWidget(b)
            self.buttons[b.objectName() if key in SHIPPED else f"game_{key}"] = b
        self.grid.addLayout(line, row, 1)
        row += 1
        if self.profile_changed:
            heading(translate("Startup", "Profile file"))
            approve = button(
                translate("Startup", "Approve the changed profile (pit boss PIN)"),
                self._approve_profile,
                role="main",
                name="approve_profile",
            )
            self.grid.addWidget(approve, row, 1)
            self.buttons["approve_profile"] = approve
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
        profile = self.profile
        for title, keys in (
            (translate("Startup", "Limits"), ("min_bet", "max_bet", "max_payout")),
            (translate("Startup", "Chips"), ("side_bet_max_payout", "chip_unit", "approval_threshold")),
        ):
            heading(title)
            line = QHBoxLayout()
            for name in keys:
                value = self._value(name)
                if name == "approval_threshold":
                    shown = money(value) if value is not None else translate("Startup", "not set")
                    mark = ""
                else:
                    shown = money(value) if value is not None else "—"
                    mark = "" if settings is not None and name in settings.limits else " " + translate(
                        "Startup", "(profile)"
                    )
                b = button(
                    f"{setting_title(name)}\n{shown}{mark}", partial(self._limit, name), name=f"limit_{name}"
                )
                b.setMinimumHeight(80)
                b.setEnabled(profile is not None)
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
        if reads_port(c.source):
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
        if self.problem:
            self.show_error(self.problem)
        self.start_button.setEnabled(self.profile is not None)

    def _value(self, name: str) -> Decimal | None:
        if name == "approval_threshold":
            return self.settings.approval_threshold if self.settings is not None else None
        if self.profile is None:
            return None
        value: Decimal = getattr(self.profile.table, name)
        return value

    # -- changing what is paid: value, reason, pit boss PIN -------------------------------------

    def _game(self, game: str) -> None:
        self.build()  # the tapped button's check mark goes back until the change is made
        now = self.settings
        if now is None or game == now.game:
            return
        self._propose(
            translate("Startup", "Change the game: {old} \u2192 {new}").format(
                old=game_title(now.game), new=game_title(game)
            ),
            lambda: ts.propose(now, game=game),
        )

    def _approve_profile(self) -> None:
        recorded = self.settings  # as recorded; their profile file changed since
        if recorded is None:
            return
        self._propose(
            translate("Startup", "Approve the profile {game} as it is now").format(game=game_title(recorded.game)),
            lambda: ts.propose(recorded),
        )

    def _limit(self, name: str) -> None:
        now = self.settings
        if now is None:
            return
        value = self._value(name) or Decimal(0)
        title = setting_title(name)

        def done(v: Decimal | None) -> None:
            if name == "approval_threshold":
                make = lambda: ts.propose(now, approval_threshold=v)  # noqa: E731
            else:
                make = lambda: ts.propose(now, limits={name: v})  # noqa: E731
            shown = money(v) if v is not None else translate("Startup", "the profile's value")
            self._propose(
                translate("Startup", "{what}: {old} \u2192 {new}").format(what=title, old=money(value), new=shown),
                make,
            )

        self.overlay = LimitOverlay(self.window(), title, value, done)
        self.overlay.open()

    def _propose(self, title: str, make: Callable[[], ts.TableSettings]) -> None:
        """Check the change, then ask why, then the pit boss's PIN; then record it."""
        before = self.settings
        if self.store is None or before is None:
            return
        try:
            wanted = make()
        except DealerAssistError as err:
            self.show_error(refusal_text(err))
            return
        if wanted.same_as(before):
            self.show_error(translate("PitBoss", "Nothing changed"))
            return
        store = self.store
        from ui.pitboss.detail import ReasonOverlay
        from ui.pitboss.pin import ask_pin

        def with_reason(why: str, _data: dict[str, object]) -> str | None:
            ask_pin(
                self.window(),
                store,
                "pit_boss",
                lambda grant: self._record(grant, before, wanted, why),
                purpose=translate("Startup", "change what is paid"),
            )
            return None

        self.overlay = ReasonOverlay(self.window(), title, change_reasons(), with_reason)
        self.overlay.open()

    def _record(self, grant: Grant, old: ts.TableSettings, new: ts.TableSettings, why: str) -> None:
        assert self.store is not None
        try:
            ts.apply(self.store, grant, old, new, why)
        except DealerAssistError as err:
            self.show_error(refusal_text(err))
            return
        self.error.hide()
        self.reload()

    # -- the croupier's own choices --------------------------------------------------------------

    def _boxes(self, step: int) -> None:
        most = self.profile.table.boxes if self.profile is not None else 7
        self.choice.boxes = max(1, min(most, self.choice.boxes + step))
        self.boxes_label.setText(str(self.choice.boxes))

    def _source(self, source: str) -> None:
        self.choice.source = source
        if reads_port(source) and not self.choice.port and self.ports:
            self.choice.port = self.ports[0][0]
        self.build()

    def _port(self, port: str) -> None:
        self.choice.port = port
        self.build()

    def _refresh_ports(self) -> None:
        self.ports = list_ports()
        self.build()

    def _start(self) -> None:
        if reads_port(self.choice.source) and not self.choice.port:
            self.show_error(translate("Startup", "Choose the serial port of the card reader"))
            return
        if self.profile is None:
            self.show_error(self.problem)
            return
        self.error.hide()
        self.ask_croupier(lambda _name: self.start.emit(self.choice))

    def ask_croupier(self, then: Callable[[str], None]) -> None:
        """Who deals: the croupier's PIN when the staff store has croupiers (the sign-in is
        chained), then ``then(name)``; "croupier" when nobody has a croupier PIN. START and
        Resume (ui/resume.py) both ask: every round is dealt by someone named."""
        store = self.store
        croupiers: list[str] = []
        if store is not None:
            try:
                croupiers = store.members("croupier")
            except DealerAssistError:
                croupiers = []
        if store is None or not croupiers:
            self.croupier = "croupier"
            then(self.croupier)
            return
        from ui.pitboss.pin import ask_pin

        def signed_in(grant: Grant) -> None:
            self.croupier = grant.name
            try:
                store.record_sign_in(grant, f"table {self.choice.table_id}")
            except DealerAssistError as err:
                self.show_error(refusal_text(err))
                return
            then(self.croupier)

        ask_pin(self.window(), store, "croupier", signed_in, purpose=translate("Startup", "who deals"))
