"""The frozen Expert of the benchmarks: the package of one commit, playing in today's engine from today's views."""

from __future__ import annotations

import bench_bots
import frozen_expert
import pytest

from hearts import bots
from hearts.bots.expert import FINALISTS
from hearts.bots.search import play_setup, queen_kept
from hearts.cards import CARDS
from hearts.deals import deal_hands
from hearts.round import Round


def test_the_frozen_package_is_apart_from_todays() -> None:
    package = frozen_expert.frozen_package()
    assert package.__name__ == "hearts_frozen"
    assert package.__file__ is not None and "hearts-frozen-" in package.__file__
    assert frozen_expert.frozen_package() is package  # written once per process


def test_the_frozen_expert_answers_with_todays_cards_and_plays_a_whole_deal() -> None:
    rnd = Round(deal_hands(12, 0), "left")
    players = [frozen_expert.FrozenExpert(bots.seed_for(12, 0, seat)) for seat in range(4)]
    for seat in rnd.waiting_to_pass:
        three = players[seat].choose_pass(rnd.view(seat))
        assert all(card is CARDS[card.index] for card in three)
        rnd.pass_cards(seat, three)
    while not rnd.is_over:
        seat = rnd.to_play
        assert seat is not None
        card = players[seat].choose_play(rnd.view(seat))
        assert card is CARDS[card.index]
        rnd.play(card)
    assert sum(rnd.points) in (26, 78)


def test_where_nothing_changed_since_the_frozen_commit_both_experts_choose_alike() -> None:
    rnd = Round(deal_hands(31, 1), "right")
    for seat in rnd.waiting_to_pass:
        rnd.pass_cards(seat, bots.create("hard", seat).choose_pass(rnd.view(seat)))
    compared = 0
    while not rnd.is_over:
        seat = rnd.to_play
        assert seat is not None
        view = rnd.view(seat)
        setup = play_setup(view)
        seed = bots.seed_for(31, 1, seat)
        if len(setup.groups) <= FINALISTS and queen_kept(setup) == setup and setup.runner < 0:
            assert frozen_expert.FrozenExpert(seed).choose_play(view) == bots.create("expert", seed).choose_play(view)
            compared += 1
        rnd.play(bots.create("hard", seat).choose_play(view))
    assert compared >= 10


def test_the_benchmarks_seat_the_frozen_expert_by_its_label() -> None:
    player = bench_bots.make_player("frozen", 5)
    assert player.label == "frozen"
    assert isinstance(player.bot, frozen_expert.FrozenExpert)


def test_the_benchmarks_seat_the_expert_of_any_commit() -> None:
    player = bench_bots.make_player(f"expert@{frozen_expert.FROZEN_COMMIT[:10]}", 5)
    assert player.label == f"expert@{frozen_expert.FROZEN_COMMIT[:10]}"
    # The same commit's package serves the frozen Expert and its expert@ label.
    assert player.bot.bot.__class__.__module__.startswith("hearts_frozen.")
    view = Round(deal_hands(12, 0), "left").view(0)
    assert player.choose_pass(Round(deal_hands(12, 0), "left"), 0) == frozen_expert.FrozenExpert(5).choose_pass(view)
    with pytest.raises(RuntimeError, match="needs the repository's history"):
        bench_bots.make_player("expert@no-such-commit", 5)


def test_the_benchmarks_seat_any_level_of_any_commit() -> None:
    player = bench_bots.make_player(f"hard@{frozen_expert.FROZEN_COMMIT[:10]}", 5)
    assert player.label == f"hard@{frozen_expert.FROZEN_COMMIT[:10]}"
    assert player.bot.bot.__class__.__name__ == "HardBot"
    assert player.bot.bot.__class__.__module__.startswith("hearts_frozen.")
    rnd = Round(deal_hands(12, 0), "hold")
    assert player.choose_play(rnd, rnd.to_play).code == "2C"
    # A label that names no level is not taken for a commit.
    with pytest.raises(ValueError, match="Unknown level 'nobody@abc'"):
        bench_bots.make_player("nobody@abc", 5)


def test_a_paired_run_measures_a_player_against_the_same_player_as_no_difference() -> None:
    row = bench_bots.paired_deal("hard", "hard", 3, 9, True)
    assert all(game["alike"] for game in row["games"])
    assert [game["points"] for game in row["games"]] == [row["baseline"]["points"]] * 4
    report = bench_bots.paired_report([row])
    assert "hard - hard in the same seat: +0.00" in report and "(4 played exactly as by hard)" in report
    other = bench_bots.paired_deal("expert", "hard", 3, 9, True)
    assert not all(game["alike"] for game in other["games"])
