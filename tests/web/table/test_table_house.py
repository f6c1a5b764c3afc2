"""The table under house rules: the pass takes the rules' number of cards, the first lead is said as the rules say."""

from __future__ import annotations

import pytest

from hearts import Rules
from hearts.cards import TWO_OF_CLUBS
from hearts.seats import SEAT_NAMES
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


LEADS = {
    ("two-of-clubs", "two-of-clubs"): ("You lead the 2 of clubs.", "{} leads the 2 of clubs."),
    ("two-of-clubs", "any-club"): (
        "You hold the 2 of clubs: you lead first, with any club.",
        "{} holds the 2 of clubs and leads first with any club.",
    ),
    ("left-of-dealer", "any-card"): (
        "You are left of the dealer: you lead first, with any card.",
        "{}, left of the dealer, leads first with any card.",
    ),
}
"""The first lead as the table announces it, by first leader and first-lead rule: when you lead, when another does."""


def first_leads(table: Table, deals: int) -> list[tuple[int, str, bool]]:
    """Who leads each deal's first trick, what the table said then and whether the leader holds the 2 of clubs,
    over ``deals`` deals played by a fixed rule."""
    seen = []
    while len(seen) < deals:
        if table.choosing_pass:
            for card in table.hand[: table.pass_count]:
                table.tap(card)
            table.pass_selected()
            for seat in table.computers_to_pass:
                table.computer_pass(seat, table.round.hand(seat)[: table.pass_count])
        if not table.round.tricks and not table.round.current_trick.cards:
            seat = table.round.to_play
            assert seat is not None and table.stage == "playing"
            seen.append((seat, table.announcement, TWO_OF_CLUBS in table.round.hand(seat)))
        while table.stage != "deal-over":
            if table.stage == "trick":
                table.continue_()
            else:
                table.play(table.round.legal_plays()[0])
        table.next_deal()
    return seen


@pytest.mark.parametrize("leader, lead", sorted(LEADS))
@pytest.mark.parametrize("cycle", [("hold",), ("left", "right", "across", "hold")])
def test_the_first_lead_is_announced_as_the_rules_say(leader: str, lead: str, cycle: tuple[str, ...]) -> None:
    rules = Rules.from_dict({"first_leader": leader, "first_lead": lead, "pass_cycle": list(cycle)})
    you, other = LEADS[(leader, lead)]
    leaders = set()
    for game in (48213907, 11, 7):
        for seat, said, holds_two in first_leads(Table(game, rules=rules), 4):
            leaders.add(seat)
            assert said.endswith(" " + (you if seat == 0 else other.format(SEAT_NAMES[seat])))
            assert holds_two or leader != "two-of-clubs"  # the engine's leader, as named
    assert 0 in leaders and len(leaders) > 1  # both sentences were heard


def test_under_black_maria_the_player_left_of_the_dealer_leads_any_card() -> None:
    rules = Rules.preset("black-maria")
    table = Table(48213907, rules=rules)
    leaders = []
    for deal, (seat, said, _) in enumerate(first_leads(table, 4)):
        dealer = table.match.rounds[deal].dealer
        assert seat == (dealer + 1) % 4  # the engine's leader: the player left of the dealer
        assert said.startswith("You passed the ") and "lead the 2 of clubs" not in said.replace("leads", "lead")
        expected = LEADS[("left-of-dealer", "any-card")]
        assert said.endswith(expected[0] if seat == 0 else expected[1].format(SEAT_NAMES[seat]))
        leaders.append(seat)
    assert leaders == [0, 1, 2, 3]
    opening = Table(48213907, rules=rules)
    first_leads(opening, 0)
    for card in opening.hand[:3]:
        opening.tap(card)
    opening.pass_selected()
    for seat in opening.computers_to_pass:
        opening.computer_pass(seat, opening.round.hand(seat)[:3])
    assert opening.your_turn and opening.status == "Your lead: open the deal with any card you may lead."
    assert opening.announcement.endswith(" You are left of the dealer: you lead first, with any card.")
