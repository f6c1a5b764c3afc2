"""The table's regions drawn again only when what they show changed.

Each region of :data:`~hearts.web.table.views.REGIONS` has its inputs: a
small tuple of the facts its view reads from the table and the extras (the
language in use first, since every word depends on it). :class:`Regions`
keeps each region's inputs and tree, and calls the region's view
(:data:`~hearts.web.table.views.DRAWERS`) only when its inputs differ from the
last draw: a card played draws the trick, the seat that played, the prompt
and the hand again, not the scores, the score sheet, the review or the par.
A sheet that shows is drawn every time (its review and par change on their
own); a closed one is nothing, drawn once.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Final

from ...seats import EAST, NORTH, SOUTH, WEST
from ...words.catalog import words_in_use
from ..ui.tree import Fragment, Markup, html_of
from .state import Table
from .views import DRAWERS, REGIONS, Extras, sheet_open

__all__ = ["INPUTS", "Regions"]

Inputs = Callable[[Table, Extras], Hashable | None]


def _seat(seat: int) -> Inputs:
    return lambda table, extras: (table, table.to_play == seat, table.cards_held(seat), table.deal_points[seat])


def _trick(table: Table, extras: Extras) -> Hashable:
    return (
        table,
        table.deal_number,
        table.stage,
        table.shown_trick.plays,
        table.last_play,
        table.has_passed,
        table.to_play,
    )


def _prompt(table: Table, extras: Extras) -> Hashable:
    return (
        table,
        table.deal_number,
        table.stage,
        table.plays_made,
        table.has_passed,
        table.status,
        table.reason,
        table.your_turn,
        tuple(table.selected),
        table.thinking_hint,
        extras.last_trick_open,
    )


def _hand(table: Table, extras: Extras) -> Hashable:
    return (
        table,
        tuple(table.hand),
        extras.hand_cursor,
        table.choosing_pass,
        table.your_turn,
        tuple(table.selected),
        table.playable_mask,
        table.received_highlight,
        table.hint,
    )


def _tricks_taken(table: Table, extras: Extras) -> Hashable:
    return (table, table.deal_number, table.stage, len(table.round.tricks), extras.last_trick_open)


INPUTS: Final[dict[str, Inputs]] = {
    "info": lambda table, extras: (table, table.game_number, table.daily, table.deal_number, table.level),
    "tools": lambda table, extras: sheet_open(table, extras),
    "north": _seat(NORTH),
    "west": _seat(WEST),
    "east": _seat(EAST),
    "south": _seat(SOUTH),
    "trick": _trick,
    "prompt": _prompt,
    "hand": _hand,
    "scores": lambda table, extras: (table, table.deal_points, table.totals, table.match.rules.end_score),
    "sheet": lambda table, extras: None if sheet_open(table, extras) else "closed",
    "pile": _tricks_taken,
    "lasttrick": _tricks_taken,
}
"""What each region shows, as a value compared between draws (``None``: drawn every time)."""


class Regions:
    """The tree of every region, each drawn again only when its :data:`INPUTS` changed (the same tree object is
    handed back otherwise, so the page's patch passes over it at once)."""

    def __init__(self) -> None:
        self._kept: dict[str, tuple[Hashable, Fragment]] = {}

    def trees(self, table: Table, extras: Extras) -> dict[str, Fragment]:
        """What fills every region now, in :data:`~hearts.web.table.views.REGIONS` order."""
        catalog = words_in_use()
        drawn = {}
        for name in REGIONS:
            inputs = INPUTS[name](table, extras)
            kept = self._kept.get(name)
            if inputs is not None and kept is not None and kept[0] == (catalog, inputs):
                drawn[name] = kept[1]
                continue
            tree = DRAWERS[name](table, extras)
            self._kept[name] = ((catalog, inputs), tree)
            drawn[name] = tree
        return drawn

    def markup(self, table: Table, extras: Extras) -> dict[str, Markup]:
        """The markup of :meth:`trees` (what the page shows, as the markup tests keep it)."""
        return {name: html_of(tree) for name, tree in self.trees(table, extras).items()}
