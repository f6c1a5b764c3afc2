"""The computer players' levels in words.

>>> level_name("easy"), level_name("expert")
('Easy', 'Expert')
"""

from __future__ import annotations

from typing import Final

__all__ = ["level_name"]

_NAMES: Final = {"easy": "Easy", "medium": "Medium", "hard": "Hard", "expert": "Expert"}
"""The name of each level of :data:`hearts.bots.LEVELS`."""


def level_name(level: str) -> str:
    """How a level is called: ``Easy``, ``Medium``, ``Hard`` or ``Expert``."""
    return _NAMES[level]
