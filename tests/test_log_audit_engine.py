"""Round log audit (issue 5) with the real rules engine: ``dealer-assist audit`` re-settles
every logged round from its round file and lists those whose stored payouts differ."""

from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from dealer_assist.log import LoggedRound, RoundFilter, RoundLog
from dealer_assist.log import cli as log_cli
from dealer_assist.settle import settle_json
from tests.conftest import EXAMPLES_DIR

EXAMPLES = sorted(
    p for p in EXAMPLES_DIR.glob("*.json")
    if not p.name.endswith(".expected.json")
    and not json.loads(p.with_suffix(".expected.json").read_text()).get("expect_error")
)


def _records(round_file: dict[str, Any]) -> list[dict[str, Any]]:
    """The records a round flow would keep for this round file: cards, then decisions."""
    steps: list[tuple[str, dict[str, Any]]] = []
    for box in round_file["boxes"]:
        steps += [("card", {"card": c, "to": f"box {box['box']}"}) for c in box["cards"]]
    steps += [("card", {"card": c, "to": "dealer"}) for c in round_file["dealer"]["cards"]]
    steps += [("card", {"card": c, "to": "board"}) for c in round_file.get("board", [])]
    for box in round_file["boxes"]:
        steps += [("decision", {"box": box["box"], **a}) for a in box["actions"]]
    return [{"seq": n, "time": f"2025-03-01T20:00:{n:02d}.000Z", "kind": kind, "who": None,
             "why": None, "data": data} for n, (kind, data) in enumerate(steps, start=1)]


def _logged(path: Path, n: int) -> LoggedRound:
    round_file = json.loads(path.read_text())
    records = _records(round_file)
    return LoggedRound(
        round_id=f"{path.stem}-{n}", table_id="T1", game=round_file["game"],
        profile_name=round_file["game"], profile_sha256=hashlib.sha256(b"p").hexdigest(),
        app_version="0.1.0", started_at="2025-03-01T20:00:00.000Z",
        confirmed_at=records[-1]["time"], croupier="ana", round_file=round_file,
        records=records, settlement=settle_json(round_file),
    )


@pytest.fixture
def engine_log(tmp_path: Path) -> tuple[Path, list[LoggedRound]]:
    assert len(EXAMPLES) >= 5
    entries = [_logged(p, n) for n, p in enumerate(EXAMPLES)]
    with RoundLog.open(tmp_path / "rounds.db") as log:
        for entry in entries:
            log.append_round(entry)
    return tmp_path / "rounds.db", entries


def test_rounds_the_engine_settled_audit_clean(engine_log: tuple[Path, list[LoggedRound]]) -> None:
    path, entries = engine_log
    with RoundLog.open(path, readonly=True) as log:
        report = log.audit(settle_json)
        assert report.ok and report.rounds_checked == len(entries)
        for entry in entries:  # and the derived figures agree with the examples' nets
            expected = json.loads((EXAMPLES_DIR / (entry.round_id.rsplit("-", 1)[0]
                                   + ".expected.json")).read_text())["box_nets"]
            (row,) = log.query(RoundFilter(round_id=entry.round_id))
            assert row.house_result == -sum(Decimal(v) for v in expected.values())


def test_audit_names_a_round_whose_stored_payout_the_engine_does_not_give(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = _logged(EXAMPLES[0], 0)
    bad = _logged(EXAMPLES[1], 1)
    wrong = copy.deepcopy(bad.settlement)
    wrong["boxes"][0]["net"] = str(Decimal(wrong["boxes"][0]["net"]) + 5)
    bad = dataclasses.replace(bad, settlement=wrong)
    with RoundLog.open(tmp_path / "rounds.db") as log:
        log.append_round(good)
        log.append_round(bad)
    assert log_cli.main(["audit", str(tmp_path / "rounds.db")]) == 1
    out = capsys.readouterr().out
    assert f"position 2 round {bad.round_id}: settlement.boxes[box 1].net: stored" in out
    assert "2 rounds settled again, 1 differ" in out
