"""The test of clarity: is one choice of a decision clearly best, by the reference evaluation?

The reference evaluation of one decision, from one seat's view, is the
Expert's own (:mod:`hearts.bots.search`: every candidate played out over deals
consistent with the view, finished by the rules of thumb; where another seat
has taken every point card so far, also with that seat going for the moon,
weighted as the Expert samples the two) with ``factor`` times its samples, or
over every layout of the hidden cards when there are few enough of them. A
pass is raced over the Expert's shortlist of passes and each level's own pass.

A decision is **clear** (:func:`clear_answer_steps`) when two reference runs
with :data:`FACTOR` times the Expert's samples and independent seeds
(:data:`REFERENCE_SEEDS`; one run when every layout is tried: it is exact)
find the same answer: the choices within :data:`ACCEPT` of the best, every
other choice at least :data:`GAP` points worse by more than three standard
errors of the paired difference. The puzzle set (``research/puzzles.py``),
the tactics suite (``research/tactics.py``) and your own mistakes as puzzles
(:mod:`hearts.puzzles.own`) all use this test.

Every rating is a generator that yields after each sampled deal (as the
computer players' searches do), so the page can run it in slices;
:func:`rate` runs one to its end at once.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import statistics
from collections.abc import Generator, Iterator, Sequence
from typing import Final, TypeVar

from .. import bots
from ..bots.base import run_steps
from ..bots.hard import hard_pass
from ..bots.knowledge import Knowledge
from ..bots.rng import Rng, decision_seed, mix
from ..bots.sampling import Sampler
from ..bots.search import (
    PASS_BUDGET,
    RUNNER_EVERY,
    pass_candidates,
    play_samples,
    play_setup,
    runner_deal,
    runner_strength,
)
from ..bots.sim import NO_GUARD, Guard, Position, playout, shooters, utility
from ..cards import CARDS, format_cards, mask_of
from ..seats import pass_target
from ..view import SeatView

__all__ = [
    "ACCEPT",
    "EXHAUSTIVE_LAYOUTS",
    "FACTOR",
    "GAP",
    "PASS_LEAST",
    "REFERENCE_SEEDS",
    "Rating",
    "Steps",
    "clear_answer_steps",
    "groups",
    "level_passes",
    "rate",
    "rate_pass_steps",
    "rate_play_steps",
    "rate_steps",
    "reference_steps",
    "verdict",
]

FACTOR: Final = 10
"""The reference runs' samples, as a multiple of the Expert's."""
GAP: Final = 2.0
"""Every other choice must rate at least this many points worse than the answer (and by three standard errors)."""
ACCEPT: Final = 0.15
"""A choice rated within this many points of the best is also an answer."""
REFERENCE_SEEDS: Final = (0x9E3779B1, 0x85EBCA77)
"""The two reference runs' seeds (independent draws of the hidden cards)."""
EXHAUSTIVE_LAYOUTS: Final = 20_000
"""Try every layout of the hidden cards when there are at most this many (and no more than the samples)."""
PASS_LEAST: Final = 1000
"""A pass's reference plays each pass on at least this many deals."""

_T = TypeVar("_T")
Steps = Generator[None, None, _T]
"""Work in slices: yields after each sampled deal, returns its result."""


@dataclasses.dataclass(frozen=True, slots=True)
class Rating:
    """The reference evaluation's verdict: each choice's mean against the best, with its standard error."""

    names: list[str]
    behind: list[float]
    errors: list[float]
    method: str

    def answers(self, accept: float = ACCEPT, reject: float = GAP) -> tuple[str, ...] | None:
        """The choices rated best, or ``None`` when the verdict is unclear (or every choice is as good).

        The best are those within ``accept`` points of the best; every other choice must rate at least
        ``reject`` points worse, and by more than three standard errors.
        """
        accepted = [name for name, gap in zip(self.names, self.behind, strict=True) if gap <= accept]
        for gap, error in zip(self.behind, self.errors, strict=True):
            if gap > accept and (gap < reject or gap < 3 * error):
                return None
        if len(accepted) == len(self.names):
            return None
        return tuple(accepted)


def _rate(names: list[str], rows: list[list[float]], method: str) -> Rating:
    """Ratings from one row of utilities per sampled deal (one column per choice; lower is better)."""
    count = len(rows)
    means = [statistics.fmean(row[i] for row in rows) for i in range(len(names))]
    best = min(range(len(names)), key=lambda i: means[i])
    behind: list[float] = []
    errors: list[float] = []
    for i in range(len(names)):
        diffs = [row[i] - row[best] for row in rows]
        behind.append(statistics.fmean(diffs))
        errors.append(statistics.stdev(diffs) / math.sqrt(count) if count > 1 and i != best else 0.0)
    return Rating(names, behind, errors, method)


def _layouts(k: Knowledge, limit: int) -> list[list[int]] | None:
    """Every layout of the hidden cards consistent with ``k`` (``None`` if there could be more than ``limit``)."""
    me = k.seat
    others = [s for s in range(4) if s != me]
    known_all = 0
    for seat in others:
        known_all |= k.known[seat]
    pool = [i for i in range(52) if (k.unseen & ~known_all) >> i & 1]
    base = [0, 0, 0, 0]
    base[me] = k.hand
    caps = []
    for seat in others:
        base[seat] = k.known[seat] & k.unseen
        caps.append(k.counts[seat] - base[seat].bit_count())
    bound = math.factorial(len(pool)) // math.prod(math.factorial(c) for c in caps)
    if bound > limit:
        return None
    found: list[list[int]] = []
    first, second, third = others
    for one in itertools.combinations(pool, caps[0]):
        if any(k.excluded[first] >> c & 1 for c in one):
            continue
        rest = [c for c in pool if c not in one]
        for two in itertools.combinations(rest, caps[1]):
            if any(k.excluded[second] >> c & 1 for c in two):
                continue
            three = [c for c in rest if c not in two]
            if any(k.excluded[third] >> c & 1 for c in three):
                continue
            hands = list(base)
            for seat, cards in ((first, one), (second, two), (third, three)):
                for c in cards:
                    hands[seat] |= 1 << c
            found.append(hands)
    return found


def groups(view: SeatView) -> dict[int, int]:
    """Each legal card's group of equivalent cards, named by the card the Expert would try for it."""
    return {index: group[0] for group in play_setup(view).groups for index in group}


def rate_play_steps(view: SeatView, factor: int, seed: int) -> Steps[Rating]:
    """The Expert's evaluation of each candidate card with ``factor`` times its samples (or every layout).

    ``seed`` draws the sampled deals (a layout of every hidden card is the same whatever the seed).
    """
    setup = play_setup(view)
    k = setup.knowledge
    candidates = setup.candidates
    me = k.seat
    pos = setup.position
    target = factor * play_samples(setup)
    layouts = _layouts(k, min(target, EXHAUSTIVE_LAYOUTS))
    if layouts is not None:
        deals: Iterator[list[int]] = iter(layouts)
        method = f"all {len(layouts)} layouts"
    else:
        sampler = Sampler(k)
        rng = Rng(decision_seed(seed, view))
        deals = (sampler.sample(rng) for _ in range(target))
        method = f"sampled {target}"
    voids = k.shown_voids
    runner = setup.runner
    runner_deals: Iterator[list[int]] = iter(())
    if runner >= 0:
        # The runner's world is dealt as the Expert deals it: a runner that would make the moon but for this seat.
        strong = runner_strength(k, runner)
        if layouts is not None:
            runner_deals = itertools.cycle([hands for hands in layouts if strong(hands[runner])] or layouts)
        else:
            runner_sampler = Sampler(k)
            runner_rng = Rng(mix(decision_seed(seed, view), runner))
            runner_deals = (runner_deal(runner_sampler, runner_rng, runner, strong) for _ in itertools.count())
    rows: list[list[float]] = []
    for hands in deals:
        worlds: list[tuple[list[int], list[bool], Guard]] = [(hands, shooters(hands, pos), NO_GUARD)]
        if runner >= 0:
            # Both worlds of the Expert's mix on every row, weighted as it samples them.
            running_hands = next(runner_deals)
            running = shooters(running_hands, pos)
            running[runner] = True
            worlds.append((running_hands, running, (me, runner)))
        row = []
        for mode in setup.modes:
            for card in candidates:
                values = []
                for dealt, world, guard in worlds:
                    world[me] = mode
                    values.append(utility(playout(dealt, pos, world, card, voids, guard), me))
                row.append(
                    values[0] if len(values) == 1 else ((RUNNER_EVERY - 1) * values[0] + values[1]) / RUNNER_EVERY
                )
        rows.append(row)
        yield
    # Each card in its better way of playing on (on average, as the Expert chooses it).
    n = len(candidates)
    slots = []
    for c in range(n):
        ways = [m * n + c for m in range(len(setup.modes))]
        slots.append(min(ways, key=lambda s: (sum(row[s] for row in rows), s)))
    return _rate([CARDS[c].code for c in candidates], [[row[s] for s in slots] for row in rows], method)


def level_passes(view: SeatView) -> Steps[list[int]]:
    """Each computer level's own pass from ``view``, as card masks (the Expert's in slices, as it thinks)."""
    seed = bots.seed_for(1, 0, view.seat)
    found = []
    for level in bots.LEVELS:
        cards = yield from bots.create(level, seed).pass_steps(view)
        found.append(mask_of(cards))
    return found


def rate_pass_steps(
    view: SeatView, factor: int, seed: int, least: int = PASS_LEAST, extra: Sequence[int] = ()
) -> Steps[Rating]:
    """The Expert's evaluation of its shortlist of passes, each level's pass and the ``extra`` passes (card masks),
    each played on ``factor`` times the Expert's share of its pass budget and on at least ``least`` deals."""
    hand = view.hand_mask
    me = view.seat
    direction = view.pass_direction
    candidates = pass_candidates(hand, alike=True)
    levels = yield from level_passes(view)
    for mask in (*levels, *extra):
        if mask not in candidates:
            candidates.append(mask)
    samples = max(least, factor * PASS_BUDGET // len(candidates))
    sampler = Sampler(Knowledge.from_view(view))
    rng = Rng(decision_seed(seed, view))
    totals_before = tuple(view.totals)
    rows: list[list[float]] = []
    for _ in range(samples):
        dealt = sampler.sample(rng)
        passes = [hard_pass(dealt[seat]) if seat != me else 0 for seat in range(4)]
        row = []
        for mask in candidates:
            passes[me] = mask
            hands = [dealt[seat] & ~passes[seat] for seat in range(4)]
            for seat in range(4):
                hands[pass_target(seat, direction)] |= passes[seat]
            pos = Position.start(hands, view.rules, totals_before)
            row.append(utility(playout(hands, pos, shooters(hands, pos)), me))
        rows.append(row)
        yield
    names = [format_cards(sorted(CARDS[i] for i in range(52) if mask >> i & 1)) for mask in candidates]
    return _rate(names, rows, f"sampled {samples}")


def rate_steps(
    view: SeatView, factor: int, seed: int, least: int = PASS_LEAST, extra: Sequence[int] = ()
) -> Steps[Rating]:
    """:func:`rate_pass_steps` or :func:`rate_play_steps`, as the view's phase asks."""
    if view.phase == "passing":
        return rate_pass_steps(view, factor, seed, least, extra)
    return rate_play_steps(view, factor, seed)


def rate(view: SeatView, factor: int, seed: int, least: int = PASS_LEAST, extra: Sequence[int] = ()) -> Rating:
    """:func:`rate_steps` run to its end."""
    return run_steps(rate_steps(view, factor, seed, least, extra))


def reference_steps(view: SeatView, factor: int = FACTOR) -> Steps[list[Rating]]:
    """The reference runs: two seeds, or one when every layout is tried (exact, the same every time)."""
    first = yield from rate_steps(view, factor, REFERENCE_SEEDS[0])
    if first.method.startswith("all "):
        return [first]
    second = yield from rate_steps(view, factor, REFERENCE_SEEDS[1])
    return [first, second]


def verdict(runs: Sequence[Rating]) -> tuple[str, ...] | None:
    """The answer every run agrees on, or ``None`` (unclear in a run, or changed between runs)."""
    found = {run.answers(ACCEPT, GAP) for run in runs}
    if len(found) != 1:
        return None
    return found.pop()


def clear_answer_steps(view: SeatView, factor: int = FACTOR) -> Steps[tuple[list[Rating], tuple[str, ...] | None]]:
    """The reference runs of ``view``'s decision and its clear answer (``None`` when it is not clear)."""
    runs = yield from reference_steps(view, factor)
    return runs, verdict(runs)
