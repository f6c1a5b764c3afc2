"""Lists in a sentence.

>>> listing(["West"]), listing(["West", "North"]), listing(["2♣", "3♦", "Q♠"]), listing([])
('West', 'West and North', '2♣, 3♦ and Q♠', '')
>>> listing(["West took 3", "North 0", "you 13"], serial_comma=True), chain(["2 hearts", "the Q♠", "the K♠"])
('West took 3, North 0, and you 13', '2 hearts and the Q♠ and the K♠')
>>> series(["South 3", "West 0"])
'South 3, West 0'

A last item that starts with the letter e has messages of its own, for the
languages whose "and" changes there (Italian "Nord ed Est"):

>>> from hearts.words.catalog import use_language
>>> use_language("it"); listing(["Nord", "Est"]), listing(["Nord", "Ovest"]), chain(["tu", "Est"])
('Nord ed Est', 'Nord e Ovest', 'tu ed Est')
>>> use_language("en")
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .catalog import pgettext

__all__ = ["chain", "listing", "series"]


def listing(items: Sequence[str], *, serial_comma: bool = False) -> str:
    """``A``, ``A and B``, ``A, B and C`` (``A, B, and C`` with ``serial_comma``); ``""`` for none."""
    if len(items) <= 1:
        return "".join(items)
    head = series(items[:-1])
    if serial_comma and len(items) > 2:
        if _starts_with_e(items[-1]):
            # Translators: as "{head}, and {last}", for a last item that starts with the letter e ("…, and East
            # 6"): Italian writes "ed" there ("{head} ed {last}"); most languages write the same as without the e.
            said = pgettext("list of three or more, the last starting with e", "{head}, and {last}")
        else:
            # Translators: the end of a list of three or more ("West took 3, North 0, and you 13"); {head} is the
            # items before the last, {last} the last. Most languages write it as "{head} and {last}" without a comma.
            said = pgettext("list of three or more", "{head}, and {last}")
        return said.format(head=head, last=items[-1])
    return _joined(head, items[-1])


_E_LETTERS: Final = frozenset("eéèê")
"""The letter e, with the accents a list's last item may begin with ("Est", "È")."""


def _starts_with_e(item: str) -> bool:
    return item[:1].lower() in _E_LETTERS


def _joined(head: str, last: str) -> str:
    if _starts_with_e(last):
        # Translators: as "{head} and {last}", for a last item that starts with the letter e ("North and East"):
        # Italian writes "ed" there ("{head} ed {last}"); most languages write the same as without the e.
        return pgettext("list, the last starting with e", "{head} and {last}").format(head=head, last=last)
    # Translators: the end of a list ("West, North and East"); {head} is the items before the last, {last} the last.
    return pgettext("list", "{head} and {last}").format(head=head, last=last)


def chain(items: Sequence[str]) -> str:
    """``A and B and C``: each item joined to the next by "and" (the score sheet's cards taken)."""
    if not items:
        return ""
    words = items[0]
    for item in items[1:]:
        words = _joined(words, item)
    return words


def series(items: Sequence[str]) -> str:
    """``A, B, C``: items side by side, as a row of scores is read out."""
    # Translators: what separates the items of a list ("South 3, West 0"): a comma and a space in English.
    return pgettext("list separator", ", ").join(items)
