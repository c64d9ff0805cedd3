"""Code metrics for the evidence issue #20 asks for: module sizes, function sizes, repeated code.

Usage (from the repository root):

    python -m tools.code_metrics                 # the working tree (tracked + untracked, not ignored)
    python -m tools.code_metrics --rev 978b361   # a git revision, read with `git show`
    python -m tools.code_metrics --tests         # count tests/ too (left out by default)
    python -m tools.code_metrics --exclude tools # the product alone

What is counted, so that two runs can be compared:

- **Modules**: every `.py` file, its physical lines (as `wc -l` counts them).
- **Functions**: every `def`/`async def` (methods and nested functions too, each counted on its
  own), from its `def` line to its last line, as `ast` gives them (`end_lineno - lineno + 1`;
  decorators not included). Named `path:Class.method`.
- **Repeated code**: a line is *normalised* by dropping its comment (through `tokenize`, so a
  `#` inside a string stays), stripping it and folding runs of white space into one space.
  Blank lines, comment-only lines, import statements (all their lines, as `ast` places them)
  and lines made only of brackets and punctuation (`)`, `],`, `}):`) are left out. Two places
  *repeat* when they share six or more consecutive normalised lines identical to the letter
  (no renaming is forgiven). A six-line window found in more than `--max-places` places (8) is
  boilerplate and not listed. Each repeat is reported once, as its longest run:
  `9  a.py:10-24 ~ b.py:40-54`, the shared normalised lines and the physical line range on
  either side. Overlapping places inside one file (a run repeating itself shifted) are not
  counted.

The script only reads; it writes nothing and changes nothing.
"""

from __future__ import annotations

import argparse
import ast
import io
import subprocess
import sys
import tokenize
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

MIN_LINES = 6
MAX_PLACES = 8
_PUNCTUATION = set("()[]{},:;.\\")


@dataclass(frozen=True)
class Source:
    path: str
    text: str


@dataclass(frozen=True)
class Function:
    path: str
    name: str
    first: int
    last: int

    @property
    def lines(self) -> int:
        return self.last - self.first + 1


@dataclass(frozen=True)
class Repeat:
    """One pair of places sharing `length` normalised lines (physical ranges inclusive)."""

    a_path: str
    a_first: int
    a_last: int
    b_path: str
    b_first: int
    b_last: int
    length: int


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=repo, check=True, capture_output=True, text=True, encoding="utf-8", errors="replace"
    ).stdout


def read_sources(repo: Path, rev: str | None, include_tests: bool, exclude: tuple[str, ...] = ()) -> list[Source]:
    """The `.py` files of `rev` (or of the working tree, untracked-but-not-ignored included),
    but those under tests/ (unless `include_tests`) and under any folder in `exclude`."""
    if rev is None:
        names = _git(repo, "ls-files", "--cached", "--others", "--exclude-standard").splitlines()
    else:
        names = _git(repo, "ls-tree", "-r", "--name-only", rev).splitlines()
    sources = []
    for name in sorted(set(names)):
        if not name.endswith(".py") or (not include_tests and name.startswith("tests/")):
            continue
        if any(name.startswith(folder.rstrip("/") + "/") for folder in exclude):
            continue
        if rev is None:
            path = repo / name
            if not path.is_file():  # deleted in the working tree but still in the index
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
        else:
            text = _git(repo, "show", f"{rev}:{name}")
        sources.append(Source(name, text))
    return sources


def module_sizes(sources: Iterable[Source]) -> list[tuple[str, int]]:
    sizes = [(s.path, len(s.text.splitlines())) for s in sources]
    return sorted(sizes, key=lambda item: (-item[1], item[0]))


def functions(sources: Iterable[Source]) -> list[Function]:
    found: list[Function] = []

    def visit(node: ast.AST, path: str, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                name = f"{prefix}{child.name}"
                found.append(Function(path, name, child.lineno, child.end_lineno or child.lineno))
                visit(child, path, f"{name}.")
            elif isinstance(child, ast.ClassDef):
                visit(child, path, f"{prefix}{child.name}.")
            else:
                visit(child, path, prefix)

    for source in sources:
        try:
            tree = ast.parse(source.text, filename=source.path)
        except SyntaxError:
            continue
        visit(tree, source.path, "")
    return sorted(found, key=lambda f: (-f.lines, f.path, f.first))


def normalised_lines(text: str) -> list[tuple[int, str]]:
    """(physical line number, normalised text) of every line that counts, in order."""
    lines = text.splitlines()
    import_lines: set[int] = set()
    try:
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Import | ast.ImportFrom):
                import_lines.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    except SyntaxError:
        pass  # a file that does not parse is compared line by line, imports in
    comment_at: dict[int, int] = {}
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT:
                comment_at[token.start[0]] = token.start[1]
    except (tokenize.TokenError, SyntaxError):
        pass  # a file that does not tokenize is compared with its comments in
    kept = []
    for number, line in enumerate(lines, start=1):
        if number in comment_at:
            line = line[: comment_at[number]]
        line = " ".join(line.split())
        if not line or set(line) <= _PUNCTUATION or set(line.replace(" ", "")) <= _PUNCTUATION:
            continue
        if number in import_lines:
            continue
        kept.append((number, line))
    return kept


def repeats(sources: Iterable[Source], min_lines: int = MIN_LINES, max_places: int = MAX_PLACES) -> list[Repeat]:
    """Every maximal run of >= min_lines identical normalised lines that stands in two places."""
    files = {s.path: normalised_lines(s.text) for s in sources}
    windows: dict[tuple[str, ...], list[tuple[str, int]]] = defaultdict(list)
    for path, lines in files.items():
        texts = [text for _, text in lines]
        for start in range(len(texts) - min_lines + 1):
            windows[tuple(texts[start : start + min_lines])].append((path, start))
    # A matching window pair (a, i) ~ (b, j); runs are chains (a, i), (a, i+1), ... ~ (b, j), (b, j+1), ...
    matches: set[tuple[str, int, str, int]] = set()
    for places in windows.values():
        if len(places) < 2 or len(places) > max_places:
            continue
        for k, (a_path, a_start) in enumerate(places):
            for b_path, b_start in places[k + 1 :]:
                if a_path == b_path and abs(a_start - b_start) < min_lines:
                    continue  # a run overlapping itself
                matches.add((a_path, a_start, b_path, b_start))
    found = []
    for a_path, a_start, b_path, b_start in matches:
        if (a_path, a_start - 1, b_path, b_start - 1) in matches:
            continue  # not the start of its run
        length = 0
        while (a_path, a_start + length, b_path, b_start + length) in matches:
            length += 1
        shared = length + min_lines - 1
        a_lines, b_lines = files[a_path], files[b_path]
        found.append(
            Repeat(
                a_path,
                a_lines[a_start][0],
                a_lines[a_start + shared - 1][0],
                b_path,
                b_lines[b_start][0],
                b_lines[b_start + shared - 1][0],
                shared,
            )
        )
    return sorted(found, key=lambda r: (-r.length, r.a_path, r.a_first, r.b_path, r.b_first))


def repeated_line_count(found: Iterable[Repeat]) -> int:
    """Physical lines that stand in at least one repeated place (each line counted once)."""
    covered: set[tuple[str, int]] = set()
    for r in found:
        covered.update((r.a_path, n) for n in range(r.a_first, r.a_last + 1))
        covered.update((r.b_path, n) for n in range(r.b_first, r.b_last + 1))
    return len(covered)


def report(sources: list[Source], top: int, min_lines: int, max_places: int) -> str:
    out = []
    total = sum(len(s.text.splitlines()) for s in sources)
    out.append(f"{len(sources)} Python files, {total} lines")
    out.append("")
    out.append(f"largest modules (lines), top {top}:")
    out.extend(f"  {lines:6d}  {path}" for path, lines in module_sizes(sources)[:top])
    funcs = functions(sources)
    out.append("")
    out.append(f"largest functions (lines, def to last line), top {top} of {len(funcs)}:")
    out.extend(f"  {f.lines:6d}  {f.path}:{f.first} {f.name}" for f in funcs[:top])
    for bound in (50, 100):
        out.append(f"  functions over {bound} lines: {sum(1 for f in funcs if f.lines > bound)}")
    found = repeats(sources, min_lines, max_places)
    out.append("")
    out.append(
        f"repeated code ({min_lines}+ identical normalised lines): {len(found)} pairs of places, "
        f"{repeated_line_count(found)} lines in them; longest {top}:"
    )
    out.extend(
        f"  {r.length:4d}  {r.a_path}:{r.a_first}-{r.a_last} ~ {r.b_path}:{r.b_first}-{r.b_last}" for r in found[:top]
    )
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.code_metrics", description=__doc__.splitlines()[0])
    parser.add_argument("--rev", help="a git revision (default: the working tree)")
    parser.add_argument("--repo", type=Path, default=Path.cwd(), help="the repository (default: here)")
    parser.add_argument("--tests", action="store_true", help="count tests/ too")
    parser.add_argument(
        "--exclude", action="append", default=[], metavar="FOLDER", help="leave out a folder (repeatable): tools"
    )
    parser.add_argument("--top", type=int, default=15, help="rows per list (default 15)")
    parser.add_argument("--min-lines", type=int, default=MIN_LINES, help="shared lines that make a repeat (default 6)")
    parser.add_argument(
        "--max-places", type=int, default=MAX_PLACES, help="a window in more places is boilerplate (default 8)"
    )
    args = parser.parse_args(argv)
    if args.min_lines < 2 or args.top < 1 or args.max_places < 2:
        print("code_metrics: --min-lines and --max-places take 2 or more, --top 1 or more", file=sys.stderr)
        return 2
    try:
        sources = read_sources(args.repo, args.rev, args.tests, tuple(args.exclude))
    except subprocess.CalledProcessError as error:
        print(f"code_metrics: git failed: {error.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
        return 2
    label = f"revision {args.rev}" if args.rev else "working tree"
    scope = "all .py files" if args.tests else "all .py files but tests/"
    scope += "".join(f", without {folder.rstrip('/')}/" for folder in args.exclude)
    print(f"{label}, {scope}")
    print(report(sources, args.top, args.min_lines, args.max_places))
    return 0


if __name__ == "__main__":
    sys.exit(main())
