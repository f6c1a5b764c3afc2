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
from ..words import count_word, direction_word, number, rule_lines, seat_name, series
from ..words import values_sentence as card_values_sentence
from ..words.catalog import gettext as _
from ..words.catalog import ngettext, pgettext
from ..words.rules import hearts_any_time
from ..words.values import values_phrase
from .content import card_token, fill

__all__ = [
    "first_lead_sentence",
    "first_trick_sentence",
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
        return _("Nobody passes: every deal is played with the cards dealt.")
    steps = [(pgettext("pass direction", "hold (no pass)") if d == "hold" else direction_word(d)) for d in cycle]
    if len(steps) == 1:
        return fill(
            # Translators: Learn's text is markup: *words* are emphasised, {QS} is a card shown as a picture;
            # keep every {…} as it is. Here {count} is a number of cards in words ("three"), {direction} a pass
            # direction ("left") and {seat} the player passed to ("West").
            ngettext(
                "Pass {count} card {direction} (to {seat}), every deal.",
                "Pass {count} cards {direction} (to {seat}), every deal.",
                rules.pass_count,
            ),
            count=count,
            direction=steps[0],
            seat=seat_name(pass_target(SOUTH, cycle[0])),
        )
    return fill(
        # Translators: {count} is a number of cards in words ("three"); {directions} the pass directions in turn
        # ("left, right, across"), {last} the last one ("hold (no pass)").
        ngettext(
            "Pass {count} card: {directions}, then {last}. The cycle repeats.",
            "Pass {count} cards: {directions}, then {last}. The cycle repeats.",
            rules.pass_count,
        ),
        count=count,
        directions=series(steps[:-1]),
        last=steps[-1],
    )


def first_lead_sentence(rules: Rules) -> str:
    """Who leads the first trick, and with what."""
    if rules.first_leader == "left-of-dealer":
        return _(
            "The player on the dealer's left leads any card to the first trick (the deal moves one seat left"
            " each time; East deals first, so you lead the first deal)."
        )
    if rules.first_lead == "any-club":
        return _("Whoever holds the {2C} leads the first trick, with any club.")
    return _("The {2C} leads the first trick.")


def first_trick_sentence(rules: Rules) -> str:
    """Whether points may go to the first trick."""
    if rules.points_on_first_trick:
        return _("Points may be played to the first trick like any other.")
    if rules.card_values == "black-maria":
        return _("First trick: no hearts and none of the {QS}, {KS} and {AS}, unless you hold nothing else.")
    return _("First trick: no hearts and no {QS}, unless you hold nothing else.")


def leading_hearts_sentence(rules: Rules) -> str:
    """When a heart may be led."""
    if not rules.hearts_must_be_broken:
        return hearts_any_time()
    if rules.lead_hearts_over_queen:
        return _(
            "No leading hearts until hearts are broken (a heart has been played), unless you hold only hearts."
            " Holding only hearts and the {QS}, you may lead a heart instead of the queen."
        )
    return _("No leading hearts until hearts are broken (a heart has been played), unless you hold only hearts.")


def values_sentence(rules: Rules) -> str:
    """What each penalty card scores, and the deal's total."""
    return card_values_sentence(rules, card_token)


def moon_definition(rules: Rules) -> str:
    """What a moon is under these rules (and a sun, when the rules score one)."""
    if rules.moon == "none":
        return _("No shooting the moon under these rules: taking every penalty card simply scores them all.")
    maria = rules.card_values == "black-maria"
    if not rules.shoot_the_sun:
        if maria:
            return _(
                "Shoot the moon: take every penalty card — every heart, the {QS}, the {KS} and the {AS}"
                " (not every trick)."
            )
        return _("Shoot the moon: take every penalty card — every heart and the {QS} (not every trick).")
    if maria:
        # Translators: {sun} is the points of a sun, a number ("52").
        text = _(
            "Shoot the moon: take every penalty card — every heart, the {QS}, the {KS} and the {AS}"
            " (not every trick). Take all 13 tricks and you shoot the sun, scored as a moon worth {sun}."
        )
    else:
        # Translators: {sun} is the points of a sun, a number ("52").
        text = _(
            "Shoot the moon: take every penalty card — every heart and the {QS} (not every trick)."
            " Take all 13 tricks and you shoot the sun, scored as a moon worth {sun}."
        )
    return fill(text, sun=number(2 * rules.total))


def lesson_rules() -> str:
    """Which rules the practice lessons teach (their positions are played under the standard rules)."""
    return fill(
        # Translators: {values} says what the cards are worth ("each heart 1 point and the {QS} 13 points").
        _(
            "The lessons teach the standard rules: three cards passed, the {2C} leads, hearts must be broken,"
            " no points on the first trick, {values}."
        ),
        values=values_phrase(Rules(), card_token),
    )


def lessons_note(rules: Rules) -> str | None:
    """Says which rules the lessons teach when the game's rules differ in play or values; else ``None``."""
    plain = rules.with_options(end_score=100, ties="continue", moon="add", queen_breaks_hearts=False)
    if plain == Rules():
        return None
    return fill(
        # Translators: {lessons} is the sentence saying which rules the lessons teach; {differences} the sentences
        # saying how the game's rules differ.
        _("{lessons} Your game differs: {differences}"),
        lessons=lesson_rules(),
        differences=" ".join(rule_lines(rules)),
    )
