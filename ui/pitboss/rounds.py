"""The Rounds tab: the log browser and, over it, the detail of the round last opened. The
pit boss's screen and the pit view's table page both show their rounds through it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QStackedWidget, QWidget

from dealer_assist.errors import DealerAssistError
from dealer_assist.log.protocol import RoundStore
from dealer_assist.messages import msg
from ui.i18n import refusal_text, render
from ui.pitboss.browser import LogBrowser
from ui.pitboss.detail import RoundDetail


class RoundsStack(QStackedWidget):
    """``browser`` (the list) and ``detail`` (the open round, None before the first).
    ``make_detail`` builds a round's detail: what it may change is the caller's to say."""

    def __init__(
        self, store: RoundStore, make_detail: Callable[[str], RoundDetail], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.make_detail = make_detail
        self.browser = LogBrowser(store)
        self.browser.round_opened.connect(self.open_round)
        self.addWidget(self.browser)
        self.detail: RoundDetail | None = None

    def open_round(self, round_id: str) -> RoundDetail | None:
        """Show ``round_id``'s detail in place of the one shown before; a round that cannot
        be read, or not shown as it is stored, is said in one line over the list."""
        try:
            detail = self.make_detail(round_id)
        except DealerAssistError as err:
            self._unreadable(refusal_text(err))
            return None
        except (TypeError, ValueError, KeyError, AttributeError, IndexError, ArithmeticError) as err:
            # Read, but not in the form the log writes (a value changed behind its back into
            # another JSON shape): one line naming the round, never a traceback.
            why = f"{type(err).__name__}: {err}"
            self._unreadable(render(msg("log.round_not_shown", round_id=round_id, why=why)))
            return None
        detail.back.connect(self.show_list)
        if self.detail is not None:
            self.removeWidget(self.detail)
            self.detail.deleteLater()
        self.detail = detail
        self.addWidget(detail)
        self.setCurrentWidget(detail)
        return detail

    def _unreadable(self, text: str) -> None:
        self.browser.error.setText(text)
        self.browser.error.show()

    def show_list(self) -> None:
        self.setCurrentWidget(self.browser)
