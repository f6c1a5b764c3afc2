"""Numbered deals that are the same on every Python, for ever.

A game number from 1 to 4,294,967,295 names a whole game: hand 0, 1, 2 …
of that game are dealt by :func:`deal_hands`. The algorithm is fixed and
documented here so that anyone can reproduce it:

1. The 64-bit seed is ``(game_number << 32) | hand_index``.
2. A SplitMix64 generator is started from that seed. Each step adds
   ``0x9E3779B97F4A7C15`` to the state (mod 2**64) and outputs
   ``z`` mixed by ``z = (z ^ z >> 30) * 0xBF58476D1CE4E5B9``,
   ``z = (z ^ z >> 27) * 0x94D049BB133111EB``, ``z ^ z >> 31`` (mod 2**64).
3. A number below ``n`` is drawn by rejection: outputs ``x`` at or above
   ``2**64 - 2**64 % n`` are discarded, otherwise the draw is ``x % n``.
4. The deck starts in card-index order (2♣ … A♣, 2♦ … A♦, 2♠ … A♠,
   2♥ … A♥) and is shuffled by Fisher–Yates: for ``i`` from 51 down to 1,
   swap position ``i`` with position ``draw(i + 1)``.
5. Position ``k`` of the shuffled deck goes to seat ``k % 4`` (South,
   West, North, East); each hand is then sorted.

>>> [str(c) for c in deal_hands(1, 0)[0]][:5]
['3C', '5C', '6C', '8C', 'JC']
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import MutableSequence
from typing import Final, TypeVar

from .cards import CARDS, Card

__all__ = [
    "MAX_GAME_NUMBER",
    "MAX_HAND_INDEX",
    "MIN_GAME_NUMBER",
    "SPLITMIX_STEP",
    "InvalidGameNumber",
    "SplitMix64",
    "check_game_number",
    "daily_game_number",
    "deal_hands",
    "shuffled_deck",
]

MIN_GAME_NUMBER: Final = 1
MAX_GAME_NUMBER: Final = 4_294_967_295
MAX_HAND_INDEX: Final = (1 << 32) - 1
"""The last hand index of a game (hands are numbered from 0)."""
_MASK64: Final = (1 << 64) - 1
SPLITMIX_STEP: Final = 0x9E3779B97F4A7C15
"""What :class:`SplitMix64` adds to its state at each step (mod 2**64)."""
_MIX1: Final = 0xBF58476D1CE4E5B9
_MIX2: Final = 0x94D049BB133111EB
_TWO64: Final = 1 << 64
_T = TypeVar("_T")


class InvalidGameNumber(ValueError):
    """Raised for a game number outside 1 to 4,294,967,295 or a bad hand index."""


class SplitMix64:
    """The small 64-bit generator behind numbered deals (see the module docs)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next(self) -> int:
        """The next 64-bit output."""
        self.state = (self.state + SPLITMIX_STEP) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform number in ``range(n)``, drawn by rejection."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _TWO64 - _TWO64 % n
        while True:
            x = self.next()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[_T]) -> None:
        """Shuffle in place by Fisher–Yates: for ``i`` from the last index down to 1, swap ``i`` with ``below(i + 1)``.

        The numbers are exactly those of :meth:`below`; its steps are written
        out here because the computer players' samplers shuffle for every deal
        they sample.
        """
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _TWO64 - _TWO64 % n
            while True:
                state = (state + SPLITMIX_STEP) & _MASK64
                z = ((state ^ (state >> 30)) * _MIX1) & _MASK64
                z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state


def check_game_number(game_number: object) -> int:
    """Return the game number if valid, else raise :class:`InvalidGameNumber`."""
    if (
        isinstance(game_number, bool)
        or not isinstance(game_number, int)
        or not MIN_GAME_NUMBER <= game_number <= MAX_GAME_NUMBER
    ):
        raise InvalidGameNumber(
            f"A game number is a whole number from {MIN_GAME_NUMBER:,} to {MAX_GAME_NUMBER:,}, not {game_number!r}."
        )
    return game_number


def shuffled_deck(game_number: int, hand_index: int) -> list[Card]:
    """The 52 cards of one hand of a numbered game, in dealing order."""
    check_game_number(game_number)
    if isinstance(hand_index, bool) or not isinstance(hand_index, int) or not 0 <= hand_index <= MAX_HAND_INDEX:
        raise InvalidGameNumber(f"A hand index is a whole number from 0, not {hand_index!r}.")
    deck = list(CARDS)
    SplitMix64((game_number << 32) | hand_index).shuffle(deck)
    return deck


def deal_hands(game_number: int, hand_index: int = 0) -> list[list[Card]]:
    """The four sorted hands (South, West, North, East) of one hand of a game."""
    deck = shuffled_deck(game_number, hand_index)
    return [sorted(deck[seat::4]) for seat in range(4)]


def daily_game_number(date: _dt.date) -> int:
    """The game number of a calendar date, the same for everyone that day.

    It is ``SplitMix64(date.toordinal()).next() % 4294967295 + 1``.

    >>> daily_game_number(_dt.date(2026, 11, 29))
    333437224
    """
    if not isinstance(date, _dt.date):
        raise TypeError(f"daily_game_number needs a date, not {date!r}.")
    return SplitMix64(date.toordinal()).next() % MAX_GAME_NUMBER + 1
