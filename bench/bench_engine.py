"""Random full deals per second: this engine against OpenSpiel's Hearts.

Both engines play the same pre-shuffled deals with no pass, every card chosen
uniformly at random from the legal plays by ``random.Random``, driven from
Python by the same loop. Blocks of deals alternate between the engines within
one run so that both see the same machine load, and time is the CPU time of
this process (both engines run in it), which other jobs on a shared machine
disturb far less than wall-clock time.

    .venv/bin/python bench/bench_engine.py            # 40 blocks of 250 deals for each engine
    .venv/bin/python bench/bench_engine.py --deals 500 --rounds 6

Prints both rates in deals per second and their ratio (ours / OpenSpiel's), overall and as the
median over the pairs of blocks (which is steadier when the machine's load changes during a run).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hearts import CARDS, Card, Round

# OpenSpiel seats are N, E, S, W (0..3); ours are S, W, N, E: our seat s is its seat (s + 2) % 4.
# Its card id is rank * 4 + suit with suits C, D, H, S and rank 0 the deuce.
_OPEN_SPIEL_SUIT = (0, 1, 3, 2)  # our clubs, diamonds, spades, hearts -> its C, D, S, H numbers


def open_spiel_id(card: Card) -> int:
    """OpenSpiel's action id of a card."""
    return (card.rank - 2) * 4 + _OPEN_SPIEL_SUIT[card.suit]


def make_deals(count: int, seed: int) -> list[list[Card]]:
    """``count`` shuffled decks (position ``k`` goes to our seat ``k % 4``)."""
    rng = random.Random(seed)
    decks = []
    for _ in range(count):
        deck = list(CARDS)
        rng.shuffle(deck)
        decks.append(deck)
    return decks


def ours_inputs(decks: list[list[Card]]) -> list[list[list[Card]]]:
    """Our hands (South, West, North, East) for each deck."""
    return [[deck[seat::4] for seat in range(4)] for deck in decks]


def open_spiel_inputs(decks: list[list[Card]]) -> list[list[int]]:
    """OpenSpiel's 52 deal actions for each deck: its k-th card goes to its seat k % 4.

    The card at our position ``k`` (our seat ``k % 4``) goes to OpenSpiel seat ``(k + 2) % 4``,
    so rotating the deck by two positions gives the same hands.
    """
    return [[open_spiel_id(card) for card in deck[2:] + deck[:2]] for deck in decks]


def run_ours(deals: list[list[list[Card]]], seed: int) -> float:
    """CPU seconds to play every deal at random through the public API."""
    rng = random.Random(seed)
    choice = rng.choice
    start = time.process_time()
    for hands in deals:
        rnd = Round(hands, pass_direction="hold")
        while not rnd.is_over:
            rnd.play(choice(rnd.legal_plays()))
    return time.process_time() - start


def run_open_spiel(game: object, deals: list[list[int]], seed: int) -> float:
    """CPU seconds for OpenSpiel to play every deal at random, driven from Python the same way."""
    rng = random.Random(seed)
    choice = rng.choice
    start = time.process_time()
    for actions in deals:
        state = game.new_initial_state()  # type: ignore[attr-defined]
        state.apply_action(0)  # the pass-direction chance node: no pass
        for action in actions:
            state.apply_action(action)
        while not state.is_terminal():
            state.apply_action(choice(state.legal_actions()))
    return time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--deals", type=int, default=250, help="deals per block (default 250)")
    parser.add_argument("--rounds", type=int, default=40, help="blocks per engine, alternating (default 40)")
    parser.add_argument("--seed", type=int, default=1, help="seed for the deals and the random plays")
    args = parser.parse_args(argv)

    import pyspiel  # type: ignore[import-not-found]

    game = pyspiel.load_game(
        "hearts",
        {
            "pass_cards": False,
            "no_pts_on_first_trick": True,
            "can_lead_any_club": False,
            "jd_bonus": False,
            "avoid_all_tricks_bonus": False,
            "must_break_hearts": True,
            "qs_breaks_hearts": False,
            "can_lead_hearts_instead_of_qs": False,
        },
    )
    decks = make_deals(args.deals, args.seed)
    ours_deals = ours_inputs(decks)
    spiel_deals = open_spiel_inputs(decks)
    run_ours(ours_deals[:100], 0)  # warm up both before timing
    run_open_spiel(game, spiel_deals[:100], 0)

    # Every block replays the same deals with fresh random plays; the engine that goes first alternates.
    ours_time = spiel_time = 0.0
    ratios = []
    for block in range(args.rounds):
        seed = args.seed + block
        if block % 2:
            spiel = run_open_spiel(game, spiel_deals, seed)
            ours = run_ours(ours_deals, seed)
        else:
            ours = run_ours(ours_deals, seed)
            spiel = run_open_spiel(game, spiel_deals, seed)
        ours_time += ours
        spiel_time += spiel
        ratios.append(spiel / ours)
    total = args.deals * args.rounds
    ours_rate = total / ours_time
    spiel_rate = total / spiel_time
    print(f"deals per engine: {total:,} ({args.rounds} alternating blocks of {args.deals:,})")
    print(f"hearts engine:  {ours_rate:10,.0f} deals/s")
    print(f"OpenSpiel:      {spiel_rate:10,.0f} deals/s")
    median = statistics.median(ratios)
    print(f"ratio (ours / OpenSpiel): {ours_rate / spiel_rate:.2f} overall, {median:.2f} median of block pairs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
