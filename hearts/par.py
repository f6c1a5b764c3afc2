"""Par: a finished deal played again with the Expert in one seat, so a score can be set against what the cards allowed.

The par deal of deal ``d`` of a record starts as that deal did: the same
hands as dealt, the same pass direction, dealer, rules and totals. The seat's
cards are played by the Expert, seeded by :func:`par_seed` (the game number,
the deal and the seat); the other three seats by the computer players of
``level`` with the seeds the table gives them
(``bots.seed_for(game_number, deal_index, seat)``), so they are the same
players as at the table. Each seat passes and plays from its own
:class:`~hearts.view.SeatView` only, to the end of the deal. The Expert's
points there are the deal's **par**. The par deal is a pure function of the
record's deal, the level and the seat: the same on every Python, CPython and
Pyodide alike.

Work in slices: :func:`par_deal_steps` yields :data:`Progress` after every
slice of every decision and returns the :class:`~hearts.record.ParRecord`.

>>> from hearts import Match
>>> from hearts.record import GameRecord
>>> match = Match(42)
>>> rnd = match.round
>>> for seat in range(4):
...     rnd.pass_cards(seat, rnd.hand(seat)[:3])
>>> while not rnd.is_over:
...     _ = rnd.play(rnd.legal_plays()[0])
>>> par = par_deal(GameRecord.from_match(match), 0, "easy")
>>> par.seat, par.level, len(par.plays), sum(par.points) in (26, 78)
(0, 'easy', 52, True)
>>> par == par_deal(GameRecord.from_match(match), 0, "easy")
True
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Final, TypeVar

from . import bots
from .bots import Bot
from .bots.rng import mix
from .errors import InvalidRecord, RecordFault
from .record import GameRecord, ParRecord
from .round import Round
from .seats import SOUTH

__all__ = [
    "DEAL_CARDS",
    "PAR_LEVEL",
    "Progress",
    "kept_par",
    "par_deal",
    "par_deal_steps",
    "par_game",
    "par_players",
    "par_seed",
    "play_out_steps",
]

Progress = tuple[int, int]
"""A par deal's progress: (cards played so far, all the cards of the deal)."""
PAR_LEVEL: Final = "expert"
"""The level that plays the seat's cards in a par deal."""
DEAL_CARDS: Final = 52
_SALT: Final = 0x9A2_5EED
"""Sets the Expert's seed in a par deal apart from the table's players' and the review's."""

_T = TypeVar("_T")


def par_seed(game_number: int, deal_index: int, seat: int) -> int:
    """The seed of the Expert playing ``seat``'s cards in the par deal of deal ``deal_index`` of a numbered game.

    >>> par_seed(48213907, 0, 0) == par_seed(48213907, 0, 0) != bots.seed_for(48213907, 0, 0)
    True
    """
    return mix(game_number, deal_index, seat, _SALT)


def par_players(game_number: int, deal_index: int, level: str, seat: int = SOUTH) -> tuple[Bot, ...]:
    """The four players of a par deal, by seat: the Expert in ``seat``, the table's players of ``level`` elsewhere."""
    _check_seat_level(seat, level)
    return tuple(
        bots.create(PAR_LEVEL, par_seed(game_number, deal_index, seat))
        if other == seat
        else bots.create(level, bots.seed_for(game_number, deal_index, other))
        for other in range(4)
    )


def play_out_steps(start: Round, players: Sequence[Bot]) -> Generator[Progress, None, Round]:
    """Play a copy of ``start`` to the end of the deal, each seat by its player from its own view only.

    Yields (cards played so far, :data:`DEAL_CARDS`) after every slice of every
    decision, and returns the finished round.
    """
    if len(players) != 4:
        raise ValueError("A deal has four players, one per seat.")
    rnd = start.copy()
    for passer in rnd.waiting_to_pass:
        chosen = yield from _slices(players[passer].pass_steps(rnd.view(passer)), rnd)
        rnd.pass_cards(passer, chosen)
    while not rnd.is_over:
        seat = rnd.to_play
        assert seat is not None  # someone is to play until the deal is over
        card = yield from _slices(players[seat].play_steps(rnd.view(seat)), rnd)
        rnd.play(card)
    yield (DEAL_CARDS, DEAL_CARDS)
    return rnd


def _slices(steps: Generator[None, None, _T], rnd: Round) -> Generator[Progress, None, _T]:
    """A decision's steps, yielding the deal's progress after each slice and after the decision."""
    done = len(rnd.cards_played)
    while True:
        try:
            next(steps)
        except StopIteration as finished:
            value: _T = finished.value
            yield (done, DEAL_CARDS)
            return value
        yield (done, DEAL_CARDS)


def par_deal_steps(
    record: GameRecord, deal_index: int, level: str, seat: int = SOUTH
) -> Generator[Progress, None, ParRecord]:
    """:func:`par_deal` in slices: yields (cards played so far, all the cards of the deal) as it goes."""
    players = par_players(record.game_number, deal_index, level, seat)
    start = _deal_start(record, deal_index)
    yield (0, DEAL_CARDS)
    rnd = yield from play_out_steps(start, players)
    passes = tuple(rnd.passed(other) for other in range(4))
    return ParRecord(seat, level, passes, tuple(rnd.cards_played), rnd.points)


def par_deal(record: GameRecord, deal_index: int, level: str, seat: int = SOUTH) -> ParRecord:
    """The par deal of deal ``deal_index`` (0 for the first) of ``record``: the Expert in ``seat``, ``level`` around.

    Raises :class:`~hearts.errors.InvalidRecord` for a record the engine
    refuses and for a deal that is not over in the record.
    """
    steps = par_deal_steps(record, deal_index, level, seat)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            par: ParRecord = done.value
            return par


def par_game(record: GameRecord, level: str, seat: int = SOUTH) -> tuple[ParRecord, ...]:
    """The par deal of every finished deal of ``record``, in order (an unfinished last deal has none).

    A par the record already holds for the same seat and level is taken as it is (the record's replay checked it),
    so a par is never played twice.
    """
    _check_seat_level(seat, level)
    match = record.replay()
    return tuple(kept_par(record, index, level, seat) for index, rnd in enumerate(match.rounds) if rnd.is_over)


def kept_par(record: GameRecord, deal_index: int, level: str, seat: int = SOUTH) -> ParRecord:
    """The par the record keeps for deal ``deal_index`` when it is for ``seat`` and ``level``, else :func:`par_deal`.

    So a par kept with the game is never played twice; the record's replay checks it (every card legal from the
    deal's start, its points the engine's).
    """
    kept = record.deals[deal_index].par if 0 <= deal_index < len(record.deals) else None
    if kept is not None and kept.seat == seat and kept.level == level:
        record.replay()  # refuses a record whose par deal the engine does not allow
        return kept
    return par_deal(record, deal_index, level, seat)


def _check_seat_level(seat: int, level: str) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < 4:
        raise ValueError(f"Seats are 0 (South) to 3 (East), not {seat!r}.")
    if level not in bots.LEVELS:
        raise ValueError(f"Unknown level {level!r}; choose one of {', '.join(bots.LEVELS)}.")


def _deal_start(record: GameRecord, deal_index: int) -> Round:
    """Deal ``deal_index`` as dealt (before the pass), with the totals it was played at; the deal must be over."""
    if isinstance(deal_index, bool) or not isinstance(deal_index, int):
        raise TypeError(f"A deal index is a whole number, not {deal_index!r}.")
    count = len(record.deals)
    if not 0 <= deal_index < count:
        raise InvalidRecord(
            f"The record has {count} deal{'' if count == 1 else 's'}; there is no deal {deal_index + 1}.",
            fault=RecordFault("no-such-deal", {"count": count, "deal": deal_index + 1}),
        )
    played = record.replay().rounds[deal_index]  # raises InvalidRecord naming the first entry the engine refuses
    if not played.is_over:
        raise InvalidRecord(
            f"Deal {deal_index + 1} is not over yet, so it has no par.",
            fault=RecordFault("deal-not-over", {"deal": deal_index + 1}),
        )
    hands = [played.dealt_hand(other) for other in range(4)]
    return Round(hands, played.pass_direction, played.rules, totals=played.totals, dealer=played.dealer)
