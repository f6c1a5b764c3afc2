"""The page's plain-Python state driven as a player would: the table, its controller in time, History's entries.

The table's moves: the person passes their first three cards and plays their first legal card; the computers pass
as the Easy level does and play their first legal card.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Final

from hearts import Card, Rules, bots
from hearts.web.storage.history import HistoryEntry
from hearts.web.storage.saved_game import decode_saved_game, encode_saved_game
from hearts.web.table.choices import Timing
from hearts.web.table.controller import Controller
from hearts.web.table.saved_form import resume_table, saved_form
from hearts.web.table.state import Table
from tests.helpers.matches import play_match

GAME: Final = 48213907
"""The game number the page's tests play unless they need another."""
NOW: Final = "2026-12-01 09:30"
"""The local time the page's tests give the clock."""
INSTANT: Final = Timing(computer_delay=0, received_highlight=0)
"""No wait for the computers' cards or for the received cards' highlight (the pauses after a trick stay)."""


# ------------------------------------------------------------------ the table


def pass_all(table: Table, mine: list[Card] | None = None) -> Table:
    """The person passes ``mine`` (default: their first three cards), the computers pass by the Easy level."""
    for card in mine or table.hand[:3]:
        table.tap(card)
    assert table.pass_selected()
    for seat in table.computers_to_pass:
        table.computer_pass(seat, bots.create("easy", seed=seat).choose_pass(table.round.view(seat)))
    return table


def step(table: Table) -> None:
    """One move by whoever is to move (the person plays their first legal card)."""
    if table.stage == "passing":
        pass_all(table)
    elif table.stage == "trick":
        table.continue_()
    elif table.stage == "deal-over":
        table.next_deal()
    else:
        assert table.to_play is not None
        table.play(table.round.legal_plays()[0])


def play_on(table: Table, done: Callable[[Table], bool]) -> Table:
    """The table played on until ``done(table)``: each trick's pause continued, the person's first legal card
    tapped as a player taps it, the others' first legal cards played, a pass by the first three cards."""
    while not done(table):
        if table.stage == "passing":
            pass_all(table)
        elif table.stage == "trick":
            table.continue_()
        elif table.your_turn:
            table.tap(table.round.legal_plays()[0])
        else:
            table.play(table.round.legal_plays()[0])
    return table


def deal_over(table: Table) -> bool:
    """The deal is over (its score sheet shows), or the match."""
    return table.stage in ("deal-over", "match-over")


def at_your_turn(table: Table) -> Table:
    """The table played on (first legal cards, each trick's pause continued) until it is the person's turn."""
    while not table.your_turn:
        if table.stage == "trick":
            table.continue_()
        else:
            table.play(table.round.legal_plays()[0])
    return table


def at_trick_pause(table: Table) -> Table:
    """The table played on (first legal cards) until a trick is complete and the table pauses on it."""
    while table.stage != "trick":
        table.play(table.round.legal_plays()[0])
    return table


def reload(table: Table) -> Table:
    """Save the table as the page does, read it back from JSON and resume it."""
    saved = decode_saved_game(encode_saved_game(saved_form(table))).value
    assert saved is not None
    return resume_table(saved, saved.restore())


# ------------------------------------------------------------------ the controller


async def nap(seconds: float) -> None:
    """The controller's sleep, over at once: it only lets the other tasks run."""
    await asyncio.sleep(0)


Move = Callable[[Controller], None]
"""What the person does when the controller waits for them (one tap or press, or a few)."""


def first_legal(controller: Controller) -> None:
    """Play the first legal card."""
    controller.tap_card(controller.table.round.legal_plays()[0].code)


def first_three(controller: Controller) -> None:
    """Pass the first three cards of the hand."""
    for card in controller.table.hand[:3]:
        controller.tap_card(card.code)
    controller.press("pass")


async def play_out_deal(controller: Controller, play: Move = first_legal, passing: Move = first_three) -> int:
    """Press Continue after each trick, ``play`` at each turn and ``passing`` at the pass until the deal is over;
    returns how many times it was your turn (the cards you played, when ``play`` plays one each time)."""
    turns = 0
    for _ in range(500):
        await controller.idle()
        table = controller.table
        if table.stage in ("deal-over", "match-over"):
            return turns
        if table.stage == "trick":
            controller.press("continue")
        elif table.your_turn:
            play(controller)
            turns += 1
        elif table.stage == "passing" and table.choosing_pass:
            passing(controller)
    raise AssertionError("the deal did not end")


# ------------------------------------------------------------------ History


def entry_of(game: int, *, seed: int = 0, stop: int | None = None, entry_id: str | None = None) -> HistoryEntry:
    """History's entry of game ``game`` played by :func:`~tests.helpers.matches.play_match` (to its end, or
    ``stop`` actions), kept at :data:`NOW` at the Hard level."""
    match = play_match(game, Rules(), seed=seed, stop_after=stop)
    return HistoryEntry.of_match(entry_id or f"{game}-1-{seed:x}", match, NOW, "hard")
