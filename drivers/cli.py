"""The card-reader commands: ``monitor``, ``shoe-sim`` and ``ports``.

Registered on the top-level parser by ``main.py``. Nothing heavy is imported here:
pyserial and the implementations load only when one of these commands runs.
"""

from __future__ import annotations

import argparse

from dealer_assist.cli import lazy_command


def _rate(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"{text} is not a probability between 0 and 1")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text} seconds cannot be negative")
    return value


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the card-reader commands to the top-level parser."""
    monitor = sub.add_parser(
        "monitor",
        help="watch a card reader: one JSON object per event, or a live table",
        description="Open a card reader and print every event it delivers, one JSON object "
        "per line (or a live text view with --table). Ctrl-C stops.",
    )
    monitor.add_argument("port", metavar="PORT", help="serial port or pyserial URL (/dev/ttyUSB0, COM3, socket://h:p)")
    monitor.add_argument("--protocol", choices=("framed", "line"), default="framed")
    monitor.add_argument("--baud", type=int, default=9600, metavar="N", help="default 9600")
    monitor.add_argument("--table", action="store_true", help="a live text view instead of JSON")
    monitor.add_argument(
        "--wait", action="store_true", help="if the port is not there yet, keep trying instead of failing"
    )
    monitor.add_argument("--record", metavar="FILE", help="also append the raw bytes read to FILE (replayable)")
    monitor.add_argument(
        "--heartbeat-timeout",
        type=_seconds,
        metavar="S",
        help="report the reader lost after S silent seconds (default 3 for framed, never for line)",
    )
    monitor.add_argument("--count", type=int, metavar="N", help="stop after N events")
    monitor.add_argument("--duration", type=_seconds, metavar="S", help="stop after S seconds")
    monitor.set_defaults(func=lazy_command("drivers.monitor", "run"))

    sim = sub.add_parser(
        "shoe-sim",
        help="simulate a card reader on a pseudo-terminal (or a port)",
        description="Deal shuffled decks as a card reader would, with faults on demand. "
        "Prints the path a reader should open, then deals.",
    )
    sim.add_argument("--protocol", choices=("framed", "line"), default="framed")
    where = sim.add_mutually_exclusive_group()
    where.add_argument("--port", metavar="PORT", help="write to this port instead of a new pty")
    where.add_argument("--create-pty", action="store_true", help="create a pseudo-terminal (the default)")
    sim.add_argument("--link", metavar="PATH", help="path of the stable link to the pty (default: a temporary folder)")
    sim.add_argument("--baud", type=int, default=9600, metavar="N", help="for --port")
    sim.add_argument(
        "--rounds",
        type=int,
        default=1,
        metavar="N",
        help="decks to deal, each after a new shuffle (0: for ever; default 1)",
    )
    sim.add_argument("--cards", type=int, default=52, metavar="N", help="cards dealt per round (default 52)")
    sim.add_argument("--interval", type=_seconds, default=0.5, metavar="S", help="seconds between cards (default 0.5)")
    sim.add_argument(
        "--heartbeat", type=_seconds, default=1.0, metavar="S", help="heartbeat period while idle (default 1)"
    )
    sim.add_argument("--drop-rate", type=_rate, default=0.0, metavar="P")
    sim.add_argument("--corrupt-rate", type=_rate, default=0.0, metavar="P")
    sim.add_argument("--unreadable-rate", type=_rate, default=0.0, metavar="P", help="cards sent as ?? (unreadable)")
    sim.add_argument("--retransmit-rate", type=_rate, default=0.0, metavar="P", help="messages sent twice (framed)")
    sim.add_argument(
        "--unplug-after", type=_seconds, metavar="S", help="pull the cable S seconds after the first message"
    )
    sim.add_argument(
        "--unplug-for", type=_seconds, default=2.0, metavar="S", help="how long it stays unplugged (default 2)"
    )
    sim.add_argument("--seed", type=int, help="shuffle and faults are reproducible from it")
    sim.add_argument(
        "--linger",
        type=_seconds,
        default=2.0,
        metavar="S",
        help="idle (heartbeats) this long after the last round (default 2)",
    )
    sim.set_defaults(func=lazy_command("drivers.monitor", "run_shoe_sim"))

    ports = sub.add_parser("ports", help="list the serial ports of this machine")
    ports.set_defaults(func=lazy_command("drivers.monitor", "run_ports"))
