"""Cards as trees: faces drawn in SVG (classic corner indices, pip layouts, court panels), suit symbols, card chips.

Every face is a small SVG on a 100 x 140 grid that scales crisply to any
size. The four suit symbols and the rank letters are drawn once, as
``<symbol>`` elements of :func:`suit_sprite`, and each face refers to them
with ``<use>``: a card holds no text of its own, so its name is the card's
name alone. Colours come from CSS (``currentColor``), so the page can
restyle suits (e.g. four-colour decks) without new markup.

>>> from hearts.cards import Card
>>> from hearts.web.ui.tree import find_all
>>> svg = face(Card.parse("7H"))
>>> sum(use.get("href") == "#suit-H" for use in find_all(svg, "use"))
9
>>> svg.get("aria-hidden"), [use.get("href") for use in find_all(svg, "use")][0], find_all(svg, "text")
('true', '#rank-7', [])
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Final

from ...cards import CARDS, Card, Suit
from ...words import card_name, card_symbol
from .tree import Node, fixed, h

__all__ = ["card_button", "card_face", "card_ref", "card_refs", "face", "suit_icon", "suit_sprite"]

WIDTH: Final = 100
HEIGHT: Final = 140

_SUIT_SHAPES: Final[dict[Suit, tuple[Node, ...]]] = {
    Suit.HEARTS: (
        h(
            "path",
            {
                "d": "M50 93C46 88 8 63 4 37C1 19 13 7 28 7C39 7 46 14 50 24C54 14 61 7 72 7C87 7 99 19 96 37"
                "C92 63 54 88 50 93Z"
            },
        ),
    ),
    Suit.DIAMONDS: (h("path", {"d": "M50 2C59 19 72 36 88 50C72 64 59 81 50 98C41 81 28 64 12 50C28 36 41 19 50 2Z"}),),
    Suit.SPADES: (
        h(
            "path",
            {
                "d": "M50 3C55 14 67 26 80 37C92 47 98 56 96 68C94 80 84 86 73 86C64 86 57 82 53 76"
                "C54 85 58 92 67 97H33C42 92 46 85 47 76C43 82 36 86 27 86C16 86 6 80 4 68C2 56 8 47 20 37"
                "C33 26 45 14 50 3Z"
            },
        ),
    ),
    Suit.CLUBS: (
        h("circle", {"cx": "50", "cy": "27", "r": "21"}),
        h("circle", {"cx": "26", "cy": "61", "r": "21"}),
        h("circle", {"cx": "74", "cy": "61", "r": "21"}),
        h("path", {"d": "M39 38H61L63 62H37Z"}),
        h("path", {"d": "M45 55H55V70C55 84 59 91 67 97H33C41 91 45 84 45 70Z"}),
    ),
}

_COURT_LETTERS: Final = {11: "J", 12: "Q", 13: "K"}
_HIDDEN: Final = {"aria-hidden": "true", "focusable": "false"}


def _rank_symbol(text: str) -> Node:
    """A corner index's rank, drawn once: the faces show it with ``<use>``, so a card holds no text of its own."""
    squeeze = {"textLength": "17", "lengthAdjust": "spacingAndGlyphs"} if len(text) > 1 else {}
    drawn = h("text", {"class": "idx", "x": "11", "y": "23", **squeeze}, text)
    return h("symbol", {"id": f"rank-{text}", "overflow": "visible"}, drawn)


@cache
def suit_sprite() -> Node:
    """The four suit symbols and the ranks' letters; put this once in the page before any card."""
    return fixed(
        h(
            "svg",
            {"xmlns": "http://www.w3.org/2000/svg", "class": "sprite", **_HIDDEN},
            *(
                h("symbol", {"id": f"suit-{suit.letter}", "viewBox": "0 0 100 100"}, *shape)
                for suit, shape in _SUIT_SHAPES.items()
            ),
            *(_rank_symbol(text) for text in dict.fromkeys(card.rank_text for card in CARDS)),
            *(
                h(
                    "symbol",
                    {"id": f"court-{letter}", "overflow": "visible"},
                    h("text", {"class": "court", "x": "50", "y": "80"}, letter),
                )
                for letter in _COURT_LETTERS.values()
            ),
        )
    )


# Pip centres (x, y) for the number cards, on the 100 x 140 face.
_L, _C, _R = 31, 50, 69
_ROWS4: Final = (27.0, 56.0, 84.0, 113.0)
_PIPS: Final[dict[int, tuple[tuple[float, float], ...]]] = {
    2: ((_C, 27), (_C, 113)),
    3: ((_C, 27), (_C, 70), (_C, 113)),
    4: ((_L, 27), (_R, 27), (_L, 113), (_R, 113)),
    5: ((_L, 27), (_R, 27), (_C, 70), (_L, 113), (_R, 113)),
    6: ((_L, 27), (_R, 27), (_L, 70), (_R, 70), (_L, 113), (_R, 113)),
    7: ((_L, 27), (_R, 27), (_C, 48.5), (_L, 70), (_R, 70), (_L, 113), (_R, 113)),
    8: ((_L, 27), (_R, 27), (_C, 48.5), (_L, 70), (_R, 70), (_C, 91.5), (_L, 113), (_R, 113)),
    9: (*((x, y) for y in _ROWS4 for x in (_L, _R)), (_C, 70)),
    10: (*((x, y) for y in _ROWS4 for x in (_L, _R)), (_C, 41.5), (_C, 98.5)),
}
_PIP_SIZE: Final = 19


def _num(value: float) -> str:
    return f"{value:g}"


def _use(suit: Suit, cx: float, cy: float, size: float, flip: bool = False) -> Node:
    x, y = cx - size / 2, cy - size / 2
    return h(
        "use",
        {
            "href": f"#suit-{suit.letter}",
            "x": _num(x),
            "y": _num(y),
            "width": _num(size),
            "height": _num(size),
            "transform": f"rotate(180 {_num(cx)} {_num(cy)})" if flip else None,
        },
    )


def _index(card: Card) -> tuple[Node, Node]:
    """One corner index: the rank above a small suit symbol."""
    return h("use", {"href": f"#rank-{card.rank_text}"}), _use(card.suit, 11, 33, 13)


_CROWNS: Final[dict[int, tuple[Node, ...]]] = {
    13: (h("path", {"class": "crown", "d": "M36 43L33 25L42 32L50 20L58 32L67 25L64 43Z"}),),
    12: (
        h(
            "path",
            {
                "class": "crown",
                "d": "M37 43C37 36 34 31 34 27C40 31 45 29 50 23C55 29 60 31 66 27C66 31 63 36 63 43Z",
            },
        ),
        h("circle", {"class": "crown", "cx": "50", "cy": "21", "r": "3"}),
    ),
    11: (h("path", {"class": "crown", "d": "M38 43V31C44 33 48 28 50 22C52 28 56 33 62 31V43Z"}),),
}


def _court(card: Card) -> tuple[Node, ...]:
    """A framed court panel: a crown, the letter and a large suit symbol."""
    return (
        h("rect", {"class": "frame", "x": "21", "y": "15", "width": "58", "height": "110", "rx": "5"}),
        h("rect", {"class": "frame-line", "x": "24.5", "y": "18.5", "width": "51", "height": "103", "rx": "3"}),
        *_CROWNS[card.rank],
        h("use", {"href": f"#court-{_COURT_LETTERS[card.rank]}"}),
        _use(card.suit, 50, 104, 24),
    )


def _centre(card: Card) -> tuple[Node, ...]:
    if card.rank in _COURT_LETTERS:
        return _court(card)
    if card.rank == 14:
        return (_use(card.suit, 50, 70, 52 if card.suit is Suit.SPADES else 42),)
    return tuple(_use(card.suit, x, y, _PIP_SIZE, flip=y > 70) for x, y in _PIPS[card.rank])


@cache
def face(card: Card) -> Node:
    """The SVG drawing of a card's face (decorative: the card around it carries its name)."""
    corner = _index(card)
    return fixed(
        h(
            "svg",
            {"class": "face", "viewBox": f"0 0 {WIDTH} {HEIGHT}", **_HIDDEN},
            *corner,
            h("g", {"transform": "rotate(180 50 70)"}, *corner),
            *_centre(card),
        )
    )


def _card_classes(card: Card, classes: Iterable[str]) -> str:
    return " ".join(["card", "face-up", f"suit-{card.suit.letter}", *classes])


def card_face(card: Card, *, classes: Iterable[str] = (), label: str | None = None, badge: str | None = None) -> Node:
    """A face-up card that is not a button (on the table, a trick, a score sheet), named ``label`` or its name;
    ``badge``: a word shown on it (``data-badge``, drawn by the stylesheet)."""
    return h(
        "div",
        {
            "class": _card_classes(card, classes),
            "role": "img",
            "aria-label": label or card_name(card),
            "data-badge": badge,
        },
        face(card),
    )


def card_button(card: Card, *, classes: Iterable[str] = (), **attrs: str | None) -> Node:
    """A card of a hand as a button named like the card; ``attrs`` follow its name (``data_card`` is ``data-card``)."""
    named = {name.replace("_", "-"): value for name, value in attrs.items()}
    return h(
        "button",
        {"type": "button", "class": _card_classes(card, classes), "aria-label": card_name(card), **named},
        face(card),
    )


def card_ref(card: Card) -> Node:
    """A card named in a sentence: its symbol, read out by name."""
    return h(
        "span",
        {"class": f"card-ref suit-{card.suit.letter}", "role": "img", "aria-label": card_name(card)},
        card_symbol(card),
    )


def card_refs(cards: Iterable[Card]) -> list[Node]:
    """Cards named in a sentence: each its symbol, read out by name."""
    return [card_ref(card) for card in cards]


@cache
def suit_icon(suit: Suit) -> Node:
    """A single suit symbol, e.g. for messages and score sheets."""
    return h(
        "svg",
        {"class": f"suit-icon suit-{suit.letter}", "viewBox": "0 0 100 100", **_HIDDEN},
        h("use", {"href": f"#suit-{suit.letter}"}),
    )
