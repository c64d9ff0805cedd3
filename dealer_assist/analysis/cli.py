"""``dealer-assist analyze`` and ``dealer-assist advise``.

:func:`register` adds both commands to the top-level parser (``main.py`` wires it in via
``dealer_assist.cli``); ``python -m dealer_assist.analysis ...`` runs them alone.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from dealer_assist.errors import DealerAssistError, RoundFileError


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    analyze = sub.add_parser(
        "analyze",
        help="house edge, element of risk, standard deviation and outcomes of a game profile (exact where feasible)",
    )
    analyze.add_argument(
        "--game", required=True, metavar="PROFILE", help="novo, russian, caribbean, uth, or a .toml path"
    )
    analyze.add_argument(
        "--strategy",
        metavar="NAME",
        help="caribbean: optimal, akj83, pair (default: all); uth: optimal; novo/russian: basic",
    )
    analyze.add_argument(
        "--rounds", type=int, default=200_000, help="rounds simulated where enumeration is not feasible"
    )
    analyze.add_argument("--workers", type=int, default=None, help="processes (default: up to 2)")
    analyze.add_argument("--no-cache", action="store_true", help="recompute what is cached on disk")
    analyze.add_argument("--json", action="store_true", help="print the results as JSON")
    analyze.add_argument(
        "--write-results", action="store_true", help="also write the committed result files (shipped tables only)"
    )
    analyze.set_defaults(func=_guard(run_analyze))
    advise = sub.add_parser("advise", help="expected value of each decision open to a box now, and the best one")
    advise.add_argument("round", metavar="ROUND.json", help="round file, or - for stdin")
    advise.add_argument("--box", type=int, required=True, metavar="N")
    advise.add_argument("--json", action="store_true", help="print the advice as JSON")
    advise.set_defaults(func=_guard(run_advise))


def _guard(handler: Any) -> Any:
    def run(args: argparse.Namespace) -> int:
        try:
            return int(handler(args))
        except DealerAssistError as err:
            print(f"dealer-assist {args.command}: {err}", file=sys.stderr)
            return 1

    return run


def run_analyze(args: argparse.Namespace) -> int:
    from dealer_assist.analysis.report import format_analysis
    from dealer_assist.analysis.run import analyses_for, write_results
    from dealer_assist.profile import load_profile

    profile = load_profile(args.game)
    start = time.perf_counter()
    results = analyses_for(
        profile, args.strategy, rounds=args.rounds, workers=args.workers, use_cache=not args.no_cache
    )
    if args.write_results:
        for path in write_results(profile, results):
            print(f"wrote {path}", file=sys.stderr)
    if args.json:
        json.dump([r.to_json() for r in results], sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        for r in results:
            print(format_analysis(r))
            print()
        print(f"analysis of {profile.title} took {time.perf_counter() - start:,.1f} s")
    return 0


def run_advise(args: argparse.Namespace) -> int:
    from dealer_assist.analysis.advise import advise

    if args.round == "-":
        text = sys.stdin.read()
    else:
        try:
            text = Path(args.round).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise RoundFileError(f"{args.round}: cannot read: {getattr(err, 'strerror', None) or err}") from err
    from dealer_assist.roundfile import read_json

    try:
        doc = read_json(text)
    except RoundFileError as err:
        raise RoundFileError(f"{args.round}: {err}") from err
    start = time.perf_counter()
    result = advise(doc, args.box)
    if args.json:
        out = result.to_json()
        out["seconds"] = round(time.perf_counter() - start, 2)
        json.dump(out, sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(result.format())
        print(f"({time.perf_counter() - start:,.1f} s)")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="dealer-assist")
    register(parser.add_subparsers(dest="command", metavar="COMMAND", required=True))
    args = parser.parse_args(argv)
    return int(args.func(args))
