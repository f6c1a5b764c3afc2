"""Rule-dependent wording shared by every Learn page, with numbers from the engine.

Each number a learner reads (a heart's points, the queen's, the moon's
scores) is computed here by :mod:`hearts.scoring`, never written by hand.

>>> from hearts.rules import Rules
>>> points = Points.of(Rules(bonus_card="JD"))
>>> points.heart, points.queen, points.jack, points.deal
(1, 13, -10, 26)
>>> moon_sentence(Rules(moon="subtract"))
'Then the shooter scores −26 and everyone else 0 points.'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, Card
from ..points import point_table
from ..rules import Rules
from ..scoring import NO_TRICKS_BONUS, deal_scores, penalty_points
from ..seats import SOUTH
from ..words import number, points_word
from ..words.catalog import gettext as _
from .content import fill
from .house import moon_definition

__all__ = [
    "Points",
    "moon_outcome",
    "moon_paragraph",
    "moon_sentence",
    "no_tricks_sentence",
    "queen_breaks_sentence",
    "ties_sentence",
]


@dataclass(frozen=True, slots=True)
class Points:
    """The numbers of the score under some rules, each asked of the engine."""

    heart: int
    queen: int
    jack: int
    deal: int
    moon_add: tuple[int, ...]
    """Deal scores when South shoots the moon and the moon adds 26 to the others."""
    moon_subtract: tuple[int, ...]
    """Deal scores when South shoots the moon and the moon takes 26 off the shooter."""

    @classmethod
    def of(cls, rules: Rules) -> Points:
        table = point_table(rules)
        moon = [0, 0, 0, 0]
        moon[SOUTH] = table.penalty
        return cls(
            heart=penalty_points(Card.parse("2H").mask, rules),
            queen=penalty_points(QUEEN_OF_SPADES.mask, rules),
            jack=penalty_points(JACK_OF_DIAMONDS.mask, rules.with_options(bonus_card="JD")),
            deal=table.total,
            moon_add=deal_scores(moon, rules.with_options(moon="add", shoot_the_sun=False)),
            moon_subtract=deal_scores(moon, rules.with_options(moon="subtract", shoot_the_sun=False)),
        )


def queen_breaks_sentence(rules: Rules) -> str:
    """Whether the queen of spades breaks hearts, as markup."""
    if not rules.hearts_must_be_broken:
        return _("Hearts may be led at any time under these rules, so nothing needs to break them.")
    if rules.queen_breaks_hearts:
        # Translators: Learn's text is markup: *words* are emphasised, {QS} is a card shown as a picture;
        # keep every {…} as it is.
        return _("Under these rules the {QS} breaks hearts too: once she has been played, anyone may lead a heart.")
    return _(
        "The {QS} does *not* break hearts: after she has been played, hearts still may not be led"
        " until a heart has been played."
    )


def moon_sentence(rules: Rules) -> str:
    """What shooting the moon scores under these rules, as a sentence following the one that says what it is."""
    return _moon(rules, table=False)


def moon_outcome(rules: Rules) -> str:
    """What shooting the moon scores under these rules, as a sentence on its own (the scoring table's)."""
    return _moon(rules, table=True)


def _moon(rules: Rules, *, table: bool) -> str:
    p = Points.of(rules)
    add = {"shooter": number(p.moon_add[SOUTH]), "others": points_word(p.moon_add[SOUTH + 1])}
    subtract = {"shooter": number(p.moon_subtract[SOUTH]), "others": points_word(p.moon_subtract[SOUTH + 1])}
    if rules.moon == "none":
        if table:
            return _("Nobody shoots the moon under these rules: the cards simply score.")
        return _("Then nobody shoots the moon under these rules: the cards simply score.")
    if rules.moon in ("add", "subtract"):
        scores = add if rules.moon == "add" else subtract
        if table:
            # Translators: {shooter} is the score of the player who shot the moon ("0", "−26"); {others}
            # everyone else's ("26 points").
            text = _("The shooter scores {shooter} and everyone else {others}.")
        else:
            # Translators: follows the sentence saying what shooting the moon is. {shooter} is the score of the
            # player who shot the moon ("0", "−26"); {others} everyone else's ("26 points").
            text = _("Then the shooter scores {shooter} and everyone else {others}.")
        return fill(text, **scores)
    if table:
        # Translators: {shooter} and {others} are the scores when the moon adds to the others ("0", "26 points");
        # {shooter_instead} and {others_instead} when it is taken off the shooter instead ("−26", "0 points").
        text = _(
            "The shooter scores {shooter} and everyone else {others}, unless that would end the game with the"
            " shooter not winning it; then the shooter scores {shooter_instead} and everyone else"
            " {others_instead} instead."
        )
    else:
        # Translators: as above, following the sentence saying what shooting the moon is.
        text = _(
            "Then the shooter scores {shooter} and everyone else {others}, unless that would end the game with"
            " the shooter not winning it; then the shooter scores {shooter_instead} and everyone else"
            " {others_instead} instead."
        )
    return fill(text, **add, shooter_instead=subtract["shooter"], others_instead=subtract["others"])


def ties_sentence(rules: Rules) -> str:
    """What happens to a tie for the lowest total, as markup."""
    if rules.ties == "share":
        return _("If two or more players tie for the lowest total, they *share* the win.")
    return _(
        "If two or more players tie for the lowest total, the game *goes on* with another deal"
        " until one player alone has the lowest total."
    )


def moon_paragraph(rules: Rules) -> str:
    """What shooting the moon is, then what it scores."""
    # Translators: {moon} is a sentence saying what shooting the moon is; {then} what it scores.
    return fill(_("{moon} {then}"), moon=moon_definition(rules), then=moon_sentence(rules))


def no_tricks_sentence() -> str:
    """The house rule that rewards a player who takes no trick."""
    return fill(
        # Translators: {points} is a number ("−5").
        _("A player who takes no trick scores {points}, except in a deal where someone shot the moon."),
        points=number(NO_TRICKS_BONUS),
    )
