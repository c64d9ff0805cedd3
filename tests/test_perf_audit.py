"""The parallel audit (issue 22): pages of rounds settled again on worker processes find
exactly what the previous one-round-at-a-time audit found, in the same order."""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from pathlib import Path

from dealer_assist.log import LoggedRound, RoundLog
from dealer_assist.log.audit import audit_log, differences, reference_audit_log
from tests.log_helpers import behind_the_log, rounds
from tools.synth.rounds import settle_synthetic


def _misstated(entry: LoggedRound) -> LoggedRound:
    boxes = [dict(b) for b in entry.settlement["boxes"]]
    boxes[0]["net"] = str(Decimal(boxes[0]["net"]) + 10)
    return dataclasses.replace(entry, settlement={**entry.settlement, "boxes": boxes})


def test_parallel_pages_find_what_the_previous_audit_finds(tmp_path: Path) -> None:
    entries = rounds(30, seed=9)
    entries = [_misstated(e) if i in (2, 11, 29) else e for i, e in enumerate(entries)]
    path = tmp_path / "r.db"
    with RoundLog.open(path) as log:
        log.append_rounds(entries)
    position = 17  # a searchable figure rewritten behind the log's back
    behind_the_log(path, ("UPDATE rounds SET alerts = alerts + 1 WHERE position = ?", (position,)))
    seen: list[tuple[int, int]] = []
    with RoundLog.open(path, readonly=True) as log:
        before = reference_audit_log(log, settle_synthetic)
        parallel = audit_log(log, settle_synthetic, workers=2, page=4, progress=lambda d, t: seen.append((d, t)))
        serial = audit_log(log, settle_synthetic, workers=1, page=7)
    assert len(before.findings) == 4
    for report in (parallel, serial):
        assert report.rounds_checked == before.rounds_checked == 30
        assert [(f.position, f.round_id, f.reason) for f in report.findings] == [
            (f.position, f.round_id, f.reason) for f in before.findings
        ]
    assert seen[-1] == (30, 30)


def test_a_settlement_equal_but_for_money_formatting_has_no_difference() -> None:
    assert differences({"boxes": [{"box": 1, "net": "30"}]}, {"boxes": [{"box": 1, "net": "30.00"}]}) == []
    assert differences({"a": [1, 2]}, {"a": [1, 3]}) == ["settlement.a[1]: stored 2, engine 3"]
