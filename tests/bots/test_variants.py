"""The computer players under every house rule: legal passes of any size, the variant's values and moon."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts import Card, Round, Rules, bots
from hearts.arena import BotPlayer, play_deal
from hearts.bots.knowledge import Knowledge
from hearts.bots.policy import moon_threat, play_card, ready_to_shoot
from hearts.bots.variant import variant_of
from hearts.cards import HEARTS_MASK, mask_of, parse_cards
from hearts.deals import deal_hands
from hearts.rules import PRESETS
from tests.helpers.expert import light_expert
from tests.helpers.house_rules import any_house_rules
from tests.helpers.rounds import NORTH_LEADS_ONLY_HEARTS, build_round

RULE_BASED = ["easy", "medium", "hard"]
HOUSE = [
    *PRESETS.values(),
    Rules(pass_count=4, card_values="spot", bonus_card="TD"),
    Rules(pass_count=5, first_leader="left-of-dealer", first_lead="any-card", moon="none"),
    Rules(lead_hearts_over_queen=True, first_lead="any-club", no_tricks_bonus=True, shoot_the_sun=True),
]


@pytest.mark.parametrize("rules", HOUSE, ids=lambda r: r.preset_name or "custom")
def test_rule_based_levels_play_whole_deals_of_every_variant(rules: Rules) -> None:
    for hand in range(4):
        players = [BotPlayer(RULE_BASED[(seat + hand) % 3], seed=seat) for seat in range(4)]
        rnd = play_deal(deal_hands(31, hand), rules.pass_direction(hand), players, rules, dealer=(hand + 3) % 4)
        assert rnd.is_over
        passed = [rnd.passed(seat) for seat in range(4)]
        assert all(p is None or len(p) == rules.pass_count for p in passed)


@pytest.mark.parametrize("rules", [HOUSE[-3], HOUSE[-2]], ids=["spot-4-cards", "five-cards-left-of-dealer"])
def test_the_expert_passes_and_plays_a_deal_of_a_house_variant(rules: Rules) -> None:
    players = [BotPlayer("expert" if seat % 2 == 0 else "hard", seed=seat) for seat in range(4)]
    with light_expert():  # legal play does not depend on the search's budget
        rnd = play_deal(deal_hands(8, 0), "left", players, rules, dealer=2)
    assert rnd.is_over and all(len(rnd.passed(seat) or ()) == rules.pass_count for seat in range(4))


def test_a_void_player_throws_the_costliest_penalty_card_of_the_variant() -> None:
    hand = mask_of(parse_cards("KS 3S AH 2H 4D"))
    trick = mask_of(parse_cards("5C"))
    legal = hand & ~trick

    def discard(rules: Rules) -> str:
        variant = variant_of(rules)
        index = play_card(hand, legal, trick, 1, 0, 3, trick, 1, 0, -1, 0, variant.penalty, variant.values)
        return Card.from_index(index).code

    assert discard(Rules()) == "KS"  # standard: the K♠ that could catch the Queen ...
    assert discard(Rules(card_values="black-maria")) == "KS"  # ... and in Black Maria it scores 10
    assert discard(Rules(card_values="spot")) == "AH"  # Spot: A♥ scores 14


def test_black_maria_drops_a_costly_spade_under_the_ace() -> None:
    hand = mask_of(parse_cards("KS 3S 4D"))
    trick = mask_of(parse_cards("AS"))
    variant = variant_of(Rules(card_values="black-maria"))
    legal = hand & ~mask_of(parse_cards("4D"))
    ace = Card.parse("AS").index
    index = play_card(hand, legal, trick, 1, 2, ace, trick, 1, 0, -1, 0, variant.penalty, variant.values)
    assert Card.from_index(index).code == "KS"


def test_without_a_moon_nobody_tries_for_one_or_fears_one() -> None:
    taken = [HEARTS_MASK & ~(1 << 51), 0, 0, 0]
    assert moon_threat(taken, 1) == 0
    assert moon_threat(taken, 1, 0, variant_of(Rules(moon="none")).moon) == -1
    strong = mask_of(parse_cards("AH KH QH JH TH 9H 8H AS KS QS AC KC AD"))
    assert ready_to_shoot(strong, 0, [0, 0, 0, 0], 0)
    assert not ready_to_shoot(strong, 0, [0, 0, 0, 0], 0, variant_of(Rules(moon="none")).moon)


def test_a_heart_led_when_hearts_are_free_tells_nothing_about_the_hand() -> None:
    rules = Rules(hearts_must_be_broken=False)
    hands = NORTH_LEADS_ONLY_HEARTS
    strict = build_round(hands, "2C 3C AC 4C 2H")
    free = build_round(hands, "2C 3C AC 4C 2H", rules=rules)
    spade = Card.parse("2S").mask
    assert Knowledge.from_view(strict.view(0)).excluded[2] & spade
    assert not Knowledge.from_view(free.view(0)).excluded[2] & spade


def test_bots_refuse_nothing_the_engine_allows_on_an_any_card_opening() -> None:
    rules = Rules(first_leader="left-of-dealer", first_lead="any-card", pass_cycle=("hold",))
    rnd = Round(deal_hands(12, 0), "hold", rules, dealer=1)
    assert rnd.to_play == 2
    for level in bots.LEVELS:
        card = bots.create(level, 3).choose_play(rnd.view(2))
        assert card in rnd.legal_plays()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_house_rules, game=st.integers(1, 2**32 - 1), hand=st.integers(0, 7))
def test_rule_based_levels_play_any_house_rules(rules: Rules, game: int, hand: int) -> None:
    players = [BotPlayer(RULE_BASED[seat % 3], seed=seat) for seat in range(4)]
    rnd = play_deal(deal_hands(game, hand % 4), rules.pass_direction(hand), players, rules, dealer=(hand + 3) % 4)
    assert rnd.is_over and sorted(rnd.cards_played) == sorted(
        rnd.dealt_hand(0) + rnd.dealt_hand(1) + rnd.dealt_hand(2) + rnd.dealt_hand(3)
    )
