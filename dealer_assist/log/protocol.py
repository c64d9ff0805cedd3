"""What the pit boss's screens read rounds through (browser, detail, audit, shift report).

Two stores implement it: the table's own :class:`~dealer_assist.log.store.RoundLog`, and
the pit view's :class:`~dealer_assist.floor.reader.FloorStore` (every table's confirmed
rounds as the floor holds them). DESIGN: "The pit view uses the same browser, detail, audit
and report code as the table's pit boss, over a different store".
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from dealer_assist.log.model import Adjustment, LoggedRound, PageKey, RoundFilter, RoundRow


class RoundStore(Protocol):
    """Rounds newest first a page at a time, one round in full, its voids and adjustments.

    ``path`` is a SQLite file in the round log's layout that a worker thread may open
    read-only with a connection of its own (counting, checking); ``db`` the open one the
    shift report's figures are read from. Writing (a void or an adjustment) is the table's
    own log's alone: the round detail offers it only when given a PIN callback."""

    @property
    def path(self) -> Path: ...

    @property
    def db(self) -> Any: ...

    def query(
        self, where: RoundFilter | None = None, *, limit: int = 100, offset: int = 0, after: PageKey | None = None
    ) -> list[RoundRow]: ...

    def count(self, where: RoundFilter | None = None) -> int: ...

    def get_round(self, round_id: str) -> LoggedRound: ...

    def adjustments(self, round_id: str) -> list[Adjustment]: ...

    def head(self) -> tuple[int, str]: ...
