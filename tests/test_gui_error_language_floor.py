"""The podium's screens say what the floor refused in their language: a credentials file
others may read, or gone; a payout another podium answered first; a login that may not
approve payouts; the floor's database refusing a query. The PostgreSQL server's own words
cannot be translated: they stay as the server said them, after a lead in the screen's
language. Each failure is the real one (real files, a real PostgreSQL floor); the English
stays in ``str(err)``."""

from __future__ import annotations

import pathlib
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

import pytest

from dealer_assist.floor import approvals
from dealer_assist.floor.approvals import ApprovalRequest
from dealer_assist.floor.shipper import Shipper
from dealer_assist.log import RoundLog
from tests.floor_support import Floor, floor_fixture, make_table_log, pg_fixture  # noqa: F401
from tests.gui_helpers import tap
from ui.i18n import set_language
from ui.pit_approvals import PitApprovals
from ui.pitview.screen import PitView

QUIET = 600_000  # the panel reads the floor once, then not again during the test


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def _shown(qtbot: Any, panel: PitApprovals, key: tuple[str, str, int, str]) -> None:
    """Wait for the button of ``key`` on screen: a layout shows a button added to a shown
    panel only once the event loop runs again (the list being read is not enough)."""
    qtbot.waitUntil(lambda: key in panel.buttons and panel.buttons[key].isVisible(), timeout=15_000)


def _panel(qtbot: Any, floor: str) -> PitApprovals:
    panel = PitApprovals(floor, "Marta (pit boss)", refresh_ms=QUIET)
    qtbot.addWidget(panel)
    panel.resize(1000, 600)
    panel.show()
    return panel


# -- the credentials file (no server needed: it is refused before any connection) ----------------


def test_a_credentials_file_others_may_read_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    cred = tmp_path / "pit.conn"
    cred.write_text("# the pit's login\npostgresql://pit@127.0.0.1:1/floor\n")
    cred.chmod(0o644)  # copied with the wrong mode
    set_language("ru")
    panel = _panel(qtbot, str(cred))
    qtbot.waitUntil(lambda: panel.status.objectName() == "Message", timeout=10_000)
    assert panel.status.text() == (
        f"файл учётных данных {cred} могут читать другие пользователи (режим 0644): chmod 600 {cred}"
    )


def test_a_credentials_file_gone_is_said_in_spanish(qtbot: Any, tmp_path: pathlib.Path, english_after: None) -> None:
    cred = tmp_path / "pit.conn"
    set_language("es")
    panel = _panel(qtbot, str(cred))
    qtbot.waitUntil(lambda: panel.status.objectName() == "Message", timeout=10_000)
    assert panel.status.text() == (
        f"sala '{cred}': no es ni una URL postgresql:// ni un archivo de credenciales (No existe el archivo o el "
        "directorio)"
    )


def test_a_credentials_file_that_cannot_be_read_is_said_in_russian(
    qtbot: Any, tmp_path: pathlib.Path, english_after: None
) -> None:
    """A folder where the credentials file should be: the panel stopped at "Reading the
    floor…" (the read failed in its thread, unsaid); now it says why."""
    cred = tmp_path / "pit.conn"
    cred.mkdir(mode=0o700)
    set_language("ru")
    panel = _panel(qtbot, str(cred))
    qtbot.waitUntil(lambda: panel.status.objectName() == "Message", timeout=10_000)
    assert panel.status.text() == f"файл учётных данных {cred}: не удаётся прочитать: Это каталог"


# -- a real floor ---------------------------------------------------------------------------------


def _asked(floor: Floor, tmp_path: pathlib.Path) -> tuple[pathlib.Path, pathlib.Path]:
    """Table T1's credentials and the pit's, with box 3 of round-a waiting for a pit boss."""
    cred, pit = floor.add_table("T1"), floor.add_pit()
    shipper = Shipper(make_table_log(tmp_path / "one.db", 3), str(cred), machine_id="pc-1")
    try:
        shipper.exchange_approvals((ApprovalRequest("round-a", 3, Decimal("12500")),), "Ana")
    finally:
        shipper.close()
    return cred, pit


def test_a_payout_another_podium_answered_first_is_said_in_spanish(
    qtbot: Any, floor: Floor, tmp_path: pathlib.Path, english_after: None
) -> None:
    _cred, pit = _asked(floor, tmp_path)
    set_language("es")
    panel = _panel(qtbot, str(pit))
    _shown(qtbot, panel, ("T1", "round-a", 3, "12500"))
    approvals.answer(str(pit), panel.items[0], "Luis (pit boss)")  # the other podium, a moment before
    tap(panel.buttons[("T1", "round-a", 3, "12500")])
    qtbot.waitUntil(lambda: panel.status.objectName() == "Message", timeout=15_000)
    assert panel.status.text() == "mesa T1, box 3: ya estaba respondida"


def test_a_login_that_may_not_approve_is_said_in_russian_with_the_servers_words(
    qtbot: Any, floor: Floor, tmp_path: pathlib.Path, english_after: None
) -> None:
    """The podium was given a table's credentials file by mistake: it reads what waits (its
    own table's requests), but the floor refuses the answer; the server's words stay."""
    cred, _pit = _asked(floor, tmp_path)
    set_language("ru")
    panel = _panel(qtbot, str(cred))
    _shown(qtbot, panel, ("T1", "round-a", 3, "12500"))
    tap(panel.buttons[("T1", "round-a", 3, "12500")])
    qtbot.waitUntil(lambda: panel.status.objectName() == "Message", timeout=15_000)
    said = panel.status.text()
    lead = "эта учётная запись не может одобрять выплаты (это может только учётная запись пита): "
    assert said.startswith(lead), said
    assert "permission denied" in said, said


def test_a_query_the_floor_refuses_is_said_in_russian_with_the_servers_words(
    qtbot: Any, floor: Floor, tmp_path: pathlib.Path, english_after: None
) -> None:
    """The pit view was started with a table's credentials file by mistake: the floor's
    database refuses it the other tables' rows; its words stay, after a lead in Russian."""
    cred, _pit = _asked(floor, tmp_path)
    RoundLog.open(tmp_path / "mirror.db").close()
    set_language("ru")
    view = PitView(str(cred), tmp_path / "mirror.db")
    qtbot.addWidget(view)
    view.start()
    try:
        qtbot.waitUntil(lambda: "permission denied" in view.status.text(), timeout=15_000)
        assert view.status.text().startswith("ошибка базы данных зала: permission denied for "), view.status.text()
    finally:
        view.shutdown()
