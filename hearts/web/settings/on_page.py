"""The settings on the page: the marks the stylesheet follows for colours, card backs, animation and the deck.

Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

import js

from ..storage.settings import Settings

__all__ = ["show_on_page"]


def show_on_page(settings: Settings) -> None:
    """Mark the page's root with the table colour, the card backs, the animation speed and the four-colour deck."""
    root = js.document.documentElement
    root.setAttribute("data-table", settings.table)
    root.setAttribute("data-back", settings.card_back)
    root.setAttribute("data-animation", settings.animation)
    if settings.four_colour:
        root.classList.add("four-colour")
    else:
        root.classList.remove("four-colour")
