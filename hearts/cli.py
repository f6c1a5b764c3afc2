"""The ``hearts`` command line: ``python -m hearts deal|replay|review|par|puzzle|arena``.

``--lang`` (before or after the command) prints the command line's words in
one of the player's languages: ``python -m hearts replay game.json --lang fr``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Final

from .cards import Card
from .deals import MAX_GAME_NUMBER, MAX_HAND_INDEX, MIN_GAME_NUMBER, deal_hands
from .errors import InvalidRecord
from .record import PAR_LEVELS, GameRecord
from .rules import PRESETS, Rules
from .seats import SEAT_NAMES, pass_direction_for_hand
from .words import (
    card_symbols,
    chain,
    cost_text,
    decimal,
    direction_word,
    level_players_within,
    record_problem,
    seat_name,
    seat_score,
)
from .words.catalog import CatalogMissing, ngettext, pgettext, use_language
from .words.catalog import gettext as _
from .words.hands import hand_by_suit
from .words.languages import ENGLISH, LANGUAGES, PSEUDO

if TYPE_CHECKING:
    from .analysis import Decision

__all__ = ["build_parser", "format_hand", "main"]


def format_hand(cards: Sequence[Card]) -> str:
    """A hand by suit, high cards first: ``♠ A Q 7  ♥ K 9 …``."""
    return hand_by_suit(cards)


def _scores(points: Sequence[int]) -> str:
    """Each seat's points in a row of columns: ``South   3  West   0 …``."""
    return "  ".join(seat_score(seat, f"{value:>3}") for seat, value in enumerate(points))


def _deal(args: argparse.Namespace) -> int:
    hands = deal_hands(args.game, args.hand)  # both checked as the arguments are read
    rules = Rules.preset(args.rules)
    direction = pass_direction_for_hand(args.hand, rules.pass_cycle)
    # Translators: the heading of a numbered deal; {game} is the game's number, {hand} the deal's index in the game,
    # {rules} the rules preset's id ("black-maria"), {direction} a pass direction ("left").
    if args.rules == "standard":
        heading = (
            _("Game {game}, hand {hand} (hold: no passing)")
            if direction == "hold"
            else _("Game {game}, hand {hand} (pass {direction})")
        )
    else:
        heading = (
            _("Game {game}, hand {hand}, {rules} rules (hold: no passing)")
            if direction == "hold"
            else _("Game {game}, hand {hand}, {rules} rules (pass {direction})")
        )
    print(heading.format(game=args.game, hand=args.hand, rules=args.rules, direction=direction_word(direction)))
    width = max(len(seat_name(seat)) for seat in range(4)) + 1
    for seat, hand in enumerate(hands):
        print(f"{seat_name(seat):<{width}} {format_hand(hand)}")
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
        # Translators: {command} is "replay", "review" or "par"; {file} the file named; {problem} the system's reason.
        said = _("hearts {command}: cannot read {file}: {problem}")
        print(said.format(command=command, file=argument, problem=error.strerror or error), file=sys.stderr)
    except UnicodeDecodeError:
        # Translators: {command} is "replay", "review" or "par"; {file} the file named.
        said = _("hearts {command}: {file} is not a text file")
        print(said.format(command=command, file=argument), file=sys.stderr)
    return None


def _refused(command: str, error: InvalidRecord) -> None:
    # Translators: {command} is "replay", "review" or "par"; {problem} what is wrong with the record.
    print(_("hearts {command}: {problem}").format(command=command, problem=record_problem(error)), file=sys.stderr)


def _replay(args: argparse.Namespace) -> int:
    text = _record_text(args.file, "replay")
    if text is None:
        return 2
    try:
        match = GameRecord.from_text(text).replay()
    except InvalidRecord as error:
        _refused("replay", error)
        return 1
    deals = len(match.rounds)
    valid = ngettext(
        "Game {game}: {count} deal, record is valid.", "Game {game}: {count} deals, record is valid.", deals
    )
    print(valid.format(game=match.game_number, count=deals))
    for number, rnd in enumerate(match.rounds, start=1):
        played = len(rnd.cards_played)
        # Translators: a deal not played to its end, after its number.
        progress = ngettext("(in progress, {count} card played)", "(in progress, {count} cards played)", played)
        state = "" if rnd.is_over else "  " + progress.format(count=played)
        # Translators: after a deal's scores; {seat} is the seat that shot the moon.
        shot = _("{seat} shot the moon")
        moon = "" if rnd.moon_shooter is None else "  " + shot.format(seat=seat_name(rnd.moon_shooter))
        # Translators: a deal's line of scores; {number} is the deal's number, {scores} each seat's points.
        line = _("Deal {number}: {scores}").format(number=f"{number:>2}", scores=_scores(rnd.points))
        print(f"{line}{moon}{state}")
    # Translators: the game's totals; {scores} each seat's total.
    print(_("Totals : {scores}").format(scores=_scores(match.totals)))
    if match.is_over:
        # Translators: {seats} names the winner, or the winners sharing the win ("South and North").
        print(_("Winner: {seats}").format(seats=chain([seat_name(s) for s in match.winners])))
    return 0


def _review(args: argparse.Namespace) -> int:
    from .analysis import review_deal, summarize
    from .words.review import label_word, note_text, outcome_text

    text = _record_text(args.file, "review")
    if text is None:
        return 2
    try:
        record = GameRecord.from_text(text)
        match = record.replay()
        deals = range(len(record.deals)) if args.deal is None else [args.deal - 1]
        reviews = [review_deal(record, index, args.seat) for index in deals]
    except InvalidRecord as error:
        _refused("review", error)
        return 1
    seat = seat_name(args.seat)
    # Translators: {game} is the game's number; {seat} the seat reviewed ("South").
    print(_("Game {game}: {seat}'s decisions, judged by the Expert.").format(game=record.game_number, seat=seat))
    print(_("Cost: points lost against the Expert's best (your points less the others' average), ± standard error."))
    rows = {id(d): _decision_cells(d) for review in reviews for d in review.decisions}
    widths = _column_widths(list(rows.values()), _REVIEW_COLUMNS)
    total = 0.0
    for review in reviews:
        final = match.rounds[review.deal_index]
        direction = direction_word(final.pass_direction)
        # Translators: a deal's heading in the review; {number} is the deal's number, {direction} its pass direction.
        heading = (
            _("Deal {number} (pass {direction})")
            if review.complete
            else _("Deal {number} (pass {direction}, in progress)")
        )
        print("\n" + heading.format(number=review.deal_index + 1, direction=direction))
        summary = summarize(review, final.points if final.is_over else None, final.moon_shooter, rules=final.rules)
        outcome, note = outcome_text(summary, you=False), note_text(summary, you=False)
        if outcome:
            print(f"  {outcome}")
        for d in review.decisions:
            print("  " + _in_columns(rows[id(d)], widths))
        total += review.total_cost
        # Translators: {cost} is a number of points with one decimal ("2.4").
        print("  " + _("Points lost to decisions: {cost}").format(cost=decimal(review.total_cost)))
        if note:
            print(f"  {note}")
        for d in review.largest[:3]:
            # Translators: one of the costliest decisions; {label} is a verdict ("blunder"), {cards} the cards
            # chosen ("Q♠"), {cost} points with one decimal ("2.4"), {trick} the trick's number.
            said = (
                _("{label} at the pass: {cards} cost {cost}")
                if d.kind == "pass"
                else _("{label} at trick {trick}: {cards} cost {cost}")
            )
            print(
                "    "
                + said.format(
                    label=label_word(d.label), trick=d.trick, cards=card_symbols(d.choice), cost=decimal(d.cost)
                )
            )
    if len(reviews) > 1:
        count = len(reviews)
        # Translators: {cost} is points with one decimal ("12.4 points"); {average} a number with one decimal.
        said = ngettext(
            "In all: {cost} lost over {count} deal ({average} per deal).",
            "In all: {cost} lost over {count} deals ({average} per deal).",
            count,
        )
        print("\n" + said.format(cost=cost_text(total), count=count, average=decimal(total / count)))
    return 0


_REVIEW_COLUMNS: Final = (8, 10, 0, 10, 11, 10)
"""The least width of each column of the review's decisions but the last (the reason): where, the cards chosen,
"best", the Expert's cards, the cost, the verdict. A column is as wide as its widest cell."""


def _decision_cells(d: Decision) -> tuple[str, ...]:
    """A decision as the review's columns show it: where, the cards chosen, "best", the Expert's, cost, verdict,
    reason."""
    from .words.review import label_word, reason_text

    # Translators: where a decision was made, in a column of the review ("pass", "trick 3").
    where = pgettext("review column", "pass") if d.kind == "pass" else _("trick {trick}").format(trick=d.trick)
    cost = "" if d.label == "forced" else f"{decimal(d.cost):>5} ± {decimal(d.se)}"
    # Translators: the column before the Expert's best choice in a row of the review.
    best_word = pgettext("review column", "best")
    return (
        where,
        card_symbols(d.choice),
        best_word,
        card_symbols(d.best),
        cost,
        label_word(d.label),
        reason_text(d.reason),
    )


def _column_widths(rows: Sequence[Sequence[str]], least: Sequence[int]) -> tuple[int, ...]:
    """Each column's width: its widest cell, and at least its ``least`` (the last cell of a row has none)."""
    return tuple(max([width, *(len(row[column]) for row in rows)]) for column, width in enumerate(least))


def _in_columns(cells: Sequence[str], widths: Sequence[int]) -> str:
    """A row's cells padded to their columns' widths and set apart by a space, the last cell as it is."""
    return " ".join([*(cell.ljust(width) for cell, width in zip(cells, widths, strict=False)), *cells[len(widths) :]])


def _par(args: argparse.Namespace) -> int:
    from .par import kept_par
    from .words.par import hand_text, seat_par_text

    text = _record_text(args.file, "par")
    if text is None:
        return 2
    try:
        record = GameRecord.from_text(text)
        match = record.replay()
    except InvalidRecord as error:
        _refused("par", error)
        return 1
    seat = args.seat
    # Translators: {game} is the game's number; {seat} the seat whose cards the Expert plays ("West"); {players} the
    # three others ("Medium players").
    heading = _("Game {game}: each deal played again with the Expert in {seat}'s seat, against {players}.")
    print(heading.format(game=record.game_number, seat=seat_name(seat), players=level_players_within(args.level)))
    taken = par_total = 0
    for index, rnd in enumerate(match.rounds):
        number = f"{index + 1:>2}"
        if not rnd.is_over:
            # Translators: a deal not played to its end has no par; {number} is the deal's number.
            print(_("Deal {number}: not over, so no par yet").format(number=number))
            continue
        try:
            par = kept_par(record, index, args.level, seat)
        except InvalidRecord as error:  # pragma: no cover  (the record was replayed above)
            _refused("par", error)
            return 1
        points = rnd.points[seat]
        taken += points
        par_total += par.par
        # Translators: a deal's par; {number} is the deal's number, {par} the seat's points against the par
        # ("West took 6; par 9: 3 under par"), {hand} what the par says of the cards ("a hard hand: the Expert took 9
        # with it").
        line = _("Deal {number}: {par} ({hand})")
        print(line.format(number=number, par=seat_par_text(seat, points, par.par), hand=hand_text(par.par)), flush=True)
    # Translators: the whole game's points against the sum of its deals' pars; {par} as "West took 45; par 38: …".
    print(_("Game: {par}").format(par=seat_par_text(seat, taken, par_total)))
    return 0


def _level(text: str) -> str:
    if text.lower() in PAR_LEVELS:
        return text.lower()
    # Translators: {text} is what was typed, quoted; the levels are typed in English.
    said = _("{text} is not a level: use easy, medium, hard, expert")
    raise argparse.ArgumentTypeError(said.format(text=repr(text)))


def _seat(text: str) -> int:
    names = [name.lower() for name in SEAT_NAMES]
    if text.lower() in names:
        return names.index(text.lower())
    if text in ("0", "1", "2", "3"):
        return int(text)
    # Translators: {text} is what was typed, quoted; the seats are typed in English.
    said = _("{text} is not a seat: use south, west, north, east (or 0 to 3)")
    raise argparse.ArgumentTypeError(said.format(text=repr(text)))


def _whole_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        # Translators: {text} is what was typed, quoted.
        raise argparse.ArgumentTypeError(_("{text} is not a whole number").format(text=repr(text))) from None


def _hand_index(text: str) -> int:
    value = _whole_number(text)
    if not 0 <= value <= MAX_HAND_INDEX:
        # Translators: {highest} is the last hand index ("4294967295").
        said = _("hand indexes run from 0 to {highest}")
        raise argparse.ArgumentTypeError(said.format(highest=MAX_HAND_INDEX))
    return value


def _game_number(text: str) -> int:
    value = _whole_number(text)
    if not MIN_GAME_NUMBER <= value <= MAX_GAME_NUMBER:
        said = _("game numbers run from {lowest} to {highest}")
        raise argparse.ArgumentTypeError(said.format(lowest=MIN_GAME_NUMBER, highest=MAX_GAME_NUMBER))
    return value


def _language(text: str) -> str:
    """A language tag of ``--lang``: one of :data:`~hearts.words.languages.LANGUAGES` (``pt_BR`` for ``pt-BR`` too)."""
    wanted = text.strip().replace("_", "-").lower()
    for tag in (*LANGUAGES, PSEUDO):
        if wanted == tag.lower():
            return tag
    # Translators: {text} is the language asked for; {languages} lists the tags that may be asked for ("en, es, fr").
    said = _("unknown language {text}: choose one of {languages}")
    raise argparse.ArgumentTypeError(said.format(text=repr(text), languages=", ".join(LANGUAGES)))


def _add_language(parser: argparse.ArgumentParser, *, default: str | None) -> None:
    parser.add_argument(
        "--lang",
        type=_language,
        default=argparse.SUPPRESS if default is None else default,
        metavar="TAG",
        help=_("the language of the words printed: {languages}").format(languages=", ".join(LANGUAGES)),
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m hearts", description=_("Hearts: numbered deals, records, arena."))
    _add_language(parser, default=ENGLISH)
    commands = parser.add_subparsers(dest="command", required=True)
    deal = commands.add_parser("deal", help=_("print the four hands of a numbered game"))
    deal.add_argument(
        "game",
        type=_game_number,
        help=_("game number, {lowest} to {highest}").format(lowest=MIN_GAME_NUMBER, highest=MAX_GAME_NUMBER),
    )
    deal.add_argument("--hand", type=_hand_index, default=0, help=_("hand index within the game (0 = first deal)"))
    deal.add_argument(
        "--rules", default="standard", choices=sorted(PRESETS), help=_("rules preset, for its pass direction")
    )
    _add_language(deal, default=None)
    deal.set_defaults(run=_deal)
    replay = commands.add_parser("replay", help=_("check a game record (JSON or compact) and print its scores"))
    replay.add_argument(
        "file",
        help=_("a game record: a JSON or compact file, '-' for standard input, or compact text or a #game= link"),
    )
    _add_language(replay, default=None)
    replay.set_defaults(run=_replay)
    review = commands.add_parser("review", help=_("the Expert's verdict on one seat's decisions in a game record"))
    review.add_argument("file", help=_("path to a game record"))
    review.add_argument("--seat", type=_seat, default=0, help=_("whose decisions: south (default), west, north, east"))
    review.add_argument("--deal", type=int, default=None, help=_("review only this deal (1 = the first)"))
    _add_language(review, default=None)
    review.set_defaults(run=_review)
    par = commands.add_parser(
        "par", help=_("each finished deal's par: the Expert plays one seat's cards, and that seat's points against it")
    )
    par.add_argument("file", help=_("path to a game record"))
    par.add_argument("--seat", type=_seat, default=0, help=_("whose cards: south (default), west, north, east"))
    par.add_argument(
        "--level",
        type=_level,
        default="medium",
        help=_("the three other players' level: easy, medium (default), hard, expert"),
    )
    _add_language(par, default=None)
    par.set_defaults(run=_par)
    puzzle = commands.add_parser("puzzle", help=_("one puzzle: a moment of a real deal with one best answer"))
    puzzle_command = importlib.import_module("hearts.puzzle_command")
    puzzle_command.add_arguments(puzzle)
    _add_language(puzzle, default=None)
    try:
        arena = importlib.import_module("hearts.arena")
    except ModuleNotFoundError:  # pragma: no cover  (the arena ships with the computer players)
        pass
    else:
        arena_parser = commands.add_parser("arena", help=_("computer players against each other on duplicate deals"))
        arena.add_arguments(arena_parser)
        _add_language(arena_parser, default=None)
        arena_parser.set_defaults(run=arena.run)
    return parser


def _chosen_language(argv: Sequence[str]) -> str:
    """The language of ``--lang`` wherever it stands in ``argv`` (English without one); exits 2 for an unknown one."""
    early = argparse.ArgumentParser(prog="python -m hearts", add_help=False)
    _add_language(early, default=ENGLISH)
    known, __ = early.parse_known_args(argv)
    tag: str = known.lang
    return tag


def main(argv: Sequence[str] | None = None) -> int:
    arguments = list(sys.argv[1:] if argv is None else argv)
    tag = _chosen_language(arguments)
    try:
        use_language(tag)
    except CatalogMissing as error:
        print(f"python -m hearts: {error}", file=sys.stderr)
        return 2
    args = build_parser().parse_args(arguments)
    result: int = args.run(args)
    return result
