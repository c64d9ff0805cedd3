"""The modules that moved into tools/ (issue #20), and a rewrite of what still names them.

Code written against the old names (a branch started before the move) imports
``dealer_assist.log.synth``, ``calibration.synth``, ``ui.demo`` ...; after a merge:

    python -m tools.moved_modules          # list every line that names an old module (exit 1 if any)
    python -m tools.moved_modules --fix    # rewrite them in place (.py, .md, Makefile, .toml)

Dotted names and paths are rewritten; ``from calibration import synth`` becomes
``from tools.synth import camera as synth`` so the code below it reads the same.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

MOVED: dict[str, str] = {
    "dealer_assist.analysis.bench": "tools.bench.analysis",
    "dealer_assist.floor.bench": "tools.bench.floor",
    "dealer_assist.floor.browse_bench": "tools.bench.floor_browse",
    "dealer_assist.log.bench": "tools.bench.log",
    "dealer_assist.bench": "tools.bench.engine",
    "drivers.bench": "tools.bench.drivers",
    "calibration.bench": "tools.bench.camera",
    "calibration.design_bench": "tools.bench.camera_designs",
    "ui.pitboss_bench": "tools.bench.pitboss",
    "ui.pitview.bench": "tools.bench.pitview",
    "ui.bench": "tools.bench.gui",
    "dealer_assist.log.synth": "tools.synth.rounds",
    "calibration.synth": "tools.synth.camera",
    "calibration.designs": "tools.synth.designs",
    "calibration.evaluate": "tools.synth.evaluate",
    "ui.demo_tables": "tools.demo.tables",
    "ui.demo": "tools.demo.screens",
    "ui.pitboss.demo": "tools.demo.pitboss",
    "ui.training.demo": "tools.demo.training",
    "dealer_assist.floor.demo": "tools.demo.floor",
    "dealer_assist.demo_folder": "tools.demo.folder",
}

# Files that name the old modules on purpose: this one, the table of moves, its test.
EXEMPT = {"tools/moved_modules.py", "docs/tools.md", "tests/test_tools_apart.py"}

# `from package import module` forms, keeping the name the code uses below.
_FROM_IMPORTS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^(\s*)from calibration import designs, synth$", re.M),
     r"\1from tools.synth import camera as synth\n\1from tools.synth import designs"),
    (re.compile(r"^(\s*)from calibration import synth as (\w+)$", re.M), r"\1from tools.synth import camera as \2"),
    (re.compile(r"^(\s*)from calibration import synth$", re.M), r"\1from tools.synth import camera as synth"),
    (re.compile(r"^(\s*)from calibration import designs$", re.M), r"\1from tools.synth import designs"),
    (re.compile(r"^(\s*)from calibration import design_bench$", re.M),
     r"\1from tools.bench import camera_designs as design_bench"),
    (re.compile(r"^(\s*)from dealer_assist import demo_folder$", re.M),
     r"\1from tools.demo import folder as demo_folder"),
]


def _patterns() -> list[tuple[re.Pattern[str], str]]:
    found = list(_FROM_IMPORTS)
    for old, new in MOVED.items():
        found.append((re.compile(r"(?<![\w./])" + re.escape(old) + r"(?!\w)"), new))
        old_path, new_path = old.replace(".", "/") + ".py", new.replace(".", "/") + ".py"
        found.append((re.compile(r"(?<![\w./])" + re.escape(old_path)), new_path))
    return found


def rewrite(text: str) -> str:
    for pattern, replacement in _patterns():
        text = pattern.sub(replacement, text)
    return text


def _files(repo: Path) -> list[Path]:
    names = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=repo, check=True, capture_output=True, text=True,
    ).stdout.splitlines()
    keep = (".py", ".md", ".toml")
    return [repo / n for n in names
            if (n.endswith(keep) or n.endswith("Makefile")) and n not in EXEMPT and (repo / n).is_file()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.moved_modules", description=__doc__.splitlines()[0])
    parser.add_argument("--fix", action="store_true", help="rewrite the files in place")
    parser.add_argument("--repo", type=Path, default=Path.cwd())
    args = parser.parse_args(argv)
    stale = 0
    for path in _files(args.repo):
        text = path.read_text(encoding="utf-8")
        new = rewrite(text)
        if new == text:
            continue
        old_lines, new_lines = text.splitlines(), new.splitlines()
        for number, line in enumerate(old_lines, start=1):
            if number > len(new_lines) or new_lines[number - 1] != line:
                print(f"{path.relative_to(args.repo)}:{number}: {line.strip()}")
                stale += 1
                break  # one line per file is enough to point at it; --fix does them all
        if args.fix:
            path.write_text(new, encoding="utf-8")
    if stale and not args.fix:
        print(f"{stale} file(s) name a module that moved into tools/: python -m tools.moved_modules --fix",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
