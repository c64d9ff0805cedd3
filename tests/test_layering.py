"""docs/design.md: dependencies point one way, and the engine imports no Qt, serial or cv2."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
FORBIDDEN_IN_ENGINE = {"PySide6", "serial", "cv2", "ui", "drivers", "calibration", "main"}
FORBIDDEN_IN_DRIVERS = {"PySide6", "ui"}


def imported_top_levels(package: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        names: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
        found[str(path.relative_to(ROOT))] = names
    return found


def test_engine_source_imports_no_qt_serial_or_cv2() -> None:
    offenders = {
        path: sorted(names & FORBIDDEN_IN_ENGINE)
        for path, names in imported_top_levels("dealer_assist").items()
        if names & FORBIDDEN_IN_ENGINE
    }
    assert offenders == {}


def test_drivers_import_no_gui() -> None:
    offenders = {
        path: sorted(names & FORBIDDEN_IN_DRIVERS)
        for path, names in imported_top_levels("drivers").items()
        if names & FORBIDDEN_IN_DRIVERS
    }
    assert offenders == {}


def test_importing_every_engine_module_loads_no_forbidden_module() -> None:
    modules = sorted(
        ".".join(p.relative_to(ROOT).with_suffix("").parts)
        for p in (ROOT / "dealer_assist").rglob("*.py")
        if p.name != "__main__.py"
    )
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'serial', 'cv2'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_building_the_command_line_loads_no_heavy_library() -> None:
    # `dealer-assist settle` must start fast (issue 3: under 0.3 s): registering every
    # command may not import NumPy, SQLite tooling, Qt, pyserial or OpenCV.
    code = (
        "import sys, main\n"
        "main.build_parser()\n"
        "heavy = ('numpy', 'sqlite_utils', 'PySide6', 'serial', 'cv2', 'psycopg', 'psycopg_pool')\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in heavy)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_examples_copied_into_the_tests_match_the_specification_when_it_is_beside_the_clone() -> None:
    shared = ROOT.parent / "shared" / "examples"
    if not shared.is_dir():
        pytest.skip("the specification's folder is not beside this clone")
    from tests.conftest import EXAMPLES_DIR

    for path in shared.glob("*.json"):
        assert (EXAMPLES_DIR / path.name).read_bytes() == path.read_bytes(), path.name


def test_only_the_floor_imports_psycopg() -> None:
    # PostgreSQL is the floor's business: the engine reaches it only through dealer_assist/floor.
    offenders = {
        path: sorted(names & {"psycopg", "psycopg_pool"})
        for package in ("dealer_assist", "drivers", "ui", "calibration")
        for path, names in imported_top_levels(package).items()
        if names & {"psycopg", "psycopg_pool"} and not path.startswith("dealer_assist/floor/")
    }
    assert offenders == {}
