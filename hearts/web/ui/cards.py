"""Card faces drawn as SVG: classic corner indices, pip layouts and court panels.

Every face is a small SVG on a 100 x 140 grid that scales crisply to any
size. The four suit symbols and the rank letters are drawn once, as
``<symbol>`` elements of :data:`SUIT_SPRITE`, and each face refers to them
with ``<use>``: a card button holds no text of its own, so its name is the
card's name alone. Colours come from CSS (``currentColor``), so the page can
restyle suits (e.g. four-colour decks) without new markup.

>>> from hearts.cards import Card
>>> svg = face_svg(Card.parse("7H"))
>>> svg.count('href="#suit-H"')
9
>>> 'aria-hidden="true"' in svg, 'href="#rank-7"' in svg, "<text" in svg
(True, True, False)
"""

from __future__ import annotations

from functools import cache
from typing import Final

from ...cards import CARDS, Card, Suit

__all__ = ["SUIT_SPRITE", "face_svg", "suit_svg"]

WIDTH: Final = 100
HEIGHT: Final = 140

_SUIT_SHAPES: Final[dict[Suit, str]] = {
    Suit.HEARTS: (
        '<path d="M50 93C46 88 8 63 4 37C1 19 13 7 28 7C39 7 46 14 50 24C54 14 61 7 72 7C87 7 99 19 96 37'
        'C92 63 54 88 50 93Z"/>'
    ),
    Suit.DIAMONDS: '<path d="M50 2C59 19 72 36 88 50C72 64 59 81 50 98C41 81 28 64 12 50C28 36 41 19 50 2Z"/>',
    Suit.SPADES: (
        '<path d="M50 3C55 14 67 26 80 37C92 47 98 56 96 68C94 80 84 86 73 86C64 86 57 82 53 76'
        "C54 85 58 92 67 97H33C42 92 46 85 47 76C43 82 36 86 27 86C16 86 6 80 4 68C2 56 8 47 20 37"
        'C33 26 45 14 50 3Z"/>'
    ),
    Suit.CLUBS: (
        '<circle cx="50" cy="27" r="21"/><circle cx="26" cy="61" r="21"/><circle cx="74" cy="61" r="21"/>'
        '<path d="M39 38H61L63 62H37Z"/>'
        '<path d="M45 55H55V70C55 84 59 91 67 97H33C41 91 45 84 45 70Z"/>'
    ),
}

_COURT_LETTERS: Final = {11: "J", 12: "Q", 13: "K"}


def _rank_symbol(text: str) -> str:
    """A corner index's rank, drawn once: the faces show it with ``<use>``, so a card holds no text of its own."""
    squeeze = ' textLength="17" lengthAdjust="spacingAndGlyphs"' if len(text) > 1 else ""
    drawn = f'<text class="idx" x="11" y="23"{squeeze}>{text}</text>'
    return f'<symbol id="rank-{text}" overflow="visible">{drawn}</symbol>'


SUIT_SPRITE: Final = (
    '<svg xmlns="http://www.w3.org/2000/svg" class="sprite" aria-hidden="true" focusable="false">'
    + "".join(
        f'<symbol id="suit-{suit.letter}" viewBox="0 0 100 100">{shape}</symbol>'
        for suit, shape in _SUIT_SHAPES.items()
    )
    + "".join(_rank_symbol(text) for text in dict.fromkeys(card.rank_text for card in CARDS))
    + "".join(
        f'<symbol id="court-{letter}" overflow="visible"><text class="court" x="50" y="80">{letter}</text></symbol>'
        for letter in _COURT_LETTERS.values()
    )
    + "</svg>"
)
"""The four suit symbols and the ranks' letters; put this once in the page before any card."""

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


def _use(suit: Suit, cx: float, cy: float, size: float, flip: bool = False) -> str:
    x, y = cx - size / 2, cy - size / 2
    flip_attr = f' transform="rotate(180 {_num(cx)} {_num(cy)})"' if flip else ""
    return (
        f'<use href="#suit-{suit.letter}" x="{_num(x)}" y="{_num(y)}" '
        f'width="{_num(size)}" height="{_num(size)}"{flip_attr}/>'
    )


def _index(card: Card) -> str:
    """One corner index: the rank above a small suit symbol."""
    return f'<use href="#rank-{card.rank_text}"/>' + _use(card.suit, 11, 33, 13)


_CROWNS: Final = {
    13: '<path class="crown" d="M36 43L33 25L42 32L50 20L58 32L67 25L64 43Z"/>',
    12: (
        '<path class="crown" d="M37 43C37 36 34 31 34 27C40 31 45 29 50 23C55 29 60 31 66 27'
        'C66 31 63 36 63 43Z"/><circle class="crown" cx="50" cy="21" r="3"/>'
    ),
    11: '<path class="crown" d="M38 43V31C44 33 48 28 50 22C52 28 56 33 62 31V43Z"/>',
}


def _court(card: Card) -> str:
    """A framed court panel: a crown, the letter and a large suit symbol."""
    letter = _COURT_LETTERS[card.rank]
    return (
        '<rect class="frame" x="21" y="15" width="58" height="110" rx="5"/>'
        '<rect class="frame-line" x="24.5" y="18.5" width="51" height="103" rx="3"/>'
        f"{_CROWNS[card.rank]}"
        f'<use href="#court-{letter}"/>' + _use(card.suit, 50, 104, 24)
    )


def _centre(card: Card) -> str:
    if card.rank in _COURT_LETTERS:
        return _court(card)
    if card.rank == 14:
        size = 52 if card.suit is Suit.SPADES else 42
        return _use(card.suit, 50, 70, size)
    return "".join(_use(card.suit, x, y, _PIP_SIZE, flip=y > 70) for x, y in _PIPS[card.rank])


@cache
def face_svg(card: Card) -> str:
    """The SVG drawing of a card's face (decorative: the card's button carries its name)."""
    corner = _index(card)
    return (
        f'<svg class="face" viewBox="0 0 {WIDTH} {HEIGHT}" aria-hidden="true" focusable="false">'
        f"{corner}"
        f'<g transform="rotate(180 50 70)">{corner}</g>'
        f"{_centre(card)}"
        "</svg>"
    )


def suit_svg(suit: Suit) -> str:
    """A single suit symbol, e.g. for messages and score sheets."""
    return (
        f'<svg class="suit-icon suit-{suit.letter}" viewBox="0 0 100 100" aria-hidden="true" focusable="false">'
        f'<use href="#suit-{suit.letter}"/></svg>'
    )
