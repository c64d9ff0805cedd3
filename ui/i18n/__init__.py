"""Languages (Qt translation files) and the names the screen gives to engine values.

The ``.ts`` sources in this folder are edited with Qt Linguist (or by hand) and compiled
to the ``.qm`` files next to them with ``pyside6-lrelease`` (see ``ui/i18n/README``); both
are committed. Strings are marked with :func:`translate` (``pyside6-lupdate`` finds them).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path
from zoneinfo import ZoneInfo

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTranslator

from dealer_assist.cards import Card
from dealer_assist.clock import parse_stamp, table_zone
from dealer_assist.errors import ConfigError
from dealer_assist.messages import CATALOGUE, Message, Term, list_text

I18N_DIR = Path(__file__).resolve().parent
LANGUAGES = {"en": "English", "es": "Español", "ru": "Русский"}
_installed: list[QTranslator] = []
_locale = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
_language = "en"
_zone: ZoneInfo = table_zone()

# One unambiguous date a language (never 3/2/2025, which is March in one country and February
# in the next): English the ISO date, Spanish and Russian their own day-month-year.
DATE_FORMATS = {"en": "yyyy-MM-dd", "es": "dd/MM/yyyy", "ru": "dd.MM.yyyy"}


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for the translators in ``context`` (pyside6-lupdate finds it by this
    name) and returns it as it is: PySide6's own is typed as returning ``object``."""
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the current language (``context`` groups strings for translators). With
    ``n``, the plural form for ``n`` (Qt's numerus forms: ``%n`` in the text, three forms in
    Russian); ``%Ln`` writes ``n`` with the language's digit grouping."""
    return QCoreApplication.translate(context, text, disambiguation, n)


def set_language(code: str) -> str:
    """Install the translation for ``code`` (``en``, ``es``, ``ru``); the code in force."""
    global _locale, _language
    app = QCoreApplication.instance()
    if code not in LANGUAGES:
        code = "en"
    for old in _installed:
        if app is not None:
            app.removeTranslator(old)
    _installed.clear()
    if app is not None:
        # English loads a file too: it holds only the plural forms ("1 round", "2 rounds").
        translator = QTranslator(app)
        if translator.load(str(I18N_DIR / f"dealer_assist_{code}.qm")):
            app.installTranslator(translator)
            _installed.append(translator)
    _locale = QLocale(code if code != "en" else "en_US")
    _language = code
    QLocale.setDefault(_locale)  # what Qt's %Ln (plural messages) writes numbers with
    return code


def set_zone(name: str | None) -> str:
    """Show times in the zone ``name`` (an IANA name; the machine's when empty): the log
    keeps UTC, the screens show the table's local time. The zone in force."""
    global _zone
    _zone = table_zone(name)
    return _zone.key


def set_table_zone(name: str | None) -> str:
    """:func:`set_zone`, but a zone the database does not know falls back to the machine's
    (the screens name the zone they use, so the fallback is seen, never silent)."""
    try:
        return set_zone(name)
    except ConfigError:
        return set_zone(None)


def zone() -> ZoneInfo:
    return _zone


def zone_name(*, short: bool = False) -> str:
    """The zone the screens' times are in: ``Europe/Madrid``; short, its city (``Madrid``)."""
    return _zone.key.rsplit("/", 1)[-1].replace("_", " ") if short else _zone.key


def locale() -> QLocale:
    return _locale


def money(amount: Decimal, *, signed: bool = False) -> str:
    """An amount as the language writes it: ``1,250`` / ``1.250`` / ``1 250``, with the
    decimals kept exactly (Decimal, never float)."""
    sign = "−" if amount < 0 else ("+" if signed and amount > 0 else "")
    whole, _, frac = format(abs(amount).normalize(), "f").partition(".")
    text = _locale.toString(int(whole))
    if frac.strip("0"):
        text += _locale.decimalPoint() + frac.rstrip("0")
    return sign + text


def parse_money(text: str) -> Decimal | None:
    """An amount typed on a screen, as the language writes it or plainly: ``1,250.5``
    (English), ``1.250,5`` (Spanish), ``1 250,5`` (Russian), ``1250.5`` or ``-10``;
    None when it is not an amount.

    A group separator counts only where it groups thousands (``1.250`` is 1250 in
    Spanish, ``12.5`` is 12.5 in any language), so a plain decimal point is never read as
    one.
    """
    value = "".join(text.split()).replace("\u2212", "-")
    point, group = _locale.decimalPoint(), _locale.groupSeparator()
    if group.strip() and re.fullmatch(rf"[-+]?\d{{1,3}}({re.escape(group)}\d{{3}})+({re.escape(point)}\d+)?", value):
        value = value.replace(group, "")
    value = value.replace(point, ".") if point != "." else value
    if value.count(",") == 1 and "." not in value:
        value = value.replace(",", ".")  # a decimal comma typed in English
    try:
        amount = Decimal(value)
    except InvalidOperation:
        return None
    return amount if amount.is_finite() else None


def count(n: int) -> str:
    """A whole number with the language's digit grouping: ``12,345`` / ``12.345`` / ``12 345``."""
    return _locale.toString(int(n))


def decimal(x: float, places: int = 1) -> str:
    """A measured figure (seconds, not money) with the language's decimal point: ``3.2`` / ``3,2``."""
    return _locale.toString(float(x), "f", places)


def percent(fraction: float) -> str:
    """``0.67`` as ``67%`` (English) or ``67 %`` (Spanish and Russian write a space)."""
    whole = _locale.toString(round(fraction * 100))
    return whole + ("%" if _locale.language() == QLocale.Language.English else "\u00a0%")


def _date_format() -> str:
    # Day, month and the year in full, in the language's order (``2025-03-01``, ``01/03/2025``,
    # ``01.03.2025``): a log reviewed years later must not be ambiguous about the year.
    return DATE_FORMATS.get(_language, DATE_FORMATS["en"])


def day(iso_day: str) -> str:
    """``2025-03-01`` as the language writes a date; the text unchanged when it is not one."""
    d = QDate.fromString(iso_day[:10], "yyyy-MM-dd")
    return _locale.toString(d, _date_format()) if d.isValid() else iso_day


def local_time(moment: datetime, *, seconds: bool = True) -> str:
    """A moment as the table's clock shows it: the date as the language writes it, the time
    on the 24-hour clock; on the night an hour happens twice, with the zone's abbreviation
    (``26.10.2025 02:10:00 CEST``, then ``... 02:10:00 CET``)."""
    local = moment.astimezone(_zone)
    text = f"{day(local.date().isoformat())} {local.strftime('%H:%M:%S' if seconds else '%H:%M')}"
    if local.replace(fold=1 - local.fold).utcoffset() != local.utcoffset():
        text += f" {local.tzname()}"
    return text


def date_time(stamp: str, *, seconds: bool = True) -> str:
    """A log time (``2025-03-01T21:04:05.123Z``, UTC) in the table's zone (:func:`local_time`);
    a time without an offset is taken as UTC, as the log writes; other text unchanged."""
    try:
        moment = parse_stamp(stamp)
    except ValueError:
        return stamp
    return local_time(moment if moment.tzinfo else moment.replace(tzinfo=UTC), seconds=seconds)


def hour_label(key: str) -> str:
    """A report hour (``2025-10-26T02:00+01:00``, see :mod:`dealer_assist.shift_report`) as
    its local start, ``02:00``; on the night that hour happens twice, with the zone's
    abbreviation (``02:00 CEST``, ``02:00 CET``)."""
    try:
        start = datetime.fromisoformat(key)
    except ValueError:
        return key
    text = local_time(start, seconds=False)
    return text.split(" ", 1)[1] if " " in text else text


def clock(moment: datetime, *, seconds: bool = True) -> str:
    """A local moment's time of day, on the 24-hour clock (casino logs and shift times)."""
    return moment.strftime("%H:%M:%S" if seconds else "%H:%M")


def typed_date_time(text: str) -> str:
    """A date (and time) typed the way the screen shows dates (``01.03.2025 21:00``,
    ``1/3/2025``) rewritten as the log's ``2025-03-01 21:00``; any other text unchanged
    (ISO dates are always understood)."""
    value = text.strip()
    first, _, rest = value.partition(" ")
    d = _locale.toDate(first, _date_format())
    if not d.isValid():
        d = _locale.toDate(first, _locale.dateFormat(QLocale.FormatType.ShortFormat))
    if not d.isValid() or re.fullmatch(r"\d{4}-\d{2}-\d{2}", first):
        return value
    return (d.toString("yyyy-MM-dd") + " " + rest).strip()


# -- engine names, translated ------------------------------------------------------------

_HANDS = {
    "HIGH_CARD": QT_TRANSLATE_NOOP("Hands", "No game"),
    "ACE_KING": QT_TRANSLATE_NOOP("Hands", "Ace-King"),
    "PAIR": QT_TRANSLATE_NOOP("Hands", "Pair"),
    "TWO_PAIR": QT_TRANSLATE_NOOP("Hands", "Two pairs"),
    "TRIPS": QT_TRANSLATE_NOOP("Hands", "Three of a kind"),
    "STRAIGHT": QT_TRANSLATE_NOOP("Hands", "Straight"),
    "FLUSH": QT_TRANSLATE_NOOP("Hands", "Flush"),
    "FULL_HOUSE": QT_TRANSLATE_NOOP("Hands", "Full house"),
    "QUADS": QT_TRANSLATE_NOOP("Hands", "Four of a kind"),
    "STRAIGHT_FLUSH": QT_TRANSLATE_NOOP("Hands", "Straight flush"),
    "ROYAL_FLUSH": QT_TRANSLATE_NOOP("Hands", "Royal flush"),
    "FIVE_PICTURES": QT_TRANSLATE_NOOP("Hands", "Five picture cards"),
    "ACE_KING_QUEEN": QT_TRANSLATE_NOOP("Hands", "Ace-King-Queen"),
    "SAME_COLOUR": QT_TRANSLATE_NOOP("Hands", "Five of one colour"),
}

# Hold'em names a hand with no pair by its high card (dealer_assist.rules.settlement.shown_hand):
# ``HIGH_CARD:A`` is "Ace high". Whole phrases, so each language words them its own way
# ("Carta alta: As", "Старшая карта туз").
_HIGH_CARDS = {
    "A": QT_TRANSLATE_NOOP("Hands", "Ace high"),
    "K": QT_TRANSLATE_NOOP("Hands", "King high"),
    "Q": QT_TRANSLATE_NOOP("Hands", "Queen high"),
    "J": QT_TRANSLATE_NOOP("Hands", "Jack high"),
    "T": QT_TRANSLATE_NOOP("Hands", "Ten high"),
    "9": QT_TRANSLATE_NOOP("Hands", "Nine high"),
    "8": QT_TRANSLATE_NOOP("Hands", "Eight high"),
    "7": QT_TRANSLATE_NOOP("Hands", "Seven high"),
    "6": QT_TRANSLATE_NOOP("Hands", "Six high"),
}

_WAGERS = {
    "ante": QT_TRANSLATE_NOOP("Wagers", "Ante"),
    "bet": QT_TRANSLATE_NOOP("Wagers", "Bet"),
    "play": QT_TRANSLATE_NOOP("Wagers", "Play"),
    "blind": QT_TRANSLATE_NOOP("Wagers", "Blind"),
    "trips": QT_TRANSLATE_NOOP("Wagers", "Trips"),
    "second_hand": QT_TRANSLATE_NOOP("Wagers", "Second hand"),
    "insurance": QT_TRANSLATE_NOOP("Wagers", "Insurance"),
    "instant_payout": QT_TRANSLATE_NOOP("Wagers", "Instant payout"),
    "express_bonus": QT_TRANSLATE_NOOP("Wagers", "Express Bonus"),
    "express_bonus_dealer": QT_TRANSLATE_NOOP("Wagers", "Express Bonus (dealer)"),
    "express_bonus_box": QT_TRANSLATE_NOOP("Wagers", "Express Bonus (box)"),
    "bonus": QT_TRANSLATE_NOOP("Wagers", "Bonus"),
    "seguro": QT_TRANSLATE_NOOP("Wagers", "Seguro"),
    "exchange": QT_TRANSLATE_NOOP("Wagers", "Exchange fee"),
    "sixth_card": QT_TRANSLATE_NOOP("Wagers", "Sixth card fee"),
    "buy_card": QT_TRANSLATE_NOOP("Wagers", "Bought card fee"),
    "dealer_game": QT_TRANSLATE_NOOP("Wagers", "Dealer game fee"),
    "table_max": QT_TRANSLATE_NOOP("Wagers", "Table maximum"),
    "side_bet_max": QT_TRANSLATE_NOOP("Wagers", "Side bet maximum"),
}

_OUTCOMES = {
    "win": QT_TRANSLATE_NOOP("Outcomes", "wins"),
    "lose": QT_TRANSLATE_NOOP("Outcomes", "loses"),
    "push": QT_TRANSLATE_NOOP("Outcomes", "push"),
    "fee": QT_TRANSLATE_NOOP("Outcomes", "fee"),
    "capped": QT_TRANSLATE_NOOP("Outcomes", "capped"),
}

_ACTIONS = {
    "fold": QT_TRANSLATE_NOOP("Actions", "Fold"),
    "play": QT_TRANSLATE_NOOP("Actions", "Play"),
    "check": QT_TRANSLATE_NOOP("Actions", "Check"),
    "exchange": QT_TRANSLATE_NOOP("Actions", "Exchange"),
    "buy": QT_TRANSLATE_NOOP("Actions", "Buy"),
    "buy_card": QT_TRANSLATE_NOOP("Actions", "Buy card"),
    "insure": QT_TRANSLATE_NOOP("Actions", "Insure"),
    "buy_dealer_game": QT_TRANSLATE_NOOP("Actions", "Buy dealer game"),
}

_GAMES = {
    "novo": QT_TRANSLATE_NOOP("Games", "Novo Poker"),
    "russian": QT_TRANSLATE_NOOP("Games", "Russian Poker"),
    "caribbean": QT_TRANSLATE_NOOP("Games", "Poker sin descarte"),
    "uth": QT_TRANSLATE_NOOP("Games", "Ultimate Texas Hold'em"),
}


def hand_name(category: str | None) -> str:
    """A hand's name: a category name (``PAIR``), or hold'em's ``HIGH_CARD:A`` ("Ace high")."""
    if not category:
        return ""
    name, _, high = category.partition(":")
    if high in _HIGH_CARDS:
        return translate("Hands", _HIGH_CARDS[high])
    return translate("Hands", _HANDS.get(name, name.replace("_", " ").title()))


def wager_name(wager: str) -> str:
    """A wager's name; ``express_bonus_box:3`` (an Express Bonus on box 3's hand) says the box."""
    name, _, box = wager.partition(":")
    if name == "express_bonus_box" and box:
        return translate("Wagers", "Express Bonus (box {n})").format(n=box)
    return translate("Wagers", _WAGERS.get(wager, wager))


def refusal_text(err: Exception) -> str:
    """A refusal as the croupier reads it: one line in the screen's language (the engine's
    message rendered, the box in the screen's words), and never the rule's internal tag
    (``[bet limits]``) that logs and the command line keep."""
    from dealer_assist.errors import DealerAssistError, RuleError

    if isinstance(err, RuleError):
        if err.box is None:
            return render(err.message)
        return translate("Refusal", "Box {n}: {reason}").format(n=err.box, reason=render(err.message))
    if isinstance(err, DealerAssistError):
        return render(err.message)
    return str(err)


def render(message: Message) -> str:
    """An engine message (``dealer_assist.messages``) in the screen's language: its English
    template looked up in the ``Engine`` context, a count's plural form through ``%n``, then
    the arguments filled in as the screen writes them: amounts as money, cards as the screen
    shows them (8♥), hand, wager and action names translated, nested messages rendered."""
    if not message.key:
        return message.template  # plain text that has no key (a file name, a foreign error)
    template = CATALOGUE.get(message.key)
    if template is None:
        return str(message)
    args = message.kwargs
    n = int(args["n"]) if "%n" in template and "n" in args else -1
    text = translate("Engine", template, None, n)
    return text.format(**{k: _render_arg(v) for k, v in args.items()})


def _render_arg(value: object) -> str:
    if isinstance(value, Message):
        return render(value)
    if isinstance(value, Term):
        if value.kind == "hand":
            return hand_name(value.code)
        if value.kind == "wager":
            return wager_name(value.code)
        if value.kind == "action":
            return action_name(value.code)
        if value.kind == "game":
            return game_name(value.code, value.english)
        return value.english
    if isinstance(value, Card):
        return f"{value.rank.label}{value.suit.symbol}"  # as the screen shows a card (ui.panels.card_text)
    if isinstance(value, Decimal):
        return money(value)
    if isinstance(value, tuple):
        return list_text([_render_arg(v) for v in value], value)
    return str(value)


def logged_note(note: str) -> str:
    """A settlement note as the round log keeps it (English) in the screen's language, when
    it is one of the engine's notes without arguments; otherwise as it was logged."""
    for key, template in CATALOGUE.items():
        # ``word.folded`` is a note too (a UTH or Caribbean fold's lost lines).
        if key.startswith(("note.", "word.")) and template == note and "{" not in template:
            return render(Message(key))
    return note


def outcome_name(outcome: str) -> str:
    return translate("Outcomes", _OUTCOMES.get(outcome, outcome))


def action_name(action: str) -> str:
    """``fold``, ``play``, hold'em ``play:4`` (Play 4x) ..."""
    do, _, multiple = action.partition(":")
    name = translate("Actions", _ACTIONS.get(do, do))
    return f"{name} {multiple}×" if multiple else name


def game_name(game: str, fallback: str = "") -> str:
    return translate("Games", _GAMES[game]) if game in _GAMES else (fallback or game)
