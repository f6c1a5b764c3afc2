"""A deal in replay, as a tree: the four hands, the trick, the step's words and the controls.

Plain Python over :mod:`hearts.record.replay`: the cards are drawn from the engine's cards as the table draws
them. History's replay and a puzzle's "the Expert plays on" both draw it; each names the stage's buttons with its
own data attribute (``action``, as ``data-history-action``) and its ids with its own prefix, so two stages never
share an id. A replay may begin later than the deal's first step (``first``), and may end with a line of its own
(``end``, shown at the last step). With ``review``, the stage leaves a place empty for a review laid over it,
``#replay-review`` (one verdict for the step shown, marked with the step's ``data-step`` key).

>>> from hearts import Match
>>> from hearts.record.replay import replay_game
>>> from hearts.record import GameRecord
>>> from hearts.web.ui.tree import find, text_of
>>> deal = replay_game(GameRecord.from_match(Match(5))).deals[0]
>>> text_of(find(replay_stage(deal, 0, action="data-history-action"), "span", class_="step-count"))
'Step 1 of 1'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...cards import Card, Suit
from ...record.replay import DealReplay, Step
from ...seats import EAST, NORTH, SOUTH, WEST
from ...words import card_name, points_text, seat_label, step_words, suit_name, who
from ...words.case import capitalized
from ...words.catalog import gettext as _
from ...words.catalog import pgettext
from .labels import marked_card, trick_title
from .tree import Child, Node, h
from .trick import Place, Played, at, played_by, trick_picture

__all__ = ["action_button", "replay_stage"]

_SUIT_ORDER: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def action_button(attribute: str, label: str, action: str, *, classes: str = "btn", **attrs: str | bool | None) -> Node:
    """A button naming its ``action`` in the data ``attribute`` its view reads (``data-history-action``); ``attrs``
    are written with hyphens (``aria_label`` is ``aria-label``)."""
    named = {name.replace("_", "-"): value for name, value in attrs.items()}
    return h("button", {"type": "button", "class": classes, attribute: action, **named}, label)


def _hand(seat: int, cards: Sequence[Card], marked: Sequence[Card], points: int, step: Step) -> Node:
    name = seat_label(seat)
    lines = []
    for suit in _SUIT_ORDER:
        held = [card for card in sorted(cards, reverse=True) if card.suit is suit]
        ranks: list[Child] = []
        for card in held:
            mark = card in marked
            ranks.append(
                h(
                    "span",
                    {
                        "class": "rank marked" if mark else "rank",
                        # Translators: a card of a hand in replay, marked as the one played or passed at this step.
                        "aria-label": marked_card(card) if mark else card_name(card),
                    },
                    card.rank_text,
                )
            )
        lines.append(
            h(
                "li",
                {"class": f"suit-line suit-{suit.letter}"},
                h("span", {"class": "suit-sign", "aria-label": capitalized(suit_name(suit))}, suit.symbol),
                # Translators: a hand holds no card of this suit.
                *(ranks or [h("span", {"class": "void", "aria-label": pgettext("suit", "none")}, "—")]),
            )
        )
    acting = step.seat == seat
    return h(
        "section",
        {"class": f"replay-hand {at(seat)}{' acting' if acting else ''}", "aria-label": name},
        h(
            "div",
            {"class": "replay-seat"},
            h("span", {"class": "replay-name"}, name),
            h("span", {"class": "replay-points"}, points_text(points)),
        ),
        h("ul", {"class": "suit-lines"}, *lines),
    )


def _trick_box(step: Step) -> Node:
    trick = step.trick
    places = []
    for seat, card in trick.plays:
        name = who(seat)
        led = seat == trick.leader
        won = seat == trick.winner
        label = played_by(card, seat)
        if led and won:
            # Translators: a card of a trick in replay, for screen readers: "Queen of spades, played by West".
            label = _("{card}, led, took the trick").format(card=label)
        elif led:
            # Translators: {card} is "Queen of spades, played by West"; the card led the trick.
            label = _("{card}, led").format(card=label)
        elif won:
            # Translators: {card} is "Queen of spades, played by West"; the card took the trick.
            label = _("{card}, took the trick").format(card=label)
        marks = tuple(mark for mark, shown in (("marked", card == step.card), ("winner", won)) if shown)
        # Translators: under a player's name in a trick, the one who led it: "West · led".
        shown_name = _("{seat} · led").format(seat=name) if led else name
        places.append(Place(seat, Played(seat, card, label, marks), shown_name, winner=won))
    played = {seat for seat, __ in trick.plays}
    places += [Place(seat) for seat in (SOUTH, WEST, NORTH, EAST) if seat not in played]
    if step.key.kind == "dealt":
        note = _("As dealt")
    elif step.key.kind == "passed":
        note = _("After the pass")
    else:
        assert step.trick_number is not None  # a step of play is in a trick
        note = trick_title(step.trick_number)
    return h(
        "section",
        {"class": "replay-trick", "aria-label": note},
        h("span", {"class": "replay-trick-note"}, note),
        trick_picture(places),
    )


def _trick_jump(deal: DealReplay, position: int, attribute: str) -> Node:
    """Buttons to the dealt hands, the pass and each trick (those not played are disabled)."""
    step = deal.steps[position]
    items: list[Node] = []
    played_tricks = {s.key.trick for s in deal.steps if s.key.trick is not None}
    for index, s in enumerate(deal.steps):
        if s.key.kind in ("dealt", "passed"):
            label = pgettext("replay step", "Dealt") if s.key.kind == "dealt" else pgettext("replay step", "Pass")
            current = step.key.kind == s.key.kind
            items.append(
                action_button(
                    attribute,
                    label,
                    "step",
                    classes="step-button wide",
                    data_step=str(index),
                    aria_current="step" if current else None,
                )
            )
    for trick in range(13):
        available = trick in played_tricks
        current = step.key.trick == trick
        items.append(
            action_button(
                attribute,
                str(trick + 1),
                "trick",
                classes="step-button",
                data_step=str(deal.first_step_of_trick(trick)) if available else None,
                aria_label=trick_title(trick + 1)
                if available
                else _("Trick {number}, not played").format(number=trick + 1),
                aria_current="step" if current else None,
                aria_disabled="true" if not available else None,
            )
        )
    return h("nav", {"class": "trick-jump", "aria-label": _("Go to a trick")}, *items)


def replay_stage(
    deal: DealReplay,
    position: int,
    *,
    action: str,
    prefix: str = "",
    first: int = 0,
    end: str | None = None,
    review: bool = False,
    jump: bool = True,
) -> Node:
    """The part of a replay that changes with each step: the hands, the trick, the words and the controls, at step
    ``position`` (kept within ``first`` and the last step); its buttons name their action in ``action``, its ids
    begin with ``prefix``; ``end`` is said at the last step, ``jump`` adds the buttons to each trick."""
    last = len(deal.steps) - 1
    position = max(first, min(position, last))
    step = deal.steps[position]
    board = h(
        "div",
        {"class": "replay-board"},
        *(
            _hand(seat, step.hands[seat], step.marked, step.deal_points[seat], step)
            for seat in (NORTH, WEST, EAST, SOUTH)
        ),
        _trick_box(step),
    )
    at_start, at_end = position == first, position == last
    buttons = [
        ("«", "first", _("Start of the deal"), at_start),
        ("◀", "back", _("Back one step"), at_start),
        ("▶", "forward", _("Forward one step"), at_end),
        ("»", "last", _("End of the deal"), at_end),
    ]
    navigation = [
        action_button(
            action,
            label,
            name,
            classes="btn primary step-nav" if name == "forward" else "btn step-nav",
            aria_label=words,
            aria_disabled="true" if disabled else None,
        )
        for label, name, words, disabled in buttons
    ]
    count = h(
        "span",
        {"class": "step-count", "id": f"{prefix}step-count"},
        _("Step {number} of {count}").format(number=position - first + 1, count=last - first + 1),
    )
    controls = h(
        "div",
        {"class": "replay-controls", "role": "group", "aria-label": _("Step through the deal")},
        *navigation[:2],
        count,
        *navigation[2:],
    )
    return h(
        "div",
        {"class": "replay-stage", "id": f"{prefix}replay-stage", "data-step": step.key.id},
        board,
        h("p", {"class": "replay-words", "id": f"{prefix}replay-words"}, step_words(step)),
        h("p", {"class": "replay-end"}, end) if end is not None and at_end else None,
        h("div", {"class": "replay-review", "id": "replay-review", "data-step": step.key.id, "hidden": True})
        if review
        else None,
        controls,
        _trick_jump(deal, position, action) if jump else None,
    )
