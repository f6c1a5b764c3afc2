"""What the History screens share, as :class:`~hearts.web.ui.tree.Node` trees: the top bar, the status line, and a
game's chip, facts and result.

>>> from hearts import Match
>>> from hearts.web.storage.history import HistoryEntry
>>> result_words(HistoryEntry.of_match("5-1-a", Match(5), "2026-12-01 09:30", "easy"))
'Unfinished after 1 deal'
"""

from __future__ import annotations

from ...words import level_players, rules_summary, shared_win_past, stamp_text, who
from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from ..storage.history import HistoryEntry
from ..ui.tree import Child, Node, h

__all__ = [
    "clear_history_button",
    "delete_button",
    "game_chip",
    "game_facts",
    "game_title",
    "page_top",
    "result_words",
    "status_line",
]


def result_words(entry: HistoryEntry) -> str:
    """ "You won", "North won", "West and North shared the win", or how far an unfinished game went."""
    if entry.finished and entry.winners:
        if len(entry.winners) == 1:
            # Translators: {seat} is the winner ("You", "North").
            return _("{seat} won").format(seat=who(entry.winners[0]))
        return shared_win_past(entry.winners)
    deals = entry.deals_played
    if not deals:
        return _("Not started")
    return ngettext("Unfinished after {count} deal", "Unfinished after {count} deals", deals).format(count=deals)


def status_line(message: str | None, *, problem: bool = False) -> Node:
    """The line that says what just happened (a refusal is an alert)."""
    return h(
        "p",
        {
            "class": f"history-status {'problem' if problem else ''}".strip(),
            "id": "history-status",
            "role": "alert" if problem else "status",
        },
        message or "",
    )


def page_top(title: str, back: tuple[str, str], *extra: Child | None) -> Node:
    return h(
        "header",
        {"class": "learn-top history-top"},
        h("a", {"class": "btn quiet history-back", "href": back[1]}, back[0]),
        h("h1", {"class": "history-title", "id": "history-title", "tabindex": "-1"}, title),
        *extra,
    )


def game_chip(entry: HistoryEntry, current: str | None) -> Node:
    if entry.id == current and not entry.finished:
        return h("span", {"class": "history-chip live"}, pgettext("game", "In progress"))
    if entry.source == "opened":
        # Translators: a game opened from a file or a link (not played in this browser).
        return h("span", {"class": "history-chip opened"}, pgettext("game", "Opened"))
    return h(
        "span",
        {"class": "history-chip"},
        pgettext("game", "Finished") if entry.finished else pgettext("game", "Unfinished"),
    )


def game_facts(entry: HistoryEntry) -> str:
    level = level_players(entry.level) if entry.level else _("From a record")
    facts = [stamp_text(entry.date), level, rules_summary(entry.rules)]
    if entry.kept.get("checked") is True:
        facts.append(_("played with the play checker"))
    return " · ".join(facts)


def game_title(entry: HistoryEntry) -> str:
    """A game's name in History: ``Game 48213907``."""
    return _("Game {number}").format(number=entry.game_number)


def clear_history_button() -> str:
    return pgettext("button", "Clear history")


def delete_button() -> str:
    return pgettext("button", "Delete")
