"""``dealer-assist floor init|add-table|add-pit|status|verify URL`` and ``dealer-assist ship``.

Exit codes: 0 all well; 1 with one line on stderr otherwise (the floor out of reach, a
refusal, a chain that fails ``verify``). Nothing here imports psycopg until a command runs.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import signal
import sys
import threading
from pathlib import Path
from typing import Any

from dealer_assist.errors import DealerAssistError


def _fail(command: str, err: DealerAssistError | str) -> int:
    print(f"dealer-assist {command}: {err}", file=sys.stderr)
    return 1


def run_floor(args: argparse.Namespace) -> int:
    from dealer_assist.cli import lazy_command
    from dealer_assist.floor import admin
    from dealer_assist.floor.connect import resolve

    command = f"floor {args.action}"
    if args.action == "demo":  # the pit view (Qt) on a throwaway floor
        return lazy_command("ui.pitview.app", "run_demo", needs="the GUI")(args)
    if not args.url:
        return _fail(command, f"usage: dealer-assist {command} URL")
    try:
        url = resolve(args.url)
        if args.action == "init":
            before, after = admin.init(url)
            print(f"floor schema {after} ready" + (f" (was {before})" if before else " (created)"))
        elif args.action in ("add-table", "add-pit"):
            if not args.name or not args.out:
                return _fail(command, f"usage: dealer-assist {command} URL NAME --out FILE")
            table = args.name if args.action == "add-table" else None
            pit = args.name if args.action == "add-pit" else None
            role = admin.add_login(url, Path(args.out), table_id=table, pit_name=pit, base=args.connect)
            print(f"role {role}: credentials written to {args.out} (mode 0600)")
        elif args.action == "publish":
            from dealer_assist.floor import group

            if not args.out:
                return _fail(command, "usage: dealer-assist floor publish URL --out FILE [--connect URL]")
            name = group.publish(url, Path(args.out), base=args.connect)
            print(f"publication {name} ready: the group subscribes with {args.out} (mode 0600)")
        elif args.action in ("subscribe", "unsubscribe"):
            from dealer_assist.floor import group

            if not args.name or (args.action == "subscribe" and not args.property):
                return _fail(command, f"usage: dealer-assist floor {args.action} GROUP_URL NAME --property FILE")
            if args.action == "subscribe":
                group.subscribe(url, args.name, args.property)
            else:
                group.unsubscribe(url, args.name)
            print(f"subscription {args.name}: {'created' if args.action == 'subscribe' else 'dropped'}")
        elif args.action == "status":
            for state in admin.status(url):
                print(json.dumps(state.as_json(), sort_keys=True))
        else:
            checks = admin.verify(url)
            bad = [c for c in checks if not c.ok]
            for check in checks:
                print(check.describe(), file=sys.stderr if not check.ok else sys.stdout)
            if not checks:
                print("no table on this floor yet")
            return 1 if bad else 0
    except DealerAssistError as err:
        return _fail(command, err)
    return 0


def run_ship(args: argparse.Namespace) -> int:
    from dealer_assist.floor.errors import FloorRefused
    from dealer_assist.floor.shipper import Shipper

    try:
        shipper = Shipper(args.log, args.floor, machine_id=args.machine_id, batch=args.batch)
    except DealerAssistError as err:
        return _fail("ship", err)
    try:
        if not args.follow:
            report = shipper.ship_pending()
            with contextlib.suppress(DealerAssistError):  # the status row is only a courtesy here
                shipper.beat()
            print(
                f"table {report.table_id}: floor holds {report.floor_head} of {report.local_head} entries "
                f"({report.shipped_entries} shipped now)"
            )
            return 0 if report.floor_head >= report.local_head else 1
        stop = threading.Event()

        def _stop(*_: Any) -> None:
            stop.set()

        signal.signal(signal.SIGTERM, _stop)
        signal.signal(signal.SIGINT, _stop)
        try:
            shipper.follow(stop, interval=args.interval)
        except FloorRefused as err:
            return _fail("ship", err)
        return 0
    except DealerAssistError as err:
        return _fail("ship", err)
    finally:
        shipper.close()


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from dealer_assist.cli import lazy_command

    floor = sub.add_parser(
        "floor", help="the floor database: init, add-table, add-pit, status, verify, demo; publish, subscribe (a group)"
    )
    floor.add_argument(
        "action",
        choices=("init", "add-table", "add-pit", "status", "verify", "demo", "publish", "subscribe", "unsubscribe"),
    )
    floor.add_argument(
        "url", nargs="?", metavar="URL", help="postgresql:// URL (an administrator's) or a credentials file"
    )
    floor.add_argument(
        "name",
        nargs="?",
        metavar="NAME",
        help="add-table: the table id; add-pit: the podium's name; (un)subscribe: the property's subscription",
    )
    floor.add_argument("--out", metavar="FILE", help="add-table/add-pit/publish: where to write the credentials (0600)")
    floor.add_argument(
        "--connect",
        metavar="URL",
        help="add-table/add-pit/publish: the URL the table, podium or group database reaches the floor by",
    )
    floor.add_argument(
        "--property", metavar="FILE", help="subscribe: the property's reader credentials (written by publish)"
    )
    floor.add_argument("--demo-screens", metavar="DIR", help="demo: render the pit view's screens as PNGs and exit")
    floor.add_argument("--language", choices=("en", "es", "ru"), help="demo: screen language")
    floor.add_argument("--fullscreen", action="store_true", help="demo: full screen")
    floor.set_defaults(func=lazy_command("dealer_assist.floor.cli", "run_floor"))

    ship = sub.add_parser("ship", help="copy a table's round log to the floor database")
    ship.add_argument("log", metavar="LOG", help="the table's round log")
    ship.add_argument("--floor", required=True, metavar="URL", help="postgresql:// URL or credentials file (0600)")
    ship.add_argument("--follow", action="store_true", help="keep shipping new entries until stopped")
    ship.add_argument("--machine-id", help="this computer's id (default: /etc/machine-id)")
    ship.add_argument("--batch", type=int, default=500, help="entries per transaction (default 500)")
    ship.add_argument("--interval", type=float, default=0.5, help="--follow: seconds between looks at the log")
    ship.set_defaults(func=lazy_command("dealer_assist.floor.cli", "run_ship"))
