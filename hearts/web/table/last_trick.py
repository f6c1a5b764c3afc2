"""The last trick, seen again: its four cards by seat, who led and who took it.

Opened by the "Last trick" button, the key L or a tap on the pile of taken
cards; closed by the same button or Escape. Looking changes nothing in the
game: whose turn it is stays as it was. Drawn from the engine's completed
tricks only.

>>> from hearts.web.table.state import Table
>>> table = Table(48213907)
>>> last_trick(table) is None, pile_view(table)
(True, ())
"""

from __future__ import annotations

from ...tricks import Trick
from ...words import card_name, points_text, who
from ..ui.tree import Fragment, h
from ..ui.trick import Played, trick_cards
from .news import HUMAN
from .state import Table

__all__ = ["last_trick", "last_trick_news", "last_trick_view", "pile_view"]


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
        f"{who(play.seat)} {'play' if play.seat == HUMAN else 'played'} the {card_name(play.card)}"
        for play in trick.plays
    )
    return f"Last trick: {who(trick.leader)} led. {plays}. {_took(trick)}."


def last_trick_view(table: Table, open_: bool) -> Fragment:
    """The last trick over the table's trick area, or nothing when it is closed or there is none."""
    trick = last_trick(table) if open_ else None
    if trick is None:
        return ()
    plays = []
    for play in trick.plays:
        marks = []
        if play.seat == trick.winner:
            marks.append("winner")
        label = f"{card_name(play.card)}, played by {who(play.seat)}"
        if play.seat == trick.leader:
            marks.append("led")
            label += " (led)"
        plays.append(Played(play.seat, play.card, label, tuple(marks)))
    caption = f"{who(trick.leader)} led · {_took(trick)}"
    return (
        h(
            "div",
            {"class": "last-trick-card", "role": "region", "aria-labelledby": "last-trick-title"},
            h("h2", {"id": "last-trick-title", "class": "last-trick-title"}, "Last trick"),
            h("div", {"class": "last-trick-cards"}, *trick_cards(plays)),
            h("p", {"class": "last-trick-caption"}, caption),
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn quiet last-trick-close",
                    "data-action": "last-trick",
                    "aria-keyshortcuts": "L",
                },
                "Close",
            ),
        ),
    )


def pile_view(table: Table, open_: bool = False) -> Fragment:
    """The pile of cards taken so far: a tap on it shows the last trick (nothing before the first trick ends)."""
    if last_trick(table) is None:
        return ()
    count = len(table.round.tricks)
    said = f"{count} trick{'' if count == 1 else 's'} taken"
    return (
        h(
            "button",
            {
                "type": "button",
                "class": "pile",
                "data-action": "last-trick",
                "aria-keyshortcuts": "L",
                "aria-expanded": "true" if open_ else "false",
                "aria-label": f"Last trick ({said})",
            },
            h(
                "span",
                {"class": "pile-backs", "aria-hidden": "true"},
                *(h("span", {"class": f"back p{i}"}) for i in range(min(count, 4))),
            ),
            h("span", {"class": "pile-text", "aria-hidden": "true"}, "Last trick"),
        ),
    )
