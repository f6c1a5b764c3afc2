"""The rules in five short sections, worded for the rules in play.

>>> from hearts.rules import Rules
>>> [s.id for s in rule_sections(Rules())]
['deal', 'play', 'hearts', 'score', 'end']
>>> "breaks hearts too" in rule_sections(Rules(queen_breaks_hearts=True))[2].text()
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import CARDS, TWO_OF_CLUBS
from ..rules import Rules
from ..scoring import NO_TRICKS_BONUS
from ..seats import NORTH, PASS_CYCLE, SOUTH, WEST, pass_target
from ..words import number, points_word, seat_name
from .content import Block, blocks_text, bullets, card_row, para, trick_picture
from .house import (
    first_lead_sentence,
    first_trick_sentence,
    leading_hearts_sentence,
    moon_definition,
    pass_sentence,
    values_sentence,
)
from .reference import end_examples, score_examples, scoring_table
from .wording import Points, moon_sentence, queen_breaks_sentence, ties_sentence

__all__ = ["Section", "rule_sections"]


@dataclass(frozen=True, slots=True)
class Section:
    """One section of the rules: an id for links (``#learn/deal``), a title and its blocks."""

    id: str
    title: str
    blocks: tuple[Block, ...]

    def text(self) -> str:
        """The section as plain text."""
        return self.title + "\n" + blocks_text(self.blocks)


def _ordinal(n: int) -> str:
    return ("first", "second", "third", "fourth")[n]


def _deal_section(rules: Rules) -> Section:
    hand_size = len(CARDS) // 4
    if rules.pass_cycle != PASS_CYCLE or rules.pass_count != 3:
        return _house_deal_section(rules, hand_size)
    cycle = []
    for i, direction in enumerate(PASS_CYCLE):
        if direction == "hold":
            cycle.append(f"The {_ordinal(i)} deal is a *hold* hand: nobody passes.")
        else:
            target = seat_name(pass_target(SOUTH, direction))
            cycle.append(f"The {_ordinal(i)} deal: pass *{direction}* (you pass to {target}).")
    cycle.append("Then the cycle starts again with left.")
    left = seat_name(pass_target(SOUTH, "left"))
    return Section(
        "deal",
        "The deal and the pass",
        (
            para(
                f"Four players: you (South), West, North and East. All {len(CARDS)} cards are dealt,"
                f" {hand_size} to each."
            ),
            para("Before the play, everyone chooses *three cards to pass*. The direction changes with each deal:"),
            bullets(*cycle),
            card_row(
                "3C 8C 10C 4D 9D JD 2S 6S QS 5H 9H KH AH",
                f"Passing left: this hand sends the {{QS}}, {{KH}} and {{AH}} to {left}.",
                "QS KH AH",
            ),
            para(
                "You choose your three before you see what you get. The cards you receive arrive after everyone"
                " has passed."
            ),
        ),
    )


def _house_deal_section(rules: Rules, hand_size: int) -> Section:
    """The deal and the pass under a house pass cycle or pass size."""
    return Section(
        "deal",
        "The deal and the pass",
        (
            para(
                f"Four players: you (South), West, North and East. All {len(CARDS)} cards are dealt,"
                f" {hand_size} to each."
            ),
            para(pass_sentence(rules)),
            para(
                "You choose your cards before you see what you get. The cards you receive arrive after everyone"
                " has passed."
            ),
        ),
    )


def _play_section(rules: Rules) -> Section:
    opening = (
        f"Whoever holds the {{{TWO_OF_CLUBS.code}}} leads it to the first trick."
        if rules.first_lead == "two-of-clubs"
        else first_lead_sentence(rules)
    )
    return Section(
        "play",
        "The play",
        (
            para(f"{opening} Play goes clockwise: South, West, North, East, each adding one card."),
            para(
                "You must *follow suit*: play a card of the suit that was led if you have one. If you have none,"
                " play any card (on the first trick there is one limit, under Hearts and the queen)."
            ),
            trick_picture(WEST, "2C 9C KC 4C", "Everyone follows clubs."),
            para(
                "There are *no trumps*. The highest card of the suit led wins the trick, whatever else was played."
                " The winner takes the four cards and leads the next trick."
            ),
            trick_picture(NORTH, "7D 10D AS 3D", "You have no diamonds and play the {AS}, but only a diamond can win."),
            para("The deal goes on for 13 tricks, until every card has been played."),
        ),
    )


def _hearts_section(rules: Rules) -> Section:
    p = Points.of(rules)
    return Section(
        "hearts",
        "Hearts and the queen",
        (
            para(
                "You may not *lead* a heart until hearts are *broken*: until someone has played a heart to a trick"
                " because they could not follow suit. If you hold nothing but hearts, you may lead one anyway."
                if rules == rules.with_options(hearts_must_be_broken=True, lead_hearts_over_queen=False)
                else leading_hearts_sentence(rules)
            ),
            trick_picture(WEST, "5D 9D 2H KD", "East has no diamonds and plays a heart: hearts are broken."),
            para(queen_breaks_sentence(rules)),
            para(
                f"The {{QS}} is worth *{points_word(p.queen)}*. She is only a spade, with no trump power:"
                " the {KS} and {AS} beat her, and she cannot win a trick led in another suit."
            ),
            trick_picture(NORTH, "QS KS 4S 8S", "The queen loses to the king."),
            para(
                "*The first trick carries no points.* On it nobody may play a heart or the {QS}, even with no"
                " clubs, unless they hold nothing else."
                if not rules.points_on_first_trick and rules.card_values != "black-maria"
                else first_trick_sentence(rules)
            ),
            trick_picture(WEST, "2C 8C AD 10C", "East has no clubs and may not play a heart or the {QS}."),
        ),
    )


def _score_section(rules: Rules) -> Section:
    p = Points.of(rules)
    lines = [
        f"Each heart: *{points_word(p.heart)}*.",
        f"The {{QS}}: *{points_word(p.queen)}*.",
    ]
    if rules.jack_of_diamonds:
        lines.append(
            f"The {{JD}}: *{points_word(p.jack)}*: whoever takes it has {number(-p.jack)} taken off their score."
        )
    if rules.card_values != "standard" or rules.bonus_card == "TD":
        lines = [values_sentence(rules)]
    else:
        lines.append(f"Hearts and the queen make {points_word(p.deal)} in every deal.")
    blocks: list[Block] = [
        para("After the 13th trick, everyone counts the penalty cards in the tricks they took. Low is good."),
        bullets(*lines),
        scoring_table(rules),
        para(
            "*Shooting the moon*: a player who takes *all* the penalty cards (every heart and the {QS}) turns"
            " the tables. They need not win every trick, only every penalty card. " + moon_sentence(rules)
            if rules.card_values == "standard" and rules.moon != "none" and not rules.shoot_the_sun
            else moon_definition(rules) + " " + moon_sentence(rules)
        ),
    ]
    if rules.no_tricks_bonus:
        blocks.append(
            para(
                f"A player who takes no trick scores {number(NO_TRICKS_BONUS)}, except in a deal where"
                " someone shot the moon."
            )
        )
    if rules.jack_of_diamonds:
        blocks.append(para("The {JD} is not needed for the moon, and it still counts for whoever takes it."))
    for example in score_examples(rules):
        blocks.extend(example.blocks())
    return Section("score", "The score", tuple(blocks))


def _end_section(rules: Rules) -> Section:
    examples = end_examples(rules)
    return Section(
        "end",
        "The end",
        (
            para(
                f"Scores add up from deal to deal. The game ends after a deal in which anyone's total reaches"
                f" *{rules.end_score} or more*. The *lowest* total wins."
            ),
            para(ties_sentence(rules)),
            *(example.sentence() for example in examples),
        ),
    )


def rule_sections(rules: Rules) -> tuple[Section, ...]:
    """The five sections: deal and pass, play, hearts and the queen, score, end."""
    return (
        _deal_section(rules),
        _play_section(rules),
        _hearts_section(rules),
        _score_section(rules),
        _end_section(rules),
    )
