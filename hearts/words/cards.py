"""Cards in words: by name in a sentence, or as symbols.

>>> from hearts.cards import parse_cards
>>> card_names(parse_cards("2C QS")), card_symbols(parse_cards("QS TH")), rank_name(parse_cards("KS")[0])
('2 of clubs and Queen of spades', 'Q♠ 10♥', 'King')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..cards import Card
from .lists import listing

__all__ = ["card_name", "card_names", "card_symbol", "card_symbols", "rank_name"]

_RANK_NAMES: Final = {11: "Jack", 12: "Queen", 13: "King", 14: "Ace"}


def rank_name(card: Card) -> str:
    """A card's rank as a sentence names it: ``Queen``, ``10``."""
    return _RANK_NAMES.get(card.rank, str(card.rank))


def card_name(card: Card) -> str:
    """A card's full name, for a sentence and for screen readers: ``Queen of spades``, ``10 of hearts``."""
    return f"{rank_name(card)} of {card.suit.noun}"


def card_names(cards: Sequence[Card]) -> str:
    """Cards by name, listed: ``2 of clubs, 7 of hearts and Queen of spades``."""
    return listing([card_name(card) for card in cards])


def card_symbol(card: Card) -> str:
    """A card by rank and suit symbol: ``Q♠``, ``10♥``."""
    return card.symbol


def card_symbols(cards: Sequence[Card]) -> str:
    """Cards by symbol, separated by spaces: ``Q♠ 10♥ 2♣``."""
    return " ".join(card_symbol(card) for card in cards)
