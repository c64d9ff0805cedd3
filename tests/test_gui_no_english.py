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
        store.record_sign_in(ana, "table T1")  # as the start-up screen records it
        host = QWidget()
        qtbot.addWidget(host)
        view = StaffView(store, boss, host)
        qtbot.addWidget(view)
        view.refresh()
        texts = table_texts(view.audit) | table_texts(view.people)
        assert "nueva" in texts  # typed by a person: kept
        # Names and what a person typed are theirs to write in any script.
        texts = {t for t in (re.sub(r"\b(Ana|Marta|nueva)\b", "", t).strip() for t in texts) if t}
        english = r"pit boss|croupier|wrong PIN|table|PIN entered"
        found = english_found(texts, code) + [t for t in texts if re.search(english, t)]
        assert found == [], f"staff tab in {code}: English:\n" + "\n".join(found)
    finally:
        store.close()
        set_language("en")


def every_text(root: QWidget) -> set[str]:
    """What the pit boss reads: labels and buttons, and the cells, headers and tab names of
    the tables and tab bars that are on the screen."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractItemView, QComboBox, QTabBar

    texts = visible_texts(root)
    for w in root.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, QTabBar):
            texts |= {w.tabText(i).strip() for i in range(w.count())}
        elif isinstance(w, QComboBox):
            texts |= {w.itemText(i).strip() for i in range(w.count())}
        elif isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            for orientation, count in ((Qt.Orientation.Horizontal, model.columnCount()),):
                for c in range(count):
                    texts.add(str(model.headerData(c, orientation, Qt.ItemDataRole.DisplayRole) or "").strip())
            for r in range(min(model.rowCount(), 60)):
                for c in range(model.columnCount()):
                    value = model.data(model.index(r, c), Qt.ItemDataRole.DisplayRole)
                    texts.add(str(value or "").strip())
    return {t for t in texts if t}


@pytest.fixture(scope="module")
def every_game_log(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    """Rounds of every game dealt through the real round flow (``dealer-assist simulate``):
    folds among them."""
    from main import main

    path = tmp_path_factory.mktemp("games") / "rounds.db"
    for i, game in enumerate(GAMES):
        args = ["simulate", "--game", game, "--rounds", "5", "--boxes", "4", "--seed", str(3 + i), "--log", str(path)]
        args += ["--table-id", f"T{i + 1}", "--start", f"2025-03-01T{18 + i}:00:00Z", "--pace", "60", "--quiet"]
        assert main(args) == 0
    return path


class Control:
    """The running table as the pit boss screen sees it (the croupier's window's part)."""

    def __init__(self, table_id: str) -> None:
        self.table_id = table_id

    def table_state(self) -> Any:
        from ui.pitboss.table_view import TableState

        return TableState(self.table_id, "novo", {})

    def change_table(self, game: str, limits: dict[str, Any]) -> str | None:
        return None


@pytest.mark.parametrize("code", ("es", "ru"))
def test_the_pit_boss_screens_show_no_english(
    qtbot: Any, tmp_path: pathlib.Path, every_game_log: pathlib.Path, code: str
) -> None:
    """The rounds browser, a round of each game (a folded box among them), the shift report,
    the table tab and the staff tab with a wrong PIN on record, in Spanish and in Russian."""
    import shutil

    from dealer_assist import table_settings as ts
    from dealer_assist.log import RoundFilter, RoundLog
    from dealer_assist.staff import PinRefused, StaffStore
    from ui.pitboss.screen import PitBossScreen

    set_language(code)
    path = tmp_path / "rounds.db"
    shutil.copyfile(every_game_log, path)
    log = RoundLog.open(path)
    store = StaffStore.open(tmp_path / "staff.db")
    screen = None
    try:
        boss = store.add_first_pit_boss("Marta", "246813")
        store.add_member(boss, "croupier", "Ana", "1357", "nueva")
        with pytest.raises(PinRefused):
            store.check_pin("croupier", "Ana", "9999")
        # A table setting and a void by the pit boss: their name on screen with the role.
        now = ts.current(store, "T1")
        ts.apply(store, boss, now, ts.propose(now, limits={"max_payout": "2000"}), "noche")
        voided = log.query(RoundFilter(game="novo"), limit=1)[0].round_id
        log.append_adjustment(voided, "void", boss.who, "error")
        screen = PitBossScreen(log, store, boss, check_now=False, control=Control("T1"))
        qtbot.addWidget(screen)
        screen.resize(1920, 1080)
        screen.show()
        _settle()
        seen = every_text(screen)
        folded = False
        for game in GAMES:
            for logged in log.query(RoundFilter(game=game), limit=5):
                settled = log.get_round(logged.round_id).settlement
                folded |= any(b.get("status") == "folded" for b in settled.get("boxes", []))
                screen.open_round(logged.round_id)
                _settle()
                seen |= every_text(screen)
                screen.show_list()
        assert folded  # a folded box's lines were on the screen
        for tab in (screen.report, screen.table, screen.staff):
            screen.tabs.setCurrentWidget(tab)
            _settle()
            seen |= every_text(screen)
        # Names of people, the simulator's croupier name and the table ids are theirs.
        # Round ids, card codes (Ah 3c), the time zone's name and file kinds are no words either.
        names = (
            r"\b(Ana|Marta|nueva|noche|error|simulator|T\d|CSV|PDF|Etc/UTC"
            r"|[0-9a-f]{8}[0-9a-f-]*…?|(10|[2-9TJQKA])[hdcs])\b"
        )
        seen = {t for t in (re.sub(names, "", t).strip(" ,·:…()") for t in seen) if t}
        found = english_found(seen, code) + [t for t in seen if re.search(r"pit boss|croupier", t)]
        assert found == [], f"pit boss screens in {code}: English:\n" + "\n".join(found)
    finally:
        if screen is not None:
            screen.shutdown()
        store.close()
        log.close()
        set_language("en")
