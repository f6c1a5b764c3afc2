"""The replay model: each step is the engine's position, described in words, with a stable key."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts import Rules
from hearts.errors import InvalidRecord
from hearts.record import DealRecord, GameRecord
from hearts.record.replay import replay_game, replay_round
from hearts.rules import PRESETS
from hearts.words import illegal_text, record_problem, step_words
from tests.helpers.matches import play_match


@settings(max_examples=20, deadline=None)
@given(game=st.integers(1, 2**32 - 1), preset=st.sampled_from(sorted(PRESETS)), stop=st.integers(0, 300))
def test_steps_follow_the_engine(game: int, preset: str, stop: int) -> None:
    match = play_match(game, Rules.preset(preset), seed=stop, stop_after=stop)
    game_replay = replay_game(GameRecord.from_match(match))
    assert len(game_replay.deals) == len(match.rounds)
    assert game_replay.totals == match.totals
    for deal, rnd in zip(game_replay.deals, match.rounds, strict=True):
        first = deal.steps[0]
        assert first.key.id == f"d{deal.index}"
        assert [list(hand) for hand in first.hands] == [rnd.dealt_hand(seat) for seat in range(4)]
        plays = [step for step in deal.steps if step.key.kind == "play"]
        assert [step.card for step in plays] == rnd.cards_played
        assert [(step.seat, step.card) for step in plays] == [(p.seat, p.card) for p in rnd.plays]
        if plays:
            assert plays[-1].hands == tuple(tuple(rnd.hand(seat)) for seat in range(4))
            assert plays[-1].deal_points == rnd.points
        assert deal.points == rnd.points and deal.is_over == rnd.is_over
        assert len({step.key.id for step in deal.steps}) == len(deal.steps)
        for step in plays:
            assert sum(len(hand) for hand in step.hands) == 52 - len(rnd.cards_played[: plays.index(step) + 1])
            assert step_words(step).startswith(f"Trick {step.trick_number}: ")


@settings(max_examples=10, deadline=None)
@given(game=st.integers(1, 2**32 - 1), preset=st.sampled_from(sorted(PRESETS)), stop=st.integers(0, 120))
def test_a_round_replays_as_its_game_shows_it(game: int, preset: str, stop: int) -> None:
    match = play_match(game, Rules.preset(preset), seed=stop, stop_after=stop)
    shown = replay_game(GameRecord.from_match(match)).deals[-1]
    alone = replay_round(match.round)
    assert [step.key.kind for step in alone.steps] == [step.key.kind for step in shown.steps]
    assert [(s.hands, s.trick, s.deal_points, s.event) for s in alone.steps[1:]] == [
        (s.hands, s.trick, s.deal_points, s.event) for s in shown.steps[1:]
    ]
    assert (alone.points, alone.is_over, alone.moon_shooter, alone.tricks) == (
        shown.points,
        shown.is_over,
        shown.moon_shooter,
        shown.tricks,
    )
    assert alone.totals_before == shown.totals_before and alone.totals_after == shown.totals_after


def test_a_whole_game_in_words() -> None:
    match = play_match(2024, Rules(), seed=9)
    game = replay_game(GameRecord.from_match(match))
    assert game.is_over and game.winners == match.winners
    deal = game.deals[0]
    assert deal.pass_direction == "left"
    assert [step.key.id for step in deal.steps[:3]] == ["d0", "d0-pass", "d0-t0-c0"]
    assert step_words(deal.steps[0]).startswith("Deal 1, passing to the left. South passes the ")
    assert step_words(deal.steps[1]).startswith("After the pass. South received the ")
    assert len(deal.steps[0].marked) == 12 and len(deal.steps[1].marked) == 12
    last = deal.steps[-1]
    assert last.key.id == "d0-t12-c3" and last.trick.winner is not None
    assert "takes the trick with the" in step_words(last) and "Deal score: South " in step_words(last)
    hold = game.deals[3]
    assert hold.pass_direction == "hold" and step_words(hold.steps[0]) == "Deal 4, a hold hand: nobody passes."
    assert hold.steps[1].key.id == "d3-t0-c0"
    assert deal.first_step_of_trick(0) == 2 and deal.first_step_of_trick(12) == len(deal.steps) - 4
    south = deal.decisions(0)
    assert south[0].key.kind == "dealt" and len(south) == 14
    assert all(step.seat == 0 for step in south[1:])
    assert game.deals[1].totals_before == deal.totals_after


def test_refuses_what_the_engine_refuses() -> None:
    data = GameRecord.from_match(play_match(77, Rules(), seed=3, stop_after=40)).to_data()
    data["deals"][0]["plays"] = "3C"  # type: ignore[index]
    with pytest.raises(InvalidRecord, match=r"^deal 1, play 1 \(\w+\): 3C may not be played now: ") as info:
        replay_game(GameRecord.from_data(data))
    reason = info.value.reason
    assert reason is not None and reason.card.code == "3C"
    assert record_problem(info.value) == f"{info.value.entry}: 3C: {illegal_text(reason)}"


def test_a_deal_not_yet_passed_has_only_its_dealt_step() -> None:
    game = replay_game(GameRecord(11, deals=(DealRecord(),)))
    (deal,) = game.deals
    assert [step.key.id for step in deal.steps] == ["d0"]
    assert "South has not chosen a pass." in step_words(deal.steps[0])
    assert deal.first_step_of_trick(3) == 0
