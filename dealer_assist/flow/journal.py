"""A round on its way to the log: the crash journal's state and the confirmed round's entry.

The screen and ``dealer-assist simulate`` share these, so a round journaled by one resumes
in the other and every logged round has the same shape.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from dealer_assist import __version__
from dealer_assist.flow.records import Record, iso_time
from dealer_assist.flow.round import Round

if TYPE_CHECKING:
    from dealer_assist.log import LoggedRound


def journal_state(rnd: Round, round_id: str, game: str, table: Mapping[str, Any]) -> dict[str, Any]:
    """What the journal keeps of the round in progress: enough to rebuild it exactly."""
    return {"round_id": round_id, "game": game, "table": dict(table), "records": rnd.records_json()}


def resume(state: Mapping[str, Any] | None, game: str, table: Mapping[str, Any]) -> tuple[Round, str] | None:
    """The journaled round and its id, if the journal holds one for this game and table."""
    if not state or state.get("game") != game or state.get("table") != dict(table) or not state.get("records"):
        return None
    records = [Record.from_json(r) for r in state["records"]]
    return Round.replay(game, records, dict(table)), str(state.get("round_id", ""))


def logged_round(rnd: Round, round_id: str, table_id: str, croupier: str | None) -> LoggedRound:
    """The confirmed round as the log stores it."""
    from dealer_assist.log import LoggedRound

    times = [r.time for r in rnd.records]
    return LoggedRound(
        round_id=round_id,
        table_id=table_id,
        game=rnd.profile.name,
        profile_name=rnd.profile.title,
        profile_sha256=rnd.profile.sha256,
        app_version=__version__,
        started_at=iso_time(min(times)),
        confirmed_at=iso_time(max(times)),
        croupier=croupier,
        round_file=rnd.round_file({"round_id": round_id, "table_id": table_id}),
        records=rnd.records_json(),
        settlement=rnd.settlement().to_json(),
    )
