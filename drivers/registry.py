"""Card sources by name, imported only when opened.

>>> "simulated" in available_sources()
True
>>> with open_source("simulated", seed=1) as shoe:
...     shoe.name
'simulated'
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
from typing import Any

from dealer_assist.errors import ConfigError
from dealer_assist.extras import explain
from drivers.base import CardSource, SourceSettings

# name -> "module:Class". Adding a source is one line here (or a register_source call).
_SOURCES: dict[str, str | type[CardSource]] = {
    "serial": "drivers.serial_source:SerialSource",
    "simulated": "drivers.simulated:SimulatedSource",
    "replay": "drivers.replay:ReplaySource",
    "camera": "drivers.camera_source:CameraSource",
}

CHECKING_CAMERA = "camera"
"""The source that checks another reader from above the layout (``gui --camera-check``)."""


def register_source(name: str, target: str | type[CardSource]) -> None:
    """Make ``open_source(name)`` build ``target`` (a class, or ``"module:Class"``)."""
    _SOURCES[name] = target


def _module_exists(dotted: str) -> bool:
    try:
        return importlib.util.find_spec(dotted) is not None
    except ModuleNotFoundError:
        return False


def available_sources() -> list[str]:
    """The names :func:`open_source` accepts here (a source whose module is not installed
    is left out). Nothing is imported."""
    return [name for name, target in _SOURCES.items()
            if not isinstance(target, str) or _module_exists(target.partition(":")[0])]


def source_class(name: str) -> type[CardSource]:
    """The class behind ``name``; :class:`ConfigError` if there is none."""
    target = _SOURCES.get(name)
    if target is None:
        raise ConfigError(f"unknown card source {name!r}: choose one of "
                          f"{', '.join(available_sources())}")
    if not isinstance(target, str):
        return target
    module_name, _, class_name = target.partition(":")
    if not _module_exists(module_name):
        raise ConfigError(f"card source {name!r} is not available in this installation "
                          f"({module_name} is missing)")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as err:  # the camera without OpenCV: pip install dealer-assist[camera]
        missing = explain(err)
        if missing is None:
            raise
        raise missing from err
    cls = getattr(module, class_name, None)
    if not (isinstance(cls, type) and issubclass(cls, CardSource)):
        raise ConfigError(f"card source {name!r}: {target} is not a CardSource")
    return cls


def reads_port(name: str) -> bool:
    """Whether the source ``name`` reads a serial port the technician chooses (False for a
    name there is no source for, or one whose libraries are not installed here)."""
    try:
        return source_class(name).reads_port
    except (ConfigError, ImportError):
        return False


def open_source(name: str, **options: Any) -> CardSource:
    """A new, not yet started source: use it as a context manager, or call ``start()``.

    Options are the source class's keyword arguments (``port``, ``protocol``, ``baudrate``
    for ``serial``; ``seed`` for ``simulated``; ``path``, ``speed`` for ``replay``). An
    option the source does not take is a :class:`ConfigError` naming it.
    """
    cls = source_class(name)
    try:
        inspect.signature(cls).bind(**options)
    except TypeError as err:
        raise ConfigError(f"card source {name!r}: {err}") from err
    return cls(**options)


def open_configured(name: str, settings: SourceSettings) -> CardSource:
    """The source ``name`` as a table's screen opens it (not yet started): the source class
    takes from the technician's ``settings`` what concerns it (a port, a camera, a seed)."""
    return open_source(name, **source_class(name).options_from(settings))


def open_checker(settings: SourceSettings) -> CardSource:
    """The camera that checks the card reader from above the layout (not yet started)."""
    source = open_configured(CHECKING_CAMERA, settings)
    if source.layout_view() is None:
        raise ConfigError(f"card source {CHECKING_CAMERA!r} does not see the layout: it cannot check a reader")
    return source
