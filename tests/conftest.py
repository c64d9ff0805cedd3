"""Shared test set-up. Qt must be told to render offscreen before any QApplication."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

import pathlib

import pytest

# Copies of the round files with expected settlements that ship with the specification
# (../shared/examples), so the suite runs in a clone that has nothing beside it.
EXAMPLES_DIR = pathlib.Path(__file__).resolve().parent / "data" / "examples"


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test gets its own settings and data folders."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    monkeypatch.setenv("DEALER_ASSIST_HOME", str(home / "dealer-assist"))
