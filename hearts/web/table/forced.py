"""Forced cards: when the person may play only one card, the table can play it for them.

>>> from hearts.web.table.state import Table
>>> forced_card(Table(48213907)) is None  # passing: nothing to play yet
True
"""

from __future__ import annotations

from ...cards import Card
from ...words import the_card
from ...words.catalog import gettext as _
from .state import Table

__all__ = ["ForcedCards", "forced_card"]


def forced_card(table: Table) -> Card | None:
    """The person's only legal card, on their turn (the engine's legality), else ``None``."""
    if not table.your_turn:
        return None
    legal = table.round.legal_plays()
    return legal[0] if len(legal) == 1 else None


class ForcedCards:
    """The person's choice to have their only legal card played for them, and the moment one was last announced."""

    def __init__(self, on: bool = False) -> None:
        self.on = on
        self._announced: object = None

    def due(self, table: Table, moment: object) -> Card | None:
        """The card to play for the person at ``moment``, shown as the hint and announced once; else ``None``."""
        card = forced_card(table) if self.on else None
        if card is None or self._announced == moment:
            return None
        self._announced = moment
        table.hint = (card,)
        # Translators: {card} is a card with its article ("the 2 of clubs").
        table.announcement = _("Only {card} can be played: playing it for you.").format(card=the_card(card))
        return card

    def still(self, table: Table, card: Card) -> bool:
        """Whether ``card`` is still the one to play for the person (after the pause before playing it)."""
        return self.on and forced_card(table) == card
