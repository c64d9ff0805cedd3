"""The log's commands: ``verify FILE``, ``audit FILE``, ``export FILE``.

``register(sub)`` adds all three to the top-level parser (``register_verify``,
``register_audit`` and ``register_export`` add one each). Exit codes: 0 all well; 1 the
log failed the check (verify: altered; audit: payouts differ); 2 the log cannot be read.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from typing import Any

from dealer_assist.errors import DealerAssistError, LogError

EXIT_OK, EXIT_FAILED, EXIT_UNREADABLE = 0, 1, 2
SETTLE_MODULE, SETTLE_FUNCTION = "dealer_assist.settle", "settle_json"


def _progress(label: str) -> Callable[[int, int], None] | None:
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        width = 30
        filled = width * done // total if total else width
        end = "\n" if done >= total else ""
        print(
            f"\r{label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}", end=end, file=sys.stderr, flush=True
        )

    return show


def _fail(command: str, err: DealerAssistError) -> int:
    print(f"dealer-assist {command}: {err}", file=sys.stderr)
    return EXIT_UNREADABLE


def run_verify(args: argparse.Namespace) -> int:
    from dealer_assist.log.store import RoundLog

    anchor = None
    if args.anchor:
        position, _, digest = args.anchor.partition(":")
        if not position.isdigit() or len(digest) != 64:
            return _fail("verify", LogError(f"--anchor is POSITION:HASH, not {args.anchor!r}"))
        anchor = (int(position), digest)
    try:
        with RoundLog.open(args.file, readonly=True) as log:
            report = log.verify(anchor=anchor, progress=_progress("verifying"), deep=args.deep)
            alerts = log.clock_alerts() if report.clock_alerts and not report.damaged else []
    except DealerAssistError as err:
        return _fail("verify", err)
    print(f"{args.file}: {report.describe()}")
    for alert in alerts:
        print(f"  clock alert, entry {alert.position}, written {alert.recorded_at}: {alert.why}")
    staff = verify_staff(args.file)
    if report.damaged:
        return EXIT_UNREADABLE
    if not report.ok or staff == EXIT_FAILED:
        return EXIT_FAILED
    return staff


def verify_staff(log_file: str) -> int:
    """The staff store beside the log (PINs' changes, the table settings a pit boss
    approved): its audit trail's chain checked too, when there is one."""
    from dealer_assist.staff import StaffStore, staff_path

    path = staff_path(log_file)
    if not path.is_file():
        return EXIT_OK
    try:
        with StaffStore.open(path) as store:
            problem = store.verify_audit()
    except DealerAssistError as err:
        print(f"{path}: cannot be checked: {err}", file=sys.stderr)
        return EXIT_UNREADABLE
    print(f"{path}: {problem or 'audit trail intact (staff changes and table settings)'}")
    return EXIT_FAILED if problem else EXIT_OK


def run_audit(args: argparse.Namespace) -> int:
    from dealer_assist.log.store import RoundLog

    try:
        settle: Callable[[dict[str, Any]], dict[str, Any]] = getattr(
            importlib.import_module(SETTLE_MODULE), SETTLE_FUNCTION
        )
    except (ImportError, AttributeError) as err:
        return _fail("audit", LogError(f"the rules engine is not available: {err}"))
    try:
        with RoundLog.open(args.file, readonly=True) as log:
            report = log.audit(settle, progress=_progress("auditing"))
    except DealerAssistError as err:
        return _fail("audit", err)
    for finding in report.findings:
        print(f"position {finding.position} round {finding.round_id}: {finding.reason}")
    print(f"{args.file}: {report.rounds_checked} rounds settled again, {len(report.findings)} differ")
    return EXIT_OK if report.ok else EXIT_FAILED


def run_export(args: argparse.Namespace) -> int:
    from dealer_assist.clock import table_zone
    from dealer_assist.log.store import RoundLog

    try:
        with RoundLog.open(args.file, readonly=True) as log:
            destination = args.output if args.output else sys.stdout
            zone = table_zone(args.zone)
            count = log.export(destination, args.format, args.date_from, args.date_to, zone=zone)
    except DealerAssistError as err:
        return _fail("export", err)
    if args.output:
        print(f"{count} rounds written to {args.output}", file=sys.stderr)
    return EXIT_OK


def register_verify(sub: Any) -> None:
    p = sub.add_parser("verify", help="check a round log's hash chain; exit 0 when intact")
    p.add_argument("file", metavar="FILE", help="the round log (rounds.db)")
    p.add_argument(
        "--anchor", metavar="POSITION:HASH", help="a chain head noted earlier (shift report); it must still be there"
    )
    p.add_argument(
        "--deep", action="store_true", help="kept for old scripts: every verify now checks SQLite's indexes too"
    )
    p.set_defaults(func=run_verify)


def register_audit(sub: Any) -> None:
    p = sub.add_parser("audit", help="settle every logged round again; list those that differ")
    p.add_argument("file", metavar="FILE", help="the round log (rounds.db)")
    p.set_defaults(func=run_audit)


def register_export(sub: Any) -> None:
    p = sub.add_parser("export", help="export rounds as CSV or JSON (round files)")
    p.add_argument("file", metavar="FILE", help="the round log (rounds.db)")
    p.add_argument("--format", choices=("csv", "json"), default="csv")
    p.add_argument(
        "--from", dest="date_from", metavar="DATE", help="first day (or time) confirmed, inclusive, local time"
    )
    p.add_argument("--to", dest="date_to", metavar="DATE", help="last day (or time) confirmed, inclusive, local time")
    p.add_argument(
        "--zone",
        metavar="ZONE",
        default="",
        help="the table's time zone for --from/--to, e.g. Europe/Madrid (default: the machine's)",
    )
    p.add_argument(
        "--output",
        "-o",
        metavar="PATH",
        help="a file, or an existing folder for one round file per round (default: standard output)",
    )
    p.set_defaults(func=run_export)


def register(sub: Any) -> None:
    """Add ``verify``, ``audit`` and ``export`` to the top-level parser."""
    register_verify(sub)
    register_audit(sub)
    register_export(sub)


def main(argv: list[str] | None = None) -> int:
    """These commands alone: ``python -m dealer_assist.log.cli verify FILE``."""
    parser = argparse.ArgumentParser(prog="dealer-assist")
    register(parser.add_subparsers(dest="command", metavar="COMMAND", required=True))
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
