"""Round log: the pit boss's searches, checked against the rounds computed independently."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest

from dealer_assist.errors import LogError
from dealer_assist.log import LoggedRound, RoundFilter, RoundLog
from tests.log_helpers import rounds

N = 240
VOIDED = {5, 77, 130}  # indexes into the rounds
ADJUSTED = {5, 40}


def _capped(entry: LoggedRound) -> LoggedRound:
    boxes = [dict(b) for b in entry.settlement["boxes"]]
    boxes[0]["capped"] = True
    return dataclasses.replace(entry, settlement={**entry.settlement, "boxes": boxes})


@pytest.fixture(scope="module")
def logged(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[LoggedRound]]:
    path = tmp_path_factory.mktemp("query") / "rounds.db"
    entries = rounds(N, seed=3)
    entries = [_capped(e) if i % 37 == 0 else e for i, e in enumerate(entries)]
    with RoundLog.open(path) as log:
        log.append_rounds(entries, batch=50)
        for i in sorted(VOIDED):
            log.append_adjustment(entries[i].round_id, "void", "pit boss", "misdeal")
        for i in sorted(ADJUSTED):
            log.append_adjustment(entries[i].round_id, "adjustment", "pit boss", "short paid",
                                  {"amount": "5"})
    return path, entries


def _payout(box: dict[str, object]) -> Decimal:
    return max(Decimal(str(box["net"])), Decimal(0))


def _kinds(entry: LoggedRound) -> set[str]:
    return {r["kind"] for r in entry.records}


def _expected(entries: list[LoggedRound], keep: Callable[[int, LoggedRound], bool]) -> list[str]:
    chosen = [(e.confirmed_at, i + 1, e.round_id) for i, e in enumerate(entries) if keep(i, e)]
    return [rid for _, _, rid in sorted(chosen, reverse=True)]


Keep = Callable[[int, LoggedRound], bool]


def _cases(entries: list[LoggedRound]) -> list[tuple[RoundFilter, Keep]]:
    times = sorted(e.confirmed_at for e in entries)
    low, high = times[N // 4], times[3 * N // 4]
    return [
        (RoundFilter(), lambda i, e: True),
        (RoundFilter(date_from=low, date_to=high), lambda i, e: low <= e.confirmed_at <= high),
        (RoundFilter(date_from=low, date_to=high, min_payout=100),
         lambda i, e: low <= e.confirmed_at <= high
         and max(map(_payout, e.settlement["boxes"])) >= 100),
        (RoundFilter(min_payout="49.99"),
         lambda i, e: max(map(_payout, e.settlement["boxes"])) >= Decimal("49.99")),
        (RoundFilter(table_id="T2"), lambda i, e: e.table_id == "T2"),
        (RoundFilter(game="uth"), lambda i, e: e.game == "uth"),
        (RoundFilter(box=6), lambda i, e: any(b["box"] == 6 for b in e.settlement["boxes"])),
        (RoundFilter(box=3, min_payout=50),
         lambda i, e: any(b["box"] == 3 and _payout(b) >= 50 for b in e.settlement["boxes"])),
        (RoundFilter(capped=True), lambda i, e: i % 37 == 0),
        (RoundFilter(capped=False), lambda i, e: i % 37 != 0),
        (RoundFilter(corrected=True), lambda i, e: bool(_kinds(e) & {"correction", "override"})),
        (RoundFilter(has_alerts=True), lambda i, e: "alert" in _kinds(e)),
        (RoundFilter(voided=True), lambda i, e: i in VOIDED),
        (RoundFilter(adjusted=True), lambda i, e: i in VOIDED | ADJUSTED),
        (RoundFilter(voided=False, game="novo"), lambda i, e: i not in VOIDED and e.game == "novo"),
        (RoundFilter(round_id="T3-000001"), lambda i, e: e.round_id.startswith("T3-000001")),
    ]


@pytest.mark.parametrize("plan", ["payout index for rare payouts", "time index always"])
def test_every_filter_returns_exactly_the_matching_rounds_newest_first(
    logged: tuple[Path, list[LoggedRound]], plan: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_assist.log import store

    if plan == "time index always":
        monkeypatch.setattr(store, "RARE", 0)  # no payout is ever rare enough
    path, entries = logged
    with RoundLog.open(path, readonly=True) as log:
        for where, keep in _cases(entries):
            expected = _expected(entries, keep)
            assert len(expected) > 0, where  # each case means something...
            assert len(expected) < N or where == RoundFilter(), where  # ...and filters
            got = [r.round_id for r in log.query(where, limit=N)]
            assert got == expected, where
            assert log.count(where) == len(expected), where


def test_rows_carry_the_figures_of_the_round(logged: tuple[Path, list[LoggedRound]]) -> None:
    path, entries = logged
    with RoundLog.open(path, readonly=True) as log:
        row = log.query(RoundFilter(round_id=entries[5].round_id))[0]
    entry = entries[5]
    nets = [Decimal(b["net"]) for b in entry.settlement["boxes"]]
    stakes = [Decimal(ln["stake"]) for b in entry.settlement["boxes"] for ln in b["lines"]
              if "stake" in ln]
    assert row.position == 6 and row.table_id == entry.table_id
    assert row.boxes == len(nets)
    assert row.total_wagered == sum(stakes)
    assert row.total_paid == sum(n for n in nets if n > 0)
    assert row.house_result == -sum(nets)
    assert row.voided and row.adjustments == 2


def test_keyset_pages_walk_every_round_once_in_order(
    logged: tuple[Path, list[LoggedRound]],
) -> None:
    path, _ = logged
    where = RoundFilter(game="novo")
    with RoundLog.open(path, readonly=True) as log:
        everything = [r.round_id for r in log.query(where, limit=N)]
        walked: list[str] = []
        page = log.query(where, limit=7)
        while page:
            walked += [r.round_id for r in page]
            page = log.query(where, limit=7, after=page[-1].key)
        by_offset: list[str] = []
        for offset in range(0, N, 7):
            by_offset += [r.round_id for r in log.query(where, limit=7, offset=offset)]
    assert walked == everything == by_offset


def test_dates_are_whole_days_inclusive(logged: tuple[Path, list[LoggedRound]]) -> None:
    path, entries = logged
    day = entries[0].confirmed_at[:10]
    with RoundLog.open(path, readonly=True) as log:
        assert log.count(RoundFilter(date_from=day, date_to=day)) == N  # all on one day
        assert log.count(RoundFilter(date_to="2024-12-31")) == 0


@pytest.mark.parametrize(
    ("where", "message"),
    [
        (RoundFilter(min_payout="lots"), "not a number"),
        (RoundFilter(date_from="yesterday"), "not a date"),
    ],
)
def test_a_filter_that_means_nothing_is_refused_clearly(
    logged: tuple[Path, list[LoggedRound]], where: RoundFilter, message: str
) -> None:
    with RoundLog.open(logged[0], readonly=True) as log, pytest.raises(LogError, match=message):
        log.query(where)


def test_page_size_is_bounded(logged: tuple[Path, list[LoggedRound]]) -> None:
    with RoundLog.open(logged[0], readonly=True) as log, pytest.raises(LogError, match="page"):
        log.query(limit=0)
