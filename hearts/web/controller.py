"""Drives the table in time: the person's buttons, the computer players' turns and the pauses.

The controller owns the current :class:`~hearts.web.table.Table`, turns
button presses and card taps into table calls, and runs the computer players
as asyncio tasks with a short visible delay before each of their cards. After
every change it calls ``redraw``. It knows nothing of the browser: the page
passes in ``redraw`` and the timings, and tests drive it with ``asyncio.run``.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Final

from ..cards import Card, InvalidCard
from ..deals import MAX_GAME_NUMBER, MIN_GAME_NUMBER
from ..rules import Rules
from .computer import DEFAULT_LEVEL, LEVELS, Computers, hint_pass, hint_play, load
from .table import HUMAN, Table

__all__ = ["ACTIONS", "Controller", "Timing"]

ACTIONS: Final = ("pass", "continue", "next-deal", "hint", "new-game-menu", "close-sheet", "new-game")
"""The buttons the controller answers (``data-action`` values on the page)."""


@dataclass(frozen=True, slots=True)
class Timing:
    """How long the table lets things show, in seconds."""

    computer_delay: float = 0.65
    """Before each computer card, so a person sees who plays what."""
    received_highlight: float = 2.5
    """How long the three received cards stay highlighted."""

    @classmethod
    def named(cls, speed: str) -> Timing:
        """``"slow"``, ``"normal"`` or ``"fast"`` (anything else is normal)."""
        if speed == "fast":
            return cls(computer_delay=0.05, received_highlight=0.6)
        if speed == "slow":
            return cls(computer_delay=1.1, received_highlight=3.5)
        return cls()


def random_game_number() -> int:
    """A game number from the system's random source (the browser's crypto in Pyodide)."""
    return MIN_GAME_NUMBER + int.from_bytes(os.urandom(8), "big") % (MAX_GAME_NUMBER - MIN_GAME_NUMBER + 1)


Sleep = Callable[[float], Awaitable[None]]


class Controller:
    """The current game and everything that happens to it over time."""

    def __init__(
        self,
        redraw: Callable[[], None],
        *,
        game_number: int | None = None,
        level: str = DEFAULT_LEVEL,
        rules: Rules | None = None,
        timing: Timing | None = None,
        sleep: Sleep = asyncio.sleep,
        on_error: Callable[[BaseException], None] = lambda error: None,
    ) -> None:
        self.redraw = redraw
        self.timing = timing or Timing()
        self.rules = rules
        self._sleep = sleep
        self._tasks: set[asyncio.Task[None]] = set()
        self._generation = 0
        self._computers_running = False
        self.errors: list[BaseException] = []
        """Failures of background work (a bug if ever non-empty)."""
        self.on_error = on_error
        self.next_level = level
        """The level chosen for the next game."""
        self.choosing_new_game = False
        """Whether the new-game sheet is open."""
        self.table = Table(game_number or random_game_number(), level, rules)
        self.computers = Computers(level, self.table.game_number)

    # ----------------------------------------------------------------- input

    def start(self) -> None:
        """Show the table and let the computer players move if it is their turn."""
        self.redraw()
        self._wake_computers()

    def tap_card(self, code: str) -> None:
        """A tap on a card of the person's hand (``code`` as in ``"QS"``)."""
        try:
            card = Card.parse(code)
        except InvalidCard:
            return
        table = self.table
        table.tap(card)
        self.redraw()
        self._wake_computers()

    def press(self, action: str) -> None:
        """A button: one of :data:`ACTIONS`."""
        table = self.table
        if action == "pass":
            if table.pass_selected():
                self._spawn(self._finish_pass())
        elif action == "continue":
            table.continue_()
        elif action == "next-deal":
            table.next_deal()
        elif action == "new-game-menu":
            self.choosing_new_game = True
        elif action == "close-sheet":
            self.choosing_new_game = False
        elif action == "new-game":
            self.new_game()
            return
        elif action == "hint" and table.hint_wanted() is not None and not table.thinking_hint:
            table.thinking_hint = True
            self._spawn(self._hint())
        self.redraw()
        self._wake_computers()

    def choose_level(self, level: str) -> None:
        """The difficulty for the next game."""
        if level in LEVELS:
            self.next_level = level

    def new_game(self, game_number: int | None = None) -> None:
        """Abandon the current game and deal a new one at the chosen level."""
        self._cancel()
        self.choosing_new_game = False
        self.table = Table(game_number or random_game_number(), self.next_level, self.rules)
        self.computers = Computers(self.next_level, self.table.game_number)
        self.start()

    # ------------------------------------------------------------ background

    def _spawn(self, work: Coroutine[object, object, None]) -> None:
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            error = task.exception()
            assert error is not None
            self.errors.append(error)
            self.on_error(error)

    def _cancel(self) -> None:
        self._generation += 1
        self._computers_running = False
        for task in list(self._tasks):
            task.cancel()
        self._tasks.clear()

    async def idle(self) -> None:
        """Wait until no background work is left (for tests)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    def _wake_computers(self) -> None:
        if self.table.computer_to_play is not None and not self._computers_running:
            self._computers_running = True
            self._spawn(self._run_computers())

    async def _run_computers(self) -> None:
        generation = self._generation
        table = self.table
        try:
            while generation == self._generation and (seat := table.computer_to_play) is not None:
                await self._sleep(self.timing.computer_delay)
                if generation != self._generation:
                    return
                view = table.round.view(seat)
                card = await self.computers.choose_play(view, table.match.hand_index)
                if generation != self._generation or table.to_play != seat:
                    return
                table.play(card)
                self.redraw()
        finally:
            if generation == self._generation:
                self._computers_running = False

    async def _finish_pass(self) -> None:
        generation = self._generation
        table = self.table
        self.redraw()
        for seat in table.computers_to_pass:
            cards = await self.computers.choose_pass(table.round.view(seat), table.match.hand_index)
            if generation != self._generation:
                return
            table.computer_pass(seat, cards)
        self.redraw()
        self._wake_computers()
        highlighted = table.received_highlight
        await self._sleep(self.timing.received_highlight)
        if generation == self._generation and table.received_highlight == highlighted and highlighted:
            table.clear_received()
            self.redraw()

    async def _hint(self) -> None:
        generation = self._generation
        table = self.table
        wanted = table.hint_wanted()
        plays_before = table.plays_made
        try:
            view = table.round.view(HUMAN)
            seed = load().seed_for(table.game_number, table.match.hand_index, HUMAN)
            cards: tuple[Card, ...]
            if wanted == "pass":
                cards = await hint_pass(view, seed)
            elif wanted == "play":
                cards = (await hint_play(view, seed),)
            else:
                return
        finally:
            table.thinking_hint = False
        if generation != self._generation or table.plays_made != plays_before or table.hint_wanted() != wanted:
            self.redraw()
            return
        table.show_hint(cards)
        self.redraw()
