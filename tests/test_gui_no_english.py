"""No English on a translated screen (issue 17): a round of every game is played by touch on
a Spanish and a Russian table screen, and every visible label and button text is checked
against the English sources of the translation files (the screens' strings and the engine's
messages): a text that is an English source whose translation differs is a failure. On the
Russian screen any Latin word outside a short list of words that are the same (Ante, Blind,
Trips, card codes, game names) is one too."""

from __future__ import annotations

import pathlib
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from dealer_assist.rules.model import Action
from tests.gui_helpers import Table, _settle
from ui.i18n import I18N_DIR, set_language

GAMES = ("novo", "russian", "caribbean", "uth")
WAGERS: dict[str, list[dict[str, str]]] = {  # side bets too: their lines are on the screen
    "novo": [{"ante": "10"}, {"ante": "25", "express_bonus_dealer": "10"}, {"ante": "10"}],
    "russian": [{"ante": "10", "bonus": "10"}, {"ante": "20"}, {"ante": "10"}],
    "caribbean": [{"ante": "10", "seguro": "10"}, {"ante": "50"}, {"ante": "10"}],
    "uth": [{"ante": "10", "trips": "10"}, {"ante": "20"}, {"ante": "10"}],
}
SAME_WORDS = {
    # Words a Spanish or Russian table says as they are (casino terms, names, units).
    "Ante", "Blind", "Trips", "Seguro", "Bonus", "BONUS", "Express", "Novo", "Poker",
    "Ultimate", "Texas", "Hold'em", "sin", "descarte", "OK", "PIN", "UTC",
    "dealer-assist", "x", "A", "K", "Q", "J", "T", "T1",
}
TAG = re.compile(r"<[^>]+>")


def english_sources(code: str) -> list[str]:
    """Source texts whose translation into ``code`` differs (an English text the screen in
    that language must never show)."""
    root = ET.parse(I18N_DIR / f"dealer_assist_{code}.ts").getroot()
    out = []
    for m in root.iter("message"):
        source = m.findtext("source") or ""
        forms = [f.text or "" for f in m.iter("numerusform")] or [m.findtext("translation") or ""]
        if any(f != source for f in forms):
            out.append(source)
    return out


def as_pattern(source: str) -> re.Pattern[str] | None:
    """``Box {n}: {reason}`` as a pattern a filled-in text matches; None for a source with
    nothing but fields."""
    parts = re.split(r"\{\w*\}|%n", source)
    if not "".join(parts).strip(" :·,.()-"):
        return None
    return re.compile(".+?".join(re.escape(p) for p in parts) + r"\Z", re.DOTALL)


def visible_texts(root: QWidget) -> set[str]:
    texts = set()
    for w in root.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            text = TAG.sub(" ", w.text()).replace("&nbsp;", " ").replace("&amp;", "&")
            for piece in re.split(r"\n|  ·  | {2,}", text):
                if piece.strip():
                    texts.add(piece.strip())
    return texts


def english_found(texts: set[str], code: str) -> list[str]:
    sources = english_sources(code)
    exact = {s for s in sources if re.search(r"[A-Za-z]{2}", s)} - SAME_WORDS
    # ``{role} PIN``: a template whose only words are said as they are matches any text
    # ending in PIN; it is no English to look for.
    patterns = [
        p
        for s in exact
        if (p := as_pattern(s)) is not None
        and ("{" in s or "%n" in s)
        and not set(re.findall(r"[A-Za-z][A-Za-z'\-]*", re.sub(r"\{\w*\}|%n", " ", s))) <= SAME_WORDS
    ]
    found = []
    for text in sorted(texts):
        if text in exact or any(p.match(text) for p in patterns):
            found.append(text)
        elif code == "ru":
            latin = [w for w in re.findall(r"[A-Za-z][A-Za-z'\-]*", text) if w not in SAME_WORDS]
            if latin and not re.fullmatch(r"(\d+|10|[2-9TJQKA])[♠♥♦♣]", text):
                found.append(text)
    return found


class WatchedTable(Table):
    """A table that keeps every text its screen shows before each tap."""

    seen: set[str]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seen = set()

    def tap(self, name: str) -> None:
        self.look()
        super().tap(name)

    def decide(self, box: int, action: Action) -> None:
        self.look()
        super().decide(box, action)

    def look(self) -> None:
        _settle()
        self.seen |= visible_texts(self.window)


@pytest.mark.parametrize("size", [(1920, 1080)])
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("code", ("es", "ru"))
def test_a_round_of_every_game_shows_no_english_on_a_translated_screen(
    qtbot: Any, tmp_path: pathlib.Path, code: str, game: str, size: tuple[int, int]
) -> None:
    t = WatchedTable(qtbot, tmp_path, game, boxes=3, seed=4, size=size, language=code)
    try:
        for box, amounts in enumerate(WAGERS[game], start=1):
            t.place_wagers(box, amounts)
        # A step out of its phase: the engine's refusal, on the screen in its language.
        assert t.session.attempt(lambda: t.round.open_dealer()) is None
        assert t.screen.message.isVisible()
        t.look()
        t.tap("bar_deal_start")
        t.play_decisions()
        t.look()
        found = english_found(t.seen, code)
        assert found == [], f"{game} in {code}: English on the screen:\n" + "\n".join(found)
    finally:
        t.close()
        set_language("en")


@pytest.mark.parametrize("code", ("es", "ru"))
def test_a_log_that_cannot_be_written_is_said_in_the_screen_language(
    qtbot: Any, tmp_path: pathlib.Path, code: str
) -> None:
    """Confirm with a log opened read-only (a full or locked disk): the round stays on the
    screen and the croupier reads why, and to tap Retry, in the screen's language."""
    from dealer_assist.log import RoundLog

    t = WatchedTable(qtbot, tmp_path, "novo", boxes=1, seed=4, size=(1280, 800), language=code)
    readonly = RoundLog.open(t.log_path, readonly=True)
    try:
        t.place_wagers(1, {"ante": "10"})
        t.tap("bar_deal_start")
        t.play_decisions()
        t.session.log = readonly
        said: list[str] = []
        t.session.refused.connect(said.append)
        t.tap("bar_confirm")
        t.look()
        assert t.session.unlogged is not None  # not lost: it waits for Retry
        assert said
        found = english_found(t.seen | set(said), code)
        assert found == [], found
    finally:
        t.session.log = t.log
        t.close()
        readonly.close()
        set_language("en")


def table_texts(table: Any) -> set[str]:
    """Every cell and header of a QTableWidget (the staff and audit tables)."""
    texts = set()
    for c in range(table.columnCount()):
        header = table.horizontalHeaderItem(c)
        if header is not None and header.text().strip():
            texts.add(header.text().strip())
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            if item is not None and item.text().strip():
                texts.add(item.text().strip())
    return texts


@pytest.mark.parametrize("code", ("es", "ru"))
def test_a_folded_box_on_the_round_detail_reads_in_the_screen_language(qtbot: Any, code: str) -> None:
    """A UTH fold's Ante and Blind lines keep the note ``folded`` in the log (English, as old
    logs have it); the pit boss's round detail says it in the screen's language."""
    from ui.pitboss.detail import line_html

    set_language(code)
    try:
        line = {"wager": "ante", "stake": "10", "outcome": "lose", "ratio": "", "net": "-10", "note": "folded"}
        row = line_html(line)
        assert "folded" not in row and "loses" not in row, row
    finally:
        set_language("en")


@pytest.mark.parametrize("code", ("es", "ru"))
def test_the_staff_and_audit_tab_shows_no_english(qtbot: Any, tmp_path: pathlib.Path, code: str) -> None:
    """Who (``Marta (pit boss)`` as the chain keeps it) and the reasons the staff store writes
    itself (a wrong PIN, the right one after it, a sign-in) in the screen's language; a reason a
    person typed stays as typed."""
    from dealer_assist.staff import PinRefused, StaffStore
    from ui.pitboss.staff_view import StaffView

    set_language(code)
    store = StaffStore.open(tmp_path / "staff.db")
    try:
        boss = store.add_first_pit_boss("Marta", "246813")
        store.add_member(boss, "croupier", "Ana", "1357", "nueva")
        with pytest.raises(PinRefused):
            store.check_pin("croupier", "Ana", "9999")
        ana = store.check_pin("croupier", "Ana", "1357")
        store.record_sign_in(ana, "T1")
        host = QWidget()
        qtbot.addWidget(host)
        view = StaffView(store, boss, host)
        qtbot.addWidget(view)
        view.refresh()
        texts = table_texts(view.audit) | table_texts(view.people)
        assert "nueva" in texts  # typed by a person: kept
        # Names and what a person typed are theirs to write in any script.
        texts = {t for t in (re.sub(r"\b(Ana|Marta|nueva)\b", "", t).strip() for t in texts) if t}
        found = english_found(texts, code) + [t for t in texts if re.search(r"pit boss|croupier|wrong PIN", t)]
        assert found == [], f"staff tab in {code}: English:\n" + "\n".join(found)
    finally:
        store.close()
        set_language("en")
