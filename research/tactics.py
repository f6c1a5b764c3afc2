"""The tactics suite's finder and reference search: where its positions and their answers come from.

    .venv/bin/python research/tactics.py score [--levels easy,medium,hard,expert,frozen] [--seeds 30]
    nice -n 10 .venv/bin/python research/tactics.py find --deals 400 --per-theme 30
    nice -n 10 .venv/bin/python research/tactics.py rerate moon_stop [--keys 25198051/1/0/39 ...]

The suite itself (``tests/data/tactics.jsonl``: its positions, their themes and
how a choice is scored) is read by ``tests/helpers/tactics.py``. A position's
answer is the card or cards (or, for a pass, the three-card passes) that the
reference search rates best: the Expert's own evaluation (every candidate
played out over deals consistent with the view, finished by the rules of thumb;
where another seat has taken every point card so far, also with that seat going
for the moon, weighted as the Expert samples the two) with ``FACTOR`` times its
samples, or over every possible layout of the hidden cards when there are few
enough of them (:mod:`hearts.puzzles.clarity`, the engine's test of clarity, with
the frozen Expert's pass raced too). A position is kept only when the answer is
clear: every other card rates at least ``REJECT`` points worse, and by more than
three standard errors of the paired difference.

``find`` plays deals with :func:`hearts.arena.play_deal` (Expert and Hard
players alternating round the table) and examines the views of every seat; it
is bounded (``--deals``, ``--per-theme``, ``--cpu``) and resumable: the deals
already examined are listed, by seed, in a progress file
(``research/tactics.progress.json``), and a second run goes on from there. ``score``
reports every level's share of solved positions, per theme; ``frozen`` is the
Expert as it stood before its Q♠ rule and finalists (:mod:`frozen_expert`).
With ``--seeds N`` each position is decided N times (the table's seed, then
N - 1 seeds drawn from it), so a searching level's score depends less on the
luck of one seed. ``rerate`` rates a theme's positions again after a change to
the Expert's evaluation (``--keys``: only those whose reference it changes).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Final

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # hearts, and the suite's reader in tests/
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))  # frozen_expert

from hearts import bots
from hearts.arena import BotPlayer, game_number_for, play_deal
from hearts.bots.base import run_steps
from hearts.cards import Card, format_cards, mask_of, parse_cards
from hearts.deals import deal_hands
from hearts.puzzles.clarity import PASS_LEAST, Rating, rate_play_steps
from hearts.puzzles.clarity import rate as clarity_rate
from hearts.puzzles.themes import themes_of
from hearts.round import Round
from hearts.rules import Rules
from hearts.seats import pass_direction_for_hand
from hearts.view import SeatView
from tests.helpers.tactics import SUITE, THEMES, Tactic, choose, load, scores

PROGRESS: Final = Path(__file__).resolve().parent / "tactics.progress.json"
"""The deals ``find`` has examined, by seed."""
FACTOR: Final = 50
"""The reference search's samples, as a multiple of the Expert's."""
REJECT: Final = 0.3
"""Every other card must rate at least this many points worse (and by three standard errors)."""
LEVELS: Final = (*bots.LEVELS, "frozen")
_SEED: Final = 0x7AC71C5


# --- the reference search -------------------------------------------------------------------------


def rate_play(view: SeatView, factor: int = FACTOR, seed: int = _SEED) -> Rating:
    """The Expert's evaluation of each candidate card with ``factor`` times its samples (or every layout)."""
    return run_steps(rate_play_steps(view, factor, seed))


def rate(view: SeatView, factor: int = FACTOR, seed: int = _SEED, least: int = PASS_LEAST) -> Rating:
    """The reference evaluation (:func:`hearts.puzzles.clarity.rate`), a pass raced against the frozen Expert's
    pass as well as each level's."""
    extra = [mask_of(make_bot("frozen", _seed(view)).choose_pass(view))] if view.phase == "passing" else []
    return clarity_rate(view, factor, seed, least, extra)


# --- finding positions ----------------------------------------------------------------------------


def _seed(view: SeatView) -> int:
    return bots.seed_for(1, 0, view.seat)


class _Scout:
    """An arena player that notes the decisions of the themes before making them."""

    def __init__(self, level: str, seed: int, where: tuple[int, int], seen: list[tuple[str, Tactic]]) -> None:
        self.label = level
        self.player = BotPlayer(level, seed)
        self.where = where
        self.seen = seen

    def _note(self, rnd: Round, seat: int, game: int, hand: int) -> None:
        view = rnd.view(seat)
        for theme in themes_of(view):
            passes = None
            if theme != "pass" and rnd.pass_direction != "hold":
                passes = tuple(format_cards(rnd.passed(s) or ()) for s in range(4))
            plays = format_cards(rnd.cards_played) if theme != "pass" else ""
            self.seen.append((theme, Tactic(theme, game, hand, seat, passes, plays, (), "", {})))

    def choose_pass(self, rnd: Round, seat: int) -> Sequence[Card]:
        self._note(rnd, seat, *self.where)
        return self.player.choose_pass(rnd, seat)

    def choose_play(self, rnd: Round, seat: int) -> Card:
        self._note(rnd, seat, *self.where)
        return self.player.choose_play(rnd, seat)

    def observe(self, rnd: Round, seat: int, card: Card) -> None:
        return None


def make_bot(level: str, seed: int) -> bots.Bot:
    """A bot of ``level`` (``frozen``: the frozen Expert of the benchmarks)."""
    if level == "frozen":
        from frozen_expert import FrozenExpert

        return FrozenExpert(seed)
    return bots.create(level, seed)


def find(args: argparse.Namespace) -> None:
    """Play deals, rate the decisions of each theme, keep the clear ones (bounded and resumable)."""
    suite = load(args.suite)
    keys = {t.key for t in suite}
    count = {theme: sum(t.theme == theme for t in suite) for theme in THEMES}
    progress_path = Path(args.progress)
    progress: dict[str, list[int]] = {}
    if progress_path.is_file():
        progress = json.loads(progress_path.read_text(encoding="utf-8"))
    done = set(progress.get(str(args.seed), []))
    per_deal = {"queen": 1, "moon_stop": 4, "moon_shoot": 2, "duck": 1, "pass": 1}
    start = time.process_time()
    for deal in range(args.deals):
        if all(count[t] >= args.per_theme for t in THEMES):
            break
        if deal in done:
            continue
        game = game_number_for(args.seed, deal)
        hand = deal % 4
        seen: list[tuple[str, Tactic]] = []
        levels = ("expert", "hard", "expert", "hard") if deal % 2 else ("hard", "expert", "hard", "expert")
        players = [
            _Scout(level, bots.seed_for(game, hand, seat), (game, hand), seen) for seat, level in enumerate(levels)
        ]
        play_deal(deal_hands(game, hand), pass_direction_for_hand(hand), players, Rules())
        taken = {theme: 0 for theme in THEMES}
        # Late decisions first within a theme: they are the sharpest and the cheapest to rate exhaustively.
        for theme, tactic in sorted(seen, key=lambda item: -len(item[1].plays)):
            if count[theme] >= args.per_theme or taken[theme] >= per_deal[theme] or tactic.key in keys:
                continue
            if theme == "duck" and len(parse_cards(tactic.plays)) < 24:
                continue
            taken[theme] += 1
            view = tactic.view()
            rating = rate(view, args.factor)
            answers = rating.answers(reject=REJECT)
            if answers is None:
                continue
            values = dict(zip(rating.names, rating.behind, strict=True))
            kept = dataclasses.replace(tactic, answers=answers, method=rating.method, values=values)
            suite.append(kept)
            keys.add(kept.key)
            count[theme] += 1
            with open(args.suite, "a", encoding="utf-8") as out:
                out.write(kept.line())
        done.add(deal)
        progress[str(args.seed)] = sorted(done)
        progress_path.write_text(json.dumps(progress) + "\n", encoding="utf-8")
        spent = time.process_time() - start
        print(f"deal {deal}: {dict(count)} ({spent:.0f} s CPU)", flush=True)
        if args.cpu and spent > args.cpu:
            break


def rerate(args: argparse.Namespace) -> None:
    """Rate a theme's positions again with the reference as it is now; keep the clear ones, with their answers."""
    suite = load(args.suite)
    kept: list[Tactic] = []
    only = set(args.keys or ())
    unknown = only - {tactic.key for tactic in suite if tactic.theme == args.theme}
    if unknown:
        sys.exit(f"tactics rerate: no {args.theme} position {', '.join(sorted(unknown))} in {args.suite}")
    for tactic in suite:
        if tactic.theme != args.theme or (only and tactic.key not in only):
            kept.append(tactic)
            continue
        rating = rate(tactic.view(), args.factor)
        answers = rating.answers(reject=REJECT)
        values = dict(zip(rating.names, rating.behind, strict=True))
        shown = {name: round(value, 2) for name, value in values.items()}
        if answers is None:
            print(f"dropped {tactic.key}: was {tactic.answers}, now unclear {shown}", flush=True)
            continue
        if answers != tactic.answers:
            print(f"changed {tactic.key}: was {tactic.answers}, now {answers} {shown}", flush=True)
        kept.append(dataclasses.replace(tactic, answers=answers, method=rating.method, values=values))
    with open(args.suite, "w", encoding="utf-8") as out:
        for tactic in kept:
            out.write(tactic.line())


# --- scoring --------------------------------------------------------------------------------------


def score(args: argparse.Namespace) -> None:
    suite = load(args.suite)
    levels = [name.strip() for name in args.levels.split(",")]
    print(f"{len(suite)} positions: " + ", ".join(f"{t} {sum(x.theme == t for x in suite)}" for t in THEMES))
    header = f"{'level':<8}" + "".join(f"{t:>15}" for t in (*THEMES, "all"))
    print(header)
    for level in levels:
        start = time.process_time()
        result = scores(level, suite, args.seeds, make_bot)
        cells = []
        for name in (*THEMES, "all"):
            got, total = result.get(name, (0, 0))
            cells.append(f"{got}/{total} {100 * got / total:.0f}%" if total else "-")
        print(f"{level:<8}" + "".join(f"{c:>15}" for c in cells) + f"   ({time.process_time() - start:.0f} s)")
        if args.misses and level == levels[-1]:
            for tactic in suite:
                chosen = choose(level, tactic, tactic.view(), make=make_bot)
                if not tactic.solved_by(chosen):
                    shown = chosen.code if isinstance(chosen, Card) else format_cards(sorted(chosen))
                    print(
                        f"  miss {tactic.theme} {tactic.key}: chose {shown}, answers {tactic.answers} {tactic.values}"
                    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="what", required=True)
    finder = sub.add_parser("find", help="add positions to the suite (resumable)")
    finder.add_argument("--deals", type=int, default=200, help="examine deals 0 .. deals - 1 (those not done yet)")
    finder.add_argument("--per-theme", type=int, default=24, help="stop a theme at this many positions")
    finder.add_argument("--seed", type=int, default=25, help="which numbered deals (as in the arena)")
    finder.add_argument("--factor", type=int, default=FACTOR, help="the reference search's samples over the Expert's")
    finder.add_argument("--cpu", type=float, default=0, help="stop after this many seconds of CPU")
    finder.add_argument("--suite", type=Path, default=SUITE)
    finder.add_argument("--progress", type=Path, default=PROGRESS, help="the deals examined so far, by seed")
    scorer = sub.add_parser("score", help="every level's score per theme")
    scorer.add_argument("--levels", default=",".join(LEVELS))
    scorer.add_argument("--misses", action="store_true", help="list the last level's misses")
    scorer.add_argument(
        "--seeds", type=int, default=1, help="decide each position with this many seeds (the table's first)"
    )
    scorer.add_argument("--suite", type=Path, default=SUITE)
    rerater = sub.add_parser("rerate", help="rate one theme's positions again (after a change to the evaluation)")
    rerater.add_argument("theme", choices=THEMES)
    rerater.add_argument("--factor", type=int, default=FACTOR, help="the reference search's samples over the Expert's")
    rerater.add_argument("--keys", nargs="+", metavar="KEY", help="only these positions (game/hand/seat/cards played)")
    rerater.add_argument("--suite", type=Path, default=SUITE)
    args = parser.parse_args(argv)
    {"find": find, "score": score, "rerate": rerate}[args.what](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
