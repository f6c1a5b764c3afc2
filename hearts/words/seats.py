"""Seats in words: by name, and the person's own seat as "you".

The person always sits South: the table, Learn and the review call that
seat "you" and every other seat by its name.

>>> seat_name(1), seat_names([1, 2]), who(0), who(2), whom(0), seat_label(0)
('West', 'West and North', 'You', 'North', 'you', 'You (South)')
>>> seat_points((3, 0, 13, 10))
'South 3, West 0, North 13, East 10'
>>> players_listed([0, 3]), players_listed([1, 2, 3])
('you and East', 'West, North and East')
"""

from __future__ import annotations

from collections.abc import Sequence

from ..seats import EAST, NORTH, SOUTH, WEST
from .catalog import gettext as _
from .catalog import pgettext
from .lists import listing, series
from .numbers import number_text

__all__ = [
    "players_listed",
    "seat_label",
    "seat_name",
    "seat_names",
    "seat_points",
    "seat_score",
    "who",
    "who_in_list",
    "whom",
]


def seat_name(seat: int) -> str:
    """``South``, ``West``, ``North`` or ``East``."""
    # Translators: the four seats at the table, as players of the language name them.
    if seat == SOUTH:
        return pgettext("seat", "South")
    if seat == WEST:
        return pgettext("seat", "West")
    if seat == NORTH:
        return pgettext("seat", "North")
    if seat == EAST:
        return pgettext("seat", "East")
    raise IndexError(seat)


def seat_names(seats: Sequence[int]) -> str:
    """Seats listed: ``West, North and East``."""
    return listing([seat_name(seat) for seat in seats])


def who(seat: int) -> str:
    """A seat as the table names it, starting a sentence or on its own: ``You`` for the person, else its name."""
    # Translators: the person at the table, starting a sentence or standing alone (a column of scores).
    return pgettext("the person, alone or starting a sentence", "You") if seat == SOUTH else seat_name(seat)


def whom(seat: int) -> str:
    """A seat within a sentence: ``you`` for the person, else its name."""
    # Translators: the person at the table, within a sentence.
    return pgettext("the person, within a sentence", "you") if seat == SOUTH else seat_name(seat)


def who_in_list(seat: int) -> str:
    """A seat in a list of players within a sentence, doing what the sentence says: ``you`` for the person."""
    if seat != SOUTH:
        return seat_name(seat)
    # Translators: the person in a list of players within a sentence, as the subject of its verb ("you and East"
    # in "[Shared win:] you and East", "you and North share the win"); a list may also start the sentence, and then
    # the game writes its first letter as a capital.
    return pgettext("the person, in a list of players", "you")


def players_listed(seats: Sequence[int]) -> str:
    """Players listed within a sentence, the person as ``you``: ``you and East``, ``West and North``."""
    return listing([who_in_list(seat) for seat in seats])


def seat_label(seat: int) -> str:
    """A seat with the person's seat named too: ``You (South)``, ``West``."""
    # Translators: the person's seat; {seat} is "South".
    return _("You ({seat})").format(seat=seat_name(seat)) if seat == SOUTH else seat_name(seat)


def seat_score(seat: int, points: str) -> str:
    """One seat's score in a row of scores: ``South 3`` (``points`` written as the row writes it)."""
    # Translators: one seat's score in a row of scores ("South 3, West 0, …"); {seat} a seat, {points} a number.
    return pgettext("a seat's score in a row", "{seat} {points}").format(seat=seat_name(seat), points=points)


def seat_points(points: Sequence[int]) -> str:
    """Each seat's points or total, in seat order: ``South 3, West 0, North 13, East 10``."""
    return series([seat_score(seat, number_text(value)) for seat, value in enumerate(points)])
