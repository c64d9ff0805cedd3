"""Audit: settle every logged round again with the engine and compare the payouts; and
sum every round's settlement up again and compare the figures the searches read.

The engine is passed in as ``settle(round_file) -> settlement`` (the rules engine's
``dealer_assist.settle.settle_json``), so an audit can also compare two engine versions.
Money is compared as Decimal (``"30"`` equals ``"30.00"``); every other value as is.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import pickle
import signal
import sqlite3
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dealer_assist.errors import LogError
from dealer_assist.log.chain import PROGRESS_EVERY, Progress
from dealer_assist.log.model import AuditFinding, AuditReport, LoggedRound, canonical_json
from dealer_assist.log.rows import BOX_COLUMNS, LINE_COLUMNS, prepare, read_page, searchable_rows, stores_lines
from dealer_assist.log.store import _explain as explain_sqlite
from dealer_assist.log.summary import from_cents, summarize_settlement
from dealer_assist.messages import Message, msg
from dealer_assist.money import fmt

if TYPE_CHECKING:
    from dealer_assist.log.store import RoundLog

MONEY_KEYS = frozenset(
    {"stake", "net", "uncapped_net", "exact", "amount", "payout", "max_payout", "side_bet_max_payout", "chip_unit"}
)
Settle = Callable[[dict[str, Any]], dict[str, Any]]


def _same_money(a: object, b: object) -> bool:
    try:
        return Decimal(str(a)) == Decimal(str(b))
    except InvalidOperation:
        return a == b


def differences(stored: object, engine: object, path: str = "settlement") -> list[str]:
    """Where two settlements differ, one line per difference, in reading order.

    >>> differences({"boxes": [{"box": 1, "net": "30"}]}, {"boxes": [{"box": 1, "net": "40"}]})
    ['settlement.boxes[box 1].net: stored 30, engine 40']
    >>> differences({"net": "30"}, {"net": "30.00"})
    []
    """
    return [str(m) for m in difference_messages(stored, engine, path)]


def difference_messages(stored: object, engine: object, path: str = "settlement") -> list[Message]:
    """:func:`differences` as messages: the pit boss's replay says them in its language (the
    settlement's keys stay as the file has them; a box's label is said in the screen's words)."""
    return _walk(stored, engine, _Where(path))


@dataclass(frozen=True)
class _Where:
    """A place in a settlement: ``settlement.boxes`` ``[box 1]`` ``.lines[0].net``."""

    head: str
    box: object = None
    rest: str = ""

    def __add__(self, suffix: str) -> _Where:
        return _Where(self.head + suffix) if self.box is None else _Where(self.head, self.box, self.rest + suffix)

    def message(self) -> Message:
        if self.box is None:
            return Message.text(self.head)
        return msg("replay.in_box", head=self.head, box=self.box, rest=self.rest)


def _walk(stored: object, engine: object, where: _Where) -> list[Message]:
    if stored == engine:  # nearly always, and one C-level comparison: no walk needed
        return []
    if isinstance(stored, dict) and isinstance(engine, dict):
        found: list[Message] = []
        for key in sorted(set(stored) | set(engine), key=str):
            here = where + f".{key}"
            if key not in engine:
                found.append(msg("replay.engine_none", where=here.message(), stored=str(stored[key])))
            elif key not in stored:
                found.append(msg("replay.stored_none", where=here.message(), engine=str(engine[key])))
            elif key in MONEY_KEYS and not isinstance(stored[key], dict | list):
                if not _same_money(stored[key], engine[key]):
                    found.append(_differs(here, stored[key], engine[key]))
            else:
                found.extend(_walk(stored[key], engine[key], here))
        return found
    if isinstance(stored, list) and isinstance(engine, list):
        if len(stored) != len(engine):
            return [msg("replay.items", where=where.message(), stored=len(stored), engine=len(engine))]
        found = []
        for i, (a, b) in enumerate(zip(stored, engine, strict=True)):
            if isinstance(a, dict) and "box" in a and where.box is None:
                found.extend(_walk(a, b, _Where(where.head, a["box"])))
            else:
                label = f"box {a['box']}" if isinstance(a, dict) and "box" in a else str(i)
                found.extend(_walk(a, b, where + f"[{label}]"))
        return found
    return [] if stored == engine else [_differs(where, stored, engine)]


def _differs(where: _Where, stored: object, engine: object) -> Message:
    return msg("replay.differs", where=where.message(), stored=str(stored), engine=str(engine))


# The figures stored beside each round for the pit boss's searches (rows.prepare), by name.
FIGURES = (
    ("boxes", False),
    ("total_wagered", True),
    ("total_paid", True),
    ("house_result", True),
    ("largest_payout", True),
    ("capped", False),
    ("corrected", False),
    ("alerts", False),
)
_FIGURES_SQL = (
    "SELECT boxes, total_wagered_cents, total_paid_cents, house_result_cents, largest_payout_cents, "
    "capped, corrected, alerts FROM rounds WHERE position = ?"
)
_BOX_COLUMNS = BOX_COLUMNS
_LINE_COLUMNS = LINE_COLUMNS


def figure_differences(conn: sqlite3.Connection, position: int, entry: LoggedRound) -> list[str]:
    """Where the figures stored for the searches (the round's totals, its ``boxes`` and
    ``lines`` rows) are not what its settlement and records give, one line each.

    The searches, counts, exports and reports read these figures, not the settlement: a
    rewrite of them (with the chain rehashed after it) hides a payout from every search
    while the chain verifies; the settlement it no longer agrees with gives it away."""
    try:
        rows = prepare(entry)
    except LogError as err:
        return [f"its settlement cannot be summed up again: {err}"]
    found: list[str] = []
    stored = conn.execute(_FIGURES_SQL, (position,)).fetchone()
    for (name, money), was, now in zip(FIGURES, stored, rows.round_row[11:], strict=True):
        if was != now:
            if money and isinstance(now, int):
                was, now = fmt(from_cents(was)), fmt(from_cents(now))
            found.append(f"{name}: stored {was}, settlement says {now}")
    for what, columns, expected in (("boxes", _BOX_COLUMNS, rows.boxes), ("lines", _LINE_COLUMNS, rows.lines)):
        if what == "lines" and not stores_lines(conn):
            continue  # layout 2 keeps the lines in the settlement only
        keys = ", ".join(columns[:2])
        have = conn.execute(
            f"SELECT {', '.join(columns)} FROM {what} WHERE position = ? ORDER BY {keys}", (position,)
        ).fetchall()
        found.extend(_rows_differ(what, have, [tuple(r) for r in expected]))
    return found


def _rows_differ(what: str, have: list[Any], want: list[Any]) -> list[str]:
    """The one line saying how the stored ``what`` rows ("boxes" or "lines") differ from
    those the settlement gives (none when they agree): the first three rows that differ."""
    if have == want:
        return []
    pairs = zip(have, want, strict=False)  # lengths may differ: said below
    wrong = [f"box {h[0]}" + (f" line {h[1]}" if what == "lines" else "") for h, w in pairs if h != w]
    if len(have) != len(want):
        wrong.append(f"{len(have)} rows stored, {len(want)} in the settlement")
    return [f"{what} rows differ from the settlement ({', '.join(wrong[:3])})"]


def _stored_figures_differ(
    settlement: dict[str, Any],
    kinds: list[str],
    stored: tuple[object, ...],
    stored_boxes: list[tuple[object, ...]],
    stored_lines: list[tuple[object, ...]] | None,
) -> list[str]:
    """:func:`figure_differences` on what one page read: the settlement summed up again
    (it needs only the kinds of the round's records, not their data) against the rows."""
    try:
        figures, boxes, lines = searchable_rows(summarize_settlement(settlement, [{"kind": k} for k in kinds]))
    except LogError as err:
        return [f"its settlement cannot be summed up again: {err}"]
    found: list[str] = []
    for (name, money), was, now in zip(FIGURES, stored, figures, strict=True):
        if was != now:
            if money and isinstance(now, int) and isinstance(was, int):
                was, now = fmt(from_cents(was)), fmt(from_cents(now))
            found.append(f"{name}: stored {was}, settlement says {now}")
    for what, have, want in (("boxes", stored_boxes, boxes), ("lines", stored_lines, lines)):
        if have is not None:  # None: layout 2, no lines rows
            found.extend(_rows_differ(what, have, want))
    return found


def _written_as(engine: object, stored_text: str) -> bool:
    """Whether the stored settlement is, character for character, what the log writes for
    the engine's (``rows.prepare``: canonical JSON). Nearly always so: the stored text then
    need not be parsed, and the engine's settlement stands for it (the same JSON)."""
    try:
        return canonical_json(engine, "settlement") == stored_text
    except LogError:  # not plain JSON: compared the long way
        return False


def _more(found: list[str]) -> str:
    return "; ".join(found[:3]) + (f" (and {len(found) - 3} more)" if len(found) > 3 else "")


def audit_page(conn: sqlite3.Connection, first: int, last: int, settle: Settle) -> tuple[int, list[AuditFinding]]:
    """Audit the rounds at chain positions ``first``..``last``: a few queries for the page
    (:func:`~dealer_assist.log.rows.read_page`, either layout); each round file parsed
    once, its stored settlement only when it is not the text the engine's settlement is
    written as; the records' data never (the figures need only their kinds)."""
    page = read_page(conn, first, last)  # either layout (dealer_assist.log.rows)
    rounds, kinds, boxes, lines = page.rounds, page.kinds, page.boxes, page.lines
    findings: list[AuditFinding] = []
    for position, round_id, round_text, settlement_text, *stored in rounds:
        reasons: list[str] = []
        stored_settlement: dict[str, Any] | None = None
        engine: dict[str, Any] | None = None
        try:
            round_file = json.loads(round_text)
        except ValueError as round_err:  # an audit reports every round, whatever one of them holds
            unreadable: ValueError = round_err
            try:
                stored_settlement = json.loads(settlement_text)
            except ValueError as settlement_err:
                unreadable = settlement_err  # both unreadable: the settlement named, as always
            reason = f"its stored JSON cannot be read: {unreadable}"
            findings.append(AuditFinding(position, round_id, reason, stored_settlement, None))
            continue
        engine_error: Exception | None = None
        try:
            engine = settle(round_file)
        except Exception as err:  # an audit reports every round, whatever one of them does
            engine_error = err
        same = engine_error is None and _written_as(engine, settlement_text)
        if same:
            settled = engine
        else:
            try:
                stored_settlement = settled = json.loads(settlement_text)
            except ValueError as err:
                reason = f"its stored JSON cannot be read: {err}"
                findings.append(AuditFinding(position, round_id, reason, None, None))
                continue
        assert settled is not None
        figures = _stored_figures_differ(
            settled,
            kinds.get(position, []),
            tuple(stored),
            boxes.get(position, []),
            None if lines is None else lines.get(position, []),
        )
        if figures:
            reasons.append("stored figures differ from its settlement: " + _more(figures))
        if engine_error is not None:
            reasons.append(f"the engine cannot settle its round file: {type(engine_error).__name__}: {engine_error}")
        elif not same:
            found = differences(stored_settlement, engine)
            if found:
                reasons.append(_more(found))
        if reasons:  # one finding per round, whatever is wrong with it
            if stored_settlement is None:  # equal to the engine's; the finding carries it as read
                stored_settlement = json.loads(settlement_text)
            findings.append(AuditFinding(position, round_id, "; and ".join(reasons), stored_settlement, engine))
    return len(rounds), findings


PAGE = 2_000  # rounds a worker audits per task: big enough that the hand-over costs nothing
PARALLEL_FROM = 4 * PAGE  # smaller logs are audited in this process (starting workers costs ~0.5 s)


def _checked_page(
    conn: sqlite3.Connection, path: Path, first: int, last: int, settle: Settle
) -> tuple[int, list[AuditFinding]]:
    """:func:`audit_page`, a failure of it one clear :class:`LogError` naming the pages'
    positions (the same line whichever process audited the page)."""
    doing = f"auditing rounds at positions {first}-{last}"
    try:
        return audit_page(conn, first, last, settle)
    except sqlite3.Error as err:
        raise explain_sqlite(err, path, doing) from None
    except LogError:
        raise
    except Exception as err:  # one line for the person running the audit, never a traceback
        raise LogError(f"round log {path}: {doing} failed: {type(err).__name__}: {err}") from None


# A worker's own read-only connection, opened once (pool initializer), or why it could not be.
_worker_conn: sqlite3.Connection | None = None
_worker_path = Path()
_worker_failure: LogError | None = None


def _open_worker(uri: str, path: Path) -> None:
    global _worker_conn, _worker_path, _worker_failure
    # Ctrl-C reaches every process of the terminal: the audit's own process stops the
    # audit (one line); workers that took it too would each print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _worker_path = path
    try:
        _worker_conn = sqlite3.connect(uri, uri=True, isolation_level=None)
        _worker_conn.execute("PRAGMA query_only = ON")
    except sqlite3.Error as err:  # said with the first page (an initializer's error is a traceback)
        _worker_failure = explain_sqlite(err, path, "opening the log for an audit worker")


def _worker_page(job: tuple[int, int, Settle]) -> tuple[int, list[AuditFinding]]:
    if _worker_failure is not None:
        raise _worker_failure
    assert _worker_conn is not None
    return _checked_page(_worker_conn, _worker_path, job[0], job[1], job[2])


def _picklable(settle: Settle) -> bool:
    try:
        pickle.dumps(settle)
    except (pickle.PicklingError, AttributeError, TypeError):
        return False
    return True


def _read_only_uri(log: RoundLog) -> str:
    """The URI workers open: the log's own when it was opened read-only (it may be
    ``immutable``), else the same file read-only (an audit writes nothing)."""
    return log.uri if log.readonly else log.path.resolve().as_uri() + "?mode=ro"


def audit_log(
    log: RoundLog,
    settle: Settle,
    *,
    progress: Progress | None = None,
    workers: int | None = None,
    page: int = PAGE,
) -> AuditReport:
    """Every round whose stored settlement differs from ``settle(round_file)``, or whose
    stored figures (what the searches read) differ from its settlement.

    Pages of ``page`` rounds are audited on ``workers`` processes (all cores unless
    given; in this process for a small log, or when ``settle`` cannot be sent to
    another process), each reading the file through its own read-only connection. The
    findings are the same, in chain order, whatever the number of workers. A page that
    cannot be read, or a worker that dies, raises :class:`LogError` (one line)."""
    try:
        positions = [row[0] for row in log.db.conn.execute("SELECT position FROM rounds ORDER BY position")]
    except sqlite3.Error as err:
        raise explain_sqlite(err, log.path, "listing the rounds to audit") from None
    total = len(positions)
    jobs = [(positions[i], positions[min(i + page, total) - 1]) for i in range(0, total, page)]
    if workers is None:
        workers = (os.cpu_count() or 1) if total >= PARALLEL_FROM else 1
    findings: list[AuditFinding] = []
    checked = 0
    reported = 0

    def done(part: tuple[int, list[AuditFinding]]) -> None:
        nonlocal checked, reported
        checked += part[0]
        findings.extend(part[1])
        if progress is not None and checked - reported >= PROGRESS_EVERY:
            reported = checked
            progress(checked, total)

    if workers > 1 and len(jobs) > 1 and _picklable(settle):
        # spawn, not fork: the caller may be the Qt application, whose threads a fork copies badly.
        context = multiprocessing.get_context("spawn")
        count = min(workers, len(jobs))
        pool = ProcessPoolExecutor(
            count, mp_context=context, initializer=_open_worker, initargs=(_read_only_uri(log), log.path)
        )
        # Pages handed out a few at a time and taken back in order: the findings come in chain
        # order, a failure is met at the first unfinished page, and nothing waits queued that a
        # stop would have to cancel (a pool broken with cancelled work in it says so on stderr).
        ahead: deque[Future[tuple[int, list[AuditFinding]]]] = deque()
        waiting = iter(jobs)

        def hand_out() -> None:
            job = next(waiting, None)
            if job is not None:
                ahead.append(pool.submit(_worker_page, (job[0], job[1], settle)))

        finished = 0  # pages taken back
        try:
            for _ in range(2 * count):
                hand_out()
            while ahead:
                done(ahead.popleft().result())
                finished += 1
                hand_out()
        except BrokenProcessPool:
            # Which of the pages in flight the dead worker held is not known: from the first unfinished on.
            raise LogError(
                f"round log {log.path}: auditing rounds at positions {jobs[finished][0]}-{positions[-1]} "
                "failed: a worker process ended abruptly (killed, or out of memory?)"
            ) from None
        except LogError:
            raise
        except Exception as err:  # a page's result that could not come back, say
            a, b = jobs[finished]
            raise LogError(
                f"round log {log.path}: auditing rounds at positions {a}-{b} failed: {type(err).__name__}: {err}"
            ) from None
        except BaseException:  # Ctrl-C: stop now, not after the pages in flight (workers only read)
            for process in list((getattr(pool, "_processes", None) or {}).values()):
                process.terminate()
            raise
        finally:
            pool.shutdown(wait=True)
    else:
        for a, b in jobs:
            done(_checked_page(log.db.conn, log.path, a, b, settle))
    if progress is not None:
        progress(checked, checked)
    return AuditReport(checked, findings)


def reference_audit_log(log: RoundLog, settle: Settle, *, progress: Progress | None = None) -> AuditReport:
    """The previous audit (one round at a time, every record parsed), kept for the bench:
    every round whose stored settlement differs from ``settle(round_file)``, or whose
    stored figures (what the searches read) differ from its settlement."""
    findings: list[AuditFinding] = []
    checked = 0
    total = log.count() if progress is not None else 0
    for position, entry in log.iter_rounds():
        checked += 1
        reasons: list[str] = []
        figures = figure_differences(log.db.conn, position, entry)
        if figures:
            more = f" (and {len(figures) - 3} more)" if len(figures) > 3 else ""
            reasons.append("stored figures differ from its settlement: " + "; ".join(figures[:3]) + more)
        engine: dict[str, Any] | None = None
        try:
            engine = settle(entry.round_file)
        except Exception as err:  # an audit reports every round, whatever one of them does
            reasons.append(f"the engine cannot settle its round file: {type(err).__name__}: {err}")
        else:
            found = differences(entry.settlement, engine)
            if found:
                more = f" (and {len(found) - 3} more)" if len(found) > 3 else ""
                reasons.append("; ".join(found[:3]) + more)
        if reasons:  # one finding per round, whatever is wrong with it
            findings.append(AuditFinding(position, entry.round_id, "; and ".join(reasons), entry.settlement, engine))
        if progress is not None and checked % PROGRESS_EVERY == 0:
            progress(checked, total)
    if progress is not None:
        progress(checked, checked)
    return AuditReport(checked, findings)
