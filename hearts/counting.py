"""Counting the cards from one seat's view: what is still out, who cannot follow, where the pass went, the points.

Everything here is read from a :class:`~hearts.view.SeatView` and nothing
else, so it says only what that seat may know: the cards of each suit not
yet played and not in its hand, the suits another player has shown to be
void in (by not following a suit led), the seat's passed cards with the
player who received them, and the points each player has taken so far.

>>> from hearts.cards import Suit
>>> from hearts.round import Round
>>> suits = [[rank + suit for rank in "23456789TJQKA"] for suit in "CDSH"]
>>> rnd = Round(suits, "hold")  # South holds the clubs, West the diamonds, North the spades, East the hearts
>>> _ = rnd.play(rnd.legal_plays()[0]); _ = rnd.play(rnd.legal_plays()[0])
>>> facts = cards_out(rnd.view(0))
>>> [card.code for card in facts.out(Suit.DIAMONDS)][:3], len(facts.out(Suit.DIAMONDS)), facts.void_suits(1)
(['AD', 'KD', 'QD'], 12, (<Suit.CLUBS: 0>,))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .cards import ALL_CARDS_MASK, SUIT_MASKS, Card, Suit, cards_from_mask, mask_of
from .points import point_table
from .view import SeatView

__all__ = ["CardsOut", "Passed", "Void", "cards_out"]

_SUITS: Final = tuple(Suit)


@dataclass(frozen=True, slots=True)
class Void:
    """A suit a player has shown to be void in: it did not follow that suit when it was led."""

    seat: int
    suit: Suit
    trick: int
    """The trick (0 for the first) where the player first failed to follow the suit."""


@dataclass(frozen=True, slots=True)
class Passed:
    """The cards a seat passed, the player who received them, and which of them are still out (not played)."""

    receiver: int
    cards: tuple[Card, ...]
    out: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardsOut:
    """What one seat knows of the cards it does not hold, as facts."""

    seat: int
    """The seat these facts are for."""
    out_mask: int
    """Every card not yet played and not in the seat's hand (its passed cards still out included), as a mask."""
    voids: tuple[Void, ...]
    """The other players' proven voids, by seat (in the order seats play) then suit."""
    passed: Passed | None
    """The seat's pass once the cards have changed hands; ``None`` before that and on a hold hand."""
    taken: tuple[int, ...]
    """The points each seat has taken in tricks so far, by the rules' card values (the bonus card included)."""
    tricks: int
    """How many tricks are complete."""

    def out(self, suit: Suit) -> tuple[Card, ...]:
        """The cards of ``suit`` still out, highest first."""
        return tuple(reversed(cards_from_mask(self.out_mask & SUIT_MASKS[suit])))

    def is_out(self, card: Card) -> bool:
        return bool(self.out_mask & card.mask)

    def void_suits(self, seat: int) -> tuple[Suit, ...]:
        """The suits ``seat`` has shown to be void in, in suit order (none for the seat itself)."""
        return tuple(void.suit for void in self.voids if void.seat == seat)

    def is_void(self, seat: int, suit: Suit) -> bool:
        return any(void.seat == seat and void.suit == suit for void in self.voids)


def _voids(view: SeatView) -> tuple[Void, ...]:
    first: dict[tuple[int, Suit], int] = {}
    for number, trick in enumerate((*view.tricks, view.current_trick)):
        if not trick.cards:
            continue
        led = trick.cards[0].suit
        for seat, card in trick.plays:
            if card.suit != led and seat != view.seat:
                first.setdefault((seat, led), number)
    return tuple(Void(seat, suit, first[seat, suit]) for seat, suit in sorted(first))


def _passed(view: SeatView, played: int) -> Passed | None:
    receiver = view.pass_target
    if receiver is None or view.passed is None or view.phase == "passing":
        return None
    return Passed(receiver, view.passed, tuple(card for card in view.passed if not card.mask & played))


def _taken(view: SeatView) -> tuple[int, ...]:
    won = [0, 0, 0, 0]
    for trick in view.tricks:
        if trick.winner is not None:
            won[trick.winner] |= mask_of(trick.cards)
    table = point_table(view.rules)
    return tuple(table.of(mask) for mask in won)


def cards_out(view: SeatView) -> CardsOut:
    """The facts of counting for the seat of ``view``, from that view alone."""
    played = view.played_mask
    return CardsOut(
        seat=view.seat,
        out_mask=ALL_CARDS_MASK & ~(played | view.hand_mask),
        voids=_voids(view),
        passed=_passed(view, played),
        taken=_taken(view),
        tricks=len(view.tricks),
    )
