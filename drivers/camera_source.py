"""The camera as a card source: frames in, :class:`~dealer_assist.events.CardEvent` out.

Frames come from a camera index, a video file or a folder of images. Each frame is read
by :func:`drivers.card_detect.detect`; a card is reported once it has been seen in the same
place for ``stable_frames`` frames running, and forgotten after ``forget_frames`` frames
without it (so a card taken away and dealt again later is reported again). All of this
runs on a thread of its own; events reach the caller through a thread-safe queue
(``get``, ``poll``) and listeners, as with every :class:`~drivers.base.CardSource`.

The public surface is that of every card source: ``start``, ``stop`` (idempotent),
``close``, a context manager, ``get(timeout)``, ``poll()``, ``add_listener(callback)``.
The camera also tells *where* each card lies: :meth:`CameraSource.stable_detections`.
"""

from __future__ import annotations

import math
import os
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from dealer_assist.errors import ConfigError, DeviceError
from dealer_assist.events import CardEvent, ReaderLost, SourceEvent
from dealer_assist.messages import msg
from drivers.base import CardSource, LayoutView, SourceSettings, TransportLost
from drivers.camera_calibration import Calibration, CalibrationError, load_calibration
from drivers.card_detect import Detection, detect
from drivers.card_vision import Image

__all__ = ["CameraSource", "Detection", "FrameReader", "Stabiliser", "detect", "open_frames"]

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tif", ".tiff", ".webp")
SOURCE_NAME = "camera"


class FrameReader:
    """Frames from a camera index, a video file or a folder of images, one at a time."""

    def __init__(self, source: int | str | os.PathLike[str]) -> None:
        self.description = str(source)
        self.is_live = False
        self.fps: float | None = None
        self._files: list[Path] = []
        self._capture: cv2.VideoCapture | None = None
        if isinstance(source, int) or (isinstance(source, str) and source.isdigit()):
            self.is_live = True
            self.description = f"camera {int(source)}"
            self._capture = cv2.VideoCapture(int(source))
            if not self._capture.isOpened():
                raise DeviceError(f"camera {int(source)} cannot be opened")
            return
        path = Path(source)
        if path.is_dir():
            self._files = sorted(p for p in path.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
            if not self._files:
                raise DeviceError(f"{path} holds no images ({', '.join(IMAGE_SUFFIXES)})")
            return
        if not path.is_file():
            raise DeviceError(f"{path} does not exist (give a camera number, a video or a folder)")
        self._capture = cv2.VideoCapture(str(path))
        if not self._capture.isOpened():
            raise DeviceError(f"{path} is not a video OpenCV can read")
        fps = self._capture.get(cv2.CAP_PROP_FPS)
        self.fps = float(fps) if fps and fps > 0 else None

    def read(self) -> Image | None:
        """The next frame, or None when a file or folder has no more (or a camera fails)."""
        if self._capture is not None:
            ok, got = self._capture.read()
            return np.asarray(got, np.uint8) if ok and got is not None else None
        while self._files:
            path = self._files.pop(0)
            data = np.fromfile(str(path), dtype=np.uint8)
            frame = cv2.imdecode(data, cv2.IMREAD_COLOR) if data.size else None
            if frame is not None:
                return np.asarray(frame, np.uint8)
            # an unreadable file in the folder is skipped, as a dropped frame would be
        return None

    def close(self) -> None:
        if self._capture is not None:
            self._capture.release()
            self._capture = None
        self._files = []


def open_frames(source: int | str | os.PathLike[str]) -> FrameReader:
    return FrameReader(source)


@dataclass
class _Track:
    detection: Detection
    hits: int = 1
    misses: int = 0
    reported: bool = False


class Stabiliser:
    """Turns per-frame detections into stable cards (a pure object, no thread).

    A card is stable once read as the same card within ``match_px`` of the same place in
    ``stable_frames`` frames running; it stays until missing from ``forget_frames``
    frames running. A flicker between two readings of one place never gets that far.
    """

    def __init__(self, stable_frames: int = 3, forget_frames: int = 5,
                 match_px: float = 25.0) -> None:
        if stable_frames < 1 or forget_frames < 1:
            raise ValueError("stable_frames and forget_frames must be at least 1")
        self.stable_frames = stable_frames
        self.forget_frames = forget_frames
        self.match_px = match_px
        self._tracks: list[_Track] = []

    def update(self, detections: Sequence[Detection]) -> list[Detection]:
        """Feed one frame's detections; return the cards that have just become stable."""
        unmatched = list(self._tracks)
        for det in detections:
            best: _Track | None = None
            best_d = self.match_px
            for track in unmatched:
                d = math.dist(track.detection.center, det.center)
                if track.detection.card == det.card and d <= best_d:
                    best, best_d = track, d
            if best is None:
                self._tracks.append(_Track(det))
                continue
            unmatched.remove(best)
            best.hits += 1
            best.misses = 0
            best.detection = replace(det, confidence=max(det.confidence,
                                                         best.detection.confidence))
        for track in unmatched:
            track.misses += 1
            if not track.reported:
                track.hits = 0  # confirmation needs frames running
        self._tracks = [t for t in self._tracks
                        if (t.reported and t.misses < self.forget_frames)
                        or (not t.reported and t.hits > 0)]
        fresh = []
        for track in self._tracks:
            if not track.reported and track.hits >= self.stable_frames:
                track.reported = True
                fresh.append(track.detection)
        return fresh

    @property
    def stable(self) -> list[Detection]:
        return [t.detection for t in self._tracks if t.reported]

    def reset(self) -> None:
        self._tracks = []


class CameraSource(CardSource):
    """Reads cards from a camera (or a video, or a folder of images) on its own thread.

    A :class:`~drivers.base.CardSource` like every other: the base class owns the thread,
    the queue, the listeners, and reopening a live camera that stops delivering frames
    (reported as lost / back). This backend only reads a frame, reads its cards and
    reports each one once it is stable.

    >>> # with CameraSource("round.avi", "table.cal") as cam:
    >>> #     event = cam.get(timeout=1.0)
    """

    def __init__(
        self,
        frames: int | str | os.PathLike[str] | FrameReader,
        calibration: Calibration | str | os.PathLike[str],
        *,
        stable_frames: int = 3,
        forget_frames: int = 5,
        realtime: bool = False,
        reconnect_seconds: float = 2.0,
        wait: bool = False,
    ) -> None:
        super().__init__(SOURCE_NAME, heartbeat_timeout=None, reconnect_initial=reconnect_seconds,
                         reconnect_max=max(reconnect_seconds, 5.0), wait=wait, poll_interval=0.05)
        self._frames_arg = frames
        cal = calibration if isinstance(calibration, Calibration) else load_calibration(
            calibration)
        cal.complete()  # a camera source without a full calibration cannot read anything
        self.calibration = cal
        self.stabiliser = Stabiliser(stable_frames, forget_frames)
        self.realtime = realtime
        self._lock = threading.Lock()
        self._reader: FrameReader | None = None
        self._sequence = 0
        self._latest: Image | None = None
        self._stable: list[Detection] = []
        self._broken: str | None = None
        self._next_frame_at = 0.0
        self.frames_read = 0
        self.finished = threading.Event()

    # what the base class asks of a backend ---------------------------------------------------
    def _open(self) -> None:
        if isinstance(self._frames_arg, FrameReader):
            self._reader = self._frames_arg
        else:
            self._reader = FrameReader(self._frames_arg)  # DeviceError when it cannot be opened

    def _close(self) -> list[SourceEvent]:
        if self._reader is not None and not isinstance(self._frames_arg, FrameReader):
            self._reader.close()
        self._reader = None
        return []

    def _read(self, timeout: float) -> list[SourceEvent]:
        reader = self._reader
        if reader is None or self.finished.is_set():
            self._stopping.wait(timeout)  # a file or folder read to its end: nothing more
            return []
        if self.realtime and reader.fps:
            wait = self._next_frame_at - time.monotonic()
            if wait > 0:
                self._stopping.wait(min(wait, timeout))
                return []
            self._next_frame_at = time.monotonic() + 1.0 / reader.fps
        frame = reader.read()
        if frame is None:
            if reader.is_live:
                raise TransportLost("the camera delivers no frames")
            self.finished.set()
            return []
        try:
            return self._process(frame)
        except CalibrationError as err:
            # Frames this calibration cannot read (another size): say why, read no more.
            self.finished.set()
            return [ReaderLost(str(err), SOURCE_NAME)]

    # what a table's screen asks of it -------------------------------------------------------
    @classmethod
    def options_from(cls, settings: SourceSettings) -> dict[str, Any]:
        """The camera the technician set up (an index, a video or a folder) and its
        calibration file; a live camera not there yet at start is waited for."""
        if not settings.calibration:
            raise ConfigError(msg("camera.no_calibration"))
        frames: int | str = int(settings.camera) if settings.camera.isdigit() else settings.camera
        return {"frames": frames, "calibration": settings.calibration, "wait": isinstance(frames, int)}

    def layout_view(self) -> LayoutView:
        return self

    # camera extras -------------------------------------------------------------------------
    def stable_detections(self) -> list[Detection]:
        """The cards on the table now (stable ones), with zone, centre and confidence."""
        with self._lock:
            return list(self._stable)

    def latest_frame(self) -> Image | None:
        """The last frame read (for a calibration screen or a live view)."""
        with self._lock:
            return None if self._latest is None else self._latest.copy()

    def wait_finished(self, timeout: float | None = None) -> bool:
        """Wait for a file or folder to be read to its end."""
        return self.finished.wait(timeout)

    def _process(self, frame: Image) -> list[SourceEvent]:
        detections = detect(frame, self.calibration)
        fresh = self.stabiliser.update(detections)
        with self._lock:
            self._latest = frame
            self._stable = self.stabiliser.stable
            self.frames_read += 1
        events: list[SourceEvent] = []
        for det in sorted(fresh, key=lambda d: (d.center[1], d.center[0])):
            self._sequence += 1
            events.append(CardEvent(det.card, SOURCE_NAME, self._sequence))
        return events
