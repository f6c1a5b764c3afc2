"""The tactics suite: positions of real deals with the cards a much larger search agrees on.

The fast tests check the suite itself (every position rebuilds into its seat's
decision, every answer is a card or pass that seat can choose, each theme is
there); the slow test holds the Expert to its score on it (docs/lab/NOTEBOOK.md
has its history, and research/tactics.py scores every level).
"""

from __future__ import annotations

from collections import Counter

import pytest

from hearts.cards import Card, parse_cards
from tests.helpers import tactics
from tests.helpers.expert import light_expert

SUITE = tactics.load()


def test_the_suite_has_at_least_a_hundred_positions_in_every_theme() -> None:
    themes = Counter(t.theme for t in SUITE)
    assert len(SUITE) >= 100
    assert set(themes) == set(tactics.THEMES)
    assert min(themes.values()) >= 12, themes


def test_every_position_is_a_distinct_decision_of_its_seat_with_answers_it_can_choose() -> None:
    assert len({t.key for t in SUITE}) == len(SUITE)
    for tactic in SUITE:
        view = tactic.view()
        assert view.seat == tactic.seat
        assert tactic.answers
        if tactic.theme == "pass":
            assert view.phase == "passing"
            for answer in tactic.answers:
                cards = parse_cards(answer)
                assert len(set(cards)) == 3 and all(card in view.hand for card in cards)
        else:
            assert view.to_play == tactic.seat
            legal = {card.code for card in view.legal_plays}
            assert set(tactic.answers) <= legal
            # Some card the seat may play is not an answer: every position is a real choice.
            assert legal - set(tactic.answers)
        assert set(tactic.answers) <= set(tactic.values)
        assert all(tactic.values[a] <= tactics.ACCEPT for a in tactic.answers)


def test_a_position_is_solved_only_by_an_answer() -> None:
    tactic = next(t for t in SUITE if t.theme == "queen")
    view = tactic.view()
    wrong = next(card for card in view.legal_plays if card.code not in tactic.answers)
    assert not tactic.solved_by(wrong)
    assert tactic.solved_by(Card.parse(tactic.answers[0]))
    passing = next(t for t in SUITE if t.theme == "pass")
    assert passing.solved_by(list(reversed(parse_cards(passing.answers[0]))))


def test_a_score_over_several_seeds_decides_every_position_once_per_seed() -> None:
    part = [t for t in SUITE if t.theme == "pass"][:3]
    with light_expert():  # how a score is counted does not depend on the search's budget
        once = tactics.scores("expert", part)
        thrice = tactics.scores("expert", part, seeds=3)
        # The first of the seeds is the table's: the same choice as a score with one seed.
        first = [tactics.choose("expert", t, t.view(), 0) for t in part]
        table = [tactics.choose("expert", t, t.view()) for t in part]
    assert once["all"][1] == 3 and thrice["all"][1] == 9
    assert first == table
    assert thrice["all"][0] >= once["all"][0]


PLAY_THEMES = ("queen", "moon_stop", "moon_shoot", "duck")


@pytest.mark.slow
def test_the_expert_solves_the_play_positions_of_the_suite() -> None:
    """Every theme of play at least 90 %, all at least 92 %; the pass (a much noisier search) where it stands, 75 %."""
    result = tactics.scores("expert", SUITE)
    solved, total = result["all"]
    assert solved >= 0.92 * total, result
    for theme in PLAY_THEMES:
        got, count = result[theme]
        assert got >= 0.9 * count, (theme, result)
    got, count = result["pass"]
    assert got >= 0.75 * count, result
