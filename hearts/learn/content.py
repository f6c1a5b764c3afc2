"""Structured teaching text: paragraphs, lists, card rows, tricks and tables.

The Learn content is data, never HTML. A paragraph is a tuple of spans:
plain text, emphasised text and card references (drawn as a small inline
card). Card rows and tricks are drawn with the table's own card pictures.
:func:`para` reads a tiny markup so that content stays readable in source:
``*words*`` are emphasised and ``{QS}`` names a card.

Content is written in English and worded in the player's language when it is
drawn: each sentence is a catalog message, translated by the code that makes
the content (the rules, the reference, the questions and the tips are made
when they are shown) or, for the lessons, defined at import, where they are
shown (:func:`hearts.learn.positions.fill_numbers`). A message keeps its
markup; its named placeholders (``{count}``) are filled by :func:`fill` after
translation, and only then is the markup read by :func:`para`.

>>> p = para("The {QS} is worth *13* points.")
>>> [type(s).__name__ for s in p.spans]
['Text', 'CardRef', 'Text', 'Text', 'Text']
>>> p.plain()
'The Q♠ is worth 13 points.'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from ..cards import Card, parse_cards
from ..tricks import Trick
from ..words import seat_name

__all__ = [
    "Block",
    "BulletList",
    "CardRef",
    "CardRow",
    "Inline",
    "Paragraph",
    "Table",
    "Text",
    "TrickPicture",
    "blocks_text",
    "bullets",
    "card_row",
    "card_token",
    "cards",
    "fill",
    "para",
    "trick_picture",
]


@dataclass(frozen=True, slots=True)
class Text:
    """A run of words; ``emphasis`` marks it as stressed."""

    text: str
    emphasis: bool = False


@dataclass(frozen=True, slots=True)
class CardRef:
    """A card named inside a sentence (drawn inline, read out by its name)."""

    card: Card


Inline = Text | CardRef


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A paragraph of spans."""

    spans: tuple[Inline, ...]

    def plain(self) -> str:
        """The paragraph as plain text, cards as symbols (``Q♠``)."""
        return "".join(s.text if isinstance(s, Text) else s.card.symbol for s in self.spans)


@dataclass(frozen=True, slots=True)
class BulletList:
    """A list of short points."""

    items: tuple[Paragraph, ...]


@dataclass(frozen=True, slots=True)
class CardRow:
    """A row of card pictures (a hand, a pass, cards taken) with a caption.

    ``marked`` cards are the ones the caption is about (drawn raised or outlined).
    """

    cards: tuple[Card, ...]
    caption: Paragraph
    marked: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class TrickPicture:
    """A trick laid out by seat, as on the table, with a caption."""

    trick: Trick
    caption: Paragraph

    @property
    def winner(self) -> int | None:
        """The seat winning the trick so far (the engine's highest card of the led suit)."""
        play = self.trick.winning_play
        return None if play is None else play.seat


@dataclass(frozen=True, slots=True)
class Table:
    """A small table: a header row and rows of cells."""

    headers: tuple[str, ...]
    rows: tuple[tuple[Paragraph, ...], ...]
    caption: str = ""


Block = Paragraph | BulletList | CardRow | TrickPicture | Table

_TOKEN: Final = re.compile(r"\*([^*]+)\*|\{([^}]+)\}")
_PLACEHOLDER: Final = re.compile(r"\{([a-z_][a-z0-9_]*)\}")


def card_token(card: Card) -> str:
    """A card as markup names it: ``{QS}``, ``{10H}``."""
    return f"{{{card.rank_text}{card.suit.letter}}}"


def fill(markup: str, **values: object) -> str:
    """A message's named placeholders (``{count}``) filled; card tokens (``{QS}``) and ``{=queen}`` stay.

    A message of Learn is markup, so it cannot be filled with ``str.format``
    (its cards are in braces too). Every named placeholder must be given.

    >>> fill("The {QS} is worth {points}.", points="13 points")
    'The {QS} is worth 13 points.'
    """
    return _PLACEHOLDER.sub(lambda m: str(values[m.group(1)]), markup)


def para(markup: str) -> Paragraph:
    """A paragraph from markup: ``*emphasis*`` and ``{QS}`` card references."""
    spans: list[Inline] = []
    pos = 0
    for match in _TOKEN.finditer(markup):
        if match.start() > pos:
            spans.append(Text(markup[pos : match.start()]))
        if match.group(1) is not None:
            spans.append(Text(match.group(1), emphasis=True))
        else:
            spans.append(CardRef(Card.parse(match.group(2))))
        pos = match.end()
    if pos < len(markup):
        spans.append(Text(markup[pos:]))
    return Paragraph(tuple(spans))


def bullets(*items: str) -> BulletList:
    """A bullet list from markup lines."""
    return BulletList(tuple(para(item) for item in items))


def cards(text: str | Iterable[Card]) -> tuple[Card, ...]:
    """Cards from notation such as ``"QS AH 2C"``, in the order written."""
    return tuple(parse_cards(text))


def card_row(hand: str | Iterable[Card], caption: str, marked: str | Iterable[Card] = ()) -> CardRow:
    """A card row from notation; the hand is sorted as on the table (♣ ♦ ♠ ♥, low to high)."""
    return CardRow(tuple(sorted(cards(hand))), para(caption), cards(marked))


def trick_picture(leader: int, played: str, caption: str) -> TrickPicture:
    """A trick led by ``leader``, with a caption naming who wins it (the engine's verdict).

    ``caption`` is a translated message whose ``{card}`` is the winning card
    and ``{seat}`` the winner's seat (a caption for a trick you win says
    "you" in its own words and has no ``{seat}``).
    """
    trick = Trick(leader, cards(played))
    play = trick.winning_play
    assert play is not None, "a trick picture needs at least one card"
    assert "{card}" in caption, "a trick picture's caption names the winning card"
    assert ("{seat}" in caption) != (play.seat == 0), "a trick picture's caption names the winner as the engine does"
    return TrickPicture(trick, para(fill(caption, seat=seat_name(play.seat), card=card_token(play.card))))


def _block_text(block: Block) -> str:
    if isinstance(block, Paragraph):
        return block.plain()
    if isinstance(block, BulletList):
        return "\n".join("- " + item.plain() for item in block.items)
    if isinstance(block, (CardRow, TrickPicture)):
        shown = block.cards if isinstance(block, CardRow) else block.trick.cards
        return f"[{' '.join(c.symbol for c in shown)}] {block.caption.plain()}"
    lines = [" | ".join(block.headers)]
    lines.extend(" | ".join(cell.plain() for cell in row) for row in block.rows)
    return "\n".join(lines)


def blocks_text(blocks: Iterable[Block]) -> str:
    """All blocks as plain text (for search, tests and screen-reader summaries)."""
    return "\n".join(_block_text(block) for block in blocks)
