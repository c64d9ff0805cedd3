"""Issue 7, calibration: table corners, zones and card templates saved as one file that
round-trips; bad input gives one clear error naming what is wrong."""

from __future__ import annotations

import shutil
from pathlib import Path

import cv2
import numpy as np
import pytest

from calibration.learn import learn_cards
from calibration.table import standard_zones, table_calibration, zone_from_camera
from drivers.camera_calibration import (
    Calibration,
    CalibrationError,
    TableCalibration,
    apply_homography,
    load_calibration,
    save_calibration,
)
from tests.camera_support import learned_cards, learning_dir
from tools.synth import camera as synth


def test_the_calibration_file_round_trips(tmp_path: Path) -> None:
    cal = Calibration(synth.default_table(board=True), learned_cards())
    path = tmp_path / "table.cal"
    save_calibration(path, cal)
    back = load_calibration(path)
    assert back.table == cal.table
    a, b = back.cards, cal.cards
    assert a is not None and b is not None
    assert a.codes == b.codes and a.patch_size == b.patch_size
    assert a.suit_anchor == b.suit_anchor and a.rank_rows == b.rank_rows
    assert np.array_equal(a.patches, b.patches) and np.array_equal(a.red, b.red)
    assert np.array_equal(a.geometry, b.geometry)
    assert np.array_equal(a.suit_weights, b.suit_weights)
    assert (a.redness_threshold, a.min_score) == (b.redness_threshold, b.min_score)
    assert (a.min_suit_margin, a.min_rank_margin, a.max_softness) == (
        b.min_suit_margin, b.min_rank_margin, b.max_softness)
    assert np.array_equal(a.rank_pair_weights, b.rank_pair_weights)
    assert np.array_equal(a.rank_pair_bias, b.rank_pair_bias)
    assert (a.min_rank_pair_margin, a.rank_hue_threshold) == (
        b.min_rank_pair_margin, b.rank_hue_threshold)


def test_a_half_done_calibration_saves_and_loads(tmp_path: Path) -> None:
    save_calibration(tmp_path / "t.cal", Calibration(synth.default_table(), None))
    assert load_calibration(tmp_path / "t.cal").cards is None


def test_a_missing_calibration_file_is_named(tmp_path: Path) -> None:
    with pytest.raises(CalibrationError, match=r"does not exist"):
        load_calibration(tmp_path / "nope.cal")


@pytest.mark.parametrize("content", [b"", b"hello", b"PK\x03\x04broken", b"\x89PNG\r\n"])
def test_a_file_that_is_not_a_calibration_is_refused(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "x.cal"
    path.write_bytes(content)
    with pytest.raises(CalibrationError, match="not a camera calibration file"):
        load_calibration(path)


def test_another_npz_or_another_version_is_refused(tmp_path: Path) -> None:
    np.savez(tmp_path / "other.npz", header=np.array('{"format": "something else"}'))
    with pytest.raises(CalibrationError, match="not a camera calibration file"):
        load_calibration(tmp_path / "other.npz")
    np.savez(tmp_path / "old.npz", header=np.array(
        '{"format": "dealer-assist-camera-calibration", "version": 99}'))
    with pytest.raises(CalibrationError, match="version 99"):
        load_calibration(tmp_path / "old.npz")


def test_the_homography_takes_the_clicked_corners_to_the_layout_corners() -> None:
    t = synth.default_table()
    mm = apply_homography(t.camera_to_table, list(t.corners_px))
    assert np.allclose(mm, t.table_corners_mm, atol=1e-6)
    back = apply_homography(t.table_to_camera, mm)
    assert np.allclose(back, t.corners_px, atol=1e-6)


def test_a_zone_clicked_in_the_frame_lands_where_it_was_drawn() -> None:
    t = synth.default_table()
    box = next(z for z in standard_zones(7) if z.name == "box4")
    px = apply_homography(t.table_to_camera, list(box.polygon))
    zone = zone_from_camera(t, "box4", [tuple(p) for p in px])
    assert np.allclose(zone.polygon, box.polygon, atol=1e-6)


def test_corners_clicked_out_of_order_are_refused() -> None:
    crossed = [(150.0, 40.0), (1265.0, 705.0), (1130.0, 40.0), (15.0, 705.0)]
    with pytest.raises(CalibrationError, match="in order round the layout"):
        table_calibration(crossed, (1250, 650), (1280, 720))


def test_a_corner_outside_the_frame_is_refused() -> None:
    with pytest.raises(CalibrationError, match="outside the 1280x720 frame"):
        table_calibration([(150, 40), (1130, 40), (1400, 705), (15, 705)], (1250, 650),
                          (1280, 720))


def test_zone_names_are_dealer_board_or_boxes() -> None:
    t = synth.default_table()
    with pytest.raises(CalibrationError, match=r"'seat3' is not dealer, board or box1..boxN"):
        zone_from_camera(t, "seat3", [(0, 0), (10, 0), (10, 10)])
    with pytest.raises(CalibrationError, match="repeat"):
        TableCalibration(t.frame_size, t.corners_px, t.table_size_mm, t.zones + t.zones[:1])


def _partial(tmp_path: Path, codes: list[str]) -> Path:
    d = tmp_path / "cards"
    d.mkdir()
    for code in codes:
        shutil.copy(learning_dir() / f"{code}.png", d / f"{code}.png")
    return d


def test_learning_names_an_unknown_card_file(tmp_path: Path) -> None:
    d = _partial(tmp_path, ["AS"])
    shutil.copy(learning_dir() / "KS.png", d / "XS.png")
    with pytest.raises(CalibrationError, match=r"XS.png: the file name must be a card code"):
        learn_cards(d, require_full_deck=False)


def test_learning_names_an_unreadable_image(tmp_path: Path) -> None:
    d = _partial(tmp_path, ["AS"])
    (d / "KD.png").write_bytes(b"not really a png")
    with pytest.raises(CalibrationError, match=r"KD.png is not an image OpenCV can read"):
        learn_cards(d, require_full_deck=False)


def test_learning_names_an_image_without_a_card(tmp_path: Path) -> None:
    d = _partial(tmp_path, ["AS"])
    felt = np.zeros((480, 640, 3), np.uint8)
    felt[:] = (38, 112, 32)
    cv2.imwrite(str(d / "2C.png"), felt)
    with pytest.raises(CalibrationError, match=r"2C.png: no card found"):
        learn_cards(d, require_full_deck=False)


def test_learning_names_the_missing_cards_and_the_twice_given(tmp_path: Path) -> None:
    d = _partial(tmp_path, ["AS", "KH"])
    with pytest.raises(CalibrationError, match="lacks 50 card"):
        learn_cards(d)
    shutil.copy(d / "AS.png", d / "as.jpg")
    with pytest.raises(CalibrationError, match="same card"):
        learn_cards(d, require_full_deck=False)


def test_learning_from_a_missing_or_empty_folder_says_so(tmp_path: Path) -> None:
    with pytest.raises(CalibrationError, match=r"does not exist"):
        learn_cards(tmp_path / "nothing")
    (tmp_path / "empty").mkdir()
    with pytest.raises(CalibrationError, match="holds no card images"):
        learn_cards(tmp_path / "empty")
