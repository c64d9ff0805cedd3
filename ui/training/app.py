"""``dealer-assist train``: simulation mode in its own window (Qt is imported here only)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.training.log_problem import TrainingLogProblem
    from ui.training.window import TrainingWindow


def training_window(args: argparse.Namespace) -> TrainingWindow | TrainingLogProblem:
    """The trainee's window on the training log of ``args``; when that log cannot be
    opened, the window that says why (a trainee started from a desktop icon reads no
    terminal). The English line goes to stderr too, for whoever reads it."""
    from dealer_assist.errors import DealerAssistError
    from ui.training.log_problem import TrainingLogProblem
    from ui.training.window import TrainingWindow

    try:
        return TrainingWindow(
            trainee=args.trainee or "", game=args.game, level=args.level, seed=args.seed, log_path=args.log
        )
    except DealerAssistError as err:
        print(f"dealer-assist train: {err}", file=sys.stderr)
        return TrainingLogProblem(err)


def run(args: argparse.Namespace) -> int:
    if args.demo_screens:
        from tools.demo.folder import isolated
        from tools.demo.training import write_screens

        with isolated(Path(args.demo_screens)):  # refuses a live folder; the user's settings untouched
            written = write_screens(Path(args.demo_screens))
        for path in written:
            print(path)
        return 0
    from ui.i18n import set_language
    from ui.qt import application
    from ui.training.log_problem import EXIT_CODE, TrainingLogProblem
    from ui.training.window import TrainingWindow

    app = application()
    set_language(args.language or "en")
    window = training_window(args)
    if isinstance(window, TrainingWindow) and (args.drill or args.focus) and args.trainee:
        kind = None if args.drill in (None, "mixed") else args.drill
        if not window.start(kind, focus=args.focus):
            print("dealer-assist train: could not start the drills (see the window)", file=sys.stderr)
    if args.fullscreen:
        window.showFullScreen()
    else:
        window.resize(1280, 800)
        window.show()
    code = int(app.exec())
    return EXIT_CODE if isinstance(window, TrainingLogProblem) else code
