"""A puzzle answered: the verdict, the reason in words, the closest other choice, the rating's change, every
choice's value in points behind the best, and what comes next (the next puzzle, the Expert playing on)."""

from __future__ import annotations

from ...cards import parse_cards
from ...puzzles import runner_up
from ...words import card_symbols, cost_text, decimal, number
from ...words.catalog import gettext as _
from ...words.catalog import pgettext
from ...words.review import reason_text
from ..ui.cards import card_refs
from ..ui.tree import Node, h
from .state import Posed, PuzzlesState, Result
from .watch_view import watch_view

__all__ = ["change_text", "rating_text", "result_said", "result_view", "runner_up_lines", "verdict_text"]


def rating_text(value: float) -> str:
    """A rating as shown: a whole number."""
    return number(round(value))


def _signed(change: int) -> str:
    return f"+{number(change)}" if change > 0 else ("±0" if change == 0 else number(change))


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


def result_view(state: PuzzlesState, posed: Posed) -> Node:
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
            watch_view(state) if state.watch is None else None,
        ),
        watch_view(state) if state.watch is not None else None,
    )


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
