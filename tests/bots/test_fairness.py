"""No level looks at what its seat cannot see, and every choice is reproducible.

Fairness: in random positions, cards the seat cannot have seen are swapped
between two other hands (the deal, the other seats' passes and every play
stay consistent: the whole deal is replayed through the engine), and each
level's choice must not change.
"""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap
from collections.abc import Callable

import pytest

from hearts import bots
from hearts.cards import Card
from tests.helpers import ROOT
from tests.helpers.positions import hidden_swap, random_position

LEVELS = list(bots.LEVELS)


def choice(level: str, view: object, seed: int) -> tuple[Card, ...] | Card:
    bot = bots.create(level, seed)
    from hearts.view import SeatView

    assert isinstance(view, SeatView)
    if view.phase == "passing":
        return bot.choose_pass(view)
    return bot.choose_play(view)


@pytest.mark.parametrize("case", range(12))
def test_hidden_cards_do_not_change_any_choice(case: int) -> None:
    rng = random.Random(1000 + case)
    checked = 0
    while checked < 2:
        rnd, seat = random_position(rng)
        other = hidden_swap(rnd, seat, rng, swaps=rng.randrange(1, 4))
        if other is None:
            continue
        assert other.hand(seat) == rnd.hand(seat)
        assert any(other.hand_mask(s) != rnd.hand_mask(s) for s in range(4))
        assert other.view(seat) == rnd.view(seat)
        seed = rng.randrange(1 << 40)
        for level in LEVELS:
            assert choice(level, other.view(seat), seed) == choice(level, rnd.view(seat), seed), level
        checked += 1


def test_swaps_respect_shown_voids() -> None:
    # A swap that would give a seat a card of a suit it showed void in cannot be replayed.
    rng = random.Random(5)
    refused = 0
    for _ in range(60):
        rnd, seat = random_position(rng)
        if len(rnd.cards_played) < 30:
            continue
        if hidden_swap(rnd, seat, rng, swaps=3) is None:
            refused += 1
    assert refused > 0


def _choices_in_subprocess(hash_seed: str) -> str:
    code = textwrap.dedent(
        """
        from hearts import bots, Round, deal_hands
        rnd = Round(deal_hands(123, 0), "left")
        out = []
        players = [bots.create(level, bots.seed_for(123, 0, seat))
                   for seat, level in enumerate(["easy", "medium", "hard", "expert"])]
        for seat in range(4):
            chosen = players[seat].choose_pass(rnd.view(seat))
            out.append(" ".join(c.code for c in chosen))
            rnd.pass_cards(seat, chosen)
        for _ in range(20):
            seat = rnd.to_play
            card = players[seat].choose_play(rnd.view(seat))
            out.append(card.code)
            rnd.play(card)
        print(",".join(out))
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"PYTHONHASHSEED": hash_seed, "PATH": "/usr/bin:/bin"},
    )
    return result.stdout.strip()


def test_choices_do_not_depend_on_hash_randomisation() -> None:
    first = _choices_in_subprocess("1")
    assert first == _choices_in_subprocess("2")
    assert first.count(",") == 23


def test_same_view_and_seed_same_choice_after_other_decisions() -> None:
    # A bot keeps no state between decisions: interleaving other views changes nothing.
    rnd, seat = random_position(random.Random(77))
    while rnd.phase == "passing":
        rnd, seat = random_position(random.Random(78))
    bot: Callable[[], bots.Bot] = lambda: bots.create("expert", 9)  # noqa: E731
    fresh = bot().choose_play(rnd.view(seat))
    used = bot()
    other, other_seat = random_position(random.Random(79))
    if other.phase == "playing":
        used.choose_play(other.view(other_seat))
    assert used.choose_play(rnd.view(seat)) == fresh
