"""The table view: the dealer and every box at once, in table order, the alert bar, what to
do next, and the round's own buttons (Deal, Undo, Correct, close insurance, open the dealer).
When the round is settled the settlement replaces the boxes until it is confirmed."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.cards import Card
from dealer_assist.flow import Phase, Slot
from dealer_assist.flow.records import CardDealt
from dealer_assist.rules.model import Action
from ui import theme
from ui.alerts import AlertBar
from ui.box_layout import Item, Needs, arrange
from ui.i18n import action_name, game_name, money, refusal_text, translate
from ui.overlays import AmountOverlay, CardOverlay, WagerOverlay, last_message
from ui.panels import BoxPanel, DealerPanel, card_text, size_button, slot_label
from ui.rotation import dealing_text, rotate_tapped
from ui.session import TableSession
from ui.settlement_view import SettlementView
from ui.viewmodel import CARD_PHASES, DECISION_PHASES, box_cards, box_view, dealer_view
from ui.widgets import Overlay, button, clear_layout, label

if TYPE_CHECKING:
    from dealer_assist.staff import Grant

# Actions that need more than a tap: the cards to give up, or an amount.
SELECT_CARDS = frozenset({"exchange", "buy_card"})
# Work that can wait until a card has been painted (Qt paints on a short timer of its own).
AFTER_PAINT_MS = 25


class BoxArea(QWidget):
    """The boxes' part of the table: its panels are placed by hand (:meth:`TableScreen._arrange`),
    never by a layout that could squeeze them under their content or widen the window."""

    resized = Signal()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()


def prompt_text(session: TableSession) -> str:
    rnd = session.round
    p = rnd.phase
    if session.unlogged is not None:
        return translate("Prompt", "The round is confirmed but not in the log yet: tap Retry")
    if rnd.unreadable_slots():
        return translate("Prompt", "Enter the unreadable card first")
    if p is Phase.BETTING:
        return translate("Prompt", "Place the wagers, then tap DEAL")
    if p in CARD_PHASES:
        return translate("Prompt", "Deal: next card is {slot}").format(slot=slot_label(rnd.expected_slot()))
    if p in DECISION_PHASES:
        boxes = rnd.boxes_to_decide()
        if boxes:
            return translate("Prompt", "Box {n} decides").format(n=boxes[0])
    if p is Phase.INSURANCE:
        return translate("Prompt", "Insurance: tap Insure on a box, or close insurance")
    if p is Phase.BUY_CARDS:
        return translate("Prompt", "Boxes that called may buy a card")
    if p is Phase.OPEN_DEALER:
        return translate("Prompt", "Open the dealer's cards")
    if p is Phase.DEALER_GAME_OFFER:
        return translate("Prompt", "The dealer has no game: boxes may buy the dealer a game")
    if p is Phase.SETTLEMENT:
        from ui.approvals import waiting_text  # a large payout waits for a pit boss (issue #18)

        return waiting_text(rnd) or translate("Prompt", "Pay and collect as shown, then CONFIRM")
    return ""


class TableScreen(QWidget):
    """The croupier's working screen."""

    settings_tapped = Signal()
    shown_at = Signal(float)
    """perf_counter() after a refresh that changed what is shown (for the benchmark)."""

    def __init__(self, session: TableSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Table")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.session = session
        self.selecting: tuple[int, str] | None = None
        self.selected: frozenset[int] = frozenset()
        self.correcting = False
        self.message_text = ""
        self.last_refresh = 0.0
        self._last_message = last_message(session)
        rnd = session.round

        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(6)

        # The alert bar and the message take their own room above and below the table (the
        # boxes shrink to make it): they never cover a box that waits for a decision.
        self.alerts = AlertBar(self)
        self.alerts.enter_card.connect(self.open_card_entry)
        self.alerts.correct.connect(lambda: self.set_correcting(True))
        self.alerts.acknowledge.connect(session.acknowledge)
        self.alerts.resolve.connect(lambda i: session.resolve_alert(i, translate("Correct", "Checked on the table")))
        self.alerts.place_held.connect(session.place_held)
        self.alerts.set_aside.connect(lambda i: session.set_aside(i, translate("Alerts", "set aside by the croupier")))
        self.alerts.pit_boss.connect(self.pit_boss_clears)

        self.pages = QStackedWidget()
        table_page = QWidget()
        tv = QVBoxLayout(table_page)
        tv.setContentsMargins(0, 0, 0, 0)
        tv.setSpacing(6)
        self.dealer = DealerPanel(rnd.rules.board_size)
        self.dealer.card_tapped.connect(self._dealer_card)
        self.heading, self.reader, self.prompt = self.dealer.heading, self.dealer.reader, self.dealer.prompt
        self.dealing = self.dealer.dealing
        self.table_layout = tv
        tv.addWidget(self.dealer, 0)
        self.box_area = BoxArea()
        tv.addWidget(self.box_area, 1)
        self.pages.addWidget(table_page)
        self.settlement = SettlementView()
        self.pages.addWidget(self.settlement)
        outer.addWidget(self.alerts)
        outer.addWidget(self.pages, 1)

        self.message = label("", "Message", wrap=True)
        self.message.hide()
        outer.addWidget(self.message)

        bottom = QFrame()
        bottom.setObjectName("BottomBar")
        self.bar = QHBoxLayout(bottom)
        self.bar.setContentsMargins(6, 6, 6, 6)
        self.bar.setSpacing(8)
        outer.addWidget(bottom)
        self.bottom = bottom
        self.bar_buttons: dict[str, QPushButton] = {}

        self.panels: dict[int, BoxPanel] = {}
        for n in range(1, session.config.boxes + 1):
            p = BoxPanel(n, self.box_area)
            p.action.connect(self.on_action)
            p.wagers_tapped.connect(self.open_wagers)
            p.card_tapped.connect(self._box_card)
            p.selection_done.connect(self._selection_done)
            self.panels[n] = p
        self.columns = 0
        self.dealer_in_grid: bool | None = None
        self.overlay: Overlay | None = None
        self._page_phase: Phase | None = None
        self._bar_key: tuple[object, ...] | None = None
        self._refresh_due = False
        self.box_area.resized.connect(self._arrange)
        self._layout_boxes()
        session.changed.connect(self._changed)
        session.refused.connect(self.show_message)
        # A bound method, not a lambda: Qt drops the connection when this screen is deleted
        # (a language change builds a new screen on the same session; a lambda kept calling
        # the deleted one's refresh).
        session.reader.connect(self._reader_changed)
        self.refresh()

    # -- layout ---------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout_boxes()
        if self.pages.currentIndex() == 1:
            self.refresh()

    def _place_floating(self) -> None:
        """The alert bar and the message are in the screen's layout (kept for subclasses)."""

    def _layout_boxes(self) -> None:
        """Dealer strip or dealer among the boxes, decision-button height, and each box's
        place (:func:`ui.box_layout.arrange`): only when one of them changes."""
        tall = self.height() >= theme.TALL_SCREEN
        in_grid = not tall
        if in_grid != self.dealer_in_grid:
            self.dealer_in_grid = in_grid
            self.table_layout.removeWidget(self.dealer)
            self.dealer.set_compact(in_grid)
            if in_grid:
                self.dealer.setParent(self.box_area)
                self.dealer.setMinimumHeight(0)
                self.dealer.show()
            else:
                self.table_layout.insertWidget(0, self.dealer, 0)
        if not in_grid:
            self.dealer.setMinimumHeight(min(170, max(110, self.height() // 7)))
        touch = theme.TOUCH if tall else theme.DECISION_TOUCH
        for p in self.panels.values():
            p.set_touch(touch)
        self._bar()
        self._arrange()

    def _arrange(self) -> None:
        rnd = self.session.round
        betting = rnd.phase is Phase.BETTING
        items = [Item(n, betting or n in rnd.boxes) for n in sorted(self.panels)]
        if self.dealer_in_grid:
            items.append(Item(0, True))
        full = [p for n, p in self.panels.items() if n in rnd.boxes and not betting]
        wide = self.width() >= 1600
        area = self.box_area
        needs = Needs(
            min_width=max([150, *(p.buttons_width() for p in self.panels.values())]),
            compact_width=180 if wide else 150,
            cards=rnd.rules.hand_size,
        )
        memo: dict[int, int] = {}

        def overhead(width: int) -> int:
            if width not in memo:
                memo[width] = max((p.overhead(width) for p in full), default=120)
            return memo[width]

        places = arrange(items, area.width(), area.height(), needs, overhead)
        self.columns = max(
            1, max((sum(1 for r in places.values() if r.y == y) for y in {r.y for r in places.values()}), default=1)
        )
        for n, r in places.items():
            w = self.dealer if n == 0 else self.panels[n]
            if w.geometry().getRect() != (r.x, r.y, r.width, r.height):
                w.setGeometry(r.x, r.y, r.width, r.height)
            if w.isHidden():
                w.show()

    # -- refreshing -----------------------------------------------------------------------------

    def _changed(self, record: object) -> None:
        if record is None:
            self.selecting, self.selected, self.correcting = None, frozenset(), False
            self.settlement.clear()
        elif self.selecting is not None and self.selecting[1] not in self.session.round.allowed(self.selecting[0]):
            self.selecting, self.selected = None, frozenset()
        self.message.hide()
        if isinstance(record, CardDealt) and not self.correcting:
            # A card: show it at once; the rest of the screen (hand names, side bets, the
            # buttons of a phase that may have just begun) follows on the next turn of the
            # event loop, after the card has been painted.
            self.show_cards()
            if not self._refresh_due:
                self._refresh_due = True
                QTimer.singleShot(AFTER_PAINT_MS, self._deferred_refresh)
            return
        self.refresh()

    def _reader_changed(self, _state: str) -> None:
        self.refresh()

    def _deferred_refresh(self) -> None:
        if self._refresh_due:
            self.refresh()

    def show_cards(self) -> None:
        """Only the cards (boxes and dealer) and the next-card mark: cheap, for each card."""
        rnd = self.session.round
        next_slot = rnd.expected_slot()
        for n, p in self.panels.items():
            if n in rnd.boxes and p.cards.isVisible():
                p.cards.show_cards(box_cards(rnd, n), room_for=rnd.rules.hand_size, next_slot=next_slot)
        self.dealer.show_view(dealer_view(rnd), next_slot=next_slot)

    def refresh(self) -> None:
        self._refresh_due = False
        s = self.session
        rnd = s.round
        betting = rnd.phase is Phase.BETTING
        self.heading.setText(
            translate("Table", "{game}  ·  table {table}  ·  round {n}").format(
                game=game_name(rnd.profile.name, rnd.profile.title), table=s.config.table_id, n=s.round_number
            )
        )
        self.dealing.setText(dealing_text(s))  # who deals (ui/rotation.py), a line of its own
        self.reader.setText(self._reader_text())
        self.alerts.show_round(rnd)
        settled = rnd.phase is Phase.SETTLEMENT
        if settled and self._page_phase is not Phase.SETTLEMENT:
            self.pages.setCurrentIndex(1)
        if not settled:
            self.pages.setCurrentIndex(0)
        self._page_phase = rnd.phase
        # Settled and showing the settlement: the table page is hidden, refreshed when shown.
        if not (rnd.phase is Phase.SETTLEMENT and self.pages.currentIndex() == 1):
            panel_width = self.panels[1].width() if self.panels else 400
            per_button = max(2, min(4, panel_width // 105))
            hand_size = rnd.rules.hand_size
            next_slot = rnd.expected_slot()
            to_decide = rnd.boxes_to_decide()
            for n, p in self.panels.items():
                view = box_view(rnd, n, to_decide)
                sel = self.selecting is not None and self.selecting[0] == n
                ok = False
                if sel and self.selecting is not None:
                    discard = tuple(c for c in rnd.boxes[n].cards if c.index in self.selected)
                    ok = rnd.can(n, Action(self.selecting[1], discard=discard))
                p.show_view(
                    view,
                    betting=betting,
                    hand_size=hand_size,
                    selecting=self.selecting[1] if sel and self.selecting else None,
                    selected=self.selected if sel else frozenset(),
                    selection_ok=ok,
                    correcting=self.correcting,
                    columns=per_button,
                    next_slot=next_slot,
                )
            self.dealer.show_view(dealer_view(rnd), correcting=self.correcting, next_slot=next_slot)
            self._arrange()
        self.prompt.setText(prompt_text(s))
        if settled and self.pages.currentIndex() == 1:
            n = len(rnd.boxes)
            # As before the boxes were arranged by need: as many columns as 300 px boxes fit.
            fit = max(1, max(self.width(), 1280) // 300)
            grid = math.ceil(n / math.ceil(n / fit))
            columns = n if n <= 4 else min(grid, math.ceil(n / 2)) if self.width() < 1600 else min(n, 5)
            self.settlement.show_settlement(rnd.settlement(), max(1, columns), large=self.height() >= 940)
        self._bar()
        self.last_refresh = time.perf_counter()

    def _reader_text(self) -> str:
        s = self.session
        if s.source is None:
            return translate("Table", "No card reader")
        # The simulated shoe's own name is a code word ("simulated"): the screen names it.
        name = translate("Table", "Simulated shoe") if s.simulated else getattr(s.source, "name", "")
        if s.reader_state == "lost":
            return "● " + translate("Table", "Reader {name} LOST").format(name=name)
        if s.reader_state == "untrusted":
            return "● " + translate("Table", "Reader {name} NOT TRUSTED").format(name=name)
        return "● " + translate("Table", "Reader {name} OK").format(name=name)

    def _bar(self) -> None:
        s = self.session
        rnd = s.round
        p = rnd.phase
        undo = rnd.undo_preview()
        waiting = rnd.approvals_needed()
        key = (
            p,
            self.height() < theme.TALL_SCREEN,
            undo.seq if undo else None,
            self.correcting,
            s.unlogged is not None,
            bool(s.last_wagers),
            bool(rnd.boxes),
            self.pages.currentIndex(),
            tuple(waiting),
        )
        if key == self._bar_key:
            deal = self.bar_buttons.get("deal")
            if deal is not None:  # only the count changed: no need to rebuild the bar
                deal.setText(translate("Table", "Deal {n} cards").format(n=len(rnd.expected)))
            return
        self._bar_key = key
        clear_layout(self.bar)
        self.bar_buttons = {}

        short = self.height() < theme.TALL_SCREEN

        def add(name: str, text: str, tap: Callable[[], object], role: str = "", enabled: bool = True) -> None:
            b = button(text, tap, role=role, name=f"bar_{name}")
            if short:  # the bar gives a short screen's boxes what the boxes' own buttons give
                size_button(b, theme.DECISION_TOUCH)
            b.setEnabled(enabled)
            self.bar.addWidget(b)
            self.bar_buttons[name] = b

        if s.unlogged is not None:
            add("retry", translate("Table", "Retry writing the log"), s.write_log, "main")
            add("settings", "⚙", self.settings_tapped.emit)
            return
        if undo is not None:
            data = undo.data
            what = action_name(
                str(data["action"]["do"]) + (f":{data['action']['multiple']}" if data["action"].get("multiple") else "")
            )
            add("undo", translate("Table", "Undo box {n}: {what}").format(n=data["box"], what=what), s.undo)
        elif not (p is Phase.SETTLEMENT and waiting):  # room for "Pit boss: approve" (no undo there)
            add("undo", translate("Table", "Undo"), s.undo, enabled=False)
        if p is not Phase.BETTING:
            add(
                "correct",
                translate("Table", "Stop correcting") if self.correcting else translate("Table", "Correct a card"),
                lambda: self.set_correcting(not self.correcting),
                "danger" if self.correcting else "",
            )
        if s.simulated and p in CARD_PHASES:
            add("deal1", translate("Table", "Deal 1 card"), lambda: s.deal(1))
            add("deal", translate("Table", "Deal {n} cards").format(n=len(rnd.expected)), s.deal_step)
        if p is Phase.BETTING and s.last_wagers:
            add("repeat", translate("Table", "Same wagers again"), s.repeat_wagers)
        if p is Phase.BETTING:  # dealer rotation: refused in one line once the round has begun
            add("rotate", translate("Rotation", "Change croupier"), lambda: rotate_tapped(self))
        self.bar.addStretch(1)
        main = {
            Phase.BETTING: ("deal_start", translate("Table", "DEAL"), s.start_deal),
            Phase.INSURANCE: ("close", translate("Table", "Close insurance"), s.close_step),
            Phase.BUY_CARDS: ("close", translate("Table", "No more bought cards"), s.close_step),
            Phase.OPEN_DEALER: ("close", translate("Table", "Open the dealer"), s.close_step),
            Phase.DEALER_GAME_OFFER: ("close", translate("Table", "No more dealer games"), s.close_step),
        }.get(p)
        if main is not None:
            name, text, tap = main
            enabled = bool(rnd.boxes) if p is Phase.BETTING else True
            add(name, text, tap, "main", enabled)
        if p is Phase.SETTLEMENT:
            if self.pages.currentIndex() == 1:
                add("table", translate("Table", "Show the table"), lambda: self.show_page(0))
                if waiting:  # a large payout: the pit boss approves first (issue #18)
                    from ui.approvals import approve_by_pin

                    add("approve", translate("Approval", "Pit boss: approve"), lambda: approve_by_pin(self), "main")
                # While a payout waits, Confirm only says so: it is not the step to take yet.
                add("confirm", translate("Table", "CONFIRM: chips moved"), s.confirm, "" if waiting else "confirm")
            else:
                add("settlement", translate("Table", "Show the settlement"), lambda: self.show_page(1), "main")
        add("settings", "⚙", self.settings_tapped.emit)
        self.bar_buttons["settings"].setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_page(self, index: int) -> None:
        self.pages.setCurrentIndex(index)
        self._bar_key = None
        self.refresh()

    def show_message(self, text: str) -> None:
        self.message_text = text
        self.message.setText(text)
        self.message.show()

    # -- taps ----------------------------------------------------------------------------------

    def on_action(self, box: int, name: str) -> None:
        s = self.session
        do, _, multiple = name.partition(":")
        if do in SELECT_CARDS:
            self.selecting = (box, do)
            self.selected = frozenset()
            self.refresh()
            return
        if do == "insure":
            rng = s.round.insurance_range(box)
            if rng is None:
                return
            low, high = rng
            self._open(
                AmountOverlay(
                    self.window(),
                    translate("Table", "Box {n}: insurance").format(n=box),
                    low,
                    high,
                    s.round.profile.table.chip_unit,
                    lambda v: s.act(box, Action("insure", amount=v)),
                    self._last_message,
                )
            )
            return
        s.act(box, Action(do, multiple=int(multiple) if multiple else None, street=s.round.street()))

    def _box_card(self, box: int, slot: Slot | None, card: Card | None) -> None:
        if self.selecting is not None and self.selecting[0] == box and card is not None:
            chosen = set(self.selected)
            chosen.symmetric_difference_update({card.index})
            if self.selecting[1] == "buy_card":
                chosen = {card.index} if card.index not in self.selected else set()
            self.selected = frozenset(chosen)
            self.refresh()
            return
        if self.correcting and slot is not None:
            self.open_correction(slot, card)

    def _dealer_card(self, slot: Slot | None, card: Card | None) -> None:
        if self.correcting and slot is not None:
            self.open_correction(slot, card)

    def _selection_done(self, box: int, confirmed: bool) -> None:
        selecting = self.selecting
        self.selecting = None
        chosen = self.selected
        self.selected = frozenset()
        if confirmed and selecting is not None:
            discard = tuple(c for c in self.session.round.boxes[box].cards if c.index in chosen)
            if not self.session.act(box, Action(selecting[1], discard=discard)):
                self.selecting, self.selected = selecting, chosen
        self.refresh()

    def set_correcting(self, on: bool) -> None:
        self.correcting = on
        self.selecting, self.selected = None, frozenset()
        if on:
            self.show_message(translate("Table", "Tap the card to correct"))
        else:
            self.message.hide()
        self.refresh()

    # -- overlays --------------------------------------------------------------------------------

    def _open(self, overlay: Overlay) -> None:
        if self.overlay is not None:
            self.overlay.close_overlay()
        self.overlay = overlay
        overlay.closed.connect(lambda: self._overlay_closed(overlay))
        overlay.open()

    def _overlay_closed(self, overlay: Overlay) -> None:
        if self.overlay is overlay:
            self.overlay = None

    def open_wagers(self, box: int) -> None:
        self._open(WagerOverlay(self.window(), self.session, box))

    def open_card_entry(self, slot: Slot) -> None:
        s = self.session
        self._open(
            CardOverlay(
                self.window(),
                translate("Table", "{slot}: the reader could not read it. Tap the card that is on the table.").format(
                    slot=slot_label(slot)
                ),
                sorted(s.round.visible_cards(), key=lambda c: c.index),  # never a face-down card
                lambda card, _why: s.enter_card(slot, card),
                self._last_message,
            )
        )

    def pit_boss_clears(self, alert_id: int) -> None:
        """A pit boss alert is cleared only with a pit boss's PIN (the name goes in the record)."""
        from dealer_assist.errors import DealerAssistError
        from ui.pitboss.entry import store_of
        from ui.pitboss.pin import PinOverlay

        s = self.session
        try:
            store = store_of(self.window())
        except DealerAssistError as err:
            self.show_message(refusal_text(err))
            return
        why = translate("Alerts", "checked by the pit boss")

        def cleared(grant: Grant) -> None:
            # Only while the PIN's pit boss still is one in the staff file (held to the record).
            try:
                with store.acting(grant):
                    s.resolve_alert(alert_id, why, who=grant.name)
            except DealerAssistError as err:
                self.show_message(refusal_text(err))

        self._open(
            PinOverlay(self.window(), store, "pit_boss", cleared, purpose=translate("Alerts", "clear the alert"))
        )

    def open_correction(self, slot: Slot, old: Card | None) -> None:
        s = self.session

        def done(card: Card, why: str) -> bool:
            ok = s.correct(slot, card, why)
            if ok:
                self.set_correcting(False)
            return ok

        self._open(
            CardOverlay(
                self.window(),
                translate("Table", "Correct {slot} (now {card}): tap the right card and say why").format(
                    slot=slot_label(slot), card=card_text(old)
                ),
                sorted((c for c in s.round.visible_cards() if old is None or c != old), key=lambda c: c.index),
                done,
                self._last_message,
                reasons=True,
            )
        )


__all__ = ["TableScreen", "money"]
