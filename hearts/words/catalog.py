"""The player's language: which message catalog the words come from.

Every sentence a player sees or hears is a message of the ``hearts`` gettext
domain. Code that words something imports the standard names::

    from hearts.words.catalog import gettext as _, ngettext, pgettext, noop as N_

    _("Pass three cards")
    _("{card} may not be played yet").format(card=name)
    ngettext("{count} point", "{count} points", count).format(count=count)

``N_`` only marks a message for extraction (a constant worded later, when it is
shown, with ``_``). Placeholders are named, never pieced together from
fragments, so that a translator can reorder a sentence.

The catalogs are standard PO files in ``hearts/locale/<dir>/LC_MESSAGES/``
(``hearts.pot`` is the template), compiled to ``hearts.mo`` beside them and to
the site's ``locale/<dir>.mo`` by ``scripts/catalogs.py`` (which the build and
the set-up run; docs/TRANSLATING.md tells how). Only the language in use is
loaded: the page fetches its compiled catalog and hands the bytes to
:func:`use_catalog`. English needs no catalog. Babel is a development tool,
never imported here at import time (the page has none).

>>> use_language("en"); language(), gettext("Hearts"), ngettext("{count} trick", "{count} tricks", 2)
('en', 'Hearts', '{count} tricks')
"""

from __future__ import annotations

import gettext as _gettext
import io
import os
from typing import Final

from .languages import ENGLISH, LANGUAGES, PSEUDO, catalog_folder

__all__ = [
    "DOMAIN",
    "LOCALE_DIR",
    "ZERO_AS_MANY",
    "CatalogMissing",
    "gettext",
    "language",
    "ngettext",
    "noop",
    "npgettext",
    "pgettext",
    "use_catalog",
    "use_language",
    "words_in_use",
]

DOMAIN: Final = "hearts"
"""The gettext domain: ``hearts.po``, ``hearts.mo``, ``hearts.pot``."""

LOCALE_DIR: Final = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "locale")
"""Where the catalogs live in the package: ``<dir>/LC_MESSAGES/hearts.po`` and ``hearts.mo`` (a path as text:
the page's first screen does not load :mod:`pathlib`)."""


class CatalogMissing(LookupError):
    """A language was asked for whose compiled catalog is not there (compile the catalogs first)."""


_translations: _gettext.NullTranslations = _gettext.NullTranslations()
_language: str = ENGLISH
_catalogs_used: int = 0


def use_catalog(tag: str, compiled: bytes | None) -> None:
    """Speak ``tag`` from a compiled catalog's bytes (the page fetches them); ``None`` for English."""
    global _translations, _language, _catalogs_used
    _translations = _gettext.NullTranslations() if compiled is None else _gettext.GNUTranslations(io.BytesIO(compiled))
    _language = tag
    _catalogs_used += 1


def words_in_use() -> int:
    """Which catalog speaks now: a number that changes whenever a catalog is put in use, even one of the same
    language. What is kept drawn in words (the table's regions, its cards) is kept by it.

    >>> before = words_in_use()
    >>> use_language(ENGLISH)
    >>> words_in_use() != before
    True
    """
    return _catalogs_used


def use_language(tag: str) -> None:
    """Speak ``tag`` from the package's compiled catalog (the command line, the tests).

    Reads ``hearts.mo`` beside the language's PO. When that is missing or older than the PO and Babel is
    installed, the PO is compiled in memory, so that a fresh checkout with the development tools needs no build.
    Raises :class:`CatalogMissing` when neither can be had.
    """
    if tag == ENGLISH:
        use_catalog(ENGLISH, None)
        return
    if tag not in LANGUAGES and tag != PSEUDO:
        raise CatalogMissing(f"no language {tag!r}: choose one of {', '.join(LANGUAGES)}")
    use_catalog(tag, _compiled(os.path.join(LOCALE_DIR, catalog_folder(tag), "LC_MESSAGES", f"{DOMAIN}.mo")))


def _compiled(path: str) -> bytes:
    """The compiled catalog at ``path``; compiled in memory from the PO beside it when that is newer or the
    compiled one is missing and Babel is there (a checkout with the development tools)."""
    source = os.path.splitext(path)[0] + ".po"
    try:
        fresh = not os.path.isfile(source) or os.stat(source).st_mtime <= os.stat(path).st_mtime
    except FileNotFoundError:
        fresh = False
    if not fresh:
        compiled = _compile(source)
        if compiled is not None:
            return compiled
    try:
        with open(path, "rb") as file:
            return file.read()
    except FileNotFoundError:
        raise CatalogMissing(
            f"the catalog {path} is not compiled: run scripts/catalogs.py compile (or ./scripts/build)"
        ) from None


def _compile(source: str) -> bytes | None:
    """``source`` (a PO file) compiled with Babel, if Babel is installed (the page has none)."""
    try:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
    except ImportError:
        return None
    with open(source, "rb") as file:
        catalog = read_po(file)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    return compiled.getvalue()


def language() -> str:
    """The language in use, as a BCP 47 tag."""
    return _language


def gettext(message: str) -> str:
    """``message`` in the language in use."""
    return _translations.gettext(message)


ZERO_AS_MANY: Final = frozenset({"pt-BR"})
"""Languages whose players write a count of zero with the plural ("0 cartas") where their plural rule (CLDR's,
in the catalog's ``Plural-Forms``) gives zero the form of one ("0 carta")."""

_MANY: Final = 2
"""A count that takes the plural form ("many") in every language of :data:`ZERO_AS_MANY`."""


def _form_count(count: int) -> int:
    """The count that chooses the form of a counted message: ``count`` itself, except a zero in a language of
    :data:`ZERO_AS_MANY`, which takes the plural."""
    return _MANY if count == 0 and _language in ZERO_AS_MANY else count


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a counted message that ``count`` takes in the language in use.

    >>> use_catalog("pt-BR", None); ngettext("{count} card", "{count} cards", 0), ngettext("{n} card", "{n} cards", 1)
    ('{count} cards', '{n} card')
    >>> use_catalog("en", None)
    """
    return _translations.ngettext(singular, plural, _form_count(count))


def pgettext(context: str, message: str) -> str:
    """``message`` in the language in use, told apart from the same English words in another ``context``."""
    return _translations.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """A counted message with a context."""
    return _translations.npgettext(context, singular, plural, _form_count(count))


def noop(message: str) -> str:
    """Mark ``message`` for the catalogs without wording it now (worded when shown, with ``gettext``)."""
    return message
