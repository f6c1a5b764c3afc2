"""A game record replayed step by step, for showing it: every position the engine reached, and what happened.

:func:`replay_game` checks the record with :meth:`~hearts.record.GameRecord.replay`
(so it refuses exactly what the engine refuses, with the same sentence) and
then plays it again through :class:`~hearts.match.Match`, keeping each
position. A deal's steps are: the hands as dealt (with the cards each seat
passes), the hands after the pass (unless nobody passed), then one step per
card played. Each step has a stable :class:`StepKey`, so a review of one
seat's decisions can be laid over the steps, and its event as facts
(:data:`StepEvent`: who passed what, who played which card, who took the
trick with what), which :func:`hearts.words.step_words` words.
:func:`replay_par` shows a deal's par deal the same way, with the same keys,
so the two lay side by side.

>>> from hearts import Match
>>> from hearts.record import GameRecord
>>> match = Match(42)
>>> for seat in range(4):
...     match.round.pass_cards(seat, match.round.hand(seat)[:3])
>>> _ = match.round.play(match.round.legal_plays()[0])
>>> game = replay_game(GameRecord.from_match(match))
>>> [step.key.id for step in game.deals[0].steps]
['d0', 'd0-pass', 'd0-t0-c0']
>>> event = game.deals[0].steps[-1].event
>>> event.trick_number, event.seat, event.card, event.leads, event.taken
(1, 1, Card.parse('2C'), True, None)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple

from ..cards import Card
from ..match import Match
from ..round import Round
from ..seats import PassDirection
from ..tricks import Trick
from .game import GameRecord

__all__ = [
    "CardPlayed",
    "DealReplay",
    "Dealt",
    "GameReplay",
    "Passed",
    "Step",
    "StepEvent",
    "StepKey",
    "StepKind",
    "TrickTaken",
    "replay_game",
    "replay_par",
    "replay_round",
]

StepKind = Literal["dealt", "passed", "play"]


class StepKey(NamedTuple):
    """Where a step is in the game: deal (from 0), and trick and card within the trick (from 0) for a play.

    ``id`` is a short stable text: ``d2`` (deal 3 as dealt), ``d2-pass`` (after
    the pass), ``d2-t4-c1`` (the second card of the fifth trick).
    """

    deal: int
    kind: StepKind
    trick: int | None = None
    card: int | None = None

    @property
    def id(self) -> str:
        if self.kind == "dealt":
            return f"d{self.deal}"
        if self.kind == "passed":
            return f"d{self.deal}-pass"
        return f"d{self.deal}-t{self.trick}-c{self.card}"


@dataclass(frozen=True, slots=True)
class Dealt:
    """A deal begins: its number (1 for the first), which way it passes, and what each seat passes."""

    deal_number: int
    direction: PassDirection
    passes: tuple[tuple[Card, ...] | None, ...]
    """What each seat passes (``None``: no pass chosen)."""


@dataclass(frozen=True, slots=True)
class Passed:
    """The pass is made: the cards each seat received."""

    received: tuple[tuple[Card, ...], ...]


@dataclass(frozen=True, slots=True)
class TrickTaken:
    """A trick completed: who took it, with which card, and its points."""

    winner: int
    card: Card
    points: int


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card played: by whom, to which trick, whether it led, and what the trick and the deal stand at."""

    trick_number: int
    """1 for the first trick."""
    seat: int
    card: Card
    leads: bool
    taken: TrickTaken | None
    """The trick's end, when this card completed it."""
    deal_points: tuple[int, ...]
    """Points taken in the deal so far; once the deal is over, its score."""
    deal_over: bool


StepEvent = Dealt | Passed | CardPlayed
"""What happened at a step."""


@dataclass(frozen=True, slots=True)
class Step:
    """One position of a deal, after the step's action."""

    key: StepKey
    hands: tuple[tuple[Card, ...], ...]
    """The four hands (South, West, North, East), sorted, after this step."""
    trick: Trick
    """The trick on the table after this step (empty before the first card; complete when this card ended it)."""
    deal_points: tuple[int, ...]
    """Points taken in this deal so far; after the last card, the deal's score (moon and J♦ applied)."""
    event: StepEvent
    """What happened at this step (worded by :func:`hearts.words.step_words`)."""
    seat: int | None = None
    """Who played this step's card (``None`` for the dealt and passed steps)."""
    card: Card | None = None
    """The card played at this step."""
    marked: tuple[Card, ...] = ()
    """Cards to point out: the passes as dealt, the cards received after the pass, the card just played."""

    @property
    def trick_number(self) -> int | None:
        """1 for the first trick (``None`` before play)."""
        return None if self.key.trick is None else self.key.trick + 1


@dataclass(frozen=True, slots=True)
class DealReplay:
    """One deal of a replayed game."""

    index: int
    """0 for the first deal."""
    pass_direction: PassDirection
    passes: tuple[tuple[Card, ...] | None, ...]
    """What each seat passed (``None``: nothing, as on a hold hand or a pass not yet chosen)."""
    steps: tuple[Step, ...]
    points: tuple[int, ...]
    """The deal's points: its score once finished, else the points taken so far."""
    totals_before: tuple[int, ...]
    totals_after: tuple[int, ...]
    """Match totals after this deal (equal to ``totals_before`` while it is unfinished)."""
    is_over: bool
    moon_shooter: int | None
    tricks: tuple[Trick, ...]

    @property
    def number(self) -> int:
        """1 for the first deal."""
        return self.index + 1

    def first_step_of_trick(self, trick: int) -> int:
        """The position in :attr:`steps` of the first card of ``trick`` (from 0); the last step if it was not played."""
        for position, step in enumerate(self.steps):
            if step.key.trick == trick:
                return position
        return len(self.steps) - 1

    def decisions(self, seat: int) -> tuple[Step, ...]:
        """The steps where ``seat`` decided: its pass (the dealt step, if it passed) and each card it played."""
        passed = self.passes[seat] is not None
        return tuple(
            step
            for step in self.steps
            if (step.key.kind == "dealt" and passed) or (step.key.kind == "play" and step.seat == seat)
        )


@dataclass(frozen=True, slots=True)
class GameReplay:
    """A whole record replayed: each deal with its steps, the totals and the winners."""

    record: GameRecord
    deals: tuple[DealReplay, ...]
    totals: tuple[int, ...]
    is_over: bool
    winners: tuple[int, ...]

    @property
    def game_number(self) -> int:
        return self.record.game_number


def _hands(rnd: Round) -> tuple[tuple[Card, ...], ...]:
    return tuple(tuple(rnd.hand(seat)) for seat in range(4))


def _played(number: int, trick: Trick, seat: int, card: Card, points: tuple[int, ...], over: bool) -> CardPlayed:
    taken = None
    if trick.winner is not None:
        winning = trick.winning_play
        assert winning is not None
        taken = TrickTaken(trick.winner, winning.card, trick.points)
    return CardPlayed(number, seat, card, len(trick.plays) == 1, taken, points, over)


def _replay_deal(
    rnd: Round, index: int, passes: tuple[tuple[Card, ...] | None, ...], plays: tuple[Card, ...]
) -> DealReplay:
    totals_before = rnd.totals
    direction = rnd.pass_direction
    marked_passes = tuple(card for cards in passes if cards for card in cards)
    steps = [
        Step(
            StepKey(index, "dealt"),
            _hands(rnd),
            rnd.current_trick,
            rnd.points,
            Dealt(index + 1, direction, tuple(passes)),
            marked=marked_passes,
        )
    ]
    if direction != "hold":
        for seat, cards in enumerate(passes):
            if cards is not None:
                rnd.pass_cards(seat, cards)
        if rnd.phase != "passing":
            received = tuple(tuple(rnd.received(seat) or ()) for seat in range(4))
            marked = tuple(card for cards in received for card in cards)
            event = Passed(received)
            steps.append(
                Step(StepKey(index, "passed"), _hands(rnd), rnd.current_trick, rnd.points, event, marked=marked)
            )
    for card in plays:
        player = rnd.to_play
        assert player is not None
        trick_index = len(rnd.tricks)
        position = len(rnd.current_trick.plays)
        done = rnd.play(card)
        shown = done if done is not None else rnd.current_trick
        played = _played(trick_index + 1, shown, player, card, rnd.points, rnd.is_over)
        steps.append(
            Step(
                StepKey(index, "play", trick_index, position),
                _hands(rnd),
                shown,
                rnd.points,
                played,
                player,
                card,
                (card,),
            )
        )
    return DealReplay(
        index,
        direction,
        tuple(passes),
        tuple(steps),
        rnd.points,
        totals_before,
        tuple(total + points for total, points in zip(totals_before, rnd.points, strict=True))
        if rnd.is_over
        else totals_before,
        rnd.is_over,
        rnd.moon_shooter,
        tuple(rnd.tricks),
    )


def replay_game(record: GameRecord) -> GameReplay:
    """Every deal of ``record`` step by step; :class:`~hearts.errors.InvalidRecord` where the engine refuses it."""
    record.replay()  # the engine's check, with its sentence for the first entry it refuses
    match = Match(record.game_number, record.rules)
    deals = []
    for index, deal in enumerate(record.deals):
        if index:
            match.next_round()
        deals.append(_replay_deal(match.round, index, deal.passes, deal.plays))
    return GameReplay(record, tuple(deals), match.totals, match.is_over, match.winners)


def replay_par(record: GameRecord, deal_index: int) -> DealReplay:
    """The par deal the record keeps for deal ``deal_index`` (0 for the first), step by step as :func:`replay_game`
    shows a deal, with the same step keys; its totals after are the totals before plus the par deal's points.

    Raises :class:`~hearts.errors.InvalidRecord` where the engine refuses the record, and :class:`LookupError` when
    that deal has no par.
    """
    record.replay()  # the engine's check, the par deals' included
    if not 0 <= deal_index < len(record.deals):
        raise LookupError(f"The record has no deal {deal_index + 1}.")
    par = record.deals[deal_index].par
    if par is None:
        raise LookupError(f"Deal {deal_index + 1} of the record has no par.")
    match = Match(record.game_number, record.rules)
    for index, deal in enumerate(record.deals[:deal_index]):
        if index:
            match.next_round()
        rnd = match.round
        if rnd.pass_direction != "hold":
            for seat, cards in enumerate(deal.passes):
                if cards is not None:
                    rnd.pass_cards(seat, cards)
        for card in deal.plays:
            rnd.play(card)
    if deal_index:
        match.next_round()
    return _replay_deal(match.round, deal_index, par.passes, par.plays)


def replay_round(rnd: Round) -> DealReplay:
    """``rnd`` as played so far, step by step from its hands as dealt as :func:`replay_game` shows a deal (as the
    only deal of a game: its steps' keys are deal 0's); its totals before are the round's own.

    >>> from hearts.deals import deal_hands
    >>> rnd = Round(deal_hands(3), "hold")
    >>> _ = rnd.play(rnd.legal_plays()[0])
    >>> [step.key.id for step in replay_round(rnd).steps]
    ['d0', 'd0-t0-c0']
    """
    passes = tuple(rnd.passed(seat) for seat in range(4))
    return _replay_deal(rnd.as_dealt(), 0, passes, tuple(rnd.cards_played))
