"""Issue 7: an index is cut straight from the camera frame, interpolated once.

The recogniser finds indices in the frame warped to the table plane; it then cuts the
ones found from the frame itself through the same homography, so the glyph is not
softened twice. Both cuts must show the same index; the single cut must be the sharper.
"""

from __future__ import annotations

import cv2
import numpy as np

from drivers.card_templates import detail_of
from drivers.card_vision import cut_patches, index_frames
from tools.synth import camera as synth


def test_a_cut_from_the_frame_shows_what_a_cut_from_the_table_plane_shows() -> None:
    face = synth.card_face("Qc")[0]
    ppm = synth.FACE_PPM
    # a camera at about one pixel per millimetre, in perspective, on the face's table plane
    frame_ppm = 1.0
    to_frame = np.array([[frame_ppm / ppm * 0.95, 0.08 * frame_ppm / ppm, 12.0],
                         [-0.05 * frame_ppm / ppm, frame_ppm / ppm, 9.0],
                         [2e-5, 1e-5, 1.0]])
    frame = cv2.warpPerspective(face, to_frame, (100, 120), flags=cv2.INTER_AREA)
    table_ppm = 1.25
    table = np.diag([table_ppm, table_ppm, 1.0])  # face millimetres -> table-plane pixels
    frame_to_table = table @ np.diag([1 / ppm, 1 / ppm, 1.0]) @ np.linalg.inv(to_frame)
    plane = cv2.warpPerspective(frame, frame_to_table, (80, 112), flags=cv2.INTER_LINEAR)
    suit = np.array([[7.5 * table_ppm, 22.5 * table_ppm]], np.float32)
    rank = np.array([[7.5 * table_ppm, 9.5 * table_ppm]], np.float32)
    right, down = index_frames(suit, rank)
    size, anchor, rank_rows = (17, 36), (8.5, 26.0), 20
    twice = cut_patches(plane[:, :, 1].copy(), suit, right, down, size, anchor, rank_rows)
    once = cut_patches(frame[:, :, 1].copy(), suit, right, down, size, anchor, rank_rows,
                       np.linalg.inv(frame_to_table))
    assert float(twice[0] @ once[0]) > 0.9  # the same index (mean of rank and suit NCC)
    split = rank_rows * size[0]
    assert detail_of(once[:, :split], size[0])[0] > detail_of(twice[:, :split], size[0])[0]
