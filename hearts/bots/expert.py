"""Expert: search over the deals the seat might be facing (:mod:`hearts.bots.search`).

To play, it asks the play search (:mod:`hearts.bots.search.play`): it deals
the unseen cards many times, each time consistently with everything the seat
has seen (voids, forced plays, the cards it passed, which the receiver holds
until they are played; a Q♠ that a seat passed up a sure chance to get rid of,
or invited onto its own trick by leading another spade, is dealt to it less
often, see :mod:`hearts.bots.sampling`), plays every candidate card in each of
those deals and finishes the deal with the Hard rules of thumb for all four
seats (:mod:`hearts.bots.sim`), scores it with
:func:`hearts.scoring.deal_scores` and picks the card with the best average.
When the hand could shoot the moon it also plays each card out aiming for the
moon, and takes that line if it does better on average. With a moon runner at
the table, part of the deals are the runner's world
(:mod:`hearts.bots.search.moon`), so the search weighs the moon being run and
not.

Among more than :data:`FINALISTS` candidates it spends half the samples on all
of them and the other half on the better half (at least :data:`FINALISTS`),
so the close calls get the most deals. It never tries the Q♠ on a low spade
lead while it holds a lower spade and the A♠ or K♠ is still out (unless it is
aiming for the moon): whoever holds them ducks, and the queen comes back. Nor,
when it could go for the moon and holds the A♠, does it play the queen to a
spade trick that the unseen K♠ may still take
(:func:`~hearts.bots.search.queen_kept`). A play is searched on sampled deals
enough to simulate :data:`~hearts.bots.search.PLAY_BUDGET` cards (between
:data:`~hearts.bots.search.MIN_SAMPLES` and
:data:`~hearts.bots.search.MAX_SAMPLES` deals), but on a spade trick with the
Q♠ at stake (:func:`~hearts.bots.search.queen_at_stake`) on up to
:data:`~hearts.bots.search.QUEEN_SAMPLES`: such a choice can cost 13 points.

To pass, it runs the pass race (:mod:`hearts.bots.search.passes`) with its
own budget and margin (:data:`~hearts.bots.search.PASS_BUDGET` playouts,
:data:`~hearts.bots.search.PASS_SPREAD` standard errors), and the best
average wins.

A seed and a view always give the same choice. Work is done in slices:
``play_steps`` and ``pass_steps`` yield after each sampled deal.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from ..cards import CARDS, cards_from_mask, mask_of
from ..view import SeatView
from .base import Bot, PassSteps, PlaySteps, check_pass_view, check_play_view
from .rng import Rng, decision_seed
from .search import (
    MAX_SAMPLES,
    QUEEN_SAMPLES,
    pass_race_steps,
    play_samples,
    play_search_steps,
    play_setup,
    queen_at_stake,
    queen_kept,
)

__all__ = ["FINALISTS", "ExpertBot"]

FINALISTS: Final = 2
"""A play among more candidates than this spends half its samples on all of them, half on the better half."""


def _argmin(totals: list[float]) -> int:
    best = 0
    for i, value in enumerate(totals):
        if value < totals[best] - 1e-9:
            best = i
    return best


class ExpertBot(Bot):
    """The searching level."""

    level = "expert"

    def play_steps(self, view: SeatView) -> PlaySteps:
        check_play_view(view)
        legal = mask_of(view.legal_plays)
        if not legal & (legal - 1):
            return view.legal_plays[0]
        setup = queen_kept(play_setup(view))
        candidates = setup.candidates
        if len(candidates) == 1:
            return CARDS[candidates[0]]
        rng = Rng(decision_seed(self.seed, view))
        samples = play_samples(setup, high=QUEEN_SAMPLES if queen_at_stake(setup.knowledge) else MAX_SAMPLES)
        n = len(candidates)
        if n <= FINALISTS:
            table = yield from play_search_steps(setup, rng, samples)
            return CARDS[candidates[_argmin(table.totals) % n]]
        # Half the work on every candidate, the other half on the better half of them (at least two).
        first = max(1, samples // 2)
        table = yield from play_search_steps(setup, rng, first)
        modes = len(setup.modes)
        looks = [min(table.totals[m * n + c] for m in range(modes)) for c in range(n)]
        kept = sorted(sorted(range(n), key=lambda c: (looks[c], c))[: max(FINALISTS, (n + 1) // 2)])
        finals = replace(setup, groups=[setup.groups[c] for c in kept])
        more = yield from play_search_steps(finals, rng, max(1, (samples - first) * n // len(kept)))
        k = len(kept)
        totals = [table.totals[m * n + c] + more.totals[m * k + j] for m in range(modes) for j, c in enumerate(kept)]
        return CARDS[finals.candidates[_argmin(totals) % k]]

    def pass_steps(self, view: SeatView) -> PassSteps:
        check_pass_view(view)
        rng = Rng(decision_seed(self.seed, view))
        table = yield from pass_race_steps(view, rng)
        scores = table.scores
        best = min(table.active, key=lambda i: (scores[i], i))
        return tuple(cards_from_mask(table.candidates[best]))
