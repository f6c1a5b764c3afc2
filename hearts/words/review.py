"""A deal's review in words: each verdict's headline and reason, and the summary of the deal.

The review itself (:mod:`hearts.analysis`) holds facts; this module says them.

>>> from hearts.analysis import CloseToBest, MoonGivenUp, TookPoints, HeartsTaken
>>> from hearts.cards import parse_cards
>>> nine, ten = parse_cards("9D TS")
>>> reason_text(CloseToBest("play", (nine,), 0.63))
'Close to the best: the 9♦ does only 0.6 better on average.'
>>> reason_text(HeartsTaken("play", (nine,), 8.9, 4.8, False, TookPoints(ten, 8, 3)))
'The 10♠ won trick 8 with 3 points in it. You take 8.9 hearts on average with it, 4.8 with the 9♦.'
>>> reason_text(MoonGivenUp("pass", tuple(parse_cards("2C 3C 4C")), 0.1, 0.42))  # doctest: +ELLIPSIS
'It gave up your shot at the moon: you shoot it in 10% of the sampled deals with your pass, 42% with the pass ...'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ..analysis import (
    AllEquivalent,
    AsGood,
    ChoiceKind,
    CloseToBest,
    CostOnly,
    DealFact,
    DealSummary,
    GuardBroken,
    GuardPassed,
    HeartsTaken,
    Label,
    Legacy,
    MoonLetThrough,
    OnlyCard,
    QueenKept,
    QueenOwnTrick,
    QueenRisk,
    Reason,
    SummaryNote,
    TookPoints,
    TookQueen,
    WithinNoise,
)
from ..cards import Card
from .cards import card_symbol, card_symbols
from .catalog import gettext as _
from .catalog import ngettext, pgettext
from .catalog import noop as N_
from .lists import listing, series
from .numbers import decimal, number_text, percent, points_text
from .seats import seat_name

__all__ = [
    "MOON_ODDS_CAVEAT",
    "deal_fact_text",
    "label_title",
    "label_word",
    "note_text",
    "outcome_text",
    "reason_text",
]

MOON_ODDS_CAVEAT: Final = N_("A best case: in those deals the others see a moon coming late.")
"""Said with your odds of shooting the moon, which are a best case: the others play on by the rules of thumb.

Marked for the catalogs; worded with ``gettext`` where it is shown."""


def reason_text(reason: Reason) -> str:
    """Why a decision cost what it did, in one to three sentences."""
    if isinstance(reason, Legacy):
        return reason.text
    if isinstance(reason, OnlyCard):
        return _("It was your only legal card.")
    if isinstance(reason, AllEquivalent):
        return _("Your cards here were all equivalent.")
    if isinstance(reason, AsGood):
        return _("The Expert's choice, or one just as good.")
    other = _other(reason.kind, reason.best)
    play = reason.kind == "play"
    if isinstance(reason, WithinNoise):
        # Translators: {other} is the Expert's best choice ("the 9♦", "the pass 2♣ 3♣ 4♣"); "the sampled deals"
        # are the deals the Expert plays out to judge a decision.
        said = _("About as good as {other}: the difference is within the noise of the sampled deals.")
        return said.format(other=other)
    if isinstance(reason, CloseToBest):
        # Translators: {other} is the Expert's best choice ("the 9♦"); {cost} points with one decimal ("0.6").
        said = _("Close to the best: {other} does only {cost} better on average.")
        return said.format(other=other, cost=decimal(reason.cost))
    if isinstance(reason, CostOnly):
        # Translators: {other} is the Expert's best choice ("the 9♦"); {cost} points with one decimal ("2.4").
        said = _("{other} does {cost} better on average over the sampled deals.")
        return _sentence(said.format(other=other, cost=decimal(reason.cost)))
    if isinstance(reason, HeartsTaken):
        # Translators: {yours} and {theirs} are averages with one decimal ("8.9", "4.8"); {other} the Expert's
        # choice ("the 9♦", "the pass 2♣ 3♣ 4♣").
        if reason.spot_hearts:
            hearts = (
                _("You take {yours} points in hearts on average with it, {theirs} with {other}.")
                if play
                else _("You take {yours} points in hearts on average with your pass, {theirs} with {other}.")
            )
        else:
            hearts = (
                _("You take {yours} hearts on average with it, {theirs} with {other}.")
                if play
                else _("You take {yours} hearts on average with your pass, {theirs} with {other}.")
            )
        taken = hearts.format(yours=decimal(reason.yours), theirs=decimal(reason.theirs), other=other)
        return _sentence(deal_fact_text(reason.fact), taken)
    odds = {"yours": percent(reason.yours), "theirs": percent(reason.theirs), "other": other}
    if isinstance(reason, QueenRisk):
        # Translators: {yours} and {theirs} are percentages ("10%", "42%"); {other} the Expert's choice.
        risk = (
            _("You take the Q♠ in {yours} of the sampled deals with it, {theirs} with {other}.")
            if play
            else _("You take the Q♠ in {yours} of the sampled deals with your pass, {theirs} with {other}.")
        )
        return _sentence(deal_fact_text(reason.fact), risk.format(**odds))
    if isinstance(reason, MoonLetThrough):
        if reason.shooter is None:
            # Translators: {yours} and {theirs} are percentages ("10%", "42%"); {other} the Expert's choice.
            lets = (
                _(
                    "It lets a moon through: another player shoots the moon in {yours} of the sampled deals"
                    " with it, {theirs} with {other}."
                )
                if play
                else _(
                    "It lets a moon through: another player shoots the moon in {yours} of the sampled deals"
                    " with your pass, {theirs} with {other}."
                )
            )
            return lets.format(**odds)
        # Translators: {seat} is the seat that shot the moon.
        shot = _("It let the moon through: {seat} shot it.").format(seat=seat_name(reason.shooter))
        # Translators: {yours} and {theirs} are percentages ("10%", "42%"); {other} the Expert's choice.
        told = (
            _("Another player shoots the moon in {yours} of the sampled deals with it, {theirs} with {other}.")
            if play
            else _(
                "Another player shoots the moon in {yours} of the sampled deals with your pass, {theirs} with {other}."
            )
        )
        return _sentence(shot, told.format(**odds))
    # Translators: {yours} and {theirs} are percentages ("10%", "42%"); {other} the Expert's choice.
    gave_up = (
        _(
            "It gave up your shot at the moon: you shoot it in {yours} of the sampled deals with it,"
            " {theirs} with {other}."
        )
        if play
        else _(
            "It gave up your shot at the moon: you shoot it in {yours} of the sampled deals with your pass,"
            " {theirs} with {other}."
        )
    )
    return _sentence(gave_up.format(**odds), _(MOON_ODDS_CAVEAT))


def deal_fact_text(fact: DealFact | None) -> str:
    """What the actual deal showed about a decision, as a sentence (``""`` for nothing)."""
    if fact is None:
        return ""
    if isinstance(fact, GuardPassed):
        # Translators: {cards} are the spades passed, as symbols ("K♠ 3♠"); a guard of the Q♠ is the lower spades
        # that keep her from being forced out.
        return _("Passing {cards} broke your guard of the Q♠.").format(cards=card_symbols(fact.cards))
    if isinstance(fact, QueenKept):
        return ngettext(
            "You kept the Q♠ with {count} lower spade to guard her.",
            "You kept the Q♠ with {count} lower spades to guard her.",
            fact.guards,
        ).format(count=fact.guards)
    if isinstance(fact, QueenOwnTrick):
        # Translators: {trick} is the trick's number.
        return _("The Q♠ won her own trick: you took her yourself (trick {trick}).").format(trick=fact.trick)
    if isinstance(fact, TookQueen):
        # Translators: {card} is a card's symbol ("A♠"); {trick} the trick's number.
        return _("The {card} took the Q♠ (trick {trick}).").format(card=card_symbol(fact.card), trick=fact.trick)
    if isinstance(fact, GuardBroken):
        return ngettext(
            "It broke your guard of the Q♠ ({count} lower spade left).",
            "It broke your guard of the Q♠ ({count} lower spades left).",
            fact.left,
        ).format(count=fact.left)
    if isinstance(fact, TookPoints):
        # Translators: {card} is a card's symbol ("10♠"); {trick} the trick's number.
        return ngettext(
            "The {card} won trick {trick} with {count} point in it.",
            "The {card} won trick {trick} with {count} points in it.",
            fact.points,
        ).format(card=card_symbol(fact.card), trick=fact.trick, count=fact.points)
    # Translators: {trick} is the trick's number; {card} the symbol of the highest card played ("K♦"); to duck is
    # to play under it so as not to win the trick.
    return ngettext(
        "It left you unable to duck: on trick {trick} you had nothing under the {card} and took {count} point.",
        "It left you unable to duck: on trick {trick} you had nothing under the {card} and took {count} points.",
        fact.points,
    ).format(trick=fact.trick, card=card_symbol(fact.under), count=fact.points)


def _other(kind: ChoiceKind, best: Sequence[Card]) -> str:
    """The best choice in a sentence: ``the 9♦``, ``the pass 2♣ 3♣ 4♣``."""
    if kind == "play":
        # Translators: the Expert's best card within a sentence; {cards} its symbol ("9♦").
        return pgettext("the Expert's best card", "the {cards}").format(cards=card_symbols(best))
    # Translators: the Expert's best pass within a sentence; {cards} the cards' symbols ("2♣ 3♣ 4♣").
    return pgettext("the Expert's best pass", "the pass {cards}").format(cards=card_symbols(best))


def _sentence(*parts: str) -> str:
    """The non-empty parts as sentences, each starting with a capital."""
    return " ".join(part[0].upper() + part[1:] for part in parts if part)


def outcome_text(summary: DealSummary, *, you: bool = True) -> str:
    """How the deal ended for the seat (``""`` while it is played); ``you``: addressed as "you", else by its seat.

    >>> from hearts.analysis import DealSummary
    >>> outcome_text(DealSummary(0, (16, 0, 3, 7)))
    'You took 16 points. West took no points, North 3 and East 7.'
    >>> outcome_text(DealSummary(0, (0, 26, 26, 26), 0))
    'You shot the moon: 26 points to each of the others.'
    >>> outcome_text(DealSummary(0, (26, 0, 26, 26), 1), you=False)
    'West shot the moon: 26 points for South.'
    >>> outcome_text(DealSummary(0, (-5, 13, 10, 8)))
    'You scored -5 points. West scored 13 points, North 10 and East 8.'
    >>> outcome_text(DealSummary(2, (0, 26, -26, 13), 2), you=False)
    'North shot the moon: no points to South, 26 points to West, 13 points to East, -26 points for North.'
    """
    points, shooter = summary.points, summary.shooter
    if points is None:
        return ""
    seat = summary.seat
    name = seat_name(seat)
    mine = points[seat]
    others = [(seat_name(s), points[s]) for s in range(4) if s != seat]
    if shooter == seat:
        return _moon_shot(name, mine, others, you)
    if shooter is not None:
        # Translators: {shooter} is the seat that shot the moon; {points} what it gave ("26 points").
        said = (
            _("{shooter} shot the moon: {points} for you.")
            if you
            else _("{shooter} shot the moon: {points} for {seat}.")
        )
        return said.format(shooter=seat_name(shooter), points=points_text(mine), seat=name)
    # The no-tricks bonus or the bonus card's score below zero: a seat "scored" rather than "took".
    if min(points) < 0:
        # Translators: {points} is a score such as "13 points", "-5 points", "no points"; {seat} a seat.
        first = _("You scored {points}.") if you else _("{seat} scored {points}.")
        # Translators: the first of the others' scores ("West scored 13 points" in "West scored 13 points,
        # North 10 and East 8").
        lead = pgettext("the first of the others' scores", "{seat} scored {points}")
    else:
        # Translators: {points} is what a seat took in a deal: "16 points", "no points"; {seat} a seat.
        first = _("You took {points}.") if you else _("{seat} took {points}.")
        # Translators: the first of the others' points ("West took no points" in "West took no points, North 3
        # and East 7").
        lead = pgettext("the first of the others' points", "{seat} took {points}")
    # Translators: another seat's points after the first, a bare number ("North 3" in "West took no points,
    # North 3 and East 7").
    rest = pgettext("the others' points after the first", "{seat} {points}")
    (first_name, first_points), *after = others
    listed = listing(
        [lead.format(seat=first_name, points=points_text(first_points))]
        + [rest.format(seat=other, points=number_text(value)) for other, value in after]
    )
    # Translators: {yours} is the sentence of what the reviewed seat took; {others} the list of the others' points.
    both = _("{yours} {others}.")
    return both.format(yours=first.format(seat=name, points=points_text(mine)), others=listed)


def _moon_shot(name: str, mine: int, others: list[tuple[str, int]], you: bool) -> str:
    """The summary when the reviewed seat shot the moon."""
    if len({value for _seat, value in others}) == 1:
        # Translators: {points} is what each of the others scored ("26 points"); {mine} the shooter's own score.
        if mine == 0:
            said = (
                _("You shot the moon: {points} to each of the others.")
                if you
                else _("{seat} shot the moon: {points} to each of the others.")
            )
        else:
            said = (
                _("You shot the moon: {points} to each of the others, {mine} for you.")
                if you
                else _("{seat} shot the moon: {points} to each of the others, {mine} for {seat}.")
            )
        return said.format(seat=name, points=points_text(others[0][1]), mine=points_text(mine))
    # Translators: points given to one seat when the moon is shot ("26 points to West"), in a list.
    to = pgettext("points given to a seat", "{points} to {seat}")
    given = series([to.format(points=points_text(value), seat=other) for other, value in others])
    # Translators: {given} lists the points each other seat scored ("26 points to West, 13 points to East");
    # {mine} is the shooter's own score.
    if mine == 0:
        said = _("You shot the moon: {given}.") if you else _("{seat} shot the moon: {given}.")
    else:
        said = (
            _("You shot the moon: {given}, {mine} for you.")
            if you
            else _("{seat} shot the moon: {given}, {mine} for {seat}.")
        )
    return said.format(seat=name, given=given, mine=points_text(mine))


def note_text(summary: DealSummary, *, you: bool = True) -> str:
    """What the summary says when the result and the cost seem to disagree (``""`` otherwise)."""
    return " ".join(_note(note, seat_name(summary.seat), you) for note in summary.notes)


def _note(note: SummaryNote, seat: str, you: bool) -> str:
    # Translators: {seat} is the reviewed seat ("West"); "the cost" is the points lost to its decisions.
    if note == "moon-came-off":
        said = (
            _(
                "The moon came off this time. The cost is what those decisions lose on average over every deal you"
                " might have been facing, not what they lost in this one."
            )
            if you
            else _(
                "The moon came off this time. The cost is what those decisions lose on average over every deal"
                " {seat} might have been facing, not what they lost in this one."
            )
        )
    elif note == "went-well":
        said = (
            _(
                "The deal went well this time. The cost is what those decisions lose on average over every deal you"
                " might have been facing, not what they lost in this one."
            )
            if you
            else _(
                "The deal went well this time. The cost is what those decisions lose on average over every deal"
                " {seat} might have been facing, not what they lost in this one."
            )
        )
    elif note == "from-the-cards":
        said = (
            _(
                "The points came from the cards and the others' play: with what you knew, the Expert would have"
                " done no better on average."
            )
            if you
            else _(
                "The points came from the cards and the others' play: with what {seat} knew, the Expert would have"
                " done no better on average."
            )
        )
    else:
        said = _(
            "The costs add up to more than a deal can swing: the others' play gave some chances back, and each one"
            " let go counts again."
        )
    return said.format(seat=seat)


def label_title(label: Label) -> str:
    """A verdict's label as a title: ``Blunder``, ``Best``."""
    titles = {
        "forced": pgettext("verdict", "Forced"),
        "best": pgettext("verdict", "Best"),
        "good": pgettext("verdict", "Good"),
        "inaccuracy": pgettext("verdict", "Inaccuracy"),
        "mistake": pgettext("verdict", "Mistake"),
        "blunder": pgettext("verdict", "Blunder"),
    }
    return titles[label]


def label_word(label: Label) -> str:
    """A verdict's label within a line, in lower case: ``blunder``, ``best``."""
    words = {
        "forced": pgettext("verdict, lower case", "forced"),
        "best": pgettext("verdict, lower case", "best"),
        "good": pgettext("verdict, lower case", "good"),
        "inaccuracy": pgettext("verdict, lower case", "inaccuracy"),
        "mistake": pgettext("verdict, lower case", "mistake"),
        "blunder": pgettext("verdict, lower case", "blunder"),
    }
    return words[label]
