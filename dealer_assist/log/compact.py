"""The compact body of a round (log schema 2): its round file, settlement and records in
one canonical text, deflated with a preset dictionary.

The text is eight lines, each one canonical JSON value (:func:`canonical_json`, which
never writes a raw newline, so the line break cannot be forged):

1. the round file, exactly as schema 1 stored it;
2. the settlement, exactly as schema 1 stored it;
3. the records' ``seq``: ``null`` when they are 1, 2, 3... (nearly always), else the list;
4. their ``time``: for a time in the log's own format (``2026-03-01T20:00:01.250Z``) that
   follows another such time, the milliseconds since that one; else the text as given;
5. their ``kind``; 6. ``who``; 7. ``why``; 8. ``data`` (one list per field: like values
   stand together and deflate well).

Nothing is dropped: decoding gives back the same round file, settlement and records, value
for value and key for key, as schema 1 gives. Deflate (zlib, raw) uses the fixed
dictionary of :mod:`dealer_assist.log.zdict`, the same for every log of schema 2 forever:
small documents deflate badly alone, and most of a round's keys and words are in it. The
hash chain covers the deflated bytes as stored (docs/compact-log.md), so a changed byte is
caught without inflating anything.

>>> from tools.synth.rounds import synthetic_round
>>> from dealer_assist.log.rows import prepare
>>> rows = prepare(synthetic_round(seed=4, round_id="R-1"))
>>> body, size = encode(rows.round_row[9], rows.round_row[10], rows.records)
>>> size > len(body)
True
>>> texts = decode_texts(body, size)
>>> texts[0] == rows.round_row[9], records_rows(texts) == [tuple(r) for r in rows.records]
(True, True)
"""

from __future__ import annotations

import hashlib
import json
import re
import zlib
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import Any

from dealer_assist.errors import LogError
from dealer_assist.log.model import canonical_json
from dealer_assist.log.zdict import ZDICT, ZDICT_SHA256
from dealer_assist.messages import msg

if hashlib.sha256(ZDICT).hexdigest() != ZDICT_SHA256:  # pragma: no cover - a broken install
    raise ImportError("dealer_assist.log.zdict is not the dictionary of log schema 2")

LINES = 8
_WBITS = -15  # raw deflate: no zlib header or checksum (the chain's hash guards the bytes)
_LEVEL = 6  # not part of the format (any level inflates alike): 9 saves 5% for three times the time
_MEM_LEVEL = 6  # not part of the format (any level inflates alike): 9 saves 5% for three times the time
MAX_SIZE = 64 * 1024 * 1024  # a round's text is some 10 KB; a body claiming more is damaged
_TIME = re.compile(r"(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)\.(\d{3})Z\Z")
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


@lru_cache(maxsize=4096)
def _day_ms(day: str) -> int | None:
    """Milliseconds since 1970 at the start of ``day`` (``YYYY-MM-DD``); None for no such day."""
    try:
        moment = datetime(int(day[:4]), int(day[5:7]), int(day[8:10]), tzinfo=UTC)
    except ValueError:
        return None
    return (moment - _EPOCH) // timedelta(milliseconds=1)


@lru_cache(maxsize=4096)
def _day_text(day: int) -> str:
    moment = _EPOCH + timedelta(days=day)
    return f"{moment.year:04d}-{moment:%m-%d}"


def _ms(text: str) -> int | None:
    """Milliseconds since 1970 of a time in the log's own format that prints back to
    exactly ``text``; None for any other text."""
    if _TIME.match(text) is None:
        return None
    start = _day_ms(text[:10])
    h, mi, s = int(text[11:13]), int(text[14:16]), int(text[17:19])
    if start is None or h > 23 or mi > 59 or s > 59:
        return None
    return start + ((h * 60 + mi) * 60 + s) * 1000 + int(text[20:23])


def _time_text(ms: int) -> str:
    day, rest = divmod(ms, 86_400_000)
    seconds, milli = divmod(rest, 1000)
    minutes, s = divmod(seconds, 60)
    h, mi = divmod(minutes, 60)
    return f"{_day_text(day)}T{h:02d}:{mi:02d}:{s:02d}.{milli:03d}Z"


def _times(times: Sequence[str]) -> list[int | str]:
    out: list[int | str] = []
    before: int | None = None
    for text in times:
        now = _ms(text)
        out.append(now - before if now is not None and before is not None else text)
        before = now
    return out


def _untimes(items: list[Any]) -> list[str]:
    out: list[str] = []
    before: int | None = None
    for item in items:
        if isinstance(item, int) and not isinstance(item, bool) and before is not None:
            before += item
            out.append(_time_text(before))
        elif isinstance(item, str):
            before = _ms(item)
            out.append(item)
        else:
            raise LogError(msg("compact.record_time", value=repr(item)))
    return out


def plain_text(round_file: str, settlement: str, records: Sequence[Sequence[object]]) -> str:
    """The canonical text of a round's body, from its round file and settlement (their
    canonical JSON) and its records (rows of seq, time, kind, who, why, data as canonical
    JSON), as :func:`dealer_assist.log.rows.prepare` makes them."""
    seq = [r[0] for r in records]
    seq_line = "null" if seq == list(range(1, len(seq) + 1)) else canonical_json(seq, "record seq")
    times = _times([str(r[1]) for r in records])
    columns = [canonical_json([r[i] for r in records], "records") for i in (2, 3, 4)]
    data = "[" + ",".join(str(r[5]) for r in records) + "]"
    text = "\n".join((round_file, settlement, seq_line, canonical_json(times, "record times"), *columns, data))
    if text.count("\n") != LINES - 1:  # canonical JSON never holds a raw line break
        raise LogError("a round's JSON holds a line break: it is not canonical JSON")
    return text


def _compressor() -> Any:
    return zlib.compressobj(_LEVEL, zlib.DEFLATED, _WBITS, _MEM_LEVEL, zlib.Z_DEFAULT_STRATEGY, ZDICT)


def encode(round_file: str, settlement: str, records: Sequence[Sequence[object]]) -> tuple[bytes, int]:
    """The deflated body and the length of its text in bytes (UTF-8)."""
    raw = plain_text(round_file, settlement, records).encode("utf-8")
    packer = _compressor()
    return packer.compress(raw) + packer.flush(), len(raw)


def inflate(body: bytes, size: int) -> str:
    """The body's text; a LogError for bytes that do not inflate to ``size`` bytes of
    UTF-8 (the chain catches any change first: this only guards a reader of a damaged or
    unverified file)."""
    if not isinstance(body, bytes) or not isinstance(size, int) or not 0 <= size <= MAX_SIZE:
        raise LogError(msg("compact.not_deflated"))
    try:
        unpacker = zlib.decompressobj(_WBITS, ZDICT)
        raw = unpacker.decompress(body, size + 1)
        if len(raw) != size or unpacker.unconsumed_tail or not unpacker.eof:
            raise LogError(msg("compact.wrong_size"))
        return raw.decode("utf-8")
    except (zlib.error, UnicodeDecodeError) as err:
        raise LogError(msg("compact.damaged", why=str(err))) from err


def decode_texts(body: bytes, size: int) -> list[str]:
    """The body's eight lines (see the module's description)."""
    lines = inflate(body, size).split("\n")
    if len(lines) != LINES:
        raise LogError(msg("compact.lines", lines=len(lines), want=LINES))
    return lines


def records_rows(lines: list[str]) -> list[tuple[object, ...]]:
    """The records as schema 1 stored them: (seq, time, kind, who, why, data as canonical
    JSON text)."""
    try:
        seq = json.loads(lines[2])
        times = _untimes(json.loads(lines[3]))
        kinds, who, why, data = (json.loads(line) for line in lines[4:])
    except ValueError as err:
        raise LogError(msg("compact.unreadable", why=str(err))) from err
    n = len(kinds)
    if seq is None:
        seq = list(range(1, n + 1))
    if not all(isinstance(column, list) and len(column) == n for column in (seq, times, who, why, data)):
        raise LogError(msg("compact.unequal"))
    texts = [canonical_json(d, "record data") for d in data]
    return list(zip(seq, times, kinds, who, why, texts, strict=True))


def record_kinds(lines: list[str]) -> list[str]:
    """The kinds of the records, in order (all an audit's figures need of them)."""
    kinds = json.loads(lines[4])
    if not isinstance(kinds, list):
        raise LogError(msg("compact.kinds"))
    return kinds


def records_json(body: bytes, size: int) -> str:
    """The records as a JSON list of ``[seq, time, kind, who, why, data text]``: what the
    ``records`` view of a schema 2 log reads (SQL function ``round_records``)."""
    return json.dumps(records_rows(decode_texts(body, size)), ensure_ascii=False, separators=(",", ":"))
