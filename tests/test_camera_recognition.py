"""Issue 7, Evidence: the recogniser learns this deck from one image per card and reads
held-out generated tables (rotation, perspective, blur, noise, glare, uneven light,
overlapping spreads) at the target: 99.5% of cards right, no card reported that is not
there. A card reported as the wrong card is a card reported that is not there (the round
flow's cross-check would stop the table): a card the recogniser is not sure of is left
unreported (missed) instead. So on the test set (seed 3) no card may be wrong or
phantom, and the missed ones must stay within the 99.5% target. As the picture gets too
soft or too dark, the recogniser falls silent rather than misread."""

from __future__ import annotations

import numpy as np
import pytest

from dealer_assist.cards import DECK
from drivers.camera_calibration import Calibration, CalibrationError
from drivers.card_detect import detect
from tests.camera_support import TEST_SEED, calibration, learned_cards
from tools.synth import camera as synth
from tools.synth.evaluate import Score, score

SCENES = 16


@pytest.fixture(scope="module")
def held_out() -> Score:
    total = Score()
    for k in range(SCENES):
        seed = TEST_SEED * 10_000 + k
        scene = synth.render_scene(seed)
        board = any(p.zone == "board" for p in scene.placed)
        total.add(score(scene.truth, detect(scene.image, calibration(board=board)),
                        f"scene {seed}:"))
    return total


def test_learning_one_image_per_card_learns_the_whole_deck() -> None:
    cards = learned_cards()
    assert cards.learned_cards == tuple(sorted(c.code for c in DECK))


def test_held_out_tables_are_read_at_the_target_accuracy(held_out: Score) -> None:
    assert held_out.cards >= 400
    assert held_out.accuracy >= 0.995, held_out.notes


def test_no_card_is_reported_that_is_not_there_not_even_a_wrong_one(held_out: Score) -> None:
    assert held_out.false == 0, held_out.notes
    assert held_out.misread == 0, held_out.notes


def test_a_card_not_sure_is_missed_not_misread(held_out: Score) -> None:
    assert held_out.right + held_out.missed == held_out.cards, held_out.notes


def _read_in(cond: synth.Conditions, scenes: int, seed: int) -> Score:
    total = Score()
    for k in range(scenes):
        s = seed * 10_000 + 200 + k
        scene = synth.render_scene(s, cond=cond, game=synth.GAME)
        total.add(score(scene.truth, detect(scene.image, calibration()), f"scene {s}:"))
    return total


@pytest.mark.parametrize("blur", [2.5])
def test_an_out_of_focus_camera_reports_nothing_rather_than_misread(blur: float) -> None:
    """Blur beyond what was learned (up to 1.6 camera pixels) turns clubs into spades
    and queens into eights; the recogniser sees the frame is softer than anything it
    learned and reads nothing in it."""
    s = _read_in(synth.Conditions(blur=blur, noise=4.0, light=0.9), 2, TEST_SEED)
    assert s.cards > 40
    assert (s.right, s.misread, s.false) == (0, 0, 0), s.notes


def test_a_soft_camera_within_what_was_learned_reads_what_it_is_sure_of() -> None:
    """1.5 pixels of blur (issue #19: indices 12 pixels tall under 1.5 pixels must be
    read) is within what learning now renders: cards are read, none wrong; what is not
    sure is left unread."""
    s = _read_in(synth.Conditions(blur=1.5, noise=4.0, light=0.9), 2, TEST_SEED)
    assert s.cards > 40
    assert s.right > 0 and (s.misread, s.false) == (0, 0), s.notes


@pytest.mark.parametrize("light", [0.3, 0.15])
def test_a_dark_table_loses_cards_but_reports_no_wrong_one(light: float) -> None:
    s = _read_in(synth.Conditions(blur=0.7, noise=4.0, light=light), 2, TEST_SEED)
    assert s.cards > 40
    assert (s.misread, s.false) == (0, 0), s.notes


def test_a_camera_in_focus_is_not_taken_for_out_of_focus() -> None:
    s = _read_in(synth.Conditions(blur=1.0, noise=4.0, light=0.9), 2, TEST_SEED)
    assert s.accuracy >= 0.97 and s.misread == 0, s.notes


def test_each_card_read_right_is_put_in_its_zone(held_out: Score) -> None:
    assert held_out.wrong_zone == 0


def test_a_card_is_read_at_any_rotation() -> None:
    table = synth.default_table()
    codes = ("Qh", "Ks", "7d", "Ac", "Tc", "2h", "Jd", "9s", "5c", "8h", "3s", "6d")  # one deck
    placed = [synth.Placed(code, (260.0 + 120 * (k % 8), 250.0 + 200 * (k // 8)), 30.0 * k,
                           None) for k, code in enumerate(codes)]
    scene = synth.render(table, placed, synth.Conditions(), np.random.default_rng(1))
    s = score(scene.truth, detect(scene.image, calibration(table)))
    assert (s.right, s.false) == (12, 0), s.notes


def test_face_down_cards_chips_and_the_layout_are_not_cards() -> None:
    table = synth.default_table()
    rng = np.random.default_rng(11)
    dealer = next(z for z in table.zones if z.name == "dealer")
    placed = synth.spread(rng, dealer, [None] * 5)
    scene = synth.render(table, placed, synth.Conditions(glare=90, glare_spots=2), rng)
    assert detect(scene.image, calibration(table)) == []


def test_detections_carry_card_centre_zone_and_confidence() -> None:
    scene = synth.render_scene(TEST_SEED * 10_000 + 99, game=synth.GAME)
    dets = detect(scene.image, calibration())
    assert dets
    for d in dets:
        assert 0.0 <= d.confidence <= 1.0
        assert d.zone in {"dealer"} | {f"box{i}" for i in range(1, 8)}
        assert 0 <= d.center[0] < 1280 and 0 <= d.center[1] < 720
        assert set(d.to_json()) == {"card", "center", "confidence", "zone"}


def test_a_frame_of_another_size_is_refused_with_a_clear_error() -> None:
    frame = np.zeros((480, 640, 3), np.uint8)
    with pytest.raises(CalibrationError, match=r"640x480.*1280x720"):
        detect(frame, calibration())


def test_reading_needs_both_calibration_steps() -> None:
    frame = np.zeros((720, 1280, 3), np.uint8)
    with pytest.raises(CalibrationError, match="no card templates"):
        detect(frame, Calibration(synth.default_table(), None))
    with pytest.raises(CalibrationError, match="no table corners"):
        detect(frame, Calibration(None, learned_cards()))


@pytest.mark.parametrize(("k", "cards"), [(53, ("5s", "3c", "Jc", "Js", "5c")), (33, ("Tc",))])
def test_soft_black_suits_are_read_by_the_margin_learned_for_their_softness(
        k: int, cards: tuple[str, ...]) -> None:
    """A soft frame's spades and clubs, the far side at softness step 6: learning's
    camera-like views that read a black suit wrong were two steps softer than these, and
    with two steps of slack their margin (3.99 deviations) was asked of these too, where
    0.96 is what views as soft, or one step softer, ever reached; all were left unread.
    Over 68,861 cards of twelve seeds it was 99.24% right, and is 99.69% with one step
    (1 wrong either way, a 10 of clubs read as a spade by its index alone)."""
    seed = TEST_SEED * 10_000 + k
    scene = synth.render_scene(seed)
    board = any(p.zone == "board" for p in scene.placed)
    s = score(scene.truth, detect(scene.image, calibration(board=board)), f"scene {seed}:")
    assert s.misread == 0 and s.false == 0, s.notes
    assert not [n for n in s.notes if any(n.startswith(f"scene {seed}: {c} ") for c in cards)], s.notes
