"""How the page opens: which table to show, and what to tell the person first.

Plain Python over a :class:`~hearts.web.storage.restore_and_save.Keeper`: the saved game is
resumed, or the game the address asks for (``?deal=N``) is dealt, or a new
random game; whatever could not be restored and a bad ``?deal=`` become one
plain notice.

>>> from hearts.web.storage.slots import MemoryStore
>>> opened = open_session(Keeper(MemoryStore()), "?deal=48213907", _dt.date(2026, 11, 29))
>>> opened.table.game_number, opened.kind, opened.notice
(48213907, 'deal', None)
"""

from __future__ import annotations

import datetime as _dt
from typing import Literal, NamedTuple

from ...deals import daily_game_number
from ...words.catalog import gettext as _
from ..address import AddressRequest, parse_address
from ..storage.restore_and_save import Keeper, random_game_number
from ..storage.saved_game import SavedGame
from ..storage.settings import Settings
from .saved_form import resume_table
from .state import Table

__all__ = ["Opening", "Start", "address_query", "choose_start", "open_session"]

StartKind = Literal["resume", "deal", "new"]


class Start(NamedTuple):
    """How the page begins: resume the saved game, deal the game the address asks for, or a new random game."""

    kind: StartKind
    game_number: int | None = None
    message: str | None = None
    """A plain message to show (a bad ``?deal=``), or ``None``."""


def choose_start(request: AddressRequest, saved: SavedGame | None) -> Start:
    """Decide how the page begins.

    ``?deal=N`` plays game N, resuming the saved game if it is game N; a bad
    ``?deal=`` is reported and changes nothing (the saved game resumes, if
    any); otherwise the saved game resumes or a new game is dealt.
    """
    if request.game_number is not None:
        if saved is not None and saved.game_number == request.game_number:
            return Start("resume", saved.game_number)
        return Start("deal", request.game_number)
    if saved is not None:
        return Start("resume", saved.game_number, request.problem)
    return Start("new", None, request.problem)


class Opening(NamedTuple):
    """The table the page opens on, how it was chosen, and the notice to show once (or ``None``)."""

    table: Table
    kind: StartKind
    settings: Settings
    notice: str | None


def open_session(keeper: Keeper, search: str, today: _dt.date) -> Opening:
    """Restore what was kept and choose the table for the address ``search`` (``location.search``).

    Never raises: the keeper reads damaged storage as defaults and a notice,
    and a bad ``?deal=`` is a notice too (the saved game, or a new one, is played).
    """
    restored = keeper.restore()
    request = parse_address(search)
    start = choose_start(request, restored.saved_game)
    settings = restored.settings
    notices = [restored.notice, start.message]
    if start.kind == "resume" and restored.saved_game is not None and restored.match is not None:
        table = resume_table(restored.saved_game, restored.match)  # the keeper replayed it: always there
    else:
        number = start.game_number if start.kind == "deal" and start.game_number else random_game_number()
        daily = today.isoformat() if number == daily_game_number(today) else None
        table = Table(number, settings.difficulty, settings.rules, daily=daily)
        saved = restored.saved_game
        if start.kind == "deal" and saved is not None and restored.match is not None and not restored.match.is_over:
            # Translators: {saved} and {number} are games' numbers.
            notices.append(
                _(
                    "Your unfinished game {saved} is still saved. It will be replaced once you play in game {number}."
                ).format(saved=saved.game_number, number=number)
            )
    notice = " ".join(text for text in notices if text) or None
    return Opening(table, start.kind, settings, notice)


def address_query(game_number: int) -> str:
    """The query part of the page's address while ``game_number`` is played: reloading it resumes the game.

    >>> address_query(48213907)
    '?deal=48213907'
    """
    return f"?deal={game_number}"
