"""``bench --only floor``: the pit's rounds browser on a floor of millions of rounds.

A throwaway cluster; ``floor init``; then N rounds across 50 tables written straight into
``floor.browse`` — the table and columns the browser reads — by one server-side ``INSERT …
SELECT generate_series`` per table (no chained entries: what is measured is the browser's
reading, not shipping, which the section measures apart). The indexes are dropped for the
load and made again from the schema's own statements, then ANALYZE. Every filter the
browser offers (:func:`browser_filters`) is then run through the very function the pit view
pages with (:meth:`~dealer_assist.floor.browse.FloorBrowser.query`), first page and a deep
page (a page key a quarter of the way from the oldest round), and the median and the
slowest of the runs printed against the target.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from dealer_assist.floor import admin, schema
from dealer_assist.floor.browse import FloorBrowser
from dealer_assist.log.model import PageKey, RoundFilter, iso_utc, time_bound

TARGET_MS = 200.0
PAGE = 200  # the browser's page (ui/pitboss/model.py PAGE)
TABLES = 50
GAMES = ("novo", "russian", "caribbean", "uth")
CROUPIERS = 200
START = datetime(2026, 1, 1, tzinfo=UTC)
GAP_SECONDS = 60  # a round a minute at every table


@dataclass(frozen=True)
class Sample:
    """What the filters are made of: values the floor holds."""

    oldest: str
    newest: str
    table: str
    game: str
    croupier: str
    round_prefix: str


def browser_filters(s: Sample) -> list[tuple[str, RoundFilter]]:
    """Every filter the browser's bar offers, alone, and the combinations a pit boss makes."""
    newest = datetime.fromisoformat(s.newest.replace("Z", "+00:00"))
    oldest = datetime.fromisoformat(s.oldest.replace("Z", "+00:00"))
    middle = oldest + (newest - oldest) / 2
    day = (iso_utc(middle), iso_utc(middle + timedelta(days=1)))
    return [
        ("no filter (All)", RoundFilter()),
        ("last hour", RoundFilter(date_from=iso_utc(newest - timedelta(hours=1)))),
        ("last 8 h", RoundFilter(date_from=iso_utc(newest - timedelta(hours=8)))),
        ("one day, months back", RoundFilter(date_from=day[0], date_to=day[1])),
        ("table", RoundFilter(table_id=s.table)),
        ("game", RoundFilter(game=s.game)),
        ("croupier", RoundFilter(croupier=s.croupier)),
        ("box 3", RoundFilter(box=3)),
        ("box 3 payout >= 2,000", RoundFilter(box=3, min_payout=2000)),
        ("payout >= 100", RoundFilter(min_payout=100)),
        ("payout >= 4,000", RoundFilter(min_payout=4000)),
        ("capped", RoundFilter(capped=True)),
        ("corrected", RoundFilter(corrected=True)),
        ("voided", RoundFilter(voided=True)),
        ("adjusted", RoundFilter(adjusted=True)),
        ("alerts", RoundFilter(has_alerts=True)),
        ("round id prefix", RoundFilter(round_id=s.round_prefix)),
        (
            "table + game + last 8 h",
            RoundFilter(table_id=s.table, game=s.game, date_from=iso_utc(newest - timedelta(hours=8))),
        ),
        ("table + one day back", RoundFilter(table_id=s.table, date_from=day[0], date_to=day[1])),
        ("game + capped", RoundFilter(game=s.game, capped=True)),
        ("croupier + payout >= 1,000", RoundFilter(croupier=s.croupier, min_payout=1000)),
        ("table + croupier", RoundFilter(table_id=s.table, croupier=s.croupier)),
        ("game + voided + one day back", RoundFilter(game=s.game, voided=True, date_from=day[0], date_to=day[1])),
        ("nobody's croupier", RoundFilter(croupier="nobody at all")),
    ]


def _load_sql(table: int, first: int, count: int) -> str:
    """The browse rows of table ``table`` (1-based): rounds ``first`` .. ``first+count-1``.

    One game a table, croupiers changing every 8 hours, up to 7 boxes each paying nothing
    most of the time; about 1 round in 500 capped, 200 corrected, 1,000 with an alert, 2,000
    voided, 1,000 adjusted (the same rates are no better than a guess, but the rare flags
    are rare, which is what the indexes are for)."""
    game = GAMES[(table - 1) % len(GAMES)]
    payouts = ", ".join(
        f"CASE WHEN {b} <= n THEN CASE WHEN random() < 0.45 THEN 0 WHEN random() < 0.995 "
        f"THEN (5 + floor(random() * 200))::bigint * 100 ELSE (1000 + floor(random() * 4000))::bigint * 100 END END"
        for b in range(1, 8)
    )
    return f"""
INSERT INTO floor.browse (table_id, position, round_id, game, croupier, started_at, confirmed_at, boxes,
  total_wagered_cents, total_paid_cents, house_result_cents, largest_payout_cents, capped, corrected, alerts,
  box_payouts, adjustments, voided)
SELECT 'T{table:02d}', i, md5('T{table:02d}-' || i)::uuid::text, '{game}',
       'Croupier ' || ((({table} * 7 + (i * {GAP_SECONDS}) / 28800) % {CROUPIERS}) + 1),
       to_char((t - interval '50 seconds') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       n, w, p, w - p, coalesce((SELECT max(x) FROM unnest(a) x), 0),
       (random() < 0.002)::int, (random() < 0.005)::int, (random() < 0.001)::int,
       a, adj, void
  FROM (SELECT i, t, n, a, n * 2500 AS w, coalesce((SELECT sum(x) FROM unnest(a) x), 0) AS p,
               CASE WHEN random() < 0.001 THEN 1 ELSE 0 END + v AS adj, v = 1 AS void
          FROM (SELECT i, t, n, ARRAY[{payouts}]::bigint[] AS a, (random() < 0.0005)::int AS v
                  FROM (SELECT i, timestamptz '{START.isoformat()}' + i * interval '{GAP_SECONDS} seconds'
                               + (random() * 30 + {table}) * interval '1 second' AS t,
                               1 + floor(random() * 7)::int AS n
                          FROM generate_series({first}, {first + count - 1}) AS i) g) h) k
"""


def build(url: str, rounds: int, say: Callable[[str], None] = print) -> Sample:
    """``rounds`` rounds across :data:`TABLES` tables in the floor at ``url`` (an
    administrator's), indexed and analysed as the browser finds them."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("SET maintenance_work_mem = '256MB'")
        tables = min(TABLES, max(1, rounds))
        began = time.perf_counter()
        for statement in schema.BROWSE_INDEXES:  # made again below, from the same statements
            conn.execute(f"DROP INDEX floor.{statement.split(' ON ')[0].split()[-1]}".encode())
        for t in range(1, tables + 1):
            share = rounds // tables + (1 if t <= rounds % tables else 0)
            conn.execute(_load_sql(t, 1, share).encode())
        say(f"  browse: {rounds:,} rounds across {tables} tables written in {time.perf_counter() - began:.0f} s")
        began = time.perf_counter()
        for statement in schema.BROWSE_INDEXES:
            conn.execute(statement.encode())
        conn.execute("ANALYZE floor.browse")
        say(f"  browse: {len(schema.BROWSE_INDEXES)} indexes made and analysed in {time.perf_counter() - began:.0f} s")
        table = "T07" if tables >= 7 else "T01"
        row = conn.execute(
            "SELECT min(confirmed_at), max(confirmed_at), (SELECT round_id FROM floor.browse LIMIT 1), "
            "(SELECT game FROM floor.browse WHERE table_id = %s LIMIT 1), "
            "(SELECT croupier FROM floor.browse WHERE table_id = %s ORDER BY confirmed_at DESC LIMIT 1) "
            "FROM floor.browse",
            (table, table),
        ).fetchone()
        assert row is not None
    return Sample(row[0], row[1], table, row[3], row[4], row[2][:3])


@dataclass(frozen=True)
class Timing:
    name: str
    rows_first: int
    rows_deep: int
    median_ms: float
    slowest_ms: float


def measure(browser: FloorBrowser, sample: Sample, *, runs: int = 5) -> list[Timing]:
    """Each filter's first page and deep page, ``runs`` times each (after one unmeasured
    run: the pit view's first look at a filter warms what it reads)."""
    out = []
    for name, where in browser_filters(sample):
        # Deep: a page a quarter of the way from the oldest round of the filter's range.
        low = time_bound(where.date_from, end=False) if where.date_from else sample.oldest
        high = time_bound(where.date_to, end=True) if where.date_to else sample.newest
        oldest, newest = (datetime.fromisoformat(t.replace("Z", "+00:00")) for t in (low, high))
        deep = PageKey(iso_utc(oldest + (newest - oldest) / 4), 2**62)
        times: list[float] = []
        found: dict[str, int] = {}
        for key, after in (("first", None), ("deep", deep)):
            for n in range(runs + 1):
                began = time.perf_counter()
                rows = browser.query(where, limit=PAGE, after=after)
                if n:
                    times.append((time.perf_counter() - began) * 1000)
                found[key] = len(rows)
        out.append(Timing(name, found["first"], found["deep"], statistics.median(times), max(times)))
    return out


def report(timings: list[Timing], rounds: int, say: Callable[[str], None] = print) -> None:
    say(f"  cross-table browser on {rounds:,} rounds (page {PAGE}, first and deep page; target < {TARGET_MS:.0f} ms):")
    for t in timings:
        say(
            f"    {t.name:<32} median {t.median_ms:7.1f} ms  slowest {t.slowest_ms:7.1f} ms  "
            f"rows {t.rows_first}/{t.rows_deep}"
        )
    worst = max(timings, key=lambda t: t.slowest_ms)
    verdict = "ok" if worst.slowest_ms < TARGET_MS else "ABOVE TARGET"
    say(f"  slowest filter: {worst.name}, {worst.slowest_ms:.0f} ms (target < {TARGET_MS:.0f} ms: {verdict})")


def run_browse(rounds: int, say: Callable[[str], Any] = print) -> list[Timing]:
    """The whole measurement in a throwaway cluster of its own (not durable: a bench)."""
    from dealer_assist.floor.errors import FloorError
    from dealer_assist.floor.localpg import LocalCluster

    try:
        cluster = LocalCluster.create(durable=False)
    except FloorError as err:
        say(f"  browse skipped: {err}")
        return []
    try:
        cluster.start()
        url = cluster.create_database("browse")
        admin.init(url)
        sample = build(url, rounds, say)
        with tempfile.TemporaryDirectory(prefix="dealer-assist-browse-") as tmp:
            pit = Path(tmp) / "pit.floor"  # the pit's own login, over TCP, as a podium reads
            base = f"host=127.0.0.1 port={cluster.port} dbname=browse sslmode=disable"
            admin.add_login(url, pit, table_id=None, pit_name="bench", base=base)
            browser = FloorBrowser(str(pit))
            try:
                timings = measure(browser, sample)
            finally:
                browser.close()
        report(timings, rounds, say)
        return timings
    finally:
        cluster.remove()
