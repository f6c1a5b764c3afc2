"""Computer players against each other on duplicate deals.

``python -m hearts arena --deals 50 --seats expert,medium,medium,medium --seed 1``
(or ``python -m hearts.arena ...``) deals ``--deals`` numbered hands and plays
each one four times, the players moved one seat round the table each time, so
every player holds every hand. It prints, per level, the average points per
deal with a 95% confidence interval (over deals, each deal averaged over its
four seatings), moons shot and allowed, and milliseconds of processor time
per decision (median, mean, maximum); with
two levels at the table, also the difference between them.

Players here only ever see :meth:`hearts.Round.view` of their seat; other
kinds of player (see ``bench/bench_bots.py``) plug in through
:class:`Player`.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from . import bots
from .cards import Card
from .deals import MAX_GAME_NUMBER, deal_hands
from .round import Round
from .rules import PRESETS, Rules
from .seats import PassDirection, dealer_for_hand

__all__ = [
    "ArenaResult",
    "BotPlayer",
    "DealResult",
    "Player",
    "add_arguments",
    "game_number_for",
    "interval",
    "main",
    "play_deal",
    "ratio_interval",
    "report",
    "run",
    "run_duplicate",
]


class Player(Protocol):
    """Anything that can take a seat in the arena."""

    label: str

    def choose_pass(self, rnd: Round, seat: int) -> Sequence[Card]: ...

    def choose_play(self, rnd: Round, seat: int) -> Card: ...

    def observe(self, rnd: Round, seat: int, card: Card) -> None:
        """Called after every card played (by ``seat``), for players that track the deal themselves."""


class BotPlayer:
    """A :mod:`hearts.bots` level that sees only its seat's view."""

    def __init__(self, level: str, seed: int) -> None:
        self.label = level
        self.bot = bots.create(level, seed)

    def choose_pass(self, rnd: Round, seat: int) -> Sequence[Card]:
        return self.bot.choose_pass(rnd.view(seat))

    def choose_play(self, rnd: Round, seat: int) -> Card:
        return self.bot.choose_play(rnd.view(seat))

    def observe(self, rnd: Round, seat: int, card: Card) -> None:
        return None


@dataclass
class DealResult:
    """One seating of one deal: who sat where and what each seat scored."""

    deal: int
    rotation: int
    labels: tuple[str, ...]
    """The player's label at each seat."""
    points: tuple[int, ...]
    moon_shooter: int | None
    decision_ms: dict[str, list[float]] = field(default_factory=dict)
    cards: tuple[Card, ...] = ()
    """Every card played, in order."""
    passes: tuple[tuple[Card, ...], ...] = ()
    """Each seat's passed cards, South first (empty for a deal without a pass)."""


@dataclass
class ArenaResult:
    """Every seating of every deal."""

    seats: tuple[str, ...]
    deals: int
    results: list[DealResult] = field(default_factory=list)

    def merge(self, other: ArenaResult) -> None:
        """Add the deals of another run with the same seats."""
        self.deals += other.deals
        self.results.extend(other.results)

    @property
    def labels(self) -> list[str]:
        """Distinct labels, in seat order."""
        return list(dict.fromkeys(self.seats))

    def per_deal(self, label: str) -> list[float]:
        """For each deal, the average points of ``label``'s seats over its seatings."""
        sums: dict[int, list[float]] = {}
        for result in self.results:
            for seat, name in enumerate(result.labels):
                if name == label:
                    sums.setdefault(result.deal, []).append(result.points[seat])
        return [statistics.fmean(sums[deal]) for deal in sorted(sums)]

    def moons(self, label: str) -> tuple[int, int]:
        """Moons shot by ``label``'s seats, and moons shot against them (counted per seat)."""
        shot = allowed = 0
        for result in self.results:
            shooter = result.moon_shooter
            if shooter is None:
                continue
            for seat, name in enumerate(result.labels):
                if name == label:
                    if seat == shooter:
                        shot += 1
                    else:
                        allowed += 1
        return shot, allowed

    def decision_ms(self, label: str) -> list[float]:
        times: list[float] = []
        for result in self.results:
            times.extend(result.decision_ms.get(label, []))
        return times


def interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and half-width of a normal 95% confidence interval."""
    if not values:
        return math.nan, math.nan
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.inf
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def ratio_interval(first: Sequence[float], second: Sequence[float]) -> tuple[float, float]:
    """Ratio of the means of paired values, and the half-width of its 95% interval (delta method)."""
    if len(first) < 2 or not statistics.fmean(second):
        return math.nan, math.nan
    ratio = statistics.fmean(first) / statistics.fmean(second)
    spread = statistics.stdev([x - ratio * y for x, y in zip(first, second, strict=True)])
    return ratio, 1.96 * spread / math.sqrt(len(first)) / abs(statistics.fmean(second))


def game_number_for(seed: int, deal: int) -> int:
    """The numbered game that arena deal ``deal`` of run ``seed`` uses (its hand is ``deal % 4``)."""
    return (seed * 1_000_003 + deal * 7_919) % MAX_GAME_NUMBER + 1


def play_deal(
    hands: Sequence[Sequence[Card]],
    direction: PassDirection,
    players: Sequence[Player],
    rules: Rules,
    times: dict[str, list[float]] | None = None,
    dealer: int = 3,
) -> Round:
    """Play one deal with ``players[seat]`` at each seat; decision times go to ``times`` by label.

    Times are milliseconds of processor time (:func:`time.process_time`).
    """
    rnd = Round(hands, direction, rules, dealer=dealer)
    # Processor time of this process: on a busy machine it still measures the work, not the waiting.
    clock = time.process_time

    def timed(label: str, start: float) -> None:
        if times is not None:
            times.setdefault(label, []).append((clock() - start) * 1000.0)

    for passer in rnd.waiting_to_pass:
        start = clock()
        cards = players[passer].choose_pass(rnd, passer)
        timed(players[passer].label, start)
        rnd.pass_cards(passer, cards)
    while not rnd.is_over:
        to_play = rnd.to_play
        assert to_play is not None
        seat = to_play
        start = clock()
        card = players[seat].choose_play(rnd, seat)
        timed(players[seat].label, start)
        rnd.play(card)
        for player in players:
            player.observe(rnd, seat, card)
    return rnd


def run_duplicate(
    seats: Sequence[str],
    deals: int | Sequence[int],
    seed: int,
    make_player: Callable[[str, int], Player] | None = None,
    *,
    passing: bool = True,
    rules: Rules | None = None,
    progress: Callable[[DealResult], None] | None = None,
) -> ArenaResult:
    """Play ``deals`` deals, each with the four seatings of ``seats`` rotated round the table.

    ``deals`` is a count, or the list of deal numbers to play (to split a run).
    ``make_player(label, seed)`` builds a player (default: a :class:`BotPlayer`
    of that level).
    """
    if len(seats) != 4:
        raise ValueError("The arena needs four seats.")
    if make_player is None:
        make_player = BotPlayer
    rules = rules or Rules()
    numbers = range(deals) if isinstance(deals, int) else list(deals)
    result = ArenaResult(tuple(seats), len(numbers))
    for deal in numbers:
        game = game_number_for(seed, deal)
        hand_index = deal % 4
        hands = deal_hands(game, hand_index)
        direction: PassDirection = rules.pass_direction(hand_index) if passing else "hold"
        for rotation in range(4):
            labels = tuple(seats[(seat - rotation) % 4] for seat in range(4))
            players = [make_player(labels[seat], bots.seed_for(game, hand_index, seat)) for seat in range(4)]
            times: dict[str, list[float]] = {}
            rnd = play_deal(hands, direction, players, rules, times, dealer_for_hand(hand_index))
            passes = tuple(tuple(rnd.passed(seat) or ()) for seat in range(4)) if direction != "hold" else ()
            done = DealResult(
                deal, rotation, labels, rnd.points, rnd.moon_shooter, times, tuple(rnd.cards_played), passes
            )
            result.results.append(done)
            if progress is not None:
                progress(done)
    return result


def report(result: ArenaResult) -> str:
    """A plain-text table of the results."""
    seatings = len(result.results)
    lines = [
        f"{result.deals} deals x 4 seatings ({seatings} games), seats {','.join(result.seats)}",
        f"{'level':<10} {'points/deal':>11} {'95% CI':>9} {'moons shot':>11} {'allowed':>8} "
        f"{'CPU ms/decision median':>23} {'mean':>7} {'max':>8}",
    ]
    for label in result.labels:
        mean, half = interval(result.per_deal(label))
        shot, allowed = result.moons(label)
        times = result.decision_ms(label)
        median = statistics.median(times) if times else math.nan
        average = statistics.fmean(times) if times else math.nan
        worst = max(times) if times else math.nan
        lines.append(
            f"{label:<10} {mean:>11.2f} {'±' + format(half, '.2f'):>9} {shot:>11} {allowed:>8} "
            f"{median:>23.1f} {average:>7.1f} {worst:>8.1f}"
        )
    labels = result.labels
    for i, first in enumerate(labels):
        for second in labels[i + 1 :]:
            a = result.per_deal(first)
            b = result.per_deal(second)
            diff, half = interval([x - y for x, y in zip(a, b, strict=True)])
            ratio, ratio_half = ratio_interval(a, b)
            lines.append(
                f"{first} - {second}: {diff:+.2f} ± {half:.2f} points per deal (95% CI), "
                f"ratio {ratio:.2f}x ± {ratio_half:.2f}"
            )
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arena's command-line options."""
    parser.add_argument("--deals", type=int, default=20, help="number of deals (each played in four seatings)")
    parser.add_argument(
        "--seats",
        default="expert,medium,medium,medium",
        help="four levels, South West North East, from: " + ", ".join(bots.LEVELS),
    )
    parser.add_argument("--seed", type=int, default=1, help="picks the numbered deals and the players' seeds")
    parser.add_argument("--rules", default="standard", choices=sorted(PRESETS), help="rules preset")
    parser.add_argument("--hold", action="store_true", help="play every deal without passing")
    parser.add_argument("--quiet", action="store_true", help="no progress line per deal")


def run(args: argparse.Namespace) -> int:
    """Run the arena from parsed options; print the report. Returns an exit status."""
    seats = [name.strip().lower() for name in str(args.seats).split(",")]
    unknown = [name for name in seats if name not in bots.LEVELS]
    if len(seats) != 4 or unknown:
        print(
            f"hearts arena: --seats needs four levels from {', '.join(bots.LEVELS)}, not {args.seats!r}",
            file=sys.stderr,
        )
        return 2
    if args.deals < 1:
        print("hearts arena: --deals must be at least 1", file=sys.stderr)
        return 2

    def progress(done: DealResult) -> None:
        if not args.quiet and done.rotation == 3:
            print(f"deal {done.deal + 1}/{args.deals} done", file=sys.stderr, flush=True)

    result = run_duplicate(
        seats, args.deals, args.seed, passing=not args.hold, rules=Rules.preset(args.rules), progress=progress
    )
    print(report(result))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m hearts.arena", description="Computer players against each other on duplicate deals."
    )
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
