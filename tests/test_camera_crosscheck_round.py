"""Issue 7, cross-check in the round flow: when the camera and the reader disagree on a
box's card, the croupier is alerted and the round cannot settle until it is resolved.
The camera reads real generated images with the real recogniser."""

from __future__ import annotations

import random

import numpy as np
import pytest

from dealer_assist.cards import DECK, Card
from dealer_assist.errors import RuleError
from dealer_assist.events import CardEvent
from dealer_assist.flow import Phase, Round
from dealer_assist.rules.model import Action
from drivers.card_detect import detect
from tests.camera_support import calibration
from tools.synth import camera as synth


def settled_round() -> tuple[Round, list[Card]]:
    deck = list(DECK)
    random.Random(8).shuffle(deck)
    rnd = Round("novo")
    for b in (1, 2, 3):
        rnd.place_wagers(b, {"ante": 10, "express_bonus": 10})
    rnd.start_deal()
    while rnd.phase is Phase.DEALING:
        rnd.feed(CardEvent(deck.pop(0), "reader"))
    for b in (1, 2, 3):
        rnd.act(b, Action("play"))
    while rnd.phase is Phase.INSURANCE:
        rnd.close_insurance()
    rnd.open_dealer()
    if rnd.phase is Phase.DEALER_GAME_OFFER:
        rnd.close_dealer_game()
    assert rnd.phase is Phase.SETTLEMENT
    return rnd, deck


def camera_view(layout: dict[str, list[Card]]) -> list[tuple[str | None, Card, float]]:
    """Render the layout as the camera sees it and read it back with the recogniser."""
    cal = calibration(synth.default_table(n_boxes=7))
    zones = {z.name: z for z in cal.table.zones}
    rng = np.random.default_rng(12)
    placed: list[synth.Placed] = []
    for name, cards in layout.items():
        placed.extend(synth.spread(rng, zones[name], [c.code for c in cards]))
    scene = synth.render(cal.table, placed, synth.Conditions(), rng)
    return [(d.zone, d.card, d.confidence) for d in detect(scene.image, cal)]


def test_camera_agreeing_with_the_reader_raises_nothing() -> None:
    rnd, _ = settled_round()
    seen = camera_view(rnd.zone_cards())
    assert {z for z, _, _ in seen} == {"dealer", "box1", "box2", "box3"}
    assert rnd.check_camera(seen) == []
    rnd.confirm("croupier")


def test_a_card_the_camera_reads_differently_blocks_settlement_until_resolved() -> None:
    rnd, spare = settled_round()
    layout = rnd.zone_cards()
    misread = layout["box2"][2]
    layout["box2"][2] = spare[0]  # what really lies on box 2 is another card
    records = rnd.check_camera(camera_view(layout))
    assert len(records) == 1
    (alert,) = rnd.open_alerts()
    assert alert.kind == "camera_mismatch" and "box2" in alert.message
    assert misread.code in alert.message and spare[0].code in alert.message
    assert rnd.check_camera(camera_view(layout)) == []  # reported once, not on every frame
    rnd.acknowledge(alert.id)
    with pytest.raises(RuleError, match="alert"):
        rnd.confirm("croupier")
    rnd.resolve_alert(alert.id, why="checked the layout: the reader was wrong, corrected", who="croupier")
    rnd.confirm("croupier")
    assert rnd.phase is Phase.CONFIRMED


def test_zones_the_camera_cannot_see_are_not_compared() -> None:
    rnd, _ = settled_round()
    layout = rnd.zone_cards()
    del layout["box3"]  # cards face down or covered by a hand: the camera sees nothing there
    assert rnd.check_camera(camera_view(layout)) == []


def test_before_the_dealer_opens_only_the_up_card_is_on_the_layout() -> None:
    deck = list(DECK)
    random.Random(8).shuffle(deck)
    rnd = Round("novo")
    rnd.place_wagers(1, {"ante": 10, "express_bonus": 10})
    rnd.start_deal()
    while rnd.phase is Phase.DEALING:
        rnd.feed(CardEvent(deck.pop(0), "reader"))
    assert rnd.zone_cards() == {"dealer": [rnd.dealer_up_card()]}


def test_the_tables_checking_camera_raises_the_alert_through_the_session(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # The GUI's wiring: a CameraSource over the layout is the session's checker; its
    # stable cards are compared with the reader's on every camera event.
    import cv2

    from drivers.camera_calibration import save_calibration
    from drivers.camera_source import CameraSource
    from drivers.simulated import SimulatedSource
    from ui.session import TableConfig, TableSession

    source = SimulatedSource(seed=4)
    source.start()
    session = TableSession(TableConfig("novo", 2), source=source)
    for box in (1, 2):
        session.place_wagers(box, {"ante": "10", "express_bonus": "10"})
    session.start_deal()
    while session.round.phase is Phase.DEALING:
        session.deal(1)
        while not isinstance(event := source.get(timeout=5), CardEvent):
            assert event is not None, "the simulated shoe sent no card"
            session.handle_event(event)  # its greeting and new shuffle
        session.handle_event(event)
    up = session.round.dealer_up_card()
    assert up is not None
    wrong = next(c for c in DECK if c not in session.round.known_cards())
    cal = calibration(synth.default_table(n_boxes=7))
    cal_path = tmp_path / "table.cal"
    save_calibration(cal_path, cal)
    zone = next(z for z in cal.table.zones if z.name == "dealer")
    rng = np.random.default_rng(3)
    scene = synth.render(cal.table, synth.spread(rng, zone, [wrong.code]), synth.Conditions(), rng)
    frames = tmp_path / "frames"
    frames.mkdir()
    for i in range(4):  # a card is reported once stable over three frames
        cv2.imwrite(str(frames / f"{i}.png"), scene.image)
    camera = CameraSource(frames, cal_path)
    session.checker = camera
    with camera:
        assert camera.wait_finished(timeout=60)
        for event in camera.poll():
            session.camera_event(event)
    (alert,) = [a for a in session.round.open_alerts() if a.kind == "camera_mismatch"]
    assert "dealer" in alert.message and up.code in alert.message and wrong.code in alert.message
    source.stop()
