"""Large payouts wait for a pit boss at the table (issue #18): what the croupier's screen shows
while a settlement waits, the pit boss's PIN at the table, and the floor's answer.

The engine decides which boxes wait (:meth:`Round.approvals_needed`: a payout at or above the
table's approval threshold); this module only shows them and brings the approval in, as the
round's ``approval`` record:

- by PIN at the table: "Pit boss: approve" on the waiting settlement opens the PIN pad; the
  pit boss it names approves every payout shown as waiting (how: ``pin``);
- from the floor (``gui --floor``): :class:`FloorApprovals` hands the waiting payouts to the
  background shipper, which asks the floor and reads the pit's answer; an approval becomes the
  record (how: ``floor``, the pit boss's name), a refusal is said in one line. Reading the
  shipper never waits: with the floor out of reach the PIN is the way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from dealer_assist.errors import DealerAssistError
from ui.i18n import money, refusal_text, translate

if TYPE_CHECKING:
    from dealer_assist.flow import Round
    from ui.session import TableSession

POLL_MS = 300


def waiting_text(rnd: Round) -> str:
    """One line per waiting payout: ``Box 3 pays 12,500: a pit boss approves it``."""
    return "  ·  ".join(
        translate("Approval", "Box {n} pays {amount}: a pit boss approves it").format(n=w.box, amount=money(w.amount))
        for w in rnd.approvals_needed()
    )


def approve_by_pin(screen: Any) -> None:
    """Open the pit boss PIN pad over the table screen; the right PIN approves every payout
    waiting now, in the pit boss's name."""
    from ui.pitboss.entry import store_of
    from ui.pitboss.pin import PinOverlay

    session: TableSession = screen.session
    waiting = session.round.approvals_needed()
    if not waiting:
        return
    try:
        store = store_of(screen.window())
    except DealerAssistError as err:
        screen.show_message(refusal_text(err))
        return

    def granted(grant: Any) -> None:
        # The staff file held from the check that the PIN's pit boss still is one (not removed,
        # moved or locked out since) to the approvals' records: else nothing approved, one line.
        try:
            with store.acting(grant):
                for w in session.round.approvals_needed():
                    if any(x.box == w.box and x.amount == w.amount for x in waiting):
                        session.approve(w.box, w.amount, grant.who, "pin")
        except DealerAssistError as err:
            screen.show_message(refusal_text(err))

    boxes = ", ".join(
        translate("Approval", "box {n}: {amount}").format(n=w.box, amount=money(w.amount)) for w in waiting
    )
    screen._open(
        PinOverlay(
            screen.window(),
            store,
            "pit_boss",
            granted,
            purpose=translate("Approval", "approve the payout ({boxes})").format(boxes=boxes),
        )
    )


class FloorApprovals(QObject):
    """Between the table's round and the background shipper: hands over what waits, takes in
    the pit's answers (GUI thread, a short timer; never a network call here)."""

    def __init__(self, parent: QObject, session: TableSession, shipper: Any) -> None:
        super().__init__(parent)
        self.session = session
        self.shipper = shipper
        self._said: set[tuple[str, int, str]] = set()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.poll)
        self.timer.start(POLL_MS)

    def poll(self) -> None:
        from dealer_assist.floor.approvals import ApprovalRequest

        s = self.session
        waiting = s.round.approvals_needed()
        self.shipper.croupier = s.who
        self.shipper.wanted = tuple(ApprovalRequest(s.round_id, w.box, w.amount) for w in waiting)
        for answer in self.shipper.answers:
            if answer.round_id != s.round_id:
                continue
            match = [w for w in s.round.approvals_needed() if w.box == answer.box and w.amount == answer.amount]
            if not match:
                continue
            if answer.refused:
                key = (answer.round_id, answer.box, str(answer.amount))
                if key not in self._said:
                    self._said.add(key)
                    s.refused.emit(
                        translate("Approval", "Box {n}: {who} refused the payout of {amount} from the pit").format(
                            n=answer.box, who=answer.approved_by, amount=money(answer.amount)
                        )
                    )
                continue
            s.approve(answer.box, match[0].amount, answer.approved_by, "floor", at=answer.approved_at)


def link_floor(screen: QObject, session: TableSession, shipper: Any) -> FloorApprovals:
    """Bring the floor's approvals into ``session`` while ``screen`` lives."""
    return FloorApprovals(screen, session, shipper)
