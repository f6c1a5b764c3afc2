"""A hand written by suit, for the command line: ``♠ A Q 7  ♥ K 9  ♦ -  ♣ J 4 2``."""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, Suit

__all__ = ["hand_by_suit"]


def hand_by_suit(cards: Sequence[Card]) -> str:
    """A hand by suit, high cards first: ``♠ A Q 7  ♥ K 9 …`` (``-`` for a void)."""
    parts = []
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        ranks = [card.rank_text for card in sorted(cards, reverse=True) if card.suit is suit]
        parts.append(f"{suit.symbol} {' '.join(ranks) if ranks else '-'}")
    return "  ".join(parts)
