"""The Expert timing benchmark plays whole deals through the page's thinking loop and times every Expert decision."""

from __future__ import annotations

import asyncio
from typing import Any

import expert_timing
import pytest

from hearts import bots
from hearts.arena import game_number_for
from hearts.deals import deal_hands
from hearts.round import Round
from hearts.seats import pass_direction_for_hand


@pytest.fixture(scope="module")
def decisions() -> list[dict[str, Any]]:
    """Deal 0 of run 3, timed (the Expert in each of the four seats)."""
    timed: list[dict[str, Any]] = asyncio.run(expert_timing.measure(1, 3))
    return timed


def test_every_expert_decision_of_a_deal_is_timed_in_each_seating(decisions: list[dict[str, Any]]) -> None:
    for seating in range(4):
        mine = [d for d in decisions if d["seating"] == seating]
        assert [d["kind"] for d in mine] == ["pass"] + ["play"] * 13  # deal 0 passes left
        assert all(d["ms"] >= 0 for d in mine)
        assert all(d["choices"] >= 1 for d in mine if d["kind"] == "play")
    assert {d["deal"] for d in decisions} == {0}


def test_the_timed_deal_is_the_one_the_players_would_play_without_the_page_loop(
    decisions: list[dict[str, Any]],
) -> None:
    """Thinking in slices changes nothing: the Expert faces the same choices as in a plain, synchronous deal."""
    game = game_number_for(3, 0)
    rnd = Round(deal_hands(game, 0), pass_direction_for_hand(0))
    players = [bots.create("expert" if seat == 0 else "hard", bots.seed_for(game, 0, seat)) for seat in range(4)]
    for seat in rnd.waiting_to_pass:
        rnd.pass_cards(seat, players[seat].choose_pass(rnd.view(seat)))
    choices = []
    while not rnd.is_over:
        seat = rnd.to_play
        assert seat is not None
        if seat == 0:
            choices.append(len(rnd.legal_plays()))
        rnd.play(players[seat].choose_play(rnd.view(seat)))
    timed = [d["choices"] for d in decisions if d["seating"] == 0 and d["kind"] == "play"]
    assert timed == choices
