"""Tricks and plays: small values shared by the round, views and records."""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card, format_cards
from .seats import seat_name

__all__ = ["Play", "Trick"]


class Play(NamedTuple):
    """One card played, and who played it."""

    seat: int
    card: Card


class Trick(NamedTuple):
    """A trick: its leader and the cards played to it in order.

    ``winner`` and ``points`` are set once four cards are down.
    """

    leader: int
    cards: tuple[Card, ...]
    winner: int | None = None
    points: int = 0

    @property
    def plays(self) -> tuple[Play, ...]:
        return tuple(Play((self.leader + i) % 4, card) for i, card in enumerate(self.cards))

    @property
    def is_complete(self) -> bool:
        return len(self.cards) == 4

    @property
    def lead_suit(self) -> int:
        """The suit led, or ``-1`` before the first card."""
        return self.cards[0].suit if self.cards else -1

    @property
    def winning_play(self) -> Play | None:
        """The card currently winning the trick (the highest of the led suit)."""
        if not self.cards:
            return None
        best = 0
        for i, card in enumerate(self.cards):
            if card.suit == self.cards[0].suit and card.rank > self.cards[best].rank:
                best = i
        return Play((self.leader + best) % 4, self.cards[best])

    def __str__(self) -> str:
        return f"{seat_name(self.leader)} led: {format_cards(self.cards)}"
