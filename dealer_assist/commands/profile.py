"""``dealer-assist profile check|show PROFILE``: validate a casino's profile, print its tables."""

from __future__ import annotations

import argparse
import sys

from dealer_assist.money import fmt
from dealer_assist.profile import SHIPPED, load_profile


def run(args: argparse.Namespace) -> int:
    profile = load_profile(args.profile)
    if args.action == "check":
        print(
            f"{profile.source}: valid {profile.title} profile ({profile.family} family), sha256 {profile.sha256[:12]}"
        )
        for warning in profile.warnings:
            print(f"warning: {warning}", file=sys.stderr)
        return 0
    t = profile.table
    print(f"{profile.title} ({profile.name}) — {profile.source}")
    print(
        f"  bets {fmt(t.min_bet)}..{fmt(t.max_bet)}, table maximum {fmt(t.max_payout)}, side bets "
        f"{fmt(t.side_bet_max_payout)}, chip unit {fmt(t.chip_unit)}, {t.boxes} boxes"
    )
    for key, value in vars(profile.options).items():
        print(f"  option {key} = {value}")
    for key, value in vars(profile.dealing).items():
        print(f"  dealing {key} = {value}")
    for name, table in profile.pay_tables.items():
        print(f"  pay table {name}:")
        for row, ratio in table.items():
            print(f"    {row:<16} {ratio}")
    for warning in profile.warnings:
        print(f"  warning: {warning}")
    return 0


def choices() -> str:
    return ", ".join(SHIPPED)
