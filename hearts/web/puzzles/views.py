"""The puzzles view as a tree: the choice of puzzles, the question, the table at that moment, your hand, the result.

Plain Python over a :class:`~.state.PuzzlesState`. The table is drawn as the kit draws it (the trick with who led,
the cards still out of :mod:`hearts.counting`, the hand's card buttons, dimmed where the engine says a card may not
be played); the result gives every choice's value in points behind the best, the review's reason in words
(:func:`hearts.words.review.reason_text`) and the rating's change.

>>> from datetime import date
>>> from hearts.puzzles import load_puzzles
>>> from hearts.web.storage.puzzle_progress import PuzzleProgress
>>> from hearts.web.ui.tree import find, text_of
>>> from .state import PuzzlesState
>>> state = PuzzlesState(load_puzzles(), PuzzleProgress(), date(2026, 12, 7), seed=1)
>>> text_of(find(puzzles_view(state), "h2"))
'Your play'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...cards import Card
from ...counting import cards_out
from ...puzzles import THEMES
from ...seats import pass_target
from ...tricks import Trick
from ...words import direction_word, number, seat_name, series, who
from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from ...words.puzzle_themes import theme_name
from ..ui.cards import card_button, card_refs
from ..ui.cards_out import cards_out_view
from ..ui.labels import back_to_table, cards_still_out, pass_button, pass_chosen, your_hand
from ..ui.tree import Child, Node, h
from ..ui.trick import named_trick
from .result_view import rating_text, result_view
from .state import DAILY, MIXED, OWN, Posed, PuzzlesState

__all__ = ["MODES", "puzzles_view", "question_said"]

MODES: Final = (MIXED, *THEMES, DAILY, OWN)
"""The choices of puzzles, in the order shown."""


def _mode_name(mode: str) -> str:
    if mode == MIXED:
        # Translators: the choice of puzzles of every theme.
        return pgettext("puzzles", "Mixed")
    if mode == DAILY:
        return _("Puzzle of the day")
    if mode == OWN:
        return _("Your mistakes")
    return theme_name(mode)


def _question(posed: Posed) -> str:
    return _("Your play") if posed.puzzle.kind == "play" else _("Your pass")


def _modes(state: PuzzlesState) -> Node:
    due = state.due()
    buttons: list[Child] = []
    for mode in MODES:
        label = _mode_name(mode)
        if mode == OWN:
            if not due and state.mode != OWN:
                continue
            label = f"{label} ({number(due)})"
        buttons.append(
            h(
                "button",
                {
                    "type": "button",
                    "class": "puzzle-mode",
                    "data-puzzle-mode": mode,
                    "aria-pressed": "true" if mode == state.mode else "false",
                },
                label,
            )
        )
    # Translators: the group of buttons choosing which puzzles come (a theme, mixed, the puzzle of the day).
    return h("nav", {"class": "puzzle-modes", "aria-label": _("Choose puzzles")}, *buttons)


def _top(state: PuzzlesState) -> Node:
    progress = state.progress
    # Translators: your puzzle rating in the puzzles' header ("Your rating: 1500").
    rating = _("Your rating: {rating}").format(rating=rating_text(progress.rating.value))
    streak = (
        # Translators: puzzles answered right in a row ("3 in a row").
        ngettext("{count} in a row", "{count} in a row", progress.streak).format(count=number(progress.streak))
        if progress.streak
        else None
    )
    return h(
        "header",
        {"class": "learn-top puzzles-top"},
        h("a", {"class": "btn quiet learn-back", "href": "#"}, back_to_table()),
        h("h1", {"class": "learn-title", "id": "puzzles-title", "tabindex": "-1"}, _("Puzzles")),
        h(
            "p",
            {"class": "puzzle-rating"},
            h("strong", {"id": "puzzle-my-rating"}, rating),
            h("span", {"class": "puzzle-streak"}, " · " + streak) if streak else None,
        ),
        _modes(state),
    )


def _daily_note(state: PuzzlesState) -> str | None:
    kept = state.progress.daily.get(state.today)
    if kept is None:
        return None
    # Translators: the puzzle of the day's result, kept for the day ("Today: solved").
    return _("Today: solved") if kept.right else _("Today: missed")


def _chips(state: PuzzlesState, posed: Posed) -> Node:
    puzzle = posed.puzzle
    chips: list[Child] = [h("li", {"class": "puzzle-chip"}, theme_name(theme)) for theme in puzzle.themes]
    # Translators: a puzzle's difficulty as a rating ("Rated 1500"); {rating} is a whole number.
    rated = _("Rated {rating}").format(rating=rating_text(posed.rating))
    chips.append(h("li", {"class": "puzzle-chip rated"}, rated))
    if posed.source == DAILY:
        chips.append(h("li", {"class": "puzzle-chip daily"}, _("Puzzle of the day")))
        note = _daily_note(state)
        if note is not None:
            chips.append(h("li", {"class": "puzzle-chip daily"}, note))
    if posed.source == OWN:
        # Translators: marks a puzzle made from one of your own mistakes.
        chips.append(h("li", {"class": "puzzle-chip own"}, _("Your own mistake")))
    # Translators: the list of a puzzle's themes and rating, for screen readers.
    return h("ul", {"class": "puzzle-chips", "aria-label": _("About this puzzle")}, *chips)


def _facts(posed: Posed) -> list[Node]:
    view = posed.view
    lines: list[Node] = []
    if view.pass_direction != "hold":
        target = seat_name(pass_target(view.seat, view.pass_direction))
        if view.passed is None:
            # Translators: {direction} is a pass direction ("left"); {seat} the player passed to ("West").
            line = _("Passing {direction}: your three cards go to {seat}.").format(
                direction=direction_word(view.pass_direction), seat=target
            )
            lines.append(h("p", {"class": "board-note"}, line))
        else:
            # Translators: before a list of cards by symbol; {seat} is who got them ("West").
            gave = _("You passed to {seat}:").format(seat=target)
            got = _("You received:")
            lines.append(
                h(
                    "p",
                    {"class": "board-note puzzle-pass"},
                    h("span", {}, gave + " ", *card_refs(view.passed)),
                    " · ",
                    h("span", {}, got + " ", *card_refs(view.received or ())),
                )
            )
    if view.passed is not None or view.pass_direction == "hold":
        notes = [
            _("First trick")
            if not view.tricks
            else (_("Hearts broken") if view.hearts_broken else _("Hearts not broken yet"))
        ]
        taken = [
            # Translators: a player's points so far in a list ("West 14"); {seat} is the player, "You" for you.
            _("{seat} {points}").format(seat=who(seat), points=number(points))
            for seat, points in enumerate(view.points)
            if points
        ]
        if taken:
            # Translators: {points} lists the players' points so far ("West 14, You 1").
            notes.append(_("Points so far: {points}").format(points=series(taken)))
        lines.append(h("p", {"class": "board-note"}, " · ".join(notes)))
    return lines


def _trick_rows(tricks: Sequence[Trick], first: int) -> Node:
    rows = []
    for index, trick in enumerate(tricks, start=first):
        assert trick.winner is not None
        plays = [h("span", {"class": "puzzle-play"}, who(seat) + " ", *card_refs([card])) for seat, card in trick.plays]
        # Translators: who took a trick, after its cards ("taken by West").
        won = _("taken by {seat}").format(seat=who(trick.winner))
        rows.append(
            h(
                "li",
                {"class": "puzzle-trick"},
                h("span", {"class": "puzzle-trick-number"}, number(index)),
                *plays,
                h("span", {"class": "puzzle-trick-won"}, won),
            )
        )
    return h("ol", {"class": "puzzle-tricks"}, *rows)


def _earlier(posed: Posed) -> Node | None:
    tricks = posed.view.tricks
    if not tricks:
        return None
    # Translators: the disclosure of the tricks played before a puzzle's moment ("Earlier tricks (4)").
    summary = _("Earlier tricks ({count})").format(count=number(len(tricks)))
    return h(
        "details",
        {"class": "puzzle-more puzzle-earlier"},
        h("summary", {}, summary),
        _trick_rows(tricks, 1),
    )


def _cards_out(posed: Posed) -> Node | None:
    if posed.puzzle.kind != "play":
        return None
    return h(
        "details",
        {"class": "puzzle-more puzzle-cards-out cards-out"},
        h("summary", {}, cards_still_out()),
        *cards_out_view(cards_out(posed.view)),
    )


def _board(posed: Posed) -> Node:
    view = posed.view
    trick = named_trick(view.current_trick, None, waiting=True) if posed.puzzle.kind == "play" else None
    return h("div", {"class": "practice-board puzzle-board"}, trick, *_facts(posed))


def _hand_card(state: PuzzlesState, posed: Posed, card: Card) -> Node:
    answered = state.result is not None
    chosen = card in state.selected
    classes: list[str] = ["selected"] if chosen else []
    pressed: str | None = None
    if posed.puzzle.kind == "pass":
        disabled = "true" if answered else "false"
        pressed = "true" if chosen else "false"
    else:
        playable = card in posed.view.legal_plays
        if not answered:
            classes.append("legal" if playable else "dimmed")
        disabled = "false" if playable and not answered else "true"
    if answered and state.result is not None and card.code in state.result.judgement.choice.split():
        classes.append("answered")
    return card_button(card, classes=classes, data_puzzle_card=card.code, aria_disabled=disabled, aria_pressed=pressed)


def _hand(state: PuzzlesState, posed: Posed) -> Node:
    hand = posed.view.hand
    return h(
        "div",
        {"class": f"fan n{len(hand)} learn-hand puzzle-hand", "role": "group", "aria-label": your_hand()},
        *(_hand_card(state, posed, card) for card in hand),
    )


def _pass_actions(state: PuzzlesState, posed: Posed) -> Node | None:
    if posed.puzzle.kind != "pass" or state.result is not None:
        return None
    count, needed = len(state.selected), posed.view.rules.pass_count
    return h(
        "div",
        {"class": "actions learn-actions"},
        h(
            "button",
            {
                "class": "btn primary",
                "type": "button",
                "data-puzzle-action": "pass",
                "aria-keyshortcuts": "P",
                "aria-disabled": "false" if count == needed else "true",
            },
            pass_button(),
        ),
        h("span", {"class": "picked"}, pass_chosen(count, needed)),
    )


def puzzles_view(state: PuzzlesState) -> Node:
    """The whole view: the header with the choice of puzzles, then the puzzle posed (or why none is)."""
    posed = state.posed
    body: list[Node | None]
    if posed is None:
        body = [h("p", {"class": "puzzle-problem"}, state.problem)]
    else:
        body = [
            h(
                "div",
                {"class": "task puzzle-question"},
                h("h2", {"id": "puzzle-question", "tabindex": "-1"}, _question(posed)),
                _chips(state, posed),
            ),
            _board(posed),
            _hand(state, posed),
            _pass_actions(state, posed),
            result_view(state, posed),
            _earlier(posed),
            _cards_out(posed),
        ]
    return h(
        "div",
        {"class": "learn-content puzzles-content"},
        _top(state),
        h(
            "section",
            {"class": "puzzle", "data-puzzle-id": posed.puzzle.id if posed else None},
            *(node for node in body if node is not None),
        ),
    )


def question_said(state: PuzzlesState) -> str:
    """What is said when a puzzle is posed: the question and the puzzle's rating (or why none is posed)."""
    posed = state.posed
    if posed is None:
        return state.problem or ""
    # Translators: said when a puzzle is posed; {question} is "Your play" or "Your pass", {rating} a number.
    return _("{question}. Rated {rating}.").format(question=_question(posed), rating=rating_text(posed.rating))
