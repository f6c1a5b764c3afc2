"""Seeded random numbers for the computer players.

Every choice a computer player makes is a pure function of its seed and the
seat's view: each decision starts a fresh generator from
``decision_seed(seed, view)``. The generator is :class:`hearts.deals.SplitMix64`,
so the numbers are the same on every Python version and in the browser.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Final, TypeVar

from ..deals import SPLITMIX_STEP, SplitMix64
from ..view import SeatView

__all__ = ["Rng", "decision_seed", "mix", "seed_for"]

_MASK64: Final = (1 << 64) - 1
_T = TypeVar("_T")


def mix(*values: int) -> int:
    """Mix whole numbers into one 64-bit seed (order matters)."""
    state = 0x6A09E667F3BCC909
    for value in values:
        state = SplitMix64((state ^ (value & _MASK64)) * SPLITMIX_STEP).next()
    return state


def seed_for(game_number: int, hand_index: int, seat: int) -> int:
    """The seed of the computer player at ``seat`` in hand ``hand_index`` of a numbered game.

    It is ``mix(game_number, hand_index, seat)``: replaying a numbered game with
    the same choices gives the same game.

    >>> seed_for(48213907, 0, 1) == seed_for(48213907, 0, 1) != seed_for(48213907, 0, 2)
    True
    """
    return mix(game_number, hand_index, seat)


def decision_seed(seed: int, view: SeatView) -> int:
    """The seed of one decision: the bot's seed, the seat, the phase and how many cards are down."""
    played = sum(len(trick.cards) for trick in view.tricks) + len(view.current_trick.cards)
    return mix(seed, view.seat, 0 if view.phase == "passing" else 1, played, view.hand_mask)


class Rng:
    """A small seeded generator built on SplitMix64."""

    __slots__ = ("_gen",)

    def __init__(self, seed: int) -> None:
        self._gen = SplitMix64(seed)

    def below(self, n: int) -> int:
        """A uniform number in ``range(n)``."""
        return self._gen.below(n)

    def bits(self) -> int:
        """A 64-bit number."""
        return self._gen.next()

    def choice(self, items: list[_T]) -> _T:
        return items[self._gen.below(len(items))]

    def shuffle(self, items: MutableSequence[_T]) -> None:
        """Shuffle in place (Fisher–Yates, :meth:`hearts.deals.SplitMix64.shuffle`)."""
        self._gen.shuffle(items)
