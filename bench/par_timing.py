"""Par deals timed, in CPython or on the page's interpreter (Pyodide in Node.js).

``bench/bench_par.py`` runs :func:`measure` here and then, through
``scripts/run_in_pyodide.mjs``, on Pyodide: the same deals, so the times
compare one for one and the par deals must be identical (the script checks).

Deal ``d`` is hand ``d % 4`` (passing left, right, across, hold) of the arena's
game ``game_number_for(seed, d)``, played from its start with South at the
Medium level against three Hard players (``review_timing.played_record``); its
par deal is played for South against each level asked for with
:func:`hearts.par.par_deal_steps`, driven to the end (the page drives the same
generator, yielding between slices). This file imports nothing from the browser.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from collections.abc import Sequence
from typing import TypedDict

from hearts.arena import game_number_for
from hearts.par import par_deal_steps

try:
    from review_timing import played_record
except ModuleNotFoundError:  # on Pyodide only the repository's root is on the path
    from bench.review_timing import played_record


class Timed(TypedDict):
    deal: int
    level: str
    par: int
    slices: int
    seconds: float
    """Elapsed (``time.perf_counter``)."""
    cpu: float
    """Processor time of this process (``time.process_time``): what a busy machine does not inflate."""
    longest: float
    """The longest slice, elapsed: what one task of the page's main thread would last between two yields."""
    digest: str
    """SHA-256 of the par deal's data: equal digests, equal par deals."""


def measure(deals: int, seed: int, levels: Sequence[str]) -> list[Timed]:
    """The par deal of South in ``deals`` deals of run ``seed``, against each of ``levels``, each timed."""
    out: list[Timed] = []
    for deal in range(deals):
        hand_index = deal % 4
        record = played_record(game_number_for(seed, deal), hand_index)
        for level in levels:
            start, cpu = time.perf_counter(), time.process_time()
            steps = par_deal_steps(record, hand_index, level)
            slices, longest, before = 0, 0.0, start
            while True:
                try:
                    next(steps)
                except StopIteration as done:
                    par = done.value
                    break
                now = time.perf_counter()
                slices, longest, before = slices + 1, max(longest, now - before), now
            seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
            text = json.dumps(par.to_data(), sort_keys=True)
            out.append(
                Timed(
                    deal=deal,
                    level=level,
                    par=par.par,
                    slices=slices,
                    seconds=seconds,
                    cpu=cpu,
                    longest=longest,
                    digest=hashlib.sha256(text.encode()).hexdigest(),
                )
            )
    return out


if __name__ == "__main__":
    print(json.dumps(measure(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3].split(","))))
