"""Issue 22, exact analysis at interactive speed: the fast paths give the very integers
the previous ones gave (on reduced problems a test can afford), the suit classes they
rest on are the known ones, and the progress bar says how long is left."""

from __future__ import annotations

import io
import json
import tomllib
from fractions import Fraction
from math import comb
from pathlib import Path

import numpy as np
import pytest

from dealer_assist import evaluator as ev
from dealer_assist.analysis import caribbean, holdem, uth_boards
from dealer_assist.analysis.combinatorics import all_hands
from dealer_assist.analysis.progress import Progress
from dealer_assist.profile import PROFILE_DIR, load_profile, parse_profile

RESULTS = Path(holdem.__file__).resolve().parent / "results"


@pytest.mark.parametrize("k, known", [(3, 1_755), (4, 16_432), (5, 134_459)])
def test_suit_classes_of_boards_are_the_known_numbers_and_cover_every_board(k: int, known: int) -> None:
    table = uth_boards.class_table(k)
    assert len(table.keys) == known
    assert int(table.weights.sum()) == comb(52, k)


def test_a_board_relabelled_by_its_permutation_is_its_class_representative() -> None:
    boards = all_hands(52, 5)[::9973].astype(np.int64)
    key, perm = uth_boards.canonical(boards)
    moved = np.sort((boards // 4) * 4 + np.take_along_axis(perm, boards % 4, axis=1), axis=1)
    table = uth_boards.class_table(5)
    assert np.array_equal(moved, table.cards[table.find(key)])


def _custom_blind() -> holdem.BlindTable:
    # A casino's own Blind table: trips pay, odd ratios (a common denominator of 6).
    data = tomllib.loads((PROFILE_DIR / "uth.toml").read_text())
    data["pay_tables"]["blind"].update({"TRIPS": "1:2", "FLUSH": "5:3", "STRAIGHT": "4:3"})
    return holdem.BlindTable.of(parse_profile(data, "uth (test table)"))


@pytest.mark.parametrize("custom", [False, True])
def test_uth_board_classes_give_the_per_flop_totals_to_every_count(custom: bool) -> None:
    """The first two flop classes (every turn, river, holding and dealer holding of
    them): the board-class path's totals equal the per-flop path's, integer for integer."""
    blind = _custom_blind() if custom else holdem.BlindTable.of(load_profile("uth"))
    fast = holdem.compute_totals(blind, limit=2, workers=1)
    old = holdem.reference_compute_totals(blind, limit=2, workers=1)
    for name in holdem.Totals.__dataclass_fields__:
        assert np.array_equal(getattr(fast, name), getattr(old, name)), name
    assert fast.counts_bet.sum() > 0 and fast.counts_river.sum() > 0 and fast.folds.sum() > 0


def test_uth_committed_result_is_the_exact_2_1850_percent() -> None:
    r = json.loads((RESULTS / "uth-main-optimal.json").read_text())
    assert r["house_edge_per_ante_exact"] == "50643648973/2317817502000"
    assert f"{100 * float(Fraction(r['house_edge_per_ante_exact'])):.4f}" == "2.1850"


def test_caribbean_committed_result_is_the_exact_5_2243_percent() -> None:
    r = json.loads((RESULTS / "caribbean-main-optimal.json").read_text())
    assert f"{100 * float(Fraction(r['house_edge_per_ante_exact'])):.4f}" == "5.2243"


def test_caribbean_suit_classes_from_masks_are_the_classes_of_the_six_relabellings() -> None:
    new = caribbean._spade_classes()
    old = caribbean._spade_classes_by_image()
    _, a = np.unique(new, return_inverse=True)
    _, b = np.unique(old, return_inverse=True)
    pairs = np.unique(a.astype(np.int64) * (1 << 32) + b)
    assert len(pairs) == a.max() + 1 == b.max() + 1  # one old class per new class and back


def test_caribbean_fast_count_equals_the_previous_count_for_an_up_card() -> None:
    fast = np.stack(caribbean._count_up_card(0), axis=1)
    old = np.stack(caribbean.reference_count_up_card(0), axis=1)
    # The classes come in another order; as sets of rows (value, weight, counts) they agree.
    assert np.array_equal(fast[np.lexsort(fast.T[::-1])], old[np.lexsort(old.T[::-1])])


def test_progress_bar_shows_the_share_done_and_the_time_left() -> None:
    out = io.StringIO()
    with Progress("exact", total=10.0, stream=out, force=True) as bar:
        bar.start -= 4.0  # as if 4 s had passed
        bar.advance(2.5)
    text = out.getvalue()
    assert " 25.0%" in text and "~12 s left" in text  # 4 s for a quarter: 12 s more


def test_river_ordinals_by_rank_pairs_equal_the_evaluator_on_every_kind_of_board() -> None:
    """Boards with four of a rank, three of a suit, a full house, a straight flush draw:
    every holding's value equals the evaluator's seven-card value."""
    from dealer_assist.batch import rank_batch

    table = uth_boards.class_table(5)
    heaviest = np.argsort(-np.array(ev._RANK_KEYS)[table.cards // 4].sum(axis=1))[:300]  # aces and kings paired
    boards = np.concatenate([table.cards[heaviest], table.cards[:300], table.cards[::211]])
    on = np.zeros((len(boards), 52), dtype=bool)
    on[np.arange(len(boards))[:, None], boards] = True
    rest = np.nonzero(~on)[1].reshape(len(boards), 47)
    pi, pj, _ = uth_boards._pair_index(47)
    rows = np.concatenate(
        [np.repeat(boards, len(pi), axis=0), rest[:, pi].reshape(-1, 1), rest[:, pj].reshape(-1, 1)], axis=1
    )
    want = uth_boards._ordinal_table()[rank_batch(rows)].reshape(len(boards), len(pi))
    assert np.array_equal(uth_boards._holding_ordinals(boards, rest), want)


def test_caribbean_class_table_without_a_sort_has_the_sizes_of_the_key_classes() -> None:
    spades, first, weight = caribbean._spade_class_table()
    keys = caribbean._spade_classes()
    distinct, sizes = np.unique(keys, return_counts=True)
    assert len(first) == len(distinct) and int(weight.sum()) == comb(52, 5)
    # Each representative's class (by key) has the size the table gives it.
    assert np.array_equal(np.sort(keys[first]), distinct)
    assert np.array_equal(weight[np.argsort(keys[first])], sizes)
    assert np.array_equal(spades, keys[first] >> 39)


def test_caribbean_merged_rows_give_the_same_figures_as_every_class() -> None:
    """Rows of equal value and counts merged (weights added): every strategy's outcome
    counts are the same integers."""
    part = caribbean._count_up_card(12)
    merged = caribbean._merge_rows(part)
    assert len(merged[0]) < len(part[0]) / 5
    profile = load_profile("caribbean")
    for strategy in caribbean.STRATEGIES:
        a = caribbean.analyse(profile, caribbean.Counts(*part), strategy)
        b = caribbean.analyse(profile, caribbean.Counts(*merged), strategy)
        assert a.outcomes == b.outcomes and a.wagered == b.wagered


def test_trips_and_seguro_as_now_equal_their_committed_exact_figures() -> None:
    """The side bets computed now (on the evaluator's tables and the five-card ordinals,
    now built without a sort) give the committed results' exact house edges and counts."""
    from dealer_assist.analysis import run, side_bets

    for result, name in (
        (side_bets.trips(load_profile("uth")), "uth-trips.json"),
        (run.seguro(load_profile("caribbean")), "caribbean-seguro.json"),
    ):
        want = json.loads((RESULTS / name).read_text())
        assert str(result.house_edge) == want["house_edge_per_ante_exact"]
        assert {str(k): v for k, v in sorted(result.outcomes.items())} == want["outcomes"]
    assert str(side_bets.trips(load_profile("uth")).house_edge) == "9423227/66892280"


@pytest.mark.parametrize("u", [0, 29, 51])
def test_caribbean_three_card_groups_built_directly_equal_the_sorted_keys(u: int) -> None:
    _, keys = caribbean._group_tables(u)
    assert np.array_equal(caribbean._three_card_groups(u)[:, :48], (keys & 8191).reshape(-1, 48))
