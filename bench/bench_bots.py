"""Strength and speed of the computer players (results go in docs/BENCHMARKS.md).

    .venv/bin/python bench/bench_bots.py ladder --deals 1000 --expert-deals 100
    .venv/bin/python bench/bench_bots.py ismcts --deals 100 [--jobs 2]
    .venv/bin/python bench/bench_bots.py table --seats expert,frozen,frozen,frozen --deals 100 [--jobs 2]
    .venv/bin/python bench/bench_bots.py paired --player expert --base frozen --deals 200 [--jobs 2]
    .venv/bin/python bench/bench_bots.py speed --deals 20
    .venv/bin/python bench/bench_bots.py browser --deals 10
    .venv/bin/python bench/bench_bots.py pool saved.jsonl more.jsonl
    .venv/bin/python bench/bench_bots.py compare changed.jsonl before.jsonl

``ladder``: each level against the level below, two of each at the table
(upper, lower, upper, lower), on duplicate deals with passing.

``ismcts``: one Expert against three OpenSpiel ISMCTS players
(``pyspiel.ISMCTSBot``, 1,000 simulations, random-rollout evaluator) on
duplicate deals without passing (ISMCTS's resampling does not handle the
pass). Each ISMCTS player runs in a process of its own, forked from one
started without address-space randomisation (``bench/ismcts_zygote.py``),
so that it plays the same cards whenever it is shown the same deal: a run
can be repeated exactly, and two lone players' runs on one seed pair game by
game (their decision times are spent there and not counted in the report's
column). ``--player random`` puts a uniformly random player in the Expert's
seat instead, to check the setting against the published scale (about 2.15x
the ISMCTS players' points).

``table``: any four players on duplicate deals (passing unless ``--hold``):
levels, ``ismcts``, ``random`` or ``frozen``, the Expert as it stood before
its Q♠ rule and finalists (``bench/frozen_expert.py``), to measure today's Expert
against it; or ``expert@<commit>`` (``hard@<commit>``, ...), a level of any commit.

``--save FILE`` appends every seating's result to a JSON-lines file; ``pool``
reports on such files together (runs with the same seats and different
seeds add up).

``compare``: the lone player of two runs saved with ``--save`` on the same
seed (say today's Expert and a changed one, each against the same three
players), deal by deal: each run's points a deal, the others' average, the
ratio of the two, moons and the games in which it took the Q♠; and the
differences between the runs, paired by deal, in its points and in its
points less the others' average. Against deterministic players (``table
--hold --seats expert,hard,hard,hard``) the games play alike until the lone
players first differ, which makes the paired difference precise; the ISMCTS
players are deterministic too, each in a process of its own (see
``bench/ismcts_zygote.py``), but they answer any change of position with a
different search, so a change that alters most of the lone player's sampled
deals leaves few games alike there.

``paired``: one player (``--player``) against three of another (``--base``),
measured against that other in the same seat: each deal is played once by
four ``--base`` players, then four times with ``--player`` in one seat, every
seat keeping its seed, so the three opponents are the same players in both
games and play the same cards until ``--player`` first plays differently.
The difference in the seat's points, game by game, is the player's gain over
``--base`` there; most games play out alike (no difference), which makes the
estimate several times as precise as a table's (``table``) from the same
deals. It also reports the table's own comparison (the player's points
against the three others' in its games), and moons.

``speed``: the Expert's (``--player frozen``: the frozen Expert's) milliseconds per decision (median, 90th percentile,
maximum) over whole deals against Hard players, for plays and passes apart.

``browser``: the same decisions timed as the page makes them (through
``hearts.web.table.computer.think``, which yields to the event loop between slices
of the search), first under CPython and then in Chromium on the vendored
Pyodide, from the built site (``./scripts/build``); also the longest
main-thread task Chromium saw while the players thought. See
``bench/expert_timing.py``.

Seats: ours are South, West, North, East = 0..3, playing to seat + 1;
OpenSpiel's are N, E, S, W = 0..3, also playing to seat + 1, so our seat ``s``
is OpenSpiel seat ``(s + 2) % 4``. OpenSpiel's card id is ``rank * 4 + suit``
with suits C, D, H, S and rank 0 the deuce.
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # the benchmarks beside this one: frozen_expert, ismcts_zygote
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))  # the server and Chromium's flags

from hearts import bots
from hearts.arena import ArenaResult, BotPlayer, DealResult, Player, interval, ratio_interval, report, run_duplicate
from hearts.cards import CARDS, Card, format_cards
from hearts.deals import SplitMix64
from hearts.round import Round

_OUR_SUIT_TO_OPENSPIEL = (0, 1, 3, 2)  # ours C D S H -> OpenSpiel C D H S
_OPENSPIEL_SUIT_TO_OURS = (0, 1, 3, 2)


def to_openspiel(card: Card) -> int:
    return (card.index % 13) * 4 + _OUR_SUIT_TO_OPENSPIEL[card.index // 13]


def from_openspiel(action: int) -> Card:
    rank, suit = divmod(action, 4)
    return CARDS[_OPENSPIEL_SUIT_TO_OURS[suit] * 13 + rank]


def openspiel_deal(rnd: Round) -> list[int]:
    """The chance actions that deal ``rnd``'s hands in OpenSpiel (its seat p holds our seat (p + 2) % 4)."""
    hands = [rnd.dealt_hand((p + 2) % 4) for p in range(4)]
    return [to_openspiel(hands[p][k]) for k in range(13) for p in range(4)]


class IsmctsPlayer:
    """An OpenSpiel ISMCTS bot in one of our seats (hold deals only).

    The bot runs in a process of its own, forked from a zygote started without
    address-space randomisation (``bench/ismcts_zygote.py``), so that it
    plays the same cards whenever it is shown the same deal and cards played.
    """

    label = "ismcts"

    def __init__(self, seed: int) -> None:
        from ismcts_zygote import IsolatedIsmcts

        self.bot = IsolatedIsmcts(seed)

    def choose_pass(self, rnd: Round, seat: int) -> Sequence[Card]:
        raise RuntimeError("ISMCTS players play hold deals only.")

    def choose_play(self, rnd: Round, seat: int) -> Card:
        if rnd.pass_direction != "hold" or rnd.to_play != seat:
            raise AssertionError("ISMCTS players play hold deals, in turn")
        card = from_openspiel(self.bot.choose(openspiel_deal(rnd), [to_openspiel(c) for c in rnd.cards_played]))
        if card not in rnd.legal_plays():
            raise AssertionError(f"ISMCTS chose {card}, which is not legal here")
        return card

    def observe(self, rnd: Round, seat: int, card: Card) -> None:
        return None


class RandomPlayer:
    """Plays a uniformly random legal card (a yardstick)."""

    label = "random"

    def __init__(self, seed: int) -> None:
        self.rng = SplitMix64(seed)

    def choose_pass(self, rnd: Round, seat: int) -> Sequence[Card]:
        hand = rnd.hand(seat)
        picked: list[Card] = []
        while len(picked) < 3:
            card = hand[self.rng.below(len(hand))]
            if card not in picked:
                picked.append(card)
        return picked

    def choose_play(self, rnd: Round, seat: int) -> Card:
        legal = rnd.legal_plays()
        return legal[self.rng.below(len(legal))]

    def observe(self, rnd: Round, seat: int, card: Card) -> None:
        return None


def make_player(label: str, seed: int) -> Player:
    if label == "ismcts":
        return IsmctsPlayer(seed & 0x7FFFFFFF)
    if label == "random":
        return RandomPlayer(seed)
    if label.startswith("xinxin"):
        from xinxin_player import XinxinPlayer

        return XinxinPlayer(label, seed)
    if label == "frozen":
        from frozen_expert import FrozenExpertPlayer

        return FrozenExpertPlayer(seed)
    level, at, commit = label.partition("@")
    if at and level in bots.LEVELS:
        from frozen_expert import ExpertAtPlayer

        return ExpertAtPlayer(commit, seed, level)
    return BotPlayer(label, seed)


def _work(job: tuple[tuple[str, ...], list[int], int, bool]) -> ArenaResult:
    seats, numbers, seed, passing = job
    rules = None
    if any(label.startswith("xinxin") for label in seats):
        from xinxin_player import XINXIN_RULES

        rules = XINXIN_RULES
    return run_duplicate(seats, numbers, seed, make_player, passing=passing, rules=rules)


def duplicate(
    seats: tuple[str, ...], deals: int, seed: int, passing: bool, jobs: int, first: int = 0, every: int = 1
) -> ArenaResult:
    """Run a duplicate match (deals ``first``, ``first + every``, ... ``deals`` of them), split over ``jobs`` processes.

    A deal's number says its pass (``number % 4``: left, right, across, hold), so ``every=4`` plays one direction.
    With a ``xinxin`` player at the table, the deals are played under xinxin's rules (bench/xinxin_player.py).
    """
    numbers = list(range(first, first + deals * every, every))
    if jobs <= 1:
        return _work((seats, numbers, seed, passing))
    chunks = [(seats, numbers[i::jobs], seed, passing) for i in range(jobs)]
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        parts = pool.map(_work, chunks)
    merged = ArenaResult(seats, 0)
    for part in parts:
        merged.merge(part)
    return merged


def ladder(args: argparse.Namespace) -> None:
    levels = list(bots.LEVELS)
    for lower, upper in itertools.pairwise(levels):
        start = time.perf_counter()
        deals = args.expert_deals if upper == "expert" and args.expert_deals else args.deals
        result = duplicate((upper, lower, upper, lower), deals, args.seed, True, args.jobs)
        save(result, args.save, args.seed)
        print(report(result))
        print(f"({time.perf_counter() - start:.0f} s)\n", flush=True)


def save(result: ArenaResult, path: str | None, seed: int) -> None:
    """Write every seating's points (and decision times) as JSON lines, to pool or re-analyse runs."""
    if not path:
        return
    with open(path, "a", encoding="utf-8") as out:
        for deal in result.results:
            row = {
                "seats": list(result.seats),
                "seed": seed,
                "deal": deal.deal,
                "rotation": deal.rotation,
                "labels": list(deal.labels),
                "points": list(deal.points),
                "moon": deal.moon_shooter,
                "ms": deal.decision_ms,
                "cards": format_cards(deal.cards),
                "passes": [format_cards(cards) for cards in deal.passes] or None,
            }
            out.write(json.dumps(row) + "\n")


def ismcts(args: argparse.Namespace) -> None:
    start = time.perf_counter()
    result = duplicate((args.player, "ismcts", "ismcts", "ismcts"), args.deals, args.seed, False, args.jobs)
    save(result, args.save, args.seed)
    print(report(result))
    print(f"({time.perf_counter() - start:.0f} s)", flush=True)


def table(args: argparse.Namespace) -> None:
    """Any four players (levels, ``frozen``, ``ismcts``, ``random``) on duplicate deals."""
    seats = tuple(name.strip() for name in args.seats.split(","))
    if len(seats) != 4:
        sys.exit("bench_bots table: --seats needs four players")
    start = time.perf_counter()
    result = duplicate(seats, args.deals, args.seed, not args.hold, args.jobs)
    save(result, args.save, args.seed)
    print(report(result))
    print(f"({time.perf_counter() - start:.0f} s)", flush=True)


def _paired_work(job: tuple[str, str, list[int], int, bool]) -> list[dict[str, Any]]:
    player, base, numbers, seed, passing = job
    rows = []
    for deal in numbers:
        rows.append(paired_deal(player, base, deal, seed, passing))
    return rows


def paired_deal(player: str, base: str, deal: int, seed: int, passing: bool) -> dict[str, Any]:
    """Deal ``deal`` of run ``seed`` played by four ``base`` players, then with ``player`` in each seat."""
    from hearts import bots
    from hearts.arena import game_number_for, play_deal
    from hearts.deals import deal_hands
    from hearts.rules import Rules
    from hearts.seats import dealer_for_hand

    rules = Rules()
    game = game_number_for(seed, deal)
    hand_index = deal % 4
    hands = deal_hands(game, hand_index)
    direction = rules.pass_direction(hand_index) if passing else "hold"
    dealer = dealer_for_hand(hand_index)

    def play(labels: Sequence[str]) -> Round:
        players = [make_player(labels[s], bots.seed_for(game, hand_index, s)) for s in range(4)]
        return play_deal(hands, direction, players, rules, None, dealer)

    baseline = play([base] * 4)
    games = []
    for seat in range(4):
        labels = [base] * 4
        labels[seat] = player
        rnd = play(labels)
        games.append(
            {
                "seat": seat,
                "points": list(rnd.points),
                "moon": rnd.moon_shooter,
                "alike": rnd.cards_played == baseline.cards_played
                and [rnd.passed(s) for s in range(4)] == [baseline.passed(s) for s in range(4)],
            }
        )
    return {
        "player": player,
        "base": base,
        "seed": seed,
        "deal": deal,
        "passing": passing,
        "baseline": {"points": list(baseline.points), "moon": baseline.moon_shooter},
        "games": games,
    }


def paired_report(rows: Sequence[dict[str, Any]]) -> str:
    """The gain of ``player`` over ``base`` in the same seat, and the table's own comparison."""
    if not rows:
        return "no deals"
    player, base = rows[0]["player"], rows[0]["base"]
    gains: list[float] = []
    table: list[float] = []
    mine: list[float] = []
    theirs: list[float] = []
    alike = 0
    shot = suffered = base_shot = base_suffered = 0
    for row in rows:
        before = row["baseline"]["points"]
        deal_gain = deal_table = deal_mine = deal_base = 0.0
        for game in row["games"]:
            seat, points = game["seat"], game["points"]
            others = (sum(points) - points[seat]) / 3
            deal_gain += points[seat] - before[seat]
            deal_table += points[seat] - others
            deal_mine += points[seat]
            deal_base += before[seat]
            alike += game["alike"]
            if game["moon"] is not None:
                shot += game["moon"] == seat
                suffered += game["moon"] != seat
            moon = row["baseline"]["moon"]
            if moon is not None:
                base_shot += moon == seat
                base_suffered += moon != seat
        gains.append(deal_gain / 4)
        table.append(deal_table / 4)
        mine.append(deal_mine / 4)
        theirs.append(deal_base / 4)
    games = 4 * len(rows)
    gain, gain_half = interval(gains)
    diff, diff_half = interval(table)
    mean_mine, half_mine = interval(mine)
    mean_base, half_base = interval(theirs)
    return "\n".join(
        [
            f"{len(rows)} deals, {player} in each seat against three {base}, and four {base}: {games} games "
            f"({alike} played exactly as by {base})",
            f"{player} {mean_mine:.2f} ± {half_mine:.2f} points a deal, {base} in the same seat {mean_base:.2f} ± "
            f"{half_base:.2f}",
            f"{player} - {base} in the same seat: {gain:+.2f} ± {gain_half:.2f} points a deal (95% CI)",
            f"{player} - the three {base} at its table: {diff:+.2f} ± {diff_half:.2f} points a deal (95% CI)",
            f"moons, {player}: shot {shot}, suffered {suffered}; {base} in the same seats: shot {base_shot}, "
            f"suffered {base_suffered}",
        ]
    )


def paired(args: argparse.Namespace) -> None:
    start = time.perf_counter()
    numbers = list(range(args.deals))
    jobs = [(args.player, args.base, numbers[i :: args.jobs], args.seed, not args.hold) for i in range(args.jobs)]
    if args.jobs <= 1:
        rows = _paired_work(jobs[0])
    else:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            rows = [row for part in pool.map(_paired_work, jobs) for row in part]
    rows.sort(key=lambda row: row["deal"])
    if args.save:
        with open(args.save, "a", encoding="utf-8") as out:
            for row in rows:
                out.write(json.dumps(row) + "\n")
    print(paired_report(rows))
    print(f"({time.perf_counter() - start:.0f} s)", flush=True)


def paired_pool(args: argparse.Namespace) -> None:
    """Report on paired runs saved with --save (runs with different seeds add up)."""
    print(paired_report([row for path in args.files for row in read_rows(path)]))


class CompareError(ValueError):
    """Two saved runs that cannot be compared deal by deal."""


Seating = tuple[int, float, str, str]
"""The lone player's points in one game, the others' average, ``shot``, ``suffered``, ``queen`` or ``""``,
and the cards played (``""`` in runs saved before they were kept)."""


def _lone_by_deal(rows: Sequence[dict[str, Any]], name: str) -> tuple[str, dict[tuple[int, int], list[Seating]]]:
    """The lone player's label, and its games by (seed, deal)."""
    label = ""
    games: dict[tuple[int, int], list[Seating]] = {}
    for row in rows:
        labels = list(row["labels"])
        alone = [seat for seat, who in enumerate(labels) if labels.count(who) == 1]
        if len(alone) != 1:
            raise CompareError(
                f"{name}: compare needs one lone player at the table (as in `ismcts`, or `table --seats "
                f"expert,hard,hard,hard`), not {','.join(labels)}."
            )
        seat = alone[0]
        if label and labels[seat] != label:
            raise CompareError(f"{name}: the lone player is {label} in some deals and {labels[seat]} in others.")
        label = labels[seat]
        points = row["points"]
        moon = row["moon"]
        kind = ("queen" if points[seat] >= 13 else "") if moon is None else ("shot" if moon == seat else "suffered")
        seating = (points[seat], (sum(points) - points[seat]) / 3, kind, row.get("cards", ""))
        games.setdefault((row["seed"], row["deal"]), []).append(seating)
    if not games:
        raise CompareError(f"{name}: no results.")
    return label, games


def compare_report(first: Sequence[dict[str, Any]], second: Sequence[dict[str, Any]]) -> str:
    """The lone player of two saved runs, compared on the deals both played (paired by seed and deal).

    "Q♠ taken" counts the games in which the lone player scored 13 points or
    more without a moon (the standard rules, which the benchmarks play).
    """
    runs = [_lone_by_deal(first, "the first run"), _lone_by_deal(second, "the second run")]
    keys = sorted(set(runs[0][1]) & set(runs[1][1]))
    if not keys:
        raise CompareError("The two runs share no deal: run them with the same --seed (and --deals).")
    lines = [f"{len(keys)} deals played in both runs (paired by seed and deal)"]
    lines.append(
        f"{'run: lone player':<24} {'points/deal':>11} {'95% CI':>8} {'others':>7} {'ratio':>6} {'95% CI':>7}"
        f" {'moons shot':>11} {'suffered':>9} {'Q♠ taken':>9} {'games':>6}"
    )
    mine: list[list[float]] = []
    margin: list[list[float]] = []
    for run, (label, games) in zip(("first", "second"), runs, strict=True):
        own = [statistics.fmean(game[0] for game in games[key]) for key in keys]
        others = [statistics.fmean(game[1] for game in games[key]) for key in keys]
        kinds = [game[2] for key in keys for game in games[key]]
        mean, half = interval(own)
        ratio, ratio_half = ratio_interval(own, others)
        lines.append(
            f"{run + ': ' + label:<24} {mean:>11.2f} {'±' + format(half, '.2f'):>8} {statistics.fmean(others):>7.2f}"
            f" {ratio:>5.2f}x {'±' + format(ratio_half, '.2f'):>7} {kinds.count('shot'):>11}"
            f" {kinds.count('suffered'):>9} {kinds.count('queen'):>9} {len(kinds):>6}"
        )
        mine.append(own)
        margin.append([p - o for p, o in zip(own, others, strict=True)])
    pairs = [(a[3], b[3]) for key in keys for a, b in zip(runs[0][1][key], runs[1][1][key], strict=False)]
    if pairs and all(a and b for a, b in pairs):
        alike = sum(a == b for a, b in pairs)
        lines.append(f"games played alike, card for card: {alike} of {len(pairs)}")
    diff, half = interval([a - b for a, b in zip(mine[0], mine[1], strict=True)])
    gap, gap_half = interval([a - b for a, b in zip(margin[0], margin[1], strict=True)])
    lines.append(f"first - second, the lone player's points: {diff:+.2f} ± {half:.2f} a deal (95% CI)")
    lines.append(f"first - second, its points less the others' average: {gap:+.2f} ± {gap_half:.2f} a deal (95% CI)")
    return "\n".join(lines)


def read_rows(spec: str) -> list[dict[str, Any]]:
    """The rows of results saved with --save in ``spec``: a file, or several joined by commas."""
    rows: list[dict[str, Any]] = []
    for path in spec.split(","):
        with open(path, encoding="utf-8") as lines:
            rows.extend(json.loads(line) for line in lines if line.strip())
    return rows


def compare(args: argparse.Namespace) -> None:
    """Report on two runs saved with --save (each a file, or files joined by commas)."""
    if len(args.files) != 2:
        raise SystemExit("compare takes two runs: FIRST.jsonl SECOND.jsonl (several files of a run joined by commas)")
    try:
        print(compare_report(read_rows(args.files[0]), read_rows(args.files[1])))
    except CompareError as error:
        raise SystemExit(str(error)) from None


def speed(args: argparse.Namespace) -> None:
    who = args.player
    result = duplicate((who, "hard", "hard", "hard"), args.deals, args.seed, True, 1)
    plays: list[float] = []
    passes: list[float] = []
    for deal in result.results:
        times = deal.decision_ms.get(who, [])
        # play_deal times the passes first (one per seat of the label, when passing), then the plays.
        n_pass = 0 if deal.deal % 4 == 3 else deal.labels.count(who)
        passes.extend(times[:n_pass])
        plays.extend(times[n_pass:])
    searched = [t for t in plays if t >= 1.0]
    for name, times in (("play", plays), ("play, searched (1 ms or more)", searched), ("pass", passes)):
        if times:
            print(_summary(f"{who} {name}", times))


def _summary(name: str, times: Sequence[float]) -> str:
    ordered = sorted(times)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return (
        f"{name}: {len(times)} decisions, median {statistics.median(times):.1f} ms, "
        f"mean {statistics.fmean(times):.1f} ms, 90th percentile {p90:.1f} ms, max {ordered[-1]:.1f} ms"
    )


BROWSER_PAGE = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Expert timing</title></head>
<body>
<script type="module">
const tasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
const { loadPyodide } = await import("../game/pyodide/pyodide.mjs");
// As the page starts it: Pyodide's JavaScript half is the built site's classic script, the standard library
// its precompiled one, and Python runs on the thread's own stack (stack switching hidden while Pyodide starts).
const createPyodideModule = await new Promise((resolve, reject) => {
  const script = document.createElement("script");
  script.src = "../game/pyodide/pyodide.asm.js";
  script.onload = () => resolve(globalThis._createPyodideModule);
  script.onerror = () => reject(new Error("pyodide.asm.js could not be loaded"));
  document.head.append(script);
});
const stackSwitching = {};
for (const name of ["Suspending", "Suspender", "promising"]) {
  if (name in WebAssembly) {
    stackSwitching[name] = WebAssembly[name];
    delete WebAssembly[name];
  }
}
const pyodide = await loadPyodide({
  indexURL: "../game/pyodide/",
  stdLibURL: "../game/pyodide/python_stdlib_compiled.zip",
  createPyodideModule,
});
Object.assign(WebAssembly, stackSwitching);
pyodide.FS.writeFile("hearts.zip", new Uint8Array(await (await fetch("../game/hearts.zip")).arrayBuffer()));
pyodide.FS.writeFile("expert_timing.py", await (await fetch("./expert_timing.py")).text());
const params = new URLSearchParams(location.search);
pyodide.runPython("import os, sys; sys.path[:0] = [os.path.abspath('hearts.zip'), os.getcwd()]; import expert_timing");
pyodide.globals.set("deals", Number(params.get("deals")));
pyodide.globals.set("seed", Number(params.get("seed")));
const begun = performance.now();
const decisions = await pyodide.runPythonAsync(
  "import json; json.dumps(await expert_timing.measure(deals, seed))"
);
await new Promise((resolve) => setTimeout(resolve, 100)); // the last long task is reported
document.body.dataset.result = JSON.stringify({
  decisions: JSON.parse(decisions),
  tasks: tasks.filter(([start]) => start >= begun).map(([, duration]) => duration),
  python: pyodide.runPython("import sys; sys.version.split()[0]"),
  agent: navigator.userAgent,
});
</script>
</body>
</html>
"""


def browser(args: argparse.Namespace) -> None:
    """Time the Expert's decisions under CPython, then in Chromium on the vendored Pyodide."""
    import asyncio
    import os
    import shutil
    import tempfile

    import expert_timing
    from bench_boot import DIST, load_average
    from chromium_args import CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright
    from serve import start_server

    if not (DIST / "hearts.zip").is_file():
        sys.exit("bench_bots browser: dist/ has no hearts.zip; run ./scripts/build first")
    chromium = shutil.which("chromium")
    if chromium is None:
        sys.exit("bench_bots browser: Debian's chromium is not installed; run ./scripts/setup")

    print(f"start: {load_average()}", flush=True)
    here = asyncio.run(expert_timing.measure(args.deals, args.seed))
    print(f"CPython {sys.version.split()[0]} done: {load_average()}", flush=True)
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "game").symlink_to(DIST, target_is_directory=True)
        (root / "bench").mkdir()
        (root / "bench" / "index.html").write_text(BROWSER_PAGE, encoding="utf-8")
        shutil.copy(Path(__file__).with_name("expert_timing.py"), root / "bench" / "expert_timing.py")
        server, base = start_server(root)
        try:
            with sync_playwright() as playwright:
                chrome = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
                page = chrome.new_page()
                page.goto(f"{base}bench/?deals={args.deals}&seed={args.seed}")
                page.wait_for_function("document.body.dataset.result", timeout=3_600_000, polling=1000)
                found = json.loads(page.evaluate("document.body.dataset.result"))
                chrome.close()
        finally:
            server.shutdown()
    print(f"Chromium (Pyodide, Python {found['python']}) done: {load_average()}", flush=True)
    there = found["decisions"]
    keys = [(d["deal"], d["seating"], d["kind"], d["choices"]) for d in here]
    if keys != [(d["deal"], d["seating"], d["kind"], d["choices"]) for d in there]:
        sys.exit("bench_bots browser: the two runs made different decisions")
    print(f"{args.deals} deals, seed {args.seed}, {os.cpu_count()} cores; {found['agent']}")
    kinds = (("play, all", "play", 1), ("play, more than one card to choose", "play", 2), ("pass", "pass", 0))
    for name, kind, choices in kinds:
        cpython = [d["ms"] for d in here if d["kind"] == kind and d["choices"] >= choices]
        pyodide = [d["ms"] for d in there if d["kind"] == kind and d["choices"] >= choices]
        ratios = [b / a for a, b in zip(cpython, pyodide, strict=True) if a >= 1.0]
        print(_summary(f"  CPython  {name}", cpython))
        print(_summary(f"  browser  {name}", pyodide))
        if ratios:
            print(f"    browser / CPython, decision by decision (1 ms or more): median {statistics.median(ratios):.2f}")
    tasks = found["tasks"]
    longest = max(tasks, default=0.0)
    print(f"main-thread tasks over 50 ms while thinking: {len(tasks)}, longest {longest:.0f} ms")


def pooled(args: argparse.Namespace) -> None:
    """Report on results saved with --save; runs with the same seats pool (deals told apart by seed)."""
    runs: dict[tuple[str, ...], ArenaResult] = {}
    numbers: dict[tuple[tuple[str, ...], int, int], int] = {}
    for path in args.files:
        for row in read_rows(path):
            seats = tuple(row["seats"])
            run = runs.setdefault(seats, ArenaResult(seats, 0))
            deal = numbers.setdefault((seats, row["seed"], row["deal"]), len(numbers))
            run.results.append(
                DealResult(deal, row["rotation"], tuple(row["labels"]), tuple(row["points"]), row["moon"], row["ms"])
            )
    for run in runs.values():
        run.deals = len({result.deal for result in run.results})
        print(report(run))
        print()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "what", choices=["ladder", "ismcts", "table", "paired", "paired-pool", "speed", "browser", "pool", "compare"]
    )
    parser.add_argument("files", nargs="*", help="pool, compare: JSON-lines files written with --save")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--expert-deals", type=int, default=0, help="ladder: deals for Expert against Hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes (the machine has 2 shared cores)")
    parser.add_argument("--save", help="append every seating's result to this JSON-lines file")
    parser.add_argument("--player", default="expert", help="who faces the ISMCTS players (a level, frozen, or random)")
    parser.add_argument("--seats", default="expert,frozen,frozen,frozen", help="table: four players")
    parser.add_argument("--base", default="frozen", help="paired: the player measured against, in the same seat")
    parser.add_argument("--hold", action="store_true", help="table, paired: every deal without passing")
    args = parser.parse_args()
    run = {
        "ladder": ladder,
        "ismcts": ismcts,
        "table": table,
        "paired": paired,
        "paired-pool": paired_pool,
        "speed": speed,
        "browser": browser,
        "pool": pooled,
        "compare": compare,
    }
    run[args.what](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
