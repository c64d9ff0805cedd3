"""Helpers for round-flow tests: profiles with another dealing procedure, card feeding."""

from __future__ import annotations

import pathlib
import re

from dealer_assist.cards import DECK, Card
from dealer_assist.events import CardEvent
from dealer_assist.flow import Phase, Round
from dealer_assist.profile import PROFILE_DIR


def profile_variant(tmp_path: pathlib.Path, game: str, **dealing: object) -> str:
    """A copy of a shipped profile with some [dealing] or [options] keys changed; its path."""
    text = (PROFILE_DIR / f"{game}.toml").read_text()
    for key, value in dealing.items():
        rendered = (
            str(value).lower() if isinstance(value, bool) else f'"{value}"' if isinstance(value, str) else str(value)
        )
        pattern = rf"(?m)^{key}\s*=.*$"
        if re.search(pattern, text):
            text = re.sub(pattern, f"{key} = {rendered}", text)
        else:
            text = text.replace("[options]\n", f"[options]\n{key} = {rendered}\n", 1)
    path = tmp_path / f"{game}-variant.toml"
    path.write_text(text)
    return str(path)


def feed_all(rnd: Round, cards: list[Card], phase: Phase) -> None:
    """Feed cards while the round stays in ``phase``."""
    while rnd.phase is phase:
        rnd.feed(CardEvent(cards.pop(0), "test"))


def deck_in_order() -> list[Card]:
    return list(DECK)
