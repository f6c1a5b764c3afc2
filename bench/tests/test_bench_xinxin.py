"""The xinxin benchmark: its report of moons, and the driver where it is built (bench/xinxin/build.sh)."""

from __future__ import annotations

from typing import Any

import pytest
from bench_xinxin import moons_report
from xinxin_player import XINXIN_RULES, XinxinDriver, XinxinError, XinxinPlayer, available

from hearts.arena import play_deal
from hearts.bots import seed_for
from hearts.cards import parse_cards
from hearts.deals import deal_hands
from hearts.round import Round

needs_driver = pytest.mark.skipif(not available(), reason="the xinxin driver is not built (bench/xinxin/build.sh)")


def row(deal: int, labels: list[str], points: list[int], moon: int | None) -> dict[str, Any]:
    return {"seed": 1, "deal": deal, "labels": labels, "points": points, "moon": moon}


def test_moons_report_counts_suffered_moons_and_the_left_receivers_moon() -> None:
    lone = ["expert", "xinxin", "xinxin", "xinxin"]
    rows = [
        # deal 0 passes left: West (seat 1) receives the lone South's pass and shoots
        row(0, lone, [26, 0, 26, 26], 1),
        row(0, lone[-1:] + lone[:-1], [0, 0, 13, 13], None),
        # deal 1 passes right: a moon against everybody but the shooter, nobody's left pass involved
        row(1, lone, [0, 26, 26, 26], 0),
        row(1, lone[-1:] + lone[:-1], [13, 13, 0, 0], None),
    ]
    text = moons_report(rows)
    assert "2 deals, expert alone against three others" in text
    # The lone player suffered one moon of 26 in deal 0's first game (13 a deal over its two games) and none in
    # deal 1; the others suffered 26·2/3 in deal 0's first game and 26 in deal 1's (2/3 of them each time).
    assert "points a deal from other players' moons: expert 6.50" in text
    assert "the left pass's receiver shot the moon after 1 of 2 passes" in text.split("\n")[3]
    assert "after 0 of 6 passes" in text.split("\n")[4]


def test_moons_report_needs_one_lone_player() -> None:
    with pytest.raises(SystemExit, match="one lone player"):
        moons_report([row(0, ["expert", "expert", "xinxin", "xinxin"], [0, 0, 13, 13], None)])


@needs_driver
def test_the_driver_follows_a_deal_and_answers_errors_plainly() -> None:
    driver = XinxinDriver()
    try:
        rnd = Round(deal_hands(7, 3), "hold", XINXIN_RULES)
        driver.follow(rnd)
        assert sorted(driver.legal()) == sorted(rnd.legal_plays())
        assert driver.next_seat() == rnd.to_play
        with pytest.raises(XinxinError, match="not a card"):
            driver.ask("play ZZ")
        with pytest.raises(XinxinError, match="not legal"):
            wrong = next(card for card in parse_cards("AH KH QH JH TH") if card not in rnd.legal_plays())
            driver.ask(f"play {wrong.code}")
    finally:
        driver.close()


@needs_driver
def test_xinxin_plays_a_whole_deal_with_passing_and_scores_it_as_we_do() -> None:
    hands = deal_hands(12, 0)
    players = [XinxinPlayer("xinxin", seed_for(12, 0, seat)) for seat in range(4)]
    rnd = play_deal(hands, "left", players, XINXIN_RULES)
    assert rnd.is_over
    assert all(len(rnd.passed(seat) or ()) == 3 for seat in range(4))
    players[0].driver.follow(rnd)
    assert players[0].driver.score() == tuple(rnd.points)


def test_moons_report_counts_what_the_left_passes_gave() -> None:
    lone = ["expert", "xinxin", "xinxin", "xinxin"]
    game = row(0, lone, [0, 13, 0, 13], None)
    game["passes"] = ["AC KD 7C", "2H 3H AS", "4H 5H 6H", "KC 2C 3C"]
    lines = moons_report([game]).split("\n")
    assert lines[-2] == "left passes, expert: 2.00 minor-suit aces and kings and 0.00 hearts a pass (1 passes)"
    assert lines[-1] == "left passes, the others: 0.33 minor-suit aces and kings and 1.67 hearts a pass (3 passes)"


@needs_driver
def test_a_deal_played_again_after_the_same_seeds_repeats_card_for_card() -> None:
    def game(first: int) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
        players = [XinxinPlayer("xinxin", first + seat) for seat in range(4)]
        rnd = play_deal(deal_hands(31, 1), "right", players, XINXIN_RULES)
        passes = tuple(tuple(card.code for card in rnd.passed(seat) or ()) for seat in range(4))
        return tuple(card.code for card in rnd.cards_played), passes

    once = game(5)
    assert game(5) == once
    assert game(5) == once  # a third time, after the driver played the deal twice
    assert any(game(first) != once for first in (1000, 2000, 3000))  # other seeds search otherwise
