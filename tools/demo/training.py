"""``dealer-assist train --demo-screens DIR`` (and ``gui --demo-screens``): the training
screens played offscreen by tapping the real widgets, a PNG of each at 1920x1080 and
1280x800. Seeded, so the same drills come up every time."""

from __future__ import annotations

import os
from decimal import Decimal
from pathlib import Path

from dealer_assist.money import fmt
from dealer_assist.training.drills import Answer
from tools.demo import folder as demo_folder

SIZES = ((1920, 1080), (1280, 800))
SEED = 7


def answer_taps(view: object, answer: Answer | None) -> list[object]:
    """The buttons to tap, in order, to give ``answer`` on a drill view's input."""
    from ui.training.answers import AmountInput, BoxesInput, ChoiceInput, RangeInput

    inp = view.input  # type: ignore[attr-defined]
    taps: list[object] = []

    def digits(amount: Decimal) -> None:
        taps.append(inp.keypad.keys["C"])
        for ch in fmt(amount):
            taps.append(inp.keypad.keys[ch])

    if isinstance(inp, AmountInput):
        assert isinstance(answer, Decimal)
        if answer == 0:
            taps.append(inp.sides["push"])
        else:
            digits(abs(answer))
            taps.append(inp.sides["pay" if answer > 0 else "collect"])
    elif isinstance(inp, RangeInput):
        assert isinstance(answer, tuple)
        for name, amount in zip(("low", "high"), answer, strict=True):
            taps.append(inp.fields[name])
            digits(amount)
    elif isinstance(inp, ChoiceInput):
        assert isinstance(answer, str)
        taps.append(inp.buttons[answer])
    elif isinstance(inp, BoxesInput):
        assert isinstance(answer, frozenset)
        taps += [inp.buttons[n] for n in sorted(answer)]
    return taps


def write_screens(folder: Path, *, sizes: tuple[tuple[int, int], ...] = SIZES, language: str = "en") -> list[Path]:
    """Play the training screens; the PNGs written in ``folder`` (in another ``language``,
    ``es`` or ``ru``, the names end in ``-es`` / ``-ru``)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")  # the offscreen plugin's size-hint notices
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QPushButton, QWidget

    from dealer_assist.flow import Phase
    from dealer_assist.training.store import TrainingLog
    from ui.i18n import set_language
    from ui.qt import application, settle
    from ui.training.window import TrainingWindow

    application()
    tag = "" if language == "en" else f"-{language}"
    scratch = f"demo-training{tag}.db"
    demo_folder.claim(folder, [scratch])  # a live log or staff file here: refused, nothing written
    demo_folder.remove(folder, scratch)
    written: list[Path] = []
    set_language(language)
    log = TrainingLog.open(folder / scratch)
    window = TrainingWindow(log, trainee="Ana", game="novo", level=2, seed=SEED)
    window.show()

    def shot(name: str) -> None:
        for w, h in sizes:
            window.resize(w, h)
            settle()
            path = folder / f"train-{len(written) // len(sizes) + 1:02d}-{name}{tag}-{w}x{h}.png"
            window.grab().save(str(path))
            written.append(path)

    def click(widget: object) -> None:
        assert isinstance(widget, QWidget)
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        QTest.qWait(40)  # the table screen redraws its buttons just after a card is painted
        settle()

    def press(name: str, root: QWidget | None = None) -> None:
        settle()
        found = [b for b in (root or window).findChildren(QPushButton, name) if b.isVisible()]
        if not found:
            raise RuntimeError(f"training demo: no button {name!r} on the screen")
        click(found[-1])

    def answer(value: Answer | None) -> None:
        view = window.drill_view
        assert view is not None
        for b in answer_taps(view, value):
            click(b)

    def wrong(value: Answer) -> Answer:
        if isinstance(value, Decimal):
            return value + 10
        if isinstance(value, tuple):
            return (value[0], value[1] * 2)
        if isinstance(value, frozenset):
            return value | {max(value, default=0) + 1} if len(value) < 3 else frozenset(list(value)[:-1])
        return "NONE" if value != "NONE" else "ACE_KING"

    try:
        shot("home")
        press("drill_pay")
        assert window.drill_view is not None
        shot("pay-question")
        answer(wrong(window.drill_view.drill.expected))
        shot("pay-answer-typed")
        press("check")
        shot("pay-wrong-worked-answer")
        press("next")
        answer(window.drill_view.drill.expected)
        press("check")
        shot("pay-right")
        press("end")
        for kind, right in (("second_hand", True), ("insurance", False), ("cap", True), ("no_game", False)):
            press("home")
            press(f"drill_{kind}")
            assert window.drill_view is not None
            expected = window.drill_view.drill.expected
            shot(f"{kind}-question")
            answer(expected if right else wrong(expected))
            press("check")
            shot(f"{kind}-{'right' if right else 'wrong'}")
            press("end")
        # A mixed session: every other answer wrong, then its summary.
        press("home")
        press("mixed")
        for i in range(6):
            assert window.drill_view is not None
            expected = window.drill_view.drill.expected
            answer(expected if i % 2 else wrong(expected))
            press("check")
            press("next")
        press("end")
        shot("session-summary")
        press("stats")
        shot("statistics")
        press("home")
        press("table")
        table = window.table
        assert table is not None
        session = table.session
        screen = table.screen
        shot("table-players-seated")
        calls_shown = False

        def phase() -> Phase:  # read afresh: every tap moves the round on
            return session.round.phase

        press("bar_deal_start")
        while session.round.phase in (Phase.DEALING, Phase.DRAWS):
            press("bar_deal")
            settle(lambda: not session.round.expected or session.round.phase not in (Phase.DEALING, Phase.DRAWS))
            if phase() is Phase.DECISIONS and not calls_shown:
                shot("table-player-calls")
                calls_shown = True
            for _ in range(30):
                call = session.next_call()
                if call is None:
                    break
                box, action = call
                do = action.do
                QTest.qWait(40)
                buttons = screen.panels[box].action_buttons
                if do in ("exchange", "buy_card"):
                    click(buttons[do])
                    for card in action.discard:
                        w = next(w for w in screen.panels[box].cards.widgets if w.card == card and w.isVisible())
                        click(w)
                    click(screen.panels[box].action_buttons["confirm_selection"])
                elif do == "insure":
                    click(buttons["insure"])
                    assert screen.overlay is not None
                    pad = screen.overlay.keypad  # type: ignore[attr-defined]
                    pad.set_value(action.amount)
                    press("ok", screen.overlay)
                else:
                    click(buttons[f"{do}:{action.multiple}" if action.multiple else do])
            while session.round.phase in (Phase.INSURANCE, Phase.BUY_CARDS, Phase.DEALER_GAME_OFFER, Phase.OPEN_DEALER):
                if session.next_call() is not None:
                    break
                press("bar_close")
        settle(lambda: table.quiz is not None)
        quiz = table.quiz
        if quiz is not None:
            shot("table-pay-quiz")
            first = True
            while table.quiz is not None:
                view = quiz.view
                assert view is not None, "the pay quiz shows no question"
                value = view.drill.expected
                for b in answer_taps(view, value if not first else wrong(value)):
                    click(b)
                click(view.check)
                if first:
                    shot("table-pay-quiz-feedback")
                    first = False
                click(next(b for b in view.findChildren(QPushButton, "next") if b.isVisible()))
            shot("table-settlement-after-quiz")
    finally:
        window.close()
        log.close()
        demo_folder.remove(folder, scratch)
        set_language("en")
    return written
