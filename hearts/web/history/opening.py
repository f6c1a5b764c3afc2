"""Opening a game from elsewhere: a ``.json`` file, pasted text (JSON or compact) or a ``#game=`` link.

Whatever is wrong gets one plain sentence and nothing is kept: a file too
large (refused by its size, before it is read), text that is not a record,
a newer format, wrong types, rules this version does not have, impossible
plays. A good record is replayed by the engine before it is accepted. The
sentences are plain text, to be shown as text; any part of the record they
quote is shortened and stripped of control characters.

>>> opened = read_game('{"format": "hearts-record", "version": 9}', "2026-12-01 09:30")
>>> print(opened.problem)
Nothing was opened: the record was written by a newer version of the game (format 9; this one reads 2).
>>> read_game("x" * 2_000_000, "2026-12-01 09:30").problem[:40]
'Nothing was opened: this is 2.0 MB, and '
"""

from __future__ import annotations

import secrets
from typing import Final, NamedTuple

from ...errors import InvalidRecord
from ...record import MAX_RECORD_CHARS, GameRecord
from ...record.replay import GameReplay, replay_game
from ...words import decimal, record_problem
from ...words.case import continued
from ...words.catalog import gettext as _
from ...words.numbers import count_text
from ..address import show_text
from ..storage.history import HistoryEntry

__all__ = ["MAX_FILE_BYTES", "Opened", "read_game", "size_problem"]

MAX_FILE_BYTES: Final = MAX_RECORD_CHARS
"""A file larger than this is refused by its size, unread (a whole game's record is a few kilobytes)."""
_SHOWN: Final = 240


class Opened(NamedTuple):
    """A game that can be shown (its entry and replay), or the sentence saying why not."""

    entry: HistoryEntry | None = None
    replay: GameReplay | None = None
    problem: str | None = None


def _megabytes(size: int) -> str:
    if size >= 100_000:
        # Translators: a size in megabytes, with one decimal ("2.0 MB").
        return _("{size} MB").format(size=decimal(size / 1_000_000))
    # Translators: a size in kilobytes ("512 kB").
    return _("{size} kB").format(size=count_text(round(size / 1000)))


def size_problem(size: int, *, link: bool = False) -> str | None:
    """The sentence refusing a file or text (``link``: a game link) of ``size`` bytes, or ``None`` if it may be read."""
    if size <= MAX_FILE_BYTES:
        return None
    sizes = {"size": _megabytes(size), "limit": _megabytes(MAX_FILE_BYTES)}
    if link:
        # Translators: {size} is the link's size ("2.0 MB"); {limit} the largest a record can be ("1.0 MB").
        return _(
            "This game link cannot be shown: this is {size}, and a game record is never more than {limit}."
        ).format(**sizes)
    # Translators: {size} is the file's size ("2.0 MB"); {limit} the largest a record can be ("1.0 MB").
    return _("Nothing was opened: this is {size}, and a game record is never more than {limit}.").format(**sizes)


def _refusal(error: InvalidRecord, link: bool) -> str:
    message = show_text(record_problem(error), _SHOWN)
    message = continued(message)
    if not message.endswith((".", "…")):
        message += "."
    # Translators: {reason} is why the record was refused, as a sentence starting in lower case.
    if link:
        return _("This game link cannot be shown: {reason}").format(reason=message)
    return _("Nothing was opened: {reason}").format(reason=message)


def read_game(text: str | bytes, date: str, *, entry_id: str | None = None, link: bool = False) -> Opened:
    """The game in ``text`` (JSON, compact text or an address with ``#game=``), replayed by the engine.

    ``link``: the text is a game link's (its problems say the link cannot be shown, not that nothing was opened).
    """
    problem = size_problem(len(text), link=link)
    if problem is not None:
        return Opened(problem=problem)
    try:
        record = GameRecord.from_text(text)
        replay = replay_game(record)
    except InvalidRecord as error:
        return Opened(problem=_refusal(error, link))
    entry = HistoryEntry.of_record(
        entry_id or f"opened-{secrets.token_hex(6)}",
        record,
        date,
        None,
        replay.totals,
        replay.winners,
        replay.is_over,
        "opened",
        tuple(deal.points for deal in replay.deals),
    )
    return Opened(entry, replay)
