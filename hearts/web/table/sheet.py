"""The table's sheet as a tree: the score sheet at the end of a deal or match, and the new-game menu.

>>> from hearts.web.table.state import Table
>>> sheet_view(Table(48213907))
()
"""

from __future__ import annotations

from typing import Final

from ...cards import HEARTS_MASK, Suit, cards_from_mask
from ...points import point_table
from ...rules import Rules
from ...seats import EAST, NORTH, SOUTH, WEST
from ...words import chain, hearts_count, level_description, level_name, number_text, rules_summary, the_card, who
from ...words.catalog import gettext as _
from ...words.catalog import pgettext
from ..ui.cards import suit_icon
from ..ui.labels import computer_players, new_game_button, player_column, review_deal_button, this_deal_row, total_row
from ..ui.tree import Child, Fragment, Node, h
from .buttons import button
from .computer import LEVELS
from .news import HUMAN
from .state import Table

__all__ = ["level_choice", "sheet_view"]

_ORDER: Final = (SOUTH, WEST, NORTH, EAST)


def level_choice(current: str) -> Node:
    """The computer players' level, one radio button each with what it means."""
    return h(
        "fieldset",
        {"class": "levels"},
        h("legend", {}, computer_players()),
        *(
            h(
                "label",
                {"class": "level"},
                h("input", {"type": "radio", "name": "level", "value": level, "checked": level == current}),
                h("span", {"class": "level-name"}, level_name(level)),
                h("span", {"class": "level-text"}, level_description(level)),
            )
            for level in LEVELS
        ),
    )


def _took(table: Table, seat: int) -> Node:
    """The penalty cards a seat took this deal: hearts counted, the Queen of spades marked."""
    taken = table.round.taken_mask(seat)
    hearts = (taken & HEARTS_MASK).bit_count()
    shown: list[Child] = []
    said = []
    if hearts:
        shown += [suit_icon(Suit.HEARTS), h("b", {}, str(hearts))]
        said.append(hearts_count(hearts))
    table_of = point_table(table.match.rules)
    for card in cards_from_mask(taken & (table_of.penalty | table_of.bonus) & ~HEARTS_MASK):
        shown += [suit_icon(card.suit), h("b", {}, card.rank_text)]
        said.append(the_card(card))
    return h(
        "td",
        {"class": "took"},
        h("span", {"aria-hidden": "true"}, *(shown or ["–"])),
        h("span", {"class": "sr-only"}, chain(said) or _("no penalty cards")),
    )


def _sheet_table(table: Table) -> Node:
    lowest = min(table.totals)
    rows = []
    for seat in _ORDER:
        classes = ["me"] if seat == HUMAN else []
        if table.round.moon_shooter == seat:
            classes.append("moon")
        if table.totals[seat] == lowest:
            classes.append("leader")
        rows.append(
            h(
                "tr",
                {"class": " ".join(classes)},
                h("th", {"scope": "row"}, who(seat)),
                _took(table, seat),
                h("td", {}, number_text(table.deal_points[seat])),
                h("td", {}, number_text(table.totals[seat])),
            )
        )
    return h(
        "table",
        {"class": "sheet-table"},
        h(
            "thead",
            {},
            h(
                "tr",
                {},
                h("th", {"scope": "col"}, player_column()),
                # Translators: the column of the penalty cards each player took.
                h("th", {"scope": "col"}, pgettext("column", "Took")),
                h("th", {"scope": "col"}, this_deal_row()),
                h("th", {"scope": "col"}, total_row()),
            ),
        ),
        h("tbody", {}, *rows),
    )


def _rules_note(rules: Rules | None) -> Node | None:
    if rules is None:
        return None
    return h(
        "p",
        {"class": "rules-note"},
        # Translators: {rules} is the rules in short ("Standard rules, to 100"); a link to Settings follows.
        _("Rules: {rules}.").format(rules=rules_summary(rules)),
        " ",
        h("a", {"href": "#settings"}, _("Change them in Settings")),
    )


def _choice(title: str, note: str, action: str, *, primary: bool = False) -> Node:
    """A big button of the new-game menu: its title (its name) and a line saying what it does.

    The line is the button's description, drawn over the button but outside
    it, so the button's name is exactly the words it shows as its title.
    """
    note_id = f"menu-{action}"
    return h(
        "div",
        {"class": "menu-item"},
        h(
            "button",
            {
                "type": "button",
                "class": "btn menu-choice" + (" primary" if primary else ""),
                "data-action": action,
                "aria-describedby": note_id,
            },
            h("span", {"class": "menu-title"}, title),
        ),
        h("span", {"class": "menu-note", "id": note_id}, note),
    )


def _new_game_menu(table: Table, next_level: str, next_rules: Rules | None) -> Node:
    return h(
        "div",
        {"class": "sheet-card new-game-card"},
        h("h2", {"id": "sheet-title"}, pgettext("heading", "New game")),
        h("p", {}, _("The game in progress will be lost.")),
        level_choice(next_level),
        _rules_note(next_rules),
        h(
            "div",
            {"class": "menu"},
            _choice(
                new_game_button(),
                _("A random game with the players chosen above."),
                "new-game",
                primary=True,
            ),
            _choice(pgettext("button", "Daily deal"), _("Today's game: the same cards for everyone."), "daily"),
            _choice(
                pgettext("button", "Restart this game"),
                # Translators: {number} is the game's number.
                _("Game {number} again from its first deal, same players and rules.").format(number=table.game_number),
                "restart",
            ),
        ),
        h("div", {"class": "actions"}, button(pgettext("button", "Keep playing"), "close-sheet")),
    )


def sheet_view(
    table: Table,
    *,
    choosing_new_game: bool = False,
    next_level: str = "medium",
    next_rules: Rules | None = None,
    par: Node | None = None,
) -> Fragment:
    """The score sheet at the end of a deal or match, or the new-game menu; nothing when none is open.

    ``par`` (the deal's par, :mod:`hearts.web.par.views`) shows under the scores when given.
    """
    if choosing_new_game:
        return (_new_game_menu(table, next_level, next_rules),)
    if table.stage not in ("deal-over", "match-over"):
        return ()
    over = table.stage == "match-over"
    title = table.result_news if over else pgettext("heading", "Deal {number} is over").format(number=table.deal_number)
    notes = [note for note in (table.moon_news, "" if over else table.result_news) if note]
    after: tuple[Node | None, ...]
    if over:
        after = (
            h("p", {"class": "sheet-links"}, h("a", {"href": "#statistics"}, _("Your statistics"))),
            level_choice(next_level),
            _rules_note(next_rules),
            h(
                "div",
                {"class": "actions"},
                button(review_deal_button(), "review"),
                button(pgettext("button", "Play again"), "restart"),
                button(pgettext("button", "Daily deal"), "daily"),
                button(new_game_button(), "new-game", primary=True),
            ),
        )
    else:
        after = (
            h(
                "div",
                {"class": "actions"},
                button(review_deal_button(), "review"),
                button(pgettext("button", "Next deal"), "next-deal", primary=True),
            ),
        )
    return (
        h(
            "div",
            {"class": "sheet-card final" if over else "sheet-card"},
            h("h2", {"id": "sheet-title"}, title),
            *(h("p", {"class": "note"}, note) for note in notes),
            _sheet_table(table),
            par,
            *after,
        ),
    )
