"""The moon in the play search: a rival running it (the runner's world), or this seat's own shot at it.

When another seat has taken every point card so far, and enough of them
(:data:`RUNNER_HEARTS` hearts, or the Q♠ alone), counting the trick in play as
the winner's so far, that seat is a *moon runner* (:func:`moon_runner`). The
play search then plays every :data:`RUNNER_EVERY`-th sampled deal in the
runner's world: the runner goes for the moon, dealt a hand that would make it
against the two other seats' cards (:func:`runner_deal`, up to
:data:`RUNNER_DEALS` draws), and this seat defends, so that its own high cards
are what stands in the runner's way and keeping a stopper shows its worth.
From :data:`~hearts.bots.sim.BLIND_FROM` cards played on, the two other seats
do not see the moon coming (:func:`hearts.bots.sim.playout_taken`).

This seat is *open* for the moon (:func:`moon_open`) when it alone has taken
point cards so far: the search then also plays each candidate aiming for the
moon.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ..knowledge import Knowledge
from ..policy import moon_threat, ready_to_shoot
from ..rng import Rng
from ..sampling import Sampler
from ..variant import variant_of

__all__ = [
    "RUNNER_DEALS",
    "RUNNER_EVERY",
    "RUNNER_HEARTS",
    "moon_open",
    "moon_runner",
    "runner_deal",
    "runner_strength",
]

RUNNER_HEARTS: Final = 1
"""A rival with every point card so far is a moon runner from this many hearts, or with the Q♠ alone."""
RUNNER_EVERY: Final = 2
"""With a moon runner, every this-many-th sampled deal plays it as going for the moon, this seat defending."""
RUNNER_DEALS: Final = 8
"""In the runner's world, deal at most this many times for a runner that would make the moon but for this seat."""


def moon_runner(k: Knowledge, moon: int) -> int:
    """The other seat that holds every point card taken so far, and enough of them; else -1.

    The trick in play counts for the seat winning it so far. Enough:
    :data:`RUNNER_HEARTS` hearts, or the Q♠ alone (the rules of thumb's
    :func:`~hearts.bots.policy.moon_threat`, with a far lower bar: a moon is
    cheapest to stop before it is plain, and a player who searches may go for
    it whatever it has taken so far). ``moon`` is the cards a moon takes (0:
    the rules have no moon, nobody runs).
    """
    return moon_threat(k.taken_with_trick(), k.seat, 0, moon, hearts_alone=RUNNER_HEARTS, with_queen=0)


def moon_open(k: Knowledge, moon: int) -> bool:
    """Whether this seat holds every point card taken so far, and some (``moon``: the cards a moon takes)."""
    mine = k.taken[k.seat] & moon
    if not mine:
        return False
    return all(not k.taken[s] & moon for s in range(4) if s != k.seat)


def runner_deal(sampler: Sampler, rng: Rng, runner: int, strong: Callable[[int], bool]) -> list[int]:
    """A sampled deal for the runner's world: one whose runner would make the moon but for this seat, if one comes.

    A runner dealt any hand seldom has a moon to stop, so a defence that keeps its stoppers would look no better
    than one that spends them. The runner's hand is judged as the rules of thumb judge a moon
    (:func:`~hearts.bots.policy.ready_to_shoot`) against the cards of the two other seats alone: this seat's own
    cards are the stoppers the search is weighing (``strong``: :func:`runner_strength`). At most
    :data:`RUNNER_DEALS` deals are drawn; the last one drawn is played when none qualifies.
    """
    hands = sampler.sample(rng)
    for _ in range(RUNNER_DEALS - 1):
        if strong(hands[runner]):
            break
        hands = sampler.sample(rng)
    return hands


def runner_strength(k: Knowledge, runner: int) -> Callable[[int], bool]:
    """The test of a hand of the runner's: would it make the moon but for this seat (see :func:`runner_deal`)."""
    taken = k.taken_with_trick()
    gone = k.played | k.hand
    moon = variant_of(k.rules).moon
    return lambda hand: ready_to_shoot(hand, gone, taken, runner, moon)
