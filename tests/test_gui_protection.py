"""Game protection on the croupier's screen: nothing shown depends on a face-down or undealt
card. Two rounds identical in everything that lies face up, with other dealer hole cards,
other burns and another order of the cards left in the shoe, must look the same on every
widget of the window at every step until the dealer opens."""

from __future__ import annotations

import logging
import pathlib
import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from dealer_assist.cards import DECK, Card, parse_card, parse_cards
from dealer_assist.flow import Phase, Slot
from dealer_assist.flow.dealing import deal_slots
from dealer_assist.rules.model import Action
from dealer_assist.staff import StaffStore, staff_path
from tests.gui_helpers import TIMEOUT_MS, Table, _settle, find_button, table, tap
from tools.demo.screens import ScriptedShoe
from tools.demo.screens import script as demo_script
from ui.panels import card_text, slot_label
from ui.viewmodel import CARD_PHASES
from ui.widgets import CardWidget


def scripted(t: Table, cards: list[Card]) -> None:
    """The table's simulated shoe deals ``cards`` in this order."""
    t.source.shoe = ScriptedShoe(cards)


# -- (1) the picker after the deal --------------------------------------------------------------


def test_picker_after_the_deal_does_not_dim_the_dealer_s_face_down_cards(qtbot: Any, tmp_path: pathlib.Path) -> None:
    """The tester's case: the demo deal (dealer Q♠ Q♥ 4♦ 7♥, up card 2♣), "Correct a card"."""
    with table(qtbot, tmp_path, "novo", boxes=5) as t:
        scripted(t, demo_script())
        for box in range(1, 6):
            t.place_wagers(box, {"ante": "10"})
        t.tap("bar_deal_start")
        t.deal_all()
        assert [c.code if c else None for c in t.round.dealer_cards()] == ["Qs", "Qh", "4d", "7h", "2c"]
        t.tap("bar_correct")
        tap(t.screen.panels[1].cards.widgets[0])
        picker = t.screen.overlay.picker  # type: ignore[union-attr]
        for code in ("Qs", "Qh", "4d", "7h", "9s"):  # the dealer's face-down cards and the burn
            w = picker.cards[code]
            assert w.objectName() == f"pick_{code}"
            assert w.isEnabled() and w.tappable and w.graphicsEffect() is None, f"{code} is dimmed in the picker"
        for code in ("2c", "Kd", "Js", "Tc"):  # the up card and cards in the boxes lie face up
            w = picker.cards[code]
            assert not w.isEnabled() and not w.tappable and w.graphicsEffect() is not None, f"{code} is not dimmed"
        assert picker.cards["Ah"].isEnabled()  # the card being corrected may be chosen again


# -- (2) a correction onto a face-down card -----------------------------------------------------


def test_correction_onto_a_face_down_card_is_refused_unnamed_and_needs_a_pit_boss(
    qtbot: Any, tmp_path: pathlib.Path
) -> None:
    with table(qtbot, tmp_path, "novo", boxes=5) as t:
        scripted(t, demo_script())
        for box in range(1, 6):
            t.place_wagers(box, {"ante": "10"})
        t.tap("bar_deal_start")
        t.deal_all()
        hole = parse_card("Qs")
        assert t.round.slot_of(hole) == Slot("dealer", 0, 1)
        t.tap("bar_correct")
        tap(t.screen.panels[1].cards.widgets[0])
        overlay = t.screen.overlay
        assert overlay is not None
        tap(overlay.picker.cards["Qs"])  # type: ignore[attr-defined]
        tap(find_button(overlay, "reason_misread"))
        tap(find_button(overlay, "ok"))
        assert t.screen.overlay is overlay  # refused: the panel stays open with the reason
        message = overlay.error.text()  # type: ignore[attr-defined]
        assert "face down" in message and "pit boss" in message
        assert overlay.picker.choice is None and not overlay.picker.cards["Qs"].marked  # type: ignore[attr-defined]
        assert find_button(overlay, "ok").text() == "OK" and not find_button(overlay, "ok").isEnabled()
        shown = [message, t.screen.alerts.title.text(), t.screen.alerts.message.text(), t.screen.message_text]
        for text in shown:
            for word in ("dealer", "Dealer", slot_label(Slot("dealer", 0, 1)), "Qs", card_text(hole)):
                assert word not in text, f"{word!r} shown: {text!r}"
        assert t.round.box_cards(1)[0] == parse_card("Ah")  # nothing changed
        assert not [r for r in t.round.records if r.kind == "correction"]
        (alert,) = [r for r in t.round.records if r.kind == "alert"]  # recorded: it goes to the log
        assert alert.data["kind"] == "pit_boss" and alert.data["card"] == "Qs" and alert.data["blocking"]
        tap(find_button(overlay, "cancel"))
        t.tap("bar_correct")  # stop correcting
        assert t.screen.alerts.title.text().startswith("⚠ Pit boss needed")
        # The croupier cannot wave it away: "OK, seen" leaves it open, and it blocks the confirmation.
        t.tap("alert_ack")
        assert t.round.open_alerts() and t.screen.alerts.isVisible()
        assert t.button("alert_pit_boss").isVisible()
        StaffStore.open(staff_path(t.log_path)).add_first_pit_boss("Marta", "246810")
        t.tap("alert_pit_boss")
        pad = t.screen.overlay
        assert pad is not None
        for key in "246810":
            tap(find_button(pad, f"pin_{key}"))
        tap(find_button(pad, "ok"))
        assert not t.round.open_alerts()
        (cleared,) = [r for r in t.round.records if r.kind == "resolve_alert"]
        assert cleared.who == "Marta" and cleared.why
        # The round plays on and goes to the log with the alert and who cleared it.
        round_id = t.session.round_id
        t.play_decisions()
        t.tap("bar_confirm")
        assert t.session.rounds_confirmed == 1
        logged = t.log.get_round(round_id).records
        assert [r["data"]["card"] for r in logged if r["kind"] == "alert" and r["data"]["kind"] == "pit_boss"] == ["Qs"]
        assert [r["who"] for r in logged if r["kind"] == "resolve_alert"] == ["Marta"]


# -- (3) no widget depends on a face-down card --------------------------------------------------

# Per game: the boxes' cards, the dealer's face-up card (stud), the cards dealt after the first
# deal (exchanges, bought cards, board), and two sets of face-down cards: the dealer's other
# cards and the burns. Everything face up is the same in both rounds.
SCENES: dict[str, dict[str, Any]] = {
    "novo": {
        "boxes": {1: "Ah Kd 7c 4s 2h", 2: "8s 8h 8c 3d 6s"},
        "up": "2c",
        "later": "Ac Kc 9d",
        "hidden": ("Qs Qh 4d 7h", "Js Jh 5d 9h"),
        "burns": ("9s 7s", "Tc 3h"),
    },
    "russian": {
        "boxes": {1: "Ah Kd 7c 4s 2h", 2: "8s 8h 8c 3d 6s"},
        "up": "2c",
        "later": "Ac Kc 9d",
        "hidden": ("Qs Qh 4d 7h", "Js Jh 5d 9h"),
        "burns": ("9s 7s", "Tc 3h"),
    },
    "caribbean": {
        "boxes": {1: "Ah Kd 7c 4s 2h", 2: "8s 8h 8c 3d 6s"},
        "up": "2c",
        "later": "Ac",
        "hidden": ("Qs Qh 4d 7h", "Js Jh 5d 9h"),
        "burns": ("9s 7s", "Tc 3h"),
    },
    "uth": {
        "boxes": {1: "Ah Kd", 2: "8s 8h"},
        "up": None,
        "later": "2c 4d 7c Tc 3s",
        "hidden": ("Qs Qh", "Js Jh"),
        "burns": ("9s 7s 6c", "Td 3h 5h"),
    },
}


def shoe_order(t: Table, game: str, which: int, rest_seed: int) -> list[Card]:
    """The cards in the order the dealing procedure places them, then the rest of the deck."""
    scene = SCENES[game]
    hidden = list(parse_cards(scene["hidden"][which]))
    burns = list(parse_cards(scene["burns"][which]))
    boxes = {n: list(parse_cards(c)) for n, c in scene["boxes"].items()}
    up_index = t.round.profile.dealing.dealer_up_card
    order: list[Card] = []
    for slot in deal_slots(t.round.profile.dealing, sorted(boxes), t.round.rules.family):
        if slot.kind == "burn":
            order.append(burns.pop(0))
        elif slot.kind == "box":
            order.append(boxes[slot.box][slot.index - 1])
        elif scene["up"] is not None and slot.index == up_index:
            order.append(parse_card(scene["up"]))
        else:
            order.append(hidden.pop(0))
    later = list(parse_cards(scene["later"]))
    if game == "uth":  # a burn before the flop, and before the turn and river
        order += [burns.pop(0), *later[:3], burns.pop(0), *later[3:]]
    else:  # a burn before the exchanges and bought cards
        order += [burns.pop(0), *later]
    rest = [c for c in DECK if c not in order]
    random.Random(rest_seed).shuffle(rest)
    assert len(set(order + rest)) == 52
    return order + rest


def widget_facts(window: QWidget) -> list[tuple[object, ...]]:
    """Every widget of the window (the table screen and any open overlay): what a person
    could read off it or learn by touching it."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    facts = []
    for w in window.findChildren(QWidget):
        text = w.text() if isinstance(w, (QLabel, QAbstractButton)) else ""
        card: tuple[object, ...] = ()
        if isinstance(w, CardWidget):
            card = (w.describe(), w.tappable, w.marked, w.selected)
        effect = w.graphicsEffect()
        facts.append(
            (
                type(w).__name__,
                w.objectName(),
                text,
                w.toolTip(),
                w.accessibleName(),
                w.accessibleDescription(),
                w.isEnabled(),
                w.isVisible(),
                effect is not None and effect.isEnabled(),
                card,
            )
        )
    return facts


class Recorder:
    """The window's widgets at each step of a round."""

    def __init__(self, t: Table) -> None:
        self.t = t
        self.steps: list[tuple[str, list[tuple[object, ...]]]] = []

    def snap(self, label: str) -> None:
        """The widgets once the screen has caught up (a card is painted at once, the rest a
        moment later): taken again until two looks agree."""
        screen = self.t.screen
        self.t.qtbot.waitUntil(lambda: not screen._refresh_due, timeout=TIMEOUT_MS)
        _settle()
        facts = widget_facts(self.t.window)
        for _ in range(20):
            _settle()
            again = widget_facts(self.t.window)
            if again == facts:
                break
            facts = again
        self.steps.append((f"{label} [{self.t.round.phase.value}]", facts))

    def snap_pickers(self, label: str) -> None:
        """The table, then the "Correct a card" picker open on box 1's first card."""
        t = self.t
        self.snap(label)
        t.tap("bar_correct")
        self.snap(f"{label}, correcting")
        tap(t.screen.panels[1].cards.widgets[0])
        self.snap(f"{label}, correction picker")
        tap(find_button(t.screen.overlay, "cancel"))  # type: ignore[arg-type]
        hole = t.screen.dealer.cards.widgets[0]  # the dealer's first card: face down
        assert hole.describe() == "back" and not hole.tappable  # not corrected before it is opened
        t.tap("bar_correct")
        self.snap(f"{label}, after correcting")


def play_until_the_dealer_opens(t: Table, rec: Recorder, game: str) -> None:
    """Wagers, the deal card by card (one card unreadable, entered with the picker), then
    decisions that visit every phase of the game, recording the screen at each step."""
    side = {"novo": {}, "russian": {"bonus": "10"}, "caribbean": {"seguro": "10"}, "uth": {"trips": "10"}}[game]
    for box in (1, 2):  # box 2 with the game's side bet, declared on its own cards
        t.place_wagers(box, {"ante": "10", **(side if box == 2 else {})})
        rec.snap(f"wagers box {box}")
    t.tap("bar_deal_start")
    rec.snap("deal started")
    unreadable = Slot("box", 2, 2)  # after the dealer's first (face-down) card
    while t.round.phase is Phase.DEALING:
        n = len(t.round.cards)
        if t.round.expected_slot() == unreadable:
            real = t.source.deal_unreadable()
            assert real is not None
            t.qtbot.waitUntil(lambda: bool(t.round.unreadable_slots()), timeout=TIMEOUT_MS)
            rec.snap("unreadable card")
            t.tap("alert_enter")
            rec.snap("card entry picker")
            tap(t.screen.overlay.picker.cards[real.code])  # type: ignore[union-attr]
            rec.snap("card entry picker, card chosen")
            tap(find_button(t.screen.overlay, "ok"))  # type: ignore[arg-type]
            t.tap("alert_ack")
            rec.snap("unreadable card entered")
            continue
        t.tap("bar_deal1")
        t.qtbot.waitUntil(lambda n=n: len(t.round.cards) > n, timeout=TIMEOUT_MS)
        rec.snap(f"card {n + 1}")
    rec.snap_pickers("after the deal")
    actions = {
        "novo": [(1, Action("exchange", discard=tuple(parse_cards("7c 4s 2h")))), (2, Action("play"))],
        "russian": [(1, Action("exchange", discard=tuple(parse_cards("7c 4s 2h")))), (2, Action("play"))],
        "caribbean": [(1, Action("play")), (2, Action("play")), (1, Action("buy_card", discard=(parse_card("2h"),)))],
        "uth": [
            (1, Action("check")),
            (2, Action("check")),
            (1, Action("check")),
            (2, Action("check")),
            (1, Action("play", multiple=1)),
        ],
    }[game]
    for box, action in actions:
        while t.round.phase in CARD_PHASES:
            t.deal_all()
            rec.snap_pickers("dealt")
        t.decide(box, action)
        rec.snap(f"box {box} {action.do}")
        if t.round.undo_preview() is not None:
            rec.snap_pickers(f"box {box} {action.do}, undo offered")
    for _ in range(10):
        phase = t.round.phase
        if phase in CARD_PHASES:
            t.deal_all()
            rec.snap_pickers("dealt")
        elif phase in (Phase.DECISIONS,):
            for box in t.round.boxes_to_decide():
                t.decide(box, Action("play"))
                rec.snap(f"box {box} plays")
        elif phase is Phase.INSURANCE:
            rec.snap_pickers("insurance")
            t.decide(2, Action("insure"))
            rec.snap("box 2 insured")
            t.tap("bar_close")
        elif phase is Phase.BUY_CARDS:
            rec.snap_pickers("buy cards")
            t.tap("bar_close")
        elif phase in (Phase.OPEN_DEALER, Phase.RIVER, Phase.SETTLEMENT):
            break
    rec.snap_pickers("before the dealer opens")


@pytest.mark.parametrize("game", ["novo", "russian", "caribbean", "uth"])
def test_no_widget_depends_on_a_face_down_card_until_the_dealer_opens(
    qtbot: Any, tmp_path: pathlib.Path, game: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    runs: list[Recorder] = []
    phases: list[list[Phase]] = []
    logged: list[list[str]] = []
    rounds: list[Any] = []
    for which, rest_seed in ((0, 11), (1, 12)):
        caplog.clear()
        folder = tmp_path / f"round{which}"
        folder.mkdir()
        with table(qtbot, folder, game, boxes=3) as t:
            scripted(t, shoe_order(t, game, which, rest_seed))
            rec = Recorder(t)
            play_until_the_dealer_opens(t, rec, game)
            runs.append(rec)
            phases.append([r.kind for r in t.round.records])  # type: ignore[misc]
            rounds.append(t.round)
            hidden = set(parse_cards(SCENES[game]["hidden"][which])) | set(parse_cards(SCENES[game]["burns"][which]))
            assert hidden <= set(t.round.known_cards()), "the face-down cards were dealt"
            left = t.source.shoe.peek(t.source.remaining)
        logged.append([r.getMessage() for r in caplog.records])
        for message in logged[-1]:
            for c in [*hidden, *left]:
                assert c.code not in message.split(), f"log line names a face-down or undealt card: {message}"
    assert phases[0] == phases[1]
    a, b = runs
    assert [label for label, _ in a.steps] == [label for label, _ in b.steps]
    assert any("OPEN_DEALER" in label.upper() or "river" in label for label, _ in a.steps)
    for (label, facts_a), (_, facts_b) in zip(a.steps, b.steps, strict=True):
        assert len(facts_a) == len(facts_b), f"{game}, {label}: the widgets differ"
        for fa, fb in zip(facts_a, facts_b, strict=True):
            assert fa == fb, f"{game}, {label}: a widget shows a face-down card:\n{fa}\n{fb}"
    assert logged[0] == logged[1]
    for which, rnd in enumerate(rounds):
        hidden = set(parse_cards(SCENES[game]["hidden"][which])) | set(parse_cards(SCENES[game]["burns"][which]))
        assert not hidden & rnd.visible_cards()
