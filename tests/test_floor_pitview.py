"""The pit view against a real PostgreSQL (tests/floor_support.py): the tiles say what the
status rows and the shipped rounds say, the floor's rounds read through the pit boss's own
screens, and the floor's shift report adds up to the tables' own."""

from __future__ import annotations

import contextlib
import sqlite3
import tempfile
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

import psycopg
import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from dealer_assist.floor.errors import FloorRefused
from dealer_assist.floor.reader import FloorMirror, FloorReader, FloorStore, floor_shift_report, new_mirror
from dealer_assist.floor.shipper import Shipper
from dealer_assist.log import RoundFilter, RoundLog
from dealer_assist.shift_report import shift_report
from dealer_assist.staff import StaffStore, podium_staff_path
from tests.floor_support import TABLES, Floor, cli, floor_fixture, make_table_log, pg_fixture, ship_tables  # noqa: F401
from tests.gui_geometry import problems
from tests.gui_helpers import find_button, tap
from ui import theme
from ui.i18n import set_language, translate
from ui.pitboss.model import COLUMNS
from ui.pitview.screen import PitView


def newest(logs: dict[str, Path]) -> datetime:
    stamps = []
    for log in logs.values():
        with sqlite3.connect(log) as conn:
            stamps.append(conn.execute("SELECT max(confirmed_at) FROM rounds").fetchone()[0])
    return datetime.fromisoformat(max(stamps).replace("Z", "+00:00"))


def test_floor_report_totals_equal_the_sum_of_the_tables_own(floor: Floor, tmp_path: Path) -> None:
    logs = ship_tables(floor, tmp_path)
    mirror = FloorMirror(new_mirror(tmp_path), FloorReader(str(floor.add_pit())))
    try:
        assert mirror.sync() == sum(len(RoundLog.open(p, readonly=True).query(limit=1000)) + 1 for p in logs.values())
    finally:
        mirror.close()
    store = FloorStore(mirror.path)
    try:
        floor_report = floor_shift_report(store, "1970-01-01", "2999-12-31")
        local = []
        for path in logs.values():
            with RoundLog.open(path, readonly=True) as log:
                local.append(shift_report(log, "1970-01-01", "2999-12-31"))
        total = floor_report.report.total
        assert total.rounds == sum(r.total.rounds for r in local) > 0
        assert total.wagered == sum((r.total.wagered for r in local), Decimal(0))
        assert total.paid == sum((r.total.paid for r in local), Decimal(0))
        assert total.house == sum((r.total.house for r in local), Decimal(0))
        assert floor_report.report.voided == sum(r.voided for r in local) == 3
        assert [t for t, _ in floor_report.per_table] == list(TABLES)
        for (table, figures), mine in zip(floor_report.per_table, local, strict=True):
            assert (figures.rounds, figures.house) == (mine.total.rounds, mine.total.house), table
        assert sum(f.rounds for _, f in floor_report.per_croupier) == total.rounds
        per_game = {g: f.house for g, f in floor_report.report.per_game}
        for game in per_game:
            assert per_game[game] == sum((f.house for r in local for g, f in r.per_game if g == game), Decimal(0))
    finally:
        store.close()


# -- the pit view (real widgets, real floor) ------------------------------------------------


@contextlib.contextmanager
def pit_view(qtbot: Any, floor: Floor, folder: Path, now: datetime, *, poll: float = 30.0) -> Iterator[PitView]:
    """A pit view on ``floor`` at 1280x800. ``poll`` is long: a change must come by NOTIFY."""
    view = PitView(str(floor.add_pit()), new_mirror(folder), poll=poll, now=lambda: now)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    view.start()
    try:
        yield view
    finally:
        view.shutdown()
        assert view.thread.isFinished()


def wait_tiles(qtbot: Any, view: PitView, tables: int) -> None:
    """Until the view shows ``tables`` tiles with every round the floor held counted."""
    qtbot.waitUntil(lambda: len(view.tiles) == tables and view.complete_updates > 0, timeout=10_000)


def local_figures(log: Path, now: datetime) -> tuple[int, Decimal, int, str | None]:
    """The table's own: rounds and house result of the last 8 hours (voids left out of the
    money), rounds of the last hour, croupier of the last round."""
    end = now.strftime("%Y-%m-%dT%H:%M:%S.999Z")
    with RoundLog.open(log, readonly=True) as rl:
        shift = shift_report(rl, now - timedelta(hours=8), end)
        hour = rl.count(RoundFilter(date_from=now - timedelta(hours=1), date_to=end))
        rounds = shift.total.rounds + shift.voided
        return rounds, shift.total.house, hour, rl.get_round(rl.query(limit=1)[0].round_id).croupier


def ship(floor_cred: Path, log: Path, table: str) -> None:
    shipper = Shipper(log, str(floor_cred), machine_id=f"pc-{table}")
    try:
        shipper.ship_pending()
        shipper.beat()
    finally:
        shipper.close()


def test_tiles_show_the_status_rows_and_follow_notify(qtbot: Any, floor: Floor, tmp_path: Path) -> None:
    logs = ship_tables(floor, tmp_path)
    now = newest(logs)
    with RoundLog.open(logs["T1"]) as rl:  # a round in progress at T1: its journal holds a face-down card
        rl.journal_save("T1", {"phase": "deal", "cards": {"box1": ["Qh", "7c"]}, "secret": "QhXX7c"})
    ship(floor.folder / "T1.floor", logs["T1"], "T1")
    with pit_view(qtbot, floor, tmp_path, now) as view:
        wait_tiles(qtbot, view, 3)
        for table, log in logs.items():
            rounds, house, hour, croupier = local_figures(log, now)
            state = view.tiles[table].state
            assert state is not None
            assert (state.round_number, state.house_this_shift) == (rounds + (table == "T1"), house), table
            assert state.rounds_this_hour == hour
            assert not state.red and state.croupier == croupier
            texts = [lab.text() for lab in view.tiles[table].lines.values()]
            assert table in texts[0]
        t1 = view.tiles["T1"]
        assert t1.state is not None and t1.state.round_in_progress
        assert t1.lines["round"].text() == f"Round {t1.state.round_number} in progress"
        assert t1.property("state") == "busy"
        # Never a card: not on the tile, not in the floor's status row.
        shown = " ".join(lab.text() + lab.toolTip() for lab in t1.lines.values())
        assert "Qh" not in shown and "7c" not in shown
        with psycopg.connect(floor.admin_url) as conn:
            row = conn.execute("SELECT row_to_json(s)::text FROM floor.table_status s WHERE table_id = 'T1'").fetchone()
        assert row is not None and "Qh" not in row[0] and "QhXX7c" not in row[0]

        # A pit boss voids T2's newest round at the table, which ships it: T2's status row
        # changes (its head), NOTIFY, and the tile's house result follows.
        with RoundLog.open(logs["T2"]) as rl:
            newest_round = rl.query(limit=1)[0]
            rl.append_adjustment(newest_round.round_id, "void", "pit boss Marta", "misdeal", {})
        house_after = local_figures(logs["T2"], now)[1]
        assert house_after != view.tiles["T2"].state.house_this_shift
        before = view.thread.notifications
        began = time.monotonic()
        ship(floor.folder / "T2.floor", logs["T2"], "T2")
        qtbot.waitUntil(lambda: view.tiles["T2"].state.house_this_shift == house_after, timeout=5000)
        assert time.monotonic() - began < 3.0  # the poll is 30 s: only the notification explains it
        assert view.thread.notifications > before


def test_a_forked_or_silent_table_turns_red(qtbot: Any, floor: Floor, tmp_path: Path) -> None:
    logs = ship_tables(floor, tmp_path)
    now = newest(logs)
    # T2's log replaced by another file: the floor refuses it and flags the table.
    other = make_table_log(tmp_path / "other.db", 12, seed=77, table="T2")
    shipper = Shipper(other, str(floor.folder / "T2.floor"), machine_id="pc-T2")
    with pytest.raises(FloorRefused):
        shipper.ship_pending()
    shipper.close()
    floor.add_table("T4")  # registered, never shipped
    with pit_view(qtbot, floor, tmp_path, now, poll=0.5) as view:
        wait_tiles(qtbot, view, 4)
        qtbot.waitUntil(lambda: view.tiles["T2"].property("state") == "red", timeout=5000)
        assert view.tiles["T2"].lines["state"].text() == "FORKED"
        assert view.tiles["T2"].state is not None and view.tiles["T2"].state.alerts.get("integrity")
        assert view.tiles["T4"].property("state") == "red"
        assert view.tiles["T4"].lines["state"].text() == "OFFLINE"
        assert view.tiles["T1"].property("state") != "red"
        # T3's heartbeat goes old (the table PC switched off): red at the next look.
        with psycopg.connect(floor.admin_url) as conn:
            conn.execute(
                "UPDATE floor.table_status SET heartbeat_at = now() - interval '1 minute' WHERE table_id = 'T3'"
            )
        qtbot.waitUntil(lambda: view.tiles["T3"].property("state") == "red", timeout=5000)
        assert view.tiles["T3"].lines["state"].text() == "OFFLINE"
        assert "Silent for" in view.tiles["T3"].lines["lag"].text()


def test_a_tap_opens_the_tables_rounds_and_filters_reach_across_tables(
    qtbot: Any, floor: Floor, tmp_path: Path
) -> None:
    logs = ship_tables(floor, tmp_path)
    now = newest(logs)
    with pit_view(qtbot, floor, tmp_path, now) as view:
        wait_tiles(qtbot, view, 3)
        # The tiles laid out in their grid (T2 beside T1) before a finger finds T2.
        qtbot.waitUntil(lambda: view.tiles["T2"].isVisible() and view.tiles["T2"].x() > view.tiles["T1"].x())
        tap(view.tiles["T2"])
        qtbot.waitUntil(lambda: view.page.isVisible(), timeout=2000)
        browser = view.page.browser
        model = browser.model
        table_column = COLUMNS.index("table")
        assert model.headerData(table_column, Qt.Orientation.Horizontal) == "Table"
        with RoundLog.open(logs["T2"], readonly=True) as rl:
            expected = [r.round_id for r in rl.query(limit=500)]
        assert [r.round_id for r in model.rows] == expected
        assert {model.data(model.index(i, table_column)) for i in range(model.rowCount())} == {"T2"}
        qtbot.waitUntil(lambda: browser.matching == len(expected), timeout=5000)

        # Across tables: one game, a minimum payout, every table.
        game = model.rows[0].game
        browser.filters.table.clear()
        browser.filters.game.setCurrentIndex(browser.filters.game.findData(game))
        browser.filters.min_payout.setText("10")
        assert browser.apply_filter()
        where = RoundFilter(game=game, min_payout="10")
        want = []
        for log in logs.values():
            with RoundLog.open(log, readonly=True) as rl:
                want += [r.round_id for r in rl.query(where, limit=500)]
        assert sorted(r.round_id for r in model.rows) == sorted(want)
        assert len({r.table_id for r in model.rows}) >= 2
        assert all(r.game == game and r.largest_payout >= 10 for r in model.rows)

        # A round opens in the pit boss's own detail; voids and adjustments stay at the table.
        browser.open_row(0)
        detail = view.page.detail
        assert detail is not None and detail.isVisible()
        assert detail.round.round_id == model.rows[0].round_id
        assert not detail.void_button.isEnabled() and not detail.adjust_button.isEnabled()
        # The round as the floor holds it is the round as the table logged it (the same replay).
        table_log = logs[model.rows[0].table_id]
        with RoundLog.open(table_log, readonly=True) as rl:
            assert detail.round == rl.get_round(detail.round.round_id)
        detail.replay()
        assert detail.replay_agrees is not None and detail.replay_result.isVisible()


def test_the_floor_shift_report_screen_and_its_exports(qtbot: Any, floor: Floor, tmp_path: Path) -> None:
    logs = ship_tables(floor, tmp_path)
    now = newest(logs)
    with pit_view(qtbot, floor, tmp_path, now) as view:
        wait_tiles(qtbot, view, 3)
        tap(find_button(view, "pit_report"))
        report_view = view.page.report
        report_view.date_from.setText("2000-01-01")
        report_view.date_to.setText("2999-12-31")
        assert report_view.make() is not None
        assert report_view.floor is not None
        assert report_view.tables["per_table"].rowCount() == 3
        assert report_view.tables["per_croupier"].rowCount() >= 1
        csv_path = report_view.export_csv(tmp_path / "floor.csv")
        text = csv_path.read_text(encoding="utf-8")
        assert "per table" in text and "per croupier" in text
        total_rounds = sum(RoundLog.open(p, readonly=True).count() for p in logs.values())
        assert f"\n{total_rounds - 3}," in text  # the totals row: every round but the three voided
        pdf = report_view.export_pdf(tmp_path / "floor.pdf")
        assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 5000


def _screen_problems(root: QWidget) -> list[str]:
    """Visible buttons under 44 px or overlapping one another; text that does not fit."""
    bad = []
    buttons = [b for b in root.findChildren(QPushButton) if b.isVisible() and b.visibleRegion().boundingRect().height()]
    rects = []
    for b in buttons:
        if b.height() < 44:
            bad.append(f"button {b.objectName()} {b.text()!r}: {b.height()} px high")
        if b.text() and b.fontMetrics().horizontalAdvance(b.text()) + 20 > b.width():
            bad.append(f"button {b.objectName()} {b.text()!r}: text wider than {b.width()} px")
        rects.append((b, QRect(b.mapTo(root, QPoint(0, 0)), b.size())))
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1 :]:
            if a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            if ra.intersects(rb):
                bad.append(f"buttons {a.objectName()} {a.text()!r} and {b.objectName()} {b.text()!r} overlap")
    for lab in root.findChildren(QLabel):
        shown = lab.isVisible() and lab.text() and not lab.wordWrap()
        if shown and lab.fontMetrics().horizontalAdvance(lab.text()) > lab.width() + 1:
            bad.append(f"label {lab.objectName()} {lab.text()!r}: wider than {lab.width()} px")
    return bad


def all_problems(root: QWidget) -> list[str]:
    """This file's checks and the round screens' (tests/gui_geometry.py: every button at least
    44 px and inside its window, no two siblings overlapping, no text cut or elided)."""
    return _screen_problems(root) + problems(root)


def check_screens(qtbot: Any, floor: Floor, folder: Path, now: datetime, size: tuple[int, int], language: str) -> None:
    host = QWidget()
    host.setObjectName("Screen")
    host.setStyleSheet(theme.STYLE)
    qtbot.addWidget(host)
    mirror = new_mirror(Path(tempfile.mkdtemp(dir=folder)))
    view = PitView(str(floor.add_pit(f"p{size[0]}")), mirror, now=lambda: now)
    QHBoxLayout(host).addWidget(view)
    host.resize(*size)
    host.show()
    view.start()
    try:
        wait_tiles(qtbot, view, 4)
        qtbot.wait(50)
        assert all_problems(host) == [], ("tiles", size)
        states = {t.lines["state"].text() for t in view.tiles.values()}
        offline = translate("PitView", "OFFLINE")
        assert offline in states and (language == "en" or offline != "OFFLINE")
        view.open_table("T1")
        qtbot.waitUntil(lambda: view.page.browser.matching is not None, timeout=5000)
        qtbot.wait(50)
        assert all_problems(host) == [], ("table", size)
        view.page.browser.open_row(0)
        qtbot.wait(50)
        assert view.page.detail is not None and all_problems(host) == [], ("round", size)
        view.open_report()
        qtbot.waitUntil(lambda: view.page.report.floor is not None, timeout=5000)
        qtbot.wait(50)
        assert all_problems(host) == [], ("report", size)
        assert view.page.tabs.tabText(1) == translate("PitView", "Floor shift report")
        with StaffStore.open(podium_staff_path()) as staff:
            if not staff.has_pit_boss():
                staff.add_first_pit_boss("Marta", "482106")
        view._open_staff(view._podium_staff().check_pin("pit_boss", "Marta", "482106"))  # type: ignore[union-attr]
        qtbot.wait(50)
        assert view.staff_page is not None and all_problems(host) == [], ("staff", size)
        host.grab().save(f"/tmp/pit-geometry-staff-{size[0]}x{size[1]}-{language}.png")
    finally:
        view.shutdown()


@pytest.mark.parametrize("language", ["en", "es", "ru"])
def test_pit_view_screens_fit_and_are_translated(qtbot: Any, floor: Floor, tmp_path: Path, language: str) -> None:
    logs = ship_tables(floor, tmp_path)
    floor.add_table("T4")  # a red tile among them
    now = newest(logs)
    set_language(language)
    try:
        for size in ((1280, 800), (1366, 768), (1920, 1080)):
            check_screens(qtbot, floor, tmp_path, now, size, language)
    finally:
        set_language("en")


def test_a_round_id_two_tables_used_is_kept_apart_and_the_window_bounds_the_copy(floor: Floor, tmp_path: Path) -> None:
    log = make_table_log(tmp_path / "same.db", 20, seed=5, table="T1")
    for table in ("T1", "T2"):  # one file shipped as two tables: the same round ids twice
        ship(floor.add_table(table), log, table)
    reader = FloorReader(str(floor.add_pit()))
    mirror = FloorMirror(new_mirror(tmp_path), reader)
    try:
        assert mirror.sync() == 2 * 21
        assert mirror.sync() == 0  # nothing new: nothing copied again
    finally:
        mirror.close()
    store = FloorStore(mirror.path)
    try:
        with RoundLog.open(log, readonly=True) as rl:
            first = rl.query(limit=100)[-1].round_id
            voided = rl.query(RoundFilter(voided=True))[0].round_id
        assert store.get_round(first).table_id == "T1"
        assert store.get_round(f"T2/{first}").table_id == "T2"
        assert [a.kind for a in store.adjustments(f"T2/{voided}")] == ["void"]
        assert store.count() == 40 and store.count(RoundFilter(voided=True)) == 2
    finally:
        store.close()
    # A window that starts after everything the floor holds copies nothing old, then what comes.
    (tmp_path / "w").mkdir()
    later = datetime.now(UTC) + timedelta(minutes=5)
    windowed = FloorMirror(new_mirror(tmp_path / "w"), FloorReader(str(floor.folder / "pit-podium.floor")), since=later)
    try:
        assert windowed.sync() == 0
        with RoundLog.open(log) as rl:
            rl.append_adjustment(first, "void", "pit boss Marta", "late void", {})
        ship(floor.folder / "T1.floor", log, "T1")
        assert windowed.sync() == 1
    finally:
        windowed.close()


def test_pit_commands_say_what_is_wrong_in_one_line(tmp_path: Path) -> None:
    loose = tmp_path / "pit.floor"
    loose.write_text("postgresql://pit@localhost/floor\n")
    loose.chmod(0o644)
    done = cli("pit", "--floor", str(loose))
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        f"dealer-assist pit: credentials file {loose} may be read by others (mode 0644): chmod 600 {loose}"
    ]
    done = cli("floor", "status")
    assert (done.returncode, done.stderr.strip()) == (
        1,
        "dealer-assist floor status: usage: dealer-assist floor status URL",
    )


def test_floor_demo_renders_the_pit_view_and_leaves_nothing_behind(tmp_path: Path) -> None:
    shots = tmp_path / "shots"
    def scratch() -> set[Path]:
        tmp = Path(tempfile.gettempdir())
        return {*tmp.glob("dealer-assist-floor-demo-*"), *tmp.glob("dealer-assist-pit-*")}

    before = scratch()
    done = cli("floor", "demo", "--demo-screens", str(shots), "--language", "en", timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "the floor holds" in done.stderr or "not the one the floor holds" in done.stderr  # T4 refused
    names = sorted(p.name for p in shots.glob("*.png"))
    assert names == sorted(
        f"pit-{screen}-{size}-en.png"
        for screen in ("tiles", "table", "round", "report")
        for size in ("1280x800", "1920x1080")
    )
    assert QImage(str(shots / "pit-tiles-1280x800-en.png")).size().toTuple() == (1280, 800)
    assert QImage(str(shots / "pit-report-1920x1080-en.png")).size().toTuple() == (1920, 1080)
    # The cluster, the tables' logs and the pit view's mirrors: gone (another run's folders,
    # there before and removed meanwhile by that run, are not this one's).
    assert not scratch() - before
