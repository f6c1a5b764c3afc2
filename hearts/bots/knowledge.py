"""What one seat knows and can infer, as bit masks.

Everything here is computed from a :class:`~hearts.view.SeatView` alone:
cards played, who won what, the current trick, and what other seats cannot
hold. A seat that did not follow suit is void in it; a seat that led a heart
before hearts were broken holds nothing but hearts; a seat that threw a point
card on the first trick held nothing else it could play; the cards this seat
passed are with the receiver until played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..cards import ALL_CARDS_MASK, HEARTS_MASK, QUEEN_OF_SPADES, SUIT_MASKS, mask_of
from ..legality import play_rules
from ..rules import Rules
from ..view import SeatView

__all__ = ["POINT_CARDS", "QS", "Knowledge", "hearts_count", "points_of"]

QS: Final = QUEEN_OF_SPADES.mask
QS_INDEX: Final = QUEEN_OF_SPADES.index
POINT_CARDS: Final = HEARTS_MASK | QS
_NOT_HEARTS: Final = ALL_CARDS_MASK & ~HEARTS_MASK


def hearts_count(mask: int) -> int:
    return (mask & HEARTS_MASK).bit_count()


def points_of(mask: int) -> int:
    """Standard penalty points of some cards (hearts 1, Q♠ 13), for heuristics only."""
    return (mask & HEARTS_MASK).bit_count() + (13 if mask & QS else 0)


@dataclass(slots=True)
class Knowledge:
    """One seat's knowledge of the deal, in bit masks."""

    seat: int
    hand: int
    played: int
    """Every card played so far, the current trick included."""
    trick: list[int]
    """Indexes of the cards of the current trick, in order."""
    leader: int
    first_trick: bool
    hearts_broken: bool
    counts: list[int]
    """How many cards each seat holds now."""
    excluded: list[int]
    """Cards each other seat cannot hold (from voids and forced plays); all but its hand for this seat."""
    known: list[int]
    """Cards known to be in each seat's hand: this seat's hand, and the cards it passed until they are played."""
    taken: list[int]
    """Cards each seat has won in completed tricks."""
    shown_voids: int
    """Voids everyone has seen: bit ``4 * seat + suit`` when ``seat`` failed to follow ``suit``
    (or led a heart before hearts were broken, showing it had nothing else)."""
    rules: Rules
    totals: tuple[int, ...]
    passing: bool
    """Whether the seat is still choosing its pass."""

    @property
    def unseen(self) -> int:
        """Cards held by other seats: not in this hand and not played."""
        return ALL_CARDS_MASK & ~self.hand & ~self.played

    @property
    def lead_suit(self) -> int:
        return self.trick[0] // 13 if self.trick else -1

    @classmethod
    def from_view(cls, view: SeatView) -> Knowledge:
        """Read a view and infer what it implies."""
        rules = view.rules
        play = play_rules(rules)
        breakers = play.breakers
        barred = play.first_trick_barred
        # A heart led before hearts are broken shows nothing but hearts (and perhaps the Queen) in the hand.
        only_hearts = 0 if play.hearts_free else _NOT_HEARTS & ~(QS if play.hearts_over_queen else 0)
        seat = view.seat
        hand = view.hand_mask
        excluded = [0, 0, 0, 0]
        counts = [13, 13, 13, 13]
        taken = [0, 0, 0, 0]
        played = 0
        shown = 0
        broken = False
        tricks = [*view.tricks, view.current_trick] if view.current_trick.cards else list(view.tricks)
        for number, trick in enumerate(tricks):
            first = number == 0
            lead_suit = -1
            trick_mask = 0
            for position, card in enumerate(trick.cards):
                player = (trick.leader + position) & 3
                bit = card.mask
                if position == 0:
                    lead_suit = card.index // 13
                    if lead_suit == 3 and not broken and only_hearts:
                        excluded[player] |= only_hearts
                        shown |= (0b0011 if play.hearts_over_queen else 0b0111) << (4 * player)
                elif card.index // 13 != lead_suit:
                    excluded[player] |= SUIT_MASKS[lead_suit]
                    shown |= 1 << (4 * player + lead_suit)
                    if first and bit & barred:
                        excluded[player] |= ALL_CARDS_MASK & ~barred
                counts[player] -= 1
                trick_mask |= bit
                if bit & breakers:
                    broken = True
            played |= trick_mask
            if trick.winner is not None:
                taken[trick.winner] |= trick_mask
        if view.phase == "passing":
            counts = [13, 13, 13, 13]
        known = [0, 0, 0, 0]
        known[seat] = hand
        if view.passed is not None and view.phase != "passing" and view.pass_target is not None:
            known[view.pass_target] = mask_of(view.passed) & ~played
        excluded[seat] = ALL_CARDS_MASK & ~hand
        current = view.current_trick
        return cls(
            seat=seat,
            hand=hand,
            played=played,
            trick=[card.index for card in current.cards],
            leader=current.leader,
            first_trick=not view.tricks,
            hearts_broken=view.hearts_broken,
            counts=counts,
            excluded=excluded,
            known=known,
            taken=taken,
            shown_voids=shown,
            rules=rules,
            totals=tuple(view.totals),
            passing=view.phase == "passing",
        )

    def may_hold(self, seat: int) -> int:
        """Unseen cards ``seat`` may hold."""
        if seat == self.seat:
            return self.hand
        elsewhere = 0
        for other in range(4):
            if other != seat:
                elsewhere |= self.known[other]
        return self.unseen & ~self.excluded[seat] & ~elsewhere | self.known[seat]

    def void_in(self, seat: int, suit: int) -> bool:
        """Whether ``seat`` certainly holds no card of ``suit``."""
        return not self.may_hold(seat) & SUIT_MASKS[suit]

    def voids(self) -> int:
        """Every void this seat can deduce (bit ``4 * seat + suit``), its own included."""
        bits = 0
        for seat in range(4):
            held = self.may_hold(seat)
            for suit in range(4):
                if not held & SUIT_MASKS[suit]:
                    bits |= 1 << (4 * seat + suit)
        return bits

    def holders_of(self, mask: int) -> list[int]:
        """Seats that may hold a card of ``mask`` (this seat included when it does)."""
        return [s for s in range(4) if self.may_hold(s) & mask]
