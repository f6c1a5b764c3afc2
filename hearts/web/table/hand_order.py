"""The order the person's hand is drawn in: suits alternating colours or in a fixed order, ranks up or down.

The page draws the hand in this order, and the keyboard and screen readers
follow it, because all of them read the one list :func:`arrange` returns.

>>> from hearts.cards import parse_cards
>>> cards = parse_cards("2C AC 5D QS 3H")
>>> [str(c) for c in arrange(cards)]
['2C', 'AC', '5D', 'QS', '3H']
>>> [str(c) for c in arrange(cards, "bridge", "descending")]
['AC', '2C', '5D', '3H', 'QS']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ...cards import Card, Suit

__all__ = ["SUIT_SEQUENCES", "arrange"]

SUIT_SEQUENCES: Final[dict[str, tuple[Suit, ...]]] = {
    "alternating": (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS),
    "alternating-spades": (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS),
    "bridge": (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES),
    "hearts-first": (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS),
}
"""Each suit order of :data:`hearts.web.storage.settings.SUIT_ORDERS`, left to right."""


def arrange(cards: Iterable[Card], suits: str = "alternating", ranks: str = "ascending") -> list[Card]:
    """``cards`` in the drawn order (an unknown order name falls back to the default)."""
    sequence = SUIT_SEQUENCES.get(suits, SUIT_SEQUENCES["alternating"])
    place = {suit: i for i, suit in enumerate(sequence)}
    sign = -1 if ranks == "descending" else 1
    return sorted(cards, key=lambda card: (place[card.suit], sign * card.rank))
