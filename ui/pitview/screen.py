"""The pit view: one tile per table of the floor, live; a tap opens that table's rounds in
the pit boss's own browser, detail and shift report, over every table's rounds.

The floor is read by :class:`FloorThread`, a thread with connections of its own: it
``LISTEN``s on ``floor_status`` (a table's status row changed), copies newly shipped rounds
into the mirror (:class:`~dealer_assist.floor.reader.FloorMirror`) and reads the tiles,
then hands them to the GUI thread by a queued signal. The GUI thread never waits for the
network. It also looks every few seconds without a notification: a table that stops
beating sends nothing, and its tile must still turn red.

Nothing here can show a card of a round in progress: the floor holds none (a table ships
only confirmed rounds, and of the round in progress only that there is one).
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSize, Qt, QThread, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.errors import DealerAssistError
from dealer_assist.floor.approvals import PendingApproval, pending
from dealer_assist.floor.reader import FloorMirror, FloorReader, FloorStore, TileState
from dealer_assist.floor.schema import APPROVAL_CHANNEL, STATUS_CHANNEL
from dealer_assist.messages import Message, msg
from dealer_assist.staff import Grant, StaffError, StaffStore, podium_staff_path
from ui.i18n import count, game_name, money, refusal_text, render, translate
from ui.pit_approvals import PitApprovals, open_pit_approvals
from ui.pitboss.detail import RoundDetail
from ui.pitboss.pin import PinOverlay, ask_pin
from ui.pitboss.rounds import RoundsStack
from ui.pitboss.style import STYLE as PITBOSS_STYLE
from ui.pitview.report import FloorReportView
from ui.pitview.staff import PodiumStaffPage
from ui.widgets import button, label, whole

TILE_WIDTH = 300
TILE_HEIGHT = 262
# Larger tiles, and larger text, when every table still fits on the screen that way (a pit
# of four to eight tables on a 1920x1080 podium: 18 px lines were small at arm's length).
LARGE_WIDTH = 380
LARGE_HEIGHT = 350
POLL = 3.0  # seconds between looks without a notification (a silent table turns red)

STYLE = (
    PITBOSS_STYLE
    + """
QPushButton#PitTile { min-height: 262px; max-height: 262px; min-width: 300px;
    background: #12251c; border: 3px solid #3a5a48; border-radius: 12px; padding: 0; }
QPushButton#PitTile[state="busy"] { border-color: #ffd43b; }
QPushButton#PitTile[state="red"] { background: #7a1616; border-color: #ff8787; }
QLabel#TileTable { font-size: 30px; font-weight: bold; }
QLabel#TileState { font-size: 18px; font-weight: bold; padding: 2px 8px; border-radius: 6px; background: #1b5e20; }
QLabel#TileState[state="busy"] { background: #8f6a00; }
QLabel#TileState[state="red"] { background: #e03131; }
QLabel#TileLine { font-size: 18px; }
QLabel#TileAlerts { font-size: 18px; font-weight: bold; color: #ffa94d; }
QLabel#TileAlerts[quiet="true"] { font-weight: normal; color: #b8c4bc; }
QLabel#TileMuted { font-size: 17px; color: #b8c4bc; }
QPushButton#PitTile[waiting="true"] { border-color: #ff922b; }
QLabel#TileApproval { font-size: 18px; font-weight: bold; color: black; background: #ff922b;
    border-radius: 6px; padding: 1px 8px; }
QPushButton#PitTile[large="true"] { min-height: 350px; max-height: 350px; min-width: 380px; }
QPushButton#PitTile[large="true"] QLabel#TileTable { font-size: 38px; }
QPushButton#PitTile[large="true"] QLabel#TileState { font-size: 22px; }
QPushButton#PitTile[large="true"] QLabel#TileLine { font-size: 23px; }
QPushButton#PitTile[large="true"] QLabel#TileAlerts { font-size: 23px; }
QPushButton#PitTile[large="true"] QLabel#TileMuted { font-size: 22px; }
QPushButton#PitTile[large="true"] QLabel#TileApproval { font-size: 23px; }
QPushButton#pit_approvals { padding-right: 64px; }
QLabel#ApprovalBadge { background: #e03131; color: white; font-size: 20px; font-weight: bold;
    border-radius: 16px; padding: 0 8px; min-width: 16px; min-height: 32px; max-height: 32px; }
"""
)


def alert_names() -> dict[str, str]:
    return {
        "reader": translate("PitView", "reader lost"),
        "duplicate": translate("PitView", "duplicate card"),
        "integrity": translate("PitView", "integrity"),
        "capped": translate("PitView", "capped payout"),
    }


def waiting_text(waiting: list[PendingApproval]) -> str:
    """The tile's line for payouts of the table that wait for a pit boss ("" when none)."""
    if not waiting:
        return ""
    if len(waiting) == 1:
        return translate("PitView", "Payout {amount} waits for approval").format(amount=money(waiting[0].amount))
    return translate("PitView", "%n payouts wait for approval", None, len(waiting))


def tile_texts(state: TileState) -> dict[str, str]:
    """What a tile says, line by line (never a card: the state holds none)."""
    if state.forked:
        status = translate("PitView", "FORKED")
    elif state.offline:
        status = translate("PitView", "OFFLINE")
    elif state.round_in_progress:
        status = translate("PitView", "dealing")
    else:
        status = translate("PitView", "live")
    game = game_name(state.game, state.profile or "") if state.game else translate("PitView", "No round yet")
    limits = (
        translate("PitView", "Bets {low} to {high}").format(low=money(state.limits[0]), high=money(state.limits[1]))
        if state.limits
        else ""
    )
    if state.round_in_progress:
        rnd = translate("PitView", "Round {n} in progress").format(n=count(state.round_number))
    else:
        rnd = translate("PitView", "Between rounds · {n} this shift").format(n=count(state.round_number))
    hour = translate("PitView", "Rounds this hour: {n}").format(n=count(state.rounds_this_hour))
    house = translate("PitView", "House this shift: {house}").format(house=money(state.house_this_shift, signed=True))
    names = alert_names()
    alerts = " · ".join(f"{names[k]} {count(n)}" for k, n in state.alerts.items() if k in names)
    if state.forked:
        lag = translate("PitView", "Log refused by the floor")
    elif state.heartbeat_age is None:
        lag = translate("PitView", "Never shipped")
    elif state.offline:
        lag = translate("PitView", "Silent for {s} s").format(s=count(int(state.heartbeat_age)))
    elif state.waiting_rounds:
        lag = translate("PitView", "Floor {n} rounds behind").format(n=count(state.waiting_rounds))
    else:
        lag = translate("PitView", "Floor up to date")
    return {
        "table": state.table_id,
        "state": status,
        "game": game,
        "limits": limits,
        "croupier": translate("PitView", "Croupier {name}").format(name=state.croupier or "—"),
        "round": rnd,
        "hour": hour,
        "house": house,
        "alerts": alerts or translate("PitView", "No alerts this shift"),
        "lag": lag,
    }


def summary_text(tables: int, red: int) -> str:
    """The pit view's status line: ``1 table · 1 needs a look · live`` (each count in its own
    plural form, three in Russian)."""
    return translate("PitView", "{tables} · {red} · live").format(
        tables=translate("PitView", "%Ln tables", None, tables),
        red=translate("PitView", "%Ln need a look", None, red),
    )


class Tile(QPushButton):
    """One table: tap to open its rounds. Red when offline or forked."""

    def __init__(self, table_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PitTile")
        self.table_id = table_id
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(TILE_WIDTH, TILE_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(TILE_HEIGHT)
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 10, 14, 10)
        box.setSpacing(2)
        top = QHBoxLayout()
        self.lines: dict[str, QLabel] = {}
        for key, style in (
            ("table", "TileTable"),
            ("state", "TileState"),
            ("game", "TileLine"),
            ("limits", "TileLine"),
            ("croupier", "TileLine"),
            ("round", "TileLine"),
            ("hour", "TileLine"),
            ("house", "TileLine"),
            ("alerts", "TileAlerts"),
            ("lag", "TileMuted"),
            ("approval", "TileApproval"),
        ):
            lab = label("", style)
            lab.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
            lab.setObjectName(style)
            if key != "state":  # the text is elided to the tile's width: it never widens the tile
                lab.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            self.lines[key] = lab
        top.addWidget(self.lines["table"], 1)
        top.addWidget(self.lines["state"])
        box.addLayout(top)
        for key in ("game", "limits", "croupier", "round", "hour", "house", "alerts", "lag", "approval"):
            box.addWidget(self.lines[key])
        box.addStretch(1)
        self.lines["approval"].hide()  # only while a payout of the table waits for a pit boss
        self.state: TileState | None = None
        self.waiting: list[PendingApproval] = []
        self.large = False
        self.size_now = QSize(TILE_WIDTH, TILE_HEIGHT)

    def set_large(self, large: bool) -> None:
        """The larger tile and text (:data:`LARGE_WIDTH`), or the usual."""
        if large == self.large:
            return
        self.large = large
        self.size_now = QSize(LARGE_WIDTH, LARGE_HEIGHT) if large else QSize(TILE_WIDTH, TILE_HEIGHT)
        self.setMinimumSize(self.size_now)
        self.setFixedHeight(self.size_now.height())
        self.setProperty("large", "true" if large else "false")
        for w in (self, *self.lines.values()):  # the labels' fonts follow the tile's property
            w.style().unpolish(w)
            w.style().polish(w)
        self.updateGeometry()
        self._write()  # elided again to the new width

    def show_waiting(self, waiting: list[PendingApproval]) -> None:
        """Mark the tile while payouts of its table wait for a pit boss."""
        if waiting == self.waiting:
            return
        self.waiting = waiting
        self.lines["approval"].setVisible(bool(waiting))
        mark = "true" if waiting else "false"
        if self.property("waiting") != mark:
            _restyle(self, "waiting", mark)
        self._write()

    def sizeHint(self) -> QSize:
        # A push button's hint ignores the layout inside it: the tile says its own size.
        return self.size_now

    def minimumSizeHint(self) -> QSize:
        return self.size_now

    def show_state(self, state: TileState) -> None:
        if state == self.state:
            return
        self.state = state
        self._write()
        look = "red" if state.red else ("busy" if state.round_in_progress else "ok")
        if self.property("state") != look:
            for w in (self, self.lines["state"]):
                _restyle(w, "state", look)
        self.setToolTip("\n".join([state.flag_reason or "", *(render(why) for why in state.unreadable)]).strip())

    def _write(self) -> None:
        state = self.state
        if state is None:
            return
        texts = tile_texts(state)
        texts["approval"] = waiting_text(self.waiting)
        self.lines["state"].setText(texts["state"])
        for key, text in texts.items():
            lab = self.lines[key]
            # A long name is cut with "…" rather than clipped; the whole text is its tooltip.
            room = self.width() - 32 - (self.lines["state"].sizeHint().width() + 8 if key == "table" else 0)
            shown = text if key == "state" else lab.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room)
            if lab.text() != shown:
                lab.setText(shown)
            lab.setToolTip(text)
        quiet = "false" if state.alerts else "true"
        if self.lines["alerts"].property("quiet") != quiet:
            _restyle(self.lines["alerts"], "quiet", quiet)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._write()


def _restyle(widget: QWidget, name: str, value: str) -> None:
    widget.setProperty(name, value)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


class _Stopped(Exception):
    """The pit view closed while the floor was being copied."""


class FloorThread(QThread):
    """The floor, off the GUI thread: LISTEN, copy new rounds, read the tiles."""

    tiles = Signal(object, bool)  # list[TileState]; False while the first copy is still to come
    failed = Signal(object)  # a Message, rendered in the GUI thread
    copying = Signal(int)  # entries copied so far in this look
    approvals = Signal(object)  # list[PendingApproval]: the payouts waiting for a pit boss

    def __init__(
        self,
        floor: str,
        mirror: Path,
        *,
        poll: float = POLL,
        now: Callable[[], datetime] | None = None,
        since: datetime | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.floor, self.mirror_path, self.poll, self.now, self.since = floor, mirror, poll, now, since
        self._stop = threading.Event()
        self._wake = threading.Event()
        self.notifications = 0
        self.refreshes = 0

    def stop(self) -> None:
        """Stop and wait for the thread: it ends within a page of copying or a query (the
        connection's timeouts bound those); a QThread destroyed while it runs aborts the
        program, so this waits it out."""
        self._stop.set()
        self._wake.set()
        self.wait()

    def refresh_now(self) -> None:
        """Read the floor again at once (a notification or a tap on Refresh)."""
        self._wake.set()

    def run(self) -> None:
        backoff = 0.5
        mirror: FloorMirror | None = None
        try:
            while not self._stop.is_set():
                listener: Any = None
                try:
                    if mirror is None:  # kept across a lost connection: it holds what it copied
                        mirror = FloorMirror(self.mirror_path, FloorReader(self.floor), since=self.since)
                    listener = self._listen()
                    backoff = 0.5
                    self._loop(mirror, listener)
                except _Stopped:
                    return
                except DealerAssistError as err:
                    self.failed.emit(err.message)
                except Exception as err:  # a connection lost mid-way (psycopg's own errors)
                    why = str(err).strip().splitlines()[0][:200] if str(err).strip() else type(err).__name__
                    self.failed.emit(msg("floor.lost", why=why))
                finally:
                    if listener is not None:
                        listener.close()
                self._stop.wait(backoff)
                backoff = min(backoff * 2, 5.0)
        finally:
            if mirror is not None:
                mirror.close()

    def _copied(self, copied: int) -> None:
        if self._stop.is_set():  # closing during a long first copy: stop between two pages
            raise _Stopped
        self.copying.emit(copied)

    def _listen(self) -> Any:
        from dealer_assist.floor.connect import connect

        conn = connect(FloorReader(self.floor).conninfo, autocommit=True)
        conn.execute(f"LISTEN {STATUS_CHANNEL}")
        conn.execute(f"LISTEN {APPROVAL_CHANNEL}")  # a table asks (or the pit answers): at once
        return conn

    def _read_approvals(self) -> None:
        # The tiles' own read says what is wrong with the floor; the list stays as it was.
        with contextlib.suppress(DealerAssistError):
            self.approvals.emit(pending(self.floor))

    def _loop(self, mirror: FloorMirror, listener: Any) -> None:
        if not mirror.heads:  # the first look: the tables at once, their rounds as they are copied
            self.tiles.emit(mirror.tiles(self.now() if self.now else None), False)
        while not self._stop.is_set():
            mirror.sync(self._copied)
            self.tiles.emit(mirror.tiles(self.now() if self.now else None), True)
            self._read_approvals()
            self.refreshes += 1
            self._wake.clear()
            deadline = time.monotonic() + self.poll
            # Wait for a notification, a wake-up or the poll, in short steps so stop() is quick.
            while not self._stop.is_set() and not self._wake.is_set() and time.monotonic() < deadline:
                got = list(listener.notifies(timeout=0.25, stop_after=1))
                if got:
                    self.notifications += len(got)
                    # A burst (several tables at once): one refresh for all of them.
                    self.notifications += len(list(listener.notifies(timeout=0.05)))
                    break


class TablePage(QWidget):
    """The rounds of the floor (a table's, or every table's) and the floor's shift report."""

    back = Signal()

    def __init__(self, store: FloorStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(8)
        head = QHBoxLayout()
        head.addWidget(whole(button(translate("PitView", "◀ Tables"), self.back.emit, name="pit_back")))
        self.title = label("", "Title")
        head.addWidget(self.title, 1)
        outer.addLayout(head)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("pit_tabs")
        # No PIN callback: the floor is a copy; voids and adjustments are made at the table.
        self.rounds = RoundsStack(store, lambda round_id: RoundDetail(store, round_id, ask_pin=None, host=self))
        self.browser = self.rounds.browser
        self.tabs.addTab(self.rounds, translate("PitView", "Rounds"))
        self.report = FloorReportView(store)
        self.tabs.addTab(self.report, translate("PitView", "Floor shift report"))
        self.tabs.currentChanged.connect(self._tab)
        outer.addWidget(self.tabs, 1)

    def _tab(self, index: int) -> None:
        if self.tabs.widget(index) is self.report and self.report.report is None:
            self.report.last_shift()

    def show_table(self, table_id: str | None) -> None:
        """The rounds of ``table_id`` (every table's when None), newest first."""
        self.title.setText(
            translate("PitView", "Table {t}").format(t=table_id) if table_id else translate("PitView", "Every table")
        )
        self.browser.filters.clear()
        if table_id:
            self.browser.filters.table.setText(table_id)
        self.report.table.setText(table_id or "")
        self.report.report = None
        self.rounds.show_list()
        self.tabs.setCurrentIndex(0)
        self.browser.apply_filter()

    @property
    def detail(self) -> RoundDetail | None:
        return self.rounds.detail

    def open_round(self, round_id: str) -> RoundDetail | None:
        return self.rounds.open_round(round_id)


class PitView(QWidget):
    """Tiles of every table; a tap opens the table's rounds (:class:`TablePage`)."""

    # These hide QWidget.scroll(dx, dy) and QObject.thread(), which nothing calls on the view.
    scroll: QScrollArea  # type: ignore[assignment]
    thread: FloorThread  # type: ignore[assignment]

    def __init__(
        self,
        floor: str,
        mirror: Path,
        *,
        poll: float = POLL,
        now: Callable[[], datetime] | None = None,
        pit: str | None = None,
        since: datetime | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("PitBoss")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.store = FloorStore(mirror, floor)  # the rounds browser asks the floor itself
        self.floor = floor
        self.waiting: list[PendingApproval] = []
        self.staff: StaffStore | None = None  # the podium's own (opened at the first Approvals)
        self.pin_overlay: PinOverlay | None = None
        self.approvals_overlay: QWidget | None = None
        self.staff_page: PodiumStaffPage | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 8, 10, 8)
        outer.setSpacing(8)
        top = QHBoxLayout()
        title = translate("PitView", "Pit {name}").format(name=pit) if pit else translate("PitView", "Pit view")
        top.addWidget(label(title, "Title"))
        # A line of its own under the top bar: beside the four buttons it was squeezed into a
        # column of one word a line at 1280 px in Spanish ("4 mesas / · 1 / requiere ...").
        self.status = label(translate("PitView", "Connecting to the floor…"), "Muted", wrap=True)
        self.status.setObjectName("pit_status")
        top.addStretch(1)
        self.approvals_button = whole(
            button(translate("PitView", "Approvals"), self.ask_approvals, role="main", name="pit_approvals")
        )
        self.badge = label("", "ApprovalBadge")
        self.badge.setParent(self.approvals_button)
        self.badge.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badge.hide()
        self.approvals_button.installEventFilter(self)
        top.addWidget(self.approvals_button)
        top.addWidget(whole(button(translate("PitView", "Staff"), self.ask_staff, name="pit_staff")))
        top.addWidget(whole(button(translate("PitView", "All rounds"), lambda: self.open_table(None), name="pit_all")))
        top.addWidget(
            whole(button(translate("PitView", "Floor shift report"), self.open_report, role="main", name="pit_report"))
        )
        outer.addLayout(top)
        outer.addWidget(self.status)
        self.stack = QStackedWidget()
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the tiles flow
        self.grid_host = QWidget()
        self.grid_host.setObjectName("ScrollContent")
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 8, 0)
        self.grid.setSpacing(10)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.scroll.setWidget(self.grid_host)
        self.stack.addWidget(self.scroll)
        self._page: TablePage | None = None  # made at the first tap: its browser asks the floor
        outer.addWidget(self.stack, 1)
        self.tiles: dict[str, Tile] = {}
        self.columns = 0
        self.large_tiles = False
        self.updated_at: float | None = None
        self.complete_updates = 0
        self.thread = FloorThread(floor, mirror, poll=poll, now=now, since=since, parent=self)
        self.thread.tiles.connect(self.show_tiles, Qt.ConnectionType.QueuedConnection)
        self.thread.failed.connect(self._failed, Qt.ConnectionType.QueuedConnection)
        self.thread.copying.connect(self._copying, Qt.ConnectionType.QueuedConnection)
        self.thread.approvals.connect(self.show_approvals, Qt.ConnectionType.QueuedConnection)

    def start(self) -> None:
        self.thread.start()

    def shutdown(self) -> None:
        self.close_staff()
        self.thread.stop()
        if self._page is not None:
            self._page.browser.shutdown()
        self.store.close()
        if self.staff is not None:
            self.staff.close()
            self.staff = None

    # -- tiles ----------------------------------------------------------------------------

    def show_tiles(self, states: list[TileState], complete: bool = True) -> None:
        """Show ``states`` (new tables get a tile; existing tiles change in place).
        ``complete``: the figures count every round the floor held (not a first look)."""
        added = False
        for state in states:
            tile = self.tiles.get(state.table_id)
            if tile is None:
                tile = Tile(state.table_id)
                tile.set_large(self.large_tiles)
                tile.clicked.connect(lambda _c=False, t=state.table_id: self.open_table(t))
                self.tiles[state.table_id] = tile
                added = True
            tile.show_state(state)
            if added:
                tile.show_waiting([w for w in self.waiting if w.table_id == state.table_id])
        if added:
            self.columns = 0
            self._flow()
        red = sum(s.red for s in states)
        self.updated_at = time.monotonic()
        if not complete:
            return  # the copy's progress is in the status line
        self.complete_updates += 1
        # An entry changed on the floor is left out of the figures: each said in a line of its
        # own under the summary, in the screen's language, as long as the floor holds it.
        lines = [render(why) for s in states for why in s.unreadable]
        self.status.setText("\n".join([summary_text(len(states), red), *lines]))

    def _copying(self, copied: int) -> None:
        self.status.setText(translate("PitView", "Reading the floor's rounds: {n}…").format(n=count(copied)))

    def _failed(self, message: Message) -> None:
        self.status.setText(render(message))

    def _flow(self) -> None:
        if not self.tiles:
            return
        width, height = self.scroll.viewport().width() - 8, self.scroll.viewport().height()
        columns = max(1, width // (LARGE_WIDTH + 10))
        large = -(-len(self.tiles) // columns) * (LARGE_HEIGHT + 10) <= height  # all of them, larger
        if not large:
            columns = max(1, width // (TILE_WIDTH + 10))
        if large != self.large_tiles:
            self.large_tiles = large
            for tile in self.tiles.values():
                tile.set_large(large)
            self.columns = 0
        elif columns == self.columns:
            return
        self.columns = columns
        for tile in self.tiles.values():
            self.grid.removeWidget(tile)
        for i, key in enumerate(sorted(self.tiles)):
            self.grid.addWidget(self.tiles[key], i // columns, i % columns)
        for i in range(self.grid.columnCount()):
            self.grid.setColumnStretch(i, 1 if i < columns else 0)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        self._flow()

    # -- large payouts waiting for a pit boss -----------------------------------------------

    def show_approvals(self, waiting: list[PendingApproval]) -> None:
        """The badge on Approvals and the marked tiles: payouts the tables wait on."""
        self.waiting = waiting
        n = len(waiting)
        self.badge.setText(count(n))
        self.badge.setVisible(n > 0)
        self._place_badge()
        self.approvals_button.setToolTip(waiting_text(waiting) or translate("PitView", "Nothing waits for approval"))
        for table_id, tile in self.tiles.items():
            tile.show_waiting([w for w in waiting if w.table_id == table_id])

    def _place_badge(self) -> None:
        b, badge = self.approvals_button, self.badge
        badge.adjustSize()
        badge.move(b.width() - badge.width() - 12, (b.height() - badge.height()) // 2)

    def eventFilter(self, watched: QObject, event: Any) -> bool:
        if watched is self.approvals_button and event.type() == event.Type.Resize:
            self._place_badge()
        return False

    def _podium_staff(self) -> StaffStore | None:
        try:
            if self.staff is None:
                self.staff = StaffStore.open(podium_staff_path())
        except StaffError as err:
            self.status.setText(refusal_text(err))
            return None
        return self.staff

    def ask_approvals(self, said: str = "") -> PinOverlay | None:
        """A pit boss's PIN (the podium's staff file), then the payouts waiting, in that pit
        boss's name: the tables record the approval with who gave it. ``said``: why the PIN is
        asked again (the pit boss of the panel no longer is one in the staff file)."""
        if self._podium_staff() is None:
            return None
        assert self.staff is not None
        self.pin_overlay = ask_pin(
            self,
            self.staff,
            "pit_boss",
            self._open_approvals,
            purpose=translate("PitView", "payouts to approve"),
            said=said,
        )
        return self.pin_overlay

    def _open_approvals(self, grant: Grant) -> None:
        self.pin_overlay = None
        self.approvals_overlay = open_pit_approvals(
            self, self.floor, grant.who, name=grant.name, staff=self.staff, grant=grant
        )
        floor_thread: FloorThread = self.thread
        self.approvals_overlay.destroyed.connect(floor_thread.refresh_now)  # the badge, at once
        panel: PitApprovals = self.approvals_overlay.pit_approvals  # type: ignore[attr-defined]
        panel.revoked.connect(self.ask_approvals)

    # -- the podium's staff ----------------------------------------------------------------

    def ask_staff(self, said: str = "") -> PinOverlay | None:
        """A pit boss's PIN, then the podium's staff file in that pit boss's name (the first
        tap on a podium without one sets up its first pit boss, as Approvals does). ``said``:
        why the PIN is asked again (the page's pit boss no longer is one in the staff file)."""
        staff = self._podium_staff()
        if staff is None:
            return None
        self.pin_overlay = ask_pin(
            self, staff, "pit_boss", self._open_staff, purpose=translate("PitView", "the podium's staff"), said=said
        )
        return self.pin_overlay

    def _open_staff(self, grant: Grant) -> None:
        self.pin_overlay = None
        assert self.staff is not None
        self.close_staff()
        self.staff_page = PodiumStaffPage(self.staff, grant, self)
        self.staff_page.back.connect(self.close_staff)
        self.staff_page.view.revoked.connect(self._staff_revoked)
        self.stack.addWidget(self.staff_page)
        self.stack.setCurrentWidget(self.staff_page)

    def _staff_revoked(self, line: str) -> None:
        """The page's pit boss no longer is one in the staff file: back to the tiles, and a PIN again."""
        self.close_staff()
        self.ask_staff(said=line)

    def close_staff(self) -> None:
        """Back to the tiles; the grant goes with the page (a PIN again next time)."""
        page, self.staff_page = self.staff_page, None
        if page is not None:
            if self.stack.currentWidget() is page:  # left for another screen: that one stays
                self.stack.setCurrentWidget(self.scroll)
            self.stack.removeWidget(page)
            page.idle.stop()
            page.deleteLater()

    # -- the rounds -----------------------------------------------------------------------

    @property
    def page(self) -> TablePage:
        """The rounds and the floor report. Made when first opened, not with the window: its
        browser reads the floor on the GUI thread, and a floor out of reach at start-up held
        the window up to the connection's timeout before the first tile."""
        if self._page is None:
            self._page = TablePage(self.store)
            self._page.back.connect(lambda: self.stack.setCurrentWidget(self.scroll))
            self.stack.addWidget(self._page)
        return self._page

    def open_table(self, table_id: str | None) -> None:
        self.page.show_table(table_id)
        self.stack.setCurrentWidget(self.page)

    def open_report(self) -> None:
        self.page.show_table(None)
        self.stack.setCurrentWidget(self.page)
        self.page.tabs.setCurrentWidget(self.page.report)
