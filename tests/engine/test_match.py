"""A match: totals across deals, the pass cycle, the end at a deal's end, the unique lowest total, ties."""

from __future__ import annotations

import random

import pytest

from hearts import IllegalAction, InvalidGameNumber, Match, Rules, deal_hands
from hearts.scoring import match_result
from hearts.seats import pass_direction_for_hand
from tests.helpers.matches import play_match
from tests.helpers.rounds import finish, lowest, pass_randomly


def test_a_new_match() -> None:
    match = Match(48213907)
    assert match.hand_index == 0 and len(match.rounds) == 1
    assert match.round.pass_direction == "left"
    assert match.totals == (0, 0, 0, 0)
    assert not match.is_over and match.winners == ()
    assert match.rules == Rules()
    assert [match.round.dealt_hand(s) for s in range(4)] == deal_hands(48213907, 0)
    assert repr(match) == "<Match game 48213907, hand 0, totals (0, 0, 0, 0)>"


@pytest.mark.parametrize("game", [1, 2, 1234, 4294967295])
def test_a_whole_match(game: int) -> None:
    match = play_match(game, seed=game)
    rounds = match.rounds
    for k, rnd in enumerate(rounds):
        assert rnd.is_over
        assert rnd.pass_direction == pass_direction_for_hand(k)
        assert [rnd.dealt_hand(s) for s in range(4)] == deal_hands(game, k)
        before = tuple(sum(r.points[s] for r in rounds[:k]) for s in range(4))
        assert rnd.totals == before  # each deal knows the totals before it
        assert not match_result(before, match.rules)[0]  # the match went on to this deal
    totals = tuple(sum(r.points[s] for r in rounds) for s in range(4))
    assert match.totals == totals
    assert max(totals) >= 100
    low = min(totals)
    assert totals.count(low) == 1
    assert match.winners == (totals.index(low),)
    assert match.hand_index == len(rounds) - 1
    with pytest.raises(IllegalAction, match="The game is over."):
        match.next_round()


def test_the_match_never_ends_mid_deal() -> None:
    match = Match(3, Rules(end_score=1))
    rnd = match.round
    pass_randomly(rnd, random.Random(1))
    while not rnd.is_over:
        assert not match.is_over and match.winners == ()
        assert match.totals == (0, 0, 0, 0)
        with pytest.raises(IllegalAction, match="The current deal is still being played."):
            match.next_round()
        rnd.play(lowest(rnd))
    assert max(rnd.points) >= 1
    assert match.totals == rnd.points


def first_deal_totals(game: int, rules: Rules) -> tuple[Match, tuple[int, ...]]:
    match = Match(game, rules)
    rnd = match.round
    for seat in range(4):
        rnd.pass_cards(seat, rnd.hand(seat)[:3])
    finish(rnd, lowest)
    return match, match.totals


def find_game(rules: Rules, tied: bool) -> int:
    """A game whose first deal (lowest cards passed and played) leaves a tie for the lowest total, or not."""
    for game in range(1, 200):
        _, totals = first_deal_totals(game, rules)
        if (totals.count(min(totals)) > 1) == tied:
            return game
    raise AssertionError("no such game in 1..199")


def test_a_tie_for_lowest_plays_another_deal() -> None:
    rules = Rules(end_score=1)
    game = find_game(rules, tied=True)
    match, totals = first_deal_totals(game, rules)
    assert max(totals) >= 1
    assert not match.is_over and match.winners == ()
    assert match.tied_at_end
    match.next_round()
    assert not match.tied_at_end
    assert match.hand_index == 1 and match.round.pass_direction == "right"


def test_a_tie_for_lowest_shares_the_win_under_share() -> None:
    rules = Rules(end_score=1, ties="share")
    game = find_game(rules, tied=True)
    match, totals = first_deal_totals(game, rules)
    low = min(totals)
    assert match.is_over
    assert match.winners == tuple(s for s in range(4) if totals[s] == low)
    assert len(match.winners) > 1


def test_the_unique_lowest_total_wins_once_anyone_reaches_the_end_score() -> None:
    rules = Rules(end_score=1)
    game = find_game(rules, tied=False)
    match, totals = first_deal_totals(game, rules)
    assert match.is_over and not match.tied_at_end
    assert match.winners == (totals.index(min(totals)),)


def test_a_match_goes_on_below_the_end_score() -> None:
    match, totals = first_deal_totals(5, Rules(end_score=27))
    assert max(totals) <= 26
    assert not match.is_over and not match.tied_at_end
    match.next_round()
    assert match.round.totals == totals


@pytest.mark.parametrize("preset", ["standard", "parlor", "queen-breaks", "omnibus"])
def test_matches_under_every_preset(preset: str) -> None:
    rules = Rules.preset(preset)
    match = play_match(77, rules, seed=preset)
    assert match.is_over
    over, winners = match_result(match.totals, rules)
    assert over and winners == match.winners
    assert match.round.rules is rules


@pytest.mark.parametrize("bad", [0, -1, 2**32, True, "7"])
def test_bad_game_numbers(bad: object) -> None:
    with pytest.raises(InvalidGameNumber):
        Match(bad)  # type: ignore[arg-type]


def test_bad_rules() -> None:
    with pytest.raises(TypeError, match="rules must be a Rules value"):
        Match(1, "standard")  # type: ignore[arg-type]
