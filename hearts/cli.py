"""The ``hearts`` command line: ``python -m hearts deal|replay|arena``."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from pathlib import Path

from .cards import Card, Suit
from .deals import MAX_GAME_NUMBER, MIN_GAME_NUMBER, InvalidGameNumber, deal_hands
from .errors import InvalidRecord
from .record import GameRecord
from .seats import SEAT_NAMES, pass_direction_for_hand

__all__ = ["format_hand", "main"]


def format_hand(cards: Sequence[Card]) -> str:
    """A hand by suit, high cards first: ``♠ A Q 7  ♥ K 9 …``."""
    parts = []
    for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS):
        ranks = [card.rank_text for card in sorted(cards, reverse=True) if card.suit is suit]
        parts.append(f"{suit.symbol} {' '.join(ranks) if ranks else '-'}")
    return "  ".join(parts)


def _deal(args: argparse.Namespace) -> int:
    try:
        hands = deal_hands(args.game, args.hand)
    except InvalidGameNumber as error:
        print(f"hearts deal: {error}", file=sys.stderr)
        return 2
    print(f"Game {args.game}, hand {args.hand} (pass {pass_direction_for_hand(args.hand)})")
    for seat, hand in enumerate(hands):
        print(f"{SEAT_NAMES[seat]:<6} {format_hand(hand)}")
    return 0


def _replay(args: argparse.Namespace) -> int:
    try:
        text = Path(args.file).read_text(encoding="utf-8")
    except OSError as error:
        print(f"hearts replay: cannot read {args.file}: {error.strerror or error}", file=sys.stderr)
        return 2
    try:
        match = GameRecord.from_json(text).replay()
    except InvalidRecord as error:
        print(f"hearts replay: {error}", file=sys.stderr)
        return 1
    print(f"Game {match.game_number}: {len(match.rounds)} deal(s), record is valid.")
    for number, rnd in enumerate(match.rounds, start=1):
        state = "" if rnd.is_over else f"  (in progress, {len(rnd.cards_played)} cards played)"
        moon = f"  {SEAT_NAMES[rnd.moon_shooter]} shot the moon" if rnd.moon_shooter is not None else ""
        points = "  ".join(f"{SEAT_NAMES[s]} {p:>3}" for s, p in enumerate(rnd.points))
        print(f"Deal {number:>2}: {points}{moon}{state}")
    totals = "  ".join(f"{SEAT_NAMES[s]} {p:>3}" for s, p in enumerate(match.totals))
    print(f"Totals : {totals}")
    if match.is_over:
        print("Winner: " + " and ".join(SEAT_NAMES[s] for s in match.winners))
    return 0


def _game_number(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not MIN_GAME_NUMBER <= value <= MAX_GAME_NUMBER:
        raise argparse.ArgumentTypeError(f"game numbers run from {MIN_GAME_NUMBER} to {MAX_GAME_NUMBER}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m hearts", description="Hearts: numbered deals, records, arena.")
    commands = parser.add_subparsers(dest="command", required=True)
    deal = commands.add_parser("deal", help="print the four hands of a numbered game")
    deal.add_argument("game", type=_game_number, help=f"game number, {MIN_GAME_NUMBER} to {MAX_GAME_NUMBER}")
    deal.add_argument("--hand", type=int, default=0, help="hand index within the game (0 = first deal)")
    deal.set_defaults(run=_deal)
    replay = commands.add_parser("replay", help="check a game record (JSON) and print its scores")
    replay.add_argument("file", help="path to a game record")
    replay.set_defaults(run=_replay)
    try:
        arena = importlib.import_module("hearts.arena")
    except ModuleNotFoundError:  # pragma: no cover  (the arena ships with the computer players)
        pass
    else:
        arena_parser = commands.add_parser("arena", help="computer players against each other on duplicate deals")
        arena.add_arguments(arena_parser)
        arena_parser.set_defaults(run=arena.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    result: int = args.run(args)
    return result
