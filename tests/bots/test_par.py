"""Par: a finished deal played again with the Expert in one seat, exact, repeatable and fair."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
from functools import cache

import pytest

from hearts import Round, Rules, bots, deal_hands
from hearts.analysis.measure import analysis_seed
from hearts.errors import InvalidRecord
from hearts.par import DEAL_CARDS, kept_par, par_deal, par_deal_steps, par_game, par_players, par_seed, play_out_steps
from hearts.record import PAR_LEVELS, GameRecord, ParRecord
from hearts.seats import EAST, NORTH, SOUTH, WEST
from tests.helpers import ROOT
from tests.helpers.expert import light_expert
from tests.helpers.matches import play_match
from tests.helpers.positions import hidden_swap
from tests.helpers.rounds import hands_of

GAME = 7


@cache
def record() -> GameRecord:
    """Game 7 with its first deal over and the second five cards in."""
    return GameRecord.from_match(play_match(GAME, seed=3, stop_after=56 + 4 + 5))


@cache
def medium_par() -> ParRecord:
    return par_deal(record(), 0, "medium")


def test_the_par_deal_starts_as_the_deal_and_the_engine_allows_it() -> None:
    par = medium_par()
    played = record().replay().rounds[0]
    assert (par.seat, par.level, len(par.plays)) == (SOUTH, "medium", DEAL_CARDS)
    assert par.par == par.points[SOUTH] and sum(par.points) in (26, 78)
    # The same dealt hands: every card passed came from the hand the seat was dealt.
    for seat in range(4):
        passed = par.passes[seat]
        assert passed is not None and set(passed) <= set(played.dealt_hand(seat))
    # The other seats are the table's players with the table's seeds: they pass as they would at the table.
    start = Round([played.dealt_hand(s) for s in range(4)], played.pass_direction, played.rules)
    for seat in (WEST, NORTH, EAST):
        table = bots.create("medium", bots.seed_for(GAME, 0, seat))
        assert par.passes[seat] == tuple(table.choose_pass(start.view(seat)))
    # The record keeps it and its replay checks it through the engine.
    kept = record().with_par(0, par)
    assert kept.replay().rounds[0].points == played.points
    assert GameRecord.from_text(kept.to_compact()) == kept == GameRecord.from_json(kept.to_json())


def test_par_is_the_same_every_time_and_in_a_fresh_interpreter() -> None:
    assert par_deal(record(), 0, "medium") == medium_par()
    # Across interpreters with other string hashes, on a lighter search: the same numbers give the same cards
    # whatever the Expert's budget.
    with light_expert():
        par = par_deal(record(), 0, "medium")
    code = textwrap.dedent(
        f"""
        import json
        from hearts.par import par_deal
        from hearts.record import GameRecord
        from tests.helpers.expert import light_expert
        record = GameRecord.from_json({record().to_json()!r})
        with light_expert():
            print(json.dumps(par_deal(record, 0, "medium").to_data()))
        """
    )
    for hash_seed in ("1", "4242"):
        done = subprocess.run(
            [sys.executable, "-c", code],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": hash_seed, "PATH": "/usr/bin:/bin"},
        )
        assert ParRecord.from_data(__import__("json").loads(done.stdout), 1) == par


def test_the_steps_show_the_progress_and_give_the_par() -> None:
    steps = par_deal_steps(record(), 0, "medium")
    seen: list[tuple[int, int]] = []
    while True:
        try:
            seen.append(next(steps))
        except StopIteration as done:
            par = done.value
            break
    assert par == medium_par()
    assert seen[0] == (0, DEAL_CARDS) and seen[-1] == (DEAL_CARDS, DEAL_CARDS)
    assert all(total == DEAL_CARDS for __, total in seen)
    assert [done for done, __ in seen] == sorted(done for done, __ in seen)
    assert len(seen) > DEAL_CARDS  # a slice after every decision at least


def test_the_seeds_are_the_tables_and_the_experts_own() -> None:
    seeds = {par_seed(GAME, deal, seat) for deal in range(3) for seat in range(4)}
    assert len(seeds) == 12
    table = {bots.seed_for(GAME, deal, seat) for deal in range(3) for seat in range(4)}
    review = {analysis_seed(GAME, deal, seat) for deal in range(3) for seat in range(4)}
    assert not seeds & table and not seeds & review
    players = par_players(GAME, 1, "hard", NORTH)
    rnd = Round(deal_hands(GAME, 1), "right")
    for seat, player in enumerate(players):
        level, seed = ("expert", par_seed(GAME, 1, NORTH)) if seat == NORTH else ("hard", bots.seed_for(GAME, 1, seat))
        assert player.choose_pass(rnd.view(seat)) == bots.create(level, seed).choose_pass(rnd.view(seat))


def test_every_level_is_a_par_level() -> None:
    assert PAR_LEVELS == bots.LEVELS


# South holds every spade, West every club, North every diamond, East every heart, and nobody passes: West leads
# clubs to every trick and wins them all, so West takes every heart and the Q♠ whatever anyone plays: West shoots
# the moon and each of the others scores 26 (or, with no moon in the rules, West scores 26).
FULL_SUITS = hands_of(
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
)


@pytest.mark.parametrize(
    ("seat", "moon", "points"),
    [(SOUTH, "add", (26, 0, 26, 26)), (WEST, "add", (26, 0, 26, 26)), (SOUTH, "none", (0, 26, 0, 0))],
)
def test_a_deal_whose_cards_decide_it_has_the_par_the_engine_proves(
    seat: int, moon: str, points: tuple[int, ...]
) -> None:
    start = Round(FULL_SUITS, "hold", Rules(moon=moon))
    steps = play_out_steps(start, par_players(GAME, 3, "easy", seat))
    while True:
        try:
            next(steps)
        except StopIteration as done:
            finished: Round = done.value
            break
    assert finished.is_over and len(finished.tricks) == 13
    assert all(trick.winner == WEST for trick in finished.tricks)
    assert finished.points == points  # the moon when the rules have one, else West's 26 points
    assert start.cards_played == []  # the start is left as it was


def test_the_expert_never_uses_cards_its_seat_has_not_seen() -> None:
    """Each of the Expert's decisions in the par deal is the same with hidden cards swapped between the others."""
    par = medium_par()
    played = record().replay().rounds[0]
    rnd = Round([played.dealt_hand(s) for s in range(4)], played.pass_direction, played.rules, totals=played.totals)
    expert_seed = par_seed(GAME, 0, par.seat)
    rng = random.Random(61)
    positions: list[Round] = []
    for passer, cards in enumerate(par.passes):
        if passer == par.seat:
            positions.append(rnd.copy())
        assert cards is not None
        rnd.pass_cards(passer, cards)
    for card in par.plays:
        if rnd.to_play == par.seat:
            positions.append(rnd.copy())
        rnd.play(card)
    checked = 0
    for before in positions:
        other = hidden_swap(before, par.seat, rng, swaps=rng.randrange(1, 4))
        if other is None:
            continue
        assert other.view(par.seat) == before.view(par.seat)
        assert any(other.hand_mask(s) != before.hand_mask(s) for s in range(4))
        expert = bots.create("expert", expert_seed)
        if before.phase == "passing":
            assert tuple(expert.choose_pass(other.view(par.seat))) == par.passes[par.seat]
        else:
            index = len(before.cards_played)
            assert expert.choose_play(other.view(par.seat)) == par.plays[index]
        checked += 1
    assert checked >= 5


def test_a_deal_not_over_has_no_par() -> None:
    with pytest.raises(InvalidRecord) as caught:
        par_deal(record(), 1, "medium")
    assert caught.value.fault is not None and caught.value.fault.kind == "deal-not-over"
    assert str(caught.value) == "Deal 2 is not over yet, so it has no par."
    with pytest.raises(InvalidRecord) as caught:
        par_deal(record(), 2, "medium")
    assert caught.value.fault is not None and caught.value.fault.kind == "no-such-deal"
    with pytest.raises(ValueError, match="Unknown level"):
        par_deal(record(), 0, "grandmaster")
    with pytest.raises(ValueError, match="Seats are"):
        par_game(record(), "medium", 4)


def test_a_game_has_a_par_per_finished_deal_and_keeps_the_ones_it_holds() -> None:
    assert par_game(record(), "medium") == (medium_par(),)
    # A par the record keeps for the same seat and level is taken as it is, never played again.
    other = par_deal(record(), 0, "easy")
    kept = record().with_par(0, other)
    assert kept_par(kept, 0, "easy") is kept.deals[0].par
    assert par_game(kept, "medium") == (medium_par(),)
