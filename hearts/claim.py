"""Claims: when the rest of a deal is decided whatever anyone plays, and playing it out at once.

A seat may *claim* when the engine can prove one of two things:

``"all"``
    The seat takes every remaining trick, whatever anyone (itself included)
    plays. Every card it could play wins the trick it is played to.
``"no-points"``
    No remaining trick can carry a point to anyone: no card still in play
    scores (by the rules' own scoring of cards), so the deal's score is
    already settled.

The proof asks the engine: which cards may be played comes from
:meth:`Round.legal_mask`, which card wins a trick from
:attr:`~hearts.tricks.Trick.winning_play`, and what a card is worth from
:func:`~hearts.scoring.penalty_points` and :func:`~hearts.scoring.deal_scores`,
so rule variants flow through. The work is bounded (at most one small trick
per pair of cards still in play); when the proof does not go through the
answer is no, never a guess.

Accepting a claim plays the remaining cards out through :meth:`Round.play`
in a fixed order (:func:`play_out`), so the deal is scored exactly as
playing them would score it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .cards import CARDS, Card, cards_from_mask, mask_of
from .errors import IllegalPlay
from .round import Round
from .scoring import deal_scores, penalty_points
from .tricks import Trick

__all__ = ["Claim", "ClaimKind", "accept_claim", "claim_play", "claimable", "play_out"]

ClaimKind = Literal["all", "no-points"]


@dataclass(frozen=True, slots=True)
class Claim:
    """A proven claim: who claims, which kind, and how many tricks are left to play."""

    seat: int
    kind: ClaimKind
    tricks_left: int
    """Tricks not yet complete, the one being played included."""


def _in_play(rnd: Round) -> int:
    """Every card not yet played: the four hands together."""
    mask = 0
    for seat in range(4):
        mask |= rnd.hand_mask(seat)
    return mask


def _wins(leader: int, cards: tuple[Card, ...], card: Card) -> bool:
    """Whether ``card`` is the winning play of the (partial) trick ``cards`` led by ``leader``."""
    play = Trick(leader, cards).winning_play
    return play is not None and play.card is card


def _takes_everything(rnd: Round, seat: int) -> bool:
    """Whether every card ``seat`` could play wins its trick, now and at every lead after.

    A trick is won by the one card of it that no other card of it beats
    (the engine's ``winning_play`` of each pair), so it is enough that each of
    the seat's cards wins against each card an opponent still holds, one at a
    time. That covers every card an opponent could ever play, legal or not,
    so the conclusion holds whatever anyone plays.
    """
    trick = rnd.current_trick
    others = [cards_from_mask(rnd.hand_mask(other)) for other in range(4) if other != seat]
    opponents = [card for hand in others for card in hand]
    hand = rnd.hand_mask(seat)
    after_trick = hand
    if trick.cards:
        legal = rnd.legal_mask()
        later = [card for offset in range(len(trick.cards) + 1, 4) for card in rnd.hand((trick.leader + offset) & 3)]
        for card in cards_from_mask(legal):
            played = (*trick.cards, card)
            if not _wins(trick.leader, played, card):
                return False
            if not all(_wins(trick.leader, (*played, other), card) for other in later):
                return False
        if legal.bit_count() == 1:
            after_trick = hand & ~legal  # the one card it must play now never leads
    leads = cards_from_mask(after_trick)
    return all(_wins(seat, (card, other), card) for card in leads for other in opponents)


def _no_points_left(rnd: Round) -> bool:
    """Whether no card still in play scores, and the deal's score is the same whoever takes them."""
    rules = rnd.rules
    left = _in_play(rnd) | mask_of(rnd.current_trick.cards)
    if any(penalty_points(card.mask, rules) for card in cards_from_mask(left)):
        return False
    taken = [rnd.taken_mask(seat) for seat in range(4)]
    outcomes = set()
    for seat in range(4):
        given = list(taken)
        given[seat] |= left
        outcomes.add(deal_scores(given, rules, rnd.totals))
    return len(outcomes) == 1


def claimable(rnd: Round, seat: int) -> Claim | None:
    """The claim ``seat`` may make now, on its turn; ``None`` if the engine cannot prove one.

    A claim is offered only to the seat to play, with at least two tricks
    left (with one left there is nothing to save). ``"all"`` is preferred
    when both kinds hold.
    """
    if not isinstance(seat, int) or not 0 <= seat < 4:
        raise ValueError(f"Seats are 0 (South) to 3 (East), not {seat!r}.")
    if rnd.to_play != seat:
        return None
    held = rnd.hand_mask(seat).bit_count()
    if held < 2:
        return None
    if _takes_everything(rnd, seat):
        return Claim(seat, "all", held)
    if _no_points_left(rnd):
        return Claim(seat, "no-points", held)
    return None


def play_out(rnd: Round) -> list[Trick]:
    """Play the rest of the deal through the engine: each seat in turn plays its lowest legal card.

    "Lowest" is the engine's card order (clubs, diamonds, spades, hearts; twos
    low). Returns the tricks completed, in order.
    """
    done: list[Trick] = []
    while not rnd.is_over:
        trick = rnd.play(claim_play(rnd))
        if trick is not None:
            done.append(trick)
    return done


def claim_play(rnd: Round) -> Card:
    """The card :func:`play_out` plays next: the lowest legal card of the seat to play."""
    legal = rnd.legal_mask()
    if not legal:
        raise IllegalPlay("Nobody is to play now.")
    return CARDS[(legal & -legal).bit_length() - 1]


def accept_claim(rnd: Round, claim: Claim) -> list[Trick]:
    """Check ``claim`` still holds and play the deal out (see :func:`play_out`); the tricks completed.

    Raises :class:`~hearts.errors.IllegalPlay` (changing nothing) if the
    position no longer proves it.
    """
    if claimable(rnd, claim.seat) != claim:
        raise IllegalPlay("That claim cannot be proved in this position.")
    return play_out(rnd)
