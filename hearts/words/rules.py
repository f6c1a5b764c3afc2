"""The rules in words: a rule set's name and summary, and a line for each house rule in play.

>>> from hearts.rules import Rules
>>> rules_summary(Rules()), rules_summary(Rules.preset("omnibus").with_options(end_score=50))
('standard rules', 'omnibus rules, game to 50')
>>> preset_title("black-maria"), preset_title("omnibus"), preset_title("custom")
('Black Maria: A♠ 7, K♠ 10, Q♠ 13', 'Omnibus: the Jack of diamonds scores −10', 'Custom house rules')
>>> rule_lines(Rules(queen_breaks_hearts=True, moon="subtract"))
['The Queen of spades breaks hearts.', 'Shooting the moon: the shooter scores -26, everyone else 0.']
"""

from __future__ import annotations

from typing import Final

from ..cards import QUEEN_OF_SPADES, TWO_OF_CLUBS
from ..rules import PRESETS, Rules
from ..scoring import NO_TRICKS_BONUS
from .cards import card_name, card_symbol
from .lists import series
from .numbers import number, number_text, points_text
from .values import bonus_card, bonus_line, values_in_short, values_line

__all__ = ["direction_word", "preset_title", "rule_lines", "rules_summary"]

_TITLES: Final = {
    "standard": "Standard",
    "parlor": "Parlor: tied players share the win",
    "no-hold": "No hold hand: left, right, across",
    "sun": "Standard with shooting the sun",
}
_SHORT: Final = {
    "standard": "standard rules",
    "parlor": "parlor rules",
    "queen-breaks": "queen-breaks-hearts rules",
    "omnibus": "omnibus rules",
    "no-hold": "no-hold rules",
    "spot": "Spot hearts",
    "black-maria": "Black Maria",
    "sun": "standard rules with the sun",
}
_DIRECTIONS: Final = {"left": "left", "right": "right", "across": "across", "hold": "hold"}


def direction_word(direction: str) -> str:
    """A pass direction as a word: ``left``, ``right``, ``across``, ``hold``."""
    return _DIRECTIONS[direction]


def preset_title(name: str) -> str:
    """A rule set as Settings and Statistics offer it: ``Black Maria: A♠ 7, K♠ 10, Q♠ 13``.

    Any name that is no preset (``"custom"``) is the person's own house rules.
    """
    if name not in PRESETS:
        return "Custom house rules"
    rules = PRESETS[name]
    bonus = bonus_card(rules)
    if bonus is not None:
        card, value = bonus
        return f"Omnibus: the {card_name(card)} scores {number(value)}"
    if name == "queen-breaks":
        return f"The {card_name(QUEEN_OF_SPADES)} breaks hearts"
    if name == "spot":
        return f"Spot hearts: hearts at face value, {values_in_short(rules)}"
    if name == "black-maria":
        return f"Black Maria: {values_in_short(rules)}"
    return _TITLES[name]


def rules_summary(rules: Rules) -> str:
    """The rules in a few words: ``standard rules``, ``omnibus rules, game to 50``, ``custom rules, game to 100``."""
    preset = rules.base_preset
    if preset is None:
        words = "custom rules"
    elif preset == "omnibus-10d":
        bonus = bonus_card(rules)
        assert bonus is not None
        words = f"omnibus rules with the {card_symbol(bonus[0])}"
    else:
        words = _SHORT[preset]
    if preset is not None and rules.end_score == Rules().end_score:
        return words
    return f"{words}, game to {rules.end_score}"


def rule_lines(rules: Rules) -> list[str]:
    """A plain sentence for each option that differs from the standard rules (none for the standard rules)."""
    lines = []
    if rules.queen_breaks_hearts:
        lines.append(f"The {card_name(QUEEN_OF_SPADES)} breaks hearts.")
    if rules.bonus_card != "none":
        lines.append(bonus_line(rules))
    total = rules.total
    if rules.moon == "subtract":
        lines.append(f"Shooting the moon: the shooter scores {number_text(-total)}, everyone else 0.")
    elif rules.moon == "best":
        lines.append(
            f"Shooting the moon: everyone else scores {total}, unless that would make the shooter lose;"
            f" then the shooter scores {number_text(-total)} instead."
        )
    elif rules.moon == "none":
        lines.append("No shooting the moon: taking every penalty card simply scores them.")
    if rules.ties == "share":
        lines.append("Players tied for the lowest total share the win.")
    if rules.end_score != Rules().end_score:
        lines.append(f"The game ends when someone reaches {points_text(rules.end_score)}.")
    return lines + _house_rule_lines(rules)


def _house_rule_lines(rules: Rules) -> list[str]:
    standard = Rules()
    lines = []
    cycle = rules.pass_cycle
    if cycle == ("hold",):
        lines.append("No passing: every deal is a hold hand.")
    elif len(cycle) == 1:
        lines.append(f"Passing: always {direction_word(cycle[0])}.")
    elif cycle != standard.pass_cycle:
        lines.append(f"Passing: {series([direction_word(d) for d in cycle])}, then again.")
    if rules.pass_count != standard.pass_count:
        lines.append(f"Each player passes {rules.pass_count} cards.")
    if rules.first_lead == "any-club":
        lines.append(f"The holder of the {card_name(TWO_OF_CLUBS)} may open with any club.")
    elif rules.first_lead == "any-card":
        lines.append("The player left of the dealer leads the first trick with any card.")
    if rules.points_on_first_trick:
        lines.append("Penalty cards may be played to the first trick.")
    if not rules.hearts_must_be_broken:
        lines.append("Hearts may be led at any time.")
    if rules.lead_hearts_over_queen:
        lines.append(f"Holding only hearts and the {card_name(QUEEN_OF_SPADES)}, you may lead a heart.")
    values = values_line(rules)
    if values:
        lines.append(values)
    if rules.shoot_the_sun:
        lines.append(f"Taking all 13 tricks shoots the sun, worth {2 * rules.total}.")
    if rules.no_tricks_bonus:
        lines.append(f"A player who takes no trick scores {number_text(NO_TRICKS_BONUS)} (not when the moon is shot).")
    return lines
