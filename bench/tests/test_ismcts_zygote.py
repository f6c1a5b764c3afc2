"""The benchmarks' ISMCTS players: each in its own process, the same cards for the same deal."""

from __future__ import annotations

from pathlib import Path

import bench_bots
import ismcts_zygote as zygote
import pytest

from hearts.arena import game_number_for
from hearts.deals import deal_hands
from hearts.round import Round
from hearts.rules import Rules


def _position(deal: int, cards: int) -> Round:
    rnd = Round(deal_hands(game_number_for(7, deal), 0), "hold", Rules(), dealer=3)
    for _ in range(cards):
        rnd.play(rnd.legal_plays()[0])
    return rnd


def _choose(parent: object, seed: int, rnd: Round) -> int:
    player = zygote.IsolatedIsmcts(seed, parent)
    action: int = player.choose(bench_bots.openspiel_deal(rnd), [bench_bots.to_openspiel(c) for c in rnd.cards_played])
    player.close()
    return action


def test_players_with_one_seed_choose_alike_in_any_run() -> None:
    positions = [_position(deal, cards) for deal in range(3) for cards in (5, 9)]
    first_run, second_run = zygote.Zygote(), zygote.Zygote()
    try:
        first = [_choose(first_run, 4242, rnd) for rnd in positions]
        # Another process, other work before, the positions in another order: the same choices.
        _choose(second_run, 99, positions[0])
        again = {i: _choose(second_run, 4242, positions[i]) for i in reversed(range(len(positions)))}
    finally:
        first_run.close()
        second_run.close()
    assert first == [again[i] for i in range(len(positions))]
    for rnd, action in zip(positions, first, strict=True):
        assert bench_bots.from_openspiel(action) in rnd.legal_plays()


def test_the_callers_environment_does_not_change_the_choices(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    positions = [_position(deal, cards) for deal in (3, 4) for cards in (3, 7, 11, 15)]
    plain = zygote.Zygote()
    try:
        first = [_choose(plain, 4242, rnd) for rnd in positions]
    finally:
        plain.close()
    # Another shell: a larger environment (it moved 6 of 24 choices when the zygote inherited it), another folder.
    monkeypatch.setenv("HEARTS_SOME_SHELL_VARIABLE", "x" * 3000)
    monkeypatch.chdir(tmp_path)
    other = zygote.Zygote()
    try:
        again = [_choose(other, 4242, rnd) for rnd in positions]
    finally:
        other.close()
    assert first == again


def test_the_seat_plays_through_the_benchmarks_player() -> None:
    rnd = _position(1, 6)
    card = bench_bots.IsmctsPlayer(5).choose_play(rnd, rnd.to_play)
    assert card in rnd.legal_plays()


def test_a_player_answers_in_openspiels_numbering() -> None:
    rnd = _position(0, 0)
    player = zygote.IsolatedIsmcts(7)
    action = player.choose(bench_bots.openspiel_deal(rnd), [])
    player.close()
    # The 2♣ leads the first trick: OpenSpiel's action 0.
    assert action == 0 and bench_bots.from_openspiel(action) == rnd.legal_plays()[0]
