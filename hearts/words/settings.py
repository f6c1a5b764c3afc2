"""The settings in words: each setting's name, each choice's name, and what could not be read back.

>>> setting_name("card_back"), choice_name("table", "green"), choice_name("checker_threshold", "0.5")
('card backs', 'Green baize', '½ point')
>>> settings_unread(["sounds"])
'Some of your settings could not be read (sounds), so they went back to their defaults.'
"""

from __future__ import annotations

from collections.abc import Sequence

from .catalog import gettext as _
from .catalog import pgettext
from .levels import level_name
from .lists import series
from .numbers import points_word

__all__ = ["choice_name", "setting_name", "settings_unread", "statistics_unread"]


def setting_name(setting: str) -> str:
    """A setting as a sentence names it: ``table colour``, ``computer players' pace``."""
    # Translators: a setting's name, lower case, listed in a sentence ("Some of your settings could not be read
    # (sounds, rank order), …").
    names = {
        "table": pgettext("setting", "table colour"),
        "card_back": pgettext("setting", "card backs"),
        "four_colour": pgettext("setting", "four-colour suits"),
        "sounds": pgettext("setting", "sounds"),
        "difficulty": pgettext("setting", "difficulty"),
        "rules": pgettext("setting", "rules"),
        "pause_after_trick": pgettext("setting", "pause after each trick"),
        "animation": pgettext("setting", "animation speed"),
        "play_checker": pgettext("setting", "play checker"),
        "checker_threshold": pgettext("setting", "play checker's threshold"),
        "suit_order": pgettext("setting", "suit order"),
        "rank_order": pgettext("setting", "rank order"),
        "forced_cards": pgettext("setting", "forced cards"),
        "pace": pgettext("setting", "computer players' pace"),
        "cards_out": pgettext("setting", "the cards still out"),
    }
    return names[setting]


def _choices(setting: str) -> dict[str, str]:
    if setting == "table":
        return {
            "green": pgettext("table colour", "Green baize"),
            "blue": pgettext("table colour", "Blue"),
            "red": pgettext("table colour", "Red"),
            "purple": pgettext("table colour", "Purple"),
            "slate": pgettext("table colour", "Slate"),
        }
    if setting == "card_back":
        return {
            "blue": pgettext("card back", "Blue lattice"),
            "red": pgettext("card back", "Red lattice"),
            "green": pgettext("card back", "Green stripes"),
            "black": pgettext("card back", "Black diamonds"),
        }
    if setting == "animation":
        return {
            "off": pgettext("animation speed", "No animation"),
            "fast": pgettext("animation speed", "Fast"),
            "normal": pgettext("animation speed", "Normal"),
            "slow": pgettext("animation speed", "Slow"),
        }
    if setting == "pace":
        return {
            "quick": pgettext("computer players' pace", "Quick"),
            "normal": pgettext("computer players' pace", "Normal"),
            "relaxed": pgettext("computer players' pace", "Relaxed"),
        }
    if setting == "suit_order":
        return {
            "alternating": _("♣ ♦ ♠ ♥ alternating colours (the default)"),
            "alternating-spades": _("♠ ♥ ♣ ♦ alternating colours, spades first"),
            "bridge": _("♣ ♦ ♥ ♠ fixed order, as in bridge"),
            "hearts-first": _("♥ ♠ ♦ ♣ hearts first"),
        }
    if setting == "rank_order":
        return {
            "ascending": _("Low to high (2 … A)"),
            "descending": _("High to low (A … 2)"),
        }
    raise KeyError(setting)


def choice_name(setting: str, choice: str) -> str:
    """One choice of a setting, as the settings show it: ``Green baize``, ``Fast``, ``½ point``, ``Hard``."""
    if setting == "difficulty":
        return level_name(choice)
    if setting == "checker_threshold":
        return points_word(float(choice))
    return _choices(setting)[choice]


def settings_unread(settings: Sequence[str]) -> str:
    """Which settings could not be read back (none named: none could), so they are at their defaults."""
    if not settings:
        return _("Your settings could not be read, so they went back to their defaults.")
    names = series([setting_name(setting) for setting in settings])
    # Translators: {settings} lists the settings' names ("sounds, rank order").
    return _("Some of your settings could not be read ({settings}), so they went back to their defaults.").format(
        settings=names
    )


def _group_name(group: str) -> str:
    # Translators: a group of statistics, lower case, listed in a sentence.
    groups = {
        "all": pgettext("statistics", "all games"),
        "rules": pgettext("statistics", "games by rules"),
        "easy": pgettext("statistics", "easy games"),
        "medium": pgettext("statistics", "medium games"),
        "hard": pgettext("statistics", "hard games"),
        "expert": pgettext("statistics", "expert games"),
    }
    if group in groups:
        return groups[group]
    # Translators: the games against a level of play unknown to this version; {level} is its name.
    return pgettext("statistics", "{level} games").format(level=level_name(group).lower())


def statistics_unread(groups: Sequence[str]) -> str:
    """Which groups of statistics could not be read back (``all``, a level, ``rules``), so they start again.

    >>> statistics_unread(["all", "easy", "rules"])
    'Some of your statistics could not be read (all games, easy games, games by rules), so those start again from zero.'
    """
    named = series([_group_name(group) for group in groups])
    # Translators: {groups} lists groups of statistics ("all games, easy games").
    said = _("Some of your statistics could not be read ({groups}), so those start again from zero.")
    return said.format(groups=named)
