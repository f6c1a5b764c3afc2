"""A deal's par as a record keeps it: the same cards played again with the Expert in one seat, and what it scored.

The par deal starts exactly as the deal it belongs to (the same hands as
dealt, pass direction, dealer and totals); ``seat``'s cards are played by the
Expert, the other three by computer players of ``level``. The record keeps
every pass and play of it and the four seats' points, and
:meth:`~hearts.record.GameRecord.replay` plays it through the engine like any
other entry: a par deal the engine refuses, or whose points are not the
engine's, is refused with one sentence naming it. How a par deal is played is
:mod:`hearts.par`'s; this module only keeps it.

>>> from hearts.cards import parse_cards
>>> par = ParRecord(0, "medium", NO_PASSES, tuple(parse_cards("2C 3C")), (9, 4, 13, 0))
>>> par.par, par.to_data()["plays"]
(9, '2C 3C')
>>> ParRecord.from_data(par.to_data(), 1, 3) == par
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Literal

from ..cards import Card, format_cards
from ..errors import RecordPlace
from ..levels import LEVELS
from ..round import Round
from .entries import NO_PASSES, Passes, fault, passes_data, read_passes, read_plays, refuse
from .moves import make_moves

__all__ = ["NO_PASSES", "PAR_LEVELS", "HandBand", "ParRecord", "check_par", "hand_band"]

PAR_LEVELS: Final = LEVELS
"""The levels a par deal is played against (:data:`hearts.levels.LEVELS`), in the order of their number in
the compact form: 0 Easy, 1 Medium, 2 Hard, 3 Expert. New levels go at the end."""
_FIELDS: Final = ("seat", "level", "passes", "plays", "points")
HandBand = Literal["easy", "ordinary", "hard", "very hard"]
"""How hard a hand was, told by its par: what the Expert took with it (:func:`hand_band`)."""
_BANDS: Final[tuple[tuple[int, HandBand], ...]] = ((2, "easy"), (8, "ordinary"), (15, "hard"))
"""The highest par of each band but the last; a par above them all is a very hard hand."""


def hand_band(par: int) -> HandBand:
    """How hard the cards of a deal were, by its par: 2 or less easy, 3 to 8 ordinary, 9 to 15 hard, more very hard.

    >>> [hand_band(par) for par in (-10, 0, 2, 3, 8, 9, 14, 15, 16, 26)]
    ['easy', 'easy', 'easy', 'ordinary', 'ordinary', 'hard', 'hard', 'hard', 'very hard', 'very hard']
    """
    for highest, band in _BANDS:
        if par <= highest:
            return band
    return "very hard"


@dataclass(frozen=True, slots=True)
class ParRecord:
    """A deal played again from its start with the Expert in ``seat``, against three players of ``level``."""

    seat: int
    """Whose hand the Expert played: 0 South, 1 West, 2 North, 3 East."""
    level: str
    """The other three seats' level, one of :data:`PAR_LEVELS`."""
    passes: Passes
    """Each seat's pass in the par deal, as :attr:`DealRecord.passes <hearts.record.DealRecord.passes>`."""
    plays: tuple[Card, ...]
    """The par deal's cards, in the order played."""
    points: tuple[int, ...]
    """The par deal's four seats' points, as the rules score them (the moon and the bonus card included)."""

    @property
    def par(self) -> int:
        """The deal's par: the points the Expert scored in ``seat``."""
        return self.points[self.seat]

    @property
    def band(self) -> HandBand:
        """How hard the seat's cards were, by the par (:func:`hand_band`)."""
        return hand_band(self.par)

    def to_data(self) -> dict[str, Any]:
        """A JSON-ready dict: ``seat``, ``level``, ``passes`` (left out when nobody passed), ``plays``, ``points``."""
        data: dict[str, Any] = {"seat": self.seat, "level": self.level}
        passes = passes_data(self.passes)
        if passes is not None:
            data["passes"] = passes
        data["plays"] = format_cards(self.plays)
        data["points"] = list(self.points)
        return data

    @classmethod
    def from_data(cls, raw: object, deal: int, pass_count: int = 3) -> ParRecord:
        """Read :meth:`to_data`'s dict; ``deal`` is the number (from 1) of the deal it belongs to, for the errors."""
        where = RecordPlace(deal, par=True)
        if not isinstance(raw, dict):
            raise refuse(
                "A par is an object with the seat, level, passes, plays and points.", where, fault("par-not-an-object")
            )
        unknown = sorted(str(key) for key in raw if key not in _FIELDS)
        if unknown:
            raise refuse(f"Unknown entry {unknown[0]!r}.", where, fault("unknown-entry", name=repr(unknown[0])))
        missing = [name for name in _FIELDS if name != "passes" and name not in raw]
        if missing:
            raise refuse(f"The par has no {missing[0]!r}.", where, fault("par-missing", name=repr(missing[0])))
        seat = raw["seat"]
        _check_seat_level(seat, raw["level"], where)
        passes = read_passes(raw.get("passes"), where, pass_count)
        plays = read_plays(raw["plays"], where)
        points = raw["points"]
        if not isinstance(points, list) or len(points) != 4 or not all(_whole(p) for p in points):
            raise refuse("The par's points are four whole numbers, one per seat.", where, fault("par-bad-points"))
        return cls(seat, raw["level"], passes, plays, tuple(points))


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_seat_level(seat: object, level: object, where: RecordPlace) -> None:
    if not _whole(seat) or not 0 <= seat < 4:  # type: ignore[operator]
        raise refuse(
            f"The par's seat is a number from 0 (South) to 3 (East), not {seat!r}.",
            where,
            fault("par-bad-seat", seat=repr(seat)),
        )
    if level not in PAR_LEVELS:
        raise refuse(
            f"The par's level is one of {', '.join(PAR_LEVELS)}, not {level!r}.",
            where,
            fault("par-bad-level", level=repr(level)),
        )


def check_par(par: ParRecord, deal: Round, number: int) -> None:
    """Play ``par`` through the engine from the start of ``deal`` (deal ``number``, from 1), or refuse it.

    The par deal must be one the engine allows from the same hands as dealt,
    pass direction, rules, totals and dealer, played to its end, its seat and
    level ones a par has, and its points the engine's.
    """
    where = RecordPlace(number, par=True)
    if not deal.is_over:
        raise refuse(
            "A deal has a par only once it is over, and this one is not.", RecordPlace(number), fault("par-too-soon")
        )
    _check_seat_level(par.seat, par.level, where)
    if len(par.passes) != 4:
        raise refuse("The passes are a list of four entries, one per seat.", where, fault("passes-not-four"))
    again = deal.as_dealt()
    make_moves(again, par.passes, par.plays, where)
    if not again.is_over:
        count = len(par.plays)
        raise refuse(
            f"The par deal stops after {count} cards; it is played to the end of the deal.",
            where,
            fault("par-unfinished", count=count),
        )
    if tuple(par.points) != again.points:
        written = ", ".join(map(str, par.points))
        scored = ", ".join(map(str, again.points))
        raise refuse(
            f"The par deal's points are written {written}, but the engine scores {scored}.",
            where,
            fault("par-wrong-points", written=written, scored=scored),
        )
