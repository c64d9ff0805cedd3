"""Table calibration: the layout's four corners and the zones where cards lie.

The technician clicks the layout's corners in a camera frame (round the layout, starting at
the dealer's side) and gives the layout's size; zones are polygons on the table plane, in
millimetres. :func:`standard_zones` draws a usual layout (boxes on an arc facing the dealer)
for when clicking each zone is not worth it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from drivers.camera_calibration import (
    CalibrationError,
    Point,
    TableCalibration,
    Zone,
    apply_homography,
    check_zone_name,
)

BOX_ZONE_MM = (180.0, 125.0)
DEALER_ZONE_MM = (250.0, 130.0)
BOARD_ZONE_MM = (320.0, 125.0)


def _rect(center: Point, size: Point, angle: float) -> tuple[Point, ...]:
    """A rectangle turned by ``angle`` radians (x towards the table's right)."""
    cx, cy = center
    w, h = size
    t = (math.cos(angle), math.sin(angle))
    n = (-math.sin(angle), math.cos(angle))
    corners = []
    for a, b in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        corners.append((cx + a * w / 2 * t[0] + b * h / 2 * n[0],
                        cy + a * w / 2 * t[1] + b * h / 2 * n[1]))
    return tuple(corners)


def box_angles(n_boxes: int, table_size_mm: Point) -> list[tuple[Point, float]]:
    """Centre and turn of each box zone on the arc; box 1 is at the dealer's left
    (the largest x, i.e. the right of the image when the dealer's side is at the top)."""
    w, h = table_size_mm
    radius = 1.08 * h
    center_y = -0.28 * h
    reach = math.asin(min(0.95, 0.41 * w / radius))
    step = reach / 3 if n_boxes <= 7 else reach / ((n_boxes - 1) / 2)
    out = []
    for i in range(n_boxes):
        phi = ((n_boxes - 1) / 2 - i) * step
        out.append(((w / 2 + radius * math.sin(phi), center_y + radius * math.cos(phi)), -phi))
    return out


def standard_zones(
    n_boxes: int, table_size_mm: Point = (1250.0, 650.0), *, board: bool = False
) -> tuple[Zone, ...]:
    """Dealer's zone at the top centre, ``n_boxes`` on an arc, and with ``board`` the
    board's zone (the community cards) in the middle: whether the cloth has one is the
    layout's, not the game's, so the technician chooses it.

    >>> [z.name for z in standard_zones(3, board=True)]
    ['dealer', 'board', 'box1', 'box2', 'box3']
    """
    if not 1 <= n_boxes <= 12:
        raise CalibrationError(f"{n_boxes} boxes: a table has 1 to 12")
    w, h = table_size_mm
    zones = [Zone("dealer", _rect((w / 2, 0.145 * h), DEALER_ZONE_MM, 0.0))]
    if board:
        zones.append(Zone("board", _rect((w / 2, 0.36 * h), BOARD_ZONE_MM, 0.0)))
    for i, (center, angle) in enumerate(box_angles(n_boxes, table_size_mm), start=1):
        zones.append(Zone(f"box{i}", _rect(center, BOX_ZONE_MM, angle)))
    return tuple(zones)


def parse_point(text: str) -> Point:
    """``"120,45"`` or ``"120.5x45"`` -> (120.0, 45.0)."""
    parts = text.replace("x", ",").split(",")
    try:
        x, y = (float(p) for p in parts)
    except ValueError as err:
        raise CalibrationError(f"{text!r} is not a point X,Y") from err
    return (x, y)


def table_calibration(
    corners_px: Sequence[Point],
    table_size_mm: Point,
    frame_size: tuple[int, int],
    zones: Sequence[Zone] = (),
) -> TableCalibration:
    """Check the clicked corners against the frame and build the table calibration."""
    if len(corners_px) != 4:
        raise CalibrationError(f"need the layout's 4 corners, got {len(corners_px)}")
    fw, fh = frame_size
    for x, y in corners_px:
        if not (-0.5 <= x <= fw - 0.5 and -0.5 <= y <= fh - 0.5):
            raise CalibrationError(f"corner ({x:g}, {y:g}) is outside the {fw}x{fh} frame")
    corners = tuple((float(x), float(y)) for x, y in corners_px)
    return TableCalibration(
        frame_size=frame_size,
        corners_px=corners,  # type: ignore[arg-type]
        table_size_mm=(float(table_size_mm[0]), float(table_size_mm[1])),
        zones=tuple(zones),
    )


def zone_from_camera(table: TableCalibration, name: str, points_px: Sequence[Point]) -> Zone:
    """A zone clicked in the camera frame, moved to the table plane."""
    check_zone_name(name)
    if len(points_px) < 3:
        raise CalibrationError(f"zone {name} needs at least 3 points, got {len(points_px)}")
    mm = apply_homography(table.camera_to_table, list(points_px))
    return Zone(name, tuple((float(x), float(y)) for x, y in mm))
