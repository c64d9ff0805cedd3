"""``dealer-assist gui``: the croupier's touchscreen. PySide6 is imported only when it runs."""

from __future__ import annotations

import argparse
import sys

from dealer_assist.cli import lazy_command

_run_gui = lazy_command("ui.app", "run", needs="the GUI")
_run_demo = lazy_command("tools.demo.screens", "run", needs="the GUI")
_run_pitboss = lazy_command("ui.pitboss.entry", "run", needs="the GUI")
_run_pit = lazy_command("ui.pitview.app", "run", needs="the GUI")


def _run(args: argparse.Namespace) -> int:
    """``dealer-assist gui``: the touchscreen, or (``--demo-screens``) its scripted demo."""
    return _run_demo(args) if args.demo_screens else _run_gui(args)


def _train(args: argparse.Namespace) -> int:
    """``dealer-assist train``: simulation mode. ``--export`` needs no GUI (no Qt imported)."""
    from dealer_assist.errors import DealerAssistError

    try:
        if args.export:
            from pathlib import Path

            from dealer_assist.training.export import export
            from dealer_assist.training.store import TrainingLog

            with TrainingLog.open(args.log) as log:
                count = export(log, Path(args.export), args.trainee)
            print(f"{args.export}: {count} answers", file=sys.stderr)
            return 0
        try:
            from ui.training.app import run
        except ImportError as err:
            print(f"dealer-assist train: the GUI cannot start: {err}", file=sys.stderr)
            return 1
        return run(args)
    except DealerAssistError as err:
        print(f"dealer-assist train: {err}", file=sys.stderr)
        return 1


def register_train(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    train = sub.add_parser("train", help="simulation mode for trainees: drills, grading, statistics")
    train.add_argument("--trainee", metavar="NAME", help="the trainee (answers are kept under this name)")
    train.add_argument(
        "--drill",
        choices=("pay", "second_hand", "insurance", "cap", "no_game", "mixed"),
        help="start this drill at once (needs --trainee)",
    )
    train.add_argument("--focus", action="store_true", help="start drills on the trainee's own past mistakes")
    train.add_argument("--level", type=int, choices=(1, 2, 3), default=1, help="difficulty (default 1)")
    train.add_argument("--game", default="novo", help="game profile: novo, russian, caribbean, uth")
    train.add_argument("--seed", type=int, help="deal the same drills again")
    train.add_argument("--log", metavar="FILE", help="training log (default: training.db in the data folder)")
    train.add_argument("--language", choices=("en", "es", "ru"), help="screen language")
    train.add_argument("--export", metavar="FILE", help="write the training log as .csv or .json and exit")
    train.add_argument("--demo-screens", metavar="DIR", help="play the training screens offscreen, write PNGs, exit")
    train.add_argument("--fullscreen", action="store_true", help="full screen")
    train.set_defaults(func=_train)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    gui = sub.add_parser("gui", help="start the croupier's touchscreen")
    gui.add_argument("--source", choices=("simulated", "serial", "camera"), help="where cards come from")
    gui.add_argument("--port", help="serial port of the card reader (see `dealer-assist ports`)")
    gui.add_argument(
        "--game", help="ask for a game (novo, russian, caribbean, uth, or a profile file): a pit boss approves it"
    )
    gui.add_argument("--boxes", type=int, help="number of boxes at the table")
    gui.add_argument("--camera", help="camera index, video file or image folder (with --calibration)")
    gui.add_argument("--calibration", metavar="CAL", help="the camera's calibration file")
    gui.add_argument("--camera-check", action="store_true", help="a camera over the layout checks the card reader")
    gui.add_argument("--log", metavar="FILE", help="round log (default: rounds.db in the data folder)")
    gui.add_argument("--language", choices=("en", "es", "ru"), help="screen language")
    gui.add_argument("--seed", type=int, help="simulated shoe: the shuffle seed")
    gui.add_argument("--start", action="store_true", help="skip the start-up screen: start the table at once")
    gui.add_argument("--demo-screens", metavar="DIR", help="play scripted rounds offscreen (7 boxes), write PNGs, exit")
    gui.add_argument("--fullscreen", action="store_true", help="full screen (the table's touchscreen)")
    gui.add_argument("--floor", metavar="URL", help="ship the round log to the floor (URL or credentials file)")
    gui.set_defaults(func=_run)
    register_train(sub)
    boss = sub.add_parser("pitboss", help="the pit boss's screens on a round log (PIN first)")
    boss.add_argument("--log", metavar="FILE", help="round log (default: rounds.db in the data folder)")
    boss.add_argument("--language", choices=("en", "es", "ru"), help="screen language")
    boss.add_argument(
        "--zone", metavar="ZONE", help="the table's time zone, e.g. Europe/Madrid (default: gui.ini's or the machine's)"
    )
    boss.set_defaults(func=_run_pitboss)
    pit = sub.add_parser("pit", help="the pit view: every table of the floor, live (docs/floor.md)")
    pit.add_argument("--floor", required=True, metavar="URL", help="a pit's credentials file or postgresql:// URL")
    pit.add_argument("--pit", metavar="NAME", help="the pit's name, shown in the title")
    pit.add_argument("--language", choices=("en", "es", "ru"), help="screen language")
    pit.add_argument("--fullscreen", action="store_true", help="full screen (the podium's touchscreen)")
    pit.add_argument(
        "--zone", metavar="ZONE", help="the pit's time zone, e.g. Europe/Madrid (default: gui.ini's or the machine's)"
    )
    pit.add_argument(
        "--hours", type=float, default=24.0, help="rounds recorded in the last HOURS hours are browsed (default 24)"
    )
    pit.add_argument("--demo-screens", metavar="DIR", help="render the pit view's screens as PNGs and exit")
    pit.set_defaults(func=_run_pit)
