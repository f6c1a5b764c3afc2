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
enough of them. A position is kept only when the answer is clear: every other
card rates at least ``REJECT`` points worse, and by more than three standard
errors of the paired difference.

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
import itertools
import json
import math
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Final

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # hearts, and the suite's reader in tests/
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))  # frozen_expert

from hearts import bots
from hearts.arena import BotPlayer, game_number_for, play_deal
from hearts.bots.hard import hard_pass
from hearts.bots.knowledge import Knowledge
from hearts.bots.policy import POINTS, QS, QS_INDEX
from hearts.bots.rng import Rng, decision_seed, mix
from hearts.bots.sampling import Sampler
from hearts.bots.search import (
    PASS_BUDGET,
    RUNNER_EVERY,
    pass_candidates,
    play_samples,
    play_setup,
    runner_deal,
    runner_strength,
)
from hearts.bots.sim import NO_GUARD, Guard, Position, playout, shooters, utility
from hearts.cards import CARDS, HEARTS_MASK, SUIT_MASKS, Card, format_cards, mask_of, parse_cards
from hearts.deals import deal_hands
from hearts.round import Round
from hearts.rules import Rules
from hearts.seats import pass_direction_for_hand, pass_target
from hearts.view import SeatView
from tests.helpers.tactics import ACCEPT, SUITE, THEMES, Tactic, choose, load, scores

PROGRESS: Final = Path(__file__).resolve().parent / "tactics.progress.json"
"""The deals ``find`` has examined, by seed."""
FACTOR: Final = 50
"""The reference search's samples, as a multiple of the Expert's."""
REJECT: Final = 0.3
"""Every other card must rate at least this many points worse (and by three standard errors)."""
EXHAUSTIVE_LAYOUTS: Final = 20_000
"""Try every layout of the hidden cards when there are at most this many (and no more than the samples)."""
PASS_LEAST: Final = 1000
"""The reference search plays each pass on at least this many deals."""
LEVELS: Final = (*bots.LEVELS, "frozen")
SPADES: Final = SUIT_MASKS[2]
KS_AS: Final = QS << 1 | QS << 2
_SEED: Final = 0x7AC71C5


# --- the reference search -------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class Rating:
    """The reference search's verdict: each option's mean against the best, with its standard error."""

    names: list[str]
    behind: list[float]
    errors: list[float]
    method: str

    def answers(self, accept: float = ACCEPT, reject: float = REJECT) -> tuple[str, ...] | None:
        """The options rated best, or ``None`` when the verdict is unclear (or every option is as good).

        The best are those within ``accept`` points of the best; every other option must rate at least
        ``reject`` points worse, and by more than three standard errors.
        """
        accepted = [name for name, gap in zip(self.names, self.behind, strict=True) if gap <= accept]
        for gap, error in zip(self.behind, self.errors, strict=True):
            if gap > accept and (gap < reject or gap < 3 * error):
                return None
        if len(accepted) == len(self.names):
            return None
        return tuple(accepted)


def _rate(names: list[str], rows: list[list[float]], method: str) -> Rating:
    """Ratings from one row of utilities per sampled deal (one column per option; lower is better)."""
    count = len(rows)
    means = [statistics.fmean(row[i] for row in rows) for i in range(len(names))]
    best = min(range(len(names)), key=lambda i: means[i])
    behind: list[float] = []
    errors: list[float] = []
    for i in range(len(names)):
        diffs = [row[i] - row[best] for row in rows]
        behind.append(statistics.fmean(diffs))
        errors.append(statistics.stdev(diffs) / math.sqrt(count) if count > 1 and i != best else 0.0)
    return Rating(names, behind, errors, method)


def _layouts(k: Knowledge, limit: int) -> list[list[int]] | None:
    """Every layout of the hidden cards consistent with ``k`` (``None`` if there could be more than ``limit``)."""
    me = k.seat
    others = [s for s in range(4) if s != me]
    known_all = 0
    for seat in others:
        known_all |= k.known[seat]
    pool = [i for i in range(52) if (k.unseen & ~known_all) >> i & 1]
    base = [0, 0, 0, 0]
    base[me] = k.hand
    caps = []
    for seat in others:
        base[seat] = k.known[seat] & k.unseen
        caps.append(k.counts[seat] - base[seat].bit_count())
    bound = math.factorial(len(pool)) // math.prod(math.factorial(c) for c in caps)
    if bound > limit:
        return None
    found: list[list[int]] = []
    first, second, third = others
    for one in itertools.combinations(pool, caps[0]):
        if any(k.excluded[first] >> c & 1 for c in one):
            continue
        rest = [c for c in pool if c not in one]
        for two in itertools.combinations(rest, caps[1]):
            if any(k.excluded[second] >> c & 1 for c in two):
                continue
            three = [c for c in rest if c not in two]
            if any(k.excluded[third] >> c & 1 for c in three):
                continue
            hands = list(base)
            for seat, cards in ((first, one), (second, two), (third, three)):
                for c in cards:
                    hands[seat] |= 1 << c
            found.append(hands)
    return found


def groups(view: SeatView) -> dict[int, int]:
    """Each legal card's group of equivalent cards, named by the card the Expert would try for it."""
    return {index: group[0] for group in play_setup(view).groups for index in group}


def rate_play(view: SeatView, factor: int = FACTOR, seed: int = _SEED) -> Rating:
    """The Expert's evaluation of each candidate card with ``factor`` times its samples (or every layout).

    ``seed`` draws the sampled deals (a layout of every hidden card is the same whatever the seed).
    """
    setup = play_setup(view)
    k = setup.knowledge
    candidates = setup.candidates
    me = k.seat
    pos = setup.position
    target = factor * play_samples(setup)
    layouts = _layouts(k, min(target, EXHAUSTIVE_LAYOUTS))
    if layouts is not None:
        deals: Iterator[list[int]] = iter(layouts)
        method = f"all {len(layouts)} layouts"
    else:
        sampler = Sampler(k)
        rng = Rng(decision_seed(seed, view))
        deals = (sampler.sample(rng) for _ in range(target))
        method = f"sampled {target}"
    voids = k.shown_voids
    runner = setup.runner
    runner_deals: Iterator[list[int]] = iter(())
    if runner >= 0:
        # The runner's world is dealt as the Expert deals it: a runner that would make the moon but for this seat.
        strong = runner_strength(k, runner)
        if layouts is not None:
            runner_deals = itertools.cycle([hands for hands in layouts if strong(hands[runner])] or layouts)
        else:
            runner_sampler = Sampler(k)
            runner_rng = Rng(mix(decision_seed(seed, view), runner))
            runner_deals = (runner_deal(runner_sampler, runner_rng, runner, strong) for _ in itertools.count())
    rows: list[list[float]] = []
    for hands in deals:
        worlds: list[tuple[list[int], list[bool], Guard]] = [(hands, shooters(hands, pos), NO_GUARD)]
        if runner >= 0:
            # Both worlds of the Expert's mix on every row, weighted as it samples them.
            running_hands = next(runner_deals)
            running = shooters(running_hands, pos)
            running[runner] = True
            worlds.append((running_hands, running, (me, runner)))
        row = []
        for mode in setup.modes:
            for card in candidates:
                values = []
                for dealt, world, guard in worlds:
                    world[me] = mode
                    values.append(utility(playout(dealt, pos, world, card, voids, guard), me))
                row.append(
                    values[0] if len(values) == 1 else ((RUNNER_EVERY - 1) * values[0] + values[1]) / RUNNER_EVERY
                )
        rows.append(row)
    # Each card in its better way of playing on (on average, as the Expert chooses it).
    n = len(candidates)
    slots = []
    for c in range(n):
        ways = [m * n + c for m in range(len(setup.modes))]
        slots.append(min(ways, key=lambda s: (sum(row[s] for row in rows), s)))
    return _rate([CARDS[c].code for c in candidates], [[row[s] for s in slots] for row in rows], method)


def _level_passes(view: SeatView) -> list[int]:
    out = []
    for level in LEVELS:
        out.append(mask_of(make_bot(level, _seed(view)).choose_pass(view)))
    return out


def rate_pass(view: SeatView, factor: int = FACTOR, seed: int = _SEED, least: int = PASS_LEAST) -> Rating:
    """The Expert's evaluation of its shortlist of passes (and each level's pass), with many more samples.

    Each pass is played on ``factor`` times the Expert's share of its pass budget, and on at least ``least`` deals.
    """
    hand = view.hand_mask
    me = view.seat
    direction = view.pass_direction
    candidates = pass_candidates(hand, alike=True)
    for mask in _level_passes(view):
        if mask not in candidates:
            candidates.append(mask)
    samples = max(least, factor * PASS_BUDGET // len(candidates))
    sampler = Sampler(Knowledge.from_view(view))
    rng = Rng(decision_seed(seed, view))
    totals_before = tuple(view.totals)
    rows: list[list[float]] = []
    for _ in range(samples):
        dealt = sampler.sample(rng)
        passes = [hard_pass(dealt[seat]) if seat != me else 0 for seat in range(4)]
        row = []
        for mask in candidates:
            passes[me] = mask
            hands = [dealt[seat] & ~passes[seat] for seat in range(4)]
            for seat in range(4):
                hands[pass_target(seat, direction)] |= passes[seat]
            pos = Position.start(hands, view.rules, totals_before)
            row.append(utility(playout(hands, pos, shooters(hands, pos)), me))
        rows.append(row)
    names = [format_cards(sorted(CARDS[i] for i in range(52) if mask >> i & 1)) for mask in candidates]
    return _rate(names, rows, f"sampled {samples}")


def rate(view: SeatView, factor: int = FACTOR, seed: int = _SEED, least: int = PASS_LEAST) -> Rating:
    """:func:`rate_pass` or :func:`rate_play`, as the view's phase asks."""
    return rate_pass(view, factor, seed, least) if view.phase == "passing" else rate_play(view, factor, seed)


# --- finding positions ----------------------------------------------------------------------------


def themes_of(view: SeatView) -> list[str]:
    """The themes a decision belongs to (none when it is no real choice)."""
    if view.phase == "passing":
        return ["pass"]
    if len(view.legal_plays) < 2 or len(set(groups(view).values())) < 2:
        return []
    k = Knowledge.from_view(view)
    me = k.seat
    found = []
    lead = k.lead_suit
    best = -1
    if lead >= 0:
        best = max(c for c in k.trick if c // 13 == lead)
    low_spades = k.hand & SPADES & ((1 << QS_INDEX) - 1)
    queen_at_risk = (k.hand & QS and KS_AS & ~k.hand & ~k.played) or (k.hand & KS_AS and QS & k.unseen)
    if lead == 2 and best < QS_INDEX and low_spades and queen_at_risk:
        found.append("queen")
    every = (k.taken[0] | k.taken[1] | k.taken[2] | k.taken[3]) & POINTS
    hearts = (every & HEARTS_MASK).bit_count()
    if hearts >= 5 or (every & QS and hearts >= 1):
        owners = [s for s in range(4) if k.taken[s] & POINTS == every]
        if owners:
            found.append("moon_shoot" if owners[0] == me else "moon_stop")
    if lead >= 0 and not found:
        follow = mask_of(view.legal_plays) & SUIT_MASKS[lead]
        if follow & ((1 << best) - 1) and follow >> best:
            found.append("duck")
    return found


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
            answers = rating.answers()
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
        answers = rating.answers()
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
