"""The computer players' public contract: levels, seeds, legality, slices."""

from __future__ import annotations

import pytest

from hearts import Round, bots, deal_hands
from hearts.cards import Card
from hearts.seats import pass_direction_for_hand
from tests.helpers.expert import light_expert


def play_deal(levels: tuple[str, str, str, str], game: int, hand: int) -> Round:
    rnd = Round(deal_hands(game, hand), pass_direction_for_hand(hand))
    players = [bots.create(level, bots.seed_for(game, hand, seat)) for seat, level in enumerate(levels)]
    for passer in rnd.waiting_to_pass:
        rnd.pass_cards(passer, players[passer].choose_pass(rnd.view(passer)))
    while not rnd.is_over:
        seat = rnd.to_play
        assert seat is not None
        rnd.play(players[seat].choose_play(rnd.view(seat)))
    return rnd


def test_levels_are_listed_easiest_first() -> None:
    assert list(bots.LEVELS) == ["easy", "medium", "hard", "expert"]
    for level in bots.LEVELS:
        assert bots.create(level, seed=3).level == level


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="Unknown level"):
        bots.create("grandmaster", seed=1)
    with pytest.raises(TypeError):
        bots.create("easy", seed="1")  # type: ignore[arg-type]


def test_seed_for_is_fixed_and_distinguishes_seats() -> None:
    seeds = {bots.seed_for(12, 3, seat) for seat in range(4)}
    assert len(seeds) == 4
    assert bots.seed_for(12, 3, 0) == bots.seed_for(12, 3, 0)
    assert bots.seed_for(12, 3, 0) != bots.seed_for(12, 4, 0) != bots.seed_for(13, 3, 0)


def check_deals_legal_and_reproducible(level: str, hands: range) -> None:
    for hand in hands:
        first = play_deal((level, "easy", level, "easy"), 91, hand)
        again = play_deal((level, "easy", level, "easy"), 91, hand)
        assert first.is_over and sum(first.points) in (26, 78)
        assert first.cards_played == again.cards_played
        if hand % 4 != 3:
            assert [first.passed(s) for s in range(4)] == [again.passed(s) for s in range(4)]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_plays_whole_deals_legally_and_reproducibly(level: str) -> None:
    check_deals_legal_and_reproducible(level, range(4))


def test_expert_plays_a_whole_deal_legally_and_reproducibly() -> None:
    check_deals_legal_and_reproducible("expert", range(1))


@pytest.mark.slow
def test_expert_plays_whole_deals_legally_and_reproducibly() -> None:
    """The other three pass directions, on a lighter search: neither legality nor reproducibility depends on the
    budget, which the deal above plays at in full."""
    with light_expert():
        check_deals_legal_and_reproducible("expert", range(1, 4))


def test_pass_is_three_cards_of_the_hand() -> None:
    rnd = Round(deal_hands(5, 0), "left")
    for level in bots.LEVELS:
        three = bots.create(level, 1).choose_pass(rnd.view(2))
        assert len(three) == 3 and len(set(three)) == 3
        assert all(card in rnd.hand(2) for card in three)
        assert list(three) == sorted(three)


def test_bots_refuse_to_act_out_of_turn() -> None:
    rnd = Round(deal_hands(5, 0), "left")
    bot = bots.create("easy", 1)
    with pytest.raises(ValueError, match="turn"):
        bot.choose_play(rnd.view(0))
    rnd = Round(deal_hands(5, 3), "hold")
    with pytest.raises(ValueError, match="pass"):
        bot.choose_pass(rnd.view(0))
    not_to_play = (rnd.to_play or 0) + 1 & 3
    with pytest.raises(ValueError, match="turn"):
        bot.choose_play(rnd.view(not_to_play))


@pytest.mark.parametrize("level", list(bots.LEVELS))
def test_steps_give_the_same_result_as_choose(level: str) -> None:
    with light_expert():  # the same card in slices as at once, whatever the search's budget
        check_steps_give_the_same_result_as_choose(level)


def check_steps_give_the_same_result_as_choose(level: str) -> None:
    rnd = Round(deal_hands(33, 0), "left")
    bot = bots.create(level, 8)
    view = rnd.view(1)
    assert bots.run_steps(bot.pass_steps(view)) == bot.choose_pass(view)
    for passer in range(4):
        rnd.pass_cards(passer, bots.create("easy", passer).choose_pass(rnd.view(passer)))
    for _ in range(9):
        seat = rnd.to_play
        assert seat is not None
        view = rnd.view(seat)
        steps = bot.play_steps(view)
        slices = 0
        while True:
            try:
                next(steps)
                slices += 1
            except StopIteration as done:
                card = done.value
                break
        assert isinstance(card, Card)
        assert card == bot.choose_play(view)
        rnd.play(card)


def test_hints_are_legal() -> None:
    rnd = Round(deal_hands(44, 1), "right")
    three = bots.hint_pass(rnd.view(0), seed=2)
    assert len(three) == 3 and all(card in rnd.hand(0) for card in three)
    for passer in range(4):
        rnd.pass_cards(passer, bots.create("easy", passer).choose_pass(rnd.view(passer)))
    seat = rnd.to_play
    assert seat is not None
    assert bots.hint_play(rnd.view(seat), seed=2) in rnd.legal_plays()
    assert bots.run_steps(bots.hint_play_steps(rnd.view(seat), seed=2)) == bots.hint_play(rnd.view(seat), seed=2)
    assert bots.run_steps(bots.hint_pass_steps(Round(deal_hands(44, 1), "right").view(3), 2)) == bots.hint_pass(
        Round(deal_hands(44, 1), "right").view(3), 2
    )


def test_expert_slices_are_small(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each slice plays out at most one sampled deal per candidate card and line (normal or moon): a few ms.
    from hearts.bots.search import passes, play

    calls: list[int] = []
    real = play.playout

    def counted(*args: object, **kwargs: object) -> tuple[int, ...]:
        calls.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(play, "playout", counted)
    monkeypatch.setattr(passes, "playout", counted)
    with light_expert():  # a slice's size does not depend on how many slices the budget buys
        check_slices(calls)


def check_slices(calls: list[int]) -> None:
    """Every slice of the Expert's passes and plays, counted in playouts, is small."""
    rnd = Round(deal_hands(12, 0), "left")
    bot = bots.create("expert", 4)
    per_slice: list[int] = []
    pass_steps = bot.pass_steps(rnd.view(0))
    while True:
        before = len(calls)
        try:
            next(pass_steps)
        except StopIteration:
            break
        per_slice.append(len(calls) - before)
    assert len(per_slice) > 10 and max(per_slice) <= 24
    for passer in range(4):
        rnd.pass_cards(passer, bots.create("hard", passer).choose_pass(rnd.view(passer)))
    for _ in range(16):
        seat = rnd.to_play
        assert seat is not None
        steps = bot.play_steps(rnd.view(seat))
        while True:
            before = len(calls)
            try:
                next(steps)
            except StopIteration as done:
                rnd.play(done.value)
                break
            per_slice.append(len(calls) - before)
    assert max(per_slice) <= 2 * 13
