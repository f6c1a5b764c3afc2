"""The computer players' levels in words: each level's name and what it plays like.

>>> level_name("easy"), level_name("expert"), level_players("hard"), level_players_within("easy")
('Easy', 'Expert', 'Hard players', 'Easy players')
>>> level_description("medium")
'Sound rules of thumb: ducks under the lead, sheds the Queen of spades and high hearts.'
"""

from __future__ import annotations

from .catalog import gettext as _
from .catalog import pgettext

__all__ = ["level_description", "level_name", "level_players", "level_players_within"]


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


def level_players_within(level: str) -> str:
    """The computer players of a level within a sentence ("… against Medium players"), written as the language
    writes them there (German "gegen leichte Gegner", not "Leichte")."""
    # Translators: the computer players of a level within a sentence ("… each deal played again with the Expert
    # in West's seat, against Easy players.", "This game: Easy players, standard rules."): English keeps the
    # level's capital, most languages write it small.
    players = {
        "easy": pgettext("within a sentence", "Easy players"),
        "medium": pgettext("within a sentence", "Medium players"),
        "hard": pgettext("within a sentence", "Hard players"),
        "expert": pgettext("within a sentence", "Expert players"),
    }
    return players.get(level) or level_players(level)


def level_description(level: str) -> str:
    """What a level plays like, in one line."""
    descriptions = {
        "easy": _("A beginner: follows suit low, throws its highest card, and makes the obvious mistakes."),
        "medium": _("Sound rules of thumb: ducks under the lead, sheds the Queen of spades and high hearts."),
        "hard": _("Counts every card, reads voids, watches the Queen of spades, shoots and stops the moon."),
        "expert": _("Searches: plays each card out over many deals consistent with what it has seen."),
    }
    return descriptions[level]
