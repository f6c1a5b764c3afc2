"""Frequently asked questions, answered for the rules in play.

>>> from hearts.rules import Rules
>>> entry = faq_entry("queen-points", Rules())
>>> entry.question
'How many points is the queen of spades worth?'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..deals import MAX_GAME_NUMBER, MIN_GAME_NUMBER
from ..rules import Rules
from ..words import count_word, number, points_word
from ..words.catalog import gettext as _
from ..words.catalog import ngettext
from ..words.numbers import count_text
from .content import Block, blocks_text, bullets, fill, para, trick_picture
from .house import values_sentence
from .reference import score_examples
from .wording import Points, moon_sentence, queen_breaks_sentence, ties_sentence

__all__ = ["FaqEntry", "faq", "faq_entry"]


@dataclass(frozen=True, slots=True)
class FaqEntry:
    """One question (with an id for links) and its answer."""

    id: str
    question: str
    answer: tuple[Block, ...]

    def text(self) -> str:
        return self.question + "\n" + blocks_text(self.answer)


def faq(rules: Rules) -> tuple[FaqEntry, ...]:
    """Every question, in reading order."""
    p = Points.of(rules)
    missed = next(e for e in score_examples(rules) if e.id == "missed-moon")
    end = number(rules.end_score)
    if rules.card_values == "standard":
        # Translators: Learn's text is markup: *words* are emphasised, {QS} is a card shown as a picture;
        # keep every {…} as it is. {queen}, {heart} and {deal} are points ("13 points", "1 point").
        worth = _("The {QS} is worth *{queen}*. Each heart is {heart}, so a deal holds {deal} in all.")
    else:
        # Translators: {queen} is the queen's points ("25 points"); {values} a sentence saying what the cards
        # are worth.
        worth = _("The {QS} is worth *{queen}*. {values}")
    return (
        FaqEntry(
            "how-to-play",
            _("How do I play?"),
            (
                para(
                    fill(
                        # Translators: {count} is the number of cards passed, in words ("three").
                        ngettext(
                            "At the start of a deal, tap {count} card to choose it and press *Pass*. Then, when it"
                            " is your turn, tap a card to play it to the trick. Cards you may not play are dimmed;"
                            " tap one anyway and the game tells you why.",
                            "At the start of a deal, tap {count} cards to choose them and press *Pass*. Then, when it"
                            " is your turn, tap a card to play it to the trick. Cards you may not play are dimmed;"
                            " tap one anyway and the game tells you why.",
                            rules.pass_count,
                        ),
                        count=count_word(rules.pass_count),
                    )
                ),
                para(
                    fill(
                        # Translators: {score} is the score that ends the game ("100").
                        _(
                            "Follow the suit that was led, avoid winning tricks with hearts and the {QS} in them,"
                            " and keep your total low. When someone reaches {score}, the lowest total wins."
                        ),
                        score=end,
                    )
                ),
            ),
        ),
        FaqEntry(
            "queen-points",
            _("How many points is the queen of spades worth?"),
            (
                para(
                    fill(
                        worth,
                        queen=points_word(p.queen),
                        heart=points_word(p.heart),
                        deal=points_word(p.deal),
                        values=values_sentence(rules),
                    )
                ),
                para(_("She is an ordinary spade in play: the {KS} and {AS} beat her, and she is no trump.")),
            ),
        ),
        FaqEntry(
            "breaking-hearts",
            _("What does “breaking hearts” mean?"),
            (
                para(
                    _(
                        "Nobody may *lead* a heart until a heart has been played to a trick, which happens when"
                        " someone cannot follow the suit led and throws one. From then on hearts are *broken* and"
                        " may be led. A player who holds only hearts may lead one at any time."
                    )
                ),
                trick_picture(
                    1,
                    "5D 9D 2H KD",
                    # Translators: a trick's caption; {card} is the card that wins the trick, shown as a picture.
                    _("East has no diamonds and throws a heart: hearts are broken. You win with the {card}."),
                ),
            ),
        ),
        FaqEntry(
            "queen-breaks-hearts",
            _("Does the queen of spades break hearts?"),
            (
                para(queen_breaks_sentence(rules)),
                para(_("Some tables play it one way and some the other: the rules settings have both.")),
            ),
        ),
        FaqEntry(
            "moon",
            _("What is shooting the moon?"),
            (
                para(
                    fill(
                        # Translators: {then} is a sentence saying what shooting the moon scores.
                        _(
                            "Taking *every* penalty card in one deal (all 13 hearts and the {QS}). It is about cards,"
                            " not tricks: you need not win every trick. {then}"
                        ),
                        then=moon_sentence(rules),
                    )
                ),
                para(
                    fill(
                        # Translators: {score} is a number of points ("25").
                        _(
                            "Miss by a single heart and every point counts against you: in a missed moon like that"
                            " the near-shooter scores {score}."
                        ),
                        score=number(max(missed.scores)),
                    )
                ),
            ),
        ),
        FaqEntry(
            "first-trick",
            _("Can I play a heart on the first trick?"),
            (
                para(
                    _(
                        "No. On the first trick nobody may play a heart or the {QS}, even with no clubs, unless"
                        " they hold nothing else. The first trick is led with the {2C}."
                    )
                ),
            ),
        ),
        FaqEntry(
            "who-wins",
            # Translators: {score} is the score that ends the game ("100").
            _("Who wins when someone reaches {score}?").format(score=end),
            (
                para(
                    fill(
                        # Translators: {score} is the score that ends the game ("100").
                        _(
                            "The game ends after the deal in which anyone's total reaches {score} or more,"
                            " and the player with the *lowest* total wins: reaching the end score is bad for you."
                        ),
                        score=end,
                    )
                ),
                para(ties_sentence(rules)),
            ),
        ),
        FaqEntry(
            "no-passing",
            _("Can I play without passing?"),
            (
                para(
                    _(
                        "Every fourth deal is a *hold* hand, played without passing: the pass goes left, right,"
                        " across, then nobody passes, and the cycle repeats. On the other deals the pass is part"
                        " of the game."
                    )
                ),
            ),
        ),
        FaqEntry(
            "computer-sees",
            _("Do the computer players see my cards?"),
            (
                para(
                    _(
                        "No. Each computer player is given only its own seat's view: its hand, the cards it passed"
                        " and received, the cards played so far and the scores, just as a person at the table"
                        " would know."
                    )
                ),
                para(
                    _(
                        "The game's tests check this: they swap the unseen cards between the other hands and make"
                        " sure a computer player's choices do not change."
                    )
                ),
            ),
        ),
        FaqEntry(
            "undo",
            _("Why is there no undo?"),
            (
                para(
                    _(
                        "As at a real table, a card played stays played. To practise a decision again, use the"
                        " lessons here, or replay the same numbered game from the start."
                    )
                ),
            ),
        ),
        FaqEntry(
            "numbered-games",
            _("How do numbered and daily games work?"),
            (
                bullets(
                    fill(
                        # Translators: {first} and {last} are the first and last game numbers ("1",
                        # "4,294,967,295").
                        _(
                            "Every game has a number from {first} to {last}. The number fixes every deal of the"
                            " game, so the same number gives the same cards on every device."
                        ),
                        first=count_text(MIN_GAME_NUMBER),
                        last=count_text(MAX_GAME_NUMBER),
                    ),
                    # Translators: ?deal=N is typed into the page address as it is: keep "?deal=" and the N of
                    # the explanation.
                    _("Open a game by its address: add *?deal=N* to the page address, with N the game number."),
                    # Translators: *Share* is the name of the table's button.
                    _("*Share* gives you that address to send to a friend, who then plays the very same cards."),
                    _(
                        "The *daily* game's number comes from the date: everyone playing it that day has the same"
                        " cards."
                    ),
                ),
            ),
        ),
        FaqEntry(
            "saved",
            _("Where are my game and statistics saved?"),
            (
                para(
                    _(
                        "In this browser's local storage, on this device only. Nothing leaves the device: there is"
                        " no account and no server. Clearing this site's data in the browser erases them, and"
                        " another browser or device starts fresh."
                    )
                ),
            ),
        ),
    )


def faq_entry(entry_id: str, rules: Rules) -> FaqEntry:
    """One entry by id (KeyError if none)."""
    for entry in faq(rules):
        if entry.id == entry_id:
            return entry
    raise KeyError(entry_id)
