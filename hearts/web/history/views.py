"""The History screen as a :class:`~hearts.web.ui.tree.Node` tree, from its state: the list of games
(:mod:`.list_view`), a game in replay (:mod:`.game_view`), or a game link that cannot be shown.

Plain Python: the page builds these trees into elements and text
nodes, so nothing from a record or from storage is ever parsed as HTML.
Controls carry ``data-history-action`` (and ``data-step`` / ``data-entry``);
links carry the view's addresses (see :mod:`hearts.web.history_route`).
"""

from __future__ import annotations

from ...words.catalog import gettext as _
from ...words.catalog import pgettext
from ..ui.labels import back_to_table
from ..ui.tree import Node, h
from .game_view import game_view
from .list_view import list_view
from .page_parts import page_top, status_line
from .state import HistoryState, ShownGame

__all__ = ["broken_link_view", "history_view"]


def history_view(state: HistoryState) -> Node:
    """The screen as a tree (the game shown is found again)."""
    route = state.route
    assert route is not None
    state.find_again()
    current = state.current_id()
    if route.kind == "list":
        return list_view(
            state.entries(),
            current=current,
            shown=state.shown,
            opening=state.opening,
            confirm=state.confirm,
            message=None if state.problem else state.message,
            problem=state.message if state.problem else None,
        )
    shown = state.shown_game()
    if not isinstance(shown, ShownGame):
        return broken_link_view(shown or _("This game cannot be shown."))
    par = state.par_deal()
    return game_view(
        shown.entry,
        shown.replay,
        route,
        state.position,
        par=par,
        compared=state.compared(par),
        kept=shown.kept,
        current=current,
        confirm=state.confirm,
        message=state.message,
        problem=state.problem,
    )


def broken_link_view(problem: str) -> Node:
    """A game link that cannot be shown: why, and the way back."""
    return h(
        "div",
        {"class": "history-page"},
        page_top(pgettext("heading", "Game link"), (back_to_table(), "#")),
        status_line(problem, problem=True),
        h("p", {}, h("a", {"class": "btn", "href": "#history"}, _("Open History"))),
    )
