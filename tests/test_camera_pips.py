"""A number card's pips settle what a 12-pixel index leaves unsure, and gainsay a rank
the index got wrong (issue #19).

At 12 pixels under 1.5 pixels of blur the index's suit glyph is about eight pixels
across: a heart and a diamond (a spade and a club) are nearly one blob, and the index
often cannot say which, so the card went unread. A soft thin 6 can read as an ace or a 4.
The pips in the card's body are the same suits two or three times larger, where every
number card of the deck has them: learning records where each card's pips lie and learns
a discriminant of the suits on camera-like views of them (drivers/card_pips.py). The
reader settles a suit by the pips when at least two are seen whole, uncovered, all
favouring one suit by the learned margin; and it leaves a card unread when its body is in
view and shows a whole pip where the rank read has none.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from drivers.camera_calibration import Calibration
from drivers.card_detect import detect
from tests.camera_support import design_deck, read_design_table, read_whole, written_before
from tools.synth.evaluate import Score, score


def read(name: str, seed: int) -> Score:
    """A table of a tuning design as the bench deals it, seen at 12 px under 1.5 px."""
    return read_design_table(name, seed, small=True)


@pytest.mark.xdist_group("triplex-small-cream")  # learns that deck once
def test_the_pips_of_a_deck_are_learned_with_their_places() -> None:
    cards = design_deck("triplex-small-cream")
    pips = cards.pips
    assert pips is not None
    # every number card, both ways up: 1 + 2 + ... + 10 pips, twice, in four suits
    assert sum(c[0] not in "JQK" for c in pips.codes) == 2 * 55 * 4
    assert pips.weights.shape == (pips.side * pips.side, 4)
    assert pips.margin >= 3.0


@pytest.mark.xdist_group("triplex-small-cream")  # learns that deck once
def test_a_suit_the_index_leaves_unsure_is_settled_by_its_pips() -> None:
    """On this table a 3 and a 9 of hearts went unread: their indices could not tell a
    heart from a diamond by the margin learned."""
    s = read("triplex-small-cream", 7_009_046)
    assert s.misread == 0 and s.false == 0, s.notes
    assert not [n for n in s.notes if n.startswith((" 3h", " 9h"))], s.notes


@pytest.mark.xdist_group("triplex-small-cream")  # learns that deck once
@pytest.mark.parametrize("seed", [7_009_046, 7_009_053, 7_009_061])
def test_an_ace_is_settled_by_its_one_large_pip(seed: int) -> None:
    """An ace of clubs at 12 px under 1.5 px: its indices favour the club by 0.4-1.6,
    under the 2.2-2.7 a soft black suit needs, and it was left unread. Its one pip, the
    size of four of a number card's, is cut at its own size and settles it, by a margin
    learned from views of the aces alone (pips were settled by two or more before)."""
    s = read("triplex-small-cream", seed)
    assert s.misread == 0 and s.false == 0, s.notes
    assert not [n for n in s.notes if n.startswith(" Ac")], s.notes


@pytest.mark.xdist_group("triplex-small-cream")  # learns that deck once
def test_pips_are_learned_at_their_own_size_and_an_ace_has_its_own_margin(
        tmp_path: Path) -> None:
    """Each pip's patch spans its own size (an ace's pip is 2.3 times a number card's);
    the reference size and the ace's margin are kept in the calibration file."""
    import dataclasses

    from drivers.camera_calibration import load_calibration, save_calibration
    from drivers.card_pips import pip_scale
    from tests.camera_support import calibration

    cards = design_deck("triplex-small-cream")
    pips = cards.pips
    assert pips is not None and pips.scale_mm > 0 and 3.0 <= pips.margin_one < float("inf")
    aces = [i for i, c in enumerate(pips.codes) if c[0] == "A"]
    assert (pip_scale(pips, pips.sizes[aces]) > 2.0).all()
    save = tmp_path / "deck.cal"
    base = calibration()
    assert base.cards is not None
    save_calibration(save, Calibration(base.table, dataclasses.replace(base.cards, pips=pips)))
    again = load_calibration(save).cards
    assert again is not None and again.pips is not None
    assert again.pips.scale_mm == pytest.approx(pips.scale_mm)
    assert again.pips.margin_one == pytest.approx(pips.margin_one)
    assert (again.pips.faces == pips.faces).all() and len(again.pips.faces) == len(pips.codes)
    # a file written before has neither: its pips are cut at one scale, as they were
    # learned, and no card is settled by one pip
    old = load_calibration(written_before(save, ["scale_mm", "margin_one"], ["pip_faces"])).cards
    assert old is not None and old.pips is not None
    assert old.pips.scale_mm == 0 and old.pips.margin_one == float("inf")
    assert (pip_scale(old.pips, old.pips.sizes[aces]) == 1.0).all()
    assert len(old.pips.faces) == 0  # nor the faces: a card's places are one layout


@pytest.mark.xdist_group("simplex-thin")  # learns that deck once
def test_a_six_read_as_an_ace_by_its_index_is_not_reported() -> None:
    """Both indices of a thin soft 6 of hearts read as an ace (0.93 and 0.91); its six
    side pips, in full view, lie where an ace has none."""
    s = read("simplex-thin", 7_001_066)
    assert s.misread == 0, s.notes


@pytest.mark.xdist_group("triplex-small-cream")  # learns that deck once
def test_a_six_read_as_a_four_by_its_index_is_not_reported() -> None:
    s = read("triplex-small-cream", 7_009_043)
    assert s.misread == 0, s.notes


@pytest.mark.xdist_group("triplex-small-cream")  # learns that deck once
def test_a_rank_the_index_is_not_sure_of_is_borne_out_by_the_whole_layout_of_pips() -> None:
    """A soft thin 6 of hearts: its templates liked a 6 best, but not by the margins a
    rank needs; its body, in view, shows a pip at every place a 6 has one and none
    elsewhere."""
    s = read("triplex-small-cream", 7_009_075)
    assert s.misread == 0, s.notes
    assert not [n for n in s.notes if n.startswith(" 6h")], s.notes


@pytest.mark.xdist_group("triplex-small-cream")  # learns that deck once
def test_a_six_its_index_read_as_a_four_is_read_as_the_six_its_pips_lay_out() -> None:
    """The pairwise discriminants took a soft 6 for a 4; its templates liked a 6 best
    and nearly as well a 4. A pip where a 4 has none left it unread; the whole layout of
    a 6, in view, is now read as that."""
    s = read("triplex-small-cream", 7_009_061)
    assert s.misread == 0, s.notes
    assert not [n for n in s.notes if n.startswith(" 6h")], s.notes


@pytest.mark.xdist_group("triplex-small-cream")  # learns that deck once
def test_six_pips_far_surer_than_they_need_be_overrule_a_narrow_index_suit() -> None:
    """The index of a 6 of hearts leaned to diamonds by 2.6 deviations (its bar 0.9); its
    six pips said hearts by 46 (their bar 6.7). Unsure, it went unread."""
    s = read("triplex-small-cream", 7_009_043)
    assert s.misread == 0, s.notes
    assert not [n for n in s.notes if n.startswith(" 6h")], s.notes


# soft number cards whose index looked like this deck's by 0.91-0.93, short of the 0.93 a
# card needs alone: their pips, all in view and plain, were looked for where the index's
# frame put them, 2.4-2.7 mm off at the far end, and not all found. The frame is now
# fitted to the blobs nearest the rank's places (a little: ALIGN_SHIFT_MM, ALIGN_TURN)
@pytest.mark.xdist_group("simplex-thin")  # learns that deck once
def test_a_soft_three_is_borne_out_by_pips_its_index_frame_puts_a_little_off() -> None:
    s = read("simplex-thin", 7_001_038)
    assert s.misread == 0 and s.false == 0, s.notes
    assert not [n for n in s.notes if n.startswith(" 3h")], s.notes


# (7_008_049: since a long blob's parts are grown back through the darkest ink first,
# drivers.card_ink._grow_back, this 10's rank (a "1" and a "0" run into its heart) is
# parted otherwise; the index read puts the card's centre 2.4 mm further off, and its far
# pips were not all found: the fit that finds them moved them more than the 3 mm and
# turned them more than the 5 degrees then allowed; 7_008_025's, more than 3 mm. An index
# alone turns its card by up to 5.6 degrees at 12 px: the fit may now move the places
# 4 mm and turn them 6 degrees; with either alone, 7_008_049 is still missed)
@pytest.mark.xdist_group("jumbo-duplex")  # learns that deck once
@pytest.mark.parametrize("seed", [7_008_047, 7_008_049, 7_008_064, 7_008_025])
def test_a_soft_jumbo_ten_is_borne_out_by_pips_its_index_frame_puts_a_little_off(seed: int) -> None:
    s = read("jumbo-duplex", seed)
    assert s.misread == 0 and s.false == 0, s.notes
    assert not [n for n in s.notes if n.startswith(" Th")], s.notes


def test_a_calibration_learned_before_pips_and_card_frames_still_loads_and_reads(
        tmp_path: Path) -> None:
    """A file written before this round has no card-frame templates and no pips: it
    loads, and its cards are decided in the index frame as they were."""
    import dataclasses

    import numpy as np

    from drivers.camera_calibration import load_calibration, save_calibration
    from tests.camera_support import TEST_SEED, calibration
    from tools.synth import camera as synth

    cal = calibration()
    assert cal.cards is not None and cal.cards.pips is not None
    old = Calibration(cal.table, dataclasses.replace(
        cal.cards, card_patches=np.zeros((0, 0), np.float32),
        card_turns=np.zeros(0, np.float32), pips=None))
    save_calibration(tmp_path / "old.cal", old)
    loaded = load_calibration(tmp_path / "old.cal")
    assert loaded.cards is not None
    assert loaded.cards.pips is None and loaded.cards.card_patches.size == 0
    scene = synth.render_scene(TEST_SEED * 10_000 + 99, game=synth.GAME)
    s = score(scene.truth, detect(scene.image, loaded))
    assert s.false == 0 and s.right >= 0.9 * s.cards, s.notes
    # and a file with them keeps them
    save_calibration(tmp_path / "new.cal", cal)
    again = load_calibration(tmp_path / "new.cal").cards
    assert again is not None and again.pips is not None
    assert again.pips.codes == cal.cards.pips.codes
    assert np.array_equal(again.pips.weights, cal.cards.pips.weights)
    assert np.array_equal(again.card_turns, cal.cards.card_turns)


@pytest.mark.xdist_group("triplex-four-colour")  # learns that deck once
def test_a_four_colour_deck_learns_where_its_pips_lie() -> None:
    """Each suit of a four-colour deck has its own ink, so its colour names the suit and
    no suit discriminant of pips is learned; where the pips lie is learned all the same
    (it checks a number card's rank). Before, such a deck learned no pips at all."""
    pips = design_deck("triplex-four-colour").pips
    assert pips is not None
    assert sum(c[0] not in "JQK" for c in pips.codes) == 2 * 55 * 4
    assert pips.weights.size == 0


@pytest.mark.xdist_group("triplex-four-colour")  # learns that deck once
@pytest.mark.parametrize("seed", [7_002_052, 7_002_095, 7_002_116, 7_002_137])
def test_a_soft_cramped_ten_is_read_when_its_pips_bear_it_out(seed: int) -> None:
    """A soft 10 of clubs of the four-colour deck, its "1", "0" and club cramped: both
    indices correlated with the deck's tens by 0.90-0.91, under the 0.93 a card needs, so
    it went unread. Its ten pips, in view, lie where a 10's do and look like clubs; its
    green ink names the suit."""
    read_whole("triplex-four-colour", seed)


@pytest.mark.xdist_group("triplex-small-cream")  # learns that deck once
def test_a_soft_two_of_spades_is_not_read_as_a_club() -> None:
    """At 12 px under 1.5 px of blur both indices of a 2 of spades read as a club, sure
    by more than three times the margin (so its one pip in view was not asked, nor could
    one pip settle it). Learning now parts glyphs run together as the reader does
    (tests/test_camera_tens.py), and the suits learned from those views tell it apart."""
    s = read("triplex-small-cream", 7_009_049)
    assert s.misread == 0 and s.false == 0, s.notes


@pytest.mark.xdist_group("triplex-small-cream")  # learns that deck once
def test_every_ace_has_one_pip_place_and_each_number_card_its_rank() -> None:
    """A card's pips are learned from both its faces, and their places counted so that a
    card with one pip (an ace) is settled by that one. The two faces' places of a pip were
    one place only when within 2.5 mm: the ace of spades' and of hearts' big pip lies off
    its centroid's middle, so its two faces put it 2.5 mm apart, two places, and those aces
    were never settled by their pip (a soft ace of clubs read as a spade by its indices,
    its pip voting club by 4.9 against the 3.0 it needs, was left unread). Places are now
    counted in each face's own layout."""
    from drivers.card_pips import _place_count

    pips = design_deck("triplex-small-cream").pips
    assert pips is not None
    for suit in "shdc":
        assert _place_count(pips, "A" + suit) == 1
        for n, rank in enumerate("23456789", start=2):
            assert _place_count(pips, rank + suit) == n
        assert _place_count(pips, "T" + suit) == 10


@pytest.mark.xdist_group("triplex-small-cream")  # learns that deck once
def test_a_soft_ace_its_indices_take_for_the_other_suit_is_settled_by_its_pip() -> None:
    s = read("triplex-small-cream", 7_509_056)
    assert s.misread == 0 and s.false == 0, s.notes
    assert not [n for n in s.notes if n.startswith(" Ac")], s.notes


# The pips a card's suit is weighed by are looked for, as its layout is (pip_layout), with
# the frame fitted to the blobs nearest its places when the index's frame finds not all
# of them: a soft 2 of spades of the bridge-size italic deck whose indices fell short and
# whose one pip found did not count alone (two are needed); its other pip lay beyond
# PIP_NEAR_MM of where the index's frame put it. The table's only miss before.
@pytest.mark.xdist_group("bridge-italic")  # learns that deck once
def test_a_cards_pips_are_weighed_where_the_fitted_frame_finds_them() -> None:
    s = read("bridge-italic", 7_603_028)
    assert s.misread == 0 and s.false == 0, s.notes
    assert s.right == s.cards, s.notes
