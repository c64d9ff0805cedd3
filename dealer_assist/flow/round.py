"""The round state machine: betting → deal → decisions → draws → insurance → dealer opens →
buying the dealer a game → settlement → confirmed (hold'em: pre-flop, flop, river).

Every accepted step is a frozen record (:mod:`dealer_assist.flow.records`, a class per
step); the round is its list of records and :meth:`Round.replay` rebuilds it from them.
Each public step (:mod:`dealer_assist.flow.steps`) either succeeds and appends one record,
or raises a :class:`~dealer_assist.errors.DealerAssistError` and changes nothing;
:mod:`dealer_assist.flow.state` applies the records. :class:`Round` adds what the screen
asks (the cards, the hands, the wagers offered, the side bets declared) and the results.
Cards arrive as :class:`~dealer_assist.events.CardEvent` values from any source and are
placed by the dealing procedure; out-of-place cards raise alerts instead of crashing.
"""

from __future__ import annotations

import time as _time
from collections.abc import Callable, Iterable, Mapping
from decimal import Decimal
from pathlib import Path
from typing import Any

from dealer_assist.cards import DECK, Card, parse_card
from dealer_assist.crosscheck import cross_check
from dealer_assist.flow import dealing as dl
from dealer_assist.flow.dealing import Slot
from dealer_assist.flow.records import AnyRecord
from dealer_assist.flow.state import _RULE_PHASE, Alert, ApprovalNeeded, Listener, PayoutApproval, Phase
from dealer_assist.flow.steps import OutOfTurn, RoundSteps
from dealer_assist.profile import PROFILE_DIR, Profile, load_profile
from dealer_assist.roundfile import build_round_json
from dealer_assist.rules.engine import rules_for
from dealer_assist.rules.game import BoxHand, TableCards, WagerField
from dealer_assist.rules.model import BoxSpec
from dealer_assist.rules.settlement import Line, Settlement

__all__ = ["Alert", "ApprovalNeeded", "BoxHand", "OutOfTurn", "PayoutApproval", "Phase", "Round", "WagerField"]


class Round(RoundSteps):
    """One round at one table. Create it, then feed it wagers, cards and decisions."""

    def __init__(
        self,
        profile: Profile | str,
        table: Mapping[str, Any] | None = None,
        *,
        clock: Callable[[], float] = _time.time,
        approval_threshold: Decimal | None = None,
    ) -> None:
        base = load_profile(profile) if isinstance(profile, str) else profile
        # The round file names a shipped profile by name, a casino's own by its path.
        shipped = Path(base.source).parent == PROFILE_DIR if base.source else True
        self.game = profile if isinstance(profile, str) else (base.name if shipped else base.source)
        self.table_overrides: dict[str, Any] = dict(table or {})
        self.profile = base.with_table(self.table_overrides) if self.table_overrides else base
        self.rules = rules_for(self.profile)
        self._clock = clock
        self.records: list[AnyRecord] = []
        self._listeners: list[Listener] = []
        self.approval_threshold = approval_threshold
        """The table's approval threshold when the round is dealt (the ``deal`` record keeps
        it, so a replayed round asks for the same approvals)."""
        self._reset_state()

    @classmethod
    def replay(
        cls, profile: Profile | str, records: Iterable[AnyRecord], table: Mapping[str, Any] | None = None
    ) -> Round:
        """Rebuild a round from its records (a log, a crash journal, or after a correction)."""
        rnd = cls(profile, table)
        rnd._rebuild(list(records))
        return rnd

    # -- queries for the screen ------------------------------------------------------------------

    def dealer_cards(self) -> tuple[Card | None, ...]:
        n = self.rules.dealer_size
        return tuple(self.cards.get(Slot(dl.DEALER, 0, i)) for i in range(1, n + 1))

    def dealer_up_card(self) -> Card | None:
        """The dealer's face-up card (stud games), once dealt."""
        up = self.rules.dealer_up_card
        return None if up is None else self.cards.get(Slot(dl.DEALER, 0, up))

    def board(self) -> tuple[Card, ...]:
        return tuple(c for i in range(1, 6) if (c := self.cards.get(Slot(dl.BOARD, 0, i))) is not None)

    def box_cards(self, box: int) -> tuple[Card | None, ...]:
        """The box's cards now: as dealt until its decisions change them."""
        state = self.boxes[box]
        if state.cards:
            return state.cards
        n = self.rules.hand_size
        return tuple(self.cards.get(Slot(dl.BOX, box, i)) for i in range(1, n + 1))

    def expected_slot(self) -> Slot | None:
        return self.expected[0] if self.expected else None

    def street(self) -> str | None:
        """The betting street the boxes decide on now (``preflop``, ``flop``, ``river``), in
        a game played street by street; else None."""
        rule_phase = _RULE_PHASE.get(self.phase)
        return rule_phase if rule_phase in self.rules.streets else None

    def insurance_range(self, box: int) -> tuple[Decimal, Decimal] | None:
        if self.phase is not Phase.INSURANCE:
            return None
        return self.rules.insurance_range(self._box(box))

    def open_alerts(self) -> list[Alert]:
        return [a for a in self.alerts if a.open]

    # -- more queries for the screen (what to show; every rule stays here) ------------------------

    def wager_fields(self) -> tuple[WagerField, ...]:
        """The wagers a box may place in this game, with their limits, in the order the
        screen shows them (what :meth:`place_wagers` accepts; docs/rules.md §2, §4-7)."""
        return self.rules.wager_fields()

    def blind_play_multiples(self) -> tuple[int, ...]:
        """Hold'em: the Play multiples a blind box chooses from before the deal. Stud games:
        empty (a blind box's Bet is fixed at 2 x Ante)."""
        return self.rules.blind_play_multiples()

    def hand(self, box: int) -> BoxHand | None:
        """The box's hand now, by category name (and its second hand), once it can be named:
        stud boxes once their cards are all in, hold'em boxes from the flop (a hold'em hand
        with no pair by its high card, :func:`~dealer_assist.hands.shown_hand`)."""
        state = self.boxes.get(box)
        if state is None:
            return None
        return self.rules.box_hand(state, self.board())

    def dealer_hand(self) -> str | None:
        """The dealer's hand (category name) once it is shown: when the dealer opens (stud),
        at settlement (hold'em). After a bought game, the new hand."""
        if not (self.dealer_opened or self.phase in (Phase.SETTLEMENT, Phase.CONFIRMED)):
            return None
        dealt = self.dealer_cards()
        cards = tuple(c for c in dealt if c is not None)
        if len(cards) != len(dealt):
            return None
        return self.rules.dealer_hand(cards, self.board(), self.cards.get(Slot(dl.DEALER_GAME, 0, 1)))

    def side_bets(self, box: int) -> list[Line]:
        """The box's side bets whose result is already declared: Express Bonus, BONUS and
        Seguro on the first five cards right after the deal (on the dealer's hand when the
        dealer opens), Trips once the river is out. The same lines the settlement shows."""
        state = self.boxes.get(box)
        if state is None:
            return []
        opened = tuple(c for c in self.dealer_cards() if c is not None) if self.dealer_opened else ()
        return self.rules.side_bets(state, TableCards(opened, self.board(), None, self.boxes))

    def unreadable_slots(self) -> list[Slot]:
        """Slots holding a card the reader could not read (the croupier enters each)."""
        return [s for s, c in sorted(self.cards.items()) if c is None]

    def slot_of(self, card: Card | str) -> Slot | None:
        """Where a card on the table lies (to correct it), or None."""
        c = parse_card(card) if isinstance(card, str) else card
        for slot, placed in self.cards.items():
            if placed is not None and placed.index == c.index:
                return slot
        return None

    def known_cards(self) -> frozenset[Card]:
        """Every card seen this round: on the table, burned, held or set aside."""
        return frozenset(DECK[i] for i in self._seen)

    def face_up(self, slot: Slot) -> bool:
        """Whether the card in ``slot`` lies face up now, so the screen may show it: the
        dealer's cards other than the stud up card stay face down until the dealer opens
        (hold'em: until the settlement), burns always (see ``RoundState._face_up``)."""
        return self._face_up(slot)

    def visible_cards(self) -> frozenset[Card]:
        """The cards seen this round that the screen may show as taken (the 52-card picker
        dims these): face up on the table, or held / set aside. Never a face-down card, never
        an undealt one."""
        return frozenset(DECK[i] for i, owner in self._seen.items() if self._face_up(owner))

    def zone_cards(self) -> dict[str, list[Card]]:
        """The cards the reader placed, by camera zone (``dealer``, ``board``, ``box1`` ...).

        Only cards lying face up on the layout are listed: a box's cards once the dealer has
        opened (or in hold'em at settlement), the dealer's up card before that, the board."""
        zones: dict[str, list[Card]] = {}
        opened = self.dealer_opened or self.phase in (Phase.SETTLEMENT, Phase.CONFIRMED)
        dealer = [c for c in self.dealer_cards() if c is not None]
        up = self.dealer_up_card()
        zones["dealer"] = dealer if opened else ([up] if up is not None else [])
        if self.rules.board_size:
            zones["board"] = list(self.board())
        if opened:
            for n, b in self.boxes.items():
                if not b.folded:
                    zones[f"box{n}"] = [c for c in self.box_cards(n) if c is not None]
        return zones

    def check_camera(
        self, seen: Iterable[tuple[str | None, Card, float]], *, min_confidence: float = 0.0
    ) -> list[AnyRecord]:
        """Cross-check the camera's stable cards against the cards read (issue 7): every
        disagreement not reported yet becomes a blocking alert, and the round cannot settle
        until the croupier resolves it (correcting the card, or confirming the reader).
        Zones the camera sees no card in are not compared (face down, hands in the way)."""
        seen = [(z, c, conf) for z, c, conf in seen if z is not None]
        looked = {z for z, _, _ in seen}
        reader = {z: cards for z, cards in self.zone_cards().items() if z in looked}
        found = cross_check(reader, seen, zones=reader.keys(), min_confidence=min_confidence)
        reported = {a.message for a in self.alerts if a.kind == "camera_mismatch"}
        out = []
        for d in found:
            message = f"camera check {d}: look at the cards on the layout"
            if message not in reported:
                out.append(self.report("camera_mismatch", message, blocking=True))
        return out

    # -- results ----------------------------------------------------------------------------------

    def settlement(self) -> Settlement:
        """The settlement shown before the chips move (and logged on confirmation)."""
        return self._settle()

    def round_file(self, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The round file of docs/round-file.md (``dealer-assist settle`` gives the same settlement)."""
        from dealer_assist.rules.model import DealerSpec

        dealer = tuple(c for c in self.dealer_cards() if c is not None)
        boxes = []
        for n in sorted(self.boxes):
            b = self.boxes[n]
            dealt = b.dealt or tuple(c for c in self.box_cards(n) if c is not None)
            boxes.append(BoxSpec(n, b.wagers, dealt, b.actions, b.blind_box, b.player))
        burns = tuple(c for s, c in sorted(self.cards.items()) if s.kind == dl.BURN and c is not None)
        bought = self.cards.get(Slot(dl.DEALER_GAME, 0, 1))
        return build_round_json(
            self.game, self.table_overrides, DealerSpec(dealer, bought), boxes, self.board(), burns, meta
        )

    def records_json(self) -> list[dict[str, Any]]:
        return [r.to_json() for r in self.records]

    def describe_expected(self) -> str:
        slot = self.expected_slot()
        return f"waiting for {slot}" if slot else ""

    def __repr__(self) -> str:
        return f"Round({self.game}, {self.phase.value}, {len(self.records)} records)"
