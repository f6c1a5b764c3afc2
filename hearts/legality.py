"""Which cards may be played, and why a card may not, as a fact (:class:`Illegal`).

The whole rule of play lives here, as functions of bit masks, so that the
round, a seat's view and the computer players' searches all ask the same
code; :func:`hearts.words.illegal_text` words the fact for a player.
``lead_suit`` is ``-1`` when the player leads the trick; ``play`` is
the :class:`PlayRules` of the game's :class:`~hearts.rules.Rules`
(the standard ones when left out).

>>> from hearts.cards import mask_of, parse_cards, cards_from_mask
>>> hand = mask_of(parse_cards("3D 9D QS 4H"))
>>> cards_from_mask(legal_mask(hand, lead_suit=1, first_trick=False, hearts_broken=False))
[Card.parse('3D'), Card.parse('9D')]
>>> reason = why_illegal(Card.parse("QS"), hand, lead_suit=1, first_trick=False, hearts_broken=False)
>>> reason.kind, reason.suit
('must-follow', <Suit.DIAMONDS: 1>)
>>> str(reason)
'QS may not be played now: must follow diamonds'
>>> only = mask_of(parse_cards("QS 4H 9H"))
>>> lenient = play_rules(Rules(lead_hearts_over_queen=True))
>>> legal_mask(only, -1, False, False).bit_count(), legal_mask(only, -1, False, False, lenient).bit_count()
(1, 3)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final, Literal, NamedTuple

from .cards import HEARTS_MASK, QUEEN_OF_SPADES, SUIT_MASKS, TWO_OF_CLUBS, Card, Suit
from .points import point_table
from .rules import Rules

__all__ = ["STANDARD_PLAY", "Illegal", "IllegalKind", "PlayRules", "legal_mask", "play_rules", "why_illegal"]

_QS: Final = QUEEN_OF_SPADES.mask
_NOT_HEARTS: Final = ~HEARTS_MASK
_TWO_CLUBS: Final = TWO_OF_CLUBS.mask
_CLUBS: Final = SUIT_MASKS[Suit.CLUBS]
OPEN_TWO_OF_CLUBS: Final = 0
OPEN_ANY_CLUB: Final = 1
OPEN_ANY_CARD: Final = 2


class PlayRules(NamedTuple):
    """The options of :class:`~hearts.rules.Rules` that decide which cards may be played."""

    opening: int
    """How the first trick is opened: 0 the 2♣, 1 any club, 2 any card."""
    first_trick_barred: int
    """Cards that may not go to the first trick while the player has another (0 when points are allowed)."""
    hearts_free: bool
    """Whether hearts may be led before they are broken."""
    hearts_over_queen: bool
    """Whether a leader holding only hearts and Q♠ may lead a heart."""
    breakers: int
    """The cards whose play breaks hearts."""


@lru_cache(maxsize=64)
def play_rules(rules: Rules) -> PlayRules:
    """The play options of ``rules``."""
    return PlayRules(
        opening=("two-of-clubs", "any-club", "any-card").index(rules.first_lead),
        first_trick_barred=0 if rules.points_on_first_trick else point_table(rules).penalty,
        hearts_free=not rules.hearts_must_be_broken,
        hearts_over_queen=rules.lead_hearts_over_queen,
        breakers=HEARTS_MASK | (_QS if rules.queen_breaks_hearts else 0),
    )


STANDARD_PLAY: Final = play_rules(Rules())


def _leads(hand: int, hearts_broken: bool, play: PlayRules) -> int:
    if hearts_broken or play.hearts_free:
        return hand
    others = hand & _NOT_HEARTS
    if not others or (others == _QS and play.hearts_over_queen):
        return hand
    return others


def legal_mask(
    hand: int, lead_suit: int, first_trick: bool, hearts_broken: bool, play: PlayRules = STANDARD_PLAY
) -> int:
    """The cards of ``hand`` that may be played now, as a mask."""
    if lead_suit < 0:
        if first_trick:
            if play.opening == OPEN_TWO_OF_CLUBS:
                return hand & _TWO_CLUBS
            if play.opening == OPEN_ANY_CLUB:
                return hand & _CLUBS
            leads = _leads(hand, hearts_broken, play)
            return leads & ~play.first_trick_barred or leads
        return _leads(hand, hearts_broken, play)
    follow = hand & SUIT_MASKS[lead_suit]
    if follow:
        return follow
    if first_trick:
        safe = hand & ~play.first_trick_barred
        if safe:
            return safe
    return hand


IllegalKind = Literal[
    "not-held",
    "two-of-clubs-opens",
    "club-opens",
    "points-led-on-first-trick",
    "hearts-not-broken-queen",
    "hearts-not-broken",
    "must-follow",
    "points-on-first-trick",
    "out-of-turn",
    "passing",
    "deal-over",
]
"""Why a card may not be played.

The rule of play (:func:`why_illegal`): ``not-held`` (the card is not in the
hand), ``two-of-clubs-opens`` (the 2♣ must open the first trick),
``club-opens`` (a club must open it), ``points-led-on-first-trick`` (a card
barred from the first trick led while another card may be led),
``hearts-not-broken-queen`` (a heart led before hearts are broken, the Q♠
being the only other card), ``hearts-not-broken`` (the same, with another
suit held), ``must-follow`` (the suit led is held), ``points-on-first-trick``
(a card barred from the first trick played while another may be).

The state of the deal (:meth:`hearts.round.Round.why_illegal` and
:meth:`hearts.view.SeatView.why_illegal`): ``out-of-turn`` (another seat is
to play), ``passing`` (the cards are still being passed), ``deal-over``.
"""

_SAID: Final[dict[IllegalKind, str]] = {
    "not-held": "not in the hand",
    "two-of-clubs-opens": "the 2C must open the first trick",
    "club-opens": "a club must open the first trick",
    "points-led-on-first-trick": "no points may be led on the first trick",
    "hearts-not-broken-queen": "hearts are not broken (the QS is the only other card)",
    "hearts-not-broken": "hearts are not broken",
    "must-follow": "must follow {suit}",
    "points-on-first-trick": "no points may be played on the first trick",
    "out-of-turn": "it is another seat's turn",
    "passing": "the cards are still being passed",
    "deal-over": "the deal is over",
}


@dataclass(frozen=True, slots=True)
class Illegal:
    """Why ``card`` may not be played now: a fact, worded for players by :func:`hearts.words.illegal_text`.

    ``str()`` gives a short message for programs and logs, not for players.

    >>> str(Illegal("not-held", Card.parse("AH")))
    'AH may not be played now: not in the hand'
    """

    kind: IllegalKind
    card: Card
    """The card that may not be played."""
    suit: Suit | None = None
    """The suit that must be followed (``must-follow`` only)."""

    def __str__(self) -> str:
        said = _SAID[self.kind].format(suit=self.suit.noun if self.suit is not None else "")
        return f"{self.card} may not be played now: {said}"


def why_illegal(
    card: Card, hand: int, lead_suit: int, first_trick: bool, hearts_broken: bool, play: PlayRules = STANDARD_PLAY
) -> Illegal | None:
    """Why ``card`` may not be played now from ``hand``, as a fact; ``None`` if it may."""
    if not hand & card.mask:
        return Illegal("not-held", card)
    if legal_mask(hand, lead_suit, first_trick, hearts_broken, play) & card.mask:
        return None
    if lead_suit < 0:
        if first_trick and play.opening == OPEN_TWO_OF_CLUBS:
            return Illegal("two-of-clubs-opens", card)
        if first_trick and play.opening == OPEN_ANY_CLUB:
            return Illegal("club-opens", card)
        if _leads(hand, hearts_broken, play) & card.mask:
            return Illegal("points-led-on-first-trick", card)
        if hand & _NOT_HEARTS == _QS:
            return Illegal("hearts-not-broken-queen", card)
        return Illegal("hearts-not-broken", card)
    if hand & SUIT_MASKS[lead_suit]:
        return Illegal("must-follow", card, Suit(lead_suit))
    return Illegal("points-on-first-trick", card)
