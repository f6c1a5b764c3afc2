"""Learn's content as trees: paragraphs with cards named in them, lists, rows of cards, tricks and tables.

Plain Python over :mod:`hearts.learn.content`: nothing from the content is
ever markup (every text is a text node), and the cards are the table's own.

>>> from hearts.learn import para
>>> from hearts.web.ui.tree import html_of
>>> html_of(paragraph_view(para("Pass *her*: {QS}.")))
'<p>Pass <strong>her</strong>: <span class="card-ref suit-S" role="img" aria-label="Queen of spades">Q♠</span>.</p>'
"""

from __future__ import annotations

from ...learn import BulletList, CardRow, Paragraph, Table, Text, TrickPicture
from ...learn.content import Block
from ...words.catalog import pgettext
from ..ui.cards import card_face, card_ref
from ..ui.labels import marked_card
from ..ui.tree import Child, Node, h
from ..ui.trick import named_trick

__all__ = ["block_view", "paragraph_view"]


def paragraph_view(paragraph: Paragraph, tag: str = "p", classes: str | None = None) -> Node:
    """A paragraph: its text, emphasised words in bold and each card named by its symbol."""
    spans: list[Child] = []
    for span in paragraph.spans:
        if isinstance(span, Text):
            spans.append(h("strong", {}, span.text) if span.emphasis else span.text)
        else:
            spans.append(card_ref(span.card))
    return h(tag, {"class": classes or None}, *spans)


def _card_row(row: CardRow) -> Node:
    return h(
        "figure",
        {"class": "learn-figure"},
        h(
            "div",
            {"class": "learn-cards", "role": "group", "aria-label": pgettext("a row of cards", "Cards")},
            *(
                card_face(
                    card,
                    classes=("marked",),
                    # Translators: a card the caption is about, read out ("Queen of spades, marked").
                    label=marked_card(card),
                )
                if card in row.marked
                else card_face(card)
                for card in row.cards
            ),
        ),
        paragraph_view(row.caption, "figcaption"),
    )


def _table(table: Table) -> Node:
    return h(
        "table",
        {"class": "learn-table"},
        h("caption", {}, table.caption) if table.caption else None,
        h("thead", {}, h("tr", {}, *(h("th", {"scope": "col"}, header) for header in table.headers))),
        h(
            "tbody",
            {},
            *(
                h("tr", {}, *(paragraph_view(cell, "th" if i == 0 else "td") for i, cell in enumerate(cells)))
                for cells in table.rows
            ),
        ),
    )


def block_view(block: Block) -> Node:
    """A block of content: a paragraph, a list, a row of cards, a trick or a table."""
    if isinstance(block, Paragraph):
        return paragraph_view(block)
    if isinstance(block, BulletList):
        return h("ul", {"class": "learn-list"}, *(paragraph_view(item, "li") for item in block.items))
    if isinstance(block, CardRow):
        return _card_row(block)
    if isinstance(block, TrickPicture):
        return h(
            "figure",
            {"class": "learn-figure trick-figure"},
            named_trick(block.trick, block.winner if block.trick.is_complete else None),
            paragraph_view(block.caption, "figcaption"),
        )
    return _table(block)
