"""Reviews of whole deals timed, in CPython or on the page's interpreter (Pyodide in Node.js).

``bench/bench_review.py`` runs :func:`measure` here and then, through
``scripts/run_in_pyodide.mjs``, on Pyodide: the same deals, so the times
compare one for one and the reviews must be identical (the script checks).

Deal ``d`` is hand ``d % 4`` (passing left, right, across, hold) of the arena's
game ``game_number_for(seed, d)``, played from its start with South at the
Medium level against three Hard players; South's decisions in that deal are
reviewed with :func:`hearts.analysis.review_deal_steps`, driven to the end
(the page drives the same generator, yielding between slices). This file
imports nothing from the browser.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from typing import TypedDict

from hearts import bots
from hearts.analysis import review_deal_steps
from hearts.arena import game_number_for
from hearts.match import Match
from hearts.record import GameRecord


class Timed(TypedDict):
    deal: int
    decisions: int
    searched: int
    """Decisions that needed a search (not forced, not all cards equivalent)."""
    lost: float
    seconds: float
    """Elapsed (``time.perf_counter``)."""
    cpu: float
    """Processor time of this process (``time.process_time``): what a busy machine does not inflate."""
    digest: str
    """SHA-256 of the review's data: equal digests, equal numbers."""


def played_record(game: int, hand_index: int) -> GameRecord:
    """The game ``game`` played from its first deal to the end of deal ``hand_index`` (Medium South, Hard others)."""
    match = Match(game)
    for index in range(hand_index + 1):
        if index:
            match.next_round()
        rnd = match.round
        players = [bots.create("medium" if s == 0 else "hard", bots.seed_for(game, index, s)) for s in range(4)]
        for seat in rnd.waiting_to_pass:
            rnd.pass_cards(seat, players[seat].choose_pass(rnd.view(seat)))
        while not rnd.is_over:
            turn = rnd.to_play
            assert turn is not None
            rnd.play(players[turn].choose_play(rnd.view(turn)))
    return GameRecord.from_match(match)


def measure(deals: int, seed: int) -> list[Timed]:
    """Review South's decisions in ``deals`` deals of run ``seed``, each timed (``time.perf_counter``)."""
    out: list[Timed] = []
    for deal in range(deals):
        hand_index = deal % 4
        record = played_record(game_number_for(seed, deal), hand_index)
        start, cpu = time.perf_counter(), time.process_time()
        steps = review_deal_steps(record, hand_index)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                review = done.value
                break
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        text = json.dumps(review.to_data(), sort_keys=True)
        out.append(
            Timed(
                deal=deal,
                decisions=len(review.decisions),
                searched=sum(1 for d in review.decisions if d.samples),
                lost=round(review.total_cost, 3),
                seconds=seconds,
                cpu=cpu,
                digest=hashlib.sha256(text.encode()).hexdigest(),
            )
        )
    return out


if __name__ == "__main__":
    print(json.dumps(measure(int(sys.argv[1]), int(sys.argv[2]))))
