"""One round as the pit boss reviews it: the cards as dealt (drawn as cards), every step in
order with its time, every settlement line, the corrections and who made them; "Replay"
settles the round again with the engine and says whether it agrees; a pit boss may void
the round or adjust a box's payout (PIN, reason; recorded in the log, never an edit)."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from functools import partial
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGraphicsOpacityEffect,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_assist import messages
from dealer_assist.cards import parse_card
from dealer_assist.clock import to_local
from dealer_assist.errors import DealerAssistError
from dealer_assist.flow.dealing import Slot
from dealer_assist.log import Adjustment, LoggedRound
from dealer_assist.log.protocol import RoundStore
from dealer_assist.log.summary import CORRECTION_KINDS
from dealer_assist.messages import Message, msg
from dealer_assist.rules.settlement import shown_hand
from dealer_assist.staff import Grant, StaffStore
from ui import theme
from ui.decision_text import review_lines
from ui.i18n import (
    action_name,
    clock,
    game_name,
    hand_name,
    logged_note,
    money,
    outcome_name,
    parse_money,
    refusal_text,
    render,
    translate,
    wager_name,
    zone,
    zone_name,
)
from ui.panels import card_text, slot_label
from ui.pitboss.model import short_time
from ui.pitboss.pin import who_text
from ui.widgets import CardWidget, Overlay, button, label

CARD_HEIGHT = 84


def _card(code: str | None) -> Any:
    return parse_card(code) if code else None


def _cards_text(codes: list[str]) -> str:
    return " ".join(card_text(_card(c)) for c in codes)


def describe_record(record: dict[str, Any]) -> tuple[str, str]:
    """(box or "", what happened) for one record of a round, in the table's words."""
    kind, data = record["kind"], record.get("data") or {}
    box = str(data.get("box", "")) if isinstance(data.get("box"), int) and data.get("box") else ""
    if kind == "wagers":
        wagers = ", ".join(
            f"{wager_name(k)} {money(Decimal(str(v)))}"
            for k, v in (data.get("wagers") or {}).items()
            if not isinstance(v, dict)
        )
        blind = translate("PitBoss", " (blind box)") if data.get("blind_box") else ""
        return box, translate("PitBoss", "Wagers: {w}").format(w=wagers) + blind
    if kind in ("card", "held", "duplicate"):
        slot = Slot.from_json(data["slot"]) if isinstance(data.get("slot"), dict) else None
        box = str(slot.box) if slot is not None and slot.box else box
        where = slot_label(slot) if slot is not None else ""
        shown = card_text(_card(data.get("card"))) if data.get("card") else "??"
        if kind == "held":
            return box, translate("PitBoss", "Card {card} held (not expected)").format(card=shown)
        if kind == "duplicate":
            return box, translate("PitBoss", "Card {card} refused: already on the table").format(card=shown)
        return box, f"{where}: {shown}"
    if kind == "decision":
        action = data.get("action") or {}
        do = str(action.get("do", ""))
        name = action_name(f"{do}:{action['multiple']}" if action.get("multiple") else do)
        if action.get("discard"):
            name += " " + _cards_text(list(action["discard"]))
        if action.get("amount"):
            name += " " + money(Decimal(str(action["amount"])))
        return box, name
    if kind == "correction":
        slot = Slot.from_json(data["slot"]) if isinstance(data.get("slot"), dict) else None
        box = str(slot.box) if slot is not None and slot.box else box
        return box, translate("PitBoss", "CORRECTION {slot}: {old} → {new}").format(
            slot=slot_label(slot), old=card_text(_card(data.get("old"))), new=card_text(_card(data.get("new")))
        )
    if kind == "approval":  # a large payout approved by a pit boss (issue #18)
        how = (
            translate("PitBoss", "PIN at the table")
            if data.get("how") == "pin"
            else translate("PitBoss", "from the pit")
        )
        return box, translate("PitBoss", "Payout {amount} approved by {who} ({how})").format(
            amount=money(Decimal(str(data.get("amount", "0")))), who=who_text(record.get("who") or "?"), how=how
        )
    if kind == "alert":
        text = data.get("text")  # the alert as a key (logged since messages are keys): in the screen's words
        shown = render(messages.from_json(text)) if isinstance(text, dict) else data.get("message", data["kind"])
        return box, translate("PitBoss", "ALERT: {m}").format(m=shown)
    texts = {
        "deal": translate("PitBoss", "Deal started"),
        "open_dealer": translate("PitBoss", "Dealer's cards opened"),
        "confirm": translate("PitBoss", "Settlement confirmed"),
        "undo": translate("PitBoss", "UNDO of step {n}").format(n=data.get("target", "")),
        "remove_box": translate("PitBoss", "Box removed"),
        "acknowledge": translate("PitBoss", "Alert acknowledged"),
        "resolve_alert": translate("PitBoss", "Alert resolved"),
        "resolve": translate("PitBoss", "Unreadable card entered: {card}").format(
            card=card_text(_card(data.get("card")))
        )
        if data.get("card")
        else "",
    }
    if kind == "close":  # the round flow's own steps (``what`` is a code, never shown raw)
        closed = {
            "insurance": translate("PitBoss", "Insurance closed"),
            "buy_cards": translate("PitBoss", "Buying cards closed"),
            "dealer_game": translate("PitBoss", "Buying the dealer a game closed"),
        }
        what = str(data.get("what", ""))
        return box, closed.get(what) or translate("PitBoss", "Closed: {what}").format(what=what.replace("_", " "))
    return box, texts.get(kind) or kind.replace("_", " ")


def _named(hand: Any, cards: Any, board: Any = ()) -> str:
    """A logged hand's name, as the settlement names it with the board it was played with
    (:func:`~dealer_assist.rules.settlement.shown_hand`)."""
    if not hand:
        return ""
    return hand_name(shown_hand(str(hand), list(cards), list(board or ())) if cards else str(hand))


def line_html(line: dict[str, Any], cards: list[str] | None = None, board: list[str] | None = None) -> str:
    net = Decimal(str(line.get("net", "0")))
    stake = money(Decimal(str(line["stake"]))) if line.get("stake") is not None else ""
    what = []
    if line.get("hand"):
        what.append(_named(line["hand"], cards, board))
    if line.get("ratio"):
        what.append(str(line["ratio"]))
    if line.get("outcome") != "win":
        what.append(outcome_name(str(line.get("outcome", ""))))
    if line.get("note"):
        what.append(f"<i>{escape(logged_note(str(line['note'])))}</i>")
    colour = theme.WIN_TEXT if net > 0 else theme.LOSE_TEXT if net < 0 else theme.MUTED
    return (
        f"<tr><td style='padding-right:10px'>{escape(wager_name(str(line.get('wager', ''))))}</td>"
        f"<td align='right' style='padding-right:10px'>{stake}</td>"
        f"<td style='padding-right:10px'>{' '.join(what)}</td>"
        f"<td align='right' style='color:{colour}; font-weight:bold'>{money(net, signed=True)}</td></tr>"
    )


def card_row(codes: list[str], crossed: set[str] = frozenset(), height: int = CARD_HEIGHT) -> QWidget:  # type: ignore[assignment]
    """Cards drawn as cards, in a row; ``crossed`` ones (given up) are crossed out."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(4)
    for code in codes:
        w = CardWidget()
        w.set_height(height)
        w.show_card(_card(code))
        w.setObjectName(f"card_{code}")
        if code in crossed:
            # Given up (exchanged): faded, so the hand kept and the cards drawn stand out.
            effect = QGraphicsOpacityEffect(w)
            effect.setOpacity(0.35)
            w.setGraphicsEffect(effect)
            w.setToolTip(translate("PitBoss", "given up"))
        layout.addWidget(w)
    layout.addStretch(1)
    return row


class BoxView(QFrame):
    """One box: its cards as dealt (given-up cards crossed out) and the cards drawn, its
    wagers, its hand and every settlement line with the box's total."""

    def __init__(
        self,
        box: dict[str, Any],
        settled: dict[str, Any] | None,
        reviews: list[str] | None = None,
        *,
        board: list[str] | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("Panel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        n = box.get("box")
        title = translate("PitBoss", "Box {n}").format(n=n)
        wagers = ", ".join(
            f"{wager_name(k)} {money(Decimal(str(v)))}"
            for k, v in (box.get("wagers") or {}).items()
            if not isinstance(v, dict)
        )
        head = QHBoxLayout()
        head.addWidget(label(title, "BoxTitle"))
        head.addWidget(label(wagers, "Muted"), 1)
        net = Decimal(str(settled.get("net", "0"))) if settled else Decimal(0)
        if settled is not None:
            verdict = label(money(net, signed=True), "Title")
            colour = theme.PAY_BG if net > 0 else theme.COLLECT_BG if net < 0 else theme.PUSH_BG
            verdict.setStyleSheet(f"background:{colour}; border-radius:6px; padding:2px 12px;")
            verdict.setObjectName(f"box_net_{n}")
            head.addWidget(verdict)
        layout.addLayout(head)
        dealt = list(box.get("cards") or [])
        crossed: set[str] = set()
        drawn: list[str] = []
        for action in box.get("actions") or []:
            crossed.update(action.get("discard") or [])
            draw = action.get("draw")
            if isinstance(draw, list):
                drawn.extend(draw)
            elif isinstance(draw, str):
                drawn.append(draw)
        cards = QHBoxLayout()
        cards.addWidget(card_row(dealt, crossed))
        if drawn:
            cards.addWidget(label("→", "Title"))
            cards.addWidget(card_row(drawn))
        cards.addStretch(1)
        layout.addLayout(cards)
        self.dealt, self.drawn, self.crossed = dealt, drawn, crossed
        if settled is not None:
            best = settled.get("cards") if board else None
            hand = _named(settled.get("hand"), best, board)
            if settled.get("second_hand"):
                hand += " + " + hand_name(settled.get("second_hand"))
            if settled.get("status") == "folded":
                hand = translate("PitBoss", "folded")
            layout.addWidget(label(hand, "Hand"))
            rows = "".join(line_html(ln, best, board) for ln in settled.get("lines") or [])
            # Wrapped, so the longer words of Spanish and Russian lines do not widen the box
            # past its half of the screen (the step list beside it was squeezed to "Став…").
            lines = label(f"<table width='100%'>{rows}</table>", wrap=True)
            lines.setTextFormat(Qt.TextFormat.RichText)
            lines.setObjectName(f"lines_{n}")
            layout.addWidget(lines)
            if settled.get("capped"):
                capped = label(translate("PitBoss", "CAPPED at the table maximum"), "Message")
                layout.addWidget(capped)
        if reviews:  # what each decision was worth, on what the box saw when it decided
            worth = label("\n".join(reviews), "Muted", wrap=True)
            worth.setObjectName(f"review_{n}")
            layout.addWidget(worth)


class ReasonOverlay(Overlay):
    """Why (quick reasons or typed), and for an adjustment the box and its new net."""

    def __init__(
        self,
        host: QWidget,
        title: str,
        reasons: list[str],
        on_ok: Callable[[str, dict[str, Any]], str | None],
        *,
        boxes: dict[int, Decimal] | None = None,
    ) -> None:
        super().__init__(host, title, width=0.7, height=0.8)
        self.on_ok = on_ok
        self.boxes = boxes
        self.box: int | None = None
        self.box_buttons: dict[int, QPushButton] = {}
        if boxes:
            self.body.addWidget(label(translate("PitBoss", "Which box, and its net as it should have been"), "Section"))
            row = QHBoxLayout()
            for n, net in sorted(boxes.items()):
                b = button(
                    translate("PitBoss", "Box {n}: {net}").format(n=n, net=money(net, signed=True)),
                    partial(self._box, n),
                    name=f"adjust_box_{n}",
                )
                b.setCheckable(True)
                row.addWidget(b)
                self.box_buttons[n] = b
            self.body.addLayout(row)
            self.amount = QLineEdit()
            self.amount.setObjectName("adjust_amount")
            self.amount.setPlaceholderText(translate("PitBoss", "new net for the box (e.g. 120, or -10)"))
            self.body.addWidget(self.amount)
        self.body.addWidget(label(translate("PitBoss", "Why?"), "Section"))
        grid = QGridLayout()
        self.why = QLineEdit()
        self.why.setObjectName("why")
        for i, text in enumerate(reasons):
            # Two a row: three a row cut the Spanish and Russian reasons at 1280 px.
            grid.addWidget(button(text, partial(self.why.setText, text), name=f"reason_{i}"), i // 2, i % 2)
        self.body.addLayout(grid)
        self.body.addWidget(self.why)
        self.error = label("", "Message", wrap=True)
        self.error.hide()
        self.body.addWidget(self.error)
        self.body.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(button(translate("PitBoss", "Cancel"), self.close_overlay, name="cancel"))
        bottom.addWidget(button(translate("PitBoss", "Continue: pit boss PIN"), self._ok, role="confirm", name="ok"))
        self.body.addLayout(bottom)

    def _box(self, n: int) -> None:
        self.box = n
        for k, b in self.box_buttons.items():
            b.setChecked(k == n)

    def _ok(self) -> None:
        why = self.why.text().strip()
        data: dict[str, Any] = {}
        if self.boxes:
            if self.box is None:
                return self._error(translate("PitBoss", "Tap the box to adjust"))
            new = parse_money(self.amount.text())
            if new is None:
                return self._error(translate("PitBoss", "The new net must be an amount, like 120 or -10"))
            if new == self.boxes[self.box]:
                return self._error(translate("PitBoss", "The new net must differ from the settled one"))
            data = {"box": self.box, "old_net": str(self.boxes[self.box]), "new_net": str(new)}
        if not why:
            return self._error(translate("PitBoss", "Say why: the log keeps the reason"))
        problem = self.on_ok(why, data)
        if problem:
            return self._error(problem)
        self.close_overlay()

    def _error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()


class RoundDetail(QWidget):
    """The round's detail. ``back`` returns to the list; ``changed`` after a void or an
    adjustment (the list refreshes)."""

    back = Signal()
    changed = Signal(str)

    def __init__(
        self,
        log: RoundStore,
        round_id: str,
        *,
        ask_pin: Callable[[str, Callable[[Grant], None]], None] | None = None,
        staff: StaffStore | None = None,
        host: QWidget | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.log = log
        self.round_id = round_id
        self.ask_pin = ask_pin
        self.staff = staff  # the staff file a void's or an adjustment's pit boss is checked against
        self.host = host
        self.round: LoggedRound = log.get_round(round_id)
        self.adjustments: list[Adjustment] = log.adjustments(round_id)
        self.replay_agrees: bool | None = None
        self.replay_problems: list[str] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(8)
        r = self.round
        head = QHBoxLayout()
        head.addWidget(button(translate("PitBoss", "◀ Rounds"), self.back.emit, name="detail_back"))
        short = r.round_id if len(r.round_id) <= 14 else r.round_id[:8] + "…"
        title = label(translate("PitBoss", "Round {id}").format(id=short), "Title")
        title.setToolTip(r.round_id)
        head.addWidget(title, 1)
        self.void_badge = label(translate("PitBoss", "VOID"), "Void")
        self.void_badge.setVisible(any(a.kind == "void" for a in self.adjustments))
        head.addWidget(self.void_badge)
        self.replay_button = button(translate("PitBoss", "Replay"), self.replay, role="main", name="replay")
        head.addWidget(self.replay_button)
        self.void_button = button(translate("PitBoss", "Void round"), self.start_void, role="danger", name="void")
        self.void_button.setEnabled(not self.void_badge.isVisible() and ask_pin is not None)
        head.addWidget(self.void_button)
        self.adjust_button = button(translate("PitBoss", "Adjust payout"), self.start_adjust, name="adjust")
        self.adjust_button.setEnabled(ask_pin is not None)
        head.addWidget(self.adjust_button)
        for b in (self.replay_button, self.void_button, self.adjust_button):
            b.setMinimumWidth(170)
        outer.addLayout(head)
        facts = translate(
            "PitBoss",
            "{game} · table {table} · croupier {croupier} · started {start} · confirmed {end} ({zone}) · {id}",
        ).format(
            zone=zone_name(),
            id=r.round_id,
            game=game_name(r.game, r.profile_name),
            table=r.table_id,
            croupier=r.croupier or "—",
            start=short_time(r.started_at),
            end=short_time(r.confirmed_at),
        )
        outer.addWidget(label(facts, "Muted", wrap=True))
        # Why a void or an adjustment was not recorded (the log locked, the disk full ...).
        self.message = label("", "Message", wrap=True)
        self.message.hide()
        outer.addWidget(self.message)
        # A round altered behind the log is neither voided nor adjusted (the log refuses it):
        # said as the detail opens, before anything is typed, with Void and Adjust disabled,
        # so the Adjust dialog never offers the altered settlement as the box's current net.
        self._refused_as_altered()
        self.replay_result = label("", "Agree", wrap=True)
        self.replay_result.hide()
        outer.addWidget(self.replay_result)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 6, 0)
        lv.setSpacing(8)
        settlement = r.settlement
        dealer = r.round_file.get("dealer") or {}
        dealer_frame = QFrame()
        dealer_frame.setObjectName("Panel")
        dv = QVBoxLayout(dealer_frame)
        dv.setContentsMargins(10, 8, 10, 8)
        dh = QHBoxLayout()
        dh.addWidget(label(translate("PitBoss", "Dealer"), "BoxTitle"))
        dealer_hand = (settlement.get("dealer") or {}).get("hand")
        qualifies = (settlement.get("dealer") or {}).get("qualifies")
        shown_board = (settlement.get("dealer") or {}).get("board")  # only hold'em has a board
        dealer_cards = list((settlement.get("dealer") or {}).get("cards") or [])
        text = _named(dealer_hand, dealer_cards, shown_board)
        if qualifies is False:
            text += translate("PitBoss", " (does not qualify)")
        dh.addWidget(label(text, "Hand"), 1)
        dv.addLayout(dh)
        cards = QHBoxLayout()
        cards.addWidget(card_row(list(dealer.get("cards") or [])))
        bought = (dealer.get("bought_game") or {}).get("draw")
        if bought:
            cards.addWidget(label(translate("PitBoss", "bought game →"), "Muted"))
            cards.addWidget(card_row([bought]))
        if r.round_file.get("board"):
            cards.addWidget(label(translate("PitBoss", "board"), "Muted"))
            cards.addWidget(card_row(list(r.round_file["board"])))
        cards.addStretch(1)
        dv.addLayout(cards)
        if r.round_file.get("burns"):
            burns = QHBoxLayout()
            burns.addWidget(label(translate("PitBoss", "burns"), "Muted"))
            burns.addWidget(card_row(list(r.round_file["burns"]), height=48))
            dv.addLayout(burns)
        lv.addWidget(dealer_frame)
        settled = {b.get("box"): b for b in settlement.get("boxes") or []}
        self.box_views: dict[int, BoxView] = {}
        for box in r.round_file.get("boxes") or []:
            view = BoxView(
                box, settled.get(box.get("box")), review_lines(r.round_file, int(box.get("box", 0))), board=shown_board
            )
            self.box_views[int(box.get("box", 0))] = view
            lv.addWidget(view)
        lv.addStretch(1)
        left.setObjectName("ScrollContent")
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(left)
        split.addWidget(scroll)

        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(6, 0, 0, 0)
        rv.addWidget(label(translate("PitBoss", "Every step, in order"), "Section"))
        self.timeline = QTableWidget(0, 4)
        self.timeline.setObjectName("timeline")
        self.timeline.setHorizontalHeaderLabels(
            [
                translate("PitBoss", "Time ({zone})").format(zone=zone_name(short=True)),
                translate("PitBoss", "Box"),
                translate("PitBoss", "What"),
                translate("PitBoss", "Who / why"),
            ]
        )
        self.timeline.verticalHeader().hide()
        self.timeline.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.timeline.setWordWrap(False)
        self.timeline.verticalHeader().setDefaultSectionSize(34)
        h = self.timeline.horizontalHeader()
        h.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        h.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        h.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        h.setSectionResizeMode(3, QHeaderView.ResizeMode.Interactive)
        h.resizeSection(3, 150)
        self._fill_timeline()
        rv.addWidget(self.timeline, 1)
        rv.addWidget(label(translate("PitBoss", "Corrections and who made them"), "Section"))
        self.corrections = label("", wrap=True)
        self.corrections.setObjectName("corrections")
        self.corrections.setTextFormat(Qt.TextFormat.RichText)
        self.corrections.setAlignment(Qt.AlignmentFlag.AlignTop)
        rv.addWidget(self.corrections)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        # Halves from the start: left to its size hint, the boxes took the step list's room in
        # Spanish and Russian (longer wager and hand names), leaving "What" three letters wide.
        split.setSizes([10_000, 10_000])
        outer.addWidget(split, 1)
        self._fill_corrections()

    # -- what is shown ----------------------------------------------------------------------

    def _fill_timeline(self) -> None:
        records = self.round.records
        self.timeline.setRowCount(len(records))
        for i, record in enumerate(records):
            box, what = describe_record(record)
            who = " — ".join(x for x in (who_text(record.get("who") or ""), record.get("why")) if x)
            cells = [clock(to_local(record["time"], zone())), box, what, who]  # the table's time of day
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(f"{record['time']}  {what}  {who}".strip())
                if record["kind"] == "card":
                    item.setForeground(Qt.GlobalColor.lightGray)
                elif record["kind"] in CORRECTION_KINDS or record["kind"] == "alert":
                    item.setForeground(Qt.GlobalColor.yellow)
                self.timeline.setItem(i, c, item)

    def timeline_rows(self) -> list[tuple[str, str, str, str]]:
        t = self.timeline
        def text(r: int, c: int) -> str:
            item = t.item(r, c)
            return item.text() if item is not None else ""

        return [(text(r, 0), text(r, 1), text(r, 2), text(r, 3)) for r in range(t.rowCount())]

    def correction_entries(self) -> list[dict[str, Any]]:
        """Corrections made during the round, then voids and adjustments recorded after."""
        out: list[dict[str, Any]] = []
        for record in self.round.records:
            if record["kind"] in CORRECTION_KINDS:
                out.append(
                    {
                        "time": record["time"],
                        "kind": record["kind"],
                        "who": who_text(record.get("who") or ""),
                        "why": record.get("why") or "",
                        "what": describe_record(record)[1],
                    }
                )
        for a in self.adjustments:
            what = translate("PitBoss", "Round voided") if a.kind == "void" else translate("PitBoss", "Payout adjusted")
            if a.data.get("box") is not None:
                what += " " + translate("PitBoss", "box {n}: {old} → {new}").format(
                    n=a.data["box"],
                    old=money(Decimal(str(a.data.get("old_net", "0"))), signed=True),
                    new=money(Decimal(str(a.data.get("new_net", "0"))), signed=True),
                )
            out.append({"time": a.recorded_at, "kind": a.kind, "who": who_text(a.who), "why": a.why, "what": what})
        return out

    def _fill_corrections(self) -> None:
        entries = self.correction_entries()
        if not entries:
            self.corrections.setText(f"<span style='color:{theme.MUTED}'>{escape(translate('PitBoss', 'None'))}</span>")
            return
        rows = "".join(
            f"<tr><td style='padding-right:10px'>{escape(short_time(e['time']))}</td>"
            f"<td style='padding-right:10px; color:#ffe066'><b>{escape(e['what'])}</b></td>"
            f"<td style='padding-right:10px'>{escape(e['who'])}</td><td>{escape(e['why'])}</td></tr>"
            for e in entries
        )
        self.corrections.setText(f"<table>{rows}</table>")

    # -- replay -----------------------------------------------------------------------------

    def replay(self) -> bool:
        """Settle the round file again with the engine and compare with what was paid."""
        from dealer_assist.log.audit import difference_messages
        from dealer_assist.settle import settle_json

        try:
            again = settle_json(self.round.round_file)
        except DealerAssistError as err:
            self.replay_problems = [refusal_text(err)]
        else:
            self.replay_problems = [render(m) for m in difference_messages(self.round.settlement, again)]
        self.replay_agrees = not self.replay_problems
        if self.replay_agrees:
            lines = sum(len(b.get("lines") or []) for b in self.round.settlement.get("boxes") or [])
            text = translate(
                "PitBoss", "✔ Replay agrees: the engine settles this round exactly as it was paid ({n} lines)."
            ).format(n=lines)
            self.replay_result.setObjectName("Agree")
        else:
            shown = "; ".join(self.replay_problems[:4])
            text = translate("PitBoss", "✘ Replay DISAGREES: {what}").format(what=shown)
            self.replay_result.setObjectName("Disagree")
        self.replay_result.setText(text)
        self.replay_result.setStyleSheet("")  # re-read the object name's style
        self.replay_result.show()
        return self.replay_agrees

    # -- void and adjust --------------------------------------------------------------------

    def _overlay_host(self) -> QWidget:
        return self.host or self.window()

    def _refused_as_altered(self) -> bool:
        """Whether a void or an adjustment is refused before it is asked for: the round was
        altered behind the log (:meth:`RoundLog.round_altered`; Void and Adjust disabled from
        then on), or that cannot be checked now. Either way the detail says why in one line.
        Asked as the detail opens and again at each tap, as the round may be altered while it
        is shown; the write checks once more in its own transaction. Only the table's own log
        is written (a PIN callback given), so only it is asked."""
        from dealer_assist.log import RoundLog

        if self.ask_pin is None or not isinstance(self.log, RoundLog):
            return False
        try:
            position = self.log.round_altered(self.round_id)
        except DealerAssistError as err:  # the log cannot be read now: nothing is asked of the pit boss
            self._say(refusal_text(err))
            return True
        if position is None:
            return False
        self._disable_as_altered(msg("log.round_altered", round_id=self.round_id, position=position))
        return True

    def _disable_as_altered(self, why: Message) -> None:
        self.void_button.setEnabled(False)
        self.adjust_button.setEnabled(False)
        self._say(render(why))

    def start_void(self) -> None:
        if self._refused_as_altered():
            return
        reasons = [
            translate("PitBoss", "Misdeal"),
            translate("PitBoss", "Wrong cards in play"),
            translate("PitBoss", "Dispute settled by the pit boss"),
        ]
        ReasonOverlay(
            self._overlay_host(),
            translate("PitBoss", "Void round {id}").format(id=self.round_id[:12]),
            reasons,
            lambda why, data: self._with_pin("void", why, data),
        ).open()

    def start_adjust(self) -> None:
        if self._refused_as_altered():
            return
        boxes = {int(b["box"]): Decimal(str(b.get("net", "0"))) for b in self.round.settlement.get("boxes") or []}
        reasons = [
            translate("PitBoss", "Paid short"),
            translate("PitBoss", "Paid over"),
            translate("PitBoss", "Goodwill by the pit boss"),
        ]
        ReasonOverlay(
            self._overlay_host(),
            translate("PitBoss", "Adjust a payout of round {id}").format(id=self.round_id[:12]),
            reasons,
            lambda why, data: self._with_pin("adjustment", why, data),
            boxes=boxes,
        ).open()

    def _with_pin(self, kind: str, why: str, data: dict[str, Any]) -> str | None:
        if self.ask_pin is None:
            return translate("PitBoss", "No pit boss PIN can be asked here")
        self.ask_pin(kind, lambda grant: self.record(kind, grant, why, data))
        return None

    def record(self, kind: str, grant: Grant, why: str, data: dict[str, Any]) -> None:
        """Write the void or adjustment to the log (a new chained entry) in the name of the pit
        boss of ``grant`` and show it. The staff file is held from the check that they still
        are a pit boss there (not removed, moved or locked out since their PIN) to the end of
        the write. When the staff file or the log refuses it (locked by another program, the
        disk full, read-only, the round gone or voided meanwhile, or altered behind the log),
        nothing of it is written: the detail says why in one line, and the pit boss may try
        again (once the cause is gone; an altered round, never)."""
        from dealer_assist.log import RoundLog

        # Only the table's own log is written: the pit view's floor store gets no PIN callback.
        assert isinstance(self.log, RoundLog), "voids and adjustments go to the table's own round log"
        assert self.staff is not None, "a void or an adjustment is checked against the staff file"
        try:
            with self.staff.acting(grant):
                written = self.log.append_adjustment(self.round_id, kind, grant.who, why, data)
        except DealerAssistError as err:
            if err.message.key == "log.round_altered":  # altered since the tap: nothing more is offered
                self._disable_as_altered(err.message)
            else:
                self._say(refusal_text(err))
            return
        self.message.hide()
        try:
            self.adjustments = self.log.adjustments(self.round_id)
        except DealerAssistError as err:
            # Recorded, but the round's entries cannot be read back now (a read failed, or an
            # entry was changed in the moment since the write checked them): what was just
            # written is shown all the same, and the line says why the rest is not.
            self.adjustments = [*self.adjustments, written]
            self._say(refusal_text(err))
        self.void_badge.setVisible(any(a.kind == "void" for a in self.adjustments))
        self.void_button.setEnabled(not self.void_badge.isVisible())
        self._fill_corrections()
        self.changed.emit(self.round_id)

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()
