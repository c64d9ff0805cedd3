"""Tools apart from the product (issue #20): benchmarks, demos and synthetic-data generators
live in tools/, and the product (dealer_assist, drivers, ui, calibration, main.py) imports
them only inside the command that runs one (`bench`, `gui --demo-screens`, `floor demo`,
`camera synth`, ...), never when a module of the product is loaded."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
PRODUCT = ("dealer_assist", "drivers", "ui", "calibration")


def product_files() -> list[pathlib.Path]:
    return [ROOT / "main.py", *sorted(p for package in PRODUCT for p in (ROOT / package).rglob("*.py"))]


def module_level_imports(tree: ast.Module) -> set[str]:
    """Top-level names imported when the module loads: its own statements, including those
    under a module-level ``if``/``try``/``with``, but not inside a function or a class body
    that a function would run."""
    names: set[str] = set()
    pending: list[ast.stmt] = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
        elif isinstance(node, ast.If | ast.Try | ast.With | ast.ClassDef):
            for field in ("body", "orelse", "finalbody", "handlers"):
                for child in getattr(node, field, []):
                    pending.extend(child.body if isinstance(child, ast.ExceptHandler) else [child])
    return names


def test_no_product_module_imports_a_tool_when_it_loads() -> None:
    offenders = sorted(
        str(path.relative_to(ROOT))
        for path in product_files()
        if "tools" in module_level_imports(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
    )
    assert offenders == []


def test_no_bench_demo_or_generator_module_is_left_in_the_product() -> None:
    left = sorted(
        str(path.relative_to(ROOT))
        for path in product_files()
        if any(word in path.stem for word in ("bench", "demo", "synth"))
    )
    assert left == []


def test_loading_every_product_module_loads_no_tool_module() -> None:
    # The run-time entry points among them: the GUI (ui.app), the table session (ui.session),
    # the round log (dealer_assist.log), the floor shipper (dealer_assist.floor.shipper), the
    # command line (main).
    modules = sorted(
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for p in product_files()
        if p.name != "__main__.py"
    )
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "import main; main.build_parser()\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] == 'tools')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True, timeout=300
    )
    assert "ui.app" in modules and "dealer_assist.floor.shipper" in modules
    assert out.stdout.strip() == ""


def test_the_bench_command_still_finds_every_part_s_sections_in_tools() -> None:
    import main

    sections = main.bench_sections()
    assert {"evaluator", "log", "audit", "analysis", "floor", "gui", "pitboss", "serial-latency",
            "camera-accuracy", "camera-designs"} <= set(sections), sorted(sections)
    assert {getattr(f, "__module__", "").split(".")[0] for f in sections.values()} == {"tools"}


def test_nothing_in_the_tree_names_a_module_that_moved_and_old_names_are_rewritten() -> None:
    from tools import moved_modules

    out = subprocess.run(
        [sys.executable, "-m", "tools.moved_modules"], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert (out.returncode, out.stdout) == (0, ""), out.stdout + out.stderr
    old = (
        "from dealer_assist.log.synth import generate\n"
        "    from calibration import synth as gen\n"
        "from ui.demo_tables import stacked_shoe\n"
        "from ui.demo import ScriptedShoe  # see ui/demo.py\n"
        'BENCH = ("dealer_assist.bench", "ui.pitboss_bench")\n'
    )
    assert moved_modules.rewrite(old) == (
        "from tools.synth.rounds import generate\n"
        "    from tools.synth import camera as gen\n"
        "from tools.demo.tables import stacked_shoe\n"
        "from tools.demo.screens import ScriptedShoe  # see tools/demo/screens.py\n"
        'BENCH = ("tools.bench.engine", "tools.bench.pitboss")\n'
    )
