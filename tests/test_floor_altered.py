"""A shipped round altered on the floor (its JSON changed by SQL past the append-only
triggers, as a superuser can) seen from the pit view, against a real PostgreSQL
(tests/floor_support.py): one line in the pit boss's language naming the table, the entry
and the round, never a traceback; the other tables' tiles and every other round as before."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import psycopg
import pytest

from dealer_assist.floor.reader import new_mirror
from dealer_assist.log import RoundFilter, RoundLog
from tests.floor_support import Floor, floor_fixture, pg_fixture, ship_tables  # noqa: F401
from ui.i18n import set_language
from ui.pitview.screen import PitView


def on_the_floor(floor: Floor, sql: str, params: tuple[object, ...] = ()) -> None:
    """Change the floor by SQL past its append-only triggers, as its superuser can."""
    with psycopg.connect(floor.admin_url) as conn:
        conn.execute("SET session_replication_role = replica")
        conn.execute(sql, params)


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


@contextlib.contextmanager
def pit_view(qtbot: Any, floor: Floor, folder: Path, now: datetime) -> Iterator[PitView]:
    view = PitView(str(floor.add_pit()), new_mirror(folder), poll=30.0, now=lambda: now)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    view.start()
    try:
        yield view
    finally:
        view.shutdown()


def newest(logs: dict[str, Path]) -> datetime:
    stamps = []
    for log in logs.values():
        with sqlite3.connect(log) as conn:
            stamps.append(conn.execute("SELECT max(confirmed_at) FROM rounds").fetchone()[0])
    return datetime.fromisoformat(max(stamps).replace("Z", "+00:00"))


def _rounds(log: Path) -> list[str]:
    with RoundLog.open(log, readonly=True) as rl:
        return [r.round_id for r in rl.query(RoundFilter(), limit=1000)]


NOT_JSON_ES = (
    "su contenido guardado no es el JSON que escribe el registro (se cambió a espaldas del registro, o está "
    "dañado): Expecting value: line 1 column 1 (char 0)"
)
NOT_ROWS_RU = "сохранённое содержимое не является строками, которые отправляет стол (изменено в зале или повреждено)"
NOT_A_BODY_ES = (
    "no se pueden leer los datos comprimidos de la ronda: non-hexadecimal number found in fromhex() arg at position 0"
)
LINE = {
    "es": "sala: mesa T1, entrada {position} (ronda {rid}): {why}; la comprobación de la sala la señala: "
    "llame al técnico",
    "ru": "зал: стол T1, запись {position} (раунд {rid}): {why}; проверка зала указывает на неё: вызовите техника",
}


@pytest.mark.parametrize(
    ("language", "altered", "why"),
    [
        ("es", "'garbage {'", NOT_JSON_ES),
        ("ru", "'{\"round_id\": \"T1\", \"settlement\": {\"boxes\": []}}'", NOT_ROWS_RU),
        ("es", "jsonb_set(rounds_rows::jsonb, '{10}', '\"ZZ\"')::text", NOT_A_BODY_ES),
    ],
    ids=["garbage-text", "json-of-another-shape", "compact-body-not-hex"],
)
def test_a_round_altered_on_the_floor_is_one_line_and_the_other_tables_are_shown(
    qtbot: Any, floor: Floor, tmp_path: Path, english_after: None, language: str, altered: str, why: str
) -> None:
    """One shipped round of T1 changed in the floor database by SQL: the pit view says so in
    one line in its language (the table, the entry, the round), leaves that round out of T1's
    figures and copies every other entry; T2's and T3's tiles count every round of theirs.
    T1's list still lists the round (the floor's browse rows were written as it arrived):
    opening it says the same line over the list, and T1's other rounds open as before."""
    logs = ship_tables(floor, tmp_path, 12, more=3, seed=60)
    with psycopg.connect(floor.admin_url) as conn:
        found = conn.execute(
            "SELECT position, round_id FROM floor.entries WHERE table_id = 'T1' AND kind = 'round' "
            "ORDER BY position LIMIT 1 OFFSET 3"
        ).fetchone()
    assert found is not None
    position, rid = int(found[0]), str(found[1])
    on_the_floor(
        floor, f"UPDATE floor.entries SET rounds_rows = {altered} WHERE table_id = 'T1' AND position = %s", (position,)
    )
    line = LINE[language].format(position=position, rid=rid, why=why)
    set_language(language)
    with pit_view(qtbot, floor, tmp_path, newest(logs)) as view:
        qtbot.waitUntil(lambda: len(view.tiles) == 3 and view.complete_updates > 0, timeout=15_000)
        assert view.status.text().splitlines()[1:] == [line]
        assert "Traceback" not in view.status.text()
        for table in ("T2", "T3"):
            state = view.tiles[table].state
            assert state is not None and state.round_number == len(_rounds(logs[table])), table
            assert not state.unreadable and "integrity" not in state.alerts
        t1 = view.tiles["T1"].state
        assert t1 is not None and t1.round_number == len(_rounds(logs["T1"])) - 1
        assert t1.alerts.get("integrity") == 1 and line in view.tiles["T1"].toolTip()

        view.open_table("T1")
        browser = view.page.browser
        assert rid in [r.round_id for r in browser.model.rows]
        assert view.page.open_round(rid) is None
        assert browser.error.isVisible() and browser.error.text() == line
        others = [r for r in _rounds(logs["T1"]) if r != rid]
        detail = view.page.open_round(others[0])
        assert detail is not None and detail.isVisible()
        with RoundLog.open(logs["T1"], readonly=True) as rl:
            assert detail.round == rl.get_round(others[0])


def test_a_void_altered_on_the_floor_is_one_line_in_russian_naming_its_entry(
    qtbot: Any, floor: Floor, tmp_path: Path, english_after: None
) -> None:
    """T1's void (an adjustments row) changed on the floor into text that is not JSON: the
    voided round opens as one line naming the void's entry, the pit view says the same line
    under its summary, and the rounds around it open as before."""
    logs = ship_tables(floor, tmp_path, 12, more=3, seed=60)
    with psycopg.connect(floor.admin_url) as conn:
        found = conn.execute(
            "SELECT position, round_id FROM floor.entries WHERE table_id = 'T1' AND kind = 'void'"
        ).fetchone()
    assert found is not None
    position, rid = int(found[0]), str(found[1])
    on_the_floor(
        floor, "UPDATE floor.entries SET adjustments_rows = 'void!' WHERE table_id = 'T1' AND position = %s",
        (position,),
    )
    why = (
        "сохранённое содержимое не является JSON, который пишет журнал (изменено в обход журнала или повреждено): "
        "Expecting value: line 1 column 1 (char 0)"
    )
    line = LINE["ru"].format(position=position, rid=rid, why=why)
    set_language("ru")
    with pit_view(qtbot, floor, tmp_path, newest(logs)) as view:
        qtbot.waitUntil(lambda: len(view.tiles) == 3 and view.complete_updates > 0, timeout=15_000)
        assert view.status.text().splitlines()[1:] == [line]
        view.open_table("T1")
        assert view.page.open_round(rid) is None
        assert view.page.browser.error.text() == line
        assert view.page.open_round(next(r for r in _rounds(logs["T1"]) if r != rid)) is not None
