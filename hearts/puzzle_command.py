"""``python -m hearts puzzle [--theme T] [--rating R]``: one puzzle posed in the terminal, and how it went.

The seat's view is printed (the tricks so far, the trick on the table, the
hand), the answer is read (``--answer`` gives it on the command line), and the
verdict follows: right or wrong, what the answer loses against the best, the
review's reason, and every choice's value.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence

from .cards import InvalidCard, parse_cards
from .puzzles import THEMES, IllegalAnswer, Judgement, Puzzle, judge, load_puzzles
from .view import SeatView
from .words import card_symbols, cost_text, decimal, direction_word, seat_name
from .words.catalog import gettext as _
from .words.hands import hand_by_suit
from .words.review import reason_text

__all__ = ["add_arguments", "choose_puzzle", "run"]


def choose_puzzle(
    puzzles: Sequence[Puzzle], theme: str | None, rating: float | None, rng: random.Random
) -> Puzzle | None:
    """A puzzle of ``theme`` (any theme if ``None``), among the ten rated nearest ``rating`` when given."""
    chosen = [p for p in puzzles if theme is None or theme in p.themes]
    if rating is not None:
        rated = [p for p in chosen if p.rating is not None]
        if rated:
            chosen = sorted(rated, key=lambda p: abs((p.rating or 0.0) - rating))[:10]
    return rng.choice(chosen) if chosen else None


def _pose(puzzle: Puzzle, view: SeatView) -> None:
    # Translators: a puzzle's heading; {id} names the puzzle, {seat} is the seat ("South"), {direction} a pass
    # direction ("left").
    heading = (
        _("Puzzle {id}: you are {seat} (hold: no passing).")
        if view.pass_direction == "hold"
        else _("Puzzle {id}: you are {seat} (pass {direction}).")
    )
    print(heading.format(id=puzzle.id, seat=seat_name(view.seat), direction=direction_word(view.pass_direction)))
    if view.received is not None:
        # Translators: the cards a seat received in the pass, by symbol ("Q♠ 10♥ 2♣").
        print(_("You received: {cards}").format(cards=card_symbols(view.received)))
    for number, trick in enumerate(view.tricks, start=1):
        assert trick.winner is not None  # a finished trick
        plays = "  ".join(f"{seat_name(seat)} {card.symbol}" for seat, card in trick.plays)
        # Translators: a finished trick; {number} is its number, {plays} the cards played, {seat} who won it.
        print(
            _("Trick {number}: {plays} (won by {seat})").format(
                number=number, plays=plays, seat=seat_name(trick.winner)
            )
        )
    if view.current_trick.plays:
        plays = "  ".join(f"{seat_name(seat)} {card.symbol}" for seat, card in view.current_trick.plays)
        # Translators: the cards already played to the trick in progress ("W 9♣  N K♣").
        print(_("On the table: {plays}").format(plays=plays))
    # Translators: the seat's hand, by suit ("♠ A Q 7  ♥ K 9 …").
    print(_("Your hand: {cards}").format(cards=hand_by_suit(view.hand)))


def _ask(puzzle: Puzzle, answer: str | None, read: Callable[[str], str]) -> Judgement | None:
    # Translators: the question of a puzzle: a card to play, or the cards to pass (typed as codes: "QS", "2C 9D AH").
    prompt = (
        _("Your play (a card, such as QS): ")
        if puzzle.kind == "play"
        else _("Your pass (three cards, such as 2C 9D AH): ")
    )
    while True:
        try:
            text = answer if answer is not None else read(prompt)
        except EOFError:
            print()
            return None
        try:
            return judge(puzzle, parse_cards(text))
        except (IllegalAnswer, InvalidCard):
            # Translators: an answer that is not a legal choice at the puzzle; {text} is what was typed.
            print(_("{text} is not a legal choice here.").format(text=text.strip()))
            if answer is not None:
                return None


def _verdict(puzzle: Puzzle, judgement: Judgement) -> None:
    best = card_symbols(parse_cards(puzzle.answer[0]))
    if judgement.right:
        # Translators: a puzzle answered right; {cards} is the answer by symbol ("Q♠").
        print(_("Right: {cards} is the best choice.").format(cards=best))
    elif judgement.loss is None:
        # Translators: a pass answered that the search did not rate; {best} is the best pass.
        print(_("Not the best: the best pass is {best}.").format(best=best))
    else:
        # Translators: a puzzle answered wrong; {cards} is the answer, {cost} points lost ("2.4 points"), {best} the
        # best choice.
        print(
            _("Not the best: {cards} loses {cost} against {best}.").format(
                cards=card_symbols(parse_cards(judgement.choice)), cost=cost_text(judgement.loss), best=best
            )
        )
    if judgement.reason is not None:
        print(reason_text(judgement.reason))
    # Translators: the heading of every choice's value in a puzzle: points behind the best.
    print(_("Every choice, in points behind the best:"))
    for name in sorted(puzzle.values, key=lambda n: (puzzle.behind(n) or 0.0, n)):
        print(f"  {card_symbols(parse_cards(name)):<12} {decimal(puzzle.behind(name) or 0.0):>5}")


def run(args: argparse.Namespace, read: Callable[[str], str] | None = None) -> int:
    puzzle = choose_puzzle(load_puzzles(), args.theme, args.rating, random.Random(args.seed))
    if puzzle is None:
        # Translators: no puzzle has the theme asked for; {theme} is its id ("queen").
        print(_("No puzzle has the theme {theme}.").format(theme=args.theme), file=sys.stderr)
        return 1
    _pose(puzzle, puzzle.view())
    judgement = _ask(puzzle, args.answer, read or input)
    if judgement is None:
        return 1
    _verdict(puzzle, judgement)
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    # Translators: the option choosing a puzzle's theme; {themes} lists them ("queen, duck, pass").
    parser.add_argument(
        "--theme", choices=THEMES, help=_("only puzzles of this theme: {themes}").format(themes=", ".join(THEMES))
    )
    parser.add_argument("--rating", type=float, help=_("a puzzle rated near this (once the set is rated)"))
    parser.add_argument(
        "--seed", type=int, default=None, help=_("which puzzle to draw (the same seed, the same puzzle)")
    )
    parser.add_argument("--answer", default=None, help=_("answer at once (a card such as QS, or three to pass)"))
    parser.set_defaults(run=run)
