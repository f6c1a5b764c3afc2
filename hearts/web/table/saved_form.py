"""The table as it is saved, and the table a saved game comes back to.

A saved game (:class:`~hearts.web.storage.saved_game.SavedGame`) is the match's record and a little of the
screen's state: the cards picked to pass and the pause showing (a finished trick, a score sheet). This module
turns a :class:`~hearts.web.table.state.Table` into that and back; the storage package writes it.

>>> from hearts.web.table.state import Table
>>> table = Table(48213907, "easy", match_id="48213907-1-a")
>>> table.tap(table.hand[0])
>>> again = resume_table(saved_form(table), table.match)
>>> again.selected == table.selected, again.match_id
(True, '48213907-1-a')
"""

from __future__ import annotations

from ...match import Match
from ..storage.saved_game import Pause, SavedGame
from ..storage.settings import as_difficulty
from .news import HUMAN, resumed_news
from .state import Table

__all__ = ["resume_table", "saved_form"]


def saved_form(table: Table) -> SavedGame:
    """``table`` as it is saved: the match, the cards chosen to pass and the pause showing."""
    pause: Pause = "none"
    if table.stage == "trick":
        pause = "trick"
    elif table.stage in ("deal-over", "match-over"):
        pause = "scores"
    return SavedGame.of(
        table.match,
        table.match_id,
        as_difficulty(table.level) or "medium",
        pass_selection=table.selected,
        pause=pause,
        daily=table.daily,
    )


def resume_table(saved: SavedGame, match: Match) -> Table:
    """The table of a saved game, ``match`` being its record replayed by the engine.

    The stage follows the saved pause: a trick pause shows the last trick
    again, a score sheet shows the finished deal (or match); the cards
    chosen to pass are chosen again.
    """
    table = Table(saved.game_number, saved.difficulty, match.rules, match_id=saved.match_id, daily=saved.daily)
    table.match = match
    rnd = match.round
    table.plays_made = sum(len(r.cards_played) for r in match.rounds)
    if saved.pause == "trick" and rnd.tricks and not rnd.current_trick.cards:
        table.stage = "trick"
        table.finished_trick = rnd.tricks[-1]
    elif rnd.is_over:
        table.stage = "match-over" if match.is_over else "deal-over"
    elif rnd.phase == "passing":
        table.stage = "passing"
        if not table.has_passed:
            table.selected = [card for card in saved.pass_selection if card in rnd.hand(HUMAN)][: table.pass_count]
    else:
        table.stage = "playing"
    table.announcement = resumed_news(table.game_number, table.deal_number, table.status)
    return table
