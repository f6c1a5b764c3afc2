"""Frequently asked questions, answered for the rules in play.

>>> from hearts.rules import Rules
>>> entry = faq_entry("queen-points", Rules())
>>> entry.question
'How many points is the queen of spades worth?'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..deals import MAX_GAME_NUMBER, MIN_GAME_NUMBER
from ..rules import PASS_COUNT_WORDS, Rules
from ..words import number, points_word
from .content import Block, blocks_text, bullets, para, trick_picture
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
    return (
        FaqEntry(
            "how-to-play",
            "How do I play?",
            (
                para(
                    f"At the start of a deal, tap {PASS_COUNT_WORDS[rules.pass_count]} cards to choose them and press"
                    " *Pass*. Then, when it is"
                    " your turn, tap a card to play it to the trick. Cards you may not play are dimmed; tap one"
                    " anyway and the game tells you why."
                ),
                para(
                    "Follow the suit that was led, avoid winning tricks with hearts and the {QS} in them,"
                    f" and keep your total low. When someone reaches {rules.end_score}, the lowest total wins."
                ),
            ),
        ),
        FaqEntry(
            "queen-points",
            "How many points is the queen of spades worth?",
            (
                para(
                    f"The {{QS}} is worth *{points_word(p.queen)}*. Each heart is {points_word(p.heart)},"
                    f" so a deal holds {points_word(p.deal)} in all."
                    if rules.card_values == "standard"
                    else f"The {{QS}} is worth *{points_word(p.queen)}*. " + values_sentence(rules)
                ),
                para("She is an ordinary spade in play: the {KS} and {AS} beat her, and she is no trump."),
            ),
        ),
        FaqEntry(
            "breaking-hearts",
            "What does “breaking hearts” mean?",
            (
                para(
                    "Nobody may *lead* a heart until a heart has been played to a trick, which happens when"
                    " someone cannot follow the suit led and throws one. From then on hearts are *broken* and"
                    " may be led. A player who holds only hearts may lead one at any time."
                ),
                trick_picture(1, "5D 9D 2H KD", "East has no diamonds and throws a heart: hearts are broken."),
            ),
        ),
        FaqEntry(
            "queen-breaks-hearts",
            "Does the queen of spades break hearts?",
            (
                para(queen_breaks_sentence(rules)),
                para("Some tables play it one way and some the other: the rules settings have both."),
            ),
        ),
        FaqEntry(
            "moon",
            "What is shooting the moon?",
            (
                para(
                    "Taking *every* penalty card in one deal (all 13 hearts and the {QS}). It is about cards,"
                    " not tricks: you need not win every trick. " + moon_sentence(rules)
                ),
                para(
                    "Miss by a single heart and every point counts against you: in a missed moon like that the"
                    f" near-shooter scores {number(max(missed.scores))}."
                ),
            ),
        ),
        FaqEntry(
            "first-trick",
            "Can I play a heart on the first trick?",
            (
                para(
                    "No. On the first trick nobody may play a heart or the {QS}, even with no clubs, unless"
                    " they hold nothing else. The first trick is led with the {2C}."
                ),
            ),
        ),
        FaqEntry(
            "who-wins",
            f"Who wins when someone reaches {rules.end_score}?",
            (
                para(
                    f"The game ends after the deal in which anyone's total reaches {rules.end_score} or more,"
                    " and the player with the *lowest* total wins: reaching the end score is bad for you."
                ),
                para(ties_sentence(rules)),
            ),
        ),
        FaqEntry(
            "no-passing",
            "Can I play without passing?",
            (
                para(
                    "Every fourth deal is a *hold* hand, played without passing: the pass goes left, right,"
                    " across, then nobody passes, and the cycle repeats. On the other deals the pass is part"
                    " of the game."
                ),
            ),
        ),
        FaqEntry(
            "computer-sees",
            "Do the computer players see my cards?",
            (
                para(
                    "No. Each computer player is given only its own seat's view: its hand, the cards it passed"
                    " and received, the cards played so far and the scores, just as a person at the table"
                    " would know."
                ),
                para(
                    "The game's tests check this: they swap the unseen cards between the other hands and make"
                    " sure a computer player's choices do not change."
                ),
            ),
        ),
        FaqEntry(
            "undo",
            "Why is there no undo?",
            (
                para(
                    "As at a real table, a card played stays played. To practise a decision again, use the"
                    " lessons here, or replay the same numbered game from the start."
                ),
            ),
        ),
        FaqEntry(
            "numbered-games",
            "How do numbered and daily games work?",
            (
                bullets(
                    f"Every game has a number from {MIN_GAME_NUMBER:,} to {MAX_GAME_NUMBER:,}. The number fixes"
                    " every deal of the game, so the same number gives the same cards on every device.",
                    "Open a game by its address: add *?deal=N* to the page address, with N the game number.",
                    "*Share* gives you that address to send to a friend, who then plays the very same cards.",
                    "The *daily* game's number comes from the date: everyone playing it that day has the same cards.",
                ),
            ),
        ),
        FaqEntry(
            "saved",
            "Where are my game and statistics saved?",
            (
                para(
                    "In this browser's local storage, on this device only. Nothing leaves the device: there is"
                    " no account and no server. Clearing this site's data in the browser erases them, and"
                    " another browser or device starts fresh."
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
