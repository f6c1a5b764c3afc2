"""Medium: sound rules of thumb, from its hand and the current trick.

It passes the Queen of spades when spades are short (keeps it with four or
more), unprotected high spades, a short side suit and high hearts. In play it
ducks under the card winning the trick, throws the Queen of spades and high
hearts when void, keeps its low cards for later, leads low spades to drive the
Queen out, and sheds high clubs on the opening trick. It remembers whether the
Queen has fallen but does not count other cards or notice voids.
"""

from __future__ import annotations

from ..cards import CARDS, Card, mask_of
from ..view import SeatView
from .base import Bot
from .passing import medium_pass
from .policy import QS, play_card
from .rng import Rng
from .variant import variant_of

__all__ = ["MediumBot", "trick_state"]


def trick_state(view: SeatView) -> tuple[int, int, int, int, int]:
    """The current trick as ``(mask, count, lead suit, winning index, winning seat)``."""
    trick = view.current_trick
    mask = mask_of(trick.cards)
    count = len(trick.cards)
    if not count:
        return 0, 0, -1, -1, view.seat
    lead = trick.cards[0].suit
    best = trick.cards[0].index
    winner = trick.leader
    for position, card in enumerate(trick.cards):
        if card.suit == lead and card.index > best:
            best = card.index
            winner = (trick.leader + position) % 4
    return mask, count, int(lead), best, winner


class MediumBot(Bot):
    """The rules-of-thumb level."""

    level = "medium"

    def _pass(self, view: SeatView, rng: Rng) -> int:
        return medium_pass(view.hand_mask, view.rules.pass_count)

    def _play(self, view: SeatView, rng: Rng) -> Card:
        legal = mask_of(view.legal_plays)
        trick_mask, count, lead, best, winner = trick_state(view)
        gone = trick_mask | (view.played_mask & QS)
        variant = variant_of(view.rules)
        index = play_card(
            view.hand_mask,
            legal,
            trick_mask,
            count,
            lead,
            best,
            gone,
            view.seat,
            winner,
            -1,
            0,
            variant.penalty,
            variant.values,
        )
        return CARDS[index]
