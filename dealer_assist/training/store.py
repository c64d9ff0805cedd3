"""The training log: every drill a trainee answers, kept apart from the live round log.

One SQLite file through sqlite-utils (``training.db`` beside the round log by default,
any path by argument), marked with its own application id: the live round log refuses to
open it and it refuses to open the live round log, so the two can never be mixed up.
Simulation mode writes here and nowhere else.

>>> import tempfile, pathlib
>>> from dealer_assist.training.drills import DrillFactory, grade
>>> with tempfile.TemporaryDirectory() as d, TrainingLog.open(pathlib.Path(d) / "t.db") as log:
...     session = log.start_session("Ana", "novo", 1)
...     drill = DrillFactory("novo", 1, seed=1).make("pay")
...     _ = log.record(session, grade(drill, drill.expected, 4.2))
...     [(s.kind, s.answered, s.correct) for s in log.stats("Ana")]
[('pay', 1, 1)]
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs
import sqlite_utils

from dealer_assist.errors import LogError, os_reason, sqlite_reason
from dealer_assist.messages import Message, msg
from dealer_assist.training.drills import Graded, answer_text
from dealer_assist.training.stats import DayStats, KindStats, SessionSummary, daily, kind_stats, summarize

FILE_NAME = "training.db"
APPLICATION_ID = 0x44415452  # "DATR": a dealer-assist training log (the round log is "DALG")
SCHEMA_VERSION = 1

_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY,
    trainee TEXT NOT NULL,
    game TEXT NOT NULL,
    level INTEGER NOT NULL,
    mode TEXT NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT
)""",
    """CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    trainee TEXT NOT NULL,
    answered_at TEXT NOT NULL,
    kind TEXT NOT NULL,
    game TEXT NOT NULL,
    level INTEGER NOT NULL,
    rules TEXT NOT NULL,
    box INTEGER,
    question TEXT NOT NULL,
    expected TEXT NOT NULL,
    given TEXT NOT NULL,
    correct INTEGER NOT NULL,
    seconds REAL NOT NULL,
    seed INTEGER NOT NULL,
    round_file TEXT NOT NULL
)""",
    "CREATE INDEX IF NOT EXISTS answers_by_trainee ON answers (trainee, answered_at)",
    "CREATE INDEX IF NOT EXISTS answers_by_session ON answers (session_id)",
)


def default_path() -> Path:
    """``$DEALER_ASSIST_HOME/training.db``, else ``training.db`` in the user's data folder
    (beside the live round log, never inside it)."""
    home = os.environ.get("DEALER_ASSIST_HOME")
    folder = Path(home) if home else Path(platformdirs.user_data_dir("dealer-assist"))
    return folder / FILE_NAME


def utc_now() -> datetime:
    return datetime.now(UTC)


def _failed(path: Path, doing: str | Message, err: sqlite3.Error) -> LogError:
    """What SQLite refused while ``doing`` something with the log at ``path``, in the round
    log's words (locked, full, damaged ...)."""
    return LogError(msg("training.log_failed", path=path, doing=doing, why=sqlite_reason(err)))


def _opening_failed(path: Path, err: sqlite3.Error) -> LogError:
    """Why SQLite would not open ``path``: a file that is no database at all is said to be
    no training log (garbage, another program's file); anything else as :func:`_failed`."""
    if sqlite_reason(err).key == "log.why.not_sqlite":
        return LogError(msg("training.not_a_log", path=path))
    return _failed(path, msg("log.doing.opening"), err)


@dataclass(frozen=True)
class AnswerRow:
    """One answered drill, as the log keeps it."""

    id: int
    session_id: int
    trainee: str
    answered_at: str
    kind: str
    game: str
    level: int
    rules: tuple[str, ...]
    box: int | None
    question: str
    expected: str
    given: str
    correct: bool
    seconds: float
    seed: int
    round_file: str

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> AnswerRow:
        return cls(
            id=row["id"],
            session_id=row["session_id"],
            trainee=row["trainee"],
            answered_at=row["answered_at"],
            kind=row["kind"],
            game=row["game"],
            level=row["level"],
            rules=tuple(json.loads(row["rules"])),
            box=row["box"],
            question=row["question"],
            expected=row["expected"],
            given=row["given"],
            correct=bool(row["correct"]),
            seconds=float(row["seconds"]),
            seed=row["seed"],
            round_file=row["round_file"],
        )

    @property
    def day(self) -> str:
        return self.answered_at[:10]

    def to_json(self, *, with_round: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "session": self.session_id,
            "trainee": self.trainee,
            "answered_at": self.answered_at,
            "drill": self.kind,
            "game": self.game,
            "level": self.level,
            "rules": list(self.rules),
            "box": self.box,
            "question": self.question,
            "expected": self.expected,
            "given": self.given,
            "correct": self.correct,
            "seconds": round(self.seconds, 3),
            "seed": self.seed,
        }
        if with_round:
            out["round"] = json.loads(self.round_file)
        return out


class TrainingLog:
    """The training log. Open with :meth:`open`; a context manager."""

    def __init__(self, db: sqlite_utils.Database, path: Path, clock: Callable[[], datetime]) -> None:
        self._db: sqlite_utils.Database | None = db
        self.path = path
        self._clock = clock

    @classmethod
    def open(cls, path: str | Path | None = None, *, clock: Callable[[], datetime] = utc_now) -> TrainingLog:
        """Open (creating when absent) the training log at ``path``. Raises
        :class:`LogError` with a message the training window shows in its language, naming
        the file and why: not a training log (the live round log included), a log of a
        newer version, a folder, a folder that cannot be made, and SQLite's failures in the
        round log's words (locked, full, damaged, cannot be opened ...). A refused file is
        left as it was."""
        target = Path(path) if path is not None else default_path()
        if target.is_dir():
            raise LogError(msg("training.is_folder", path=target))
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise LogError(msg("training.no_folder", path=target, why=os_reason(err))) from err
        try:
            conn = sqlite3.connect(str(target), timeout=5.0, isolation_level=None)
        except sqlite3.Error as err:
            raise _opening_failed(target, err) from err
        log = cls(sqlite_utils.Database(conn), target, clock)
        try:
            log._prepare()
        except BaseException:
            log.close()
            raise
        return log

    def _prepare(self) -> None:
        conn = self.conn
        try:
            app_id = conn.execute("PRAGMA application_id").fetchone()[0]
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            objects = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        except sqlite3.Error as err:
            raise _opening_failed(self.path, err) from err
        if app_id == 0 and objects == 0:
            with self._write(msg("log.doing.creating")):
                conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                for statement in _SCHEMA:
                    conn.execute(statement)
        else:
            if app_id != APPLICATION_ID:
                raise LogError(msg("training.other_database", path=self.path))
            if version > SCHEMA_VERSION:
                raise LogError(msg("training.newer", path=self.path, version=version, known=SCHEMA_VERSION))
        try:
            conn.execute("PRAGMA journal_mode = WAL")
        except sqlite3.Error as err:  # a folder that may not be written: no -wal file there
            raise _opening_failed(self.path, err) from err

    @property
    def conn(self) -> sqlite3.Connection:
        if self._db is None:
            raise LogError(f"training log {self.path}: closed")
        return self._db.conn

    @property
    def db(self) -> sqlite_utils.Database:
        if self._db is None:
            raise LogError(f"training log {self.path}: closed")
        return self._db

    def close(self) -> None:
        """Close the file. Calling it again does nothing."""
        if self._db is not None:
            self._db.conn.close()
            self._db = None

    def __enter__(self) -> TrainingLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _write(self, doing: Message) -> Iterator[None]:
        conn = self.conn
        try:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")
        except sqlite3.Error as err:
            raise _failed(self.path, doing, err) from err

    def _now(self) -> str:
        return self._clock().astimezone(UTC).isoformat(timespec="milliseconds")

    # -- writing ---------------------------------------------------------------------------------

    def start_session(self, trainee: str, game: str, level: int, mode: str = "drills") -> int:
        """A new session for ``trainee``; its id."""
        trainee = trainee.strip()
        if not trainee:
            raise LogError("training log: a session needs the trainee's name")
        with self._write(msg("training.doing.start")):
            table = self.db.table("sessions")
            table.insert({"trainee": trainee, "game": game, "level": level, "mode": mode, "started_at": self._now()})
            session_id = table.last_pk
        return int(session_id)  # type: ignore[arg-type]

    def end_session(self, session_id: int) -> None:
        with self._write(msg("training.doing.end")):
            self.conn.execute("UPDATE sessions SET ended_at = ? WHERE id = ?", (self._now(), session_id))

    def record(self, session_id: int, graded: Graded) -> AnswerRow:
        """Keep one marked answer (one transaction); the row as stored."""
        found = self._rows("SELECT trainee FROM sessions WHERE id = ?", (session_id,))
        if not found:
            raise LogError(f"training log {self.path}: no session {session_id}")
        trainee = found[0]["trainee"]
        d = graded.drill
        values = {
            "session_id": session_id,
            "trainee": trainee,
            "answered_at": self._now(),
            "kind": d.kind,
            "game": d.game,
            "level": d.level,
            "rules": json.dumps(list(d.rules)),
            "box": d.box,
            "question": d.question,
            "expected": answer_text(d.expected),
            "given": answer_text(graded.given),
            "correct": int(graded.correct),
            "seconds": float(graded.seconds),
            "seed": d.seed,
            "round_file": json.dumps(d.round_file, default=str, sort_keys=True),
        }
        with self._write(msg("training.doing.answer")):
            table = self.db.table("answers")
            table.insert(values)
            pk = table.last_pk
        return AnswerRow.from_row({"id": pk, **values})

    # -- reading ---------------------------------------------------------------------------------

    def _rows(self, sql: str, params: Sequence[object] = ()) -> list[dict[str, Any]]:
        """The rows ``sql`` selects, as dicts. A file SQLite cannot read (damaged, locked
        beyond waiting, on a disk gone) is a :class:`LogError` the screens say, in the round
        log's words, never SQLite's own exception."""
        try:
            cursor = self.conn.execute(sql, tuple(params))
            names = [c[0] for c in cursor.description]
            return [dict(zip(names, r, strict=True)) for r in cursor.fetchall()]
        except sqlite3.Error as err:
            raise _failed(self.path, msg("log.doing.read"), err) from err

    def answers(
        self, trainee: str | None = None, *, session_id: int | None = None, kind: str | None = None
    ) -> list[AnswerRow]:
        """Answers in the order given, filtered by trainee, session and drill kind."""
        where, params = [], []
        for column, value in (("trainee", trainee), ("session_id", session_id), ("kind", kind)):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        sql = "SELECT * FROM answers" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY id"
        return [AnswerRow.from_row(r) for r in self._rows(sql, params)]

    def recent(self, trainee: str, last: int = 200) -> list[AnswerRow]:
        """The trainee's last ``last`` answers, oldest first (focus mode reads these)."""
        sql = "SELECT * FROM answers WHERE trainee = ? ORDER BY id DESC LIMIT ?"
        return [AnswerRow.from_row(r) for r in self._rows(sql, (trainee, last))][::-1]

    def trainees(self) -> list[str]:
        return [r["trainee"] for r in self._rows("SELECT DISTINCT trainee FROM sessions ORDER BY trainee")]

    def sessions(self, trainee: str | None = None) -> list[dict[str, Any]]:
        sql = "SELECT * FROM sessions" + (" WHERE trainee = ?" if trainee else "") + " ORDER BY id"
        return self._rows(sql, (trainee,) if trainee else ())

    def stats(self, trainee: str) -> list[KindStats]:
        """Accuracy and speed per drill kind, over all the trainee's answers."""
        return kind_stats(self.answers(trainee))

    def progress(self, trainee: str, kind: str | None = None) -> list[DayStats]:
        """Accuracy and speed per day (UTC), oldest first."""
        return daily(self.answers(trainee, kind=kind))

    def session_summary(self, session_id: int) -> SessionSummary:
        return summarize(self.answers(session_id=session_id))
