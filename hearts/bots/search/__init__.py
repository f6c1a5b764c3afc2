"""The Expert's search, in public: the play search, the pass race, and the moon runner's world.

The computer's strongest level (:class:`hearts.bots.expert.ExpertBot`) and the
review of a deal (:mod:`hearts.analysis`) ask the same search, through the
names below, and nothing else of it:

- :mod:`~hearts.bots.search.play`: the play search. From one seat's view on
  its turn, the candidate cards (one per group of equivalent cards), the ways
  to play them on (by the rules of thumb, and aiming for the moon when the hand
  could shoot it), how many deals to sample for a budget of simulated cards,
  and the table of every candidate's outcome over the sampled deals.
- :mod:`~hearts.bots.search.passes`: the pass race over a shortlist of passes.
- :mod:`~hearts.bots.search.moon`: who may be running the moon, and the deals of
  the runner's world.

Every candidate is played on the same sampled deals (common random numbers).
The amount of work is bounded by counts, never by a clock, so a seed and a
view always give the same outcome; the searches are generators that yield
after each sampled deal, so a page can run them in slices.
"""

from __future__ import annotations

from .moon import RUNNER_DEALS, RUNNER_EVERY, RUNNER_HEARTS, moon_open, moon_runner, runner_deal, runner_strength
from .passes import (
    PASS_BUDGET,
    PASS_EARLY_DEALS,
    PASS_EARLY_SPREAD,
    PASS_FIRST_LOOK,
    PASS_LOOK_EVERY,
    PASS_SLICE,
    PASS_SPREAD,
    PassTable,
    pass_candidates,
    pass_race_steps,
    pass_shape,
    still_racing,
)
from .play import (
    MAX_SAMPLES,
    MIN_SAMPLES,
    PLAY_BUDGET,
    QUEEN_SAMPLES,
    PlaySetup,
    PlayTable,
    Searching,
    play_candidates,
    play_groups,
    play_samples,
    play_search_steps,
    play_setup,
    queen_at_stake,
    queen_kept,
    queen_under_the_king,
)

__all__ = [
    "MAX_SAMPLES",
    "MIN_SAMPLES",
    "PASS_BUDGET",
    "PASS_EARLY_DEALS",
    "PASS_EARLY_SPREAD",
    "PASS_FIRST_LOOK",
    "PASS_LOOK_EVERY",
    "PASS_SLICE",
    "PASS_SPREAD",
    "PLAY_BUDGET",
    "QUEEN_SAMPLES",
    "RUNNER_DEALS",
    "RUNNER_EVERY",
    "RUNNER_HEARTS",
    "PassTable",
    "PlaySetup",
    "PlayTable",
    "Searching",
    "moon_open",
    "moon_runner",
    "pass_candidates",
    "pass_race_steps",
    "pass_shape",
    "play_candidates",
    "play_groups",
    "play_samples",
    "play_search_steps",
    "play_setup",
    "queen_at_stake",
    "queen_kept",
    "queen_under_the_king",
    "runner_deal",
    "runner_strength",
    "still_racing",
]
