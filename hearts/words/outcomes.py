"""A deal's moon and a game's shared win in words, the person among the players as "you".

Each sentence that names the person has a message of its own, so that every
language can give "you" its form and its verb its person: "Vous et Nord
partagez la victoire", "Du hast den Mond abgeschossen: 0 für dich".

>>> moon_words(2, (26, 26, 0, 26))
'North shot the moon: 0 for North, 26 for everyone else.'
>>> moon_words(0, (-26, 0, -10, 0))
'You shot the moon: -26 for you, 0 for West, -10 for North, 0 for East.'
>>> moon_words(3, (0, 0, -10, -26))
'East shot the moon: -26 for East, 0 for you, 0 for West, -10 for North.'
>>> shared_win((0, 2)), shared_win((1, 2))
('You and North share the win.', 'West and North share the win.')
>>> shared_win_past((0, 3)), shared_win_past((1, 3))
('You and East shared the win', 'West and East shared the win')
"""

from __future__ import annotations

from collections.abc import Sequence

from ..seats import SOUTH
from .case import capitalized
from .catalog import gettext as _
from .catalog import pgettext
from .lists import series
from .numbers import number_text
from .seats import players_listed, seat_name, seat_names

__all__ = ["moon_words", "shared_win", "shared_win_past"]


def moon_words(shooter: int, points: Sequence[int]) -> str:
    """Who shot the moon and what each player scores for the deal: ``North shot the moon: 0 for North, 26 for
    everyone else.`` (each other player's score named when they differ)."""
    others = [seat for seat in range(4) if seat != shooter]
    own = _score_for(shooter, points[shooter])
    if len({points[seat] for seat in others}) == 1:
        rest = _("{score} for everyone else").format(score=number_text(points[others[0]]))
    else:
        rest = series([_score_for(seat, points[seat]) for seat in others])
    if shooter == SOUTH:
        # Translators: the person shot the moon; {own} is "0 for you", {rest} "26 for everyone else" or
        # "0 for West, -10 for North, 0 for East".
        return _("You shot the moon: {own}, {rest}.").format(own=own, rest=rest)
    # Translators: {seat} shot the moon ("North"); {own} "0 for North"; {rest} "26 for everyone else" or
    # "0 for you, 0 for West, -10 for North".
    return _("{seat} shot the moon: {own}, {rest}.").format(seat=seat_name(shooter), own=own, rest=rest)


def _score_for(seat: int, score: int) -> str:
    if seat == SOUTH:
        # Translators: the score given to the person in a moon's news ("0 for you"); {score} a number ("-26").
        return pgettext("a score given to the person", "{score} for you").format(score=number_text(score))
    # Translators: a score given to a player in a moon's news ("0 for North"); {seat} is the player ("North").
    return _("{score} for {seat}").format(score=number_text(score), seat=seat_name(seat))


def shared_win(winners: Sequence[int]) -> str:
    """The table's notice of a win shared by ``winners``: ``You and North share the win.``"""
    if SOUTH in winners:
        # Translators: a win shared with the person; {seats} lists the winners within a sentence, the person
        # first ("you and North", "you, West and North"). When {seats} starts the sentence, its first letter is
        # written as a capital.
        said = pgettext("the person among the winners", "{seats} share the win.")
        return capitalized(said.format(seats=players_listed(sorted(winners))))
    # Translators: {seats} is a list of players ("West and North").
    return _("{seats} share the win.").format(seats=seat_names(winners))


def shared_win_past(winners: Sequence[int]) -> str:
    """History's note of a game whose win was shared by ``winners``: ``You and East shared the win``."""
    if SOUTH in winners:
        # Translators: History's note of a game won by the person with others; {seats} lists the winners within a
        # sentence, the person first ("you and East"). When {seats} starts the note, its first letter is written
        # as a capital.
        said = pgettext("the person among the winners", "{seats} shared the win")
        return capitalized(said.format(seats=players_listed(sorted(winners))))
    # Translators: {seats} is a list of players ("West and North").
    return _("{seats} shared the win").format(seats=seat_names(winners))
