"""``dealer-assist simulate``: rounds dealt by the simulated shoe to simple players, through
the real round flow, appended to a round log (and journaled while in progress)."""

from __future__ import annotations

import argparse
import datetime as dt
import math
import sys
import time
import uuid
from collections.abc import Callable
from typing import Any

from dealer_assist.errors import DealerAssistError


def _progress(done: int, total: int, started: float) -> None:
    width = 30
    filled = width * done // total
    rate = done / max(time.monotonic() - started, 1e-9)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} rounds  {rate:.0f}/s")
    sys.stderr.flush()


SIMULATOR = "simulator"  # the croupier of every simulated round: how a log tells them apart
MAX_PACE = 86_400.0


class UsageError(DealerAssistError):
    """A command-line value simulate cannot use (exit 2)."""


def parse_start(text: str | None) -> float | None:
    """``--start`` as a POSIX time: an ISO 8601 date and time with its zone (``Z`` for
    UTC), not in the future (the log refuses rounds dated ahead of the clock)."""
    if text is None:
        return None
    try:
        moment = dt.datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise UsageError(f"--start {text!r} is not a date and time like 2025-03-01T18:00:00Z") from None
    if moment.tzinfo is None:
        raise UsageError(f"--start {text!r} has no time zone: add Z for UTC (e.g. 2025-03-01T18:00:00Z)")
    if moment > dt.datetime.now(dt.UTC):
        raise UsageError(f"--start {text!r} is in the future; the log takes no round dated ahead of the clock")
    return moment.timestamp()


def check_pace(pace: float) -> float:
    """``--pace``: seconds between simulated rounds, more than 0 and at most a day."""
    if not math.isfinite(pace) or not 0 < pace <= MAX_PACE:
        raise UsageError(f"--pace must be a number of seconds above 0 and at most {MAX_PACE:.0f}, not {pace}")
    return pace


def _refuse_real_rounds(log: Any) -> None:
    """Simulated rounds go only into a new log or one of simulated rounds: mixed into a
    table's real log they would pass for rounds played (and, with --start, backdated)."""
    real = log.db.conn.execute(
        "SELECT round_id, confirmed_at FROM rounds WHERE croupier IS NOT ? LIMIT 1", (SIMULATOR,)
    ).fetchone()
    if real is not None:
        raise UsageError(
            f"{log.path} holds real rounds (round {real[0]}, {real[1]}); simulate writes only to a new "
            "log or a log of simulated rounds"
        )


class _Clock:
    """Simulated time: round n starts ``pace`` seconds after round n-1 (for demo logs
    that span a shift), or the real clock."""

    def __init__(self, start: str | None, pace: float) -> None:
        self.base = parse_start(start)
        self.pace = check_pace(pace)
        self.round = 0
        self.tick = 0.0

    def __call__(self) -> float:
        if self.base is None:
            return time.time()
        self.tick += 0.5  # each record half a second after the one before
        return self.base + self.round * self.pace + min(self.tick, self.pace * 0.9)

    def next_round(self) -> None:
        self.round += 1
        self.tick = 0.0


def run(args: argparse.Namespace) -> int:
    from dealer_assist.flow import Phase, Record, Round
    from dealer_assist.flow.journal import journal_state, logged_round
    from dealer_assist.flow.state import RoundState
    from dealer_assist.log import RoundLog
    from dealer_assist.shoe import Shoe
    from dealer_assist.simulation import BasicStrategy, simulate_round

    dealing = (Phase.DEALING, Phase.DRAWS, Phase.FLOP_DEAL, Phase.RIVER_DEAL, Phase.DEALER_GAME_DRAW)
    if args.rounds < 1 or not 1 <= args.boxes <= 12:
        raise UsageError("--rounds must be at least 1 and --boxes 1 to 12")
    shoe = Shoe(args.seed)
    strategy = BasicStrategy(args.seed)
    clock = _Clock(args.start, args.pace)
    show = sys.stderr.isatty() and not args.quiet
    started = time.monotonic()
    table: dict[str, Any] = {}
    current = {"round_id": ""}
    with RoundLog.open(args.log) as log:
        _refuse_real_rounds(log)

        def journal(rnd: RoundState, record: Record) -> None:
            # The journal follows the round at every step where the croupier would act (one
            # durable write each); cards being dealt are journaled with the next step.
            if record.kind != "card" or rnd.phase not in dealing:
                assert isinstance(rnd, Round)
                log.journal_save(args.table_id, journal_state(rnd, current["round_id"], args.game, table))

        hook: Callable[[Round], None] | None = (lambda r: r.subscribe(journal)) if args.journal else None
        for n in range(args.rounds):
            current["round_id"] = str(uuid.uuid4())
            rnd = simulate_round(args.game, args.boxes, shoe, strategy, on_round=hook, clock=clock)
            log.append_round(logged_round(rnd, current["round_id"], args.table_id, SIMULATOR))
            clock.next_round()
            if show:
                _progress(n + 1, args.rounds, started)
    if show:
        sys.stderr.write("\n")
    print(f"{args.rounds} {args.game} rounds appended to {args.log}")
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser("simulate", help="deal simulated rounds through the round flow into a log")
    p.add_argument("--game", required=True, help="novo, russian, caribbean, uth, or a profile .toml")
    p.add_argument("--rounds", type=int, required=True)
    p.add_argument("--boxes", type=int, default=5)
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--log", required=True, metavar="FILE", help="the round log to append to (created if new)")
    p.add_argument("--table-id", default="SIM", help="table name recorded with each round (default SIM)")
    p.add_argument(
        "--start",
        help="simulated start time (ISO 8601 with its zone, e.g. 2025-03-01T18:00:00Z), to spread rounds over a shift",
    )
    p.add_argument("--pace", type=float, default=90.0, help="seconds between simulated rounds with --start")
    p.add_argument("--no-journal", dest="journal", action="store_false", help="do not journal rounds in progress")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=_run_checked)


def _run_checked(args: argparse.Namespace) -> int:
    try:
        return run(args)
    except UsageError as err:  # a value on the command line, or a log that is not for it
        print(f"dealer-assist simulate: {err}", file=sys.stderr)
        return 2
    except DealerAssistError as err:
        print(f"dealer-assist simulate: {err}", file=sys.stderr)
        return 1
