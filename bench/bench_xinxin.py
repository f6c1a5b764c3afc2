"""The Expert against xinxin, a moon-hunting Monte Carlo player (results go in docs/BENCHMARKS.md).

    bench/xinxin/build.sh                       # once: fetches xinxin's source and builds the driver in ~/xinxin
    .venv/bin/python bench/bench_xinxin.py agree --deals 3000
    .venv/bin/python bench/bench_xinxin.py match --seats expert,xinxin-strong,xinxin-strong,xinxin-strong \\
        --deals 200 --seed 62 --jobs 2 --save runs/xs.jsonl
    .venv/bin/python bench/bench_xinxin.py moons runs/xs.jsonl [more.jsonl ...]

``agree``: before any match, the two engines must agree. Random deals under xinxin's rules (the Q♠ breaks
hearts; bench/xinxin_player.py), each with random passes (left, right, across and hold in turn) and random legal
cards (in every other deal one seat plays its highest card and the others their lowest, so that moons come): at
every turn the driver's legal cards and seat to play must be ours, and at the end its points (moons
counted) ours. Any difference stops the run with the position.

``match``: four players on duplicate deals with passing (each deal four times, every player in every seat),
under xinxin's rules; the seats are levels, ``frozen`` (bench/frozen_expert.py), ``xinxin`` (OpenSpiel's default
setting, 20 worlds x 50 playouts) or ``xinxin-strong`` (30 worlds x 333 playouts, 10 % random playouts, xinxin's
own strongest). ``--save`` keeps every game (bench_bots.py's format, with the passes).

``moons``: what saved games say about moons, for a lone player against three of another: its points against
theirs (the ratio with its 95 % interval), the points a deal each suffers from other players' moons, and how often
the player who receives a left pass shoots the moon, after the lone player's pass and after the others'.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from xinxin_player import XINXIN_RULES, XinxinDriver, XinxinError, available, build_hint, driver_path

from hearts.arena import interval, ratio_interval
from hearts.cards import parse_cards
from hearts.deals import SplitMix64
from hearts.round import Round
from hearts.seats import PassDirection

DIRECTIONS: tuple[PassDirection, ...] = ("left", "right", "across", "hold")


def random_hands(rng: SplitMix64) -> list[list[Any]]:
    from hearts.cards import CARDS

    deck = list(CARDS)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return [deck[13 * seat : 13 * seat + 13] for seat in range(4)]


def pick(legal: list[Any], seat: int | None, number: int, rng: SplitMix64) -> Any:
    """A random legal card; in every other deal one seat plays its highest and the rest their lowest, which
    runs moons (the scores of moons must agree too)."""
    if number % 2 == 0:
        return legal[rng.below(len(legal))]
    runner = (number // 2) % 4
    return max(legal, key=lambda card: card.rank) if seat == runner else min(legal, key=lambda card: card.rank)


def agree(args: argparse.Namespace) -> None:
    """Random deals played by random legal cards in both engines; every legal set, turn and score compared."""
    rng = SplitMix64(args.seed)
    driver = XinxinDriver()
    start = time.perf_counter()
    turns = moons = 0
    try:
        for number in range(args.deals):
            direction = DIRECTIONS[number % 4]
            rnd = Round(random_hands(rng), direction, XINXIN_RULES)
            for seat in rnd.waiting_to_pass:
                hand = rnd.hand(seat)
                picked: list[Any] = []
                while len(picked) < 3:
                    card = hand[rng.below(len(hand))]
                    if card not in picked:
                        picked.append(card)
                rnd.pass_cards(seat, picked)
            while not rnd.is_over:
                driver.follow(rnd)
                ours = sorted(rnd.legal_plays())
                theirs = sorted(driver.legal())
                seat = driver.next_seat()
                if ours != theirs or seat != rnd.to_play:
                    raise XinxinError(
                        f"deal {number}: after {' '.join(c.code for c in rnd.cards_played) or 'no card'}, seat "
                        f"{rnd.to_play} may play {' '.join(c.code for c in ours)}; xinxin says seat {seat}, "
                        f"{' '.join(c.code for c in theirs)}"
                    )
                turns += 1
                rnd.play(pick(ours, rnd.to_play, number, rng))
            driver.follow(rnd)
            if driver.score() != tuple(rnd.points):
                raise XinxinError(f"deal {number}: points {rnd.points}, xinxin's {driver.score()}")
            moons += rnd.moon_shooter is not None
    finally:
        driver.close()
    print(
        f"{args.deals} random deals (passing left, right, across, hold in turn; half of them with a seat running "
        f"for the moon), {turns} turns: every legal set, seat to play and score agree ({moons} moons). "
        f"({time.perf_counter() - start:.0f} s)"
    )


def match(args: argparse.Namespace) -> None:
    from bench_bots import duplicate, save

    from hearts.arena import report

    seats = tuple(name.strip() for name in args.seats.split(","))
    if len(seats) != 4:
        sys.exit("bench_xinxin match: --seats needs four players")
    start = time.perf_counter()
    every = 4 if args.left else 1
    result = duplicate(seats, args.deals, args.seed, True, args.jobs, first=args.first, every=every)
    save(result, args.save, args.seed)
    print(report(result))
    print(f"({time.perf_counter() - start:.0f} s)", flush=True)
    if args.save:
        print(moons_report([json.loads(line) for line in Path(args.save).read_text().splitlines() if line]))


def moons_report(rows: Sequence[dict[str, Any]]) -> str:
    """Moons in saved games with one lone player: suffered points a deal, and the left pass's receiver."""
    lone_label = ""
    lone_points: dict[tuple[int, int], list[float]] = {}
    other_points: dict[tuple[int, int], list[float]] = {}
    lone_moon: dict[tuple[int, int], list[float]] = {}
    other_moon: dict[tuple[int, int], list[float]] = {}
    left = {"lone": [0, 0], "others": [0, 0]}
    # Left passes whose cards were kept; the minor-suit aces and kings, and the hearts, they gave.
    given = {"lone": [0, 0, 0], "others": [0, 0, 0]}
    queens = {"lone": [0, 0], "others": [0, 0]}
    for row in rows:
        labels = row["labels"]
        alone = [seat for seat, who in enumerate(labels) if labels.count(who) == 1]
        if len(alone) != 1:
            raise SystemExit("moons: the games need one lone player (as in --seats expert,xinxin,xinxin,xinxin)")
        lone = alone[0]
        lone_label = labels[lone]
        key = (row["seed"], row["deal"])
        points, moon = row["points"], row["moon"]
        others = [seat for seat in range(4) if seat != lone]
        lone_points.setdefault(key, []).append(points[lone])
        other_points.setdefault(key, []).append(sum(points[s] for s in others) / 3)
        lone_moon.setdefault(key, []).append(26.0 if moon is not None and moon != lone else 0.0)
        other_moon.setdefault(key, []).append(sum(26.0 for s in others if moon is not None and moon != s) / 3)
        for who, seats_of in (("lone", [lone]), ("others", others)):
            for seat in seats_of:
                queens[who][0] += 1
                queens[who][1] += moon is None and points[seat] >= 13
        if row["deal"] % 4 == 0:  # left passes (the deal's hand index is deal % 4)
            for who, seats_of in (("lone", [lone]), ("others", others)):
                for seat in seats_of:
                    left[who][0] += 1
                    left[who][1] += moon == (seat + 1) % 4
                    passes = row.get("passes")
                    if passes:
                        cards = parse_cards(passes[seat])
                        given[who][0] += 1
                        given[who][1] += sum(card.suit.letter in "CD" and card.rank >= 13 for card in cards)
                        given[who][2] += sum(card.suit.letter == "H" for card in cards)
    keys = sorted(lone_points)
    mine = [sum(lone_points[k]) / len(lone_points[k]) for k in keys]
    theirs = [sum(other_points[k]) / len(other_points[k]) for k in keys]
    ratio, ratio_half = ratio_interval(mine, theirs)
    suffered_mine = [sum(lone_moon[k]) / len(lone_moon[k]) for k in keys]
    suffered_theirs = [sum(other_moon[k]) / len(other_moon[k]) for k in keys]
    gap, gap_half = interval([a - b for a, b in zip(suffered_mine, suffered_theirs, strict=True)])
    a, a_half = interval(suffered_mine)
    b, b_half = interval(suffered_theirs)
    lines = [
        f"{len(keys)} deals, {lone_label} alone against three others",
        f"points a deal: {lone_label} {sum(mine) / len(mine):.2f}, the others {sum(theirs) / len(theirs):.2f}; "
        f"ratio {ratio:.3f} ± {ratio_half:.3f} (95% CI)",
        f"points a deal from other players' moons: {lone_label} {a:.2f} ± {a_half:.2f}, the others {b:.2f} ± "
        f"{b_half:.2f}; difference {gap:+.2f} ± {gap_half:.2f}",
    ]
    for who, name in (("lone", lone_label), ("others", "the others")):
        passes, shot = left[who]
        share, half = _share(shot, passes)
        taken, games = queens[who][1], queens[who][0]
        lines.append(
            f"{name}: the left pass's receiver shot the moon after {shot} of {passes} passes "
            f"({100 * share:.1f} % ± {100 * half:.1f}); 13 points or more without a moon in {taken} of {games} "
            f"games ({100 * taken / max(games, 1):.1f} %)"
        )
    for who, name in (("lone", lone_label), ("others", "the others")):
        count, high, hearts = given[who]
        if count:
            lines.append(
                f"left passes, {name}: {high / count:.2f} minor-suit aces and kings and {hearts / count:.2f} hearts "
                f"a pass ({count} passes)"
            )
    return "\n".join(lines)


def _share(hits: int, total: int) -> tuple[float, float]:
    """A proportion and the half-width of its 95 % Wilson interval, about its centre."""
    if total == 0:
        return 0.0, 0.0
    z = 1.96
    p = hits / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    half = z * ((p * (1 - p) / total + z * z / (4 * total * total)) ** 0.5) / (1 + z * z / total)
    return centre, half


def moons(args: argparse.Namespace) -> None:
    rows = [json.loads(line) for path in args.files for line in Path(path).read_text().splitlines() if line]
    print(moons_report(rows))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("what", choices=["agree", "match", "moons"])
    parser.add_argument("files", nargs="*", help="moons: JSON-lines files written by match --save")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--first", type=int, default=0, help="match: the first deal number (to extend a run)")
    parser.add_argument("--left", action="store_true", help="match: left passes only (deals first, first + 4, ...)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--save", help="match: append every game to this JSON-lines file")
    parser.add_argument("--seats", default="expert,xinxin-strong,xinxin-strong,xinxin-strong")
    args = parser.parse_args()
    if args.what in ("agree", "match") and not available():
        sys.exit(f"bench_xinxin: no xinxin driver at {driver_path()}; {build_hint()}")
    {"agree": agree, "match": match, "moons": moons}[args.what](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
