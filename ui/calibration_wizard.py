"""The camera calibration screen: a technician's (or pit boss's) wizard, by touch.

1. Show a frame from the camera (or an image file).
2. Tap the layout's four corners, in order round it, and give its size in millimetres.
3. Tap each zone's corners (four taps close a zone; "Close zone" closes one with three or
   more), or draw the standard layout for N boxes.
4. Learn the deck from a folder with one image per card (``AS.png`` ...): off the GUI
   thread, reported by signal.
5. Save: one calibration file, which the camera source loads.

The state lives in :class:`WizardState` (plain Python); the widgets render it and turn
taps into calls on it. Frames are shown through QImage, never with ``cv2.imshow``.
:func:`open_wizard` is what the table's settings call: a pit boss's or technician's PIN,
then the wizard over the whole window, dark, touch-sized and in the table's language.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.errors import DealerAssistError
from drivers.camera_calibration import (
    Calibration,
    CardTemplates,
    TableCalibration,
    apply_homography,
    load_calibration,
    save_calibration,
)
from ui import theme
from ui.i18n import refusal_text, translate
from ui.widgets import Overlay, button, label

Frame = npt.NDArray[np.uint8]
FrameSource = Callable[[], Frame | None] | Frame | str | Path
Point = tuple[float, float]
CORNER_NAMES = ("first (dealer's left)", "second", "third", "fourth")
"""The corners in the order they are tapped (shown through :func:`corner_name`)."""

ROW = theme.SMALL_TOUCH
"""Height of every button and field of the wizard (the table's dense rows: over 44 px)."""

STYLE = theme.STYLE + f"""
QWidget#Calibration {{ background: {theme.TABLE_BG}; }}
QComboBox {{ background: {theme.PANEL_BG}; color: {theme.TEXT};
    border: 2px solid #5c8a72; border-radius: 8px; font-size: 22px; font-weight: bold;
    min-height: {ROW - 8}px; padding: 0 8px; }}
QAbstractSpinBox {{ background: {theme.PANEL_BG}; color: {theme.TEXT}; font-size: 22px;
    font-weight: bold; min-height: {ROW}px; }}
QComboBox::drop-down {{ width: 44px; }}
QComboBox QAbstractItemView {{ background: {theme.PANEL_BG}; color: {theme.TEXT}; font-size: 22px; }}
QComboBox QAbstractItemView::item {{ min-height: 48px; }}
QLabel#Status {{ font-size: 20px; color: {theme.MUTED}; }}
QLabel#Status[error="true"] {{ color: {theme.LOSE_TEXT}; font-weight: bold; }}
"""


def corner_name(index: int) -> str:
    names = (
        translate("Calibration", "first (dealer's left)"),
        translate("Calibration", "second"),
        translate("Calibration", "third"),
        translate("Calibration", "fourth"),
    )
    return names[index]


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
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
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
        painter.fillRect(self.rect(), QColor(8, 31, 21))
        if self._image is None:
            painter.setPen(QColor(theme.MUTED))
            font = QFont(painter.font())
            font.setPixelSize(22)
            painter.setFont(font)
            painter.drawText(self.rect().adjusted(20, 20, -20, -20),
                             Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             translate("Calibration",
                                       "No frame yet: grab one from the camera or open an image"))
            return
        s, ox, oy = self._fit()
        painter.drawImage(QRectF(ox, oy, self._image.width() * s, self._image.height() * s),
                          self._image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(painter.font())
        font.setPixelSize(20)
        font.setBold(True)
        painter.setFont(font)

        def poly(points: list[Point], color: QColor, closed: bool, label: str = "") -> None:
            painter.setPen(QPen(color, 3))
            qp = QPolygonF([self.image_to_widget(x, y) for x, y in points])
            if closed and len(points) > 2:
                painter.drawPolygon(qp)
            else:
                painter.drawPolyline(qp)
            for i in range(qp.size()):
                painter.drawEllipse(qp.at(i), 8, 8)  # a fingertip's mark, seen at arm's length
            if label and points:
                painter.drawText(qp.boundingRect().center(), label)

        poly(self.state.corners, QColor(255, 220, 0), len(self.state.corners) == 4)
        for name, pts in self.state.zones.items():
            poly(pts, QColor(0, 200, 255), True, name)
        poly(self.state.pending, QColor(255, 80, 80), False)


class Stepper(QWidget):
    """A number with − and + buttons either side (a spin box's arrows are too small for a
    finger); the value can also be typed."""

    def __init__(self, box: QAbstractSpinBox, step: float, name: str) -> None:
        super().__init__()
        self.box = box
        box.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        box.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.setMinimumHeight(ROW)
        box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.minus = self._key("−", -step, f"{name}_minus")
        self.plus = self._key("+", step, f"{name}_plus")
        row.addWidget(self.minus)
        row.addWidget(box, 1)
        row.addWidget(self.plus)

    def _key(self, text: str, step: float, name: str) -> QPushButton:
        def tap() -> None:
            box = self.box
            if isinstance(box, (QSpinBox, QDoubleSpinBox)):
                box.setValue(box.value() + step)  # type: ignore[arg-type]

        b = button(text, tap, role="key", name=name)
        b.setMinimumHeight(ROW)
        b.setFixedWidth(ROW)
        return b


class CalibrationWizard(QWidget):
    """The calibration screen. ``frame_source``: a callable returning the camera's latest
    frame (e.g. ``CameraSource.latest_frame``), a frame, or an image path. ``output_path``:
    where Save writes (an existing file there is loaded first, so one step can be redone).

    Fills whatever holds it (the whole window, from the table's settings); every button and
    field is at least :data:`ROW` px high; every word goes through ``translate``."""

    saved = Signal(str)
    cards_learned = Signal(object)  # CardTemplates, or the DealerAssistError that says what went wrong
    closed = Signal()

    def __init__(self, frame_source: FrameSource | None = None,
                 output_path: str | Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Calibration")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)
        self.setWindowTitle(translate("Calibration", "Camera calibration"))
        self.state = WizardState()
        self.frame_source = frame_source
        self.output_path = Path(output_path) if output_path is not None else None
        self._learning: threading.Thread | None = None

        def act(text: str, slot: Callable[[], object], name: str, role: str = "") -> QPushButton:
            b = button(text, slot, role=role, name=name)
            b.setMinimumHeight(ROW)
            return b

        self.view = FrameView(self.state)
        self.view.clicked.connect(self.add_point)
        self.title = label(translate("Calibration", "Camera calibration"), "Title")
        self.instructions = label("", "Prompt", wrap=True)
        self.status = label("", "Status", wrap=True)

        self.grab_button = act(translate("Calibration", "Grab frame"), self.grab_frame, "cal_grab", "main")
        self.open_button = act(translate("Calibration", "Open image…"), self._open_image, "cal_open")
        self.width_mm = QDoubleSpinBox(minimum=100, maximum=5000, decimals=0, suffix=" mm")
        self.height_mm = QDoubleSpinBox(minimum=100, maximum=5000, decimals=0, suffix=" mm")
        self.width_mm.setValue(self.state.table_size_mm[0])
        self.height_mm.setValue(self.state.table_size_mm[1])
        self.width_mm.valueChanged.connect(self._size_changed)
        self.height_mm.valueChanged.connect(self._size_changed)
        self.undo_button = act(translate("Calibration", "Undo last tap"), self.undo, "cal_undo")
        self.zone_name = QComboBox()
        self.zone_name.addItems(["dealer", "board", *(f"box{i}" for i in range(1, 13))])
        self.zone_name.setMinimumHeight(ROW)
        self.close_zone_button = act(translate("Calibration", "Close zone"), self.close_zone, "cal_close_zone")
        self.boxes = QSpinBox(minimum=1, maximum=12)
        self.boxes.setValue(7)
        # Whether the cloth has a board zone (community cards): the layout's, not a game's.
        self.board = act(translate("Calibration", "Hold'em board"), lambda: None, "cal_holdem")
        self.board.setCheckable(True)
        self.standard_button = act(translate("Calibration", "Standard layout"), self.standard_layout, "cal_standard")
        self.learn_button = act(translate("Calibration", "Learn cards from folder…"), self._choose_folder, "cal_learn")
        self.save_button = act(translate("Calibration", "Save calibration"), self.save, "cal_save", "confirm")
        self.close_button = act(translate("Calibration", "Close"), self.close_wizard, "cal_close", "main")
        self.cards_learned.connect(self._on_cards)

        # The settings beside the frame: size, zone, boxes; what went right or wrong below.
        side = QGridLayout()
        side.setSpacing(8)
        side.setColumnStretch(1, 1)
        rows: list[tuple[str, QWidget]] = [
            (translate("Calibration", "Layout width"), Stepper(self.width_mm, 10, "cal_width")),
            (translate("Calibration", "Layout depth"), Stepper(self.height_mm, 10, "cal_depth")),
            (translate("Calibration", "Zone to tap"), self.zone_name),
            (translate("Calibration", "Boxes"), Stepper(self.boxes, 1, "cal_boxes")),
        ]
        for i, (text, field_) in enumerate(rows):
            side.addWidget(label(text), i, 0)
            side.addWidget(field_, i, 1)
        side.addWidget(self.board, len(rows), 0, 1, 2)
        side.addWidget(self.status, len(rows) + 1, 0, 1, 2)
        side.setRowStretch(len(rows) + 2, 1)
        side_box = QWidget()
        side_box.setLayout(side)
        side_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

        # The steps, in the order they are done, in two rows across the whole width.
        actions = QGridLayout()
        actions.setSpacing(8)
        for i, b in enumerate((self.grab_button, self.open_button, self.undo_button,
                               self.close_zone_button, self.standard_button, self.learn_button,
                               self.save_button, self.close_button)):
            actions.addWidget(b, i // 4, i % 4)

        main = QVBoxLayout(self)
        main.setContentsMargins(16, 12, 16, 12)
        main.setSpacing(10)
        main.addWidget(self.title)
        main.addWidget(self.instructions)
        row = QHBoxLayout()
        row.setSpacing(12)
        row.addWidget(self.view, 5)
        row.addWidget(side_box, 3)
        main.addLayout(row, 1)
        main.addLayout(actions)

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
                from calibration.faces import read_image

                frame = read_image(src)
            else:
                frame = src
        except Exception as err:
            self._say(translate("Calibration", "no frame: {reason}").format(reason=err), error=True)
            return
        if frame is None:
            self._say(translate("Calibration", "the camera gave no frame (is it connected?)"), error=True)
            return
        self.set_frame(np.asarray(frame, np.uint8))

    def set_frame(self, frame: Frame) -> None:
        if self.state.frame is not None and frame.shape != self.state.frame.shape:
            self.state.corners.clear()
            self.state.zones.clear()  # tapped on another camera's picture
        self.state.frame = frame
        self.view.set_frame(frame)
        self._refresh()

    def add_point(self, x: float, y: float) -> None:
        """A tap on the frame: a corner while fewer than four, then a zone's corner."""
        if len(self.state.corners) < 4:
            self.state.corners.append((x, y))
            if len(self.state.corners) == 4:
                try:
                    self.state.table()
                except DealerAssistError as err:
                    self.state.corners.pop()
                    self._say(refusal_text(err), error=True)
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
        """The points tapped so far become the zone chosen in the list."""
        if len(self.state.pending) < 3:
            self._say(translate("Calibration", "a zone needs at least three corners"), error=True)
            return
        name = self.zone_name.currentText()
        self.state.zones[name] = list(self.state.pending)
        self.state.pending.clear()
        self.zone_name.setCurrentIndex((self.zone_name.currentIndex() + 1)
                                       % self.zone_name.count())
        self._say(translate("Calibration", "zone {name} marked").format(name=name))
        self._refresh()

    def standard_layout(self) -> None:
        """Draw the dealer's zone and N boxes on an arc (and the board's zone when the
        toggle says the cloth has one)."""
        from calibration.table import standard_zones

        table = self.state.table()
        if table is None:
            self._say(translate("Calibration", "tap the layout's four corners first"), error=True)
            return
        zones = standard_zones(self.boxes.value(), self.state.table_size_mm,
                               board=self.board.isChecked())
        for z in zones:
            pts = apply_homography(table.table_to_camera, list(z.polygon))
            self.state.zones[z.name] = [(float(x), float(y)) for x, y in pts]
        self._say(translate("Calibration", "standard layout: {zones}").format(
            zones=", ".join(z.name for z in zones)))
        self._refresh()

    def learn_from(self, folder: str | Path) -> None:
        """Learn the deck from ``folder`` on a worker thread; ``cards_learned`` reports."""
        if self._learning is not None and self._learning.is_alive():
            return
        self._say(translate("Calibration", "learning the cards in {folder}…").format(folder=folder))
        self.learn_button.setEnabled(False)

        def work() -> None:
            from calibration.learn import learn_cards

            try:
                result: object = learn_cards(folder)
            except DealerAssistError as err:
                result = err
            self.cards_learned.emit(result)  # queued to the GUI thread

        self._learning = threading.Thread(target=work, name="learn-cards", daemon=True)
        self._learning.start()

    def save(self) -> Path | None:
        """Write the calibration; returns the path, or None if it could not be written."""

        if self.output_path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self, translate("Calibration", "Save calibration"), "table.cal")
            if not chosen:
                return None
            self.output_path = Path(chosen)
        try:
            cal = self.state.calibration()
            if cal.table is None and cal.cards is None:
                self._say(translate("Calibration",
                                    "nothing to save yet: tap the corners or learn the cards"),
                          error=True)
                return None
            save_calibration(self.output_path, cal)
        except DealerAssistError as err:
            self._say(refusal_text(err), error=True)
            return None
        self._say(translate("Calibration", "saved {path}").format(path=self.output_path))
        self.saved.emit(str(self.output_path))
        return self.output_path

    def close_wizard(self) -> None:
        self.closed.emit()

    # plumbing ------------------------------------------------------------------------------
    def _on_cards(self, result: object) -> None:
        self.learn_button.setEnabled(True)
        if isinstance(result, CardTemplates):
            self.state.cards = result
            self._say(translate("Calibration", "learned {n} cards").format(n=len(result.learned_cards)))
        else:
            assert isinstance(result, DealerAssistError)
            self._say(refusal_text(result), error=True)
        self._refresh()

    def _load_existing(self, path: Path) -> None:
        try:
            cal = load_calibration(path)
        except DealerAssistError as err:
            self._say(translate("Calibration", "{error} (it will be replaced on save)").format(error=refusal_text(err)),
                      error=True)
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
        path, _ = QFileDialog.getOpenFileName(self, translate("Calibration", "Camera frame"), "",
                                              "Images (*.png *.jpg *.jpeg *.bmp)")
        if path:
            self.frame_source = path
            self.grab_frame()

    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("Calibration", "Folder with one image per card"))
        if folder:
            self.learn_from(folder)

    def _say(self, text: str, error: bool = False) -> None:
        self.status.setProperty("error", "true" if error else "false")
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        self.status.setText(text)

    def _refresh(self) -> None:
        s = self.state
        if s.frame is None:
            text = translate("Calibration",
                             "Step 1: grab a frame from the camera, or open an image of the table.")
        elif len(s.corners) < 4:
            text = translate("Calibration", "Step 2: tap the layout's {corner} corner (go round the "
                             "layout), and set its size.").format(corner=corner_name(len(s.corners)))
        elif s.cards is None:
            text = translate("Calibration", "Step 3: tap each zone's four corners (pick the zone "
                             "first), or use Standard layout. Then learn the cards from a folder "
                             "(AS.png, TD.png …).")
        else:
            text = translate("Calibration", "Step 4: save. Zones: {zones}").format(
                zones=", ".join(s.zones) or translate("Calibration", "none yet"))
        self.instructions.setText(text)
        self.close_zone_button.setEnabled(len(s.pending) >= 3)
        self.standard_button.setEnabled(len(s.corners) == 4)
        self.view.update()


# -- from the table's settings ---------------------------------------------------------------------


class WizardOverlay(Overlay):
    """The wizard over the whole window (the table keeps taking cards underneath)."""

    def __init__(self, host: QWidget, wizard: CalibrationWizard) -> None:
        super().__init__(host, "", width=1.0, height=1.0)
        self.title.hide()
        self.panel.setStyleSheet("QFrame#OverlayPanel { border: none; border-radius: 0; }")
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body.addWidget(wizard, 1)
        self.wizard = wizard
        wizard.closed.connect(self.close_overlay)


def _frame_source_of(window: Any) -> FrameSource | None:
    """The running camera's latest frame; else one frame read from the camera set up."""
    for source in (getattr(window, "source", None), getattr(window, "checker", None)):
        latest = getattr(source, "latest_frame", None)
        if callable(latest):
            return latest  # type: ignore[no-any-return]
    camera = str(getattr(getattr(window, "remembered", None), "camera", "") or "")
    if not camera:
        return None

    def one_frame() -> Frame | None:
        from drivers.camera_source import open_frames

        reader = open_frames(int(camera) if camera.isdigit() else camera)
        try:
            return reader.read()
        finally:
            reader.close()

    return one_frame


def show_wizard(window: Any) -> CalibrationWizard:
    """The wizard over ``window``, on the camera and calibration file the table uses; a
    saved calibration becomes the table's."""
    from ui.pitboss.entry import log_path_of

    remembered = getattr(window, "remembered", None)
    chosen = str(getattr(remembered, "calibration", "") or "")
    output = Path(chosen) if chosen else log_path_of(window).with_name("table.cal")
    wizard = CalibrationWizard(_frame_source_of(window), output)
    overlay = WizardOverlay(window, wizard)

    def saved(path: str) -> None:
        if remembered is not None:
            remembered.calibration = path
            remembered.save()

    wizard.saved.connect(saved)
    overlay.open()
    window.calibration_wizard = wizard
    return wizard


def open_wizard(window: Any) -> None:
    """Camera calibration from the table's settings: a pit boss's or a technician's PIN
    first (when both have PINs, the person says which they are), then the wizard."""
    from ui.pitboss.entry import store_of
    from ui.pitboss.pin import ask_pin, role_name

    try:
        store = store_of(window)
    except DealerAssistError as err:
        overlay = Overlay(window, translate("Calibration", "Camera calibration"), width=0.6, height=0.5)
        overlay.body.addWidget(label(refusal_text(err), "Message", wrap=True))
        overlay.body.addStretch(1)
        overlay.body.addWidget(button(translate("Calibration", "Close"), overlay.close_overlay,
                                      role="main", name="cal_refused_close"))
        overlay.open()
        return
    purpose = translate("Calibration", "camera calibration")
    roles = [r for r in ("pit_boss", "technician") if store.members(r)] or ["pit_boss"]

    def granted(_grant: object) -> None:
        show_wizard(window)

    def ask(role: str) -> None:
        ask_pin(window, store, role, granted, purpose=purpose)

    if len(roles) == 1:
        ask(roles[0])
        return
    choice = Overlay(window, translate("Calibration", "Camera calibration: who are you?"),
                     width=0.6, height=0.5)
    def as_role(role: str) -> Callable[[], None]:
        def tapped() -> None:
            choice.close_overlay()
            ask(role)

        return tapped

    for role in roles:
        choice.body.addWidget(button(role_name(role), as_role(role), role="main", name=f"cal_as_{role}"))
    choice.body.addStretch(1)
    choice.body.addWidget(button(translate("Calibration", "Cancel"), choice.close_overlay,
                                 name="cal_as_cancel"))
    choice.open()
