"""The Expert's decisions timed as the page makes them, in CPython or in the browser.

``bench/bench_bots.py browser`` runs :func:`measure` twice on the same
deals: here under CPython, and inside Chromium under the vendored Pyodide
(this file is copied next to the built site and imported there). The
decisions are identical in both (same deals, same seeds), so the times
compare one for one.

Each deal is the arena's duplicate deal ``deal`` of run ``seed`` (passing
left, right, across, hold by deal), played four times with the Expert moved
one seat round the table, against three Hard players. Every decision (the
Hard players' too) goes through :func:`hearts.web.table.computer.think`, the
function the table uses: the search runs in slices and control goes back to
the event loop whenever a slice budget is spent, so in the browser the
longest main-thread task is the page's too. A decision's time is the elapsed time from asking to
the answer (``time.perf_counter``), yields included. This file imports
nothing from the browser.
"""

from __future__ import annotations

import time
from typing import TypedDict

from hearts import bots
from hearts.arena import game_number_for
from hearts.deals import deal_hands
from hearts.round import Round
from hearts.seats import pass_direction_for_hand
from hearts.web.table.computer import think


class Decision(TypedDict):
    deal: int
    seating: int
    kind: str
    """"pass" or "play"."""
    choices: int
    """Cards the Expert could play (0 for a pass)."""
    ms: float


async def measure(deals: int, seed: int) -> list[Decision]:
    """Every Expert decision of ``deals`` duplicate deals of run ``seed``, with its time in milliseconds."""
    decisions: list[Decision] = []
    clock = time.perf_counter
    for deal in range(deals):
        game = game_number_for(seed, deal)
        hand_index = deal % 4
        hands = deal_hands(game, hand_index)
        for seating in range(4):
            expert_seat = seating
            players = [
                bots.create("expert" if seat == expert_seat else "hard", bots.seed_for(game, hand_index, seat))
                for seat in range(4)
            ]
            rnd = Round(hands, pass_direction_for_hand(hand_index))
            for passer in rnd.waiting_to_pass:
                view = rnd.view(passer)
                start = clock()
                three = await think(players[passer].pass_steps(view))
                ms = _ms(start)
                if passer == expert_seat:
                    decisions.append(Decision(deal=deal, seating=seating, kind="pass", choices=0, ms=ms))
                rnd.pass_cards(passer, three)
            while not rnd.is_over:
                seat = rnd.to_play
                assert seat is not None
                view = rnd.view(seat)
                start = clock()
                card = await think(players[seat].play_steps(view))
                ms = _ms(start)
                if seat == expert_seat:
                    choices = len(rnd.legal_plays())
                    decisions.append(Decision(deal=deal, seating=seating, kind="play", choices=choices, ms=ms))
                rnd.play(card)
    return decisions


def _ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000.0
