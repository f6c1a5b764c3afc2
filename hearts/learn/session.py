"""The Learn view's state, browser-free: its address and a practice session.

Addresses are ``#learn`` (the rules), ``#learn/rules/<section>``,
``#learn/practice``, ``#learn/practice/<lesson>``, ``#learn/reference``,
``#learn/faq`` and ``#learn/tips``.

>>> parse_route("#learn/practice/queen")
LearnRoute(page='practice', item='queen')
>>> parse_route("#learn/nothing-here")
LearnRoute(page='rules', item=None)
>>> parse_route("#deal") is None
True
>>> LearnRoute("faq").hash
'#learn/faq'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from ..cards import Card
from ..round import Round
from ..words.catalog import pgettext
from .lessons import LESSONS, Lesson
from .positions import PassPosition, PlayPosition, Position, Verdict
from .progress import Progress

__all__ = ["PAGES", "LearnRoute", "Practice", "page_title", "parse_route"]

Page = Literal["rules", "practice", "reference", "faq", "tips"]
PAGES: Final[tuple[Page, ...]] = ("rules", "practice", "reference", "faq", "tips")


def page_title(page: Page) -> str:
    """A page's title, as its tab names it, in the player's language."""
    if page == "rules":
        # Translators: the tabs of Learn: the rules, practice lessons, a quick reference, questions and tips.
        return pgettext("Learn tab", "Rules")
    if page == "practice":
        return pgettext("Learn tab", "Practice")
    if page == "reference":
        return pgettext("Learn tab", "Quick reference")
    if page == "faq":
        return pgettext("Learn tab", "Questions")
    return pgettext("Learn tab", "Tips")


@dataclass(frozen=True, slots=True)
class LearnRoute:
    """Where in the Learn view: a page and, for rules and practice, a section or lesson id."""

    page: Page = "rules"
    item: str | None = None

    @property
    def hash(self) -> str:
        if self.page == "rules" and self.item is None:
            return "#learn"
        return f"#learn/{self.page}" + (f"/{self.item}" if self.item else "")


def parse_route(address_hash: str) -> LearnRoute | None:
    """The route of a location hash, or ``None`` when the hash is not a Learn address."""
    text = address_hash.lstrip("#")
    parts = text.split("/")
    if parts[0] != "learn":
        return None
    page = parts[1] if len(parts) > 1 else "rules"
    for known in PAGES:
        if known == page:
            item = parts[2] if len(parts) > 2 and parts[2] else None
            if known == "practice" and item is not None and item not in {lesson.id for lesson in LESSONS}:
                item = None
            if known not in ("rules", "practice"):
                item = None
            return LearnRoute(known, item)
    return LearnRoute()


class Practice:
    """One lesson being practised: the current position, the cards chosen to pass and the last verdict.

    A wrong or illegal try leaves the position open for another; the right
    one marks it solved in :attr:`progress`.
    """

    def __init__(self, lesson: Lesson, progress: Progress, index: int | None = None) -> None:
        self.lesson = lesson
        self.progress = progress
        if index is None:
            following = progress.next_position(lesson)
            index = lesson.positions.index(following) if following is not None else 0
        self.index = index
        self._reset()

    def _reset(self) -> None:
        self.selected: list[Card] = []
        self.verdict: Verdict | None = None
        self.solved = False
        self.played: Card | None = None
        """The accepted card, once solved (a play position)."""
        self.wrong_tries = 0

    @property
    def position(self) -> Position:
        return self.lesson.positions[self.index]

    @property
    def is_last(self) -> bool:
        return self.index == len(self.lesson.positions) - 1

    def shown_round(self) -> Round:
        """The engine state to draw: the position, with the accepted card played once solved."""
        position = self.position
        if isinstance(position, PlayPosition) and self.played is not None:
            return position.after(self.played)
        return position.round()

    def tap(self, card: Card) -> Verdict | None:
        """A tap on a card of the hand. Judges a play at once; a pass only toggles the card."""
        if self.solved:
            return None
        position = self.position
        if isinstance(position, PassPosition):
            if card in self.selected:
                self.selected.remove(card)
            elif len(self.selected) < 3:
                self.selected.append(card)
            self.verdict = None
            return None
        return self._record(position.judge(card), card)

    def submit_pass(self) -> Verdict:
        """Judge the chosen cards as a pass (the engine refuses anything but three held cards)."""
        position = self.position
        if not isinstance(position, PassPosition):
            raise TypeError("This position is a play, not a pass.")
        return self._record(position.judge(list(self.selected)), None)

    def _record(self, verdict: Verdict, card: Card | None) -> Verdict:
        self.verdict = verdict
        if verdict.correct:
            self.solved = True
            self.played = card
            self.progress = self.progress.complete(self.position.id)
        else:
            self.wrong_tries += 1
        return verdict

    def next(self) -> bool:
        """Go on to the next position; False after the last one."""
        if self.is_last:
            return False
        self.index += 1
        self._reset()
        return True

    def go_to(self, index: int) -> None:
        if not 0 <= index < len(self.lesson.positions):
            raise IndexError(index)
        self.index = index
        self._reset()

    def retry(self) -> None:
        """Start the current position again."""
        self._reset()
