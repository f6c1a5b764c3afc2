"""Rule-dependent wording shared by every Learn page, with numbers from the engine.

Each number a learner reads (a heart's points, the queen's, the moon's
scores) is computed here by :mod:`hearts.scoring`, never written by hand.

>>> from hearts.rules import Rules
>>> points = Points.of(Rules(bonus_card="JD"))
>>> points.heart, points.queen, points.jack, points.deal
(1, 13, -10, 26)
>>> moon_outcome(Rules(moon="subtract"))
'the shooter scores −26 and everyone else 0 points'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, Card
from ..points import point_table
from ..rules import Rules
from ..scoring import deal_scores, penalty_points
from ..seats import SOUTH
from ..words import number, points_word

__all__ = ["Points", "moon_outcome", "moon_sentence", "queen_breaks_sentence", "ties_sentence"]


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
        return "Hearts may be led at any time under these rules, so nothing needs to break them."
    if rules.queen_breaks_hearts:
        return "Under these rules the {QS} breaks hearts too: once she has been played, anyone may lead a heart."
    return (
        "The {QS} does *not* break hearts: after she has been played, hearts still may not be led"
        " until a heart has been played."
    )


def moon_sentence(rules: Rules) -> str:
    """What shooting the moon scores under these rules, as a sentence."""
    return f"Then {moon_outcome(rules)}."


def moon_outcome(rules: Rules) -> str:
    """What shooting the moon scores under these rules (``the shooter scores 0 and …``)."""
    p = Points.of(rules)
    add = _moon_scores(p.moon_add)
    subtract = _moon_scores(p.moon_subtract)
    if rules.moon == "add":
        return add
    if rules.moon == "subtract":
        return subtract
    if rules.moon == "none":
        return "nobody shoots the moon under these rules: the cards simply score"
    return f"{add}, unless that would end the game with the shooter not winning it; then {subtract} instead"


def _moon_scores(scores: tuple[int, ...]) -> str:
    """``the shooter scores 0 and everyone else 26 points`` (South is the shooter in :class:`Points`)."""
    return f"the shooter scores {number(scores[SOUTH])} and everyone else {points_word(scores[SOUTH + 1])}"


def ties_sentence(rules: Rules) -> str:
    """What happens to a tie for the lowest total, as markup."""
    if rules.ties == "share":
        return "If two or more players tie for the lowest total, they *share* the win."
    return (
        "If two or more players tie for the lowest total, the game *goes on* with another deal"
        " until one player alone has the lowest total."
    )
