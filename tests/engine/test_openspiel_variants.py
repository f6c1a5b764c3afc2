"""Differential tests against OpenSpiel's Hearts for every option the two engines share, alone and combined.

OpenSpiel's parameters and ours:

=============================== =============================================
OpenSpiel                       ``Rules``
=============================== =============================================
``pass_cards``                  ``pass_cycle`` (false: ``("hold",)``)
``no_pts_on_first_trick``       ``not points_on_first_trick``
``can_lead_any_club``           ``first_lead="any-club"``
``must_break_hearts``           ``hearts_must_be_broken``
``qs_breaks_hearts``            ``queen_breaks_hearts``
``can_lead_hearts_instead_of_qs`` ``lead_hearts_over_queen``
``jd_bonus``                    ``bonus_card="JD"``
``avoid_all_tricks_bonus``      ``no_tricks_bonus``
=============================== =============================================

The card, seat and chance-action mapping is the one of ``test_openspiel_diff``. The slow sweep draws a fresh
seed each run (set ``HEARTS_DIFF_SEED`` to replay one; a failure names it) and plays at least 100 deals for
each option alone and for each of 40 random combinations.
"""

from __future__ import annotations

import os
import random
from functools import cache
from typing import Any

import pyspiel  # type: ignore[import-not-found]
import pytest

from hearts import Card, Round, Rules
from hearts.seats import PassDirection
from tests.helpers.openspiel import spiel_id, spiel_seat
from tests.helpers.rounds import (
    FIRST_TRICK,
    NORTH_LEADS_QUEEN_OR_HEARTS,
    feeder_policy,
    hands_of,
    parse_cards,
    random_hands,
    random_policy,
    strong_hands,
)

OPTIONS = (
    "pass_cards",
    "no_pts_on_first_trick",
    "can_lead_any_club",
    "must_break_hearts",
    "qs_breaks_hearts",
    "can_lead_hearts_instead_of_qs",
    "jd_bonus",
    "avoid_all_tricks_bonus",
)
OURS = {  # OpenSpiel's defaults set to our standard rules
    "pass_cards": True,
    "no_pts_on_first_trick": True,
    "can_lead_any_club": False,
    "must_break_hearts": True,
    "qs_breaks_hearts": False,
    "can_lead_hearts_instead_of_qs": False,
    "jd_bonus": False,
    "avoid_all_tricks_bonus": False,
}
_PASS = {"hold": 0, "left": 1, "across": 2, "right": 3}
Params = tuple[tuple[str, bool], ...]


def rules_for(params: dict[str, bool]) -> Rules:
    """Our rules for a set of OpenSpiel parameters."""
    return Rules(
        pass_cycle=("left", "right", "across", "hold") if params["pass_cards"] else ("hold",),
        points_on_first_trick=not params["no_pts_on_first_trick"],
        first_lead="any-club" if params["can_lead_any_club"] else "two-of-clubs",
        hearts_must_be_broken=params["must_break_hearts"],
        queen_breaks_hearts=params["qs_breaks_hearts"],
        lead_hearts_over_queen=params["can_lead_hearts_instead_of_qs"],
        bonus_card="JD" if params["jd_bonus"] else "none",
        no_tricks_bonus=params["avoid_all_tricks_bonus"],
    )


@cache
def spiel_game(params: Params) -> Any:
    return pyspiel.load_game("hearts", dict(params))


def test_the_option_names_are_openspiels() -> None:
    assert set(pyspiel.load_game("hearts").get_parameters()) == set(OPTIONS)
    assert rules_for(OURS) == Rules()


def start_both(hands: list[list[Card]], direction: PassDirection, params: dict[str, bool]) -> tuple[Round, Any]:
    rnd = Round(hands, direction, rules_for(params))
    state = spiel_game(tuple(sorted(params.items()))).new_initial_state()
    state.apply_action(_PASS[direction])
    for k in range(52):
        state.apply_action(spiel_id(hands[(k % 4 + 2) % 4][k // 4]))
    return rnd, state


def play_both(rnd: Round, state: Any, choose: Any) -> None:
    """Play to the end with the same choices, asserting the same legal cards at every step and the same score."""
    while not rnd.is_over:
        assert not state.is_terminal()
        player = rnd.to_play
        assert player is not None and state.current_player() == spiel_seat(player)
        ours = sorted(spiel_id(card) for card in rnd.legal_plays())
        assert ours == sorted(state.legal_actions()), (rnd.rules, rnd.cards_played, rnd.hand(player))
        card = choose(rnd)
        rnd.play(card)
        state.apply_action(spiel_id(card))
    assert state.is_terminal()
    spiel_points = [26 - r for r in state.returns()]
    assert tuple(int(spiel_points[spiel_seat(seat)]) for seat in range(4)) == rnd.points, rnd.rules


def compare_deal(rng: random.Random, params: dict[str, bool], k: int) -> Round:
    directions: tuple[PassDirection, ...] = ("left", "right", "across", "hold") if params["pass_cards"] else ("hold",)
    direction = directions[k % len(directions)]
    shooter = rng.randrange(4)
    strong = rng.random() < 0.4
    hands = strong_hands(rng, shooter) if strong else random_hands(rng)
    choose = feeder_policy(rng, shooter) if strong else random_policy(rng)
    rnd, state = start_both(hands, direction, params)
    if direction != "hold":
        for spiel in range(4):
            seat = (spiel + 2) % 4
            chosen = rng.sample(rnd.hand(seat), 3)
            for card in chosen:
                state.apply_action(spiel_id(card))
            rnd.pass_cards(seat, chosen)
    play_both(rnd, state, choose)
    return rnd


def sweep(params: dict[str, bool], deals: int, seed: int) -> None:
    rng = random.Random(seed)
    for k in range(deals):
        try:
            compare_deal(rng, params, k)
        except AssertionError as error:
            raise AssertionError(f"seed {seed}, deal {k}, OpenSpiel parameters {params}: {error}") from None


def alone(option: str) -> dict[str, bool]:
    return {**OURS, option: not OURS[option]}


def combinations(count: int, seed: int) -> list[dict[str, bool]]:
    rng = random.Random(seed)
    return [{option: rng.random() < 0.5 for option in OPTIONS} for _ in range(count)]


@pytest.mark.parametrize("option", OPTIONS)
def test_each_option_alone_agrees_with_openspiel(option: str) -> None:
    sweep(alone(option), 24, seed=OPTIONS.index(option))


def test_random_combinations_agree_with_openspiel() -> None:
    for number, params in enumerate(combinations(8, seed=7)):
        sweep(params, 12, seed=100 + number)


@pytest.mark.parametrize("lenient", [False, True])
def test_leading_hearts_instead_of_the_queen_agrees_with_openspiel(lenient: bool) -> None:
    """North wins trick 1 and holds only Q♠ and hearts: the Queen alone, or any of them with the option."""
    params = {**OURS, "can_lead_hearts_instead_of_qs": lenient}
    rnd, state = start_both(hands_of(*NORTH_LEADS_QUEEN_OR_HEARTS), "hold", params)
    for card in parse_cards(FIRST_TRICK):
        rnd.play(card)
        state.apply_action(spiel_id(card))
    assert len(rnd.legal_plays()) == (12 if lenient else 1)
    play_both(rnd, state, lambda r: r.legal_plays()[-1])


@pytest.mark.slow
def test_every_option_and_random_combinations_agree_over_a_hundred_deals_each() -> None:
    seed = int(os.environ.get("HEARTS_DIFF_SEED") or random.SystemRandom().randrange(2**32))
    cases = [alone(option) for option in OPTIONS] + combinations(40, seed)
    for number, params in enumerate(cases):
        sweep(params, 100, seed + number)
