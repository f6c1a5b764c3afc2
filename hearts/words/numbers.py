"""Every number as it is written: scores, points, counts, shares and averages, in the language in use.

Two forms of a score, each in its own places: the table's (:func:`number_text`
and :func:`points_text`: ``-10``, ``no points``, ``-10 points``, as the table,
the replay, History, the review's summary and the rules in short print them)
and Learn's and the settings' (:func:`number` and :func:`points_word`: ``−10``,
``0 points``, ``−10 points``, with a true minus sign).

>>> points_text(0), points_text(1), points_text(-10), number_text(-26)
('no points', '1 point', '-10 points', '-26')
>>> number(-26), points_word(-10), points_word(1), points_word(0.5)
('−26', '−10 points', '1 point', '½ point')
>>> plural(1, "lower spade"), plural(0, "point"), percent(0.074), decimal(2.35), count_word(3)
('1 lower spade', '0 points', '7%', '2.4', 'three')
>>> grouped(12345) == "12\u202f345", cost_text(2.35), count_text(4294967295)
(True, '2.4 points', '4,294,967,295')

Each language writes them its own way (:mod:`hearts.words.forms`):

>>> from hearts.words.catalog import use_catalog
>>> use_catalog("fr", None); decimal(2.35), percent(0.38), grouped(12345) == "12\u202f345", number(-1.25)
('2,4', '38\xa0%', True, '−1,25')
>>> use_catalog("de", None); grouped(-12345), points_word(1.5), count_text(4294967295)
('-12.345', '1½ points', '4.294.967.295')
>>> use_catalog("fr", None); count_text(4294967295) == "4\u202f294\u202f967\u202f295"
True
>>> use_catalog("en", None)
"""

from __future__ import annotations

from .catalog import gettext as _
from .catalog import ngettext, pgettext
from .forms import forms, forms_of
from .languages import ENGLISH

__all__ = [
    "cards_count",
    "cost_text",
    "count_text",
    "count_word",
    "decimal",
    "grouped",
    "hearts_count",
    "number",
    "number_text",
    "percent",
    "plural",
    "points_text",
    "points_word",
]


def number(value: float) -> str:
    """A score as Learn and the settings print it: a true minus sign for negatives (``−26``), halves as ``½``."""
    size = abs(value)
    if size == int(size):
        digits = str(int(size))
    elif (size * 2) == int(size * 2):
        digits = ("" if size < 1 else str(int(size))) + "½"
    else:
        digits = f"{size:g}".replace(".", forms().decimal)
    return f"−{digits}" if value < 0 else digits


def number_text(value: int) -> str:
    """A score as the table prints it: ``13``, ``-10`` (a hyphen for the minus)."""
    return str(value)


def points_word(value: float) -> str:
    """Points as Learn and the settings write them: ``1 point``, ``½ point``, ``13 points``, ``−10 points``."""
    size = abs(value)
    if size == int(size):
        # Translators: {points} is a score such as "13" or "−10" (with a minus sign).
        return ngettext("{points} point", "{points} points", int(size)).format(points=number(value))
    if size < 1:
        # Translators: {points} is a fraction of a point such as "½".
        return pgettext("less than one point", "{points} point").format(points=number(value))
    # Translators: {points} is a number of points that is not whole, such as "1½" or "2,25".
    return pgettext("points, not a whole number", "{points} points").format(points=number(value))


def points_text(points: int) -> str:
    """Points as the table writes them: ``no points``, ``1 point``, ``13 points``, ``-10 points``."""
    if points == 0:
        # Translators: what a player took or scored in a deal ("West took no points").
        return _("no points")
    # Translators: {points} is a score such as "13" or "-10".
    return ngettext("{points} point", "{points} points", abs(points)).format(points=number_text(points))


def plural(count: int, noun: str) -> str:
    """``1 heart``, ``2 hearts``, ``0 hearts``: a count and its English noun (plural by an ``s``).

    English only: a sentence in the player's language counts things with ``ngettext`` at its own call site.
    """
    return f"{count} {noun}{'' if count == 1 else 's'}"


def cards_count(count: int) -> str:
    """A number of cards in figures: ``1 card``, ``13 cards``."""
    # Translators: {count} is a number of cards in figures ("13").
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def hearts_count(count: int) -> str:
    """A number of hearts taken in figures: ``1 heart``, ``5 hearts``."""
    # Translators: a number of hearts a player took ("2 hearts").
    return ngettext("{count} heart", "{count} hearts", count).format(count=count)


def count_word(count: int) -> str:
    """A count of cards spelt out, as a sentence says it: ``three`` (from ``none`` to ``thirteen``)."""
    words = (
        pgettext("number of cards, spelled out", "none"),
        pgettext("number of cards, spelled out", "one"),
        pgettext("number of cards, spelled out", "two"),
        pgettext("number of cards, spelled out", "three"),
        pgettext("number of cards, spelled out", "four"),
        pgettext("number of cards, spelled out", "five"),
        pgettext("number of cards, spelled out", "six"),
        pgettext("number of cards, spelled out", "seven"),
        pgettext("number of cards, spelled out", "eight"),
        pgettext("number of cards, spelled out", "nine"),
        pgettext("number of cards, spelled out", "ten"),
        pgettext("number of cards, spelled out", "eleven"),
        pgettext("number of cards, spelled out", "twelve"),
        pgettext("number of cards, spelled out", "thirteen"),
    )
    return words[count]


def percent(share: float) -> str:
    """A share of 1 as a whole percentage: ``7%`` (``7 %`` in French)."""
    return forms().percent.format(number=grouped(round(share * 100)))


def cost_text(cost: float) -> str:
    """Points a decision cost, to one decimal, as the review writes them: ``2.4 points``, ``1.0 points``."""
    # Translators: {points} is a number with one decimal, such as "2.4" or "1.0" (points lost by a decision).
    return pgettext("points, one decimal", "{points} points").format(points=decimal(cost))


def grouped(value: int) -> str:
    """A count or a total, thousands set apart (by a narrow space in English): ``12\u202f345``, ``-5``."""
    return f"{value:,}".replace(",", forms().group)


def count_text(value: int) -> str:
    """A count inside a sentence (a link's characters, the range of game numbers), thousands set apart as the
    language in use writes them: ``4,294,967,295`` in English (by commas, as its sentences always have, where
    :func:`grouped` keeps the tables' narrow space), ``4.294.967.295`` in German, ``4 294 967 295`` in French."""
    return f"{value:,}" if forms() is forms_of(ENGLISH) else grouped(value)


def decimal(value: float) -> str:
    """An average or a cost to one decimal: ``2.4`` (``2,4`` in French)."""
    return f"{value:.1f}".replace(".", forms().decimal)
