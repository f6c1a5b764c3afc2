"""The puzzles' themes in words.

>>> theme_name("queen"), theme_name("moon_stop"), theme_name("something new")
('The Q♠', 'Stopping a moon', 'something new')
"""

from __future__ import annotations

from .catalog import pgettext

__all__ = ["theme_name"]


def theme_name(theme: str) -> str:
    """How a puzzle theme is called (a theme unknown to this version by its id)."""
    # Translators: the themes of the puzzles, as a player chooses them and Statistics lists them.
    names = {
        "queen": pgettext("puzzle theme", "The Q♠"),
        "duck": pgettext("puzzle theme", "Ducking"),
        "pass": pgettext("puzzle theme", "The pass"),
        "moon_stop": pgettext("puzzle theme", "Stopping a moon"),
        "moon_shoot": pgettext("puzzle theme", "Shooting the moon"),
        "counting": pgettext("puzzle theme", "Counting"),
        "first_trick": pgettext("puzzle theme", "The first trick"),
        "last_tricks": pgettext("puzzle theme", "The last tricks"),
    }
    return names.get(theme, theme)
