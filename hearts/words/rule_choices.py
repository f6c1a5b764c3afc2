"""Each house rule's choices in words, as the settings offer them: a title per choice, a line per switch.

>>> from hearts.rules import Rules
>>> pass_cycle_title(("left", "right", "across", "hold")), pass_cycle_title(("left",)), pass_cycle_title(("hold",))
('Left, right, across, hold', 'Always left', 'Never pass')
>>> first_lead_title("two-of-clubs"), bonus_title("JD"), moon_title("subtract", Rules(card_values="spot"))
('The 2♣ leads', 'J♦ scores −10', 'Shooter scores −129')
>>> switch_words("no_tricks_bonus")
('No tricks: −5', 'A player who takes no trick scores −5 (not in a moon deal).')
"""

from __future__ import annotations

from ..rules import Rules
from ..scoring import NO_TRICKS_BONUS
from .catalog import gettext as _
from .catalog import pgettext
from .lists import series
from .numbers import number
from .rules import direction_word, queen_breaks_title
from .values import bonus_in_short

__all__ = [
    "bonus_title",
    "card_values_title",
    "first_lead_title",
    "moon_title",
    "pass_cycle_title",
    "switch_words",
    "tie_title",
]


def pass_cycle_title(cycle: tuple[str, ...]) -> str:
    """Where the cards go, deal after deal: ``Left, right, across, hold``, ``Always left``, ``Never pass``."""
    if cycle == ("hold",):
        return _("Never pass")
    if len(cycle) == 1:
        always = {"left": _("Always left"), "right": _("Always right"), "across": _("Always across")}
        return always[cycle[0]]
    words = [direction_word(direction) for direction in cycle]
    return series([words[0][:1].upper() + words[0][1:], *words[1:]])


def first_lead_title(first_lead: str) -> str:
    """Who opens the first trick (``two-of-clubs``, ``any-club`` or ``left-of-dealer``), and with what."""
    if first_lead == "two-of-clubs":
        return _("The 2♣ leads")
    if first_lead == "any-club":
        return _("Any club opens")
    return _("Left of dealer, any card")


def card_values_title(card_values: str) -> str:
    """``Standard``, ``Spot hearts`` or ``Black Maria``."""
    titles = {
        "standard": pgettext("card values", "Standard"),
        "spot": pgettext("card values", "Spot hearts"),
        "black-maria": pgettext("card values", "Black Maria"),
    }
    return titles[card_values]


def bonus_title(bonus_card: str) -> str:
    """``None``, or the bonus card and its score: ``J♦ scores −10``."""
    return bonus_in_short(Rules().with_options(bonus_card=bonus_card)) or pgettext("bonus card", "None")


def moon_title(moon: str, rules: Rules) -> str:
    """A moon rule, with the variant's total (26, 129 or 43): ``Others score 26``, ``Shooter scores −26``."""
    total = rules.total
    # Translators: a choice of the moon rule; {total} is the points of a deal ("26"), {points} the same as a score
    # below zero ("−26").
    if moon == "add":
        return _("Others score {total}").format(total=total)
    if moon == "subtract":
        return _("Shooter scores {points}").format(points=number(-total))
    if moon == "best":
        return _("Best for the shooter")
    return _("No moon")


def tie_title(ties: str) -> str:
    """What a tie for the lowest score does: ``Play another deal`` or ``Share the win``."""
    return _("Play another deal") if ties == "continue" else _("Share the win")


def switch_words(option: str) -> tuple[str, str]:
    """A house rule that is on or off: its title and one line of what it does."""
    if option == "points_on_first_trick":
        return _("Points on the first trick"), _("Penalty cards may be thrown to the first trick.")
    if option == "hearts_must_be_broken":
        return _("Hearts must be broken"), _("No heart may be led until one has been played.")
    if option == "queen_breaks_hearts":
        return queen_breaks_title(), _("After the Q♠ is played, hearts may be led.")
    if option == "lead_hearts_over_queen":
        return _("Hearts instead of the Queen"), _("Holding only hearts and the Q♠, you may lead a heart.")
    if option == "shoot_the_sun":
        return _("Shooting the sun"), _("Taking all 13 tricks counts as a moon worth double.")
    if option == "no_tricks_bonus":
        bonus = number(NO_TRICKS_BONUS)
        # Translators: {points} is a score below zero ("−5").
        return (
            _("No tricks: {points}").format(points=bonus),
            _("A player who takes no trick scores {points} (not in a moon deal).").format(points=bonus),
        )
    raise KeyError(option)
