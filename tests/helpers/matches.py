"""Matches played for the tests: :func:`play_match`, a match's state to compare, a deal South may claim."""

from __future__ import annotations

import random
from typing import Final

from hearts import Match, Rules
from hearts.claim import claimable

MAX_DEALS: Final = 200
"""A match longer than this is taken for one that never ends."""


def play_match(
    game: int | Match,
    rules: Rules | None = None,
    *,
    seed: int | str | None = 0,
    stop_after: int | None = None,
) -> Match:
    """Game ``game`` (or a match already under way) played by every seat, to its end or for ``stop_after`` actions.

    An action is one seat's pass or one card; starting the next deal is none. With a ``seed``, each seat passes
    random cards of its hand and plays a random legal card, drawn from :class:`random.Random` seeded with it; with
    ``seed=None`` each seat passes the first cards of its hand and plays its first legal card.

    >>> play_match(5).is_over
    True
    >>> rnd = play_match(5, seed=None, stop_after=4 + 2).round
    >>> rnd.phase, [str(card) for card in rnd.cards_played]
    ('playing', ['2C', '3C'])
    """
    if isinstance(game, Match):
        assert rules is None, "a match under way keeps its rules"
        match = game
    else:
        match = Match(game, rules)
    rng = None if seed is None else random.Random(seed)
    actions = 0
    while stop_after is None or actions < stop_after:
        rnd = match.round
        if rnd.phase == "passing":
            seat = rnd.waiting_to_pass[0]
            hand, count = rnd.hand(seat), rnd.rules.pass_count
            rnd.pass_cards(seat, hand[:count] if rng is None else rng.sample(hand, count))
        elif rnd.phase == "playing":
            legal = rnd.legal_plays()
            rnd.play(legal[0] if rng is None else rng.choice(legal))
        elif match.is_over:
            break
        else:
            assert len(match.rounds) < MAX_DEALS, "the match does not end"
            match.next_round()
            continue
        actions += 1
    return match


def state_of(match: Match) -> tuple[object, ...]:
    """Everything a replay of the match's record must give back: totals, every deal's passes and plays, the
    position of the deal under way."""
    rnd = match.round
    return (
        match.game_number,
        match.rules,
        match.totals,
        match.is_over,
        match.winners,
        len(match.rounds),
        [r.points for r in match.rounds],
        [r.cards_played for r in match.rounds],
        [tuple(r.passed(s) for s in range(4)) for r in match.rounds],
        [rnd.hand(s) for s in range(4)],
        rnd.to_play,
        rnd.phase,
        rnd.hearts_broken,
    )


def claimable_match(game: int, tricks_left: int = 3) -> Match:
    """Game ``game``'s first deal played at random (South playing high) until South may claim every remaining
    trick with at least ``tricks_left`` tricks left."""
    for seed in range(500):
        rng = random.Random(seed)
        match = Match(game)
        rnd = match.round
        for seat in range(4):
            rnd.pass_cards(seat, rng.sample(rnd.hand(seat), 3))
        while not rnd.is_over:
            if rnd.to_play == 0 and len(rnd.hand(0)) >= tricks_left:
                claim = claimable(rnd, 0)
                if claim is not None and claim.kind == "all":
                    return match
            legal = rnd.legal_plays()
            rnd.play(legal[-1] if rnd.to_play == 0 else rng.choice(legal))
    raise AssertionError("no claimable position found")
