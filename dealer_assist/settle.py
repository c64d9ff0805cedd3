"""Settle round files: the functions behind ``dealer-assist settle`` and the log's audit.

>>> doc = {"game": "caribbean", "dealer": {"cards": ["As", "Kd", "8c", "5d", "3s"]},
...        "boxes": [{"box": 1, "wagers": {"ante": 10}, "cards": ["2h", "7h", "9h", "Jh", "Kh"],
...                   "actions": [{"do": "play"}]}]}
>>> settle_json(doc)["boxes"][0]["net"]
'110'
"""

from __future__ import annotations

from typing import Any

from dealer_assist.roundfile import parse_round
from dealer_assist.rules.engine import settle
from dealer_assist.rules.settlement import Settlement


def settle_document(doc: Any) -> Settlement:
    """Settle a round file's parsed JSON."""
    return settle(parse_round(doc))


def settle_json(doc: Any) -> dict[str, Any]:
    """The settlement JSON of docs/round-file.md for a round file's parsed JSON."""
    return settle_document(doc).to_json()
