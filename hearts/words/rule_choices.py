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

from typing import Final

from ..cards import QUEEN_OF_SPADES, TWO_OF_CLUBS
from ..rules import Rules
from ..scoring import NO_TRICKS_BONUS
from .cards import card_name, card_symbol
from .numbers import number
from .rules import direction_word
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

_CARD_VALUES: Final = {"standard": "Standard", "spot": "Spot hearts", "black-maria": "Black Maria"}
_TIES: Final = {"continue": "Play another deal", "share": "Share the win"}


def pass_cycle_title(cycle: tuple[str, ...]) -> str:
    """Where the cards go, deal after deal: ``Left, right, across, hold``, ``Always left``, ``Never pass``."""
    if cycle == ("hold",):
        return "Never pass"
    if len(cycle) == 1:
        return f"Always {direction_word(cycle[0])}"
    words = [direction_word(direction) for direction in cycle]
    return ", ".join([words[0].capitalize(), *words[1:]])


def first_lead_title(first_lead: str) -> str:
    """Who opens the first trick (``two-of-clubs``, ``any-club`` or ``left-of-dealer``), and with what."""
    if first_lead == "two-of-clubs":
        return f"The {card_symbol(TWO_OF_CLUBS)} leads"
    if first_lead == "any-club":
        return "Any club opens"
    return "Left of dealer, any card"


def card_values_title(card_values: str) -> str:
    """``Standard``, ``Spot hearts`` or ``Black Maria``."""
    return _CARD_VALUES[card_values]


def bonus_title(bonus_card: str) -> str:
    """``None``, or the bonus card and its score: ``J♦ scores −10``."""
    return bonus_in_short(Rules().with_options(bonus_card=bonus_card)) or "None"


def moon_title(moon: str, rules: Rules) -> str:
    """A moon rule, with the variant's total (26, 129 or 43): ``Others score 26``, ``Shooter scores −26``."""
    total = rules.total
    if moon == "add":
        return f"Others score {total}"
    if moon == "subtract":
        return f"Shooter scores {number(-total)}"
    if moon == "best":
        return "Best for the shooter"
    return "No moon"


def tie_title(ties: str) -> str:
    """What a tie for the lowest score does: ``Play another deal`` or ``Share the win``."""
    return _TIES[ties]


def switch_words(option: str) -> tuple[str, str]:
    """A house rule that is on or off: its title and one line of what it does."""
    queen = card_name(QUEEN_OF_SPADES)
    words = {
        "points_on_first_trick": ("Points on the first trick", "Penalty cards may be thrown to the first trick."),
        "hearts_must_be_broken": ("Hearts must be broken", "No heart may be led until one has been played."),
        "queen_breaks_hearts": (
            f"The {queen} breaks hearts",
            f"After the {card_symbol(QUEEN_OF_SPADES)} is played, hearts may be led.",
        ),
        "lead_hearts_over_queen": (
            "Hearts instead of the Queen",
            f"Holding only hearts and the {card_symbol(QUEEN_OF_SPADES)}, you may lead a heart.",
        ),
        "shoot_the_sun": ("Shooting the sun", "Taking all 13 tricks counts as a moon worth double."),
        "no_tricks_bonus": (
            f"No tricks: {number(NO_TRICKS_BONUS)}",
            f"A player who takes no trick scores {number(NO_TRICKS_BONUS)} (not in a moon deal).",
        ),
    }
    return words[option]
