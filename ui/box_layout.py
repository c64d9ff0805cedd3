"""Where each box panel goes on the table screen: the boxes share the screen by what they need.

A box with wagers after the deal needs room for its cards and its decision buttons; a box
without wagers only says so, in a narrow panel. On a short screen (1280x800, 1366x768) the
dealer takes a place among the boxes, so the boxes get the height their cards and buttons
need. The rows keep table order (box 1 first) and are chosen so that the smallest card of a
box with wagers is as large as it can be.

Plain arithmetic, no Qt: :func:`arrange` is tested on its own and the table screen places
its panels with the rectangles it returns.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

GAP = 6
COMPACT_ROW = 110  # a row of boxes without wagers: the number and "No wagers"
CARD_RATIO = 0.7  # a card's width over its height
CARD_GAP = 6
COMPACT_ROW = 110  # a row of boxes without wagers: the number and "No wagers"
PANEL_SIDES = 24  # a box panel's margins and border, left and right together


@dataclass(frozen=True)
class Item:
    """A panel to place: a box (``key`` = its number) or the dealer (``key`` = 0)."""

    key: int
    full: bool
    """Needs room for cards and buttons (False: a box without wagers, a narrow panel)."""


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    width: int
    height: int


@dataclass(frozen=True)
class Needs:
    """What a full panel needs besides its cards, and how small an empty one may be."""

    min_width: int
    """Narrowest full panel (its widest decision button with its whole text)."""
    compact_width: int
    """Width of a box without wagers."""
    cards: int = 5
    """Cards a full box shows (the hand size)."""
    max_card: int = 170


Overhead = Callable[[int], int]
"""The height a full panel ``width`` px wide needs besides its cards (title, stakes, hand,
buttons in as many rows as the width asks, margins)."""


def fixed(height: int) -> Overhead:
    """An overhead that does not depend on the width."""
    return lambda _width: height


def card_height(width: int, height: int, needs: Needs, overhead: Overhead) -> int:
    """The card height a full panel of ``width`` x ``height`` can show (one or two rows of
    cards, as :class:`ui.panels.CardRow` does)."""
    room_w = width - PANEL_SIDES
    room_h = height - overhead(width)
    best = 0
    for rows in (1, 2) if needs.cards > 2 else (1,):  # as CardRow: two rows only past two cards
        per_row = -(-needs.cards // rows)
        by_width = (room_w - CARD_GAP * (per_row - 1)) / per_row / CARD_RATIO
        by_height = (room_h - CARD_GAP * (rows - 1)) / rows
        best = max(best, int(min(needs.max_card, by_width, by_height)))
    return best


def _splits(n: int, rows: int) -> list[tuple[int, ...]]:
    """Every way to cut ``n`` items in order into ``rows`` non-empty rows (the row lengths)."""
    out = []
    for cuts in itertools.combinations(range(1, n), rows - 1):
        bounds = (0, *cuts, n)
        out.append(tuple(bounds[i + 1] - bounds[i] for i in range(rows)))
    return out


def arrange(
    items: list[Item], width: int, height: int, needs: Needs, overhead: Overhead, *, max_rows: int = 3
) -> dict[int, Rect]:
    """The rectangle of every item inside a ``width`` x ``height`` area.

    Rows in table order; within a row the narrow (empty) panels get ``compact_width`` and
    the full ones share the rest equally; a row of empty panels only is low, the other rows
    share the height equally. Of all the ways
    to cut the items into 1 to ``max_rows`` rows, the one whose smallest card is largest
    wins (then the one with fewer rows, then the more even one).
    """
    if not items:
        return {}
    best: tuple[tuple[int, int, int], list[list[Item]]] | None = None
    for rows in range(1, min(max_rows, len(items)) + 1):
        for lengths in _splits(len(items), rows):
            cut: list[list[Item]] = []
            start = 0
            for length in lengths:
                cut.append(items[start : start + length])
                start += length
            heights = _row_heights(cut, height)
            smallest = 10**6
            for row, row_h in zip(cut, heights, strict=True):
                full = [i for i in row if i.full]
                if not full:
                    continue
                rest = width - GAP * (len(row) - 1) - needs.compact_width * (len(row) - len(full))
                each = rest // len(full)
                if each < needs.min_width:
                    smallest = min(smallest, -1000 + each)  # buttons would not fit: worst
                smallest = min(smallest, card_height(each, row_h, needs, overhead))
            spread = max(len(r) for r in cut) - min(len(r) for r in cut)
            score = (smallest, -rows, -spread)
            if best is None or score > best[0]:
                best = (score, cut)
    assert best is not None
    cut = best[1]
    out: dict[int, Rect] = {}
    y = 0
    for row, row_h in zip(cut, _row_heights(cut, height), strict=True):
        full = [i for i in row if i.full]
        compact = len(row) - len(full)
        if full:
            rest = width - GAP * (len(row) - 1) - needs.compact_width * compact
            each, spare = divmod(rest, len(full))
            narrow = needs.compact_width
        else:  # a row of empty boxes only: they share it
            each, spare = 0, 0
            narrow = (width - GAP * (len(row) - 1)) // len(row)
        x = 0
        for i in row:
            w = each + (1 if spare > 0 and i.full else 0) if i.full else narrow
            if i.full and spare > 0:
                spare -= 1
            out[i.key] = Rect(x, y, w, row_h)
            x += w + GAP
        y += row_h + GAP
    return out


def _row_heights(cut: list[list[Item]], height: int) -> list[int]:
    """A row of empty boxes only is COMPACT_ROW tall; the other rows share the rest."""
    rows = len(cut)
    room = height - GAP * (rows - 1)
    empty = [not any(i.full for i in row) for row in cut]
    if all(empty) or not any(empty):
        return [room // rows] * rows
    compact = min(COMPACT_ROW, room // rows)
    share = (room - compact * sum(empty)) // (rows - sum(empty))
    return [compact if e else share for e in empty]
