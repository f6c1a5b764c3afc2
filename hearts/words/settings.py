"""The settings in words: each setting's name, each choice's name, and what could not be read back.

>>> setting_name("card_back"), choice_name("table", "green"), choice_name("checker_threshold", "0.5")
('card backs', 'Green baize', '½ point')
>>> settings_unread(["sounds"])
'Some of your settings could not be read (sounds), so they went back to their defaults.'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .levels import level_name
from .numbers import points_word

__all__ = ["choice_name", "setting_name", "settings_unread", "statistics_unread"]

_SETTINGS: Final = {
    "table": "table colour",
    "card_back": "card backs",
    "four_colour": "four-colour suits",
    "sounds": "sounds",
    "difficulty": "difficulty",
    "rules": "rules",
    "pause_after_trick": "pause after each trick",
    "animation": "animation speed",
    "play_checker": "play checker",
    "checker_threshold": "play checker's threshold",
    "suit_order": "suit order",
    "rank_order": "rank order",
    "forced_cards": "forced cards",
    "pace": "computer players' pace",
    "cards_out": "the cards still out",
}
_CHOICES: Final[dict[str, dict[str, str]]] = {
    "table": {"green": "Green baize", "blue": "Blue", "red": "Red", "purple": "Purple", "slate": "Slate"},
    "card_back": {
        "blue": "Blue lattice",
        "red": "Red lattice",
        "green": "Green stripes",
        "black": "Black diamonds",
    },
    "animation": {"off": "No animation", "fast": "Fast", "normal": "Normal", "slow": "Slow"},
    "pace": {"quick": "Quick", "normal": "Normal", "relaxed": "Relaxed"},
    "suit_order": {
        "alternating": "♣ ♦ ♠ ♥ alternating colours (the default)",
        "alternating-spades": "♠ ♥ ♣ ♦ alternating colours, spades first",
        "bridge": "♣ ♦ ♥ ♠ fixed order, as in bridge",
        "hearts-first": "♥ ♠ ♦ ♣ hearts first",
    },
    "rank_order": {"ascending": "Low to high (2 … A)", "descending": "High to low (A … 2)"},
}

_GROUPS: Final = {"all": "all games", "rules": "games by rules"}


def setting_name(setting: str) -> str:
    """A setting as a sentence names it: ``table colour``, ``computer players' pace``."""
    return _SETTINGS[setting]


def choice_name(setting: str, choice: str) -> str:
    """One choice of a setting, as the settings show it: ``Green baize``, ``Fast``, ``½ point``, ``Hard``."""
    if setting == "difficulty":
        return level_name(choice)
    if setting == "checker_threshold":
        return points_word(float(choice))
    return _CHOICES[setting][choice]


def settings_unread(settings: Sequence[str]) -> str:
    """Which settings could not be read back (none named: none could), so they are at their defaults."""
    if not settings:
        return "Your settings could not be read, so they went back to their defaults."
    names = ", ".join(setting_name(setting) for setting in settings)
    return f"Some of your settings could not be read ({names}), so they went back to their defaults."


def statistics_unread(groups: Sequence[str]) -> str:
    """Which groups of statistics could not be read back (``all``, a level, ``rules``), so they start again.

    >>> statistics_unread(["all", "easy", "rules"])
    'Some of your statistics could not be read (all games, easy games, games by rules), so those start again from zero.'
    """
    named = [_GROUPS[group] if group in _GROUPS else f"{level_name(group).lower()} games" for group in groups]
    return f"Some of your statistics could not be read ({', '.join(named)}), so those start again from zero."
