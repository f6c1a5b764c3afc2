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
    Decision,
    GuardBroken,
    GuardPassed,
    HeartsTaken,
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
from .lists import listing
from .numbers import decimal, percent, plural, points_text
from .seats import seat_name

__all__ = ["MOON_ODDS_CAVEAT", "deal_fact_text", "decision_headline", "note_text", "outcome_text", "reason_text"]

MOON_ODDS_CAVEAT: Final = "A best case: in those deals the others see a moon coming late."
"""Said with your odds of shooting the moon, which are a best case: the others play on by the rules of thumb."""

_FIXED: Final[dict[type, str]] = {
    OnlyCard: "It was your only legal card.",
    AllEquivalent: "Your cards here were all equivalent.",
    AsGood: "The Expert's choice, or one just as good.",
}


def decision_headline(decision: Decision) -> str:
    """A one-line account: ``Trick 3: K♠; the Expert prefers 9♠ (2.4 ± 0.3 better).``"""
    where = "Pass" if decision.kind == "pass" else f"Trick {decision.trick}"
    yours = card_symbols(decision.choice)
    if decision.label == "forced":
        return f"{where}: {yours} (your only legal card)."
    if decision.label == "best" or decision.same_as_best:
        return f"{where}: {yours}, the Expert's choice too."
    better = f"{decimal(decision.cost)} ± {decimal(decision.se)} better"
    return f"{where}: {yours}; the Expert prefers {card_symbols(decision.best)} ({better})."


def reason_text(reason: Reason) -> str:
    """Why a decision cost what it did, in one to three sentences."""
    if isinstance(reason, Legacy):
        return reason.text
    if isinstance(reason, OnlyCard | AllEquivalent | AsGood):
        return _FIXED[type(reason)]
    other = _other(reason.kind, reason.best)
    if isinstance(reason, WithinNoise):
        return f"About as good as {other}: the difference is within the noise of the sampled deals."
    if isinstance(reason, CloseToBest):
        return f"Close to the best: {other} does only {decimal(reason.cost)} better on average."
    if isinstance(reason, CostOnly):
        return _sentence(f"{other} does {decimal(reason.cost)} better on average over the sampled deals.")
    mine = "with it" if reason.kind == "play" else "with your pass"
    if isinstance(reason, HeartsTaken):
        what = "points in hearts" if reason.spot_hearts else "hearts"
        hearts = f"you take {decimal(reason.yours)} {what} on average {mine}, {decimal(reason.theirs)} with {other}."
        return _sentence(deal_fact_text(reason.fact), hearts)
    odds = f"in {percent(reason.yours)} of the sampled deals {mine}, {percent(reason.theirs)} with {other}."
    if isinstance(reason, QueenRisk):
        return _sentence(deal_fact_text(reason.fact), f"you take the Q♠ {odds}")
    if isinstance(reason, MoonLetThrough):
        told = f"another player shoots the moon {odds}"
        if reason.shooter is None:
            return f"It lets a moon through: {told}"
        return _sentence(f"It let the moon through: {seat_name(reason.shooter)} shot it.", told)
    return f"It gave up your shot at the moon: you shoot it {odds} {MOON_ODDS_CAVEAT}"


def deal_fact_text(fact: DealFact | None) -> str:
    """What the actual deal showed about a decision, as a sentence (``""`` for nothing)."""
    if fact is None:
        return ""
    if isinstance(fact, GuardPassed):
        return f"Passing {card_symbols(fact.cards)} broke your guard of the Q♠."
    if isinstance(fact, QueenKept):
        return f"You kept the Q♠ with {plural(fact.guards, 'lower spade')} to guard her."
    if isinstance(fact, QueenOwnTrick):
        return f"The Q♠ won her own trick: you took her yourself (trick {fact.trick})."
    if isinstance(fact, TookQueen):
        return f"The {card_symbol(fact.card)} took the Q♠ (trick {fact.trick})."
    if isinstance(fact, GuardBroken):
        return f"It broke your guard of the Q♠ ({plural(fact.left, 'lower spade')} left)."
    if isinstance(fact, TookPoints):
        return f"The {card_symbol(fact.card)} won trick {fact.trick} with {plural(fact.points, 'point')} in it."
    return (
        f"It left you unable to duck: on trick {fact.trick} you had nothing under the {card_symbol(fact.under)}"
        f" and took {plural(fact.points, 'point')}."
    )


def _other(kind: ChoiceKind, best: Sequence[Card]) -> str:
    """The best choice in a sentence: ``the 9♦``, ``the pass 2♣ 3♣ 4♣``."""
    return ("the " if kind == "play" else "the pass ") + card_symbols(best)


def _sentence(*parts: str) -> str:
    """The non-empty parts as sentences, each starting with a capital."""
    return " ".join(part[0].upper() + part[1:] for part in parts if part)


def _names(summary: DealSummary, you: bool) -> tuple[str, str]:
    """How the reviewed seat is called at the start of a sentence and within one."""
    if you:
        return "You", "you"
    name = seat_name(summary.seat)
    return name, name


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
    """
    points, shooter = summary.points, summary.shooter
    if points is None:
        return ""
    name, whom = _names(summary, you)
    seat = summary.seat
    mine = points[seat]
    others = [(seat_name(s), points[s]) for s in range(4) if s != seat]
    if shooter == seat:
        given = (
            f"{points_text(others[0][1])} to each of the others"
            if len({value for _, value in others}) == 1
            else ", ".join(f"{points_text(value)} to {other}" for other, value in others)
        )
        return f"{name} shot the moon: {given}" + ("." if mine == 0 else f", {points_text(mine)} for {whom}.")
    if shooter is not None:
        return f"{seat_name(shooter)} shot the moon: {points_text(mine)} for {whom}."
    took = "scored" if min(points) < 0 else "took"  # the no-tricks bonus or the bonus card's score below zero
    (first, first_points), *rest = others
    listed = listing([f"{first} {took} {points_text(first_points)}", *(f"{n} {v}" for n, v in rest)])
    return f"{name} {took} {points_text(mine)}. {listed}."


def note_text(summary: DealSummary, *, you: bool = True) -> str:
    """What the summary says when the result and the cost seem to disagree (``""`` otherwise)."""
    whom = _names(summary, you)[1]
    return " ".join(_note(note, whom) for note in summary.notes)


def _note(note: SummaryNote, whom: str) -> str:
    if note in ("moon-came-off", "went-well"):
        came = "The moon came off" if note == "moon-came-off" else "The deal went well"
        return (
            f"{came} this time. The cost is what those decisions lose on average over every deal {whom} might have"
            " been facing, not what they lost in this one."
        )
    if note == "from-the-cards":
        return (
            f"The points came from the cards and the others' play: with what {whom} knew, the Expert would have"
            " done no better on average."
        )
    return (
        "The costs add up to more than a deal can swing: the others' play gave some chances back, and each one"
        " let go counts again."
    )
