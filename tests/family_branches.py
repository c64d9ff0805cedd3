"""Count the places outside ``dealer_assist/rules/`` that tell the game families apart
(issue #20; docs/rules-protocol.md). Run it to see them:

    python -m tests.family_branches [ROOT]

What counts, found by walking each module's syntax tree (not by grepping text, so a word in
a comment or a string counts for nothing):

- ``holdem``: any name or attribute called ``holdem`` (a flag read, set or passed:
  ``rnd.holdem``, ``holdem = ...``, ``if holdem``, ``2 if holdem else 5``), a parameter
  called ``holdem`` and a keyword argument ``holdem=...``. A module imported under the name
  ``holdem`` (``dealer_assist.analysis.holdem``) is a module, not a flag, and does not count.
- ``isinstance``: ``isinstance(x, StudRules)`` / ``HoldemRules`` (or a tuple naming them).
- ``hasattr``: ``hasattr(rules, ...)`` on a rules object (duck-typing the family).
- ``family``: a comparison (``==``, ``!=``, ``is`` ...) with a ``family`` name or
  attribute, or with the string ``"holdem"`` or ``"stud"``. A membership test (``family in
  FAMILIES``: is this a family at all?) tells no family apart and does not count.

Each kind is counted once per line (``2 if rnd.holdem else 5`` is one place).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

PACKAGES = ("dealer_assist", "drivers", "ui", "calibration", "tools")
"""The product's packages (plus ``main.py``); ``dealer_assist/rules`` is where the families
are told apart, and is not searched."""
RULES_DIR = Path("dealer_assist") / "rules"
RULES_CLASSES = frozenset({"StudRules", "HoldemRules"})
FAMILY_WORDS = frozenset({"holdem", "stud"})


@dataclass(frozen=True, order=True)
class Branch:
    path: str
    line: int
    kind: str
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: [{self.kind}] {self.text}"


def _names(node: ast.AST) -> Iterator[str]:
    """The bare names an ``isinstance`` class argument mentions."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name):
            yield sub.id
        elif isinstance(sub, ast.Attribute):
            yield sub.attr


def _is_family(node: ast.AST) -> bool:
    if isinstance(node, ast.Name):
        return node.id == "family"
    if isinstance(node, ast.Attribute):
        return node.attr == "family"
    return isinstance(node, ast.Constant) and node.value in FAMILY_WORDS


def _is_rules(node: ast.AST) -> bool:
    return (isinstance(node, ast.Name) and node.id == "rules") or (
        isinstance(node, ast.Attribute) and node.attr == "rules"
    )


def branches_in(source: str, path: str) -> list[Branch]:
    """Every family branch in one module's source."""
    tree = ast.parse(source, path)
    lines = source.splitlines()
    modules = {
        (alias.asname or alias.name).split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom))
        for alias in node.names
    }
    found: set[tuple[int, str]] = set()

    def hit(node: ast.AST, kind: str) -> None:
        found.add((getattr(node, "lineno", 0), kind))

    for node in ast.walk(tree):
        named = (
            (isinstance(node, ast.Name) and node.id == "holdem" and "holdem" not in modules)
            or (isinstance(node, ast.Attribute) and node.attr == "holdem")
            or (isinstance(node, ast.arg) and node.arg == "holdem")
        )
        if named:
            hit(node, "holdem")
        elif isinstance(node, ast.keyword) and node.arg == "holdem":
            hit(node.value, "holdem")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and len(node.args) == 2:
            if node.func.id == "isinstance" and RULES_CLASSES & set(_names(node.args[1])):
                hit(node, "isinstance")
            elif node.func.id == "hasattr" and _is_rules(node.args[0]):
                hit(node, "hasattr")
        elif (
            isinstance(node, ast.Compare)
            and not all(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops)
            and any(_is_family(x) for x in (node.left, *node.comparators))
        ):
            hit(node, "family")
    return [Branch(path, n, kind, lines[n - 1].strip() if 0 < n <= len(lines) else "") for n, kind in found]


def product_files(root: Path) -> Iterator[Path]:
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            rel = path.relative_to(root)
            if rel.parts[: len(RULES_DIR.parts)] != RULES_DIR.parts:
                yield path
    if (root / "main.py").exists():
        yield root / "main.py"


def family_branches(root: Path) -> list[Branch]:
    """Every family branch in the product outside ``dealer_assist/rules/``, in file order."""
    out: list[Branch] = []
    for path in product_files(root):
        out += branches_in(path.read_text(encoding="utf-8"), path.relative_to(root).as_posix())
    return sorted(out)


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent
    found = family_branches(root)
    for b in found:
        print(b)
    by_dir: dict[str, int] = {}
    for b in found:
        top = "/".join(Path(b.path).parts[:2]) if b.path.count("/") else b.path
        by_dir[top] = by_dir.get(top, 0) + 1
    print()
    for d, n in sorted(by_dir.items()):
        print(f"{n:4d}  {d}")
    print(f"{len(found):4d}  family branches outside dealer_assist/rules/")
