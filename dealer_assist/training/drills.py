"""Drills for trainees, dealt by the simulated shoe and answered by the rules engine.

Every drill is a real round: the simulated shoe deals, :class:`TrainingStrategy` players
decide, and the round runs through :class:`~dealer_assist.flow.Round` exactly as at the
table. The question is about that round and the expected answer is read from the engine —
the settlement (``pay``, ``cap``, ``second_hand``, ``no_game``) or the insurance limits the
round offers (``insurance``) — never worked out here.

>>> drill = DrillFactory("novo", level=1, seed=3).make("pay")
>>> drill.expected == drill.settlement.box(drill.box).net
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from decimal import Decimal
from typing import Any

from dealer_assist import messages
from dealer_assist.errors import DealerAssistError
from dealer_assist.flow import Phase, Round
from dealer_assist.messages import msg
from dealer_assist.money import fmt
from dealer_assist.profile import load_profile
from dealer_assist.rules.settlement import MAIN_WAGERS, BoxSettlement, Settlement
from dealer_assist.shoe import Shoe
from dealer_assist.simulation import simulate_round
from dealer_assist.training.levels import Level, TrainingStrategy, level, table_for
from dealer_assist.training.scene import Scene, scene_of
from dealer_assist.training.worked import InsuranceWork, insurance_work, rules_of_box

PAY, SECOND_HAND, INSURANCE, CAP, NO_GAME = "pay", "second_hand", "insurance", "cap", "no_game"
KINDS = (PAY, SECOND_HAND, INSURANCE, CAP, NO_GAME)
KIND_TITLES = {
    PAY: "Pay this box",
    SECOND_HAND: "Which second hand?",
    INSURANCE: "How much insurance may this player take?",
    CAP: "What does the table maximum cap this to?",
    NO_GAME: "Which boxes get paid when the dealer doesn't qualify?",
}

Answer = Decimal | tuple[Decimal, Decimal] | str | frozenset[int]
"""``pay``, ``cap``: the box's net (positive: pay; negative: collect). ``insurance``:
(minimum, maximum). ``second_hand``: a category name or ``NONE``. ``no_game``: box numbers."""

MAX_ROUNDS = 400
"""Rounds dealt at most to find one drill (a few are enough; this bounds a bug)."""
STRICT_ROUNDS = 60
"""Rounds dealt for a drill that has everything wished for (a rule focus mode wants, a
second hand other than Ace-King...); after that, any drill of the kind will do."""


class DrillError(DealerAssistError):
    """A drill that cannot be dealt (a kind the game does not have, or no luck)."""


@dataclass(frozen=True)
class Drill:
    """One question, the table it is asked at, and the engine's answer."""

    kind: str
    game: str
    level: int
    seed: int
    box: int | None
    """The box asked about (None: a question about every box)."""
    rules: tuple[str, ...]
    """The rules the question involves (see :data:`~dealer_assist.training.worked.RULES`)."""
    scene: Scene
    expected: Answer
    round_file: dict[str, Any]
    """The round as it stands at the question (the round file, docs/round-file.md)."""
    settlement: Settlement | None = None
    """The engine's settlement of the whole round (None for insurance: not settled yet)."""
    insurance: InsuranceWork | None = None
    table: Mapping[str, Any] = field(default_factory=dict)

    @property
    def question(self) -> str:
        where = f"box {self.box}: " if self.box is not None else ""
        return f"{where}{KIND_TITLES[self.kind]}"

    @property
    def worked_boxes(self) -> tuple[BoxSettlement, ...]:
        """The settlement lines that are the worked answer."""
        if self.settlement is None:
            return ()
        if self.box is None:
            return self.settlement.boxes
        return (self.settlement.box(self.box),)


def kinds_for(game: str) -> tuple[str, ...]:
    """The drills a game has: second hands and insurance only where the profile has them."""
    o = load_profile(game).options
    out = [PAY]
    if o.second_hand:
        out.append(SECOND_HAND)
    if o.insurance:
        out.append(INSURANCE)
    out += [CAP, NO_GAME]
    return tuple(out)


def paid_on_main_game(b: BoxSettlement) -> bool:
    """The box is paid something on its main game (Ante, Bet/Play, Blind, second hand,
    insurance, instant payout): the boxes a ``no_game`` drill asks for."""
    return any(ln.wager in MAIN_WAGERS and ln.net > 0 for ln in b.lines)


Picker = Callable[[Round, Settlement | None, random.Random], "Drill | None"]


class DrillFactory:
    """Deals drills of one game at one level; ``seed`` makes the sequence reproducible."""

    def __init__(self, game: str = "novo", level: int = 1, seed: int | None = None) -> None:
        self.game = game
        self.profile = load_profile(game)
        self.level: Level = _level(level)
        self.kinds = kinds_for(game)
        self.rng = random.Random(seed)

    def next(self, kind: str | None = None, *, want_rule: str | None = None) -> Drill:
        """The next drill: of ``kind`` (else any the game has), preferring one that involves
        ``want_rule`` (focus mode)."""
        chosen = kind or self.rng.choice(self.kinds)
        return self.make(chosen, self.rng.randrange(2**31), want_rule=want_rule)

    def make(self, kind: str, seed: int = 0, *, want_rule: str | None = None) -> Drill:
        """The drill of ``kind`` for ``seed`` (the same seed deals the same drill)."""
        if kind not in KINDS:
            raise DrillError(f"unknown drill {kind!r}: choose from {', '.join(KINDS)}")
        if kind not in self.kinds:
            game = messages.game(self.game, self.profile.title)
            raise DrillError(msg("training.no_drill", game=game, drill=msg(f"training.drill.{kind}")))
        rng = random.Random(f"{self.game}/{self.level.number}/{kind}/{seed}")
        lvl = self.level
        # Two in three second-hand drills show a box that has one (most boxes have none);
        # with six cards, half of those a second hand other than Ace-King.
        want_second = rng.random() < 0.65
        want_rich = want_second and lvl.number >= 2 and rng.random() < 0.5
        fallback: Drill | None = None
        for attempt in range(MAX_ROUNDS):
            # Late attempts relax the wishes (a rule wanted by focus mode, a harder box).
            strict = attempt < STRICT_ROUNDS
            drill = self._attempt(kind, seed, lvl, rng, strict, strict and want_second, strict and want_rich)
            if drill is None:
                continue
            if want_rule is None or want_rule in drill.rules:
                return drill
            fallback = fallback or drill
            if attempt >= 40:
                return fallback
        if fallback is not None:
            return fallback
        raise DrillError(f"no {kind} drill found in {MAX_ROUNDS} rounds of {self.profile.title}")

    # -- one dealt round -----------------------------------------------------------------

    def _attempt(
        self,
        kind: str,
        seed: int,
        lvl: Level,
        rng: random.Random,
        strict: bool,
        want_second: bool = False,
        want_rich: bool = False,
    ) -> Drill | None:
        single = kind in (PAY, SECOND_HAND, INSURANCE, CAP)
        boxes = 7 if single else rng.randint(*lvl.boxes)
        table = table_for(lvl, rng, tight=True if kind == CAP else None)
        strategy = TrainingStrategy(lvl, rng.getrandbits(32))
        shoe = Shoe(rng.getrandbits(32))
        snapshot: dict[str, Any] = {}

        def watch(rnd: Round) -> None:
            def listener(_rnd: object, _record: object) -> None:
                if rnd.phase is Phase.INSURANCE and "ranges" not in snapshot:
                    snapshot["ranges"] = {n: rnd.insurance_range(n) for n in rnd.boxes}
                    snapshot["scene"] = scene_of(rnd, dealer_open=False)
                    snapshot["round_file"] = rnd.round_file()
                    snapshot["states"] = dict(rnd.boxes)

            rnd.subscribe(listener)

        rnd = simulate_round(
            self.game,
            boxes,
            shoe,
            strategy,
            table=table,
            blind_rate=lvl.blind_rate,
            on_round=watch if kind == INSURANCE else None,
        )
        common = {"game": self.game, "level": lvl.number, "seed": seed, "table": table}
        if kind == INSURANCE:
            return self._insurance(rnd, snapshot, rng, strict, common)
        settlement = rnd.settlement()
        if kind == NO_GAME:
            return self._no_game(rnd, settlement, common)
        return self._single(kind, rnd, settlement, rng, strict, (want_second, want_rich), common)

    def _single(
        self,
        kind: str,
        rnd: Round,
        s: Settlement,
        rng: random.Random,
        strict: bool,
        wants: tuple[bool, bool],
        common: dict[str, Any],
    ) -> Drill | None:
        lvl = self.level
        weighted: list[tuple[float, BoxSettlement]] = []
        for b in s.boxes:
            rules = rules_of_box(b, s.dealer)
            if kind == PAY:
                weight = 0.25 if b.status == "folded" else 1.0
                if lvl.number >= 2:
                    weight *= 1 + len(rules)
            elif kind == SECOND_HAND:
                if b.status != "played":
                    continue
                six = len(b.cards) == 6
                if six != (lvl.number >= 2):  # level 1: five cards; from level 2: six
                    continue
                weight = 1.0
            else:  # CAP
                if not b.capped:
                    continue
                if lvl.number == 1 and "side_bet_max" in rules:
                    continue
                weight = 1.0 + len(rules) if lvl.number >= 2 else 1.0
            weighted.append((weight, b))
        if not weighted:
            return None
        if kind == SECOND_HAND and wants[0]:
            weighted = [(w, b) for w, b in weighted if b.second_hand and (not wants[1] or b.second_hand != "ACE_KING")]
            if not weighted:
                return None
        b = rng.choices([b for _, b in weighted], [w for w, _ in weighted])[0]
        expected: Answer = (b.second_hand or "NONE") if kind == SECOND_HAND else b.net
        return Drill(
            kind=kind,
            box=b.box,
            rules=tuple(sorted(rules_of_box(b, s.dealer))),
            scene=scene_of(rnd, [b.box]),
            expected=expected,
            round_file=rnd.round_file(),
            settlement=s,
            **common,
        )

    def _no_game(self, rnd: Round, s: Settlement, common: dict[str, Any]) -> Drill | None:
        if s.dealer.qualifies or not any(b.status == "played" for b in s.boxes):
            return None
        rules: set[str] = set()
        for b in s.boxes:
            rules |= rules_of_box(b, s.dealer)
        return Drill(
            kind=NO_GAME,
            box=None,
            rules=tuple(sorted(rules)),
            scene=scene_of(rnd),
            expected=frozenset(b.box for b in s.boxes if paid_on_main_game(b)),
            round_file=rnd.round_file(),
            settlement=s,
            **common,
        )

    def _insurance(
        self, rnd: Round, snap: dict[str, Any], rng: random.Random, strict: bool, common: dict[str, Any]
    ) -> Drill | None:
        ranges: dict[int, tuple[Decimal, Decimal] | None] = snap.get("ranges", {})
        candidates = [n for n, r in ranges.items() if r is not None]
        if not candidates:
            return None
        rules = rnd.rules
        works = {n: insurance_work(rules, snap["states"][n]) for n in candidates}
        lvl = self.level
        if strict and lvl.number >= 2:
            # Level 2: second hands in the possible win; level 3: the table maximum limits it.
            if lvl.tight_table:
                wanted = [n for n in candidates if (w := works[n]) is not None and w.table_limits]
            else:
                wanted = [n for n in candidates if (w := works[n]) is not None and w.second is not None]
            if wanted:
                candidates = wanted
            elif rng.random() < 0.7:
                return None
        n = rng.choice(candidates)
        work = works[n]
        tags = {"insurance"}
        if work is not None and work.second is not None:
            tags.add("second_hand")
        if work is not None and work.table_limits:
            tags.add("insurance_limit_table")
        if len(snap["states"][n].cards) == 6:
            tags.add("six_cards")
        scene: Scene = snap["scene"]
        limits = ranges[n]
        assert limits is not None
        return Drill(
            kind=INSURANCE,
            box=n,
            rules=tuple(sorted(tags)),
            scene=replace(scene, boxes=(scene.box(n),)),
            expected=limits,
            round_file=snap["round_file"],
            insurance=work,
            **common,
        )


def _level(number: int) -> Level:
    return level(number)


def pay_drill(rnd: Round, box: int, *, level: int = 0, seed: int = 0) -> Drill:
    """ "Pay this box" for a box of a settled round dealt elsewhere (the simulated table,
    where the trainee deals): the answer is the round's own settlement."""
    if rnd.phase not in (Phase.SETTLEMENT, Phase.CONFIRMED):
        raise DrillError(f"the round is not settled yet ({rnd.phase.value})")
    s = rnd.settlement()
    b = s.box(box)
    return Drill(
        kind=PAY,
        game=rnd.profile.name,
        level=level,
        seed=seed,
        box=box,
        rules=tuple(sorted(rules_of_box(b, s.dealer))),
        scene=scene_of(rnd, [box]),
        expected=b.net,
        round_file=rnd.round_file(),
        settlement=s,
        table=dict(rnd.table_overrides),
    )


# -- answers -------------------------------------------------------------------------------------


def answer_text(value: Answer | None) -> str:
    """An answer as text, for the log and the export: ``-30``, ``10..80``, ``ACE_KING``,
    ``1,3`` (boxes), ``none`` (no box), empty when no answer was given."""
    if value is None:
        return ""
    if isinstance(value, Decimal):
        return fmt(value)
    if isinstance(value, tuple):
        return f"{fmt(value[0])}..{fmt(value[1])}"
    if isinstance(value, frozenset):
        return ",".join(str(n) for n in sorted(value)) or "none"
    return value


def parse_answer(kind: str, text: str) -> Answer | None:
    """An answer back from :func:`answer_text` (the log keeps answers as text)."""
    if not text:
        return None
    if kind in (PAY, CAP):
        return Decimal(text)
    if kind == INSURANCE:
        low, _, high = text.partition("..")
        return Decimal(low), Decimal(high)
    if kind == NO_GAME:
        return frozenset() if text == "none" else frozenset(int(n) for n in text.split(","))
    return text


@dataclass(frozen=True)
class Graded:
    """A trainee's answer to a drill, marked."""

    drill: Drill
    given: Answer | None
    correct: bool
    seconds: float


def grade(drill: Drill, given: Answer | None, seconds: float) -> Graded:
    """Right when the answer is the engine's; ``None`` (no answer, time ran out) is wrong."""
    correct = given is not None and _same(drill.expected, given)
    return Graded(drill, given, correct, max(0.0, seconds))


def _same(expected: Answer, given: Answer) -> bool:
    if isinstance(expected, Decimal):
        return isinstance(given, Decimal) and given == expected
    if isinstance(expected, tuple):
        return isinstance(given, tuple) and len(given) == 2 and tuple(given) == expected
    if isinstance(expected, frozenset):
        return isinstance(given, (frozenset, set)) and frozenset(given) == expected
    return isinstance(given, str) and given.upper() == expected
