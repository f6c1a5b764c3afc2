"""The Expert's verdict on a seat's decisions: what each choice is worth, and what yours cost.

>>> from hearts import Match
>>> from hearts.bots import create, seed_for
>>> match = Match(7)
>>> rnd = match.round
>>> for seat in range(4):
...     rnd.pass_cards(seat, create("hard", seed_for(7, 0, seat)).choose_pass(rnd.view(seat)))
>>> view = rnd.view(rnd.to_play)
>>> evaluation = evaluate(view, analysis_seed(7, 0, view.seat))
>>> evaluation.kind, evaluation.forced, evaluation.best.cost
('play', True, 0.0)

The measure
-----------
Every choice gets the expected value, over deals consistent with the seat's
view, of the measure the Expert itself optimises (:func:`hearts.bots.sim.utility`):
**the seat's points for the deal less the average of the other three seats'
points**, the moon and the J♦ scored exactly as the active rules say. Lower is
better. It is the measure because Hearts is won against the others: a
shot moon (0 for you, 26 for each of them) is the best deal there is, and
points you send to another seat are worth a third of a point to you. The
*cost* of a decision is its expected value less the best choice's, in these
points: taking the Q♠ yourself instead of leaving her to another seat costs
about 13 + 13/3 ≈ 17.3, taking one more heart about 1.3.

How it is measured
------------------
The Expert's own search (:mod:`hearts.bots.search`): the same sampler of the
unseen cards, the same candidates, playouts and utility, with more sampled
deals than the Expert spends on a move. Every choice is played out on the
same sampled deals (common random numbers), so the cost (yours less the best)
has a small standard error, which is reported. Equivalent cards (touching in
rank once the cards between them are gone) share one value, as they do for
the Expert. A pass is judged by the Expert's race over its shortlist of
passes (plus yours, which stays in the race to the end), with four times its
playouts and a wider margin before a pass is dropped as clearly behind.

Labels (by cost ``c`` and its standard error ``se``): ``forced`` (one legal
card: cost 0, no search), ``best`` (``c`` ≤ 0.05), ``good`` (``c`` < 1, or
``c`` < 2 se: within noise of the best), ``inaccuracy`` (``c`` < 2.5),
``mistake`` (``c`` < 5), ``blunder`` (5 or more).

Determinism: each decision's generator is seeded from the game number, the
deal, the seat (:func:`analysis_seed`) and the decision itself
(:func:`hearts.bots.rng.decision_seed`), never from a clock, and every number
is computed by the same float operations on every Python, so CPython and
Pyodide give the same numbers.

Work in slices: the ``*_steps`` functions are generators that yield after
each sampled deal (:data:`Progress` for a review, ``None`` for one decision)
and return their answer, like the computer players' ``play_steps``.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal

from .bots.base import check_pass_view, check_play_view, run_steps
from .bots.rng import Rng, decision_seed, mix
from .bots.search import (
    MAX_SAMPLES,
    PASS_BUDGET,
    PLAY_BUDGET,
    pass_race_steps,
    play_samples,
    play_search_steps,
    play_setup,
)
from .cards import CARDS, HEARTS_MASK, QUEEN_OF_SPADES, Card, cards_from_mask, format_cards, mask_of, parse_cards
from .errors import InvalidRecord
from .points import point_table
from .record.replay import points_words
from .round import Round
from .rules import Rules
from .scoring import deal_scores, moon_shooter
from .seats import SEAT_NAMES, SOUTH
from .tricks import Trick
from .view import SeatView

if TYPE_CHECKING:
    from .record import GameRecord

__all__ = [
    "BLUNDER",
    "GOOD",
    "LABELS",
    "MISTAKE",
    "NOISE",
    "ChoiceValue",
    "DealReview",
    "DealSummary",
    "Decision",
    "Evaluation",
    "Progress",
    "analysis_seed",
    "evaluate",
    "evaluate_steps",
    "label_for",
    "review_deal",
    "review_deal_steps",
    "summarize",
]

Label = Literal["forced", "best", "good", "inaccuracy", "mistake", "blunder"]
LABELS: Final[tuple[Label, ...]] = ("forced", "best", "good", "inaccuracy", "mistake", "blunder")
BEST: Final = 0.05
"""Costs up to this are the best choice (equal to it, or equivalent)."""
GOOD: Final = 1.0
"""Costs below this, or below two standard errors, are good."""
MISTAKE: Final = 2.5
"""Costs from :data:`GOOD` to this are inaccuracies; from here to :data:`BLUNDER`, mistakes."""
BLUNDER: Final = 5.0
"""Costs from here up are blunders."""
NOISE: Final = 2.0
"""A cost below this many standard errors is never worse than good."""

PLAY_SAMPLES_BUDGET: Final = 4 * PLAY_BUDGET
"""Cards simulated per play decision: four times what the Expert spends to choose."""
MIN_PLAY_SAMPLES: Final = 48
MAX_PLAY_SAMPLES: Final = MAX_SAMPLES
"""As many deals at most as the Expert samples to choose an ordinary play."""
REVIEW_PASS_BUDGET: Final = 4 * PASS_BUDGET
"""Playouts per pass decision: four times what the Expert spends to choose."""
REVIEW_PASS_SPREAD: Final = 2.5
"""A pass leaves the review's race when it trails the best by more than this many standard errors."""
REVIEW_PASS_WORK: Final = 600
"""About how many slices a pass's race takes (the median of the suite's pass positions; for progress)."""
_SAME_COST: Final = 5e-4
"""Costs closer than this are the same cost (a kept review rounds them to three decimals)."""
_SALT: Final = 0x5EED_A11A
_QS: Final = QUEEN_OF_SPADES.mask
_SPADES: Final = 2

Progress = tuple[int, int]
"""A review's progress: (sampled deals played so far, about how many in all)."""


def analysis_seed(game_number: int, deal_index: int, seat: int) -> int:
    """The seed of a review of ``seat``'s decisions in deal ``deal_index`` of a numbered game."""
    return mix(game_number, deal_index, seat, _SALT)


def label_for(cost: float, se: float) -> Label:
    """The plain label of a (non-forced) decision that cost ``cost`` points with standard error ``se``."""
    if cost <= BEST:
        return "best"
    if cost < GOOD or cost < NOISE * se:
        return "good"
    if cost < MISTAKE:
        return "inaccuracy"
    if cost < BLUNDER:
        return "mistake"
    return "blunder"


@dataclass(frozen=True, slots=True)
class ChoiceValue:
    """One choice (a card, or three cards to pass) and what it is worth over the sampled deals."""

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

    kind: Literal["play", "pass"]
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
        """The value of playing ``cards`` (a card, or the three of a pass); ``None`` if not evaluated."""
        wanted = frozenset([cards] if isinstance(cards, Card) else cards)
        for choice in self.choices:
            if frozenset(choice.cards) == wanted:
                return choice
        return None


# --------------------------------------------------------------- one decision


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
        elif cards[seat] & _QS:
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
    samples = play_samples(setup, PLAY_SAMPLES_BUDGET, MIN_PLAY_SAMPLES, MAX_PLAY_SAMPLES) if n > 1 else 0
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
            stats = dict.fromkeys(("score", "points", "queen", "hearts", "moon_mine", "moon_against"), 0.0)
            cost, se = 0.0, 0.0
        for index in group:
            ranked.append(_value((CARDS[index],), stats, cost, se, samples))
        yield
    ranked.sort(key=lambda v: (v.cost, v.score, v.cards[0].index))
    return Evaluation("play", view.seat, tuple(ranked))


def evaluate_pass_steps(view: SeatView, seed: int, chosen: Sequence[Card] = ()) -> Generator[None, None, Evaluation]:
    """The Expert's shortlist of passes from this view, and ``chosen`` (three cards) with them, valued."""
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


# --------------------------------------------------------------- a whole deal


@dataclass(frozen=True, slots=True)
class Decision:
    """The verdict on one decision of a deal."""

    kind: Literal["play", "pass"]
    step: int
    """How many cards had been played before it (0 for the pass): the replay's step."""
    choice: tuple[Card, ...]
    best: tuple[Card, ...]
    cost: float
    se: float
    label: Label
    reason: str
    samples: int = 0
    alternatives: tuple[tuple[tuple[Card, ...], float], ...] = ()
    """The best few choices and their costs, best first."""

    @property
    def trick(self) -> int:
        """The trick (1 to 13) of a play; 0 for the pass."""
        return 0 if self.kind == "pass" else self.step // 4 + 1

    @property
    def headline(self) -> str:
        """A one-line account: ``Trick 3: you played K♠; the Expert plays 9♠ (2.4 ± 0.3 better).``"""
        where = "Pass" if self.kind == "pass" else f"Trick {self.trick}"
        yours = _symbols(self.choice)
        if self.label == "forced":
            return f"{where}: {yours} (your only legal card)."
        if self.label == "best" or set(self.best) == set(self.choice):
            return f"{where}: {yours}, the Expert's choice too."
        return f"{where}: {yours}; the Expert prefers {_symbols(self.best)} ({self.cost:.1f} ± {self.se:.1f} better)."

    def ranking(self) -> tuple[tuple[tuple[Card, ...], float, bool], ...]:
        """The Expert's best few choices with their costs, best first, and whether each is yours.

        Yours stands in the place of a choice that cost the same (it is that
        choice, or one equivalent to it), or is added last. Empty for a forced
        card and when every card was equivalent.

        >>> best, other, mine = (parse_cards(code) for code in ("AS", "7S", "KS"))
        >>> decision = Decision("play", 4, tuple(mine), tuple(best), 13.5, 1.2, "blunder", "",
        ...                     alternatives=((tuple(best), 0.0), (tuple(other), 0.3)))
        >>> [(format_cards(cards), cost, yours) for cards, cost, yours in decision.ranking()]
        [('AS', 0.0, False), ('7S', 0.3, False), ('KS', 13.5, True)]
        """
        if self.label == "forced":
            return ()
        mine = frozenset(self.choice)
        rows: list[tuple[tuple[Card, ...], float, bool]] = []
        seen: set[frozenset[Card]] = set()
        placed = False
        for cards, cost in self.alternatives:
            if frozenset(cards) in seen:
                continue
            if not placed and (frozenset(cards) == mine or abs(cost - self.cost) < _SAME_COST):
                cards, placed = self.choice, True
            seen.add(frozenset(cards))
            rows.append((cards, cost, cards == self.choice))
        if not placed:
            rows.append((self.choice, self.cost, True))
        return tuple(rows) if len(rows) > 1 else ()

    def to_data(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "step": self.step,
            "choice": format_cards(self.choice),
            "best": format_cards(self.best),
            "cost": round(self.cost, 3),
            "se": round(self.se, 3),
            "label": self.label,
            "reason": self.reason,
            "samples": self.samples,
            "alternatives": [[format_cards(cards), round(cost, 3)] for cards, cost in self.alternatives],
        }

    @classmethod
    def from_data(cls, data: Any) -> Decision:
        try:
            label = data["label"]
            kind = data["kind"]
            if label not in LABELS or kind not in ("play", "pass"):
                raise ValueError(label)
            return cls(
                kind,
                int(data["step"]),
                tuple(parse_cards(data["choice"])),
                tuple(parse_cards(data["best"])),
                float(data["cost"]),
                float(data["se"]),
                label,
                str(data["reason"]),
                int(data.get("samples", 0)),
                tuple((tuple(parse_cards(cards)), float(cost)) for cards, cost in data.get("alternatives", [])),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise InvalidRecord(f"A stored review is damaged ({error}).") from None


@dataclass(frozen=True, slots=True)
class DealReview:
    """The verdicts on one seat's decisions in one deal."""

    game_number: int
    deal_index: int
    seat: int
    decisions: tuple[Decision, ...]
    complete: bool = True
    """Whether the deal was over (a deal in progress is reviewed up to its last decision)."""

    @property
    def total_cost(self) -> float:
        """Points the seat's decisions cost in all."""
        return math.fsum(d.cost for d in self.decisions if d.label not in ("forced", "best", "good"))

    @property
    def largest(self) -> tuple[Decision, ...]:
        """The costly decisions (inaccuracies and worse), most costly first."""
        costly = [d for d in self.decisions if d.label in ("inaccuracy", "mistake", "blunder")]
        return tuple(sorted(costly, key=lambda d: (-d.cost, d.step)))

    def count(self, label: Label) -> int:
        return sum(1 for d in self.decisions if d.label == label)

    def to_data(self) -> dict[str, Any]:
        return {
            "game": self.game_number,
            "deal": self.deal_index,
            "seat": self.seat,
            "complete": self.complete,
            "decisions": [d.to_data() for d in self.decisions],
        }

    @classmethod
    def from_data(cls, data: Any) -> DealReview:
        if not isinstance(data, dict) or not isinstance(data.get("decisions"), list):
            raise InvalidRecord("A stored review is damaged (no decisions).")
        try:
            game, deal, seat = int(data["game"]), int(data["deal"]), int(data["seat"])
        except (KeyError, TypeError, ValueError) as error:
            raise InvalidRecord(f"A stored review is damaged ({error}).") from None
        decisions = tuple(Decision.from_data(item) for item in data["decisions"])
        return cls(game, deal, seat, decisions, bool(data.get("complete", True)))


@dataclass(frozen=True, slots=True)
class DealSummary:
    """What a review's summary says besides the verdicts: how the deal ended for the seat, and what that means."""

    outcome: str
    """How the deal ended for the seat, ``""`` while it is being played."""
    note: str
    """Said when the result and the cost seem to disagree (``""`` otherwise): the cost is an average, not a result."""


def summarize(
    review: DealReview,
    points: Sequence[int] | None,
    shooter: int | None = None,
    *,
    name: str = "You",
    rules: Rules | None = None,
) -> DealSummary:
    """The summary of ``review``, given the deal's score (``None`` while it is played) and who shot the moon.

    A deal can go well for decisions that cost points on average, and badly
    for decisions as good as the Expert's: the summary says so, in so many
    words, so that a moon that came off is not read as a mistake's reward nor
    a dealt Q♠ as a mistake; and when the costs add up to more than a deal
    can swing (twice its points: the others' play gave a chance back, and it
    was let go again), it says that too. ``name`` is how the reviewed seat is
    called (``You``, or a seat's name for a record someone else played);
    ``rules`` are the deal's (standard when not given).

    >>> review = DealReview(1, 0, SOUTH, ())
    >>> summarize(review, (16, 0, 3, 7)).outcome
    'You took 16 points. West took no points, North 3 and East 7.'
    >>> summarize(review, (0, 26, 26, 26), shooter=SOUTH).outcome
    'You shot the moon: 26 points to each of the others.'
    >>> summarize(review, (26, 0, 26, 26), shooter=1, name="South").outcome
    'West shot the moon: 26 points for South.'
    >>> summarize(review, (-5, 13, 10, 8)).outcome
    'You scored -5 points. West scored 13 points, North 10 and East 8.'
    >>> summarize(review, None)
    DealSummary(outcome='', note='')
    """
    if points is None:
        return DealSummary("", "")
    if len(points) != 4 or not (shooter is None or 0 <= shooter < 4):
        raise ValueError(
            f"A deal's score has four seats' points and a shooter among them, not {points!r}, {shooter!r}."
        )
    seat = review.seat
    whom = "you" if name == "You" else name
    mine = points[seat]
    others = [(SEAT_NAMES[s], points[s]) for s in range(4) if s != seat]
    if shooter == seat:
        given = (
            f"{points_words(others[0][1])} to each of the others"
            if len({value for _, value in others}) == 1
            else ", ".join(f"{points_words(value)} to {other}" for other, value in others)
        )
        outcome = f"{name} shot the moon: {given}" + ("." if mine == 0 else f", {points_words(mine)} for {whom}.")
    elif shooter is not None:
        outcome = f"{SEAT_NAMES[shooter]} shot the moon: {points_words(mine)} for {whom}."
    else:
        took = "scored" if min(points) < 0 else "took"  # the no-tricks bonus or the J♦ score below zero
        first, *rest = others
        listed = ", ".join([f"{first[0]} {took} {points_words(first[1])}", *(f"{n} {v}" for n, v in rest[:-1])])
        outcome = f"{name} {took} {points_words(mine)}. {listed} and {rest[-1][0]} {rest[-1][1]}."
    cost = review.total_cost
    notes = []
    if cost >= GOOD and (shooter == seat or (shooter is None and mine <= 0)):
        came = "The moon came off" if shooter == seat else "The deal went well"
        notes.append(
            f"{came} this time. The cost is what those decisions lose on average over every deal {whom} might have"
            " been facing, not what they lost in this one."
        )
    elif cost < BEST and mine >= 13 and shooter != seat:
        notes.append(
            f"The points came from the cards and the others' play: with what {whom} knew, the Expert would have"
            " done no better on average."
        )
    if cost > 2 * point_table(rules or Rules()).total:
        notes.append(
            "The costs add up to more than a deal can swing: the others' play gave some chances back, and each one"
            " let go counts again."
        )
    return DealSummary(outcome, " ".join(notes))


def _symbols(cards: Sequence[Card]) -> str:
    return " ".join(card.symbol for card in cards)


def _deal_round(record: GameRecord, deal_index: int) -> Round:
    """A fresh round of deal ``deal_index`` (before the pass), with the totals it was played at."""
    if isinstance(deal_index, bool) or not isinstance(deal_index, int):
        raise TypeError(f"A deal index is a whole number, not {deal_index!r}.")
    if not 0 <= deal_index < len(record.deals):
        count = len(record.deals)
        raise InvalidRecord(f"The record has {_plural(count, 'deal')}; there is no deal {deal_index + 1}.")
    match = record.replay()  # raises InvalidRecord naming the first entry the engine rejects
    played = match.rounds[deal_index]
    return Round([played.dealt_hand(s) for s in range(4)], played.pass_direction, played.rules, totals=played.totals)


def _decision_points(record: GameRecord, deal_index: int, seat: int) -> list[tuple[SeatView, tuple[Card, ...], Round]]:
    """Each of ``seat``'s decisions in the deal: its view, what it chose, and the round just before."""
    rnd = _deal_round(record, deal_index)
    deal = record.deals[deal_index]
    found: list[tuple[SeatView, tuple[Card, ...], Round]] = []
    if rnd.phase == "passing":
        mine = deal.passes[seat]
        if mine is not None:
            found.append((rnd.view(seat), tuple(mine), rnd.copy()))
        for passer, cards in enumerate(deal.passes):
            if cards is not None:
                rnd.pass_cards(passer, cards)
    for card in deal.plays:
        if rnd.to_play == seat:
            found.append((rnd.view(seat), (card,), rnd.copy()))
        rnd.play(card)
    return found


def _decision_work(view: SeatView) -> int:
    """About how many sampled deals a decision needs (for progress)."""
    if view.phase == "passing":
        return REVIEW_PASS_WORK
    if len(view.legal_plays) == 1:
        return 0
    setup = play_setup(view)
    if len(setup.groups) == 1:
        return 0
    return play_samples(setup, PLAY_SAMPLES_BUDGET, MIN_PLAY_SAMPLES, MAX_PLAY_SAMPLES)


def review_deal_steps(record: GameRecord, deal_index: int, seat: int = SOUTH) -> Generator[Progress, None, DealReview]:
    """:func:`review_deal` in slices: yields (sampled deals done, sampled deals in all) as it goes."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 4:
        raise ValueError(f"Seats are 0 (South) to 3 (East), not {seat!r}.")
    points = _decision_points(record, deal_index, seat)
    yield (0, 1)
    final = _final_round(record, deal_index)
    seed = analysis_seed(record.game_number, deal_index, seat)
    work = []
    for view, _, _ in points:
        work.append(_decision_work(view))
        yield (0, 1)
    total = max(1, sum(work))
    done = 0
    decisions: list[Decision] = []
    for (view, chosen, before), amount in zip(points, work, strict=True):
        steps = evaluate_steps(view, seed, chosen)
        ran = 0
        while True:
            try:
                next(steps)
            except StopIteration as finished:
                evaluation: Evaluation = finished.value
                break
            ran += 1
            yield (done + min(ran, amount), total)
        done += amount
        decisions.append(_verdict(evaluation, view, chosen, before, final))
        yield (done, total)
    return DealReview(record.game_number, deal_index, seat, tuple(decisions), final.is_over)


def review_deal(record: GameRecord, deal_index: int, seat: int = SOUTH) -> DealReview:
    """The verdict on every pass and play ``seat`` made in deal ``deal_index`` (0 for the first) of ``record``."""
    steps = review_deal_steps(record, deal_index, seat)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            review: DealReview = done.value
            return review


def _final_round(record: GameRecord, deal_index: int) -> Round:
    rnd = _deal_round(record, deal_index)
    deal = record.deals[deal_index]
    if rnd.phase == "passing":
        for passer, cards in enumerate(deal.passes):
            if cards is not None:
                rnd.pass_cards(passer, cards)
    for card in deal.plays:
        rnd.play(card)
    return rnd


# --------------------------------------------------------------- verdicts and reasons


def _verdict(evaluation: Evaluation, view: SeatView, chosen: tuple[Card, ...], before: Round, final: Round) -> Decision:
    step = 0 if evaluation.kind == "pass" else len(before.cards_played)
    if evaluation.forced:
        return Decision("play", step, chosen, chosen, 0.0, 0.0, "forced", "It was your only legal card.")
    yours = evaluation.value_of(chosen)
    assert yours is not None  # every legal card, and the pass chosen, are evaluated
    best = evaluation.best
    label = label_for(yours.cost, yours.se)
    if label == "best" and yours.cost == 0.0 and frozenset(yours.cards) != frozenset(best.cards):
        best = yours  # an equivalent card, or a tie: yours is as good as the Expert's
    reason = _reason(evaluation.kind, label, yours, best, view, final)
    alternatives = tuple((v.cards, v.cost) for v in _distinct(evaluation.choices)[:4])
    return Decision(
        evaluation.kind, step, chosen, best.cards, yours.cost, yours.se, label, reason, yours.samples, alternatives
    )


def _distinct(choices: Sequence[ChoiceValue]) -> list[ChoiceValue]:
    """The choices with one card of each group of equivalent cards."""
    seen: set[tuple[float, float]] = set()
    out = []
    for choice in choices:
        key = (choice.score, choice.cost)
        if key in seen and choice.samples:
            continue
        seen.add(key)
        out.append(choice)
    return out


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _percent(share: float) -> str:
    return f"{round(share * 100)}%"


MOON_ODDS_CAVEAT: Final = "A best case: in those deals the others see a moon coming late."
"""Said with your odds of shooting the moon, which are a best case (``scripts/moon_odds.py`` measures how far)."""


def _reason(kind: str, label: Label, yours: ChoiceValue, best: ChoiceValue, view: SeatView, final: Round) -> str:
    if label == "best":
        if yours.samples == 0:
            return "Your cards here were all equivalent."
        return "The Expert's choice, or one just as good."
    other = ("the " if kind == "play" else "the pass ") + _symbols(best.cards)
    if label == "good":
        if yours.cost < NOISE * yours.se and yours.cost >= GOOD:
            return f"About as good as {other}: the difference is within the noise of the sampled deals."
        return f"Close to the best: {other} does only {yours.cost:.1f} better on average."
    seat = view.seat
    table = point_table(view.rules)
    causes = {
        "queen": (yours.queen - best.queen) * table.values[QUEEN_OF_SPADES.index] * 4 / 3,
        "moon_against": (yours.moon_against - best.moon_against) * table.total * 2 / 3,
        "moon_mine": (best.moon_mine - yours.moon_mine) * table.total * 4 / 3,
        "hearts": (yours.hearts - best.hearts) * 4 / 3,
    }
    cause = max(causes, key=lambda name: causes[name])
    if causes[cause] < 0.5:
        return _sentence(f"{other} does {yours.cost:.1f} better on average over the sampled deals.")
    mine, theirs = ("with it" if kind == "play" else "with your pass"), f"with {other}"

    def odds(what: str, ours: float, best_share: float) -> str:
        return f"{what} in {_percent(ours)} of the sampled deals {mine}, {_percent(best_share)} {theirs}."

    if cause == "queen":
        return _sentence(_queen_fact(kind, yours, view, final), odds("you take the Q♠", yours.queen, best.queen))
    if cause == "moon_against":
        shooter = final.moon_shooter if final.is_over else None
        fact = f"It let the moon through: {SEAT_NAMES[shooter]} shot it." if shooter not in (None, seat) else ""
        told = odds("another player shoots the moon", yours.moon_against, best.moon_against)
        return _sentence(fact, told) if fact else f"It lets a moon through: {told}"
    if cause == "moon_mine":
        told = odds("you shoot it", yours.moon_mine, best.moon_mine)
        return f"It gave up your shot at the moon: {told} {MOON_ODDS_CAVEAT}"
    what = "points in hearts" if view.rules.card_values == "spot" else "hearts"
    hearts = f"you take {yours.hearts:.1f} {what} on average {mine}, {best.hearts:.1f} {theirs}."
    return _sentence(_duck_fact(kind, yours, view, final), hearts)


def _sentence(*parts: str) -> str:
    """The non-empty parts as sentences, each starting with a capital."""
    return " ".join(part[0].upper() + part[1:] for part in parts if part)


def _trick_of(final: Round, card: Card) -> tuple[int, Trick] | None:
    for number, trick in enumerate(final.tricks, start=1):
        if card in trick.cards:
            return number, trick
    return None


def _queen_fact(kind: str, yours: ChoiceValue, view: SeatView, final: Round) -> str:
    """What the actual deal shows about the Q♠ and this decision."""
    seat = view.seat
    hand = view.hand_mask
    if kind == "pass":
        if hand & _QS and not mask_of(yours.cards) & _QS:
            guards = [c for c in view.hand if c.suit == _SPADES and c.index < QUEEN_OF_SPADES.index]
            passed = [c for c in yours.cards if c in guards]
            if passed:
                return f"Passing {_symbols(passed)} broke your guard of the Q♠."
            return f"You kept the Q♠ with {_plural(len(guards), 'lower spade')} to guard her."
        return ""
    card = yours.cards[0]
    found = _trick_of(final, card)
    if found is not None:
        number, trick = found
        if trick.winner == seat and QUEEN_OF_SPADES in trick.cards:
            if card == QUEEN_OF_SPADES:
                return f"The Q♠ won her own trick: you took her yourself (trick {number})."
            return f"The {card.symbol} took the Q♠ (trick {number})."
    if hand & _QS and card.suit == _SPADES and card != QUEEN_OF_SPADES:
        low = [c for c in view.hand if c.suit == _SPADES and c.index < QUEEN_OF_SPADES.index]
        if len(low) <= 3:
            return f"It broke your guard of the Q♠ ({_plural(len(low) - 1, 'lower spade')} left)."
    return ""


def _duck_fact(kind: str, yours: ChoiceValue, view: SeatView, final: Round) -> str:
    """What the actual deal shows: the card took points, or left the seat unable to duck later."""
    if kind != "play":
        return ""
    seat = view.seat
    card = yours.cards[0]
    found = _trick_of(final, card)
    if found is None:
        return ""
    number, trick = found
    if trick.winner == seat and trick.points > 0:
        return f"The {card.symbol} won trick {number} with {_plural(trick.points, 'point')} in it."
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
            return (
                f"It left you unable to duck: on trick {later} you had nothing under the {top.symbol}"
                f" and took {_plural(other.points, 'point')}."
            )
        break
    return ""
