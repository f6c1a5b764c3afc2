"""What one seat knows and can infer, as bit masks.

Everything here is computed from a :class:`~hearts.view.SeatView` alone:
cards played, who won what, the current trick, and what other seats cannot
hold. A seat that did not follow suit is void in it; a seat that led a heart
before hearts were broken holds nothing but hearts; a seat that threw a point
card on the first trick held nothing else it could play; the cards this seat
passed are with the receiver until played.

Some plays also make a card unlikely without ruling it out (:attr:`Knowledge.doubted`):
a seat that could have got rid of the Q♠ and did not, because it threw another
card when it could not follow, or followed a spade trick that the A♠ or K♠ was
already winning with another spade, almost never held it; a seat that led
another spade while the Q♠ was out seldom held it (13 to 18 % of such leads in
games of Hard players, of Experts and of OpenSpiel's ISMCTS players, against
about 40 % for each of the other seats). Searching players weigh such a card's
deals down (:mod:`hearts.bots.sampling`) rather than rule them out: a seat
going for the moon, or keeping the queen from a seat going for it, holds on
to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..cards import ALL_CARDS_MASK, CARDS, HEARTS_MASK, QUEEN_OF_SPADES, SUIT_MASKS, mask_of
from ..legality import play_rules
from ..points import point_table
from ..rules import Rules
from ..tricks import Trick
from ..view import SeatView
from .policy import moon_threat

__all__ = ["MOON_HEARTS", "QS", "Knowledge", "moon_reason"]

_SPADES: Final = 2
MOON_HEARTS: Final = 5
"""A seat with every point card so far and this many hearts (or the Q♠ and one) may be going for the moon."""

QS: Final = QUEEN_OF_SPADES.mask
QS_INDEX: Final = QUEEN_OF_SPADES.index
_NOT_HEARTS: Final = ALL_CARDS_MASK & ~HEARTS_MASK


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
    doubted: list[int]
    """Cards each other seat could have played and would have, had it held them, but did not (see the module)."""
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

    @property
    def trick_winner(self) -> int:
        """The seat winning the trick in play so far (the engine's ``winning_play``); -1 before its first card."""
        play = Trick(self.leader, tuple(CARDS[index] for index in self.trick)).winning_play
        return -1 if play is None else play.seat

    def taken_with_trick(self) -> list[int]:
        """:attr:`taken`, with the cards of the trick in play counted for the seat winning it so far."""
        taken = list(self.taken)
        winner = self.trick_winner
        if winner >= 0:
            taken[winner] |= mask_of(CARDS[index] for index in self.trick)
        return taken

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
        doubted = [0, 0, 0, 0]
        queen_counts = bool(point_table(rules).penalty & QS)
        moon = point_table(rules).penalty if rules.moon != "none" else 0
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
            best = -1
            winning = trick.leader
            for position, card in enumerate(trick.cards):
                player = (trick.leader + position) & 3
                bit = card.mask
                if position == 0:
                    lead_suit = card.index // 13
                    if (
                        lead_suit == 2
                        and queen_counts
                        and not (played | bit) & QS
                        and not moon_reason(taken, 0, player, player, moon)
                    ):
                        # Leading a spade other than the Q♠ invites the Q♠ onto one's own trick.
                        doubted[player] |= QS
                    if lead_suit == 3 and not broken and only_hearts:
                        excluded[player] |= only_hearts
                        shown |= (0b0011 if play.hearts_over_queen else 0b0111) << (4 * player)
                else:
                    if (
                        queen_counts
                        and not (played | trick_mask | bit) & QS
                        and _queen_kept(card.index, lead_suit, best, first and bool(barred & QS))
                        and not moon_reason(taken, trick_mask, player, winning, moon)
                    ):
                        doubted[player] |= QS
                    if card.index // 13 != lead_suit:
                        excluded[player] |= SUIT_MASKS[lead_suit]
                        shown |= 1 << (4 * player + lead_suit)
                        if first and bit & barred:
                            excluded[player] |= ALL_CARDS_MASK & ~barred
                if card.index // 13 == lead_suit and card.index > best:
                    best = card.index
                    winning = player
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
            doubted=[0 if s == seat else doubted[s] & ~known[s] for s in range(4)],
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


def _queen_kept(card: int, lead_suit: int, best: int, queen_barred: bool) -> bool:
    """Whether playing ``card`` passed up a sure chance to get rid of the Q♠, had the seat held it.

    That is: it did not follow suit (the queen was a legal discard: not barred
    from the first trick), or it followed a spade trick that a higher spade was
    already winning (``best``, the index of the card winning the trick so far).
    """
    if card // 13 != lead_suit:
        return not queen_barred
    return lead_suit == _SPADES and best > QS_INDEX


def moon_reason(taken: list[int], trick_mask: int, player: int, winning: int, moon: int) -> bool:
    """Whether ``player`` had a reason to keep the queen: a moon of its own, or the trick's winner going for one.

    Going for the moon: holding every point card taken so far, and enough of
    them (:data:`MOON_HEARTS` hearts, or the Q♠ and one), the trick's cards
    counting for its winner so far (``moon``: the cards a moon takes; 0, no
    moon in these rules).
    """
    so_far = list(taken)
    so_far[winning] |= trick_mask
    return moon_threat(so_far, -1, 0, moon, MOON_HEARTS, 1) in (player, winning)
