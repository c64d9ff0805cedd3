"""Sizes and colours of the croupier's screen.

Touch targets: the guide asks for at least 12 mm for main actions. A 15.6" 1920x1080 panel
has about 5.6 px per mm (12 mm = 67 px); a 10-13" 1280x800 panel 4.9-6 px per mm. Main
buttons are therefore at least :data:`TOUCH` = 72 px in both directions, everywhere.
"""

from __future__ import annotations

TOUCH = 72
"""Smallest side of a main touch target, in pixels (>= 12 mm on the supported panels)."""
SMALL_TOUCH = 60
"""Secondary targets inside an open panel (keypad keys are larger than this)."""
DECISION_TOUCH = 56
"""Height of a box's decision buttons on a short screen (under :data:`TALL_SCREEN` px): at
most 4.7 px per mm on the 13.3-15.6" 1280x800 / 1366x768 panels tables use, so 56 px is at
least 12 mm, and two rows of them leave a 7-box table room for its cards. On a tall screen
(1920x1080, up to 5.6 px per mm) they are :data:`TOUCH`."""
DECISION_FLOOR = 48
"""A panel shorter than it needs gives up this much of its decision buttons' height before
anything would overlap (seven boxes, every side bet, Russian, 1366x768): still >= 12 mm at
4 px per mm."""
TALL_SCREEN = 940
"""A window at least this tall has room for the dealer as a strip above the boxes."""
MIN_TAP = 44
"""No enabled button is ever smaller than this, on any screen (the geometry test checks it)."""
CARD_MIN = 72
"""Smallest card height on the table screen: its rank is drawn 24 px high (cap height about
18 px, 4.7 mm on a 15.6" 1280x800 panel), 16 minutes of arc at 1 m, the legibility minimum."""
CARD_FLOOR = 56
"""A box's cards shrink to this (never its buttons) when its panel is shorter than it needs."""
STAKE_PX = 22
"""Stakes, bets and side-bet results on a box: 22 px bold (cap height 16 px, over 4 mm)."""

# Colours chosen to be told apart from a metre away, and not by colour alone: every
# coloured figure also says PAY / COLLECT / PUSH in words.
PAY_BG = "#0f7a2e"
COLLECT_BG = "#b3121b"
PUSH_BG = "#5b6370"
TABLE_BG = "#0b3d2a"
PANEL_BG = "#12251c"
PANEL_BORDER = "#3a5a48"
ACTIVE_BORDER = "#ffd43b"
TEXT = "#f5f5f0"
MUTED = "#b8c4bc"
ALERT_BG = "#c92a2a"
WARN_BG = "#e67700"
BLIND = "#f08c00"
WIN_TEXT = "#69db7c"
LOSE_TEXT = "#ff8787"
SUIT_RED = "#d0021b"
SUIT_BLACK = "#111111"

STYLE = f"""
QWidget {{ color: {TEXT}; font-size: 18px; }}
QWidget#Screen, QWidget#Table, QWidget#Settlement, QWidget#Startup {{ background: {TABLE_BG}; }}
QFrame#Panel, QFrame#BoxPanel {{ background: {PANEL_BG}; border: 2px solid {PANEL_BORDER}; border-radius: 10px; }}
QFrame#BoxPanel[active="true"] {{ border: 4px solid {ACTIVE_BORDER}; }}
QFrame#BoxPanel[empty="true"] {{ background: #0e1f17; border: 2px dashed {PANEL_BORDER}; }}
QLabel {{ background: transparent; border: none; }}
QLabel#Title {{ font-size: 26px; font-weight: bold; }}
QLabel#BoxTitle {{ font-size: 26px; font-weight: bold; }}
QLabel#Hand {{ font-size: 24px; font-weight: bold; color: #ffe066; }}
QLabel#Stakes {{ font-size: {STAKE_PX}px; font-weight: bold; color: {TEXT}; }}
QLabel#Muted {{ color: {MUTED}; }}
QLabel#Dealing {{ color: {TEXT}; font-weight: bold; }}
QLabel#Prompt {{ font-size: 26px; font-weight: bold; color: #ffe066; }}
QLabel#Blind {{ background: {BLIND}; color: black; font-weight: bold; border-radius: 6px; padding: 2px 8px; }}
QLabel#Message {{ background: {WARN_BG}; color: black; font-size: 20px; font-weight: bold; padding: 6px 12px;
    border-radius: 6px; }}
QPushButton {{ background: #2b4d3c; color: {TEXT}; border: 2px solid #5c8a72; border-radius: 10px;
    font-size: 20px; font-weight: bold; padding: 4px 10px; min-height: {TOUCH - 12}px; min-width: {TOUCH - 24}px; }}
QPushButton:pressed {{ background: #4f7d65; }}
QPushButton:disabled {{ background: #1d2b24; color: #5f6f66; border-color: #2f4037; }}
QPushButton:checked {{ background: #ffd43b; color: black; border-color: #fff3bf; }}
QPushButton[role="main"] {{ background: #1864ab; border-color: #74c0fc; font-size: 24px; }}
QPushButton[role="confirm"] {{ background: {PAY_BG}; border-color: #8ce99a; font-size: 28px; }}
QPushButton[role="danger"] {{ background: #862e2e; border-color: #ff8787; }}
QPushButton[role="fold"] {{ background: #5c2525; border-color: #e03131; }}
QPushButton[role="play"] {{ background: #1b5e20; border-color: #69db7c; }}
QPushButton[role="key"] {{ font-size: 30px; }}
QPushButton[role="chip"] {{ background: #5f3dc4; border-color: #b197fc; border-radius: 36px; }}
QFrame#Overlay {{ background: rgba(0, 0, 0, 170); }}
QFrame#OverlayPanel {{ background: #1b2f25; border: 3px solid #74c0fc; border-radius: 14px; }}
QFrame#AlertBar {{ background: {ALERT_BG}; border-radius: 8px; }}
QFrame#TopBar, QFrame#BottomBar {{ background: #081f15; }}
"""
# Buttons lower than TOUCH (a short screen's boxes and bar): the style sheet's min-height
# would win over setFixedHeight, so each height has its rule, picked by the button's
# "touch" property (h56, h50 ...); the padding is smaller so their text keeps its room.
STYLE += "".join(
    f'QPushButton[touch="h{h}"] {{ min-height: {h - 12}px; max-height: {h - 12}px; padding: 4px 6px; }}\n'
    for h in range(MIN_TAP, TOUCH)
)
