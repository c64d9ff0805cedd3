"""The pit view's status line counts its tables and the tables that need a look in each
language's plural forms: "1 table", "2 tables"; Russian "1 стол", "3 стола", "5 столов"."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from dealer_assist.floor.reader import TileState
from dealer_assist.log import RoundLog
from ui.i18n import set_language
from ui.pitview.screen import PitView


def _state(table_id: str, *, forked: bool = False) -> TileState:
    return TileState(
        table_id=table_id,
        game="novo",
        profile=None,
        limits=(Decimal(10), Decimal(500)),
        croupier="Ana",
        round_in_progress=False,
        round_number=3,
        rounds_this_hour=2,
        house_this_shift=Decimal(40),
        alerts={},
        waiting_rounds=0,
        heartbeat_age=1.0,
        forked=forked,
        flag_reason="fork at entry 3" if forked else None,
    )


@pytest.fixture
def view(qtbot: Any, tmp_path: Path) -> Iterator[PitView]:
    # Never started: the status line is what show_tiles writes for the states it is given.
    RoundLog.open(tmp_path / "mirror.db").close()  # an empty mirror, as before the first copy
    pit = PitView("host=/nonexistent dbname=floor", tmp_path / "mirror.db")
    qtbot.addWidget(pit)
    yield pit
    set_language("en")
    pit.shutdown()


def _status(view: PitView, tables: int, red: int) -> str:
    view.show_tiles([_state(f"T{i}", forked=i < red) for i in range(tables)], True)
    return view.status.text()


def test_english_says_one_table_and_two_tables(view: PitView) -> None:
    set_language("en")
    assert _status(view, 1, 1) == "1 table · 1 needs a look · live"
    assert _status(view, 2, 0) == "2 tables · 0 need a look · live"
    assert _status(view, 2, 2) == "2 tables · 2 need a look · live"


def test_spanish_says_una_mesa_and_dos_mesas(view: PitView) -> None:
    set_language("es")
    assert _status(view, 1, 1) == "1 mesa · 1 requiere revisión · en vivo"
    assert _status(view, 2, 2) == "2 mesas · 2 requieren revisión · en vivo"


@pytest.mark.parametrize(
    ("tables", "red", "text"),
    [
        (1, 1, "1 стол · 1 требует внимания · в реальном времени"),
        (3, 2, "3 стола · 2 требуют внимания · в реальном времени"),
        (5, 0, "5 столов · 0 требуют внимания · в реальном времени"),
        (21, 0, "21 стол · 0 требуют внимания · в реальном времени"),
    ],
)
def test_russian_reads_its_three_forms(view: PitView, tables: int, red: int, text: str) -> None:
    set_language("ru")
    assert _status(view, tables, red) == text
