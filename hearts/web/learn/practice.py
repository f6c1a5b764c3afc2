"""A lesson being practised, as a tree: its positions, the task, the table, your hand, the verdict and what next.

Plain Python over a :class:`~hearts.learn.session.Practice`: every card
that may be tapped is a button marked as the engine allows it, and the
verdict is the lesson's (the engine's for an illegal card).

>>> from hearts.learn import LESSONS, Progress
>>> from hearts.learn.session import Practice
>>> from hearts.rules import Rules
>>> from hearts.web.ui.tree import find, find_all
>>> shown = practice_view(Practice(LESSONS[1], Progress()), Rules())
>>> [b.get("aria-current") for b in find_all(shown[0], "button")][:2]
['step', None]
"""

from __future__ import annotations

from typing import Final, Literal

from ...cards import Card
from ...learn import LESSONS, Lesson, PassPosition, Verdict
from ...learn.content import para
from ...learn.house import lessons_note
from ...learn.session import LearnRoute, Practice
from ...rules import Rules
from ...seats import SOUTH, pass_target
from ...words import direction_word, number, seat_name, series, who
from ...words.catalog import gettext as _
from ...words.catalog import ngettext
from ...words.catalog import noop as N_
from ..ui.cards import card_button
from ..ui.labels import pass_button, your_hand
from ..ui.tree import Child, Fragment, Node, h
from ..ui.trick import named_trick
from .blocks import paragraph_view

__all__ = ["LEADS", "VerdictKind", "practice_view", "said", "verdict_kind"]

VerdictKind = Literal["right", "illegal", "wrong"]
LEADS: Final[dict[VerdictKind, str]] = {
    # Translators: the first words of a verdict on a try in a lesson, shown before the explanation.
    "right": N_("Right."),
    "illegal": N_("Not allowed."),
    "wrong": N_("Not the best."),
}
"""The first words of a verdict, by its kind (catalog messages, worded where shown)."""
_SAID: Final[dict[VerdictKind, str]] = {
    # Translators: a verdict on a try in a lesson, read out; {explanation} is the lesson's explanation.
    "right": N_("Right. {explanation}"),
    # Translators: a verdict on a card the game refuses, read out; {explanation} is why.
    "illegal": N_("Not allowed. {explanation}"),
    # Translators: a verdict on a try the lesson does not want, read out; {explanation} is why.
    "wrong": N_("Not the best. {explanation}"),
}


def verdict_kind(verdict: Verdict) -> VerdictKind:
    """``right``, ``wrong`` (legal but not what the lesson wants) or ``illegal`` (the engine refuses it)."""
    return "right" if verdict.correct else ("illegal" if not verdict.legal else "wrong")


def said(verdict: Verdict) -> str:
    """The verdict as it is read out: its first words and the explanation."""
    return _(_SAID[verdict_kind(verdict)]).format(explanation=verdict.message)


def next_lesson(lesson: Lesson) -> Lesson | None:
    """The lesson after ``lesson``, if any."""
    index = LESSONS.index(lesson)
    return LESSONS[index + 1] if index + 1 < len(LESSONS) else None


def _position_label(number_shown: int, solved: bool) -> str:
    """``Position 2``, ``Position 2, solved``: a position's button, read out."""
    if solved:
        # Translators: a button going to a position of a lesson; {number} is its number ("2").
        return _("Position {number}, solved").format(number=number(number_shown))
    # Translators: a button going to a position of a lesson; {number} is its number ("2").
    return _("Position {number}").format(number=number(number_shown))


def _head(practice: Practice) -> Node:
    lesson = practice.lesson
    steps = []
    for i, step in enumerate(lesson.positions):
        done = practice.progress.is_solved(step)
        current = i == practice.index
        steps.append(
            h(
                "li",
                {"class": "step" + (" done" if done else "") + (" current" if current else "")},
                h(
                    "button",
                    {
                        "class": "step-button",
                        "type": "button",
                        "aria-label": _position_label(i + 1, done),
                        "data-learn-step": str(i),
                        "aria-current": "step" if current else None,
                    },
                    number(i + 1),
                ),
            )
        )
    return h(
        "div",
        {"class": "practice-head"},
        h("h2", {}, lesson.title_text),
        h("ol", {"class": "steps", "aria-label": _("Positions")}, *steps),
    )


def _board(practice: Practice) -> Node:
    position = practice.position
    if isinstance(position, PassPosition):
        target = seat_name(pass_target(SOUTH, position.direction))
        # Translators: {direction} is a pass direction ("left"); {seat} the player passed to ("West").
        passing = _("Passing {direction}: your three cards go to {seat}.")
        note = h(
            "p", {"class": "board-note"}, passing.format(direction=direction_word(position.direction), seat=target)
        )
        return h("div", {"class": "practice-board"}, note)
    rnd = practice.shown_round()
    trick = rnd.current_trick
    if not trick.cards and practice.solved and rnd.last_trick is not None:
        trick = rnd.last_trick
    start = position.round()
    facts = [
        _("First trick")
        if not start.tricks
        else (_("Hearts broken") if start.hearts_broken else _("Hearts not broken yet"))
    ]
    # Translators: a player's points so far in a list ("West 14"); {seat} is the player, "You" for you.
    taken = [_("{seat} {points}").format(seat=who(s), points=number(p)) for s, p in enumerate(start.points) if p]
    if taken:
        # Translators: {points} lists the players' points so far ("West 14, You 1").
        facts.append(_("Points so far: {points}").format(points=series(taken)))
    return h(
        "div",
        {"class": "practice-board"},
        named_trick(trick, trick.winner, waiting=True),
        h("p", {"class": "board-note"}, " · ".join(facts)),
    )


def _hand_card(practice: Practice, card: Card, legal: set[Card]) -> Node:
    if practice.solved:
        chosen = card in practice.selected
        return card_button(
            card, classes=["selected"] if chosen else [], data_learn_card=card.code, aria_disabled="true"
        )
    if isinstance(practice.position, PassPosition):
        chosen = card in practice.selected
        return card_button(
            card,
            classes=["selected"] if chosen else [],
            data_learn_card=card.code,
            aria_pressed="true" if chosen else "false",
            aria_disabled="false",
        )
    playable = card in legal
    return card_button(
        card,
        classes=["legal" if playable else "dimmed"],
        data_learn_card=card.code,
        aria_disabled="false" if playable else "true",
    )


def _hand(practice: Practice) -> Node:
    hand = practice.shown_round().hand(SOUTH)
    passing = isinstance(practice.position, PassPosition)
    legal = set(hand) if passing else set(practice.shown_round().legal_plays())
    return h(
        "div",
        {"class": f"fan n{len(hand)} learn-hand", "role": "group", "aria-label": your_hand()},
        *(_hand_card(practice, card, legal) for card in hand),
    )


def _feedback(verdict: Verdict | None) -> Node:
    if verdict is None:
        return h("div", {"class": "feedback", "id": "learn-feedback"})
    kind = verdict_kind(verdict)
    return h(
        "div",
        {"class": f"feedback {kind}", "id": "learn-feedback"},
        h("strong", {}, _(LEADS[kind]) + " "),
        paragraph_view(verdict.text, "span"),
        None if verdict.correct else h("span", {"class": "again"}, " " + _("Try again.")),
    )


def _actions(practice: Practice) -> Node:
    shown: list[Child] = []
    if isinstance(practice.position, PassPosition) and not practice.solved:
        count = len(practice.selected)
        shown.append(
            h(
                "button",
                {
                    "class": "btn primary",
                    "type": "button",
                    "data-learn-action": "pass",
                    "aria-disabled": "false" if count == 3 else "true",
                },
                pass_button(),
            )
        )
        # Translators: how many cards are chosen for a pass in a lesson ("2 of 3 chosen").
        picked = ngettext("{count} of 3 chosen", "{count} of 3 chosen", count).format(count=number(count))
        shown.append(h("span", {"class": "picked"}, picked))
    if practice.solved:
        if practice.is_last:
            shown.append(h("p", {"class": "lesson-done"}, _("Lesson complete.")))
            following = next_lesson(practice.lesson)
            if following is not None:
                shown.append(
                    h(
                        "a",
                        {"class": "btn primary", "href": LearnRoute("practice", following.id).hash},
                        # Translators: {title} is the title of the next lesson ("Following suit").
                        _("Next lesson: {title}").format(title=following.title_text),
                    )
                )
            shown.append(h("a", {"class": "btn", "href": LearnRoute("practice").hash}, _("All lessons")))
        else:
            shown.append(
                h("button", {"class": "btn primary", "type": "button", "data-learn-action": "next"}, _("Next position"))
            )
        shown.append(h("button", {"class": "btn", "type": "button", "data-learn-action": "retry"}, _("Try it again")))
    return h("div", {"class": "actions learn-actions"}, *shown)


def practice_view(practice: Practice, rules: Rules) -> Fragment:
    """What the practice panel (``#practice``) holds for the position shown (``rules``: the game's, for a note)."""
    position = practice.position
    intro: list[Node] = []
    if practice.index == 0 and not practice.solved:
        intro.append(paragraph_view(practice.lesson.intro_text, classes="lesson-intro"))
        note = lessons_note(rules)
        if note is not None:
            intro.append(paragraph_view(para(note), classes="lesson-rules"))
    return (
        _head(practice),
        *intro,
        h(
            "div",
            {"class": "task"},
            paragraph_view(position.task_text, "p", "task-text"),
            paragraph_view(position.context_text, "p", "task-context"),
        ),
        _board(practice),
        _hand(practice),
        _feedback(practice.verdict),
        _actions(practice),
    )
