"""Issue 7, camera source: frames from a video file (MJPG or mp4v), a folder of images or
a camera index become CardEvents from source "camera", each card once it is stable over
a few frames, read off the caller's thread; bad input gives one clear error."""

from __future__ import annotations

import functools
import shutil
import threading
from pathlib import Path

import cv2
import numpy as np
import pytest

from calibration.table import standard_zones
from dealer_assist.cards import parse_card
from dealer_assist.errors import DeviceError
from dealer_assist.events import CardEvent, ReaderLost
from drivers.camera_calibration import Calibration, save_calibration
from drivers.camera_source import CameraSource, FrameReader, Stabiliser
from drivers.card_detect import Detection
from tests.camera_support import learned_cards
from tools.synth import camera as synth


def small_table() -> synth.TableCalibration:
    """The synthetic camera's view with three boxes: a short round to film."""
    return synth.default_table().with_zones(standard_zones(3, synth.TABLE_MM))


@functools.lru_cache(maxsize=1)
def dealt_round() -> tuple[list[np.ndarray], list[synth.Placed]]:
    return synth.deal_frames(small_table(), seed=41, hold=4)


@pytest.fixture
def cal_file(tmp_path: Path) -> Path:
    path = tmp_path / "table.cal"
    save_calibration(path, Calibration(small_table(), learned_cards()))
    return path


def collect(source: CameraSource) -> list[CardEvent]:
    events: list[CardEvent] = []
    with source:
        assert source.wait_finished(timeout=60)
        for event in source.poll():
            assert isinstance(event, CardEvent), event
            events.append(event)
    return events


@pytest.mark.parametrize("fourcc, suffix", [("MJPG", ".avi"), ("mp4v", ".mp4")])
def test_a_video_of_a_round_gives_each_face_up_card_once(
    tmp_path: Path, cal_file: Path, fourcc: str, suffix: str
) -> None:
    frames, placed = dealt_round()
    video = synth.write_video(tmp_path / f"round{suffix}", frames, fourcc=fourcc)
    source = CameraSource(video, cal_file)
    events = collect(source)
    dealt = sorted(p.code for p in placed if p.code is not None)
    assert sorted(e.card.code for e in events if e.card) == dealt
    assert [e.sequence for e in events] == list(range(1, len(events) + 1))
    assert {e.source for e in events} == {"camera"}
    where = {(d.card.code, d.zone) for d in source.stable_detections()}
    assert where == {(p.code, p.zone) for p in placed if p.code is not None}


def test_cards_are_reported_in_the_order_they_are_dealt(tmp_path: Path, cal_file: Path) -> None:
    frames, placed = dealt_round()
    video = synth.write_video(tmp_path / "round.avi", frames)
    events = collect(CameraSource(video, cal_file))
    zone_of = {p.code: p.zone for p in placed}
    zones_in_order = list(dict.fromkeys(zone_of[e.card.code] for e in events if e.card))
    assert zones_in_order == list(dict.fromkeys(p.zone for p in placed))


def test_the_camera_reads_off_the_callers_thread_and_tells_listeners(
    tmp_path: Path, cal_file: Path
) -> None:
    frames, _ = dealt_round()
    video = synth.write_video(tmp_path / "round.avi", frames)
    threads: set[str] = set()
    heard: list[object] = []
    source = CameraSource(video, cal_file)
    source.add_listener(lambda e: (threads.add(threading.current_thread().name), heard.append(e)))
    got = collect(source)
    assert heard == got
    assert threads == {"card-source-camera"} and threading.current_thread().name not in threads
    assert source.latest_frame() is not None


def test_a_folder_of_stills_reads_like_a_video(tmp_path: Path, cal_file: Path) -> None:
    frames, placed = dealt_round()
    folder = tmp_path / "frames"
    folder.mkdir()
    for k in range(3):  # the last state, three times: stable
        cv2.imwrite(str(folder / f"f{k:03d}.png"), frames[-1 - k])
    (folder / "notes.txt").write_text("not a frame")
    events = collect(CameraSource(folder, cal_file))
    assert sorted(e.card.code for e in events if e.card) == sorted(
        p.code for p in placed if p.code)


def test_stop_is_idempotent_and_get_times_out(cal_file: Path, tmp_path: Path) -> None:
    folder = tmp_path / "one"
    folder.mkdir()
    cv2.imwrite(str(folder / "a.png"), np.zeros((720, 1280, 3), np.uint8))
    source = CameraSource(folder, cal_file)
    source.start()
    source.start()
    assert source.get(timeout=0.05) is None
    source.stop()
    source.stop()
    source.close()
    assert source.poll() == []


def test_frames_of_another_size_stop_the_camera_with_the_reason(
    tmp_path: Path, cal_file: Path
) -> None:
    folder = tmp_path / "small"
    folder.mkdir()
    cv2.imwrite(str(folder / "a.png"), np.zeros((480, 640, 3), np.uint8))
    with CameraSource(folder, cal_file) as source:
        event = source.get(timeout=10)
    assert isinstance(event, ReaderLost)
    assert "640x480" in event.reason and event.source == "camera"


def test_missing_or_unreadable_frames_are_one_clear_error(tmp_path: Path, cal_file: Path) -> None:
    with pytest.raises(DeviceError, match="does not exist"):
        CameraSource(tmp_path / "nope.avi", cal_file).start()
    (tmp_path / "empty").mkdir()
    with pytest.raises(DeviceError, match="holds no images"):
        FrameReader(tmp_path / "empty")
    (tmp_path / "bad.avi").write_bytes(b"not a video at all")
    with pytest.raises(DeviceError, match="not a video"):
        FrameReader(tmp_path / "bad.avi")
    with pytest.raises(DeviceError, match="camera 97 cannot be opened"):
        FrameReader(97)


def test_a_bad_calibration_is_refused_before_reading(tmp_path: Path) -> None:
    from drivers.camera_calibration import CalibrationError

    save_calibration(tmp_path / "half.cal", Calibration(small_table(), None))
    with pytest.raises(CalibrationError, match="no card templates"):
        CameraSource(tmp_path, tmp_path / "half.cal")
    shutil.copy(__file__, tmp_path / "wrong.cal")
    with pytest.raises(CalibrationError, match="not a camera calibration file"):
        CameraSource(tmp_path, tmp_path / "wrong.cal")


def det(code: str, x: float, y: float = 100.0) -> Detection:
    return Detection(parse_card(code), (x, y), 0.95, "box1")


def test_a_card_is_reported_once_it_is_stable_for_three_frames() -> None:
    s = Stabiliser(stable_frames=3, forget_frames=5)
    assert s.update([det("As", 100)]) == []
    assert s.update([det("As", 103)]) == []
    assert [d.card.code for d in s.update([det("As", 101)])] == ["As"]
    assert s.update([det("As", 101)]) == []
    assert [d.card.code for d in s.stable] == ["As"]


def test_a_flickering_read_is_never_reported() -> None:
    s = Stabiliser(stable_frames=3)
    for k in range(10):
        assert s.update([det("7s" if k % 2 else "7c", 200)]) == []
    assert s.stable == []


def test_a_card_taken_away_and_dealt_again_is_reported_again() -> None:
    s = Stabiliser(stable_frames=2, forget_frames=3)
    s.update([det("Kd", 50)])
    assert len(s.update([det("Kd", 50)])) == 1
    for _ in range(2):
        s.update([])
    assert s.update([det("Kd", 50)]) == []  # a short gap: still the same card
    for _ in range(3):
        s.update([])
    assert s.stable == []
    s.update([det("Kd", 50)])
    assert len(s.update([det("Kd", 50)])) == 1


def test_two_equal_cards_in_two_places_are_two_cards() -> None:
    s = Stabiliser(stable_frames=1)
    assert len(s.update([det("8d", 50), det("8d", 400)])) == 2
