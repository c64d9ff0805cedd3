"""Nothing lost: a round in progress survives a restart, a game change and closing the window.

- :func:`offer` puts a panel at the top of the start-up screen when the round log's journal
  holds a round in progress for the table: "Round 57 of Novo Poker, 7 boxes, in progress
  since 14:02 — Resume / Void". It stays there until the round is resumed (and finished) or
  voided; meanwhile the table will not start another game or other limits (the session
  refuses with :class:`~dealer_assist.flow.journal.RoundPending`).
- A journal row that cannot be read shows as one line saying so and what the pit boss can
  do (void it); nothing is deleted silently.
- Void: a reason, then a pit boss PIN; the log records a chained ``void`` entry that keeps
  the journal row as saved (:meth:`RoundLog.void_journal`), and the row goes in the same
  transaction.
- :func:`ask_before_closing`: closing the window mid-round asks "Keep the round for later /
  Cancel"; the journal is written before asking, so whatever the answer, the round stays.

See docs/nothing-lost.md.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from dealer_assist.errors import DealerAssistError
from dealer_assist.flow import Phase
from dealer_assist.flow.journal import JournaledRound, JournalUnreadable, read_journal
from dealer_assist.staff import Grant, StaffStore
from ui.i18n import clock, game_name, refusal_text, translate
from ui.session import TableConfig
from ui.theme import ACTIVE_BORDER
from ui.widgets import Overlay, button, label


def log_path(window: Any) -> Path:
    from dealer_assist.log import default_path

    chosen = getattr(window.remembered, "log", "")
    return Path(chosen) if chosen else default_path()


def pending_round(path: Path, table_id: str) -> JournaledRound | JournalUnreadable | None:
    """The round in progress the log at ``path`` keeps for ``table_id``; the reason it
    cannot be read; or None (no log yet, nothing in progress, or a log that will not open:
    starting the table says why)."""
    from dealer_assist.log import RoundLog

    if not path.is_file():
        return None
    try:
        # Read-write: after a crash the log's WAL files may need recovering, which a
        # read-only connection cannot do.
        log = RoundLog.open(path)
    except DealerAssistError:
        return None
    try:
        return read_journal(log, table_id)
    except JournalUnreadable as err:
        return err
    finally:
        log.close()


def resumed_config(pending: JournaledRound, chosen: TableConfig) -> TableConfig:
    """The table as the round in progress was played: its game, its limits, its boxes."""
    boxes = pending.boxes or max([chosen.boxes, *pending.in_play])
    limits = {k: Decimal(str(v)) for k, v in pending.table.items()}
    return TableConfig(pending.game, boxes, limits, pending.table_id, chosen.croupier, chosen.approval_threshold)


def describe(pending: JournaledRound) -> str:
    """The offer's line: "Round 57 of Novo Poker, 7 boxes, in progress since 14:02"."""
    game = game_name(pending.round.profile.name, pending.round.profile.title)
    since = clock(datetime.fromtimestamp(pending.started), seconds=False)
    n = len(pending.in_play)
    # English has no numerus file: one box is said apart; the translations' plural forms
    # (Russian has three) come from "%n boxes".
    boxes = translate("Resume", "1 box") if n == 1 else translate("Resume", "%n boxes", None, n)
    if pending.number is not None:
        text = translate("Resume", "Round {n} of {game}, {boxes}, in progress since {time}")
        return text.format(n=pending.number, game=game, boxes=boxes, time=since)
    text = translate("Resume", "A round of {game}, {boxes}, in progress since {time}")
    return text.format(game=game, boxes=boxes, time=since)


class ResumePanel(QFrame):
    """The round in progress, at the top of the start-up screen: Resume or Void."""

    def __init__(
        self,
        found: JournaledRound | JournalUnreadable,
        on_resume: Callable[[JournaledRound], None],
        on_void: Callable[[], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ResumePanel")
        # Framed in the colour of the active box: it is the first thing to deal with.
        self.setStyleSheet(f"QFrame#ResumePanel {{ border: 3px solid {ACTIVE_BORDER}; border-radius: 12px; }}")
        self.found = found
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 12, 16, 12)
        outer.setSpacing(8)
        row = QHBoxLayout()
        row.setSpacing(14)
        if isinstance(found, JournaledRound):
            text = describe(found)
            hint = translate("Resume", "Finish it, or have a pit boss void it, before another game starts.")
        else:
            text = translate(
                "Resume", "The round in progress at table {table} cannot be read: a pit boss can void it."
            ).format(table=found.table_id)
            hint = translate("Resume", "Nothing was deleted; the void keeps its saved text in the log. ({reason})")
            hint = hint.format(reason=found.reason)
        self.text = label(text, "Prompt", wrap=True)
        self.hint = label(hint, "Muted", wrap=True)
        column = QVBoxLayout()
        column.addWidget(self.text)
        column.addWidget(self.hint)
        row.addLayout(column, 1)
        self.buttons: dict[str, QPushButton] = {}
        if isinstance(found, JournaledRound):
            pending = found
            self.buttons["resume"] = button(
                translate("Resume", "Resume"), lambda: on_resume(pending), role="confirm", name="resume_round"
            )
        self.buttons["void"] = button(translate("Resume", "Void (pit boss)"), on_void, role="danger", name="void_round")
        for b in self.buttons.values():
            b.setMinimumHeight(72)
            b.setMinimumWidth(200)
            row.addWidget(b)
        outer.addLayout(row)


def offer(window: Any) -> ResumePanel | None:
    """Show the table's round in progress on the start-up screen, if there is one."""
    startup = window.startup
    if startup is None:
        return None
    table_id = window.remembered.table_id
    found = pending_round(log_path(window), table_id)
    if found is None:
        return None

    def resume(pending: JournaledRound) -> None:
        # Who finishes the round signs in first, as at START (their name goes on the round).
        startup.ask_croupier(lambda name: window.start_table(startup.choice, croupier=name, resume=pending))

    panel = ResumePanel(found, resume, lambda: start_void(window, found))
    layout = startup.layout()
    layout.insertWidget(1, panel)
    startup.resume_panel = panel
    return panel


def start_void(window: Any, found: JournaledRound | JournalUnreadable) -> None:
    """Why, then the pit boss PIN, then the void is recorded and the start-up screen shown again."""
    from ui.pitboss.detail import ReasonOverlay
    from ui.pitboss.entry import store_of
    from ui.pitboss.pin import ask_pin

    reasons = [
        translate("Resume", "The round cannot be finished"),
        translate("Resume", "Misdeal"),
        translate("Resume", "The table closed"),
    ]
    what = describe(found) if isinstance(found, JournaledRound) else found.table_id

    def with_pin(why: str, _data: dict[str, Any]) -> str | None:
        try:
            store = store_of(window)
        except DealerAssistError as err:
            return refusal_text(err)
        ask_pin(
            window,
            store,
            "pit_boss",
            lambda grant: void(window, found, store, grant, why),
            purpose=translate("Resume", "void the round in progress"),
        )
        return None

    ReasonOverlay(window, translate("Resume", "Void: {what}").format(what=what), reasons, with_pin).open()


def void(window: Any, found: JournaledRound | JournalUnreadable, store: StaffStore, grant: Grant, why: str) -> bool:
    """Record the void in the log (a chained entry keeping the round's records so far), in
    the name of the pit boss of ``grant``: the staff file is held from the check that they
    still are one (not removed, moved or locked out since their PIN) to the end of the write."""
    from dealer_assist.log import RoundLog

    table_id = found.table_id
    data: dict[str, Any] = {}
    if isinstance(found, JournaledRound):
        data = {"game": found.game, "number": found.number, "boxes": found.in_play, "phase": found.round.phase.value}
    try:
        with store.acting(grant), RoundLog.open(log_path(window)) as log:
            log.void_journal(table_id, grant.who, why, data)
    except DealerAssistError as err:
        if window.startup is not None:
            window.startup.show_error(refusal_text(err))
        return False
    window.show_startup()
    if window.startup is not None:
        window.startup.show_error(translate("Resume", "The round in progress was voided and recorded in the log"))
    return True


# -- closing the window --------------------------------------------------------------------------


def round_in_progress(window: Any) -> bool:
    session = window.session
    if session is None:
        return False
    if session.unlogged is not None:
        return True
    return bool(session.round.records) and session.round.phase is not Phase.CONFIRMED


class CloseQuestion(Overlay):
    """Closing mid-round: the round stays saved whatever the answer."""

    def __init__(self, window: Any) -> None:
        super().__init__(window, translate("Resume", "Close dealer-assist?"), width=0.6, height=0.5)
        session = window.session
        self.body.addWidget(
            label(
                translate(
                    "Resume",
                    "Round {n} is in progress. It stays saved: when the table starts again, resume it or void it.",
                ).format(n=session.round_number if session is not None else ""),
                "Prompt",
                wrap=True,
            )
        )
        self.body.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(button(translate("Resume", "Cancel"), self.close_overlay, name="close_cancel"))
        row.addWidget(
            button(
                translate("Resume", "Keep the round for later"),
                lambda: self._keep(window),
                role="confirm",
                name="close_keep",
            )
        )
        self.body.addLayout(row)

    def _keep(self, window: Any) -> None:
        self.close_overlay()
        window.close_confirmed = True
        QTimer.singleShot(0, window.close)  # once this tap has been handled


def ask_before_closing(window: Any) -> bool:
    """Called when the window is asked to close: the journal is written now, and if a round
    is in progress the question opens (True: do not close yet)."""
    if window.session is not None:
        window.session.flush_journal()
    if getattr(window, "close_confirmed", False) or not round_in_progress(window):
        return False
    if getattr(window, "close_question", None) is None:
        question = CloseQuestion(window)
        question.closed.connect(lambda: setattr(window, "close_question", None))
        window.close_question = question
        question.open()
    return True
