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

from ...cards import Card, parse_cards
from ...counting import cards_out
from ...puzzles import THEMES, runner_up
from ...seats import pass_target
from ...tricks import Trick
from ...words import card_symbols, cost_text, decimal, direction_word, number, seat_name, series, step_words, who
from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from ...words.progress import done_text
from ...words.puzzle_themes import theme_name
from ...words.review import reason_text
from ..ui.cards import card_button, card_refs
from ..ui.cards_out import cards_out_view
from ..ui.labels import back_to_table, cards_still_out, pass_button, pass_chosen, replay_keys_help, your_hand
from ..ui.replay_stage import replay_stage
from ..ui.tree import Child, Node, h
from ..ui.trick import named_trick
from .state import DAILY, MIXED, OWN, Posed, PuzzlesState, Result

__all__ = ["MODES", "puzzles_view", "question_said", "rating_text", "result_said", "step_said"]

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


def rating_text(value: float) -> str:
    """A rating as shown: a whole number."""
    return number(round(value))


def _signed(change: int) -> str:
    return f"+{number(change)}" if change > 0 else ("±0" if change == 0 else number(change))


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


def _points_line(points: Sequence[int]) -> str:
    taken = [
        # Translators: a player's points so far in a list ("West 14"); {seat} is the player, "You" for you.
        _("{seat} {points}").format(seat=who(seat), points=number(value))
        for seat, value in enumerate(points)
    ]
    # Translators: the points each player took in the deal the Expert played on ("You 0, West 13, …").
    return _("Points in this deal: {points}").format(points=series(taken))


_STEP_ACTION: Final = "data-puzzle-action"
"""The attribute naming the replay's buttons' actions (the view's own, as its other buttons)."""


def _watch(state: PuzzlesState) -> Node:
    watch = state.watch
    if watch is None:
        return h(
            "button",
            {"class": "btn", "type": "button", "data-puzzle-action": "watch"},
            _("Watch the Expert play on"),
        )
    replay = watch.replay
    if replay is None:
        # Translators: while the Expert plays the rest of a puzzle's deal; {progress} is "38% done".
        going = _("The Expert plays on: {progress}").format(progress=done_text(watch.fraction))
        return h("p", {"class": "puzzle-watching", "role": "status", "tabindex": "-1"}, going)
    stage = replay_stage(
        replay,
        watch.position,
        action=_STEP_ACTION,
        prefix="puzzle-",
        first=watch.first,
        end=_points_line(replay.points),
        jump=False,
    )
    return h(
        "section",
        {"class": "replay puzzle-rest", "aria-labelledby": "puzzle-rest-title", "aria-describedby": "puzzle-keys"},
        # Translators: the heading of the rest of a puzzle's deal, played on by the Expert from the best answer.
        h("h3", {"id": "puzzle-rest-title", "tabindex": "-1"}, _("The Expert plays on")),
        stage,
        h("p", {"class": "history-note replay-keys", "id": "puzzle-keys"}, replay_keys_help()),
    )


def step_said(state: PuzzlesState) -> str:
    """What is said at a step of the Expert's play, as History's replay says it (at the last card, the deal's
    score)."""
    watch = state.watch
    step = None if watch is None else watch.step
    return "" if step is None else step_words(step)


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


def _cards_text(name: str) -> str:
    return card_symbols(parse_cards(name))


def verdict_text(posed: Posed, result: Result) -> str:
    """Right or not, in one sentence: the answer, what it loses, the best."""
    judgement = result.judgement
    best = _cards_text(posed.puzzle.answer[0])
    if judgement.right:
        # Translators: a puzzle answered right; {cards} is the answer by symbol ("Q♠").
        return _("Right: {cards} is the best choice.").format(cards=_cards_text(judgement.choice))
    if judgement.loss is None:
        # Translators: a pass answered that the search did not rate; {best} is the best pass.
        return _("Not the best: the best pass is {best}.").format(best=best)
    # Translators: a puzzle answered wrong; {cards} is the answer, {cost} points lost ("2.4 points"), {best} the
    # best choice.
    return _("Not the best: {cards} loses {cost} against {best}.").format(
        cards=_cards_text(judgement.choice), cost=cost_text(judgement.loss), best=best
    )


def runner_up_lines(posed: Posed, result: Result) -> tuple[str, ...]:
    """After a right answer, what it was chosen over: the closest other choice, what it loses and why."""
    if not result.judgement.right:
        return ()
    closest = runner_up(posed.puzzle)
    if closest is None:
        return ()
    # Translators: after a puzzle answered right; {cards} is the closest other choice by symbol ("7♥"), {cost} the
    # points it loses ("2.7 points").
    line = _("The next best, {cards}, loses {cost}.").format(
        cards=_cards_text(closest.choice), cost=cost_text(closest.loss)
    )
    return (line,) if closest.reason is None else (line, reason_text(closest.reason))


def change_text(result: Result) -> str | None:
    """The rating's change (``Rating: 1500 → 1675 (+175)``), or ``None`` when the answer moved none."""
    change = result.change
    if change is None or result.after is None or result.before is None:
        return None
    # Translators: a puzzle rating's change; {before} and {after} are whole numbers, {change} a signed one ("+12").
    return _("Rating: {before} → {after} ({change})").format(
        before=rating_text(result.before), after=rating_text(result.after), change=_signed(change)
    )


def _values(posed: Posed, result: Result) -> Node:
    puzzle = posed.puzzle
    chosen = result.judgement.choice
    rows = []
    for name in sorted(puzzle.values, key=lambda n: (puzzle.behind(n) or 0.0, n)):
        behind = puzzle.behind(name) or 0.0
        marks = []
        if name in puzzle.answer:
            marks.append(pgettext("a puzzle's choice", "best"))
        if name == chosen:
            marks.append(pgettext("a puzzle's choice", "yours"))
        rows.append(
            h(
                "tr",
                {
                    "class": "best" if name in puzzle.answer else None,
                    "aria-current": "true" if name == chosen else None,
                },
                h("th", {"scope": "row"}, *card_refs(parse_cards(name))),
                h("td", {"class": "puzzle-behind"}, "0" if not behind else "−" + decimal(behind)),
                h("td", {"class": "puzzle-mark"}, ", ".join(marks)),
            )
        )
    return h(
        "table",
        {"class": "puzzle-values"},
        # Translators: the heading of every choice's value in a puzzle: points behind the best.
        h("caption", {}, _("Every choice, in points behind the best:").rstrip(":")),
        h(
            "thead",
            {},
            h(
                "tr",
                {},
                h("th", {"scope": "col"}, pgettext("a puzzle's column", "Choice")),
                h("th", {"scope": "col"}, pgettext("a puzzle's column", "Points")),
                h("th", {"scope": "col"}, h("span", {"class": "sr-only"}, pgettext("a puzzle's column", "Note"))),
            ),
        ),
        h("tbody", {}, *rows),
    )


def _result(state: PuzzlesState, posed: Posed) -> Node:
    result = state.result
    if result is None:
        return h("div", {"class": "feedback", "id": "puzzle-feedback"}, state.refusal)
    right = result.judgement.right
    reason = result.judgement.reason
    change = change_text(result)
    return h(
        "div",
        {"class": "puzzle-result"},
        h(
            "div",
            {"class": "feedback " + ("right" if right else "wrong"), "id": "puzzle-feedback"},
            h("strong", {}, verdict_text(posed, result)),
            h("p", {"class": "puzzle-reason"}, reason_text(reason)) if reason is not None else None,
            *(h("p", {"class": "puzzle-reason"}, line) for line in runner_up_lines(posed, result)),
            h("p", {"class": "puzzle-change" + (" up" if (result.change or 0) >= 0 else " down")}, change)
            if change
            else None,
        ),
        _values(posed, result),
        h(
            "div",
            {"class": "actions learn-actions"},
            h(
                "button",
                {"class": "btn primary", "type": "button", "data-puzzle-action": "next", "aria-keyshortcuts": "N"},
                _("Next puzzle"),
            ),
            _watch(state) if state.watch is None else None,
        ),
        _watch(state) if state.watch is not None else None,
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
            _result(state, posed),
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


def result_said(state: PuzzlesState) -> str:
    """What is said once a puzzle is answered: the verdict, the reason, the rating's change."""
    posed, result = state.posed, state.result
    if posed is None or result is None:
        return ""
    parts = [verdict_text(posed, result)]
    if result.judgement.reason is not None:
        parts.append(reason_text(result.judgement.reason))
    parts.extend(runner_up_lines(posed, result))
    change = change_text(result)
    if change:
        parts.append(change)
    return " ".join(parts)
