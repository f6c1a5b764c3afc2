"""The Expert's own rules around its search: the Q♠ kept off a low spade lead, and the finalists."""

from __future__ import annotations

from hearts import bots
from hearts.bots.expert import FINALISTS, ExpertBot, play_setup, queen_kept
from hearts.bots.policy import QS_INDEX
from hearts.cards import Card
from hearts.round import Round
from tests.scripts import load_script

tactics = load_script("tactics")
SUITE = tactics.load()
QUEEN = Card.parse("QS")


def _queen_on_a_low_lead() -> list[tuple[object, Round]]:
    found = []
    for tactic in SUITE:
        if tactic.theme != "queen":
            continue
        rnd = tactic.round()
        view = rnd.view(tactic.seat)
        if QUEEN in view.legal_plays:
            found.append((tactic, rnd))
    return found


def test_the_queen_is_no_candidate_on_a_low_spade_lead_while_the_king_or_ace_is_out() -> None:
    cases = _queen_on_a_low_lead()
    assert len(cases) >= 3
    for tactic, rnd in cases:
        view = rnd.view(tactic.seat)  # type: ignore[attr-defined]
        setup = play_setup(view)
        kept = queen_kept(setup)
        if True in setup.modes:
            assert kept == setup
            continue
        assert [QS_INDEX] in setup.groups
        assert [QS_INDEX] not in kept.groups
        assert len(kept.groups) == len(setup.groups) - 1
        assert ExpertBot(3).choose_play(view) != QUEEN


def test_the_queen_stays_a_candidate_when_a_higher_spade_is_in_the_trick() -> None:
    for tactic in SUITE:
        if tactic.theme == "pass" or not tactic.plays:
            continue
        view = tactic.view()
        trick = view.current_trick.cards
        spades = [card for card in trick if card.index // 13 == 2]
        if trick and trick[0].index // 13 == 2 and QUEEN in view.legal_plays and max(spades).index > QS_INDEX:
            setup = play_setup(view)
            assert queen_kept(setup) == setup
            return
    # No such position in the suite: the rule is still checked on the low leads above.


def test_the_finalists_give_a_reproducible_choice_among_the_candidates() -> None:
    for tactic in SUITE:
        if tactic.theme == "pass":
            continue
        view = tactic.view()
        if len(play_setup(view).groups) > FINALISTS:
            seed = bots.seed_for(tactic.game, tactic.hand, tactic.seat)
            first = ExpertBot(seed).choose_play(view)
            assert first in view.legal_plays
            assert ExpertBot(seed).choose_play(view) == first
            assert bots.run_steps(ExpertBot(seed).play_steps(view)) == first
            return
    raise AssertionError("the suite has no position with more than two candidates")
