"""The computer players' levels in words: each level's name and what it plays like.

>>> level_name("easy"), level_name("expert"), level_players("hard")
('Easy', 'Expert', 'Hard players')
>>> level_description("medium")
'Sound rules of thumb: ducks under the lead, sheds the Queen of spades and high hearts.'
"""

from __future__ import annotations

from typing import Final

__all__ = ["level_description", "level_name", "level_players"]

_NAMES: Final = {"easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}
"""The name of each level of :data:`hearts.bots.LEVELS`."""
_DESCRIPTIONS: Final = {
    "easy": "A beginner: follows suit low, throws its highest card, and makes the obvious mistakes.",
    "medium": "Sound rules of thumb: ducks under the lead, sheds the Queen of spades and high hearts.",
    "hard": "Counts every card, reads voids, watches the Queen of spades, shoots and stops the moon.",
    "expert": "Searches: plays each card out over many deals consistent with what it has seen.",
}


def level_name(level: str) -> str:
    """How a level is called: ``Easy``, ``Medium``, ``Hard`` or ``Expert`` (an unknown level by its id)."""
    return _NAMES.get(level, level)


def level_players(level: str) -> str:
    """The computer players of a level: ``Medium players``."""
    return f"{level_name(level)} players"


def level_description(level: str) -> str:
    """What a level plays like, in one line."""
    return _DESCRIPTIONS[level]
