"""The computer players' levels: their ids, easiest first, named here once.

:mod:`hearts.bots` plays each, :mod:`hearts.words.levels` names and describes each, the settings keep one, and
a par deal's compact form numbers them in this order (0 Easy … 3 Expert), so a new level goes at the end.

>>> LEVELS
('easy', 'medium', 'hard', 'expert')
"""

from __future__ import annotations

from typing import Final, Literal, get_args

__all__ = ["LEVELS", "Level"]

Level = Literal["easy", "medium", "hard", "expert"]
"""A level's id."""

LEVELS: Final[tuple[Level, ...]] = get_args(Level)
"""Every level's id, easiest first."""
