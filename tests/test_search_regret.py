"""`scripts/search_regret.py`: the Expert's plays judged by a larger search of the same kind."""

from __future__ import annotations

import pytest

from hearts.bots.base import run_steps
from hearts.bots.expert import ExpertBot
from hearts.bots.search import play_setup, queen_kept
from hearts.deals import deal_hands
from hearts.round import Round
from hearts.rules import Rules
from hearts.seats import dealer_for_hand
from tests.scripts import load_script

search_regret = load_script("search_regret")


def test_the_recording_expert_chooses_as_the_expert_and_keeps_each_view() -> None:
    rnd = Round(deal_hands(48213907, 3), "hold", Rules(), dealer=dealer_for_hand(3))
    while len(rnd.legal_plays()) < 2:
        rnd.play(rnd.legal_plays()[0])
    seat = rnd.to_play
    assert seat is not None
    recorder = search_regret.RecordingExpert(5)
    view = rnd.view(seat)
    assert run_steps(recorder.play_steps(view)) == run_steps(ExpertBot(5).play_steps(view))
    assert recorder.views == [view]


def test_a_played_deal_gives_every_view_of_the_lone_expert_and_a_regret_for_each_choice() -> None:
    views = search_regret.played_views(1, 3, "hard")
    assert views and all(view.to_play == view.seat and view.phase == "playing" for view in views)
    assert {view.seat for view in views} == {0, 1, 2, 3}  # the four seatings
    rows = [search_regret.regret(view, i, 60, 1) for i, view in enumerate(views)]
    choices = [row for row in rows if row is not None]
    assert choices and all(loss >= 0 for _, loss in choices)
    for view, row in zip(views, rows, strict=True):
        alone = len(queen_kept(play_setup(view)).candidates) < 2
        assert (row is None) == alone
        if row is not None:
            assert row[0] == sum(len(trick.cards) for trick in view.tricks) + len(view.current_trick.cards)


def test_the_report_totals_each_part_of_the_deal_and_a_game() -> None:
    text = search_regret.report([(3, 0.5), (5, 0.25), (40, 0.0)], games=2)
    lines = text.splitlines()
    assert lines[1].split()[-3:] == ["2", "0.3750", "0.75"]  # cards 0-11: two decisions
    assert lines[2].startswith("cards 36-51") and lines[2].split()[-3:] == ["1", "0.0000", "0.00"]
    assert lines[-1] == "regret a game: 0.375 (2 games)"


def test_bad_counts_are_refused() -> None:
    with pytest.raises(SystemExit):
        search_regret.main(["--deals", "0"])
