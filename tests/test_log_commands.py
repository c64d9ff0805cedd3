"""Round log commands (issue 5): audit re-settles every round; export as CSV and JSON."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
from decimal import Decimal
from pathlib import Path

import pytest

from dealer_assist.log import LoggedRound, RoundLog
from dealer_assist.log import cli as log_cli
from dealer_assist.log.export import CSV_COLUMNS
from tests.log_helpers import make_log, rounds
from tools.synth.rounds import settle_synthetic


@pytest.fixture
def logged(tmp_path: Path) -> tuple[Path, list[LoggedRound]]:
    path = tmp_path / "rounds.db"
    return path, make_log(path, n=12)


def _misstated(entry: LoggedRound) -> LoggedRound:
    """The round as an engine with a bug would have settled it: box 1 paid 10 more."""
    boxes = [dict(b) for b in entry.settlement["boxes"]]
    boxes[0]["net"] = str(Decimal(boxes[0]["net"]) + 10)
    return dataclasses.replace(entry, settlement={**entry.settlement, "boxes": boxes})


def test_audit_of_a_log_the_engine_agrees_with_finds_nothing(
    logged: tuple[Path, list[LoggedRound]],
) -> None:
    with RoundLog.open(logged[0], readonly=True) as log:
        report = log.audit(settle_synthetic)
    assert report.ok and report.rounds_checked == 12


def test_audit_lists_every_round_whose_stored_payouts_differ(tmp_path: Path) -> None:
    entries = rounds(10, seed=4)
    wrong = {3, 7}
    entries = [_misstated(e) if i in wrong else e for i, e in enumerate(entries)]
    unreadable = dataclasses.replace(
        rounds(11, seed=4)[10], round_file={**entries[0].round_file, "dealer": {"cards": ["Zz"]}})
    with RoundLog.open(tmp_path / "r.db") as log:
        log.append_rounds([*entries, unreadable])
        report = log.audit(settle_synthetic)
    assert [f.round_id for f in report.findings] == [
        entries[3].round_id, entries[7].round_id, unreadable.round_id]
    box = entries[3].settlement["boxes"][0]
    assert report.findings[0].reason == (
        f"settlement.boxes[box {box['box']}].net: stored {box['net']}, "
        f"engine {Decimal(box['net']) - 10}")
    assert "cannot settle its round file" in report.findings[2].reason


def test_audit_command_lists_the_differing_rounds_and_exits_non_zero(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    entries = rounds(4, seed=9)
    with RoundLog.open(tmp_path / "r.db") as log:
        log.append_rounds([entries[0], _misstated(entries[1]), *entries[2:]])
    # The synthetic rounds' own settler plays the engine (dealer_assist.settle in the app).
    monkeypatch.setattr(log_cli, "SETTLE_MODULE", "tools.synth.rounds")
    monkeypatch.setattr(log_cli, "SETTLE_FUNCTION", "settle_synthetic")
    assert log_cli.main(["audit", str(tmp_path / "r.db")]) == 1
    out = capsys.readouterr().out
    assert f"position 2 round {entries[1].round_id}: settlement.boxes" in out
    assert "4 rounds settled again, 1 differ" in out


def test_csv_export_has_a_row_per_round_with_its_figures(
    logged: tuple[Path, list[LoggedRound]],
) -> None:
    path, entries = logged
    out = io.StringIO()
    with RoundLog.open(path, readonly=True) as log:
        assert log.export(out, "csv") == 12
        rows = {r.round_id: r for r in log.query(limit=100)}
    table = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert list(table[0]) == list(CSV_COLUMNS)
    assert [r["round_id"] for r in table] == [e.round_id for e in entries]
    for line in table:
        row = rows[line["round_id"]]
        assert Decimal(line["total_paid"]) == row.total_paid
        assert Decimal(line["house_result"]) == row.house_result
        assert line["voided"] == ("yes" if row.voided else "no")
    assert table[1]["voided"] == "yes" and table[2]["adjustments"] == "1"


def test_json_export_is_one_complete_round_a_line(
    logged: tuple[Path, list[LoggedRound]],
) -> None:
    path, entries = logged
    out = io.StringIO()
    with RoundLog.open(path, readonly=True) as log:
        log.export(out, "json")
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(lines) == 12
    for line, entry in zip(lines, entries, strict=True):
        fields = {f.name for f in dataclasses.fields(LoggedRound)}
        assert LoggedRound.from_dict({k: line[k] for k in fields}) == entry
        assert line["round_file"] == entry.round_file  # the round file, as settle reads it
        assert len(line["hash"]) == 64
    assert lines[1]["adjustments"][0]["kind"] == "void"


def test_json_export_to_a_folder_writes_one_round_file_per_round(
    logged: tuple[Path, list[LoggedRound]], tmp_path: Path
) -> None:
    path, entries = logged
    folder = tmp_path / "rounds"
    folder.mkdir()
    with RoundLog.open(path, readonly=True) as log:
        assert log.export(folder, "json") == 12
    for entry in entries:
        written = json.loads((folder / f"{entry.round_id}.json").read_text())
        assert written == entry.round_file


def test_export_command_filters_by_date_inclusive(
    logged: tuple[Path, list[LoggedRound]], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path, entries = logged
    day = entries[0].confirmed_at[:10]
    assert log_cli.main(["export", str(path), "--format", "csv", "--from", day, "--to", day]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 13
    assert log_cli.main(["export", str(path), "--to", "2024-12-31"]) == 0
    assert capsys.readouterr().out.splitlines() == [",".join(CSV_COLUMNS)]
    target = tmp_path / "out.jsonl"
    assert log_cli.main(["export", str(path), "--format", "json", "-o", str(target)]) == 0
    assert len(target.read_text().splitlines()) == 12


def test_commands_on_a_file_that_is_not_a_log_say_so_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "notes.txt"
    bad.write_text("not a log")
    for command in ("verify", "export"):
        assert log_cli.main([command, str(bad)]) == 2
        assert "not a round log" in capsys.readouterr().err


def test_register_adds_verify_audit_and_export() -> None:
    import argparse

    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command")
    log_cli.register(sub)
    assert set(sub.choices) == {"verify", "audit", "export"}
    args = parser.parse_args(["export", "x.db", "--format", "json", "--from", "2025-01-01"])
    assert (args.format, args.date_from, args.func) == ("json", "2025-01-01", log_cli.run_export)
