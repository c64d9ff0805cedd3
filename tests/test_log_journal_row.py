"""The journal of the round in progress (issue 21): a damaged row is a clear, typed error."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from dealer_assist.errors import LogError
from dealer_assist.log import CorruptJournalError, RoundLog


@pytest.mark.parametrize(
    ("state", "said"),
    [("{\"round_id\": \"R1\", \"records\": [", "is not JSON"), ("[1, 2]", "holds list"), ("null", "holds NoneType")],
)
def test_a_corrupt_journal_row_raises_a_typed_log_error(tmp_path: Path, state: str, said: str) -> None:
    path = tmp_path / "rounds.db"
    with RoundLog.open(path) as log:
        log.journal_save("T1", {"round_id": "R1", "records": []})
        log.journal_save("T2", {"round_id": "R2", "records": []})
    conn = sqlite3.connect(path)
    conn.execute("UPDATE journal SET state = ? WHERE table_id = 'T1'", (state,))
    conn.commit()
    conn.close()
    with RoundLog.open(path) as log:
        with pytest.raises(CorruptJournalError, match=f"table T1 .* cannot be read back: it {said}") as caught:
            log.journal_load("T1")
        assert isinstance(caught.value, LogError)
        assert "\n" not in str(caught.value)
        assert log.journal_load("T2") == {"round_id": "R2", "records": []}  # the others still load
        assert log.journal_tables() == ["T1", "T2"]  # the bad row is kept, not dropped
