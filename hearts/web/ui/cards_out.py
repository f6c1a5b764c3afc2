"""The cards still out, beside the table: what your seat knows of the cards you do not hold, as a tree.

Drawn from :func:`hearts.counting.cards_out` of your seat's view and
nothing else: per suit, the ranks not yet played and not in your hand and
the players who have shown they cannot follow it; where your passed cards
went and which of them are still out; the points each player has taken.
Two real tables with headers, so that a screen reader reads each cell with
its row and column; the region is not live, the table says once a trick
what it changed (:func:`cards_out_news`).

>>> from hearts.round import Round
>>> from hearts.counting import cards_out
>>> from hearts.web.ui.tree import find_all, text_of
>>> suits = [[rank + suit for rank in "23456789TJQKA"] for suit in "CDSH"]
>>> rnd = Round(suits, "hold")
>>> _ = rnd.play(rnd.legal_plays()[0]); _ = rnd.play(rnd.legal_plays()[0])
>>> (panel,) = cards_out_view(cards_out(rnd.view(0)))
>>> row = find_all(panel, "tr", **{"data-suit": "D"})[0]
>>> text_of(find_all(row, "td", **{"class": "co-ranks"})[0])[:10]
'A K Q J 10'
"""

from __future__ import annotations

from typing import Final

from ...cards import Suit
from ...counting import CardsOut
from ...seats import EAST, NORTH, SOUTH, WEST
from ...words import number_text, seat_names, who
from ...words.cards import suit_name
from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from ...words.lists import series
from .cards import card_ref, suit_icon
from .labels import cards_still_out
from .tree import Child, Fragment, Node, h

__all__ = ["SUITS", "cards_out_news", "cards_out_view"]

SUITS: Final = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)
"""The suits in the order the panel lists them."""
_SEATS: Final = (SOUTH, WEST, NORTH, EAST)


def _suit_row(facts: CardsOut, suit: Suit) -> Node:
    out = facts.out(suit)
    ranks: list[Child] = []
    for card in out:
        ranks.extend(
            (" ", h("span", {"class": "co-rank"}, card.rank_text))
            if ranks
            else (h("span", {"class": "co-rank"}, card.rank_text),)
        )
    void = [seat for seat in _SEATS if facts.is_void(seat, suit)]
    return h(
        "tr",
        {"data-suit": suit.letter},
        h(
            "th",
            {"scope": "row", "class": f"co-suit suit-{suit.letter}"},
            suit_icon(suit),
            h("span", {"class": "sr-only"}, suit_name(suit)),
        ),
        h(
            "td",
            {"class": "co-ranks"},
            *(ranks or [h("span", {"class": "co-none"}, pgettext("no cards still out", "none"))]),
        ),
        h("td", {"class": "co-void", "data-seats": " ".join(str(seat) for seat in void)}, seat_names(void)),
    )


def _passed(facts: CardsOut) -> Node | None:
    passed = facts.passed
    if passed is None:
        return None
    cards = [
        h(
            "span",
            {"class": "co-passed out" if card in passed.out else "co-passed played", "data-card": card.code},
            card_ref(card),
        )
        for card in passed.cards
    ]
    played = [card for card in passed.cards if card not in passed.out]
    return h(
        "p",
        {"class": "co-pass", "data-seat": str(passed.receiver)},
        # Translators: the cards you passed this deal follow; {seat} is the player who received them ("West").
        _("Passed to {seat}:").format(seat=who(passed.receiver)),
        " ",
        *cards,
        h(
            "span",
            {"class": "sr-only"},
            # Translators: after the cards you passed; {count} is how many of them have been played.
            " " + ngettext("({count} played)", "({count} played)", len(played)).format(count=number_text(len(played))),
        )
        if played
        else None,
    )


def _points(facts: CardsOut) -> Node:
    return h(
        "table",
        {"class": "co-table co-points"},
        h("caption", {"class": "sr-only"}, _("Points taken")),
        h("thead", {}, h("tr", {}, h("td", {}), *(h("th", {"scope": "col"}, who(seat)) for seat in _SEATS))),
        h(
            "tbody",
            {},
            h(
                "tr",
                {},
                h("th", {"scope": "row"}, pgettext("row of the cards still out", "Points")),
                *(h("td", {"data-seat": str(seat)}, number_text(facts.taken[seat])) for seat in _SEATS),
            ),
        ),
    )


def cards_out_view(facts: CardsOut) -> Fragment:
    """The panel: the suits with their ranks still out and the players void in each; your pass; the points."""
    suits = h(
        "table",
        {"class": "co-table co-suits"},
        h("caption", {"class": "co-title"}, cards_still_out()),
        h(
            "thead",
            {},
            h(
                "tr",
                {},
                h("th", {"scope": "col"}, pgettext("column of the cards still out", "Suit")),
                h("th", {"scope": "col"}, pgettext("column of the cards still out", "Still out")),
                h("th", {"scope": "col"}, pgettext("column of the cards still out", "Cannot follow")),
            ),
        ),
        h("tbody", {}, *(_suit_row(facts, suit) for suit in SUITS)),
    )
    return (h("div", {"class": "co-body", "tabindex": "0"}, suits, _passed(facts), _points(facts)),)


def cards_out_news(before: CardsOut | None, now: CardsOut) -> str | None:
    """What to say once a trick is complete (``None`` until then): the count still out per suit, new voids."""
    if now.tricks == 0 or (before is not None and before.tricks == now.tricks):
        return None
    counts = series(
        [
            # Translators: how many cards of a suit are still out, in a row of four ("clubs 4, diamonds 6, …").
            pgettext("cards of a suit still out", "{suit} {count}").format(
                suit=suit_name(suit), count=number_text(len(now.out(suit)))
            )
            for suit in SUITS
        ]
    )
    # Translators: said once a trick; {counts} is the count per suit ("clubs 4, diamonds 6, spades 9, hearts 10").
    parts = [_("Still out: {counts}.").format(counts=counts)]
    known = set() if before is None else {(void.seat, void.suit) for void in before.voids if void.trick < before.tricks}
    for void in now.voids:
        if (void.seat, void.suit) not in known and void.trick < now.tricks:
            # Translators: {seat} is a player ("West"), {suit} a suit ("clubs") it has shown it does not hold.
            parts.append(_("{seat} cannot follow {suit}.").format(seat=who(void.seat), suit=suit_name(void.suit)))
    return " ".join(parts)
