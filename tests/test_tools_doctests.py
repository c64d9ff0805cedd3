"""The runnable examples in tools/ run and are true, as the engine's do (tests/test_engine_doctests.py
ran them while these modules were part of the engine: the demo folder, the synthetic rounds);
the same check, from an empty working folder that must stay empty."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests import test_engine_doctests as engine_doctests

# The tools whose docstrings carry examples (the demo folder's refusals, a synthetic round).
WITH_EXAMPLES = ["tools.demo.folder", "tools.synth.rounds"]


@pytest.mark.parametrize("name", WITH_EXAMPLES)
def test_docstring_examples_run_and_are_true(name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert engine_doctests._examples(name) > 0
    engine_doctests.test_docstring_examples_run_and_are_true(name, tmp_path, monkeypatch)
