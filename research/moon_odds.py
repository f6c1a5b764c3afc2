"""How often a moon the review gives odds for comes off: the review's odds against the play that follows.

    .venv/bin/python research/moon_odds.py [--deals 200] [--seed 104] [--jobs 2] [--threshold 0.15] [--side mine]

Plays ``--deals`` deals (hold hands, each in the four seatings) of the lone
Expert against three Hard players. From the second trick to the eighth, each
of the Expert's plays that the moon may hang on is evaluated as the review
evaluates it (:func:`hearts.analysis.evaluate`), and the first whose card the
review gives at least ``--threshold`` is kept, one a deal and seating:

- ``--side mine``: the odds that the seat itself shoots the moon (``moon_mine``),
  while no other seat has taken a point;
- ``--side against``: the odds that another seat shoots it (``moon_against``),
  while one other seat holds every point taken.

The deal is then finished twice from there: as it was played (the three Hard
players by the rules of thumb, which the review's playouts use too, the Expert
at the seat playing on) and with four Experts, each searching from its own
seat's view. The report gives, by band of the review's odds, the mean odds and
how often the moon came off each way, with 95 % Wilson intervals, and the
Brier score of the odds against each.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hearts import bots
from hearts.analysis import evaluate
from hearts.arena import game_number_for
from hearts.deals import deal_hands
from hearts.round import Round
from hearts.rules import Rules
from hearts.seats import dealer_for_hand

BANDS = ((0.15, 0.3), (0.3, 0.5), (0.5, 0.7), (0.7, 0.9), (0.9, 1.01))


@dataclass(frozen=True)
class Position:
    """One kept play: the review's odds for the card played, and whether the moon came off each way."""

    deal: int
    seat: int
    cards_played: int
    odds: float
    as_played: bool
    """The moon came off as the deal was played, the Hard players in the other seats."""
    with_experts: bool
    """The moon came off with four Experts finishing the deal."""


def finish(rnd: Round, players: Sequence[bots.Bot]) -> Round:
    while not rnd.is_over:
        seat = rnd.to_play
        assert seat is not None
        rnd.play(players[seat].choose_play(rnd.view(seat)))
    return rnd


def moon_possible(rnd: Round, seat: int, side: str) -> bool:
    """Whether the moon may still come off the way ``side`` asks about, seen from ``seat``."""
    scored = [s for s in range(4) if rnd.points[s]]
    if side == "mine":
        return not scored or scored == [seat]
    return len(scored) == 1 and scored[0] != seat


def play(deal: int, seed: int, threshold: float, seats: Sequence[int] = range(4), side: str = "mine") -> list[Position]:
    """The kept plays of deal ``deal`` of run ``seed``, the lone Expert in each of ``seats`` in turn."""
    rules = Rules()
    game = game_number_for(seed, deal)
    hand_index = deal % 4
    hands = deal_hands(game, hand_index)
    found = []
    for seat in seats:
        players = [bots.create("expert" if s == seat else "hard", bots.seed_for(game, hand_index, s)) for s in range(4)]
        rnd = Round(hands, "hold", rules, dealer=dealer_for_hand(hand_index))
        kept: tuple[Round, int, float] | None = None
        while not rnd.is_over:
            to_play = rnd.to_play
            assert to_play is not None
            view = rnd.view(to_play)
            card = players[to_play].choose_play(view)
            played = len(rnd.cards_played)
            searched = len(view.legal_plays) > 1 and 4 <= played < 32
            if kept is None and to_play == seat and searched and moon_possible(rnd, seat, side):
                value = evaluate(view, 7_919 * deal + seat).value_of(card)
                assert value is not None
                odds = value.moon_mine if side == "mine" else value.moon_against
                if odds >= threshold:
                    kept = (rnd.copy(), played, odds)
            rnd.play(card)
        if kept is None:
            continue
        position, played, odds = kept
        experts = [bots.create("expert", bots.seed_for(game, hand_index, s) + 1) for s in range(4)]
        experts[seat] = bots.create("expert", bots.seed_for(game, hand_index, seat))
        again = finish(position, experts)
        found.append(
            Position(deal, seat, played, odds, moon_came_off(rnd, seat, side), moon_came_off(again, seat, side))
        )
    return found


def moon_came_off(rnd: Round, seat: int, side: str) -> bool:
    shooter = rnd.moon_shooter
    return shooter == seat if side == "mine" else shooter not in (None, seat)


def _work(job: tuple[list[int], int, float, str]) -> list[Position]:
    deals, seed, threshold, side = job
    return [p for deal in deals for p in play(deal, seed, threshold, side=side)]


def wilson(hits: int, n: int) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    z = 1.96
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def report(positions: Sequence[Position]) -> str:
    lines = [f"{'review odds':<12} {'kept':>5} {'mean odds':>10} {'came off, as played':>28} {'four Experts':>22}"]
    for low, high in BANDS:
        band = [p for p in positions if low <= p.odds < high]
        if not band:
            continue
        n = len(band)
        cells = []
        for hits in (sum(p.as_played for p in band), sum(p.with_experts for p in band)):
            lo, hi = wilson(hits, n)
            cells.append(f"{hits / n:.2f} ({lo:.2f} to {hi:.2f})")
        name = f"{low:.2f}-{min(high, 1.0):.2f}"
        mean = statistics.fmean(p.odds for p in band)
        lines.append(f"{name:<12} {n:>5} {mean:>10.2f} {cells[0]:>28} {cells[1]:>22}")
    n = len(positions)
    if n:
        mean = statistics.fmean(p.odds for p in positions)
        played = sum(p.as_played for p in positions)
        experts = sum(p.with_experts for p in positions)
        lines.append(f"all: {n} kept, mean odds {mean:.3f}, came off {played} as played, {experts} with four Experts")
        for name, outcome in (("the play as it was", "as_played"), ("four Experts", "with_experts")):
            brier = statistics.fmean((p.odds - getattr(p, outcome)) ** 2 for p in positions)
            lines.append(f"Brier score against {name}: {brier:.3f}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=104)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--threshold", type=float, default=0.15, help="the least moon odds a kept play has")
    parser.add_argument(
        "--side", choices=("mine", "against"), default="mine", help="whose moon: the seat's or another's"
    )
    args = parser.parse_args(argv)
    if args.deals < 1 or args.jobs < 1 or not 0 < args.threshold <= 1:
        parser.error("--deals and --jobs must be at least 1, --threshold between 0 and 1")
    numbers = list(range(args.deals))
    chunks = [(numbers[i :: args.jobs], args.seed, args.threshold, args.side) for i in range(args.jobs)]
    if args.jobs == 1:
        positions = _work(chunks[0])
    else:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            positions = [p for part in pool.map(_work, chunks) for p in part]
    for p in sorted(positions, key=lambda p: (p.deal, p.seat)):
        print(
            f"deal {p.deal} seat {p.seat} after {p.cards_played} cards: odds {p.odds:.2f},"
            f" came off {'yes' if p.as_played else 'no'} as played,"
            f" {'yes' if p.with_experts else 'no'} with four Experts"
        )
    print(report(positions))
    return 0


if __name__ == "__main__":
    sys.exit(main())
