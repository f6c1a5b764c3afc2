"""The Expert against a moon: a rival who has taken every point card so far is searched as going for it."""

from __future__ import annotations

from hearts import bots
from hearts.bots.knowledge import Knowledge
from hearts.bots.search import moon_runner, play_setup, runner_strength
from hearts.bots.sim import Position, playout_taken, score_taken
from hearts.bots.variant import variant_of
from hearts.cards import Card, mask_of, parse_cards
from hearts.deals import deal_hands
from hearts.round import Round
from hearts.rules import Rules
from hearts.seats import dealer_for_hand

# A hold deal against three ISMCTS players: North has taken the Q♥ and eight more hearts, East has
# just thrown the 2♥ on North's 5♠, and West, to play, holds the J♠, K♠ and A♠ over the lead.
GAME, HAND = 31047608, 2
BEFORE_THE_STOP = "2C QC KC 5C AD 5D QD 7D 7C 9C AC TC 8S TS QH 7S JH 8H TH 9H AH 4H 7H 5H 5S 2H 4S"


def _round(plays: str) -> Round:
    rnd = Round(deal_hands(GAME, HAND), "hold", Rules(), dealer=dealer_for_hand(HAND))
    for card in parse_cards(plays):
        rnd.play(card)
    return rnd


MOON = variant_of(Rules()).moon


def test_a_rival_with_every_point_card_and_enough_of_them_is_the_runner() -> None:
    view = _round(BEFORE_THE_STOP).view(1)
    assert moon_runner(Knowledge.from_view(view), MOON) == 2
    assert play_setup(view).runner == 2
    # East's view too; North itself has no runner to fear.
    assert moon_runner(Knowledge.from_view(_round(BEFORE_THE_STOP + " 2S").view(2)), MOON) == -1


def test_a_single_heart_makes_a_runner_and_the_trick_in_play_counts_for_its_winner() -> None:
    before = "2C QC KC 5C AD 5D QD 7D 7C 9C AC TC 8S TS"
    assert moon_runner(Knowledge.from_view(_round(before).view(0)), MOON) == -1  # no point card taken yet
    # North wins the 8♠ trick so far, and East has thrown the Q♥ on it: South, to play, sees a runner.
    assert moon_runner(Knowledge.from_view(_round(before + " QH").view(0)), MOON) == 2
    rnd = _round(before + " QH 7S")  # North has taken the Q♥ alone
    assert moon_runner(Knowledge.from_view(rnd.view(0)), MOON) == 2
    assert moon_runner(Knowledge.from_view(rnd.view(2)), MOON) == -1  # nobody else has any


def test_the_trick_in_play_is_counted_for_the_seat_the_engine_has_winning_it() -> None:
    before = "2C QC KC 5C AD 5D QD 7D 7C 9C AC TC 8S TS"
    assert Knowledge.from_view(_round(before).view(0)).trick_winner == 2  # North's 10♠ over West's 8♠
    k = Knowledge.from_view(_round(before + " QH").view(0))
    assert k.trick_winner == 2
    assert k.taken_with_trick()[2] == k.taken[2] | mask_of(parse_cards("8S TS QH"))
    assert k.taken[2] & Card.parse("QH").mask == 0  # the trick is not taken yet
    assert Knowledge.from_view(_round(before + " QH 7S").view(0)).trick_winner == -1  # no card of the next trick yet


def test_nobody_runs_once_two_seats_have_point_cards_or_without_a_moon() -> None:
    k = Knowledge.from_view(_round(BEFORE_THE_STOP).view(1))
    assert moon_runner(k, 0) == -1  # the rules have no moon
    k.taken[3] |= Card.parse("3H").mask  # East has a heart too
    assert moon_runner(k, MOON) == -1


def test_the_expert_takes_the_heart_with_a_spade_to_stop_the_moon() -> None:
    view = _round(BEFORE_THE_STOP).view(1)
    assert view.to_play == 1
    jack = Card.parse("JS")
    for seed in range(6):
        assert bots.create("expert", seed).choose_play(view) == jack


def test_it_leads_a_high_spade_rather_than_hand_the_lead_back_to_the_runner() -> None:
    # As the game went: West ducked with the 2♠, then won North's 9♠ with the J♠; it leads, North holding every point.
    view = _round(BEFORE_THE_STOP + " 2S 9S JD 8C JS").view(1)
    assert view.to_play == 1
    choices = [bots.create("expert", seed).choose_play(view) for seed in range(8)]
    assert sum(card in parse_cards("KS AS") for card in choices) >= 6


def test_the_guard_defends_against_the_runner_in_a_playout() -> None:
    # After five tricks North has the Q♥ and four more hearts: fewer than the rules of thumb fear.
    rnd = _round("2C QC KC 5C AD 5D QD 7D 7C 9C AC TC 8S TS QH 7S JH 8H TH 9H")
    k = Knowledge.from_view(rnd.view(1))
    hands = [rnd.hand_mask(seat) for seat in range(4)]
    pos = Position.from_knowledge(k)
    shoot = [False, False, True, False]
    unwarned = score_taken(playout_taken(hands, pos, shoot, -1, k.shown_voids), pos)
    # Before the seventh trick the seats other than the guard defend as the rules of thumb do: as if unwarned.
    assert unwarned == score_taken(playout_taken(hands, pos, shoot, -1, k.shown_voids, (3, 2)), pos)
    warned = score_taken(playout_taken(hands, pos, shoot, -1, k.shown_voids, (1, 2)), pos)
    assert warned[2] < unwarned[2]  # West, warned, takes tricks from North
    assert warned[1] > unwarned[1]


def test_from_the_seventh_trick_on_only_the_guard_sees_the_runners_moon_coming() -> None:
    # West to play on the eighth trick, North holding every point card so far (the game as it went).
    rnd = _round(BEFORE_THE_STOP + " 2S 9S JD 8C")
    k = Knowledge.from_view(rnd.view(1))
    hands = [rnd.hand_mask(seat) for seat in range(4)]
    pos = Position.from_knowledge(k)
    shoot = [False, False, True, False]
    # North's haul is large enough for the rules of thumb to fear: West takes the Q♠ and stops the moon...
    assert score_taken(playout_taken(hands, pos, shoot, -1, k.shown_voids), pos) == (0, 14, 12, 0)
    assert score_taken(playout_taken(hands, pos, shoot, -1, k.shown_voids, (1, 2)), pos) == (0, 14, 12, 0)
    # ...but in East's search, where East guards, West does not see it coming, and North makes it.
    assert score_taken(playout_taken(hands, pos, shoot, -1, k.shown_voids, (3, 2)), pos) == (26, 26, 0, 26)


def test_the_guard_keeps_the_heart_that_stops_the_moon_for_the_trick_it_can_win() -> None:
    # A hold deal against three ISMCTS players: West took the Q♠ on the fifth trick and every trick since, and leads
    # the Q♦ to the ninth. North, void in diamonds, holds K♥ 9♥ 4♥ 2♥ 2♠; West still holds A♥ Q♥ 7♥ and the 9♦.
    rnd = Round(deal_hands(86697131, 0), "hold", Rules(), dealer=dealer_for_hand(0))
    plays = "2C KC 6C QC 5C TC 7C AC 2D 8D TD KD 4C 8C KS JC 3C QS 9C 4D JS 7S 9S TS 7D 5D JD AD 5S AS 8S 6S QD"
    for card in parse_cards(plays):
        rnd.play(card)
    k = Knowledge.from_view(rnd.view(2))
    assert moon_runner(k, MOON) == 1
    hands = [rnd.hand_mask(seat) for seat in range(4)]
    pos = Position.from_knowledge(k)
    shoot = [False, True, False, False]

    def scores(first: str) -> tuple[int, ...]:
        return score_taken(playout_taken(hands, pos, shoot, Card.parse(first).index, k.shown_voids, (2, 1)), pos)

    # In the game North threw the K♥ here and the 9♥ on the 9♦ next, and West made the moon. A guard that keeps
    # its stoppers follows West's A♥ and Q♥ with its lowest hearts and stops it, with the K♥ or, thrown now, the
    # 9♥ over West's last heart.
    for first in ("2H", "KH"):
        stopped = scores(first)
        assert stopped[1] > 0 and stopped[2] > 0, first


def test_the_guard_keeps_its_ace_of_hearts_for_a_runner_strong_enough_to_need_it() -> None:
    # A hold deal against three ISMCTS players: West took the Q♠ at the second trick, won the seventh with the Q♦
    # and leads the J♣ to the eighth. East, void in clubs, holds A♥ 9♥ 7♥ 2♥ 9♠ 8♠. In the game it threw the A♥,
    # and West, left with K♣ Q♣ 4♣ 10♦ K♥, took every heart.
    rnd = Round(deal_hands(89000268, 0), "hold", Rules(), dealer=dealer_for_hand(0))
    plays = "2C 6C AC TC JS AS QS 7S JD 2D 9D AD KD 8D 7D 3D 4S 5S 6S 2S KS 3S TS 3C 5D 4D 6D QD JC 9C"
    for card in parse_cards(plays):
        rnd.play(card)
    view = rnd.view(3)
    k = Knowledge.from_view(view)
    assert moon_runner(k, MOON) == 1
    # West's hand is one that makes the moon unless East stops it: the search's runner is dealt such hands.
    assert runner_strength(k, 1)(rnd.hand_mask(1))
    assert not runner_strength(k, 1)(mask_of(parse_cards("4C 5C TD 3H 4H 5H")))
    choices = [bots.create("expert", seed).choose_play(view) for seed in range(6)]
    assert Card.parse("AH") not in choices
