"""Practice positions as data, made real by the engine, and judged by it.

A play position is written as the learner sees it (South's hand, the tricks
played before and the trick in progress). :meth:`PlayPosition.deal` fills
the other hands with the unseen cards, respecting every void the play has
shown, so the position arises from a real 4 × 13 deal; :meth:`round`
replays that deal through :class:`hearts.round.Round`, which checks every
card. Legality is always the engine's: an illegal choice is answered with
the engine's own reason (:meth:`~hearts.round.Round.why_illegal`), worded by
:func:`hearts.words.illegal_text`.

A pass position is South's 13 cards before the pass, the cards that must
go and the cards that may go with them.

Messages are markup (see :func:`hearts.learn.content.para`), catalog
messages marked where the lessons define them and worded in the player's
language when shown (:func:`fill_numbers` and :meth:`PlayPosition.judge`),
and may hold numbers computed when judging: ``{=heart}`` is a heart's
points, ``{=trick}`` is the points of the trick with the chosen card added,
``{=queen}`` and ``{=moon}`` the queen's and a whole deal's points (each via :mod:`hearts.scoring`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Final, Literal

from ..cards import CARDS, HEARTS_MASK, QUEEN_OF_SPADES, Card, mask_of
from ..errors import IllegalPass, IllegalPlay
from ..legality import Illegal
from ..round import Round
from ..rules import Rules
from ..scoring import penalty_points
from ..seats import SOUTH, PassDirection, pass_target
from ..tricks import Trick
from ..words import illegal_text, pass_refusal_text, points_word
from ..words.catalog import gettext as _
from .content import Paragraph, Text, cards, para

__all__ = ["Answer", "PassPosition", "PlayPosition", "Position", "Verdict", "fill_numbers"]

_FIELD: Final = re.compile(r"\{=(\w+)\}")


@dataclass(frozen=True, slots=True)
class Verdict:
    """The judgement of one try: ``legal`` (the engine allows it), ``correct`` (the lesson wants it) and why.

    For a card the engine refuses, ``illegal`` is the engine's fact and ``text`` its wording.
    """

    correct: bool
    legal: bool
    text: Paragraph
    illegal: Illegal | None = None

    @property
    def message(self) -> str:
        """The explanation as plain text."""
        return self.text.plain()


@dataclass(frozen=True, slots=True)
class Answer:
    """Some cards of a play position and what the lesson says of playing one of them."""

    cards: str
    correct: bool
    message: str

    @property
    def card_list(self) -> tuple[Card, ...]:
        return cards(self.cards)


def _worded(message: str) -> str:
    """A lesson's message (marked where the lesson defines it) in the player's language."""
    return _(message) if message else message


def _fill(message: str, values: dict[str, str]) -> Paragraph:
    """A lesson's message, worded, its ``{=…}`` numbers filled in, read as markup."""
    return para(_FIELD.sub(lambda m: values[m.group(1)], _worded(message)))


def _engine_reason(reason: str) -> Paragraph:
    return Paragraph((Text(reason),))


def _refused(reason: Illegal) -> Verdict:
    """The verdict on a card the engine refuses: its fact, worded."""
    return Verdict(False, False, _engine_reason(illegal_text(reason)), reason)


def _numbers(rules: Rules, trick_cards: Iterable[Card]) -> dict[str, str]:
    return {
        "heart": points_word(penalty_points(Card.parse("2H").mask, rules)),
        "trick": points_word(penalty_points(mask_of(trick_cards), rules)),
        "queen": points_word(penalty_points(QUEEN_OF_SPADES.mask, rules)),
        "moon": points_word(penalty_points(HEARTS_MASK | QUEEN_OF_SPADES.mask, rules)),
    }


def fill_numbers(markup: str, rules: Rules | None = None) -> Paragraph:
    """A lesson's message as a paragraph in the player's language, its ``{=heart}``, ``{=queen}`` and ``{=moon}``
    from the engine.
    """
    return _fill(markup, _numbers(rules or Rules(), ()))


_ROUNDS: dict[str, Round] = {}


@dataclass(frozen=True, slots=True)
class PlayPosition:
    """South to play a card: the hand, the tricks so far and the trick in progress.

    ``first_leader`` holds the 2♣ and leads the first trick; later leaders are
    the engine's trick winners. ``pins`` place unseen cards in other hands
    (``{1: "QS"}`` puts the queen with West) where a story needs them.
    Play positions are hold hands (no pass), so the deal is the hands as dealt.
    """

    id: str
    task: str
    context: str
    south: str
    answers: tuple[Answer, ...]
    first_leader: int = SOUTH
    tricks: tuple[str, ...] = ()
    trick: str = ""
    pins: tuple[tuple[int, str], ...] = ()
    rules: Rules = field(default_factory=Rules)

    kind: Literal["play"] = "play"

    @property
    def task_text(self) -> Paragraph:
        """The task as a paragraph (cards drawn inline)."""
        return fill_numbers(self.task, self.rules)

    @property
    def context_text(self) -> Paragraph:
        return fill_numbers(self.context, self.rules)

    # ------------------------------------------------------------ the deal

    def _seated_tricks(self) -> list[Trick]:
        """Every trick (the last one in progress) with its leader, winners from the engine's Trick."""
        leader = self.first_leader
        seated = []
        for text in (*self.tricks, self.trick):
            trick = Trick(leader, cards(text))
            seated.append(trick)
            if trick.is_complete:
                won = trick.winning_play
                assert won is not None
                leader = won.seat
            elif text is not self.trick:
                raise ValueError(f"{self.id}: every earlier trick needs four cards: {text!r}.")
        return seated

    def deal(self) -> list[list[Card]]:
        """A full deal (South, West, North, East) from which this position arises by legal play."""
        played: list[list[Card]] = [[], [], [], []]
        voids: list[set[int]] = [set(), set(), set(), set()]
        for trick in self._seated_tricks():
            for seat, card in trick.plays:
                played[seat].append(card)
                if card.suit != trick.lead_suit:
                    voids[seat].add(trick.lead_suit)
        remaining: list[list[Card]] = [list(cards(self.south)), [], [], []]
        for seat, text in self.pins:
            remaining[seat].extend(cards(text))
        used = [c for hand in played + remaining for c in hand]
        if len(set(used)) != len(used):
            raise ValueError(f"{self.id}: a card appears twice in the position.")
        if len(played[SOUTH]) + len(remaining[SOUTH]) != 13:
            raise ValueError(f"{self.id}: South's hand and plays make {len(played[0]) + len(remaining[0])} cards.")
        need = [13 - len(played[s]) - len(remaining[s]) for s in range(4)]
        for seat in range(4):
            if any(card.suit in voids[seat] for card in remaining[seat]):
                raise ValueError(f"{self.id}: seat {seat} showed out of a suit it still holds.")
        unseen = [c for c in CARDS if c not in set(used)]
        filled = _fill_hands(unseen, need, voids)
        if filled is None:
            raise ValueError(f"{self.id}: the unseen cards cannot be dealt without breaking a void.")
        return [sorted(played[s] + remaining[s] + filled[s]) for s in range(4)]

    def _built(self) -> Round:
        rnd = _ROUNDS.get(self.id)
        if rnd is None:
            rnd = Round(self.deal(), "hold", self.rules)
            for trick in self._seated_tricks():
                for seat, card in trick.plays:
                    if rnd.to_play != seat:
                        raise ValueError(f"{self.id}: the {card.name} is played out of turn.")
                    rnd.play(card)  # the engine checks every card: IllegalPlay if the data is wrong
            if rnd.to_play != SOUTH:
                raise ValueError(f"{self.id}: it is not South's turn in this position.")
            _ROUNDS[self.id] = rnd
        return rnd

    def round(self) -> Round:
        """The engine's state at this position (a fresh copy each time)."""
        return self._built().copy()

    def after(self, card: Card) -> Round:
        """The engine's state once South has played ``card`` (raises IllegalPlay if it may not)."""
        rnd = self.round()
        rnd.play(card)
        return rnd

    # ------------------------------------------------------------ judging

    @property
    def accepted(self) -> tuple[Card, ...]:
        """The cards the lesson accepts."""
        return tuple(c for answer in self.answers if answer.correct for c in answer.card_list)

    def answer_for(self, card: Card) -> Answer | None:
        for answer in self.answers:
            if card in answer.card_list:
                return answer
        return None

    def judge(self, choice: Card | Sequence[Card]) -> Verdict:
        """Judge South playing ``choice`` (a card, or a sequence of one card)."""
        card = _single(choice)
        rnd = self._built()
        reason = rnd.why_illegal(card)
        if reason is not None:
            return _refused(reason)
        answer = self.answer_for(card)
        if answer is None:  # pragma: no cover  (tests require every legal card to have an answer)
            raise ValueError(f"{self.id}: no answer for the {card.name}.")
        values = _numbers(self.rules, (*rnd.current_trick.cards, card))
        return Verdict(answer.correct, True, _fill(answer.message, values))


def _single(choice: Card | Sequence[Card]) -> Card:
    if isinstance(choice, Card):
        return choice
    chosen = list(choice)
    if len(chosen) != 1 or not isinstance(chosen[0], Card):
        raise IllegalPlay("Play one card.")
    return chosen[0]


def _fill_hands(unseen: list[Card], need: list[int], voids: list[set[int]]) -> list[list[Card]] | None:
    """Deal ``unseen`` to West, North and East (``need`` cards each) with no card of a void suit."""
    hands: list[list[Card]] = [[], [], [], []]
    room = list(need)
    room[SOUTH] = 0
    if sum(room) != len(unseen) or min(room) < 0:
        return None

    def eligible(card: Card) -> list[int]:
        return [s for s in range(1, 4) if card.suit not in voids[s]]

    order = sorted(unseen, key=lambda c: (len(eligible(c)), c.index))

    def place(i: int) -> bool:
        if i == len(order):
            return True
        card = order[i]
        for seat in sorted(eligible(card), key=lambda s: (-room[s], s)):
            if room[seat]:
                room[seat] -= 1
                hands[seat].append(card)
                if place(i + 1):
                    return True
                hands[seat].pop()
                room[seat] += 1
        return False

    return hands if place(0) else None


@dataclass(frozen=True, slots=True)
class PassPosition:
    """South chooses three cards to pass.

    A pass is accepted when it holds every card of ``must`` and its other
    cards come from ``may``. ``missing`` explains leaving out a card of
    ``must``; ``why_not`` explains passing any other card of the hand.
    """

    id: str
    task: str
    context: str
    south: str
    direction: PassDirection
    must: str
    may: str
    right: str
    missing: tuple[tuple[str, str], ...]
    why_not: tuple[tuple[str, str], ...]
    rules: Rules = field(default_factory=Rules)

    kind: Literal["pass"] = "pass"

    @property
    def task_text(self) -> Paragraph:
        """The task as a paragraph (cards drawn inline)."""
        return fill_numbers(self.task, self.rules)

    @property
    def context_text(self) -> Paragraph:
        return fill_numbers(self.context, self.rules)

    @property
    def target(self) -> int:
        """The seat South passes to."""
        return pass_target(SOUTH, self.direction)

    def deal(self) -> list[list[Card]]:
        """South's hand and the other 39 cards dealt round West, North, East."""
        south = sorted(cards(self.south))
        others = [c for c in CARDS if c not in set(south)]
        return [south, *(sorted(others[i::3]) for i in range(3))]

    def round(self) -> Round:
        """The engine's state: the deal before the pass."""
        rnd = _ROUNDS.get(self.id)
        if rnd is None:
            rnd = _ROUNDS[self.id] = Round(self.deal(), self.direction, self.rules)
        return rnd.copy()

    def accepted_passes(self) -> list[frozenset[Card]]:
        """Every pass the lesson accepts."""
        must = cards(self.must)
        free = 3 - len(must)
        return [frozenset((*must, *extra)) for extra in combinations(cards(self.may), free)]

    def judge(self, choice: Card | Sequence[Card]) -> Verdict:
        """Judge South passing ``choice`` (three cards)."""
        chosen = [choice] if isinstance(choice, Card) else list(choice)
        try:
            self.round().pass_cards(SOUTH, chosen)
        except IllegalPass as err:
            return Verdict(False, False, _engine_reason(pass_refusal_text(err.refusal)))
        values = _numbers(self.rules, ())
        picked = set(chosen)
        for card in cards(self.must):
            if card not in picked:
                return Verdict(False, True, _fill(_explain(card, self.missing, self.id), values))
        allowed = set(cards(self.must)) | set(cards(self.may))
        for card in sorted(picked):
            if card not in allowed:
                return Verdict(False, True, _fill(_explain(card, self.why_not, self.id), values))
        return Verdict(True, True, _fill(self.right, values))


def _explain(card: Card, groups: tuple[tuple[str, str], ...], where: str) -> str:
    for group, message in groups:
        if card in cards(group):
            return message
    raise ValueError(f"{where}: no explanation for the {card.name}.")  # pragma: no cover  (tests cover every card)


Position = PlayPosition | PassPosition
