"""One deal of Hearts: the pass, thirteen tricks and the score.

>>> from hearts import Round, deal_hands
>>> rnd = Round(deal_hands(7, 3), pass_direction="hold")
>>> rnd.phase, rnd.to_play is not None
('playing', True)
>>> rnd.legal_plays()
[Card.parse('2C')]
>>> while not rnd.is_over:
...     _ = rnd.play(rnd.legal_plays()[0])
>>> sum(rnd.points) in (26, 78)
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from .cards import (
    ALL_CARDS_MASK,
    CARDS,
    SUIT_MASKS,
    TWO_OF_CLUBS,
    Card,
    InvalidCard,
    cards_from_mask,
)
from .errors import IllegalPass, IllegalPlay, InvalidDeal, PassRefusal
from .legality import Illegal, legal_mask, play_rules, why_illegal
from .points import point_table
from .rules import PASS_COUNT_WORDS, Rules
from .scoring import deal_scores, moon_shooter
from .seats import PASS_OFFSETS, PassDirection, pass_source, pass_target, seat_name
from .tricks import Play, Trick
from .view import Phase, SeatView

__all__ = ["Phase", "Play", "Round", "Trick"]

_STANDARD: Final = Rules()


def _check_hands(hands: Sequence[Iterable[Card | str]]) -> list[int]:
    if isinstance(hands, (str, bytes)) or len(hands) != 4:
        raise InvalidDeal("A deal is four hands: South, West, North and East.")
    dealt = [tuple(hand) for hand in hands]
    masks = []
    for hand in dealt:  # fast path: four hands of 13 distinct Card values
        mask = 0
        for card in hand:
            if type(card) is not Card:
                break
            mask |= card.mask
        else:
            if len(hand) == 13 and mask.bit_count() == 13:
                masks.append(mask)
                continue
        break
    else:
        if masks[0] | masks[1] | masks[2] | masks[3] == ALL_CARDS_MASK:
            return masks
    masks = []
    seen = 0
    for seat, hand in enumerate(dealt):
        mask = 0
        count = 0
        for item in hand:
            card = Card.parse(item) if isinstance(item, str) else item
            if not isinstance(card, Card):
                raise InvalidDeal(f"{seat_name(seat)}'s hand holds {item!r}, which is not a card.")
            if seen & card.mask:
                raise InvalidDeal(f"The {card.name} is dealt twice.")
            seen |= card.mask
            mask |= card.mask
            count += 1
        if count != 13:
            raise InvalidDeal(f"{seat_name(seat)} has {count} cards; each hand has 13.")
        masks.append(mask)
    if seen != ALL_CARDS_MASK:  # pragma: no cover  (four distinct hands of 13 are the whole pack)
        raise InvalidDeal("The four hands must hold the whole pack.")
    return masks


class Round:
    """One deal: passing (unless it is a hold hand), then thirteen tricks.

    ``totals`` are the match totals before this deal; the ``"best"`` moon rule
    and each seat's view use them. ``dealer`` matters only when the player
    left of the dealer leads the first trick (``Rules.first_leader``).
    """

    __slots__ = (
        "_breakers",
        "_dealt",
        "_hands",
        "_hearts_broken",
        "_lead_suit",
        "_leader",
        "_legal",
        "_passes",
        "_play",
        "_scores",
        "_table",
        "_taken",
        "_to_play",
        "_trick",
        "_tricks",
        "dealer",
        "pass_direction",
        "rules",
        "totals",
    )

    def __init__(
        self,
        hands: Sequence[Iterable[Card | str]],
        pass_direction: PassDirection = "left",
        rules: Rules | None = None,
        *,
        totals: Sequence[int] = (0, 0, 0, 0),
        dealer: int = 3,
    ) -> None:
        if pass_direction not in PASS_OFFSETS:
            raise ValueError(f"pass_direction must be left, right, across or hold, not {pass_direction!r}.")
        if rules is None:
            rules = _STANDARD
        elif not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules value, not {rules!r}.")
        if len(totals) != 4:
            raise ValueError("totals are four numbers, one per seat.")
        self.rules: Final = rules
        self.pass_direction: Final[PassDirection] = pass_direction
        self.totals: Final[tuple[int, ...]] = tuple(map(int, totals))
        self._dealt: Final = tuple(_check_hands(hands))
        self._hands = list(self._dealt)
        self._passes: list[tuple[Card, ...] | None] = [None] * 4
        if dealer not in (0, 1, 2, 3):
            raise ValueError(f"dealer is a seat from 0 (South) to 3 (East), not {dealer!r}.")
        self.dealer: Final = dealer
        self._play = play_rules(rules)
        self._table = point_table(rules)
        self._breakers = self._play.breakers
        self._taken = [0, 0, 0, 0]
        self._tricks: list[Trick] = []
        self._trick: list[Card] = []
        self._leader = 0
        self._lead_suit = -1
        self._hearts_broken = False
        self._legal = 0  # the cards the seat to play may play now, kept up to date by every play
        self._to_play: int | None = None
        self._scores: tuple[int, ...] | None = None
        if pass_direction == "hold":
            self._start_play()

    # ----------------------------------------------------------------- state

    @property
    def phase(self) -> Phase:
        if self._scores is not None:
            return "over"
        return "playing" if self._to_play is not None else "passing"

    @property
    def to_play(self) -> int | None:
        """The seat to play a card; ``None`` while passing or when the deal is over."""
        return self._to_play

    @property
    def is_over(self) -> bool:
        """Whether all thirteen tricks have been played."""
        return self._scores is not None

    @property
    def hearts_broken(self) -> bool:
        return self._hearts_broken

    @property
    def points(self) -> tuple[int, ...]:
        """Points taken so far; once over, the deal's score with the moon and the bonus card applied."""
        if self._scores is not None:
            return self._scores
        return tuple(self._table.of(mask) for mask in self._taken)

    @property
    def moon_shooter(self) -> int | None:
        """The seat that shot the moon, once the deal is over."""
        return moon_shooter(self._taken, self.rules) if self._scores is not None else None

    @property
    def current_trick(self) -> Trick:
        """The trick being played (empty before its lead)."""
        return Trick(self._leader, tuple(self._trick))

    @property
    def tricks(self) -> list[Trick]:
        """The completed tricks, in order."""
        return list(self._tricks)

    @property
    def last_trick(self) -> Trick | None:
        return self._tricks[-1] if self._tricks else None

    @property
    def plays(self) -> list[Play]:
        """Every card played so far, in order, with who played it."""
        result: list[Play] = []
        for trick in self._tricks:
            result.extend(trick.plays)
        result.extend(self.current_trick.plays)
        return result

    @property
    def cards_played(self) -> list[Card]:
        """Every card played so far, in order."""
        played = [card for trick in self._tricks for card in trick.cards]
        played += self._trick
        return played

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now, sorted."""
        return cards_from_mask(self._hands[seat])

    def hand_mask(self, seat: int) -> int:
        return self._hands[seat]

    def dealt_hand(self, seat: int) -> list[Card]:
        """The 13 cards ``seat`` was dealt, before the pass."""
        return cards_from_mask(self._dealt[seat])

    def taken(self, seat: int) -> list[Card]:
        """The cards ``seat`` has won in tricks."""
        return cards_from_mask(self._taken[seat])

    def taken_mask(self, seat: int) -> int:
        return self._taken[seat]

    def tricks_won(self, seat: int) -> int:
        return sum(1 for trick in self._tricks if trick.winner == seat)

    # --------------------------------------------------------------- passing

    def passed(self, seat: int) -> tuple[Card, ...] | None:
        """The cards ``seat`` passed (``rules.pass_count`` of them), once it has chosen them."""
        return self._passes[seat]

    @property
    def waiting_to_pass(self) -> list[int]:
        """Seats that still have to choose their three cards."""
        if self.phase != "passing":
            return []
        return [seat for seat in range(4) if self._passes[seat] is None]

    def received(self, seat: int) -> tuple[Card, ...] | None:
        """The three cards ``seat`` received, once the exchange has happened."""
        if self.pass_direction == "hold" or self.phase == "passing":
            return None
        return self._passes[pass_source(seat, self.pass_direction)]

    def pass_cards(self, seat: int, cards: Iterable[Card]) -> None:
        """Choose the cards ``seat`` passes (``rules.pass_count``). Cards are exchanged once all four have chosen."""
        if not isinstance(seat, int) or not 0 <= seat < 4:
            raise IllegalPass(f"Seats are 0 (South) to 3 (East), not {seat!r}.", PassRefusal("not-a-seat"))
        if self.pass_direction == "hold":
            raise IllegalPass("This is a hold hand: nobody passes.", PassRefusal("hold", seat))
        if self.phase != "passing":
            raise IllegalPass("The cards have already been passed.", PassRefusal("exchanged", seat))
        if self._passes[seat] is not None:
            raise IllegalPass(f"{seat_name(seat)} has already passed.", PassRefusal("seat-passed", seat))
        chosen: list[Card] = []
        for given in cards:
            try:
                card = Card.parse(given) if isinstance(given, str) else given
            except InvalidCard as error:
                raise IllegalPass(str(error), PassRefusal("not-a-card", seat, given=str(given))) from error
            if not isinstance(card, Card):
                raise IllegalPass(f"{card!r} is not a card.", PassRefusal("not-a-card", seat, given=repr(card)))
            chosen.append(card)
        count = self.rules.pass_count
        words = PASS_COUNT_WORDS[count]
        if len(chosen) != count:
            refusal = PassRefusal("count", seat, needed=count, chosen=len(chosen))
            raise IllegalPass(f"Pass exactly {words} cards, not {len(chosen)}.", refusal)
        if len({card.index for card in chosen}) != count:
            raise IllegalPass(f"Pass {words} different cards.", PassRefusal("repeated", seat, count, count))
        for card in chosen:
            if not self._hands[seat] & card.mask:
                refusal = PassRefusal("not-held", seat, count, count, card)
                raise IllegalPass(f"You do not hold the {card.name}.", refusal)
        self._passes[seat] = tuple(sorted(chosen))
        if all(p is not None for p in self._passes):
            self._exchange()

    def _exchange(self) -> None:
        for seat, cards in enumerate(self._passes):
            assert cards is not None
            mask = 0
            for card in cards:
                mask |= card.mask
            self._hands[seat] &= ~mask
            self._hands[pass_target(seat, self.pass_direction)] |= mask
        self._start_play()

    def _start_play(self) -> None:
        if self.rules.first_leader == "left-of-dealer":
            leader = (self.dealer + 1) & 3
        else:
            leader = next(seat for seat in range(4) if self._hands[seat] & TWO_OF_CLUBS.mask)
        self._to_play = self._leader = leader
        self._legal = legal_mask(self._hands[leader], -1, True, False, self._play)

    # ------------------------------------------------------------------ play

    def legal_plays(self) -> list[Card]:
        """The cards the seat to play may play now (none while passing or when over)."""
        return cards_from_mask(self._legal)

    def legal_mask(self) -> int:
        """:meth:`legal_plays` as a bit mask."""
        return self._legal

    def is_legal(self, card: Card) -> bool:
        return bool(self._legal & card.mask)

    def why_illegal(self, card: Card) -> Illegal | None:
        """Why the seat to play may not play ``card`` now, as a fact; ``None`` if it may."""
        seat = self._to_play
        if seat is None:
            return Illegal("deal-over" if self.is_over else "passing", card)
        return why_illegal(card, self._hands[seat], self._lead_suit, not self._tricks, self._hearts_broken, self._play)

    def play(self, card: Card) -> Trick | None:
        """Play ``card`` for the seat to play. Returns the trick if this card completed one.

        Raises :class:`IllegalPlay` (leaving the state unchanged) if the card may not be played;
        its ``reason`` is :meth:`why_illegal`'s fact.
        """
        try:
            bit = card.mask
        except AttributeError:
            raise TypeError(f"play() needs a Card, not {card!r}.") from None
        if not self._legal & bit:
            reason = self.why_illegal(card)
            assert reason is not None  # the rule of play refuses exactly the cards it gives a reason for
            raise IllegalPlay(str(reason), reason)
        seat = self._to_play
        assert seat is not None  # legal is empty when nobody is to play
        hands = self._hands
        hands[seat] ^= bit
        if bit & self._breakers:
            self._hearts_broken = True
        trick = self._trick
        trick.append(card)
        count = len(trick)
        if count < 4:
            if count == 1:
                self._lead_suit = card.suit
            seat = self._to_play = (seat + 1) & 3
            self._legal = legal_mask(hands[seat], self._lead_suit, not self._tricks, self._hearts_broken, self._play)
            return None
        return self._finish_trick(trick)

    def _finish_trick(self, cards: list[Card]) -> Trick:
        mask = cards[0].mask | cards[1].mask | cards[2].mask | cards[3].mask
        # Indices run low to high within each suit, so the winner is the highest bit of the led suit.
        best = CARDS[(mask & SUIT_MASKS[self._lead_suit]).bit_length() - 1]
        winner = (self._leader + cards.index(best)) & 3
        self._taken[winner] |= mask
        done = Trick(self._leader, tuple(cards), winner, self._table.of(mask))
        tricks = self._tricks
        tricks.append(done)
        self._trick = []
        self._lead_suit = -1
        self._leader = winner
        if len(tricks) == 13:
            self._to_play = None
            self._legal = 0
            self._scores = deal_scores(self._taken, self.rules, self.totals)
        else:
            self._to_play = winner
            self._legal = legal_mask(self._hands[winner], -1, False, self._hearts_broken, self._play)
        return done

    # ------------------------------------------------------------ utilities

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now, and nothing more."""
        if not isinstance(seat, int) or not 0 <= seat < 4:
            raise ValueError(f"Seats are 0 (South) to 3 (East), not {seat!r}.")
        phase = self.phase
        return SeatView(
            seat=seat,
            hand=tuple(cards_from_mask(self._hands[seat])),
            pass_direction=self.pass_direction,
            phase=phase,
            passed=self._passes[seat],
            received=self.received(seat),
            tricks=tuple(self._tricks),
            current_trick=self.current_trick,
            to_play=self._to_play,
            legal_plays=tuple(self.legal_plays()) if self._to_play == seat else (),
            points=self.points,
            hearts_broken=self._hearts_broken,
            rules=self.rules,
            totals=self.totals,
            dealer=self.dealer,
        )

    def as_dealt(self) -> Round:
        """The same deal again from its start: the hands as dealt, the same rules, totals and dealer, nothing
        passed or played."""
        return Round(
            [self.dealt_hand(seat) for seat in range(4)],
            self.pass_direction,
            self.rules,
            totals=self.totals,
            dealer=self.dealer,
        )

    def copy(self) -> Round:
        """An independent copy of this round."""
        clone = Round.__new__(Round)
        for name in Round.__slots__:
            object.__setattr__(clone, name, getattr(self, name))
        clone._hands = list(self._hands)
        clone._passes = list(self._passes)
        clone._taken = list(self._taken)
        clone._tricks = list(self._tricks)
        clone._trick = list(self._trick)
        return clone

    def __repr__(self) -> str:
        played = 4 * len(self._tricks) + len(self._trick)
        return f"<Round {self.pass_direction} {self.phase}, {played} cards played, points {self.points}>"
