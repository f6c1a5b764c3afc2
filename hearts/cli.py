"""The ``hearts`` command line: ``python -m hearts deal|replay|review|arena``."""

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
from .rules import PRESETS, Rules
from .seats import SEAT_NAMES, pass_direction_for_hand
from .words import card_symbols, chain, cost_text, decimal, record_problem, seat_name

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
    rules = Rules.preset(args.rules)
    direction = pass_direction_for_hand(args.hand, rules.pass_cycle)
    passing = "hold: no passing" if direction == "hold" else f"pass {direction}"
    named = "" if args.rules == "standard" else f", {args.rules} rules"
    print(f"Game {args.game}, hand {args.hand}{named} ({passing})")
    for seat, hand in enumerate(hands):
        print(f"{seat_name(seat):<6} {format_hand(hand)}")
    return 0


def _read_record_argument(argument: str) -> str:
    """The text of a record: the file named ``argument``, standard input for ``-``, else the argument itself."""
    if argument == "-":
        return sys.stdin.read()
    path = Path(argument)
    if _looks_compact(argument) and not _is_file(path):
        return argument
    return path.read_text(encoding="utf-8")


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:  # a name too long to be a file's
        return False


def _looks_compact(argument: str) -> bool:
    """Whether ``argument`` is compact text or a ``#game=`` address rather than a file name."""
    return "#game=" in argument or (len(argument) >= 8 and all(c.isalnum() or c in "-_" for c in argument))


def _record_text(argument: str, command: str) -> str | None:
    """:func:`_read_record_argument`, or ``None`` after saying why the record cannot be read."""
    try:
        return _read_record_argument(argument)
    except OSError as error:
        print(f"hearts {command}: cannot read {argument}: {error.strerror or error}", file=sys.stderr)
    except UnicodeDecodeError:
        print(f"hearts {command}: {argument} is not a text file", file=sys.stderr)
    return None


def _replay(args: argparse.Namespace) -> int:
    text = _record_text(args.file, "replay")
    if text is None:
        return 2
    try:
        match = GameRecord.from_text(text).replay()
    except InvalidRecord as error:
        print(f"hearts replay: {record_problem(error)}", file=sys.stderr)
        return 1
    print(f"Game {match.game_number}: {len(match.rounds)} deal(s), record is valid.")
    for number, rnd in enumerate(match.rounds, start=1):
        state = "" if rnd.is_over else f"  (in progress, {len(rnd.cards_played)} cards played)"
        moon = f"  {seat_name(rnd.moon_shooter)} shot the moon" if rnd.moon_shooter is not None else ""
        points = "  ".join(f"{seat_name(s)} {p:>3}" for s, p in enumerate(rnd.points))
        print(f"Deal {number:>2}: {points}{moon}{state}")
    totals = "  ".join(f"{seat_name(s)} {p:>3}" for s, p in enumerate(match.totals))
    print(f"Totals : {totals}")
    if match.is_over:
        print("Winner: " + chain([seat_name(s) for s in match.winners]))
    return 0


def _review(args: argparse.Namespace) -> int:
    from .analysis import review_deal, summarize
    from .words.review import note_text, outcome_text, reason_text

    text = _record_text(args.file, "review")
    if text is None:
        return 2
    try:
        record = GameRecord.from_text(text)
        match = record.replay()
        deals = range(len(record.deals)) if args.deal is None else [args.deal - 1]
        reviews = [review_deal(record, index, args.seat) for index in deals]
    except InvalidRecord as error:
        print(f"hearts review: {record_problem(error)}", file=sys.stderr)
        return 1
    seat = seat_name(args.seat)
    print(f"Game {record.game_number}: {seat}'s decisions, judged by the Expert.")
    print("Cost: points lost against the Expert's best (your points less the others' average), ± standard error.")
    total = 0.0
    for review in reviews:
        state = "" if review.complete else ", in progress"
        final = match.rounds[review.deal_index]
        print(f"\nDeal {review.deal_index + 1} (pass {final.pass_direction}{state})")
        summary = summarize(review, final.points if final.is_over else None, final.moon_shooter, rules=final.rules)
        outcome, note = outcome_text(summary, you=False), note_text(summary, you=False)
        if outcome:
            print(f"  {outcome}")
        for d in review.decisions:
            where = "pass" if d.kind == "pass" else f"trick {d.trick}"
            cost = "" if d.label == "forced" else f"{d.cost:5.1f} ± {d.se:.1f}"
            yours, best = card_symbols(d.choice), card_symbols(d.best)
            print(f"  {where:<8} {yours:<10} best {best:<10} {cost:<11} {d.label:<10} {reason_text(d.reason)}")
        total += review.total_cost
        print(f"  Points lost to decisions: {review.total_cost:.1f}")
        if note:
            print(f"  {note}")
        for d in review.largest[:3]:
            where = "the pass" if d.kind == "pass" else f"trick {d.trick}"
            print(f"    {d.label} at {where}: {card_symbols(d.choice)} cost {d.cost:.1f}")
    if len(reviews) > 1:
        print(
            f"\nIn all: {cost_text(total)} lost over {len(reviews)} deals ({decimal(total / len(reviews))} per deal)."
        )
    return 0


def _seat(text: str) -> int:
    names = [name.lower() for name in SEAT_NAMES]
    if text.lower() in names:
        return names.index(text.lower())
    if text in ("0", "1", "2", "3"):
        return int(text)
    raise argparse.ArgumentTypeError(f"{text!r} is not a seat: use south, west, north, east (or 0 to 3)")


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
    deal.add_argument(
        "--rules", default="standard", choices=sorted(PRESETS), help="rules preset, for its pass direction"
    )
    deal.set_defaults(run=_deal)
    replay = commands.add_parser("replay", help="check a game record (JSON or compact) and print its scores")
    replay.add_argument(
        "file", help="a game record: a JSON or compact file, '-' for standard input, or compact text or a #game= link"
    )
    replay.set_defaults(run=_replay)
    review = commands.add_parser("review", help="the Expert's verdict on one seat's decisions in a game record")
    review.add_argument("file", help="path to a game record")
    review.add_argument("--seat", type=_seat, default=0, help="whose decisions: south (default), west, north, east")
    review.add_argument("--deal", type=int, default=None, help="review only this deal (1 = the first)")
    review.set_defaults(run=_review)
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
