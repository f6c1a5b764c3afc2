"""Tricks and seats as trees: each card at its player's side, in the table's layout or as a picture with names.

Every view draws a trick here: the table's trick and the last trick with
:func:`trick_cards` (the cards alone, placed by the felt's ``at-…`` classes),
History's replay and Learn with :func:`trick_picture` (a place per seat, each
with the player's name under it). Seats are named in class names by
:data:`SEAT_CLASSES` only.

>>> from hearts.cards import Card
>>> from hearts.seats import WEST
>>> from hearts.web.ui.tree import html_of
>>> picture = trick_picture([Place(WEST)])
>>> html_of(picture)
'<div class="learn-trick"><div class="slot empty at-west" aria-hidden="true"><div class="spot"></div></div></div>'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from ...cards import Card
from ...seats import EAST, NORTH, SOUTH, WEST
from ...tricks import Trick
from ...words import card_name, who
from ...words.catalog import gettext as _
from ...words.catalog import pgettext
from .cards import card_face
from .tree import Node, h

__all__ = ["SEAT_CLASSES", "Place", "Played", "at", "named_trick", "played_by", "trick_cards", "trick_picture"]

SEAT_CLASSES: Final = {SOUTH: "south", WEST: "west", NORTH: "north", EAST: "east"}
"""Each seat's word in class names (``at-west``, ``from-west``, ``to-west``)."""


def at(seat: int) -> str:
    """The class that puts an element at ``seat``'s side: ``at-south``, ``at-west``…"""
    return f"at-{SEAT_CLASSES[seat]}"


def played_by(card: Card, seat: int) -> str:
    """A card on a trick for screen readers: ``Queen of spades, played by West``."""
    # Translators: a card on the table, for screen readers; {card} a card's name, {seat} a player ("West", "You").
    return _("{card}, played by {seat}").format(card=card_name(card), seat=who(seat))


@dataclass(frozen=True, slots=True)
class Played:
    """A card on a trick: whose, which, its words for screen readers, its marks (classes: ``winner``, ``led``…)
    and the word shown on it, if any (``led``)."""

    seat: int
    card: Card
    label: str
    marks: tuple[str, ...] = ()
    badge: str | None = None


def trick_cards(plays: Iterable[Played]) -> tuple[Node, ...]:
    """The cards of a trick as the table lays them: each face at its player's side."""
    return tuple(
        card_face(play.card, classes=(at(play.seat), *play.marks), label=play.label, badge=play.badge) for play in plays
    )


@dataclass(frozen=True, slots=True)
class Place:
    """A seat's place in a trick picture: the card played there (``None``: still to play) and the name under it.

    ``hide_name`` keeps the name from screen readers (the card's own words
    say whose it is); ``winner`` marks the place of the card that took the trick.
    """

    seat: int
    played: Played | None = None
    name: str | None = None
    hide_name: bool = True
    winner: bool = False


def _place(place: Place) -> Node:
    name = h("span", {"class": "seat-name", "aria-hidden": "true" if place.hide_name else None}, place.name)
    if place.played is None:
        return h(
            "div",
            {"class": f"slot empty {at(place.seat)}", "aria-hidden": "true"},
            h("div", {"class": "spot"}),
            name if place.name is not None else None,
        )
    played = place.played
    return h(
        "div",
        {"class": f"slot {at(place.seat)}" + (" winner" if place.winner else "")},
        card_face(played.card, classes=played.marks, label=played.label),
        name if place.name is not None else None,
    )


def trick_picture(places: Iterable[Place], *, label: str | None = None) -> Node:
    """A trick as a picture: North at the top, South at the bottom, a place per seat given (``label``: a group)."""
    return h(
        "div",
        {"class": "learn-trick", "role": "group" if label else None, "aria-label": label},
        *(_place(place) for place in places),
    )


def named_trick(trick: Trick, winner: int | None, *, waiting: bool = False) -> Node:
    """A trick laid out by seat, North at the top, the winner's place marked.

    ``waiting`` draws an empty place, named, for each seat still to play (yours outlined).
    """
    played = {seat for seat, _ in trick.plays}
    places = [Place(seat, name=who(seat), hide_name=False) for seat in (0, 1, 2, 3) if waiting and seat not in played]
    for seat, card in trick.plays:
        name = who(seat)
        if seat == trick.leader:
            # Translators: a card in a trick, read out: {card} is the card's name ("Queen of spades"), {seat}
            # the player who played it ("West", "You").
            label = _("{card}, played by {seat}, led").format(card=card_name(card), seat=name)
            # Translators: the name under the card that led a trick ("West (led)").
            shown = _("{seat} (led)").format(seat=name)
        else:
            label = played_by(card, seat)
            shown = name
        places.append(Place(seat, Played(seat, card, label), shown, winner=seat == winner))
    return trick_picture(places, label=pgettext("a trick of four cards", "Trick"))
