"""Rounds from explicit hands, the layouts several tests deal, playing policies, random deals, snapshots,
and the engine's reason for refusing a card, worded."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from hearts import CARDS, Card, Round, Rules, parse_cards
from hearts.seats import PassDirection
from hearts.words import illegal_text

Policy = Callable[[Round], Card]


def hands_of(south: str, west: str, north: str, east: str) -> list[list[Card]]:
    """Four hands from notation, checked to be 13 distinct cards each and the whole pack."""
    hands = [parse_cards(text) for text in (south, west, north, east)]
    seen = [card for hand in hands for card in hand]
    assert all(len(hand) == 13 for hand in hands), [len(hand) for hand in hands]
    assert sorted(seen) == list(CARDS), "the four hands must be the whole pack"
    return hands


def build_round(
    hands: Sequence[str],
    plays: str | Sequence[str] = "",
    *,
    rules: Rules | None = None,
    pass_direction: PassDirection = "hold",
    passes: Sequence[str] | None = None,
    totals: Sequence[int] = (0, 0, 0, 0),
) -> Round:
    """A round from four hand strings (South, West, North, East), optional passes, then ``plays`` in order.

    Every play is checked to be legal by the engine (an illegal one raises).
    """
    rnd = Round(hands_of(*hands), pass_direction, rules, totals=totals)
    if passes is not None:
        for seat, text in enumerate(passes):
            rnd.pass_cards(seat, parse_cards(text))
    play_cards(rnd, plays)
    return rnd


def said(rnd: Round, card: Card) -> str | None:
    """Why the seat to play may not play ``card``, as the player reads it; ``None`` if it may."""
    reason = rnd.why_illegal(card)
    return None if reason is None else illegal_text(reason)


def play_cards(rnd: Round, plays: str | Sequence[str]) -> None:
    """Play cards in order for whoever is to play."""
    for card in parse_cards(plays):
        rnd.play(card)


def lowest(rnd: Round) -> Card:
    """The policy of always playing the lowest legal card (by index)."""
    return rnd.legal_plays()[0]


def highest(rnd: Round) -> Card:
    """The policy of always playing the highest legal card (by index)."""
    return rnd.legal_plays()[-1]


def finish(rnd: Round, policy: Policy = lowest) -> None:
    """Play the round to its end with a policy."""
    while not rnd.is_over:
        rnd.play(policy(rnd))


def random_policy(rng: random.Random) -> Policy:
    """A uniformly random legal card."""
    return lambda rnd: rng.choice(rnd.legal_plays())


def pass_randomly(rnd: Round, rng: random.Random) -> None:
    """Every seat passes random cards of its own, as many as the rules say (no-op on a hold hand)."""
    if rnd.pass_direction == "hold":
        return
    for seat in range(4):
        rnd.pass_cards(seat, rng.sample(rnd.hand(seat), rnd.rules.pass_count))


def snapshot(rnd: Round) -> dict[str, Any]:
    """Every slot of a round, copied deeply enough that later changes cannot alter it, and its public state."""
    state: dict[str, Any] = {}
    for cls in type(rnd).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if not hasattr(rnd, name):
                continue
            value = getattr(rnd, name)
            state[name] = list(value) if isinstance(value, list) else value
    public = {
        "phase": rnd.phase,
        "to_play": rnd.to_play,
        "points": rnd.points,
        "hands": [rnd.hand(seat) for seat in range(4)],
        "passed": [rnd.passed(seat) for seat in range(4)],
        "received": [rnd.received(seat) for seat in range(4)],
        "tricks": rnd.tricks,
        "current_trick": rnd.current_trick,
        "cards_played": rnd.cards_played,
        "legal": rnd.legal_plays(),
        "hearts_broken": rnd.hearts_broken,
        "waiting_to_pass": rnd.waiting_to_pass,
    }
    state["public"] = public
    return state


# ------------------------------------------------------------------ layouts
# Explicit deals (South, West, North, East) shared by several tests.

SUITS = (
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
)
"""Each seat holds one whole suit: South clubs, West diamonds, North spades, East hearts."""

GAME_1_HAND_0 = (
    "3C 5C 6C 8C JC 4D 9D QD AD 2S 8S JS AH",
    "2C 4C QC 7D 8D KD 3S 5S 6S 2H 3H 5H JH",
    "AC 2D 5D TD 4S 9S TS AS 4H 6H 9H TH QH",
    "7C 9C TC KC 3D 6D JD 7S QS KS 7H 8H KH",
)
"""``deal_hands(1, 0)``: an ordinary mixed deal; West holds the 2 of clubs."""

MOON = (
    "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD AH",
    "2C 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    "AC 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
    "AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
)
"""South can take every heart and the Queen of spades without taking every trick.

Trick 1 (West leads the 2 of clubs): North's ace of clubs wins and East must discard its only safe card,
the ace of spades. Trick 2: North leads a diamond, East (void) throws a heart, South wins with the ace
and West throws the Queen of spades. After that South wins every club lead and its ace of hearts, and
North's discards give South the Jack of diamonds too.
"""

MOON_JACK_TO_NORTH = (
    "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD AH",
    "2C 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    "AC AS 2D 3D 4D 5D 6D 7D 8D 9D TD QD KD",
    "JD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
)
"""Like :data:`MOON`, but East's only safe card on trick 1 is the Jack of diamonds, which North wins."""

MOON_FIRST_TWO_TRICKS = "2C AC AS 3C  2D 2H AD QS"
MOON_JACK_FIRST_TWO_TRICKS = "2C AC JD 3C  2D 2H AD QS"

QUEEN_AND_HEARTS_ON_FIRST_TRICK = (
    "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS 2H",
    "QS 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
)
"""On trick 1 North (void in clubs) holds spades and one heart; East holds only the Queen of spades and hearts."""

NORTH_LEADS_QUEEN_OR_HEARTS = (
    "2C 5C 6C 7C 8C 9C TC JC QC KC KH AH AS",
    "3C 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
    "AC QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
    "4C AD 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS",
)
"""North wins trick 1 with the ace of clubs and then holds only the Queen of spades and hearts."""

NORTH_LEADS_ONLY_HEARTS = (
    "2C 5C 6C 7C 8C 9C TC JC QC KC AH 2S 3S",
    "3C 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
    "AC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
    "4C AD 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
)
"""North wins trick 1 with the ace of clubs and then holds only hearts."""

NORTH_LEADS_MIXED = (
    "2C 5C 6C 7C 8C 9C TC JC QC KC JH QH AS",
    "3C 4D 5D 6D 7D 8D 9D TD JD QD KD AD KH",
    "AC QS 2D 3D 2H 3H 4H 5H 6H 7H 8H 9H TH",
    "4C 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AH",
)
"""North wins trick 1 with the ace of clubs and then holds the Queen of spades, two diamonds and hearts."""

FIRST_TRICK = "2C 3C AC 4C"
"""Trick 1 of the three ``NORTH_LEADS_*`` layouts: South, West, North (wins), East."""


# ------------------------------------------------------- deals and policies for sweeps


def random_hands(rng: random.Random) -> list[list[Card]]:
    """A uniformly shuffled deal."""
    deck = list(CARDS)
    rng.shuffle(deck)
    return [deck[seat::4] for seat in range(4)]


def strong_hands(rng: random.Random, seat: int, min_rank: int = 9) -> list[list[Card]]:
    """A deal in which ``seat`` holds 13 cards of rank ``min_rank`` or higher (so moons are common)."""
    high = [card for card in CARDS if card.rank >= min_rank]
    mine = rng.sample(high, 13)
    rest = [card for card in CARDS if card not in mine]
    rng.shuffle(rest)
    hands: list[list[Card]] = []
    for other in range(4):
        hands.append(mine if other == seat else rest[:13])
        if other != seat:
            rest = rest[13:]
    return hands


def feeder_policy(rng: random.Random, shooter: int, noise: float = 0.1) -> Policy:
    """``shooter`` plays its highest legal card; the others follow low and discard points (sometimes at random)."""

    def choose(rnd: Round) -> Card:
        legal = rnd.legal_plays()
        if rnd.to_play == shooter:
            return legal[-1]
        if rng.random() < noise:
            return rng.choice(legal)
        led = rnd.current_trick.cards
        if led and legal[0].suit != led[0].suit:
            points = [card for card in legal if card.points]
            if points:
                return points[-1]
        return legal[0]

    return choose
