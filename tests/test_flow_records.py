"""Typed records (issue 20): one frozen class per step of a round. On disk they are the JSON
the untyped records wrote, byte for byte as the log and the journal store it (docs/records.md);
the records of rounds written before the change read back and replay; a record that cannot be
read is one line naming it."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from dealer_assist.errors import DealerAssistError
from dealer_assist.flow import Phase, Record, Round
from dealer_assist.flow.journal import JournalUnreadable, read_journal
from dealer_assist.flow.records import BY_KIND, AlertRaised, RecordError, UnknownRecordKind
from dealer_assist.log import RoundLog
from dealer_assist.log.model import canonical_json
from tests.record_scenarios import every_round

BEFORE = Path(__file__).parent / "data" / "records" / "before-typed.tsv"


def before() -> dict[str, tuple[str, dict[str, Any], list[dict[str, Any]]]]:
    """The rounds' game, table and records as the code before typed records wrote them."""
    out = {}
    for line in BEFORE.read_text(encoding="utf-8").splitlines():
        name, game, table, records = line.split("\t")
        out[name] = (game, json.loads(table), json.loads(records))
    return out


@pytest.fixture(scope="module")
def rounds() -> dict[str, Round]:
    return dict(every_round())


def test_the_scenarios_hold_every_kind_of_record_in_every_game() -> None:
    old = before()
    assert {r["kind"] for _, _, records in old.values() for r in records} == set(BY_KIND)
    assert {game for game, _, _ in old.values()} == {"novo", "russian", "caribbean", "uth"}


def test_today_s_rounds_write_the_bytes_the_untyped_records_wrote(rounds: dict[str, Round]) -> None:
    old = before()
    assert set(rounds) == set(old)
    for name, rnd in rounds.items():
        records = rnd.records_json()
        _, _, expected = old[name]
        assert records == expected, name
        # What the log and the journal store: canonical JSON (sorted keys), the same bytes.
        assert canonical_json(records, name) == canonical_json(expected, name)
        for new, was in zip(records, expected, strict=True):
            if new["kind"] != "alert":  # alerts: the same keys and values, in another order
                assert json.dumps(new) == json.dumps(was), name


def test_records_written_before_read_back_to_the_same_json_and_replay_the_same_round(
    rounds: dict[str, Round],
) -> None:
    for name, (game, table, records) in before().items():
        typed = [Record.from_json(r) for r in records]
        assert [type(r).kind for r in typed] == [r["kind"] for r in records]
        assert [r.to_json() for r in typed] == records, name
        again = Round.replay(game, typed, table)
        assert again.phase is Phase.CONFIRMED, name
        assert again.records_json() == records, name
        assert again.settlement().to_json() == rounds[name].settlement().to_json(), name


def test_every_kind_reads_back_equal_from_its_json(rounds: dict[str, Round]) -> None:
    seen = set()
    for rnd in rounds.values():
        for record in rnd.records:
            again = Record.from_json(json.loads(json.dumps(record.to_json())))
            assert again == record and type(again) is type(record)
            seen.add(type(record))
    assert {cls.kind for cls in seen} == set(BY_KIND)


def test_records_are_frozen_and_typed(rounds: dict[str, Round]) -> None:
    alert = next(r for r in rounds["novo-faults"].records if isinstance(r, AlertRaised) and r.slot is not None)
    assert alert.card is not None and alert.slot.kind == "box" and alert.text is not None
    with pytest.raises(dataclasses.FrozenInstanceError):
        alert.blocking = False  # type: ignore[misc]


def test_an_unknown_kind_is_one_line_naming_it() -> None:
    with pytest.raises(UnknownRecordKind) as refused:
        Record.from_json({"seq": 7, "time": "2025-12-01T14:40:00.000Z", "kind": "shuffle", "data": {}})
    assert isinstance(refused.value, RecordError) and isinstance(refused.value, DealerAssistError)
    assert str(refused.value) == "record 7: unknown record kind 'shuffle'"


@pytest.mark.parametrize(
    ("record", "says"),
    [
        ({"seq": 2, "kind": "wagers", "data": {"wagers": {"ante": 10}, "blind_box": False}}, "missing 'box'"),
        ({"seq": 2, "kind": "remove_box", "data": {"box": "two"}}, "box 'two' is not a whole number"),
        ({"seq": 3, "kind": "held", "data": {"source": "shoe", "card": "Zz"}}, "not a card: 'Zz'"),
        ({"seq": 4, "kind": "resolve", "data": {"slot": "box 1", "card": "As"}}, "is not a place on the table"),
        ({"seq": 5, "kind": "decision", "data": {"box": 1, "action": {"do": "dance"}}}, "'dance' is not an action"),
        ({"seq": 6, "kind": "approval", "data": {"box": 1, "amount": "lots", "how": "pin"}}, "is not an amount"),
        ({"seq": 7, "kind": "confirm", "time": "yesterday", "data": {}}, "not an ISO 8601 time"),
        ({"seq": 8, "kind": "confirm", "data": []}, "data must be a JSON object"),
        ({"seq": "9", "kind": "confirm", "data": {}}, "seq must be a whole number"),
        ({"seq": 10, "kind": "alert", "data": {"kind": "x", "message": "m", "blocking": "yes"}}, "not true or false"),
        (["seq", 11], "a record must be a JSON object"),
    ],
)
def test_a_record_that_cannot_be_read_is_one_line_naming_it(record: Any, says: str) -> None:
    with pytest.raises(RecordError) as refused:
        Record.from_json(record)
    text = str(refused.value)
    assert says in text and "\n" not in text
    if isinstance(record, dict) and isinstance(record["seq"], int):
        assert text.startswith(f"record {record['seq']} ({record['kind']}): ")


def test_a_journal_holding_an_unknown_kind_is_unreadable_in_one_line(tmp_path: Path, rounds: dict[str, Round]) -> None:
    records = rounds["novo-sim-1"].records_json()[:6]
    records.append({**records[-1], "seq": 7, "kind": "shuffle", "data": {}})
    with RoundLog.open(tmp_path / "log.sqlite") as log:
        log.journal_save("T1", {"round_id": "R1", "game": "novo", "table": {}, "records": records})
        with pytest.raises(JournalUnreadable) as refused:
            read_journal(log, "T1")
    assert "unknown record kind 'shuffle'" in str(refused.value) and "\n" not in str(refused.value)
