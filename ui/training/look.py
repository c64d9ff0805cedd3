"""How simulation mode looks: a purple table (never the live table's green) under a striped
SIMULATION banner that stays on every training screen."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui import theme
from ui.i18n import translate

TRAINING_BG = "#2d1b4e"
"""The training table: deep purple, so a glance tells it from the live table's green."""
TRAINING_PANEL = "#231539"
STRIPE_A = "#ffb000"
STRIPE_B = "#111111"
RIGHT_BG = theme.PAY_BG
WRONG_BG = theme.COLLECT_BG

STYLE = (
    theme.STYLE.replace(theme.TABLE_BG, TRAINING_BG).replace(theme.PANEL_BG, TRAINING_PANEL)
    + f"""
QWidget#Training, QWidget#DrillScreen, QWidget#TrainingHome, QWidget#TrainingStats,
QWidget#TrainingLogProblem {{ background: {TRAINING_BG}; }}
QLabel#Question {{ font-size: 28px; font-weight: bold; color: #ffe066; }}
QLabel#Big {{ font-size: 40px; font-weight: 900; }}
QLabel#Answer {{ font-size: 34px; font-weight: bold; background: #120a22; border: 2px solid #9775fa;
    border-radius: 8px; padding: 4px 12px; }}
QPushButton[role="confirm"]:disabled {{ background: #1d2b24; color: #5f6f66; border-color: #2f4037; }}
QPushButton[role="pay"]:checked {{ background: {theme.PAY_BG}; color: white; border-color: #8ce99a; }}
QPushButton[role="collect"]:checked {{ background: {theme.COLLECT_BG}; color: white; border-color: #ff8787; }}
QPushButton[role="push"]:checked {{ background: {theme.PUSH_BG}; color: white; border-color: #dee2e6; }}
QTableView {{ background: {TRAINING_PANEL}; color: {theme.TEXT}; gridline-color: #4a3a6a; font-size: 20px; }}
QHeaderView::section {{ background: #3b2a5e; color: {theme.TEXT}; font-size: 18px; font-weight: bold; padding: 6px; }}
QFrame#OverlayPanel {{ background: {TRAINING_PANEL}; border: 3px solid #9775fa; }}
QFrame#TopBar, QFrame#BottomBar {{ background: #170d2a; }}
QLineEdit {{ font-size: 28px; padding: 8px; background: #120a22; border: 2px solid #9775fa; border-radius: 8px; }}
"""
)


class SimulationBanner(QWidget):
    """Black-and-amber hazard stripes with SIMULATION in the middle: shown on every training
    screen, so nobody takes a training screen for the live table."""

    HEIGHT = 46

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("SimulationBanner")
        self.setFixedHeight(self.HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.detail = ""

    def set_detail(self, text: str) -> None:
        self.detail = text
        self.update()

    def text(self) -> str:
        main = translate("Training", "SIMULATION · TRAINING — NOT A LIVE TABLE")
        return f"{main}   ·   {self.detail}" if self.detail else main

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        p.fillRect(0, 0, w, h, QColor(STRIPE_B))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(STRIPE_A))
        step = 36
        for x in range(-h, w + h, step):
            p.drawPolygon(QPolygonF([_pt(x, h), _pt(x + step / 2, h), _pt(x + step / 2 + h, 0), _pt(x + h, 0)]))
        font = QFont()
        font.setBold(True)
        text = self.text()
        size = 24
        while True:  # as large as fits: the detail never pushes SIMULATION off the banner
            font.setPixelSize(size)
            p.setFont(font)
            width = p.fontMetrics().horizontalAdvance(text) + 40
            if width <= w - 24 or size <= 12:
                break
            size -= 1
        box = QRectF((w - width) / 2, 5, width, h - 10)
        p.setBrush(QColor(STRIPE_B))
        p.setPen(QPen(QColor(STRIPE_A), 2))
        p.drawRoundedRect(box, 6, 6)
        p.setPen(QColor(STRIPE_A))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        p.end()


def _pt(x: float, y: float) -> QPointF:
    return QPointF(x, y)
