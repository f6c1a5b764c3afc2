"""The quick reference card, the scoring table and worked scoring examples.

Every number shown is computed by :mod:`hearts.scoring` from the cards each
player took (and the totals before the deal), so the examples can never
disagree with the game.

>>> from hearts.rules import Rules
>>> first = score_examples(Rules())[0]
>>> first.story().plain()
'West took the Q♠ and 2 hearts, North 7 hearts, East 4 hearts, and you none.'
>>> first.scores
(0, 15, 7, 4)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import HEARTS_MASK, JACK_OF_DIAMONDS, QUEEN_OF_SPADES, Card, Suit, cards_from_mask, mask_of
from ..points import point_table
from ..rules import Rules
from ..scoring import NO_TRICKS_BONUS, deal_scores, match_result, moon_shooter
from ..seats import EAST, NORTH, SOUTH, WEST
from ..words import chain, listing, number, plural, points_word, seat_name, whom
from .content import Block, Paragraph, Table, Text, para
from .house import (
    first_lead_sentence,
    first_trick_sentence,
    leading_hearts_sentence,
    moon_definition,
    pass_sentence,
    values_sentence,
)
from .wording import Points, moon_outcome, moon_sentence, queen_breaks_sentence, ties_sentence

__all__ = [
    "EndExample",
    "RefEntry",
    "ScoreExample",
    "end_examples",
    "player_name",
    "quick_reference",
    "score_examples",
    "scoring_table",
]

_HEARTS = cards_from_mask(HEARTS_MASK)
_QS = QUEEN_OF_SPADES


def player_name(seat: int) -> str:
    """``you`` for South, otherwise the seat's name."""
    return whom(seat)


def _describe_taken(cards: Sequence[Card]) -> str:
    """``the Q♠ and 2 hearts``, ``7 hearts``, ``none`` (markup)."""
    parts = [f"the {{{c.code}}}" for c in cards if c is _QS or c is JACK_OF_DIAMONDS]
    hearts = sum(1 for c in cards if c.suit is Suit.HEARTS)
    if hearts == len(_HEARTS):
        parts.insert(0, "all 13 hearts")
    elif hearts:
        parts.append(plural(hearts, "heart"))
    if not parts:
        return "none"
    return listing(parts)


@dataclass(frozen=True, slots=True)
class ScoreExample:
    """One deal's scoring: the cards each seat took (South, West, North, East) and the totals before."""

    id: str
    title: str
    taken: tuple[tuple[Card, ...], ...]
    rules: Rules
    totals: tuple[int, ...] = (0, 0, 0, 0)
    note: str = ""

    @property
    def masks(self) -> tuple[int, ...]:
        return tuple(mask_of(cards) for cards in self.taken)

    @property
    def scores(self) -> tuple[int, ...]:
        """The deal's scores, from :func:`hearts.scoring.deal_scores`."""
        return deal_scores(self.masks, self.rules, self.totals)

    @property
    def shooter(self) -> int | None:
        return moon_shooter(self.masks)

    def story(self) -> Paragraph:
        """Who took what, in one sentence."""
        order = (WEST, NORTH, EAST, SOUTH)
        parts = []
        for i, seat in enumerate(order):
            what = _describe_taken(self.taken[seat])
            parts.append(f"{player_name(seat)} took {what}" if i == 0 else f"{player_name(seat)} {what}")
        text = listing(parts, serial_comma=True) + "."
        return para(text[0].upper() + text[1:])

    def blocks(self) -> tuple[Block, ...]:
        """The title and story, the note, then the table."""
        story = Paragraph((Text(self.title + ". ", emphasis=True), *self.story().spans))
        return (story, para(self.note), self.table()) if self.note else (story, self.table())

    def table(self) -> Table:
        """Player, penalty cards taken and points for the deal (and totals when they matter)."""
        with_totals = any(self.totals)
        headers = ("Player", "Took", "Points") + (("Before", "After") if with_totals else ())
        rows = []
        for seat in (SOUTH, WEST, NORTH, EAST):
            shown = [c for c in self.taken[seat] if c.suit is Suit.HEARTS or c is _QS or c is JACK_OF_DIAMONDS]
            took = " ".join(f"{{{c.code}}}" for c in sorted(shown)) or "—"
            cells = [para(seat_name(seat) + (" (you)" if seat == SOUTH else "")), para(took)]
            cells.append(para(number(self.scores[seat])))
            if with_totals:
                cells.append(para(number(self.totals[seat])))
                cells.append(para(number(self.totals[seat] + self.scores[seat])))
            rows.append(tuple(cells))
        return Table(headers, tuple(rows))


def _hearts(count: int, start: int = 0) -> tuple[Card, ...]:
    return tuple(_HEARTS[start : start + count])


def score_examples(rules: Rules) -> tuple[ScoreExample, ...]:
    """Worked scoring examples for these rules (the J♦ and the "best" moon only when in play)."""
    examples = [
        ScoreExample(
            "ordinary",
            "An ordinary deal",
            ((), (_QS, *_hearts(2)), _hearts(7, 2), _hearts(4, 9)),
            rules,
        ),
        ScoreExample(
            "missed-moon",
            "A missed moon",
            (_hearts(1, 12), (_QS, *_hearts(12)), (), ()),
            rules,
            note="West took every penalty card but one heart, so there is no moon: every point counts.",
        ),
        ScoreExample(
            "moon",
            "Shooting the moon",
            ((), (), (_QS, *_HEARTS), ()),
            rules,
            note="North took every heart and the queen, though not every trick.",
        ),
    ]
    if rules.jack_of_diamonds:
        examples.append(
            ScoreExample(
                "jack",
                "The jack of diamonds",
                (_hearts(3), (_QS,), _hearts(6, 3), (JACK_OF_DIAMONDS, *_hearts(4, 9))),
                rules,
                note=f"The {{JD}} takes {number(-Points.of(rules).jack)} off the score of whoever wins it.",
            )
        )
    if rules.moon == "best":
        best = _best_moon_example(rules)
        if best is not None:
            examples.append(best)
    return tuple(examples)


def _best_moon_example(rules: Rules) -> ScoreExample | None:
    """A moon where adding 26 would hand the game to someone else, so the shooter subtracts."""
    add = Points.of(rules).moon_add[WEST]
    end = rules.end_score
    totals = (end - 20, end - add + 10, end - add - 50, end - add - 30)
    if min(totals) < 0:
        return None
    after_add = [t + s for t, s in zip(totals, Points.of(rules).moon_add, strict=True)]
    lowest = after_add.index(min(after_add))
    example = ScoreExample(
        "best-moon",
        "The moon near the end",
        ((_QS, *_HEARTS), (), (), ()),
        rules,
        totals=totals,
        note=(
            f"Adding {add} to everyone else would end the game with {player_name(lowest)} lowest,"
            " so you take it off your own total instead."
        ),
    )
    subtracted = deal_scores(example.masks, rules.with_options(moon="subtract"), totals)
    return example if example.scores == subtracted else None


def scoring_table(rules: Rules) -> Table:
    """What each penalty card and the moon are worth under these rules."""
    p = Points.of(rules)
    values = point_table(rules).values

    def worth(card: Card) -> Paragraph:
        return para(points_word(values[card.index]))

    heart = "its rank (2 to 14)" if rules.card_values == "spot" else points_word(p.heart)
    rows = [
        (para("Each heart {2H} … {AH}"), para(heart)),
        (para("The queen of spades {QS}"), para(points_word(p.queen))),
    ]
    if rules.card_values == "black-maria":
        rows.append((para("The king of spades {KS}"), worth(Card.parse("KS"))))
        rows.append((para("The ace of spades {AS}"), worth(Card.parse("AS"))))
    if rules.jack_of_diamonds:
        rows.append((para("The jack of diamonds {JD}"), para(points_word(p.jack))))
    if rules.bonus_card == "TD":
        rows.append((para("The ten of diamonds {10D}"), worth(Card.parse("TD"))))
    rows.append((para("Every penalty card, in every deal"), para(points_word(p.deal))))
    rows.append((para("Shooting the moon: one player takes them all"), para(_capital(moon_outcome(rules)) + ".")))
    return Table(("Card", "Points"), tuple(rows), "Points count against you: low is good.")


@dataclass(frozen=True, slots=True)
class EndExample:
    """Totals after a deal and whether the game ends there, with its winners (from the engine)."""

    totals: tuple[int, ...]
    rules: Rules

    @property
    def result(self) -> tuple[bool, tuple[int, ...]]:
        return match_result(self.totals, self.rules)

    def sentence(self) -> Paragraph:
        over, winners = self.result
        shown = ", ".join(f"{player_name(s)} {number(t)}" for s, t in enumerate(self.totals))
        shown = shown[0].upper() + shown[1:]
        if not over:
            if max(self.totals) < self.rules.end_score:
                outcome = f"nobody has reached {self.rules.end_score}, so another deal is played."
            else:
                outcome = "the lowest totals are tied, so another deal is played."
        elif len(winners) == 1:
            outcome = f"the game is over and {_winner(winners[0])} with the lowest total."
        else:
            names = chain([player_name(s) for s in winners])
            outcome = f"the game is over and {names} share the win."
        return para(f"{shown}: {outcome}")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _winner(seat: int) -> str:
    return "you win" if seat == SOUTH else f"{seat_name(seat)} wins"


def end_examples(rules: Rules) -> tuple[EndExample, ...]:
    """A clear win and a tie at the end, scaled to the rules' end score."""
    end = rules.end_score
    low = end * 2 // 5
    step = max(1, end // 5)
    return (
        EndExample((end + 3, low + step, low, low + 2 * step), rules),
        EndExample((end + 3, low, low, low + step), rules),
    )


@dataclass(frozen=True, slots=True)
class RefEntry:
    """One heading of the quick reference and its short lines."""

    id: str
    heading: str
    lines: tuple[Paragraph, ...]


def quick_reference(rules: Rules) -> tuple[RefEntry, ...]:
    """The whole game on one screen: deal, pass, start, hearts, score, end."""
    p = Points.of(rules)
    score = [values_sentence(rules) + " Low is good.", moon_definition(rules) + " " + moon_sentence(rules)]
    if rules.no_tricks_bonus:
        score.append(
            f"A player who takes no trick scores {number(NO_TRICKS_BONUS)}, except in a deal where"
            " someone shot the moon."
        )
    hearts = [
        leading_hearts_sentence(rules),
        queen_breaks_sentence(rules),
        f"The {{QS}} is just a spade worth {points_word(p.queen)}: no trump power.",
    ]
    entries = (
        ("deal", "Deal", ["52 cards, 13 each. You are South; play goes clockwise: South, West, North, East."]),
        ("pass", "Pass", [pass_sentence(rules)]),
        (
            "start",
            "Start",
            [
                first_lead_sentence(rules) + " Follow suit if you can; otherwise play any card.",
                "No trumps: the highest card of the suit led wins and leads next.",
                first_trick_sentence(rules),
            ],
        ),
        ("hearts", "Hearts", hearts),
        ("score", "Score", score),
        (
            "end",
            "End",
            [
                f"The game ends after a deal in which anyone reaches {rules.end_score} or more. Lowest total wins.",
                ties_sentence(rules),
            ],
        ),
    )
    return tuple(RefEntry(key, heading, tuple(para(line) for line in lines)) for key, heading, lines in entries)
