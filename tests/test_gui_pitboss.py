"""The pit boss's screens (issue 9), driven by touch on the real widgets: the log browser's
filters and pages, a round's detail and replay, PINs (refused, counted, locked out), voids,
adjustments and limit changes recorded with who and why, and the integrity alert."""

from __future__ import annotations

import dataclasses
import shutil
import sqlite3
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QLineEdit, QWidget

from dealer_assist.log import LoggedRound, RoundLog
from dealer_assist.log.schema import TRIGGERS_DDL
from dealer_assist.staff import MAX_FAILURES, StaffError, StaffStore
from main import main
from tests.gui_helpers import find_button, pit_boss_screens, table, tap
from tools.synth.rounds import generate
from ui.i18n import set_language
from ui.pitboss.detail import RoundDetail
from ui.pitboss.integrity import IntegrityStatus
from ui.pitboss.model import PAGE
from ui.pitboss.pin import PinOverlay
from ui.pitboss.report import ShiftReportView
from ui.pitboss.screen import PitBossScreen
from ui.widgets import CardWidget

PIN = "482193"
VOIDED = (7, 120)
ADJUSTED = (30,)
N = 2 * PAGE + 50


def _capped(entry: LoggedRound) -> LoggedRound:
    boxes = [dict(b) for b in entry.settlement["boxes"]]
    boxes[0]["capped"] = True
    return dataclasses.replace(entry, settlement={**entry.settlement, "boxes": boxes})


@pytest.fixture(scope="module")
def synth_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Synthetic rounds of three tables and three games: corrections, alerts, capped."""
    path = tmp_path_factory.mktemp("browse") / "rounds.db"
    entries = [_capped(e) if i % 37 == 0 else e for i, e in enumerate(generate(N, seed=5, tables=3))]
    with RoundLog.open(path) as log:
        log.append_rounds(entries, batch=200)
        for i in VOIDED:
            log.append_adjustment(entries[i].round_id, "void", "Marta (pit boss)", "misdeal")
        for i in ADJUSTED:
            log.append_adjustment(entries[i].round_id, "adjustment", "Marta (pit boss)", "paid short",
                                  {"box": 1, "old_net": "10", "new_net": "20"})
    return path


@pytest.fixture(scope="module")
def sim_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Rounds dealt through the real round flow by ``dealer-assist simulate``."""
    path = tmp_path_factory.mktemp("sim") / "rounds.db"
    for game, table_id, seed in (("novo", "T1", 3), ("uth", "T2", 4)):
        assert main(["simulate", "--game", game, "--rounds", "6", "--boxes", "4", "--seed", str(seed), "--log",
                     str(path), "--table-id", table_id, "--start", "2025-03-01T18:00:00Z", "--pace", "60",
                     "--quiet"]) == 0
    return path


def _copy(source: Path, folder: Path) -> Path:
    target = folder / "rounds.db"
    shutil.copyfile(source, target)
    return target


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StaffStore]:
    s = StaffStore.open(tmp_path / "staff.db")
    s.add_first_pit_boss("Marta", PIN)
    yield s
    s.close()


@pytest.fixture
def screen_on(qtbot: Any, store: StaffStore) -> Iterator[Any]:
    with pit_boss_screens(qtbot, store, PIN) as make:
        yield make


def _all_rows(screen: PitBossScreen) -> list[str]:
    model = screen.browser.model
    while model.canFetchMore():
        model.fetchMore()
    return [r.round_id for r in model.rows]


def _expected(path: Path, where: str = "1", params: tuple[object, ...] = ()) -> list[str]:
    from dealer_assist.log import compact

    conn = sqlite3.connect(path)
    # A compact log's records are a view over the rounds' bodies (docs/compact-log.md).
    conn.create_function("round_records", 2, compact.records_json, deterministic=True)
    rows = [r[0] for r in conn.execute(
        f"SELECT r.round_id FROM rounds r WHERE {where} ORDER BY r.confirmed_at DESC, r.position DESC", params)]
    conn.close()
    return rows


def enter_pin(root: QWidget, digits: str) -> None:
    for d in digits:
        tap(find_button(root, f"pin_{d}"))
    tap(find_button(root, "ok"))


# -- the browser ------------------------------------------------------------------------------


def test_browser_shows_every_round_newest_first_a_page_at_a_time(screen_on: Any, synth_log: Path, qtbot: Any) -> None:
    screen = screen_on(synth_log)
    browser = screen.browser
    assert len(browser.model.rows) == PAGE and browser.model.pages_fetched == 1  # nothing more read up front
    for _ in range(10):  # scrolling to the end of what is shown fetches the next page
        if not browser.model.canFetchMore():
            break
        browser.view.scrollToBottom()
        QTest.qWait(20)
    assert browser.model.pages_fetched == 3 and not browser.model.canFetchMore()
    assert [r.round_id for r in browser.model.rows] == _expected(synth_log)
    qtbot.waitUntil(lambda: browser.matching == N, timeout=5000)
    assert f"{N:,}" in browser.status.text()


FILTERS: list[tuple[str, Any, str, tuple[object, ...]]] = [
    ("game", "uth", "r.game = ?", ("uth",)),
    ("table", "T2", "r.table_id = ?", ("T2",)),
    ("box", 3, "r.position IN (SELECT position FROM boxes WHERE box = ?)", (3,)),
    ("min_payout", "200", "r.position IN (SELECT position FROM boxes WHERE payout_cents >= ?)", (20000,)),
    ("capped", True, "EXISTS (SELECT 1 FROM boxes b WHERE b.position = r.position AND b.capped)", ()),
    ("corrected", True, "EXISTS (SELECT 1 FROM records c WHERE c.position = r.position "
     "AND c.kind IN ('correction', 'override', 'undo'))", ()),
    ("has_alerts", True, "EXISTS (SELECT 1 FROM records c WHERE c.position = r.position AND c.kind = 'alert')", ()),
    ("voided", True, "r.round_id IN (SELECT round_id FROM adjustments WHERE kind = 'void')", ()),
    ("adjusted", True, "r.round_id IN (SELECT round_id FROM adjustments)", ()),
    ("round_id", "T2-0000012", "r.round_id LIKE 'T2-0000012%'", ()),
    ("dates", ("2025-01-01 12:30", "2025-01-01 13:00:00"),
     "r.confirmed_at BETWEEN '2025-01-01T12:30:00.000Z' AND '2025-01-01T13:00:00.000Z'", ()),
]


@pytest.mark.parametrize(("field", "value", "where", "params"), FILTERS, ids=[f[0] for f in FILTERS])
def test_each_filter_shows_exactly_the_matching_rounds(
    screen_on: Any, synth_log: Path, qtbot: Any, field: str, value: Any, where: str, params: tuple[object, ...]
) -> None:
    screen = screen_on(synth_log)
    bar = screen.browser.filters
    if field in ("game", "box"):
        combo = bar.game if field == "game" else bar.box
        combo.setCurrentIndex(combo.findData(value))
    elif field in bar.flags:
        tap(bar.flags[field])
    elif field == "dates":
        bar.date_from.setText(value[0])
        bar.date_to.setText(value[1])
    else:
        {"table": bar.table, "min_payout": bar.min_payout, "round_id": bar.round_id}[field].setText(value)
    tap(find_button(screen, "filter_apply"))
    expected = _expected(synth_log, where, params)
    assert 0 < len(expected) < N
    assert _all_rows(screen) == expected
    qtbot.waitUntil(lambda: screen.browser.matching == len(expected), timeout=5000)


def test_a_filter_that_means_nothing_is_named_and_the_list_kept(screen_on: Any, synth_log: Path) -> None:
    screen = screen_on(synth_log)
    before = [r.round_id for r in screen.browser.model.rows]
    screen.browser.filters.date_from.setText("yesterday")
    tap(find_button(screen, "filter_apply"))
    assert screen.browser.error.isVisible() and "yesterday" in screen.browser.error.text()
    assert [r.round_id for r in screen.browser.model.rows] == before
    screen.browser.filters.min_payout.setText("lots")
    screen.browser.filters.date_from.clear()
    tap(find_button(screen, "filter_apply"))
    assert "minimum payout" in screen.browser.error.text()


# -- a round ----------------------------------------------------------------------------------


def _cards(widget: QWidget) -> list[str]:
    return [w.card.code for w in widget.findChildren(CardWidget) if w.card is not None]


def test_round_detail_draws_the_cards_and_every_step_with_its_time(screen_on: Any, sim_log: Path) -> None:
    screen = screen_on(sim_log)
    uth = next(i for i, r in enumerate(screen.browser.model.rows) if r.game == "uth")
    screen.browser.open_row(uth)
    detail = screen.detail
    assert isinstance(detail, RoundDetail) and detail.isVisible()
    r = detail.round
    for box in r.round_file["boxes"]:
        view = detail.box_views[box["box"]]
        assert [c for c in _cards(view)] == [c for c in box["cards"]]  # drawn as cards, in the dealt order
    shown = _cards(detail)
    for code in [*r.round_file["dealer"]["cards"], *r.round_file["board"]]:
        assert code in shown
    steps = detail.timeline_rows()
    assert len(steps) == len(r.records)
    assert [s[0] for s in steps] == [rec["time"][11:19] for rec in r.records]
    assert [rec["time"] for rec in r.records] == sorted(rec["time"] for rec in r.records)
    decisions = [s for s, rec in zip(steps, r.records, strict=True) if rec["kind"] == "decision"]
    assert decisions and all(s[1] for s in decisions)  # each decision names its box
    for box in r.settlement["boxes"]:
        text = detail.box_views[box["box"]].findChild(QWidget, f"lines_{box['box']}").text()  # type: ignore[union-attr]
        assert text.count("<tr>") == len(box["lines"])
    tap(find_button(screen, "replay"))
    assert detail.replay_agrees is True and "agrees" in detail.replay_result.text()


def test_replay_says_when_a_round_was_paid_otherwise_than_the_engine_settles(
    screen_on: Any, sim_log: Path, tmp_path: Path
) -> None:
    path = _copy(sim_log, tmp_path)
    with RoundLog.open(path) as log:
        good = log.get_round(log.query(limit=1)[0].round_id)
        boxes = [dict(b) for b in good.settlement["boxes"]]
        boxes[0]["net"] = str(Decimal(boxes[0]["net"]) + 50)
        wrong = dataclasses.replace(good, round_id="PAID-WRONG", settlement={**good.settlement, "boxes": boxes},
                                    confirmed_at=good.confirmed_at[:-4] + "999Z")
        log.append_round(wrong)
    screen = screen_on(path)
    screen.browser.filters.round_id.setText("PAID-WRONG")
    tap(find_button(screen, "filter_apply"))
    screen.browser.open_row(0)
    tap(find_button(screen, "replay"))
    assert screen.detail.replay_agrees is False
    assert "DISAGREES" in screen.detail.replay_result.text() and "net" in screen.detail.replay_result.text()


# -- PINs, voids, adjustments -------------------------------------------------------------------


def test_a_void_needs_the_pit_boss_pin_and_is_logged_with_who_and_why(
    screen_on: Any, sim_log: Path, tmp_path: Path, store: StaffStore
) -> None:
    path = _copy(sim_log, tmp_path)
    screen = screen_on(path)
    screen.browser.open_row(2)
    detail = screen.detail
    rid = detail.round_id
    tap(find_button(screen, "void"))
    tap(find_button(screen, "reason_0"))
    tap(find_button(screen, "ok"))
    pad = screen.findChild(PinOverlay)
    assert pad is not None and pad.isVisible()
    enter_pin(pad, "1111")  # wrong: refused and counted, nothing recorded
    assert "Wrong PIN" in pad.error.text() and store.failures("pit_boss", "Marta") == 1
    assert screen.log.adjustments(rid) == []
    enter_pin(pad, PIN)
    (void,) = screen.log.adjustments(rid)
    assert (void.kind, void.who, void.why) == ("void", "Marta (pit boss)", "Misdeal")
    assert detail.void_badge.isVisible() and not detail.void_button.isEnabled()
    assert "Marta (pit boss)" in detail.corrections.text()
    assert next(r for r in screen.browser.model.rows if r.round_id == rid).voided  # the list shows it too
    assert screen.log.verify().ok


def test_an_adjustment_records_the_box_old_and_new_net(screen_on: Any, sim_log: Path, tmp_path: Path) -> None:
    path = _copy(sim_log, tmp_path)
    screen = screen_on(path)
    screen.browser.open_row(0)
    detail = screen.detail
    old = Decimal(detail.round.settlement["boxes"][1]["net"])
    tap(find_button(screen, "adjust"))
    box = detail.round.settlement["boxes"][1]["box"]
    tap(find_button(screen, f"adjust_box_{box}"))
    screen.findChild(QWidget, "adjust_amount").setText(str(old + 25))  # type: ignore[union-attr]
    screen.findChild(QWidget, "why").setText("paid 25 short, seen on camera")  # type: ignore[union-attr]
    tap(find_button(screen, "ok"))
    enter_pin(screen.findChild(PinOverlay), PIN)
    (adjustment,) = screen.log.adjustments(detail.round_id)
    assert adjustment.kind == "adjustment" and adjustment.who == "Marta (pit boss)"
    assert adjustment.why == "paid 25 short, seen on camera"
    assert adjustment.data == {"box": box, "old_net": str(old), "new_net": str(old + 25)}


def test_repeated_wrong_pins_lock_out_and_a_restart_keeps_the_lock(qtbot: Any, tmp_path: Path) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1280, 800)
    host.show()
    granted: list[Any] = []
    store = StaffStore.open(tmp_path / "staff.db")
    store.add_first_pit_boss("Marta", PIN)
    pad = PinOverlay(host, store, "pit_boss", granted.append)
    pad.open()
    for n in range(1, MAX_FAILURES):
        enter_pin(pad, "9999")
        assert f"{MAX_FAILURES - n} tries left" in pad.error.text()
    enter_pin(pad, "9999")
    assert "locked out" in pad.error.text()
    enter_pin(pad, PIN)  # the right PIN, but locked
    assert granted == [] and "locked out" in pad.error.text()
    store.close()
    again = StaffStore.open(tmp_path / "staff.db")  # the application restarted
    pad2 = PinOverlay(host, again, "pit_boss", granted.append)
    pad2.open()
    assert "locked out" in pad2.error.text()  # said before any PIN is typed
    enter_pin(pad2, PIN)
    assert granted == []
    again.close()


def test_the_first_pit_boss_is_set_up_with_the_pin_twice(qtbot: Any, tmp_path: Path) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1280, 800)
    host.show()
    granted: list[Any] = []
    with StaffStore.open(tmp_path / "staff.db") as store:
        pad = PinOverlay(host, store, "pit_boss", granted.append)
        pad.open()
        pad.name_edit.setText("Marta")
        enter_pin(pad, "258013")
        enter_pin(pad, "258014")
        assert "differ" in pad.error.text() and not store.has_pit_boss()
        enter_pin(pad, "258013")
        enter_pin(pad, "258013")
        assert [g.who for g in granted] == ["Marta (pit boss)"]
        assert store.check_pin("pit_boss", "Marta", "258013")


# -- in the croupier's window -------------------------------------------------------------------


def test_the_pit_boss_screen_opens_from_settings_only_with_the_pin(qtbot: Any, tmp_path: Path) -> None:
    with table(qtbot, tmp_path, "novo", boxes=3) as t:
        with StaffStore.open(tmp_path / "staff.db") as store:
            store.add_first_pit_boss("Marta", PIN)
        t.tap("bar_settings")
        t.tap("staff_pit_boss")
        assert getattr(t.window, "pit_boss", None) is None
        enter_pin(t.window, "0000")
        assert getattr(t.window, "pit_boss", None) is None
        enter_pin(t.window, PIN)
        screen = t.window.pit_boss  # type: ignore[attr-defined]
        assert screen.isVisible() and screen.grant.name == "Marta"
        qtbot.waitUntil(lambda: not screen.integrity.worker.busy(), timeout=10000)
        assert screen.integrity.report is not None and screen.integrity.report.ok
        tap(find_button(t.window, "pitboss_close"))
        assert t.window.pit_boss is None  # type: ignore[attr-defined]
        assert not [w for w in t.window.findChildren(PitBossScreen) if w.isVisible()]


def test_a_limit_change_needs_the_pin_and_is_audited_old_to_new(qtbot: Any, tmp_path: Path) -> None:
    with table(qtbot, tmp_path, "novo", boxes=3, limits={"max_payout": Decimal(1000)}) as t:
        with StaffStore.open(tmp_path / "staff.db") as store:
            store.add_first_pit_boss("Marta", PIN)
        t.tap("bar_settings")
        t.tap("staff_pit_boss")
        enter_pin(t.window, PIN)
        screen = t.window.pit_boss  # type: ignore[attr-defined]
        screen.tabs.setCurrentWidget(screen.table)
        screen.table.fields["max_payout"].setText("2500")
        tap(find_button(t.window, "table_apply"))
        screen.findChild(QWidget, "why").setText("high rollers tonight")  # type: ignore[union-attr]
        tap(find_button(t.window, "ok"))
        assert t.session.config.limits == {"max_payout": Decimal(1000)}  # not before the PIN
        enter_pin(t.window, PIN)
        assert t.session.config.limits == {"max_payout": Decimal(2500)}
        assert t.session.round.profile.table.max_payout == Decimal(2500)
        entry = screen.store.audit_trail(1)[0]
        # Recorded in the protected table settings (the table here was set up without them:
        # their old value is the shipped profile's).
        assert (entry.who, entry.action, entry.subject) == ("Marta (pit boss)", "table_settings", "table T1")
        assert (entry.old["game"], entry.old["limits"]) == ("novo", {})
        assert (entry.new["game"], entry.new["limits"]) == ("novo", {"max_payout": "2500"})
        assert entry.why == "high rollers tonight"
        history = screen.table.history
        assert history.rowCount() == 1 and "2,500" in history.item(0, 3).text()
        assert history.item(0, 2).text() == "Marta (pit boss)"
        tap(find_button(t.window, "pitboss_close"))


# -- integrity and the report ---------------------------------------------------------------------


def test_an_altered_log_raises_the_integrity_alert(qtbot: Any, sim_log: Path, tmp_path: Path) -> None:
    path = _copy(sim_log, tmp_path)
    status = IntegrityStatus(path)
    qtbot.addWidget(status)
    status.show()
    status.check()
    qtbot.waitUntil(lambda: status.report is not None, timeout=10000)
    assert status.objectName() == "IntegrityOk" and "verified" in status.text.text()
    raw = sqlite3.connect(path)
    raw.execute("DROP TRIGGER boxes_no_update")
    raw.execute("UPDATE boxes SET net_cents = 500000 WHERE position = 3 AND box = "
                "(SELECT min(box) FROM boxes WHERE position = 3)")
    raw.execute(TRIGGERS_DDL["boxes_no_update"])
    raw.commit()
    raw.close()
    tap(status.again)
    qtbot.waitUntil(lambda: status.failed, timeout=10000)
    assert status.objectName() == "IntegrityFailed"
    assert "ALTERED" in status.text.text() and "entry 3" in status.text.text()
    status.shutdown()


def test_the_report_view_shows_the_reports_figures_and_exports_csv_and_pdf(
    qtbot: Any, sim_log: Path, tmp_path: Path
) -> None:
    from dealer_assist.shift_report import shift_report
    from ui.i18n import money

    with RoundLog.open(sim_log, readonly=True) as log:
        view = ShiftReportView(log)
        qtbot.addWidget(view)
        view.resize(1280, 800)
        view.show()
        tap(find_button(view, "report_shift"))
        report = view.report
        assert report is not None
        same = shift_report(log, report.date_from, report.date_to)
        assert same.total == report.total and report.total.rounds == 12
        assert view.tile_values["Total wagered"] == money(report.total.wagered)
        assert view.tile_values["House result"] == money(report.total.house, signed=True)
        assert view.chart.hours == report.per_hour
        assert view.tables["per_game"].rowCount() == 2
        pdf = view.export_pdf(tmp_path / "shift.pdf")
        assert pdf.read_bytes()[:5] == b"%PDF-" and pdf.stat().st_size > 10_000
        text = view.export_csv(tmp_path / "shift.csv").read_text()
        assert str(report.total.wagered) in text


# -- the staff file protected (issue #21, item 4) -------------------------------------------------


def test_an_altered_staff_file_lets_nobody_in_and_the_pad_says_so(qtbot: Any, tmp_path: Path) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1280, 800)
    host.show()
    with StaffStore.open(tmp_path / "staff.db") as store:
        store.add_first_pit_boss("Marta", PIN)
    raw = sqlite3.connect(tmp_path / "staff.db")
    raw.execute("DROP TRIGGER audit_no_update")
    raw.execute("UPDATE audit SET subject = 'pit_boss:Eve' WHERE seq = 1")
    raw.commit()
    raw.close()
    granted: list[Any] = []
    with StaffStore.open(tmp_path / "staff.db") as store:
        pad = PinOverlay(host, store, "pit_boss", granted.append)
        pad.open()
        assert not pad.first_boss  # an altered file does not offer to set up a new first pit boss
        texts = [w.text() for w in pad.findChildren(QLabel) if w.isVisible()]
        assert any("entry 1 was changed" in t and "no PIN is accepted" in t for t in texts)
        assert not find_button(pad, "ok").isEnabled()
        assert granted == []


def test_the_staff_view_unlocks_a_locked_croupier_and_the_audit_trail_shows_it(
    screen_on: Any, sim_log: Path, tmp_path: Path, store: StaffStore
) -> None:
    boss = store.check_pin("pit_boss", "Marta", PIN)
    store.add_member(boss, "croupier", "Ana", "1357", "new croupier")
    for _ in range(MAX_FAILURES):
        with pytest.raises(StaffError):
            store.check_pin("croupier", "Ana", "9999")
    screen = screen_on(_copy(sim_log, tmp_path))
    screen.tabs.setCurrentWidget(screen.staff)
    view = screen.staff
    row = view.rows.index(("croupier", "Ana"))
    assert "LOCKED OUT" in view.people.item(row, 2).text()
    assert view.audit.item(0, 2).text().startswith("locked out")
    view.people.selectRow(row)
    tap(find_button(screen, "staff_unlock"))
    assert store.locked_until("croupier", "Ana") is None
    assert view.people.item(view.rows.index(("croupier", "Ana")), 2).text() == "✔"
    assert view.audit.item(0, 2).text() == "unlocked: Croupier Ana"  # the role named as the screen names it
    assert "intact" in view.audit_state.text()


@pytest.mark.parametrize(
    ("code", "said"),
    [("en", "a pit boss PIN is 6 to 8 digits"), ("es", "el PIN de un jefe de mesa tiene de 6 a 8 dígitos")],
)
def test_adding_a_pit_boss_with_a_four_digit_pin_is_refused_on_screen(
    screen_on: Any, sim_log: Path, tmp_path: Path, store: StaffStore, code: str, said: str
) -> None:
    set_language(code)
    try:
        screen = screen_on(_copy(sim_log, tmp_path))
        screen.tabs.setCurrentWidget(screen.staff)
        tap(find_button(screen, "staff_add"))
        tap(find_button(screen, "role_pit_boss"))
        overlay = screen.findChild(QWidget, "person_pin").parent()  # type: ignore[union-attr]
        assert "6" in screen.findChild(QLineEdit, "person_pin").placeholderText()  # type: ignore[union-attr]
        screen.findChild(QLineEdit, "person_name").setText("Eve")  # type: ignore[union-attr]
        screen.findChild(QLineEdit, "person_pin").setText("4821")  # type: ignore[union-attr]
        screen.findChild(QLineEdit, "person_pin_again").setText("4821")  # type: ignore[union-attr]
        tap(find_button(overlay, "ok"))
        assert store.members("pit_boss") == ["Marta"]
        assert said in [w.text() for w in screen.findChildren(QLabel) if w.isVisible()]
    finally:
        set_language("en")


@pytest.mark.parametrize("where", ["UTC", "Europe/Madrid", "Asia/Tokyo"])
def test_a_report_from_a_start_date_only_runs_to_the_newest_round(qtbot: Any, sim_log: Path, where: str) -> None:
    """Only "from" typed: the end is open, and the report is made in any zone (it was
    9999-12-31 23:59:59 UTC, which is past the year 9999 in a zone east of UTC)."""
    from ui.i18n import set_zone

    set_zone(where)
    try:
        _report_open_at_one_end(qtbot, sim_log)
    finally:
        set_zone(None)


def _report_open_at_one_end(qtbot: Any, sim_log: Path) -> None:
    with RoundLog.open(sim_log, readonly=True) as log:
        view = ShiftReportView(log)
        qtbot.addWidget(view)
        view.date_from.setText("2025-02-28")  # the rounds are 2025-03-01 18:00Z on: that day in every zone
        report = view.make()
        assert not view.message.isVisible(), view.message.text()
        assert report is not None and report.total.rounds == 12
        view.date_from.clear()
        view.date_to.setText("2025-03-02")  # only "to": open at the start
        report = view.make()
        assert report is not None and report.total.rounds == 12


def test_rounds_tab_back_and_a_second_round_replaces_the_first(screen_on: Any, sim_log: Path, tmp_path: Path) -> None:
    """The Rounds tab: ◀ Rounds goes back to the list; a second round opened takes the first
    one's place (one detail at a time); a round that cannot be read is said over the list."""
    screen = screen_on(_copy(sim_log, tmp_path))
    screen.browser.open_row(0)
    first = screen.detail
    assert first is not None and screen.rounds.currentWidget() is first
    tap(find_button(first, "detail_back"))
    assert screen.rounds.currentWidget() is screen.browser
    screen.browser.open_row(1)
    second = screen.detail
    assert second is not None and second is not first and second.round_id != first.round_id
    assert screen.rounds.indexOf(first) == -1 and screen.rounds.count() == 2
    screen.show_list()
    assert screen.open_round("NO-SUCH-ROUND") is None
    assert screen.rounds.currentWidget() is screen.browser and screen.browser.error.isVisible()
    assert "NO-SUCH-ROUND" in screen.browser.error.text()
    assert screen.detail is second
