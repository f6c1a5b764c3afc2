"""The loading screen's words, for the catalogs: it shows before Python runs, so its script words it itself.

Each text here is written in English in ``index.html`` or ``assets/loading.js``
(the English here is exactly that text). The build writes these messages
(their context is ``"loading screen"``) into ``locale/loading.json`` as
``{tag: {english: translated}}``, which ``assets/loading.js`` reads to word
the screen in the player's language. Python shows only :data:`LOADING`, while a late part of the page's code
arrives.

>>> LOADING_WORDS[0]
'Hearts'
"""

from __future__ import annotations

from typing import Final

__all__ = ["CONTEXT", "LOADING", "LOADING_WORDS"]

CONTEXT: Final = "loading screen"


def _mark(context: str, message: str) -> str:
    """Mark a message of the loading screen for the catalogs (``pgettext`` as extraction reads it)."""
    return message


pgettext = _mark  # extracted as pgettext("loading screen", ...); never translated here

# Translators: the name of the loading screen's progress bar, read by screen readers.
LOADING: Final = pgettext("loading screen", "Loading")
"""The loading screen's progress bar's name (in English: its catalog message)."""

LOADING_WORDS: Final = (
    pgettext("loading screen", "Hearts"),
    pgettext("loading screen", "Loading the card table…"),
    LOADING,
    pgettext("loading screen", "The game runs entirely in your browser; the first load takes a few seconds."),
    pgettext("loading screen", "Hearts needs JavaScript and WebAssembly to run."),
    pgettext("loading screen", "Starting Python in your browser…"),
    pgettext("loading screen", "Python is running."),
    pgettext("loading screen", "Fetching the game…"),
    pgettext("loading screen", "Shuffling the cards…"),
    pgettext("loading screen", "Dealing…"),
    pgettext("loading screen", "The table could not start. Reload the page to try again."),
)
"""Every text of the loading screen, in the order it appears."""
