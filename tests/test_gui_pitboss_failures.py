"""A void or an adjustment the round log refuses, on the pit boss's round detail: the failure
said on the screen in the pit boss's language, nothing of it written, and the void or the
adjustment made once the cause is gone. Each failure is the real one: a real SQLite log
locked by another program, on a disk that is full, made read-only, or altered behind the
log; the chain ``verify`` checks holds what was recorded."""

from __future__ import annotations

import contextlib
import json
import os
import pathlib
import sqlite3
import subprocess
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton, QWidget

from dealer_assist.log import LoggedRound, RoundLog, compact
from dealer_assist.staff import StaffStore
from tests.gui_helpers import find_button, pit_boss_screens, tap
from tests.log_helpers import behind_the_log, layout_at, make_log
from ui.i18n import money, set_language, translate
from ui.pitboss.detail import ReasonOverlay, RoundDetail
from ui.pitboss.pin import PinOverlay
from ui.pitboss.screen import PitBossScreen

PIN = "482193"


@pytest.fixture
def store(tmp_path: pathlib.Path) -> Iterator[StaffStore]:
    with StaffStore.open(tmp_path / "staff" / "staff.db") as s:
        s.add_first_pit_boss("Marta", PIN)
        yield s


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@pytest.fixture
def screen_on(qtbot: Any, store: StaffStore) -> Iterator[Any]:
    """The pit boss's screen on the log at a path, in a language, at 1280 x 800."""
    with pit_boss_screens(qtbot, store, PIN) as make:

        def in_language(path: pathlib.Path, language: str) -> PitBossScreen:
            set_language(language)
            return make(path)

        yield in_language


def _opened(screen: PitBossScreen, round_id: str) -> RoundDetail:
    detail = screen.open_round(round_id)
    assert detail is not None
    return detail


def _round_shown(screen_on: Any, path: pathlib.Path, language: str, index: int,
                 ) -> tuple[PitBossScreen, str, RoundDetail]:
    """A log of eight rounds at ``path`` on a pit boss's screen in ``language``, its round
    ``index`` opened: the screen, the round's id and its detail."""
    entries = make_log(path, n=8)
    screen = screen_on(path, language)
    rid = entries[index].round_id
    return screen, rid, _opened(screen, rid)


def _void(screen: PitBossScreen) -> None:
    """Void the round shown: a quick reason, then the pit boss's PIN."""
    tap(find_button(screen, "void"))
    tap(find_button(screen, "reason_0"))
    tap(find_button(screen, "ok"))
    _pin(screen)


def _adjust(screen: PitBossScreen, box: int, new: Decimal, why: str) -> None:
    tap(find_button(screen, "adjust"))
    tap(find_button(screen, f"adjust_box_{box}"))
    amount = screen.findChild(QLineEdit, "adjust_amount")
    reason = screen.findChild(QLineEdit, "why")
    assert amount is not None and reason is not None
    amount.setText(str(new))
    reason.setText(why)
    tap(find_button(screen, "ok"))
    _pin(screen)


def _pin(screen: PitBossScreen) -> None:
    pad = screen.findChild(PinOverlay)
    assert pad is not None and pad.isVisible()
    for digit in PIN:
        tap(find_button(pad, f"pin_{digit}"))
    tap(find_button(pad, "ok"))


def _shown(detail: RoundDetail) -> list[str]:
    """Every line the round's detail shows now."""
    return [w.text() for w in detail.findChildren(QLabel) if w.isVisible() and w.text()]


def _entries(path: pathlib.Path) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT position, kind, round_id, hash FROM chain ORDER BY position").fetchall()
    finally:
        conn.close()


def _verified(path: pathlib.Path) -> bool:
    with RoundLog.open(path, readonly=True) as log:
        return log.verify().ok


# -- 1. the log locked by another program ----------------------------------------------------------


def test_a_void_refused_by_a_locked_log_is_said_in_russian_and_made_once_it_is_free(
    screen_on: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    screen, rid, detail = _round_shown(screen_on, path, "ru", 4)
    screen.log.db.conn.execute("PRAGMA busy_timeout = 200")  # (it waits 5 s at a table)
    before = _entries(path)
    other = sqlite3.connect(path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # another program writing the log
        _void(screen)
        said = (
            f"журнал раундов {path}: не удалось записать аннулирование раунда {rid}: он заблокирован другой "
            "программой (блокировка не снята после ожидания). Ничего из этого не записано; всё записанное "
            "ранее сохранено"
        )
        assert said in _shown(detail)
    finally:
        other.close()
    assert _entries(path) == before  # nothing half-written
    assert not detail.void_badge.isVisible() and detail.void_button.isEnabled()
    _void(screen)  # the other program is done: the same void is made
    assert said not in _shown(detail)
    assert detail.void_badge.isVisible() and not detail.void_button.isEnabled()
    (void,) = screen.log.adjustments(rid)
    assert (void.kind, void.who, void.why) == ("void", "Marta (pit boss)", "Ошибка раздачи")
    assert _entries(path)[: len(before)] == before and len(_entries(path)) == len(before) + 1
    assert _verified(path)


# -- 2. the disk full -----------------------------------------------------------------------------


@contextlib.contextmanager
def _small_disk(folder: pathlib.Path) -> Iterator[pathlib.Path]:
    """A real file system of 4 MB mounted at ``folder`` (root only): it fills up for real."""
    folder.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(folder)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small file system here: {done.stderr.decode().strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=True)


def _fill(folder: pathlib.Path) -> pathlib.Path:
    """Another file takes every free byte of the disk."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        while True:
            os.write(fd, b"\0" * 65536)
    except OSError as err:
        assert err.errno == 28  # ENOSPC
    with contextlib.suppress(OSError):
        while True:
            os.write(fd, b"\0" * 512)
    os.close(fd)
    return filler


def test_an_adjustment_refused_by_a_full_disk_is_said_in_spanish_and_made_once_there_is_room(
    screen_on: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    with _small_disk(tmp_path / "disk") as disk:
        path = disk / "rounds.db"
        screen, rid, detail = _round_shown(screen_on, path, "es", 5)
        box = int(detail.round.settlement["boxes"][0]["box"])
        old = Decimal(str(detail.round.settlement["boxes"][0]["net"]))
        before = _entries(path)
        filler = _fill(disk)
        _adjust(screen, box, old + 25, "pagado 25 de menos")
        said = (
            f"registro de rondas {path}: ha fallado el registro del ajuste de la ronda {rid}: el disco está "
            "lleno. No se ha escrito nada de ello; todo lo registrado antes se conserva"
        )
        assert said in _shown(detail)
        assert screen.log.adjustments(rid) == []
        assert detail.adjust_button.isEnabled()
        filler.unlink()  # room again
        _adjust(screen, box, old + 25, "pagado 25 de menos")
        assert said not in _shown(detail)
        (adjustment,) = screen.log.adjustments(rid)
        assert (adjustment.who, adjustment.why) == ("Marta (pit boss)", "pagado 25 de menos")
        assert adjustment.data == {"box": box, "old_net": str(old), "new_net": str(old + 25)}
        assert "pagado 25 de menos" in detail.corrections.text()
        assert _entries(path)[: len(before)] == before and len(_entries(path)) == len(before) + 1
        screen.log.close()
        assert _verified(path)


# -- 3. the log made read-only ------------------------------------------------------------------


@contextlib.contextmanager
def _immutable(*files: pathlib.Path) -> Iterator[None]:
    """The files made read-only for everyone, root too (``chattr +i``)."""
    done = subprocess.run(["chattr", "+i", *map(str, files)], capture_output=True)
    if done.returncode != 0:
        pytest.skip(f"cannot make a file immutable here: {done.stderr.decode().strip()}")
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", *map(str, files)], check=True)


def test_a_void_refused_by_a_read_only_log_is_said_in_russian_and_made_once_it_may_be_written(
    screen_on: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    screen, rid, detail = _round_shown(screen_on, path, "ru", 6)
    before = _entries(path)
    # The log and its write-ahead file (not its shared memory, which SQLite maps).
    with _immutable(path, pathlib.Path(f"{path}-wal")):
        _void(screen)
        said = (
            f"журнал раундов {path}: не удалось записать аннулирование раунда {rid}: здесь он доступен только "
            "для чтения. Ничего из этого не записано; всё записанное ранее сохранено"
        )
        assert said in _shown(detail)
    assert _entries(path) == before
    assert detail.void_button.isEnabled()
    _void(screen)
    assert said not in _shown(detail) and detail.void_badge.isVisible()
    assert [a.kind for a in screen.log.adjustments(rid)] == ["void"]
    assert _verified(path)


# -- 4. the round's log altered, or voided meanwhile on another screen --------------------------------


def test_a_void_of_a_round_removed_behind_the_log_is_said_in_russian_and_nothing_is_written(
    screen_on: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    screen, rid, detail = _round_shown(screen_on, path, "ru", 4)
    behind_the_log(path, ("DELETE FROM boxes WHERE position = 5", ()), ("DELETE FROM rounds WHERE position = 5", ()))
    before = _entries(path)
    _void(screen)
    assert f"в журнале нет раунда {rid}" in _shown(detail)
    assert _entries(path) == before


def test_a_void_of_a_round_voided_meanwhile_on_another_screen_is_said_in_spanish(
    screen_on: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    screen, rid, detail = _round_shown(screen_on, path, "es", 4)
    with RoundLog.open(path) as other:  # the pit boss's screen of another table on the same log
        other.append_adjustment(rid, "void", "Luis (pit boss)", "misdeal")
    before = _entries(path)
    _void(screen)
    assert f"la ronda {rid} ya está anulada" in _shown(detail)
    assert _entries(path) == before
    assert [(a.kind, a.who) for a in screen.log.adjustments(rid)] == [("void", "Luis (pit boss)")]


def _dialogs(screen: PitBossScreen) -> list[QWidget]:
    """The reason dialogs and PIN pads shown over the screen now."""
    return [w for w in (*screen.findChildren(ReasonOverlay), *screen.findChildren(PinOverlay)) if w.isVisible()]


def _everything_shown(screen: PitBossScreen) -> list[str]:
    """Every label and button text shown on the screen now (the detail, and any dialog over it)."""
    shown = [w.text() for w in screen.findChildren(QLabel) if w.isVisible()]
    return shown + [b.text() for b in screen.findChildren(QPushButton) if b.isVisible()]


def _net_altered(path: pathlib.Path, position: int, by: Decimal) -> tuple[int, Decimal]:
    """The first box's settled net of the round at ``position`` raised by ``by`` behind the
    log, where the log's layout keeps it (layout 1: the settlement's JSON text; layout 2: the
    round's deflated body): the box and the net the detail now reads."""
    conn = sqlite3.connect(path)
    try:
        columns = {row[1] for row in conn.execute("PRAGMA table_info(rounds)")}
        if "settlement" in columns:
            (text,) = conn.execute("SELECT settlement FROM rounds WHERE position = ?", (position,)).fetchone()
            lines = None
        else:
            body, size = conn.execute("SELECT body, body_size FROM rounds WHERE position = ?", (position,)).fetchone()
            lines = compact.decode_texts(body, size)
            text = lines[1]
    finally:
        conn.close()
    settlement = json.loads(text)
    first = settlement["boxes"][0]
    first["net"] = str(Decimal(first["net"]) + by)
    altered = json.dumps(settlement, separators=(",", ":"), sort_keys=True)
    if lines is None:
        behind_the_log(path, ("UPDATE rounds SET settlement = ? WHERE position = ?", (altered, position)))
    else:
        body, size = compact.encode(lines[0], altered, compact.records_rows(lines))
        behind_the_log(path, ("UPDATE rounds SET body = ?, body_size = ? WHERE position = ?", (body, size, position)))
    return int(first["box"]), Decimal(first["net"])


ALTERED_ES = (
    "la ronda {rid} se alteró después de escribirse (entrada {n}): no se puede anular ni ajustar; "
    "la comprobación del registro la señala: llame al técnico"
)
ALTERED_RU = (
    "раунд {rid} изменён после записи (запись {n}): его нельзя аннулировать или скорректировать; "
    "проверка журнала указывает на него: вызовите техника"
)


@pytest.mark.parametrize("layout", [1, 2])
def test_an_altered_round_opens_with_void_and_adjust_refused_before_anything_is_typed(
    screen_on: Any, tmp_path: pathlib.Path, english_after: None, layout: int
) -> None:
    """A box's net raised behind the log: its detail says at once, in the pit boss's language,
    that the round was altered and cannot be voided or adjusted; Void and Adjust are disabled,
    and neither (tapped before, or asked for by the screen) opens the dialog that would show
    the altered net as the current one, nor the PIN pad. Nothing is written. A round left alone
    in the same log is adjusted as before, its dialog showing its own net."""
    path = tmp_path / "rounds.db"
    entries = make_log(path, n=8, schema_version=layout)
    rid = entries[3].round_id  # entry 4
    box, altered = _net_altered(path, 4, Decimal("100"))
    before = _entries(path)
    screen = screen_on(path, "es")
    detail = _opened(screen, rid)
    assert Decimal(str(detail.round.settlement["boxes"][0]["net"])) == altered  # what the dialog would show
    assert ALTERED_ES.format(rid=rid, n=4) in _shown(detail)
    assert not detail.void_button.isEnabled() and not detail.adjust_button.isEnabled()
    detail.start_adjust()
    detail.start_void()
    assert _dialogs(screen) == []
    figure = translate("PitBoss", "Box {n}: {net}").format(n=box, net=money(altered, signed=True))
    assert figure not in _everything_shown(screen)
    assert [line for line in _shown(detail) if "se alteró" in line] == [ALTERED_ES.format(rid=rid, n=4)]
    assert _entries(path) == before

    other = _opened(screen, entries[5].round_id)
    assert other.void_button.isEnabled() and other.adjust_button.isEnabled()
    assert not any("se alteró" in line for line in _shown(other))
    own = other.round.settlement["boxes"][0]
    tap(find_button(screen, "adjust"))
    own_figure = translate("PitBoss", "Box {n}: {net}").format(
        n=own["box"], net=money(Decimal(str(own["net"])), signed=True)
    )
    assert own_figure in _everything_shown(screen)
    tap(find_button(screen, "cancel"))
    _adjust(screen, int(own["box"]), Decimal(str(own["net"])) + 25, "pagado 25 de menos")
    (adjustment,) = screen.log.adjustments(entries[5].round_id)
    assert adjustment.data == {
        "box": int(own["box"]),
        "old_net": str(Decimal(str(own["net"]))),
        "new_net": str(Decimal(str(own["net"])) + 25),
    }
    assert _entries(path)[: len(before)] == before and len(_entries(path)) == len(before) + 1


def test_a_round_altered_while_its_detail_is_open_is_refused_at_the_tap_in_russian(
    screen_on: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    """The round's entry is changed behind the log while its detail is open: tapping Void says
    at once, in the pit boss's language, that the round was altered and cannot be voided or
    adjusted (no reason asked, no PIN); Void and Adjust are disabled from then on, nothing is
    written, and the log's check names the same entry."""
    path = tmp_path / "rounds.db"
    screen, rid, detail = _round_shown(screen_on, path, "ru", 4)
    assert detail.void_button.isEnabled() and not any("изменён после записи" in t for t in _shown(detail))
    behind_the_log(path, ("UPDATE boxes SET net_cents = net_cents + 10000 WHERE position = 5", ()))
    before = _entries(path)
    tap(find_button(screen, "void"))
    assert _dialogs(screen) == []
    assert ALTERED_RU.format(rid=rid, n=5) in _shown(detail)
    assert not detail.void_button.isEnabled() and not detail.adjust_button.isEnabled()
    assert _entries(path) == before
    assert not detail.void_badge.isVisible()
    with RoundLog.open(path, readonly=True) as log:
        report = log.verify()
    assert (report.ok, report.failed_position, report.failed_round_id) == (False, 5, rid)


def test_an_adjustment_of_a_round_altered_after_its_pin_was_asked_is_refused_in_spanish(
    screen_on: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    """The round's earlier adjustment is altered behind the log while the PIN pad is shown: the
    log refuses the adjustment, the line says why, nothing is written, and Void and Adjust are
    disabled from then on; a round left alone is voided as before."""
    path = tmp_path / "rounds.db"
    entries: list[LoggedRound] = make_log(path, n=8)
    screen = screen_on(path, "es")
    rid = entries[2].round_id  # adjusted by make_log, at entry 10
    detail = _opened(screen, rid)
    box = int(detail.round.settlement["boxes"][0]["box"])
    tap(find_button(screen, "adjust"))
    tap(find_button(screen, f"adjust_box_{box}"))
    amount, reason = screen.findChild(QLineEdit, "adjust_amount"), screen.findChild(QLineEdit, "why")
    assert amount is not None and reason is not None
    amount.setText("25")
    reason.setText("pagado de menos")
    tap(find_button(screen, "ok"))
    behind_the_log(path, ("UPDATE adjustments SET data = '{\"box\": 1, ' WHERE position = 10", ()))
    before = _entries(path)
    _pin(screen)
    assert ALTERED_ES.format(rid=rid, n=10) in _shown(detail)
    assert not detail.void_button.isEnabled() and not detail.adjust_button.isEnabled()
    assert _entries(path) == before
    other = _opened(screen, entries[5].round_id)
    _void(screen)
    assert other.void_badge.isVisible()
    assert _entries(path)[-1][1:3] == ("void", entries[5].round_id)


# -- 5. an altered round opened on the pit boss's screen ---------------------------------------------

NOT_JSON_RU = (
    "сохранённое содержимое не является JSON, который пишет журнал (изменено в обход журнала или повреждено): "
)
NOT_OBJECT_ES = (
    "su contenido guardado no es el objeto JSON que escribe el registro (se cambió a espaldas del registro, o "
    "está dañado)"
)


def _altered_banner(qtbot: Any, screen: PitBossScreen) -> str:
    screen.integrity.check()
    qtbot.waitUntil(lambda: screen.integrity.failed, timeout=20_000)
    return screen.integrity.text.text()


@pytest.mark.parametrize(
    ("language", "statement", "why", "banner"),
    [
        (
            "ru",
            "UPDATE rounds SET settlement = '{\"boxes\": [' WHERE position = 4",
            NOT_JSON_RU + "Expecting value: line 1 column 12 (char 11)",
            "⚠ ЖУРНАЛ ИЗМЕНЁН в записи 4 (раунд {rid}): ",
        ),
        (
            "es",
            "UPDATE rounds SET round_file = '[]' WHERE position = 4",
            NOT_OBJECT_ES,
            "⚠ REGISTRO ALTERADO en la entrada 4 (ronda {rid}): ",
        ),
        (
            "ru",
            "UPDATE records SET data = 'card 8h' WHERE position = 4 AND seq = 2",
            NOT_JSON_RU + "Expecting value: line 1 column 1 (char 0)",
            "⚠ ЖУРНАЛ ИЗМЕНЁН в записи 4 (раунд {rid}): ",
        ),
    ],
    ids=["settlement-not-json", "round-file-not-an-object", "record-data-not-json"],
)
def test_a_layout_1_round_altered_behind_the_log_opens_as_one_clear_line_and_the_check_agrees(
    qtbot: Any,
    screen_on: Any,
    tmp_path: pathlib.Path,
    english_after: None,
    language: str,
    statement: str,
    why: str,
    banner: str,
) -> None:
    path = tmp_path / "rounds.db"
    entries = make_log(path, n=8, schema_version=1)  # an older log: the round's JSON kept as text
    assert "settlement" in layout_at(path).declared_columns["rounds"]
    behind_the_log(path, (statement, ()))
    screen = screen_on(path, language)
    rid = entries[3].round_id
    assert screen.open_round(rid) is None
    lead = "журнал раундов" if language == "ru" else "registro de rondas"
    word = "раунд" if language == "ru" else "ronda"
    assert screen.browser.error.isVisible()
    assert screen.browser.error.text() == f"{lead} {path}: {word} {rid}: {why}"
    assert _altered_banner(qtbot, screen).startswith(banner.format(rid=rid))
    assert screen.open_round(entries[4].round_id) is not None  # the rounds around it open as before


@pytest.mark.parametrize("layout", [1, 2])
def test_a_round_whose_adjustment_was_altered_opens_as_one_clear_line_in_spanish(
    qtbot: Any, screen_on: Any, tmp_path: pathlib.Path, english_after: None, layout: int
) -> None:
    path = tmp_path / "rounds.db"
    entries = make_log(path, n=8, schema_version=layout)
    behind_the_log(path, ("UPDATE adjustments SET data = '\"paid\"' WHERE position = 10", ()))
    screen = screen_on(path, "es")
    rid = entries[2].round_id  # the round adjusted at entry 10
    assert screen.open_round(rid) is None
    assert screen.browser.error.text() == (
        f"registro de rondas {path}: entrada 10 (una anulación o un ajuste de la ronda {rid}): {NOT_OBJECT_ES}"
    )
    assert _altered_banner(qtbot, screen).startswith(f"⚠ REGISTRO ALTERADO en la entrada 10 (ronda {rid}): ")


@pytest.mark.parametrize(
    ("statement", "error"),
    [
        (
            "UPDATE rounds SET settlement = '{\"boxes\": 5}' WHERE position = 4",
            "TypeError: 'int' object is not iterable",
        ),
        (
            "UPDATE records SET time = 'yesterday' WHERE position = 4 AND seq = 2",
            "ValueError: Invalid isoformat string: 'yesterday'",
        ),
    ],
    ids=["settlement-boxes-not-a-list", "record-time-not-a-time"],
)
def test_a_layout_1_round_changed_into_another_json_shape_opens_as_one_clear_line_in_russian(
    qtbot: Any, screen_on: Any, tmp_path: pathlib.Path, english_after: None, statement: str, error: str
) -> None:
    path = tmp_path / "rounds.db"
    entries = make_log(path, n=8, schema_version=1)
    behind_the_log(path, (statement, ()))
    screen = screen_on(path, "ru")
    rid = entries[3].round_id
    assert screen.open_round(rid) is None
    assert screen.browser.error.text() == (
        f"раунд {rid} нельзя показать: его сохранённое содержимое не в том виде, который читает эта версия "
        f"({error}); проверка журнала покажет, не изменено ли оно в обход журнала"
    )
    assert _altered_banner(qtbot, screen).startswith(f"⚠ ЖУРНАЛ ИЗМЕНЁН в записи 4 (раунд {rid}): ")


# -- 6. the staff file's audit trail altered, on the Staff tab ---------------------------------------


def _edit_staff(path: pathlib.Path, *statements: str) -> None:
    """What the owner of the staff file can do with sqlite3: the triggers dropped, then the edit."""
    conn = sqlite3.connect(path)
    try:
        conn.execute("DROP TRIGGER IF EXISTS audit_no_update")
        conn.execute("DROP TRIGGER IF EXISTS audit_no_delete")
        for statement in statements:
            conn.execute(statement)
        conn.commit()
    finally:
        conn.close()


@pytest.mark.parametrize(
    ("language", "statement", "problem"),
    [
        (
            "ru",
            "UPDATE audit SET why = 'by the book' WHERE seq = 1",
            "запись 1 журнала аудита изменена после записи или записана без ключа",
        ),
        (
            "es",
            "DELETE FROM audit WHERE seq = (SELECT max(seq) FROM audit)",
            "se eliminó 1 entrada, la más reciente, de la auditoría (quedan 0 de 1)",
        ),
    ],
    ids=["entry-changed", "newest-removed"],
)
def test_an_altered_audit_trail_is_said_in_the_staff_tabs_language(
    screen_on: Any, store: StaffStore, tmp_path: pathlib.Path, english_after: None,
    language: str, statement: str, problem: str,
) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=3)
    screen = screen_on(path, language)  # the pit boss's PIN taken: a second entry of the trail
    _edit_staff(store.path, statement)
    screen.tabs.setCurrentWidget(screen.staff)
    view = screen.staff
    assert view.audit_state.text() == problem
    assert view.message.isVisible()
    if language == "ru":
        assert view.message.text() == (
            f"файл персонала {store.path}: {problem}; ни один PIN не принимается, пока файл не восстановлен "
            "из резервной копии"
        )
    else:
        assert view.message.text() == (
            f"archivo de personal {store.path}: {problem}; no se acepta ningún PIN hasta que se restaure "
            "desde una copia de seguridad"
        )


# -- 7. the staff file locked by another program, on the pit boss's screens -----------------------------


@contextlib.contextmanager
def _staff_locked(store: StaffStore) -> Iterator[None]:
    """Another program holds the staff file (a backup copying it, a second window writing)."""
    store.conn.execute("PRAGMA busy_timeout = 100")  # (it waits 5 s at a table)
    other = sqlite3.connect(store.path, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        yield
    finally:
        other.close()


def _audit_count(store: StaffStore) -> int:
    conn = sqlite3.connect(store.path)
    try:
        return int(conn.execute("SELECT count(*) FROM audit").fetchone()[0])
    finally:
        conn.close()


def test_a_person_added_while_the_staff_file_is_locked_is_refused_in_russian_and_added_after(
    screen_on: Any, store: StaffStore, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=3)
    screen = screen_on(path, "ru")
    screen.tabs.setCurrentWidget(screen.staff)
    before = _audit_count(store)

    def add() -> None:
        tap(find_button(screen, "staff_add"))
        tap(find_button(screen, "role_croupier"))
        for name, text in (("person_name", "Ана"), ("person_pin", "1357"), ("person_pin_again", "1357")):
            edit = screen.findChild(QLineEdit, name)
            assert edit is not None
            edit.setText(text)
        edit = screen.findChild(QLineEdit, "person_pin")
        assert edit is not None
        tap(find_button(edit.parentWidget(), "ok"))

    with _staff_locked(store):
        add()
        said = (
            f"файл персонала {store.path}: сейчас в него нельзя записать: он заблокирован другой программой "
            "(блокировка не снята после ожидания)"
        )
        shown = [w.text() for w in screen.findChildren(QLabel) if w.isVisible()]
        assert said in shown
    assert _audit_count(store) == before  # nothing written
    tap(find_button(screen, "cancel"))
    add()
    assert store.members("croupier") == ["Ана"]
    assert _audit_count(store) == before + 1


def test_the_staff_tab_opened_while_the_staff_file_is_locked_says_so_in_spanish(
    screen_on: Any, store: StaffStore, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    make_log(path, n=3)
    screen = screen_on(path, "es")
    with _staff_locked(store):
        screen.tabs.setCurrentWidget(screen.staff)  # the tab reads the people and the trail again
        assert screen.staff.message.isVisible()
        assert screen.staff.message.text() == (
            f"archivo de personal {store.path}: no se puede leer ahora: otro programa lo tiene bloqueado "
            "(sigue bloqueado tras esperar)"
        )
        assert screen.staff.audit_state.text() == screen.staff.message.text()
        assert screen.staff.audit_state.objectName() == "Message"  # a trail that cannot be read is no muted aside
    screen.staff.refresh()  # free again
    assert screen.staff.rows == [("pit_boss", "Marta")]
    assert not screen.staff.message.isVisible()
    assert screen.staff.audit_state.objectName() == "Muted"


def test_the_pin_pad_for_a_void_while_the_staff_file_is_locked_says_so_in_russian(
    screen_on: Any, store: StaffStore, tmp_path: pathlib.Path, english_after: None
) -> None:
    path = tmp_path / "rounds.db"
    entries = make_log(path, n=8)
    screen = screen_on(path, "ru")
    rid = entries[4].round_id
    _opened(screen, rid)
    with _staff_locked(store):
        tap(find_button(screen, "void"))
        tap(find_button(screen, "reason_0"))
        tap(find_button(screen, "ok"))
        pad = screen.findChild(PinOverlay)
        assert pad is not None and pad.isVisible()
        said = (
            f"файл персонала {store.path}: сейчас его нельзя прочитать: он заблокирован другой программой "
            "(блокировка не снята после ожидания)"
        )
        assert said in [w.text() for w in pad.findChildren(QLabel) if w.isVisible()]
        assert not find_button(pad, "ok").isEnabled()  # nobody's PIN can be checked now
        tap(find_button(pad, "cancel"))
    assert screen.log.adjustments(rid) == []  # no void without the PIN checked
    _void(screen)  # the staff file free again: the PIN is checked, the void made
    assert [a.kind for a in screen.log.adjustments(rid)] == ["void"]
