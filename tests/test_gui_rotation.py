"""Who deals (issue 17), on the real window: a croupier signs in at START with their PIN, the
table's header names them, "Change croupier" plus the next croupier's PIN hands the table
over between rounds (refused mid-round, refused on a wrong PIN), and the round log, its
records (undos, corrections), the staff store's chain, the pit boss's browser filter and
the per-croupier report attribute every round to the croupier who dealt it."""

from __future__ import annotations

import dataclasses
from collections import Counter
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton, QWidget

from dealer_assist.croupiers import croupier_report
from dealer_assist.flow import Phase
from dealer_assist.log import LoggedRound, RoundLog
from dealer_assist.log.summary import CORRECTION_KINDS
from dealer_assist.simulation import BasicStrategy
from dealer_assist.staff import StaffStore
from tests.gui_helpers import Table, find_button, tap
from tools.synth.rounds import generate
from ui.app import MainWindow
from ui.i18n import set_language
from ui.pitboss.pin import PinOverlay
from ui.pitboss.report import ShiftReportView
from ui.pitboss.screen import PitBossScreen
from ui.settings import Remembered
from ui.viewmodel import CARD_PHASES

BOSS_PIN = "482106"
PINS = {"Ana": "1357", "Boris": "2468", "Carmen": "3579"}


def staff(folder: Path, names: tuple[str, ...] = ("Ana", "Boris")) -> None:
    with StaffStore.open(folder / "staff.db") as store:
        boss = store.add_first_pit_boss("Marta", BOSS_PIN)
        for name in names:
            store.add_member(boss, "croupier", name, PINS.get(name, "8642"), "new croupier")


def pad_of(window: QWidget) -> PinOverlay | None:
    QTest.qWait(30)
    pads = [p for p in window.findChildren(PinOverlay) if p.isVisible()]
    return pads[-1] if pads else None


def sign_in(window: QWidget, name: str, pin: str) -> PinOverlay:
    pad = pad_of(window)
    assert pad is not None and pad.role == "croupier"
    if pad.name_buttons:
        tap(pad.name_buttons[name])
    for d in pin:
        tap(find_button(pad, f"pin_{d}"))
    tap(find_button(pad, "ok"))
    return pad


def running(qtbot: Any, window: MainWindow) -> Table:
    """The window's running table, driven like tests/gui_helpers.Table."""
    assert window.session is not None and window.table is not None
    t = Table.__new__(Table)
    t.qtbot, t.window, t.session, t.screen = qtbot, window, window.session, window.table
    t.source, t.player = window.session.source, BasicStrategy(1)
    return t


def deal_round(t: Table, *, undo: bool = False, correct: bool = False) -> str:
    """One round by taps, with an undone decision and/or a corrected card; its id."""
    confirmed = t.session.rounds_confirmed
    t.place_wagers(1, {"ante": "10"})
    t.place_wagers(2, {"ante": "20"})
    t.tap("bar_deal_start")
    assert t.round.phase is not Phase.BETTING, t.screen.message_text  # DEAL was taken
    t.deal_all()
    if correct:
        known = t.round.known_cards()
        new = next(c for c in reversed(t.source.shoe.peek(40)) if c not in known)
        t.qtbot.waitUntil(lambda: "correct" in t.screen.bar_buttons, timeout=5000)
        t.tap("bar_correct")
        tap(t.screen.panels[1].cards.widgets[0])
        overlay = t.screen.overlay
        assert overlay is not None
        tap(overlay.picker.cards[new.code])  # type: ignore[attr-defined]
        tap(find_button(overlay, "reason_misread"))
        tap(find_button(overlay, "ok"))
        assert t.round.box_cards(1)[0] == new
    if undo:
        box = t.round.boxes_to_decide()[0]
        tap(t.box_button(box, "play"))
        t.tap("bar_undo")
        assert any(r.kind == "undo" for r in t.round.records)
    t.play_decisions()
    round_id = t.session.round_id
    t.tap("bar_confirm")
    t.qtbot.waitUntil(lambda: t.session.rounds_confirmed == confirmed + 1, timeout=5000)
    return round_id


def rotate(t: Table, name: str) -> None:
    t.tap("bar_rotate")
    sign_in(t.window, name, PINS[name])
    assert t.session.who == name, t.screen.message_text


def window_on(qtbot: Any, folder: Path, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    window = MainWindow(Remembered(log=str(folder / "rounds.db"), boxes=3), seed=17)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    return window


def test_two_croupiers_deal_alternately_and_every_round_is_theirs(qtbot: Any, tmp_path: Path) -> None:
    staff(tmp_path)
    window = window_on(qtbot, tmp_path)
    try:
        tap(find_button(window, "start"))
        sign_in(window, "Ana", PINS["Ana"])
        t = running(qtbot, window)
        dealt: list[tuple[str, str]] = []  # (croupier, round id) in order
        plan = [("Ana", True, False), ("Ana", False, True), ("Boris", True, True), ("Boris", False, False),
                ("Ana", False, True), ("Ana", True, False), ("Boris", False, True)]
        for name, undo, correct in plan:
            if t.session.who != name:
                rotate(t, name)
            assert f"Dealing: {name}" in t.screen.dealing.text()
            dealt.append((name, deal_round(t, undo=undo, correct=correct)))
        log = window.log
        assert log is not None
        # The round log: every round row, and every undo and correction in it, names its croupier.
        for (name, round_id), (_, undo, correct) in zip(dealt, plan, strict=True):
            logged = log.get_round(round_id)
            assert logged.croupier == name
            fixes = Counter((r["kind"], r["who"]) for r in logged.records if r["kind"] in ("undo", "correction"))
            assert fixes == Counter({("undo", name): undo, ("correction", name): correct}) - Counter()
            assert {r["who"] for r in logged.records if r["kind"] == "confirm"} == {name}
        # The staff store's chain: one rotation entry per hand-over, old -> new, intact.
        store = StaffStore.open(tmp_path / "staff.db")
        try:
            rotations = [(e.old, e.new) for e in reversed(store.audit_trail()) if e.action == "rotation"]
            assert rotations == [("Ana", "Boris"), ("Boris", "Ana"), ("Ana", "Boris")]
            assert store.verify_audit() is None
            # The pit boss's browser, filtered by croupier: exactly that croupier's rounds.
            grant = store.check_pin("pit_boss", "Marta", BOSS_PIN)
            screen = PitBossScreen(log, store, grant, check_now=False)
            qtbot.addWidget(screen)
            screen.resize(1280, 800)
            screen.show()
            try:
                for name in ("Ana", "Boris"):
                    screen.browser.filters.croupier.setText(name)
                    tap(find_button(screen, "filter_apply"))
                    qtbot.waitUntil(lambda n=name: {r.croupier for r in screen.browser.model.rows} == {n}, timeout=5000)
                    shown = [r.round_id for r in screen.browser.model.rows]
                    assert sorted(shown) == sorted(rid for who, rid in dealt if who == name)
                # The report, per croupier: rounds, hands, corrections (undos included).
                report = ShiftReportView(log)
                qtbot.addWidget(report)
                report.resize(1280, 800)
                made = report.make()
                assert made is not None and made.total.rounds == len(dealt)
                figures = {f.croupier: f for f in report.croupiers}
                for name in ("Ana", "Boris"):
                    mine = [(u, c) for (n, u, c) in plan if n == name]
                    f = figures[name]
                    assert f.rounds == len(mine) and f.hands == 2 * len(mine)
                    assert f.corrections == sum(u + c for u, c in mine)
                    assert f.seconds > 0 and f.hands_per_hour is not None
                table = report.tables["per_croupier"]
                assert [table.item(r, 0).text() for r in range(table.rowCount())] == ["Ana", "Boris"]
                csv_path = report.export_csv(tmp_path / "report.csv")
                text = csv_path.read_text(encoding="utf-8")
                assert "per croupier" in text and "\nAna,4,8," in text and "\nBoris,3,6," in text
            finally:
                screen.shutdown()
        finally:
            store.close()
    finally:
        window.close_confirmed = True
        window.close()


def test_a_rotation_mid_round_is_refused_in_one_line(qtbot: Any, tmp_path: Path) -> None:
    staff(tmp_path)
    window = window_on(qtbot, tmp_path)
    try:
        tap(find_button(window, "start"))
        sign_in(window, "Ana", PINS["Ana"])
        t = running(qtbot, window)
        t.place_wagers(1, {"ante": "10"})  # the round has begun
        t.tap("bar_rotate")
        assert pad_of(window) is None  # no PIN asked
        assert t.screen.message_text == "A round is in progress: the croupier changes between rounds"
        t.tap("bar_deal_start")
        t.deal_all()
        assert "bar_rotate" not in {b.objectName() for b in t.screen.bar_buttons.values()}
        t.tap("bar_settings")  # the settings' croupier sign-in is the same rotation
        tap(find_button(window, "staff_croupier"))
        assert pad_of(window) is None
        assert t.screen.message_text == "A round is in progress: the croupier changes between rounds"
        # A PIN pad opened between rounds, and a card arrives before the PIN: still refused.
        with StaffStore.open(tmp_path / "staff.db") as store:
            grant = store.check_pin("croupier", "Boris", PINS["Boris"])
            assert not t.session.rotate(grant, store)
            assert not [e for e in store.audit_trail() if e.action == "rotation"]
        assert t.session.who == "Ana" and "Dealing: Ana" in t.screen.dealing.text()
        t.play_decisions()
        round_id = t.session.round_id
        t.tap("bar_confirm")
        qtbot.waitUntil(lambda: t.session.rounds_confirmed == 1, timeout=5000)
        assert window.log is not None and window.log.get_round(round_id).croupier == "Ana"
        rotate(t, "Boris")  # between rounds it is taken
    finally:
        window.close_confirmed = True
        window.close()


def test_a_wrong_pin_does_not_rotate(qtbot: Any, tmp_path: Path) -> None:
    staff(tmp_path)
    window = window_on(qtbot, tmp_path)
    try:
        tap(find_button(window, "start"))
        sign_in(window, "Ana", PINS["Ana"])
        t = running(qtbot, window)
        t.tap("bar_rotate")
        pad = sign_in(window, "Boris", "9999")
        assert pad.isVisible() and "Wrong PIN" in pad.error.text()
        assert t.session.who == "Ana" and "Dealing: Ana" in t.screen.dealing.text()
        tap(find_button(pad, "cancel"))
        t.tap("bar_rotate")
        sign_in(window, "Ana", PINS["Ana"])  # already dealing: said, nothing recorded
        assert t.screen.message_text == "Ana is already dealing"
        with StaffStore.open(tmp_path / "staff.db") as store:
            trail = store.audit_trail()
            assert not [e for e in trail if e.action == "rotation"]
            assert next(e.action for e in trail if e.subject == "croupier:Boris") == "pin_refused"
        round_id = deal_round(t)
        assert window.log is not None and window.log.get_round(round_id).croupier == "Ana"
    finally:
        window.close_confirmed = True
        window.close()


@pytest.mark.parametrize(("language", "dealing"), [("en", "Dealing: Boris"), ("es", "Reparte: Boris"),
                                                    ("ru", "Раздаёт: Boris")])
def test_the_header_names_the_croupier_dealing(qtbot: Any, tmp_path: Path, language: str, dealing: str) -> None:
    staff(tmp_path)
    window = window_on(qtbot, tmp_path)
    try:
        window.change_language(language)
        tap(find_button(window, "start"))
        sign_in(window, "Boris", PINS["Boris"])
        t = running(qtbot, window)
        heading = t.screen.dealing
        assert heading.isVisible() and dealing in heading.text()
        assert heading.fontMetrics().horizontalAdvance(dealing) < heading.width()  # the name is not cut off
    finally:
        window.close_confirmed = True
        set_language("en")
        window.close()


def test_a_seventh_croupier_has_a_button_on_the_pin_pad(qtbot: Any, tmp_path: Path) -> None:
    names = ("Ana", "Boris", "Carmen", "Dmitri", "Elena", "Fedor", "Gloria")
    staff(tmp_path, names)
    window = window_on(qtbot, tmp_path)
    try:
        tap(find_button(window, "start"))
        pad = pad_of(window)
        assert pad is not None and set(pad.name_buttons) == set(names)
        for b in pad.name_buttons.values():
            assert b.isVisible() and b.height() >= 48
        sign_in(window, "Gloria", "8642")
        assert window.session is not None and window.session.who == "Gloria"
    finally:
        window.close_confirmed = True
        window.close()


def _rounds(path: Path) -> list[LoggedRound]:
    """Synthetic rounds of two tables, croupiers in stints of five rounds a table."""
    out = []
    for i, entry in enumerate(generate(60, seed=7, tables=2, gap_seconds=40)):
        name = ("Ana", "Boris", "Carmen")[(i // 2 // 5 + i % 2) % 3]
        out.append(dataclasses.replace(entry, croupier=name))
    with RoundLog.open(path) as log:
        log.append_rounds(out, batch=50)
        log.append_adjustment(out[3].round_id, "void", "Marta (pit boss)", "misdeal")
    return out


def test_the_per_croupier_figures_follow_the_rounds_they_dealt(tmp_path: Path) -> None:
    path = tmp_path / "rounds.db"
    entries = _rounds(path)
    voided = {entries[3].round_id}
    expected: dict[str, Counter[str]] = {}
    seconds: dict[str, float] = Counter()
    for table in ("T1", "T2"):
        mine = sorted((e for e in entries if e.table_id == table), key=lambda e: e.confirmed_at)
        start = 0
        for i in range(1, len(mine) + 1):  # a stint: the rounds one croupier dealt in a row
            if i == len(mine) or mine[i].croupier != mine[start].croupier:
                first = datetime.fromisoformat(mine[start].started_at.replace("Z", "+00:00"))
                last = datetime.fromisoformat(mine[i - 1].confirmed_at.replace("Z", "+00:00"))
                seconds[str(mine[start].croupier)] += (last - first).total_seconds()
                start = i
    for e in entries:
        c = expected.setdefault(str(e.croupier), Counter())
        if e.round_id in voided:
            c["voided"] += 1
            continue
        c["rounds"] += 1
        c["hands"] += len(e.settlement["boxes"])
        c["corrections"] += sum(r["kind"] in CORRECTION_KINDS for r in e.records)
        c["capped"] += sum(bool(b.get("capped")) for b in e.settlement["boxes"])
    with RoundLog.open(path, readonly=True) as log:
        figures = croupier_report(log, "2000-01-01", "2999-12-31")
        assert [f.croupier for f in figures] == ["Ana", "Boris", "Carmen"]
        for f in figures:
            c = expected[f.croupier]
            assert (f.rounds, f.hands, f.corrections, f.capped, f.voided) == (
                c["rounds"], c["hands"], c["corrections"], c["capped"], c["voided"])
            assert f.seconds == pytest.approx(seconds[f.croupier])
            assert f.hands_per_hour == (Decimal(f.hands) * 3600 / Decimal(str(f.seconds))).quantize(Decimal("0.1"))
        assert croupier_report(log, "2000-01-01", "2999-12-31", croupier="Boris")[0] == figures[1]
        only_t1 = croupier_report(log, "2000-01-01", "2999-12-31", table_id="T1")
        assert {f.tables for f in only_t1} == {("T1",)}
        assert sum(f.rounds + f.voided for f in only_t1) == 30


@pytest.mark.parametrize(("language", "said"), [("en", "2 round(s) dealt by Ana: Boris deals now"),
                                                ("es", "2 rondas repartidas por Ana: ahora reparte Boris"),
                                                ("ru", "За Ana: 2 раунда. Теперь раздаёт Boris")])
def test_the_hand_over_says_how_many_rounds_the_last_croupier_dealt(
    qtbot: Any, tmp_path: Path, language: str, said: str
) -> None:
    staff(tmp_path)
    window = window_on(qtbot, tmp_path)
    try:
        window.change_language(language)
        tap(find_button(window, "start"))
        sign_in(window, "Ana", PINS["Ana"])
        t = running(qtbot, window)
        for _ in range(2):
            deal_round(t)
        t.tap("bar_rotate")
        sign_in(window, "Boris", PINS["Boris"])
        assert t.screen.message.isVisible() and t.screen.message_text == said
    finally:
        window.close_confirmed = True
        set_language("en")
        window.close()


def test_the_rotation_rule_examples_hold() -> None:
    import doctest

    import dealer_assist.croupiers

    assert doctest.testmod(dealer_assist.croupiers).failed == 0


def test_the_training_table_names_the_trainee_and_has_no_rotation(qtbot: Any, tmp_path: Path) -> None:
    from ui.training.window import TrainingWindow

    window = TrainingWindow(log_path=tmp_path / "t.db", trainee="Lucía", level=2, seed=4)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    tap(find_button(window, "table"))
    screen: Any = window.table.screen  # type: ignore[union-attr]
    QTest.qWait(40)
    assert "Dealing: Lucía" in screen.dealing.text()
    assert not [b for b in window.findChildren(QPushButton, "bar_rotate") if b.isVisible()]
    tap(find_button(window, "bar_leave"))
    window.close()


def test_a_resumed_round_is_finished_by_the_croupier_who_signs_in(qtbot: Any, tmp_path: Path) -> None:
    from dealer_assist.events import CardEvent
    from dealer_assist.shoe import Shoe
    from ui.session import TableConfig, TableSession

    staff(tmp_path)
    path = tmp_path / "rounds.db"
    shoe = Shoe(21)
    with RoundLog.open(path) as log:  # a round left in progress by a program that died
        session = TableSession(TableConfig("novo", 3), log=log)
        for box in (1, 2):
            assert session.place_wagers(box, {"ante": 10, "express_bonus": 10})
        assert session.start_deal()
        for _ in range(4):
            session.handle_event(CardEvent(shoe.draw(), "test"))
        qtbot.waitUntil(lambda: not session._journal_due, timeout=1000)
    window = window_on(qtbot, tmp_path)
    try:
        tap(find_button(window, "resume_round"))
        assert window.table is None  # not before a croupier has signed in
        sign_in(window, "Boris", PINS["Boris"])
        assert window.session is not None and window.session.who == "Boris"
        t = running(qtbot, window)
        assert "Dealing: Boris" in t.screen.dealing.text()
        for _ in range(60):  # the rest of the round: its cards from the same shoe, every box plays
            rnd = t.round
            if rnd.phase is Phase.SETTLEMENT:
                break
            if rnd.phase in CARD_PHASES:
                for _card in range(len(rnd.expected)):
                    t.session.handle_event(CardEvent(shoe.draw(), "test"))
            elif rnd.boxes_to_decide():
                box = rnd.boxes_to_decide()[0]
                tap(t.box_button(box, "play" if "play" in rnd.allowed(box) else "fold"))
            else:
                t.tap("bar_close")
        round_id = t.session.round_id
        t.tap("bar_confirm")
        qtbot.waitUntil(lambda: t.session.rounds_confirmed == 1, timeout=5000)
        assert window.log is not None and window.log.get_round(round_id).croupier == "Boris"
    finally:
        window.close_confirmed = True
        window.close()
