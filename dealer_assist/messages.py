"""The engine's own words, as keys: a refusal, a settlement note, a phase's name.

The engine never composes a sentence a person reads. It hands over a :class:`Message` (a key
of :data:`CATALOGUE` and its arguments); ``str(message)`` is the English text that logs, the
round file and the command line keep, and the screens render the same key in their own
language (``ui.i18n.render``: the template is looked up in the ``Engine`` context of the
translation files, then filled in). How to add one: docs/messages.md.

>>> str(msg("refusal.folded"))
'the box has folded'
>>> str(msg("refusal.deal_count", n=3, want=5))
'3 cards dealt, a box gets 5'
>>> str(msg("refusal.not_now", action=action("play"), phase=phase("draws")))
'play is not allowed now (draws)'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for ``pyside6-lupdate`` (the name it looks for; it reads this module
    with the screens' own) without importing Qt into the engine: the text, unchanged."""
    return text


CATALOGUE: Mapping[str, str] = {
    # -- refusals of a wager, a decision or a card (RuleError) --------------------------------
    "refusal.deal_count": QT_TRANSLATE_NOOP("Engine", "%n cards dealt, a box gets {want}"),
    "refusal.not_an_action": QT_TRANSLATE_NOOP("Engine", "'{action}' is not an action of {game}"),
    "refusal.not_now": QT_TRANSLATE_NOOP("Engine", "{action} is not allowed now ({phase})"),
    "refusal.waiting_for_draw": QT_TRANSLATE_NOOP("Engine", "waiting for the cards of the {action}"),
    "refusal.no_cards_yet": QT_TRANSLATE_NOOP("Engine", "the box has no cards yet"),
    "refusal.paid_instantly": QT_TRANSLATE_NOOP("Engine", "{hand} was paid instantly; the box takes no decisions"),
    "refusal.folded": QT_TRANSLATE_NOOP("Engine", "the box has folded"),
    "refusal.blind_no_decisions": QT_TRANSLATE_NOOP("Engine", "a blind box takes no decisions"),
    "refusal.already_decided": QT_TRANSLATE_NOOP("Engine", "cannot {action}: the box has already {done}"),
    "refusal.cannot_fold": QT_TRANSLATE_NOOP("Engine", "cannot fold: the box has {status}"),
    "refusal.no_exchange": QT_TRANSLATE_NOOP("Engine", "this game has no exchange"),
    "refusal.exchange_count": QT_TRANSLATE_NOOP("Engine", "an exchange discards {low} to 5 cards, not {count}"),
    "refusal.discard_draw_count": QT_TRANSLATE_NOOP("Engine", "%n cards discarded but {drawn} drawn"),
    "refusal.no_sixth_card": QT_TRANSLATE_NOOP("Engine", "this game has no sixth card"),
    "refusal.sixth_card_one": QT_TRANSLATE_NOOP("Engine", "a sixth card is one card, not {count}"),
    "refusal.no_bought_card": QT_TRANSLATE_NOOP("Engine", "this game has no bought card"),
    "refusal.buy_card_called": QT_TRANSLATE_NOOP("Engine", "only a box that has called may buy a card"),
    "refusal.already_bought_card": QT_TRANSLATE_NOOP("Engine", "the box has already bought a card"),
    "refusal.dealer_opened": QT_TRANSLATE_NOOP("Engine", "the dealer has opened"),
    "refusal.give_up_one": QT_TRANSLATE_NOOP("Engine", "the player gives up exactly one card, not {count}"),
    "refusal.bought_card_one": QT_TRANSLATE_NOOP("Engine", "a bought card is one card"),
    "refusal.discarded_twice": QT_TRANSLATE_NOOP("Engine", "{card} is discarded twice"),
    "refusal.not_the_box_card": QT_TRANSLATE_NOOP("Engine", "{card} is not one of the box's cards"),
    "refusal.no_insurance": QT_TRANSLATE_NOOP("Engine", "this game has no insurance"),
    "refusal.insure_played": QT_TRANSLATE_NOOP("Engine", "only a box that has played may insure"),
    "refusal.already_insured": QT_TRANSLATE_NOOP("Engine", "the box is already insured"),
    "refusal.insurance_closed": QT_TRANSLATE_NOOP("Engine", "insurance closes when the dealer opens"),
    "refusal.insurance_needs": QT_TRANSLATE_NOOP(
        "Engine", "insurance needs {hand} or better and room under the table maximum"
    ),
    "refusal.insurance_outside": QT_TRANSLATE_NOOP(
        "Engine", "insurance {amount} is outside the allowed {low} to {high}"
    ),
    "refusal.dealer_game_off": QT_TRANSLATE_NOOP("Engine", "buying the dealer a game is off at this table"),
    "refusal.dealer_game_played": QT_TRANSLATE_NOOP("Engine", "only a box that has played may buy the dealer a game"),
    "refusal.dealer_game_twice": QT_TRANSLATE_NOOP("Engine", "the box has already bought the dealer a game"),
    "refusal.dealer_not_opened": QT_TRANSLATE_NOOP("Engine", "the dealer has not opened"),
    "refusal.dealer_has_game": QT_TRANSLATE_NOOP("Engine", "the dealer has a game ({hand}): there is nothing to buy"),
    "refusal.nothing_waiting": QT_TRANSLATE_NOOP("Engine", "no exchange or purchase is waiting for cards"),
    "refusal.cards_wanted": QT_TRANSLATE_NOOP("Engine", "%n card(s) wanted, {given} given"),
    "refusal.not_settled_box": QT_TRANSLATE_NOOP("Engine", "the box has not played or folded ({status})"),
    "refusal.bought_card_missing": QT_TRANSLATE_NOOP("Engine", "the dealer's bought card is missing"),
    "refusal.no_more_decisions": QT_TRANSLATE_NOOP("Engine", "the box has {status}: no more decisions"),
    "refusal.other_street": QT_TRANSLATE_NOOP("Engine", "the box's decision is on the {street}, not the {phase}"),
    "refusal.unknown_street": QT_TRANSLATE_NOOP("Engine", "unknown street '{street}'"),
    "refusal.wrong_street": QT_TRANSLATE_NOOP("Engine", "{action} on the {given}, but the box is on the {street}"),
    "refusal.blind_plays_before": QT_TRANSLATE_NOOP(
        "Engine", "a blind box plays before the deal and takes no decisions"
    ),
    "refusal.river_play_or_fold": QT_TRANSLATE_NOOP("Engine", "after the river: play 1x or fold"),
    "refusal.no_fold_on": QT_TRANSLATE_NOOP("Engine", "no fold on the {street}: check or play"),
    "refusal.play_multiple": QT_TRANSLATE_NOOP("Engine", "Play on the {street} is {allowed} the Ante, not {given}"),
    "refusal.off_chip_unit": QT_TRANSLATE_NOOP(
        "Engine", "{wager} {amount} is not a whole number of chip units (chip unit {unit})"
    ),
    "refusal.outside_limits": QT_TRANSLATE_NOOP(
        "Engine", "{wager} {amount} is outside the table limits {low} to {high}"
    ),
    "refusal.ante_mandatory": QT_TRANSLATE_NOOP("Engine", "the Ante is mandatory"),
    "refusal.no_such_wager": QT_TRANSLATE_NOOP("Engine", "{wagers}: no such wager in {game}"),
    "refusal.ante_blind_equal": QT_TRANSLATE_NOOP(
        "Engine", "Ante and Blind must be equal (Ante {ante}, Blind {blind})"
    ),
    "refusal.express_mandatory": QT_TRANSLATE_NOOP("Engine", "the Express Bonus is mandatory at this table"),
    "refusal.express_below_ante": QT_TRANSLATE_NOOP(
        "Engine", "Express Bonus {amount} must be at least the Ante {ante}"
    ),
    "refusal.express_other_box": QT_TRANSLATE_NOOP("Engine", "Express Bonus on box {target}: not another box in play"),
    "refusal.no_such_box": QT_TRANSLATE_NOOP("Engine", "no such box: this table has boxes 1 to {boxes}"),
    "refusal.box_twice": QT_TRANSLATE_NOOP("Engine", "the box appears twice in the round"),
    "refusal.player_boxes": QT_TRANSLATE_NOOP("Engine", "player '{player}' plays %n boxes, at most {limit}"),
    "refusal.player_open_boxes": QT_TRANSLATE_NOOP("Engine", "player '{player}' plays %n open boxes, at most {limit}"),
    "refusal.player_blind_boxes": QT_TRANSLATE_NOOP(
        "Engine", "player '{player}' plays %n blind boxes, at most {limit}"
    ),
    "refusal.drawn_missing": QT_TRANSLATE_NOOP("Engine", "{action} without the cards drawn"),
    "refusal.buyers_missing_card": QT_TRANSLATE_NOOP(
        "Engine", "box(es) bought the dealer a game but the dealer's new card is missing"
    ),
    "refusal.bought_card_no_buyer": QT_TRANSLATE_NOOP(
        "Engine", "the dealer has a bought card but no box bought the dealer a game"
    ),
    "refusal.dealer_card_count": QT_TRANSLATE_NOOP("Engine", "the dealer has {count} cards, not {want}"),
    "refusal.board_card_count": QT_TRANSLATE_NOOP("Engine", "the board has {count} cards, not 5"),
    "refusal.no_board": QT_TRANSLATE_NOOP("Engine", "{game} has no board"),
    "refusal.no_final_decision": QT_TRANSLATE_NOOP("Engine", "no final decision: the box is {status}"),
    "refusal.box_not_in_play": QT_TRANSLATE_NOOP("Engine", "the box is not in play"),
    "refusal.box_no_wagers": QT_TRANSLATE_NOOP("Engine", "the box has no wagers"),
    "refusal.nothing_to_deal": QT_TRANSLATE_NOOP("Engine", "no box has wagers: nothing to deal"),
    "refusal.no_card_expected": QT_TRANSLATE_NOOP("Engine", "no card is expected now"),
    "refusal.already_on_table": QT_TRANSLATE_NOOP("Engine", "{card} is already on the table ({where})"),
    "refusal.blind_play_before_deal": QT_TRANSLATE_NOOP(
        "Engine", "a blind box's Play (3x or 4x the Ante) is decided before the deal"
    ),
    "refusal.unreadable_first": QT_TRANSLATE_NOOP("Engine", "an unreadable card must be entered first"),
    "refusal.no_decisions_now": QT_TRANSLATE_NOOP("Engine", "no decisions now ({phase})"),
    "refusal.pit_boss_clears": QT_TRANSLATE_NOOP("Engine", "only a pit boss clears this alert (with the PIN)"),
    "refusal.not_ready_to_settle": QT_TRANSLATE_NOOP("Engine", "the round is not ready to settle ({phase})"),
    "refusal.alerts_open": QT_TRANSLATE_NOOP("Engine", "%n alert(s) open: {first}"),
    "refusal.wrong_phase": QT_TRANSLATE_NOOP("Engine", "{why} (now: {phase})"),
    "refusal.no_card_yet": QT_TRANSLATE_NOOP("Engine", "{slot} has no card yet"),
    "refusal.unknown_record": QT_TRANSLATE_NOOP("Engine", "unknown record kind '{kind}'"),
    "refusal.no_held_card": QT_TRANSLATE_NOOP("Engine", "no held card {id}"),
    "refusal.not_unreadable": QT_TRANSLATE_NOOP("Engine", "{slot} is not waiting for an unreadable card"),
    "refusal.correction_breaks": QT_TRANSLATE_NOOP(
        "Engine",
        "correction refused: with {card} in {slot} the recorded round no longer holds ({why}); a pit boss can void the round",  # noqa: E501
    ),
    "refusal.no_alert": QT_TRANSLATE_NOOP("Engine", "no alert {id}"),
    "refusal.alert_by_card": QT_TRANSLATE_NOOP("Engine", "a {kind} alert is resolved by fixing its card"),
    "refusal.cannot_close": QT_TRANSLATE_NOOP("Engine", "cannot close '{what}'"),
    "refusal.turn_first": QT_TRANSLATE_NOOP("Engine", "box {turn} decides first (decisions go in box order)"),
    "refusal.passed": QT_TRANSLATE_NOOP(
        "Engine", "box {passed} has already taken the offer: it goes round in box order and this box was passed"
    ),
    "refusal.correction_reason": QT_TRANSLATE_NOOP("Engine", "a correction needs a reason"),
    "refusal.nothing_to_correct": QT_TRANSLATE_NOOP("Engine", "{slot} has no card to correct"),
    "refusal.nothing_to_undo": QT_TRANSLATE_NOOP(
        "Engine",
        "nothing to undo: after the dealer opens (or a card was dealt) only a recorded correction can change the round",
    ),
    "refusal.face_down_collision": QT_TRANSLATE_NOOP(
        "Engine", "{step} refused: that card is already on the table face down — a pit boss must check the cards"
    ),
    "refusal.confirmed": QT_TRANSLATE_NOOP(
        "Engine", "the round is confirmed and logged: only a void or adjustment record can change it"
    ),
    # -- why a step is out of phase (refusal.wrong_phase's {why}) ------------------------------
    "why.wagers_before_deal": QT_TRANSLATE_NOOP("Engine", "wagers are placed before the deal"),
    "why.remove_before_deal": QT_TRANSLATE_NOOP("Engine", "boxes are removed before the deal"),
    "why.deal_started": QT_TRANSLATE_NOOP("Engine", "the deal has started"),
    "why.insurance_not_open": QT_TRANSLATE_NOOP("Engine", "insurance is not open"),
    "why.buy_cards_not_offered": QT_TRANSLATE_NOOP("Engine", "bought cards are not being offered"),
    "why.dealer_game_not_offered": QT_TRANSLATE_NOOP("Engine", "the dealer's game is not offered"),
    "why.dealer_opens_after": QT_TRANSLATE_NOOP("Engine", "the dealer opens after the decisions and insurance"),
    "why.not_settled": QT_TRANSLATE_NOOP("Engine", "the round is not settled yet"),
    "why.approval_at_settlement": QT_TRANSLATE_NOOP("Engine", "a payout is approved at settlement"),
    # -- large payouts approved by a pit boss --------------------------------------------------
    "approval.needed": QT_TRANSLATE_NOOP("Engine", "pays {amount}: a pit boss approves it"),
    "approval.other_payout": QT_TRANSLATE_NOOP(
        "Engine", "the box pays {owed}, not {amount}: the approval is for another payout"
    ),
    "approval.nothing_waits": QT_TRANSLATE_NOOP("Engine", "no payout of this box waits for a pit boss's approval"),
    "approval.bad_amount": QT_TRANSLATE_NOOP("Engine", "an approval's amount is not an amount: {amount}"),
    "approval.who": QT_TRANSLATE_NOOP("Engine", "an approval names the pit boss who gave it"),
    "approval.how": QT_TRANSLATE_NOOP("Engine", "an approval is given from the floor or by PIN, not {how}"),
    "approval.no_threshold": QT_TRANSLATE_NOOP(
        "Engine", "this table has no approval threshold: no payout waits for approval"
    ),
    # -- names inside a message ----------------------------------------------------------------
    "step.card_entry": QT_TRANSLATE_NOOP("Engine", "card entry"),
    "step.correction": QT_TRANSLATE_NOOP("Engine", "correction"),
    "where.face_down": QT_TRANSLATE_NOOP("Engine", "face down"),
    "where.held": QT_TRANSLATE_NOOP("Engine", "held"),
    "where.dealer_hand": QT_TRANSLATE_NOOP("Engine", "the dealer's hand"),
    "where.board": QT_TRANSLATE_NOOP("Engine", "the board"),
    "where.burned": QT_TRANSLATE_NOOP("Engine", "burned"),
    "where.box": QT_TRANSLATE_NOOP("Engine", "box {box}"),
    "where.drawn_by": QT_TRANSLATE_NOOP("Engine", "drawn by box {box}"),
    "where.set_aside": QT_TRANSLATE_NOOP("Engine", "set aside"),
    "amount.none": QT_TRANSLATE_NOOP("Engine", "no amount"),
    "done.exchanged": QT_TRANSLATE_NOOP("Engine", "exchanged"),
    "done.bought_sixth": QT_TRANSLATE_NOOP("Engine", "bought a sixth card"),
    "or": QT_TRANSLATE_NOOP("Engine", "{a} or {b}"),
    "multiple": QT_TRANSLATE_NOOP("Engine", "{n}x"),
    "stake.express_bonus_dealer": QT_TRANSLATE_NOOP("Engine", "Express Bonus on the dealer"),
    "stake.express_bonus_box": QT_TRANSLATE_NOOP("Engine", "Express Bonus on another box"),
    "slot.box": QT_TRANSLATE_NOOP("Engine", "box {box} card {i}"),
    "slot.draw": QT_TRANSLATE_NOOP("Engine", "box {box} draw {i}"),
    "slot.burn": QT_TRANSLATE_NOOP("Engine", "burn {i}"),
    "slot.dealer": QT_TRANSLATE_NOOP("Engine", "dealer card {i}"),
    "slot.board": QT_TRANSLATE_NOOP("Engine", "board card {i}"),
    "slot.dealer_game": QT_TRANSLATE_NOOP("Engine", "dealer's bought card"),
    "phase.betting": QT_TRANSLATE_NOOP("Engine", "betting"),
    "phase.dealing": QT_TRANSLATE_NOOP("Engine", "dealing"),
    "phase.decisions": QT_TRANSLATE_NOOP("Engine", "decisions"),
    "phase.draws": QT_TRANSLATE_NOOP("Engine", "draws"),
    "phase.buy_cards": QT_TRANSLATE_NOOP("Engine", "buy_cards"),
    "phase.insurance": QT_TRANSLATE_NOOP("Engine", "insurance"),
    "phase.open_dealer": QT_TRANSLATE_NOOP("Engine", "open_dealer"),
    "phase.dealer": QT_TRANSLATE_NOOP("Engine", "dealer"),
    "phase.dealer_game_offer": QT_TRANSLATE_NOOP("Engine", "dealer_game_offer"),
    "phase.dealer_game_draw": QT_TRANSLATE_NOOP("Engine", "dealer_game_draw"),
    "phase.preflop": QT_TRANSLATE_NOOP("Engine", "preflop"),
    "phase.flop_deal": QT_TRANSLATE_NOOP("Engine", "flop_deal"),
    "phase.flop": QT_TRANSLATE_NOOP("Engine", "flop"),
    "phase.river_deal": QT_TRANSLATE_NOOP("Engine", "river_deal"),
    "phase.river": QT_TRANSLATE_NOOP("Engine", "river"),
    "phase.settlement": QT_TRANSLATE_NOOP("Engine", "settlement"),
    "phase.confirmed": QT_TRANSLATE_NOOP("Engine", "confirmed"),
    "status.waiting": QT_TRANSLATE_NOOP("Engine", "waiting"),
    "status.dealt": QT_TRANSLATE_NOOP("Engine", "dealt"),
    "status.draw_pending": QT_TRANSLATE_NOOP("Engine", "draw_pending"),
    "status.drawn": QT_TRANSLATE_NOOP("Engine", "drawn"),
    "status.played": QT_TRANSLATE_NOOP("Engine", "played"),
    "status.instant": QT_TRANSLATE_NOOP("Engine", "instant"),
    # -- alerts the croupier acknowledges (an alert's ``text``) --------------------------------
    "alert.unreadable": QT_TRANSLATE_NOOP(
        "Engine", "{slot}: the reader could not read this card — enter or confirm it"
    ),
    "alert.read_again": QT_TRANSLATE_NOOP(
        "Engine", "{card} was read again ({where}): not accepted — check the card and the shoe"
    ),
    "alert.read_again_face_down": QT_TRANSLATE_NOOP(
        "Engine", "a card already on the table face down was read again: not accepted — check the card and the shoe"
    ),
    "alert.held": QT_TRANSLATE_NOOP(
        "Engine", "{card} arrived when no card was expected: held — place it or set it aside"
    ),
    "alert.face_down_entry": QT_TRANSLATE_NOOP(
        "Engine", "a card entered for {slot} is already on the table face down: a pit boss must check the cards"
    ),
    "alert.unreadable_unexpected": QT_TRANSLATE_NOOP(
        "Engine", "an unreadable card arrived when none was expected: check the shoe"
    ),
    "alert.missed": QT_TRANSLATE_NOOP(
        "Engine", "%n message(s) from the reader never arrived: a card may be missing — check the cards"
    ),
    "alert.reader_lost": QT_TRANSLATE_NOOP("Engine", "card reader lost: {reason}"),
    "alert.reader_back": QT_TRANSLATE_NOOP("Engine", "card reader back: check no card was dealt meanwhile"),
    "alert.device_fault": QT_TRANSLATE_NOOP("Engine", "the reader reports {code}"),
    "alert.camera_lost": QT_TRANSLATE_NOOP("Engine", "checking camera lost: {reason}"),
    "alert.camera_back": QT_TRANSLATE_NOOP("Engine", "checking camera back"),
    "alert.sequence_conflict": QT_TRANSLATE_NOOP(
        "Engine",
        "the reader sent message {sequence} again with different content, which was not taken: check the cards on the layout",  # noqa: E501
    ),
    "alert.overflow": QT_TRANSLATE_NOOP(
        "Engine", "%n card message(s) from the reader found no room and were lost — check every card on the layout"
    ),
    "alert.noise_dropped": QT_TRANSLATE_NOOP(
        "Engine", "the reader's queue overflowed: %n protocol error(s) or heartbeat(s) dropped"
    ),
    # -- settlement notes (a line's ``note``) ---------------------------------------------------
    "word.folded": QT_TRANSLATE_NOOP("Engine", "folded"),
    "note.bonus_lost_on_fold": QT_TRANSLATE_NOOP("Engine", "folded: the BONUS is lost with the Ante"),
    "note.trips_lost_on_fold": QT_TRANSLATE_NOOP("Engine", "folded [trips_lost_on_fold]"),
    "note.dealer_no_game": QT_TRANSLATE_NOOP("Engine", "dealer has no game"),
    "note.bought_game_no_game": QT_TRANSLATE_NOOP("Engine", "bought game: the dealer still has no game"),
    "note.tie": QT_TRANSLATE_NOOP("Engine", "tie"),
    "note.tie_insurance_lost": QT_TRANSLATE_NOOP("Engine", "tie [insurance_on_tie = lose]"),
    "note.insurance_lost": QT_TRANSLATE_NOOP("Engine", "dealer qualifies and the box beats it"),
    "note.insurance_push": QT_TRANSLATE_NOOP("Engine", "dealer qualifies and equals or beats the box"),
    "note.dealer_no_pair": QT_TRANSLATE_NOOP("Engine", "dealer has no pair: the Ante pushes"),
    "note.blind_below_straight": QT_TRANSLATE_NOOP("Engine", "wins below a straight: the Blind pushes"),
    "note.cards": QT_TRANSLATE_NOOP("Engine", "{cards}"),
    "note.capped": QT_TRANSLATE_NOOP("Engine", "won {won}, capped at {limit}: pays {limit}"),
    # -- failures a screen says (``errors.DealerAssistError``): file names, ports stay arguments
    "os.no_such_file": QT_TRANSLATE_NOOP("Engine", "No such file or directory"),
    "os.permission": QT_TRANSLATE_NOOP("Engine", "Permission denied"),
    "os.busy": QT_TRANSLATE_NOOP("Engine", "Device or resource busy"),
    "os.disk_full": QT_TRANSLATE_NOOP("Engine", "No space left on device"),
    "os.read_only": QT_TRANSLATE_NOOP("Engine", "Read-only file system"),
    "os.not_a_folder": QT_TRANSLATE_NOOP("Engine", "Not a directory"),
    "os.is_a_folder": QT_TRANSLATE_NOOP("Engine", "Is a directory"),
    "os.exists": QT_TRANSLATE_NOOP("Engine", "File exists"),
    "log.is_folder": QT_TRANSLATE_NOOP("Engine", "round log {path}: is a folder, not a file"),
    "log.not_a_log": QT_TRANSLATE_NOOP("Engine", "round log {path}: not a round log (not an SQLite database)"),
    "log.other_database": QT_TRANSLATE_NOOP(
        "Engine", "round log {path}: an SQLite database, but not a dealer-assist round log"
    ),
    "log.newer": QT_TRANSLATE_NOOP(
        "Engine",
        "round log {path}: written by a newer dealer-assist (log schema {version}; this version knows up to {known}); update the application to read it",  # noqa: E501
    ),
    "log.no_folder": QT_TRANSLATE_NOOP("Engine", "round log {path}: cannot create its folder: {why}"),
    "log.cannot_read": QT_TRANSLATE_NOOP("Engine", "round log {path}: cannot be read: {why}"),
    "log.no_round": QT_TRANSLATE_NOOP("Engine", "no round {round_id} in the log"),
    "log.not_a_date": QT_TRANSLATE_NOOP("Engine", "{value} is not a date (2025-03-01) or a date and time"),
    "log.journal_unreadable": QT_TRANSLATE_NOOP(
        "Engine",
        "round log {path}: the round in progress at table {table} (saved {saved_at}) cannot be read back: {problem}",
    ),
    "log.failed": QT_TRANSLATE_NOOP("Engine", "round log {path}: {doing} failed: {why}"),
    "log.failed_kept": QT_TRANSLATE_NOOP(
        "Engine", "{failed}. Nothing of it was written; everything recorded before is kept"
    ),
    "log.why.locked": QT_TRANSLATE_NOOP("Engine", "it is locked by another program (still locked after waiting)"),
    "log.why.full": QT_TRANSLATE_NOOP("Engine", "the disk is full"),
    "log.why.not_sqlite": QT_TRANSLATE_NOOP("Engine", "it is not an SQLite database"),
    "log.why.damaged": QT_TRANSLATE_NOOP("Engine", "the file is damaged (truncated or overwritten)"),
    "log.why.read_only": QT_TRANSLATE_NOOP("Engine", "it is read-only here"),
    "log.why.io": QT_TRANSLATE_NOOP(
        "Engine", "the disk refused a read or write ({text}: full, removed, or a size limit)"
    ),
    "log.why.cant_open": QT_TRANSLATE_NOOP(
        "Engine", "the file cannot be opened (check the folder exists and may be written)"
    ),
    "log.doing.record_round": QT_TRANSLATE_NOOP("Engine", "recording round {round_id}"),
    "log.doing.record_rounds": QT_TRANSLATE_NOOP("Engine", "recording rounds"),
    "log.doing.save_progress": QT_TRANSLATE_NOOP("Engine", "saving the round in progress at table {table}"),
    "log.doing.void_progress": QT_TRANSLATE_NOOP("Engine", "voiding the round in progress at table {table}"),
    "log.doing.clear_journal": QT_TRANSLATE_NOOP("Engine", "clearing the journal of table {table}"),
    "log.doing.opening": QT_TRANSLATE_NOOP("Engine", "opening"),
    "log.doing.creating": QT_TRANSLATE_NOOP("Engine", "creating the log"),
    "log.doing.read": QT_TRANSLATE_NOOP("Engine", "reading"),
    "log.doing.read_last_entry": QT_TRANSLATE_NOOP("Engine", "reading the last entry"),
    "log.doing.read_head": QT_TRANSLATE_NOOP("Engine", "reading the head"),
    "log.doing.record_clock_alert": QT_TRANSLATE_NOOP("Engine", "recording a clock alert"),
    "log.doing.record_void": QT_TRANSLATE_NOOP("Engine", "recording a void of round {round_id}"),
    "log.doing.record_adjustment": QT_TRANSLATE_NOOP("Engine", "recording an adjustment of round {round_id}"),
    "log.doing.read_journal": QT_TRANSLATE_NOOP("Engine", "reading the journal"),
    "log.doing.count_voided": QT_TRANSLATE_NOOP("Engine", "counting voided rounds in progress"),
    "log.doing.read_round": QT_TRANSLATE_NOOP("Engine", "reading round {round_id}"),
    "log.doing.read_records": QT_TRANSLATE_NOOP("Engine", "reading the records of round {round_id}"),
    "log.doing.read_adjustments": QT_TRANSLATE_NOOP("Engine", "reading the adjustments of round {round_id}"),
    "log.doing.read_rounds": QT_TRANSLATE_NOOP("Engine", "reading rounds"),
    "log.doing.search": QT_TRANSLATE_NOOP("Engine", "searching the log"),
    "log.doing.count": QT_TRANSLATE_NOOP("Engine", "counting rounds"),
    "log.doing.shift_report": QT_TRANSLATE_NOOP("Engine", "making the shift report"),
    "report.range_reversed": QT_TRANSLATE_NOOP("Engine", "the report's range ends ({high}) before it starts ({low})"),
    "clock.skipped": QT_TRANSLATE_NOOP(
        "Engine", "{wall} does not exist in {zone}: the clocks went forward then (type a time after the change)"
    ),
    "log.refused_read_only": QT_TRANSLATE_NOOP("Engine", "round log {path}: {doing} refused: opened read-only"),
    "log.no_such_file": QT_TRANSLATE_NOOP("Engine", "round log {path}: no such file"),
    "log.empty": QT_TRANSLATE_NOOP("Engine", "round log {path}: the file is empty (no log yet)"),
    "log.unknown_schema": QT_TRANSLATE_NOOP("Engine", "round log {path}: unknown log schema {version}"),
    "log.no_wal": QT_TRANSLATE_NOOP("Engine", "round log {path}: cannot use a WAL journal ({mode})"),
    "log.wal_without_shm": QT_TRANSLATE_NOOP(
        "Engine",
        "round log {path}: it is read-only here and its last rounds are still in {wal}, which cannot be read without a -shm file beside it; copy the folder to a writable place and check the copy",  # noqa: E501
    ),
    "log.nothing_to_void": QT_TRANSLATE_NOOP("Engine", "table {table} has no round in progress to void"),
    "log.round_unreadable": QT_TRANSLATE_NOOP("Engine", "round log {path}: round {round_id}: {why}"),
    "log.adjustment_unreadable": QT_TRANSLATE_NOOP(
        "Engine", "round log {path}: entry {position} (a void or adjustment of round {round_id}): {why}"
    ),
    "log.stored_not_json": QT_TRANSLATE_NOOP(
        "Engine", "its stored content is not the JSON the log writes (changed behind the log, or damaged): {why}"
    ),
    "log.stored_not_object": QT_TRANSLATE_NOOP(
        "Engine", "its stored content is not the JSON object the log writes (changed behind the log, or damaged)"
    ),
    "log.already_void": QT_TRANSLATE_NOOP("Engine", "round {round_id} is already void"),
    "log.round_altered": QT_TRANSLATE_NOOP(
        "Engine",
        "round {round_id} was altered after it was written (entry {position}): it cannot be voided or adjusted; the log's check names it: call the technician",  # noqa: E501
    ),
    "log.round_not_shown": QT_TRANSLATE_NOOP(
        "Engine",
        "round {round_id} cannot be shown: its stored content is not in the form this version reads ({why}); the log's check says whether it was changed behind the log",  # noqa: E501
    ),
    "compact.record_time": QT_TRANSLATE_NOOP("Engine", "a record time in the compact body is {value}"),
    "compact.not_deflated": QT_TRANSLATE_NOOP(
        "Engine", "a round's compact body is damaged (not deflated text of its stated size)"
    ),
    "compact.wrong_size": QT_TRANSLATE_NOOP(
        "Engine", "a round's compact body is damaged (its text is not of its stated size)"
    ),
    "compact.damaged": QT_TRANSLATE_NOOP("Engine", "a round's compact body is damaged: {why}"),
    "compact.lines": QT_TRANSLATE_NOOP("Engine", "a round's compact body has {lines} lines, not {want}"),
    "compact.unreadable": QT_TRANSLATE_NOOP("Engine", "a round's compact body cannot be read: {why}"),
    "compact.unequal": QT_TRANSLATE_NOOP("Engine", "a round's compact body holds records of unequal lengths"),
    "compact.kinds": QT_TRANSLATE_NOOP(
        "Engine", "a round's compact body cannot be read: its record kinds are not a list"
    ),
    "training.log_failed": QT_TRANSLATE_NOOP("Engine", "training log {path}: {doing} failed: {why}"),
    "training.is_folder": QT_TRANSLATE_NOOP("Engine", "training log {path}: is a folder, not a file"),
    "training.no_folder": QT_TRANSLATE_NOOP("Engine", "training log {path}: cannot create its folder: {why}"),
    "training.not_a_log": QT_TRANSLATE_NOOP(
        "Engine", "training log {path}: not a training log (not an SQLite database)"
    ),
    "training.other_database": QT_TRANSLATE_NOOP(
        "Engine",
        "training log {path}: an SQLite database, but not a dealer-assist training log (the live round log is never used for training)",  # noqa: E501
    ),
    "training.newer": QT_TRANSLATE_NOOP(
        "Engine",
        "training log {path}: written by a newer dealer-assist (schema {version}; this version knows up to {known}); update the application to read it",  # noqa: E501
    ),
    "training.doing.start": QT_TRANSLATE_NOOP("Engine", "starting a session"),
    "training.doing.end": QT_TRANSLATE_NOOP("Engine", "ending a session"),
    "training.doing.answer": QT_TRANSLATE_NOOP("Engine", "recording an answer"),
    # why a check of the log fails (the pit boss's LOG ALTERED banner); SQLite's own words stay
    "chain.broken_link": QT_TRANSLATE_NOOP(
        "Engine", "its link to the previous entry is broken (entries removed, reordered or changed)"
    ),
    "chain.entry_missing": QT_TRANSLATE_NOOP("Engine", "entry {n} is missing: removed from the log"),
    "chain.entries_missing": QT_TRANSLATE_NOOP("Engine", "entries {first} to {last} are missing: removed from the log"),
    "chain.rows_outside": QT_TRANSLATE_NOOP("Engine", "{table} rows at position {position} belong to no chain entry"),
    "chain.row_missing": QT_TRANSLATE_NOOP("Engine", "its {table} row is missing"),
    "chain.hash_differs": QT_TRANSLATE_NOOP(
        "Engine", "its stored content does not match its hash (a value was changed after it was recorded)"
    ),
    "chain.extra_triggers": QT_TRANSLATE_NOOP("Engine", "unexpected trigger(s) {names}"),
    "chain.put_in": QT_TRANSLATE_NOOP(
        "Engine", "the log issued {issued} positions but holds entries up to {last}: entries were put in by other means"
    ),
    "chain.removed_from_end": QT_TRANSLATE_NOOP(
        "Engine", "the log once held {issued} entries and now ends at {last}: entries were removed from the end"
    ),
    "chain.backdated": QT_TRANSLATE_NOOP(
        "Engine",
        "it is dated {confirmed}, before a round of its table logged ahead of it ({before}): backdated (or the clock was stepped while the log was written)",  # noqa: E501
    ),
    "chain.dated_ahead": QT_TRANSLATE_NOOP(
        "Engine",
        "it is dated {confirmed}, after it was written ({recorded}): dated ahead (or the clock was stepped while the log was written)",  # noqa: E501
    ),
    "chain.anchor_missing": QT_TRANSLATE_NOOP(
        "Engine", "the anchor {hash} noted at position {position} is not in the log"
    ),
    "chain.index_differs": QT_TRANSLATE_NOOP(
        "Engine",
        "index {indexes} does not match the rounds it indexes, so searches, counts and exports would not show what the log holds ({sqlite})",  # noqa: E501
    ),
    "chain.damaged": QT_TRANSLATE_NOOP("Engine", "the file's structure is damaged: {sqlite}"),
    "chain.and": QT_TRANSLATE_NOOP("Engine", "{first}; {more}"),
    "schema.unknown": QT_TRANSLATE_NOOP("Engine", "unknown log schema {version}"),
    "schema.table_missing": QT_TRANSLATE_NOOP("Engine", "table {table} is missing"),
    "schema.columns": QT_TRANSLATE_NOOP("Engine", "table {table} has columns {names}, expected {expected}"),
    "schema.trigger_missing": QT_TRANSLATE_NOOP("Engine", "append-only trigger {name} is missing"),
    "schema.trigger_altered": QT_TRANSLATE_NOOP("Engine", "append-only trigger {name} is altered"),
    "schema.object": QT_TRANSLATE_NOOP("Engine", "{kind} {name}"),
    "schema.object_missing": QT_TRANSLATE_NOOP("Engine", "{object} is missing"),
    "schema.object_differs": QT_TRANSLATE_NOOP("Engine", "{object} is not defined as this version defines it"),
    "schema.unexpected": QT_TRANSLATE_NOOP("Engine", "unexpected {objects} in the file"),
    "schema.kind.table": QT_TRANSLATE_NOOP("Engine", "table"),
    "schema.kind.index": QT_TRANSLATE_NOOP("Engine", "index"),
    "schema.kind.trigger": QT_TRANSLATE_NOOP("Engine", "trigger"),
    "schema.kind.view": QT_TRANSLATE_NOOP("Engine", "view"),
    # where a replay of a round differs from what was paid (the settlement's keys stay as written)
    "replay.differs": QT_TRANSLATE_NOOP("Engine", "{where}: stored {stored}, engine {engine}"),
    "replay.engine_none": QT_TRANSLATE_NOOP("Engine", "{where}: stored {stored}, engine has none"),
    "replay.stored_none": QT_TRANSLATE_NOOP("Engine", "{where}: stored none, engine {engine}"),
    "replay.items": QT_TRANSLATE_NOOP("Engine", "{where}: stored {stored} items, engine {engine}"),
    "replay.in_box": QT_TRANSLATE_NOOP("Engine", "{head}[box {box}]{rest}"),
    # why a round file cannot be read (a key path stays as the file writes it; a box is named)
    "roundfile.round": QT_TRANSLATE_NOOP("Engine", "round"),
    "roundfile.in_box": QT_TRANSLATE_NOOP("Engine", "box {box}: {path}"),
    "roundfile.too_deep": QT_TRANSLATE_NOOP("Engine", "nested deeper than a round file needs (at most {depth} levels)"),
    "roundfile.duplicate_key": QT_TRANSLATE_NOOP("Engine", "duplicate key {name} in one JSON object"),
    "roundfile.exponent": QT_TRANSLATE_NOOP(
        "Engine", "the number {number} has an exponent; write amounts in plain digits"
    ),
    "roundfile.digits": QT_TRANSLATE_NOOP("Engine", "a number of {digits} digits: more digits than the engine keeps"),
    "roundfile.not_an_amount": QT_TRANSLATE_NOOP("Engine", "{text} is not an amount a table can hold"),
    "roundfile.not_json": QT_TRANSLATE_NOOP("Engine", "not valid JSON: {why}"),
    "roundfile.not_object": QT_TRANSLATE_NOOP("Engine", "{where}: must be an object, not {kind}"),
    "roundfile.unknown_key": QT_TRANSLATE_NOOP("Engine", "{where}: unknown key {name}"),
    "roundfile.at": QT_TRANSLATE_NOOP("Engine", "{where}: {why}"),
    "roundfile.not_cards": QT_TRANSLATE_NOOP("Engine", "{where}: must be a list of cards"),
    "roundfile.negative": QT_TRANSLATE_NOOP("Engine", "{where}: must not be negative, not {amount}"),
    "roundfile.not_whole": QT_TRANSLATE_NOOP("Engine", "{where}: must be a whole number, not {value}"),
    "roundfile.box_and_amount": QT_TRANSLATE_NOOP("Engine", '{where}: needs "box" and "amount"'),
    "roundfile.not_an_action": QT_TRANSLATE_NOOP("Engine", "{where}: {do} is not an action ({actions})"),
    "roundfile.not_a_street": QT_TRANSLATE_NOOP("Engine", "{where}: {street} is not one of {streets}"),
    "roundfile.missing_key": QT_TRANSLATE_NOOP("Engine", "{where}: missing key {name}"),
    "roundfile.game_name": QT_TRANSLATE_NOOP("Engine", "game: must be a profile name or a path"),
    "roundfile.bought_game_one": QT_TRANSLATE_NOOP(
        "Engine", "dealer.bought_game.draw: the dealer's bought game is one card"
    ),
    "roundfile.no_boxes": QT_TRANSLATE_NOOP("Engine", "boxes: must be a non-empty list"),
    "roundfile.actions_list": QT_TRANSLATE_NOOP("Engine", "{where}: actions must be a list"),
    "roundfile.blind_box": QT_TRANSLATE_NOOP("Engine", "{where}: blind_box must be true or false"),
    "roundfile.player": QT_TRANSLATE_NOOP("Engine", "{where}: player must be text"),
    "card.not_a_code": QT_TRANSLATE_NOOP("Engine", "not a card: {text} (expected a code such as 'As' or '10h')"),
    "card.bad_code": QT_TRANSLATE_NOOP(
        "Engine", "not a card: {text} (rank 2-9, T or 10, J, Q, K, A; then suit s, h, d or c)"
    ),
    "money.not_a_number_kind": QT_TRANSLATE_NOOP("Engine", "{what} must be a number, not {value}"),
    "money.binary_float": QT_TRANSLATE_NOOP("Engine", "{what} {value} is a binary float; give it as a string"),
    "money.not_a_number": QT_TRANSLATE_NOOP("Engine", "{what} {value} is not a number"),
    "money.not_finite": QT_TRANSLATE_NOOP("Engine", "{what} {value} is not a finite number"),
    "money.exponent": QT_TRANSLATE_NOOP("Engine", "{what} {value} has an exponent; write the amount in plain digits"),
    "money.whole_digits": QT_TRANSLATE_NOOP(
        "Engine", "{what} {amount} has more digits than the engine keeps (at most {digits} whole digits)"
    ),
    "money.places": QT_TRANSLATE_NOOP(
        "Engine", "{what} {amount} has more than {places} decimal places; no table pays that finely"
    ),
    "profile.unknown_game": QT_TRANSLATE_NOOP("Engine", "unknown game {game} (shipped: {shipped}; or a .toml path)"),
    "profile.not_toml": QT_TRANSLATE_NOOP("Engine", "{path}: not valid TOML: {why}"),
    "profile.too_deep": QT_TRANSLATE_NOOP("Engine", "{path}: nested deeper than a profile needs"),
    "profile.digits": QT_TRANSLATE_NOOP("Engine", "{path}: a number has more digits than the engine keeps"),
    "log.journal_not_json": QT_TRANSLATE_NOOP("Engine", "it is not JSON ({why})"),
    "log.journal_not_a_round": QT_TRANSLATE_NOOP("Engine", "it holds {kind}, not a round"),
    "export.cannot_write": QT_TRANSLATE_NOOP("Engine", "cannot write {path}: {why}"),
    "camera.no_calibration": QT_TRANSLATE_NOOP(
        "Engine", "the camera has no calibration file: run the calibration wizard first"
    ),
    "device.serial_open": QT_TRANSLATE_NOOP("Engine", "cannot open serial port {port}: {why}"),
    "config.unknown_protocol": QT_TRANSLATE_NOOP(
        "Engine", "unknown card-reader protocol '{protocol}': choose framed or line"
    ),
    "staff.cannot_open": QT_TRANSLATE_NOOP("Engine", "staff file {path}: cannot be opened: {why}"),
    "staff.key_missing": QT_TRANSLATE_NOOP(
        "Engine",
        "staff file {path}: its key {key_file} is missing, so no PIN can be checked: put the key file back from the installation's backup",  # noqa: E501
    ),
    "staff.key_readable": QT_TRANSLATE_NOOP(
        "Engine", "staff key {path} can be read by other users (mode {mode}): chmod 600 {path}"
    ),
    "staff.not_a_key": QT_TRANSLATE_NOOP("Engine", "staff key {path}: not a staff key (32 bytes in hex)"),
    "staff.pin_digits": QT_TRANSLATE_NOOP("Engine", "a PIN is {low} to {high} digits"),
    "staff.pit_boss_pin_digits": QT_TRANSLATE_NOOP("Engine", "a pit boss PIN is {low} to {high} digits"),
    "staff.pin_repeated": QT_TRANSLATE_NOOP("Engine", "a PIN of one digit repeated is too easy to guess"),
    "staff.name_length": QT_TRANSLATE_NOOP("Engine", "a name is 1 to 40 characters"),
    # a staff or PIN operation refused (the Staff tab, the PIN pad, the start-up screen); one
    # template a role where the role's word is declined (Russian: "нет крупье", "нет питбосса")
    "staff.no_croupier": QT_TRANSLATE_NOOP("Engine", "no croupier called {name}"),
    "staff.no_pit_boss": QT_TRANSLATE_NOOP("Engine", "no pit boss called {name}"),
    "staff.no_technician": QT_TRANSLATE_NOOP("Engine", "no technician called {name}"),
    "staff.have_croupier": QT_TRANSLATE_NOOP("Engine", "there is already a croupier called {name}"),
    "staff.have_pit_boss": QT_TRANSLATE_NOOP("Engine", "there is already a pit boss called {name}"),
    "staff.have_technician": QT_TRANSLATE_NOOP("Engine", "there is already a technician called {name}"),
    "staff.not_locked_out": QT_TRANSLATE_NOOP("Engine", "{name} is not locked out"),
    "staff.first_pit_boss_taken": QT_TRANSLATE_NOOP("Engine", "there is already a pit boss: ask them to add you"),
    "staff.remove_self": QT_TRANSLATE_NOOP("Engine", "a pit boss cannot remove themselves"),
    "staff.own_role": QT_TRANSLATE_NOOP("Engine", "a pit boss cannot change their own role"),
    "staff.needs_pit_boss": QT_TRANSLATE_NOOP("Engine", "this needs a pit boss's PIN ({who} is not a pit boss)"),
    # A grant whose person the staff file no longer holds with its role, or has locked out
    # since the PIN was entered (another screen or terminal): one template a role.
    "staff.no_longer_croupier": QT_TRANSLATE_NOOP(
        "Engine", "{name} is no longer a croupier in the staff file: nothing was changed"
    ),
    "staff.no_longer_pit_boss": QT_TRANSLATE_NOOP(
        "Engine", "{name} is no longer a pit boss in the staff file: nothing was changed"
    ),
    "staff.no_longer_technician": QT_TRANSLATE_NOOP(
        "Engine", "{name} is no longer a technician in the staff file: nothing was changed"
    ),
    # The name and role are in the staff file, but not as the person who entered the PIN.
    "staff.grant_outdated": QT_TRANSLATE_NOOP(
        "Engine", "{name} was added again, moved or given a new PIN after this PIN was entered: nothing was changed"
    ),
    "staff.locked_now": QT_TRANSLATE_NOOP("Engine", "{name} is locked out (too many wrong PINs): nothing was changed"),
    "staff.rotation_needs_croupier": QT_TRANSLATE_NOOP(
        "Engine", "a rotation needs a croupier's PIN ({who} is not a croupier)"
    ),
    "staff.others_pin": QT_TRANSLATE_NOOP(
        "Engine", "only a pit boss may change another person's PIN ({who} may not)"
    ),
    "staff.who": QT_TRANSLATE_NOOP("Engine", "{name} ({role})"),
    "staff.role.croupier": QT_TRANSLATE_NOOP("Engine", "croupier"),
    "staff.role.pit_boss": QT_TRANSLATE_NOOP("Engine", "pit boss"),
    "staff.role.technician": QT_TRANSLATE_NOOP("Engine", "technician"),
    "staff.not_a_role": QT_TRANSLATE_NOOP("Engine", "a role is one of {roles}, not {role}"),
    "staff.say_why": QT_TRANSLATE_NOOP("Engine", "say why (the audit trail keeps the reason)"),
    "staff.change_unnamed": QT_TRANSLATE_NOOP("Engine", "a change needs a name for what was changed"),
    "staff.store_writes": QT_TRANSLATE_NOOP("Engine", "{action} entries are written by the staff store itself"),
    "staff.pin_refused": QT_TRANSLATE_NOOP("Engine", "wrong PIN (%n tries left before a lock-out)"),
    "staff.now_locked_out": QT_TRANSLATE_NOOP("Engine", "wrong PIN: {name} is now locked out for %n minutes"),
    "staff.locked_out": QT_TRANSLATE_NOOP("Engine", "{name} is locked out after %n wrong PINs; try again later"),
    "staff.closed": QT_TRANSLATE_NOOP("Engine", "staff file {path}: already closed"),
    "staff.key_beside": QT_TRANSLATE_NOOP(
        "Engine",
        "staff key {key_file} is in the staff file's own folder: keep it apart (a copy of that folder must not carry the key)",  # noqa: E501
    ),
    "staff.key_unreadable": QT_TRANSLATE_NOOP("Engine", "staff key {path}: cannot be read: {why}"),
    "staff.key_invalid": QT_TRANSLATE_NOOP("Engine", "staff key {path}: not a staff key: {why}"),
    "staff.key_not_created": QT_TRANSLATE_NOOP("Engine", "staff key {path}: cannot be created: {why}"),
    "staff.key_not_made": QT_TRANSLATE_NOOP("Engine", "staff key {path}: cannot be created"),
    "staff.anchors_unreadable": QT_TRANSLATE_NOOP("Engine", "staff anchors {path}: cannot be read: {why}"),
    "staff.anchors_unwritable": QT_TRANSLATE_NOOP("Engine", "staff anchors {path}: cannot be written: {why}"),
    "staff.old_entry_fails": QT_TRANSLATE_NOOP(
        "Engine",
        "staff file {path}: an older staff file whose audit entry {seq} fails its check: not migrated; restore it from a backup, or move it aside and set up the staff again",  # noqa: E501
    ),
    "staff.old_person_unchained": QT_TRANSLATE_NOOP(
        "Engine",
        "staff file {path}: an older staff file whose {role} {name} was not added through its audit trail, or with other scrypt parameters: not migrated; move it aside and set up the staff again",  # noqa: E501
    ),
    # why the staff file's audit trail cannot be trusted (the Staff tab, the PIN pad)
    "staff.tampered": QT_TRANSLATE_NOOP(
        "Engine", "staff file {path}: {problem}; no PIN is accepted until it is restored from a backup"
    ),
    "staff.problem": QT_TRANSLATE_NOOP("Engine", "staff file {path}: {problem}"),
    "staff.cannot_write": QT_TRANSLATE_NOOP("Engine", "staff file {path}: cannot be written now: {why}"),
    "staff.cannot_read": QT_TRANSLATE_NOOP("Engine", "staff file {path}: cannot be read now: {why}"),
    "staff.key_check_missing": QT_TRANSLATE_NOOP("Engine", "its key check is missing (the file was altered)"),
    "staff.other_key": QT_TRANSLATE_NOOP("Engine", "it was not written with this installation's key ({key_file})"),
    "staff.entry_missing": QT_TRANSLATE_NOOP("Engine", "audit entry {seq} is missing (removed)"),
    "staff.entry_unlinked": QT_TRANSLATE_NOOP(
        "Engine", "audit entry {seq} does not follow the entry before it (one was removed or inserted)"
    ),
    "staff.entry_changed": QT_TRANSLATE_NOOP(
        "Engine", "audit entry {seq} was changed after it was written, or written without the key"
    ),
    "staff.entry_problem": QT_TRANSLATE_NOOP("Engine", "audit entry {seq}: {problem}"),
    "staff.anchor_missing": QT_TRANSLATE_NOOP("Engine", "its anchor (entry count and newest entry) is missing"),
    "staff.anchor_unreadable": QT_TRANSLATE_NOOP("Engine", "its anchor is not readable"),
    "staff.anchor_altered": QT_TRANSLATE_NOOP("Engine", "its anchor was altered"),
    "staff.newest_removed": QT_TRANSLATE_NOOP(
        "Engine", "the newest %n audit entries were removed ({kept} of {written})"
    ),
    "staff.added_after_anchor": QT_TRANSLATE_NOOP(
        "Engine", "audit entries were added after its anchor, without the key"
    ),
    "staff.rolled_back": QT_TRANSLATE_NOOP(
        "Engine",
        "it holds {count} audit entries where this installation wrote {wrote}: it was rolled back, replaced or deleted (anchor {anchors})",  # noqa: E501
    ),
    "staff.replaced": QT_TRANSLATE_NOOP("Engine", "it was replaced by another staff file (anchor {anchors})"),
    "staff.outside_anchor_altered": QT_TRANSLATE_NOOP(
        "Engine", "its anchor in {anchors} was altered or made with another key"
    ),
    "staff.not_a_person": QT_TRANSLATE_NOOP("Engine", "{action} of {subject}, not a person"),
    "staff.already_there": QT_TRANSLATE_NOOP("Engine", "{action} of {subject}, who is already there"),
    "staff.not_there": QT_TRANSLATE_NOOP("Engine", "{action} of {subject}, who is not there"),
    "staff.hash_unreadable": QT_TRANSLATE_NOOP("Engine", "the PIN hash of {subject} is not readable"),
    "staff.scrypt_params": QT_TRANSLATE_NOOP(
        "Engine",
        "the PIN hash of {subject} uses scrypt n={scrypt_n} r={scrypt_r} p={scrypt_p}; this code uses only n={our_n} r={our_r} p={our_p}",  # noqa: E501
    ),
    "staff.role_unreadable": QT_TRANSLATE_NOOP("Engine", "the new role or PIN hash of {subject} is not readable"),
    "staff.role_not_free": QT_TRANSLATE_NOOP("Engine", "{subject} moved to a role that is not free"),
    "staff.scrypt_other": QT_TRANSLATE_NOOP(
        "Engine", "the PIN hash of {subject} uses scrypt parameters this code does not"
    ),
    "staff.count_unreadable": QT_TRANSLATE_NOOP("Engine", "a wrong-PIN count that is not readable"),
    "staff.count_not_following": QT_TRANSLATE_NOOP(
        "Engine", "a wrong-PIN count of {subject} that does not follow from the entries before it"
    ),
    "staff.trail_altered": QT_TRANSLATE_NOOP(
        "Engine", "the staff file's audit trail was altered ({problem}): the table settings cannot be trusted"
    ),
    "settings.profile_changed": QT_TRANSLATE_NOOP(
        "Engine",
        "the profile {game} changed after the pit boss approved it (SHA-256 {now}…, approved {approved}…): a pit boss must approve it again",  # noqa: E501
    ),
    "settings.profile_unreadable": QT_TRANSLATE_NOOP("Engine", "{path}: cannot read the profile: {why}"),
    "settings.read_again": QT_TRANSLATE_NOOP("Engine", "the profile {game} changed while it was read: try again"),
    "settings.threshold_positive": QT_TRANSLATE_NOOP("Engine", "table {table}: approval_threshold must be positive"),
    "settings.threshold_units": QT_TRANSLATE_NOOP(
        "Engine", "table {table}: approval_threshold {amount} is not a whole number of chip units ({unit})"
    ),
    "where.table": QT_TRANSLATE_NOOP("Engine", "table {table}"),
    "limit.not_positive": QT_TRANSLATE_NOOP("Engine", "{where}: {name} must be positive, not {value}"),
    "limit.max_bet_below": QT_TRANSLATE_NOOP("Engine", "{where}: max_bet {high} is below min_bet {low}"),
    "limit.side_below": QT_TRANSLATE_NOOP("Engine", "{where}: side_bet_max {high} is below side_bet_min {low}"),
    "limit.payout_below": QT_TRANSLATE_NOOP("Engine", "{where}: max_payout {high} is below max_bet {low}"),
    "calibration.corners_degenerate": QT_TRANSLATE_NOOP(
        "Engine", "the four corners are degenerate (three on one line?)"
    ),
    "calibration.corners_order": QT_TRANSLATE_NOOP(
        "Engine", "the four corners must be clicked in order round the layout"
    ),
    "calibration.cannot_write": QT_TRANSLATE_NOOP("Engine", "cannot write calibration {path}: {why}"),
    "calibration.no_folder": QT_TRANSLATE_NOOP("Engine", "card folder {folder} does not exist"),
    "calibration.no_images": QT_TRANSLATE_NOOP("Engine", "{folder} holds no card images (AS.png, TD.png ...)"),
    "calibration.no_image": QT_TRANSLATE_NOOP("Engine", "image {path} does not exist"),
    "calibration.not_an_image": QT_TRANSLATE_NOOP("Engine", "{path} is not an image OpenCV can read"),
    "calibration.in_image": QT_TRANSLATE_NOOP("Engine", "{image}: {why}"),
    "calibration.file_name": QT_TRANSLATE_NOOP(
        "Engine", "{image}: the file name must be a card code such as AS.png or TD.png"
    ),
    "calibration.same_card": QT_TRANSLATE_NOOP("Engine", "{image} and {other} are the same card"),
    "calibration.no_white": QT_TRANSLATE_NOOP("Engine", "no card found (nothing white enough in the frame)"),
    "calibration.too_small": QT_TRANSLATE_NOOP("Engine", "no card found (the largest white shape is too small)"),
    "calibration.not_rectangle": QT_TRANSLATE_NOOP(
        "Engine", "no card found (the white shape is not a card's rectangle)"
    ),
    "calibration.cut": QT_TRANSLATE_NOOP("Engine", "the card is cut by the edge of the image (show all of it)"),
    "floor.unreachable": QT_TRANSLATE_NOOP("Engine", "floor unreachable ({url}): {why}"),
    "floor.login_refused": QT_TRANSLATE_NOOP("Engine", "the floor refused the login ({url}): {why}"),
    "floor.failed": QT_TRANSLATE_NOOP("Engine", "floor: {why}"),
    "floor.lost": QT_TRANSLATE_NOOP("Engine", "floor connection lost: {why}"),
    "floor.no_round": QT_TRANSLATE_NOOP("Engine", "no round {round_id} on the floor"),
    "floor.no_table_round": QT_TRANSLATE_NOOP("Engine", "no round {round_id} of table {table} on the floor"),
    "floor.not_a_floor": QT_TRANSLATE_NOOP(
        "Engine", "floor {spec}: neither a postgresql:// URL nor a credentials file ({why})"
    ),
    "floor.credentials_readable": QT_TRANSLATE_NOOP(
        "Engine", "credentials file {path} may be read by others (mode {mode}): chmod 600 {path}"
    ),
    "floor.credentials_unreadable": QT_TRANSLATE_NOOP("Engine", "credentials file {path}: cannot be read: {why}"),
    "floor.credentials_lines": QT_TRANSLATE_NOOP(
        "Engine", "credentials file {path}: expected one postgresql:// URL or conninfo line"
    ),
    "floor.already_answered": QT_TRANSLATE_NOOP("Engine", "table {table}, box {box}: already answered"),
    "floor.not_a_pit_login": QT_TRANSLATE_NOOP(
        "Engine", "this login may not approve payouts (only a pit role may): {why}"
    ),
    "floor.entry_unreadable": QT_TRANSLATE_NOOP(
        "Engine",
        "floor: table {table}, entry {position} (round {round_id}): {why}; the floor's check names it: call the technician",  # noqa: E501
    ),
    "floor.stored_not_rows": QT_TRANSLATE_NOOP(
        "Engine", "its stored content is not the rows a table ships (changed on the floor, or damaged)"
    ),
    "floor.round_ambiguous": QT_TRANSLATE_NOOP(
        "Engine", "round {round_id} was logged by tables {tables}: filter by table to open the one meant"
    ),
    "training.no_drill": QT_TRANSLATE_NOOP("Engine", "{game} has no {drill}"),
    "training.drill.pay": QT_TRANSLATE_NOOP("Engine", "pay drill"),
    "training.drill.second_hand": QT_TRANSLATE_NOOP("Engine", "second hand drill"),
    "training.drill.insurance": QT_TRANSLATE_NOOP("Engine", "insurance drill"),
    "training.drill.cap": QT_TRANSLATE_NOOP("Engine", "cap drill"),
    "training.drill.no_game": QT_TRANSLATE_NOOP("Engine", "no game drill"),
}
"""Every engine message: key -> English template (``{name}`` fields; ``%n`` a count, so
that each language writes its plural forms)."""

Arg = Any
"""An argument: a number, a :class:`~decimal.Decimal` amount, a card, a :class:`Term`, a
nested :class:`Message`, a tuple of those (a list), or plain text (names, never sentences)."""


@dataclass(frozen=True)
class Term:
    """A name the screens already translate (a hand, a wager, an action, a game), with the
    engine's English for it: ``Term("hand", "PAIR", "Pair")``."""

    kind: str
    code: str
    english: str

    def __str__(self) -> str:
        return self.english


@dataclass(frozen=True)
class Message:
    """A key of :data:`CATALOGUE` with its arguments; ``str()`` is the English text."""

    key: str
    args: tuple[tuple[str, Arg], ...] = ()

    @property
    def kwargs(self) -> dict[str, Arg]:
        return dict(self.args)

    @property
    def template(self) -> str:
        """The English template (a text message: its text)."""
        if not self.key:
            return str(self.kwargs.get("text", ""))
        return CATALOGUE.get(self.key, self.key.rpartition(".")[2])

    @staticmethod
    def text(text: str) -> Message:
        """Plain text that has no key (a foreign error's words, a file name): shown as it is."""
        return Message("", (("text", text),))

    def __str__(self) -> str:
        return english(self)


def msg(key: str, **args: Arg) -> Message:
    return Message(key, tuple(args.items()))


def to_json(m: Message) -> dict[str, Any]:
    """A message as a record keeps it (an alert's ``text``), to be read back by :func:`from_json`."""
    return {"key": m.key, "args": {k: _arg_json(v) for k, v in m.args}}


def _arg_json(value: Arg) -> Any:
    from dealer_assist.cards import Card

    if isinstance(value, Message):
        return {"message": to_json(value)}
    if isinstance(value, Term):
        return {"term": [value.kind, value.code, value.english]}
    if isinstance(value, Card):
        return {"card": value.code}
    if isinstance(value, Decimal):
        return {"amount": str(value)}
    if isinstance(value, tuple):
        return {"list": [_arg_json(v) for v in value]}
    return value if isinstance(value, (int, str)) else str(value)


def from_json(data: Mapping[str, Any]) -> Message:
    return Message(str(data.get("key", "")), tuple((k, _arg_from(v)) for k, v in dict(data.get("args", {})).items()))


def _arg_from(value: Any) -> Arg:
    from dealer_assist.cards import parse_card

    if not isinstance(value, dict):
        return value
    if "message" in value:
        return from_json(value["message"])
    if "term" in value:
        return Term(*(str(x) for x in value["term"]))
    if "card" in value:
        return parse_card(value["card"])
    if "amount" in value:
        return Decimal(value["amount"])
    if "list" in value:
        return tuple(_arg_from(v) for v in value["list"])
    return str(value)


def english(m: Message) -> str:
    """The English text of ``m`` (logs, round files, the command line)."""
    if not m.key:
        return m.template
    return fill(m.template, m.kwargs, english_arg)


def fill(template: str, args: Mapping[str, Arg], render: Any) -> str:
    """``template`` with its fields filled by ``render(arg)`` and ``%n`` by the count ``n``."""
    if "%n" in template:
        template = template.replace("%n", str(args.get("n", "")))
    return template.format(**{k: render(v) for k, v in args.items()})


def english_arg(value: Arg) -> str:
    if isinstance(value, Message):
        return english(value)
    if isinstance(value, tuple):
        return list_text([english_arg(v) for v in value], value)
    if isinstance(value, Decimal):
        from dealer_assist.money import fmt

        return fmt(value)
    return str(value)


def list_text(parts: list[str], items: tuple[Any, ...]) -> str:
    """A list as a message writes it: cards apart by spaces, other names by commas."""
    from dealer_assist.cards import Card

    return (" " if items and all(isinstance(v, Card) for v in items) else ", ").join(parts)


# -- names inside messages -------------------------------------------------------------------


def hand(category: str) -> Term:
    """A hand category (``PAIR``) as a message names it."""
    from dealer_assist.evaluator import CATEGORY_LABELS, HandCategory

    known = category in HandCategory.__members__
    return Term("hand", category, CATEGORY_LABELS[HandCategory[category]] if known else category)


def action(do: str, english: str = "") -> Term:
    """An action (``fold``, ``exchange``); ``english``: how an English sentence names it."""
    return Term("action", do, english or do)


def game(name: str, title: str) -> Term:
    return Term("game", name, title)


def wager(name: str, english_name: str) -> Term:
    return Term("wager", name, english_name)


def phase(value: str) -> Message:
    return msg(f"phase.{value}")


# One template is one entry of a translation file: a box's status that is also a street
# (flop, river) or a note's word (folded) shares that entry.
_SAME_WORD = {"flop": "phase.flop", "river": "phase.river", "folded": "word.folded"}


def status(value: str) -> Message:
    return msg(_SAME_WORD.get(value, f"status.{value}"))


def slot(kind: str, box: int, index: int) -> Message:
    """A place on the layout: ``box 3 card 2``, ``dealer card 1``."""
    return msg(f"slot.{kind}", box=box, i=index)


def place(s: Any) -> Message:
    """A :class:`~dealer_assist.flow.dealing.Slot` as a message names it."""
    return slot(s.kind, s.box, s.index)
