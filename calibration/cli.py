"""The camera's sub-commands: ``dealer-assist camera learn | zones | read | show | synth``.

Only argparse here: OpenCV and NumPy are imported by :mod:`calibration.commands` when a
camera command actually runs, so other commands start fast.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable

Handler = Callable[[argparse.Namespace], int]


def _lazy(function: str) -> Handler:
    def run(args: argparse.Namespace) -> int:
        from dealer_assist.errors import DealerAssistError
        from dealer_assist.extras import explain

        try:
            handler: Handler = getattr(importlib.import_module("calibration.commands"), function)
            return handler(args)
        except ModuleNotFoundError as err:  # OpenCV not installed: pip install dealer-assist[camera]
            missing = explain(err)
            if missing is None:
                raise
            print(f"dealer-assist camera {args.camera_command}: {missing}", file=sys.stderr)
            return 1
        except DealerAssistError as err:
            print(f"dealer-assist camera {args.camera_command}: {err}", file=sys.stderr)
            return 1

    return run


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``camera`` and its steps to the top-level parser."""
    camera = sub.add_parser(
        "camera", help="calibrate the camera over the table, and read cards from images",
        description="Camera set-up (table corners and zones, this deck's cards) and reading.")
    steps = camera.add_subparsers(dest="camera_command", metavar="STEP", required=True)

    learn = steps.add_parser(
        "learn", help="learn this deck from one image per card (AS.png, TD.png, ...)")
    learn.add_argument("dir", metavar="DIR", help="folder with one image per card, named by code")
    learn.add_argument("--out", metavar="CAL", required=True,
                       help="calibration file to write (its table part, if any, is kept)")
    learn.add_argument("--card-size", metavar="WxH", default=None,
                       help="card size in millimetres (default: poker 63x88 or bridge "
                            "57x89, whichever the images show)")
    learn.add_argument("--partial", action="store_true",
                       help="accept a folder without all 52 cards (the rest are never read)")
    learn.set_defaults(func=_lazy("learn"))

    zones = steps.add_parser(
        "zones", help="mark the layout's corners and the zones on a camera frame")
    zones.add_argument("image", metavar="IMAGE", help="a frame from the camera over the table")
    zones.add_argument("--corners", nargs=4, metavar="X,Y", required=True,
                       help="the layout's four corners in pixels, in order round it, starting "
                            "at the dealer's left")
    zones.add_argument("--size", metavar="WxH", required=True,
                       help="the layout between those corners, in millimetres (first edge x "
                            "second edge)")
    zones.add_argument("--boxes", type=int, metavar="N",
                       help="draw the standard zones: dealer, N boxes on an arc (and the board "
                            "with --board)")
    # --holdem: the option's first name, still taken so scripts written with it work
    zones.add_argument("--board", "--holdem", dest="board", action="store_true",
                       help="add the board's zone, for the community cards")
    zones.add_argument("--zone", action="append", default=[], metavar="NAME=X,Y;X,Y;...",
                       help="a zone clicked in the image (pixels), e.g. box1=100,400;260,400;"
                            "260,520;100,520 (repeatable; replaces a standard zone of that name)")
    zones.add_argument("--out", metavar="CAL", required=True,
                       help="calibration file to write (its card part, if any, is kept)")
    zones.set_defaults(func=_lazy("zones"))

    read = steps.add_parser("read", help="print the cards seen in an image as JSON")
    read.add_argument("image", metavar="IMAGE", help="a frame from the calibrated camera")
    read.add_argument("--cal", metavar="CAL", required=True, help="calibration file")
    read.set_defaults(func=_lazy("read"))

    show = steps.add_parser("show", help="describe a calibration file")
    show.add_argument("cal", metavar="CAL")
    show.set_defaults(func=_lazy("show"))

    synth = steps.add_parser(
        "synth", help="write generated test images: a learning set, table scenes, a video")
    synth.add_argument("dir", metavar="DIR")
    synth.add_argument("--scenes", type=int, default=5, metavar="N")
    synth.add_argument("--seed", type=int, default=7)
    synth.set_defaults(func=_lazy("synth"))
