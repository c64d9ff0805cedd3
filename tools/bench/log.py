"""Round-log benchmarks (``dealer-assist bench --only log``), targets printed beside.

- append rate with durable commits (one transaction and one fsync per round);
- with 1,000,000 rounds in the log (100,000 with ``--quick``), the pit boss's query: a
  date range and a minimum payout, 100 rows a page, newest first;
- ``verify`` of the whole log.

The big log is generated once (realistic rounds: a few thousand synthetic rounds as
templates, re-timed and re-numbered) and kept in the user cache folder, so reruns are quick.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import tempfile
import time
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import platformdirs

from dealer_assist.errors import LogError
from dealer_assist.log import chain
from dealer_assist.log.model import LoggedRound, RoundFilter
from dealer_assist.log.rows import Prepared, prepare
from dealer_assist.log.schema import INDEXES_DDL, SCHEMA_VERSION
from dealer_assist.log.store import RoundLog
from dealer_assist.shoe import Shoe
from tools.synth.rounds import EPOCH, generate

APPEND_TARGET = 500.0  # rounds/s
QUERY_TARGET_MS = 50.0
VERIFY_TARGET_S = 60.0
TEMPLATES = 3000
TABLES = 8
SECONDS_PER_ROUND = 31.5  # 8 tables, a round every ~4 minutes each: 1,000,000 ≈ one year
GENERATOR_VERSION = 1


def cache_dir() -> Path:
    """Where benchmark fixtures are kept (as ``tools.bench.engine`` keeps its own)."""
    home = os.environ.get("DEALER_ASSIST_HOME")
    return Path(home) / "cache" if home else Path(platformdirs.user_cache_dir("dealer-assist"))


def _ms_clock(base_ms: int) -> str:
    day, ms = divmod(base_ms, 86_400_000)
    h, ms = divmod(ms, 3_600_000)
    m, ms = divmod(ms, 60_000)
    s, ms = divmod(ms, 1000)
    return f"{_day(day)}T{h:02d}:{m:02d}:{s:02d}.{ms:03d}Z"


_DAYS: dict[int, str] = {}


def _day(day: int) -> str:
    text = _DAYS.get(day)
    if text is None:
        text = _DAYS[day] = (datetime(1970, 1, 1) + timedelta(days=day)).strftime("%Y-%m-%d")
    return text


def _to_ms(text: str) -> int:
    moment = datetime.fromisoformat(text[:-1] + "+00:00")
    return int(moment.timestamp() * 1000)


def realistic_rounds(count: int, seed: int = 0) -> Iterator[Prepared]:
    """``count`` rounds as rows: synthetic templates re-timed and re-numbered."""
    templates = []
    for entry in generate(TEMPLATES, seed=seed, tables=TABLES):
        start = _to_ms(entry.started_at)
        offsets = [_to_ms(r["time"]) - start for r in entry.records]
        templates.append((prepare(entry), _to_ms(entry.confirmed_at) - start, offsets))
    rng = Shoe(seed).rng
    epoch = int(EPOCH.timestamp() * 1000)
    for n in range(count):
        rows, confirmed, offsets = templates[rng.randrange(TEMPLATES)]
        start = epoch + int(n * SECONDS_PER_ROUND * 1000) + rng.randrange(0, 20_000)
        table = f"T{n % TABLES + 1}"
        head = rows.round_row
        round_row = (
            f"{table}-{n + 1:08d}",
            table,
            *head[2:7],
            _ms_clock(start),
            _ms_clock(start + confirmed),
            *head[9:],
        )
        records = [(r[0], _ms_clock(start + off), *r[2:]) for r, off in zip(rows.records, offsets, strict=True)]
        yield Prepared(round_row, records, rows.boxes, rows.lines)


def big_log(count: int) -> tuple[Path, float | None]:
    """The cached benchmark log of ``count`` rounds (built when missing); the seconds it
    took to build, or None when it was already there."""
    folder = cache_dir() / "bench"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"log-{count}-s{SCHEMA_VERSION}-g{GENERATOR_VERSION}.db"
    if path.exists():
        try:
            with RoundLog.open(path, readonly=True) as log:
                if log.count() == count:
                    return path, None
        except LogError:
            pass
        for suffix in ("", "-wal", "-shm"):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
    partial = path.with_suffix(".partial")
    for suffix in ("", "-wal", "-shm"):
        Path(f"{partial}{suffix}").unlink(missing_ok=True)
    began = time.perf_counter()
    with RoundLog.open(partial) as log:
        conn = log.db.conn
        conn.execute("PRAGMA synchronous = OFF")  # a benchmark fixture, rebuilt if lost
        conn.execute("PRAGMA cache_size = -262144")
        # Indexes built once at the end, not row by row: the same indexes, sooner.
        for sql in INDEXES_DDL:
            conn.execute(f"DROP INDEX {sql.split()[2]}")
        log.append_prepared(realistic_rounds(count), batch=20_000)
        for sql in INDEXES_DDL:
            conn.execute(sql)
        conn.execute("ANALYZE")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    partial.rename(path)
    return path, time.perf_counter() - began


def _fsync_ms(folder: Path, n: int = 200) -> float:
    times = []
    fd = os.open(folder / "fsync.probe", os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for _ in range(n):
            os.write(fd, b"x" * 4096)
            began = time.perf_counter()
            os.fsync(fd)
            times.append(time.perf_counter() - began)
    finally:
        os.close(fd)
    return statistics.median(times) * 1000


def append_rate(n: int, synchronous: str = "FULL") -> tuple[float, float]:
    """Rounds per second and median ms per round, one transaction per round."""
    entries = list(generate(n, seed=5))
    cache = cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache) as tmp, RoundLog.open(Path(tmp) / "r.db") as log:
        log.db.conn.execute(f"PRAGMA synchronous = {synchronous}")
        each = []
        began = time.perf_counter()
        for entry in entries:
            t = time.perf_counter()
            log.append_round(entry)
            each.append(time.perf_counter() - t)
        total = time.perf_counter() - began
    return n / total, statistics.median(each) * 1000


def pit_boss_queries(path: Path, count: int, samples: int = 41) -> dict[str, list[float]]:
    """Milliseconds per query of several kinds, each over ``samples`` different ranges."""
    rng = Shoe(1).rng
    span_days = count * SECONDS_PER_ROUND / 86_400
    found: dict[str, list[float]] = {
        "week + min payout 100": [],
        "day + min payout 500": [],
        "month + min payout 2000": [],
        "whole log + min payout 5000": [],
        "count(week + min payout 100)": [],
        "next pages by keyset (week, 100 rows, pages 2-50)": [],
    }
    with RoundLog.open(path, readonly=True) as log:
        for _ in range(samples):
            for name, days, minimum in (
                ("week + min payout 100", 7, 100),
                ("day + min payout 500", 1, 500),
                ("month + min payout 2000", 30, 2000),
            ):
                start = EPOCH + timedelta(days=rng.uniform(0, max(span_days - days, 0)))
                where = RoundFilter(date_from=start, date_to=start + timedelta(days=days), min_payout=minimum)
                t = time.perf_counter()
                log.query(where, limit=100)
                found[name].append((time.perf_counter() - t) * 1000)
                if name.startswith("week"):
                    t = time.perf_counter()
                    log.count(where)
                    found["count(week + min payout 100)"].append((time.perf_counter() - t) * 1000)
                    page = log.query(RoundFilter(date_from=start, date_to=start + timedelta(days=7)), limit=100)
                    t = time.perf_counter()
                    for _ in range(49):
                        if not page:
                            break
                        page = log.query(
                            RoundFilter(date_from=start, date_to=start + timedelta(days=7)),
                            limit=100,
                            after=page[-1].key,
                        )
                    found["next pages by keyset (week, 100 rows, pages 2-50)"].append(
                        (time.perf_counter() - t) * 1000 / 49
                    )
            t = time.perf_counter()
            log.query(RoundFilter(min_payout=5000), limit=100)
            found["whole log + min payout 5000"].append((time.perf_counter() - t) * 1000)
    return found


def run(args: argparse.Namespace) -> None:
    quick = bool(getattr(args, "quick", False))
    count = 100_000 if quick else 1_000_000
    cache = cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    print(f"disk: fsync median {_fsync_ms(cache):.2f} ms (what a durable commit waits for)")
    n = 500 if quick else 2000
    rate, each = append_rate(n)
    print(
        f"append, durable (WAL, synchronous=FULL): {rate:,.0f} rounds/s, median "
        f"{each:.2f} ms/round over {n} rounds   [target >= {APPEND_TARGET:.0f} rounds/s]"
    )
    rate_normal, each_normal = append_rate(n, "NORMAL")
    print(
        f"  for comparison, synchronous=NORMAL (survives a crash, not a power cut): "
        f"{rate_normal:,.0f} rounds/s, median {each_normal:.2f} ms/round"
    )
    path, built = big_log(count)
    size = path.stat().st_size / 1e9
    how = f"built in {built:.0f} s" if built is not None else "cached"
    print(f"log of {count:,} rounds: {path} ({size:.1f} GB, {how})")
    for name, times in pit_boss_queries(path, count).items():
        what = name if name.startswith(("count", "next")) else f"query {name}, 100 rows"
        print(
            f"  {what}: median {statistics.median(times):.1f} ms, max {max(times):.1f} ms "
            f"over {len(times)}   [target < {QUERY_TARGET_MS:.0f} ms]"
        )
    with RoundLog.open(path, readonly=True) as log:
        cpu = _cpu_seconds()
        began = time.perf_counter()
        report = log.verify()
        took = time.perf_counter() - began
        cpu = _cpu_seconds() - cpu
    print(
        f"verify {report.rounds_checked:,} rounds: {took:.1f} s "
        f"({report.rounds_checked / took:,.0f} rounds/s, ok={report.ok}; "
        f"{cpu:.1f} s of CPU over {chain.DEFAULT_WORKERS} processes, machine load "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)   "
        f"[target < {VERIFY_TARGET_S:.0f} s for 1,000,000]"
    )


def _cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)  # finished verify workers
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


AUDIT_TARGET_S = 20.0  # for 200,000 rounds


def _load() -> str:
    return "load {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())


def bench_audit(args: argparse.Namespace) -> None:
    """Issue 22 row 4: ``audit`` of 200,000 rounds (each settled again and compared, every
    searchable figure summed up again) on one worker and on all cores, CPU time and the
    machine's load (as ``uptime`` gives it) beside each, since a shared machine stretches
    wall times; the previous one-at-a-time audit timed on 20,000 rounds and scaled."""
    from dealer_assist.log.audit import audit_log, reference_audit_log
    from tools.synth.rounds import settle_synthetic

    quick = bool(getattr(args, "quick", False))
    count = 20_000 if quick else 200_000
    small, _ = big_log(20_000)
    path, built = big_log(count)
    how = f"built in {built:.0f} s" if built is not None else "cached"
    cores = os.cpu_count() or 1
    print(f"  log of {count:,} rounds: {path} ({path.stat().st_size / 1e9:.2f} GB, {how}); {cores} CPUs")
    found = {}
    for workers in (1, cores):
        with RoundLog.open(path, readonly=True) as log:
            load = _load()
            cpu = _cpu_seconds()
            began = time.perf_counter()
            report = audit_log(log, settle_synthetic, workers=workers)
            took = time.perf_counter() - began
            cpu = _cpu_seconds() - cpu
        found[workers] = [(f.position, f.reason) for f in report.findings]
        target = f"   [target < {AUDIT_TARGET_S:.0f} s for 200,000]" if workers > 1 else ""
        print(
            f"  audit {report.rounds_checked:,} rounds, {workers} worker{'s' if workers > 1 else ''}: {took:.1f} s "
            f"wall, {cpu:.1f} s CPU ({cpu / workers:.1f} s a worker), {len(report.findings)} differ; "
            f"{load} before, {_load()} after{target}"
        )
    print(f"  same findings on 1 and {cores} workers: {'yes' if found[1] == found[cores] else 'NO'}")
    print("  (CPU time a worker is what an idle machine's wall time would be at best; more load, more wall)")
    with RoundLog.open(small, readonly=True) as log:
        load = _load()
        old_cpu = _cpu_seconds()
        began = time.perf_counter()
        previous = reference_audit_log(log, settle_synthetic)
        old = time.perf_counter() - began
        old_cpu = _cpu_seconds() - old_cpu
    scale = count / previous.rounds_checked
    print(
        f"  previous audit, {previous.rounds_checked:,} rounds, one process: {old:.1f} s wall, {old_cpu:.1f} s "
        f"CPU (about {scale * old_cpu:.0f} s CPU for {count:,}); {load} before"
    )


SIZE_TARGET = 4096  # bytes per 7-box Novo round (issue 22)


def novo_rounds(count: int, seed: int = 22) -> list[LoggedRound]:
    """``count`` 7-box Novo rounds played through the round flow by the simulator, a card
    read every second or so (as at a table: the records' times are part of the log)."""
    import random
    import uuid

    from dealer_assist.flow.journal import logged_round
    from dealer_assist.simulation import BasicStrategy, simulate_round

    shoe, strategy, pace = Shoe(seed), BasicStrategy(seed), random.Random(seed)
    moment = [EPOCH.timestamp()]

    def clock() -> float:
        moment[0] += pace.uniform(0.4, 2.5)
        return moment[0]

    entries = []
    for _ in range(count):
        rnd = simulate_round("novo", 7, shoe, strategy, clock=clock)
        round_id = str(uuid.UUID(int=pace.getrandbits(128), version=4))
        entries.append(logged_round(rnd, round_id, "T1", "ana"))
        moment[0] += 30
    return entries


def bytes_per_round(entries: list[LoggedRound], schema_version: int) -> float:
    """What each of ``entries`` adds to a log file of ``schema_version`` (its rows, its
    indexes, its chain entry), in bytes: the file's growth over an empty log, averaged."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "r.db"
        with RoundLog.open(path, schema_version=schema_version) as log:
            log.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            empty = path.stat().st_size
            log.append_rounds(entries, batch=500)
            log.db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            return (path.stat().st_size - empty) / len(entries)


def bench_size(args: argparse.Namespace) -> None:
    """Issue 22 row 5: the log's size per 7-box Novo round, the previous layout (schema 1)
    and the compact one (schema 2) measured on the same rounds."""
    count = 200 if getattr(args, "quick", False) else 1000
    entries = novo_rounds(count)
    old, new = bytes_per_round(entries, 1), bytes_per_round(entries, SCHEMA_VERSION)
    year = 200_000
    print(
        f"  log size per 7-box Novo round ({count} rounds): schema 1 {old / 1024:.1f} KB, "
        f"schema {SCHEMA_VERSION} {new / 1024:.1f} KB ({old / new:.1f}x smaller; {year:,} rounds: "
        f"{old * year / 1e9:.2f} GB -> {new * year / 1e9:.2f} GB)   [target <= {SIZE_TARGET / 1024:.0f} KB]"
    )


SECTIONS = {"log": run, "audit": bench_audit, "log-size": bench_size}
