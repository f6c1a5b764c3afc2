"""The History view's addresses.

* ``#history``: the list of kept games;
* ``#history/ID`` and ``#history/ID/N``: kept game ID, deal N (from 1) in replay;
* ``#game=CODE`` and ``#game=CODE/N``: the game a link carries (compact text), in replay;
* ``#history/ID/N/par`` and ``#game=CODE/N/par``: the Expert's play of your hand in deal N (its par deal).

>>> parse_route("#history/48213907-1-a/3")
HistoryRoute(kind='kept', key='48213907-1-a', deal=3, par=False)
>>> parse_route("#game=AQLfr5MAAgAACAAg")
HistoryRoute(kind='link', key='AQLfr5MAAgAACAAg', deal=1, par=False)
>>> parse_route("#settings") is None
True
>>> HistoryRoute("kept", "5-1-a", 2).hash
'#history/5-1-a/2'
>>> parse_route("#history/5-1-a/2/par")
HistoryRoute(kind='kept', key='5-1-a', deal=2, par=True)
>>> HistoryRoute("link", "AQLf", 1, par=True).hash
'#game=AQLf/1/par'
"""

from __future__ import annotations

import re
from typing import Final, Literal, NamedTuple

__all__ = ["GAME_PREFIX", "HISTORY_HASH", "HistoryRoute", "game_link", "parse_route"]

HISTORY_HASH: Final = "#history"
GAME_PREFIX: Final = "#game="
_KEPT: Final = re.compile(r"#history/([A-Za-z0-9._:-]{1,80})(?:/(\d{1,4})(/par)?)?/?")
_LINK: Final = re.compile(r"#game=([A-Za-z0-9_-]*)(?:/(\d{1,4})(/par)?)?/?")


class HistoryRoute(NamedTuple):
    """What the address asks History to show: the list, a kept game, or a linked game (``key`` is its text)."""

    kind: Literal["list", "kept", "link"]
    key: str = ""
    deal: int = 1
    par: bool = False
    """The Expert's play of your hand in the deal (its par deal) rather than the deal as played."""

    @property
    def hash(self) -> str:
        if self.kind == "list":
            return HISTORY_HASH
        suffix = f"/{self.deal}/par" if self.par else f"/{self.deal}" if self.deal != 1 else ""
        if self.kind == "kept":
            return f"{HISTORY_HASH}/{self.key}{suffix}"
        return f"{GAME_PREFIX}{self.key}{suffix}"


def parse_route(fragment: str) -> HistoryRoute | None:
    """The History route of ``location.hash``, or ``None`` for an address History does not show."""
    if fragment in (HISTORY_HASH, HISTORY_HASH + "/"):
        return HistoryRoute("list")
    found = _KEPT.fullmatch(fragment)
    if found:
        return HistoryRoute("kept", found.group(1), max(1, int(found.group(2) or 1)), bool(found.group(3)))
    if fragment.startswith(GAME_PREFIX):
        found = _LINK.fullmatch(fragment)
        if found:
            return HistoryRoute("link", found.group(1), max(1, int(found.group(2) or 1)), bool(found.group(3)))
        return HistoryRoute("link", fragment[len(GAME_PREFIX) :], 1)  # damaged: the view says so
    return None


def game_link(page_address: str, compact: str) -> str:
    """The page's address (query and fragment replaced) whose fragment carries a whole game.

    >>> game_link("https://example.org/hearts/index.html?deal=5#history", "AQLf")
    'https://example.org/hearts/index.html#game=AQLf'
    """
    base = page_address.split("#", 1)[0].split("?", 1)[0]
    return f"{base}{GAME_PREFIX}{compact}"
