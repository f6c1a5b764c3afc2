"""`research/tactics.py`: the tactics suite's finder, reference search and re-rater, checked on the suite's positions.

The suite itself (its positions, their reading and the Expert's score on them)
is the product's, tested in ``tests/bots/test_tactics.py``.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
import tactics

from hearts.cards import parse_cards
from hearts.round import Round
from hearts.rules import Rules
from hearts.view import SeatView

SUITE = tactics.load()


def test_the_theme_of_a_position_is_what_its_view_shows() -> None:
    for tactic in SUITE:
        assert tactic.theme in tactics.themes_of(tactic.view())


def test_the_reference_rating_is_reproducible_on_a_late_position() -> None:
    exhaustive = [t for t in SUITE if t.method.startswith("all ")]
    tactic = min(exhaustive, key=lambda t: int(t.method.split()[1]))
    rating = tactics.rate(tactic.view(), tactics.FACTOR)
    assert rating.method == tactic.method
    assert rating.answers(reject=tactics.REJECT) == tactic.answers


def test_a_moon_stopping_position_is_rated_with_the_runner_going_for_the_moon_too() -> None:
    # Rated with the runner playing by the rules of thumb only, the 6♦ and 2♠ were 2.9 and 3.2 points behind.
    tactic = next(t for t in SUITE if t.key == "26095107/0/2/41")
    view = tactic.view()
    rating = tactics.rate(view, tactics.FACTOR)
    assert rating.method == tactic.method == "all 300 layouts"
    assert rating.answers(reject=tactics.REJECT) == tactic.answers
    values = dict(zip(rating.names, rating.behind, strict=True))
    assert {name: round(value, 2) for name, value in values.items()} == tactic.values


def test_rerating_a_theme_keeps_the_positions_still_clear_and_the_others_untouched(tmp_path: Path) -> None:
    suite = tmp_path / "suite.jsonl"
    chosen = [next(t for t in SUITE if t.key == "25198051/1/0/39"), next(t for t in SUITE if t.theme == "duck")]
    stale = dataclasses.replace(chosen[0], values={name: 0.5 for name in chosen[0].values})
    suite.write_text("".join(json.dumps(t.to_data()) + "\n" for t in (stale, chosen[1])), encoding="utf-8")
    tactics.main(["rerate", "moon_stop", "--suite", str(suite)])
    again = tactics.load(suite)
    assert [t.key for t in again] == [t.key for t in chosen]
    assert again[0].values == chosen[0].values and again[0].answers == chosen[0].answers
    assert again[1] == chosen[1]


def test_rerating_only_some_positions_leaves_the_rest_of_the_theme_as_it_was(tmp_path: Path) -> None:
    suite = tmp_path / "suite.jsonl"
    chosen = [next(t for t in SUITE if t.key == "25198051/1/0/39"), next(t for t in SUITE if t.theme == "moon_stop")]
    assert chosen[0] != chosen[1]
    stale = [dataclasses.replace(t, values={name: 0.5 for name in t.values}) for t in chosen]
    suite.write_text("".join(t.line() for t in stale), encoding="utf-8")
    tactics.main(["rerate", "moon_stop", "--suite", str(suite), "--keys", chosen[0].key])
    again = tactics.load(suite)
    assert again[0].values == chosen[0].values
    assert again[1] == stale[1]
    with pytest.raises(SystemExit, match="no moon_stop position 1/2/3/4"):
        tactics.main(["rerate", "moon_stop", "--suite", str(suite), "--keys", "1/2/3/4"])


def _diamond_ten_led(rules: Rules) -> SeatView:
    """South holds the Q♦ and 2♦ (and ten spades and the 2♥) after a first trick of clubs; East leads the 10♦."""
    hand = "2D QD 2S 3S 4S 5S 6S 7S 8S 9S TS 2H"
    others = (
        "3C 6C 7C 8C 3D 4D 5D 6D 3H 4H 5H 6H 7H",
        "4C 9C TC JC QC KC AC 7D 8D 9D 8H 9H TH",
        "5C TD JD KD AD JH QH KH AH QS KS AS JS",
    )
    rnd = Round([parse_cards("2C " + hand), *(parse_cards(cards) for cards in others)], "hold", rules)
    for card in parse_cards("2C 3C 4C 5C TD"):
        rnd.play(card)
    return rnd.view(0)


def test_the_reference_search_rates_the_queen_of_diamonds_far_better_when_it_may_catch_the_jack() -> None:
    # Taking this clean trick with the queen rids South of a card that could later take a trick full of hearts,
    # under any rules (the search rates the queen a quarter of a point better); under omnibus rules (J♦ is -10 to
    # its taker) the queen may also catch the jack, and the search rates it far better.
    def queen_ahead(view: SeatView) -> float:
        rating = tactics.rate_play(view, 5)
        behind = dict(zip(rating.names, rating.behind, strict=True))
        return behind["2D"] - behind["QD"]

    assert queen_ahead(_diamond_ten_led(Rules.preset("omnibus"))) > queen_ahead(_diamond_ten_led(Rules())) + 1.0
