"""What more search could still buy the Expert: its plays judged by a search many times larger.

    .venv/bin/python scripts/search_regret.py [--deals 6] [--seed 11] [--reference 4800] [--repeats 3]

Plays ``--deals`` deals (each in the four seatings, hold hands) of the lone
Expert against three ``--opponents``, and keeps the Expert's view at every
play with more than one candidate. Each view is then searched again on
``--reference`` sampled deals (every candidate and mode on each, one pass,
:func:`hearts.bots.search.play_search_steps`), and the Expert chooses again
from it with ``--repeats`` other seeds. A choice's regret is how much worse
the reference rates the card chosen than its best card, in the search's own
units (this seat's points less the others' average, :func:`hearts.bots.sim.utility`).

The report gives the mean regret a decision and the total, by quarter of the
deal (cards played 0 to 11, 12 to 23, 24 to 35, 36 to 51), and the total a game.
It measures only the noise of the Expert's sampling, judged by its own model
(the rules of thumb finishing each deal): how far a larger search of the same
kind would move its play, not how far that model is from the players it meets.
The reference has noise of its own, so a regret near zero is as small as this
measure can see.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench_bots, beside this one

from bench_bots import make_player

from hearts.arena import BotPlayer, Player, run_duplicate
from hearts.bots.base import PlaySteps, run_steps
from hearts.bots.expert import ExpertBot
from hearts.bots.rng import Rng
from hearts.bots.search import play_search_steps, play_setup, queen_kept
from hearts.view import SeatView

QUARTERS = ("cards 0-11", "cards 12-23", "cards 24-35", "cards 36-51")


class RecordingExpert(ExpertBot):
    """The Expert, keeping every view it was asked to play from."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.views: list[SeatView] = []

    def play_steps(self, view: SeatView) -> PlaySteps:
        self.views.append(view)
        return (yield from super().play_steps(view))


def played_views(deals: int, seed: int, opponents: str) -> list[SeatView]:
    """The lone Expert's views at each of its plays over ``deals`` deals in the four seatings."""
    recorders: list[RecordingExpert] = []

    def player(label: str, player_seed: int) -> Player:
        if label != "expert":
            return make_player(label, player_seed)
        made = BotPlayer("expert", player_seed)
        made.bot = RecordingExpert(player_seed)
        recorders.append(made.bot)
        return made

    run_duplicate(("expert", opponents, opponents, opponents), deals, seed, player, passing=False)
    return [view for recorder in recorders for view in recorder.views]


def regret(view: SeatView, index: int, reference: int, repeats: int) -> tuple[int, float] | None:
    """(cards played, the mean regret of the Expert's choices) for one view; None without a choice."""
    setup = queen_kept(play_setup(view))
    candidates = setup.candidates
    if len(candidates) < 2:
        return None
    n = len(candidates)
    table = run_steps(play_search_steps(setup, Rng(1_000_003 * (index + 1)), reference))
    modes = len(setup.modes)
    rated = [min(table.totals[m * n + c] for m in range(modes)) / table.samples for c in range(n)]
    best = min(rated)
    losses = []
    for repeat in range(repeats):
        card = run_steps(ExpertBot(7_919 * (repeat + 1)).play_steps(view))
        chosen = next(i for i, group in enumerate(setup.groups) if card.index in group)
        losses.append(rated[chosen] - best)
    return setup.knowledge.played.bit_count(), statistics.fmean(losses)


def report(rows: Sequence[tuple[int, float]], games: int) -> str:
    lines = [f"{'part of the deal':<14} {'decisions':>9} {'mean regret':>12} {'total':>8}"]
    for q, name in enumerate(QUARTERS):
        part = [loss for played, loss in rows if min(3, played // 12) == q]
        if part:
            lines.append(f"{name:<14} {len(part):>9} {statistics.fmean(part):>12.4f} {sum(part):>8.2f}")
    total = sum(loss for _, loss in rows)
    lines.append(f"{'all':<14} {len(rows):>9} {total / max(1, len(rows)):>12.4f} {total:>8.2f}")
    lines.append(f"regret a game: {total / games:.3f} ({games} games)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--reference", type=int, default=4800, help="sampled deals of the reference search")
    parser.add_argument("--repeats", type=int, default=3, help="the Expert's choices per view, each with another seed")
    parser.add_argument("--opponents", default="hard")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.reference < 1 or args.repeats < 1:
        parser.error("--deals, --reference and --repeats must be at least 1")
    views = played_views(args.deals, args.seed, args.opponents)
    rows = [row for i, view in enumerate(views) if (row := regret(view, i, args.reference, args.repeats)) is not None]
    print(report(rows, 4 * args.deals))
    return 0


if __name__ == "__main__":
    sys.exit(main())
