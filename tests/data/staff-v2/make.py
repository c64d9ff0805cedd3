"""Writes log/staff.db (and secret/staff.key, its key) with the code of the build before
grants named the person (commit 49bae38), where a grant held only a role and a name.

Kept to show how the fixture was made; run it with that code on the path, e.g.
``git archive 49bae38 | tar -x -C /tmp/old && PYTHONPATH=/tmp/old python make.py``.
The files it writes are the evidence tests/test_staff_authority.py checks the current code
against: a staff file written before opens, verifies, and its people sign in and act.
The key is a test key, nothing else's: the test copies it and makes it readable only by
its user, as the store demands.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
from pathlib import Path

from dealer_assist.staff import PinRefused, StaffStore

HERE = Path(__file__).resolve().parent
PEOPLE = {
    ("pit_boss", "Marta"): "482193",
    ("pit_boss", "Luis"): "730519",
    ("croupier", "Ana"): "2468",  # given a new PIN by Luis
    ("croupier", "Rosa"): "9753",  # removed, then added again with another PIN
}


def main() -> int:
    for folder in ("log", "secret"):
        shutil.rmtree(HERE / folder, ignore_errors=True)
    os.environ["DEALER_ASSIST_HOME"] = str(HERE)
    with StaffStore.open(HERE / "log" / "staff.db") as store:
        marta = store.add_first_pit_boss("Marta", "482193")
        store.add_member(marta, "pit_boss", "Luis", "730519", "second pit boss")
        store.add_member(marta, "croupier", "Ana", "1357", "new croupier")
        store.add_member(marta, "croupier", "Rosa", "8642", "new croupier")
        luis = store.check_pin("pit_boss", "Luis", "730519")
        store.set_pin(luis, "croupier", "Ana", "2468", "forgotten")
        store.remove_member(luis, "croupier", "Rosa", "left")
        store.add_member(luis, "croupier", "Rosa", "9753", "came back")
        with contextlib.suppress(PinRefused):
            store.check_pin("croupier", "Rosa", "1111")
        store.record_change(marta, "limits", "table T1", None, {"max_payout": "20000"}, "evening session")
        assert store.verify_audit() is None
    (HERE / "secret" / "staff-anchors.json").unlink()  # names this folder's path: not the test's
    return 0


if __name__ == "__main__":
    sys.exit(main())
