"""The engine's sub-commands: settle, simulate, verify, audit, export, analyze, advise.

Each command is registered by :func:`register` on the top-level parser (see ``main.py``);
its implementation module is imported only when the command runs.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence

from dealer_assist.errors import DealerAssistError

Handler = Callable[[argparse.Namespace], int]


def lazy_command(module: str, function: str, *, needs: str | None = None) -> Handler:
    """A command handler that imports ``module`` only when the command runs, and turns a
    :class:`DealerAssistError` into one line on stderr and exit status 1. ``needs`` names
    what a failed import means (``"the GUI"``): that too is one clear line, not a trace."""

    def run(args: argparse.Namespace) -> int:
        try:
            handler: Handler = getattr(importlib.import_module(module), function)
        except ImportError as err:
            if needs is None:
                raise
            print(f"dealer-assist {args.command}: {needs} cannot start: {err}", file=sys.stderr)
            return 1
        try:
            return handler(args)
        except DealerAssistError as err:
            print(f"dealer-assist {args.command}: {err}", file=sys.stderr)
            return 1

    return run


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the engine's commands to the top-level parser."""
    settle = sub.add_parser("settle", help="settle a round file and print the settlement")
    settle.add_argument("round", metavar="ROUND.json", help="round file, or - for stdin")
    settle.add_argument("--explain", action="store_true", help="print a table a pit boss can check by hand")
    settle.set_defaults(func=lazy_command("dealer_assist.commands.settle", "run"))

    from dealer_assist.analysis.cli import register as register_analysis
    from dealer_assist.commands.simulate import register as register_simulate
    from dealer_assist.floor.cli import register as register_floor
    from dealer_assist.log.cli import register as register_log

    register_simulate(sub)
    register_log(sub)
    register_analysis(sub)
    register_floor(sub)

    profile = sub.add_parser("profile", help="check a casino's game profile or show a profile's tables")
    profile.add_argument("action", choices=("check", "show"))
    profile.add_argument("profile", metavar="PROFILE", help="novo, russian, caribbean, uth, or a .toml path")
    profile.set_defaults(func=lazy_command("dealer_assist.commands.profile", "run"))


def main(argv: Sequence[str] | None = None) -> int:
    """The engine's commands alone (``python -m dealer_assist``)."""
    parser = argparse.ArgumentParser(prog="dealer-assist")
    register(parser.add_subparsers(dest="command", metavar="COMMAND", required=True))
    args = parser.parse_args(argv)
    return int(args.func(args) or 0)
