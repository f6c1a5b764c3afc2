"""OpenSpiel's numbering of cards and seats (see :mod:`tests.engine.test_openspiel_diff` for the whole mapping)."""

from __future__ import annotations

from typing import Final

from hearts import Card

SUITS: Final = (0, 1, 3, 2)
"""OpenSpiel's number of our clubs, diamonds, spades and hearts."""


def spiel_id(card: Card) -> int:
    """OpenSpiel's card id: ``rank * 4 + suit``, rank 0 the deuce."""
    return (card.rank - 2) * 4 + SUITS[card.suit]


def spiel_seat(seat: int) -> int:
    """OpenSpiel's seat (North, East, South, West) of our seat (South, West, North, East)."""
    return (seat + 2) % 4
