"""The puzzle set's finder: real deals' decisions with one clear, teachable answer.

    nice -n 19 .venv/bin/python research/puzzles.py find --deals 5000 --cpu 36000
    .venv/bin/python research/puzzles.py check [--out research/puzzles.jsonl]
    .venv/bin/python research/puzzles.py stats  # per kind and theme; the throughput so far
    nice -n 19 .venv/bin/python research/puzzles.py rate [--seeds 16] [--cpu 3600]  # each level's solves
    .venv/bin/python research/puzzles.py figures  # the rated set per theme and band, each level's share per band
    .venv/bin/python research/puzzles.py ship  # the package's data file: every rated position that replays

``find`` plays deals with :func:`hearts.arena.play_deal` (standard rules, Expert
and Hard players alternating round the table, as ``research/tactics.py`` does)
and looks at every seat's every decision with more than one real choice (a card
to play, or three to pass). A position is kept when its answer is clear and
teachable:

1. **Screen** (cheap): the Expert's own evaluation at its playing budget
   (:func:`tactics.rate` with factor 1 and seed :data:`SCREEN_SEED`; every
   layout of the hidden cards when there are no more than the Expert's samples;
   a pass on the Expert's share of its pass budget). Only a decision whose best
   choice leads the second by at least :data:`SCREEN_LEAD` points goes on.
2. **Reference** (dear): the engine's test of clarity
   (:mod:`hearts.puzzles.clarity`, which your own mistakes pass as well): the
   same evaluation with :data:`FACTOR` times the Expert's samples, twice, with
   two independent seeds (:data:`REFERENCE_SEEDS`; once when every layout is
   tried: it is exact, and a second run is the same). Each run must find the
   same answer: the choices within :data:`ACCEPT` of the best, every other choice at least :data:`GAP`
   points worse by more than three standard errors of the paired difference. A
   position whose choices are all within :data:`GAP`, or whose answer changes
   between the two runs, is dropped.
3. **Facts** (:mod:`hearts.puzzles.making`): the review's evaluation (:func:`hearts.analysis.evaluate`) of the
   position, and for every other choice the review's reason against the answer
   (:func:`hearts.analysis.explain`, from the position as it stood, so no later
   card of the deal leaks into it), stored as data, not sentences.

Each position found is appended to ``research/puzzles.jsonl`` at once (one JSON
object a line, see :func:`puzzle_data`): its id, the game and hand numbers, the
position (:class:`hearts.puzzles.Position`: the hands as dealt, the direction,
the rules, the passes, the plays so far, the seat), the kind, the answer (the
cards of the best group for a play, the equally good passes for a pass), every
choice's gap behind the best and standard error from each reference run, the
facts, the themes decided so far (:func:`hearts.puzzles.themes.themes`) and the rating (``null``:
fitted by a later step). The deals examined are listed, by seed, in
``research/puzzles.progress.json`` with running counts (decisions screened,
sent to the reference, kept; CPU seconds), written after every deal, so a kill
loses at most the deal in hand and a second run goes on from there. ``--cpu``
bounds the run by processor time (a paused process spends none). ``check``
replays every position found and checks its answer is legal; ``ship`` writes
the package's compressed set (``hearts/puzzles/data/puzzles.jsonl.gz``) of
the rated positions (all, or ``--count`` of them, every ``--every``-th, to spread them over more deals), each
with its rating and its themes decided anew.

``rate`` gives each position found its difficulty: every level of computer player (Easy, Medium, Hard, Expert,
at their playing budgets, from the seat's view alone: :func:`tests.helpers.tactics.choose`, as the tactics suite's
``score``) decides it with :data:`SEEDS` seeds (the table's seed for the seat, then seeds drawn from it), and the
solve counts are kept by position in ``research/puzzles.ratings.json`` (written after each position, so a kill
loses one; a second run rates only the positions not yet rated; ``--cpu`` bounds it). The rating is fitted from
the counts by :func:`puzzle_fit.fit` (an item-response model with the levels anchored at fixed ratings, the
posterior's mode under a normal prior) when the set is shipped or shown, so a change of the anchors needs no new
run. The themes are decided by :mod:`hearts.puzzles.themes` (the page's own puzzles use the same rules).

Measured (processor time of the process, at ``nice -n 19`` on the shared machine), the first 179 positions, 16
seeds: the Expert takes 90 ms a decision, Easy, Medium and Hard 0.02 to 0.05 ms (they search nothing), so a
position costs 1.44 s of CPU (the Expert's 16 decisions nearly all of it) and the 1,000-position set about 24
minutes, within the hour asked; the 179 took 10 minutes of the clock. Medium and Hard decide the same whatever the
seed, and the Expert did on 178 of the 179 (its playing budget's samples agree), so more seeds would refine only
Easy's share (it leads a random card); 16 give each puzzle's Easy share to within about 12 points (one standard
error at a half), and doubling them would still fit the hour. ``figures`` prints the tables of
``docs/BENCHMARKS.md``.

Measured on this machine (2 shared cores, one process at ``nice -n 19``,
processor time of the process, so a shared or paused machine does not count),
seed 70, the first 30 deals (``stats`` prints these from the progress file):
1,127 decisions screened (38 a deal; the passes, 3 a deal in the passing
hands, among them), **1.7 decisions screened per CPU second**, every stage
counted (the screen alone: 8 a second), 22 s of CPU a deal; 223 referred
(20 %), 165 kept (74 % of those referred; the others unclear in a run, once
only changed between the runs): **5.5 positions a deal, about 880 positions
per CPU hour**. Of the CPU, timed by stage over the last 19 deals: 2 s a deal
playing it, 4.6 s screening, 15.7 s the reference runs (2.1 s each), 0.6 s the
facts. On the shared machine the run had about a third of a core: some 300
positions an hour of the clock. Passes are seldom kept (4 of 166): the
Expert's shortlist holds passes that differ in one low card, within two points
of each other.

The positions found so far and the deals examined are kept in ``research/found/`` (each run's positions gzipped,
its progress file as it is): to go on, unzip them beside this script (``puzzles.jsonl``, ``puzzles2.jsonl`` and the
progress files) and run ``find`` again with the same ``--seed`` (70, the default, and 2 with ``--out
research/puzzles2.jsonl --progress research/puzzles2.progress.json``); ``rate`` and ``ship`` take the two runs'
positions joined in one file (``--out``).
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import math
import os
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, Final

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # hearts, and tests.helpers for tactics
sys.path.insert(0, str(Path(__file__).resolve().parent))  # tactics

from puzzle_fit import ANCHORS, fit
from tactics import make_bot, rate

from hearts import bots
from hearts.arena import BotPlayer, game_number_for, play_deal
from hearts.bots.base import run_steps
from hearts.cards import Card, format_cards, parse_cards
from hearts.deals import deal_hands
from hearts.puzzles import Position, Puzzle
from hearts.puzzles.clarity import (
    ACCEPT,
    FACTOR,
    GAP,
    Rating,
    groups,
    reference_steps,
    verdict,
)
from hearts.puzzles.making import puzzle_data
from hearts.puzzles.themes import themes
from hearts.round import Round
from hearts.rules import Rules
from hearts.seats import pass_direction_for_hand
from hearts.view import SeatView
from tests.helpers.tactics import choose

HERE: Final = Path(__file__).resolve().parent
OUT: Final = HERE / "puzzles.jsonl"
PROGRESS: Final = HERE / "puzzles.progress.json"
RATINGS: Final = HERE / "puzzles.ratings.json"
SEEDS: Final = 16
"""Each level decides each puzzle this many times (the table's seed, then others drawn from it)."""
BANDS: Final = (1000, 1400, 1800, 2200)
"""Where the figures' rating bands part: below 1000, 1000-1399, 1400-1799, 1800-2199, 2200 and above."""
SHIPPED: Final = HERE.parent / "hearts" / "puzzles" / "data" / "puzzles.jsonl.gz"
SCREEN_LEAD: Final = 1.5
"""The screen sends a decision to the reference when its best choice leads the second by this many points."""
SCREEN_SEED: Final = 0x5C4EE7
_COUNTS: Final = ("deals", "screened", "referred", "kept", "dropped_unclear", "dropped_changed")


# --- the decisions of a deal -----------------------------------------------------------------------


def decisions(final: Round) -> Iterator[Position]:
    """Every decision of the played deal ``final`` with more than one legal choice."""
    rnd = Round([final.dealt_hand(s) for s in range(4)], final.pass_direction, final.rules)
    for seat in rnd.waiting_to_pass:
        yield Position.of_round(rnd, seat)
    for seat in range(4):
        if rnd.phase == "passing":
            rnd.pass_cards(seat, final.passed(seat) or ())
    for card in final.cards_played:
        mover = rnd.to_play
        assert mover is not None
        if len(rnd.legal_plays()) > 1:
            yield Position.of_round(rnd, mover)
        rnd.play(card)


def play_one(game: int, hand: int, deal: int) -> Round:
    """The deal played by Expert and Hard players alternating round the table."""
    levels = ("expert", "hard", "expert", "hard") if deal % 2 else ("hard", "expert", "hard", "expert")
    players = [BotPlayer(level, bots.seed_for(game, hand, seat)) for seat, level in enumerate(levels)]
    return play_deal(deal_hands(game, hand), pass_direction_for_hand(hand), players, Rules())


# --- the verdict -----------------------------------------------------------------------------------


def lead(rating: Rating) -> float:
    """How far the second-best choice trails the best."""
    gaps = sorted(rating.behind)
    return gaps[1] if len(gaps) > 1 else 0.0


def screen(view: SeatView) -> Rating:
    """The Expert's own evaluation at its playing budget (the cheap first look)."""
    return rate(view, 1, SCREEN_SEED, least=0)


def reference(view: SeatView, factor: int = FACTOR) -> list[Rating]:
    """The reference runs of the engine's test of clarity (:func:`hearts.puzzles.clarity.reference_steps`)."""
    return run_steps(reference_steps(view, factor))


# --- the run ---------------------------------------------------------------------------------------


def _load_progress(path: Path) -> dict[str, Any]:
    if path.is_file():
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return data
    return {"done": {}, "counts": dict.fromkeys(_COUNTS, 0) | {"cpu": 0.0}}


def _save_progress(path: Path, progress: dict[str, Any]) -> None:
    scratch = path.with_suffix(".tmp")
    scratch.write_text(json.dumps(progress) + "\n", encoding="utf-8")
    os.replace(scratch, path)


def _count(counts: dict[str, float], name: str, kind: str, amount: float = 1) -> None:
    """Add to a running count, and to its share for passes (``name_pass``)."""
    counts[name] = counts.get(name, 0) + amount
    if kind == "pass":
        counts[f"{name}_pass"] = counts.get(f"{name}_pass", 0) + amount


def examine(game: int, hand: int, deal: int, counts: dict[str, float], out: Path, written: set[str]) -> int:
    """Screen every decision of one deal, refer the promising ones, append the clear ones to ``out``.

    A position already ``written`` (the deal was cut short by a kill) is counted as kept, not rated again.

    ``counts`` gains the decisions screened, referred, kept and dropped (and the share of passes in each), and the
    CPU seconds of each stage (``cpu_screen``, ``cpu_reference``, ``cpu_facts``).
    """
    final = play_one(game, hand, deal)
    kept = 0
    for position in decisions(final):
        view = position.view()
        kind = position.kind
        if view.phase == "playing" and len(set(groups(view).values())) < 2:
            continue  # every legal card is equivalent: no choice
        ident = f"{game}/{hand}/{position.seat}/{kind}/{len(parse_cards(position.plays))}"
        if ident in written:
            for name in ("screened", "referred", "kept"):
                _count(counts, name, kind)
            continue
        clock = time.process_time()
        _count(counts, "screened", kind)
        promising = lead(screen(view)) >= SCREEN_LEAD
        _count(counts, "cpu_screen", kind, time.process_time() - clock)
        if not promising:
            continue
        clock = time.process_time()
        _count(counts, "referred", kind)
        runs = reference(view)
        answer = verdict(runs)
        _count(counts, "cpu_reference", kind, time.process_time() - clock)
        if answer is None:
            found = [run.answers(ACCEPT, GAP) for run in runs]
            changed = None not in found and len(set(found)) > 1
            _count(counts, "dropped_changed" if changed else "dropped_unclear", kind)
            continue
        clock = time.process_time()
        data = puzzle_data(ident, game, hand, position, view, runs, answer)
        with out.open("a", encoding="utf-8") as lines:
            lines.write(json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n")
        written.add(ident)
        _count(counts, "kept", kind)
        _count(counts, "cpu_facts", kind, time.process_time() - clock)
        kept += 1
    return kept


def find(args: argparse.Namespace) -> None:
    """Examine deals 0 .. deals - 1 of the seed not yet done (bounded by ``--cpu``; resumable)."""
    progress = _load_progress(args.progress)
    done = set(progress["done"].get(str(args.seed), []))
    counts: dict[str, float] = progress["counts"]
    written: set[str] = set()
    if args.out.is_file():
        written = {str(data["id"]) for data in read(args.out)}
        if not args.out.read_bytes().endswith(b"\n"):
            with args.out.open("a", encoding="utf-8") as lines:
                lines.write("\n")  # a line cut short by a kill stays alone on its line
    start = time.process_time()
    for deal in range(args.deals):
        if deal in done:
            continue
        before = time.process_time()
        game = game_number_for(args.seed, deal)
        kept = examine(game, deal % 4, deal, counts, args.out, written)
        done.add(deal)
        counts["deals"] += 1
        counts["cpu"] += time.process_time() - before
        progress["done"][str(args.seed)] = sorted(done)
        _save_progress(args.progress, progress)
        spent = time.process_time() - start
        rate_line = f"{counts['screened'] / max(counts['cpu'], 1e-9):.1f} screened/s"
        hourly = f"{3600 * counts['kept'] / max(counts['cpu'], 1e-9):.0f} kept/CPU-hour"
        print(
            f"deal {deal}: kept {kept}; total {int(counts['kept'])} of {int(counts['referred'])} referred, "
            f"{int(counts['screened'])} screened ({rate_line}, {hourly}; {spent:.0f} s CPU this run)",
            flush=True,
        )
        if args.cpu and spent > args.cpu:
            break


def read(path: Path) -> list[dict[str, Any]]:
    """The positions found so far (a line cut short by a kill is left out, with a word on stderr)."""
    found = []
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                found.append(json.loads(line))
            except json.JSONDecodeError:
                print(f"{path}:{number}: not a whole line, left out", file=sys.stderr)
    return found


def legal(data: dict[str, Any]) -> bool:
    """Whether the position replays and each of its answers is a legal choice there."""
    try:
        view = Position.from_data(data["position"]).view()
    except ValueError:
        return False
    for name in data["answer"]:
        cards = parse_cards(name)
        if data["kind"] == "play" and not (len(cards) == 1 and cards[0] in view.legal_plays):
            return False
        if data["kind"] == "pass" and not (len(set(cards)) == view.rules.pass_count and set(cards) <= set(view.hand)):
            return False
    return True


def check(args: argparse.Namespace) -> None:
    """Replay every position found and check that its answer is a legal choice there."""
    found = read(args.out)
    for data in found:
        assert legal(data), data["id"]
        print(f"{data['id']}: {data['kind']} {data['answer']} {data['themes']}")
    print(f"{len(found)} positions replay, every answer legal")


def stats(args: argparse.Namespace) -> None:
    """The positions found, per kind and per theme, and the run's throughput from the progress file's counts."""
    found = read(args.out)
    kinds = Counter(str(data["kind"]) for data in found)
    themed = Counter(str(theme) for data in found for theme in data["themes"])
    print(f"{len(found)} positions: " + ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items())))
    print("themes: " + ", ".join(f"{theme} {n}" for theme, n in themed.most_common()))
    print(f"no theme yet: {sum(not data['themes'] for data in found)}")
    counts = _load_progress(args.progress)["counts"]
    cpu = max(float(counts.get("cpu", 0.0)), 1e-9)
    print(
        f"{int(counts['deals'])} deals, {cpu:.0f} s CPU: {counts['screened'] / cpu:.2f} decisions screened a CPU "
        f"second, {int(counts['referred'])} referred, {int(counts['kept'])} kept "
        f"({3600 * counts['kept'] / cpu:.0f} a CPU hour, {counts['kept'] / max(counts['deals'], 1):.1f} a deal)"
    )
    stages = {name: counts.get(name, 0.0) for name in ("cpu_screen", "cpu_reference", "cpu_facts")}
    print("CPU by stage since it was counted: " + ", ".join(f"{k} {v:.0f} s" for k, v in stages.items()))


def ship(args: argparse.Namespace) -> None:
    """Write the package's compressed set: the rated positions that pass :func:`legal`, themes decided anew.

    ``--count`` keeps that many of them (every ``--every``-th, at least two passes among them; 0 for all).
    """
    every = [data for data in rated(args.out, args.ratings) if legal(data)]
    found = every[:: args.every][: args.count or None]
    wanted = max(0, 2 - sum(data["kind"] == "pass" for data in found))
    passes = [data for data in every if data["kind"] == "pass" and data not in found][:wanted]
    found = found[: len(found) - len(passes)] + passes  # both kinds, so the set's readers meet a pass too
    for data in found:
        data["themes"] = _themes(data)
        del data["solves"]
    text = "".join(json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n" for data in found)
    args.to.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    print(f"{len(found)} positions to {args.to}")


# --- the ratings -----------------------------------------------------------------------------------


def solve_counts(puzzle: Puzzle, seeds: int, cpu: dict[str, float]) -> dict[str, list[int]]:
    """Each level's ``[solved, trials]`` on ``puzzle`` over ``seeds`` seeds (its CPU seconds added to ``cpu``)."""
    view = puzzle.view()
    counts: dict[str, list[int]] = {}
    for level in ANCHORS:
        clock = time.process_time()
        solved = 0
        for trial in range(seeds):
            chosen = choose(level, puzzle, view, trial, make_bot)
            name = chosen.code if isinstance(chosen, Card) else format_cards(sorted(chosen))
            solved += name in puzzle.answer
        cpu[level] = cpu.get(level, 0.0) + time.process_time() - clock
        counts[level] = [solved, seeds]
    return counts


def _load_ratings(path: Path) -> dict[str, Any]:
    if path.is_file():
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return data
    return {"counts": {}, "cpu": {}, "decisions": {}}


def rate_set(args: argparse.Namespace) -> None:
    """Decide every position found not yet rated with every level, ``--seeds`` times (bounded by ``--cpu``)."""
    ratings = _load_ratings(args.ratings)
    counts: dict[str, dict[str, list[int]]] = ratings["counts"]
    cpu: dict[str, float] = ratings["cpu"]
    decided: dict[str, int] = ratings["decisions"]
    start = time.process_time()
    for data in read(args.out):
        if data["id"] in counts and all(pair[1] >= args.seeds for pair in counts[data["id"]].values()):
            continue
        counts[data["id"]] = solve_counts(Puzzle.from_data(data), args.seeds, cpu)
        for level in ANCHORS:
            decided[level] = decided.get(level, 0) + args.seeds
        _save_progress(args.ratings, ratings)
        line = " ".join(f"{level} {pair[0]}/{pair[1]}" for level, pair in counts[data["id"]].items())
        print(f"{data['id']}: {line} -> {fit(_pairs(counts[data['id']])):.0f}", flush=True)
        if args.cpu and time.process_time() - start > args.cpu:
            break
    per = ", ".join(f"{level} {1000 * cpu[level] / max(decided[level], 1):.2f} ms" for level in cpu)
    print(f"{len(counts)} rated; CPU a decision: {per}")


def _pairs(counts: dict[str, list[int]]) -> dict[str, tuple[int, int]]:
    return {level: (int(pair[0]), int(pair[1])) for level, pair in counts.items()}


def rated(out: Path, ratings: Path) -> list[dict[str, Any]]:
    """The positions found that are rated, each with its ``rating`` fitted from the solve counts."""
    counts = _load_ratings(ratings)["counts"]
    found = []
    for data in read(out):
        if data["id"] in counts:
            data["rating"] = round(fit(_pairs(counts[data["id"]])))
            data["solves"] = counts[data["id"]]
            found.append(data)
    return found


def band_of(rating: float) -> str:
    """The name of the band :data:`BANDS` puts ``rating`` in."""
    if rating < BANDS[0]:
        return f"<{BANDS[0]}"
    for low, high in itertools.pairwise(BANDS):
        if rating < high:
            return f"{low}-{high - 1}"
    return f">={BANDS[-1]}"


def wilson(hits: float, total: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a share ``hits / total``."""
    if total == 0:
        return (0.0, 1.0)
    share = hits / total
    middle = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return (max(0.0, middle - half), min(1.0, middle + half))


def _ranks(values: Sequence[float]) -> list[float]:
    """Each value's rank (1 for the least), ties sharing their mean rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for i in order[start : end + 1]:
            ranks[i] = (start + end) / 2 + 1
        start = end + 1
    return ranks


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Spearman's rank correlation of ``xs`` and ``ys`` (0 when either is constant)."""
    rx, ry = _ranks(xs), _ranks(ys)
    if len(set(rx)) < 2 or len(set(ry)) < 2:
        return 0.0
    return statistics.correlation(rx, ry)


def figures(args: argparse.Namespace) -> None:
    """The rated set's size per theme and per band, each level's share solved per band, the CPU a decision.

    A level's share in a band is the mean over the band's puzzles of the share of seeds that solved each; its 95 %
    interval is Wilson's over the puzzles, a puzzle counted solved when most seeds solved it (the seeds of one
    puzzle are not independent trials, the puzzles are).
    """
    found = rated(args.out, args.ratings)
    by_band: dict[str, list[dict[str, Any]]] = {}
    for data in sorted(found, key=lambda d: float(d["rating"])):
        by_band.setdefault(band_of(float(data["rating"])), []).append(data)
    themed: dict[str, Counter[str]] = {}
    for data in found:
        for theme in _themes(data) or ["(none)"]:
            themed.setdefault(theme, Counter())[band_of(float(data["rating"]))] += 1
    print(f"{len(found)} rated positions\n")
    print("| theme | all | " + " | ".join(by_band) + " |\n|---|---:|" + "---:|" * len(by_band))
    for theme, bands in sorted(themed.items(), key=lambda item: -item[1].total()):
        print(f"| {theme} | {bands.total()} | " + " | ".join(str(bands[band]) for band in by_band) + " |")
    print("\n| band | puzzles | " + " | ".join(ANCHORS) + " |\n|---|---:|" + "---:|" * len(ANCHORS))
    for band, group in [*by_band.items(), ("all", found)]:
        cells = []
        for level in ANCHORS:
            share = statistics.fmean(d["solves"][level][0] / d["solves"][level][1] for d in group)
            mostly = sum(2 * d["solves"][level][0] > d["solves"][level][1] for d in group)
            low, high = wilson(mostly, len(group))
            cells.append(f"{100 * share:.0f} % ({100 * low:.0f}-{100 * high:.0f})")
        print(f"| {band} | {len(group)} | " + " | ".join(cells) + " |")
    for level in ANCHORS:
        shares = [d["solves"][level][0] / d["solves"][level][1] for d in found]
        rho = spearman([float(d["rating"]) for d in found], shares)
        print(f"{level}: rank correlation of its share with the rating {rho:+.2f}")
    ratings = _load_ratings(args.ratings)
    cpu, decided = ratings["cpu"], ratings["decisions"]
    per = ", ".join(f"{level} {1000 * cpu[level] / max(decided[level], 1):.2f} ms" for level in cpu)
    whole = sum(cpu.values()) / max(len(ratings["counts"]), 1)
    print(f"\nCPU a decision: {per}; a position {whole:.2f} s; 1,000 positions {1000 * whole / 60:.0f} min")


def _themes(data: dict[str, Any]) -> list[str]:
    """The themes of a position found, decided anew by today's rules."""
    view = Position.from_data(data["position"]).view()
    return themes(view, data["kind"], data["facts"], data["answer"], data["values"])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="what", required=True)
    finder = sub.add_parser("find", help="add positions to the set (resumable)")
    finder.add_argument("--deals", type=int, default=200, help="examine deals 0 .. deals - 1 (those not done yet)")
    finder.add_argument("--seed", type=int, default=70, help="which numbered deals (as in the arena)")
    finder.add_argument("--cpu", type=float, default=0, help="stop after this many seconds of CPU")
    finder.add_argument("--out", type=Path, default=OUT)
    finder.add_argument("--progress", type=Path, default=PROGRESS, help="the deals examined so far, by seed")
    checker = sub.add_parser("check", help="replay every position found; check its answer is legal")
    checker.add_argument("--out", type=Path, default=OUT)
    reporter = sub.add_parser("stats", help="the positions found per kind and theme, and the throughput")
    reporter.add_argument("--out", type=Path, default=OUT)
    reporter.add_argument("--progress", type=Path, default=PROGRESS)
    rater = sub.add_parser("rate", help="decide every position with every level, several seeds (resumable)")
    rater.add_argument("--seeds", type=int, default=SEEDS)
    rater.add_argument("--cpu", type=float, default=0, help="stop after this many seconds of CPU")
    rater.add_argument("--out", type=Path, default=OUT)
    rater.add_argument("--ratings", type=Path, default=RATINGS, help="each position's solve counts per level")
    shower = sub.add_parser("figures", help="the rated set per theme and band; each level's share per band")
    shower.add_argument("--out", type=Path, default=OUT)
    shower.add_argument("--ratings", type=Path, default=RATINGS)
    shipper = sub.add_parser("ship", help="write the package's compressed set")
    shipper.add_argument("--count", type=int, default=0, help="ship this many (0: every rated position)")
    shipper.add_argument("--every", type=int, default=1, help="take every n-th position found (spread over more deals)")
    shipper.add_argument("--out", type=Path, default=OUT)
    shipper.add_argument("--ratings", type=Path, default=RATINGS)
    shipper.add_argument("--to", type=Path, default=SHIPPED)
    args = parser.parse_args(argv)
    commands = {"find": find, "check": check, "stats": stats, "rate": rate_set, "figures": figures, "ship": ship}
    commands[args.what](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
