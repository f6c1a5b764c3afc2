"""A seat's view holds only what that seat knows, and nothing that leads back to the round."""

from __future__ import annotations

import dataclasses
import gc
import pickle
import random
import types
from collections.abc import Iterator

import pytest

from hearts import Card, Illegal, Round, Rules, SeatView, Trick, deal_hands, mask_of, parse_cards
from hearts.words import illegal_text
from tests.helpers.rounds import GAME_1_HAND_0, build_round, hands_of, pass_randomly

SOUTH, WEST, NORTH, EAST = range(4)
_SKIP = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType)


def reachable(root: object) -> Iterator[object]:
    """Every object reachable from ``root`` through its data (classes, modules and functions are not followed)."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, _SKIP):
            continue
        seen.add(id(obj))
        yield obj
        stack.extend(gc.get_referents(obj))


def known_cards(rnd: Round, seat: int) -> set[Card]:
    """The cards ``seat`` may know about: its hand, every card played, its pass and what it received."""
    known = set(rnd.hand(seat)) | set(rnd.cards_played)
    known |= set(rnd.passed(seat) or ())
    known |= set(rnd.received(seat) or ())
    return known


def check_view_is_private(rnd: Round, seat: int, view: SeatView | None = None) -> SeatView:
    if view is None:
        view = rnd.view(seat)
    objects = list(reachable(view))
    assert not any(isinstance(obj, Round) for obj in objects)
    cards = {obj for obj in objects if isinstance(obj, Card)}
    assert cards <= known_cards(rnd, seat)
    assert set(rnd.hand(seat)) <= cards
    numbers = {obj for obj in objects if type(obj) is int}
    for other in range(4):
        mask = rnd.hand_mask(other)
        if other != seat and mask.bit_count() >= 2:
            assert mask not in numbers
    data = pickle.dumps(view)
    assert b"Round" not in data and b"_hands" not in data
    assert pickle.loads(data) == view
    return view


def test_views_at_every_step_of_random_deals_reveal_nothing_more() -> None:
    rng = random.Random(11)
    for game, direction in ((3, "left"), (4, "across"), (5, "hold")):
        rnd = Round(deal_hands(game, 0), direction)  # type: ignore[arg-type]
        for seat in range(4):
            check_view_is_private(rnd, seat)
        if direction != "hold":
            rnd.pass_cards(SOUTH, rnd.hand(SOUTH)[-3:])
            for seat in range(4):
                check_view_is_private(rnd, seat)
        pass_randomly_rest(rnd, rng)
        step = 0
        while not rnd.is_over:
            if step % 5 == 0:
                for seat in range(4):
                    check_view_is_private(rnd, seat)
            rnd.play(rng.choice(rnd.legal_plays()))
            step += 1
        for seat in range(4):
            check_view_is_private(rnd, seat)


def pass_randomly_rest(rnd: Round, rng: random.Random) -> None:
    for seat in rnd.waiting_to_pass:
        rnd.pass_cards(seat, rng.sample(rnd.hand(seat), 3))


def test_view_contents_while_passing() -> None:
    rnd = Round(hands_of(*GAME_1_HAND_0), "left", totals=(10, 20, 30, 40))
    rnd.pass_cards(SOUTH, parse_cards("3C 5C AH"))
    view = rnd.view(SOUTH)
    assert view.seat == SOUTH and view.phase == "passing"
    assert view.hand == tuple(parse_cards(GAME_1_HAND_0[SOUTH]))
    assert view.passed == tuple(parse_cards("3C 5C AH"))
    assert view.received is None
    assert view.pass_target == WEST and view.pass_source == EAST
    assert view.to_play is None and view.legal_plays == ()
    assert view.totals == (10, 20, 30, 40)
    assert view.rules == Rules()
    assert rnd.view(WEST).passed is None
    assert view.unseen_mask == mask_of(c for s in (1, 2, 3) for c in parse_cards(GAME_1_HAND_0[s]))


def test_view_contents_while_playing() -> None:
    rnd = build_round(GAME_1_HAND_0, "", pass_direction="left", passes=("3C 5C AH", "2H 3H 5H", "4H 6H 9H", "7H 8H KH"))
    rnd.play(rnd.legal_plays()[0])
    for seat in range(4):
        view = rnd.view(seat)
        assert view.hand == tuple(rnd.hand(seat))
        assert view.received == rnd.received(seat)
        assert view.current_trick == rnd.current_trick
        assert view.to_play == rnd.to_play
        assert view.legal_plays == (tuple(rnd.legal_plays()) if seat == rnd.to_play else ())
        assert view.points == rnd.points
        assert view.plays == tuple(rnd.plays)
        assert view.unseen_mask & (mask_of(view.hand) | mask_of(rnd.cards_played)) == 0
        assert view.unseen_mask & mask_of(view.passed or ()) == 0
        if seat == rnd.to_play:
            for card in view.hand:
                assert view.why_illegal(card) == rnd.why_illegal(card)
        else:
            assert view.why_illegal(view.hand[0]) == Illegal("out-of-turn", view.hand[0])
            assert illegal_text(Illegal("out-of-turn", view.hand[0])) == "It is not your turn."


def test_a_view_is_a_frozen_snapshot() -> None:
    rnd = build_round(GAME_1_HAND_0)
    view = rnd.view(WEST)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = 2  # type: ignore[misc]
    rnd.play(Card.parse("2C"))
    assert Card.parse("2C") in view.hand
    assert view.current_trick.cards == ()


@pytest.mark.parametrize("bad", [-1, 4, "0", None])
def test_bad_seat(bad: object) -> None:
    with pytest.raises(ValueError, match="Seats are 0 \\(South\\) to 3 \\(East\\)"):
        build_round(GAME_1_HAND_0).view(bad)  # type: ignore[arg-type]


def test_random_pass_helper_keeps_views_private() -> None:
    rnd = Round(deal_hands(9, 1), "right")
    pass_randomly(rnd, random.Random(3))
    for seat in range(4):
        view = check_view_is_private(rnd, seat)
        assert view.received is not None and len(view.received) == 3


def test_the_privacy_check_catches_leaks() -> None:
    rnd = build_round(GAME_1_HAND_0)
    view = rnd.view(SOUTH)
    west_card = rnd.hand(WEST)[5]
    leaks = [
        dataclasses.replace(view, current_trick=Trick(SOUTH, (west_card,))),
        dataclasses.replace(view, tricks=((rnd,),)),  # type: ignore[arg-type]
        dataclasses.replace(view, totals=(0, rnd.hand_mask(NORTH), 0, 0)),
    ]
    for leaky in leaks:
        with pytest.raises(AssertionError):
            check_view_is_private(rnd, SOUTH, leaky)
