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
from ...words import points_text, the_card, who
from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from ..ui.labels import close_button, last_trick_button
from ..ui.tree import Fragment, h
from ..ui.trick import Played, played_by, trick_cards
from .news import HUMAN
from .state import Table

__all__ = ["LastTrickShown", "last_trick", "last_trick_news", "last_trick_view", "pile_view"]


def last_trick(table: Table) -> Trick | None:
    """The trick that can be seen again now: the latest completed one while cards are being played."""
    if table.stage != "playing":
        return None
    return table.round.last_trick


class LastTrickShown:
    """Whether the person looks at the last trick again: asked by the button, the key or the pile, it shows while
    there is a last trick to see (it closes by itself once the next trick ends)."""

    def __init__(self) -> None:
        self.wanted = False
        """Whether the person asked to see the last trick."""

    def is_open(self, table: Table) -> bool:
        """Whether the last trick is showing again now."""
        if self.wanted and last_trick(table) is None:
            self.wanted = False
        return self.wanted

    def toggle(self, table: Table) -> None:
        """Show the last trick again (and say so), or close it. Whose turn it is does not change."""
        trick = last_trick(table)
        if self.is_open(table) or trick is None:
            self.wanted = False
            return
        self.wanted = True
        table.announcement = last_trick_news(trick)


def _took(trick: Trick) -> str:
    assert trick.winner is not None
    # Translators: {seat} took the trick ("West", "You"); {points} "no points", "3 points".
    return _("{seat} took it: {points}").format(seat=who(trick.winner), points=points_text(trick.points))


def last_trick_news(trick: Trick) -> str:
    """The trick in words, for screen readers: who led, each card by seat, who took it."""
    plays = ", ".join(
        # Translators: one card of the last trick, for screen readers; {card} a card's name.
        _("You play {card}").format(card=the_card(play.card))
        if play.seat == HUMAN
        # Translators: one card of the last trick, for screen readers; {seat} a player, {card} a card with its
        # article ("the 2 of clubs").
        else _("{seat} played {card}").format(seat=who(play.seat), card=the_card(play.card))
        for play in trick.plays
    )
    # Translators: {seat} led the trick; {plays} each card played ("West played the 2 of clubs, …"); {took}
    # who took it ("North took it: 1 point").
    return _("Last trick: {seat} led. {plays}. {took}.").format(seat=who(trick.leader), plays=plays, took=_took(trick))


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
        label = played_by(play.card, play.seat)
        badge = None
        if play.seat == trick.leader:
            marks.append("led")
            # Translators: the card that led the trick, for screen readers: "2 of clubs, played by West (led)".
            label = _("{card} (led)").format(card=label)
            # Translators: the word shown on the card that led the last trick; keep it short.
            badge = pgettext("card badge", "led")
        plays.append(Played(play.seat, play.card, label, tuple(marks), badge))
    # Translators: {seat} led the trick; {took} who took it ("North took it: 1 point").
    caption = _("{seat} led · {took}").format(seat=who(trick.leader), took=_took(trick))
    return (
        h(
            "div",
            {"class": "last-trick-card", "role": "region", "aria-labelledby": "last-trick-title"},
            h("h2", {"id": "last-trick-title", "class": "last-trick-title"}, pgettext("heading", "Last trick")),
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
                close_button(),
            ),
        ),
    )


def pile_view(table: Table, open_: bool = False) -> Fragment:
    """The pile of cards taken so far: a tap on it shows the last trick (nothing before the first trick ends)."""
    if last_trick(table) is None:
        return ()
    count = len(table.round.tricks)
    said = ngettext("{count} trick taken", "{count} tricks taken", count).format(count=count)
    return (
        h(
            "button",
            {
                "type": "button",
                "class": "pile",
                "data-action": "last-trick",
                "aria-keyshortcuts": "L",
                "aria-expanded": "true" if open_ else "false",
                # Translators: {taken} is "3 tricks taken".
                "aria-label": _("Last trick ({taken})").format(taken=said),
            },
            h(
                "span",
                {"class": "pile-backs", "aria-hidden": "true"},
                *(h("span", {"class": f"back p{i}"}) for i in range(min(count, 4))),
            ),
            h("span", {"class": "pile-text", "aria-hidden": "true"}, last_trick_button()),
        ),
    )
