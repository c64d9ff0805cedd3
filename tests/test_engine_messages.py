"""Engine messages as keys (issue 17): the engine hands over message keys, never composed
English; every one has a Spanish and a Russian translation; a refusal, a settlement note and
a hand name reach a translated screen in its language while logs and the command line keep
the English line; Russian counts take their three plural forms."""

from __future__ import annotations

import ast
import pathlib
import xml.etree.ElementTree as ET
from decimal import Decimal
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from dealer_assist.cards import parse_card
from dealer_assist.errors import RuleError
from dealer_assist.flow import Round
from dealer_assist.messages import CATALOGUE, Message, msg
from dealer_assist.rules.model import Wagers
from ui.i18n import I18N_DIR, refusal_text, render, set_language

ROOT = pathlib.Path(__file__).resolve().parents[1]
LANGUAGES = ("es", "ru")
PLURAL_FORMS = {"es": 2, "ru": 3}


def engine_context(code: str) -> dict[str, ET.Element]:
    tree = ET.parse(I18N_DIR / f"dealer_assist_{code}.ts")
    return {
        m.findtext("source") or "": m
        for c in tree.getroot()
        if c.findtext("name") == "Engine"
        for m in c.iter("message")
    }


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_engine_message_has_a_translation(code: str) -> None:
    """Walk the catalogue: each template is in the .ts file's Engine context, translated
    (finished), with its plural forms where it counts (``%n``), and in the compiled .qm."""
    messages = engine_context(code)
    translator = QTranslator()
    assert translator.load(str(I18N_DIR / f"dealer_assist_{code}.qm"))
    missing, unfinished, plurals, not_compiled = [], [], [], []
    for key, template in CATALOGUE.items():
        m = messages.get(template)
        if m is None:
            missing.append(key)
            continue
        tr = m.find("translation")
        if tr is None or tr.get("type") in ("unfinished", "obsolete") or not "".join(tr.itertext()).strip():
            unfinished.append(key)
        if "%n" in template:
            forms = [f.text for f in tr.iter("numerusform")] if tr is not None else []
            if m.get("numerus") != "yes" or len(forms) != PLURAL_FORMS[code] or not all(f and "%n" in f for f in forms):
                plurals.append(key)
        if not translator.translate("Engine", template, None, 2 if "%n" in template else -1):
            not_compiled.append(key)
    assert missing == [], f"{code}: add these to the Engine context (docs/messages.md)"
    assert unfinished == []
    assert plurals == [], f"{code}: %n messages need numerus='yes' and {PLURAL_FORMS[code]} forms"
    assert not_compiled == [], "run pyside6-lrelease"


def _engine_calls() -> list[tuple[str, int, ast.Call]]:
    out = []
    for path in sorted((ROOT / "dealer_assist").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        out += [(str(path.relative_to(ROOT)), n.lineno, n) for n in ast.walk(tree) if isinstance(n, ast.Call)]
    return out


def where_class(where: str, line: int) -> str:
    """The bases of the class a line is in (a RuleError subclass's ``super().__init__``)."""
    tree = ast.parse((ROOT / where).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.lineno <= line <= (node.end_lineno or line):
            bases = [b.id for b in node.bases if isinstance(b, ast.Name)]
            if "RuleError" in bases:
                return "RuleError"
    return ""


def _name(call: ast.Call) -> str:
    f = call.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""


def _is_message(node: ast.expr) -> bool:
    if isinstance(node, ast.IfExp):  # one message or another
        return _is_message(node.body) and _is_message(node.orelse)
    return isinstance(node, ast.Call) and _name(node) in ("msg", "Message")


def test_the_engine_refuses_and_notes_with_message_keys_only() -> None:
    """No refusal (RuleError) and no settlement note is composed English: each is a
    ``msg(key, ...)`` whose key is in the catalogue."""
    composed, unknown = [], []
    for where, line, call in _engine_calls():
        name = _name(call)
        refusal = name == "RuleError" or (name == "__init__" and "Error" in where_class(where, line))
        if refusal and call.args and not _is_message(call.args[0]):
            composed.append(f"{where}:{line}")
        for kw in call.keywords:
            if kw.arg == "note" and not _is_message(kw.value):
                composed.append(f"{where}:{line} note=")
        key = call.args[0] if name == "msg" and call.args else None
        if isinstance(key, ast.Constant) and key.value not in CATALOGUE:
            unknown.append(f"{where}:{line} {key.value}")
    assert composed == [], "give these a key in dealer_assist/messages.py (docs/messages.md)"
    assert unknown == []


def test_catalogue_templates_fill_with_their_english() -> None:
    assert str(msg("refusal.deal_count", n=3, want=5)) == "3 cards dealt, a box gets 5"
    assert str(msg("note.capped", won=Decimal("1200"), limit=Decimal("1000"))) == "won 1200, capped at 1000: pays 1000"
    assert str(Message.text("plain words")) == "plain words"


def _refused(game: str, step: Any) -> RuleError:
    rnd = Round(game)
    with pytest.raises(RuleError) as info:
        step(rnd)
    return info.value


@pytest.fixture
def language(qapp: Any) -> Any:
    yield set_language
    set_language("en")


def test_a_refusal_reads_in_the_screen_language_and_stays_english_in_the_log(language: Any) -> None:
    err = _refused("novo", lambda r: r.place_wagers(2, Wagers(ante=Decimal("7"))))
    assert str(err).startswith("box 2: Ante 7 is outside the table limits")  # the log's line
    assert err.message.key == "refusal.outside_limits"
    language("ru")
    shown = refusal_text(err)
    assert shown.startswith("Бокс 2: ")
    assert "Анте 7 вне лимитов" in shown and "outside" not in shown
    assert "[" not in shown  # never the rule's tag
    language("es")
    assert "fuera" in refusal_text(err)


def test_an_out_of_phase_refusal_names_the_phase_in_the_screen_language(language: Any) -> None:
    err = _refused("novo", lambda r: r.open_dealer())
    assert "(now: betting)" in str(err)
    language("es")
    shown = refusal_text(err)
    assert "betting" not in shown and "apuestas" in shown


def test_a_card_in_a_message_shows_as_the_screen_shows_cards(language: Any) -> None:
    text = msg("refusal.discarded_twice", card=parse_card("8h"))
    assert str(text) == "8h is discarded twice"
    language("ru")
    assert render(text).startswith("8♥ ")


def test_a_face_down_place_is_never_named_in_any_language(language: Any) -> None:
    text = msg("refusal.already_on_table", card=parse_card("Qs"), where=msg("where.face_down"))
    for code in ("en", "es", "ru"):
        language(code)
        shown = render(text)
        assert "dealer" not in shown and "крупье" not in shown and "crupier" not in shown


@pytest.mark.parametrize(
    ("n", "expected"),
    [(1, "1 карта"), (2, "2 карты"), (5, "5 карт"), (21, "21 карта")],
)
def test_russian_counts_take_their_plural_form(language: Any, n: int, expected: str) -> None:
    language("ru")
    assert render(msg("refusal.cards_wanted", n=n, given=0)).startswith(expected)


def test_settlement_notes_render_in_the_screen_language(language: Any) -> None:
    language("es")
    assert render(msg("note.dealer_no_game")) != "dealer has no game"
    assert QCoreApplication.translate("Engine", "dealer has no game")


def test_no_two_engine_messages_share_a_template() -> None:
    """A translation file holds one entry per context and source text: two keys with the
    same English would share one translation (lrelease drops the second)."""
    seen: dict[str, str] = {}
    shared = [(seen.setdefault(t, k), k) for k, t in CATALOGUE.items() if seen.get(t, k) != k]
    assert shared == []


def test_a_logged_note_reads_in_the_screen_language_on_the_pit_boss_screen(language: Any) -> None:
    """Rounds logged before keys (and every round file) keep a note's English; the pit boss's
    screen shows an engine note in its own language, any other text as it was logged."""
    from ui.i18n import logged_note
    from ui.pitboss.detail import line_html

    language("ru")
    assert logged_note("dealer has no game") == "у дилера нет игры"
    assert logged_note("Kh Kd 4s 4c 2h") == "Kh Kd 4s 4c 2h"
    row = line_html({"wager": "ante", "stake": "10", "outcome": "win", "ratio": "1:1", "net": "10", "note": "tie"})
    assert "ничья" in row and "tie" not in row


def test_an_alert_reads_in_the_screen_language_and_keeps_its_key_through_a_replay(language: Any) -> None:
    """A card that arrives when none is expected is held: the alert names it as the screen
    shows cards, in the screen's language; the record keeps the English line for the log and
    the key, so a round replayed from its records (a journal after a crash) says it alike."""
    from dealer_assist.events import CardEvent, ReaderLost

    rnd = Round("novo")
    rnd.feed(CardEvent(parse_card("8h")))
    rnd.handle(ReaderLost("cable unplugged"))
    held, lost = rnd.alerts[-2:]
    assert held.message == "8h arrived when no card was expected: held — place it or set it aside"
    assert rnd.records[-1].data["message"] == "card reader lost: cable unplugged"
    again = Round.replay("novo", rnd.records)
    assert [a.text for a in again.alerts] == [held.text, lost.text]
    language("ru")
    assert render(held.text).startswith("8♥ пришла")  # type: ignore[arg-type]
    assert render(lost.text).startswith("считыватель карт потерян")  # type: ignore[arg-type]


def test_a_logged_alert_reads_in_the_screen_language_on_the_pit_boss_timeline(language: Any) -> None:
    """The pit boss reviews a round's records: an alert logged with its key is said in the
    screen's language; one logged before keys, as it was logged."""
    from dealer_assist.events import ReaderBack
    from ui.pitboss.detail import describe_record

    rnd = Round("novo")
    record = rnd.handle(ReaderBack())
    assert record is not None and record.data["message"] == "card reader back: check no card was dealt meanwhile"
    older = {"kind": "alert", "data": {"kind": "reader_back", "message": "card reader back"}}
    language("es")
    assert "el lector de cartas ha vuelto" in describe_record({"kind": "alert", "data": record.data})[1]
    assert "card reader back" in describe_record(older)[1]
