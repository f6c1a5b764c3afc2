"""Drives the table in time: the person's buttons, the computer players' turns and the pauses.

The controller owns the current :class:`~hearts.web.table.state.Table`, turns
button presses and card taps into table calls, and runs the computer players
as asyncio tasks with a short visible delay before each of their cards. After
every change it calls ``redraw``, and after every pass, card, trick and deal
(and every card picked to pass) it calls ``on_save`` with the table. It knows
nothing of the browser: the page passes in ``redraw``, ``on_save``, the
person's choices (:class:`~hearts.web.table.choices.PlayChoices`) and the
date, and tests drive it with ``asyncio.run``. The review and the play
checker (a :class:`~hearts.web.table.reviewer.Reviewer`) are given to it: the
person's taps pass them first.
"""

from __future__ import annotations

import asyncio
import datetime as _dt
from collections.abc import Awaitable, Callable, Coroutine
from typing import Final

from ...cards import Card, InvalidCard
from ...deals import daily_game_number
from ...rules import Rules
from ..background import Background
from ..storage.restore_and_save import random_game_number
from .choices import PlayChoices
from .claiming import accept_claim
from .computer import LEVELS, Computers
from .forced import ForcedCards
from .hints import hint_for
from .last_trick import LastTrickShown
from .reviewer import REVIEW_ACTIONS, NoReview, Reviewer, Watcher
from .state import Table

__all__ = ["ACTIONS", "Controller"]

ACTIONS: Final = (
    "pass",
    "continue",
    "next-deal",
    "hint",
    "new-game-menu",
    "close-sheet",
    "new-game",
    "restart",
    "daily",
    "last-trick",
    "claim",
    *REVIEW_ACTIONS,
)
"""The buttons the controller answers (``data-action`` values on the page)."""


Sleep = Callable[[float], Awaitable[None]]


def _ignore(table: Table) -> None:
    """The default ``on_save``: keep nothing."""


class Controller:
    """The current game and everything that happens to it over time."""

    def __init__(
        self,
        redraw: Callable[[], None],
        *,
        table: Table | None = None,
        game_number: int | None = None,
        choices: PlayChoices | None = None,
        sleep: Sleep = asyncio.sleep,
        on_error: Callable[[BaseException], None] = lambda error: None,
        on_save: Callable[[Table], None] = _ignore,
        today: Callable[[], _dt.date] = _dt.date.today,
    ) -> None:
        """Play ``table`` (a resumed game), or a new game of ``game_number`` (else a random one).

        ``choices`` are the person's: the level and rules of the next new game,
        the timing, whether each trick's pause ends by itself, the hand's order
        and forced cards.
        """
        choices = choices or PlayChoices()
        self.redraw = redraw
        self.on_save = on_save
        self.auto_continue = choices.auto_continue
        self.today = today
        self._lingered: tuple[int, int] | None = None
        self.timing = choices.timing
        self.rules = choices.rules
        self._sleep = sleep
        self.work = Background(on_error)
        """The background work: computer players, pauses, hints (see :mod:`hearts.web.background`)."""
        self._computers_running = False
        self.next_level = choices.level
        """The level chosen for the next game."""
        self.choosing_new_game = False
        """Whether the new-game sheet is open."""
        self.held = False
        """Whether play waits (see :meth:`hold`)."""
        self.table = table or Table(game_number or random_game_number(), choices.level, choices.rules)
        self.computers = Computers(self.table.level, self.table.game_number)
        # Play conveniences: the last trick seen again, forced cards played by themselves, the hand's order.
        self.last_trick = LastTrickShown()
        self.forced = ForcedCards(choices.forced_cards)
        """When on, the person's only legal card is played for them after ``timing.forced_pause``."""
        self.hand_order: tuple[str, str] = choices.hand_order or (self.table.suit_order, self.table.rank_order)
        self.table.suit_order, self.table.rank_order = self.hand_order
        self.reviewer: Reviewer = NoReview()
        """The review and the play checker (none until the page gives them)."""
        self.watchers: list[Watcher] = []
        """Background work told of every move and new table (the deals' par)."""

    # ----------------------------------------------------------------- input

    def start(self) -> None:
        """Show the table and let play go on: the computer players' passes or cards, a pause that ends by itself."""
        if self.table.computers_to_pass and not self.held:
            self.spawn(self._finish_pass())
        self._after_move(save=False)

    def tap_card(self, code: str) -> None:
        """A tap on a card of the person's hand (``code`` as in ``"QS"``)."""
        try:
            card = Card.parse(code)
        except InvalidCard:
            return
        if not self.reviewer.takes(card):
            self.tap_unchecked(card)

    def tap_unchecked(self, card: Card) -> None:
        """A tap on ``card`` that the play checker has let through (or that it never sees)."""
        table = self.table
        before = (list(table.selected), table.plays_made)
        table.tap(card)
        if table.plays_made != before[1]:
            self.last_trick.wanted = False  # your card goes on the table: the trick in play shows again
        self._after_move(save=(table.selected, table.plays_made) != before)

    def press(self, action: str) -> None:
        """A button: one of :data:`ACTIONS`."""
        table = self.table
        moved = False
        if action == "pass":
            moved = table.pass_selected()
            if moved:
                self.spawn(self._finish_pass())
        elif action == "continue":
            moved = table.continue_()
        elif action == "next-deal":
            moved = table.next_deal()
        elif action == "new-game-menu":
            self.choosing_new_game = True
        elif action == "close-sheet":
            self.choosing_new_game = False
            self.reviewer.close()
        elif action == "new-game":
            self.new_game()
            return
        elif action == "restart":
            self.restart()
            return
        elif action == "daily":
            self.daily()
            return
        elif action in REVIEW_ACTIONS:
            self.reviewer.press(action)
            return
        elif action == "hint" and table.hint_wanted() is not None and not table.thinking_hint:
            table.thinking_hint = True
            self.spawn(self._hint())
        elif action == "last-trick":
            self.last_trick.toggle(table)
        elif action == "claim" and accept_claim(table):
            self.last_trick.wanted = False
            moved = True
        self._after_move(save=moved)

    def choose_level(self, level: str) -> None:
        """The difficulty for the next game."""
        if level in LEVELS:
            self.next_level = level

    def set_auto_continue(self, on: bool) -> None:
        """Whether a trick's pause ends by itself from now on."""
        self.auto_continue = on
        self._linger_if_wanted()

    def use(self, choices: PlayChoices) -> None:
        """Follow the person's choices from now on (their settings changed)."""
        self.timing = choices.timing
        self.choose_level(choices.level)
        self.rules = choices.rules
        self.set_auto_continue(choices.auto_continue)
        if choices.hand_order is not None:
            self.set_hand_order(*choices.hand_order)
        self.set_forced_cards(choices.forced_cards)

    # ------------------------------------------------------- play conveniences

    @property
    def last_trick_open(self) -> bool:
        """Whether the last trick is showing again now (it closes by itself once the next trick ends)."""
        return self.last_trick.is_open(self.table)

    def set_hand_order(self, suits: str, ranks: str) -> None:
        """The order the person's hand is drawn in, from now on and in every new game."""
        self.hand_order = (suits, ranks)
        self.table.suit_order, self.table.rank_order = suits, ranks

    def set_forced_cards(self, on: bool) -> None:
        """Whether the person's only legal card is played for them from now on."""
        self.forced.on = on
        self._force_if_wanted()

    def _force_if_wanted(self) -> None:
        key = self.moment
        card = self.forced.due(self.table, key)
        if card is not None:
            self.redraw()
            self.spawn(self._play_forced(card, key))

    async def _play_forced(self, card: Card, key: tuple[int, int]) -> None:
        await self._sleep(self.timing.forced_pause)
        if self.forced.still(self.table, card) and self.moment == key:
            self.tap_card(card.code)

    def new_game(self, game_number: int | None = None, *, daily: str | None = None) -> None:
        """Abandon the current game and deal a new one at the chosen level and rules."""
        self._play(Table(game_number or random_game_number(), self.next_level, self.rules, daily=daily))

    def play_game(self, game_number: int, rules: Rules) -> None:
        """Deal game ``game_number`` under ``rules`` (say, a game from History) at the chosen level."""
        self._play(Table(game_number, self.next_level, rules))

    def hold(self) -> None:
        """Stop play going on by itself (computer players, a trick's pause) while another view covers the table."""
        self.held = True
        self._cancel()

    def resume(self) -> None:
        """Let play go on again after :meth:`hold`, from where it stood."""
        if self.held:
            self.held = False
            self.start()

    def restart(self) -> None:
        """Play the current game again from its first deal: same number, level and rules (a new attempt)."""
        old = self.table
        self._play(Table(old.game_number, old.level, old.match.rules, daily=old.daily))

    def daily(self) -> None:
        """Deal today's daily game (the same for everyone today) at the chosen level and rules."""
        day = self.today()
        self.new_game(daily_game_number(day), daily=day.isoformat())

    def _play(self, table: Table) -> None:
        self.reviewer.new_table()
        for watcher in self.watchers:
            watcher.new_table()
        self._cancel()
        self.choosing_new_game = False
        self.table = table
        self.last_trick.wanted = False
        table.suit_order, table.rank_order = self.hand_order
        self.computers = Computers(table.level, table.game_number)
        self.start()

    def _after_move(self, *, save: bool) -> None:
        """What follows every move (the person's card or pass, a computer's card or pass, a claim, Continue, a
        button): the table kept (``save``) and drawn again, then play goes on by itself where it should (the
        computer players, a trick's pause, a forced card) and the review and the watchers hear of it."""
        if save:
            try:
                self.on_save(self.table)
            except Exception as error:  # saving must never stop the game
                self.report(error)
        self.redraw()
        self._wake_computers()
        self._linger_if_wanted()
        self._force_if_wanted()
        self.reviewer.after_move()
        for watcher in self.watchers:
            watcher.after_move()

    def _linger_if_wanted(self) -> None:
        table = self.table
        if not self.auto_continue or table.stage != "trick" or self.held:
            return
        key = self.moment
        if self._lingered != key:
            self._lingered = key
            self.spawn(self._linger())

    # ------------------------------------------------------------ background

    @property
    def errors(self) -> list[BaseException]:
        """Failures of background work (a bug if ever non-empty)."""
        return self.work.errors

    @property
    def moment(self) -> tuple[int, int]:
        """Changes with every card played, every new table and every :meth:`hold`."""
        return (self.work.generation, self.table.plays_made)

    def spawn(self, work: Coroutine[object, object, None]) -> None:
        """Run ``work`` in the background; it is cancelled by :meth:`hold` and by a new table."""
        self.work.spawn(work)

    def report(self, error: BaseException) -> None:
        """A failure of background work."""
        self.work.report(error)

    def _cancel(self) -> None:
        self.work.cancel()
        self._computers_running = False

    async def idle(self) -> None:
        """Wait until no background work is left (for tests)."""
        await self.work.idle()

    def _wake_computers(self) -> None:
        if self.held:
            return
        if self.table.computer_to_play is not None and not self._computers_running:
            self._computers_running = True
            self.spawn(self._run_computers())

    async def _run_computers(self) -> None:
        generation = self.work.generation
        table = self.table
        try:
            while generation == self.work.generation and (seat := table.computer_to_play) is not None:
                await self._sleep(self.timing.computer_delay)
                if generation != self.work.generation:
                    return
                view = table.round.view(seat)
                card = await self.computers.choose_play(view, table.match.hand_index)
                if generation != self.work.generation or table.to_play != seat:
                    return
                table.play(card)
                self._after_move(save=True)
        finally:
            if generation == self.work.generation:
                self._computers_running = False

    async def _linger(self) -> None:
        """Show a finished trick for a moment, then go on as Continue would."""
        generation = self.work.generation
        table = self.table
        plays = table.plays_made
        await self._sleep(self.timing.trick_linger)
        if generation != self.work.generation or not self.auto_continue:
            return
        if table.stage == "trick" and table.plays_made == plays and table.continue_():
            self._after_move(save=True)

    async def _finish_pass(self) -> None:
        generation = self.work.generation
        table = self.table
        self.redraw()
        for seat in table.computers_to_pass:
            cards = await self.computers.choose_pass(table.round.view(seat), table.match.hand_index)
            if generation != self.work.generation:
                return
            table.computer_pass(seat, cards)
        self._after_move(save=True)
        highlighted = table.received_highlight
        await self._sleep(self.timing.received_highlight)
        if generation == self.work.generation and table.received_highlight == highlighted and highlighted:
            table.received_highlight = ()
            self.redraw()

    async def _hint(self) -> None:
        moment, table = self.moment, self.table
        wanted = table.hint_wanted()
        try:
            cards = await hint_for(table)
        finally:
            table.thinking_hint = False
        if cards is None:
            return
        if self.moment != moment or table.hint_wanted() != wanted:
            self.redraw()
            return
        table.show_hint(cards)
        self.redraw()
