"""Issue 7: two checks on a card's rank that keep a near miss from being reported.

- The rank and the suit of an index are printed in one ink: a red rank paired with a black
  suit (a red card's rank beside a black card's pip, in a spread) is not a card.
- A rank read by its best template must also win every pairwise rank discriminant learned
  from camera-like views (a soft 10 correlates almost as well with an 8); when the
  templates are not sure, the discriminants alone may decide.
- Glyphs merged by blur are split apart, each with its own size.
"""

from __future__ import annotations

import cv2
import numpy as np

from drivers.camera_calibration import CardTemplates
from drivers.card_ink import ink_hue, ink_map
from drivers.card_read import _sure_rank, read_indices
from drivers.card_templates import RANK_ORDER, rank_votes, ranks_of
from drivers.card_vision import IndexSeen
from tests.camera_support import learned_cards
from tools.synth import camera as synth

FELT = (38, 112, 32)


def _on_felt(face: np.ndarray, cards: CardTemplates, blur: float = 0.6) -> np.ndarray:
    """A card face laid upright on felt, as the table-plane image the recogniser reads."""
    ppm = cards.px_per_mm
    small = cv2.resize(face, (round(63 * ppm), round(88 * ppm)), interpolation=cv2.INTER_AREA)
    img = np.full((small.shape[0] + 40, small.shape[1] + 40, 3), FELT, np.uint8)
    img[20: 20 + small.shape[0], 20: 20 + small.shape[1]] = small
    return cv2.GaussianBlur(img, (0, 0), blur)


def _black_suits_on(code: str) -> np.ndarray:
    """The face of ``code`` with both index suits painted over by black spades."""
    face = synth.card_face(code)[0].copy()
    h, w = face.shape[:2]
    ppm = synth.FACE_PPM
    for centre, flip in (((7.5 * ppm, 22.5 * ppm), False),
                         ((w - 7.5 * ppm, h - 22.5 * ppm), True)):
        cv2.circle(face, (round(centre[0]), round(centre[1])), round(5.2 * ppm), synth.PAPER, -1)
        synth.draw_suit(face, synth.Suit.SPADES, centre, 8.5 * ppm, synth.INK[False], flip)
    return face


def test_a_plain_card_on_felt_is_read() -> None:
    cards = learned_cards()
    assert [r.code for r in read_indices(_on_felt(synth.card_face("Kh")[0], cards), cards)] == [
        "Kh"]


def test_a_red_rank_over_a_black_suit_is_not_read_as_a_card() -> None:
    cards = learned_cards()
    reads = read_indices(_on_felt(_black_suits_on("Kh"), cards), cards)
    assert reads == [], [r.code for r in reads]


def test_the_ink_colour_of_a_rank_tells_red_from_black_however_soft_or_dim() -> None:
    cards = learned_cards()
    for code, red in (("Ks", False), ("Kh", True), ("Tc", False), ("Td", True)):
        for blur, gain in ((0.4, 1.0), (1.2, 1.0), (0.8, 0.55)):
            img = (_on_felt(synth.card_face(code)[0], cards, blur).astype(np.float32) * gain)
            ink = ink_map(img.astype(np.uint8), 0.3 * 63 * 88 * cards.px_per_mm ** 2)
            # the biggest blob on the card's top-left is the rank
            ppm = cards.px_per_mm
            near = [i for i in range(1, len(ink.stats))
                    if np.hypot(*(ink.centroids[i] - (20 + 7.5 * ppm, 20 + 9.5 * ppm))) < 3 * ppm]
            rank = max(near, key=lambda i: ink.stats[i][4])
            hue = ink_hue(ink, rank)
            assert (hue > cards.rank_hue_threshold) == red, (code, blur, gain, hue)


def test_every_learned_rank_wins_its_pairwise_discriminants_on_its_own_template() -> None:
    """On the templates the reader decides by (``CardTemplates.deciding``: cut in the card's
    frame). A 10 whose "1" and "0" a learning image shows apart is learned as each paired
    with the suit, in frames turned 12-18 degrees from the card's; its "1" seen so is no 10
    to the discriminants, learned in the card's frame, nor is it read so (with the 10s that
    OpenCV 5.1 draws, this test checked the index frame and failed on such a template)."""
    cards = learned_cards()
    split = cards.rank_rows * cards.patch_size[0]
    assert cards.rank_pair_weights.shape == (13, 13, split)
    assert cards.min_rank_pair_margin >= 1.0
    for k, code in enumerate(cards.codes):
        rank = RANK_ORDER.index(code[0])
        votes = rank_votes(cards, rank, cards.deciding[k, :split])
        assert votes[rank] == np.inf
        assert float(np.delete(votes, rank).min()) > 0, code


def test_glyphs_merged_by_a_soft_bridge_come_apart_each_with_its_own_size() -> None:
    """A rank beside a neighbour's pip, merged by blur: split darker, each part grown back
    over the blob weighs what it would weigh alone (so it still passes for a rank)."""
    def page(*discs: tuple[int, int, int]) -> np.ndarray:
        img = np.full((120, 200, 3), synth.PAPER, np.uint8)
        for x, y, r in discs:
            cv2.circle(img, (x, y), r, (25, 25, 25), -1, cv2.LINE_AA)
        return img

    def soft(img: np.ndarray) -> np.ndarray:
        return cv2.GaussianBlur(img, (0, 0), 2.0)

    mask = np.full((120, 200), 255, np.uint8)
    a, b = (70, 60, 14), (112, 60, 10)
    alone = [ink_map(soft(page(d)), 0, card_mask=mask).stats[1][4] for d in (a, b)]
    merged = page(a, b)
    cv2.line(merged, (84, 60), (102, 60), (140, 140, 140), 5)  # soft: dark, not deep
    ink = ink_map(soft(merged), 0, card_mask=mask, split_over_px=40)
    assert ink.labelled == 2  # one blob found at the ink threshold: the two merged
    parts = ink.stats[ink.labelled:]
    assert len(parts) == 2
    for area, want in zip(sorted(parts[:, 4]), sorted(alone), strict=True):
        assert abs(area - want) <= 0.2 * want
    centres = sorted(ink.centroids[ink.labelled:, 0])
    assert abs(centres[0] - 70) < 4 and abs(centres[1] - 112) < 4


def _seen(cards: CardTemplates, template: int, rank_part: np.ndarray,
          margin: float) -> IndexSeen:
    rank = int(ranks_of(cards)[template])
    return IndexSeen(0, template, 0.95, margin, 3, np.zeros(4, np.float32), (0.0, 0.0), 1, 2,
                     np.zeros(1, np.float32), rank_part.astype(np.float32), 0.7,
                     rank_votes(cards, rank, rank_part))


def test_when_the_templates_are_not_sure_the_pairwise_discriminants_decide_the_rank() -> None:
    cards = learned_cards()
    split = cards.rank_rows * cards.patch_size[0]
    five = cards.codes.index("5h")
    eight = cards.codes.index("8h")
    part = cards.patches[five, :split]
    # the templates' pick is the 8 by a hair: the discriminants say 5, surely
    assert _sure_rank([_seen(cards, eight, part, 0.001)], cards) == "5"
    # sure templates are taken as they are
    assert _sure_rank([_seen(cards, five, part, 0.05)], cards) == "5"
    # a rank part like no rank (flat noise) is not read at all
    noise = np.random.default_rng(1).standard_normal(split).astype(np.float32)
    noise /= np.linalg.norm(noise) * np.sqrt(2)
    assert _sure_rank([_seen(cards, eight, noise, 0.001)], cards) is None
