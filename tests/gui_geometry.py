"""What a croupier would see wrong on a screen, measured on the real widgets: buttons on top
of each other, a button sticking out of its panel, text cut off, a button too small to tap.

:func:`problems` walks every visible widget under a root and returns one line per fault, so
a failing test names the screen, the widget and the numbers.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QFontMetrics, Qt, QTextDocument, QTextOption
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QPushButton, QStyle, QStyleOptionButton, QWidget

from ui import theme


def _name(w: QWidget) -> str:
    text = ""
    if isinstance(w, (QPushButton, QLabel)):
        text = " ".join(w.text().split())[:40]
    return f"{type(w).__name__}#{w.objectName() or '?'}({text!r})"


def _shown(w: QWidget) -> bool:
    return w.isVisible() and w.width() > 0 and w.height() > 0


def _text_width(w: QPushButton) -> int:
    metrics = QFontMetrics(w.font())
    return max((metrics.horizontalAdvance(line) for line in w.text().split("\n")), default=0)


def _sides(w: QPushButton) -> int:
    """The button's padding and border, left and right, as its style sheet sets them."""
    opt = QStyleOptionButton()
    w.initStyleOption(opt)
    wide = 2000  # past any min-width, so only the padding and border are added
    return w.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, opt, QSize(wide, 20), w).width() - wide


def _label_problem(lab: QLabel) -> str | None:
    text = lab.text()
    if not text.strip():
        return None
    room = lab.contentsRect()
    fmt = lab.textFormat()
    rich = fmt == Qt.TextFormat.RichText or (fmt == Qt.TextFormat.AutoText and Qt.mightBeRichText(text))
    if lab.wordWrap() or rich:
        doc = QTextDocument()
        doc.setDefaultFont(lab.font())
        doc.setDocumentMargin(0)
        option = doc.defaultTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)  # a QLabel never breaks inside a word
        doc.setDefaultTextOption(option)
        if rich:
            doc.setHtml(text)
        else:
            doc.setPlainText(text)
        if lab.wordWrap():
            doc.setTextWidth(room.width())
        ideal = doc.idealWidth()
        height = doc.size().height()
        if ideal > room.width() + 1:
            return f"text {ideal:.0f} px wide in {room.width()} px"
        if lab.wordWrap() and height > room.height() + 2:
            return f"text {height:.0f} px tall in {room.height()} px"
        return None
    metrics = QFontMetrics(lab.font())
    lines = text.split("\n")
    wide = max(metrics.horizontalAdvance(line) for line in lines)
    if wide > room.width() + 1:
        return f"text {wide} px wide in {room.width()} px"
    tall = metrics.height() * len(lines)
    if tall > room.height() + 2:
        return f"text {tall} px tall in {room.height()} px"
    return None


def _inside(w: QWidget, stop: QWidget) -> str | None:
    """The first ancestor (up to ``stop``) that ``w`` sticks out of."""
    rect = QRect(w.rect())
    child: QWidget = w
    parent = w.parentWidget()
    while parent is not None:
        rect = QRect(child.mapTo(parent, rect.topLeft()), rect.size())
        if isinstance(parent.parentWidget(), QAbstractScrollArea):
            return None  # a scrolled view shows part of its content by design
        if not parent.rect().contains(rect):
            size = f"{parent.width()}x{parent.height()}"
            return f"{rect.x()},{rect.y()} {rect.width()}x{rect.height()} outside {_name(parent)} {size}"
        if parent is stop:
            return None
        child, parent = parent, parent.parentWidget()
    return None


def _under(w: QWidget, roots: tuple[QWidget, ...]) -> bool:
    parent: QWidget | None = w
    while parent is not None:
        if parent in roots:
            return True
        parent = parent.parentWidget()
    return False


def problems(root: QWidget, *, min_tap: int = theme.MIN_TAP, skip: tuple[QWidget, ...] = ()) -> list[str]:
    """Every fault on the screen under ``root`` (only what is shown is measured; nothing
    under a widget in ``skip``)."""
    out: list[str] = []
    buttons: dict[int, list[QPushButton]] = {}
    for w in root.findChildren(QWidget):
        if not _shown(w) or (skip and _under(w, skip)):
            continue
        if isinstance(w, QPushButton):
            parent = w.parentWidget()
            buttons.setdefault(id(parent), []).append(w)
            if w.isEnabled() and min(w.width(), w.height()) < min_tap:
                out.append(f"{_name(w)}: {w.width()}x{w.height()} px, under {min_tap} px")
            need = _text_width(w) + _sides(w)
            if w.text() and need > w.width():
                out.append(f"{_name(w)}: text needs {need} px, button is {w.width()} px")
            outside = _inside(w, root)
            if outside:
                out.append(f"{_name(w)}: {outside}")
        elif isinstance(w, QLabel):
            trouble = _label_problem(w)
            if trouble:
                out.append(f"{_name(w)}: {trouble}")
    for siblings in buttons.values():
        for i, a in enumerate(siblings):
            for b in siblings[i + 1 :]:
                if a.geometry().intersects(b.geometry()):
                    both = a.geometry().intersected(b.geometry())
                    out.append(f"{_name(a)} and {_name(b)} overlap by {both.width()}x{both.height()} px")
    return out
