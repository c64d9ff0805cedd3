"""The folder a demo or generator writes into: its own, never a live set-up.

``dealer-assist gui --demo-screens DIR`` (and ``train --demo-screens``, ``camera synth``)
write PNGs, a throwaway round log, a throwaway staff file and its key into DIR and nowhere
else. A folder that holds a live round log, staff file, training log, staff key or settings
file — any SQLite file, or a file of those names, the demo did not make itself — is refused
before anything is written (:class:`DemoFolderRefused`, one line). What a demo made is
listed in ``DIR/.dealer-assist-demo``; only those files it ever removes or replaces.

While a demo runs, :func:`isolated` points ``DEALER_ASSIST_HOME`` at ``DIR/demo-home``, so
the settings file, the default round log and the staff key the application would use are
the demo's own, not the user's.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "rounds.db").write_bytes(b"SQLite format 3\\x00" + bytes(84))
>>> claim(folder, ["demo-rounds.db"])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
tools.demo.folder.DemoFolderRefused: ... holds a live round log (rounds.db): ...
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from dealer_assist.errors import DealerAssistError

MARKER = ".dealer-assist-demo"
HOME = "demo-home"
SQLITE_HEADER = b"SQLite format 3\x00"
LIVE = {
    "rounds.db": "round log",
    "staff.db": "staff file",
    "training.db": "training log",
    "gui.ini": "settings file",
    "staff.key": "staff key",
    "staff-anchors.json": "staff anchors file",
    "secret": "folder of the staff key",
}
_SIDE_FILES = ("-wal", "-shm", "-journal")


class DemoFolderRefused(DealerAssistError):
    """The folder given to a demo holds something live; nothing was written."""


def _own(folder: Path) -> set[str]:
    try:
        return {line.strip() for line in (folder / MARKER).read_text(encoding="utf-8").splitlines() if line.strip()}
    except FileNotFoundError:
        return set()
    except OSError as err:
        raise DemoFolderRefused(f"{folder}: its list of demo files cannot be read: {err}") from err


def _base(name: str) -> str:
    for side in _SIDE_FILES:
        if name.endswith(side):
            return name[: -len(side)]
    return name


def _live_kind(path: Path) -> str | None:
    if path.name in LIVE:
        return LIVE[path.name]
    if not path.is_file():
        return None
    try:
        with path.open("rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except OSError:
        return None
    return "database" if head == SQLITE_HEADER else None


def claim(folder: Path, names: Iterable[str]) -> Path:
    """Make ``folder`` a demo's own (created when absent) for the files ``names``, or refuse
    it in one line when it holds anything live that no demo made."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        own = _own(folder)
        for entry in sorted(folder.iterdir()):
            if entry.name == MARKER or _base(entry.name) in own:
                continue
            kind = _live_kind(entry)
            if kind is not None:
                raise DemoFolderRefused(
                    f"{folder} holds a live {kind} ({entry.name}): a demo writes only into an empty folder "
                    "or one a demo made; choose another folder"
                )
        (folder / MARKER).write_text("\n".join(sorted(own | set(names))) + "\n", encoding="utf-8")
    except OSError as err:
        raise DemoFolderRefused(f"{folder}: cannot be used for a demo: {err}") from err
    return folder


def remove(folder: Path, name: str) -> None:
    """Remove ``name`` (with its SQLite side files, or a whole folder) from ``folder`` if a
    demo made it; anything else is left alone."""
    if name not in _own(folder):
        raise DemoFolderRefused(f"{folder / name}: not made by a demo, not removed")
    target = folder / name
    if target.is_dir():
        shutil.rmtree(target)
        return
    for side in ("", *_SIDE_FILES):
        Path(f"{target}{side}").unlink(missing_ok=True)


@contextmanager
def isolated(folder: Path) -> Iterator[Path]:
    """While inside: ``DEALER_ASSIST_HOME`` is ``folder/demo-home`` (claimed), so settings,
    the default log and the staff key are the demo's own; restored afterwards."""
    claim(folder, [HOME])
    home = folder / HOME
    before = os.environ.get("DEALER_ASSIST_HOME")
    os.environ["DEALER_ASSIST_HOME"] = str(home)
    try:
        yield home
    finally:
        if before is None:
            os.environ.pop("DEALER_ASSIST_HOME", None)
        else:
            os.environ["DEALER_ASSIST_HOME"] = before
