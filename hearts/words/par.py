"""A deal's par in words: the points against the par, and what the par says of the cards.

The par of a deal is what the Expert took with the same cards in the same
seat (:mod:`hearts.par`). The page says it to the player ("you"); the command
line says it of a seat.

>>> par_text(6, 9)
'Par 9 — you took 6: 3 under par'
>>> par_text(13, 13), par_text(14, 13)
('Par 13 — you took 13: on par', 'Par 13 — you took 14: 1 over par')
>>> seat_par_text(1, 6, 9)
'West took 6; par 9: 3 under par'
>>> hand_text(14)
'a hard hand: the Expert took 14 with it'
>>> hand_text(0), hand_text(26)
('an easy hand: the Expert took 0 with it', 'a very hard hand: the Expert took 26 with it')
"""

from __future__ import annotations

from ..record.par import hand_band
from .catalog import gettext as _
from .catalog import ngettext
from .numbers import number_text
from .seats import seat_name

__all__ = ["hand_text", "par_text", "seat_par_text"]


def par_text(points: int, par: int) -> str:
    """The player's points against the deal's par: ``Par 9 — you took 6: 3 under par``."""
    count = abs(points - par)
    values = {"par": number_text(par), "points": number_text(points)}
    if points < par:
        # Translators: the player's points in a deal against its par (what the Expert took with the same cards).
        # {par} and {points} are points ("9", "6"); {count} how many points under the par.
        said = ngettext(
            "Par {par} — you took {points}: {count} under par",
            "Par {par} — you took {points}: {count} under par",
            count,
        )
    elif points > par:
        # Translators: as above; {count} is how many points over the par.
        said = ngettext(
            "Par {par} — you took {points}: {count} over par",
            "Par {par} — you took {points}: {count} over par",
            count,
        )
    else:
        # Translators: as above, the player took as many points as the par.
        said = _("Par {par} — you took {points}: on par")
    return said.format(count=count, **values)


def seat_par_text(seat: int, points: int, par: int) -> str:
    """A seat's points against the deal's par, as the command line says it: ``West took 6; par 9: 3 under par``."""
    values = {"seat": seat_name(seat), "par": number_text(par), "points": number_text(points)}
    count = abs(points - par)
    if points < par:
        # Translators: a seat's points in a deal (or a game) against its par; {seat} is a seat ("West"), {points}
        # and {par} are points ("6", "9"); {count} how many points under the par.
        said = ngettext(
            "{seat} took {points}; par {par}: {count} under par",
            "{seat} took {points}; par {par}: {count} under par",
            count,
        )
    elif points > par:
        # Translators: as above; {count} is how many points over the par.
        said = ngettext(
            "{seat} took {points}; par {par}: {count} over par",
            "{seat} took {points}; par {par}: {count} over par",
            count,
        )
    else:
        # Translators: as above, the seat took as many points as the par.
        said = _("{seat} took {points}; par {par}: on par")
    return said.format(count=count, **values)


def hand_text(par: int) -> str:
    """What the par says of the cards, in a few plain bands (:func:`hearts.record.hand_band`):
    ``a hard hand: the Expert took 14 with it``."""
    band = hand_band(par)
    # Translators: how hard a player's cards were in a deal, told by what the Expert took with the same cards in
    # the same seat; {count} is those points ("14"). Lower case: it follows the par on the score sheet.
    if band == "easy":
        said = ngettext(
            "an easy hand: the Expert took {count} with it", "an easy hand: the Expert took {count} with it", abs(par)
        )
    elif band == "ordinary":
        said = ngettext(
            "an ordinary hand: the Expert took {count} with it",
            "an ordinary hand: the Expert took {count} with it",
            abs(par),
        )
    elif band == "hard":
        said = ngettext(
            "a hard hand: the Expert took {count} with it", "a hard hand: the Expert took {count} with it", abs(par)
        )
    else:
        said = ngettext(
            "a very hard hand: the Expert took {count} with it",
            "a very hard hand: the Expert took {count} with it",
            abs(par),
        )
    return said.format(count=number_text(par))
