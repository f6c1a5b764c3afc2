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
from ..scoring import deal_scores, match_result, moon_shooter
from ..seats import EAST, NORTH, SOUTH, WEST
from ..words import chain, hearts_count, listing, number, points_word, seat_name, series, who, who_in_list, whom
from ..words.catalog import gettext as _
from ..words.catalog import pgettext
from ..words.rules import shooting_the_moon
from .content import Block, Paragraph, Table, Text, fill, para
from .house import (
    first_lead_sentence,
    first_trick_sentence,
    leading_hearts_sentence,
    pass_sentence,
    values_sentence,
)
from .wording import (
    Points,
    moon_outcome,
    moon_paragraph,
    no_tricks_sentence,
    queen_breaks_sentence,
    ties_sentence,
)

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
    # Translators: Learn's text is markup: *words* are emphasised, {QS} is a card shown as a picture;
    # keep every {…} as it is. These name the penalty cards a player took, listed ("the {QS} and 2 hearts").
    parts = [_("the {QS}") if c is _QS else _("the {JD}") for c in cards if c is _QS or c is JACK_OF_DIAMONDS]
    hearts = sum(1 for c in cards if c.suit is Suit.HEARTS)
    if hearts == len(_HEARTS):
        parts.insert(0, _("all 13 hearts"))
    elif hearts:
        parts.append(hearts_count(hearts))
    if not parts:
        return pgettext("penalty cards taken", "none")
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
        # Translators: who took which penalty cards in a deal; {west}, {north} and {east} are the players'
        # names, {west_took}, {north_took}, {east_took} and {you_took} the cards they took ("the {QS} and
        # 2 hearts", "none").
        text = _("{west} took {west_took}, {north} {north_took}, {east} {east_took}, and you {you_took}.")
        return para(
            fill(
                text,
                west=seat_name(WEST),
                north=seat_name(NORTH),
                east=seat_name(EAST),
                west_took=_describe_taken(self.taken[WEST]),
                north_took=_describe_taken(self.taken[NORTH]),
                east_took=_describe_taken(self.taken[EAST]),
                you_took=_describe_taken(self.taken[SOUTH]),
            )
        )

    def blocks(self) -> tuple[Block, ...]:
        """The title and story, the note, then the table."""
        story = Paragraph((Text(self.title + ". ", emphasis=True), *self.story().spans))
        return (story, para(self.note), self.table()) if self.note else (story, self.table())

    def table(self) -> Table:
        """Player, penalty cards taken and points for the deal (and totals when they matter)."""
        with_totals = any(self.totals)
        headers: tuple[str, ...] = (
            pgettext("scoring example column", "Player"),
            pgettext("scoring example column", "Took"),
            pgettext("scoring example column", "Points"),
        )
        if with_totals:
            headers += (pgettext("scoring example column", "Before"), pgettext("scoring example column", "After"))
        rows = []
        for seat in (SOUTH, WEST, NORTH, EAST):
            shown = [c for c in self.taken[seat] if c.suit is Suit.HEARTS or c is _QS or c is JACK_OF_DIAMONDS]
            took = " ".join(f"{{{c.code}}}" for c in sorted(shown)) or "—"
            # Translators: your seat in a scoring example's table ("South (you)").
            name = fill(_("{seat} (you)"), seat=seat_name(seat)) if seat == SOUTH else seat_name(seat)
            cells = [para(name), para(took)]
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
            _("An ordinary deal"),
            ((), (_QS, *_hearts(2)), _hearts(7, 2), _hearts(4, 9)),
            rules,
        ),
        ScoreExample(
            "missed-moon",
            _("A missed moon"),
            (_hearts(1, 12), (_QS, *_hearts(12)), (), ()),
            rules,
            note=_("West took every penalty card but one heart, so there is no moon: every point counts."),
        ),
        ScoreExample(
            "moon",
            shooting_the_moon(),
            ((), (), (_QS, *_HEARTS), ()),
            rules,
            note=_("North took every heart and the queen, though not every trick."),
        ),
    ]
    if rules.jack_of_diamonds:
        examples.append(
            ScoreExample(
                "jack",
                _("The jack of diamonds"),
                (_hearts(3), (_QS,), _hearts(6, 3), (JACK_OF_DIAMONDS, *_hearts(4, 9))),
                rules,
                note=fill(
                    # Translators: {points} is a number ("10").
                    _("The {JD} takes {points} off the score of whoever wins it."),
                    points=number(-Points.of(rules).jack),
                ),
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
        _("The moon near the end"),
        ((_QS, *_HEARTS), (), (), ()),
        rules,
        totals=totals,
        note=fill(
            # Translators: {points} is a number ("26"); {seat} the player who would then have the lowest total
            # ("West").
            _(
                "Adding {points} to everyone else would end the game with {seat} lowest,"
                " so you take it off your own total instead."
            ),
            points=number(add),
            seat=player_name(lowest),
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

    heart = _("its rank (2 to 14)") if rules.card_values == "spot" else points_word(p.heart)
    rows = [
        (para(_("Each heart {2H} … {AH}")), para(heart)),
        (para(_("The queen of spades {QS}")), para(points_word(p.queen))),
    ]
    if rules.card_values == "black-maria":
        rows.append((para(_("The king of spades {KS}")), worth(Card.parse("KS"))))
        rows.append((para(_("The ace of spades {AS}")), worth(Card.parse("AS"))))
    if rules.jack_of_diamonds:
        rows.append((para(_("The jack of diamonds {JD}")), para(points_word(p.jack))))
    if rules.bonus_card == "TD":
        rows.append((para(_("The ten of diamonds {10D}")), worth(Card.parse("TD"))))
    rows.append((para(_("Every penalty card, in every deal")), para(points_word(p.deal))))
    rows.append((para(_("Shooting the moon: one player takes them all")), para(moon_outcome(rules))))
    return Table(
        (pgettext("scoring table column", "Card"), pgettext("scoring table column", "Points")),
        tuple(rows),
        _("Points count against you: low is good."),
    )


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
        # Translators: a player's total in a list of totals ("West 60"); {seat} is the player, "You" for you.
        shown = series([fill(_("{seat} {total}"), seat=who(s), total=number(t)) for s, t in enumerate(self.totals)])
        if not over:
            if max(self.totals) < self.rules.end_score:
                # Translators: {totals} lists each player's total ("You 40, West 60, North 50, East 20"); {score}
                # is the score that ends the game ("100").
                text = _("{totals}: nobody has reached {score}, so another deal is played.")
            else:
                # Translators: {totals} lists each player's total ("You 40, West 60, North 50, East 20").
                text = _("{totals}: the lowest totals are tied, so another deal is played.")
        elif len(winners) == 1 and winners[0] == SOUTH:
            # Translators: {totals} lists each player's total ("You 40, West 60, North 50, East 20").
            text = _("{totals}: the game is over and you win with the lowest total.")
        elif len(winners) == 1:
            # Translators: {totals} lists each player's total ("You 40, West 60, North 50, East 20"); {seat} is
            # the player who wins ("North").
            text = _("{totals}: the game is over and {seat} wins with the lowest total.")
        elif SOUTH in winners:
            # Translators: {totals} lists each player's total ("You 40, West 60, North 50, East 20"); {seats}
            # the players who share the win, the person among them, within a sentence ("you and North").
            text = pgettext("the person among the winners", "{totals}: the game is over and {seats} share the win.")
        else:
            # Translators: {totals} lists each player's total ("You 40, West 60, North 50, East 20"); {seats}
            # the players who share the win ("West and North").
            text = _("{totals}: the game is over and {seats} share the win.")
        return para(
            fill(
                text,
                totals=shown,
                score=number(self.rules.end_score),
                seat=seat_name(winners[0]) if winners else "",
                seats=chain([who_in_list(s) for s in winners]),
            )
        )


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
    score = [
        # Translators: {values} is a sentence saying what the cards are worth.
        fill(_("{values} Low is good."), values=values_sentence(rules)),
        moon_paragraph(rules),
    ]
    if rules.no_tricks_bonus:
        score.append(no_tricks_sentence())
    hearts = [
        leading_hearts_sentence(rules),
        queen_breaks_sentence(rules),
        # Translators: {points} is the queen's points ("13 points").
        fill(_("The {QS} is just a spade worth {points}: no trump power."), points=points_word(p.queen)),
    ]
    entries = (
        (
            "deal",
            pgettext("quick reference heading", "Deal"),
            [_("52 cards, 13 each. You are South; play goes clockwise: South, West, North, East.")],
        ),
        ("pass", pgettext("quick reference heading", "Pass"), [pass_sentence(rules)]),
        (
            "start",
            pgettext("quick reference heading", "Start"),
            [
                fill(
                    # Translators: {first_lead} is a sentence saying who leads the first trick.
                    _("{first_lead} Follow suit if you can; otherwise play any card."),
                    first_lead=first_lead_sentence(rules),
                ),
                _("No trumps: the highest card of the suit led wins and leads next."),
                first_trick_sentence(rules),
            ],
        ),
        ("hearts", pgettext("quick reference heading", "Hearts"), hearts),
        ("score", pgettext("quick reference heading", "Score"), score),
        (
            "end",
            pgettext("quick reference heading", "End"),
            [
                fill(
                    # Translators: {score} is the score that ends the game ("100").
                    _("The game ends after a deal in which anyone reaches {score} or more. Lowest total wins."),
                    score=number(rules.end_score),
                ),
                ties_sentence(rules),
            ],
        ),
    )
    return tuple(RefEntry(key, heading, tuple(para(line) for line in lines)) for key, heading, lines in entries)
