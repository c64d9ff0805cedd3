"""Optional parts of an installation: the camera (OpenCV) and the floor database (psycopg).

A table without a camera or a floor server installs ``dealer-assist`` alone;
``pip install dealer-assist[camera]`` adds OpenCV, ``dealer-assist[floor]`` psycopg
(``make run`` and ``make test`` install both). The table deals without either. A command
that needs a part this installation lacks says so in one line naming the pip command, never
a traceback. Nothing here imports the optional libraries: it only looks them up.

>>> str(ExtraNotInstalled("camera"))
'camera support is not installed: pip install dealer-assist[camera]'
>>> explain(ModuleNotFoundError("No module named 'psycopg'", name="psycopg")).extra
'floor'
>>> explain(ModuleNotFoundError("No module named 'yaml'", name="yaml")) is None
True
"""

from __future__ import annotations

import importlib.util

from dealer_assist.errors import DealerAssistError

# extra -> (what it adds, in the words of the one line; the top-level modules it installs)
EXTRAS: dict[str, tuple[str, tuple[str, ...]]] = {
    "camera": ("camera support", ("cv2",)),
    "floor": ("floor database support", ("psycopg", "psycopg_pool")),
}


class ExtraNotInstalled(DealerAssistError):
    """A command needs an optional part this installation lacks; names the pip command."""

    def __init__(self, extra: str) -> None:
        what = EXTRAS[extra][0]
        super().__init__(f"{what} is not installed: pip install dealer-assist[{extra}]")
        self.extra = extra


def installed(extra: str) -> bool:
    """Whether every module ``extra`` installs can be imported here (none is imported)."""
    for module in EXTRAS[extra][1]:
        try:
            if importlib.util.find_spec(module) is None:
                return False
        except (ImportError, ValueError):
            return False
    return True


def require(extra: str) -> None:
    """:class:`ExtraNotInstalled` unless ``extra`` is installed."""
    if not installed(extra):
        raise ExtraNotInstalled(extra)


def explain(err: ModuleNotFoundError) -> ExtraNotInstalled | None:
    """The one line for an import that failed because an extra is missing, else None (a
    module missing for another reason is a real fault and stays a traceback)."""
    top = (err.name or "").partition(".")[0]
    for extra, (_, modules) in EXTRAS.items():
        if top in modules:
            return ExtraNotInstalled(extra)
    return None
