"""``dealer-assist gui --demo-screens DIR``: a scripted Novo Poker round, played offscreen
by tapping the real screen, with a PNG of every step at 1920x1080 and 1280x800.

Five boxes, cards scripted so that every situation really occurs: box 1 exchanges three
cards, box 2 buys a sixth card and holds a second hand, box 3 insures its three of a kind,
box 4's four of a kind is capped at the table maximum, box 5 folds; one card reaches the
screen unreadable and is entered with the 52-card picker.
"""

from __future__ import annotations

import argparse
import os
from decimal import Decimal
from pathlib import Path

from dealer_assist.cards import Card, parse_cards
from tools.demo.tables import ScriptedShoe

__all__ = ["ScriptedShoe", "run", "script", "write_demo_screens", "write_training_screens"]

SIZES = ((1920, 1080), (1280, 800))

# Dealt by the shoe procedure: a burn, then one card at a time to boxes 1-5 and the dealer,
# five times; then a burn and the exchanges / sixth cards in box order.
BOXES = {
    1: "Ah Kd 7c 4s 2h",  # exchanges 7c 4s 2h ...
    2: "Js Jd 5c 5h Ks",  # two pairs; buys a sixth card ...
    3: "8s 8h 8c 3d 6s",  # three of a kind: plays and insures
    4: "Ts Th Td Tc 5d",  # four of a kind: 20:1 on the Bet, over the table maximum
    5: "2d 3c 6h 9c Jh",  # nothing: folds
}
DEALER = "Qs Qh 4d 7h 2c"  # a pair of queens: the dealer qualifies (up card: the 2c)
DRAWS = "Ac Kc 9d Kh"  # ... box 1 draws Ac Kc 9d (two pairs), box 2 draws Kh (KK JJ + second hand)
BURNS = ("9s", "7s")
WAGERS = {1: "10", 2: "20", 3: "50", 4: "50", 5: "10"}
TABLE = {"max_payout": "1000"}
UNREADABLE_AT = 16  # the 16th card of the deal (box 3's third card) reaches the screen as ??


def script() -> list[Card]:
    order = [BURNS[0]]
    boxes = {n: cards.split() for n, cards in BOXES.items()}
    dealer = DEALER.split()
    for i in range(5):
        order += [boxes[n][i] for n in sorted(boxes)] + [dealer[i]]
    order += [BURNS[1], *DRAWS.split()]
    return list(parse_cards(" ".join(order)))


def run(args: argparse.Namespace) -> int:
    """``dealer-assist gui --demo-screens DIR``: every demo screen written, one path a line."""
    from tools.demo.folder import isolated

    folder = Path(args.demo_screens)
    with isolated(folder):  # refuses a live folder; the user's settings untouched
        written = write_demo_screens(folder)
        written += write_training_screens(folder)
    for path in written:
        print(path)
    return 0


def write_demo_screens(folder: Path, *, sizes: tuple[tuple[int, int], ...] = SIZES) -> list[Path]:
    """Play the scripted round, save the PNGs in ``folder``; the paths written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")  # the offscreen plugin's size-hint notices
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QPushButton, QWidget

    from dealer_assist.flow import Phase, Round
    from dealer_assist.log import RoundLog
    from drivers.simulated import SimulatedSource
    from tools.demo import folder as demo_folder
    from tools.demo.pitboss import NotRemembered, demo_files
    from ui.app import MainWindow
    from ui.i18n import set_language
    from ui.qt import application, dispose, settle
    from ui.session import TableConfig, TableSession

    application()
    log_path = folder / "demo-rounds.db"
    demo_folder.claim(folder, [log_path.name, *demo_files()])  # a live log or staff file here: refused
    demo_folder.remove(folder, log_path.name)
    written: list[Path] = []
    set_language("en")
    window = MainWindow(NotRemembered(boxes=5, source="simulated", log=str(log_path)))
    window.show()

    def shot(name: str) -> None:
        for w, h in sizes:
            window.resize(w, h)
            settle()
            path = folder / f"{len(written) // len(sizes) + 1:02d}-{name}-{w}x{h}.png"
            window.grab().save(str(path))
            written.append(path)

    def press(name: str, root: QWidget | None = None) -> None:
        settle()
        found = [b for b in (root or window).findChildren(QPushButton, name) if b.isVisible()]
        if not found:
            raise RuntimeError(f"demo: no button {name!r} on the screen")
        QTest.mouseClick(found[-1], Qt.MouseButton.LeftButton)
        settle()

    shot("start-up")

    log = RoundLog.open(log_path)
    source = SimulatedSource(seed=0)
    source.shoe = ScriptedShoe(script())
    source.start()
    session = TableSession(TableConfig("novo", 5, {"max_payout": Decimal(TABLE["max_payout"])}), log=log, source=source)
    table = window.attach(session)
    def rnd() -> Round:
        return session.round  # the live round (replaced after Confirm)

    def box_button(box: int, name: str) -> QPushButton:
        settle()
        b = table.panels[box].action_buttons[name]
        return b

    try:
        shot("empty-table")
        for box, ante in WAGERS.items():
            QTest.mouseClick(box_button(box, "wagers"), Qt.MouseButton.LeftButton)
            overlay = table.overlay
            assert overlay is not None
            press("field_ante", overlay)
            for digit in ante:
                press(f"key_{digit}", overlay)
            if box == 4:
                shot("wagers-keypad")
            press("ok", overlay)
        shot("wagers-placed")
        press("bar_deal_start")

        # Deal up to the unreadable card, then let it reach the screen as ??.
        source.deal(UNREADABLE_AT - 1)
        settle(lambda: len(rnd().cards) >= UNREADABLE_AT - 1)
        hidden = source.deal_unreadable()
        settle(lambda: bool(rnd().unreadable_slots()))
        shot("unreadable-card-alert")
        press("alert_enter")
        assert table.overlay is not None and hidden is not None
        QTest.mouseClick(table.overlay.picker.cards[hidden.code], Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        settle()
        shot("card-picker")
        press("ok", table.overlay)
        press("alert_ack")
        source.deal(len(rnd().expected))
        settle(lambda: rnd().phase is Phase.DECISIONS)
        shot("decisions")

        QTest.mouseClick(box_button(1, "exchange"), Qt.MouseButton.LeftButton)
        for code in ("7c", "4s", "2h"):
            w = next(w for w in table.panels[1].cards.widgets if w.card is not None and w.card.code == code)
            QTest.mouseClick(w, Qt.MouseButton.LeftButton)
        settle()
        shot("exchange-selection")
        QTest.mouseClick(box_button(1, "confirm_selection"), Qt.MouseButton.LeftButton)
        QTest.mouseClick(box_button(2, "buy"), Qt.MouseButton.LeftButton)
        QTest.mouseClick(box_button(3, "play"), Qt.MouseButton.LeftButton)
        QTest.mouseClick(box_button(4, "play"), Qt.MouseButton.LeftButton)
        QTest.mouseClick(box_button(5, "fold"), Qt.MouseButton.LeftButton)
        settle()
        shot("draws-waiting")
        source.deal(len(rnd().expected))
        settle(lambda: rnd().phase is Phase.DECISIONS)
        shot("after-draws")
        QTest.mouseClick(box_button(1, "play"), Qt.MouseButton.LeftButton)
        QTest.mouseClick(box_button(2, "play"), Qt.MouseButton.LeftButton)
        settle()
        QTest.mouseClick(box_button(3, "insure"), Qt.MouseButton.LeftButton)
        settle()
        assert table.overlay is not None
        press("key_1", table.overlay)
        press("key_0", table.overlay)
        press("key_0", table.overlay)
        shot("insurance-keypad")
        press("ok", table.overlay)
        press("bar_close")  # close insurance
        press("bar_close")  # open the dealer
        settle(lambda: rnd().phase is Phase.SETTLEMENT)
        press("bar_table")
        shot("dealer-opened")
        press("bar_settlement")
        shot("settlement")
        for code in ("es", "ru"):
            window.change_language(code)
            table = window.table  # type: ignore[assignment]
            settle()
            shot(f"settlement-{code}")
        window.change_language("en")
        table = window.table  # type: ignore[assignment]
        press("bar_confirm")
        settle(lambda: rnd().phase is Phase.BETTING)
        shot("next-round")
    finally:
        window.stop_table()
        window.close()
        dispose(window)
    first = len(written) // len(sizes) + 1
    written += write_table_rounds(folder)  # seven boxes, every game, size and language
    return written + write_pit_boss_demo(folder, sizes=sizes, first=first)


def write_table_rounds(folder: Path) -> list[Path]:
    """A seven-box round of every game in every language at every size (tools/demo/tables.py)."""
    from tools.demo.tables import write_table_rounds as write

    return write(folder)


def write_training_screens(folder: Path, *, sizes: tuple[tuple[int, int], ...] = SIZES) -> list[Path]:
    """The trainee's screens (simulation mode), played offscreen: see :mod:`tools.demo.training`."""
    from tools.demo.training import write_screens

    return write_screens(folder, sizes=sizes)


def write_pit_boss_demo(folder: Path, *, sizes: tuple[tuple[int, int], ...] = SIZES, first: int = 1) -> list[Path]:
    """The pit boss's screens over a log made by ``dealer-assist simulate`` (tools/demo/pitboss.py),
    in every language (the Spanish and Russian names end in ``-es`` / ``-ru``)."""
    from tools.demo.pitboss import write_pit_boss_screens
    from ui.i18n import LANGUAGES

    written: list[Path] = []
    for language in LANGUAGES:
        written += write_pit_boss_screens(folder, sizes=sizes, first=first, language=language)
    return written
