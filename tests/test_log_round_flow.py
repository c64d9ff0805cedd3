"""Round log with the real round flow: rounds dealt by the simulated shoe and simple
players, confirmed, logged, read back exactly, verified, and audited with the engine."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from dealer_assist import __version__
from dealer_assist.flow.round import Round
from dealer_assist.log import LoggedRound, RoundFilter, RoundLog
from dealer_assist.settle import settle_json
from dealer_assist.shoe import Shoe
from dealer_assist.simulation import BasicStrategy, simulate_round

GAMES = ("novo", "russian", "caribbean", "uth")


def _logged(rnd: Round, n: int, game: str) -> LoggedRound:
    records = rnd.records_json()
    return LoggedRound(
        round_id=f"{game}-{n}", table_id="T1", game=game, profile_name=game,
        profile_sha256=hashlib.sha256(game.encode()).hexdigest(), app_version=__version__,
        started_at=records[0]["time"], confirmed_at=records[-1]["time"], croupier="ana",
        round_file=rnd.round_file(), records=records, settlement=rnd.settlement().to_json(),
    )


@pytest.mark.parametrize("game", GAMES)
def test_rounds_of_the_round_flow_are_logged_exactly_and_audit_clean(
    tmp_path: Path, game: str
) -> None:
    shoe, strategy = Shoe(seed=11), BasicStrategy(seed=11)
    entries = [_logged(simulate_round(game, 3, shoe, strategy), n, game) for n in range(6)]
    path = tmp_path / "rounds.db"
    with RoundLog.open(path) as log:
        for entry in entries:
            log.append_round(entry)
        for entry in entries:
            assert log.get_round(entry.round_id) == entry
        assert log.verify().ok
        assert log.audit(settle_json).ok
        assert log.count(RoundFilter(game=game)) == len(entries)
