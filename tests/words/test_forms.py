"""Each language's numbers, percentages and dates are CLDR's, as Babel gives them.

The page has no Babel, so :mod:`hearts.words.forms` writes each language's
forms out; these tests prove the table equal to CLDR's data for every
language the player may choose.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterator

import pytest
from babel import Locale, dates, numbers

from hearts.words import decimal, grouped, percent
from hearts.words.catalog import use_catalog
from hearts.words.forms import FORMS, date_text, date_time_text, forms, stamp_text, time_text
from hearts.words.languages import ENGLISH, LANGUAGES, catalog_folder

DATES = [
    datetime.datetime(2026, month, day, hour, minute)
    for month in range(1, 13)
    for day, hour, minute in ((1, 0, 0), (9, 9, 5), (25, 12, 30), (28, 23, 59))
]


@pytest.fixture(params=LANGUAGES)
def tag(request: pytest.FixtureRequest) -> Iterator[str]:
    language: str = request.param
    use_catalog(language, None)
    yield language
    use_catalog(ENGLISH, None)


def test_every_language_has_its_forms() -> None:
    assert set(FORMS) == set(LANGUAGES)


def test_decimal_and_group_signs_are_cldrs(tag: str) -> None:
    locale = catalog_folder(tag)
    assert forms().decimal == numbers.get_decimal_symbol(locale)
    if tag == ENGLISH:
        assert forms().group == "\u202f"  # English keeps the narrow space the game has always written
    else:
        assert forms().group == numbers.get_group_symbol(locale)


@pytest.mark.parametrize("value", [0.0, 2.35, 0.04, -1.25, 13.0, 1234.56])
def test_decimals_are_written_as_cldr_writes_them(tag: str, value: float) -> None:
    expected = numbers.format_decimal(round(value, 1), format="0.0", locale=catalog_folder(tag))
    assert decimal(value) == expected


@pytest.mark.parametrize("value", [0, 7, 999, 1000, 1234, 12345, 1234567, -12345])
def test_grouped_counts_are_written_as_cldr_writes_them(tag: str, value: int) -> None:
    expected = numbers.format_decimal(value, locale=catalog_folder(tag))
    if tag == ENGLISH:
        expected = expected.replace(",", "\u202f")
    assert grouped(value) == expected


@pytest.mark.parametrize("share", [0.0, 0.074, 0.38, 0.5, 1.0, 12.345])
def test_percentages_are_written_as_cldr_writes_them(tag: str, share: float) -> None:
    expected = numbers.format_percent(share, locale=catalog_folder(tag))
    if tag == ENGLISH:
        expected = expected.replace(",", "\u202f")
    assert percent(share) == expected


@pytest.mark.parametrize("when", DATES, ids=str)
def test_dates_and_times_are_cldrs_medium_date_and_short_time(tag: str, when: datetime.datetime) -> None:
    locale = Locale.parse(catalog_folder(tag))
    day = dates.format_date(when, format="medium", locale=locale)
    hour = dates.format_time(when, format="short", locale=locale)
    together = dates.get_datetime_format("medium", locale=locale).replace("{1}", day).replace("{0}", hour)
    assert date_text(when.year, when.month, when.day) == day
    assert time_text(when.hour, when.minute) == hour
    assert date_time_text(when.year, when.month, when.day, when.hour, when.minute) == together


def test_french_writes_its_numbers_the_french_way() -> None:
    use_catalog("fr", None)
    try:
        assert (decimal(2.35), percent(0.38), date_text(2026, 12, 5)) == ("2,4", "38\xa0%", "5 déc. 2026")
    finally:
        use_catalog(ENGLISH, None)


def test_historys_stamps_are_written_in_the_language_in_use() -> None:
    use_catalog("pl", None)
    try:
        assert stamp_text("2026-12-01 09:05") == "1 gru 2026, 09:05"
        assert stamp_text("2026-07-14") == "14 lip 2026"
        assert stamp_text("2026-13-01 09:05") == "2026-13-01 09:05"  # not a date: shown as it was kept
    finally:
        use_catalog(ENGLISH, None)
