"""A round on its way to the log: the crash journal's state and the confirmed round's entry.

The screen and ``dealer-assist simulate`` share these, so a round journaled by one resumes
in the other and every logged round has the same shape.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from dealer_assist import __version__
from dealer_assist.errors import DealerAssistError
from dealer_assist.flow.records import Record, iso_time
from dealer_assist.flow.round import Round

if TYPE_CHECKING:
    from dealer_assist.log import LoggedRound


def journal_state(
    rnd: Round,
    round_id: str,
    game: str,
    table: Mapping[str, Any],
    *,
    boxes: int | None = None,
    number: int | None = None,
) -> dict[str, Any]:
    """What the journal keeps of the round in progress: enough to rebuild it exactly, and
    (from the screen) the table's number of boxes and the round's number, to offer it again."""
    state: dict[str, Any] = {"round_id": round_id, "game": game, "table": dict(table), "records": rnd.records_json()}
    if boxes is not None:
        state["boxes"] = boxes
    if number is not None:
        state["number"] = number
    return state


class JournalReader(Protocol):
    def journal_load(self, table_id: str) -> dict[str, Any] | None: ...


class JournalUnreadable(DealerAssistError):
    """The round in progress saved for a table cannot be read or rebuilt. Nothing is
    deleted: the pit boss voids it (the log keeps its saved text)."""

    def __init__(self, table_id: str, reason: str) -> None:
        self.table_id = table_id
        self.reason = reason
        super().__init__(f"the round in progress at table {table_id} cannot be read ({reason}): a pit boss can void it")


@dataclass(frozen=True)
class JournaledRound:
    """A round in progress found in the journal: what to offer after a restart."""

    table_id: str
    round_id: str
    game: str
    table: dict[str, Any]
    """The table's limits as the round was played (the profile's overrides)."""
    round: Round
    boxes: int | None
    """The table's number of boxes on the screen, when the journal says it."""
    number: int | None
    """The round's number at its table, when the journal says it."""

    @property
    def started(self) -> float:
        """When the round's first record was made (epoch seconds)."""
        return self.round.records[0].time

    @property
    def in_play(self) -> list[int]:
        return sorted(self.round.boxes)

    def matches(self, game: str, table: Mapping[str, Any]) -> bool:
        return self.game == game and self.table == dict(table)


class RoundPending(DealerAssistError):
    """A table cannot start another game while a round in progress waits in the journal."""

    def __init__(self, pending: JournaledRound) -> None:
        self.pending = pending
        number = f" {pending.number}" if pending.number else ""
        super().__init__(
            f"round{number} of {pending.round.profile.title} is in progress at table {pending.table_id}: "
            "resume it or have a pit boss void it first"
        )


def read_journal(log: JournalReader, table_id: str) -> JournaledRound | None:
    """The round in progress saved for ``table_id``, rebuilt; None when there is none.

    Raises :class:`JournalUnreadable` when the saved row cannot be read or no longer
    rebuilds a round (a damaged file, a row written by hand, a profile changed since)."""
    try:
        state = log.journal_load(table_id)
    except (DealerAssistError, ValueError) as err:  # LogError, or the JSON decoder's error
        raise JournalUnreadable(table_id, str(err).splitlines()[0] if str(err) else type(err).__name__) from err
    if not state:
        return None
    try:
        if not isinstance(state, dict):
            raise ValueError("not a JSON object")
        if not state.get("records"):
            return None
        game, table = state["game"], state.get("table", {})
        if not isinstance(game, str) or not isinstance(table, dict):
            raise ValueError("no game or table")
        records = [Record.from_json(r) for r in state["records"]]
        rnd = Round.replay(game, records, dict(table))
        boxes, number = state.get("boxes"), state.get("number")
        return JournaledRound(
            table_id,
            str(state.get("round_id") or ""),
            game,
            dict(table),
            rnd,
            boxes if isinstance(boxes, int) and not isinstance(boxes, bool) else None,
            number if isinstance(number, int) and not isinstance(number, bool) else None,
        )
    except (DealerAssistError, KeyError, TypeError, ValueError, AttributeError) as err:
        raise JournalUnreadable(table_id, str(err) or type(err).__name__) from err


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
