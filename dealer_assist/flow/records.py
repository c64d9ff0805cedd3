"""The records a round is made of. Frozen; the round replays from them."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any


def iso_time(seconds: float) -> str:
    """ISO 8601 UTC with milliseconds."""
    stamp = dt.datetime.fromtimestamp(seconds, tz=dt.UTC)
    return stamp.isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass(frozen=True)
class Record:
    """One accepted step of a round (or one refused event worth keeping, e.g. a duplicate).

    ``kind`` says what happened, ``data`` holds its values as JSON-able plain data; ``who``
    and ``why`` name the person and reason for corrections and overrides."""

    seq: int
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    time: float = 0.0
    who: str | None = None
    why: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "time": iso_time(self.time),
            "kind": self.kind,
            "who": self.who,
            "why": self.why,
            "data": self.data,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Record:
        stamp = data.get("time", 0.0)
        if isinstance(stamp, str):
            seconds = dt.datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()
        else:
            seconds = float(stamp)
        return Record(
            int(data["seq"]), str(data["kind"]), dict(data.get("data", {})), seconds, data.get("who"), data.get("why")
        )
