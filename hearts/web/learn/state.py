"""The Learn view's state in plain Python: the page shown, the lesson being practised and your progress.

The page hands it the address and each tap; it answers what to draw again,
where the keyboard goes and what to say. Every judgement is the lesson's
(:class:`~hearts.learn.session.Practice`, which asks the engine).

>>> from hearts.learn import Progress
>>> from hearts.learn.session import LearnRoute
>>> state = LearnState(Progress())
>>> state.go(LearnRoute("practice", "queen")), state.practice is not None
(True, True)
>>> state.go(LearnRoute("faq")), state.go(LearnRoute("faq")), state.practice
(True, False, None)
>>> state.language
'en'
"""

from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card
from ...learn import Progress, lesson_by_id
from ...learn.session import LearnRoute, Practice
from ...words.catalog import language
from .practice import said

__all__ = ["LearnState", "Pressed"]


@dataclass(frozen=True, slots=True)
class Pressed:
    """What a tap in a lesson changed: where the keyboard goes (a selector in ``#practice``) and what to say."""

    focus: str
    said: str


class LearnState:
    """Where the Learn view is (``route``, ``None`` while hidden), the lesson being practised and the progress."""

    def __init__(self, progress: Progress) -> None:
        self.progress = progress
        self.route: LearnRoute | None = None
        self.practice: Practice | None = None
        self.language: str | None = None
        """The language the page was last drawn in: another one draws it anew."""

    def go(self, route: LearnRoute) -> bool:
        """Show ``route``; whether the page must be drawn anew (another page, any lesson page, another language)."""
        same_page = (
            self.route is not None
            and self.route.page == route.page
            and route.page != "practice"
            and self.language == language()
        )
        self.route = route
        self.language = language()
        if route.page == "practice" and route.item is not None:
            lesson = lesson_by_id(route.item)
            if self.practice is None or self.practice.lesson is not lesson:
                self.practice = Practice(lesson, self.progress)
        else:
            self.practice = None
        return not same_page

    def leave(self) -> bool:
        """Hide the view; whether it was shown."""
        shown = self.route is not None
        self.route = None
        return shown

    def press(self, *, card: str | None = None, step: int | None = None, action: str | None = None) -> Pressed | None:
        """A tap on a card of the hand, a position's number or a button (``pass``, ``next``, ``retry``).

        ``None`` when it changes nothing; else the progress is up to date.
        """
        practice = self.practice
        if practice is None:
            return None
        focus = ".task-text"
        if card:
            if practice.solved:
                return None
            practice.tap(Card.parse(card))
            focus = '[data-learn-action="next"], .lesson-done' if practice.solved else f'[data-learn-card="{card}"]'
        elif step is not None:
            practice.go_to(step)
        elif action == "pass":
            practice.submit_pass()
            focus = '[data-learn-action="next"], [data-learn-action="pass"]'
        elif action == "next":
            practice.next()
        elif action == "retry":
            practice.retry()
        else:
            return None
        self.progress = practice.progress
        verdict = practice.verdict
        return Pressed(focus, said(verdict) if verdict is not None and (card or action == "pass") else "")
