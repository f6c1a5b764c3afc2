"""A deal of History in replay, as a tree: the four hands, the trick, the step's words and the controls.

Plain Python over :mod:`hearts.record.replay`: the cards are drawn from the
engine's cards as the table draws them. The stage leaves a place empty for a
review laid over it, ``#replay-review`` (one verdict for the step shown,
marked with the step's ``data-step`` key).

>>> from hearts import Match
>>> from hearts.record.replay import replay_game
>>> from hearts.record import GameRecord
>>> from hearts.web.ui.tree import find, text_of
>>> deal = replay_game(GameRecord.from_match(Match(5))).deals[0]
>>> text_of(find(stage_view(deal, 0), "span", id="step-count"))
'Step 1 of 1'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...cards import Card, Suit
from ...record.replay import DealReplay, Step
from ...seats import EAST, NORTH, SOUTH, WEST
from ...words import card_name, points_text, seat_label, seat_name, seat_points, step_words, who
from ..ui.tree import Child, Node, h
from ..ui.trick import Place, Played, at, trick_picture

__all__ = ["button", "stage_view"]

_SUIT_ORDER: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def button(label: str, action: str, *, classes: str = "btn", **attrs: str | bool | None) -> Node:
    """A button of History; ``attrs`` are written with hyphens (``aria_label`` is ``aria-label``)."""
    named = {name.replace("_", "-"): value for name, value in attrs.items()}
    return h("button", {"type": "button", "class": classes, "data-history-action": action, **named}, label)


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
                        "aria-label": f"{card_name(card)}{', marked' if mark else ''}",
                    },
                    card.rank_text,
                )
            )
        lines.append(
            h(
                "li",
                {"class": f"suit-line suit-{suit.letter}"},
                h("span", {"class": "suit-sign", "aria-label": suit.noun.capitalize()}, suit.symbol),
                *(ranks or [h("span", {"class": "void", "aria-label": "none"}, "—")]),
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
        label = f"{card_name(card)}, played by {name}{', led' if led else ''}{', took the trick' if won else ''}"
        marks = tuple(mark for mark, shown in (("marked", card == step.card), ("winner", won)) if shown)
        places.append(Place(seat, Played(seat, card, label, marks), name + (" · led" if led else ""), winner=won))
    played = {seat for seat, _ in trick.plays}
    places += [Place(seat) for seat in (SOUTH, WEST, NORTH, EAST) if seat not in played]
    if step.key.kind == "dealt":
        note = "As dealt"
    elif step.key.kind == "passed":
        note = "After the pass"
    else:
        note = f"Trick {step.trick_number}"
    return h(
        "section",
        {"class": "replay-trick", "aria-label": note},
        h("span", {"class": "replay-trick-note"}, note),
        trick_picture(places),
    )


def _trick_jump(deal: DealReplay, position: int) -> Node:
    """Buttons to the dealt hands, the pass and each trick (those not played are disabled)."""
    step = deal.steps[position]
    items: list[Node] = []
    played_tricks = {s.key.trick for s in deal.steps if s.key.trick is not None}
    for index, s in enumerate(deal.steps):
        if s.key.kind in ("dealt", "passed"):
            label = "Dealt" if s.key.kind == "dealt" else "Pass"
            current = step.key.kind == s.key.kind
            items.append(
                button(
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
            button(
                str(trick + 1),
                "trick",
                classes="step-button",
                data_step=str(deal.first_step_of_trick(trick)) if available else None,
                aria_label=f"Trick {trick + 1}" + ("" if available else ", not played"),
                aria_current="step" if current else None,
                aria_disabled="true" if not available else None,
            )
        )
    return h("nav", {"class": "trick-jump", "aria-label": "Go to a trick"}, *items)


def stage_view(deal: DealReplay, position: int, *, totals_label: str = "Game totals") -> Node:
    """The part of the replay that changes with each step: the hands, the trick, the words and the controls."""
    position = max(0, min(position, len(deal.steps) - 1))
    step = deal.steps[position]
    last = len(deal.steps) - 1
    board = h(
        "div",
        {"class": "replay-board"},
        *(
            _hand(seat, step.hands[seat], step.marked, step.deal_points[seat], step)
            for seat in (NORTH, WEST, EAST, SOUTH)
        ),
        _trick_box(step),
    )
    at_start, at_end = position == 0, position == last
    buttons = [
        ("«", "first", "Start of the deal", at_start),
        ("◀", "back", "Back one step", at_start),
        ("▶", "forward", "Forward one step", at_end),
        ("»", "last", "End of the deal", at_end),
    ]
    navigation = [
        button(
            label,
            action,
            classes="btn primary step-nav" if action == "forward" else "btn step-nav",
            aria_label=words,
            aria_disabled="true" if disabled else None,
        )
        for label, action, words, disabled in buttons
    ]
    count = h("span", {"class": "step-count", "id": "step-count"}, f"Step {position + 1} of {last + 1}")
    controls = h(
        "div",
        {"class": "replay-controls", "role": "group", "aria-label": "Step through the deal"},
        *navigation[:2],
        count,
        *navigation[2:],
    )
    summary = None
    if position == last and deal.is_over:
        # In the words of the steps above it (the engine's, which name every seat by its place).
        moon = f" {seat_name(deal.moon_shooter)} shot the moon." if deal.moon_shooter is not None else ""
        scores = seat_points(deal.points)
        after = seat_points(deal.totals_after)
        summary = h("p", {"class": "replay-end"}, f"Deal {deal.number} scored {scores}.{moon} {totals_label}: {after}.")
    return h(
        "div",
        {"class": "replay-stage", "id": "replay-stage", "data-step": step.key.id},
        board,
        h("p", {"class": "replay-words", "id": "replay-words"}, step_words(step)),
        summary,
        h("div", {"class": "replay-review", "id": "replay-review", "data-step": step.key.id, "hidden": True}),
        controls,
        _trick_jump(deal, position),
    )
