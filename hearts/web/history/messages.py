"""What History says after the person's actions (a record or a link copied, the clipboard refused, a file
that could not be read or was saved), and the name a record is downloaded as.

>>> from hearts import Match
>>> file_name(HistoryEntry.of_match("5-1-a", Match(5), "2026-12-01 09:30", "easy"))
'hearts-game-5.json'
"""

from __future__ import annotations

from typing import Final

from ...words.catalog import gettext as _
from ...words.catalog import ngettext
from ...words.catalog import noop as N_
from ...words.numbers import count_text
from ..storage.history import HistoryEntry

__all__ = ["CLIPBOARD_REFUSED", "RECORD_COPIED", "UNREADABLE_FILE", "file_name", "link_copied", "saved_as"]

RECORD_COPIED: Final = N_("The game record is copied: paste it wherever you like.")
CLIPBOARD_REFUSED: Final = N_("Your browser did not let the game use the clipboard; use Download instead.")
UNREADABLE_FILE: Final = N_("Nothing was opened: your browser could not read the file.")
"""What History says (constants: worded with ``_`` where they are said)."""


def link_copied(link: str) -> str:
    return ngettext(
        "The game link is copied ({count} character): send it to anyone.",
        "The game link is copied ({count} characters): send it to anyone.",
        len(link),
    ).format(count=count_text(len(link)))


def file_name(entry: HistoryEntry) -> str:
    """The name a game's record is downloaded as."""
    return f"hearts-game-{entry.game_number}.json"


def saved_as(name: str) -> str:
    # Translators: {name} is a file's name ("hearts-game-48213907.json").
    return _("The record is saved as {name}.").format(name=name)
