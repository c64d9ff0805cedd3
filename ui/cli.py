"""``dealer-assist gui``: the croupier's touchscreen. PySide6 is imported only when it runs."""

from __future__ import annotations

import argparse
import sys


def _run(args: argparse.Namespace) -> int:
    from dealer_assist.errors import DealerAssistError

    try:
        from ui.app import run
    except ImportError as err:
        print(f"dealer-assist gui: the GUI cannot start: {err}", file=sys.stderr)
        return 1
    try:
        return run(args)
    except DealerAssistError as err:
        print(f"dealer-assist gui: {err}", file=sys.stderr)
        return 1


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    gui = sub.add_parser("gui", help="start the croupier's touchscreen")
    gui.add_argument("--source", choices=("simulated", "serial", "camera"), help="where cards come from")
    gui.add_argument("--port", help="serial port of the card reader (see `dealer-assist ports`)")
    gui.add_argument("--game", help="game profile: novo, russian, caribbean, uth, or a profile file")
    gui.add_argument("--boxes", type=int, help="number of boxes at the table")
    gui.add_argument("--log", metavar="FILE", help="round log (default: rounds.db in the data folder)")
    gui.add_argument("--language", choices=("en", "es", "ru"), help="screen language")
    gui.add_argument("--seed", type=int, help="simulated shoe: the shuffle seed")
    gui.add_argument("--start", action="store_true", help="skip the start-up screen: start the table at once")
    gui.add_argument("--demo-screens", metavar="DIR", help="play a scripted Novo round offscreen, write PNGs, exit")
    gui.add_argument("--fullscreen", action="store_true", help="full screen (the table's touchscreen)")
    gui.set_defaults(func=_run)
    boss = sub.add_parser("pitboss", help="the pit boss's screens on a round log (PIN first)")
    boss.add_argument("--log", metavar="FILE", help="round log (default: rounds.db in the data folder)")
    boss.add_argument("--language", choices=("en", "es", "ru"), help="screen language")
    boss.set_defaults(func=_run_pitboss)


def _run_pitboss(args: argparse.Namespace) -> int:
    from dealer_assist.errors import DealerAssistError

    try:
        from ui.pitboss.entry import run
    except ImportError as err:
        print(f"dealer-assist pitboss: the GUI cannot start: {err}", file=sys.stderr)
        return 1
    try:
        return run(args)
    except DealerAssistError as err:
        print(f"dealer-assist pitboss: {err}", file=sys.stderr)
        return 1
