"""One drill on the screen: the table on the left, the question and the keypad on the right;
after CHECK, RIGHT or WRONG in big letters, both answers, the time taken, and the worked
answer — the engine's settlement lines of the box (or the insurance limits worked out)."""

from __future__ import annotations

import time
from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.errors import DealerAssistError
from dealer_assist.rules.settlement import MAIN_WAGERS, BoxSettlement
from dealer_assist.training.drills import (
    CAP,
    INSURANCE,
    NO_GAME,
    PAY,
    SECOND_HAND,
    Answer,
    Drill,
    Graded,
    paid_on_main_game,
)
from dealer_assist.training.worked import InsuranceWork
from ui.decision_text import review_lines
from ui.i18n import decimal, hand_name, money, refusal_text, translate
from ui.settlement_view import BoxSettlementCard, line_row
from ui.training.answers import AmountInput, AnswerInput, BoxesInput, ChoiceInput, RangeInput, answer_words
from ui.training.look import RIGHT_BG, WRONG_BG
from ui.training.scene_view import SceneView, cards_text
from ui.widgets import Overlay, button, clear_layout, label


def kind_title(kind: str) -> str:
    return {
        PAY: translate("Training", "Pay this box"),
        SECOND_HAND: translate("Training", "Which second hand?"),
        INSURANCE: translate("Training", "How much insurance may this player take?"),
        CAP: translate("Training", "What does the table maximum cap this to?"),
        NO_GAME: translate("Training", "Which boxes get paid when the dealer doesn't qualify?"),
    }.get(kind, kind)


def kind_short(kind: str) -> str:
    """A drill's name in a table column."""
    return {
        PAY: translate("Training", "Pay"),
        SECOND_HAND: translate("Training", "Second hand"),
        INSURANCE: translate("Training", "Insurance"),
        CAP: translate("Training", "Table maximum"),
        NO_GAME: translate("Training", "Dealer without a game"),
    }.get(kind, kind)


def question_text(drill: Drill) -> str:
    n = drill.box
    return {
        PAY: translate("Training", "Box {n}: how much do you pay or collect?"),
        SECOND_HAND: translate("Training", "Box {n}: which second hand does it hold?"),
        INSURANCE: translate("Training", "Box {n} wants insurance: the least and the most it may take?"),
        CAP: translate("Training", "Box {n} wins more than the table allows: what do you pay?"),
        NO_GAME: translate("Training", "The dealer has no game. Which boxes are paid on their main game?"),
    }.get(drill.kind, drill.question).format(n=n)


def insurance_steps(w: InsuranceWork) -> list[str]:
    """The working of the insurance limits, in the screen's language."""
    least = w.min_ante * w.ante
    minimum = (
        translate("Training", "Minimum: {k} × Ante {ante} = {low}").format(
            k=money(w.min_ante), ante=money(w.ante), low=money(w.low)
        )
        if least == w.low
        else translate("Training", "Minimum: {k} × Ante {ante} = {exact}, up to the chip ({unit}) = {low}").format(
            k=money(w.min_ante), ante=money(w.ante), exact=money(least), unit=money(w.chip_unit), low=money(w.low)
        )
    )
    steps = [
        minimum,
        translate("Training", "Possible win: Bet {bet} × {ratio} ({hand}) = {win}").format(
            bet=money(w.bet), ratio=w.principal_ratio, hand=hand_name(w.principal), win=money(w.principal_win)
        ),
    ]
    if w.second is not None:
        steps.append(
            translate("Training", "  + second hand: Bet {bet} × {ratio} ({hand}) = {win}; together {total}").format(
                bet=money(w.bet),
                ratio=w.second_ratio,
                hand=hand_name(w.second),
                win=money(w.second_win),
                total=money(w.possible),
            )
        )
    steps += [
        translate("Training", "{pct}% of the possible win = {amount}").format(
            pct=money(w.fraction * 100), amount=money(w.by_fraction)
        ),
        translate("Training", "Table maximum {max} − Ante {ante} = {room}").format(
            max=money(w.table_max), ante=money(w.ante), room=money(w.room)
        ),
        translate("Training", "Maximum: the smaller, rounded down to the chip ({unit}) = {high}").format(
            unit=money(w.chip_unit), high=money(w.high)
        ),
    ]
    return steps


def input_for(drill: Drill) -> AnswerInput:
    scene = drill.scene
    high = Decimal(1000)  # chip buttons up to 1,000: the amounts of a drill
    if drill.kind in (PAY, CAP):
        return AmountInput(scene.chip_unit, high)
    if drill.kind == INSURANCE:
        return RangeInput(scene.chip_unit, high)
    if drill.kind == SECOND_HAND:
        return ChoiceInput()
    return BoxesInput([b.box for b in scene.boxes])


class Verdict(QFrame):
    """RIGHT or WRONG, big, in green or red, with both answers and the time taken."""

    def __init__(self, graded: Graded) -> None:
        super().__init__()
        self.setObjectName("Verdict")
        colour = RIGHT_BG if graded.correct else WRONG_BG
        self.setStyleSheet(f"QFrame#Verdict {{ background: {colour}; border-radius: 12px; }}")
        h = QHBoxLayout(self)
        h.setContentsMargins(16, 8, 16, 8)
        word = translate("Training", "✓ RIGHT") if graded.correct else translate("Training", "✗ WRONG")
        self.word = label(word, "Big")
        self.word.setStyleSheet("color: white;")
        h.addWidget(self.word)
        kind = graded.drill.kind
        details = translate("Training", "Your answer: {given}").format(given=answer_words(kind, graded.given))
        if not graded.correct:
            details += "\n" + translate("Training", "Right answer: {expected}").format(
                expected=answer_words(kind, graded.drill.expected)
            )
        self.details = label(details, wrap=True)
        self.details.setStyleSheet("color: white; font-size: 24px; font-weight: bold;")
        h.addWidget(self.details, 1)
        self.time = label(translate("Training", "{s} s").format(s=decimal(graded.seconds)), "Big")
        self.time.setStyleSheet("color: white; font-size: 30px;")
        h.addWidget(self.time)


class PaidOnMainGame(QFrame):
    """One box of a "dealer without a game" drill: its main-game lines (the ones the
    question is about) and PAID or NOT PAID."""

    def __init__(self, b: BoxSettlement) -> None:
        super().__init__()
        self.setObjectName("Panel")
        self.box = b.box
        v = QVBoxLayout(self)
        v.setContentsMargins(10, 6, 10, 6)
        v.setSpacing(4)
        head = QHBoxLayout()
        head.addWidget(label(translate("Box", "BOX {n}").format(n=b.box), "BoxTitle"))
        if b.blind_box:
            head.addWidget(label(translate("Box", "BLIND"), "Blind"))
        status = translate("Box", "Folded") if b.status == "folded" else hand_name(b.hand)
        # Wrapped: beside BOX n and the ВТЁМНУЮ badge a Russian hand ran under the badge.
        hand = label(status, "Hand", wrap=True)
        hand.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        head.addWidget(hand, 1)
        v.addLayout(head)
        main = [ln for ln in b.lines if ln.wager in MAIN_WAGERS]
        lines = label("<table width='100%'>" + "".join(line_row(ln) for ln in main) + "</table>", wrap=True)
        lines.setTextFormat(Qt.TextFormat.RichText)
        lines.setStyleSheet("font-size: 18px;")
        v.addWidget(lines, 1)
        paid = paid_on_main_game(b)
        self.paid = paid
        badge = label(translate("Training", "PAID") if paid else translate("Training", "NOT PAID"))
        badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        badge.setStyleSheet(
            f"background: {RIGHT_BG if paid else '#5b6370'}; color: white; font-size: 26px; font-weight: 900;"
            " border-radius: 8px; padding: 4px;"
        )
        v.addWidget(badge)


class WorkedAnswer(QWidget):
    """The engine's working: settlement lines per box, or the insurance steps."""

    def __init__(self, drill: Drill) -> None:
        super().__init__()
        v = QVBoxLayout(self)
        v.setContentsMargins(0, 0, 0, 0)
        v.setSpacing(6)
        v.addWidget(label(translate("Training", "Worked answer"), "Title"))
        s = drill.settlement
        if drill.kind == INSURANCE and drill.insurance is not None:
            steps = label("<br>".join(insurance_steps(drill.insurance)), wrap=True)
            steps.setTextFormat(Qt.TextFormat.RichText)
            steps.setStyleSheet("font-size: 22px;")
            v.addWidget(steps)
            v.addStretch(1)
            self.cards: dict[int, BoxSettlementCard] = {}
            return
        assert s is not None
        dealer = translate("Settlement", "Dealer: {hand}").format(hand=hand_name(s.dealer.hand))
        dealer += "  —  " + (
            translate("Settlement", "qualifies") if s.dealer.qualifies else translate("Settlement", "does not qualify")
        )
        if s.dealer.bought_game is not None:
            dealer += "  ·  " + translate("Settlement", "bought game: {hand}").format(
                hand=hand_name(s.dealer.bought_game.hand)
            )
        v.addWidget(label(dealer, "Hand", wrap=True))
        boxes = drill.worked_boxes
        if drill.kind == SECOND_HAND and boxes:
            b = boxes[0]
            text = translate("Training", "Principal hand: {hand}").format(hand=hand_name(b.hand))
            if b.second_hand:
                text += "  ·  " + translate("Training", "second hand: {hand} ({cards})").format(
                    hand=hand_name(b.second_hand), cards=cards_text(b.second_hand_cards)
                )
            else:
                text += "  ·  " + translate("Training", "no second hand")
            v.addWidget(label(text, "Question", wrap=True))
        grid = QGridLayout()
        grid.setSpacing(8)
        columns = 1 if len(boxes) == 1 else min(4, len(boxes))
        self.cards = {}
        for i, b in enumerate(boxes):
            card: QWidget
            if drill.kind == NO_GAME:
                card = PaidOnMainGame(b)
            else:
                card = BoxSettlementCard(b, s.table, large=True)
                self.cards[b.box] = card
            grid.addWidget(card, i // columns, i % columns)
        v.addLayout(grid, 1)


class DrillView(QWidget):
    """A drill: question, answer, then feedback. ``grader`` marks the answer (and keeps it);
    ``finished`` is emitted when the trainee taps Next."""

    finished = Signal()
    checked = Signal(object)
    """The :class:`Graded` answer, once marked."""

    def __init__(
        self,
        drill: Drill,
        grader: Callable[[Answer | None], Graded],
        *,
        header: str = "",
        next_text: str = "",
        corner: QWidget | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("DrillScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.drill = drill
        self._grader = grader
        self.graded: Graded | None = None
        self.started = time.monotonic()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 6)
        outer.setSpacing(6)
        top = QHBoxLayout()
        self.title = label(kind_title(drill.kind), "Title")
        top.addWidget(self.title, 1)
        self.header = label(header, "Muted")
        top.addWidget(self.header)
        if corner is not None:
            corner.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            top.addWidget(corner)
        outer.addLayout(top)
        self.question = label(question_text(drill), "Question", wrap=True)
        outer.addWidget(self.question)
        self.pages = QStackedWidget()
        outer.addWidget(self.pages, 1)

        ask = QWidget()
        row = QHBoxLayout(ask)
        row.setContentsMargins(0, 0, 0, 0)
        self.scene = SceneView()
        self.scene.show_scene(drill.scene, asked=drill.box)
        row.addWidget(self.scene, 5 if drill.kind == NO_GAME else 3)
        right = QVBoxLayout()
        self.input = input_for(drill)
        self.input.changed.connect(self._changed)
        right.addWidget(self.input, 1)
        self.check = button(translate("Training", "CHECK"), self._check, role="confirm", name="check")
        self.check.setEnabled(False)
        right.addWidget(self.check)
        row.addLayout(right, 1 if drill.kind == NO_GAME else 2)
        self.pages.addWidget(ask)

        self.feedback = QWidget()
        self.feedback_layout = QVBoxLayout(self.feedback)
        self.feedback_layout.setContentsMargins(0, 0, 0, 0)
        self.pages.addWidget(self.feedback)
        # Why the training log refused the answer (or the session's end), over the drill: the
        # keypad has no height to spare for it. The answer stays, to be checked again.
        self.error_overlay: Overlay | None = None
        self.error: QLabel | None = None
        self.next_text = next_text or translate("Training", "Next drill")
        self.verdict: Verdict | None = None
        self.worked: WorkedAnswer | None = None
        self._changed()

    def _changed(self) -> None:
        self.check.setEnabled(self.input.value() is not None)

    def _check(self) -> None:
        if self.graded is not None:
            return
        try:
            graded = self._grader(self.input.value())
        except DealerAssistError as err:  # the training log refused it (locked, disk full ...)
            self.show_error(refusal_text(err))
            return
        self.close_error()
        self.graded = graded
        self.show_feedback(graded)
        self.checked.emit(graded)

    def show_error(self, text: str) -> None:
        """Say over the drill why the training log refused a write; OK closes it."""
        self.close_error()
        overlay = Overlay(self.window(), translate("Training", "Not recorded"), width=0.7, height=0.6)
        self.error = label(text, "Message", wrap=True)
        overlay.body.addWidget(self.error)
        hint = label(
            translate(
                "Training",
                "Nothing of it was kept. Tap again once the training log can be written (the other "
                "program closed, disk space freed); if it stays, ask the technician.",
            ),
            wrap=True,
        )
        hint.setStyleSheet("font-size: 22px;")  # read at a metre, as the line above
        overlay.body.addWidget(hint)
        overlay.body.addStretch(1)
        overlay.body.addWidget(button(translate("Training", "OK"), self.close_error, role="main", name="error_ok"))
        self.error_overlay = overlay
        overlay.open()

    def close_error(self) -> None:
        overlay, self.error_overlay, self.error = self.error_overlay, None, None
        if overlay is not None:
            overlay.close_overlay()

    def show_feedback(self, graded: Graded) -> None:
        clear_layout(self.feedback_layout)
        self.verdict = Verdict(graded)
        self.feedback_layout.addWidget(self.verdict)
        drill = graded.drill
        worth = review_lines(drill.round_file, drill.box) if drill.box is not None else []
        self.decisions: QLabel | None = None
        if worth:  # what the box's decisions were worth, now that the round is over
            self.decisions = label("\n".join(worth), "Muted", wrap=True)
            self.decisions.setObjectName("decision_values")
            self.feedback_layout.addWidget(self.decisions)
        body = QHBoxLayout()
        self.worked = WorkedAnswer(graded.drill)
        if graded.drill.kind == NO_GAME:
            body.addWidget(self.worked, 1)
        else:
            scene = SceneView()
            scene.show_scene(graded.drill.scene, asked=graded.drill.box)
            body.addWidget(scene, 3)
            body.addWidget(self.worked, 2)
        self.feedback_layout.addLayout(body, 1)
        nxt = button(self.next_text, self.finished.emit, role="main", name="next")
        self.feedback_layout.addWidget(nxt)
        self.pages.setCurrentIndex(1)
