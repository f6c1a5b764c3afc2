"""The table under house rules: the pass takes the rules' number of cards, the opening lead says the rule."""

from __future__ import annotations

from hearts import Rules
from hearts.web.table.state import Table


def test_a_four_card_pass_waits_for_the_fourth_card_and_refuses_a_fifth() -> None:
    table = Table(48213907, rules=Rules(pass_count=4))
    assert table.pass_title == "Pass 4 cards to the left"
    assert table.status == "Pass 4 cards to the left: choose four for West."
    for card in table.hand[:3]:
        table.tap(card)
    assert not table.can_pass
    table.tap(table.hand[3])
    assert table.can_pass
    table.tap(table.hand[4])
    assert table.reason == "You have chosen four cards: tap one of them to put it back first."
    assert table.pass_selected()
    assert table.round.passed(0) is not None and len(table.round.passed(0) or ()) == 4


def test_a_hold_only_game_never_asks_for_a_pass() -> None:
    table = Table(7, rules=Rules(pass_cycle=("hold",), pass_count=5))
    assert table.stage != "passing" and not table.choosing_pass


def test_the_opening_lead_is_worded_by_the_rules() -> None:
    table = Table(11, rules=Rules(first_leader="left-of-dealer", first_lead="any-card", pass_cycle=("hold",)))
    assert table.round.to_play == 0
    assert table.status == "Your lead: open the deal with any card you may lead."
