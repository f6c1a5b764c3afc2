"""What the table says to screen readers after each draw, in plain Python.

The table's latest news (:attr:`~hearts.web.table.state.Table.announcement`)
is said once, however often the table is drawn, and again when it is made
anew even in the same words (the table counts its announcements). While the
cards still out show beside the table, what they changed is said once a
trick, after the news (:func:`~hearts.web.ui.cards_out.cards_out_news`).
"""

from __future__ import annotations

from collections.abc import Callable

from ...counting import CardsOut
from ..ui.cards_out import cards_out_news
from .state import Table

__all__ = ["TableVoice"]


class TableVoice:
    """Hands the table's news to ``say`` (the page's :class:`~hearts.web.ui.announcer.Announcer`)."""

    def __init__(self, say: Callable[[str], None]) -> None:
        self.say = say
        self.said = -1
        """The count of the table's announcements when one was last said."""
        self.counted: CardsOut | None = None
        """The facts of the cards still out when they were last counted."""

    def after_draw(self, table: Table, counted: CardsOut | None = None) -> None:
        """Say the table's news if it is new, then what ``counted`` (the cards still out, when they show) changed."""
        if table.announcements != self.said:
            self.said = table.announcements
            self.say(table.announcement)
        if counted is None:
            return
        if self.counted is None or self.counted.tricks != counted.tricks:
            news = cards_out_news(self.counted, counted) if self.counted is not None else None
            self.counted = counted
            if news:
                self.say(news)

    def recount(self) -> None:
        """The cards still out were shown or hidden: the next count says nothing, it only starts counting again."""
        self.counted = None
