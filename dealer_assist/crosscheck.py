"""Cross-check the card reader against the camera, zone by zone.

The reader says which cards went to each zone (``dealer``, ``board``, ``box1`` ...); the
camera says which cards it sees lying in each zone. Every zone where the two do not
agree is a :class:`Disagreement` the croupier must resolve before the round settles:

- ``missing``: the reader dealt cards the camera does not see there (covered, face down,
  or not where they should be);
- ``extra``: the camera sees cards there the reader did not deal there;
- ``mismatch``: both, i.e. the camera reads a different card than the reader (a misread
  by one or the other, or a card swapped).

>>> from dealer_assist.cards import parse_cards
>>> reader = {"box1": list(parse_cards("As Kd")), "box2": list(parse_cards("7h 7c"))}
>>> camera = [("box1", parse_cards("As")[0], 0.98), ("box1", parse_cards("Kd")[0], 0.97),
...           ("box2", parse_cards("7h")[0], 0.99), ("box2", parse_cards("7s")[0], 0.95)]
>>> [str(d) for d in cross_check(reader, camera)]
['box2: reader 7c, camera 7s (mismatch)']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from dealer_assist.cards import Card, format_cards

Kind = Literal["missing", "extra", "mismatch"]


@dataclass(frozen=True, slots=True)
class Disagreement:
    """One zone where reader and camera differ; the cards are only those in dispute."""

    zone: str
    reader: tuple[Card, ...]  # dealt there by the reader, not seen there by the camera
    camera: tuple[Card, ...]  # seen there by the camera, not dealt there by the reader
    kind: Kind

    def __str__(self) -> str:
        r = format_cards(self.reader) or "-"
        c = format_cards(self.camera) or "-"
        return f"{self.zone}: reader {r}, camera {c} ({self.kind})"


def zone_order(name: str) -> tuple[int, int, str]:
    """dealer, board, box1, box2 ... box10, then anything else by name."""
    if name == "dealer":
        return (0, 0, name)
    if name == "board":
        return (1, 0, name)
    if name.startswith("box") and name[3:].isdigit():
        return (2, int(name[3:]), name)
    return (3, 0, name)


def cross_check(
    reader: Mapping[str, Sequence[Card]],
    camera: Iterable[tuple[str | None, Card, float]],
    *,
    zones: Iterable[str] | None = None,
    min_confidence: float = 0.0,
) -> list[Disagreement]:
    """Every zone where the reader's cards and the camera's stable detections differ.

    ``reader`` maps a zone to the cards the reader assigned to it; ``camera`` lists
    ``(zone, card, confidence)`` of the camera's stable detections (a detection outside
    every zone, zone None, is ignored). ``zones`` limits the check (say, to the zones
    whose cards lie face up now); by default every zone either side names. Camera
    detections below ``min_confidence`` count as not seen. Cards are compared as
    multisets, so a multi-deck shoe's two equal cards are two cards. The result is in
    table order (dealer, board, box1 ...), empty when the two agree.
    """
    seen: dict[str, Counter[Card]] = {}
    for zone, card, confidence in camera:
        if zone is None or confidence < min_confidence:
            continue
        seen.setdefault(zone, Counter())[card] += 1
    dealt = {zone: Counter(cards) for zone, cards in reader.items()}
    names = set(zones) if zones is not None else set(dealt) | set(seen)
    out = []
    for zone in sorted(names, key=zone_order):
        r = dealt.get(zone, Counter())
        c = seen.get(zone, Counter())
        only_reader = tuple(sorted((r - c).elements(), key=lambda k: k.index))
        only_camera = tuple(sorted((c - r).elements(), key=lambda k: k.index))
        if not only_reader and not only_camera:
            continue
        kind: Kind = ("mismatch" if only_reader and only_camera
                      else "missing" if only_reader else "extra")
        out.append(Disagreement(zone, only_reader, only_camera, kind))
    return out
