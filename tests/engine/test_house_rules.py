"""House rules the differential tests cannot check: pass count, first leader, card values, the sun, presets."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts import CARDS, Card, Illegal, IllegalPass, InvalidRules, Match, Round, Rules
from hearts.cards import HEARTS_MASK, SUIT_MASKS, mask_of, parse_cards
from hearts.legality import play_rules, why_illegal
from hearts.points import point_table
from hearts.record import GameRecord
from hearts.rules import (
    PASS_DIRECTIONS,
    PRESET_SOURCES,
    PRESETS,
)
from hearts.words import illegal_text, rule_lines
from tests.helpers.house_rules import any_house_rules
from tests.helpers.rounds import MOON, build_round, hands_of, random_hands, said

SPOT = Rules(card_values="spot")
MARIA = Rules(card_values="black-maria")
LEFT_OF_DEALER = {"first_leader": "left-of-dealer", "first_lead": "any-card"}


# ------------------------------------------------------------------ reading rules


def test_rules_from_before_the_house_rules_read_exactly_as_they_did() -> None:
    old = {"queen_breaks_hearts": False, "jack_of_diamonds": False, "moon": "add", "ties": "continue", "end_score": 100}
    assert Rules.from_dict(old) == Rules()
    assert Rules.from_dict({**old, "jack_of_diamonds": True}) == Rules.preset("omnibus")
    assert Rules.from_dict({"jack_of_diamonds": True, "bonus_card": "JD"}).bonus_card == "JD"
    assert Rules.from_dict({}) == Rules()


def test_every_preset_round_trips_through_json_and_names_its_source() -> None:
    assert {"standard", "parlor", "queen-breaks", "omnibus", "omnibus-10d", "spot", "black-maria", "no-hold"} <= set(
        PRESETS
    )
    assert set(PRESET_SOURCES) == set(PRESETS)
    for name, rules in PRESETS.items():
        assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
        assert rules.preset_name == name
        assert name == "standard" or rule_lines(rules)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"pass_count": 6}, "^pass_count must be 3, 4 or 5 cards, not 6.$"),
        ({"pass_count": 2}, "^pass_count must be 3, 4 or 5"),
        ({"pass_count": True}, "^pass_count must be 3, 4 or 5"),
        ({"pass_cycle": []}, "^pass_cycle must be a list of 1 to 8 directions"),
        ({"pass_cycle": ["left", "sideways"]}, "^pass_cycle holds 'sideways'"),
        ({"pass_cycle": "left"}, "^pass_cycle must be a list of directions"),
        ({"first_lead": "any-card"}, "^The holder of the 2 of clubs opens with a club, so the first lead cannot"),
        ({"first_leader": "left-of-dealer"}, "^The player left of the dealer may not hold a club"),
        ({"first_leader": "left-of-dealer", "first_lead": "any-club"}, "^The player left of the dealer"),
        ({"first_leader": "dealer"}, "^first_leader must be one of two-of-clubs, left-of-dealer"),
        ({"card_values": "omnibus"}, "^card_values must be one of standard, spot, black-maria"),
        ({"bonus_card": "QD"}, "^bonus_card must be one of none, JD, TD"),
        ({"shoot_the_sun": True, "moon": "none"}, "^Shooting the sun is scored as a moon"),
        ({"jack_of_diamonds": True, "bonus_card": "TD"}, "^jack_of_diamonds and bonus_card disagree"),
        ({"jack_of_diamonds": False, "bonus_card": "JD"}, "^jack_of_diamonds and bonus_card disagree"),
        ({"jack_of_diamonds": "yes"}, "^jack_of_diamonds must be true or false"),
        ({"no_tricks_bonus": 1}, "^no_tricks_bonus must be true or false"),
    ],
)
def test_impossible_rules_are_refused_with_one_sentence(options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidRules, match=message) as caught:
        Rules.from_dict(options)
    text = str(caught.value)
    assert text.endswith(".") and text.count(". ") == 0


def test_a_five_card_pass_with_a_hold_only_cycle_is_fine() -> None:
    rules = Rules.from_dict({"pass_count": 5, "pass_cycle": ["hold"]})
    assert rules.pass_direction(0) == rules.pass_direction(7) == "hold"


def test_a_record_with_impossible_rules_is_refused() -> None:
    from hearts.errors import InvalidRecord

    data = GameRecord(5).to_data()
    data["rules"] = {"pass_count": 6}
    with pytest.raises(InvalidRecord, match="^rules: pass_count must be 3, 4 or 5"):
        GameRecord.from_data(data)


# ------------------------------------------------------------------ passing


def test_four_cards_are_passed_and_received_when_the_rules_say_four() -> None:
    rnd = Round(hands_of(*MOON), "left", Rules(pass_count=4))
    with pytest.raises(IllegalPass, match="^Pass exactly four cards, not 3.$"):
        rnd.pass_cards(0, rnd.hand(0)[:3])
    for seat in range(4):
        rnd.pass_cards(seat, rnd.hand(seat)[:4])
    assert all(len(rnd.hand(seat)) == 13 for seat in range(4))
    assert rnd.received(1) == tuple(hands_of(*MOON)[0][:4])


def test_a_record_of_five_card_passes_replays_and_refuses_three() -> None:
    from hearts.errors import InvalidRecord

    match = Match(77, Rules(pass_count=5))
    for seat in range(4):
        match.round.pass_cards(seat, match.round.hand(seat)[-5:])
    text = GameRecord.from_match(match).to_json()
    again = GameRecord.from_json(text).replay()
    assert again.round.hand(0) == match.round.hand(0)
    data = json.loads(text)
    data["deals"][0]["passes"][1] = "2C 3C 4C"
    with pytest.raises(InvalidRecord, match="^deal 1, pass of West: A pass is five cards, not 3.$"):
        GameRecord.from_data(data)


# ------------------------------------------------------------------ the first lead


def test_the_player_left_of_the_dealer_leads_any_card_but_no_heart_or_queen() -> None:
    rules = Rules(**LEFT_OF_DEALER)  # type: ignore[arg-type]
    match = Match(3, rules.with_options(pass_cycle=("hold",)))
    leaders = []
    for hand in range(4):
        rnd = match.round
        leaders.append(rnd.to_play)
        hand_mask = rnd.hand_mask(rnd.to_play or 0)
        legal = rnd.legal_mask()
        assert legal == hand_mask & ~HEARTS_MASK & ~Card.parse("QS").mask
        while not rnd.is_over:
            rnd.play(rnd.legal_plays()[-1])
        if hand < 3:
            match.next_round()
    assert leaders == [0, 1, 2, 3]


def test_leading_the_queen_to_the_first_trick_is_refused_with_its_reason() -> None:
    rnd = Round(hands_of(*MOON), "hold", Rules(**LEFT_OF_DEALER))  # type: ignore[arg-type]
    assert rnd.to_play == 0
    queen = Card.parse("QS")
    led = "No points on the first trick: you may not lead the Queen of spades while you have another card to lead."
    if rnd.hand_mask(0) & queen.mask:
        assert rnd.why_illegal(queen) == Illegal("points-led-on-first-trick", queen)
        assert said(rnd, queen) == led
    play = play_rules(Rules(**LEFT_OF_DEALER))  # type: ignore[arg-type]
    assert why_illegal(queen, mask_of(parse_cards("3C QS")), -1, True, False, play) == Illegal(
        "points-led-on-first-trick", queen
    )
    assert illegal_text(Illegal("points-led-on-first-trick", queen)) == led
    heart = next(card for card in rnd.hand(0) if card.suit == 3)
    assert rnd.why_illegal(heart) == Illegal("hearts-not-broken", heart)
    assert said(rnd, heart) == (
        "Hearts have not been broken yet, so you may not lead a heart while you hold another suit."
    )


def test_any_club_may_open_when_the_rules_allow() -> None:
    rnd = Round(hands_of(*MOON), "hold", Rules(first_lead="any-club"))
    leader = rnd.to_play
    assert leader is not None
    assert rnd.legal_mask() == rnd.hand_mask(leader) & SUIT_MASKS[0]
    diamond = next(card for card in rnd.hand(leader) if card.suit != 0)
    assert rnd.why_illegal(diamond) == Illegal("club-opens", diamond)
    assert said(rnd, diamond) == "The first trick opens with a club: lead one of your clubs."


# ------------------------------------------------------------------ card values, moon and sun


def test_spot_hearts_score_their_rank_and_the_queen_twenty_five() -> None:
    table = point_table(SPOT)
    assert [table.values[card.index] for card in CARDS if card.suit == 3] == list(range(2, 15))
    assert table.of(Card.parse("QS").mask) == 25 and table.total == 129


def test_black_maria_scores_the_three_high_spades() -> None:
    table = point_table(MARIA)
    assert [table.of(Card.parse(code).mask) for code in ("AS", "KS", "QS", "JS", "5H")] == [7, 10, 13, 0, 1]
    assert table.total == 43


def test_the_ten_of_diamonds_is_the_bonus_card_of_omnibus_10d() -> None:
    table = point_table(Rules.preset("omnibus-10d"))
    assert table.of(Card.parse("TD").mask) == -10 and table.of(Card.parse("JD").mask) == 0


def moon_taken(rules: Rules, shooter_mask: int) -> list[int]:
    rest = (1 << 52) - 1 & ~shooter_mask
    return [shooter_mask, rest, 0, 0]


@pytest.mark.parametrize(
    ("rules", "scores"),
    [
        (SPOT, (0, 129, 129, 129)),
        (SPOT.with_options(moon="subtract"), (-129, 0, 0, 0)),
        (MARIA, (0, 43, 43, 43)),
        (Rules(moon="none"), (26, 0, 0, 0)),
        (Rules(bonus_card="TD"), (0, 16, 26, 26)),
    ],
)
def test_a_moon_is_every_penalty_card_of_the_variant(rules: Rules, scores: tuple[int, ...]) -> None:
    from hearts.scoring import deal_scores

    penalty = point_table(rules).penalty
    taken = moon_taken(rules, penalty)
    assert deal_scores(taken, rules) == scores


def test_black_maria_needs_the_ace_and_king_of_spades_for_a_moon() -> None:
    from hearts.scoring import deal_scores, moon_shooter

    hearts_and_queen = HEARTS_MASK | Card.parse("QS").mask
    taken = moon_taken(MARIA, hearts_and_queen)
    assert moon_shooter(taken, MARIA) is None
    assert deal_scores(taken, MARIA) == (26, 17, 0, 0)


@pytest.mark.parametrize(("moon", "scores"), [("add", (0, 52, 52, 52)), ("subtract", (-52, 0, 0, 0))])
def test_the_sun_is_all_thirteen_tricks_and_counts_double(moon: str, scores: tuple[int, ...]) -> None:
    from hearts.scoring import deal_scores

    rules = Rules(shoot_the_sun=True, moon=moon)  # type: ignore[arg-type]
    assert deal_scores([(1 << 52) - 1, 0, 0, 0], rules) == scores
    assert deal_scores([(1 << 52) - 1, 0, 0, 0], Rules(moon=moon)) == tuple(s // 2 for s in scores)  # type: ignore[arg-type]


def test_the_no_tricks_bonus_is_not_given_in_a_moon_deal() -> None:
    from hearts.scoring import deal_scores

    rules = Rules(no_tricks_bonus=True)
    everything_but_two = (1 << 52) - 1 & ~mask_of(parse_cards("2C 3C 4C 5C"))
    assert deal_scores([everything_but_two, mask_of(parse_cards("2C 3C 4C 5C")), 0, 0], rules) == (0, 26, 26, 26)
    assert deal_scores(
        [HEARTS_MASK, Card.parse("QS").mask, 0, (1 << 52) - 1 & ~HEARTS_MASK & ~Card.parse("QS").mask], rules
    ) == (13, 13, -5, 0)


def test_black_maria_bars_the_high_spades_from_the_first_trick() -> None:
    hands = (
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS 2H",
        "QS 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
    )
    standard_play = build_round(hands, "2C 2D", rules=Rules(first_lead="two-of-clubs", card_values="black-maria"))
    assert Card.parse("AS") not in standard_play.legal_plays() and Card.parse("2S") in standard_play.legal_plays()


# ------------------------------------------------------------------ invariants over every variant


def expected_total(rnd: Round) -> set[int]:
    """What the four scores of a finished deal add up to, from the rules text."""
    rules = rnd.rules
    table = point_table(rules)
    bonus = -10 if rules.bonus_card != "none" else 0
    if rnd.moon_shooter is None:
        zero = sum(1 for seat in range(4) if not rnd.taken_mask(seat)) if rules.no_tricks_bonus else 0
        return {table.total + bonus - 5 * zero}
    amount = table.total * (2 if rules.shoot_the_sun and rnd.tricks_won(rnd.moon_shooter) == 13 else 1)
    return {3 * amount + bonus, -amount + bonus}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_house_rules, seed=st.integers(0, 2**32 - 1), direction=st.sampled_from(PASS_DIRECTIONS))
def test_every_variant_keeps_the_cards_and_scores_its_total(rules: Rules, seed: int, direction: str) -> None:
    rng = random.Random(seed)
    rnd = Round(random_hands(rng), direction, rules, dealer=rng.randrange(4))  # type: ignore[arg-type]
    for seat in rnd.waiting_to_pass:
        rnd.pass_cards(seat, rng.sample(rnd.hand(seat), rules.pass_count))
    assert sorted(len(rnd.hand(seat)) for seat in range(4)) == [13, 13, 13, 13]
    assert mask_of(c for s in range(4) for c in rnd.hand(s)) == (1 << 52) - 1
    while not rnd.is_over:
        legal = rnd.legal_plays()
        assert legal and all(rnd.why_illegal(card) is None for card in legal)
        for card in rnd.hand(rnd.to_play or 0):
            assert (rnd.why_illegal(card) is None) == (card in legal)
        rnd.play(rng.choice(legal))
    assert sorted(rnd.cards_played) == list(CARDS)
    assert sum(rnd.points) in expected_total(rnd)
    penalty = point_table(rules).penalty
    if rnd.moon_shooter is not None:
        assert rnd.taken_mask(rnd.moon_shooter) & penalty == penalty


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_house_rules, game=st.integers(1, 2**32 - 1))
def test_records_of_every_variant_replay_to_the_same_match(rules: Rules, game: int) -> None:
    match = Match(game, rules)
    for _ in range(3):
        rnd = match.round
        for seat in rnd.waiting_to_pass:
            rnd.pass_cards(seat, rnd.hand(seat)[-rules.pass_count :])
        while not rnd.is_over:
            rnd.play(rnd.legal_plays()[len(rnd.legal_plays()) // 2])
        if match.is_over:
            break
        match.next_round()
    again = GameRecord.from_json(GameRecord.from_match(match).to_json()).replay()
    assert again.totals == match.totals and again.rules == rules
    assert [r.pass_direction for r in again.rounds] == [rules.pass_direction(k) for k in range(len(again.rounds))]


# ------------------------------------------------------------------ perft: counts of legal play sequences


def reference_legal(rnd_hand: int, trick: list[Card], first: bool, broken: bool, rules: Rules) -> int:
    """The legal cards written straight from the rules text, one card at a time (independent of the engine)."""
    hand = [card for card in CARDS if rnd_hand & card.mask]
    penalty = point_table(rules).penalty
    if trick:
        follow = [c for c in hand if c.suit == trick[0].suit]
        if follow:
            return mask_of(follow)
        if first and not rules.points_on_first_trick:
            safe = [c for c in hand if not c.mask & penalty]
            if safe:
                return mask_of(safe)
        return mask_of(hand)
    if first and rules.first_lead == "two-of-clubs":
        return mask_of(c for c in hand if c.code == "2C")
    if first and rules.first_lead == "any-club":
        return mask_of(c for c in hand if c.suit == 0)
    leads = hand
    if rules.hearts_must_be_broken and not broken:
        others = [c for c in hand if c.suit != 3]
        if others and not (rules.lead_hearts_over_queen and [c.code for c in others] == ["QS"]):
            leads = others
    if first and not rules.points_on_first_trick:
        safe = [c for c in leads if not c.mask & penalty]
        leads = safe or leads
    return mask_of(leads)


def perft(rnd: Round, depth: int, check: bool) -> int:
    if depth == 0 or rnd.is_over:
        return 1
    if check:
        seat = rnd.to_play or 0
        trick = list(rnd.current_trick.cards)
        assert rnd.legal_mask() == reference_legal(
            rnd.hand_mask(seat), trick, not rnd.tricks, rnd.hearts_broken, rnd.rules
        ), (rnd.rules, rnd.cards_played)
    total = 0
    for card in rnd.legal_plays():
        child = rnd.copy()
        child.play(card)
        total += perft(child, depth - 1, check)
    return total


PERFT_DEAL = 28
"""A deal in which every option below changes the count within five cards."""


@pytest.mark.parametrize(
    ("options", "counts"),
    [
        ({}, [1, 3, 12, 84, 700]),
        ({"first_lead": "any-club"}, [6, 18, 72, 504, 4438]),
        (LEFT_OF_DEALER, [8, 43, 216, 636, 5698]),
        ({"points_on_first_trick": True}, [1, 3, 12, 156, 1564]),
        ({"hearts_must_be_broken": False, **LEFT_OF_DEALER}, [8, 43, 216, 636, 7632]),
        ({"card_values": "black-maria", **LEFT_OF_DEALER}, [8, 39, 192, 564, 5064]),
    ],
)
def test_perft_counts_match_a_reference_written_from_the_rules(options: dict[str, str], counts: list[int]) -> None:
    """Counts of the legal play sequences of 1 to 5 cards, each position checked against the reference."""
    from hearts.deals import deal_hands

    rnd = Round(deal_hands(PERFT_DEAL, 0), "hold", Rules.from_dict(options))
    assert [perft(rnd, depth, check=depth == 5) for depth in range(1, 6)] == counts


def test_a_record_written_before_the_house_rules_replays_exactly() -> None:
    match = Match(42)
    for seat in range(4):
        match.round.pass_cards(seat, match.round.hand(seat)[:3])
    for _ in range(9):
        match.round.play(match.round.legal_plays()[0])
    data = GameRecord.from_match(match).to_data()
    data["rules"] = {
        "queen_breaks_hearts": False,
        "jack_of_diamonds": False,
        "moon": "add",
        "ties": "continue",
        "end_score": 100,
    }
    again = GameRecord.from_json(json.dumps(data)).replay()
    assert again.rules == Rules() and again.round.cards_played == match.round.cards_played
    assert again.round.points == match.round.points
