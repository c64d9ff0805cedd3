"""What the start-up screen remembers for next time (QSettings, an INI file).

The file is ``$DEALER_ASSIST_HOME/gui.ini`` when that is set (tests give each test its own),
else ``gui.ini`` in the user's configuration folder.

Only what does not change a payout is kept here (window, language, card source and port,
log path, camera, number of boxes): anyone at the machine can edit this file. The game, the
profile, the limits and the chip unit come from the table settings a pit boss approved
(:mod:`dealer_assist.table_settings`); such keys found in the file are ignored, and named in
:attr:`Remembered.ignored` so the start-up screen says so.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import platformdirs
from PySide6.QtCore import QSettings

# What an older version kept here, or someone typed in by hand: payout settings, ignored.
PAYOUT_KEYS = (
    "game",
    "profile",
    "min_bet",
    "max_bet",
    "max_payout",
    "side_bet_max_payout",
    "chip_unit",
    "approval_threshold",
)


def settings_path() -> Path:
    home = os.environ.get("DEALER_ASSIST_HOME")
    folder = Path(home) if home else Path(platformdirs.user_config_dir("dealer-assist"))
    return folder / "gui.ini"


@dataclass
class Remembered:
    """The card source, boxes and language chosen last time (nothing that is paid)."""

    boxes: int = 7
    source: str = "simulated"
    port: str = ""
    protocol: str = "framed"
    language: str = "en"
    log: str = ""
    table_id: str = "T1"
    camera: str = "0"
    """The camera: an index (0, 1 ...), a video file or a folder of images."""
    calibration: str = ""
    """The camera's calibration file (``dealer-assist camera learn`` / the wizard)."""
    camera_check: int = 0
    """1: a camera over the layout checks the card reader (a second opinion)."""
    zone: str = ""
    """The table's time zone (``Europe/Madrid``; empty: the machine's). Only how times are
    shown and how the pit boss's dates are read: the log keeps UTC, nothing paid depends on
    it, and every screen and report names the zone it uses (docs/time.md)."""
    idle_lock: int = 120
    """Seconds without a touch before the pit boss's and the staff screens lock (30..900)."""
    ignored: tuple[str, ...] = field(default=(), compare=False)
    """Payout settings found in the file and ignored (not saved back)."""

    @classmethod
    def load(cls) -> Remembered:
        qs = QSettings(str(settings_path()), QSettings.Format.IniFormat)
        out = cls()
        out.ignored = tuple(k for k in PAYOUT_KEYS if qs.value(f"table/{k}") not in (None, ""))
        for f in fields(cls):
            if f.name == "ignored":
                continue
            value = qs.value(f"table/{f.name}")
            if value is None:
                continue
            try:
                setattr(out, f.name, int(value) if f.type in ("int", int) else str(value))
            except (TypeError, ValueError):
                continue
        out.boxes = max(1, min(out.boxes, 7))
        # Anyone at the machine can edit this file: the lock may be made quicker, never
        # switched off (at most 15 minutes).
        out.idle_lock = max(30, min(out.idle_lock, 900))
        return out

    def save(self) -> None:
        path = settings_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        qs = QSettings(str(path), QSettings.Format.IniFormat)
        for name, value in asdict(self).items():
            if name == "ignored":
                continue
            qs.setValue(f"table/{name}", value)
        qs.sync()
