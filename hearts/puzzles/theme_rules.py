"""Puzzle themes from the position's counting facts and the review's reasons: counting, and the pass's kinds.

Each rule reads only the seat's view (:func:`hearts.counting.cards_out`: the cards still out, the voids shown), the
answer, the other choices (each at least two points worse) and the review's reasons against them:

- ``counting`` (a play): the cards already played decide the answer. Either an answer card and a worse card of
  the same suit differ in whether they are sure to win the trick, and would not if the cards of the earlier tricks
  were still out (the higher ones are gone: one card is now the top of its suit); or a void shown in an earlier
  trick bears on it (following, a player still to play this trick has shown a void in the suit led, so the trick
  may catch a discard; leading, a worse card leads a suit another player has shown a void in, and the answer
  leads another suit).
- ``pass_void``: every best pass empties the hand of a suit (clubs, diamonds or spades: a hand without hearts
  has shed points, which is danger's lesson).
- ``pass_danger``: every best pass gets rid of a dangerous card: the Q♠, the A♠ or K♠, or a heart from the Q♥ up.
- ``pass_guard``: every best pass keeps low cards with a high one (a Q, K or A): a worse pass keeps that high
  card too but gives away a lower card of its suit the best pass keeps; or the review says a worse pass gave away
  the Q♠'s guards.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from ..cards import SUIT_MASKS, Card, Suit, mask_of, parse_cards
from ..counting import cards_out
from ..view import SeatView

__all__ = ["DANGER", "counting", "pass_kinds"]

DANGER: Final = frozenset(parse_cards("QS KS AS QH KH AH"))
"""The cards a pass gets rid of as dangerous."""
HIGH: Final = 12
"""The lowest rank a guarded card has (the queen)."""


def _higher(card: Card) -> int:
    """The mask of the cards of ``card``'s suit above it."""
    return SUIT_MASKS[card.suit] & ~((card.mask << 1) - 1)


def _sure_to_win(view: SeatView, card: Card, out: int) -> bool:
    """Whether ``card`` wins the trick whatever the cards ``out`` are (the others following suit or not)."""
    trick = view.current_trick
    if trick.cards:
        led = trick.cards[0].suit
        if card.suit != led or any(c.suit == led and c > card for c in trick.cards):
            return False
        if len(trick.cards) == 3:
            return True
    return not out & _higher(card)


def counting(view: SeatView, answer: Iterable[str], others: Iterable[str]) -> bool:
    """Whether the cards already played decide this play's answer (see the module's note)."""
    if view.phase != "playing":
        return False
    right = [Card.parse(name) for name in answer]
    wrong = [Card.parse(name) for name in others]
    facts = cards_out(view)
    earlier = 0
    for trick in view.tricks:
        earlier |= mask_of(trick.cards)
    unknown = facts.out_mask | earlier
    for a in right:
        for b in wrong:
            if a.suit != b.suit:
                continue
            counted = _sure_to_win(view, a, facts.out_mask) != _sure_to_win(view, b, facts.out_mask)
            uncounted = _sure_to_win(view, a, unknown) != _sure_to_win(view, b, unknown)
            if counted and not uncounted:
                return True
    shown = [void for void in facts.voids if void.trick < len(view.tricks)]
    trick = view.current_trick
    if trick.cards:
        led = trick.cards[0].suit
        later = {(trick.leader + i) % 4 for i in range(len(trick.cards) + 1, 4)}
        return any(void.seat in later and void.suit == led for void in shown)
    void_suits = {void.suit for void in shown}
    answer_suits = {card.suit for card in right}
    return any(card.suit in void_suits and card.suit not in answer_suits for card in wrong)


def _voids(hand: Sequence[Card], kept: Sequence[Card]) -> bool:
    return any(any(c.suit == suit for c in hand) and not any(c.suit == suit for c in kept) for suit in Suit)


def _guards(hand: Sequence[Card], passed: frozenset[Card], worse: frozenset[Card]) -> bool:
    """Whether ``passed`` keeps a high card with a lower one of its suit that ``worse`` (keeping it too) gives."""
    for high in hand:
        if high.rank < HIGH or high in passed or high in worse:
            continue
        lower = {c for c in hand if c.suit == high.suit and c < high}
        if (lower & worse) - passed:
            return True
    return False


def pass_kinds(view: SeatView, answer: Iterable[str], others: Iterable[str], facts: Mapping[str, Any]) -> list[str]:
    """The pass's kinds (``pass_void``, ``pass_guard``, ``pass_danger``) every best pass in ``answer`` shows."""
    if view.phase != "passing":
        return []
    hand = view.hand
    passes = [frozenset(parse_cards(name)) for name in answer]
    worse = [frozenset(parse_cards(name)) for name in others]
    if not passes:
        return []
    found = []
    if all(_voids(hand, [c for c in hand if c not in p]) for p in passes):
        found.append("pass_void")
    guard_passed = any(
        isinstance(fact, Mapping)
        and isinstance(fact.get("fact"), Mapping)
        and fact["fact"].get("type") == "guard-passed"
        for fact in facts.values()
    )
    if guard_passed or all(any(_guards(hand, p, w) for w in worse) for p in passes):
        found.append("pass_guard")
    if all(p & DANGER for p in passes):
        found.append("pass_danger")
    return found
