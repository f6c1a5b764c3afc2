"""A puzzle theme's name, as a chip and a choice of puzzles show it (``hearts.puzzles.THEMES`` are its ids).

>>> theme_name("queen")
'The Q♠'
"""

from __future__ import annotations

from typing import Final

from .catalog import gettext as _
from .catalog import noop as N_

__all__ = ["THEME_NAMES", "theme_name"]

THEME_NAMES: Final = {
    # Translators: a puzzle theme: dropping the Q♠, escaping her, not leading into her.
    "queen": N_("The Q♠"),
    # Translators: a puzzle theme: playing under the card that wins the trick.
    "duck": N_("Ducking"),
    # Translators: a puzzle theme: choosing the three cards to pass.
    "pass": N_("The pass"),
    # Translators: a puzzle theme: passing every card of a suit, to be free to discard when it is led.
    "pass_void": N_("Passing to a void"),
    # Translators: a puzzle theme: keeping low cards of a suit with its high card, so the high card is safe.
    "pass_guard": N_("Keeping guards"),
    # Translators: a puzzle theme: passing the dangerous cards (the Q♠, A♠, K♠, high hearts).
    "pass_danger": N_("Passing danger"),
    # Translators: a puzzle theme: keeping another player from shooting the moon.
    "moon_stop": N_("Stopping a moon"),
    # Translators: a puzzle theme: taking every point yourself.
    "moon_shoot": N_("Shooting the moon"),
    # Translators: a puzzle theme: knowing a card is safe from the cards already played.
    "counting": N_("Counting"),
    # Translators: a puzzle theme: the first trick of a deal.
    "first_trick": N_("The first trick"),
    # Translators: a puzzle theme: the last tricks of a deal.
    "last_tricks": N_("The last tricks"),
}
"""Each theme's name (catalog messages, worded where shown)."""


def theme_name(theme: str) -> str:
    """The theme's name in the language in use (an unknown id as it is)."""
    found = THEME_NAMES.get(theme)
    return _(found) if found is not None else theme
