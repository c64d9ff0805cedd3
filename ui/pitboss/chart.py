"""The shift report's hour-by-hour chart, drawn with QPainter (QtCharts is not part of
PySide6-Essentials, and a bar chart does not need it): per hour, the amount wagered and the
house result (green above zero, red below), on one money axis."""

from __future__ import annotations

import math
from decimal import Decimal

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from dealer_assist.shift_report import Figures
from ui import theme
from ui.i18n import hour_label, money, translate, zone_name

WAGERED = "#4dabf7"


def nice_step(span: Decimal, lines: int = 5) -> Decimal:
    """A round step for about ``lines`` grid lines over ``span`` (1, 2 or 5 times a power of ten).

    >>> nice_step(Decimal(3700))
    Decimal('1000')
    """
    if span <= 0:
        return Decimal(1)
    raw = span / lines
    power = Decimal(10) ** math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        if raw <= power * m:
            return power * m
    return power * 10  # pragma: no cover


class HourChart(QWidget):
    """Bars per hour: wagered, and the house result."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hours: list[tuple[str, Figures]] = []
        self.setMinimumHeight(260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.ink = QColor(theme.TEXT)
        self.grid = QColor("#2c4a3a")
        self.background: QColor | None = None

    def set_hours(self, hours: list[tuple[str, Figures]]) -> None:
        self.hours = hours
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(900, 320)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        self.draw(p, QRectF(self.rect()))
        p.end()

    def image(self, width: int = 1600, height: int = 600) -> QImage:
        """The chart on white, for the PDF."""
        img = QImage(width, height, QImage.Format.Format_ARGB32)
        img.fill(QColor("white"))
        ink, grid, bg = self.ink, self.grid, self.background
        self.ink, self.grid, self.background = QColor("#111"), QColor("#ccc"), QColor("white")
        p = QPainter(img)
        self.draw(p, QRectF(0, 0, width, height), scale=height / 320)
        p.end()
        self.ink, self.grid, self.background = ink, grid, bg
        return img

    def draw(self, p: QPainter, area: QRectF, scale: float = 1.0) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.background is not None:
            p.fillRect(area, self.background)
        font = QFont()
        font.setPixelSize(round(15 * scale))
        p.setFont(font)
        if not self.hours:
            p.setPen(self.ink)
            p.drawText(area, Qt.AlignmentFlag.AlignCenter, translate("PitBoss", "No rounds in this range"))
            return
        top = max([f.wagered for _, f in self.hours] + [f.house for _, f in self.hours] + [Decimal(1)])
        bottom = min([f.house for _, f in self.hours] + [Decimal(0)])
        step = nice_step(top - bottom)
        high = math.ceil(top / step) * step
        low = math.floor(bottom / step) * step
        left = area.left() + 90 * scale
        legend_h = 28 * scale
        plot = QRectF(
            left,
            area.top() + legend_h + 8 * scale,
            area.right() - left - 10 * scale,
            area.height() - legend_h - 44 * scale,
        )

        def y(v: Decimal) -> float:
            return plot.bottom() - float((v - low) / (high - low)) * plot.height()

        p.setPen(QPen(self.grid, 1))
        v = Decimal(low)
        while v <= high:
            p.setPen(QPen(self.grid, 2 if v == 0 else 1))
            p.drawLine(int(plot.left()), int(y(v)), int(plot.right()), int(y(v)))
            p.setPen(self.ink)
            p.drawText(
                QRectF(area.left(), y(v) - 10 * scale, left - area.left() - 8 * scale, 20 * scale),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                money(v),
            )
            v += step
        n = len(self.hours)
        slot = plot.width() / n
        bar = max(2.0, slot * 0.36)
        label_every = max(1, math.ceil(n / max(1, plot.width() / (60 * scale))))
        for i, (hour, f) in enumerate(self.hours):
            x = plot.left() + i * slot + slot * 0.12
            p.fillRect(QRectF(x, y(f.wagered), bar, y(Decimal(0)) - y(f.wagered)), QColor(WAGERED))
            colour = QColor(theme.PAY_BG if f.house >= 0 else theme.COLLECT_BG)
            if f.house >= 0:
                p.fillRect(QRectF(x + bar, y(f.house), bar, y(Decimal(0)) - y(f.house)), colour)
            else:
                p.fillRect(QRectF(x + bar, y(Decimal(0)), bar, y(f.house) - y(Decimal(0))), colour)
            if i % label_every == 0:
                p.setPen(self.ink)
                p.drawText(
                    QRectF(
                        plot.left() + i * slot - 20 * scale, plot.bottom() + 6 * scale, slot + 40 * scale, 22 * scale
                    ),
                    Qt.AlignmentFlag.AlignHCenter,
                    hour_label(hour),
                )
        # Legend
        x = plot.left()
        for shade, text in (
            (WAGERED, translate("PitBoss", "Wagered")),
            (theme.PAY_BG, translate("PitBoss", "House result (won)")),
            (theme.COLLECT_BG, translate("PitBoss", "House result (lost)")),
        ):
            p.fillRect(QRectF(x, area.top() + 6 * scale, 18 * scale, 18 * scale), QColor(shade))
            p.setPen(self.ink)
            width = p.fontMetrics().horizontalAdvance(text)
            p.drawText(
                QRectF(x + 24 * scale, area.top() + 2 * scale, width + 10, legend_h),
                Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            x += 24 * scale + width + 30 * scale
        p.drawText(
            QRectF(plot.right() - 200 * scale, area.top() + 2 * scale, 200 * scale, legend_h),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            translate("PitBoss", "hour ({zone})").format(zone=zone_name()),
        )
