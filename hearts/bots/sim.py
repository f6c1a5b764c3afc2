"""A fast playout of the rest of a deal on bit masks, for the Expert's search.

Every card is chosen among :func:`hearts.legality.legal_mask` by the rules of
thumb in :mod:`hearts.bots.policy` (each seat from its own hand and public
information), and the finished deal is scored by
:func:`hearts.scoring.deal_scores`, so the moon and J♦ count exactly as in
the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..cards import SUIT_MASKS, TWO_OF_CLUBS
from ..legality import legal_mask
from ..rules import Rules
from ..scoring import deal_scores
from .knowledge import Knowledge
from .policy import (
    costliest,
    discard_card,
    follow_card,
    lead_card,
    moon_threat,
    ready_to_shoot,
    shoot_card,
)
from .variant import variant_of

__all__ = ["NO_GUARD", "Guard", "Position", "playout", "playout_taken", "score_taken", "shooters", "utility"]

_TWO_CLUBS: Final = TWO_OF_CLUBS.mask
_SUITS: Final = SUIT_MASKS


@dataclass(slots=True)
class Position:
    """The public state of a deal in progress, as one seat sees it."""

    taken: list[int]
    trick: list[int]
    leader: int
    gone: int
    hearts_broken: bool
    first_trick: bool
    rules: Rules
    totals: tuple[int, ...]

    @classmethod
    def from_knowledge(cls, k: Knowledge) -> Position:
        return cls(
            taken=list(k.taken),
            trick=list(k.trick),
            leader=k.leader,
            gone=k.played,
            hearts_broken=k.hearts_broken,
            first_trick=k.first_trick,
            rules=k.rules,
            totals=k.totals,
        )

    @classmethod
    def start(cls, hands: list[int], rules: Rules, totals: tuple[int, ...], dealer: int = 3) -> Position:
        """The position before the first card (after the pass)."""
        if rules.first_leader == "left-of-dealer":
            leader = (dealer + 1) & 3
        else:
            leader = next(seat for seat in range(4) if hands[seat] & _TWO_CLUBS)
        return cls([0, 0, 0, 0], [], leader, 0, False, True, rules, totals)


def utility(scores: tuple[int, ...], seat: int) -> float:
    """How bad a deal's score is for ``seat``: its points less the others' average (lower is better)."""
    mine = scores[seat]
    return mine - (scores[0] + scores[1] + scores[2] + scores[3] - mine) / 3.0


def shooters(hands: list[int], pos: Position) -> list[bool]:
    """Which seats' playout policy goes for the moon from this position."""
    moon = variant_of(pos.rules).moon
    return [ready_to_shoot(hands[seat], pos.gone, pos.taken, seat, moon) for seat in range(4)]


def score_taken(taken: list[int], pos: Position) -> tuple[int, ...]:
    """The score of a deal played out from ``pos`` in which each seat took ``taken``."""
    return deal_scores(taken, pos.rules, pos.totals)


Guard = tuple[int, int]
"""A seat that defends against another's moon, and that other seat: see :func:`playout_taken`."""
NO_GUARD: Final[Guard] = (-1, -1)

BLIND_FROM: Final = 24
"""Cards played from which only the guard sees a runner's moon coming (the seventh trick on)."""


def playout(
    hands: list[int], pos: Position, shoot: list[bool], first_card: int = -1, voids: int = 0, guard: Guard = NO_GUARD
) -> tuple[int, ...]:
    """Play the deal to the end from ``pos`` with these hands; return its score (see :func:`playout_taken`)."""
    return score_taken(playout_taken(hands, pos, shoot, first_card, voids, guard), pos)


def playout_taken(
    hands: list[int], pos: Position, shoot: list[bool], first_card: int = -1, voids: int = 0, guard: Guard = NO_GUARD
) -> list[int]:
    """Play the deal from ``pos`` with these hands; return the cards each seat took.

    The playout stops once the rest of the deal cannot change its score (when
    every card that scores has been taken, under rules that do not count who
    takes the other tricks): the cards left unplayed are then nobody's.

    ``first_card`` (if given) is played by the seat to play, then the rules of
    thumb play on. ``shoot`` says which seats play for the moon (they stop
    once someone else takes a point card). ``voids`` are the voids shown so
    far (bit ``4 * seat + suit``); the playout adds the ones it shows.
    ``guard`` (if given) is a seat that knows another is going for the moon:
    while that seat plays for it and holds every point card taken, the guard
    defends against it. From the seventh trick on (:data:`BLIND_FROM` cards
    played before the playout) it does so alone: the other seats play on as
    if no moon were coming, feeding the runner as players who have not seen
    it do; earlier they wait, as the rules of thumb do, for a larger haul
    (see :func:`hearts.bots.policy.moon_threat`).
    """
    guarding, watch = guard
    blind = guarding >= 0 and pos.gone.bit_count() >= BLIND_FROM
    hands = list(hands)
    taken = list(pos.taken)
    shoot = list(shoot)
    gone = pos.gone
    broken = pos.hearts_broken
    first = pos.first_trick
    variant = variant_of(pos.rules)
    play = variant.play
    breakers = play.breakers
    penalty = variant.penalty
    moon = variant.moon
    values = variant.values
    settles = variant.settles
    n = len(pos.trick)
    seat = (pos.leader + n) & 3
    trick_mask = 0
    lead = -1
    best = -1
    winner = pos.leader
    for position, card in enumerate(pos.trick):
        trick_mask |= 1 << card
        if position == 0:
            lead = card // 13
            best = card
        elif card // 13 == lead and card > best:
            best = card
            winner = (pos.leader + position) & 3
    holder = moon_threat(taken, -1, trick_mask, moon)
    free_leads = play.hearts_free
    while True:
        hand = hands[seat]
        following = 0
        # The engine's legal_mask, with its two commonest answers taken here first.
        if n:
            following = legal = hand & _SUITS[lead]
            if not legal:
                legal = legal_mask(hand, lead, first, broken, play) if first else hand
        elif (broken or free_leads) and not first:
            legal = hand
        else:
            legal = legal_mask(hand, lead, first, broken, play)
        if first_card >= 0:
            card = first_card
            first_card = -1
            if not legal >> card & 1:
                raise ValueError("The first card of a playout must be legal.")
        elif not legal & (legal - 1):
            card = legal.bit_length() - 1
        elif shoot[seat]:
            card = shoot_card(hand, legal, n, lead, best, gone, penalty)
        else:
            threat = holder if holder != seat else -1
            if seat == guarding and threat < 0 and shoot[watch] and taken[watch] & moon:
                threat = watch
            elif blind and seat != guarding and threat == watch:
                threat = -1  # the other seats do not see this moon coming
            # play_card's dispatch, inline.
            if not n:
                card = lead_card(hand, legal, gone, seat, threat, voids, penalty)
            elif following:
                card = follow_card(hand, legal, trick_mask, n, lead, best, gone, seat, winner, threat, voids, penalty)
            elif values is not None and not (threat >= 0 and winner == threat) and legal & penalty:
                card = costliest(legal & penalty, values)
            else:
                card = discard_card(hand, legal, gone, winner, threat)
        bit = 1 << card
        hands[seat] = hand ^ bit
        gone |= bit
        trick_mask |= bit
        if bit & breakers:
            broken = True
        if not n:
            lead = card // 13
            best = card
            winner = seat
        elif not following:
            voids |= 1 << (4 * seat + lead)
        elif card > best:
            best = card
            winner = seat
        n += 1
        if n < 4:
            seat = (seat + 1) & 3
            continue
        taken[winner] |= trick_mask
        if gone & settles == settles:
            break  # the rest of the deal cannot change its score
        if trick_mask & penalty:
            for other in range(4):
                if shoot[other] and other != winner:
                    shoot[other] = False
            holder = moon_threat(taken, -1, 0, moon)
        seat = winner
        n = 0
        trick_mask = 0
        lead = -1
        first = False
    return taken
