"""Which language the page speaks: the address's, the one chosen in Settings, or the browser's.

Plain Python. The address may ask for a language (``?lang=fr``; the tests'
pseudo-language ``en-XA`` is reachable only this way or by a stored choice);
otherwise the language chosen in Settings and kept with them; otherwise the
first of the browser's preferred languages (``navigator.languages``) that has
a catalog, else English. English needs no catalog; any other language is read
from ``./locale/<folder>.mo``.

>>> page_language(asked=None, chosen=None, browser=["fr-CA", "en"])
'fr'
>>> page_language(asked=None, chosen="de", browser=["fr-CA"]), page_language(asked="en-XA", chosen="de", browser=[])
('de', 'en-XA')
>>> page_language(asked="tlh", chosen=None, browser=["ja"])
'en'
>>> stored_choice('{"version": 1, "data": {"language": "pl"}}'), stored_choice('{"version": 1, "data": {}}')
('pl', None)
>>> asked_language("?deal=12&lang=pt-BR"), asked_language("?deal=12"), catalog_address("pt-BR")
('pt-BR', None, './locale/pt_BR.mo')
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from ..words.languages import ENGLISH, KNOWN, best_language, catalog_folder, known_language
from .address import query_pairs

__all__ = ["KNOWN", "asked_language", "catalog_address", "known_language", "page_language", "stored_choice"]


def asked_language(search: str) -> str | None:
    """The language the address's query asks for (``?lang=fr``), if the page can speak it."""
    asked = [value for name, value in query_pairs(search.lstrip("?")) or [] if name == "lang"]
    return known_language(asked[-1]) if asked else None


def stored_choice(raw: str | None) -> str | None:
    """The language kept with the settings (their stored text), read before anything else is; ``None`` if none."""
    if raw is None:
        return None
    try:
        envelope = json.loads(raw)
    except ValueError:
        return None
    data = envelope.get("data") if isinstance(envelope, dict) else None
    return known_language(data.get("language")) if isinstance(data, dict) else None


def page_language(*, asked: str | None, chosen: str | None, browser: Iterable[str]) -> str:
    """The language to speak: the address's, else the one chosen in Settings, else the browser's best, else English."""
    for tag in (asked, chosen):
        known = known_language(tag)
        if known is not None:
            return known
    return best_language(browser)


def catalog_address(tag: str) -> str | None:
    """Where the page fetches the compiled catalog of ``tag`` (``None``: English needs none)."""
    return None if tag == ENGLISH else f"./locale/{catalog_folder(tag)}.mo"
