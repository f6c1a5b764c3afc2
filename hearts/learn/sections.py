"""The rules in five short sections, worded for the rules in play.

>>> from hearts.rules import Rules
>>> [s.id for s in rule_sections(Rules())]
['deal', 'play', 'hearts', 'score', 'end']
>>> "breaks hearts too" in rule_sections(Rules(queen_breaks_hearts=True))[2].text()
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import CARDS
from ..rules import Rules
from ..seats import NORTH, PASS_CYCLE, SOUTH, WEST, pass_target
from ..words import number, points_word, seat_name
from ..words.catalog import gettext as _
from .content import Block, blocks_text, bullets, card_row, fill, para, trick_picture
from .house import (
    first_lead_sentence,
    first_trick_sentence,
    leading_hearts_sentence,
    pass_sentence,
    values_sentence,
)
from .reference import end_examples, score_examples, scoring_table
from .wording import Points, moon_paragraph, moon_sentence, no_tricks_sentence, queen_breaks_sentence, ties_sentence

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


def _dealt() -> Block:
    return para(
        fill(
            # Translators: Learn's text is markup: *words* are emphasised, {QS} is a card shown as a picture,
            # {=queen} a number of points; keep every {…} as it is. Here {cards} is 52 and {each} 13.
            _("Four players: you (South), West, North and East. All {cards} cards are dealt, {each} to each."),
            cards=number(len(CARDS)),
            each=number(len(CARDS) // 4),
        )
    )


def _deal_section(rules: Rules) -> Section:
    if rules.pass_cycle != PASS_CYCLE or rules.pass_count != 3:
        return _house_deal_section(rules)
    left, right, across = (seat_name(pass_target(SOUTH, d)) for d in ("left", "right", "across"))
    cycle = [
        # Translators: {seat} is the player you pass to ("West").
        fill(_("The first deal: pass *left* (you pass to {seat})."), seat=left),
        # Translators: {seat} is the player you pass to ("North").
        fill(_("The second deal: pass *right* (you pass to {seat})."), seat=right),
        # Translators: {seat} is the player you pass to ("East").
        fill(_("The third deal: pass *across* (you pass to {seat})."), seat=across),
        _("The fourth deal is a *hold* hand: nobody passes."),
        _("Then the cycle starts again with left."),
    ]
    return Section(
        "deal",
        _("The deal and the pass"),
        (
            _dealt(),
            para(_("Before the play, everyone chooses *three cards to pass*. The direction changes with each deal:")),
            bullets(*cycle),
            card_row(
                "3C 8C 10C 4D 9D JD 2S 6S QS 5H 9H KH AH",
                # Translators: {seat} is the player to your left ("West").
                fill(_("Passing left: this hand sends the {QS}, {KH} and {AH} to {seat}."), seat=left),
                "QS KH AH",
            ),
            para(
                _(
                    "You choose your three before you see what you get. The cards you receive arrive after everyone"
                    " has passed."
                )
            ),
        ),
    )


def _house_deal_section(rules: Rules) -> Section:
    """The deal and the pass under a house pass cycle or pass size."""
    return Section(
        "deal",
        _("The deal and the pass"),
        (
            _dealt(),
            para(pass_sentence(rules)),
            para(
                _(
                    "You choose your cards before you see what you get. The cards you receive arrive after everyone"
                    " has passed."
                )
            ),
        ),
    )


def _play_section(rules: Rules) -> Section:
    if rules.first_lead == "two-of-clubs":
        opening = _(
            "Whoever holds the {2C} leads it to the first trick. Play goes clockwise: South, West, North, East,"
            " each adding one card."
        )
    else:
        opening = fill(
            # Translators: {first_lead} is a sentence saying who leads the first trick.
            _("{first_lead} Play goes clockwise: South, West, North, East, each adding one card."),
            first_lead=first_lead_sentence(rules),
        )
    return Section(
        "play",
        _("The play"),
        (
            para(opening),
            para(
                _(
                    "You must *follow suit*: play a card of the suit that was led if you have one. If you have none,"
                    " play any card (on the first trick there is one limit, under Hearts and the queen)."
                )
            ),
            # Translators: a trick's caption; {seat} is the player who wins the trick ("East"), {card} the card
            # that wins it, shown as a picture.
            trick_picture(WEST, "2C 9C KC 4C", _("Everyone follows clubs. {seat} wins with the {card}.")),
            para(
                _(
                    "There are *no trumps*. The highest card of the suit led wins the trick, whatever else was played."
                    " The winner takes the four cards and leads the next trick."
                )
            ),
            trick_picture(
                NORTH,
                "7D 10D AS 3D",
                # Translators: a trick's caption; {seat} is the player who wins the trick ("East"), {card} the card.
                _("You have no diamonds and play the {AS}, but only a diamond can win. {seat} wins with the {card}."),
            ),
            para(_("The deal goes on for 13 tricks, until every card has been played.")),
        ),
    )


def _hearts_section(rules: Rules) -> Section:
    p = Points.of(rules)
    return Section(
        "hearts",
        _("Hearts and the queen"),
        (
            para(
                _(
                    "You may not *lead* a heart until hearts are *broken*: until someone has played a heart to a trick"
                    " because they could not follow suit. If you hold nothing but hearts, you may lead one anyway."
                )
                if rules == rules.with_options(hearts_must_be_broken=True, lead_hearts_over_queen=False)
                else leading_hearts_sentence(rules)
            ),
            trick_picture(
                WEST,
                "5D 9D 2H KD",
                # Translators: {card} is the card that wins the trick, shown as a picture.
                _("East has no diamonds and plays a heart: hearts are broken. You win with the {card}."),
            ),
            para(queen_breaks_sentence(rules)),
            para(
                fill(
                    # Translators: {points} is the queen's points ("13 points").
                    _(
                        "The {QS} is worth *{points}*. She is only a spade, with no trump power:"
                        " the {KS} and {AS} beat her, and she cannot win a trick led in another suit."
                    ),
                    points=points_word(p.queen),
                )
            ),
            # Translators: a trick's caption; {seat} is the player who wins the trick ("East"), {card} the card.
            trick_picture(NORTH, "QS KS 4S 8S", _("The queen loses to the king. {seat} wins with the {card}.")),
            para(
                _(
                    "*The first trick carries no points.* On it nobody may play a heart or the {QS}, even with no"
                    " clubs, unless they hold nothing else."
                )
                if not rules.points_on_first_trick and rules.card_values != "black-maria"
                else first_trick_sentence(rules)
            ),
            trick_picture(
                WEST,
                "2C 8C AD 10C",
                # Translators: a trick's caption; {card} is the card that wins the trick, shown as a picture.
                _("East has no clubs and may not play a heart or the {QS}. You win with the {card}."),
            ),
        ),
    )


def _score_section(rules: Rules) -> Section:
    p = Points.of(rules)
    lines = [
        # Translators: {points} is a number of points ("1 point").
        fill(_("Each heart: *{points}*."), points=points_word(p.heart)),
        # Translators: {points} is the queen's points ("13 points").
        fill(_("The {QS}: *{points}*."), points=points_word(p.queen)),
    ]
    if rules.jack_of_diamonds:
        lines.append(
            fill(
                # Translators: {points} is the jack's points ("−10 points"); {taken} the same number as taken
                # off ("10").
                _("The {JD}: *{points}*: whoever takes it has {taken} taken off their score."),
                points=points_word(p.jack),
                taken=number(-p.jack),
            )
        )
    if rules.card_values != "standard" or rules.bonus_card == "TD":
        lines = [values_sentence(rules)]
    else:
        # Translators: {points} is every penalty card's points together ("26 points").
        lines.append(fill(_("Hearts and the queen make {points} in every deal."), points=points_word(p.deal)))
    if rules.card_values == "standard" and rules.moon != "none" and not rules.shoot_the_sun:
        moon = fill(
            # Translators: {then} is a sentence saying what shooting the moon scores.
            _(
                "*Shooting the moon*: a player who takes *all* the penalty cards (every heart and the {QS}) turns"
                " the tables. They need not win every trick, only every penalty card. {then}"
            ),
            then=moon_sentence(rules),
        )
    else:
        moon = moon_paragraph(rules)
    blocks: list[Block] = [
        para(_("After the 13th trick, everyone counts the penalty cards in the tricks they took. Low is good.")),
        bullets(*lines),
        scoring_table(rules),
        para(moon),
    ]
    if rules.no_tricks_bonus:
        blocks.append(para(no_tricks_sentence()))
    if rules.jack_of_diamonds:
        blocks.append(para(_("The {JD} is not needed for the moon, and it still counts for whoever takes it.")))
    for example in score_examples(rules):
        blocks.extend(example.blocks())
    return Section("score", _("The score"), tuple(blocks))


def _end_section(rules: Rules) -> Section:
    examples = end_examples(rules)
    return Section(
        "end",
        _("The end"),
        (
            para(
                fill(
                    # Translators: {score} is the score that ends the game ("100").
                    _(
                        "Scores add up from deal to deal. The game ends after a deal in which anyone's total reaches"
                        " *{score} or more*. The *lowest* total wins."
                    ),
                    score=number(rules.end_score),
                )
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
