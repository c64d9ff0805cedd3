"""A settlement as a plain-text table that a pit boss can check by hand."""

from __future__ import annotations

from dealer_assist.evaluator import HandCategory
from dealer_assist.money import fmt
from dealer_assist.rules.settlement import BoxSettlement, Settlement


def _hand_label(name: str | None) -> str:
    if not name:
        return "-"
    try:
        return HandCategory[name].label
    except KeyError:
        return name.replace("_", " ").title()


def _box(b: BoxSettlement) -> list[str]:
    cards = " ".join(c.code for c in b.cards)
    head = f"Box {b.box}{' (blind box)' if b.blind_box else ''}: {cards}  {_hand_label(b.hand)}"
    if b.second_hand:
        head += f" + second hand {_hand_label(b.second_hand)}"
        if b.second_hand_cards:
            head += f" ({' '.join(c.code for c in b.second_hand_cards)})"
    out = [head]
    out.append(f"  {'wager':<24}{'stake':>9}  {'outcome':<8}{'ratio':>8}{'net':>10}  note")
    for line in b.lines:
        stake = fmt(line.stake) if line.stake is not None else ""
        ratio = str(line.ratio) if line.ratio is not None else ""
        label = line.label + (f" on {line.target}" if line.target else "")
        notes = []
        if line.hand:
            notes.append(_hand_label(line.hand))
        if line.exact is not None:
            notes.append(f"exact {fmt(line.exact)}, rounded down to the chip unit")
        if line.note is not None:
            notes.append(str(line.note))
        out.append(f"  {label:<24}{stake:>9}  {line.outcome:<8}{ratio:>8}{fmt(line.net):>10}  {'; '.join(notes)}")
    verdict = "PAY" if b.net > 0 else "COLLECT" if b.net < 0 else "PUSH"
    total = f"  {'total':<24}{'':>9}  {'':<8}{'':>8}{fmt(b.net):>10}  {verdict} {fmt(abs(b.net))}"
    if b.capped and b.uncapped_net is not None:
        total += f" (capped at the table maximum; uncapped {fmt(b.uncapped_net)})"
    out.append(total)
    return out


def explain(s: Settlement) -> str:
    d = s.dealer
    lines = [
        f"Game: {s.game}    table maximum {fmt(s.table.max_payout)}, side bets "
        f"{fmt(s.table.side_bet_max_payout)}, chip unit {fmt(s.table.chip_unit)}"
    ]
    dealer = f"Dealer: {' '.join(c.code for c in d.cards)}"
    if d.board:
        dealer += f"   board: {' '.join(c.code for c in d.board)}"
    dealer += f"  {_hand_label(d.hand)} — {'qualifies' if d.qualifies else 'no game'}"
    lines.append(dealer)
    if d.bought_game is not None:
        bg = d.bought_game
        lines.append(
            f"Bought game: {' '.join(c.code for c in bg.cards)}  {_hand_label(bg.hand)} — "
            f"{'qualifies' if bg.qualifies else 'still no game'}"
        )
    for warning in s.warnings:
        lines.append(f"Profile warning: {warning}")
    for b in s.boxes:
        lines.append("")
        lines.extend(_box(b))
    lines.append("")
    lines.append(f"Players in all: {fmt(s.total_net)}")
    return "\n".join(lines) + "\n"
