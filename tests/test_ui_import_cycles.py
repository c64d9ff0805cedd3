"""The screens' modules import one another in one direction only (issue #20).

A circle of imports works only while every link but one is deferred into a function: the
order then decides which module sees the other half-built, and a reader cannot tell which
module is the lower layer. Every import statement counts here, at module level or deferred
inside a function; only ``if TYPE_CHECKING:`` blocks (never run) are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def ui_modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the ``ui`` package by dotted name (a package by its own name)."""
    modules = {}
    for path in sorted((root / "ui").rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def _type_checking_only(node: ast.AST) -> bool:
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement that can run (those under ``if TYPE_CHECKING:`` left out)."""
    found: list[ast.Import | ast.ImportFrom] = []
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        if _type_checking_only(node):
            assert isinstance(node, ast.If)
            stack.extend(node.orelse)
            continue
        stack.extend(ast.iter_child_nodes(node))
    return found


def imported(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The ``ui`` modules that importing ``name`` may run: each one imported, and for
    ``from package import x`` the module ``package.x`` when there is one. The packages on
    the way (``ui`` itself, ``ui.pitboss``) are left out: they hold no imports of their own
    (checked below)."""
    targets: set[str] = set()
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
            continue
        if node.level:
            base = package[: len(package) - node.level + 1]
            module = ".".join([*base, node.module] if node.module else base)
        else:
            module = node.module or ""
        targets.add(module)
        targets.update(f"{module}.{alias.name}" for alias in node.names)
    return {t for t in targets if t in modules and t != name and t.startswith("ui.")}


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    modules = ui_modules(root)
    return {name: imported(name, path, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_ui_module_imports_itself_back_through_others() -> None:
    graph = import_graph()
    found = cycles(graph)
    described = [
        "; ".join(f"{m} -> {', '.join(sorted(graph[m] & set(group)))}" for m in group) for group in found
    ]
    assert not found, "import circles among ui modules:\n" + "\n".join(described)


def test_the_ui_packages_import_nothing_themselves() -> None:
    # The graph above leaves a package's own __init__ out of every import of its modules.
    modules = ui_modules()
    for name, path in modules.items():
        if path.name == "__init__.py":
            assert not imported(name, path, modules), f"{path} imports ui modules"


def test_the_check_finds_a_circle_hidden_in_a_function(tmp_path: Path) -> None:
    # A deferred import closes a circle as surely as one at the top of the module.
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "__init__.py").write_text("")
    (tmp_path / "ui" / "a.py").write_text("from ui.b import thing\n")
    (tmp_path / "ui" / "b.py").write_text("def thing():\n    from ui import a\n    return a\n")
    (tmp_path / "ui" / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ui.a import x\n"
    )
    graph = import_graph(tmp_path)
    assert graph["ui.b"] == {"ui.a"}
    assert graph["ui.c"] == set()
    assert cycles(graph) == [["ui.a", "ui.b"]]
