"""What surrounds the felt: the game's line above it (the number with Share, the deal, the level), the buttons
beside it, and the scores.

>>> from hearts.web.table.state import Table
>>> from hearts.web.ui.tree import text_of
>>> text_of(info_view(Table(48213907, "easy"))[0])
'Game 48213907'
"""

from __future__ import annotations

from typing import Final

from ...seats import EAST, NORTH, SOUTH, WEST
from ...words import level_name, number_text, who
from ...words.catalog import gettext as _
from ...words.catalog import pgettext
from ..ui.labels import new_game_button, player_column, share_title, this_deal_row, total_row
from ..ui.tree import Fragment, h
from .state import Table

__all__ = ["info_view", "scores_view", "tools_view"]

_ORDER: Final = (SOUTH, WEST, NORTH, EAST)


def scores_view(table: Table) -> Fragment:
    """Running totals and this deal's points for every seat."""
    return (
        h("h2", {"class": "panel-title"}, pgettext("heading", "Scores")),
        h(
            "table",
            {"class": "score-table"},
            h(
                "thead",
                {},
                h(
                    "tr",
                    {},
                    h("th", {"scope": "col"}, h("span", {"class": "sr-only"}, player_column())),
                    *(h("th", {"scope": "col"}, who(seat)) for seat in _ORDER),
                ),
            ),
            h(
                "tbody",
                {},
                h(
                    "tr",
                    {},
                    h("th", {"scope": "row"}, this_deal_row()),
                    *(h("td", {}, number_text(table.deal_points[seat])) for seat in _ORDER),
                ),
                h(
                    "tr",
                    {"class": "total"},
                    h("th", {"scope": "row"}, total_row()),
                    *(h("td", {}, number_text(table.totals[seat])) for seat in _ORDER),
                ),
            ),
        ),
        # Translators: {score} is the score that ends the game ("100").
        h("p", {"class": "to-go"}, _("Game ends at {score}").format(score=table.match.rules.end_score)),
    )


_HIDDEN: Final = {"aria-hidden": "true", "focusable": "false"}
_SHARE_ICON: Final = h(
    "svg",
    {"class": "icon", "viewBox": "0 0 24 24", **_HIDDEN},
    h("path", {"d": "M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13"}),
)
_NEW_ICON: Final = h(
    "svg",
    {"class": "icon", "viewBox": "0 0 24 24", **_HIDDEN},
    h("rect", {"x": "5", "y": "3", "width": "14", "height": "18", "rx": "2"}),
    h("path", {"d": "M12 8v8M8 12h8"}),
)


def info_view(table: Table) -> Fragment:
    """Game number (with its Share button), daily mark, deal number and level, above the table."""
    daily = (h("span", {"class": "daily-chip"}, _("Daily deal")),) if table.daily else ()
    return (
        h(
            "span",
            {"class": "game-no"},
            # Translators: written before the game's number ("Game 48213907"); hidden on narrow screens.
            h("span", {"class": "game-word"}, pgettext("before the game's number", "Game") + " "),
            str(table.game_number),
        ),
        h(
            "button",
            {
                "type": "button",
                "class": "btn quiet share icon-btn",
                "data-action": "share",
                "aria-label": share_title(table.game_number),
            },
            _SHARE_ICON,
            h("span", {"class": "icon-text"}, pgettext("button", "Share")),
        ),
        *daily,
        h("span", {"class": "deal-no"}, _("Deal {number}").format(number=table.deal_number)),
        h("span", {"class": "level-chip"}, level_name(table.level)),
    )


def tools_view(*, sheet_open: bool) -> Fragment:
    """The buttons above the table (none while a sheet has its own)."""
    if sheet_open:
        return ()
    return (
        h(
            "button",
            {
                "type": "button",
                "class": "btn quiet icon-btn new-game",
                "data-action": "new-game-menu",
                "aria-label": new_game_button(),
            },
            _NEW_ICON,
            h("span", {"class": "icon-text"}, new_game_button()),
        ),
    )
