"""The share box's state: the game's address, the link to the game as played so far, and whether each was copied.

Plain Python. Sharing shows the address that deals the same game to anyone
(``?deal=N``) and, once someone has acted in the game, a ``#game=`` link that
replays every card played so far. Each may reach the clipboard or not
(``None``: not known yet). The view is ``share_view``; the share box's
adapter (:mod:`.adapter`) draws it and copies.

>>> from hearts import Match
>>> sharing = Sharing()
>>> sharing.open("https://example.org/hearts/?deal=5#settings", 48213907, Match(48213907))
>>> sharing.address, sharing.game_link
('https://example.org/hearts/?deal=48213907', None)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Mapping

    from ...match import Match
    from ...record import ParRecord
    from ..ui.tree import Node

__all__ = ["Sharing", "played_link"]


def played_link(page_address: str, match: Match, pars: Mapping[int, ParRecord] | None = None) -> str | None:
    """The ``#game=`` address of ``match`` as played so far, carrying the deals' ``pars`` found so far (``None``
    before anyone acts)."""
    from ...record import GameRecord
    from ..history_route import game_link

    record = GameRecord.from_match(match)
    if not any(deal.plays or any(p is not None for p in deal.passes) for deal in record.deals):
        return None
    for index, par in sorted((pars or {}).items()):
        if 0 <= index < len(record.deals):
            record = record.with_par(index, par)
    return game_link(page_address, record.to_compact())


@dataclass(slots=True)
class Sharing:
    """What the share box shows."""

    game_number: int = 0
    address: str = ""
    copied: bool | None = None
    """Whether the address reached the clipboard (``None``: not known yet)."""
    game_link: str | None = None
    """The link to the game as played so far, if anyone has acted in it."""
    link_copied: bool | None = None

    def open(
        self, page_address: str, game_number: int, match: Match, pars: Mapping[int, ParRecord] | None = None
    ) -> None:
        """Share game ``game_number`` (``match`` as played so far, with its deals' ``pars``) from the page at
        ``page_address``."""
        from ..address import share_address  # only when sharing: the page opens without urllib

        self.game_number = game_number
        self.address = share_address(page_address, game_number)
        self.copied = None
        self.game_link = played_link(page_address, match, pars)
        self.link_copied = None

    def view(self) -> Node:
        """The share box as a tree."""
        from .views import share_view

        return share_view(
            self.game_number, self.address, self.copied, game_link=self.game_link, link_copied=self.link_copied
        )
