"""The review of a deal: the verdict on every pass and play one seat made, with the reason for each.

Each decision of the seat is replayed from exactly its view then and
evaluated (:func:`~hearts.analysis.evaluation.evaluate`); the verdict keeps
the Expert's best choice, the cost of the seat's own with its standard error,
its label (:func:`~hearts.analysis.measure.label_for`), the reason
(:func:`~hearts.analysis.explain.explain`) and the best few choices.

Work in slices: :func:`review_deal_steps` is a generator that yields
:data:`Progress` after each sampled deal and returns the review, like the
computer players' ``play_steps``.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Final

from ..cards import Card
from ..errors import InvalidRecord, RecordFault
from ..record import GameRecord
from ..round import Round
from ..seats import SOUTH
from ..view import SeatView
from .decisions import DealReview, Decision
from .evaluation import ChoiceValue, Evaluation, evaluate_steps, evaluation_work
from .explain import explain
from .measure import analysis_seed, label_for
from .reasons import OnlyCard

__all__ = ["RANKED", "Progress", "review_deal", "review_deal_steps"]

Progress = tuple[int, int]
"""A review's progress: (sampled deals played so far, about how many in all)."""
RANKED: Final = 4
"""How many of the Expert's best choices a verdict keeps (:attr:`Decision.alternatives`)."""


def _deal_round(record: GameRecord, deal_index: int) -> Round:
    """A fresh round of deal ``deal_index`` (before the pass), with the totals it was played at."""
    if isinstance(deal_index, bool) or not isinstance(deal_index, int):
        raise TypeError(f"A deal index is a whole number, not {deal_index!r}.")
    if not 0 <= deal_index < len(record.deals):
        count = len(record.deals)
        raise InvalidRecord(
            f"The record has {count} deal{'' if count == 1 else 's'}; there is no deal {deal_index + 1}.",
            fault=RecordFault("no-such-deal", {"count": count, "deal": deal_index + 1}),
        )
    match = record.replay()  # raises InvalidRecord naming the first entry the engine rejects
    played = match.rounds[deal_index]
    hands = [played.dealt_hand(s) for s in range(4)]
    return Round(hands, played.pass_direction, played.rules, totals=played.totals, dealer=played.dealer)


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
        work.append(evaluation_work(view))
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


def _verdict(evaluation: Evaluation, view: SeatView, chosen: tuple[Card, ...], before: Round, final: Round) -> Decision:
    step = 0 if evaluation.kind == "pass" else len(before.cards_played)
    if evaluation.forced:
        return Decision("play", step, chosen, chosen, 0.0, 0.0, "forced", OnlyCard())
    yours = evaluation.value_of(chosen)
    assert yours is not None  # every legal card, and the pass chosen, are evaluated
    best = evaluation.best
    label = label_for(yours.cost, yours.se)
    if label == "best" and yours.cost == 0.0 and frozenset(yours.cards) != frozenset(best.cards):
        best = yours  # an equivalent card, or a tie: yours is as good as the Expert's
    reason = explain(evaluation.kind, label, yours, best, view, final)
    alternatives = tuple((v.cards, v.cost) for v in _distinct(evaluation.choices)[:RANKED])
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
