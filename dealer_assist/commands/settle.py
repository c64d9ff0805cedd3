"""``dealer-assist settle ROUND.json``: print the settlement as JSON, or as a table."""

from __future__ import annotations

import argparse
import json
import sys

from dealer_assist.errors import RoundFileError
from dealer_assist.explain import explain
from dealer_assist.roundfile import load_round
from dealer_assist.rules.engine import settle


def run(args: argparse.Namespace) -> int:
    if args.round == "-":
        text = sys.stdin.buffer.read()
    else:
        try:
            with open(args.round, "rb") as f:
                text = f.read()
        except OSError as err:
            raise RoundFileError(f"{args.round}: {err.strerror or err}") from err
    settlement = settle(load_round(text))
    if args.explain:
        sys.stdout.write(explain(settlement))
    else:
        json.dump(settlement.to_json(), sys.stdout, indent=2)
        sys.stdout.write("\n")
    return 0
