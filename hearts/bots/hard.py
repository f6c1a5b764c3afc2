"""Hard: Medium's rules of thumb with a memory.

It counts every card played, deduces voids from failures to follow (and from
forced plays), tracks who can still hold the Queen of spades, goes for the
moon when its hand can take every point card, and stops an opponent's moon by
taking a heart: under the runner's winning card it follows low and gives it its
lowest heart, keeping the high ones that can take a heart later. Its pass keeps
a moon hand together.
"""

from __future__ import annotations

from ..cards import CARDS, Card, mask_of
from ..view import SeatView
from .base import Bot
from .knowledge import Knowledge
from .medium import trick_state
from .passing import medium_pass, moon_pass
from .policy import moon_threat, play_card, ready_to_shoot, shoot_card
from .rng import Rng
from .variant import variant_of

__all__ = ["HardBot", "hard_pass"]


def hard_pass(hand: int, count: int = 3, moon_allowed: bool = True) -> int:
    """Medium's pass of ``count`` cards, unless the hand can shoot the moon: then pass what would spoil it."""
    moon = moon_pass(hand, count) if moon_allowed else None
    return moon if moon is not None else medium_pass(hand, count)


class HardBot(Bot):
    """The card-counting level."""

    level = "hard"

    def _pass(self, view: SeatView, rng: Rng) -> int:
        return hard_pass(view.hand_mask, view.rules.pass_count, view.rules.moon != "none")

    def _play(self, view: SeatView, rng: Rng) -> Card:
        k = Knowledge.from_view(view)
        legal = mask_of(view.legal_plays)
        trick_mask, count, lead, best, _winner = trick_state(view)
        variant = variant_of(view.rules)
        if ready_to_shoot(k.hand, k.played, k.taken, k.seat, variant.moon):
            return CARDS[shoot_card(k.hand, legal, count, lead, best, k.played, variant.penalty)]
        threat = moon_threat(k.taken, k.seat, trick_mask, variant.moon)
        index = play_card(
            k.hand,
            legal,
            trick_mask,
            count,
            lead,
            best,
            k.played,
            k.seat,
            _winner,
            threat,
            k.voids(),
            variant.penalty,
            variant.values,
        )
        return CARDS[index]
