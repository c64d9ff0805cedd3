"""One error tree for the whole product.

Every failure the application reports to a person is a :class:`DealerAssistError`; foreign
errors are wrapped with ``raise ... from err`` at the edge where they happen.
"""

from __future__ import annotations

import errno
import os
import sqlite3

from dealer_assist.messages import Message, msg


class DealerAssistError(Exception):
    """Root of every error dealer-assist raises on purpose.

    ``message``: what went wrong as a :class:`~dealer_assist.messages.Message` (a key the
    screens render in their language); ``str(err)`` stays the English line for logs and the
    command line. An error raised with plain text carries it as a text message."""

    message: Message

    def __init__(self, *args: object) -> None:
        first = args[0] if args else ""
        if isinstance(first, Message):
            self.message = first
            args = (str(first), *args[1:])
        else:
            self.message = Message.text(str(first))
        super().__init__(*args)


class CardError(DealerAssistError, ValueError):
    """A card code that is not a card, or a card that cannot be where it is."""


class RuleError(DealerAssistError):
    """A wager, decision or card the game's rules refuse. The round is unchanged."""

    def __init__(self, message: str | Message, *, box: int | None = None, rule: str | None = None) -> None:
        self.box = box
        self.rule = rule
        reason = message if isinstance(message, Message) else Message.text(message)
        self.reason = str(reason)
        """The refusal alone, in English, without the box and the rule's tag (the croupier's
        screen says the box in its own words and never shows the tag; logs keep ``str(err)``)."""
        prefix = f"box {box}: " if box is not None else ""
        suffix = f" [{rule}]" if rule else ""
        super().__init__(f"{prefix}{self.reason}{suffix}")
        self.message = reason


class ConfigError(DealerAssistError):
    """A game profile or setting that cannot be used; names the file and the key."""


class RoundFileError(DealerAssistError):
    """A round file that is not a valid round (see docs/round-file.md)."""


class DeviceError(DealerAssistError):
    """A card reader or camera that failed."""


class LogError(DealerAssistError):
    """The round log cannot be opened, written or trusted."""


_OS_REASONS = {
    errno.ENOENT: "os.no_such_file",
    errno.EACCES: "os.permission",
    errno.EBUSY: "os.busy",
    errno.ENOSPC: "os.disk_full",
    errno.EROFS: "os.read_only",
    errno.ENOTDIR: "os.not_a_folder",
    errno.EISDIR: "os.is_a_folder",
    errno.EEXIST: "os.exists",
}


def os_reason(err: BaseException) -> Message:
    """Why the system refused a file or a port, short (``No such file or directory``, not
    pyserial's nested text): the usual reasons as messages the screens translate, a rarer
    one in the system's words."""
    code = getattr(err, "errno", None)
    if code in _OS_REASONS:
        return msg(_OS_REASONS[code])
    if isinstance(code, int) and code > 0:
        return Message.text(os.strerror(code))
    return Message.text(str(err) or type(err).__name__)


def sqlite_reason(err: sqlite3.Error) -> Message:
    """Why SQLite failed, as people say it (locked, disk full, damaged ...): a message the
    screens translate; a rarer failure in SQLite's own words."""
    name = getattr(err, "sqlite_errorname", "") or ""
    text = str(err)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        why = msg("log.why.locked")
    elif name.startswith("SQLITE_FULL") or "full" in text:
        why = msg("log.why.full")
    elif name.startswith("SQLITE_NOTADB") or "not a database" in text:
        why = msg("log.why.not_sqlite")
    elif name.startswith("SQLITE_CORRUPT") or "malformed" in text:
        why = msg("log.why.damaged")
    elif name.startswith("SQLITE_READONLY") or "readonly" in text:
        why = msg("log.why.read_only")
    elif name.startswith("SQLITE_IOERR"):
        why = msg("log.why.io", text=text)
    elif name.startswith("SQLITE_CANTOPEN") or "unable to open" in text:
        why = msg("log.why.cant_open")
    else:
        why = Message.text(text)
    return why
