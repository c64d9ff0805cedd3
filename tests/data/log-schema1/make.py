"""Writes rounds.db and its exports with the code of log schema 1 (commit 978b361).

Kept to show how the fixture was made; run it with that code on the path, e.g.
``git archive 978b361 | tar -x -C /tmp/old && PYTHONPATH=/tmp/old python make.py``.
The files it writes are the evidence tests/test_log_compact.py checks the current code
against: a log of schema 1 opens, verifies, audits and exports as it always did.
"""

from __future__ import annotations

import hashlib
import json
import sys
import tempfile
from pathlib import Path

from dealer_assist.log import RoundLog
from dealer_assist.log.schema import SCHEMA_VERSION
from tools.synth.rounds import generate

HERE = Path(__file__).resolve().parent


def main() -> int:
    assert SCHEMA_VERSION == 1, "run with the code of log schema 1"
    target = HERE / "rounds.db"
    target.unlink(missing_ok=True)
    rounds = list(generate(24, seed=0, tables=3))
    with RoundLog.open(target) as log:
        log.append_rounds(rounds[:20])
        log.append_adjustment(rounds[4].round_id, "void", "Marta", "misdeal at box 3")
        log.append_adjustment(rounds[7].round_id, "adjustment", "Marta", "paid by hand", {"box": 2, "amount": "15"})
        for entry in rounds[20:]:
            log.append_round(entry)
        with tempfile.TemporaryDirectory() as folder:
            out = Path(folder)
            log.export(out / "export.csv", "csv")
            log.export(out / "export.jsonl", "json")
            (out / "rounds").mkdir()
            log.export(out / "rounds", "json")
            files = {str(p.relative_to(out)): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}
        report = log.verify()
    # What the exports gave, byte for byte (by SHA-256), and what verify said.
    evidence = {
        "exports": {name: hashlib.sha256(data).hexdigest() for name, data in files.items()},
        "verify": {"ok": report.ok, "head": [report.head_position, report.head_hash]},
    }
    (HERE / "expected.json").write_text(json.dumps(evidence, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
