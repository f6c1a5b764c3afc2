"""How each language writes numbers, percentages and dates, after the Unicode CLDR.

The page has no Babel, so each language's forms are written out here (a test
proves them equal to CLDR's, as Babel gives them): the decimal sign, the sign
that sets thousands apart, where the percent sign goes, and the medium date
and short time that History shows when a game was played.

English keeps the narrow space between thousands that the game has always
written (``12 345``) where CLDR writes a comma; every other form is CLDR's.

>>> from hearts.words.catalog import use_catalog
>>> date_text(2026, 12, 5), date_time_text(2026, 12, 5, 21, 5)
('Dec 5, 2026', 'Dec 5, 2026, 9:05\\u202fPM')
>>> use_catalog("fr", None); date_text(2026, 12, 5), date_time_text(2026, 2, 1, 9, 5), forms().percent
('5 déc. 2026', '1 févr. 2026, 09:05', '{number}\\xa0%')
>>> use_catalog("de", None); date_text(2026, 3, 1), time_text(0, 30), stamp_text("2026-12-01 09:05")
('01.03.2026', '00:30', '01.12.2026, 09:05')
>>> use_catalog("en", None)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .catalog import language
from .languages import ENGLISH

__all__ = ["FORMS", "Forms", "date_text", "date_time_text", "forms", "forms_of", "stamp_text", "time_text"]


@dataclass(frozen=True, slots=True)
class Forms:
    """One language's way with numbers and dates.

    ``percent`` holds ``{number}``; ``date`` holds ``{day}`` (``1``), ``{day2}`` (``01``), ``{month}`` (``12``),
    ``{month_abbr}`` (``Dec``) and ``{year}``; ``time`` holds ``{hour}`` (``9``), ``{hour2}`` (``09``),
    ``{hour12}`` (``9`` for 21:00), ``{minute2}`` (``05``) and ``{period}`` (``AM``/``PM``);
    ``date_time`` joins ``{date}`` and ``{time}``.
    """

    decimal: str
    group: str
    percent: str
    date: str
    time: str
    date_time: str
    months: tuple[str, ...]
    periods: tuple[str, str] = ("AM", "PM")


FORMS: Final[dict[str, Forms]] = {
    "en": Forms(
        decimal=".",
        group="\u202f",
        percent="{number}%",
        date="{month_abbr} {day}, {year}",
        time="{hour12}:{minute2}\u202f{period}",
        date_time="{date}, {time}",
        months=("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    ),
    "es": Forms(
        decimal=",",
        group=".",
        percent="{number}\xa0%",
        date="{day} {month_abbr} {year}",
        time="{hour}:{minute2}",
        date_time="{date}, {time}",
        months=("ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"),
    ),
    "fr": Forms(
        decimal=",",
        group="\u202f",
        percent="{number}\xa0%",
        date="{day} {month_abbr} {year}",
        time="{hour2}:{minute2}",
        date_time="{date}, {time}",
        months=(
            "janv.",
            "févr.",
            "mars",
            "avr.",
            "mai",
            "juin",
            "juil.",
            "août",
            "sept.",
            "oct.",
            "nov.",
            "déc.",
        ),
    ),
    "de": Forms(
        decimal=",",
        group=".",
        percent="{number}\xa0%",
        date="{day2}.{month2}.{year}",
        time="{hour2}:{minute2}",
        date_time="{date}, {time}",
        months=("Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."),
    ),
    "pt-BR": Forms(
        decimal=",",
        group=".",
        percent="{number}%",
        date="{day} de {month_abbr} de {year}",
        time="{hour2}:{minute2}",
        date_time="{date} {time}",
        months=("jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."),
    ),
    "it": Forms(
        decimal=",",
        group=".",
        percent="{number}%",
        date="{day} {month_abbr} {year}",
        time="{hour2}:{minute2}",
        date_time="{date}, {time}",
        months=("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"),
    ),
    "nl": Forms(
        decimal=",",
        group=".",
        percent="{number}%",
        date="{day} {month_abbr} {year}",
        time="{hour2}:{minute2}",
        date_time="{date}, {time}",
        months=("jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"),
    ),
    "pl": Forms(
        decimal=",",
        group="\xa0",
        percent="{number}%",
        date="{day} {month_abbr} {year}",
        time="{hour2}:{minute2}",
        date_time="{date}, {time}",
        months=("sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"),
    ),
}
"""Each language of :data:`hearts.words.languages.LANGUAGES` with its forms."""


def forms_of(tag: str) -> Forms:
    """The forms of a language tag (English's for a tag without its own, such as the pseudo-language)."""
    return FORMS.get(tag, FORMS[ENGLISH])


def forms() -> Forms:
    """The forms of the language in use."""
    return forms_of(language())


def date_text(year: int, month: int, day: int) -> str:
    """A date as the language in use writes it in medium form: ``Dec 5, 2026``, ``5 déc. 2026``, ``05.12.2026``."""
    form = forms()
    return form.date.format(
        day=day, day2=f"{day:02d}", month=month, month2=f"{month:02d}", month_abbr=form.months[month - 1], year=year
    )


def time_text(hour: int, minute: int) -> str:
    """A time of day in short form (``9:05 PM``, ``21:05``), from the 24-hour ``hour`` and ``minute``."""
    form = forms()
    return form.time.format(
        hour=hour,
        hour2=f"{hour:02d}",
        hour12=(hour % 12) or 12,
        minute2=f"{minute:02d}",
        period=form.periods[hour >= 12],
    )


def date_time_text(year: int, month: int, day: int, hour: int, minute: int) -> str:
    """A date and a time, as History shows when a game was played: ``Dec 5, 2026, 9:05 PM``."""
    return forms().date_time.format(date=date_text(year, month, day), time=time_text(hour, minute))


def stamp_text(stamp: str) -> str:
    """History's stamp of when a game was played (``2026-12-01 09:05`` or ``2026-12-01``) as the language writes it.

    A stamp of another shape is returned as it is.

    >>> stamp_text("2026-12-01 09:05"), stamp_text("2026-12-01"), stamp_text("yesterday")
    ('Dec 1, 2026, 9:05\u202fAM', 'Dec 1, 2026', 'yesterday')
    """
    day, __, time = stamp.strip().partition(" ")
    try:
        year, month, date = (int(part) for part in day.split("-"))
        if not time:
            return date_text(year, month, date) if 1 <= month <= 12 else stamp
        hour, minute = (int(part) for part in time.split(":"))
    except ValueError:
        return stamp
    if not (1 <= month <= 12 and 0 <= hour < 24 and 0 <= minute < 60):
        return stamp
    return date_time_text(year, month, date, hour, minute)
