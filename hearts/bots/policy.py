"""Rules of thumb for play, on bit masks.

These functions choose among the cards ``legal`` (always the engine's
:func:`hearts.legality.legal_mask`), from one seat's hand and public
information only: the cards of the current trick, the cards gone, who has
taken points. The Medium and Hard levels call them from a view; the Expert's
playouts call them for every seat of a sampled deal, which is why they work
on masks and are written for speed.

Card indexes are suit-major (see :mod:`hearts.cards`): within a suit a higher
index is a higher rank, and ``index // 13`` is the suit.
"""

from __future__ import annotations

from typing import Final

from ..cards import HEARTS_MASK, QUEEN_OF_SPADES, SUIT_MASKS

__all__ = [
    "AS",
    "AS_KS",
    "KS",
    "QS",
    "QS_INDEX",
    "SPADES",
    "costliest",
    "discard_card",
    "follow_card",
    "lead_card",
    "moon_threat",
    "play_card",
    "ready_to_shoot",
    "shoot_card",
]

CLUBS: Final = 0
DIAMONDS: Final = 1
SPADES: Final = 2
HEARTS: Final = 3
QS_INDEX: Final = QUEEN_OF_SPADES.index
QS: Final = 1 << QS_INDEX
KS: Final = QS << 1
AS: Final = QS << 2
AS_KS: Final = AS | KS
POINTS: Final = HEARTS_MASK | QS
SPADE_MASK: Final = SUIT_MASKS[SPADES]
_SUITS: Final = SUIT_MASKS
_BELOW: Final = tuple((1 << i) - 1 for i in range(53))
"""``_BELOW[i]``: every card index below ``i``."""
_ABOVE_IN_SUIT: Final = tuple(_SUITS[i // 13] & ~((1 << (i + 1)) - 1) for i in range(52))
"""``_ABOVE_IN_SUIT[i]``: the cards of the same suit ranked above card ``i``."""


def _points(mask: int) -> int:
    return (mask & HEARTS_MASK).bit_count() + (13 if mask & QS else 0)


def moon_threat(
    taken: list[int], me: int, trick_mask: int = 0, moon: int = POINTS, hearts_alone: int = 7, with_queen: int = 3
) -> int:
    """The other seat that has taken every point card so far, with enough of them to worry; else -1.

    Enough: ``hearts_alone`` hearts, the Q♠ and ``with_queen`` hearts, or every
    point card but those in the trick. ``trick_mask`` (the trick in play) counts
    as gone but as nobody's; ``moon`` is the cards a moon takes (0 when the rules
    have no moon: nobody threatens).
    """
    if not moon:
        return -1
    all_points = (taken[0] | taken[1] | taken[2] | taken[3]) & moon
    if not all_points:
        return -1
    for seat in range(4):
        if taken[seat] & moon == all_points:
            if seat == me:
                return -1
            hearts = (all_points & HEARTS_MASK).bit_count()
            if hearts >= hearts_alone or (all_points & QS and hearts >= with_queen):
                return seat
            if (all_points | trick_mask) & moon == moon:
                return seat
            return -1
    return -1


def ready_to_shoot(hand: int, gone: int, taken: list[int], me: int, moon: int = POINTS) -> bool:
    """Whether ``hand`` is strong enough to try to take every point card (and nobody else has any).

    ``moon`` is the cards a moon takes; never, when it is 0 (the rules have no moon).
    """
    if not moon:
        return False
    for seat in range(4):
        if seat != me and taken[seat] & moon:
            return False
    out = ~hand & ~gone
    hearts = hand & HEARTS_MASK
    if (hearts | (taken[me] & HEARTS_MASK)).bit_count() < 5 and hand.bit_count() > 6:
        return False
    losers = 0
    heart_losers = 0
    for suit in range(4):
        mine = hand & _SUITS[suit]
        if not mine:
            continue
        others = out & _SUITS[suit]
        above_count = 0
        m = mine
        while m:
            top = m.bit_length() - 1
            m ^= 1 << top
            if (others & _ABOVE_IN_SUIT[top]).bit_count() > 2 * above_count:
                if suit == HEARTS:
                    heart_losers += 1
                else:
                    losers += 1
            above_count += 1
    if heart_losers:
        return False
    if out & QS and not (hand & AS_KS and (hand & SPADE_MASK).bit_count() >= 2):
        return False
    return losers <= 3


def shoot_card(hand: int, legal: int, n: int, lead: int, best: int, gone: int, penalty: int = POINTS) -> int:
    """Play for the moon: win every trick that holds points, keep the winners."""
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    out = ~hand & ~gone
    if n == 0:
        best_card = -1
        best_out = -1
        for suit in (CLUBS, DIAMONDS, SPADES, HEARTS):
            mine = legal & _SUITS[suit]
            if not mine:
                continue
            top = mine.bit_length() - 1
            if not out & _ABOVE_IN_SUIT[top]:
                count = (out & _SUITS[suit]).bit_count()
                if count > best_out:
                    best_out = count
                    best_card = top
        if best_card >= 0:
            return best_card
        longest = 0
        for suit in (CLUBS, DIAMONDS, SPADES, HEARTS):
            mine = legal & _SUITS[suit]
            if mine.bit_count() > longest:
                longest = mine.bit_count()
                best_card = mine.bit_length() - 1
        return best_card
    follow = legal & _SUITS[lead]
    if follow:
        above = follow & ~_BELOW[best]
        if above:
            if n == 3:
                return (above & -above).bit_length() - 1
            return above.bit_length() - 1
        return (follow & -follow).bit_length() - 1
    plain = legal & ~penalty
    if plain:
        # Throw the lowest card that carries no points.
        return (plain & -plain).bit_length() - 1
    return (legal & -legal).bit_length() - 1


def play_card(
    hand: int,
    legal: int,
    trick_mask: int,
    n: int,
    lead: int,
    best: int,
    gone: int,
    me: int,
    winner: int,
    threat: int,
    voids: int = 0,
    penalty: int = POINTS,
    values: tuple[int, ...] | None = None,
) -> int:
    """The card to play by the rules of thumb.

    ``trick_mask``/``n``/``lead``/``best``: the cards in the trick, how many,
    the suit led and the index of the card winning it (``n == 0`` when
    leading). ``gone``: cards known to be played (the trick included).
    ``winner``: the seat winning the trick so far. ``threat``: a seat trying
    for the moon that ``me`` should stop, or -1. ``voids``: bit ``4 * seat +
    suit`` is set when ``seat`` is known to hold no card of ``suit``.
    ``penalty`` and ``values`` are the variant's penalty cards and card values
    (``None``: the standard ones).
    """
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    if n == 0:
        return lead_card(hand, legal, gone, me, threat, voids, penalty)
    follow = legal & _SUITS[lead]
    if follow:
        return follow_card(hand, follow, trick_mask, n, lead, best, gone, me, winner, threat, voids, penalty)
    if values is not None and not (threat >= 0 and winner == threat) and legal & penalty:
        return costliest(legal & penalty, values)
    return discard_card(hand, legal, gone, winner, threat)


def costliest(cards: int, values: tuple[int, ...]) -> int:
    """The card of ``cards`` worth the most points (the higher one on a tie)."""
    best_card = -1
    while cards:
        top = cards.bit_length() - 1
        cards ^= 1 << top
        if best_card < 0 or values[top] > values[best_card]:
            best_card = top
    return best_card


_BEHIND: Final = tuple(
    tuple(sum(1 << (4 * ((me + step) & 3)) for step in range(1, 4 - n)) for n in range(4)) for me in range(4)
)
"""``_BEHIND[me][n]``: bit ``4 * seat`` for each seat still to play after ``me``, the ``n``-th card of a trick."""


def _void_behind(voids: int, me: int, n: int, suit: int) -> int:
    """How many of the seats still to play to this trick are known void in ``suit``."""
    return (voids >> suit & _BEHIND[me][n]).bit_count()


def follow_card(
    hand: int,
    follow: int,
    trick_mask: int,
    n: int,
    lead: int,
    best: int,
    gone: int,
    me: int,
    winner: int,
    threat: int,
    voids: int,
    penalty: int,
) -> int:
    """:func:`play_card` when following suit: ``follow`` is the legal cards, all of the suit led."""
    if gone == trick_mask and lead == CLUBS:
        # The opening trick carries no points: shed the highest club.
        return follow.bit_length() - 1
    below = follow & _BELOW[best]
    above = follow & ~below
    costly = penalty & SPADE_MASK  # Q♠ (and in Black Maria A♠ and K♠)
    if threat >= 0 and winner == threat:
        if above:
            safe = above & ~costly
            return (safe or above).bit_length() - 1
        if not (lead == SPADES and below & costly):
            # The moon runner keeps the trick: follow low and keep the high cards that may stop it later.
            return (follow & -follow).bit_length() - 1
    if lead == SPADES and below & costly:
        # Drop the most costly spade under a higher one.
        dump = below & costly
        return QS_INDEX if dump & QS else dump.bit_length() - 1
    if below:
        if n == 3 and not trick_mask & penalty:
            clean = above & ~costly
            if clean:
                return clean.bit_length() - 1
        return below.bit_length() - 1
    plain = follow & ~costly
    if not plain:
        return QS_INDEX if follow & QS else follow.bit_length() - 1
    if n == 3:
        return plain.bit_length() - 1
    behind_void = _void_behind(voids, me, n, lead)
    if behind_void == 3 - n:
        # Nobody behind can go over: the trick is ours whatever we play, so shed the highest card.
        return plain.bit_length() - 1
    if lead == SPADES and not (gone | hand) & QS:
        # The queen may still fall on this trick: win as low as possible.
        return (plain & -plain).bit_length() - 1
    outstanding = (_SUITS[lead] & ~gone & ~hand).bit_count()
    if outstanding < 3 - n + 1 or behind_void:
        # Someone behind is probably void and will throw points: keep the trick small.
        return (plain & -plain).bit_length() - 1
    return plain.bit_length() - 1


def discard_card(hand: int, legal: int, gone: int, winner: int, threat: int) -> int:
    """:func:`play_card` when the seat cannot follow suit (and :func:`costliest` does not decide)."""
    to_runner = threat >= 0 and winner == threat
    if to_runner:
        plain = legal & ~POINTS
        if plain:
            return _shed(plain, hand, gone)
    if legal & QS:
        return QS_INDEX
    if legal & AS_KS and not (gone | hand) & QS:
        return (legal & AS_KS).bit_length() - 1
    hearts = legal & HEARTS_MASK
    if hearts:
        if to_runner:
            return (hearts & -hearts).bit_length() - 1  # a heart to the runner: the lowest, keep the stoppers
        return hearts.bit_length() - 1
    return _shed(legal, hand, gone)


def _shed(cards: int, hand: int, gone: int) -> int:
    """The most dangerous card of ``cards``: the one that could win the most tricks, short suits first."""
    best_card = -1
    best_score = -99
    out = ~hand & ~gone
    for suit in (CLUBS, DIAMONDS, SPADES, HEARTS):
        mine = cards & _SUITS[suit]
        if not mine:
            continue
        top = mine.bit_length() - 1
        score = (out & _SUITS[suit] & _BELOW[top]).bit_count() * 4 + top % 13 - (hand & _SUITS[suit]).bit_count()
        if score > best_score:
            best_score = score
            best_card = top
    return best_card


_SUIT_ORDER: Final = tuple((suit, _SUITS[suit]) for suit in range(4))


def lead_card(hand: int, legal: int, gone: int, me: int, threat: int, voids: int, penalty: int) -> int:
    """:func:`play_card` when leading: a sure-winning heart against a moon, else the low card of the safest suit."""
    out = ~hand & ~gone
    qs_out = out & QS
    points_out = out & penalty
    if threat >= 0:
        hearts = legal & HEARTS_MASK
        if hearts:
            top = hearts.bit_length() - 1
            if not out & _ABOVE_IN_SUIT[top]:
                return top
    others_void = voids & ~(0xF << (4 * me)) if points_out else 0
    alone = 1.5 if points_out else -1.0
    best_low = 0  # the lowest card of the suit to lead, as a bit
    best_risk = 1e9
    for suit, suit_mask in _SUIT_ORDER:
        mine = legal & suit_mask
        if not mine:
            continue
        low = mine & -mine
        others = out & suit_mask
        if others:
            lower = (others & (low - 1)).bit_count()
            risk = lower / others.bit_count()
            if lower and others_void:
                risk += 0.5 * (others_void >> suit & 0x1111).bit_count()
        else:
            risk = alone
        if suit == SPADES:
            if qs_out:
                if low < QS and not hand & AS_KS:
                    risk -= 0.6
                elif low > QS:
                    risk += 2.0
            elif hand & QS and (hand & SPADE_MASK).bit_count() <= 4:
                risk += 0.8
        elif suit == HEARTS:
            risk += 0.15
        if risk < best_risk:
            best_risk = risk
            best_low = low
    return best_low.bit_length() - 1
