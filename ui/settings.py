"""What the start-up screen remembers for next time (QSettings, an INI file).

The file is ``$DEALER_ASSIST_HOME/gui.ini`` when that is set (tests give each test its own),
else ``gui.ini`` in the user's configuration folder.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, fields
from decimal import Decimal, InvalidOperation
from pathlib import Path

import platformdirs
from PySide6.QtCore import QSettings

from dealer_assist.profile import SHIPPED


def settings_path() -> Path:
    home = os.environ.get("DEALER_ASSIST_HOME")
    folder = Path(home) if home else Path(platformdirs.user_config_dir("dealer-assist"))
    return folder / "gui.ini"


@dataclass
class Remembered:
    """The table and card source chosen last time."""

    game: str = "novo"
    boxes: int = 7
    min_bet: str = ""
    max_bet: str = ""
    max_payout: str = ""
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

    def limits(self) -> dict[str, Decimal]:
        out: dict[str, Decimal] = {}
        for name in ("min_bet", "max_bet", "max_payout"):
            text = getattr(self, name)
            if text:
                try:
                    out[name] = Decimal(text)
                except InvalidOperation:
                    continue
        return out

    @classmethod
    def load(cls) -> Remembered:
        qs = QSettings(str(settings_path()), QSettings.Format.IniFormat)
        out = cls()
        for f in fields(cls):
            value = qs.value(f"table/{f.name}")
            if value is None:
                continue
            try:
                setattr(out, f.name, int(value) if f.type in ("int", int) else str(value))
            except (TypeError, ValueError):
                continue
        if out.game not in SHIPPED and not Path(out.game).is_file():
            out.game = "novo"
        out.boxes = max(1, min(out.boxes, 7))
        return out

    def save(self) -> None:
        path = settings_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        qs = QSettings(str(path), QSettings.Format.IniFormat)
        for name, value in asdict(self).items():
            qs.setValue(f"table/{name}", value)
        qs.sync()
