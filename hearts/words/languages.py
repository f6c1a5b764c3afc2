"""Every language the page can speak, and a tag read as one of them.

>>> known_language("pt_br"), known_language("xx"), known_language(3)
('pt-BR', None, None)
"""

from __future__ import annotations

from typing import Final

from .catalog import LANGUAGES, PSEUDO

__all__ = ["KNOWN", "known_language"]

KNOWN: Final = (*LANGUAGES, PSEUDO)
"""Every language the page can speak: those Settings lists, and the tests' pseudo-language."""


def known_language(tag: object) -> str | None:
    """``tag`` as the page knows it (``pt-br`` → ``pt-BR``), or ``None`` for a language it cannot speak."""
    if not isinstance(tag, str):
        return None
    for known in KNOWN:
        if tag.strip().replace("_", "-").lower() == known.lower():
            return known
    return None
