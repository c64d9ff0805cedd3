"""dealer-assist: start the application or one of its commands.

Thin on purpose: it builds the command line from the parts (engine, drivers, calibration,
GUI), each registering its own sub-commands, and hands over. Heavy imports (Qt, OpenCV,
NumPy) happen inside the command that needs them, so ``dealer-assist settle`` starts fast.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# Packages that contribute sub-commands, in the order `--help` lists them.
COMMAND_MODULES = ("dealer_assist.cli", "drivers.cli", "calibration.cli", "ui.cli")
# Modules that contribute benchmark sections to `dealer-assist bench`: tools apart from the
# product (tools/), imported only when `bench` runs.
BENCH_MODULES = (
    "tools.bench.engine",
    "tools.bench.drivers",
    "tools.bench.camera",
    "tools.bench.gui",
    "tools.bench.pitboss",
)


def _optional_module(name: str) -> object | None:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name and name.startswith(err.name):
            return None  # that part is not built (yet); its commands are simply absent
        raise


def bench_sections() -> dict[str, object]:
    """Every benchmark section by name, from every part that has some."""
    sections: dict[str, object] = {}
    for name in BENCH_MODULES:
        module = _optional_module(name)
        if module is not None:
            sections.update(getattr(module, "SECTIONS", {}))
    return sections


def _run_bench(args: argparse.Namespace) -> int:
    sections = bench_sections()
    # a section marked opt_in (long, for a closer look) runs only when named
    chosen = args.only or [n for n, f in sections.items() if not getattr(f, "opt_in", False)]
    unknown = [s for s in chosen if s not in sections]
    if unknown:
        print(
            f"dealer-assist bench: unknown section(s) {', '.join(unknown)}; choose from {', '.join(sections)}",
            file=sys.stderr,
        )
        return 2
    for name in chosen:
        print(f"== {name}", flush=True)
        sections[name](args)  # type: ignore[operator]
        print(flush=True)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dealer-assist",
        description="Payout assistant for live casino poker tables.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMAND_MODULES:
        module = _optional_module(name)
        if module is not None:
            module.register(sub)  # type: ignore[attr-defined]
    bench = sub.add_parser("bench", help="run the speed and accuracy benchmarks, print figures")
    bench.add_argument("--only", nargs="+", metavar="SECTION", help="run only these sections")
    bench.add_argument("--quick", action="store_true", help="smaller samples (a smoke run)")
    bench.add_argument(
        "--floor-rounds", type=int, metavar="N", help="floor: rounds the pit's browser searches (default 10,000,000)"
    )
    bench.set_defaults(func=_run_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except ModuleNotFoundError as err:
        # An optional part (the camera's OpenCV, the floor's psycopg) this installation lacks:
        # one line naming the pip command. Any other missing module is a fault: traceback.
        from dealer_assist.extras import explain

        missing = explain(err)
        if missing is None:
            raise
        print(f"dealer-assist: {missing}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
