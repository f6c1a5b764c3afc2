"""The last trick, seen again: its four cards by seat, who led and who took it.

Opened by the "Last trick" button, the key L or a tap on the pile of taken
cards; closed by the same button or Escape. Looking changes nothing in the
game: whose turn it is stays as it was. Drawn from the engine's completed
tricks only.

>>> from hearts.web.table.state import Table
>>> table = Table(48213907)
>>> last_trick(table) is None, pile_html(table)
(True, '')
"""

from __future__ import annotations

from html import escape
from typing import Final

from ...seats import EAST, NORTH, SOUTH, WEST
from ...tricks import Trick
from ..ui.cards import face_svg
from .state import Table, points_text, who

__all__ = ["last_trick", "last_trick_html", "last_trick_news", "pile_html"]

_SIDES: Final = {SOUTH: "south", WEST: "west", NORTH: "north", EAST: "east"}


def last_trick(table: Table) -> Trick | None:
    """The trick that can be seen again now: the latest completed one while cards are being played."""
    if table.stage != "playing":
        return None
    return table.round.last_trick


def _took(trick: Trick) -> str:
    assert trick.winner is not None
    return f"{who(trick.winner)} took it: {points_text(trick.points)}"


def last_trick_news(trick: Trick) -> str:
    """The trick in words, for screen readers: who led, each card by seat, who took it."""
    plays = ", ".join(
        f"{who(play.seat)} {'play' if who(play.seat) == 'You' else 'played'} the {play.card.name}"
        for play in trick.plays
    )
    return f"Last trick: {who(trick.leader)} led. {plays}. {_took(trick)}."


def last_trick_html(table: Table, open_: bool) -> str:
    """The last trick over the table's trick area, or empty when it is closed or there is none."""
    trick = last_trick(table) if open_ else None
    if trick is None:
        return ""
    slots = []
    for play in trick.plays:
        classes = ["card", "face-up", f"suit-{play.card.suit.letter}", f"at-{_SIDES[play.seat]}"]
        if play.seat == trick.winner:
            classes.append("winner")
        if play.seat == trick.leader:
            classes.append("led")
        label = f"{play.card.name}, played by {who(play.seat)}"
        if play.seat == trick.leader:
            label += " (led)"
        slots.append(
            f'<div class="{" ".join(classes)}" role="img" aria-label="{escape(label)}">{face_svg(play.card)}</div>'
        )
    caption = f"{who(trick.leader)} led · {_took(trick)}"
    return (
        '<div class="last-trick-card" role="region" aria-labelledby="last-trick-title">'
        '<h2 id="last-trick-title" class="last-trick-title">Last trick</h2>'
        f'<div class="last-trick-cards">{"".join(slots)}</div>'
        f'<p class="last-trick-caption">{escape(caption)}</p>'
        '<button type="button" class="btn quiet last-trick-close" data-action="last-trick" aria-keyshortcuts="L">'
        "Close</button></div>"
    )


def pile_html(table: Table, open_: bool = False) -> str:
    """The pile of cards taken so far: a tap on it shows the last trick (empty before the first trick ends)."""
    if last_trick(table) is None:
        return ""
    count = len(table.round.tricks)
    backs = "".join(f'<span class="back p{i}"></span>' for i in range(min(count, 4)))
    said = f"{count} trick{'' if count == 1 else 's'} taken"
    return (
        f'<button type="button" class="pile" data-action="last-trick" aria-keyshortcuts="L"'
        f' aria-expanded="{"true" if open_ else "false"}" aria-label="Last trick ({said})">'
        f'<span class="pile-backs" aria-hidden="true">{backs}</span>'
        f'<span class="pile-text" aria-hidden="true">Last trick</span></button>'
    )
