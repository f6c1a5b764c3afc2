"""Learn Hearts: the rules, guided practice, a quick reference, an FAQ and tips, as data.

Nothing here is HTML: blocks of :mod:`hearts.learn.content` (paragraphs with
inline cards, card rows, tricks, tables) are drawn by the page with the
table's own card pictures. Text follows the rules in play, and every
number in it comes from :mod:`hearts.scoring`; every practice position is
a real deal replayed by :class:`hearts.round.Round`, which also judges each
try. Every sentence is a message of the player's language
(:mod:`hearts.words.catalog`), worded when the content is made or shown,
never at import (see :mod:`hearts.learn.content`).

>>> from hearts.rules import Rules
>>> [s.title for s in rule_sections(Rules())]
['The deal and the pass', 'The play', 'Hearts and the queen', 'The score', 'The end']
>>> len(LESSONS) >= 6
True
"""

from __future__ import annotations

from .content import (
    Block,
    BulletList,
    CardRef,
    CardRow,
    Inline,
    Paragraph,
    Table,
    Text,
    TrickPicture,
    blocks_text,
    para,
)
from .faq import FaqEntry, faq, faq_entry
from .lessons import LESSONS, Lesson, lesson_by_id, position_by_id
from .positions import Answer, PassPosition, PlayPosition, Position, Verdict
from .progress import Progress
from .reference import EndExample, RefEntry, ScoreExample, end_examples, quick_reference, score_examples, scoring_table
from .sections import Section, rule_sections
from .tips import Tip, tips

__all__ = [
    "LESSONS",
    "Answer",
    "Block",
    "BulletList",
    "CardRef",
    "CardRow",
    "EndExample",
    "FaqEntry",
    "Inline",
    "Lesson",
    "Paragraph",
    "PassPosition",
    "PlayPosition",
    "Position",
    "Progress",
    "RefEntry",
    "ScoreExample",
    "Section",
    "Table",
    "Text",
    "Tip",
    "TrickPicture",
    "Verdict",
    "blocks_text",
    "end_examples",
    "faq",
    "faq_entry",
    "lesson_by_id",
    "para",
    "position_by_id",
    "quick_reference",
    "rule_sections",
    "score_examples",
    "scoring_table",
    "tips",
]
