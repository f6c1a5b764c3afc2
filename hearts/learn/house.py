"""The sentences of Learn that change with the house rules, as markup, each built from the active rules.

Sections, the quick reference and the FAQ use these, so that what a learner
reads is the game they play: the pass, the first lead, leading hearts, the
first trick, the card values and what a moon (and a sun) is.

>>> from hearts.rules import Rules
>>> moon_definition(Rules(card_values="black-maria"))
'Shoot the moon: take every penalty card — every heart, the {QS}, the {KS} and the {AS} (not every trick).'
>>> values_sentence(Rules(card_values="spot"))
'Each heart scores its rank: {2H} 2 … {10H} 10, {JH} 11, {QH} 12, {KH} 13, {AH} 14; the {QS} 25; 129 in all.'
"""

from __future__ import annotations

from ..rules import Rules
from ..seats import SOUTH, pass_target
from ..words import count_word, direction_word, rule_lines, seat_name
from ..words import values_sentence as card_values_sentence
from ..words.values import values_phrase
from .content import card_token

__all__ = [
    "first_lead_sentence",
    "first_trick_sentence",
    "house_lines",
    "leading_hearts_sentence",
    "lesson_rules",
    "lessons_note",
    "moon_definition",
    "pass_sentence",
    "values_sentence",
]


def pass_sentence(rules: Rules) -> str:
    """``Pass three cards: left, right, across, then hold (no pass). The cycle repeats.``"""
    cycle = rules.pass_cycle
    count = count_word(rules.pass_count)
    if set(cycle) == {"hold"}:
        return "Nobody passes: every deal is played with the cards dealt."
    steps = [("hold (no pass)" if d == "hold" else direction_word(d)) for d in cycle]
    if len(steps) == 1:
        return f"Pass {count} cards {steps[0]} ({'to ' + seat_name(pass_target(SOUTH, cycle[0]))}), every deal."
    listed = ", ".join(steps[:-1]) + f", then {steps[-1]}"
    return f"Pass {count} cards: {listed}. The cycle repeats."


def first_lead_sentence(rules: Rules) -> str:
    """Who leads the first trick, and with what."""
    if rules.first_leader == "left-of-dealer":
        return (
            "The player on the dealer's left leads any card to the first trick (the deal moves one seat left"
            " each time; East deals first, so you lead the first deal)."
        )
    if rules.first_lead == "any-club":
        return "Whoever holds the {2C} leads the first trick, with any club."
    return "The {2C} leads the first trick."


def _penalty_names(rules: Rules) -> str:
    if rules.card_values == "black-maria":
        return "hearts, the {QS}, the {KS} and the {AS}"
    return "hearts and the {QS}"


def first_trick_sentence(rules: Rules) -> str:
    """Whether points may go to the first trick."""
    if rules.points_on_first_trick:
        return "Points may be played to the first trick like any other."
    if rules.card_values == "black-maria":
        return "First trick: no hearts and none of the {QS}, {KS} and {AS}, unless you hold nothing else."
    return "First trick: no hearts and no {QS}, unless you hold nothing else."


def leading_hearts_sentence(rules: Rules) -> str:
    """When a heart may be led."""
    if not rules.hearts_must_be_broken:
        return "Hearts may be led at any time."
    text = "No leading hearts until hearts are broken (a heart has been played), unless you hold only hearts."
    if rules.lead_hearts_over_queen:
        text += " Holding only hearts and the {QS}, you may lead a heart instead of the queen."
    return text


def values_sentence(rules: Rules) -> str:
    """What each penalty card scores, and the deal's total."""
    return card_values_sentence(rules, card_token)


def moon_definition(rules: Rules) -> str:
    """What a moon is under these rules (and a sun, when the rules score one)."""
    if rules.moon == "none":
        return "No shooting the moon under these rules: taking every penalty card simply scores them all."
    names = _penalty_names(rules).replace("hearts", "every heart")
    text = f"Shoot the moon: take every penalty card — {names} (not every trick)."
    if rules.shoot_the_sun:
        text += f" Take all 13 tricks and you shoot the sun, scored as a moon worth {2 * rules.total}."
    return text


def lesson_rules() -> str:
    """Which rules the practice lessons teach (their positions are played under the standard rules)."""
    return (
        "The lessons teach the standard rules: three cards passed, the {2C} leads, hearts must be broken, no points"
        f" on the first trick, {values_phrase(Rules(), card_token)}."
    )


def lessons_note(rules: Rules) -> str | None:
    """Says which rules the lessons teach when the game's rules differ in play or values; else ``None``."""
    plain = rules.with_options(end_score=100, ties="continue", moon="add", queen_breaks_hearts=False)
    if plain == Rules():
        return None
    return lesson_rules() + " Your game differs: " + " ".join(rule_lines(rules))


def house_lines(rules: Rules) -> list[str]:
    """One line per house rule that differs from the standard game."""
    return rule_lines(rules)
