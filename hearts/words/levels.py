"""The computer players' levels in words.

>>> [level_name(level) for level in LEVEL_NAMES]
['Easy', 'Medium', 'Hard', 'Expert']
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from ..bots import LEVELS

__all__ = ["LEVEL_NAMES", "level_name"]

LEVEL_NAMES: Final[Mapping[str, str]] = MappingProxyType({level: level.capitalize() for level in LEVELS})
"""Each level of :data:`hearts.bots.LEVELS`, in its order, by its name on the page: ``Easy`` … ``Expert``."""


def level_name(level: str) -> str:
    """``Easy``, ``Medium``, ``Hard`` or ``Expert``."""
    return LEVEL_NAMES[level]
