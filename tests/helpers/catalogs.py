"""A compiled catalog of a few messages, made for a test that loads a language of its own."""

from __future__ import annotations

from io import BytesIO


def tiny_catalog(messages: dict[tuple[str | None, str], str], language: str) -> bytes:
    """A compiled catalog of a few messages ((context, English) → translation), made here with Babel."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    catalog = Catalog(locale=language.replace("-", "_"), domain="hearts")
    for (context, english), translated in messages.items():
        catalog.add(english, translated, context=context)
    compiled = BytesIO()
    write_mo(compiled, catalog)
    return compiled.getvalue()
