"""Differential test against OpenSpiel's Hearts: the same legal plays at every step and the same points.

Mapping between the two engines:

* OpenSpiel's card id is ``rank * 4 + suit`` with suits clubs, diamonds, hearts, spades and rank 0 the deuce.
* OpenSpiel's seats are North, East, South, West (0..3) and play passes to seat + 1, as ours does; our
  seat ``s`` (South, West, North, East) is its seat ``(s + 2) % 4``.
* Its first chance action is the pass direction (0 none, 1 left, 2 across, 3 right), then 52 deal actions
  (the k-th card goes to its seat ``k % 4``), then each seat's three passes in its seat order.
* Its ``returns()`` are ``26 - points``. A moon adds 26 to everyone else and takes 26 from the shooter on
  top of the points taken, which is our ``moon="add"``; its ``jd_bonus`` is our Jack of diamonds rule.

Its other options are set to our rules: no points on the first trick, the 2 of clubs leads, hearts must
be broken, and a leader holding only the Queen of spades and hearts must lead the Queen.

No rule differences were found. OpenSpiel finds a moon from the tricks (every trick holding a heart or
the Queen won by one seat) where we look at the cards taken; the two always agree, since every heart and
the Queen is played in some trick and a trick with the Jack of diamonds and no other point card is skipped.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pyspiel  # type: ignore[import-not-found]
import pytest

from hearts import Card, Round, Rules
from hearts.seats import PassDirection
from tests.helpers.openspiel import spiel_id, spiel_seat
from tests.helpers.rounds import (
    MOON,
    MOON_FIRST_TWO_TRICKS,
    MOON_JACK_FIRST_TWO_TRICKS,
    MOON_JACK_TO_NORTH,
    feeder_policy,
    hands_of,
    lowest,
    random_hands,
    random_policy,
    strong_hands,
)

_PASS = {"hold": 0, "left": 1, "across": 2, "right": 3}
DIRECTIONS: tuple[PassDirection, ...] = ("left", "right", "across", "hold")
VARIANTS = [(qbh, jd) for qbh in (False, True) for jd in (False, True)]


@cache
def spiel_game(queen_breaks_hearts: bool, jack_of_diamonds: bool) -> Any:
    return pyspiel.load_game(
        "hearts",
        {
            "pass_cards": True,
            "no_pts_on_first_trick": True,
            "can_lead_any_club": False,
            "jd_bonus": jack_of_diamonds,
            "avoid_all_tricks_bonus": False,
            "must_break_hearts": True,
            "qs_breaks_hearts": queen_breaks_hearts,
            "can_lead_hearts_instead_of_qs": False,
        },
    )


def test_card_and_seat_mapping() -> None:
    assert sorted(spiel_id(Card.from_index(i)) for i in range(52)) == list(range(52))
    game = spiel_game(False, False)
    state = game.new_initial_state()
    assert state.action_to_string(state.current_player(), 0) == "No Pass"
    state.apply_action(0)
    for index in range(52):
        card = Card.from_index(index)
        assert state.action_to_string(pyspiel.PlayerId.CHANCE, spiel_id(card)) == card.code


def compare_deal(rng: random.Random, direction: PassDirection, qbh: bool, jd: bool) -> Round:
    """Play one deal on both engines with the same choices; assert they agree at every step."""
    rules = Rules(queen_breaks_hearts=qbh, bonus_card="JD" if jd else "none")
    shooter = rng.randrange(4)
    strong = rng.random() < 0.5
    hands = strong_hands(rng, shooter) if strong else random_hands(rng)
    policy = feeder_policy(rng, shooter) if strong else random_policy(rng)
    rnd = Round(hands, direction, rules)

    state = spiel_game(qbh, jd).new_initial_state()
    state.apply_action(_PASS[direction])
    for k in range(52):
        state.apply_action(spiel_id(hands[(k % 4 + 2) % 4][k // 4]))

    if direction != "hold":
        for spiel in range(4):
            seat = (spiel + 2) % 4
            chosen = rng.sample(rnd.hand(seat), 3)
            for i, card in enumerate(chosen):
                assert state.current_player() == spiel
                still_held = [c for c in rnd.hand(seat) if c not in chosen[:i]]
                assert sorted(state.legal_actions()) == sorted(spiel_id(c) for c in still_held)
                state.apply_action(spiel_id(card))
            rnd.pass_cards(seat, chosen)

    while not rnd.is_over:
        assert not state.is_terminal()
        player = rnd.to_play
        assert player is not None
        assert state.current_player() == spiel_seat(player)
        ours = sorted(spiel_id(card) for card in rnd.legal_plays())
        assert ours == sorted(state.legal_actions()), (rnd.cards_played, rnd.hand(player))
        card = policy(rnd)
        rnd.play(card)
        state.apply_action(spiel_id(card))
    assert state.is_terminal()
    spiel_points = [26 - r for r in state.returns()]
    assert [int(p) for p in spiel_points] == spiel_points
    assert tuple(int(spiel_points[spiel_seat(seat)]) for seat in range(4)) == rnd.points
    return rnd


def sweep(deals: int, seed: int) -> dict[str, int]:
    rng = random.Random(seed)
    counts = {"moons": 0, "jack_moons": 0}
    for k in range(deals):
        direction = DIRECTIONS[k % 4]
        qbh, jd = VARIANTS[(k // 4) % 4]
        rnd = compare_deal(rng, direction, qbh, jd)
        if rnd.moon_shooter is not None:
            counts["moons"] += 1
            counts["jack_moons"] += jd
    return counts


def test_a_hundred_deals_agree_with_openspiel() -> None:
    counts = sweep(128, seed=1)
    assert counts["moons"] >= 3 and counts["jack_moons"] >= 1


@pytest.mark.slow
def test_two_thousand_deals_agree_with_openspiel() -> None:
    counts = sweep(2048, seed=2)
    assert counts["moons"] >= 50 and counts["jack_moons"] >= 20


def test_known_moon_layout_agrees_with_openspiel() -> None:
    """The explicit moon deals of the scoring tests, both with and without the Jack of diamonds rule."""
    for layout in (MOON, MOON_JACK_TO_NORTH):
        for jd in (False, True):
            hands = hands_of(*layout)
            rnd = Round(hands, "hold", Rules(bonus_card="JD" if jd else "none"))
            state = spiel_game(False, jd).new_initial_state()
            state.apply_action(0)
            for k in range(52):
                state.apply_action(spiel_id(hands[(k % 4 + 2) % 4][k // 4]))
            # South shoots once the first two tricks go as planned; then everyone plays the lowest card.
            script = MOON_FIRST_TWO_TRICKS if layout is MOON else MOON_JACK_FIRST_TWO_TRICKS
            plays = [Card.parse(text) for text in script.split()]
            while not rnd.is_over:
                card = plays.pop(0) if plays else lowest(rnd)
                assert sorted(spiel_id(c) for c in rnd.legal_plays()) == sorted(state.legal_actions())
                rnd.play(card)
                state.apply_action(spiel_id(card))
            assert rnd.moon_shooter == 0
            spiel_points = tuple(26 - int(r) for r in state.returns())
            assert tuple(spiel_points[spiel_seat(seat)] for seat in range(4)) == rnd.points
