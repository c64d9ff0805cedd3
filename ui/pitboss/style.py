"""The pit boss's screens: the croupier's dark theme, with tables, forms and tabs readable
at a desk and big enough to tap."""

from __future__ import annotations

from ui import theme

OK_BG = "#1b5e20"
ALERT_RED = "#e03131"

STYLE = f"""
QWidget#PitBoss {{ background: {theme.TABLE_BG}; }}
QTabWidget::pane {{ border: 2px solid {theme.PANEL_BORDER}; border-radius: 8px; top: -2px; }}
QTabBar::tab {{ background: #14301f; color: {theme.TEXT}; border: 2px solid {theme.PANEL_BORDER};
    border-bottom: none; border-top-left-radius: 8px; border-top-right-radius: 8px;
    padding: 12px 26px; min-height: 36px; font-size: 20px; font-weight: bold; margin-right: 4px; }}
QTabBar::tab:selected {{ background: #1864ab; border-color: #74c0fc; }}
QTableView {{ background: #0e1f17; alternate-background-color: #132a1f; color: {theme.TEXT};
    gridline-color: #24402f; selection-background-color: #1864ab; selection-color: white;
    border: 2px solid {theme.PANEL_BORDER}; border-radius: 6px; font-size: 17px; }}
QHeaderView::section {{ background: #081f15; color: {theme.MUTED}; border: none;
    border-bottom: 2px solid {theme.PANEL_BORDER}; padding: 6px 8px; font-size: 16px; font-weight: bold; }}
QLineEdit, QDateTimeEdit, QComboBox, QSpinBox {{ background: #0e1f17; color: {theme.TEXT};
    border: 2px solid #5c8a72; border-radius: 6px; padding: 4px 8px; min-height: 40px; font-size: 18px; }}
QComboBox QAbstractItemView {{ background: #0e1f17; color: {theme.TEXT}; selection-background-color: #1864ab; }}
QCheckBox {{ font-size: 18px; spacing: 8px; }}
QCheckBox::indicator {{ width: 28px; height: 28px; }}
QScrollArea {{ background: transparent; border: none; }}
QWidget#ScrollContent {{ background: {theme.TABLE_BG}; }}
QScrollBar:vertical {{ background: #0e1f17; width: 16px; margin: 0; }}
QScrollBar::handle:vertical {{ background: #5c8a72; min-height: 40px; border-radius: 6px; }}
QScrollBar:horizontal {{ background: #0e1f17; height: 16px; margin: 0; }}
QScrollBar::handle:horizontal {{ background: #5c8a72; min-width: 40px; border-radius: 6px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QCheckBox::indicator {{ background: #0e1f17; border: 2px solid #5c8a72; border-radius: 4px; }}
QCheckBox::indicator:checked {{ background: #ffd43b; border-color: #fff3bf; }}
QLabel#integrity_text {{ font-size: 20px; font-weight: bold; }}
QLabel#Section {{ font-size: 20px; font-weight: bold; color: #ffe066; }}
QLabel#Figure {{ font-size: 30px; font-weight: bold; }}
QLabel#FigureName {{ color: {theme.MUTED}; font-size: 16px; }}
QFrame#Tile {{ background: {theme.PANEL_BG}; border: 2px solid {theme.PANEL_BORDER}; border-radius: 10px; }}
QFrame#IntegrityOk {{ background: {OK_BG}; border-radius: 8px; }}
QFrame#IntegrityBusy {{ background: #364fc7; border-radius: 8px; }}
QFrame#IntegrityFailed {{ background: {ALERT_RED}; border: 4px solid #ffe066; border-radius: 8px; }}
QLabel#Agree {{ background: {OK_BG}; font-weight: bold; padding: 6px 12px; border-radius: 6px; }}
QLabel#Disagree {{ background: {ALERT_RED}; font-weight: bold; padding: 6px 12px; border-radius: 6px; }}
QLabel#Void {{ background: #5b6370; font-weight: bold; padding: 4px 12px; border-radius: 6px; }}
"""
