"""What the ``camera`` sub-commands do (imported only when one runs)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from calibration.faces import read_image
from calibration.learn import learn_cards
from calibration.table import parse_point, standard_zones, table_calibration, zone_from_camera
from drivers.camera_calibration import (
    Calibration,
    CalibrationError,
    Zone,
    load_calibration,
    save_calibration,
    zone_sort_key,
)
from drivers.card_detect import detect


def _size(text: str, what: str) -> tuple[float, float]:
    try:
        w, h = (float(v) for v in text.lower().split("x"))
    except ValueError as err:
        raise CalibrationError(f"{what} {text!r} is not WIDTHxHEIGHT in millimetres") from err
    if w <= 0 or h <= 0:
        raise CalibrationError(f"{what} {text!r} must be positive")
    return (w, h)


def _existing(path: str) -> Calibration:
    """The calibration already in ``path`` (to add a step to), or an empty one."""
    return load_calibration(path) if Path(path).exists() else Calibration()


def learn(args: argparse.Namespace) -> int:
    card_size = _size(args.card_size, "card size") if args.card_size else None
    base = _existing(args.out)
    cards = learn_cards(args.dir, card_size_mm=card_size, require_full_deck=not args.partial)
    save_calibration(args.out, Calibration(base.table, cards))
    print(f"learned {len(cards.learned_cards)} cards ({len(cards.codes)} index views) "
          f"into {args.out}")
    return 0


def zones(args: argparse.Namespace) -> int:
    image = read_image(args.image)
    h, w = image.shape[:2]
    corners = [parse_point(c) for c in args.corners]
    size = _size(args.size, "layout size")
    table = table_calibration(corners, size, (w, h))
    chosen: dict[str, Zone] = {}
    if args.boxes is not None:
        chosen = {z.name: z for z in standard_zones(args.boxes, size, board=args.board)}
    elif args.board:
        raise CalibrationError("--board goes with --boxes (the standard zones)")
    for spec in args.zone:
        name, sep, points = spec.partition("=")
        if not sep:
            raise CalibrationError(f"zone {spec!r} is not NAME=X,Y;X,Y;...")
        pts = [parse_point(p) for p in points.replace(" ", ";").split(";") if p]
        chosen[name.strip()] = zone_from_camera(table, name.strip(), pts)
    if not chosen:
        raise CalibrationError("no zones: give --boxes N, or --zone NAME=... for each zone")
    table = table.with_zones(tuple(chosen.values()))
    base = _existing(args.out)
    save_calibration(args.out, Calibration(table, base.cards))
    print(f"table {size[0]:g}x{size[1]:g} mm with zones {', '.join(chosen)} into {args.out}")
    return 0


def read(args: argparse.Namespace) -> int:
    calibration = load_calibration(args.cal)
    calibration.complete()
    frame = read_image(args.image)
    detections = detect(frame, calibration)
    detections.sort(key=lambda d: (zone_sort_key(d.zone or "~"), d.center[0]))
    json.dump([d.to_json() for d in detections], sys.stdout)
    print()
    return 0


def show(args: argparse.Namespace) -> int:
    cal = load_calibration(args.cal)
    out: dict[str, object] = {}
    if cal.table is not None:
        t = cal.table
        out["table"] = {"frame_size": list(t.frame_size), "table_size_mm": list(t.table_size_mm),
                        "corners_px": [list(p) for p in t.corners_px],
                        "zones": [z.name for z in t.zones]}
    if cal.cards is not None:
        c = cal.cards
        out["cards"] = {"learned": len(c.learned_cards), "views": len(c.codes),
                        "card_size_mm": list(c.card_size_mm), "px_per_mm": c.px_per_mm}
    json.dump(out, sys.stdout, indent=2)
    print()
    return 0


def synth(args: argparse.Namespace) -> int:
    from tools.demo.folder import claim
    from tools.synth import camera as gen

    out = claim(Path(args.dir), ["learn"])  # a folder with a live log or staff file: refused
    gen.write_learning_set(out / "learn", seed=args.seed)
    table = gen.default_table()
    for k, scene in enumerate(gen.test_scenes(args.seed, args.scenes, table)):
        import cv2

        cv2.imwrite(str(out / f"scene{k}.png"), scene.image)
        (out / f"scene{k}.json").write_text(json.dumps(
            [{"card": t.code, "center": [round(v, 1) for v in t.center_px], "zone": t.zone}
             for t in scene.truth]))
    corners = " ".join(f"{x:g},{y:g}" for x, y in table.corners_px)
    w, h = table.table_size_mm
    print(f"wrote {out}/learn (52 cards) and {args.scenes} scenes; calibrate with\n"
          f"  dealer-assist camera learn {out}/learn --out {out}/table.cal\n"
          f"  dealer-assist camera zones {out}/scene0.png --corners {corners} "
          f"--size {w:g}x{h:g} --boxes 7 --out {out}/table.cal\n"
          f"  dealer-assist camera read {out}/scene0.png --cal {out}/table.cal")
    return 0
