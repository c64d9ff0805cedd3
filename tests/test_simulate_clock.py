"""``dealer-assist simulate --start``: a simulated shift keeps every record, cards read
included, on the shift's clock (the pit boss's hour-by-hour report depends on it)."""

from __future__ import annotations

import pathlib

from dealer_assist.log import RoundFilter, RoundLog
from main import main


def test_simulate_with_start_times_cards_on_the_simulated_clock(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "shift.db"
    argv = ["simulate", "--game", "novo", "--rounds", "6", "--boxes", "3", "--seed", "2"]
    assert main([*argv, "--log", str(path), "--start", "2025-03-01T18:00:00Z", "--pace", "60", "--quiet"]) == 0
    with RoundLog.open(path, readonly=True) as log:
        rows = log.query(RoundFilter(), limit=10)
        assert len(rows) == 6
        for row in rows:
            assert "2025-03-01T18:00:00.000Z" <= row.started_at <= row.confirmed_at < "2025-03-01T18:07:00.000Z"
            times = [r["time"] for r in log.get_round(row.round_id).records]
            assert times == sorted(times)
            assert {r["kind"] for r in log.get_round(row.round_id).records} >= {"card", "decision", "confirm"}
