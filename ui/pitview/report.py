"""The floor's shift report: the pit boss's shift report over every table's rounds (same
view, same figures), with per table and per croupier beside per game and per box; CSV and
PDF as the table's report writes them, with those two sections added."""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from dealer_assist.errors import DealerAssistError
from dealer_assist.floor.reader import FloorShiftReport, FloorStore, floor_shift_report, write_floor_csv
from dealer_assist.log.export import text_out
from ui.i18n import count, money, refusal_text, translate, zone
from ui.pitboss.chart import HourChart
from ui.pitboss.report import ShiftReportView, _headers_figures, _table, print_pdf, report_html
from ui.widgets import label


def _rows(items: list[tuple[str, Any]]) -> list[list[str]]:
    return [[k or "—", count(f.rounds), money(f.wagered), money(f.paid), money(f.house, signed=True)] for k, f in items]


def _sections(floor: FloorShiftReport) -> list[tuple[str, str, list[str], list[list[str]]]]:
    return [
        (
            "per_table",
            translate("PitView", "Per table"),
            _headers_figures(translate("PitBoss", "Table")),
            _rows(floor.per_table),
        ),
        (
            "per_croupier",
            translate("PitView", "Per croupier"),
            _headers_figures(translate("PitView", "Croupier")),
            _rows(floor.per_croupier),
        ),
    ]


class FloorReportView(ShiftReportView):
    """:class:`~ui.pitboss.report.ShiftReportView` over the floor's rounds."""

    log: FloorStore

    def __init__(self, store: FloorStore, parent: Any = None) -> None:
        super().__init__(store, parent)
        self.floor: FloorShiftReport | None = None

    def make(self) -> Any:
        try:
            bounds = self.typed_range()
            if bounds is None:
                return None
            floor = floor_shift_report(
                self.log,
                *bounds,
                table_id=self.table.text().strip() or None,
                game=self.game.currentData(),
                zone=zone(),  # the pit's zone (gui.ini's, or pit --zone), as the table's report
            )
        except DealerAssistError as err:
            self._say(refusal_text(err))
            return None
        self.message.hide()
        self.floor = floor
        self.show_report(floor.report)
        # Per table and per croupier come first: on a floor they are what the pit looks at.
        at = 2  # after the heading and the totals
        for key, title, headers, rows in _sections(floor):
            table = _table(headers, rows, key)
            self.tables[key] = table
            self.body.insertWidget(at, label(title, "Section"))
            self.body.insertWidget(at + 1, table)
            at += 2
        return floor.report

    def export_csv(self, path: Path) -> Path:
        assert self.floor is not None
        with text_out(path) as stream:
            write_floor_csv(self.floor, stream)
        return path

    def export_pdf(self, path: Path) -> Path:
        assert self.floor is not None
        write_floor_pdf(self.floor, path, self.chart)
        return path


def write_floor_pdf(floor: FloorShiftReport, path: Path, chart: HourChart | None = None) -> None:
    """The floor report as an A4 PDF: the table report's PDF, per table and per croupier first."""
    title = translate("PitView", "Floor shift report")
    print_pdf(floor.report, path, title, chart, lambda url: _floor_html(floor, url))


def _floor_html(floor: FloorShiftReport, url: str | None) -> str:
    html = report_html(floor.report, url)
    extra = []
    for _key, title, headers, rows in _sections(floor):
        head = "".join(f"<th align='left' bgcolor='#e9ecef'>{escape(h)}</th>" for h in headers)
        body = "".join(
            "<tr>" + "".join(f"<td{' align=right' if i else ''}>{escape(c)}</td>" for i, c in enumerate(row)) + "</tr>"
            for row in rows
        )
        extra.append(
            f"<h2>{escape(title)}</h2>"
            f"<table border='1' cellspacing='0' cellpadding='4' width='100%'><tr>{head}</tr>{body}</table>"
        )
    title = escape(translate("PitView", "Floor shift report"))
    html = html.replace(f"<h1>{escape(translate('PitBoss', 'Shift report'))}</h1>", f"<h1>{title}</h1>", 1)
    # After the totals (the first table), before the chart.
    cut = html.index("</table>") + len("</table>")
    return html[:cut] + "".join(extra) + html[cut:]
