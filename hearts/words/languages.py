"""The languages the game speaks, named once: their tags, their own names, and how a tag asked for is matched.

Plain data and pure functions, below the page: the catalogs (:mod:`.catalog`), the page's choice of language
(:mod:`hearts.web.language`), the settings kept in the browser and the build all read them here; the loading
screen's script (``assets/loading.js``) keeps the same list, which a test holds equal to this one.

>>> LANGUAGES[:3], NATIVE_NAMES["pt-BR"]
(('en', 'es', 'fr'), 'Português (Brasil)')
>>> best_language(["fr-CA", "en-US"]), best_language(["pt"]), best_language(["ja", "tlh"])
('fr', 'pt-BR', 'en')
>>> known_language("pt_br"), known_language("en-XA"), known_language("tlh")
('pt-BR', 'en-XA', None)
>>> catalog_folder("pt-BR")
'pt_BR'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

__all__ = [
    "ENGLISH",
    "KNOWN",
    "LANGUAGES",
    "NATIVE_NAMES",
    "PSEUDO",
    "best_language",
    "catalog_folder",
    "known_language",
]

ENGLISH: Final = "en"

NATIVE_NAMES: Final = {
    "en": "English",
    "es": "Español",
    "fr": "Français",
    "de": "Deutsch",
    "pt-BR": "Português (Brasil)",
    "it": "Italiano",
    "nl": "Nederlands",
    "pl": "Polski",
}
"""Each language a player may choose, by its BCP 47 tag (``<html lang>``), in its own name as Settings lists
them; English first."""

LANGUAGES: Final = tuple(NATIVE_NAMES)
"""The languages a player may choose, as BCP 47 tags, English first."""

PSEUDO: Final = "en-XA"
"""The pseudo-language of the tests: every message accented and longer, to find words that escape the catalogs."""

KNOWN: Final = (*LANGUAGES, PSEUDO)
"""Every language the page can speak: those Settings lists, and the tests' pseudo-language."""


def catalog_folder(tag: str) -> str:
    """The catalog folder of a language tag: ``pt-BR`` → ``pt_BR``."""
    return tag.replace("-", "_")


def known_language(tag: object) -> str | None:
    """``tag`` as the game knows it (``pt-br`` → ``pt-BR``), or ``None`` for a language it cannot speak."""
    if not isinstance(tag, str):
        return None
    for known in KNOWN:
        if tag.strip().replace("_", "-").lower() == known.lower():
            return known
    return None


def best_language(preferred: Iterable[str]) -> str:
    """The first of the browser's preferred languages that has a catalog (``fr-CA`` → ``fr``), else English."""
    for wanted in preferred:
        tag = wanted.strip().replace("_", "-").lower()
        if not tag:
            continue
        for known in LANGUAGES:
            if tag == known.lower():
                return known
        base = tag.split("-")[0]
        for known in LANGUAGES:
            if known.lower().split("-")[0] == base:
                return known
    return ENGLISH
