"""Capital letters as each language writes them at the start of a sentence or after a colon.

``str.capitalize`` lowers every other letter ("Keine Punkte" would become
"Keine punkte"), so words start a sentence through :func:`capitalized`.

>>> capitalized("no points"), capitalized("dama pik")
('No points', 'Dama pik')
>>> continued("The record is damaged."), continued("ABC is not a card.")
('the record is damaged.', 'ABC is not a card.')
"""

from __future__ import annotations

from typing import Final

from .catalog import language

__all__ = ["capitalized", "continued"]

_NOUNS_CAPITALIZED: Final = frozenset({"de"})
"""Languages whose nouns keep their capital letter anywhere in a sentence."""


def capitalized(text: str) -> str:
    """``text`` with its first letter a capital, every other letter as it was."""
    return text[:1].upper() + text[1:]


def continued(text: str) -> str:
    """A sentence continued after a colon: its first letter small, unless the language keeps it (German nouns)
    or the first word is written in capitals."""
    if language().split("-")[0] in _NOUNS_CAPITALIZED or text[:2] == text[:2].upper():
        return text
    return text[:1].lower() + text[1:]
