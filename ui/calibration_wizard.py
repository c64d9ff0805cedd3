"""The camera calibration screen: a technician's wizard.

1. Show a frame from the camera (or an image file).
2. Click the layout's four corners, in order round it, and give its size in millimetres.
3. Click each zone's corners (four clicks close a zone; "Close zone" closes one with
   three or more), or draw the standard layout for N boxes.
4. Learn the deck from a folder with one image per card (``AS.png`` ...): off the GUI
   thread, reported by signal.
5. Save: one calibration file, which the camera source loads.

The state lives in :class:`WizardState` (plain Python); the widgets render it and turn
clicks into calls on it. Frames are shown through QImage, never with ``cv2.imshow``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from drivers.camera_calibration import (
    Calibration,
    CardTemplates,
    TableCalibration,
    apply_homography,
    load_calibration,
    save_calibration,
)

Frame = npt.NDArray[np.uint8]
FrameSource = Callable[[], Frame | None] | Frame | str | Path
Point = tuple[float, float]
CORNER_NAMES = ("first (dealer's left)", "second", "third", "fourth")


@dataclass
class WizardState:
    """What the technician has marked so far (camera pixels), independent of widgets."""

    frame: Frame | None = None
    corners: list[Point] = field(default_factory=list)
    table_size_mm: Point = (1250.0, 650.0)
    zones: dict[str, list[Point]] = field(default_factory=dict)  # camera pixels
    pending: list[Point] = field(default_factory=list)  # a zone being clicked
    cards: CardTemplates | None = None

    def table(self) -> TableCalibration | None:
        """The table calibration, once the frame and four corners are there."""
        from calibration.table import table_calibration, zone_from_camera

        if self.frame is None or len(self.corners) != 4:
            return None
        h, w = self.frame.shape[:2]
        table = table_calibration(self.corners, self.table_size_mm, (w, h))
        zones = tuple(zone_from_camera(table, name, pts) for name, pts in self.zones.items())
        return table.with_zones(zones)

    def calibration(self) -> Calibration:
        return Calibration(self.table(), self.cards)


def to_qimage(frame: Frame) -> QImage:
    """A BGR frame as a QImage (a copy: the frame may change under it)."""
    rgb = np.ascontiguousarray(frame[:, :, ::-1])
    h, w = rgb.shape[:2]
    return QImage(rgb.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()


class FrameView(QWidget):
    """A frame scaled to fit, with the corners and zones drawn over it; reports clicks
    in frame pixels."""

    clicked = Signal(float, float)

    def __init__(self, state: WizardState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = state
        self._image: QImage | None = None
        self.setMinimumSize(480, 270)
        self.setCursor(Qt.CursorShape.CrossCursor)

    def set_frame(self, frame: Frame) -> None:
        self._image = to_qimage(frame)
        self.update()

    def _fit(self) -> tuple[float, float, float]:
        """Scale and offset that fit the frame into the widget."""
        if self._image is None:
            return 1.0, 0.0, 0.0
        iw, ih = self._image.width(), self._image.height()
        s = min(self.width() / iw, self.height() / ih)
        return s, (self.width() - iw * s) / 2, (self.height() - ih * s) / 2

    def image_to_widget(self, x: float, y: float) -> QPointF:
        s, ox, oy = self._fit()
        return QPointF(ox + (x + 0.5) * s, oy + (y + 0.5) * s)

    def widget_to_image(self, p: QPointF) -> Point:
        s, ox, oy = self._fit()
        return ((p.x() - ox) / s - 0.5, (p.y() - oy) / s - 0.5)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self._image is None or event.button() != Qt.MouseButton.LeftButton:
            return
        x, y = self.widget_to_image(event.position())
        if -0.5 <= x <= self._image.width() - 0.5 and -0.5 <= y <= self._image.height() - 0.5:
            self.clicked.emit(x, y)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(30, 30, 30))
        if self._image is None:
            painter.setPen(QColor(200, 200, 200))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             "No frame yet: grab one from the camera or open an image")
            return
        s, ox, oy = self._fit()
        painter.drawImage(QRectF(ox, oy, self._image.width() * s, self._image.height() * s),
                          self._image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)

        def poly(points: list[Point], color: QColor, closed: bool, label: str = "") -> None:
            painter.setPen(QPen(color, 2))
            qp = QPolygonF([self.image_to_widget(x, y) for x, y in points])
            if closed and len(points) > 2:
                painter.drawPolygon(qp)
            else:
                painter.drawPolyline(qp)
            for p in qp:
                painter.drawEllipse(p, 4, 4)
            if label and points:
                painter.drawText(qp.boundingRect().center(), label)

        poly(self.state.corners, QColor(255, 220, 0), len(self.state.corners) == 4)
        for name, pts in self.state.zones.items():
            poly(pts, QColor(0, 200, 255), True, name)
        poly(self.state.pending, QColor(255, 80, 80), False)


class CalibrationWizard(QWidget):
    """The calibration screen. ``frame_source``: a callable returning the camera's latest
    frame (e.g. ``CameraSource.latest_frame``), a frame, or an image path. ``output_path``:
    where Save writes (an existing file there is loaded first, so one step can be redone)."""

    saved = Signal(str)
    cards_learned = Signal(object)  # CardTemplates, or a str with what went wrong

    def __init__(self, frame_source: FrameSource | None = None,
                 output_path: str | Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Camera calibration")
        self.state = WizardState()
        self.frame_source = frame_source
        self.output_path = Path(output_path) if output_path is not None else None
        self._learning: threading.Thread | None = None

        self.view = FrameView(self.state)
        self.view.clicked.connect(self.add_point)
        self.instructions = QLabel()
        self.instructions.setWordWrap(True)
        self.status = QLabel()
        self.status.setWordWrap(True)

        self.grab_button = QPushButton("Grab frame")
        self.grab_button.clicked.connect(self.grab_frame)
        self.open_button = QPushButton("Open image…")
        self.open_button.clicked.connect(self._open_image)
        self.width_mm = QDoubleSpinBox(minimum=100, maximum=5000, decimals=0, suffix=" mm")
        self.height_mm = QDoubleSpinBox(minimum=100, maximum=5000, decimals=0, suffix=" mm")
        self.width_mm.setValue(self.state.table_size_mm[0])
        self.height_mm.setValue(self.state.table_size_mm[1])
        self.width_mm.valueChanged.connect(self._size_changed)
        self.height_mm.valueChanged.connect(self._size_changed)
        self.undo_button = QPushButton("Undo last click")
        self.undo_button.clicked.connect(self.undo)
        self.zone_name = QComboBox()
        self.zone_name.addItems(["dealer", "board", *(f"box{i}" for i in range(1, 13))])
        self.close_zone_button = QPushButton("Close zone")
        self.close_zone_button.clicked.connect(self.close_zone)
        self.boxes = QSpinBox(minimum=1, maximum=12)
        self.boxes.setValue(7)
        self.holdem = QCheckBox("Hold'em board")
        self.standard_button = QPushButton("Standard layout")
        self.standard_button.clicked.connect(self.standard_layout)
        self.learn_button = QPushButton("Learn cards from folder…")
        self.learn_button.clicked.connect(self._choose_folder)
        self.save_button = QPushButton("Save calibration")
        self.save_button.clicked.connect(self.save)
        self.cards_learned.connect(self._on_cards)

        form = QFormLayout()
        form.addRow("Layout width", self.width_mm)
        form.addRow("Layout depth", self.height_mm)
        form.addRow("Zone to click", self.zone_name)
        form.addRow("Boxes", self.boxes)
        side = QVBoxLayout()
        for w in (self.grab_button, self.open_button):
            side.addWidget(w)
        side.addLayout(form)
        for w in (self.undo_button, self.close_zone_button, self.holdem, self.standard_button,
                  self.learn_button, self.save_button):
            side.addWidget(w)
        side.addStretch(1)
        side.addWidget(self.status)
        main = QVBoxLayout(self)
        main.addWidget(self.instructions)
        row = QHBoxLayout()
        row.addWidget(self.view, 1)
        row.addLayout(side)
        main.addLayout(row, 1)

        self.grab_button.setEnabled(frame_source is not None)
        if self.output_path is not None and self.output_path.exists():
            self._load_existing(self.output_path)
        if frame_source is not None and not callable(frame_source):
            self.grab_frame()
        self._refresh()

    # steps -------------------------------------------------------------------------------
    def grab_frame(self) -> None:
        """Take a frame from the frame source."""
        src = self.frame_source
        try:
            if callable(src):
                frame = src()
            elif isinstance(src, (str, Path)):
                from calibration.learn import read_image

                frame = read_image(src)
            else:
                frame = src
        except Exception as err:
            self._say(f"no frame: {err}", error=True)
            return
        if frame is None:
            self._say("the camera gave no frame (is it connected?)", error=True)
            return
        self.set_frame(np.asarray(frame, np.uint8))

    def set_frame(self, frame: Frame) -> None:
        if self.state.frame is not None and frame.shape != self.state.frame.shape:
            self.state.corners.clear()
            self.state.zones.clear()  # clicked on another camera's picture
        self.state.frame = frame
        self.view.set_frame(frame)
        self._refresh()

    def add_point(self, x: float, y: float) -> None:
        """A click on the frame: a corner while fewer than four, then a zone's corner."""
        if len(self.state.corners) < 4:
            self.state.corners.append((x, y))
            if len(self.state.corners) == 4:
                try:
                    self.state.table()
                except Exception as err:
                    self.state.corners.pop()
                    self._say(str(err), error=True)
        else:
            self.state.pending.append((x, y))
            if len(self.state.pending) == 4:
                self.close_zone()
        self._refresh()

    def undo(self) -> None:
        if self.state.pending:
            self.state.pending.pop()
        elif self.state.zones:
            self.state.zones.pop(list(self.state.zones)[-1])
        elif self.state.corners:
            self.state.corners.pop()
        self._refresh()

    def close_zone(self) -> None:
        """The points clicked so far become the zone chosen in the list."""
        if len(self.state.pending) < 3:
            self._say("a zone needs at least three corners", error=True)
            return
        name = self.zone_name.currentText()
        self.state.zones[name] = list(self.state.pending)
        self.state.pending.clear()
        self.zone_name.setCurrentIndex((self.zone_name.currentIndex() + 1)
                                       % self.zone_name.count())
        self._say(f"zone {name} marked")
        self._refresh()

    def standard_layout(self) -> None:
        """Draw the dealer's zone and N boxes on an arc (and the board for Hold'em)."""
        from calibration.table import standard_zones

        table = self.state.table()
        if table is None:
            self._say("click the layout's four corners first", error=True)
            return
        zones = standard_zones(self.boxes.value(), self.state.table_size_mm,
                               holdem=self.holdem.isChecked())
        for z in zones:
            pts = apply_homography(table.table_to_camera, list(z.polygon))
            self.state.zones[z.name] = [(float(x), float(y)) for x, y in pts]
        self._say(f"standard layout: {', '.join(z.name for z in zones)}")
        self._refresh()

    def learn_from(self, folder: str | Path) -> None:
        """Learn the deck from ``folder`` on a worker thread; ``cards_learned`` reports."""
        if self._learning is not None and self._learning.is_alive():
            return
        self._say(f"learning the cards in {folder}…")
        self.learn_button.setEnabled(False)

        def work() -> None:
            from calibration.learn import learn_cards
            from dealer_assist.errors import DealerAssistError

            try:
                result: object = learn_cards(folder)
            except DealerAssistError as err:
                result = str(err)
            self.cards_learned.emit(result)  # queued to the GUI thread

        self._learning = threading.Thread(target=work, name="learn-cards", daemon=True)
        self._learning.start()

    def save(self) -> Path | None:
        """Write the calibration; returns the path, or None if it could not be written."""
        from dealer_assist.errors import DealerAssistError

        if self.output_path is None:
            chosen, _ = QFileDialog.getSaveFileName(self, "Save calibration", "table.cal")
            if not chosen:
                return None
            self.output_path = Path(chosen)
        try:
            cal = self.state.calibration()
            if cal.table is None and cal.cards is None:
                self._say("nothing to save yet: click the corners or learn the cards",
                          error=True)
                return None
            save_calibration(self.output_path, cal)
        except DealerAssistError as err:
            self._say(str(err), error=True)
            return None
        self._say(f"saved {self.output_path}")
        self.saved.emit(str(self.output_path))
        return self.output_path

    # plumbing ------------------------------------------------------------------------------
    def _on_cards(self, result: object) -> None:
        self.learn_button.setEnabled(True)
        if isinstance(result, CardTemplates):
            self.state.cards = result
            self._say(f"learned {len(result.learned_cards)} cards")
        else:
            self._say(str(result), error=True)
        self._refresh()

    def _load_existing(self, path: Path) -> None:
        from dealer_assist.errors import DealerAssistError

        try:
            cal = load_calibration(path)
        except DealerAssistError as err:
            self._say(f"{err} (it will be replaced on save)", error=True)
            return
        self.state.cards = cal.cards
        if cal.table is not None:
            t = cal.table
            self.state.corners = list(t.corners_px)
            self.state.table_size_mm = t.table_size_mm
            self.width_mm.setValue(t.table_size_mm[0])
            self.height_mm.setValue(t.table_size_mm[1])
            for z in t.zones:
                pts = apply_homography(t.table_to_camera, list(z.polygon))
                self.state.zones[z.name] = [(float(x), float(y)) for x, y in pts]

    def _size_changed(self) -> None:
        self.state.table_size_mm = (self.width_mm.value(), self.height_mm.value())

    def _open_image(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Camera frame", "",
                                              "Images (*.png *.jpg *.jpeg *.bmp)")
        if path:
            self.frame_source = path
            self.grab_frame()

    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Folder with one image per card")
        if folder:
            self.learn_from(folder)

    def _say(self, text: str, error: bool = False) -> None:
        self.status.setStyleSheet("color: #c00;" if error else "")
        self.status.setText(text)

    def _refresh(self) -> None:
        s = self.state
        if s.frame is None:
            text = "Step 1: grab a frame from the camera, or open an image of the table."
        elif len(s.corners) < 4:
            text = (f"Step 2: click the layout's {CORNER_NAMES[len(s.corners)]} corner "
                    "(go round the layout), and set its size.")
        elif s.cards is None:
            text = ("Step 3: click each zone's four corners (pick the zone first), or use "
                    "Standard layout. Then learn the cards from a folder (AS.png, TD.png …).")
        else:
            text = "Step 4: save. Zones: " + (", ".join(s.zones) or "none yet")
        self.instructions.setText(text)
        self.close_zone_button.setEnabled(len(s.pending) >= 3)
        self.standard_button.setEnabled(len(s.corners) == 4)
        self.view.update()
