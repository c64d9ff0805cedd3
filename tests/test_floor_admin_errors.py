"""``floor add-login``, ``floor status`` and ``floor verify`` refuse a database that is no
floor, and say a database error on a floor in one ``floor: ...`` line (never a traceback)."""

from __future__ import annotations

import os
from pathlib import Path

import psycopg
import pytest

from dealer_assist.floor import admin
from dealer_assist.floor.errors import FloorError
from tests.floor_support import Floor, Pg, floor_fixture, pg_fixture  # noqa: F401


def test_a_database_that_is_no_floor_is_refused_by_each_command(pg: Pg, tmp_path: Path) -> None:
    url = pg.cluster.create_database(f"nofloor_{os.getpid()}")
    for call in (
        lambda: admin.add_login(url, tmp_path / "T1.floor", table_id="T1", pit_name=None, base=None),
        lambda: admin.status(url),
        lambda: admin.verify(url),
    ):
        with pytest.raises(FloorError, match="not a floor yet: run dealer-assist floor init URL first"):
            call()
    assert not (tmp_path / "T1.floor").exists()


def test_a_database_error_on_a_floor_is_one_floor_line(floor: Floor) -> None:
    with psycopg.connect(floor.admin_url, autocommit=True) as conn:
        conn.execute("DROP TABLE floor.table_status")
    with pytest.raises(FloorError) as caught:
        admin.status(floor.admin_url)
    said = str(caught.value)
    assert said.startswith("floor: ") and "table_status" in said and "\n" not in said
    assert isinstance(caught.value.__cause__, psycopg.Error)
    assert [c.ok for c in admin.verify(floor.admin_url)] == []  # verify does not read it: still answers
