"""The reason for a verdict, as facts: which cause made the difference, and what the actual deal showed.

The cause is the one of four that accounts for the most of the cost, each
turned into points: the Q♠ (the share of deals in which the seat takes her,
times her value), a moon let through (times two thirds of a deal, the swing of
another seat's moon against the others' average), the seat's own moon given up
(times four thirds of a deal), and hearts taken (times four thirds: a point for
you and a third less for each other). Below :data:`CAUSE_FLOOR` points, no
cause is named and the reason is the difference alone. The actual deal then
adds what it showed about the decision, when it showed something
(:data:`~hearts.analysis.reasons.DealFact`).
"""

from __future__ import annotations

from typing import Final

from ..cards import QUEEN_OF_SPADES, Card, Suit, mask_of
from ..points import point_table
from ..round import Round
from ..tricks import Trick
from ..view import SeatView
from .evaluation import ChoiceValue
from .measure import GOOD, NOISE, ChoiceKind, Label
from .reasons import (
    AllEquivalent,
    AsGood,
    CloseToBest,
    CostOnly,
    CouldNotDuck,
    DealFact,
    GuardBroken,
    GuardPassed,
    HeartsTaken,
    MoonGivenUp,
    MoonLetThrough,
    QueenKept,
    QueenOwnTrick,
    QueenRisk,
    Reason,
    TookPoints,
    TookQueen,
    WithinNoise,
)

__all__ = ["CAUSE_FLOOR", "THIN_GUARD", "explain"]

CAUSE_FLOOR: Final = 0.5
"""A cause worth fewer points than this is not named: the reason is the difference alone."""
THIN_GUARD: Final = 3
"""The Q♠ with at most this many lower spades has a thin guard: a spade played from it breaks the guard."""


def explain(
    kind: ChoiceKind, label: Label, yours: ChoiceValue, best: ChoiceValue, view: SeatView, final: Round
) -> Reason:
    """Why ``yours`` is labelled ``label`` against ``best``, in the view it was chosen from and the deal as played."""
    if label == "best":
        return AllEquivalent() if yours.samples == 0 else AsGood()
    if label == "good":
        if yours.cost < NOISE * yours.se and yours.cost >= GOOD:
            return WithinNoise(kind, best.cards)
        return CloseToBest(kind, best.cards, yours.cost)
    table = point_table(view.rules)
    causes = {
        "queen": (yours.queen - best.queen) * table.values[QUEEN_OF_SPADES.index] * 4 / 3,
        "moon_against": (yours.moon_against - best.moon_against) * table.total * 2 / 3,
        "moon_mine": (best.moon_mine - yours.moon_mine) * table.total * 4 / 3,
        "hearts": (yours.hearts - best.hearts) * 4 / 3,
    }
    cause = max(causes, key=lambda name: causes[name])
    if causes[cause] < CAUSE_FLOOR:
        return CostOnly(kind, best.cards, yours.cost)
    if cause == "queen":
        return QueenRisk(kind, best.cards, yours.queen, best.queen, _queen_fact(kind, yours, view, final))
    if cause == "moon_against":
        shooter = final.moon_shooter if final.is_over else None
        seen = shooter if shooter not in (None, view.seat) else None
        return MoonLetThrough(kind, best.cards, yours.moon_against, best.moon_against, seen)
    if cause == "moon_mine":
        return MoonGivenUp(kind, best.cards, yours.moon_mine, best.moon_mine)
    spot = view.rules.card_values == "spot"
    return HeartsTaken(kind, best.cards, yours.hearts, best.hearts, spot, _duck_fact(kind, yours, view, final))


def _trick_of(final: Round, card: Card) -> tuple[int, Trick] | None:
    for number, trick in enumerate(final.tricks, start=1):
        if card in trick.cards:
            return number, trick
    return None


def _queen_fact(kind: ChoiceKind, yours: ChoiceValue, view: SeatView, final: Round) -> DealFact | None:
    """What the actual deal shows about the Q♠ and this decision."""
    seat = view.seat
    hand = view.hand_mask
    guards = [c for c in view.hand if c.suit is Suit.SPADES and c.index < QUEEN_OF_SPADES.index]
    if kind == "pass":
        if hand & QUEEN_OF_SPADES.mask and not mask_of(yours.cards) & QUEEN_OF_SPADES.mask:
            passed = tuple(c for c in yours.cards if c in guards)
            return GuardPassed(passed) if passed else QueenKept(len(guards))
        return None
    card = yours.cards[0]
    found = _trick_of(final, card)
    if found is not None:
        number, trick = found
        if trick.winner == seat and QUEEN_OF_SPADES in trick.cards:
            return QueenOwnTrick(number) if card == QUEEN_OF_SPADES else TookQueen(card, number)
    if (
        hand & QUEEN_OF_SPADES.mask
        and card.suit is Suit.SPADES
        and card != QUEEN_OF_SPADES
        and len(guards) <= THIN_GUARD
    ):
        return GuardBroken(len(guards) - 1)
    return None


def _duck_fact(kind: ChoiceKind, yours: ChoiceValue, view: SeatView, final: Round) -> DealFact | None:
    """What the actual deal shows: the card took points, or left the seat unable to duck later."""
    if kind != "play":
        return None
    seat = view.seat
    card = yours.cards[0]
    found = _trick_of(final, card)
    if found is None:
        return None
    number, trick = found
    if trick.winner == seat and trick.points > 0:
        return TookPoints(card, number, trick.points)
    held = [c for c in view.hand if c.suit == card.suit and c != card]
    for later, other in enumerate(final.tricks[number:], start=number + 1):
        held = [c for c in held if c not in other.cards or other.lead_suit == card.suit]
        if other.lead_suit != card.suit:
            continue
        order = [s for s, _ in other.plays]
        mine = other.cards[order.index(seat)]
        before = [c for c in other.cards[: order.index(seat)] if c.suit == card.suit]
        in_hand = [c for c in held if c.suit == card.suit]
        held = [c for c in held if c != mine]
        if other.winner != seat or other.points <= 0 or not before:
            continue
        top = max(before)
        if card < top and in_hand and min(in_hand) > top:
            return CouldNotDuck(later, top, other.points)
        break
    return None
