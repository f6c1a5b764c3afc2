"""The CPU time of drawing the table after every redraw: each region drawn afresh, or only those whose inputs changed.

    .venv/bin/python bench/bench_draws.py              # 12 pairs of deals
    .venv/bin/python bench/bench_draws.py --pairs 30

The table's own :class:`~hearts.web.table.controller.Controller` plays deals
of numbered games at the Easy level (the person passes their first three
cards, plays their first legal card, presses Continue). After every redraw
the table is drawn to markup as the page does it, one way or the other:
every region's view and its markup (:func:`~hearts.web.table.views.render`
and :func:`~hearts.web.ui.tree.html_of`), or :class:`~hearts.web.table.regions.Regions`.
Only the drawing is timed (CPU time of this process), the two ways alternate
deal by deal on the same games, and the figure is the median over the pairs
of the ratio of their mean times per draw, with a 95 % bootstrap interval. Pure Python runs about 2x slower in
the browser (see docs/BENCHMARKS.md).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hearts.web.table.choices import PlayChoices
from hearts.web.table.controller import Controller
from hearts.web.table.regions import Regions
from hearts.web.table.state import Table
from hearts.web.table.views import Extras, render
from hearts.web.ui.tree import html_of
from tests.helpers.page import INSTANT, nap, play_out_deal


def afresh(table: Table, extras: Extras) -> dict[str, str]:
    """Every region drawn anew, as the page did before :class:`Regions`."""
    drawn = render(table, hand_cursor=extras.hand_cursor, last_trick_open=extras.last_trick_open)
    return {name: html_of(content) for name, content in drawn.items()}


def timed_deal(game: int, draw: Callable[[Table, Extras], dict[str, str]]) -> tuple[float, int]:
    """CPU seconds spent drawing over one deal of ``game``, and how many draws."""
    spent = 0.0
    draws = 0
    holder: list[Controller] = []

    def redraw() -> None:
        nonlocal spent, draws
        table = holder[0].table
        start = time.process_time()
        draw(table, Extras(last_trick_open=holder[0].last_trick_open))
        spent += time.process_time() - start
        draws += 1

    controller = Controller(redraw, game_number=game, choices=PlayChoices(level="easy", timing=INSTANT), sleep=nap)
    holder.append(controller)

    async def scenario() -> None:
        controller.start()
        await play_out_deal(controller)

    asyncio.run(scenario())
    return spent, draws


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=12, help="deals played each way (default 12)")
    parser.add_argument("--first", type=int, default=48213907, help="the first game's number")
    args = parser.parse_args(argv)
    ratios = []
    fresh_ms = []
    kept_ms = []
    for pair in range(args.pairs):
        game = args.first + pair
        ways = [("afresh", afresh), ("regions", Regions().markup)]
        if pair % 2:
            ways.reverse()
        means = {}
        for name, draw in ways:
            spent, draws = timed_deal(game, draw)
            means[name] = spent / draws * 1000
        fresh_ms.append(means["afresh"])
        kept_ms.append(means["regions"])
        ratios.append(means["regions"] / means["afresh"])
    print(f"deals: {args.pairs} each way, games {args.first}..{args.first + args.pairs - 1}")
    print(f"every region afresh:   {statistics.median(fresh_ms):.2f} ms a draw (median of deals)")
    print(f"only changed regions:  {statistics.median(kept_ms):.2f} ms a draw (median of deals)")
    low, high = interval(ratios)
    print(f"ratio changed/afresh:  median {statistics.median(ratios):.2f} (95 % interval {low:.2f} to {high:.2f})")


def interval(values: list[float], rounds: int = 2000) -> tuple[float, float]:
    """A 95 % bootstrap interval of the median of ``values`` (resampled with a fixed seed)."""
    rng = random.Random(1)
    medians = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(rounds))
    return medians[int(rounds * 0.025)], medians[int(rounds * 0.975) - 1]


if __name__ == "__main__":
    main()
