"""History's list of games as a tree: every kept game, newest first, with its deals; opening a game.

>>> from hearts import Match
>>> from hearts.web.ui.tree import find_all, text_of
>>> from hearts.web.storage.history import HistoryEntry
>>> entry = HistoryEntry.of_match("5-1-a", Match(5), "2026-12-01 09:30", "easy")
>>> view = list_view([entry], current="5-1-a")
>>> text_of(find_all(view, "h2")[0])
'Game 5'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from ..history_route import HistoryRoute
from ..storage.history import MAX_CHARS, MAX_GAMES, HistoryEntry
from ..ui.labels import back_to_table
from ..ui.tree import Child, Node, h
from .deal_table import deal_table
from .page_parts import clear_history_button, game_chip, game_facts, game_title, page_top, result_words, status_line
from .questions import Confirm, clear_question
from .stage import button

__all__ = ["PAGE_SIZE", "list_view", "open_form"]

PAGE_SIZE: Final = 20
"""Games shown at first in the list (and added by "Show more")."""


def _game_item(entry: HistoryEntry, current: str | None) -> Node:
    link = HistoryRoute("kept", entry.id)
    return h(
        "li",
        {"class": "history-game", "data-entry": entry.id},
        h(
            "div",
            {"class": "history-game-head"},
            h("h2", {}, h("a", {"href": link.hash}, game_title(entry))),
            game_chip(entry, current),
            h("span", {"class": "history-result"}, result_words(entry)),
        ),
        h("p", {"class": "history-facts"}, game_facts(entry)),
        deal_table(entry, link) if entry.deal_points else None,
    )


def open_form(problem: str | None = None) -> Node:
    """Open a game: a file, or pasted text (a record or a game link)."""
    return h(
        "section",
        {"class": "open-game", "aria-labelledby": "open-title"},
        h("h2", {"id": "open-title"}, pgettext("heading", "Open a game")),
        h(
            "p",
            {"class": "history-note"},
            _("A game record downloaded from Hearts (a .json file), the text of one, or a game link."),
        ),
        h(
            "div",
            {"class": "open-row"},
            h("label", {"class": "btn file-pick", "for": "open-file"}, _("Choose a file…")),
            h(
                "input",
                {
                    "type": "file",
                    "id": "open-file",
                    "class": "sr-only",
                    "accept": ".json,application/json,text/plain",
                    "data-history-input": "file",
                },
            ),
        ),
        h("label", {"class": "open-label", "for": "open-text"}, _("Or paste it here")),
        h(
            "textarea",
            {
                "id": "open-text",
                "rows": "3",
                "spellcheck": "false",
                "placeholder": '{"format":"hearts-record",… or #game=…',
            },
        ),
        h("div", {"class": "actions"}, button(pgettext("button", "Open"), "open-text", classes="btn primary")),
        status_line(problem, problem=problem is not None),
    )


def list_view(
    entries: Sequence[HistoryEntry],
    *,
    current: str | None = None,
    shown: int = PAGE_SIZE,
    opening: bool = False,
    confirm: Confirm | None = None,
    message: str | None = None,
    problem: str | None = None,
) -> Node:
    """Every kept game, newest first (``shown`` of them), with Open a game and Clear history."""
    clearable = [entry for entry in entries if entry.id != current]
    tools = h(
        "div",
        {"class": "history-tools"},
        button(
            pgettext("button", "Open a game"),
            "open",
            classes="btn primary",
            aria_expanded="true" if opening else "false",
        ),
        button(clear_history_button(), "clear-ask", classes="btn danger") if clearable else None,
    )
    games: Child
    if entries:
        games = h(
            "ol",
            {"class": "history-list", "aria-label": _("Games, newest first")},
            *(_game_item(entry, current) for entry in entries[:shown]),
        )
    else:
        games = h("p", {"class": "history-empty"}, _("Play a game and it appears here, deal by deal."))
    more = (
        button(
            ngettext("Show more games ({count} older)", "Show more games ({count} older)", len(entries) - shown).format(
                count=len(entries) - shown
            ),
            "more",
            classes="btn history-more",
        )
        if len(entries) > shown
        else None
    )
    # Translators: {count} is how many games History keeps (200); {size} how many megabytes at most (4).
    budget = _(
        "History keeps your newest {count} games in this browser (at most {size} MB);"
        " older ones are dropped first, never the game in progress. Your statistics are kept apart:"
        " clearing History does not change them."
    ).format(count=MAX_GAMES, size=MAX_CHARS // 1_000_000)
    dialog = clear_question() if confirm == "clear" else None
    return h(
        "div",
        {"class": "history-page"},
        page_top(pgettext("heading", "History"), (back_to_table(), "#"), tools),
        open_form(problem) if opening else None,
        status_line(message) if not opening else None,
        games,
        more,
        h("p", {"class": "history-note"}, budget),
        dialog,
    )
