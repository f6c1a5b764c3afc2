"""The play checker at the table: the person's card judged before it is played, and a question before a costly one.

Plain Python (asyncio only). With a threshold set, a tap on a legal card of
the person's stops here: the checker waits for the review's evaluation of the
position (started as soon as it is the person's turn, see
:meth:`PlayChecker.judge_ahead`) and plays the card at once, unless it costs
at least the threshold against the Expert's best; then it asks first
(:class:`~hearts.web.review.run.CheckQuestion`). A game played with the
checker on is marked once the checker has judged a card in it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Protocol

from ..parts import LATER, PARTS
from ..table.state import HUMAN, Table
from .run import CheckQuestion, check_question, evaluate_view

if TYPE_CHECKING:
    from ...analysis import Evaluation
    from ...cards import Card
    from ...view import SeatView

__all__ = ["PlayChecker", "TableSide"]


class TableSide(Protocol):
    """What the review and the play checker ask of the table's controller."""

    redraw: Callable[[], None]

    @property
    def table(self) -> Table:
        """The table being played."""
        ...

    @property
    def moment(self) -> tuple[int, int]:
        """Changes with every card played, every new table and every pause of play."""
        ...

    def tap_unchecked(self, card: Card) -> None:
        """Play ``card`` as a tap does, without asking the checker."""
        ...

    def spawn(self, work: Coroutine[object, object, None]) -> None:
        """Run ``work`` in the background until play stops or a new table comes."""
        ...

    def report(self, error: BaseException) -> None:
        """A failure of background work."""
        ...


async def _judged(view: SeatView, game_number: int, deal: int) -> Evaluation:
    """The review's evaluation of the person's ``view`` (once the review's part of the page's code has come)."""
    await PARTS.wait(LATER)
    from ...analysis import analysis_seed

    return await evaluate_view(view, analysis_seed(game_number, deal, HUMAN))


class PlayChecker:
    """The checker's question and its judgements; ``mark`` is told each game played with the checker on."""

    def __init__(self, side: TableSide, mark: Callable[[str], None], threshold: float | None = None) -> None:
        self.side = side
        self.mark = mark
        self.threshold = threshold
        """The threshold in points, or ``None`` when the checker is off."""
        self.question: CheckQuestion | None = None
        """The open question."""
        self.checking = False
        """Whether a tapped card waits for its judgement."""
        self.evaluations: dict[tuple[int, int], asyncio.Task[Evaluation]] = {}
        """The evaluation of the person's position now, by the table's moment (at most one)."""

    def takes(self, card: Card) -> bool:
        """Whether a tap on ``card`` stops here: a question is open or coming, or the card goes to be judged."""
        if self.question is not None or self.checking:
            return True
        table = self.side.table
        if self.threshold is not None and table.your_turn and table.round.is_legal(card):
            self.checking = True
            self.side.spawn(self._check(card))
            return True
        return False

    def play_anyway(self) -> None:
        """The answer "play it": the card asked about is played."""
        question = self.question
        if question is not None:
            self.question = None
            self.side.tap_unchecked(question.card)

    def judge_ahead(self) -> None:
        """With the checker on, start judging the person's cards as soon as it is their turn."""
        table = self.side.table
        if self.threshold is not None and table.your_turn and len(table.round.legal_plays()) > 1:
            self._evaluation()

    def forget(self) -> None:
        """A new table: the question and every judgement under way are dropped."""
        self.question = None
        for evaluation in self.evaluations.values():
            evaluation.cancel()
        self.evaluations = {}

    def _evaluation(self) -> asyncio.Task[Evaluation]:
        """The review's evaluation of the person's cards now (started ahead, as soon as it is their turn)."""
        side = self.side
        key = side.moment
        task = self.evaluations.get(key)
        if task is None:
            for old in self.evaluations.values():
                old.cancel()
            table = side.table
            task = asyncio.ensure_future(_judged(table.round.view(HUMAN), table.game_number, table.match.hand_index))
            self.evaluations = {key: task}
        return task

    async def _check(self, card: Card) -> None:
        """Ask before a costly card; play it at once otherwise."""
        side = self.side
        table = side.table
        moment = side.moment
        try:
            evaluation = await self._evaluation()
        finally:
            self.checking = False
        if side.moment != moment or self.threshold is None:
            side.redraw()
            return
        self.mark(table.match_id)
        question = check_question(evaluation, card, self.threshold)
        if question is None:
            side.tap_unchecked(card)
            return
        self.question = question
        side.redraw()
