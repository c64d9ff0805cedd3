"""tools/code_metrics.py: the figures issue #20 asks for, on a small git repository made here."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tools import code_metrics

SHARED = [
    "total = 0",
    "for box in boxes:",
    "    total += box.ante",
    "    total += box.bet",
    "if total > limit:",
    "    raise ValueError(total)",
]


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)


def _repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q")
    _git(repo, "config", "user.email", "t@example.org")
    _git(repo, "config", "user.name", "t")
    return repo


def test_six_identical_normalised_lines_are_one_repeat_five_are_none(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    # The same six lines, once with comments, odd spacing, a blank line, a lone bracket and an
    # import between them: all of that is passed over by the normalisation.
    a = ["def a(boxes, limit):", *("    " + line for line in SHARED), "    return total"]
    b = [
        "import os",
        "def b(boxes, limit):",
        "    total  =  0   # start",
        "",
        "    for box in boxes:",
        "        total += box.ante",
        "        # the bet too",
        "        total += box.bet",
        "    if total > limit:",
        "        raise ValueError(total)",
        "    return 2 * total",
    ]
    c = ["def c(boxes, limit):", *("    " + line for line in SHARED[:5]), "    return 0"]
    (repo / "a.py").write_text("\n".join(a) + "\n")
    (repo / "b.py").write_text("\n".join(b) + "\n")
    (repo / "c.py").write_text("\n".join(c) + "\n")
    sources = code_metrics.read_sources(repo, None, include_tests=False)
    found = code_metrics.repeats(sources)
    # a~b share six lines; c shares only five with either (its sixth line differs).
    assert found == [code_metrics.Repeat("a.py", 2, 7, "b.py", 3, 10, 6)]
    assert code_metrics.repeated_line_count(found) == 6 + 8


def test_a_revision_is_read_as_committed_and_tests_are_left_out(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    (repo / "tests").mkdir()
    (repo / "tests" / "test_x.py").write_text("def test_x():\n    pass\n")
    (repo / "m.py").write_text("class K:\n    def f(self):\n        return 1\n")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "one")
    (repo / "m.py").write_text("def g():\n    x = 1\n    y = 2\n    return x + y\n")
    committed = code_metrics.read_sources(repo, "HEAD", include_tests=False)
    assert [s.path for s in committed] == ["m.py"]
    assert code_metrics.functions(committed) == [code_metrics.Function("m.py", "K.f", 2, 3)]
    working = code_metrics.read_sources(repo, None, include_tests=True)
    assert code_metrics.module_sizes(working) == [("m.py", 4), ("tests/test_x.py", 2)]
    assert [(f.name, f.lines) for f in code_metrics.functions(working)] == [("g", 4), ("test_x", 2)]
