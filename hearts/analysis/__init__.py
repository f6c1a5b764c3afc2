"""The Expert's verdict on a seat's decisions: what each choice is worth, what yours cost, and why, as facts.

The measure
-----------
Every choice gets the expected value, over deals consistent with the seat's
view, of the measure the Expert itself optimises (:func:`hearts.bots.sim.utility`):
**the seat's points for the deal less the average of the other three seats'
points**, the moon and the bonus card scored exactly as the active rules say.
Lower is better. It is the measure because Hearts is won against the others: a
shot moon (0 for you, 26 for each of them) is the best deal there is, and
points you send to another seat are worth a third of a point to you. The
*cost* of a decision is its expected value less the best choice's, in these
points: taking the Q♠ yourself instead of leaving her to another seat costs
about 13 + 13/3 ≈ 17.3, taking one more heart about 1.3.

The floors
----------
- :mod:`~hearts.analysis.measure`: the labels and their thresholds, the seed of a review;
- :mod:`~hearts.analysis.evaluation`: one decision, every choice valued by the Expert's
  search (:mod:`hearts.bots.search`);
- :mod:`~hearts.analysis.reasons` and :mod:`~hearts.analysis.explain`: why a choice cost
  what it did, as facts (the cause, its numbers and cards, what the deal showed);
- :mod:`~hearts.analysis.decisions`: the verdicts of a deal and their stored form,
  with :mod:`~hearts.analysis.legacy` reading reasons stored as sentences;
- :mod:`~hearts.analysis.review`: the review of one seat's decisions in a deal;
- :mod:`~hearts.analysis.summary`: how the deal ended for the seat, as facts.

Nothing here is worded: :mod:`hearts.words` turns the facts into sentences.

>>> from hearts import Match
>>> from hearts.bots import create, seed_for
>>> from hearts.record import GameRecord
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

from .decisions import DealReview, Decision
from .evaluation import (
    MIN_PLAY_SAMPLES,
    PLAY_SAMPLES_BUDGET,
    REVIEW_EFFORT,
    REVIEW_PASS_BUDGET,
    REVIEW_PASS_SPREAD,
    REVIEW_PASS_WORK,
    ChoiceValue,
    Evaluation,
    evaluate,
    evaluate_pass_steps,
    evaluate_play_steps,
    evaluate_steps,
    evaluation_work,
)
from .explain import CAUSE_FLOOR, THIN_GUARD, explain
from .measure import BEST, BLUNDER, GOOD, LABELS, MISTAKE, NOISE, ChoiceKind, Label, analysis_seed, label_for
from .reasons import (
    AllEquivalent,
    AsGood,
    CloseToBest,
    CostOnly,
    CouldNotDuck,
    DealFact,
    Fact,
    GuardBroken,
    GuardPassed,
    HeartsTaken,
    Legacy,
    MoonGivenUp,
    MoonLetThrough,
    OnlyCard,
    QueenKept,
    QueenOwnTrick,
    QueenRisk,
    Reason,
    TookPoints,
    TookQueen,
    WithinNoise,
    reason_from_data,
)
from .review import RANKED, Progress, review_deal, review_deal_steps
from .summary import NOTES, SWING, DealSummary, SummaryNote, summarize

__all__ = [
    "BEST",
    "BLUNDER",
    "CAUSE_FLOOR",
    "GOOD",
    "LABELS",
    "MIN_PLAY_SAMPLES",
    "MISTAKE",
    "NOISE",
    "NOTES",
    "PLAY_SAMPLES_BUDGET",
    "RANKED",
    "REVIEW_EFFORT",
    "REVIEW_PASS_BUDGET",
    "REVIEW_PASS_SPREAD",
    "REVIEW_PASS_WORK",
    "SWING",
    "THIN_GUARD",
    "AllEquivalent",
    "AsGood",
    "ChoiceKind",
    "ChoiceValue",
    "CloseToBest",
    "CostOnly",
    "CouldNotDuck",
    "DealFact",
    "DealReview",
    "DealSummary",
    "Decision",
    "Evaluation",
    "Fact",
    "GuardBroken",
    "GuardPassed",
    "HeartsTaken",
    "Label",
    "Legacy",
    "MoonGivenUp",
    "MoonLetThrough",
    "OnlyCard",
    "Progress",
    "QueenKept",
    "QueenOwnTrick",
    "QueenRisk",
    "Reason",
    "SummaryNote",
    "TookPoints",
    "TookQueen",
    "WithinNoise",
    "analysis_seed",
    "evaluate",
    "evaluate_pass_steps",
    "evaluate_play_steps",
    "evaluate_steps",
    "evaluation_work",
    "explain",
    "label_for",
    "reason_from_data",
    "review_deal",
    "review_deal_steps",
    "summarize",
]
