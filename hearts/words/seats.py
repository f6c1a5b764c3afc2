"""Seats in words.

>>> seat_name(1), seat_names([1, 2])
('West', 'West and North')
"""

from __future__ import annotations

from collections.abc import Sequence

from ..seats import SEAT_NAMES
from .lists import listing

__all__ = ["seat_name", "seat_names"]


def seat_name(seat: int) -> str:
    """``South``, ``West``, ``North`` or ``East``."""
    return SEAT_NAMES[seat]


def seat_names(seats: Sequence[int]) -> str:
    """Seats listed: ``West, North and East``."""
    return listing([seat_name(seat) for seat in seats])
