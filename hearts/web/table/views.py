"""The table drawn as trees, region by region, from a :class:`~hearts.web.table.state.Table`.

Each function returns what fills one region of the page (see
``index.html``); the page writes a region again only when its markup
changed, so a card animates once, when it is played. No inline styles or
handlers are drawn: buttons carry ``data-action`` or ``data-card`` and the
page listens once, on the table.

>>> from hearts.web.table.state import Table
>>> from hearts.web.ui.tree import find_all
>>> (fan,) = hand_view(Table(48213907))
>>> buttons = find_all(fan, "button")
>>> len(buttons), buttons[0].get("aria-pressed")
(13, 'false')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from ...cards import Card
from ...rules import Rules
from ...seats import EAST, NORTH, SOUTH, WEST
from ...words import cards_count, points_text, who
from ...words.case import capitalized
from ...words.catalog import gettext as _
from ...words.catalog import pgettext, words_in_use
from ...words.passes import passing_text
from ..ui.cards import card_button
from ..ui.labels import (
    last_trick_button,
    pass_button,
    pass_chosen,
)
from ..ui.tree import Child, Fragment, Node, h
from ..ui.trick import SEAT_CLASSES, Played, played_by, trick_cards
from .buttons import button
from .claiming import claim_label, claim_note, claim_offer
from .key_intents import cursor_card, second_row
from .last_trick import last_trick, last_trick_view, pile_view
from .news import HUMAN
from .scores_and_tools import info_view, scores_view, tools_view
from .sheet import sheet_view
from .state import Table

__all__ = [
    "DRAWERS",
    "REGIONS",
    "Extras",
    "hand_view",
    "info_view",
    "prompt_view",
    "render",
    "scores_view",
    "seat_view",
    "sheet_open",
    "tools_view",
    "trick_view",
]

REGIONS: Final = (
    "info",
    "tools",
    "north",
    "west",
    "east",
    "south",
    "trick",
    "prompt",
    "hand",
    "scores",
    "sheet",
    "pile",
    "lasttrick",
)
"""Ids of the page's elements whose content :func:`render` draws."""


_ROW_BREAK: Final = h("span", {"class": "row-break", "aria-hidden": "true"})
_BUTTONS: dict[tuple[object, ...], Node] = {}
"""The hand's card buttons drawn lately, by what they show: a card that shows the same is the same tree (the page's
patch then passes over it at once, and nothing is made again)."""


def _hand_card(table: Table, card: Card, cursor: str | None, legal: int) -> Node:
    classes = []
    pressed: str | None = None
    disabled = "true"
    if table.choosing_pass:
        chosen = card in table.selected
        pressed = "true" if chosen else "false"
        disabled = "false"
        if chosen:
            classes.append("selected")
    elif table.your_turn:
        if legal & card.mask:
            disabled = "false"
            classes.append("legal")
        else:
            classes.append("dimmed")
    badge = None
    if card in table.received_highlight:
        classes.append("received")
        # Translators: the word shown on a card just received in the pass; keep it short.
        badge = pgettext("card badge", "New")
    if card in table.hint:
        classes.append("hinted")
    tabindex = "0" if card.code == cursor else "-1"
    key = (card, words_in_use(), tabindex, disabled, pressed, badge, *classes)
    button = _BUTTONS.get(key)
    if button is None:
        if len(_BUTTONS) > 1024:
            _BUTTONS.clear()
        button = _BUTTONS[key] = card_button(
            card,
            classes=classes,
            data_card=card.code,
            tabindex=tabindex,
            aria_disabled=disabled,
            aria_pressed=pressed,
            data_badge=badge,
        )
    return button


def hand_view(table: Table, cursor: str | None = None) -> Fragment:
    """The person's hand: one button per card, the ``cursor`` card
    (see :func:`~hearts.web.table.key_intents.cursor_card`) the only one in the Tab order
    (the arrow keys move between them).

    A hand of more than seven cards has a break after its first half, where
    a narrow phone starts a second row.
    """
    cards = table.hand
    legal = table.playable_mask
    codes = [card.code for card in cards]
    playable = [card.code for card in cards if legal & card.mask]
    active = cursor_card(codes, cursor, playable)
    items: list[Child] = [_hand_card(table, card, active, legal) for card in cards]
    row = second_row(len(cards))
    if row is not None:
        items.insert(row, _ROW_BREAK)
    return (h("div", {"class": f"fan n{len(cards)}"}, *items),)


def seat_view(table: Table, seat: int) -> Fragment:
    """A seat's name plate: name, whose turn, cards held and this deal's points; a computer's cards face down."""
    turn = table.to_play == seat
    held = table.cards_held(seat)
    badge = (
        h("span", {"class": "badge"}, pgettext("badge", "Your turn") if seat == HUMAN else pgettext("badge", "Playing"))
        if turn
        else None
    )
    plate = h(
        "div",
        {"class": "plate turn" if turn else "plate"},
        h("span", {"class": "name"}, who(seat)),
        badge,
        h(
            "span",
            {"class": "meta"},
            h("span", {"class": "count"}, cards_count(held)),
            h("span", {"class": "pts"}, capitalized(points_text(table.deal_points[seat]))),
        ),
    )
    if seat == HUMAN:
        return (plate,)
    spread = (h("span", {"class": f"back d{2 * i - held + 1}"}) for i in range(held))
    return plate, h("div", {"class": "backs", "aria-hidden": "true"}, *spread)


def trick_view(table: Table) -> Fragment:
    """The cards on the table, each at its player's side; the winner's card marked during the pause."""
    trick = table.shown_trick
    winner = trick.winning_play if table.stage != "playing" and trick.is_complete else None
    fresh = table.last_play
    plays = []
    for play in trick.plays:
        marks = []
        if fresh is not None and play == fresh:
            marks.append(f"fresh from-{SEAT_CLASSES[play.seat]}")
        if winner is not None and play == winner:
            marks.append("winner")
        plays.append(Played(play.seat, play.card, played_by(play.card, play.seat), tuple(marks)))
    if plays:
        return trick_cards(plays)
    if table.stage == "passing":
        return _pass_sign(table)
    return (h("p", {"class": "trick-empty"}, _trick_caption(table)),)


_ARROW: Final = h(
    "svg",
    {"class": "arrow", "viewBox": "0 0 100 60", "aria-hidden": "true", "focusable": "false"},
    h("path", {"d": "M4 30L34 4V19H96V41H34V56Z"}),
)


def _pass_sign(table: Table) -> Fragment:
    """A big arrow toward the seat that receives the person's three cards."""
    target = table.pass_target
    if target is None:
        return ()
    # Translators: under the arrow of the pass: the player who receives your cards ("To West").
    text = passing_text() if table.has_passed else pgettext("pass arrow", "To {seat}").format(seat=who(target))
    return (h("div", {"class": f"pass-sign to-{SEAT_CLASSES[target]}"}, _ARROW, h("span", {"class": "pass-to"}, text)),)


def _trick_caption(table: Table) -> str:
    if table.stage == "passing":
        return table.pass_title
    seat = table.to_play
    if seat is None:
        return ""
    return (
        pgettext("caption", "Your lead")
        if seat == HUMAN
        else pgettext("caption", "{seat} leads").format(seat=who(seat))
    )


def prompt_view(table: Table, last_trick_open: bool = False) -> Fragment:
    """The instruction line, the engine's reason for a refused tap, and the buttons that fit the moment."""
    said: list[Node] = [h("p", {"class": "status"}, table.status)]
    if table.reason:
        said.append(h("p", {"class": "reason", "role": "note"}, table.reason))
    buttons: list[Node] = []
    claim = claim_offer(table)
    if claim is not None:  # the engine's proof: every remaining trick is the person's, or no point is left
        said.append(h("p", {"class": "claim-note", "id": "claim-note"}, claim_note(claim)))
        buttons.append(button(claim_label(claim), "claim", primary=True, extra="claim"))
    if table.choosing_pass:
        buttons.append(button(pass_button(), "pass", primary=True, enabled=table.can_pass))
        picked = pass_chosen(len(table.selected), table.pass_count)
        buttons.append(h("span", {"class": "picked"}, picked))
    if table.stage == "trick":
        buttons.append(button(pgettext("button", "Continue"), "continue", primary=True))
    if table.hint_wanted() is not None:
        label = _("Thinking…") if table.thinking_hint else pgettext("button", "Hint")
        buttons.append(button(label, "hint", enabled=not table.thinking_hint, extra="hint"))
    if last_trick(table) is not None:
        buttons.append(button(last_trick_button(), "last-trick", extra="last-trick-btn", pressed=last_trick_open))
    if buttons:
        said.append(h("div", {"class": "actions"}, *buttons))
    return tuple(said)


@dataclass(frozen=True)
class Extras:
    """What the table is drawn with besides the :class:`Table`: the page's and the controller's part.

    ``hand_cursor``: the card last focused in the hand; ``last_trick_open``: the last trick is being looked at
    again; ``overlay`` (a review, the play checker's question) takes the sheet's place when given; ``par`` (the
    deal's par) shows on the score sheet under the scores.
    """

    choosing_new_game: bool = False
    next_level: str = "medium"
    next_rules: Rules | None = None
    hand_cursor: str | None = None
    last_trick_open: bool = False
    overlay: Node | None = None
    par: Node | None = None


def sheet_open(table: Table, extras: Extras) -> bool:
    """Whether the sheet shows: a review or question over it, the new-game menu, the end of a deal or match."""
    return extras.overlay is not None or extras.choosing_new_game or table.stage in ("deal-over", "match-over")


def _sheet(table: Table, extras: Extras) -> Fragment:
    if extras.overlay is not None:
        return (extras.overlay,)
    return sheet_view(
        table,
        choosing_new_game=extras.choosing_new_game,
        next_level=extras.next_level,
        next_rules=extras.next_rules,
        par=extras.par,
    )


def _seat(seat: int) -> Callable[[Table, Extras], Fragment]:
    return lambda table, extras: seat_view(table, seat)


DRAWERS: Final[dict[str, Callable[[Table, Extras], Fragment]]] = {
    "info": lambda table, extras: info_view(table),
    "tools": lambda table, extras: tools_view(sheet_open=sheet_open(table, extras)),
    "north": _seat(NORTH),
    "west": _seat(WEST),
    "east": _seat(EAST),
    "south": _seat(SOUTH),
    "trick": lambda table, extras: trick_view(table),
    "prompt": lambda table, extras: prompt_view(table, extras.last_trick_open),
    "hand": lambda table, extras: hand_view(table, extras.hand_cursor),
    "scores": lambda table, extras: scores_view(table),
    "sheet": _sheet,
    "pile": lambda table, extras: pile_view(table, extras.last_trick_open),
    "lasttrick": lambda table, extras: last_trick_view(table, extras.last_trick_open),
}
"""How each region in :data:`REGIONS` is drawn from the table and the extras."""


def render(
    table: Table,
    *,
    choosing_new_game: bool = False,
    next_level: str = "medium",
    next_rules: Rules | None = None,
    hand_cursor: str | None = None,
    last_trick_open: bool = False,
    overlay: Node | None = None,
    par: Node | None = None,
) -> dict[str, Fragment]:
    """What fills every region in :data:`REGIONS` (the options are the :class:`Extras`)."""
    extras = Extras(choosing_new_game, next_level, next_rules, hand_cursor, last_trick_open, overlay, par)
    return {name: draw(table, extras) for name, draw in DRAWERS.items()}
