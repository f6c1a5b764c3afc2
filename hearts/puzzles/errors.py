"""The puzzles' errors: damaged data, and an answer that is not a legal choice."""

from __future__ import annotations

__all__ = ["DamagedPuzzle", "IllegalAnswer"]


class DamagedPuzzle(ValueError):
    """A puzzle (or the set's file) that cannot be read or does not replay to its position."""


class IllegalAnswer(ValueError):
    """An answer that is not a legal choice at the puzzle's position."""
