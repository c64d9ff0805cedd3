"""The runnable examples in the engine's docstrings run, and are true (docs/style.md: docstrings
with a runnable example where it helps). An example that is never run can say anything: the
first one in ``evaluator.py`` once had a steel wheel losing to a 6-high straight.

Each module's examples run from an empty working folder, with Python's temporary folder
moved under pytest's: an example may write only in a temporary folder, and the working
folder must still be empty afterwards. The engine imports no Qt (tests/test_layering.py), so
neither do its examples.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import tempfile
from pathlib import Path

import pytest

import dealer_assist

MODULES = sorted(
    m.name
    for m in pkgutil.walk_packages(dealer_assist.__path__, "dealer_assist.")
    if not m.name.endswith("__main__")  # running it would run the command line
)


def _examples(name: str) -> int:
    finder = doctest.DocTestFinder()
    return sum(len(t.examples) for t in finder.find(importlib.import_module(name)))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run_and_are_true(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    work = tmp_path / "work"
    work.mkdir()
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS, report=True)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} are false"
    assert list(work.iterdir()) == [], "an example wrote outside a temporary folder"


def test_the_engine_has_examples_to_run() -> None:
    # The walk finds the modules that carry examples (a broken walk would pass vacuously).
    with_examples = [name for name in MODULES if _examples(name)]
    assert len(with_examples) >= 28
    assert {"dealer_assist.evaluator", "dealer_assist.money", "dealer_assist.roundfile"} <= set(with_examples)


def test_the_wheel_example_says_what_the_rules_say() -> None:
    from dealer_assist.evaluator import HandCategory, evaluate

    steel_wheel, wheel, six_high = evaluate("5s 4s 3s 2s As"), evaluate("5s 4d 3s 2s As"), evaluate("6h 5s 4s 3s 2s")
    assert steel_wheel.category is HandCategory.STRAIGHT_FLUSH and steel_wheel > six_high
    assert wheel.category is HandCategory.STRAIGHT and wheel < six_high  # docs/rules.md §1: the lowest straight
