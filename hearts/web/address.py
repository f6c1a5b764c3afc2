"""The page's address: ``?deal=N`` to play game N, and the address to share a game.

A bad ``?deal=`` never raises: it comes back as a plain message naming the
allowed range, with the offending text shortened and stripped of control
characters. The message is plain text, to be shown as text, never as HTML.

>>> parse_address("?deal=48213907")
AddressRequest(game_number=48213907, problem=None)
>>> print(parse_address("?deal=0").problem)
The address asks for game "0", but game numbers are whole numbers from 1 to 4,294,967,295.
>>> share_address("https://example.org/hearts/index.html?deal=5#top", 48213907)
'https://example.org/hearts/index.html?deal=48213907'
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

from ..deals import MAX_GAME_NUMBER, MIN_GAME_NUMBER, check_game_number
from ..words.catalog import gettext as _
from ..words.numbers import count_text

__all__ = [
    "DEAL_PARAMETER",
    "AddressRequest",
    "parse_address",
    "query_pairs",
    "range_text",
    "share_address",
    "show_text",
]

DEAL_PARAMETER: Final = "deal"


def range_text() -> str:
    """The game numbers there are, as the address's problems name them."""
    # Translators: the range of game numbers, inside a sentence ("…; game numbers are whole numbers from 1 to …").
    low, high = count_text(MIN_GAME_NUMBER), count_text(MAX_GAME_NUMBER)
    return _("whole numbers from {low} to {high}").format(low=low, high=high)


_DIGITS: Final = re.compile(r"[0-9]{1,40}")
_SHOWN_CHARS: Final = 24
_MAX_QUERY_CHARS: Final = 4000
_MAX_FIELDS: Final = 100
_ESCAPE: Final = re.compile(rb"%([0-9A-Fa-f]{2})")
_ASCII_RUN: Final = re.compile("[\x00-\x7f]+")


class AddressRequest(NamedTuple):
    """What the address asks for: a game number, a problem to tell the person, or neither."""

    game_number: int | None = None
    problem: str | None = None


def show_text(text: str, limit: int = _SHOWN_CHARS) -> str:
    """``text`` made safe to quote in a message: control and format characters dropped, at most ``limit`` shown."""
    kept = (" " if ch.isspace() else ch for ch in text if ch.isspace() or ch.isprintable())
    cleaned = " ".join("".join(kept).split())
    if len(cleaned) > limit:
        cleaned = cleaned[: limit - 1] + "…"
    return cleaned


def _bad(text: str) -> AddressRequest:
    shown = show_text(text)
    if not shown:
        # Translators: {range} is "whole numbers from 1 to 4,294,967,295".
        return AddressRequest(
            None,
            _("The address asks for a game without giving its number; game numbers are {range}.").format(
                range=range_text()
            ),
        )
    # Translators: {game} is what the address gave in place of a game's number; {range} the numbers there are.
    return AddressRequest(
        None,
        _('The address asks for game "{game}", but game numbers are {range}.').format(game=shown, range=range_text()),
    )


def parse_address(search: str) -> AddressRequest:
    """Read the query part of the address (``location.search``, with or without ``?``)."""
    if not isinstance(search, str):
        return AddressRequest()
    query = search[1:] if search.startswith("?") else search
    query = query.split("#", 1)[0]
    if len(query) > _MAX_QUERY_CHARS:
        query = query[:_MAX_QUERY_CHARS]
    pairs = query_pairs(query)
    if pairs is None:
        return AddressRequest(
            None, _("The address could not be read; game numbers are {range}.").format(range=range_text())
        )
    values = [value for key, value in pairs if key.strip().lower() == DEAL_PARAMETER]
    if not values:
        return AddressRequest()
    if len({value.strip() for value in values}) > 1:
        return AddressRequest(
            None, _("The address asks for more than one game; game numbers are {range}.").format(range=range_text())
        )
    text = values[0].strip()
    if not _DIGITS.fullmatch(text):
        return _bad(text)
    number = int(text)
    if not MIN_GAME_NUMBER <= number <= MAX_GAME_NUMBER:
        return _bad(text)
    return AddressRequest(number)


def _unquote(text: str) -> str:
    """Form decoding of one name or value: ``+`` is a space, ``%XX`` a byte, the bytes UTF-8 (bad ones replaced).

    As ``urllib.parse.unquote`` does, each run of ASCII characters is decoded on
    its own and any other character is kept as it is (even a lone surrogate).
    """
    text = text.replace("+", " ")
    if "%" not in text:
        return text
    parts = []
    end = 0
    for run in _ASCII_RUN.finditer(text):
        parts.append(text[end : run.start()])
        raw = _ESCAPE.sub(lambda found: bytes([int(found.group(1), 16)]), run.group().encode("ascii"))
        parts.append(raw.decode("utf-8", "replace"))
        end = run.end()
    parts.append(text[end:])
    return "".join(parts)


def query_pairs(query: str) -> list[tuple[str, str]] | None:
    """The (name, value) pairs of a query, blank values kept; ``None`` if it has too many fields to read.

    It reads a query as ``urllib.parse.parse_qsl(query, keep_blank_values=True,
    errors="replace")`` does, without loading ``urllib`` when the page opens.
    """
    if query.count("&") >= _MAX_FIELDS:
        return None
    pairs = []
    for field in query.split("&"):
        if not field:
            continue
        name, __, value = field.partition("=")
        pairs.append((_unquote(name), _unquote(value)))
    return pairs


def share_address(page_address: str, game_number: int) -> str:
    """The page's address (query and fragment replaced) that opens ``game_number``."""
    from urllib.parse import urlsplit, urlunsplit  # only when sharing: the page opens without urllib

    check_game_number(game_number)
    parts = urlsplit(page_address)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, f"{DEAL_PARAMETER}={game_number}", ""))
