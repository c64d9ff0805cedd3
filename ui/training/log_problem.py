"""The window simulation mode shows instead of its screens when the training log cannot be
opened (a file of garbage, a log locked by another program, a folder nobody may write, a
full disk, a log of a newer version ...). A trainee who starts training from a desktop icon
has no terminal: the reason is said here, in the screen's language, the file named, with
what to do and a Close button, as the croupier's start-up screen says why the round log or
the staff file cannot be opened."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from dealer_assist.errors import DealerAssistError
from ui.i18n import refusal_text, translate
from ui.training.look import STYLE, SimulationBanner
from ui.widgets import button, label

EXIT_CODE = 1
"""What ``dealer-assist train`` returns once this window is closed: it did not train."""


class TrainingLogProblem(QWidget):
    """Why the training log cannot be opened: one line naming the file and why (the
    log's own message, rendered), what to do, Close (the only window of ``dealer-assist
    train`` then: closing it ends the application, with :data:`EXIT_CODE`)."""

    def __init__(self, error: DealerAssistError, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TrainingLogProblem")
        self.setWindowTitle(translate("Training", "dealer-assist — SIMULATION (training)"))
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        # As the training window: the screen's size decides, never the labels' preferred sizes.
        outer.setSizeConstraint(QVBoxLayout.SizeConstraint.SetNoConstraint)
        outer.addWidget(SimulationBanner())
        body = QVBoxLayout()
        body.setContentsMargins(40, 24, 40, 18)
        body.setSpacing(16)
        outer.addLayout(body, 1)
        body.addWidget(label(translate("Training", "The training log cannot be opened"), "Title", wrap=True))
        self.problem = label(refusal_text(error), "Message", wrap=True)
        body.addWidget(self.problem)
        self.what_to_do = label(
            translate(
                "Training",
                "Nothing was recorded and the live table is not affected. Close this window and ask the "
                "technician to repair the file or its folder, or to start the training with another file "
                "(dealer-assist train --log FILE).",
            ),
            wrap=True,
        )
        self.what_to_do.setStyleSheet("font-size: 22px;")  # read at a metre, as the line above
        body.addWidget(self.what_to_do)
        body.addStretch(1)
        self.close_button = button(translate("Training", "Close"), self.close, role="main", name="close")
        self.close_button.setMinimumHeight(84)
        body.addWidget(self.close_button)
