"""The Expert's playouts play every card as the rules of thumb say, under every preset.

:func:`hearts.bots.sim.playout_taken` takes the commonest legal masks and the
rules of thumb's dispatch in its own loop, for speed. Here a plain playout,
asking :func:`hearts.legality.legal_mask` and :func:`hearts.bots.policy.play_card`
for every card and keeping the trick in a list, must take the very same cards.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.bots.policy import moon_threat, play_card, shoot_card
from hearts.bots.sim import BLIND_FROM, Guard, Position, playout_taken, shooters
from hearts.bots.variant import variant_of
from hearts.cards import HEARTS_MASK
from hearts.legality import legal_mask
from hearts.rules import PRESETS


def plain_playout(hands: list[int], pos: Position, shoot: list[bool], first_card: int, guard: Guard) -> list[int]:
    """The playout as the rules of thumb describe it, card by card, to the last trick."""
    variant = variant_of(pos.rules)
    hands, taken, shoot = list(hands), list(pos.taken), list(shoot)
    gone, broken, first, voids, leader = pos.gone, pos.hearts_broken, pos.first_trick, 0, pos.leader
    guarding, watch = guard
    late = guarding >= 0 and pos.gone.bit_count() >= BLIND_FROM
    trick: list[int] = []
    while any(hands):
        seat = (leader + len(trick)) % 4
        lead = trick[0] // 13 if trick else -1
        best = max((card for card in trick if card // 13 == lead), default=-1)
        winner = (leader + trick.index(best)) % 4 if trick else leader
        trick_mask = sum(1 << card for card in trick)
        legal = legal_mask(hands[seat], lead, first, broken, variant.play)
        if first_card >= 0:
            card, first_card = first_card, -1
        elif shoot[seat]:
            card = shoot_card(hands[seat], legal, len(trick), lead, best, gone, variant.penalty)
        else:
            threat = moon_threat(taken, -1, 0, variant.moon)
            threat = threat if threat != seat else -1
            if seat == guarding and threat < 0 and shoot[watch] and taken[watch] & variant.moon:
                threat = watch
            elif late and seat != guarding and threat == watch:
                threat = -1  # late in the deal only the guard sees the runner coming
            card = play_card(
                hands[seat], legal, trick_mask, len(trick), lead, best, gone, seat, winner, threat, voids,
                variant.penalty, variant.values,
            )  # fmt: skip
        assert legal >> card & 1
        if trick and card // 13 != lead:
            voids |= 1 << (4 * seat + lead)
        hands[seat] &= ~(1 << card)
        gone |= 1 << card
        broken = broken or bool(1 << card & variant.play.breakers)
        trick.append(card)
        if len(trick) == 4:
            lead = trick[0] // 13
            best = max(card for card in trick if card // 13 == lead)
            leader = (leader + trick.index(best)) % 4
            taken[leader] |= sum(1 << card for card in trick)
            if sum(1 << card for card in trick) & variant.penalty:
                shoot = [wants and other == leader for other, wants in enumerate(shoot)]
            trick, first = [], False
            if gone & variant.settles == variant.settles:
                break  # as the fast playout does: nothing left can change the score
    return taken


@settings(max_examples=150, deadline=None)
@given(
    shuffle=st.integers(0, 2**32 - 1),
    preset=st.sampled_from(sorted(PRESETS)),
    shooting=st.lists(st.booleans(), min_size=4, max_size=4),
    guard=st.sampled_from([(-1, -1), (0, 1), (2, 3), (3, 1)]),
    first=st.booleans(),
)
def test_the_fast_playout_takes_what_the_rules_of_thumb_take(
    shuffle: int, preset: str, shooting: list[bool], guard: Guard, first: bool
) -> None:
    deck = list(range(52))
    random.Random(shuffle).shuffle(deck)
    hands = [sum(1 << card for card in deck[seat::4]) for seat in range(4)]
    rules = PRESETS[preset]
    pos = Position.start(hands, rules, (0, 0, 0, 0))
    shoot = [wants or ready for wants, ready in zip(shooting, shooters(hands, pos), strict=True)]
    first_card = -1
    if first:  # the search's own card first: the lowest it may lead
        legal = legal_mask(hands[pos.leader], -1, True, False, variant_of(rules).play)
        first_card = (legal & -legal).bit_length() - 1
    fast = playout_taken(hands, pos, shoot, first_card, 0, guard)
    assert fast == plain_playout(hands, pos, shoot, first_card, guard)


@settings(max_examples=150, deadline=None)
@given(
    shuffle=st.integers(0, 2**32 - 1),
    guard=st.sampled_from([(0, 1), (2, 3), (3, 1), (1, 0)]),
    hearts_taken=st.integers(1, 8),
)
def test_late_in_a_deal_the_fast_playout_takes_what_the_rules_of_thumb_take(
    shuffle: int, guard: Guard, hearts_taken: int
) -> None:
    """Six tricks gone, the runner holding every point card taken: the stretch where only the guard defends."""
    deck = list(range(52))
    random.Random(shuffle).shuffle(deck)
    hearts = [card for card in deck if HEARTS_MASK >> card & 1][:hearts_taken]
    others = [card for card in deck if card not in hearts]
    gone_cards = hearts + others[: BLIND_FROM - len(hearts)]
    left = others[BLIND_FROM - len(hearts) :]
    hands = [sum(1 << card for card in left[seat::4]) for seat in range(4)]
    gone = sum(1 << card for card in gone_cards)
    runner = guard[1]
    taken = [0, 0, 0, 0]
    taken[runner] = gone  # the runner took all six tricks
    pos = Position(taken, [], runner, gone, True, False, PRESETS["standard"], (0, 0, 0, 0))
    shoot = [seat == runner for seat in range(4)]
    fast = playout_taken(hands, pos, shoot, -1, 0, guard)
    assert fast == plain_playout(hands, pos, shoot, -1, guard)
