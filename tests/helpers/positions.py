"""Positions of real deals for the computer players and the review, and the same deal with hidden cards swapped."""

from __future__ import annotations

import random

from hearts import bots
from hearts.cards import Card, cards_from_mask, mask_of
from hearts.deals import deal_hands
from hearts.errors import IllegalPlay
from hearts.round import Round
from hearts.seats import pass_direction_for_hand


def random_position(rng: random.Random) -> tuple[Round, int]:
    """A deal (numbered game) played by Medium players to a random point; the seat to act."""
    game = rng.randrange(1, 1 << 32)
    hand_index = rng.randrange(4)
    rnd = Round(deal_hands(game, hand_index), pass_direction_for_hand(hand_index))
    player = bots.create("medium", 0)
    if rnd.phase == "passing" and rng.random() < 0.25:
        return rnd, rng.randrange(4)
    for passer in rnd.waiting_to_pass:
        rnd.pass_cards(passer, player.choose_pass(rnd.view(passer)))
    for _ in range(rng.randrange(50)):
        to_play = rnd.to_play
        assert to_play is not None
        rnd.play(player.choose_play(rnd.view(to_play)))
    seat = rnd.to_play
    assert seat is not None
    return rnd, seat


def hidden_swap(rnd: Round, seat: int, rng: random.Random, swaps: int) -> Round | None:
    """The same deal with cards ``seat`` cannot see exchanged between other hands, replayed; None if inconsistent."""
    mine_known = rnd.hand_mask(seat) | mask_of(rnd.passed(seat) or ())
    for card in rnd.cards_played:
        mine_known |= card.mask
    others = [s for s in range(4) if s != seat]
    sigma = {card: card for card in cards_from_mask((1 << 52) - 1)}
    for _ in range(swaps):
        a_seat, b_seat = rng.sample(others, 2)
        a_cards = [c for c in rnd.hand(a_seat) if not c.mask & mine_known]
        b_cards = [c for c in rnd.hand(b_seat) if not c.mask & mine_known]
        if not a_cards or not b_cards:
            return None
        a, b = rng.choice(a_cards), rng.choice(b_cards)
        for key, value in sigma.items():
            if value is a:
                sigma[key] = b
            elif value is b:
                sigma[key] = a

    def move(card: Card) -> Card:
        return sigma[card]

    hands = [rnd.dealt_hand(s) if s == seat else [move(c) for c in rnd.dealt_hand(s)] for s in range(4)]
    other = Round(hands, rnd.pass_direction, rnd.rules, totals=rnd.totals)
    try:
        for s in range(4):
            chosen = rnd.passed(s)
            if chosen is not None and rnd.phase != "passing":
                other.pass_cards(s, chosen if s == seat else [move(c) for c in chosen])
            elif chosen is not None and s == seat:
                other.pass_cards(s, chosen)
        for card in rnd.cards_played:
            other.play(card)
    except (IllegalPlay, ValueError):
        return None
    if all(other.hand_mask(s) == rnd.hand_mask(s) for s in range(4)):
        return None
    return other
