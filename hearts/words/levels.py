"""The computer players' levels in words: each level's name and what it plays like.

>>> level_name("easy"), level_name("expert"), level_players("hard")
('Easy', 'Expert', 'Hard players')
>>> level_description("medium")
'Sound rules of thumb: ducks under the lead, sheds the Queen of spades and high hearts.'
"""

from __future__ import annotations

from .catalog import gettext as _
from .catalog import pgettext

__all__ = ["level_description", "level_name", "level_players"]


def level_name(level: str) -> str:
    """How a level is called: ``Easy``, ``Medium``, ``Hard`` or ``Expert`` (an unknown level by its id)."""
    # Translators: the computer players' levels of play, as Settings offers them.
    names = {
        "easy": pgettext("level of play", "Easy"),
        "medium": pgettext("level of play", "Medium"),
        "hard": pgettext("level of play", "Hard"),
        "expert": pgettext("level of play", "Expert"),
    }
    return names.get(level, level)


def level_players(level: str) -> str:
    """The computer players of a level: ``Medium players``."""
    players = {
        "easy": _("Easy players"),
        "medium": _("Medium players"),
        "hard": _("Hard players"),
        "expert": _("Expert players"),
    }
    # Translators: the computer players of a level unknown to this version; {level} is its id.
    return players.get(level) or _("{level} players").format(level=level_name(level))


def level_description(level: str) -> str:
    """What a level plays like, in one line."""
    descriptions = {
        "easy": _("A beginner: follows suit low, throws its highest card, and makes the obvious mistakes."),
        "medium": _("Sound rules of thumb: ducks under the lead, sheds the Queen of spades and high hearts."),
        "hard": _("Counts every card, reads voids, watches the Queen of spades, shoots and stops the moon."),
        "expert": _("Searches: plays each card out over many deals consistent with what it has seen."),
    }
    return descriptions[level]
