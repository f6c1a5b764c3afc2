"""The evaluation of one decision: every choice of one view, valued by the Expert's own search.

The search is :mod:`hearts.bots.search`: the same sampler of the unseen cards,
the same candidates, playouts and utility as the Expert's, with more sampled
deals than the Expert spends on a move (:data:`PLAY_SAMPLES_BUDGET`). Every
choice is played out on the same sampled deals (common random numbers), so the
cost (yours less the best) has a small standard error, which is reported.
Equivalent cards (touching in rank once the cards between them are gone) share
one value, as they do for the Expert. A pass is judged by the Expert's race
over its shortlist of passes (plus yours, which stays in the race to the end),
with :data:`REVIEW_PASS_BUDGET` playouts and a wider margin
(:data:`REVIEW_PASS_SPREAD`) before a pass is dropped as clearly behind.

Determinism: each decision's generator is seeded from the seed given (for a
review, :func:`~hearts.analysis.measure.analysis_seed`) and the decision
itself (:func:`hearts.bots.rng.decision_seed`), never from a clock, and every
number is computed by the same float operations on every Python, so CPython
and Pyodide give the same numbers.

>>> from hearts import Match
>>> from hearts.bots import create, seed_for
>>> from hearts.analysis import analysis_seed
>>> match = Match(7)
>>> rnd = match.round
>>> for seat in range(4):
...     rnd.pass_cards(seat, create("hard", seed_for(7, 0, seat)).choose_pass(rnd.view(seat)))
>>> view = rnd.view(rnd.to_play)
>>> evaluation = evaluate(view, analysis_seed(7, 0, view.seat))
>>> evaluation.kind, evaluation.forced, evaluation.best.cost
('play', True, 0.0)
"""

from __future__ import annotations

import math
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import Final

from ..bots.base import check_pass_view, check_play_view, run_steps
from ..bots.rng import Rng, decision_seed
from ..bots.search import (
    MAX_SAMPLES,
    PASS_BUDGET,
    PLAY_BUDGET,
    pass_race_steps,
    play_samples,
    play_search_steps,
    play_setup,
)
from ..cards import CARDS, HEARTS_MASK, QUEEN_OF_SPADES, Card, cards_from_mask, format_cards, mask_of
from ..points import point_table
from ..rules import Rules
from ..scoring import deal_scores, moon_shooter
from ..view import SeatView
from .measure import ChoiceKind

__all__ = [
    "MIN_PLAY_SAMPLES",
    "PLAY_SAMPLES_BUDGET",
    "REVIEW_EFFORT",
    "REVIEW_PASS_BUDGET",
    "REVIEW_PASS_SPREAD",
    "REVIEW_PASS_WORK",
    "ChoiceValue",
    "Evaluation",
    "evaluate",
    "evaluate_pass_steps",
    "evaluate_play_steps",
    "evaluate_steps",
    "evaluation_work",
]

REVIEW_EFFORT: Final = 4
"""The review spends this many times the Expert's budget on a decision."""
PLAY_SAMPLES_BUDGET: Final = REVIEW_EFFORT * PLAY_BUDGET
"""Cards simulated per play decision: :data:`REVIEW_EFFORT` times what the Expert spends to choose."""
MIN_PLAY_SAMPLES: Final = 48
"""The fewest deals sampled for a play decision; at most :data:`~hearts.bots.search.MAX_SAMPLES`, as the Expert."""
REVIEW_PASS_BUDGET: Final = REVIEW_EFFORT * PASS_BUDGET
"""Playouts per pass decision: :data:`REVIEW_EFFORT` times what the Expert spends to choose."""
REVIEW_PASS_SPREAD: Final = 2.5
"""A pass leaves the review's race when it trails the best by more than this many standard errors."""
REVIEW_PASS_WORK: Final = 600
"""About how many slices a pass's race takes (the median of the suite's pass positions; for progress)."""
_OUTCOMES: Final = ("score", "points", "queen", "hearts", "moon_mine", "moon_against")


@dataclass(frozen=True, slots=True)
class ChoiceValue:
    """One choice (a card, or the cards to pass) and what it is worth over the sampled deals."""

    cards: tuple[Card, ...]
    score: float
    """Expected points less the others' average (lower is better): the measure the Expert optimises."""
    points: float
    """Expected points of the seat itself for the deal."""
    cost: float
    """``score`` less the best choice's score (0 for the best)."""
    se: float
    """Standard error of ``cost`` (the two are measured on the same sampled deals)."""
    samples: int
    queen: float
    """Share of the sampled deals in which the seat takes the Q♠ (without shooting the moon)."""
    hearts: float
    """Points in hearts the seat takes, on average (one a heart, except in Spot hearts)."""
    moon_mine: float
    """Share of the sampled deals in which the seat shoots the moon."""
    moon_against: float
    """Share in which another seat shoots the moon."""

    @property
    def code(self) -> str:
        return format_cards(self.cards)


@dataclass(frozen=True, slots=True)
class Evaluation:
    """Every choice of one decision, best first."""

    kind: ChoiceKind
    seat: int
    choices: tuple[ChoiceValue, ...]
    forced: bool = False
    """Only one legal card: nothing to choose, nothing searched."""

    @property
    def best(self) -> ChoiceValue:
        return self.choices[0]

    @property
    def samples(self) -> int:
        return max(choice.samples for choice in self.choices)

    def value_of(self, cards: Card | Sequence[Card]) -> ChoiceValue | None:
        """The value of playing ``cards`` (a card, or the cards of a pass); ``None`` if not evaluated."""
        wanted = frozenset([cards] if isinstance(cards, Card) else cards)
        for choice in self.choices:
            if frozenset(choice.cards) == wanted:
                return choice
        return None


def _outcomes(
    taken: list[tuple[int, ...]], values: list[float], seat: int, rules: Rules, totals: tuple[int, ...]
) -> dict[str, float]:
    n = len(values)
    table = point_table(rules)
    queen = hearts = mine = against = points = 0.0
    for cards in taken:
        shooter = moon_shooter(cards, rules)
        if shooter == seat:
            mine += 1
        elif shooter is not None:
            against += 1
        elif cards[seat] & QUEEN_OF_SPADES.mask:
            queen += 1
        hearts += table.penalty_of(cards[seat] & HEARTS_MASK)
        points += deal_scores(cards, rules, totals)[seat]
    return {
        "score": math.fsum(values) / n,
        "points": points / n,
        "queen": queen / n,
        "hearts": hearts / n,
        "moon_mine": mine / n,
        "moon_against": against / n,
    }


def _difference(yours: list[float], best: list[float]) -> tuple[float, float, int]:
    """Mean and standard error of ``yours - best`` over the samples both were played on."""
    n = min(len(yours), len(best))
    diffs = [yours[i] - best[i] for i in range(n)]
    mean = math.fsum(diffs) / n
    if n < 2:
        return mean, 0.0, n
    var = math.fsum((d - mean) * (d - mean) for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n), n


def _forced(view: SeatView) -> Evaluation:
    card = view.legal_plays[0]
    return Evaluation("play", view.seat, (ChoiceValue((card,), 0.0, 0.0, 0.0, 0.0, 0, 0.0, 0.0, 0.0, 0.0),), True)


def _value(cards: tuple[Card, ...], stats: dict[str, float], cost: float, se: float, samples: int) -> ChoiceValue:
    return ChoiceValue(
        cards,
        stats["score"],
        stats["points"],
        max(0.0, cost),
        se,
        samples,
        stats["queen"],
        stats["hearts"],
        stats["moon_mine"],
        stats["moon_against"],
    )


def evaluate_play_steps(view: SeatView, seed: int) -> Generator[None, None, Evaluation]:
    """Every legal card of this view (the seat's turn to play), valued over sampled deals."""
    check_play_view(view)
    if len(view.legal_plays) == 1:
        return _forced(view)
    setup = play_setup(view)
    candidates = setup.candidates
    n = len(candidates)
    samples = play_samples(setup, PLAY_SAMPLES_BUDGET, MIN_PLAY_SAMPLES, MAX_SAMPLES) if n > 1 else 0
    table = yield from play_search_steps(setup, Rng(decision_seed(seed, view)), samples, keep=True)
    values, taken = table.values, table.taken
    assert values is not None and taken is not None
    # Each card is played in its better mode (rules of thumb, or aiming for the moon), as the Expert would.
    slot_of = []
    for c in range(n):
        slots = [m * n + c for m in range(len(setup.modes))]
        slot_of.append(min(slots, key=lambda s: (table.totals[s], s)))
    best = min(range(n), key=lambda c: (table.totals[slot_of[c]], slot_of[c]))
    rules, totals = view.rules, tuple(view.totals)
    ranked: list[ChoiceValue] = []
    for c, group in enumerate(setup.groups):
        slot = slot_of[c]
        if samples:
            stats = _outcomes(taken[slot], values[slot], view.seat, rules, totals)
            cost, se, _ = _difference(values[slot], values[slot_of[best]]) if c != best else (0.0, 0.0, samples)
        else:  # every legal card is equivalent: nothing to sample
            stats = dict.fromkeys(_OUTCOMES, 0.0)
            cost, se = 0.0, 0.0
        for index in group:
            ranked.append(_value((CARDS[index],), stats, cost, se, samples))
        yield
    ranked.sort(key=lambda v: (v.cost, v.score, v.cards[0].index))
    return Evaluation("play", view.seat, tuple(ranked))


def evaluate_pass_steps(view: SeatView, seed: int, chosen: Sequence[Card] = ()) -> Generator[None, None, Evaluation]:
    """The Expert's shortlist of passes from this view, and ``chosen`` (the cards passed) with them, valued."""
    check_pass_view(view)
    always = 0
    if chosen:
        always = mask_of(chosen)
        count = view.rules.pass_count
        if always.bit_count() != count or always & view.hand_mask != always:
            raise ValueError(f"A pass is {count} different cards of the hand.")
    rng = Rng(decision_seed(seed, view))
    table = yield from pass_race_steps(view, rng, REVIEW_PASS_BUDGET, REVIEW_PASS_SPREAD, always, keep=True)
    values, taken = table.values, table.taken
    assert values is not None and taken is not None
    scores = table.scores
    best = min(table.active, key=lambda i: (scores[i], i))
    rules, totals = view.rules, tuple(view.totals)
    ranked: list[ChoiceValue] = []
    for i, mask in enumerate(table.candidates):
        if not values[i]:
            continue
        stats = _outcomes(taken[i], values[i], view.seat, rules, totals)
        cost, se, n = _difference(values[i], values[best]) if i != best else (0.0, 0.0, len(values[i]))
        ranked.append(_value(tuple(cards_from_mask(mask)), stats, cost, se, n))
        yield
    ranked.sort(key=lambda v: (v.cost, -v.samples, v.score, v.code))
    return Evaluation("pass", view.seat, tuple(ranked))


def evaluate_steps(view: SeatView, seed: int, chosen: Sequence[Card] = ()) -> Generator[None, None, Evaluation]:
    """:func:`evaluate` in slices."""
    if view.phase == "passing":
        return (yield from evaluate_pass_steps(view, seed, chosen))
    return (yield from evaluate_play_steps(view, seed))


def evaluate(view: SeatView, seed: int, chosen: Sequence[Card] = ()) -> Evaluation:
    """The Expert's value of every choice in this view: each legal card, or a shortlist of passes (with ``chosen``)."""
    return run_steps(evaluate_steps(view, seed, chosen))


def evaluation_work(view: SeatView) -> int:
    """About how many sampled deals :func:`evaluate` needs for this view (for progress)."""
    if view.phase == "passing":
        return REVIEW_PASS_WORK
    if len(view.legal_plays) == 1:
        return 0
    setup = play_setup(view)
    if len(setup.groups) == 1:
        return 0
    return play_samples(setup, PLAY_SAMPLES_BUDGET, MIN_PLAY_SAMPLES, MAX_SAMPLES)
