"""How long a whole deal against the computer players keeps a quick player waiting (results in docs/BENCHMARKS.md).

    .venv/bin/python scripts/bench_pace.py --deals 5 --animation off --pace quick --level medium

The table's own :class:`~hearts.web.controller.Controller` plays each deal
in real time under CPython, with the timing the page uses for the chosen
animation speed and computer players' pace, and a person who answers at
once (passes their first three cards, plays their first legal card, presses
Continue as soon as it shows). Everything between the deal's first screen
and its score sheet is therefore waiting: the table's pauses plus the
computer players' thinking, both reported. ``--auto`` lets each trick end by
itself (the "Continue by itself" setting), whose pauses count as waiting too.
Pure Python runs about 2x slower in the browser than here (see
docs/BENCHMARKS.md), which stretches only the thinking part.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hearts.web.controller import Controller, Timing

GAME = 48213907


async def one_deal(game: int, level: str, timing: Timing, auto: bool) -> tuple[float, float]:
    """Seconds from the deal's first screen to its score sheet, and the seconds of that spent in the table's pauses."""
    paused = 0.0

    async def sleep(seconds: float) -> None:
        nonlocal paused
        if seconds != timing.received_highlight:  # the received cards' highlight runs beside play, blocking nothing
            paused += seconds
        await asyncio.sleep(seconds)

    controller = Controller(lambda: None, game_number=game, level=level, timing=timing, sleep=sleep)
    controller.auto_continue = auto
    table = controller.table
    start = time.perf_counter()
    controller.start()
    while table.stage not in ("deal-over", "match-over"):
        if table.choosing_pass:
            for card in table.hand[:3]:
                controller.tap_card(card.code)
            controller.press("pass")
        elif table.your_turn:
            controller.tap_card(table.round.legal_plays()[0].code)
        elif table.stage == "trick" and not auto:
            controller.press("continue")
        await asyncio.sleep(0.001)
    return time.perf_counter() - start, paused


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=5)
    parser.add_argument("--level", default="medium")
    parser.add_argument("--animation", default="off")
    parser.add_argument("--pace", default="quick")
    parser.add_argument("--auto", action="store_true", help="each trick ends by itself")
    args = parser.parse_args(argv)
    timing = Timing.named(args.animation, args.pace)
    totals, pauses = [], []
    for i in range(args.deals):
        total, paused = asyncio.run(one_deal(GAME + i, args.level, timing, args.auto))
        totals.append(total)
        pauses.append(paused)
    print(
        f"{args.deals} deals, {args.level} players, animation {args.animation}, pace {args.pace},"
        f" {'continue by itself' if args.auto else 'wait for Continue'} ({timing})"
    )
    print(
        f"waiting per deal: median {statistics.median(totals):.2f} s, max {max(totals):.2f} s;"
        f" of which the table's pauses: median {statistics.median(pauses):.2f} s"
        f" (the rest is the computer players' thinking and the person's taps)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
