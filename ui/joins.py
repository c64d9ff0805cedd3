"""What the screens ask of the round log, the card source and the checking camera.

The table's session (ui/session.py) and its window (ui/app.py) hold these three objects for
as long as a table runs. They are typed by what the screens use of them, not by the
classes that usually fill them: the round log is :class:`dealer_assist.log.RoundLog`, a
card source any :class:`drivers.base.CardSource` (serial reader, simulated shoe, replay,
camera). What a source can do beyond reporting cards (deal when told to, see where cards
lie) the source's class answers (:meth:`~drivers.base.CardSource.dealing_shoe`,
:meth:`~drivers.base.CardSource.layout_view`); the screens never guess from its name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from dealer_assist.events import SourceEvent

if TYPE_CHECKING:  # the log's and the drivers' modules load when a table opens them
    from dealer_assist.log import LoggedRound, RoundFilter, StoredRound
    from drivers.base import DealingShoe, LayoutView

Listener = Callable[[SourceEvent], None]


class EventFeed(Protocol):
    """Events from a reader thread, taken in the GUI thread (ui/qt.py's SourceBridge)."""

    def add_listener(self, callback: Listener) -> None: ...

    def remove_listener(self, callback: Listener) -> None: ...

    def poll(self, most: int | None = None) -> Sequence[SourceEvent]: ...


class CardFeed(EventFeed, Protocol):
    """A card source as a table's session uses it: the reader's state, and what the source
    can do besides reporting cards. The checking camera is one too (its
    :meth:`layout_view` is not None)."""

    @property
    def name(self) -> str: ...

    @property
    def lost(self) -> bool: ...

    @property
    def trusted(self) -> bool: ...

    def trust(self) -> None: ...

    def start(self) -> None: ...

    def stop(self) -> None: ...

    def dealing_shoe(self) -> DealingShoe | None: ...

    def layout_view(self) -> LayoutView | None: ...


class TableLog(Protocol):
    """The round log as a table writes it: the round in progress (the journal), each
    confirmed round, and the table's count of rounds (the round's number)."""

    @property
    def path(self) -> Path: ...

    def count(self, where: RoundFilter | None = None) -> int: ...

    def voided_in_progress(self, table_id: str) -> int: ...

    def journal_load(self, table_id: str) -> dict[str, Any] | None: ...

    def journal_save(self, table_id: str, state: dict[str, Any]) -> None: ...

    def append_round(self, entry: LoggedRound) -> StoredRound: ...

    def close(self) -> None: ...
