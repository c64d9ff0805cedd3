"""The shift report on screen, and exported as CSV and PDF (Qt's own PDF writer).

The figures come from :func:`dealer_assist.shift_report.shift_report`; this module only
shows them: tiles for the totals, the hour-by-hour chart, tables per game and per box, the
largest and capped payouts, and every correction, void and adjustment with who and why.
"""

from __future__ import annotations

import csv
from collections.abc import Callable
from datetime import timedelta
from decimal import Decimal
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF, Qt, QUrl
from PySide6.QtGui import QFont, QFontMetrics, QPageLayout, QPageSize, QPdfWriter, QResizeEvent, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLayout,
    QLineEdit,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dealer_assist.clock import parse_stamp, to_local
from dealer_assist.croupiers import CroupierFigures, croupier_report, csv_rows
from dealer_assist.errors import DealerAssistError
from dealer_assist.log.export import text_out
from dealer_assist.log.protocol import RoundStore
from dealer_assist.profile import SHIPPED
from dealer_assist.shift_report import Figures, ShiftReport, shift_report, write_csv
from ui.i18n import count, decimal, game_name, hour_label, money, refusal_text, translate, zone, zone_name
from ui.pitboss.chart import HourChart
from ui.pitboss.model import OPEN_END, OPEN_START, log_time, short_time, shown_minute
from ui.widgets import button, label, whole

TILE_WIDTH = 200  # the narrowest a summary tile reads well: "−49 387" at 30 px, names on two lines


def _figure_rows(items: list[tuple[Any, Figures]], name: Any) -> list[list[str]]:
    return [[name(k), count(f.rounds), money(f.wagered), money(f.paid), money(f.house, signed=True)] for k, f in items]


def _table(headers: list[str], rows: list[list[str]], name: str) -> QTableWidget:
    t = QTableWidget(len(rows), len(headers))
    t.setObjectName(name)
    t.setHorizontalHeaderLabels(headers)
    t.verticalHeader().hide()
    t.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    t.verticalHeader().setDefaultSectionSize(34)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            t.setItem(r, c, QTableWidgetItem(text))
    numeric = {c for c in range(len(headers)) if rows and all(_numeric(r[c]) for r in rows)}
    for r in range(len(rows)):
        for c in numeric:
            item = t.item(r, c)
            if item is not None:  # every cell was set above
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    t.horizontalHeader().setFixedHeight(42)
    height = 42 + 34 * len(rows) + 6
    t.setFixedHeight(min(height, 34 * 12))
    if height > 34 * 12:
        t.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    return t


def _numeric(text: str) -> bool:
    return (
        bool(text)
        and text.lstrip("+−-").replace(",", "").replace(".", "").replace("\u00a0", "").replace(" ", "").isdigit()
    )


def _headers_figures(first: str) -> list[str]:
    return [
        first,
        translate("PitBoss", "Rounds"),
        translate("PitBoss", "Wagered"),
        translate("PitBoss", "Paid"),
        translate("PitBoss", "House result"),
    ]


def _payout_rows(report_payouts: list[Any]) -> list[list[str]]:
    return [
        [short_time(p.confirmed_at), p.table_id, game_name(p.game), str(p.box), money(p.amount), p.round_id]
        for p in report_payouts
    ]


def _payout_headers() -> list[str]:
    return [
        translate("PitBoss", "Confirmed ({zone})").format(zone=zone_name(short=True)),
        translate("PitBoss", "Table"),
        translate("PitBoss", "Game"),
        translate("PitBoss", "Box"),
        translate("PitBoss", "Payout"),
        translate("PitBoss", "Round"),
    ]


def _correction_rows(report: ShiftReport) -> list[list[str]]:
    from ui.pitboss.pin import who_text  # the role in the screen's words (kept here: one small hunk)

    kinds = {
        "void": translate("PitBoss", "void"),
        "adjustment": translate("PitBoss", "adjustment"),
        "correction": translate("PitBoss", "correction"),
        "undo": translate("PitBoss", "undo"),
        "override": translate("PitBoss", "override"),
    }
    out = []
    for c in report.corrections:
        detail = ""
        if c.kind == "correction":
            detail = f"{c.detail.get('old')} → {c.detail.get('new')}"
        elif c.kind == "adjustment" and "new_net" in c.detail:
            detail = translate("PitBoss", "box {n}: {old} → {new}").format(
                n=c.detail.get("box"),
                old=money(Decimal(str(c.detail["old_net"])), signed=True),
                new=money(Decimal(str(c.detail["new_net"])), signed=True),
            )
        out.append([short_time(c.time), kinds.get(c.kind, c.kind), who_text(c.who), c.why, detail, c.round_id])
    return out


def _correction_headers() -> list[str]:
    return [
        translate("PitBoss", "Time ({zone})").format(zone=zone_name(short=True)),
        translate("PitBoss", "Kind"),
        translate("PitBoss", "Who"),
        translate("PitBoss", "Why"),
        translate("PitBoss", "Detail"),
        translate("PitBoss", "Round"),
    ]


def summary_tiles(report: ShiftReport) -> list[tuple[str, str]]:
    t = report.total
    tiles = [
        (translate("PitBoss", "Rounds"), count(t.rounds)),
        (translate("PitBoss", "Total wagered"), money(t.wagered)),
        (translate("PitBoss", "Total paid"), money(t.paid)),
        (translate("PitBoss", "House result"), money(t.house, signed=True)),
        (translate("PitBoss", "Capped payouts"), count(len(report.capped))),
        (translate("PitBoss", "Corrections"), count(len(report.corrections))),
    ]
    if report.voided:
        tiles.append((translate("PitBoss", "Voided rounds"), count(report.voided)))
    if report.adjustments_net:
        tiles.append((translate("PitBoss", "After adjustments"), money(report.house_after_adjustments, signed=True)))
    return tiles


class ShiftReportView(QWidget):
    """Range and table above; the report below; CSV and PDF export."""

    # The report's scroll area; it hides QWidget.scroll(dx, dy), which nothing calls on this view.
    scroll: QScrollArea  # type: ignore[assignment]

    def __init__(self, log: RoundStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log = log
        self.report: ShiftReport | None = None
        self.croupiers: list[CroupierFigures] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        controls = QHBoxLayout()
        self.date_from = QLineEdit()
        self.date_from.setObjectName("report_from")
        self.date_from.setPlaceholderText(translate("PitBoss", "from (2025-03-01 18:00)"))
        self.date_to = QLineEdit()
        self.date_to.setObjectName("report_to")
        self.date_to.setPlaceholderText(translate("PitBoss", "to"))
        self.table = QLineEdit()
        self.table.setObjectName("report_table")
        self.table.setPlaceholderText(translate("PitBoss", "all tables"))
        self.game = QComboBox()
        self.game.addItem(translate("PitBoss", "all games"), None)
        for g in SHIPPED:
            self.game.addItem(game_name(g), g)
        for w, stretch in ((self.date_from, 2), (self.date_to, 2), (self.table, 2), (self.game, 3)):
            w.setMinimumWidth(90)
            controls.addWidget(w, stretch)
        # A date and time as the screen writes it (26.10.2025 02:56), whole: at 175 px the
        # Russian date lost its first digit. The fields' font is the pit boss style's 18 px.
        font = QFont(self.date_from.font())
        font.setPixelSize(18)
        for edit in (self.date_from, self.date_to):
            edit.setMinimumWidth(QFontMetrics(font).horizontalAdvance("00.00.0000 00:00") + 26)
        self.game.setMinimumWidth(140)
        controls.addWidget(whole(button(translate("PitBoss", "Last 8 h"), self.last_shift, name="report_shift")))
        controls.addWidget(
            whole(button(translate("PitBoss", "Make report"), self.make, role="main", name="report_make"))
        )
        self.csv_button = whole(button(translate("PitBoss", "CSV"), self._save_csv, name="report_csv"))
        self.pdf_button = whole(button(translate("PitBoss", "PDF"), self._save_pdf, name="report_pdf"))
        for b in (self.csv_button, self.pdf_button):
            b.setEnabled(False)
            controls.addWidget(b)
        outer.addLayout(controls)
        self.message = label("", "Message", wrap=True)
        self.message.hide()
        outer.addWidget(self.message)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.content = QWidget()
        self.content.setObjectName("ScrollContent")
        self.body = QVBoxLayout(self.content)
        # The report is at least as tall as its sections: the scroll area had sized it to
        # the viewport while it was empty, and a report made then squeezed its sections over
        # one another (the pit view's floor report, made as its tab opened).
        self.body.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.body.setContentsMargins(0, 0, 8, 0)
        self.body.setSpacing(10)
        self.scroll.setWidget(self.content)
        outer.addWidget(self.scroll, 1)
        self.chart = HourChart()
        self.tables: dict[str, QTableWidget] = {}

    def _newest(self) -> str | None:
        rows = self.log.query(limit=1)
        return rows[0].confirmed_at if rows else None

    def last_shift(self) -> None:
        """The 8 hours up to the newest round (on a live table: up to now)."""
        newest = self._newest()
        if newest is None:
            self._say(translate("PitBoss", "The log has no rounds yet"))
            return
        newest_at = parse_stamp(newest)
        # Up to the next whole minute, so the newest round is included and both ends read as
        # the pit boss would type them, in the table's time (01.03.2025 17:54 in Russian).
        end = newest_at.replace(second=0, microsecond=0) + timedelta(minutes=1)
        self.date_from.setText(shown_minute(end - timedelta(hours=8)))
        self.date_to.setText(shown_minute(end))
        self.make()

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()

    def typed_range(self) -> tuple[str, str] | None:
        """The range entered, as log times (both ends inclusive): a day is all of it, an end
        left empty is open, and both left empty mean the newest round's day in the table's
        zone. None (and said) when the log has no rounds; a LogError for a time that is none."""
        start, end = self.date_from.text().strip(), self.date_to.text().strip()
        if not start and not end:
            newest = self._newest()
            if newest is None:
                self._say(translate("PitBoss", "The log has no rounds yet"))
                return None
            start = end = to_local(newest, zone()).date().isoformat()  # the newest round's local day
        return log_time(start) or OPEN_START, log_time(end, end=True) or OPEN_END

    def make(self) -> ShiftReport | None:
        """Make the report for the range entered (the whole log's last day when empty)."""
        try:
            bounds = self.typed_range()
            if bounds is None:
                return None
            report = shift_report(
                self.log,
                *bounds,
                table_id=self.table.text().strip() or None,
                game=self.game.currentData(),
                zone=zone(),
            )
        except DealerAssistError as err:
            self._say(refusal_text(err))
            return None
        self.message.hide()
        self.show_report(report)
        return report

    def show_report(self, report: ShiftReport) -> None:
        self.report = report
        self.csv_button.setEnabled(True)
        self.pdf_button.setEnabled(True)
        while self.body.count():
            item = self.body.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None and w is not self.chart:
                w.deleteLater()
        scope = " · ".join(
            x
            for x in (
                report.table_id and translate("PitBoss", "table {t}").format(t=report.table_id),
                report.game and game_name(report.game),
            )
            if x
        )
        heading = translate("PitBoss", "Shift {start} to {end} ({zone})").format(
            start=short_time(report.date_from), end=short_time(report.date_to), zone=report.zone
        )
        self.body.addWidget(label(heading + (f" · {scope}" if scope else ""), "Section"))
        tiles = QGridLayout()
        self.tile_values: dict[str, str] = {}
        self.tile_frames: list[QFrame] = []
        for name, value in summary_tiles(report):
            frame = QFrame()
            frame.setObjectName("Tile")
            v = QVBoxLayout(frame)
            v.setContentsMargins(12, 8, 12, 8)
            v.addWidget(label(name, "FigureName", wrap=True))  # Аннулированные раунды: two lines
            figure = label(value, "Figure")
            v.addWidget(figure)
            v.addStretch(1)
            self.tile_values[name] = value
            self.tile_frames.append(frame)
        self.tile_grid = tiles
        self.tile_columns = 0
        self._flow_tiles()
        holder = QWidget()
        holder.setLayout(tiles)
        self.body.addWidget(holder)
        self.body.addWidget(label(translate("PitBoss", "Hour by hour"), "Section"))
        self.chart.set_hours(report.per_hour)
        self.body.addWidget(self.chart)
        self.tables = {}
        # One above the other, each the report's full width: side by side, five columns each
        # did not leave room for the titles (House result, Resultado de la casa) at 1280 px.
        pair = QVBoxLayout()
        for key, title, table in (
            (
                "per_game",
                translate("PitBoss", "Per game"),
                _table(
                    _headers_figures(translate("PitBoss", "Game")), _figure_rows(report.per_game, game_name), "per_game"
                ),
            ),
            (
                "per_box",
                translate("PitBoss", "Per box"),
                _table(_headers_figures(translate("PitBoss", "Box")), _figure_rows(report.per_box, str), "per_box"),
            ),
        ):
            col = QVBoxLayout()
            col.addWidget(label(title, "Section"))
            col.addWidget(table)
            col.addStretch(1)
            pair.addLayout(col, 1)
            self.tables[key] = table
        holder = QWidget()
        holder.setLayout(pair)
        self.body.addWidget(holder)
        for key, title, rows, headers in (
            ("largest", translate("PitBoss", "Largest payouts"), _payout_rows(report.largest), _payout_headers()),
            ("capped", translate("PitBoss", "Capped payouts"), _payout_rows(report.capped), _payout_headers()),
            (
                "corrections",
                translate("PitBoss", "Corrections, voids and adjustments"),
                _correction_rows(report),
                _correction_headers(),
            ),
        ):
            self.body.addWidget(label(title, "Section"))
            if rows:
                table = _table(headers, rows, key)
                self.tables[key] = table
                self.body.addWidget(table)
            else:
                self.body.addWidget(label(translate("PitBoss", "None"), "Muted"))
        self._croupier_section(report)
        self.body.addStretch(1)

    def _flow_tiles(self) -> None:
        """As many tiles a row as the width holds (all eight at 1920 px; at 1280 px the
        Russian and Spanish figures and names need two rows)."""
        frames = getattr(self, "tile_frames", [])
        if not frames:
            return
        columns = max(1, min(len(frames), self.scroll.viewport().width() // TILE_WIDTH))
        if columns == self.tile_columns:
            return
        self.tile_columns = columns
        for frame in frames:
            self.tile_grid.removeWidget(frame)
        for i in range(self.tile_grid.columnCount()):
            self.tile_grid.setColumnStretch(i, 0)
        for i, frame in enumerate(frames):
            self.tile_grid.addWidget(frame, i // columns, i % columns)
        for i in range(columns):
            self.tile_grid.setColumnStretch(i, 1)
        # The scroll area sized the report for the old columns: fit it to the width again,
        # measured with the style's fonts (a report made as its tab opens is not polished
        # yet: its sections were measured 18 px high for 24 px text, and overlapped).
        self.content.ensurePolished()
        self.tile_grid.activate()
        self.body.activate()
        width = max(self.scroll.viewport().width(), self.content.minimumSizeHint().width())
        self.content.resize(width, self.content.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._flow_tiles()

    def _croupier_section(self, report: ShiftReport) -> None:
        """Per croupier: rounds, hands dealt per hour, corrections per 100 rounds, payouts
        capped (dealer_assist/croupiers.py; a section of its own, read from the same range)."""
        self.body.addWidget(label(translate("Rotation", "Per croupier"), "Section"))
        try:
            self.croupiers = croupier_report(
                self.log, report.date_from, report.date_to, table_id=report.table_id, game=report.game
            )
        except DealerAssistError as err:
            self.croupiers = []
            self.body.addWidget(label(refusal_text(err), "Message", wrap=True))
            return
        rows = croupier_rows(self.croupiers)
        if rows:
            table = _table(croupier_headers(), rows, "per_croupier")
            # Eight columns: the titles go on two lines (Исправлений на 100 раундов at 1280 px)
            # and the names get the width they need.
            header = table.horizontalHeader()
            header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            header.setFixedHeight(90)
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
            table.setFixedHeight(table.height() + 48)
            self.tables["per_croupier"] = table
            self.body.addWidget(table)
        else:
            self.body.addWidget(label(translate("PitBoss", "None"), "Muted"))

    # -- export -------------------------------------------------------------------------------

    def _save_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, translate("PitBoss", "Save the report as CSV"), "shift-report.csv", "CSV (*.csv)"
        )
        if path:
            self._save(self.export_csv, Path(path))

    def _save_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, translate("PitBoss", "Save the report as PDF"), "shift-report.pdf", "PDF (*.pdf)"
        )
        if path:
            self._save(self.export_pdf, Path(path))

    def _save(self, export: Callable[[Path], Path], path: Path) -> None:
        """Write the report; a file that cannot be written is said, in the screen's language."""
        try:
            export(path)
        except DealerAssistError as err:
            self._say(refusal_text(err))

    def export_csv(self, path: Path) -> Path:
        assert self.report is not None
        with text_out(path) as stream:
            write_csv(self.report, stream)
            csv.writer(stream, lineterminator="\n").writerows([[], *csv_rows(self.croupiers)])
        return path

    def export_pdf(self, path: Path) -> Path:
        assert self.report is not None
        write_pdf(self.report, path, self.chart, self.croupiers)
        return path


def croupier_headers() -> list[str]:
    return [
        translate("Rotation", "Croupier"),
        translate("PitBoss", "Rounds"),
        translate("Rotation", "Hands dealt"),
        translate("Rotation", "Hours dealing"),
        translate("Rotation", "Hands per hour"),
        translate("Rotation", "Corrections per 100 rounds"),
        translate("Rotation", "Payouts capped"),
        translate("Rotation", "Voided"),
    ]


def croupier_rows(figures: list[CroupierFigures]) -> list[list[str]]:
    def maybe(value: Decimal | None) -> str:
        return decimal(float(value)) if value is not None else "—"

    return [
        [
            f.croupier or translate("Rotation", "(nobody signed in)"),
            count(f.rounds),
            count(f.hands),
            decimal(f.seconds / 3600),
            maybe(f.hands_per_hour),
            maybe(f.corrections_per_100),
            count(f.capped),
            count(f.voided),
        ]
        for f in figures
    ]


def report_html(report: ShiftReport, chart_url: str | None, croupiers: list[CroupierFigures] | None = None) -> str:
    """The report as HTML for the PDF (black on white)."""

    def table(headers: list[str], rows: list[list[str]]) -> str:
        if not rows:
            return f"<p>{escape(translate('PitBoss', 'None'))}</p>"
        head = "".join(f"<th align='left' bgcolor='#e9ecef'>{escape(h)}</th>" for h in headers)
        right = {i for i in range(len(headers)) if all(_numeric(r[i]) for r in rows)}
        body = "".join(
            "<tr>"
            + "".join(f"<td{' align=right' if i in right else ''}>{escape(c)}</td>" for i, c in enumerate(row))
            + "</tr>"
            for row in rows
        )
        return f"<table border='1' cellspacing='0' cellpadding='4' width='100%'><tr>{head}</tr>{body}</table>"

    scope = report.table_id or translate("PitBoss", "all tables")
    parts = [
        f"<h1>{escape(translate('PitBoss', 'Shift report'))}</h1>",
        "<p>"
        + escape(
            translate("PitBoss", "Shift {start} to {end} ({zone})").format(
                start=short_time(report.date_from), end=short_time(report.date_to), zone=report.zone
            )
        )
        + f" · {escape(scope)}"
        + (f" · {escape(game_name(report.game))}" if report.game else "")
        + "</p>",
        table([n for n, _ in summary_tiles(report)], [[v for _, v in summary_tiles(report)]]),
    ]
    if chart_url:
        title = escape(translate("PitBoss", "Hour by hour"))
        parts.append(f"<h2>{title}</h2><p><img src='{chart_url}' width='640'></p>")
    parts += [
        f"<h2>{escape(translate('PitBoss', 'Per game'))}</h2>",
        table(_headers_figures(translate("PitBoss", "Game")), _figure_rows(report.per_game, game_name)),
        f"<h2>{escape(translate('PitBoss', 'Per box'))}</h2>",
        table(_headers_figures(translate("PitBoss", "Box")), _figure_rows(report.per_box, str)),
        f"<h2>{escape(translate('PitBoss', 'Per hour'))}</h2>",
        table(
            _headers_figures(translate("PitBoss", "Hour ({zone})").format(zone=report.zone)),
            _figure_rows(report.per_hour, hour_label),
        ),
        f"<h2>{escape(translate('PitBoss', 'Largest payouts'))}</h2>",
        table(_payout_headers(), _payout_rows(report.largest)),
        f"<h2>{escape(translate('PitBoss', 'Capped payouts'))}</h2>",
        table(_payout_headers(), _payout_rows(report.capped)),
        f"<h2>{escape(translate('PitBoss', 'Corrections, voids and adjustments'))}</h2>",
        table(_correction_headers(), _correction_rows(report)),
        f"<h2>{escape(translate('Rotation', 'Per croupier'))}</h2>",
        table(croupier_headers(), croupier_rows(croupiers or [])),
        "<p style='font-size:small'>"
        + escape(
            translate(
                "PitBoss",
                "Log head at the time of the report: {pos}:{hash} (dealer-assist verify --anchor checks it later)",
            ).format(pos=report.head[0], hash=report.head[1])
        )
        + "</p>",
    ]
    return "<html><body style='font-family:DejaVu Sans; font-size:9pt'>" + "".join(parts) + "</body></html>"


def write_pdf(
    report: ShiftReport, path: Path, chart: HourChart | None = None, croupiers: list[CroupierFigures] | None = None
) -> None:
    """The report as an A4 PDF, with the chart, written by Qt's QPdfWriter."""
    title = translate("PitBoss", "Shift report")
    print_pdf(report, path, title, chart, lambda url: report_html(report, url, croupiers))


def print_pdf(
    report: ShiftReport, path: Path, title: str, chart: HourChart | None, html: Callable[[str | None], str]
) -> None:
    """An A4 PDF (15 mm margins) titled ``title``: ``html(url)``, where ``url`` names the chart
    of ``report``'s hours (None when it has none). The pit boss's and the floor's report both."""
    with text_out(path):  # QPdfWriter fails without a word: this says why a file cannot be written
        pass
    writer = QPdfWriter(str(path))
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(15, 15, 15, 15),
            QPageLayout.Unit.Millimeter,
        )
    )
    writer.setTitle(title)
    writer.setCreator("dealer-assist")
    doc = QTextDocument()
    url = None
    if report.per_hour:
        drawer = chart or HourChart()
        drawer.set_hours(report.per_hour)
        url = "chart.png"
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), drawer.image())
    doc.setHtml(html(url))
    doc.print_(writer)
