"""Dealer rotation on the croupier's screen: who is dealing (in the table's header), and the
one tap ("Change croupier", between rounds) that opens the PIN pad for the croupier taking
over. The rule (between rounds only) and the chained entry are the session's and the staff
store's (:meth:`ui.session.TableSession.rotate`); a croupier's badge is their name in the
staff store (see docs/croupiers.md).
"""

from __future__ import annotations

from typing import Any

from dealer_assist.croupiers import NOBODY
from dealer_assist.errors import DealerAssistError
from ui.i18n import refusal_text, translate


def dealing_text(session: Any) -> str:
    """``Dealing: Ana`` for the header (nobody signed in: said so)."""
    if session.who == NOBODY:
        return translate("Rotation", "Dealing: nobody signed in")
    return translate("Rotation", "Dealing: {name}").format(name=session.who)


def rotate_tapped(screen: Any) -> Any:
    """The croupier tapped "Change croupier" on ``screen`` (a TableScreen): mid-round it is
    refused in one line; else the PIN pad of the croupier taking over (returned)."""
    from ui.pitboss.entry import store_of
    from ui.pitboss.pin import PinOverlay

    session = screen.session
    refused = session.rotation_refused()
    if refused:
        screen.show_message(refused)
        return None
    try:
        store = store_of(screen.window())
    except DealerAssistError as err:
        screen.show_message(refusal_text(err))
        return None
    def taken_over(grant: Any) -> None:
        old, dealt = session.who, session.rounds_by_croupier
        if session.rotate(grant, store):
            screen.show_message(
                translate("Rotation", "%n round(s) dealt by {old}: {new} deals now", None, dealt).format(
                    old=old, new=grant.name
                )
            )

    pad = PinOverlay(
        screen.window(),
        store,
        "croupier",
        taken_over,
        purpose=translate("Rotation", "take over the table"),
    )
    screen._open(pad)
    return pad
