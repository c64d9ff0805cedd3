"""Optional extras (dealer_assist/extras.py): a table installed without `[camera]` and `[floor]`
deals rounds as before; the commands that need OpenCV or psycopg say so in one line.

Each check runs in a fresh interpreter where importing cv2, psycopg or psycopg_pool fails as
it does where they are not installed (a finder first on ``sys.meta_path`` refuses them), and
that also records that no tool module (tools/: benches, demos, generators) was imported."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
BLOCKED = ("cv2", "psycopg", "psycopg_pool")

# Run before anything else in the child: cv2 and psycopg are "not installed" there.
BLOCK = f"""
import sys
class _NotInstalled:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in {BLOCKED!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}}", name=name)
        return None
sys.meta_path.insert(0, _NotInstalled())
"""


def run_without_extras(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", BLOCK + code, *args],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
        env={**_env(), "QT_QPA_PLATFORM": "offscreen"},
    )


def _env() -> dict[str, str]:
    import os

    return {**os.environ, "PYTHONPATH": str(ROOT)}


def run_command_without_extras(*argv: str) -> subprocess.CompletedProcess[str]:
    return run_without_extras("import runpy; runpy.run_path('main.py', run_name='__main__')", *argv)


def test_a_table_without_camera_or_floor_deals_a_whole_round_by_touch_and_imports_no_tool() -> None:
    # The croupier's screen, the simulated shoe, the table session and the round log: a
    # whole round by finger taps, confirmed and logged (tests/test_gui_rounds.py's own test).
    code = (
        "import pytest\n"
        "rc = pytest.main(['-q', '-p', 'no:cacheprovider', '-x', "
        "'tests/test_gui_rounds.py::test_a_whole_round_by_touch_shows_the_round_file_settlement_and_logs_it"
        "[3-caribbean]'])\n"
        "import json\n"
        "print(json.dumps({'rc': int(rc), "
        f"'extras': sorted(m for m in sys.modules if m.partition('.')[0] in {BLOCKED!r}), "
        "'tools': sorted(m for m in sys.modules if m.partition('.')[0] == 'tools')}))\n"
    )
    out = run_without_extras(code)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result == {"rc": 0, "extras": [], "tools": []}, out.stdout[-3000:] + out.stderr[-3000:]


def test_simulated_rounds_into_a_log_need_neither_camera_nor_floor(tmp_path: pathlib.Path) -> None:
    log = tmp_path / "rounds.db"
    out = run_command_without_extras(
        "simulate", "--game", "novo", "--rounds", "20", "--boxes", "3", "--seed", "1", "--log", str(log)
    )
    assert out.returncode == 0, out.stderr
    out = run_command_without_extras("verify", str(log))
    assert out.returncode == 0, out.stderr


def test_a_camera_command_without_opencv_says_one_line_and_fails(tmp_path: pathlib.Path) -> None:
    out = run_command_without_extras("camera", "show", str(tmp_path / "table.cal"))
    assert out.returncode == 1
    assert out.stdout == ""
    assert out.stderr == (
        "dealer-assist camera show: camera support is not installed: pip install dealer-assist[camera]\n"
    )


def test_the_camera_source_without_opencv_is_refused_in_one_line() -> None:
    # What the start-up screen shows when the croupier picks the camera (ui/app.py open_camera).
    code = (
        "from dealer_assist.errors import DealerAssistError\n"
        "from drivers.registry import open_source\n"
        "try:\n"
        "    open_source('camera', frames=0, calibration='table.cal')\n"
        "except DealerAssistError as err:\n"
        "    print(err)\n"
    )
    out = run_without_extras(code)
    assert out.stdout == "camera support is not installed: pip install dealer-assist[camera]\n", out.stderr
    assert out.stderr == ""


def test_the_floor_without_psycopg_says_one_line_and_fails(tmp_path: pathlib.Path) -> None:
    from dealer_assist.log import RoundLog

    RoundLog.open(tmp_path / "rounds.db").close()  # a real table's log, ready to ship
    out = run_command_without_extras(
        "ship", str(tmp_path / "rounds.db"), "--floor", "postgresql://table@floor.invalid/floor"
    )
    assert out.returncode != 0
    assert out.stdout == ""
    lines = out.stderr.splitlines()
    assert len(lines) == 1, out.stderr
    assert lines[0].endswith("floor database support is not installed: pip install dealer-assist[floor]"), lines


SETTINGS = """
from PySide6.QtWidgets import QApplication, QPushButton
app = QApplication([])
from ui.app import MainWindow
from ui.settings import Remembered
window = MainWindow(Remembered(boxes=5, log=sys.argv[1], language="en"))
window.resize(1280, 800)
window.show()
window.open_settings()
app.processEvents()
print(sorted(b.objectName() for b in window.findChildren(QPushButton) if b.isVisible() and b.isEnabled()))
"""


def test_the_table_s_settings_enable_camera_calibration_only_where_the_camera_is_installed(
    tmp_path: pathlib.Path,
) -> None:
    env = {**_env(), "QT_QPA_PLATFORM": "offscreen", "DEALER_ASSIST_HOME": str(tmp_path / "home")}
    log = str(tmp_path / "rounds.db")
    with_camera = subprocess.run(
        [sys.executable, "-c", "import sys\n" + SETTINGS, log], cwd=ROOT, capture_output=True, text=True,
        timeout=300, env=env,
    )
    without = subprocess.run(
        [sys.executable, "-c", BLOCK + SETTINGS, log], cwd=ROOT, capture_output=True, text=True, timeout=300, env=env
    )
    shown_with = with_camera.stdout.strip().splitlines()[-1] if with_camera.stdout.strip() else with_camera.stderr
    shown_without = without.stdout.strip().splitlines()[-1] if without.stdout.strip() else without.stderr
    assert "'calibrate'" in shown_with, shown_with
    assert "'calibrate'" not in shown_without and "'lang_en'" in shown_without, shown_without
