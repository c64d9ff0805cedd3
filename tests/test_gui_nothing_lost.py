"""Nothing lost (issue #16 item 4, #21 item 8): a round left in progress is offered on the
start-up screen with its number, game and boxes; it is resumed or voided (pit boss PIN, a
reason, a chained entry in the log) before another game starts; closing mid-round asks and
keeps the round; a journal row that cannot be read is one clear line, never deleted silently."""

from __future__ import annotations

import json
import pathlib
import sqlite3
from typing import Any

import pytest
from PySide6.QtTest import QTest

from dealer_assist import table_settings
from dealer_assist.events import CardEvent
from dealer_assist.flow import Phase
from dealer_assist.flow.journal import JournalUnreadable, RoundPending, read_journal
from dealer_assist.log import RoundLog
from dealer_assist.shoe import Shoe
from dealer_assist.staff import StaffStore, staff_path
from tests.gui_helpers import find_button, tap
from tools.synth.rounds import generate
from ui.app import MainWindow
from ui.session import TableConfig, TableSession, refusal_text
from ui.settings import Remembered

PIN = "482106"


def _journaled(qtbot: Any, tmp_path: pathlib.Path, *, confirmed: int = 2) -> tuple[pathlib.Path, list[dict[str, Any]]]:
    """A log with ``confirmed`` rounds of table T1 and a Novo round in progress (boxes 1, 2
    and 4 dealt) left in the journal, as a program that died mid-round leaves it; a pit boss
    with a PIN in the staff file beside it."""
    path = tmp_path / "rounds.db"
    shoe = Shoe(21)
    with RoundLog.open(path) as log:
        log.append_rounds(generate(confirmed, seed=3, tables=1))
        session = TableSession(TableConfig("novo", 5), log=log)
        assert session.round_number == confirmed + 1
        for box in (1, 2, 4):
            session.place_wagers(box, {"ante": 10, "express_bonus": 10})
        session.start_deal()
        for _ in range(8):
            session.handle_event(CardEvent(shoe.draw(), "test"))
        qtbot.waitUntil(lambda: not session._journal_due, timeout=1000)
        records = session.round.records_json()
    with StaffStore.open(staff_path(path)) as staff:
        staff.add_first_pit_boss("Marta", PIN)
    return path, records


def _window(qtbot: Any, path: pathlib.Path, game: str, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    """The table's window with ``game`` set up by the pit boss (the protected table settings)."""
    with StaffStore.open(staff_path(path)) as staff:
        if not staff.has_pit_boss():
            staff.add_first_pit_boss("Marta", PIN)
        now = table_settings.current(staff, "T1")
        if now.game != game:
            grant = staff.check_pin("pit_boss", "Marta", PIN)
            table_settings.apply(staff, grant, now, table_settings.propose(now, game=game), "tonight's game")
    window = MainWindow(Remembered(boxes=5, source="simulated", log=str(path)))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    return window


def _pin(window: MainWindow, pin: str = PIN) -> None:
    for digit in pin:
        tap(find_button(window, f"pin_{digit}"))
    tap(find_button(window, "ok"))


def test_a_session_never_drops_a_round_in_progress_of_another_game(qtbot: Any, tmp_path: pathlib.Path) -> None:
    path, records = _journaled(qtbot, tmp_path)
    with RoundLog.open(path) as log:
        with pytest.raises(RoundPending, match="round 3 of Novo Poker is in progress at table T1"):
            TableSession(TableConfig("uth", 5), log=log)
        with pytest.raises(RoundPending):  # other limits are another table too
            TableSession(TableConfig("novo", 5, {"max_payout": 20000}), log=log)  # type: ignore[dict-item]
        saved = log.journal_load("T1")
        assert saved is not None and saved["records"] == records


def test_the_start_up_screen_offers_the_round_with_its_number_game_and_boxes(
    qtbot: Any, tmp_path: pathlib.Path
) -> None:
    path, records = _journaled(qtbot, tmp_path)
    window = _window(qtbot, path, "uth")
    panel = window.startup.resume_panel  # type: ignore[union-attr]
    assert panel.isVisible()
    assert panel.text.text().startswith("Round 3 of Novo Poker, 3 boxes, in progress since ")
    # Another game cannot start while the round waits: one line says why; nothing dropped.
    tap(find_button(window, "start"))
    assert window.table is None and window.startup is not None
    assert window.startup.error.text().startswith("Round 3 of Novo Poker is in progress at table T1")
    with RoundLog.open(path, readonly=True) as log:
        assert log.journal_load("T1")["records"] == records  # type: ignore[index]
    # Resume: the table as the round was played, at its own number.
    tap(find_button(window, "resume_round"))
    assert window.table is not None and window.session is not None
    assert window.session.round.records_json() == records
    assert window.session.round.profile.name == "novo" and window.session.config.boxes == 5
    assert "round 3" in window.table.heading.text()
    window.close_confirmed = True
    window.close()


def test_a_pit_boss_voids_the_round_and_the_log_keeps_it_chained(qtbot: Any, tmp_path: pathlib.Path) -> None:
    path, records = _journaled(qtbot, tmp_path)
    window = _window(qtbot, path, "uth")
    tap(find_button(window, "void_round"))
    tap(find_button(window, "ok"))  # no reason yet: refused, the overlay stays
    tap(find_button(window, "reason_1"))  # "Misdeal"
    tap(find_button(window, "ok"))
    _pin(window, "000000")  # a wrong PIN voids nothing
    with RoundLog.open(path, readonly=True) as log:
        assert log.journal_load("T1") is not None
    tap(find_button(window, "pin_C"))
    _pin(window)
    assert window.startup is not None and getattr(window.startup, "resume_panel", None) is None
    assert "voided" in window.startup.error.text()
    with RoundLog.open(path, readonly=True) as log:
        assert log.journal_load("T1") is None
        (void,) = [a for a in _all_adjustments(log) if a.kind == "void"]
        assert void.who.startswith("Marta") and void.why == "Misdeal"
        assert json.loads(void.data["journal"])["records"] == records
        assert void.data["in_progress"] is True and void.data["number"] == 3 and void.data["boxes"] == [1, 2, 4]
        assert log.verify().ok
    # Now the other game starts, and its first round takes the next number.
    tap(find_button(window, "start"))
    assert window.session is not None and window.session.round.profile.name == "uth"
    assert window.session.round_number == 4
    window.close()


def _all_adjustments(log: RoundLog) -> list[Any]:
    head, _ = log.head()
    rows = log._read("SELECT DISTINCT round_id FROM adjustments", (), "test")
    return [a for (rid,) in rows for a in log.adjustments(rid)] if head else []


def test_a_corrupt_journal_row_is_one_clear_line_and_a_pit_boss_voids_it(qtbot: Any, tmp_path: pathlib.Path) -> None:
    path, _ = _journaled(qtbot, tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE journal SET state = ? WHERE table_id = 'T1'", ('{"round_id": "R-x", "records": [{"se',))
    conn.commit()
    conn.close()
    with RoundLog.open(path) as log, pytest.raises(JournalUnreadable, match="cannot be read"):
        read_journal(log, "T1")
    window = _window(qtbot, path, "novo")
    panel = window.startup.resume_panel  # type: ignore[union-attr]
    assert panel.text.text() == "The round in progress at table T1 cannot be read: a pit boss can void it."
    assert "resume" not in panel.buttons
    tap(find_button(window, "start"))  # even the same game: nothing on screen would be a silent drop
    assert window.table is None
    assert window.startup.error.text() == panel.text.text()  # type: ignore[union-attr]
    tap(find_button(window, "void_round"))
    tap(find_button(window, "reason_0"))
    tap(find_button(window, "ok"))
    _pin(window)
    with RoundLog.open(path, readonly=True) as log:
        assert log.journal_load("T1") is None
        (void,) = [a for a in _all_adjustments(log) if a.kind == "void"]
        assert void.data["journal"] == '{"round_id": "R-x", "records": [{"se'
        assert void.round_id.startswith("journal-T1-")
        assert log.verify().ok
    tap(find_button(window, "start"))
    assert window.table is not None
    window.close()


def test_closing_mid_round_asks_and_the_round_stays_whatever_the_answer(qtbot: Any, tmp_path: pathlib.Path) -> None:
    path = tmp_path / "rounds.db"
    window = _window(qtbot, path, "russian")
    tap(find_button(window, "start"))
    session = window.session
    assert session is not None
    session.place_wagers(1, {"ante": 10})
    window.close()  # the journal is written at once, before the question
    assert window.isVisible() and window.close_question is not None and window.close_question.isVisible()
    assert session.log.journal_load("T1") is not None
    tap(find_button(window, "close_cancel"))
    assert window.isVisible() and window.session is session and window.close_question is None
    session.place_wagers(2, {"ante": 20})
    window.close()
    tap(find_button(window, "close_keep"))
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)
    assert window.session is None
    with RoundLog.open(path, readonly=True) as log:
        saved = log.journal_load("T1")
        assert saved is not None and [r["kind"] for r in saved["records"]] == ["wagers", "wagers"]
    # The next start offers it.
    again = _window(qtbot, path, "russian")
    assert again.startup.resume_panel.text.text().startswith("Round 1 of Russian Poker, 2 boxes")  # type: ignore[union-attr]
    again.close()


def test_an_empty_round_closes_without_a_question(qtbot: Any, tmp_path: pathlib.Path) -> None:
    window = _window(qtbot, tmp_path / "rounds.db", "russian")
    tap(find_button(window, "start"))
    window.close()
    assert not window.isVisible()


def test_a_resumed_rounds_phase_and_the_next_rounds_number(qtbot: Any, tmp_path: pathlib.Path) -> None:
    path, records = _journaled(qtbot, tmp_path, confirmed=0)
    with RoundLog.open(path) as log:
        session = TableSession(TableConfig("novo", 5), log=log)
        assert session.round_number == 1 and session.round.phase is Phase.DEALING
        assert session.round.records_json() == records


def test_a_round_journaled_without_its_number_is_named_by_its_game(qtbot: Any, tmp_path: pathlib.Path) -> None:
    # `dealer-assist simulate` journals rounds without a number or boxes.
    path, records = _journaled(qtbot, tmp_path)
    with RoundLog.open(path) as log:
        state = log.journal_load("T1")
        assert state is not None
        del state["number"], state["boxes"]
        log.journal_save("T1", state)
        with pytest.raises(RoundPending) as pending:
            TableSession(TableConfig("uth", 5), log=log)
    assert refusal_text(pending.value).startswith("A round of Novo Poker is in progress at table T1: resume it")
    window = _window(qtbot, path, "uth")
    assert window.startup.resume_panel.text.text().startswith("A round of Novo Poker, 3 boxes")  # type: ignore[union-attr]
    tap(find_button(window, "resume_round"))
    assert window.session is not None and window.session.round.records_json() == records
    assert window.session.config.boxes == 5 and window.session.round_number == 3
    window.close_confirmed = True
    window.close()
