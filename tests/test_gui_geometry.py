"""Every screen of a round holds together: for each game with 1, 5 and 7 boxes, at 1280x800,
1366x768 and 1920x1080, in English, Spanish and Russian, no two buttons overlap, no button
leaves its panel, no text is cut off and no enabled button is under 44 px.

One window per game and number of boxes plays one round; at each step (betting with the
wagers placed, the decisions after the deal, insurance, the settlement) the screen and the
panel that opens there (wagers, card picker, insurance amount, settings) are measured in
every language at every size. The shoe is stacked so that box 1 holds three of a kind (the
games with insurance offer it).
"""

from __future__ import annotations

import os
import pathlib
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from dealer_assist.flow import Phase, Slot
from dealer_assist.flow.dealing import BOX
from tests.gui_geometry import problems
from tests.gui_helpers import TIMEOUT_MS, Table, table
from tools.demo.tables import decision_for, stacked_shoe
from ui import theme
from ui.i18n import set_language
from ui.overlays import SettingsOverlay
from ui.viewmodel import CARD_PHASES
from ui.widgets import Overlay

SIZES = ((1280, 800), (1366, 768), (1920, 1080))
LANGUAGES = ("en", "es", "ru")
TRIPS = ("8s", "8h", "8c")
SHOTS = os.environ.get("GEOMETRY_SHOTS", "")


class Walk:
    """Measures the screens of one table; collects every fault with where it was seen."""

    def __init__(self, t: Table, game: str, boxes: int) -> None:
        self.t = t
        self.where = f"{game} {boxes}b"
        self.faults: list[str] = []
        self.looked = 0

    def look(self, step: str, open_panel: Callable[[], Overlay | None] | None = None) -> None:
        window = self.t.window
        for lang in LANGUAGES:
            window.change_language(lang)
            QApplication.processEvents()
            panel = open_panel() if open_panel else None
            for w, h in SIZES:
                window.resize(w, h)
                QApplication.processEvents()
                QApplication.processEvents()
                assert (window.width(), window.height()) == (w, h)
                root: QWidget = panel.panel if panel is not None else window
                name = f"{step}+{type(panel).__name__}" if panel is not None else step
                self.looked += 1
                where = f"{self.where} {w}x{h} {lang} {name}"
                self.faults += [f"{where}: {p}" for p in problems(root)]
                if panel is None:
                    self.faults += self.cards(f"{self.where} {w}x{h} {lang} {name}")
                if SHOTS:  # to look at what a fault looks like
                    window.grab().save(f"{SHOTS}/{self.where.replace(' ', '-')}-{w}x{h}-{lang}-{name}.png")
            if panel is not None:
                panel.close_overlay()
                QApplication.processEvents()
        window.change_language("en")
        self.t.screen = window.table  # type: ignore[assignment]

    def cards(self, where: str) -> list[str]:
        """A box's cards never shrink under the floor (they give way before its buttons do)."""
        screen = self.t.window.table
        assert screen is not None
        out = []
        if screen.pages.currentIndex() != 0:
            return out
        for n, p in screen.panels.items():
            shown = [c for c in p.cards.widgets if c.isVisible()]
            if shown and shown[0].height() < theme.CARD_FLOOR:
                out.append(f"{where}: box {n} cards {shown[0].height()} px tall")
        return out


def _wagers(t: Table) -> None:
    """Every wager the game takes on every box, at the table maximum (the longest figures)."""
    rnd = t.round
    fields = rnd.wager_fields()
    for box in range(1, len(t.screen.panels) + 1):
        amounts: dict[str, Any] = {f.name: f.high for f in fields}
        if not t.session.place_wagers(box, amounts):
            required = {f.name: f.low for f in fields if f.required}
            assert t.session.place_wagers(box, required), t.screen.message_text


def _deal(t: Table) -> None:
    """Deal what the round waits for (hold'em deals the flop, then the turn and river)."""
    while t.round.phase in CARD_PHASES:
        phase, left = t.round.phase, len(t.round.expected)
        t.session.deal_step()
        t.qtbot.waitUntil(
            lambda p=phase, n=left: t.round.phase is not p or len(t.round.expected) < n, timeout=TIMEOUT_MS
        )
        t.qtbot.waitUntil(lambda p=phase: t.round.phase is not p or not t.round.expected, timeout=TIMEOUT_MS)
    QApplication.processEvents()


def _picker(t: Table) -> Overlay | None:
    screen = t.window.table
    assert screen is not None
    slot = Slot(BOX, 1, 1)
    screen.open_correction(slot, t.round.cards[slot])
    return screen.overlay


def _settings(t: Table) -> Overlay | None:
    t.window.open_settings()
    found = [o for o in t.window.findChildren(SettingsOverlay) if o.isVisible()]
    return found[-1] if found else None


@pytest.mark.parametrize("boxes", [1, 5, 7])
@pytest.mark.parametrize("game", ["novo", "russian", "caribbean", "uth"])
def test_every_screen_holds_at_every_size_in_every_language(
    qtbot: Any, tmp_path: pathlib.Path, game: str, boxes: int
) -> None:
    with table(qtbot, tmp_path, game, boxes=boxes) as t:
        walk = Walk(t, game, boxes)
        _wagers(t)
        walk.look("betting")
        walk.look("betting", lambda: (t.window.table.open_wagers(1), t.window.table.overlay)[1])  # type: ignore[union-attr]
        if boxes == 7:
            walk.look("betting", lambda: _settings(t))
        assert t.session.start_deal()
        t.source.shoe = stacked_shoe(t.round.expected, {Slot(BOX, 1, i + 1): c for i, c in enumerate(TRIPS)})
        _deal(t)
        walk.look("decisions")
        walk.look("decisions", lambda: _picker(t))
        insured = False
        for _ in range(100):
            rnd = t.round
            if rnd.phase in (Phase.SETTLEMENT, Phase.CONFIRMED):
                break
            if rnd.phase in CARD_PHASES:
                _deal(t)
                continue
            if rnd.phase is Phase.INSURANCE and not insured:
                insured = True
                walk.look("insurance")
                walk.look("insurance", lambda: _insure(t))
            deciding = rnd.boxes_to_decide()
            if deciding and rnd.phase not in (Phase.INSURANCE, Phase.BUY_CARDS, Phase.DEALER_GAME_OFFER):
                box = deciding[0]
                assert t.session.act(box, decision_for(rnd, box)), t.screen.message_text
            else:
                assert t.session.close_step(), t.screen.message_text
            QApplication.processEvents()
        assert t.round.phase is Phase.SETTLEMENT
        assert insured == (game in ("novo", "russian")), "the stacked shoe gives box 1 three of a kind"
        walk.look("settlement")
        assert walk.faults == [], f"{len(walk.faults)} faults:\n" + "\n".join(walk.faults[:400])
    set_language("en")


def _insure(t: Table) -> Overlay | None:
    screen = t.window.table
    assert screen is not None
    screen.on_action(1, "insure")
    return screen.overlay


def test_the_arrangement_gives_empty_boxes_a_narrow_panel() -> None:
    """After the deal a box without wagers takes a narrow panel; the boxes with wagers share
    the rest (bigger cards than an even split would give them)."""
    from ui.box_layout import Item, Needs, arrange, card_height, fixed

    needs, overhead = Needs(min_width=300, compact_width=150), fixed(250)
    items = [Item(n, n in (1, 2, 3)) for n in range(1, 8)] + [Item(0, True)]
    places = arrange(items, 1264, 690, needs, overhead)
    assert all(places[n].width == 150 for n in (4, 5, 6, 7))
    even = card_height((1264 - 3 * 6) // 4, (690 - 6) // 2, needs, overhead)
    assert min(card_height(places[n].width, places[n].height, needs, overhead) for n in (1, 2, 3)) > even
    # Nothing overlaps and everything is inside the area.
    rects = list(places.values())
    for i, a in enumerate(rects):
        assert a.x >= 0 and a.y >= 0 and a.x + a.width <= 1264 and a.y + a.height <= 690
        for b in rects[i + 1 :]:
            assert a.x + a.width <= b.x or b.x + b.width <= a.x or a.y + a.height <= b.y or b.y + b.height <= a.y


def _rect_in_window(w: QWidget) -> QRect:
    return QRect(w.mapTo(w.window(), QPoint(0, 0)), w.size())


def test_an_alert_never_covers_a_box_that_waits_for_a_decision(qtbot: Any, tmp_path: pathlib.Path) -> None:
    """Novo, seven boxes, 1280x800: a duplicate card read at the decisions raises an alert;
    the alert bar takes its own room and every box with decision buttons stays whole."""
    with table(qtbot, tmp_path, "novo", boxes=7) as t:
        for box in range(1, 8):
            assert t.session.place_wagers(box, {"ante": 10, "express_bonus": 10})
        assert t.session.start_deal()
        _deal(t)
        assert t.round.phase is Phase.DECISIONS
        t.source.deal_duplicate()
        qtbot.waitUntil(lambda: bool(t.round.open_alerts()), timeout=TIMEOUT_MS)
        QApplication.processEvents()
        alert = _rect_in_window(t.screen.alerts)
        assert t.screen.alerts.isVisible()
        deciding = [p for p in t.screen.panels.values() if p.action_buttons]
        assert len(deciding) == 7
        for p in deciding:
            assert not alert.intersects(_rect_in_window(p)), f"the alert covers box {p.box}"
        assert problems(t.window) == []


def test_an_alert_names_a_card_by_its_rank_and_suit(qtbot: Any, tmp_path: pathlib.Path) -> None:
    """The reader's code ("8h") is what the croupier sees nowhere: 8♥."""
    with table(qtbot, tmp_path, "caribbean", seed=2) as t:
        assert t.session.place_wagers(1, {"ante": 10})
        assert t.session.start_deal()
        t.session.deal(2)
        qtbot.waitUntil(lambda: len(t.round.cards) == 2, timeout=TIMEOUT_MS)
        card = t.source.deal_duplicate()
        assert card is not None
        qtbot.waitUntil(lambda: bool(t.round.open_alerts()), timeout=TIMEOUT_MS)
        shown = t.screen.alerts.message.text()
        assert card.code not in shown.split() and card.code not in shown
        assert f"{card.rank.label}{card.suit.symbol}" in shown


def test_a_row_of_boxes_without_wagers_is_low() -> None:
    """Seven boxes on a tall screen, boxes 5-7 without wagers after the deal: they share a
    low row, and boxes 1-4 get the height (larger cards than an even split)."""
    from ui.box_layout import COMPACT_ROW, Item, Needs, arrange, card_height, fixed

    needs, overhead = Needs(min_width=300, compact_width=180), fixed(200)
    items = [Item(n, n <= 4) for n in range(1, 8)]
    places = arrange(items, 1904, 820, needs, overhead)
    assert {places[n].height for n in (5, 6, 7)} == {COMPACT_ROW}
    assert {places[n].y for n in (1, 2, 3, 4)} == {0}
    even = card_height(places[1].width, (820 - 6) // 2, needs, overhead)
    assert card_height(places[1].width, places[1].height, needs, overhead) > even
