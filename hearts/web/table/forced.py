"""Forced cards: when the person may play only one card, the table can play it for them.

>>> from hearts.web.table.state import Table
>>> forced_card(Table(48213907)) is None  # passing: nothing to play yet
True
"""

from __future__ import annotations

from ...cards import Card
from .state import Table

__all__ = ["forced_card"]


def forced_card(table: Table) -> Card | None:
    """The person's only legal card, on their turn (the engine's legality), else ``None``."""
    if not table.your_turn:
        return None
    legal = table.round.legal_plays()
    return legal[0] if len(legal) == 1 else None
