"""History's questions before a change that cannot be undone: clearing History, deleting a game, playing one.

>>> from hearts.web.ui.tree import find_all
>>> [button.get("data-history-action") for button in find_all(clear_question(), "button")]
['cancel', 'clear-confirm']
"""

from __future__ import annotations

from typing import Literal

from ...words import rules_summary
from ...words.catalog import gettext as _
from ..storage.history import HistoryEntry
from ..ui.dialogs import confirm_view
from ..ui.labels import cancel_button, play_it_button
from ..ui.tree import Node
from .page_parts import clear_history_button, delete_button
from .stage import button

__all__ = ["Confirm", "clear_question", "confirm_question", "delete_question", "play_question"]

Confirm = Literal["delete", "clear", "play"]
"""Which question is open."""


def confirm_question(title: str, question: str, yes: str, action: str, *, danger: bool = True) -> Node:
    return confirm_view(
        title,
        question,
        button(cancel_button(), "cancel"),
        button(yes, action, classes="btn danger" if danger else "btn primary"),
        prefix="history-confirm",
    )


def clear_question() -> Node:
    """Clear history? (every kept game but the one in progress)."""
    return confirm_question(
        _("Clear history?"),
        _(
            "Every kept game except the one in progress is removed from this browser. Your statistics stay"
            " as they are. This cannot be undone."
        ),
        clear_history_button(),
        "clear-confirm",
    )


def delete_question(entry: HistoryEntry) -> Node:
    """Delete this game from History?"""
    return confirm_question(
        _("Delete game {number}?").format(number=entry.game_number),
        _("It is removed from History in this browser. Your statistics stay as they are. This cannot be undone."),
        delete_button(),
        "delete-confirm",
    )


def play_question(entry: HistoryEntry) -> Node:
    """Play this game yourself (the same cards, under the same rules)?"""
    return confirm_question(
        _("Play game {number}?").format(number=entry.game_number),
        # Translators: {rules} is the rules in short ("standard rules, game to 100").
        _(
            "You get the same cards, deal after deal, under the same rules ({rules})."
            " The game you are playing now stays in History."
        ).format(rules=rules_summary(entry.rules)),
        play_it_button(),
        "play-confirm",
        danger=False,
    )
