"""Seven-box rounds of every game for ``dealer-assist gui --demo-screens DIR``.

For each game (Novo Poker, Russian Poker, Caribbean Stud, Ultimate Texas Hold'em) and each
language, one round at a seven-box table, played offscreen on the real screen, with a PNG
of every step at 1280x800, 1366x768 and 1920x1080: the wagers placed, the wagers panel,
the decisions after the deal, the card picker opened while the dealer's hole cards are still
face down, insurance (the games that have it), the dealer opened and the settlement.
Names: ``{game}-7b-{W}x{H}-{language}-{step}-{what}.png``.

The shoe is stacked (:func:`stacked_shoe`) so that box 1 holds three of a kind: the games
with insurance offer it. Every other card comes from a seeded shuffle.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from dealer_assist.cards import DECK, Card, parse_card
from dealer_assist.flow import Phase, Round, Slot
from dealer_assist.flow.dealing import BOX
from dealer_assist.rules.model import Action
from dealer_assist.shoe import Shoe

GAMES = ("novo", "russian", "caribbean", "uth")
SIZES = ((1280, 800), (1366, 768), (1920, 1080))
LANGUAGES = ("en", "es", "ru")
BOXES = 7
TRIPS = ("8s", "8h", "8c")
# Stakes that differ box by box, as at a real table (multiples of every game's chip unit).
ANTES = (10, 25, 50, 100, 20, 200, 40)


class ScriptedShoe(Shoe):
    """The simulated shoe with its cards in a fixed order (a demo's script)."""

    def __init__(self, cards: list[Card]) -> None:
        self.script = list(cards)
        super().__init__(seed=0)

    def shuffle(self) -> None:
        self._cards = list(reversed(self.script))
        self.shuffles += 1


def stacked_shoe(slots: Sequence[Slot], wanted: Mapping[Slot, str], seed: int = 0) -> Any:
    """A full shoe whose cards, dealt to ``slots`` in that order (``Round.expected`` after the
    deal starts, burns included), put the ``wanted`` cards in their places; every other card
    in a seeded order."""
    placed = {slot: parse_card(code) for slot, code in wanted.items()}
    rest = [c for c in DECK if c not in placed.values()]
    random.Random(seed).shuffle(rest)
    order = [placed[s] if s in placed else rest.pop() for s in slots]
    return ScriptedShoe(order + rest)


def decision_for(rnd: Round, box: int) -> Action:
    """What the demo's players do: play (the largest multiple in hold'em), else check, else
    the first thing allowed that needs no more than a tap."""
    allowed = [a for a in rnd.allowed(box) if a not in ("exchange", "buy_card", "insure", "buy_dealer_game")]
    plays = sorted((a for a in allowed if a.split(":")[0] == "play"), key=lambda a: -int(a.partition(":")[2] or 0))
    name = plays[0] if plays else "check" if "check" in allowed else allowed[0]
    do, _, multiple = name.partition(":")
    return Action(do, multiple=int(multiple) if multiple else None, street=rnd.street())


def wagers_for(rnd: Round, box: int) -> dict[str, Any]:
    """The box's wagers: its ante (and what must equal it), a side bet on every other box."""
    ante = ANTES[(box - 1) % len(ANTES)]
    out: dict[str, Any] = {}
    for f in rnd.wager_fields():
        if f.required or (box % 2 == 1 and f.name not in ("express_bonus_box",)):
            out[f.name] = max(f.low, min(f.high, ante))
    return out


LOG_NAME = "demo-tables.db"


def write_table_rounds(
    folder: Path,
    *,
    games: Sequence[str] = GAMES,
    sizes: Sequence[tuple[int, int]] = SIZES,
    languages: Sequence[str] = LANGUAGES,
) -> list[Path]:
    """Play a seven-box round of each game in each language; the PNGs written."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
    from dealer_assist.log import RoundLog
    from tools.demo.folder import claim, remove
    from ui.qt import application

    application()
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    # The round log is the demo's own (listed as such): the training demo that writes into
    # the same folder afterwards would take it for a live one and refuse the folder.
    claim(folder, [LOG_NAME])
    if (folder / LOG_NAME).exists():
        remove(folder, LOG_NAME)
    for game in games:
        for language in languages:
            # The window closes the log with the table: one opening per round.
            written += _one_round(folder, RoundLog.open(folder / LOG_NAME), game, language, sizes)
    return written


def _one_round(folder: Path, log: Any, game: str, language: str, sizes: Sequence[tuple[int, int]]) -> list[Path]:
    from PySide6.QtCore import QCoreApplication

    from drivers.simulated import SimulatedSource
    from ui.app import MainWindow
    from ui.i18n import set_language
    from ui.qt import dispose, settle
    from ui.session import TableConfig, TableSession
    from ui.settings import Remembered
    from ui.viewmodel import CARD_PHASES

    set_language(language)
    written: list[Path] = []
    source = SimulatedSource(seed=GAMES.index(game) + 1)
    source.start()
    session = TableSession(TableConfig(game, BOXES), log=log, source=source)
    # The game is the session's (a pit boss's table setting); the window remembers no game.
    window = MainWindow(Remembered(boxes=BOXES, language=language, source="simulated"))
    window.resize(*sizes[0])
    window.show()
    table = window.attach(session)
    refusals: list[str] = []
    session.refused.connect(refusals.append)
    step = 0

    def shot(what: str) -> None:
        nonlocal step
        step += 1
        settle(lambda: False, 0.08)  # the screen follows a card a few tens of ms later
        for w, h in sizes:
            window.resize(w, h)
            for _ in range(3):  # a resize re-arranges the boxes, then their contents
                QCoreApplication.processEvents()
            path = folder / f"{game}-{BOXES}b-{w}x{h}-{language}-{step:02d}-{what}.png"
            window.grab().save(str(path))
            written.append(path)
        window.resize(*sizes[0])
        QCoreApplication.processEvents()

    def deal() -> None:
        while session.round.phase in CARD_PHASES:
            phase, left = session.round.phase, len(session.round.expected)
            session.deal_step()
            settle(lambda p=phase, n=left: session.round.phase is not p or len(session.round.expected) < n)  # type: ignore[misc]
            settle(lambda p=phase: session.round.phase is not p or not session.round.expected)  # type: ignore[misc]

    try:
        rnd = session.round
        for box in range(1, BOXES + 1):
            if not session.place_wagers(box, wagers_for(rnd, box)):
                raise RuntimeError(f"demo: {game} box {box}: wagers refused: {refusals[-1:]}")
        settle()
        shot("wagers-placed")
        table.open_wagers(1)
        settle()
        shot("wagers-panel")
        if table.overlay is not None:
            table.overlay.close_overlay()
        if not session.start_deal():
            raise RuntimeError(f"demo: {game}: the deal did not start: {refusals[-1:]}")
        source.shoe = stacked_shoe(session.round.expected, {Slot(BOX, 1, i + 1): c for i, c in enumerate(TRIPS)})
        deal()
        settle()
        shot("decisions")
        # The picker, opened to correct box 1's first card while the dealer's hole cards are
        # still face down (the picker must not tell which cards they are).
        slot = Slot(BOX, 1, 1)
        table.set_correcting(True)
        table.open_correction(slot, session.round.cards[slot])
        settle()
        shot("card-picker")
        if table.overlay is not None:
            table.overlay.close_overlay()
        table.set_correcting(False)
        insured = False
        for _ in range(200):
            rnd = session.round
            if rnd.phase in (Phase.SETTLEMENT, Phase.CONFIRMED):
                break
            if rnd.phase in CARD_PHASES:
                deal()
                continue
            if rnd.phase is Phase.INSURANCE and not insured:
                insured = True
                settle()
                shot("insurance")
                table.on_action(1, "insure")
                settle()
                shot("insurance-amount")
                overlay = table.overlay
                if overlay is not None:
                    overlay.keypad.set_value(overlay.low)  # type: ignore[attr-defined]
                    overlay._ok()  # type: ignore[attr-defined]
                settle()
            deciding = rnd.boxes_to_decide()
            if deciding and rnd.phase not in (Phase.INSURANCE, Phase.BUY_CARDS, Phase.DEALER_GAME_OFFER):
                box = deciding[0]
                action = Action("fold") if box == 2 and "fold" in rnd.allowed(box) else decision_for(rnd, box)
                if not session.act(box, action):
                    raise RuntimeError(f"demo: {game} box {box}: {action.do} refused: {refusals[-1:]}")
            elif not session.close_step():
                raise RuntimeError(f"demo: {game}: the round stopped ({rnd.phase.value}): {refusals[-1:]}")
            settle()
        table.show_page(0)
        settle()
        shot("dealer-opened")
        table.show_page(1)
        settle()
        shot("settlement")
        # Confirmed, the round goes to the demo's log (the next round starts afresh there).
        if not session.confirm():
            raise RuntimeError(f"demo: {game}: the round was not confirmed: {refusals[-1:]}")
    finally:
        window.stop_table()
        window.close()
        dispose(window)
        set_language("en")
    return written
