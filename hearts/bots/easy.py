"""Easy: a beginner who looks only at its hand and the current trick.

It passes its highest cards whatever they are (as many as the rules pass), follows suit with its
lowest card, throws its highest card when it cannot follow, and leads any card
at random. The obvious blunders are left in: it passes the Queen of spades
along with its protection, wastes safe chances to shed high cards, may lead
the Ace of spades into the Queen, and throws an ace rather than the Queen.
"""

from __future__ import annotations

from ..cards import CARDS, Card
from ..view import SeatView
from .base import Bot
from .passing import highest_pass, rank_order
from .rng import Rng

__all__ = ["EasyBot"]


class EasyBot(Bot):
    """The beginner level."""

    level = "easy"

    def _pass(self, view: SeatView, rng: Rng) -> int:
        return highest_pass(view.hand_mask, view.rules.pass_count)

    def _play(self, view: SeatView, rng: Rng) -> Card:
        legal = list(view.legal_plays)
        lead = view.current_trick.lead_suit
        if lead < 0:
            return rng.choice(legal)
        follow = [card for card in legal if card.suit == lead]
        if follow:
            return min(follow, key=lambda card: card.rank)
        legal_mask = 0
        for card in legal:
            legal_mask |= card.mask
        return CARDS[rank_order(legal_mask)[0]]
