"""The page's words that several views say alike, each worded once: buttons, headings, columns, links.

A view's own labels stay in the view; a label two views share comes from here, so it reads the same in both and
is one message of the catalogs.

>>> back_to_table(), new_game_button(), trick_title(3), share_title(7)
('Back to the table', 'New game', 'Trick 3', 'Share game 7')
"""

from __future__ import annotations

from ...cards import Card
from ...words import card_name
from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext

__all__ = [
    "all_games",
    "back_to_table",
    "cancel_button",
    "cards_still_out",
    "close_button",
    "computer_players",
    "last_trick_button",
    "marked_card",
    "new_game_button",
    "pass_button",
    "pass_chosen",
    "play_checker",
    "play_it_button",
    "player_column",
    "replay_keys_help",
    "review_deal_button",
    "rules_group",
    "share_title",
    "statistic_column",
    "this_deal_row",
    "total_row",
    "trick_title",
    "watch_the_expert",
    "your_decisions",
    "your_hand",
]


def all_games() -> str:
    """History's list of games, and Statistics' row of every game."""
    return _("All games")


def back_to_table() -> str:
    return _("Back to the table")


def cancel_button() -> str:
    return pgettext("button", "Cancel")


def close_button() -> str:
    return pgettext("button", "Close")


def computer_players() -> str:
    return _("Computer players")


def last_trick_button() -> str:
    return pgettext("button", "Last trick")


def new_game_button() -> str:
    return pgettext("button", "New game")


def pass_button() -> str:
    return pgettext("button", "Pass")


def play_checker() -> str:
    """The play checker's name: its setting, and the question it asks."""
    return _("Play checker")


def play_it_button() -> str:
    return pgettext("button", "Play it")


def player_column() -> str:
    return pgettext("column", "Player")


def review_deal_button() -> str:
    return pgettext("button", "Review this deal")


def rules_group() -> str:
    return pgettext("settings group", "Rules")


def share_title(number: int) -> str:
    """Sharing game ``number``: the share button's name and the share box's title."""
    return _("Share game {number}").format(number=number)


def statistic_column() -> str:
    return pgettext("column", "Statistic")


def cards_still_out() -> str:
    """The cards still out beside the table: their table's caption and their setting."""
    return _("The cards still out")


def this_deal_row() -> str:
    return pgettext("scores row", "This deal")


def total_row() -> str:
    return pgettext("scores row", "Total")


def trick_title(number: int) -> str:
    """A trick by its number (from 1)."""
    return _("Trick {number}").format(number=number)


def pass_chosen(chosen: int, count: int) -> str:
    """How many of the ``count`` cards to pass are chosen: ``2 of 3 chosen``."""
    # Translators: how many of the cards to pass are chosen: "2 of 3 chosen".
    return ngettext("{chosen} of {count} chosen", "{chosen} of {count} chosen", count).format(
        chosen=chosen, count=count
    )


def replay_keys_help() -> str:
    """The keys that step through a replay, in one sentence."""
    return _(
        "Keys: the left and right arrows step back and forward, Page Up and Page Down go a trick at a time,"
        " Home and End go to the start and the end of the deal."
    )


def watch_the_expert() -> str:
    """The link to the par deal's replay."""
    return _("Watch the Expert play this hand")


def your_decisions() -> str:
    return _("Your decisions")


def your_hand() -> str:
    return _("Your hand")


def marked_card(card: Card) -> str:
    """A card marked in a picture, for screen readers: ``Queen of spades, marked``."""
    # Translators: a card marked in a picture (the one played or passed at a step of a replay, the one a caption
    # is about), read out; {card} is the card's name ("Queen of spades").
    return _("{card}, marked").format(card=card_name(card))
