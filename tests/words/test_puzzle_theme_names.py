"""Every puzzle theme has a name, in every language."""

from __future__ import annotations

from hearts.puzzles import THEMES
from hearts.words.catalog import use_language
from hearts.words.languages import LANGUAGES
from hearts.words.puzzle_themes import THEME_NAMES, theme_name


def test_every_theme_is_named_and_no_name_is_left_over() -> None:
    assert set(THEME_NAMES) == set(THEMES)


def test_every_theme_name_is_translated_and_the_names_differ() -> None:
    for language in LANGUAGES:
        use_language(language)
        names = [theme_name(theme) for theme in THEMES]
        assert len(set(names)) == len(names), language
        if language != "en":
            assert all(name != THEME_NAMES[theme] for theme, name in zip(THEMES, names, strict=True)), language
    use_language("en")
