"""The runnable examples in tools/ run and are true, as the engine's do (tests/test_engine_doctests.py
ran them while these modules were part of the engine: the demo folder, the synthetic rounds)."""

from __future__ import annotations

import doctest
import importlib
import tempfile
from pathlib import Path

import pytest

# The tools whose docstrings carry examples (the demo folder's refusals, a synthetic round).
WITH_EXAMPLES = ["tools.demo.folder", "tools.synth.rounds"]


@pytest.mark.parametrize("name", WITH_EXAMPLES)
def test_docstring_examples_run_and_are_true(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    work = tmp_path / "work"
    work.mkdir()
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS, report=True)
    assert result.attempted > 0
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} are false"
    assert list(work.iterdir()) == [], "an example wrote outside a temporary folder"
