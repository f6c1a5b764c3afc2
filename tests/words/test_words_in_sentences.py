"""Words put into other sentences, in the players' languages: "you" in a list of winners and in a moon's news,
Italian "ed" before a last item starting with e, a level of play within a sentence, and a count of zero.

Each sentence is worded through :mod:`hearts.words` with the real catalogs (compiled in memory from the PO files
when needed), as the table, History, Learn and the command line word them.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from hearts import bots
from hearts.seats import EAST, NORTH, SOUTH, WEST
from hearts.words import (
    chain,
    level_players_within,
    listing,
    moon_words,
    players_listed,
    points_word,
    shared_win,
    shared_win_past,
)
from hearts.words.catalog import ENGLISH, LANGUAGES, ngettext, use_language


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    use_language(ENGLISH)


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "You and East share the win."),
        ("es", "Victoria compartida: tú y Este."),
        ("fr", "Vous et Est partagez la victoire."),
        ("de", "Du und Ost teilt euch den Sieg."),
        ("pt-BR", "Você e Leste dividem a vitória."),
        ("it", "Vittoria condivisa: tu ed Est."),
        ("nl", "Jij en Oost delen de winst."),
        ("pl", "Zwycięstwem dzielą się: ty i Wschód."),
    ],
)
def test_a_win_shared_with_you_names_you_within_the_sentence(language: str, said: str) -> None:
    use_language(language)
    assert shared_win((SOUTH, EAST)) == said


def test_a_win_shared_without_you_keeps_its_own_sentence() -> None:
    use_language("fr")
    assert shared_win((WEST, NORTH)) == "Ouest et Nord se partagent la victoire."
    use_language("de")
    assert shared_win((WEST, NORTH, EAST)) == "West, Nord und Ost teilen sich den Sieg."


def test_history_notes_a_win_shared_with_you_in_the_forms_of_a_sentence() -> None:
    use_language("es")
    assert shared_win_past((SOUTH, WEST, EAST)) == "Victoria compartida: tú, Oeste y Este"
    use_language("fr")
    assert shared_win_past((SOUTH, EAST)) == "Victoire partagée\u202f: vous et Est"
    use_language(ENGLISH)
    assert shared_win_past((SOUTH, EAST)) == "You and East shared the win"


def test_you_in_a_list_is_the_form_a_sentence_takes_not_the_start_of_one() -> None:
    for language in LANGUAGES:
        use_language(language)
        listed = players_listed((SOUTH, NORTH))
        assert listed[:1].islower(), (language, listed)


def test_the_moon_gives_you_your_score_in_the_form_for_you() -> None:
    use_language("de")
    assert moon_words(SOUTH, (0, 26, 26, 26)) == "Du hast den Mond geschossen: 0 für dich, 26 für alle anderen."
    assert moon_words(NORTH, (26, 26, 0, 26)) == "Nord hat den Mond geschossen: 0 für Nord, 26 für alle anderen."
    assert "du 0" not in moon_words(SOUTH, (-26, 0, 0, 0))
    use_language(ENGLISH)
    said = moon_words(EAST, (0, 0, -10, -26))
    assert said == "East shot the moon: -26 for East, 0 for you, 0 for West, -10 for North."


def test_italian_writes_ed_before_a_last_item_starting_with_e() -> None:
    use_language("it")
    assert listing(["Nord", "Est"]) == "Nord ed Est" and listing(["Nord", "Ovest"]) == "Nord e Ovest"
    assert listing(["Nord 6", "Ovest 3", "Est 6"], serial_comma=True) == "Nord 6, Ovest 3 ed Est 6"
    assert chain(["tu", "Nord", "Est"]) == "tu e Nord ed Est"
    use_language("es")
    assert listing(["Norte", "Este"]) == "Norte y Este"
    use_language(ENGLISH)
    assert listing(["North", "East"]) == "North and East"


@pytest.mark.parametrize("language", [language for language in LANGUAGES if language not in (ENGLISH, "de")])
def test_a_level_within_a_sentence_starts_small(language: str) -> None:
    use_language(language)
    for level in bots.LEVELS:
        assert level_players_within(level)[:1].islower(), (language, level)


def test_a_level_within_a_german_sentence_has_a_small_adjective_and_english_keeps_its_capital() -> None:
    use_language("de")
    assert [level_players_within(level) for level in bots.LEVELS] == [
        "leichte Gegner",
        "mittlere Gegner",
        "schwere Gegner",
        "Experten als Gegner",
    ]
    use_language(ENGLISH)
    assert level_players_within("easy") == "Easy players"


def test_brazilian_portuguese_counts_zero_in_the_plural() -> None:
    use_language("pt-BR")
    assert points_word(0) == "0 pontos" and points_word(1) == "1 ponto" and points_word(2) == "2 pontos"
    use_language("fr")
    assert points_word(0) == "0 point"  # French writes zero in the singular, as its rule says
    use_language(ENGLISH)
    assert ngettext("{count} card", "{count} cards", 0) == "{count} cards"
