"""Shared test set-up. Qt must be told to render offscreen before any QApplication."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

import pathlib

import pytest

# the camera tests' shared checks (camera_support.read_whole) fail as a test's own asserts do
pytest.register_assert_rewrite("tests.camera_support")

# Copies of the round files with expected settlements that ship with the specification
# (../shared/examples), so the suite runs in a clone that has nothing beside it.
EXAMPLES_DIR = pathlib.Path(__file__).resolve().parent / "data" / "examples"


def pytest_configure(config: pytest.Config) -> None:
    """Under ``--dist loadgroup`` (``make test``) the tests marked with one xdist_group,
    those that learn one deck design, share a worker. On pytest 9.2 that silently stops
    (pytest-dev/pytest-xdist#1386: every worker learns every deck again, minutes more):
    said here in one line, not found out as a slow suite."""
    if config.getoption("dist", default="no") != "loadgroup" or os.environ.get(
            "PYTEST_XDIST_WORKER"):
        return
    from packaging.version import Version

    if Version(pytest.__version__) >= Version("9.2"):
        raise pytest.UsageError(
            f"--dist loadgroup does not group tests on pytest {pytest.__version__} "
            f"(pytest-dev/pytest-xdist#1386): pip install 'pytest<9.2' (make test does)")


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own settings and data folders."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    monkeypatch.setenv("DEALER_ASSIST_HOME", str(home / "dealer-assist"))
